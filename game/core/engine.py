"""The engine contract shared by every game: Actions, Events, Decisions.

Every choice in a game is a ``Decision``: which seat decides, what kind, a prompt in
words, and the legal options. Players, bots, tests and replays answer it with an
``Action``; the engine answers with ``Event`` records. Actions and events are typed,
frozen, hashable dataclasses with a JSON form.

Kinds belong to a game: a game's base classes name it (``class FiefAction(Action,
game="fief")``) and every subclass with a ``kind`` is registered under that game, so two
games may both have a ``done`` action, and a save decodes its actions in its own game.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from game.core import jsonform
from game.core.errors import IllegalAction, SaveError
from game.core.i18n import N_, Message, Text, m

A = TypeVar("A", bound="Action")
E = TypeVar("E", bound="Event")
#: an action or an event class: the two registries are kept alike
K = TypeVar("K", "Action", "Event")


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


_NO_KIND = {"action": N_("core.record.action_no_kind"), "event": N_("core.record.event_no_kind")}
_UNKNOWN_KIND = {"action": N_("core.record.action_unknown_kind"), "event": N_("core.record.event_unknown_kind")}
_EXTRA_FIELDS = {"action": N_("core.record.action_extra_fields"), "event": N_("core.record.event_extra_fields")}
_MISSING_FIELD = {"action": N_("core.record.action_missing_field"), "event": N_("core.record.event_missing_field")}


def _from_json(registry: dict[str, type[K]], what: str, value: Any) -> K:
    """The record of ``registry`` that ``value`` (its JSON form) stands for.

    A value that is not an object, an unknown kind, an unknown or a missing field raise
    SaveError; a field of the wrong type raises IllegalAction (no move of the game has
    it), with the field and what it should be."""
    if not isinstance(value, dict) or not isinstance(value.get("kind"), str):
        raise SaveError(m(_NO_KIND[what], value=jsonform.show(value)))
    cls = registry.get(value["kind"])
    if cls is None:
        raise SaveError(m(_UNKNOWN_KIND[what], kind=jsonform.show(value["kind"])))
    names = {f.name: f for f in dataclasses.fields(cls)}
    extra = set(value) - set(names) - {"kind"}
    if extra:
        raise SaveError(m(_EXTRA_FIELDS[what], kind=repr(value["kind"]), fields=str(sorted(extra))))
    kwargs = {}
    for name, f in names.items():
        if name not in value:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise SaveError(m(_MISSING_FIELD[what], kind=repr(value["kind"]), field=repr(name)))
            continue
        problem = jsonform.type_problem(jsonform.field_types(cls)[name], value[name], (name,))
        if problem is not None:
            raise _wrong_field(cls, what, problem)
        kwargs[name] = _field_from_json(value[name])
    return cls(**kwargs)


def _wrong_field(cls: type, what: str, problem: jsonform.FormError) -> Exception:
    words = cls.kind.replace("_", " ")  # type: ignore[attr-defined]
    said = "core.record.wrong_action_field" if what == "action" else "core.record.wrong_event_field"
    sentence = m(said, kind=words, field=problem.where, problem=problem.problem)
    return IllegalAction(sentence) if what == "action" else SaveError(sentence)


def field_problem(record: object) -> Message | None:
    """Why a field of ``record`` is not of the type its class declares, as a sentence
    ("A move action's lord must be a text, not 5."), or None when every field is.

    Games call it where they refuse an action (it costs nothing on the legal path), so an
    action built with a wrong field is an illegal action, never a TypeError; so is a
    value that is no action at all (a text, None, a mapping ...)."""
    if not isinstance(record, (Action, Event)):
        return m("core.record.not_an_action", value=jsonform.show(record))
    what = "action" if isinstance(record, Action) else "event"
    problem = jsonform.fields_problem(record, _field_to_json)
    if problem is None:
        return None
    wrong = _wrong_field(type(record), what, problem)
    return wrong.message if isinstance(wrong, IllegalAction) else m("core.record.as_is", text=str(wrong))


def _register(base: type[K], cls: type[K], game: str | None, table: dict[str, dict[str, type[K]]]) -> None:
    """Register ``cls`` under its game (named here or inherited) by its ``kind``."""
    if game is not None:
        if not game or not isinstance(game, str):
            raise TypeError(f"{cls.__name__}: game must be a non-empty id")
        cls.game = game
    if "kind" not in cls.__dict__:
        return
    owner = getattr(cls, "game", "")
    if not owner:
        raise TypeError(
            f"{cls.__name__} has a kind but no game: derive it from a base class "
            f"declared as class X({base.__name__}, game=ID)"
        )
    kinds = table.setdefault(owner, {})
    previous = kinds.get(cls.kind)
    if previous is not None and previous.__qualname__ != cls.__qualname__:
        raise TypeError(
            f"{owner}: {base.__name__.lower()} kind {cls.kind!r} is defined twice, "
            f"by {previous.__qualname__} and {cls.__qualname__}"
        )
    kinds[cls.kind] = cls


def _kinds(table: dict[str, dict[str, type[K]]], what: str, game: str) -> dict[str, type[K]]:
    try:
        return table[game]
    except KeyError:
        raise SaveError(m("core.record.no_kinds", game=repr(game), what=what)) from None


_ACTIONS: dict[str, dict[str, type[Action]]] = {}
_EVENTS: dict[str, dict[str, type[Event]]] = {}


@dataclass(frozen=True)
class Action:
    """A move a seat makes. A game's base class names the game; subclasses set
    ``kind`` and add fields."""

    kind: ClassVar[str] = "action"
    game: ClassVar[str] = ""

    def __init_subclass__(cls, game: str | None = None, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        _register(Action, cls, game, _ACTIONS)

    def to_json(self) -> dict[str, Any]:
        return _jsonable(self)

    @staticmethod
    def from_json(value: Any, game: str) -> Action:
        """The action of ``game`` that ``value`` (its JSON form) stands for."""
        return _from_json(_kinds(_ACTIONS, "action", game), "action", value)

    @staticmethod
    def kinds(game: str) -> dict[str, type[Action]]:
        """Every action kind of ``game``, by name."""
        return dict(_ACTIONS.get(game, {}))


@dataclass(frozen=True)
class Event:
    """Something that happened. ``visible_to`` None means every seat may see it."""

    kind: ClassVar[str] = "event"
    game: ClassVar[str] = ""
    #: True when the event shows something no seat could know before (a die, a card,
    #: another seat's choice): undo never steps back past it.
    reveals: ClassVar[bool] = False

    def __init_subclass__(cls, game: str | None = None, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        _register(Event, cls, game, _EVENTS)

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return None

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats the event concerns, for the chronicle's filter."""
        return ()

    @property
    def progress(self) -> tuple[int, int] | None:
        """(round, step) for an event that opens a new step of the game, which the
        chronicle files under that step; None: the state's own progress."""
        return None

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        """The places of the state whose value, or the amount of whose change, the event
        states to whoever reads it: paths into the state's JSON form, written as
        ``GameRules.secrets`` writes them (a gain of 3 deniers tells the family's deniers).
        The contract suite checks that no event shown to a seat, unless it ``reveals``,
        tells a place among that seat's secrets once the action is done."""
        return ()

    def to_json(self) -> dict[str, Any]:
        return _jsonable(self)

    @staticmethod
    def from_json(value: Any, game: str) -> Event:
        return _from_json(_kinds(_EVENTS, "event", game), "event", value)

    @staticmethod
    def kinds(game: str) -> dict[str, type[Event]]:
        return dict(_EVENTS.get(game, {}))


@dataclass(frozen=True)
class Decision:
    """What the game waits for: one seat, one kind of choice, a prompt, the options."""

    seat: int
    kind: str
    #: what to decide, as a message (``game.core.i18n``), in words only where shown
    prompt: Text
    options: tuple[Action, ...]
    #: True when the choice is another seat's answer inside someone's turn (a
    #: permission, a reaction): the client shows a neutral curtain for it.
    interrupt: bool = False
