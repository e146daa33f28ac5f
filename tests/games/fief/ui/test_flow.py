"""The flow around a game: the privacy curtain, the game menu, saves and loads, Continue,
the end of the game, the scripted bots run and bad data at start-up.

Headless (SDL's dummy driver), driven by posted mouse and key events through the real
scene stack and the real controller.
"""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pygame
import pytest

from game import registry, resources
from game.ai import RandomBot
from game.core.errors import SaveError
from game.core.saves import read_save, state_hash
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.actions import ChooseStart, Done
from game.games.fief.rules.control import grant_title
from game.games.fief.rules.state import GameConfig, SeatConfig
from game.games.fief.ui.score import headline, scores
from game.ui.app import App, Options, run
from game.ui.controller import Controller, autosave_path
from game.ui.curtain_logic import curtain_needed, curtain_words
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.game_menu import GameMenuScene, SaveGameScene, save_name_problem, saves_dir
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.load_game import LoadGameScene, list_saves
from game.ui.scenes.title import TitleScene
from game.ui.settings import UI_SCALES
from game.ui.widgets.panel import Panel
from game.ui.widgets.text_input import TextInput
from tests.ui.driver import button, click, key, start, step, type_text, widgets


def _config(*seats: tuple[str, str], first: int = 0, max_rounds: int | None = None) -> GameConfig:
    colours = ["red", "blue", "green", "purple", "black", "orange"]
    return GameConfig(
        [SeatConfig(name, colours[i], kind) for i, (name, kind) in enumerate(seats)],
        first_player=first,
        max_rounds=max_rounds,
    )


TWO_HUMANS_ONE_AI = _config(("Anne", "human"), ("Bertrand", "human"), ("Montfaucon", "ai"))


def _game(app: App):
    games = app.games()
    assert len(games) == 1, f"expected one game on the stack, found {len(games)}"
    return games[0]


def _until(app: App, condition, frames: int = 600) -> None:
    """Run frames (letting AI seats think, and going on past what is revealed, as the
    person at the screen would) until ``condition()`` holds."""
    for _ in range(frames):
        if condition():
            return
        step(app)
        game = app.games()[0] if app.games() else None
        if game is not None:
            game.controller.wait_for_bots(1.0)
            if game.holding:
                game.acknowledge()
    assert condition(), "the condition never came true"


# The rule: who must look at the screen --------------------------------------------
def test_curtain_needed_for_another_human_seat_never_for_ai(fief_data) -> None:
    ctl = Controller.new(FIEF, fief_data, TWO_HUMANS_ONE_AI, 7)
    assert ctl.pending().seat == 0
    assert curtain_needed(ctl, None) == 0  # the game starts behind the curtain
    assert curtain_needed(ctl, 0) is None  # Anne already looks at her table
    ctl.submit(ChooseStart("blaye"))
    assert curtain_needed(ctl, 0) == 1  # Bertrand's turn: pass the computer
    ctl.submit(ChooseStart("sigy"))
    assert ctl.is_ai(ctl.pending().seat)
    assert curtain_needed(ctl, 1) is None  # an AI seat reads no screen


def test_one_human_seat_needs_the_curtain_only_once(fief_data) -> None:
    config = _config(("Anne", "human"), ("Valcourt", "ai"), ("Montfaucon", "ai"), first=1, max_rounds=3)
    ctl = Controller.new(FIEF, fief_data, config, 4)
    viewer: int | None = None
    curtains = []
    bot = RandomBot(4)
    while ctl.pending() is not None:
        seat = curtain_needed(ctl, viewer)
        if seat is not None:
            curtains.append(seat)
            viewer = seat
        decision = ctl.pending()
        if ctl.is_ai(decision.seat):
            ctl.poll()
            ctl.wait_for_bots()
            ctl.poll()
        else:
            ctl.submit(bot.choose(ctl.view(decision.seat), decision))
    assert curtains == [0]


