"""The shell plays a game on its generic table: Pilgrims' Race (tests/testgame), whose
tiny client adds one view of its own (the walk) and leaves the table, the chooser and
every word to the shell, from the title's choice of game through the setup screen made
from its descriptor, the curtain, the generic chooser, undo, the reveals, the chronicle,
saves and loads, to the game-over screen. A game with no client at all
(``load_ui=None``) gets the plain ``GameUI``."""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from game import registry
from game.core import i18n
from game.core.contract import SeatConfig
from game.core.saves import write_save
from game.ui.app import App
from game.ui.controller import Controller, autosave_path
from game.ui.decisions.chooser import GenericChooser
from game.ui.pacing import CaptionPart, Moment
from game.ui.plugin import PLAIN, ui_of
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.game_menu import saves_dir
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.load_game import LoadGameScene, list_saves, open_save
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import WATCH_SECONDS, TableScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.panel import Panel
from game.ui.widgets.toggle import Toggle
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.testgame.rules import Done, Draw, Lay, Pass, PilgrimsConfig
from tests.ui.driver import button, click, key, step


@pytest.fixture(scope="module")
def pilgrims_data():
    return PILGRIMS.load_data(None)


def config(*kinds: str, max_rounds: int | None = 12) -> PilgrimsConfig:
    names = ["Agnes", "Bruno", "Clara", "Denis"]
    colours = ["grey", "ochre", "teal", "rose"]
    return PilgrimsConfig(
        [SeatConfig(names[i], colours[i], kind, "steady") for i, kind in enumerate(kinds)], max_rounds
    )


def table_of(app: App) -> TableScene:
    tables = app.games()
    assert len(tables) == 1
    assert isinstance(tables[0], TableScene)
    return tables[0]


def lift(app: App) -> None:
    """Enter on the curtain, if it is up."""
    if isinstance(app.scenes.top, CurtainScene):
        key(app, pygame.K_RETURN)


def test_a_game_without_a_client_has_the_plain_ui() -> None:
    assert ui_of(dataclasses.replace(PILGRIMS, load_ui=None)) is PLAIN
    own = ui_of(PILGRIMS)  # its tiny client: one view of its own, on the generic table
    assert own is not PLAIN and own.table is None and own.chooser is None
    assert ui_of(registry.get("fief")).table is not None


def test_the_generic_table_plays_with_the_chooser_behind_the_curtain(make_app, pilgrims_data) -> None:
    app = make_app()
    app.settings.animation_speed = "instant"
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 5)
    app.play(ctl)
    step(app)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 0
    assert "Agnes" in curtain.words.heading and curtain.words.family == "the Grey seat"
    click(app, button(curtain, "I am Agnes, show my table").rect.center)
    table = table_of(app)
    assert type(table) is TableScene and app.scenes.top is table and table.viewer == 0
    assert app.games() == [table]
    chooser = table.decision_view
    assert isinstance(chooser, GenericChooser)
    assert {o.action for o in chooser.visible()} == set(ctl.pending().options)
    # A card laid can be taken back; the walk's die cannot.
    lay = next(o for o in chooser.visible() if isinstance(o.action, Lay))
    click(app, chooser.list.screen_rect(lay).center)
    assert ctl.record.actions == [lay.action] and table.may_undo()
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert ctl.record.actions == [] and not table.may_undo()
    table.submit(lay.action)
    table.submit(Done())
    assert not ctl.can_undo()
    step(app, 2)
    # Bruno's turn: the curtain comes down again.
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 1
    key(app, pygame.K_RETURN)
    assert table.viewer == 1 and isinstance(table.decision_view, GenericChooser)
    assert table.decision_view.decision.seat == 1
    # The chronicle shows Bruno what the table saw, and not Agnes's hand.
    assert table.chronicle is not None
    texts = table.chronicle.texts()
    assert "Round 1 begins with Agnes." in texts and "Agnes lays a card face down." in texts
    assert not any(t.startswith("Agnes is dealt") for t in texts)
    assert str(table.title) == "Pilgrims' Race — Round 1"


