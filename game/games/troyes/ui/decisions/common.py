"""What Troyes' decision views share: the parchment panel they lay out in, the widgets
they are made of (dice that take clicks, rows, headings) and their board hooks.

A view subclasses ``TroyesView``: it stacks its widgets in ``build(column)``, returns
its buttons from ``footer()``, says what the board lights up in ``highlights()`` and
takes the board's clicks in ``on_board(hit)``. The panel is rebuilt whenever the
layout, the decision or the view's own selection changes, so a view keeps only its
selection and reads everything else from ``ctx.view`` (the viewer's view of the game:
nothing private of another seat is in it).

The body scrolls (mouse wheel) when it is taller than the panel; the buttons stay at
the bottom. It scrolls from one widget's top to the next, and a widget the body cannot
show whole is not drawn (the scroll bar says there is more), so no line shows cut in
half. In a wide panel the body has two columns (``Column.split``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import pygame

from game.core import i18n
from game.core.engine import Action
from game.core.i18n import Text
from game.games.troyes.rules import contract, play
from game.games.troyes.rules.data import TroyesData
from game.games.troyes.rules.events import Tell
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from game.games.troyes.ui.board_api import NOTHING, Highlight, Hit
from game.games.troyes.ui.render.dice import draw_die
from game.ui.decisions.panel import PanelBase
from game.ui.render.markers import marker
from game.ui.theme import Color, Theme
from game.ui.widgets.base import Widget, WidgetGroup
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from game.ui.widgets.tooltip import Tip

#: a panel at least this wide (design pixels) lays its body in two columns
TWO_COLUMNS = 660
#: a die's side in the panels (design pixels)
DIE = 34
#: the room under a die for its note (a price)
NOTE = 15
#: the room at the left of a district's dice for its name
LABEL = 124
#: how far (design pixels) the body's widgets may be drawn below it, into the space
#: above the buttons: a widget that ends there shows whole rather than not at all
MARGIN = 6


def words(value: Text | None) -> str | None:
    return None if value is None else i18n.text(value)


def seat_look(state: TroyesState, seat: int) -> tuple[str, str]:
    """A seat's colour ("#rrggbb") and marker shape; the neutral player's grey."""
    if seat == NEUTRAL or not 0 <= seat < len(state.config.seats):
        return "#8a8478", "circle"
    cid = state.config.seats[seat].color
    for colour in state.data.colours:
        if colour.id == cid:
            return colour.color, colour.pattern
    return "#8c765a", "circle"


# --------------------------------------------------------------------------- widgets


@dataclass
class DieSpot:
    """A die as a panel shows it: what a click on it means (``key``), its face, its look
    ("", "lit", "chosen", "faded") and a note under it (a price)."""

    key: Any
    colour: str
    value: int
    look: str = ""
    note: str = ""
    tip: str | None = None


class DiceRow(Widget):
    """Dice side by side, wrapping to more lines; each takes a click."""

    def __init__(
        self,
        theme: Theme,
        spots: Sequence[DieSpot],
        on_click: Callable[[Any], None] | None,
        notes: bool = False,
        label: Text | None = None,
        look: tuple[str, str] | None = None,
        empty: Text | None = None,
    ) -> None:
        super().__init__(theme)
        self.spots = list(spots)
        self.on_click = on_click
        self.notes = notes or any(s.note for s in spots)
        #: a district's name (and its family's marker) at the left of its dice
        self.label = words(label)
        self.look = look
        #: the words in place of the dice when there are none
        self.empty = words(empty)
        self._pressed: Any = None
        self._mouse = (-1, -1)

    def cell(self) -> tuple[int, int]:
        t = self.theme
        return t.px(DIE + 16), t.px(DIE + 10) + (t.px(NOTE) if self.notes else 0)

    def label_width(self) -> int:
        return self.theme.px(LABEL) if self.label else 0

    def label_lines(self) -> list[str]:
        t = self.theme
        if not self.label:
            return []
        room = self.label_width() - t.px(26 if self.look else 6)
        return t.wrap(self.label, "small_bold", room)

    def per_line(self, width: int) -> int:
        return max(1, (width - self.label_width()) // self.cell()[0])

    def height_at(self, width: int) -> int:
        lines = -(-len(self.spots) // self.per_line(width)) if self.spots else 1
        label = len(self.label_lines()) * self.theme.line_height("small_bold") + self.theme.px(8)
        return max(lines * self.cell()[1], label)

    def rects(self) -> list[tuple[pygame.Rect, DieSpot]]:
        t = self.theme
        cw, ch = self.cell()
        n = self.per_line(self.rect.width)
        out = []
        for i, spot in enumerate(self.spots):
            x = self.rect.left + self.label_width() + (i % n) * cw + t.px(5)
            y = self.rect.top + (i // n) * ch + t.px(6)
            out.append((pygame.Rect(x, y, t.px(DIE), t.px(DIE)), spot))
        return out

    def spot_at(self, pos: tuple[int, int]) -> DieSpot | None:
        grow = self.theme.px(4)
        for rect, spot in self.rects():
            if rect.inflate(grow, grow).collidepoint(pos):
                return spot
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            return False
        if self.on_click is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self.spot_at(event.pos)
            self._pressed = spot.key if spot is not None else None
            return spot is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, None
            spot = self.spot_at(event.pos)
            if was is not None and spot is not None and spot.key == was:
                self.on_click(spot.key)
            return was is not None
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        grow = self.theme.px(4)
        for rect, spot in self.rects():
            if rect.inflate(grow, grow).collidepoint(pos):
                if spot.tip is None:
                    return None
                note = self.theme.line_height("small_bold") + self.theme.px(3) if spot.note else 0
                return Tip(spot.tip, rect.inflate(grow, grow).union(rect.move(0, note)))
        return None

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        hover = self.spot_at(self._mouse) if self.hovered and self.on_click is not None else None
        if self.label:
            lh = t.line_height("small_bold")
            x = self.rect.left + t.px(2)
            top = (
                self.rect.top + t.px(DIE + 10) // 2 - lh // 2
                if len(self.label_lines()) == 1
                else self.rect.top + t.px(4)
            )
            if self.look is not None:
                surf = marker(self.look[0], self.look[1], t.px(16))
                surface.blit(surf, surf.get_rect(midleft=(x, top + lh // 2)))
                x += t.px(21)
            for line in self.label_lines():
                t.blit_text(surface, line, (x, top), "small_bold", c.rubric)
                top += lh
            if not self.spots and self.empty:
                mid = self.rect.top + t.px(DIE + 10) // 2
                left = self.rect.left + self.label_width() + t.px(5)
                t.blit_text(surface, self.empty, (left, mid), "small_italic", c.ink_soft, "midleft")
        for rect, spot in self.rects():
            if hover is spot:
                pygame.draw.rect(surface, (250, 242, 220), rect.inflate(t.px(8), t.px(8)), border_radius=t.px(6))
            draw_die(surface, t, rect, spot.colour, spot.value, spot.look)
            if spot.note:
                colour = c.rubric if spot.look != "faded" else c.ink_faded
                t.blit_text(surface, spot.note, (rect.centerx, rect.bottom + t.px(3)), "small_bold", colour, "midtop")


class Row(Widget):
    """A clickable line: an optional seat marker or dice at the left, a text, a detail at
    the right in red, and a second line in italics. A ``dim`` row is drawn faded but
    still takes clicks, so the view can say why it cannot be done."""

    def __init__(
        self,
        theme: Theme,
        text: Text,
        on_click: Callable[[], object] | None = None,
        *,
        sub: Text | None = None,
        detail: Text | None = None,
        look: tuple[str, str] | None = None,
        dice: Sequence[tuple[str, int]] = (),
        dice_room: int = 0,
        selected: bool = False,
        dim: bool = False,
        tooltip: Text | None = None,
    ) -> None:
        super().__init__(theme, None, words(tooltip))
        self.text = i18n.text(text)
        self.on_click = on_click
        #: room kept for this many dice at the left, so that rows of groups align
        self.dice_room = dice_room
        self.sub = words(sub)
        self.detail = words(detail)
        self.look = look
        self.dice = list(dice)
        self.selected = selected
        self.dim = dim
        self.pressed = False

    def _left(self) -> int:
        t = self.theme
        x = t.px(9)
        if self.look is not None:
            x += t.px(22) + t.px(7)
        if self.dice:
            x += max(len(self.dice), self.dice_room) * t.px(24) + t.px(6)
        return x

    def _detail_w(self) -> int:
        return self.theme.text_size(self.detail, "small_bold")[0] + self.theme.px(10) if self.detail else 0

    def lines(self, width: int) -> tuple[list[str], list[str]]:
        t = self.theme
        x = self._left()
        role = "body_bold" if self.selected else "body"
        text = t.wrap(self.text, role, max(t.px(40), width - x - t.px(7) - self._detail_w()))
        sub = t.wrap(self.sub, "small_italic", max(t.px(40), width - x - t.px(7))) if self.sub else []
        return text, sub

    def height_at(self, width: int) -> int:
        t = self.theme
        text, sub = self.lines(width)
        h = len(text) * t.line_height("body") + t.px(8) + len(sub) * t.line_height("small")
        return max(h, t.px(30) if self.dice else 0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.on_click is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            if was and self.rect.collidepoint(event.pos):
                self.on_click()
            return was
        return False

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        rect = self.rect
        radius = t.px(4)
        if self.selected:
            pygame.draw.rect(surface, c.parchment_dark, rect, border_radius=radius)
            pygame.draw.rect(surface, c.rubric, (rect.left, rect.top, t.px(4), rect.height))
        elif self.hovered and self.on_click is not None:
            pygame.draw.rect(surface, (248, 240, 218), rect, border_radius=radius)
            pygame.draw.rect(surface, c.ink_faded, rect, 1, border_radius=radius)
        ink = c.ink_faded if self.dim else c.ink
        soft = c.ink_faded if self.dim else c.ink_soft
        line_h = t.line_height("body")
        mid = rect.top + t.px(4) + line_h // 2
        x = rect.left + t.px(9)
        if self.look is not None:
            surf = marker(self.look[0], self.look[1], t.px(22))
            surface.blit(surf, surf.get_rect(center=(x + t.px(11), mid)))
            x += t.px(29)
        for colour, value in self.dice:
            draw_die(
                surface,
                t,
                pygame.Rect(x, mid - t.px(10), t.px(20), t.px(20)),
                colour,
                value,
                "faded" if self.dim else "",
            )
            x += t.px(24)
        if self.dice:
            x += max(0, self.dice_room - len(self.dice)) * t.px(24) + t.px(6)
        if self.detail:
            ink_detail = soft if self.dim else c.rubric
            t.blit_text(surface, self.detail, (rect.right - t.px(7), mid), "small_bold", ink_detail, "midright")
        text, sub = self.lines(rect.width)
        role = "body_bold" if self.selected else "body"
        y = mid
        for line in text:
            t.blit_text(surface, line, (x, y), role, ink, "midleft")
            y += line_h
        y = y - line_h // 2
        for line in sub:
            t.blit_text(surface, line, (x, y), "small_italic", soft)
            y += t.line_height("small")


class Heading(Widget):
    """A small red heading with a faint rule after it, and a seat's marker before it."""

    def __init__(self, theme: Theme, text: Text, look: tuple[str, str] | None = None, tooltip: Text | None = None):
        super().__init__(theme, None, words(tooltip))
        self.text = i18n.text(text)
        self.look = look

    def height_at(self, width: int) -> int:
        t = self.theme
        return len(t.wrap(self.text, "small_bold", width - t.px(30))) * t.line_height("small_bold") + t.px(4)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        x = self.rect.left + t.px(2)
        lh = t.line_height("small_bold")
        if self.look is not None:
            surf = marker(self.look[0], self.look[1], t.px(16))
            surface.blit(surf, surf.get_rect(midleft=(x, self.rect.top + lh // 2)))
            x += t.px(21)
        y = self.rect.top
        r = pygame.Rect(x, y, 0, 0)
        for line in t.wrap(self.text, "small_bold", self.rect.right - x - t.px(4)):
            r = t.blit_text(surface, line, (x, y), "small_bold", c.rubric)
            y += lh
        if r.right + t.px(12) < self.rect.right:
            pygame.draw.line(
                surface, c.ink_faded, (r.right + t.px(8), r.centery), (self.rect.right - t.px(4), r.centery), 1
            )


class Column:
    """Stacks widgets top to bottom; ``split`` starts a second column beside the first
    when the panel is wide, else goes on below."""

    def __init__(self, theme: Theme, group: WidgetGroup, left: int, top: int, width: int) -> None:
        self.theme = theme
        self.group = group
        self.left = left
        self.top = top
        self.full = width
        self.two = width >= theme.px(TWO_COLUMNS)
        self.x = left
        self.width = width
        self.y = top
        self.low = top  # the bottom of the columns finished

    def halves(self) -> None:
        """Lay the next widgets in the left half (a wide panel)."""
        if self.two:
            self.width = (self.full - self.theme.px(24)) // 2

    def split(self) -> None:
        """Go on in the right half (a wide panel), or below."""
        if self.two and self.x == self.left:
            self.low = max(self.low, self.y)
            self.x = self.left + self.width + self.theme.px(24)
            self.y = self.top
        else:
            self.gap(8)

    @property
    def bottom(self) -> int:
        return max(self.low, self.y)

    def add(self, widget: Widget, height: int, gap: float = 3) -> Widget:
        widget.rect = pygame.Rect(self.x, self.y, self.width, height)
        self.group.add(widget)
        self.y += height + self.theme.px(gap)
        return widget

    def gap(self, design: float = 6) -> None:
        if self.y > self.top:
            self.y += self.theme.px(design)

    def heading(self, text: Text, look: tuple[str, str] | None = None, tooltip: Text | None = None) -> Heading:
        self.gap(6)
        h = Heading(self.theme, text, look, tooltip)
        self.add(h, h.height_at(self.width), 2)
        return h

    def text(self, text: Text, role: str = "small", color: Color | None = None, tooltip: Text | None = None) -> Label:
        t = self.theme
        label = Label(t, i18n.text(text), role=role, color=color, tooltip=words(tooltip))
        width = self.width - t.px(12)
        label.rect = pygame.Rect(self.x + t.px(6), self.y, width, label.height_for(width))
        self.group.add(label)
        self.y += label.rect.height + t.px(4)
        return label

    def row(self, text: Text, on_click: Callable[[], object] | None = None, **kw: Any) -> Row:
        row = Row(self.theme, text, on_click, **kw)
        self.add(row, row.height_at(self.width), 2)
        return row

    def dice(
        self, spots: Sequence[DieSpot], on_click: Callable[[Any], None] | None, notes: bool = False, **kw: Any
    ) -> DiceRow:
        row = DiceRow(self.theme, spots, on_click, notes, **kw)
        self.add(row, row.height_at(self.width), 2)
        return row

    def buttons(self, *buttons: Button, height: float = 32) -> None:
        """Buttons side by side sharing the column's width (two lines when too narrow)."""
        t = self.theme
        h = t.px(height)
        gap = t.px(6)
        per = len(buttons)
        while per > 1 and sum(b.preferred_width() for b in buttons[:per]) + gap * (per - 1) > self.width:
            per -= 1
        for start in range(0, len(buttons), per):
            line = buttons[start : start + per]
            w = (self.width - gap * (len(line) - 1)) // len(line)
            for i, b in enumerate(line):
                b.rect = pygame.Rect(self.x + i * (w + gap), self.y, w, h)
                self.group.add(b)
            self.y += h + gap


# --------------------------------------------------------------------------- the view


class TroyesView(PanelBase):
    """A Troyes decision view: a parchment panel (see the module's docstring) and the
    board hooks the table calls (``highlights``, ``on_board``)."""

    heading_type = Heading

    # Reading ----------------------------------------------------------------------
    @property
    def state(self) -> TroyesState:
        view: TroyesState = self.ctx.view
        return view

    @property
    def data(self) -> TroyesData:
        return self.state.data

    @property
    def tell(self) -> Tell:
        return contract.tell(self.state)

    def seat_name(self, seat: int) -> str:
        return i18n.text(self.tell.seat(seat))

    def submit(self, action: Action) -> bool:
        """Submit ``action`` (dice alike mapped to the listed option); the engine's
        reason is shown when it refuses."""
        return self.ctx.submit(play.alike(self.state, self.decision, action))

    # Board hooks ------------------------------------------------------------------
    def highlights(self) -> Highlight:
        """What the board lights up for this decision."""
        return NOTHING

    def on_board(self, hit: Hit) -> bool:
        """A click on the board; True when the view took it."""
        return False

    # Subclass API -----------------------------------------------------------------
    def build(self, col: Column) -> None:
        """Add the body's widgets."""

    def footer(self) -> list[Button]:
        """The buttons at the bottom, left to right (the last one is the main one)."""
        return []

    # The panel ----------------------------------------------------------------------
    #: the least height (design pixels) at which the panel shows its title
    title_height: ClassVar[int] = 420

    @property
    def titled(self) -> bool:
        return bool(self.title) and self.rect.height >= self.theme.px(self.title_height)

    def rebuild(self) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        t = self.theme
        inner = t.panel_content(self.rect, titled=self.titled)
        inner = inner.inflate(t.px(16), t.px(12))  # the frame's margin is generous

        def lay(left: int, top: int, width: int) -> int:
            col = Column(t, self.group, left, top, width)
            self.build(col)
            return col.bottom

        self.lay_out(inner, self.footer(), lay)

    def body_view(self) -> pygame.Rect:
        """Where the body's widgets are drawn: the body, and a little of the space
        between it and the buttons."""
        return pygame.Rect(self.body.left, self.body.top, self.body.width, self.body.height + self.theme.px(MARGIN))

    # Drawing ----------------------------------------------------------------------
    def drawing_bounds(self, area: pygame.Rect, window: pygame.Rect) -> pygame.Rect:
        """The panel and its shadow."""
        return self.theme.shadow_bounds(area).clip(window)

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        self.theme.draw_panel(surface, self.rect, i18n.t(self.title) if self.titled else None)
        self.draw_body(surface)


def number_key(event: pygame.event.Event) -> int | None:
    """0-based index for the keys 1..9 (top row or keypad), else None."""
    for base in (pygame.K_1, pygame.K_KP1):
        if base <= event.key <= base + 8:
            return int(event.key - base)
    return None


def main_button(view: TroyesView, text: Text, on_click: Callable[[], None], tip: Text, enabled: bool = True) -> Button:
    return Button(view.theme, i18n.text(text), on_click, primary=True, tooltip=i18n.text(tip), enabled=enabled)


def plain_button(view: TroyesView, text: Text, on_click: Callable[[], None], tip: Text, enabled: bool = True) -> Button:
    return Button(view.theme, i18n.text(text), on_click, tooltip=i18n.text(tip), enabled=enabled)