def test_a_question_inside_another_turn_is_worded_neutrally(fief_data) -> None:
    """A permission asked mid-turn names only who answers: not the asker, the lord or
    the road (random play from the first seed that reaches such a question)."""
    ctl = None
    for seed in range(1, 60):
        ctl = Controller.new(
            FIEF, fief_data, _config(("Anne", "human"), ("Bert", "human"), ("Carl", "human"), max_rounds=6), seed
        )
        bot = RandomBot(seed)
        while ctl.pending() is not None and ctl.pending().kind != "permission":
            ctl.submit(bot.choose(ctl.state, ctl.pending()))
        if ctl.pending() is not None:
            break
    decision = ctl.pending()
    assert decision is not None and decision.interrupt and decision.kind == "permission"
    words = curtain_words(ctl, decision.seat, interrupt=True)
    asker = ctl.state.lords[ctl.state.request.lord]
    shown = " ".join([words.heading, words.family, words.body, words.button])
    assert ctl.state.families[decision.seat].name in words.heading
    assert "question" in words.heading
    names = ctl.record.data
    for secret in (
        ctl.state.families[asker.family].name,
        names.lord_cards[asker.id].name,
        names.board.villages[ctl.state.request.frm].name,
        names.board.villages[ctl.state.request.to].name,
    ):
        assert secret not in shown


def test_the_curtain_rule_runs_without_pygame() -> None:
    """The rule is plain Python: a server or a test can use it without a window."""
    import subprocess
    import sys

    code = "import sys, game.ui.curtain_logic; print('pygame' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=resources.root()
    )
    assert done.stdout.strip() == "False"


# The curtain on screen ------------------------------------------------------------
@pytest.fixture
def table(make_app, fief_data) -> tuple[App, Controller]:
    """Two people and an AI at the table, the game just begun."""
    app = make_app()
    ctl = Controller.new(FIEF, fief_data, TWO_HUMANS_ONE_AI, 7, autosave=autosave_path())
    app.play(ctl)
    step(app)
    return app, ctl


def test_the_game_opens_behind_the_curtain_and_a_click_shows_the_table(table) -> None:
    app, _ctl = table
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 0
    game = _game(app)
    assert game not in app.scenes.visible()  # nothing of the table is drawn
    assert "Anne" in curtain.words.heading and "Red" in curtain.words.family
    click(app, button(curtain, "I am Anne, show my table").rect.center)
    assert app.scenes.top is game and game.viewer == 0


def test_the_curtain_comes_down_when_the_decision_passes_to_another_person(table) -> None:
    app, ctl = table
    key(app, pygame.K_RETURN)  # Anne is here
    game = _game(app)
    assert game.viewer == 0
    # What the set-up revealed (the lords drawn) is shown to her first, in one panel.
    assert game.blocking and game.moments[0].index == -1 and game.moments[0].parts
    game.finish_animations()
    ctl.submit(ChooseStart("blaye"))
    step(app, 2)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    assert game not in app.scenes.visible()
    assert game.viewer == 0  # not Bertrand's table until he clicks
    # While the curtain is up, no tooltip of the table can show.
    for pos in itertools.product(range(20, 1280, 140), range(20, 720, 120)):
        tip = app.scenes.top.tooltip_at(pos)
        assert tip is None or "Anne" not in tip
    click(app, button(curtain, "I am Bertrand, show my table").rect.center)
    assert game.viewer == 1 and app.scenes.top is game
    # Bertrand may not take back Anne's choice.
    assert not ctl.can_undo()
    ctl.submit(ChooseStart("tournus"))
    # The AI seat plays: no curtain while it thinks and moves.
    _until(app, lambda: ctl.pending() is not None and not ctl.is_ai(ctl.pending().seat))
    seat = ctl.pending().seat
    if seat != game.viewer:
        _until(app, lambda: isinstance(app.scenes.top, CurtainScene))
        assert app.scenes.top.seat == seat


def test_escape_on_the_curtain_opens_the_menu_over_it(table) -> None:
    app, _ = table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, GameMenuScene)
    key(app, pygame.K_ESCAPE)  # Resume: back to the curtain, still closed
    assert isinstance(app.scenes.top, CurtainScene)


# The game menu, saving and loading -------------------------------------------------
def _open_menu(app: App) -> GameMenuScene:
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, GameMenuScene)
    return menu


