"""The rules of the Fortune & Disaster cards, found by the effect each card declares.

Every card of ``data/fief/cards.yaml`` names its ``effect``, one of ``EFFECTS``: the
rule it plays by. The engine, the bots and the client find a card's rule by its effect,
never by its id, so a mod may rename a card (its id is only its name in saves) and keep
its rule. Each effect but ``none`` belongs to one card at most (its ``count`` sets the
copies), so a rule that discards "the Uprising card" knows its id. The Lord deck's cards
play by their ``kind`` (lord, cardinal, darc) the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableSequence
from typing import TYPE_CHECKING, Literal, get_args

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

#: the effects a Fortune & Disaster card may declare
Effect = Literal[
    "bountiful-harvest",
    "good-weather",
    "taxes",
    "uprising",
    "secret-passage",
    "assassination",
    "justice",
    "ambush",
    "heavy-rain",
    "famine",
    "plague",
    "none",
]
EFFECTS: tuple[str, ...] = get_args(Effect)

BOUNTIFUL_HARVEST = "bountiful-harvest"
GOOD_WEATHER = "good-weather"
TAXES = "taxes"
UPRISING = "uprising"
SECRET_PASSAGE = "secret-passage"
ASSASSINATION = "assassination"
JUSTICE = "justice"
AMBUSH = "ambush"
HEAVY_RAIN = "heavy-rain"
FAMINE = "famine"
PLAGUE = "plague"
#: a card that does nothing: a fortune card is drawn, held and discarded; a disaster
#: is placed by the die and leaves at the end of the round
NONE = "none"

#: fortune cards laid on a bishopric, using the card's ``cancels``, ``barred_by`` and
#: ``mill_bonus`` (2.4.2, 2.4.3)
BISHOPRIC_EFFECTS = frozenset({BOUNTIFUL_HARVEST, GOOD_WEATHER})
#: effects of fortune cards played in the Play Cards step (2.4)
REGULAR_EFFECTS = BISHOPRIC_EFFECTS | {TAXES}
#: effects of fortune cards played at any time (10.0)
OPPORTUNITY_EFFECTS = frozenset({UPRISING, SECRET_PASSAGE, ASSASSINATION, JUSTICE, AMBUSH})
#: effects of disaster cards (2.3)
DISASTER_EFFECTS = frozenset({HEAVY_RAIN, FAMINE, PLAGUE})


def effect_of(data: FiefData, card: str) -> str | None:
    """The effect of a Fortune & Disaster card; None for any other card (a lord, a
    card hidden from a view)."""
    found = data.fortune_cards.get(card)
    return found.effect if found is not None else None


def card_for(data: FiefData, effect: str) -> str | None:
    """The id of the card that plays by ``effect`` (None when the data has none)."""
    return data.effect_cards.get(effect)


def card_with(data: FiefData, cards: Iterable[str], effect: str) -> str | None:
    """The id of the card with ``effect`` if it is among ``cards``, else None."""
    card = data.effect_cards.get(effect)
    return card if card is not None and card in cards else None


def holds(data: FiefData, cards: Iterable[str], effect: str) -> bool:
    """Whether ``cards`` hold the card with the effect ``effect``."""
    return card_with(data, cards, effect) is not None


def take(data: FiefData, hand: MutableSequence[str], effect: str) -> str:
    """Take the card with ``effect`` out of ``hand`` (its play was checked legal, so it is
    there) and return its id."""
    card = card_with(data, hand, effect)
    if card is None:
        raise ValueError(f"no card with the effect {effect!r} in the hand")  # words: not shown (a bug)
    hand.remove(card)
    return card


def spend(data: FiefData, hand: MutableSequence[str], discard: MutableSequence[str], effect: str) -> str:
    """Play the card with ``effect`` from ``hand`` onto ``discard``; its id."""
    card = take(data, hand, effect)
    discard.append(card)
    return card
