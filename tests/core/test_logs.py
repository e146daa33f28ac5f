"""The log file: warnings and errors of every logger, once per process, rotated small,
uncaught exceptions recorded; a log that cannot be written costs one line on stderr."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import resources
from game.core import logs

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_logging() -> Iterator[None]:
    """Take away any log file configured earlier in this process, and put back the
    root logger, the warning capture and the exception hooks afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    hooks = (sys.excepthook, threading.excepthook)
    for handler in handlers:
        if isinstance(handler, logs.LogFile):
            root.removeHandler(handler)
    yield
    for handler in list(root.handlers):
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    for handler in handlers:
        if handler not in root.handlers:
            root.addHandler(handler)
    root.setLevel(level)
    logging.captureWarnings(False)
    sys.excepthook, threading.excepthook = hooks


def flush() -> None:
    for handler in logging.getLogger().handlers:
        handler.flush()


def test_warnings_and_errors_go_to_the_file_once(tmp_path: Path, fresh_logging: None) -> None:
    path = tmp_path / logs.LOG_NAME
    assert logs.configure(path) == path
    assert logs.configure(tmp_path / "other.log") == path  # once per process
    assert logs.current() == path
    log = logging.getLogger("game.test")
    log.info("not kept")
    log.warning("the autosave folder is full")
    log.error("a save did not replay")
    flush()
    text = path.read_text(encoding="utf-8")
    assert "not kept" not in text
    assert " WARNING game.test: the autosave folder is full" in text
    assert " ERROR game.test: a save did not replay" in text
    assert not (tmp_path / "other.log").exists()


def test_the_file_stays_small(tmp_path: Path, fresh_logging: None) -> None:
    path = logs.configure(tmp_path / logs.LOG_NAME)
    assert path is not None
    handler = next(h for h in logging.getLogger().handlers if isinstance(h, logs.LogFile))
    assert (handler.maxBytes, handler.backupCount) == (logs.MAX_BYTES, logs.BACKUPS)
    line = "x" * 1000
    for _ in range(3 * logs.MAX_BYTES // 1000):
        logging.getLogger("game.test").warning(line)
    flush()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == [logs.LOG_NAME, f"{logs.LOG_NAME}.1", f"{logs.LOG_NAME}.2"]
    assert all((tmp_path / name).stat().st_size <= logs.MAX_BYTES for name in files)


def test_a_log_that_cannot_be_opened(tmp_path: Path, fresh_logging: None, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / logs.LOG_NAME).mkdir()  # a folder where the file should be
    assert logs.configure(tmp_path / logs.LOG_NAME) is None
    assert logs.current() is None
    err = capsys.readouterr().err
    assert err.startswith(f"seneschal: no log file: cannot open {tmp_path / logs.LOG_NAME}: ")
    assert err.count("\n") == 1


def test_a_log_folder_that_cannot_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_logging: None, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "home"
    blocker.write_text("in the way", encoding="utf-8")
    monkeypatch.setenv("SENESCHAL_HOME", str(blocker))
    assert resources.start_log() is None
    assert capsys.readouterr().err == (
        f"seneschal: no log file: cannot create the log folder {blocker}: {blocker} is a file, not a folder; move it away\n"
    )


def test_start_log_writes_in_the_log_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_logging: None
) -> None:
    monkeypatch.setenv("SENESCHAL_HOME", str(tmp_path / "home"))
    assert resources.start_log() == tmp_path / "home" / logs.LOG_NAME
    assert (tmp_path / "home" / logs.LOG_NAME).is_file()


def _run(code: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SENESCHAL_HOME=str(home))
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_the_command_line_starts_the_log(tmp_path: Path) -> None:
    done = _run("import sys\nfrom game.cli import main\nsys.exit(main(['games', '--json']))", tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / logs.LOG_NAME).is_file()


def test_uncaught_exceptions_are_recorded(tmp_path: Path) -> None:
    code = (
        "import threading, warnings\n"
        "from game import resources\n"
        "resources.start_log()\n"
        "warnings.warn('an old save format')\n"
        "worker = threading.Thread(target=lambda: 1 / 0, name='autosave')\n"
        "worker.start(); worker.join()\n"
        "raise RuntimeError('the table fell over')\n"
    )
    done = _run(code, tmp_path)
    assert done.returncode == 1
    assert "RuntimeError: the table fell over" in done.stderr  # still reported as usual
    text = (tmp_path / logs.LOG_NAME).read_text(encoding="utf-8")
    assert "WARNING py.warnings:" in text and "an old save format" in text
    assert "CRITICAL game.core.logs: uncaught exception in thread autosave" in text
    assert "ZeroDivisionError" in text
    assert "CRITICAL game.core.logs: uncaught exception\n" in text
    assert "RuntimeError: the table fell over" in text
