"""Small real pictures for tests that hand a map artwork: the map reader checks that
every picture a map names is a PNG it can decode (``game.core.png``)."""

from __future__ import annotations

import struct
import zlib


def chunk(kind: bytes, body: bytes) -> bytes:
    """One PNG chunk: its length, kind, body and CRC."""
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width: int = 2, height: int = 2, colour: tuple[int, int, int] = (200, 180, 140)) -> bytes:
    """A PNG of ``width`` x ``height`` pixels of one colour (8-bit RGB, not interlaced)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = (b"\x00" + bytes(colour) * width) * height
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
