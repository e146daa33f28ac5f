"""What lies on the title's table while Ortus Regni is chosen: the crown the Earls fight
for, a fan of Earl cards (a Castle, a Lord, a Land, a Banner, a Treachery), the
Vikings' longship under its striped sail, and a few of the Earls' cubes from the Bag.

Light on purpose: the title reaches it through the game's listing before anything of
Ortus Regni is loaded (``game.registry``), so it imports only pygame, the theme and the
title's props. Every picture is drawn larger, then scaled down smoothly (soft edges).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.ui.theme import Theme
from game.ui.title_props import TitleArt, TitleProp

RGB = tuple[int, int, int]
Point = tuple[float, float]

INK: RGB = (43, 29, 18)
GOLD: RGB = (206, 160, 52)
GOLD_LIGHT: RGB = (240, 206, 110)
GOLD_SHADE: RGB = (150, 108, 30)
VELVET: RGB = (128, 24, 30)
RUBY: RGB = (176, 28, 40)
SAPPHIRE: RGB = (40, 78, 160)
EMERALD: RGB = (38, 120, 72)
PEARL: RGB = (236, 228, 210)
WOOD: RGB = (122, 82, 48)
WOOD_DARK: RGB = (88, 56, 30)
SAIL: RGB = (226, 214, 186)
SAIL_STRIPE: RGB = (160, 34, 30)
SEA: RGB = (54, 92, 120)
CARD_BACK: RGB = (92, 30, 34)
#: the Earls' colours as the box has them (red, blue, green, gold), the defaults of
#: ``data/ortus_regni/rules.yaml``: the title is drawn before any data is loaded
EARLS: tuple[RGB, ...] = ((198, 40, 40), (47, 111, 208), (139, 195, 74), (230, 180, 34))
#: drawn this many times larger, then scaled down
SUPERSAMPLE = 3


def props(theme: Theme, sheet: pygame.Rect, size: tuple[int, int]) -> list[TitleProp]:
    """The crown and the Earls' cubes left of the sheet; the fan of cards and the
    longship right of it."""
    t = theme
    h = size[1]
    out = [TitleProp(crown(t.px(170)), (sheet.left - t.px(175), h * 0.33), 8.0)]
    for k, colour in enumerate(EARLS):
        spot = (sheet.left - t.px(250) + k * t.px(52), h * 0.62 + (k % 2) * t.px(26))
        out.append(TitleProp(cube(colour, t.px(38)), spot, (-14.0, 9.0, 22.0, -6.0)[k]))
    out.append(TitleProp(fan(t, t.px(84)), (sheet.right + t.px(185), h * 0.3), -6.0))
    out.append(TitleProp(longship(t.px(250)), (sheet.right + t.px(185), h * 0.72), 4.0))
    return out


def _smooth(draw: Callable[[pygame.Surface, float], None], size: tuple[int, int]) -> pygame.Surface:
    """A picture of ``size`` drawn by ``draw(surface, scale)`` on a larger surface
    (``scale``: its pixels per picture pixel), then scaled down."""
    big = pygame.Surface((size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE), pygame.SRCALPHA)
    draw(big, float(SUPERSAMPLE))
    return pygame.transform.smoothscale(big, size)


def _shape(surf: pygame.Surface, points: Sequence[Point], fill: RGB, line: int) -> None:
    pygame.draw.polygon(surf, fill, points)
    pygame.draw.polygon(surf, INK, points, line)


def crown(width: int) -> pygame.Surface:
    """A golden crown: a band set with jewels, five points each topped with a pearl, the
    middle one with a cross, a velvet cap showing between them."""
    height = round(width * 0.82)

    def draw(surf: pygame.Surface, k: float) -> None:
        w, h = surf.get_size()
        line = max(1, round(w * 0.016))

        def at(x: float, y: float) -> Point:
            return (x * w, y * h)

        # the cap, showing between the points
        pygame.draw.ellipse(surf, VELVET, pygame.Rect(w * 0.14, h * 0.26, w * 0.72, h * 0.5))
        pygame.draw.ellipse(surf, INK, pygame.Rect(w * 0.14, h * 0.26, w * 0.72, h * 0.5), line)
        # the points: a jagged rim from the band's top
        rim: list[Point] = [at(0.06, 0.72)]
        tops = (0.06, 0.28, 0.5, 0.72, 0.94)
        for i, x in enumerate(tops):
            rise = 0.22 if i in (0, 4) else (0.1 if i == 2 else 0.16)
            rim.append(at(x, rise))
            if i < len(tops) - 1:
                rim.append(at((x + tops[i + 1]) / 2, 0.52))
        rim.append(at(0.94, 0.72))
        _shape(surf, rim, GOLD, line)
        # a light along the left of each point
        for i, x in enumerate(tops[:-1]):
            pygame.draw.line(surf, GOLD_LIGHT, at(x + 0.03, 0.3), at((x + tops[i + 1]) / 2 - 0.02, 0.5), line)
        # the band
        band = pygame.Rect(w * 0.04, h * 0.66, w * 0.92, h * 0.24)
        pygame.draw.rect(surf, GOLD_SHADE, band, border_radius=round(h * 0.05))
        pygame.draw.rect(surf, GOLD, band.inflate(-line * 2, -line * 4), border_radius=round(h * 0.04))
        pygame.draw.rect(surf, INK, band, line, border_radius=round(h * 0.05))
        for i, jewel in enumerate((SAPPHIRE, RUBY, EMERALD, RUBY, SAPPHIRE)):
            cx, cy = at(0.16 + i * 0.17, 0.78)
            r = w * (0.055 if i == 2 else 0.04)
            if i % 2:
                pygame.draw.ellipse(surf, jewel, pygame.Rect(cx - r * 1.3, cy - r, r * 2.6, r * 2))
                pygame.draw.ellipse(surf, INK, pygame.Rect(cx - r * 1.3, cy - r, r * 2.6, r * 2), line)
            else:
                gem = [(cx, cy - r * 1.2), (cx + r, cy), (cx, cy + r * 1.2), (cx - r, cy)]
                _shape(surf, gem, jewel, line)
            pygame.draw.circle(surf, PEARL, (cx - r * 0.35, cy - r * 0.35), max(1.0, r * 0.22))
        # the pearls on the points, a cross on the middle one
        for i, x in enumerate(tops):
            if i == 2:
                cx, cy = at(x, 0.06)
                arm = w * 0.035
                pygame.draw.rect(surf, GOLD, pygame.Rect(cx - arm * 0.4, cy - arm * 1.2, arm * 0.8, arm * 2.6))
                pygame.draw.rect(surf, GOLD, pygame.Rect(cx - arm, cy - arm * 0.4, arm * 2, arm * 0.8))
                pygame.draw.rect(surf, INK, pygame.Rect(cx - arm * 0.4, cy - arm * 1.2, arm * 0.8, arm * 2.6), line)
                pygame.draw.rect(surf, INK, pygame.Rect(cx - arm, cy - arm * 0.4, arm * 2, arm * 0.8), line)
                continue
            rise = 0.22 if i in (0, 4) else 0.16
            centre = at(x, rise - 0.03)
            pygame.draw.circle(surf, PEARL, centre, w * 0.032)
            pygame.draw.circle(surf, INK, centre, w * 0.032, line)

    return _smooth(draw, (width, height))


def cube(colour: RGB, side: int) -> pygame.Surface:
    """An Earl's wooden cube, seen from above and a little aside: its top and two faces."""

    def draw(surf: pygame.Surface, k: float) -> None:
        w, h = surf.get_size()
        line = max(1, round(w * 0.04))
        light = tuple(min(255, c + 50) for c in colour)
        dark = tuple(max(0, c - 60) for c in colour)
        top = [(w * 0.5, h * 0.04), (w * 0.94, h * 0.26), (w * 0.5, h * 0.48), (w * 0.06, h * 0.26)]
        left = [(w * 0.06, h * 0.26), (w * 0.5, h * 0.48), (w * 0.5, h * 0.96), (w * 0.06, h * 0.74)]
        right = [(w * 0.94, h * 0.26), (w * 0.5, h * 0.48), (w * 0.5, h * 0.96), (w * 0.94, h * 0.74)]
        pygame.draw.polygon(surf, light, top)
        pygame.draw.polygon(surf, colour, left)
        pygame.draw.polygon(surf, dark, right)
        for face in (top, left, right):
            pygame.draw.polygon(surf, INK, face, line)

    return _smooth(draw, (side, side))


