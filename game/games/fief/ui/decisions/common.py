"""What the dedicated decision views share: the panel that lays their widgets out, the
small widgets they are made of, and look-ups in the pending decision's options.

A view subclasses ``PanelView``. It adds its widgets in ``build(flow)`` (a ``Flow``
stacks them), puts what must stay in sight in ``header(flow)`` (deniers to spend, say)
and returns its buttons from ``footer()``. The panel is rebuilt whenever the layout,
the decision or the view's own selection changes, so a view keeps only its selection as
state and reads everything else from ``ctx.view``.

The view draws its own parchment panel over the rectangle the game scene gives it, and
fits its content in one of two arrangements:

- a *sheet* (a box in a side column): the header pinned at the top, the body scrolling
  vertically, the buttons pinned at the bottom; the view's title heads the sheet when
  there is room for it (the scene's prompt already says what is being decided);
- a *strip* (a low band at least twice as wide as tall): the header and the buttons in
  a column at the right, the body in columns that fill the rest; when there are more
  columns than room, the body scrolls sideways (mouse wheel, or a click on the bar).

Rows and steppers take one line in a wide column and two in a narrow one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.i18n import N_, Text, m
from game.games.fief.ui.decisions.map_hooks import FiefContext, MapHooks
from game.games.fief.ui.render.pieces import HIGHLIGHT_COLORS, lord_honours
from game.ui.decisions.panel import PanelBase
from game.ui.render import icons
from game.ui.render.markers import draw_marker
from game.ui.theme import Color, Theme
from game.ui.widgets.base import Widget, WidgetGroup
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

#: A widget a ``Flow`` places (its methods return the very widget given).
W = TypeVar("W", bound=Widget)
#: A family's look on screen: its colour ("#rrggbb") and its marker shape.
Look = tuple[str, str]
#: A footer line: a row of buttons, or a sentence (a warning before a confirmation).
FooterRow = list[Button] | Text

#: Design sizes of the arrangements.
STRIP_MAX_HEIGHT = 300  # a strip is lower than this, and at least twice as wide as tall
TITLE_MIN_HEIGHT = 420  # a sheet shows the view's title when at least this tall
WIDE_COLUMN = 270  # a column this wide takes one-line rows
WIDE_STEPPER = 310  # and this wide, one-line steppers
COLUMN_MIN = 190  # narrowest body column
ACTIONS_WIDTH = 176  # the column of buttons at the right
COLUMN_GAP = 22
DETAIL_ROOM = 80  # a row's detail stays beside its text when this much room is left for the text


# --------------------------------------------------------------------------- look-ups


def family_look(state: State, seat: int) -> Look:
    """The colour and marker shape of a seat's family (grey circle if the data lacks it)."""
    colour_id = state.families[seat].color if 0 <= seat < len(state.families) else ""
    for fam in state.data.families:
        if fam.id == colour_id:
            return fam.color, fam.pattern
    return "#8c765a", "circle"


#: Pieces counted with a figure even for one ("1 knight", not "a knight").
_COUNTED = {
    "knight": N_("fief.ui.common.knights_counted"),
    "man_at_arms": N_("fief.ui.common.men_at_arms_counted"),
    "mill": N_("fief.ui.common.mills_counted"),
    "stronghold": N_("fief.ui.common.strongholds_counted"),
}


def count_words(names: Any, unit: str, n: int) -> str:
    """ "1 knight", "3 men-at-arms" (words now, in the current language)."""
    return i18n.text(m(_COUNTED[unit], n=n) if unit in _COUNTED else names.item(unit, n))


def troops_words(names: Any, knights: int, men: int) -> str:
    """ "1 knight and 3 men-at-arms", "no troops" (words now, in the current language)."""
    parts = [count_words(names, u, n) for u, n in (("knight", knights), ("man_at_arms", men)) if n]
    return i18n.text(i18n.words(parts)) if parts else i18n.t("fief.ui.common.no_troops")


def village_place(data: Any, names: Any, village: str) -> str:
    """Where a village lies: "Duchy of Bourg · Bishopric of Sens"."""
    v = data.board.villages[village]
    return i18n.t("fief.ui.common.village_place", fief=names.fief(v.fief), bishopric=names.bishopric_name(v.bishopric))


def is_message_id(text: str) -> bool:
    """Whether ``text`` is a message id ("fief.ui.purchase.title"), not words."""
    return bool(_ID.match(text))


_ID = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")


# --------------------------------------------------------------------------- widgets


def _words(value: Text | None) -> str | None:
    """Words now for a text that may be absent."""
    return None if value is None else i18n.text(value)


