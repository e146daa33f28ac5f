"""Fief's data files: every value loads as the rulebook states, broken files give exact
located messages, mod folders override single files, and the schemas are up to date."""

from __future__ import annotations

import copy
import os
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from game import resources
from game.core.errors import DataError
from game.games.fief.rules.board import slugify
from game.games.fief.rules.data import FILE_MODELS, FiefData, load_fief_data
from game.games.fief.rules.validate import validate
from tests.pictures import png
from tests.schemas import export_tool, unbounded

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "data" / "fief"


@pytest.fixture(scope="module")
def data() -> FiefData:
    return load_fief_data()


# --- the Lord deck (2.4.1, 9.1, 9.2) ----------------------------------------------

FEMALE = {"Aliénor", "Blanche", "Guenièvre", "Isabelle", "Jeanne", "Mireille"}
MALE = {
    "Arthur",
    "Beaudoin",
    "Charles",
    "Éric",
    "François",
    "Gauvain",
    "Henri",
    "Lambert",
    "Othon",
    "Philippe",
    "Quentin",
    "Thierry",
}


def test_eighteen_lords_six_female_twelve_male(data: FiefData) -> None:
    assert len(data.lords) == 18
    assert {lord.name for lord in data.lords.values() if lord.gender == "female"} == FEMALE
    assert {lord.name for lord in data.lords.values() if lord.gender == "male"} == MALE


def test_lord_ids_are_slugs_of_their_names(data: FiefData) -> None:
    for lord_id, lord in data.lords.items():
        assert lord_id == lord.id == slugify(lord.name)
        assert (lord.kind, lord.count, lord.timing, lord.section) == ("lord", 1, "regular", "2.4.1")
    assert data.lords["eric"].name == "Éric"
    assert data.lords["guenievre"].name == "Guenièvre"


def test_cardinal_and_darc_cards(data: FiefData) -> None:
    cardinal = data.lord_cards["cardinal"]
    darc = data.lord_cards["darc"]
    assert (cardinal.kind, cardinal.count, cardinal.timing, cardinal.section) == ("cardinal", 3, "opportunity", "9.2")
    assert (darc.kind, darc.count, darc.timing, darc.section) == ("darc", 1, "opportunity", "9.1")
    assert cardinal.gender is None and darc.gender is None
    assert cardinal.text and darc.text
    assert set(data.lord_cards) == set(data.lords) | {"cardinal", "darc"}


def test_lord_deck_has_22_cards_in_file_order(data: FiefData) -> None:
    assert len(data.lord_deck) == 22
    assert Counter(data.lord_deck) == Counter({**dict.fromkeys(data.lords, 1), "cardinal": 3, "darc": 1})
    assert data.lord_deck[0] == "alienor"
    assert data.lord_deck[-4:] == ("cardinal", "cardinal", "cardinal", "darc")


# --- the Fortune & Disaster deck (2.3, 2.4, 10.0) -------------------------------------

FORTUNE = {
    # id: (count, timing, section)
    "bountiful-harvest": (5, "regular", "2.4.2"),
    "good-weather": (5, "regular", "2.4.3"),
    "taxes": (5, "regular", "2.4.4"),
    "uprising": (4, "opportunity", "10.1"),
    "secret-passage": (3, "opportunity", "10.2"),
    "assassination": (1, "opportunity", "10.3"),
    "justice": (1, "opportunity", "10.4"),
    "ambush": (1, "opportunity", "10.5"),
}
DISASTER = {
    "heavy-rain": (4, "regular", "2.3.1"),
    "famine": (4, "regular", "2.3.2"),
    "plague": (2, "regular", "2.3.3"),
}


def test_every_fortune_and_disaster_card(data: FiefData) -> None:
    loaded = {
        card.id: (card.count, card.timing, card.section)
        for card in data.fortune_cards.values()
        if card.kind == "fortune"
    }
    assert loaded == FORTUNE
    loaded = {
        card.id: (card.count, card.timing, card.section)
        for card in data.fortune_cards.values()
        if card.kind == "disaster"
    }
    assert loaded == DISASTER
    for card in data.fortune_cards.values():
        assert card.id == slugify(card.name)
        assert 20 <= len(card.text) <= 200, card.id


def test_deck_holds_25_fortune_and_10_disaster_cards(data: FiefData) -> None:
    kinds = Counter(data.fortune_cards[card_id].kind for card_id in data.fortune_deck)
    assert kinds == {"fortune": 25, "disaster": 10}
    assert len(data.fortune_deck) == 35
    assert data.fortune_deck[:5] == ("bountiful-harvest",) * 5


