"""War on the map: captive lords lying on their side among their captors' units (6.2.3),
siege engine counters with the besiegers' troops and siege lines round the besieged
stronghold (6.4), with tooltips naming the rules."""

from __future__ import annotations

import math

import pygame
import pytest

from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.actions import ChooseStart, Done
from game.games.fief.rules.control import update_presence
from game.games.fief.rules.state import GameConfig, SeatConfig, State
from game.games.fief.ui.render import war
from game.games.fief.ui.render.pieces import PieceRenderer, family_style, village_tooltip
from game.ui.controller import Controller
from game.ui.render.camera import Camera
from game.ui.theme import Theme
from tests.games.fief.helpers import add_lord, lord_of, put, started, v
from tests.games.fief.ui.test_game_scene import open_game
from tests.ui.driver import move, step

VIEWPORT = pygame.Rect(0, 0, 1000, 700)
RED, BLUE, GREEN = 0, 1, 2  # seats of started(["Blaye", "Beaujeu", "La Salle"])


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    if not pygame.display.get_init():
        pygame.display.init()
    pygame.font.init()


@pytest.fixture(scope="module")
def theme() -> Theme:
    return Theme(1.0)


def position() -> State:
    """Red holds Blaye (a stronghold), Blue and Green hold Beaujeu and La Salle."""
    s = started(["Blaye", "Beaujeu", "La Salle"])
    assert s.villages[v("Blaye")].stronghold and s.villages[v("Blaye")].present == [RED]
    return s


def take_captive(s: State, lord: str, captor: int, village: str) -> None:
    """Put ``lord`` in ``village`` as ``captor``'s captive (6.2.3)."""
    lo = s.lords[lord]
    old = lo.village
    lo.village, lo.captor = village, captor
    if old:
        update_presence(s, old, lo.family)
    update_presence(s, village, lo.family)
    s.cache.clear()


def besiege(s: State, seat: int, village: str, came_from: str, value: int = 1, knights: int = 1, men: int = 2) -> None:
    put(s, seat, village, knights=knights, men=men)
    vs = s.villages[village]
    vs.road_of[seat] = came_from
    vs.sieges[seat] = [value, s.round]
    s.cache.clear()


def render(theme: Theme, s: State, zoom_steps: int = 0, around: str = "blaye"):
    """Draw the pieces of ``s`` (Red's view) over a plain background; the renderer and
    the camera, for hit-testing, and the surface."""
    pieces = PieceRenderer(s.data, theme)
    camera = Camera((s.data.board.width, s.data.board.height), VIEWPORT)
    if zoom_steps:
        camera.step_zoom(zoom_steps)
        camera.center_on(s.data.board.villages[around].center)
    surface = pygame.Surface(VIEWPORT.size)
    surface.fill((236, 222, 190))
    view = engine.view_for(s, RED)
    pieces.draw(surface, camera, view, engine.names_for(s))
    return pieces, camera, surface


def near(colour, target, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], target[:3]))


