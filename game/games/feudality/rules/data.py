"""Feudality's game data as the engine reads it: frozen classes, built once and shared.

``load.load_feudality_data(root)`` fills them from ``data/feudality/*.yaml`` (validated,
every problem named with its file, line and field). Nothing here reads a file: the
engine and the bots depend on these classes only. The Fiefdom Management sides are
Tiled maps, read by ``sides.py``.

A tile's effect is data: what it produces and how much, its bonus on a river, its stars,
its placement rules (on a hill, off the river, next to a tile of some types, the
Wizard's limit) and its abilities (the Granary's feeding, the Trader's rate, Healing,
the Soothsayer's draw, the Wizard's re-roll). The engine reads those, never a tile's id,
so a modder may rename a tile or change its numbers without touching the code.

Rule numbers (FE-Enn, FE-Ann, FE-Tnn) are those of the Feudality rule inventory; the
values the rulebook's text lost are listed in ``docs/feudality/rules-decisions.md``.
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
from game.games.feudality.rules.sides import Side

#: the five resources (inventory §1.6), in the order the storage area shows them
RESOURCES: tuple[str, ...] = ("gold", "food", "wood", "stone", "iron")
#: what a tile produces when activated: a resource, "any" (one of the owner's choice:
#: the Kirk), "mine" (the Miner: the resource of a neighbouring tile that needs a hill)
PRODUCES: tuple[str, ...] = (*RESOURCES, "any", "mine")
#: tiles of the bag: resource tiles (produce or help) and value tiles (gold stars)
TILE_KINDS: tuple[str, ...] = ("resource", "value")
#: what a tile does besides producing (inventory §1.5)
ABILITIES: tuple[str, ...] = ("granary", "trader", "healing", "soothsayer", "wizard")
#: the four spaces of the Keep (inventory §1.3), the fortification's first
KEEP_SPACES: tuple[str, ...] = ("fortification", "men_at_arms", "archer", "knight")
#: the Keep spaces military units go to
UNIT_SPACES: tuple[str, ...] = KEEP_SPACES[1:]
#: the kinds of event card (inventory §1.7): what the engine does with one
EVENT_KINDS: tuple[str, ...] = (
    "tournament",
    "war",
    "tax",
    "famine",
    "visit",
    "nothing",
    "black_death",
    "bandits",
    "queen_tours",
    "queen_pity",
    "festival",
    "rats",
    "pied_piper",
    "monster",
)
#: where an event card goes once resolved: the discard pile, out of the game, or beside
#: a Fief (the Rats)
EVENT_AFTER: tuple[str, ...] = ("discard", "removed", "stays_in_play")


def frozen(values: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    return MappingProxyType(dict(values or {}))


@dataclass(frozen=True)
class Tile:
    """A type of tile of the cloth bag (inventory §1.5)."""

    id: str
    name: Name
    #: what the tile does, in our own words
    text: Name
    kind: str  # one of TILE_KINDS
    #: tiles of this type in the bag
    count: int
    #: resource -> amount paid to the bank to buy it (empty: free)
    cost: Mapping[str, int] = field(default_factory=frozen)
    #: one of PRODUCES, or "" when it produces nothing (the Granary, the Trader ...)
    produces: str = ""
    #: what one activation yields of ``produces``
    amount: int = 0
    #: the extra of ``produces`` on a river square (FE-E05: food producers)
    river_bonus: int = 0
    #: a further extra on a river only when ``choices.brickyard_river`` is true (FE-A12)
    river_bonus_by_option: int = 0
    #: victory points an activation scores (value tiles)
    stars: int = 0
    #: it may go only on a hill or the double hill
    needs_hill: bool = False
    #: it may not go on a river square
    not_on_river: bool = False
    #: it must be placed next to a tile of one of these types (empty: anywhere)
    next_to: tuple[str, ...] = ()
    #: no one may own a second one until every other player owns one (the Wizard)
    one_until_all: bool = False
    #: among ABILITIES
    abilities: tuple[str, ...] = ()
    verified: bool = True
    reason: str = ""
    #: the fields whose value the rulebook's text lost (a guess to check against the box)
    lost: tuple[str, ...] = ()

    @property
    def is_value(self) -> bool:
        """A value tile (gold stars): set aside from the set-up draft."""
        return self.kind == "value"

    def has(self, ability: str) -> bool:
        return ability in self.abilities


@dataclass(frozen=True)
class Unit:
    """A military unit of the bag (inventory §1.4): it goes to its Keep space."""

    id: str
    name: Name
    text: Name
    count: int
    cost: Mapping[str, int]
    power: int
    space: str  # one of UNIT_SPACES
    #: always kept at the bottom of its stack (Wolf)
    bottom: bool = False
    #: a Knight for tournaments and the war bonus even if it is not one (Wolf, when
    #: choices.wolf_is_knight is true); the Knight itself has ``space == "knight"``
    knightly: bool = False
    verified: bool = True
    reason: str = ""
    lost: tuple[str, ...] = ()


@dataclass(frozen=True)
class Fortification:
    """A level of the fortification chain (inventory §1.3), ``level`` 1 (the Tower) up."""

    id: str
    name: Name
    text: Name
    level: int
    #: tiles of this level in the pool
    count: int
    cost: Mapping[str, int]
    #: the victory points the top level gives when activated for them
    stars: int
    #: added to the army's value when the Fief is attacked
    defence: int
    #: the resources of the owner's choice it gives when activated for them instead
    resources: int = 1
    verified: bool = True
    reason: str = ""
    lost: tuple[str, ...] = ()


@dataclass(frozen=True)
class Keep:
    """The large Keep tile (inventory §1.3): never bought, never lost."""

    name: Name
    text: Name
    count: int = 6
    #: the squares of each side it covers (2: a 2x2 block)
    size: int = 2
    #: its spaces; the fortification's is the first
    spaces: tuple[str, ...] = KEEP_SPACES
    #: Iron gained once for each hill it covers, and for the double hill
    hill_iron: int = 1
    double_hill_iron: int = 2


@dataclass(frozen=True)
class EventCard:
    """One or more cards of a type of event that share their numbers."""

    count: int
    #: the card's own name (Joust, Black Dragon), or None: the type's
    name: Name | None
    params: Mapping[str, Any] = field(default_factory=frozen)

    def number(self, key: str, default: int = 0) -> int:
        value = self.params.get(key, default)
        return int(value) if isinstance(value, int) and not isinstance(value, bool) else default


@dataclass(frozen=True)
class Event:
    """A type of event card (inventory §1.7, §4.3)."""

    id: str
    name: Name
    text: Name
    kind: str  # one of EVENT_KINDS
    after: str  # one of EVENT_AFTER
    cards: tuple[EventCard, ...]
    #: resolving it shuffles the event discard pile back into the deck (Saint Snoot)
    reshuffles: bool = False

    @property
    def count(self) -> int:
        return sum(card.count for card in self.cards)


@dataclass(frozen=True)
class PlayerCount:
    """The values that change with the number of players (inventory §2.2)."""

    players: int
    #: tiles drawn into the tray for the set-up draft (2N + 1)
    setup_tray: int
    #: tiles drawn into the tray each purchase phase (2N)
    tray: int
    #: one Food per this many tiles at feeding, and with a Granary
    feed_per: int
    granary_feed_per: int
    #: the Victory Number that ends the game
    victory: int
    verified: bool = True
    reason: str = ""
    lost: tuple[str, ...] = ()


@dataclass(frozen=True)
class Numbers:
    """The game's constants (inventory §1-§4); see docs/feudality/rules-decisions.md."""

    start_resources: int = 3  # §2.1 step 4: of each resource
    start_vp: int = 1  # §2.1 step 3, FE-A06: the pawn on the "1" space
    forests: int = 1  # §2.1 step 7: Forests given each player at the start
    trade_rate: int = 4  # FE-E40: of one resource for 1 of any
    trader_rate: int = 3  # with a Trader
    die_faces: int = 8
    #: a location roll showing this on a die is rolled again (FE-E03)
    reroll_face: int = 8
    #: 2d8 at least this wins a King's war or a general war (FE-E51)
    war_win: int = 8
    war_vp: int = 1  # every sender of a won war
    knight_vp: int = 1  # more for a sender of a Knight
    #: the VP lost by a player who cannot send the war's points
    short_army_vp: int = 1
    #: the VP lost for an unpaid tax or famine relief
    unpaid_vp: int = 1
    tournament_vp: int = 1
    monster_repelled_vp: int = 1
    #: bandits or an attacker winning by at least this take a fortification level / a VP
    heavy_margin: int = 4
    liaison_min_vp: int = 1  # FE-E32
    liaison_lose_at_most: int = 4  # 2d8 at most this: -1 VP
    liaison_gain_at_least: int = 9  # 2d8 at least this: +1 VP
    sabotage_min_vp: int = 1  # FE-E33
    private_war_min_vp: int = 3  # FE-E34
    santa_paravia_defence: int = 14  # beaten by army + 2d8 above it
    santa_paravia_win: int = 1
    santa_paravia_loss: int = 1
    fiumaccio_defence: int = 19
    fiumaccio_win: int = 2
    fiumaccio_loss: int = 3
    #: the most Senior turns a game may last (none in the rulebook)
    max_turns: int = 300
    max_rolls: int = 30  # location rolls in one Senior turn (a bound; none in the rulebook)


