"""Card faces and card backs, drawn by code in the client's parchment-and-ink style.

``card_face(theme, data, card_id, width)`` draws a whole card of either deck: a frame
whose colour and corner ornaments tell the deck and kind apart, the card's name, an
illustration and, on cards wide enough to read it, the card's own text from the data
with its rulebook section in a corner. ``card_back(theme, deck, width)`` draws the back
of the Lord deck or of the Fortune & Disaster deck.

- Lord deck: brown frame with gold diamonds. Lords and ladies get a bust portrait whose
  dress, hair and headgear come from a hash of the card id, so each looks its own; the
  Cardinal a red galero with its tassels; d'Arc a standard and a sword.
- Fortune cards played in the Play Cards step: green frame with gold rosettes.
  Opportunity cards: purple frame with silver stars. Disasters: black frame with red
  crosses.
- Each Fortune & Disaster card has its own woodcut-like illustration: ink outlines,
  a few flat colours and hatching. A card id the drawing code does not know (a modder's
  card) gets a generic illustration chosen by its kind; an id missing from the data
  still draws, as a card named after its id.

Illustrations are drawn into a unit square through a ``Pen`` on a supersampled surface
and smoothly scaled down; text is always rendered at the size it is shown at. Faces and
backs are cached by card, width and UI scale, so drawing the same card every frame
costs one blit.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.i18n import N_, m
from game.games.fief.rules.names import data_name
from game.ui.render.cache import SurfaceCache
from game.ui.render.icons import GOLD, GOLD_DARK, INK, PAPER, RED, WOOD, Pen
from game.ui.render.icons import Color as PenColor
from game.ui.theme import Theme

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

Color = tuple[int, int, int]
Point = tuple[float, float]

#: Height of a card for its width.
CARD_RATIO = 1.4
#: Below this width a face shows only its name and illustration.
SMALL_WIDTH = 110
#: Below this width a face shows only its illustration (a name would be unreadable).
TINY_WIDTH = 56
#: Narrower faces are drawn at this width and scaled down (they carry no text).
MIN_DRAWN = 24

_cache = SurfaceCache(256)

# Flat colours of the illustrations: muted, like hand-coloured woodcuts.
SKY_WARM = (238, 220, 168)
SKY_DUSK = (214, 118, 62)
NIGHT = (44, 50, 78)
FIELD = (122, 140, 74)
FIELD_DARK = (86, 104, 52)
WHEAT = (226, 186, 86)
WHEAT_DARK = (176, 132, 48)
EARTH = (156, 118, 74)
EARTH_DARK = (116, 84, 50)
STEEL = (196, 202, 206)
STEEL_DARK = (128, 136, 142)
CLOUD = (112, 116, 124)
WATER = (76, 112, 150)
FLAME = (240, 176, 52)
FLAME_RED = (208, 82, 34)
LEAF = (70, 96, 50)
LEAF_DARK = (46, 66, 36)
WHITE = (248, 244, 232)


# --------------------------------------------------------------------------- card data
@dataclass(frozen=True)
class CardInfo:
    """What a face shows of a card, whichever deck it comes from."""

    id: str
    name: str
    deck: str  # "lord" | "fortune" | "unknown"
    kind: str  # lord | cardinal | darc | fortune | disaster | unknown
    timing: str = "regular"
    gender: str | None = None
    section: str = ""
    text: str = ""
    #: the rule the card plays by: a Fortune card's ``effect``, a Lord-deck card's kind
    effect: str = ""
    #: the language of its words (so a face drawn in one language is not shown in another)
    lang: str = i18n.FALLBACK


def card_info(data: FiefData, card_id: str) -> CardInfo:
    """The card ``card_id`` of either deck; an id in neither deck gives a card named
    after the id, so a face can still be drawn."""
    lords = getattr(data, "lord_cards", None) or {}
    fortunes = getattr(data, "fortune_cards", None) or {}
    card = lords.get(card_id)
    deck = "lord"
    if card is None:
        card = fortunes.get(card_id)
        deck = "fortune"
    lang = i18n.language()
    if card is None:
        name = " ".join(w.capitalize() for w in str(card_id).replace("_", "-").split("-") if w) or "?"
        return CardInfo(str(card_id), name, "unknown", "unknown", lang=lang)
    return CardInfo(
        id=card.id,
        name=data_name(card).text(lang),
        deck=deck,
        kind=card.kind,
        timing=getattr(card, "timing", "regular") or "regular",
        gender=getattr(card, "gender", None),
        section=str(getattr(card, "section", "") or ""),
        text=card_text(card, lang),
        effect=str(getattr(card, "effect", None) or card.kind),
        lang=lang,
    )


def card_text(card: Any, lang: str) -> str:
    """A card's rules text in ``lang``: the data's text in that language where it gives
    one (``texts``), else its own (English) text."""
    texts = getattr(card, "texts", None) or {}
    return str(texts.get(lang) or getattr(card, "text", "") or "")


@dataclass(frozen=True)
class Style:
    """The frame of a kind of card."""

    frame: Color  # the border band
    trim: Color  # the fine line and ornaments on it
    ornament: str  # "diamond" | "rosette" | "star" | "cross" | "dot"
    tone: Color  # the parchment of the face
    label: str  # the message id of the kind in words, in the footer ("" for none)
    rule: Color  # the rule under the name


STYLES: dict[str, Style] = {
    "lord": Style(
        (112, 72, 40), (214, 172, 80), "diamond", (241, 228, 194), N_("fief.ui.card_faces.lord"), (140, 32, 22)
    ),
    "title": Style(
        (112, 72, 40), (214, 172, 80), "diamond", (241, 228, 194), N_("fief.ui.card_faces.title"), (140, 32, 22)
    ),
    "fortune": Style(
        (58, 92, 50), (222, 186, 90), "rosette", (243, 233, 200), N_("fief.ui.card_faces.fortune"), (58, 92, 50)
    ),
    "opportunity": Style(
        (86, 54, 104), (212, 206, 226), "star", (240, 230, 206), N_("fief.ui.card_faces.opportunity"), (86, 54, 104)
    ),
    "disaster": Style(
        (36, 26, 24), (176, 50, 36), "cross", (228, 212, 182), N_("fief.ui.card_faces.disaster"), (140, 32, 22)
    ),
    "unknown": Style((96, 90, 82), (200, 190, 170), "dot", (238, 228, 204), "", (92, 70, 48)),
}


def style_for(info: CardInfo) -> Style:
    if info.kind == "lord":
        return STYLES["lord"]
    if info.deck == "lord":
        return STYLES["title"]
    if info.kind == "disaster":
        return STYLES["disaster"]
    if info.deck == "fortune":
        return STYLES["opportunity" if info.timing == "opportunity" else "fortune"]
    return STYLES["unknown"]


def _stable_hash(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


# --------------------------------------------------------------------------- the pen
class ArtPen(Pen):
    """A ``Pen`` on a rectangle: the unit square is centred in the surface and scaled
    to its shorter side; ``x0 .. x1`` and ``y0 .. y1`` are the visible unit coordinates,
    beyond the square on the longer side (backdrops reach them)."""

    def __init__(self, surface: pygame.Surface) -> None:
        super().__init__(surface, INK, mono=False)
        w, h = surface.get_size()
        self.size = min(w, h)
        self.ox = (w - self.size) / 2
        self.oy = (h - self.size) / 2
        self.x0 = -self.ox / self.size
        self.x1 = 1 + self.ox / self.size
        self.y0 = -self.oy / self.size
        self.y1 = 1 + self.oy / self.size
        self.line_width = 0.026

    def p(self, point: Point) -> tuple[float, float]:
        return (self.ox + point[0] * self.size, self.oy + point[1] * self.size)

    def rect(
        self, x0: float, y0: float, x1: float, y1: float, color: PenColor, radius: float = 0, width: float = 0
    ) -> None:
        a, b = self.p((x0, y0)), self.p((x1, y1))
        r = pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1]))
        pygame.draw.rect(self.surface, color, r, self.w(width) if width else 0, border_radius=round(radius * self.size))

    # Whole-window fills -------------------------------------------------------------
    def band(self, y_top: float, y_bottom: float, color: Color) -> None:
        """A horizontal band across the whole window (sky, ground)."""
        self.rect(self.x0 - 0.01, y_top, self.x1 + 0.01, y_bottom, color)

    def fill_all(self, color: Color) -> None:
        self.surface.fill(color)

    # Shapes ----------------------------------------------------------------------
    def ellipse(self, cx: float, cy: float, rx: float, ry: float, color: Color, width: float = 0) -> None:
        a = self.p((cx - rx, cy - ry))
        r = pygame.Rect(round(a[0]), round(a[1]), max(1, round(2 * rx * self.size)), max(1, round(2 * ry * self.size)))
        pygame.draw.ellipse(self.surface, color, r, self.w(width) if width else 0)

    def oval(self, cx: float, cy: float, rx: float, ry: float, natural: Color, width: float | None = None) -> None:
        """A filled ellipse with an ink rim."""
        self.shape(_ellipse(cx, cy, rx, ry), natural, width)

    def hatch(
        self, points: Sequence[Point], color: Color, spacing: float = 0.03, angle: float = 35, width: float = 0.008
    ) -> None:
        """Parallel lines inside a polygon: the shading of a woodcut."""
        pts = [self.p(q) for q in points]
        xs = [q[0] for q in pts]
        ys = [q[1] for q in pts]
        left, top = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
        w, h = math.ceil(max(xs)) - left + 2, math.ceil(max(ys)) - top + 2
        if w <= 0 or h <= 0:
            return
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        a = math.radians(angle)
        ux, uy = math.cos(a), math.sin(a)
        nx, ny = -uy, ux
        step = max(2.0, spacing * self.size)
        reach = math.hypot(w, h)
        lw = self.w(width)
        k = -reach
        while k <= reach:
            cx, cy = w / 2 + nx * k, h / 2 + ny * k
            pygame.draw.line(layer, color, (cx - ux * reach, cy - uy * reach), (cx + ux * reach, cy + uy * reach), lw)
            k += step
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - left, y - top) for x, y in pts])
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.surface.blit(layer, (left, top))


def _ellipse(cx: float, cy: float, rx: float, ry: float, angle: float = 0, steps: int = 28) -> list[Point]:
    """Points on an ellipse, turned by ``angle`` degrees."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    out = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def _arc(cx: float, cy: float, rx: float, ry: float, start: float, end: float, steps: int = 14) -> list[Point]:
    """Points on an elliptical arc from ``start`` to ``end`` degrees (y down)."""
    return [
        (
            cx + rx * math.cos(math.radians(start + (end - start) * i / steps)),
            cy + ry * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def _bezier(*ctrl: Point, steps: int = 16) -> list[Point]:
    """Points on a Bézier curve through its control points."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        pts = list(ctrl)
        while len(pts) > 1:
            pts = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for a, b in zip(pts, pts[1:])]
        out.append(pts[0])
    return out


def _mirror(points: Sequence[Point], axis: float = 0.5) -> list[Point]:
    """The left half of a symmetric outline completed by its mirror image."""
    return list(points) + [(2 * axis - x, y) for x, y in reversed(points)]


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> Color:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def _shade(c: Sequence[int], t: float) -> Color:
    """Darker (t > 0) towards ink, or lighter (t < 0) towards paper."""
    return _mix(c, INK, t) if t >= 0 else _mix(c, WHITE, -t)


# --------------------------------------------------------------------------- motifs
def _stars(d: ArtPen, seed: int, n: int, y_max: float, color: Color = (236, 226, 180)) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        x = rng.uniform(d.x0 + 0.03, d.x1 - 0.03)
        y = rng.uniform(d.y0 + 0.03, y_max)
        r = rng.uniform(0.006, 0.012)
        d.circle((x, y), r, color)


def _ground(
    d: ArtPen, horizon: float, color: Color, hatch_color: Color | None = None, angle: float = 0, spacing: float = 0.04
) -> None:
    d.band(horizon, d.y1 + 0.01, color)
    d.line((d.x0 - 0.02, horizon), (d.x1 + 0.02, horizon), width=0.02)
    if hatch_color:
        d.hatch(
            [(d.x0, horizon + 0.02), (d.x1, horizon + 0.02), (d.x1, d.y1), (d.x0, d.y1)],
            hatch_color,
            spacing,
            angle,
            0.007,
        )


def _sky_hatch(d: ArtPen, y_from: float, y_to: float, color: Color) -> None:
    """Woodcut sky: horizontal strokes thinning out upwards."""
    n = 5
    for i in range(n):
        y = y_to - (y_to - y_from) * i / n
        d.line((d.x0 - 0.02, y), (d.x1 + 0.02, y), color, 0.006 + 0.002 * (n - i))


def _ear(d: ArtPen, x: float, y: float, angle: float, length: float, color: Color = WHEAT) -> None:
    """An ear of wheat: grains along a stalk tip, pointing at ``angle`` degrees (0 = up)."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    body = _ellipse(x + ux * length / 2, y + uy * length / 2, length * 0.2, length / 2, angle, 16)
    d.shape(body, color, 0.014)
    for k in range(1, 4):
        t = k / 4
        px, py = x + ux * length * t, y + uy * length * t
        nx, ny = -uy, ux
        d.line(
            (px, py),
            (px + nx * length * 0.14 + ux * length * 0.08, py + ny * length * 0.14 + uy * length * 0.08),
            width=0.008,
        )
        d.line(
            (px, py),
            (px - nx * length * 0.14 + ux * length * 0.08, py - ny * length * 0.14 + uy * length * 0.08),
            width=0.008,
        )
    # The awns.
    tip = (x + ux * length, y + uy * length)
    d.line(tip, (tip[0] + ux * length * 0.45, tip[1] + uy * length * 0.45), width=0.007)


def _sheaf(d: ArtPen, cx: float, base: float, h: float) -> None:
    waist = (cx, base - h * 0.42)
    # Stalks below the band, splayed on the ground.
    foot = [(cx - h * 0.10, waist[1]), (cx - h * 0.22, base), (cx + h * 0.22, base), (cx + h * 0.10, waist[1])]
    d.shape(foot, WHEAT_DARK, 0.016)
    for k in range(-3, 4):
        d.line(
            (cx + k * h * 0.025, waist[1] + h * 0.02),
            (cx + k * h * 0.06, base - h * 0.01),
            _shade(WHEAT_DARK, 0.5),
            0.007,
        )
    # Ears fanned above it.
    n = 9
    for i in range(n):
        ang = -48 + 96 * i / (n - 1)
        a = math.radians(ang)
        reach = h * (0.34 + 0.06 * math.cos(a * 2))
        sx, sy = waist[0] + math.sin(a) * reach, waist[1] - math.cos(a) * reach
        d.line(waist, (sx, sy), WHEAT_DARK, 0.012)
        d.line(waist, (sx, sy), width=0.004)
        _ear(d, sx, sy, ang * 1.1, h * 0.2, WHEAT)
    d.box(cx - h * 0.11, waist[1] - h * 0.035, cx + h * 0.11, waist[1] + h * 0.035, RED, 0.01)


def _sword(
    d: ArtPen, top: Point, bottom: Point, width: float, blade: Color = STEEL, hilt: Color = GOLD, guard: float = 3.2
) -> None:
    """A sword from pommel (``top``) to point (``bottom``)."""
    (x0, y0), (x1, y1) = top, bottom
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux

    def at(t: float, s: float) -> Point:
        return (x0 + ux * length * t + nx * width * s, y0 + uy * length * t + ny * width * s)

    grip_end = 0.2
    d.shape([at(grip_end, -0.5), at(0.92, -0.5), at(1.0, 0), at(0.92, 0.5), at(grip_end, 0.5)], blade, 0.016)
    d.line(at(grip_end + 0.02, 0), at(0.86, 0), _shade(blade, 0.35), 0.008)
    d.shape([at(0.04, -0.28), at(grip_end, -0.28), at(grip_end, 0.28), at(0.04, 0.28)], WOOD, 0.014)
    for k in range(3):
        t = 0.07 + k * 0.045
        d.line(at(t, -0.28), at(t + 0.03, 0.28), width=0.006)
    cross = [
        at(grip_end - 0.02, -guard / 2),
        at(grip_end + 0.025, -guard / 2),
        at(grip_end + 0.025, guard / 2),
        at(grip_end - 0.02, guard / 2),
    ]
    d.shape(cross, hilt, 0.014)
    px, py = at(0.02, 0)
    d.disc((px, py), width * 0.55, hilt, 0.014)


def _flame(d: ArtPen, cx: float, base: float, h: float, w: float) -> None:
    outer = _bezier(
        (cx - w, base),
        (cx - w * 1.3, base - h * 0.5),
        (cx - w * 0.2, base - h * 0.6),
        (cx + w * 0.1, base - h),
        steps=10,
    )
    outer += _bezier(
        (cx + w * 0.1, base - h),
        (cx + w * 0.3, base - h * 0.65),
        (cx + w * 1.4, base - h * 0.55),
        (cx + w, base),
        steps=10,
    )
    d.shape(outer, FLAME_RED, 0.016)
    inner = _bezier(
        (cx - w * 0.6, base),
        (cx - w * 0.8, base - h * 0.4),
        (cx - w * 0.1, base - h * 0.4),
        (cx, base - h * 0.72),
        steps=8,
    )
    inner += _bezier(
        (cx, base - h * 0.72),
        (cx + w * 0.2, base - h * 0.45),
        (cx + w * 0.9, base - h * 0.4),
        (cx + w * 0.6, base),
        steps=8,
    )
    d.polygon(inner, FLAME)
    d.polygon(_ellipse(cx, base - h * 0.14, w * 0.32, h * 0.16), (252, 236, 150))


def _pitchfork(d: ArtPen, bottom: Point, top: Point, spread: float = 0.08) -> None:
    (x0, y0), (x1, y1) = bottom, top
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux

    def at(t: float, s: float) -> Point:
        return (x0 + ux * length * t + nx * s, y0 + uy * length * t + ny * s)

    d.line(at(0, 0), at(0.72, 0), width=0.06)
    d.line(at(0, 0), at(0.72, 0), WOOD, 0.036)
    # The iron: a socket, a curved bar across and three tines.
    d.shape([at(0.68, -0.022), at(0.75, -0.03), at(0.75, 0.03), at(0.68, 0.022)], STEEL_DARK, 0.012)
    bar = _bezier(at(0.80, -spread), at(0.73, -spread * 0.5), at(0.73, spread * 0.5), at(0.80, spread), steps=10)
    d.outline(bar, width=0.04, closed=False)
    d.outline(bar, STEEL, 0.02, closed=False)
    for s_ in (-spread, 0.0, spread):
        base = 0.80 if s_ else 0.745
        tine = [at(base, s_ - 0.018), at(0.95, s_ - 0.012), at(0.99, s_), at(0.95, s_ + 0.012), at(base, s_ + 0.018)]
        d.shape(tine, STEEL, 0.012)


def _house(d: ArtPen, x: float, base: float, w: float, h: float, color: Color) -> None:
    d.polygon([(x, base), (x, base - h), (x + w / 2, base - h - w * 0.55), (x + w, base - h), (x + w, base)], color)


def _bush(d: ArtPen, cx: float, cy: float, r: float, color: Color, seed: int) -> None:
    rng = random.Random(seed)
    lobes = [
        (cx + r * 0.9 * math.cos(math.radians(a)), cy + r * 0.55 * math.sin(math.radians(a)))
        for a in range(180, 361, 30)
    ]
    for lx, ly in lobes:
        d.circle((lx, ly), r * 0.42, INK)
    for lx, ly in lobes:
        d.circle((lx, ly), r * 0.42 - 0.014, color)
    d.rect(cx - r * 1.26, cy - r * 0.1, cx + r * 1.26, cy + r * 0.6, color)
    for _ in range(14):
        px = cx + rng.uniform(-1.0, 1.0) * r
        py = cy + rng.uniform(-0.45, 0.5) * r
        k = r * 0.09
        d.outline([(px - k, py - k * 0.8), (px, py), (px + k, py - k * 0.8)], _shade(color, 0.4), 0.007, closed=False)


def _coin_stack(d: ArtPen, cx: float, base: float, rx: float, n: int) -> None:
    ry = rx * 0.34
    th = rx * 0.2
    for k in range(n):
        y = base - k * th
        d.rect(cx - rx, y - ry - th, cx + rx, y - ry + 0.001, GOLD_DARK)
        d.ellipse(cx, y - th, rx, ry, GOLD_DARK)
        d.ellipse(cx, y - th, rx, ry, INK, 0.012)
        d.line((cx - rx, y - th), (cx - rx, y - th + 0.001), width=0.012)
        d.line((cx + rx, y - th), (cx + rx, y - th + 0.001), width=0.012)
        d.ellipse(cx, y - 2 * th, rx, ry, GOLD)
        d.ellipse(cx, y - 2 * th, rx, ry, INK, 0.012)
        d.line((cx - rx, y - 2 * th), (cx - rx, y - th), width=0.012)
        d.line((cx + rx, y - 2 * th), (cx + rx, y - th), width=0.012)
    top = base - (n + 1) * th
    d.ellipse(cx, top, rx * 0.62, ry * 0.62, GOLD_DARK, 0.008)
    d.line((cx - rx * 0.2, top), (cx + rx * 0.2, top), GOLD_DARK, 0.01)


def _wheel(d: ArtPen, cx: float, cy: float, r: float) -> None:
    for k in range(8):
        a = math.radians(k * 45)
        d.line((cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), width=0.04)
        d.line((cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), WOOD, 0.022)
    d.circle((cx, cy), r + 0.03, INK, 0.085)
    d.circle((cx, cy), r + 0.03, GOLD, 0.05)
    for k in range(16):
        a = math.radians(k * 22.5 + 11)
        d.circle((cx + (r + 0.03) * math.cos(a), cy + (r + 0.03) * math.sin(a)), 0.01, GOLD_DARK)
    d.disc((cx, cy), r * 0.2, GOLD, 0.02)
    d.circle((cx, cy), r * 0.07, INK)


def _fleur(d: ArtPen, cx: float, cy: float, s: float, color: Color) -> None:
    def at(x: float, y: float) -> Point:
        return (cx + x * s, cy + y * s)

    d.polygon([at(0, -0.5), at(0.13, -0.28), at(0.12, -0.05), at(0.0, 0.12), at(-0.12, -0.05), at(-0.13, -0.28)], color)
    for sign in (-1, 1):
        d.polygon(
            [
                at(sign * 0.06, 0.06),
                at(sign * 0.22, -0.22),
                at(sign * 0.42, -0.25),
                at(sign * 0.48, -0.08),
                at(sign * 0.38, 0.02),
                at(sign * 0.36, -0.1),
                at(sign * 0.26, -0.08),
                at(sign * 0.2, 0.06),
                at(sign * 0.1, 0.14),
            ],
            color,
        )
        d.polygon(
            [
                at(sign * 0.04, 0.2),
                at(sign * 0.18, 0.22),
                at(sign * 0.26, 0.36),
                at(sign * 0.16, 0.34),
                at(sign * 0.04, 0.28),
            ],
            color,
        )
    d.polygon([at(-0.26, 0.1), at(0.26, 0.1), at(0.26, 0.19), at(-0.26, 0.19)], color)


def _diaper(d: ArtPen, color: Color, step: float = 0.12, dots: Color | None = None) -> None:
    """A lattice of lozenges over the whole window: the painted ground of a portrait."""
    k = d.x0 - 2
    while k < d.x1 + 2:
        d.line((k, d.y0 - 0.1), (k + (d.y1 - d.y0) + 0.2, d.y1 + 0.1), color, 0.006)
        d.line((k, d.y1 + 0.1), (k + (d.y1 - d.y0) + 0.2, d.y0 - 0.1), color, 0.006)
        k += step
    if dots:
        y = d.y0 + step / 2
        row = 0
        while y < d.y1:
            x = d.x0 - 1 + (step / 2 if row % 2 else 0)
            while x < d.x1 + 0.1:
                d.circle((x, y), 0.008, dots)
                x += step
            y += step / 2
            row += 1


# --------------------------------------------------------------------------- illustrations
def art_bountiful_harvest(d: ArtPen) -> None:
    d.fill_all(SKY_WARM)
    _sky_hatch(d, d.y0 + 0.1, 0.66, _mix(SKY_WARM, WHEAT_DARK, 0.35))
    d.disc((0.84, 0.16), 0.08, (246, 214, 120), 0.018)
    _ground(d, 0.70, WHEAT_DARK, _shade(WHEAT_DARK, 0.3), -12, 0.035)
    _sheaf(d, 0.17, 0.88, 0.50)
    _sheaf(d, 0.83, 0.88, 0.50)
    _sheaf(d, 0.50, 0.95, 0.72)


def art_good_weather(d: ArtPen) -> None:
    d.fill_all((200, 220, 226))
    sun = (0.5, 0.36)
    for k in range(16):
        a = math.radians(k * 22.5)
        long = k % 2 == 0
        r0, r1 = 0.19, (0.34 if long else 0.27)
        half = math.radians(7 if long else 5)
        ray = [
            (sun[0] + r0 * math.cos(a - half), sun[1] + r0 * math.sin(a - half)),
            (sun[0] + r1 * math.cos(a), sun[1] + r1 * math.sin(a)),
            (sun[0] + r0 * math.cos(a + half), sun[1] + r0 * math.sin(a + half)),
        ]
        d.shape(ray, (244, 196, 72) if long else (236, 168, 60), 0.014)
    d.disc(sun, 0.19, (248, 210, 90), 0.022)
    d.circle(sun, 0.145, (236, 180, 62), 0.01)
    # Rolling fields: alternate green and gold strips with furrows.
    hills = [
        (0.66, FIELD, [(-0.6, 0.70), (0.1, 0.60), (0.55, 0.66), (1.6, 0.62)]),
        (0.74, WHEAT, [(-0.6, 0.76), (0.3, 0.68), (0.8, 0.72), (1.6, 0.70)]),
        (0.84, FIELD_DARK, [(-0.6, 0.80), (0.2, 0.84), (0.7, 0.78), (1.6, 0.82)]),
    ]
    for _, color, ctrl in hills:
        top = _bezier(*ctrl, steps=24)
        poly = top + [(1.6, d.y1 + 0.1), (-0.6, d.y1 + 0.1)]
        d.shape(poly, color, 0.018)
        furrow = _shade(color, 0.28)
        for i in range(1, 4):
            off = i * 0.03
            d.outline([(x, y + off) for x, y in top], furrow, 0.006, closed=False)
    # A tree on the skyline.
    d.line((0.14, 0.66), (0.14, 0.56), width=0.03)
    d.oval(0.14, 0.52, 0.06, 0.06, LEAF)


def art_taxes(d: ArtPen) -> None:
    wall = (208, 186, 146)
    d.fill_all(wall)
    for row in range(12):
        y = d.y0 + row * 0.1
        d.line((d.x0 - 0.1, y), (d.x1 + 0.1, y), _shade(wall, 0.18), 0.008)
        x = d.x0 - (0.1 if row % 2 else 0.0)
        while x < d.x1 + 0.1:
            d.line((x, y), (x, y + 0.1), _shade(wall, 0.18), 0.008)
            x += 0.2
    # The counting table.
    d.band(0.74, d.y1 + 0.01, WOOD)
    d.line((d.x0 - 0.02, 0.74), (d.x1 + 0.02, 0.74), width=0.022)
    d.hatch([(d.x0, 0.76), (d.x1, 0.76), (d.x1, d.y1), (d.x0, d.y1)], _shade(WOOD, 0.35), 0.045, 0, 0.007)
    # A tax roll hanging open behind.
    roll = [(0.42, 0.10), (0.86, 0.10), (0.88, 0.66), (0.44, 0.70)]
    d.shape(roll, PAPER, 0.018)
    d.oval(0.64, 0.10, 0.24, 0.035, (226, 212, 176), 0.016)
    for k in range(6):
        y = 0.22 + k * 0.07
        d.line((0.50, y), (0.80 - (0.1 if k % 3 == 2 else 0), y + 0.004), _mix(PAPER, INK, 0.6), 0.009)
    d.disc((0.76, 0.62), 0.045, RED, 0.014)
    d.line((0.76, 0.66), (0.73, 0.74), RED, 0.02)
    d.line((0.77, 0.66), (0.81, 0.73), RED, 0.02)
    # The purse, drawn shut with a cord.
    leather = (128, 80, 44)
    purse = _bezier((0.21, 0.50), (0.0, 0.56), (-0.02, 0.88), (0.21, 0.89), steps=12)
    purse += _bezier((0.21, 0.89), (0.46, 0.90), (0.44, 0.56), (0.25, 0.50), steps=12)
    d.shape(purse, leather, 0.02)
    d.hatch(purse, _shade(leather, 0.3), 0.03, 70, 0.005)
    for x0, x1 in ((0.14, 0.11), (0.21, 0.20), (0.28, 0.32)):
        d.line((x0, 0.54), (x1, 0.70), _shade(leather, 0.4), 0.008)
    ruffle = [
        (0.19, 0.51),
        (0.12, 0.44),
        (0.10, 0.38),
        (0.15, 0.40),
        (0.18, 0.35),
        (0.22, 0.39),
        (0.26, 0.34),
        (0.29, 0.39),
        (0.34, 0.37),
        (0.32, 0.44),
        (0.26, 0.51),
    ]
    d.shape(ruffle, leather, 0.016)
    d.line((0.17, 0.50), (0.29, 0.50), GOLD, 0.028)
    d.line((0.17, 0.50), (0.29, 0.50), width=0.006)
    d.outline([(0.29, 0.50), (0.36, 0.56), (0.33, 0.63)], GOLD_DARK, 0.012, closed=False)
    d.disc((0.33, 0.64), 0.014, GOLD, 0.008)
    # Coin stacks on the table, and a loose coin.
    _coin_stack(d, 0.58, 0.94, 0.12, 5)
    _coin_stack(d, 0.86, 0.93, 0.11, 3)
    d.oval(0.38, 0.93, 0.07, 0.025, GOLD, 0.012)


def art_uprising(d: ArtPen) -> None:
    d.fill_all(SKY_DUSK)
    d.band(d.y0 - 0.01, 0.22, (184, 86, 48))
    _sky_hatch(d, 0.22, 0.60, (236, 150, 82))
    # The village burning on the skyline.
    roofs = (62, 36, 28)
    for x, w, h in (
        (-0.35, 0.22, 0.12),
        (-0.12, 0.18, 0.18),
        (0.08, 0.2, 0.10),
        (0.66, 0.2, 0.14),
        (0.88, 0.24, 0.09),
        (1.12, 0.2, 0.16),
    ):
        _house(d, x, 0.82, w, h, roofs)
    d.rect(0.3, 0.56, 0.34, 0.68, roofs)
    _house(d, 0.26, 0.82, 0.42, 0.14, roofs)
    for x, y in ((0.0, 0.70), (0.76, 0.73)):
        d.rect(x, y, x + 0.04, y + 0.04, FLAME)
    d.band(0.82, d.y1 + 0.01, (52, 30, 22))
    # Two pitchforks crossed behind a torch.
    _pitchfork(d, (0.64, 1.06), (0.10, 0.06))
    _pitchfork(d, (0.36, 1.06), (0.90, 0.06))
    d.shape([(0.465, 1.02), (0.445, 0.50), (0.555, 0.50), (0.535, 1.02)], WOOD, 0.018)
    d.hatch([(0.465, 1.02), (0.445, 0.50), (0.48, 0.50), (0.49, 1.02)], _shade(WOOD, 0.4), 0.02, 60, 0.005)
    d.shape([(0.425, 0.54), (0.425, 0.44), (0.575, 0.44), (0.575, 0.54)], (70, 60, 54), 0.016)
    d.line((0.43, 0.49), (0.57, 0.49), STEEL_DARK, 0.01)
    _flame(d, 0.50, 0.45, 0.36, 0.11)


def art_secret_passage(d: ArtPen) -> None:
    stone = (176, 164, 142)
    d.fill_all(stone)
    mortar = _shade(stone, 0.35)
    for row in range(16):
        y = d.y0 + row * 0.085
        d.line((d.x0 - 0.1, y), (d.x1 + 0.1, y), mortar, 0.01)
        x = d.x0 - (0.08 if row % 2 else 0.0)
        while x < d.x1 + 0.1:
            d.line((x, y), (x, y + 0.085), mortar, 0.01)
            x += 0.17
    d.hatch([(d.x0, d.y0), (d.x1, d.y0), (d.x1, d.y1), (d.x0, d.y1)], _shade(stone, 0.12), 0.05, -40, 0.005)
    # The arch: voussoirs around a dark opening.
    cx, spring, r = 0.5, 0.46, 0.27
    outer = [(cx - r - 0.08, 1.02)] + _arc(cx, spring, r + 0.08, r + 0.08, 180, 360, 18) + [(cx + r + 0.08, 1.02)]
    d.shape(outer, (204, 192, 168), 0.02)
    for k in range(9):
        a = math.radians(180 + k * 180 / 8)
        d.line(
            (cx + r * math.cos(a), spring + r * math.sin(a)),
            (cx + (r + 0.08) * math.cos(a), spring + (r + 0.08) * math.sin(a)),
            width=0.012,
        )
    opening = [(cx - r, 1.02)] + _arc(cx, spring, r, r, 180, 360, 18) + [(cx + r, 1.02)]
    d.shape(opening, (24, 18, 14), 0.02)
    # Stairs going down into the dark, lit at the front.
    steps = 6
    for k in range(steps):
        t0 = k / steps
        y_front = 1.02 - t0 * 0.42
        half_front = r * (1.0 - t0 * 0.55)
        tone = _mix((196, 182, 156), (40, 32, 26), t0**0.8)
        tread = [
            (cx - half_front, y_front),
            (cx - half_front, y_front - 0.05),
            (cx + half_front, y_front - 0.05),
            (cx + half_front, y_front),
        ]
        d.polygon(tread, tone)
        d.line((cx - half_front, y_front - 0.05), (cx + half_front, y_front - 0.05), _mix(INK, tone, 0.2), 0.008)
        d.line((cx - half_front, y_front), (cx + half_front, y_front), _mix(INK, tone, 0.1), 0.012)
    # A torch bracket beside the arch.
    d.line((0.12, 0.56), (0.12, 0.42), WOOD, 0.03)
    d.line((0.12, 0.56), (0.12, 0.42), width=0.008)
    d.rect(0.09, 0.53, 0.15, 0.56, STEEL_DARK)
    _flame(d, 0.12, 0.43, 0.15, 0.045)
    d.disc((0.5, spring - r - 0.04), 0.04, (214, 202, 176), 0.014)


def _dagger(d: ArtPen, pommel: Point, tip: Point, width: float) -> None:
    (x0, y0), (x1, y1) = pommel, tip
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux

    def at(t: float, s: float) -> Point:
        return (x0 + ux * length * t + nx * width * s, y0 + uy * length * t + ny * width * s)

    grip = 0.30
    blade = [at(grip, -0.5), at(0.62, -0.42), at(1.0, 0), at(0.62, 0.42), at(grip, 0.5)]
    d.shape(blade, STEEL, 0.016)
    d.polygon([at(grip, 0), at(grip, 0.5), at(0.62, 0.42), at(1.0, 0)], _shade(STEEL, 0.18))
    d.outline(blade, width=0.016)
    d.line(at(grip + 0.03, 0), at(0.86, 0), _shade(STEEL, 0.5), 0.008)
    d.shape([at(0.06, -0.3), at(grip, -0.3), at(grip, 0.3), at(0.06, 0.3)], (88, 56, 36), 0.014)
    for k in range(4):
        t = 0.09 + k * 0.05
        d.line(at(t, -0.3), at(t + 0.035, 0.3), GOLD_DARK, 0.007)
    guard = _bezier(
        at(grip + 0.02, -1.5),
        at(grip - 0.06, -0.9),
        at(grip - 0.02, 0),
        at(grip - 0.06, 0.9),
        at(grip + 0.02, 1.5),
        steps=16,
    )
    d.outline(guard, width=0.04, closed=False)
    d.outline(guard, GOLD, 0.022, closed=False)
    d.disc(at(0.03, 0), width * 0.55, GOLD, 0.014)
    d.circle(at(0.03, 0), width * 0.22, RED)


def art_assassination(d: ArtPen) -> None:
    d.fill_all(NIGHT)
    _stars(d, 7, 18, 0.45)
    moon = (0.60, 0.15)
    d.disc(moon, 0.09, (236, 226, 180), 0.016)
    d.circle((moon[0] - 0.04, moon[1] - 0.025), 0.08, NIGHT)
    # A castle wall along the bottom, a lit window in its tower.
    wall = (70, 66, 84)
    d.band(0.80, d.y1 + 0.01, wall)
    d.rect(-0.4, 0.30, 0.06, 0.82, wall)
    for x in (-0.38, -0.22, -0.06):
        d.rect(x, 0.25, x + 0.1, 0.31, wall)
    for x in (0.10, 0.26, 0.42, 0.58, 0.74, 0.90, 1.06):
        d.rect(x, 0.76, x + 0.09, 0.81, wall)
    d.rect(-0.16, 0.44, -0.09, 0.54, FLAME)
    d.line((d.x0 - 0.02, 0.80), (d.x1 + 0.02, 0.80), (30, 28, 40), 0.012)
    # The hooded assassin, and his eyes.
    cloak = [
        (0.02, 1.1),
        (0.06, 0.62),
        (0.14, 0.46),
        (0.20, 0.30),
        (0.27, 0.20),
        (0.34, 0.30),
        (0.40, 0.46),
        (0.48, 0.62),
        (0.54, 1.1),
    ]
    d.polygon(cloak, (22, 22, 32))
    d.outline(cloak, (88, 92, 120), 0.008)
    d.polygon(_ellipse(0.28, 0.40, 0.065, 0.08), (8, 8, 14))
    for x in (0.255, 0.305):
        d.ellipse(x, 0.39, 0.014, 0.007, (240, 214, 120))
    # The dagger, point down, and drops of blood.
    _dagger(d, (0.88, 0.20), (0.58, 0.90), 0.11)
    d.polygon([(0.63, 0.82), (0.60, 0.86), (0.585, 0.895), (0.615, 0.85)], RED)
    for x, y, r in ((0.56, 0.95, 0.02), (0.53, 1.02, 0.015)):
        drop = [(x, y - r * 2.2)] + _arc(x, y, r, r, -30, 210, 10)
        d.shape(drop, RED, 0.01)


def art_justice(d: ArtPen) -> None:
    field = (48, 64, 104)
    d.fill_all(field)
    y = d.y0 + 0.06
    row = 0
    while y < d.y1:
        x = d.x0 - 0.3 + (0.11 if row % 2 else 0)
        while x < d.x1 + 0.1:
            _fleur(d, x, y, 0.07, _mix(field, GOLD, 0.45))
            x += 0.22
        y += 0.13
        row += 1
    # The sword, upright, holding the beam of the scales.
    _sword(d, (0.5, 0.06), (0.5, 1.02), 0.075, STEEL, GOLD, 2.6)
    beam_y = 0.32
    d.line((0.14, beam_y), (0.86, beam_y), width=0.04)
    d.line((0.14, beam_y), (0.86, beam_y), GOLD, 0.022)
    d.disc((0.5, beam_y), 0.03, GOLD, 0.012)
    for x in (0.18, 0.82):
        pan_y = 0.64
        d.line((x, beam_y), (x - 0.12, pan_y), GOLD, 0.008)
        d.line((x, beam_y), (x + 0.12, pan_y), GOLD, 0.008)
        d.disc((x, beam_y), 0.018, GOLD, 0.01)
        pan = [(x - 0.15, pan_y)] + _arc(x, pan_y, 0.15, 0.07, 180, 0, 12)
        d.shape(pan, GOLD, 0.016)
        d.line((x - 0.15, pan_y), (x + 0.15, pan_y), GOLD_DARK, 0.012)


def art_ambush(d: ArtPen) -> None:
    d.fill_all((204, 214, 178))
    _sky_hatch(d, d.y0 + 0.1, 0.5, (180, 194, 152))
    # Trees behind.
    for x, h in ((-0.22, 0.5), (0.05, 0.62), (0.34, 0.48), (0.66, 0.6), (0.96, 0.52), (1.2, 0.6)):
        d.line((x, 0.74), (x, 0.74 - h * 0.5), (70, 52, 36), 0.035)
        tree = [(x - 0.13, 0.70 - h * 0.3), (x, 0.74 - h), (x + 0.13, 0.70 - h * 0.3)]
        d.polygon(tree, (88, 110, 72))
        d.polygon([(x - 0.16, 0.74 - h * 0.12), (x, 0.74 - h * 0.72), (x + 0.16, 0.74 - h * 0.12)], (88, 110, 72))
    _ground(d, 0.74, (134, 120, 80), (112, 98, 64), 0, 0.05)
    # Arrows flying out towards the road, one already struck into the ground.
    for (x, y), (tx, ty) in (((0.30, 0.30), (0.96, 0.18)), ((0.34, 0.46), (1.05, 0.40))):
        _arrow(d, (x, y), (tx, ty))
    _arrow(d, (0.80, 0.58), (0.86, 0.82), flying=False)
    # The bow, drawn, its arrow nocked, half hidden in the bushes.
    bow = _bezier((0.24, 0.16), (0.46, 0.28), (0.46, 0.66), (0.24, 0.78), steps=20)
    d.line((0.24, 0.16), (0.06, 0.47), width=0.008)
    d.line((0.06, 0.47), (0.24, 0.78), width=0.008)
    d.outline(bow, width=0.055, closed=False)
    d.outline(bow, WOOD, 0.032, closed=False)
    d.line((0.40, 0.43), (0.41, 0.51), (230, 220, 190), 0.03)
    _arrow(d, (0.06, 0.47), (0.70, 0.47))
    _bush(d, 0.14, 0.82, 0.30, LEAF, 3)
    _bush(d, 1.24, 0.86, 0.26, LEAF, 8)
    _bush(d, 0.74, 0.92, 0.28, LEAF_DARK, 5)
    # Eyes peering out of the shadow of the leaves.
    d.polygon(_ellipse(0.115, 0.72, 0.085, 0.04), LEAF_DARK)
    d.polygon(_ellipse(0.115, 0.725, 0.07, 0.028), (24, 34, 20))
    for x in (0.08, 0.15):
        d.ellipse(x, 0.72, 0.022, 0.012, (240, 226, 150))
        d.circle((x + 0.004, 0.72), 0.007, INK)


def _arrow(d: ArtPen, tail: Point, head: Point, flying: bool = True) -> None:
    (x0, y0), (x1, y1) = tail, head
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux
    d.line(tail, head, width=0.022)
    d.line(tail, head, (176, 136, 86), 0.01)
    tip = [(x1 + ux * 0.05, y1 + uy * 0.05), (x1 + nx * 0.025, y1 + ny * 0.025), (x1 - nx * 0.025, y1 - ny * 0.025)]
    if flying:
        d.shape(tip, STEEL, 0.01)
    for s in (-1, 1):
        vane = [
            (x0, y0),
            (x0 + ux * 0.09, y0 + uy * 0.09),
            (x0 + ux * 0.03 + nx * s * 0.035, y0 + uy * 0.03 + ny * s * 0.035),
            (x0 - ux * 0.01 + nx * s * 0.035, y0 - uy * 0.01 + ny * s * 0.035),
        ]
        d.shape(vane, RED, 0.008)


def art_heavy_rain(d: ArtPen) -> None:
    d.fill_all((150, 158, 164))
    _ground(d, 0.80, EARTH_DARK)
    for cx, cy, rx in ((0.2, 0.92, 0.16), (0.7, 0.88, 0.2), (1.15, 0.95, 0.12)):
        d.oval(cx, cy, rx, 0.03, WATER, 0.012)
        d.ellipse(cx - rx * 0.2, cy, rx * 0.4, 0.012, (120, 156, 190), 0.006)
    # Rain: long slanted strokes in rows.
    rng = random.Random(11)
    x = d.x0 - 0.4
    while x < d.x1 + 0.2:
        for _ in range(2):
            y = rng.uniform(0.32, 0.7)
            dx = rng.uniform(-0.02, 0.02)
            d.line((x + dx, y), (x + dx - 0.10, y + 0.22), (56, 86, 126), 0.012)
        x += 0.07
    # The cloud: lumps of grey with ink rims, darker below.
    lumps = [
        (0.18, 0.30, 0.14),
        (0.38, 0.20, 0.19),
        (0.62, 0.22, 0.17),
        (0.82, 0.32, 0.13),
        (0.50, 0.34, 0.16),
        (0.28, 0.38, 0.12),
        (0.72, 0.38, 0.12),
    ]
    for cx, cy, r in lumps:
        d.circle((cx, cy), r + 0.014, INK)
    for cx, cy, r in lumps:
        d.circle((cx, cy), r, CLOUD)
    d.rect(0.16, 0.30, 0.84, 0.46, CLOUD)
    d.line((0.17, 0.46), (0.83, 0.46), width=0.014)
    d.hatch([(0.16, 0.36), (0.84, 0.36), (0.84, 0.46), (0.16, 0.46)], _shade(CLOUD, 0.4), 0.025, 0, 0.007)
    for cx, cy, r in lumps[:4]:
        d.circle((cx - r * 0.2, cy - r * 0.25), r * 0.45, _shade(CLOUD, -0.2))


def art_famine(d: ArtPen) -> None:
    sky = (226, 214, 160)
    d.fill_all(sky)
    sun = (0.78, 0.18)
    d.disc(sun, 0.10, (240, 200, 110), 0.016)
    _sky_hatch(d, 0.3, 0.56, _mix(sky, EARTH, 0.3))
    earth = (184, 146, 96)
    _ground(d, 0.58, earth)
    rng = random.Random(5)
    for _ in range(14):
        x, y = rng.uniform(d.x0, d.x1), rng.uniform(0.62, d.y1 - 0.02)
        pts = [(x, y)]
        for _ in range(3):
            x += rng.uniform(-0.08, 0.08)
            y += rng.uniform(0.01, 0.05)
            pts.append((x, y))
        d.outline(pts, EARTH_DARK, 0.008, closed=False)
    # A withered stalk, its dead ear hanging down.
    straw = (170, 146, 90)
    stalk = _bezier((0.22, 0.82), (0.20, 0.46), (0.28, 0.22), (0.42, 0.26), steps=16)
    for leaf in (
        _bezier((0.215, 0.64), (0.12, 0.56), (0.06, 0.62), (0.03, 0.72), steps=8),
        _bezier((0.22, 0.50), (0.32, 0.46), (0.38, 0.54), (0.39, 0.64), steps=8),
    ):
        d.outline(leaf, width=0.034, closed=False)
        d.outline(leaf, straw, 0.018, closed=False)
    d.outline(stalk, width=0.042, closed=False)
    d.outline(stalk, straw, 0.024, closed=False)
    _ear(d, 0.42, 0.26, 165, 0.18, (188, 164, 104))
    d.outline(_bezier((0.10, 0.84), (0.10, 0.70), (0.14, 0.64), (0.06, 0.58), steps=8), width=0.03, closed=False)
    d.outline(_bezier((0.10, 0.84), (0.10, 0.70), (0.14, 0.64), (0.06, 0.58), steps=8), straw, 0.016, closed=False)
    # The empty bowl and its spoon.
    bowl = [(0.38, 0.74)] + _arc(0.62, 0.74, 0.24, 0.16, 180, 0, 16)
    d.ellipse(0.62, 0.92, 0.26, 0.035, _shade(earth, 0.3))
    d.shape(bowl, WOOD, 0.02)
    d.hatch(bowl, _shade(WOOD, 0.35), 0.03, 80, 0.006)
    d.oval(0.62, 0.74, 0.24, 0.05, (112, 74, 42), 0.02)
    d.ellipse(0.62, 0.755, 0.19, 0.032, (92, 60, 34))
    d.line((0.52, 0.70), (0.86, 0.58), width=0.028)
    d.line((0.52, 0.70), (0.86, 0.58), (214, 190, 150), 0.014)
    d.oval(0.88, 0.57, 0.04, 0.025, (214, 190, 150), 0.012)


def art_plague(d: ArtPen) -> None:
    wall = (186, 184, 150)
    d.fill_all(wall)
    d.hatch([(d.x0, d.y0), (d.x1, d.y0), (d.x1, d.y1), (d.x0, d.y1)], _shade(wall, 0.15), 0.04, 70, 0.006)
    # The black cross painted on a plank door.
    door = [(0.22, 0.84), (0.22, 0.22)] + _arc(0.5, 0.22, 0.28, 0.16, 180, 360, 14) + [(0.78, 0.84)]
    d.shape(door, (150, 128, 96), 0.02)
    for x in (0.36, 0.5, 0.64):
        d.line((x, 0.12 if x == 0.5 else 0.1), (x, 0.84), _shade((150, 128, 96), 0.45), 0.008)
    d.polygon(
        [
            (0.45, 0.10),
            (0.55, 0.10),
            (0.55, 0.28),
            (0.72, 0.28),
            (0.72, 0.38),
            (0.55, 0.38),
            (0.55, 0.76),
            (0.45, 0.76),
            (0.45, 0.38),
            (0.28, 0.38),
            (0.28, 0.28),
            (0.45, 0.28),
        ],
        (26, 20, 18),
    )
    for x, y in ((0.47, 0.78), (0.53, 0.80), (0.30, 0.40), (0.70, 0.41)):
        d.line((x, y - 0.03), (x, y + 0.02), (26, 20, 18), 0.012)
    _ground(d, 0.84, (120, 110, 84), (92, 84, 64), 0, 0.04)
    # The rat, facing left, its tail curling behind.
    fur = (104, 94, 86)
    tail = _bezier((0.74, 0.88), (0.96, 0.90), (1.10, 0.80), (1.04, 0.66), steps=16)
    d.outline(tail, width=0.03, closed=False)
    d.outline(tail, (196, 150, 140), 0.014, closed=False)
    body = _bezier((0.26, 0.86), (0.30, 0.70), (0.50, 0.64), (0.66, 0.70), steps=10)
    body += _bezier((0.66, 0.70), (0.80, 0.76), (0.80, 0.92), (0.66, 0.93), steps=10)
    body += [(0.40, 0.93), (0.26, 0.86)]
    snout = [(0.34, 0.78), (0.22, 0.84), (0.12, 0.88), (0.24, 0.92), (0.38, 0.92)]
    d.shape(body, fur, 0.02)
    d.hatch(body, _shade(fur, 0.4), 0.022, 40, 0.006)
    d.shape(snout, fur, 0.018)
    d.circle((0.12, 0.88), 0.014, INK)
    d.oval(0.31, 0.76, 0.04, 0.05, (196, 150, 140), 0.014)
    d.circle((0.23, 0.85), 0.013, (236, 210, 120))
    d.circle((0.23, 0.85), 0.006, INK)
    for dy in (-0.02, 0.01, 0.035):
        d.line((0.14, 0.88), (0.04, 0.86 + dy), width=0.005)
    for x in (0.38, 0.62):
        d.line((x, 0.92), (x - 0.03, 0.95), width=0.014)


def _tassel(d: ArtPen, x: float, y: float, s: float, color: Color) -> None:
    """A tassel hanging from a knot at (x, y)."""
    skirt = [(x - s * 0.25, y + s * 0.15), (x - s * 0.5, y + s), (x + s * 0.5, y + s), (x + s * 0.25, y + s * 0.15)]
    d.shape(skirt, color, 0.01)
    for k in (-0.25, 0.0, 0.25):
        d.line((x + k * s * 0.8, y + s * 0.35), (x + k * s * 1.4, y + s * 0.95), _shade(color, 0.5), 0.005)
    d.disc((x, y + s * 0.08), s * 0.2, color, 0.01)


def art_cardinal(d: ArtPen) -> None:
    ground = (198, 164, 96)
    d.fill_all(ground)
    _diaper(d, _shade(ground, 0.25), 0.14, _shade(ground, 0.45))
    red = (180, 34, 30)
    cx, brim_y = 0.5, 0.30
    # Cords knotted into a net of tassels on each side, in rows of 1, 2, 3 and 4.
    rows, dy, dx, s = 4, 0.15, 0.082, 0.075
    for sign in (-1, 1):
        apex = (cx + sign * 0.30, brim_y + 0.05)
        centre = cx + sign * 0.30
        knots = [[(centre + (i - r / 2) * dx, 0.46 + r * dy) for i in range(r + 1)] for r in range(rows)]
        d.line(apex, knots[0][0], width=0.016)
        d.line(apex, knots[0][0], red, 0.008)
        for r in range(rows - 1):
            for i, k in enumerate(knots[r]):
                for nxt in (knots[r + 1][i], knots[r + 1][i + 1]):
                    d.line(k, nxt, width=0.014)
                    d.line(k, nxt, red, 0.007)
        for r in range(rows):
            for x, y in knots[r]:
                _tassel(d, x, y - 0.005, s if r == rows - 1 else s * 0.62, red)
    # The galero: a wide flat brim and a low round crown.
    d.oval(cx, brim_y, 0.44, 0.10, red, 0.022)
    d.ellipse(cx, brim_y - 0.012, 0.36, 0.065, _shade(red, 0.18))
    crown = (
        [(cx - 0.20, brim_y - 0.02)] + _arc(cx, brim_y - 0.03, 0.20, 0.19, 180, 360, 16) + [(cx + 0.20, brim_y - 0.02)]
    )
    d.shape(crown, red, 0.022)
    d.hatch(crown, _shade(red, 0.35), 0.025, 60, 0.006)
    d.line((cx - 0.20, brim_y - 0.035), (cx + 0.20, brim_y - 0.035), _shade(red, 0.5), 0.024)
    d.outline(_arc(cx, brim_y, 0.44, 0.10, 20, 160, 14), _shade(red, -0.35), 0.008, closed=False)


def art_darc(d: ArtPen) -> None:
    d.fill_all((168, 190, 204))
    _sky_hatch(d, d.y0 + 0.1, 0.7, (146, 170, 186))
    _ground(d, 0.82, FIELD, FIELD_DARK, -10, 0.04)
    # The standard on its lance, a swallow-tailed white banner with fleurs-de-lis.
    d.line((0.22, 1.05), (0.32, 0.02), width=0.04)
    d.line((0.22, 1.05), (0.32, 0.02), WOOD, 0.022)
    d.shape([(0.32, -0.04), (0.345, 0.03), (0.31, 0.04)], STEEL, 0.01)
    top = _bezier((0.315, 0.07), (0.50, 0.00), (0.68, 0.14), (0.96, 0.06), steps=14)
    bottom = _bezier((0.96, 0.40), (0.70, 0.48), (0.50, 0.36), (0.29, 0.43), steps=14)
    banner = top + [(0.84, 0.23)] + bottom
    d.shape(banner, WHITE, 0.02)
    d.hatch(banner, (214, 210, 196), 0.03, 80, 0.005)
    for x, y in ((0.44, 0.18), (0.62, 0.22), (0.46, 0.34), (0.78, 0.16)):
        _fleur(d, x, y, 0.10, GOLD)
    # The sword, upright before it.
    _sword(d, (0.68, 0.34), (0.68, 1.10), 0.085, STEEL, GOLD, 2.8)


def _generic_wheel(d: ArtPen) -> None:
    d.fill_all(SKY_WARM)
    _sky_hatch(d, d.y0, 0.8, _mix(SKY_WARM, WHEAT_DARK, 0.3))
    _ground(d, 0.86, FIELD, FIELD_DARK, 0, 0.04)
    d.line((0.5, 0.5), (0.36, 0.9), width=0.05)
    d.line((0.5, 0.5), (0.64, 0.9), width=0.05)
    _wheel(d, 0.5, 0.48, 0.32)


def _generic_hourglass(d: ArtPen) -> None:
    d.fill_all((214, 202, 222))
    _diaper(d, (190, 176, 204), 0.14)
    glass = [
        (0.30, 0.16),
        (0.70, 0.16),
        (0.68, 0.26),
        (0.54, 0.48),
        (0.54, 0.52),
        (0.68, 0.74),
        (0.70, 0.84),
        (0.30, 0.84),
        (0.32, 0.74),
        (0.46, 0.52),
        (0.46, 0.48),
        (0.32, 0.26),
    ]
    d.shape(glass, WHITE, 0.022)
    d.polygon([(0.36, 0.78), (0.64, 0.78), (0.5, 0.62)], WHEAT)
    d.polygon([(0.40, 0.30), (0.60, 0.30), (0.5, 0.44)], WHEAT)
    d.line((0.5, 0.46), (0.5, 0.72), WHEAT_DARK, 0.008)
    d.box(0.22, 0.08, 0.78, 0.16, WOOD, 0.02)
    d.box(0.22, 0.84, 0.78, 0.92, WOOD, 0.02)
    for x in (0.26, 0.74):
        d.line((x, 0.16), (x, 0.84), width=0.03)
        d.line((x, 0.16), (x, 0.84), WOOD, 0.016)


def _generic_comet(d: ArtPen) -> None:
    d.fill_all(NIGHT)
    _stars(d, 3, 22, 0.8)
    # A comet, the omen of evil days, over a sleeping town.
    head = (0.32, 0.44)
    for k, color in enumerate(((150, 70, 44), (206, 110, 52), FLAME, (250, 226, 150))):
        spread = 0.10 - k * 0.025
        strand = _bezier(
            (head[0], head[1] - spread), (0.55, 0.30 - spread), (0.80, 0.10 - spread * 0.5), (1.15, -0.02), steps=14
        )
        strand += _bezier(
            (1.15, 0.02), (0.84, 0.16 + spread * 0.5), (0.58, 0.34 + spread), (head[0], head[1] + spread), steps=14
        )
        d.polygon(strand, color)
    d.disc(head, 0.07, (252, 236, 170), 0.016)
    roofs = (30, 26, 34)
    town = (
        (-0.3, 0.2, 0.12),
        (-0.05, 0.16, 0.18),
        (0.14, 0.22, 0.1),
        (0.40, 0.18, 0.16),
        (0.62, 0.2, 0.11),
        (0.86, 0.22, 0.15),
        (1.1, 0.2, 0.1),
    )
    for x, w, h in town:
        _house(d, x, 0.90, w, h, roofs)
    d.band(0.90, d.y1 + 0.01, roofs)


def _generic_seal(d: ArtPen) -> None:
    d.fill_all((214, 204, 184))
    _diaper(d, (196, 184, 160), 0.14)
    d.box(0.16, 0.22, 0.84, 0.78, PAPER, 0.01)
    d.hatch([(0.16, 0.22), (0.84, 0.22), (0.84, 0.78), (0.16, 0.78)], (226, 214, 186), 0.03, 30, 0.005)
    d.outline([(0.16, 0.22), (0.5, 0.52), (0.84, 0.22)], closed=False, width=0.02)
    d.outline([(0.16, 0.78), (0.42, 0.48)], closed=False, width=0.014)
    d.outline([(0.84, 0.78), (0.58, 0.48)], closed=False, width=0.014)
    d.disc((0.5, 0.52), 0.1, RED, 0.018)
    _fleur(d, 0.5, 0.52, 0.12, _shade(RED, 0.45))


# Portraits --------------------------------------------------------------------------
PORTRAIT_GROUNDS: tuple[Color, ...] = (
    (52, 70, 112),
    (112, 38, 32),
    (58, 88, 58),
    (150, 116, 50),
    (84, 60, 96),
    (60, 92, 98),
)
ROBES: tuple[Color, ...] = (
    (150, 36, 26),
    (44, 66, 120),
    (48, 96, 58),
    (96, 58, 110),
    (168, 120, 40),
    (80, 70, 62),
    (30, 30, 36),
)
HAIRS: tuple[Color, ...] = ((70, 46, 28), (34, 26, 22), (150, 70, 34), (206, 166, 88), (150, 140, 128))
MALE_HATS = ("chaperon", "coronet", "cap", "coif", "bare")
FEMALE_HATS = ("hennin", "wimple", "circlet", "hood", "horned")
BEARDS = ("none", "short", "full")
COLLARS = ("ermine", "chain", "plain")
SKINS: tuple[Color, ...] = ((238, 206, 176), (230, 192, 156), (214, 170, 132))


@dataclass(frozen=True)
class Portrait:
    """The looks of a lord or lady, drawn from a hash of the card id."""

    female: bool
    ground: Color
    robe: Color
    hair: Color
    hat: str
    beard: str
    collar: str
    hat_color: Color
    skin: Color = (238, 206, 176)
    face: float = 0.125  # half the width of the face
    long_hair: bool = False


#: Mixed into the hash of a lord's id; chosen so that the 18 lords of the base game
#: differ in headgear, ground and robe from one another.
PORTRAIT_SALT = "portrait-9422"


def portrait_for(card_id: str, female: bool, salt: str = PORTRAIT_SALT) -> Portrait:
    """The looks of the lord or lady ``card_id``: always the same for the same id."""
    rng = random.Random(_stable_hash(salt + card_id))
    ground = rng.choice(PORTRAIT_GROUNDS)
    robe = rng.choice([r for r in ROBES if r != ground])
    hair = rng.choice(HAIRS)
    hat = rng.choice(FEMALE_HATS if female else MALE_HATS)
    beard = "none" if female else rng.choice(BEARDS)
    collar = rng.choice(COLLARS)
    hat_color = rng.choice([r for r in ROBES if r not in (robe, ground)])
    skin = rng.choice(SKINS)
    face = rng.choice((0.118, 0.125, 0.132))
    long_hair = not female and rng.random() < 0.4
    return Portrait(female, ground, robe, hair, hat, beard, collar, hat_color, skin, face, long_hair)


def _features(d: ArtPen, hx: float, spread: float) -> None:
    """Brows, eyes, nose and mouth of a face centred on ``hx``."""
    for sx in (-1, 1):
        ex = hx + sx * spread
        d.outline([(ex - spread / 2, 0.395), (ex, 0.388), (ex + spread / 2, 0.395)], width=0.008, closed=False)
        d.circle((ex, 0.415), 0.011, INK)
    d.outline([(hx, 0.41), (hx - 0.01, 0.468), (hx + 0.005, 0.473)], width=0.008, closed=False)
    d.line((hx - 0.024, 0.512), (hx + 0.024, 0.512), (150, 70, 60), 0.01)


def art_portrait(d: ArtPen, look: Portrait) -> None:
    """A lord or lady, head and shoulders before a niche."""
    d.fill_all(look.ground)
    _diaper(d, _shade(look.ground, 0.28), 0.16, _shade(look.ground, -0.3))
    # A niche: a lighter arch behind the head.
    niche = [(0.14, d.y1 + 0.1), (0.14, 0.40)] + _arc(0.5, 0.40, 0.36, 0.36, 180, 360, 18) + [(0.86, d.y1 + 0.1)]
    d.shape(niche, _shade(look.ground, -0.25), 0.016)
    hx, hy, hrx, hry = 0.5, 0.42, look.face, 0.16
    flesh = look.skin
    hair, hat = look.hair, look.hat
    # Behind the head: long hair, veils, the back of hoods.
    if look.female:
        if hat in ("circlet", "horned"):
            d.shape(_mirror([(0.34, 0.80), (0.33, 0.46), (0.36, 0.30), (0.44, 0.24), (0.5, 0.235)]), hair, 0.018)
        if hat == "hennin":
            veil = [(0.56, 0.28), (0.80, -0.04), (0.86, 0.02), (0.80, 0.40), (0.76, 0.76), (0.62, 0.66)]
            d.shape(veil, WHITE, 0.016)
            d.hatch(veil, (210, 206, 196), 0.025, 75, 0.005)
        if hat == "wimple":
            d.shape(
                _mirror([(0.30, 0.80), (0.32, 0.44), (0.36, 0.28), (0.44, 0.22), (0.5, 0.21)]),
                _shade(look.hat_color, 0.1),
                0.018,
            )
        if hat == "hood":
            d.shape(_mirror([(0.32, 0.74), (0.33, 0.42), (0.36, 0.28), (0.44, 0.22), (0.5, 0.21)]), (30, 26, 26), 0.018)
    elif hat == "coif":
        d.shape(_mirror([(0.30, 0.72), (0.33, 0.40), (0.37, 0.26), (0.44, 0.21), (0.5, 0.20)]), STEEL_DARK, 0.018)
    elif look.long_hair and hat in ("bare", "coronet", "cap", "chaperon"):
        d.shape(_mirror([(0.345, 0.64), (0.34, 0.42), (0.37, 0.30), (0.44, 0.25), (0.5, 0.24)]), hair, 0.018)
    if not look.female and hat == "chaperon":
        tail = _bezier((0.62, 0.26), (0.80, 0.30), (0.84, 0.52), (0.78, 0.76), steps=10)
        d.outline(tail, width=0.07, closed=False)
        d.outline(tail, look.hat_color, 0.05, closed=False)
    # Shoulders and robe.
    robe = look.robe
    body = [
        (0.04, d.y1 + 0.1),
        (0.06, 0.84),
        (0.14, 0.72),
        (0.30, 0.64),
        (0.42, 0.62),
        (0.58, 0.62),
        (0.70, 0.64),
        (0.86, 0.72),
        (0.94, 0.84),
        (0.96, d.y1 + 0.1),
    ]
    d.shape(body, robe, 0.022)
    d.hatch(
        [(0.04, d.y1 + 0.1), (0.06, 0.84), (0.14, 0.72), (0.26, 0.66), (0.30, d.y1 + 0.1)],
        _shade(robe, 0.4),
        0.022,
        60,
        0.006,
    )
    d.hatch(
        [(0.70, d.y1 + 0.1), (0.74, 0.66), (0.86, 0.72), (0.94, 0.84), (0.96, d.y1 + 0.1)],
        _shade(robe, 0.4),
        0.022,
        120,
        0.006,
    )
    # Neck and neckline.
    d.shape([(0.45, 0.54), (0.45, 0.66), (0.5, 0.70), (0.55, 0.66), (0.55, 0.54)], flesh, 0.016)
    if look.female:
        neckline = _arc(0.5, 0.63, 0.13, 0.09, 0, 180, 12)
        d.shape(neckline, flesh, 0.016)
        d.polygon([(0.40, 0.60), (0.60, 0.60), (0.62, 0.63), (0.38, 0.63)], flesh)
    # Collar.
    if look.collar == "ermine":
        collar = _mirror([(0.18, 0.74), (0.30, 0.66), (0.40, 0.66), (0.46, 0.76), (0.5, 0.80)])
        d.shape(collar, WHITE, 0.018)
        for x, y in ((0.26, 0.71), (0.36, 0.70), (0.64, 0.70), (0.74, 0.71), (0.44, 0.75), (0.56, 0.75)):
            d.polygon([(x, y - 0.018), (x + 0.008, y + 0.012), (x - 0.008, y + 0.012)], INK)
    elif look.collar == "chain":
        pts = _arc(0.5, 0.66, 0.20, 0.13, 10, 170, 12)
        for x, y in pts:
            d.disc((x, y), 0.017, GOLD, 0.008)
        d.disc((0.5, 0.80), 0.035, GOLD, 0.012)
        d.circle((0.5, 0.80), 0.014, RED)
    else:
        d.outline(_arc(0.5, 0.63, 0.10, 0.07, 0, 180, 10), WHITE, 0.03, closed=False)
    # The face.
    d.oval(hx, hy, hrx, hry, flesh, 0.02)
    # Hair framing the face (under any hat).
    if hat in ("bare", "coronet", "cap", "chaperon") and not look.female:
        fringe = (
            [(0.36, 0.50), (0.365, 0.36)]
            + _arc(hx, 0.38, 0.14, 0.14, 200, 340, 12)
            + [(0.635, 0.36), (0.64, 0.50), (0.60, 0.42), (0.58, 0.34), (0.42, 0.34), (0.40, 0.42)]
        )
        d.shape(fringe, hair, 0.016)
    if look.female and hat in ("circlet", "horned"):
        d.shape(
            _mirror(
                [
                    (0.37, 0.46),
                    (0.375, 0.36),
                    (0.41, 0.29),
                    (0.46, 0.265),
                    (0.5, 0.26),
                ]
            )
            + [(0.5, 0.30)],
            hair,
            0.014,
        )
        d.polygon(_mirror([(0.40, 0.44), (0.41, 0.36), (0.45, 0.31), (0.5, 0.30)]), flesh)
    _features(d, hx, 0.048)
    d.circle((hx - 0.075, 0.47), 0.018, (232, 176, 160))
    d.circle((hx + 0.075, 0.47), 0.018, (232, 176, 160))
    # Beards.
    if look.beard != "none":
        low = 0.60 if look.beard == "short" else 0.66
        beard = [
            (0.38, 0.44),
            (0.40, 0.52),
            (0.44, low - 0.02),
            (0.5, low),
            (0.56, low - 0.02),
            (0.60, 0.52),
            (0.62, 0.44),
            (0.60, 0.48),
            (0.56, 0.53),
            (0.5, 0.535),
            (0.44, 0.53),
            (0.40, 0.48),
        ]
        d.shape(beard, hair, 0.014)
        d.shape([(0.45, 0.50), (0.5, 0.49), (0.55, 0.50), (0.56, 0.515), (0.5, 0.505), (0.44, 0.515)], hair, 0.008)
    # Headgear.
    hc = look.hat_color
    if hat == "coronet":
        band = [(0.37, 0.33), (0.63, 0.33), (0.63, 0.27), (0.37, 0.27)]
        d.shape(band, GOLD, 0.014)
        for x in (0.38, 0.44, 0.5, 0.56, 0.62):
            d.shape([(x - 0.025, 0.275), (x, 0.20), (x + 0.025, 0.275)], GOLD, 0.012)
            d.disc((x, 0.195), 0.012, GOLD, 0.008)
        d.circle((0.5, 0.30), 0.014, RED)
    elif hat == "cap":
        cap = _ellipse(0.48, 0.27, 0.20, 0.07, -8)
        d.shape(cap, hc, 0.018)
        d.shape([(0.36, 0.31), (0.64, 0.29), (0.62, 0.33), (0.38, 0.35)], _shade(hc, 0.3), 0.014)
        feather = _bezier((0.60, 0.26), (0.72, 0.18), (0.80, 0.08), (0.74, 0.02), steps=10)
        d.outline(feather, width=0.04, closed=False)
        d.outline(feather, WHITE, 0.025, closed=False)
    elif hat == "chaperon":
        roll = _ellipse(0.5, 0.29, 0.19, 0.065)
        d.shape([(0.40, 0.26), (0.44, 0.10), (0.56, 0.14), (0.62, 0.08), (0.60, 0.26)], hc, 0.016)
        d.shape(roll, _shade(hc, 0.15), 0.018)
        for k in range(5):
            x = 0.34 + k * 0.08
            d.line((x, 0.25), (x + 0.03, 0.34), _shade(hc, 0.55), 0.008)
    elif hat == "coif":
        opening = _ellipse(hx, hy + 0.01, hrx + 0.005, hry + 0.005)
        ring = _mirror([(0.30, 0.72), (0.33, 0.40), (0.37, 0.26), (0.44, 0.21), (0.5, 0.20)])
        d.hatch(ring, _shade(STEEL_DARK, 0.4), 0.018, 45, 0.005)
        d.hatch(ring, _shade(STEEL_DARK, 0.4), 0.018, 135, 0.005)
        d.outline(opening, width=0.016)
        d.oval(hx, hy + 0.02, hrx - 0.01, hry - 0.02, flesh, 0.014)
        _features(d, hx, 0.048)
        if look.beard != "none":
            d.shape(
                [(0.44, 0.53), (0.5, 0.56 if look.beard == "short" else 0.58), (0.56, 0.53), (0.5, 0.545)],
                look.hair,
                0.008,
            )
        d.line((0.37, 0.31), (0.63, 0.31), _shade(STEEL, 0.1), 0.03)
        d.line((0.37, 0.31), (0.63, 0.31), width=0.006)
    elif hat == "hennin":
        cone = [(0.39, 0.30), (0.80, -0.06), (0.63, 0.31)]
        d.shape(cone, hc, 0.018)
        d.hatch(cone, _shade(hc, 0.35), 0.025, 20, 0.006)
        d.shape([(0.37, 0.30), (0.63, 0.30), (0.63, 0.34), (0.37, 0.34)], GOLD, 0.012)
    elif hat == "wimple":
        # White linen under the chin and round the face, a coloured veil above.
        d.shape(_mirror([(0.38, 0.56), (0.40, 0.60), (0.45, 0.62), (0.5, 0.625)]) + [(0.5, 0.56)], WHITE, 0.014)
        frame = _mirror([(0.36, 0.52), (0.355, 0.38), (0.38, 0.29), (0.44, 0.25), (0.5, 0.245)])
        inner = _ellipse(hx, hy + 0.01, hrx - 0.02, hry - 0.03)
        d.shape(frame, WHITE, 0.016)
        d.oval(hx, hy + 0.01, hrx - 0.02, hry - 0.03, flesh, 0.012)
        d.outline(inner, width=0.01)
        _features(d, hx, 0.045)
        d.line((0.36, 0.30), (0.64, 0.30), _shade(hc, 0.1), 0.03)
    elif hat == "circlet":
        d.line((0.375, 0.33), (0.625, 0.33), width=0.024)
        d.line((0.375, 0.33), (0.625, 0.33), GOLD, 0.014)
        d.disc((0.5, 0.33), 0.02, RED, 0.008)
        for sx in (-1, 1):
            d.oval(0.5 + sx * 0.145, 0.44, 0.045, 0.07, hair, 0.014)
            d.outline(_arc(0.5 + sx * 0.145, 0.44, 0.025, 0.045, 0, 360, 10), _shade(hair, 0.4), 0.006, closed=False)
    elif hat == "hood":
        outer = (
            [(hx - hrx - 0.035, 0.50)] + _arc(hx, 0.40, hrx + 0.035, 0.18, 180, 360, 16) + [(hx + hrx + 0.035, 0.50)]
        )
        inner = (
            [(hx + hrx - 0.005, 0.50)] + _arc(hx, 0.41, hrx - 0.005, 0.125, 360, 180, 16) + [(hx - hrx + 0.005, 0.50)]
        )
        band = outer + inner
        d.shape(band, hc, 0.016)
        edge = _arc(hx, 0.41, hrx - 0.005, 0.125, 180, 360, 16)
        d.outline(edge, GOLD, 0.018, closed=False)
        for x, y in edge[1:-1:2]:
            d.circle((x, y), 0.009, WHITE)
    elif hat == "horned":
        for sx in (-1, 1):
            lobe = _ellipse(0.5 + sx * 0.14, 0.30, 0.09, 0.065, sx * 20)
            d.shape(lobe, GOLD, 0.016)
            d.hatch(lobe, GOLD_DARK, 0.02, 45, 0.006)
            d.hatch(lobe, GOLD_DARK, 0.02, 135, 0.006)
        d.shape(_mirror([(0.36, 0.27), (0.44, 0.22), (0.5, 0.21)]) + [(0.5, 0.28)], hc, 0.014)
        d.line((0.40, 0.30), (0.60, 0.30), GOLD, 0.014)


#: Illustrations by the card's effect (a Lord-deck card's kind), whatever its id.
ILLUSTRATIONS: dict[str, Callable[[ArtPen], None]] = {
    "bountiful-harvest": art_bountiful_harvest,
    "good-weather": art_good_weather,
    "taxes": art_taxes,
    "uprising": art_uprising,
    "secret-passage": art_secret_passage,
    "assassination": art_assassination,
    "justice": art_justice,
    "ambush": art_ambush,
    "heavy-rain": art_heavy_rain,
    "famine": art_famine,
    "plague": art_plague,
    "cardinal": art_cardinal,
    "darc": art_darc,
}

#: Illustrations for cards the drawing code has no picture of, by kind.
GENERIC: dict[str, Callable[[ArtPen], None]] = {
    "fortune": _generic_wheel,
    "opportunity": _generic_hourglass,
    "disaster": _generic_comet,
    "cardinal": art_cardinal,
    "darc": art_darc,
    "unknown": _generic_seal,
}


def illustration_for(info: CardInfo) -> Callable[[ArtPen], None]:
    """The drawing of a card's illustration."""
    if info.kind == "lord":
        look = portrait_for(info.id, info.gender == "female")
        return lambda d: art_portrait(d, look)
    draw = ILLUSTRATIONS.get(info.effect)
    if draw is not None:
        return draw
    if info.kind == "fortune":
        return GENERIC["opportunity" if info.timing == "opportunity" else "fortune"]
    return GENERIC.get(info.kind, GENERIC["unknown"])


def render_art(draw: Callable[[ArtPen], None], size: tuple[int, int]) -> pygame.Surface:
    """An illustration at ``size`` pixels, drawn supersampled and scaled down."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    ss = 4 if w * h <= 60_000 else 3
    big = pygame.Surface((w * ss, h * ss))
    big.fill(PAPER)
    draw(ArtPen(big))
    return pygame.transform.smoothscale(big, (w, h))


# --------------------------------------------------------------------------- chrome
def _round_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A white shape with antialiased rounded corners, for BLEND_RGBA_MULT."""
    w, h = size
    ss = 4
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((255, 255, 255, 0))
    pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * ss)
    return pygame.transform.smoothscale(big, (w, h))


def _ornament(kind: str, size: int, color: Color) -> pygame.Surface:
    """A small corner ornament, supersampled."""
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    big.fill((*color, 0))
    d = Pen(big, INK, mono=False)
    d.line_width = 0.12
    if kind == "diamond":
        d.shape([(0.5, 0.02), (0.98, 0.5), (0.5, 0.98), (0.02, 0.5)], color)
        d.circle((0.5, 0.5), 0.12, INK)
    elif kind == "rosette":
        for k in range(4):
            a = math.radians(45 + 90 * k)
            d.circle((0.5 + 0.24 * math.cos(a), 0.5 + 0.24 * math.sin(a)), 0.25, INK)
        for k in range(4):
            a = math.radians(45 + 90 * k)
            d.circle((0.5 + 0.24 * math.cos(a), 0.5 + 0.24 * math.sin(a)), 0.19, color)
        d.circle((0.5, 0.5), 0.13, INK)
    elif kind == "star":
        pts = []
        for k in range(10):
            a = math.radians(-90 + 36 * k)
            r = 0.48 if k % 2 == 0 else 0.2
            pts.append((0.5 + r * math.cos(a), 0.52 + r * math.sin(a)))
        d.shape(pts, color)
    elif kind == "cross":
        arm = 0.17
        d.shape(
            [
                (0.5 - arm, 0.04),
                (0.5 + arm, 0.04),
                (0.5 + arm * 0.6, 0.5 - arm * 0.6),
                (0.96, 0.5 - arm),
                (0.96, 0.5 + arm),
                (0.5 + arm * 0.6, 0.5 + arm * 0.6),
                (0.5 + arm, 0.96),
                (0.5 - arm, 0.96),
                (0.5 - arm * 0.6, 0.5 + arm * 0.6),
                (0.04, 0.5 + arm),
                (0.04, 0.5 - arm),
                (0.5 - arm * 0.6, 0.5 - arm * 0.6),
            ],
            color,
        )
    else:
        d.disc((0.5, 0.5), 0.36, color)
    return pygame.transform.smoothscale(big, (size, size))


_PAPER_BASE = (360, 504)
_papers: dict[tuple[int, Color], pygame.Surface] = {}


def _paper(theme: Theme, size: tuple[int, int], tone: Color) -> pygame.Surface:
    """Parchment of ``tone`` at ``size``: cut from one sheet per tone made once, so
    cards of every width share it and leave the theme's texture cache alone."""
    key = (getattr(theme, "_seed", 0), tone)
    base = _papers.get(key)
    if base is None:
        base = theme.parchment(_PAPER_BASE, tone).copy()
        _papers[key] = base
    w, h = max(1, size[0]), max(1, size[1])
    if w <= base.get_width() and h <= base.get_height():
        out = pygame.Surface((w, h))
        out.blit(base, (0, 0), pygame.Rect(0, 0, w, h))
        return out
    return pygame.transform.smoothscale(base, (w, h))


def _texture(theme: Theme, size: tuple[int, int], color: Color) -> pygame.Surface:
    """A flat colour mottled like leather or painted wood."""
    surf = pygame.Surface(size)
    surf.fill(color)
    surf.blit(_paper(theme, size, (255, 255, 255)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


def _card_shell(
    theme: Theme, width: int, frame: Color, trim: Color, tone: Color | None, ornament: str
) -> tuple[pygame.Surface, pygame.Rect]:
    """The frame of a card: rounded, coloured border band with a fine trim line and
    corner ornaments, and a parchment panel inside (``tone`` None: no panel). Returns
    the surface and the panel's rectangle."""
    w, h = width, round(width * CARD_RATIO)
    radius = max(3, round(w * 0.065))
    band = max(3, round(w * 0.05))
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    card.blit(_texture(theme, (w, h), frame), (0, 0))
    # A darker rim round the edge and a fine trim line inside the band.
    pygame.draw.rect(card, _shade(frame, 0.45), card.get_rect(), max(1, round(w / 120)), border_radius=radius)
    panel = card.get_rect().inflate(-2 * band, -2 * band)
    if tone is not None:
        sheet = pygame.Surface(panel.size, pygame.SRCALPHA)
        sheet.blit(_paper(theme, panel.size, tone), (0, 0))
        inner_r = max(2, radius - band // 2)
        sheet.blit(_round_mask(panel.size, inner_r), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        trim_rect = panel.inflate(max(2, band // 2), max(2, band // 2))
        pygame.draw.rect(card, trim, trim_rect, max(1, round(w / 150)), border_radius=inner_r + band // 4)
        card.blit(sheet, panel.topleft)
        pygame.draw.rect(card, _shade(frame, 0.35), panel, 1, border_radius=inner_r)
    # Corner ornaments on the band.
    size = max(5, round(band * 1.5)) if band >= 4 else 0
    if size:
        orn = _ornament(ornament, size, trim)
        off = band // 2
        for cx, cy in ((off, off), (w - off, off), (off, h - off), (w - off, h - off)):
            inward = ((1 if cx < w / 2 else -1) * band * 0.25, (1 if cy < h / 2 else -1) * band * 0.25)
            card.blit(orn, orn.get_rect(center=(cx + inward[0], cy + inward[1])))
    card.blit(_round_mask((w, h), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return card, panel


def _shrunk(surf: pygame.Surface, width: int) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (width, max(1, round(width * CARD_RATIO))))


def _finish(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


# --------------------------------------------------------------------------- text
def _fit_line(theme: Theme, text: str, role: str, width: int, px: int, min_px: int) -> int:
    while px > min_px and theme.text_size(text, role, px)[0] > width:
        px -= 1
    return px


def _text_block(
    theme: Theme, text: str, width: int, height: int, px_max: int, px_min: int
) -> tuple[int, list[str], int] | None:
    """The largest font size (and its lines and leading) at which ``text`` fits the box."""
    for px in range(px_max, px_min - 1, -1):
        lines = theme.wrap(text, "body", width, px)
        leading = max(px + 1, round(px * 1.13))
        if len(lines) * leading <= height and all(theme.text_size(line, "body", px)[0] <= width for line in lines):
            return px, lines, leading
    return None


def _kind_label(info: CardInfo) -> str:
    if info.kind == "lord":
        female = info.gender == "female"
        return i18n.text(m("fief.ui.card_faces.lady") if female else m("fief.ui.card_faces.lord"), info.lang)
    label = style_for(info).label
    return i18n.text(m(label), info.lang) if label else ""


# --------------------------------------------------------------------------- faces
def _render_face(theme: Theme, info: CardInfo, width: int) -> pygame.Surface:
    if width < MIN_DRAWN:
        # Too small to lay out: a face without text, drawn larger and scaled down.
        return _finish(_shrunk(_render_face(theme, info, MIN_DRAWN), width))
    c = theme.colors
    style = style_for(info)
    card, panel = _card_shell(theme, width, style.frame, style.trim, style.tone, style.ornament)
    w, h = card.get_size()
    pad = max(2, round(w * 0.035))
    art_w = panel.width - 2 * pad
    # Words are set at the readable size at least (Theme.readable_px); what cannot be,
    # the face leaves out: the card shown large (or its tooltip) gives it.
    least = theme.readable_px
    small = w < SMALL_WIDTH
    name_px = max(least, round(w * (0.115 if small else 0.088)))
    tiny = w < TINY_WIDTH or name_px > w * 0.2
    y = panel.top + pad
    # The name.
    if not tiny:
        name_px = _fit_line(theme, info.name, "heading", panel.width - 2 * pad, name_px, least)
        with theme.whole_in("card"):
            name = theme.ellipsize(info.name, "heading", panel.width - 2 * pad, name_px)
        surf = theme.text(name, "heading", c.ink, name_px)
        band_h = max(surf.get_height(), round(name_px * 1.25))
        name_top = y - round(name_px * 0.12)
        card.blit(surf, surf.get_rect(midtop=(panel.centerx, name_top)))
        if not small:
            y += band_h - round(name_px * 0.15)
            rule_w = min(art_w, surf.get_width() + round(w * 0.2))
            _rule(card, panel.centerx, y + max(1, round(w * 0.012)), rule_w, style.rule, max(2, round(w * 0.016)))
            y += max(3, round(w * 0.035))
        else:
            # Clear of the descenders, the art right below.
            y = name_top + surf.get_height() + max(1, round(w * 0.01))
    bottom = panel.bottom - pad
    body_lines: list[str] = []
    body_px = leading = 0
    label = _kind_label(info)
    foot_px = max(least, round(w * 0.05))
    if not small:
        # Footer: the kind, and the rulebook section in the corner.
        foot_h = theme.line_height("small_italic", foot_px)
        foot_y = panel.bottom - max(1, round(pad * 0.5)) - foot_h
        if info.section:
            sec = theme.text(info.section, "small_italic", c.ink_faded, foot_px)
            card.blit(sec, sec.get_rect(topright=(panel.right - pad, foot_y + round(foot_px * 0.1))))
        if info.kind != "lord" and label:
            room = art_w - (theme.text_size(info.section, "small_italic", foot_px)[0] + pad if info.section else 0)
            lab_px = _fit_line(theme, label, "small_italic", room, foot_px, least)
            if theme.text_size(label, "small_italic", lab_px)[0] <= room:
                lab = theme.text(label, "small_italic", _shade(style.rule, 0.1), lab_px)
                card.blit(lab, lab.get_rect(topleft=(panel.left + pad, foot_y + round(foot_px * 0.1))))
        bottom = foot_y - max(1, round(pad * 0.3))
    art_h_full = bottom - y
    text = info.text if not small else ""
    lab_px = max(least, round(w * 0.075))
    if info.kind == "lord" and not small:
        # A lord has no rules text: the portrait, then "Lord" or "Lady" below it.
        lab = theme.text(label, "italic", _shade(style.rule, 0.05), lab_px)
        art_h = art_h_full - lab.get_height() - round(pad * 0.5)
        _draw_art(card, info, pygame.Rect(panel.left + pad, y, art_w, art_h), style)
        card.blit(lab, lab.get_rect(midtop=(panel.centerx, y + art_h + round(pad * 0.4))))
        return _finish(card)
    px_max = max(least, round(w * 0.064))
    if not text:
        _draw_art(card, info, pygame.Rect(panel.left + pad, y, art_w, max(4, art_h_full)), style)
        return _finish(card)
    # Art and text share the space: the art keeps at least ~38% of the card's height,
    # the text the largest font size that fits below it.
    gap = max(3, round(w * 0.045))
    art_pref = round(h * 0.46)
    art_min = round(h * (0.28 if w < 170 else 0.32))
    px_min = least
    text_w = art_w - round(pad * 0.5)
    # The art shrinks (down to art_min) only as far as the text needs to stay at a
    # comfortable size; past that the text gets smaller.
    comfortable = max(least, round(w * 0.056))
    best = None
    for art_h in range(art_pref, art_min - 1, -max(1, round(h * 0.02))):
        fit = _text_block(theme, text, text_w, art_h_full - art_h - gap, px_max, px_min)
        if fit and (best is None or fit[0] > best[1][0]):
            best = (art_h, fit)
        if fit and fit[0] >= comfortable:
            break
    if best is None:  # no readable size fits the text: the art alone (the card shown large has it)
        _draw_art(card, info, pygame.Rect(panel.left + pad, y, art_w, max(4, art_h_full)), style)
        return _finish(card)
    art_h, (body_px, body_lines, leading) = best
    _draw_art(card, info, pygame.Rect(panel.left + pad, y, art_w, art_h), style)
    box_top = y + art_h + gap
    box_h = bottom - box_top
    block_h = len(body_lines) * leading
    ty = box_top + max(0, (box_h - block_h) // 2) - round(body_px * 0.08)
    for line in body_lines:
        s = theme.text(line, "body", c.ink, body_px)
        card.blit(s, s.get_rect(midtop=(panel.centerx, ty)))
        ty += leading
    return _finish(card)


def _rule(surface: pygame.Surface, cx: int, y: int, width: int, color: Color, d: int) -> None:
    """A thin rule with a diamond in its middle."""
    half = width // 2
    pygame.draw.line(surface, _mix(color, (241, 228, 194), 0.35), (cx - half, y), (cx + half, y), 1)
    pygame.draw.polygon(surface, color, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)])


def _draw_art(card: pygame.Surface, info: CardInfo, rect: pygame.Rect, style: Style) -> None:
    """The illustration in ``rect``, framed by an ink line."""
    if rect.width < 4 or rect.height < 4:
        return
    art = render_art(illustration_for(info), rect.size)
    card.blit(art, rect)
    w = card.get_width()
    pygame.draw.rect(card, INK, rect.inflate(2, 2), max(1, round(w / 110)))
    if w >= 80:
        margin = 2 * max(2, round(w / 55))
        pygame.draw.rect(card, _mix(style.frame, (241, 228, 194), 0.35), rect.inflate(margin, margin), 1)


def card_face(theme: Theme, data: FiefData, card_id: str, width: int) -> pygame.Surface:
    """The face of card ``card_id`` (either deck), ``width`` pixels wide and
    ``round(width * 1.4)`` high, with transparent rounded corners. Cached."""
    width = max(1, int(width))
    info = card_info(data, card_id)
    key = ("face", info, width, round(theme.scale, 4))
    return _cache.get(key, lambda: _render_face(theme, info, width))


# --------------------------------------------------------------------------- backs
BACKS: dict[str, tuple[Color, Color, str]] = {
    "lord": ((104, 64, 36), (214, 172, 80), "diamond"),
    "fortune": ((104, 106, 102), (226, 220, 200), "rosette"),
    "disaster": ((30, 26, 26), (176, 50, 36), "cross"),
}


def _render_back(theme: Theme, deck: str, width: int) -> pygame.Surface:
    if width < MIN_DRAWN:
        return _finish(_shrunk(_render_back(theme, deck, MIN_DRAWN), width))
    frame, trim, orn = BACKS.get(deck, BACKS["fortune"])
    card, panel = _card_shell(theme, width, _shade(frame, 0.25), trim, None, orn)
    w, h = card.get_size()
    ss = 4
    big = pygame.Surface((panel.width * ss, panel.height * ss), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    d = ArtPen(big)
    field = _texture(theme, panel.size, frame)
    # A lattice of lozenges with a dot in each, and a medallion in the middle.
    _diaper(d, _mix(frame, trim, 0.35), 0.16, _mix(frame, trim, 0.5))
    # A double trim border with a small lozenge in each corner.
    m = 0.07
    x0, y0, x1, y1 = d.x0 + m, d.y0 + m, d.x1 - m, d.y1 - m
    d.outline([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], trim, 0.014)
    d.outline(
        [(x0 + 0.03, y0 + 0.03), (x1 - 0.03, y0 + 0.03), (x1 - 0.03, y1 - 0.03), (x0 + 0.03, y1 - 0.03)], trim, 0.006
    )
    for qx, qy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        q = [(qx, qy - 0.05), (qx + 0.05, qy), (qx, qy + 0.05), (qx - 0.05, qy)]
        d.polygon(q, frame)
        d.outline(q, trim, 0.012)
        d.circle((qx, qy), 0.014, trim)
    cx, cy = 0.5, 0.5
    r = 0.30
    d.circle((cx, cy), r + 0.03, _shade(frame, 0.5))
    d.circle((cx, cy), r, frame)
    d.circle((cx, cy), r, trim, 0.02)
    d.circle((cx, cy), r - 0.04, trim, 0.008)
    if deck == "lord":
        # A crown over a fleur-de-lis.
        d.line_width = 0.02
        crown = [(0.38, 0.44), (0.37, 0.36), (0.42, 0.40), (0.5, 0.32), (0.58, 0.40), (0.63, 0.36), (0.62, 0.44)]
        d.shape(crown, trim)
        _fleur(d, 0.5, 0.58, 0.22, trim)
    elif deck == "disaster":
        # A comet, the omen of evil days.
        head = (0.58, 0.42)
        for k, (length, spread) in enumerate(((0.34, 0.05), (0.28, 0.035), (0.22, 0.02))):
            a = math.radians(135 + (k - 1) * 14)
            tip = (head[0] + length * math.cos(a), head[1] + length * math.sin(a))
            nx, ny = -math.sin(a), math.cos(a)
            d.polygon(
                [(head[0] + nx * spread, head[1] + ny * spread), tip, (head[0] - nx * spread, head[1] - ny * spread)],
                trim,
            )
        star = []
        for k in range(16):
            a = math.radians(k * 22.5 - 90)
            r = 0.085 if k % 2 == 0 else 0.035
            star.append((head[0] + r * math.cos(a), head[1] + r * math.sin(a)))
        d.polygon(star, trim)
        d.circle(head, 0.03, _mix(trim, (255, 240, 200), 0.5))
    else:
        # The wheel of Fortune.
        for k in range(8):
            a = math.radians(k * 45 + 22.5)
            d.line((cx, cy), (cx + 0.2 * math.cos(a), cy + 0.2 * math.sin(a)), trim, 0.018)
        d.circle((cx, cy), 0.2, trim, 0.03)
        d.circle((cx, cy), 0.045, trim)
    small = pygame.transform.smoothscale(big, panel.size)
    field.blit(small, (0, 0))
    sheet = pygame.Surface(panel.size, pygame.SRCALPHA)
    sheet.blit(field, (0, 0))
    sheet.blit(_round_mask(panel.size, max(2, round(w * 0.04))), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    card.blit(sheet, panel.topleft)
    pygame.draw.rect(card, _shade(frame, 0.6), panel, 1, border_radius=max(2, round(w * 0.04)))
    card.blit(_round_mask((w, h), max(3, round(w * 0.065))), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _finish(card)


def card_back(theme: Theme, deck: str, width: int) -> pygame.Surface:
    """The back of a card of ``deck`` ("lord" or "fortune"; "disaster" gives the black
    back of the disasters; anything else the fortune back), ``width`` pixels wide. Cached."""
    width = max(1, int(width))
    deck = deck if deck in BACKS else "fortune"
    key = ("back", deck, width, round(theme.scale, 4))
    return _cache.get(key, lambda: _render_back(theme, deck, width))
