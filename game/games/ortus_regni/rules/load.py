"""Ortus Regni's data files, read, checked and frozen into ``data.OrtusData``.

``load_ortus_data(root)`` reads ``data/ortus_regni/*.yaml`` (each against its pydantic
model, unknown keys refused with the closest known one), runs the checks that span
fields and files (each role's numbers, every role held by exactly one card type, the
decks of archetypes.yaml legal, each table deck holding cards ...), and returns the
frozen classes the engine reads. It raises ``DataError`` listing ALL the problems found,
each as ``file:line:col: field: message``. Ortus Regni has no board and no map.

A mod is a folder laid out like the game's tree that holds only the files it changes
(``game.core.mods.pick``): each file is the mod's when it has one, else the game's.

Rule numbers (OR-Enn, OR-Ann) are those of the Ortus Regni rule inventory; the uncertain
values and the readings chosen are listed in ``docs/ortus_regni/rules-decisions.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from game.core import dataload, mods
from game.core.contract import SeatColour
from game.core.dataload import file_model
from game.core.errors import Problem
from game.core.fields import Colour, Id, OtherNames, OtherTexts, Pattern, Text, Words
from game.core.i18n import N_, Name, m, words
from game.core.schema_docs import describer
from game.core.yamlload import YamlPath, dotted, unknown_id
from game.games.ortus_regni.rules import data as d

# ---------------------------------------------------------------------------
# Field types

Small = Annotated[StrictInt, Field(ge=0, le=100)]
Positive = Annotated[StrictInt, Field(ge=1, le=100)]
#: a card's number of its role: damage, draws, slots, cubes
Count = Annotated[StrictInt, Field(ge=0, le=10)]
Durability = Annotated[StrictInt, Field(ge=1, le=10)]
#: the roles a card may have: data.ROLES and data.PALACE_ROLE
Role = Literal[
    "palace",
    "castle",
    "land",
    "market_town",
    "church",
    "cathedral",
    "prince",
    "vassal",
    "champion",
    "monk",
    "mercenary",
    "treachery",
    "intrigue",
    "allies",
    "banquet",
    "banner",
]
Category = Literal["property", "face", "political"]
Deck = Literal["army", "viking", "battle", "joust"]
BattleResult = Literal["normal", "attacker_wins", "defender_wins", "church_decides"]
JoustValue = Literal["prince", "vassal", "none"]

#: the category of the cards of each role (inventory §1.2; the Palace is a Property)
ROLE_CATEGORY: Mapping[str, str] = MappingProxyType(
    {
        d.PALACE_ROLE: "property",
        **dict.fromkeys(d.PROPERTY_ROLES, "property"),
        **dict.fromkeys(d.FACE_ROLES, "face"),
        **dict.fromkeys(d.POLITICAL_ROLES, "political"),
    }
)
#: the table decks whose cards are units that deal damage (``sends``)
UNIT_DECKS: tuple[str, ...] = ("army", "viking")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_extra=describer(__file__))


class _Checked(_Model):
    """Something whose numbers may be unverified: ``verified: false`` needs a ``reason``."""

    verified: StrictBool = True
    """False where the rulebook's text lost the value (a guess to check against the box)."""
    reason: Annotated[StrictStr, Field(max_length=600)] = ""
    """Why the value is not verified, and what was chosen (needed when verified is false)."""


# ---------------------------------------------------------------------------
# A role's numbers, one model per role (data.EarlCard names them)


class PropertyParams(_Model):
    durability: Durability
    """The damage that destroys it: a Castle 2, the Palace 3, a Property 1."""


class LandParams(PropertyParams):
    army_draw: Count
    """Army cards drawn when it is placed from the Hand (OR-E03)."""
    army_draw_market: Count
    """The same when its Fief already holds a Market Town."""
    field: Count
    """Army cards it lets its Earl field in a Battle (OR-E05)."""
    field_market: Count
    """The same when its Fief holds a Market Town."""


class FaceParams(_Model):
    sends: Count
    """The damage it deals when fielded (OR 1.6)."""


