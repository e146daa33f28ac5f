"""The pieces on the board, drawn from one seat's view of the game each frame.

``PieceRenderer.draw`` puts on the map everything the rules place there, read from a
``view_for`` state (never the full state, so nothing secret can be drawn):

- control of each village: a ring in the controlling family's colour around the square
  and a small family marker at its corner (also for the empty villages of a governed
  fief, 5.1);
- strongholds and Fortified Cities in the squares (4.2, 4.3) and mills beside them (4.2),
  each on a pale disc with a dark rim so it reads at every zoom; a mill built this round
  wears a gold ring and a "new" tag until the next round begins;
- each family's units in a village: lords as named tokens in the family's colour and
  shape, and one troop stack with its counts of knights and men-at-arms. The family
  that controls the village stands beside the square; families that arrived later stand
  on the road they came by (``Village.road_of``, 5.1);
- war (``game.games.fief.ui.render.war``): a captive lord's figure lying on its side, shackled,
  among his captor's units (6.2.3); each besieger's siege engine counter with its troops,
  and siege lines in the besiegers' colours around the besieged stronghold (6.4);
- the fief title crowns in their fief areas (held titles show the holder's marker);
- the decks and discard piles with their counts, and the First Player card, in a row
  beside the map (``draw_tray``).

Token sizes follow the zoom but never shrink below a readable size, and text is rendered
at the size it is shown. Every token and icon records a ``Hit`` (its rectangle and a
tooltip naming the rule), so the scene can answer tooltips and clicks.

Later rules put more on the map (tax markers, cards lying on bishoprics, the disaster
track). They add a drawing function to ``EXTRA_LAYERS`` that reads their own
state fields; each receives a ``PieceContext`` with the surface, camera, view and names.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.i18n import N_, Name, m
from game.games.fief.rules import relics
from game.games.fief.rules.control import controller
from game.games.fief.rules.engine import HIDDEN_DISASTER
from game.games.fief.rules.movement import moves_for, moves_open
from game.games.fief.rules.names import data_name
from game.games.fief.rules.titles import title_labels
from game.games.fief.ui.render import war
from game.games.fief.ui.render.board import label_rect
from game.ui.render import icons
from game.ui.render.cache import SurfaceCache
from game.ui.render.camera import Camera
from game.ui.render.icons import GOLD, INK, PAPER, RED, STONE, WOOD, Pen, along
from game.ui.render.markers import hex_to_rgb, marker
from game.ui.theme import Theme

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

Point = tuple[float, float]
RGB = tuple[int, int, int]

#: Token sizes in map pixels at zoom 1, and their limits in screen pixels at UI scale 1.
PLATE_WORLD = 28
PLATE_MIN = 18
PLATE_MAX = 28
CROWN_WORLD = 40
#: What a man-at-arms and a knight count in battle (6.2).
STRENGTH = {"man_at_arms": 1, "knight": 3}
#: Highlight styles of decision views (``game.ui.decisions.base.HIGHLIGHTS``) -> colour.
HIGHLIGHT_COLORS: dict[str, RGB] = {
    "selected": (140, 32, 22),
    "reachable": (58, 110, 52),
    "asks_leave": (196, 112, 20),
    "placeable": (200, 150, 40),
    "target": (200, 150, 40),
    "captive_risk": (120, 28, 60),  # a lone lord would be taken captive there
}


# --------------------------------------------------------------------------- records
@dataclass
class Hit:
    """Something drawn that answers the pointer: a token, an icon, a pile of cards."""

    rect: pygame.Rect
    kind: str  # "lord", "troops", "control", "stronghold", "fortified_city", "mill", "crown", "mitre", "deck", ...
    key: Any  # lord id, village id, fief number, ...
    tooltip: str  # empty for a village: ask ``village_tooltip``


@dataclass
class Slide:
    """A lord (with the troops he leads) travelling along a road: an animation."""

    lord: str
    seat: int
    frm: str  # the village he left
    path: list[Point]  # world points from the village he left to the one he reached
    knights: int = 0
    men_at_arms: int = 0
    hidden: int = 0  # face-down counters of another family (Fog of War, 11.2)
    t: float = 0.0  # 0 at the start, 1 on arrival


@dataclass
class Flash:
    """A brief ring of colour on a village: control changed, something bought."""

    village: str
    color: RGB
    t: float = 0.0  # 0..1


@dataclass
class PieceContext:
    """What an extra layer (``EXTRA_LAYERS``) receives to draw its pieces."""

    renderer: PieceRenderer
    surface: pygame.Surface
    camera: Camera
    view: State
    names: Names
    theme: Theme
    plate: int  # the height of a token in screen pixels at this zoom
    hits: list[Hit] = field(default_factory=list)

    def square(self, village: str) -> pygame.Rect:
        return self.renderer.square(self.camera, village)

    def add_hit(self, rect: pygame.Rect, kind: str, key: Any, tooltip: str) -> None:
        self.hits.append(Hit(pygame.Rect(rect), kind, key, tooltip))


#: Drawing functions for pieces that later rules add to the map; each is called with a
#: PieceContext after the built-in pieces and before the moving tokens.
EXTRA_LAYERS: list[Callable[[PieceContext], None]] = []


# --------------------------------------------------------------------------- marker icons
def _diplomacy(d: Pen) -> None:
    """A folded letter closed with a wax seal."""
    d.box(0.10, 0.24, 0.90, 0.80, PAPER, 0.03)
    d.line((0.10, 0.26), (0.50, 0.56), width=0.035)
    d.line((0.90, 0.26), (0.50, 0.56), width=0.035)
    d.disc((0.50, 0.58), 0.14, RED, 0.035)
    d.circle((0.50, 0.58), 0.06, d.detail((200, 80, 60)))


def _vote(d: Pen) -> None:
    """A round vote marker with a tick."""
    d.disc((0.5, 0.5), 0.40, STONE, 0.05)
    d.outline([(0.31, 0.52), (0.45, 0.66), (0.70, 0.34)], d.detail(INK), 0.08, closed=False)


def _tax(d: Pen) -> None:
    """A tied purse of coins."""
    body = [
        (0.5 + 0.34 * math.cos(math.radians(a)), 0.62 + 0.30 * math.sin(math.radians(a))) for a in range(-50, 231, 10)
    ]
    neck = [(0.40, 0.34), (0.33, 0.16), (0.50, 0.23), (0.67, 0.16), (0.60, 0.34)]
    d.shape(body + neck, WOOD)
    d.line((0.38, 0.35), (0.62, 0.35), d.detail(GOLD), 0.05)
    d.circle((0.5, 0.64), 0.11, d.detail(GOLD))


def _marriage(d: Pen) -> None:
    """Two rings, linked."""
    for x in (0.37, 0.63):
        d.circle((x, 0.55), 0.22, d.fill(GOLD), 0.09)
        d.circle((x, 0.55), 0.27, d.ink, 0.03)
        d.circle((x, 0.55), 0.175, d.ink, 0.03)


MARKER_ICONS: dict[str, Callable[[Pen], None]] = {
    "diplomacy": _diplomacy,
    "vote": _vote,
    "tax": _tax,
    "marriage": _marriage,
}
_marker_cache = SurfaceCache(200)


def token_icon(name: str, size: int) -> pygame.Surface:
    """An icon of ``game.ui.render.icons`` or one of the family markers drawn here
    (diplomacy, vote, tax, marriage), in natural colours, cached."""
    if name not in MARKER_ICONS:
        return icons.icon(name, size)
    size = max(4, int(size))

    def make() -> pygame.Surface:
        big = pygame.Surface((size * icons.SUPERSAMPLE, size * icons.SUPERSAMPLE), pygame.SRCALPHA)
        big.fill((*INK, 0))
        MARKER_ICONS[name](Pen(big, INK, mono=False))
        return pygame.transform.smoothscale(big, (size, size))

    return _marker_cache.get((name, size), make)


# --------------------------------------------------------------------------- words
def family_style(data: Any, view: State, seat: int) -> tuple[RGB, str]:
    """A seat's family colour and pattern, from the data's family colours."""
    colour = view.families[seat].color
    for fam in data.families:
        if fam.id == colour:
            return hex_to_rgb(fam.color), fam.pattern
    return INK, "circle"


#: a fief kind's lord's title, by the kind's id and the lord's gender (4.3); a kind the
#: rules' data adds without one here is named by the data's own word
_TITLES = {
    ("barony", "male"): N_("fief.ui.pieces.title.baron"),
    ("barony", "female"): N_("fief.ui.pieces.title.baroness"),
    ("county", "male"): N_("fief.ui.pieces.title.count"),
    ("county", "female"): N_("fief.ui.pieces.title.countess"),
    ("duchy", "male"): N_("fief.ui.pieces.title.duke"),
    ("duchy", "female"): N_("fief.ui.pieces.title.duchess"),
}


#: a fief's kind in words, by the kind's id (a kind the data adds is named by its id)
_KINDS = {
    "barony": N_("fief.ui.pieces.kind.barony"),
    "county": N_("fief.ui.pieces.kind.county"),
    "duchy": N_("fief.ui.pieces.kind.duchy"),
    "fief": N_("fief.ui.pieces.kind.fief"),
}


def fief_kind_words(kind: str) -> i18n.Message | Name:
    """ "duchy": a fief's kind, in words."""
    own = _KINDS.get(kind)
    return m(own) if own else Name.plain(kind)


