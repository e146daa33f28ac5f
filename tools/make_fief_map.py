#!/usr/bin/env python3
"""The tool that made the first version of the Fief board: maps/fief.tmx and its
parchment image maps/fief-parchment.png.

The board is now edited in Tiled (with the project maps/seneschal.tiled-project), not
regenerated: nothing runs this script, and the committed map is expected to differ
from its output. It is kept to show how the board was laid out and to make a fresh
parchment or a starting point for another board. It writes only into the folder named
by ``--out``, never over the committed map:

    python tools/make_fief_map.py --out DIR  # writes fief.tmx and fief-parchment.png into DIR

What it does:

1. Places the 24 villages by hand (``VILLAGES``) and joins them with the roads in
   ``ROADS``.
2. Splits the land between the villages: a nearest-village partition of a coarse grid,
   with the grid warped by smooth noise so that borders wander like old county lines.
3. Traces the borders between village areas once, simplifies and smooths each border
   line, and builds every fief and bishopric outline from those shared lines, so areas
   that touch share exactly the same vertices (no gaps, no overlaps).
4. Puts each bishopric's mitre near the board edge, scatters rivers, forests and hills
   away from villages and roads, paints a parchment texture, and writes the Tiled map
   (format 1.8, readable by Tiled 1.8 and later).

It checks its own result (counts, road degrees, crossings, contiguous areas, villages
inside their areas, decor clear of villages) and stops with an error instead of writing
a bad board. Everything random uses fixed seeds, so the output is the same on each run.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import zlib
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
MAP_PATH = ROOT / "maps" / "fief.tmx"
PARCHMENT_NAME = "fief-parchment.png"

MAP_W, MAP_H = 1920, 1280
TILE = 32  # the map has no tiles; this only sets Tiled's grid
MARGIN = 40  # width of the frame around the land
CELL = 8  # grid step of the area partition, in pixels
VILLAGE_SIZE = 44
PRINCIPAL_SIZE = 60
SEED = 1429

Point = tuple[float, float]


# --------------------------------------------------------------------------------------
# The authored board
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class VillageSpec:
    name: str
    fief: int
    bishopric: int
    principal: bool
    x: float  # centre, map pixels
    y: float

    @property
    def size(self) -> int:
        return PRINCIPAL_SIZE if self.principal else VILLAGE_SIZE


# In the order of the board facts table: fief by fief.
VILLAGES: tuple[VillageSpec, ...] = (
    VillageSpec("Beaujeu", 1, 5, False, 205, 235),
    VillageSpec("La Salle", 1, 1, False, 505, 200),
    VillageSpec("Blaye", 1, 1, True, 855, 255),
    VillageSpec("Charolles", 1, 1, False, 560, 480),
    VillageSpec("Sennecy", 2, 1, False, 1155, 215),
    VillageSpec("L'Épervier", 2, 1, False, 880, 560),
    VillageSpec("Château-Neuf", 2, 2, False, 1200, 480),
    VillageSpec("Mazilles", 3, 2, False, 1470, 175),
    VillageSpec("St Andromy", 3, 2, False, 1750, 170),
    VillageSpec("Tournus", 4, 2, True, 1490, 500),
    VillageSpec("Belleville", 4, 3, False, 1745, 430),
    VillageSpec("Pugnac", 4, 3, False, 1725, 670),
    VillageSpec("St Médard", 5, 1, False, 1125, 745),
    VillageSpec("St Gérôme", 5, 3, True, 1450, 800),
    VillageSpec("St André", 5, 3, False, 1740, 930),
    VillageSpec("Villeneuve", 6, 1, False, 840, 850),
    VillageSpec("La Buissière", 6, 3, False, 1540, 1100),
    VillageSpec("Bourg", 6, 4, True, 960, 1110),
    VillageSpec("St Vivien", 6, 4, False, 1255, 1050),
    VillageSpec("Les Essarts", 7, 4, False, 665, 1065),
    VillageSpec("St Paul", 7, 5, False, 330, 1140),
    VillageSpec("Marcamps", 8, 4, False, 545, 785),
    VillageSpec("Sigy", 8, 5, True, 230, 560),
    VillageSpec("St Ciers d'Abzac", 8, 5, False, 210, 880),
)

ROADS: tuple[tuple[str, str], ...] = (
    ("Beaujeu", "La Salle"),
    ("Beaujeu", "Sigy"),
    ("Sigy", "Charolles"),
    ("Sigy", "St Ciers d'Abzac"),
    ("St Ciers d'Abzac", "Marcamps"),
    ("St Ciers d'Abzac", "St Paul"),
    ("St Paul", "Les Essarts"),
    ("La Salle", "Blaye"),
    ("La Salle", "Charolles"),
    ("Blaye", "Charolles"),  # rulebook movement example
    ("Charolles", "L'Épervier"),  # rulebook movement example
    ("Blaye", "Sennecy"),
    ("L'Épervier", "Château-Neuf"),
    ("L'Épervier", "Villeneuve"),
    ("Marcamps", "Les Essarts"),
    ("Marcamps", "Villeneuve"),
    ("Les Essarts", "Bourg"),
    ("Villeneuve", "Bourg"),
    ("Villeneuve", "St Médard"),
    ("Sennecy", "Château-Neuf"),
    ("Sennecy", "Mazilles"),
    ("Château-Neuf", "Tournus"),
    ("Château-Neuf", "St Médard"),
    ("St Médard", "St Gérôme"),
    ("Bourg", "St Vivien"),
    ("St Vivien", "La Buissière"),
    ("Mazilles", "St Andromy"),
    ("Mazilles", "Tournus"),
    ("St Andromy", "Belleville"),
    ("Tournus", "Belleville"),
    ("Tournus", "St Gérôme"),
    ("Belleville", "Pugnac"),
    ("Pugnac", "St André"),
    ("St Gérôme", "St André"),
    ("St Gérôme", "La Buissière"),
    ("La Buissière", "St André"),
)

FIEF_KIND = {4: "Duchy", 3: "County", 2: "Barony"}
# The village each fief is named after.
FIEF_NAMED_AFTER = {
    1: "Blaye",
    2: "L'Épervier",
    3: "Mazilles",
    4: "Tournus",
    5: "St Gérôme",
    6: "Bourg",
    7: "Les Essarts",
    8: "Sigy",
}
# Muted colours that sit well on parchment and stay distinct from one another.
FIEF_COLORS = {
    1: "#b0644b",  # brick
    2: "#76904f",  # olive
    3: "#c7a040",  # ochre
    4: "#5d7d9e",  # slate blue
    5: "#8c6598",  # plum
    6: "#4d8a80",  # teal
    7: "#bf8094",  # dusty rose
    8: "#8f6b45",  # umber
}

# Rivers, drawn by the client: waypoints from source to mouth (the mouth on the frame).
RIVERS: tuple[tuple[str, tuple[Point, ...]], ...] = (
    (
        "Dronne",
        ((1010, 700), (990, 800), (1040, 900), (1110, 960), (1100, 1060), (1120, 1160), (1100, 1240)),
    ),
    (
        "Isle",
        ((360, 380), (400, 470), (380, 560), (400, 650), (360, 730), (300, 760), (230, 740), (130, 720), (40, 730)),
    ),
    (
        "Vézère",
        (
            (1330, 40),
            (1345, 180),
            (1325, 330),
            (1350, 470),
            (1320, 620),
            (1300, 760),
            (1270, 880),
            (1180, 940),
            (1115, 980),
        ),
    ),
)


# --------------------------------------------------------------------------------------
# Small geometry helpers
# --------------------------------------------------------------------------------------


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def segments_cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """True if the two segments properly intersect (touching at an end does not count)."""
    d1 = _orient(q1, q2, p1)
    d2 = _orient(q1, q2, p2)
    d3 = _orient(p1, p2, q1)
    d4 = _orient(p1, p2, q2)
    return ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0


def point_segment_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


def polyline_distance(p: Point, line: tuple[Point, ...] | list[Point]) -> float:
    return min(point_segment_distance(p, line[i], line[i + 1]) for i in range(len(line) - 1))


def point_in_polygon(p: Point, polygon: list[Point] | tuple[Point, ...]) -> bool:
    x, y = p
    inside = False
    n = len(polygon)
    for i in range(n):
        x1, y1 = polygon[i]
        x2, y2 = polygon[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def square_distance(p: Point, v: VillageSpec) -> float:
    """Distance from a point to a village square (0 inside)."""
    half = v.size / 2
    dx = max(abs(p[0] - v.x) - half, 0.0)
    dy = max(abs(p[1] - v.y) - half, 0.0)
    return math.hypot(dx, dy)


def douglas_peucker(points: list[Point], tolerance: float) -> list[Point]:
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        best, best_index = 0.0, -1
        for i in range(first + 1, last):
            d = point_segment_distance(points[i], points[first], points[last])
            if d > best:
                best, best_index = d, i
        if best > tolerance:
            keep[best_index] = True
            stack.append((first, best_index))
            stack.append((best_index, last))
    return [p for p, k in zip(points, keep) if k]


def chaikin(points: list[Point], rounds: int) -> list[Point]:
    """Corner-cutting smoothing of an open line that keeps both end points in place."""
    for _ in range(rounds):
        if len(points) < 3:
            return points
        last = len(points) - 2
        out = [points[0]]
        for k, ((x1, y1), (x2, y2)) in enumerate(zip(points, points[1:])):
            if k > 0:
                out.append((0.75 * x1 + 0.25 * x2, 0.75 * y1 + 0.25 * y2))
            if k < last:
                out.append((0.25 * x1 + 0.75 * x2, 0.25 * y1 + 0.75 * y2))
        out.append(points[-1])
        points = out
    return points


class ValueNoise:
    """Smooth 2-D value noise on a square lattice, seeded."""

    def __init__(self, seed: int, spacing: float, width: float, height: float):
        rng = random.Random(seed)
        self.spacing = spacing
        self.cols = int(width / spacing) + 3
        self.rows = int(height / spacing) + 3
        self.values = [[rng.uniform(-1.0, 1.0) for _ in range(self.cols)] for _ in range(self.rows)]

    def __call__(self, x: float, y: float) -> float:
        gx, gy = x / self.spacing, y / self.spacing
        i, j = math.floor(gx), math.floor(gy)
        fx, fy = gx - i, gy - j
        sx, sy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
        i = max(0, min(self.cols - 2, i))
        j = max(0, min(self.rows - 2, j))
        v = self.values
        top = v[j][i] + (v[j][i + 1] - v[j][i]) * sx
        bottom = v[j + 1][i] + (v[j + 1][i + 1] - v[j + 1][i]) * sx
        return top + (bottom - top) * sy


# --------------------------------------------------------------------------------------
# Roads
# --------------------------------------------------------------------------------------


def road_polyline(a: VillageSpec, b: VillageSpec, index: int) -> list[Point]:
    """A gently bent road from the centre of ``a`` to the centre of ``b``."""
    ax, ay, bx, by = a.x, a.y, b.x, b.y
    length = math.hypot(bx - ax, by - ay)
    nx, ny = -(by - ay) / length, (bx - ax) / length
    bend = (0.045 + 0.02 * ((index * 7) % 3)) * length * (1 if index % 2 == 0 else -1)
    cx, cy = (ax + bx) / 2 + nx * bend, (ay + by) / 2 + ny * bend
    steps = 8
    points = []
    for s in range(steps + 1):
        t = s / steps
        u = 1 - t
        points.append((u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by))
    return points


# --------------------------------------------------------------------------------------
# Areas: partition, border lines, outlines
# --------------------------------------------------------------------------------------

OUTSIDE = -1


def partition() -> list[list[int]]:
    """Label every grid cell with the index of the village whose area it is in."""
    cols, rows = MAP_W // CELL, MAP_H // CELL
    inset = MARGIN // CELL
    warp_x = ValueNoise(SEED + 1, 190, MAP_W, MAP_H)
    warp_y = ValueNoise(SEED + 2, 190, MAP_W, MAP_H)
    fine_x = ValueNoise(SEED + 3, 70, MAP_W, MAP_H)
    fine_y = ValueNoise(SEED + 4, 70, MAP_W, MAP_H)
    centres = [(v.x, v.y) for v in VILLAGES]
    labels = [[OUTSIDE] * cols for _ in range(rows)]
    for j in range(inset, rows - inset):
        for i in range(inset, cols - inset):
            x, y = (i + 0.5) * CELL, (j + 0.5) * CELL
            wx = x + 46 * warp_x(x, y) + 14 * fine_x(x, y)
            wy = y + 46 * warp_y(x, y) + 14 * fine_y(x, y)
            best, best_d = 0, float("inf")
            for k, (cx, cy) in enumerate(centres):
                d = (wx - cx) ** 2 + (wy - cy) ** 2
                if d < best_d:
                    best, best_d = k, d
            labels[j][i] = best
    _merge_stray_patches(labels)
    return labels


def _components(labels: list[list[int]], wanted) -> list[list[tuple[int, int]]]:
    """Connected groups (4-neighbour) of land cells whose label satisfies ``wanted``."""
    rows, cols = len(labels), len(labels[0])
    seen = [[False] * cols for _ in range(rows)]
    groups = []
    for j in range(rows):
        for i in range(cols):
            if seen[j][i] or labels[j][i] == OUTSIDE or not wanted(labels[j][i]):
                continue
            group, stack = [], [(i, j)]
            seen[j][i] = True
            while stack:
                ci, cj = stack.pop()
                group.append((ci, cj))
                for ni, nj in ((ci + 1, cj), (ci - 1, cj), (ci, cj + 1), (ci, cj - 1)):
                    if 0 <= ni < cols and 0 <= nj < rows and not seen[nj][ni]:
                        lab = labels[nj][ni]
                        if lab != OUTSIDE and wanted(lab):
                            seen[nj][ni] = True
                            stack.append((ni, nj))
            groups.append(group)
    return groups


def _merge_stray_patches(labels: list[list[int]]) -> None:
    """Give any detached piece of a village area to the neighbour that surrounds it."""
    for k in range(len(VILLAGES)):
        groups = _components(labels, lambda lab, k=k: lab == k)
        groups.sort(key=len, reverse=True)
        for group in groups[1:]:
            votes: dict[int, int] = defaultdict(int)
            cells = set(group)
            for i, j in group:
                for ni, nj in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                    if (ni, nj) not in cells and labels[nj][ni] not in (OUTSIDE, k):
                        votes[labels[nj][ni]] += 1
            new = max(votes, key=lambda lab: (votes[lab], -lab))
            for i, j in group:
                labels[j][i] = new


Chain = tuple[tuple[Point, ...], int, int]  # points, label on one side, label on the other


def border_chains(labels: list[list[int]]) -> list[Chain]:
    """Trace the lines between differently labelled cells, split at junctions."""
    rows, cols = len(labels), len(labels[0])

    def label(i: int, j: int) -> int:
        if 0 <= i < cols and 0 <= j < rows:
            return labels[j][i]
        return OUTSIDE

    # Edges between grid corners (i, j), keyed by their two ends, valued by side labels.
    edges: dict[frozenset, tuple[int, int]] = {}
    adjacency: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)

    def add(c1: tuple[int, int], c2: tuple[int, int], la: int, lb: int) -> None:
        edges[frozenset((c1, c2))] = (la, lb)
        adjacency[c1].append(c2)
        adjacency[c2].append(c1)

    for j in range(-1, rows):
        for i in range(-1, cols):
            here = label(i, j)
            right = label(i + 1, j)
            below = label(i, j + 1)
            if here != right:
                add((i + 1, j), (i + 1, j + 1), here, right)
            if here != below:
                add((i, j + 1), (i + 1, j + 1), here, below)

    def is_junction(c: tuple[int, int]) -> bool:
        i, j = c
        around = {label(i - 1, j - 1), label(i, j - 1), label(i - 1, j), label(i, j)}
        return len(adjacency[c]) != 2 or len(around) >= 3

    land_corners = {
        (MARGIN // CELL, MARGIN // CELL),
        ((MAP_W - MARGIN) // CELL, MARGIN // CELL),
        (MARGIN // CELL, (MAP_H - MARGIN) // CELL),
        ((MAP_W - MARGIN) // CELL, (MAP_H - MARGIN) // CELL),
    }
    junctions = {c for c in adjacency if is_junction(c) or c in land_corners}
    used: set[frozenset] = set()
    chains: list[Chain] = []

    def walk(start: tuple[int, int], nxt: tuple[int, int]) -> None:
        key = frozenset((start, nxt))
        la, lb = edges[key]
        path = [start, nxt]
        used.add(key)
        prev, cur = start, nxt
        while cur not in junctions and cur != start:
            step = next(n for n in adjacency[cur] if n != prev and frozenset((cur, n)) not in used)
            used.add(frozenset((cur, step)))
            path.append(step)
            prev, cur = cur, step
        chains.append((tuple((float(i * CELL), float(j * CELL)) for i, j in path), la, lb))

    for c in sorted(junctions):
        for n in sorted(adjacency[c]):
            if frozenset((c, n)) not in used:
                walk(c, n)
    for key in sorted(edges, key=lambda k: sorted(k)):
        if key not in used:  # a closed loop with no junction on it
            a, b = sorted(key)
            walk(a, b)
    # Only lines that touch land matter (the frame's outer side is all OUTSIDE).
    return [ch for ch in chains if ch[1] != OUTSIDE or ch[2] != OUTSIDE]


def moving_average(points: list[Point], reach: int) -> list[Point]:
    """Smooth a staircase line by averaging each vertex with its neighbours; ends stay put."""
    n = len(points)
    out = []
    for k in range(n):
        r = min(reach, k, n - 1 - k)
        window = points[k - r : k + r + 1]
        out.append((sum(p[0] for p in window) / len(window), sum(p[1] for p in window) / len(window)))
    return out


def smooth_chains(chains: list[Chain]) -> list[Chain]:
    """Turn grid staircases into smooth border lines; the frame stays straight."""
    out = []
    for points, la, lb in chains:
        line = list(points)
        if la != OUTSIDE and lb != OUTSIDE:
            line = moving_average(line, 4)
            line = douglas_peucker(line, 1.3)
        else:
            line = douglas_peucker(line, 0.5)
        out.append((tuple((round(x, 1), round(y, 1)) for x, y in line), la, lb))
    return out


def outline(chains: list[Chain], members: set[int]) -> list[Point]:
    """The outline of the union of the given village areas, as one closed ring."""
    pieces = [list(p) for p, la, lb in chains if (la in members) != (lb in members)]
    by_end: dict[Point, list[int]] = defaultdict(list)
    for index, piece in enumerate(pieces):
        by_end[piece[0]].append(index)
        by_end[piece[-1]].append(index)
    for end, users in by_end.items():
        if len(users) != 2:
            raise SystemExit(f"area {sorted(members)} pinches or branches at {end}")
    ring = list(pieces[0])
    done = {0}
    while True:
        end = ring[-1]
        nxt = [k for k in by_end[end] if k not in done]
        if not nxt:
            break
        k = nxt[0]
        done.add(k)
        piece = pieces[k] if pieces[k][0] == end else pieces[k][::-1]
        ring.extend(piece[1:])
    if len(done) != len(pieces) or ring[0] != ring[-1]:
        raise SystemExit(f"area {sorted(members)} is not one simple region (holes or pieces)")
    ring.pop()
    return ring


# --------------------------------------------------------------------------------------
# Mitres and decor
# --------------------------------------------------------------------------------------


def clearance(p: Point, roads: list[list[Point]], extra: list[list[Point]] = ()) -> float:
    """Distance from p to the nearest village square, road or extra line."""
    d = min(square_distance(p, v) for v in VILLAGES)
    for line in list(roads) + list(extra):
        d = min(d, polyline_distance(p, line))
    return d


def border_distance(labels: list[list[int]]) -> list[list[float]]:
    """Per grid cell, the distance in pixels to the nearest fief or bishopric border."""
    rows, cols = len(labels), len(labels[0])

    def area(lab: int) -> tuple[int, int]:
        return (-1, -1) if lab == OUTSIDE else (VILLAGES[lab].fief, VILLAGES[lab].bishopric)

    far = float("inf")
    dist = [[far] * cols for _ in range(rows)]
    frontier = []
    for j in range(rows):
        for i in range(cols):
            here = area(labels[j][i])
            for ni, nj in ((i + 1, j), (i, j + 1)):
                inside = ni < cols and nj < rows and labels[nj][ni] != OUTSIDE and labels[j][i] != OUTSIDE
                if inside and area(labels[nj][ni]) != here:
                    for ci, cj in ((i, j), (ni, nj)):
                        if dist[cj][ci]:
                            dist[cj][ci] = 0
                            frontier.append((ci, cj))
    steps = 0
    while frontier:
        steps += 1
        nxt = []
        for i, j in frontier:
            for ni, nj in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                if 0 <= ni < cols and 0 <= nj < rows and dist[nj][ni] == far:
                    dist[nj][ni] = steps
                    nxt.append((ni, nj))
        frontier = nxt
    return [[d * CELL for d in row] for row in dist]


def place_mitres(
    bishopric_polygons: dict[int, list[Point]], roads: list[list[Point]], rivers: list[list[Point]]
) -> dict[int, Point]:
    """For each bishopric, a spot by the board edge, mid-way along its stretch of edge."""
    inset = MARGIN + 36
    candidates: list[Point] = []
    step = 10
    for x in range(inset, MAP_W - inset + 1, step):
        candidates += [(float(x), float(inset)), (float(x), float(MAP_H - inset))]
    for y in range(inset, MAP_H - inset + 1, step):
        candidates += [(float(inset), float(y)), (float(MAP_W - inset), float(y))]
    corners = [(0.0, 0.0), (MAP_W, 0.0), (0.0, MAP_H), (MAP_W, MAP_H)]
    mitres = {}
    for number, polygon in sorted(bishopric_polygons.items()):
        others = [poly for n, poly in bishopric_polygons.items() if n != number]
        best, best_score = None, -1e9
        for p in candidates:
            if not point_in_polygon(p, polygon):
                continue
            room = min(min(polyline_distance(p, poly + poly[:1]) for poly in others), 260)
            corner = min(math.dist(p, c) for c in corners)
            score = min(clearance(p, roads, rivers), 110) + 0.6 * room - max(0.0, 320 - corner)
            if score > best_score:
                best, best_score = p, score
        assert best is not None, f"bishopric {number} never reaches the board edge"
        mitres[number] = best
    return mitres


def place_decor(
    roads: list[list[Point]], rivers: list[list[Point]], mitres: list[Point], borders: list[list[float]]
) -> tuple[list[Point], list[Point]]:
    """Forest and hill spots in open country, clear of villages, roads, rivers and borders."""
    rng = random.Random(SEED + 7)
    spots: list[tuple[float, Point]] = []
    for y in range(MARGIN + 56, MAP_H - MARGIN - 56, 24):
        for x in range(MARGIN + 70, MAP_W - MARGIN - 70, 24):
            p = (x + rng.uniform(-6, 6), y + rng.uniform(-6, 6))
            if borders[int(p[1] // CELL)][int(p[0] // CELL)] < 40:
                continue
            room = min(clearance(p, roads), min(polyline_distance(p, r) for r in rivers) + 12)
            room = min([room] + [math.dist(p, m) - 40 for m in mitres])
            if room > 64:
                spots.append((room, p))
    spots.sort(key=lambda s: (-s[0], s[1]))
    chosen: list[Point] = []
    for _, p in spots:
        if len(chosen) < 21 and all(math.dist(p, q) > 190 for q in chosen):
            chosen.append(p)
    forests = [p for k, p in enumerate(chosen) if k % 3 != 2]
    hills = [p for k, p in enumerate(chosen) if k % 3 == 2]
    return forests, hills


def forest_polygon(centre: Point, index: int) -> list[Point]:
    rng = random.Random(SEED * 31 + index)
    radius = rng.uniform(32, 44)
    n = 11
    points = []
    for k in range(n):
        angle = 2 * math.pi * k / n
        r = radius * rng.uniform(0.75, 1.15)
        points.append((round(centre[0] + r * math.cos(angle) * 1.3, 1), round(centre[1] + r * math.sin(angle), 1)))
    return points


# --------------------------------------------------------------------------------------
# Parchment image
# --------------------------------------------------------------------------------------


def write_parchment(path: Path) -> None:
    """A pale parchment with soft blotches, fine grain and a darker rim, as a palette PNG."""
    light = (240, 228, 199)
    dark = (171, 138, 92)
    levels = 96
    palette = bytearray()
    for k in range(levels):
        t = (k / (levels - 1)) ** 1.1
        palette += bytes(round(a + (b - a) * t) for a, b in zip(light, dark))

    scale = 4
    low_w, low_h = MAP_W // scale + 2, MAP_H // scale + 2
    blotch = ValueNoise(SEED + 11, 90 / scale, low_w, low_h)
    stain = ValueNoise(SEED + 12, 30 / scale, low_w, low_h)
    fibre = ValueNoise(SEED + 13, 9 / scale, low_w, low_h)
    low = [[6.0 * blotch(i, j) + 2.5 * stain(i, j) + 1.2 * fibre(i, j) for i in range(low_w)] for j in range(low_h)]

    def rim(d: float, span: float) -> float:
        t = max(0.0, 1.0 - d / span)
        return t * t

    vx = [rim(min(x, MAP_W - 1 - x), 260) for x in range(MAP_W)]
    vy = [rim(min(y, MAP_H - 1 - y), 220) for y in range(MAP_H)]
    rng = random.Random(SEED + 14)
    raw = bytearray()
    base = 14.0
    for y in range(MAP_H):
        gy = y / scale
        j = int(gy)
        fy = gy - j
        row = [a + (b - a) * fy for a, b in zip(low[j], low[j + 1])]
        grain = rng.choices((-1, 0, 0, 0, 1), k=MAP_W)
        wy = vy[y]
        line = bytearray(MAP_W + 1)  # filter byte 0, then indices
        for x in range(MAP_W):
            gx = x / scale
            i = int(gx)
            fx = gx - i
            value = base + row[i] + (row[i + 1] - row[i]) * fx
            value += 58.0 * (vx[x] + wy - 0.55 * vx[x] * wy) + grain[x]
            line[x + 1] = max(0, min(levels - 1, int(value)))
        raw += line

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", MAP_W, MAP_H, 8, 3, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"PLTE", bytes(palette))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


# --------------------------------------------------------------------------------------
# Checks
# --------------------------------------------------------------------------------------


def check_board(
    roads: list[list[Point]],
    fief_polygons: dict[int, list[Point]],
    bishopric_polygons: dict[int, list[Point]],
    rivers: list[list[Point]],
    forests: list[list[Point]],
    hills: list[Point],
    mitres: dict[int, Point],
) -> None:
    problems: list[str] = []
    names = [v.name for v in VILLAGES]
    by_name = {v.name: v for v in VILLAGES}
    if len(set(names)) != 24:
        problems.append("village names are not 24 distinct names")
    degree: dict[str, int] = defaultdict(int)
    pairs = set()
    for a, b in ROADS:
        if a not in by_name or b not in by_name or a == b:
            problems.append(f"bad road {a} - {b}")
        pair = frozenset((a, b))
        if pair in pairs:
            problems.append(f"road {a} - {b} twice")
        pairs.add(pair)
        degree[a] += 1
        degree[b] += 1
    for name in names:
        if not 2 <= degree[name] <= 4:
            problems.append(f"{name} has {degree[name]} roads")
    seen, stack = {names[0]}, [names[0]]
    while stack:
        here = stack.pop()
        for a, b in ROADS:
            for x, y in ((a, b), (b, a)):
                if x == here and y not in seen:
                    seen.add(y)
                    stack.append(y)
    if len(seen) != 24:
        problems.append("road network is not connected")
    for k, r1 in enumerate(roads):
        for m in range(k + 1, len(roads)):
            r2 = roads[m]
            for i in range(len(r1) - 1):
                for j in range(len(r2) - 1):
                    if segments_cross(r1[i], r1[i + 1], r2[j], r2[j + 1]):
                        problems.append(f"roads {ROADS[k]} and {ROADS[m]} cross")
        ends = set(ROADS[k])
        for v in VILLAGES:
            if v.name not in ends and polyline_distance((v.x, v.y), r1) < v.size / 2 + 22:
                problems.append(f"road {ROADS[k]} passes too close to {v.name}")
    for v in VILLAGES:
        half = v.size / 2 + 4
        corners = [(v.x + dx * half, v.y + dy * half) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
        for kind, number, polygons in (
            ("fief", v.fief, fief_polygons),
            ("bishopric", v.bishopric, bishopric_polygons),
        ):
            for c in corners:
                for other, polygon in polygons.items():
                    if point_in_polygon(c, polygon) != (other == number):
                        problems.append(f"{v.name} square is not cleanly inside its {kind} {number}")
                        break
    for y in range(MARGIN + 3, MAP_H - MARGIN, 23):
        for x in range(MARGIN + 3, MAP_W - MARGIN, 23):
            for kind, polygons in (("fief", fief_polygons), ("bishopric", bishopric_polygons)):
                inside = [n for n, poly in polygons.items() if point_in_polygon((x, y), poly)]
                if len(inside) != 1:
                    problems.append(f"point {(x, y)} lies in {len(inside)} {kind} areas")
    for line in rivers:
        for v in VILLAGES:
            if polyline_distance((v.x, v.y), line) < v.size / 2 + 45:
                problems.append(f"a river runs too close to {v.name}")
    for shape in forests:
        for p in shape:
            if clearance(p, roads) < 12:
                problems.append(f"a forest at {shape[0]} touches a village or road")
                break
    for p in hills:
        if clearance(p, roads) < 50:
            problems.append(f"a hill at {p} is too close to a village or road")
    for number, p in mitres.items():
        if not point_in_polygon(p, bishopric_polygons[number]):
            problems.append(f"mitre {number} is outside its bishopric")
        if clearance(p, roads) < 40:
            problems.append(f"mitre {number} is crowded by a village or road")
    if problems:
        raise SystemExit("the board is not right:\n  " + "\n  ".join(dict.fromkeys(problems)))


# --------------------------------------------------------------------------------------
# Writing the map
# --------------------------------------------------------------------------------------


def fmt(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


class IdMaker:
    def __init__(self) -> None:
        self.next = 1

    def __call__(self) -> int:
        value = self.next
        self.next += 1
        return value


def prop(name: str, kind: str, value: str) -> str:
    return f'    <property name={quoteattr(name)} type="{kind}" value={quoteattr(value)}/>'


def poly_object(oid: int, name: str, kind: str, points: list[Point], props: list[str], tag: str) -> list[str]:
    ox = math.floor(min(p[0] for p in points))
    oy = math.floor(min(p[1] for p in points))
    text = " ".join(f"{fmt(x - ox)},{fmt(y - oy)}" for x, y in points)
    name_attr = f" name={quoteattr(name)}" if name else ""
    lines = [f'  <object id="{oid}"{name_attr} type="{kind}" x="{ox}" y="{oy}">']
    if props:
        lines += ["   <properties>"] + props + ["   </properties>"]
    lines.append(f'   <{tag} points="{text}"/>')
    lines.append("  </object>")
    return lines


def build_tmx(
    roads: list[list[Point]],
    fief_polygons: dict[int, list[Point]],
    bishopric_polygons: dict[int, list[Point]],
    mitres: dict[int, Point],
    rivers: list[list[Point]],
    forests: list[list[Point]],
    hills: list[Point],
) -> str:
    new_id = IdMaker()
    village_ids = {v.name: new_id() for v in VILLAGES}
    road_ids = [new_id() for _ in ROADS]
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{MAP_W // TILE}" height="{MAP_H // TILE}" tilewidth="{TILE}" tileheight="{TILE}"'
        f' infinite="0" backgroundcolor="#efe3c4" nextlayerid="9" nextobjectid="@NEXT@">',
        " <properties>",
        '  <property name="game" value="fief"/>',
        " </properties>",
        ' <imagelayer id="1" name="parchment" locked="1">',
        f'  <image source="{PARCHMENT_NAME}" width="{MAP_W}" height="{MAP_H}"/>',
        " </imagelayer>",
    ]

    lines.append(' <objectgroup id="2" name="fiefs" color="#8f6b45" opacity="0.6">')
    for number, polygon in sorted(fief_polygons.items()):
        size = sum(1 for v in VILLAGES if v.fief == number)
        name = f"{FIEF_KIND[size]} of {FIEF_NAMED_AFTER[number]}"
        color = "#ff" + FIEF_COLORS[number][1:]
        props = [prop("color", "color", color), prop("fief", "int", str(number))]
        lines += poly_object(new_id(), name, "fief", polygon, props, "polygon")
    lines.append(" </objectgroup>")

    lines.append(' <objectgroup id="3" name="bishoprics" color="#5a3e2b">')
    for number, polygon in sorted(bishopric_polygons.items()):
        principal = next(v for v in VILLAGES if v.bishopric == number and v.principal)
        props = [prop("bishopric", "int", str(number))]
        lines += poly_object(new_id(), f"Bishopric of {principal.name}", "bishopric", polygon, props, "polygon")
    lines.append(" </objectgroup>")

    lines.append(' <objectgroup id="4" name="decor" color="#55714a">')
    for (name, _), line in zip(RIVERS, rivers):
        lines += poly_object(new_id(), name, "river", line, [], "polyline")
    for _k, shape in enumerate(forests):
        lines += poly_object(new_id(), "", "forest", shape, [], "polygon")
    for x, y in hills:
        lines += [f'  <object id="{new_id()}" type="hill" x="{fmt(x)}" y="{fmt(y)}">', "   <point/>", "  </object>"]
    lines.append(" </objectgroup>")

    lines.append(' <objectgroup id="5" name="roads" color="#7a4b24">')
    for oid, (a, b), line in zip(road_ids, ROADS, roads):
        props = [prop("from", "object", str(village_ids[a])), prop("to", "object", str(village_ids[b]))]
        lines += poly_object(oid, "", "road", line, props, "polyline")
    lines.append(" </objectgroup>")

    lines.append(' <objectgroup id="6" name="villages" color="#3b2a1a">')
    for v in VILLAGES:
        half = v.size / 2
        lines += [
            f'  <object id="{village_ids[v.name]}" name={quoteattr(v.name)} type="village"'
            f' x="{fmt(v.x - half)}" y="{fmt(v.y - half)}" width="{v.size}" height="{v.size}">',
            "   <properties>",
            prop("bishopric", "int", str(v.bishopric)),
            prop("fief", "int", str(v.fief)),
            prop("principal", "bool", "true" if v.principal else "false"),
            "   </properties>",
            "  </object>",
        ]
    lines.append(" </objectgroup>")

    lines.append(' <objectgroup id="7" name="mitres" color="#6b2d5c">')
    for number, (x, y) in sorted(mitres.items()):
        lines += [
            f'  <object id="{new_id()}" name="Mitre {number}" type="mitre" x="{fmt(x)}" y="{fmt(y)}">',
            "   <properties>",
            prop("bishopric", "int", str(number)),
            "   </properties>",
            "   <point/>",
            "  </object>",
        ]
    lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines).replace("@NEXT@", str(new_id.next)) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Generate a Fief board as a Tiled map (the first version of maps/fief.tmx)."
    )
    parser.add_argument(
        "--out", type=Path, required=True, help="output folder (the committed maps/ is edited in Tiled)"
    )
    args = parser.parse_args(argv)
    if args.out.resolve() == MAP_PATH.parent.resolve():
        parser.error("--out: maps/ holds the map as edited in Tiled; write the generated board elsewhere")
    map_path = args.out / MAP_PATH.name
    parchment_path = args.out / PARCHMENT_NAME
    by_name = {v.name: v for v in VILLAGES}
    roads = [road_polyline(by_name[a], by_name[b], k) for k, (a, b) in enumerate(ROADS)]
    roads = [[(round(x, 1), round(y, 1)) for x, y in line] for line in roads]

    labels = partition()
    for number_of, kind in ((lambda v: v.fief, "fief"), (lambda v: v.bishopric, "bishopric")):
        for number in sorted({number_of(v) for v in VILLAGES}):
            members = {k for k, v in enumerate(VILLAGES) if number_of(v) == number}
            if len(_components(labels, lambda lab, m=members: lab in m)) != 1:
                raise SystemExit(f"{kind} {number} is not one contiguous area; move its villages")
    chains = smooth_chains(border_chains(labels))
    fief_polygons = {n: outline(chains, {k for k, v in enumerate(VILLAGES) if v.fief == n}) for n in range(1, 9)}
    bishopric_polygons = {
        n: outline(chains, {k for k, v in enumerate(VILLAGES) if v.bishopric == n}) for n in range(1, 6)
    }
    rivers = [[(float(x), float(y)) for x, y in chaikin(list(points), 2)] for _, points in RIVERS]
    rivers = [[(round(x, 1), round(y, 1)) for x, y in line] for line in rivers]
    mitres = place_mitres(bishopric_polygons, roads, rivers)
    forest_spots, hills = place_decor(roads, rivers, list(mitres.values()), border_distance(labels))
    forests = [forest_polygon(c, k) for k, c in enumerate(forest_spots)]
    hills = [(round(x, 1), round(y, 1)) for x, y in hills]

    check_board(roads, fief_polygons, bishopric_polygons, rivers, forests, hills, mitres)
    map_path.parent.mkdir(parents=True, exist_ok=True)
    tmx = build_tmx(roads, fief_polygons, bishopric_polygons, mitres, rivers, forests, hills)
    map_path.write_bytes(tmx.encode("utf-8"))
    write_parchment(parchment_path)
    print(f"wrote {map_path} and {parchment_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
