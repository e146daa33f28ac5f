"""Tiled maps (.tmx) and Tiled projects (.tiled-project) read without pygame, for any game.

``read_map(path, project)`` gives a ``TiledMap``: its layers in file order, and in each
object layer its objects with the line where the file declares them, their name, class,
shape, points and typed custom properties. It knows no game: what a village or a road
is belongs to the game that asks for the map.

Problems are located as ``file:line:col: field: message``, at the start of the element
(or JSON object) concerned. A file that cannot be read at all raises ``DataError``. A property whose value does not fit its declared type is reported
in ``TiledMap.problems``, left out, and named in its object's ``broken``; the rest of the
map is still read, so that a game can report every problem of a map at once.

Classes: Tiled 1.9 and later let a project define a class (a custom property type
"used as" object) whose members every object of that class has, showing the members'
defaults until a value is set; a map saved by Tiled then holds only the values that were
set. Given the project, ``read_map`` gives each object the defaults of its class for the
members the map leaves out (``Property.inherited``), as Tiled shows them. The class of
an object is its ``class`` attribute (Tiled 1.9) or its ``type`` attribute (Tiled 1.8
and older, and 1.10 and later again).

The geometry and the names are read with ``pytmx.TiledMap``, as the client reads the
same map for its artwork, imported without pygame (``import_pytmx``).

``cached`` keeps what a game built from a map while the file (and the files it depends
on, such as the project) is unchanged.
"""

from __future__ import annotations

import json
import json.decoder
import json.scanner
import logging
import math
import os
import re
import stat
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar
from xml.parsers import expat

from game.core import yamlload
from game.core.errors import DataError, Problem, not_utf8
from game.core.i18n import N_, Message, Text, m
from game.core.png import png_problem

T = TypeVar("T")

Point = tuple[float, float]
PropertyValue = str | int | float | bool

#: The name of the product's Tiled project, looked for beside a map (``project_for``).
PROJECT_NAME = "seneschal.tiled-project"

#: Tiled property types this reader supports ("class", "list" and enums with an
#: unknown storage are not read).
PROPERTY_TYPES = frozenset({"string", "int", "float", "bool", "color", "file", "object"})

#: The largest map, tileset, template or project file read (the game's map is far smaller).
MAX_FILE_BYTES = 16_000_000
#: The deepest nesting of XML elements in a map (a group holds a group...).
MAX_XML_DEPTH = 64
#: How many files deep a map may name files that name files (map, template, tileset).
MAX_FILE_CHAIN = 4
#: The widest or tallest map, in pixels (tiles times the tile's size). The games' maps
#: are 1920 x 1280; the client keeps pictures of the whole board (Fief an overview at
#: half its size, Troyes the board fitted to the window), which at this bound stay under
#: 64 MB, where a map of a billion tiles a side would ask more memory than any machine has.
MAX_MAP_PIXELS = 8192

_INT = re.compile(r"[+-]?[0-9]{1,30}")
_COLOR = re.compile(r"#(?:[0-9a-fA-F]{2})?([0-9a-fA-F]{6})")
_TRUE_FALSE = {"true": True, "false": False}
_LAYER_TAGS = {"objectgroup": "objectgroup", "layer": "tilelayer", "imagelayer": "imagelayer", "group": "group"}
_SHAPES = ("polygon", "polyline", "ellipse", "point", "text")

# Names pytmx keeps for its own attributes on objects; pytmx refuses a property with
# one of these names, so it is reported and left out instead.
_RESERVED = frozenset(
    [
        "parent",
        "id",
        "name",
        "type",
        "x",
        "y",
        "width",
        "height",
        "rotation",
        "gid",
        "visible",
        "closed",
        "template",
        "custom_types",
        "properties",
        "points",
        "image",
        "as_points",
        "apply_transformations",
        "parse_xml",
    ]
)


# --------------------------------------------------------------------------------------
# What a map holds
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Property:
    """A custom property: its Tiled type and its value, cast to that type.

    ``int`` and ``object`` (an object id, 0 for none) give an int, ``float`` a float,
    ``bool`` a bool; ``string``, ``file`` and ``color`` ("#aarrggbb", "#rrggbb", or ""
    for no colour) give the text as written. ``inherited`` is true for the default of
    the object's class, which the map itself does not set.
    """

    type: str
    value: PropertyValue
    inherited: bool = False


@dataclass(frozen=True, slots=True)
class TiledObject:
    """An object of an object layer.

    ``shape`` is "rectangle", "ellipse", "point", "polygon", "polyline", "text" or
    "tile". ``points`` are the vertices of a polygon or a polyline in map pixels (empty
    for other shapes); ``x``, ``y``, ``width`` and ``height`` are in map pixels too.
    ``broken`` names the properties whose values were reported and left out.
    """

    id: int
    name: str
    cls: str
    shape: str
    x: float
    y: float
    width: float
    height: float
    rotation: float
    points: tuple[Point, ...]
    properties: Mapping[str, Property]
    broken: frozenset[str]
    layer: str
    line: int | None
    column: int | None = None

    @property
    def label(self) -> str:
        """How problems name the object: "object 'Blaye' (id 3)", or "object (id 7)"."""
        return object_label(self.id, self.name)

    def value(self, name: str, default: PropertyValue | None = None) -> PropertyValue | None:
        """The value of the property ``name``, or ``default`` when the object has none."""
        found = self.properties.get(name)
        return default if found is None else found.value


@dataclass(frozen=True, slots=True)
class Layer:
    """A layer, as declared in the file; ``kind`` is "objectgroup", "tilelayer",
    "imagelayer" or "group". ``objects`` are those of an object layer; ``image`` is the
    picture of an image layer as the map names it (relative to the map's folder) and
    ``image_path`` the file it resolved to, checked to lie inside the map's
    confinement."""

    name: str
    kind: str
    cls: str
    line: int | None
    properties: Mapping[str, Property]
    objects: tuple[TiledObject, ...] = ()
    image: str | None = None
    #: the file of ``image`` as checked and resolved (inside the map's confinement)
    image_path: str | None = None
    column: int | None = None

    @property
    def label(self) -> str:
        return f"layer '{self.name}'"  # words: not shown


