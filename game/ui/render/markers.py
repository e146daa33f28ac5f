"""Family markers: the family colour in the family's own shape.

Each family of ``data/fief/families.yaml`` has a colour and a pattern (shield, circle,
diamond, triangle, cross, star). Markers always use both, so players who cannot tell
two colours apart can still tell the families apart by shape.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.render.cache import SurfaceCache
from game.ui.render.icons import INK, SUPERSAMPLE

Point = tuple[float, float]
PATTERNS: tuple[str, ...] = ("shield", "circle", "diamond", "triangle", "cross", "star")

_cache = SurfaceCache(300)


def hex_to_rgb(value: str) -> tuple[int, int, int]:
    """ "#rrggbb" (or Tiled's "#aarrggbb") to an (r, g, b) tuple."""
    text = value.lstrip("#")
    if len(text) == 8:
        text = text[2:]
    if len(text) != 6:
        raise ValueError(f"{value!r} is not a colour written as #rrggbb")  # words: not shown
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


def shape_points(pattern: str) -> list[Point]:
    """The outline of ``pattern`` in a unit square (a circle is a fine polygon)."""
    if pattern == "circle":
        return [(0.5 + 0.42 * math.cos(a), 0.5 + 0.42 * math.sin(a)) for a in (i * math.tau / 48 for i in range(48))]
    if pattern == "diamond":
        return [(0.5, 0.04), (0.94, 0.5), (0.5, 0.96), (0.06, 0.5)]
    if pattern == "triangle":
        return [(0.5, 0.07), (0.95, 0.88), (0.05, 0.88)]
    if pattern == "cross":
        a, b = 0.33, 0.67
        return [
            (a, 0.06),
            (b, 0.06),
            (b, a),
            (0.94, a),
            (0.94, b),
            (b, b),
            (b, 0.94),
            (a, 0.94),
            (a, b),
            (0.06, b),
            (0.06, a),
            (a, a),
        ]
    if pattern == "star":
        points = []
        for i in range(10):
            r = 0.47 if i % 2 == 0 else 0.2
            a = -math.pi / 2 + i * math.pi / 5
            points.append((0.5 + r * math.cos(a), 0.53 + r * math.sin(a)))
        return points
    if pattern == "shield":
        # A heater shield: flat top, straight upper sides, curving in to a point.
        def side(t: float) -> Point:  # quadratic curve (0.9, 0.36) -> (0.5, 0.97), control (0.9, 0.74)
            x = (1 - t) ** 2 * 0.9 + 2 * (1 - t) * t * 0.9 + t * t * 0.5
            y = (1 - t) ** 2 * 0.36 + 2 * (1 - t) * t * 0.74 + t * t * 0.97
            return (x, y)

        right = [side(k / 10) for k in range(11)]
        left = [(1 - x, y) for x, y in reversed(right[:-1])]
        return [(0.1, 0.05), (0.9, 0.05)] + right + left
    raise ValueError(f"unknown family pattern {pattern!r}; expected one of {', '.join(PATTERNS)}")  # words: not shown


def _lighter(color: Sequence[int], amount: float) -> tuple[int, int, int]:
    return tuple(round(c + (255 - c) * amount) for c in color[:3])  # type: ignore[return-value]


def render_marker(color: Sequence[int], pattern: str, size: int, outline: Sequence[int] = INK) -> pygame.Surface:
    """A ``size``-pixel family marker (uncached): the shape filled with ``color``."""
    big_size = size * SUPERSAMPLE
    big = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    big.fill((*outline[:3], 0))
    pts = [(x * big_size, y * big_size) for x, y in shape_points(pattern)]
    pygame.draw.polygon(big, color, pts)
    # A thin lighter line inside the rim, like paint catching the light.
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    inset = 0.8 if pattern != "cross" else 0.84
    inner = [(cx + (x - cx) * inset, cy + (y - cy) * inset) for x, y in pts]
    light = _lighter(color, 0.35)
    thin = max(1, round(big_size * 0.025))
    for a, b in zip(inner + [inner[0]], inner[1:] + [inner[0]]):
        pygame.draw.line(big, light, a, b, thin)
    width = max(2, round(big_size * 0.07))
    closed = pts + [pts[0]]
    for a, b in zip(closed, closed[1:]):
        pygame.draw.line(big, outline, a, b, width)
    for p in pts:
        pygame.draw.circle(big, outline, p, width / 2)
    return pygame.transform.smoothscale(big, (size, size))


def marker(color: Sequence[int] | str, pattern: str, size: int) -> pygame.Surface:
    """A cached family marker; ``color`` is an (r, g, b) tuple or "#rrggbb"."""
    rgb = hex_to_rgb(color) if isinstance(color, str) else tuple(color[:3])
    size = max(6, int(size))
    key = (rgb, pattern, size)
    return _cache.get(key, lambda: render_marker(rgb, pattern, size))


def draw_marker(surface: pygame.Surface, rect: pygame.Rect, color: Sequence[int] | str, pattern: str) -> None:
    """Draw a family marker centred in ``rect`` (sized to its smaller side)."""
    size = min(rect.width, rect.height)
    surf = marker(color, pattern, size)
    surface.blit(surf, surf.get_rect(center=rect.center))