def fan(theme: Theme, card_width: int) -> pygame.Surface:
    """Five Earl cards held in a fan: a Castle, a Lord (a crowned head), a Land (a field
    under the sun), a Banner and a Treachery (a dagger)."""
    card = (card_width, round(card_width * 1.4))
    faces = [_card(theme, card, emblem) for emblem in (_castle, _lord, _land, _banner, _dagger)]
    span = 2 * (card[0] + card[1])
    surf = pygame.Surface((span, span), pygame.SRCALPHA)
    pivot = (span / 2, span * 0.78)
    for i, face in enumerate(faces):
        angle = 40 - i * 20  # anticlockwise first: the leftmost card lies under the others
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        reach = card[1] * 0.95
        rad = math.radians(angle + 90)
        centre = (pivot[0] + math.cos(rad) * reach, pivot[1] - math.sin(rad) * reach)
        surf.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))
    bounds = surf.get_bounding_rect()
    return surf.subsurface(bounds).copy() if bounds.width and bounds.height else surf


Emblem = Callable[[pygame.Surface, pygame.Rect, int], None]


def _card(theme: Theme, size: tuple[int, int], emblem: Emblem) -> pygame.Surface:
    """A card of ``size``: parchment in an ink border with a red frame, its emblem in the
    middle."""
    w = size[0]
    radius = max(2, w // 12)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(theme.parchment(size), (0, 0))
    corners = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=radius)
    surf.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    line = max(1, round(w * 0.02))
    pygame.draw.rect(surf, INK, surf.get_rect(), line * 2, border_radius=radius)
    inner = surf.get_rect().inflate(-w // 7, -w // 7)
    pygame.draw.rect(surf, CARD_BACK, inner, line, border_radius=radius // 2)
    area = inner.inflate(-w // 8, -w // 4)
    big = pygame.Surface((area.width * SUPERSAMPLE, area.height * SUPERSAMPLE), pygame.SRCALPHA)
    emblem(big, big.get_rect(), line * SUPERSAMPLE)
    surf.blit(pygame.transform.smoothscale(big, area.size), area)
    return surf


def _in(area: pygame.Rect) -> Callable[[float, float], Point]:
    def at(x: float, y: float) -> Point:
        return (area.left + x * area.width, area.top + y * area.height)

    return at


def _castle(surf: pygame.Surface, area: pygame.Rect, line: int) -> None:
    """A keep between two towers, crenellated, with its gate."""
    at = _in(area)
    stone = (196, 182, 150)
    for x0, x1, top in ((0.08, 0.34, 0.3), (0.66, 0.92, 0.3), (0.3, 0.7, 0.44)):
        merlons = 3
        step = (x1 - x0) / (merlons * 2 - 1)
        outline = [at(x0, 0.9)]
        for k in range(merlons * 2 - 1):
            y = top if k % 2 == 0 else top + 0.06
            outline += [at(x0 + k * step, y), at(x0 + (k + 1) * step, y)]
        outline.append(at(x1, 0.9))
        _shape(surf, outline, stone, line)
    gate = [at(0.42, 0.9), at(0.42, 0.68), at(0.5, 0.6), at(0.58, 0.68), at(0.58, 0.9)]
    _shape(surf, gate, INK, line)
    pygame.draw.line(surf, INK, at(0.0, 0.9), at(1.0, 0.9), line * 2)


def _lord(surf: pygame.Surface, area: pygame.Rect, line: int) -> None:
    """A Lord's head and shoulders under a small coronet."""
    at = _in(area)
    robe = [at(0.12, 0.95), at(0.2, 0.68), at(0.5, 0.6), at(0.8, 0.68), at(0.88, 0.95)]
    _shape(surf, robe, VELVET, line)
    head = at(0.5, 0.42)
    r = area.width * 0.17
    pygame.draw.circle(surf, (230, 196, 160), head, r)
    pygame.draw.circle(surf, INK, head, r, line)
    coronet = [at(0.3, 0.28), at(0.33, 0.12), at(0.41, 0.22), at(0.5, 0.08), at(0.59, 0.22), at(0.67, 0.12)]
    coronet += [at(0.7, 0.28)]
    _shape(surf, coronet, GOLD, line)


def _land(surf: pygame.Surface, area: pygame.Rect, line: int) -> None:
    """Ploughed fields under a rising sun."""
    at = _in(area)
    sun = at(0.7, 0.34)
    pygame.draw.circle(surf, GOLD_LIGHT, sun, area.width * 0.16)
    pygame.draw.circle(surf, INK, sun, area.width * 0.16, line)
    _shape(surf, [at(0.0, 0.55), at(0.5, 0.48), at(1.0, 0.58), at(1.0, 0.95), at(0.0, 0.95)], (150, 160, 70), line)
    for k in range(4):
        y = 0.62 + k * 0.08
        pygame.draw.line(surf, WOOD_DARK, at(0.04, y), at(0.96, y + 0.02), line)


def _banner(surf: pygame.Surface, area: pygame.Rect, line: int) -> None:
    """A swallow-tailed banner on its pole."""
    at = _in(area)
    pygame.draw.line(surf, WOOD_DARK, at(0.2, 0.04), at(0.2, 0.98), line * 2)
    flag = [at(0.22, 0.08), at(0.92, 0.14), at(0.76, 0.34), at(0.92, 0.54), at(0.22, 0.48)]
    _shape(surf, flag, EARLS[1], line)
    pygame.draw.circle(surf, GOLD_LIGHT, at(0.48, 0.3), area.width * 0.08)
    pygame.draw.circle(surf, INK, at(0.48, 0.3), area.width * 0.08, line)


def _dagger(surf: pygame.Surface, area: pygame.Rect, line: int) -> None:
    """A dagger, point down: Treachery."""
    at = _in(area)
    _shape(surf, [at(0.44, 0.34), at(0.56, 0.34), at(0.5, 0.96)], (200, 204, 210), line)
    _shape(surf, [at(0.22, 0.28), at(0.78, 0.28), at(0.78, 0.35), at(0.22, 0.35)], GOLD, line)
    _shape(surf, [at(0.45, 0.06), at(0.55, 0.06), at(0.55, 0.28), at(0.45, 0.28)], WOOD, line)
    pygame.draw.circle(surf, RUBY, at(0.5, 0.05), area.width * 0.06)
    pygame.draw.circle(surf, INK, at(0.5, 0.05), area.width * 0.06, line)


def longship(width: int) -> pygame.Surface:
    """The Vikings' longship on a strip of sea: a curved hull with a dragon's head at the
    prow, shields along its side, a square sail in red and white stripes."""
    height = round(width * 0.8)

    def draw(surf: pygame.Surface, k: float) -> None:
        w, h = surf.get_size()
        line = max(1, round(w * 0.01))
        at = _in(surf.get_rect())
        # the waves
        for row in range(2):
            y = 0.86 + row * 0.07
            crest = [at(x / 20, y - 0.025 * math.sin(x * math.pi / 2.5 + row)) for x in range(21)]
            pygame.draw.lines(surf, SEA, False, crest, line * 2)
        # the mast and the sail
        pygame.draw.line(surf, WOOD_DARK, at(0.5, 0.04), at(0.5, 0.72), line * 3)
        sail = pygame.Rect(w * 0.26, h * 0.1, w * 0.48, h * 0.42)
        stripes = 5
        for s in range(stripes):
            band = pygame.Rect(sail.left + s * sail.width / stripes, sail.top, sail.width / stripes + 1, sail.height)
            pygame.draw.rect(surf, SAIL_STRIPE if s % 2 == 0 else SAIL, band)
        pygame.draw.rect(surf, INK, sail, line)
        pygame.draw.line(surf, WOOD_DARK, at(0.22, 0.1), at(0.78, 0.1), line * 2)
        # the hull: a long curve rising to the prow (right) and the stern (left)
        top: list[Point] = []
        bottom: list[Point] = []
        for i in range(21):
            x = 0.08 + i * 0.84 / 20
            lift = ((x - 0.5) / 0.42) ** 4
            top.append(at(x, 0.66 - 0.2 * lift))
            bottom.append(at(x, 0.84 - 0.36 * lift))
        hull = [*top, at(0.95, 0.36), *reversed(bottom), at(0.05, 0.4)]
        _shape(surf, hull, WOOD, line)
        for i in range(1, 5):  # the strakes
            f = i / 5
            strake = [(a[0], a[1] + (b[1] - a[1]) * f) for a, b in zip(top, bottom, strict=True)]
            pygame.draw.lines(surf, WOOD_DARK, False, strake[2:-2], line)
        # the dragon's head at the prow, the curled tail at the stern
        head = [at(0.9, 0.42), at(0.95, 0.2), at(1.0, 0.16), at(0.98, 0.24), at(0.95, 0.36)]
        _shape(surf, head, WOOD_DARK, line)
        pygame.draw.circle(surf, GOLD_LIGHT, at(0.965, 0.2), w * 0.008)
        pygame.draw.arc(surf, WOOD_DARK, pygame.Rect(w * 0.0, h * 0.22, w * 0.1, h * 0.16), 0, math.pi * 1.4, line * 3)
        # the shields along the side
        for i in range(6):
            cx, cy = at(0.24 + i * 0.105, 0.66)
            r = w * 0.035
            pygame.draw.circle(surf, (EARLS[0], GOLD, SAIL)[i % 3], (cx, cy), r)
            pygame.draw.circle(surf, INK, (cx, cy), r, line)
            pygame.draw.circle(surf, INK, (cx, cy), r * 0.3)

    return _smooth(draw, (width, height))


TITLE_ART = TitleArt(props)

__all__ = ["TITLE_ART", "crown", "cube", "fan", "longship", "props"]
