"""What lies on the title's table while Troyes is chosen: a plaque of the cathedral
with its towers and rose window, citizens of the four families, dice of the three
colours (red, white, yellow) and a pile of deniers.

Light on purpose: the title reaches it through the game's listing before anything of
Troyes is loaded (``game.registry``), so it imports only pygame, the shell's icons and
the dice as Troyes draws them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import pygame

from game.games.troyes.ui.render.dice import draw_die
from game.ui.render import icons
from game.ui.theme import Theme
from game.ui.title_props import TitleArt, TitleProp

RGB = tuple[int, int, int]
Point = tuple[float, float]

INK: RGB = (43, 29, 18)
STONE: RGB = (204, 188, 154)
STONE_SHADE: RGB = (168, 150, 116)
ROOF: RGB = (112, 80, 58)
GLASS: RGB = (62, 84, 138)
GLASS_LIGHT: RGB = (196, 150, 60)
#: the families' colours as the box has them (natural wood, blue, green, orange), the
#: defaults of ``data/troyes/rules.yaml``: the title is drawn before any data is loaded
CITIZENS: tuple[RGB, ...] = ((160, 120, 60), (31, 78, 140), (47, 107, 47), (200, 96, 26))
#: drawn this many times larger, then scaled down smoothly (soft edges)
SUPERSAMPLE = 3


def props(theme: Theme, sheet: pygame.Rect, size: tuple[int, int]) -> list[TitleProp]:
    """The cathedral and the citizens left of the sheet; the dice and the deniers right
    of it."""
    t = theme
    h = size[1]
    out = [TitleProp(cathedral_plaque(t, (t.px(190), t.px(250))), (sheet.left - t.px(170), h * 0.40), 7.0)]
    for k, colour in enumerate(CITIZENS):
        centre = (sheet.left - t.px(260) + k * t.px(58), h * 0.80 + (k % 2) * t.px(22))
        out.append(TitleProp(citizen(colour, t.px(54)), centre, (-12.0, 6.0, -4.0, 14.0)[k]))
    side = t.px(56)
    throws = (
        ("red", 6, (t.px(110), 0.27), 14.0),
        ("white", 4, (t.px(205), 0.34), -18.0),
        ("yellow", 3, (t.px(105), 0.44), 27.0),
        ("red", 2, (t.px(190), 0.52), -6.0),
        ("yellow", 5, (t.px(280), 0.26), 8.0),
        ("white", 1, (t.px(290), 0.45), -24.0),
    )
    for face, value, (dx, fy), angle in throws:
        out.append(TitleProp(die(t, face, value, side), (sheet.right + dx, h * fy), angle))
    rng = random.Random(1190)
    for _ in range(6):
        turn = rng.uniform(0, math.tau)
        dist = rng.uniform(0, t.px(64))
        spot = (sheet.right + t.px(170) + math.cos(turn) * dist, h * 0.80 + math.sin(turn) * dist * 0.6)
        out.append(TitleProp(icons.icon("coin", t.px(44)), spot, rng.uniform(-14, 14)))
    return out


def die(theme: Theme, colour: str, value: int, side: int) -> pygame.Surface:
    """A die of Troyes lying on the table (its shade drawn under it)."""
    surf = pygame.Surface((side + 4, side + 4 + max(1, side // 14)), pygame.SRCALPHA)
    draw_die(surf, theme, pygame.Rect(2, 2, side, side), colour, value)
    return surf


def citizen(colour: RGB, size: int) -> pygame.Surface:
    """A citizen (a wooden figure) of ``colour``, ``size`` pixels tall."""
    big = size * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    outline: Sequence[Point] = (
        (0.38, 0.33),
        (0.62, 0.33),
        (0.94, 0.47),
        (0.91, 0.59),
        (0.67, 0.55),
        (0.80, 0.96),
        (0.57, 0.96),
        (0.50, 0.77),
        (0.43, 0.96),
        (0.20, 0.96),
        (0.33, 0.55),
        (0.09, 0.59),
        (0.06, 0.47),
    )
    points = [(x * big, y * big) for x, y in outline]
    line = max(1, round(big * 0.045))
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.polygon(surf, INK, points, line)
    head = (big * 0.5, big * 0.2)
    pygame.draw.circle(surf, colour, head, big * 0.15)
    pygame.draw.circle(surf, INK, head, big * 0.15, line)
    light = tuple(min(255, c + 60) for c in colour)
    pygame.draw.circle(surf, light, (big * 0.45, big * 0.15), big * 0.04)
    return pygame.transform.smoothscale(surf, (size, size))


def cathedral_plaque(theme: Theme, size: tuple[int, int]) -> pygame.Surface:
    """A parchment plaque in an ink frame with the cathedral's front on it: two towers
    (the north one with its spire), the gable with the rose window, three portals."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 14)
    surf.blit(theme.parchment((w, h)), (0, 0))
    corners = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=radius)
    surf.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    line = max(1, round(w * 0.012))
    pygame.draw.rect(surf, INK, surf.get_rect(), line * 2, border_radius=radius)
    inner = surf.get_rect().inflate(-w // 9, -w // 9)
    pygame.draw.rect(surf, theme.colors.rubric, inner, line, border_radius=radius // 2)
    area = inner.inflate(-w // 9, -w // 7)
    # the front drawn larger, then scaled down smoothly (soft edges)
    big = pygame.Surface((area.width * SUPERSAMPLE, area.height * SUPERSAMPLE), pygame.SRCALPHA)
    _front(big, big.get_rect(), line * SUPERSAMPLE)
    surf.blit(pygame.transform.smoothscale(big, area.size), area)
    return surf


def _front(surf: pygame.Surface, area: pygame.Rect, line: int) -> None:
    """The cathedral's front drawn in ``area`` (shapes given in the area's unit square)."""

    def at(x: float, y: float) -> Point:
        return (area.left + x * area.width, area.top + y * area.height)

    def shape(points: Sequence[Point], fill: RGB) -> None:
        pts = [at(x, y) for x, y in points]
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, INK, pts, line)

    def box(x0: float, y0: float, x1: float, y1: float, fill: RGB = STONE) -> None:
        shape(((x0, y0), (x1, y0), (x1, y1), (x0, y1)), fill)

    # the north tower and its spire, the south tower with its pinnacles, the nave's front
    shape(((0.04, 0.26), (0.16, 0.0), (0.28, 0.26)), ROOF)
    box(0.04, 0.26, 0.28, 1.0)
    for k in range(3):
        x = 0.72 + k * 0.09
        shape(((x, 0.36), (x + 0.03, 0.27), (x + 0.06, 0.36)), ROOF)
    box(0.72, 0.36, 0.96, 1.0)
    shape(((0.28, 0.44), (0.5, 0.24), (0.72, 0.44)), STONE_SHADE)
    box(0.28, 0.44, 0.72, 1.0)
    # string courses across the towers
    for y in (0.5, 0.74):
        for x0, x1 in ((0.04, 0.28), (0.72, 0.96)):
            pygame.draw.line(surf, INK, at(x0, y), at(x1, y), line)
    # lancet windows in the towers
    for cx in (0.16, 0.84):
        for top, bottom in ((0.32 if cx < 0.5 else 0.4, 0.46), (0.56, 0.7)):
            _arch(surf, at, cx, 0.035, top, bottom, GLASS, line)
    # the rose window
    centre, r = at(0.5, 0.58), area.width * 0.11
    pygame.draw.circle(surf, GLASS, centre, r)
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(surf, GLASS_LIGHT, centre, (centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)), line)
    pygame.draw.circle(surf, GLASS_LIGHT, centre, r * 0.28)
    pygame.draw.circle(surf, INK, centre, r, line)
    pygame.draw.circle(surf, INK, centre, r * 0.28, line)
    # the three portals, the middle one the tallest
    _arch(surf, at, 0.5, 0.09, 0.76, 1.0, INK, line)
    _arch(surf, at, 0.16, 0.06, 0.84, 1.0, INK, line)
    _arch(surf, at, 0.84, 0.06, 0.84, 1.0, INK, line)
    pygame.draw.line(surf, INK, at(-0.02, 1.0), at(1.02, 1.0), line * 2)


def _arch(
    surf: pygame.Surface,
    at: Callable[[float, float], Point],
    cx: float,
    half: float,
    top: float,
    bottom: float,
    fill: RGB,
    line: int,
) -> None:
    """A pointed (lancet) opening ``2 * half`` wide from ``top`` (its point) to
    ``bottom``: two arcs of circles as wide as the opening, meeting at the point."""
    spring = top + half * 1.6  # where the arch springs from its sides
    steps = 8
    left = []
    for k in range(steps + 1):
        a = k / steps * math.pi / 3
        left.append((cx + half - 2 * half * math.cos(a), spring - (spring - top) * math.sin(a) / math.sin(math.pi / 3)))
    right = [(2 * cx - x, y) for x, y in reversed(left[:-1])]
    points = [at(cx - half, bottom)] + [at(x, y) for x, y in left + right] + [at(cx + half, bottom)]
    pygame.draw.polygon(surf, fill, points)
    pygame.draw.polygon(surf, INK, points, line)


TITLE_ART = TitleArt(props, version=2)  # 2: the front drawn finer, on a plaque of the size shown

__all__ = ["TITLE_ART", "cathedral_plaque", "citizen", "die", "props"]
