"""Load YAML data files with the position of every value, and check them with pydantic.

Game-agnostic. A data file is read with ``MarkedLoader``, a ``yaml.SafeLoader`` that
records the 1-based (line, column) of every mapping value, mapping key and sequence item,
keyed by its path from the top of the document: ``("cards", 2, "count")``. When the
data does not fit its pydantic model, each ``ValidationError`` entry becomes a
``Problem`` placed at the deepest part of that path the file really has, so messages read

    data/fief/cards.yaml:14:12: cards.2.count: expected a whole number, got 'five'

Nothing here exits the program: every function raises ``DataError`` holding ALL the
problems it found, and the caller decides how to report them.
"""

from __future__ import annotations

import difflib
import types
import typing
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

import yaml
from pydantic import BaseModel, ValidationError

from game.core.errors import DataError, Problem

YamlPath = tuple[str | int, ...]
Position = tuple[int, int]  # (line, column), both counted from 1
M = TypeVar("M", bound=BaseModel)

# A cap on recorded positions, so a file abusing anchors and aliases cannot make the
# position walk take exponential time. Real data files stay far below it.
_MAX_POSITIONS = 200_000


def _position(mark: yaml.Mark) -> Position:
    return (mark.line + 1, mark.column + 1)


def dotted(path: Iterable[str | int]) -> str:
    """A path as players and modders read it: ``("cards", 2, "count")`` -> "cards.2.count"."""
    return ".".join(str(part) for part in path)


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """``"; did you mean 'count'?"`` when a choice is close to ``word``, else ``""``."""
    close = difflib.get_close_matches(word, [str(c) for c in choices], n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def unknown_id_message(what: str, word: str, choices: Iterable[str]) -> str:
    """The sentence for an unknown id: a close match if there is one, else the choices."""
    choices = sorted(str(c) for c in choices)
    hint = did_you_mean(word, choices)
    if hint:
        return f"unknown {what} {word!r}{hint}"
    if not choices:
        return f"unknown {what} {word!r}; there are none to choose from"
    return f"unknown {what} {word!r}; expected one of: {', '.join(choices)}"


class MarkedLoader(yaml.SafeLoader):
    """A SafeLoader that remembers where each value, key and item of the document sits.

    After ``get_single_data()``, ``positions[path]`` is the start of the value at
    ``path`` (the sequence item, or the mapping value), ``key_positions[path]`` is the
    start of the key that introduced it, and ``duplicate_keys`` lists keys written twice
    in one mapping (YAML forbids them; PyYAML would silently keep the last).
    """

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.positions: dict[YamlPath, Position] = {}
        self.key_positions: dict[YamlPath, Position] = {}
        self.duplicate_keys: list[tuple[YamlPath, Position, Position]] = []

    def construct_document(self, node: yaml.Node) -> Any:
        self._record(node, (), set())
        return super().construct_document(node)

    def _record(self, node: yaml.Node, path: YamlPath, active: set[int]) -> None:
        if id(node) in active or len(self.positions) >= _MAX_POSITIONS:
            return  # a recursive alias, or an absurdly large file
        self.positions.setdefault(path, _position(node.start_mark))
        active.add(id(node))
        if isinstance(node, yaml.MappingNode):
            self.flatten_mapping(node)  # resolve "<<" merge keys as construction will
            seen: dict[Any, Position] = {}
            for key_node, value_node in node.value:
                try:
                    key = self.construct_object(key_node, deep=True)
                    hash(key)
                except (yaml.YAMLError, TypeError):
                    continue  # construction reports an unusable key itself
                child = path + (key,)
                where = _position(key_node.start_mark)
                if key in seen:
                    self.duplicate_keys.append((child, where, seen[key]))
                seen[key] = where
                self.key_positions[child] = where
                self.positions[child] = _position(value_node.start_mark)
                self._record(value_node, child, active)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                child = path + (index,)
                self.positions[child] = _position(item.start_mark)
                self._record(item, child, active)
        active.discard(id(node))


@dataclass(frozen=True)
class YamlDocument:
    """The data of one YAML file with the positions of its parts."""

    source: str  # the file as shown in messages, e.g. "data/fief/cards.yaml"
    data: Any
    positions: dict[YamlPath, Position] = field(default_factory=dict, repr=False)
    key_positions: dict[YamlPath, Position] = field(default_factory=dict, repr=False)

    def locate(self, path: Sequence[str | int], *, key: bool = False) -> Position | None:
        """Where ``path`` is written, or its deepest written ancestor.

        With ``key=True`` the key of a mapping entry is preferred to its value (an
        unknown or duplicate field is best shown where its name is).
        """
        path = tuple(path)
        if key and path in self.key_positions:
            return self.key_positions[path]
        for end in range(len(path), -1, -1):
            found = self.positions.get(path[:end])
            if found is not None:
                return found
        return None

    def problem(self, path: Sequence[str | int], message: str, *, key: bool = False) -> Problem:
        """A Problem about the value at ``path`` in this file."""
        where = self.locate(path, key=key)
        line, column = where if where else (None, None)
        return Problem(self.source, line, column, dotted(path), message)


def parse_yaml(text: str, source: str) -> YamlDocument:
    """Parse one YAML document; raise DataError on a syntax error or a duplicate key."""
    loader = MarkedLoader(text)
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        raise DataError([_syntax_problem(exc, source)]) from None
    except yaml.YAMLError as exc:  # reader errors (bad characters) carry no mark
        raise DataError([Problem(source, None, None, "", f"cannot read the YAML: {exc}")]) from None
    finally:
        loader.dispose()
    document = YamlDocument(source, data, loader.positions, loader.key_positions)
    repeated = [
        Problem(
            source,
            where[0],
            where[1],
            dotted(path),
            f"the key {path[-1]!r} is written twice in this mapping (first at line {first[0]})",
        )
        for path, where, first in loader.duplicate_keys
    ]
    if repeated:
        raise DataError(repeated)
    return document


def load_yaml(file: Path, source: str | None = None) -> YamlDocument:
    """Read and parse ``file``; ``source`` is how messages name it (default: the path)."""
    shown = source if source is not None else file.as_posix()
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError([Problem(shown, None, None, "", "file not found")]) from None
    except UnicodeDecodeError as exc:
        message = f"the file is not UTF-8 text (byte {exc.start} cannot be read)"
        raise DataError([Problem(shown, None, None, "", message)]) from None
    except OSError as exc:
        raise DataError([Problem(shown, None, None, "", f"cannot read the file: {exc.strerror}")]) from None
    return parse_yaml(text, shown)


def _syntax_problem(exc: yaml.MarkedYAMLError, source: str) -> Problem:
    mark = exc.problem_mark or exc.context_mark
    line, column = _position(mark) if mark is not None else (None, None)
    label = "YAML error" if isinstance(exc, yaml.constructor.ConstructorError) else "YAML syntax error"
    message = f"{label}: {exc.problem or exc.context or 'cannot parse'}"
    if exc.problem and exc.context:
        message += f" ({exc.context}"
        if exc.context_mark is not None and exc.context_mark is not mark:
            message += f" that starts at line {exc.context_mark.line + 1}"
        message += ")"
    if exc.problem and "'\\t'" in exc.problem:
        message += "; indent with spaces, YAML does not allow tabs there"
    return Problem(source, line, column, "", message)


def validate_model(document: YamlDocument, model: type[M]) -> M:
    """Check ``document.data`` against ``model``; raise DataError listing every problem."""
    try:
        return model.model_validate(document.data)
    except ValidationError as exc:
        raise DataError(validation_problems(exc, document, model)) from None


def load_model(file: Path, model: type[M], source: str | None = None) -> tuple[M, YamlDocument]:
    """Read, parse and check one file: the model instance and the positioned document."""
    document = load_yaml(file, source)
    return validate_model(document, model), document


# ---------------------------------------------------------------------------
# Turning pydantic's errors into located sentences


def validation_problems(exc: ValidationError, document: YamlDocument, model: type[BaseModel]) -> list[Problem]:
    """One Problem per pydantic error, at the deepest position the file has for it."""
    problems = []
    for error in exc.errors(include_url=False):
        loc = tuple(part for part in error["loc"] if part != "[key]")
        message = _message(error, loc, model)
        is_key = error["type"] == "extra_forbidden"
        problems.append(document.problem(loc, message, key=is_key))
    return sorted(problems, key=lambda p: (p.line or 0, p.column or 0))


def _message(error: Mapping[str, Any], loc: YamlPath, model: type[BaseModel]) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    given = _describe(error.get("input"))
    if kind == "extra_forbidden":
        name = str(loc[-1]) if loc else "?"
        allowed = _fields_at(model, loc[:-1])
        hint = did_you_mean(name, allowed)
        if not hint and allowed:
            hint = f"; allowed fields: {', '.join(allowed)}"
        return f"unknown field {name!r}{hint}"
    if kind == "missing":
        name = str(loc[-1]) if loc else "?"
        return f"the required field {name!r} is missing"
    if kind == "literal_error":
        choices = _literal_choices(model, loc)
        listed = ", ".join(repr(c) for c in choices) if choices else ctx.get("expected", "")
        text = f"{given} is not one of {listed}"
        if isinstance(error.get("input"), str) and choices:
            text += did_you_mean(error["input"], [str(c) for c in choices])
        return text
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"expected a whole number, got {given}"
    if kind in ("float_type", "float_parsing"):
        return f"expected a number, got {given}"
    if kind in ("string_type", "string_sub_type"):
        return f"expected text, got {given}"
    if kind in ("bool_type", "bool_parsing"):
        return f"expected true or false, got {given}"
    if kind in ("list_type", "tuple_type", "set_type", "frozen_set_type"):
        return f"expected a list, got {given}"
    if kind in ("dict_type", "model_type", "model_attributes_type", "dataclass_type"):
        if not loc:
            return f"expected a mapping of fields at the top of the file, got {given}"
        return f"expected a mapping of fields, got {given}"
    if kind == "greater_than_equal":
        return f"must be at least {ctx.get('ge')}, got {given}"
    if kind == "greater_than":
        return f"must be more than {ctx.get('gt')}, got {given}"
    if kind == "less_than_equal":
        return f"must be at most {ctx.get('le')}, got {given}"
    if kind == "less_than":
        return f"must be less than {ctx.get('lt')}, got {given}"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length')} item(s), got {ctx.get('actual_length')}"
    if kind == "too_long":
        return f"takes at most {ctx.get('max_length')} item(s), got {ctx.get('actual_length')}"
    if kind in ("value_error", "assertion_error") and "error" in ctx:
        return str(ctx["error"])
    return str(error.get("msg", "invalid value"))


def _describe(value: Any) -> str:
    """A short description of a YAML value for messages."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _unwrap(annotation: Any) -> Any:
    """Strip Annotated[...] and Optional[...] down to the type that holds the data."""
    while True:
        origin = get_origin(annotation)
        if origin is typing.Annotated:
            annotation = get_args(annotation)[0]
            continue
        if origin is Union or origin is types.UnionType:
            members = [a for a in get_args(annotation) if a is not type(None)]
            if len(members) == 1:
                annotation = members[0]
                continue
        return annotation


def _annotation_at(model: type[BaseModel], loc: YamlPath) -> Any:
    """The type the model expects at ``loc``, or None when the path leaves the model."""
    annotation: Any = model
    for part in loc:
        annotation = _unwrap(annotation)
        origin = get_origin(annotation)
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            fields = annotation.model_fields
            if not isinstance(part, str) or part not in fields:
                return None
            annotation = fields[part].annotation
        elif origin is tuple:
            args = get_args(annotation)
            if len(args) == 2 and args[1] is Ellipsis:
                annotation = args[0]
            elif isinstance(part, int) and 0 <= part < len(args):
                annotation = args[part]
            else:
                return None
        elif origin in (list, set, frozenset) or origin in (Sequence, typing.Sequence):
            annotation = get_args(annotation)[0]
        elif origin in (dict, Mapping) or origin is typing.Mapping:
            annotation = get_args(annotation)[1]
        else:
            return None
    return _unwrap(annotation)


def _fields_at(model: type[BaseModel], loc: YamlPath) -> list[str]:
    found = _annotation_at(model, loc)
    if isinstance(found, type) and issubclass(found, BaseModel):
        return list(found.model_fields)
    return []


def _literal_choices(model: type[BaseModel], loc: YamlPath) -> list[Any]:
    found = _annotation_at(model, loc)
    if get_origin(found) is Literal:
        return list(get_args(found))
    return []
