"""The Tiled reader that knows no game: layers, objects, typed properties, class
defaults from a project, located problems, the cache. Every map here is a small one
written by the test."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.core import tiled
from game.core.errors import DataError
from game.core.tiled import Property
from tests.pictures import png

ROOT_MAPS = Path(__file__).resolve().parents[2] / "maps"

MAP = """\
<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="4" height="3" tilewidth="16" tileheight="8" infinite="0" nextlayerid="6" nextobjectid="8">
 <properties>
  <property name="game" value="test"/>
 </properties>
 <imagelayer id="1" name="backdrop">
  <image source="backdrop.png" width="64" height="24"/>
 </imagelayer>
 <objectgroup id="2" name="things">
  <properties>
   <property name="depth" type="int" value="2"/>
  </properties>
  <object id="1" name="Well" type="spot" x="4" y="6" width="8" height="4">
   <properties>
    <property name="deep" type="bool" value="true"/>
    <property name="depth" type="float" value="2.5"/>
    <property name="tint" type="color" value="#ff102030"/>
    <property name="next" type="object" value="2"/>
    <property name="note">two
lines</property>
    <property name="picture" type="file" value="well.png"/>
   </properties>
  </object>
  <object id="2" class="spot" x="10" y="2">
   <point/>
  </object>
  <object id="3" name="Field" x="2" y="3">
   <polygon points="0,0 8,0 8,4"/>
  </object>
  <object id="4" name="Lane" x="1" y="1">
   <polyline points="0,0 5,5"/>
  </object>
  <object id="5" x="0" y="0" width="3" height="2">
   <ellipse/>
  </object>
 </objectgroup>
 <group id="3" name="folder">
  <objectgroup id="4" name="inner">
   <object id="6" name="Deep" type="spot" x="1" y="2" width="1" height="1"/>
  </objectgroup>
 </group>
</map>
"""

PROJECT = {
    "compatibilityVersion": 1080,
    "folders": ["."],
    "propertyTypes": [
        {
            "id": 1,
            "name": "spot",
            "type": "class",
            "useAs": ["object"],
            "members": [
                {"name": "deep", "type": "bool", "value": False},
                {"name": "size", "type": "int", "value": 3},
                {"name": "tint", "type": "color", "value": ""},
                {"name": "mood", "propertyType": "Mood", "type": "string", "value": "calm"},
            ],
        },
        {"id": 2, "name": "Mood", "type": "enum", "storageType": "string", "values": ["calm", "wild"]},
        {
            "id": 3,
            "name": "lane",
            "type": "class",
            "members": [{"name": "width", "type": "int", "value": 2}],
        },
    ],
}


def write(tmp_path: Path, text: str, name: str = "map.tmx") -> Path:
    """The map ``text`` in ``tmp_path``, beside the picture its image layer names."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    (tmp_path / "backdrop.png").write_bytes(png())
    return path


def write_project(tmp_path: Path, project: dict | None = None, name: str = tiled.PROJECT_NAME) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(project or PROJECT, indent=4), encoding="utf-8")
    return path


def at(text: str, needle: str) -> str:
    """ "line:column" of the element whose tag holds ``needle``, as problems show it."""
    start = text.rfind("<", 0, text.index(needle) + 1)
    return f"{text.count(chr(10), 0, start) + 1}:{start - text.rfind(chr(10), 0, start)}"


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def problems(caught: pytest.ExceptionInfo[DataError]) -> list[str]:
    return [str(p) for p in caught.value.problems]


# --------------------------------------------------------------------------------------
# A map
# --------------------------------------------------------------------------------------


