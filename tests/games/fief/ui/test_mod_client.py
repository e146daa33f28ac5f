"""Playing a mod: ``--mod DIR`` for the window and ``sim``, its problems in the problems
screen, saves that remember their mod and load with it (or say why not), and a client
that opens nothing outside the mod folder and the game's tree."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game import registry, resources
from game.cli import main
from game.core import i18n
from game.core.errors import SaveError
from game.core.saves import read_save
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules.data import load_fief_data
from game.ui.app import App, Options
from game.ui.controller import Controller
from game.ui.scenes.error import ErrorScene
from tests.audit import outside, recording
from tests.ui.driver import start, step

ROOT = resources.root()


def costs_mod(folder: Path, knight: int = 4) -> Path:
    """A mod whose knights cost ``knight`` deniers."""
    (folder / "data" / "fief").mkdir(parents=True, exist_ok=True)
    text = (ROOT / "data" / "fief" / "costs.yaml").read_text(encoding="utf-8")
    (folder / "data" / "fief" / "costs.yaml").write_text(text.replace("knight: 3 ", f"knight: {knight} "), "utf-8")
    return folder


def ai_game(data, seed: int = 5) -> Controller:
    config = FIEF.default_config(data, 3, bots=["random"] * 3)
    ctl = Controller.new(FIEF, data, config, seed)
    rules = FIEF.rules
    bots = ctl._bots
    for _ in range(40):
        decision = rules.pending(ctl.state)
        assert decision is not None
        ctl.record.apply(bots[decision.seat].choose(ctl.state, decision))
    return ctl


# --- saves remember their mod -----------------------------------------------------------


def test_a_save_records_its_mod_and_loads_with_it_whatever_the_client_plays(tmp_path: Path, fief_data) -> None:
    mod = costs_mod(tmp_path / "mod")
    modded = FIEF.load_checked(mod)
    assert modded.costs.knight == 4 and modded.mod is not None
    ctl = ai_game(modded)
    save = tmp_path / "game.json"
    ctl.save(save)
    meta = read_save(save).meta
    assert meta["mod"] == {"path": mod.as_posix(), "files": dict(modded.mod.files)}
    # Loaded by a client playing the game's own files: the mod's data comes back.
    again = Controller.load(FIEF, fief_data, save)
    assert again.data.mod == modded.mod and again.data.costs.knight == 4
    assert again.save_meta()["mod"] == meta["mod"]
    # Loaded by a client playing that very mod: its data is used as it is.
    assert Controller.load(FIEF, modded, save).data is modded


def test_a_save_of_the_games_own_files_loads_with_them_under_a_mod(tmp_path: Path, fief_data) -> None:
    ctl = ai_game(fief_data)
    save = tmp_path / "plain.json"
    ctl.save(save)
    assert "mod" not in read_save(save).meta
    modded = FIEF.load_checked(costs_mod(tmp_path / "mod"))
    again = Controller.load(FIEF, modded, save)
    assert again.data.mod is None and again.data.costs.knight == 3


def test_a_save_whose_mod_changed_or_is_gone_says_why_it_cannot_load(tmp_path: Path, fief_data) -> None:
    mod = costs_mod(tmp_path / "mod")
    ctl = ai_game(FIEF.load_checked(mod))
    save = tmp_path / "game.json"
    ctl.save(save)
    costs_mod(mod, knight=5)
    with pytest.raises(SaveError) as caught:
        Controller.load(FIEF, fief_data, save)
    assert str(caught.value) == (
        f"{save}: meta.mod: this game was played with the mod {mod.as_posix()}, but its files have changed "
        "since: data/fief/costs.yaml changed; it cannot be replayed with other data"
    )
    shutil.rmtree(mod)
    with pytest.raises(SaveError, match="but the folder is gone; it cannot be replayed with other data"):
        Controller.load(FIEF, fief_data, save)


# --- the command line -----------------------------------------------------------------------


def test_sim_and_replay_with_a_mod(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mod = costs_mod(tmp_path / "mod")
    save = tmp_path / "sim.json"
    assert main(["sim", "--mod", str(mod), "--max-rounds", "2", "--save", str(save), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1
    assert read_save(save).meta["mod"]["path"] == mod.as_posix()
    assert main(["replay", str(save), "--verify"]) == 0
    assert "snapshot hash matches" in capsys.readouterr().out
    costs_mod(mod, knight=6)
    assert main(["replay", str(save)]) == 1
    assert "data/fief/costs.yaml changed" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["sim", "play"])
def test_a_broken_or_missing_mod_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    assert main([command, "--mod", str(tmp_path / "absent")]) == 1
    assert capsys.readouterr().err.strip() == f"--mod: {tmp_path / 'absent'}: no such folder"
    if command == "sim":
        mod = costs_mod(tmp_path / "mod")
        (mod / "data" / "fief" / "card.yaml").write_text("cards: []\n", encoding="utf-8")
        assert main(["sim", "--mod", str(mod)]) == 1
        assert capsys.readouterr().err.splitlines() == [
            "data/fief/card.yaml: not a Fief data file, so the game ignores it; did you mean 'cards.yaml'?"
        ]


# --- the window ---------------------------------------------------------------------------


def test_the_window_plays_the_mods_data_and_opens_nothing_outside(user_home: Path, tmp_path: Path) -> None:
    from game.games.fief.ui.render.board import BoardRenderer
    from game.ui.theme import Theme

    mod = costs_mod(tmp_path / "mod")
    (mod / "maps").mkdir()
    shutil.copy(ROOT / "maps" / "fief.tmx", mod / "maps" / "fief.tmx")  # its artwork stays the game's
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"private")
    with recording() as opened:
        app = App(Options(window_size=(1280, 720), mod=mod), registry)
        try:
            app.start()
            step(app)
            data = app.game_data()
            renderer = BoardRenderer(data.board, Theme(1.0))
            assert renderer.decor.image is not None  # the game's parchment, through the fall-back
            assert data.costs.knight == 4 and data.sources["map"] == "maps/fief.tmx"
            assert not isinstance(app.scenes.top, ErrorScene)
            assert any("played with the mod mod" in i18n.text(notice) for notice, _ in app.notices)
        finally:
            app.close()
    assert outside(opened, mod, ROOT, user_home) == []


def test_a_mod_map_naming_a_file_outside_shows_in_the_problems_screen(user_home: Path, tmp_path: Path) -> None:
    mod = tmp_path / "mod"
    (mod / "maps").mkdir(parents=True)
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"private")
    text = (ROOT / "maps" / "fief.tmx").read_text(encoding="utf-8")
    (mod / "maps" / "fief.tmx").write_text(text.replace("fief-parchment.png", "../../secret.png"), "utf-8")
    with recording() as opened:
        app = App(Options(window_size=(1280, 720), mod=mod), registry)
        try:
            start(app)
            assert isinstance(app.scenes.top, ErrorScene)
            shown = [str(p) for p in app.scenes.top.problems]
        finally:
            app.close()
    line = text.count("\n", 0, text.index("<image ")) + 1
    assert shown == [
        f"maps/fief.tmx:{line}:3: layer 'parchment'.image.source: the image '../../secret.png' is refused: "
        "it leads out of the mod folder"
    ]
    assert str(secret) not in opened
    assert outside(opened, mod, ROOT, user_home) == []


def test_a_mod_that_overrides_nothing_says_so_in_the_window(user_home: Path, tmp_path: Path) -> None:
    mod = tmp_path / "mod"
    mod.mkdir()
    shutil.copy(ROOT / "data" / "fief" / "costs.yaml", mod / "costs.yaml")
    app = App(Options(window_size=(1280, 720), mod=mod), registry)
    try:
        start(app)
        assert isinstance(app.scenes.top, ErrorScene)
        assert [p.message for p in app.scenes.top.problems] == [
            "nothing to check: a mod folder holds data/fief/*.yaml and/or maps/fief.tmx; "
            "these data files belong in data/fief/ inside it"
        ]
    finally:
        app.close()


def test_the_game_data_loaded_for_the_window_is_the_games_own_without_a_mod(fief_data) -> None:
    assert load_fief_data().mod is None and fief_data.mod is None


def test_continue_replays_the_autosave_with_its_mod_or_says_why_not(make_app, tmp_path: Path) -> None:
    """A client started without the mod continues a game played with it, with its data;
    once the mod changed, Continue says so and leaves the autosave alone."""
    from game.games.fief.rules.actions import ChooseStart
    from game.games.fief.rules.state import GameConfig, SeatConfig
    from game.ui.controller import autosave_path
    from tests.ui.driver import button, click

    mod = costs_mod(tmp_path / "mod")
    modded = FIEF.load_checked(mod)
    config = GameConfig([SeatConfig("Anne", "red"), SeatConfig("Bertrand", "blue"), SeatConfig("Clovis", "green")])
    ctl = Controller.new(FIEF, modded, config, 9, autosave=autosave_path())
    ctl.submit(ChooseStart("blaye"))
    ctl.autosave()
    ctl.flush()
    app = make_app()
    click(app, button(app.scenes.top, "Continue").rect.center)
    (game,) = app.games()
    assert game.controller.data.mod == modded.mod and game.controller.data.costs.knight == 4
    assert game.controller.state.to_json() == ctl.state.to_json()
    before = autosave_path().read_bytes()
    app.to_title()
    costs_mod(mod, knight=7)
    other = make_app()
    cont = button(other.scenes.top, "Continue")
    click(other, cont.rect.center)
    assert other.games() == []
    assert any(
        f"played with the mod {mod.as_posix()}, but its files have changed since: data/fief/costs.yaml changed"
        in notice
        for notice, _ in other.notices
    )
    assert not button(other.scenes.top, "Continue").enabled
    assert autosave_path().read_bytes() == before