def test_reveals_come_together_in_one_panel_held_until_clicked(make_app, pilgrims_data) -> None:
    """Agnes's done turns her cards up and rolls the die (2.2): both in one panel, held
    until she clicks, while the computer player waits."""
    app = make_app()
    app.settings.animation_speed = "normal"
    assert app.settings.hold_seconds == 0  # by default: until someone clicks
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "ai"), 3)
    app.play(ctl)
    step(app)
    lift(app)
    table = table_of(app)
    lay = next(a for a in ctl.pending().options if isinstance(a, Lay))
    table.submit(lay)
    table.submit(Done())
    moment = table.moments[0]
    assert isinstance(moment, Moment) and moment.mine and table.animating and len(table.moments) == 1
    captions = [i18n.text(p.text) for p in moment.parts if isinstance(p, CaptionPart)]
    assert captions[0] == f"Agnes turns up {lay.card}." and captions[1].startswith("Agnes rolls ")
    assert moment.stay is None
    acted = len(ctl.record.actions)
    step(app, 600)  # ten seconds: the panel is still up, the computer player waits
    assert table.holding and len(ctl.record.actions) == acted
    assert table._plaque is not None and len(table.panel_parts()) == 2  # one panel for both
    from game.ui.reveals import continue_rect

    click(app, continue_rect(app.theme, table._plaque).center)  # one click for both
    step(app, 2)
    assert moment not in table.moments
    for _ in range(300):
        step(app)
        ctl.wait_for_bots(1.0)
        if len(ctl.record.actions) > acted:
            break
    assert len(ctl.record.actions) > acted  # then the computer player moves on


def test_reveals_stay_for_the_seconds_chosen_in_the_settings(make_app, pilgrims_data) -> None:
    app = make_app()
    app.settings.animation_speed = "normal"
    app.settings.hold_seconds = 3
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "ai"), 3)
    app.play(ctl)
    step(app)
    lift(app)
    table = table_of(app)
    table.submit(next(a for a in ctl.pending().options if isinstance(a, Lay)))
    table.submit(Done())
    moment = table.moments[0]
    assert moment.stay == 3.0
    frames = 0
    while table.moments and table.moments[0] is moment:
        step(app)
        frames += 1
        assert frames < 600
    # 1.3 s to bring the panel up, then 3 s held: about 260 frames at 60 a second
    assert 250 <= frames <= 275


def test_a_table_of_computer_players_runs_on_by_the_clock(make_app, pilgrims_data) -> None:
    app = make_app()
    app.settings.animation_speed = "fast"
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("ai", "ai"), 3)
    app.play(ctl)
    table = table_of(app)
    for _ in range(3000):
        step(app)
        ctl.wait_for_bots(1.0)
        if table.moments and table.moments[0].parts:
            break
    assert table.moments and table.moments[0].stay == WATCH_SECONDS
    acted = len(ctl.record.actions)
    for _ in range(900):
        step(app)
        ctl.wait_for_bots(1.0)
    assert len(ctl.record.actions) > acted


def test_the_title_chooses_the_game_and_the_setup_follows_its_descriptor(make_app, pilgrims_data) -> None:
    app = make_app()
    app._data["pilgrims"] = pilgrims_data
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    assert title.game_choice is not None
    assert [c.value for c in title.game_choice.choices] == [g.id for g in registry.games()]
    title.game_choice.choose("pilgrims")
    assert app.options.game == "pilgrims" and title.title == "Pilgrims' Race"
    click(app, button(app.scenes.top, "New game").rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    assert [c.value for c in setup.seat_count.choices] == [2, 3, 4]
    assert {s.colour for s in setup.seats} <= {c.id for c in pilgrims_data.colours}
    assert setup.bots == ["random", "steady"]  # the game's own bot last: the next after it is a person
    toggle = next(t for t in setup.group.widgets if isinstance(t, Toggle))
    assert toggle.text == "Hospitality" and toggle.value
    assert setup.selectors["max_rounds"].value == 12
    click(app, toggle.rect.center)
    assert setup.config().hospitality is False
    click(app, button(setup, "Begin the game").rect.center)
    table = table_of(app)
    assert table.controller.game is PILGRIMS
    assert [s.ai for s in table.controller.record.config.seats if s.kind == "ai"] == ["steady"] * (len(setup.seats) - 1)
    app.to_title()
    key(app, pygame.K_r)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene) and "Pilgrims' Race" in rules.blocks[0].text


