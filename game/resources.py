"""The one place that finds the product's folders.

What ships with the game: assets/, maps/ and data/. In the source tree they sit beside
the ``game`` package; in a PyInstaller bundle they are unpacked under ``sys._MEIPASS``.
``SENESCHAL_ROOT`` overrides both (tests, mods).

What belongs to the player, in the folders each system keeps for programs (from
platformdirs), never inside the bundle:

============  ======================================  ===============================  =========================================
folder        Linux (XDG)                             macOS                            Windows
============  ======================================  ===============================  =========================================
config_dir    ~/.config/seneschal                     ~/Library/Application Support/   %APPDATA%\\Seneschal
              (settings.json)                         Seneschal
user_data_dir ~/.local/share/seneschal                ~/Library/Application Support/   %APPDATA%\\Seneschal
              (autosave.json, saves/)                 Seneschal
log_dir       ~/.local/state/seneschal/log            ~/Library/Logs/Seneschal         %APPDATA%\\Seneschal\\Logs
              (seneschal.log)
============  ======================================  ===============================  =========================================

The textures the client makes once are kept in platformdirs' user cache folder
(``~/.cache/seneschal/textures`` on Linux; see ``game.ui.render.texture_store``), and so
are the compiled message catalogues (``messages``): losing them costs a slower start,
nothing else.

``SENESCHAL_HOME`` overrides all of them: everything then lives in that one folder (a
portable copy, the tests), the textures in its ``cache/textures``. The lookups never create anything; ``ensure_dir`` creates a
folder or raises ``FolderError`` saying plainly why it cannot.

Before these folders, everything lived in one folder, the user data folder
(``legacy_user_dir``). ``adopt_legacy_file`` moves a file from there to its new folder,
once: the settings file on Linux.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

import platformdirs

from game.core.errors import SeneschalError
from game.core.i18n import N_, Message, m

#: The application's folder name: lower case where the system's custom is lower case.
APP_NAME = "Seneschal" if sys.platform in ("win32", "darwin") else "seneschal"  # words: not shown

_log = logging.getLogger(__name__)


def root() -> Path:
    override = os.environ.get("SENESCHAL_ROOT")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def data_dir(game: str = "fief") -> Path:
    return root() / "data" / game


def map_path(game: str = "fief") -> Path:
    return root() / "maps" / f"{game}.tmx"


def assets_dir() -> Path:
    return root() / "assets"


# --------------------------------------------------------------------------------------
# The player's folders
# --------------------------------------------------------------------------------------


class FolderError(SeneschalError, OSError):
    """A folder of the player's that cannot be created; str() says which and why.

    It is an OSError too, so that code that reports failed writes reports it."""

    def __str__(self) -> str:
        return str(self.strerror)


def home_override() -> Path | None:
    """The one folder ``SENESCHAL_HOME`` names for everything of the player's, or None."""
    override = os.environ.get("SENESCHAL_HOME")
    return Path(override) if override else None


def config_dir() -> Path:
    """Where the settings live."""
    return home_override() or platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True)


def user_data_dir() -> Path:
    """Where the autosave and the ``saves`` folder live."""
    return home_override() or platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)


def saves_dir() -> Path:
    """Where named saves live."""
    return user_data_dir() / "saves"


def log_dir() -> Path:
    """Where the log file lives."""
    return home_override() or platformdirs.user_log_path(APP_NAME, appauthor=False, roaming=True)


def cache_dir() -> Path:
    """Where what the program can make again is kept (textures, compiled catalogues).

    ``SENESCHAL_CACHE`` names it outright (the tests share one for the whole run, so a
    thousand short-lived user folders do not each fill with the same textures); otherwise
    it is ``cache`` in ``SENESCHAL_HOME``, or platformdirs' user cache folder.
    """
    cache = os.environ.get("SENESCHAL_CACHE")
    if cache:
        return Path(cache)
    home = home_override()
    if home is not None:
        return home / "cache"
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def legacy_user_dir() -> Path:
    """The one folder versions before the split into config, data and log folders kept
    everything in (settings included)."""
    override = home_override()
    if override:
        return override
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA", Path.home())) / "Seneschal"  # words: not shown
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Seneschal"  # words: not shown
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "seneschal"


def _obstacle(path: Path) -> Path | None:
    """The nearest of ``path`` and its parents that exists but is not a folder."""
    for candidate in (path, *path.parents):
        if candidate.is_dir():
            return None
        if candidate.exists():
            return candidate
    return None


#: the player's folders by what they hold, in words
_FOLDERS = {
    "settings": N_("core.folder.settings"),
    "saves": N_("core.folder.saves"),
    "log": N_("core.folder.log"),
    "autosave": N_("core.folder.autosave"),
}


def _folder_words(what: str) -> Message:
    return m(_FOLDERS[what]) if what in _FOLDERS else m("core.folder.other", what=what)


def folder_problem(path: Path, exc: OSError, what: str) -> Message:
    """Why the folder ``path`` (for ``what``) cannot be created, as a message."""
    obstacle = _obstacle(path)
    if obstacle is not None:
        reason = m("core.folder.file_in_the_way", obstacle=str(obstacle))
    elif exc.errno in (errno.EACCES, errno.EPERM):
        reason = m("core.folder.permission")
    elif exc.errno == errno.EROFS:
        reason = m("core.folder.read_only")
    else:
        reason = m("core.folder.system", error=str(exc.strerror or exc))
    return m("core.folder.cannot_create", what=_folder_words(what), path=str(path), reason=reason)


