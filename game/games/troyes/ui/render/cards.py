"""Troyes' cards drawn by our code: activity, event and character cards (and their
backs), at any size. The functions' signatures are what the table and the decision
views call; the faces are drawn in ``draw_*``.

Sizes: a card is ``CARD_RATIO`` high for 1 wide; ``card_rect(width)`` gives the rect.
"""

from __future__ import annotations

import pygame

from game.core import i18n
from game.games.troyes.rules.data import ActivityCard, Character, EventCard
from game.ui.theme import Theme

#: a card's height for a width of 1 (a tarot-like card)
CARD_RATIO = 1.45


def card_rect(width: int) -> pygame.Rect:
    return pygame.Rect(0, 0, width, round(width * CARD_RATIO))


def _frame(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, title: str) -> None:
    pygame.draw.rect(surface, theme.colors.parchment_light, rect, border_radius=max(2, rect.width // 14))
    pygame.draw.rect(surface, theme.colors.ink_soft, rect, 2, border_radius=max(2, rect.width // 14))
    words = theme.ellipsize(title, "small_bold", rect.width - 6)
    theme.blit_text(surface, words, (rect.centerx, rect.top + 4), "small_bold", theme.colors.ink, "midtop")


def draw_activity(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, card: ActivityCard) -> None:
    """An activity card face up (§1.4.1): colour, name, hire cost, divisor, VP spaces, text."""
    _frame(surface, theme, rect, i18n.text(card.name))


def draw_event(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, card: EventCard) -> None:
    """An event card face up (§1.5.1): colour, name, divisor, banners, VP, black dice, text."""
    _frame(surface, theme, rect, i18n.text(card.name))


def draw_character(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, card: Character) -> None:
    """A character card (§1.6): name, what it counts and its tiers."""
    _frame(surface, theme, rect, i18n.text(card.name))


def draw_back(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, kind: str, colour: str = "", level: int = 0
) -> None:
    """A card's back: ``kind`` "activity" (its colour and level shown), "event" (its
    deck's colour) or "character"."""
    _frame(surface, theme, rect, "")
