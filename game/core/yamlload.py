"""Load YAML data files with the position of every value, and check them with pydantic.

Game-agnostic. A data file is read with ``MarkedLoader``, a ``yaml.SafeLoader`` that
records the 1-based (line, column) of every mapping value, mapping key and sequence item,
keyed by its path from the top of the document: ``("cards", 2, "count")``. When the
data does not fit its pydantic model, each ``ValidationError`` entry becomes a
``Problem`` placed at the deepest part of that path the file really has, so messages read

    data/fief/cards.yaml:14:12: cards.2.count: expected a whole number, got 'five'

Nothing here exits the program: every function raises ``DataError`` holding ALL the
problems it found, and the caller decides how to report them.

A damaged file never gives a traceback or eats the machine: a file over ``MAX_CHARS``
characters, bytes that are not UTF-8, control characters YAML forbids (NUL...), values
nested more than ``MAX_DEPTH`` deep, anchors and aliases that expand to more than
``MAX_VALUES`` values or refer to themselves ("billion laughs"), and a number of more
than ``MAX_NUMBER_CHARS`` characters are each one located problem. Where no better
place is known, a problem about a file's content is put at line 1, column 1.
"""

from __future__ import annotations

import difflib
import os
import re
import types
import typing
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

import yaml
from pydantic import BaseModel, ValidationError

from game.core.errors import DataError, Problem, not_utf8

YamlPath = tuple[str | int, ...]
Position = tuple[int, int]  # (line, column), both counted from 1
M = TypeVar("M", bound=BaseModel)

#: The most characters a data file may hold (the game's largest holds a few thousand).
MAX_CHARS = 1_000_000
#: The deepest nesting of lists and mappings a data file may have.
MAX_DEPTH = 40
#: The most values a document may hold once its aliases are expanded.
MAX_VALUES = 100_000
#: The longest a number may be written (a whole number of 30 digits is far past any bound).
MAX_NUMBER_CHARS = 40
#: The most problems reported for one file; more are counted in one last line.
MAX_PROBLEMS = 100

# Characters YAML 1.1 does not allow in a document (PyYAML's reader refuses them).
_NOT_PRINTABLE = re.compile("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


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


class LimitError(yaml.MarkedYAMLError):
    """A document past one of this module's bounds (nesting, aliases, number length)."""


def _limit(message: str, mark: yaml.Mark | None) -> LimitError:
    return LimitError(None, None, message, mark)


def _node_children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _check_expansion(root: yaml.Node) -> None:
    """Refuse a document whose aliases make a loop, expand to more than ``MAX_VALUES``
    values, or nest deeper than ``MAX_DEPTH`` once expanded (an alias of an alias of
    ...). Walks each node once, without recursion, whatever the aliases multiply."""
    done: dict[int, tuple[int, int]] = {}  # id(node) -> (values, depth) once expanded
    entered: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, leaving = stack.pop()
        key = id(node)
        if leaving:
            sizes = [done[id(child)] for child in _node_children(node)]
            values = 1 + sum(size[0] for size in sizes)
            depth = 1 + max((size[1] for size in sizes), default=0)
            entered.discard(key)
            if values > MAX_VALUES:
                raise _limit(
                    f"the anchors and aliases here expand to more than {MAX_VALUES} values; write the data out",
                    node.start_mark,
                )
            if depth > MAX_DEPTH:
                raise _limit(f"the aliases here nest lists and mappings more than {MAX_DEPTH} deep", node.start_mark)
            done[key] = (values, depth)
            continue
        if key in done:
            continue
        if key in entered:
            raise _limit("an alias here refers to a value that contains it, which never ends", node.start_mark)
        entered.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in _node_children(node) if id(child) not in done)