class Row(Widget):
    """A clickable line of a panel: an icon or family marker, a text with a short note
    after it, a detail at the right, and optionally a second line.

    A ``dim`` row is drawn faded but still takes clicks, so the view can say why the
    thing cannot be done now.
    """

    def __init__(
        self,
        theme: Theme,
        text: Text,
        on_click: Callable[[], object] | None = None,
        *,
        sub: Text | None = None,
        note: Text | None = None,
        detail: Text | None = None,
        icon: str | None = None,
        look: Look | None = None,
        selected: bool = False,
        dim: bool = False,
        tooltip: Text | None = None,
    ) -> None:
        super().__init__(theme, None, _words(tooltip))
        self.text = i18n.text(text)
        self.on_click = on_click
        self.sub = _words(sub)
        self.note = _words(note)
        self.detail = _words(detail)
        self.icon = icon
        self.look = look
        self.selected = selected
        self.dim = dim
        self.pressed = False

    @staticmethod
    def height_for(theme: Theme, sub: bool) -> int:
        """The height of a row whose text and second line take one line each."""
        h = theme.line_height("body") + theme.px(6)
        return h + theme.line_height("small") - theme.px(2) if sub else h

    def _text_left(self) -> int:
        t = self.theme
        return t.px(9) + (min(t.px(22), t.line_height("body")) + t.px(7) if self.look or self.icon else 0)

    def detail_beside(self, width: int) -> bool:
        """Whether the detail fits at the right of the text; else it heads the second line
        (a narrow column, or a long detail in a wordier language)."""
        if not self.detail:
            return False
        t = self.theme
        room = width - t.px(7) - t.text_size(self.detail, "small_bold")[0] - t.px(8) - self._text_left()
        return room >= t.px(DETAIL_ROOM)

    def second_line(self, width: int) -> str | None:
        """The second line's words: the detail first when it does not fit beside the text."""
        if self.detail and not self.detail_beside(width):
            return (
                i18n.t("fief.ui.common.detail_and_sub", detail=self.detail, sub=self.sub) if self.sub else self.detail
            )
        return self.sub

    def lines(self, width: int) -> tuple[list[str], list[str]]:
        """The text's lines and the second line's, wrapped (never cut) at ``width``."""
        t = self.theme
        x = self._text_left()
        right = width - t.px(7)
        if self.detail_beside(width):
            right -= t.text_size(self.detail or "", "small_bold")[0] + t.px(8)
        role = "body_bold" if self.selected else "body"
        text = t.wrap(self.text, role, max(t.px(40), right - x))
        second = self.second_line(width)
        sub = t.wrap(second, "small_italic", max(t.px(40), width - t.px(7) - x)) if second else []
        return text, sub

    def height_at(self, width: int) -> int:
        """The height the row needs at ``width``, its lines wrapped."""
        t = self.theme
        text, sub = self.lines(width)
        h = len(text) * t.line_height("body") + t.px(6)
        return h + len(sub) * t.line_height("small") - (t.px(2) if sub else 0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.on_click is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
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
        x = rect.left + t.px(9)
        line_h = t.line_height("body")
        mid = rect.top + t.px(3) + line_h // 2
        mark = min(t.px(22), line_h)
        mark_rect = pygame.Rect(x, mid - mark // 2, mark, mark)
        if self.look is not None:
            draw_marker(surface, mark_rect, *self.look)
            x += mark + t.px(7)
        elif self.icon is not None:
            surf = icons.icon(self.icon, mark, c.ink_faded) if self.dim else icons.icon(self.icon, mark)
            surface.blit(surf, mark_rect)
            x += mark + t.px(7)
        right = rect.right - t.px(7)
        if self.detail and self.detail_beside(rect.width):
            colour = soft if self.dim else c.rubric
            drect = t.blit_text(surface, self.detail, (right, mid), "small_bold", colour, "midright")
            right = drect.left - t.px(8)
        role = "body_bold" if self.selected else "body"
        text, sub = self.lines(rect.width)
        y = mid
        for line in text:
            trect = t.blit_text(surface, line, (x, y), role, ink, "midleft")
            y += line_h
        if self.note and trect.right + t.px(7) + t.text_size(self.note, "small_italic")[0] <= right:
            t.blit_text(
                surface, self.note, (trect.right + t.px(7), y - line_h + t.px(1)), "small_italic", soft, "midleft"
            )
        y = y - line_h + line_h // 2 - t.px(2)
        for line in sub:
            t.blit_text(surface, line, (x, y), "small_italic", soft)
            y += t.line_height("small")


class Tally(Widget):
    """Pieces in a line, each an icon and a count: "with him: [knight] 1 [man] 3"."""

    def __init__(
        self, theme: Theme, label: Text, items: Sequence[tuple[str, int, Text]], tooltip: Text | None = None
    ) -> None:
        super().__init__(theme, None, i18n.text(tooltip) if tooltip is not None else None)
        self.label = i18n.text(label)
        self.items = [(icon, n, i18n.text(what)) for icon, n, what in items]  # (icon, count, what it is, in words)

    @staticmethod
    def height_for(theme: Theme) -> int:
        return theme.line_height("body") + theme.px(6)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        words = [m("fief.ui.common.tally_item", count=n, what=what) for _, n, what in self.items]
        base = i18n.t("fief.ui.common.tally", label=self.label, items=i18n.words(words)) if words else self.label
        return i18n.t("fief.ui.common.tip_and_more", tip=base, more=self.tooltip) if self.tooltip else base

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        mid = self.rect.centery
        r = t.blit_text(surface, self.label, (self.rect.left + t.px(9), mid), "small_italic", c.ink_soft, "midleft")
        x = r.right + t.px(10)
        size = min(t.px(22), self.rect.height)
        for icon, count, _ in self.items:
            surface.blit(icons.icon(icon, size), (x, mid - size // 2))
            x += size + t.px(3)
            r = t.blit_text(surface, str(count), (x, mid), "body_bold", c.ink, "midleft")
            x = r.right + t.px(12)


class Legend(Widget):
    """What the highlight colours on the map mean: small squares with words."""

    def __init__(self, theme: Theme, items: Sequence[tuple[str, Text]], tooltip: Text | None = None) -> None:
        super().__init__(theme, None, i18n.text(tooltip) if tooltip is not None else None)
        self.items = [(style, i18n.text(words)) for style, words in items]  # (highlight style, words)

    @staticmethod
    def height_for(theme: Theme) -> int:
        return theme.line_height("small") + theme.px(2)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        x = self.rect.left + t.px(9)
        mid = self.rect.centery
        size = t.px(11)
        for style, words in self.items:
            box = pygame.Rect(x, mid - size // 2, size, size)
            pygame.draw.rect(surface, HIGHLIGHT_COLORS.get(style, c.gold), box, border_radius=t.px(2))
            pygame.draw.rect(surface, c.ink_soft, box, 1, border_radius=t.px(2))
            r = t.blit_text(surface, words, (box.right + t.px(5), mid), "small_italic", c.ink_soft, "midleft")
            x = r.right + t.px(14)


class Stepper(Widget):
    """A count with round minus and plus buttons: the label on the first line, a note
    and the buttons on the second.

    Both buttons always call back, even when faded: the view then lets the engine say
    why that step is not possible.
    """

    def __init__(
        self,
        theme: Theme,
        label: Text,
        value: int,
        on_minus: Callable[[], object],
        on_plus: Callable[[], object],
        *,
        icon: str | None = None,
        sub: Text | None = None,
        minus_ok: bool = True,
        plus_ok: bool = True,
        tooltip: Text | None = None,
        minus_tip: Text | None = None,
        plus_tip: Text | None = None,
    ) -> None:
        super().__init__(theme, None, _words(tooltip))
        self.label = i18n.text(label)
        self.value = value
        self.on_minus = on_minus
        self.on_plus = on_plus
        self.icon = icon
        self.sub = _words(sub)
        self.minus_ok = minus_ok
        self.plus_ok = plus_ok
        self.minus_tip = _words(minus_tip)
        self.plus_tip = _words(plus_tip)
        self._pressed: str | None = None
        self._mouse: tuple[int, int] = (-1, -1)

    @staticmethod
    def height_for(theme: Theme, one_line: bool = False) -> int:
        return theme.line_height("body") + theme.px(6 if one_line else 30)

    @property
    def one_line(self) -> bool:
        return self.rect.height < Stepper.height_for(self.theme)

    def _text_left(self) -> int:
        t = self.theme
        return t.px(9) + (min(t.px(22), t.line_height("body")) + t.px(7) if self.icon else 0)

    def fits_one_line(self, width: int) -> bool:
        """Whether the label and the note fit beside the buttons on one line."""
        t = self.theme
        room = width - self._text_left() - (t.px(4) + 2 * t.px(24) + t.px(26) + t.px(8))
        if self.sub:
            room -= t.text_size(self.sub, "small_italic")[0] + t.px(8)
        return t.text_size(self.label, "body")[0] <= room

    def lines(self, width: int) -> tuple[list[str], list[str]]:
        """The label's lines and the note's (beside the buttons) in two-line form."""
        t = self.theme
        x = self._text_left()
        label = t.wrap(self.label, "body", max(t.px(40), width - t.px(4) - x))
        room = width - t.px(4) - 2 * t.px(24) - t.px(26) - t.px(6) - x
        sub = t.wrap(self.sub, "small_italic", max(t.px(40), room)) if self.sub else []
        return label, sub

    def height_at(self, width: int, one_line: bool) -> int:
        """The height at ``width``: one line when asked for and it fits, else the label
        wrapped above a line with the note and the buttons."""
        t = self.theme
        if one_line and self.fits_one_line(width):
            return Stepper.height_for(t, one_line=True)
        label, sub = self.lines(width)
        return len(label) * t.line_height("body") + max(t.px(30), len(sub) * t.line_height("small") + t.px(8))

    def button_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        t = self.theme
        d = t.px(24)
        cy = self.rect.centery if self.one_line else self.rect.bottom - t.px(3) - d // 2
        plus = pygame.Rect(0, 0, d, d)
        plus.midright = (self.rect.right - t.px(4), cy)
        minus = pygame.Rect(0, 0, d, d)
        minus.midright = (plus.left - t.px(26), cy)
        return minus, plus

    def _part(self, pos: tuple[int, int]) -> str | None:
        minus, plus = self.button_rects()
        grow = self.theme.px(6)
        if minus.inflate(grow, grow).collidepoint(pos):
            return "minus"
        if plus.inflate(grow, grow).collidepoint(pos):
            return "plus"
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self._part(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            part, self._pressed = self._pressed, None
            if part is not None and self._part(event.pos) == part:
                (self.on_minus if part == "minus" else self.on_plus)()
            return part is not None
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        part = self._part(pos)
        if part == "minus" and self.minus_tip:
            return self.minus_tip
        if part == "plus" and self.plus_tip:
            return self.plus_tip
        return self.tooltip

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        line_h = t.line_height("body")
        mid = self.rect.centery if self.one_line else self.rect.top + t.px(2) + line_h // 2
        x = self.rect.left + t.px(9)
        if self.icon:
            size = min(t.px(22), line_h)
            surface.blit(icons.icon(self.icon, size), (x, mid - size // 2))
            x += size + t.px(7)
        minus, plus = self.button_rects()
        if self.one_line:
            right = minus.left - t.px(8)
            if self.sub:
                r = t.blit_text(surface, self.sub, (right, mid + t.px(1)), "small_italic", c.ink_soft, "midright")
                right = r.left - t.px(8)
            t.blit_text(surface, self.label, (x, mid), "body", c.ink, "midleft")
        else:
            label, sub = self.lines(self.rect.width)
            for line in label:
                t.blit_text(surface, line, (x, mid), "body", c.ink, "midleft")
                mid += line_h
            y = minus.centery - len(sub) * t.line_height("small") // 2
            for line in sub:
                t.blit_text(surface, line, (x, y), "small_italic", c.ink_soft)
                y += t.line_height("small")
        for rect, name, ok in ((minus, "minus", self.minus_ok), (plus, "plus", self.plus_ok)):
            hot = self.hovered and ok and self._part(self._mouse) == name
            fill = (248, 240, 218) if hot else ((226, 210, 170) if ok else c.parchment)
            pygame.draw.circle(surface, fill, rect.center, rect.width // 2)
            pygame.draw.circle(
                surface, c.ink_soft if ok else c.ink_faded, rect.center, rect.width // 2, max(1, t.px(1.5))
            )
            glyph = icons.icon(name, rect.width - t.px(10), c.ink if ok else c.ink_faded)
            surface.blit(glyph, glyph.get_rect(center=rect.center))
        centre = ((minus.right + plus.left) // 2, minus.centery)
        t.blit_text(surface, str(self.value), centre, "subheading", c.ink, "center")


class Heading(Widget):
    """A small red heading with a faint rule after it."""

    def __init__(self, theme: Theme, text: Text, tooltip: Text | None = None) -> None:
        super().__init__(theme, None, _words(tooltip))
        self.text = i18n.text(text)

    @staticmethod
    def height_for(theme: Theme) -> int:
        return theme.line_height("small_bold") + theme.px(3)

    def height_at(self, width: int) -> int:
        t = self.theme
        return len(t.wrap(self.text, "small_bold", width - t.px(2))) * t.line_height("small_bold") + t.px(3)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        y = self.rect.top
        for line in t.wrap(self.text, "small_bold", self.rect.width - t.px(2)):
            r = t.blit_text(surface, line, (self.rect.left + t.px(2), y), "small_bold", c.rubric)
            y += t.line_height("small_bold")
        if r.right + t.px(12) < self.rect.right:
            y = r.centery + t.px(1)
            pygame.draw.line(surface, c.ink_faded, (r.right + t.px(8), y), (self.rect.right - t.px(4), y), 1)


class Flow:
    """Stacks widgets top to bottom in a column; in a strip, a widget that does not fit
    under the last one starts the next column to the right."""

    def __init__(
        self, theme: Theme, group: WidgetGroup, left: int, top: int, width: int, bottom: int | None = None, gap: int = 0
    ) -> None:
        self.theme = theme
        self.group = group
        self.left = left
        self.top = top
        self.width = width
        self.bottom = bottom  # None: one column growing downwards
        self.column_gap = gap
        self.x = left
        self.y = top
        self.columns = 1
        #: the span of content (in the scrolling direction) the view wants on screen
        self.keep: tuple[int, int] | None = None

    @property
    def strip(self) -> bool:
        return self.bottom is not None

    @property
    def wide(self) -> bool:
        """Room for one-line rows and steppers."""
        return self.width >= self.theme.px(WIDE_COLUMN)

    @property
    def extent(self) -> int:
        """How far the content reaches in the scrolling direction."""
        if self.strip:
            return self.columns * (self.width + self.column_gap) - self.column_gap
        return self.y - self.top

    def column(self) -> None:
        """Start a new column (in a strip; else leave a little space)."""
        if not self.strip:
            if self.y > self.top:
                self.gap(8)
            return
        if self.y == self.top:
            return
        self.columns += 1
        self.x += self.width + self.column_gap
        self.y = self.top

    def _fit(self, height: int) -> None:
        if self.bottom is not None and self.y > self.top and self.y + height > self.bottom:
            self.column()

    def mark(self) -> int:
        """The current position in the scrolling direction, for ``keep_visible``."""
        return self.x - self.left if self.strip else self.y - self.top

    def keep_visible(self, start: int) -> None:
        """Ask the panel to scroll so that everything from ``start`` to here shows."""
        end = self.x - self.left + self.width if self.strip else self.y - self.top
        self.keep = (start, end)

    def add(self, widget: W, height: int, gap: float = 3) -> W:
        self._fit(height)
        widget.rect = pygame.Rect(self.x, self.y, self.width, height)
        self.group.add(widget)
        self.y += height + self.theme.px(gap)
        return widget

    def gap(self, design_px: float = 6) -> None:
        if self.y > self.top:
            self.y += self.theme.px(design_px)

    def heading(self, text: Text, tooltip: Text | None = None) -> Heading:
        text, tooltip = i18n.text(text), (i18n.text(tooltip) if tooltip is not None else None)
        t = self.theme
        need = Heading.height_for(t) + Row.height_for(t, False)
        if self.bottom is not None and self.y > self.top and self.y + need > self.bottom:
            self.column()
        self.gap(5)
        heading = Heading(t, text, tooltip)
        return self.add(heading, heading.height_at(self.width), 2)

    def text(self, text: Text, role: str = "small", color: Color | None = None, tooltip: Text | None = None) -> Label:
        text, tooltip = i18n.text(text), (i18n.text(tooltip) if tooltip is not None else None)
        t = self.theme
        label = Label(t, text, role=role, color=color, tooltip=tooltip)
        width = self.width - t.px(12)
        height = label.height_for(width)
        self._fit(height)
        label.rect = pygame.Rect(self.x + t.px(6), self.y, width, height)
        self.group.add(label)
        self.y += height + t.px(4)
        return label

    def row(self, text: Text, on_click: Callable[[], object] | None = None, **kw: Any) -> Row:
        row = Row(self.theme, text, on_click, **kw)
        return self.add(row, row.height_at(self.width), 2)

    def tally(self, label: Text, items: Sequence[tuple[str, int, Text]], tooltip: Text | None = None) -> Tally:
        return self.add(Tally(self.theme, label, items, tooltip), Tally.height_for(self.theme), 2)

    def legend(self, items: Sequence[tuple[str, Text]], tooltip: Text | None = None) -> Legend:
        return self.add(Legend(self.theme, items, tooltip), Legend.height_for(self.theme), 2)

    def stepper(
        self, label: Text, value: int, on_minus: Callable[[], object], on_plus: Callable[[], object], **kw: Any
    ) -> Stepper:
        step = Stepper(self.theme, label, value, on_minus, on_plus, **kw)
        one_line = self.width >= self.theme.px(WIDE_STEPPER)
        return self.add(step, step.height_at(self.width, one_line), 2)

    def labelled(self, label: Text, widget: Widget, height: float = 30) -> Widget:
        """A small label at the left and a widget filling the rest of the line."""
        label = i18n.text(label)
        t = self.theme
        h = t.px(height)
        self._fit(h)
        lw = min(self.width // 3, t.text_size(label, "small")[0] + t.px(14))
        text = Label(t, label, role="small", wrap=False)
        text.rect = pygame.Rect(
            self.x + t.px(6), self.y + (h - t.line_height("small")) // 2, lw - t.px(6), t.line_height("small")
        )
        widget.rect = pygame.Rect(self.x + lw, self.y, self.width - lw, h)
        self.group.add(text, widget)
        self.y += h + t.px(4)
        return widget

    def buttons(self, *buttons: Button, height: float = 30) -> None:
        """Buttons side by side, sharing the column's width."""
        t = self.theme
        h = t.px(height)
        self._fit(h)
        gap = t.px(8)
        n = len(buttons)
        w = (self.width - gap * (n - 1)) // max(1, n)
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(self.x + i * (w + gap), self.y, w, h)
            self.group.add(b)
        self.y += h + t.px(5)


# --------------------------------------------------------------------------- the panel view


class PanelView(PanelBase, MapHooks):
    """A decision view laid out as a strip or a sheet (see the module's docstring).

    Enter calls ``on_enter`` and Escape ``on_escape``; each returns True when it did
    something, so unused keys fall through to the game scene.
    """

    heading_type = Heading

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.ctx: FiefContext = ctx
        self.actions = pygame.Rect(0, 0, 0, 0)
        self.strip = True
        self.footer_text: list[tuple[str, pygame.Rect]] = []
        self.columns: list[int] = []  # left edges of the body's columns (strip)
        self.column_width = 0
        self.shown_columns = 1
        #: set to scroll, on the next rebuild, to what the build marked with keep_visible
        self.reveal = False
        self._legal = frozenset(decision.options)

    # Reading ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.ctx.view

    @property
    def names(self) -> Names:
        return self.ctx.names

    def lord_words(self, lord: str) -> str:
        """The lord's name and his titles, highest first: "Henri, Pope, Bishop of Blaye"."""
        honours = lord_honours(self.state.data, self.state, lord)
        name = self.names.lord(lord)
        if not honours:
            return i18n.text(name)
        return i18n.t("fief.ui.common.lord_with_honours", lord=name, honours=", ".join(str(h) for h in honours))

    def title_words(self) -> str:
        """The view's title in words now ("" for none)."""
        if not self.title:
            return ""
        return i18n.t(self.title) if is_message_id(self.title) else self.title

    def legal(self, action: Action) -> bool:
        """Is ``action`` one of the pending decision's options?"""
        return action in self._legal

    # Subclass API -------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        """Add the body's widgets, top to bottom."""

    def header(self, flow: Flow) -> None:
        """Add what must stay in sight, above the buttons (strip) or the body (sheet)."""

    def footer(self) -> list[FooterRow]:
        """The button rows, top to bottom, and warning sentences between them."""
        return []

    # DecisionView -----------------------------------------------------------------
    def refresh(self, decision: Decision) -> None:
        self._legal = frozenset(decision.options)
        super().refresh(decision)

    def rebuild(self) -> None:
        """Lay the panel out again from the current decision, view and selection."""
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        t = self.theme
        self.group.clear()
        self.foot.clear()
        self.footer_text = []
        r = self.rect
        strip = r.height < t.px(STRIP_MAX_HEIGHT) and r.width >= 2 * r.height
        if strip != self.strip:
            self.offset = 0  # columns and lines do not scroll alike
        self.strip = strip
        if self.strip:
            self._layout_strip()
        else:
            self._layout_sheet()
        self.reveal = False
        self.show_whole()

    def _layout_strip(self) -> None:
        t = self.theme
        r = self.rect.inflate(-2 * t.px(14), -2 * t.px(9))
        act_w = min(t.px(ACTIONS_WIDTH), r.width // 3)
        self.actions = pygame.Rect(r.right - act_w, r.top, act_w, r.height)
        head = Flow(t, self.foot, self.actions.left, self.actions.top, self.actions.width)
        self.header(head)
        self._place_footer(self.actions, stack=True)
        gap = t.px(COLUMN_GAP)
        self.body = pygame.Rect(r.left, r.top, self.actions.left - gap - r.left, r.height)
        n = max(1, (self.body.width + gap) // (t.px(COLUMN_MIN) + gap))
        self.column_width = (self.body.width - (n - 1) * gap) // n
        self.shown_columns = n
        step = self.column_width + gap

        def lay(bottom: int) -> Flow:
            self.group.clear()
            flow = Flow(t, self.group, self.body.left - self.offset, self.body.top, self.column_width, bottom, gap)
            self.build(flow)
            self.extent = flow.extent
            self.columns = [self.body.left - self.offset + k * step for k in range(flow.columns)]
            return flow

        bottom = self.body.bottom
        flow = lay(bottom)
        if self.overflow():
            bottom -= t.px(9)  # room for the scroll bar
            flow = lay(bottom)
        last = max(0, len(self.columns) - n)
        k = min(self.offset // step, last)
        if self.reveal and flow.keep is not None:
            first, end = flow.keep
            k = max(k, -(-(end - self.body.width) // step))
            k = min(k, first // step, last)
        if k * step != self.offset:
            self.offset = k * step
            lay(bottom)

    def _layout_sheet(self) -> None:
        t = self.theme
        inner = t.panel_content(self.rect, titled=self.titled)
        head = Flow(t, self.foot, inner.left, inner.top, inner.width)
        self.header(head)
        top = head.y + (t.px(2) if head.y > inner.top else 0)
        bottom = self._place_footer(pygame.Rect(inner.left, top, inner.width, inner.bottom - top), stack=False)
        self.actions = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(inner.left, top, inner.width, max(0, bottom - top - t.px(8)))
        self.columns = []

        def lay(width: int) -> Flow:
            self.group.clear()
            flow = Flow(t, self.group, self.body.left, self.body.top - self.offset, width)
            self.build(flow)
            self.extent = flow.extent
            return flow

        width = self.body.width
        flow = lay(width)
        if self.overflow():
            width -= t.px(12)  # room for the scroll bar
            flow = lay(width)
        top_px = self.offset
        if self.reveal and flow.keep is not None:
            first, end = flow.keep
            top_px = min(max(top_px, end - self.body.height), first)
        top_px = self.snapped(top_px)  # start at a widget's top rather than halfway through one
        self._snap_up = False
        if top_px != self.offset:
            self.offset = top_px
            lay(width)

    def _place_footer(self, area: pygame.Rect, stack: bool) -> int:
        """Place the footer from the bottom of ``area`` up; return its top. In a strip
        each button takes the whole width of the column."""
        t = self.theme
        y = area.bottom
        bh = t.px(32 if stack else 36)
        for row in reversed(self.footer()):
            if not isinstance(row, list):
                row = i18n.text(row)
                lines = t.wrap(row, "small_italic", area.width)
                h = len(lines) * t.line_height("small_italic")
                y -= h
                self.footer_text.append((row, pygame.Rect(area.left, y, area.width, h)))
                y -= t.px(4)
                continue
            gap = t.px(6)
            side = not stack or sum(b.preferred_width() for b in row) + gap * (len(row) - 1) <= area.width
            if side:
                y -= bh
                w = (area.width - gap * (len(row) - 1)) // max(1, len(row))
                for i, b in enumerate(row):
                    b.rect = pygame.Rect(area.left + i * (w + gap), y, w, bh)
                    self.foot.add(b)
                y -= gap
            else:
                for b in reversed(row):
                    y -= bh
                    b.rect = pygame.Rect(area.left, y, area.width, bh)
                    self.foot.add(b)
                    y -= gap
        return y

    def body_view(self) -> pygame.Rect:
        """Where the body's widgets are drawn: the body, and in a sheet a little of the
        space between it and the buttons (a row that ends there shows whole rather
        than not at all)."""
        if self.strip:
            return pygame.Rect(self.body)
        return pygame.Rect(self.body.left, self.body.top, self.body.width, self.body.height + self.theme.px(6))

    def scroll(self, steps: int) -> None:
        """Scroll the body by ``steps`` columns (strip) or lines (sheet)."""
        t = self.theme
        if self.strip:
            step = self.column_width + t.px(COLUMN_GAP)
            most = max(0, len(self.columns) - self.shown_columns) * step
        else:
            step = t.px(40)
            most = max(0, self.extent - self.body.height)
            self._snap_up = steps < 0
        self.offset = max(0, min(self.offset + steps * step, most))
        self.rebuild()

    @property
    def titled(self) -> bool:
        """Does the panel show the view's title (a sheet with room for it)?"""
        return bool(self.title) and not self.strip and self.rect.height >= self.theme.px(TITLE_MIN_HEIGHT)

    def overflow(self) -> bool:
        if self.strip:
            return len(self.columns) > self.shown_columns
        return self.extent > self.body.height

    def _bar_track(self) -> pygame.Rect:
        t = self.theme
        if self.strip:
            return pygame.Rect(self.body.left, self.body.bottom - t.px(6), self.body.width, t.px(6))
        return pygame.Rect(self.body.right - t.px(8), self.body.top, t.px(8), self.body.height)

    # Input ------------------------------------------------------------------------
    def on_bar(self, pos: tuple[int, int]) -> bool:
        """A press on the scroll bar scrolls a column or a line towards it."""
        if not self._bar_track().inflate(self.theme.px(4), self.theme.px(4)).collidepoint(pos):
            return False
        thumb = self._thumb()
        before = thumb.centerx if self.strip else thumb.centery
        self.scroll(1 if (pos[0] if self.strip else pos[1]) > before else -1)
        return True

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = super().tooltip_at(pos)
        if tip is None and self.overflow() and self._bar_track().collidepoint(pos):
            tip = i18n.t("fief.ui.common.more_right") if self.strip else i18n.t("fief.ui.common.more_below")
        return tip

    # Drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        t = self.theme
        c = t.colors
        t.draw_panel(surface, self.rect, self.title_words() if self.titled else None, ornate=not self.strip)
        previous = surface.get_clip()
        shown = self.body_view()
        surface.set_clip(shown.clip(previous) if previous else shown)
        self.group.draw(surface)
        if self.strip:
            gap = t.px(COLUMN_GAP)
            for left in self.columns[1:]:
                x = left - gap // 2
                pygame.draw.line(
                    surface,
                    c.parchment_dark,
                    (x, self.body.top + t.px(4)),
                    (x, self.body.bottom - t.px(10)),
                    max(1, t.px(1.5)),
                )
        surface.set_clip(previous)
        if self.strip:
            x = self.actions.left - t.px(COLUMN_GAP) // 2
            pygame.draw.line(surface, c.ink_faded, (x, self.body.top), (x, self.body.bottom), 1)
        self._draw_scrollbar(surface)
        for text, rect in self.footer_text:
            y = rect.top
            for line in t.wrap(text, "small_italic", rect.width):
                t.blit_text(surface, line, (rect.left, y), "small_italic", c.rubric_dark)
                y += t.line_height("small_italic")
        self.foot.draw(surface)

    def _thumb(self) -> pygame.Rect:
        track = self._bar_track()
        if self.strip:
            room = self.body.width
            w = max(self.theme.px(30), track.width * room // max(1, self.extent))
            x = track.left + (track.width - w) * self.offset // max(1, self.extent - room)
            return pygame.Rect(x, track.top, w, track.height)
        room = self.body.height
        h = max(self.theme.px(24), track.height * room // max(1, self.extent))
        y = track.top + (track.height - h) * self.offset // max(1, self.extent - room)
        return pygame.Rect(track.left, y, track.width, h)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if not self.overflow() or self.body.width <= 0 or self.body.height <= 0:
            return
        t = self.theme
        c = t.colors
        track = self._bar_track()
        if self.strip:
            pygame.draw.line(surface, c.ink_faded, (track.left, track.centery), (track.right, track.centery), 1)
        else:
            pygame.draw.line(surface, c.ink_faded, (track.centerx, track.top), (track.centerx, track.bottom), 1)
        pygame.draw.rect(surface, c.ink_soft, self._thumb(), border_radius=t.px(3))


class AsideView(PanelView):
    """A panel the game scene shows in place of the decision's own, on a button (the
    court, diplomacy): ``back`` (or Escape) returns to the decision's panel."""

    kinds = ()

    def __init__(self, ctx: FiefContext, decision: Decision, back: Callable[[], None]) -> None:
        super().__init__(ctx, decision)
        self.back = back

    def on_escape(self) -> bool:
        self.back()
        return True


def number_key(event: pygame.event.Event) -> int | None:
    """0-based index for the keys 1..9 (top row or keypad), else None."""
    key: int = event.key
    for base in (pygame.K_1, pygame.K_KP1):
        if base <= key <= base + 8:
            return key - base
    return None


def end_button(
    view: PanelView, text: Text, on_click: Callable[[], object], tooltip: Text, enabled: bool = True
) -> Button:
    """The primary button that ends the view's part of the turn (Enter)."""
    return Button(view.theme, i18n.text(text), on_click, primary=True, tooltip=i18n.text(tooltip), enabled=enabled)


#: Keys that answer a yes-or-no question in a panel: Y for yes, N for no.
YES_KEYS = (pygame.K_y,)
NO_KEYS = (pygame.K_n,)


def yes_or_no(event: pygame.event.Event) -> bool | None:
    """True for Y, False for N, None for any other key."""
    if event.key in YES_KEYS:
        return True
    if event.key in NO_KEYS:
        return False
    return None