def test_game_over_shows_the_plain_score_sheet(make_app, pilgrims_data) -> None:
    app = make_app()
    app.settings.animation_speed = "instant"
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human", max_rounds=1), 2)
    ctl.submit(Pass())
    ctl.submit(Pass())
    assert ctl.pending() is None
    app.play(ctl)
    for _ in range(30):
        step(app)
        lift(app)
        if isinstance(app.scenes.top, GameOverScene):
            break
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert over.heading == "Agnes and Bruno share the victory"
    assert all(score.points is None and score.winner for score in over.scores)
    click(app, button(over, "New game").rect.center)
    assert isinstance(app.scenes.top, SetupScene) and app.scenes.top.game is PILGRIMS


def test_saves_are_opened_with_their_own_game_and_an_unknown_game_is_refused(
    make_app, pilgrims_data, fief_data
) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 4, autosave=autosave_path())
    ctl.submit(Draw())
    ctl.save(autosave_path())
    unknown = saves_dir() / "chess.json"
    write_save(unknown, "chess", {"seats": []}, 1, [], {"board": []}, {"round": 1})
    infos = {i.label: i for i in list_saves(registry)}
    auto = next(i for i in infos.values() if i.autosave)
    assert auto.openable and auto.game == "Pilgrims' Race" and auto.families == ("Agnes", "Bruno")
    assert auto.where == "Round 1" and auto.summary() == "Pilgrims' Race  ·  Round 1  ·  Agnes, Bruno"
    assert not infos["chess"].openable and "does not know" in infos["chess"].error
    app = make_app()
    app._data["pilgrims"] = pilgrims_data
    problem = open_save(app, unknown)
    assert problem is not None and "does not know" in problem
    key(app, pygame.K_l)
    loader = app.scenes.top
    assert isinstance(loader, LoadGameScene)
    index = next(i for i, info in enumerate(loader.saves) if info.autosave)
    loader.list.select(index)
    click(app, button(loader, "Open").rect.center)
    table = table_of(app)
    assert table.controller.game is PILGRIMS and app.options.game == "pilgrims"
    assert table.controller.state.to_json() == ctl.state.to_json()
    unknown.unlink()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1080)])
def test_the_generic_table_and_its_overlays_fit_the_window(make_app, pilgrims_data, size) -> None:
    app = make_app(scene=None, window_size=size)
    app._data["pilgrims"] = pilgrims_data
    app.choose_game("pilgrims")
    app.open("title")
    table = app.open("game")  # a game of computer players
    assert type(table) is TableScene and table.controller.game is PILGRIMS
    for name, kwargs in (
        ("game", {}),
        ("curtain", dict(game=table, seat=1)),
        ("game_menu", dict(game=table)),
        ("game_over", dict(game=table)),
    ):
        scene = table if name == "game" else app.open(name, **kwargs)
        step(app)
        window = pygame.Rect(0, 0, *size)
        placed = [w for w in scene.group.widgets if w.visible and not isinstance(w, Panel)]
        for widget in placed:
            assert window.contains(widget.rect), f"{name}: {widget.rect} leaves the {size} window"
        for a, b in itertools.combinations(placed, 2):
            assert not a.rect.colliderect(b.rect), f"{name}: {a.rect} overlaps {b.rect} at {size}"
        if scene is not table:
            app.scenes.remove(scene)
