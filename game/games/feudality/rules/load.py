"""Feudality's data files, read, checked and frozen into ``data.FeudalityData``.

``load_feudality_data(root)`` reads ``data/feudality/*.yaml`` (each against its pydantic
model, unknown keys refused with the closest known one), runs the checks that span
fields and files (ids unique, a tile's neighbours and a tournament's unit known, every
player count given once, an event's numbers those of its kind ...), and returns the
frozen classes the engine reads. It raises ``DataError`` listing ALL the problems found,
each as ``file:line:col: field: message``.

A mod is a folder laid out like the game's tree that holds only the files it changes
(``game.core.mods.pick``): each file is the mod's when it has one, else the game's.

Rule numbers (FE-Enn, FE-Ann) are those of the Feudality rule inventory; the values the
rulebook's text lost (``verified: false``) and the readings chosen are listed in
``docs/feudality/rules-decisions.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from game.core import dataload, mods
from game.core.contract import SeatColour
from game.core.dataload import file_model
from game.core.errors import DataError, Problem
from game.core.fields import Colour, Id, OtherNames, OtherTexts, Pattern, Text, Words
from game.core.i18n import N_, Name, m
from game.core.schema_docs import describer
from game.core.yamlload import YamlPath, unknown_id
from game.games.feudality.rules import data as d
from game.games.feudality.rules.sides import Side, load_sides, shipped_folder, shipped_sides

# ---------------------------------------------------------------------------
# Field types

Reason = Annotated[StrictStr, Field(max_length=800)]
Small = Annotated[StrictInt, Field(ge=0, le=100)]
Positive = Annotated[StrictInt, Field(ge=1, le=100)]
Count = Annotated[StrictInt, Field(ge=0, le=250)]
Resource = Literal["gold", "food", "wood", "stone", "iron"]
Produces = Literal["gold", "food", "wood", "stone", "iron", "any", "mine"]
TileKind = Literal["resource", "value"]
Ability = Literal["granary", "trader", "healing", "soothsayer", "wizard"]
UnitSpace = Literal["men_at_arms", "archer", "knight"]
KeepSpace = Literal["fortification", "men_at_arms", "archer", "knight"]
EventKind = Literal[
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
]
EventAfter = Literal["discard", "removed", "stays_in_play"]
SeatCount = Annotated[StrictInt, Field(ge=2, le=8)]
FieldName = Annotated[StrictStr, Field(max_length=40)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_extra=describer(__file__))


class _Checked(_Model):
    """Something whose numbers may be lost: ``verified: false`` needs a ``reason`` and
    names the fields in ``lost``."""

    verified: StrictBool = True
    """False where the rulebook's text lost a value (a guess to check against the box)."""
    reason: Reason = ""
    """Why the value is not verified, and what was chosen (needed when verified is false)."""
    lost: Annotated[tuple[FieldName, ...], Field(max_length=20)] = ()
    """The fields whose value is a guess (needed when verified is false)."""


class CostModel(_Model):
    """What a tile costs, paid to the bank: resource -> amount (left out: 0)."""

    gold: Small = 0
    food: Small = 0
    wood: Small = 0
    stone: Small = 0
    iron: Small = 0


def _cost(cost: CostModel) -> Mapping[str, int]:
    return MappingProxyType({r: getattr(cost, r) for r in d.RESOURCES if getattr(cost, r)})


# ---------------------------------------------------------------------------
# tiles.yaml


class TileModel(_Checked):
    """A type of tile of the cloth bag (inventory §1.5)."""

    id: Id
    name: Words
    """The English name."""
    names: OtherNames = Field(default_factory=dict)
    text: Text
    """What the tile does, in our own words, in English."""
    texts: OtherTexts = Field(default_factory=dict)
    kind: TileKind
    """resource (produces or helps) or value (gold stars; set aside from the set-up draft)."""
    count: Count
    """The tiles of this type in the bag."""
    cost: CostModel = Field(default_factory=CostModel)
    produces: Produces | None = None
    """What one activation gives: a resource, any (the owner's choice), mine (the
    resource of a neighbouring tile that needs a hill); none: nothing."""
    amount: Small = 0
    """How much of ``produces`` one activation gives."""
    river_bonus: Small = 0
    """The extra of ``produces`` when the tile stands on a river square."""
    river_bonus_by_option: Small = 0
    """A further extra on a river only when choices.brickyard_river is true (FE-A12)."""
    stars: Small = 0
    """Victory points one activation scores."""
    needs_hill: StrictBool = False
    """It may be placed only on a hill or the double hill."""
    not_on_river: StrictBool = False
    """It may not be placed on a river square."""
    next_to: Annotated[tuple[Id, ...], Field(max_length=20)] = ()
    """Tile types it must be placed next to (one of them at least); empty: anywhere."""
    one_until_all: StrictBool = False
    """No one may own a second one until every other player owns one (the Wizard)."""
    abilities: Annotated[tuple[Ability, ...], Field(max_length=5)] = ()
    """granary (less food to feed), trader (better bank rate), healing (a survival
    re-roll), soothsayer (an extra tile in the tray), wizard (a die re-rolled)."""


