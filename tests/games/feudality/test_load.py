"""Feudality's data files: the built-in data loads with the rulebook's numbers (rule
inventory §1, §1.7, §2.2), every lost value is marked, broken files give located messages
with a close match, a mod overrides one file, and the schemas are up to date."""

from __future__ import annotations

import shutil
from dataclasses import fields
from pathlib import Path
from typing import Any, get_args

import pytest

from game.core.errors import DataError, Problem
from game.core.i18n import Message, using
from game.games.feudality.rules.data import (
    ABILITIES,
    EVENT_AFTER,
    EVENT_KINDS,
    KEEP_SPACES,
    PRODUCES,
    RESOURCES,
    TILE_KINDS,
    UNIT_SPACES,
    FeudalityData,
    Numbers,
)
from game.games.feudality.rules.load import (
    DATA_FOLDER,
    FILE_MODELS,
    PARAMS,
    Ability,
    ChoicesModel,
    EventAfter,
    EventKind,
    KeepSpace,
    NumbersModel,
    Produces,
    Resource,
    TileKind,
    UnitSpace,
    VerifiedModel,
    choice_values,
    load_feudality_data,
    validate,
)
from tests.schemas import export_tool, unbounded

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / DATA_FOLDER


@pytest.fixture(scope="module")
def data() -> FeudalityData:
    return load_feudality_data()


# --- the loader's words are the engine's -------------------------------------------------


def test_the_loaders_kinds_are_the_engines() -> None:
    assert get_args(Resource) == RESOURCES
    assert get_args(Produces) == PRODUCES
    assert get_args(TileKind) == TILE_KINDS
    assert get_args(Ability) == ABILITIES
    assert get_args(UnitSpace) == UNIT_SPACES
    assert get_args(KeepSpace) == KEEP_SPACES
    assert get_args(EventKind) == EVENT_KINDS
    assert get_args(EventAfter) == EVENT_AFTER
    assert set(PARAMS) == set(EVENT_KINDS)


def test_the_files_numbers_are_every_field_of_the_engines_class() -> None:
    assert list(NumbersModel.model_fields) == [f.name for f in fields(Numbers)]
    assert Numbers(**NumbersModel().model_dump()) == Numbers()
    assert list(VerifiedModel.model_fields) == list(NumbersModel.model_fields)


# --- the bag (§1.5, FE-A01) -----------------------------------------------------------------


RESOURCE_COUNTS = {
    "alchemist": 6,
    "beggar": 4,
    "brickyard": 4,
    "farmer": 6,
    "fisherman": 4,
    "forest": 15,
    "gold_mine": 7,
    "granary": 6,
    "gravel_pit": 4,
    "hunter": 6,
    "iron_mine": 7,
    "junk_pile": 4,
    "merchant": 6,
    "miller": 6,
    "miner": 6,
    "quarry": 7,
    "shepherd": 7,
    "trader": 6,
}
VALUE_COUNTS = {
    "brewery": 2,
    "carpenter": 6,
    "cleric": 6,
    "cooper": 6,
    "holy_relic": 2,
    "kirk": 6,
    "mason": 6,
    "shrine": 2,
    "smith": 6,
    "soothsayer": 2,
    "wizard": 6,
}


def test_every_tile_type_with_the_inventorys_count(data: FeudalityData) -> None:
    resource = {t.id: t.count for t in data.tiles.values() if t.kind == "resource"}
    value = {t.id: t.count for t in data.tiles.values() if t.is_value}
    assert resource == RESOURCE_COUNTS and sum(resource.values()) == 111
    assert value == VALUE_COUNTS and sum(value.values()) == 50


def test_the_bag_holds_208_tiles_with_47_military(data: FeudalityData) -> None:
    """FE-A01: the per-type counts reach the rulebook's 208; 46 units plus Wolf."""
    assert sum(u.count for u in data.units.values()) == 47
    assert sum(u.count for u in data.units.values() if u.id != "wolf") == 46
    assert data.bag_size == 208 and len(data.bag()) == 208


