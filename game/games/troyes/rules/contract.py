"""Troyes as the platform's ``GameRules``: the engine, views, secrets and words.

Hidden information (inventory §8): another seat's characters, its victory points when
they are hidden (the ``victory_points`` option: with it open every gain is told with its
amount, so the totals are no secret either), the activity cards not yet revealed, the
order of the event decks and the red cards left in the box, and the random generator. A
view masks them (``HIDDEN``, ``HIDDEN_VP``); ``sample_state`` deals them again from what
the viewer cannot see.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.core import jsonform
from game.core.contract import Secret
from game.core.engine import Action, Decision, Event
from game.core.errors import ConfigError
from game.core.i18n import Message, m
from game.core.rng import Rng
from game.games.troyes.rules import engine, play
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    Citizen,
    CounterDice,
    Fail,
    Farm,
    Fight,
    Flip,
    Group,
    Hire,
    Pass,
    PlaceStart,
    Reroll,
    Settle,
    Split,
    Target,
    Times,
)
from game.games.troyes.rules.data import TroyesData
from game.games.troyes.rules.events import Tell, TroyesEvent
from game.games.troyes.rules.state import HIDDEN, HIDDEN_VP, Result, TroyesConfig, TroyesState


def tell(s: TroyesState) -> Tell:
    return Tell([c.name for c in s.config.seats], s.data, s.solo)


def describe(s: TroyesState, action: Action) -> Message:
    """An action in words, for choosers, tooltips and the log."""
    t = tell(s)
    data = s.data
    if isinstance(action, PlaceStart):
        return m("troyes.action.place_start", building=t.building(action.building), row=action.row + 1)
    if isinstance(action, Reroll):
        d = s.die(action.die)
        return m("troyes.action.reroll", die=t.dice([(d.colour, d.value)]) if d else action.die)
    if isinstance(action, Flip):
        dice = [(d.colour, d.value) for i in action.dice if (d := s.die(i)) is not None]
        return m("troyes.action.flip", dice=t.dice(dice))
    if isinstance(action, Hire):
        return m("troyes.action.hire")
    if isinstance(action, CounterDice):
        dice = [(d.colour, d.value) for i in action.dice if (d := s.die(i)) is not None]
        return m("troyes.action.counter", dice=t.dice(dice), black=list_of(action.black), n=len(action.black))
    if isinstance(action, Fail):
        return m("troyes.action.fail")
    if isinstance(action, Pass):
        return m("troyes.action.pass")
    if isinstance(action, Activate) and 0 <= action.slot < len(s.slots):
        return m("troyes.action.activate", card=t.card(s.slots[action.slot].card))
    if isinstance(action, Build):
        return m("troyes.action.build")
    if isinstance(action, Fight) and 0 <= action.event < len(s.queue):
        return m("troyes.action.fight", card=t.card(s.queue[action.event].card))
    if isinstance(action, Settle):
        return m("troyes.action.settle")
    if isinstance(action, Farm):
        return m("troyes.action.farm")
    if isinstance(action, Group):
        dice = [(d.colour, d.value) for i in action.dice if (d := s.die(i)) is not None]
        group = t.dice(dice)
        if 0 <= action.cube < len(s.slots):
            return m("troyes.action.group_cube", dice=group, card=t.card(s.slots[action.cube].card))
        return m("troyes.action.group", dice=group)
    if isinstance(action, Citizen):
        return citizen_words(s, action.source)
    if isinstance(action, Times):
        return m("troyes.action.times", n=action.n)
    if isinstance(action, Target) and 0 <= action.event < len(s.queue):
        return m("troyes.action.target", card=t.card(s.queue[action.event].card))
    if isinstance(action, Split):
        step = s.step
        rest = (step.times if step else 0) - action.palace
        return m(
            "troyes.action.split",
            palace=action.palace,
            bishopric=rest,
            a=data.buildings["palace"].name,
            b=data.buildings["bishopric"].name,
        )
    return m("troyes.action.other", kind=action.kind)


def list_of(values: Sequence[int]) -> str:
    return ", ".join(str(v) for v in values)


def citizen_words(s: TroyesState, source: str) -> Message:
    t = tell(s)
    parts = source.split(":")
    if parts[0] == "supply":
        return m("troyes.action.citizen_supply")
    if parts[0] == "hire":
        return m("troyes.action.citizen_hire", n=s.data.numbers.hire_citizen_cost)
    if parts[0] == "place":
        return m("troyes.action.citizen_place", building=t.building(parts[1]), row=int(parts[2]) + 1)
    if parts[0] == "lying":
        return m("troyes.action.citizen_lying", building=t.building(parts[1]))
    return m("troyes.action.citizen_card", card=t.card(s.slots[int(parts[1])].card))


class TroyesRules:
    """The ``GameRules`` contract over ``TroyesState``."""

    def new_game(self, data: TroyesData, config: TroyesConfig, seed: int) -> tuple[TroyesState, list[Event]]:
        return engine.new_game(data, config, seed)

    def pending(self, state: TroyesState) -> Decision | None:
        return play.pending(state)

    def legal_actions(self, state: TroyesState) -> Sequence[Action]:
        d = play.pending(state)
        return d.options if d is not None else ()

    def apply(self, state: TroyesState, action: Action) -> list[Event]:
        return play.apply(state, action)

    def view_for(self, state: TroyesState, seat: int | None) -> TroyesState:
        v = state.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        if state.result is None:
            for i, p in enumerate(v.players):
                if i != seat:
                    if state.config.hidden_vp:
                        p.vp = HIDDEN_VP
                    p.characters = [HIDDEN] * len(p.characters)
        for slot in v.slots:
            if not slot.face_up:
                slot.card = HIDDEN
        v.decks = {k: [HIDDEN] * len(cards) for k, cards in v.decks.items()}
        v.box = [HIDDEN] * len(v.box)
        return v

    def clone(self, state: TroyesState) -> TroyesState:
        return state.clone()

    def outcome(self, state: TroyesState) -> Result | None:
        return state.result

    def describe_action(self, state: TroyesState, action: Action) -> str:
        return str(describe(state, action))

    def describe_event(self, state: TroyesState, event: Event) -> str:
        if isinstance(event, TroyesEvent):
            return str(event.message(tell(state)))
        return str(m("troyes.event.unknown", kind=event.kind))

    def secrets(self, state: TroyesState, seat: int | None) -> list[Secret]:
        out = [Secret(("rng",), state.rng.to_json())]
        if state.result is None:
            for i, p in enumerate(state.players):
                if i != seat:
                    if state.config.hidden_vp:
                        out.append(Secret(("players", i, "vp"), p.vp))
                    if p.characters:
                        out.append(Secret(("players", i, "characters"), list(p.characters)))
        for i, slot in enumerate(state.slots):
            if not slot.face_up:
                out.append(Secret(("slots", i, "card"), slot.card))
        for k, cards in state.decks.items():
            if cards:
                out.append(Secret(("decks", k), list(cards)))
        if state.box:
            out.append(Secret(("box",), list(state.box)))
        return out

    def sample_state(self, view: TroyesState, seat: int, rng: Rng) -> TroyesState:
        """The hidden cards dealt again from those the viewer has not seen; other seats'
        VP, when hidden, guessed as the viewer's own (a bot's neutral guess)."""
        s = view.clone()
        s.viewer = None
        s.rng = Rng(rng.below(2**31))
        data = s.data
        own_vp = s.players[seat].vp if 0 <= seat < len(s.players) else 0
        for p in s.players:
            if p.vp == HIDDEN_VP:
                p.vp = max(0, own_vp)
        seen_chars = {c for p in s.players for c in p.characters if c != HIDDEN}
        if s.roy is not None:
            seen_chars |= set(s.roy.characters)
        chars = sorted(set(data.characters) - seen_chars)
        rng.shuffle(chars)
        for p in s.players:
            p.characters = sorted(chars.pop() if c == HIDDEN else c for c in p.characters)
        for slot in s.slots:
            if slot.card == HIDDEN:
                pool = sorted(
                    c.id
                    for c in data.activities.values()
                    if c.colour == slot.colour
                    and c.level == slot.level
                    and (s.config.bonus_cards or not c.bonus)
                    and c.id not in {x.card for x in s.slots}
                )
                slot.card = pool[rng.below(len(pool))]
        seen = Counter(q.card for q in s.queue)
        seen.update(c for p in s.players for c in p.won)
        seen.update(s.discarded)
        for colour in ("white", "yellow", "red"):
            every = Counter(
                {
                    e.id: e.copies
                    for e in data.events.values()
                    if e.colour == colour and (s.config.bonus_cards or not e.bonus)
                }
            )
            unseen = sorted((every - seen).elements())
            rng.shuffle(unseen)
            s.decks[colour] = [unseen.pop() if c == HIDDEN else c for c in s.decks[colour]]
            if colour == "red":
                s.box = [unseen.pop() if c == HIDDEN else c for c in s.box]
        return s

    def seat_names(self, state: TroyesState) -> list[str]:
        return [c.name for c in state.config.seats]

    def progress(self, state: TroyesState) -> tuple[int, int]:
        step = {"placement": 0, "counter": 3, "actions": 4, "over": 5}.get(state.phase, 0)
        return (state.round, step)

    def state_to_json(self, state: TroyesState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: TroyesData, doc: dict[str, Any]) -> TroyesState:
        return TroyesState.from_json(data, doc)

    def config_from_json(self, doc: dict[str, Any]) -> TroyesConfig:
        try:
            return TroyesConfig.from_json(doc)
        except jsonform.FormError as exc:
            raise ConfigError(str(exc)) from None


RULES = TroyesRules()
