"""Fief's board graph, read from its Tiled map (``game.core.tiled``, no pygame).

The Tiled map is the single source of the board: villages are objects of class
``village`` with custom properties, roads are objects of class ``road`` whose
object-reference properties ``from`` and ``to`` name two villages, fief and bishopric
areas are polygons, and each bishopric has a mitre point. The classes and their defaults
are defined in the Tiled project ``maps/seneschal.tiled-project``; a property a map
leaves out takes its class's default from the project.

A village's, fief's or bishopric's object name is its English name; a string property
``name.<language>`` (``name.fr``: "Duché de Blaye") gives its name in another language.
"""

from __future__ import annotations

import math
import os
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field

from game import resources
from game.core import tiled
from game.core.errors import DataError, Problem
from game.core.i18n import N_, Message, m
from game.core.tiled import Point, TiledMap, TiledObject


def slugify(name: str) -> str:
    """Stable ASCII id for a display name: "L'Épervier" -> "l-epervier"."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


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
    #: the name in other languages, from the object's ``name.<language>`` properties
    names: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)

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
    #: the name in other languages, from the object's ``name.<language>`` properties
    names: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True, slots=True)
class Bishopric:
    number: int
    name: str
    villages: tuple[str, ...]
    principal: str  # village id
    polygon: tuple[Point, ...]
    mitre: Point  # where the bishopric's cards and markers lie
    #: the name in other languages, from the object's ``name.<language>`` properties
    names: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)


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
    #: the map as read, with its other layers and its checked artwork (for the client)
    tiled: TiledMap | None = field(default=None, repr=False, compare=False)

    def road_between(self, a: str, b: str) -> Road | None:
        return self._road_index.get(frozenset((a, b)))

    def adjacent(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self._road_index


# --------------------------------------------------------------------------------------
# Loading the board from a Tiled map
# --------------------------------------------------------------------------------------

# The object layers the engine reads, and the class of the objects each one holds.
_LAYERS: dict[str, str] = {
    "villages": "village",
    "roads": "road",
    "fiefs": "fief",
    "bishoprics": "bishopric",
    "mitres": "mitre",
}

# The layer of the map's decoration (drawn by the client, never read by the rules), and
# what each class of its objects must be drawn as: (shapes, fewest points).
DECOR_LAYER = "decor"
_DECOR: dict[str, tuple[tuple[str, ...], int]] = {
    "river": (("polyline",), 2),
    "forest": (("polygon",), 3),
    "hill": (("point", "rectangle", "ellipse"), 0),
}

# Custom properties each class of object must have, with their Tiled property types.
_REQUIRED: dict[str, tuple[tuple[str, str], ...]] = {
    "village": (("fief", "int"), ("bishopric", "int"), ("principal", "bool")),
    "road": (("from", "object"), ("to", "object")),
    "fief": (("fief", "int"), ("color", "color")),
    "bishopric": (("bishopric", "int"),),
    "mitre": (("bishopric", "int"),),
}


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


_NAME_IN = re.compile(r"^name\.([a-z]{2,3})$")


def _names(obj: TiledObject) -> dict[str, str]:
    """The object's names in other languages: its string properties ``name.<language>``."""
    found = {}
    for key, prop in obj.properties.items():
        match = _NAME_IN.match(key)
        if match and prop.type == "string" and str(prop.value).strip():
            found[match.group(1)] = " ".join(str(prop.value).split())
    return found


#: the problems of a fief's or a bishopric's area, by the property that numbers it
_AREA_PROBLEMS: dict[str, dict[str, str]] = {
    "fief": {
        "not_polygon": N_("fief.board.fief.not_polygon"),
        "no_name": N_("fief.board.fief.no_name"),
        "polygon_twice": N_("fief.board.fief.polygon_twice"),
        "no_village": N_("fief.board.fief.no_village"),
        "no_polygon": N_("fief.board.fief.no_polygon"),
        "outside": N_("fief.board.fief.outside"),
    },
    "bishopric": {
        "not_polygon": N_("fief.board.bishopric.not_polygon"),
        "no_name": N_("fief.board.bishopric.no_name"),
        "polygon_twice": N_("fief.board.bishopric.polygon_twice"),
        "no_village": N_("fief.board.bishopric.no_village"),
        "no_polygon": N_("fief.board.bishopric.no_polygon"),
        "outside": N_("fief.board.bishopric.outside"),
    },
}


def _int(obj: TiledObject, name: str) -> int:
    value = obj.value(name)
    assert isinstance(value, int)  # checked by _Reader.usable
    return value


