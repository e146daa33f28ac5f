"""Textures made once, kept on disk: the table's wood, the parchment sheets, the icons.

The client draws its textures in code (no image files to ship), which takes a moment
for a window-sized sheet. The first time a texture is made it is written to the
player's cache folder (``platformdirs``' user cache; ``SENESCHAL_HOME`` when set), raw
pixels with a short header; later starts read it back in a few milliseconds::

    surf = stored(("table", (1920, 1080), seed), lambda: make_table(...))

A texture is named by a hash of its key and of ``VERSION``, which changes whenever the
drawing code changes what it draws. Anything wrong with a stored file (cut short,
another size, unreadable) only means the texture is made again; a folder that cannot be
written means it is made every time. Writing happens on a thread of its own, so the
frame that made the texture does not also wait for the disk.
"""

from __future__ import annotations

import hashlib
import logging
import os
import struct
import tempfile
import threading
from collections.abc import Callable, Hashable
from pathlib import Path

import pygame

from game import resources

_log = logging.getLogger(__name__)

#: Changes whenever a texture's drawing changes, so no stale picture is read back.
VERSION = 1
_MAGIC = b"SNTX"
_HEADER = struct.Struct("<4sIII")  # magic, width, height, 3 (RGB) or 4 (RGBA)
#: Textures larger than this are not stored (a window-sized sheet is about 8 MB).
MAX_BYTES = 40 * 2**20

_enabled = True


def folder() -> Path:
    """Where stored textures live."""
    home = resources.home_override()
    if home is not None:
        return home / "cache" / "textures"
    import platformdirs

    return platformdirs.user_cache_path(resources.APP_NAME, appauthor=False) / "textures"


def enable(on: bool) -> None:
    """Turn the store on or off (tests that count texture making turn it off)."""
    global _enabled
    _enabled = on


def _path(key: Hashable) -> Path:
    digest = hashlib.sha256(repr((VERSION, key)).encode("utf-8")).hexdigest()[:32]
    return folder() / f"{digest}.tex"


def stored(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The texture ``key`` from the store, or made by ``make()`` (and stored for next time)."""
    if not _enabled:
        return make()
    path = _path(key)
    surf = _read(path)
    if surf is not None:
        return surf
    surf = make()
    _write_later(path, surf)
    return surf


def _read(path: Path) -> pygame.Surface | None:
    try:
        with open(path, "rb") as fh:
            head = fh.read(_HEADER.size)
            if len(head) != _HEADER.size:
                return None
            magic, width, height, depth = _HEADER.unpack(head)
            if magic != _MAGIC or depth not in (3, 4) or width * height * depth > MAX_BYTES:
                return None
            pixels = fh.read(width * height * depth + 1)
    except OSError:
        return None
    if len(pixels) != width * height * depth:
        return None
    try:
        surf = pygame.image.frombytes(pixels, (width, height), "RGBA" if depth == 4 else "RGB")
    except (ValueError, pygame.error):
        return None
    return surf.convert_alpha() if depth == 4 and pygame.display.get_surface() else surf


def _write_later(path: Path, surf: pygame.Surface) -> None:
    alpha = bool(surf.get_flags() & pygame.SRCALPHA)
    width, height = surf.get_size()
    depth = 4 if alpha else 3
    if width * height * depth > MAX_BYTES:
        return
    pixels = pygame.image.tobytes(surf, "RGBA" if alpha else "RGB")
    head = _HEADER.pack(_MAGIC, width, height, depth)
    threading.Thread(target=_write, args=(path, head + pixels), name="texture-store", daemon=True).start()


def _write(path: Path, blob: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(blob)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as exc:
        _log.info("texture not kept on disk (%s): %s", path, exc)


__all__ = ["VERSION", "enable", "folder", "stored"]
