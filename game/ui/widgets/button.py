"""Push buttons: parchment tablets with an inked border, or sealing-wax red for the
primary action of a screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

import pygame

from game.ui.render import icons
from game.ui.theme import Color, Theme
from game.ui.widgets.base import Widget


class ButtonOptions(TypedDict, total=False):
    """A button's keyword options, for menus that list them beside each entry."""

    primary: bool
    icon: str | None
    role: str
    tooltip: str | None
    enabled: bool
    shortcut: int | None


class Button(Widget):
    """A button that calls ``on_click`` when clicked, or on Enter/Space while focused.

    A disabled button still shows its tooltip, which should say why it is disabled.
    """

    focusable = True

    def __init__(
        self,
        theme: Theme,
        text: str,
        on_click: Callable[[], object] | None = None,
        rect: pygame.Rect | None = None,
        *,
        primary: bool = False,
        icon: str | None = None,
        role: str = "button",
        tooltip: str | None = None,
        enabled: bool = True,
        shortcut: int | None = None,
    ) -> None:
        super().__init__(theme, rect, tooltip)
        self.text = text
        self.on_click = on_click
        self.primary = primary
        self.icon = icon
        self.role = role
        self.text_px: int | None = None  # a type size other than the role's, for a long label
        self.enabled = enabled
        self.shortcut = shortcut  # a key that clicks the button while its scene is on top
        self.pressed = False

    def click(self) -> None:
        if self.interactive and self.on_click is not None:
            self.on_click()

    def preferred_width(self) -> int:
        w = self.theme.text_size(self.text, self.role)[0] + self.theme.px(44)
        if self.icon:
            w += self.theme.font_size(self.role) + self.theme.px(8)
        return w

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed = self.pressed
            self.pressed = False
            if was_pressed and self.rect.collidepoint(event.pos):
                self.click()
                return True
            return was_pressed
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.click()
            return True
        return False

    def layer_key(self) -> tuple[object, ...]:
        return (
            self.text,
            self.icon,
            self.primary,
            self.role,
            self.text_px,
            self.interactive,
            self.hovered,
            self.pressed,
            self.focused and self.focus_ring,
            tuple(self.rect),
            self.theme.scale,
        )

    def layer_bounds(self) -> pygame.Rect:
        t = self.theme
        # The lip under the tablet (a pressed tablet drops as far), and the focus ring.
        bounds = self.rect.union(self.rect.move(0, t.px(2) + 1))
        if self.focused and self.focus_ring:
            bounds.union_ip(self.rect.inflate(t.px(6) + 4, t.px(6) + 4))
        return bounds

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        radius = t.px(6)
        rect = self.rect
        active = self.interactive
        down = self.pressed and self.hovered
        if self.primary:
            fill = c.rubric_light if (self.hovered and active) else c.rubric
            if down:
                fill = c.rubric_dark
            border, text_color = c.rubric_dark, c.parchment_light
            if not active:
                fill, border, text_color = (170, 128, 112), (140, 100, 86), (236, 222, 206)
        else:
            fill = (242, 230, 200) if (self.hovered and active) else (226, 210, 170)
            if down:
                fill = (206, 186, 140)
            border, text_color = (c.ink if self.hovered else c.ink_soft), c.ink
            if not active:
                fill, border, text_color = (222, 211, 184), c.ink_faded, c.ink_faded
        body = rect.move(0, t.px(1) if down else 0)
        if active and not down:
            lip = c.rubric_dark if self.primary else (150, 124, 86)
            pygame.draw.rect(surface, lip, body.move(0, t.px(2)), border_radius=radius)
        pygame.draw.rect(surface, fill, body, border_radius=radius)
        # A faint highlight along the top edge gives the tablet some relief.
        hl = body.inflate(-2 * radius, 0)
        pygame.draw.line(
            surface, _lighten(fill, 26), (hl.left, body.top + t.px(2)), (hl.right, body.top + t.px(2)), max(1, t.px(1))
        )
        pygame.draw.rect(surface, border, body, max(1, t.px(1.6)), border_radius=radius)
        if self.primary and active:
            pygame.draw.rect(surface, c.gold, body.inflate(-t.px(6), -t.px(6)), 1, border_radius=max(1, radius - 2))
        if self.focused and self.focus_ring:
            t.draw_focus(surface, body, radius)
        px = self.text_px
        if px is None and self.text:
            room = body.width - t.px(16) - (t.font_size(self.role) + t.px(8) if self.icon else 0)
            if t.text_size(self.text, self.role)[0] > room:
                px = t.fit_px(self.text, self.role, room, 0.7)  # a long label: smaller type, not cut
                if t.text_size(self.text, self.role, px)[0] > room and self._draw_lines(surface, body, text_color):
                    return
        label = t.text(self.text, self.role, text_color, px)
        x = body.centerx - label.get_width() // 2
        if self.icon:
            size = t.font_size(self.role)
            icon = icons.icon(self.icon, size, text_color)
            total = size + t.px(8) + label.get_width()
            x = body.centerx - total // 2
            surface.blit(icon, icon.get_rect(midleft=(x, body.centery)))
            x += size + t.px(8)
        surface.blit(label, label.get_rect(midleft=(x, body.centery + t.px(1))))

    def _draw_lines(self, surface: pygame.Surface, body: pygame.Rect, color: Color) -> bool:
        """A label too long for one line, on two or three (no icon) if the button is tall
        enough; False when it is not."""
        t = self.theme
        px = round(t.font_size(self.role) * 0.8)
        lines = t.wrap(self.text, self.role, body.width - t.px(12), px)
        line_h = t.line_height(self.role, px)
        if len(lines) > 3 or len(lines) * line_h > body.height - t.px(2):
            return False
        y = body.centery - len(lines) * line_h // 2 + t.px(1)
        for line in lines:
            t.blit_text(surface, line, (body.centerx, y), self.role, color, "midtop", px=px)
            y += line_h
        return True


def _lighten(color: tuple[int, int, int], amount: int) -> tuple[int, int, int]:
    return tuple(min(255, v + amount) for v in color[:3])  # type: ignore[return-value]