class TilesFile(_Model):
    model_config = ConfigDict(title="Feudality tiles of the bag (tiles.yaml)")  # words: not shown
    tiles: Annotated[tuple[TileModel, ...], Field(min_length=1, max_length=80)]


# ---------------------------------------------------------------------------
# units.yaml


class UnitModel(_Checked):
    """A military unit of the bag (inventory §1.4)."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    count: Count
    """The units of this kind in the bag."""
    cost: CostModel
    power: Small
    """What it adds to the army's value and to a war's points."""
    space: UnitSpace
    """The Keep space it goes to."""
    bottom: StrictBool = False
    """It always stays at the bottom of its stack (Wolf)."""
    knightly: StrictBool = False
    """It counts as a Knight for tournaments and the war bonus when
    choices.wolf_is_knight is true (FE-A25)."""


class UnitsFile(_Model):
    model_config = ConfigDict(title="Feudality military units (units.yaml)")  # words: not shown
    units: Annotated[tuple[UnitModel, ...], Field(min_length=1, max_length=20)]


# ---------------------------------------------------------------------------
# fortifications.yaml


class KeepModel(_Model):
    """The large Keep tile (inventory §1.3)."""

    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    count: Annotated[StrictInt, Field(ge=1, le=12)] = 6
    size: Annotated[StrictInt, Field(ge=1, le=4)] = 2
    """The squares of a side the Keep covers (2: a 2x2 block)."""
    spaces: Annotated[tuple[KeepSpace, ...], Field(min_length=1, max_length=4)] = d.KEEP_SPACES  # type: ignore[assignment]
    """Its spaces: the fortification's, then one for each kind of unit."""
    hill_iron: Small = 1
    """Iron gained once for each hill the Keep covers when placed."""
    double_hill_iron: Small = 2
    """Iron gained once when it covers the double hill."""


class FortificationModel(_Checked):
    """A level of the fortification chain; each is bought on top of the one before."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    count: Count
    """The tiles of this level in the pool."""
    cost: CostModel
    stars: Small
    """The victory points of the top level when activated for them."""
    defence: Small
    """Added to the army's value when the Fief is attacked."""
    resources: Small = 1
    """The resources of the owner's choice it gives when activated for them instead."""


class FortificationsFile(_Model):
    model_config = ConfigDict(title="Feudality Keep and fortifications (fortifications.yaml)")  # words: not shown
    keep: KeepModel
    fortifications: Annotated[tuple[FortificationModel, ...], Field(min_length=1, max_length=10)]
    """The chain, lowest first: every player starts with the first."""


# ---------------------------------------------------------------------------
# events.yaml: each kind's numbers, one model per kind


class TournamentParams(_Model):
    unit: Id
    """The unit an entrant needs in his Keep (an id of units.yaml)."""
    vp: Small = 1


class WarParams(_Model):
    points: Positive
    """The military points each player must send."""


class TaxParams(_Model):
    resources: Positive
    """The resources, of any types, each player must give."""


class FamineParams(_Model):
    food: Positive
    """The Food each player must give."""


class VisitParams(_Model):
    winner: Literal["highest", "lowest"]
    """Whose 2d8 + VP wins: the highest (the King) or the lowest (the Queen)."""
    vp: Small = 1


class NoParams(_Model):
    pass


class VpParams(_Model):
    vp: Small
    """The victory points won or lost."""


class BanditParams(_Model):
    bonus: Small
    """Added to the bandits' 2d8."""


class ResourcesParams(_Model):
    resources: Positive
    """The resources of his choice each player takes."""