class EmissaryParams(FaceParams):
    cubes: Count
    """The cubes it puts in the Bag when sent to the Vikings (OR-E18, OR-E21)."""


class DrawParams(_Model):
    draw: Count
    """The cards a Banquet draws (OR-E31)."""


class TakeParams(_Model):
    take: Count
    """The cards it takes: Damage Hand's, or Intrigue's Properties or Army cards."""


class NoParams(_Model):
    pass


#: the model of each role's ``params``
PARAMS: Mapping[str, type[BaseModel]] = MappingProxyType(
    {
        "palace": PropertyParams,
        "castle": PropertyParams,
        "land": LandParams,
        "market_town": PropertyParams,
        "church": PropertyParams,
        "cathedral": PropertyParams,
        "prince": FaceParams,
        "vassal": EmissaryParams,
        "champion": FaceParams,
        "monk": EmissaryParams,
        "mercenary": FaceParams,
        "treachery": TakeParams,
        "intrigue": TakeParams,
        "allies": NoParams,
        "banquet": DrawParams,
        "banner": NoParams,
    }
)

Params = Annotated[
    dict[StrictStr, Any],
    Field(max_length=20, description="The role's numbers (cards.yaml's comment lists them)."),
]


# ---------------------------------------------------------------------------
# cards.yaml


class CardModel(_Model):
    """An Earl card type, or the Palace (§1.2)."""

    id: Id
    name: Words
    """The English name."""
    names: OtherNames = Field(default_factory=dict)
    text: Text
    """What the card does, in our own words, every mode, in English."""
    texts: OtherTexts = Field(default_factory=dict)
    category: Category
    role: Role
    """What the engine does with it; each role is the role of exactly one card type."""
    copies: Annotated[StrictInt, Field(ge=1, le=20)] = 6
    """The copies in an Earl Card Set: the most a deck may hold (the Palace: 1)."""
    params: Params = Field(default_factory=dict)
    """The role's numbers."""


class CardsFile(_Model):
    model_config = ConfigDict(title="Ortus Regni Earl cards (cards.yaml)")  # words: not shown
    cards: Annotated[tuple[CardModel, ...], Field(min_length=1, max_length=40)]


# ---------------------------------------------------------------------------
# table.yaml


class TableCardModel(_Model):
    """A kind of card of a table deck (§1.3)."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    deck: Deck
    count: Small
    """The cards of this kind with two Earls at the start."""
    per_extra_earl: Small = 0
    """Cards added for each Earl beyond two (the Army deck grows, OR 1.3)."""
    sends: Count = 0
    """Army and Viking cards: the damage it deals."""
    result: BattleResult | None = None
    """Battle cards: the result."""
    value: JoustValue | None = None
    """Joust cards: the value (none: No Luck)."""


class TableFile(_Model):
    model_config = ConfigDict(title="Ortus Regni table decks (table.yaml)")  # words: not shown
    table: Annotated[tuple[TableCardModel, ...], Field(min_length=1, max_length=40)]


# ---------------------------------------------------------------------------
# archetypes.yaml


class ArchetypeModel(_Checked):
    """A ready-made Earl deck (§2.1)."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)
    counts: Annotated[dict[Id, Small], Field(min_length=1, max_length=40)]
    """Card type id -> copies in the deck; types left out count 0."""


class ArchetypesFile(_Model):
    model_config = ConfigDict(title="Ortus Regni sample decks (archetypes.yaml)")  # words: not shown
    archetypes: Annotated[tuple[ArchetypeModel, ...], Field(max_length=50)]


# ---------------------------------------------------------------------------
# rules.yaml