def test_costs_outputs_and_rivers(data: FeudalityData) -> None:
    """§1.5: the rulebook's costs, the stated outputs, the river bonus on Food only."""
    tiles = data.tiles
    assert dict(tiles["alchemist"].cost) == {"gold": 1, "iron": 1}
    assert dict(tiles["granary"].cost) == {"food": 1, "wood": 1, "stone": 1}
    assert dict(tiles["kirk"].cost) == {"wood": 1, "stone": 2}
    assert dict(tiles["farmer"].cost) == {} and dict(tiles["forest"].cost) == {}
    assert (tiles["forest"].produces, tiles["forest"].amount) == ("wood", 2)  # FE-T01
    assert (tiles["quarry"].produces, tiles["quarry"].amount) == ("stone", 2)  # FE-T02
    assert (tiles["miner"].produces, tiles["miner"].amount) == ("mine", 3)  # FE-T02, FE-T28
    assert (tiles["kirk"].produces, tiles["kirk"].amount, tiles["kirk"].river_bonus) == ("any", 1, 0)
    assert (tiles["brewery"].produces, tiles["brewery"].amount, tiles["brewery"].river_bonus) == ("food", 1, 1)
    for tile in tiles.values():
        assert tile.river_bonus == (1 if tile.produces == "food" else 0), tile.id
    assert tiles["brickyard"].river_bonus_by_option == 1 and data.choices["brickyard_river"] is False
    assert {t.id for t in tiles.values() if t.produces == ""} == {
        "granary",
        "trader",
        *(t for t in VALUE_COUNTS if t not in ("brewery", "kirk")),
    }


def test_placement_rules_as_data(data: FeudalityData) -> None:
    """§4.4, FE-T26: hills, the Hunter's Forest, the Cleric's and Relic's neighbours, the
    Wizard's limit."""
    tiles = data.tiles
    assert {t.id for t in tiles.values() if t.needs_hill} == {"gold_mine", "iron_mine", "quarry"}
    assert {t.id: t.next_to for t in tiles.values() if t.next_to} == {
        "hunter": ("forest",),
        "cleric": ("kirk", "shrine", "brewery"),
        "holy_relic": ("kirk", "shrine"),
    }
    assert [t.id for t in tiles.values() if t.one_until_all] == ["wizard"]
    assert not any(t.not_on_river for t in tiles.values())


def test_abilities_and_stars(data: FeudalityData) -> None:
    assert set(data.with_ability("healing")) == {"cleric", "holy_relic", "kirk", "shrine"}
    assert data.with_ability("granary") == ("granary",) and data.with_ability("trader") == ("trader",)
    assert data.with_ability("soothsayer") == ("soothsayer",) and data.with_ability("wizard") == ("wizard",)
    assert all(t.stars == 1 for t in data.tiles.values() if t.is_value)
    assert all(t.stars == 0 for t in data.tiles.values() if not t.is_value)


# --- units, the Keep, fortifications (§1.3, §1.4) -------------------------------------------


def test_units(data: FeudalityData) -> None:
    units = data.units
    assert {u.id: (dict(u.cost), u.power, u.space) for u in units.values()} == {
        "man_at_arms": ({"iron": 1}, 1, "men_at_arms"),
        "archer": ({"iron": 2}, 2, "archer"),
        "knight": ({"iron": 3}, 3, "knight"),
        "wolf": ({"food": 4}, 4, "knight"),
    }
    assert units["wolf"].bottom and units["wolf"].knightly and data.choices["wolf_is_knight"] is False


