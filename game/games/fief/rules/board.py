"""The board graph of a game, read from its Tiled map with pytmx (no pygame).

The Tiled map is the single source of the board: villages are objects of class
``village`` with custom properties, roads are objects of class ``road`` whose
object-reference properties ``from`` and ``to`` name two villages, fief and bishopric
areas are polygons, and each bishopric has a mitre point.
"""

from __future__ import annotations

import logging
import math
import os
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.parsers import expat

from game.core import tiled
from game.core.errors import DataError, Problem


def slugify(name: str) -> str:
    """Stable ASCII id for a display name: "L'Épervier" -> "l-epervier"."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Village:
    id: str  # slugify(name)
    name: str  # display name exactly as in the map
    fief: int
    bishopric: int
    principal: bool
    x: float  # map pixels, top-left of the village square
    y: float
    width: float
    height: float
    object_id: int  # Tiled object id, for error messages

    @property
    def center(self) -> Point:
        return (self.x + self.width / 2, self.y + self.height / 2)


@dataclass(frozen=True, slots=True)
class Road:
    object_id: int
    a: str  # village id
    b: str  # village id
    points: tuple[Point, ...]  # polyline in map pixels, from a to b, for drawing

    def other(self, village: str) -> str:
        return self.b if village == self.a else self.a


@dataclass(frozen=True, slots=True)
class Fief:
    number: int
    name: str  # e.g. "Duchy of Bourg"
    villages: tuple[str, ...]  # village ids in map order
    polygon: tuple[Point, ...]
    color: str  # "#rrggbb", from the area object's `color` property


@dataclass(frozen=True, slots=True)
class Bishopric:
    number: int
    name: str
    villages: tuple[str, ...]
    principal: str  # village id
    polygon: tuple[Point, ...]
    mitre: Point  # where the bishopric's cards and markers lie


@dataclass(frozen=True)
class Board:
    source: str  # path of the .tmx file
    width: float  # map size in pixels
    height: float
    villages: dict[str, Village]
    roads: tuple[Road, ...]
    neighbours: dict[str, tuple[str, ...]]  # village id -> adjacent village ids, sorted
    fiefs: dict[int, Fief]
    bishoprics: dict[int, Bishopric]
    _road_index: dict[frozenset[str], Road] = field(default_factory=dict, repr=False)

    def road_between(self, a: str, b: str) -> Road | None:
        return self._road_index.get(frozenset((a, b)))

    def adjacent(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self._road_index


# --------------------------------------------------------------------------------------
# Loading the board from a Tiled map
# --------------------------------------------------------------------------------------

# The object layers the engine reads, and the object type each one holds.
_LAYERS: dict[str, str] = {
    "villages": "village",
    "roads": "road",
    "fiefs": "fief",
    "bishoprics": "bishopric",
    "mitres": "mitre",
}

# Custom properties each kind of object must have, with their Tiled property types.
_REQUIRED: dict[str, tuple[tuple[str, str], ...]] = {
    "village": (("fief", "int"), ("bishopric", "int"), ("principal", "bool")),
    "road": (("from", "object"), ("to", "object")),
    "fief": (("fief", "int"), ("color", "color")),
    "bishopric": (("bishopric", "int"),),
    "mitre": (("bishopric", "int"),),
}

_INT = re.compile(r"[+-]?[0-9]+")
_COLOR = re.compile(r"#(?:[0-9a-fA-F]{2})?([0-9a-fA-F]{6})")
_TRUE_FALSE = {"true": True, "false": False}
# Tiled property types that pytmx reads without help (not "class", which needs a
# project file).
_PROPERTY_TYPES = frozenset({"string", "int", "float", "bool", "color", "file", "object"})

# Names pytmx keeps for its own attributes on objects; a property of that name is refused.
_RESERVED = frozenset(
    "parent id name type x y width height rotation gid visible closed template "
    "custom_types properties points image as_points apply_transformations parse_xml".split()
)


def _pytmx() -> Any:
    """Import pytmx without letting it import pygame.

    pytmx imports pygame whenever it can, only to offer ``load_pygame``. The rules must
    run without pygame, so unless the UI has already loaded pygame, the import is made
    with pygame hidden; pytmx then skips its pygame helpers. The UI can still import
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


@dataclass
class _Scan:
    """What the raw XML text tells that pytmx does not: lines and declared types."""

    root: ET.Element
    object_lines: dict[int, int]
    layer_lines: dict[str, int]
    map_line: int


