"""The Holy Relics in the client (11.1, 11.1.1): the medallions on the map where relics
lie or beside the lords who carry them, with tooltips; taking a relic from the court;
the relic panel for the Teeth, a request to take a relic and the rites."""

from __future__ import annotations

import pygame

from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine, relics
from game.games.fief.rules.deaths import kill_lord
from game.games.fief.rules.relic_records import RelicRite, TakeRelic, UseTeeth
from game.games.fief.ui.decisions.court import CourtView
from game.games.fief.ui.decisions.relics import RelicView
from game.games.fief.ui.render.relic_layer import EMBLEMS, relic_icon
from game.ui.controller import Controller
from tests.games.fief.test_relics import BLAYE, BONE, GRADY, GRAIL, KIRSTEN, SIGY, TEETH, board, hold, lay, lord
from tests.games.fief.ui.test_game_scene import open_game, settle
from tests.ui.driver import click, key, step


def _table(make_app, fief_data, s):
    ctl = Controller.new(FIEF, fief_data, s.config, 1)
    ctl.record.state = s
    app, scene = open_game(make_app, ctl)
    return ctl, app, scene


def test_each_relic_medallion_has_its_own_emblem() -> None:
    pygame.init()
    faces = {rid: pygame.image.tobytes(relic_icon(rid, 40), "RGBA") for rid in EMBLEMS}
    assert len(set(faces.values())) == 5


def test_relics_lie_on_their_villages_and_ride_with_their_lords(make_app, fief_data) -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    hold(s, GRAIL, "arthur")
    lay(s, BONE, SIGY)
    _ctl, app, scene = _table(make_app, fief_data, s)
    scene._view = None
    step(app, 2)
    hits = {h.key: h for h in scene.pieces.hits if h.kind == "relic"}
    assert set(hits) == {rid for rid, r in s.relics.relics.items() if not r.removed}
    grail, bone = hits[GRAIL], hits[BONE]
    assert "Holy Grail" in grail.tooltip and "Carried by Arthur" in grail.tooltip
    assert "Bishop of Sigy, a Cardinal or the Pope" in bone.tooltip and "Famine" in bone.tooltip
    plate = next(h.rect for h in scene.pieces.hits if h.kind == "lord" and h.key == "arthur")
    assert abs(grail.rect.centerx - plate.right) < grail.rect.width and grail.rect.centery < plate.centery
    square = scene.pieces.square(scene.camera, SIGY)
    assert bone.rect.right <= square.left and square.top <= bone.rect.centery <= square.bottom
    assert scene.pieces.hit_at(grail.rect.center, ("relic",)).key == GRAIL
    arthur = next(h for h in scene.pieces.hits if h.kind == "lord" and h.key == "arthur")
    assert "Carries the Holy Grail (11.1)." in arthur.tooltip


def test_a_bishop_takes_his_relic_from_the_court(make_app, fief_data) -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", SIGY)
    s.bishops[5] = "arthur"
    lay(s, GRAIL, SIGY)
    ctl, app, scene = _table(make_app, fief_data, s)
    assert scene.court_button.visible
    key(app, pygame.K_c)
    settle(app, scene)
    view = scene.decision_view
    assert isinstance(view, CourtView)
    rows = {w.text: w for w in view.group.widgets if hasattr(w, "on_click") and hasattr(w, "note")}
    assert "Arthur takes the Holy Grail" in rows
    click(app, rows["Arthur takes the Holy Grail"].rect.center)
    settle(app, scene)
    assert ctl.record.actions[-1] == TakeRelic(GRAIL, "arthur")
    assert ctl.state.relics.relics[GRAIL].holder == "arthur"


def test_the_teeth_are_offered_in_the_relic_panel_and_y_spends_them(make_app, fief_data) -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    hold(s, TEETH, "arthur")
    lord(s, GRADY, "beaudoin", SIGY)
    events: list = []
    kill_lord(s, "beaudoin", "Plague", events)
    engine._advance(s, events)
    s.cache.clear()
    ctl, app, scene = _table(make_app, fief_data, s)
    view = scene.decision_view
    assert isinstance(view, RelicView) and engine.pending(ctl.state).kind == "teeth"
    texts = " ".join(getattr(w, "text", "") for w in view.group.widgets)
    assert "Teeth of Saint Géronce" in texts and "Beaudoin" in texts
    key(app, pygame.K_y)
    settle(app, scene)
    assert ctl.record.actions[-1] == UseTeeth(True) and "beaudoin" in ctl.state.lords


def test_the_bone_rite_lists_the_famines_to_roll_for(make_app, fief_data) -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    hold(s, BONE, "arthur")
    s.lying = {1: ["famine"], 3: ["famine"]}
    s.relics.rite_round = 0
    assert relics.queue_rites(s)
    s.cache.clear()
    ctl, app, scene = _table(make_app, fief_data, s)
    view = scene.decision_view
    assert isinstance(view, RelicView)
    rows = [w.text for w in view.group.widgets if hasattr(w, "note")]
    assert rows == [
        "1. Roll for the Famine of the Bishopric of Blaye (1)",
        "2. Roll for the Famine of the Bishopric of St Gérôme (3)",
        "3. Do nothing",
    ]
    assert set(view.highlights()) == set(fief_data.board.bishoprics[1].villages) | set(
        fief_data.board.bishoprics[3].villages
    )
    key(app, pygame.K_3)
    settle(app, scene)
    assert ctl.record.actions[-1] == RelicRite(BONE, -1)
