"""Troyes' dice as drawn everywhere (board, panels, captions): a rounded square in the
die's colour with its pips, and a mark for a die that is lit, taken or faded."""

from __future__ import annotations

import pygame

from game.ui.theme import Theme

#: body and pip colours of each die colour (black: the enemies)
FACES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "red": ((170, 42, 32), (250, 240, 225)),
    "white": ((244, 238, 224), (52, 38, 26)),
    "yellow": ((226, 178, 52), (60, 40, 18)),
    "black": ((36, 30, 28), (236, 228, 210)),
}

_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def draw_die(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, colour: str, value: int, look: str = "") -> None:
    """A die of ``colour`` showing ``value`` (1-6 as pips; more, as a number) in
    ``rect``. ``look``: "" plain, "lit" (may be taken: gold ring), "chosen" (taken:
    lifted, red ring), "faded" (may not be taken)."""
    body, pip = FACES.get(colour, FACES["white"])
    r = pygame.Rect(rect)
    if look == "chosen":
        r = r.move(0, -max(1, r.height // 8))
    radius = max(2, r.width // 5)
    shade = pygame.Rect(r).move(0, max(1, r.height // 14))
    pygame.draw.rect(surface, (30, 20, 12), shade, border_radius=radius)
    if look == "faded":
        body = tuple((c + 200) // 2 for c in body)  # type: ignore[assignment]
        pip = tuple((c + 200) // 2 for c in pip)  # type: ignore[assignment]
    pygame.draw.rect(surface, body, r, border_radius=radius)
    edge = (70, 50, 30) if colour != "black" else (120, 110, 100)
    pygame.draw.rect(surface, edge, r, max(1, r.width // 18), border_radius=radius)
    if value in _PIPS:
        dot = max(2, r.width // 9)
        for fx, fy in _PIPS[value]:
            pygame.draw.circle(surface, pip, (r.left + round(fx * r.width), r.top + round(fy * r.height)), dot)
    else:
        theme.blit_text(surface, str(value), r.center, "small_bold", pip, "center")
    if look in ("lit", "chosen"):
        ring = theme.colors.gold if look == "lit" else theme.colors.rubric
        pygame.draw.rect(surface, ring, r.inflate(6, 6), max(2, theme.px(2)), border_radius=radius + 3)
