"""Tiled maps (.tmx) read without pygame, for any game.

``cached`` keeps what a game built from a map while the file is unchanged.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

_CACHE: dict[tuple[str, Callable[..., object]], tuple[tuple[int, int], object]] = {}


def cached(path: str | os.PathLike[str], load: Callable[[str | os.PathLike[str]], T]) -> T:
    """``load(path)``, reused while the file is unchanged (keyed by absolute path, the
    loader, modification time and size). What it returns is shared: treat it as
    read-only."""
    full = os.path.abspath(os.fspath(path))
    try:
        stat = os.stat(full)
    except OSError:
        return load(path)  # the loader reports the missing file properly
    stamp = (stat.st_mtime_ns, stat.st_size)
    hit = _CACHE.get((full, load))
    if hit is not None and hit[0] == stamp:
        return hit[1]  # type: ignore[return-value]
    value = load(path)
    _CACHE[(full, load)] = (stamp, value)
    return value


def clear_cache() -> None:
    """Forget every cached map (a benchmark's cold load, a test)."""
    _CACHE.clear()