class RatParams(_Model):
    vp: Small = 1
    """Lost by the Fief the Rats go to."""
    food: Small = 1
    """Eaten at every feeding of their Fief."""


class MonsterParams(_Model):
    monster: Id
    """Which creature (several cards may share one)."""
    bonus: Small
    """Added to the monster's 2d8."""
    mild_by_option: StrictBool = False
    """When choices.red_dragon is lose_vp, breaking in costs its victim 1 VP and no tile
    (the designer's FAQ about the Red Dragons)."""


#: the model of each kind's ``params``
PARAMS: Mapping[str, type[BaseModel]] = MappingProxyType(
    {
        "tournament": TournamentParams,
        "war": WarParams,
        "tax": TaxParams,
        "famine": FamineParams,
        "visit": VisitParams,
        "nothing": NoParams,
        "black_death": VpParams,
        "bandits": BanditParams,
        "queen_tours": ResourcesParams,
        "queen_pity": VpParams,
        "festival": VpParams,
        "rats": RatParams,
        "pied_piper": VpParams,
        "monster": MonsterParams,
    }
)

Params = Annotated[
    dict[StrictStr, Any],
    Field(max_length=10, description="The kind's numbers (events.yaml's comment lists them)."),
]


class EventCardModel(_Model):
    """Cards of an event type that share their numbers."""

    count: Annotated[StrictInt, Field(ge=1, le=50)] = 1
    name: Words | None = None
    """The card's own name (Joust, Black Dragon); none: the type's."""
    names: OtherNames = Field(default_factory=dict)
    params: Params = Field(default_factory=dict)
    """The kind's numbers."""


class EventModel(_Model):
    """A type of event card (inventory §1.7)."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    kind: EventKind
    """What the engine does with it."""
    after: EventAfter = "discard"
    """Where the card goes once resolved: discard, removed (out of the game),
    stays_in_play (beside a Fief: the Rats)."""
    reshuffles: StrictBool = False
    """Resolving it shuffles the event discard pile back into the deck."""
    cards: Annotated[tuple[EventCardModel, ...], Field(min_length=1, max_length=20)]


class EventsFile(_Model):
    model_config = ConfigDict(title="Feudality event cards (events.yaml)")  # words: not shown
    events: Annotated[tuple[EventModel, ...], Field(min_length=1, max_length=40)]


# ---------------------------------------------------------------------------
# rules.yaml


class NumbersModel(_Model):
    """The rules' constants (``data.Numbers``)."""

    start_resources: Small = 3
    start_vp: Small = 1
    forests: Small = 1
    trade_rate: Annotated[StrictInt, Field(ge=1, le=20)] = 4
    trader_rate: Annotated[StrictInt, Field(ge=1, le=20)] = 3
    die_faces: Annotated[StrictInt, Field(ge=2, le=20)] = 8
    reroll_face: Annotated[StrictInt, Field(ge=1, le=20)] = 8
    """A location roll showing this on a die is rolled again."""
    war_win: Annotated[StrictInt, Field(ge=2, le=40)] = 8
    war_vp: Small = 1
    knight_vp: Small = 1
    short_army_vp: Small = 1
    unpaid_vp: Small = 1
    tournament_vp: Small = 1
    monster_repelled_vp: Small = 1
    heavy_margin: Positive = 4
    """Bandits or an attacker winning by at least this take a fortification level or a VP."""
    liaison_min_vp: Small = 1
    liaison_lose_at_most: Small = 4
    liaison_gain_at_least: Small = 9
    sabotage_min_vp: Small = 1
    private_war_min_vp: Small = 3
    santa_paravia_defence: Small = 14
    santa_paravia_win: Small = 1
    santa_paravia_loss: Small = 1
    fiumaccio_defence: Small = 19
    fiumaccio_win: Small = 2
    fiumaccio_loss: Small = 3
    max_turns: Annotated[StrictInt, Field(ge=1, le=10000)] = 300
    """The most Senior turns a game may last (none in the rulebook)."""
    max_rolls: Annotated[StrictInt, Field(ge=1, le=1000)] = 30
    """The most location rolls in one Senior turn (the rulebook sets no limit to rolling
    again on doubles or an 8)."""


class Unverified(_Model):
    """A number the rulebook's text does not state."""

    verified: StrictBool = False
    """True once someone who owns the box has confirmed the number."""
    reason: Reason = ""
    """Why the number is not verified, and what was chosen (needed when verified is false)."""


