"""A seeded generator of damaged files: saves, autosaves and settings spoiled in the ways
disks, editors, copies cut short and curious players spoil them.

``damaged_saves(sources, rng, count)`` yields ``Damage(name, content)`` pairs, each the
bytes of a real save spoiled in one way: cut short, bytes flipped, NUL, control or
non-UTF-8 bytes put in, lists nested 1,000 deep, numbers of 5,000 digits or far too
large, a field of any part (the envelope, the config, an action, the meta, the snapshot)
given a value of another type, removed, duplicated or joined by an unknown one, unknown
action kinds and bots, actions dropped, swapped or repeated. Half of the damages to the
snapshot come with its hash computed again, so that replaying, not the hash, must catch
them. ``damaged_settings(rng, count)`` does the same to a settings file.

Every choice comes from the ``random.Random`` handed in: the same seed gives the same files.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import saves

DEEP = 1000  # nesting levels: past what a save may hold and, at 1,000+, past Python's recursion limit
DIGITS = 5000  # past the 4,300 digits Python converts to a whole number

#: Values of every JSON type, wrong for almost any field.
ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    -(2**63),
    2**64,
    10**30,
    1.5,
    -0.0,
    1e300,
    "",
    "x",
    "🦉",
    " " * 3,
    "\u0007bell",
    "é" * 300,
    [],
    [1, 2, 3],
    ["a", None],
    {},
    {"kind": "done"},
    {"a": {"b": [1]}},
)


@dataclass(frozen=True)
class Damage:
    """One damaged file: how it was damaged (for the test's messages) and its bytes."""

    name: str
    content: bytes


Path_ = tuple[str | int, ...]


def _paths(value: Any, prefix: Path_ = ()) -> list[Path_]:
    """Every path to a value inside ``value`` (itself excluded)."""
    out: list[Path_] = []
    if isinstance(value, dict):
        for key, inner in value.items():
            out.append((*prefix, key))
            out += _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            out.append((*prefix, index))
            out += _paths(inner, (*prefix, index))
    return out


def _get(doc: Any, path: Path_) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _set(doc: Any, path: Path_, value: Any) -> None:
    _get(doc, path[:-1])[path[-1]] = value


def _delete(doc: Any, path: Path_) -> None:
    parent = _get(doc, path[:-1])
    del parent[path[-1]]


_MARK = "\u2603placeholder\u2603"


def _encode(doc: Any, rehash: bool, raw: str | None = None) -> bytes:
    """The save ``doc`` as a file; with ``rehash`` the snapshot's hash is made to match
    it; ``raw`` replaces the placeholder value (for JSON Python cannot write)."""
    if rehash and isinstance(doc, dict) and isinstance(doc.get("snapshot"), dict):
        doc["snapshot_hash"] = saves.state_hash(doc["snapshot"])
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    if raw is not None:
        text = text.replace(json.dumps(_MARK, ensure_ascii=False), raw)
    return text.encode("utf-8")


def _part(rng: random.Random, doc: dict[str, Any]) -> tuple[Path_, bool]:
    """A random path in the save, weighted towards the config, the actions and the meta,
    and whether the snapshot's hash should be computed again for it."""
    part = rng.choice(["config", "actions", "actions", "meta", "envelope", "snapshot", "any"])
    if part == "envelope":
        return (rng.choice(list(doc)),), False
    if part == "any" or part not in doc:
        return rng.choice(_paths(doc)), rng.random() < 0.5
    if not isinstance(doc[part], (dict, list)):
        return (part,), False
    inner = _paths(doc[part], (part,))
    if not inner:
        return (part,), part == "snapshot"
    return rng.choice(inner), part == "snapshot" and rng.random() < 0.5


# --------------------------------------------------------------------------- byte damages


def _truncate(rng: random.Random, raw: bytes) -> bytes:
    return raw[: rng.randrange(0, len(raw))]


def _flip(rng: random.Random, raw: bytes) -> bytes:
    out = bytearray(raw)
    for _ in range(rng.randint(1, 6)):
        i = rng.randrange(len(out))
        out[i] ^= 1 << rng.randrange(8)
    return bytes(out)


def _insert(rng: random.Random, raw: bytes) -> bytes:
    junk = rng.choice([b"\x00", b"\x01", b"\x1b", b"\x7f", b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xfe\xff", b"\r"])
    i = rng.randrange(len(raw) + 1)
    return raw[:i] + junk * rng.randint(1, 3) + raw[i:]


def _cut_span(rng: random.Random, raw: bytes) -> bytes:
    i = rng.randrange(len(raw))
    return raw[:i] + raw[i + rng.randint(1, 200) :]


def _repeat_span(rng: random.Random, raw: bytes) -> bytes:
    i = rng.randrange(len(raw))
    j = min(len(raw), i + rng.randint(1, 200))
    return raw[:j] + raw[i:j] + raw[j:]


BYTE_DAMAGES: dict[str, Callable[[random.Random, bytes], bytes]] = {
    "truncated": _truncate,
    "bytes flipped": _flip,
    "bytes inserted": _insert,
    "a span cut out": _cut_span,
    "a span repeated": _repeat_span,
}


# --------------------------------------------------------------------------- structure damages


def _wrong_type(rng: random.Random, doc: dict[str, Any]) -> bytes:
    path, rehash = _part(rng, doc)
    _set(doc, path, copy.deepcopy(rng.choice(ODD_VALUES)))
    return _encode(doc, rehash)


def _deep(rng: random.Random, doc: dict[str, Any]) -> bytes:
    path, rehash = _part(rng, doc)
    depth = rng.choice([101, 500, DEEP, DEEP * 3])
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
    _set(doc, path, _MARK)
    return _encode(doc, rehash, opener * depth + "1" + closer * depth)


def _giant_number(rng: random.Random, doc: dict[str, Any]) -> bytes:
    path, rehash = _part(rng, doc)
    number = rng.choice(
        [
            "9" * DIGITS,
            "-" + "7" * DIGITS,
            "1" + "0" * 4000,  # converts, but is far larger than any count
            "1e999",
            "-1e400",
            "NaN",
            "Infinity",
            str(2**64 + 1),
            str(-(2**40)),
        ]
    )
    _set(doc, path, _MARK)
    return _encode(doc, rehash, number)


def _remove_field(rng: random.Random, doc: dict[str, Any]) -> bytes:
    path, rehash = _part(rng, doc)
    _delete(doc, path)
    return _encode(doc, rehash)


def _extra_field(rng: random.Random, doc: dict[str, Any]) -> bytes:
    path, rehash = _part(rng, doc)
    target = _get(doc, path[:-1]) if path[:-1] else doc
    if isinstance(target, dict):
        target[rng.choice(["extra", "kind", "seats", "name", "zzz"])] = rng.choice(ODD_VALUES)
    elif isinstance(target, list):
        target.append(rng.choice(ODD_VALUES))
    return _encode(doc, rehash)


def _duplicate_key(rng: random.Random, doc: dict[str, Any]) -> bytes:
    """A key written twice in one object (JSON readers keep the last)."""
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    lines = text.split("\n")
    keyed = [
        i
        for i, line in enumerate(lines)
        if line.lstrip().startswith('"') and '": ' in line and not line.rstrip(",").endswith(("{", "["))
    ]
    i = rng.choice(keyed)
    line = lines[i].rstrip(",")
    lines.insert(i, line + ",")
    return "\n".join(lines).encode("utf-8")


def _unknown_kind(rng: random.Random, doc: dict[str, Any]) -> bytes:
    actions = doc.get("actions")
    if not isinstance(actions, list) or not actions:
        return _wrong_type(rng, doc)
    i = rng.randrange(len(actions))
    kinds = sorted({a["kind"] for a in actions if isinstance(a, dict) and isinstance(a.get("kind"), str)})
    actions[i] = dict(actions[i]) if isinstance(actions[i], dict) else {}
    actions[i]["kind"] = rng.choice(["no_such_kind", "DONE", "", 5, *kinds])
    return _encode(doc, False)


def _unknown_bot(rng: random.Random, doc: dict[str, Any]) -> bytes:
    seats = doc.get("config", {}).get("seats")
    if not isinstance(seats, list) or not seats:
        return _wrong_type(rng, doc)
    seat = rng.choice(seats)
    seat["kind"] = rng.choice(["ai", "ai", "robot", "Human"])
    seat["ai"] = rng.choice(["nobody", "", "random ", "heuristic2", 7])
    return _encode(doc, False)


def _shuffle_actions(rng: random.Random, doc: dict[str, Any]) -> bytes:
    actions = doc.get("actions")
    if not isinstance(actions, list) or len(actions) < 2:
        return _wrong_type(rng, doc)
    how = rng.choice(["swap", "drop", "repeat"])
    i = rng.randrange(len(actions) - 1)
    if how == "swap":
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
    elif how == "drop":
        del actions[i]
    else:
        actions.insert(i, copy.deepcopy(actions[i]))
    return _encode(doc, False)


def _numbers(rng: random.Random, doc: dict[str, Any]) -> bytes:
    """A whole number anywhere (seed, counts, seats, ids) made huge or negative."""
    numbers = [p for p in _paths(doc) if isinstance(_get(doc, p), int) and not isinstance(_get(doc, p), bool)]
    if not numbers:
        return _wrong_type(rng, doc)
    path = rng.choice(numbers)
    _set(doc, path, rng.choice([-1, -7, 10**6, 2**31, 2**63, -(2**63), 10**100]))
    return _encode(doc, path[0] == "snapshot" and rng.random() < 0.5)


STRUCTURE_DAMAGES: dict[str, Callable[[random.Random, dict[str, Any]], bytes]] = {
    "a value of another type": _wrong_type,
    "nested 1,000 deep": _deep,
    "a giant number": _giant_number,
    "a field removed": _remove_field,
    "an unknown field": _extra_field,
    "a key written twice": _duplicate_key,
    "an unknown action kind": _unknown_kind,
    "an unknown bot": _unknown_bot,
    "actions dropped, swapped or repeated": _shuffle_actions,
    "a number made huge or negative": _numbers,
}


def damage(rng: random.Random, raw: bytes) -> Damage:
    """``raw`` (a save or a settings file) damaged in one randomly chosen way."""
    doc = json.loads(raw)
    if rng.random() < 0.3:
        name = rng.choice(sorted(BYTE_DAMAGES))
        return Damage(name, BYTE_DAMAGES[name](rng, raw))
    name = rng.choice(sorted(STRUCTURE_DAMAGES))
    return Damage(name, STRUCTURE_DAMAGES[name](rng, doc))


def damaged_saves(sources: Sequence[bytes], rng: random.Random, count: int) -> Iterator[Damage]:
    """``count`` damaged copies of the saves ``sources``, chosen and damaged by ``rng``."""
    for _ in range(count):
        yield damage(rng, rng.choice(sources))


def damaged_settings(rng: random.Random, count: int) -> Iterator[Damage]:
    """``count`` damaged settings files, from a sound one with every field set."""
    sound = {
        "version": 1,
        "window_size": [1600, 900],
        "fullscreen": False,
        "ui_scale": 1.1,
        "animation_speed": "fast",
        "ask_every_seat_for_reactions": True,
        "hold_seconds": 3,
        "music_volume": 0.5,
    }
    raw = json.dumps(sound, indent=2).encode("utf-8")
    for _ in range(count):
        yield damage(rng, raw)