def test_layers_in_file_order_with_their_lines(tmp_path: Path) -> None:
    tmx = tiled.read_map(write(tmp_path, MAP))
    assert [(layer.name, layer.kind) for layer in tmx.layers] == [
        ("backdrop", "imagelayer"),
        ("things", "objectgroup"),
        ("folder", "group"),
        ("inner", "objectgroup"),
    ]
    assert [layer.line for layer in tmx.layers] == [
        line_of(MAP, f'name="{n}"') for n in ("backdrop", "things", "folder", "inner")
    ]
    assert tmx.line == 2 and tmx.problems == ()
    assert (tmx.width, tmx.height, tmx.tile_width, tmx.tile_height) == (4, 3, 16, 8)
    assert (tmx.pixel_width, tmx.pixel_height) == (64, 24)
    assert tmx.properties == {"game": Property("string", "test")}
    assert tmx.layer("backdrop").image == "backdrop.png"
    assert tmx.layer("things").properties == {"depth": Property("int", 2)}
    assert tmx.layer("nowhere") is None
    assert [obj.id for obj in tmx.layer("inner").objects] == [6]
    assert sorted(tmx.objects) == [1, 2, 3, 4, 5, 6]


def test_objects_with_shapes_classes_and_typed_properties(tmp_path: Path) -> None:
    tmx = tiled.read_map(write(tmp_path, MAP))
    well, spot, field, lane, ellipse = tmx.layer("things").objects
    assert (well.name, well.cls, well.shape, well.layer) == ("Well", "spot", "rectangle", "things")
    assert (well.x, well.y, well.width, well.height) == (4.0, 6.0, 8.0, 4.0)
    assert well.line == line_of(MAP, '<object id="1"')
    assert well.label == "object 'Well' (id 1)" and spot.label == "object (id 2)"
    assert dict(well.properties) == {
        "deep": Property("bool", True),
        "depth": Property("float", 2.5),
        "tint": Property("color", "#ff102030"),
        "next": Property("object", 2),
        "note": Property("string", "two\nlines"),
        "picture": Property("file", "well.png"),
    }
    assert well.value("next") == 2 and well.value("missing", 7) == 7
    assert tiled.rgb(str(well.value("tint"))) == "#102030" and tiled.rgb("") is None
    assert (spot.cls, spot.shape, spot.points) == ("spot", "point", ())  # Tiled 1.9's `class`
    assert (field.shape, field.points) == ("polygon", ((2.0, 3.0), (10.0, 3.0), (10.0, 7.0)))
    assert (lane.shape, lane.points) == ("polyline", ((1.0, 1.0), (6.0, 6.0)))
    assert ellipse.shape == "ellipse" and ellipse.cls == ""


def test_bad_values_are_reported_and_left_out(tmp_path: Path) -> None:
    text = (
        MAP.replace('type="bool" value="true"', 'type="bool" value="yes"')
        .replace('type="float" value="2.5"', 'type="float" value="deep"')
        .replace('value="#ff102030"', 'value="red"')
        .replace('type="object" value="2"', 'type="object" value="-2"')
        .replace('name="depth" type="int" value="2"', 'name="depth" type="int" value="two"')
        .replace('<property name="game" value="test"/>', '<property name="game" type="class" value="x"/>')
    )
    path = write(tmp_path, text)
    tmx = tiled.read_map(path)
    well = tmx.objects[1]
    at_well, at_layer = at(text, '<object id="1"'), at(text, 'name="things"')
    assert [str(p) for p in tmx.problems] == [
        f"{path}:2:1: map.game: property type 'class' is not one the map reader supports",
        f"{path}:{at_layer}: layer 'things'.depth: 'two' is not a whole number",
        f"{path}:{at_well}: object 'Well' (id 1).deep: 'yes' is not true or false",
        f"{path}:{at_well}: object 'Well' (id 1).depth: 'deep' is not a number",
        f"{path}:{at_well}: object 'Well' (id 1).tint: 'red' is not a colour like #rrggbb",
        f"{path}:{at_well}: object 'Well' (id 1).next: '-2' is not an object id",
    ]
    assert well.broken == {"deep", "depth", "tint", "next"}
    assert set(well.properties) == {"note", "picture"}
    assert tmx.properties == {} and tmx.layer("things").properties == {}


