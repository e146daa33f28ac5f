"""Troyes' cards drawn by our code: activity, event and character cards (and their
backs), at any size. The functions' signatures are what the table and the decision
views call; the faces are drawn in ``draw_*``.

Sizes: a card is ``CARD_RATIO`` high for 1 wide; ``card_rect(width)`` gives the rect.

Every card is a sheet of parchment in an ink frame, with a band of its colour (red,
white, yellow; the board's brown for Marauding, azure for the characters) holding its
name. Below it a row of its key numbers (hire cost, activation divisor and its die,
banners, black dice ...), a small picture drawn with shapes ("rebus": what the card
does, in coins, seals of victory points, shields of Influence, dice and cubes), the
card's own text from the data wrapped to fit, and a foot with its victory points.
A small card (under ``FULL_WIDTH`` pixels at the readable size of 12 pixels, wider in
proportion to a larger one: ``full``), as on the board, keeps the name, the picture and
the key numbers and leaves the text out; from that width every card's whole text fits.

No word or number is drawn below the theme's readable size (``Theme.readable_px``): a
number too small for its token is set at that size when it still fits the token, else
left out, and a name too long for a small card's band is cut with an ellipsis, or left
out when the band cannot hold a line; the card shown large under the pointer gives it
whole.

A face is drawn once per card, size and language and kept (``_faces``), so a board
of cards costs a blit each.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.core import i18n
from game.core.i18n import N_
from game.games.troyes.rules.data import ActivityCard, Character, EventCard
from game.games.troyes.ui.render.dice import FACES, draw_die
from game.ui.render import icons
from game.ui.render.cache import SurfaceCache
from game.ui.theme import READABLE_PX, Theme

#: a card's height for a width of 1 (a tarot-like card)
CARD_RATIO = 1.45
#: from this width on a card shows its text; below it, its name and key numbers only
FULL_WIDTH = 220

RGB = tuple[int, int, int]

#: the band of each card colour: (fill, darker edge, the name's ink)
BANDS: dict[str, tuple[RGB, RGB, RGB]] = {
    "red": ((158, 40, 30), (96, 20, 14), (250, 238, 214)),
    "white": ((236, 230, 216), (128, 116, 98), (43, 29, 18)),
    "yellow": ((222, 172, 54), (140, 100, 22), (43, 29, 18)),
    "board": ((104, 82, 58), (58, 42, 28), (246, 236, 212)),
    "character": ((44, 64, 112), (22, 34, 66), (236, 212, 140)),
}
INK: RGB = (43, 29, 18)
INK_SOFT: RGB = (92, 70, 48)
PAPER: RGB = (246, 237, 214)
GOLD: RGB = (204, 160, 58)
GOLD_DARK: RGB = (140, 100, 26)
SEAL: RGB = (150, 34, 26)
AZURE: RGB = (50, 84, 150)
WOOD: RGB = (176, 124, 70)
GREY: RGB = (150, 146, 138)
STONE: RGB = (196, 182, 152)

_faces = SurfaceCache(400, 48.0)

#: a picture: a row of tokens, each ``(kind, *args)`` (see ``_TOKENS``)
Token = tuple[Any, ...]

_ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}  # Roman numerals, the same in every language


def full(theme: Theme, width: int) -> bool:
    """Whether a card ``width`` pixels wide shows its text (``FULL_WIDTH`` for type of
    12 pixels, in proportion to the theme's readable size)."""
    return width >= round(FULL_WIDTH * theme.readable_px / READABLE_PX)


def card_rect(width: int) -> pygame.Rect:
    return pygame.Rect(0, 0, width, round(width * CARD_RATIO))


def roman(level: int) -> str:
    """A level in Roman numerals (I, II, III), as printed on the cards' backs."""
    return _ROMAN.get(level, str(level))


# ------------------------------------------------------------------------- tokens
def _mix(a: Sequence[int], b: Sequence[int], k: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k), round(a[2] + (b[2] - a[2]) * k))


def _number(
    theme: Theme,
    surface: pygame.Surface,
    text: str,
    center: tuple[float, float],
    px: int,
    color: RGB,
    room: float | None = None,
) -> None:
    """A number on a token at ``px``, or at the readable size when ``px`` is smaller and
    the number still fits ``room`` pixels across (else it is left out)."""
    least = theme.readable_px
    if px < least:
        if room is not None and max(least * 0.8, theme.text_size(text, "small_bold", least)[0]) > room:
            return  # its figures would stand out of the token
        px = least
    theme.blit_text(surface, text, center, "small_bold", color, "center", px=px)


def _signed(n: Any) -> str:
    return "" if n is None else str(n)


def _coin(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, n: Any = None) -> None:
    r = s * 0.46
    pygame.draw.circle(surf, GOLD_DARK, (c[0], c[1] + max(1, s * 0.04)), r)
    pygame.draw.circle(surf, GOLD, c, r)
    pygame.draw.circle(surf, GOLD_DARK, c, r, max(1, round(s * 0.06)))
    pygame.draw.circle(surf, (236, 204, 120), c, r * 0.72, max(1, round(s * 0.03)))
    _number(theme, surf, _signed(n), c, round(s * 0.52), INK, s * 0.9)


def _seal(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, n: Any = None) -> None:
    """Victory points: a red wax seal with its number."""
    r = s * 0.48
    points = []
    for i in range(24):
        a = math.pi * 2 * i / 24
        rr = r * (1.0 if i % 2 == 0 else 0.88)
        points.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(surf, (96, 18, 12), [(x, y + max(1, s * 0.04)) for x, y in points])
    pygame.draw.polygon(surf, SEAL, points)
    pygame.draw.circle(surf, (118, 24, 16), c, r * 0.68, max(1, round(s * 0.04)))
    _number(theme, surf, _signed(n), c, round(s * 0.5), PAPER, s * 0.9)