class NumbersModel(_Model):
    """The rules' constants (``data.Numbers``)."""

    deck_size: Positive = 24
    max_copies: Annotated[StrictInt, Field(ge=1, le=20)] = 6
    opening_hand: Small = 5
    end_draw: Annotated[StrictInt, Field(ge=1, le=10)] = 1
    black_markers: Annotated[StrictInt, Field(ge=1, le=30)] = 8
    start_cubes: Annotated[StrictInt, Field(ge=1, le=10)] = 1
    viking_extra: Annotated[StrictInt, Field(ge=-1, le=10)] = 1
    crown_banners: Annotated[StrictInt, Field(ge=1, le=10)] = 2
    crown_lead: Annotated[StrictInt, Field(ge=1, le=10)] = 2
    royal_army_offset: Annotated[StrictInt, Field(ge=-1, le=10)] = -1
    king_sends: Count = 1
    recruit: Count = 1
    recruit_market: Count = 2
    joust_cards: Annotated[StrictInt, Field(ge=1, le=5)] = 2
    deck_shown_at: Annotated[StrictInt, Field(ge=0, le=24)] = 2
    """A deck's exact size is shown to all once it holds this many cards or fewer."""
    max_rounds: Annotated[StrictInt, Field(ge=1, le=10000)] = 200
    """The most Rounds a game may last (none in the rulebook)."""


class Unverified(_Model):
    """A number the rulebook's text does not state."""

    verified: StrictBool = False
    """True once someone who owns the box has confirmed the number."""
    reason: Annotated[StrictStr, Field(max_length=600)] = ""
    """Why the number is not verified, and what was chosen (needed when verified is false)."""


class VerifiedModel(_Model):
    """The numbers the rulebook's text does not state, by their name in ``numbers``."""

    deck_size: Unverified | None = None
    max_copies: Unverified | None = None
    opening_hand: Unverified | None = None
    end_draw: Unverified | None = None
    black_markers: Unverified | None = None
    start_cubes: Unverified | None = None
    viking_extra: Unverified | None = None
    crown_banners: Unverified | None = None
    crown_lead: Unverified | None = None
    royal_army_offset: Unverified | None = None
    king_sends: Unverified | None = None
    recruit: Unverified | None = None
    recruit_market: Unverified | None = None
    joust_cards: Unverified | None = None
    deck_shown_at: Unverified | None = None
    max_rounds: Unverified | None = None


class ChoicesModel(_Model):
    """The readings chosen where the rulebook is ambiguous (``OrtusData.choices``): the
    default of each rules option, and the values it may take."""

    battle_trigger: Literal["any_card", "army_card"] = "any_card"
    """OR-A02: a Battle card is drawn once the defender fields any card, or an Army card."""
    cube_returns: StrictBool = True
    """OR-A03, errata 5: the drawn Viking cube goes back into the Bag."""
    second_cathedral: Literal["blocked", "replaces"] = "blocked"
    """OR-A04: no Cathedral may be placed while one is on the table, or it replaces it."""
    archbishop_bequeaths: StrictBool = True
    """OR-A05: the Archbishop may Bequeath without a Church."""
    castle_changes_hands: Literal["whole_fief", "castle_alone"] = "whole_fief"
    """OR-A06: a ransomed or anted Castle takes its Properties, or they are discarded."""
    exempt_may_tilt: StrictBool = True
    """OR-A08, errata 1: an Earl exempt from the Joust's ante may still tilt."""
    cancelled_joust_banners: Literal["initiator", "all"] = "initiator"
    """Errata 2: a cancelled Joust discards the initiating Banner only, or every Banner."""
    king_pays_tribute: StrictBool = False
    """OR-A09, errata 3: the new King gives an Army card to his own Royal Army too."""
    attack_needs_force: StrictBool = True
    """OR-A11: an attacker must field at least one card."""
    viking_choices: Literal["controller", "defender"] = "controller"
    """OR-A12: who allocates the Vikings' damage and makes their choices."""
    seizure_picker: Literal["attacker", "defender"] = "attacker"
    """OR-A13: who picks the destroyed cards the attacker seizes."""
    banquet_short: Literal["draw_what_remains", "eliminate"] = "draw_what_remains"
    """OR-A14: a Banquet on a deck of fewer than 2 cards."""
    discard_to: Literal["owner", "holder"] = "owner"
    """Errata 4: the discard pile an Earl card goes to."""
    political_targets: Literal["others", "anyone"] = "others"
    """OR-A21, errata 6: whom Treachery and Intrigue may target."""
    prince_tilt_from_hand: StrictBool = True
    """OR-A25: a Prince from the Hand may tilt while its Earl has a Prince Lord."""
    lord_changes_hands: Literal["discarded", "goes_along"] = "discarded"
    """OR-A07: the Lord of a Castle given as Ransom or won in a Joust is discarded, or goes with it."""
    joust_ties: Literal["best_only", "all_tied"] = "best_only"
    """OR-A10: only the Earls tied for the best hand draw in sudden death, or every Earl whose hand ties another's."""
    fallen_lord_fief: Literal["falls", "stands"] = "falls"
    """OR-A16: the named Fief falls to an Assassination even when its Lord fell in the struggle before it, or it stands."""
    short_hand_damage: Literal["discard_all", "fizzle"] = "discard_all"
    """OR-A17: Damage Hand on a Hand of fewer than 2 cards discards them all, or does nothing."""
    prince_bumps_prince: StrictBool = True
    """OR-A18: a Prince may be installed over the Prince Lord."""
    combat_marker: Literal["at_declaration", "when_defended"] = "at_declaration"
    """OR-A23: the White marker moves when Combat is declared, or only when the defender fields a card."""
    gained_land_draws: StrictBool = False
    """OR-A24: a Land gained otherwise than from the Hand draws its Army cards too."""
    stake_lord_tilts: StrictBool = True
    """OR-A26: a Castle may be staked with its own Lord as the tilter."""


