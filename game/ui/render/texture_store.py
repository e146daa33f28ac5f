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

The store is a cache of bounded size: after each write, while its files take more than
``MAX_TOTAL_BYTES`` (or number more than ``MAX_FILES``), the least recently used are
removed first. A file is used when it is written or read back (reading sets its
modification time to now: access times are not kept on many systems), so the textures
of the window's size and of the games played lately stay, and those of sizes the window
no longer has go.
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
_MAGIC = b"SNT3"
#: magic, width, height, pitch, per-pixel alpha, and the four colour masks: the pixels are
#: stored exactly as the surface holds them, so reading them back needs no conversion
#: (a texture read in another pixel format would be converted at every blit)
_HEADER = struct.Struct("<4sIIII4I")
#: Textures larger than this are not stored (a window-sized sheet is about 8 MB).
MAX_BYTES = 40 * 2**20
#: The most bytes the stored textures may take together. 64 MiB holds every texture a
#: 1920x1080 window stores for the title and both games' tables (55 MiB measured), so a
#: player who keeps one window size re-makes nothing; resizing the window, changing the
#: UI scale or a larger screen make more, and those unused longest then go first (a
#: texture removed is only made again, a moment's work, when next needed).
MAX_TOTAL_BYTES = 64 * 2**20
#: The most files kept (small textures: icons, panels of every size).
MAX_FILES = 600

_enabled = True


def folder() -> Path:
    """Where stored textures live."""
    return resources.cache_dir() / "textures"


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


def _blank(width: int, height: int, alpha: bool) -> pygame.Surface:
    return pygame.Surface((width, height), pygame.SRCALPHA if alpha else 0, 32)


#: The colour masks of the 32-bit surfaces with alpha pygame makes on this kind of machine,
#: for which the stored bytes are read back as they lie (in B, G, R, A order).
_BGRA = [0xFF0000, 0xFF00, 0xFF, 0xFF000000]


def _read(path: Path) -> pygame.Surface | None:
    try:
        with open(path, "rb") as fh:
            head = fh.read(_HEADER.size)
            if len(head) != _HEADER.size:
                return None
            magic, width, height, pitch, _alpha, *masks = _HEADER.unpack(head)
            if magic != _MAGIC or width <= 0 or height <= 0 or pitch != 4 * width or pitch * height > MAX_BYTES:
                return None
            pixels = fh.read(pitch * height + 1)
    except OSError:
        return None
    if len(pixels) != pitch * height or masks != _BGRA:
        return None  # another kind of machine, or a damaged file: make it again
    _used(path)
    try:
        # The bytes as they lie, no copy: an opaque texture was stored with full alpha.
        return pygame.image.frombuffer(pixels, (width, height), "BGRA")
    except (ValueError, pygame.error):
        return None


def _used(path: Path) -> None:
    """Mark a stored texture as used now (its modification time), for ``_prune``."""
    try:
        os.utime(path)
    except OSError:
        pass  # a store that cannot be written is only read: nothing is pruned there either


def _write_later(path: Path, surf: pygame.Surface) -> None:
    alpha = bool(surf.get_flags() & pygame.SRCALPHA)
    width, height = surf.get_size()
    native = _blank(width, height, True)  # opaque pixels get full alpha: read back with no conversion
    if native.get_pitch() * height > MAX_BYTES:
        return
    native.blit(surf, (0, 0), special_flags=pygame.BLEND_RGBA_MAX if alpha else 0)
    pixels = native.get_buffer().raw
    head = _HEADER.pack(_MAGIC, width, height, native.get_pitch(), int(alpha), *native.get_masks())
    # Not a daemon: a program that quits at once still finishes the file (or leaves none).
    threading.Thread(target=_write, args=(path, head + pixels), name="texture-store").start()


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
        _prune(path.parent, keep=path)
    except OSError as exc:
        _log.info("texture not kept on disk (%s): %s", path, exc)


def _prune(where: Path, keep: Path | None = None) -> None:
    """Remove the stored textures used least recently (by modification time, oldest
    first; ``keep``, just written, never) until they take at most ``MAX_TOTAL_BYTES``
    and number at most ``MAX_FILES``."""
    found: list[tuple[float, str, int, Path]] = []
    for file in where.glob("*.tex"):
        try:
            info = file.stat()
        except OSError:
            continue  # removed meanwhile (another write's pruning)
        found.append((info.st_mtime, file.name, info.st_size, file))
    total = sum(size for _, _, size, _ in found)
    count = len(found)
    for _, _, size, file in sorted(found):
        if total <= MAX_TOTAL_BYTES and count <= MAX_FILES:
            break
        if file == keep:
            continue
        try:
            file.unlink(missing_ok=True)
        except OSError as exc:
            _log.info("stored texture not removed (%s): %s", file, exc)
            continue
        total -= size
        count -= 1


__all__ = ["MAX_FILES", "MAX_TOTAL_BYTES", "VERSION", "enable", "folder", "stored"]
