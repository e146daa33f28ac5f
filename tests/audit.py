"""Which files the code opens: Python's audit hook on the ``open`` event, for tests that
check a mod never makes the program open a file outside its folder.

An audit hook cannot be removed, so one hook is added once per process and records only
while a ``recording()`` block runs.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

_lock = threading.Lock()
_active: list[list[str]] = []
_installed = False


def _hook(event: str, args: tuple[Any, ...]) -> None:
    if event != "open" or not _active or not args:
        return
    target = args[0]
    if isinstance(target, int):  # an open file descriptor: no new file
        return
    try:
        path = os.path.abspath(os.fsdecode(target))
    except (TypeError, ValueError):
        return
    for record in _active:
        record.append(path)


@contextmanager
def recording() -> Iterator[list[str]]:
    """The absolute paths of every file opened (by any thread) while the block runs."""
    global _installed
    with _lock:
        if not _installed:
            sys.addaudithook(_hook)
            _installed = True
    _read_catalogues()
    opened: list[str] = []
    _active.append(opened)
    try:
        yield opened
    finally:
        _active.remove(opened)


def _read_catalogues() -> None:
    """Read every game's message catalogues before recording: the first read compiles
    them, and Babel then reads the system's time zone, which is no file a mod chose."""
    from game import registry
    from game.core import i18n

    for domain in {"core", *(listing.id for listing in registry.listings())}:
        for lang in {i18n.language(), i18n.FALLBACK}:
            i18n.CATALOGUES.get(domain, lang)


def python_folders() -> tuple[Path, ...]:
    """Where the interpreter and its installed packages are (their modules are opened)."""
    folders = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    return tuple(Path(f).resolve() for f in folders)


def outside(opened: list[str], *allowed: Path) -> list[str]:
    """The opened files under none of the ``allowed`` folders (links resolved), nor the
    Python installation's, nor the program's own cache (compiled message catalogues,
    stored textures)."""
    from game import resources
    from game.core import i18n

    caches = [i18n.cache_folder().resolve(), resources.cache_dir().resolve()]
    folders = [Path(a).resolve() for a in allowed] + list(python_folders()) + caches
    out = []
    for path in opened:
        real = Path(os.path.realpath(path))
        if not any(real == f or f in real.parents for f in folders):
            out.append(path)
    return sorted(set(out))
