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
nested more than ``MAX_DEPTH`` deep, aliases that add more than ``MAX_ALIAS_VALUES``
values once expanded or refer to themselves ("billion laughs"), and a number of more
than ``MAX_NUMBER_CHARS`` characters are each one located problem. A long list written
out in full is no alias bomb: its size is bounded by ``MAX_CHARS``, and its model says
how many items it may hold. Where no better
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
from game.core.i18n import N_, Message, Param, Text, m, t

YamlPath = tuple[str | int, ...]
Position = tuple[int, int]  # (line, column), both counted from 1
M = TypeVar("M", bound=BaseModel)

#: The most characters a data file may hold (the game's largest holds a few thousand).
MAX_CHARS = 1_000_000
#: The deepest nesting of lists and mappings a data file may have.
MAX_DEPTH = 40
#: The most values a document's aliases may add once expanded: each alias counts every
#: value of what it repeats. Values written out count nothing here (``MAX_CHARS`` bounds
#: them), so a plain list of 100,000 items is read, and its model judges its length.
MAX_ALIAS_VALUES = 100_000
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


def close_match(word: str, choices: Iterable[str]) -> str | None:
    """The choice closest to ``word`` when one is close enough (a likely typing slip)."""
    close = difflib.get_close_matches(word, [str(c) for c in choices], n=1, cutoff=0.6)
    return close[0] if close else None


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """``"; did you mean 'count'?"`` in words now when a choice is close to ``word``, else
    ``""`` (a tail for a sentence; messages of their own are better: see ``close_match``)."""
    close = close_match(word, choices)
    return t("core.yaml.did_you_mean", close=repr(close)) if close is not None else ""


def unknown_id(what: Param, word: str, choices: Iterable[str]) -> Message:
    """The message for an unknown id: a close match if there is one, else the choices.
    ``what`` names the kind of thing (a message of the game's catalogue, "card")."""
    choices = sorted(str(c) for c in choices)
    close = close_match(word, choices)
    if close is not None:
        return m("core.yaml.unknown_id_close", what=what, word=repr(word), close=repr(close))
    if not choices:
        return m("core.yaml.unknown_id_none", what=what, word=repr(word))
    return m("core.yaml.unknown_id_choices", what=what, word=repr(word), choices=", ".join(choices))


def unknown_id_message(what: Param, word: str, choices: Iterable[str]) -> str:
    """``unknown_id`` in words now (for code that still needs a str)."""
    return str(unknown_id(what, word, choices))


class LimitError(yaml.MarkedYAMLError):
    """A document past one of this module's bounds (nesting, aliases, number length)."""


def _limit(message: Message, mark: yaml.Mark | None) -> LimitError:
    error = LimitError(None, None, str(message), mark)
    error.said = message  # type: ignore[attr-defined]
    return error


def _node_children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _check_expansion(root: yaml.Node) -> None:
    """Refuse a document whose aliases make a loop, add more than ``MAX_ALIAS_VALUES``
    values once expanded, or nest deeper than ``MAX_DEPTH`` once expanded (an alias of
    an alias of ...). Walks each node once, without recursion, whatever the aliases
    multiply.

    A node the composer shares between several parents is an anchor and its aliases:
    its first parent holds it as written, and each other one holds a copy of all its
    values, which is what aliases add. Items written out are never shared, so they add
    nothing, however many there are."""
    done: dict[int, tuple[int, int]] = {}  # id(node) -> (values, depth) once expanded
    entered: set[int] = set()
    held: set[int] = set()  # nodes met once as a child: any further parent holds a copy
    added = 0  # the values the aliases add, so far
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, leaving = stack.pop()
        key = id(node)
        if leaving:
            children = _node_children(node)
            sizes = [done[id(child)] for child in children]
            values = 1 + sum(size[0] for size in sizes)
            depth = 1 + max((size[1] for size in sizes), default=0)
            entered.discard(key)
            for child, size in zip(children, sizes, strict=True):
                if id(child) in held:
                    added += size[0]
                else:
                    held.add(id(child))
            if added > MAX_ALIAS_VALUES:
                raise _limit(m("core.yaml.aliases_expand", limit=str(MAX_ALIAS_VALUES)), node.start_mark)
            if depth > MAX_DEPTH:
                raise _limit(m("core.yaml.aliases_nest", limit=str(MAX_DEPTH)), node.start_mark)
            done[key] = (values, depth)
            continue
        if key in done:
            continue
        if key in entered:
            raise _limit(m("core.yaml.alias_loop"), node.start_mark)
        entered.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in _node_children(node) if id(child) not in done)


