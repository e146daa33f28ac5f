"""Fief's game data: the YAML files under ``data/fief/`` and the Tiled board, checked and frozen.

``load_fief_data()`` reads every file, checks it against its pydantic model (unknown
keys are errors), runs the checks that span several files (a fief size on the map with
no fief kind, as many title counters as the map has fiefs, ...), and returns one frozen
``FiefData`` that every game state shares. It raises ``DataError`` listing ALL the
problems it found, each naming its file, line, column and field.

A mod is a folder laid out like the game's own tree (``data/fief/*.yaml``,
``maps/fief.tmx``); it may hold only some of the files: each file is taken from the mod
folder when it is there, else from the game's own tree (``game.core.mods.pick``). A
symbolic link, a folder or a device where a mod's file should be is a problem, never a
fall-back to the game's file, and so is a mod folder that holds neither ``data/fief/``
nor ``maps/``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StrictInt, StrictStr

from game import resources
from game.core import i18n, mods
from game.core.errors import DataError, Problem
from game.core.fields import FILLED, TIDY, Colour, Id, Language
from game.core.i18n import N_, Message, m, words
from game.core.schema_docs import describer
from game.core.tiled import Confinement
from game.core.yamlload import YamlDocument, YamlPath, close_match, dotted
from game.games.fief.rules.board import Board, load_board_cached
from game.games.fief.rules.card_effects import (
    BISHOPRIC_EFFECTS,
    DISASTER_EFFECTS,
    NONE,
    OPPORTUNITY_EFFECTS,
    REGULAR_EFFECTS,
    Effect,
)

# ---------------------------------------------------------------------------
# Field types shared by the models

SECTION_REGEX = r"^[0-9]+(?:\.[0-9]+)*$"


def _section_is_text(value: Any) -> Any:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        raise ValueError(m("fief.data.section_unquoted", value=str(value)))
    return value


def _check_section(value: str) -> str:
    if not re.match(SECTION_REGEX, value):
        raise ValueError(m("fief.data.bad_section", value=value))
    return value


def _tidy(value: str) -> str:
    return " ".join(value.split())


Section = Annotated[
    StrictStr,
    BeforeValidator(_section_is_text),
    Field(max_length=20),
    AfterValidator(_check_section),
    Field(json_schema_extra={"pattern": SECTION_REGEX}, description='Rulebook section, quoted: "2.4.2".'),
]
Name = Annotated[StrictStr, Field(max_length=60), TIDY, FILLED]
Text = Annotated[StrictStr, Field(max_length=600), TIDY, FILLED]


class Translations(dict[str, str]):
    """Words in other languages than English, by language code ("fr"): a mapping that
    hashes by its contents, so the frozen models that hold one stay hashable."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items())))


#: A name in other languages than English: ``{fr: "Beau temps"}`` (the ``name`` is the English).
OtherNames = Annotated[
    dict[Language, Name],
    Field(max_length=50),
    AfterValidator(Translations),
    Field(description="The name in other languages, by language code: {fr: ...}. 'name' is the English."),
]
#: A text in other languages than English, as ``OtherNames``.
OtherTexts = Annotated[
    dict[Language, Text],
    Field(max_length=50),
    AfterValidator(Translations),
    Field(description="The text in other languages, by language code: {fr: ...}. 'text' is the English."),
]


def in_language(english: str, others: Mapping[str, str], lang: str | None = None) -> str:
    """Words from the data in ``lang`` (the current language by default): the language's
    own where the data has them, else the English."""
    return i18n.Name.of(english, others).text(lang)


#: the hits a battle die face shows
Hits = Annotated[StrictInt, Field(ge=0, le=10)]
#: the six faces of a battle die, as the engine rolls a six-sided die (6.2.2)
DiceFaces = Annotated[tuple[Hits, ...], Field(min_length=6, max_length=6)]
#: a number of strength points
Points = Annotated[StrictInt, Field(ge=1, le=1000)]
#: a number of rounds
Rounds = Annotated[StrictInt, Field(ge=1, le=20)]
Timing = Literal["regular", "opportunity"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_extra=describer(__file__))


# ---------------------------------------------------------------------------
# lords.yaml


class LordDeckCard(_Model):
    """A card of the Lord deck: a lord or lady, a Cardinal title, or the d'Arc title."""

    id: Id
    """Stable id, the slug of the name for lords: 'eric' for Éric."""
    name: Name
    """Name shown to players, accents included."""
    names: OtherNames = Field(default_factory=Translations)
    kind: Literal["lord", "cardinal", "darc"]
    """What the card does when played."""
    gender: Literal["male", "female"] | None = None
    """Lords only: male or female (bishops are male, d'Arc female)."""
    count: StrictInt = Field(ge=1, le=20, default=1)
    """How many copies the deck holds."""
    timing: Timing = "regular"
    """'regular': played in the Play Cards step (2.4); 'opportunity': at any time (9.0)."""
    section: Section
    text: Annotated[StrictStr, Field(max_length=600), AfterValidator(_tidy)] = ""
    """What the card does, in one or two sentences (needed for non-lord cards)."""
    texts: OtherTexts = Field(default_factory=Translations)

    def name_in(self, lang: str | None = None) -> str:
        """The card's name in ``lang`` (the current language by default)."""
        return in_language(self.name, self.names, lang)

    def text_in(self, lang: str | None = None) -> str:
        """What the card does, in ``lang`` (the current language by default)."""
        return in_language(self.text, self.texts, lang) if self.text else ""


