"""The board renderer and its camera: hit-testing, drawing, caching, zoom."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.fief.ui.render.board import BoardRenderer, load_decor
from game.ui.render.camera import MAX_ZOOM, Camera
from game.ui.theme import Theme

VIEWPORT = pygame.Rect(20, 80, 900, 600)


@pytest.fixture(scope="module")
def renderer(fief_data) -> BoardRenderer:
    if not pygame.display.get_init():
        pygame.display.init()
    return BoardRenderer(fief_data.board, Theme(1.0))


def camera_for(board) -> Camera:
    return Camera((board.width, board.height), VIEWPORT)


# Hit-testing ---------------------------------------------------------------------------
def test_every_village_is_found_under_its_own_centre(renderer, fief_data) -> None:
    camera = camera_for(fief_data.board)
    for zoom_steps in (0, 3):
        camera.fit()
        camera.step_zoom(zoom_steps)
        for village in fief_data.board.villages.values():
            screen = camera.world_to_screen(village.center)
            if not VIEWPORT.collidepoint(screen):
                continue
            found = renderer.village_at(camera, screen)
            assert found is not None and found.id == village.id


def test_no_village_away_from_the_squares(renderer, fief_data) -> None:
    camera = camera_for(fief_data.board)
    blaye = fief_data.board.villages["blaye"]
    # Well to the left of Blaye's square, in open country.
    empty = camera.world_to_screen((blaye.x - 90, blaye.y - 90))
    assert renderer.village_at(camera, empty) is None
    # Outside the viewport nothing is hit, even over the map's coordinates.
    assert renderer.village_at(camera, (VIEWPORT.left - 5, VIEWPORT.centery)) is None


def test_village_edge_hits_depend_on_the_square(renderer, fief_data) -> None:
    charolles = fief_data.board.villages["charolles"]
    inside = (charolles.x + 2, charolles.y + 2)
    outside = (charolles.x - 30, charolles.y + charolles.height / 2)
    assert renderer.village_at_world(inside).id == "charolles"
    assert renderer.village_at_world(outside) is None


# Drawing -------------------------------------------------------------------------------
def test_draw_paints_the_map_inside_the_viewport(renderer, fief_data) -> None:
    surface = pygame.Surface((960, 720))
    surface.fill((0, 0, 0))
    camera = camera_for(fief_data.board)
    renderer.draw(surface, camera)
    inside = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(VIEWPORT.left + 5, VIEWPORT.right - 5, 23)
        for y in range(VIEWPORT.top + 5, VIEWPORT.bottom - 5, 19)
    }
    assert len(inside) > 40, "the board should show many colours, not a blank area"
    assert (0, 0, 0) not in {tuple(surface.get_at((VIEWPORT.centerx, VIEWPORT.centery)))[:3]}
    # Nothing is drawn outside the viewport.
    assert tuple(surface.get_at((VIEWPORT.right + 10, VIEWPORT.centery)))[:3] == (0, 0, 0)
    assert tuple(surface.get_at((VIEWPORT.centerx, VIEWPORT.top - 10)))[:3] == (0, 0, 0)


def test_village_squares_are_inked(renderer, fief_data) -> None:
    """The outline of a village square is dark ink on the light parchment."""
    camera = camera_for(fief_data.board)
    camera.step_zoom(2)
    blaye = fief_data.board.villages["blaye"]
    camera.center_on(blaye.center)
    surface = pygame.Surface((960, 720))
    renderer.draw(surface, camera, complete=True)
    rect = camera.world_rect_to_screen((blaye.x, blaye.y, blaye.width, blaye.height))
    edge = surface.get_at((rect.left + 1, rect.centery))
    middle = surface.get_at(rect.center)
    assert sum(edge[:3]) < 200 < sum(middle[:3])


def test_tiles_are_cached_per_zoom_level(fief_data) -> None:
    renderer = BoardRenderer(fief_data.board, Theme(1.0))
    camera = camera_for(fief_data.board)
    surface = pygame.Surface((960, 720))
    renderer.draw(surface, camera)
    first = renderer.tiles_rendered
    assert first > 0
    renderer.draw(surface, camera)
    camera.pan(10, 10)
    renderer.draw(surface, camera)
    assert renderer.tiles_rendered == first  # same zoom: nothing re-rendered
    camera.step_zoom(1)
    renderer.draw(surface, camera)
    assert renderer.tiles_rendered > first


@pytest.mark.parametrize("zoom,left,top", [(1.25, 400, 300), (0.6875, 512, 0), (2.44140625, 1536, 1024)])
def test_tiles_join_without_seams(fief_data, zoom, left, top) -> None:
    """Two tiles side by side match the same region rendered in one piece."""
    renderer = BoardRenderer(fief_data.board, Theme(1.0))
    whole = renderer.render_region(zoom, left, top, (240, 160))
    first = renderer.render_region(zoom, left, top, (120, 160))
    second = renderer.render_region(zoom, left + 120, top, (120, 160))
    for y in range(160):
        for x in (117, 118, 119):
            assert _close(whole.get_at((x, y)), first.get_at((x, y))), (x, y)
        for x in (0, 1, 2):
            assert _close(whole.get_at((120 + x, y)), second.get_at((x, y))), (x, y)


def _close(a, b, tolerance: int = 40) -> bool:
    return all(abs(a[i] - b[i]) <= tolerance for i in range(3))


def test_overlay_marks_hover_and_selection(renderer, fief_data) -> None:
    camera = camera_for(fief_data.board)
    camera.step_zoom(2)
    camera.center_on(fief_data.board.villages["tournus"].center)
    plain = pygame.Surface((960, 720))
    renderer.draw(plain, camera, complete=True)
    marked = plain.copy()
    renderer.draw_overlay(marked, camera, hovered="tournus", selected="tournus")
    rect = camera.world_rect_to_screen((*fief_data.board.villages["tournus"].center, 1, 1))
    diff = sum(
        1
        for dx in range(-60, 61, 3)
        for dy in range(-60, 61, 3)
        if plain.get_at((rect.x + dx, rect.y + dy)) != marked.get_at((rect.x + dx, rect.y + dy))
    )
    assert diff > 20


def test_new_tiles_beyond_the_frame_budget_get_stand_ins(fief_data, monkeypatch) -> None:
    """A zoom change never stalls a frame: one tile per frame at least, stand-ins for
    the rest, until every tile is sharp."""
    import game.games.fief.ui.render.board as board_module

    renderer = BoardRenderer(fief_data.board, Theme(1.0))
    camera = camera_for(fief_data.board)
    surface = pygame.Surface((960, 720))
    renderer.draw(surface, camera)  # the first picture is complete (and makes the overview)
    assert not renderer.pending and renderer.overview_ready
    monkeypatch.setattr(board_module, "TILE_BUDGET", 0.0)
    camera.step_zoom(2)
    counts = []
    for _ in range(30):
        before = renderer.tiles_rendered
        renderer.draw(surface, camera)
        counts.append(renderer.tiles_rendered - before)
        if not renderer.pending:
            break
    assert not renderer.pending
    assert len(counts) > 1 and all(n == 1 for n in counts)
    # The stand-ins covered the viewport meanwhile: nothing left unpainted.
    assert tuple(surface.get_at(VIEWPORT.center))[:3] != (0, 0, 0)


def test_names_show_at_this_zoom_while_tiles_are_stand_ins(fief_data, monkeypatch) -> None:
    """Just after a zoom, a tile not rendered yet is scaled up from the overview; every
    village's name banner is drawn at the new zoom's size all the same, so no piece of
    a banner at another size lies beside the real one."""
    import game.games.fief.ui.render.board as board_module
    from game.games.fief.ui.render.board import label_rect

    theme = Theme(1.0)
    camera = camera_for(fief_data.board)
    camera.step_zoom(3)
    sharp = pygame.Surface((960, 720))
    BoardRenderer(fief_data.board, theme).draw(sharp, camera, complete=True)
    renderer = BoardRenderer(fief_data.board, theme)
    renderer.overview()
    monkeypatch.setattr(board_module, "TILE_BUDGET", 0.0)
    blurred = pygame.Surface((960, 720))
    renderer.draw(blurred, camera)
    assert renderer.pending, "most tiles are stand-ins in this frame"
    checked = 0
    for village in fief_data.board.villages.values():
        left, top = camera.world_to_screen((village.x, village.y))
        square = pygame.Rect(
            round(left), round(top), round(village.width * camera.zoom), round(village.height * camera.zoom)
        )
        banner = label_rect(theme, village, square, camera.zoom)
        banner = banner.inflate(-4 * max(3, banner.height // 3) - 4, -4)  # inside the notches
        if not VIEWPORT.contains(banner):
            continue
        checked += 1
        for x in range(banner.left, banner.right, 2):
            for y in range(banner.top, banner.bottom, 2):
                assert blurred.get_at((x, y)) == sharp.get_at((x, y)), f"{village.name} at {(x, y)}"
    assert checked >= 3


def test_decor_is_read_from_the_map(fief_data) -> None:
    decor = load_decor(fief_data.board.source)
    assert decor.image is not None
    assert decor.rivers and decor.forests and decor.hills
    for forest in decor.forests:
        assert forest.trees, "every forest gets trees"


# Camera --------------------------------------------------------------------------------
def test_fit_shows_the_whole_map_centred(fief_data) -> None:
    camera = camera_for(fief_data.board)
    left, top = camera.world_to_screen((0, 0))
    right, bottom = camera.world_to_screen((fief_data.board.width, fief_data.board.height))
    assert VIEWPORT.left <= left and right <= VIEWPORT.right
    assert VIEWPORT.top <= top and bottom <= VIEWPORT.bottom
    assert abs((left + right) / 2 - VIEWPORT.centerx) < 1
    assert abs((top + bottom) / 2 - VIEWPORT.centery) < 1


def test_zoom_levels_climb_from_fit_to_the_maximum(fief_data) -> None:
    camera = camera_for(fief_data.board)
    levels = camera.levels
    assert levels[0] == pytest.approx(camera.fit_zoom)
    assert levels == sorted(levels) and levels[-1] <= MAX_ZOOM + 1e-9
    assert camera.step_zoom(-1) is False  # already all the way out
    while camera.step_zoom(1):
        pass
    assert camera.zoom == pytest.approx(levels[-1])


@settings(max_examples=60, deadline=None)
@given(
    fx=st.floats(0.3, 0.7),
    fy=st.floats(0.3, 0.7),
    steps=st.integers(1, 3),
    pan=st.tuples(st.integers(-200, 200), st.integers(-200, 200)),
)
def test_zoom_keeps_the_point_under_the_cursor_fixed(fief_data, fx, fy, steps, pan) -> None:
    """Away from the map's edges (where clamping may move it), zooming in or out
    leaves the world point under the pointer exactly under the pointer."""
    camera = camera_for(fief_data.board)
    camera.step_zoom(2)
    camera.pan(*pan)
    cursor = (VIEWPORT.left + fx * VIEWPORT.width, VIEWPORT.top + fy * VIEWPORT.height)
    before = camera.screen_to_world(cursor)
    camera.zoom_at(cursor, camera.zoom * 1.25**steps)
    view_x, view_y, view_w, view_h = camera.visible_world
    board = fief_data.board
    clamped = view_x <= 0 or view_y <= 0 or view_x + view_w >= board.width or view_y + view_h >= board.height
    if not clamped:
        after = camera.screen_to_world(cursor)
        assert after == pytest.approx(before, abs=1e-6)


def test_zoom_in_at_a_village_keeps_it_under_the_cursor(fief_data) -> None:
    camera = camera_for(fief_data.board)
    village = fief_data.board.villages["st-medard"]
    cursor = camera.world_to_screen(village.center)
    for _ in range(3):
        camera.step_zoom(1, cursor)
        assert camera.world_to_screen(village.center) == pytest.approx(cursor, abs=1e-6)


def test_panning_is_clamped_to_the_map(fief_data) -> None:
    camera = camera_for(fief_data.board)
    camera.step_zoom(3)
    camera.pan(100_000, 100_000)
    left, top = camera.world_to_screen((0, 0))
    assert left <= VIEWPORT.left + 48 + 1e-6 and top <= VIEWPORT.top + 48 + 1e-6
    camera.pan(-100_000, -100_000)
    right, bottom = camera.world_to_screen((fief_data.board.width, fief_data.board.height))
    assert right >= VIEWPORT.right - 48 - 1e-6 and bottom >= VIEWPORT.bottom - 48 - 1e-6


def test_a_new_viewport_keeps_the_centre(fief_data) -> None:
    camera = camera_for(fief_data.board)
    camera.step_zoom(3)
    camera.center_on((900, 600))
    camera.set_viewport(pygame.Rect(0, 0, 1600, 900))
    assert camera.screen_to_world((800, 450)) == pytest.approx((900, 600), abs=1e-6)
