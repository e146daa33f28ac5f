"""The panel most decision views are: a body of widgets that scrolls over a foot of
buttons, in the area the table lends the view.

``PanelBase`` keeps what every game's panels share: the body's and the foot's widget
groups, the scroll offset and how far the body reaches, the keys (Enter, Escape, a
button's shortcut, the game's own), the wheel and the pointer shared between the body
and the foot, tooltips, the rule that only whole widgets show (a heading at the foot of
the body without what it heads is hidden too), and scrolling that starts the body at a
widget's top. A game's panel lays itself out (``rebuild``: it fills ``foot`` and
``group`` and sets ``body``, ``extent`` and ``offset``) and draws itself; it may scroll
sideways, in columns, as Fief's strip does (``overflow``, ``scroll``, ``on_bar``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.core.engine import Action, Decision
from game.ui.decisions.base import DecisionView, GameContext
from game.ui.widgets.base import Widget, WidgetGroup
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.theme import Theme

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
#: the design pixels the body scrolls by for one notch of the wheel (a line)
LINE_STEP = 40


class PanelBase(DecisionView):
    """A decision's panel: see the module. Enter calls ``on_enter`` and Escape
    ``on_escape``; each returns True when it did something, so unused keys fall through
    to the table."""

    #: the id of the view's title (marked with ``N_``)
    title: ClassVar[str] = ""
    #: the widget type that heads what follows it in the body (None: no headings)
    heading_type: ClassVar[type[Widget] | None] = None

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.group = WidgetGroup()  # the body, which scrolls
        self.foot = WidgetGroup()  # what stays: the buttons (and a game's header)
        self.offset = 0
        self.extent = 0
        self._snap_up = False  # the last scroll went up: snap to the widget above

    # Reading ----------------------------------------------------------------------
    @property
    def theme(self) -> Theme:
        return self.ctx.app.theme

    @property
    def seat(self) -> int:
        return self.decision.seat

    def legal(self, action: Action) -> bool:
        """Is ``action`` one of the pending decision's options?"""
        return action in self.decision.options

    def submit(self, action: Action) -> bool:
        """Submit through the table (the engine's reason is shown if it refuses)."""
        return self.ctx.submit(action)

    # What a game's panel gives --------------------------------------------------------
    def rebuild(self) -> None:
        """Lay the panel out again from the decision, the view and the selection."""

    def on_enter(self) -> bool:
        return False

    def on_escape(self) -> bool:
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        return False

    def on_refresh(self) -> None:
        """New options for the same decision: drop a selection that lost its use."""

    def on_bar(self, pos: tuple[int, int]) -> bool:
        """A press on the scroll bar at ``pos``; True when the panel took it."""
        return False

    def overflow(self) -> bool:
        """Does the body hold more than it shows?"""
        return self.extent > self.body.height

    def body_view(self) -> pygame.Rect:
        """Where the body's widgets are drawn (a panel may let a row end a little below
        the body rather than hide it)."""
        return pygame.Rect(self.body)

    def scroll(self, steps: int) -> None:
        """Scroll the body by ``steps`` lines (up when negative), to a widget's top."""
        self._snap_up = steps < 0
        self.offset = max(0, min(self.offset + steps * self.theme.px(LINE_STEP), self.most_offset()))
        self.rebuild()

    # DecisionView -----------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.rebuild()

    def refresh(self, decision: Decision) -> None:
        self.decision = decision
        self.on_refresh()
        self.rebuild()

    # Scrolling ----------------------------------------------------------------------
    def most_offset(self) -> int:
        """The furthest the body scrolls down: the first widget's top from which the rest
        shows whole."""
        most = max(0, self.extent - self.body.height)
        if most == 0:
            return 0
        origin = self.body.top - self.offset
        return min((w.rect.top - origin for w in self.group.widgets if w.rect.top - origin >= most), default=most)

    def snapped(self, offset: int) -> int:
        """``offset`` moved to a widget's top (the one above when the last scroll went
        up), so that the body starts with a whole widget."""
        most = self.most_offset()
        offset = max(0, min(offset, most))
        if 0 < offset < most:
            origin = self.body.top - self.offset
            tops = sorted({w.rect.top - origin for w in self.group.widgets})
            if self._snap_up:
                offset = max((y for y in tops if y <= offset), default=0)
            else:
                offset = min((y for y in tops if y >= offset), default=most)
        return min(offset, most)

    def show_whole(self) -> None:
        """Only whole widgets show, so no line is cut in half (one larger than the body
        shows as much as fits; the scroll bar says there is more); a heading left at the
        foot of the body without what it heads is hidden. Then the hover is set."""
        room = self.body_view()
        for widget in self.group.widgets:
            big = widget.rect.height > self.body.height or widget.rect.width > self.body.width
            widget.visible = room.contains(widget.rect) or (big and widget.rect.colliderect(self.body))
        heading = self.heading_type
        if heading is not None:
            for head, below in zip(self.group.widgets, self.group.widgets[1:], strict=False):
                if isinstance(head, heading) and not below.visible and below.rect.top >= head.rect.bottom:
                    head.visible = False
        pos = self.ctx.app.mouse_pos
        self.group.update_hover(pos if self.body.collidepoint(pos) else (-1, -1))
        self.foot.update_hover(pos)

    # Input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in ENTER:
                return self.on_enter()
            if event.key == pygame.K_ESCAPE:
                return self.on_escape()
            for b in self.foot.widgets:
                if isinstance(b, Button) and b.shortcut == event.key and b.interactive:
                    b.click()
                    return True
            return self.on_key(event)
        if event.type == pygame.MOUSEWHEEL:
            pos = self.ctx.app.mouse_pos
            if self.body.collidepoint(pos) and self.overflow():
                self.scroll(-1 if event.y > 0 else 1)
            return self.rect.collidepoint(pos)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = event.pos
            in_body = self.body.collidepoint(pos)
            if event.type == pygame.MOUSEMOTION:
                self.foot.handle_event(event)
                if in_body or self.group.captured is not None:
                    self.group.handle_event(event)
                else:
                    self.group.update_hover((-1, -1))
                return self.rect.collidepoint(pos)
            if self.foot.captured is not None or self.foot.widget_at(pos) is not None:
                if self.foot.handle_event(event):
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.overflow() and self.on_bar(pos):
                return True
            if in_body or self.group.captured is not None:
                if self.group.handle_event(event):
                    return True
            return self.rect.collidepoint(pos)
        return False

    def lay_out(self, inner: pygame.Rect, buttons: Sequence[Button], lay: Callable[[int, int, int], int]) -> None:
        """Lay the panel out in ``inner``: the foot's ``buttons`` in lines from the bottom
        up (as many on a line as their words allow, the last, main one at the bottom
        right), the body above them, then the body's widgets by ``lay(left, top,
        width)`` (it fills ``group`` from ``top`` and returns the bottom it reached) at
        the scroll offset, narrower by the scroll bar when it reaches further than the
        body, the offset snapped to a widget's top, and only whole widgets shown."""
        t = self.theme
        self.group.clear()
        self.foot.clear()
        bottom = inner.bottom
        if buttons:
            bh, gap = t.px(36), t.px(8)
            per = len(buttons)
            while per > 1 and sum(b.preferred_width() for b in buttons[-per:]) + gap * (per - 1) > inner.width:
                per -= 1
            for end in range(len(buttons), 0, -per):  # from the bottom up, the main button last
                line = buttons[max(0, end - per) : end]
                bottom -= bh
                w = min((inner.width - gap * (len(line) - 1)) // len(line), t.px(260))
                x = inner.right - len(line) * w - gap * (len(line) - 1)
                for i, b in enumerate(line):
                    b.rect = pygame.Rect(x + i * (w + gap), bottom, w, bh)
                    self.foot.add(b)
                bottom -= gap
            bottom -= t.px(4)
        self.body = pygame.Rect(inner.left, inner.top, inner.width, max(0, bottom - inner.top))

        def body_at(width: int) -> None:
            self.group.clear()
            top = self.body.top - self.offset
            self.extent = lay(self.body.left, top, width) - top

        width = self.body.width
        body_at(width)
        if self.extent > self.body.height:
            width -= t.px(14)  # room for the scroll bar
            body_at(width)
        offset = self.snapped(self.offset)
        self._snap_up = False
        if offset != self.offset:
            self.offset = offset
            body_at(width)
        self.show_whole()

    # Drawing ----------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface, extra: Sequence[Widget] = ()) -> None:
        """The body's widgets (and ``extra`` ones drawn with them) clipped to the body's
        view, its scroll track when it reaches further, then the foot's widgets."""
        t = self.theme
        c = t.colors
        previous = surface.get_clip()
        shown = self.body_view()
        surface.set_clip(shown.clip(previous) if previous else shown)
        for widget in [*self.group.widgets, *extra]:
            if widget.visible:
                widget.draw(surface)
        surface.set_clip(previous)
        if self.extent > self.body.height and self.body.height > 0:
            track = pygame.Rect(self.body.right - t.px(8), self.body.top, t.px(8), self.body.height)
            pygame.draw.line(surface, c.ink_faded, track.midtop, track.midbottom, 1)
            h = max(t.px(24), track.height * self.body.height // max(1, self.extent))
            most = max(1, self.most_offset())
            y = track.top + (track.height - h) * self.offset // most
            pygame.draw.rect(surface, c.ink_soft, (track.left, y, track.width, h), border_radius=t.px(3))
        for widget in self.foot.widgets:
            if widget.visible:
                widget.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = self.foot.tooltip_at(pos)
        if tip is None and self.body.collidepoint(pos):
            tip = self.group.tooltip_at(pos)
        return tip


__all__ = ["ENTER", "LINE_STEP", "PanelBase"]
