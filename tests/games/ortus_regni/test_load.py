"""Ortus Regni's data files: the built-in data loads with the rulebook's numbers (rule
inventory §1-§2, OR-T02), every sample deck is legal, broken files give located messages
with a close match, and a mod overrides one file."""

from __future__ import annotations

import shutil
from collections import Counter
from dataclasses import fields
from pathlib import Path
from typing import Any, get_args

import pytest

from game.core.errors import DataError, Problem
from game.core.i18n import Message, using, words
from game.games.ortus_regni.rules.data import (
    BATTLE_RESULTS,
    CATEGORIES,
    JOUST_VALUES,
    PALACE_ROLE,
    ROLES,
    TABLE_DECKS,
    Numbers,
    OrtusData,
)
from game.games.ortus_regni.rules.load import (
    DATA_FOLDER,
    FILE_MODELS,
    PARAMS,
    ROLE_CATEGORY,
    BattleResult,
    Category,
    ChoicesModel,
    Deck,
    JoustValue,
    NumbersModel,
    Role,
    VerifiedModel,
    choice_values,
    load_ortus_data,
    validate,
)
from tests.schemas import export_tool, unbounded

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / DATA_FOLDER


@pytest.fixture(scope="module")
def data() -> OrtusData:
    return load_ortus_data()


# --- the loader's words are the engine's -------------------------------------------------


def test_the_loaders_kinds_are_the_engines() -> None:
    assert set(get_args(Role)) == set(ROLES) | {PALACE_ROLE}
    assert set(PARAMS) == set(ROLES) | {PALACE_ROLE}
    assert set(ROLE_CATEGORY) == set(PARAMS) and set(ROLE_CATEGORY.values()) == set(CATEGORIES)
    assert get_args(Category) == CATEGORIES
    assert get_args(Deck) == TABLE_DECKS
    assert get_args(BattleResult) == BATTLE_RESULTS
    assert set(get_args(JoustValue)) == set(JOUST_VALUES)


def test_the_files_numbers_are_every_field_of_the_engines_class() -> None:
    """rules.yaml's numbers are data.Numbers, defaults included; any of them may be
    marked unverified."""
    assert list(NumbersModel.model_fields) == [f.name for f in fields(Numbers)]
    assert Numbers(**NumbersModel().model_dump()) == Numbers()
    assert list(VerifiedModel.model_fields) == list(NumbersModel.model_fields)


# --- Earl cards (§1.2) --------------------------------------------------------------------