def test_save_from_the_menu_then_load_gives_the_same_game(table) -> None:
    app, ctl = table
    key(app, pygame.K_RETURN)
    ctl.submit(ChooseStart("blaye"))
    step(app)
    key(app, pygame.K_RETURN)  # Bertrand lifts the curtain
    before = ctl.state.to_json()
    pending = ctl.pending()
    menu = _open_menu(app)
    click(app, button(menu, "Save game").rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveGameScene)
    field = widgets(dialog, TextInput)[0]
    key(app, pygame.K_END)
    for _ in range(len(field.text)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Anne's/bad")
    assert not button(dialog, "Save").enabled  # a slash cannot be in a name
    for _ in range(4):
        key(app, pygame.K_BACKSPACE)
    type_text(app, " opening")
    click(app, button(dialog, "Save").rect.center)
    path = saves_dir() / "Anne's opening.json"
    assert path.exists() and app.scenes.top is menu
    assert read_save(path).meta["families"] == ["Anne", "Bertrand", "Montfaucon"]
    # Play on, then load the save from the menu: the game is back where it was saved.
    key(app, pygame.K_ESCAPE)  # Resume
    assert app.scenes.top is _game(app)
    ctl.submit(ChooseStart("sigy"))
    step(app)
    menu = _open_menu(app)
    click(app, button(menu, "Load game").rect.center)
    loader = app.scenes.top
    assert isinstance(loader, LoadGameScene)
    index = next(i for i, info in enumerate(loader.saves) if info.path == path)
    loader.list.select(index)
    click(app, button(loader, "Open").rect.center)
    game = _game(app)
    assert game.controller is not ctl
    assert game.controller.state.to_json() == before
    assert game.controller.pending() == pending
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == pending.seat
    assert len(app.scenes) == 3  # title, game, curtain: the old game is gone


def test_save_names_are_checked() -> None:
    assert save_name_problem("  ") is not None
    assert save_name_problem("../escape") is not None
    assert save_name_problem("con") is not None
    assert save_name_problem("Round 3 (Anne's)") is None


def test_quit_to_title_writes_the_autosave_at_the_exact_decision(table) -> None:
    app, ctl = table
    key(app, pygame.K_RETURN)
    ctl.submit(ChooseStart("blaye"))  # no phase began: no autosave yet
    step(app)
    menu = _open_menu(app)
    click(app, button(menu, "Quit to title").rect.center)
    click(app, button(app.scenes.top, "Leave").rect.center)  # asked first
    assert len(app.scenes) == 1 and isinstance(app.scenes.top, TitleScene)
    saved = read_save(autosave_path())
    assert saved.snapshot_hash == state_hash(ctl.state.to_json())
    assert len(saved.actions) == 1
    assert button(app.scenes.top, "Continue").enabled


# Continue on the title -------------------------------------------------------------
def test_continue_is_disabled_without_an_autosave(app: App) -> None:
    assert not autosave_path().exists()
    cont = button(app.scenes.top, "Continue")
    assert not cont.enabled and "No saved games" in cont.tooltip
    key(app, pygame.K_c)
    assert isinstance(app.scenes.top, TitleScene)


def test_continue_opens_the_autosave_at_the_same_decision(make_app, fief_data) -> None:
    ctl = Controller.new(FIEF, fief_data, TWO_HUMANS_ONE_AI, 9, autosave=autosave_path())
    ctl.submit(ChooseStart("blaye"))
    ctl.submit(ChooseStart("sigy"))
    ctl.poll()
    ctl.wait_for_bots()
    ctl.poll()  # the AI settled; round 1 began and was autosaved
    ctl.flush()
    assert read_save(autosave_path()).meta["round"] == 1
    app = make_app()
    cont = button(app.scenes.top, "Continue")
    assert cont.enabled and "Round 1" in cont.tooltip
    click(app, cont.rect.center)
    game = _game(app)
    assert game.controller.state.to_json() == ctl.state.to_json()
    assert game.controller.pending() == ctl.pending()
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == ctl.pending().seat


def test_a_corrupt_autosave_keeps_continue_disabled_and_untouched(make_app) -> None:
    autosave_path().write_bytes(b'{"format": "seneschal-save", "version": 1, "game": "fief", "conf')
    before = autosave_path().read_bytes()
    app = make_app()
    cont = button(app.scenes.top, "Continue")
    assert not cont.enabled
    assert "cannot be opened" in cont.tooltip and "line 1, column 60: not valid JSON" in cont.tooltip
    key(app, pygame.K_c)
    assert isinstance(app.scenes.top, TitleScene)
    key(app, pygame.K_l)  # Load lists it with its problem, and cannot open it
    loader = app.scenes.top
    assert isinstance(loader, LoadGameScene)
    assert loader.saves[0].autosave and loader.saves[0].error
    assert not button(loader, "Open").enabled
    key(app, pygame.K_RETURN)
    assert app.scenes.top is loader
    assert autosave_path().read_bytes() == before


def test_an_autosave_that_does_not_replay_is_reported_and_left_alone(make_app, fief_data) -> None:
    """A file whose envelope is sound but whose actions are not legal: Continue tries,
    says why it cannot, and stays disabled; the file is not changed."""
    ctl = Controller.new(FIEF, fief_data, TWO_HUMANS_ONE_AI, 9)
    ctl.submit(ChooseStart("blaye"))
    from game.core.saves import write_save

    snapshot = ctl.record.snapshot()
    write_save(
        autosave_path(),
        "fief",
        ctl.record.config.to_json(),
        9,
        [ChooseStart("atlantis").to_json()],
        snapshot,
        {"round": 0, "phase": 0, "families": ["Anne", "Bertrand", "Montfaucon"]},
    )
    before = autosave_path().read_bytes()
    app = make_app()
    cont = button(app.scenes.top, "Continue")
    assert cont.enabled  # the envelope reads fine
    click(app, cont.rect.center)
    assert isinstance(app.scenes.top, TitleScene)
    cont = button(app.scenes.top, "Continue")
    assert not cont.enabled and "actions.1" in cont.tooltip
    assert autosave_path().read_bytes() == before
    with pytest.raises(SaveError):
        Controller.load(FIEF, fief_data, autosave_path())


def test_load_lists_saves_newest_first_with_round_and_families(make_app, fief_data) -> None:
    ctl = Controller.new(FIEF, fief_data, TWO_HUMANS_ONE_AI, 9)
    saves_dir().mkdir(parents=True, exist_ok=True)
    ctl.save(saves_dir() / "early.json")
    ctl.submit(ChooseStart("blaye"))
    ctl.submit(ChooseStart("sigy"))
    ctl.poll()
    ctl.wait_for_bots()
    ctl.poll()
    ctl.save(saves_dir() / "later.json")
    (saves_dir() / "broken.json").write_text("not json", encoding="utf-8")
    import os

    os.utime(saves_dir() / "early.json", (1_000_000, 1_000_000))
    infos = {i.label: i for i in list_saves(registry)}
    assert infos["later"].where.startswith("Round 1") and infos["later"].families == ("Anne", "Bertrand", "Montfaucon")
    assert infos["early"].where == "Setting up"
    assert infos["broken"].error and "not valid JSON" in infos["broken"].error
    assert [i.label for i in list_saves(registry)][-1] == "early"
    app = make_app()
    key(app, pygame.K_l)
    assert isinstance(app.scenes.top, LoadGameScene)


# Game over -------------------------------------------------------------------------
def _won_game(fief_data) -> Controller:
    """Anne holds three fief titles when round 1 ends: she wins (7.1)."""
    config = _config(("Anne", "human"), ("Bertrand", "human"), ("Carl", "human"))
    ctl = Controller.new(FIEF, fief_data, config, 2)
    for village in ("blaye", "sigy", "tournus"):
        ctl.submit(ChooseStart(village))
    state = ctl.state
    lord = state.families[0].lords[0]
    board = fief_data.board
    fiefs = sorted(board.fiefs, key=lambda f: len(board.fiefs[f].villages))
    given = [f for f in fiefs if not any(state.villages[v].present for v in board.fiefs[f].villages)][:2]
    for fief in given:
        grant_title(state, fief, lord)
    other = next(c for c in fief_data.lords if c not in state.lords)
    from game.games.fief.rules.state import Lord

    state.lords[other] = Lord(other, 0, "blaye")
    state.families[0].lords.append(other)
    third = next(
        f
        for f in fiefs
        if f not in given
        and state.fief_titles[f] is None
        and not any(state.villages[v].present for v in board.fiefs[f].villages)
    )
    grant_title(state, third, other)
    state.cache.clear()
    while ctl.pending() is not None:
        ctl.submit(Done())
    assert ctl.state.outcome is not None and ctl.state.outcome.winners == (0,)
    return ctl


def test_game_over_shows_the_winner_and_where_each_point_came_from(make_app, fief_data) -> None:
    ctl = _won_game(fief_data)
    rows = scores(ctl.state)
    assert rows[0].name == "Anne" and rows[0].winner and rows[0].points == 3
    names = {fief_data.board.fiefs[f].name for f, holder in ctl.state.fief_titles.items() if holder}
    assert {s.split(",")[0] for s in rows[0].sources} == names
    assert all(r.points == 0 and not r.sources for r in rows[1:])
    assert headline(ctl.state) == "Anne wins"
    app = make_app()
    app.play(ctl)
    _until(app, lambda: isinstance(app.scenes.top, GameOverScene), 30)
    over = app.scenes.top
    assert over.heading == "Anne wins"
    row = over.rows[0][1]
    tip = over.tooltip_at(row.center)
    assert "3 victory points" in tip and all(name in tip for name in names)
    assert "Rounds played" not in tip
    click(app, button(over, "New game").rect.center)
    from game.ui.scenes.setup import SetupScene

    assert isinstance(app.scenes.top, SetupScene) and len(app.scenes) == 2


def test_game_over_for_an_alliance_and_for_a_king() -> None:
    """7.2: allies win together, named as allies; 7.0: the King's point is listed."""
    from game.games.fief.rules.actions import Done as End
    from tests.games.fief.test_marriage import DAVID, GRADY, four_families, lord

    s = four_families()
    lord(s, DAVID, "gauvain", "tournus")
    s.lords["quentin"].spouse, s.lords["blanche"].spouse = "blanche", "quentin"
    for fief in (1, 2, 3):
        grant_title(s, fief, "quentin")
    s.king = "gauvain"
    while s.outcome is None:
        engine.apply(s, End())
    assert s.outcome.winners == (GRADY, DAVID)
    assert headline(s) == "Grady and David win as allies"
    rows = {r.seat: r for r in scores(s)}
    assert rows[DAVID].points == 1 and rows[DAVID].sources == ("Gauvain, King",)


def test_no_winner_after_the_round_limit(fief_data) -> None:
    config = _config(("Anne", "ai"), ("Bertrand", "ai"), ("Carl", "ai"), max_rounds=2)
    ctl = Controller.new(FIEF, fief_data, config, 3)
    while ctl.pending() is not None:
        ctl.poll()
        ctl.wait_for_bots()
        ctl.poll()
    assert headline(ctl.state) == "No winner after 2 rounds"


def test_back_to_title_from_game_over(make_app, fief_data) -> None:
    ctl = _won_game(fief_data)
    app = make_app()
    app.play(ctl)
    _until(app, lambda: isinstance(app.scenes.top, GameOverScene), 30)
    click(app, button(app.scenes.top, "Back to title").rect.center)
    assert len(app.scenes) == 1 and isinstance(app.scenes.top, TitleScene)


# Starting games ---------------------------------------------------------------------
def test_begin_on_the_setup_screen_opens_the_game(make_app) -> None:
    app = make_app(players=3, bots=1, seed=21)
    click(app, button(app.scenes.top, "New game").rect.center)
    click(app, button(app.scenes.top, "Begin the game").rect.center)
    game = _game(app)
    assert game.controller.record.seed == 21
    assert [s.kind for s in game.controller.record.config.seats] == ["human", "human", "ai"]
    assert game.controller.autosave_to == autosave_path()
    assert len(app.scenes) in (2, 3)  # the title, the game and perhaps the curtain
    if len(app.scenes) == 3:
        assert isinstance(app.scenes.top, CurtainScene)


def test_scripted_bots_run_plays_and_exits_cleanly(user_home, tmp_path: Path) -> None:
    shot = tmp_path / "bots.png"
    status = run(Options(players=4, bots=4, seed=3, frames=90, screenshot=shot, window_size=(1280, 720)), registry)
    assert status == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    saved = read_save(autosave_path())  # written on quitting, at the decision reached
    assert saved.seed == 3 and [s["kind"] for s in saved.config["seats"]] == ["ai"] * 4
    assert saved.actions  # the bots have begun choosing their starts, with animations


def test_scripted_run_never_shows_a_curtain(make_app) -> None:
    app = make_app(scene=None, players=4, bots=4, seed=3)
    app.start()
    for _ in range(60):
        step(app)
        assert not any(isinstance(s, CurtainScene) for s in app.scenes)
    assert _game(app).controller.record.seed == 3


# Bad data at start-up ----------------------------------------------------------------
def _broken_root(tmp_path: Path) -> tuple[Path, int]:
    """A copy of the game's folders with one wrong field in data/fief/costs.yaml."""
    root = tmp_path / "root"
    source = resources.root()
    for name in ("data", "maps", "assets"):
        shutil.copytree(source / name, root / name)
    costs = root / "data" / "fief" / "costs.yaml"
    lines = costs.read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if line.strip().startswith("knight:"))
    lines[index] = lines[index].split(":")[0] + ": many"
    costs.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root, index + 1


