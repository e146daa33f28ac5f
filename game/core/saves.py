"""Save files: JSON with a format version, the set-up, the seed, every action and a
snapshot of the final state with its hash. The game is fully determined by set-up,
seed and actions; the snapshot lets a loader check that replaying gives the same game.

Files are written atomically (temporary file, fsync, rename) and never written while
being read, so a failed load leaves the file exactly as it was.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from game.core import jsonform
from game.core.errors import SaveError
from game.core.i18n import N_, m

FORMAT = "seneschal-save"
#: The envelope's format. Version 2 added ``game_version``, the version of the game's own
#: save documents (its config and actions), which the game migrates itself; a version 1
#: file is read as a game_version 1 document of the game it names.
VERSION = 2


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(snapshot: Any) -> str:
    return hashlib.sha256(canonical_json(snapshot).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class SaveFile:
    path: str
    game: str
    config: dict[str, Any]
    seed: int
    actions: list[dict[str, Any]]
    snapshot: dict[str, Any]
    snapshot_hash: str
    meta: dict[str, Any]
    #: the version of the game's save documents (``GameDescriptor.save_version``)
    game_version: int = 1


#: The temporary file of an atomic write: ".NAME.PID.xxxxxxxx.tmp", the name of the file
#: written, the id of the process writing it, then ``mkstemp``'s eight characters. A
#: process killed before its rename leaves it behind; its id tells that its writer is
#: gone, so that the next write of the file, or the next start, removes it at once.
TEMP_FILE = re.compile(r"^\.(?P<name>.+)\.(?P<pid>[0-9]{1,10})\.[a-z0-9_]{8}\.tmp$")


def process_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs on this machine (one we may not signal does)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return _windows_process_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process is there
    except ProcessLookupError:
        return False
    except OSError:
        return True  # there, but another user's
    return True


def _windows_process_alive(pid: int) -> bool:
    import ctypes

    kernel = getattr(ctypes, "windll").kernel32  # noqa: B009  (Windows only)
    handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return bool(kernel.GetLastError() == 5)  # ERROR_ACCESS_DENIED: there, but not ours
    try:
        code = ctypes.c_ulong()
        return bool(kernel.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259  # STILL_ACTIVE
    finally:
        kernel.CloseHandle(handle)


def orphaned(name: str) -> bool:
    """Whether ``name`` is a temporary file of ``write_atomic`` whose writer is gone."""
    match = TEMP_FILE.match(name)
    return match is not None and not process_alive(int(match["pid"]))


def _remove_orphans(target: Path) -> None:
    """Remove the temporary files of ``target`` that writers killed before their rename
    left beside it (a new write of the file makes them useless)."""
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return
    for entry in entries:
        match = TEMP_FILE.match(entry.name)
        if match is None or match["name"] != target.name or not orphaned(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
        except OSError:
            pass  # start-up tries again (game.resources.remove_leftovers)


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write a whole file or nothing: a crash leaves the old file or the new one, and a
    temporary file (``TEMP_FILE``) that the next write of the file removes."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _remove_orphans(target)
    try:  # make the rename itself durable where the platform allows it
        dfd = os.open(target.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def write_save(
    path: str | os.PathLike[str],
    game: str,
    config: dict[str, Any],
    seed: int,
    actions: list[dict[str, Any]],
    snapshot: dict[str, Any],
    meta: dict[str, Any] | None = None,
    game_version: int = 1,
) -> None:
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "game_version": game_version,
        "config": config,
        "seed": seed,
        "actions": actions,
        "snapshot": snapshot,
        "snapshot_hash": state_hash(snapshot),
        "meta": meta or {},
    }
    write_atomic(path, json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def read_save(path: str | os.PathLike[str]) -> SaveFile:
    """Read and check the envelope of a save; replaying it is the game's business.

    Raises SaveError with one sentence naming the file (and the field, where known) for
    anything a damaged or edited file may hold; the file is only read."""
    p = str(path)
    try:
        doc = jsonform.read_json_file(path)
    except FileNotFoundError:
        raise SaveError(m("core.save.no_file", file=p)) from None
    except OSError as exc:
        raise SaveError(m("core.save.unreadable", file=p, error=str(exc.strerror or exc))) from None
    except jsonform.JsonError as exc:
        if exc.id == "core.json.not_utf8":
            raise SaveError(m("core.save.not_text", problem=exc.located(p))) from None
        raise SaveError(exc.located(p)) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(m("core.save.not_a_save", file=p, format=repr(FORMAT)))
    version = doc.get("version")
    if not _whole(version):
        raise SaveError(m("core.save.version_missing", file=p))
    if version > VERSION:
        raise SaveError(m("core.save.version_newer", file=p, version=version, reads=VERSION))
    if version < 1:
        raise SaveError(m("core.save.version_never", file=p, version=version))
    fields = {"game": str, "config": dict, "seed": int, "actions": list, "snapshot": dict, "snapshot_hash": str}
    for name, typ in fields.items():
        value = doc.get(name)
        if not isinstance(value, typ) or (typ is int and not _whole(value)):
            raise SaveError(m("core.save.field_type", file=p, field=name, expected=m(_WORDS[typ])))
    if not doc["game"]:
        raise SaveError(m("core.save.game_empty", file=p))
    meta = doc.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError(m("core.save.meta", file=p))
    wrong = meta_problem(meta)
    if wrong is not None:
        raise SaveError(m("core.save.meta_type", file=p, field=wrong[0], expected=m(wrong[1])))
    if state_hash(doc["snapshot"]) != doc["snapshot_hash"]:
        raise SaveError(m("core.save.hash", file=p))
    doc = migrate(doc)
    game_version = doc.get("game_version")
    if not _whole(game_version) or game_version < 1:
        raise SaveError(m("core.save.game_version", file=p))
    return SaveFile(
        p,
        doc["game"],
        doc["config"],
        doc["seed"],
        doc["actions"],
        doc["snapshot"],
        doc["snapshot_hash"],
        meta,
        game_version,
    )


_WORDS = {
    str: N_("core.save.type_text"),
    dict: N_("core.save.type_object"),
    int: N_("core.save.type_number"),
    list: N_("core.save.type_list"),
}


#: the key of ``meta`` naming the mod a save was played with (``game.core.mods``)
MOD_KEY = "mod"


def meta_problem(meta: dict[str, Any]) -> tuple[str, str] | None:
    """The field of a save's ``meta`` whose value is of the wrong type, and the message id
    of what it should be; None when every field it has is right. ``meta`` is what the
    client writes (``Controller.save_meta``): where the game stands (``round``,
    ``phase``), its seats' names (``families``), how it ended (``outcome``) and the mod it
    was played with; each may be missing, and other fields are kept as they are.

    Every way of opening a save reads it through ``read_save``, which refuses such a
    save: the saves list, Open and ``replay`` give the same reason."""
    for name in ("round", "phase"):
        if name in meta and not (_whole(meta[name]) and meta[name] >= 0):
            return name, N_("core.save.type_count")
    families = meta.get("families", [])
    if not isinstance(families, list) or not all(isinstance(name, str) for name in families):
        return "families", N_("core.save.type_names")
    outcome = meta.get("outcome")
    if outcome is not None:
        winners = outcome.get("winners", []) if isinstance(outcome, dict) else None
        reason = outcome.get("reason", "") if isinstance(outcome, dict) else None
        if (
            not isinstance(winners, list)
            or not all(_whole(seat) and seat >= 0 for seat in winners)
            or not isinstance(reason, str)
        ):
            return "outcome", N_("core.save.type_outcome")
    if MOD_KEY in meta:
        mod = meta[MOD_KEY]
        path = mod.get("path") if isinstance(mod, dict) else None
        files = mod.get("files") if isinstance(mod, dict) else None
        if (
            not isinstance(path, str)
            or not path
            or not isinstance(files, dict)
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in files.items())
        ):
            return MOD_KEY, N_("core.save.type_mod")
    return None


def _whole(value: Any) -> TypeGuard[int]:
    """Whether ``value`` is a whole number (``true`` and ``false`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """An envelope of an older format brought up to ``VERSION`` (a new dict)."""
    doc = dict(doc)
    if doc["version"] == 1:  # version 1 had no game_version: its documents are version 1
        doc["game_version"] = 1
        doc["version"] = 2
    return doc