def test_the_palace_and_15_card_types_in_order(data: OrtusData) -> None:
    assert list(data.cards) == [
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
    assert data.palace.id == "palace" and data.palace.copies == 1 and data.palace.category == "property"
    assert data.deck_types == tuple(list(data.cards)[1:])
    for role in ROLES:
        assert data.of_role(role) == (role,)
    assert all(data.cards[t].copies == 6 for t in data.deck_types)
    assert Counter(data.cards[t].category for t in data.deck_types) == {"property": 5, "face": 5, "political": 5}


def test_each_roles_numbers(data: OrtusData) -> None:
    """§1.2 and §1.6: durability, damage sent, draws, Emissaries' cubes, slots."""
    params = {cid: dict(card.params) for cid, card in data.cards.items()}
    assert params == {
        "palace": {"durability": 3},
        "castle": {"durability": 2},
        "land": {"durability": 1, "army_draw": 1, "army_draw_market": 2, "field": 1, "field_market": 2},
        "market_town": {"durability": 1},
        "church": {"durability": 1},
        "cathedral": {"durability": 1},
        "prince": {"sends": 1},
        "vassal": {"sends": 1, "cubes": 1},
        "champion": {"sends": 2},
        "monk": {"sends": 0, "cubes": 2},
        "mercenary": {"sends": 2},
        "treachery": {"take": 2},
        "intrigue": {"take": 2},
        "allies": {},
        "banquet": {"draw": 2},
        "banner": {},
    }
    assert data.cards["castle"].number("durability") == 2


def test_cards_with_modes_name_every_mode(data: OrtusData) -> None:
    """OR-E24..E29, OR-E32..E35: the texts say each mode of the cards that have several."""
    texts = {cid: card.text.text("en") for cid, card in data.cards.items()}
    for word in ("Assassinate", "Damage Hand", "Remove Mercenary"):
        assert word in texts["treachery"]
    for word in ("Steal Properties", "Steal Armies", "Steal Mercenary"):
        assert word in texts["intrigue"]
    for word in ("Bequeath", "Claim the Crown", "Start a Joust", "stay out of a Joust"):
        assert word in texts["banner"]


# --- table decks (§1.3) -------------------------------------------------------------------


def test_the_army_deck_grows_with_the_earls(data: OrtusData) -> None:
    """OR-T02: 4 Earls, 48 = 32 Infantry + 16 Knights; §2.3: 24, 36, 48, 60, 72."""
    assert [data.deck_count("army", n) for n in (2, 3, 4, 5, 6)] == [24, 36, 48, 60, 72]
    infantry, knight = data.table_kinds("army")
    assert (infantry.id, knight.id) == ("army_infantry", "army_knight")
    extra = 4 - 2
    assert infantry.count + infantry.per_extra_earl * extra == 32
    assert knight.count + knight.per_extra_earl * extra == 16
    assert (infantry.sends, knight.sends) == (1, 2)


def test_the_other_decks_are_the_same_for_any_number_of_earls(data: OrtusData) -> None:
    for earls in (2, 4, 6):
        assert data.deck_count("battle", earls) == 24
        assert data.deck_count("joust", earls) == 24
        assert data.deck_count("viking", earls) == 24
    assert {k.result: k.count for k in data.table_kinds("battle")} == {
        "normal": 15,
        "attacker_wins": 3,
        "defender_wins": 3,
        "church_decides": 3,
    }
    assert {k.value: k.count for k in data.table_kinds("joust")} == {"none": 12, "prince": 6, "vassal": 6}
    assert {(k.sends, k.count) for k in data.table_kinds("viking")} == {(1, 16), (2, 8)}


# --- archetypes (§2.1) --------------------------------------------------------------------


def test_every_archetype_is_a_legal_deck(data: OrtusData) -> None:
    assert list(data.archetypes) == ["lord", "land_army", "political", "emissary", "balanced", "jouster"]
    for archetype in data.archetypes.values():
        assert sum(archetype.counts.values()) == data.numbers.deck_size, archetype.id
        for card_type, count in archetype.counts.items():
            assert card_type in data.deck_types, (archetype.id, card_type)
            assert 0 <= count <= min(data.numbers.max_copies, data.cards[card_type].copies), (archetype.id, card_type)
        assert not archetype.verified and archetype.reason, archetype.id


def test_the_numbers_the_text_does_not_give_are_marked(data: OrtusData) -> None:
    """OR-A19 ("last couple of cards"), the bound on Rounds and the pamphlet's lost lists."""
    marked = {(file, field) for file, field, _ in data.unverified}
    assert ("data/ortus_regni/rules.yaml", "numbers.deck_shown_at") in marked
    assert ("data/ortus_regni/rules.yaml", "numbers.max_rounds") in marked
    for archetype in data.archetypes:
        assert ("data/ortus_regni/archetypes.yaml", f"archetypes.{archetype}.counts") in marked
    assert all(reason for _, _, reason in data.unverified)
    assert (data.numbers.deck_shown_at, data.numbers.max_rounds) == (2, 200)


# --- rules ----------------------------------------------------------------------------------


def test_the_readings_chosen_and_their_values(data: OrtusData) -> None:
    """docs/ortus_regni/rules-decisions.md: every option, its default first."""
    assert choice_values() == {
        "battle_trigger": ("any_card", "army_card"),
        "cube_returns": (True, False),
        "second_cathedral": ("blocked", "replaces"),
        "archbishop_bequeaths": (True, False),
        "castle_changes_hands": ("whole_fief", "castle_alone"),
        "exempt_may_tilt": (True, False),
        "cancelled_joust_banners": ("initiator", "all"),
        "king_pays_tribute": (False, True),
        "attack_needs_force": (True, False),
        "viking_choices": ("controller", "defender"),
        "seizure_picker": ("attacker", "defender"),
        "banquet_short": ("draw_what_remains", "eliminate"),
        "discard_to": ("owner", "holder"),
        "political_targets": ("others", "anyone"),
        "prince_tilt_from_hand": (True, False),
        "lord_changes_hands": ("discarded", "goes_along"),
        "joust_ties": ("best_only", "all_tied"),
        "fallen_lord_fief": ("falls", "stands"),
        "short_hand_damage": ("discard_all", "fizzle"),
        "prince_bumps_prince": (True, False),
        "combat_marker": ("at_declaration", "when_defended"),
        "gained_land_draws": (False, True),
        "stake_lord_tilts": (True, False),
    }
    assert dict(data.choices) == {key: values[0] for key, values in choice_values().items()}
    assert dict(data.choices) == ChoicesModel().model_dump()


def test_seats_and_colours(data: OrtusData) -> None:
    assert data.seats == (2, 6)
    assert [c.id for c in data.colours] == ["red", "blue", "green", "gold", "purple", "black"]
    assert len({c.pattern for c in data.colours}) == 6
    assert len({c.color for c in data.colours}) == 6


def test_every_name_and_text_has_french_words(data: OrtusData) -> None:
    things: list[Any] = [*data.cards.values(), *data.table.values(), *data.archetypes.values()]
    for thing in things:
        assert thing.name.text("fr") and thing.text.text("fr"), thing.id
        assert thing.text.text("fr") != thing.text.text("en"), thing.id
    with using("fr"):
        assert str(data.cards["market_town"].name) == "Bourg"
        assert str(data.colours[0].name) == "Rouge"


# --- broken files ---------------------------------------------------------------------------


@pytest.fixture
def mod(tmp_path: Path) -> Path:
    shutil.copytree(DATA, tmp_path / DATA_FOLDER, ignore=shutil.ignore_patterns("schema"))
    return tmp_path


def edit(root: Path, name: str, anchor: str, old: str, new: str) -> tuple[int, int]:
    """Replace the first ``old`` after the unique ``anchor``; its (line, column)."""
    file = root / DATA_FOLDER / name
    text = file.read_text(encoding="utf-8")
    assert text.count(anchor) == 1, anchor
    start = text.index(old, text.index(anchor))
    file.write_text(text[:start] + new + text[start + len(old) :], encoding="utf-8")
    return text.count("\n", 0, start) + 1, start - (text.rfind("\n", 0, start) + 1) + 1


def problems(root: Path) -> list[Problem]:
    with pytest.raises(DataError) as caught:
        load_ortus_data(root)
    return list(caught.value.problems)


def messages(root: Path) -> list[str]:
    return [str(problem) for problem in problems(root)]


def said(problem: Problem) -> tuple[str, dict[str, Any]]:
    """A problem's message id and parameters (for the loader's own messages)."""
    assert isinstance(problem.said, Message), problem
    return problem.said.id, dict(problem.said.params)


def test_a_misspelt_param_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: castle", "{durability: 2}", "{durabilty: 2}")
    found = messages(mod)
    assert any(
        s.startswith(f"data/ortus_regni/cards.yaml:{line}:{col + 1}: cards.1.params.durabilty: ")
        and "did you mean 'durability'?" in s
        for s in found
    ), found
    assert any("cards.1.params.durability: " in s for s in found), found  # and the number is missing


def test_a_param_the_role_does_not_have_is_refused(mod: Path) -> None:
    edit(mod, "cards.yaml", "id: banquet", "{draw: 2}", "{draw: 2, sends: 1}")
    (found,) = messages(mod)
    assert "cards.14.params.sends: " in found and "'sends'" in found


def test_an_unknown_role_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: vassal", "role: vassal", "role: vasal")
    found = problems(mod)
    assert str(found[0]).startswith(f"data/ortus_regni/cards.yaml:{line}:{col + 6}: cards.7.role: ")
    assert "did you mean 'vassal'?" in str(found[0])
    assert len(found) == 1  # the file does not read: no check across its cards


def test_every_role_is_held_by_exactly_one_card_type(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: champion", "role: champion", "role: prince")
    found = problems(mod)
    assert [said(p) for p in found] == [
        ("ortus_regni.load.role_repeated", {"role": "prince", "earlier": "cards.6"}),
        ("ortus_regni.load.role_missing", {"role": "champion"}),
    ]
    assert (found[0].line, found[0].column, found[0].field) == (line, col + 6, "cards.8.role")
    assert found[1].field == "cards"


def test_a_role_in_the_wrong_category(mod: Path) -> None:
    line, col = edit(mod, "cards.yaml", "id: allies", "category: political", "category: face")
    (found,) = problems(mod)
    assert said(found) == ("ortus_regni.load.role_category", {"role": "allies", "category": "political"})
    assert (found.line, found.column, found.field) == (line, col + 10, "cards.13.category")


def test_more_copies_than_a_deck_may_hold(mod: Path) -> None:
    edit(mod, "cards.yaml", "id: banner", "role: banner", "role: banner\n    copies: 7")
    (found,) = problems(mod)
    assert said(found) == ("ortus_regni.load.copies_above_max", {"copies": 7, "most": 6})
    assert found.field == "cards.15.copies"


def test_an_archetypes_unknown_card_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "archetypes.yaml", "id: jouster", "champion: 4", "chamion: 4")
    (found,) = messages(mod)
    assert found.startswith(f"data/ortus_regni/archetypes.yaml:{line}:{col}: archetypes.5.counts.chamion: ")
    assert "did you mean 'champion'?" in found


def test_an_archetype_of_the_wrong_size(mod: Path) -> None:
    edit(mod, "archetypes.yaml", "id: political", "treachery: 5", "treachery: 4")
    (found,) = problems(mod)
    assert said(found) == ("ortus_regni.load.archetype_size", {"total": 23, "size": 24})
    assert found.field == "archetypes.2.counts"


def test_an_archetype_with_too_many_copies_or_the_palace(mod: Path) -> None:
    edit(mod, "archetypes.yaml", "id: political", "treachery: 5\n      intrigue: 5", "treachery: 7\n      intrigue: 3")
    edit(mod, "archetypes.yaml", "id: emissary", "castle: 3", "palace: 3")
    found = problems(mod)
    assert [(p.field, said(p)) for p in found] == [
        ("archetypes.2.counts.treachery", ("ortus_regni.load.archetype_copies", {"card": "treachery", "most": 6})),
        ("archetypes.3.counts.palace", ("ortus_regni.load.archetype_palace", {})),
    ]


def test_an_unverified_archetype_needs_a_reason(mod: Path) -> None:
    edit(mod, "archetypes.yaml", "id: jouster", "reason: Not in the pamphlet; our own deck built", "reason: ' '\n#")
    (found,) = problems(mod)
    assert said(found) == ("ortus_regni.load.reason_needed", {}) and found.field == "archetypes.5.verified"


def test_a_table_deck_without_cards(mod: Path) -> None:
    edit(mod, "table.yaml", "id: viking_infantry", "count: 16", "count: 0")
    edit(mod, "table.yaml", "id: viking_chieftain", "count: 8", "count: 0")
    (found,) = problems(mod)
    assert said(found) == ("ortus_regni.load.deck_empty", {"deck": "viking"}) and found.field == "table"


def test_a_field_of_another_deck(mod: Path) -> None:
    line, col = edit(mod, "table.yaml", "id: battle_normal", "result: normal", "sends: 1")
    found = problems(mod)
    assert [(p.field, said(p)) for p in found] == [
        (
            "table.4.sends",
            (
                "ortus_regni.load.field_not_for_deck",
                {"deck": "battle", "field": "sends", "decks": words(("army", "viking"), "or")},
            ),
        ),
        ("table.4.deck", ("ortus_regni.load.field_needed", {"deck": "battle", "field": "result"})),
    ]
    assert (found[0].line, found[0].column) == (line, col)


def test_an_unknown_battle_result_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "table.yaml", "id: battle_church_decides", "result: church_decides", "result: church_decide")
    (found,) = messages(mod)
    assert found.startswith(f"data/ortus_regni/table.yaml:{line}:{col + 8}: table.7.result: ")
    assert "did you mean 'church_decides'?" in found