class KingModel(_Model):
    """The King Card (OR-E51, OR-E52): not in any deck."""

    name: Words
    names: OtherNames = Field(default_factory=dict)
    text: Text
    texts: OtherTexts = Field(default_factory=dict)


class SeatColourModel(_Model):
    """An Earl's colour, with a shape so colour-blind players can tell seats apart."""

    id: Id
    name: Words
    names: OtherNames = Field(default_factory=dict)
    color: Colour
    pattern: Pattern


SeatCount = Annotated[StrictInt, Field(ge=2, le=8)]


class RulesFile(_Model):
    model_config = ConfigDict(title="Ortus Regni rules (rules.yaml)")  # words: not shown
    numbers: NumbersModel = Field(default_factory=NumbersModel)
    verified: VerifiedModel = Field(default_factory=VerifiedModel)
    """The numbers the rulebook's text does not state, each with its reason."""
    seats: tuple[SeatCount, SeatCount] = (2, 6)
    """The fewest and the most Earls who may play."""
    king: KingModel
    choices: ChoicesModel = Field(default_factory=ChoicesModel)
    colours: Annotated[tuple[SeatColourModel, ...], Field(min_length=2, max_length=8)]
    """The Earls' colours, in the order seats are offered."""


# The data files and their models; a JSON Schema for each is written into
# data/ortus_regni/schema/<name>.schema.json (tools/export_schema.py).
FILE_MODELS: dict[str, type[BaseModel]] = {
    "cards": CardsFile,
    "table": TableFile,
    "archetypes": ArchetypesFile,
    "rules": RulesFile,
}

DATA_FOLDER = "data/ortus_regni"

FILES = dataload.DataFiles(
    folder=DATA_FOLDER,
    models=FILE_MODELS,
    no_folder=N_("ortus_regni.load.no_folder"),
    unreadable_mod=N_("ortus_regni.load.unreadable_mod"),
    game=N_("ortus_regni.load.game"),
    nothing_to_check=N_("ortus_regni.load.nothing_to_check"),
)


def choice_values() -> dict[str, tuple[Any, ...]]:
    """The values each rules option of ``choices`` may take, its default first (for the
    game's options screen)."""
    return dataload.choice_values(ChoicesModel)


# ---------------------------------------------------------------------------
# Checks across fields and files


