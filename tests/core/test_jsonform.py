"""Reading JSON a person may have damaged, and JSON forms checked against declared types
(``game.core.jsonform``): every damage is one JsonError or FormError saying what and
where, never another exception."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from game.core import jsonform
from game.core.contract import SeatConfig
from game.core.jsonform import FormError, JsonError


def read(tmp_path: Path, content: bytes) -> object:
    path = tmp_path / "file.json"
    path.write_bytes(content)
    return jsonform.read_json_file(path)


def refused(tmp_path: Path, content: bytes) -> JsonError:
    with pytest.raises(JsonError) as caught:
        read(tmp_path, content)
    return caught.value


def test_sound_json_and_a_byte_order_mark(tmp_path: Path) -> None:
    assert read(tmp_path, b'{"a": [1, 2.5, "\xc3\xa9", null, true]}') == {"a": [1, 2.5, "é", None, True]}
    assert read(tmp_path, b'\xef\xbb\xbf{"a": 1}') == {"a": 1}  # as Notepad writes it


@pytest.mark.parametrize(
    ("content", "line", "column", "message"),
    [
        (b"", None, None, "the file is empty"),
        (b"  \n ", None, None, "the file is empty"),
        (b'{"a": [1,\n 2', 2, 3, "not valid JSON (the file seems cut short)"),
        (b'{"a" 1}', 1, 6, "not valid JSON: expecting ':' delimiter"),
        (b'{"a": "x\ty"}', 1, 9, "not valid JSON: invalid control character"),
        (b'{"a": 1}\x00', 1, 9, "not valid JSON: extra data"),
        (b'{"a": [0, 1e999]}', 1, 11, "the number 1e999 is too large"),
        (b'{"a":\n -1e400}', 2, 2, "the number -1e400 is too large"),
        (b'{"a": NaN}', 1, 7, "NaN is not a number a file may hold"),
        (b'{"b": 1,\n "a": -Infinity}', 2, 7, "-Infinity is not a number a file may hold"),
    ],
)
def test_damaged_json_says_what_and_where(
    tmp_path: Path, content: bytes, line: int | None, column: int | None, message: str
) -> None:
    error = refused(tmp_path, content)
    assert (error.line, error.column) == (line, column)
    assert error.message.startswith(message)
    where = f"{tmp_path / 'file.json'}" + (f":{line}:{column}" if line is not None else "")
    assert str(error.located(tmp_path / "file.json")) == f"{where}: {error.message}"


def test_bytes_that_are_not_utf8(tmp_path: Path) -> None:
    assert refused(tmp_path, b'{"name": "caf\xe9"}').message == "not a text file (byte 13 is not UTF-8)"
    assert refused(tmp_path, b"\xff\xfe{\x00}\x00").message == "not a text file (byte 0 is not UTF-8)"


def test_a_number_of_5000_digits_is_located(tmp_path: Path) -> None:
    error = refused(tmp_path, b'{"seed": 1,\n  "count": ' + b"9" * 5000 + b"}")
    assert (error.line, error.column) == (2, 12)
    assert error.message == "a number of 5000 digits, far larger than any it could hold"
    assert read(tmp_path, b"[" + b"9" * 4000 + b"]") == [int("9" * 4000)]  # Python reads 4,300 digits


@pytest.mark.parametrize("depth", [jsonform.MAX_DEPTH + 1, 1000, 5000, 100_000])
def test_nesting_too_deep(tmp_path: Path, depth: int) -> None:
    """Deeper than MAX_DEPTH, whether Python's reader manages it (and the check after it
    refuses) or gives up with a RecursionError (1,000 levels and more)."""
    for opener, closer in ((b"[", b"]"), (b'{"a":', b"}")):
        error = refused(tmp_path, opener * depth + b"1" + closer * depth)
        assert error.message == f"lists or objects are nested more than {jsonform.MAX_DEPTH} levels deep"
    assert read(tmp_path, b"[" * jsonform.MAX_DEPTH + b"]" * jsonform.MAX_DEPTH) is not None


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"name": "Anne\\u0000"}', "the text 'Anne\\x00' holds a NUL character (\\u0000)"),
        (b'{"Anne\\u0000": 1}', "the text 'Anne\\x00' holds a NUL character (\\u0000)"),
        (b'["\\ud800"]', "the text '\\ud800' holds half of a surrogate pair, which is no character"),
        (
            b'["' + b"a" * (jsonform.MAX_TEXT + 1) + b'"]',
            "a text of 10001 characters, far longer than any it could hold",
        ),
    ],
)
def test_texts_no_font_can_draw(tmp_path: Path, content: bytes, message: str) -> None:
    assert refused(tmp_path, content).message == message


def test_what_is_not_a_regular_file_is_not_read(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(JsonError, match="it is a folder, not a file"):
        jsonform.read_json_file(folder)
    if hasattr(os, "mkfifo"):  # reading a pipe would wait for ever
        pipe = tmp_path / "pipe.json"
        os.mkfifo(pipe)
        with pytest.raises(JsonError, match="it is not a regular file"):
            jsonform.read_json_file(pipe)
    with pytest.raises(FileNotFoundError):
        jsonform.read_json_file(tmp_path / "missing.json")


def test_a_file_past_the_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"[" + b"1," * 600_000 + b"1]")
    with pytest.raises(JsonError, match="the file is larger than 1 MB"):
        jsonform.read_json_file(path, limit=1024 * 1024)
    assert len(jsonform.read_json_file(path)) == 600_001  # type: ignore[arg-type]


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="needs a file this user may not read")
def test_a_file_that_cannot_be_read(tmp_path: Path) -> None:
    path = tmp_path / "locked.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0)
    try:
        with pytest.raises(PermissionError):
            jsonform.read_json_file(path)
    finally:
        path.chmod(0o600)


# --------------------------------------------------------------------------- forms


@dataclass
class Seating:
    seats: list[SeatConfig]
    first: int | None = None
    limit: int = 5
    names: tuple[str, ...] = ()
    losses: tuple[tuple[int, int, int], ...] = ()
    tags: list[str] = field(default_factory=list)


def decode_error(doc: object) -> FormError:
    with pytest.raises(FormError) as caught:
        jsonform.decode_dataclass(Seating, doc)
    return caught.value


def test_a_sound_form_decodes_with_its_defaults() -> None:
    doc = {"seats": [{"name": "Anne", "color": "red"}], "names": ["a"], "losses": [[0, 1, 2]]}
    assert jsonform.decode_dataclass(Seating, doc) == Seating(
        [SeatConfig("Anne", "red")], names=("a",), losses=((0, 1, 2),)
    )


@pytest.mark.parametrize(
    ("doc", "where", "message", "kind"),
    [
        ([], "", "must be an object, not []", "type"),
        ({}, "seats", "seats: missing", "missing"),
        ({"seats": [], "colour": 1}, "colour", "colour: is not a field here", "extra"),
        ({"seats": "x"}, "seats", 'seats: must be a list, not "x"', "type"),
        ({"seats": [{"name": "A"}]}, "seats.0.color", "seats.0.color: missing", "missing"),
        ({"seats": [{"name": "A", "color": "r", "x": 1}]}, "seats.0.x", "seats.0.x: is not a field here", "extra"),
        ({"seats": [{"name": 5, "color": "r"}]}, "seats.0.name", "seats.0.name: must be a text, not 5", "type"),
        ({"seats": [], "first": "2"}, "first", 'first: must be a whole number or null, not "2"', "type"),
        ({"seats": [], "limit": True}, "limit", "limit: must be a whole number, not true", "type"),
        ({"seats": [], "limit": 2.0}, "limit", "limit: must be a whole number, not 2.0", "type"),
        ({"seats": [], "limit": None}, "limit", "limit: must be a whole number, not null", "type"),
        ({"seats": [], "names": [1]}, "names.0", "names.0: must be a text, not 1", "type"),
        ({"seats": [], "losses": [[0, 1]]}, "losses.0.2", "losses.0.2: missing", "missing"),
        ({"seats": [], "tags": {"a": 1}}, "tags", 'tags: must be a list, not {"a": 1}', "type"),
    ],
)
def test_each_wrong_form_names_its_field(doc: object, where: str, message: str, kind: str) -> None:
    error = decode_error(doc)
    assert (error.where, str(error), error.kind) == (where, message, kind)


def test_huge_and_negative_numbers_have_the_right_type() -> None:
    """Whether a number is too large or negative is the rules' business: the form only
    asks for a whole number."""
    big = int("9" * 4000)
    assert jsonform.decode_dataclass(Seating, {"seats": [], "first": big, "limit": -(2**70)}).first == big
    assert jsonform.type_problem(int, big) is None


def test_values_no_file_holds_are_named() -> None:
    problem = jsonform.type_problem(str, {1, 2}, ("lord",))
    assert problem is not None and str(problem) == "lord: holds a set, which no file holds"


def test_show_keeps_messages_short_and_drawable() -> None:
    assert jsonform.show("Anne") == '"Anne"'
    assert jsonform.show("🦉") == '"🦉"'
    assert jsonform.show("\ud800") == '"\\ud800"'
    assert len(jsonform.show("x" * 500)) == jsonform.SHOWN and jsonform.show("x" * 500).endswith("…")
    assert jsonform.show(object()) == "a object"
    assert json.loads(jsonform.show([1, None, True])) == [1, None, True]