def _shield(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, n: Any = None) -> None:
    """Influence: an azure shield with its number."""
    w, h = s * 0.8, s * 0.92
    x0, y0 = c[0] - w / 2, c[1] - h / 2
    outline = [
        (x0, y0),
        (x0 + w, y0),
        (x0 + w, y0 + h * 0.5),
        (c[0] + w * 0.28, y0 + h * 0.84),
        (c[0], y0 + h),
        (c[0] - w * 0.28, y0 + h * 0.84),
        (x0, y0 + h * 0.5),
    ]
    pygame.draw.polygon(surf, AZURE, outline)
    pygame.draw.polygon(surf, (24, 42, 86), outline, max(1, round(s * 0.06)))
    _number(theme, surf, _signed(n), (c[0], c[1] - h * 0.06), round(s * 0.5), PAPER, w)


def _cube(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, colour: RGB = WOOD) -> None:
    """A player's cube, drawn in a little perspective."""
    a = s * 0.36
    x, y = c
    top = [(x, y - a), (x + a, y - a / 2), (x, y), (x - a, y - a / 2)]
    left = [(x - a, y - a / 2), (x, y), (x, y + a), (x - a, y + a / 2)]
    right = [(x, y), (x + a, y - a / 2), (x + a, y + a / 2), (x, y + a)]
    pygame.draw.polygon(surf, _mix(colour, (255, 255, 255), 0.3), top)
    pygame.draw.polygon(surf, colour, left)
    pygame.draw.polygon(surf, _mix(colour, (0, 0, 0), 0.3), right)
    width = max(1, round(s * 0.04))
    for face in (top, left, right):
        pygame.draw.polygon(surf, INK, face, width)