class _Checks(dataload.Checks):
    messages = dataload.CheckMessages(
        reason_needed=N_("ortus_regni.load.reason_needed"),
        repeated_id=N_("ortus_regni.load.repeated_id"),
    )

    def steps(self) -> Sequence[tuple[str, Callable[[], None]]]:
        return [
            ("cards", self.cards),
            ("table", self.table),
            ("archetypes", self.archetypes),
            ("rules", self.rules),
        ]

    def _numbers(self) -> NumbersModel | None:
        return self.file("rules", RulesFile).numbers if "rules" in self.models else None

    def cards(self) -> None:
        cards = self.file("cards", CardsFile).cards
        self.unique("cards", cards, ("cards",))
        numbers = self._numbers()
        roles: dict[str, str] = {}
        for index, card in enumerate(cards):
            where: YamlPath = ("cards", index)
            if card.role in roles:
                message = m("ortus_regni.load.role_repeated", role=card.role, earlier=roles[card.role])
                self.at("cards", where + ("role",), message)
            else:
                roles[card.role] = dotted(where)
            category = ROLE_CATEGORY[card.role]
            if card.category != category:
                message = m("ortus_regni.load.role_category", role=card.role, category=category)
                self.at("cards", where + ("category",), message)
            if card.role == d.PALACE_ROLE and card.copies != 1:
                self.at("cards", where + ("copies",), m("ortus_regni.load.palace_copies"))
            elif numbers is not None and card.copies > numbers.max_copies:
                message = m("ortus_regni.load.copies_above_max", copies=card.copies, most=numbers.max_copies)
                self.at("cards", where + ("copies",), message)
            self.check_params("cards", where + ("params",), PARAMS[card.role], card.params)
        for role in (d.PALACE_ROLE, *d.ROLES):
            if role not in roles:
                self.at("cards", ("cards",), m("ortus_regni.load.role_missing", role=role))

    def table(self) -> None:
        kinds = self.file("table", TableFile).table
        seen: dict[str, str] = {}
        if "cards" in self.models:
            for index, card in enumerate(self.file("cards", CardsFile).cards):
                seen.setdefault(card.id, self.place("cards", ("cards", index)))
        self.unique("table", kinds, ("table",), seen)
        for index, kind in enumerate(kinds):
            where: YamlPath = ("table", index)
            written = kind.model_fields_set
            needs = {"army": "sends", "viking": "sends", "battle": "result", "joust": "value"}[kind.deck]
            for attr, decks in (("sends", UNIT_DECKS), ("result", ("battle",)), ("value", ("joust",))):
                if attr == needs:
                    if attr != "sends" and getattr(kind, attr) is None:
                        self.at(
                            "table", where + ("deck",), m("ortus_regni.load.field_needed", deck=kind.deck, field=attr)
                        )
                elif attr in written:
                    message = m(
                        "ortus_regni.load.field_not_for_deck", deck=kind.deck, field=attr, decks=words(decks, "or")
                    )
                    self.at("table", where + (attr,), message, key=True)
        for deck in d.TABLE_DECKS:
            if sum(kind.count for kind in kinds if kind.deck == deck) < 1:
                self.at("table", ("table",), m("ortus_regni.load.deck_empty", deck=deck))

    def archetypes(self) -> None:
        archetypes = self.file("archetypes", ArchetypesFile).archetypes
        self.unique("archetypes", archetypes, ("archetypes",))
        numbers = self._numbers() or NumbersModel()
        cards = {c.id: c for c in self.file("cards", CardsFile).cards} if "cards" in self.models else None
        for index, archetype in enumerate(archetypes):
            where: YamlPath = ("archetypes", index)
            self.need_reason("archetypes", where, archetype)
            total = sum(archetype.counts.values())
            if total != numbers.deck_size:
                message = m("ortus_regni.load.archetype_size", total=total, size=numbers.deck_size)
                self.at("archetypes", where + ("counts",), message)
            for card_id, count in archetype.counts.items():
                at = where + ("counts", card_id)
                if cards is None:
                    continue
                card = cards.get(card_id)
                if card is None:
                    choices = [c for c, found in cards.items() if found.role != d.PALACE_ROLE]
                    self.at("archetypes", at, unknown_id(m("ortus_regni.load.what_card"), card_id, choices), key=True)
                elif card.role == d.PALACE_ROLE:
                    self.at("archetypes", at, m("ortus_regni.load.archetype_palace"), key=True)
                elif count > min(card.copies, numbers.max_copies):
                    most = min(card.copies, numbers.max_copies)
                    self.at("archetypes", at, m("ortus_regni.load.archetype_copies", card=card_id, most=most))

    def rules(self) -> None:
        rules = self.file("rules", RulesFile)
        for attr in VerifiedModel.model_fields:
            entry = getattr(rules.verified, attr)
            if entry is not None:
                self.need_reason("rules", ("verified", attr), entry)
        low, high = rules.seats
        if low > high:
            self.at("rules", ("seats",), m("ortus_regni.load.seats_order", low=low, high=high))
        self.unique("rules", rules.colours, ("colours",))
        if len(rules.colours) < high:
            message = m("ortus_regni.load.too_few_colours", colours=len(rules.colours), most=high)
            self.at("rules", ("colours",), message)
        if "cards" in self.models:
            cards = self.file("cards", CardsFile).cards
            numbers = rules.numbers
            room = sum(min(c.copies, numbers.max_copies) for c in cards if c.role != d.PALACE_ROLE)
            if room < numbers.deck_size:
                message = m("ortus_regni.load.deck_impossible", size=numbers.deck_size, room=room)
                self.at("rules", ("numbers", "deck_size"), message)