def _scan(path: str, data: bytes) -> _Scan:
    """Check the file is well-formed XML and note the line of every object and layer."""
    object_lines: dict[int, int] = {}
    layer_lines: dict[str, int] = {}
    map_line = 0
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal map_line
        line = parser.CurrentLineNumber
        if not map_line:
            map_line = line  # the root element, whatever it is
        if tag == "object" and _INT.fullmatch(attrs.get("id", "")):
            object_lines.setdefault(int(attrs["id"]), line)
        elif tag in ("objectgroup", "imagelayer", "layer", "group"):
            layer_lines.setdefault(attrs.get("name", ""), line)

    parser.StartElementHandler = start
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        message = f"not a well-formed XML file: {expat.ErrorString(exc.code)}"
        raise DataError([Problem(path, exc.lineno, exc.offset + 1, "", message)]) from None
    root = ET.fromstring(data)
    if root.tag != "map":
        message = f"not a Tiled map: the root element is <{root.tag}>, not <map>"
        raise DataError([Problem(path, map_line, None, "", message)])
    return _Scan(root, object_lines, layer_lines, map_line)


def _object_label(obj_id: int | str, name: str | None) -> str:
    return f"object '{name}' (id {obj_id})" if name else f"object (id {obj_id})"


def _value_error(kind: str, value: str | None) -> str | None:
    """Why a property value does not fit its declared Tiled type (None if it fits)."""
    if kind not in _PROPERTY_TYPES:
        return f"property type '{kind}' is not one the map reader supports"
    if value is None:
        return f"has no value (expected {kind})" if kind != "string" else None
    if kind == "int" and not _INT.fullmatch(value.strip()):
        return f"'{value}' is not a whole number"
    if kind == "float":
        try:
            float(value)
        except ValueError:
            return f"'{value}' is not a number"
    if kind == "bool" and value not in _TRUE_FALSE:
        return f"'{value}' is not true or false"
    if kind == "object" and not (_INT.fullmatch(value.strip()) and int(value) >= 0):
        return f"'{value}' is not an object id"
    if kind == "color" and value and not _COLOR.fullmatch(value):
        return f"'{value}' is not a colour like #rrggbb"
    return None


def _check_properties(scan: _Scan, path: str, problems: list[Problem]) -> set[int]:
    """Check the declared type and value of every property, and the required ones.

    pytmx casts values without saying where a bad one is, and forgets the declared
    types, so both are checked here on the XML. Properties with unusable values are
    removed from the tree so that pytmx can still read the rest of the map. Returns the
    ids of objects that cannot be used because of a problem with their properties.
    """
    unusable: set[int] = set()
    role_of_layer = {
        group: _LAYERS[group.get("name", "")]
        for group in scan.root.iter("objectgroup")
        if group.get("name", "") in _LAYERS
    }
    owners: list[tuple[ET.Element, str, int | None, int | None, str | None]] = []
    owners.append((scan.root, "map", scan.map_line, None, None))
    for element in scan.root.iter():
        if element.tag in ("objectgroup", "imagelayer", "layer", "group"):
            name = element.get("name", "")
            owners.append((element, f"layer '{name}'", scan.layer_lines.get(name), None, None))
    for group in scan.root.iter("objectgroup"):
        role = role_of_layer.get(group)
        for obj in group.findall("object"):
            raw_id = obj.get("id", "")
            obj_id = int(raw_id) if _INT.fullmatch(raw_id) else None
            label = _object_label(raw_id, obj.get("name"))
            line = scan.object_lines.get(obj_id) if obj_id is not None else None
            kind = obj.get("type") or obj.get("class")
            owners.append((obj, label, line, obj_id, role if kind == role else None))

    for element, label, line, obj_id, role in owners:
        found: dict[str, tuple[str, str | None]] = {}
        for holder in element.findall("properties"):
            for prop in list(holder.findall("property")):
                name = prop.get("name", "")
                kind = prop.get("type", "string")
                value = prop.get("value")
                if value is None and kind == "string":
                    value = prop.text or ""
                reason = _value_error(kind, value)
                if reason is None and obj_id is not None and name in _RESERVED:
                    reason = "this property name is reserved by the map reader; rename it"
                if reason is not None:
                    problems.append(Problem(path, line, None, f"{label}.{name}", reason))
                    holder.remove(prop)
                    if obj_id is not None and role is not None:
                        unusable.add(obj_id)
                    found[name] = (kind, None)
                else:
                    found[name] = (kind, value)
        if role is None or obj_id is None:
            continue
        for name, kind in _REQUIRED[role]:
            if name not in found:
                problems.append(
                    Problem(path, line, None, f"{label}.{name}", f"missing property (expected type {kind})")
                )
                unusable.add(obj_id)
            elif found[name][0] != kind:
                message = f"property has type {found[name][0]}, expected {kind}"
                problems.append(Problem(path, line, None, f"{label}.{name}", message))
                unusable.add(obj_id)
            elif found[name][1] in (None, ""):
                unusable.add(obj_id)  # already reported, or an unset colour
                if found[name][1] == "":
                    problems.append(Problem(path, line, None, f"{label}.{name}", f"no {kind} is set"))
    return unusable