def _construct_bounded(kind: str) -> Any:
    """A constructor of PyYAML's ``kind`` scalars that refuses absurdly long numbers
    (Python refuses to read a whole number of more than 4300 digits with a traceback)."""
    base = getattr(yaml.SafeLoader, f"construct_yaml_{kind}")

    def construct(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
        if len(str(node.value)) > MAX_NUMBER_CHARS:
            message = m("core.yaml.number_too_long", length=str(len(str(node.value))), limit=str(MAX_NUMBER_CHARS))
            raise _limit(message, node.start_mark)
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
    aliases that loop or add more than ``MAX_ALIAS_VALUES`` values, and numbers written with more
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
                raise _limit(m("core.yaml.nested_too_deep", limit=str(MAX_DEPTH)), event.start_mark)
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

    def problem(self, path: Sequence[str | int], message: Text, *, key: bool = False) -> Problem:
        """A Problem about the value at ``path`` in this file."""
        line, column = self.locate(path, key=key) or (1, 1)
        return Problem(self.source, line, column, dotted(path), message)

    def sub_document(self, prefix: Sequence[str | int], data: Any) -> YamlDocument:
        """The part of this document under ``prefix`` (whose value is ``data``), as a
        document of its own: its positions are those of this file, its paths start
        below ``prefix`` (to check a part against a model chosen by another field)."""
        prefix = tuple(prefix)
        size = len(prefix)
        positions = {path[size:]: at for path, at in self.positions.items() if path[:size] == prefix}
        keys = {path[size:]: at for path, at in self.key_positions.items() if path[:size] == prefix}
        return YamlDocument(self.source, data, positions, keys)


def _line_column(text: str, index: int) -> Position:
    """The 1-based line and column of the character at ``index`` of ``text``."""
    line = text.count("\n", 0, index) + 1
    return (line, index - (text.rfind("\n", 0, index) + 1) + 1)


def _character_name(character: str) -> Message:
    """ "a NUL byte (U+0000)", "the control character U+0007", "the character U+FFFE"."""
    code = ord(character)
    if code == 0:
        return m("core.yaml.character_nul")
    if code < 0x20 or 0x7F <= code < 0xA0:
        return m("core.yaml.character_control", code=f"{code:04X}")
    return m("core.yaml.character_other", code=f"{code:04X}")


def _text_problems(text: str, source: str) -> list[Problem]:
    """What makes ``text`` unreadable as YAML before parsing: its size, characters YAML
    does not allow."""
    if len(text) > MAX_CHARS:
        message = m("core.yaml.too_many_characters", length=str(len(text)), limit=str(MAX_CHARS))
        return [Problem(source, 1, 1, "", message)]
    bad = _NOT_PRINTABLE.search(text)
    if bad is None:
        return []
    line, column = _line_column(text, bad.start())
    message = m("core.yaml.character_not_allowed", character=_character_name(bad.group()))
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
        message = m("core.yaml.cannot_read", reason=str(exc.reason))
        raise DataError([Problem(source, line, column, "", message)]) from None
    except yaml.YAMLError as exc:
        raise DataError([Problem(source, 1, 1, "", m("core.yaml.cannot_read", reason=str(exc)))]) from None
    except RecursionError:  # bounded above; a last guard, never a traceback
        message = m("core.yaml.nested_too_deeply", limit=str(MAX_DEPTH))
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
            m("core.yaml.duplicate_key", key=repr(path[-1]), line=str(first[0])),
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
        raise DataError([Problem(shown, None, None, "", m("core.yaml.file_not_found"))]) from None
    except IsADirectoryError:
        raise DataError([Problem(shown, None, None, "", m("core.yaml.folder_not_file"))]) from None
    except OSError as exc:
        message = m("core.yaml.cannot_read_file", reason=str(exc.strerror))
        raise DataError([Problem(shown, None, None, "", message)]) from None
    if len(raw) > limit:
        message = m("core.yaml.file_too_large", limit=str(limit))
        raise DataError([Problem(shown, 1, 1, "", message)])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError([not_utf8(shown, raw, exc, advice=True)]) from None


def load_yaml(file: Path, source: str | None = None) -> YamlDocument:
    """Read and parse ``file``; ``source`` is how messages name it (default: the path)."""
    shown = source if source is not None else file.as_posix()
    return parse_yaml(read_text_file(file, shown), shown)


def _syntax_problem(exc: yaml.MarkedYAMLError, source: str) -> Problem:
    mark = exc.problem_mark or exc.context_mark
    line, column = _position(mark) if mark is not None else (1, 1)
    if isinstance(exc, LimitError):
        return Problem(source, line, column, "", getattr(exc, "said", None) or str(exc.problem))
    # PyYAML's own account of the error is in English: it is shown as it is, inside ours
    details: Param = str(exc.problem or exc.context or "") or m("core.yaml.cannot_parse")
    if exc.problem and exc.context:
        if exc.context_mark is not None and exc.context_mark is not mark:
            start = str(exc.context_mark.line + 1)
            details = m("core.yaml.in_context_at", problem=exc.problem, context=exc.context, line=start)
        else:
            details = m("core.yaml.in_context", problem=exc.problem, context=exc.context)
    if isinstance(exc, yaml.constructor.ConstructorError):
        message = m("core.yaml.error", details=details)
    else:
        message = m("core.yaml.syntax_error", details=details)
    if exc.problem and "'\\t'" in exc.problem:
        message = m("core.yaml.tabs", error=message)
    return Problem(source, line, column, "", message)


def validate_model(document: YamlDocument, model: type[M]) -> M:
    """Check ``document.data`` against ``model``; raise DataError listing every problem."""
    if document.data is None and () not in document.positions:
        message = m("core.yaml.no_data")
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
    errors = exc.errors(include_url=False)
    #: where an item of a list is wrong: pydantic then also finds the list too short,
    #: counting only its good items ("got 0" for a list of one broken item), which is no
    #: problem of its own
    broken_items = {tuple(e["loc"][:i]) for e in errors for i, part in enumerate(e["loc"]) if isinstance(part, int)}
    for error in errors:
        if error["type"] == "too_short" and tuple(error["loc"]) in broken_items:
            continue
        loc = tuple(part for part in error["loc"] if part != "[key]")
        message = _message(error, loc, model)
        is_key = error["type"] == "extra_forbidden"
        problems.append(document.problem(loc, message, key=is_key))
    problems.sort(key=lambda p: (p.line or 0, p.column or 0))
    if len(problems) > MAX_PROBLEMS:
        more = len(problems) - MAX_PROBLEMS
        last = problems[MAX_PROBLEMS - 1]
        summary = Problem(document.source, last.line, last.column, "", m("core.yaml.more_problems", n=more))
        problems = problems[:MAX_PROBLEMS] + [summary]
    return problems


#: pydantic's kinds of wrong type, and the message for each: "expected ..., got {given}"
_EXPECTED: dict[str, str] = {
    "int_type": N_("core.yaml.expected_whole_number"),
    "int_parsing": N_("core.yaml.expected_whole_number"),
    "int_from_float": N_("core.yaml.expected_whole_number"),
    "float_type": N_("core.yaml.expected_number"),
    "float_parsing": N_("core.yaml.expected_number"),
    "string_type": N_("core.yaml.expected_text"),
    "string_sub_type": N_("core.yaml.expected_text"),
    "bool_type": N_("core.yaml.expected_true_false"),
    "bool_parsing": N_("core.yaml.expected_true_false"),
    "list_type": N_("core.yaml.expected_list"),
    "tuple_type": N_("core.yaml.expected_list"),
    "set_type": N_("core.yaml.expected_list"),
    "frozen_set_type": N_("core.yaml.expected_list"),
}

#: pydantic's kinds of bound, the message for each and the bound's name in its context
_BOUNDS: dict[str, tuple[str, str]] = {
    "greater_than_equal": (N_("core.yaml.at_least"), "ge"),
    "greater_than": (N_("core.yaml.more_than"), "gt"),
    "less_than_equal": (N_("core.yaml.at_most"), "le"),
    "less_than": (N_("core.yaml.less_than"), "lt"),
}


def _count(value: Any) -> int:
    """A count from pydantic's context as a whole number (0 when it is not one)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _message(error: Mapping[str, Any], loc: YamlPath, model: type[BaseModel]) -> Text:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    given = _describe(error.get("input"))
    if kind == "extra_forbidden":
        name = str(loc[-1]) if loc else "?"
        allowed = _fields_at(model, loc[:-1])
        close = close_match(name, allowed)
        if close is not None:
            return m("core.yaml.unknown_field_close", name=repr(name), close=repr(close))
        if allowed:
            return m("core.yaml.unknown_field_allowed", name=repr(name), allowed=", ".join(allowed))
        return m("core.yaml.unknown_field", name=repr(name))
    if kind == "missing":
        name = str(loc[-1]) if loc else "?"
        return m("core.yaml.missing_field", name=repr(name))
    if kind == "literal_error":
        choices = _literal_choices(model, loc)
        listed = ", ".join(repr(c) for c in choices) if choices else str(ctx.get("expected", ""))
        close = close_match(error["input"], [str(c) for c in choices]) if isinstance(error.get("input"), str) else None
        if choices and close is not None:
            return m("core.yaml.not_one_of_close", given=given, choices=listed, close=repr(close))
        return m("core.yaml.not_one_of", given=given, choices=listed)
    if kind in _EXPECTED:
        return m(_EXPECTED[kind], given=given)
    if kind in ("dict_type", "model_type", "model_attributes_type", "dataclass_type"):
        if not loc:
            return m("core.yaml.expected_mapping_top", given=given)
        return m("core.yaml.expected_mapping", given=given)
    if kind in _BOUNDS:
        said, bound = _BOUNDS[kind]
        return m(said, limit=str(ctx.get(bound)), given=given)
    if kind == "too_short":
        return m("core.yaml.too_few_items", n=_count(ctx.get("min_length")), actual=str(ctx.get("actual_length")))
    if kind == "string_too_long":
        length = str(len(str(error.get("input", ""))))
        return m("core.yaml.too_many_characters_in_text", n=_count(ctx.get("max_length")), length=length)
    if kind == "string_too_short":
        return m("core.yaml.too_few_characters", n=_count(ctx.get("min_length")))
    if kind == "too_long":
        return m("core.yaml.too_many_items", n=_count(ctx.get("max_length")), actual=str(ctx.get("actual_length")))
    if kind in ("value_error", "assertion_error") and "error" in ctx:
        reason = ctx["error"]
        kept = reason.args[0] if isinstance(reason, BaseException) and reason.args else None
        return kept if isinstance(kept, Message) else str(reason)  # a validator's own message, kept
    msg = error.get("msg")
    return str(msg) if msg else m("core.yaml.invalid_value")


def _describe(value: Any) -> Param:
    """A short description of a YAML value for messages."""
    if value is None:
        return m("core.yaml.value_null")
    if isinstance(value, Mapping):
        return m("core.yaml.value_mapping")
    if isinstance(value, (list, tuple)):
        return m("core.yaml.value_list")
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