def test_weather_cards_cancel_and_are_barred_by_disasters(data: FiefData) -> None:
    harvest = data.fortune_cards["bountiful-harvest"]
    weather = data.fortune_cards["good-weather"]
    assert (harvest.cancels, harvest.barred_by, harvest.mill_bonus) == ("famine", "heavy-rain", 1)  # 2.4.2
    assert (weather.cancels, weather.barred_by, weather.mill_bonus) == ("heavy-rain", "famine", 1)  # 2.4.3
    assert data.fortune_cards["taxes"].mill_bonus == 0


# --- costs, stock, start, dice, victory, constants ------------------------------------


def test_costs(data: FiefData) -> None:
    costs = data.costs
    assert (costs.men_at_arms, costs.knight, costs.mill, costs.stronghold, costs.cardinal) == (1, 3, 3, 10, 5)
    assert costs.fief_title_per_village == 2


def test_family_and_shared_stock(data: FiefData) -> None:
    family = data.family_stock
    assert (family.knights, family.men_at_arms, family.siege_engines) == (8, 13, 2)
    assert (family.diplomacy, family.vote, family.tax, family.marriage) == (3, 2, 3, 1)
    shared = data.shared_stock
    assert (shared.mills, shared.strongholds) == (15, 12)
    assert (shared.fief_titles, shared.bishop_titles) == (8, 5)
    assert (shared.cardinal_birettas, shared.purchasable_cardinal_birettas, shared.darc_titles) == (3, 1, 1)
    assert (shared.holy_relics, shared.assassin_markers, shared.capture_markers, shared.excommunication_markers) == (
        5,
        2,
        6,
        1,
    )


def test_starting_resources(data: FiefData) -> None:
    start = data.start
    assert (start.deniers, start.knights, start.men_at_arms, start.strongholds) == (5, 1, 3, 1)


def test_dice_faces_and_the_blank_face_variant(data: FiefData) -> None:
    assert data.dice_faces == (1, 1, 2, 2, 3, 3)
    assert data.variants["blank_face_die"].dice_faces == (0, 1, 1, 2, 2, 3)
    assert data.die_faces_for([]) == (1, 1, 2, 2, 3, 3)
    assert data.die_faces_for(["fog_of_war"]) == (1, 1, 2, 2, 3, 3)
    assert data.die_faces_for(["fog_of_war", "blank_face_die"]) == (0, 1, 1, 2, 2, 3)


def test_die_faces_for_rejects_unknown_variants(data: FiefData) -> None:
    with pytest.raises(ValueError, match=r"unknown variant 'blank_face'; did you mean 'blank_face_die'\?"):
        data.die_faces_for(["blank_face"])
    with pytest.raises(TypeError):
        data.die_faces_for("blank_face_die")


def test_victory(data: FiefData) -> None:
    assert (data.victory.solo, data.victory.alliance, data.victory.alliance_min_families) == (3, 4, 4)


def test_rule_constants(data: FiefData) -> None:
    assert data.rules.model_dump() == {
        "moves_per_lord": 2,
        "moves_darc": 3,
        "hand_limit": 3,
        "lords_per_family": 4,
        "max_new_troops_per_village": 4,
        "max_mills_per_village": 2,
        "max_fief_titles_per_lord": 2,
        "min_families": 3,
        "max_families": 6,
        "disaster_track_spaces": 3,
        "income_per_village": 1,
        "income_per_mill": 2,
        "tallage_per_village": 2,
        "plague_death_max": 3,
        "assassination_death_max": 3,
        "stronghold_penalty": 1,
        "fortified_city_penalty": 2,
        "uprising_bonus_hits": 1,
        "calm_uprising_max": 4,
        "cardinal_calm_cost": 3,
        "battle_dice_from": (1, 7, 13),
        "darc_battle_dice": 1,
        "cavalcade_bonus_hits": 1,
        "siege_engines_cancel_max": 2,
        "quiet_rolls_end": 3,
        "ransom_base": 2,
        "ransom_per_title": 2,
        "principal_village_votes": 2,
        "village_votes": 1,
        "bishop_votes": 2,
        "cardinal_votes": 3,
        "king_min_votes": 3,
        "queen_income": 2,
    }


def test_fief_kinds_by_size(data: FiefData) -> None:
    assert {size: (k.kind, k.title_male, k.title_female) for size, k in data.fief_kinds.items()} == {
        2: ("barony", "Baron", "Baroness"),
        3: ("county", "Count", "Countess"),
        4: ("duchy", "Duke", "Duchess"),
    }


