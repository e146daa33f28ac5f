"""Icons drawn by code: crowns, mitres, towers, troops, dice, coins, card backs, ...

Every icon is a function drawing into a unit square (0..1 on both axes) through a
``Pen``. Icons are drawn four times larger than asked and smoothly scaled down, which
antialiases pygame's hard-edged shapes, then cached by name, size and colour. So an
icon is crisp at every size the UI asks for.

``icon(name, size)`` gives the natural colours (ink outlines, gold, stone, wood...);
``icon(name, size, color)`` gives a one-colour silhouette with its details cut out, for
tinting with a family colour or drawing as ink on parchment.

``tools/make_icons.py`` writes these same icons as PNG files into ``assets/icons``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.ui.render import texture_store
from game.ui.render.cache import SurfaceCache

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

SUPERSAMPLE = 4


_cache = SurfaceCache(600)

INK = (43, 29, 18)
GOLD = (214, 168, 62)
GOLD_DARK = (150, 108, 30)
PAPER = (244, 234, 208)
STONE = (186, 170, 140)
WOOD = (150, 104, 60)
RED = (150, 36, 26)


class Pen:
    """Draws on a supersampled square surface in unit coordinates.

    In one-colour mode every fill is the ink colour and details are cut out to
    transparency; in natural mode fills keep their own colours.
    """

    def __init__(self, surface: pygame.Surface, ink: Color, mono: bool) -> None:
        self.surface = surface
        self.size = surface.get_width()
        self.ink = ink
        self.mono = mono
        self.line_width = 0.045

    def fill(self, natural: Color) -> Color:
        """The colour of a filled area: its natural colour, or the ink when one-colour."""
        return self.ink if self.mono else natural

    def detail(self, natural: Color) -> Color:
        """The colour of a detail drawn on a fill: cut out when one-colour."""
        return self.clear if self.mono else natural

    @property
    def clear(self) -> Color:
        """Full transparency that keeps the ink's colour, so edges fade into the ink
        and not into black when the icon is scaled down."""
        return (*self.ink[:3], 0)

    def p(self, point: Point) -> tuple[float, float]:
        return (point[0] * self.size, point[1] * self.size)

    def w(self, width: float) -> int:
        return max(1, round(width * self.size))

    # Primitives -----------------------------------------------------------------
    def polygon(self, points: Sequence[Point], color: Color) -> None:
        pygame.draw.polygon(self.surface, color, [self.p(q) for q in points])

    def outline(
        self, points: Sequence[Point], color: Color | None = None, width: float | None = None, closed: bool = True
    ) -> None:
        """A polyline with round joins (pygame's wide polygons have gaps at corners)."""
        color = color or self.ink
        width = width or self.line_width
        pts = [self.p(q) for q in points]
        if closed:
            pts.append(pts[0])
        w = self.w(width)
        for a, b in zip(pts, pts[1:]):
            pygame.draw.line(self.surface, color, a, b, w)
        for q in pts:
            pygame.draw.circle(self.surface, color, q, w / 2)

    def shape(self, points: Sequence[Point], natural: Color, width: float | None = None) -> None:
        """A filled polygon with an ink outline."""
        self.polygon(points, self.fill(natural))
        self.outline(points, width=width)

    def line(self, a: Point, b: Point, color: Color | None = None, width: float | None = None) -> None:
        self.outline([a, b], color, width, closed=False)

    def circle(self, center: Point, radius: float, color: Color, width: float = 0) -> None:
        pygame.draw.circle(self.surface, color, self.p(center), radius * self.size, self.w(width) if width else 0)

    def disc(self, center: Point, radius: float, natural: Color, width: float | None = None) -> None:
        """A filled circle with an ink rim."""
        self.circle(center, radius, self.fill(natural))
        self.circle(center, radius, self.ink, width or self.line_width)

    def rect(
        self, x0: float, y0: float, x1: float, y1: float, color: Color, radius: float = 0, width: float = 0
    ) -> None:
        r = pygame.Rect(
            round(x0 * self.size), round(y0 * self.size), round((x1 - x0) * self.size), round((y1 - y0) * self.size)
        )
        pygame.draw.rect(self.surface, color, r, self.w(width) if width else 0, border_radius=round(radius * self.size))

    def box(self, x0: float, y0: float, x1: float, y1: float, natural: Color, radius: float = 0) -> None:
        """A filled rectangle with an ink outline (drawn as an inset fill: pygame's
        wide rounded outlines misbehave when the line is thick for the box)."""
        lw = self.line_width / 2
        self.rect(x0 - lw, y0 - lw, x1 + lw, y1 + lw, self.ink, radius + lw)
        inner = self.fill(natural)
        if inner != self.ink and x1 - x0 > 2 * lw and y1 - y0 > 2 * lw:
            self.rect(x0 + lw, y0 + lw, x1 - lw, y1 - lw, inner, max(0.0, radius - lw))


def _arc(cx: float, cy: float, r: float, start: float, end: float, steps: int = 12) -> list[Point]:
    """Points on a circle from angle ``start`` to ``end`` (degrees, y down)."""
    return [
        (
            cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
            cy + r * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def _mirror(points: Sequence[Point]) -> list[Point]:
    """The left half of a symmetric outline, completed by its mirror image."""
    return list(points) + [(1 - x, y) for x, y in reversed(points)]


# --------------------------------------------------------------------------- game icons
def crown(d: Pen) -> None:
    points = [
        (0.14, 0.78),
        (0.13, 0.62),
        (0.09, 0.31),
        (0.30, 0.50),
        (0.50, 0.17),
        (0.70, 0.50),
        (0.91, 0.31),
        (0.87, 0.62),
        (0.86, 0.78),
    ]
    d.shape(points, GOLD)
    d.line((0.14, 0.64), (0.86, 0.64), width=0.04)
    for x, y, r in ((0.09, 0.27, 0.055), (0.50, 0.13, 0.06), (0.91, 0.27, 0.055)):
        d.disc((x, y), r, GOLD)
    for x in (0.32, 0.50, 0.68):
        d.circle((x, 0.715), 0.038, d.detail(RED))


def mitre(d: Pen) -> None:
    left = [(0.25, 0.82), (0.23, 0.62), (0.25, 0.46), (0.31, 0.32), (0.40, 0.19), (0.50, 0.07)]
    body = _mirror(left)
    for x0 in (0.32, 0.60):
        d.box(x0, 0.80, x0 + 0.08, 0.95, RED)
    d.shape(body, PAPER)
    d.rect(0.455, 0.11, 0.545, 0.82, d.detail(GOLD))
    d.rect(0.26, 0.70, 0.74, 0.78, d.detail(GOLD))
    d.line((0.5, 0.30), (0.5, 0.52), d.detail(RED), 0.05)
    d.line((0.40, 0.40), (0.60, 0.40), d.detail(RED), 0.05)
    d.outline(body)


def tower(d: Pen) -> None:
    d.box(0.29, 0.33, 0.71, 0.93, STONE)
    d.box(0.22, 0.26, 0.78, 0.36, STONE)
    for x0 in (0.22, 0.44, 0.66):
        d.box(x0, 0.12, x0 + 0.12, 0.28, STONE)
    door = [(0.41, 0.93), (0.41, 0.78)] + _arc(0.5, 0.78, 0.09, 180, 360, 8) + [(0.59, 0.93)]
    d.polygon(door, d.detail(INK))
    d.rect(0.475, 0.48, 0.525, 0.62, d.detail(INK))
    for y in (0.45, 0.66):
        d.line((0.31, y), (0.40, y), d.detail(INK), 0.02)
        d.line((0.60, y + 0.08), (0.69, y + 0.08), d.detail(INK), 0.02)


def fortified_city(d: Pen) -> None:
    # Curtain wall with merlons.
    d.box(0.18, 0.56, 0.82, 0.93, STONE)
    for x0 in (0.28, 0.64):
        d.box(x0, 0.48, x0 + 0.08, 0.58, STONE)
    # Keep with a banner.
    d.line((0.5, 0.20), (0.5, 0.04), width=0.03)
    d.polygon([(0.51, 0.04), (0.68, 0.08), (0.51, 0.13)], d.fill(RED))
    d.outline([(0.51, 0.04), (0.68, 0.08), (0.51, 0.13)], width=0.025)
    d.box(0.38, 0.30, 0.62, 0.93, STONE)
    for x0 in (0.36, 0.46, 0.56):
        d.box(x0, 0.20, x0 + 0.08, 0.31, STONE)
    # Flanking towers with pointed roofs.
    for x0 in (0.05, 0.77):
        d.box(x0, 0.40, x0 + 0.18, 0.93, STONE)
        d.shape([(x0 - 0.03, 0.41), (x0 + 0.09, 0.16), (x0 + 0.21, 0.41)], RED)
        d.rect(x0 + 0.07, 0.55, x0 + 0.11, 0.66, d.detail(INK))
    gate = [(0.43, 0.93), (0.43, 0.80)] + _arc(0.5, 0.80, 0.07, 180, 360, 8) + [(0.57, 0.93)]
    d.polygon(gate, d.detail(INK))
    d.rect(0.48, 0.42, 0.52, 0.54, d.detail(INK))


def mill(d: Pen) -> None:
    d.shape([(0.35, 0.94), (0.40, 0.46), (0.60, 0.46), (0.65, 0.94)], PAPER)
    d.shape([(0.34, 0.48), (0.50, 0.31), (0.66, 0.48)], WOOD)
    door = [(0.45, 0.94), (0.45, 0.82)] + _arc(0.5, 0.82, 0.05, 180, 360, 6) + [(0.55, 0.94)]
    d.polygon(door, d.detail(INK))
    hub = (0.5, 0.40)
    for angle in (45, 135, 225, 315):
        a = math.radians(angle)
        ux, uy = math.cos(a), math.sin(a)
        nx, ny = -uy, ux
        near, far, half = 0.06, 0.40, 0.055
        corners = [
            (hub[0] + ux * near, hub[1] + uy * near),
            (hub[0] + ux * far, hub[1] + uy * far),
            (hub[0] + ux * far + nx * half * 2, hub[1] + uy * far + ny * half * 2),
            (hub[0] + ux * (near + 0.04) + nx * half * 2, hub[1] + uy * (near + 0.04) + ny * half * 2),
        ]
        d.shape(corners, PAPER, 0.03)
        for t in (0.18, 0.28):
            a0 = (hub[0] + ux * t, hub[1] + uy * t)
            d.line(a0, (a0[0] + nx * half * 2, a0[1] + ny * half * 2), width=0.02)
    d.disc(hub, 0.045, WOOD, 0.03)


def knight(d: Pen) -> None:
    head = [
        (0.30, 0.84),
        (0.34, 0.66),
        (0.29, 0.58),
        (0.20, 0.54),
        (0.13, 0.47),
        (0.15, 0.38),
        (0.28, 0.31),
        (0.35, 0.22),
        (0.39, 0.09),
        (0.46, 0.17),
        (0.53, 0.10),
        (0.66, 0.17),
        (0.77, 0.32),
        (0.81, 0.50),
        (0.79, 0.68),
        (0.75, 0.84),
    ]
    d.shape(head, PAPER)
    d.box(0.20, 0.83, 0.85, 0.94, PAPER, 0.02)
    d.circle((0.41, 0.31), 0.035, d.detail(INK))
    d.circle((0.19, 0.45), 0.018, d.detail(INK))
    for t in (0.0, 0.33, 0.66):
        x = 0.60 + 0.14 * t
        y = 0.20 + 0.32 * t
        d.line((x, y), (x - 0.08, y + 0.08), d.detail(INK), 0.025)


def man_at_arms(d: Pen) -> None:
    d.line((0.70, 0.18), (0.70, 0.95), width=0.05)
    d.shape([(0.70, 0.02), (0.77, 0.13), (0.70, 0.24), (0.63, 0.13)], STONE, 0.035)
    shield = [(0.16, 0.30), (0.64, 0.30), (0.64, 0.54)] + [
        (0.40 + 0.24 * math.cos(math.radians(a)), 0.54 + 0.38 * math.sin(math.radians(a))) for a in range(0, 181, 15)
    ]
    shield = shield[:3] + list(shield[3:]) + [(0.16, 0.54)]
    d.shape(shield, PAPER)
    d.line((0.40, 0.36), (0.40, 0.84), d.detail(RED), 0.07)
    d.line((0.22, 0.50), (0.58, 0.50), d.detail(RED), 0.07)
    d.outline(shield)


def siege_engine(d: Pen) -> None:
    d.box(0.06, 0.80, 0.94, 0.87, WOOD)
    d.line((0.30, 0.81), (0.50, 0.38), width=0.06)
    d.line((0.70, 0.81), (0.50, 0.38), width=0.06)
    d.line((0.14, 0.13), (0.66, 0.48), width=0.05)
    d.box(0.58, 0.48, 0.76, 0.64, STONE)
    d.line((0.14, 0.13), (0.11, 0.32), width=0.025)
    d.disc((0.11, 0.35), 0.04, STONE, 0.03)
    d.disc((0.50, 0.39), 0.035, WOOD, 0.03)
    for x in (0.22, 0.78):
        d.disc((x, 0.88), 0.075, WOOD, 0.035)
        d.circle((x, 0.88), 0.022, d.detail(INK))


def coin(d: Pen) -> None:
    d.disc((0.5, 0.5), 0.44, GOLD, 0.05)
    d.circle((0.5, 0.5), 0.33, d.detail(GOLD_DARK), 0.025)
    for i in range(24):
        a = math.radians(i * 15)
        d.circle((0.5 + 0.385 * math.cos(a), 0.5 + 0.385 * math.sin(a)), 0.014, d.detail(GOLD_DARK))
    arm = [(0.47, 0.45), (0.44, 0.24), (0.56, 0.24), (0.53, 0.45)]
    for k in range(4):
        a = math.radians(90 * k)
        rot = [
            (
                0.5 + (x - 0.5) * math.cos(a) - (y - 0.5) * math.sin(a),
                0.5 + (x - 0.5) * math.sin(a) + (y - 0.5) * math.cos(a),
            )
            for x, y in arm
        ]
        d.polygon(rot, d.detail(INK))
    d.rect(0.46, 0.46, 0.54, 0.54, d.detail(INK))


def _card(d: Pen, back: Color, trim: Color) -> None:
    d.line_width = 0.022
    d.box(0.17, 0.05, 0.83, 0.95, back, 0.07)
    d.rect(0.23, 0.11, 0.77, 0.89, d.detail(trim), 0.03, 0.02)
    # A lattice of diamonds, clipped to the card's face.
    face = pygame.Rect(round(0.23 * d.size), round(0.11 * d.size), round(0.54 * d.size), round(0.78 * d.size))
    d.surface.set_clip(face)
    for i in range(-4, 6):
        x = 0.23 + i * 0.12
        d.line((x, 0.11), (x + 0.54, 0.89), d.detail(_mix(back, trim, 0.35)), 0.012)
        d.line((x + 0.54, 0.11), (x, 0.89), d.detail(_mix(back, trim, 0.35)), 0.012)
    d.surface.set_clip(None)
    d.rect(0.23, 0.11, 0.77, 0.89, d.detail(trim), 0.03, 0.02)
    d.circle((0.5, 0.5), 0.15, d.fill(back))
    d.circle((0.5, 0.5), 0.15, d.detail(trim), 0.02)
    _fleur(d, (0.5, 0.5), 0.22, d.detail(trim))
    d.rect(0.17, 0.05, 0.83, 0.95, d.ink, 0.07, d.line_width)


def card_lord(d: Pen) -> None:
    _card(d, (110, 70, 40), GOLD)


def card_fortune(d: Pen) -> None:
    _card(d, (120, 118, 112), (226, 220, 200))


def card_disaster(d: Pen) -> None:
    _card(d, (36, 32, 30), (176, 62, 44))


def _sword(d: Pen, cx: float, cy: float, h: float, color: Color) -> None:
    """A small downward sword, the hit symbol of the battle dice."""
    blade_w = h * 0.16
    d.polygon(
        [
            (cx - blade_w / 2, cy - h * 0.22),
            (cx + blade_w / 2, cy - h * 0.22),
            (cx + blade_w / 2, cy + h * 0.36),
            (cx, cy + h * 0.5),
            (cx - blade_w / 2, cy + h * 0.36),
        ],
        color,
    )
    d.rect(cx - h * 0.25, cy - h * 0.29, cx + h * 0.25, cy - h * 0.21, color, 0.01)
    d.rect(cx - h * 0.05, cy - h * 0.46, cx + h * 0.05, cy - h * 0.29, color)
    d.circle((cx, cy - h * 0.48), h * 0.07, color)


def _die_body(d: Pen, natural: Color) -> None:
    d.box(0.08, 0.08, 0.92, 0.92, natural, 0.16)


def _make_hits(n: int) -> Callable[[Pen], None]:
    def draw(d: Pen) -> None:
        _die_body(d, PAPER)
        xs = {0: [], 1: [0.5], 2: [0.36, 0.64], 3: [0.27, 0.5, 0.73]}[n]
        for x in xs:
            _sword(d, x, 0.5, 0.56, d.detail(INK))

    draw.__doc__ = f"A battle die face showing {n} hit{'s' if n != 1 else ''}."  # words: not shown
    return draw


_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.30, 0.30), (0.70, 0.70)],
    3: [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)],
    4: [(0.30, 0.30), (0.70, 0.30), (0.30, 0.70), (0.70, 0.70)],
    5: [(0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)],
    6: [(0.30, 0.26), (0.70, 0.26), (0.30, 0.5), (0.70, 0.5), (0.30, 0.74), (0.70, 0.74)],
}


