"""Ortus Regni's rules engine: set-up, the pending decision and applying an answer
(inventory §2-§5).

``pending`` says what the game waits for: a deck being designed, the innermost context of
the stack (a battle, a struggle, a joust, a tribute, the Vikings' orders, a gained
Property to place), or the turn of ``s.turn``. ``apply`` checks the answer against it,
applies it and runs every automatic step that follows until the next decision.
"""

from __future__ import annotations

from game.core.engine import Action, Decision, Event, field_problem
from game.core.errors import ConfigError, IllegalAction
from game.core.i18n import Message, m
from game.core.rng import Rng
from game.games.ortus_regni.rules import combat, crown, design, joust, politics, turn, vikings
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.actions import OrtusAction
from game.games.ortus_regni.rules.data import OrtusData
from game.games.ortus_regni.rules.flow import STAGES
from game.games.ortus_regni.rules.state import PHASE_DESIGN, PHASE_TURNS, VIKINGS, Earl, Fief, OrtusConfig, OrtusState

#: every part of the rules registers its stages at import
PARTS = (combat, crown, joust, politics, vikings)
Events = list[Event]


# =========================================================================== set-up (OR 2.2)
def new_game(data: OrtusData, config: OrtusConfig, seed: int) -> tuple[OrtusState, Events]:
    n = len(config.seats)
    low, high = data.seats
    if not low <= n <= high:
        raise ConfigError(m("ortus_regni.config.seats", low=low, high=high, n=n))
    for key, value in config.options.items():
        if key not in data.choices:
            raise ConfigError(m("ortus_regni.config.unknown_option", option=key))
        if not isinstance(value, (bool, str)):
            raise ConfigError(m("ortus_regni.config.bad_option", option=key, value=repr(value)))
    s = OrtusState(data, config, Rng(seed))
    s.earls = [Earl() for _ in range(n)]
    events: Events = [ev.GameBegan(-1, n)]
    for deck, piles in (("army", s.army), ("viking", s.viking), ("battle", s.battle), ("joust", s.joust)):
        # shuffled before the cards are numbered: a card's number tells nothing of its face
        faces = [
            kind.id for kind in data.table_kinds(deck) for _ in range(kind.count + kind.per_extra_earl * max(0, n - 2))
        ]
        s.rng.shuffle(faces)
        piles.draw = [design.new_card(s, face, -1) for face in faces]
    palace = data.palace.id
    for seat, earl in enumerate(s.earls):
        earl.fiefs.append(Fief(design.new_card(s, palace, seat)))  # OR 2.2 step 4
    s.bag = [data.numbers.start_cubes] * n
    for seat, counts in sorted(config.decks.items()):
        if not 0 <= seat < n or not design.legal_counts(data, counts):
            raise ConfigError(m("ortus_regni.config.bad_deck", seat=seat + 1, size=data.numbers.deck_size))
        s.earls[seat].design = {k: v for k, v in counts.items() if v}
        s.earls[seat].designed = True
    s.phase = PHASE_DESIGN
    first = design.designer(s)
    if first is None:
        design.begin(s, events)
    else:
        events.append(ev.Designing(first))
    return s, events


# =========================================================================== the pending decision
def pending(s: OrtusState) -> Decision | None:
    """The decision the game waits for (kept in ``s.cache`` until the state changes)."""
    if "pending" not in s.cache:
        s.cache["pending"] = _pending(s)
    decision: Decision | None = s.cache["pending"]
    return decision


def _pending(s: OrtusState) -> Decision | None:
    if s.result is not None:
        return None
    if s.phase == PHASE_DESIGN:
        seat = design.designer(s)
        return None if seat is None else design.decision(s, seat)
    if s.stack:
        ctx = s.stack[-1]
        return STAGES[ctx["kind"]].decision(s, ctx)
    if s.turn == VIKINGS:  # pragma: no cover - the Vikings' turn runs inside apply
        return None
    return turn.decision(s, s.turn)


def apply(s: OrtusState, action: Action) -> Events:
    if s.viewer is not None:
        raise IllegalAction(m("ortus_regni.refusal.view"))
    d = pending(s)
    if d is None:
        raise IllegalAction(m("ortus_regni.refusal.over"))
    if action not in d.options:
        raise IllegalAction(field_problem(action) or refusal(s, d, action))
    s.cache.clear()
    s.actions += 1
    events: Events = []
    if s.phase == PHASE_DESIGN:
        design.apply(s, d.seat, action, events)
    elif s.stack:
        ctx = s.stack[-1]
        STAGES[ctx["kind"]].apply(s, ctx, action, events)
    else:
        turn.apply(s, d.seat, action, events)
    settle(s, events)
    s.cache.clear()
    return events


def settle(s: OrtusState, events: Events) -> None:
    """What follows any answer: the crown check (OR-E53, at once, even outside a turn);
    an Earl who left the game during his own turn (a Ransom of his last Castle, a
    Joust) hands the turn on."""
    if s.result is not None or s.phase != PHASE_TURNS:
        return
    crown.check(s, events)
    if not s.stack and s.turn != VIKINGS and not s.earls[s.turn].alive:
        turn.after_turn(s, s.turn, events)


def refusal(s: OrtusState, d: Decision, action: Action) -> Message:
    """Why ``action`` does not answer ``d``."""
    if not isinstance(action, OrtusAction):
        return m("ortus_regni.refusal.foreign")
    kinds = {type(o) for o in d.options}
    name = s.config.seats[d.seat].name
    if type(action) not in kinds:
        return m("ortus_regni.refusal.asked", name=name, asked=d.prompt)
    if s.phase == PHASE_TURNS and not s.stack and s.action_used and type(action) in turn.ACTION_KINDS:
        return m("ortus_regni.refusal.action_used", name=name)
    return m("ortus_regni.refusal.not_offered", asked=d.prompt)


__all__ = ["PARTS", "apply", "new_game", "pending", "refusal", "settle"]
