"""The table's pacing: every move shown one at a time, at the pace the table chose.

Each action's events, as one seat may see them, make one ``Moment``: the things on the
board the game lights for them (``Light``: a game gives them for each of its events,
``GameUI.lights``), what they reveal (``RevealPart``: dice, cards, a caption), shown
together in one panel, and the game's own animation (lords riding), played first. The
table keeps a queue of moments and shows them in order:

1. the animation, at the animation speed;
2. the board as it stood before the move, with what the move took lit (a die taken, a
   lord leaving), for part of the pace;
3. the board after it, with what the move changed lit, for the rest of the pace, and
   the moment's reveals in one panel, held until a person goes on (or for the seconds
   chosen in the settings).

Another seat's move is held for the pace chosen in Settings (``PACES``: off, quick,
normal, slow); the viewer's own is not held, but what it revealed is. A click or Space
goes on at once (``Moment.skip``). Nothing here knows a game: a ``Light``'s ``thing``
is the game's own key, which only its board reads, and a ``RevealPart`` draws itself.

The panel of reveals (``reveal_layout``, ``draw_reveals``) stacks the parts of a moment
in one plaque, in two columns where one would be too tall, and in pages, each
acknowledged, where even two would not fit.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core import i18n
from game.ui.reveals import Batch

if TYPE_CHECKING:
    from game.ui.theme import Theme

#: Share of the pace the board shows what a move took, as it stood before it.
BEFORE_SHARE = 0.4
#: Seconds a panel of reveals takes to come up (its dice tumble, its cards turn over).
REVEAL_SECONDS = 1.3
#: Seconds a moment is held when played again from the list, at a pace of "off".
REPLAY_SECONDS = 1.3
#: A click on a button that has replaced a different one under the pointer this recently
#: is ignored (a double click never answers the next question, nor lifts a curtain).
GUARD_SECONDS = 0.5


@dataclass(frozen=True)
class Light:
    """A thing on a game's board lit for a move.

    ``thing`` is the game's own key for it (Troyes: a place, a die, a card slot; Fief: a
    village, a lord), which only the game's board reads. ``before``: lit on the board as
    it stood before the move (a die taken, a lord leaving), else after it."""

    thing: Hashable
    before: bool = False


class RevealPart(Protocol):
    """One thing a moment reveals, drawn in the moment's panel: a die rolled, cards
    turned over, a battle's dice, an election's markers, with its caption."""

    def size(self, theme: Theme, width: int) -> tuple[int, int]:
        """The room it takes, at most ``width`` wide."""

    def draw(self, surface: pygame.Surface, theme: Theme, rect: pygame.Rect, t: float) -> None:
        """Draw it in ``rect`` (as ``size`` asked); ``t`` goes from 0 (just shown: dice
        tumbling, cards face down) to 1 (settled)."""


@dataclass
class CaptionPart:
    """A revealed thing told in words only (a game that draws nothing for it)."""

    text: i18n.Text

    def size(self, theme: Theme, width: int) -> tuple[int, int]:
        lines = theme.wrap(i18n.text(self.text), "body_bold", width)
        w = max((theme.text_size(line, "body_bold")[0] for line in lines), default=0)
        return w, len(lines) * theme.line_height("body_bold")

    def draw(self, surface: pygame.Surface, theme: Theme, rect: pygame.Rect, t: float) -> None:
        y = rect.top
        for line in theme.wrap(i18n.text(self.text), "body_bold", rect.width):
            theme.blit_text(surface, line, (rect.centerx, y), "body_bold", theme.colors.ink, "midtop")
            y += theme.line_height("body_bold")


@dataclass
class Moment(Batch):
    """One action's events as the viewer sees them, to be shown (see the module).

    ``index`` is the action's place in the game's record; ``seat`` the seat that made
    it (None: the game's own steps); ``mine``: the viewer made it. ``pace`` is how long
    it is held once lit (0: not held); ``anim`` the game's own animation."""

    index: int = field(default=-1, kw_only=True)
    seat: int | None = field(default=None, kw_only=True)
    mine: bool = field(default=False, kw_only=True)
    lights: tuple[Light, ...] = field(default=(), kw_only=True)
    parts: list[RevealPart] = field(default_factory=list, kw_only=True)
    anim: Batch | None = field(default=None, kw_only=True)
    pace: float = field(default=0.0, kw_only=True)
    #: seconds the panel of reveals takes to come up
    show_time: float = field(default=REVEAL_SECONDS, kw_only=True)
    #: where the moment stands: "anim", "before", "after", "done"
    phase: str = field(default="", kw_only=True)
    #: how far into the current phase (seconds; for the panel: 0 to 1 of ``show_time``)
    clock: float = field(default=0.0, kw_only=True)
    #: the parts of each page of the panel (set by the table when it lays the panel out)
    pages: list[list[RevealPart]] = field(default_factory=list, kw_only=True)
    page: int = field(default=0, kw_only=True)
    _skipped: bool = field(default=False, kw_only=True, repr=False)

    def __post_init__(self) -> None:
        self.phase = self._first_phase()

    # What it is -----------------------------------------------------------------
    @property
    def blocks(self) -> bool:
        """Whether a decision must wait for it: everything but the animation of the
        viewer's own move (what it revealed included)."""
        return not self.mine or bool(self.parts)

    @property
    def shows_panel(self) -> bool:
        return bool(self.parts) and self.phase == "after"

    @property
    def t(self) -> float:
        """How far the panel has come up, 0 to 1."""
        return min(1.0, self.clock / max(1e-6, self.show_time)) if self.shows_panel else 1.0

    def lit(self) -> tuple[Light, ...]:
        """The lights of the board as shown now."""
        if self.phase == "before":
            return tuple(light for light in self.lights if light.before)
        if self.phase == "after":
            return tuple(light for light in self.lights if not light.before)
        return ()

    @property
    def showing_before(self) -> bool:
        """The board shows the view from before the move (riding, or its first part)."""
        return self.phase in ("anim", "before")

    # Moving on ------------------------------------------------------------------
    def _first_phase(self) -> str:
        if self.anim is not None:
            return "anim"
        return self._after_anim()

    def _after_anim(self) -> str:
        if self.pace > 0 and any(light.before for light in self.lights):
            return "before"
        return "after"

    def advance(self, dt: float) -> bool:
        if self.phase == "anim":
            assert self.anim is not None
            if self._skipped or self.anim.advance(dt):
                self.phase, self.clock = self._after_anim(), 0.0
            return False
        if self.phase == "before":
            self.clock += dt
            if self._skipped or self.clock >= self.pace * BEFORE_SHARE:
                self.phase, self.clock = "after", 0.0
            return False
        if self.phase == "after":
            if self.parts:
                if self.clock < self.show_time:
                    self.clock = self.show_time if self._skipped else min(self.show_time, self.clock + dt)
                    self._skipped = False
                    return False
                if self.stays(dt):
                    return False
                if self.page + 1 < len(self.pages):
                    self.page += 1
                    self.clock = 0.0
                    return False
                self.phase = "done"
                return True
            self.clock += dt
            if self._skipped or self.clock >= self.pace * (1 - BEFORE_SHARE if self._had_before() else 1.0):
                self.phase = "done"
                return True
            return False
        return True

    def _had_before(self) -> bool:
        return self.pace > 0 and any(light.before for light in self.lights)

    def skip(self) -> bool:
        """A person goes on: a held panel is acknowledged, a move's hold ends, an
        animation jumps to its end. True when something was skipped."""
        if self.phase == "done":
            return False
        if self.shows_panel:
            if self.clock < self.show_time:
                self._skipped = True  # settle the dice and cards at once
                return True
            if self.waiting:
                self.acknowledge()
                return True
            return False
        self._skipped = True
        return True

    def hurry(self) -> None:
        """Show it without holding the move (the panel of reveals still waits)."""
        self.pace = 0.0
        if self.phase in ("anim", "before") or (self.phase == "after" and not self.parts):
            self._skipped = True


# ------------------------------------------------------------------------------- the panel
#: Design pixels: the widest the panel grows, its margins, the gap between parts.
PANEL_WIDEST = 760
PANEL_MARGIN = 18
PART_GAP = 12


@dataclass(frozen=True)
class PanelLayout:
    """Where a page of parts goes: the plaque, and each part's rectangle in it."""

    plaque: pygame.Rect
    places: tuple[pygame.Rect, ...]


def paginate(parts: Sequence[RevealPart], theme: Theme, area: pygame.Rect) -> list[list[RevealPart]]:
    """The parts in pages that each fit ``area`` (in one column, or two side by side):
    as few pages as the room allows, in order."""
    pages: list[list[RevealPart]] = []
    page: list[RevealPart] = []
    for part in parts:
        trial = [*page, part]
        if page and panel_layout(trial, theme, area) is None:
            pages.append(page)
            page = [part]
        else:
            page = trial
    if page:
        pages.append(page)
    return pages


def panel_layout(parts: Sequence[RevealPart], theme: Theme, area: pygame.Rect) -> PanelLayout | None:
    """Where the plaque of ``parts`` and each part go in ``area``: one column when it
    fits, else two (the parts split where the columns come out most even); None when
    even two columns do not fit (a single part too tall is squeezed in anyway)."""
    t = theme
    margin, gap = t.px(PANEL_MARGIN), t.px(PART_GAP)
    room_w = min(area.width - t.px(16), t.px(PANEL_WIDEST))
    room_h = area.height - t.px(24)
    inner = room_w - 2 * margin
    sizes = [part.size(t, inner) for part in parts]
    height = sum(h for _, h in sizes) + gap * (len(sizes) - 1) + 2 * margin
    if height <= room_h or len(parts) == 1:
        width = max((w for w, _ in sizes), default=0) + 2 * margin
        width = max(min(room_w, width), min(room_w, t.px(360)))
        plaque = pygame.Rect(0, 0, width, min(height, room_h))
        plaque.midtop = (area.centerx, area.top + t.px(16))
        places, y = [], plaque.top + margin
        for w, h in sizes:
            rect = pygame.Rect(0, y, min(w, width - 2 * margin), h)
            rect.centerx = plaque.centerx
            places.append(rect)
            y += h + gap
        return PanelLayout(plaque, tuple(places))
    column = (inner - gap) // 2
    if column < t.px(200):
        return None
    sizes = [part.size(t, column) for part in parts]
    best: tuple[int, int] | None = None  # (taller column's height, split)
    for split in range(1, len(parts)):
        left = sum(h for _, h in sizes[:split]) + gap * (split - 1)
        right = sum(h for _, h in sizes[split:]) + gap * (len(parts) - split - 1)
        tall = max(left, right)
        if best is None or tall < best[0]:
            best = (tall, split)
    assert best is not None
    tall, split = best
    if tall + 2 * margin > room_h:
        return None
    plaque = pygame.Rect(0, 0, room_w, tall + 2 * margin)
    plaque.midtop = (area.centerx, area.top + t.px(16))
    places = []
    for col, chunk in enumerate((sizes[:split], sizes[split:])):
        x = plaque.left + margin + col * (column + gap)
        y = plaque.top + margin
        for w, h in chunk:
            rect = pygame.Rect(0, y, min(w, column), h)
            rect.centerx = x + column // 2
            places.append(rect)
            y += h + gap
    return PanelLayout(plaque, tuple(places))


def draw_reveals(
    surface: pygame.Surface, theme: Theme, area: pygame.Rect, parts: Sequence[RevealPart], t: float
) -> pygame.Rect:
    """One page of a moment's reveals in an ornate plaque at the top of ``area``,
    sliding down as it appears; returns the plaque."""
    layout = panel_layout(parts, theme, area)
    if layout is None:  # never for a page made by ``paginate``; a safe fallback
        layout = panel_layout(parts[:1], theme, area)
        parts = parts[:1]
    assert layout is not None
    shift = round((1 - min(1.0, t / 0.12)) * theme.px(30))
    plaque = layout.plaque.move(0, -shift)
    theme.draw_panel(surface, plaque, ornate=True)
    previous = surface.get_clip()
    surface.set_clip(plaque.clip(previous) if previous else plaque)
    for i, (part, rect) in enumerate(zip(parts, layout.places)):
        part.draw(surface, theme, rect.move(0, -shift), t)
        if i + 1 < len(parts) and len(layout.places) > i + 1 and layout.places[i + 1].top > rect.top:
            y = rect.bottom + theme.px(PART_GAP) // 2 - shift
            theme.draw_rule(surface, rect.centerx, y, min(plaque.width - theme.px(80), theme.px(240)))
    surface.set_clip(previous)
    return plaque


def tumble_face(value: int, t: float, seed: int = 0, until: float = 0.45) -> int:
    """A die's face as it tumbles (changing) until ``until``, then ``value``."""
    if t >= until:
        return value
    return 1 + int(t * 37 + seed * 3) % 6


def turn_width(width: int, t: float, until: float = 0.4) -> tuple[int, bool]:
    """A card turning over: its drawn width, and whether its face shows yet."""
    turn = min(1.0, t / max(1e-6, until))
    return max(2, round(width * abs(math.cos(math.pi * (1 - turn) / 2)))), turn >= 0.5


def lights_of(mapping: Any, events: Sequence[Any], before: Any, after: Any) -> tuple[Light, ...]:
    """The lights a game gives for ``events`` (``GameUI.lights``), without repeats."""
    if mapping is None:
        return ()
    out: list[Light] = []
    for event in events:
        for light in mapping(event, before, after):
            if light not in out:
                out.append(light)
    return tuple(out)


__all__ = [
    "BEFORE_SHARE",
    "GUARD_SECONDS",
    "REPLAY_SECONDS",
    "REVEAL_SECONDS",
    "CaptionPart",
    "Light",
    "Moment",
    "PanelLayout",
    "RevealPart",
    "draw_reveals",
    "lights_of",
    "paginate",
    "panel_layout",
    "tumble_face",
    "turn_width",
]
