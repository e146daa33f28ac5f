"""Parchment panels: a sheet with a double inked frame, optionally titled."""

from __future__ import annotations

import pygame

from game.ui.theme import Color, Theme
from game.ui.widgets.base import Widget


class Panel(Widget):
    """A parchment sheet. ``content`` is the rectangle inside the frame (and title)."""

    def __init__(
        self,
        theme: Theme,
        rect: pygame.Rect | None = None,
        *,
        title: str | None = None,
        tone: Color | None = None,
        shadow: bool = True,
        ornate: bool = True,
    ) -> None:
        super().__init__(theme, rect)
        self.title = title
        self.tone = tone
        self.shadow = shadow
        self.ornate = ornate

    @property
    def content(self) -> pygame.Rect:
        """The area inside the frame and below the title, in window pixels."""
        return self.theme.panel_content(self.rect, titled=bool(self.title))

    def contains(self, pos: tuple[int, int]) -> bool:
        # A panel is scenery: it never takes the hover from the widgets drawn on it.
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.theme.draw_panel(surface, self.rect, self.title, self.tone, self.shadow, self.ornate)