@dataclass(frozen=True)
class TiledMap:
    """A Tiled map read by ``read_map``: layers in file order (those inside groups
    follow their group), every object by id, and the problems found on the way."""

    path: str
    line: int
    width: int  # in tiles
    height: int
    tile_width: int  # in pixels
    tile_height: int
    properties: Mapping[str, Property]
    layers: tuple[Layer, ...]
    objects: Mapping[int, TiledObject]
    problems: tuple[Problem, ...]
    project: Project | None = None
    column: int = 1
    #: every picture the map names (its image layers, its tilesets' and templates'
    #: pictures), as checked and resolved: a PNG the client can decode, inside the
    #: map's confinement
    pictures: tuple[str, ...] = ()

    @property
    def pixel_width(self) -> int:
        return self.width * self.tile_width

    @property
    def pixel_height(self) -> int:
        return self.height * self.tile_height

    def layer(self, name: str) -> Layer | None:
        """The first layer called ``name``, or None."""
        return next((layer for layer in self.layers if layer.name == name), None)

    def problem(self, at: TiledObject | Layer | None, field_name: str, message: Text) -> Problem:
        """A problem located at an object or a layer (the map itself when None), with
        ``field_name`` (a property, "name"...) after its label."""
        label = at.label if at is not None else ""
        where = f"{label}.{field_name}" if label and field_name else label or field_name
        if at is not None and at.line is not None:
            return Problem(self.path, at.line, at.column, where, message)
        return Problem(self.path, self.line, self.column, where, message)


# --------------------------------------------------------------------------------------
# Projects and their classes
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClassType:
    """A class defined in a Tiled project: its members with their defaults, and what
    it may be used as ("object", "layer", "map", "property"...)."""

    name: str
    members: Mapping[str, Property]
    use_as: frozenset[str]
    line: int | None

    @property
    def for_objects(self) -> bool:
        return "object" in self.use_as


@dataclass(frozen=True)
class Project:
    """The classes of a Tiled project file (``*.tiled-project``)."""

    path: str
    classes: Mapping[str, ClassType]

    def object_class(self, name: str) -> ClassType | None:
        """The class called ``name`` that objects may have, as Tiled finds it."""
        found = self.classes.get(name)
        return found if found is not None and found.for_objects else None


def project_for(map_path: str | os.PathLike[str]) -> Path | None:
    """The product's Tiled project beside a map (``PROJECT_NAME`` in the map's folder),
    or None. Tiled finds a map's project the same way: by the folder it lists."""
    candidate = Path(map_path).parent / PROJECT_NAME
    return candidate if candidate.is_file() else None


class _Located(dict[str, Any]):
    """A JSON object that knows the line and column where it starts."""

    line: int = 0
    column: int = 0


class _LocatedList(list[Any]):
    """A JSON array that knows the line and column where it starts."""

    line: int = 0
    column: int = 0


def _json_at(*nodes: Any) -> tuple[int, int]:
    """The line and column where the first of ``nodes`` that knows them starts (1, 1
    when none does)."""
    for node in nodes:
        line = getattr(node, "line", 0)
        if line:
            return line, getattr(node, "column", 0) or 1
    return 1, 1


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def _column_of(text: str, index: int) -> int:
    return index - (text.rfind("\n", 0, index) + 1) + 1


def _parse_json(path: str, text: str) -> Any:
    """Parse JSON keeping the starting line of every object and array."""
    decoder = json.JSONDecoder(object_pairs_hook=_Located)
    # The pure-Python scanner calls these two back for every object and array (the C
    # scanner does not), which is where their starting lines are noted.
    json_object: Callable[..., tuple[Any, int]] = getattr(json.decoder, "JSONObject")  # noqa: B009
    json_array: Callable[..., tuple[Any, int]] = getattr(json.decoder, "JSONArray")  # noqa: B009

    def parse_object(s_and_end: tuple[str, int], *args: Any) -> tuple[Any, int]:
        text_, start = s_and_end
        value, end = json_object(s_and_end, *args)
        value.line = _line_of(text_, start - 1)
        value.column = _column_of(text_, start - 1)
        return value, end

    def parse_array(s_and_end: tuple[str, int], scan_once: Any) -> tuple[Any, int]:
        text_, start = s_and_end
        values, end = json_array(s_and_end, scan_once)
        located = _LocatedList(values)
        located.line = _line_of(text_, start - 1)
        located.column = _column_of(text_, start - 1)
        return located, end

    setattr(decoder, "parse_object", parse_object)  # noqa: B010
    setattr(decoder, "parse_array", parse_array)  # noqa: B010
    make_scanner: Callable[[json.JSONDecoder], Any] = getattr(json.scanner, "py_make_scanner")  # noqa: B009
    setattr(decoder, "scan_once", make_scanner(decoder))  # noqa: B010
    try:
        return decoder.decode(text)
    except json.JSONDecodeError as exc:
        message = m("core.map.invalid_json", reason=exc.msg)  # Python's own words, in English
        raise DataError([Problem(path, exc.lineno, exc.colno, "", message)]) from None
    except RecursionError:
        raise DataError([Problem(path, 1, 1, "", m("core.map.json_nested_too_deeply"))]) from None
    except ValueError:  # Python refuses to read a whole number of thousands of digits
        raise DataError([Problem(path, 1, 1, "", m("core.map.json_number_too_long"))]) from None


