"""Troyes' data files and board map: the built-in data loads with the rulebook's numbers
(rule inventory §1.4-§1.6, §2.3, Appendix A), broken files give located messages with a
close match, a mod overrides one file, and the map's rows and cathedral reach the data."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from dataclasses import fields
from pathlib import Path
from typing import get_args

import pytest

from game.core.errors import DataError
from game.core.i18n import using
from game.games.troyes.rules.data import (
    DELAYED_KINDS,
    EVENT_KINDS,
    IMMEDIATE_KINDS,
    ActivityCard,
    Character,
    Choices,
    EventCard,
    Numbers,
    Place,
    Row,
    TroyesData,
)
from game.games.troyes.rules.load import (
    FILE_MODELS,
    PARAMS,
    ActivityKind,
    ChoicesModel,
    EventKind,
    NumbersModel,
    load_troyes_data,
    validate,
)
from tests.pictures import png
from tests.schemas import export_tool, tool

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "data" / "troyes"


@pytest.fixture(scope="module")
def data() -> TroyesData:
    return load_troyes_data()


# --- activity cards (§1.4) ------------------------------------------------------------


def test_27_base_activity_cards_9_per_colour_3_per_level(data: TroyesData) -> None:
    """§1.1: 27 cards, 9 of each colour, 3 of each level per colour; A-45: 3 bonus cards."""
    base = [c for c in data.activities.values() if not c.bonus]
    assert len(base) == 27
    assert Counter(c.colour for c in base) == {"red": 9, "white": 9, "yellow": 9}
    assert Counter((c.colour, c.level) for c in base) == {
        (c, lv): 3 for c in ("red", "white", "yellow") for lv in (1, 2, 3)
    }
    bonus = {c.id: c.colour for c in data.activities.values() if c.bonus}
    assert bonus == {"baker": "yellow", "banquet": "red", "prior": "white"}


def test_the_loaders_kinds_are_the_engines() -> None:
    """The kinds a file may name are those data.py documents, each with its params model."""
    assert set(get_args(ActivityKind)) == IMMEDIATE_KINDS | DELAYED_KINDS
    assert set(get_args(EventKind)) == EVENT_KINDS
    assert set(PARAMS) == IMMEDIATE_KINDS | DELAYED_KINDS | EVENT_KINDS


def test_every_card_has_a_known_effect_kind_and_french_words(data: TroyesData) -> None:
    for card in data.activities.values():
        kinds = DELAYED_KINDS if card.delayed else IMMEDIATE_KINDS
        assert card.effect in kinds, card.id
        assert card.name.text("fr") and card.text.text("fr") != card.text.text("en"), card.id


def test_merchant_certain_numbers(data: TroyesData) -> None:
    """T-06: hire 4, divisor 2, first space 2 VP, +2 deniers per activation."""
    merchant = data.activity("merchant")
    assert (merchant.colour, merchant.hire_cost, merchant.divisor, merchant.vp_spaces[0]) == ("yellow", 4, 2, 2)
    assert merchant.effect == "exchange" and not merchant.delayed
    assert merchant.params["gain"]["deniers"] == 2
    assert merchant.params["pay"] == {"deniers": 0, "vp": 0, "influence": 0}  # defaults filled in


def test_priest_certain_numbers(data: TroyesData) -> None:
    """T-07: hire 6, divisor 3, delayed, +3 to each yellow die, never City Hall (§4.8)."""
    priest = data.activity("priest")
    assert (priest.colour, priest.hire_cost, priest.divisor, priest.vp_spaces) == ("white", 6, 3, (3, 2))
    assert priest.delayed and priest.effect == "add_each"
    assert dict(priest.params) == {"colours": ("yellow",), "add": 3, "forbid": ("city_hall",)}


def test_modifiers_and_their_forbidden_uses(data: TroyesData) -> None:
    """§4.8's table."""
    assert data.activity("apprenticeship").params["forbid"] == ("bishopric", "city_hall", "cathedral")
    assert data.activity("confession").params["colours"] == ()
    assert data.activity("militiaman").params["forbid"] == ("palace",)
    assert dict(data.activity("templar").params) == {"source": "white", "target": "red", "count": 2, "price": 2}
    assert dict(data.activity("monk").params) == {"source": "white", "target": "yellow", "count": 3, "price": 2}
    assert dict(data.activity("tithe").params) == {"colour": "yellow", "per_district": 1}
    assert data.activity("pilgrimage").mixed and not data.activity("merchant").mixed


