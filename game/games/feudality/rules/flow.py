"""How Feudality's steps are run: every part of the rules is a *phase module* with the
same small surface, and the engine asks them in turn.

A phase module (``setup``, ``turn``, ``purchase``, ``dice``, ``payments``, ``war``,
``happenings``, ``baronial``, ``feeding``) has:

* ``DECIDED``: the steps it asks a baron about;
* ``AUTOMATIC``: the steps the rules decide, ``step -> fn(s, seat, args, events)``;
* ``decision(s)``: the decision for the step first in the queue when it is one of its own;
* ``apply(s, seat, action, events)``: a legal answer to that decision (the step is still
  first in the queue; it pops it, or keeps it when the baron's go goes on);
* optionally ``problem(s, seat, action)``: why an answer is refused, in the rules' words,
  and ``describe(s, action)``: an answer of its own in words.

A step in ``FeudalityState.queue`` is ``[step, seat]`` or ``[step, seat, args]`` with
``args`` a JSON object of its own numbers (a tax's amount, a war's demand). Steps are
never changed in place: a step that goes on is replaced by a new list (``replace_first``),
so a cloned state never shares one with its original.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from game.core.engine import Event
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
Step = Callable[[FeudalityState, int, dict[str, Any], Events], None]
TABLE = -1


def args(entry: list[Any]) -> dict[str, Any]:
    """The numbers of a queue entry (an empty dict when it has none)."""
    return dict(entry[2]) if len(entry) > 2 else {}


def first_args(s: FeudalityState) -> dict[str, Any]:
    """The numbers of the step under way (a copy)."""
    return args(s.queue[0]) if s.queue else {}


def replace_first(s: FeudalityState, **changes: Any) -> None:
    """The step under way with some of its numbers changed (a new entry, never in place)."""
    step, seat = s.queue[0][0], s.queue[0][1]
    s.queue[0] = [step, seat, {**first_args(s), **changes}]


def amend(s: FeudalityState, step: str, change: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
    """The first ``step`` in the queue with its numbers ``change``d (a new entry, never in
    place): a roll noted for the step that will judge it. Nothing when there is none."""
    for i, entry in enumerate(s.queue):
        if entry[0] == step:
            s.queue[i] = [entry[0], entry[1], change(args(entry))]
            return


def push(s: FeudalityState, *steps: tuple[str, int] | tuple[str, int, Mapping[str, Any]]) -> None:
    """Put ``steps`` first in the queue, in the order given."""
    s.queue[0:0] = [[step[0], step[1], dict(step[2])] if len(step) > 2 else [step[0], step[1]] for step in steps]


#: every phase module, in the order the engine asks them (``engine`` registers them, so
#: that this module imports none of them: they all import it)
_PHASES: list[ModuleType] = []
#: each step's phase module: the steps a baron answers, and the automatic ones
_ASKED: dict[str, ModuleType] = {}
_AUTOMATIC: dict[str, ModuleType] = {}


def register(*modules: ModuleType) -> None:
    """Make ``modules`` the phase modules (the engine does, once, at import). A step
    belongs to one module, and is either asked or automatic, never both."""
    asked: dict[str, ModuleType] = {}
    automatic: dict[str, ModuleType] = {}
    for phase in modules:
        for step in phase.DECIDED:
            assert step not in asked and step not in phase.AUTOMATIC, step
            asked[step] = phase
        for step in phase.AUTOMATIC:
            assert step not in automatic and step not in asked, step
            automatic[step] = phase
    _PHASES[:] = modules
    _ASKED.clear()
    _ASKED.update(asked)
    _AUTOMATIC.clear()
    _AUTOMATIC.update(automatic)


def phases() -> tuple[ModuleType, ...]:
    """Every phase module, in the order the engine asks them."""
    return tuple(_PHASES)


def owner(step: str) -> ModuleType | None:
    """The phase module that asks about ``step`` (None: an automatic step, or none)."""
    return _ASKED.get(step)


def automatic(step: str) -> Step | None:
    """What the rules do at the automatic ``step`` (None: a step a baron answers, or none)."""
    phase = _AUTOMATIC.get(step)
    return phase.AUTOMATIC.get(step) if phase is not None else None


def run(s: FeudalityState, events: Events) -> None:
    """Every step the rules decide, until one a baron answers or none is left."""
    while s.queue:
        fn = automatic(str(s.queue[0][0]))
        if fn is None:
            break
        entry = s.queue.pop(0)
        fn(s, int(entry[1]), args(entry), events)
    s.cache.clear()


__all__ = [
    "TABLE",
    "amend",
    "args",
    "automatic",
    "first_args",
    "owner",
    "phases",
    "push",
    "register",
    "replace_first",
    "run",
]
