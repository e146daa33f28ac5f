"""The Fief board as read from maps/fief.tmx, and the loader's error reports."""

from __future__ import annotations

import math
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.core import tiled
from game.core.errors import DataError
from game.games.fief.rules.board import _REQUIRED, Board, load_board, load_board_cached, slugify
from game.games.fief.rules.data import load_fief_data
from game.resources import map_path

MAP = map_path("fief")
PROJECT = MAP.parent / tiled.PROJECT_NAME

# The board facts table: name -> (fief, bishopric, principal).
FACTS = {
    "Beaujeu": (1, 5, False),
    "La Salle": (1, 1, False),
    "Blaye": (1, 1, True),
    "Charolles": (1, 1, False),
    "Sennecy": (2, 1, False),
    "L'Épervier": (2, 1, False),
    "Château-Neuf": (2, 2, False),
    "Mazilles": (3, 2, False),
    "St Andromy": (3, 2, False),
    "Tournus": (4, 2, True),
    "Belleville": (4, 3, False),
    "Pugnac": (4, 3, False),
    "St Médard": (5, 1, False),
    "St Gérôme": (5, 3, True),
    "St André": (5, 3, False),
    "Villeneuve": (6, 1, False),
    "La Buissière": (6, 3, False),
    "Bourg": (6, 4, True),
    "St Vivien": (6, 4, False),
    "Les Essarts": (7, 4, False),
    "St Paul": (7, 5, False),
    "Marcamps": (8, 4, False),
    "Sigy": (8, 5, True),
    "St Ciers d'Abzac": (8, 5, False),
}


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board_cached(MAP)


def inside(point: tuple[float, float], polygon: tuple[tuple[float, float], ...]) -> bool:
    x, y = point
    result = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def segments_cross(p1, p2, q1, q2) -> bool:
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    return orient(q1, q2, p1) * orient(q1, q2, p2) < 0 and orient(p1, p2, q1) * orient(p1, p2, q2) < 0


# --------------------------------------------------------------------------------------
# The board itself
# --------------------------------------------------------------------------------------


def test_villages_match_the_board_facts(board: Board) -> None:
    assert {v.name: (v.fief, v.bishopric, v.principal) for v in board.villages.values()} == FACTS
    for village_id, village in board.villages.items():
        assert village_id == slugify(village.name)
    assert board.villages["l-epervier"].name == "L'Épervier"
    assert board.villages["st-ciers-d-abzac"].name == "St Ciers d'Abzac"


def test_village_counts_per_fief_and_bishopric(board: Board) -> None:
    per_fief = Counter(v.fief for v in board.villages.values())
    per_bishopric = Counter(v.bishopric for v in board.villages.values())
    assert [per_fief[n] for n in range(1, 9)] == [4, 3, 2, 3, 3, 4, 2, 3]
    assert [per_bishopric[n] for n in range(1, 6)] == [7, 4, 5, 4, 4]
    assert [len(board.fiefs[n].villages) for n in range(1, 9)] == [4, 3, 2, 3, 3, 4, 2, 3]
    assert [len(board.bishoprics[n].villages) for n in range(1, 6)] == [7, 4, 5, 4, 4]


def test_principal_villages(board: Board) -> None:
    principals = {n: b.principal for n, b in board.bishoprics.items()}
    assert principals == {1: "blaye", 2: "tournus", 3: "st-gerome", 4: "bourg", 5: "sigy"}
    assert sorted(v.id for v in board.villages.values() if v.principal) == sorted(principals.values())
    normal = board.villages["la-salle"]
    for village_id in principals.values():
        assert board.villages[village_id].width > normal.width  # drawn larger


def test_area_names_and_colours(board: Board) -> None:
    kinds = {4: "Duchy", 3: "County", 2: "Barony"}
    for fief in board.fiefs.values():
        kind, _, after = fief.name.partition(" of ")
        assert kind == kinds[len(fief.villages)]
        assert slugify(after) in fief.villages
        assert re.fullmatch(r"#[0-9a-f]{6}", fief.color)
    assert board.fiefs[6].name == "Duchy of Bourg"
    assert board.fiefs[4].name == "County of Tournus"
    assert len({f.color for f in board.fiefs.values()}) == 8
    for bishopric in board.bishoprics.values():
        assert bishopric.name == f"Bishopric of {board.villages[bishopric.principal].name}"


