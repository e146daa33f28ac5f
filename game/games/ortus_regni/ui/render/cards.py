"""Ortus Regni's cards drawn by our code: the Earl card types (and the Palace), the
cards of the four table decks, their backs and the small chips of the panels.

Sizes: a card is ``CARD_RATIO`` high for 1 wide; ``card_rect(width)`` gives the rect.

Every face is a parchment sheet in an ink frame. At its top a band of its category's
colour (Property green, Face blue, Political purple; the table decks: Army brown,
Viking sea-green, Battle red, Joust gold) carries a shape of the category as well, so
that colour is never the only cue: a tower (Property), a helmed shield (Face), a seal
(Political), crossed spears (Army), a longship's prow (Viking), crossed swords
(Battle), a lance (Joust). Below: the card's name, a picture of its role (a castle, a
field, a market, a crown ...), its numbers as badges (a shield for durability, a sword
for the damage it sends, a cube, cards ...) and, on a large card, its whole text.

Three sizes (``tier``): a *small* card (under ``SMALL_WIDTH`` pixels at the readable
type size of 12 pixels, in proportion to a larger one) shows the band, its shape, the
name (cut with an ellipsis when it cannot fit: the large card gives it whole), the
picture and its main number; a *medium* one adds every badge; a *large* one (from
``LARGE_WIDTH``, or asked with ``large=True``) adds the card's whole text, never cut:
its type shrinks, and then the picture, until every word fits.

``face_layout`` gives where everything goes (the tests check it); the faces are drawn
from it once per card, size, scale and language and kept (``_faces``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import i18n
from game.games.ortus_regni.rules.data import PALACE_ROLE, EarlCard, OrtusData, TableCard
from game.ui.render.cache import SurfaceCache
from game.ui.render.icons import SUPERSAMPLE, Pen
from game.ui.theme import READABLE_PX, Theme

#: a card's height for a width of 1
CARD_RATIO = 1.4
#: under this width (type of 12 pixels) a card shows its name, picture and main number
SMALL_WIDTH = 90
#: from this width (type of 12 pixels) a card shows its whole text
LARGE_WIDTH = 200
#: the smallest type a large card's text falls to when even the least picture leaves it
#: too little room at the readable size (a card asked large at a small width)
TEXT_FLOOR = 7

RGB = tuple[int, int, int]
Point = tuple[float, float]

INK: RGB = (43, 29, 18)
INK_SOFT: RGB = (92, 70, 48)
PAPER: RGB = (246, 237, 214)
GOLD: RGB = (210, 164, 60)
GOLD_DARK: RGB = (140, 100, 26)
STONE: RGB = (196, 182, 152)
STONE_DARK: RGB = (150, 134, 106)
ROOF: RGB = (158, 64, 42)
WOOD: RGB = (150, 104, 60)
GREEN: RGB = (92, 138, 62)
WHEAT: RGB = (222, 184, 84)
STEEL: RGB = (176, 182, 190)
STEEL_DARK: RGB = (112, 118, 128)
RED: RGB = (156, 38, 28)
BLUE: RGB = (52, 84, 150)
BROWN: RGB = (112, 76, 46)
SKIN: RGB = (226, 186, 150)

#: the band of each category and table deck: (fill, darker edge, the name's ink)
BANDS: dict[str, tuple[RGB, RGB, RGB]] = {
    "property": ((64, 110, 58), (34, 66, 30), (246, 238, 214)),
    "face": ((48, 76, 140), (24, 40, 82), (246, 238, 214)),
    "political": ((112, 44, 100), (66, 20, 60), (246, 238, 214)),
    "army": ((126, 92, 56), (72, 50, 28), (246, 238, 214)),
    "viking": ((38, 100, 104), (18, 56, 60), (246, 238, 214)),
    "battle": ((150, 38, 28), (90, 18, 12), (246, 238, 214)),
    "joust": ((214, 170, 64), (136, 98, 24), (43, 29, 18)),
    "earl": ((44, 54, 92), (22, 28, 52), (236, 212, 140)),
}

#: the parameters shown as badges, in their order on the card
BADGE_KEYS: tuple[str, ...] = ("durability", "sends", "cubes", "draw", "take", "army_draw", "field")
#: the number a small card shows, the first of these the card has
_MAIN_KEYS: tuple[str, ...] = ("durability", "sends", "take", "draw", "cubes")
#: the backs: the Earl decks' and the four table decks'
BACKS: tuple[str, ...] = ("earl", "army", "viking", "battle", "joust")

_faces = SurfaceCache(400, 48.0)
_art = SurfaceCache(600, 16.0)

Art = Callable[[Pen], None]


# ------------------------------------------------------------------------- sizes
def card_rect(width: int) -> pygame.Rect:
    return pygame.Rect(0, 0, width, round(width * CARD_RATIO))


def _scaled(theme: Theme, width: int) -> int:
    return round(width * theme.readable_px / READABLE_PX)


def tier(theme: Theme, width: int, large: bool | None = None) -> str:
    """ "small", "medium" or "large": what a card ``width`` wide shows (``large`` True
    asks for the text whatever the width, False never shows it)."""
    if large:
        return "large"
    if width < _scaled(theme, SMALL_WIDTH):
        return "small"
    if large is None and width >= _scaled(theme, LARGE_WIDTH):
        return "large"
    return "medium"


# ------------------------------------------------------------------------- the data
def _card(data: OrtusData, kind: str) -> EarlCard | TableCard:
    if kind in data.cards:
        return data.cards[kind]
    if kind in data.table:
        return data.table[kind]
    raise KeyError(f"no Ortus Regni card {kind!r}")


def category(data: OrtusData, kind: str) -> str:
    """The band of ``kind``: its category (an Earl card) or its deck (a table card)."""
    card = _card(data, kind)
    return card.category if isinstance(card, EarlCard) else card.deck


_JOUST_PICTURES = {"prince": "joust_prince", "vassal": "joust_vassal", "none": "joust_none"}


def picture_key(data: OrtusData, kind: str) -> str:
    """The picture of ``kind``: its role's (an Earl card), or what it is in its deck."""
    card = _card(data, kind)
    if isinstance(card, EarlCard):
        role = card.role
        return role if role in _PICTURES else f"{card.category}_any"
    if card.deck in ("army", "viking"):
        return f"{card.deck}_{2 if card.sends >= 2 else 1}"
    if card.deck == "battle":
        name = f"battle_{card.result or 'normal'}"
        return name if name in _PICTURES else "battle_normal"
    if card.deck == "joust":
        return _JOUST_PICTURES.get(card.value, "joust_none")
    return "army_1"


def badges(data: OrtusData, kind: str) -> list[tuple[str, str]]:
    """The card's badges: (what, its number as shown; "" for a badge without one)."""
    card = _card(data, kind)
    out: list[tuple[str, str]] = []
    if isinstance(card, EarlCard):
        for key in BADGE_KEYS:
            if key not in card.params:
                continue
            n = card.number(key)
            market = card.number(f"{key}_market", n)
            out.append((key, f"{n}/{market}" if market != n else str(n)))
        return out
    if card.deck in ("army", "viking"):
        out.append(("sends", str(card.sends)))
    elif card.deck == "battle":
        out.append(("result", ""))
    elif card.deck == "joust":
        out.append(("value", ""))
    return out


def main_number(data: OrtusData, kind: str) -> tuple[str, str] | None:
    """The badge a small card keeps (None when it has no number)."""
    numbered = {key: value for key, value in badges(data, kind) if value}
    for key in (*_MAIN_KEYS, *BADGE_KEYS):
        if key in numbered:
            return key, numbered[key]
    return None


# ------------------------------------------------------------------------- drawing helpers
def _mix(a: Sequence[int], b: Sequence[int], k: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k), round(a[2] + (b[2] - a[2]) * k))