def _project_paths(path: str, document: _Located, confine: Confinement | None) -> list[Problem]:
    """A problem for each file or folder the project names outside ``confine``."""
    confine = confine or Confinement.of(os.path.dirname(os.path.abspath(path)))
    problems = []
    for key in PROJECT_PATHS:
        value = document.get(key)
        named = value if isinstance(value, list) else [value]
        for index, item in enumerate(named):
            if not isinstance(item, str) or not item:
                continue
            _, reason = _resolve(path, item, confine, must_exist=False, file=False, what="path")
            if reason is not None:
                where = f"{key}.{index}" if isinstance(value, list) else key
                problems.append(Problem(path, *_json_at(document), where, reason))
    return problems


def _json_value_error(kind: str, value: Any) -> Message | None:
    """Why a member's default (a JSON value) does not fit its Tiled type, or None."""
    shown = json.dumps(value, ensure_ascii=False)
    if kind in ("string", "file"):
        return None if isinstance(value, str) else m("core.map.default_not_text", value=shown)
    if kind == "bool":
        return None if isinstance(value, bool) else m("core.map.default_not_true_false", value=shown)
    if isinstance(value, bool):
        if kind == "float":
            return m("core.map.default_bool_not_number", value=shown)
        return m("core.map.default_bool_not_whole", value=shown)
    if kind == "float":
        if isinstance(value, (int, float)) and math.isfinite(value):
            return None
        return m("core.map.default_not_number", value=shown)
    if kind in ("int", "object"):
        whole = isinstance(value, int) or (isinstance(value, float) and value.is_integer())
        if kind == "object" and (not whole or value < 0):
            return m("core.map.default_not_object_id", value=shown)
        if not whole:
            return m("core.map.default_not_whole", value=shown)
        return None
    if kind == "color":
        if not isinstance(value, str) or (value and not _COLOR.fullmatch(value)):
            return m("core.map.default_not_colour", value=shown)
        return None
    return m("core.map.member_type_unsupported", kind=repr(kind))


def _json_cast(kind: str, value: Any) -> PropertyValue:
    if kind in ("int", "object"):
        return int(value)
    if kind == "float":
        return float(value)
    return value  # type: ignore[no-any-return]  # str or bool, checked above


