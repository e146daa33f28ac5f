"""Fog of War (11.2) at the table: other families' troops drawn as face-down stacks with
their number, tooltips that say so, the chronicle telling each seat what it may know, the
battles turn giving a range of strength, and the battle panel showing every troop once
the battle has begun."""

from __future__ import annotations

import os

import pygame
import pytest

from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import battle as war
from game.games.fief.rules import fog
from game.games.fief.rules.actions import Buy, ChooseStart, Done
from game.games.fief.rules.state import Battle
from game.games.fief.ui.decisions.battle_board import BattleBoard
from game.games.fief.ui.decisions.common import Row
from game.games.fief.ui.render.pieces import PieceRenderer
from game.ui.controller import Controller
from game.ui.decisions.base import DecisionView
from tests.games.fief.helpers import v
from tests.games.fief.ui import war_positions as pos
from tests.games.fief.ui.test_battle_views import table_at
from tests.games.fief.ui.test_decision_views import one, widgets
from tests.games.fief.ui.test_game_scene import config, open_game
from tests.ui.driver import step


@pytest.fixture
def app(make_app):
    return make_app(scene=None)


def _fog_controller(fief_data, seed: int = 5) -> Controller:
    """Three families settled, no card drawn, at House Red's first Purchase turn."""
    cfg = config(["human", "human", "human"])
    cfg.variants = [fog.FOG]
    ctl = Controller.new(FIEF, fief_data, cfg, seed)
    for start in ("blaye", "sigy", "tournus"):
        assert ctl.submit(ChooseStart(start))
    while not ((d := ctl.pending()) is not None and d.kind == "purchase" and d.seat == 0):
        assert ctl.submit(Done())
    return ctl


def test_other_families_troops_are_face_down_stacks_with_a_count(make_app, fief_data) -> None:
    """11.2: House Red sees its own knights and men-at-arms, and of the others only how
    many counters lie there; the tooltip says so and names the rule."""
    ctl = _fog_controller(fief_data)
    app, scene = open_game(make_app, ctl)
    step(app)
    assert scene.viewer == 0
    pieces: PieceRenderer = scene.pieces
    tips = {h.key: h.tooltip for h in pieces.hits if h.kind == "troops"}
    own = [tip for (_, seat), tip in tips.items() if seat == 0]
    others = [tip for (_, seat), tip in tips.items() if seat != 0]
    assert own and all("a knight 3)" in tip and "hidden" not in tip for tip in own)
    assert len(others) == 2 and all("4 hidden counters" in tip and "(11.2)" in tip for tip in others)
    assert "Blaye" in own[0] and "a knight and 3 men-at-arms" in own[0]
    assert all("knight" not in tip.split(":")[1].split(".")[0] for tip in others)
    assert all("from 4 to 12 strength points" in tip for tip in others)
    shot = os.environ.get("SENESCHAL_FOG_SCREENSHOT")
    if shot:  # a picture of the map under fog, to look at
        pygame.image.save(app.surface, shot)


def test_the_chronicle_tells_the_buyer_where_and_the_others_only_what(make_app, fief_data) -> None:
    """11.2: a purchase is announced; where the counter goes is told to its family alone."""
    ctl = _fog_controller(fief_data)
    home = ctl.state.lords[ctl.state.families[0].lords[0]].village
    where = fief_data.board.villages[home].name
    assert ctl.submit(Buy("man_at_arms", home))
    mine = [e.text for e in ctl.chronicle_for(0) if "buys" in e.text]
    theirs = [e.text for e in ctl.chronicle_for(1) if "buys" in e.text]
    assert len(mine) == len(theirs) == 1
    assert where in mine[0] and "man-at-arms" in mine[0]
    assert where not in theirs[0] and "man-at-arms" in theirs[0] and "face down" in theirs[0]


def test_the_battles_turn_gives_a_range_for_face_down_defenders(app) -> None:
    """11.2: before a battle the attacker knows how many counters it attacks, not their
    worth: from one to three strength points each, plus the lords."""
    s = pos.battles_turn()
    s.config.variants.append(fog.FOG)
    table = table_at(app, s)
    view = table.current
    assert isinstance(view, DecisionView)
    row = one(view, Row, "Attack Grady")
    troops = s.villages[v("Sigy")].troops[pos.GRADY]
    trial = Battle(v("Sigy"), [[pos.KIRSTEN], [pos.GRADY]])
    lords = war.side_strength(s, trial, 1) - war.troop_points(troops)
    assert row.sub == f"10 SP against {lords + troops.count}-{lords + 3 * troops.count} SP"
    assert row.detail == "2 vs ? dice"
    assert "(11.2)" in view.tooltip_at(row.rect.center)


def test_the_battle_panel_shows_every_troop_once_the_battle_begins(app) -> None:
    """11.2: once a battle begins its counters are turned up: David, asked to choose a
    side, sees both armies' strength as without fog."""
    s = pos.side_choice()
    s.config.variants.append(fog.FOG)
    table = table_at(app, s)
    board = widgets(table.current, BattleBoard)[0]
    assert [x.strength for x in board.sides] == [10, 7]


def test_a_saved_fog_game_keeps_the_kinds_and_the_table_shows_only_the_view(make_app, fief_data, tmp_path) -> None:
    """11.2: a save holds the whole game, every counter's kind with it; loaded, the table
    still shows another family's troops face down and its chronicle keeps the buyer's
    village from the others."""
    ctl = _fog_controller(fief_data)
    assert ctl.submit(Buy("knight", "blaye"))
    path = tmp_path / "fog.json"
    ctl.save(path)
    loaded = Controller.load(FIEF, fief_data, path)
    assert loaded.state.villages["blaye"].troops[0].knights == 2
    assert loaded.view(1).villages["blaye"].troops[0].hidden == 4  # the new counter waits for the turn's end
    others = [e.text for e in loaded.chronicle_for(1) if "buys" in e.text]
    assert others and all("Blaye" not in text for text in others)
    app, scene = open_game(make_app, loaded)
    step(app)
    tips = [h.tooltip for h in scene.pieces.hits if h.kind == "troops" and h.key[1] != scene.viewer]
    assert tips and all("hidden counter" in tip for tip in tips)