def _make_d6(n: int) -> Callable[[Pen], None]:
    def draw(d: Pen) -> None:
        _die_body(d, PAPER)
        for q in _PIPS[n]:
            d.circle(q, 0.085, d.detail(RED if n == 1 else INK))

    draw.__doc__ = f"A six-sided die showing {n}."  # words: not shown
    return draw


# --------------------------------------------------------------------------- interface icons
def _fleur(d: Pen, center: Point, size: float, color: Color) -> None:
    cx, cy = center
    s = size

    def at(x: float, y: float) -> Point:
        return (cx + x * s, cy + y * s)

    middle = [at(0, -0.5), at(0.13, -0.28), at(0.12, -0.05), at(0.0, 0.12), at(-0.12, -0.05), at(-0.13, -0.28)]
    d.polygon(middle, color)
    for sign in (-1, 1):
        petal = [
            at(sign * 0.06, 0.06),
            at(sign * 0.22, -0.22),
            at(sign * 0.42, -0.25),
            at(sign * 0.48, -0.08),
            at(sign * 0.38, 0.02),
            at(sign * 0.36, -0.1),
            at(sign * 0.26, -0.08),
            at(sign * 0.2, 0.06),
            at(sign * 0.1, 0.14),
        ]
        d.polygon(petal, color)
        foot = [
            at(sign * 0.04, 0.2),
            at(sign * 0.18, 0.22),
            at(sign * 0.26, 0.36),
            at(sign * 0.16, 0.34),
            at(sign * 0.04, 0.28),
        ]
        d.polygon(foot, color)
    d.polygon([at(-0.26, 0.1), at(0.26, 0.1), at(0.26, 0.19), at(-0.26, 0.19)], color)