def test_variants(data: FiefData) -> None:
    assert {v.id: v.section for v in data.variants.values()} == {
        "holy_relics": "11.1",
        "fog_of_war": "11.2",
        "open_diplomacy": "11.3",
        "gentle_first_round": "2.3",
        "blank_face_die": "6.2.2",
        "hidden_deniers": "12.0",
    }
    assert data.variants["gentle_first_round"].disaster_free_rounds == 1
    relics = data.variants["holy_relics"].relics
    assert relics is not None and len(relics) == 5
    assert {relic.name for relic in relics} == {
        "Holy Grail",
        "Eyes of Saint Roseline",
        "Teeth of Saint Géronce",
        "Holy Spear",
        "Bone of Saint Rhadegund",
    }
    assert all(v.description for v in data.variants.values())


def _contrast(a: str, b: str) -> float:
    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_six_family_colours_differ_in_colour_and_shape(data: FiefData) -> None:
    families = data.families
    assert len(families) == 6
    assert len({f.id for f in families}) == len({f.color for f in families}) == len({f.pattern for f in families}) == 6
    assert {f.pattern for f in families} == {"shield", "circle", "diamond", "triangle", "cross", "star"}
    for family in families:
        assert _contrast(family.color, "#f2e6c9") >= 3.0, f"{family.id} is hard to read on parchment"


# --- the board and what depends on it --------------------------------------------------


def test_fief_title_cost_is_villages_times_two(data: FiefData) -> None:
    sizes = {number: len(fief.villages) for number, fief in data.board.fiefs.items()}
    assert sorted(sizes.values()) == [2, 2, 3, 3, 3, 3, 4, 4]
    for number, size in sizes.items():
        assert data.fief_title_cost(number) == 2 * size
        assert data.fief_kind(number) is data.fief_kinds[size]
    assert {data.fief_title_cost(n) for n in sizes} == {4, 6, 8}  # 4.3
    with pytest.raises(KeyError, match="there is no fief 9"):
        data.fief_title_cost(9)


def test_title_counters_match_the_map(data: FiefData) -> None:
    assert data.shared_stock.fief_titles == len(data.board.fiefs)
    assert data.shared_stock.bishop_titles == len(data.board.bishoprics)


# --- frozen and shareable ------------------------------------------------------------


def test_fief_data_is_frozen_and_hashable(data: FiefData) -> None:
    assert hash(data) == hash(data)
    assert {data: 1}[data] == 1
    with pytest.raises(AttributeError):
        data.dice_faces = (6,)  # type: ignore[misc]
    with pytest.raises(ValidationError):
        data.costs.knight = 1  # type: ignore[misc]
    assert hash(data.fortune_cards["plague"]) == hash(data.fortune_cards["plague"])


def test_copying_a_state_shares_the_data(data: FiefData) -> None:
    assert copy.copy(data) is data
    assert copy.deepcopy({"data": data})["data"] is data


# --- broken files give exact, located messages ----------------------------------------


@pytest.fixture
def mod(tmp_path: Path) -> Path:
    """A full copy of the data files, ready to be broken (the map comes from the game)."""
    shutil.copytree(DATA, tmp_path / "data" / "fief", ignore=shutil.ignore_patterns("schema"))
    return tmp_path


def edit(root: Path, name: str, anchor: str, old: str, new: str) -> tuple[int, int]:
    """Replace the first ``old`` after the unique ``anchor`` in data/fief/<name>.

    Returns the (line, column) where ``old`` started, both counted from 1.
    """
    file = root / "data" / "fief" / name
    text = file.read_text(encoding="utf-8")
    assert text.count(anchor) == 1, f"{anchor!r} is not unique in {name}"
    start = text.index(old, text.index(anchor))
    file.write_text(text[:start] + new + text[start + len(old) :], encoding="utf-8")
    line = text.count("\n", 0, start) + 1
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    return line, column


def messages(root: Path) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_fief_data(root)
    return [str(problem) for problem in caught.value.problems]


