"""The client in a real window (SDL's x11 driver on the X server named by DISPLAY).

Skipped without a display; ``xvfb-run -a python -m pytest tests/ui/test_real_window.py``
provides one. The scripted run of the command line (bots in every seat) plays for about
a second; the screenshot must show the board and the panels around it, not a blank or
half-drawn window.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import registry
from game.core.saves import read_save
from game.ui.app import FPS, App, Options
from game.ui.controller import autosave_path

SIZE = (1280, 720)


def _colours(image: pygame.Surface, area: pygame.Rect, step: int = 6) -> set[tuple[int, int, int]]:
    """The distinct colours on a grid of points inside ``area``."""
    area = area.clip(image.get_rect())
    return {
        tuple(image.get_at((x, y)))[:3]
        for x in range(area.left, area.right, step)
        for y in range(area.top, area.bottom, step)
    }


def _light_share(image: pygame.Surface, area: pygame.Rect, step: int = 6) -> float:
    """The share of points in ``area`` lighter than the dark wooden table: parchment and
    the painted map are light, the bare table is dark."""
    area = area.clip(image.get_rect())
    points = [
        image.get_at((x, y)) for x in range(area.left, area.right, step) for y in range(area.top, area.bottom, step)
    ]
    return sum(1 for c in points if (c.r + c.g + c.b) / 3 > 120) / max(1, len(points))


def test_a_scripted_bots_game_draws_the_board_and_panels_in_a_real_window(
    real_display, user_home, tmp_path: Path
) -> None:
    assert pygame.display.get_driver() == "x11"
    shot = tmp_path / "real-window.png"
    app = App(Options(players=4, bots=4, seed=3, frames=60, screenshot=shot, window_size=SIZE), registry)
    try:
        app.start()
        game = app.games()[0]
        assert game.controller.record.seed == 3
        for _ in range(60):
            app.step(min(app.clock.tick(FPS) / 1000.0, 0.1))
        app.screenshot(shot)
        assert app.scenes.top is game  # bots only: no curtain ever
        played = len(game.controller.record.actions)
        # Where the game scene laid out the map, the family panels and the right column.
        board, family_strip, column = game.viewport.copy(), game.strip.copy(), game.right.copy()
    finally:
        app.close()
    assert played >= 1, "the bots should have begun choosing their starting villages within a second"
    assert read_save(autosave_path()).seed == 3

    image = pygame.image.load(str(shot))
    assert image.get_size() == SIZE
    window = image.get_rect()
    assert window.contains(board) and window.contains(family_strip) and window.contains(column)
    assert board.width > SIZE[0] // 2 and board.height > SIZE[1] // 2, "the map should take most of the window"
    # Each area is drawn with many colours (parchment, ink, family colours, the map's
    # fiefs, rivers and woods), not one flat fill: a blank or half-drawn window fails.
    assert len(_colours(image, board)) > 300, "the board looks blank"
    assert len(_colours(image, family_strip)) > 60, "the family panels look blank"
    assert len(_colours(image, column)) > 60, "the phase tracker, prompt and chronicle look blank"
    for name, area in (("board", board), ("family panels", family_strip), ("right column", column)):
        assert _light_share(image, area) > 0.6, f"the {name} area shows mostly bare table"
    # The families' colours appear in their panels.
    for family in ("#a4161a", "#1d4e89", "#2d6a2e", "#6a3d8f"):
        rgb = tuple(int(family[i : i + 2], 16) for i in (1, 3, 5))
        near = [c for c in _colours(image, family_strip, 2) if sum(abs(a - b) for a, b in zip(c, rgb)) < 40]
        assert near, f"no trace of the family colour {family} in the family panels"
