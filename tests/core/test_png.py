"""PNG pictures checked before a map's artwork is drawn (``game.core.png``): what pygame
could not decode, or would decode into more memory than a board needs, is named."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest

from game.core.png import MAX_PIXELS, MAX_SIDE, png_problem
from tests.pictures import chunk, png

SIGNATURE = b"\x89PNG\r\n\x1a\n"
ROOT = Path(__file__).resolve().parents[2]


def picture(
    width: int, height: int, depth: int, colour: int, rows: bytes, interlace: int = 0, plte: bool = False
) -> bytes:
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    palette = chunk(b"PLTE", b"\x00\x00\x00" * 2) if plte else b""
    return SIGNATURE + chunk(b"IHDR", header) + palette + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def said(data: bytes) -> str | None:
    problem = png_problem(data)
    return None if problem is None else str(problem)


@pytest.mark.parametrize("name", ["fief-parchment.png", "troyes-parchment.png"])
def test_the_games_parchments_are_pictures_the_client_draws(name: str) -> None:
    assert png_problem((ROOT / "maps" / name).read_bytes()) is None


def test_pictures_of_every_kind_are_taken() -> None:
    assert said(png(5, 3)) is None
    assert said(picture(3, 2, 1, 0, b"\x00\xe0" * 2)) is None  # greyscale, 1 bit a pixel
    assert said(picture(2, 2, 8, 3, b"\x00\x00\x01" * 2, plte=True)) is None  # indexed
    assert said(picture(2, 1, 16, 6, b"\x00" + b"\x01" * 16)) is None  # 16-bit RGBA
    # Adam7 on 3 x 3 pixels of grey: passes 1, 2 (none: 1 column from x 4), 3 ... 7
    rows = b"\x00\x01" + b"\x00\x01" + b"\x00\x01" + b"\x00\x01\x01" + b"\x00\x01" * 3
    assert said(picture(3, 3, 8, 0, rows, interlace=1)) is None


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "it is not a PNG file"),
        (b"GIF89a", "it is not a PNG file"),
        (SIGNATURE, "it does not start with a PNG header (IHDR)"),
        (SIGNATURE + chunk(b"IDAT", b""), "it does not start with a PNG header (IHDR)"),
        (png()[:-12], "the PNG file is cut short"),
        (png()[:-3], "the PNG file is cut short"),
        (png()[:45] + b"\xff" + png()[46:], "its IDAT chunk is damaged (its checksum does not match)"),
        (picture(2, 2, 3, 2, b""), "its PNG header describes no picture a decoder reads"),
        (picture(2, 2, 8, 5, b""), "its PNG header describes no picture a decoder reads"),
        (picture(2, 2, 8, 3, b"\x00\x00\x00" * 2), "it is an indexed picture without its palette (PLTE)"),
        (
            SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)) + chunk(b"IEND", b""),
            "it holds no pixels (IDAT)",
        ),
        (picture(2, 2, 8, 0, b"\x00\x01\x01"), "its pixels do not fill the picture its header describes"),
        (picture(2, 2, 8, 0, b"\x00\x01\x01" * 3), "its pixels do not fill the picture its header describes"),
        (
            SIGNATURE
            + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", b"\x78\x9c\xff\xff\xff")
            + chunk(b"IEND", b""),
            "its compressed pixels are damaged",
        ),
        (
            SIGNATURE
            + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00\x01\x01" * 2)[:-6])
            + chunk(b"IEND", b""),
            "its pixels do not fill the picture its header describes",
        ),
    ],
)
def test_what_no_decoder_takes_is_named(data: bytes, reason: str) -> None:
    assert said(data) == reason


def test_a_huge_picture_is_refused_from_its_header_alone() -> None:
    """A billion pixels are refused without inflating anything: the header says so."""
    header = struct.pack(">IIBBBBB", MAX_SIDE, MAX_SIDE, 8, 6, 0, 0, 0)
    data = SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", b"") + chunk(b"IEND", b"")
    assert said(data) == "it is 8,192 x 8,192 pixels; a picture has at most 8,192 pixels a side and 33,554,432 in all"
    assert MAX_PIXELS == 32 * 1024 * 1024


def test_a_picture_that_inflates_past_its_size_stops_at_once() -> None:
    """A bomb of zeros (a few kilobytes inflating to megabytes) is stopped as soon as it
    gives more than the picture holds."""
    bomb = zlib.compress(b"\x00" * 50_000_000, 9)
    data = (
        SIGNATURE
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 0, 0, 0, 0))
        + chunk(b"IDAT", bomb)
        + chunk(b"IEND", b"")
    )
    assert said(data) == "its pixels do not fill the picture its header describes"
