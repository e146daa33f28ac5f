"""Troyes' game data as the engine reads it: frozen classes, built once and shared.

``load.load_troyes_data(root)`` fills them from ``data/troyes/*.yaml`` and
``maps/troyes.tmx`` (validated, every problem named with its file, line and field).
Nothing here reads a file: the engine and the bots depend on these classes only.

Rule numbers (§x.y, A-nn) are those of the Troyes rule inventory
(``docs/troyes/rules-coverage.md`` lists them with their tests).
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

#: the three colours of workers' dice (§1.1); "black" dice are the enemies'
COLOURS: tuple[str, ...] = ("red", "white", "yellow")
#: the building each colour of die feeds (§1.2)
BUILDING_OF: Mapping[str, str] = MappingProxyType({"red": "palace", "white": "bishopric", "yellow": "city_hall"})
BUILDINGS: tuple[str, ...] = ("palace", "bishopric", "city_hall")

#: activity effect kinds applied once per activation (§1.4.3)
IMMEDIATE_KINDS: frozenset[str] = frozenset(
    {
        "exchange",  # pay ``pay`` (deniers/influence) and gain ``gain`` (deniers/vp/influence)
        "mercenary",  # roll a die; on ``min_roll``+ put a cube on an event, gain ``influence``
        "chivalry",  # a cube on an event for each die of ``colour`` left in the district
        "hunting",  # pay ``pay_influence``, put a cube on an event (+1 Influence)
        "captain",  # ``vp`` per event card holding one of your cubes
        "joust",  # ``vp`` if your ``colour`` dice total is highest (ties share)
        "procession",  # ``vp`` to the players with the most dice in their district
        "glassblower",  # ``vp`` per ``per`` of your cubes on the cathedral
        "innkeeper",  # ``deniers`` per citizen of yours standing in one of ``buildings``
        "tax_collector",  # ``deniers`` from each other player per his citizen in ``building``
        "baker",  # ``deniers`` per die of ``colour`` on the city square
        "banquet",  # ``vp`` per die of ``colour`` in the district holding the most
    }
)
#: delayed (cube) modifier kinds (§4.8)
DELAYED_KINDS: frozenset[str] = frozenset(
    {
        "add_each",  # +``add`` to each die of ``colours`` (empty: every die)
        "set_each",  # every die counts ``value``
        "add_total",  # +``add`` to the total of a group of ``colour`` dice
        "recolour",  # 1-3 dice of ``source`` count as dice of ``target``
        "multiply",  # one die of ``source`` counts as ``count`` dice of ``target``; bought for ``price``
        "free_dice",  # one die of ``colour`` free from each other district
    }
)
#: event effect kinds (§1.5.2), applied each Events phase while the card waits
EVENT_KINDS: frozenset[str] = frozenset(
    {
        "none",
        "neutral_citizen",  # roll a die; a neutral citizen enters ``building`` there
        "lose_influence",  # every player loses ``amount`` Influence
        "lose_deniers",  # every player loses ``amount`` deniers
        "pay_per_citizen",  # every player pays ``amount`` per citizen standing in ``building``
        "cathedral_add",  # a grey cube on the lowest empty site
        "cathedral_remove",  # the highest cube leaves the cathedral
        "support",  # a grey cube on each of the ``cards`` event cards to its left
        "resistance",  # the newest cube leaves every event card
    }
)
#: what each character card counts at the end (§1.6)
MEASURES: tuple[str, ...] = ("citizens", "cathedral", "influence", "deniers", "tradesmen", "events")


def frozen(values: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    return MappingProxyType(dict(values or {}))


@dataclass(frozen=True)
class ActivityCard:
    """An activity card (§1.4): what it costs, what it does and how sure we are of it."""

    id: str
    name: Name
    #: the card's text, in our own words, for the client and the rules reference
    text: Name
    colour: str  # "red", "white" or "yellow"
    level: int  # 1, 2 or 3: the round it is revealed in (§3 Phase 0)
    hire_cost: int
    divisor: int
    vp_spaces: tuple[int, ...]
    delayed: bool
    effect: str  # one of IMMEDIATE_KINDS or DELAYED_KINDS
    params: Mapping[str, Any] = field(default_factory=frozen)
    #: any colours may be mixed in its group (Pilgrimage, E4)
    mixed: bool = False
    bonus: bool = False
    verified: bool = True


@dataclass(frozen=True)
class EventCard:
    """An event card, or the permanent Marauding event of the board (§1.5)."""

    id: str
    name: Name
    text: Name
    colour: str  # the deck: "red", "white", "yellow"; "board" for Marauding
    copies: int
    #: the dice colours that may fight it (§4.5)
    dice: tuple[str, ...]
    divisor: int
    banners: int
    vp: tuple[int, int]  # first and second place (§4.10)
    black_dice: int
    #: the deck a red card calls ("white" or "yellow"); None for the others
    calls: str | None
    effect: str  # one of EVENT_KINDS
    params: Mapping[str, Any] = field(default_factory=frozen)
    permanent: bool = False
    bonus: bool = False
    verified: bool = True


@dataclass(frozen=True)
class Character:
    """A character card (§1.6): every player scores ``tiers`` of its measure."""

    id: str
    name: Name
    text: Name
    measure: str  # one of MEASURES
    #: (at least, VP) from the lowest tier up
    tiers: tuple[tuple[int, int], ...]
    #: the tiers with two players (and solo, A-48)
    tiers_two: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Row:
    """A row of places in a principal building: the die values that enter it and its
    number of places (the Palace has six rows of one place, §1.2, A-04)."""

    values: tuple[int, ...]
    places: int


@dataclass(frozen=True)
class Building:
    id: str  # "palace", "bishopric", "city_hall"
    name: Name
    colour: str
    salary: int
    rows: tuple[Row, ...]

    def row_of(self, value: int) -> int | None:
        """The row a die of ``value`` enters, or None (a value with no row)."""
        for i, row in enumerate(self.rows):
            if value in row.values:
                return i
        return None

    @property
    def places(self) -> int:
        return sum(r.places for r in self.rows)


@dataclass(frozen=True)
class Place:
    """A place of a principal building: building id, row index, place index in the row."""

    building: str
    row: int
    place: int


@dataclass(frozen=True)
class Setup:
    """What differs by the number of players (§2.3)."""

    players: int
    citizens: int  # in each personal supply at the start
    red_events: int  # the red deck: the number of rounds (§5.1)
    characters_each: int
    #: neutral citizens placed before the players place (2 players, A-05)
    neutral_before: tuple[Place, ...] = ()
    #: every empty place gets a neutral citizen after the players place (3-4 players)
    fill_after: bool = True
    #: the characters score with ``tiers_two``
    two_player_tiers: bool = False


@dataclass(frozen=True)
class Numbers:
    """The rules' constants (data/troyes/rules.yaml)."""

    start_deniers: int = 5
    start_influence: int = 4
    influence_max: int = 20
    income: int = 10
    citizens_per_player: int = 12
    neutral_citizens: int = 8
    #: the price of each bought die, by the number of dice in the group (§4.1)
    die_prices: tuple[int, ...] = (2, 4, 6)
    group_max: int = 3
    reroll_cost: int = 1
    hire_citizen_cost: int = 2
    flip_cost: int = 4
    flip_max: int = 3
    pass_deniers: int = 2
    passed_turn_deniers: int = 1
    penalty_vp: int = 2
    influence_per_black_die: int = 1
    influence_per_event_cube: int = 1
    agriculture_divisor: int = 2
    cathedral_vp: int = 1
    reveal_rounds: int = 3
    uncountered_event_vp: int = 1
    empty_level_penalty: int = 2
    red_counts_double: int = 2  # against black dice (§3 Phase 3)


