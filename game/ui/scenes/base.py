"""The base of screens built from widgets: a table background, a widget group,
Escape to go back, keyboard shortcuts for buttons and tooltips from the widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import N_
from game.ui.scene import Scene
from game.ui.widgets.base import WidgetGroup
from game.ui.widgets.button import Button
from game.ui.widgets.text_input import TextInput

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.theme import Theme


#: What the title and the saves list say when there is no save at all.
NO_SAVES = N_("core.title.no_saves")


class WidgetScene(Scene):
    """A scene whose widgets are rebuilt by ``build`` whenever the layout changes.

    Subclasses implement ``build`` (create widgets at their rectangles for the current
    window size and UI scale, using ``self.app.theme.px``) and may override
    ``draw_background`` and ``on_escape``.
    """

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.group = WidgetGroup()

    @property
    def theme(self) -> Theme:
        return self.app.theme

    @property
    def size(self) -> tuple[int, int]:
        return self.app.surface.get_size()

    def enter(self) -> None:
        self.layout()

    def layout(self) -> None:
        """Rebuild the widgets, keeping keyboard focus on the same position in Tab order."""
        focus_index = None
        if self.group.focused is not None and self.group.focused in self.group.widgets:
            focus_index = self.group.widgets.index(self.group.focused)
        self.group.clear()
        self.build()
        if focus_index is not None and focus_index < len(self.group.widgets):
            widget = self.group.widgets[focus_index]
            if widget.focusable and widget.interactive:
                self.group.set_focus(widget)
        if self.app.mouse_pos[0] >= 0:
            self.group.update_hover(self.app.mouse_pos)

    def build(self) -> None:
        """Create the widgets for the current window size."""

    def pause(self) -> None:
        self.group.captured = None
        for widget in self.group.widgets:
            if isinstance(widget, Button):
                widget.pressed = False

    def on_escape(self) -> None:
        self.app.back()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.group.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_escape()
                return
            for widget in self.group.widgets:
                if isinstance(widget, Button) and widget.shortcut == event.key and widget.interactive:
                    widget.click()
                    return
            self.handle_key(event)

    def handle_key(self, event: pygame.event.Event) -> None:
        """Keys no widget took (after Escape and button shortcuts)."""

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        self.theme.draw_table(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.group.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.group.tooltip_at(pos)

    def busy(self) -> bool:
        """A text field with the keyboard's focus blinks its cursor (``Scene.busy``)."""
        return isinstance(self.group.focused, TextInput)
