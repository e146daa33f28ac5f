"""The player's folders: settings in the config folder, saves in the data folder, the
log in the log folder, SENESCHAL_HOME for all three; the settings file moved once from
where older versions kept it; folders that cannot be made say why. Nothing here
touches the real home: every folder is a temporary one."""

from __future__ import annotations

import errno
import logging
import os
import sys
import time
from pathlib import Path

import pytest

from game import resources
from game.ui import controller, settings


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """SENESCHAL_HOME pointing at a fresh folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv("SENESCHAL_HOME", str(folder))
    return folder


@pytest.fixture
def system(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """No SENESCHAL_HOME; platformdirs' folders and the old folder all in tmp_path."""
    folders = {
        "config": tmp_path / "config" / "seneschal",
        "data": tmp_path / "data" / "seneschal",
        "log": tmp_path / "state" / "seneschal" / "log",
        "old": tmp_path / "old" / "seneschal",
    }
    monkeypatch.delenv("SENESCHAL_HOME", raising=False)
    monkeypatch.setattr(resources.platformdirs, "user_config_path", lambda *a, **k: folders["config"])
    monkeypatch.setattr(resources.platformdirs, "user_data_path", lambda *a, **k: folders["data"])
    monkeypatch.setattr(resources.platformdirs, "user_log_path", lambda *a, **k: folders["log"])
    monkeypatch.setattr(resources, "legacy_user_dir", lambda: folders["old"])
    return folders


def test_seneschal_home_holds_everything(home: Path) -> None:
    assert resources.config_dir() == resources.user_data_dir() == resources.log_dir() == home
    assert resources.legacy_user_dir() == home
    assert resources.saves_dir() == home / "saves"
    assert settings.settings_path() == home / "settings.json"
    assert not home.exists()  # looking a folder up never creates it
    assert controller.autosave_path() == home / "autosave.json"
    assert home.is_dir()  # the autosave's folder is made ready


def test_each_kind_of_file_in_its_system_folder(system: dict[str, Path]) -> None:
    assert resources.config_dir() == system["config"]
    assert resources.user_data_dir() == system["data"]
    assert resources.saves_dir() == system["data"] / "saves"
    assert resources.log_dir() == system["log"]
    assert settings.settings_path() == system["config"] / "settings.json"
    assert controller.autosave_path() == system["data"] / "autosave.json"
    assert resources.user_dir() == system["data"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders of Linux")
def test_the_linux_folders_follow_xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SENESCHAL_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("CONFIG", "DATA", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    assert resources.config_dir() == tmp_path / "config" / "seneschal"
    assert resources.user_data_dir() == tmp_path / "data" / "seneschal"
    assert resources.log_dir() == tmp_path / "state" / "seneschal" / "log"
    # Saves and the autosave stay where older versions wrote them.
    assert resources.legacy_user_dir() == resources.user_data_dir()


def test_old_settings_move_to_the_config_folder_once(system: dict[str, Path]) -> None:
    old = system["old"] / "settings.json"
    old.parent.mkdir(parents=True)
    content = b'{"version": 1, "ui_scale": 1.2, "fullscreen": true}\n'
    old.write_bytes(content)
    path = settings.settings_path()
    assert path == system["config"] / "settings.json"
    assert path.read_bytes() == content and not old.exists()
    loaded, messages = settings.load_settings()
    assert (loaded.ui_scale, loaded.fullscreen, messages) == (1.2, True, [])
    assert settings.settings_path() == path  # nothing left to move
    old.write_bytes(b'{"version": 1, "ui_scale": 0.8}\n')  # an old copy comes back
    assert settings.settings_path() == path and path.read_bytes() == content
    assert old.exists()  # left alone: the new file wins


def test_settings_saved_in_the_config_folder(system: dict[str, Path]) -> None:
    settings.save_settings(settings.Settings(ui_scale=0.9))
    assert (system["config"] / "settings.json").is_file()
    assert settings.load_settings()[0].ui_scale == 0.9


def test_a_file_in_place_of_a_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "seneschal"
    blocker.write_text("not a folder", encoding="utf-8")
    with pytest.raises(resources.FolderError) as caught:
        resources.ensure_dir(blocker, "settings")
    assert (
        str(caught.value)
        == f"cannot create the settings folder {blocker}: {blocker} is a file, not a folder; move it away"
    )
    with pytest.raises(OSError):  # reported wherever failed writes are
        resources.ensure_dir(blocker / "log", "log")
    with pytest.raises(resources.FolderError) as caught:
        resources.ensure_dir(blocker / "log", "log")
    assert (
        str(caught.value)
        == f"cannot create the log folder {blocker / 'log'}: {blocker} is a file, not a folder; move it away"
    )


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="needs a folder this user may not write to")
def test_a_read_only_folder(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        with pytest.raises(resources.FolderError) as caught:
            resources.ensure_dir(locked / "seneschal", "saves")
    finally:
        locked.chmod(0o700)
    assert str(caught.value) == (
        f"cannot create the saves folder {locked / 'seneschal'}: "
        "permission denied; choose a folder you may write to with SENESCHAL_HOME"
    )


def test_a_blocked_settings_folder_is_reported_not_raised_on_loading(
    system: dict[str, Path], caplog: pytest.LogCaptureFixture
) -> None:
    system["config"].parent.mkdir(parents=True)
    system["config"].write_text("in the way", encoding="utf-8")
    loaded, messages = settings.load_settings()
    assert loaded == settings.Settings() and len(messages) == 1 and "using the default settings" in str(messages[0])
    with pytest.raises(resources.FolderError) as caught:
        settings.save_settings(settings.Settings())
    assert str(caught.value).startswith(f"cannot create the settings folder {system['config']}: ")
    # An old settings file that cannot move is used where it is.
    old = system["old"] / "settings.json"
    old.parent.mkdir(parents=True)
    old.write_text('{"version": 1, "ui_scale": 1.1}\n', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="game.resources"):
        assert settings.settings_path() == old
    assert settings.load_settings()[0].ui_scale == 1.1
    assert any("is used where it is" in r.getMessage() for r in caplog.records)


def test_a_blocked_data_folder_is_logged_not_raised(system: dict[str, Path], caplog: pytest.LogCaptureFixture) -> None:
    system["data"].parent.mkdir(parents=True)
    system["data"].write_text("in the way", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="game.resources"):
        assert controller.autosave_path() == system["data"] / "autosave.json"
    assert [r.getMessage() for r in caplog.records] == [
        f"cannot create the saves folder {system['data']}: {system['data']} is a file, not a folder; move it away"
    ]


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (
            PermissionError(errno.EACCES, "Permission denied"),
            "permission denied; choose a folder you may write to with SENESCHAL_HOME",
        ),
        (
            OSError(errno.EROFS, "Read-only file system"),
            "the disk is read-only; choose another folder with SENESCHAL_HOME",
        ),
        (OSError(errno.ENOSPC, "No space left on device"), "No space left on device"),
    ],
)
def test_why_a_folder_cannot_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, reason: str
) -> None:
    def refuse(self: Path, *args: object, **kwargs: object) -> None:
        raise error

    monkeypatch.setattr(Path, "mkdir", refuse)
    with pytest.raises(resources.FolderError) as caught:
        resources.ensure_dir(tmp_path / "seneschal", "log")
    assert str(caught.value) == f"cannot create the log folder {tmp_path / 'seneschal'}: {reason}"
    assert caught.value.errno == error.errno


