"""Troyes' data files and board map, read, checked and frozen into ``data.TroyesData``.

``load_troyes_data(root)`` reads ``data/troyes/*.yaml`` (each against its pydantic model,
unknown keys refused), the board ``maps/troyes.tmx`` (with the classes of the Tiled
project), runs the checks that span fields and files (each effect kind's parameters, the
9/9/9 split of the activity cards, the places the 2-player set-up names exist on the
map...), and returns the frozen classes the engine reads. It raises ``DataError``
listing ALL the problems found, each as ``file:line:col: field: message``.

A mod is a folder laid out like the game's tree that holds only the files it changes
(``game.core.mods.pick``): each file is the mod's when it has one, else the game's.

The map is the one source of the board's geometry: the rows of the Bishopric and City
Hall (A-04) and the Influence of each cathedral site (§1.2) come from it, and every
drawn place goes into ``Board.areas``:

============================  ==============================================================
key                           what
============================  ==============================================================
``district:<n>``              a district of the city square, 1..5
``building:<id>``             the picture of a principal building
``place:<id>:<row>:<place>``  a place of a principal building (row and place from 0)
``lying:<id>``                where expelled citizens lie on a building
``cathedral``                 the picture of the cathedral
``site:<level>:<site>``       a cathedral site, level 1..3 from the bottom, site 1..6
``slot:<colour>:<level>``     an activity card slot, level 1..3
``queue``                     the event queue (Marauding first)
``marauding``                 the permanent event printed on the board
``deck:<colour>``             a deck: red, white, yellow events; activity
``influence:<n>``             the Influence track, 0..20
``bonus``                     the bonus cards, when they are played
============================  ==============================================================

Rule numbers (§x.y, A-nn) are the Troyes rule inventory's; the uncertain values and the
readings chosen are listed in ``docs/troyes/rules-decisions.md``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from game.core import dataload, mods, tiled
from game.core.contract import SeatColour
from game.core.dataload import file_model
from game.core.errors import DataError, Problem
from game.core.fields import Colour, Id, OtherNames, OtherTexts, Pattern, Text, Words
from game.core.i18n import N_, Message, Name, m
from game.core.schema_docs import describer
from game.core.yamlload import YamlPath, unknown_id
from game.games.troyes.rules import data as d

# ---------------------------------------------------------------------------
# Field types

Small = Annotated[StrictInt, Field(ge=0, le=100)]
Positive = Annotated[StrictInt, Field(ge=1, le=100)]
Level = Annotated[StrictInt, Field(ge=1, le=3)]
DieColour = Literal["red", "white", "yellow"]
BuildingId = Literal["palace", "bishopric", "city_hall"]
#: what a modifier may forbid: a building's placement, or building the cathedral
Forbidden = Literal["palace", "bishopric", "city_hall", "cathedral"]
#: activity effect kinds: immediate (data.IMMEDIATE_KINDS), then delayed (data.DELAYED_KINDS)
ActivityKind = Literal[
    "exchange",
    "mercenary",
    "chivalry",
    "hunting",
    "captain",
    "joust",
    "procession",
    "glassblower",
    "innkeeper",
    "tax_collector",
    "baker",
    "banquet",
    "add_each",
    "set_each",
    "add_total",
    "recolour",
    "multiply",
    "free_dice",
]
EventKind = Literal[
    "none",
    "neutral_citizen",
    "lose_influence",
    "lose_deniers",
    "pay_per_citizen",
    "cathedral_add",
    "cathedral_remove",
    "support",
    "resistance",
]
Measure = Literal["citizens", "cathedral", "influence", "deniers", "tradesmen", "events"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_extra=describer(__file__))


class _Checked(_Model):
    """Something whose numbers may be unverified: ``verified: false`` needs a ``reason``."""

    verified: StrictBool = True
    """False where the rulebook's text lost the value (a guess to check against the box)."""
    reason: Annotated[StrictStr, Field(max_length=600)] = ""
    """Why the value is not verified, and what was chosen (needed when verified is false)."""


# ---------------------------------------------------------------------------
# Effect parameters, one model per kind (activities §1.4.3, §4.8; events §1.5.2)


class Resources(_Model):
    deniers: Small = 0
    vp: Small = 0
    influence: Small = 0


class ExchangeParams(_Model):
    pay: Resources = Field(default_factory=Resources)
    """What one activation costs (deniers or Influence)."""
    gain: Resources
    """What one activation gives."""


class MercenaryParams(_Model):
    min_roll: Annotated[StrictInt, Field(ge=1, le=6)]
    influence: Small


class ChivalryParams(_Model):
    colour: DieColour


class HuntingParams(_Model):
    pay_influence: Positive


class VpParams(_Model):
    vp: Positive


class JoustParams(_Model):
    vp: Positive
    colour: DieColour


class GlassblowerParams(_Model):
    vp: Positive
    per: Positive


class InnkeeperParams(_Model):
    deniers: Positive
    buildings: Annotated[tuple[BuildingId, ...], Field(min_length=1, max_length=3)]


class TaxCollectorParams(_Model):
    deniers: Positive
    building: BuildingId


class BakerParams(_Model):
    deniers: Positive
    colour: DieColour


class BanquetParams(_Model):
    vp: Positive
    colour: DieColour


class AddEachParams(_Model):
    colours: Annotated[tuple[DieColour, ...], Field(max_length=3)]
    """The colours of dice that get ``add``; empty: every die."""
    add: Positive
    forbid: Annotated[tuple[Forbidden, ...], Field(max_length=4)] = ()