def test_joust_gives_2_vp_per_activation(data: TroyesData) -> None:
    """T-13."""
    assert data.activity("joust").params["vp"] == 2


def test_uncertain_cards_are_marked(data: TroyesData) -> None:
    """A-01, A-41: the levels are lost for every card, so none is verified."""
    assert not any(card.verified for card in data.activities.values())


# --- events (§1.5) ---------------------------------------------------------------------


def test_16_events_8_red_4_white_4_yellow_counting_copies(data: TroyesData) -> None:
    base = [e for e in data.events.values() if not e.bonus]
    assert sum(e.copies for e in base) == 16
    per_colour: Counter[str] = Counter()
    for event in base:
        per_colour[event.colour] += event.copies
    assert per_colour == {"red": 8, "white": 4, "yellow": 4}
    assert data.events["brigands"].copies == 3 and data.events["skirmishes"].copies == 2
    assert [e.id for e in data.events.values() if e.bonus] == ["resistance"]


def test_red_cards_call_four_white_and_four_yellow(data: TroyesData) -> None:
    """A-02: War calls white (T-04); 4/4 so a 6-round game never empties a called deck."""
    calls: Counter[str | None] = Counter()
    for event in data.events.values():
        if event.colour == "red" and not event.bonus:
            calls[event.calls] += event.copies
    assert calls == {"white": 4, "yellow": 4}
    assert data.events["war"].calls == "white" and data.events["war"].black_dice == 2


def test_conflict_of_succession(data: TroyesData) -> None:
    """T-09: divisor 4, VP 4/2, 5 banners; it brings a neutral citizen to the Palace."""
    card = data.event("conflict_of_succession")
    assert (card.divisor, card.vp, card.banners, card.black_dice) == (4, (4, 2), 5, 0)
    assert card.effect == "neutral_citizen" and card.params == {"building": "palace"}
    assert all(e.banners == 4 for e in data.events.values() if e.id != "conflict_of_succession")


def test_marauding(data: TroyesData) -> None:
    """A-03: yellow dice, divisor 3, 4 banners, VP 3/1, 1 black die; permanent, unverified."""
    marauding = data.event("marauding")
    assert marauding is data.marauding
    assert (marauding.colour, marauding.dice, marauding.divisor, marauding.banners) == ("board", ("yellow",), 3, 4)
    assert (marauding.vp, marauding.black_dice, marauding.permanent, marauding.verified) == ((3, 1), 1, True, False)


def test_event_effects(data: TroyesData) -> None:
    """§1.5.2."""
    assert all(e.effect in EVENT_KINDS for e in data.events.values())
    assert data.event("heresy").params == {"amount": 2}
    assert data.event("civil_war").params == {"amount": 3}
    assert data.event("drought").params == {"amount": 1, "building": "city_hall"}
    assert data.event("support").params == {"cards": 2}
    assert data.event("wayfarers").params == {"building": "city_hall"}
    assert data.event("theological_conflict").params == {"building": "bishopric"}


# --- characters (§1.6) -------------------------------------------------------------------


def test_six_characters_and_their_thresholds(data: TroyesData) -> None:
    chars = data.characters
    assert len(chars) == 6
    assert chars["chretien_de_troyes"].tiers == ((3, 1), (5, 3), (7, 6))
    assert chars["chretien_de_troyes"].tiers_two == ((4, 1), (6, 3), (8, 6))
    assert chars["urbain_iv"].tiers_two == ((4, 1), (6, 3), (8, 6))
    assert chars["hugues_de_payns"].tiers == chars["hugues_de_payns"].tiers_two == ((5, 1), (10, 3), (15, 6))
    assert chars["thibaut_ii"].tiers == ((6, 1), (12, 3), (18, 6))
    assert chars["le_florentin"].tiers == ((2, 1), (4, 3), (6, 6))
    assert chars["henry_i"].tiers == ((1, 1), (3, 3), (5, 6))
    assert {c.measure for c in chars.values()} == {
        "citizens",
        "cathedral",
        "influence",
        "deniers",
        "tradesmen",
        "events",
    }


# --- rules, set-ups, solo ------------------------------------------------------------------