def test_preparing_the_folders_makes_them_or_says_why_not(system: dict[str, Path]) -> None:
    assert resources.prepare_player_folders() == []
    assert all(system[k].is_dir() for k in ("config", "data", "log")) and (system["data"] / "saves").is_dir()
    for folder in (system["config"], system["data"] / "saves", system["data"]):
        folder.rmdir()
    system["data"].write_text("in the way", encoding="utf-8")
    assert resources.prepare_player_folders() == [  # said once: not again for the saves folder inside it
        f"cannot create the saves folder {system['data']}: {system['data']} is a file, not a folder; move it away"
    ]
    assert system["config"].is_dir() and system["data"].read_text(encoding="utf-8") == "in the way"


def test_preparing_the_folders_when_seneschal_home_is_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.write_bytes(b"not a folder")
    monkeypatch.setenv("SENESCHAL_HOME", str(home))
    assert resources.prepare_player_folders() == [
        f"cannot create the settings folder {home}: {home} is a file, not a folder; move it away"
    ]
    assert resources.remove_leftovers() == []
    assert home.read_bytes() == b"not a folder"


def test_leftovers_of_killed_writes_are_removed_and_nothing_else(home: Path) -> None:
    saves = home / "saves"
    saves.mkdir(parents=True)
    old = [
        home / ".settings.json.k2j_x9a0.tmp",
        home / ".autosave.json.abcdefgh.tmp",
        saves / ".Before the war.json.0a1b2c3d.tmp",
    ]
    young = saves / ".Round 3.json.zz99yy88.tmp"
    kept = [
        home / "settings.json",
        home / ".settings.json.tmp",  # not one of ours: no eight-letter part
        home / "notes.abcdefgh.tmp",  # no leading dot
        saves / "game.json",
        saves / ".game.json.ABCDEFGH.tmp",  # capitals: no temporary name of ours
    ]
    for path in [*old, young, *kept]:
        path.write_text("{}", encoding="utf-8")
    (home / ".folder.json.abcdefgh.tmp").mkdir()  # a folder, not a file: left alone
    now = time.time()
    for path in old:
        os.utime(path, (now - 3600, now - 3600))
    assert sorted(resources.remove_leftovers(now)) == sorted(old)
    assert not any(p.exists() for p in old)
    assert young.exists() and all(p.exists() for p in kept) and (home / ".folder.json.abcdefgh.tmp").is_dir()
    assert resources.remove_leftovers(now + resources.LEFTOVER_AGE + 1) == [young]


