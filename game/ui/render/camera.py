"""The map camera: which part of the board is shown, and how large.

World coordinates are map pixels of the Tiled map; screen coordinates are window
pixels. The camera shows the world through a ``viewport`` rectangle of the window.
Zoom moves along a ladder of fixed levels (so the renderer can cache each level), from
"the whole map fits" up to ``max_zoom``. Zooming keeps the world point under the cursor
where it is; panning and zooming are clamped so the map never drifts out of view.
"""

from __future__ import annotations

import math

import pygame

Point = tuple[float, float]

ZOOM_STEP = 1.25
MAX_ZOOM = 3.0
#: Screen pixels of table that may show beyond the map's edge when zoomed in.
EDGE_SLACK = 48


class Camera:
    def __init__(self, world_size: tuple[float, float], viewport: pygame.Rect) -> None:
        self.world_w, self.world_h = float(world_size[0]), float(world_size[1])
        self.viewport = pygame.Rect(viewport)
        self.zoom = 1.0
        self.x = 0.0  # world coordinate shown at the viewport's left edge
        self.y = 0.0
        self.fit()

    # Zoom ladder ------------------------------------------------------------------
    @property
    def fit_zoom(self) -> float:
        """The zoom at which the whole map fits the viewport, with a small margin."""
        if self.viewport.width <= 0 or self.viewport.height <= 0:
            return 1.0
        return min(self.viewport.width / self.world_w, self.viewport.height / self.world_h) * 0.96

    @property
    def levels(self) -> list[float]:
        """The zoom levels: fit_zoom times powers of ZOOM_STEP, up to MAX_ZOOM."""
        base = self.fit_zoom
        top = max(base, MAX_ZOOM)
        count = max(0, math.floor(math.log(top / base, ZOOM_STEP) + 1e-9))
        return [round(base * ZOOM_STEP**k, 6) for k in range(count + 1)]

    @property
    def level(self) -> int:
        """Index of the current zoom in ``levels`` (the nearest one)."""
        levels = self.levels
        return min(range(len(levels)), key=lambda i: abs(levels[i] - self.zoom))

    # Conversions ------------------------------------------------------------------
    def world_to_screen(self, point: Point) -> tuple[float, float]:
        return (self.viewport.x + (point[0] - self.x) * self.zoom, self.viewport.y + (point[1] - self.y) * self.zoom)

    def screen_to_world(self, point: Point) -> tuple[float, float]:
        return (self.x + (point[0] - self.viewport.x) / self.zoom, self.y + (point[1] - self.viewport.y) / self.zoom)

    def world_rect_to_screen(self, rect: tuple[float, float, float, float]) -> pygame.Rect:
        x, y = self.world_to_screen((rect[0], rect[1]))
        return pygame.Rect(round(x), round(y), round(rect[2] * self.zoom), round(rect[3] * self.zoom))

    @property
    def visible_world(self) -> tuple[float, float, float, float]:
        """The world rectangle (x, y, w, h) behind the viewport."""
        return (self.x, self.y, self.viewport.width / self.zoom, self.viewport.height / self.zoom)

    def key(self) -> tuple[float, float, float, tuple[int, ...]]:
        """What the camera shows, as a value (drawings kept per camera are keyed on it)."""
        return (round(self.zoom, 6), round(self.x, 3), round(self.y, 3), tuple(self.viewport))

    def local(self) -> Camera:
        """The same view with the viewport's corner at (0, 0): for drawing the map's
        pieces on a surface of the viewport's size, blitted at the viewport later."""
        other = Camera.__new__(Camera)
        other.world_w, other.world_h = self.world_w, self.world_h
        other.viewport = pygame.Rect(0, 0, self.viewport.width, self.viewport.height)
        other.zoom, other.x, other.y = self.zoom, self.x, self.y
        return other

    # Moves ------------------------------------------------------------------------
    def set_viewport(self, viewport: pygame.Rect) -> None:
        """Change the screen area, keeping the world point at its centre."""
        centre = self.screen_to_world(self.viewport.center)
        was_fit = abs(self.zoom - self.fit_zoom) < 1e-6
        self.viewport = pygame.Rect(viewport)
        if was_fit:
            self.fit()
            return
        self.zoom = self.levels[self.level] if self.zoom < self.fit_zoom else self.zoom
        self.zoom = max(self.fit_zoom, self.zoom)
        self.center_on(centre)

    def fit(self) -> None:
        """Show the whole map, centred."""
        self.zoom = self.fit_zoom
        self.center_on((self.world_w / 2, self.world_h / 2))

    def center_on(self, world: Point) -> None:
        self.x = world[0] - self.viewport.width / 2 / self.zoom
        self.y = world[1] - self.viewport.height / 2 / self.zoom
        self.clamp()

    def pan(self, dx: float, dy: float) -> None:
        """Move the map by (dx, dy) screen pixels (dragging right moves it right)."""
        self.x -= dx / self.zoom
        self.y -= dy / self.zoom
        self.clamp()

    def zoom_at(self, screen_point: Point, zoom: float) -> None:
        """Set ``zoom`` keeping the world point under ``screen_point`` in place."""
        zoom = min(max(zoom, self.fit_zoom), max(self.fit_zoom, MAX_ZOOM))
        wx, wy = self.screen_to_world(screen_point)
        self.zoom = zoom
        self.x = wx - (screen_point[0] - self.viewport.x) / zoom
        self.y = wy - (screen_point[1] - self.viewport.y) / zoom
        self.clamp()

    def step_zoom(self, steps: int, screen_point: Point | None = None) -> bool:
        """Move ``steps`` levels up (in) or down (out); True if the zoom changed."""
        levels = self.levels
        index = min(max(self.level + steps, 0), len(levels) - 1)
        if abs(levels[index] - self.zoom) < 1e-9:
            return False
        self.zoom_at(screen_point if screen_point is not None else self.viewport.center, levels[index])
        return True

    def clamp(self) -> None:
        """Keep the map in view: centred on an axis where it is smaller than the
        viewport, else never more than EDGE_SLACK pixels past its edges."""
        view_w = self.viewport.width / self.zoom
        view_h = self.viewport.height / self.zoom
        slack = EDGE_SLACK / self.zoom
        if view_w >= self.world_w:
            self.x = (self.world_w - view_w) / 2
        else:
            self.x = min(max(self.x, -slack), self.world_w - view_w + slack)
        if view_h >= self.world_h:
            self.y = (self.world_h - view_h) / 2
        else:
            self.y = min(max(self.y, -slack), self.world_h - view_h + slack)
