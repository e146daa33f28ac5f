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

from game.core.i18n import N_, Message, Param, m, t, words

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
    """A file that is not the JSON it should be. ``said`` is what is wrong, as a message
    without the file's name (``id`` its id, ``message`` its words now); ``line`` and
    ``column`` say where, when known."""

    def __init__(self, said: Message, line: int | None = None, column: int | None = None):
        self.said = said
        self.line = line
        self.column = column
        super().__init__(said)

    @property
    def id(self) -> str:
        """The message's id ("core.json.not_utf8")."""
        return self.said.id

    @property
    def message(self) -> str:
        """What is wrong, in words in the current language."""
        return str(self.said)

    def __str__(self) -> str:
        return str(self.said)

    def located(self, path: str | os.PathLike[str]) -> Message:
        """The message after the file's name and, when known, its line and column."""
        where = str(path)
        if self.line is not None:
            where += f":{self.line}:{self.column or 1}"
        return m("core.json.located", where=where, problem=self.said)


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
        raise JsonError(m("core.json.folder"))
    if not stat.S_ISREG(info.st_mode):
        raise JsonError(m("core.json.not_regular"))
    with open(path, "rb") as fh:
        raw = fh.read(limit + 1)
    if len(raw) > limit:
        raise JsonError(m("core.json.too_large", megabytes=str(limit // (1024 * 1024))))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise JsonError(m("core.json.not_utf8", byte=str(exc.start))) from None


class _Unfit(Exception):
    """A number JSON reads but a file may not hold: its text and why."""

    def __init__(self, text: str, why: Message):
        self.text = text
        self.why = why


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Unfit(text, m("core.json.number_too_large", number=text[:SHOWN]))
    return value


def _no_constant(name: str) -> Any:
    raise _Unfit(name, m("core.json.not_a_number", name=name))


def _line_column(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def parse_json(text: str) -> Any:
    """The JSON value ``text`` holds; raises ``JsonError`` with the line and column
    where known, for an empty text, one cut short, invalid JSON, a number too long or
    too large, nesting deeper than ``MAX_DEPTH``, a text longer than ``MAX_TEXT``, and a
    NUL or half a surrogate pair."""
    if not text.strip():
        raise JsonError(m("core.json.empty"))
    try:
        value = json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        end = len(text.rstrip())
        extra = exc.msg.startswith("Extra data")  # after the end of the value  # words: not shown
        if not extra and (not text.rstrip().endswith(("}", "]")) or exc.pos >= end - 1):
            message = m("core.json.cut_short")
        else:
            reason = exc.msg.lower().removesuffix(" at")  # "Invalid control character at": Python's words
            message = m("core.json.invalid", reason=reason)
        raise JsonError(message, exc.lineno, exc.colno) from None
    except RecursionError:
        raise JsonError(m("core.json.nested_too_deep", limit=str(MAX_DEPTH))) from None
    except _Unfit as exc:
        found = re.search(r"(?<![\w.+-])" + re.escape(exc.text) + r"(?![\w.])", text)
        raise JsonError(exc.why, *(_line_column(text, found.start()) if found else (None, None))) from None
    except ValueError:  # a whole number of more than MAX_DIGITS digits
        long = re.search(rf"\d{{{MAX_DIGITS + 1},}}", text)
        where = _line_column(text, long.start()) if long else (None, None)
        digits = len(long.group()) if long else MAX_DIGITS + 1
        raise JsonError(m("core.json.too_many_digits", digits=str(digits)), *where) from None
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
                raise JsonError(m("core.json.nested_too_deep", limit=str(MAX_DEPTH)))
            if isinstance(item, dict):
                for key, inner in item.items():
                    _check_text(key)
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)


def _check_text(text: str) -> None:
    if len(text) > MAX_TEXT:
        raise JsonError(m("core.json.text_too_long", length=str(len(text))))
    if "\x00" in text:
        raise JsonError(m("core.json.text_nul", text=_clip(text)))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonError(m("core.json.text_surrogate", text=_clip(text))) from None


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
            text = t("core.json.value_of_type", type=type(value).__name__)
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


# --------------------------------------------------------------------------------------
# JSON forms checked against declared types
# --------------------------------------------------------------------------------------


class FormError(ValueError):
    """A JSON form that does not fit its class: ``path`` is the field (``("seats", 2,
    "kind")``), ``problem`` what is wrong with it (a message), and ``kind`` says whether a
    field is unknown, missing or of the wrong type. str() is ``"seats.2.kind: <problem>"``."""

    def __init__(self, path: tuple[str | int, ...], problem: Message, kind: Literal["type", "missing", "extra"]):
        self.path = path
        self.problem = problem
        self.kind = kind
        super().__init__(problem)

    def __str__(self) -> str:
        return f"{self.where}: {self.problem}" if self.path else str(self.problem)

    @property
    def where(self) -> str:
        return ".".join(str(p) for p in self.path)


#: what pydantic's kinds of wrong type expect, as messages: "must be {expected}, not ..."
_WORDS = {
    "int_type": N_("core.json.a_whole_number"),
    "int_parsing": N_("core.json.a_whole_number"),
    "int_from_float": N_("core.json.a_whole_number"),
    "string_type": N_("core.json.a_text"),
    "bool_type": N_("core.json.true_or_false"),
    "float_type": N_("core.json.a_number"),
    "list_type": N_("core.json.a_list"),
    "tuple_type": N_("core.json.a_list"),
    "set_type": N_("core.json.a_list"),
    "dict_type": N_("core.json.an_object"),
    "dataclass_type": N_("core.json.an_object"),
    "dataclass_exact_type": N_("core.json.an_object"),
    "model_type": N_("core.json.an_object"),
    "none_required": N_("core.json.null"),
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
        return FormError(path, m("core.json.missing"), "missing")
    if kind in ("unexpected_keyword_argument", "extra_forbidden"):
        return FormError(path, m("core.json.not_a_field"), "extra")
    expected: Param
    if kind == "literal_error":
        expected = m("core.json.one_of", choices=_choices(str(error.get("ctx", {}).get("expected", ""))))
    elif kind in _WORDS:
        expected = m(_WORDS[kind])
        if not error["loc"] and _nullable(tp) and kind != "none_required":
            expected = m("core.json.or_null", expected=expected)
    else:
        message = error["msg"]  # pydantic's own words, in English
        reason = f"{message[:1].lower()}{message[1:]}"
        return FormError(path, m("core.json.other_problem", reason=reason, given=show(error.get("input"))), "type")
    return FormError(path, m("core.json.must_be", expected=expected, given=show(error.get("input"))), "type")


def _choices(expected: str) -> Param:
    """pydantic's list of the values a literal allows ("'a', 'b' or 'c'"), joined in the
    reader's language; as it is when it cannot be split."""
    parts = re.split(r", | or ", expected)
    if len(parts) < 2 or not all(re.fullmatch(r"'[^']*'|-?\d+|True|False|None", part) for part in parts):
        return expected
    return words(parts, last="or")


def _as_json(value: Any, path: tuple[str | int, ...]) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        raise FormError(path, m("core.json.no_file_holds", given=show(value)), "type") from None


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
        raise FormError(path, m("core.json.must_be", expected=m("core.json.an_object"), given=show(doc)), "type")
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for name in doc:
        if name not in fields:
            raise FormError((*path, name), m("core.json.not_a_field"), "extra")
    for name, f in fields.items():
        if name not in doc and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise FormError((*path, name), m("core.json.missing"), "missing")
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
