"""The engine contract shared by every game: Actions, Events, Decisions.

Every choice in a game is a ``Decision``: which seat decides, what kind, a prompt in
words, and the legal options. Players, bots, tests and replays answer it with an
``Action``; the engine answers with ``Event`` records. Actions and events are typed,
frozen, hashable dataclasses with a JSON form, registered by their ``kind`` name.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from game.core.errors import SaveError

A = TypeVar("A", bound="Action")
E = TypeVar("E", bound="Event")


def _field_to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_field_to_json(v) for v in value]
    return value


def _jsonable(obj: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": obj.kind}
    for f in dataclasses.fields(obj):
        out[f.name] = _field_to_json(getattr(obj, f.name))
    return out


def _field_from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_field_from_json(v) for v in value)
    return value


def _from_json(registry: dict[str, type], what: str, value: Any) -> Any:
    if not isinstance(value, dict) or not isinstance(value.get("kind"), str):
        raise SaveError(f"{what} is not an object with a 'kind': {value!r}")
    cls = registry.get(value["kind"])
    if cls is None:
        raise SaveError(f"unknown {what} kind {value['kind']!r}")
    names = {f.name: f for f in dataclasses.fields(cls)}
    extra = set(value) - set(names) - {"kind"}
    if extra:
        raise SaveError(f"{what} {value['kind']!r} has unknown fields {sorted(extra)}")
    kwargs = {}
    for name, f in names.items():
        if name not in value:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise SaveError(f"{what} {value['kind']!r} lacks field {name!r}")
            continue
        kwargs[name] = _field_from_json(value[name])
    try:
        return cls(**kwargs)
    except TypeError as exc:  # pragma: no cover - defensive
        raise SaveError(f"{what} {value['kind']!r}: {exc}") from exc


@dataclass(frozen=True)
class Action:
    """A move a seat makes. Subclasses set ``kind`` and add fields."""

    kind: ClassVar[str] = "action"
    registry: ClassVar[dict[str, type["Action"]]] = {}

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if "kind" in cls.__dict__:
            Action.registry[cls.kind] = cls

    def to_json(self) -> dict[str, Any]:
        return _jsonable(self)

    @staticmethod
    def from_json(value: Any) -> "Action":
        return _from_json(Action.registry, "action", value)


@dataclass(frozen=True)
class Event:
    """Something that happened. ``visible_to`` None means every seat may see it."""

    kind: ClassVar[str] = "event"
    registry: ClassVar[dict[str, type["Event"]]] = {}
    #: True when the event shows something no seat could know before (a die, a card,
    #: another seat's choice): undo never steps back past it.
    reveals: ClassVar[bool] = False

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if "kind" in cls.__dict__:
            Event.registry[cls.kind] = cls

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return None

    def to_json(self) -> dict[str, Any]:
        return _jsonable(self)

    @staticmethod
    def from_json(value: Any) -> "Event":
        return _from_json(Event.registry, "event", value)


@dataclass(frozen=True)
class Decision:
    """What the game waits for: one seat, one kind of choice, a prompt, the options."""

    seat: int
    kind: str
    prompt: str
    options: tuple[Action, ...]
    #: True when the choice is another seat's answer inside someone's turn (a
    #: permission, a reaction): the client shows a neutral curtain for it.
    interrupt: bool = False