def test_a_reserved_property_name_is_reported(tmp_path: Path) -> None:
    text = MAP.replace('<property name="picture"', '<property name="points"')
    path = write(tmp_path, text)
    tmx = tiled.read_map(path)
    line = at(text, '<object id="1"')
    assert [str(p) for p in tmx.problems] == [
        f"{path}:{line}: object 'Well' (id 1).points: this property name is reserved by the map reader; rename it"
    ]
    assert tmx.objects[1].broken == {"points"}


def test_a_problem_is_located_at_its_object_or_layer(tmp_path: Path) -> None:
    path = write(tmp_path, MAP)
    tmx = tiled.read_map(path)
    lane, well, inner = at(MAP, '<object id="4"'), at(MAP, '<object id="1"'), at(MAP, 'name="inner"')
    assert str(tmx.problem(tmx.objects[4], "", "too long")) == f"{path}:{lane}: object 'Lane' (id 4): too long"
    assert str(tmx.problem(tmx.objects[1], "deep", "no")) == f"{path}:{well}: object 'Well' (id 1).deep: no"
    assert str(tmx.problem(tmx.layer("inner"), "", "empty")) == f"{path}:{inner}: layer 'inner': empty"
    assert str(tmx.problem(None, "", "odd")) == f"{path}:2:1: odd"


def test_files_that_are_not_maps(tmp_path: Path) -> None:
    cases = {
        '<?xml version="1.0"?>\n<map>\n <objectgroup name="a">\n</map>\n': "4:3: not a well-formed XML file: mismatched tag",
        "": "1:1: not a well-formed XML file: no element found",
        '<?xml version="1.0"?>\n<tileset name="x"/>\n': "2:1: not a Tiled map: the root element is <tileset>, not <map>",
    }
    for text, message in cases.items():
        path = write(tmp_path, text)
        with pytest.raises(DataError) as caught:
            tiled.read_map(path)
        assert problems(caught) == [f"{path}:{message}"]
    missing = tmp_path / "nowhere.tmx"
    with pytest.raises(DataError) as caught:
        tiled.read_map(missing)
    assert problems(caught) == [f"{missing}: file not found"]
    with pytest.raises(DataError) as caught:
        tiled.read_map(tmp_path)
    assert problems(caught) == [f"{tmp_path}: a folder where a file should be"]


def test_a_map_pytmx_refuses_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, MAP.replace('width="4"', 'width="four"', 1))
    with pytest.raises(DataError) as caught:
        tiled.read_map(path)
    assert problems(caught)[0].startswith(f"{path}:2:1: the Tiled map could not be read: ")


# --------------------------------------------------------------------------------------
# A project and its classes
# --------------------------------------------------------------------------------------


def test_class_defaults_fill_what_the_map_leaves_out(tmp_path: Path) -> None:
    tmx = tiled.read_map(write(tmp_path, MAP), write_project(tmp_path))
    well, spot = tmx.objects[1], tmx.objects[2]
    assert well.properties["deep"] == Property("bool", True)  # set in the map
    assert well.properties["size"] == Property("int", 3, inherited=True)
    assert well.properties["mood"] == Property("string", "calm", inherited=True)
    assert spot.properties == {
        "deep": Property("bool", False, inherited=True),
        "size": Property("int", 3, inherited=True),
        "tint": Property("color", "", inherited=True),
        "mood": Property("string", "calm", inherited=True),
    }
    assert tmx.objects[6].value("size") == 3  # in a group too
    assert tmx.objects[3].properties == {}  # no class
    assert tmx.project is not None and tmx.project.object_class("lane") is None  # not "used as" object


def test_a_broken_value_does_not_fall_back_to_the_default(tmp_path: Path) -> None:
    text = MAP.replace('type="bool" value="true"', 'type="bool" value="yes"')
    tmx = tiled.read_map(write(tmp_path, text), tiled.read_project(write_project(tmp_path)))
    assert "deep" not in tmx.objects[1].properties and tmx.objects[1].broken == {"deep"}


def test_the_project_beside_a_map(tmp_path: Path) -> None:
    path = write(tmp_path, MAP)
    assert tiled.project_for(path) is None
    project = write_project(tmp_path)
    assert tiled.project_for(path) == project