def test_the_files_models_give_every_field_of_the_engines_classes() -> None:
    """rules.yaml's numbers and choices are data.Numbers and data.Choices, defaults included."""
    assert list(NumbersModel.model_fields) == [f.name for f in fields(Numbers)]
    assert list(ChoicesModel.model_fields) == [f.name for f in fields(Choices)]
    assert Numbers(**NumbersModel().model_dump()) == Numbers()
    assert Choices(**ChoicesModel().model_dump()) == Choices()


def test_every_name_and_text_has_french_words(data: TroyesData) -> None:
    things: list[ActivityCard | EventCard | Character] = [
        *data.activities.values(),
        *data.events.values(),
        data.marauding,
        *data.characters.values(),
    ]
    for thing in things:
        assert thing.name.text("fr") and thing.text.text("fr"), thing.id
        if thing.text.text("en") != thing.text.text("fr"):
            continue
        pytest.fail(f"{thing.id}: its text has no French words")
    with using("fr"):
        assert str(data.event("traveling_builders").name) == "Maîtres d'œuvre itinérants"
        assert str(data.activity("tithe").name) == "Dîme"


def test_setups_by_number_of_players(data: TroyesData) -> None:
    """§2.3."""
    two, three, four = data.setups[2], data.setups[3], data.setups[4]
    assert (four.citizens, four.red_events, four.characters_each, four.fill_after) == (4, 6, 1, True)
    assert (three.citizens, three.red_events, three.characters_each, three.fill_after) == (5, 5, 1, True)
    assert (two.citizens, two.red_events, two.characters_each, two.fill_after) == (6, 4, 2, False)
    assert two.two_player_tiers
    assert len(two.neutral_before) == 6
    assert Counter(p.building for p in two.neutral_before) == {"palace": 2, "bishopric": 2, "city_hall": 2}
    assert Place("palace", 2, 0) in two.neutral_before and Place("palace", 3, 0) in two.neutral_before


def test_numbers_and_colours(data: TroyesData) -> None:
    numbers = data.numbers
    assert (numbers.start_deniers, numbers.start_influence, numbers.influence_max, numbers.income) == (5, 4, 20, 10)
    assert numbers.die_prices == (2, 4, 6)
    assert [c.id for c in data.colours] == ["natural", "blue", "green", "orange"]
    assert len({c.pattern for c in data.colours}) == 4
    with using("fr"):
        assert str(data.colours[0].name) == "Bois"  # "la famille Bois": tests/i18n/test_family_colours_fr.py
    assert data.choices.cathedral_event_priority == "level_first"


def test_buildings(data: TroyesData) -> None:
    """§1.2: salaries 2/1/0; the colours of their dice."""
    assert {b.id: (b.colour, b.salary) for b in data.buildings.values()} == {
        "palace": ("red", 2),
        "bishopric": ("white", 1),
        "city_hall": ("yellow", 0),
    }
    assert data.buildings["city_hall"].name.text("fr") == "Hôtel de ville"


def test_solo(data: TroyesData) -> None:
    """Appendix A: le Roy's table, A-48's 4 red events, A-49's bands."""
    solo = data.solo
    assert solo.red_events == 4 and (solo.roy_citizens, solo.player_citizens) == (12, 6)
    assert sorted(solo.table) == list(range(2, 13))
    assert solo.table[2].bought and solo.table[2].price == 6 and solo.table[2].dice == 3
    assert solo.table[8].action == "character" and solo.table[5].dice == -1
    assert [band[0] for band in solo.bands] == [0, 5, 10, 15, 20, None]
    assert solo.ranking["palace"][0] == Place("palace", 5, 0)


# --- the board map --------------------------------------------------------------------------


def test_the_maps_rows_and_cathedral_reach_the_data(data: TroyesData) -> None:
    """A-04: 3 rows x 2 places for die values {1,2}, {3,4}, {5,6}; the Palace 6 x 1;
    §1.2: cathedral sites give 1 Influence on 1-3, 2 on 4-6, on each of 3 levels."""
    assert data.buildings["palace"].rows == tuple(Row((v,), 1) for v in range(1, 7))
    for building in ("bishopric", "city_hall"):
        assert data.buildings[building].rows == (Row((1, 2), 2), Row((3, 4), 2), Row((5, 6), 2))
        assert data.buildings[building].row_of(4) == 1 and data.buildings[building].places == 6
    assert data.cathedral == ((1, 1, 1, 2, 2, 2),) * 3
    areas = data.board.areas
    assert (data.board.width, data.board.height) == (1920, 1280)
    for key in ("district:1", "district:5", "queue", "marauding", "deck:red", "deck:activity", "influence:20"):
        assert key in areas
    assert "slot:white:3" in areas and "site:3:6" in areas and "place:bishopric:2:1" in areas


