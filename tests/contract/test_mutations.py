"""A mod that ``validate`` accepts never breaks a game (issue 26), for every registered game.

The material is the files a game's own data is read from, found by watching what a fresh
load of its data opens: its YAML files, its Tiled map and project, the map's pictures.
Each case copies one of them into a fresh mod folder (the game's own files serve for the
rest, as for any mod) and changes it with a seeded generator: a value of another type,
numbers out of range, NaN, infinities and huge numbers, lists shortened, lengthened or
emptied, an id repeated or unknown, a field dropped or added; on the map, coordinates,
sizes, classes, ids and properties changed, objects removed or repeated, the map's size
and its ``game`` property; a picture cut short, damaged or of another kind.

Then, as ``python -m game validate DIR`` does, the game's ``validate`` judges the folder:
every problem it reports must be a ``Problem`` located in a file, with words (never an
exception). When it reports none, the folder must load (``load_checked``), play a seeded
game between random bots to its end (``game.ai.sim.play_game``), and open the client's
table headlessly, on the finished game and on a position half way, for a few frames.

How many cases each game gets follows ``SENESCHAL_RANDOM_GAMES`` (``MUTATIONS`` for each
random game asked). A failure names the game, the case's seed, the file and the change,
so ``mutate(...)`` with that seed makes the same mod again.
"""

from __future__ import annotations

import copy
import json
import math
import random
import shutil
import struct
import traceback
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from game import resources
from game.ai.sim import play_game
from game.core import tiled, yamlload
from game.core.contract import SeatConfig
from game.core.errors import Problem
from game.core.record import GameRecord
from game.registry import AnyGame
from tests.audit import recording
from tests.contract.knobs import random_games
from tests.ui.driver import step

#: mutated mods for each random game SENESCHAL_RANDOM_GAMES asks, for each game
MUTATIONS = 3
#: the round limit of the games played with an accepted mod, where the game has one
ROUNDS = 3
#: frames drawn on each table opened
FRAMES = 3
#: the seed every case's seed is drawn from
SEED = 20_261_226

#: values of every kind, to put where another was
ODD_VALUES: tuple[Any, ...] = (
    "",
    "zz_unknown",
    "x" * 300,
    0,
    -1,
    1,
    7,
    10**9,
    10**30,
    1.5,
    -0.5,
    float("nan"),
    float("inf"),
    -float("inf"),
    True,
    False,
    None,
    [],
    {},
    [1, 2],
    {"zz_unknown": 1},
)
#: numbers for a number's place: edges, out of range, NaN, infinities, huge
ODD_NUMBERS: tuple[Any, ...] = (0, -1, 1, 2, 3, 6, 7, 12, 13, 21, 99, 100, 101, 1000, 10**9, -(10**9), 10**30)
#: what an attribute of the map (a coordinate, a size, a number) may be changed to
ODD_ATTRIBUTES: tuple[str, ...] = (
    "nan",
    "inf",
    "-inf",
    "1e999",
    "-1",
    "0",
    "0.5",
    "3",
    "1e9",
    "-1e9",
    "99999",
    "abc",
    "",
    "1920",
    "1281",
)


@dataclass(frozen=True)
class Material:
    """A file a game's data is read from: where a mod puts it, and the game's own."""

    relative: str  # "data/troyes/rules.yaml"
    source: Path