def _ring(cx: float, cy: float, rx: float, ry: float, start: float, end: float, steps: int = 14) -> list[Point]:
    """Points on an ellipse from ``start`` to ``end`` degrees (y down)."""
    return [
        (
            cx + rx * math.cos(math.radians(start + (end - start) * i / steps)),
            cy + ry * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def _crenels(d: Pen, x0: float, x1: float, y: float, n: int, colour: RGB) -> None:
    step = (x1 - x0) / (2 * n - 1)
    for i in range(n):
        d.box(x0 + 2 * i * step, y, x0 + (2 * i + 1) * step, y + step * 1.1, colour)


def _arch(d: Pen, cx: float, bottom: float, half: float, top: float) -> None:
    """A dark doorway: its sides up to ``top``, a round head."""
    points = [(cx - half, bottom), (cx - half, top), *_ring(cx, top, half, half, 180, 360, 8), (cx + half, bottom)]
    d.polygon(points, d.detail(INK))


def _blade(d: Pen, tip: Point, hilt: Point, width: float, colour: RGB = STEEL) -> None:
    """A sword from ``hilt`` (the guard) to ``tip``, with its grip and pommel beyond."""
    dx, dy = tip[0] - hilt[0], tip[1] - hilt[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    half = width / 2
    base = (hilt[0] + ux * 0.02, hilt[1] + uy * 0.02)
    near = (tip[0] - ux * width * 1.2, tip[1] - uy * width * 1.2)
    blade = [
        (base[0] + nx * half, base[1] + ny * half),
        (near[0] + nx * half, near[1] + ny * half),
        tip,
        (near[0] - nx * half, near[1] - ny * half),
        (base[0] - nx * half, base[1] - ny * half),
    ]
    d.shape(blade, colour, 0.025)
    guard = width * 1.9
    d.line((hilt[0] + nx * guard, hilt[1] + ny * guard), (hilt[0] - nx * guard, hilt[1] - ny * guard), width=0.05)
    grip_end = (hilt[0] - ux * width * 2.2, hilt[1] - uy * width * 2.2)
    d.line(hilt, grip_end, d.fill(BROWN), width * 0.9)
    d.disc((grip_end[0] - ux * width * 0.5, grip_end[1] - uy * width * 0.5), width * 0.55, GOLD, 0.02)


def _spear(d: Pen, butt: Point, tip: Point, head: RGB = STEEL) -> None:
    dx, dy = tip[0] - butt[0], tip[1] - butt[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    neck = (tip[0] - ux * 0.16, tip[1] - uy * 0.16)
    d.line(butt, neck, d.fill(WOOD), 0.04)
    d.shape(
        [
            tip,
            (neck[0] + ux * 0.06 + nx * 0.045, neck[1] + uy * 0.06 + ny * 0.045),
            neck,
            (neck[0] + ux * 0.06 - nx * 0.045, neck[1] + uy * 0.06 - ny * 0.045),
        ],
        head,
        0.02,
    )


def _heater(x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    """A heater shield's outline in the box (x0, y0, x1, y1)."""
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    return [
        (x0, y0),
        (x1, y0),
        (x1, y0 + h * 0.45),
        (cx + w * 0.3, y0 + h * 0.82),
        (cx, y1),
        (cx - w * 0.3, y0 + h * 0.82),
        (x0, y0 + h * 0.45),
    ]


def _helm(d: Pen, cx: float, top: float, w: float, h: float, colour: RGB = STEEL) -> None:
    """A great helm: a flat-topped barrel with its eye slit and breaths."""
    x0, x1 = cx - w / 2, cx + w / 2
    body = [
        (x0, top + h * 0.18),
        *_ring(cx, top + h * 0.18, w / 2, h * 0.18, 180, 360, 10),
        (x1, top + h),
        (x0, top + h),
    ]
    d.shape(body, colour)
    d.rect(x0 + w * 0.1, top + h * 0.42, x1 - w * 0.1, top + h * 0.5, d.detail(INK))
    d.line((cx, top + h * 0.5), (cx, top + h * 0.95), d.detail(STEEL_DARK), 0.03)
    for i in range(3):
        d.circle((cx + w * 0.22, top + h * (0.64 + 0.1 * i)), 0.014, d.detail(INK))


def _crown(d: Pen, x0: float, y0: float, x1: float, y1: float) -> None:
    w, h = x1 - x0, y1 - y0
    points = [
        (x0, y1),
        (x0 - w * 0.04, y0 + h * 0.2),
        (x0 + w * 0.24, y0 + h * 0.5),
        (x0 + w * 0.5, y0),
        (x0 + w * 0.76, y0 + h * 0.5),
        (x1 + w * 0.04, y0 + h * 0.2),
        (x1, y1),
    ]
    d.shape(points, GOLD)
    for x, y in ((x0 - w * 0.04, y0 + h * 0.2), (x0 + w * 0.5, y0), (x1 + w * 0.04, y0 + h * 0.2)):
        d.disc((x, y), w * 0.07, GOLD, 0.025)
    for k in (0.28, 0.5, 0.72):
        d.circle((x0 + w * k, y0 + h * 0.78), w * 0.05, d.detail(RED))


def _figure(d: Pen, cx: float, robe: RGB, head: RGB = SKIN) -> None:
    body = [(cx - 0.2, 0.92), (cx - 0.12, 0.48), (cx + 0.12, 0.48), (cx + 0.2, 0.92)]
    d.shape(body, robe)
    d.disc((cx, 0.37), 0.1, head)


def _card_glyph(d: Pen, x0: float, y0: float, colour: RGB) -> None:
    d.box(x0, y0, x0 + 0.42, y0 + 0.58, colour, 0.05)
    d.rect(x0 + 0.07, y0 + 0.07, x0 + 0.35, y0 + 0.51, d.detail(PAPER), 0.03, 0.02)


# ------------------------------------------------------------------------- role pictures
def _palace(d: Pen) -> None:
    for x0 in (0.08, 0.74):
        d.box(x0, 0.36, x0 + 0.18, 0.9, STONE)
        d.shape([(x0 - 0.03, 0.37), (x0 + 0.09, 0.12), (x0 + 0.21, 0.37)], ROOF)
    d.box(0.24, 0.52, 0.76, 0.9, STONE)
    d.shape([*_ring(0.5, 0.52, 0.18, 0.2, 180, 360, 12)], GOLD)
    _crown(d, 0.42, 0.18, 0.58, 0.3)
    _arch(d, 0.5, 0.9, 0.06, 0.76)
    for x in (0.33, 0.67):
        _arch(d, x, 0.72, 0.03, 0.62)


def _castle(d: Pen) -> None:
    d.box(0.3, 0.36, 0.7, 0.9, STONE)
    _crenels(d, 0.3, 0.7, 0.28, 4, STONE)
    for x0 in (0.1, 0.72):
        d.box(x0, 0.5, x0 + 0.18, 0.9, STONE_DARK)
        _crenels(d, x0, x0 + 0.18, 0.43, 2, STONE_DARK)
    _arch(d, 0.5, 0.9, 0.08, 0.72)
    d.rect(0.47, 0.46, 0.53, 0.58, d.detail(INK))
    d.line((0.5, 0.28), (0.5, 0.08), width=0.03)
    d.shape([(0.51, 0.08), (0.66, 0.12), (0.51, 0.17)], RED, 0.02)


def _land(d: Pen) -> None:
    d.disc((0.76, 0.24), 0.1, GOLD, 0.03)
    hill = [(0.04, 0.9), *_ring(0.3, 0.62, 0.3, 0.18, 180, 360, 10), *_ring(0.72, 0.6, 0.26, 0.14, 200, 360, 8)]
    hill.append((0.98, 0.9))
    d.shape(hill, GREEN)
    field = [(0.04, 0.9), (0.2, 0.66), (0.8, 0.66), (0.98, 0.9)]
    d.shape(field, WHEAT)
    for k in range(1, 6):
        x = 0.2 + 0.6 * k / 6
        d.line((x, 0.67), (0.04 + 0.94 * k / 6, 0.89), d.detail(GOLD_DARK), 0.02)


def _market_town(d: Pen) -> None:
    for x0, top, colour in ((0.08, 0.3, PAPER), (0.52, 0.22, STONE)):
        d.box(x0, top + 0.18, x0 + 0.38, 0.9, colour)
        d.shape([(x0 - 0.04, top + 0.2), (x0 + 0.19, top), (x0 + 0.42, top + 0.2)], ROOF)
        d.rect(x0 + 0.14, top + 0.3, x0 + 0.24, top + 0.4, d.detail(INK))
    # the stall in front: an awning striped red and white over a counter of goods
    d.box(0.2, 0.72, 0.8, 0.9, WOOD)
    for i in range(5):
        x = 0.16 + i * 0.136
        d.shape([(x, 0.58), (x + 0.136, 0.58), (x + 0.136, 0.68), (x, 0.68)], RED if i % 2 == 0 else PAPER, 0.02)
    for x in (0.3, 0.45, 0.6, 0.72):
        d.disc((x, 0.7), 0.035, WHEAT if x < 0.5 else GREEN, 0.015)


def _church(d: Pen) -> None:
    d.box(0.22, 0.52, 0.72, 0.9, PAPER)
    d.shape([(0.18, 0.54), (0.47, 0.36), (0.76, 0.54)], ROOF)
    d.box(0.58, 0.3, 0.78, 0.9, PAPER)
    d.shape([(0.55, 0.32), (0.68, 0.16), (0.81, 0.32)], ROOF)
    d.line((0.68, 0.16), (0.68, 0.04), width=0.03)
    d.line((0.63, 0.08), (0.73, 0.08), width=0.03)
    _arch(d, 0.4, 0.9, 0.06, 0.74)
    _arch(d, 0.68, 0.5, 0.03, 0.42)


def _cathedral(d: Pen) -> None:
    for x0 in (0.1, 0.66):
        d.box(x0, 0.32, x0 + 0.24, 0.9, STONE)
        d.shape([(x0, 0.33), (x0 + 0.12, 0.04), (x0 + 0.24, 0.33)], STONE_DARK)
        _arch(d, x0 + 0.12, 0.6, 0.035, 0.46)
    d.box(0.34, 0.42, 0.66, 0.9, STONE)
    d.shape([(0.32, 0.44), (0.5, 0.26), (0.68, 0.44)], STONE_DARK)
    d.disc((0.5, 0.56), 0.08, BLUE, 0.025)
    for a in range(0, 360, 45):
        r = math.radians(a)
        d.line((0.5, 0.56), (0.5 + 0.07 * math.cos(r), 0.56 + 0.07 * math.sin(r)), d.detail(GOLD), 0.015)
    _arch(d, 0.5, 0.9, 0.07, 0.76)


def _prince(d: Pen) -> None:
    _crown(d, 0.16, 0.22, 0.84, 0.74)
    d.line((0.16, 0.62), (0.84, 0.62), width=0.03)
    d.box(0.14, 0.74, 0.86, 0.84, GOLD, 0.02)


def _vassal(d: Pen) -> None:
    # a kneeling man offering his sword, hilt first
    d.shape([(0.2, 0.9), (0.24, 0.6), (0.46, 0.56), (0.52, 0.74), (0.7, 0.76), (0.7, 0.9)], BLUE)
    d.disc((0.36, 0.44), 0.1, SKIN)
    d.line((0.44, 0.62), (0.6, 0.56), d.fill(BLUE), 0.07)
    _blade(d, (0.92, 0.2), (0.62, 0.52), 0.06)


def _champion(d: Pen) -> None:
    _blade(d, (0.82, 0.1), (0.32, 0.68), 0.07)
    shield = _heater(0.18, 0.3, 0.6, 0.9)
    d.shape(shield, RED)
    d.line((0.39, 0.34), (0.39, 0.84), d.detail(GOLD), 0.05)
    d.line((0.22, 0.5), (0.56, 0.5), d.detail(GOLD), 0.05)
    d.outline(shield)


def _monk(d: Pen) -> None:
    robe = [(0.24, 0.94), (0.34, 0.44), (0.5, 0.34), (0.66, 0.44), (0.76, 0.94)]
    d.shape(robe, BROWN)
    hood = _ring(0.5, 0.36, 0.16, 0.2, 180, 360, 12) + [(0.66, 0.48), (0.34, 0.48)]
    d.shape(hood, BROWN)
    d.disc((0.5, 0.4), 0.08, SKIN, 0.02)
    d.line((0.34, 0.64), (0.66, 0.64), d.detail(WHEAT), 0.03)
    d.line((0.56, 0.64), (0.58, 0.8), d.detail(WHEAT), 0.025)
    d.box(0.42, 0.68, 0.56, 0.8, RED, 0.01)


def _mercenary(d: Pen) -> None:
    bag = [
        (0.26, 0.5),
        (0.36, 0.42),
        (0.3, 0.32),
        (0.56, 0.32),
        (0.5, 0.42),
        (0.62, 0.5),
        *_ring(0.44, 0.7, 0.22, 0.2, 0, 180, 10),
    ]
    d.shape(bag, BROWN)
    d.line((0.34, 0.42), (0.54, 0.42), d.detail(WHEAT), 0.03)
    for x, y in ((0.66, 0.86), (0.8, 0.84), (0.73, 0.76)):
        d.disc((x, y), 0.07, GOLD, 0.02)
    d.line((0.88, 0.12), (0.64, 0.66), d.fill(WOOD), 0.05)
    axe = [(0.78, 0.14), (0.96, 0.2), (0.94, 0.42), (0.84, 0.36)]
    d.shape(axe, STEEL, 0.025)


def _treachery(d: Pen) -> None:
    _blade(d, (0.5, 0.92), (0.5, 0.34), 0.1)
    d.shape(
        [
            (0.7, 0.62),
            *_ring(0.72, 0.76, 0.06, 0.07, 200, 340, 6)[::-1],
            (0.78, 0.78),
            *_ring(0.72, 0.78, 0.06, 0.07, 0, 180, 8),
        ],
        RED,
        0.02,
    )


def _intrigue(d: Pen) -> None:
    mask = [
        (0.1, 0.42),
        (0.3, 0.34),
        (0.5, 0.4),
        (0.7, 0.34),
        (0.9, 0.42),
        (0.84, 0.62),
        (0.64, 0.68),
        (0.5, 0.58),
        (0.36, 0.68),
        (0.16, 0.62),
    ]
    d.shape(mask, (40, 36, 52))
    for cx in (0.32, 0.68):
        d.polygon(_ring(cx, 0.5, 0.09, 0.05, 0, 360, 12), d.detail(PAPER))
    d.line((0.1, 0.44), (0.02, 0.36), width=0.025)
    d.line((0.9, 0.44), (0.98, 0.36), width=0.025)
    d.line((0.5, 0.6), (0.5, 0.84), d.fill(GOLD), 0.03)
    d.disc((0.5, 0.86), 0.04, GOLD, 0.02)


def _allies(d: Pen) -> None:
    left = _heater(0.08, 0.26, 0.5, 0.84)
    right = _heater(0.5, 0.26, 0.92, 0.84)
    d.shape(left, BLUE)
    d.shape(right, RED)
    d.line((0.29, 0.3), (0.29, 0.8), d.detail(GOLD), 0.04)
    d.line((0.54, 0.5), (0.88, 0.5), d.detail(GOLD), 0.04)
    d.outline(left)
    d.outline(right)
    d.circle((0.5, 0.2), 0.09, d.fill(GOLD), 0.04)
    d.circle((0.5, 0.2), 0.11, INK, 0.015)


def _banquet(d: Pen) -> None:
    d.polygon(_ring(0.62, 0.78, 0.32, 0.1, 0, 360, 16), d.fill(STONE))
    d.outline(_ring(0.62, 0.78, 0.32, 0.1, 0, 360, 16), width=0.025)
    d.disc((0.62, 0.72), 0.12, BROWN, 0.025)
    d.line((0.72, 0.68), (0.86, 0.56), d.fill(PAPER), 0.04)
    cup = [(0.12, 0.22), (0.4, 0.22), *_ring(0.26, 0.26, 0.14, 0.2, 0, 180, 8)]
    d.shape(cup, GOLD)
    d.line((0.26, 0.46), (0.26, 0.76), d.fill(GOLD), 0.05)
    d.box(0.14, 0.76, 0.38, 0.82, GOLD, 0.02)


def _banner(d: Pen) -> None:
    d.line((0.22, 0.06), (0.22, 0.96), d.fill(WOOD), 0.05)
    d.disc((0.22, 0.06), 0.04, GOLD, 0.02)
    flag = [(0.24, 0.12), (0.86, 0.12), (0.86, 0.62), (0.7, 0.52), (0.55, 0.62), (0.55, 0.62), (0.24, 0.62)]
    d.shape(flag, RED)
    d.rect(0.24, 0.3, 0.86, 0.4, d.detail(GOLD))
    _crown(d, 0.44, 0.16, 0.62, 0.28)


def _property_any(d: Pen) -> None:
    _castle(d)


def _face_any(d: Pen) -> None:
    _figure(d, 0.5, BLUE)


def _political_any(d: Pen) -> None:
    _seal_shape(d)


# ------------------------------------------------------------------------- table pictures
def _infantry(d: Pen) -> None:
    _figure(d, 0.42, BROWN)
    d.shape([*_ring(0.42, 0.32, 0.12, 0.09, 180, 360, 8), (0.54, 0.34), (0.3, 0.34)], STEEL, 0.025)
    _spear(d, (0.72, 0.96), (0.72, 0.06))
    d.line((0.54, 0.6), (0.7, 0.56), d.fill(BROWN), 0.05)


def _knight(d: Pen) -> None:
    head = [
        (0.28, 0.92),
        (0.32, 0.64),
        (0.18, 0.56),
        (0.12, 0.46),
        (0.26, 0.32),
        (0.36, 0.16),
        (0.44, 0.1),
        (0.5, 0.16),
        (0.66, 0.2),
        (0.78, 0.4),
        (0.8, 0.64),
        (0.76, 0.92),
    ]
    d.shape(head, (230, 224, 210))
    d.shape([(0.42, 0.4), (0.72, 0.34), (0.8, 0.64), (0.76, 0.92), (0.5, 0.92)], BLUE)
    d.circle((0.36, 0.3), 0.03, d.detail(INK))
    d.shape([(0.36, 0.16), (0.48, 0.02), (0.5, 0.16)], RED, 0.02)


def _viking_warrior(d: Pen) -> None:
    d.line((0.74, 0.1), (0.54, 0.9), d.fill(WOOD), 0.05)
    d.shape([(0.66, 0.1), (0.92, 0.16), (0.88, 0.4), (0.72, 0.3)], STEEL, 0.025)
    d.disc((0.4, 0.56), 0.3, (170, 60, 40))
    for a in (0, 90):
        r = math.radians(a)
        d.line(
            (0.4 - 0.3 * math.cos(r), 0.56 - 0.3 * math.sin(r)),
            (0.4 + 0.3 * math.cos(r), 0.56 + 0.3 * math.sin(r)),
            d.detail(WHEAT),
            0.05,
        )
    d.disc((0.4, 0.56), 0.08, STEEL, 0.025)


def _viking_chief(d: Pen) -> None:
    for side in (-1, 1):
        horn = [
            (0.5 + side * 0.2, 0.5),
            (0.5 + side * 0.36, 0.36),
            (0.5 + side * 0.4, 0.1),
            (0.5 + side * 0.3, 0.3),
            (0.5 + side * 0.16, 0.4),
        ]
        d.shape(horn, PAPER, 0.025)
    d.shape([(0.22, 0.66), *_ring(0.5, 0.66, 0.28, 0.3, 180, 360, 12)], STEEL)
    d.rect(0.22, 0.62, 0.78, 0.7, d.detail(GOLD))
    d.line((0.5, 0.7), (0.5, 0.86), width=0.06)
    d.shape([(0.3, 0.72), (0.7, 0.72), (0.62, 0.96), (0.38, 0.96)], WHEAT, 0.025)


def _scales(d: Pen) -> None:
    d.line((0.5, 0.14), (0.5, 0.86), d.fill(WOOD), 0.04)
    d.box(0.34, 0.84, 0.66, 0.92, WOOD, 0.02)
    d.line((0.14, 0.26), (0.86, 0.26), d.fill(GOLD_DARK), 0.04)
    for cx in (0.2, 0.8):
        d.line((cx, 0.26), (cx - 0.1, 0.56), width=0.015)
        d.line((cx, 0.26), (cx + 0.1, 0.56), width=0.015)
        d.shape(_ring(cx, 0.56, 0.14, 0.08, 0, 180, 8), GOLD)
    _blade(d, (0.2, 0.44), (0.2, 0.62), 0.04)
    _blade(d, (0.8, 0.44), (0.8, 0.62), 0.04)


def _attacker_wins(d: Pen) -> None:
    shield = _heater(0.14, 0.36, 0.62, 0.94)
    d.shape(shield, BLUE)
    d.polygon(
        [(0.38, 0.36), (0.44, 0.52), (0.34, 0.66), (0.42, 0.94), (0.36, 0.94), (0.26, 0.66), (0.36, 0.5), (0.32, 0.36)],
        d.detail(PAPER),
    )
    d.outline(shield)
    _blade(d, (0.46, 0.6), (0.84, 0.14), 0.07)


def _defender_wins(d: Pen) -> None:
    shield = _heater(0.3, 0.2, 0.86, 0.9)
    d.shape(shield, BLUE)
    d.line((0.58, 0.24), (0.58, 0.84), d.detail(GOLD), 0.05)
    d.outline(shield)
    _blade(d, (0.28, 0.64), (0.08, 0.9), 0.06)
    d.shape([(0.18, 0.5), (0.28, 0.42), (0.26, 0.3), (0.14, 0.42)], STEEL, 0.02)


def _church_decides(d: Pen) -> None:
    for a in range(200, 341, 20):
        r = math.radians(a)
        d.line(
            (0.5 + 0.16 * math.cos(r), 0.3 + 0.16 * math.sin(r)),
            (0.5 + 0.3 * math.cos(r), 0.3 + 0.3 * math.sin(r)),
            d.fill(GOLD),
            0.025,
        )
    d.line((0.5, 0.16), (0.5, 0.94), d.fill(GOLD), 0.07)
    d.line((0.32, 0.34), (0.68, 0.34), d.fill(GOLD), 0.07)
    d.outline(
        [
            (0.46, 0.16),
            (0.54, 0.16),
            (0.54, 0.3),
            (0.68, 0.3),
            (0.68, 0.38),
            (0.54, 0.38),
            (0.54, 0.94),
            (0.46, 0.94),
            (0.46, 0.38),
            (0.32, 0.38),
            (0.32, 0.3),
            (0.46, 0.3),
        ],
        width=0.02,
    )


def _lance(d: Pen, butt: Point, tip: Point, colour: RGB) -> None:
    dx, dy = tip[0] - butt[0], tip[1] - butt[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    grip = (butt[0] + ux * 0.2, butt[1] + uy * 0.2)
    shaft = [
        (grip[0] + nx * 0.06, grip[1] + ny * 0.06),
        tip,
        (grip[0] - nx * 0.06, grip[1] - ny * 0.06),
    ]
    d.shape(shaft, colour, 0.025)
    d.line(butt, grip, d.fill(WOOD), 0.05)
    plate = _ring(grip[0], grip[1], 0.1, 0.1, 0, 360, 12)
    d.shape(plate, STEEL, 0.02)


def _joust_prince(d: Pen) -> None:
    _lance(d, (0.12, 0.92), (0.92, 0.12), (232, 222, 200))
    _crown(d, 0.12, 0.1, 0.46, 0.36)


def _joust_vassal(d: Pen) -> None:
    _lance(d, (0.12, 0.92), (0.92, 0.12), (232, 222, 200))
    _helm(d, 0.3, 0.06, 0.3, 0.36)


def _joust_none(d: Pen) -> None:
    d.shape([(0.1, 0.86), (0.44, 0.48), (0.48, 0.56), (0.16, 0.92)], (232, 222, 200), 0.025)
    d.shape([(0.56, 0.42), (0.92, 0.08), (0.6, 0.5)], (232, 222, 200), 0.025)
    for a in (-40, 10, 60):
        r = math.radians(a - 45)
        d.line((0.52, 0.49), (0.52 + 0.16 * math.cos(r), 0.49 + 0.16 * math.sin(r)), width=0.02)


_PICTURES: dict[str, Art] = {
    PALACE_ROLE: _palace,
    "castle": _castle,
    "land": _land,
    "market_town": _market_town,
    "church": _church,
    "cathedral": _cathedral,
    "prince": _prince,
    "vassal": _vassal,
    "champion": _champion,
    "monk": _monk,
    "mercenary": _mercenary,
    "treachery": _treachery,
    "intrigue": _intrigue,
    "allies": _allies,
    "banquet": _banquet,
    "banner": _banner,
    "property_any": _property_any,
    "face_any": _face_any,
    "political_any": _political_any,
    "army_1": _infantry,
    "army_2": _knight,
    "viking_1": _viking_warrior,
    "viking_2": _viking_chief,
    "battle_normal": _scales,
    "battle_attacker_wins": _attacker_wins,
    "battle_defender_wins": _defender_wins,
    "battle_church_decides": _church_decides,
    "joust_prince": _joust_prince,
    "joust_vassal": _joust_vassal,
    "joust_none": _joust_none,
}


# ------------------------------------------------------------------------- category shapes
def _tower_shape(d: Pen) -> None:
    d.polygon([(0.28, 0.94), (0.32, 0.36), (0.68, 0.36), (0.72, 0.94)], d.fill(INK))
    for x0 in (0.22, 0.44, 0.66):
        d.rect(x0, 0.14, x0 + 0.12, 0.38, d.fill(INK))
    d.rect(0.22, 0.3, 0.78, 0.4, d.fill(INK))
    _arch(d, 0.5, 0.94, 0.07, 0.78)


def _shield_shape(d: Pen) -> None:
    d.polygon(_heater(0.18, 0.4, 0.82, 0.96), d.fill(INK))
    body = [(0.32, 0.36), *_ring(0.5, 0.24, 0.18, 0.18, 180, 360, 10), (0.68, 0.36)]
    d.polygon(body, d.fill(INK))
    d.rect(0.36, 0.2, 0.64, 0.25, d.detail(PAPER))
    d.line((0.5, 0.46), (0.5, 0.86), d.detail(PAPER), 0.05)


def _seal_shape(d: Pen) -> None:
    d.polygon([(0.34, 0.62), (0.22, 0.96), (0.36, 0.88), (0.46, 0.98), (0.5, 0.66)], d.fill(INK))
    d.polygon([(0.66, 0.62), (0.78, 0.96), (0.64, 0.88), (0.54, 0.98), (0.5, 0.66)], d.fill(INK))
    points = []
    for i in range(20):
        a = math.pi * 2 * i / 20
        r = 0.36 if i % 2 == 0 else 0.32
        points.append((0.5 + r * math.cos(a), 0.42 + r * math.sin(a)))
    d.polygon(points, d.fill(INK))
    d.circle((0.5, 0.42), 0.22, d.detail(PAPER), 0.035)
    d.circle((0.5, 0.42), 0.07, d.detail(PAPER))


def _spears_shape(d: Pen) -> None:
    for butt, tip in (((0.14, 0.96), (0.86, 0.06)), ((0.86, 0.96), (0.14, 0.06))):
        dx, dy = tip[0] - butt[0], tip[1] - butt[1]
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        nx, ny = -uy, ux
        neck = (tip[0] - ux * 0.22, tip[1] - uy * 0.22)
        d.line(butt, neck, d.fill(INK), 0.07)
        d.polygon(
            [tip, (neck[0] + nx * 0.08, neck[1] + ny * 0.08), neck, (neck[0] - nx * 0.08, neck[1] - ny * 0.08)],
            d.fill(INK),
        )


def _prow_shape(d: Pen) -> None:
    hull = [
        (0.04, 0.62),
        (0.74, 0.62),
        (0.86, 0.44),
        (0.8, 0.2),
        (0.9, 0.08),
        (0.98, 0.2),
        (0.94, 0.3),
        (0.9, 0.26),
        (0.94, 0.5),
        (0.8, 0.86),
        (0.2, 0.86),
    ]
    d.polygon(hull, d.fill(INK))
    for x in (0.2, 0.38, 0.56):
        d.circle((x, 0.7), 0.055, d.detail(PAPER), 0.025)
    d.circle((0.9, 0.15), 0.02, d.detail(PAPER))


def _swords_shape(d: Pen) -> None:
    for tip, hilt in (((0.88, 0.08), (0.26, 0.72)), ((0.12, 0.08), (0.74, 0.72))):
        dx, dy = tip[0] - hilt[0], tip[1] - hilt[1]
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        nx, ny = -uy, ux
        d.polygon(
            [
                (hilt[0] + nx * 0.045, hilt[1] + ny * 0.045),
                (tip[0] - ux * 0.08 + nx * 0.045, tip[1] - uy * 0.08 + ny * 0.045),
                tip,
                (tip[0] - ux * 0.08 - nx * 0.045, tip[1] - uy * 0.08 - ny * 0.045),
                (hilt[0] - nx * 0.045, hilt[1] - ny * 0.045),
            ],
            d.fill(INK),
        )
        d.line(
            (hilt[0] + nx * 0.12, hilt[1] + ny * 0.12), (hilt[0] - nx * 0.12, hilt[1] - ny * 0.12), d.fill(INK), 0.06
        )
        d.line(hilt, (hilt[0] - ux * 0.16, hilt[1] - uy * 0.16), d.fill(INK), 0.06)
        d.circle((hilt[0] - ux * 0.2, hilt[1] - uy * 0.2), 0.05, d.fill(INK))


def _lance_shape(d: Pen) -> None:
    d.polygon([(0.26, 0.62), (0.94, 0.06), (0.38, 0.74)], d.fill(INK))
    d.line((0.06, 0.94), (0.3, 0.7), d.fill(INK), 0.08)
    d.polygon(_ring(0.3, 0.7, 0.14, 0.14, 0, 360, 14), d.fill(INK))
    d.circle((0.3, 0.7), 0.05, d.detail(PAPER))


def _earl_shape(d: Pen) -> None:
    _tower_shape(d)


SHAPES: dict[str, Art] = {
    "property": _tower_shape,
    "face": _shield_shape,
    "political": _seal_shape,
    "army": _spears_shape,
    "viking": _prow_shape,
    "battle": _swords_shape,
    "joust": _lance_shape,
    "earl": _earl_shape,
}


# ------------------------------------------------------------------------- badge glyphs
def _g_durability(d: Pen) -> None:
    shield = _heater(0.14, 0.08, 0.86, 0.94)
    d.shape(shield, STONE)
    d.line((0.5, 0.14), (0.5, 0.84), d.detail(STONE_DARK), 0.04)


def _g_sends(d: Pen) -> None:
    _blade(d, (0.86, 0.1), (0.3, 0.7), 0.1)


def _g_cubes(d: Pen) -> None:
    a = 0.34
    x, y = 0.5, 0.52
    top = [(x, y - a), (x + a, y - a / 2), (x, y), (x - a, y - a / 2)]
    left = [(x - a, y - a / 2), (x, y), (x, y + a), (x - a, y + a / 2)]
    right = [(x, y), (x + a, y - a / 2), (x + a, y + a / 2), (x, y + a)]
    d.shape(top, (226, 196, 150), 0.03)
    d.shape(left, WOOD, 0.03)
    d.shape(right, _mix(WOOD, INK, 0.3), 0.03)


def _g_draw(d: Pen) -> None:
    _card_glyph(d, 0.12, 0.08, BLUE)
    _card_glyph(d, 0.4, 0.3, BLUE)


def _g_take(d: Pen) -> None:
    _card_glyph(d, 0.08, 0.2, RED)
    hook = [(0.56, 0.2), (0.84, 0.2), (0.84, 0.7)]
    d.outline(hook, width=0.07, closed=False)
    d.polygon([(0.7, 0.66), (0.98, 0.66), (0.84, 0.9)], d.fill(INK))


def _g_army_draw(d: Pen) -> None:
    _card_glyph(d, 0.1, 0.3, BANDS["army"][0])
    _spear(d, (0.5, 0.96), (0.9, 0.06))


def _g_field(d: Pen) -> None:
    d.line((0.26, 0.08), (0.26, 0.94), d.fill(WOOD), 0.06)
    d.shape([(0.28, 0.12), (0.86, 0.22), (0.28, 0.46)], GREEN, 0.03)
    d.shape(_ring(0.6, 0.94, 0.34, 0.12, 180, 360, 8), GREEN, 0.02)


def _g_result(d: Pen) -> None:
    _swords_shape(d)


def _g_value(d: Pen) -> None:
    _lance_shape(d)


GLYPHS: dict[str, Art] = {
    "durability": _g_durability,
    "sends": _g_sends,
    "cubes": _g_cubes,
    "draw": _g_draw,
    "take": _g_take,
    "army_draw": _g_army_draw,
    "field": _g_field,
    "result": _g_result,
    "value": _g_value,
}


def art(table: str, name: str, side: int, colour: RGB | None = None) -> pygame.Surface:
    """One drawing of ``table`` ("picture", "shape" or "glyph") ``side`` pixels square,
    in its natural colours or all in ``colour``; drawn large and scaled down (smooth
    edges), and kept."""
    side = max(4, int(side))
    draws = {"picture": _PICTURES, "shape": SHAPES, "glyph": GLYPHS}[table]

    def make() -> pygame.Surface:
        big = pygame.Surface((side * SUPERSAMPLE, side * SUPERSAMPLE), pygame.SRCALPHA)
        ink: RGB = colour if colour is not None else INK
        big.fill((*ink, 0))
        pen = Pen(big, ink, mono=colour is not None)
        pen.line_width = 0.035
        draws[name](pen)
        return pygame.transform.smoothscale(big, (side, side))

    return _art.get(("ortus-art", table, name, side, colour), make)


# ------------------------------------------------------------------------- layout
@dataclass(frozen=True)
class Line:
    """A line of words on a card: what it says, where (in the caller's coordinates),
    its type role and size."""

    text: str
    rect: pygame.Rect
    role: str
    px: int


@dataclass(frozen=True)
class Badge:
    key: str  # one of BADGE_KEYS, "result" or "value"
    value: str  # the number shown ("" for none)
    rect: pygame.Rect  # the whole badge: its glyph and its number
    glyph: pygame.Rect
    number: pygame.Rect | None  # the pill holding the number
    px: int


@dataclass(frozen=True)
class FaceLayout:
    """Where everything of a face goes, in the coordinates of the rect it was asked for."""

    kind: str
    tier: str  # "small", "medium", "large"
    card: pygame.Rect
    band: pygame.Rect
    shape: pygame.Rect
    name: tuple[Line, ...]
    #: the name's whole text, when it had to be cut with an ellipsis ("" when whole)
    name_cut: str
    picture: pygame.Rect
    badges: tuple[Badge, ...]
    text: tuple[Line, ...]
    text_area: pygame.Rect | None

    def parts(self) -> list[tuple[str, pygame.Rect]]:
        """Every part that must not overlap another: the name's lines, the picture, the
        badges and the text's lines."""
        out = [("name", line.rect) for line in self.name]
        out.append(("picture", self.picture))
        out += [(f"badge:{b.key}", b.rect) for b in self.badges]
        out += [("text", line.rect) for line in self.text]
        return out


def _wrap_all(
    theme: Theme, text: str, role: str, width: int, height: int, biggest: int, least: int
) -> tuple[list[str], int] | None:
    """``text`` wrapped whole to ``width`` at the largest size from ``biggest`` down to
    ``least`` at which every line fits ``width`` and all ``height``; None when none does."""
    for px in range(max(least, biggest), least - 1, -1):
        lines = theme.wrap(text, role, width, px=px)
        if len(lines) * theme.line_height(role, px) <= height and all(
            theme.text_size(line, role, px)[0] <= width for line in lines
        ):
            return lines, px
    return None


def _name_lines(theme: Theme, name: str, role: str, area: pygame.Rect, biggest: int) -> tuple[list[str], int, str]:
    """The name in ``area`` in one or two lines; cut with an ellipsis at the readable
    size when it cannot fit whole (then also its whole text), none when not a line fits."""
    least = theme.readable_px
    lh = theme.line_height(role, least)
    if lh > area.height or area.width < 8:
        return [], least, name
    most = max(1, min(2, (area.height) // lh))
    for px in range(max(least, biggest), least - 1, -1):
        lines = theme.wrap(name, role, area.width, px=px)
        if len(lines) <= most and len(lines) * theme.line_height(role, px) <= area.height:
            if all(theme.text_size(line, role, px)[0] <= area.width for line in lines):
                return lines, px, ""
    lines = theme.wrap(name, role, area.width, px=least)
    if len(lines) > most:
        lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
    with theme.whole_in("card"):
        lines = [theme.ellipsize(line, role, area.width, px=least) for line in lines]
    return lines, least, name


def _stack(theme: Theme, lines: Sequence[str], role: str, px: int, area: pygame.Rect, centred: bool) -> list[Line]:
    lh = theme.line_height(role, px)
    y = area.top + (max(0, (area.height - lh * len(lines)) // 2) if centred else 0)
    out = []
    for text in lines:
        w = theme.text_size(text, role, px)[0]
        rect = pygame.Rect(0, y, w, lh)
        rect.centerx = area.centerx
        out.append(Line(text, rect, role, px))
        y += lh
    return out


def _badge_row(theme: Theme, items: Sequence[tuple[str, str]], area: pygame.Rect) -> list[Badge]:
    """The badges side by side, centred in ``area``, as large as the area lets them."""
    if not items or area.height < 6:
        return []
    least = theme.readable_px
    s = area.height
    while True:
        px = max(least, round(s * 0.5))
        gap = max(2, s // 6)
        widths = []
        for _, value in items:
            pill = theme.text_size(value, "small_bold", px)[0] + max(4, px // 2) if value else 0
            widths.append(s + (max(0, pill - s // 3) if value else 0))
        total = sum(widths) + gap * (len(items) - 1)
        if total <= area.width or s <= least:
            break
        s -= 1
    x = area.centerx - total // 2
    out = []
    for (key, value), w in zip(items, widths, strict=True):
        rect = pygame.Rect(x, area.centery - s // 2, w, s)
        glyph = pygame.Rect(x, rect.top, s, s)
        number = None
        if value:
            lh = theme.line_height("small_bold", px)
            pw = theme.text_size(value, "small_bold", px)[0] + max(4, px // 2)
            number = pygame.Rect(rect.right - pw, rect.bottom - min(s, lh), pw, min(s, lh))
        out.append(Badge(key, value, rect, glyph, number, px))
        x += w + gap
    return out


def face_layout(
    theme: Theme, rect: pygame.Rect, data: OrtusData, kind: str, *, large: bool | None = None
) -> FaceLayout:
    """Where the face of ``kind`` drawn in ``rect`` puts its band, shape, name, picture,
    badges and text (in the coordinates of ``rect``)."""
    card = _card(data, kind)
    w, h = max(24, rect.width), max(34, rect.height)
    size_tier = tier(theme, w, large)
    inset = max(3, round(w * 0.04))
    pad = inset + max(2, round(w * 0.02))
    gap = max(2, round(h * 0.015))
    least = theme.readable_px
    name = i18n.text(card.name)
    items = badges(data, kind)
    if size_tier == "small":
        main = main_number(data, kind)
        items = [main] if main else []
    if size_tier == "small":
        band = pygame.Rect(inset, inset, w - 2 * inset, max(8, round(h * 0.14)))
        side = max(6, band.height - 4)
        shape = pygame.Rect(0, 0, side, side)
        shape.center = band.center
        name_area = pygame.Rect(inset + 1, band.bottom + 1, w - 2 * inset - 2, round(h * 0.27))
        lines, px, cut = _name_lines(theme, name, "subheading", name_area, max(least, round(w * 0.17)))
        name_lines = _stack(theme, lines, "subheading", px, name_area, True)
        top = (name_lines[-1].rect.bottom if name_lines else band.bottom) + 1
        badge_h = max(least + 4, round(h * 0.2)) if items else 0
        badge_area = pygame.Rect(pad, h - inset - badge_h - 1, w - 2 * pad, badge_h)
        row = _badge_row(theme, items, badge_area)
        bottom = min((b.rect.top for b in row), default=h - inset) - 1
        picture = _square(pygame.Rect(pad, top, w - 2 * pad, max(0, bottom - top)))
        text: list[Line] = []
        text_area = None
    else:
        if size_tier == "large":
            band_h = max(12, round(h * 0.1))
        else:  # room for a name of two lines at the readable size
            band_h = max(round(h * 0.16), 2 * theme.line_height("subheading", least) + 4)
        band = pygame.Rect(pad, pad, w - 2 * pad, band_h)
        side = max(8, min(band.height - max(4, band.height // 5), round(w * 0.13)))
        shape = pygame.Rect(0, 0, side, side)
        shape.midleft = (band.left + max(2, band.height // 8), band.centery)
        name_area = pygame.Rect(
            shape.right + 2, band.top + 1, band.right - shape.right - 4 - band.height // 8, band.height - 2
        )
        biggest = max(least, round(band.height * (0.62 if size_tier == "large" else 0.46)))
        lines, px, cut = _name_lines(theme, name, "subheading", name_area, biggest)
        name_lines = _stack(theme, lines, "subheading", px, name_area, True)
        badge_h = max(least + 6, round(h * (0.075 if size_tier == "large" else 0.13))) if items else 0
        if size_tier == "medium":
            badge_area = pygame.Rect(pad, h - pad - badge_h, w - 2 * pad, badge_h)
            row = _badge_row(theme, items, badge_area)
            top = band.bottom + gap
            picture = _square(pygame.Rect(pad, top, w - 2 * pad, max(0, badge_area.top - gap - top)))
            text = []
            text_area = None
        else:
            picture_h = round(h * 0.24)
            least_picture = max(12, round(h * 0.08))
            body = i18n.text(card.text)
            while True:
                picture_area = pygame.Rect(pad, band.bottom + gap, w - 2 * pad, picture_h)
                badge_area = pygame.Rect(pad, picture_area.bottom + gap, w - 2 * pad, badge_h)
                text_area = pygame.Rect(
                    pad + round(w * 0.02), badge_area.bottom + gap * 2, w - 2 * pad - round(w * 0.04), 0
                )
                text_area.height = h - pad - text_area.top
                fitted = _wrap_all(
                    theme, body, "small", text_area.width, text_area.height, max(least, round(w * 0.06)), least
                )
                if fitted is not None or picture_h <= least_picture:
                    break
                picture_h = max(least_picture, picture_h - max(1, h // 100))
            if fitted is None:  # asked large at a small width: smaller type, never a word cut
                fitted = _wrap_all(theme, body, "small", text_area.width, text_area.height, least, TEXT_FLOOR)
            if fitted is None:
                fitted = (theme.wrap(body, "small", text_area.width, px=TEXT_FLOOR), TEXT_FLOOR)
            row = _badge_row(theme, items, badge_area)
            picture = _square(picture_area)
            body_lines, body_px = fitted
            text = _stack(theme, body_lines, "small", body_px, text_area, True)
    dx, dy = rect.left, rect.top
    return FaceLayout(
        kind=kind,
        tier=size_tier,
        card=pygame.Rect(dx, dy, w, h),
        band=band.move(dx, dy),
        shape=shape.move(dx, dy),
        name=tuple(Line(n.text, n.rect.move(dx, dy), n.role, n.px) for n in name_lines),
        name_cut=cut,
        picture=picture.move(dx, dy),
        badges=tuple(
            Badge(
                b.key,
                b.value,
                b.rect.move(dx, dy),
                b.glyph.move(dx, dy),
                b.number.move(dx, dy) if b.number else None,
                b.px,
            )
            for b in row
        ),
        text=tuple(Line(n.text, n.rect.move(dx, dy), n.role, n.px) for n in text),
        text_area=text_area.move(dx, dy) if text_area is not None else None,
    )


def _square(area: pygame.Rect) -> pygame.Rect:
    side = max(0, min(area.width, area.height))
    square = pygame.Rect(0, 0, side, side)
    square.center = area.center
    return square


# ------------------------------------------------------------------------- the faces
def _mask_round(surf: pygame.Surface, radius: int) -> None:
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _sheet(theme: Theme, size: tuple[int, int], edge: RGB, tone: RGB | None = None) -> pygame.Surface:
    w = size[0]
    radius = max(3, w // 14)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(theme.parchment(size, tone or PAPER), (0, 0))
    _mask_round(surf, radius)
    pygame.draw.rect(surf, INK, surf.get_rect(), max(1, round(w * 0.012)) + 1, border_radius=radius)
    inset = max(3, round(w * 0.04))
    inner = surf.get_rect().inflate(-2 * inset + 2, -2 * inset + 2)
    pygame.draw.rect(surf, edge, inner, max(1, round(w * 0.01)), border_radius=max(2, radius - inset // 2))
    return surf


def _draw_badge(theme: Theme, surf: pygame.Surface, badge: Badge) -> None:
    surf.blit(art("glyph", badge.key, badge.glyph.width), badge.glyph)
    if badge.number is None:
        return
    pill = badge.number
    pygame.draw.rect(surf, INK, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surf, GOLD, pill, 1, border_radius=pill.height // 2)
    theme.blit_text(surf, badge.value, pill.center, "small_bold", PAPER, "center", px=badge.px)


def _face(theme: Theme, size: tuple[int, int], data: OrtusData, kind: str, large: bool | None) -> pygame.Surface:
    layout = face_layout(theme, pygame.Rect((0, 0), size), data, kind, large=large)
    fill, edge, ink = BANDS[category(data, kind)]
    surf = _sheet(theme, size, fill)
    band = layout.band
    radius = max(2, band.height // 4)
    pygame.draw.rect(surf, fill, band, border_radius=radius)
    shine = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(shine, (255, 255, 255, 34), pygame.Rect(0, 0, band.width, band.height // 2), border_radius=radius)
    surf.blit(shine, band)
    pygame.draw.rect(surf, edge, band, max(1, band.height // 14), border_radius=radius)
    surf.blit(art("shape", category(data, kind), layout.shape.width, ink), layout.shape)
    name_ink = ink if layout.tier != "small" else INK
    with theme.whole_in("card"):
        for line in layout.name:
            theme.blit_text(surf, line.text, line.rect.center, line.role, name_ink, "center", px=line.px)
    if layout.picture.width >= 6:
        frame = layout.picture.inflate(-max(0, layout.picture.width // 40), -max(0, layout.picture.width // 40))
        pygame.draw.ellipse(surf, _mix(PAPER, fill, 0.14), frame)
        pygame.draw.ellipse(surf, _mix(fill, PAPER, 0.3), frame, max(1, frame.width // 50))
        inner = layout.picture.inflate(-round(layout.picture.width * 0.16), -round(layout.picture.width * 0.16))
        surf.blit(art("picture", picture_key(data, kind), inner.width), inner)
    for badge in layout.badges:
        _draw_badge(theme, surf, badge)
    if layout.text_area is not None:
        y = layout.text_area.top - max(2, layout.text_area.height // 60)
        pygame.draw.line(
            surf, _mix(fill, PAPER, 0.2), (layout.text_area.left + 8, y), (layout.text_area.right - 8, y), 1
        )
    for line in layout.text:
        theme.blit_text(surf, line.text, line.rect.topleft, line.role, INK, "topleft", px=line.px)
    return surf


def _key(what: str, ident: str, size: tuple[int, int], theme: Theme, *extra: Any) -> tuple[Any, ...]:
    return ("ortus-card", what, ident, size, i18n.language(), id(theme), theme.scale, theme.readable_px, *extra)


def _size(rect: pygame.Rect) -> tuple[int, int]:
    return (max(24, rect.width), max(34, rect.height))


def face(
    theme: Theme, size: tuple[int, int], data: OrtusData, kind: str, *, large: bool | None = None
) -> pygame.Surface:
    """The face of ``kind`` at ``size``, made once and kept."""
    key = _key("face", kind, size, theme, large, id(data))
    return _faces.get(key, lambda: _face(theme, size, data, kind, large))


def draw_card(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    data: OrtusData,
    kind: str,
    *,
    large: bool | None = None,
) -> None:
    """The face of an Earl card type (``kind`` in ``data.cards``, the Palace too) or of
    a kind of table card (``kind`` in ``data.table``) in ``rect``."""
    surface.blit(face(theme, _size(rect), data, kind, large=large), rect.topleft)


# ------------------------------------------------------------------------- backs
def _pattern(surf: pygame.Surface, inner: pygame.Rect, deck: str, line: tuple[int, int, int, int], w: int) -> None:
    """Each deck's own pattern on its back."""
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    step = max(6, w // 8)
    if deck == "earl":  # lozenges
        for k in range(-inner.height, inner.width + inner.height, step):
            x = inner.left + k
            pygame.draw.line(layer, line, (x, inner.top), (x + inner.height, inner.bottom), 1)
            pygame.draw.line(layer, line, (x, inner.bottom), (x + inner.height, inner.top), 1)
    elif deck == "army":  # chevrons
        for y in range(inner.top, inner.bottom + step, step):
            for x in range(inner.left, inner.right, step):
                pygame.draw.lines(layer, line, False, [(x, y), (x + step // 2, y - step // 3), (x + step, y)], 1)
    elif deck == "viking":  # waves
        for y in range(inner.top, inner.bottom + step, max(4, step * 2 // 3)):
            points = [
                (x, y + math.sin(x / max(1, step) * math.pi) * step / 5) for x in range(inner.left, inner.right + 2, 2)
            ]
            if len(points) > 1:
                pygame.draw.lines(layer, line, False, points, 1)
    elif deck == "battle":  # chequers
        for j, y in enumerate(range(inner.top, inner.bottom, step)):
            for i, x in enumerate(range(inner.left, inner.right, step)):
                if (i + j) % 2 == 0:
                    pygame.draw.rect(layer, line, pygame.Rect(x, y, step, step))
    else:  # joust: the lists' bands
        for k in range(-inner.height, inner.width + inner.height, step):
            x = inner.left + k
            pygame.draw.polygon(
                layer,
                line,
                [
                    (x, inner.bottom),
                    (x + step // 2, inner.bottom),
                    (x + step // 2 + inner.height, inner.top),
                    (x + inner.height, inner.top),
                ],
            )
    clip = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(clip, (255, 255, 255, 255), inner.inflate(-4, -4), border_radius=max(2, w // 20))
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(layer, (0, 0))


def _back(theme: Theme, size: tuple[int, int], deck: str, colour: RGB | None) -> pygame.Surface:
    fill, edge, _ = BANDS.get(deck, BANDS["earl"])
    if colour is not None:
        fill = _mix(fill, colour, 0.55)
        edge = _mix(edge, colour, 0.35)
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(theme.parchment(size, _mix(fill, PAPER, 0.1)), (0, 0))
    radius = max(3, w // 14)
    _mask_round(surf, radius)
    pygame.draw.rect(surf, INK, surf.get_rect(), max(1, round(w * 0.012)) + 1, border_radius=radius)
    inset = max(3, round(w * 0.06))
    inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
    trim = _mix(fill, GOLD, 0.7)
    pygame.draw.rect(surf, trim, inner, max(1, round(w * 0.015)), border_radius=max(2, radius - 2))
    _pattern(surf, inner, deck, (*_mix(fill, edge, 0.7), 110), w)
    r = round(w * 0.3)
    c = (w // 2, h // 2)
    pygame.draw.circle(surf, edge, (c[0], c[1] + max(1, r // 14)), r)
    pygame.draw.circle(surf, PAPER, c, r)
    pygame.draw.circle(surf, trim, c, r, max(1, r // 10))
    pygame.draw.circle(surf, edge, c, round(r * 0.82), max(1, r // 24))
    emblem = art("shape", deck if deck in SHAPES else "earl", round(r * 1.1), edge)
    surf.blit(emblem, emblem.get_rect(center=c))
    if deck == "earl":
        crown = art("picture", "prince", round(r * 0.6))
        surf.blit(crown, crown.get_rect(center=(c[0], c[1] - round(r * 0.72))))
    return surf


def draw_back(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, deck: str, colour: RGB | None = None) -> None:
    """The back of a card of ``deck``: "earl" (tinted by the seat's ``colour`` when one
    is given) or a table deck ("army", "viking", "battle", "joust"); each has its own
    pattern and emblem, and no word."""
    size = _size(rect)
    tint = tuple(colour[:3]) if colour is not None else None
    key = _key("back", deck, size, theme, tint)
    surface.blit(_faces.get(key, lambda: _back(theme, size, deck, colour)), rect.topleft)


# ------------------------------------------------------------------------- chips
@dataclass(frozen=True)
class MiniLayout:
    shape: pygame.Rect
    name: Line | None
    name_cut: str
    number: Badge | None


def mini_layout(theme: Theme, rect: pygame.Rect, data: OrtusData, kind: str) -> MiniLayout:
    """Where a chip of ``kind`` puts its shape, short name and main number."""
    h = max(12, rect.height)
    side = max(8, h - max(4, h // 5))
    shape = pygame.Rect(0, 0, side, side)
    shape.midleft = (rect.left + max(2, h // 6), rect.centery)
    main = main_number(data, kind)
    right = rect.right - max(3, h // 6)
    number = None
    if main is not None:
        row = _badge_row(theme, [main], pygame.Rect(0, 0, rect.width, max(8, h - 4)))
        if row:
            b = row[0]
            moved = b.rect.copy()
            moved.midright = (right, rect.centery)
            if moved.left > shape.right + rect.width // 3:
                dx, dy = moved.left - b.rect.left, moved.top - b.rect.top
                number = Badge(
                    b.key, b.value, moved, b.glyph.move(dx, dy), b.number.move(dx, dy) if b.number else None, b.px
                )
                right = moved.left - 2
    least = theme.readable_px
    room = right - shape.right - 4
    name_line = None
    cut = ""
    name = i18n.text(_card(data, kind).name)
    if room >= 8 and theme.line_height("small_bold", least) <= h + 2:
        px = max(least, min(round(h * 0.55), theme.font_size("small_bold")))
        while px > least and theme.text_size(name, "small_bold", px)[0] > room:
            px -= 1
        shown = name
        if theme.text_size(name, "small_bold", px)[0] > room:
            with theme.whole_in("card"):
                shown = theme.ellipsize(name, "small_bold", room, px=px)
            cut = name
        tw = theme.text_size(shown, "small_bold", px)[0]
        line_rect = pygame.Rect(shape.right + 4, 0, tw, theme.line_height("small_bold", px))
        line_rect.centery = rect.centery
        name_line = Line(shown, line_rect, "small_bold", px)
    return MiniLayout(shape, name_line, cut, number)


def _mini(theme: Theme, size: tuple[int, int], data: OrtusData, kind: str) -> pygame.Surface:
    rect = pygame.Rect((0, 0), size)
    layout = mini_layout(theme, rect, data, kind)
    fill, edge, ink = BANDS[category(data, kind)]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, size[1] // 3)
    pygame.draw.rect(surf, _mix(PAPER, fill, 0.12), rect, border_radius=radius)
    tab = pygame.Rect(0, 0, layout.shape.right + max(2, size[1] // 8), size[1])
    pygame.draw.rect(surf, fill, tab, border_top_left_radius=radius, border_bottom_left_radius=radius)
    pygame.draw.rect(surf, edge, rect, 1, border_radius=radius)
    surf.blit(art("shape", category(data, kind), layout.shape.width, ink), layout.shape)
    if layout.name is not None:
        with theme.whole_in("card"):
            theme.blit_text(
                surf, layout.name.text, layout.name.rect.midleft, "small_bold", INK, "midleft", px=layout.name.px
            )
    if layout.number is not None:
        _draw_badge(theme, surf, layout.number)
    return surf


def draw_mini(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, data: OrtusData, kind: str) -> None:
    """A chip for lists and panels: the category's shape on its colour, the card's
    name (shortened with an ellipsis if need be) and its main number when there is room."""
    size = (max(24, rect.width), max(12, rect.height))
    key = _key("mini", kind, size, theme, id(data))
    surface.blit(_faces.get(key, lambda: _mini(theme, size, data, kind)), rect.topleft)


__all__ = [
    "BACKS",
    "BADGE_KEYS",
    "BANDS",
    "CARD_RATIO",
    "LARGE_WIDTH",
    "SHAPES",
    "SMALL_WIDTH",
    "Badge",
    "FaceLayout",
    "Line",
    "MiniLayout",
    "art",
    "badges",
    "card_rect",
    "category",
    "draw_back",
    "draw_card",
    "draw_mini",
    "face",
    "face_layout",
    "main_number",
    "mini_layout",
    "picture_key",
    "tier",
]