def test_the_keep_and_the_fortification_chain(data: FeudalityData) -> None:
    keep = data.keep
    assert (keep.count, keep.size, keep.spaces) == (6, 2, KEEP_SPACES)
    assert (keep.hill_iron, keep.double_hill_iron) == (1, 2)  # FE-T05
    chain = data.fortifications
    assert [f.id for f in chain] == ["tower", "fort", "castle", "fortress"]
    assert [f.level for f in chain] == [1, 2, 3, 4]
    assert sum(f.count for f in chain) == 24
    assert dict(chain[0].cost) == {"stone": 2}  # "buy back a Tower for 2 stone"
    assert (chain[2].stars, chain[3].stars) == (3, 4)  # examples 2 and Brian's
    assert all(f.resources == 1 for f in chain)
    assert data.fortification(1) is chain[0] and data.fortification(5) is None


# --- events (§1.7) --------------------------------------------------------------------------


def test_fifty_event_cards_of_sixteen_types(data: FeudalityData) -> None:
    assert len(data.events) == 16
    assert sum(e.count for e in data.events.values()) == 50 and len(data.event_deck()) == 50
    assert {e.id: e.count for e in data.events.values()} == {
        "tournament": 6,
        "king_war": 6,
        "tax": 6,
        "famine": 5,
        "king_visit": 1,
        "king_away": 5,
        "black_death": 1,
        "bandits": 6,
        "queen_visit": 1,
        "queen_tours": 1,
        "queen_pity": 1,
        "saint_snoot": 1,
        "saint_snydd": 1,
        "rats": 1,
        "pied_piper": 2,
        "monster": 6,
    }


def _values(data: FeudalityData, event: str, key: str) -> list[Any]:
    return sorted(card.params[key] for card in data.events[event].cards for _ in range(card.count))


def test_each_events_numbers(data: FeudalityData) -> None:
    assert _values(data, "tournament", "unit") == sorted(["knight"] * 2 + ["archer"] * 2 + ["man_at_arms"] * 2)
    assert _values(data, "king_war", "points") == [1, 2, 2, 3, 4, 5]
    assert _values(data, "tax", "resources") == [1, 2, 2, 3, 3, 4]
    assert _values(data, "famine", "food") == [1, 2, 3, 3, 3]
    assert _values(data, "bandits", "bonus") == [1, 2, 3, 4, 5, 6]
    assert _values(data, "monster", "bonus") == [5, 5, 6, 7, 8, 8]
    assert data.events["king_visit"].cards[0].params["winner"] == "highest"
    assert data.events["queen_visit"].cards[0].params["winner"] == "lowest"
    assert data.events["black_death"].cards[0].number("vp") == 3
    assert (data.events["saint_snoot"].cards[0].number("vp"), data.events["saint_snydd"].cards[0].number("vp")) == (
        1,
        2,
    )
    removed = {e.id for e in data.events.values() if e.after == "removed"}
    assert removed == {"black_death", "saint_snoot", "saint_snydd"}
    assert [e.id for e in data.events.values() if e.reshuffles] == ["saint_snoot"]
    assert data.events["rats"].after == "stays_in_play"
    mild = {c.params["monster"] for c in data.events["monster"].cards if c.params["mild_by_option"]}
    assert mild == {"red_dragon"}


# --- rules (§2.2) ---------------------------------------------------------------------------


def test_values_by_player_count(data: FeudalityData) -> None:
    assert data.seats == (2, 6) and list(data.players) == [2, 3, 4, 5, 6]
    for n, row in data.players.items():
        assert (row.tray, row.setup_tray) == (2 * n, 2 * n + 1)
        assert (row.feed_per, row.granary_feed_per) == ((6, 12) if n <= 3 else (5, 10))
    assert [data.for_players(n).victory for n in (2, 3, 4, 5, 6)] == [15, 14, 13, 12, 11]


def test_numbers_and_resources(data: FeudalityData) -> None:
    numbers = data.numbers
    assert (numbers.start_resources, numbers.start_vp, numbers.trade_rate, numbers.trader_rate) == (3, 1, 4, 3)
    assert (numbers.santa_paravia_defence, numbers.fiumaccio_defence) == (14, 19)
    assert list(data.resources) == list(RESOURCES)