def _set_property(text: str, obj: str, name: str, value: str) -> str:
    """The map's text with the property ``name`` of the object named ``obj`` set."""
    at = text.index(f'name="{obj}"')
    start = text.index(f'name="{name}"', at)
    value_at = text.index('value="', start) + len('value="')
    return text[:value_at] + value + text[text.index('"', value_at) :]


def _mod_map(tmp_path: Path, edits: list[tuple[str, str, str]]) -> Path:
    (tmp_path / "maps").mkdir()
    text = (ROOT / "maps" / "troyes.tmx").read_text(encoding="utf-8")
    for obj, name, value in edits:
        text = _set_property(text, obj, name, value)
    (tmp_path / "maps" / "troyes.tmx").write_text(text, encoding="utf-8")
    return tmp_path


def test_a_mod_map_corrects_the_rows_and_the_cathedral(tmp_path: Path) -> None:
    """The map is the one place to correct A-04 and the cathedral's values (§1.2)."""
    edits = [
        ("City Hall 1,2 place 1", "values", "1"),
        ("City Hall 1,2 place 2", "values", "1"),
        ("City Hall 3,4 place 1", "values", "2,3,4"),
        ("City Hall 3,4 place 2", "values", "2,3,4"),
        ("Level 3 site 6", "influence", "3"),
    ]
    modded = load_troyes_data(_mod_map(tmp_path, edits))  # the artwork comes from the game
    assert modded.buildings["city_hall"].rows == (Row((1,), 2), Row((2, 3, 4), 2), Row((5, 6), 2))
    assert modded.buildings["bishopric"].rows == (Row((1, 2), 2), Row((3, 4), 2), Row((5, 6), 2))
    assert modded.cathedral[2] == (1, 1, 1, 2, 2, 3)


def test_a_row_whose_places_disagree_is_located_on_the_map(tmp_path: Path) -> None:
    (said,) = [str(p) for p in _problems(_mod_map(tmp_path, [("Bishopric 3,4 place 2", "values", "3")]))]
    assert said.startswith("maps/troyes.tmx:")
    assert "object 'Bishopric 3,4 place 2'" in said and "row 1 must show the same die values (3,4)" in said


def _problems(root: Path) -> list[object]:
    with pytest.raises(DataError) as caught:
        load_troyes_data(root)
    return list(caught.value.problems)


# --- broken files -------------------------------------------------------------------------


@pytest.fixture
def mod(tmp_path: Path) -> Path:
    shutil.copytree(DATA, tmp_path / "data" / "troyes", ignore=shutil.ignore_patterns("schema"))
    return tmp_path


def edit(root: Path, name: str, anchor: str, old: str, new: str) -> tuple[int, int]:
    """Replace the first ``old`` after the unique ``anchor``; its (line, column)."""
    file = root / "data" / "troyes" / name
    text = file.read_text(encoding="utf-8")
    assert text.count(anchor) == 1, anchor
    start = text.index(old, text.index(anchor))
    file.write_text(text[:start] + new + text[start + len(old) :], encoding="utf-8")
    return text.count("\n", 0, start) + 1, start - (text.rfind("\n", 0, start) + 1) + 1


def messages(root: Path) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_troyes_data(root)
    return [str(problem) for problem in caught.value.problems]


def test_an_unknown_effect_kind_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "activities.yaml", "id: miller", "effect: exchange", "effect: exchnage")
    (said,) = messages(mod)
    assert said.startswith(f"data/troyes/activities.yaml:{line}:{col + 8}: cards.19.effect: ")
    assert "did you mean 'exchange'?" in said


def test_an_unknown_building_in_a_forbid_list_is_located_with_a_close_match(mod: Path) -> None:
    line, col = edit(mod, "activities.yaml", "id: priest", "forbid: [city_hall]", "forbid: [cityhall]")
    (said,) = messages(mod)
    assert said.startswith(f"data/troyes/activities.yaml:{line}:{col + 9}: cards.12.params.forbid.0: ")
    assert "did you mean 'city_hall'?" in said