class LordsFile(_Model):
    """lords.yaml: every card of the Lord deck, in deck order."""

    model_config = ConfigDict(title="Fief Lord deck (lords.yaml)")  # words: not shown
    cards: Annotated[tuple[LordDeckCard, ...], Field(min_length=1, max_length=100)]


# ---------------------------------------------------------------------------
# cards.yaml


class FortuneCard(_Model):
    """A card of the Fortune & Disaster deck."""

    id: Id
    name: Name
    names: OtherNames = Field(default_factory=Translations)
    kind: Literal["fortune", "disaster"]
    """Fortune cards go to hands; disasters strike at once."""
    effect: Effect
    """The rule the card plays by, whatever its id: a fortune card's (bountiful-harvest, good-weather, taxes, uprising, secret-passage, assassination, justice, ambush), a disaster's (heavy-rain, famine, plague), or none (drawn and discarded, or placed by the die, doing nothing)."""
    count: StrictInt = Field(ge=1, le=20)
    """How many copies the deck holds."""
    timing: Timing
    """'regular': played in the Play Cards step (2.4); 'opportunity': at any time (10.0). Disasters are always 'regular'."""
    section: Section
    text: Text
    """What the card does, in one or two sentences."""
    texts: OtherTexts = Field(default_factory=Translations)
    cancels: Id | None = None
    """Id of the disaster this card removes when played on its bishopric."""
    barred_by: Id | None = None
    """Id of a disaster that forbids playing this card on its bishopric."""
    mill_bonus: StrictInt = Field(ge=0, le=20, default=0)
    """Extra deniers each mill of the bishopric earns this round when the card lies there."""

    def name_in(self, lang: str | None = None) -> str:
        """The card's name in ``lang`` (the current language by default)."""
        return in_language(self.name, self.names, lang)

    def text_in(self, lang: str | None = None) -> str:
        """What the card does, in ``lang`` (the current language by default)."""
        return in_language(self.text, self.texts, lang)


class CardsFile(_Model):
    """cards.yaml: the Fortune and Disaster cards, shuffled into one deck."""

    model_config = ConfigDict(title="Fief Fortune and Disaster cards (cards.yaml)")  # words: not shown
    cards: Annotated[tuple[FortuneCard, ...], Field(min_length=1, max_length=100)]


# ---------------------------------------------------------------------------
# costs.yaml


class Costs(_Model):
    """costs.yaml: prices in deniers in the Purchase phase (4.0)."""

    model_config = ConfigDict(title="Fief purchase costs (costs.yaml)")  # words: not shown
    men_at_arms: StrictInt = Field(ge=0, le=100)
    """One Men at Arms counter (4.1)."""
    knight: StrictInt = Field(ge=0, le=100)
    """One Knight counter (4.1)."""
    mill: StrictInt = Field(ge=0, le=100)
    """One Mill (4.2)."""
    stronghold: StrictInt = Field(ge=0, le=100)
    """One Stronghold (4.2)."""
    cardinal: StrictInt = Field(ge=0, le=100)
    """The purchasable Cardinal biretta (4.4)."""
    fief_title_per_village: StrictInt = Field(ge=0, le=50)
    """A fief title costs this much per village of the fief (4.3)."""


# ---------------------------------------------------------------------------
# stock.yaml


class FamilyStock(_Model):
    """Counters and markers of one family's colour (game setup)."""

    knights: StrictInt = Field(ge=0, le=60)
    men_at_arms: StrictInt = Field(ge=0, le=60)
    siege_engines: StrictInt = Field(ge=0, le=20)
    diplomacy: StrictInt = Field(ge=0, le=20)
    vote: StrictInt = Field(ge=0, le=20)
    """Vote markers: one For and one Decoy."""
    tax: StrictInt = Field(ge=0, le=20)
    marriage: StrictInt = Field(ge=0, le=10)


class SharedStock(_Model):
    """Counters shared by all families (game setup)."""

    mills: StrictInt = Field(ge=0, le=200)
    strongholds: StrictInt = Field(ge=0, le=200)
    """Stronghold / Fortified City counters."""
    fief_titles: StrictInt = Field(ge=0, le=100)
    """Fief title crowns: one per fief of the map."""
    bishop_titles: StrictInt = Field(ge=0, le=100)
    """Bishop staffs: one per bishopric of the map."""
    cardinal_birettas: StrictInt = Field(ge=0, le=20)
    """Birettas given by Cardinal cards: one per such card."""
    purchasable_cardinal_birettas: StrictInt = Field(ge=0, le=20)
    """Birettas bought in the Purchase phase (4.4)."""
    darc_titles: StrictInt = Field(ge=0, le=20)
    """d'Arc title counters: one per d'Arc card."""
    holy_relics: StrictInt = Field(ge=0, le=100)
    """Holy Relic counters (optional rule 11.1)."""
    assassin_markers: StrictInt = Field(ge=0, le=20)
    """Assassin markers: at most this many sponsors bear one at once (10.3)."""
    capture_markers: StrictInt = Field(ge=0, le=100)
    excommunication_markers: StrictInt = Field(ge=0, le=20)


class StockFile(_Model):
    """stock.yaml: how many counters the game box holds."""

    model_config = ConfigDict(title="Fief counters and markers (stock.yaml)")  # words: not shown
    family: FamilyStock
    shared: SharedStock


# ---------------------------------------------------------------------------
# rules.yaml