def test_every_lost_value_is_marked_with_a_reason(data: FeudalityData) -> None:
    """FE-A02..A05: the outputs, units' split, fortifications' numbers, Victory Numbers."""
    marked = {where for _, where, _ in data.unverified}
    for tile in ("alchemist", "beggar", "brickyard", "farmer", "fisherman", "gravel_pit", "hunter"):
        assert f"tiles.{tile}.amount" in marked
    for tile in ("junk_pile", "merchant", "miller", "shepherd"):
        assert f"tiles.{tile}.amount" in marked
    assert {"tiles.holy_relic.stars", "tiles.shrine.stars"} <= marked
    assert {f"units.{u}.count" for u in ("man_at_arms", "archer", "knight", "wolf")} <= marked
    assert "units.wolf.power" in marked
    for level in ("tower", "fort", "castle", "fortress"):
        assert f"fortifications.{level}.defence" in marked
    assert {f"fortifications.{level}.cost" for level in ("fort", "castle", "fortress")} <= marked
    assert "fortifications.tower.cost" not in marked
    assert {f"players.{n}.victory" for n in range(2, 7)} <= marked
    assert "numbers.max_turns" in marked
    assert all(reason for _, _, reason in data.unverified)
    assert "tiles.forest.amount" not in marked and "tiles.miner.amount" not in marked


def test_the_readings_chosen_and_their_values(data: FeudalityData) -> None:
    """docs/feudality/rules-decisions.md: errata §12 default to the rulebook's words."""
    values = choice_values()
    assert values["red_dragon"] == ("like_others", "lose_vp")  # errata 1
    assert values["champion_eight"] == ("unbeatable", "reroll")  # errata 2
    assert values["brickyard_river"] == (False, True)  # errata 3
    assert values["feeding_rounding"] == ("down", "up")  # errata 4
    assert values["wizard_timing"] == ("until_resolved", "before_others_roll")  # errata 5
    assert values["soothsayer_draws"] == ("one", "per_soothsayer")  # errata 6
    assert values["wolf_is_knight"] == (False, True)  # errata 6
    assert dict(data.choices) == {key: v[0] for key, v in values.items()} == ChoicesModel().model_dump()
    assert all(len(v) >= 2 for v in values.values())


def test_seats_and_colours(data: FeudalityData) -> None:
    assert len(data.colours) == 6
    assert len({c.pattern for c in data.colours}) == 6 and len({c.color for c in data.colours}) == 6


def test_every_name_and_text_has_french_words(data: FeudalityData) -> None:
    things: list[Any] = [*data.tiles.values(), *data.units.values(), *data.fortifications, *data.events.values()]
    things.append(data.keep)
    for thing in things:
        assert thing.name.text("fr") and thing.text.text("fr"), thing.name
        assert thing.text.text("fr") != thing.text.text("en"), thing.name
    for event in data.events.values():
        for card in event.cards:
            assert card.name is None or card.name.text("fr") != card.name.text("en") or card.name.text("en") == ""
    with using("fr"):
        assert str(data.tiles["kirk"].name) == "Église"
        assert str(data.resources["food"].name) == "Nourriture"
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
        load_feudality_data(root)
    return list(caught.value.problems)


def messages(root: Path) -> list[str]:
    return [str(problem) for problem in problems(root)]


def said(problem: Problem) -> tuple[str, dict[str, Any]]:
    assert isinstance(problem.said, Message), problem
    return problem.said.id, dict(problem.said.params)


def test_broken_yaml_is_located(mod: Path) -> None:
    line, _ = edit(mod, "tiles.yaml", "id: forest", "count: 15", "count: [15")
    (found,) = problems(mod)
    assert found.path == "data/feudality/tiles.yaml" and found.line is not None and found.line >= line
    assert "syntax" in found.message.lower() or "yaml" in found.message.lower()


