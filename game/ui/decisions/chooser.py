"""The generic chooser: any decision answered from a list of its legal options in words.

It answers every kind of decision the rules can pose, so a whole game stays playable
before (and besides) its dedicated views. Options are written by ``ctx.describe``. A
game may tell what each option concerns (``marks_for``: pairs such as ("lord", id) or
("village", id), in the game's own words); when there are many options they are
grouped by the first thing they concern, and ``narrow(kind, key)`` lists only the
options concerning one thing (a game's table calls it when that thing is clicked on
its board). A click on an option, or Enter on the selected one, submits it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.engine import Action, Decision
from game.ui.decisions.base import DecisionView, GameContext
from game.ui.widgets.scroll import ScrollView
from game.ui.widgets.tooltip import Tip

if TYPE_CHECKING:
    from game.ui.theme import Theme

#: Group options by what they concern once there are more than this many.
GROUP_AT = 8
#: The narrowest column of options, in design pixels.
COLUMN_MIN = 290
#: Keys the chooser uses (the table gives it Up/Down only while the pointer is over it).
KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
)

#: What an option concerns: (kind, key) pairs in the game's own words, first the one
#: it is grouped under.
Marks = tuple[tuple[str, str], ...]


@dataclass
class Option:
    """One legal action as the chooser shows it."""

    action: Action
    text: i18n.Text
    marks: Marks = ()

    @property
    def group(self) -> tuple[str, str] | None:
        return self.marks[0] if self.marks else None

    def mentions(self, kind: str) -> tuple[str, ...]:
        """The keys of one kind this option concerns, in order."""
        return tuple(key for k, key in self.marks if k == kind)


class _OptionList(ScrollView):
    """The scrolling grid of options, grouped under headings."""

    show_focus = False

    def __init__(self, chooser: GenericChooser, theme: Theme) -> None:
        super().__init__(theme)
        self.chooser = chooser
        self.rows: list[tuple[str, Any, int]] = []  # ("heading", text, h) / ("cells", [Option], h)
        self.order: list[Option] = []
        self.cells: list[tuple[pygame.Rect, Option]] = []  # content coordinates
        self.selected = 0
        self.hover_pos: tuple[int, int] | None = None
        self.pressed: Option | None = None
        self._height = 0

    @property
    def columns(self) -> int:
        return max(1, min(3, self.view.width // self.theme.px(COLUMN_MIN)))

    def row_height(self) -> int:
        return self.theme.line_height("small") + self.theme.px(12)

    def option_lines(self, option: Option, width: int) -> list[str]:
        """An option's words, wrapped to a cell ``width`` wide."""
        return self.theme.wrap(i18n.text(option.text), "small", max(self.theme.px(40), width - self.theme.px(24)))

    def rebuild(self, options: list[Option], grouped: bool, name_of: Callable[[str, str], str]) -> None:
        t = self.theme
        cols = self.columns
        rh = self.row_height()
        rows: list[tuple[str, Any, int]] = []
        order: list[Option] = []

        gap = t.px(6)
        cell_w = (self.view.width - (cols - 1) * gap) // cols

        def add(chunk: list[Option]) -> None:
            for i in range(0, len(chunk), cols):
                cells = chunk[i : i + cols]
                # A long option wraps (never cut), and its line of cells grows with it.
                lines = max(len(self.option_lines(o, cell_w)) for o in cells)
                rows.append(("cells", cells, rh + (lines - 1) * t.line_height("small")))
                order.extend(cells)

        if grouped:
            loose = [o for o in options if o.group is None]
            groups: OrderedDict[tuple[str, str], list[Option]] = OrderedDict()
            for o in options:
                if o.group is not None:
                    groups.setdefault(o.group, []).append(o)
            add(loose)
            for (kind, key), chunk in groups.items():
                title = name_of(kind, key)
                rows.append(("heading", title, t.line_height("small_bold") + t.px(6)))
                add(chunk)
        else:
            add(options)
        self.rows = rows
        self.order = order
        self.selected = min(self.selected, max(0, len(order) - 1))
        self._height = sum(h for _, _, h in rows)
        self._place()
        self.scroll_to(self.offset)

    def _place(self) -> None:
        t = self.theme
        cols = self.columns
        width = self.view.width
        gap = t.px(6)
        cell_w = (width - (cols - 1) * gap) // cols
        self.cells = []
        y = 0
        for kind, payload, h in self.rows:
            if kind == "cells":
                for i, option in enumerate(payload):
                    rect = pygame.Rect(i * (cell_w + gap), y + t.px(2), cell_w, h - t.px(4))
                    self.cells.append((rect, option))
            y += h

    def content_height(self) -> int:
        return self._height

    def line_step(self) -> int:
        return self.row_height()

    def option_at(self, pos: tuple[int, int]) -> Option | None:
        if not self.view.collidepoint(pos):
            return None
        x = pos[0] - self.view.left
        y = pos[1] - self.view.top + int(self.offset)
        for rect, option in self.cells:
            if rect.collidepoint(x, y):
                return option
        return None

    def screen_rect(self, option: Option) -> pygame.Rect | None:
        """Where an option's cell is on screen now (None if scrolled out of view)."""
        for rect, o in self.cells:
            if o is option:
                r = rect.move(self.view.left, self.view.top - int(self.offset))
                return r if self.view.colliderect(r) else None
        return None

    def select(self, index: int) -> None:
        if not self.order:
            return
        self.selected = max(0, min(len(self.order) - 1, index))
        option = self.order[self.selected]
        for rect, o in self.cells:
            if o is option:
                self.ensure_visible(rect.top - self.theme.px(24), rect.bottom + self.theme.px(2))

    # Input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        return super().handle_event(event)

    def handle_content_click(self, event: pygame.event.Event) -> bool:
        self.pressed = self.option_at(event.pos)
        return self.rect.collidepoint(event.pos)

    def handle_content_release(self, event: pygame.event.Event) -> bool:
        option = self.option_at(event.pos)
        pressed, self.pressed = self.pressed, None
        if option is not None and option is pressed:
            self.selected = self.order.index(option)
            self.chooser.choose(option)
            return True
        return self.rect.collidepoint(event.pos)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_DOWN:
            self.select(self.selected + 1)
            return True
        if event.key == pygame.K_UP:
            self.select(self.selected - 1)
            return True
        if event.key == pygame.K_HOME:
            self.select(0)
            return True
        if event.key == pygame.K_END:
            self.select(len(self.order) - 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.order:
                self.chooser.choose(self.order[self.selected])
            return True
        return super().handle_key(event)

    # Drawing ----------------------------------------------------------------------
    def hovered_option(self) -> Option | None:
        return self.option_at(self.hover_pos) if self.hover_pos is not None else None

    def draw_content(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        t = self.theme
        c = t.colors
        hovered = self.hovered_option()
        chosen = self.order[self.selected] if self.order else None
        y = view.top - offset
        for kind, payload, h in self.rows:
            if kind == "heading" and view.top - h <= y <= view.bottom:
                rect = t.blit_text(surface, payload, (view.left + t.px(2), y + t.px(4)), "small_bold", c.rubric)
                pygame.draw.line(
                    surface,
                    c.ink_faded,
                    (rect.right + t.px(8), rect.centery + t.px(1)),
                    (view.right - t.px(4), rect.centery + t.px(1)),
                    1,
                )
            y += h
        for rect, option in self.cells:
            r = rect.move(view.left, view.top - offset)
            if r.bottom < view.top or r.top > view.bottom:
                continue
            is_hover = option is hovered
            is_sel = option is chosen and self.chooser.keyboard
            fill = (244, 234, 206) if is_hover else (232, 218, 182)
            pygame.draw.rect(surface, (150, 124, 86), r.move(0, t.px(2)), border_radius=t.px(5))
            pygame.draw.rect(surface, fill, r, border_radius=t.px(5))
            border = c.rubric if (is_hover or is_sel) else c.ink_soft
            pygame.draw.rect(
                surface, border, r, max(1, t.px(1.5 if (is_hover or is_sel) else 1)), border_radius=t.px(5)
            )
            mark_w = t.px(5)
            pygame.draw.rect(
                surface,
                c.rubric if option.group is None else c.gold,
                (r.left + t.px(6), r.centery - mark_w // 2 - t.px(3), mark_w, mark_w + t.px(6)),
                border_radius=t.px(2),
            )
            lines = self.option_lines(option, r.width)
            y = r.centery + t.px(1) - (len(lines) - 1) * t.line_height("small") // 2
            for line in lines:
                t.blit_text(surface, line, (r.left + t.px(16), y), "small", c.ink, "midleft")
                y += t.line_height("small")


class GenericChooser(DecisionView):
    """A list of the decision's options in words; works for every decision kind.

    A game's own chooser may say what options concern (``marks_for``), name those
    things (``mark_name``) and add a hint to the header (``hint``)."""

    kinds = ()

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.theme = ctx.app.theme
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.header = pygame.Rect(0, 0, 0, 0)
        self.list = _OptionList(self, self.theme)
        self.filter: tuple[str, str] | None = None  # (kind, key) of the thing narrowed to
        self.keyboard = False  # the player moved the selection with the keys
        self.options: list[Option] = []
        self._show_all = pygame.Rect(0, 0, 0, 0)
        self._make_options()

    def target_at(self, pos: tuple[int, int]) -> Any:
        """The option under ``pos`` (by its words), or None."""
        option = self.list.option_at(pos) if self.list.view.collidepoint(pos) else None
        return None if option is None else ("option", i18n.text(option.text))

    # What options concern (a game's chooser says) ---------------------------------------
    def marks_for(self) -> Callable[[Action], Marks]:
        """A function giving what each option concerns; made once per set of options."""
        return lambda action: ()

    def mark_name(self, kind: str, key: str) -> str:
        """A thing an option concerns, in words (a heading of the grouped list)."""
        return key

    def hint(self) -> str:
        """Words after the count of choices in the header (how to narrow them)."""
        return ""

    # Options ----------------------------------------------------------------------
    def _make_options(self) -> None:
        marks = self.marks_for()
        self.options = [Option(action, self.ctx.describe(action), marks(action)) for action in self.decision.options]
        if self.filter is not None and not self._matching():
            self.filter = None

    def _matching(self) -> list[Option]:
        if self.filter is None:
            return list(self.options)
        kind, key = self.filter
        return [o for o in self.options if key in o.mentions(kind)]

    def visible(self) -> list[Option]:
        """The options shown, in display order (the first is at the top left)."""
        return list(self.list.order)

    def _rebuild(self) -> None:
        shown = self._matching()
        groups = {o.group for o in shown if o.group is not None}
        grouped = len(shown) > GROUP_AT and len(groups) >= 2
        self.list.rebuild(shown, grouped, self.mark_name)

    def choose(self, option: Option) -> None:
        self.ctx.submit(option.action)

    def narrow(self, kind: str, key: str) -> None:
        """Show only the options concerning this thing (again: show all)."""
        self.filter = None if self.filter == (kind, key) else (kind, key)
        self.list.offset = 0
        self.list.selected = 0
        self._rebuild()

    def hovered(self) -> Option | None:
        """The option under the pointer, if the pointer is over the chooser."""
        return self.list.hovered_option() if self.rect.collidepoint(self.list.hover_pos or (-1, -1)) else None

    # DecisionView -----------------------------------------------------------------
    def refresh(self, decision: Decision) -> None:
        super().refresh(decision)
        self._make_options()
        self._rebuild()

    def layout(self, rect: pygame.Rect) -> None:
        t = self.theme
        self.rect = pygame.Rect(rect)
        inner = t.panel_content(self.rect)
        header_h = t.line_height("small_italic") + t.px(6)
        self.header = pygame.Rect(inner.left, inner.top, inner.width, header_h)
        self.list.rect = pygame.Rect(
            inner.left, self.header.bottom, inner.width + t.px(8), inner.bottom - self.header.bottom
        )
        self._rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key not in KEYS:
                return False
            self.keyboard = event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER) or self.keyboard
            return self.list.handle_event(event)
        if event.type == pygame.MOUSEMOTION and not self.rect.collidepoint(event.pos):
            self.list.hover_pos = None
            if self.list._drag_from is not None:
                return self.list.handle_event(event)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._show_all.collidepoint(event.pos):
            if self.filter is not None:
                self.narrow(*self.filter)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not self.rect.collidepoint(event.pos):
            self.list.pressed = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.keyboard = False
        if event.type == pygame.MOUSEWHEEL:
            return self.list.handle_event(event)
        return self.list.handle_event(event) or (hasattr(event, "pos") and self.rect.collidepoint(event.pos))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        t.draw_panel(surface, self.rect)
        shown = len(self.list.order)
        hint = self.hint()
        if self.filter is not None:
            name = self.mark_name(*self.filter)
            text = i18n.t("core.chooser.filtered", shown=shown, n=len(self.options), name=i18n.text(name))
        elif hint:
            text = i18n.t("core.chooser.count_hint", n=len(self.options), hint=i18n.text(hint))
        else:
            text = i18n.t("core.chooser.count", n=len(self.options))
        link = i18n.t("core.chooser.show_all") if self.filter is not None else ""
        link_w = t.text_size(link, "small_bold")[0] if link else 0
        room = self.header.width - link_w - t.px(12)
        size = t.fit_px(text, "small_italic", room, 0.7)  # smaller type before any cut
        if t.text_size(text, "small_italic", size)[0] > room:
            text = t.ellipsize(text, "small_italic", room, size)
        t.blit_text(
            surface,
            text,
            (self.header.left + t.px(2), self.header.centery),
            "small_italic",
            c.ink_soft,
            "midleft",
            px=size,
        )
        self._show_all = pygame.Rect(0, 0, 0, 0)
        if link:
            rect = t.blit_text(
                surface, link, (self.header.right, self.header.centery), "small_bold", c.rubric, "midright"
            )
            pygame.draw.line(surface, c.rubric, (rect.left, rect.bottom - 1), (rect.right, rect.bottom - 1), 1)
            self._show_all = rect.inflate(t.px(8), t.px(6))
        self.list.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip of the option (or the link) under ``pos``, beside it (``Tip``)."""
        if self._show_all.collidepoint(pos):
            return Tip(i18n.t("core.chooser.show_all_tip"), self._show_all)
        option = self.list.option_at(pos)
        if option is None:
            return None
        return Tip(i18n.t("core.chooser.option_tip", option=i18n.text(option.text)), self.list.screen_rect(option))


__all__ = ["GenericChooser", "Marks", "Option"]