def _read_bytes(path: str) -> bytes:
    """The bytes of a regular file of at most ``MAX_FILE_BYTES``; DataError otherwise
    (a missing file, a folder, a pipe that would never end, a huge file)."""
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise DataError([Problem(path, None, None, "", m("core.map.folder_not_file"))])
        if not stat.S_ISREG(info.st_mode):
            raise DataError([Problem(path, None, None, "", m("core.map.not_regular"))])
        if info.st_size > MAX_FILE_BYTES:
            raise DataError([Problem(path, 1, 1, "", m("core.map.file_too_large", limit=str(MAX_FILE_BYTES)))])
        with open(path, "rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise DataError([Problem(path, None, None, "", m("core.map.file_not_found"))]) from None
    except OSError as exc:
        message = m("core.map.cannot_read_file", reason=str(exc.strerror))
        raise DataError([Problem(path, None, None, "", message)]) from None
    if len(data) > MAX_FILE_BYTES:
        raise DataError([Problem(path, 1, 1, "", m("core.map.file_too_large", limit=str(MAX_FILE_BYTES)))])
    return data


def _read_text(path: str) -> str:
    data = _read_bytes(path)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DataError([not_utf8(path, data, exc)]) from None


#: The keys of a Tiled project that name a file or a folder (none is ever opened here).
PROJECT_PATHS = ("folders", "extensionsPath", "automappingRulesFile", "objectTypesFile", "propertyTypesFile")


def read_project(path: str | os.PathLike[str], confine: Confinement | None = None) -> Project:
    """Read the classes of a Tiled project file.

    Raises DataError listing every problem: JSON that does not parse, a class without a
    name, a member whose default does not fit its type, a member of a class used for
    objects whose type this reader does not support, a file or folder it names
    (``PROJECT_PATHS``) outside ``confine`` (default: the project's own folder).
    """
    path_text = os.fspath(path)
    document = _parse_json(path_text, _read_text(path_text))
    if not isinstance(document, _Located):
        raise DataError([Problem(path_text, *_json_at(document), "", m("core.map.not_a_project"))])
    problems: list[Problem] = _project_paths(path_text, document, confine)
    classes: dict[str, ClassType] = {}
    types = document.get("propertyTypes", [])
    if not isinstance(types, list):
        problems.append(
            Problem(path_text, *_json_at(types, document), "propertyTypes", m("core.map.expected_property_types"))
        )
        types = []
    enums: dict[str, str] = {}  # enum name -> storage type
    for entry in types:
        if isinstance(entry, _Located) and entry.get("type") == "enum" and isinstance(entry.get("name"), str):
            enums[entry["name"]] = "int" if entry.get("storageType") == "int" else "string"
    seen: dict[str, int] = {}
    for index, entry in enumerate(types):
        at = _json_at(entry, types)
        if not isinstance(entry, _Located):
            problems.append(Problem(path_text, *at, f"propertyTypes.{index}", m("core.map.expected_object")))
            continue
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            problems.append(Problem(path_text, *at, f"propertyTypes.{index}.name", m("core.map.expected_name")))
            continue
        if name in seen:
            message = m("core.map.property_type_twice", name=name, line=str(seen[name]))
            problems.append(Problem(path_text, *at, f"propertyTypes.{index}.name", message))
            continue
        seen[name] = entry.line
        if entry.get("type") != "class":
            continue
        parsed = _read_class(path_text, name, entry, enums, problems)
        if parsed is not None:
            classes[name] = parsed
    if problems:
        raise DataError(problems)
    return Project(path_text, MappingProxyType(classes))


def _read_class(
    path: str, name: str, entry: _Located, enums: dict[str, str], problems: list[Problem]
) -> ClassType | None:
    label = f"class '{name}'"  # words: not shown
    use_as_raw = entry.get("useAs")
    if use_as_raw is None:
        use_as = frozenset({"property"})  # before "useAs" (Tiled 1.8), classes were only values
    elif isinstance(use_as_raw, list) and all(isinstance(item, str) for item in use_as_raw):
        use_as = frozenset(use_as_raw)
    else:
        problems.append(Problem(path, *_json_at(entry), f"{label}.useAs", m("core.map.expected_use_as")))
        return None
    members_raw = entry.get("members", [])
    if not isinstance(members_raw, list):
        problems.append(Problem(path, *_json_at(entry), f"{label}.members", m("core.map.expected_members")))
        return None
    members: dict[str, Property] = {}
    named: set[str] = set()
    before = len(problems)
    for index, member in enumerate(members_raw):
        at = _json_at(member, entry)
        if not isinstance(member, _Located) or not isinstance(member.get("name"), str) or not member["name"]:
            problems.append(Problem(path, *at, f"{label}.members.{index}", m("core.map.expected_member_name")))
            continue
        where = f"{label}.{member['name']}"
        if member["name"] in named:
            problems.append(Problem(path, *at, where, m("core.map.member_twice")))
            continue
        named.add(member["name"])
        kind = member.get("type", "string")
        value = member.get("value")
        enum = member.get("propertyType")
        if isinstance(enum, str) and enum in enums and kind in ("string", "int"):
            kind = enums[enum]  # an enum member: stored as its text or its index
        if not isinstance(kind, str) or kind not in PROPERTY_TYPES:
            if use_as and "object" in use_as:
                problems.append(Problem(path, *at, where, m("core.map.member_type_unsupported", kind=repr(kind))))
            continue
        reason = _json_value_error(kind, value)
        if reason is not None:
            problems.append(Problem(path, *at, where, reason))
            continue
        members[member["name"]] = Property(kind, _json_cast(kind, value), inherited=True)
    if len(problems) > before:
        return None
    return ClassType(name, MappingProxyType(members), use_as, entry.line)


# --------------------------------------------------------------------------------------
# Reading a map
# --------------------------------------------------------------------------------------


def import_pytmx() -> Any:
    """Import pytmx without letting it import pygame.

    pytmx imports pygame whenever it can, only to offer ``load_pygame``. The rules must
    run without pygame, so unless pygame is already loaded, the import is made with
    pygame hidden; pytmx then skips its pygame helpers. The client can still import
    ``pytmx.util_pygame.load_pygame`` later, which brings pygame in normally.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    quiet = logging.getLogger("pytmx.util_pygame")
    was_disabled = quiet.disabled
    quiet.disabled = True  # it would log an error about the missing pygame
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail
    try:
        import pytmx
    finally:
        if sys.modules.get("pygame", False) is None:
            del sys.modules["pygame"]
        quiet.disabled = was_disabled
    return pytmx


def object_label(obj_id: int | str, name: str | None) -> str:
    """How problems name an object: "object 'Blaye' (id 3)", or "object (id 7)"."""
    return f"object '{name}' (id {obj_id})" if name else f"object (id {obj_id})"  # words: not shown


def rgb(color: str) -> str | None:
    """ "#rrggbb" (lower case) for a Tiled colour ("#aarrggbb" or "#rrggbb"), or None for
    no colour or text that is not one."""
    match = _COLOR.fullmatch(color)
    return "#" + match.group(1).lower() if match else None


@dataclass
class _Xml:
    """The map's XML tree and the line where each element starts."""

    root: ET.Element
    lines: dict[int, int] = field(default_factory=dict)  # id(element) -> line
    columns: dict[int, int] = field(default_factory=dict)  # id(element) -> column

    def line(self, element: ET.Element) -> int | None:
        return self.lines.get(id(element))

    def column(self, element: ET.Element) -> int | None:
        return self.columns.get(id(element))


class _Refused(Exception):
    """Raised from inside the XML parser's handlers to stop at what is refused."""

    def __init__(self, message: Message, doctype: bool = False) -> None:
        super().__init__(message)
        self.said = message
        self.doctype = doctype


def _parse_xml(path: str, data: bytes) -> _Xml:
    """Parse well-formed XML into an ElementTree, noting the line of every element.

    A document type declaration (where entities, internal or external, would be declared:
    Tiled never writes one) and elements nested more than ``MAX_XML_DEPTH`` deep are
    refused at their line, before anything of them is expanded."""
    builder = ET.TreeBuilder()
    lines: dict[int, int] = {}
    columns: dict[int, int] = {}
    parser = expat.ParserCreate()
    parser.buffer_text = True
    depth = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal depth
        depth += 1
        if depth > MAX_XML_DEPTH:
            raise _Refused(m("core.map.xml_nested_too_deep", limit=str(MAX_XML_DEPTH)))
        element = builder.start(tag, attrs)
        lines[id(element)] = parser.CurrentLineNumber
        columns[id(element)] = parser.CurrentColumnNumber + 1

    def end(tag: str) -> None:
        nonlocal depth
        depth -= 1
        builder.end(tag)

    def doctype(*_args: Any) -> None:
        raise _Refused(m("core.map.doctype"), True)

    def where() -> tuple[int, int]:
        """The start of the declaration refused, else the parser's place."""
        index = parser.CurrentByteIndex
        start = data.rfind(b"<!DOCTYPE", 0, max(index, 0) + 1) if index >= 0 else -1
        if start < 0:
            return parser.CurrentLineNumber, parser.CurrentColumnNumber + 1
        return data.count(b"\n", 0, start) + 1, start - (data.rfind(b"\n", 0, start) + 1) + 1

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = doctype
    try:
        parser.Parse(data, True)
    except _Refused as exc:
        line, column = where() if exc.doctype else (parser.CurrentLineNumber, parser.CurrentColumnNumber + 1)
        raise DataError([Problem(path, line, column, "", m("core.map.not_tiled", reason=exc.said))]) from None
    except expat.ExpatError as exc:
        message = m("core.map.not_xml", reason=str(expat.ErrorString(exc.code)))  # expat's words, in English
        raise DataError([Problem(path, exc.lineno, exc.offset + 1, "", message)]) from None
    return _Xml(builder.close(), lines, columns)


# --------------------------------------------------------------------------------------
# The files a map names: kept inside the folders allowed
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Confinement:
    """Where the files a map names may lie.

    Every path a map names (an image layer's picture, an external tileset and its
    pictures, an object template and the tileset it names, a ``file`` property) must
    resolve, symbolic links followed, inside one of ``roots``. ``fallback`` is a
    ``(folder, instead)`` pair: a file named under ``folder`` that is not there is taken
    from the same place under ``instead`` (a mod's map naming artwork of the game's that
    the mod did not copy). Build it with ``Confinement.of`` (paths resolved once).
    """

    roots: tuple[str, ...]
    fallback: tuple[str, str] | None = None

    @classmethod
    def of(
        cls,
        *roots: str | os.PathLike[str],
        fallback: tuple[str | os.PathLike[str], str | os.PathLike[str]] | None = None,
    ) -> Confinement:
        resolved = tuple(dict.fromkeys(os.path.realpath(root) for root in roots))
        pair = (os.path.abspath(fallback[0]), os.path.realpath(fallback[1])) if fallback is not None else None
        return cls(resolved, pair)

    def holds(self, path: str) -> bool:
        """Whether the resolved ``path`` lies inside one of the roots."""
        return any(path == root or path.startswith(root.rstrip(os.sep) + os.sep) for root in self.roots)


#: What each kind of element names: (element tag, attribute, what it is, must exist).
_REFERENCES = (
    ("image", "source", "image", True),
    ("tileset", "source", "tileset", True),
    ("object", "template", "template", True),
)


def _absolute(reference: str) -> bool:
    windows = len(reference) > 1 and reference[1] == ":" and reference[0].isalpha()
    return os.path.isabs(reference) or reference.startswith(("/", "\\")) or windows


def _where_outside(lexical: str, confine: Confinement) -> Message:
    abs_roots = tuple(os.path.abspath(root) for root in confine.roots)
    inside = any(lexical == root or lexical.startswith(root.rstrip(os.sep) + os.sep) for root in abs_roots)
    return m("core.map.link_leads_out") if inside else m("core.map.leads_out")


#: What a path names, as problems say it ("the image ..."), by the kind of thing it names.
_WHAT: dict[str, str] = {
    "image": N_("core.map.the_image"),
    "tileset": N_("core.map.the_tileset"),
    "template": N_("core.map.the_template"),
    "path": N_("core.map.the_path"),
    "file": N_("core.map.the_file"),
}


def _resolve(
    owner: str, reference: str, confine: Confinement, must_exist: bool, file: bool = True, what: str = "file"
) -> tuple[str | None, Message | None]:
    """(the resolved path, None) or (None, why not) for a path named in the file
    ``owner``: a regular file that exists (``must_exist``), or anything that may be
    missing (``file=False``: a folder too); nothing is opened, links are only read.
    ``what`` is the kind of thing the path names (a key of ``_WHAT``), which the
    message names."""
    thing = m(_WHAT[what])
    shown = repr(reference)
    if not reference.strip():
        return None, m("core.map.empty_path", what=thing)
    if _absolute(reference) or "\0" in reference:
        return None, m("core.map.absolute_path", what=thing, path=shown)
    lexical = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(owner)), reference))
    real = os.path.realpath(lexical)
    if not confine.holds(real):
        return None, m("core.map.path_refused", what=thing, path=shown, reason=_where_outside(lexical, confine))
    if os.path.exists(real) or not must_exist:
        if file and os.path.exists(real) and not os.path.isfile(real):
            return None, m("core.map.path_not_regular", what=thing, path=shown)
        return real, None
    if confine.fallback is not None:
        folder, instead = confine.fallback
        if lexical.startswith(folder.rstrip(os.sep) + os.sep):
            other = os.path.realpath(os.path.join(instead, os.path.relpath(lexical, folder)))
            if confine.holds(other) and os.path.isfile(other):
                return other, None
    return None, m("core.map.path_missing", what=thing, path=shown)


