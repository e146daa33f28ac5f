"""How a part of Ortus Regni's rules takes the decisions it opens (ARCHITECTURE: stages).

A decision in progress is a *context* on ``OrtusState.stack``: a plain dict with its
``kind`` (and what the part needs: the battle's forces, the struggle's counts ...). Each
part registers a ``Stage`` for its kinds; the engine asks the innermost context's stage
for the pending decision and gives it the answer. A stage that is done pops its context
and calls ``resume`` to let the context under it (or the turn) go on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.engine import Action, Decision, Event
from game.games.ortus_regni.rules.state import OrtusState

Context = dict[str, Any]
Events = list[Event]


@dataclass(frozen=True)
class Stage:
    """The decisions of one kind of context: ``decision(state, ctx)`` gives the pending
    decision (its options listed in order); ``apply(state, ctx, action, events)`` takes a
    legal answer. When the context is resolved, ``apply`` pops it and calls the resume
    function the context names (``ctx["then"]``: a key of ``RESUMES``), if any."""

    decision: Callable[[OrtusState, Context], Decision]
    apply: Callable[[OrtusState, Context, Action, Events], None]


#: the stages by context kind: filled by each part of the rules at import
STAGES: dict[str, Stage] = {}
#: the steps of the game's flow the parts below the turn call on: "next_round"
HOOKS: dict[str, Callable[[OrtusState, Events], None]] = {}
#: what goes on once a context is resolved, by name (a context names its own in "then")
RESUMES: dict[str, Callable[[OrtusState, Context, Events], None]] = {}


def push(s: OrtusState, ctx: Context) -> Context:
    s.stack.append(ctx)
    s.cache.clear()
    return ctx


def pop(s: OrtusState, events: Events) -> Context:
    """Take the innermost context off and let what it names go on."""
    ctx = s.stack.pop()
    s.cache.clear()
    then = ctx.get("then")
    if then:
        RESUMES[then](s, ctx, events)
    return ctx


__all__ = ["HOOKS", "RESUMES", "STAGES", "Context", "Events", "Stage", "pop", "push"]
