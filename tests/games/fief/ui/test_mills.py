"""Mills on the map (4.2): readable at every zoom, and a mill built this round marked
until the next round begins."""

from __future__ import annotations

import pygame
import pytest

from game.games.fief.rules import engine
from game.games.fief.rules.actions import Buy
from game.games.fief.ui.render.pieces import PieceRenderer
from game.ui.render.camera import Camera
from game.ui.theme import Theme
from tests.games.fief import helpers
from tests.games.fief.helpers import v

VIEWPORT = pygame.Rect(0, 0, 1000, 700)
GOLD_RING = (222, 186, 98)


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    if not pygame.display.get_init():
        pygame.display.init()
    pygame.font.init()


def _draw(pieces: PieceRenderer, s, zoom_steps: int = 0) -> pygame.Surface:
    camera = Camera((s.data.board.width, s.data.board.height), VIEWPORT)
    if zoom_steps:
        camera.step_zoom(zoom_steps)
        camera.center_on(s.data.board.villages[v("Blaye")].center)
    surface = pygame.Surface(VIEWPORT.size)
    surface.fill((120, 140, 90))  # a green ground, darker than the parchment discs
    pieces.draw(surface, camera, engine.view_for(s, 0), engine.names_for(s))
    return surface


def _mills(pieces: PieceRenderer, village: str) -> list:
    return [h for h in pieces.hits if h.kind == "mill" and h.key == village]


@pytest.mark.parametrize("zoom_steps", [0, 3, 6])
def test_a_mill_is_a_readable_token_at_every_zoom(zoom_steps: int) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.villages[v("Blaye")].mills = 1
    pieces = PieceRenderer(s.data, Theme(1.0))
    surface = _draw(pieces, s, zoom_steps)
    (mill,) = _mills(pieces, v("Blaye"))
    assert mill.rect.width >= 16 and mill.rect.height >= 16
    # A pale disc with a dark rim: the mill stands out from the ground it lies on.
    assert surface.get_at(mill.rect.center)[:3] != (120, 140, 90)
    assert "Built this round" not in mill.tooltip  # it was there when the round began


def test_a_new_mill_is_marked_until_the_next_round() -> None:
    """4.2: a mill bought at Purchase shows a gold ring and a "new" tag for the rest of
    the round; at the next round it looks like any other."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.turn_of(s, 0, "purchase")
    pieces = PieceRenderer(s.data, Theme(1.0))
    _draw(pieces, s)
    assert not _mills(pieces, v("Blaye"))
    s.families[0].deniers = 20
    engine.apply(s, Buy("mill", v("Blaye")))
    surface = _draw(pieces, s)
    (mill,) = _mills(pieces, v("Blaye"))
    assert pieces.new_mills(engine.view_for(s, 0), v("Blaye")) == 1
    assert "Built this round" in mill.tooltip
    ring = [
        surface.get_at((mill.rect.left - 2, mill.rect.centery))[:3],
        surface.get_at((mill.rect.centerx, mill.rect.top - 2))[:3],
    ]
    assert GOLD_RING in ring
    s.round += 1  # the next round begins
    _draw(pieces, s)
    (mill,) = _mills(pieces, v("Blaye"))
    assert "Built this round" not in mill.tooltip
    assert pieces.new_mills(engine.view_for(s, 0), v("Blaye")) == 0