def test_a_wrong_type_is_located(mod: Path) -> None:
    line, col = edit(mod, "tiles.yaml", "id: forest", "count: 15", "count: fifteen")
    (found,) = messages(mod)
    assert found.startswith(f"data/feudality/tiles.yaml:{line}:{col + 7}: tiles.5.count: ")
    assert "whole number" in found


def test_an_unknown_field_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "tiles.yaml", "id: gold_mine", "needs_hill: true", "needs_hil: true")
    (found,) = messages(mod)
    assert found.startswith(f"data/feudality/tiles.yaml:{line}:{col}: tiles.6.needs_hil: ")
    assert "did you mean 'needs_hill'?" in found


def test_an_unknown_cost_resource_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "units.yaml", "id: wolf", "cost: {food: 4}", "cost: {fod: 4}")
    (found,) = messages(mod)
    assert found.startswith(f"data/feudality/units.yaml:{line}:{col + 7}: units.3.cost.fod: ")
    assert "did you mean 'food'?" in found


def test_an_unknown_neighbour_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "tiles.yaml", "id: hunter", "next_to: [forest]", "next_to: [forrest]")
    (found,) = problems(mod)
    assert (found.path, found.line, found.column, found.field) == (
        "data/feudality/tiles.yaml",
        line,
        col + 10,
        "tiles.9.next_to.0",
    )
    assert "did you mean 'forest'?" in found.message


def test_an_events_params_are_checked_against_its_kind(mod: Path) -> None:
    line, col = edit(mod, "events.yaml", "id: bandits", "{bonus: 1}", "{bonsu: 1}")
    found = messages(mod)
    assert any(
        s.startswith(f"data/feudality/events.yaml:{line}:{col + 1}: events.7.cards.0.params.bonsu: ")
        and "did you mean 'bonus'?" in s
        for s in found
    ), found
    assert any("events.7.cards.0.params.bonus: " in s for s in found), found


def test_a_tournaments_unknown_unit(mod: Path) -> None:
    edit(mod, "events.yaml", "name: Archery,", "{unit: archer}", "{unit: archers}")
    (found,) = messages(mod)
    assert "events.0.cards.1.params.unit: " in found and "did you mean 'archer'?" in found


def test_an_unknown_choice_value_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "rules.yaml", "\nchoices:\n", "red_dragon: like_others", "red_dragon: like_other")
    (found,) = messages(mod)
    assert found.startswith(f"data/feudality/rules.yaml:{line}:{col + 12}: choices.red_dragon: ")
    assert "did you mean 'like_others'?" in found


def test_an_unverified_value_needs_a_reason_and_its_fields(mod: Path) -> None:
    edit(mod, "tiles.yaml", "id: beggar", "lost: [amount]", "lost: [amont]")
    found = problems(mod)
    assert [p.field for p in found] == ["tiles.1.lost.0"] and "did you mean 'amount'?" in found[0].message
    edit(mod, "tiles.yaml", "id: forest", "amount: 2", "amount: 2\n    lost: [amount]")
    assert ("feudality.load.lost_but_verified", {}) in [said(p) for p in problems(mod)]


def test_a_missing_player_count(mod: Path) -> None:
    edit(mod, "rules.yaml", "  - players: 5", "players: 5", "players: 4")
    found = [said(p) for p in problems(mod)]
    assert ("feudality.load.players_repeated", {"players": 4, "earlier": "players.2"}) in found
    assert ("feudality.load.players_missing", {"players": 5}) in found


def test_a_repeated_id_across_tiles_and_units(mod: Path) -> None:
    edit(mod, "units.yaml", "id: archer", "id: archer", "id: hunter")
    found = [said(p) for p in problems(mod)]
    assert ("feudality.load.repeated_id", {"value": "hunter", "earlier": "data/feudality/tiles.yaml: tiles.9"}) in found