def test_an_id_used_by_a_card_and_a_table_card(mod: Path) -> None:
    edit(mod, "table.yaml", "id: joust_prince", "id: joust_prince", "id: prince")
    (found,) = problems(mod)
    assert said(found) == (
        "ortus_regni.load.repeated_id",
        {"value": "prince", "earlier": "data/ortus_regni/cards.yaml: cards.6"},
    )


@pytest.mark.parametrize(
    ("anchor", "old", "new", "field", "close"),
    [
        ("numbers:", "deck_shown_at: 2", "deck_shwn_at: 2", "numbers.deck_shwn_at", "deck_shown_at"),
        ("verified:\n", "max_rounds:", "max_round:", "verified.max_round", "max_rounds"),
        ("\nchoices:\n", "cube_returns: true", "cube_return: true", "choices.cube_return", "cube_returns"),
    ],
)
def test_an_unknown_rules_key_is_located_with_a_close_match(
    mod: Path, anchor: str, old: str, new: str, field: str, close: str
) -> None:
    line, col = edit(mod, "rules.yaml", anchor, old, new)
    (found,) = messages(mod)
    assert found.startswith(f"data/ortus_regni/rules.yaml:{line}:{col}: {field}: ")
    assert f"did you mean '{close}'?" in found


def test_a_choice_value_that_is_not_allowed(mod: Path) -> None:
    line, col = edit(mod, "rules.yaml", "\nchoices:\n", "battle_trigger: any_card", "battle_trigger: any_crad")
    (found,) = messages(mod)
    assert found.startswith(f"data/ortus_regni/rules.yaml:{line}:{col + 16}: choices.battle_trigger: ")
    assert "did you mean 'any_card'?" in found
    edit(mod, "rules.yaml", "\nchoices:\n", "cube_returns: true", "cube_returns: yes please")
    assert any("choices.cube_returns: " in s for s in messages(mod))


