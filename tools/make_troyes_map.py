#!/usr/bin/env python3
"""The tool that makes the Troyes board: maps/troyes.tmx and its background
maps/troyes-parchment.png.

The map is the one source of the board's geometry (game/games/troyes/rules/load.py reads
it): the rows of places of the Palace, the Bishopric and City Hall (rule inventory §1.2,
A-04), the cathedral's sites with their Influence, the districts of the city square, the
activity card slots, the event queue, the decks and the Influence track. Once committed,
the board is edited in Tiled (project maps/seneschal.tiled-project); this script writes
only into the folder named by ``--out``, never over the committed map:

    python tools/make_troyes_map.py --out DIR   # writes troyes.tmx and troyes-parchment.png

Its output is the same on each run (fixed seeds, no clock). It checks its own result (no
two areas of the board overlap, every area inside the board) before writing.
"""

from __future__ import annotations

import argparse
import random
import struct
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
MAP_PATH = ROOT / "maps" / "troyes.tmx"
PARCHMENT_NAME = "troyes-parchment.png"

MAP_W, MAP_H = 1920, 1280
TILE = 32  # the map has no tiles; this only sets Tiled's grid
SEED = 1229  # the year Troyes' cathedral was begun anew

BUILDINGS = (
    # id, English name, French name, left edge, rows as (die values, places)
    ("palace", "Palace", "Palais", 60, [((v,), 1) for v in range(1, 7)]),
    ("bishopric", "Bishopric", "Évêché", 520, [((1, 2), 2), ((3, 4), 2), ((5, 6), 2)]),
    ("city_hall", "City Hall", "Hôtel de ville", 980, [((1, 2), 2), ((3, 4), 2), ((5, 6), 2)]),
)
#: the rows of the Bishopric and City Hall are a reading of a lost picture (A-04)
ROWS_REASON = (
    "A-04: the rows of this building are lost from the rulebook's text; 3 rows of 2 places"
    " for the die values 1-2, 3-4 and 5-6 is the reading that fits its rules"
)
BUILDING_TOP, BUILDING_SIZE = 140, 420
CATHEDRAL_LEFT = 1440
SITE, SITE_STEP = 56, 66
COLOURS = ("red", "white", "yellow")


@dataclass
class Thing:
    """An object of the map: a rectangle with a class and typed properties."""

    name: str
    cls: str
    x: float
    y: float
    w: float
    h: float
    props: list[tuple[str, str, str]] = field(default_factory=list)  # (name, type, value)


