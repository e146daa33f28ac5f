"""What Ortus Regni's sheets on the table share (an Earldom, the middle bar, the Hand):
the cards drawn on them, found under the pointer (the table shows one large), and the
tooltips of their other parts; each sheet is kept as a layer while what it shows
(``content``) stays the same."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

import pygame

from game.core import i18n
from game.ui.theme import Theme
from game.ui.widgets.base import Widget
from game.ui.widgets.tooltip import Tip


class CardSheet(Widget, ABC):
    """A sheet that records, as it draws, where each card went (``cards``: its
    visible rectangle and number, the last on top) and its tooltips (``tips``)."""

    def __init__(self, theme: Theme, rect: pygame.Rect) -> None:
        super().__init__(theme, rect)
        self.cards: list[tuple[pygame.Rect, int]] = []
        self.tips: list[tuple[pygame.Rect, str]] = []

    @abstractmethod
    def content(self) -> tuple[Any, ...]:
        """What the sheet shows now (its layer is drawn again when this changes)."""

    def layer_key(self) -> tuple[Any, ...]:
        return (self.content(), tuple(self.rect), self.theme.scale, i18n.language())

    def layer_bounds(self) -> pygame.Rect:
        return self.theme.shadow_bounds(self.rect)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos`` (its number), or None."""
        for rect, card in reversed(self.cards):
            if rect.collidepoint(pos):
                return card
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos) or self.card_at(pos) is not None:
            return None  # a card is shown large instead
        for rect, tip in self.tips:
            if rect.collidepoint(pos):
                return Tip(tip, rect)
        return None


__all__ = ["CardSheet"]