def test_a_write_killed_before_its_rename_leaves_a_leftover_that_start_up_removes(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What ``write_atomic`` leaves when the process dies between writing and renaming is
    exactly what ``remove_leftovers`` looks for."""
    from game.core import saves

    home.mkdir()
    target = home / "autosave.json"
    target.write_text("the old autosave", encoding="utf-8")

    def killed(*args: object) -> None:
        raise KeyboardInterrupt  # the process stops here

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", killed)
        patch.setattr(os, "unlink", lambda path: None)  # a killed process cleans nothing up
        with pytest.raises(KeyboardInterrupt):
            saves.write_atomic(target, "the new autosave")
    (leftover,) = [p for p in home.iterdir() if p.name != "autosave.json"]
    assert resources.LEFTOVER.match(leftover.name)
    assert resources.remove_leftovers() == []  # a write of this very minute may be going on
    assert resources.remove_leftovers(time.time() + resources.LEFTOVER_AGE + 1) == [leftover]
    assert target.read_text(encoding="utf-8") == "the old autosave"


#: A process that starts ``write_atomic`` on the files it is given, each on its own
#: thread, and is killed while every write waits in its fsync: between the temporary file
#: and the rename, where a kill leaves a leftover (issue 26: 34 kills in 100 left one).
_STUCK_WRITER = """
import os, sys, threading, time
from game.core import saves
targets = sys.argv[1:]
ready = threading.Barrier(len(targets) + 1)
def stuck(fd):
    ready.wait()
    time.sleep(600)
os.fsync = stuck
for target in targets:
    threading.Thread(target=saves.write_atomic, args=(target, "the new file"), daemon=True).start()
ready.wait()
print("writing", flush=True)
time.sleep(600)
"""


def killed_writes(*targets: Path) -> int:
    """Kill a process in the middle of writing ``targets``; its process id (gone)."""
    import subprocess

    root = Path(__file__).resolve().parents[2]
    writer = subprocess.Popen(
        [sys.executable, "-c", _STUCK_WRITER, *map(str, targets)], cwd=root, stdout=subprocess.PIPE, text=True
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
    finally:
        writer.kill()
        writer.wait(30)  # reaped: its id names no process now
    return writer.pid


def test_writes_killed_before_their_rename_are_removed_at_the_next_start_whatever_their_age(home: Path) -> None:
    from game.core import saves

    (home / "saves").mkdir(parents=True)
    targets = [home / "autosave.json", home / "settings.json", *(home / "saves" / f"game {n}.json" for n in range(8))]
    for target in targets:
        target.write_text("the old file", encoding="utf-8")
    pid = killed_writes(*targets)
    leftovers = sorted(p for p in [*home.iterdir(), *(home / "saves").iterdir()] if p.suffix == ".tmp")
    assert [saves.TEMP_FILE.match(p.name)["pid"] for p in leftovers] == [str(pid)] * len(targets)
    assert not saves.process_alive(pid) and all(saves.orphaned(p.name) for p in leftovers)
    assert sorted(resources.remove_leftovers()) == leftovers  # at once: their writer is gone
    assert all(target.read_text(encoding="utf-8") == "the old file" for target in targets)


def test_the_next_write_of_a_file_removes_what_a_killed_write_of_it_left(home: Path) -> None:
    from game.core import saves

    home.mkdir()
    target, other = home / "autosave.json", home / "settings.json"
    killed_writes(target, other)
    assert len(list(home.glob(".autosave.json.*.tmp"))) == len(list(home.glob(".settings.json.*.tmp"))) == 1
    saves.write_atomic(target, "the next autosave")
    assert target.read_text(encoding="utf-8") == "the next autosave"
    assert list(home.glob(".autosave.json.*.tmp")) == []  # this file's leftover went
    assert len(list(home.glob(".settings.json.*.tmp"))) == 1  # another file's waits for its own write


def test_a_temporary_file_of_a_running_writer_is_left_alone_for_a_minute(home: Path) -> None:
    """Another Seneschal writing now (this very process stands for it): its file stays
    until it is older than LEFTOVER_AGE, as a file of an older version's name does."""
    from game.core import saves

    home.mkdir()
    running = home / f".autosave.json.{os.getpid()}.abcd_123.tmp"
    older_name = home / ".settings.json.abcd_123.tmp"
    for path in (running, older_name):
        path.write_text("{", encoding="utf-8")
    assert saves.process_alive(os.getpid()) and not saves.orphaned(running.name)
    assert resources.remove_leftovers() == []
    saves.write_atomic(home / "autosave.json", "{}")
    assert running.exists()
    later = time.time() + resources.LEFTOVER_AGE + 1
    assert sorted(resources.remove_leftovers(later)) == sorted([running, older_name])


def test_the_process_ids_a_temporary_file_may_name() -> None:
    from game.core import saves

    assert not saves.process_alive(0) and not saves.process_alive(-4)
    assert saves.TEMP_FILE.match(".Round 3.json.12345.zz99_y88.tmp")["name"] == "Round 3.json"
    assert saves.TEMP_FILE.match(".settings.json.zz99yy88.tmp") is None  # an older version's name
