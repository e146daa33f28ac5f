"""Reading the player's JSON files, which may be damaged, and checking JSON forms
against the types a class declares.

Saves, the autosave and the settings are files a person may edit, copy half-way or
damage; this module makes any such file give one clear sentence instead of an
exception from deep inside the program:

- ``read_json_file(path)`` reads a whole regular file of bounded size, decodes UTF-8
  (a byte-order mark is allowed) and parses JSON; it raises ``JsonError`` for bytes
  that are not UTF-8, a file cut short, invalid JSON, a number with more digits than
  Python converts (4,300), a number too large for a float, nesting deeper than
  ``MAX_DEPTH``, a text longer than ``MAX_TEXT`` and text holding a NUL character or
  half of a surrogate pair (which no save holds, and no font can draw).
- ``decode_dataclass(cls, doc)`` builds a dataclass from its JSON object and
  ``type_problem(tp, value)`` checks one value, strictly (a whole number is not
  ``true``, a text is not a number), with pydantic; ``FormError`` names the field
  (``seats.2.kind``) and says what it should be.

Nothing here knows a game or pygame.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import re
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

if TYPE_CHECKING:
    from pydantic import TypeAdapter, ValidationError

T = TypeVar("T")

#: The deepest nesting of lists and objects a file may have (a save has 6 levels).
MAX_DEPTH = 100
#: The largest file read (a long game's save is well under a megabyte).
MAX_BYTES = 32 * 1024 * 1024
#: Python refuses to convert longer runs of digits to a whole number.
MAX_DIGITS = sys.get_int_max_str_digits() or 4300
#: The longest text a file may hold (names and ids are a few dozen characters).
MAX_TEXT = 10_000
#: How many characters of a wrong value a message shows.
SHOWN = 40


class JsonError(ValueError):
    """A file that is not the JSON it should be. ``message`` is a sentence without the
    file's name; ``line`` and ``column`` say where, when known."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        self.message = message
        self.line = line
        self.column = column
        super().__init__(message)

    def located(self, path: str | os.PathLike[str]) -> str:
        """The sentence after the file's name and, when known, its line and column."""
        where = str(path)
        if self.line is not None:
            where += f":{self.line}:{self.column or 1}"
        return f"{where}: {self.message}"


def read_json_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> Any:
    """The JSON value the regular file ``path`` holds.

    Raises ``FileNotFoundError`` when there is no such file, another ``OSError`` when it
    cannot be read, and ``JsonError`` when it is not a file, is larger than ``limit``
    bytes, or does not hold sound JSON (see ``parse_json``). Never writes.
    """
    return parse_json(read_text_file(path, limit))