class Start(_Model):
    """What each family begins the game with."""

    deniers: StrictInt = Field(ge=0, le=1000)
    knights: StrictInt = Field(ge=0, le=60)
    men_at_arms: StrictInt = Field(ge=0, le=60)
    strongholds: StrictInt = Field(ge=0, le=20)


class Victory(_Model):
    """Victory points needed at the end of a round (7.0)."""

    solo: StrictInt = Field(ge=1, le=50)
    """Points a family alone needs (7.1)."""
    alliance: StrictInt = Field(ge=1, le=50)
    """Points two married families need together (7.2)."""
    alliance_min_families: StrictInt = Field(ge=1, le=12)
    """Alliances can win only with at least this many families."""


class RuleConstants(_Model):
    """Numbers the rules fix."""

    moves_per_lord: StrictInt = Field(ge=1, le=10)
    """Moves a lord may make in the Movement phase (5.0)."""
    moves_darc: StrictInt = Field(ge=1, le=10)
    """Moves of a lady with the d'Arc title (9.1)."""
    hand_limit: StrictInt = Field(ge=1, le=20)
    """Cards a player may hold (2.1)."""
    lords_per_family: StrictInt = Field(ge=1, le=20)
    """Lords a family may have in play (2.4.1)."""
    max_new_troops_per_village: StrictInt = Field(ge=1, le=20)
    """New troops placed per village in one Purchase phase (4.1)."""
    max_mills_per_village: StrictInt = Field(ge=1, le=10)
    """Mills one village may hold (4.2)."""
    max_fief_titles_per_lord: StrictInt = Field(ge=1, le=20)
    """Fief titles one lord may hold (4.3)."""
    min_families: StrictInt = Field(ge=1, le=12)
    """Fewest families (players) in a game."""
    max_families: StrictInt = Field(ge=1, le=12)
    """Most families (players) in a game."""
    disaster_track_spaces: StrictInt = Field(ge=1, le=10)
    """Face-down disasters the track holds before more are discarded (2.1)."""
    income_per_village: StrictInt = Field(ge=0, le=20)
    """Deniers a controlled village brings (3.0)."""
    income_per_mill: StrictInt = Field(ge=0, le=20)
    """Deniers a mill in a controlled village brings before bonuses (3.0)."""
    tallage_per_village: StrictInt = Field(ge=0, le=20)
    """Deniers a tallage brings per village of the fief (2.4.5)."""
    plague_death_max: StrictInt = Field(ge=1, le=6)
    """A lord struck by the Plague dies on a die roll up to this (2.3.3)."""
    assassination_death_max: StrictInt = Field(ge=1, le=6)
    """An assassinated lord dies on a die roll up to this (10.3)."""
    stronghold_penalty: StrictInt = Field(ge=0, le=6)
    """Battle dice an attacker loses against a stronghold (6.2.1)."""
    fortified_city_penalty: StrictInt = Field(ge=0, le=6)
    """Battle dice an attacker loses against a Fortified City (6.2.1)."""
    uprising_bonus_hits: StrictInt = Field(ge=0, le=10)
    """Hits an Uprising adds for each battle die it rolls (10.1)."""
    calm_uprising_max: StrictInt = Field(ge=1, le=6)
    """A Bishop or Cardinal stops an Uprising on a die roll up to this (1.4, 1.5)."""
    cardinal_calm_cost: StrictInt = Field(ge=0, le=100)
    """Deniers a Cardinal pays to try to stop an Uprising anywhere (1.5)."""
    battle_dice_from: Annotated[tuple[Points, ...], Field(min_length=1, max_length=10)]
    """Strength points from which a side rolls one more battle die (6.2): [1, 7, 13] gives 1 die for 1-6 points, 2 for 7-12, 3 for 13 or more."""
    darc_battle_dice: StrictInt = Field(ge=0, le=5)
    """Extra battle dice of a side with the d'Arc lady (6.2, 9.1)."""
    cavalcade_bonus_hits: StrictInt = Field(ge=0, le=10)
    """Extra hits per die for the defender against a Cavalcade (5.2)."""
    siege_engines_cancel_max: StrictInt = Field(ge=0, le=10)
    """Attacker penalty dice siege engines may cancel in all (6.2.1)."""
    quiet_rolls_end: StrictInt = Field(ge=1, le=10)
    """Battle rolls in a row without losses that end a battle (6.1)."""
    ransom_base: StrictInt = Field(ge=0, le=100)
    """Deniers of a captive's ransom (6.2.4)."""
    ransom_per_title: StrictInt = Field(ge=0, le=100)
    """Deniers more per title the captive holds (6.2.4)."""
    principal_village_votes: StrictInt = Field(ge=0, le=20)
    """Votes for the principal village in a Bishop election (1.4)."""
    village_votes: StrictInt = Field(ge=0, le=20)
    """Votes for each other village in a Bishop election (1.4)."""
    bishop_votes: StrictInt = Field(ge=0, le=20)
    """Votes of a Bishop in play since the round began, in a Bishop election (1.4)."""
    cardinal_votes: StrictInt = Field(ge=0, le=20)
    """Votes of a Cardinal or the Pope in a Bishop election (1.4)."""
    king_min_votes: StrictInt = Field(ge=1, le=100)
    """Fewest votes that elect a King (1.8)."""
    queen_income: StrictInt = Field(ge=0, le=50)
    """Deniers the Queen's family collects at income (3.0, 1.8.1)."""