def fleur_de_lis(d: Pen) -> None:
    _fleur(d, (0.5, 0.5), 0.95, d.fill(GOLD))


def gear(d: Pen) -> None:
    points = []
    teeth = 9
    for i in range(teeth * 4):
        a = math.radians(i * 360 / (teeth * 4) - 5)
        r = 0.44 if (i % 4) in (1, 2) else 0.33
        points.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    d.shape(points, STONE, 0.035)
    d.circle((0.5, 0.5), 0.13, d.clear)
    d.circle((0.5, 0.5), 0.13, d.ink, 0.035)


def book(d: Pen) -> None:
    for sign in (-1, 1):
        page = [
            (0.5, 0.26),
            (0.5 + sign * 0.18, 0.18),
            (0.5 + sign * 0.44, 0.22),
            (0.5 + sign * 0.44, 0.80),
            (0.5 + sign * 0.18, 0.76),
            (0.5, 0.84),
        ]
        d.shape(page, PAPER, 0.04)
        for k in range(4):
            y = 0.34 + k * 0.1
            d.line((0.5 + sign * 0.10, y), (0.5 + sign * 0.34, y + 0.01), d.detail(_mix(PAPER, INK, 0.5)), 0.022)
    d.line((0.5, 0.26), (0.5, 0.84), width=0.04)