class SetEachParams(_Model):
    value: Annotated[StrictInt, Field(ge=1, le=12)]
    forbid: Annotated[tuple[Forbidden, ...], Field(max_length=4)] = ()


class AddTotalParams(_Model):
    colour: DieColour
    add: Positive
    forbid: Annotated[tuple[Forbidden, ...], Field(max_length=4)] = ()


class RecolourParams(_Model):
    source: DieColour
    target: DieColour


class MultiplyParams(_Model):
    source: DieColour
    target: DieColour
    count: Annotated[StrictInt, Field(ge=2, le=3)]
    price: Small


class FreeDiceParams(_Model):
    colour: DieColour
    per_district: Positive


class NoParams(_Model):
    pass


class NeutralCitizenParams(_Model):
    building: BuildingId


class AmountParams(_Model):
    amount: Positive


class PayPerCitizenParams(_Model):
    amount: Positive
    building: BuildingId


class SupportParams(_Model):
    cards: Positive


#: the model of each effect kind's ``params``
PARAMS: Mapping[str, type[BaseModel]] = MappingProxyType(
    {
        "exchange": ExchangeParams,
        "mercenary": MercenaryParams,
        "chivalry": ChivalryParams,
        "hunting": HuntingParams,
        "captain": VpParams,
        "joust": JoustParams,
        "procession": VpParams,
        "glassblower": GlassblowerParams,
        "innkeeper": InnkeeperParams,
        "tax_collector": TaxCollectorParams,
        "baker": BakerParams,
        "banquet": BanquetParams,
        "add_each": AddEachParams,
        "set_each": SetEachParams,
        "add_total": AddTotalParams,
        "recolour": RecolourParams,
        "multiply": MultiplyParams,
        "free_dice": FreeDiceParams,
        "none": NoParams,
        "neutral_citizen": NeutralCitizenParams,
        "lose_influence": AmountParams,
        "lose_deniers": AmountParams,
        "pay_per_citizen": PayPerCitizenParams,
        "cathedral_add": NoParams,
        "cathedral_remove": NoParams,
        "support": SupportParams,
        "resistance": NoParams,
    }
)

Params = Annotated[
    dict[StrictStr, Any],
    Field(max_length=20, description="The effect kind's parameters (docs/modding.md lists them)."),
]


# ---------------------------------------------------------------------------
# activities.yaml


class ActivityModel(_Checked):
    """An activity card (§1.4)."""

    id: Id
    name: Words
    """The English name."""
    names: OtherNames = Field(default_factory=dict)
    text: Text
    """What the card does, in our own words, in English."""
    texts: OtherTexts = Field(default_factory=dict)
    colour: DieColour
    level: Level
    """The round the card is revealed in (§3 Phase 0)."""
    hire_cost: Small
    divisor: Positive
    """A group of value V activates the card V // divisor times."""
    vp_spaces: Annotated[tuple[Small, ...], Field(min_length=1, max_length=6)]
    """End-game VP of each tradesman space, in printed order."""
    delayed: StrictBool
    """True for a card that receives cubes (hourglass, §4.8)."""
    effect: ActivityKind
    """The rule it plays by (docs/modding.md lists the kinds and their params)."""
    params: Params = Field(default_factory=dict)
    mixed: StrictBool = False
    """Dice of any colours may be mixed in its group (Pilgrimage)."""
    bonus: StrictBool = False
    """A card of the bonus module (A-45)."""


class ActivitiesFile(_Model):
    model_config = ConfigDict(title="Troyes activity cards (activities.yaml)")  # words: not shown
    cards: Annotated[tuple[ActivityModel, ...], Field(min_length=1, max_length=200)]


# ---------------------------------------------------------------------------
# events.yaml


class EventModel(_Checked):
    """An event card, or the permanent Marauding event (§1.5)."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    colour: Literal["red", "white", "yellow", "board"]
    copies: Annotated[StrictInt, Field(ge=1, le=10)] = 1
    dice: Annotated[tuple[DieColour, ...], Field(min_length=1, max_length=3)]
    """The dice colours that may fight it (§4.5)."""
    divisor: Positive
    """A group worth V places up to V // divisor cubes."""
    banners: Annotated[StrictInt, Field(ge=1, le=12)]
    """Cubes needed to counter it."""
    vp: tuple[Small, Small]
    """First and second place (§4.10)."""
    black_dice: Annotated[StrictInt, Field(ge=0, le=6)] = 0
    """Black dice it adds in each Events phase."""
    calls: Literal["white", "yellow"] | None = None
    """The deck a red card calls; none for the others."""
    effect: EventKind = "none"
    """What it does in each Events phase while it waits (docs/modding.md)."""
    params: Params = Field(default_factory=dict)
    permanent: StrictBool = False
    """It never leaves the queue (Marauding)."""
    bonus: StrictBool = False


class EventsFile(_Model):
    model_config = ConfigDict(title="Troyes event cards (events.yaml)")  # words: not shown
    marauding: EventModel
    """The permanent event printed on the board (A-03)."""
    cards: Annotated[tuple[EventModel, ...], Field(min_length=1, max_length=100)]


# ---------------------------------------------------------------------------
# characters.yaml

Tier = tuple[Annotated[StrictInt, Field(ge=0, le=100)], Annotated[StrictInt, Field(ge=0, le=100)]]