def test_a_project_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "broken.tiled-project"
    path.write_text('{\n    "propertyTypes": [\n        {"name": "x",}\n    ]\n}\n', encoding="utf-8")
    with pytest.raises(DataError) as caught:
        tiled.read_project(path)
    assert problems(caught) == [f"{path}:3:22: not valid JSON: Expecting property name enclosed in double quotes"]
    path.write_text("[]\n", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        tiled.read_project(path)
    assert problems(caught) == [f"{path}:1:1: not a Tiled project: expected a JSON object"]
    path.write_bytes(b'{"propertyTypes": [{"name": "\xe9"}]}')
    with pytest.raises(DataError) as caught:
        tiled.read_project(path)
    assert problems(caught) == [f"{path}:1:30: the file is not UTF-8 text: byte 0xE9 cannot be read"]
    with pytest.raises(DataError) as caught:
        tiled.read_map(write(tmp_path, MAP), tmp_path / "nowhere.tiled-project")
    assert problems(caught) == [f"{tmp_path / 'nowhere.tiled-project'}: file not found"]


def test_bad_classes_are_located(tmp_path: Path) -> None:
    project = json.loads(json.dumps(PROJECT))
    members = project["propertyTypes"][0]["members"]
    members[0]["value"] = "no"
    members[1]["value"] = 2.5
    members.append({"name": "size", "type": "int", "value": 1})
    members.append({"name": "items", "type": "list", "value": []})
    project["propertyTypes"][2]["members"].append({"name": "items", "type": "list", "value": []})  # not for objects
    project["propertyTypes"].append({"id": 4, "name": "Mood", "type": "class", "members": []})
    project["propertyTypes"].append({"id": 5, "type": "class"})
    path = write_project(tmp_path, project)
    text = path.read_text(encoding="utf-8")

    def line_of_entry(needle: str, nth: int = 0) -> str:
        """ "line:column" of the JSON object holding the ``nth`` occurrence of ``needle``."""
        at = -1
        for _ in range(nth + 1):
            at = text.index(needle, at + 1)
        brace = text.rindex("{", 0, at)
        return f"{text.count(chr(10), 0, brace) + 1}:{brace - text.rfind(chr(10), 0, brace)}"

    with pytest.raises(DataError) as caught:
        tiled.read_project(path)
    first_mood, second_mood = line_of_entry('"name": "Mood"'), line_of_entry('"name": "Mood"', 1)
    deep, size, twice = (
        line_of_entry('"name": "deep"'),
        line_of_entry('"name": "size"'),
        line_of_entry('"name": "size"', 1),
    )
    items, no_name = line_of_entry('"name": "items"'), line_of_entry('"id": 5')
    assert problems(caught) == [
        f"{path}:{deep}: class 'spot'.deep: default \"no\" is not true or false",
        f"{path}:{size}: class 'spot'.size: default 2.5 is not a whole number",
        f"{path}:{twice}: class 'spot'.size: this member is listed twice",
        f"{path}:{items}: class 'spot'.items: member type 'list' is not one the map reader supports",
        f"{path}:{second_mood}: propertyTypes.3.name: another property type is called 'Mood' "
        f"(line {first_mood.split(':')[0]})",
        f"{path}:{no_name}: propertyTypes.4.name: expected a name",
    ]


# --------------------------------------------------------------------------------------
# Cache
# --------------------------------------------------------------------------------------


def test_cached_until_the_map_or_the_project_changes(tmp_path: Path) -> None:
    path, project = write(tmp_path, MAP), write_project(tmp_path)
    first = tiled.cached(path, tiled.read_map, project)
    assert tiled.cached(path, tiled.read_map, project) is first
    assert tiled.cached(path, tiled.read_map) is not first  # another key: no project
    os.utime(project, ns=(1_000_000_000, 1_000_000_000))
    again = tiled.cached(path, tiled.read_map, project)
    assert again is not first and again.objects[2].value("size") == 3
    tiled.clear_cache()
    assert tiled.cached(path, tiled.read_map, project) is not again
    with pytest.raises(DataError):
        tiled.cached(tmp_path / "nowhere.tmx", tiled.read_map)


# --------------------------------------------------------------------------------------
# The files a map names stay inside its confinement
# --------------------------------------------------------------------------------------

TILESET = """\
<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" name="hills" tilewidth="16" tileheight="16" tilecount="1" columns="1">
 <image source="{image}" width="16" height="16"/>
</tileset>
"""

TEMPLATE = """\
<?xml version="1.0" encoding="UTF-8"?>
<template>
 <tileset firstgid="1" source="{tileset}"/>
 <object name="Hill" gid="1" width="16" height="16"/>
</template>
"""


def a_mod(tmp_path: Path) -> tuple[Path, Path, Path]:
    """A mod folder with its maps/ folder, and a secret file outside it."""
    mod = tmp_path / "mod"
    (mod / "maps").mkdir(parents=True)
    secret = tmp_path / "secret" / "diary.png"
    secret.parent.mkdir()
    secret.write_text("my secret thoughts\n", encoding="utf-8")
    return mod, mod / "maps", secret


def with_tileset(source: str) -> str:
    return MAP.replace(" <imagelayer", f' <tileset firstgid="1" source="{source}"/>\n <imagelayer', 1)


def refused(path: Path, confine: tiled.Confinement | None = None) -> tuple[list[str], list[str]]:
    """The problems of reading the map, and the files opened meanwhile."""
    from tests.audit import recording

    with recording() as opened, pytest.raises(DataError) as caught:
        tiled.read_map(path, None, confine)
    return problems(caught), opened


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        ("{secret}", "is an absolute path; name the file relative to the map, inside the mod folder"),
        ("../../secret/diary.png", "is refused: it leads out of the mod folder"),
        ("link.png", "is refused: a symbolic link on the way leads out of the mod folder"),
        ("art/diary.png", "is refused: a symbolic link on the way leads out of the mod folder"),
        ("missing.png", "does not exist"),
    ],
)
def test_an_image_outside_the_folder_is_refused_and_never_opened(tmp_path: Path, source: str, reason: str) -> None:
    mod, maps, secret = a_mod(tmp_path)
    (maps / "link.png").symlink_to(secret)
    (maps / "art").symlink_to(secret.parent, target_is_directory=True)
    source = source.format(secret=secret)
    path = write(maps, MAP.replace('source="backdrop.png"', f'source="{source}"'))
    found, opened = refused(path, tiled.Confinement.of(mod))
    shown = repr(source) + " "
    assert found == [f"{path}:{at(MAP, '<image ')}: layer 'backdrop'.image.source: the image {shown}{reason}"]
    assert str(secret) not in opened and os.path.realpath(secret) not in opened
    assert "my secret thoughts" not in "\n".join(found)