def test_an_unverified_number_needs_a_reason(mod: Path) -> None:
    file = mod / DATA_FOLDER / "rules.yaml"
    text = file.read_text(encoding="utf-8")
    start = text.index("  max_rounds:\n    verified: false\n")
    end = text.index("\n\n", start)
    file.write_text(text[:start] + "  max_rounds:\n    verified: false" + text[end:], encoding="utf-8")
    (found,) = problems(mod)
    assert said(found) == ("ortus_regni.load.reason_needed", {}) and found.field == "verified.max_rounds.verified"


def test_more_seats_than_colours(mod: Path) -> None:
    edit(mod, "rules.yaml", "seats:", "seats: [2, 6]", "seats: [2, 7]")
    (found,) = problems(mod)
    assert said(found) == ("ortus_regni.load.too_few_colours", {"colours": 6, "most": 7})


def test_problems_are_said_in_french(mod: Path) -> None:
    edit(mod, "cards.yaml", "id: castle", "{durability: 2}", "{durabilty: 2}")
    with pytest.raises(DataError) as caught:
        load_ortus_data(mod)
    with using("fr"):
        assert any("vouliez-vous dire 'durability'" in p.message for p in caught.value.problems)


# --- mods -----------------------------------------------------------------------------------


def test_a_mod_overrides_one_number(tmp_path: Path) -> None:
    folder = tmp_path / DATA_FOLDER
    folder.mkdir(parents=True)
    text = (DATA / "rules.yaml").read_text(encoding="utf-8")
    (folder / "rules.yaml").write_text(text.replace("deck_shown_at: 2", "deck_shown_at: 3", 1), encoding="utf-8")
    modded = load_ortus_data(tmp_path)
    assert modded.numbers.deck_shown_at == 3
    assert modded.cards["castle"].number("durability") == 2  # the rest is the game's
    assert modded.mod is not None and modded.root == tmp_path
    assert ("data/ortus_regni/rules.yaml", "numbers.deck_shown_at") in {(f, n) for f, n, _ in modded.unverified}
    assert validate(tmp_path) == []