class VerifiedModel(_Model):
    """The numbers the rulebook's text does not state, by their name in ``numbers``."""

    start_resources: Unverified | None = None
    start_vp: Unverified | None = None
    forests: Unverified | None = None
    trade_rate: Unverified | None = None
    trader_rate: Unverified | None = None
    die_faces: Unverified | None = None
    reroll_face: Unverified | None = None
    war_win: Unverified | None = None
    war_vp: Unverified | None = None
    knight_vp: Unverified | None = None
    short_army_vp: Unverified | None = None
    unpaid_vp: Unverified | None = None
    tournament_vp: Unverified | None = None
    monster_repelled_vp: Unverified | None = None
    heavy_margin: Unverified | None = None
    liaison_min_vp: Unverified | None = None
    liaison_lose_at_most: Unverified | None = None
    liaison_gain_at_least: Unverified | None = None
    sabotage_min_vp: Unverified | None = None
    private_war_min_vp: Unverified | None = None
    santa_paravia_defence: Unverified | None = None
    santa_paravia_win: Unverified | None = None
    santa_paravia_loss: Unverified | None = None
    fiumaccio_defence: Unverified | None = None
    fiumaccio_win: Unverified | None = None
    fiumaccio_loss: Unverified | None = None
    max_turns: Unverified | None = None
    max_rolls: Unverified | None = None


class PlayerCountModel(_Checked):
    """The values that change with the number of players (inventory §2.2)."""

    players: SeatCount
    setup_tray: Positive
    """Tiles drawn into the tray for the set-up draft (2N + 1)."""
    tray: Positive
    """Tiles drawn into the tray each purchase phase (2N)."""
    feed_per: Positive
    """One Food per this many tiles at feeding."""
    granary_feed_per: Positive
    """The same with a Granary (rounded up)."""
    victory: Positive
    """The Victory Number: reaching it ends the game."""


class ResourceModel(_Model):
    id: Resource
    name: Words
    names: OtherNames = Field(default_factory=dict)
    color: Colour
    """The colour of its cubes."""


class ChoicesModel(_Model):
    """The readings chosen where the rulebook is ambiguous (``FeudalityData.choices``):
    the default of each rules option, and the values it may take."""

    feeding_rounding: Literal["down", "up"] = "down"
    """FE-A08, errata 4: the base Food due (one per 5 or 6 tiles) rounded down or up."""
    baronial_collect: Literal["resource_part", "producers_only"] = "resource_part"
    """FE-A09: a Baronial collection may take the Kirk's resource, the Brewery's Food and
    the fortification's resource; or only tiles that produce."""
    adjacency: Literal["eight", "four"] = "eight"
    """FE-A10: "next to" means the 8 surrounding squares, or the 4 orthogonal ones."""
    brickyard_river: StrictBool = False
    """FE-A12, errata 3: a tile's river_bonus_by_option (the Brickyard's Stone) applies."""
    champion_eight: Literal["unbeatable", "reroll"] = "unbeatable"
    """FE-A13, errata 2: the King's Champion's 8 cannot be beaten; or entrants' 8s re-roll."""
    red_dragon: Literal["like_others", "lose_vp"] = "like_others"
    """FE-A14, errata 1: a mild monster breaking in does damage like the others; or costs 1 VP."""
    refuse_payment: Literal["allowed", "must_pay_if_able"] = "allowed"
    """FE-A15: a player may refuse a tax or famine relief and lose 1 VP; or must pay if able."""
    margin_picker: Literal["target", "attacker"] = "target"
    """FE-A16: who picks the resources an attack by 1-3 takes."""
    wizard_uses: Literal["per_senior_turn", "per_decision"] = "per_senior_turn"
    """FE-A18: a Wizard re-rolls once per Senior turn; or once for each roll of his owner."""
    wizard_timing: Literal["until_resolved", "before_others_roll"] = "until_resolved"
    """Errata 5: the re-roll may wait until the roll is acted on; or must be made before
    anyone else rolls (the FAQ)."""
    soothsayer_draws: Literal["one", "per_soothsayer"] = "one"
    """FE-A19, errata 6: an owner of Soothsayers draws one extra tile; or one per Soothsayer."""
    attack_at_zero: Literal["nothing_moves", "attacker_gains"] = "nothing_moves"
    """FE-A22: an attack by 4+ on a player at 0 VP moves nothing; or the attacker gains 1."""
    empty_army_loses: StrictBool = True
    """FE-A24: a player with no army loses 1 VP in a King's war."""
    wolf_is_knight: StrictBool = False
    """FE-A25, errata 6: a knightly unit (Wolf) counts as a Knight for tournaments and the
    war bonus."""
    empty_keep_space: Literal["as_empty", "spared"] = "as_empty"
    """FE-A26: a monster on an empty Keep space acts as on an empty square; or does nothing."""
    festival_ties: Literal["all_tied", "senior_breaks"] = "all_tied"
    """FE-A28: every player tied for the fewest resources takes one; or the Senior picks one."""
    keep_is_tile: StrictBool = False
    """FE-A31: the Keep counts as a tile at feeding."""
    keep_on_river: StrictBool = True
    """FE-A33: the Keep may cover river squares."""
    draft_military: StrictBool = True
    """FE-A35: military units may be taken in the set-up draft."""
    visit_ties: Literal["deciding_only", "all_tied"] = "deciding_only"
    """FE-A38: only the players tied for the winning place re-roll; or every tied player."""
    trade_timing: Literal["decider_or_paying", "any_time"] = "decider_or_paying"
    """FE-A40, FE-A47: bank trades when the player decides or must pay; or at any moment."""
    sabotage_last_level: StrictBool = True
    """FE-A41: sabotage may destroy a Fief's last fortification level."""
    double_hill_mines: StrictBool = False
    """FE-A42: a mine on the double hill produces 1 more."""
    private_war_fortification: StrictBool = False
    """FE-A44: a Private War adds the top fortification's defence to the army."""