def lord_titles(data: Any, view: State, lord: str) -> list[str]:
    """ "Duchess of Blaye", ...: the fief titles a lord holds, in the words of 4.3."""
    card = data.lord_cards.get(lord)
    gender = "female" if card is not None and card.gender == "female" else "male"
    out = []
    for fief in view.lords[lord].fief_titles:
        name = data.board.fiefs[fief].name
        place = name.split(" of ", 1)[1] if " of " in name else name
        try:
            kind = data.fief_kind(fief)
        except (KeyError, ValueError):
            out.append(i18n.t("fief.ui.pieces.holder_of", fief=data_name(data.board.fiefs[fief])))
            continue
        own = _TITLES.get((kind.kind, gender))
        title = m(own) if own else Name.plain(kind.title_female if gender == "female" else kind.title_male)
        out.append(i18n.t("fief.ui.pieces.lord_title", title=title, place=Name.plain(place)))
    return out


def lord_honours(data: Any, view: State, lord: str) -> list[str]:
    """Every title counter beside a lord's card: royal and Church titles first ("King",
    "Cardinal", "Bishop of Sigy"), then the fief titles."""
    return [i18n.text(label) for label in title_labels(view, lord)] + lord_titles(data, view, lord)


def lord_markers(view: State, names: Names, lord: str) -> list[str]:
    """The markers on a lord's card, in words: spouse, captor, excommunication, Assassin."""
    lo = view.lords[lord]
    card = names.data.lord_cards.get(lord)
    lady = card is not None and card.gender == "female"
    out = []
    if lo.spouse and lo.spouse in view.lords:
        spouse, family = names.lord(lo.spouse), names.family(view.lords[lo.spouse].family)
        if lady:
            out.append(i18n.t("fief.ui.pieces.married_to_female", spouse=spouse, family=family))
        else:
            out.append(i18n.t("fief.ui.pieces.married_to", spouse=spouse, family=family))
    if lo.captor >= 0:
        if lady:
            out.append(i18n.t("fief.ui.pieces.captive_of_female", family=names.family(lo.captor)))
        else:
            out.append(i18n.t("fief.ui.pieces.captive_of", family=names.family(lo.captor)))
    if view.excommunicated == lord:
        if lady:
            out.append(i18n.t("fief.ui.pieces.excommunicated_female"))
        else:
            out.append(i18n.t("fief.ui.pieces.excommunicated"))
    if lord in view.assassins:
        out.append(i18n.t("fief.ui.pieces.bears_assassin"))
    return out


def _join(parts: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C", in the current language."""
    return i18n.join(list(parts))


def _sentence(words: str) -> str:
    """Words made into a sentence of a tooltip: a capital first, a full stop after."""
    return words[:1].upper() + words[1:] + "." if words else ""


def in_each_language(make: Callable[[str], str]) -> Name:
    """Words put together from other words (a list joined by commas, a sentence given a
    capital), made once for each language with a catalogue, to be passed on as one value."""
    return Name(tuple((lang, make(lang)) for lang in i18n.languages()))


def capitalised(value: i18n.Text) -> Name:
    """``value`` with a capital first letter, in each language: a clause begun as a sentence."""

    def make(lang: str) -> str:
        words = i18n.text(value, lang)
        return words[:1].upper() + words[1:]

    return in_each_language(make)


def village_tooltip(data: Any, view: State, village: str, names: Names) -> str:
    """The rules that touch a village now: where it lies, who controls it, its buildings."""
    board = data.board
    v = board.villages[village]
    vs = view.villages[village]
    fief = board.fiefs[v.fief]
    bishopric = board.bishoprics[v.bishopric]
    lines = [
        i18n.t(
            "fief.ui.pieces.village_where",
            village=names.village(village),
            fief=data_name(fief),
            bishopric=data_name(bishopric),
            number=v.bishopric,
        )
    ]
    if v.principal:
        lines.append(i18n.t("fief.ui.pieces.village_principal"))
    owner = controller(view, village)
    if owner is None:
        lines.append(i18n.t("fief.ui.pieces.village_uncontrolled"))
    elif vs.present:
        lines.append(i18n.t("fief.ui.pieces.village_controlled", family=names.family(owner)))
    else:
        lines.append(i18n.t("fief.ui.pieces.village_governed", family=names.family(owner)))
    for seat in vs.present[1:]:
        came = vs.road_of.get(seat, "")
        if came:
            lines.append(
                i18n.t("fief.ui.pieces.village_on_road", family=names.family(seat), village=names.village(came))
            )
        else:
            lines.append(i18n.t("fief.ui.pieces.village_no_control", family=names.family(seat)))
    if vs.fortified:
        lines.append(i18n.t("fief.ui.pieces.village_fortified", fief=data_name(fief)))
    elif vs.stronghold:
        lines.append(i18n.t("fief.ui.pieces.village_stronghold"))
    if vs.mills:
        lines.append(i18n.t("fief.ui.pieces.village_mills", n=vs.mills))
    lines += war.siege_lines(view, names, village)
    for lid, lo in view.lords.items():
        if lo.village == village and lo.captor >= 0:
            lines.append(
                i18n.t(
                    "fief.ui.pieces.village_captive",
                    lord=names.lord(lid),
                    family=names.family(lo.family),
                    captor=names.family(lo.captor),
                )
            )
    return "\n".join(lines)


# --------------------------------------------------------------------------- geometry
def path_length(path: Sequence[Point]) -> float:
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(path, path[1:]))