class FiefKind(_Model):
    """What a fief of a given number of villages is called, and its lord's titles."""

    size: StrictInt = Field(ge=1, le=20)
    """Number of villages in the fief."""
    kind: Id
    """e.g. 'barony'."""
    title_male: Name
    title_female: Name
    titles_male: OtherNames = Field(default_factory=Translations)
    titles_female: OtherNames = Field(default_factory=Translations)

    def title(self, female: bool = False) -> i18n.Name:
        """The title of the fief's lord ("Duke", "Duchess"), with its other languages'."""
        if female:
            return i18n.Name.of(self.title_female, self.titles_female)
        return i18n.Name.of(self.title_male, self.titles_male)


class RulesFile(_Model):
    """rules.yaml: starting resources, battle dice, victory and the rule constants."""

    model_config = ConfigDict(title="Fief rule constants (rules.yaml)")  # words: not shown
    start: Start
    dice_faces: DiceFaces
    """Hits shown on the six faces of a battle die (6.2.2)."""
    victory: Victory
    constants: RuleConstants
    fief_kinds: Annotated[tuple[FiefKind, ...], Field(min_length=1, max_length=20)]


# ---------------------------------------------------------------------------
# variants.yaml


#: The Holy Relics' ids: each names the rule the relic plays by (11.1.1), so a mod may
#: change a relic's name and text but not its id (another id would be a relic without a
#: rule, which validation refuses).
RELIC_IDS: tuple[str, ...] = (
    "holy_grail",
    "eyes_of_saint_roseline",
    "teeth_of_saint_geronce",
    "holy_spear",
    "bone_of_saint_rhadegund",
)


class Relic(_Model):
    """One Holy Relic (11.1.1)."""

    id: Id
    name: Name
    names: OtherNames = Field(default_factory=Translations)
    text: Text
    texts: OtherTexts = Field(default_factory=Translations)

    def name_in(self, lang: str | None = None) -> str:
        """The relic's name in ``lang`` (the current language by default)."""
        return in_language(self.name, self.names, lang)

    def text_in(self, lang: str | None = None) -> str:
        """What the relic does, in ``lang`` (the current language by default)."""
        return in_language(self.text, self.texts, lang)


DieFace = Annotated[StrictInt, Field(ge=1, le=6)]


class RelicNumbers(_Model):
    """The numbers of the Holy Relics' effects (11.1.1)."""

    grail_reduction: StrictInt = Field(ge=0, le=10, default=1)
    """Hits taken off each enemy battle die facing the Holy Grail's army."""
    spear_bonus: StrictInt = Field(ge=0, le=10, default=1)
    """Hits the Holy Spear adds to each roll of its attacking army."""
    roseline_stays_on: DieFace = 6
    """Die face on which a Heavy Rain stays put, besides its own bishopric's number."""
    rhadegund_removes_from: DieFace = 4
    """Lowest die face on which the Bone of Saint Rhadegund ends a Famine."""


class Variant(_Model):
    """An optional rule or variant players may choose before the game."""

    id: Id
    name: Name
    names: OtherNames = Field(default_factory=Translations)
    section: Section
    description: Text
    descriptions: OtherTexts = Field(default_factory=Translations)
    dice_faces: DiceFaces | None = None
    """Battle die faces used instead of the default."""
    disaster_free_rounds: Rounds | None = None
    """Disasters drawn in this many first rounds are discarded unresolved."""
    relics: Annotated[tuple[Relic, ...], Field(max_length=50)] | None = None
    """The relics laid on the principal villages, one per bishopric."""
    relic_numbers: RelicNumbers | None = None
    """The numbers of the relics' effects."""

    def name_in(self, lang: str | None = None) -> str:
        """The variant's name in ``lang`` (the current language by default)."""
        return in_language(self.name, self.names, lang)

    def description_in(self, lang: str | None = None) -> str:
        """The variant's description in ``lang`` (the current language by default)."""
        return in_language(self.description, self.descriptions, lang)


class VariantsFile(_Model):
    """variants.yaml: the optional rules and variants."""

    model_config = ConfigDict(title="Fief optional rules and variants (variants.yaml)")  # words: not shown
    variants: Annotated[tuple[Variant, ...], Field(max_length=50)]


# ---------------------------------------------------------------------------
# families.yaml

Pattern = Literal["shield", "circle", "diamond", "triangle", "cross", "star"]


class FamilyColour(_Model):
    """A seat's colour, with a shape so colour-blind players can tell seats apart."""

    id: Id
    name: Name
    names: OtherNames = Field(default_factory=Translations)
    color: Colour
    pattern: Pattern
    """Shape drawn on the family's tokens."""


class FamiliesFile(_Model):
    """families.yaml: the colours players choose from, in seating order."""

    model_config = ConfigDict(title="Fief family colours (families.yaml)")  # words: not shown
    families: Annotated[tuple[FamilyColour, ...], Field(min_length=1, max_length=12)]


# The data files, their models, in loading order. tools/export_schema.py writes a JSON
# Schema for each into data/fief/schema/<name>.schema.json.
FILE_MODELS: dict[str, type[BaseModel]] = {
    "lords": LordsFile,
    "cards": CardsFile,
    "costs": Costs,
    "stock": StockFile,
    "rules": RulesFile,
    "variants": VariantsFile,
    "families": FamiliesFile,
}

_M = TypeVar("_M", bound=BaseModel)


def _file(models: Mapping[str, BaseModel], name: str, model: type[_M]) -> _M:
    """The loaded ``name`` file as its own model class (``FILE_MODELS`` loads it as one)."""
    found = models[name]
    if not isinstance(found, model):
        raise TypeError(f"{name}: expected a {model.__name__}, got a {type(found).__name__}")
    return found