def count_colour(surface: pygame.Surface, rect: pygame.Rect, target, tolerance: int = 40) -> int:
    rect = rect.clip(surface.get_rect())
    return sum(
        near(surface.get_at((x, y)), target, tolerance)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


def hits_of(pieces: PieceRenderer, kind: str) -> dict:
    return {h.key: h for h in pieces.hits if h.kind == kind}


# ------------------------------------------------------------------ captives (6.2.3)
def test_a_lords_figure_laid_on_its_side_is_turned_a_quarter() -> None:
    standing = war.lord_figure((45, 106, 46), "diamond", 40)
    lying = war.lying_figure((45, 106, 46), "diamond", 40)
    assert standing.get_height() > standing.get_width()
    assert lying.get_width() > lying.get_height()
    assert lying.get_size() == (standing.get_height(), standing.get_width())

    # The head (the figure's top) lies to the left: the left third is narrower than the right.
    def column_fill(x: int) -> int:
        return sum(lying.get_at((x, y)).a > 128 for y in range(lying.get_height()))

    assert column_fill(round(lying.get_width() * 0.12)) < column_fill(round(lying.get_width() * 0.6))


@pytest.mark.parametrize("zoom_steps", [0, 4])
def test_a_captive_lies_among_his_captors_units_with_his_own_colour(theme, zoom_steps) -> None:
    s = position()
    eric = lord_of(s, GREEN)
    take_captive(s, eric, RED, v("Blaye"))
    assert s.villages[v("Blaye")].present == [RED]  # Green is not present for its captive
    pieces, camera, surface = render(theme, s, zoom_steps)
    names = engine.names_for(s)
    assert eric not in hits_of(pieces, "lord"), "a captive is not drawn standing as a free lord"
    captive = hits_of(pieces, "captive")[eric]
    # Beside Red's units: in the same column as Red's troops, just below them.
    troops = hits_of(pieces, "troops")[(v("Blaye"), RED)]
    assert captive.rect.left == troops.rect.left
    assert 0 <= captive.rect.top - troops.rect.bottom <= 4
    square = pieces.square(camera, v("Blaye"))
    assert captive.rect.left > square.right
    # His own family's colour, and lying down: his token is wider than tall.
    green, _ = family_style(s.data, s, GREEN)
    assert count_colour(surface, captive.rect, green, 30) > captive.rect.height * 2
    assert captive.rect.width > captive.rect.height
    # The tooltip at the drawn spot.
    assert pieces.hit_at(captive.rect.center) is captive
    assert captive.tooltip.startswith(
        f"{names.lord(eric)} of {names.family(GREEN)}, captive of "
        f"{names.family(RED)} (6.2.3): ransom at the start of the Purchase phase"
    )
    # Free lords are drawn as before.
    assert lord_of(s, RED) in hits_of(pieces, "lord")


def test_a_captive_stays_with_his_captor_even_where_his_family_stands(theme) -> None:
    s = position()
    eric = lord_of(s, GREEN)
    take_captive(s, eric, BLUE, v("Beaujeu"))
    put(s, GREEN, v("Beaujeu"), men=2)  # Green's own troops arrive there too
    s.villages[v("Beaujeu")].road_of[GREEN] = v("La Salle")
    pieces, _, _ = render(theme, s)
    captive = hits_of(pieces, "captive")[eric]
    blue_troops = hits_of(pieces, "troops")[(v("Beaujeu"), BLUE)]
    green_troops = hits_of(pieces, "troops")[(v("Beaujeu"), GREEN)]
    assert captive.rect.left == blue_troops.rect.left and captive.rect.top > blue_troops.rect.top
    assert not captive.rect.colliderect(green_troops.rect)
    assert eric not in hits_of(pieces, "lord")


def test_a_captive_whose_captor_left_no_units_is_still_drawn(theme) -> None:
    s = position()
    eric = lord_of(s, GREEN)
    s.lords[eric].village, s.lords[eric].captor = v("Sennecy"), BLUE
    update_presence(s, v("La Salle"), GREEN)
    s.cache.clear()
    pieces, camera, _ = render(theme, s)
    captive = hits_of(pieces, "captive")[eric]
    square = pieces.square(camera, v("Sennecy"))
    assert math.dist(captive.rect.center, square.center) < 6 * pieces.plate_height(camera.zoom)


# ------------------------------------------------------------------ sieges (6.4)
def test_no_siege_no_engine_and_no_siege_lines(theme) -> None:
    s = position()
    put(s, BLUE, v("Blaye"), knights=1, men=2)
    s.villages[v("Blaye")].road_of[BLUE] = v("La Salle")
    pieces, camera, surface = render(theme, s)
    assert not hits_of(pieces, "siege_engine")
    stronghold = hits_of(pieces, "stronghold")[v("Blaye")]
    assert "Besieged" not in stronghold.tooltip
    assert "Besieged" not in village_tooltip(s.data, s, v("Blaye"), engine.names_for(s))
    blue, _ = family_style(s.data, s, BLUE)
    assert count_colour(surface, _band_above(pieces, camera), blue, 30) == 0


def _band_above(pieces: PieceRenderer, camera: Camera) -> pygame.Rect:
    """The strip just above Blaye's control ring, where siege lines run and no unit stands."""
    square = pieces.square(camera, v("Blaye"))
    plate = pieces.plate_height(camera.zoom)
    gap = max(3, plate // 6)
    top = square.top - gap - 4 - 2 * max(3, round(plate * 0.22)) - 2
    return pygame.Rect(square.left + 4, top, square.width - 8, square.top - gap - 3 - top)


def test_a_siege_engine_stands_with_the_besiegers_troops_by_the_village(theme) -> None:
    s = position()
    besiege(s, BLUE, v("Blaye"), v("La Salle"), value=1)
    pieces, camera, surface = render(theme, s)
    names = engine.names_for(s)
    engine_hit = hits_of(pieces, "siege_engine")[(v("Blaye"), BLUE)]
    troops = hits_of(pieces, "troops")[(v("Blaye"), BLUE)]
    assert engine_hit.rect.left == troops.rect.left and 0 <= engine_hit.rect.top - troops.rect.bottom <= 4
    square = pieces.square(camera, v("Blaye"))
    plate = pieces.plate_height(camera.zoom)
    assert math.dist(engine_hit.rect.center, square.center) < 8 * plate
    assert not engine_hit.rect.colliderect(square)
    blue, _ = family_style(s.data, s, BLUE)
    assert count_colour(surface, engine_hit.rect, blue, 30) > engine_hit.rect.height * 2
    assert pieces.hit_at(engine_hit.rect.center) is engine_hit
    assert engine_hit.tooltip.startswith(
        f"Siege engine of {names.family(BLUE)}: cancels up to 1 attacker penalty in battles here (6.4.2). "
        "The besieged collect no income here and may not bring in new troops (6.4.1)."
    )
    assert "1 battle die side" in engine_hit.tooltip


def test_the_besieged_stronghold_is_ringed_in_the_besiegers_colours(theme) -> None:
    s = position()
    besiege(s, BLUE, v("Blaye"), v("La Salle"), value=1)
    besiege(s, GREEN, v("Blaye"), v("Charolles"), value=2)
    pieces, camera, surface = render(theme, s)
    band = _band_above(pieces, camera)
    for seat in (BLUE, GREEN):
        rgb, _ = family_style(s.data, s, seat)
        assert count_colour(surface, band, rgb, 30) > band.width // 2, f"no siege lines in seat {seat}'s colour"
    names = engine.names_for(s)
    stronghold = hits_of(pieces, "stronghold")[v("Blaye")]
    assert f"Besieged by {names.family(BLUE)}" in stronghold.tooltip
    tip = village_tooltip(s.data, s, v("Blaye"), names)
    assert f"Besieged by {names.family(GREEN)}: siege engine on its 2 battle dice side" in tip
    assert "(6.4.1)" in tip


def test_an_engine_on_its_two_dice_side_shows_two_dice(theme) -> None:
    s = position()
    besiege(s, GREEN, v("Blaye"), v("Charolles"), value=2)
    pieces, _, _ = render(theme, s)
    hit = hits_of(pieces, "siege_engine")[(v("Blaye"), GREEN)]
    assert "cancels up to 2 attacker penalties in battles here (6.4.2)" in hit.tooltip
    rgb, pattern = family_style(s.data, s, GREEN)
    one = war.siege_counter(theme, rgb, pattern, 1, 24)
    two = war.siege_counter(theme, rgb, pattern, 2, 24)
    assert two.get_width() > one.get_width()
    # White dice faces: more of them on the two-dice side.
    white = (244, 234, 208)
    assert count_colour(two, two.get_rect(), white, 12) > count_colour(one, one.get_rect(), white, 12)


def test_units_round_a_besieged_village_do_not_cover_each_other(theme) -> None:
    s = position()
    besiege(s, BLUE, v("Blaye"), v("La Salle"), value=1)
    besiege(s, GREEN, v("Blaye"), v("Charolles"), value=2)
    take_captive(s, lord_of(s, GREEN), RED, v("Blaye"))
    add_lord(s, RED, "jeanne", v("Blaye"))
    for zoom_steps in (0, 3, 6):
        pieces, camera, _ = render(theme, s, zoom_steps)
        square = pieces.square(camera, v("Blaye"))
        columns: dict[int, pygame.Rect] = {}
        for h in pieces.hits:
            seat = _seat_at(s, h, v("Blaye"))
            if seat is not None:
                columns[seat] = columns[seat].union(h.rect) if seat in columns else pygame.Rect(h.rect)
        assert set(columns) >= {RED, BLUE, GREEN}
        for seat, rect in columns.items():
            assert not rect.colliderect(square), f"seat {seat}'s units cover the village at zoom step {zoom_steps}"
            for other, rect2 in columns.items():
                assert other == seat or not rect.colliderect(rect2), (seat, other, zoom_steps)


def _seat_at(s: State, hit, village: str) -> int | None:
    """The family whose column a unit token at ``village`` stands in, None elsewhere."""
    if hit.kind == "lord":
        lo = s.lords[hit.key]
        return lo.family if lo.village == village else None
    if hit.kind == "captive":
        lo = s.lords[hit.key]
        return lo.captor if lo.village == village else None
    if hit.kind in ("troops", "siege_engine"):
        return hit.key[1] if hit.key[0] == village else None
    return None


# ------------------------------------------------------------------ in the game scene
def test_the_game_scene_shows_the_war_tooltips_under_the_pointer(make_app, fief_data) -> None:
    colours = ["red", "blue", "green"]
    cfg = GameConfig([SeatConfig(f"House {c.title()}", c, "human") for c in colours], first_player=0)
    ctl = Controller.new(FIEF, fief_data, cfg, 5)
    for village in (v("Blaye"), v("Beaujeu"), v("La Salle")):
        ctl.submit(ChooseStart(village))
    while ctl.state.step in ("draw", "play_cards"):
        ctl.submit(Done())
    s = ctl.state
    captive = s.families[GREEN].lords[0]
    take_captive(s, captive, RED, v("Blaye"))
    besiege(s, BLUE, v("Blaye"), v("La Salle"), value=2)
    app, scene = open_game(make_app, ctl)
    step(app)
    engine_hit = hits_of(scene.pieces, "siege_engine")[(v("Blaye"), BLUE)]
    captive_hit = hits_of(scene.pieces, "captive")[captive]
    for hit in (engine_hit, captive_hit):
        move(app, hit.rect.center)
        step(app, 40)
        assert app.tooltip.showing and app.tooltip.text == hit.tooltip
    assert "House Blue: cancels up to 2 attacker penalties" in engine_hit.tooltip
    assert "captive of House Red (6.2.3)" in captive_hit.tooltip