def quill(d: Pen) -> None:
    vane = [
        (0.84, 0.08),
        (0.70, 0.14),
        (0.52, 0.30),
        (0.36, 0.50),
        (0.26, 0.66),
        (0.30, 0.70),
        (0.46, 0.58),
        (0.64, 0.42),
        (0.78, 0.24),
    ]
    d.shape(vane, PAPER, 0.035)
    d.line((0.84, 0.08), (0.18, 0.86), width=0.03)
    d.polygon([(0.18, 0.86), (0.13, 0.95), (0.22, 0.89)], d.ink)
    for t in (0.3, 0.45, 0.6):
        x, y = 0.84 - 0.66 * t, 0.08 + 0.78 * t
        d.line((x, y), (x + 0.07, y + 0.02), d.detail(INK), 0.018)


def scroll(d: Pen) -> None:
    d.box(0.20, 0.16, 0.80, 0.84, PAPER, 0.02)
    for y in (0.16, 0.84):
        d.disc((0.20, y), 0.07, WOOD, 0.035)
        d.disc((0.80, y), 0.07, WOOD, 0.035)
        d.box(0.20, y - 0.05, 0.80, y + 0.05, PAPER, 0.04)
    for k in range(4):
        y = 0.33 + k * 0.1
        d.line((0.30, y), (0.70 - (0.12 if k == 3 else 0), y), d.detail(INK), 0.025)


