"""Building Feudality positions for the rules tests (rule numbers FE-Enn, FE-Ann, FE-Tnn
are those of the rule inventory; docs/feudality/rules-coverage.md lists them).

``new`` sets a game up to its first decision; ``play`` applies an action; ``first_until``
answers every decision with its first option until the one of a kind is pending. The
engine keeps the pending decision until the state changes through ``engine.apply``: a
test that edits a state by hand calls ``fresh(s)``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.core.contract import SeatConfig
from game.core.engine import Action, Decision, Event
from game.games.feudality.rules import engine
from game.games.feudality.rules.data import FeudalityData
from game.games.feudality.rules.load import load_feudality_data
from game.games.feudality.rules.state import FeudalityConfig, FeudalityState

NAMES = ("Alaric", "Berenger", "Clothilde", "Drogo", "Ermengarde", "Fulk")  # words: names


@lru_cache(maxsize=1)
def data() -> FeudalityData:
    return load_feudality_data()


def config(n: int = 2, options: dict[str, Any] | None = None) -> FeudalityConfig:
    colours = [c.id for c in data().colours]
    return FeudalityConfig([SeatConfig(NAMES[i], colours[i]) for i in range(n)], dict(options or {}))


def new(n: int = 2, seed: int = 1, options: dict[str, Any] | None = None) -> tuple[FeudalityState, list[Event]]:
    return engine.new_game(data(), config(n, options), seed)


def pending(s: FeudalityState) -> Decision:
    d = engine.pending(s)
    assert d is not None
    return d


def play(s: FeudalityState, action: Action) -> list[Event]:
    return engine.apply(s, action)


def fresh(s: FeudalityState) -> None:
    s.cache.clear()


def first_until(s: FeudalityState, kind: str, events: list[Event] | None = None) -> list[Decision]:
    """Answer each decision with its first option until one of ``kind`` is pending;
    the decisions answered."""
    seen: list[Decision] = []
    while pending(s).kind != kind:
        d = pending(s)
        seen.append(d)
        out = play(s, d.options[0])
        if events is not None:
            events.extend(out)
    return seen