def test_rulebook_movement_roads(board: Board) -> None:
    # 5.0: Blaye -> Charolles (move 1) -> L'Épervier (move 2).
    assert board.adjacent("blaye", "charolles")
    assert board.adjacent("charolles", "l-epervier")
    assert board.villages["charolles"].fief == 1 and board.villages["l-epervier"].fief == 2


def test_road_network_shape(board: Board) -> None:
    assert 34 <= len(board.roads) <= 40
    for village_id, neighbours in board.neighbours.items():
        assert 2 <= len(neighbours) <= 4, village_id
        assert list(neighbours) == sorted(neighbours)
        for other in neighbours:
            assert village_id in board.neighbours[other]
            assert board.road_between(village_id, other) is board.road_between(other, village_id)
    assert sum(len(n) for n in board.neighbours.values()) == 2 * len(board.roads)
    crossing_borders = [r for r in board.roads if board.villages[r.a].fief != board.villages[r.b].fief]
    crossing_sees = [r for r in board.roads if board.villages[r.a].bishopric != board.villages[r.b].bishopric]
    assert len(crossing_borders) >= 5 and len(crossing_sees) >= 5


def test_road_network_is_connected(board: Board) -> None:
    start = next(iter(board.villages))
    seen, todo = {start}, [start]
    while todo:
        for other in board.neighbours[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(board.villages)


def test_roads_run_from_village_to_village_without_crossing(board: Board) -> None:
    for road in board.roads:
        assert math.dist(road.points[0], board.villages[road.a].center) < 1
        assert math.dist(road.points[-1], board.villages[road.b].center) < 1
        assert road.other(road.a) == road.b and road.other(road.b) == road.a
    for i, r1 in enumerate(board.roads):
        for r2 in board.roads[i + 1 :]:
            for p1, p2 in zip(r1.points, r1.points[1:]):
                for q1, q2 in zip(r2.points, r2.points[1:]):
                    assert not segments_cross(p1, p2, q1, q2), (r1.a, r1.b, r2.a, r2.b)


def test_villages_lie_in_their_areas(board: Board) -> None:
    for village in board.villages.values():
        for number, fief in board.fiefs.items():
            assert inside(village.center, fief.polygon) == (number == village.fief), village.name
        for number, bishopric in board.bishoprics.items():
            assert inside(village.center, bishopric.polygon) == (number == village.bishopric), village.name


def test_areas_tile_the_land_without_overlap(board: Board) -> None:
    xs = [x for f in board.fiefs.values() for x, _ in f.polygon]
    ys = [y for f in board.fiefs.values() for _, y in f.polygon]
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    assert right - left > 0.9 * board.width and bottom - top > 0.9 * board.height
    y = top + 3.5
    while y < bottom:
        x = left + 3.5
        while x < right:
            fiefs = [n for n, f in board.fiefs.items() if inside((x, y), f.polygon)]
            sees = [n for n, b in board.bishoprics.items() if inside((x, y), b.polygon)]
            assert len(fiefs) == 1 and len(sees) == 1, (x, y, fiefs, sees)
            x += 31
        y += 29


def test_fiefs_cross_bishopric_borders_as_the_facts_say(board: Board) -> None:
    sees_of_fief = {n: {board.villages[v].bishopric for v in f.villages} for n, f in board.fiefs.items()}
    assert sees_of_fief == {1: {1, 5}, 2: {1, 2}, 3: {2}, 4: {2, 3}, 5: {1, 3}, 6: {1, 3, 4}, 7: {4, 5}, 8: {4, 5}}


def test_mitres_sit_by_the_board_edge_inside_their_bishopric(board: Board) -> None:
    for bishopric in board.bishoprics.values():
        x, y = bishopric.mitre
        assert min(x, y, board.width - x, board.height - y) < 120
        assert inside(bishopric.mitre, bishopric.polygon)


def test_loading_does_not_import_pygame() -> None:
    code = (
        "import sys\n"
        "from game.games.fief.rules.board import load_board\n"
        f"board = load_board({str(MAP)!r})\n"
        "assert len(board.villages) == 24\n"
        "print('pygame' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
    assert "pygame" not in result.stderr


def test_cached_board_is_reused_until_the_file_changes(tmp_path: Path) -> None:
    copy = tmp_path / "fief.tmx"
    copy.write_bytes(MAP.read_bytes())
    first = load_board_cached(copy)
    assert load_board_cached(copy) is first
    os.utime(copy, ns=(1_000_000_000, 1_000_000_000))
    again = load_board_cached(copy)
    assert again is not first and again.villages == first.villages


# --------------------------------------------------------------------------------------
# Broken maps
# --------------------------------------------------------------------------------------

TEXT = MAP.read_text(encoding="utf-8")
OBJECT = re.compile(r'  <object id="(\d+)"(?: name="([^"]*)")?[^>]*>.*?</object>\n', re.S)


def object_ids() -> dict[str, int]:
    """Object id of each named object (villages, areas, mitres)."""
    return {m.group(2): int(m.group(1)) for m in OBJECT.finditer(TEXT) if m.group(2)}


IDS = object_ids()


def road_id(a: str, b: str) -> int:
    for m in OBJECT.finditer(TEXT):
        block = m.group(0)
        refs = re.findall(r'name="(?:from|to)" type="object" value="(\d+)"', block)
        if sorted(map(int, refs)) == sorted((IDS[a], IDS[b])):
            return int(m.group(1))
    raise AssertionError(f"no road {a} - {b}")


def block(text: str, object_id: int) -> re.Match:
    for m in OBJECT.finditer(text):
        if int(m.group(1)) == object_id:
            return m
    raise AssertionError(object_id)


def edit(text: str, object_id: int, old: str, new: str) -> str:
    m = block(text, object_id)
    assert old in m.group(0)
    return text[: m.start()] + m.group(0).replace(old, new, 1) + text[m.end() :]


def remove(text: str, object_id: int) -> str:
    m = block(text, object_id)
    return text[: m.start()] + text[m.end() :]


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def at(text: str, needle: str) -> str:
    """ "line:column" of the element whose tag holds ``needle``, as problems show it."""
    start = text.rfind("<", 0, text.index(needle) + 1)
    return f"{text.count(chr(10), 0, start) + 1}:{start - text.rfind(chr(10), 0, start)}"


def object_line(text: str, object_id: int) -> str:
    return at(text, f'<object id="{object_id}"')


def layer_line(text: str, name: str) -> str:
    return at(text, f'name="{name}"')


def problems_of(tmp_path: Path, text: str) -> tuple[str, list[str]]:
    path = tmp_path / "broken.tmx"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_board(path)
    return str(path), [str(p) for p in caught.value.problems]


def test_missing_property(tmp_path: Path) -> None:
    blaye = IDS["Blaye"]
    text = edit(TEXT, blaye, '<property name="fief" type="int" value="1"/>', "")
    path, problems = problems_of(tmp_path, text)
    line = object_line(text, blaye)
    assert problems == [f"{path}:{line}: object 'Blaye' (id {blaye}).fief: missing property (expected type int)"]


def test_wrongly_typed_and_bad_property_values(tmp_path: Path) -> None:
    sigy, bourg = IDS["Sigy"], IDS["Bourg"]
    text = edit(TEXT, sigy, 'name="fief" type="int" value="8"', 'name="fief" value="8"')
    text = edit(text, bourg, 'name="bishopric" type="int" value="4"', 'name="bishopric" type="int" value="four"')
    path, problems = problems_of(tmp_path, text)
    sigy_line, bourg_line = object_line(text, sigy), object_line(text, bourg)
    assert problems == [
        f"{path}:{bourg_line}: object 'Bourg' (id {bourg}).bishopric: 'four' is not a whole number",
        f"{path}:{sigy_line}: object 'Sigy' (id {sigy}).fief: property has type string, expected int",
    ]


def test_road_to_a_missing_object(tmp_path: Path) -> None:
    road = road_id("Blaye", "Charolles")
    text = edit(
        TEXT, road, f'name="to" type="object" value="{IDS["Charolles"]}"', 'name="to" type="object" value="999"'
    )
    path, problems = problems_of(tmp_path, text)
    line = object_line(text, road)
    assert problems == [f"{path}:{line}: object (id {road}).to: refers to object id 999, which does not exist"]


def test_road_to_an_object_that_is_not_a_village(tmp_path: Path) -> None:
    road = road_id("Blaye", "Charolles")
    duchy = IDS["Duchy of Blaye"]
    text = edit(
        TEXT, road, f'name="to" type="object" value="{IDS["Charolles"]}"', f'name="to" type="object" value="{duchy}"'
    )
    path, problems = problems_of(tmp_path, text)
    line = object_line(text, road)
    assert problems == [
        f"{path}:{line}: object (id {road}).to: refers to object 'Duchy of Blaye' (id {duchy}), which is not a village"
    ]


def test_duplicate_village_name(tmp_path: Path) -> None:
    charolles = IDS["Charolles"]
    text = edit(TEXT, charolles, 'name="Charolles"', 'name="Blaye"')
    path, problems = problems_of(tmp_path, text)
    line = object_line(text, charolles)
    assert problems == [
        f"{path}:{line}: object 'Blaye' (id {charolles}).name: duplicate village name 'Blaye' (also object id {IDS['Blaye']})"
    ]


def test_road_to_itself_and_duplicated_road(tmp_path: Path) -> None:
    loop = road_id("Blaye", "Sennecy")
    twin = road_id("La Salle", "Charolles")
    text = edit(TEXT, loop, f'value="{IDS["Sennecy"]}"', f'value="{IDS["Blaye"]}"')
    text = edit(text, twin, f'value="{IDS["La Salle"]}"', f'value="{IDS["Blaye"]}"')
    path, problems = problems_of(tmp_path, text)
    # The road drawn later in the file is the one reported as the second.
    first, second = sorted((twin, road_id("Blaye", "Charolles")), key=lambda i: line_of(text, f'<object id="{i}"'))
    assert problems == [
        f"{path}:{object_line(text, second)}: object (id {second}): "
        f"a second road between 'Blaye' and 'Charolles' (object id {first} joins them already)",
        f"{path}:{object_line(text, loop)}: object (id {loop}): the road joins 'Blaye' to itself",
    ]


def test_village_without_road_and_disconnected_network(tmp_path: Path) -> None:
    text = TEXT
    for a, b in (("Beaujeu", "La Salle"), ("Beaujeu", "Sigy")):
        text = remove(text, road_id(a, b))
    for a, b in (("Sennecy", "Mazilles"), ("Mazilles", "Tournus"), ("St Andromy", "Belleville")):
        text = remove(text, road_id(a, b))
    path, problems = problems_of(tmp_path, text)
    beaujeu = IDS["Beaujeu"]
    assert problems == [
        f"{path}:{layer_line(text, 'roads')}: layer 'roads': "
        "the road network is not connected: Mazilles, St Andromy cannot be reached from La Salle",
        f"{path}:{object_line(text, beaujeu)}: object 'Beaujeu' (id {beaujeu}): the village has no road",
    ]


def test_missing_areas_mitre_and_principal(tmp_path: Path) -> None:
    sigy = IDS["Sigy"]
    text = remove(TEXT, IDS["Barony of Mazilles"])
    text = remove(text, IDS["Mitre 3"])
    text = edit(text, sigy, 'name="principal" type="bool" value="true"', 'name="principal" type="bool" value="false"')
    path, problems = problems_of(tmp_path, text)
    see5 = IDS["Bishopric of Sigy"]
    assert problems == [
        f"{path}:{layer_line(text, 'fiefs')}: layer 'fiefs': no polygon for fief 3 (villages Mazilles, St Andromy)",
        f"{path}:{object_line(text, see5)}: object 'Bishopric of Sigy' (id {see5}): "
        "bishopric 5 has no principal village; it needs exactly one",
        f"{path}:{layer_line(text, 'mitres')}: layer 'mitres': no mitre for bishopric 3",
    ]


def test_every_problem_is_reported_at_once(tmp_path: Path) -> None:
    text = edit(TEXT, IDS["Blaye"], '<property name="fief" type="int" value="1"/>', "")
    text = edit(text, IDS["Charolles"], 'name="Charolles"', 'name="Sigy"')
    road = road_id("Mazilles", "Tournus")
    text = edit(text, road, f'value="{IDS["Tournus"]}"', 'value="4242"')
    path, problems = problems_of(tmp_path, text)
    sigy, blaye = IDS["Sigy"], IDS["Blaye"]
    assert problems == [  # sorted by line; nothing reported twice or as a consequence
        f"{path}:{object_line(text, road)}: object (id {road}).to: refers to object id 4242, which does not exist",
        f"{path}:{object_line(text, blaye)}: object 'Blaye' (id {blaye}).fief: missing property (expected type int)",
        f"{path}:{object_line(text, sigy)}: object 'Sigy' (id {sigy}).name: "
        f"duplicate village name 'Sigy' (also object id {IDS['Charolles']})",
    ]


def test_not_a_map(tmp_path: Path) -> None:
    path, problems = problems_of(tmp_path, '<?xml version="1.0"?>\n<map>\n <objectgroup name="roads">\n</map>\n')
    assert problems == [f"{path}:4:3: not a well-formed XML file: mismatched tag"]
    path, problems = problems_of(tmp_path, "")
    assert problems == [f"{path}:1:1: not a well-formed XML file: no element found"]
    path, problems = problems_of(tmp_path, '<?xml version="1.0"?>\n<tileset name="x"/>\n')
    assert problems == [f"{path}:2:1: not a Tiled map: the root element is <tileset>, not <map>"]


def test_missing_layers(tmp_path: Path) -> None:
    path, problems = problems_of(
        tmp_path, '<?xml version="1.0"?>\n<map width="2" height="2" tilewidth="8" tileheight="8">\n</map>\n'
    )
    assert problems[0] == f"{path}:2:1: layer 'villages': missing object layer (it holds the village objects)"
    assert len(problems) == 5


def test_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.tmx"
    with pytest.raises(DataError) as caught:
        load_board(missing)
    assert str(caught.value) == f"{missing}: file not found"
    with pytest.raises(DataError):
        load_board_cached(missing)


def test_object_in_the_wrong_layer(tmp_path: Path) -> None:
    mitre = IDS["Mitre 1"]
    text = edit(TEXT, mitre, 'type="mitre"', 'type="village"')
    path, problems = problems_of(tmp_path, text)
    assert problems == [
        f"{path}:{object_line(text, mitre)}: object 'Mitre 1' (id {mitre}): "
        "has type 'village'; layer 'mitres' holds only 'mitre' objects"
    ]


def test_maps_saved_by_newer_tiled_use_class(tmp_path: Path) -> None:
    # Tiled 1.9 and later may write the object type as `class`.
    path = tmp_path / "newer.tmx"
    path.write_text(TEXT.replace(' type="village"', ' class="village"'), encoding="utf-8")
    board = load_board(path)
    assert len(board.villages) == 24 and board.adjacent("blaye", "charolles")


def test_the_ui_can_still_load_the_map_with_pygame_afterwards() -> None:
    code = (
        "import sys\n"
        "from game.games.fief.rules.board import load_board\n"
        f"load_board({str(MAP)!r})\n"
        "assert 'pygame' not in sys.modules\n"
        "from pytmx.util_pygame import load_pygame\n"
        "print('pygame' in sys.modules)\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert result.stdout.strip() == "True"


# --------------------------------------------------------------------------------------
# The Tiled project's classes
# --------------------------------------------------------------------------------------

NOT_PRINCIPAL = '<property name="principal" type="bool" value="false"/>'


def saved_by_tiled(text: str) -> str:
    """The map as Tiled 1.9 saves it with the project: the class in a `class` attribute,
    and no property that equals its class's default (principal: false)."""
    text = re.sub(r"\n *" + re.escape(NOT_PRINCIPAL), "", text)
    return re.sub(r' type="(village|road|fief|bishopric|mitre)"', r' class="\1"', text)


def test_the_project_defines_every_class_the_board_reads() -> None:
    project = tiled.read_project(PROJECT)
    for kind, required in _REQUIRED.items():
        found = project.object_class(kind)
        assert found is not None, kind
        assert {name: found.members[name].type for name, _ in required} == dict(required)


def test_the_map_sets_every_property_itself() -> None:
    tmx = tiled.read_map(MAP, PROJECT)
    assert tmx.problems == ()
    for obj in tmx.objects.values():
        for name, _ in _REQUIRED.get(obj.cls, ()):
            assert not obj.properties[name].inherited, (obj.label, name)


def test_a_map_saved_by_tiled_takes_the_class_defaults_from_the_project(tmp_path: Path, board: Board) -> None:
    text = saved_by_tiled(TEXT)
    assert NOT_PRINCIPAL not in text and ' class="village"' in text
    (tmp_path / "fief.tmx").write_text(text, encoding="utf-8")
    (tmp_path / tiled.PROJECT_NAME).write_bytes(PROJECT.read_bytes())
    saved = load_board(tmp_path / "fief.tmx")
    assert saved.villages == board.villages and saved.roads == board.roads
    assert saved.fiefs == board.fiefs and saved.bishoprics == board.bishoprics


def test_without_the_project_a_left_out_property_is_missing(tmp_path: Path) -> None:
    text = saved_by_tiled(TEXT)
    path, problems = problems_of(tmp_path, text)
    la_salle = IDS["La Salle"]
    assert len(problems) == 19
    assert (
        f"{path}:{object_line(text, la_salle)}: object 'La Salle' (id {la_salle}).principal: "
        "missing property (expected type bool)" in problems
    )


def test_a_number_left_to_its_class_default_is_refused(tmp_path: Path) -> None:
    blaye = IDS["Blaye"]
    text = edit(TEXT, blaye, '<property name="fief" type="int" value="1"/>', "")
    (tmp_path / tiled.PROJECT_NAME).write_bytes(PROJECT.read_bytes())
    path, problems = problems_of(tmp_path, text)
    assert problems == [
        f"{path}:{object_line(text, blaye)}: object 'Blaye' (id {blaye}).fief: must be 1 or more, not 0"
    ]


def test_a_mod_map_takes_the_defaults_from_the_game_project(tmp_path: Path, board: Board) -> None:
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "fief.tmx").write_text(saved_by_tiled(TEXT), encoding="utf-8")
    assert load_fief_data(tmp_path).board.villages == board.villages


def test_a_broken_mod_project_is_named_relative_to_the_mod(tmp_path: Path) -> None:
    (tmp_path / "maps").mkdir()
    text = PROJECT.read_text(encoding="utf-8").replace('"value": false', '"value": "no"', 1)
    (tmp_path / "maps" / tiled.PROJECT_NAME).write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_fief_data(tmp_path)
    brace = text.rindex("{", 0, text.index('"value": "no"'))
    line, column = text.count("\n", 0, brace) + 1, brace - text.rfind("\n", 0, brace)
    assert [str(p) for p in caught.value.problems] == [
        f"maps/seneschal.tiled-project:{line}:{column}: class 'village'.principal: default \"no\" is not true or false"
    ]


def test_the_cached_board_is_read_again_when_the_project_changes(tmp_path: Path) -> None:
    (tmp_path / "fief.tmx").write_text(saved_by_tiled(TEXT), encoding="utf-8")
    project = tmp_path / tiled.PROJECT_NAME
    project.write_bytes(PROJECT.read_bytes())
    first = load_board_cached(tmp_path / "fief.tmx")
    assert load_board_cached(tmp_path / "fief.tmx") is first
    project.write_text(
        PROJECT.read_text(encoding="utf-8").replace('"value": false', '"value": true', 1), encoding="utf-8"
    )
    with pytest.raises(DataError) as caught:
        load_board_cached(tmp_path / "fief.tmx")
    assert "bishopric 5 has 4 principal villages (Beaujeu, St Paul, Sigy, St Ciers d'Abzac)" in str(caught.value)


# --------------------------------------------------------------------------------------
# What the loader read nothing of, and maps of another game (issue 26)
# --------------------------------------------------------------------------------------


def test_a_map_of_another_game_is_refused(tmp_path: Path) -> None:
    text = TEXT.replace('<property name="game" value="fief"/>', '<property name="game" value="troyes"/>')
    path, problems = problems_of(tmp_path, text)
    assert problems == [f"{path}:2:1: map.game: the map says it is a map of 'troyes', not of 'fief'"]


def test_decor_of_a_class_the_client_does_not_draw_is_refused(tmp_path: Path) -> None:
    text = edit(TEXT, 77, 'type="forest"', 'type="forst"')
    path, problems = problems_of(tmp_path, text)
    assert problems == [
        f"{path}:{object_line(text, 77)}: object (id 77): the class 'forst' is not one the game reads; "
        "did you mean 'forest'?"
    ]


def test_decor_of_the_wrong_shape_is_refused(tmp_path: Path) -> None:
    text = edit(TEXT, 74, "<polyline", "<polygon")
    text = edit(text, 77, "<polygon", "<polyline")
    path, problems = problems_of(tmp_path, text)
    assert problems == [
        f"{path}:{object_line(text, 74)}: object 'Dronne' (id 74): a river is drawn as a polyline "
        "(the client would leave it out)",
        f"{path}:{object_line(text, 77)}: object (id 77): a forest is drawn as a polygon "
        "(the client would leave it out)",
    ]


def test_objects_in_a_layer_the_game_does_not_read_are_refused(tmp_path: Path) -> None:
    text = TEXT.replace('name="decor"', 'name="scenery"', 1)
    path, problems = problems_of(tmp_path, text)
    assert len(problems) == 24  # every object of that layer: 3 rivers, 14 forests, 7 hills
    assert problems[0] == (
        f"{path}:{object_line(text, 74)}: object 'Dronne' (id 74): an object of the layer 'scenery', "
        "which the game does not read: objects go in the layers villages, roads, fiefs, bishoprics, mitres, decor"
    )