class SeatColourModel(_Model):
    """A baron's colour, with a shape so colour-blind players can tell seats apart."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    color: Colour
    pattern: Pattern


class RulesFile(_Model):
    model_config = ConfigDict(title="Feudality rules (rules.yaml)")  # words: not shown
    numbers: NumbersModel = Field(default_factory=NumbersModel)
    verified: VerifiedModel = Field(default_factory=VerifiedModel)
    """The numbers the rulebook's text does not state, each with its reason."""
    seats: tuple[SeatCount, SeatCount] = (2, 6)
    """The fewest and the most barons who may play."""
    players: Annotated[tuple[PlayerCountModel, ...], Field(min_length=1, max_length=7)]
    """The values of each number of players, one entry per number."""
    resources: Annotated[tuple[ResourceModel, ...], Field(min_length=1, max_length=5)]
    """The five resources, in the order the storage area shows them."""
    choices: ChoicesModel = Field(default_factory=ChoicesModel)
    colours: Annotated[tuple[SeatColourModel, ...], Field(min_length=2, max_length=8)]
    """The barons' colours, in the order seats are offered."""


# The data files and their models; a JSON Schema for each is written into
# data/feudality/schema/<name>.schema.json (tools/export_schema.py).
FILE_MODELS: dict[str, type[BaseModel]] = {
    "tiles": TilesFile,
    "units": UnitsFile,
    "fortifications": FortificationsFile,
    "events": EventsFile,
    "rules": RulesFile,
}

DATA_FOLDER = "data/feudality"

FILES = dataload.DataFiles(
    folder=DATA_FOLDER,
    models=FILE_MODELS,
    no_folder=N_("feudality.load.no_folder"),
    unreadable_mod=N_("feudality.load.unreadable_mod"),
    game=N_("feudality.load.game"),
    nothing_to_check=N_("feudality.load.nothing_to_check"),
    map_folder="maps/feudality",
)


def choice_values() -> dict[str, tuple[Any, ...]]:
    """The values each rules option of ``choices`` may take, its default first (for the
    game's options screen)."""
    return dataload.choice_values(ChoicesModel)


# ---------------------------------------------------------------------------
# Checks across fields and files