def read_text_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> str:
    """The text of the regular file ``path`` (UTF-8, with or without a byte-order mark),
    read without waiting on a device or a pipe and without reading past ``limit``."""
    info = os.stat(path)
    if stat.S_ISDIR(info.st_mode):
        raise JsonError("it is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise JsonError("it is not a regular file")
    with open(path, "rb") as fh:
        raw = fh.read(limit + 1)
    if len(raw) > limit:
        raise JsonError(f"the file is larger than {limit // (1024 * 1024)} MB, far larger than any it could be")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise JsonError(f"not a text file (byte {exc.start} is not UTF-8)") from None


class _Unfit(Exception):
    """A number JSON reads but a file may not hold: its text and why."""

    def __init__(self, text: str, why: str):
        self.text = text
        self.why = why


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Unfit(text, f"the number {text[:SHOWN]} is too large")
    return value


def _no_constant(name: str) -> Any:
    raise _Unfit(name, f"{name} is not a number a file may hold")


def _line_column(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def parse_json(text: str) -> Any:
    """The JSON value ``text`` holds; raises ``JsonError`` with the line and column
    where known, for an empty text, one cut short, invalid JSON, a number too long or
    too large, nesting deeper than ``MAX_DEPTH``, a text longer than ``MAX_TEXT``, and a
    NUL or half a surrogate pair."""
    if not text.strip():
        raise JsonError("the file is empty")
    try:
        value = json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        end = len(text.rstrip())
        extra = exc.msg.startswith("Extra data")  # something after the end of the value
        if not extra and (not text.rstrip().endswith(("}", "]")) or exc.pos >= end - 1):
            message = "not valid JSON (the file seems cut short): it ends before its content is complete"
        else:
            reason = exc.msg.lower().removesuffix(" at")  # "Invalid control character at"
            message = f"not valid JSON: {reason}"
        raise JsonError(message, exc.lineno, exc.colno) from None
    except RecursionError:
        raise JsonError(f"lists or objects are nested more than {MAX_DEPTH} levels deep") from None
    except _Unfit as exc:
        found = re.search(r"(?<![\w.+-])" + re.escape(exc.text) + r"(?![\w.])", text)
        raise JsonError(exc.why, *(_line_column(text, found.start()) if found else (None, None))) from None
    except ValueError:  # a whole number of more than MAX_DIGITS digits
        long = re.search(rf"\d{{{MAX_DIGITS + 1},}}", text)
        where = _line_column(text, long.start()) if long else (None, None)
        digits = len(long.group()) if long else MAX_DIGITS + 1
        raise JsonError(f"a number of {digits} digits, far larger than any it could hold", *where) from None
    check_value(value)
    return value


def check_value(value: Any) -> None:
    """Raise ``JsonError`` when ``value`` nests deeper than ``MAX_DEPTH`` or one of its
    texts (values or keys) is longer than ``MAX_TEXT`` or holds a NUL or half a
    surrogate pair."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item)
        elif isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                raise JsonError(f"lists or objects are nested more than {MAX_DEPTH} levels deep")
            if isinstance(item, dict):
                for key, inner in item.items():
                    _check_text(key)
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)


def _check_text(text: str) -> None:
    if len(text) > MAX_TEXT:
        raise JsonError(f"a text of {len(text)} characters, far longer than any it could hold")
    if "\x00" in text:
        raise JsonError(f"the text {_clip(text)} holds a NUL character (\\u0000)")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonError(f"the text {_clip(text)} holds half of a surrogate pair, which is no character") from None


def _clip(text: str) -> str:
    """A text for a message: quoted, escapes for what cannot be shown, cut at SHOWN."""
    return ascii(text) if len(text) <= SHOWN else ascii(text[:SHOWN]) + "…"


def show(value: Any) -> str:
    """A short JSON form of ``value`` for a message (at most SHOWN characters), that any
    font can draw (no NUL, no half of a surrogate pair)."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
        text.encode("utf-8")
    except (TypeError, ValueError, RecursionError):
        try:
            text = json.dumps(value, ensure_ascii=True, allow_nan=False)
        except (TypeError, ValueError, RecursionError):
            text = f"a {type(value).__name__}"
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


# --------------------------------------------------------------------------------------
# JSON forms checked against declared types
# --------------------------------------------------------------------------------------


class FormError(ValueError):
    """A JSON form that does not fit its class: ``path`` is the field (``("seats", 2,
    "kind")``), ``problem`` what is wrong with it, and ``kind`` says whether a field is
    unknown, missing or of the wrong type. str() is ``"seats.2.kind: <problem>"``."""

    def __init__(self, path: tuple[str | int, ...], problem: str, kind: Literal["type", "missing", "extra"]):
        self.path = path
        self.problem = problem
        self.kind = kind
        super().__init__(f"{self.where}: {problem}" if path else problem)

    @property
    def where(self) -> str:
        return ".".join(str(p) for p in self.path)


_WORDS = {
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "int_from_float": "a whole number",
    "string_type": "a text",
    "bool_type": "true or false",
    "float_type": "a number",
    "list_type": "a list",
    "tuple_type": "a list",
    "set_type": "a list",
    "dict_type": "an object",
    "dataclass_type": "an object",
    "dataclass_exact_type": "an object",
    "model_type": "an object",
    "none_required": "null",
}


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _adapter(tp: Any) -> TypeAdapter[Any]:
    """pydantic's validator of the type ``tp``, built once (pydantic itself is imported
    only when a type is first checked: reading the settings at start-up needs none)."""
    adapter = _ADAPTERS.get(tp)
    if adapter is None:
        from pydantic import TypeAdapter

        adapter = _ADAPTERS[tp] = TypeAdapter(tp)
    return adapter


def _nullable(tp: Any) -> bool:
    return get_origin(tp) in (Union, type(int | None)) and type(None) in get_args(tp)


def _form_error(exc: ValidationError, tp: Any, prefix: tuple[str | int, ...]) -> FormError:
    error = exc.errors(include_url=False)[0]
    path = prefix + tuple(error["loc"])
    kind = error["type"]
    if kind == "missing":
        return FormError(path, "missing", "missing")
    if kind in ("unexpected_keyword_argument", "extra_forbidden"):
        return FormError(path, "is not a field here", "extra")
    if kind == "literal_error":
        expected = f"one of {error.get('ctx', {}).get('expected', '')}"
    elif kind in _WORDS:
        expected = _WORDS[kind]
        if not error["loc"] and _nullable(tp) and expected != "null":
            expected += " or null"
    else:
        message = error["msg"]
        return FormError(path, f"{message[:1].lower()}{message[1:]}, not {show(error.get('input'))}", "type")
    return FormError(path, f"must be {expected}, not {show(error.get('input'))}", "type")


def _as_json(value: Any, path: tuple[str | int, ...]) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        raise FormError(path, f"holds {show(value)}, which no file holds", "type") from None


def type_problem(tp: Any, value: Any, path: tuple[str | int, ...] = ()) -> FormError | None:
    """Whether the JSON value ``value`` has the type ``tp`` (strictly: ``true`` is no whole
    number, ``1.0`` neither); the problem, or None."""
    from pydantic import ValidationError

    try:
        _adapter(tp).validate_json(_as_json(value, path), strict=True)
    except FormError as exc:
        return exc
    except ValidationError as exc:
        return _form_error(exc, tp, path)
    return None


_FIELD_TYPES: dict[type, dict[str, Any]] = {}


def field_types(cls: type) -> dict[str, Any]:
    """The declared type of each field of the dataclass ``cls``, resolved (once)."""
    known = _FIELD_TYPES.get(cls)
    if known is None:
        hints = get_type_hints(cls)
        known = _FIELD_TYPES[cls] = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
    return known


def decode_dataclass(cls: type[T], doc: Any, path: tuple[str | int, ...] = ()) -> T:
    """The dataclass ``cls`` built from its JSON object ``doc``: every field of its
    declared type (lists for tuples), the fields with a default may be left out, no
    other field allowed. Raises ``FormError`` naming the first field that is wrong."""
    if not isinstance(doc, dict):
        raise FormError(path, f"must be an object, not {show(doc)}", "type")
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for name in doc:
        if name not in fields:
            raise FormError((*path, name), "is not a field here", "extra")
    for name, f in fields.items():
        if name not in doc and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise FormError((*path, name), "missing", "missing")
    types = field_types(cls)
    for name, value in doc.items():  # each field alone, so that a message names its type
        problem = type_problem(types[name], value, (*path, name))
        if problem is not None:
            raise problem
    from pydantic import ValidationError

    try:
        built: T = _adapter(cls).validate_json(_as_json(doc, path), strict=True)
    except ValidationError as exc:
        raise _form_error(exc, cls, path) from None
    return built


def fields_problem(obj: Any, to_json: Callable[[Any], Any] = lambda v: v) -> FormError | None:
    """Whether every field of the dataclass instance ``obj`` has its declared type,
    judged on its JSON form (``to_json`` of each value); the first problem, or None."""
    for name, tp in field_types(type(obj)).items():
        problem = type_problem(tp, to_json(getattr(obj, name)), (name,))
        if problem is not None:
            return problem
    return None


def regular_file(path: Path) -> bool:
    """Whether ``path`` is a regular file (not a folder, device, pipe or socket)."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False
