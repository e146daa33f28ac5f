"""PNG pictures checked without decoding them into memory, for any game's map artwork.

A map names its artwork (an image layer's parchment, a tileset's picture); the client
hands the file to pygame, which would fail on a file that is not a PNG, and could take
the machine's memory for a picture of a huge size. ``png_problem`` says what is wrong
with a file before anything draws it: not a PNG, a chunk cut short or damaged (its
CRC), a header no decoder takes, a picture larger than ``MAX_SIDE`` pixels a side or
``MAX_PIXELS`` in all, compressed data that does not inflate to exactly the picture's
rows. The pixels are inflated piece by piece and counted, never kept.
"""

from __future__ import annotations

import struct
import zlib

from game.core.i18n import Message, m

SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: The widest or tallest picture taken, in pixels: as wide as the largest map
#: (``tiled.MAX_MAP_PIXELS``); the games' own parchments are 1920 x 1280.
MAX_SIDE = 8192
#: The most pixels a picture may hold: 32 million, 128 MB once decoded as 32-bit
#: colour, which is what the client keeps of it.
MAX_PIXELS = 32 * 1024 * 1024
#: The most bytes the compressed data is inflated by in one step.
_STEP = 1 << 16

#: The bit depths each colour type allows (the PNG specification, table 11.1).
_DEPTHS: dict[int, tuple[int, ...]] = {
    0: (1, 2, 4, 8, 16),  # greyscale
    2: (8, 16),  # truecolour
    3: (1, 2, 4, 8),  # indexed
    4: (8, 16),  # greyscale with alpha
    6: (8, 16),  # truecolour with alpha
}
#: The samples of a pixel of each colour type.
_SAMPLES = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
#: Adam7's passes: (first column, first row, column step, row step).
_PASSES = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))


def _row_bytes(width: int, bits_per_pixel: int) -> int:
    """The bytes of one row of ``width`` pixels, with its filter byte."""
    return 1 + (width * bits_per_pixel + 7) // 8


def _raw_size(width: int, height: int, bits_per_pixel: int, interlaced: bool) -> int:
    """The bytes the compressed data must inflate to (rows with their filter bytes)."""
    if not interlaced:
        return height * _row_bytes(width, bits_per_pixel)
    total = 0
    for x0, y0, dx, dy in _PASSES:
        columns = (width - x0 + dx - 1) // dx if width > x0 else 0
        rows = (height - y0 + dy - 1) // dy if height > y0 else 0
        if columns and rows:
            total += rows * _row_bytes(columns, bits_per_pixel)
    return total


def png_problem(data: bytes) -> Message | None:
    """Why ``data`` is not a PNG picture the client can draw, or None when it is."""
    if not data.startswith(SIGNATURE):
        return m("core.png.not_png")
    at = len(SIGNATURE)
    header: tuple[int, int, int, int, int] | None = None
    compressed: list[bytes] = []
    palette = False
    ended = False
    while at < len(data):
        if len(data) - at < 12:
            return m("core.png.cut_short")
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        if length > len(data) - at - 12:
            return m("core.png.cut_short")
        body = data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        if zlib.crc32(kind + body) != crc:
            return m("core.png.damaged_chunk", chunk=kind.decode("latin-1"))
        at += 12 + length
        if header is None and kind != b"IHDR":
            return m("core.png.no_header")
        if kind == b"IHDR":
            if header is not None or length != 13:
                return m("core.png.bad_header")
            width, height, depth, colour, method, filtering, interlace = struct.unpack(">IIBBBBB", body)
            if depth not in _DEPTHS.get(colour, ()) or method != 0 or filtering != 0 or interlace not in (0, 1):
                return m("core.png.bad_header")
            if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE) or width * height > MAX_PIXELS:
                return m("core.png.too_large", width=width, height=height, side=MAX_SIDE, pixels=MAX_PIXELS)
            header = (width, height, depth, colour, interlace)
        elif kind == b"PLTE":
            palette = True
        elif kind == b"IDAT":
            compressed.append(body)
        elif kind == b"IEND":
            ended = True
            break
    if header is None:
        return m("core.png.no_header")
    if not ended:
        return m("core.png.cut_short")
    width, height, depth, colour, interlace = header
    if colour == 3 and not palette:
        return m("core.png.no_palette")
    if not compressed:
        return m("core.png.no_pixels")
    expected = _raw_size(width, height, depth * _SAMPLES[colour], interlace == 1)
    return _inflate_problem(b"".join(compressed), expected)


def _inflate_problem(stream: bytes, expected: int) -> Message | None:
    """Why the compressed pixels do not inflate to exactly ``expected`` bytes, or None."""
    inflater = zlib.decompressobj()
    produced = 0
    pending = stream
    try:
        while not inflater.eof:
            piece = inflater.decompress(pending, _STEP)
            stuck = not piece and inflater.unconsumed_tail == pending
            pending = inflater.unconsumed_tail
            produced += len(piece)
            if produced > expected:
                return m("core.png.wrong_size")
            if stuck:
                break  # the stream is cut short: nothing more comes out
    except zlib.error:
        return m("core.png.damaged_pixels")
    if not inflater.eof or produced != expected:
        return m("core.png.wrong_size")
    return None