def test_problems_are_said_in_french(mod: Path) -> None:
    edit(mod, "tiles.yaml", "id: gold_mine", "needs_hill: true", "needs_hil: true")
    with pytest.raises(DataError) as caught:
        load_feudality_data(mod)
    with using("fr"):
        assert any("vouliez-vous dire 'needs_hill'" in p.message for p in caught.value.problems)


# --- mods -----------------------------------------------------------------------------------


def test_a_mod_overrides_one_file(tmp_path: Path) -> None:
    """A player who owns the box corrects a Victory Number in one file."""
    folder = tmp_path / DATA_FOLDER
    folder.mkdir(parents=True)
    text = (DATA / "rules.yaml").read_text(encoding="utf-8")
    (folder / "rules.yaml").write_text(text.replace("victory: 13", "victory: 20", 1), encoding="utf-8")
    modded = load_feudality_data(tmp_path)
    assert modded.players[4].victory == 20
    assert modded.tiles["forest"].amount == 2  # the rest is the game's
    assert modded.mod is not None and modded.root == tmp_path
    assert validate(tmp_path) == []


def test_a_misspelt_file_in_a_mod_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / DATA_FOLDER
    folder.mkdir(parents=True)
    shutil.copy(DATA / "tiles.yaml", folder / "tile.yaml")
    (found,) = validate(tmp_path)
    assert str(found).startswith("data/feudality/tile.yaml") and "'tiles.yaml'" in found.message


def test_a_folder_with_no_data_folder_is_refused(tmp_path: Path) -> None:
    (found,) = problems(tmp_path)
    assert said(found) == ("feudality.load.nothing_to_check", {"data": "data/feudality"})


def test_the_game_data_validates() -> None:
    assert validate() == []


# --- schemas --------------------------------------------------------------------------------


def test_committed_schemas_are_up_to_date() -> None:
    assert export_tool().stale_schemas(DATA / "schema", "feudality") == [], "run: python tools/export_schema.py"


def test_every_data_file_names_its_schema() -> None:
    for name in FILE_MODELS:
        first = (DATA / f"{name}.yaml").read_text(encoding="utf-8").splitlines()[0]
        assert first == f"# yaml-language-server: $schema=schema/{name}.schema.json"
        assert (DATA / "schema" / f"{name}.schema.json").is_file()


@pytest.mark.parametrize("name", list(FILE_MODELS))
def test_every_number_list_and_text_has_bounds_in_the_schema(name: str) -> None:
    schema = FILE_MODELS[name].model_json_schema(mode="validation")
    assert unbounded(schema, name, schema.get("$defs", {})) == []


def test_a_mods_sides_replace_the_games_file_by_file(tmp_path: Path) -> None:
    """A mod folder's ``maps/feudality`` holds only the sides it changes: each replaces
    the game's of the same file name, the others stay (as its data files do); a side
    that repeats another's card and face is refused, naming both files; `validate` of a
    mod holding sides alone checks them."""
    from game.games.feudality.rules.load import load_feudality_data, validate

    root = Path(__file__).resolve().parents[3]
    maps = tmp_path / "maps" / "feudality"
    maps.mkdir(parents=True)
    text = (root / "maps" / "feudality" / "side-01.tmx").read_text(encoding="utf-8")
    (maps / "side-01.tmx").write_text(text, encoding="utf-8")
    data = load_feudality_data(tmp_path)
    assert [side.id for side in data.sides] == [f"side-{i:02}" for i in range(1, 13)]
    assert Path(data.sides[0].source).parent == maps
    assert all(Path(side.source).parent != maps for side in data.sides[1:])
    assert validate(tmp_path) == []
    shutil.copy(root / "maps" / "feudality" / "side-02.tmx", maps / "side-13.tmx")
    with pytest.raises(DataError) as refused:
        load_feudality_data(tmp_path)
    assert "side-02.tmx" in str(refused.value.problems[0].message)
    assert refused.value.problems[0].path.endswith("side-13.tmx")