def test_a_param_missing_for_an_effect_kind_is_named(mod: Path) -> None:
    line, _ = edit(mod, "activities.yaml", "id: mercenary", "{min_roll: 3, influence: 1}", "{influence: 1}")
    (said,) = messages(mod)
    assert said.startswith(f"data/troyes/activities.yaml:{line}:")
    assert "cards.1.params.min_roll: " in said and "'min_roll'" in said


def test_an_unknown_param_is_named_with_a_close_match(mod: Path) -> None:
    edit(mod, "events.yaml", "id: heresy", "{amount: 2}", "{amont: 2}")
    said = messages(mod)
    assert any("cards.6.params.amont: " in s and "'amount'" in s for s in said), said


def test_a_delayed_flag_that_does_not_fit_the_kind(mod: Path) -> None:
    line, col = edit(mod, "activities.yaml", "id: archer", "delayed: false", "delayed: true")
    (said,) = messages(mod)
    assert said.startswith(f"data/troyes/activities.yaml:{line}:{col + 9}: cards.0.delayed: ")


def test_unverified_without_a_reason(mod: Path) -> None:
    edit(
        mod,
        "events.yaml",
        "id: drought",
        "    reason: Numbers 4 3 1 read as /4, VP 3/1 (A-02); banners lost (default 4).\n",
        "",
    )
    (said,) = messages(mod)
    assert "cards.9.verified: an unverified value needs a reason" in said


def test_a_setup_place_not_on_the_map(mod: Path) -> None:
    line, _ = edit(mod, "rules.yaml", "{building: palace, row: 3, place: 0}", "row: 3", "row: 7")
    (said,) = messages(mod)
    assert said.startswith(f"data/troyes/rules.yaml:{line}:")
    assert "the map has no place 0 in row 7 of the building 'palace'" in said


def test_problems_are_said_in_french(mod: Path) -> None:
    edit(mod, "activities.yaml", "id: archer", "delayed: false", "delayed: true")
    with pytest.raises(DataError) as caught:
        load_troyes_data(mod)
    with using("fr"):
        assert "ne va pas avec delayed" in caught.value.problems[0].message


# --- what a mod may not hold, though each part of it reads (issue 26) --------------------


def test_a_price_for_every_size_of_group(mod: Path) -> None:
    """§4.1: a group of 1 to group_max dice; each bought die costs the price of its size."""
    line, col = edit(mod, "rules.yaml", "numbers:", "die_prices: [2, 4, 6]", "die_prices: [2]")
    assert messages(mod) == [
        f"data/troyes/rules.yaml:{line}:{col + 12}: numbers.die_prices: gives 1 price, but a group may hold "
        "up to 3 dice (group_max): give a price for each size of group"
    ]
    edit(mod, "rules.yaml", "numbers:", "group_max: 3", "group_max: 1")
    assert validate(mod) == []


def test_every_seat_is_dealt_its_characters(mod: Path) -> None:
    """§2.1 step 3, §2.3: one character each with 3 and 4 players, two each with 2: one
    character card cannot serve a game of 2, 3 or 4 families."""
    file = mod / "data" / "troyes" / "characters.yaml"
    text = file.read_text(encoding="utf-8")
    file.write_text(text[: text.index("  - id: urbain_iv")], encoding="utf-8")
    rules = (mod / "data" / "troyes" / "rules.yaml").read_text(encoding="utf-8").splitlines()
    lines = [i + 1 for i, row in enumerate(rules) if "characters_each:" in row]
    assert messages(mod) == [
        f"data/troyes/rules.yaml:{lines[0]}:22: setups.0.characters_each: "
        "2 families dealt 2 each need 4 characters; characters.yaml holds only 1",
        f"data/troyes/rules.yaml:{lines[1]}:22: setups.1.characters_each: "
        "3 families dealt 1 each need 3 characters; characters.yaml holds only 1",
        f"data/troyes/rules.yaml:{lines[2]}:22: setups.2.characters_each: "
        "4 families dealt 1 each need 4 characters; characters.yaml holds only 1",
    ]