DATA_FOLDER = "data/fief"
MAP_FILE = "maps/fief.tmx"
#: the Tiled project whose classes give the defaults of what the map leaves out
PROJECT_FILE = "maps/seneschal.tiled-project"


# ---------------------------------------------------------------------------
# The frozen whole


@dataclass(frozen=True, eq=False)
class FiefData:
    """Everything the Fief rules read from data files and the map, checked and frozen.

    Built once and shared by every game state; it compares and hashes by identity, so it
    is cheap to pass around and to use as a cache key.
    """

    root: Path
    sources: dict[str, str]  # file name ("cards", "map") -> the file as named in messages
    board: Board
    lord_cards: dict[str, LordDeckCard]
    lords: dict[str, LordDeckCard]
    lord_deck: tuple[str, ...]
    fortune_cards: dict[str, FortuneCard]
    fortune_deck: tuple[str, ...]
    #: effect -> the id of the Fortune & Disaster card that plays by it (``card_effects``;
    #: "none" is left out: several cards may do nothing)
    effect_cards: dict[str, str]
    costs: Costs
    family_stock: FamilyStock
    shared_stock: SharedStock
    start: Start
    dice_faces: tuple[int, ...]
    victory: Victory
    rules: RuleConstants
    fief_kinds: dict[int, FiefKind]
    variants: dict[str, Variant]
    families: tuple[FamilyColour, ...]
    #: the mod folder the data came from and its files' fingerprint (None: the game's own)
    mod: mods.ModRef | None = None

    def __copy__(self) -> FiefData:
        return self  # immutable: copies of a state share it

    def __deepcopy__(self, memo: dict[int, Any]) -> FiefData:
        return self

    def fief_title_cost(self, fief_number: int) -> int:
        """Deniers to buy the title of a fief: its villages times the per-village cost (4.3)."""
        fief = self.board.fiefs.get(fief_number)
        if fief is None:
            known = ", ".join(str(n) for n in sorted(self.board.fiefs))
            raise KeyError(f"there is no fief {fief_number} on the map (fiefs: {known})")
        return len(fief.villages) * self.costs.fief_title_per_village

    def fief_kind(self, fief_number: int) -> FiefKind:
        """Barony, county or duchy: the kind of a fief of the map, by its size (4.3)."""
        fief = self.board.fiefs.get(fief_number)
        if fief is None:
            known = ", ".join(str(n) for n in sorted(self.board.fiefs))
            raise KeyError(f"there is no fief {fief_number} on the map (fiefs: {known})")
        return self.fief_kinds[len(fief.villages)]

    def die_faces_for(self, variants: Iterable[str]) -> tuple[int, ...]:
        """The battle die faces with these variants chosen (the default when none changes them).

        Raises ValueError for an unknown variant id, or when two chosen variants both
        change the die.
        """
        if isinstance(variants, str):
            raise TypeError("die_faces_for() takes a collection of variant ids, not one string")
        faces = self.dice_faces
        chosen_by: str | None = None
        for variant_id in variants:
            variant = self.variants.get(variant_id)
            if variant is None:
                raise ValueError(unknown_id(N_("fief.data.unknown_variant"), variant_id, self.variants))
            if variant.dice_faces is None or variant_id == chosen_by:
                continue
            if chosen_by is not None:
                raise ValueError(m("fief.data.variants_change_die", first=chosen_by, second=variant_id))
            faces, chosen_by = variant.dice_faces, variant_id
        return faces


# ---------------------------------------------------------------------------
# Loading


def _load_board(
    map_file: Path, shown: str, project_file: Path, project_shown: str, confine: Confinement, root: Path
) -> Board:
    """The board of the map with the classes of the Tiled project (cached while both
    files are unchanged), problems named as ``shown`` and ``project_shown``; the files
    the map names must lie inside ``confine``."""
    try:
        return load_board_cached(map_file, project_file, confine)
    except DataError as exc:
        renamed = [_rename(_rename(p, map_file, shown), project_file, project_shown) for p in exc.problems]
        raise DataError([_relative(p, root) for p in renamed]) from None


def _relative(problem: Problem, root: Path) -> Problem:
    """A problem in a file under ``root`` (a tileset a mod's map names) named relative to it."""
    path = Path(problem.path)
    if not path.is_absolute():
        return problem
    for folder in (root, root.resolve()):
        try:
            shown = path.relative_to(folder).as_posix()
        except ValueError:
            continue
        return Problem(shown, problem.line, problem.column, problem.field, problem.said)
    return problem


def _rename(problem: Problem, file: Path, shown: str) -> Problem:
    if problem.path in (str(file), file.as_posix(), str(file.resolve()), file.resolve().as_posix()):
        return Problem(shown, problem.line, problem.column, problem.field, problem.said)
    return problem


def _confinement(root: Path, base: Path, *files: mods.Picked) -> Confinement:
    """Where the files a map and its project may name: the mod folder (when either is the
    mod's own) and the game's own maps/ and assets/; a picture, tileset or template a
    mod's maps/ lacks is taken from the game's."""
    maps, assets = base / "maps", base / "assets"
    if mods.same_folder(root, base) or not any(f.path.is_relative_to(root) for f in files):
        return Confinement.of(maps, assets)  # the game's own map and project name the game's files
    return Confinement.of(root, maps, assets, fallback=(root / "maps", maps))


