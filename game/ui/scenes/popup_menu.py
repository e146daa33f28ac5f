"""The list a drop-down opens: an overlay scene anchored under (or over) its widget."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.scene import Scene
from game.ui.widgets.selector import Choice, SwatchDrawer, draw_choice

if TYPE_CHECKING:
    from game.ui.app import App


class PopupMenu(Scene):
    """Pick one choice: click it, or Up/Down then Enter. Esc or a click outside closes."""

    opaque = False

    def __init__(
        self,
        app: App,
        anchor: pygame.Rect,
        choices: Sequence[Choice],
        value: Any,
        on_choose: Callable[[Any], None],
        draw_swatch: SwatchDrawer | None = None,
        role: str = "body",
    ) -> None:
        super().__init__(app)
        self.anchor = pygame.Rect(anchor)
        self.choices = list(choices)
        self.on_choose = on_choose
        self.draw_swatch = draw_swatch
        self.role = role
        values = [c.value for c in self.choices]
        self.highlight = values.index(value) if value in values else 0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def row_height(self) -> int:
        return max(self.app.theme.line_height(self.role), self.app.theme.px(22)) + self.app.theme.px(10)

    def enter(self) -> None:
        self.layout()

    def layout(self) -> None:
        t = self.app.theme
        screen = self.app.surface.get_rect()
        rh = self.row_height()
        height = rh * len(self.choices) + 2 * t.px(6)
        height = min(height, screen.height - 2 * t.px(10))
        width = max(self.anchor.width, t.px(180))
        rect = pygame.Rect(self.anchor.left, self.anchor.bottom + t.px(4), width, height)
        if rect.bottom > screen.bottom - t.px(10):
            rect.bottom = self.anchor.top - t.px(4)
        rect.clamp_ip(screen)
        self.rect = rect

    def row_at(self, pos: tuple[int, int]) -> int | None:
        pad = self.app.theme.px(6)
        if not self.rect.collidepoint(pos):
            return None
        index = (pos[1] - self.rect.top - pad) // self.row_height()
        return index if 0 <= index < len(self.choices) else None

    def _choose(self, index: int) -> None:
        choice = self.choices[index]
        if not choice.enabled:
            return
        self.app.scenes.remove(self)
        self.on_choose(choice.value)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            index = self.row_at(event.pos)
            if index is not None:
                self.highlight = index
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                self._choose(index)
            elif not self.anchor.collidepoint(event.pos):
                self.app.scenes.remove(self)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.remove(self)
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.choices:
                step = 1 if event.key == pygame.K_DOWN else -1
                self.highlight = (self.highlight + step) % len(self.choices)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.choices:
                self._choose(self.highlight)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        index = self.row_at(pos)
        if index is None:
            return None
        return self.choices[index].reason

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        c = t.colors
        rect = self.rect
        surface.blit(t.shadow(rect.size, t.px(10)), (rect.x - t.px(10), rect.y - t.px(10) + t.px(4)))
        surface.blit(t.parchment(surface.get_size(), c.parchment_light), rect, area=rect)
        pygame.draw.rect(surface, c.ink_soft, rect, max(1, t.px(1.5)))
        rh = self.row_height()
        previous = surface.get_clip()
        surface.set_clip(rect)
        y = rect.top + t.px(6)
        for index, choice in enumerate(self.choices):
            row = pygame.Rect(rect.left + t.px(4), y, rect.width - t.px(8), rh)
            if index == self.highlight and choice.enabled:
                pygame.draw.rect(surface, c.parchment_dark, row, border_radius=t.px(3))
            draw_choice(surface, t, row, choice, self.draw_swatch, True, self.role)
            y += rh
        surface.set_clip(previous)
