"""The end of a Senior turn (rulebook "Sequence of play" 5-6, "Feeding your Fief", "Game
end"; inventory §3 steps 5-6, §4.9, §5; FE-E38, FE-E39, FE-T10, FE-T11, FE-T30).

``feed`` (automatic, queued by the baronial actions): the Senior alone feeds his Fief. He
owes one Food for every ``players.feed_per`` pieces of it (``holdings.pieces``: every tile,
every fortification level and every unit; the Keep only with ``keep_is_tile``, FE-A31),
counted by ``feeding_rounding`` (errata 4, FE-A08: "down", one Food per *full* 5 or 6, the
rulebook stating no rounding for the base rate; or "up"); with a Granary one per
``granary_feed_per`` rounded up, as the rulebook says (FE-A45: more Granaries, no more);
the Rats under his Fief eat their card's ``food`` more (FE-E62; FE-A30: they are fed first,
so a shortage always costs tiles). When he has the Food he pays it; when he is short he
may first trade with the bank (decision ``feed_trade``: ``Trade`` for Food, or ``Starve``), then
pays what Food he has and loses one piece of his choice per Food missing (``payments.lose``,
D18; FE-T11).

``shield`` (automatic): the end check (§5): once a baron's VP reach the Victory Number
(``players.victory``), the turn being finished, the game is over. The most VP wins; ties
are broken by the higher fortification (Fortress > Castle > Fort > Tower > none), then the
larger army; barons still tied share the win (FE-T30). A game also ends, by the same
ranking, after ``numbers.max_turns`` Senior turns (no rule: a bound so every game ends,
unverified), or after the table's own limit (the set-up's "max_rounds", for a shorter game). Otherwise the dice and the shield pass to the Senior's left (the next seat)
and his turn waits to begin (``turn_start``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Action, Decision, Event
from game.core.i18n import N_, Message, m, words
from game.games.feudality.rules import events as ev
from game.games.feudality.rules import holdings, payments
from game.games.feudality.rules.actions import FeudalityAction, Trade
from game.games.feudality.rules.flow import first_args, push
from game.games.feudality.rules.purchase import trade, trade_rate
from game.games.feudality.rules.state import PHASE_OVER, FeudalityState

Events = list[Event]
TABLE = -1
FOOD = "food"
DECIDED = ("feed_trade",)


# =========================================================================== actions and events
@dataclass(frozen=True)
class Starve(FeudalityAction):
    """D18: feed what Food he has; a piece of his Fief goes for each Food missing."""

    kind: ClassVar[str] = "starve"


@dataclass(frozen=True)
class Fed(ev.FeudalityEvent):
    """The Senior fed his Fief: ``pieces`` pieces, ``due`` Food owed (``rats`` of it the
    Rats'), ``paid`` paid."""

    kind: ClassVar[str] = "fed"
    text: ClassVar[str] = N_("feudality.event.fed")
    pieces: int
    due: int
    rats: int
    paid: int


@dataclass(frozen=True)
class Hungry(ev.FeudalityEvent):
    """The Senior was ``n`` Food short: as many pieces of his Fief go."""

    kind: ClassVar[str] = "hungry"
    text: ClassVar[str] = N_("feudality.event.hungry")
    n: int


@dataclass(frozen=True)
class ShieldPassed(ev.FeudalityEvent):
    """The dice and the Senior Player Shield pass to ``seat`` (§3 step 6)."""

    kind: ClassVar[str] = "shield_passed"
    text: ClassVar[str] = N_("feudality.event.shield_passed")


@dataclass(frozen=True)
class GameWon(ev.FeudalityEvent):
    """The game is over (§5): ``winners`` (seats), ``vp`` their VP, ``end`` why it ended
    ("victory": the Victory Number ``target`` reached; "turns": the length bound)."""

    kind: ClassVar[str] = "game_won"
    text: ClassVar[str] = N_("feudality.event.game_won")
    reveals: ClassVar[bool] = True
    winners: tuple[int, ...]
    vp: int
    end: str
    target: int

    @property
    def seats(self) -> tuple[int, ...]:
        return self.winners

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["winners"] = words([tell.seat(w) for w in self.winners])
        out["n"] = len(self.winners)
        return out

    def message(self, tell: ev.Tell) -> Message:
        text = self.text if self.end == "victory" else N_("feudality.event.game_won_turns")
        return m(text, **self.params(tell))


# =========================================================================== reading
def rats_food(s: FeudalityState, seat: int) -> int:
    """What the Rats eat at ``seat``'s feeding (0 when they are not under his Fief)."""
    if s.rats != seat:
        return 0
    for event in s.data.events.values():
        if event.kind == "rats":
            return max((int(card.params.get("food", 0)) for card in event.cards), default=0)
    return 0


def has(s: FeudalityState, seat: int, ability: str) -> bool:
    return any(t in s.data.tiles and s.data.tiles[t].has(ability) for t in s.barons[seat].tiles.values())


def food_due(s: FeudalityState, seat: int) -> tuple[int, int, int]:
    """(pieces counted, Food owed, of which the Rats') for ``seat`` (FE-E38, FE-T10)."""
    rules = s.data.for_players(s.seats)
    count = holdings.pieces(s, seat)
    if has(s, seat, "granary"):
        due = math.ceil(count / rules.granary_feed_per)
    elif s.options("feeding_rounding") == "up":
        due = math.ceil(count / rules.feed_per)
    else:
        due = count // rules.feed_per
    rats = rats_food(s, seat)
    return count, due + rats, rats


def ranking(s: FeudalityState) -> list[int]:
    """Every seat, best first: VP, then fortification level, then army (§5, FE-T30)."""
    return sorted(range(s.seats), key=lambda p: (-s.barons[p].vp, -holdings.level(s, p), -holdings.army(s, p), p))


def best(s: FeudalityState) -> tuple[int, ...]:
    """The winners: every seat that ranks first with nothing to tell them apart."""

    def key(p: int) -> tuple[int, int, int]:
        return (s.barons[p].vp, holdings.level(s, p), holdings.army(s, p))

    top = max(key(p) for p in range(s.seats))
    return tuple(p for p in range(s.seats) if key(p) == top)


def turn_limit(s: FeudalityState) -> int:
    """The Senior turns the game may last: the data's bound, or the table's shorter one."""
    bound = s.data.numbers.max_turns
    return min(bound, s.config.max_rounds) if s.config.max_rounds else bound


# =========================================================================== automatic steps
def _feed(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    count, due, rats = food_due(s, seat)
    food = s.barons[seat].resources[FOOD]
    if food >= due:
        _pay(s, seat, count, due, rats, events)
        return
    if payments.may_trade(s) and trade_options(s, seat):
        push(s, ("feed_trade", seat, {"pieces": count, "due": due, "rats": rats}))
        return
    _pay(s, seat, count, due, rats, events)


def _pay(s: FeudalityState, seat: int, count: int, due: int, rats: int, events: Events) -> None:
    baron = s.barons[seat]
    paid = min(due, baron.resources[FOOD])
    baron.resources[FOOD] -= paid
    events.append(Fed(seat, count, due, rats, paid))
    short = due - paid
    push(s, ("shield", TABLE))
    if short > 0:
        events.append(Hungry(seat, short))
        push(s, payments.lose(seat, seat, short, "hunger"))


def _shield(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    target = s.data.for_players(s.seats).victory
    if any(b.vp >= target for b in s.barons):
        _over(s, "victory", target, events)
        return
    if s.turn >= turn_limit(s):
        _over(s, "turns", target, events)
        return
    s.senior = (s.senior + 1) % s.seats
    s.wizard_used = []
    events.append(ShieldPassed(s.senior))
    push(s, ("turn_start", s.senior))


def _over(s: FeudalityState, end: str, target: int, events: Events) -> None:
    winners = best(s)
    s.phase = PHASE_OVER
    s.queue = []
    s.winners = list(winners)
    s.end = end
    events.append(GameWon(TABLE, winners, s.barons[winners[0]].vp, end, target))


AUTOMATIC = {"feed": _feed, "shield": _shield}


# =========================================================================== the decision
def trade_options(s: FeudalityState, seat: int) -> tuple[Action, ...]:
    rate = trade_rate(s, seat)
    have = s.barons[seat].resources
    return tuple(Trade(r, FOOD) for r in have if r != FOOD and have[r] >= rate)


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    seat = int(s.queue[0][1])
    args = first_args(s)
    food = s.barons[seat].resources[FOOD]
    prompt = m("feudality.prompt.feed", name=s.config.seats[seat].name, n=int(args["due"]), food=food)
    return Decision(seat, "feed_trade", prompt, (*trade_options(s, seat), Starve()))


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    args = first_args(s)
    if isinstance(action, Trade):
        trade(s, seat, action, events)
        if s.barons[seat].resources[FOOD] < int(args["due"]) and trade_options(s, seat):
            return
    s.queue.pop(0)
    _pay(s, seat, int(args["pieces"]), int(args["due"]), int(args["rats"]), events)


def problem(s: FeudalityState, seat: int, action: Action) -> Message | None:
    if isinstance(action, Trade):
        return payments.problem(s, seat, action)
    return None


def describe(s: FeudalityState, action: Action) -> Message | None:
    if isinstance(action, Starve):
        return m("feudality.action.starve")
    return None


__all__ = [
    "AUTOMATIC",
    "DECIDED",
    "Fed",
    "GameWon",
    "Hungry",
    "ShieldPassed",
    "Starve",
    "apply",
    "best",
    "decision",
    "describe",
    "food_due",
    "problem",
    "ranking",
    "rats_food",
]