class _Checks(dataload.Checks):
    messages = dataload.CheckMessages(
        reason_needed=N_("feudality.load.reason_needed"),
        repeated_id=N_("feudality.load.repeated_id"),
    )
    earlier_with_file = True  # tiles and units share their ids

    def steps(self) -> Sequence[tuple[str, Callable[[], None]]]:
        return [
            ("tiles", self.tiles),
            ("units", self.units),
            ("fortifications", self.fortifications),
            ("events", self.events),
            ("rules", self.rules),
        ]

    def _checked(self, name: str, where: YamlPath, item: _Checked) -> None:
        """verified: false needs a reason and the lost fields; each lost field is a field."""
        self.need_reason(name, where, item)
        if not item.verified:
            if not item.lost:
                self.at(name, where + ("verified",), m("feudality.load.lost_needed"))
        elif item.lost:
            self.at(name, where + ("lost",), m("feudality.load.lost_but_verified"), key=True)
        known = [f for f in type(item).model_fields if f not in _Checked.model_fields]
        for index, lost in enumerate(item.lost):
            if lost not in known:
                self.at(name, where + ("lost", index), unknown_id(m("feudality.load.what_field"), lost, known))

    def tiles(self) -> None:
        tiles = self.file("tiles", TilesFile).tiles
        seen: dict[str, str] = {}
        self.unique("tiles", tiles, ("tiles",), seen)
        if "units" in self.models:
            self.unique("units", self.file("units", UnitsFile).units, ("units",), seen)
        known = [tile.id for tile in tiles]
        for index, tile in enumerate(tiles):
            where: YamlPath = ("tiles", index)
            self._checked("tiles", where, tile)
            if tile.produces is None and (tile.amount or tile.river_bonus or tile.river_bonus_by_option):
                field = "amount" if tile.amount else "river_bonus" if tile.river_bonus else "river_bonus_by_option"
                self.at("tiles", where + (field,), m("feudality.load.nothing_produced", field=field), key=True)
            if tile.produces is not None and tile.amount < 1:
                self.at("tiles", where + ("amount",), m("feudality.load.amount_needed", produces=tile.produces))
            if tile.kind == "value" and tile.stars < 1:
                self.at("tiles", where + ("stars",), m("feudality.load.value_without_stars"))
            if len(set(tile.abilities)) != len(tile.abilities):
                self.at("tiles", where + ("abilities",), m("feudality.load.repeated_ability"))
            for at, other in enumerate(tile.next_to):
                if other not in known:
                    message = unknown_id(m("feudality.load.what_tile"), other, known)
                    self.at("tiles", where + ("next_to", at), message)
        if not any(t.count for t in tiles):
            self.at("tiles", ("tiles",), m("feudality.load.bag_empty"))

    def units(self) -> None:
        units = self.file("units", UnitsFile).units
        if "tiles" not in self.models:
            self.unique("units", units, ("units",))
        for index, unit in enumerate(units):
            self._checked("units", ("units", index), unit)

    def fortifications(self) -> None:
        forts = self.file("fortifications", FortificationsFile)
        self.unique("fortifications", forts.fortifications, ("fortifications",))
        for index, level in enumerate(forts.fortifications):
            self._checked("fortifications", ("fortifications", index), level)
        spaces = forts.keep.spaces
        if len(set(spaces)) != len(spaces) or set(spaces) != set(d.KEEP_SPACES) or spaces[0] != "fortification":
            message = m("feudality.load.keep_spaces", spaces=", ".join(d.KEEP_SPACES))
            self.at("fortifications", ("keep", "spaces"), message)

    def events(self) -> None:
        events = self.file("events", EventsFile).events
        self.unique("events", events, ("events",))
        units = [u.id for u in self.file("units", UnitsFile).units] if "units" in self.models else None
        for index, event in enumerate(events):
            for at, card in enumerate(event.cards):
                where: YamlPath = ("events", index, "cards", at, "params")
                params = self.check_params("events", where, PARAMS[event.kind], card.params)
                if isinstance(params, TournamentParams) and units is not None and params.unit not in units:
                    self.at("events", where + ("unit",), unknown_id(m("feudality.load.what_unit"), params.unit, units))
            if event.reshuffles and event.after == "discard":
                self.at("events", ("events", index, "reshuffles"), m("feudality.load.reshuffle_discarded"))

    def rules(self) -> None:
        rules = self.file("rules", RulesFile)
        for attr in NumbersModel.model_fields:
            entry = getattr(rules.verified, attr)
            if entry is not None:
                self.need_reason("rules", ("verified", attr), entry)
        low, high = rules.seats
        if low > high:
            self.at("rules", ("seats",), m("feudality.load.seats_order", low=low, high=high))
        seen: dict[int, int] = {}
        for index, row in enumerate(rules.players):
            where: YamlPath = ("players", index)
            self._checked("rules", where, row)
            if row.players in seen:
                message = m(
                    "feudality.load.players_repeated", players=row.players, earlier=f"players.{seen[row.players]}"
                )
                self.at("rules", where + ("players",), message)
            seen.setdefault(row.players, index)
            if not low <= row.players <= high:
                self.at("rules", where + ("players",), m("feudality.load.players_outside", low=low, high=high))
        for n in range(low, high + 1):
            if n not in seen:
                self.at("rules", ("players",), m("feudality.load.players_missing", players=n))
        given = [r.id for r in rules.resources]
        for index, resource in enumerate(rules.resources):
            if resource.id in given[:index]:
                self.at("rules", ("resources", index, "id"), m("feudality.load.repeated_resource", value=resource.id))
        for wanted in d.RESOURCES:
            if wanted not in given:
                self.at("rules", ("resources",), m("feudality.load.resource_missing", value=wanted))
        self.unique("rules", rules.colours, ("colours",))
        if len(rules.colours) < high:
            message = m("feudality.load.too_few_colours", colours=len(rules.colours), most=high)
            self.at("rules", ("colours",), message)


