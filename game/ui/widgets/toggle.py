"""A check box with its label; click, Space or Enter toggles it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.theme import Theme
from game.ui.widgets.base import Widget


class Toggle(Widget):
    focusable = True

    def __init__(
        self,
        theme: Theme,
        text: str,
        value: bool = False,
        rect: pygame.Rect | None = None,
        *,
        on_change: Callable[[bool], None] | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
        role: str = "body",
    ) -> None:
        super().__init__(theme, rect, tooltip)
        self.text = text
        self.value = value
        self.on_change = on_change
        self.enabled = enabled
        self.role = role

    def toggle(self) -> None:
        if not self.interactive:
            return
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.toggle()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.toggle()
            return True
        return False

    def box_rect(self) -> pygame.Rect:
        size = self.theme.px(22)
        return pygame.Rect(self.rect.left, self.rect.centery - size // 2, size, size)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        box = self.box_rect()
        active = self.interactive
        fill = c.parchment_light if active else c.parchment_dark
        if self.hovered and active:
            fill = (250, 243, 224)
        pygame.draw.rect(surface, fill, box, border_radius=t.px(3))
        pygame.draw.rect(surface, c.ink if active else c.ink_faded, box, max(1, t.px(1.6)), border_radius=t.px(3))
        if self.value:
            # A quill tick: a short down-stroke and a long up-stroke, in red ink.
            x, y, s = box.left, box.top, box.width
            points = [(x + s * 0.2, y + s * 0.52), (x + s * 0.42, y + s * 0.76), (x + s * 0.86, y + s * 0.18)]
            pygame.draw.lines(surface, c.rubric if active else c.ink_faded, False, points, max(2, t.px(3)))
        color = c.ink if active else c.ink_faded
        label_x = box.right + t.px(10)
        room = max(10, self.rect.right - label_x)
        px = t.fit_px(self.text, self.role, room)  # a long label: smaller type before any cut
        text = t.ellipsize(self.text, self.role, room, px)
        t.blit_text(surface, text, (label_x, self.rect.centery), self.role, color, "midleft", px=px)
        if self.focused and self.focus_ring:
            t.draw_focus(surface, box, t.px(3))
