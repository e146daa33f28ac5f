"""Drawing the board: the Tiled map's artwork and the board graph, through a camera.

The graph (villages, roads, fiefs, bishoprics, mitres) comes from
``game.games.fief.rules.board.Board``; the artwork (the parchment image layer and the decor layer's
rivers, forests and hills) is read from the same .tmx file by the core's Tiled reader.

Static layers are drawn into 512-pixel tiles for each zoom level and kept in a small
cache, so a frame only blits the visible tiles. The villages' name banners are not in
the tiles: they are drawn over them every frame, so a tile not rendered yet (a stand-in
scaled from the overview for a frame or two after a zoom) never shows a piece of a
banner at another zoom's size beside the real one. Text is rendered at the size it is
shown at each zoom level, never scaled. What changes every frame (hover, selection,
highlighted villages) is drawn on top by ``draw_overlay``.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.core import tiled
from game.games.fief.rules.board import Board, Village
from game.ui.render import icons
from game.ui.render.camera import Camera
from game.ui.render.markers import hex_to_rgb
from game.ui.theme import Color, Theme

Point = tuple[float, float]
#: A cached tile: the zoom (rounded), the UI scale and the tile's column and row.
TileKey = tuple[float, float, int, int]

TILE = 512
TILE_CACHE = 48
#: Seconds a frame may spend rendering new tiles; the rest show a blurred stand-in
#: from the overview until a later frame renders them.
TILE_BUDGET = 0.008
#: Zoom of the whole-map overview the stand-ins come from.
OVERVIEW_ZOOM = 0.5
FIEF_ALPHA = 92
#: Label sizes in map pixels at zoom 1; never drawn smaller than LABEL_MIN_PX.
LABEL_PX = 17
PRINCIPAL_LABEL_PX = 21
LABEL_MIN_PX = 13
MITRE_SIZE = 84
FRAME_INSET = 14


@dataclass(frozen=True)
class River:
    name: str
    points: tuple[Point, ...]


@dataclass(frozen=True)
class Forest:
    polygon: tuple[Point, ...]
    trees: tuple[Point, ...]


@dataclass(frozen=True)
class Decor:
    """The artwork of the map beyond the board graph."""

    image: pygame.Surface | None
    rivers: tuple[River, ...]
    forests: tuple[Forest, ...]
    hills: tuple[Point, ...]


def _point_in_polygon(x: float, y: float, polygon: tuple[Point, ...]) -> bool:
    inside = False
    j = len(polygon) - 1
    for i in range(len(polygon)):
        xi, yi = polygon[i]
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _scatter_trees(polygon: tuple[Point, ...], seed: int, spacing: float = 17.0) -> tuple[Point, ...]:
    """Tree positions inside ``polygon``: a jittered grid, the same on every run."""
    rng = random.Random(seed)
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    trees = []
    row = 0
    y = min(ys) + spacing * 0.6
    while y < max(ys):
        x = min(xs) + spacing * (0.6 if row % 2 == 0 else 1.1)
        while x < max(xs):
            jx, jy = x + rng.uniform(-4, 4), y + rng.uniform(-3, 3)
            if _point_in_polygon(jx, jy, polygon):
                trees.append((jx, jy))
            x += spacing
        y += spacing * 0.8
        row += 1
    trees.sort(key=lambda p: p[1])  # back to front
    return tuple(trees)


def load_decor(source: tiled.TiledMap | str | Path) -> Decor:
    """The image layer and the decor objects of a Tiled map: the map the rules read
    (``Board.tiled``, whose artwork was checked to lie inside the mod folder or the
    game's), or a map file read now by the core's Tiled reader (an object's class may be
    written as Tiled 1.9's ``class`` or 1.8's ``type``). The picture is opened by Python
    and handed to pygame, so that nothing else opens a file."""
    tmx = source if isinstance(source, tiled.TiledMap) else tiled.read_map(source)
    image = None
    rivers: list[River] = []
    forests: list[Forest] = []
    hills: list[Point] = []
    for layer in tmx.layers:
        if layer.kind == "imagelayer" and image is None and layer.image_path:
            image = _load_picture(layer.image_path)
        elif layer.kind == "objectgroup" and layer.name == "decor":
            for obj in layer.objects:
                kind = obj.cls.lower()
                points = tuple((float(x), float(y)) for x, y in obj.points)
                if kind == "river" and len(points) >= 2:
                    rivers.append(River(obj.name, points))
                elif kind == "forest" and len(points) >= 3:
                    forests.append(Forest(points, _scatter_trees(points, obj.id)))
                elif kind == "hill":
                    hills.append((obj.x, obj.y))
    return Decor(image, tuple(rivers), tuple(forests), tuple(hills))


def _load_picture(path: str) -> pygame.Surface | None:
    """The picture at ``path``, a resolved path checked when the map was read; None when
    it changed since into a link, or cannot be read as a picture."""
    if os.path.realpath(path) != path or not os.path.isfile(path):
        return None
    try:
        with open(path, "rb") as stream:
            return _true_colour(pygame.image.load(stream, os.path.basename(path)))
    except (OSError, pygame.error):
        return None


def _bbox(points: Sequence[Point]) -> tuple[float, float, float, float]:
    xs = [q[0] for q in points]
    ys = [q[1] for q in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _true_colour(image: pygame.Surface) -> pygame.Surface:
    """The image in the window's pixel format (fast blits), or at least in 24-bit
    colour when there is no window yet: smooth scaling needs 24 or 32 bits."""
    try:
        return image.convert()
    except pygame.error:
        rgb = pygame.Surface(image.get_size(), 0, 24)
        rgb.blit(image, (0, 0))
        return rgb


def label_px(theme: Theme, zoom: float, principal: bool) -> int:
    """The size of a village's name at ``zoom``, never below a readable size."""
    base = PRINCIPAL_LABEL_PX if principal else LABEL_PX
    floor = round(LABEL_MIN_PX * max(1.0, theme.scale))
    return max(floor + (2 if principal else 0), round(base * zoom))


def label_rect(theme: Theme, village: Village, square: pygame.Rect, zoom: float) -> pygame.Rect:
    """Where the banner with a village's name lies on screen, below its ``square`` (as
    ``_Painter.village`` draws it), for pieces that should keep off it."""
    px = label_px(theme, zoom, village.principal)
    w, h = theme.text_size(village.name, "map_principal" if village.principal else "map", px)
    pad_x = round(px * (0.6 if village.principal else 0.45))
    notch = max(3, h // 3)
    rect = pygame.Rect(0, 0, w + 2 * pad_x + 2 * notch, h)
    rect.midtop = (square.centerx, square.bottom + max(2, round(5 * zoom)))
    return rect


class BoardRenderer:
    """Draws a board through a ``Camera``; finds the village under a screen point."""

    def __init__(self, board: Board, theme: Theme, decor: Decor | None = None) -> None:
        self.board = board
        self.theme = theme
        self.decor = decor if decor is not None else load_decor(board.tiled or board.source)
        self._tiles: OrderedDict[TileKey, pygame.Surface] = OrderedDict()
        self.fief_colors = {n: hex_to_rgb(f.color) for n, f in board.fiefs.items()}
        # World bounding boxes, so a tile only draws what crosses it.
        self.boxes: dict[object, tuple[float, float, float, float]] = {}
        for fief in board.fiefs.values():
            self.boxes[fief] = _bbox(fief.polygon)
        for bishopric in board.bishoprics.values():
            self.boxes[bishopric] = _bbox(bishopric.polygon)
        for road in board.roads:
            self.boxes[road] = _bbox(road.points)
        for river in self.decor.rivers:
            x0, y0, x1, y1 = _bbox(river.points)
            self.boxes[river] = (x0, y0, x1 + 160, y1)  # its name is written to the right
        for forest in self.decor.forests:
            self.boxes[forest] = _bbox(forest.polygon)
        self.tiles_rendered = 0  # for tests and profiling
        self.pending = False  # True when the last draw showed stand-ins for missing tiles
        self._overview: tuple[float, pygame.Surface] | None = None

    # ----------------------------------------------------------------- queries
    def village_at_world(self, point: Point, slack: float = 6.0) -> Village | None:
        """The village whose square (grown by ``slack`` map pixels) contains ``point``."""
        best: tuple[float, Village] | None = None
        for village in self.board.villages.values():
            if (
                village.x - slack <= point[0] <= village.x + village.width + slack
                and village.y - slack <= point[1] <= village.y + village.height + slack
            ):
                cx, cy = village.center
                d = (cx - point[0]) ** 2 + (cy - point[1]) ** 2
                if best is None or d < best[0]:
                    best = (d, village)
        return best[1] if best else None

    def village_at(self, camera: Camera, screen_point: Point) -> Village | None:
        """The village under a screen point, or None (also outside the viewport)."""
        if not camera.viewport.collidepoint(screen_point):
            return None
        slack = max(6.0, 8.0 / camera.zoom)  # at least 8 screen pixels around small squares
        return self.village_at_world(camera.screen_to_world(screen_point), slack)

    def label_px(self, zoom: float, principal: bool) -> int:
        return label_px(self.theme, zoom, principal)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, camera: Camera, complete: bool = False) -> None:
        """Blit the visible tiles of the static board at the camera's zoom.

        New tiles are rendered for at most TILE_BUDGET seconds per call; the others
        show a stand-in scaled from the overview and are rendered by later calls
        (``pending`` tells). ``complete`` renders every missing tile now.
        """
        zoom = camera.zoom
        full_w = math.ceil(self.board.width * zoom)
        full_h = math.ceil(self.board.height * zoom)
        # The map's top-left corner on screen, rounded once so tiles meet exactly.
        ox = round(camera.viewport.x - camera.x * zoom)
        oy = round(camera.viewport.y - camera.y * zoom)
        previous = surface.get_clip()
        surface.set_clip(camera.viewport.clip(previous) if previous else camera.viewport)
        shadow_r = max(6, round(18 * min(1.0, zoom * 2)))
        surface.blit(self.theme.shadow((full_w, full_h), shadow_r), (ox - shadow_r, oy - shadow_r + shadow_r // 3))
        vp = camera.viewport
        first_i = max(0, (vp.left - ox) // TILE)
        last_i = min((full_w - 1) // TILE, (vp.right - ox) // TILE)
        first_j = max(0, (vp.top - oy) // TILE)
        last_j = min((full_h - 1) // TILE, (vp.bottom - oy) // TILE)
        deadline = time.perf_counter() + TILE_BUDGET
        rendered = 0
        missing: list[tuple[int, int]] = []
        for j in range(first_j, last_j + 1):
            for i in range(first_i, last_i + 1):
                tile = self._cached_tile(zoom, i, j)
                # Always at least one new tile per call, so the picture keeps sharpening.
                if tile is None and (
                    complete or rendered == 0 or not self.overview_ready or time.perf_counter() < deadline
                ):
                    tile = self._render_tile(zoom, i, j, full_w, full_h)
                    rendered += 1
                if tile is None:
                    missing.append((i, j))
                else:
                    surface.blit(tile, (ox + i * TILE, oy + j * TILE))
        for i, j in missing:
            self._draw_stand_in(surface, zoom, i, j, full_w, full_h, (ox + i * TILE, oy + j * TILE))
        self.pending = bool(missing)
        # The names, over every tile alike (rendered or stand-in), at this zoom's size.
        painter = _Painter(self, surface, zoom, -ox, -oy)
        painter.bounds = vp
        for village in self.board.villages.values():
            painter.banner(village)
        surface.set_clip(previous)
        if not self.overview_ready:
            self.overview()

    @property
    def overview_ready(self) -> bool:
        return self._overview is not None and self._overview[0] == self.theme.scale

    def overview(self) -> pygame.Surface:
        """The whole board at OVERVIEW_ZOOM, made once per UI scale: the source of
        stand-in tiles."""
        if not self.overview_ready:
            size = (math.ceil(self.board.width * OVERVIEW_ZOOM), math.ceil(self.board.height * OVERVIEW_ZOOM))
            self._overview = (self.theme.scale, self.render_region(OVERVIEW_ZOOM, 0, 0, size, labels=False))
        assert self._overview is not None
        return self._overview[1]

    def _draw_stand_in(
        self, surface: pygame.Surface, zoom: float, i: int, j: int, full_w: int, full_h: int, at: tuple[int, int]
    ) -> None:
        """A tile not rendered yet, scaled up from the overview (blurred for a frame or two)."""
        overview = self.overview()
        size = (min(TILE, full_w - i * TILE), min(TILE, full_h - j * TILE))
        k = OVERVIEW_ZOOM / zoom
        area = pygame.Rect(
            math.floor(i * TILE * k), math.floor(j * TILE * k), math.ceil(size[0] * k) + 1, math.ceil(size[1] * k) + 1
        )
        area = area.clip(overview.get_rect())
        if area.width <= 0 or area.height <= 0:
            return
        scaled = pygame.transform.smoothscale(
            overview.subsurface(area), (max(1, round(area.width / k)), max(1, round(area.height / k)))
        )
        surface.blit(scaled, (at[0] + round(area.x / k - i * TILE), at[1] + round(area.y / k - j * TILE)))

    def _key(self, zoom: float, i: int, j: int) -> TileKey:
        return (round(zoom, 6), self.theme.scale, i, j)

    def _cached_tile(self, zoom: float, i: int, j: int) -> pygame.Surface | None:
        key = self._key(zoom, i, j)
        tile = self._tiles.get(key)
        if tile is not None:
            self._tiles.move_to_end(key)
        return tile

    def _render_tile(self, zoom: float, i: int, j: int, full_w: int, full_h: int) -> pygame.Surface:
        key = self._key(zoom, i, j)
        size = (min(TILE, full_w - i * TILE), min(TILE, full_h - j * TILE))
        tile = self.render_region(zoom, i * TILE, j * TILE, size, labels=False)
        self._tiles[key] = tile
        self.tiles_rendered += 1
        if len(self._tiles) > TILE_CACHE:
            self._tiles.popitem(last=False)
        return tile

    def clear_cache(self) -> None:
        self._tiles.clear()
        self._overview = None

    def render_region(
        self, zoom: float, left: int, top: int, size: tuple[int, int], labels: bool = True
    ) -> pygame.Surface:
        """The static board at ``zoom``, for the zoomed-map pixels from (left, top);
        ``labels``: with the villages' name banners (``draw`` puts them over its tiles)."""
        surf = pygame.Surface(size)
        painter = _Painter(self, surf, zoom, left, top)
        painter.paint()
        if labels:
            for village in self.board.villages.values():
                painter.banner(village)
        return surf

    def draw_overlay(
        self,
        surface: pygame.Surface,
        camera: Camera,
        hovered: str | None = None,
        selected: str | None = None,
        highlighted: tuple[str, ...] = (),
    ) -> None:
        """Per-frame marks: highlighted villages, the hovered one, the selected one
        with the roads leading out of it."""
        c = self.theme.colors
        zoom = camera.zoom
        previous = surface.get_clip()
        surface.set_clip(camera.viewport.clip(previous) if previous else camera.viewport)
        if selected and selected in self.board.villages:
            width = max(3, round(5 * zoom))
            for other in self.board.neighbours.get(selected, ()):
                road = self.board.road_between(selected, other)
                if road is None:
                    continue
                ends = (self.board.villages[road.a], self.board.villages[road.b])
                points = _outside(list(road.points), ends[0], 6.0)
                points = list(reversed(_outside(list(reversed(points)), ends[1], 6.0)))
                if len(points) >= 2:
                    pts = [camera.world_to_screen(p) for p in points]
                    pygame.draw.lines(surface, c.rubric, False, pts, width)
                    for p in (pts[0], pts[-1]):
                        pygame.draw.circle(surface, c.rubric, p, width)
        for vid in highlighted:
            village = self.board.villages.get(vid)
            if village is not None:
                rect = camera.world_rect_to_screen((village.x, village.y, village.width, village.height))
                pygame.draw.rect(
                    surface,
                    c.gold,
                    rect.inflate(max(8, round(12 * zoom)), max(8, round(12 * zoom))),
                    max(2, round(4 * zoom)),
                )
        for marked, color, grow in ((hovered, c.gold_light, 8), (selected, c.rubric, 10)):
            village = self.board.villages.get(marked) if marked else None
            if village is None:
                continue
            rect = camera.world_rect_to_screen((village.x, village.y, village.width, village.height))
            ring = rect.inflate(max(6, round(grow * zoom)), max(6, round(grow * zoom)))
            pygame.draw.rect(surface, c.ink, ring.inflate(4, 4), max(1, round(1.5 * zoom)), border_radius=3)
            pygame.draw.rect(surface, color, ring, max(3, round(4 * zoom)), border_radius=3)
        surface.set_clip(previous)


class _Painter:
    """Paints one region of the static board (one tile) at one zoom level."""

    def __init__(self, renderer: BoardRenderer, surf: pygame.Surface, zoom: float, left: int, top: int) -> None:
        self.r = renderer
        self.board = renderer.board
        self.decor = renderer.decor
        self.theme = renderer.theme
        self.c = renderer.theme.colors
        self.surf = surf
        self.zoom = zoom
        self.left = left
        self.top = top
        self.bounds = surf.get_rect()
        # This tile in world coordinates, widened by what strokes may overhang.
        margin = 24 + 12 / zoom
        self.world = (
            left / zoom - margin,
            top / zoom - margin,
            (left + surf.get_width()) / zoom + margin,
            (top + surf.get_height()) / zoom + margin,
        )

    def crosses(self, item: object) -> bool:
        """Whether ``item``'s bounding box meets this tile."""
        x0, y0, x1, y1 = self.r.boxes[item]
        wx0, wy0, wx1, wy1 = self.world
        return x0 <= wx1 and x1 >= wx0 and y0 <= wy1 and y1 >= wy0

    def to(self, p: Point) -> tuple[int, int]:
        """A world point in this tile's pixels. Rounded on the whole zoomed map, then
        shifted: every tile puts a point on the same map pixel, so tiles meet exactly
        (pygame truncates float coordinates, which differs either side of zero)."""
        return (_r(p[0] * self.zoom) - self.left, _r(p[1] * self.zoom) - self.top)

    def w(self, width: float, least: int = 1) -> int:
        return max(least, round(width * self.zoom))

    def paint(self) -> None:
        self.parchment()
        self.fiefs()
        self.forests()
        self.hills()
        self.rivers()
        self.bishopric_borders()
        self.frame()
        self.roads()
        self.mitres()
        self.villages()

    # Layers -----------------------------------------------------------------------
    def parchment(self) -> None:
        image = self.decor.image
        if image is None:
            self.surf.blit(self.theme.parchment(self.surf.get_size()), (0, 0))
            return
        sx = image.get_width() / self.board.width
        sy = image.get_height() / self.board.height
        z = self.zoom
        # The source pixels under this tile, widened to whole pixels, then scaled and
        # placed with the sub-pixel offset so neighbouring tiles join without seams.
        x0 = math.floor(self.left / z * sx)
        y0 = math.floor(self.top / z * sy)
        x1 = min(image.get_width(), math.ceil((self.left + self.surf.get_width()) / z * sx) + 1)
        y1 = min(image.get_height(), math.ceil((self.top + self.surf.get_height()) / z * sy) + 1)
        if x1 <= x0 or y1 <= y0:
            return
        area = image.subsurface((x0, y0, x1 - x0, y1 - y0))
        scaled = pygame.transform.smoothscale(
            area, (max(1, round((x1 - x0) * z / sx)), max(1, round((y1 - y0) * z / sy)))
        )
        self.surf.blit(scaled, (round(x0 * z / sx - self.left), round(y0 * z / sy - self.top)))

    def fiefs(self) -> None:
        layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        for number, fief in self.board.fiefs.items():
            if not self.crosses(fief):
                continue
            color = self.r.fief_colors[number]
            pts = [self.to(p) for p in fief.polygon]
            pygame.draw.polygon(layer, (*color, FIEF_ALPHA), pts)
        for number, fief in self.board.fiefs.items():
            if not self.crosses(fief):
                continue
            color = self.r.fief_colors[number]
            edge = tuple(int(v * 0.7) for v in color)
            pts = [self.to(p) for p in fief.polygon]
            pygame.draw.lines(layer, (*edge, 150), True, pts, self.w(1.6))
        self.surf.blit(layer, (0, 0))

    def forests(self) -> None:
        c = self.c
        canopy = (112, 134, 78)
        canopy_dark = (86, 106, 58)
        r = _r(6.5 * self.zoom)
        if r < 2:
            return
        lift, shift, trunk = _r(r * 0.2), _r(r * 0.25), _r(r * 1.5)
        for forest in self.decor.forests:
            if not self.crosses(forest):
                continue
            for x, y in forest.trees:
                sx, sy = self.to((x, y))
                if not (-2 * r < sx < self.bounds.width + 2 * r and -3 * r < sy < self.bounds.height + 2 * r):
                    continue
                pygame.draw.line(self.surf, c.ink_soft, (sx, sy), (sx, sy + trunk), self.w(1.4))
                pygame.draw.circle(self.surf, canopy, (sx, sy - lift), r)
                pygame.draw.circle(self.surf, canopy_dark, (sx + shift, sy), _r(r * 0.6))
                pygame.draw.circle(self.surf, c.ink_soft, (sx, sy - lift), r, self.w(1.1))

    def hills(self) -> None:
        c = self.c
        for x, y in self.decor.hills:
            for dx, dy, s in ((-14, 4, 1.0), (8, 0, 1.25), (26, 6, 0.85)):
                cx, cy = self.to((x + dx, y + dy))
                half = 13 * s * self.zoom
                height = 11 * s * self.zoom
                if half < 2:
                    continue
                pts = [
                    (cx + _r(-half + 2 * half * k / 12), cy - _r(height * math.sin(math.pi * k / 12)))
                    for k in range(13)
                ]
                pygame.draw.polygon(self.surf, (214, 190, 140), pts + [(cx + _r(half), cy)])
                for k in range(3):
                    hx = cx + _r(half * (0.15 + 0.25 * k))
                    top_y = cy - _r(height * (0.55 - 0.15 * k))
                    pygame.draw.line(self.surf, c.hill, (hx, top_y), (hx - _r(half * 0.12), cy - 1), self.w(1))
                pygame.draw.lines(self.surf, c.ink_soft, False, pts, self.w(1.6))

    def rivers(self) -> None:
        c = self.c
        light = (150, 178, 196)
        for river in self.decor.rivers:
            if not self.crosses(river):
                continue
            pts = [self.to(p) for p in river.points]
            pygame.draw.lines(self.surf, c.river, False, pts, self.w(6, 2))
            pygame.draw.lines(self.surf, light, False, pts, self.w(2.4))
            for p in pts:  # round joints
                pygame.draw.circle(self.surf, c.river, p, self.w(6, 2) / 2 - 0.5)
            pygame.draw.lines(self.surf, light, False, pts, self.w(2.4))
            if river.name and len(pts) > 4:
                # Name the river beside a middle stretch: to the right of a stretch that
                # runs north-south, above one that runs east-west.
                k = len(pts) * 2 // 5
                (ax, ay), (bx, by) = pts[max(0, k - 1)], pts[min(len(pts) - 1, k + 1)]
                mid = pts[k]
                px = self.r.label_px(self.zoom, False) - 1
                label = self.theme.text(river.name, "italic", c.river, px)
                if abs(bx - ax) > abs(by - ay):
                    self.surf.blit(label, label.get_rect(midbottom=(mid[0], mid[1] - self.w(7, 4))))
                else:
                    self.surf.blit(label, label.get_rect(midleft=(mid[0] + self.w(9, 6), mid[1])))

    def bishopric_borders(self) -> None:
        c = self.c
        halo = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        for bishopric in self.board.bishoprics.values():
            if not self.crosses(bishopric):
                continue
            pts = [self.to(p) for p in bishopric.polygon]
            pygame.draw.lines(halo, (70, 40, 20, 70), True, pts, self.w(11, 4))
        self.surf.blit(halo, (0, 0))
        for bishopric in self.board.bishoprics.values():
            if not self.crosses(bishopric):
                continue
            pts = [self.to(p) for p in bishopric.polygon]
            pygame.draw.lines(self.surf, c.ink, True, pts, self.w(4, 2))
            for p in pts:
                pygame.draw.circle(self.surf, c.ink, p, self.w(4, 2) / 2)

    def frame(self) -> None:
        c = self.c
        left, top = self.to((FRAME_INSET, FRAME_INSET))
        right, bottom = self.to((self.board.width - FRAME_INSET, self.board.height - FRAME_INSET))
        outer = pygame.Rect(left, top, right - left, bottom - top)
        pygame.draw.rect(self.surf, c.ink, outer, self.w(4, 2))
        inner = outer.inflate(-2 * self.w(9), -2 * self.w(9))
        pygame.draw.rect(self.surf, c.ink_soft, inner, self.w(1.5))

    def roads(self) -> None:
        c = self.c
        under = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        for road in self.board.roads:
            if not self.crosses(road):
                continue
            pts = [self.to(p) for p in road.points]
            pygame.draw.lines(under, (250, 242, 222, 150), False, pts, self.w(9, 3))
        self.surf.blit(under, (0, 0))
        dash, gap = 11 * self.zoom, 6 * self.zoom
        width = self.w(3.4, 2)
        for road in self.board.roads:
            if not self.crosses(road):
                continue
            pts = [self.to(p) for p in road.points]
            _dashed(self.surf, c.road, pts, dash, gap, width)

    def mitres(self) -> None:
        c = self.c
        size = max(30, round(MITRE_SIZE * self.zoom))
        for number, bishopric in sorted(self.board.bishoprics.items()):
            cx, cy = self.to(bishopric.mitre)
            if not self.bounds.inflate(2 * size, 2 * size).collidepoint(cx, cy):
                continue
            mitre = icons.icon("mitre", size)
            self.surf.blit(mitre, mitre.get_rect(center=(cx, cy)))
            badge_r = max(9, round(size * 0.24))
            px = max(self.theme.readable_px, round(badge_r * 1.5))  # the bishopric's number, readable
            badge_r = max(badge_r, round(px / 1.5))
            bx, by = cx + _r(size * 0.36), cy + _r(size * 0.30)
            pygame.draw.circle(self.surf, c.ink, (bx, by), badge_r + max(1, round(size * 0.03)))
            pygame.draw.circle(self.surf, c.rubric, (bx, by), badge_r)
            label = self.theme.text(str(number), "map_number", c.parchment_light, px)
            self.surf.blit(label, label.get_rect(center=(bx, by + 1)))

    def villages(self) -> None:
        for village in self.board.villages.values():
            self.village(village)

    def village(self, v: Village) -> None:
        c = self.c
        z = self.zoom
        left, top = self.to((v.x, v.y))
        rect = pygame.Rect(left, top, _r(v.width * z), _r(v.height * z))
        px = self.r.label_px(z, v.principal)
        if not self.bounds.inflate(px * 12, px * 6).colliderect(rect):
            return
        # The square: a parchment plot with an inked border (double for principal villages).
        shadow = rect.move(self.w(2), self.w(3))
        pygame.draw.rect(self.surf, (120, 96, 66), shadow)
        pygame.draw.rect(self.surf, c.parchment_light, rect)
        tint = self.r.fief_colors[v.fief]
        inner = rect.inflate(-2 * self.w(5, 2), -2 * self.w(5, 2))
        pygame.draw.rect(self.surf, _blend(c.parchment_light, tint, 0.18), inner)
        pygame.draw.rect(self.surf, c.ink, rect, self.w(3.2 if v.principal else 2.4, 2))
        pygame.draw.rect(self.surf, c.rubric if v.principal else c.ink_faded, inner, self.w(1.4 if v.principal else 1))

    def banner(self, v: Village) -> None:
        """The village's name on a banner below its square."""
        c = self.c
        z = self.zoom
        left, top = self.to((v.x, v.y))
        rect = pygame.Rect(left, top, _r(v.width * z), _r(v.height * z))
        px = self.r.label_px(z, v.principal)
        if not self.bounds.inflate(px * 12, px * 6).colliderect(rect):
            return
        role = "map_principal" if v.principal else "map"
        color = c.rubric_dark if v.principal else c.ink
        label = self.theme.text(v.name, role, color, px)
        pad_x = round(px * (0.6 if v.principal else 0.45))
        banner = pygame.Rect(0, 0, label.get_width() + 2 * pad_x, round(label.get_height() * 1.0))
        banner.midtop = (rect.centerx, rect.bottom + self.w(5, 2))
        notch = max(3, banner.height // 3)
        ribbon = [
            (banner.left - notch, banner.top),
            (banner.right + notch, banner.top),
            (banner.right, banner.centery),
            (banner.right + notch, banner.bottom),
            (banner.left - notch, banner.bottom),
            (banner.left, banner.centery),
        ]
        fill = (250, 240, 214) if not v.principal else (252, 236, 200)
        pygame.draw.polygon(self.surf, fill, ribbon)
        pygame.draw.polygon(self.surf, c.ink if v.principal else c.ink_soft, ribbon, max(1, round(px / 11)))
        self.surf.blit(label, label.get_rect(center=(banner.centerx, banner.centery + 1)))


def _inside(point: Point, village: Village, grow: float) -> bool:
    return (
        village.x - grow <= point[0] <= village.x + village.width + grow
        and village.y - grow <= point[1] <= village.y + village.height + grow
    )


def _outside(points: list[Point], village: Village, grow: float) -> list[Point]:
    """The polyline from where it leaves the village's square (grown by ``grow``)."""
    for index in range(len(points) - 1):
        a, b = points[index], points[index + 1]
        if _inside(a, village, grow) and not _inside(b, village, grow):
            lo, hi = 0.0, 1.0  # bisect for the crossing of the square's edge
            for _ in range(24):
                mid = (lo + hi) / 2
                q = (a[0] + (b[0] - a[0]) * mid, a[1] + (b[1] - a[1]) * mid)
                if _inside(q, village, grow):
                    lo = mid
                else:
                    hi = mid
            edge = (a[0] + (b[0] - a[0]) * hi, a[1] + (b[1] - a[1]) * hi)
            return [edge] + points[index + 1 :]
        if not _inside(a, village, grow):
            return points[index:]
    return points


def _r(value: float) -> int:
    """Round half up, the same way for every value (Python's round() goes to even)."""
    return math.floor(value + 0.5)


def _blend(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _dashed(surf: pygame.Surface, color: Color, points: Sequence[Point], dash: float, gap: float, width: int) -> None:
    """A dashed polyline whose pattern runs on across the corners."""
    if dash < 1:
        pygame.draw.lines(surf, color, False, points, width)
        return
    drawing, left = True, dash
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        pos = 0.0
        while pos < seg:
            step = min(left, seg - pos)
            if drawing:
                a = (_r(x0 + (x1 - x0) * pos / seg), _r(y0 + (y1 - y0) * pos / seg))
                b = (_r(x0 + (x1 - x0) * (pos + step) / seg), _r(y0 + (y1 - y0) * (pos + step) / seg))
                pygame.draw.line(surf, color, a, b, width)
            pos += step
            left -= step
            if left <= 1e-6:
                drawing = not drawing
                left = dash if drawing else gap