# ---------------------------------------------------------------------------
# Loading


def _name(english: str, others: Mapping[str, str]) -> Name:
    return Name.of(english, dict(others))


def load_feudality_data(root: Path | None = None) -> d.FeudalityData:
    """Load, check and freeze Feudality's data from ``root`` (default: the game's own
    tree; another folder is a mod, whose files replace the game's one by one).

    The sides are the game's own twelve (``sides.shipped_sides``), those of the mod's
    ``maps/feudality`` replacing them file by file (``merged_sides``). Raises DataError listing every
    problem found in every file and across files, and in every side."""
    data = dataload.load(root, FILES, _Checks, _freeze)
    folder = Path(root) / "maps" / "feudality" if root is not None else None
    if folder is None or not folder.is_dir() or folder.resolve() == shipped_folder().resolve():
        return replace(data, sides=shipped_sides())
    found, problems = load_sides(folder)
    if problems:
        raise DataError(problems)
    return replace(data, sides=merged_sides(shipped_sides(), found))


def merged_sides(own: Sequence[Side], mod: Sequence[Side]) -> tuple[Side, ...]:
    """The game's sides with a mod's: a mod's side replaces the game's of the same file
    name (``side-01.tmx``), its others come after, in their files' order (a mod holds
    only the files it changes, as its data files). DataError when two of them are the
    same card and face."""
    theirs = {side.id: side for side in mod}
    merged = [theirs.pop(side.id, side) for side in own] + list(theirs.values())
    seen: dict[tuple[int, str], Side] = {}
    problems: list[Problem] = []
    for side in merged:
        other = seen.setdefault((side.card, side.face), side)
        if other is not side:
            other_file = Path(other.source).name
            message = m("feudality.side.card_twice", card=side.card, face=side.face, other=other_file)
            problems.append(Problem(side.source, None, None, "map.card", message))
    if problems:
        raise DataError(problems)
    return tuple(merged)


def _unverified(shown: str, where: str, item: _Checked) -> list[tuple[str, str, str]]:
    if item.verified:
        return []
    return [(shown, f"{where}.{lost}", item.reason) for lost in item.lost] or [(shown, where, item.reason)]


def _tile(tile: TileModel) -> d.Tile:
    return d.Tile(
        id=tile.id,
        name=_name(tile.name, tile.names),
        text=_name(tile.text, tile.texts),
        kind=tile.kind,
        count=tile.count,
        cost=_cost(tile.cost),
        produces=tile.produces or "",
        amount=tile.amount,
        river_bonus=tile.river_bonus,
        river_bonus_by_option=tile.river_bonus_by_option,
        stars=tile.stars,
        needs_hill=tile.needs_hill,
        not_on_river=tile.not_on_river,
        next_to=tile.next_to,
        one_until_all=tile.one_until_all,
        abilities=tile.abilities,
        verified=tile.verified,
        reason=tile.reason,
        lost=tile.lost,
    )