def test_an_external_tileset_outside_is_refused_before_pytmx_opens_it(tmp_path: Path) -> None:
    mod, maps, secret = a_mod(tmp_path)
    outside_tileset = secret.parent / "hills.tsx"
    outside_tileset.write_text(TILESET.format(image="diary.png"), encoding="utf-8")
    path = write(maps, with_tileset("../../secret/hills.tsx"))
    found, opened = refused(path, tiled.Confinement.of(mod))
    assert found == [
        f"{path}:{at(with_tileset('x'), '<tileset')}: tileset.source: "
        "the tileset '../../secret/hills.tsx' is refused: it leads out of the mod folder"
    ]
    assert str(outside_tileset) not in opened


def test_a_tileset_inside_is_read_and_its_pictures_checked(tmp_path: Path) -> None:
    mod, maps, secret = a_mod(tmp_path)
    (maps / "hills.tsx").write_text(TILESET.format(image=secret), encoding="utf-8")
    path = write(maps, with_tileset("hills.tsx"))
    found, opened = refused(path, tiled.Confinement.of(mod))
    assert found == [
        f"{maps / 'hills.tsx'}:3:2: image.source: the image {str(secret)!r} is an absolute path; "
        "name the file relative to the map, inside the mod folder"
    ]
    assert str(secret) not in opened
    (maps / "hills.tsx").write_text(TILESET.format(image="hills.png"), encoding="utf-8")
    (maps / "hills.png").write_bytes(png())
    tmx = tiled.read_map(path, None, tiled.Confinement.of(mod))
    assert tmx.layer("backdrop").image_path == str((maps / "backdrop.png").resolve())


