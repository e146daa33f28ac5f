"""Feudality's Fiefdom Management sides: each a Tiled map, read, checked and frozen.

A Fiefdom Management Card (FMC) is printed on both sides; each side is an 8 x 8 grid of
squares (rulebook, "Fiefdom Management Cards"; rule inventory §1.2). Each side is one
Tiled map, ``maps/feudality/side-NN.tmx``, drawn with the classes of the Tiled project
``maps/seneschal.tiled-project``:

* the map is 8 x 8 tiles; its properties are ``game`` ("feudality"), ``card`` (the
  number of the card, an int), ``face`` ("A" or "B"), ``name`` and ``name.fr`` (what the
  players choose by) and ``design`` (who drew the layout: for the shipped sides, our own
  design, the printed layouts being lost);
* the object layer ``squares`` holds 64 rectangles of class ``feudality_square``, one
  per square, each named by its column, a to h across the top (the coloured die), then
  its row, 1 to 8 down the left side (the white die): "a1" is the top left square, "h8"
  the bottom right. Each has ``terrain`` (the enum ``feudality_terrain``: ``playable``
  or ``pawn_only``), ``river`` (bool) and ``hill`` (int: 0 none, 1 a hill, 2 the double
  hill).

``load_sides(folder)`` reads every ``*.tmx`` of a folder (the game's or a mod's) and
checks on each side what the rulebook says every card is:

* 8 x 8 squares, a1 to h8, each drawn once, where its name says;
* the bottom row (8) and the right column (h) pawn-only, the 49 others playable: "49
  squares colored in green. All tiles you purchase must be placed in these squares. At
  the bottom and to the right are ... dark green partial squares where the Locator Pawn
  may be placed. No tiles may ever be placed in either of these rows." The text says 16
  such squares; a row and a column of an 8 x 8 grid are 15 (FE-A07);
* no river and no hill on a pawn-only square (nothing may stand there for them to
  matter);
* "some hills and one double hill": at least one hill, exactly one double hill;
* "A river runs through each Fief": at least one river square, all of them joined
  side to side (4-neighbour) into one river;
* a place for the Keep, which "covers 4 spaces" (2 x 2) of the playable squares
  (setup step 4; FE-A33: it may cover river squares).

Every problem is located at the file, line and column of the square (or of the map or
its layer when no square is to blame) and said through ``game.core.i18n``, so that a
player who draws the real cards in Tiled reads what to mend.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from game import resources
from game.core import tiled
from game.core.errors import DataError, Problem
from game.core.i18n import Message, Name, m
from game.core.yamlload import close_match

#: The squares a side has across and down.
SIZE = 8
#: The playable block: the first 7 columns of the first 7 rows.
PLAYABLE_SIZE = SIZE - 1
#: What the rulebook's cards count (FE-A07: 15 pawn-only squares, not the text's 16).
PLAYABLE_COUNT = PLAYABLE_SIZE * PLAYABLE_SIZE
PAWN_ONLY_COUNT = SIZE * SIZE - PLAYABLE_COUNT
#: The columns' letters, left to right (the coloured die); rows are 1..8, top to bottom.
COLUMNS = "abcdefgh"

GAME = "feudality"
LAYER = "squares"
SQUARE_CLASS = "feudality_square"
Terrain = Literal["playable", "pawn_only"]
TERRAINS: tuple[Terrain, ...] = ("playable", "pawn_only")
SQUARE_PROPERTIES = ("terrain", "river", "hill")
FACES = ("A", "B")
#: The most cards a box (or a mod) may number.
MOST_CARDS = 99
#: How many squares of a cut-off part of the river a problem names before "...".
SHOWN_SQUARES = 6


def square_name(row: int, column: int) -> str:
    """The name of the square at ``row`` and ``column`` (both from 0): "c4" is column
    c (the third), row 4."""
    return f"{COLUMNS[column]}{row + 1}"


def square_place(name: str) -> tuple[int, int] | None:
    """(row, column), both from 0, of the square called ``name``, or None."""
    if len(name) != 2 or name[0] not in COLUMNS or name[1] not in "12345678":
        return None
    return int(name[1]) - 1, COLUMNS.index(name[0])


def is_pawn_only(row: int, column: int) -> bool:
    """Whether the rulebook's cards make this place pawn-only: the bottom row and the
    right column."""
    return row == SIZE - 1 or column == SIZE - 1


@dataclass(frozen=True, slots=True)
class Square:
    """A square of a side: its place (row and column from 0), terrain and features."""

    row: int
    column: int
    terrain: Terrain
    river: bool
    hill: int  # 0 none, 1 a hill, 2 the double hill

    @property
    def name(self) -> str:
        return square_name(self.row, self.column)

    @property
    def playable(self) -> bool:
        return self.terrain == "playable"


@dataclass(frozen=True, slots=True)
class Side:
    """One side of a Fiefdom Management Card, checked.

    ``id`` is the file's name without ``.tmx`` ("side-01"); ``card`` and ``face`` say
    which card and side of the box it is; ``grid[row][column]`` its 64 squares;
    ``design`` who drew the layout ("" when the map does not say); ``source`` the file.
    """

    id: str
    card: int
    face: str
    name: Name
    grid: tuple[tuple[Square, ...], ...]
    design: str
    source: str

    def square(self, name: str) -> Square:
        """The square called ``name`` ("c4"); KeyError when there is none."""
        place = square_place(name)
        if place is None:
            raise KeyError(name)
        return self.grid[place[0]][place[1]]

    def squares(self) -> Iterator[Square]:
        """Every square, row by row from the top left."""
        for row in self.grid:
            yield from row

    @property
    def river(self) -> frozenset[str]:
        """The names of the river squares."""
        return frozenset(s.name for s in self.squares() if s.river)

    @property
    def hills(self) -> Mapping[str, int]:
        """The hill of each square that has one: 1 a hill, 2 the double hill."""
        return {s.name: s.hill for s in self.squares() if s.hill}

    def keep_spots(self) -> tuple[str, ...]:
        """The top left square of each place where the Keep may stand: 2 x 2 playable
        squares (setup step 4; it may cover the river, FE-A33)."""
        return _keep_spots(self.grid)


def _keep_spots(grid: Sequence[Sequence[Square | None]]) -> tuple[str, ...]:
    spots = []
    for row in range(SIZE - 1):
        for column in range(SIZE - 1):
            block = [grid[row + dr][column + dc] for dr in (0, 1) for dc in (0, 1)]
            if all(square is not None and square.playable for square in block):
                spots.append(square_name(row, column))
    return tuple(spots)


def river_parts(river: Sequence[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """The river squares (row, column) split into parts joined side to side, each in
    reading order, the longest first (of equal ones, the one that starts first)."""
    left = set(river)
    parts: list[list[tuple[int, int]]] = []
    for start in sorted(river):
        if start not in left:
            continue
        left.discard(start)
        part, todo = [start], [start]
        while todo:
            row, column = todo.pop()
            for near in ((row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)):
                if near in left:
                    left.discard(near)
                    part.append(near)
                    todo.append(near)
        parts.append(sorted(part))
    parts.sort(key=lambda part: (-len(part), part[0]))
    return parts


# --------------------------------------------------------------------------------------
# Reading one side
# --------------------------------------------------------------------------------------


class _SideReading:
    """What one map says, and its problems."""

    def __init__(self, tmx: tiled.TiledMap) -> None:
        self.tmx = tmx
        self.problems: list[Problem] = list(tmx.problems)
        self.grid: list[list[Square | None]] = [[None] * SIZE for _ in range(SIZE)]
        self.objects: dict[str, tiled.TiledObject] = {}
        self.complete = True  # every square read whole (else the counts are not checked)

    def at(self, at: tiled.TiledObject | tiled.Layer | None, field_name: str, message: Message) -> None:
        self.problems.append(self.tmx.problem(at, field_name, message))

    def read(self) -> Side | None:
        own = tiled.game_problem(self.tmx, GAME)
        if own is not None:
            self.problems.append(own)
        card, face, name, design = self._map_properties()
        if (self.tmx.width, self.tmx.height) != (SIZE, SIZE):
            message = m("feudality.side.not_8x8", width=self.tmx.width, height=self.tmx.height)
            self.at(None, "map", message)
        layer = self.tmx.layer(LAYER)
        if layer is None or layer.kind != "objectgroup":
            self.at(None, "map", m("feudality.side.no_layer", layer=LAYER, cls=SQUARE_CLASS))
            return None
        self.problems.extend(tiled.unknown_classes(self.tmx, {SQUARE_CLASS}, layers=[LAYER]))
        for obj in layer.objects:
            if obj.cls == SQUARE_CLASS:
                self._square(obj)
        for row in range(SIZE):
            for column in range(SIZE):
                if self.grid[row][column] is None and square_name(row, column) not in self.objects:
                    message = m("feudality.side.square_missing", square=square_name(row, column), cls=SQUARE_CLASS)
                    self.at(layer, "", message)
                    self.complete = False
        if self.complete:
            self._whole()
        if self.problems or card is None or face is None or name is None:
            return None
        grid = tuple(tuple(s for s in row if s is not None) for row in self.grid)
        stem = Path(self.tmx.path).stem
        return Side(stem, card, face, name, grid, design, self.tmx.path)

    # -- the map's own properties ------------------------------------------------------

    def _map_properties(self) -> tuple[int | None, str | None, Name | None, str]:
        props = self.tmx.properties
        card_prop = props.get("card")
        card: int | None = None
        if card_prop is None:
            self.at(None, "map.card", m("feudality.side.property_missing", name="card"))
        elif (
            isinstance(card_prop.value, int)
            and not isinstance(card_prop.value, bool)
            and 1 <= card_prop.value <= MOST_CARDS
        ):
            card = card_prop.value
        else:
            self.at(None, "map.card", m("feudality.side.card_number", value=str(card_prop.value), most=MOST_CARDS))
        face_prop = props.get("face")
        face: str | None = None
        if face_prop is None:
            self.at(None, "map.face", m("feudality.side.property_missing", name="face"))
        elif face_prop.value not in FACES:
            self.at(None, "map.face", m("feudality.side.face", value=str(face_prop.value)))
        else:
            face = str(face_prop.value)
        names: dict[str, str] = {}
        for key, lang in (("name", "en"), ("name.fr", "fr")):
            found = props.get(key)
            if found is None:
                if key == "name":
                    self.at(None, f"map.{key}", m("feudality.side.property_missing", name=key))
                continue
            if not isinstance(found.value, str) or not found.value.strip():
                self.at(None, f"map.{key}", m("feudality.side.name_text", name=key))
                continue
            names[lang] = found.value.strip()
        design_prop = props.get("design")
        design = ""
        if design_prop is not None:
            if isinstance(design_prop.value, str):
                design = design_prop.value.strip()
            else:
                self.at(None, "map.design", m("feudality.side.design_text"))
        name = Name.of(names["en"], {k: v for k, v in names.items() if k != "en"}) if "en" in names else None
        return card, face, name, design

    # -- each square ---------------------------------------------------------------------

    def _square(self, obj: tiled.TiledObject) -> None:
        place = square_place(obj.name)
        if place is None:
            self.at(obj, "name", m("feudality.side.square_name", value=repr(obj.name)))
            self.complete = False
            return
        first = self.objects.get(obj.name)
        if first is not None:
            message = m("feudality.side.square_twice", square=obj.name, line=str(first.line or "?"))
            self.at(obj, "name", message)
            self.complete = False
            return
        self.objects[obj.name] = obj
        row, column = place
        whole = self._drawn_in_place(obj, row, column)
        for key in obj.properties:
            if key not in SQUARE_PROPERTIES:
                close = close_match(key, SQUARE_PROPERTIES)
                if close is not None:
                    message = m("feudality.side.unknown_property_close", name=repr(key), close=repr(close))
                else:
                    message = m("feudality.side.unknown_property", name=repr(key))
                self.at(obj, key, message)
                whole = False
        terrain_value = obj.value("terrain")
        terrain: Terrain | None = None
        for choice in TERRAINS:
            if terrain_value == choice:
                terrain = choice
        if terrain is None:
            self._bad(obj, "terrain", m("feudality.side.terrain", value=_shown(terrain_value)))
        river = obj.value("river")
        if not isinstance(river, bool):
            self._bad(obj, "river", m("feudality.side.river", value=_shown(river)))
        hill = obj.value("hill")
        if isinstance(hill, bool) or not isinstance(hill, int) or hill not in (0, 1, 2):
            self._bad(obj, "hill", m("feudality.side.hill", value=_shown(hill)))
        if terrain is None or not isinstance(river, bool) or not isinstance(hill, int) or isinstance(hill, bool):
            self.complete = False
            return
        if hill not in (0, 1, 2) or not whole:
            self.complete = False
            return
        square = Square(row, column, terrain, river, hill)
        self.grid[row][column] = square
        self._in_place(obj, square)

    def _bad(self, obj: tiled.TiledObject, key: str, message: Message) -> None:
        """A property that does not fit, unless the map reader already said why."""
        if key not in obj.broken:
            self.at(obj, key, message)

    def _drawn_in_place(self, obj: tiled.TiledObject, row: int, column: int) -> bool:
        """Whether the square's rectangle is where its name says (its centre inside its
        place on the grid); a problem if not."""
        width, height = self.tmx.tile_width, self.tmx.tile_height
        left, top = column * width, row * height
        centre_x, centre_y = obj.x + obj.width / 2, obj.y + obj.height / 2
        inside = left <= centre_x < left + width and top <= centre_y < top + height
        if obj.shape == "rectangle" and inside and obj.rotation == 0:
            return True
        message = m(
            "feudality.side.square_place",
            square=obj.name,
            left=left,
            right=left + width,
            top=top,
            bottom=top + height,
        )
        self.at(obj, "", message)
        return False

    def _in_place(self, obj: tiled.TiledObject, square: Square) -> None:
        """The rulebook's terrain for the square's place (FE-A07)."""
        counts = self._playable_count()
        if is_pawn_only(square.row, square.column) and square.playable:
            message = m("feudality.side.must_be_pawn_only", square=square.name, playable=counts)
            self.at(obj, "terrain", message)
        elif not is_pawn_only(square.row, square.column) and not square.playable:
            message = m("feudality.side.must_be_playable", square=square.name, playable=counts)
            self.at(obj, "terrain", message)
        elif not square.playable and (square.river or square.hill):
            self.at(obj, "river" if square.river else "hill", m("feudality.side.edge_terrain", square=square.name))

    def _playable_count(self) -> int:
        """How many of the map's squares say they are playable (the whole map's count, to
        be said beside a square in the wrong place)."""
        layer = self.tmx.layer(LAYER)
        objects = layer.objects if layer is not None else ()
        named = {obj.name: obj for obj in objects if obj.cls == SQUARE_CLASS}
        return sum(1 for obj in named.values() if obj.value("terrain") == "playable")

    # -- the whole side ------------------------------------------------------------------

    def _whole(self) -> None:
        """The checks over every square: hills, the double hill, the river, the Keep."""
        squares = [s for row in self.grid for s in row if s is not None]
        doubles = [s for s in squares if s.hill == 2]
        if not doubles:
            self.at(None, "map", m("feudality.side.no_double_hill"))
        for extra in doubles[1:]:
            message = m("feudality.side.second_double_hill", square=extra.name, first=doubles[0].name)
            self.at(self.objects[extra.name], "hill", message)
        if not any(s.hill == 1 for s in squares):
            self.at(None, "map", m("feudality.side.no_hill"))
        parts = river_parts([(s.row, s.column) for s in squares if s.river])
        if not parts:
            self.at(None, "map", m("feudality.side.no_river"))
        for part in parts[1:]:
            names = [square_name(*place) for place in part]
            shown = ", ".join(names[:SHOWN_SQUARES]) + (", ..." if len(names) > SHOWN_SQUARES else "")
            main = square_name(*parts[0][0])
            message = m("feudality.side.river_cut", squares=shown, main=main)
            self.at(self.objects[names[0]], "river", message)
        if not _keep_spots(self.grid):
            self.at(None, "map", m("feudality.side.no_keep_spot"))


def _shown(value: tiled.PropertyValue | None) -> str:
    """A property's value as a problem shows it (not words)."""
    return "-" if value is None else repr(value)


