"""Tooltips: a small slip of parchment near the mouse pointer.

The app owns one ``Tooltip``. Each frame it asks the top scene what text belongs under
the pointer; when the same text has stayed there for ``delay`` seconds the slip is
drawn, kept inside the window, above everything else.
"""

from __future__ import annotations

import pygame

from game.ui.theme import Theme


class Tooltip:
    def __init__(self, theme: Theme, delay: float = 0.45) -> None:
        self.theme = theme
        self.delay = delay
        self.text: str | None = None
        self.pos: tuple[int, int] = (0, 0)
        self._held = 0.0

    @property
    def showing(self) -> bool:
        return self.text is not None and self._held >= self.delay

    def update(self, text: str | None, pos: tuple[int, int], dt: float) -> None:
        """Feed the text under the pointer; the timer restarts when it changes."""
        if text != self.text:
            self.text = text
            self._held = 0.0
        elif text is not None:
            self._held += dt
        self.pos = pos

    def hide(self) -> None:
        self.text = None
        self._held = 0.0

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the slip if it shows; returns every pixel it touched (its shadow too)."""
        if self.showing and self.text:
            rect = draw_tooltip(surface, self.theme, self.text, self.pos)
            return rect.inflate(2 * self.theme.px(8), 2 * self.theme.px(8)).move(0, self.theme.px(3)).union(rect)
        return None


def draw_tooltip(surface: pygame.Surface, theme: Theme, text: str, pos: tuple[int, int]) -> pygame.Rect:
    """Draw ``text`` in a slip below-right of ``pos``, moved to stay on screen."""
    t = theme
    c = t.colors
    max_w = t.px(360)
    pad_x, pad_y = t.px(12), t.px(8)
    lines = t.wrap(text, "small", max_w)
    line_h = t.line_height("small")
    width = max(t.text_size(line, "small")[0] for line in lines) + 2 * pad_x
    height = len(lines) * line_h + 2 * pad_y
    rect = pygame.Rect(pos[0] + t.px(16), pos[1] + t.px(22), width, height)
    bounds = surface.get_rect().inflate(-t.px(8), -t.px(8))
    if rect.right > bounds.right:
        rect.right = max(bounds.left, pos[0] - t.px(8))
    if rect.bottom > bounds.bottom:
        rect.bottom = max(bounds.top, pos[1] - t.px(8))
    rect.clamp_ip(bounds)
    surface.blit(t.shadow(rect.size, t.px(8)), (rect.x - t.px(8), rect.y - t.px(8) + t.px(3)))
    # One window-sized sheet serves every slip: no texture per tooltip size.
    sheet = t.parchment(surface.get_size(), c.parchment_light)
    surface.blit(sheet, rect, area=rect)
    pygame.draw.rect(surface, c.ink_soft, rect, max(1, t.px(1.5)))
    y = rect.top + pad_y
    for line in lines:
        t.blit_text(surface, line, (rect.left + pad_x, y), "small", c.ink)
        y += line_h
    return rect
