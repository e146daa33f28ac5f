"""Ortus Regni's game data as the engine reads it: frozen classes, built once and shared.

``load.load_ortus_data(root)`` fills them from ``data/ortus_regni/*.yaml`` (validated,
every problem named with its file, line and field). Nothing here reads a file: the
engine and the bots depend on these classes only. Ortus Regni has no board.

Each Earl card type has a *role*: what the engine does with it (``ROLES``), with the
role's numbers as parameters (a Land's Army draws, a Castle's durability, an Emissary's
cubes ...). A card's name and words are the data's, so a modder may rename a card, give
its role to another, or change its numbers without touching the code.

Rule numbers (OR-Enn, OR-Ann, OR-Tnn) are those of the Ortus Regni rule inventory
(``docs/ortus_regni/rules-coverage.md`` lists them with their tests).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.core.contract import SeatColour
from game.core.i18n import Name
from game.core.mods import ModRef

#: The roles of Earl cards, by category (inventory §1.2).
PROPERTY_ROLES: tuple[str, ...] = ("castle", "land", "market_town", "church", "cathedral")
FACE_ROLES: tuple[str, ...] = ("prince", "vassal", "champion", "monk", "mercenary")
POLITICAL_ROLES: tuple[str, ...] = ("treachery", "intrigue", "allies", "banquet", "banner")
ROLES: tuple[str, ...] = PROPERTY_ROLES + FACE_ROLES + POLITICAL_ROLES
#: the role of the card every Earl starts with on the table (OR-E01), not in any deck
PALACE_ROLE = "palace"
#: Face roles that may sit in a Castle as its Lord (OR-E13; never the Mercenary, OR-E23)
LORD_ROLES: tuple[str, ...] = ("prince", "vassal", "champion", "monk")
#: the categories, in the order a deck's picture and the design screen list them
CATEGORIES: tuple[str, ...] = ("property", "face", "political")

#: the modes of the cards that have several (OR-E24..E29, OR-E32..E34)
TREACHERY_MODES: tuple[str, ...] = ("assassinate", "damage_hand", "remove_mercenary")
INTRIGUE_MODES: tuple[str, ...] = ("steal_properties", "steal_armies", "steal_mercenary")
BANNER_MODES: tuple[str, ...] = ("bequeath", "crown", "joust")

#: the attack kinds (OR 4.12.1)
ATTACK_KINDS: tuple[str, ...] = ("tower", "raid", "siege")
#: Battle card results (OR-E39..E42)
BATTLE_RESULTS: tuple[str, ...] = ("normal", "attacker_wins", "defender_wins", "church_decides")
#: Joust card values (OR-E59): "prince", "vassal", or "none" (No Luck)
JOUST_VALUES: tuple[str, ...] = ("prince", "vassal", "none")

#: the table decks (inventory §1.3)
TABLE_DECKS: tuple[str, ...] = ("army", "viking", "battle", "joust")


def frozen(values: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    return MappingProxyType(dict(values or {}))


@dataclass(frozen=True)
class EarlCard:
    """One of the Earl card types (inventory §1.2), or the Palace.

    ``role`` says what the engine does with it (one of ``ROLES``, or ``PALACE_ROLE``);
    ``params`` are the role's numbers: ``durability`` (damage that destroys a Castle,
    Palace or Property), ``sends`` (the damage a fielded Face card deals), ``army_draw``
    and ``army_draw_market`` (a Land placed from the Hand), ``field`` and
    ``field_market`` (the Army cards a Land lets its Earl field), ``cubes`` (an
    Emissary's cubes), ``draw`` (a Banquet's
    cards), ``take`` (the cards Treachery or Intrigue take).
    """

    id: str
    name: Name
    #: the card's text, in our own words, with every mode (the client and the reference)
    text: Name
    category: str  # "property", "face", "political"
    role: str
    copies: int = 6
    params: Mapping[str, Any] = field(default_factory=frozen)

    def number(self, key: str, default: int = 0) -> int:
        value = self.params.get(key, default)
        return int(value) if isinstance(value, int) and not isinstance(value, bool) else default


@dataclass(frozen=True)
class TableCard:
    """A kind of card of a table deck: an Infantry, a Chieftain, a Battle result, a
    Joust value. ``sends`` for units (Army and Viking decks), ``result`` for the Battle
    deck, ``value`` for the Joust deck."""

    id: str
    deck: str  # one of TABLE_DECKS
    name: Name
    text: Name
    count: int
    #: per Earl beyond two at the start (the Army deck grows with the table, OR 1.3)
    per_extra_earl: int = 0
    sends: int = 0
    result: str = ""
    value: str = ""


@dataclass(frozen=True)
class Archetype:
    """A named deck to start from (the box's pamphlet lists four whose lists the text
    lost; these are our own): the count of each card type, 24 in all."""

    id: str
    name: Name
    text: Name
    counts: Mapping[str, int] = field(default_factory=frozen)
    #: False when the list is ours, not the pamphlet's (its lists are lost)
    verified: bool = False
    reason: str = ""


@dataclass(frozen=True)
class Numbers:
    """The game's constants (inventory §1-§4); ``verified`` False where the text lost
    the number (see docs/ortus_regni/rules-decisions.md)."""

    deck_size: int = 24  # OR 2.1
    max_copies: int = 6  # OR 2.1
    opening_hand: int = 5  # OR 2.2 step 9
    end_draw: int = 1  # OR 3.2: the compulsory draw
    black_markers: int = 8  # OR-E54
    start_cubes: int = 1  # OR 2.2 step 7
    #: the Vikings arrive with (starting Earls + this) cards and attack from that force on
    viking_extra: int = 1  # OR-E55, OR-E56
    crown_banners: int = 2  # OR-E53: the least claim Banners for the crown
    crown_lead: int = 2  # OR-E53: the lead over every other claimant
    #: the Royal Army's slots are (starting Earls + this): N - 1
    royal_army_offset: int = -1  # OR-E52
    king_sends: int = 1  # OR-E51
    recruit: int = 1  # OR-E38
    recruit_market: int = 2  # OR-E38
    joust_cards: int = 2  # OR-E60: the cards dealt to each tilter
    #: a deck's exact size shown to all once it holds this many cards or fewer: the
    #: rulebook's "last couple of cards" (OR-A19)
    deck_shown_at: int = 2
    #: the most Rounds a game may last (the rulebook sets none: a bound so that every
    #: game ends, reached only by bots that never fight)
    max_rounds: int = 200


@dataclass(frozen=True)
class OrtusData:
    """Everything loaded from ``data/ortus_regni/``: frozen, built once, shared."""

    cards: Mapping[str, EarlCard]  # the 15 Earl card types and the Palace, by id
    table: Mapping[str, TableCard]  # the table decks' kinds of card, by id
    archetypes: Mapping[str, Archetype]
    numbers: Numbers
    #: the reading chosen for each ambiguity (OR-Ann), by option id: its default value
    choices: Mapping[str, Any]
    colours: tuple[SeatColour, ...]
    #: how many Earls may play (2 to 6 in the box's words)
    seats: tuple[int, int] = (2, 6)
    root: Path = field(default_factory=Path)
    mod: ModRef | None = None
    #: every number the extraction lost, marked verified: false: (file, field, reason)
    unverified: tuple[tuple[str, str, str], ...] = ()

    # Look-ups ---------------------------------------------------------------------
    @property
    def deck_types(self) -> tuple[str, ...]:
        """The card types an Earl deck is designed from (every type but the Palace), in
        the data's order."""
        return tuple(cid for cid, card in self.cards.items() if card.role != PALACE_ROLE)

    @property
    def palace(self) -> EarlCard:
        return next(card for card in self.cards.values() if card.role == PALACE_ROLE)

    def role(self, card_type: str) -> str:
        card = self.cards.get(card_type)
        return card.role if card is not None else ""

    def of_role(self, role: str) -> tuple[str, ...]:
        """The card types with ``role`` (usually one)."""
        return tuple(cid for cid, card in self.cards.items() if card.role == role)

    def table_kinds(self, deck: str) -> tuple[TableCard, ...]:
        return tuple(card for card in self.table.values() if card.deck == deck)

    def deck_count(self, deck: str, earls: int) -> int:
        """How many cards a table deck holds for ``earls`` Earls at the start."""
        extra = max(0, earls - 2)
        return sum(card.count + card.per_extra_earl * extra for card in self.table_kinds(deck))


__all__ = [
    "ATTACK_KINDS",
    "BANNER_MODES",
    "BATTLE_RESULTS",
    "CATEGORIES",
    "FACE_ROLES",
    "INTRIGUE_MODES",
    "JOUST_VALUES",
    "LORD_ROLES",
    "PALACE_ROLE",
    "POLITICAL_ROLES",
    "PROPERTY_ROLES",
    "ROLES",
    "TABLE_DECKS",
    "TREACHERY_MODES",
    "Archetype",
    "EarlCard",
    "Numbers",
    "OrtusData",
    "TableCard",
    "frozen",
]