def _die(
    theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, colour: str = "white", v: Any = 0
) -> None:
    """A die of ``colour``: showing ``v`` (1-6) as pips, or a short label ("+3", "÷3"),
    or blank (``v`` 0: a die of that colour, any value)."""
    side = round(s * 0.74)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(c[0]), round(c[1]))
    if isinstance(v, int) and 1 <= v <= 6:
        draw_die(surf, theme, rect, colour, v)
        return
    body, pip = FACES.get(colour, FACES["white"])
    radius = max(2, side // 5)
    pygame.draw.rect(surf, (30, 20, 12), rect.move(0, max(1, side // 14)), border_radius=radius)
    pygame.draw.rect(surf, body, rect, border_radius=radius)
    edge = (70, 50, 30) if colour != "black" else (120, 110, 100)
    pygame.draw.rect(surf, edge, rect, max(1, side // 18), border_radius=radius)
    if v:
        label = str(v)
        px = round(s * {1: 0.5, 2: 0.42}.get(len(label), 0.34))
        _number(theme, surf, label, rect.center, px, pip, side)


def _citizen(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, colour: RGB = WOOD) -> None:
    x, y = c
    head = s * 0.15
    body = [
        (x - s * 0.26, y + s * 0.42),
        (x - s * 0.1, y - s * 0.08),
        (x + s * 0.1, y - s * 0.08),
        (x + s * 0.26, y + s * 0.42),
    ]
    pygame.draw.polygon(surf, colour, body)
    pygame.draw.polygon(surf, INK, body, max(1, round(s * 0.05)))
    pygame.draw.circle(surf, colour, (x, y - s * 0.22), head)
    pygame.draw.circle(surf, INK, (x, y - s * 0.22), head, max(1, round(s * 0.05)))


def _cathedral(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float) -> None:
    x, y = c
    w = max(1, round(s * 0.05))
    nave = pygame.Rect(0, 0, round(s * 0.62), round(s * 0.36))
    nave.midbottom = (round(x + s * 0.08), round(y + s * 0.44))
    roof = [(nave.left, nave.top), (nave.centerx, nave.top - s * 0.2), (nave.right, nave.top)]
    tower = pygame.Rect(0, 0, round(s * 0.26), round(s * 0.56))
    tower.bottomright = (nave.left + round(s * 0.08), nave.bottom)
    spire = [(tower.left, tower.top), (tower.centerx, tower.top - s * 0.32), (tower.right, tower.top)]
    for shape in (roof, spire):
        pygame.draw.polygon(surf, (120, 84, 60), shape)
        pygame.draw.polygon(surf, INK, shape, w)
    for box in (nave, tower):
        pygame.draw.rect(surf, STONE, box)
        pygame.draw.rect(surf, INK, box, w)
    door = pygame.Rect(0, 0, max(2, round(s * 0.12)), max(3, round(s * 0.18)))
    door.midbottom = (nave.centerx + round(s * 0.06), nave.bottom)
    pygame.draw.rect(surf, INK, door, border_top_left_radius=door.width // 2, border_top_right_radius=door.width // 2)
    rose = (tower.centerx, tower.top + s * 0.14)
    pygame.draw.circle(surf, INK, rose, max(1.5, s * 0.05), w)


def _banner(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, colour: RGB = SEAL) -> None:
    x, y = c
    w = max(1, round(s * 0.05))
    pole_x = x - s * 0.22
    pygame.draw.line(surf, INK, (pole_x, y - s * 0.44), (pole_x, y + s * 0.44), max(1, round(s * 0.07)))
    flag = [
        (pole_x, y - s * 0.4),
        (x + s * 0.3, y - s * 0.4),
        (x + s * 0.14, y - s * 0.16),
        (x + s * 0.3, y + s * 0.08),
        (pole_x, y + s * 0.08),
    ]
    pygame.draw.polygon(surf, colour, flag)
    pygame.draw.polygon(surf, INK, flag, w)


def _arrow(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float) -> None:
    x, y = c
    w = max(2, round(s * 0.09))
    pygame.draw.line(surf, INK_SOFT, (x - s * 0.3, y), (x + s * 0.12, y), w)
    pygame.draw.polygon(surf, INK_SOFT, [(x + s * 0.3, y), (x + s * 0.08, y - s * 0.17), (x + s * 0.08, y + s * 0.17)])


def _sym(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, text: str = "") -> None:
    _number(theme, surf, text, c, round(s * 0.55), INK, s)


def _small_card(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, colour: str = "white") -> None:
    fill, edge, _ = BANDS.get(colour, BANDS["white"])
    rect = pygame.Rect(0, 0, round(s * 0.56), round(s * 0.8))
    rect.center = (round(c[0]), round(c[1]))
    pygame.draw.rect(surf, fill, rect, border_radius=max(1, round(s * 0.08)))
    pygame.draw.rect(surf, INK, rect, max(1, round(s * 0.05)), border_radius=max(1, round(s * 0.08)))
    inner = rect.inflate(-round(s * 0.16), -round(s * 0.16))
    pygame.draw.rect(surf, edge, inner, max(1, round(s * 0.03)), border_radius=max(1, round(s * 0.05)))


def _icon(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, name: str = "crown") -> None:
    img = icons.icon(name, max(4, round(s * 0.9)))
    surf.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))


def _forbid(theme: Theme, surf: pygame.Surface, c: tuple[float, float], s: float, what: str = "palace") -> None:
    """A building (or the cathedral) struck through: where a changed group may not go."""
    if what == "cathedral":
        _cathedral(theme, surf, c, s * 0.8)
    else:
        _icon(theme, surf, c, s * 0.85, _BUILDING_ICON.get(what, "crown"))
    r = s * 0.46
    width = max(2, round(s * 0.07))
    pygame.draw.circle(surf, SEAL, c, r, width)
    d = r * 0.7
    pygame.draw.line(surf, SEAL, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), width)


_TOKENS: dict[str, Callable[..., None]] = {
    "forbid": _forbid,
    "coin": _coin,
    "vp": _seal,
    "infl": _shield,
    "cube": _cube,
    "die": _die,
    "citizen": _citizen,
    "cathedral": _cathedral,
    "banner": _banner,
    "arrow": _arrow,
    "sym": _sym,
    "card": _small_card,
    "icon": _icon,
}
#: the width of each kind of token, for a height of 1
_WIDTHS: dict[str, float] = {"arrow": 0.62, "sym": 0.6, "card": 0.66, "citizen": 0.62, "cathedral": 1.0}


def draw_tokens(
    theme: Theme, surface: pygame.Surface, tokens: Sequence[Token], center: tuple[int, int], size: float
) -> int:
    """A row of tokens centred on ``center``, each ``size`` high; returns its width."""
    gap = size * 0.08
    widths = [_WIDTHS.get(str(t[0]), 0.92) * size for t in tokens]
    total = sum(widths) + gap * max(0, len(tokens) - 1)
    x = center[0] - total / 2
    for token, w in zip(tokens, widths, strict=True):
        _TOKENS[str(token[0])](theme, surface, (x + w / 2, center[1]), size, *token[1:])
        x += w + gap
    return round(total)


def tokens_width(tokens: Sequence[Token], size: float) -> float:
    gap = size * 0.08
    return sum(_WIDTHS.get(str(t[0]), 0.92) * size for t in tokens) + gap * max(0, len(tokens) - 1)


# ------------------------------------------------------------------------- pictures
_BUILDING_ICON = {"palace": "crown", "bishopric": "mitre", "city_hall": "tower"}


def _amounts(spec: Mapping[str, Any]) -> list[Token]:
    out: list[Token] = []
    for key, kind in (("deniers", "coin"), ("influence", "infl"), ("vp", "vp")):
        n = int(spec.get(key, 0) or 0)
        if n:
            out.append((kind, n))
    return out


def activity_picture(card: ActivityCard) -> list[Token]:
    """What the card does, as a row of tokens."""
    p = card.params
    e = card.effect
    colour = str(p.get("colour", card.colour))
    if e == "exchange":
        pay, gain = _amounts(p.get("pay", {})), _amounts(p.get("gain", {}))
        if card.mixed:
            return [("die", "red"), ("die", "white"), ("die", "yellow"), ("arrow",), *gain]
        return [*pay, ("arrow",), *gain] if pay else gain
    if e == "mercenary":
        return [
            ("die", "white", f"{p.get('min_roll', 3)}+"),
            ("arrow",),
            ("cube",),
            ("banner",),
            ("infl", p.get("influence", 1)),
        ]
    if e == "chivalry":
        return [("die", colour), ("arrow",), ("cube",), ("banner",)]
    if e == "hunting":
        return [("infl", p.get("pay_influence", 1)), ("arrow",), ("cube",), ("banner",), ("infl", 1)]
    if e == "captain":
        return [("cube",), ("banner",), ("arrow",), ("vp", p.get("vp", 1))]
    if e == "joust":
        return [("icon", "knight"), ("die", colour), ("arrow",), ("vp", p.get("vp", 2))]
    if e == "procession":
        return [("die", "white"), ("die", "yellow"), ("die", "red"), ("arrow",), ("vp", p.get("vp", 2))]
    if e == "glassblower":
        return [("cathedral",), ("cube",), ("cube",), ("arrow",), ("vp", p.get("vp", 1))]
    if e == "innkeeper":
        places = [("icon", _BUILDING_ICON.get(str(b), "crown")) for b in p.get("buildings", ())]
        return [*places, ("citizen",), ("arrow",), ("coin", p.get("deniers", 2))]
    if e == "tax_collector":
        return [
            ("icon", _BUILDING_ICON.get(str(p.get("building")), "tower")),
            ("citizen", GREY),
            ("arrow",),
            ("coin", p.get("deniers", 1)),
        ]
    if e == "baker":
        return [("die", colour), ("arrow",), ("coin", p.get("deniers", 1))]
    if e == "banquet":
        return [("die", colour), ("die", colour), ("arrow",), ("vp", p.get("vp", 1))]
    if e == "add_each":
        colours = [str(c) for c in p.get("colours", ())] or ["red", "white", "yellow"]
        return [("cube",), ("arrow",), *(("die", c, f"+{p.get('add', 1)}") for c in colours)]
    if e == "set_each":
        value = int(p.get("value", 5))
        return [("cube",), ("arrow",), ("die", "red", value), ("die", "white", value), ("die", "yellow", value)]
    if e == "add_total":
        return [("cube",), ("arrow",), ("die", colour), ("die", colour), ("sym", f"+{p.get('add', 1)}")]
    if e == "recolour":
        return [("cube",), ("die", str(p.get("source"))), ("arrow",), ("die", str(p.get("target")))]
    if e == "multiply":
        return [
            ("cube",),
            ("die", str(p.get("source"))),
            ("arrow",),
            ("sym", f"{p.get('count', 2)}×"),
            ("die", str(p.get("target"))),
        ]
    if e == "free_dice":
        return [("cube",), ("arrow",), ("die", colour), ("die", colour), ("coin", 0)]
    return [("icon", "gear")]


def event_picture(card: EventCard) -> list[Token]:
    p = card.params
    e = card.effect
    building = ("icon", _BUILDING_ICON.get(str(p.get("building")), "crown"))
    if e == "neutral_citizen":
        return [("die", "white", "?"), ("arrow",), ("citizen", GREY), building]
    if e == "lose_influence":
        return [("infl", -int(p.get("amount", 1)))]
    if e == "lose_deniers":
        return [("coin", -int(p.get("amount", 1)))]
    if e == "pay_per_citizen":
        return [("citizen",), building, ("arrow",), ("coin", -int(p.get("amount", 1)))]
    if e == "cathedral_add":
        return [("cube", GREY), ("arrow",), ("cathedral",)]
    if e == "cathedral_remove":
        return [("cathedral",), ("arrow",), ("sym", "−"), ("cube",)]
    if e == "support":
        return [("cube", GREY), ("arrow",), *(("card", "white") for _ in range(int(p.get("cards", 2))))]
    if e == "resistance":
        return [("card", "white"), ("arrow",), ("sym", "−"), ("cube",)]
    # a military card (§1.5.1): its black dice, and the deck it calls
    black: list[Token] = [("die", "black") for _ in range(card.black_dice)]
    if card.permanent:
        return [("icon", "man_at_arms"), *black, ("icon", "fortified_city")]
    if card.calls:
        return [("icon", "man_at_arms"), *black, ("sym", "+"), ("card", card.calls)]
    return [("icon", "man_at_arms"), *black]


_MEASURE_TOKENS: dict[str, list[Token]] = {
    "citizens": [("icon", "crown"), ("icon", "mitre"), ("icon", "tower"), ("citizen",)],
    "cathedral": [("cathedral",), ("cube",)],
    "influence": [("infl", None)],
    "deniers": [("coin", None)],
    "tradesmen": [("card", "yellow"), ("citizen",)],
    "events": [("card", "red"), ("cube",)],
}


def character_picture(card: Character) -> list[Token]:
    return list(_MEASURE_TOKENS.get(card.measure, [("icon", "scroll")]))


# ------------------------------------------------------------------------- the frame
def _mask_round(surf: pygame.Surface, radius: int) -> None:
    """Cut the corners of ``surf`` round (its alpha)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _sheet(theme: Theme, size: tuple[int, int], colour: str, tone: RGB | None = None) -> tuple[pygame.Surface, int]:
    """The card's parchment with its ink frame and a thin line of its colour inside;
    returns the surface and the frame's inset."""
    w = size[0]
    radius = max(3, w // 16)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(theme.parchment(size, tone or theme.colors.parchment_light), (0, 0))
    _mask_round(surf, radius)
    fill, edge, _ = BANDS.get(colour, BANDS["white"])
    border = max(1, round(w * 0.012))
    pygame.draw.rect(surf, INK, surf.get_rect(), border + 1, border_radius=radius)
    inset = max(3, round(w * 0.035))
    inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
    line = edge if colour == "white" else fill
    pygame.draw.rect(surf, line, inner, max(1, round(w * 0.01)), border_radius=max(2, radius - inset // 2))
    return surf, inset


def _band(
    theme: Theme, surf: pygame.Surface, area: pygame.Rect, colour: str, title: str, w: int, titled: bool = True
) -> None:
    """The band of the card's colour with its name (none when ``titled`` is False: the
    name is written beside the card), in one or two lines, at the readable size at least:
    cut with an ellipsis when too long, left out when the band cannot hold a line."""
    fill, edge, ink = BANDS.get(colour, BANDS["white"])
    radius = max(2, w // 30)
    pygame.draw.rect(surf, fill, area, border_radius=radius)
    # a lighter upper half, as of a painted band
    shine = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.rect(shine, (255, 255, 255, 30), pygame.Rect(0, 0, area.width, area.height // 2), border_radius=radius)
    surf.blit(shine, area)
    pygame.draw.rect(surf, edge, area, max(1, round(w * 0.01)), border_radius=radius)
    if full(theme, w):
        gold = pygame.Rect(area).inflate(-max(4, round(w * 0.03)), -max(4, round(w * 0.03)))
        pygame.draw.rect(surf, _mix(fill, GOLD, 0.6), gold, 1, border_radius=max(1, radius - 1))
    least = theme.readable_px
    if not titled or theme.line_height("subheading", least) > area.height + 2:
        return
    room = area.width - (max(6, round(w * 0.06)) if full(theme, w) else 2)
    big = max(least, round(area.height * 0.62))
    with theme.whole_in("card"):
        lines, px = fit_lines(theme, title, "subheading", room, area.height + 2, big, least, 2)
    lh = theme.line_height("subheading", px)
    y = area.centery - lh * len(lines) / 2 + lh / 2
    for line in lines:
        theme.blit_text(surf, line, (area.centerx, y), "subheading", ink, "center", px=px)
        y += lh


def fit_lines(
    theme: Theme, text: str, role: str, width: int, height: int, biggest: int, smallest: int, most: int = 99
) -> tuple[list[str], int]:
    """``text`` wrapped to ``width`` at the largest size from ``biggest`` down to
    ``smallest`` at which it fits ``height`` in at most ``most`` lines; at the smallest
    size, the lines that fit, the last one ended with an ellipsis. No line is wider
    than ``width``."""
    px = max(smallest, biggest)
    while True:
        lines = theme.wrap(text, role, width, px=px)
        fits = len(lines) <= most and len(lines) * theme.line_height(role, px) <= height
        wide = any(theme.text_size(line, role, px)[0] > width for line in lines)
        if (fits and not wide) or px <= smallest:
            break
        px -= 1
    keep = max(1, min(most, height // max(1, theme.line_height(role, px))))
    if len(lines) > keep:  # the last line kept runs on with the rest, cut
        lines = [*lines[: keep - 1], " ".join(lines[keep - 1 :])]
    lines = [theme.ellipsize(line, role, width, px=px) for line in lines]
    return lines, px


def _text_block(theme: Theme, surf: pygame.Surface, area: pygame.Rect, text: str, w: int) -> list[tuple[str, int]]:
    """The card's text in ``area``, centred; returns the lines drawn, each with its size."""
    least = theme.readable_px
    if area.height < theme.line_height("small", least) or not text:
        return []
    biggest = max(least, round(w * 0.064))
    lines, px = fit_lines(theme, text, "small", area.width, area.height, biggest, least)
    lh = theme.line_height("small", px)
    y = area.top + max(0, (area.height - lh * len(lines)) // 2)
    for line in lines:
        theme.blit_text(surf, line, (area.centerx, y), "small", INK, "midtop", px=px)
        y += lh
    return [(line, px) for line in lines]


def _picture(theme: Theme, surf: pygame.Surface, area: pygame.Rect, tokens: Sequence[Token], framed: bool) -> None:
    if framed:
        pygame.draw.rect(surf, (236, 224, 192), area, border_radius=max(2, area.height // 6))
        pygame.draw.rect(
            surf, _mix(GOLD, INK, 0.2), area, max(1, area.height // 40), border_radius=max(2, area.height // 6)
        )
    size = min(area.height * 0.72, (area.width * 0.92) / max(0.1, tokens_width(tokens, 1.0)))
    draw_tokens(theme, surf, tokens, area.center, size)


def _rule(surf: pygame.Surface, x0: int, x1: int, y: int, w: int) -> None:
    """A thin gold line with a lozenge at its middle."""
    pygame.draw.line(surf, GOLD_DARK, (x0, y), (x1, y), max(1, round(w * 0.006)))
    cx = (x0 + x1) // 2
    d = max(2, round(w * 0.014))
    pygame.draw.polygon(surf, GOLD_DARK, [(cx - d, y), (cx, y - d), (cx + d, y), (cx, y + d)])


# ------------------------------------------------------------------------- faces
def _key(kind: str, ident: str, size: tuple[int, int], theme: Theme) -> tuple[Any, ...]:
    return ("troyes-card", kind, ident, size, i18n.language(), id(theme), theme.readable_px)


def _blit(surface: pygame.Surface, rect: pygame.Rect, face: pygame.Surface) -> None:
    surface.blit(face, face.get_rect(center=rect.center))


def _layout(w: int, h: int, inset: int, large: bool) -> tuple[pygame.Rect, int]:
    """The band's rect and the content's left and width margin (a small card's band
    runs to its frame, to give its name what room there is)."""
    pad = inset + max(2, round(w * 0.025))
    if large:
        return pygame.Rect(pad, pad, w - 2 * pad, max(12, round(h * 0.12))), pad
    return pygame.Rect(inset, pad, w - 2 * inset, max(12, round(h * 0.2))), pad


def _activity_face(
    theme: Theme, size: tuple[int, int], card: ActivityCard, out: list[tuple[str, int]] | None = None
) -> pygame.Surface:
    out = [] if out is None else out
    w, h = size
    surf, inset = _sheet(theme, size, card.colour)
    band, pad = _layout(w, h, inset, full(theme, w))
    _band(theme, surf, band, card.colour, i18n.text(card.name), w)
    whole = full(theme, w)
    # key numbers: the hire cost (a coin), the level or an hourglass, the divisor
    s = max(12, round(w * (0.15 if whole else 0.27)))
    y = band.bottom + round(s * 0.62)
    _coin(theme, surf, (pad + s * 0.5, y), s, card.hire_cost)
    if not whole:
        _die(theme, surf, (w - pad - s * 0.45, y), s * 1.1, card.colour, f"÷{card.divisor}")
    else:
        _die(theme, surf, (w - pad - s * 1.22, y), s, card.colour)
        _number(theme, surf, f"÷{card.divisor}", (w - pad - s * 0.36, y), round(s * 0.55), INK)
    if card.delayed:
        _icon(theme, surf, (w / 2, y), s * 0.95, "hourglass")
    elif whole:
        _number(theme, surf, roman(card.level), (w / 2, y), round(s * 0.5), INK_SOFT)
    top = y + round(s * 0.62)
    foot_h = max(10, round(w * (0.16 if whole else 0.26)))
    foot = pygame.Rect(pad, h - pad - foot_h, w - 2 * pad, foot_h)
    if whole:
        picture = pygame.Rect(pad, top, w - 2 * pad, round(h * 0.19))
        _picture(theme, surf, picture, activity_picture(card), True)
        below = picture.bottom
        forbidden = [str(f) for f in card.params.get("forbid", ())]
        if forbidden:  # where a group changed by the card may not go (§4.8): a tab under the picture
            tab_px = round(h * 0.075)
            row = [("forbid", f) for f in forbidden]
            tab = pygame.Rect(0, 0, round(tokens_width(row, tab_px) + tab_px * 0.5), round(tab_px * 1.05))
            tab.center = (w // 2, picture.bottom)
            pygame.draw.rect(surf, (236, 224, 192), tab, border_radius=tab.height // 2)
            pygame.draw.rect(surf, _mix(GOLD, INK, 0.2), tab, max(1, h // 400), border_radius=tab.height // 2)
            draw_tokens(theme, surf, row, tab.center, tab_px)
            below = tab.bottom - round(h * 0.01)
        text = pygame.Rect(pad + round(w * 0.02), below + round(h * 0.02), w - 2 * pad - round(w * 0.04), 0)
        text.height = foot.top - round(h * 0.02) - text.top
        out.extend(_text_block(theme, surf, text, i18n.text(card.text), w))
        _rule(surf, pad + w // 10, w - pad - w // 10, foot.top - round(h * 0.008), w)
    else:
        picture = pygame.Rect(pad, top, w - 2 * pad, foot.top - top - max(1, h // 60))
        _picture(theme, surf, picture, activity_picture(card), False)
    _vp_spaces(theme, surf, foot, card.vp_spaces, whole)
    return surf


def _vp_spaces(theme: Theme, surf: pygame.Surface, foot: pygame.Rect, spaces: Sequence[int], full: bool) -> None:
    """The tradesmen's spaces (§1.4.1): a box for a citizen each, its VP in a seal."""
    n = max(1, len(spaces))
    s = min(foot.height * 0.92, foot.width / (n * 1.3))
    step = s * 1.25
    x = foot.centerx - step * (n - 1) / 2
    for vp in spaces:
        box = pygame.Rect(0, 0, round(s * 1.1), round(s * 0.96))
        box.center = (round(x), foot.centery)
        if full:
            pygame.draw.rect(surf, (230, 216, 182), box, border_radius=max(2, box.height // 5))
            pygame.draw.rect(surf, INK_SOFT, box, 1, border_radius=max(2, box.height // 5))
        _seal(theme, surf, (x, foot.centery), s * 0.86, vp)
        x += step


def _event_face(
    theme: Theme, size: tuple[int, int], card: EventCard, out: list[tuple[str, int]] | None = None, titled: bool = True
) -> pygame.Surface:
    out = [] if out is None else out
    w, h = size
    surf, inset = _sheet(theme, size, card.colour)
    band, pad = _layout(w, h, inset, full(theme, w))
    _band(theme, surf, band, card.colour, i18n.text(card.name), w, titled)
    whole = full(theme, w)
    s = max(12, round(w * (0.15 if whole else 0.25)))
    y = band.bottom + round(s * 0.62)
    # the dice that fight it and its divisor (left), its banners (right)
    x = pad + s * 0.45
    for colour in card.dice:
        _die(theme, surf, (x, y), s, colour, 0 if whole else f"÷{card.divisor}")
        x += s * 0.8
    if whole:
        _number(theme, surf, f"÷{card.divisor}", (x + s * 0.05, y), round(s * 0.55), INK)
    flag = _banner_colour(card.colour)
    if whole:
        bx = w - pad - s * 0.3
        for _ in range(card.banners):
            _banner(theme, surf, (bx, y), s * 0.75, flag)
            bx -= s * 0.5
    else:
        _banner(theme, surf, (w - pad - s * 0.85, y), s * 0.9, flag)
        _number(theme, surf, str(card.banners), (w - pad - s * 0.22, y), round(s * 0.6), INK)
    top = y + round(s * 0.62)
    foot_h = max(10, round(w * (0.17 if whole else 0.26)))
    foot = pygame.Rect(pad, h - pad - foot_h, w - 2 * pad, foot_h)
    # a card with an effect of its own shows its black dice and called deck on a row above
    row_needed = card.effect != "none" and bool(card.black_dice or card.calls)
    if whole:
        if row_needed:
            row = pygame.Rect(pad, top, w - 2 * pad, round(s * 0.9))
            _black_and_calls(theme, surf, row, card, s * 0.8)
            top = row.bottom + round(h * 0.01)
        picture = pygame.Rect(pad, top, w - 2 * pad, round(h * (0.15 if row_needed else 0.19)))
        _picture(theme, surf, picture, event_picture(card), True)
        text = pygame.Rect(pad + round(w * 0.02), picture.bottom + round(h * 0.02), w - 2 * pad - round(w * 0.04), 0)
        text.height = foot.top - round(h * 0.02) - text.top
        out.extend(_text_block(theme, surf, text, i18n.text(card.text), w))
        _rule(surf, pad + w // 10, w - pad - w // 10, foot.top - round(h * 0.008), w)
        _places(theme, surf, foot, card.vp)
    else:
        if row_needed:
            row = pygame.Rect(pad, top, w - 2 * pad, round(s * 0.8))
            _black_and_calls(theme, surf, row, card, s * 0.75)
            top = row.bottom
        picture = pygame.Rect(pad, top, w - 2 * pad, foot.top - top)
        _picture(theme, surf, picture, event_picture(card), False)
        a = foot.height * 0.9
        _seal(theme, surf, (foot.centerx - a * 0.6, foot.centery), a, card.vp[0])
        _seal(theme, surf, (foot.centerx + a * 0.6, foot.centery), a * 0.8, card.vp[1])
    return surf


def _banner_colour(colour: str) -> RGB:
    return {"red": SEAL, "white": (226, 220, 204), "yellow": GOLD}.get(colour, (120, 96, 70))


def _black_and_calls(theme: Theme, surf: pygame.Surface, row: pygame.Rect, card: EventCard, s: float) -> None:
    """Its black dice (§1.5.1), and for a red card the deck it calls."""
    tokens: list[Token] = [("die", "black") for _ in range(card.black_dice)]
    if card.calls:
        tokens += [("sym", "+"), ("card", card.calls)]
    if tokens:
        draw_tokens(theme, surf, tokens, row.center, s)


def _places(theme: Theme, surf: pygame.Surface, foot: pygame.Rect, vp: tuple[int, int]) -> None:
    """Victory points for the first and second (§4.10): "1st ⬤3   2nd ⬤1"."""
    s = foot.height * 0.86
    px = max(theme.readable_px, round(s * 0.42))
    parts = [(i18n.t("troyes.ui.card.first"), vp[0], s), (i18n.t("troyes.ui.card.second"), vp[1], s * 0.82)]
    widths = [theme.text_size(label, "small_bold", px)[0] + size * 1.05 for label, _, size in parts]
    gap = s * 0.6
    x = foot.centerx - (sum(widths) + gap) / 2
    for (label, points, size), width in zip(parts, widths, strict=True):
        rect = theme.blit_text(surf, label, (x, foot.centery), "small_bold", INK_SOFT, "midleft", px=px)
        _seal(theme, surf, (rect.right + size * 0.55, foot.centery), size, points)
        x += width + gap


def _character_face(
    theme: Theme, size: tuple[int, int], card: Character, out: list[tuple[str, int]] | None = None
) -> pygame.Surface:
    out = [] if out is None else out
    w, h = size
    surf, inset = _sheet(theme, size, "character")
    band, pad = _layout(w, h, inset, full(theme, w))
    _band(theme, surf, band, "character", i18n.text(card.name), w)
    whole = full(theme, w)
    if not whole:
        pic = pygame.Rect(pad, band.bottom + h // 30, w - 2 * pad, round(h * 0.26))
        _picture(theme, surf, pic, character_picture(card), False)
        _tiers(theme, surf, pygame.Rect(pad, pic.bottom, w - 2 * pad, h - pad - pic.bottom), card, False)
        return surf
    pic = pygame.Rect(pad, band.bottom + round(h * 0.02), w - 2 * pad, round(h * 0.17))
    _picture(theme, surf, pic, character_picture(card), True)
    measure = i18n.t(_MEASURES.get(card.measure, _MEASURES["citizens"]))
    least = theme.readable_px
    lines, px = fit_lines(theme, measure, "small_italic", w - 2 * pad, round(h * 0.09), round(w * 0.058), least, 2)
    y = pic.bottom + round(h * 0.012)
    for line in lines:
        theme.blit_text(surf, line, (w // 2, y), "small_italic", INK_SOFT, "midtop", px=px)
        y += theme.line_height("small_italic", px)
    tiers = pygame.Rect(pad, y + round(h * 0.01), w - 2 * pad, round(h * 0.3))
    _tiers(theme, surf, tiers, card, True)
    _rule(surf, pad + w // 10, w - pad - w // 10, tiers.bottom + round(h * 0.01), w)
    text = pygame.Rect(pad + round(w * 0.02), tiers.bottom + round(h * 0.03), w - 2 * pad - round(w * 0.04), 0)
    text.height = h - pad - text.top
    out.extend(_text_block(theme, surf, text, i18n.text(card.text), w))
    return surf


_MEASURES = {
    "citizens": N_("troyes.ui.card.measure.citizens"),
    "cathedral": N_("troyes.ui.card.measure.cathedral"),
    "influence": N_("troyes.ui.card.measure.influence"),
    "deniers": N_("troyes.ui.card.measure.deniers"),
    "tradesmen": N_("troyes.ui.card.measure.tradesmen"),
    "events": N_("troyes.ui.card.measure.events"),
}


def _tiers(theme: Theme, surf: pygame.Surface, area: pygame.Rect, card: Character, full: bool) -> None:
    """One line per tier: "3+ → seal 1", and with two players (A-48) "(2 pl.: 4+)"."""
    n = max(1, len(card.tiers))
    lh = area.height / n
    s = min(lh * 0.86, area.width * 0.3)
    px = round(s * 0.56)
    readable = theme.readable_px
    if px < readable:  # too small to read: the tiers at the readable size, if their lines hold it
        if theme.line_height("body_bold", readable) > lh + 2:
            return
        px = readable
    two = card.tiers_two != card.tiers
    for i, (least, vp) in enumerate(card.tiers):
        cy = area.top + lh * (i + 0.5)
        if full:
            cx = area.left + area.width * (0.3 if two else 0.42)
        else:
            cx = area.centerx - s * 0.4
        theme.blit_text(surf, f"{least}+", (cx - s * 0.45, cy), "body_bold", INK, "midright", px=px)
        _arrow(theme, surf, (cx, cy), s * 0.8)
        _seal(theme, surf, (cx + s * 0.75, cy), s, vp)
        if full and two and i < len(card.tiers_two):
            said = i18n.t("troyes.ui.card.two_players", least=card.tiers_two[i][0])
            small = max(readable, round(px * 0.82))
            room = area.right - round(cx + s * 1.35)
            with theme.whole_in("card"):
                said = theme.ellipsize(said, "small_italic", room, px=small)
            theme.blit_text(surf, said, (cx + s * 1.35, cy), "small_italic", INK_SOFT, "midleft", px=small)


def _back_face(theme: Theme, size: tuple[int, int], kind: str, colour: str, level: int) -> pygame.Surface:
    w, h = size
    band_colour = {"activity": colour or "white", "event": colour or "red", "character": "character"}.get(kind, "white")
    fill, edge, ink = BANDS.get(band_colour, BANDS["white"])
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(theme.parchment(size, _mix(fill, (240, 230, 210), 0.15)), (0, 0))
    radius = max(3, w // 16)
    _mask_round(surf, radius)
    pygame.draw.rect(surf, INK, surf.get_rect(), max(1, round(w * 0.012)) + 1, border_radius=radius)
    inset = max(3, round(w * 0.06))
    inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
    trim = _mix(fill, GOLD, 0.7)
    pygame.draw.rect(surf, trim, inner, max(1, round(w * 0.015)), border_radius=max(2, radius - 2))
    # a lattice of thin lozenges, as on printed backs
    step = max(6, w // 7)
    lattice = pygame.Surface(size, pygame.SRCALPHA)
    line = (*_mix(fill, edge, 0.6), 90)
    for k in range(-h, w + h, step):
        pygame.draw.line(lattice, line, (k, inner.top), (k + inner.height, inner.bottom), 1)
        pygame.draw.line(lattice, line, (k, inner.bottom), (k + inner.height, inner.top), 1)
    clip = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(clip, (255, 255, 255, 255), inner.inflate(-4, -4), border_radius=max(2, radius - 3))
    lattice.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(lattice, (0, 0))
    # the medallion
    r = round(w * 0.3)
    c = (w // 2, h // 2 - (round(h * 0.04) if w >= FULL_WIDTH * 0.4 else 0))
    pygame.draw.circle(surf, edge, (c[0], c[1] + max(1, r // 14)), r)
    pygame.draw.circle(surf, PAPER, c, r)
    pygame.draw.circle(surf, trim, c, r, max(1, r // 10))
    pygame.draw.circle(surf, edge, c, round(r * 0.82), max(1, r // 24))
    if kind == "activity":
        _number(theme, surf, roman(level), c, round(r * 0.9), INK if band_colour != "red" else SEAL)
    elif kind == "event":
        _banner(theme, surf, c, r * 1.2, _banner_colour(band_colour))
    else:
        _icon(theme, surf, c, r * 1.25, "crown")
    word = i18n.t(_BACK_WORDS.get(kind, _BACK_WORDS["activity"]))
    size_px = max(theme.readable_px, round(w * 0.09))
    if w >= FULL_WIDTH * 0.4 and theme.text_size(word, "subheading", size_px)[0] <= inner.width - 8:
        y = min(inner.bottom - round(h * 0.05), c[1] + r + round(h * 0.09))
        tint = ink if band_colour in ("red", "board", "character") else INK
        plate = pygame.Rect((0, 0), theme.text_size(word, "subheading", size_px))
        plate.center = (w // 2, y)
        plate.inflate_ip(round(w * 0.08), 4)
        pygame.draw.rect(surf, fill, plate, border_radius=plate.height // 2)
        pygame.draw.rect(surf, trim, plate, 1, border_radius=plate.height // 2)
        theme.blit_text(surf, word, plate.center, "subheading", tint, "center", px=size_px)
    return surf


_BACK_WORDS = {
    "activity": N_("troyes.ui.card.back_activity"),
    "event": N_("troyes.ui.card.back_event"),
    "character": N_("troyes.ui.card.back_character"),
}


def draw_activity(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, card: ActivityCard) -> None:
    """An activity card face up (§1.4.1): colour, name, hire cost, divisor, VP spaces, text."""
    size = (max(24, rect.width), max(34, rect.height))
    face = _faces.get(_key("activity", card.id, size, theme), lambda: _activity_face(theme, size, card))
    _blit(surface, rect, face)


def draw_event(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, card: EventCard, titled: bool = True) -> None:
    """An event card face up (§1.5.1): colour, name, divisor, banners, VP, black dice, text
    (the name left out when ``titled`` is False: the board writes it beside the card)."""
    size = (max(24, rect.width), max(34, rect.height))
    key = _key("event", f"{card.id}:{titled}", size, theme)
    face = _faces.get(key, lambda: _event_face(theme, size, card, None, titled))
    _blit(surface, rect, face)


def draw_character(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, card: Character) -> None:
    """A character card (§1.6): name, what it counts and its tiers."""
    size = (max(24, rect.width), max(34, rect.height))
    face = _faces.get(_key("character", card.id, size, theme), lambda: _character_face(theme, size, card))
    _blit(surface, rect, face)


def draw_back(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, kind: str, colour: str = "", level: int = 0
) -> None:
    """A card's back: ``kind`` "activity" (its colour and level shown), "event" (its
    deck's colour) or "character"."""
    size = (max(24, rect.width), max(34, rect.height))
    key = _key("back", f"{kind}:{colour}:{level}", size, theme)
    face = _faces.get(key, lambda: _back_face(theme, size, kind, colour, level))
    _blit(surface, rect, face)


def card_text(theme: Theme, card: ActivityCard | EventCard | Character, width: int) -> list[tuple[str, int]]:
    """The lines of the card's text as a card ``width`` wide shows them, each with its
    type size in pixels (none when the card is small): for the tests, and for a view
    that shows the text beside the card."""
    out: list[tuple[str, int]] = []
    size = card_rect(width).size
    if isinstance(card, ActivityCard):
        _activity_face(theme, size, card, out)
    elif isinstance(card, EventCard):
        _event_face(theme, size, card, out)
    else:
        _character_face(theme, size, card, out)
    return out


def card_lines(theme: Theme, card: ActivityCard | EventCard | Character, width: int) -> list[str]:
    """The lines of the card's text as a card ``width`` wide shows them."""
    return [line for line, _ in card_text(theme, card, width)]


__all__ = [
    "CARD_RATIO",
    "FULL_WIDTH",
    "card_lines",
    "card_rect",
    "card_text",
    "draw_activity",
    "draw_back",
    "draw_character",
    "draw_event",
    "draw_tokens",
    "fit_lines",
    "full",
    "roman",
]