def board() -> dict[str, list[Thing]]:
    """Every object of the board, by layer."""
    layers: dict[str, list[Thing]] = {"track": [], "buildings": [], "places": [], "cathedral": [], "cards": []}
    layers["city"] = []
    for n in range(21):
        x = 60 + n * 86
        # the track's name above it: the boxes sit low enough to leave it a line
        layers["track"].append(Thing(f"Influence {n}", "troyes_track", x, 60, 52, 52, [("step", "int", str(n))]))
    for building, name, french, left, rows in BUILDINGS:
        layers["buildings"].append(
            Thing(
                name,
                "troyes_building",
                left,
                BUILDING_TOP,
                BUILDING_SIZE,
                BUILDING_SIZE,
                [("building", "string", building), ("name.fr", "string", french)],
            )
        )
        layers["buildings"].append(
            Thing(
                f"{name}: lying citizens",
                "troyes_lying",
                left + 20,
                BUILDING_TOP + 310,  # the salary's line above it, clear of the last row
                380,
                90,
                [("building", "string", building)],
            )
        )
        for row, (values, places) in enumerate(rows):
            for place in range(places):
                if building == "palace":
                    x, y = left + 24 + row * SITE_STEP, BUILDING_TOP + 200
                else:
                    x, y = left + 140 + place * 76, BUILDING_TOP + 60 + row * 76
                props = [
                    ("building", "string", building),
                    ("place", "int", str(place)),
                    ("row", "int", str(row)),
                    ("values", "string", ",".join(str(v) for v in values)),
                ]
                if building != "palace":
                    props += [("reason", "string", ROWS_REASON), ("verified", "bool", "false")]
                label = f"{name} {','.join(map(str, values))} place {place + 1}"
                layers["places"].append(Thing(label, "troyes_place", x, y, SITE, SITE, props))
    layers["cathedral"].append(
        Thing(
            "Cathedral",
            "troyes_cathedral",
            CATHEDRAL_LEFT,
            BUILDING_TOP,
            BUILDING_SIZE,
            BUILDING_SIZE,
            [("name.fr", "string", "Cathédrale")],
        )
    )
    for level in (1, 2, 3):
        for site in range(1, 7):
            x = CATHEDRAL_LEFT + 24 + (site - 1) * SITE_STEP
            y = BUILDING_TOP + 300 - (level - 1) * 90
            influence = 1 if site <= 3 else 2
            props = [("influence", "int", str(influence)), ("level", "int", str(level)), ("site", "int", str(site))]
            layers["cathedral"].append(Thing(f"Level {level} site {site}", "troyes_site", x, y, SITE, SITE, props))
    for index, (colour, level) in enumerate((c, lv) for c in COLOURS for lv in (1, 2, 3)):
        x = 60 + index * 180
        props = [("colour", "string", colour), ("level", "int", str(level))]
        layers["cards"].append(Thing(f"Activity {colour} {level}", "troyes_slot", x, 600, 165, 240, props))
    for index, deck in enumerate((*COLOURS, "activity")):
        x, y = 1700 + (index % 2) * 100, 600 + (index // 2) * 140
        layers["cards"].append(Thing(f"Deck {deck}", "troyes_deck", x, y, 90, 120, [("deck", "string", deck)]))
    # Each event is its card, its banners and its name beside them: Marauding's place
    # is as wide as one such, and the queue leaves the round's box room at its right.
    layers["city"].append(Thing("Event queue", "troyes_queue", 400, 880, 1220, 150))
    layers["city"].append(Thing("Marauding", "troyes_marauding", 60, 880, 320, 150))
    # The districts lie under a line of words naming the square (its room above them).
    for n in range(1, 6):
        x = 60 + (n - 1) * 300
        layers["city"].append(
            Thing(f"District {n}", "troyes_district", x, 1070, 280, 180, [("district", "int", str(n))])
        )
    layers["city"].append(Thing("Bonus cards", "troyes_bonus", 1600, 1070, 280, 180))
    return layers


def check(layers: dict[str, list[Thing]]) -> None:
    """Stop with an error when an area leaves the board or two areas that must not
    overlap do (a building holds its places and lying area; the cathedral its sites)."""
    flat = [thing for things in layers.values() for thing in things]
    for thing in flat:
        if thing.x < 0 or thing.y < 0 or thing.x + thing.w > MAP_W or thing.y + thing.h > MAP_H:
            raise SystemExit(f"{thing.name} leaves the board")
    small = [t for t in flat if t.cls not in ("troyes_building", "troyes_cathedral")]
    for i, a in enumerate(small):
        for b in small[i + 1 :]:
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                if {a.cls, b.cls} == {"troyes_queue", "troyes_marauding"}:
                    continue
                raise SystemExit(f"{a.name} overlaps {b.name}")


def fmt(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def build_tmx(layers: dict[str, list[Thing]]) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{MAP_W // TILE}" height="{MAP_H // TILE}" tilewidth="{TILE}" tileheight="{TILE}"'
        f' infinite="0" backgroundcolor="#e9dcc0" nextlayerid="@LAYER@" nextobjectid="@NEXT@">',
        " <properties>",
        '  <property name="game" value="troyes"/>',
        " </properties>",
        ' <imagelayer id="1" name="parchment" locked="1">',
        f'  <image source="{PARCHMENT_NAME}" width="{MAP_W}" height="{MAP_H}"/>',
        " </imagelayer>",
    ]
    colours = {
        "track": "#6b4e2e",
        "buildings": "#5a3e2b",
        "places": "#3b2a1a",
        "cathedral": "#6b2d5c",
        "cards": "#7a4b24",
        "city": "#55714a",
    }
    next_id = 1
    layer_id = 2
    for layer, things in layers.items():
        lines.append(f' <objectgroup id="{layer_id}" name="{layer}" color="{colours[layer]}">')
        layer_id += 1
        for thing in things:
            cls = f' type="{thing.cls}"'
            lines.append(
                f'  <object id="{next_id}" name={quoteattr(thing.name)}{cls} x="{fmt(thing.x)}" y="{fmt(thing.y)}"'
                f' width="{fmt(thing.w)}" height="{fmt(thing.h)}">'
            )
            next_id += 1
            if thing.props:
                lines.append("   <properties>")
                for name, kind, value in sorted(thing.props):
                    type_attr = "" if kind == "string" else f' type="{kind}"'
                    lines.append(f"    <property name={quoteattr(name)}{type_attr} value={quoteattr(value)}/>")
                lines.append("   </properties>")
            lines.append("  </object>")
        lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines).replace("@NEXT@", str(next_id)).replace("@LAYER@", str(layer_id)) + "\n"


def write_parchment(path: Path) -> None:
    """A pale stone-and-parchment ground with soft blotches and a darker rim, as a palette PNG."""
    light, dark = (236, 224, 196), (150, 126, 92)
    levels = 64
    palette = bytearray()
    for k in range(levels):
        t = k / (levels - 1)
        palette += bytes(round(a + (b - a) * t) for a, b in zip(light, dark))
    rng = random.Random(SEED)
    # two octaves of smooth value noise: broad stains, and a finer mottling
    octaves = []
    for step, weight in ((160, 12.0), (28, 5.0)):
        grid_w, grid_h = MAP_W // step + 2, MAP_H // step + 2
        octaves.append((step, weight, [[rng.random() for _ in range(grid_w)] for _ in range(grid_h)]))
    raw = bytearray()
    for y in range(MAP_H):
        rows = []
        for step, weight, coarse in octaves:
            gy = y / step
            j = int(gy)
            fy = gy - j
            fy = fy * fy * (3 - 2 * fy)
            rows.append([weight * (a + (b - a) * fy) for a, b in zip(coarse[j], coarse[j + 1])])
        edge_y = min(y, MAP_H - 1 - y)
        grain = rng.choices((0, 0, 0, 1), k=MAP_W)
        line = bytearray(MAP_W + 1)  # filter byte 0, then palette indices
        for x in range(MAP_W):
            value = 4.0
            for (step, _, _), row in zip(octaves, rows):
                gx = x / step
                i = int(gx)
                fx = gx - i
                fx = fx * fx * (3 - 2 * fx)
                value += row[i] + (row[i + 1] - row[i]) * fx
            edge = min(x, MAP_W - 1 - x, edge_y)
            if edge < 120:
                value += 30.0 * (1 - edge / 120) ** 2
            line[x + 1] = max(0, min(levels - 1, int(value) + grain[x]))
        raw += line

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", MAP_W, MAP_H, 8, 3, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"PLTE", bytes(palette))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Generate the Troyes board as a Tiled map (the first maps/troyes.tmx)."
    )
    parser.add_argument(
        "--out", type=Path, required=True, help="output folder (the committed maps/ is edited in Tiled)"
    )
    args = parser.parse_args(argv)
    if args.out.resolve() == MAP_PATH.parent.resolve():
        parser.error("--out: maps/ holds the map as edited in Tiled; write the generated board elsewhere")
    layers = board()
    check(layers)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / MAP_PATH.name).write_bytes(build_tmx(layers).encode("utf-8"))
    write_parchment(args.out / PARCHMENT_NAME)
    print(f"wrote {args.out / MAP_PATH.name} and {args.out / PARCHMENT_NAME}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