def test_a_mod_renames_a_card_and_changes_its_numbers(tmp_path: Path) -> None:
    folder = tmp_path / DATA_FOLDER
    folder.mkdir(parents=True)
    text = (DATA / "cards.yaml").read_text(encoding="utf-8")
    text = text.replace("name: Castle\n", "name: Keep\n", 1).replace("{durability: 2}", "{durability: 3}", 1)
    (folder / "cards.yaml").write_text(text, encoding="utf-8")
    modded = load_ortus_data(tmp_path)
    assert modded.cards["castle"].name.text("en") == "Keep" and modded.cards["castle"].number("durability") == 3


def test_a_misspelt_file_in_a_mod_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / DATA_FOLDER
    folder.mkdir(parents=True)
    shutil.copy(DATA / "cards.yaml", folder / "card.yaml")
    found = validate(tmp_path)
    assert len(found) == 1 and str(found[0]).startswith("data/ortus_regni/card.yaml")


def test_a_folder_with_no_data_folder_is_refused(tmp_path: Path) -> None:
    (found,) = problems(tmp_path)
    assert said(found) == ("ortus_regni.load.nothing_to_check", {"data": "data/ortus_regni"})


def test_the_game_data_validates() -> None:
    assert validate() == []


# --- schemas --------------------------------------------------------------------------------


def test_committed_schemas_are_up_to_date() -> None:
    assert export_tool().stale_schemas(DATA / "schema", "ortus_regni") == [], "run: python tools/export_schema.py"


def test_every_data_file_names_its_schema() -> None:
    for name in FILE_MODELS:
        first = (DATA / f"{name}.yaml").read_text(encoding="utf-8").splitlines()[0]
        assert first == f"# yaml-language-server: $schema=schema/{name}.schema.json"
        assert (DATA / "schema" / f"{name}.schema.json").is_file()


@pytest.mark.parametrize("name", list(FILE_MODELS))
def test_every_number_list_and_text_has_bounds_in_the_schema(name: str) -> None:
    schema = FILE_MODELS[name].model_json_schema(mode="validation")
    assert unbounded(schema, name, schema.get("$defs", {})) == []