def test_a_template_and_the_tileset_it_names_are_checked(tmp_path: Path) -> None:
    mod, maps, _ = a_mod(tmp_path)
    (maps / "hill.tx").write_text(TEMPLATE.format(tileset="../../secret/hills.tsx"), encoding="utf-8")
    text = MAP.replace('<object id="5" x="0" y="0"', '<object id="5" template="hill.tx" x="0" y="0"')
    path = write(maps, text)
    found, _ = refused(path, tiled.Confinement.of(mod))
    assert found == [
        f"{maps / 'hill.tx'}:3:2: tileset.source: the tileset '../../secret/hills.tsx' is refused: "
        "it leads out of the mod folder"
    ]
    path = write(maps, text.replace("hill.tx", "/etc/hill.tx"))
    found, _ = refused(path, tiled.Confinement.of(mod))
    line = at(text, '<object id="5"')
    assert found == [
        f"{path}:{line}: object (id 5).template: the template '/etc/hill.tx' "
        "is an absolute path; name the file relative to the map, inside the mod folder"
    ]


def test_a_file_property_must_stay_inside_too(tmp_path: Path) -> None:
    mod, maps, _ = a_mod(tmp_path)
    path = write(maps, MAP.replace('value="well.png"', 'value="../../../well.png"'))
    found, _ = refused(path, tiled.Confinement.of(mod))
    line = at(MAP, 'name="picture"')
    assert found == [
        f"{path}:{line}: object 'Well' (id 1).picture: "
        "the file '../../../well.png' is refused: it leads out of the mod folder"
    ]


def test_an_image_layer_with_no_picture_is_read(tmp_path: Path) -> None:
    path = write(tmp_path, MAP.replace('source="backdrop.png"', 'source=""'))
    assert tiled.read_map(path).layer("backdrop").image_path is None


def test_a_missing_picture_is_taken_from_the_fallback_folder(tmp_path: Path) -> None:
    mod, maps, _ = a_mod(tmp_path)
    game = tmp_path / "game"
    game.mkdir()
    (game / "backdrop.png").write_bytes(png(3, 1))
    path = maps / "map.tmx"
    path.write_text(MAP, encoding="utf-8")  # without the picture beside it
    tmx = tiled.read_map(path, None, tiled.Confinement.of(mod, game, fallback=(maps, game)))
    assert tmx.layer("backdrop").image_path == str((game / "backdrop.png").resolve())
    found, _ = refused(path, tiled.Confinement.of(mod))
    assert found == [
        f"{path}:{at(MAP, '<image ')}: layer 'backdrop'.image.source: the image 'backdrop.png' does not exist"
    ]


def test_entities_and_deep_nesting_are_refused(tmp_path: Path) -> None:
    bomb = (
        '<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>\n'
        + MAP.split("\n", 1)[1].replace('value="test"', 'value="&b;"')
    )
    found, _ = refused(write(tmp_path, bomb))
    assert found == [
        f"{tmp_path / 'map.tmx'}:2:1: not a Tiled file: a document type declaration (<!DOCTYPE>), "
        "which Tiled never writes; remove it"
    ]
    deep = MAP.replace(" <group", ' <group id="9" name="g">' * 100 + " <group", 1).replace(
        " </group>", " </group>" + "</group>" * 100, 1
    )
    (problem,) = refused(write(tmp_path, deep))[0]
    assert problem.endswith(f"not a Tiled file: elements are nested more than {tiled.MAX_XML_DEPTH} deep")