class CharacterModel(_Model):
    """A character card (§1.6)."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    measure: Measure
    """What the card counts at the end (§1.6)."""
    tiers: Annotated[tuple[Tier, ...], Field(min_length=1, max_length=6)]
    """[at least, VP] from the lowest tier up."""
    tiers_two: Annotated[tuple[Tier, ...], Field(min_length=1, max_length=6)] | None = None
    """The tiers with two players and solo; the same as tiers when left out."""


class CharactersFile(_Model):
    model_config = ConfigDict(title="Troyes character cards (characters.yaml)")  # words: not shown
    characters: Annotated[tuple[CharacterModel, ...], Field(min_length=1, max_length=20)]


# ---------------------------------------------------------------------------
# rules.yaml


class NumbersModel(_Model):
    """The rules' constants (``data.Numbers``)."""

    start_deniers: Small = 5
    start_influence: Small = 4
    influence_max: Positive = 20
    income: Small = 10
    citizens_per_player: Positive = 12
    neutral_citizens: Small = 8
    die_prices: Annotated[tuple[Small, ...], Field(min_length=1, max_length=6)] = (2, 4, 6)
    group_max: Annotated[StrictInt, Field(ge=1, le=6)] = 3
    reroll_cost: Small = 1
    hire_citizen_cost: Small = 2
    flip_cost: Small = 4
    flip_max: Annotated[StrictInt, Field(ge=1, le=6)] = 3
    pass_deniers: Small = 2
    passed_turn_deniers: Small = 1
    penalty_vp: Small = 2
    influence_per_black_die: Small = 1
    influence_per_event_cube: Small = 1
    agriculture_divisor: Positive = 2
    cathedral_vp: Small = 1
    reveal_rounds: Annotated[StrictInt, Field(ge=1, le=3)] = 3
    uncountered_event_vp: Small = 1
    empty_level_penalty: Small = 2
    red_counts_double: Annotated[StrictInt, Field(ge=1, le=4)] = 2


class ChoicesModel(_Model):
    """The readings chosen where the rulebook is silent (``data.Choices``)."""

    chivalry_gives_influence: StrictBool = True
    activations_optional: StrictBool = True
    cathedral_event_priority: Literal["level_first", "value_first"] = "level_first"
    end_penalty_floor: Literal["per_step", "total"] = "per_step"
    winner_tie_break: Literal["none", "deniers"] = "none"