def load_fief_data(root: Path | None = None) -> FiefData:
    """Load, check and freeze Fief's data from ``root`` (default: the game's own tree).

    Raises DataError listing every problem found in every file and across files.
    """
    base = resources.root()
    root = Path(root) if root is not None else base
    if not root.is_dir():
        raise DataError([Problem(root.as_posix(), None, None, "", m("fief.data.no_folder"))])

    problems: list[Problem] = []
    if not mods.same_folder(root, base):
        empty = mods.overrides_nothing(root, DATA_FOLDER, MAP_FILE, (f"{name}.yaml" for name in FILE_MODELS))
        if empty is not None:
            raise DataError([empty])
    read = mods.read_files(root, base, DATA_FOLDER, FILE_MODELS)
    models, documents, sources = read.models, read.documents, read.shown
    problems.extend(read.problems)

    map_file = mods.pick(root, base, MAP_FILE)
    sources["map"] = map_file.shown
    project_file = mods.pick(root, base, PROJECT_FILE)
    board: Board | None = None
    unreadable = [p.problem for p in (map_file, project_file) if p.problem is not None]
    if unreadable:
        problems.extend(unreadable)
    else:
        try:
            board = _load_board(
                map_file.path,
                map_file.shown,
                project_file.path,
                project_file.shown,
                _confinement(root, base, map_file, project_file),
                root,
            )
        except DataError as exc:
            problems.extend(exc.problems)

    checks = _Checks(models, documents, board)
    checks.run()
    problems.extend(checks.problems)
    if problems:
        raise DataError(problems)
    assert board is not None  # a board that failed to load left problems above
    try:
        mod = None if mods.same_folder(root, base) else mods.ModRef.of(root)
    except OSError as exc:
        raise DataError(
            [Problem(root.as_posix(), None, None, "", m("fief.data.unreadable_mod", reason=str(exc.strerror)))]
        ) from None
    return _freeze(root, sources, board, models, mod)


def _repeat(cards: Sequence[LordDeckCard] | Sequence[FortuneCard]) -> tuple[str, ...]:
    return tuple(card.id for card in cards for _ in range(card.count))


def _freeze(
    root: Path, sources: dict[str, str], board: Board, models: dict[str, BaseModel], mod: mods.ModRef | None
) -> FiefData:
    lords = _file(models, "lords", LordsFile)
    cards = _file(models, "cards", CardsFile)
    stock = _file(models, "stock", StockFile)
    rules = _file(models, "rules", RulesFile)
    variants = _file(models, "variants", VariantsFile)
    families = _file(models, "families", FamiliesFile)
    return FiefData(
        root=root,
        sources=sources,
        board=board,
        lord_cards={card.id: card for card in lords.cards},
        lords={card.id: card for card in lords.cards if card.kind == "lord"},
        lord_deck=_repeat(lords.cards),
        fortune_cards={card.id: card for card in cards.cards},
        fortune_deck=_repeat(cards.cards),
        effect_cards={card.effect: card.id for card in cards.cards if card.effect != NONE},
        costs=_file(models, "costs", Costs),
        family_stock=stock.family,
        shared_stock=stock.shared,
        start=rules.start,
        dice_faces=rules.dice_faces,
        victory=rules.victory,
        rules=rules.constants,
        fief_kinds={kind.size: kind for kind in rules.fief_kinds},
        variants={variant.id: variant for variant in variants.variants},
        families=families.families,
        mod=mod,
    )


# ---------------------------------------------------------------------------
# Checks that need more than one field, or more than one file


def _quoted(value: str) -> Message:
    """A value of the file as written ("'good-weather'", « good-weather »), for a list."""
    return m("fief.data.quoted", value=value)


def unknown_id(msg_id: str, word: str, choices: Iterable[str]) -> Message:
    """The problem of an unknown id (``msg_id`` says of what: a card, a relic...): a close
    match if there is one, else the choices."""
    listed = sorted(str(c) for c in choices)
    close = close_match(word, listed)
    if close is not None:
        hint = m("fief.data.hint.close", close=close)
    elif not listed:
        hint = m("fief.data.hint.none")
    else:
        hint = m("fief.data.hint.choices", choices=", ".join(listed))
    return m(msg_id, word=word, hint=hint)


def _bishopric_only(attr: str, effect: str) -> Message:
    laid = words([_quoted(e) for e in sorted(BISHOPRIC_EFFECTS)], last="or")
    return m("fief.data.bishopric_only", laid=laid, attr=attr, effect=effect)


#: the problem of a value that repeats an earlier one, by what it is
_REPEATED: dict[str, str] = {
    "id": N_("fief.data.repeated_id"),
    "relic_id": N_("fief.data.repeated_relic_id"),
    "size": N_("fief.data.repeated_size"),
    "kind": N_("fief.data.repeated_kind"),
    "name": N_("fief.data.repeated_name"),
    "colour": N_("fief.data.repeated_colour"),
    "pattern": N_("fief.data.repeated_pattern"),
}

#: the problem of a family's starting troops beyond its stock, by troop
_START_BEYOND_STOCK: dict[str, str] = {
    "knights": N_("fief.data.start_knights_beyond_stock"),
    "men_at_arms": N_("fief.data.start_men_at_arms_beyond_stock"),
}