class _Reader:
    """Builds a Board from a Tiled map, collecting every problem on the way."""

    def __init__(self, tmx: TiledMap):
        self.tmx = tmx
        self.problems: list[Problem] = list(tmx.problems)
        self.layer_objects: dict[str, list[TiledObject]] = {}
        self.village_object_ids: set[int] = set()  # usable or not
        self.layer_sizes: dict[str, int] = {}  # objects of any class in each layer
        # Checks of the whole board (a connected network, one principal village per
        # bishopric...) only run when the objects they depend on were all read: with
        # some left out, they would report consequences of problems already reported.
        self.all_villages = False
        self.all_roads = False

    # -- reporting ---------------------------------------------------------------------

    def at_object(self, obj: TiledObject, field_name: str, message: Message) -> None:
        self.problems.append(self.tmx.problem(obj, field_name, str(message)))

    def at_layer(self, layer: str, message: Message) -> None:
        found = self.tmx.layer(layer)
        # where the problem is, as "file:line:col: object 'Blaye' (id 3).fief" reads: kept as is
        where = f"layer '{layer}'"  # words: not shown
        if found is not None and found.line is not None:
            self.problems.append(Problem(self.tmx.path, found.line, found.column, where, str(message)))
        else:
            self.problems.append(Problem(self.tmx.path, self.tmx.line, self.tmx.column, where, str(message)))

    # -- reading -----------------------------------------------------------------------

    def usable(self, obj: TiledObject, kind: str) -> bool:
        """Whether the object has every property its class needs, with the right type;
        reports what is missing or mistyped (bad values were reported by the reader)."""
        ok = not obj.broken
        for name, wanted in _REQUIRED[kind]:
            if name in obj.broken:
                continue
            prop = obj.properties.get(name)
            if prop is None:
                self.at_object(obj, name, m("fief.board.missing_property", wanted=wanted))
                ok = False
            elif prop.type != wanted:
                self.at_object(obj, name, m("fief.board.property_type", got=prop.type, wanted=wanted))
                ok = False
            elif prop.value == "":
                self.at_object(obj, name, m("fief.board.property_unset", wanted=wanted))
                ok = False
        return ok

    def read_layers(self) -> None:
        for layer_name, kind in _LAYERS.items():
            layer = self.tmx.layer(layer_name)
            objects: list[TiledObject] = []
            self.layer_objects[layer_name] = objects
            if layer is None or layer.kind != "objectgroup":
                self.layer_sizes[layer_name] = 0
                self.at_layer(layer_name, m("fief.board.missing_layer", kind=kind))
                continue
            self.layer_sizes[layer_name] = len(layer.objects)
            for obj in layer.objects:
                if obj.cls != kind:
                    if obj.cls:
                        message = m("fief.board.wrong_type", cls=obj.cls, layer=layer_name, kind=kind)
                    else:
                        message = m("fief.board.no_type", layer=layer_name, kind=kind)
                    self.at_object(obj, "", message)
                    continue
                if kind == "village":
                    self.village_object_ids.add(obj.id)
                if self.usable(obj, kind):
                    objects.append(obj)

    def others(self) -> None:
        """The map is Fief's, its decoration is drawn as the client draws it, and no other
        layer holds objects (which nothing would read)."""
        own = tiled.game_problem(self.tmx, "fief")
        if own is not None:
            self.problems.append(own)
        self.problems.extend(tiled.unknown_classes(self.tmx, _DECOR, (DECOR_LAYER,)))
        read = ", ".join((*_LAYERS, DECOR_LAYER))
        for layer in self.tmx.layers:
            if layer.name in _LAYERS:
                continue
            for obj in layer.objects:
                if layer.name != DECOR_LAYER:
                    self.at_object(obj, "", m("fief.board.unread_layer", layer=layer.name, layers=read))
                    continue
                shapes, fewest = _DECOR.get(obj.cls, ((), 0))
                if shapes and (obj.shape not in shapes or len(obj.points) < fewest):
                    self.at_object(obj, "", m("fief.board.decor_shape", cls=obj.cls, shape=shapes[0]))

    def villages(self) -> tuple[dict[str, Village], dict[int, Village]]:
        by_id: dict[str, Village] = {}
        by_object: dict[int, Village] = {}
        by_name: dict[str, Village] = {}
        for obj in self.layer_objects["villages"]:
            name = obj.name.strip()
            if not name:
                self.at_object(obj, "name", m("fief.board.village_no_name"))
                continue
            if obj.points or not (obj.width > 0 and obj.height > 0):
                self.at_object(obj, "", m("fief.board.village_not_rectangle"))
                continue
            if name in by_name:
                first = by_name[name].object_id
                self.at_object(obj, "name", m("fief.board.village_name_twice", name=name, first=str(first)))
                continue
            village_id = slugify(name)
            if village_id in by_id:
                other = by_id[village_id]
                message = m("fief.board.village_id_twice", id=village_id, other=other.name, first=str(other.object_id))
                self.at_object(obj, "name", message)
                continue
            bad = False
            for key in ("fief", "bishopric"):
                if _int(obj, key) < 1:
                    self.at_object(obj, key, m("fief.board.below_one", value=str(_int(obj, key))))
                    bad = True
            if bad:
                continue
            village = Village(
                id=village_id,
                name=name,
                fief=_int(obj, "fief"),
                bishopric=_int(obj, "bishopric"),
                principal=bool(obj.value("principal")),
                x=obj.x,
                y=obj.y,
                width=obj.width,
                height=obj.height,
                object_id=obj.id,
                names=_names(obj),
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
                ref = _int(obj, key)
                target = self.tmx.objects.get(ref)
                if ref == 0:
                    self.at_object(obj, key, m("fief.board.no_reference"))
                elif target is None:
                    self.at_object(obj, key, m("fief.board.missing_reference", ref=str(ref)))
                elif ref not in self.village_object_ids:
                    self.at_object(obj, key, m("fief.board.not_village", target=target.label))
                elif ref in by_object:
                    ends.append(by_object[ref])
            if len(ends) != 2:
                continue  # reported above, or an end village has its own problem
            a, b = ends
            if a.id == b.id:
                self.at_object(obj, "", m("fief.board.road_loop", name=a.name))
                continue
            if obj.shape != "polyline" or not obj.points:
                self.at_object(obj, "", m("fief.board.road_not_polyline"))
                continue
            line = obj.points
            if math.dist(line[0], b.center) < math.dist(line[0], a.center):
                line = line[::-1]  # drawn from `to` to `from`
            pair = frozenset((a.id, b.id))
            if pair in index:
                first = index[pair].object_id
                message = m("fief.board.road_twice", a=a.name, b=b.name, first=str(first))
                self.at_object(obj, "", message)
                continue
            road = Road(object_id=obj.id, a=a.id, b=b.id, points=line)
            index[pair] = road
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
                self.at_object(self.tmx.objects[village.object_id], "", m("fief.board.no_road"))
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
                message = m("fief.board.not_connected", n=len(cut_off), cut_off=", ".join(cut_off), start=start)
                self.at_layer("roads", message)
        return neighbours

    def areas(
        self, layer: str, key: str, villages: dict[str, Village]
    ) -> dict[int, tuple[TiledObject, tuple[Point, ...]]]:
        """The polygon objects of an area layer, by their number."""
        found: dict[int, tuple[TiledObject, tuple[Point, ...]]] = {}
        dropped: set[int] = set()  # numbers of areas left out because of a problem
        used = {getattr(v, key) for v in villages.values()}
        say = _AREA_PROBLEMS[key]
        for obj in self.layer_objects[layer]:
            number = _int(obj, key)
            dropped.add(number)
            if obj.shape != "polygon" or len(obj.points) < 3:
                self.at_object(obj, "", m(say["not_polygon"]))
            elif not obj.name.strip():
                self.at_object(obj, "name", m(say["no_name"]))
            elif number in found:
                self.at_object(obj, key, m(say["polygon_twice"], number=str(number), first=str(found[number][0].id)))
            elif number in used:
                found[number] = (obj, obj.points)
                dropped.discard(number)
            elif self.all_villages:
                self.at_object(obj, key, m(say["no_village"], number=str(number)))
        missing = used - set(found) - dropped
        if len(self.layer_objects[layer]) < self.layer_sizes[layer]:
            missing = set()  # an area whose number could not be read may be the missing one
        for number in sorted(missing):
            names = ", ".join(v.name for v in villages.values() if getattr(v, key) == number)
            self.at_layer(layer, m(say["no_polygon"], number=str(number), names=names))
        for village in villages.values():
            number = getattr(village, key)
            if number in found and not _point_in_polygon(village.center, found[number][1]):
                area_name = found[number][0].name
                self.at_object(
                    self.tmx.objects[village.object_id],
                    "",
                    m(say["outside"], number=str(number), area=area_name),
                )
        return found

    def fiefs(self, villages: dict[str, Village]) -> dict[int, Fief]:
        fiefs = {}
        for number, (obj, polygon) in sorted(self.areas("fiefs", "fief", villages).items()):
            members = tuple(v.id for v in villages.values() if v.fief == number)
            color = tiled.rgb(str(obj.value("color")))
            assert color is not None  # checked when the map was read
            fiefs[number] = Fief(number, obj.name.strip(), members, polygon, color, _names(obj))
        return fiefs

    def bishoprics(self, villages: dict[str, Village]) -> dict[int, Bishopric]:
        areas = self.areas("bishoprics", "bishopric", villages)
        mitres: dict[int, Point] = {}
        used = {v.bishopric for v in villages.values()}
        for obj in self.layer_objects["mitres"]:
            number = _int(obj, "bishopric")
            if number in mitres:
                self.at_object(obj, "bishopric", m("fief.board.mitre_twice", number=str(number)))
            elif number in used:
                mitres[number] = (obj.x + obj.width / 2, obj.y + obj.height / 2)
            elif self.all_villages:
                self.at_object(obj, "bishopric", m("fief.board.bishopric.no_village", number=str(number)))
        bishoprics = {}
        for number in sorted(used):
            members = [v for v in villages.values() if v.bishopric == number]
            principals = [v for v in members if v.principal]
            if len(principals) != 1 and self.all_villages:
                if principals:
                    names = ", ".join(v.name for v in principals)
                    message = m("fief.board.principals", number=str(number), count=len(principals), names=names)
                else:
                    message = m("fief.board.no_principal", number=str(number))
                if number in areas:
                    self.at_object(areas[number][0], "", message)
                else:
                    self.at_layer("villages", message)
            if number not in mitres and len(mitres) == self.layer_sizes["mitres"]:
                self.at_layer("mitres", m("fief.board.no_mitre", number=str(number)))
            if len(principals) == 1 and number in mitres and number in areas:
                obj, polygon = areas[number]
                bishoprics[number] = Bishopric(
                    number,
                    obj.name.strip(),
                    tuple(v.id for v in members),
                    principals[0].id,
                    polygon,
                    mitres[number],
                    _names(obj),
                )
        return bishoprics

    def board(self) -> Board:
        self.others()
        self.read_layers()
        villages, by_object = self.villages()
        roads = self.roads(by_object)
        neighbours = self.network(villages, roads)
        fiefs = self.fiefs(villages)
        bishoprics = self.bishoprics(villages)
        if self.problems:
            raise DataError(sorted(self.problems, key=lambda p: p.line or 0))
        return Board(
            source=self.tmx.path,
            width=float(self.tmx.pixel_width),
            height=float(self.tmx.pixel_height),
            villages=villages,
            roads=roads,
            neighbours=neighbours,
            fiefs=fiefs,
            bishoprics=bishoprics,
            _road_index={frozenset((r.a, r.b)): r for r in roads},
            tiled=self.tmx,
        )


def game_confinement(path: str | os.PathLike[str]) -> tiled.Confinement:
    """Where the files a map at ``path`` may name: its own folder and the game's maps/
    and assets/; a picture, tileset or template its folder lacks is taken from the
    game's maps/ (a map copied without its artwork)."""
    folder = os.path.dirname(os.path.abspath(path))
    maps = resources.root() / "maps"
    return tiled.Confinement.of(folder, maps, resources.assets_dir(), fallback=(folder, maps))


def load_board(
    path: str | os.PathLike[str],
    project: str | os.PathLike[str] | None = None,
    confine: tiled.Confinement | None = None,
) -> Board:
    """Read and check the board of a Tiled map (.tmx).

    ``project`` is the Tiled project whose classes give the defaults of the properties
    the map leaves out; by default, ``seneschal.tiled-project`` beside the map if there
    is one. ``confine`` says where the files the map names may lie (by default
    ``game_confinement``). Raises DataError listing every problem found, each with the
    file, the line of the offending object and the field, e.g.
    ``maps/fief.tmx:57:3: object 'Blaye' (id 3).fief: missing property (expected type int)``.
    """
    if project is None:
        project = tiled.project_for(path)
    return _Reader(tiled.read_map(path, project, confine or game_confinement(path))).board()


def load_board_cached(
    path: str | os.PathLike[str],
    project: str | os.PathLike[str] | None = None,
    confine: tiled.Confinement | None = None,
) -> Board:
    """Like load_board, but reuse the board while the map and the project are unchanged
    (shared: treat it as read-only)."""
    if project is None:
        project = tiled.project_for(path)
    confine = confine or game_confinement(path)
    if project is None:
        return tiled.cached(path, load_board, confine=confine)
    return tiled.cached(path, load_board, project, confine=confine)