class SeatColourModel(_Model):
    """A family's colour, with a shape so colour-blind players can tell seats apart."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    color: Colour
    pattern: Pattern


class BuildingModel(_Model):
    """A principal building (§1.2); its rows of places are drawn on the map."""

    id: BuildingId
    name: Words
    names: OtherNames = Field(default_factory=dict)
    colour: DieColour
    salary: Small
    """Deniers each citizen of a player standing there costs him in Phase 1."""


class PlaceModel(_Model):
    building: BuildingId
    row: Annotated[StrictInt, Field(ge=0, le=11)]
    """Counted from 0 (the Palace's row of value v is v - 1)."""
    place: Annotated[StrictInt, Field(ge=0, le=11)]
    """Counted from 0, from the place a citizen enters."""


class SetupModel(_Checked):
    """What differs by the number of players (§2.3)."""

    players: Annotated[StrictInt, Field(ge=2, le=4)]
    citizens: Positive
    """Citizens in each personal supply at the start."""
    red_events: Positive
    """Cards of the red deck: the number of rounds (§5.1)."""
    characters_each: Annotated[StrictInt, Field(ge=1, le=3)]
    neutral_before: Annotated[tuple[PlaceModel, ...], Field(max_length=18)] = ()
    """Neutral citizens placed before the players place (2 players, A-05)."""
    fill_after: StrictBool = True
    """Every place left empty after the players' placement gets a neutral citizen."""
    two_player_tiers: StrictBool = False
    """The characters score with their tiers_two."""


class RulesFile(_Model):
    model_config = ConfigDict(title="Troyes rules (rules.yaml)")  # words: not shown
    numbers: NumbersModel = Field(default_factory=NumbersModel)
    choices: ChoicesModel = Field(default_factory=ChoicesModel)
    colours: Annotated[tuple[SeatColourModel, ...], Field(min_length=4, max_length=8)]
    """The families' colours, in the order seats are offered."""
    buildings: Annotated[tuple[BuildingModel, ...], Field(min_length=3, max_length=3)]
    """The three principal buildings; their rows are drawn on the map."""
    setups: Annotated[tuple[SetupModel, ...], Field(min_length=1, max_length=3)]
    """What differs for 2, 3 and 4 players (§2.3)."""


# ---------------------------------------------------------------------------
# solo.yaml

#: the words of each result band of the solo game (Appendix A.7, A-49)
SOLO_BANDS: tuple[str, ...] = (
    N_("troyes.solo.band.defeat"),
    N_("troyes.solo.band.smile"),
    N_("troyes.solo.band.average"),
    N_("troyes.solo.band.not_bad"),
    N_("troyes.solo.band.worry"),
    N_("troyes.solo.band.masterful"),
)


class RoyRowModel(_Model):
    """A row of le Roy's table (Appendix A.5)."""

    action: Literal["vp", "citizen", "event", "tradesman", "cathedral", "character"]
    dice: Annotated[StrictInt, Field(ge=-1, le=3)]
    """Dice he spends; -1: one per free banner of the right-most event."""
    bought: StrictBool = False
    price: Small = 0
    vp: Small = 0


class RankedPlace(_Model):
    row: Annotated[StrictInt, Field(ge=0, le=11)]
    place: Annotated[StrictInt, Field(ge=0, le=11)]


class BandModel(_Model):
    at_most: Annotated[StrictInt, Field(ge=-1000, le=1000)] | None
    """The highest result of the band (none: no limit)."""
    words: StrictStr
    """The id of the band's words in the catalogue."""


class SoloFile(_Checked):
    model_config = ConfigDict(title="Troyes solo variant (solo.yaml)")  # words: not shown
    red_events: Positive
    """The red events of the solo game: its number of rounds (A-48)."""
    roy_citizens: Positive
    player_citizens: Positive
    tax_collector_deniers: Small = 2
    """Tax Collector's deniers per le Roy citizen in City Hall (A.6)."""
    tithe_free_dice: Annotated[StrictInt, Field(ge=1, le=3)] = 3
    """Yellow dice Tithe takes free from le Roy (A.6)."""
    roy_places: Positive = 3
    """Citizens le Roy places in each round of the initial placement (A.2)."""
    player_places: Positive = 2
    """Citizens the player places in each round of the initial placement (A.2)."""
    table: dict[Annotated[StrictInt, Field(ge=2, le=12)], RoyRowModel]
    """le Roy's action by the sum of two black dice, 2 to 12 (A.5)."""
    ranking: dict[BuildingId, Annotated[tuple[RankedPlace, ...], Field(min_length=1, max_length=12)]]
    """le Roy's preference among the places of each building, best first (A.2)."""
    bands: Annotated[tuple[BandModel, ...], Field(min_length=1, max_length=12)]
    """The final result's bands, lowest first (A.7, A-49)."""


# The data files and their models; tools/export_schema.py writes a JSON Schema for each
# into data/troyes/schema/<name>.schema.json.
FILE_MODELS: dict[str, type[BaseModel]] = {
    "activities": ActivitiesFile,
    "events": EventsFile,
    "characters": CharactersFile,
    "rules": RulesFile,
    "solo": SoloFile,
}

DATA_FOLDER = "data/troyes"
MAP_FILE = "maps/troyes.tmx"
PROJECT_FILE = "maps/seneschal.tiled-project"

FILES = dataload.DataFiles(
    folder=DATA_FOLDER,
    models=FILE_MODELS,
    no_folder=N_("troyes.data.no_folder"),
    unreadable_mod=N_("troyes.data.unreadable_mod"),
    game=N_("troyes.data.game"),
    map_file=MAP_FILE,
)


# ---------------------------------------------------------------------------
# The board map


#: The values the map's whole-number properties may take: the rules' districts (four
#: families and the neutral one), card slots of levels 1 to 3, and room for a mod's larger
#: cathedral (up to 6 levels of 12 sites), Influence track (up to the 100 the rules'
#: ``influence_max`` allows) and buildings (rows and places as ``PlaceModel`` allows).
MAP_RANGES: Mapping[str, tuple[int, int]] = MappingProxyType(
    {
        "district": (1, 5),
        "level": (1, 6),
        "site": (1, 12),
        "influence": (0, 100),
        "step": (0, 100),
        "row": (0, 11),
        "place": (0, 11),
    }
)


class _MapReading:
    """What the map says, and its problems."""

    def __init__(self, tmx: tiled.TiledMap) -> None:
        self.tmx = tmx
        self.problems: list[Problem] = list(tmx.problems)
        self.areas: dict[str, d.MapPoint] = {}
        self.rows: dict[str, dict[int, tuple[tuple[int, ...], int]]] = {}
        self.cathedral: dict[tuple[int, int], int] = {}

    def at(self, obj: tiled.TiledObject | None, field_name: str, message: Message) -> None:
        self.problems.append(self.tmx.problem(obj, field_name, message))

    def _int(self, obj: tiled.TiledObject, name: str) -> int | None:
        value = obj.value(name)
        if isinstance(value, int) and not isinstance(value, bool):
            low, high = MAP_RANGES.get(name, (None, None))
            if low is not None and high is not None and not low <= value <= high:
                self.at(obj, name, m("troyes.data.map_range", value=str(value), low=str(low), high=str(high)))
                return None
            return value
        if name not in obj.broken:
            self.at(obj, name, m("troyes.data.map_property_missing", name=name, kind="int"))
        return None

    def _str(self, obj: tiled.TiledObject, name: str, choices: Sequence[str]) -> str | None:
        value = obj.value(name)
        if isinstance(value, str) and value in choices:
            return value
        if name not in obj.broken:
            self.at(obj, name, m("troyes.data.map_choice", name=name, value=str(value), choices=", ".join(choices)))
        return None

    def _keep(self, obj: tiled.TiledObject, key: str) -> None:
        if key in self.areas:
            self.at(obj, "", m("troyes.data.map_repeated", key=key))
            return
        if obj.shape != "rectangle" or obj.width <= 0 or obj.height <= 0:
            self.at(obj, "", m("troyes.data.map_not_rectangle", key=key))
            return
        self.areas[key] = d.MapPoint(obj.x, obj.y, obj.width, obj.height)

    def read(self, influence_max: int | None) -> None:
        """Read every object; ``influence_max`` (None when the rules could not be read)
        is the most Influence a family may hold, each step of which the track shows."""
        own = tiled.game_problem(self.tmx, "troyes")
        if own is not None:
            self.problems.append(own)
        readers: dict[str, Callable[[tiled.TiledObject], None]] = {
            "troyes_district": self._district,
            "troyes_building": self._building,
            "troyes_place": self._place,
            "troyes_lying": self._lying,
            "troyes_site": self._site,
            "troyes_slot": self._slot,
            "troyes_queue": lambda obj: self._keep(obj, "queue"),
            "troyes_marauding": lambda obj: self._keep(obj, "marauding"),
            "troyes_cathedral": lambda obj: self._keep(obj, "cathedral"),
            "troyes_deck": self._deck,
            "troyes_track": self._track,
            "troyes_bonus": lambda obj: self._keep(obj, "bonus"),
        }
        self.problems.extend(tiled.unknown_classes(self.tmx, readers))
        for obj in self.tmx.objects.values():
            reader = readers.get(obj.cls)
            if reader is not None:
                reader(obj)
        self._complete(influence_max)

    def _district(self, obj: tiled.TiledObject) -> None:
        number = self._int(obj, "district")
        if number is not None:
            self._keep(obj, f"district:{number}")

    def _building(self, obj: tiled.TiledObject) -> None:
        building = self._str(obj, "building", d.BUILDINGS)
        if building is not None:
            self._keep(obj, f"building:{building}")

    def _lying(self, obj: tiled.TiledObject) -> None:
        building = self._str(obj, "building", d.BUILDINGS)
        if building is not None:
            self._keep(obj, f"lying:{building}")

    def _place(self, obj: tiled.TiledObject) -> None:
        building = self._str(obj, "building", d.BUILDINGS)
        row, place = self._int(obj, "row"), self._int(obj, "place")
        raw = obj.value("values")
        values: tuple[int, ...] = ()
        if isinstance(raw, str) and re.fullmatch(r"\s*[1-6](\s*,\s*[1-6])*\s*", raw):
            values = tuple(sorted({int(v) for v in raw.split(",")}))
        elif "values" not in obj.broken:
            self.at(obj, "values", m("troyes.data.map_values", value=str(raw)))
        if building is None or row is None or place is None or not values:
            return
        self._keep(obj, f"place:{building}:{row}:{place}")
        rows = self.rows.setdefault(building, {})
        known, count = rows.get(row, (values, 0))
        if known != values:
            self.at(obj, "values", m("troyes.data.map_row_values", row=str(row), values=",".join(map(str, known))))
        rows[row] = (known, max(count, place + 1))

    def _site(self, obj: tiled.TiledObject) -> None:
        level, site, influence = self._int(obj, "level"), self._int(obj, "site"), self._int(obj, "influence")
        if level is None or site is None or influence is None:
            return
        self._keep(obj, f"site:{level}:{site}")
        self.cathedral[(level, site)] = influence

    def _slot(self, obj: tiled.TiledObject) -> None:
        colour = self._str(obj, "colour", d.COLOURS)
        level = self._int(obj, "level")
        if level is not None and level > 3:  # the activity cards' levels (§1.4)
            self.at(obj, "level", m("troyes.data.map_range", value=str(level), low="1", high="3"))
            return
        if colour is not None and level is not None:
            self._keep(obj, f"slot:{colour}:{level}")

    def _deck(self, obj: tiled.TiledObject) -> None:
        deck = self._str(obj, "deck", (*d.COLOURS, "activity"))
        if deck is not None:
            self._keep(obj, f"deck:{deck}")

    def _track(self, obj: tiled.TiledObject) -> None:
        step = self._int(obj, "step")
        if step is not None:
            self._keep(obj, f"influence:{step}")

    def _complete(self, influence_max: int | None) -> None:
        """Everything the rules need is on the map, once, without gaps."""
        needed = [f"district:{n}" for n in range(1, 6)] + ["queue", "marauding"]
        if influence_max is not None:  # §1.2: a step for each Influence a family may hold
            needed += [f"influence:{n}" for n in range(influence_max + 1)]
        needed += [f"building:{b}" for b in d.BUILDINGS] + [f"lying:{b}" for b in d.BUILDINGS]
        needed += [f"slot:{c}:{lv}" for c in d.COLOURS for lv in (1, 2, 3)]
        needed += [f"deck:{c}" for c in (*d.COLOURS, "activity")]
        for key in needed:
            if key not in self.areas:
                self.at(None, "", m("troyes.data.map_missing", key=key))
        for building in d.BUILDINGS:
            rows = self.rows.get(building, {})
            if not rows:
                self.at(None, "", m("troyes.data.map_no_rows", building=building))
                continue
            for row in range(max(rows) + 1):
                if row not in rows:
                    self.at(None, "", m("troyes.data.map_row_gap", building=building, row=str(row)))
                    continue
                for place in range(rows[row][1]):
                    if f"place:{building}:{row}:{place}" not in self.areas:
                        key = f"place:{building}:{row}:{place}"
                        self.at(None, "", m("troyes.data.map_missing", key=key))
            seen: dict[int, int] = {}
            for row, (values, _) in sorted(rows.items()):
                for value in values:
                    if value in seen:
                        message = m("troyes.data.map_value_twice", building=building, value=str(value))
                        self.at(None, "", message)
                    seen[value] = row
        if not self.cathedral:
            self.at(None, "", m("troyes.data.map_no_cathedral"))
            return
        levels = max(level for level, _ in self.cathedral)
        sites = max(site for _, site in self.cathedral)
        for level in range(1, levels + 1):
            for site in range(1, sites + 1):
                if (level, site) not in self.cathedral:
                    self.at(None, "", m("troyes.data.map_missing", key=f"site:{level}:{site}"))

    def buildings_rows(self) -> dict[str, tuple[d.Row, ...]]:
        return {
            building: tuple(d.Row(values, places) for _, (values, places) in sorted(rows.items()))
            for building, rows in self.rows.items()
        }

    def cathedral_values(self) -> tuple[tuple[int, ...], ...]:
        if not self.cathedral:
            return ()
        levels = max(level for level, _ in self.cathedral)
        sites = max(site for _, site in self.cathedral)
        return tuple(
            tuple(self.cathedral.get((level, site), 0) for site in range(1, sites + 1))
            for level in range(1, levels + 1)
        )


def _read_board(
    map_file: mods.Picked, project_file: mods.Picked, root: Path, base: Path, influence_max: int | None
) -> _MapReading:
    maps, assets = base / "maps", base / "assets"
    if mods.same_folder(root, base) or not map_file.path.is_relative_to(root):
        confine = tiled.Confinement.of(maps, assets)
    else:
        confine = tiled.Confinement.of(root, maps, assets, fallback=(root / "maps", maps))
    try:
        tmx = tiled.cached(map_file.path, tiled.read_map, project_file.path, confine=confine)
    except DataError as exc:
        raise DataError(
            [_renamed(p, {map_file.path: map_file.shown, project_file.path: project_file.shown}) for p in exc.problems]
        ) from None
    reading = _MapReading(tmx)
    reading.read(influence_max)
    reading.problems = [_renamed(p, {map_file.path: map_file.shown}) for p in reading.problems]
    return reading


def _renamed(problem: Problem, names: Mapping[Path, str]) -> Problem:
    for file, shown in names.items():
        if problem.path in (str(file), file.as_posix(), str(file.resolve())):
            return Problem(shown, problem.line, problem.column, problem.field, problem.said)
    return problem


# ---------------------------------------------------------------------------
# Checks across fields and files


class _Checks(dataload.Checks):
    messages = dataload.CheckMessages(
        reason_needed=N_("troyes.data.reason_needed"),
        repeated_id=N_("troyes.data.repeated_id"),
    )

    def steps(self) -> Sequence[tuple[str, Callable[[], None]]]:
        return [
            ("activities", self.activities),
            ("events", self.events),
            ("characters", self.characters),
            ("rules", self.rules),
            ("solo", self.solo),
        ]

    def activities(self) -> None:
        cards = self.file("activities", ActivitiesFile).cards
        self.unique("activities", cards, ("cards",))
        counts: dict[tuple[str, int], int] = {}
        for index, card in enumerate(cards):
            where: YamlPath = ("cards", index)
            self.need_reason("activities", where, card)
            delayed_kind = card.effect in d.DELAYED_KINDS
            if card.delayed != delayed_kind:
                message = m("troyes.data.delayed_kind", effect=card.effect, delayed=str(card.delayed).lower())
                self.at("activities", where + ("delayed",), message)
            self.check_params("activities", where + ("params",), PARAMS[card.effect], card.params)
            if not card.bonus:
                counts[(card.colour, card.level)] = counts.get((card.colour, card.level), 0) + 1
        for colour in d.COLOURS:
            for level in (1, 2, 3):
                if counts.get((colour, level), 0) < 1:
                    message = m("troyes.data.no_card_for_slot", colour=colour, level=str(level))
                    self.at("activities", ("cards",), message)

    def events(self) -> None:
        events = self.file("events", EventsFile)
        seen: dict[str, str] = {events.marauding.id: "marauding"}
        self.unique("events", events.cards, ("cards",), seen)
        marauding = events.marauding
        self._event(("marauding",), marauding)
        if marauding.colour != "board" or not marauding.permanent:
            self.at("events", ("marauding", "colour"), m("troyes.data.marauding_board"))
        for index, card in enumerate(events.cards):
            where: YamlPath = ("cards", index)
            self._event(where, card)
            if card.colour == "board" or card.permanent:
                self.at("events", where + ("colour",), m("troyes.data.board_event_in_deck"))
        decks = {
            colour: sum(c.copies for c in events.cards if c.colour == colour and not c.bonus) for colour in d.COLOURS
        }
        for colour in ("white", "yellow"):
            calls = sum(c.copies for c in events.cards if c.calls == colour and not c.bonus)
            if decks[colour] < 1 and calls:
                self.at("events", ("cards",), m("troyes.data.called_deck_empty", colour=colour))
        if decks["red"] < 1:
            self.at("events", ("cards",), m("troyes.data.no_red_events"))

    def _event(self, where: YamlPath, card: EventModel) -> None:
        self.need_reason("events", where, card)
        if card.colour == "red" and card.calls is None and card.effect != "resistance":
            self.at("events", where + ("calls",), m("troyes.data.red_calls"))
        if card.colour != "red" and card.calls is not None:
            self.at("events", where + ("calls",), m("troyes.data.only_red_calls"))
        self.check_params("events", where + ("params",), PARAMS[card.effect], card.params)

    def characters(self) -> None:
        characters = self.file("characters", CharactersFile).characters
        self.unique("characters", characters, ("characters",))
        for index, character in enumerate(characters):
            for attr in ("tiers", "tiers_two"):
                tiers = getattr(character, attr) or ()
                for at in range(1, len(tiers)):
                    if tiers[at][0] <= tiers[at - 1][0]:
                        where = ("characters", index, attr, at)
                        self.at("characters", where, m("troyes.data.tiers_rise", before=str(tiers[at - 1][0])))

    def rules(self) -> None:
        rules = self.file("rules", RulesFile)
        self.unique("rules", rules.colours, ("colours",))
        buildings: dict[str, int] = {}
        for index, building in enumerate(rules.buildings):
            if building.id in buildings:
                self.at("rules", ("buildings", index, "id"), m("troyes.data.repeated_building", value=building.id))
            buildings[building.id] = index
            if d.BUILDING_OF[building.colour] != building.id:
                message = m("troyes.data.building_colour", building=building.id, enters=d.BUILDING_OF[building.colour])
                self.at("rules", ("buildings", index, "colour"), message)
        players: dict[int, int] = {}
        for index, setup in enumerate(rules.setups):
            where: YamlPath = ("setups", index)
            self.need_reason("rules", where, setup)
            if setup.players in players:
                self.at("rules", where + ("players",), m("troyes.data.repeated_setup", players=str(setup.players)))
            players[setup.players] = index
            if setup.citizens > rules.numbers.citizens_per_player:
                message = m("troyes.data.setup_citizens", most=str(rules.numbers.citizens_per_player))
                self.at("rules", where + ("citizens",), message)
            if len(setup.neutral_before) > rules.numbers.neutral_citizens:
                message = m("troyes.data.setup_neutral", most=str(rules.numbers.neutral_citizens))
                self.at("rules", where + ("neutral_before",), message)
            places = [(p.building, p.row, p.place) for p in setup.neutral_before]
            for at, place in enumerate(places):
                if place in places[:at]:
                    self.at("rules", where + ("neutral_before", at), m("troyes.data.place_twice"))
        for count in (2, 3, 4):
            if count not in players:
                self.at("rules", ("setups",), m("troyes.data.setup_missing", players=str(count)))
        numbers = rules.numbers
        if len(numbers.die_prices) < numbers.group_max:  # §4.1: a price for each size of group
            message = m("troyes.data.die_prices_short", n=len(numbers.die_prices), most=numbers.group_max)
            self.at("rules", ("numbers", "die_prices"), message)
        if "characters" in self.models:
            characters = len(self.file("characters", CharactersFile).characters)
            for index, setup in enumerate(rules.setups):
                need = setup.players * setup.characters_each  # §2.1 step 3: each seat is dealt its own
                if need > characters:
                    message = m(
                        "troyes.data.too_few_characters",
                        players=setup.players,
                        each=setup.characters_each,
                        need=need,
                        n=characters,
                    )
                    self.at("rules", ("setups", index, "characters_each"), message)

    def solo(self) -> None:
        solo = self.file("solo", SoloFile)
        self.need_reason("solo", (), solo)
        for total in range(2, 13):
            if total not in solo.table:
                self.at("solo", ("table",), m("troyes.data.roy_row_missing", total=str(total)))
        for building in d.BUILDINGS:
            if building not in solo.ranking:
                self.at("solo", ("ranking",), m("troyes.data.ranking_missing", building=building))
        last: int | None = None
        for index, band in enumerate(solo.bands):
            where: YamlPath = ("bands", index)
            if band.words not in SOLO_BANDS:
                self.at("solo", where + ("words",), _unknown(band.words, SOLO_BANDS))
            if band.at_most is None and index != len(solo.bands) - 1:
                self.at("solo", where + ("at_most",), m("troyes.data.band_open_last"))
            if band.at_most is not None and last is not None and band.at_most <= last:
                self.at("solo", where + ("at_most",), m("troyes.data.band_rise", before=str(last)))
            if band.at_most is not None:
                last = band.at_most

    def against_board(self, rows: Mapping[str, tuple[d.Row, ...]]) -> None:
        """The places the set-ups and le Roy's ranking name exist on the map."""
        if "rules" in self.models:
            for index, setup in enumerate(self.file("rules", RulesFile).setups):
                for at, place in enumerate(setup.neutral_before):
                    if not _on_board(rows, place.building, place.row, place.place):
                        self.at("rules", ("setups", index, "neutral_before", at), _no_place(place.building, place))
        if "solo" in self.models:
            for building, ranked in self.file("solo", SoloFile).ranking.items():
                for at, ranked_place in enumerate(ranked):
                    if not _on_board(rows, building, ranked_place.row, ranked_place.place):
                        self.at("solo", ("ranking", building, at), _no_place(building, ranked_place))


def _on_board(rows: Mapping[str, tuple[d.Row, ...]], building: str, row: int, place: int) -> bool:
    found = rows.get(building, ())
    return row < len(found) and place < found[row].places


def _no_place(building: str, place: PlaceModel | RankedPlace) -> Message:
    return m("troyes.data.no_such_place", building=building, row=str(place.row), place=str(place.place))


def _unknown(word: str, choices: Sequence[str]) -> Message:
    return unknown_id(m("troyes.data.what_words"), word, choices)


# ---------------------------------------------------------------------------
# Loading


def _name(english: str, others: Mapping[str, str]) -> Name:
    return Name.of(english, dict(others))


def load_troyes_data(root: Path | None = None) -> d.TroyesData:
    """Load, check and freeze Troyes' data from ``root`` (default: the game's own tree).

    Raises DataError listing every problem found in every file and across files."""
    root, base = dataload.open_folder(root, FILES)
    read, checks, problems = dataload.read_checked(root, base, FILES, _Checks)
    models = read.models

    map_file = mods.pick(root, base, MAP_FILE)
    project_file = mods.pick(root, base, PROJECT_FILE)
    reading: _MapReading | None = None
    unreadable = [p.problem for p in (map_file, project_file) if p.problem is not None]
    if unreadable:
        problems.extend(unreadable)
    else:
        try:
            rules = models.get("rules")
            influence_max = rules.numbers.influence_max if isinstance(rules, RulesFile) else None
            reading = _read_board(map_file, project_file, root, base, influence_max)
        except DataError as exc:
            problems.extend(exc.problems)
        else:
            problems.extend(reading.problems)
            checks.problems = []
            checks.against_board(reading.buildings_rows())
            problems.extend(checks.problems)
    if problems:
        raise DataError(problems)
    assert reading is not None
    return _freeze(root, models, reading, dataload.mod_of(root, base, FILES))


def _activity(card: ActivityModel) -> d.ActivityCard:
    return d.ActivityCard(
        id=card.id,
        name=_name(card.name, card.names),
        text=_name(card.text, card.texts),
        colour=card.colour,
        level=card.level,
        hire_cost=card.hire_cost,
        divisor=card.divisor,
        vp_spaces=tuple(card.vp_spaces),
        delayed=card.delayed,
        effect=card.effect,
        params=_frozen_params(card.effect, card.params),
        mixed=card.mixed,
        bonus=card.bonus,
        verified=card.verified,
    )


def _event(card: EventModel) -> d.EventCard:
    return d.EventCard(
        id=card.id,
        name=_name(card.name, card.names),
        text=_name(card.text, card.texts),
        colour=card.colour,
        copies=card.copies,
        dice=tuple(card.dice),
        divisor=card.divisor,
        banners=card.banners,
        vp=(card.vp[0], card.vp[1]),
        black_dice=card.black_dice,
        calls=card.calls,
        effect=card.effect,
        params=_frozen_params(card.effect, card.params),
        permanent=card.permanent,
        bonus=card.bonus,
        verified=card.verified,
    )


def _frozen_params(effect: str, params: Mapping[str, Any]) -> Mapping[str, Any]:
    """The parameters as the engine reads them (checked before): every parameter of the
    kind, defaults filled in; lists become tuples, mappings are frozen."""
    params = PARAMS[effect].model_validate(dict(params)).model_dump()

    def freeze(value: Any) -> Any:
        if isinstance(value, Mapping):
            return MappingProxyType({k: freeze(v) for k, v in value.items()})
        if isinstance(value, (list, tuple)):
            return tuple(freeze(v) for v in value)
        return value

    return MappingProxyType({k: freeze(v) for k, v in params.items()})


def _freeze(root: Path, models: dict[str, BaseModel], reading: _MapReading, mod: mods.ModRef | None) -> d.TroyesData:
    activities = file_model(models, "activities", ActivitiesFile)
    events = file_model(models, "events", EventsFile)
    characters = file_model(models, "characters", CharactersFile)
    rules = file_model(models, "rules", RulesFile)
    solo = file_model(models, "solo", SoloFile)
    rows = reading.buildings_rows()
    return d.TroyesData(
        activities=MappingProxyType({card.id: _activity(card) for card in activities.cards}),
        events=MappingProxyType({card.id: _event(card) for card in events.cards}),
        marauding=_event(events.marauding),
        characters=MappingProxyType(
            {
                c.id: d.Character(
                    id=c.id,
                    name=_name(c.name, c.names),
                    text=_name(c.text, c.texts),
                    measure=c.measure,
                    tiers=tuple(c.tiers),
                    tiers_two=tuple(c.tiers_two if c.tiers_two is not None else c.tiers),
                )
                for c in characters.characters
            }
        ),
        buildings=MappingProxyType(
            {
                b.id: d.Building(
                    id=b.id, name=_name(b.name, b.names), colour=b.colour, salary=b.salary, rows=rows[b.id]
                )
                for b in rules.buildings
            }
        ),
        cathedral=reading.cathedral_values(),
        colours=tuple(
            SeatColour(id=c.id, name=_name(c.name, c.names), color=c.color, pattern=c.pattern) for c in rules.colours
        ),
        numbers=d.Numbers(**rules.numbers.model_dump()),
        choices=d.Choices(**rules.choices.model_dump()),
        setups=MappingProxyType(
            {
                s.players: d.Setup(
                    players=s.players,
                    citizens=s.citizens,
                    red_events=s.red_events,
                    characters_each=s.characters_each,
                    neutral_before=tuple(d.Place(p.building, p.row, p.place) for p in s.neutral_before),
                    fill_after=s.fill_after,
                    two_player_tiers=s.two_player_tiers,
                )
                for s in rules.setups
            }
        ),
        solo=d.Solo(
            red_events=solo.red_events,
            roy_citizens=solo.roy_citizens,
            player_citizens=solo.player_citizens,
            table=MappingProxyType({total: d.RoyRow(**row.model_dump()) for total, row in sorted(solo.table.items())}),
            ranking=MappingProxyType(
                {b: tuple(d.Place(b, p.row, p.place) for p in ranked) for b, ranked in solo.ranking.items()}
            ),
            bands=tuple((band.at_most, band.words) for band in solo.bands),
            tax_collector_deniers=solo.tax_collector_deniers,
            tithe_free_dice=solo.tithe_free_dice,
            roy_places=solo.roy_places,
            player_places=solo.player_places,
        ),
        board=d.Board(
            width=reading.tmx.pixel_width,
            height=reading.tmx.pixel_height,
            areas=MappingProxyType(dict(sorted(reading.areas.items()))),
            picture=next((layer.image_path for layer in reading.tmx.layers if layer.image_path), None),
            pictures=reading.tmx.pictures,
        ),
        root=root,
        mod=mod,
    )


def validate(root: Path | None = None) -> list[Problem]:
    """Every problem in Troyes' data and map under ``root`` (default: the game's own
    tree), and the files of the mod the game would ignore: YAML files of the data folder
    (a misspelt file name), other maps, and, once the data loads, pictures beside the map
    it does not name. An empty list: the game can be played with that folder."""
    return dataload.validate(root, FILES, load_troyes_data, lambda data: data.board.pictures)