def hourglass(d: Pen) -> None:
    glass = [
        (0.28, 0.16),
        (0.72, 0.16),
        (0.70, 0.24),
        (0.54, 0.48),
        (0.54, 0.52),
        (0.70, 0.76),
        (0.72, 0.84),
        (0.28, 0.84),
        (0.30, 0.76),
        (0.46, 0.52),
        (0.46, 0.48),
        (0.30, 0.24),
    ]
    d.shape(glass, PAPER, 0.035)
    d.polygon([(0.36, 0.78), (0.64, 0.78), (0.5, 0.60)], d.detail(GOLD))
    d.polygon([(0.40, 0.30), (0.60, 0.30), (0.5, 0.44)], d.detail(GOLD))
    d.box(0.20, 0.08, 0.80, 0.16, WOOD, 0.02)
    d.box(0.20, 0.84, 0.80, 0.92, WOOD, 0.02)


def door(d: Pen) -> None:
    outline = [(0.24, 0.92), (0.24, 0.40)] + _arc(0.5, 0.40, 0.26, 180, 360, 14) + [(0.76, 0.92)]
    d.shape(outline, WOOD)
    for x in (0.39, 0.5, 0.61):
        d.line((x, 0.2 if x == 0.5 else 0.24), (x, 0.9), d.detail(INK), 0.02)
    for y in (0.38, 0.74):
        d.rect(0.26, y, 0.74, y + 0.04, d.detail(INK))
    d.circle((0.66, 0.58), 0.035, d.detail(GOLD))