class _Checks:
    """Runs every check whose files loaded, collecting located problems."""

    def __init__(self, models: dict[str, BaseModel], documents: dict[str, YamlDocument], board: Board | None):
        self.models = models
        self.documents = documents
        self.board = board
        self.problems: list[Problem] = []

    def file(self, name: str, model: type[_M]) -> _M:
        return _file(self.models, name, model)

    def at(self, name: str, path: Sequence[str | int], message: Message, *, key: bool = False) -> None:
        self.problems.append(self.documents[name].problem(path, str(message), key=key))

    def run(self) -> None:
        steps: list[tuple[tuple[str, ...], Callable[[], None]]] = [
            (("lords",), self.lords),
            (("cards",), self.cards),
            (("lords", "cards"), self.ids_across_decks),
            (("rules",), self.rules),
            (("rules", "lords", "families"), self.enough_for_max_families),
            (("stock", "lords"), self.title_cards_match_counters),
            (("stock", "rules"), self.stock_covers_start),
            (("variants",), self.variants),
            (("variants", "stock"), self.relics_match_counters),
            (("families",), self.families),
        ]
        for needs, step in steps:
            if all(name in self.models for name in needs):
                step()
        if self.board is not None:
            self.against_board(self.board)

    def _unique(self, name: str, items: Sequence[Any], prefix: YamlPath, attr: str, what: str) -> None:
        """One problem for each item whose ``attr`` repeats an earlier item's (case
        ignored); ``what`` names it in ``_REPEATED``."""
        first: dict[Any, int] = {}
        for index, item in enumerate(items):
            shown = getattr(item, attr)
            value = shown.lower() if isinstance(shown, str) else shown
            if value in first:
                earlier = dotted(prefix + (first[value],))
                self.at(name, prefix + (index, attr), m(_REPEATED[what], value=shown, earlier=earlier))
            else:
                first[value] = index

    def lords(self) -> None:
        cards = self.file("lords", LordsFile).cards
        self._unique("lords", cards, ("cards",), "id", "id")
        for index, card in enumerate(cards):
            where = ("cards", index)
            if card.kind == "lord":
                if card.gender is None:
                    self.at("lords", where + ("gender",), m("fief.data.lord_gender"))
                if card.count != 1:
                    self.at("lords", where + ("count",), m("fief.data.lord_count", count=str(card.count)))
            else:
                if card.gender is not None:
                    self.at("lords", where + ("gender",), m("fief.data.gender_not_lord", kind=card.kind))
                if not card.text:
                    self.at("lords", where + ("text",), m("fief.data.card_needs_text", kind=card.kind))

    def cards(self) -> None:
        cards = self.file("cards", CardsFile).cards
        self._unique("cards", cards, ("cards",), "id", "id")
        disasters = {card.id for card in cards if card.kind == "disaster"}
        first: dict[str, int] = {}
        for index, card in enumerate(cards):
            if card.effect != NONE and card.effect in first:
                message = m("fief.data.effect_taken", effect=card.effect, index=str(first[card.effect]))
                self.at("cards", ("cards", index, "effect"), message)
            first.setdefault(card.effect, index)
        all_ids = [card.id for card in cards]
        for index, card in enumerate(cards):
            where = ("cards", index)
            if card.kind == "disaster" and card.timing != "regular":
                self.at("cards", where + ("timing",), m("fief.data.disaster_timing"))
            self._effect(card, where)
            for attr in ("cancels", "barred_by"):
                target = getattr(card, attr)
                if target is None:
                    continue
                if card.kind == "disaster":
                    self.at("cards", where + (attr,), m("fief.data.fortune_only", attr=attr))
                elif card.effect not in BISHOPRIC_EFFECTS:
                    self.at("cards", where + (attr,), _bishopric_only(attr, card.effect))
                elif target not in all_ids:
                    self.at("cards", where + (attr,), unknown_id(N_("fief.data.unknown_card"), target, all_ids))
                elif target not in disasters:
                    self.at("cards", where + (attr,), m("fief.data.not_disaster", target=target))
        if not any(card.kind == "fortune" for card in cards):
            self.at("cards", ("cards",), m("fief.data.no_fortune"))

    def _effect(self, card: FortuneCard, where: YamlPath) -> None:
        """The card's effect fits its kind and timing; only laid cards have a mill bonus."""
        effect = card.effect
        if card.kind == "disaster" and effect != NONE and effect not in DISASTER_EFFECTS:
            effects = ", ".join(sorted(DISASTER_EFFECTS | {NONE}))
            self.at("cards", where + ("effect",), m("fief.data.fortune_effect", effect=effect, effects=effects))
        elif card.kind == "fortune" and effect in DISASTER_EFFECTS:
            self.at("cards", where + ("effect",), m("fief.data.disaster_effect", effect=effect))
        elif effect in OPPORTUNITY_EFFECTS and card.timing != "opportunity":
            self.at("cards", where + ("timing",), m("fief.data.opportunity_timing", effect=effect))
        elif effect in REGULAR_EFFECTS and card.timing != "regular":
            self.at("cards", where + ("timing",), m("fief.data.regular_timing", effect=effect))
        if card.mill_bonus and effect not in BISHOPRIC_EFFECTS:
            self.at("cards", where + ("mill_bonus",), _bishopric_only("mill_bonus", effect))

    def ids_across_decks(self) -> None:
        lord_ids = {card.id for card in self.file("lords", LordsFile).cards}
        for index, card in enumerate(self.file("cards", CardsFile).cards):
            if card.id in lord_ids:
                self.at("cards", ("cards", index, "id"), m("fief.data.id_in_both_decks", value=card.id))

    def rules(self) -> None:
        rules = self.file("rules", RulesFile)
        least, most = rules.constants.min_families, rules.constants.max_families
        if least > most:
            message = m("fief.data.min_above_max", least=least, most=most)
            self.at("rules", ("constants", "min_families"), message)
        darc, lord = rules.constants.moves_darc, rules.constants.moves_per_lord
        if darc < lord:
            self.at("rules", ("constants", "moves_darc"), m("fief.data.darc_moves", darc=darc, lord=lord))
        steps = rules.constants.battle_dice_from
        for index in range(1, len(steps)):
            if steps[index] <= steps[index - 1]:
                message = m("fief.data.dice_steps", before=str(steps[index - 1]))
                self.at("rules", ("constants", "battle_dice_from", index), message)
        self._unique("rules", rules.fief_kinds, ("fief_kinds",), "size", "size")
        self._unique("rules", rules.fief_kinds, ("fief_kinds",), "kind", "kind")

    def enough_for_max_families(self) -> None:
        most = self.file("rules", RulesFile).constants.max_families
        lords = sum(1 for card in self.file("lords", LordsFile).cards if card.kind == "lord")
        colours = len(self.file("families", FamiliesFile).families)
        where = ("constants", "max_families")
        if lords < most:
            self.at("rules", where, m("fief.data.lords_for_families", n=most, lords=lords))
        if colours < most:
            self.at("rules", where, m("fief.data.colours_for_families", n=most, colours=colours))

    def title_cards_match_counters(self) -> None:
        shared = self.file("stock", StockFile).shared
        cards = self.file("lords", LordsFile).cards
        for kind, attr in (("cardinal", "cardinal_birettas"), ("darc", "darc_titles")):
            copies = sum(card.count for card in cards if card.kind == kind)
            counters = getattr(shared, attr)
            if counters != copies:
                message = m("fief.data.title_counters", n=copies, kind=kind, counters=counters)
                self.at("stock", ("shared", attr), message)

    def stock_covers_start(self) -> None:
        stock = self.file("stock", StockFile)
        rules = self.file("rules", RulesFile)
        start = rules.start
        for attr in ("knights", "men_at_arms"):
            given, held = getattr(start, attr), getattr(stock.family, attr)
            if given > held:
                self.at("rules", ("start", attr), m(_START_BEYOND_STOCK[attr], n=given, held=held))
        most = rules.constants.max_families
        needed = start.strongholds * most
        if needed > stock.shared.strongholds:
            message = m(
                "fief.data.start_strongholds",
                families=most,
                n=start.strongholds,
                needed=needed,
                have=stock.shared.strongholds,
            )
            self.at("stock", ("shared", "strongholds"), message)

    def variants(self) -> None:
        variants = self.file("variants", VariantsFile).variants
        self._unique("variants", variants, ("variants",), "id", "id")
        for index, variant in enumerate(variants):
            if variant.relics:
                self._unique("variants", variant.relics, ("variants", index, "relics"), "id", "relic_id")
                for at, relic in enumerate(variant.relics):
                    if relic.id not in RELIC_IDS:
                        message = unknown_id(N_("fief.data.unknown_relic"), relic.id, RELIC_IDS)
                        self.at("variants", ("variants", index, "relics", at, "id"), message)

    def relics_match_counters(self) -> None:
        counters = self.file("stock", StockFile).shared.holy_relics
        for index, variant in enumerate(self.file("variants", VariantsFile).variants):
            if variant.relics is not None and len(variant.relics) != counters:
                message = m("fief.data.relic_counters", n=len(variant.relics), counters=counters)
                self.at("variants", ("variants", index, "relics"), message)

    def families(self) -> None:
        families = self.file("families", FamiliesFile).families
        for attr, what in (("id", "id"), ("name", "name"), ("color", "colour"), ("pattern", "pattern")):
            self._unique("families", families, ("families",), attr, what)

    def against_board(self, board: Board) -> None:
        fiefs, bishoprics, villages = len(board.fiefs), len(board.bishoprics), len(board.villages)
        if "rules" in self.models:
            rules = self.file("rules", RulesFile)
            known = {kind.size for kind in rules.fief_kinds}
            for size in sorted({len(fief.villages) for fief in board.fiefs.values()} - known):
                numbers = ", ".join(str(n) for n, f in sorted(board.fiefs.items()) if len(f.villages) == size)
                self.at("rules", ("fief_kinds",), m("fief.data.fief_size_unknown", n=size, numbers=numbers))
            most = rules.constants.max_families
            if most > villages:
                message = m("fief.data.villages_for_families", n=most, villages=villages)
                self.at("rules", ("constants", "max_families"), message)
        if "stock" in self.models:
            shared = self.file("stock", StockFile).shared
            if shared.fief_titles != fiefs:
                message = m("fief.data.fief_titles", n=fiefs, titles=shared.fief_titles)
                self.at("stock", ("shared", "fief_titles"), message)
            if shared.bishop_titles != bishoprics:
                message = m("fief.data.bishop_titles", n=bishoprics, titles=shared.bishop_titles)
                self.at("stock", ("shared", "bishop_titles"), message)
        if "variants" in self.models:
            for index, variant in enumerate(self.file("variants", VariantsFile).variants):
                if variant.relics is not None and len(variant.relics) != bishoprics:
                    message = m("fief.data.relic_per_bishopric", bishoprics=bishoprics, n=len(variant.relics))
                    self.at("variants", ("variants", index, "relics"), message)