# ---------------------------------------------------------------------------
# Loading


def _name(english: str, others: Mapping[str, str]) -> Name:
    return Name.of(english, dict(others))


def load_ortus_data(root: Path | None = None) -> d.OrtusData:
    """Load, check and freeze Ortus Regni's data from ``root`` (default: the game's own
    tree; another folder is a mod, whose files replace the game's one by one).

    Raises DataError listing every problem found in every file and across files."""
    return dataload.load(root, FILES, _Checks, _freeze)


def _frozen_params(role: str, params: Mapping[str, Any]) -> Mapping[str, Any]:
    """The parameters as the engine reads them (checked before)."""
    return MappingProxyType(PARAMS[role].model_validate(dict(params)).model_dump())


def _card(card: CardModel) -> d.EarlCard:
    return d.EarlCard(
        id=card.id,
        name=_name(card.name, card.names),
        text=_name(card.text, card.texts),
        category=card.category,
        role=card.role,
        copies=card.copies,
        params=_frozen_params(card.role, card.params),
    )


def _table_card(card: TableCardModel) -> d.TableCard:
    return d.TableCard(
        id=card.id,
        deck=card.deck,
        name=_name(card.name, card.names),
        text=_name(card.text, card.texts),
        count=card.count,
        per_extra_earl=card.per_extra_earl,
        sends=card.sends,
        result=card.result or "",
        value=card.value or "",
    )


def _freeze(root: Path, read: mods.ReadFiles, mod: mods.ModRef | None) -> d.OrtusData:
    models, shown = read.models, read.shown
    cards = file_model(models, "cards", CardsFile).cards
    table = file_model(models, "table", TableFile).table
    archetypes = file_model(models, "archetypes", ArchetypesFile).archetypes
    rules = file_model(models, "rules", RulesFile)
    order = [card.id for card in cards]
    unverified: list[tuple[str, str, str]] = []
    for attr in VerifiedModel.model_fields:
        entry = getattr(rules.verified, attr)
        if entry is not None and not entry.verified:
            unverified.append((shown["rules"], f"numbers.{attr}", entry.reason))
    for archetype in archetypes:
        if not archetype.verified:
            unverified.append((shown["archetypes"], f"archetypes.{archetype.id}.counts", archetype.reason))
    return d.OrtusData(
        cards=MappingProxyType({card.id: _card(card) for card in cards}),
        table=MappingProxyType({card.id: _table_card(card) for card in table}),
        archetypes=MappingProxyType(
            {
                a.id: d.Archetype(
                    id=a.id,
                    name=_name(a.name, a.names),
                    text=_name(a.text, a.texts),
                    counts=MappingProxyType({c: a.counts[c] for c in order if a.counts.get(c, 0) > 0}),
                    verified=a.verified,
                    reason=a.reason,
                )
                for a in archetypes
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
    """Every problem in Ortus Regni's data under ``root`` (default: the game's own tree),
    and the YAML files of the mod's data folder the game would ignore (a misspelt file
    name). An empty list: the game can be played with that folder."""
    return dataload.validate(root, FILES, load_ortus_data)
