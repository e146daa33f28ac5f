"""Feudality as the platform's ``GameRules``: the engine, views, secrets and words.

Feudality is an open game with chance (inventory §8): every baron sees every Fief, the
tray, the discard piles and the Rats. Hidden from everyone are the bag's draw order and
the event deck's order, and the random generator. A view masks each tile of the bag and
each card of the deck (``HIDDEN``; their numbers stay), so it holds nothing a baron may
not know; what is in the bag can still be counted from what is everywhere else
(``bag_contents``), as at the table. ``sample_state`` puts that content back into the bag
in a random order, and the cards not seen back into the deck in a random order.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.contract import Secret
from game.core.engine import Action, Decision, Event
from game.core.errors import ConfigError
from game.core.i18n import Text, m
from game.core.jsonform import FormError
from game.core.rng import Rng
from game.games.feudality.rules import engine
from game.games.feudality.rules.data import FeudalityData
from game.games.feudality.rules.setup import FOREST
from game.games.feudality.rules.state import (
    PHASE_OVER,
    PHASE_SETUP,
    FeudalityConfig,
    FeudalityState,
    state_from_json,
)

#: a tile of the bag or a card of the event deck as a view shows it
HIDDEN = "?"


class Result:
    """How a game of Feudality ended (§5)."""

    def __init__(self, s: FeudalityState) -> None:
        self.winners = tuple(s.winners)
        self.end = s.end
        self._names = [c.name for c in s.config.seats]
        self._vp = s.barons[s.winners[0]].vp if s.winners else 0

    @property
    def reason(self) -> str:
        from game.core.i18n import text, words

        names: Text = words([self._names[w] for w in self.winners])
        msg = "feudality.outcome.victory" if self.end == "victory" else "feudality.outcome.turns"
        return text(m(msg, winners=names, n=len(self.winners), vp=self._vp))


def bag_contents(s: FeudalityState) -> Counter[str]:
    """What the bag holds, worked out from every tile and unit seen elsewhere."""
    seen: Counter[str] = Counter()
    for i, baron in enumerate(s.barons):
        seen.update(baron.tiles.values())
        if baron.keep is not None:
            seen.update(u for stack in baron.keep.stacks.values() for u in stack if u in s.data.units)
        if i < len(s.away):
            seen.update(s.away[i])
    seen.update(s.tray)
    seen.update(s.set_aside)
    seen.update(s.discard)
    if s.holding:
        seen[s.holding] += 1
    # the Forests dealt at set-up and not yet placed (§2.1 step 7)
    if not any(entry[0] == "deal_forests" for entry in s.queue):
        seen[FOREST] += sum(1 for entry in s.queue if entry[0] == "place_forest")
    return Counter(s.data.bag()) - seen


def deck_contents(s: FeudalityState) -> Counter[tuple[str, int]]:
    """The event cards not seen: the whole deck less the discards, the cards out of the
    game, the card being resolved and the Rat card in play."""
    seen: Counter[tuple[str, int]] = Counter()
    in_play = [card for card in (s.event, s.rats_card) if card]
    for card in [*s.event_discard, *s.removed_events, *in_play]:
        seen[(str(card[0]), int(card[1]))] += 1
    return Counter(s.data.event_deck()) - seen


class FeudalityRules:
    """The ``GameRules`` contract over ``FeudalityState``."""

    def new_game(self, data: FeudalityData, config: FeudalityConfig, seed: int) -> tuple[FeudalityState, list[Event]]:
        return engine.new_game(data, config, seed)

    def pending(self, state: FeudalityState) -> Decision | None:
        return engine.pending(state)

    def legal_actions(self, state: FeudalityState) -> tuple[Action, ...]:
        return engine.legal_actions(state)

    def apply(self, state: FeudalityState, action: Action) -> list[Event]:
        return engine.apply(state, action)

    def view_for(self, state: FeudalityState, seat: int | None) -> FeudalityState:
        v = state.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        v.bag = [HIDDEN] * len(state.bag)
        v.events = [[HIDDEN, -1] for _ in state.events]
        return v

    def clone(self, state: FeudalityState) -> FeudalityState:
        return state.clone()

    def outcome(self, state: FeudalityState) -> Result | None:
        return Result(state) if state.phase == PHASE_OVER else None

    def describe_action(self, state: FeudalityState, action: Action) -> str:
        return str(engine.describe(state, action))

    def describe_event(self, state: FeudalityState, event: Event) -> str:
        return str(engine.describe_event(state, event))

    def secrets(self, state: FeudalityState, seat: int | None) -> list[Secret]:
        out = [Secret(("rng",), state.rng.to_json())]
        if state.bag:
            out.append(Secret(("bag",), list(state.bag)))
        if state.events:
            out.append(Secret(("events",), [list(e) for e in state.events]))
        return out

    def sample_state(self, view: FeudalityState, seat: int, rng: Rng) -> FeudalityState:
        """The bag and the event deck refilled at random from what is not seen."""
        s = view.clone()
        s.viewer = None
        s.rng = Rng(rng.below(2**31))
        bag = list(bag_contents(s).elements())
        rng.shuffle(bag)
        s.bag = bag[: len(view.bag)]
        if view.events and view.events[0][0] == HIDDEN:
            deck = [list(card) for card in deck_contents(s).elements()]
            rng.shuffle(deck)
            s.events = deck[: len(view.events)]
        return s

    def seat_names(self, state: FeudalityState) -> list[str]:
        return [c.name for c in state.config.seats]

    def progress(self, state: FeudalityState) -> tuple[int, int]:
        return (state.turn, 0 if state.phase == PHASE_SETUP else 1)

    def state_to_json(self, state: FeudalityState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: FeudalityData, doc: dict[str, Any]) -> FeudalityState:
        return state_from_json(data, doc)

    def config_from_json(self, doc: dict[str, Any]) -> FeudalityConfig:
        try:
            return FeudalityConfig.from_json(doc)
        except FormError as exc:
            raise ConfigError(str(exc)) from None


RULES = FeudalityRules()

__all__ = ["HIDDEN", "RULES", "FeudalityRules", "Result", "bag_contents", "deck_contents"]