def _unit(unit: UnitModel) -> d.Unit:
    return d.Unit(
        id=unit.id,
        name=_name(unit.name, unit.names),
        text=_name(unit.text, unit.texts),
        count=unit.count,
        cost=_cost(unit.cost),
        power=unit.power,
        space=unit.space,
        bottom=unit.bottom,
        knightly=unit.knightly,
        verified=unit.verified,
        reason=unit.reason,
        lost=unit.lost,
    )


def _event(event: EventModel) -> d.Event:
    model = PARAMS[event.kind]
    return d.Event(
        id=event.id,
        name=_name(event.name, event.names),
        text=_name(event.text, event.texts),
        kind=event.kind,
        after=event.after,
        reshuffles=event.reshuffles,
        cards=tuple(
            d.EventCard(
                count=card.count,
                name=_name(card.name, card.names) if card.name is not None else None,
                params=MappingProxyType(model.model_validate(dict(card.params)).model_dump()),
            )
            for card in event.cards
        ),
    )


def _freeze(root: Path, read: mods.ReadFiles, mod: mods.ModRef | None) -> d.FeudalityData:
    models, shown = read.models, read.shown
    tiles = file_model(models, "tiles", TilesFile).tiles
    units = file_model(models, "units", UnitsFile).units
    forts = file_model(models, "fortifications", FortificationsFile)
    events = file_model(models, "events", EventsFile).events
    rules = file_model(models, "rules", RulesFile)
    unverified: list[tuple[str, str, str]] = []
    for tile in tiles:
        unverified += _unverified(shown["tiles"], f"tiles.{tile.id}", tile)
    for unit in units:
        unverified += _unverified(shown["units"], f"units.{unit.id}", unit)
    for level in forts.fortifications:
        unverified += _unverified(shown["fortifications"], f"fortifications.{level.id}", level)
    for row in rules.players:
        unverified += _unverified(shown["rules"], f"players.{row.players}", row)
    for attr in NumbersModel.model_fields:
        entry = getattr(rules.verified, attr)
        if entry is not None and not entry.verified:
            unverified.append((shown["rules"], f"numbers.{attr}", entry.reason))
    keep = forts.keep
    return d.FeudalityData(
        tiles=MappingProxyType({tile.id: _tile(tile) for tile in tiles}),
        units=MappingProxyType({unit.id: _unit(unit) for unit in units}),
        fortifications=tuple(
            d.Fortification(
                id=level.id,
                name=_name(level.name, level.names),
                text=_name(level.text, level.texts),
                level=index + 1,
                count=level.count,
                cost=_cost(level.cost),
                stars=level.stars,
                defence=level.defence,
                resources=level.resources,
                verified=level.verified,
                reason=level.reason,
                lost=level.lost,
            )
            for index, level in enumerate(forts.fortifications)
        ),
        keep=d.Keep(
            name=_name(keep.name, keep.names),
            text=_name(keep.text, keep.texts),
            count=keep.count,
            size=keep.size,
            spaces=tuple(keep.spaces),
            hill_iron=keep.hill_iron,
            double_hill_iron=keep.double_hill_iron,
        ),
        events=MappingProxyType({event.id: _event(event) for event in events}),
        resources=MappingProxyType(
            {r.id: d.Resource(id=r.id, name=_name(r.name, r.names), color=r.color) for r in rules.resources}
        ),
        players=MappingProxyType(
            {
                row.players: d.PlayerCount(
                    players=row.players,
                    setup_tray=row.setup_tray,
                    tray=row.tray,
                    feed_per=row.feed_per,
                    granary_feed_per=row.granary_feed_per,
                    victory=row.victory,
                    verified=row.verified,
                    reason=row.reason,
                    lost=row.lost,
                )
                for row in sorted(rules.players, key=lambda row: row.players)
            }
        ),
        numbers=d.Numbers(**rules.numbers.model_dump()),
        choices=MappingProxyType(rules.choices.model_dump()),
        colours=tuple(
            SeatColour(id=c.id, name=_name(c.name, c.names), color=c.color, pattern=c.pattern) for c in rules.colours
        ),
        seats=(rules.seats[0], rules.seats[1]),
        root=root,
        mod=mod,
        unverified=tuple(unverified),
    )


def validate(root: Path | None = None) -> list[Problem]:
    """Every problem in Feudality's data under ``root`` (default: the game's own tree),
    and the YAML files of the mod's data folder the game would ignore (a misspelt file
    name). An empty list: the game can be played with that folder."""
    return dataload.validate(root, FILES, load_feudality_data)