def test_the_folders_a_project_names_stay_inside(tmp_path: Path) -> None:
    mod, maps, _ = a_mod(tmp_path)
    project = {**PROJECT, "folders": [".", "../../secret"], "extensionsPath": "/usr/share/tiled"}
    path = write_project(maps, project)
    with pytest.raises(DataError) as caught:
        tiled.read_project(path, tiled.Confinement.of(mod))
    assert problems(caught) == [
        f"{path}:1:1: folders.1: the path '../../secret' is refused: it leads out of the mod folder",
        f"{path}:1:1: extensionsPath: the path '/usr/share/tiled' is an absolute path; "
        "name the file relative to the map, inside the mod folder",
    ]
    assert tiled.read_project(write_project(maps), tiled.Confinement.of(mod)).classes


# --------------------------------------------------------------------------------------
# Numbers, sizes, ids and pictures a map may not hold
# --------------------------------------------------------------------------------------

WELL, FIELD, LANE = at(MAP, 'name="Well"'), at(MAP, 'name="Field"'), at(MAP, 'name="Lane"')
ELLIPSE, IMAGE = at(MAP, '<object id="5"'), at(MAP, "<image ")
WELL_LINE = line_of(MAP, 'name="Well"')


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e999"])
def test_a_coordinate_that_is_no_finite_number_is_reported_and_taken_as_0(tmp_path: Path, value: str) -> None:
    path = write(tmp_path, MAP.replace('type="spot" x="4" y="6"', f'type="spot" x="{value}" y="6"'))
    tmx = tiled.read_map(path)
    assert [str(p) for p in tmx.problems] == [
        f"{path}:{WELL}: object 'Well' (id 1).x: must be a finite number, as Tiled writes them (120, 37.5)"
    ]
    assert tmx.objects[1].x == 0.0 and tmx.objects[1].y == 6.0


def test_points_that_are_no_finite_numbers_are_reported_once(tmp_path: Path) -> None:
    path = write(tmp_path, MAP.replace('points="0,0 8,0 8,4"', 'points="nan,0 8,inf 8,4"'))
    tmx = tiled.read_map(path)
    assert [str(p) for p in tmx.problems] == [
        f"{path}:{FIELD}: object 'Field' (id 3).points: must be a finite number, as Tiled writes them (120, 37.5)"
    ]
    assert tmx.objects[3].points == ((0.0, 3.0), (10.0, 0.0), (10.0, 7.0))


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        ('type="spot" x="4" y="6"', 'type="spot" x="60" y="6"', 'name="Well"'),  # 60 + 8 > 64
        ('class="spot" x="10" y="2"', 'class="spot" x="10" y="-1"', 'class="spot"'),
        ('points="0,0 8,0 8,4"', 'points="0,0 80,0 8,4"', 'name="Field"'),
    ],
)
def test_an_object_off_the_map_is_reported(tmp_path: Path, old: str, new: str, where: str) -> None:
    path = write(tmp_path, MAP.replace(old, new))
    label = (
        "object 'Well' (id 1)" if "Well" in where else "object (id 2)" if "spot" in where else "object 'Field' (id 3)"
    )
    assert [str(p) for p in tiled.read_map(path).problems] == [
        f"{path}:{at(MAP, where)}: {label}: lies outside the map (0 to 64 pixels across, 0 to 24 down): "
        "it would not be seen on the board"
    ]


def test_an_object_of_negative_size_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, MAP.replace('width="8" height="4"', 'width="-8" height="4"'))
    assert [str(p) for p in tiled.read_map(path).problems] == [
        f"{path}:{WELL}: object 'Well' (id 1): has a negative size (-8 x 4)"
    ]


