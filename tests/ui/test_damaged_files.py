"""The client with damaged files in the player's folders: it always reaches its title,
says what is wrong with each file (naming it), keeps Continue and Open from what cannot
be opened, lets a damaged save be deleted, never changes a file by reading it, and says
in a window when a folder cannot be created. A seeded generator fills a folder with
damaged settings, autosave and saves, and the app tries every one of them."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import registry, resources
from game.ai import sim
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.ui.app import FOLDERS_HEADING, App
from game.ui.controller import autosave_path
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.load_game import LoadGameScene, list_saves, open_save, read_info
from game.ui.scenes.message import MessageScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings, load_settings, save_settings
from game.ui.theme import drawable
from tests.damaged_files import damaged_saves, damaged_settings
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.ui.driver import button, click, key, step

SETTINGS_CASES = [
    (b'{"ui_scale": 1.2, "name": "caf\xe9"}', "not a text file (byte 30 is not UTF-8)"),
    (b"[" * 3000 + b"]" * 3000, "nested more than 100 levels deep"),
    (b'{"ui_scale":\n ' + b"1" * 5000 + b"}", ":2:2: a number of 5000 digits"),
    (b'{"ui_scale": NaN}', ":1:14: NaN is not a number a file may hold"),
    (b'{"ui_scale": 1.2, "fullscreen": tr', "not valid JSON (the file seems cut short)"),
    (b"", "the file is empty"),
]


@pytest.mark.parametrize(("content", "message"), SETTINGS_CASES)
def test_a_damaged_settings_file_gives_the_defaults_and_says_why(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, found = load_settings(path)
    messages = [str(m) for m in found]
    assert settings == Settings()
    assert len(messages) == 1 and messages[0].startswith(str(path)) and message in messages[0]
    assert messages[0].endswith("; using the default settings")
    assert path.read_bytes() == content


def test_settings_of_the_wrong_types_fall_back_field_by_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    doc = {
        "window_size": [1600, int("9" * 4000)],
        "fullscreen": "yes",
        "ui_scale": [1.2],
        "animation_speed": ["fast"],
        "pace": {"a": 1},
        "hold_seconds": -3,
        "music": {"deep": [[[1]]]},
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    settings, found = load_settings(path)
    messages = [str(m) for m in found]
    assert settings == Settings(extra={"music": {"deep": [[[1]]]}})
    assert sorted(m.split(": ")[1] for m in messages) == sorted(k for k in doc if k != "music")
    # A 4,000-digit number is not repeated whole (the file's own path may be long).
    assert all(len(m.replace(str(path), "")) < 200 for m in messages)


def test_the_app_keeps_a_damaged_settings_file_until_a_setting_changes(user_home: Path, make_app) -> None:
    path = user_home / "settings.json"
    path.write_bytes(b'{"ui_scale": 1.2, "fullscreen": \xff}')
    app = make_app(window_size=None)
    assert any(
        text.startswith(str(path)) and "not a text file" in text for text in map(str, (n for n, _ in app.notices))
    )
    app.close()
    assert path.read_bytes() == b'{"ui_scale": 1.2, "fullscreen": \xff}'  # not written over on leaving
    app = make_app(window_size=None)
    app.settings.ui_scale = 0.9
    app.apply_settings()  # the player chose: the file is written anew
    assert load_settings(path) == (app.settings, [])


def test_a_damaged_autosave_disables_continue_and_names_the_file(user_home: Path, make_app) -> None:
    autosave_path().write_bytes(b'{"format": "seneschal-save", "version": 2, "seed": ' + b"7" * 5000 + b"}")
    before = autosave_path().read_bytes()
    app = make_app()
    cont = button(app.scenes.top, "Continue")
    assert not cont.enabled
    assert cont.tooltip.startswith(f"The autosave {autosave_path()} cannot be opened: line 1, column 52: a number")
    key(app, pygame.K_c)
    assert isinstance(app.scenes.top, TitleScene) and autosave_path().read_bytes() == before


def _sound_save(folder: Path, name: str, seed: int = 3) -> Path:
    data = FIEF.load_data(None)
    _, record = sim.play_game(FIEF, data, 3, "random", seed, max_rounds=1, record=True)
    assert record is not None
    path = folder / f"{name}.json"
    record.save(path, {"round": 1, "phase": 1, "families": FIEF.rules.seat_names(record.state)})
    return path


def test_the_load_list_shows_what_is_wrong_and_still_deletes(user_home: Path, make_app) -> None:
    folder = resources.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    sound = _sound_save(folder, "sound")
    doc = json.loads(sound.read_text(encoding="utf-8"))
    doc["config"]["seats"][1]["kind"] = "robot"
    (folder / "robot.json").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "deep.json").write_bytes(b'{"format": "seneschal-save", "x": ' + b"[" * 1200 + b"]" * 1200 + b"}")
    doc = json.loads(sound.read_text(encoding="utf-8"))
    doc["actions"][0] = {"kind": "choose_start", "village": 42}
    (folder / "wrong action.json").write_text(json.dumps(doc), encoding="utf-8")
    contents = {p.name: p.read_bytes() for p in folder.iterdir()}
    app = make_app()
    key(app, pygame.K_l)
    loader = app.scenes.top
    assert isinstance(loader, LoadGameScene)
    infos = {info.label: info for info in loader.saves}
    assert infos["robot"].error == 'config: seats.1.kind: must be "human" or "ai", not "robot".'
    assert infos["deep"].error == "lists or objects are nested more than 100 levels deep."
    assert infos["sound"].openable and infos["wrong action"].openable  # its actions are read on opening
    step(app, 2)  # every line drawn
    robot = loader.saves.index(infos["robot"])
    loader.list.select(robot)
    assert not button(loader, "Open").enabled and "cannot be opened" in button(loader, "Open").tooltip
    key(app, pygame.K_RETURN)
    assert app.scenes.top is loader
    wrong = loader.saves.index(infos["wrong action"])
    loader.list.select(wrong)
    click(app, button(loader, "Open").rect.center)
    assert app.scenes.top is loader  # refused, with the engine's reason, and the line says it
    assert loader.saves[wrong].error == "actions.1: a choose start action's village must be a text, not 42."
    assert any(
        "wrong action.json: actions.1: a choose start action's village" in text
        for text in map(str, (n for n, _ in app.notices))
    )
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == contents
    loader.list.select(robot)
    click(app, button(loader, "Delete").rect.center)
    assert isinstance(app.scenes.top, ConfirmScene)
    click(app, button(app.scenes.top, "Delete").rect.center)
    assert not (folder / "robot.json").exists() and "robot" not in [i.label for i in app.scenes.top.saves]


def test_a_save_whose_meta_has_wrong_types_is_refused_alike_by_the_list_and_open(user_home: Path, make_app) -> None:
    """The list read the meta and refused the save, Open replayed it: both now refuse it
    with the reason ``read_save`` gives (issue 26)."""
    folder = resources.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    doc = json.loads(_sound_save(folder, "sound").read_text(encoding="utf-8"))
    doc["meta"]["families"] = "Anne"
    bad = folder / "bad meta.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    app = make_app()
    reason = "meta.families: of the wrong type (expected a list of names)"
    assert read_info(app.catalog, bad).error == reason + "."
    assert open_save(app, bad) == f"{bad}: {reason}"


@pytest.mark.skipif(sys.platform != "linux", reason="a file name that is not UTF-8 needs a Linux file system")
def test_a_save_whose_name_is_not_utf8_is_listed_and_drawn(user_home: Path, make_app) -> None:
    folder = resources.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    raw = os.fsencode(folder) + b"/caf\xe9.json"
    with open(raw, "wb") as fh:
        fh.write(b"{broken")
    app = make_app()
    key(app, pygame.K_l)
    loader = app.scenes.top
    (info,) = loader.saves
    assert info.label == "caf\udce9" and drawable(info.label) == "caf\ufffd"
    step(app, 2)
    loader.list.select(0)
    step(app)
    assert "not valid JSON" in info.error and app.scenes.top is loader


def test_text_no_font_draws_is_drawn_with_a_replacement_character(app: App) -> None:
    t = app.theme
    assert drawable("Anne\x00") == "Anne\ufffd" and drawable("caf\udce9") == "caf\ufffd"
    assert drawable("Blaye") == "Blaye"
    for text in ("Anne\x00", "caf\udce9", "\ud800"):
        assert t.text(text).get_width() > 0 and t.text_size(text)[0] > 0
        assert t.wrap(text, "body", 100) and t.ellipsize(text * 50, "body", 80).endswith("…")


def test_ellipsize_finds_the_longest_start_that_fits(app: App) -> None:
    t = app.theme
    long = "Montfaucon-sur-Loire " * 5000
    cut = t.ellipsize(long, "body", 300)
    assert t.text_size(cut)[0] <= 300 < t.text_size(long[: len(cut)] + "…")[0]
    assert t.ellipsize("Blaye", "body", 300) == "Blaye"


# --------------------------------------------------------------------------- folders


def test_a_folder_that_cannot_be_made_is_said_in_a_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fief_data: Any
) -> None:
    home = tmp_path / "home"
    home.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("SENESCHAL_HOME", str(home))
    app = App(None, registry)
    app._data["fief"] = fief_data
    try:
        app.start()
        step(app, 2)
        message = app.scenes.top
        assert isinstance(message, MessageScene) and message.heading == str(FOLDERS_HEADING)
        assert f"cannot create the settings folder {home}: {home} is a file, not a folder; move it away" in (
            message.paragraphs
        )
        assert isinstance(next(iter(app.scenes)), TitleScene)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scenes.top, TitleScene)
        assert not button(app.scenes.top, "Continue").enabled
        key(app, pygame.K_l)  # nothing to load: the button is off, nothing opens
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        app.close()
    assert home.read_text(encoding="utf-8") == "a file where the folder should be"


def test_a_read_only_disk_is_said_in_the_window_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fief_data: Any
) -> None:
    home = tmp_path / "readonly" / "seneschal"
    monkeypatch.setenv("SENESCHAL_HOME", str(home))

    def read_only(self: Path, *args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system", str(self))

    monkeypatch.setattr(Path, "mkdir", read_only)
    app = App(None, registry)
    app._data["fief"] = fief_data
    try:
        app.start()
        step(app, 2)
        message = app.scenes.top
        assert isinstance(message, MessageScene)
        assert message.paragraphs[1:] == [
            f"cannot create the settings folder {home}: the disk is read-only; choose another folder with SENESCHAL_HOME"
        ]
        click(app, button(message, "Carry on").rect.center)
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        app.close()  # the settings cannot be written: a notice, no exception
    assert not home.exists()


def test_play_opens_with_no_folder_for_anything(tmp_path: Path) -> None:
    """``python -m game play`` with a file in place of the player's folder: the window
    runs its frames and closes; stderr says why there is no log, in one line, and no
    traceback."""
    home = tmp_path / "home"
    home.write_text("in the way", encoding="utf-8")
    env = {**os.environ, "SENESCHAL_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run(
        [sys.executable, "-m", "game", "play", "--frames", "5", "--size", "1280x720"],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    blocked = f"{home} is a file, not a folder; move it away"
    lines = run.stderr.splitlines()
    assert lines[0] == f"seneschal: no log file: cannot create the log folder {home}: {blocked}"
    assert all(line.endswith(blocked) for line in lines)  # warnings with no log to go to, one line each


def test_leftover_temporary_files_are_removed_at_start(user_home: Path, make_app) -> None:
    old = user_home / ".autosave.json.x1y2z3w4.tmp"
    young = user_home / ".settings.json.a1b2c3d4.tmp"
    for path in (old, young):
        path.write_text('{"half": ', encoding="utf-8")
    os.utime(old, (time.time() - 600, time.time() - 600))
    make_app()
    assert not old.exists() and young.exists()


# --------------------------------------------------------------------------- many damaged files


def test_the_client_reaches_its_title_and_tries_every_damaged_file(
    user_home: Path, make_app, tmp_path: Path, fief_data: Any
) -> None:
    """A folder of seeded damaged files (settings, autosave, saves of both games): the
    app starts, says what is wrong with the settings, lists every save (the damaged
    ones with their problem), and tries to open each: a damaged one is refused with a
    notice, a sound one opens and closes again. No file is changed by reading it."""
    rng = random.Random(2024)
    sources = []
    for game, players, seed in ((FIEF, 3, 21), (PILGRIMS, 2, 22)):
        data = fief_data if game is FIEF else game.load_data(None)
        _, record = sim.play_game(game, data, players, "random", seed, max_rounds=1, record=True)
        assert record is not None
        path = tmp_path / f"{game.id}.json"
        rnd, step_ = game.rules.progress(record.state)
        record.save(path, {"round": rnd, "phase": step_, "families": game.rules.seat_names(record.state)})
        sources.append(path.read_bytes())
    folder = resources.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (user_home / "settings.json").write_bytes(next(damaged_settings(rng, 1)).content)
    autosave_path().write_bytes(next(damaged_saves(sources, rng, 1)).content)
    for n, damage in enumerate(damaged_saves(sources, rng, 40)):
        (folder / f"{n:02d} {damage.name}.json").write_bytes(damage.content)
    files = {p: p.read_bytes() for p in [*folder.iterdir(), user_home / "settings.json", autosave_path()]}

    app = make_app(scene=None, window_size=None)
    app.start()
    step(app, 2)
    assert isinstance(app.scenes.top, TitleScene)
    infos = list_saves(registry)
    assert len(infos) == 41 and all(i.openable or i.error for i in infos)
    opened = refused = 0
    listed_damaged = sum(not i.openable for i in infos)
    for n in range(len(infos)):
        key(app, pygame.K_l)
        loader = app.scenes.top
        assert isinstance(loader, LoadGameScene), f"save {n}: the Load list did not open"
        info = loader.saves[n]
        loader.list.select(n)
        step(app)
        if not info.openable:
            assert not button(loader, "Open").enabled
            key(app, pygame.K_ESCAPE)
            continue
        notices = len(app.notices)
        click(app, button(loader, "Open").rect.center)
        step(app, 2)
        if app.games():  # a sound save: its table opened; back to the title
            opened += 1
            app.to_title()
        else:
            assert app.scenes.top is loader and loader.saves[n].error, f"{info.path}: refused without a reason"
            assert len(app.notices) == notices + 1 and app.notices[-1][0].startswith(str(info.path))
            refused += 1
            key(app, pygame.K_ESCAPE)
        step(app)
        assert isinstance(app.scenes.top, TitleScene)
    for path, content in files.items():
        if path == autosave_path() and opened:
            continue  # a game opened and left is autosaved: the autosave is the game's own
        assert path.read_bytes() == content, f"{path} changed"
    settings_unread = app.settings_unread
    app.close()
    if settings_unread:  # a settings file with problems is not written over on leaving
        assert (user_home / "settings.json").read_bytes() == files[user_home / "settings.json"]
    assert opened and refused and listed_damaged, (opened, refused, listed_damaged)


def test_a_message_too_long_for_the_window_is_cut_and_whole_in_its_tooltip(app: App) -> None:
    paragraphs = [f"Paragraph {i}: " + "the folder cannot be created " * 8 for i in range(30)]
    message = app.open("message", heading="Many problems", paragraphs=paragraphs, button="Understood")
    step(app)
    assert isinstance(message, MessageScene)
    window = pygame.Rect(0, 0, *app.surface.get_size())
    assert window.contains(message.sheet) and window.contains(button(message, "Understood").rect)
    assert message.lines[-1][0].endswith("…") and len(message.lines) < 30
    inside = (message.sheet.left + 40, message.sheet.top + 80)
    assert message.tooltip_at(inside) == "\n".join(paragraphs)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, TitleScene)


def test_hundreds_of_damaged_settings_files(tmp_path: Path) -> None:
    """Each gives settings of the right types (the defaults where the file is wrong), a
    message for each problem naming the file, and the file as it was; what it gives can
    be saved and read back without a message."""
    path = tmp_path / "settings.json"
    for n, damage in enumerate(damaged_settings(random.Random(1066), 300)):
        path.write_bytes(damage.content)
        settings, found = load_settings(path)
        messages = [str(m) for m in found]
        assert path.read_bytes() == damage.content, f"case {n} ({damage.name}): the file changed"
        assert all(m.startswith(str(path)) and "\n" not in m for m in messages), f"case {n} ({damage.name})"
        assert isinstance(settings.fullscreen, bool) and isinstance(settings.ui_scale, float)
        assert all(type(v) is int for v in settings.window_size) and type(settings.hold_seconds) is int
        again = tmp_path / "again.json"
        save_settings(settings, again)
        assert load_settings(again) == (settings, []), f"case {n} ({damage.name})"


def test_hundreds_of_damaged_autosaves_behind_continue(
    user_home: Path, make_app, tmp_path: Path, fief_data: Any
) -> None:
    """The title reads each damaged autosave: Continue is off with the file and the
    reason in its tooltip, or on; pressed, it opens the game or says why not, in a
    notice naming the file. The file is not changed by any of it."""
    sources = []
    for game, players, seed in ((FIEF, 3, 31), (PILGRIMS, 3, 32)):
        data = fief_data if game is FIEF else game.load_data(None)
        _, record = sim.play_game(game, data, players, "random", seed, max_rounds=1, record=True)
        assert record is not None
        path = tmp_path / f"{game.id}.json"
        rnd, step_ = game.rules.progress(record.state)
        record.save(path, {"round": rnd, "phase": step_, "families": game.rules.seat_names(record.state)})
        sources.append(path.read_bytes())
    app = make_app()
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    tried = opened = 0
    for n, damage in enumerate(damaged_saves(sources, random.Random(1515), 150)):
        autosave_path().write_bytes(damage.content)
        title.resume()  # the title reads the autosave each time it is on top again
        cont = button(title, "Continue")
        if not cont.enabled:
            assert cont.tooltip.startswith(f"The autosave {autosave_path()} cannot be opened: ") or (
                cont.tooltip.startswith("The last game is over")
            ), f"case {n} ({damage.name}): {cont.tooltip}"
        else:
            tried += 1
            notices = len(app.notices)
            click(app, cont.rect.center)
            if app.games():
                opened += 1
                app.scenes.clear()  # leave without the autosave being written anew
                app.open("title")
                title = app.scenes.top
            else:
                assert app.scenes.top is title and len(app.notices) == notices + 1, f"case {n} ({damage.name})"
                assert app.notices[-1][0].startswith(str(autosave_path()))
                assert not button(title, "Continue").enabled
        assert autosave_path().read_bytes() == damage.content, f"case {n} ({damage.name}): the autosave changed"
    assert tried and opened, (tried, opened)