def _label(element: ET.Element, parents: dict[int, ET.Element]) -> str:
    """How a problem names the element that names a file."""
    if element.tag == "image":
        owner = parents.get(id(element))
        if owner is not None and owner.tag == "imagelayer":
            return f"layer '{owner.get('name', '')}'.image.source"  # words: not shown
        if owner is not None and owner.tag == "tile":
            return f"tile {owner.get('id', '?')}.image.source"  # words: not shown
        return "image.source"
    if element.tag == "tileset":
        return "tileset.source"
    return f"{_element_label(element)}.template"


def check_references(
    xml: _Xml,
    path: str,
    confine: Confinement,
    depth: int = 0,
    seen: set[str] | None = None,
    pictures: list[str] | None = None,
) -> tuple[list[Problem], dict[int, str]]:
    """Every file the parsed Tiled file at ``path`` names, checked against ``confine``
    before anything opens it: the problems (file, line, attribute), and the resolved path
    of each element that names a file, by ``id(element)``. External tilesets and
    templates inside the confinement are read (never followed further than
    ``MAX_FILE_CHAIN`` files) and their own references checked the same way. The
    pictures checked, there and in the files named, are added to ``pictures``."""
    seen = set() if seen is None else seen
    pictures = [] if pictures is None else pictures
    problems: list[Problem] = []
    resolved: dict[int, str] = {}
    parents = {id(child): parent for parent in xml.root.iter() for child in parent}
    for element in xml.root.iter():
        for tag, attribute, what, must_exist in _REFERENCES:
            if element.tag != tag or attribute not in element.attrib:
                continue
            if what == "image" and not element.attrib[attribute].strip():
                continue  # an image layer with no picture yet: nothing to open
            line = xml.line(element)
            found, reason = _resolve(path, element.attrib[attribute], confine, must_exist, what=what)
            if reason is not None:
                column = xml.column(element)
                problems.append(Problem(path, line, column, _label(element, parents), reason))
                continue
            assert found is not None
            if what == "image":
                reason = _image_problem(found, element.attrib[attribute])
                if reason is not None:
                    problems.append(Problem(path, line, xml.column(element), _label(element, parents), reason))
                    continue
            resolved[id(element)] = found
            if what == "image":
                pictures.append(found)
            if what in ("tileset", "template") and found not in seen:
                seen.add(found)
                at = (line, xml.column(element))
                problems += _check_named_file(found, what, path, at, confine, depth, seen, pictures)
        if element.tag == "property" and element.get("type") == "file" and element.get("value"):
            _, reason = _resolve(path, element.get("value", ""), confine, must_exist=False, what="file")
            if reason is not None:
                owner = parents.get(id(parents.get(id(element), element)))
                where = (
                    f"{_element_label(owner)}.{element.get('name', '')}"
                    if owner is not None
                    else element.get("name", "")
                )
                problems.append(Problem(path, xml.line(element), xml.column(element), where, reason))
    return problems, resolved


