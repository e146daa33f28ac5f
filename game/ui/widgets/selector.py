"""Choosing one value from a few: a cycle selector (‹ value ›) and the shared ``Choice``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.theme import Theme
from game.ui.widgets.base import Widget

#: Draws a small picture for a value (a family marker, say) into the given square.
SwatchDrawer = Callable[[pygame.Surface, pygame.Rect, Any], None]


@dataclass(frozen=True)
class Choice:
    """One option of a selector or drop-down. Unavailable options say why."""

    value: Any
    label: str
    enabled: bool = True
    reason: str | None = None


class CycleSelector(Widget):
    """Shows the current choice between two arrows.

    Click the left arrow (or press Left) for the previous available choice, the right
    arrow or the label (or Right, Space, Enter) for the next. Disabled choices are
    skipped. ``on_change`` receives the new value.
    """

    focusable = True

    def __init__(
        self,
        theme: Theme,
        choices: Sequence[Choice],
        value: Any = None,
        rect: pygame.Rect | None = None,
        *,
        on_change: Callable[[Any], None] | None = None,
        draw_swatch: SwatchDrawer | None = None,
        tooltip: str | None = None,
        role: str = "body",
    ) -> None:
        super().__init__(theme, rect, tooltip)
        self.choices = list(choices)
        self.value = value if value is not None else (self.choices[0].value if self.choices else None)
        self.on_change = on_change
        self.draw_swatch = draw_swatch
        self.role = role

    @property
    def index(self) -> int:
        for i, choice in enumerate(self.choices):
            if choice.value == self.value:
                return i
        return 0

    @property
    def current(self) -> Choice | None:
        return self.choices[self.index] if self.choices else None

    def set_value(self, value: Any, notify: bool = False) -> None:
        self.value = value
        if notify and self.on_change is not None:
            self.on_change(value)

    def step(self, direction: int) -> None:
        if not self.interactive or not self.choices:
            return
        n = len(self.choices)
        i = self.index
        for _ in range(n):
            i = (i + direction) % n
            if self.choices[i].enabled:
                break
        else:
            return
        if self.choices[i].value != self.value:
            self.set_value(self.choices[i].value, notify=True)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = min(self.theme.px(30), self.rect.width // 4)
        left = pygame.Rect(self.rect.left, self.rect.top, w, self.rect.height)
        right = pygame.Rect(self.rect.right - w, self.rect.top, w, self.rect.height)
        return left, right

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                left, _ = self._arrow_rects()
                self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.step(1)
                return True
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        current = self.current
        if current is not None and current.reason:
            return current.reason if not self.tooltip else f"{self.tooltip} {current.reason}"
        return self.tooltip

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        rect = self.rect
        active = self.interactive
        radius = draw_choice_box(surface, t, rect, self.hovered, active)
        left, right = self._arrow_rects()
        ink = c.rubric if active else c.ink_faded
        for arrow, sign in ((left, -1), (right, 1)):
            cx, cy = arrow.centerx, arrow.centery
            s = t.px(6)
            points = [(cx - sign * s * 0.6, cy - s), (cx + sign * s * 0.7, cy), (cx - sign * s * 0.6, cy + s)]
            pygame.draw.polygon(surface, ink, points)
        middle = pygame.Rect(left.right, rect.top, right.left - left.right, rect.height)
        current = self.current
        if current is not None:
            draw_choice(surface, t, middle, current, self.draw_swatch, active, self.role, center=True)
        if self.focused and self.focus_ring:
            t.draw_focus(surface, rect, radius)


def draw_choice_box(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, hovered: bool, active: bool) -> int:
    """The framed box of a selector or drop-down (lighter under the pointer, dark when
    unavailable); returns its corner radius, for the focus ring."""
    c = theme.colors
    radius = theme.px(4)
    fill = (242, 232, 206) if (hovered and active) else c.parchment_light
    if not active:
        fill = c.parchment_dark
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, c.ink_soft if active else c.ink_faded, rect, max(1, theme.px(1.5)), border_radius=radius)
    return radius


def draw_choice(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    choice: Choice,
    draw_swatch: SwatchDrawer | None,
    active: bool = True,
    role: str = "body",
    center: bool = False,
) -> None:
    """A choice's swatch (if any) and label inside ``rect``."""
    t = theme
    color = t.colors.ink if (active and choice.enabled) else t.colors.ink_faded
    swatch = t.px(22) if draw_swatch else 0
    gap = t.px(8) if draw_swatch else 0
    avail = max(10, rect.width - swatch - gap - t.px(8))
    px = t.fit_px(choice.label, role, avail)  # a long label: smaller type before any cut
    label = t.ellipsize(choice.label, role, avail, px)
    text_w = t.text_size(label, role, px)[0]
    x = rect.centerx - (swatch + gap + text_w) // 2 if center else rect.left + t.px(8)
    if draw_swatch:
        draw_swatch(surface, pygame.Rect(x, rect.centery - swatch // 2, swatch, swatch), choice.value)
        x += swatch + gap
    t.blit_text(surface, label, (x, rect.centery), role, color, "midleft", px=px)
