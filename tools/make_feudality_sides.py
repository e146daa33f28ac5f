#!/usr/bin/env python3
"""The tool that makes Feudality's twelve Fiefdom Management sides:
maps/feudality/side-01.tmx to side-12.tmx.

The printed layouts of the six double-sided cards are lost (rule inventory §1.2 and §10:
the rulebook's text keeps none of them), so these twelve are Seneschal's own design,
and each map says so in its ``design`` property. Each meets what the rulebook says of
every card (game/games/feudality/rules/sides.py checks it on load): 8 x 8 squares, the
bottom row and right column pawn-only and the 49 others playable, some hills and exactly
one double hill, one river joined side to side, and room for the 2 x 2 Keep. Beyond the
rulebook, our designs also keep to rules of our own, checked here before writing:

* the river runs through the fief: it touches two different edges of the playable block;
* no hill lies on the river (the cards' pictures suggest none);
* 3 to 6 hills besides the double hill, and two hills (the double one counts) with a
  square between them that touches both, for a Miner (the rulebook's set-up hint);
* a Keep spot that covers no river and one that covers a hill (the bonus Iron), so the
  set-up's advice and its bonus both have a choice;
* the two sides of a card, and indeed all twelve, differ in their river and in their
  hills.

Once committed, the sides are edited in Tiled (project maps/seneschal.tiled-project): a
player who owns the box draws the real cards there (docs/feudality/boards.md). So this
script writes only into the folder named by ``--out``, and over the committed maps only
when asked with ``--overwrite``:

    python tools/make_feudality_sides.py --out DIR   # writes side-01.tmx ... side-12.tmx

Its output is the same on each run (no randomness, no clock). After writing, it loads
the result with the game's own check and stops on any problem.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps" / "feudality"

SIZE = 8  # squares across and down
PLAY = 7  # the playable block: rows 1-7, columns a-g
TILE = 64  # pixels a square
COLUMNS = "abcdefgh"
DESIGN = "Seneschal's own; the printed layouts were lost"
TERRAIN_TYPE = "feudality_terrain"
SQUARE_CLASS = "feudality_square"

#: the playable block of each side, row 1 at the top, column a at the left:
#: "." plain, "~" river, "h" a hill, "H" the double hill
LEGEND = {".": (False, 0), "~": (True, 0), "h": (False, 1), "H": (False, 2)}


@dataclass(frozen=True)
class Design:
    card: int
    face: str
    name: str
    name_fr: str
    rows: tuple[str, ...]


DESIGNS = (
    Design(1, "A", "Riverbend", "le Méandre",
           ("..~....",
            ".h~..h.",
            "..~~~..",
            ".H..~h.",
            "....~~~",
            ".hh....",
            ".......")),
    Design(1, "B", "Twin Fords", "les Deux Gués",
           (".h...h.",
            "..h....",
            ".......",
            "~~~.H..",
            "..~~~~~",
            "...h...",
            ".h..h..")),
    Design(2, "A", "Stonehill", "Pierremont",
           (".~.....",
            ".~.hh..",
            ".~..H..",
            ".~~.hh.",
            "..~....",
            "..~..h.",
            "..~....")),
    Design(2, "B", "Long Meadow", "le Long Pré",
           (".....~.",
            ".h...~.",
            "....~~.",
            "..h.~..",
            ".~~~~.H",
            ".~...h.",
            ".~..h..")),
    Design(3, "A", "Ironridge", "la Crête de Fer",
           ("h......",
            ".h..H..",
            "..h....",
            "...h...",
            ".......",
            "~~~..h.",
            "..~~~~~")),
    Design(3, "B", "Willow Brook", "le Ru des Saules",
           ("...~...",
            "...~.h.",
            ".h.~...",
            "...~~~~",
            ".H.....",
            "..h.h..",
            "h......")),
    Design(4, "A", "Old Mill", "le Vieux Moulin",
           ("....~..",
            ".h..~..",
            "..~~~.h",
            "~~~....",
            "...hH..",
            ".h...h.",
            ".......")),
    Design(4, "B", "High Tor", "le Haut Rocher",
           (".....~.",
            "hh...~.",
            ".H...~~",
            "h.....~",
            ".h....~",
            "....~~~",
            "..h.~..")),
    Design(5, "A", "Fenmarsh", "les Marais",
           ("~~.....",
            ".~~..h.",
            "..~~...",
            "h..~~.H",
            "....~~.",
            ".h...~~",
            "..h....")),
    Design(5, "B", "Greystones", "Grisepierre",
           (".h.~...",
            "...~.h.",
            ".h.~...",
            "...~~..",
            ".H..~..",
            "....~.h",
            ".h..~..")),
    Design(6, "A", "Crossways", "la Croisée des Eaux",
           ("...~...",
            ".h.~..h",
            "...~...",
            "~~~~.H.",
            "...~...",
            ".h.~.h.",
            "...~...")),
    Design(6, "B", "Hollowmere", "le Val Creux",
           ("~......",
            "~~~~~~.",
            ".....~.",
            ".hh..~.",
            ".H...~.",
            "..h..~.",
            "h....~.")),
)  # fmt: skip


@dataclass(frozen=True)
class Cell:
    terrain: str
    river: bool
    hill: int


def grid(design: Design) -> list[list[Cell]]:
    """The 8 x 8 squares of a design, row by row from the top left."""
    cells = []
    for row in range(SIZE):
        line = []
        for column in range(SIZE):
            if row == PLAY or column == PLAY:
                line.append(Cell("pawn_only", False, 0))
            else:
                river, hill = LEGEND[design.rows[row][column]]
                line.append(Cell("playable", river, hill))
        cells.append(line)
    return cells


def _near4(row: int, column: int) -> list[tuple[int, int]]:
    return [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]


def check(designs: tuple[Design, ...]) -> None:
    """Stop with an error when a design breaks the rulebook or our own rules."""
    seen_rivers: dict[frozenset[tuple[int, ...]], str] = {}
    seen_hills: dict[frozenset[tuple[int, ...]], str] = {}
    for design in designs:
        where = f"card {design.card}{design.face}"
        if len(design.rows) != PLAY or any(len(row) != PLAY or set(row) - set(LEGEND) for row in design.rows):
            raise SystemExit(f"{where}: 7 rows of 7 of {''.join(LEGEND)}")
        cells = grid(design)
        river = {(r, c) for r in range(PLAY) for c in range(PLAY) if cells[r][c].river}
        hills = {(r, c, cells[r][c].hill) for r in range(PLAY) for c in range(PLAY) if cells[r][c].hill}
        doubles = [h for h in hills if h[2] == 2]
        singles = [h for h in hills if h[2] == 1]
        if len(doubles) != 1 or not 3 <= len(singles) <= 6:
            raise SystemExit(f"{where}: one double hill and 3 to 6 hills")
        start = min(river)
        joined, todo = {start}, [start]
        while todo:
            for near in _near4(*todo.pop()):
                if near in river and near not in joined:
                    joined.add(near)
                    todo.append(near)
        if joined != river:
            raise SystemExit(f"{where}: the river is cut")
        edges = {
            edge
            for r, c in river
            for edge, on in (("top", r == 0), ("bottom", r == PLAY - 1), ("left", c == 0), ("right", c == PLAY - 1))
            if on
        }
        if len(edges) < 2:
            raise SystemExit(f"{where}: the river must run through (touch two edges)")
        spots = [(r, c) for r in range(PLAY - 1) for c in range(PLAY - 1)]
        covers = [[cells[r + dr][c + dc] for dr in (0, 1) for dc in (0, 1)] for r, c in spots]
        if not any(not any(x.river for x in block) for block in covers):
            raise SystemExit(f"{where}: no Keep spot free of the river")
        if not any(any(x.hill for x in block) and not any(x.river for x in block) for block in covers):
            raise SystemExit(f"{where}: no Keep spot (off the river) that covers a hill")
        hill_places = {(r, c) for r, c, _ in hills}
        miner = any(
            sum(1 for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (r + dr, c + dc) in hill_places) >= 2
            for r in range(PLAY)
            for c in range(PLAY)
            if (r, c) not in hill_places and (r, c) not in river
        )
        if not miner:
            raise SystemExit(f"{where}: no square touching two hills for a Miner")
        for key, seen, what in ((frozenset(river), seen_rivers, "river"), (frozenset(hills), seen_hills, "hills")):
            if key in seen:
                raise SystemExit(f"{where}: the same {what} as {seen[key]}")
            seen[key] = where
    faces = [(d.card, d.face) for d in designs]
    if len(set(faces)) != len(faces) or sorted(faces) != [(c, f) for c in range(1, 7) for f in "AB"]:
        raise SystemExit("six cards, each with a side A and a side B")


def file_name(index: int) -> str:
    return f"side-{index:02d}.tmx"


def build_tmx(design: Design) -> str:
    """The map of one side, as Tiled 1.8 writes it."""
    cells = grid(design)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{SIZE}" height="{SIZE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0"'
        f' backgroundcolor="#2f4a23" nextlayerid="2" nextobjectid="{SIZE * SIZE + 1}">',
        " <properties>",
        f'  <property name="card" type="int" value="{design.card}"/>',
        f'  <property name="design" value={quoteattr(DESIGN)}/>',
        f'  <property name="face" value="{design.face}"/>',
        '  <property name="game" value="feudality"/>',
        f'  <property name="name" value={quoteattr(design.name)}/>',
        f'  <property name="name.fr" value={quoteattr(design.name_fr)}/>',
        " </properties>",
        ' <objectgroup id="1" name="squares" color="#6f8f4a">',
    ]
    next_id = 1
    for row in range(SIZE):
        for column in range(SIZE):
            cell = cells[row][column]
            name = f"{COLUMNS[column]}{row + 1}"
            lines += [
                f'  <object id="{next_id}" name="{name}" type="{SQUARE_CLASS}"'
                f' x="{column * TILE}" y="{row * TILE}" width="{TILE}" height="{TILE}">',
                "   <properties>",
                f'    <property name="hill" type="int" value="{cell.hill}"/>',
                f'    <property name="river" type="bool" value="{"true" if cell.river else "false"}"/>',
                f'    <property name="terrain" propertytype="{TERRAIN_TYPE}" value="{cell.terrain}"/>',
                "   </properties>",
                "  </object>",
            ]
            next_id += 1
    lines += [" </objectgroup>", "</map>"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Generate Feudality's twelve Fiefdom Management sides as Tiled maps.")
    parser.add_argument("--out", type=Path, required=True, help="output folder (maps/feudality needs --overwrite)")
    parser.add_argument(
        "--overwrite",
        action="store_true",
        help="write over the committed maps/feudality (edits made in Tiled are lost)",
    )
    args = parser.parse_args(argv)
    if args.out.resolve() == MAPS.resolve() and not args.overwrite:
        parser.error("--out: maps/feudality holds the sides as edited in Tiled; add --overwrite to replace them")
    check(DESIGNS)
    args.out.mkdir(parents=True, exist_ok=True)
    for index, design in enumerate(DESIGNS, start=1):
        (args.out / file_name(index)).write_bytes(build_tmx(design).encode("utf-8"))
    sys.path.insert(0, str(ROOT))
    from game.games.feudality.rules.sides import load_sides

    sides, problems = load_sides(args.out, ROOT / "maps" / "seneschal.tiled-project")
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    print(f"wrote {len(sides)} sides in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
