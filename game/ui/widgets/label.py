"""Text labels, wrapped to their rectangle's width."""

from __future__ import annotations

import pygame

from game.ui.theme import Color, Theme
from game.ui.widgets.base import Widget


class Label(Widget):
    """One or more lines of text. Long text wraps at the rectangle's width.

    ``align`` is "left", "center" or "right". The rectangle's height is not a limit:
    use ``height_for`` when laying out to know how tall the text will be.
    """

    def __init__(
        self,
        theme: Theme,
        text: str,
        rect: pygame.Rect | None = None,
        *,
        role: str = "body",
        color: Color | None = None,
        align: str = "left",
        wrap: bool = True,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(theme, rect, tooltip)
        self.text = text
        self.role = role
        self.color = color
        self.align = align
        self.wrap = wrap

    def lines(self, width: int | None = None) -> list[str]:
        width = self.rect.width if width is None else width
        if not self.wrap or width <= 0:
            return self.text.split("\n")
        return self.theme.wrap(self.text, self.role, width)

    def height_for(self, width: int) -> int:
        return len(self.lines(width)) * self.theme.line_height(self.role)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        y = self.rect.top
        line_h = t.line_height(self.role)
        for line in self.lines():
            if self.align == "center":
                t.blit_text(surface, line, (self.rect.centerx, y), self.role, self.color, "midtop")
            elif self.align == "right":
                t.blit_text(surface, line, (self.rect.right, y), self.role, self.color, "topright")
            else:
                t.blit_text(surface, line, (self.rect.left, y), self.role, self.color, "topleft")
            y += line_h