@pytest.mark.parametrize("options", [dict(), dict(players=4, bots=4, seed=3)])
def test_a_broken_data_folder_shows_the_problems_in_the_window(user_home, tmp_path, monkeypatch, options) -> None:
    root, line = _broken_root(tmp_path)
    monkeypatch.setenv("SENESCHAL_ROOT", str(root))
    from game.core.errors import DataError
    from game.games.fief.rules.data import load_fief_data

    with pytest.raises(DataError):
        load_fief_data()
    app = App(Options(window_size=(1280, 720), **options), registry)
    try:
        start(app)
        scene = app.scenes.top
        assert isinstance(scene, ErrorScene)
        text = [str(p) for p in scene.problems]
        assert any(p.startswith(f"data/fief/costs.yaml:{line}:") and "knight" in p for p in text), text
    finally:
        app.close()


def test_a_broken_map_shows_the_problems_in_the_window(user_home, tmp_path, monkeypatch) -> None:
    root, _ = _broken_root(tmp_path)
    shutil.copy(resources.root() / "data" / "fief" / "costs.yaml", root / "data" / "fief" / "costs.yaml")
    tmx = root / "maps" / "fief.tmx"
    text = tmx.read_text(encoding="utf-8")
    tmx.write_text(text[: len(text) // 2], encoding="utf-8")  # cut short
    monkeypatch.setenv("SENESCHAL_ROOT", str(root))
    status = run(Options(window_size=(1280, 720), frames=5), registry)
    assert status == 0
    app = App(Options(window_size=(1280, 720)), registry)
    try:
        start(app)
        assert isinstance(app.scenes.top, ErrorScene)
        assert any(p.path.endswith("maps/fief.tmx") and p.line for p in app.scenes.top.problems)
    finally:
        app.close()


# Layout -----------------------------------------------------------------------------
SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (1280, 1024)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ui_scale", [UI_SCALES[0], 1.0, UI_SCALES[-1]])
def test_flow_scenes_fit_every_window(make_app, fief_data, size, ui_scale) -> None:
    app = make_app(scene=None, window_size=size)
    app.settings.ui_scale = ui_scale
    app._on_resize()
    app.open("title")
    ctl = _won_game(fief_data)
    game = app.open("game", controller=ctl)
    saves_dir().mkdir(parents=True, exist_ok=True)
    ctl.save(saves_dir() / "a save.json")
    for name, kwargs in (
        ("curtain", dict(game=game, seat=1)),
        ("game_menu", dict(game=game)),
        ("save_game", dict(game=game)),
        ("load_game", {}),
        ("game_over", dict(game=game)),
    ):
        scene = app.open(name, **kwargs)
        step(app)
        window = pygame.Rect(0, 0, *size)
        placed = [w for w in scene.group.widgets if w.visible and not isinstance(w, Panel)]
        for widget in placed:
            assert window.contains(widget.rect), f"{name}: {widget.rect} leaves the {size} window"
        for a, b in itertools.combinations(placed, 2):
            assert not a.rect.colliderect(b.rect), f"{name}: {a.rect} overlaps {b.rect} at {size}"
        app.scenes.remove(scene)
