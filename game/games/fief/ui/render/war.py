"""War on the map: captive lords (6.2.3) and sieges (6.4).

- A captive lord's figure lies on its side, in his own family's colour and shape, with
  iron shackles across it, among his captor's units in the village where he is held.
- A siege engine is a square counter in the besieger's colour with the family's shape,
  a trebuchet and one or two battle dice: the side the counter shows (6.4, 6.4.2). It
  stands with the besieger's troops.
- A besieged stronghold or Fortified City is ringed by siege lines: a band with teeth
  pointing in at it, in the besiegers' colours.

The pieces are drawn here at the size asked and cached; ``game.games.fief.ui.render.pieces`` places
them and records their tooltips.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.i18n import N_, Message, m
from game.ui.render.cache import SurfaceCache
from game.ui.render.icons import INK, PAPER, STONE, SUPERSAMPLE, WOOD, Pen, along
from game.ui.render.markers import marker

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State
    from game.ui.theme import Theme

RGB = tuple[int, int, int]
IRON = (92, 94, 102)
IRON_LIGHT = (176, 178, 186)
#: How long a lying figure is, for a token ``h`` pixels high.
FIGURE_LENGTH = 1.6

_cache = SurfaceCache(200)


def _lighter(color: Sequence[int], amount: float) -> RGB:
    return tuple(round(c + (255 - c) * amount) for c in color[:3])  # type: ignore[return-value]


def _darker(color: Sequence[int], amount: float) -> RGB:
    return tuple(round(c * (1 - amount)) for c in color[:3])  # type: ignore[return-value]


# --------------------------------------------------------------------------- drawings
def _draw_figure(d: Pen, rgb: RGB) -> None:
    """A lord's figure token standing on its base: head, shoulders, long cloak, plinth
    (unit square; the figure is about half as wide as tall)."""
    d.line_width = 0.05
    d.box(0.27, 0.86, 0.73, 0.96, _darker(rgb, 0.35), 0.03)
    body = [
        (0.31, 0.88),
        (0.33, 0.60),
        (0.31, 0.44),
        (0.33, 0.36),
        (0.40, 0.31),
        (0.60, 0.31),
        (0.67, 0.36),
        (0.69, 0.44),
        (0.67, 0.60),
        (0.69, 0.88),
    ]
    d.shape(body, rgb)
    d.disc((0.5, 0.19), 0.115, rgb)
    d.rect(0.455, 0.27, 0.545, 0.33, rgb)


def _draw_chain(d: Pen) -> None:
    """A short iron chain of three links, nearly upright (to lie across a figure)."""
    size = d.size
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.fill((*INK, 0))
    links = [(0.22, 0.5, True), (0.5, 0.5, False), (0.78, 0.5, True)]
    for width, colour in ((0.13, INK), (0.06, IRON_LIGHT)):
        for x, y, flat in links:
            w, h = (0.36, 0.24) if flat else (0.30, 0.13)
            rect = pygame.Rect(0, 0, round((w + width) * size), round((h + width) * size))
            rect.center = (round(x * size), round(y * size))
            if flat:
                pygame.draw.ellipse(surf, colour, rect, max(1, round(width * size)))
            else:
                pygame.draw.ellipse(surf, colour, rect.inflate(-round(width * size * 0.4), 0))
    turned = pygame.transform.rotate(surf, 75)
    d.surface.blit(turned, turned.get_rect(center=(size / 2, size / 2)))


def _draw_trebuchet(d: Pen, wood: RGB, ink: RGB) -> None:
    """A trebuchet, bold enough to read at a dozen pixels (unit square)."""
    d.ink = ink
    d.line((0.08, 0.83), (0.92, 0.83), ink, 0.17)
    d.line((0.08, 0.83), (0.92, 0.83), wood, 0.07)
    d.line((0.28, 0.80), (0.52, 0.38), ink, 0.12)
    d.line((0.76, 0.80), (0.52, 0.38), ink, 0.12)
    d.line((0.12, 0.10), (0.72, 0.52), ink, 0.12)
    d.line((0.12, 0.10), (0.10, 0.36), ink, 0.05)
    d.circle((0.10, 0.40), 0.075, ink)
    d.box(0.60, 0.48, 0.86, 0.70, STONE, 0.02)
    for x in (0.24, 0.76):
        d.circle((x, 0.88), 0.10, ink)
        d.circle((x, 0.88), 0.04, wood)


def _render(size: int, draw: Callable[[Pen, pygame.Surface], None]) -> pygame.Surface:
    """``draw(pen, canvas)`` on a supersampled square canvas, scaled down to ``size``."""
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    big.fill((*INK, 0))
    draw(Pen(big, INK, mono=False), big)
    return pygame.transform.smoothscale(big, (size, size))


# --------------------------------------------------------------------------- pieces
def lord_figure(rgb: RGB, pattern: str, height: int) -> pygame.Surface:
    """A lord's figure standing, ``height`` pixels tall (narrower than tall), in the
    family colour with the family's shape on its chest; cached."""
    height = max(8, int(height))

    def make() -> pygame.Surface:
        def draw(d: Pen, big: pygame.Surface) -> None:
            _draw_figure(d, rgb)
            badge = marker(PAPER, pattern, round(big.get_width() * 0.27))
            big.blit(badge, badge.get_rect(center=(big.get_width() * 0.5, big.get_height() * 0.52)))

        square = _render(height, draw)
        return square.subsurface(square.get_bounding_rect(min_alpha=8)).copy()

    return _cache.get(("figure", rgb, pattern, height), make)