@dataclass(frozen=True)
class Mutation:
    """One mutated file of a mod: which, what was changed, its new content, and the game's
    files copied beside it unchanged (a picture or a project comes with the map that
    names it, or the map would be the game's own, which names neither)."""

    relative: str
    change: str
    content: bytes
    also: tuple[Material, ...] = ()

    def write(self, root: Path) -> None:
        for extra in self.also:
            (root / extra.relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(extra.source, root / extra.relative)
        target = root / self.relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(self.content)


# --------------------------------------------------------------------------------------
# The material: what a game reads
# --------------------------------------------------------------------------------------

_MATERIAL: dict[str, list[Material]] = {}
_KINDS = (".yaml", ".yml", ".tmx", ".tiled-project", ".png")


def material(game: AnyGame) -> list[Material]:
    """The files a fresh load of the game's own data opens: its data files, map, project
    and the map's pictures, each with where a mod folder holds it (``data/<id>/`` and
    ``maps/``, the layout every game's mods follow)."""
    if game.id not in _MATERIAL:
        tiled.clear_cache()  # every file is read again, and seen
        with recording() as opened:
            game.load_data(None)
        root = resources.root().resolve()
        found: dict[str, Material] = {}
        for name in opened:
            path = Path(name).resolve()
            if path.suffix not in _KINDS or not path.is_file():
                continue
            inside = path.is_relative_to(root) and path.relative_to(root).parts[0] in ("data", "maps")
            relative = path.relative_to(root).as_posix() if inside else f"data/{game.id}/{path.name}"
            found.setdefault(relative, Material(relative, path))
        _MATERIAL[game.id] = sorted(found.values(), key=lambda m: m.relative)
        assert _MATERIAL[game.id], f"{game.id}: loading its data opened no file a mod could change"
    return _MATERIAL[game.id]


# --------------------------------------------------------------------------------------
# Mutating YAML
# --------------------------------------------------------------------------------------


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every (path, value) of a document, the document itself first."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*path, index))


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(doc, path[:-1])[path[-1]] = value
    return doc


def _number_near(rng: random.Random, value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return rng.choice(ODD_NUMBERS)
    return rng.choice([*ODD_NUMBERS, value + 1, value - 1, -value, value * 10, value + 100, float(value) + 0.5])


def mutate_yaml(rng: random.Random, text: str) -> tuple[str, str]:
    """One seeded change of a YAML document: (what was changed, the new text)."""
    doc = yaml.safe_load(text)
    paths = list(_paths(doc))
    strings = [v for _, v in paths if isinstance(v, str) and len(v) < 40]
    for _ in range(50):
        path, value = rng.choice(paths)
        shown = yamlload.dotted(path) or "(the document)"
        kind = rng.choice(["type", "number", "list", "id", "drop", "add", "string", "twice"])
        if kind == "type":
            new = copy.deepcopy(rng.choice(ODD_VALUES))
            return f"{shown}: {value!r:.60} -> {new!r:.60}", _dump(_set(doc, path, new))
        if kind == "number" and isinstance(value, (int, float)) and not isinstance(value, bool):
            new = _number_near(rng, value)
            return f"{shown}: {value!r} -> {new!r}", _dump(_set(doc, path, new))
        if kind == "list" and isinstance(value, list):
            how = rng.choice(["shorten", "lengthen", "empty", "one", "reverse"])
            items = list(value)
            if how == "shorten" and items:
                items = items[: rng.randrange(len(items))]
            elif how == "lengthen" and items:
                items = items + copy.deepcopy(items[: rng.randint(1, len(items))])
            elif how == "empty":
                items = []
            elif how == "one" and items:
                items = [copy.deepcopy(rng.choice(items))]
            else:
                items.reverse()
            return f"{shown}: list {how} ({len(value)} -> {len(items)} items)", _dump(_set(doc, path, items))
        if kind == "id" and isinstance(value, dict) and isinstance(value.get("id"), str) and strings:
            new = rng.choice([*strings, "zz_unknown", value["id"] + "_"])
            value["id"] = new
            return f"{shown}.id -> {new!r}", _dump(doc)
        if kind == "drop" and path and isinstance(_get(doc, path[:-1]), dict):
            del _get(doc, path[:-1])[path[-1]]
            return f"{shown}: dropped", _dump(doc)
        if kind == "add" and isinstance(value, dict):
            key = rng.choice(["zz_unknown", *(k for k in value if isinstance(k, str))]) + rng.choice(["", "s", "_x"])
            value[key] = copy.deepcopy(rng.choice(ODD_VALUES))
            return f"{shown}: added {key!r}", _dump(doc)
        if kind == "string" and isinstance(value, str) and strings:
            new = rng.choice([*strings, "", " ", value.upper(), value + "x", value[:-1]])
            return f"{shown}: {value!r:.40} -> {new!r:.40}", _dump(_set(doc, path, new))
        if kind == "twice" and isinstance(value, list) and value:
            at = rng.randrange(len(value))
            value.insert(at, copy.deepcopy(value[at]))
            return f"{shown}: item {at} repeated", _dump(doc)
    return "(the document) -> a list", _dump([doc])


def _dump(doc: Any) -> str:
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=200)


# --------------------------------------------------------------------------------------
# Mutating a Tiled map
# --------------------------------------------------------------------------------------


def mutate_map(rng: random.Random, text: str, classes: list[str]) -> tuple[str, str]:
    """One seeded change of a Tiled map: (what was changed, the new text)."""
    root = ET.fromstring(text)
    objects = list(root.iter("object"))
    kind = rng.choice(
        [
            "geometry",
            "geometry",
            "property",
            "property",
            "class",
            "id",
            "remove",
            "twice",
            "map",
            "game",
            "points",
            "image",
        ]
    )
    obj = rng.choice(objects)
    label = f"object {obj.get('id')} ({obj.get('name', '')})"
    if kind == "geometry":
        attribute = rng.choice(["x", "y", "width", "height"])
        value = rng.choice(ODD_ATTRIBUTES)
        obj.set(attribute, value)
        change = f"{label}.{attribute} = {value!r}"
    elif kind == "property" and obj.find("properties") is not None:
        props = obj.findall("properties/property")
        prop = rng.choice(props)
        how = rng.choice(["value", "value", "type", "drop"])
        if how == "value":
            value = rng.choice([*ODD_ATTRIBUTES, "palace", "red", "true", "maybe", "#zzzzzz", "1,7", "7"])
            prop.set("value", value)
            change = f"{label} property {prop.get('name')} = {value!r}"
        elif how == "type":
            value = rng.choice(["int", "float", "bool", "string", "color", "object", "file", "list"])
            prop.set("type", value)
            change = f"{label} property {prop.get('name')} of type {value!r}"
        else:
            holder = obj.find("properties")
            assert holder is not None
            holder.remove(prop)
            change = f"{label} property {prop.get('name')} dropped"
    elif kind == "class":
        attribute = "type" if obj.get("type") is not None else "class"
        value = rng.choice([*classes, "", "zz_unknown", (obj.get(attribute) or "x")[:-1]])
        obj.set(attribute, value)
        change = f"{label} class = {value!r}"
    elif kind == "id":
        value = rng.choice([o.get("id", "1") for o in objects] + ["0", "-3", "abc"])
        obj.set("id", value)
        change = f"{label} id = {value!r}"
    elif kind == "remove":
        for parent in root.iter():
            if obj in list(parent):
                parent.remove(obj)
        change = f"{label} removed"
    elif kind == "twice":
        twin = copy.deepcopy(obj)
        twin.set("id", str(10_000 + rng.randrange(1000)))
        for parent in root.iter():
            if obj in list(parent):
                parent.append(twin)
                break
        change = f"{label} drawn twice"
    elif kind == "map":
        attribute = rng.choice(["width", "height", "tilewidth", "tileheight"])
        value = rng.choice(["1000000000", "0", "-1", "1", "3", "300", "257", "abc"])
        root.set(attribute, value)
        change = f"map {attribute} = {value!r}"
    elif kind == "game":
        value = rng.choice(["fief", "troyes", "pilgrims", "", "chess"])
        found = [p for p in root.findall("properties/property") if p.get("name") == "game"]
        if found:
            found[0].set("value", value)
        change = f"map property game = {value!r}"
    elif kind == "points" and any(o.find("polygon") is not None or o.find("polyline") is not None for o in objects):
        shaped = [o for o in objects if o.find("polygon") is not None or o.find("polyline") is not None]
        obj = rng.choice(shaped)
        line = obj.find("polygon") if obj.find("polygon") is not None else obj.find("polyline")
        assert line is not None
        how = rng.choice(["nan", "one", "huge", "empty"])
        points = line.get("points", "").split()
        if how == "nan" and points:
            points[rng.randrange(len(points))] = "nan,0"
        elif how == "one":
            points = points[:1]
        elif how == "huge" and points:
            points[-1] = "1e12,1e12"
        else:
            points = []
        line.set("points", " ".join(points))
        change = f"object {obj.get('id')} points: {how}"
    elif kind == "image" and root.find(".//image") is not None:
        image = root.find(".//image")
        assert image is not None
        value = rng.choice(["", "missing.png", "../../../etc/passwd", "/tmp/x.png", "fief.tmx"])
        image.set("source", value)
        change = f"image source = {value!r}"
    else:
        obj.set("x", "nan")
        change = f"{label}.x = 'nan'"
    body = ET.tostring(root, encoding="unicode")
    return change, '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def map_classes(text: str) -> list[str]:
    root = ET.fromstring(text)
    return sorted({o.get("type") or o.get("class") or "" for o in root.iter("object")} - {""})


# --------------------------------------------------------------------------------------
# Mutating a picture and a project
# --------------------------------------------------------------------------------------


def mutate_picture(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    how = rng.choice(["cut", "flip", "gif", "size", "empty"])
    if how == "cut":
        at = rng.randrange(len(data))
        return f"cut at byte {at}", data[:at]
    if how == "flip":
        at = rng.randrange(8, len(data))
        return f"byte {at} flipped", data[:at] + bytes([data[at] ^ 0x5A]) + data[at + 1 :]
    if how == "gif":
        return "a GIF instead", b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"
    if how == "size":  # the header (bytes 16 to 28) says another size, its checksum made to match
        width, height = rng.choice([(1, 1), (100_000, 100_000), (8192, 8192), (1921, 1280)])
        header = struct.pack(">II", width, height) + data[24:29]
        crc = struct.pack(">I", zlib.crc32(b"IHDR" + header))
        return f"header says {width} x {height}", data[:16] + header + crc + data[33:]
    return "empty", b""


def mutate_json(rng: random.Random, text: str) -> tuple[str, str]:
    doc = json.loads(text)
    paths = list(_paths(doc))
    path, value = rng.choice(paths)
    new = copy.deepcopy(rng.choice([v for v in ODD_VALUES if not (isinstance(v, float) and not math.isfinite(v))]))
    return f"{yamlload.dotted(path)}: {value!r:.60} -> {new!r:.60}", json.dumps(_set(doc, path, new), indent=1)


# --------------------------------------------------------------------------------------
# One case
# --------------------------------------------------------------------------------------


def mutate(game: AnyGame, seed: int) -> Mutation:
    """The mutated file of the case ``seed`` of ``game`` (the same seed, the same file)."""
    rng = random.Random(seed)
    files = material(game)
    chosen = rng.choice(files)
    data = chosen.source.read_bytes()
    suffix = Path(chosen.relative).suffix
    maps = tuple(m for m in files if m.relative.endswith(".tmx"))
    if suffix == ".png":
        change, content = mutate_picture(rng, data)
        return Mutation(chosen.relative, change, content, maps)
    text = data.decode("utf-8")
    if suffix == ".tmx":
        change, new = mutate_map(rng, text, map_classes(text))
    elif suffix == ".tiled-project":
        change, new = mutate_json(rng, text)
        return Mutation(chosen.relative, change, new.encode("utf-8"), maps)
    else:
        change, new = mutate_yaml(rng, text)
    return Mutation(chosen.relative, change, new.encode("utf-8"))


def seat_count(game: AnyGame, seed: int) -> int:
    return game.min_seats + seed % (game.max_seats - game.min_seats + 1)


def judge(game: AnyGame, root: Path) -> list[Problem]:
    """What ``python -m game validate DIR`` reports; each problem located in a file."""
    problems = game.validate(root)
    assert isinstance(problems, list)
    for problem in problems:
        assert isinstance(problem, Problem), f"not a Problem: {problem!r}"
        assert problem.path, f"a problem names no file: {problem}"
        assert problem.line is None or problem.line >= 1, f"a problem's line is not a line: {problem}"
        assert str(problem).startswith(problem.path) and problem.message, f"a problem without words: {problem!r}"
    return problems


def play_and_show(game: AnyGame, root: Path, seed: int, app: Any) -> str:
    """Load the accepted mod, play a seeded game to its end and open its table on the end
    and on a position half way; what was played, for the report."""
    from game.ui.controller import Controller

    data = game.load_checked(root)
    seats = seat_count(game, seed)
    summary, record = play_game(game, data, seats, "random", seed, max_rounds=ROUNDS, record=True)
    assert record is not None and game.rules.outcome(record.state) is not None
    app.play(Controller(record))
    step(app, FRAMES)
    doc = record.config.to_json()
    doc["seats"] = [SeatConfig(s.name, s.color, "human").to_json() for s in record.config.seats]
    half = GameRecord(game, data, game.rules.config_from_json(doc), record.seed)
    for action in record.actions[: len(record.actions) // 2]:
        half.apply(action)
    app.to_title()
    scene = app.open("game", controller=Controller(half))
    pending = game.rules.pending(half.state)
    scene.set_viewer(pending.seat if pending is not None else 0)
    if app.scenes.top is not scene:
        app.back()  # the curtain: the person is at the table
    step(app, FRAMES)
    app.to_title()
    return f"played {summary['rounds']} rounds, {summary['actions']} actions, {summary['end']}"


# --------------------------------------------------------------------------------------
# The test
# --------------------------------------------------------------------------------------


def test_whatever_validate_accepts_plays_to_its_end_and_opens_its_table(
    game: AnyGame, make_app: Callable[..., Any], tmp_path: Path
) -> None:
    cases = MUTATIONS * random_games()
    seeds = random.Random(f"{SEED}:{game.id}")
    app = make_app(scene=None)
    app.open("title")
    accepted = refused = 0
    for case in range(cases):
        seed = seeds.randrange(1 << 30)
        mutation = mutate(game, seed)
        root = tmp_path / f"mod-{case}"
        mutation.write(root)
        said = f"{game.id}, case {case}, mutate(game, {seed}): {mutation.relative}: {mutation.change}"
        try:
            problems = judge(game, root)
            if problems:
                refused += 1
            else:
                accepted += 1
                said += f"; accepted, {play_and_show(game, root, seed, app)}"
        except Exception:
            pytest.fail(f"{said}\n{traceback.format_exc()}", pytrace=False)
        finally:
            shutil.rmtree(root, ignore_errors=True)
    assert accepted + refused == cases