def ease(t: float) -> float:
    """Smooth start and stop."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def _point_in(poly: Sequence[Point], x: float, y: float) -> bool:
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _free_spot(polygon: Sequence[Point], avoid: Sequence[Point]) -> Point:
    """A point inside ``polygon`` well away from ``avoid`` (village squares, roads, labels),
    preferring the middle of the area: where a fief's title crown lies."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    reach = 120.0
    near = [
        (ax, ay)
        for ax, ay in avoid
        if min(xs) - reach <= ax <= max(xs) + reach and min(ys) - reach <= ay <= max(ys) + reach
    ]
    best, best_score = (cx, cy), -1e9
    step = 20.0
    y = min(ys) + step / 2
    while y < max(ys):
        x = min(xs) + step / 2
        while x < max(xs):
            if _point_in(polygon, x, y):
                clear2 = min(((x - ax) ** 2 + (y - ay) ** 2 for ax, ay in near), default=reach * reach)
                clear = min(math.sqrt(clear2), reach)
                score = clear - 0.12 * math.hypot(x - cx, y - cy)
                if clear > 40:  # keep off the fief's border only where there is room to spare
                    edge = min(_segment_distance((x, y), polygon[i - 1], polygon[i]) for i in range(len(polygon)))
                    score += min(edge, 40.0) * 0.8
                if score > best_score:
                    best, best_score = (x, y), score
            x += step
        y += step
    return best


_spots: dict[int, tuple[Any, dict[int, Point]]] = {}


def crown_spots(board: Any) -> dict[int, Point]:
    """Where each fief's title crown lies on the map (computed once per board)."""
    cached = _spots.get(id(board))
    if cached is not None and cached[0] is board:
        return cached[1]
    avoid: list[Point] = []
    for v in board.villages.values():
        cx, cy = v.center
        # The square, its label below and the tokens to its right.
        avoid += [
            (cx, cy),
            (cx, cy + v.height * 0.9),
            (cx + v.width, cy),
            (cx - v.width * 0.8, cy + v.height * 0.9),
            (cx + v.width * 0.8, cy + v.height * 0.9),
            (cx + v.width * 1.6, cy),
        ]
    for road in board.roads:
        pts = list(road.points)
        for a, b in zip(pts, pts[1:]):
            n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) // 30))
            avoid += [(a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(n + 1)]
    for bishopric in board.bishoprics.values():
        avoid.append(bishopric.mitre)
    spots = {number: _free_spot(fief.polygon, avoid) for number, fief in board.fiefs.items()}
    _spots[id(board)] = (board, spots)
    return spots


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    if length <= 1e-9:
        return math.hypot(p[0] - ax, p[1] - ay)
    k = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length))
    return math.hypot(p[0] - ax - k * dx, p[1] - ay - k * dy)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def _lighter(color: Sequence[int], amount: float) -> RGB:
    return tuple(round(c + (255 - c) * amount) for c in color[:3])  # type: ignore[return-value]