def human(d: Pen) -> None:
    d.disc((0.5, 0.32), 0.16, PAPER)
    shoulders = [
        (0.16, 0.92),
        (0.18, 0.74),
        (0.30, 0.58),
        (0.42, 0.54),
        (0.58, 0.54),
        (0.70, 0.58),
        (0.82, 0.74),
        (0.84, 0.92),
    ]
    d.shape(shoulders, PAPER)


def astrolabe(d: Pen) -> None:
    """The AI seats' mark: a reckoning instrument."""
    d.disc((0.5, 0.54), 0.38, GOLD, 0.045)
    d.circle((0.5, 0.54), 0.27, d.detail(GOLD_DARK), 0.025)
    d.line((0.5, 0.20), (0.5, 0.88), d.detail(GOLD_DARK), 0.02)
    d.line((0.16, 0.54), (0.84, 0.54), d.detail(GOLD_DARK), 0.02)
    d.line((0.30, 0.74), (0.72, 0.32), d.detail(INK), 0.045)
    d.circle((0.5, 0.54), 0.05, d.detail(INK))
    d.disc((0.5, 0.12), 0.06, GOLD, 0.035)


def die(d: Pen) -> None:
    _make_d6(5)(d)


def plus(d: Pen) -> None:
    d.line((0.5, 0.2), (0.5, 0.8), width=0.11)
    d.line((0.2, 0.5), (0.8, 0.5), width=0.11)


def minus(d: Pen) -> None:
    d.line((0.2, 0.5), (0.8, 0.5), width=0.11)