def _edited_map(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    """A mod whose map has ``old`` replaced by ``new`` (once); the line of the change."""
    (tmp_path / "maps").mkdir()
    text = (ROOT / "maps" / "troyes.tmx").read_text(encoding="utf-8")
    assert old in text, old
    (tmp_path / "maps" / "troyes.tmx").write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path, text.count("\n", 0, text.index(old)) + 1


def _with_attribute(tmp_path: Path, needle: str, **values: str) -> tuple[Path, int]:
    """A mod whose map has the attributes of the element whose start tag holds ``needle``
    set to ``values``; the line of that element."""
    text = (ROOT / "maps" / "troyes.tmx").read_text(encoding="utf-8")
    start = text.rfind("<", 0, text.index(needle) + 1)
    end = text.index(">", start)
    tag = text[start:end]
    for attribute, value in values.items():
        tag = re.sub(rf' {attribute}="[^"]*"', f' {attribute}="{value}"', tag, count=1)
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "troyes.tmx").write_text(text[:start] + tag + text[end:], encoding="utf-8")
    return tmp_path, text.count("\n", 0, start) + 1


def test_a_map_of_another_game_is_refused(tmp_path: Path) -> None:
    root, _ = _edited_map(tmp_path, '<property name="game" value="troyes"/>', '<property name="game" value="fief"/>')
    assert [str(p) for p in validate(root)] == [
        "maps/troyes.tmx:2:1: map.game: the map says it is a map of 'fief', not of 'troyes'"
    ]


def test_an_object_of_an_unknown_class_is_refused_not_dropped(tmp_path: Path) -> None:
    """The Influence track's step 1 (§1.2) is not passed over: its misspelt class is named,
    and the track's missing step with it."""
    root, line = _with_attribute(tmp_path, 'name="Influence 1"', type="troyes_trak")
    assert [str(p) for p in validate(root)] == [
        f"maps/troyes.tmx:{line}:3: object 'Influence 1' (id 2): "
        "the class 'troyes_trak' is not one the game reads; did you mean 'troyes_track'?",
        "maps/troyes.tmx:2:1: the board has no 'influence:1' (an object of the map)",
    ]


def test_the_track_has_a_step_for_every_influence_a_family_may_hold(mod: Path) -> None:
    """§1.2: Influence 0 to influence_max; a mod that raises it draws the steps."""
    edit(mod, "rules.yaml", "numbers:", "influence_max: 20", "influence_max: 22")
    game_map = (ROOT / "maps" / "troyes.tmx").as_posix()  # the game's own: the mod has none
    assert [str(p) for p in validate(mod)] == [
        f"{game_map}:2:1: the board has no 'influence:21' (an object of the map)",
        f"{game_map}:2:1: the board has no 'influence:22' (an object of the map)",
    ]


def test_an_object_id_used_twice_is_refused(tmp_path: Path) -> None:
    root, line = _edited_map(tmp_path, 'object id="2"', 'object id="1"')
    said = [str(p) for p in validate(root)]
    assert said[0] == (
        f"maps/troyes.tmx:{line}:3: object 'Influence 1' (id 1): the object id 1 is used twice "
        f"(first at line {line - 5}); Tiled gives each object its own"
    )


@pytest.mark.parametrize("value", ["nan", "inf", "1e400"])
def test_a_coordinate_that_is_no_number_is_refused(tmp_path: Path, value: str) -> None:
    root, line = _with_attribute(tmp_path, 'name="Influence 0"', x=value)
    assert [str(p) for p in validate(root)] == [
        f"maps/troyes.tmx:{line}:3: object 'Influence 0' (id 1).x: "
        "must be a finite number, as Tiled writes them (120, 37.5)"
    ]


def test_a_map_of_a_billion_tiles_is_refused(tmp_path: Path) -> None:
    root, _ = _with_attribute(tmp_path, "<map ", width="1000000000", height="1000000000")
    assert [str(p) for p in validate(root)] == [
        "maps/troyes.tmx:2:1: map: the map is 32,000,000,000 x 32,000,000,000 pixels; "
        "a map has at most 8,192 pixels a side"
    ]


def test_a_parchment_that_is_not_a_png_is_refused(tmp_path: Path) -> None:
    root, line = _edited_map(tmp_path, "<image ", "<image ")  # the map as it is, beside its picture
    (root / "maps" / "troyes-parchment.png").write_bytes(b"GIF89a: a picture of another kind")
    assert [str(p) for p in validate(root)] == [
        f"maps/troyes.tmx:{line}:3: layer 'parchment'.image.source: the image 'troyes-parchment.png' "
        "cannot be drawn: it is not a PNG file"
    ]