@dataclass(frozen=True)
class Resource:
    id: str
    name: Name
    color: str


@dataclass(frozen=True)
class FeudalityData:
    """Everything loaded from ``data/feudality/``: frozen, built once, shared."""

    tiles: Mapping[str, Tile]  # the bag's tile types, by id
    units: Mapping[str, Unit]  # the bag's military units, by id
    fortifications: tuple[Fortification, ...]  # the chain, Tower first
    keep: Keep
    events: Mapping[str, Event]  # the event types, by id
    resources: Mapping[str, Resource]
    players: Mapping[int, PlayerCount]  # by number of players
    numbers: Numbers
    #: the reading chosen for each ambiguity (FE-Ann, errata), by option id: its default
    choices: Mapping[str, Any]
    colours: tuple[SeatColour, ...]
    seats: tuple[int, int] = (2, 6)
    root: Path = field(default_factory=Path)
    mod: ModRef | None = None
    #: the Fiefdom Management sides the game is played on (``maps/feudality``: the mod's
    #: when it has that folder, else the game's own twelve)
    sides: tuple[Side, ...] = ()
    #: every value the extraction lost, marked verified: false: (file, field, reason)
    unverified: tuple[tuple[str, str, str], ...] = ()

    # Look-ups ---------------------------------------------------------------------
    @property
    def bag_size(self) -> int:
        """The tiles in the cloth bag at the start: tiles and units."""
        return sum(t.count for t in self.tiles.values()) + sum(u.count for u in self.units.values())

    def bag(self) -> tuple[str, ...]:
        """Every tile of the bag by type id, in the data's order (the engine shuffles)."""
        kinds = [(t.id, t.count) for t in self.tiles.values()] + [(u.id, u.count) for u in self.units.values()]
        return tuple(kind for kind, count in kinds for _ in range(count))

    def event_deck(self) -> tuple[tuple[str, int], ...]:
        """Every event card as (event id, index of its card entry), in the data's order."""
        return tuple(
            (event.id, index)
            for event in self.events.values()
            for index, card in enumerate(event.cards)
            for _ in range(card.count)
        )

    def fortification(self, level: int) -> Fortification | None:
        """The fortification of ``level`` (1: the Tower), or None past the top."""
        return self.fortifications[level - 1] if 1 <= level <= len(self.fortifications) else None

    def with_ability(self, ability: str) -> tuple[str, ...]:
        return tuple(tid for tid, tile in self.tiles.items() if tile.has(ability))

    def for_players(self, players: int) -> PlayerCount:
        return self.players[players]


__all__ = [
    "ABILITIES",
    "EVENT_AFTER",
    "EVENT_KINDS",
    "KEEP_SPACES",
    "PRODUCES",
    "RESOURCES",
    "TILE_KINDS",
    "UNIT_SPACES",
    "Event",
    "EventCard",
    "FeudalityData",
    "Fortification",
    "Keep",
    "Numbers",
    "PlayerCount",
    "Resource",
    "Tile",
    "Unit",
    "frozen",
]