def _point_in_polygon(point: Point, polygon: tuple[Point, ...]) -> bool:
    x, y = point
    inside = False
    count = len(polygon)
    for i in range(count):
        x1, y1 = polygon[i]
        x2, y2 = polygon[(i + 1) % count]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _rgb(color: str) -> str:
    match = _COLOR.fullmatch(color)
    assert match is not None  # checked in _check_properties
    return "#" + match.group(1).lower()


class _Reader:
    """Builds a Board from a parsed map, collecting every problem on the way."""

    def __init__(
        self, path: str, scan: _Scan, pytmx: Any, tmx: Any, unusable: set[int], problems: list[Problem]
    ):
        self.path = path
        self.scan = scan
        self.pytmx = pytmx
        self.tmx = tmx
        self.unusable = unusable
        self.problems = problems
        self.layer_objects: dict[str, list[Any]] = {}
        self.village_object_ids: set[int] = set()  # usable or not
        self.layer_sizes: dict[str, int] = {}  # objects of any kind in each layer
        # Checks of the whole board (a connected network, one principal village per
        # bishopric...) only run when the objects they depend on were all read: with
        # some left out, they would report consequences of problems already reported.
        self.all_villages = False
        self.all_roads = False

    # -- reporting ---------------------------------------------------------------------

    def at_object(self, obj: Any, field_name: str, message: str) -> None:
        label = _object_label(obj.id, obj.name)
        where = f"{label}.{field_name}" if field_name else label
        self.problems.append(Problem(self.path, self.scan.object_lines.get(obj.id), None, where, message))

    def at_layer(self, layer: str, message: str) -> None:
        line = self.scan.layer_lines.get(layer, self.scan.map_line)
        self.problems.append(Problem(self.path, line, None, f"layer '{layer}'", message))

    # -- reading -----------------------------------------------------------------------

    @staticmethod
    def kind(obj: Any) -> str | None:
        return obj.type or getattr(obj, "class", None)

    def read_layers(self) -> None:
        for layer_name, kind in _LAYERS.items():
            layer = self.tmx.layernames.get(layer_name)
            objects: list[Any] = []
            self.layer_objects[layer_name] = objects
            if not isinstance(layer, self.pytmx.TiledObjectGroup):
                self.layer_sizes[layer_name] = 0
                self.at_layer(layer_name, f"missing object layer (it holds the {kind} objects)")
                continue
            self.layer_sizes[layer_name] = len(layer)
            for obj in layer:
                found = self.kind(obj)
                if found != kind:
                    shown = f"type '{found}'" if found else "no type"
                    self.at_object(obj, "", f"has {shown}; layer '{layer_name}' holds only '{kind}' objects")
                    continue
                if kind == "village":
                    self.village_object_ids.add(obj.id)
                if obj.id not in self.unusable:
                    objects.append(obj)

    def villages(self) -> tuple[dict[str, Village], dict[int, Village]]:
        by_id: dict[str, Village] = {}
        by_object: dict[int, Village] = {}
        by_name: dict[str, Village] = {}
        for obj in self.layer_objects["villages"]:
            name = (obj.name or "").strip()
            props = obj.properties
            if not name:
                self.at_object(obj, "name", "the village has no name")
                continue
            if hasattr(obj, "points") or not (obj.width > 0 and obj.height > 0):
                self.at_object(obj, "", "a village must be a rectangle with a width and a height")
                continue
            if name in by_name:
                first = by_name[name].object_id
                self.at_object(obj, "name", f"duplicate village name '{name}' (also object id {first})")
                continue
            village_id = slugify(name)
            if village_id in by_id:
                other = by_id[village_id]
                message = f"the id '{village_id}' is also the id of '{other.name}' (object id {other.object_id})"
                self.at_object(obj, "name", message)
                continue
            bad = False
            for key in ("fief", "bishopric"):
                if props[key] < 1:
                    self.at_object(obj, key, f"must be 1 or more, not {props[key]}")
                    bad = True
            if bad:
                continue
            village = Village(
                id=village_id,
                name=name,
                fief=props["fief"],
                bishopric=props["bishopric"],
                principal=bool(props["principal"]),
                x=float(obj.x),
                y=float(obj.y),
                width=float(obj.width),
                height=float(obj.height),
                object_id=obj.id,
            )
            by_id[village_id] = village
            by_object[obj.id] = village
            by_name[name] = village
        return by_id, by_object

    def roads(self, by_object: dict[int, Village]) -> tuple[Road, ...]:
        roads: list[Road] = []
        index: dict[frozenset[str], Road] = {}
        for obj in self.layer_objects["roads"]:
            ends: list[Village] = []
            for key in ("from", "to"):
                ref = obj.properties[key]
                target = self.tmx.objects_by_id.get(ref)
                if ref == 0:
                    self.at_object(obj, key, "does not refer to any object")
                elif target is None:
                    self.at_object(obj, key, f"refers to object id {ref}, which does not exist")
                elif ref not in self.village_object_ids:
                    label = _object_label(target.id, target.name)
                    self.at_object(obj, key, f"refers to {label}, which is not a village")
                elif ref in by_object:
                    ends.append(by_object[ref])
            if len(ends) != 2:
                continue  # reported above, or an end village has its own problem
            a, b = ends
            if a.id == b.id:
                self.at_object(obj, "", f"the road joins '{a.name}' to itself")
                continue
            points = getattr(obj, "points", None)
            if not points or obj.closed:
                self.at_object(obj, "", "a road must be a polyline")
                continue
            line = tuple((float(p[0]), float(p[1])) for p in points)
            if math.dist(line[0], b.center) < math.dist(line[0], a.center):
                line = line[::-1]  # drawn from `to` to `from`
            key = frozenset((a.id, b.id))
            if key in index:
                first = index[key].object_id
                message = f"a second road between '{a.name}' and '{b.name}' (object id {first} joins them already)"
                self.at_object(obj, "", message)
                continue
            road = Road(object_id=obj.id, a=a.id, b=b.id, points=line)
            index[key] = road
            roads.append(road)
        return tuple(roads)

    def network(self, villages: dict[str, Village], roads: tuple[Road, ...]) -> dict[str, tuple[str, ...]]:
        links: dict[str, set[str]] = {vid: set() for vid in villages}
        for road in roads:
            links[road.a].add(road.b)
            links[road.b].add(road.a)
        self.all_villages = len(villages) == self.layer_sizes["villages"]
        self.all_roads = len(roads) == self.layer_sizes["roads"]
        neighbours = {vid: tuple(sorted(links[vid])) for vid in villages}
        if not (self.all_villages and self.all_roads):
            return neighbours
        for village in villages.values():
            if not links[village.id]:
                self.at_object(self.tmx.objects_by_id[village.object_id], "", "the village has no road")
        connected = [vid for vid in villages if links[vid]]
        if connected:
            seen = {connected[0]}
            todo = [connected[0]]
            while todo:
                for other in links[todo.pop()]:
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
            cut_off = [villages[vid].name for vid in connected if vid not in seen]
            if cut_off:
                start = villages[connected[0]].name
                self.at_layer(
                    "roads", f"the road network is not connected: {', '.join(cut_off)} cannot be reached from {start}"
                )
        return neighbours

    def areas(self, layer: str, key: str, villages: dict[str, Village]) -> dict[int, tuple[Any, tuple[Point, ...]]]:
        """The polygon objects of an area layer, by their number."""
        found: dict[int, tuple[Any, tuple[Point, ...]]] = {}
        dropped: set[int] = set()  # numbers of areas left out because of a problem
        used = {getattr(v, key) for v in villages.values()}
        for obj in self.layer_objects[layer]:
            number = obj.properties[key]
            points = getattr(obj, "points", None)
            dropped.add(number)
            if not points or not obj.closed or len(points) < 3:
                self.at_object(obj, "", f"a {key} area must be a polygon")
            elif not (obj.name or "").strip():
                self.at_object(obj, "name", f"the {key} area has no name")
            elif number in found:
                self.at_object(obj, key, f"{key} {number} already has a polygon (object id {found[number][0].id})")
            elif number in used:
                found[number] = (obj, tuple((float(p[0]), float(p[1])) for p in points))
                dropped.discard(number)
            elif self.all_villages:
                self.at_object(obj, key, f"no village belongs to {key} {number}")
        missing = used - set(found) - dropped
        if len(self.layer_objects[layer]) < self.layer_sizes[layer]:
            missing = set()  # an area whose number could not be read may be the missing one
        for number in sorted(missing):
            names = ", ".join(v.name for v in villages.values() if getattr(v, key) == number)
            self.at_layer(layer, f"no polygon for {key} {number} (villages {names})")
        for village in villages.values():
            number = getattr(village, key)
            if number in found and not _point_in_polygon(village.center, found[number][1]):
                area_name = found[number][0].name
                self.at_object(
                    self.tmx.objects_by_id[village.object_id],
                    "",
                    f"the village lies outside the polygon of {key} {number} ('{area_name}')",
                )
        return found

    def fiefs(self, villages: dict[str, Village]) -> dict[int, Fief]:
        fiefs = {}
        for number, (obj, polygon) in sorted(self.areas("fiefs", "fief", villages).items()):
            members = tuple(v.id for v in villages.values() if v.fief == number)
            fiefs[number] = Fief(number, obj.name.strip(), members, polygon, _rgb(obj.properties["color"]))
        return fiefs

    def bishoprics(self, villages: dict[str, Village]) -> dict[int, Bishopric]:
        areas = self.areas("bishoprics", "bishopric", villages)
        mitres: dict[int, Point] = {}
        used = {v.bishopric for v in villages.values()}
        for obj in self.layer_objects["mitres"]:
            number = obj.properties["bishopric"]
            if number in mitres:
                self.at_object(obj, "bishopric", f"bishopric {number} already has a mitre")
            elif number in used:
                mitres[number] = (float(obj.x + obj.width / 2), float(obj.y + obj.height / 2))
            elif self.all_villages:
                self.at_object(obj, "bishopric", f"no village belongs to bishopric {number}")
        bishoprics = {}
        for number in sorted(used):
            members = [v for v in villages.values() if v.bishopric == number]
            principals = [v for v in members if v.principal]
            if len(principals) != 1 and self.all_villages:
                what = (
                    "no principal village"
                    if not principals
                    else f"{len(principals)} principal villages ({', '.join(v.name for v in principals)})"
                )
                message = f"bishopric {number} has {what}; it needs exactly one"
                if number in areas:
                    self.at_object(areas[number][0], "", message)
                else:
                    self.at_layer("villages", message)
            if number not in mitres and len(mitres) == self.layer_sizes["mitres"]:
                self.at_layer("mitres", f"no mitre for bishopric {number}")
            if len(principals) == 1 and number in mitres and number in areas:
                obj, polygon = areas[number]
                bishoprics[number] = Bishopric(
                    number, obj.name.strip(), tuple(v.id for v in members), principals[0].id, polygon, mitres[number]
                )
        return bishoprics

    def board(self) -> Board:
        self.read_layers()
        villages, by_object = self.villages()
        roads = self.roads(by_object)
        neighbours = self.network(villages, roads)
        fiefs = self.fiefs(villages)
        bishoprics = self.bishoprics(villages)
        if self.problems:
            raise DataError(sorted(self.problems, key=lambda p: p.line or 0))
        return Board(
            source=self.path,
            width=float(self.tmx.width * self.tmx.tilewidth),
            height=float(self.tmx.height * self.tmx.tileheight),
            villages=villages,
            roads=roads,
            neighbours=neighbours,
            fiefs=fiefs,
            bishoprics=bishoprics,
            _road_index={frozenset((r.a, r.b)): r for r in roads},
        )