def lying_figure(rgb: RGB, pattern: str, length: int) -> pygame.Surface:
    """The same figure laid on its side (6.2.3): turned a quarter, head to the left."""
    return _cache.get(
        ("lying", rgb, pattern, int(length)), lambda: pygame.transform.rotate(lord_figure(rgb, pattern, length), 90)
    )


def shackles(size: int) -> pygame.Surface:
    """The captive's mark: a short iron chain."""
    size = max(6, int(size))
    return _cache.get(("shackles", size), lambda: _render(size, lambda d, _: _draw_chain(d)))


def trebuchet(size: int, ink: RGB = INK, wood: RGB = WOOD) -> pygame.Surface:
    """The siege engine's picture."""
    size = max(6, int(size))
    return _cache.get(("trebuchet", size, ink, wood), lambda: _render(size, lambda d, _: _draw_trebuchet(d, wood, ink)))


def die_face(size: int) -> pygame.Surface:
    """A small white battle die with one pip: a siege engine shows one or two of them."""
    size = max(6, int(size))

    def draw(d: Pen, _big: pygame.Surface) -> None:
        d.line_width = 0.10
        d.box(0.08, 0.08, 0.92, 0.92, PAPER, 0.18)
        d.circle((0.5, 0.5), 0.13, INK)

    return _cache.get(("die", size), lambda: _render(size, draw))


def captive_token(theme: Theme, name: str, rgb: RGB, pattern: str, h: int) -> pygame.Surface:
    """A captive's token, ``h`` high: his figure lying on its side with shackles across it,
    and his name, on a pale slip edged in his family's colour; cached."""
    return _cache.get(
        ("captive", name, rgb, pattern, h, theme.scale), lambda: _make_captive_token(theme, name, rgb, pattern, h)
    )