def ensure_dir(path: Path, what: str) -> Path:
    """Create the folder ``path`` (for ``what``: "settings", "saves", "log") if needed.

    Raises FolderError with a plain sentence when it cannot be created: a file in its
    place, no permission, a read-only disk.
    """
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise FolderError(exc.errno, folder_problem(path, exc, what)) from None
    if not path.is_dir():  # mkdir(exist_ok=True) accepts a symlink to a file on some systems
        raise FolderError(
            errno.ENOTDIR,
            m(
                "core.folder.cannot_create",
                what=_folder_words(what),
                path=str(path),
                reason=m("core.folder.not_a_folder"),
            ),
        )
    return path


def user_dir() -> Path:
    """The user data folder (autosave, ``saves``), created when it can be.

    Kept for callers written before ``config_dir``, ``user_data_dir``, ``saves_dir`` and
    ``log_dir``; prefer those. A folder that cannot be created is logged with the
    reason, not raised: the write that follows reports its own failure to the player.
    """
    folder = user_data_dir()
    try:
        ensure_dir(folder, "saves")
    except FolderError as exc:
        _log.warning("%s", exc)
    return folder


def adopt_legacy_file(name: str, folder: Path, what: str) -> Path:
    """The path of the file ``name`` in ``folder``, after moving it there from
    ``legacy_user_dir()`` if it is still there and ``folder`` has none (once, then).

    The content is kept byte for byte. Never raises: when the move fails, the reason is
    logged and the old file is used where it is, so the player's choices still apply.
    """
    new = folder / name
    old = legacy_user_dir() / name
    if os.path.abspath(old) == os.path.abspath(new) or not old.is_file() or new.exists():
        return new
    try:
        ensure_dir(folder, what)
        fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
        os.close(fd)
        try:
            shutil.copy2(old, temporary)
            os.replace(temporary, new)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        old.unlink()
    except OSError as exc:
        _log.warning("could not move %s to %s (%s); it is used where it is", old, new, exc)
        return new if new.is_file() else old
    _log.info("moved %s to %s", old, new)
    return new


def player_folders() -> list[tuple[Path, str]]:
    """The player's folders, each once, with what it holds: settings, saves (the data
    folder and its ``saves``), log."""
    found: list[tuple[Path, str]] = []
    for folder, what in (
        (config_dir(), "settings"),
        (user_data_dir(), "saves"),
        (saves_dir(), "saves"),
        (log_dir(), "log"),
    ):
        if all(folder != known for known, _ in found):
            found.append((folder, what))
    return found


def prepare_player_folders() -> list[str]:
    """Create the player's folders where they are missing. Returns one sentence for each
    that cannot be created (a file in its place, a read-only disk, no permission); never
    raises, and the program runs on without them."""
    problems: list[str] = []
    failed: list[Path] = []
    for folder, what in player_folders():
        if any(f in folder.parents for f in failed):
            continue  # its parent's problem is said already
        try:
            ensure_dir(folder, what)
        except FolderError as exc:
            failed.append(folder)
            problems.append(str(exc))
    return problems


#: A temporary file of an atomic write (``tempfile.mkstemp(prefix=".NAME.PID.", suffix=".tmp")``:
#: eight letters, digits or underscores between), left behind when the write was killed
#: before its rename. Files of older versions have no PID part.
LEFTOVER = re.compile(r"^\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp$")
#: A temporary file younger than this (seconds), whose writer may still be running (its
#: process is alive, or its name does not say which it is), may belong to a write going
#: on in another Seneschal running at the same time: it is left alone.
LEFTOVER_AGE = 60.0


def remove_leftovers(now: float | None = None) -> list[Path]:
    """Remove the temporary files that writes killed before their rename left in the
    folders the program writes to (settings, the data folder, saves): files named
    ``.NAME.PID.xxxxxxxx.tmp`` whose process is gone, whatever their age, and any
    ``.NAME.xxxxxxxx.tmp`` older than LEFTOVER_AGE seconds. Nothing else is touched.
    Returns the files removed; a file that cannot be removed is logged and left."""
    from game.core.saves import orphaned

    now = time.time() if now is None else now
    removed: list[Path] = []
    for folder, what in player_folders():
        if what == "log":
            continue
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not LEFTOVER.match(entry.name):
                continue
            try:
                if not entry.is_file(follow_symlinks=False) or (
                    not orphaned(entry.name) and now - entry.stat(follow_symlinks=False).st_mtime < LEFTOVER_AGE
                ):
                    continue
                os.unlink(entry.path)
            except OSError as exc:
                _log.warning("could not remove the leftover temporary file %s (%s)", entry.path, exc)
                continue
            _log.warning("removed %s, left by a write that was stopped before it ended", entry.path)
            removed.append(Path(entry.path))
    return removed


def start_log() -> Path | None:
    """Send the warnings and errors of the whole program to ``log_dir()/seneschal.log``,
    once per process. Returns the log file, or None when it cannot be written: one line
    on stderr says why, and the program runs on without a log."""
    from game.core import logs  # (logging's handlers are imported only here)

    folder = log_dir()
    try:
        ensure_dir(folder, "log")
    except FolderError as exc:
        why = exc.strerror
        said = m("core.log.no_log_file", reason=why if isinstance(why, Message) else str(exc))
        sys.stderr.write(f"seneschal: {said}\n")  # words: not shown
        return None
    return logs.configure(folder / logs.LOG_NAME)
