"""YAML loading with positions, and pydantic errors turned into located problems."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from game.core import yamlload
from game.core.errors import DataError
from game.core.yamlload import (
    did_you_mean,
    dotted,
    load_model,
    load_yaml,
    parse_yaml,
    unknown_id_message,
    validate_model,
)


class Item(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: StrictStr
    count: StrictInt = Field(ge=1)
    kind: Literal["fortune", "disaster"] = "fortune"


class Deck(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    title: StrictStr
    items: tuple[Item, ...]


GOOD = """\
title: Test deck
items:
  - name: Harvest
    count: 5
  - name: Rain
    count: 4
    kind: disaster
"""


def problems_of(text: str, model: type[BaseModel] = Deck) -> list[str]:
    with pytest.raises(DataError) as caught:
        validate_model(parse_yaml(text, "deck.yaml"), model)
    return [str(p) for p in caught.value.problems]


def syntax_problems(text: str) -> list[str]:
    with pytest.raises(DataError) as caught:
        parse_yaml(text, "deck.yaml")
    return [str(p) for p in caught.value.problems]


# --- positions ----------------------------------------------------------------


def test_positions_of_values_items_and_keys_are_one_based() -> None:
    document = parse_yaml(GOOD, "deck.yaml")
    assert document.positions[()] == (1, 1)
    assert document.positions[("title",)] == (1, 8)
    assert document.positions[("items",)] == (3, 3)
    assert document.positions[("items", 0)] == (3, 5)
    assert document.positions[("items", 0, "count")] == (4, 12)
    assert document.positions[("items", 1, "kind")] == (7, 11)
    assert document.key_positions[("items", 1, "kind")] == (7, 5)


def test_positions_inside_flow_collections() -> None:
    document = parse_yaml("items: [{name: A, count: 1}, {name: B, count: 2}]\n", "deck.yaml")
    assert document.positions[("items", 1)] == (1, 30)
    assert document.positions[("items", 1, "count")] == (1, 47)


def test_merge_keys_are_resolved_and_positioned() -> None:
    text = "base: &b {count: 2}\nitem:\n  <<: *b\n  name: X\n"
    document = parse_yaml(text, "deck.yaml")
    assert document.data["item"] == {"count": 2, "name": "X"}
    assert document.positions[("item", "count")] == (1, 18)


def test_locate_falls_back_to_the_deepest_written_ancestor() -> None:
    document = parse_yaml(GOOD, "deck.yaml")
    assert document.locate(("items", 0, "kind")) == (3, 5)
    assert document.locate(("items", 7, "name")) == (3, 3)  # the list itself
    assert document.locate(("items", 1, "kind"), key=True) == (7, 5)


def test_problem_helper_names_file_line_column_and_dotted_field() -> None:
    document = parse_yaml(GOOD, "deck.yaml")
    problem = document.problem(("items", 1, "count"), "too many")
    assert str(problem) == "deck.yaml:6:12: items.1.count: too many"


def test_dotted() -> None:
    assert dotted(("cards", 2, "count")) == "cards.2.count"
    assert dotted(()) == ""


# --- YAML syntax ---------------------------------------------------------------


def test_syntax_error_gives_the_parser_line_and_column() -> None:
    text = "title: Test\nitems:\n  - name: [Harvest\n    count: 5\n"
    assert syntax_problems(text) == [
        "deck.yaml:4:10: YAML syntax error: expected ',' or ']', but got ':' "
        "(while parsing a flow sequence that starts at line 3)"
    ]


def test_tab_indentation_is_explained() -> None:
    (problem,) = syntax_problems("title:\n\tname: x\n")
    assert problem.startswith("deck.yaml:2:1: YAML syntax error: found character '\\t'")
    assert problem.endswith("indent with spaces, YAML does not allow tabs there")


def test_unsafe_tags_are_refused() -> None:
    (problem,) = syntax_problems("title: !!python/object/apply:os.system [ls]\n")
    assert problem.startswith("deck.yaml:1:8: YAML error: could not determine a constructor")


def test_duplicate_keys_are_errors() -> None:
    assert syntax_problems("title: A\nitems: []\ntitle: B\n") == [
        "deck.yaml:3:1: title: the key 'title' is written twice in this mapping (first at line 1)"
    ]


def test_two_documents_in_one_file_are_refused() -> None:
    (problem,) = syntax_problems("title: A\n---\ntitle: B\n")
    assert problem.startswith("deck.yaml:2:1: YAML syntax error: but found another document")


# --- validation against a model --------------------------------------------------


def test_valid_data_gives_the_model() -> None:
    deck = validate_model(parse_yaml(GOOD, "deck.yaml"), Deck)
    assert deck.items[1] == Item(name="Rain", count=4, kind="disaster")


def test_wrong_type_is_located_at_the_value() -> None:
    assert problems_of(GOOD.replace("count: 4", "count: four")) == [
        "deck.yaml:6:12: items.1.count: expected a whole number, got 'four'"
    ]


def test_strings_are_not_silently_turned_into_numbers() -> None:
    assert problems_of(GOOD.replace("count: 4", 'count: "4"')) == [
        "deck.yaml:6:12: items.1.count: expected a whole number, got '4'"
    ]


def test_unknown_key_suggests_the_closest_field_and_points_at_the_key() -> None:
    text = GOOD.replace("    kind: disaster", "    knid: disaster")
    assert problems_of(text) == ["deck.yaml:7:5: items.1.knid: unknown field 'knid'; did you mean 'kind'?"]


def test_unknown_key_without_a_close_match_lists_the_fields() -> None:
    text = GOOD.replace("    kind: disaster", "    zzz: 1")
    assert problems_of(text) == ["deck.yaml:7:5: items.1.zzz: unknown field 'zzz'; allowed fields: name, count, kind"]


def test_missing_field_is_located_at_its_mapping() -> None:
    text = GOOD.replace("    count: 5\n", "")
    assert problems_of(text) == ["deck.yaml:3:5: items.0.count: the required field 'count' is missing"]


def test_literal_typo_suggests_the_closest_choice() -> None:
    assert problems_of(GOOD.replace("kind: disaster", "kind: disastr")) == [
        "deck.yaml:7:11: items.1.kind: 'disastr' is not one of 'fortune', 'disaster'; did you mean 'disaster'?"
    ]


def test_constraint_messages() -> None:
    assert problems_of(GOOD.replace("count: 4", "count: 0")) == [
        "deck.yaml:6:12: items.1.count: must be at least 1, got 0"
    ]


def test_every_problem_is_reported_in_file_order() -> None:
    text = GOOD.replace("count: 4", "count: x").replace("title: Test deck", "title: [1]").replace("count: 5", "cout: 5")
    assert problems_of(text) == [
        "deck.yaml:1:8: title: expected text, got a list",
        "deck.yaml:3:5: items.0.count: the required field 'count' is missing",
        "deck.yaml:4:5: items.0.cout: unknown field 'cout'; did you mean 'count'?",
        "deck.yaml:6:12: items.1.count: expected a whole number, got 'x'",
    ]


def test_a_file_that_is_not_a_mapping() -> None:
    assert problems_of("- a\n- b\n") == [
        "deck.yaml:1:1: expected a mapping of fields at the top of the file, got a list"
    ]


@pytest.mark.parametrize("text", ["", "# only a comment\n", "\n\n   \n"])
def test_an_empty_or_comment_only_file_is_placed_at_its_first_line(text: str) -> None:
    assert problems_of(text) == [
        "deck.yaml:1:1: the file holds no data (it is empty or only comments); expected a mapping of fields"
    ]


def test_a_null_document_is_named_as_such() -> None:
    assert problems_of("~\n") == [
        "deck.yaml:1:1: expected a mapping of fields at the top of the file, got nothing (null)"
    ]


def test_error_text_lists_one_problem_per_line() -> None:
    with pytest.raises(DataError) as caught:
        validate_model(parse_yaml(GOOD.replace("count: 5", "count: a").replace("count: 4", "count: b"), "d.yaml"), Deck)
    assert str(caught.value).splitlines() == [
        "d.yaml:4:12: items.0.count: expected a whole number, got 'a'",
        "d.yaml:6:12: items.1.count: expected a whole number, got 'b'",
    ]


# --- files -------------------------------------------------------------------


def test_load_model_reads_a_file_and_names_it_as_asked(tmp_path: Path) -> None:
    file = tmp_path / "deck.yaml"
    file.write_text(GOOD.replace("count: 4", "count: -1"), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_model(file, Deck, "data/deck.yaml")
    assert [str(p) for p in caught.value.problems] == ["data/deck.yaml:6:12: items.1.count: must be at least 1, got -1"]


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DataError) as caught:
        load_yaml(tmp_path / "nothing.yaml", "data/nothing.yaml")
    assert str(caught.value) == "data/nothing.yaml: file not found"


def test_file_that_is_not_utf8(tmp_path: Path) -> None:
    file = tmp_path / "latin.yaml"
    file.write_bytes("name: \xc9ric\n".encode("latin-1"))
    with pytest.raises(DataError) as caught:
        load_yaml(file, "latin.yaml")
    assert (
        str(caught.value)
        == "latin.yaml:1:7: the file is not UTF-8 text: byte 0xC9 cannot be read; save the file as UTF-8"
    )


def test_a_byte_that_is_not_utf8_is_placed_by_line_and_column(tmp_path: Path) -> None:
    file = tmp_path / "names.yaml"
    file.write_bytes(b"title: Deck\nitems:\n  - name: Guen\xc3\xa8vre \xff\n")
    with pytest.raises(DataError) as caught:
        load_yaml(file, "names.yaml")
    assert str(caught.value).startswith("names.yaml:3:20: the file is not UTF-8 text: byte 0xFF")


def test_a_file_too_large_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    file = tmp_path / "huge.yaml"
    file.write_bytes(b"title: x\n" + b"#" * (yamlload.MAX_CHARS + 10))
    with pytest.raises(DataError) as caught:
        load_yaml(file, "huge.yaml")
    assert str(caught.value) == (
        f"huge.yaml:1:1: the file is larger than {yamlload.MAX_CHARS} bytes, far more than a data file needs"
    )


def test_a_folder_where_the_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "deck.yaml").mkdir()
    with pytest.raises(DataError) as caught:
        load_yaml(tmp_path / "deck.yaml", "deck.yaml")
    assert str(caught.value) == "deck.yaml: a folder where a file should be"


def test_accents_survive(tmp_path: Path) -> None:
    file = tmp_path / "names.yaml"
    file.write_text("name: Guenièvre\n", encoding="utf-8")
    assert load_yaml(file).data == {"name": "Guenièvre"}


# --- "did you mean" ------------------------------------------------------------------


def test_did_you_mean() -> None:
    assert did_you_mean("cout", ["count", "kind"]) == "; did you mean 'count'?"
    assert did_you_mean("xyz", ["count", "kind"]) == ""


def test_unknown_id_message() -> None:
    assert unknown_id_message("card", "famin", ["famine", "plague"]) == "unknown card 'famin'; did you mean 'famine'?"
    assert (
        unknown_id_message("card", "zz", ["plague", "famine"]) == "unknown card 'zz'; expected one of: famine, plague"
    )
    assert unknown_id_message("card", "zz", []) == "unknown card 'zz'; there are none to choose from"


# --- damaged files: a located problem, never a traceback, never a blow-up ---------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("title: a\x00b\n", "deck.yaml:1:9: the file holds a NUL byte (U+0000), which YAML does not allow; remove it"),
        (
            "title: x\nitems:\n  - name: a\x07\n",
            "deck.yaml:3:12: the file holds the control character U+0007, which YAML does not allow; remove it",
        ),
        ("title: \ufffe\n", "deck.yaml:1:8: the file holds the character U+FFFE, which YAML does not allow; remove it"),
    ],
)
def test_characters_yaml_forbids_are_placed(text: str, expected: str) -> None:
    assert syntax_problems(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "items: " + "[" * 5000 + "]" * 5000 + "\n",
        "items: " + "{a: " * 5000 + "1" + "}" * 5000 + "\n",
        "- " * 5000 + "x\n",
    ],
    ids=["flow-lists", "flow-mappings", "block-lists"],
)
def test_deep_nesting_is_refused_where_it_passes_the_bound(text: str) -> None:
    (problem,) = syntax_problems(text)
    assert problem.startswith("deck.yaml:1:")
    assert problem.endswith(f"lists and mappings are nested more than {yamlload.MAX_DEPTH} deep here")


def test_nesting_up_to_the_bound_is_read() -> None:
    depth = yamlload.MAX_DEPTH - 1
    document = parse_yaml("x: " + "[" * (depth - 1) + "1" + "]" * (depth - 1) + "\n", "deck.yaml")
    value = document.data["x"]
    for _ in range(depth - 2):
        value = value[0]
    assert value == [1]


def test_a_five_thousand_digit_number_is_refused() -> None:
    assert syntax_problems("title: x\nitems:\n  - count: " + "9" * 5000 + "\n") == [
        f"deck.yaml:3:12: a number of 5000 characters; numbers here have at most {yamlload.MAX_NUMBER_CHARS}"
    ]


def test_a_long_float_and_a_key_that_is_a_long_number_are_refused() -> None:
    (problem,) = syntax_problems("x: " + "1" * 100 + ".5\n")
    assert problem.startswith("deck.yaml:1:4: a number of 102 characters")
    (problem,) = syntax_problems("? " + "1" * 100 + "\n: x\n")
    assert problem.startswith("deck.yaml:1:3: a number of 100 characters")


def test_billion_laughs_are_refused_at_once() -> None:
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 10)]
    (problem,) = syntax_problems("\n".join(lines) + "\n")
    assert problem.endswith(
        f"the anchors and aliases here expand to more than {yamlload.MAX_ALIAS_VALUES} values; write the data out"
    )
    # a1..a4 repeat 10 * 11, 10 * 111, 10 * 1111 and 10 * 11111 values: 123,440 in all,
    # the first sum past the bound, at a4
    assert problem.startswith("deck.yaml:5:5:")


def test_a_plain_list_of_a_hundred_thousand_items_is_no_alias_bomb() -> None:
    """Items written out are bounded by the file's size, not counted as aliases: the
    list is read whole, and its model (not the reader) says whether it is too long."""
    document = parse_yaml("title: T\nitems:\n" + "  - 7\n" * 100_000, "deck.yaml")
    assert document.data["items"] == [7] * 100_000
    assert document.locate(("items", 99_999)) == (100_002, 5)


def test_one_alias_repeating_a_long_list_adds_its_values() -> None:
    long = "a: &a [" + ", ".join(["1"] * 60_000) + "]\n"
    parse_yaml(long + "b: *a\n", "deck.yaml")  # 60,001 values added: within the bound
    (problem,) = syntax_problems(long + "b: *a\nc: *a\n")  # 120,002: past it
    assert problem == (
        "deck.yaml:1:1: the anchors and aliases here expand to more than "
        f"{yamlload.MAX_ALIAS_VALUES} values; write the data out"
    )


def test_a_chain_of_aliases_nesting_too_deep_is_refused() -> None:
    lines = ["a0: &a0 [1]"] + [f"a{i}: &a{i} [*a{i - 1}]" for i in range(1, 200)]
    (problem,) = syntax_problems("\n".join(lines) + "\n")
    assert problem.endswith(f"the aliases here nest lists and mappings more than {yamlload.MAX_DEPTH} deep")


def test_an_alias_inside_its_own_anchor_is_refused() -> None:
    assert syntax_problems("title: &t [a, *t]\n") == [
        "deck.yaml:1:8: an alias here refers to a value that contains it, which never ends"
    ]


def test_reasonable_anchors_and_aliases_still_work() -> None:
    text = "title: T\nitems:\n  - &h {name: Harvest, count: 2}\n  - *h\n"
    deck = validate_model(parse_yaml(text, "deck.yaml"), Deck)
    assert [item.name for item in deck.items] == ["Harvest", "Harvest"]


def test_a_flood_of_errors_is_cut_short_with_a_count() -> None:
    text = "title: T\nitems:\n" + "".join(f"  - {{name: n{i}, count: x}}\n" for i in range(300))
    problems = problems_of(text)
    assert len(problems) == yamlload.MAX_PROBLEMS + 1
    assert problems[-1].endswith(f"and {300 - yamlload.MAX_PROBLEMS} more problem(s) after these")


# --- the cache of checked files ---------------------------------------------------------


def test_a_checked_file_is_kept_until_it_changes(tmp_path: Path) -> None:
    import os

    from game.core import tiled
    from game.core.yamlload import load_model_cached

    file = tmp_path / "deck.yaml"
    file.write_text(GOOD, encoding="utf-8")
    first = load_model_cached(file, Deck, "deck.yaml")
    assert load_model_cached(file, Deck, "deck.yaml") is first
    assert load_model_cached(file, Deck, "other.yaml") is not first  # named otherwise
    file.write_text(GOOD.replace("count: 5", "count: 6"), encoding="utf-8")
    os.utime(file, ns=(1_000_000_000, 1_000_000_000))
    assert load_model_cached(file, Deck, "deck.yaml")[0].items[0].count == 6
    again = load_model_cached(file, Deck, "deck.yaml")
    tiled.clear_cache()  # a cold load, as the benchmark times it
    assert load_model_cached(file, Deck, "deck.yaml") is not again
    file.write_text(GOOD.replace("count: 5", "count: x"), encoding="utf-8")
    with pytest.raises(DataError):
        load_model_cached(file, Deck, "deck.yaml")


def test_a_list_whose_only_item_is_broken_is_not_also_called_too_short() -> None:
    """pydantic counts only the good items of a list against its least length; a list
    of one broken item gets the item's problems, not a "needs at least 1, got 0" too."""
    from typing import Annotated

    from pydantic import BaseModel, ConfigDict

    from game.core.errors import DataError
    from game.core.yamlload import parse_yaml, validate_model

    class Item(BaseModel):
        model_config = ConfigDict(extra="forbid")
        name: str

    class File(BaseModel):
        model_config = ConfigDict(extra="forbid")
        items: Annotated[tuple[Item, ...], Field(min_length=1)]

    doc = parse_yaml("items:\n  - nom: x\n", "f.yaml")
    try:
        validate_model(doc, File)
    except DataError as exc:
        said = [str(p) for p in exc.problems]
    assert len(said) == 2 and not any("needs at least" in s for s in said), said
    assert any("the required field 'name' is missing" in s for s in said)
    empty = parse_yaml("items: []\n", "f.yaml")
    try:
        validate_model(empty, File)
    except DataError as exc:
        assert any("needs at least 1 item" in str(p) for p in exc.problems)  # an empty list still is