@pytest.mark.parametrize(
    ("size", "said"),
    [
        (
            'width="1000000000" height="1000000000"',
            "map: the map is 16,000,000,000 x 8,000,000,000 pixels; a map has at most 8,192 pixels a side",
        ),
        ('width="513" height="3"', "map: the map is 8,208 x 24 pixels; a map has at most 8,192 pixels a side"),
        ('width="0" height="3"', "map.width: must be at least 1, not 0"),
        ('width="4" height="-3"', "map.height: must be at least 1, not -3"),
    ],
)
def test_a_map_of_no_pixels_or_of_too_many_is_refused(tmp_path: Path, size: str, said: str) -> None:
    path = write(tmp_path, MAP.replace('width="4" height="3"', size))
    with pytest.raises(DataError) as caught:
        tiled.read_map(path)
    assert problems(caught) == [f"{path}:2:1: {said}"]


def test_a_map_of_the_largest_size_is_read(tmp_path: Path) -> None:
    path = write(tmp_path, MAP.replace('width="4" height="3"', 'width="512" height="1024"'))
    tmx = tiled.read_map(path)
    assert (tmx.pixel_width, tmx.pixel_height) == (8192, 8192) == (tiled.MAX_MAP_PIXELS,) * 2


def test_an_object_id_used_twice_is_reported_and_the_first_kept(tmp_path: Path) -> None:
    path = write(tmp_path, MAP.replace('<object id="3" name="Field"', '<object id="1" name="Field"'))
    tmx = tiled.read_map(path)
    assert [str(p) for p in tmx.problems] == [
        f"{path}:{FIELD}: object 'Field' (id 1): the object id 1 is used twice "
        f"(first at line {WELL_LINE}); Tiled gives each object its own"
    ]
    assert tmx.objects[1].name == "Well"
    assert [obj.name for obj in tmx.layer("things").objects] == ["Well", "", "Field", "Lane", ""]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"GIF89a\x01\x00\x01\x00", "it is not a PNG file"),
        (png()[:-20], "the PNG file is cut short"),
        (png()[:19] + b"\x07" + png()[20:], "its IHDR chunk is damaged (its checksum does not match)"),
        (png(9000, 1), "it is 9,000 x 1 pixels; a picture has at most 8,192 pixels a side and 33,554,432 in all"),
    ],
)
def test_a_picture_that_is_no_png_the_client_can_draw_is_refused(tmp_path: Path, content: bytes, reason: str) -> None:
    path = write(tmp_path, MAP)
    (tmp_path / "backdrop.png").write_bytes(content)
    with pytest.raises(DataError) as caught:
        tiled.read_map(path)
    assert problems(caught) == [
        f"{path}:{IMAGE}: layer 'backdrop'.image.source: the image 'backdrop.png' cannot be drawn: {reason}"
    ]


def test_a_map_drawn_for_another_game_is_named() -> None:
    tmx = tiled.read_map(ROOT_MAPS / "troyes.tmx")
    assert tiled.game_problem(tmx, "troyes") is None
    assert str(tiled.game_problem(tmx, "fief")) == (
        f"{ROOT_MAPS / 'troyes.tmx'}:2:1: map.game: the map says it is a map of 'troyes', not of 'fief'"
    )


def test_objects_of_a_class_the_game_does_not_read_are_named(tmp_path: Path) -> None:
    tmx = tiled.read_map(write(tmp_path, MAP))
    found = [str(p) for p in tiled.unknown_classes(tmx, {"spot", "field"}, ("things",))]
    assert found == [
        f"{tmx.path}:{FIELD}: object 'Field' (id 3): an object with no class: "
        "the game reads only objects of the classes field, spot",
        f"{tmx.path}:{LANE}: object 'Lane' (id 4): an object with no class: "
        "the game reads only objects of the classes field, spot",
        f"{tmx.path}:{ELLIPSE}: object (id 5): an object with no class: "
        "the game reads only objects of the classes field, spot",
    ]
    assert [p.message for p in tiled.unknown_classes(tmx, {"spots"}, ("inner",))] == [
        "the class 'spot' is not one the game reads; did you mean 'spots'?"
    ]
    assert [p.message for p in tiled.unknown_classes(tmx, {"road"}, ("inner",))] == [
        "the class 'spot' is not one the game reads (road): the object would be passed over"
    ]