def test_wrong_type(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: taxes", "count: 5", "count: five")
    assert messages(mod) == [
        f"data/fief/cards.yaml:{line}:{col + 7}: cards.2.count: expected a whole number, got 'five'"
    ]


def test_unknown_key_with_a_typo(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: taxes", "count: 5", "cout: 5")
    item_line, item_col = edit(mod, "cards.yaml", "id: taxes", "id: taxes", "id: taxes")
    assert messages(mod) == [
        f"data/fief/cards.yaml:{item_line}:{item_col}: cards.2.count: the required field 'count' is missing",
        f"data/fief/cards.yaml:{line}:{col}: cards.2.cout: unknown field 'cout'; did you mean 'count'?",
    ]


def test_missing_field(mod: Path) -> None:
    item_line, item_col = edit(mod, "cards.yaml", "id: uprising", "id: uprising", "id: uprising")
    edit(mod, "cards.yaml", "id: uprising", '    section: "10.1"\n', "")
    assert messages(mod) == [
        f"data/fief/cards.yaml:{item_line}:{item_col}: cards.3.section: the required field 'section' is missing"
    ]


def test_bad_yaml_syntax(mod: Path) -> None:
    line, _ = edit(mod, "cards.yaml", "id: good-weather", "name: Good Weather", "name: [Good Weather")
    # The parser stops at the ':' of "    kind: fortune" on the next line, column 9.
    assert messages(mod) == [
        f"data/fief/cards.yaml:{line + 1}:9: YAML syntax error: expected ',' or ']', but got ':' "
        f"(while parsing a flow sequence that starts at line {line})"
    ]


def test_card_kind_typo(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: famine", "kind: disaster", "kind: disastr")
    assert messages(mod) == [
        f"data/fief/cards.yaml:{line}:{col + 6}: cards.9.kind: "
        "'disastr' is not one of 'fortune', 'disaster'; did you mean 'disaster'?"
    ]


def test_unquoted_section(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: ambush", 'section: "10.5"', "section: 10.5")
    assert messages(mod) == [
        f"data/fief/cards.yaml:{line}:{col + 9}: cards.7.section: "
        'write the rulebook section in quotes, e.g. "10.5", so YAML keeps it as text'
    ]


def test_lord_gender_typo(mod: Path) -> None:
    line, col = edit(mod, "lords.yaml", "id: jeanne", "gender: female", "gender: femal")
    assert messages(mod) == [
        f"data/fief/lords.yaml:{line}:{col + 8}: cards.4.gender: "
        "'femal' is not one of 'male', 'female'; did you mean 'female'?"
    ]


def test_problems_in_several_files_are_all_reported(mod: Path) -> None:
    cost_line, cost_col = edit(mod, "costs.yaml", "knight:", "knight: 3", "knight: -3")
    colour_line, colour_col = edit(mod, "families.yaml", "id: black", '"#262626"', '"#26262"')
    assert messages(mod) == [
        f"data/fief/costs.yaml:{cost_line}:{cost_col + 8}: knight: must be at least 0, got -3",
        f"data/fief/families.yaml:{colour_line}:{colour_col}: families.4.color: "
        "'#26262' is not a colour written as \"#rrggbb\"",
    ]


def test_reference_to_an_unknown_card_suggests_one(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: bountiful-harvest", "cancels: famine", "cancels: famin")
    assert messages(mod) == [
        f"data/fief/cards.yaml:{line}:{col + 9}: cards.0.cancels: unknown card 'famin'; did you mean 'famine'?"
    ]


def test_duplicate_ids(mod: Path) -> None:
    line, col = edit(mod, "lords.yaml", "id: blanche", "id: blanche", "id: alienor")
    assert messages(mod) == [
        f"data/fief/lords.yaml:{line}:{col + 4}: cards.1.id: the id 'alienor' is already used by cards.0"
    ]


@pytest.mark.parametrize(
    ("name", "anchor", "old", "new", "field", "message"),
    [
        (
            "lords.yaml",
            "id: jeanne",
            "gender: female",
            "count: 2, gender: female",
            "cards.4.count",
            "a lord has exactly one card and one token, got 2; add another lord with its own id instead",
        ),
        (
            "lords.yaml",
            "id: henri",
            ", gender: male",
            "",
            "cards.12.gender",
            "a lord card needs a gender: 'male' or 'female'",
        ),
        (
            "lords.yaml",
            "id: darc",
            "count: 1",
            "gender: female",
            "cards.19.gender",
            "only lord cards have a gender, not 'darc' cards",
        ),
        (
            "cards.yaml",
            "id: plague",
            "timing: regular",
            "timing: opportunity",
            "cards.10.timing",
            "disaster cards strike when drawn: their timing must be 'regular'",
        ),
        (
            "cards.yaml",
            "id: good-weather",
            "barred_by: famine",
            "barred_by: taxes",
            "cards.1.barred_by",
            "'taxes' is not a disaster card",
        ),
        (
            "cards.yaml",
            "id: justice",
            "id: justice",
            "id: jeanne",
            "cards.6.id",
            "the id 'jeanne' is also a Lord-deck card in lords.yaml; card ids must differ across decks",
        ),
        (
            "families.yaml",
            "id: orange",
            "pattern: star",
            "pattern: cross",
            "families.5.pattern",
            "the pattern 'cross' is already used by families.4",
        ),
        (
            "rules.yaml",
            "  min_families: 3",
            "min_families: 3",
            "min_families: 8",
            "constants.min_families",
            "min_families (8) is more than max_families (6)",
        ),
    ],
)
def test_checks_across_fields(mod: Path, name: str, anchor: str, old: str, new: str, field: str, message: str) -> None:
    edit(mod, name, anchor, old, new)
    (problem,) = messages(mod)
    assert problem.startswith(f"data/fief/{name}:")
    assert problem.endswith(f": {field}: {message}")


def test_relics_must_match_bishoprics_and_counters(mod: Path) -> None:
    file = mod / "data" / "fief" / "variants.yaml"
    text = file.read_text(encoding="utf-8")
    start = text.index("      - id: holy_spear")
    end = text.index("      - id: bone_of_saint_rhadegund")
    file.write_text(text[:start] + text[end:], encoding="utf-8")
    problems = messages(mod)
    assert [p.split(": ", 1)[1] for p in problems] == [
        "variants.0.relics: 4 relics are listed but stock.yaml has 5 relic counters",
        "variants.0.relics: one relic lies on each principal village: the map has 5 bishoprics but 4 relics are listed",
    ]


def test_cross_file_checks(mod: Path) -> None:
    line, col = edit(mod, "rules.yaml", "max_families:", "max_families: 6", "max_families: 7")
    where = f"data/fief/rules.yaml:{line}:{col + 14}: constants.max_families"
    stock_line, stock_col = edit(mod, "stock.yaml", "strongholds:", "12", "6")
    assert messages(mod) == [
        f"{where}: 7 families need 7 colours, but families.yaml has 6",
        f"data/fief/stock.yaml:{stock_line}:{stock_col}: shared.strongholds: "
        "7 families start with 1 stronghold(s) each (7 in all) but there are 6",
    ]


def test_counters_must_match_title_cards(mod: Path) -> None:
    edit(mod, "lords.yaml", "id: cardinal", "count: 3", "count: 2")
    (problem,) = messages(mod)
    assert problem.startswith("data/fief/stock.yaml:")
    assert problem.endswith(
        "shared.cardinal_birettas: lords.yaml has 2 'cardinal' card(s), each needing its own counter, but there are 3"
    )


def test_fief_size_without_a_kind(mod: Path) -> None:
    edit(mod, "rules.yaml", "size: 2", "size: 2", "size: 5")
    (problem,) = messages(mod)
    assert problem.startswith("data/fief/rules.yaml:")
    assert problem.endswith("fief_kinds: the map has fiefs of 2 villages (fief 3, 7) but no fief kind of size 2")


# --- bounds: every number, list and text of every file has them -----------------------


@pytest.mark.parametrize("name", list(FILE_MODELS))
def test_every_number_list_and_text_has_bounds_in_the_schema(name: str) -> None:
    schema = FILE_MODELS[name].model_json_schema(mode="validation")
    assert unbounded(schema, name, schema.get("$defs", {})) == []


def test_a_card_count_of_a_billion_is_refused_at_once_and_cheaply(mod: Path) -> None:
    import tracemalloc

    line, col = edit(mod, "cards.yaml", "id: taxes", "count: 5", "count: 1000000000")
    tracemalloc.start()
    try:
        problems = messages(mod)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert problems == [f"data/fief/cards.yaml:{line}:{col + 7}: cards.2.count: must be at most 20, got 1000000000"]
    assert peak < 50_000_000  # bytes: the deck is never built


@pytest.mark.parametrize(
    ("name", "anchor", "old", "new", "field", "message"),
    [
        ("rules.yaml", "quiet_rolls_end:", "3", "1000000", "constants.quiet_rolls_end", "must be at most 10"),
        ("rules.yaml", "dice_faces:", "[1, 1, 2, 2, 3, 3]", "[0, 0, 0, 0, 0]", "dice_faces", "needs at least 6"),
        ("rules.yaml", "dice_faces:", "[1, 1, 2, 2, 3, 3]", "[1, 1, 2, 2, 3, 3, 4]", "dice_faces", "takes at most 6"),
        ("rules.yaml", "dice_faces:", "3]", "99]", "dice_faces.5", "must be at most 10"),
        ("rules.yaml", "plague_death_max:", "3", "7", "constants.plague_death_max", "must be at most 6"),
        (
            "rules.yaml",
            "battle_dice_from:",
            "[1, 7, 13]",
            "[1, 13, 7]",
            "constants.battle_dice_from.2",
            "each number must be more than the one before it (13)",
        ),
        ("rules.yaml", "deniers:", "5", "5000", "start.deniers", "must be at most 1000"),
        ("stock.yaml", "men_at_arms:", "13", "100000", "family.men_at_arms", "must be at most 60"),
        ("costs.yaml", "stronghold:", "10", "1000", "stronghold", "must be at most 100"),
        ("lords.yaml", "id: cardinal", "count: 3", "count: 21", "cards.18.count", "must be at most 20"),
        (
            "cards.yaml",
            "id: bountiful-harvest",
            "mill_bonus: 1",
            "mill_bonus: 50",
            "cards.0.mill_bonus",
            "must be at most 20",
        ),
        ("variants.yaml", "disaster_free_rounds:", "1", "100", "variants.3.disaster_free_rounds", "must be at most 20"),
        (
            "cards.yaml",
            "id: justice",
            "name: Justice",
            "name: " + "J" * 61,
            "cards.6.name",
            "takes at most 60 characters, got 61",
        ),
    ],
)
def test_numbers_past_their_bound_name_the_bound(
    mod: Path, name: str, anchor: str, old: str, new: str, field: str, message: str
) -> None:
    edit(mod, name, anchor, old, new)
    problems = messages(mod)
    assert any(p.startswith(f"data/fief/{name}:") and f": {field}: {message}" in p for p in problems), problems


# --- mod folders ---------------------------------------------------------------------


def test_a_mod_folder_overriding_one_file(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "fief"
    folder.mkdir(parents=True)
    text = (DATA / "costs.yaml").read_text(encoding="utf-8").replace("knight: 3", "knight: 4")
    (folder / "costs.yaml").write_text(text, encoding="utf-8")
    modded = load_fief_data(tmp_path)
    assert modded.costs.knight == 4
    assert modded.costs.mill == 3
    assert len(modded.lord_deck) == 22  # the rest comes from the game's own files
    assert modded.sources["costs"] == "data/fief/costs.yaml"
    assert modded.sources["cards"] == (resources.root() / "data" / "fief" / "cards.yaml").as_posix()
    assert validate(tmp_path) == []


def test_a_broken_mod_file_is_named_relative_to_the_mod(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "fief"
    folder.mkdir(parents=True)
    (folder / "costs.yaml").write_text(
        "men_at_arms: 1\nknight: 3\nmill: 3\nstronghold: 10\ncardinal: 5\n", encoding="utf-8"
    )
    assert messages(tmp_path) == [
        "data/fief/costs.yaml:1:1: fief_title_per_village: the required field 'fief_title_per_village' is missing"
    ]


def test_a_mod_map_is_used_and_its_problems_named_relative_to_the_mod(tmp_path: Path) -> None:
    (tmp_path / "maps").mkdir()
    text = (ROOT / "maps" / "fief.tmx").read_text(encoding="utf-8")
    (tmp_path / "maps" / "fief.tmx").write_text(text, encoding="utf-8")
    assert load_fief_data(tmp_path).sources["map"] == "maps/fief.tmx"

    blaye = '<object id="3" name="Blaye"'
    start = text.index('<property name="fief" type="int" value="1"/>', text.index(blaye))
    broken = text[:start] + text[start:].replace('value="1"', 'value="x"', 1)
    (tmp_path / "maps" / "fief.tmx").write_text(broken, encoding="utf-8")
    problems = messages(tmp_path)
    assert (
        f"maps/fief.tmx:{text.count(chr(10), 0, text.index(blaye)) + 1}:3: object 'Blaye' (id 3).fief: 'x' is not a whole number"
        in problems
    )


def _costs_mod(tmp_path: Path) -> Path:
    folder = tmp_path / "data" / "fief"
    folder.mkdir(parents=True)
    shutil.copy(DATA / "costs.yaml", folder / "costs.yaml")
    return tmp_path


@pytest.mark.parametrize(
    ("relative", "make", "message"),
    [
        ("data/fief/cards.yaml", "folder", "a folder where a file should be"),
        ("data/fief/cards.yaml", "link", "a symbolic link: a mod's files must be real files inside its folder"),
        ("data/fief/cards.yaml", "fifo", "not a regular file (a device, a pipe or a socket)"),
        ("maps/fief.tmx", "folder", "a folder where a file should be"),
        ("maps/fief.tmx", "link", "a symbolic link: a mod's files must be real files inside its folder"),
        ("maps/seneschal.tiled-project", "link", "a symbolic link: a mod's files must be real files inside its folder"),
        ("maps/seneschal.tiled-project", "folder", "a folder where a file should be"),
    ],
)
def test_anything_but_a_file_where_a_mod_file_should_be_is_a_problem_not_a_fall_back(
    tmp_path: Path, relative: str, make: str, message: str
) -> None:
    mod = _costs_mod(tmp_path)
    target = mod / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    if make == "folder":
        target.mkdir()
    elif make == "link":
        target.symlink_to(ROOT / relative)  # the game's own file: still refused
    else:
        os.mkfifo(target)  # reading it would wait for ever
    assert messages(mod) == [f"{relative}: {message}"]
    assert [str(p) for p in validate(mod)] == [f"{relative}: {message}"]


def test_a_linked_data_folder_is_refused_for_every_file_it_would_give(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "fief").symlink_to(DATA)
    problems = messages(tmp_path)
    assert len(problems) == len(FILE_MODELS)
    assert problems[0] == (
        "data/fief/lords.yaml: a symbolic link (data/fief): a mod's files must be real files inside its folder"
    )


def test_a_file_where_the_data_folder_should_be(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("not a folder\n", encoding="utf-8")
    problems = messages(tmp_path)
    assert problems[0] == "data/fief/lords.yaml: data is a file where a folder should be"


def test_a_mod_that_overrides_nothing_is_refused_by_loading_too(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("my mod\n", encoding="utf-8")
    assert messages(tmp_path) == [
        f"{tmp_path.as_posix()}: nothing to check: a mod folder holds data/fief/*.yaml and/or maps/fief.tmx"
    ]


def _mod_map(tmp_path: Path, old: str = "", new: str = "") -> Path:
    (tmp_path / "maps").mkdir(parents=True, exist_ok=True)
    text = (ROOT / "maps" / "fief.tmx").read_text(encoding="utf-8")
    (tmp_path / "maps" / "fief.tmx").write_text(text.replace(old, new, 1) if old else text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("needle", "attributes", "said"),
    [
        ('name="Duchy of Blaye"', {"x": "nan"}, "object 'Duchy of Blaye' (id 61).x: must be a finite number"),
        ("<map ", {"width": "1000000000", "height": "1000000000"}, "map: the map is 32,000,000,000 x"),
        ('<object id="62"', {"id": "61"}, "the object id 61 is used twice"),
    ],
)
def test_the_map_holes_troyes_had_are_closed_in_fief_too(
    tmp_path: Path, needle: str, attributes: dict[str, str], said: str
) -> None:
    """Issue 26: a coordinate that is no number, a map of a billion tiles, an id used
    twice (and, tested with the board, a map of another game and an unknown class)."""
    text = (ROOT / "maps" / "fief.tmx").read_text(encoding="utf-8")
    start = text.rfind("<", 0, text.index(needle) + 1)
    end = text.index(">", start)
    tag = text[start:end]
    for attribute, value in attributes.items():
        tag = re.sub(rf' {attribute}="[^"]*"', f' {attribute}="{value}"', tag, count=1)
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "fief.tmx").write_text(text[:start] + tag + text[end:], encoding="utf-8")
    found = [str(p) for p in validate(tmp_path)]
    assert found and said in found[0], found


def test_a_parchment_that_is_not_a_png_is_refused(tmp_path: Path) -> None:
    root = _mod_map(tmp_path)
    (root / "maps" / "fief-parchment.png").write_bytes(b"GIF89a: a picture of another kind")
    assert [str(p) for p in validate(root)] == [
        "maps/fief.tmx:7:3: layer 'parchment'.image.source: the image 'fief-parchment.png' cannot be drawn: "
        "it is not a PNG file"
    ]


def test_a_picture_the_map_does_not_name_is_refused(tmp_path: Path) -> None:
    """A parchment beside the game's map (the mod has none of its own) would not be drawn."""
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "fief-parchment.png").write_bytes(png())
    assert [str(p) for p in validate(tmp_path)] == [
        "maps/fief-parchment.png: Fief does not draw this picture: its map fief.tmx does not name it"
    ]
    _mod_map(tmp_path)  # with the map that names it, it is the board's picture
    assert validate(tmp_path) == []


def test_a_mod_map_takes_the_artwork_it_lacks_from_the_game(tmp_path: Path) -> None:
    data = load_fief_data(_mod_map(tmp_path))
    assert data.board.tiled is not None
    parchment = data.board.tiled.layer("parchment")
    assert parchment is not None
    assert parchment.image_path == str((ROOT / "maps" / "fief-parchment.png").resolve())


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        ("/etc/passwd", "'/etc/passwd' is an absolute path; name the file relative to the map, inside the mod folder"),
        ("../../outside.png", "'../../outside.png' is refused: it leads out of the mod folder"),
        ("../../../../../../../../etc/hostname", "is refused: it leads out of the mod folder"),
        ("nowhere.png", "'nowhere.png' does not exist"),
    ],
)
def test_a_mod_map_naming_a_file_outside_is_refused(tmp_path: Path, source: str, reason: str) -> None:
    mod = _mod_map(tmp_path / "mod", 'source="fief-parchment.png"', f'source="{source}"')
    text = (ROOT / "maps" / "fief.tmx").read_text(encoding="utf-8")
    line = text.count("\n", 0, text.index("<image ")) + 1
    expected = f"maps/fief.tmx:{line}:3: layer 'parchment'.image.source: the image "
    for found in (messages(mod), [str(p) for p in validate(mod)]):
        assert len(found) == 1 and found[0].startswith(expected) and found[0].endswith(reason), found


def test_a_mod_map_may_name_the_games_own_artwork(tmp_path: Path) -> None:
    mod = tmp_path / "mod"
    relative = Path(os.path.relpath(ROOT / "maps" / "fief-parchment.png", mod / "maps")).as_posix()
    _mod_map(mod, 'source="fief-parchment.png"', f'source="{relative}"')
    assert validate(mod) == []


# --- validate() ----------------------------------------------------------------------


def test_the_game_data_validates() -> None:
    assert validate() == []
    assert validate(ROOT) == []


def test_validate_reports_problems_instead_of_raising(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: taxes", "count: 5", "count: 0")
    assert [str(p) for p in validate(mod)] == [
        f"data/fief/cards.yaml:{line}:{col + 7}: cards.2.count: must be at least 1, got 0"
    ]


def test_validate_flags_misnamed_files(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "fief"
    folder.mkdir(parents=True)
    shutil.copy(DATA / "cards.yaml", folder / "card.yaml")
    assert [str(p) for p in validate(tmp_path)] == [
        "data/fief/card.yaml: not a Fief data file, so the game ignores it; did you mean 'cards.yaml'?"
    ]


def test_validate_flags_a_folder_that_overrides_nothing(tmp_path: Path) -> None:
    shutil.copy(DATA / "cards.yaml", tmp_path / "cards.yaml")
    (problem,) = validate(tmp_path)
    assert problem.message == (
        "nothing to check: a mod folder holds data/fief/*.yaml and/or maps/fief.tmx; "
        "these data files belong in data/fief/ inside it"
    )
    (problem,) = validate(tmp_path / "absent")
    assert problem.message == "folder not found"


# --- schemas -------------------------------------------------------------------------


def test_committed_schemas_are_up_to_date() -> None:
    assert export_tool().stale_schemas(DATA / "schema") == [], "run: python tools/export_schema.py"


def test_every_data_file_names_its_schema() -> None:
    for name in FILE_MODELS:
        first = (DATA / f"{name}.yaml").read_text(encoding="utf-8").splitlines()[0]
        assert first == f"# yaml-language-server: $schema=schema/{name}.schema.json"
        assert (DATA / "schema" / f"{name}.schema.json").is_file()


def test_a_relic_with_an_unknown_id_is_refused_not_left_without_its_rule(tmp_path) -> None:
    """11.1.1: each relic plays by its id; a mod renaming one (a typo, say) gets an error
    naming the file, line and field, with the ids it may use, instead of a relic that
    silently does nothing."""
    from game.core.errors import DataError
    from game.games.fief.rules.data import load_fief_data

    mod = tmp_path / "mod"
    (mod / "data" / "fief").mkdir(parents=True)
    text = (ROOT / "data" / "fief" / "variants.yaml").read_text(encoding="utf-8")
    (mod / "data" / "fief" / "variants.yaml").write_text(
        text.replace("id: holy_grail", "id: holy_gral"), encoding="utf-8"
    )
    with pytest.raises(DataError) as caught:
        load_fief_data(mod)
    problems = [p for p in caught.value.problems if "holy_gral" in p.message]
    assert len(problems) == 1
    p = problems[0]
    assert p.path == "data/fief/variants.yaml" and p.line is not None and p.field == "variants.0.relics.0.id"
    assert "did you mean 'holy_grail'" in p.message


# --- names and texts in other languages ------------------------------------------------


def test_names_in_other_languages_come_from_the_data_and_the_map(data: FiefData) -> None:
    """``names``/``texts``/``descriptions`` by language code in the YAML, ``name.<lang>``
    properties on the map; a thing without them is said in English in every language."""
    assert data.families[0].names == {"fr": "Rouge"}
    assert hash(data.families[0]) == hash(data.families[0])  # still hashable with its names
    # the map gives the French names with their article, for the grammar ("du Duché de Blaye")
    assert data.board.fiefs[1].names == {"fr": "le Duché de Blaye"}
    assert data.board.bishoprics[5].names["fr"].endswith("Évêché de Sigy")
    blaye = data.board.villages["blaye"]
    assert blaye.names == {} and hash(blaye) == hash(blaye)
    jeanne = data.lord_cards["jeanne"]
    assert jeanne.names == {} and jeanne.name_in("fr") == "Jeanne" and jeanne.text_in("fr") == ""
    assert data.fortune_cards["taxes"].text_in("fr").startswith("Posez l'un de vos marqueurs")
    assert data.fortune_cards["taxes"].text_in("en") == data.fortune_cards["taxes"].text