def fit(d: Pen) -> None:
    for sx, sy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        x = 0.16 if sx == 0 else 0.84
        y = 0.16 if sy == 0 else 0.84
        dx = 0.22 if sx == 0 else -0.22
        dy = 0.22 if sy == 0 else -0.22
        d.outline([(x + dx, y), (x, y), (x, y + dy)], closed=False, width=0.08)
    d.rect(0.36, 0.36, 0.64, 0.64, d.ink, 0.03, 0.05)


def back(d: Pen) -> None:
    d.outline([(0.58, 0.2), (0.28, 0.5), (0.58, 0.8)], closed=False, width=0.1)
    d.line((0.30, 0.5), (0.80, 0.5), width=0.1)


# --------------------------------------------------------------------------- registry
ICONS: dict[str, Callable[[Pen], None]] = {
    "crown": crown,
    "mitre": mitre,
    "tower": tower,
    "stronghold": tower,
    "fortified_city": fortified_city,
    "mill": mill,
    "knight": knight,
    "man_at_arms": man_at_arms,
    "siege_engine": siege_engine,
    "coin": coin,
    "card_lord": card_lord,
    "card_fortune": card_fortune,
    "card_disaster": card_disaster,
    "card_back": card_lord,
    "fleur_de_lis": fleur_de_lis,
    "gear": gear,
    "book": book,
    "quill": quill,
    "scroll": scroll,
    "hourglass": hourglass,
    "door": door,
    "human": human,
    "astrolabe": astrolabe,
    "die": die,
    "plus": plus,
    "minus": minus,
    "fit": fit,
    "back": back,
}
for _n in range(4):
    ICONS[f"die_hits_{_n}"] = _make_hits(_n)
for _n in range(1, 7):
    ICONS[f"die_{_n}"] = _make_d6(_n)

#: The icons exported as PNG files by tools/make_icons.py (aliases left out).
EXPORTED: tuple[str, ...] = tuple(name for name in ICONS if name not in {"stronghold", "card_back", "die"})


def _mix(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def app_icon(size: int) -> pygame.Surface:
    """The window and bundle icon: a gold crown on a round parchment seal."""
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    big.fill((*RED, 0))
    c = big.get_width() / 2
    pygame.draw.circle(big, RED, (c, c), c * 0.98)
    pygame.draw.circle(big, PAPER, (c, c), c * 0.86)
    pygame.draw.circle(big, RED, (c, c), c * 0.80, max(2, round(c * 0.04)))
    surf = pygame.transform.smoothscale(big, (size, size))
    crown_icon = render_icon("crown", round(size * 0.62))
    surf.blit(crown_icon, crown_icon.get_rect(center=(size // 2, size // 2)))
    return surf


def render_icon(name: str, size: int, color: Color | None = None) -> pygame.Surface:
    """Draw icon ``name`` into a new ``size`` x ``size`` surface with alpha (uncached)."""
    try:
        draw = ICONS[name]
    except KeyError:
        raise KeyError(f"unknown icon {name!r}; known icons: {', '.join(sorted(ICONS))}") from None
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    ink: Color = (color[0], color[1], color[2]) if color is not None else INK
    big.fill((*ink, 0))
    draw(Pen(big, ink, mono=color is not None))
    return pygame.transform.smoothscale(big, (size, size))


def icon(name: str, size: int, color: Color | None = None) -> pygame.Surface:
    """Icon ``name`` at ``size`` pixels, natural colours or one ``color``; cached."""
    size = max(4, int(size))
    key = (name, size, tuple(color) if color is not None else None)
    return _cache.get(key, lambda: texture_store.stored(("icon", key), lambda: render_icon(name, size, color)))


def along(path: Sequence[Point], distance: float) -> tuple[Point, Point]:
    """The point ``distance`` along a polyline, and the direction there (unit vector)."""
    left = distance
    for a, b in zip(path, path[1:]):
        seg = math.hypot(b[0] - a[0], b[1] - a[1])
        if seg <= 1e-9:
            continue
        if left <= seg:
            k = left / seg
            return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k), ((b[0] - a[0]) / seg, (b[1] - a[1]) / seg)
        left -= seg
    if len(path) >= 2:
        a, b = path[-2], path[-1]
        seg = max(1e-9, math.hypot(b[0] - a[0], b[1] - a[1]))
        return path[-1], ((b[0] - a[0]) / seg, (b[1] - a[1]) / seg)
    return path[-1], (1.0, 0.0)