def _image_problem(file: str, named: str) -> Message | None:
    """Why the picture ``file`` (named ``named`` in the map) cannot be drawn: it is not a
    PNG the client can decode (``game.core.png``), or cannot be read; None when it can."""
    try:
        data = _read_bytes(file)
    except DataError as exc:
        reason: Text = exc.problems[0].said if exc.problems else m("core.png.not_png")
        return m("core.map.image_refused", path=repr(named), reason=reason)
    problem = png_problem(data)
    return None if problem is None else m("core.map.image_refused", path=repr(named), reason=problem)


def _check_named_file(
    file: str,
    what: str,
    by: str,
    at: tuple[int | None, int | None],
    confine: Confinement,
    depth: int,
    seen: set[str],
    pictures: list[str],
) -> list[Problem]:
    if depth + 1 >= MAX_FILE_CHAIN:
        message = m("core.map.files_chain_too_deep", what=m(_WHAT[what]), limit=str(MAX_FILE_CHAIN))
        return [Problem(by, *at, "", message)]
    try:
        xml = _parse_xml(file, _read_bytes(file))
    except DataError as exc:
        return exc.problems
    expected = "tileset" if what == "tileset" else "template"
    if xml.root.tag != expected:
        said = N_("core.map.not_a_tileset") if what == "tileset" else N_("core.map.not_a_template")
        message = m(said, root=xml.root.tag, expected=expected)
        return [Problem(file, xml.line(xml.root) or 1, xml.column(xml.root) or 1, "", message)]
    problems, _ = check_references(xml, file, confine, depth + 1, seen, pictures)
    return problems


def _value_error(kind: str, value: str | None) -> Message | None:
    """Why a property value does not fit its declared Tiled type (None if it fits)."""
    if kind not in PROPERTY_TYPES:
        return m("core.map.property_type_unsupported", kind=_short(kind))
    if value is None:
        return m("core.map.no_value", kind=kind) if kind != "string" else None
    shown = _short(value)
    if kind in ("int", "object") and re.fullmatch(r"[+-]?[0-9]{31,}", value.strip()):
        return m("core.map.too_many_digits", value=shown)
    if kind == "int" and not _INT.fullmatch(value.strip()):
        return m("core.map.not_whole", value=shown)
    if kind == "float":
        try:
            number = float(value)
        except ValueError:
            return m("core.map.not_number", value=shown)
        if not math.isfinite(number):
            return m("core.map.not_number", value=shown)
    if kind == "bool" and value not in _TRUE_FALSE:
        return m("core.map.not_true_false", value=shown)
    if kind == "object" and not (_INT.fullmatch(value.strip()) and int(value) >= 0):
        return m("core.map.not_object_id", value=shown)
    if kind == "color" and value and not _COLOR.fullmatch(value):
        return m("core.map.not_colour", value=shown)
    return None


def _short(text: str, most: int = 40) -> str:
    """A value as messages show it: cut short when it is long."""
    return text if len(text) <= most else text[: most - 3] + "..."


def _cast(kind: str, value: str) -> PropertyValue:
    if kind in ("int", "object"):
        return int(value.strip())
    if kind == "float":
        return float(value)
    if kind == "bool":
        return _TRUE_FALSE[value]
    return value


def _layer_elements(parent: ET.Element) -> Iterator[ET.Element]:
    """The layers under ``parent`` in file order, those of a group after the group."""
    for child in parent:
        if child.tag in _LAYER_TAGS:
            yield child
            if child.tag == "group":
                yield from _layer_elements(child)


def _element_label(element: ET.Element) -> str:
    if element.tag == "map":
        return "map"
    if element.tag == "object":
        return object_label(element.get("id", ""), element.get("name"))
    return f"layer '{element.get('name', '')}'"  # words: not shown


def _read_properties(
    xml: _Xml, path: str, element: ET.Element, problems: list[Problem]
) -> tuple[dict[str, Property], set[str]]:
    """The custom properties of an element, and the names of those left out.

    A property whose value does not fit its declared type is reported and removed from
    the tree, so that pytmx can still read the rest of the map.
    """
    found: dict[str, Property] = {}
    broken: set[str] = set()
    is_object = element.tag == "object"
    line, column = xml.line(element), xml.column(element)
    for holder in element.findall("properties"):
        for prop in list(holder.findall("property")):
            name = prop.get("name", "")
            kind = prop.get("type", "string")
            value = prop.get("value")
            if value is None and kind == "string":
                value = prop.text or ""
            reason = _value_error(kind, value)
            if reason is None and is_object and name in _RESERVED:
                reason = m("core.map.reserved_name")
            if reason is not None:
                problems.append(Problem(path, line, column, f"{_element_label(element)}.{name}", reason))
                holder.remove(prop)
                broken.add(name)
                found.pop(name, None)
            elif value is not None:
                found[name] = Property(kind, _cast(kind, value))
    return found, broken


