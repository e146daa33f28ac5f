"""Feudality's Fiefdom Management sides (maps/feudality/*.tmx): the twelve shipped sides
meet every constraint of the rulebook ("Fiefdom Management Cards"; rule inventory §1.2,
§10, FE-A07, FE-A33), they differ, the generator writes them, and a side broken in any
way gives a located problem (file, line, square) in words, never a traceback."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from game.core import tiled
from game.core.catalogue_check import catalogue_path, read_catalogue, used_ids
from game.core.errors import DataError, Problem
from game.core.i18n import package_locale_dir, using
from game.games.feudality.rules import sides as sides_module
from game.games.feudality.rules.sides import (
    PAWN_ONLY_COUNT,
    PLAYABLE_COUNT,
    Side,
    load_sides,
    load_sides_or_raise,
    river_parts,
    square_name,
    square_place,
)
from tests.schemas import tool

ROOT = Path(__file__).resolve().parents[3]
MAPS = ROOT / "maps" / "feudality"
PROJECT = ROOT / "maps" / tiled.PROJECT_NAME
DESIGN = "Seneschal's own; the printed layouts were lost"
#: the side the broken copies start from: card 2, side A, "Stonehill":
#:   .~.....   row 1     river b1 b2 b3 b4 c4 c5 c6 c7; double hill e3
#:   .~.hh..   row 2     hills d2 e2 e4 f4 f6
#:   .~..H..   row 3
#:   .~~.hh.   row 4
#:   ..~....   row 5
#:   ..~..h.   row 6
#:   ..~....   row 7
BROKEN_FROM = "side-03.tmx"


@pytest.fixture(scope="module")
def shipped() -> list[Side]:
    sides, problems = load_sides(MAPS, PROJECT)
    assert problems == []
    return sides


# --------------------------------------------------------------------------------------
# The shipped sides
# --------------------------------------------------------------------------------------


def test_the_twelve_shipped_sides_load_with_no_problem(shipped: list[Side]) -> None:
    assert [side.id for side in shipped] == [f"side-{n:02d}" for n in range(1, 13)]
    assert sorted((side.card, side.face) for side in shipped) == [(c, f) for c in range(1, 7) for f in "AB"]
    assert load_sides()[1] == []  # the game's own folder and project by default
    assert load_sides_or_raise() == load_sides()[0]


@pytest.mark.parametrize("index", range(12))
def test_each_shipped_side_meets_every_constraint_of_the_rulebook(shipped: list[Side], index: int) -> None:
    side = shipped[index]
    squares = list(side.squares())
    # 8 x 8 exactly, each square once, in its place
    assert len(side.grid) == 8 and all(len(row) == 8 for row in side.grid)
    assert [(s.row, s.column) for s in squares] == [(r, c) for r in range(8) for c in range(8)]
    assert sorted(s.name for s in squares) == sorted(f"{c}{r}" for c in "abcdefgh" for r in range(1, 9))
    # 49 playable squares, 15 pawn-only ones: the bottom row and the right column
    terrains = Counter(s.terrain for s in squares)
    assert terrains == {"playable": 49, "pawn_only": 15} == {"playable": PLAYABLE_COUNT, "pawn_only": PAWN_ONLY_COUNT}
    assert {s.name for s in squares if not s.playable} == {f"h{r}" for r in range(1, 9)} | {f"{c}8" for c in "abcdefg"}
    # nothing on a pawn-only square
    assert not any(s.river or s.hill for s in squares if not s.playable)
    # some hills and exactly one double hill
    hills = Counter(s.hill for s in squares)
    assert hills[2] == 1
    assert 3 <= hills[1] <= 6
    # one river, every square of it joined side to side (counted here on its own)
    river = {(s.row, s.column) for s in squares if s.river}
    assert river
    joined, todo = {min(river)}, [min(river)]
    while todo:
        r, c = todo.pop()
        for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if near in river and near not in joined:
                joined.add(near)
                todo.append(near)
    assert joined == river
    assert len(river_parts(sorted(river))) == 1
    # room for the Keep: 2 x 2 playable squares, 36 places on a 7 x 7 block; one of
    # them off the river (the rulebook's advice) and one off it over a hill (the bonus)
    assert len(side.keep_spots()) == 36
    blocks = [[side.grid[r + dr][c + dc] for dr in (0, 1) for dc in (0, 1)] for r, c in map(_place, side.keep_spots())]
    assert any(not any(s.river for s in block) for block in blocks)
    assert any(any(s.hill for s in block) and not any(s.river for s in block) for block in blocks)
    # our own design, said so; named in English and French
    assert side.design == DESIGN
    assert side.name.text("en") and side.name.text("fr") != side.name.text("en")


def _place(name: str) -> tuple[int, int]:
    place = square_place(name)
    assert place is not None
    return place


def test_the_sides_differ_in_their_hills_and_their_river(shipped: list[Side]) -> None:
    by_card: dict[int, list[Side]] = {}
    for side in shipped:
        by_card.setdefault(side.card, []).append(side)
    for card, faces in by_card.items():
        a, b = faces
        assert a.river != b.river, card
        assert dict(a.hills) != dict(b.hills), card
    assert len({side.river for side in shipped}) == 12
    assert len({tuple(sorted(side.hills.items())) for side in shipped}) == 12
    assert len({side.name.text("en") for side in shipped}) == 12


def test_every_map_says_the_layout_is_ours() -> None:
    for path in sorted(MAPS.glob("*.tmx")):
        tmx = tiled.read_map(path, PROJECT, tiled.Confinement.of(ROOT / "maps"))
        assert tmx.properties["design"].value == DESIGN
        assert tmx.properties["game"].value == "feudality"


def test_squares_are_named_by_column_then_row() -> None:
    assert square_name(0, 0) == "a1" and square_name(3, 2) == "c4" and square_name(7, 7) == "h8"
    assert square_place("c4") == (3, 2)
    assert [square_place(n) for n in ("i1", "a9", "a0", "c", "c44", "C4")] == [None] * 6


def _tool() -> ModuleType:
    module: ModuleType = tool("make_feudality_sides")
    return module


def test_the_generator_is_deterministic_and_matches_the_committed_maps() -> None:
    tool = _tool()
    tool.check(tool.DESIGNS)
    assert len(tool.DESIGNS) == 12
    for index, design in enumerate(tool.DESIGNS, start=1):
        assert tool.build_tmx(design) == (MAPS / tool.file_name(index)).read_text(encoding="utf-8")
    assert sorted(p.name for p in MAPS.glob("*.tmx")) == [tool.file_name(n) for n in range(1, 13)]


def test_the_generator_refuses_a_design_that_breaks_a_rule() -> None:
    tool = _tool()
    first = tool.DESIGNS[0]
    rows = list(first.rows)
    rows[3] = ".H..~H."  # two double hills
    with pytest.raises(SystemExit, match="one double hill"):
        tool.check((tool.Design(1, "A", "x", "x", tuple(rows)), *tool.DESIGNS[1:]))
    rows = list(first.rows)
    rows[2] = "..~.~.."  # the river cut at d3
    with pytest.raises(SystemExit, match="the river is cut"):
        tool.check((tool.Design(1, "A", "x", "x", tuple(rows)), *tool.DESIGNS[1:]))
    with pytest.raises(SystemExit, match="the same river"):
        tool.check((first, tool.Design(1, "B", "x", "x", first.rows), *tool.DESIGNS[2:]))


def test_the_generator_will_not_write_over_the_committed_maps_unasked() -> None:
    with pytest.raises(SystemExit):
        _tool().main(["--out", str(MAPS)])


@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_tiled_exports_a_side_with_the_projects_classes() -> None:
    """CI's Tiled export check (tools/check_tiled_export.sh) covers the sides."""
    done = subprocess.run(
        ["bash", str(ROOT / "tools" / "check_tiled_export.sh"), "maps/feudality/side-07.tmx"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "maps/feudality/side-07.tmx exported by Tiled: squares 64" in done.stdout
    assert "feudality_square (3 members)" in done.stdout
    script = (ROOT / "tools" / "check_tiled_export.sh").read_text(encoding="utf-8")
    assert "maps/feudality/*.tmx" in script  # every side, when run without a map


# --------------------------------------------------------------------------------------
# Broken copies
# --------------------------------------------------------------------------------------


def _copy(tmp_path: Path, text: str | None = None, name: str = "side-03.tmx") -> Path:
    folder = tmp_path / "sides"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(text if text is not None else (MAPS / BROKEN_FROM).read_text(encoding="utf-8"), encoding="utf-8")
    return path


def _original() -> str:
    return (MAPS / BROKEN_FROM).read_text(encoding="utf-8")


def _square_id(square: str) -> int:
    row, column = _place(square)
    return row * 8 + column + 1


def _line(text: str, square: str) -> int:
    return text[: text.index(f'name="{square}"')].count("\n") + 1


def _set(text: str, square: str, prop: str, new: str) -> str:
    """``text`` with the property ``prop`` of ``square`` written as ``new`` (XML)."""
    start = text.index(f'name="{square}"')
    end = text.index("</object>", start)
    block, count = re.subn(rf'<property name="{prop}"[^>]*/>', new, text[start:end])
    assert count == 1
    return text[:start] + block + text[end:]


def _load(tmp_path: Path, text: str) -> tuple[Path, list[Side], list[str]]:
    path = _copy(tmp_path, text)
    tiled.clear_cache()  # the same file again, maybe of the same size within the same tick
    sides, problems = load_sides(path.parent, PROJECT)
    assert all(isinstance(p, Problem) for p in problems)
    return path, sides, [str(p) for p in problems]


def _at(path: Path, text: str, square: str) -> str:
    """How a problem starts that is located at ``square``."""
    return f"{path}:{_line(text, square)}:3: object '{square}' (id {_square_id(square)})"


def test_the_unbroken_copy_loads(tmp_path: Path) -> None:
    _, sides, problems = _load(tmp_path, _original())
    assert problems == []
    assert sides[0].hills["e3"] == 2 and sides[0].river == {"b1", "b2", "b3", "b4", "c4", "c5", "c6", "c7"}


def test_a_second_double_hill_is_named_at_its_square(tmp_path: Path) -> None:
    text = _set(_original(), "f6", "hill", '<property name="hill" type="int" value="2"/>')
    path, sides, problems = _load(tmp_path, text)
    assert sides == []
    assert problems == [
        f"{_at(path, text, 'f6')}.hill: square f6 is a second double hill: a card has exactly one, "
        "and this side's is e3"
    ]


def test_no_double_hill_and_no_hill(tmp_path: Path) -> None:
    text = _original()
    for square in ("d2", "e2", "e4", "f4", "f6"):
        text = _set(text, square, "hill", '<property name="hill" type="int" value="0"/>')
    _, _, problems = _load(tmp_path, text)
    assert [p.split(": ", 1)[1] for p in problems] == [
        "map: the side has no hill besides the double hill: the rulebook gives every card some (squares whose hill is 1)"
    ]
    text = _set(text, "e3", "hill", '<property name="hill" type="int" value="0"/>')
    path, _, problems = _load(tmp_path, text)
    assert problems == [
        f"{path}:2:1: map: the side has no double hill: a card has exactly one (a square whose hill is 2)",
        f"{path}:2:1: map: the side has no hill besides the double hill: the rulebook gives every card some "
        "(squares whose hill is 1)",
    ]


def test_a_cut_river_is_named_at_the_part_cut_off(tmp_path: Path) -> None:
    text = _set(_original(), "b4", "river", '<property name="river" type="bool" value="false"/>')
    path, sides, problems = _load(tmp_path, text)
    assert sides == []
    assert problems == [
        f"{_at(path, text, 'b1')}.river: the river is cut: its part at b1, b2, b3 does not join its part at c4; "
        "river squares must touch side to side, into one river"
    ]


def test_squares_touching_only_by_a_corner_do_not_join(tmp_path: Path) -> None:
    text = _set(_original(), "c4", "river", '<property name="river" type="bool" value="false"/>')
    path, _, problems = _load(tmp_path, text)  # b4 and c5 touch by a corner only
    assert problems == [
        f"{_at(path, text, 'c5')}.river: the river is cut: its part at c5, c6, c7 does not join its part at b1; "
        "river squares must touch side to side, into one river"
    ]


def test_no_river(tmp_path: Path) -> None:
    text = _original()
    for square in ("b1", "b2", "b3", "b4", "c4", "c5", "c6", "c7"):
        text = _set(text, square, "river", '<property name="river" type="bool" value="false"/>')
    path, _, problems = _load(tmp_path, text)
    assert problems == [
        f"{path}:2:1: map: the side has no river: a river runs through every fief (squares whose river is true)"
    ]


def test_48_playable_squares_name_the_square_made_pawn_only(tmp_path: Path) -> None:
    text = _set(_original(), "d5", "terrain", '<property name="terrain" value="pawn_only"/>')
    path, sides, problems = _load(tmp_path, text)
    assert sides == []
    assert problems == [
        f"{_at(path, text, 'd5')}.terrain: square d5 is pawn_only, but only the bottom row and the right column "
        "are: the other 49 squares are playable (this side has 48)"
    ]


def test_a_playable_square_on_the_edge_is_named(tmp_path: Path) -> None:
    text = _set(_original(), "h3", "terrain", '<property name="terrain" value="playable"/>')
    path, _, problems = _load(tmp_path, text)
    assert problems == [
        f"{_at(path, text, 'h3')}.terrain: square h3 is on the bottom row or the right column, where no tile may "
        "ever be placed: it must be pawn_only (this side has 50 playable squares; a card has 49)"
    ]


def test_a_river_or_a_hill_on_a_pawn_only_square_is_named(tmp_path: Path) -> None:
    text = _set(_original(), "c8", "river", '<property name="river" type="bool" value="true"/>')
    text = _set(text, "h2", "hill", '<property name="hill" type="int" value="1"/>')
    path, _, problems = _load(tmp_path, text)
    assert problems == [
        f"{_at(path, text, 'h2')}.hill: square h2 is pawn_only: no tile may stand there, so it has no river and no hill",
        f"{_at(path, text, 'c8')}.river: square c8 is pawn_only: no tile may stand there, so it has no river and "
        "no hill",
    ]


def test_a_missing_square_is_named_at_the_layer(tmp_path: Path) -> None:
    original = _original()
    start = original.index('  <object id="29" name="e4"')
    end = original.index("</object>", start) + len("</object>\n")
    text = original[:start] + original[end:]
    path, sides, problems = _load(tmp_path, text)
    assert sides == []
    layer_line = text[: text.index("<objectgroup")].count("\n") + 1
    assert problems == [
        f"{path}:{layer_line}:2: layer 'squares': square e4 is missing: the layer needs 64 squares, a1 to h8, "
        "each a rectangle of class 'feudality_square' named by its column and row"
    ]


def test_a_square_drawn_twice_is_named(tmp_path: Path) -> None:
    original = _original()
    text = original.replace('name="e4"', 'name="d4"', 1)
    path, _, problems = _load(tmp_path, text)
    second = text.index('name="d4"', text.index('name="d4"') + 1)
    line = text[:second].count("\n") + 1
    layer_line = text[: text.index("<objectgroup")].count("\n") + 1
    assert problems == [
        f"{path}:{line}:3: object 'd4' (id 29).name: square d4 is drawn twice (first at line {_line(text, 'd4')})",
        f"{path}:{layer_line}:2: layer 'squares': square e4 is missing: the layer needs 64 squares, a1 to h8, "
        "each a rectangle of class 'feudality_square' named by its column and row",
    ]


def test_a_wrong_type_in_a_property_is_named_at_its_square_without_follow_ons(tmp_path: Path) -> None:
    text = _set(_original(), "e3", "hill", '<property name="hill" type="int" value="two"/>')
    path, sides, problems = _load(tmp_path, text)
    assert sides == []
    assert len(problems) == 1  # no "no double hill" after it: e3 could not be read
    assert problems[0].startswith(f"{_at(path, text, 'e3')}.hill: ")
    assert "'two'" in problems[0]
    for prop, new, said in (
        ("hill", '<property name="hill" value="2"/>', "'hill' must be 0 (no hill), 1 (a hill) or 2"),
        ("hill", '<property name="hill" type="int" value="3"/>', "not 3"),
        ("river", '<property name="river" type="int" value="1"/>', "'river' must be true or false"),
        ("river", '<property name="river" type="bool" value="yes"/>', "'yes'"),
        ("terrain", '<property name="terrain" value="hills"/>', "'terrain' must be playable or pawn_only, not 'hills'"),
        ("terrain", '<property name="terrain" type="bool" value="true"/>', "not True"),
    ):
        text = _set(_original(), "e3", prop, new)
        path, sides, problems = _load(tmp_path, text)
        assert sides == []
        assert len(problems) == 1, problems
        assert problems[0].startswith(f"{_at(path, text, 'e3')}.{prop}: ")
        assert said in problems[0]


def test_a_misspelt_property_is_named_with_a_close_match(tmp_path: Path) -> None:
    text = _set(
        _original(), "a1", "hill", '<property name="hill" type="int" value="0"/><property name="hills" value="1"/>'
    )
    path, _, problems = _load(tmp_path, text)
    assert problems == [f"{_at(path, text, 'a1')}.hills: a square has no property 'hills'; did you mean 'hill'?"]


def test_a_square_off_its_place_or_named_wrongly(tmp_path: Path) -> None:
    text = _original().replace(
        'name="c4" type="feudality_square" x="128" y="192"', 'name="c4" type="feudality_square" x="320" y="192"'
    )
    path, _, problems = _load(tmp_path, text)
    assert problems == [
        f"{_at(path, text, 'c4')}: square c4 is not drawn in its place: the centre of its rectangle, unturned, "
        "must lie between x 128 and 192 and between y 192 and 256"
    ]
    text = _original().replace('name="c4"', 'name="c9"')
    path, _, problems = _load(tmp_path, text)
    assert problems[0] == (
        f"{path}:{_line(text, 'c9')}:3: object 'c9' (id 27).name: 'c9' is not the name of a square: a letter from a "
        "to h (the column, across the top) then a number from 1 to 8 (the row, down the left side), as in c4"
    )
    assert len(problems) == 2 and "square c4 is missing" in problems[1]


def test_an_object_of_another_class_in_the_squares_layer(tmp_path: Path) -> None:
    text = _original().replace('name="c4" type="feudality_square"', 'name="c4" type="feudality_squar"')
    path, _, problems = _load(tmp_path, text)
    assert problems[0].startswith(f"{_at(path, text, 'c4')}: ")
    assert "'feudality_square'" in problems[0]
    assert "square c4 is missing" in problems[1]


def test_the_maps_own_properties(tmp_path: Path) -> None:
    original = _original()
    text = original.replace('<property name="card" type="int" value="2"/>', '<property name="card" value="two"/>')
    text = text.replace('<property name="face" value="A"/>', '<property name="face" value="C"/>')
    text = text.replace('<property name="name" value="Stonehill"/>', "")
    text = text.replace('<property name="game" value="feudality"/>', '<property name="game" value="troyes"/>')
    path, _, problems = _load(tmp_path, text)
    assert problems == [
        f"{path}:2:1: map.game: the map says it is a map of 'troyes', not of 'feudality'",
        f"{path}:2:1: map.card: 'card' is the number of the card this side is printed on, a whole number from 1 "
        "to 99, not two",
        f"{path}:2:1: map.face: 'face' says which side of the card this is, A or B, not C",
        f"{path}:2:1: map.name: the map has no property 'name'",
    ]
    text = original.replace('width="8" height="8"', 'width="9" height="8"')
    path, _, problems = _load(tmp_path, text)
    assert problems == [f"{path}:2:1: map: the map is 9 x 8 squares; a Fiefdom Management side is 8 x 8"]


def test_two_files_for_the_same_side_of_a_card(tmp_path: Path) -> None:
    _copy(tmp_path, _original(), "side-03.tmx")
    path = _copy(tmp_path, _original(), "side-03-again.tmx")
    sides, problems = load_sides(path.parent, PROJECT)
    assert [s.id for s in sides] == ["side-03-again"]
    assert [str(p) for p in problems] == [
        f"{path.parent / 'side-03.tmx'}:2:1: map.card: side-03-again.tmx is already side A of card 2"
    ]


def test_a_file_that_is_no_map_is_a_problem_and_the_others_still_load(tmp_path: Path) -> None:
    _copy(tmp_path, _original())
    bad = _copy(tmp_path, "<map", "side-00.tmx")
    sides, problems = load_sides(bad.parent, PROJECT)
    assert [s.id for s in sides] == ["side-03"]
    assert len(problems) == 1 and problems[0].path == str(bad)
    with pytest.raises(DataError):
        load_sides_or_raise(bad.parent)


def test_no_layer_no_folder_no_sides_and_a_broken_project(tmp_path: Path) -> None:
    text = _original().replace('name="squares"', 'name="grid"')
    path, _, problems = _load(tmp_path, text)
    assert problems == [
        f"{path}:2:1: map: the map has no object layer 'squares': each of the 64 squares is a rectangle of class "
        "'feudality_square' there"
    ]
    assert [str(p) for p in load_sides(tmp_path / "nowhere")[1]] == [
        f"{tmp_path / 'nowhere'}: this folder of Fiefdom Management sides does not exist"
    ]
    (tmp_path / "empty").mkdir()
    assert [str(p) for p in load_sides(tmp_path / "empty")[1]] == [
        f"{tmp_path / 'empty'}: no side here: each Fiefdom Management side is a Tiled map (.tmx) in this folder"
    ]
    project = tmp_path / "sides" / tiled.PROJECT_NAME
    project.write_text("{", encoding="utf-8")
    no_sides, refused = load_sides(tmp_path / "sides")  # the project beside the sides is theirs
    assert no_sides == [] and len(refused) == 1 and refused[0].path == str(project)


def test_a_side_as_tiled_saves_it_loads_the_same(tmp_path: Path, shipped: list[Side]) -> None:
    """Tiled leaves out a value equal to its class's default, and the enum's name when
    the project is not open: the side is the same."""
    text = _original().replace(' propertytype="feudality_terrain"', "")
    for default in (
        '<property name="hill" type="int" value="0"/>',
        '<property name="river" type="bool" value="false"/>',
        '<property name="terrain" value="playable"/>',
    ):
        text = text.replace(default, "")
    _, sides, problems = _load(tmp_path, text)
    assert problems == []
    assert sides[0].grid == shipped[2].grid


def test_every_problem_is_said_in_french(tmp_path: Path) -> None:
    text = _set(_original(), "b4", "river", '<property name="river" type="bool" value="false"/>')
    path = _copy(tmp_path, text)
    _, problems = load_sides(path.parent, PROJECT)
    with using("fr"):
        assert problems[0].message == (
            "la rivière est coupée : sa partie en b1, b2, b3 ne rejoint pas sa partie en c4 ; les cases de rivière "
            "doivent se toucher par un côté, en une seule rivière"
        )


def test_every_message_of_the_sides_is_in_english_and_french_with_the_same_parameters() -> None:
    folder = package_locale_dir("feudality")
    english, bad_en = read_catalogue(catalogue_path(folder, "en", "feudality"))
    french, bad_fr = read_catalogue(catalogue_path(folder, "fr", "feudality"))
    assert bad_en == [] and bad_fr == []
    uses, bad = used_ids([Path(sides_module.__file__).parent])
    ids = {use.id for use in uses if use.id.startswith("feudality.side.")}
    assert len(ids) >= 25 and not [b for b in bad if b.path == sides_module.__file__]
    fields = re.compile(r"\{(\w+)")
    for msg_id in sorted(ids):
        assert msg_id in english and msg_id in french, msg_id
        assert set(fields.findall(english[msg_id].forms[0])) == set(fields.findall(french[msg_id].forms[0])), msg_id
