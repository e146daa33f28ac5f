"""The stored textures are a cache of bounded size: after each write, the least recently
used files go first until the store is within its cap; reading a texture back counts as
a use; a stored texture reads back exactly as it was made."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.ui.render import texture_store

KB = 1024


@pytest.fixture
def store(user_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty store in a fresh user folder, capped at 10 KB and 600 files."""
    monkeypatch.delenv("SENESCHAL_CACHE", raising=False)
    monkeypatch.setattr(texture_store, "MAX_TOTAL_BYTES", 10 * KB)
    folder = texture_store.folder()
    folder.mkdir(parents=True)
    return folder


def _file(folder: Path, name: str, size: int, used: int) -> Path:
    """A stored file of ``size`` bytes last used at ``used`` (seconds since the epoch)."""
    path = folder / f"{name}.tex"
    path.write_bytes(b"x" * size)
    os.utime(path, (used, used))
    return path


def _names(folder: Path) -> set[str]:
    return {p.stem for p in folder.glob("*.tex")}


def test_a_write_past_the_cap_removes_the_least_recently_used_first(store: Path) -> None:
    for i, name in enumerate(["a", "b", "c", "d"]):
        _file(store, name, 3 * KB, 1_000_000 + i)  # a oldest, d newest: 12 KB in all
    texture_store._write(store / "e.tex", b"y" * (2 * KB))
    # 14 KB stored: a and b (the two unused longest) go, which leaves 8 KB.
    assert _names(store) == {"c", "d", "e"}
    assert sum(p.stat().st_size for p in store.glob("*.tex")) == 8 * KB


def test_a_store_within_its_cap_keeps_everything(store: Path) -> None:
    _file(store, "a", 3 * KB, 1_000_000)
    _file(store, "b", 3 * KB, 1_000_001)
    texture_store._write(store / "c.tex", b"y" * (4 * KB))
    assert _names(store) == {"a", "b", "c"}


def test_the_texture_just_written_is_never_removed(store: Path) -> None:
    _file(store, "a", 2 * KB, 1_000_000)
    # Written last but dated first (a clock set back): the others go instead.
    new = _file(store, "new", 9 * KB, 1)
    texture_store._prune(store, keep=new)
    assert _names(store) == {"new"}


def test_the_number_of_files_is_capped_too(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(texture_store, "MAX_FILES", 3)
    for i, name in enumerate(["a", "b", "c"]):
        _file(store, name, 10, 1_000_000 + i)
    texture_store._write(store / "d.tex", b"y" * 10)
    assert _names(store) == {"b", "c", "d"}


def test_reading_a_texture_back_makes_it_recently_used(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(texture_store, "_enabled", True)
    path = texture_store._path(("test", 1))
    head = texture_store._HEADER.pack(texture_store._MAGIC, 16, 8, 64, 1, *texture_store._BGRA)
    pixels = bytes([30, 20, 10, 255]) * (16 * 8)  # B, G, R, A
    texture_store._write(path, head + pixels)
    os.utime(path, (1_000_000, 1_000_000))
    _file(store, "other", 9 * KB, 1_000_001)  # used after the texture: the store is full
    surf = texture_store.stored(("test", 1), lambda: pytest.fail("read back, not made"))
    assert surf.get_size() == (16, 8) and surf.get_at((3, 4)) == pygame.Color(10, 20, 30, 255)
    assert path.stat().st_mtime > 1_000_001  # used now
    texture_store._write(store / "more.tex", b"y" * KB)
    assert _names(store) == {path.stem, "more"}  # "other" was the least recently used


def test_the_store_lives_in_the_user_cache_folder(
    user_home: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("SENESCHAL_CACHE", raising=False)
    assert texture_store.folder() == user_home / "cache" / "textures"
    monkeypatch.setenv("SENESCHAL_CACHE", str(tmp_path / "elsewhere"))
    assert texture_store.folder() == tmp_path / "elsewhere" / "textures"
    assert texture_store.MAX_TOTAL_BYTES == 64 * 1024 * 1024
