"""A card shown large beside the pointer, over everything else on a table.

A game's table keeps one ``CardLens`` as the last of its widgets, says what it shows
(``key``: what the drawing depends on) and how it is drawn (``draw``: the card's face in
a rectangle), and each frame sets ``visible`` and ``rect`` (``beside_pointer``). The lens
never takes the pointer.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.core import i18n
from game.ui.theme import Theme
from game.ui.widgets.base import Widget


def beside_pointer(theme: Theme, pos: tuple[int, int], window: pygame.Rect, ratio: float, width: int) -> pygame.Rect:
    """Where a card ``width`` wide (``ratio`` its height over its width, smaller when the
    window is too low) goes beside the pointer, never under it: right and up, left and
    up, right and down, left and down, else at its side clamped to the window."""
    t = theme
    width = min(width, window.width // 4)
    if round(width * ratio) > window.height - t.px(20):
        width = round((window.height - t.px(20)) / ratio)
    rect = pygame.Rect(0, 0, width, round(width * ratio))
    room = window.inflate(-t.px(12), -t.px(12))
    gap = t.px(18)
    for anchor, at in (
        ("bottomleft", (pos[0] + gap, pos[1] - gap)),
        ("bottomright", (pos[0] - gap, pos[1] - gap)),
        ("topleft", (pos[0] + gap, pos[1] + gap)),
        ("topright", (pos[0] - gap, pos[1] + gap)),
    ):
        setattr(rect, anchor, at)
        if room.contains(rect):
            return rect
    rect.midleft = (pos[0] + gap, pos[1])
    if rect.right > room.right:
        rect.midright = (pos[0] - gap, pos[1])
    rect.clamp_ip(room)
    return rect


class CardLens(Widget):
    """The card under the pointer, large, with its shadow (see the module)."""

    def __init__(
        self,
        theme: Theme,
        key: Callable[[], Hashable],
        draw: Callable[[pygame.Surface, pygame.Rect], None],
    ) -> None:
        super().__init__(theme)
        self.key = key
        self.face = draw
        self.visible = False

    def contains(self, pos: tuple[int, int]) -> bool:
        return False

    def layer_key(self) -> tuple[Any, ...]:
        return (self.key(), tuple(self.rect), self.theme.scale, i18n.language())

    def layer_bounds(self) -> pygame.Rect:
        return self.theme.shadow_bounds(self.rect)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        radius = t.px(14)
        surface.blit(t.shadow(self.rect.size, radius), (self.rect.x - radius, self.rect.y - radius + t.px(5)))
        self.face(surface, self.rect)


__all__ = ["CardLens", "beside_pointer"]