def _make_captive_token(theme: Theme, name: str, rgb: RGB, pattern: str, h: int) -> pygame.Surface:
    c = theme.colors
    figure = lying_figure(rgb, pattern, round(h * FIGURE_LENGTH))
    chain = shackles(round(h * 0.80))
    px = max(11, round(h * 0.64))
    text = theme.text(name, "small_italic", _darker(rgb, 0.15), px)
    pad = max(2, h // 6)
    w = pad + figure.get_width() + pad + text.get_width() + pad + 1
    surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    radius = h // 3
    pygame.draw.rect(surf, (20, 12, 6, 90), body.move(1, 2), border_radius=radius)
    pygame.draw.rect(surf, _lighter(c.parchment_dark, 0.35), body, border_radius=radius)
    pygame.draw.rect(surf, rgb, body, max(1, h // 10), border_radius=radius)
    pygame.draw.rect(surf, INK, body, 1, border_radius=radius)
    fig_rect = figure.get_rect(midleft=(pad, h // 2 + 1))
    surf.blit(figure, fig_rect)
    surf.blit(chain, chain.get_rect(center=(fig_rect.left + round(fig_rect.width * 0.80), fig_rect.centery)))
    surf.blit(text, text.get_rect(midleft=(fig_rect.right + pad, h // 2 + 1)))
    return surf


def siege_counter(theme: Theme, rgb: RGB, pattern: str, value: int, h: int) -> pygame.Surface:
    """A siege engine counter, ``h`` high, in the besieger's colour and shape, showing a
    trebuchet and ``value`` battle dice (its side, 6.4); cached."""
    return _cache.get(
        ("siege", rgb, pattern, value, h, theme.scale), lambda: _make_siege_counter(theme, rgb, pattern, value, h)
    )


def _make_siege_counter(theme: Theme, rgb: RGB, pattern: str, value: int, h: int) -> pygame.Surface:
    c = theme.colors
    pad = max(2, h // 7)
    mark = marker(c.parchment_light, pattern, max(8, h - 2 * pad - 2))
    engine = trebuchet(h - 2, INK, WOOD)
    die = max(7, round(h * 0.50))
    dice = [die_face(die) for _ in range(max(1, min(2, value)))]
    dice_w = die + (len(dice) - 1) * round(die * 0.72)
    w = pad + mark.get_width() + pad + engine.get_width() + dice_w + pad + 1
    surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    radius = max(2, h // 7)
    pygame.draw.rect(surf, (20, 12, 6, 90), body.move(1, 2), border_radius=radius)
    pygame.draw.rect(surf, rgb, body, border_radius=radius)
    face = pygame.Rect(pad + mark.get_width() + pad // 2, 2, w - mark.get_width() - pad - pad // 2 - 2, h - 4)
    pygame.draw.rect(surf, c.parchment_light, face, border_radius=max(1, radius - 1))
    pygame.draw.rect(surf, INK, body, 1, border_radius=radius)
    surf.blit(mark, mark.get_rect(midleft=(pad, h // 2)))
    surf.blit(engine, engine.get_rect(midleft=(face.left, h // 2)))
    x = face.right - dice_w - 1
    for k, d in enumerate(dice):
        surf.blit(d, d.get_rect(topleft=(x + k * round(die * 0.72), h - pad - die - k * round(die * 0.35))))
    return surf


def siege_ring(colors: Sequence[RGB], size: tuple[int, int], tooth: int) -> pygame.Surface:
    """Siege lines around a ``size`` area: a rounded band with teeth pointing in, its
    stretches in turn in each besieger's colour. The surface is ``size`` grown by
    ``tooth * 2 + 2`` on every side; the teeth's tips touch the area's edge."""
    key = ("ring", tuple(tuple(c) for c in colors), tuple(size), tooth)
    return _cache.get(key, lambda: _make_siege_ring(list(colors), size, tooth))


def _make_siege_ring(colors: list[RGB], size: tuple[int, int], tooth: int) -> pygame.Surface:
    s = SUPERSAMPLE
    margin = tooth * 2 + 2
    w, h = size[0] + 2 * margin, size[1] + 2 * margin
    big = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
    big.fill((*INK, 0))
    band = max(2.5, tooth * 0.6) * s
    # The band's centre line: a rounded rectangle ``tooth`` outside the area.
    inner = pygame.Rect(margin * s, margin * s, size[0] * s, size[1] * s)
    line = inner.inflate(2 * (tooth * s + band / 2), 2 * (tooth * s + band / 2))
    path = _rounded_path(line, min(line.width, line.height) * 0.22)
    total = sum(math.dist(a, b) for a, b in zip(path, path[1:]))
    step_len = max(2.5 * tooth * s, 1.0)
    count = max(8, round(total / step_len))
    count += count % max(1, len(colors))  # each colour gets the same number of stretches
    samples = [along(path, total * k / count) for k in range(count)]
    outline = max(1, round(s * 0.9))
    for pass_ in ("ink", "fill"):
        for k in range(count):
            (x0, y0), (dx, dy) = samples[k]
            (x1, y1), _ = samples[(k + 1) % count]
            color = INK if pass_ == "ink" else colors[k % len(colors)]
            grow = outline if pass_ == "ink" else 0
            # The tooth: a triangle from the band's inner edge pointing in (normal: dy, -dx).
            nx, ny = dy, -dx
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            half = math.dist((x0, y0), (x1, y1)) * 0.32 + grow
            base_off = band / 2 - 1
            tip = (mx + nx * (band / 2 + tooth * s + grow), my + ny * (band / 2 + tooth * s + grow))
            tri = [
                (mx + nx * base_off - dx * half, my + ny * base_off - dy * half),
                (mx + nx * base_off + dx * half, my + ny * base_off + dy * half),
                tip,
            ]
            pygame.draw.polygon(big, color, tri)
            pygame.draw.line(big, color, (x0, y0), (x1, y1), round(band + 2 * grow))
            pygame.draw.circle(big, color, (x0, y0), band / 2 + grow)
    return pygame.transform.smoothscale(big, (w, h))


def _rounded_path(rect: pygame.Rect, r: float) -> list[tuple[float, float]]:
    """A closed clockwise polyline around ``rect`` with rounded corners of radius ``r``."""
    pts: list[tuple[float, float]] = []
    corners = [
        (rect.right - r, rect.top + r, -90),
        (rect.right - r, rect.bottom - r, 0),
        (rect.left + r, rect.bottom - r, 90),
        (rect.left + r, rect.top + r, 180),
    ]
    for cx, cy, start in corners:
        for i in range(7):
            a = math.radians(start + 15 * i)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pts.append(pts[0])
    return pts


# --------------------------------------------------------------------------- words
def _dice(n: int) -> Message:
    return m("fief.ui.war.battle_dice", n=n)


def captive_tooltip(data: Any, view: State, names: Names, lord: str) -> str:
    """A captive's words (6.2.3, 6.2.4)."""
    lo = view.lords[lord]
    card = data.lord_cards.get(lord)
    lady = card is not None and card.gender == "female"
    return i18n.t(
        N_("fief.ui.war.captive_female") if lady else N_("fief.ui.war.captive"),
        lord=names.lord(lord),
        family=names.family(lo.family),
        captor=names.family(lo.captor),
        village=names.village(lo.village),
    )


def siege_tooltip(view: State, names: Names, village: str, seat: int) -> str:
    """A siege engine's words (6.4, 6.4.1, 6.4.2)."""
    value, began = (list(view.villages[village].sieges.get(seat, [1, 0])) + [1, 0])[:2]
    lines = [
        i18n.t("fief.ui.war.siege_engine", family=names.family(seat), n=value),
        i18n.t(
            N_("fief.ui.war.siege_side_turns") if value < 2 else N_("fief.ui.war.siege_side"),
            dice=_dice(value),
            village=names.village(village),
            round=began,
        ),
    ]
    return "\n".join(lines)


def siege_lines(view: State, names: Names, village: str) -> list[str]:
    """What a village's tooltip says of its siege, if any."""
    sieges = view.villages[village].sieges
    if not sieges:
        return []
    out = [
        i18n.t(
            "fief.ui.war.besieged_by",
            family=names.family(seat),
            dice=_dice(e[0] if e else 1),
            round=e[1] if len(e) > 1 else "?",
        )
        for seat, e in sorted(sieges.items())
    ]
    out.append(i18n.t("fief.ui.war.besieged"))
    return out


__all__ = [
    "captive_token",
    "captive_tooltip",
    "die_face",
    "lord_figure",
    "lying_figure",
    "shackles",
    "siege_counter",
    "siege_lines",
    "siege_ring",
    "siege_tooltip",
    "trebuchet",
]
