"""Scrolling: a base view with a scroll bar, and a selectable list of rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.theme import Theme
from game.ui.widgets.base import Widget


class ScrollView(Widget):
    """A clipped view onto content taller than the widget.

    Scroll with the mouse wheel, by dragging the thumb, by clicking the track, or with
    the arrow keys, Page Up/Down, Home and End while focused. Subclasses give
    ``content_height`` and draw their content in ``draw_content``.
    """

    focusable = True
    #: Draw the focus ring when focused (off for a screen's main reading area, which
    #: always takes the scrolling keys).
    show_focus = True

    def __init__(self, theme: Theme, rect: pygame.Rect | None = None, tooltip: str | None = None) -> None:
        super().__init__(theme, rect, tooltip)
        self.offset = 0.0
        self._drag_from: tuple[int, float] | None = None

    # Subclass API -------------------------------------------------------------
    def content_height(self) -> int:
        return 0

    def draw_content(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        """Draw content with its top at ``view.top - offset`` (clip is set to ``view``)."""

    def line_step(self) -> int:
        return self.theme.px(40)

    # Geometry -----------------------------------------------------------------
    @property
    def view(self) -> pygame.Rect:
        """Where content is drawn: the widget minus the scroll bar gutter."""
        return pygame.Rect(self.rect.left, self.rect.top, self.rect.width - self.gutter(), self.rect.height)

    def gutter(self) -> int:
        return self.theme.px(16)

    def max_offset(self) -> int:
        return max(0, self.content_height() - self.rect.height)

    def scroll_to(self, offset: float) -> None:
        self.offset = float(min(max(0.0, offset), self.max_offset()))

    def scroll_by(self, delta: float) -> None:
        self.scroll_to(self.offset + delta)

    def ensure_visible(self, top: int, bottom: int) -> None:
        """Scroll the least needed so that content rows ``top``..``bottom`` are shown."""
        if top < self.offset:
            self.scroll_to(top)
        elif bottom > self.offset + self.rect.height:
            self.scroll_to(bottom - self.rect.height)

    def _track(self) -> pygame.Rect:
        g = self.gutter()
        return pygame.Rect(self.rect.right - g, self.rect.top, g, self.rect.height)

    def _thumb(self) -> pygame.Rect | None:
        total = self.content_height()
        if total <= self.rect.height:
            return None
        track = self._track()
        h = max(self.theme.px(28), int(track.height * self.rect.height / total))
        y = track.top + int((track.height - h) * self.offset / self.max_offset())
        return pygame.Rect(track.left + self.theme.px(3), y, track.width - 2 * self.theme.px(3), h)

    # Input --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.line_step())
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self._thumb()
            if thumb is not None and self._track().collidepoint(event.pos):
                if thumb.collidepoint(event.pos):
                    self._drag_from = (event.pos[1], self.offset)
                else:
                    page = self.rect.height * 0.9
                    self.scroll_by(page if event.pos[1] > thumb.centery else -page)
                return True
            return self.handle_content_click(event)
        if event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            thumb = self._thumb()
            if thumb is not None:
                start_y, start_offset = self._drag_from
                free = self._track().height - thumb.height
                if free > 0:
                    self.scroll_to(start_offset + (event.pos[1] - start_y) * self.max_offset() / free)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._drag_from is not None:
                self._drag_from = None
                return True
            return self.handle_content_release(event)
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def handle_content_click(self, event: pygame.event.Event) -> bool:
        return self.rect.collidepoint(event.pos)

    def handle_content_release(self, event: pygame.event.Event) -> bool:
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        page = self.rect.height * 0.9
        moves = {
            pygame.K_UP: -self.line_step(),
            pygame.K_DOWN: self.line_step(),
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
        }
        if event.key in moves:
            self.scroll_by(moves[event.key])
            return True
        if event.key == pygame.K_HOME:
            self.scroll_to(0)
            return True
        if event.key == pygame.K_END:
            self.scroll_to(self.max_offset())
            return True
        return False

    # Drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.scroll_to(self.offset)  # content or size may have changed
        previous = surface.get_clip()
        view = self.view
        surface.set_clip(view.clip(previous) if previous else view)
        with self.theme.scrolling("y"):  # a line at the top or the bottom may be cut
            self.draw_content(surface, view, int(self.offset))
        surface.set_clip(previous)
        self._draw_bar(surface)
        if self.focused and self.focus_ring and self.show_focus:
            self.theme.draw_focus(surface, self.rect, self.theme.px(2))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        thumb = self._thumb()
        if thumb is None:
            return
        c = self.theme.colors
        track = self._track()
        x = track.centerx
        pygame.draw.line(
            surface, c.ink_faded, (x, track.top + self.theme.px(4)), (x, track.bottom - self.theme.px(4)), 1
        )
        radius = thumb.width // 2
        pygame.draw.rect(surface, c.parchment_dark, thumb, border_radius=radius)
        pygame.draw.rect(surface, c.ink_soft, thumb, max(1, self.theme.px(1.5)), border_radius=radius)


ItemDrawer = Callable[[pygame.Surface, pygame.Rect, Any, bool, bool], None]


class ScrollList(ScrollView):
    """A list of rows; click or arrow keys select, double-click or Enter activates.

    ``draw_item(surface, rect, item, selected, hovered)`` draws one row; by default the
    item's ``str`` is drawn as body text.
    """

    def __init__(
        self,
        theme: Theme,
        items: Sequence[Any] = (),
        rect: pygame.Rect | None = None,
        *,
        row_height: int | None = None,
        draw_item: ItemDrawer | None = None,
        on_select: Callable[[int], None] | None = None,
        on_activate: Callable[[int], None] | None = None,
        selectable: bool = True,
    ) -> None:
        super().__init__(theme, rect)
        self.items = list(items)
        self._row_height = row_height
        self.draw_item = draw_item or self._default_item
        self.on_select = on_select
        self.on_activate = on_activate
        self.selectable = selectable
        self.selected: int | None = None
        self._hover_pos: tuple[int, int] | None = None
        self._last_click: tuple[int, int] = (-1, -10_000)  # (row, ticks)

    @property
    def row_height(self) -> int:
        if self._row_height is not None:
            return self._row_height
        return self.theme.line_height("body") + self.theme.px(10)

    @row_height.setter
    def row_height(self, value: int | None) -> None:
        self._row_height = value

    def set_items(self, items: Sequence[Any]) -> None:
        self.items = list(items)
        if self.selected is not None and self.selected >= len(self.items):
            self.selected = None
        self.scroll_to(self.offset)

    def content_height(self) -> int:
        return len(self.items) * self.row_height

    def line_step(self) -> int:
        return self.row_height

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.view.collidepoint(pos):
            return None
        index = int((pos[1] - self.rect.top + self.offset) // self.row_height)
        return index if 0 <= index < len(self.items) else None

    def select(self, index: int | None, notify: bool = True) -> None:
        if not self.selectable:
            return
        self.selected = index
        if index is not None:
            top = index * self.row_height
            self.ensure_visible(top, top + self.row_height)
            if notify and self.on_select is not None:
                self.on_select(index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover_pos = event.pos
        return super().handle_event(event)

    def handle_content_click(self, event: pygame.event.Event) -> bool:
        index = self.row_at(event.pos)
        if index is None:
            return self.rect.collidepoint(event.pos)
        now = pygame.time.get_ticks()
        double = self._last_click[0] == index and now - self._last_click[1] < 400
        self._last_click = (index, now)
        self.select(index)
        if double and self.on_activate is not None:
            self.on_activate(index)
        return True

    def handle_key(self, event: pygame.event.Event) -> bool:
        if self.selectable and self.items and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END):
            last = len(self.items) - 1
            current = self.selected
            if event.key == pygame.K_HOME:
                target = 0
            elif event.key == pygame.K_END:
                target = last
            elif current is None:
                target = 0
            else:
                target = min(last, max(0, current + (1 if event.key == pygame.K_DOWN else -1)))
            self.select(target)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None and self.on_activate:
            self.on_activate(self.selected)
            return True
        return super().handle_key(event)

    def draw_content(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        rh = self.row_height
        if rh <= 0:
            return
        first = max(0, offset // rh)
        last = min(len(self.items), (offset + view.height) // rh + 1)
        hover = self.row_at(self._hover_pos) if (self.hovered and self._hover_pos) else None
        for index in range(first, last):
            row = pygame.Rect(view.left, view.top + index * rh - offset, view.width, rh)
            self.draw_item(surface, row, self.items[index], index == self.selected, index == hover)

    def _default_item(
        self, surface: pygame.Surface, rect: pygame.Rect, item: Any, selected: bool, hovered: bool
    ) -> None:
        t = self.theme
        if selected:
            pygame.draw.rect(surface, t.colors.parchment_dark, rect, border_radius=t.px(4))
        elif hovered:
            pygame.draw.rect(surface, t.colors.parchment_light, rect, border_radius=t.px(4))
        text = t.ellipsize(str(item), "body", rect.width - t.px(16))
        t.blit_text(surface, text, (rect.left + t.px(8), rect.centery), "body", anchor="midleft")
