"""Cards on the table: cards lying by the mitres and tax markers on the map (2.3, 2.4),
the disaster track filling in the tray (2.1), and the die rolls and card reveals shown
one by one, never revealing another family's card (2.1, 2.3)."""

from __future__ import annotations

import pygame

from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import events as ev
from game.games.fief.rules.state import TaxMarker
from game.games.fief.ui.scenes.game import Show
from game.ui.controller import Controller
from game.ui.reveals import continue_rect
from tests.games.fief.ui.test_game_scene import config, open_game
from tests.ui.driver import click, step


def _table(make_app, fief_data, speed: str = "instant"):
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 5)
    return ctl, *open_game(make_app, ctl, speed=speed)


def test_cards_lying_by_a_mitre_and_tax_markers_are_drawn_with_their_tooltips(make_app, fief_data) -> None:
    ctl, app, scene = _table(make_app, fief_data)
    s = ctl.state
    lord = s.families[0].lords[0]
    s.lying = {1: ["famine", "good-weather"]}
    s.taxes = [TaxMarker(0, "tallage", 6, lord)]
    s.king = lord
    scene._view = None  # the position was set up by hand, not by an action
    step(app, 2)
    hits = {h.kind: h for h in scene.pieces.hits if h.kind in ("lying_card", "tax_marker")}
    cards = [h for h in scene.pieces.hits if h.kind == "lying_card"]
    assert {h.key for h in cards} == {(1, "famine"), (1, "good-weather")}
    famine = next(h for h in cards if h.key == (1, "famine"))
    assert "mills earn nothing" in famine.tooltip and "(2.3.2)" in famine.tooltip
    tax = hits["tax_marker"]
    assert tax.key == ("tallage", 6) and "Royal tallage" in tax.tooltip and "8 deniers" in tax.tooltip
    # The marker lies on the fief's crown, the cards right of the mitre.
    crown_x, crown_y = scene.camera.world_to_screen(scene.pieces.crown_spots[6])
    assert tax.rect.right <= crown_x and abs(tax.rect.centery - crown_y) < tax.rect.height
    mitre_x, _ = scene.camera.world_to_screen(fief_data.board.bishoprics[1].mitre)
    assert all(h.rect.left > mitre_x for h in cards)


def test_the_disaster_track_shows_cards_waiting_face_down(make_app, fief_data) -> None:
    ctl, app, scene = _table(make_app, fief_data)
    ctl.state.disaster_track = ["plague"]
    scene._view = None
    step(app, 2)
    spaces = sorted((h for h in scene.tray.hits if h.kind == "disaster_track"), key=lambda h: h.key)
    assert len(spaces) == fief_data.rules.disaster_track_spaces
    assert "face down" in spaces[0].tooltip and "Plague" not in spaces[0].tooltip
    assert "first free space" in spaces[1].tooltip


def test_a_disaster_shows_its_die_then_the_game_goes_on(make_app, fief_data) -> None:
    _ctl, app, scene = _table(make_app, fief_data, speed="normal")
    scene.finish_animations()
    scene._on_events([ev.DisasterRolled("famine", 6, "false_alarm"), ev.DisasterRolled("plague", 2, "strikes")])
    moment = scene.moments[0]
    assert [(s.die, s.card) for s in moment.parts] == [(6, "famine"), (2, "plague")]
    assert "false alarm" in moment.parts[0].caption and "Bishopric" in moment.parts[1].caption
    # The struck bishopric's villages are lit.
    lit = {light.thing[1] for light in moment.lights}
    assert lit == set(fief_data.board.bishoprics[2].villages)
    assert scene.animating and moment.stay is None  # held until someone clicks
    step(app, 400)
    assert scene.holding and len(scene.panel_parts()) == 2  # both dice in one panel
    click(app, continue_rect(app.theme, scene._plaque).center)
    for _ in range(400):
        if not scene.animating:
            break
        step(app)
    assert not scene.animating


def test_a_card_drawn_by_another_family_shows_only_its_back(make_app, fief_data) -> None:
    _ctl, _app, scene = _table(make_app, fief_data, speed="normal")
    scene.finish_animations()
    viewer = scene.viewer
    other = (viewer + 1) % 3 if viewer is not None else 1
    scene._on_events([ev.CardDrawn(other, "fortune"), ev.FortuneCardDrawn(other, "assassination")])
    shows: list[Show] = [s for m in scene.moments for s in m.parts]
    assert [s.card for s in shows] == ["back:fortune"]
    assert "assassination" not in " ".join(s.caption.lower() for s in shows)
    if viewer is not None:
        scene.finish_animations()
        scene._on_events([ev.CardDrawn(viewer, "fortune"), ev.FortuneCardDrawn(viewer, "justice")])
        assert [s.card for m in scene.moments for s in m.parts] == ["justice"]


def test_cards_by_a_mitre_near_the_frame_lie_beneath_it(make_app, fief_data) -> None:
    """Bishopric 3's mitre stands by the map's right edge: its cards stay on the map."""
    ctl, app, scene = _table(make_app, fief_data)
    board = fief_data.board
    number = max(board.bishoprics, key=lambda b: board.bishoprics[b].mitre[0])
    ctl.state.lying = {number: ["heavy-rain"]}
    scene._view = None
    step(app, 2)
    card = next(h for h in scene.pieces.hits if h.kind == "lying_card")
    mitre_x, mitre_y = scene.camera.world_to_screen(board.bishoprics[number].mitre)
    right_edge = scene.camera.world_to_screen((board.width, 0))[0]
    assert card.rect.right <= right_edge
    if mitre_x + 60 * scene.camera.zoom + card.rect.width > right_edge:
        assert card.rect.top > mitre_y


def test_cards_by_a_mitre_keep_off_lords_and_names(fief_data) -> None:
    """The cards lie right of the mitre while that is free; when lords' plates or a
    village's name lie there, they go where they cover nothing (2.3)."""
    from types import SimpleNamespace

    from game.games.fief.ui.render.card_layer import _lying_spot
    from game.ui.render.camera import Camera

    board = fief_data.board
    camera = Camera((board.width, board.height), pygame.Rect(0, 0, 1200, 800))
    camera.fit()
    number = min(board.bishoprics, key=lambda b: abs(board.bishoprics[b].mitre[0] - board.width / 2))
    at = camera.world_to_screen(board.bishoprics[number].mitre)
    size, mitre = (28, 39), 30
    free = SimpleNamespace(camera=camera, renderer=SimpleNamespace(board=board, taken=list))
    right = _lying_spot(free, at, mitre, size)
    assert right == (round(at[0] + mitre * 0.55), round(at[1] - size[1] / 2))
    plates = pygame.Rect(right[0] - 4, right[1] - 4, 120, 60)  # lords standing there
    busy = SimpleNamespace(camera=camera, renderer=SimpleNamespace(board=board, taken=lambda: [plates]))
    spot = _lying_spot(busy, at, mitre, size)
    assert not pygame.Rect(spot, size).colliderect(plates)