def _shape(element: ET.Element) -> str:
    if element.get("gid"):
        return "tile"
    return next((shape for shape in _SHAPES if element.find(shape) is not None), "rectangle")


def read_map(
    path: str | os.PathLike[str],
    project: Project | str | os.PathLike[str] | None = None,
    confine: Confinement | None = None,
) -> TiledMap:
    """Read a Tiled map (.tmx), with the classes of ``project`` (a ``Project`` or the
    path of a .tiled-project file) if given.

    Every file the map names must lie inside ``confine`` (default: the map's own
    folder); they are checked before pytmx sees the map, and a path that is absolute,
    leads out with ``..`` or through a symbolic link, or names a missing picture,
    tileset or template is a problem at its line: then nothing the map names is opened.

    Raises DataError when the file cannot be read as a Tiled map (missing, not XML, not
    a map, a named file refused, refused by pytmx) or the project cannot be read. Other
    problems are in ``TiledMap.problems``, each as
    ``file:line:col: object 'Blaye' (id 3).fief: message``.
    """
    path_text = os.fspath(path)
    if confine is None:
        confine = Confinement.of(os.path.dirname(os.path.abspath(path_text)))
    if project is not None and not isinstance(project, Project):
        project = read_project(project, confine)
    xml = _parse_xml(path_text, _read_bytes(path_text))
    root = xml.root
    map_line, map_column = xml.line(root) or 1, xml.column(root) or 1
    if root.tag != "map":
        message = m("core.map.not_a_map", root=root.tag)
        raise DataError([Problem(path_text, map_line, map_column, "", message)])
    pictures: list[str] = []
    refused, named = check_references(xml, path_text, confine, pictures=pictures)
    if refused:
        raise DataError(refused)
    for element in root.iter("tileset"):
        if id(element) in named:
            element.set("source", named[id(element)])  # pytmx opens exactly the file checked

    problems: list[Problem] = []
    properties: dict[int, tuple[dict[str, Property], set[str]]] = {}
    owners = [root, *(e for e in root.iter() if e.tag in _LAYER_TAGS)]
    owners += [obj for group in root.iter("objectgroup") for obj in group.findall("object")]
    for element in owners:
        properties[id(element)] = _read_properties(xml, path_text, element, problems)

    pytmx = import_pytmx()
    tmx = pytmx.TiledMap()
    tmx.filename = path_text
    try:
        tmx.parse_xml(root)
    except Exception as exc:  # pytmx raises bare ValueError/KeyError on odd maps
        message = m("core.map.unreadable", reason=str(exc))  # pytmx's words, in English
        problems.append(Problem(path_text, map_line, map_column, "", message))
        raise DataError(problems) from None

    size = _size_problem(path_text, map_line, map_column, tmx)
    if size is not None:
        problems.append(size)
        raise DataError(problems)
    bounds = (float(tmx.width * tmx.tilewidth), float(tmx.height * tmx.tileheight))

    # pytmx reads every <objectgroup> of the file in order, so the two lists pair up.
    groups = [layer for layer in tmx.layers if isinstance(layer, pytmx.TiledObjectGroup)]
    read_groups = dict(zip((id(e) for e in root.findall(".//objectgroup")), groups, strict=True))

    layers: list[Layer] = []
    objects: dict[int, TiledObject] = {}
    for element in _layer_elements(root):
        name = element.get("name", "")
        layer_objects: list[TiledObject] = []
        if element.tag == "objectgroup":
            for obj_element, obj in zip(element.findall("object"), read_groups[id(element)], strict=True):
                made = _make_object(xml, obj_element, obj, name, properties[id(obj_element)], project)
                made = _placed(path_text, made, bounds, problems)
                layer_objects.append(made)
                first = objects.get(made.id)
                if first is not None:
                    message = m("core.map.object_id_twice", id=str(made.id), line=str(first.line or "?"))
                    problems.append(Problem(path_text, made.line, made.column, made.label, message))
                    continue
                objects[made.id] = made
        image = element.find("image") if element.tag == "imagelayer" else None
        layers.append(
            Layer(
                name=name,
                kind=_LAYER_TAGS[element.tag],
                cls=element.get("class", ""),
                line=xml.line(element),
                column=xml.column(element),
                properties=MappingProxyType(properties[id(element)][0]),
                objects=tuple(layer_objects),
                image=image.get("source") if image is not None else None,
                image_path=named.get(id(image)) if image is not None else None,
            )
        )
    return TiledMap(
        path=path_text,
        line=map_line,
        column=map_column,
        width=int(tmx.width),
        height=int(tmx.height),
        tile_width=int(tmx.tilewidth),
        tile_height=int(tmx.tileheight),
        properties=MappingProxyType(properties[id(root)][0]),
        layers=tuple(layers),
        objects=MappingProxyType(objects),
        problems=tuple(problems),
        project=project,
        pictures=tuple(dict.fromkeys(pictures)),
    )


def _size_problem(path: str, line: int, column: int, tmx: Any) -> Problem | None:
    """Why the map's size cannot be played on (a side of no pixels, or of more than
    ``MAX_MAP_PIXELS``), or None."""
    for field_name, value in (
        ("width", tmx.width),
        ("height", tmx.height),
        ("tilewidth", tmx.tilewidth),
        ("tileheight", tmx.tileheight),
    ):
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            return Problem(path, line, column, f"map.{field_name}", m("core.map.size_below_one", value=str(value)))
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    if width > MAX_MAP_PIXELS or height > MAX_MAP_PIXELS:
        message = m("core.map.too_large", width=width, height=height, most=MAX_MAP_PIXELS)
        return Problem(path, line, column, "map", message)
    return None