def _construct_bounded(kind: str) -> Any:
    """A constructor of PyYAML's ``kind`` scalars that refuses absurdly long numbers
    (Python refuses to read a whole number of more than 4300 digits with a traceback)."""
    base = getattr(yaml.SafeLoader, f"construct_yaml_{kind}")

    def construct(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
        if len(str(node.value)) > MAX_NUMBER_CHARS:
            raise _limit(
                f"a number of {len(str(node.value))} characters; numbers here have at most {MAX_NUMBER_CHARS}",
                node.start_mark,
            )
        return base(loader, node)

    return construct


class MarkedLoader(yaml.SafeLoader):
    """A SafeLoader that remembers where each value, key and item of the document sits.

    After ``get_single_data()``, ``positions[path]`` is the start of the value at
    ``path`` (the sequence item, or the mapping value), ``key_positions[path]`` is the
    start of the key that introduced it, and ``duplicate_keys`` lists keys written twice
    in one mapping (YAML forbids them; PyYAML would silently keep the last).

    It refuses, with ``LimitError`` at the place concerned, lists and mappings nested
    more than ``MAX_DEPTH`` deep (before PyYAML's recursive composer runs out of stack),
    aliases that loop or expand past ``MAX_VALUES`` values, and numbers written with more
    than ``MAX_NUMBER_CHARS`` characters.
    """

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.positions: dict[YamlPath, Position] = {}
        self.key_positions: dict[YamlPath, Position] = {}
        self.duplicate_keys: list[tuple[YamlPath, Position, Position]] = []
        self._depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                event = self.peek_event()  # type: ignore[no-untyped-call]
                raise _limit(f"lists and mappings are nested more than {MAX_DEPTH} deep here", event.start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_document(self, node: yaml.Node) -> Any:
        _check_expansion(node)
        self._record(node, (), set())
        return super().construct_document(node)

    def _record(self, node: yaml.Node, path: YamlPath, active: set[int]) -> None:
        if id(node) in active:
            return  # a recursive alias (refused before this walk)
        self.positions.setdefault(path, _position(node.start_mark))
        active.add(id(node))
        if isinstance(node, yaml.MappingNode):
            self.flatten_mapping(node)  # resolve "<<" merge keys as construction will
            seen: dict[Any, Position] = {}
            for key_node, value_node in node.value:
                try:
                    key = self.construct_object(key_node, deep=True)
                    hash(key)
                except LimitError:
                    raise
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


MarkedLoader.add_constructor("tag:yaml.org,2002:int", _construct_bounded("int"))
MarkedLoader.add_constructor("tag:yaml.org,2002:float", _construct_bounded("float"))


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
        line, column = self.locate(path, key=key) or (1, 1)
        return Problem(self.source, line, column, dotted(path), message)


def _line_column(text: str, index: int) -> Position:
    """The 1-based line and column of the character at ``index`` of ``text``."""
    line = text.count("\n", 0, index) + 1
    return (line, index - (text.rfind("\n", 0, index) + 1) + 1)


def _character_name(character: str) -> str:
    """ "a NUL byte (U+0000)", "the control character U+0007", "the character U+FFFE"."""
    code = ord(character)
    if code == 0:
        return "a NUL byte (U+0000)"
    if code < 0x20 or 0x7F <= code < 0xA0:
        return f"the control character U+{code:04X}"
    return f"the character U+{code:04X}"


def _text_problems(text: str, source: str) -> list[Problem]:
    """What makes ``text`` unreadable as YAML before parsing: its size, characters YAML
    does not allow."""
    if len(text) > MAX_CHARS:
        message = f"the file holds {len(text)} characters, more than the {MAX_CHARS} a data file may have"
        return [Problem(source, 1, 1, "", message)]
    bad = _NOT_PRINTABLE.search(text)
    if bad is None:
        return []
    line, column = _line_column(text, bad.start())
    message = f"the file holds {_character_name(bad.group())}, which YAML does not allow; remove it"
    return [Problem(source, line, column, "", message)]


def parse_yaml(text: str, source: str) -> YamlDocument:
    """Parse one YAML document; raise DataError on a syntax error, a duplicate key, a
    character YAML does not allow, or a document past the module's bounds."""
    refused = _text_problems(text, source)
    if refused:
        raise DataError(refused)
    loader = MarkedLoader(text)
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        raise DataError([_syntax_problem(exc, source)]) from None
    except yaml.reader.ReaderError as exc:  # the characters were checked above; kept for safety
        line, column = _line_column(text, exc.position)
        raise DataError([Problem(source, line, column, "", f"cannot read the YAML: {exc.reason}")]) from None
    except yaml.YAMLError as exc:
        raise DataError([Problem(source, 1, 1, "", f"cannot read the YAML: {exc}")]) from None
    except RecursionError:  # bounded above; a last guard, never a traceback
        message = f"lists and mappings are nested too deeply (at most {MAX_DEPTH})"
        raise DataError([Problem(source, 1, 1, "", message)]) from None
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


def read_text_file(file: Path, shown: str, limit: int = MAX_CHARS) -> str:
    """The UTF-8 text of ``file``; DataError naming ``shown`` when it is missing, not a
    regular file, larger than ``limit`` bytes, or not UTF-8 (with the line and column of
    the first byte that is not)."""
    try:
        with open(file, "rb") as stream:
            raw = stream.read(limit + 1)
    except FileNotFoundError:
        raise DataError([Problem(shown, None, None, "", "file not found")]) from None
    except IsADirectoryError:
        raise DataError([Problem(shown, None, None, "", "a folder where a file should be")]) from None
    except OSError as exc:
        raise DataError([Problem(shown, None, None, "", f"cannot read the file: {exc.strerror}")]) from None
    if len(raw) > limit:
        message = f"the file is larger than {limit} bytes, far more than a data file needs"
        raise DataError([Problem(shown, 1, 1, "", message)])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError([not_utf8(shown, raw, exc, "; save the file as UTF-8")]) from None


def load_yaml(file: Path, source: str | None = None) -> YamlDocument:
    """Read and parse ``file``; ``source`` is how messages name it (default: the path)."""
    shown = source if source is not None else file.as_posix()
    return parse_yaml(read_text_file(file, shown), shown)


def _syntax_problem(exc: yaml.MarkedYAMLError, source: str) -> Problem:
    mark = exc.problem_mark or exc.context_mark
    line, column = _position(mark) if mark is not None else (1, 1)
    if isinstance(exc, LimitError):
        return Problem(source, line, column, "", str(exc.problem))
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
    if document.data is None and () not in document.positions:
        message = "the file holds no data (it is empty or only comments); expected a mapping of fields"
        raise DataError([Problem(document.source, 1, 1, "", message)])
    try:
        return model.model_validate(document.data)
    except ValidationError as exc:
        raise DataError(validation_problems(exc, document, model)) from None


def load_model(file: Path, model: type[M], source: str | None = None) -> tuple[M, YamlDocument]:
    """Read, parse and check one file: the model instance and the positioned document."""
    document = load_yaml(file, source)
    return validate_model(document, model), document


#: How many checked files ``load_model_cached`` keeps.
CACHE_SIZE = 64
_CACHE: OrderedDict[tuple[str, type[BaseModel], str | None], tuple[tuple[int, int], Any]] = OrderedDict()


def clear_cache() -> None:
    """Forget every file ``load_model_cached`` keeps."""
    _CACHE.clear()


def load_model_cached(file: Path, model: type[M], source: str | None = None) -> tuple[M, YamlDocument]:
    """``load_model``, reused while the file is unchanged (its absolute path, the model,
    the name shown, its modification time and size). A file with problems is read again
    each time. What it returns is frozen and shared."""
    try:
        info = os.stat(file)
    except OSError:
        return load_model(file, model, source)  # the loader reports it properly
    key = (os.path.abspath(file), model, source)
    stamp = (info.st_mtime_ns, info.st_size)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] == stamp:
        _CACHE.move_to_end(key)
        return hit[1]  # type: ignore[no-any-return]
    loaded = load_model(file, model, source)
    _CACHE[key] = (stamp, loaded)
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return loaded


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
    problems.sort(key=lambda p: (p.line or 0, p.column or 0))
    if len(problems) > MAX_PROBLEMS:
        more = len(problems) - MAX_PROBLEMS
        last = problems[MAX_PROBLEMS - 1]
        summary = Problem(document.source, last.line, last.column, "", f"and {more} more problem(s) after these")
        problems = problems[:MAX_PROBLEMS] + [summary]
    return problems


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
    if kind == "string_too_long":
        return f"takes at most {ctx.get('max_length')} characters, got {len(str(error.get('input', '')))}"
    if kind == "string_too_short":
        return f"needs at least {ctx.get('min_length')} character(s)"
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
