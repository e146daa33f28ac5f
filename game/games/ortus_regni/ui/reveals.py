"""What Ortus Regni's events show at the table, in the shell's panel of reveals: the
cards a move turns face up (a Force fielded in Combat, the Battle card, a Tower
destroyed, the Vikings' cards, a Vassal committed, the cards a Hand lost, the cards
drawn by the viewer himself), each with its caption, the cards turning over together.

``shows_for(events, view, viewer)`` makes one ``CardsShow`` per revealing event the
viewer may see; an event that shows no card is told in words (``CaptionPart``).
Only a card whose face is in the viewer's view after the move is drawn face up: the
faces come from ``view.kinds`` (empty for a card the viewer has not seen).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import pygame

from game.core import i18n
from game.core.engine import Event
from game.games.ortus_regni.rules.contract import tell
from game.games.ortus_regni.rules.data import OrtusData
from game.games.ortus_regni.rules.events import OrtusEvent
from game.games.ortus_regni.rules.state import OrtusState
from game.games.ortus_regni.ui.render import cards
from game.ui.pacing import CaptionPart, RevealPart, turn_width
from game.ui.theme import Theme

#: design pixels: a revealed card's width, the gap between cards
CARD_W, GAP = 96, 8


@dataclass
class CardsShow:
    """A caption and the cards it turns face up (their kinds; "" : face down)."""

    message: i18n.Text
    kinds: list[str] = field(default_factory=list)
    data: OrtusData | None = field(default=None, repr=False)

    def _card_width(self, theme: Theme, width: int) -> int:
        n = max(1, len(self.kinds))
        return max(theme.px(40), min(theme.px(CARD_W), (width - (n - 1) * theme.px(GAP)) // n))

    def size(self, theme: Theme, width: int) -> tuple[int, int]:
        lines = theme.wrap(i18n.text(self.message), "body_bold", width)
        w = max((theme.text_size(line, "body_bold")[0] for line in lines), default=0)
        h = len(lines) * theme.line_height("body_bold")
        if self.kinds:
            cw = self._card_width(theme, width)
            n = len(self.kinds)
            w = max(w, n * cw + (n - 1) * theme.px(GAP))
            h += theme.px(6) + cards.card_rect(cw).height
        return min(width, w), h

    def draw(self, surface: pygame.Surface, theme: Theme, rect: pygame.Rect, t: float) -> None:
        y = rect.top
        for line in theme.wrap(i18n.text(self.message), "body_bold", rect.width):
            theme.blit_text(surface, line, (rect.centerx, y), "body_bold", theme.colors.ink, "midtop")
            y += theme.line_height("body_bold")
        if not self.kinds or self.data is None:
            return
        cw = self._card_width(theme, rect.width)
        n = len(self.kinds)
        row = n * cw + (n - 1) * theme.px(GAP)
        x = rect.centerx - row // 2
        y += theme.px(6)
        for kind in self.kinds:
            slot = cards.card_rect(cw)
            slot.topleft = (x, y)
            drawn_w, face = turn_width(cw, t)
            r = pygame.Rect(0, 0, drawn_w, slot.height)
            r.center = slot.center
            if face and kind:
                cards.draw_card(surface, theme, r, self.data, kind)
            else:
                cards.draw_back(surface, theme, r, "earl")
            x += cw + theme.px(GAP)


def _cards_of(event: OrtusEvent) -> tuple[int, ...]:
    """The card numbers an event turns up."""
    found = getattr(event, "cards", None)
    if isinstance(found, tuple):
        return tuple(c for c in found if isinstance(c, int))
    card = getattr(event, "card", -1)
    return (card,) if isinstance(card, int) and card >= 0 else ()


def shows_for(events: Sequence[Event], view: OrtusState, viewer: int | None) -> Iterator[RevealPart]:
    """The parts of the panel of reveals for one move's events, as ``viewer`` sees them."""
    words = tell(view)
    for event in events:
        if not event.reveals or not isinstance(event, OrtusEvent):
            continue
        seen_by = event.visible_to
        if seen_by is not None and viewer not in seen_by:
            continue
        message = event.message(words)
        numbers = _cards_of(event)
        if not numbers:
            yield CaptionPart(message)
            continue
        kinds = [view.kinds[c] if 0 <= c < len(view.kinds) else "" for c in numbers]
        yield CardsShow(message, kinds, view.data)


__all__ = ["CardsShow", "shows_for"]