@pytest.mark.parametrize(
    ("old", "new", "field", "said"),
    [
        (
            'name="district" type="int" value="1"',
            'name="district" type="int" value="9"',
            "district",
            "must be 1 to 5, not 9",
        ),
        ('name="step" type="int" value="0"', 'name="step" type="int" value="-1"', "step", "must be 0 to 100, not -1"),
    ],
)
def test_a_number_the_board_has_no_place_for_is_refused(
    tmp_path: Path, old: str, new: str, field: str, said: str
) -> None:
    root, _ = _edited_map(tmp_path, old, new)
    found = [str(p) for p in validate(root)]
    assert any(f".{field}: {said}" in p for p in found), found


def test_an_area_drawn_with_no_size_is_refused(tmp_path: Path) -> None:
    root, line = _with_attribute(tmp_path, 'name="Influence 0"', width="0")
    assert [str(p) for p in validate(root)] == [
        f"maps/troyes.tmx:{line}:3: object 'Influence 0' (id 1): "
        "the 'influence:0' must be a rectangle with a width and a height: the board draws in it",
        "maps/troyes.tmx:2:1: the board has no 'influence:0' (an object of the map)",
    ]


def test_the_board_keeps_the_picture_its_map_names(data: TroyesData, tmp_path: Path) -> None:
    """The client draws the picture the map reader checked, never another file."""
    game_picture = str((ROOT / "maps" / "troyes-parchment.png").resolve())
    assert data.board.picture == game_picture and data.board.pictures == (game_picture,)
    root, _ = _edited_map(tmp_path, "<image ", "<image ")
    (root / "maps" / "troyes-parchment.png").write_bytes(png(192, 128))
    modded = load_troyes_data(root).board
    assert modded.picture == str((root / "maps" / "troyes-parchment.png").resolve())


def test_a_picture_its_map_does_not_name_is_refused(tmp_path: Path) -> None:
    """Without the mod's own map the game's map names the game's picture: the mod's would
    be ignored without a word (as a misspelt data file would)."""
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "troyes-parchment.png").write_bytes(png())
    assert [str(p) for p in validate(tmp_path)] == [
        "maps/troyes-parchment.png: Troyes does not draw this picture: its map troyes.tmx does not name it"
    ]


# --- mods ---------------------------------------------------------------------------------


def test_a_mod_overrides_one_file(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "troyes"
    folder.mkdir(parents=True)
    text = (DATA / "events.yaml").read_text(encoding="utf-8")
    anchor = text.index("id: war")
    start = text.index("banners: 4", anchor)
    (folder / "events.yaml").write_text(text[:start] + "banners: 3" + text[start + 10 :], encoding="utf-8")
    modded = load_troyes_data(tmp_path)
    assert modded.events["war"].banners == 3
    assert modded.activities["merchant"].hire_cost == 4  # the rest is the game's
    assert modded.mod is not None
    assert validate(tmp_path) == []


def test_a_misspelt_file_in_a_mod_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "troyes"
    folder.mkdir(parents=True)
    shutil.copy(DATA / "solo.yaml", folder / "solos.yaml")
    said = [str(p) for p in validate(tmp_path)]
    assert len(said) == 1 and said[0].startswith("data/troyes/solos.yaml")


def test_the_game_data_validates() -> None:
    assert validate() == []


# --- schemas -------------------------------------------------------------------------------


def test_committed_schemas_are_up_to_date() -> None:
    assert export_tool().stale_schemas(DATA / "schema", "troyes") == [], "run: python tools/export_schema.py"


def test_every_data_file_names_its_schema() -> None:
    for name in FILE_MODELS:
        first = (DATA / f"{name}.yaml").read_text(encoding="utf-8").splitlines()[0]
        assert first == f"# yaml-language-server: $schema=schema/{name}.schema.json"
        assert (DATA / "schema" / f"{name}.schema.json").is_file()


def test_the_map_tool_is_deterministic_and_matches_the_committed_map(tmp_path: Path) -> None:
    module = tool("make_troyes_map")
    layers = module.board()
    module.check(layers)
    assert module.build_tmx(layers) == (ROOT / "maps" / "troyes.tmx").read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_tiled_exports_the_map_with_the_projects_classes() -> None:
    """CI's Tiled export check (tools/check_tiled_export.sh) covers the Troyes map."""
    done = subprocess.run(
        ["bash", str(ROOT / "tools" / "check_tiled_export.sh"), "maps/troyes.tmx"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "maps/troyes.tmx exported by Tiled: track 21, buildings 6, places 18, cathedral 19" in done.stdout