def _placed(path: str, obj: TiledObject, bounds: tuple[float, float], problems: list[Problem]) -> TiledObject:
    """``obj`` with every number of its geometry a finite number (a number that is not,
    as ``x="nan"`` or ``1e999``, is reported and taken as 0), reported when it has a
    negative size or does not lie on the map (``bounds``: its width and height in
    pixels), so that nothing drawn from it is lost off the board or breaks a drawing."""

    said: set[str] = set()

    def finite(name: str, value: float) -> float:
        if math.isfinite(value):
            return value
        if obj.points and name in ("width", "height"):
            name = "points"  # a polygon's size is that of its points
        if name not in said:  # once for all the points
            said.add(name)
            problems.append(Problem(path, obj.line, obj.column, f"{obj.label}.{name}", m("core.map.not_finite")))
        return 0.0

    x, y = finite("x", obj.x), finite("y", obj.y)
    width, height = finite("width", obj.width), finite("height", obj.height)
    rotation = finite("rotation", obj.rotation)
    points = tuple((finite("points", px), finite("points", py)) for px, py in obj.points)
    placed = replace(obj, x=x, y=y, width=width, height=height, rotation=rotation, points=points)
    if width < 0 or height < 0:
        message = m("core.map.negative_size", width=_number(width), height=_number(height))
        problems.append(Problem(path, obj.line, obj.column, obj.label, message))
        return placed
    top = y - height if obj.shape == "tile" else y  # a tile object stands on its point
    xs = [x, x + width, *(px for px, _ in points)]
    ys = [top, top + height, *(py for _, py in points)]
    if min(xs) < 0 or min(ys) < 0 or max(xs) > bounds[0] or max(ys) > bounds[1]:
        message = m("core.map.object_outside", width=_number(bounds[0]), height=_number(bounds[1]))
        problems.append(Problem(path, obj.line, obj.column, obj.label, message))
    return placed


def _number(value: float) -> str:
    """A coordinate as problems show it: 12 rather than 12.0."""
    return str(int(value)) if value.is_integer() else str(value)


def _make_object(
    xml: _Xml,
    element: ET.Element,
    obj: Any,
    layer: str,
    read: tuple[dict[str, Property], set[str]],
    project: Project | None,
) -> TiledObject:
    own, broken = read
    cls = element.get("class") or element.get("type") or ""
    props = dict(own)
    class_type = project.object_class(cls) if project is not None and cls else None
    if class_type is not None:
        for name, default in class_type.members.items():
            if name not in props and name not in broken:
                props[name] = default
    points = tuple((float(p[0]), float(p[1])) for p in (getattr(obj, "points", None) or ()))
    return TiledObject(
        id=int(obj.id),
        name=obj.name or "",
        cls=cls,
        shape=_shape(element),
        x=float(obj.x),
        y=float(obj.y),
        width=float(obj.width),
        height=float(obj.height),
        rotation=float(obj.rotation),
        points=points,
        properties=MappingProxyType(props),
        broken=frozenset(broken),
        layer=layer,
        line=xml.line(element),
        column=xml.column(element),
    )


# --------------------------------------------------------------------------------------
# What a game asks of a map
# --------------------------------------------------------------------------------------

#: The map property that names the game a map is drawn for.
GAME_PROPERTY = "game"


def game_problem(tmx: TiledMap, game: str) -> Problem | None:
    """A problem when the map says it is drawn for another game than ``game`` (its
    ``game`` property), else None (also when it does not say)."""
    found = tmx.properties.get(GAME_PROPERTY)
    if found is None or found.value == game:
        return None
    message = m("core.map.other_game", value=repr(str(found.value)), game=repr(game))
    return tmx.problem(None, f"map.{GAME_PROPERTY}", message)


def unknown_classes(tmx: TiledMap, known: Collection[str], layers: Collection[str] | None = None) -> list[Problem]:
    """A problem for each object (of the layers named ``layers``; None: of every layer)
    whose class is not one of ``known``, the classes the game reads there: an object the
    game would pass over without a word (a misspelt class, a missing one)."""
    problems = []
    choices = sorted(known)
    for layer in tmx.layers:
        if layers is not None and layer.name not in layers:
            continue
        for obj in layer.objects:
            if obj.cls in known:
                continue
            close = yamlload.close_match(obj.cls, choices) if obj.cls else None
            if not obj.cls:
                message = m("core.map.no_class", classes=", ".join(choices))
            elif close is not None:
                message = m("core.map.unknown_class_close", cls=repr(obj.cls), close=repr(close))
            else:
                message = m("core.map.unknown_class", cls=repr(obj.cls), classes=", ".join(choices))
            problems.append(tmx.problem(obj, "", message))
    return problems


# --------------------------------------------------------------------------------------
# Cache
# --------------------------------------------------------------------------------------

_CACHE: dict[tuple[Any, ...], tuple[tuple[tuple[int, int], ...], object]] = {}


def _stamp(path: str) -> tuple[int, int]:
    stat_ = os.stat(path)
    return (stat_.st_mtime_ns, stat_.st_size)


def cached(path: str | os.PathLike[str], load: Callable[..., T], *also: str | os.PathLike[str], **options: Any) -> T:
    """``load(path, *also, **options)``, reused while the file and the files ``also`` (a
    project, say) are unchanged (keyed by absolute paths, the loader, the options, which
    must be hashable, modification times and sizes). What it returns is shared: treat it
    as read-only."""
    files = tuple(os.path.abspath(os.fspath(p)) for p in (path, *also))
    try:
        stamp = tuple(_stamp(f) for f in files)
    except OSError:
        return load(path, *also, **options)  # the loader reports the missing file properly
    key = (files[0], load, files[1:], tuple(sorted(options.items())))
    hit = _CACHE.get(key)
    if hit is not None and hit[0] == stamp:
        return hit[1]  # type: ignore[return-value]
    value = load(path, *also, **options)
    _CACHE[key] = (stamp, value)
    return value


def clear_cache() -> None:
    """Forget every cached map, and every checked YAML data file (``yamlload``), so that
    the next load reads every file again (a benchmark's cold load, a test)."""
    _CACHE.clear()
    yamlload.clear_cache()