def draw_mill(surface: pygame.Surface, rect: pygame.Rect, new: bool, theme: Theme) -> None:
    """A mill on a pale disc with a dark rim, readable over any ground; a new one (built
    this round) with a gold ring and a small "new" tag."""
    centre = rect.center
    radius = rect.width // 2
    if new:
        pygame.draw.circle(surface, (222, 186, 98), centre, radius + max(3, radius // 3))
        pygame.draw.circle(surface, INK, centre, radius + max(3, radius // 3), 1)
    pygame.draw.circle(surface, (246, 237, 214), centre, radius)
    pygame.draw.circle(surface, INK, centre, radius, max(1, radius // 8))
    icon = icons.icon("mill", max(8, round(rect.width * 0.8)))
    surface.blit(icon, icon.get_rect(center=centre))
    if new:
        size = max(9, round(rect.height * 0.42))
        tag = theme.text(i18n.t("fief.ui.pieces.new_tag"), "small_bold", (246, 237, 214), px=size)
        box = tag.get_rect().inflate(4, 0)
        box.midtop = (centre[0], rect.bottom - 1)
        pygame.draw.rect(surface, (140, 32, 22), box, border_radius=3)
        surface.blit(tag, tag.get_rect(center=box.center))


# --------------------------------------------------------------------------- renderer
class PieceRenderer:
    """Draws the pieces of a view over the board, through the board's camera."""

    def __init__(self, data: Any, theme: Theme) -> None:
        self.data = data
        self.board = data.board
        self.theme = theme
        self.hits: list[Hit] = []
        #: While drawing: what units on the roads keep off (village squares, units drawn).
        self._taken: list[pygame.Rect] = []
        self._plates = SurfaceCache(400, 8.0)
        self.crown_spots: dict[int, Point] = crown_spots(self.board)
        #: the mills each village had when the round began (or when first seen): more
        #: than that are new this round, and marked
        self._mill_base: dict[str, int] = {}
        self._mill_round = -1
        #: the still pieces last drawn apart: (key, surface, hits, taken places)
        self._still: tuple[Any, pygame.Surface, list[Hit], list[pygame.Rect]] | None = None

    # ----------------------------------------------------------------- new mills
    def _note_mills(self, view: State) -> None:
        """Remember each village's mills when a round begins (and lower the count when a
        mill is pillaged), so the mills built since stand out."""
        if view.round != self._mill_round:
            self._mill_round = view.round
            self._mill_base = {vid: vs.mills for vid, vs in view.villages.items()}
            return
        for vid, vs in view.villages.items():
            base = self._mill_base.get(vid)
            if base is None or vs.mills < base:
                self._mill_base[vid] = vs.mills

    def new_mills(self, view: State, vid: str) -> int:
        """How many of the village's mills were built this round."""
        return max(0, view.villages[vid].mills - self._mill_base.get(vid, view.villages[vid].mills))

    # ----------------------------------------------------------------- sizes
    def plate_height(self, zoom: float) -> int:
        scale = max(1.0, self.theme.scale)
        return int(min(max(PLATE_WORLD * zoom, PLATE_MIN * scale), PLATE_MAX * scale))

    def square(self, camera: Camera, village: str) -> pygame.Rect:
        v = self.board.villages[village]
        return camera.world_rect_to_screen((v.x, v.y, v.width, v.height))

    # ----------------------------------------------------------------- queries
    def hit_at(self, pos: tuple[int, int], kinds: Sequence[str] | None = None) -> Hit | None:
        """The topmost token or icon under ``pos`` drawn by the last ``draw``."""
        for hit in reversed(self.hits):
            if hit.rect.collidepoint(pos) and (kinds is None or hit.kind in kinds):
                return hit
        return None

    # ----------------------------------------------------------------- drawing
    def draw(
        self,
        surface: pygame.Surface,
        camera: Camera,
        view: State,
        names: Names,
        *,
        slides: Sequence[Slide] = (),
        flashes: Sequence[Flash] = (),
        highlights: dict[str, str] | None = None,
        selected_lord: str | None = None,
        clock: float = 0.0,
    ) -> None:
        """Draw every piece of ``view``; ``slides`` are lords on their way (drawn moving,
        not at their villages, their escorts taken from the village they left)."""
        if highlights:
            self.draw_highlights(surface, camera, highlights, clock)
        self.draw_still(surface, camera, view, names, slides=slides, selected_lord=selected_lord)
        self.draw_moving(surface, camera, view, names, slides=slides, flashes=flashes)

    def draw_highlights(
        self, surface: pygame.Surface, camera: Camera, highlights: dict[str, str], clock: float
    ) -> None:
        """The pulsing rings of the villages a decision offers (under the pieces)."""
        previous = surface.get_clip()
        surface.set_clip(camera.viewport.clip(previous) if previous else camera.viewport)
        self._draw_highlights(surface, camera, highlights, clock)
        surface.set_clip(previous)

    def still_layer(
        self,
        camera: Camera,
        view: State,
        names: Names,
        key: Any,
        *,
        slides: Sequence[Slide] = (),
        selected_lord: str | None = None,
    ) -> pygame.Surface:
        """``draw_still`` on a transparent surface of the viewport's size (to blit at the
        viewport), drawn again only when ``key`` changes; the hits it leaves are in
        window pixels either way."""
        kept = self._still
        if kept is not None and kept[0] == key:
            self.hits = list(kept[2])
            self._taken = list(kept[3])
            return kept[1]
        layer = pygame.Surface(camera.viewport.size, pygame.SRCALPHA)
        self.draw_still(layer, camera.local(), view, names, slides=slides, selected_lord=selected_lord)
        dx, dy = camera.viewport.topleft
        for hit in self.hits:
            hit.rect = hit.rect.move(dx, dy)
        self._taken = [r.move(dx, dy) for r in self._taken]
        self._still = (key, layer, list(self.hits), list(self._taken))
        return layer

    def draw_moving(
        self,
        surface: pygame.Surface,
        camera: Camera,
        view: State,
        names: Names,
        *,
        slides: Sequence[Slide] = (),
        flashes: Sequence[Flash] = (),
    ) -> None:
        """What moves over the still pieces: villages flashing and lords on their way
        (``moving_bounds`` says where)."""
        if not slides and not flashes:
            return
        previous = surface.get_clip()
        surface.set_clip(camera.viewport.clip(previous) if previous else camera.viewport)
        plate = self.plate_height(camera.zoom)
        for flash in flashes:
            self._draw_flash(surface, camera, flash)
        for slide in slides:
            for surf, rect in self._slide_items(camera, view, names, slide, plate):
                surface.blit(surf, rect)
        surface.set_clip(previous)

    def moving_bounds(
        self,
        camera: Camera,
        view: State,
        names: Names,
        *,
        slides: Sequence[Slide] = (),
        flashes: Sequence[Flash] = (),
    ) -> pygame.Rect:
        """Every pixel ``draw_moving`` touches with these slides and flashes now."""
        plate = self.plate_height(camera.zoom)
        rects = [self._flash_rect(camera, f) for f in flashes]
        rects += [r for s in slides for _, r in self._slide_items(camera, view, names, s, plate)]
        found = [r for r in rects if r is not None]
        if not found:
            return pygame.Rect(camera.viewport.topleft, (0, 0))
        return found[0].unionall(found[1:]).inflate(4, 4).clip(camera.viewport)

    def draw_still(
        self,
        surface: pygame.Surface,
        camera: Camera,
        view: State,
        names: Names,
        *,
        slides: Sequence[Slide] = (),
        selected_lord: str | None = None,
    ) -> None:
        """Every piece standing still: crowns, control, strongholds, mills, the units by
        each village (less the lords in ``slides``, on their way) and the later rules'
        layers. The hits of what is drawn replace ``hits``."""
        self.hits = []
        self._note_mills(view)
        previous = surface.get_clip()
        surface.set_clip(camera.viewport.clip(previous) if previous else camera.viewport)
        plate = self.plate_height(camera.zoom)
        moving = {s.lord for s in slides}
        carried: dict[tuple[str, int], tuple[int, int, int]] = {}
        for s in slides:
            k, m, h = carried.get((s.frm, s.seat), (0, 0, 0))
            carried[(s.frm, s.seat)] = (k + s.knights, m + s.men_at_arms, h + s.hidden)
        self._taken = []
        for vid, village in self.board.villages.items():
            square = self.square(camera, vid)
            if camera.viewport.inflate(plate * 12, plate * 8).colliderect(square):
                self._taken += [
                    square.inflate(plate // 2, plate // 2),
                    label_rect(self.theme, village, square, camera.zoom),
                ]
        mitre = max(30, round(84 * camera.zoom))  # the mitre and its number, as its tooltip takes them
        for bishopric in self.board.bishoprics.values():
            x, y = camera.world_to_screen(bishopric.mitre)
            self._taken.append(pygame.Rect(round(x - mitre / 2), round(y - mitre / 2), mitre, mitre))
        self._draw_crowns(surface, camera, view, names)
        for vid in self.board.villages:
            self._draw_village(surface, camera, view, names, vid, plate, moving, carried, selected_lord)
        self._mitre_hits(camera)
        ctx = PieceContext(self, surface, camera, view, names, self.theme, plate)
        for layer in EXTRA_LAYERS:
            layer(ctx)
        self.hits.extend(ctx.hits)
        surface.set_clip(previous)

    # Villages ---------------------------------------------------------------------
    def _draw_village(
        self,
        surface: pygame.Surface,
        camera: Camera,
        view: State,
        names: Names,
        vid: str,
        plate: int,
        moving: set[str],
        carried: dict[tuple[str, int], tuple[int, int, int]],
        selected_lord: str | None,
    ) -> None:
        square = self.square(camera, vid)
        if not camera.viewport.inflate(plate * 12, plate * 8).colliderect(square):
            return
        vs = view.villages[vid]
        owner = controller(view, vid)
        gap = max(3, plate // 6)
        reach = gap + 2  # how far the rings reach out of the square
        if vs.sieges:
            # Siege lines round the besieged stronghold, outside the control ring (6.4).
            colours = [family_style(self.data, view, seat)[0] for seat in sorted(vs.sieges)]
            around = square.inflate(2 * gap + 4, 2 * gap + 4)
            tooth = max(3, round(plate * 0.22))
            ring = war.siege_ring(colours, around.size, tooth)
            # The lines pass behind the village's name: the banner is put back on top.
            banner = label_rect(self.theme, self.board.villages[vid], square, camera.zoom).clip(surface.get_clip())
            kept = surface.subsurface(banner).copy() if banner.width and banner.height else None
            surface.blit(ring, ring.get_rect(center=around.center))
            if kept is not None:
                # Put back exactly what was there: on a transparent layer of pieces that is
                # nothing, so the name drawn with the board shows through the lines.
                surface.fill((0, 0, 0, 0), banner)
                surface.blit(kept, banner, special_flags=pygame.BLEND_RGBA_MAX)
            reach += 2 * tooth + 2
        if owner is not None:
            rgb, pattern = family_style(self.data, view, owner)
            band = square.inflate(2 * gap + 2, 2 * gap + 2)
            width = max(3, plate // 6)
            radius = max(3, plate // 5)
            pygame.draw.rect(surface, INK, band.inflate(2, 2), 1, border_radius=radius + 1)
            pygame.draw.rect(surface, rgb, band, width, border_radius=radius)
            if not vs.present:  # governed: control by title alone, a lighter inner line
                pygame.draw.rect(
                    surface, _lighter(rgb, 0.6), band.inflate(-2 * width, -2 * width), 1, border_radius=radius
                )
            size = max(12, min(plate, round(square.width * 0.55)))
            badge = marker(rgb, pattern, size)
            at = badge.get_rect(center=(band.left + width // 2, band.top + width // 2))
            surface.blit(badge, at)
            how = N_("fief.ui.pieces.controls_governed") if not vs.present else N_("fief.ui.pieces.controls_first")
            self.hits.append(
                Hit(at, "control", vid, i18n.t(how, family=names.family(owner), village=names.village(vid)))
            )
        if vs.fortified or vs.stronghold:
            size = max(14, round(square.width * 0.84))
            name = "fortified_city" if vs.fortified else "stronghold"
            icon = icons.icon(name, size)
            rect = icon.get_rect(center=square.center)
            surface.blit(icon, rect)
            fief = data_name(self.board.fiefs[self.board.villages[vid].fief])
            if vs.fortified:
                words = i18n.t("fief.ui.pieces.fortified_city", fief=fief)
            else:
                words = i18n.t("fief.ui.pieces.stronghold")
            besieged = war.siege_lines(view, names, vid)
            if besieged:
                words += "\n" + "\n".join(besieged)
            self.hits.append(Hit(rect, name, vid, words))
        keep_off = [square.inflate(2 * reach, 2 * reach)]  # where units on the roads are not drawn
        if vs.mills:
            size = max(round(16 * max(1.0, self.theme.scale)), min(plate, round(square.height * 0.7)))
            x = square.left - gap - size - (max(3, plate // 6) if owner is not None else 0)
            y = square.bottom - size
            new = self.new_mills(view, vid)
            for index in range(vs.mills):
                fresh = index >= vs.mills - new
                rect = pygame.Rect(x, y, size, size)
                draw_mill(surface, rect, fresh, self.theme)
                keep_off.append(rect)
                self.hits.append(
                    Hit(
                        rect,
                        "mill",
                        vid,
                        i18n.t(
                            N_("fief.ui.pieces.mill_new") if fresh else N_("fief.ui.pieces.mill"),
                            village=names.village(vid),
                        ),
                    )
                )
                y -= size + 2
        # A village's words depend on the whole view: ``village_tooltip`` writes them when asked.
        self.hits.append(Hit(square.inflate(gap * 2, gap * 2), "village", vid, ""))
        # Units: the controller beside the square, the others on the road they hold. A
        # captive lies among his captor's units (his own family is not present for him,
        # 6.2.3); a besieger's siege engine stands with its troops (6.4).
        held: dict[int, list[str]] = {}
        for lid, lo in view.lords.items():
            if lo.village == vid and lo.captor >= 0 and lid not in moving:
                held.setdefault(lo.captor, []).append(lid)
        seats = list(vs.present) + sorted(s for s in set(held) | set(vs.sieges) if s not in vs.present)
        on_road: dict[str, int] = {}
        for seat in seats:
            lords = [
                lid
                for lid in view.families[seat].lords
                if view.lords[lid].village == vid and view.lords[lid].captor < 0 and lid not in moving
            ]
            troops = vs.troops.get(seat)
            k = troops.knights if troops else 0
            m = troops.men_at_arms if troops else 0
            h = troops.hidden if troops else 0
            ck, cm, ch = carried.get((vid, seat), (0, 0, 0))
            k, m, h = max(0, k - ck), max(0, m - cm), max(0, h - ch)
            items = self._unit_items(view, names, seat, lords, k, m, plate, selected_lord, vid, h)
            items += self._war_items(view, names, seat, vid, held.get(seat, []), plate)
            if not items:
                continue
            total_h = sum(s.get_height() for s, _ in items) + (len(items) - 1) * 2
            width = max(s.get_width() for s, _ in items)
            if vs.present and seat == vs.present[0]:
                ring_pad = max(3, plate // 6) + 2 if owner is not None else 0
                left, top = self._beside_spot(camera, square, gap + ring_pad, (width, total_h), keep_off[1:])
            else:
                came = vs.road_of.get(seat, "")
                left, top = self._road_spot(
                    camera, vid, came, on_road, plate, square, (width, total_h), keep_off + self._taken
                )
            keep_off.append(pygame.Rect(left, top, width, total_h))
            self._taken.append(keep_off[-1])
            y = top
            for surf, hit in items:
                rect = surf.get_rect(topleft=(left, y))
                surface.blit(surf, rect)
                hit.rect = rect
                self.hits.append(hit)
                y += surf.get_height() + 2

    def taken(self) -> list[pygame.Rect]:
        """Where this frame's squares, names and units lie on screen (for later layers)."""
        return list(self._taken)

    def _beside_spot(
        self,
        camera: Camera,
        square: pygame.Rect,
        gap: int,
        size: tuple[int, int],
        keep_off: Sequence[pygame.Rect],
    ) -> tuple[int, int]:
        """The top left corner of the units of the family present first: right of the
        square, level with its foot; else, while they would cover another village's
        square or name, units already drawn (``keep_off``, the taken places) or be cut at
        the edge of the view, right of it from its top, then left of it (foot, then top): the place
        that covers least of them."""
        w, h = size
        right, left = square.right + gap, square.left - gap - w
        spots = [
            (right, square.bottom - h),
            (right, square.top - gap),
            (left, square.bottom - h),
            (left, square.top - gap),
        ]
        own = square.inflate(self.plate_height(camera.zoom) // 2, self.plate_height(camera.zoom) // 2)
        blocked = [r for r in self._taken if r != own] + list(keep_off)
        # Over the map's frame is fine (the original place already hangs there), past the
        # view's edge the units would be cut.
        view = camera.viewport

        def covered(spot: tuple[int, int]) -> int:
            """How many pixels of taken places the units would cover, or lose out of view."""
            rect = pygame.Rect(spot[0], spot[1], w, h)
            off = w * h - rect.clip(view).width * rect.clip(view).height
            return 4 * off + sum(rect.clip(r).width * rect.clip(r).height for r in blocked)

        return min(spots, key=covered)

    def _road_spot(
        self,
        camera: Camera,
        vid: str,
        came: str,
        used: dict[str, int],
        plate: int,
        square: pygame.Rect,
        size: tuple[int, int],
        keep_off: Sequence[pygame.Rect],
    ) -> tuple[int, int]:
        """The top left corner of the units of a family standing on the road from ``came``:
        centred on that road a little way out of the village (further out for each family
        on the same road), and further still while they would cover the square, its rings,
        its name or the units already drawn there (``keep_off``)."""
        n = used.get(came, 0)
        used[came] = n + 1
        w, h = size
        road = self.board.road_between(vid, came) if came else None
        if road is None:
            # In the village but on no road (control handed over, 5.1): left of the square,
            # else right of it where the left would leave the map.
            x, y = square.left - plate * 2.6 - n * plate * 3, square.top - plate * 0.6
            right = square.right + w / 2 + plate * 0.6 + n * plate * 3
            spots = [(x - k * plate * 0.5, y) for k in range(12)] + [(right + k * plate * 0.5, y) for k in range(4)]
            spots += [(square.centerx, square.bottom + plate * 1.6 + h / 2 + k * plate * 0.5) for k in range(6)]
            spots += [(square.centerx, square.top - plate * 0.4 - h / 2 - k * plate * 0.5) for k in range(6)]
        else:
            pts = list(road.points) if road.a == vid else list(reversed(road.points))
            screen = [camera.world_to_screen(p) for p in pts]
            length = path_length(screen)
            distance = min(length * 0.55, square.width * 0.7 + plate * (1.6 + 1.8 * n))
            far = max(distance, length * 0.8)
            steps = max(1, min(24, math.ceil((far - distance) / max(2.0, plate * 0.4))))
            spots = []
            for k in range(steps + 1):
                (x, y), (dx, dy) = along(screen, distance + (far - distance) * k / steps)
                # On the road, else beside it on either side.
                side = abs(dx) * h * 0.6 + abs(dy) * w * 0.6 + plate * 0.2
                spots += [(x, y), (x - dy * side, y + dx * side), (x + dy * side, y - dx * side)]
        # The free spot nearest the village, else the one least covered.
        best, best_score = None, (0, 0.0)
        # The map as far as it shows: units past the view's edge would be cut.
        board = camera.world_rect_to_screen((0.0, 0.0, camera.world_w, camera.world_h)).clip(camera.viewport)
        for x, y in spots:
            rect = pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)
            off_map = w * h - _overlap(rect, board)
            cover = sum(_overlap(rect, other) for other in keep_off) + 4 * off_map
            score = (cover, math.hypot(x - square.centerx, y - square.centery))
            if best is None or score < best_score:
                best, best_score = rect, score
        assert best is not None  # there is always a spot to choose from
        return best.topleft

    def _unit_items(
        self,
        view: State,
        names: Names,
        seat: int,
        lords: list[str],
        knights: int,
        men: int,
        plate: int,
        selected_lord: str | None,
        vid: str,
        hidden: int = 0,
    ) -> list[tuple[pygame.Surface, Hit]]:
        rgb, pattern = family_style(self.data, view, seat)
        items = []
        for lid in lords:
            surf = self.lord_plate(i18n.text(names.lord(lid)), rgb, pattern, plate, lid == selected_lord)
            items.append((surf, Hit(surf.get_rect(), "lord", lid, self.lord_tooltip(view, names, lid))))
        if knights or men or hidden:
            surf = self.troop_plate(rgb, pattern, knights, men, plate, hidden)
            items.append(
                (
                    surf,
                    Hit(
                        surf.get_rect(),
                        "troops",
                        (vid, seat),
                        troop_tooltip(names, seat, knights, men, names.village(vid), hidden),
                    ),
                )
            )
        return items

    def _war_items(
        self, view: State, names: Names, seat: int, vid: str, captives: list[str], plate: int
    ) -> list[tuple[pygame.Surface, Hit]]:
        """The siege engine ``seat`` has at ``vid`` and the captives it holds there."""
        items = []
        siege = view.villages[vid].sieges.get(seat)
        if siege:
            rgb, pattern = family_style(self.data, view, seat)
            surf = war.siege_counter(self.theme, rgb, pattern, siege[0], plate)
            items.append(
                (surf, Hit(surf.get_rect(), "siege_engine", (vid, seat), war.siege_tooltip(view, names, vid, seat)))
            )
        for lid in captives:
            rgb, pattern = family_style(self.data, view, view.lords[lid].family)
            surf = war.captive_token(self.theme, i18n.text(names.lord(lid)), rgb, pattern, plate)
            items.append((surf, Hit(surf.get_rect(), "captive", lid, war.captive_tooltip(self.data, view, names, lid))))
        return items

    def lord_tooltip(self, view: State, names: Names, lord: str) -> str:
        lo = view.lords[lord]
        lines = [i18n.t("fief.ui.pieces.lord_of", lord=names.lord(lord), family=names.family(lo.family))]
        honours = [i18n.text(label) for label in title_labels(view, lord)]
        if honours:
            lines.append(i18n.t("fief.ui.pieces.honours", titles=_join(honours)))
        lines += [_sentence(words) for words in lord_markers(view, names, lord)]
        carried = relics.carried_by(view, lord)
        if carried:
            lines.append(i18n.t("fief.ui.pieces.carries", relics=i18n.words(names.relic(r) for r in carried)))
        titles = lord_titles(self.data, view, lord)
        if titles:
            most = self.data.rules.max_fief_titles_per_lord
            lines.append(i18n.t("fief.ui.pieces.fief_titles", titles=_join(titles), most=most))
        else:
            lines.append(i18n.t("fief.ui.pieces.no_fief_title"))
        march = view.marches.get(lord)
        if march is not None:
            lines.append(i18n.t("fief.ui.pieces.moves_left", left=moves_open(view, lord), moves=moves_for(view, lord)))
            if march.escort.count:
                esc = march.escort
                troops = _troop_words(names, esc.knights, esc.men_at_arms, esc.hidden)
                lines.append(i18n.t("fief.ui.pieces.leading", troops=troops))
        return "\n".join(lines)

    # Plates -----------------------------------------------------------------------
    def _cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self._plates.get(key, make)

    def lord_plate(self, name: str, rgb: RGB, pattern: str, h: int, selected: bool = False) -> pygame.Surface:
        """A lord's token: a plate in the family colour with its shape and the lord's name."""
        return self._cached(
            ("lord", name, rgb, pattern, h, selected, self.theme.scale),
            lambda: self._make_lord_plate(name, rgb, pattern, h, selected),
        )

    def _make_lord_plate(self, name: str, rgb: RGB, pattern: str, h: int, selected: bool) -> pygame.Surface:
        t = self.theme
        px = max(t.readable_px, round(h * 0.64))
        text = t.text(name, "small_bold", t.colors.parchment_light, px)
        pad = max(3, h // 4)
        w = h + text.get_width() + pad + max(2, h // 8)
        border = max(1, h // 14)
        surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (20, 12, 6, 90), body.move(1, 2), border_radius=h // 3)
        pygame.draw.rect(surf, rgb, body, border_radius=h // 3)
        pygame.draw.rect(
            surf, _lighter(rgb, 0.25), body.inflate(-2 * border - 2, -2 * border - 2), 1, border_radius=h // 3
        )
        pygame.draw.rect(
            surf, t.colors.gold if selected else INK, body, border + (1 if selected else 0), border_radius=h // 3
        )
        shape = marker(t.colors.parchment_light, pattern, max(8, h - 2 * border - 4))
        surf.blit(shape, shape.get_rect(center=(h // 2 + 1, h // 2)))
        surf.blit(text, text.get_rect(midleft=(h + 1, h // 2 + 1)))
        return surf

    def troop_plate(self, rgb: RGB, pattern: str, knights: int, men: int, h: int, hidden: int = 0) -> pygame.Surface:
        """A troop stack: the family's shape, then knights and men-at-arms with counts,
        and the face-down counters of Fog of War (11.2) as a stack of backs with theirs."""
        return self._cached(
            ("troops", rgb, pattern, knights, men, hidden, h, self.theme.scale),
            lambda: self._make_troop_plate(rgb, pattern, knights, men, h, hidden),
        )

    def _make_troop_plate(
        self, rgb: RGB, pattern: str, knights: int, men: int, h: int, hidden: int = 0
    ) -> pygame.Surface:
        t = self.theme
        px = max(11, round(h * 0.68))
        icon_size = max(10, h - 4)
        parts: list[tuple[pygame.Surface, pygame.Surface]] = []
        for name, n in (("knight", knights), ("man_at_arms", men)):
            if n:
                parts.append((icons.icon(name, icon_size), t.text(str(n), "small_bold", INK, px)))
        if hidden:
            parts.append((counter_backs(t, rgb, icon_size), t.text(str(hidden), "small_bold", INK, px)))
        mark = marker(rgb, pattern, max(8, h - 6))
        pad = max(2, h // 6)
        w = pad + mark.get_width() + pad + sum(i.get_width() + n.get_width() + pad for i, n in parts) + pad
        border = max(2, h // 10)
        surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (20, 12, 6, 90), body.move(1, 2), border_radius=h // 4)
        pygame.draw.rect(surf, t.colors.parchment_light, body, border_radius=h // 4)
        pygame.draw.rect(surf, rgb, body, border, border_radius=h // 4)
        pygame.draw.rect(surf, INK, body, 1, border_radius=h // 4)
        x = pad
        surf.blit(mark, mark.get_rect(midleft=(x, h // 2)))
        x += mark.get_width() + pad
        for icon, number in parts:
            surf.blit(icon, icon.get_rect(midleft=(x, h // 2)))
            x += icon.get_width()
            surf.blit(number, number.get_rect(midleft=(x, h // 2 + 1)))
            x += number.get_width() + pad
        return surf

    # Crowns and mitres ------------------------------------------------------------
    def _draw_crowns(self, surface: pygame.Surface, camera: Camera, view: State, names: Names) -> None:
        scale = max(1.0, self.theme.scale)
        size = int(min(max(CROWN_WORLD * camera.zoom, 18 * scale), 36 * scale))
        for number, spot in self.crown_spots.items():
            x, y = camera.world_to_screen(spot)
            icon = icons.icon("crown", size)
            rect = icon.get_rect(center=(round(x), round(y)))
            if not camera.viewport.colliderect(rect):
                continue
            holder = view.fief_titles.get(number)
            fief = self.board.fiefs[number]
            try:
                cost = self.data.fief_title_cost(number)
                kind = fief_kind_words(self.data.fief_kind(number).kind)
            except (KeyError, ValueError):
                cost, kind = 0, fief_kind_words("fief")
            if holder:
                lo = view.lords[holder]
                rgb, pattern = family_style(self.data, view, lo.family)
                pygame.draw.circle(surface, rgb, rect.center, size * 0.62)
                pygame.draw.circle(surface, INK, rect.center, size * 0.62, 1)
                surface.blit(icon, rect)
                badge = marker(rgb, pattern, max(10, size // 2))
                surface.blit(badge, badge.get_rect(center=(rect.right - 1, rect.bottom - 2)))
                title = _join(lord_titles(self.data, view, holder)[:1]) or i18n.text(data_name(fief))
                tip = i18n.t(
                    "fief.ui.pieces.crown_held",
                    fief=data_name(fief),
                    lord=names.lord(holder),
                    family=names.family(lo.family),
                    title=title,
                )
            else:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.circle(shade, (250, 240, 214, 150), (rect.width // 2, rect.height // 2), size * 0.6)
                surface.blit(shade, rect)
                surface.blit(icon, rect)
                tip = i18n.t(
                    "fief.ui.pieces.crown_free",
                    fief=data_name(fief),
                    kind=kind,
                    n=len(fief.villages),
                    cost=cost,
                )
            self.hits.append(Hit(rect, "crown", number, tip))

    def _mitre_hits(self, camera: Camera) -> None:
        size = max(30, round(84 * camera.zoom))
        for number, bishopric in self.board.bishoprics.items():
            x, y = camera.world_to_screen(bishopric.mitre)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (round(x), round(y))
            tip = i18n.t(
                "fief.ui.pieces.mitre",
                bishopric=data_name(bishopric),
                number=number,
                n=len(bishopric.villages),
                principal=data_name(self.board.villages[bishopric.principal]),
            )
            self.hits.append(Hit(rect, "mitre", number, tip))

    # Highlights, flashes, slides --------------------------------------------------
    def _draw_highlights(
        self, surface: pygame.Surface, camera: Camera, highlights: dict[str, str], clock: float
    ) -> None:
        pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
        for vid, style in highlights.items():
            if vid not in self.board.villages:
                continue
            color = HIGHLIGHT_COLORS.get(style, HIGHLIGHT_COLORS["target"])
            square = self.square(camera, vid)
            grow = max(14, round(square.width * 0.75)) + round(4 * pulse)
            ring = square.inflate(grow, grow)
            glow = pygame.Surface(ring.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*color, 70 + round(50 * pulse)), glow.get_rect(), border_radius=ring.width // 4)
            surface.blit(glow, ring.inflate(8, 8))
            pygame.draw.rect(surface, color, ring, 3 if style != "selected" else 4, border_radius=ring.width // 4)

    def _flash_rect(self, camera: Camera, flash: Flash) -> pygame.Rect | None:
        if flash.village not in self.board.villages:
            return None
        grow = round(8 + 46 * ease(flash.t))
        return self.square(camera, flash.village).inflate(grow, grow).inflate(8, 8)

    def _draw_flash(self, surface: pygame.Surface, camera: Camera, flash: Flash) -> None:
        if flash.village not in self.board.villages:
            return
        square = self.square(camera, flash.village)
        k = ease(flash.t)
        grow = round(8 + 46 * k)
        ring = square.inflate(grow, grow)
        alpha = round(230 * (1 - k))
        layer = pygame.Surface(ring.inflate(8, 8).size, pygame.SRCALPHA)
        local = pygame.Rect(4, 4, ring.width, ring.height)
        pygame.draw.rect(layer, (*flash.color, alpha // 3), local, border_radius=ring.width // 3)
        pygame.draw.rect(
            layer, (*flash.color, alpha), local, max(3, round(6 * (1 - k)) + 2), border_radius=ring.width // 3
        )
        surface.blit(layer, ring.inflate(8, 8))

    def _slide_items(
        self, camera: Camera, view: State, names: Names, slide: Slide, plate: int
    ) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The plates of a lord on his way (and the troops he leads), where they are now."""
        screen = [camera.world_to_screen(p) for p in slide.path]
        if len(screen) < 2:
            return []
        (x, y), _ = along(screen, path_length(screen) * ease(slide.t))
        rgb, pattern = family_style(self.data, view, slide.seat)
        items = [self.lord_plate(i18n.text(names.lord(slide.lord)), rgb, pattern, plate, True)]
        if slide.knights or slide.men_at_arms or slide.hidden:
            items.append(self.troop_plate(rgb, pattern, slide.knights, slide.men_at_arms, plate, slide.hidden))
        total = sum(s.get_height() for s in items) + 2 * (len(items) - 1)
        top = round(y - total / 2)
        out = []
        for surf in items:
            out.append((surf, surf.get_rect(midtop=(round(x), top))))
            top += surf.get_height() + 2
        return out

    # The tray of decks ------------------------------------------------------------
    def draw_tray(self, surface: pygame.Surface, row: pygame.Rect, view: State, names: Names) -> list[Hit]:
        """The decks and discard piles with their counts, and the First Player card, in one
        row; returns what answers the pointer there."""
        t = self.theme
        c = t.colors
        hits: list[Hit] = []
        card_h = row.height
        card_w = round(card_h * 0.72)
        number_w = t.text_size("88", "small_bold")[0]
        slot = card_w + t.px(5) + number_w + t.px(12)
        piles = [
            (
                "card_lord",
                view.lord_deck,
                view.lord_discard,
                "lord",
                N_("fief.ui.pieces.lord_deck"),
                N_("fief.ui.pieces.lord_deck_about"),
            ),
            (
                "card_fortune",
                view.fortune_deck,
                view.fortune_discard,
                "fortune",
                N_("fief.ui.pieces.fortune_deck"),
                N_("fief.ui.pieces.fortune_deck_about"),
            ),
        ]
        x = row.left
        for icon_name, deck, discard, key, title, what in piles:
            for is_discard, cards in ((False, deck), (True, discard)):
                rect = pygame.Rect(x, row.top, card_w, card_h)
                top = next((cid for cid in reversed(cards) if cid != "hidden"), None) if is_discard else None
                black = not is_discard and cards[-1:] == [HIDDEN_DISASTER]  # a Disaster's back on top (2.1)
                if cards:
                    self._pile(
                        surface, rect, "card_disaster" if black else icon_name, len(cards), face_up=top is not None
                    )
                else:
                    _dashed_rect(surface, c.ink_faded, rect, t.px(3))
                t.blit_text(
                    surface,
                    str(len(cards)),
                    (rect.right + t.px(5), rect.centery + t.px(1)),
                    "small_bold",
                    c.ink if not is_discard else c.ink_soft,
                    "midleft",
                )
                n = len(cards)
                if is_discard and top:
                    tip = i18n.t("fief.ui.pieces.discard_top", deck=m(title), n=n, card=names.card(top))
                elif is_discard:
                    tip = i18n.t("fief.ui.pieces.discard", deck=m(title), n=n)
                else:
                    tip = i18n.t("fief.ui.pieces.deck", deck=m(title), n=n, about=m(what))
                    if black:
                        tip += " " + i18n.t("fief.ui.pieces.deck_disaster_on_top")
                hits.append(
                    Hit(pygame.Rect(x, row.top, slot - t.px(8), card_h), "discard" if is_discard else "deck", key, tip)
                )
                x += slot
            x += t.px(6)
        # The First Player card, with the family's marker on it.
        seat = view.first_player
        rgb, pattern = family_style(self.data, view, seat) if 0 <= seat < view.n else (INK, "circle")
        mark = marker(rgb, pattern, round(card_h * 0.62))
        label = t.text(i18n.t("fief.ui.pieces.first_tag"), "small_bold", c.rubric)
        rect = pygame.Rect(0, row.top, t.px(6) + mark.get_width() + t.px(5) + label.get_width() + t.px(7), card_h)
        rect.right = row.right - t.px(2)
        hits += self._disaster_track(surface, pygame.Rect(x, row.top, rect.left - x - t.px(8), card_h), view)
        pygame.draw.rect(surface, (120, 84, 50), rect.move(t.px(2), t.px(2)), border_radius=t.px(4))
        pygame.draw.rect(surface, c.parchment_light, rect, border_radius=t.px(4))
        pygame.draw.rect(surface, c.rubric, rect, max(2, t.px(2)), border_radius=t.px(4))
        surface.blit(mark, mark.get_rect(midleft=(rect.left + t.px(6), rect.centery)))
        surface.blit(label, label.get_rect(midright=(rect.right - t.px(7), rect.centery + t.px(1))))
        hits.append(
            Hit(
                rect,
                "first_player",
                seat,
                i18n.t("fief.ui.pieces.first_player", family=names.family(seat)),
            )
        )
        return hits

    def _disaster_track(self, surface: pygame.Surface, area: pygame.Rect, view: State) -> list[Hit]:
        """The spaces of the disaster track (2.1), drawn small where the tray has room: a
        Disaster card met while drawing waits face down in the first free one."""
        t = self.theme
        c = t.colors
        spaces = self.data.rules.disaster_track_spaces
        waiting = list(getattr(view, "disaster_track", ()))
        gap = t.px(3)
        width = min(round(area.height * 0.6), (area.width - (spaces - 1) * gap) // max(1, spaces))
        if width < t.px(12):
            return []
        height = min(area.height, round(width / 0.72))
        top = area.top + (area.height - height) // 2
        left = area.right - spaces * width - (spaces - 1) * gap
        hits = []
        for i in range(spaces):
            cell = pygame.Rect(left + i * (width + gap), top, width, height)
            if i < len(waiting):
                pygame.draw.rect(surface, (96, 40, 32), cell.move(t.px(1), t.px(1)), border_radius=t.px(2))
                icon = icons.icon("card_disaster", cell.height)
                surface.blit(icon, icon.get_rect(center=cell.center))
                tip = i18n.t("fief.ui.pieces.track_full", space=i + 1)
            else:
                pygame.draw.rect(surface, c.parchment_dark, cell, border_radius=t.px(2))
                _dashed_rect(surface, c.ink_faded, cell, t.px(3))
                t.blit_text(surface, str(i + 1), (cell.centerx, cell.centery + t.px(1)), "small", c.ink_soft, "center")
                tip = i18n.t("fief.ui.pieces.track_empty", space=i + 1, n=spaces)
            hits.append(Hit(cell, "disaster_track", i + 1, tip))
        return hits

    def _pile(
        self, surface: pygame.Surface, rect: pygame.Rect, icon_name: str, count: int, face_up: bool = False
    ) -> None:
        t = self.theme
        depth = min(3, max(0, (count + 7) // 8))
        for k in range(depth, 0, -1):
            pygame.draw.rect(surface, (96, 66, 40), rect.move(k * t.px(1.5), -k * t.px(1.5)), border_radius=t.px(3))
        if face_up:
            pygame.draw.rect(surface, t.colors.parchment, rect, border_radius=t.px(3))
            pygame.draw.rect(surface, INK, rect, 1, border_radius=t.px(3))
            pygame.draw.rect(surface, t.colors.rubric, rect.inflate(-t.px(6), -t.px(6)), 1, border_radius=t.px(2))
            icon = icons.icon("scroll", round(rect.width * 0.7))
            surface.blit(icon, icon.get_rect(center=rect.center))
        else:
            icon = icons.icon(icon_name, rect.height)
            surface.blit(icon, icon.get_rect(center=rect.center))


def troop_tooltip(names: Names, seat: int, knights: int, men: int, where: i18n.Text, hidden: int = 0) -> str:
    strength = knights * STRENGTH["knight"] + men * STRENGTH["man_at_arms"]
    troops = _troop_words(names, knights, men, hidden)
    if hidden:
        low, high = strength + hidden * STRENGTH["man_at_arms"], strength + hidden * STRENGTH["knight"]
        return i18n.t(
            "fief.ui.pieces.troops_hidden", family=names.family(seat), where=where, troops=troops, low=low, high=high
        )
    return i18n.t("fief.ui.pieces.troops", family=names.family(seat), where=where, troops=troops, strength=strength)


def _troop_words(names: Names, knights: int, men: int, hidden: int = 0) -> i18n.Message | Name:
    parts: list[i18n.Message] = []
    if knights:
        parts.append(names.item("knight", knights))
    if men:
        parts.append(names.item("man_at_arms", men))
    if hidden:
        parts.append(m("fief.ui.pieces.hidden_counters", n=hidden))
    if not parts:
        return m("fief.ui.pieces.no_troops")
    # "a knight and 3 men-at-arms and 2 hidden counters": each joined by the word "and"
    return in_each_language(lambda lang: f" {m('core.list.and').text(lang)} ".join(i18n.text(p, lang) for p in parts))


def counter_backs(theme: Theme, rgb: RGB, size: int) -> pygame.Surface:
    """Face-down troop counters (Fog of War, 11.2): two backs in the family colour, one
    over the other, a question mark on the top one."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    side = max(6, round(size * 0.8))
    step = size - side
    radius = max(1, side // 6)
    under = pygame.Rect(step, 0, side, side)
    pygame.draw.rect(surf, tuple(round(c * 0.65) for c in rgb[:3]), under, border_radius=radius)
    pygame.draw.rect(surf, INK, under, 1, border_radius=radius)
    top = pygame.Rect(0, step, side, side)
    pygame.draw.rect(surf, rgb, top, border_radius=radius)
    pygame.draw.rect(surf, INK, top, 1, border_radius=radius)
    mark = theme.text("?", "small_bold", theme.colors.parchment_light, max(8, round(side * 0.9)))
    surf.blit(mark, mark.get_rect(center=(top.centerx, top.centery + 1)))
    return surf


def _dashed_rect(surface: pygame.Surface, color: RGB, rect: pygame.Rect, dash: int) -> None:
    for x in range(rect.left, rect.right, dash * 2):
        pygame.draw.line(surface, color, (x, rect.top), (min(x + dash, rect.right), rect.top))
        pygame.draw.line(surface, color, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1))
    for y in range(rect.top, rect.bottom, dash * 2):
        pygame.draw.line(surface, color, (rect.left, y), (rect.left, min(y + dash, rect.bottom)))
        pygame.draw.line(surface, color, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)))


__all__ = [
    "EXTRA_LAYERS",
    "Flash",
    "Hit",
    "PieceContext",
    "PieceRenderer",
    "Slide",
    "family_style",
    "lord_titles",
    "token_icon",
    "troop_tooltip",
    "village_tooltip",
]