def load_board(path: str | os.PathLike[str]) -> Board:
    """Read and check the board of a Tiled map (.tmx).

    Raises DataError listing every problem found, each with the file, the line of the
    offending object and the field, e.g.
    ``maps/fief.tmx:57: object 'Blaye' (id 3).fief: missing property (expected type int)``.
    """
    path_text = os.fspath(path)
    try:
        data = Path(path_text).read_bytes()
    except FileNotFoundError:
        raise DataError([Problem(path_text, None, None, "", "file not found")]) from None
    except OSError as exc:
        raise DataError([Problem(path_text, None, None, "", f"cannot read the file: {exc.strerror}")]) from None
    scan = _scan(path_text, data)
    problems: list[Problem] = []
    unusable = _check_properties(scan, path_text, problems)
    pytmx = _pytmx()
    tmx = pytmx.TiledMap()
    tmx.filename = path_text
    try:
        tmx.parse_xml(scan.root)
    except Exception as exc:  # pytmx raises bare ValueError/KeyError on odd maps
        problems.append(Problem(path_text, None, None, "", f"the Tiled map could not be read: {exc}"))
        raise DataError(problems) from None
    return _Reader(path_text, scan, pytmx, tmx, unusable, problems).board()


def load_board_cached(path: str | os.PathLike[str]) -> Board:
    """Like load_board, but reuse the board while the file is unchanged (shared: treat
    it as read-only)."""
    return tiled.cached(path, load_board)
