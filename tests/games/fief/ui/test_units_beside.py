"""Where the units of the family present first stand beside their village: right of the
square, level with its foot, unless that covers another village's name or units already
drawn, or runs out of the map's view; then the free side (or the one that covers least)."""

from __future__ import annotations

import pygame
import pytest

from game.games.fief.ui.render.pieces import PieceRenderer
from game.ui.render.camera import Camera
from game.ui.theme import Theme

SIZE = (90, 40)
GAP = 6


@pytest.fixture
def setup(fief_data):
    if not pygame.font.get_init():
        pygame.font.init()
    renderer = PieceRenderer(fief_data, Theme(1.0))
    board = fief_data.board
    camera = Camera((board.width, board.height), pygame.Rect(0, 0, 1200, 800))
    camera.fit()
    square = renderer.square(camera, "villeneuve")
    plate = renderer.plate_height(camera.zoom)
    renderer._taken = [square.inflate(plate // 2, plate // 2)]  # its own square is no obstacle
    return renderer, camera, square


def test_free_right_side_is_kept(setup) -> None:
    renderer, camera, square = setup
    assert renderer._beside_spot(camera, square, GAP, SIZE, []) == (square.right + GAP, square.bottom - SIZE[1])


def test_a_neighbours_name_on_the_right_sends_the_units_left(setup) -> None:
    renderer, camera, square = setup
    name = pygame.Rect(square.right + 10, square.bottom - 20, 80, 20)  # another village's banner
    renderer._taken.append(name)
    x, y = renderer._beside_spot(camera, square, GAP, SIZE, [])
    assert (x, y) == (square.left - GAP - SIZE[0], square.bottom - SIZE[1])
    assert not pygame.Rect(x, y, *SIZE).colliderect(name)


def test_units_at_the_edge_of_the_view_turn_inwards(setup) -> None:
    renderer, camera, _square = setup
    square = pygame.Rect(camera.viewport.right - 40, 300, 24, 24)
    x, _y = renderer._beside_spot(camera, square, GAP, SIZE, [])
    assert x + SIZE[0] <= camera.viewport.right and x < square.left