# --------------------------------------------------------------------------------------
# Reading a folder of sides
# --------------------------------------------------------------------------------------


def project_path(folder: Path) -> Path:
    """The Tiled project whose classes the sides in ``folder`` are drawn with: one in the
    folder, else one in its parent (``maps/`` for ``maps/feudality/``), else the game's."""
    for candidate in (folder / tiled.PROJECT_NAME, folder.parent / tiled.PROJECT_NAME):
        if candidate.is_file():
            return candidate
    return resources.root() / "maps" / tiled.PROJECT_NAME


def shipped_folder() -> Path:
    """The folder of the sides that ship with the game."""
    return resources.root() / "maps" / GAME


def load_sides(
    folder: str | os.PathLike[str] | None = None, project: str | os.PathLike[str] | None = None
) -> tuple[list[Side], list[Problem]]:
    """Read and check every side (``*.tmx``) in ``folder`` (default: the game's own),
    with the classes of ``project`` (default: ``project_path(folder)``).

    Returns the sides that have no problem, in the order of their files' names, and
    every problem of every side: a side with a problem is left out, so that no game is
    played on a card the rulebook could not print. Never raises for a file it cannot
    read: that too is a problem."""
    where = Path(folder) if folder is not None else shipped_folder()
    if not where.is_dir():
        return [], [Problem(str(where), None, None, "", m("feudality.side.no_folder"))]
    project_file = Path(project) if project is not None else project_path(where)
    confine = tiled.Confinement.of(where, project_file.parent)
    try:
        tiled.cached(project_file, tiled.read_project, confine=confine)
    except DataError as exc:
        return [], list(exc.problems)
    files = sorted(p for p in where.iterdir() if p.suffix == ".tmx")
    if not files:
        return [], [Problem(str(where), None, None, "", m("feudality.side.no_sides"))]
    sides: list[Side] = []
    problems: list[Problem] = []
    seen: dict[tuple[int, str], str] = {}
    for file in files:
        try:
            tmx = tiled.cached(file, tiled.read_map, project_file, confine=confine)
        except DataError as exc:
            problems.extend(exc.problems)
            continue
        reading = _SideReading(tmx)
        side = reading.read()
        problems.extend(reading.problems)
        if side is None:
            continue
        other = seen.get((side.card, side.face))
        if other is not None:
            message = m("feudality.side.card_twice", card=side.card, face=side.face, other=other)
            problems.append(tmx.problem(None, "map.card", message))
            continue
        seen[(side.card, side.face)] = file.name
        sides.append(side)
    return sides, problems


def load_sides_or_raise(folder: str | os.PathLike[str] | None = None) -> list[Side]:
    """The sides of ``folder`` (default: the game's), or DataError listing every problem."""
    sides, problems = load_sides(folder)
    if problems:
        raise DataError(problems)
    return sides


def shipped_sides() -> tuple[Side, ...]:
    """The game's own twelve sides (``maps/feudality``; each file is parsed once,
    ``tiled.cached``)."""
    return tuple(load_sides_or_raise())


__all__ = [
    "COLUMNS",
    "PAWN_ONLY_COUNT",
    "PLAYABLE_COUNT",
    "SIZE",
    "Side",
    "Square",
    "is_pawn_only",
    "load_sides",
    "load_sides_or_raise",
    "project_path",
    "river_parts",
    "shipped_folder",
    "shipped_sides",
    "square_name",
    "square_place",
]
