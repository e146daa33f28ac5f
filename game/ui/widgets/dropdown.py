"""A drop-down: shows the current choice; clicking opens a pop-up menu overlay scene."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.scenes.popup_menu import PopupMenu
from game.ui.widgets.base import Widget
from game.ui.widgets.selector import Choice, SwatchDrawer, draw_choice, draw_choice_box

if TYPE_CHECKING:
    from game.ui.app import App


class Dropdown(Widget):
    """Click, Enter or Space opens the list as an overlay; Up/Down change the value
    directly while focused. Unavailable choices are listed greyed with their reason."""

    focusable = True

    def __init__(
        self,
        app: App,
        choices: Sequence[Choice],
        value: Any = None,
        rect: pygame.Rect | None = None,
        *,
        on_change: Callable[[Any], None] | None = None,
        draw_swatch: SwatchDrawer | None = None,
        tooltip: str | None = None,
        role: str = "body",
    ) -> None:
        super().__init__(app.theme, rect, tooltip)
        self.app = app
        self.choices = list(choices)
        self.value = value if value is not None else (self.choices[0].value if self.choices else None)
        self.on_change = on_change
        self.draw_swatch = draw_swatch
        self.role = role

    @property
    def current(self) -> Choice | None:
        for choice in self.choices:
            if choice.value == self.value:
                return choice
        return self.choices[0] if self.choices else None

    def choose(self, value: Any) -> None:
        for choice in self.choices:
            if choice.value == value and choice.enabled:
                changed = value != self.value
                self.value = value
                if changed and self.on_change is not None:
                    self.on_change(value)
                return

    def open(self) -> None:
        if not self.interactive or not self.choices:
            return
        self.app.scenes.push(
            PopupMenu(self.app, self.rect, self.choices, self.value, self.choose, self.draw_swatch, self.role)
        )

    def _step(self, direction: int) -> None:
        values = [c.value for c in self.choices]
        i = values.index(self.value) if self.value in values else 0
        for _ in range(len(values)):
            i = (i + direction) % len(values)
            if self.choices[i].enabled:
                self.choose(values[i])
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.open()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open()
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self._step(1 if event.key == pygame.K_DOWN else -1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        rect = self.rect
        active = self.interactive
        radius = draw_choice_box(surface, t, rect, self.hovered, active)
        chevron_w = t.px(28)
        cx, cy, s = rect.right - chevron_w // 2 - t.px(2), rect.centery, t.px(5)
        pygame.draw.polygon(
            surface,
            c.rubric if active else c.ink_faded,
            [(cx - s, cy - s * 0.5), (cx + s, cy - s * 0.5), (cx, cy + s * 0.7)],
        )
        pygame.draw.line(
            surface,
            c.ink_faded,
            (rect.right - chevron_w, rect.top + t.px(6)),
            (rect.right - chevron_w, rect.bottom - t.px(6)),
            1,
        )
        current = self.current
        if current is not None:
            body = pygame.Rect(rect.left, rect.top, rect.width - chevron_w, rect.height)
            draw_choice(surface, t, body, current, self.draw_swatch, active, self.role)
        if self.focused and self.focus_ring:
            t.draw_focus(surface, rect, radius)
