"""The widget base class and the group that routes input and keyboard focus.

Widgets are hand-drawn with ``pygame.draw`` and the theme. A scene keeps its widgets in
a ``WidgetGroup``, which:

- tracks the hovered widget from mouse-motion events (never from ``mouse.get_pos``, so
  posted events in tests behave like real ones);
- gives keyboard focus on click, and moves it with Tab / Shift+Tab;
- sends mouse events to the widget under the pointer (or the one holding a drag) and
  key and text events to the focused widget;
- answers ``tooltip_at`` for the app's tooltip, with the rectangle of the widget it
  explains (``tooltip.Tip``), so that the slip goes beside it, never over it.

Rectangles are in window pixels; scenes recompute them in ``layout`` when the window
or the UI scale changes.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.ui.theme import Theme
from game.ui.widgets.tooltip import tip_around

if TYPE_CHECKING:
    from game.ui.render.layers import FrameLayers


class Widget:
    """Something drawn in a rectangle that may take input."""

    focusable = False

    def __init__(self, theme: Theme, rect: pygame.Rect | None = None, tooltip: str | None = None) -> None:
        self.theme = theme
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.tooltip = tooltip
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.focused = False
        #: Draw the focus ring: only when focus came from the keyboard, so clicking a
        #: button with the mouse does not leave a red ring around it.
        self.focus_ring = False

    @property
    def interactive(self) -> bool:
        return self.visible and self.enabled

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to ``event``; return True when it was consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.tooltip if self.contains(pos) else None

    # Kept drawings (game.ui.render.layers) ------------------------------------------
    def layer_key(self) -> Hashable | None:
        """Everything the widget's drawing depends on, or None to draw it every frame.

        While the key stays the same, a scene that keeps its frame in layers blits the
        pixels the widget left last time instead of calling ``draw``. A widget that keeps
        a key must also keep the answers ``draw`` leaves behind (its tooltips, its hit
        rectangles) valid while the key holds."""
        return None

    def layer_bounds(self) -> pygame.Rect:
        """Every pixel ``draw`` may touch (a shadow or a lip below the rectangle included)."""
        return self.rect

    def on_focus(self) -> None:
        pass

    def on_blur(self) -> None:
        pass


_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
_KEY_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)


class WidgetGroup:
    """The widgets of one scene, in focus (Tab) order."""

    def __init__(self, widgets: list[Widget] | None = None) -> None:
        self.widgets: list[Widget] = list(widgets or [])
        self.focused: Widget | None = None
        self.hovered: Widget | None = None
        self.captured: Widget | None = None  # holds the mouse between button down and up
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self.keyboard = False  # the player is using the keyboard: show focus rings

    def add(self, *widgets: Widget) -> None:
        self.widgets.extend(widgets)

    def clear(self) -> None:
        self.set_focus(None)
        self.widgets.clear()
        self.hovered = None
        self.captured = None

    # ----------------------------------------------------------------- focus
    def focus_order(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.interactive]

    def set_focus(self, widget: Widget | None) -> None:
        if widget is self.focused:
            return
        if self.focused is not None:
            self.focused.focused = False
            self.focused.focus_ring = False
            self.focused.on_blur()
        self.focused = widget
        if widget is not None:
            widget.focused = True
            widget.focus_ring = self.keyboard
            widget.on_focus()

    def move_focus(self, step: int) -> None:
        order = self.focus_order()
        if not order:
            return
        if self.focused in order:
            index = (order.index(self.focused) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        self.set_focus(order[index])

    # ----------------------------------------------------------------- events
    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.contains(pos):
                return widget
        return None

    def update_hover(self, pos: tuple[int, int]) -> None:
        """Mark the widget under ``pos`` as hovered (also after a re-layout)."""
        self.mouse_pos = pos
        under = self.widget_at(pos)
        if under is not self.hovered:
            if self.hovered is not None:
                self.hovered.hovered = False
            self.hovered = under
            if under is not None:
                under.hovered = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route ``event``; True when a widget consumed it."""
        if self.focused is not None and not self.focused.interactive:
            self.set_focus(None)
        if event.type in _MOUSE_EVENTS:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.keyboard = False
            return self._handle_mouse(event)
        if event.type == pygame.KEYDOWN:
            self.keyboard = True
            if self.focused is not None:
                self.focused.focus_ring = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.type in _KEY_EVENTS and self.focused is not None:
            return self.focused.handle_event(event)
        return False

    def _handle_mouse(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.update_hover(event.pos)
        if self.captured is not None:
            consumed = self.captured.handle_event(event)
            if event.type == pygame.MOUSEBUTTONUP:
                self.captured = None
            return consumed
        if event.type == pygame.MOUSEWHEEL:
            target = self.hovered
            return bool(target and target.interactive and target.handle_event(event))
        target = self.hovered
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if target is not None and target.interactive:
                if target.focusable:
                    self.set_focus(target)
                self.captured = target
                return target.handle_event(event)
            self.set_focus(None)
            return False
        if target is not None and target.interactive:
            return target.handle_event(event)
        return False

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.update(dt)

    def draw(self, surface: pygame.Surface, layers: FrameLayers | None = None) -> None:
        """Draw the visible widgets in order; with ``layers``, declare them as parts of
        the frame instead: a widget whose ``layer_key`` is unchanged is blitted from the
        pixels it left last time (see game.ui.render.layers)."""
        for widget in self.widgets:
            if not widget.visible:
                continue
            if layers is None:
                widget.draw(surface)
                continue
            paint = partial(widget.draw, surface)
            if type(widget).layer_key is Widget.layer_key:  # keeps no key: drawn every frame
                layers.live(widget.layer_bounds(), paint)
            else:
                layers.layer(f"widget:{id(widget)}", widget.layer_bounds(), partial(_keyed, widget), paint)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip of the widget under ``pos``, as a ``Tip`` around that widget (or
        the part of it the widget named)."""
        for widget in reversed(self.widgets):
            if widget.contains(pos):
                return tip_around(widget.tooltip_at(pos), widget.rect)
        return None


def _keyed(widget: Widget) -> Hashable | None:
    key = widget.layer_key()
    return None if key is None else (type(widget).__name__, key)