@dataclass(frozen=True)
class Choices:
    """The readings chosen where the rulebook is silent (docs/troyes/rules-decisions.md)."""

    chivalry_gives_influence: bool = True
    activations_optional: bool = True
    cathedral_event_priority: str = "level_first"  # or "value_first"
    end_penalty_floor: str = "per_step"  # or "total"
    winner_tie_break: str = "none"  # or "deniers"


@dataclass(frozen=True)
class RoyRow:
    """A row of le Roy's table (Appendix A.5): its action and the dice he spends."""

    action: str  # "vp", "citizen", "event", "tradesman", "cathedral", "character"
    dice: int  # dice spent; -1: one per free banner of the right-most event
    bought: bool = False  # one of them bought from the player (notes 1, 2)
    price: int = 0
    vp: int = 0


@dataclass(frozen=True)
class Solo:
    """The solo variant, The King's Challenge (Appendix A)."""

    red_events: int
    roy_citizens: int
    player_citizens: int
    #: le Roy's table by the sum of two black dice, 2..12
    table: Mapping[int, RoyRow]
    #: le Roy's preference of places in each building, best first (A.2, lost art)
    ranking: Mapping[str, tuple[Place, ...]]
    #: final result bands: (at most, id of the words), lowest first (A-49)
    bands: tuple[tuple[int | None, str], ...]
    tax_collector_deniers: int = 2
    tithe_free_dice: int = 3
    #: the initial placement rounds: le Roy places 3, the player 2 (A.2)
    roy_places: int = 3
    player_places: int = 2


@dataclass(frozen=True)
class MapPoint:
    """Where something is drawn on the board (pixels of the map): a place, a site, a slot."""

    x: float
    y: float
    width: float = 0.0
    height: float = 0.0


@dataclass(frozen=True)
class Board:
    """The city board's geometry from ``maps/troyes.tmx`` (for the client); the engine
    reads only the buildings' rows and the cathedral's Influence values from it."""

    width: int
    height: int
    #: every drawn place, by a key: "district:<n>", "place:<building>:<row>:<place>",
    #: "lying:<building>", "site:<level>:<site>", "slot:<colour>:<level>", "queue",
    #: "deck:<colour>", "influence:<n>", "bonus", ...
    areas: Mapping[str, MapPoint]
    #: the picture of the map's first image layer, the board's artwork, as the map reader
    #: checked it (a PNG the client decodes, inside the mod or the game's folders); None
    #: when the map has none
    picture: str | None = None
    #: every picture the map names, checked and resolved
    pictures: tuple[str, ...] = ()


@dataclass(frozen=True)
class TroyesData:
    activities: Mapping[str, ActivityCard]
    events: Mapping[str, EventCard]
    marauding: EventCard
    characters: Mapping[str, Character]
    buildings: Mapping[str, Building]
    #: Influence for a cube on each cathedral site: [level][site] (§1.2)
    cathedral: tuple[tuple[int, ...], ...]
    colours: tuple[SeatColour, ...]
    numbers: Numbers
    choices: Choices
    setups: Mapping[int, Setup]
    solo: Solo
    board: Board
    root: Path
    mod: ModRef | None = None

    def activity(self, card: str) -> ActivityCard:
        return self.activities[card]

    def event(self, card: str) -> EventCard:
        return self.marauding if card == self.marauding.id else self.events[card]
