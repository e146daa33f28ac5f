"""Paying, taking and losing, asked the same way wherever the rules ask them (inventory
§4.3, §4.6, §4.9, FE-E40, FE-A15, FE-A40, FE-A47; decisions D07, D11, D14, D15, D17, D18).

Another part of the rules puts one of these automatic steps first in the queue; each asks
its baron one small question at a time, so every list of options stays small:

* ``pay`` ``[pay, payer, {n, what, to, why, refuse_vp, then, then_seat, then_args}]``:
  ``n`` resources, of any type (``what`` "any") or of one (``what`` a resource id), to the
  bank (``to`` -1) or to a baron. ``refuse_vp`` > 0: the payment may be refused for that
  many VP, never below 0 (tax, famine relief: FE-A15 ``refuse_payment``: "allowed", or
  "must_pay_if_able", refused only by one who cannot pay); 0: it cannot be refused, and
  one who has fewer gives all he has (Bandits, an attack's margin, FE-E56, FE-E35). A
  payment is all or nothing: one who cannot pay in full refuses (or gives all he has, when
  it cannot be refused). When paid in full, the step ``then`` (if any) is queued for
  ``then_seat`` with ``then_args`` (the Sabotage goes on only once its Gold is paid). The
  decision ``give`` (D14, D15, D11): ``Give`` one resource at a time, ``Refuse`` before the
  first, and ``Trade`` with the bank when paying in one resource he is short of
  (FE-A40, FE-A47; ``trade_timing``).
* ``take`` ``[take, seat, {n, why}]``: ``n`` resources of his choice from the bank, one at
  a time (decision ``take``, D17: the Queen's tour, the festivals).
* ``lose`` ``[lose, chooser, {owner, n, why, among}]``: ``n`` pieces of ``owner``'s Fief
  chosen by ``chooser`` (decision ``lose``, D18: hunger, his own; a monster's neighbouring
  tile, the Senior's pick; ``among`` limits the squares), each by its square
  (``holdings.losable``: the top of a Keep stack).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Action, Decision, Event
from game.core.i18n import N_, Message, Text, m, words
from game.games.feudality.rules import events as ev
from game.games.feudality.rules import holdings
from game.games.feudality.rules.actions import FeudalityAction, Trade
from game.games.feudality.rules.data import RESOURCES
from game.games.feudality.rules.flow import first_args, push, replace_first
from game.games.feudality.rules.purchase import trade, trade_problem, trade_rate
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
TABLE = -1
ANY = "any"
DECIDED = ("give", "take", "lose")


# =========================================================================== actions
@dataclass(frozen=True)
class Give(FeudalityAction):
    """D11, D14, D15: one resource of the payment under way."""

    kind: ClassVar[str] = "give"
    resource: str


@dataclass(frozen=True)
class Refuse(FeudalityAction):
    """D14: refuse the tax or the famine relief, and lose its VP."""

    kind: ClassVar[str] = "refuse"


@dataclass(frozen=True)
class Take(FeudalityAction):
    """D17: one resource of his choice from the bank."""

    kind: ClassVar[str] = "take"
    resource: str


@dataclass(frozen=True)
class LoseTile(FeudalityAction):
    """D18: the piece at ``square`` goes (the top of a Keep stack on a Keep square)."""

    kind: ClassVar[str] = "lose_tile"
    square: str


# =========================================================================== events
@dataclass(frozen=True)
class Paid(ev.FeudalityEvent):
    """A baron paid ``resources`` (one id per cube) to the bank (``to`` -1) or a baron."""

    kind: ClassVar[str] = "paid"
    text: ClassVar[str] = N_("feudality.event.paid")
    resources: tuple[str, ...]
    to: int
    why: str

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["resources"] = resource_words(tell, self.resources)
        out["n"] = len(self.resources)
        out["to"] = tell.seat(self.to) if self.to >= 0 else m("feudality.name.bank")
        return out


@dataclass(frozen=True)
class Refused(ev.FeudalityEvent):
    """A baron refused (or could not make) a payment and lost ``vp`` (never below 0)."""

    kind: ClassVar[str] = "refused"
    text: ClassVar[str] = N_("feudality.event.refused")
    why: str
    vp: int
    n: int


@dataclass(frozen=True)
class Took(ev.FeudalityEvent):
    """A baron took a resource of his choice from the bank."""

    kind: ClassVar[str] = "took"
    text: ClassVar[str] = N_("feudality.event.took")
    resource: str
    why: str


@dataclass(frozen=True)
class TileLost(ev.FeudalityEvent):
    """A piece of ``seat``'s Fief was lost from ``square`` (to the discard pile; a
    fortification level to the pool)."""

    kind: ClassVar[str] = "tile_lost"
    text: ClassVar[str] = N_("feudality.event.tile_lost")
    tile: str
    square: str
    why: str


def resource_words(tell: ev.Tell, cubes: tuple[str, ...]) -> Text:
    """ "2 Wood and 1 Gold" for ("wood", "gold", "wood")."""
    counts = [(r, cubes.count(r)) for r in RESOURCES if r in cubes]
    parts = [m("feudality.name.amount", n=n, resource=tell.resource(r)) for r, n in counts]
    return words(parts) if parts else m("feudality.name.nothing")


# =========================================================================== reading
def total(s: FeudalityState, seat: int, what: str) -> int:
    have = s.barons[seat].resources
    return sum(have.values()) if what == ANY else have.get(what, 0)


def reachable(s: FeudalityState, seat: int, what: str) -> int:
    """What ``seat`` could give of ``what``, trading with the bank first (FE-E40)."""
    have = s.barons[seat].resources
    if what == ANY:
        return sum(have.values())
    rate = trade_rate(s, seat)
    return have.get(what, 0) + sum(n // rate for r, n in have.items() if r != what)


def may_trade(s: FeudalityState) -> bool:
    """Trades while paying (FE-A40, FE-A47): both readings of ``trade_timing`` allow them."""
    return s.options("trade_timing") in ("decider_or_paying", "any_time")


# =========================================================================== automatic steps
def _pay(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    """Ask for the payment, or settle it at once when there is nothing to ask."""
    n, what, refuse_vp = int(args["n"]), str(args.get("what", ANY)), int(args.get("refuse_vp", 0))
    args = {**args, "given": []}
    if n <= 0:
        _paid(s, seat, args, events)
        return
    if refuse_vp > 0:
        if reachable(s, seat, what) < n:
            _refused(s, seat, args, events)
            return
        push(s, ("give", seat, args))
        return
    if total(s, seat, what) <= n and (what == ANY or reachable(s, seat, what) <= total(s, seat, what)):
        # he gives all he has (it cannot be refused): nothing to choose
        have = s.barons[seat].resources
        cubes = [r for r in RESOURCES for _ in range(have[r]) if what in (ANY, r)]
        for r in cubes:
            move(s, seat, r, int(args.get("to", TABLE)))
        _paid(s, seat, {**args, "given": cubes}, events, whole=len(cubes) >= n)
        return
    push(s, ("give", seat, args))


def move(s: FeudalityState, seat: int, resource: str, to: int) -> None:
    """One ``resource`` from ``seat`` to the baron ``to`` (-1: the bank)."""
    s.barons[seat].resources[resource] -= 1
    if to >= 0:
        s.barons[to].resources[resource] += 1


def _paid(s: FeudalityState, seat: int, args: dict[str, Any], events: Events, whole: bool = True) -> None:
    given = tuple(str(r) for r in args.get("given", []))
    if given:
        events.append(Paid(seat, given, int(args.get("to", TABLE)), str(args.get("why", ""))))
    then = args.get("then")
    if then and whole:
        push(s, (str(then), int(args.get("then_seat", seat)), dict(args.get("then_args", {}))))


def _refused(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    lost = holdings.lose_vp(s, seat, int(args.get("refuse_vp", 0)))
    events.append(Refused(seat, str(args.get("why", "")), lost, int(args["n"])))


def _take(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    if int(args.get("n", 1)) > 0:
        push(s, ("take", seat, args))


def _lose(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    if int(args.get("n", 1)) > 0 and lose_choices(s, args):
        push(s, ("lose", seat, args))


AUTOMATIC = {"pay": _pay, "take_resource": _take, "lose_piece": _lose}


def pay(
    s: FeudalityState,
    seat: int,
    n: int,
    why: str,
    *,
    what: str = ANY,
    to: int = TABLE,
    refuse_vp: int = 0,
    then: tuple[str, int, dict[str, Any]] | None = None,
) -> tuple[str, int, dict[str, Any]]:
    """The step that asks ``seat`` to pay (for ``flow.push``; see the module)."""
    args: dict[str, Any] = {"n": n, "what": what, "to": to, "why": why, "refuse_vp": refuse_vp}
    if then is not None:
        args.update(then=then[0], then_seat=then[1], then_args=dict(then[2]))
    return ("pay", seat, args)


def take(seat: int, n: int, why: str) -> tuple[str, int, dict[str, Any]]:
    """The step that gives ``seat`` ``n`` resources of his choice."""
    return ("take_resource", seat, {"n": n, "why": why})


def lose(chooser: int, owner: int, n: int, why: str, among: tuple[str, ...] = ()) -> tuple[str, int, dict[str, Any]]:
    """The step that takes ``n`` pieces of ``owner``'s Fief, chosen by ``chooser``."""
    return ("lose_piece", chooser, {"owner": owner, "n": n, "why": why, "among": list(among)})


def lose_choices(s: FeudalityState, args: dict[str, Any]) -> tuple[str, ...]:
    squares = holdings.losable(s, int(args["owner"]))
    among = args.get("among") or []
    return tuple(q for q in squares if q in among) if among else squares


# =========================================================================== decisions
def options(s: FeudalityState, step: str, seat: int, args: dict[str, Any]) -> tuple[Action, ...]:
    if step == "take":
        return tuple(Take(r) for r in RESOURCES)
    if step == "lose":
        return tuple(LoseTile(q) for q in lose_choices(s, args))
    what = str(args.get("what", ANY))
    have = s.barons[seat].resources
    found: list[Action] = [Give(r) for r in RESOURCES if have[r] > 0 and what in (ANY, r)]
    if int(args.get("refuse_vp", 0)) > 0 and not args.get("given"):
        if s.options("refuse_payment") == "allowed" or reachable(s, seat, what) < int(args["n"]):
            found.append(Refuse())
    if what != ANY and have.get(what, 0) < int(args["n"]) and may_trade(s):
        rate = trade_rate(s, seat)
        found += [Trade(r, what) for r in RESOURCES if r != what and have[r] >= rate]
    return tuple(found)


PROMPTS = {
    "give": N_("feudality.prompt.give"),
    "give_to": N_("feudality.prompt.give_to"),
    "give_or_refuse": N_("feudality.prompt.give_or_refuse"),
    "take": N_("feudality.prompt.take"),
    "lose": N_("feudality.prompt.lose"),
    "lose_other": N_("feudality.prompt.lose_other"),
}


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    step, seat = str(s.queue[0][0]), int(s.queue[0][1])
    args = first_args(s)
    name = s.config.seats[seat].name
    said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
    n = int(args.get("n", 1))
    if step == "take":
        prompt = m(PROMPTS["take"], name=name, n=n)
    elif step == "lose":
        owner = int(args["owner"])
        if owner == seat:
            prompt = m(PROMPTS["lose"], name=name, n=n)
        else:
            prompt = m(PROMPTS["lose_other"], name=name, n=n, owner=said.seat(owner))
    else:
        what = str(args.get("what", ANY))
        kind = m("feudality.name.resources") if what == ANY else said.resource(what)
        to = int(args.get("to", TABLE))
        if int(args.get("refuse_vp", 0)) > 0 and not args.get("given"):
            prompt = m(PROMPTS["give_or_refuse"], name=name, n=n, what=kind, vp=int(args["refuse_vp"]))
        elif to >= 0:
            prompt = m(PROMPTS["give_to"], name=name, n=n, what=kind, to=said.seat(to))
        else:
            prompt = m(PROMPTS["give"], name=name, n=n, what=kind)
    return Decision(seat, step, prompt, options(s, step, seat, args), interrupt=seat != s.senior)


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    args = first_args(s)
    step = str(s.queue[0][0])
    if isinstance(action, Trade):
        trade(s, seat, action, events)
        return
    if isinstance(action, Refuse):
        s.queue.pop(0)
        _refused(s, seat, args, events)
        return
    if isinstance(action, Give):
        move(s, seat, action.resource, int(args.get("to", TABLE)))
        given = [*args.get("given", []), action.resource]
        left = int(args["n"]) - 1
        if left > 0:
            replace_first(s, n=left, given=given)
            return
        s.queue.pop(0)
        _paid(s, seat, {**args, "given": given}, events)
        return
    if isinstance(action, Take):
        s.barons[seat].resources[action.resource] += 1
        events.append(Took(seat, action.resource, str(args.get("why", ""))))
    elif isinstance(action, LoseTile):
        owner = int(args["owner"])
        piece = holdings.remove_at(s, owner, action.square)
        events.append(TileLost(owner, piece, action.square, str(args.get("why", ""))))
    left = int(args.get("n", 1)) - 1
    if left > 0 and (step == "take" or lose_choices(s, args)):
        replace_first(s, n=left)
    else:
        s.queue.pop(0)


def problem(s: FeudalityState, seat: int, action: Action) -> Message | None:
    """Why an answer to a payment, a take or a loss is refused."""
    if not s.queue:
        return None
    args = first_args(s)
    said = ev.Tell([], s.data, s.sides)
    if isinstance(action, Give):
        what = str(args.get("what", ANY))
        if action.resource not in RESOURCES or what not in (ANY, action.resource):
            return m("feudality.refusal.give_kind", what=said.resource(what))
        return m("feudality.refusal.give_none", resource=said.resource(action.resource))
    if isinstance(action, Refuse):
        if args.get("given"):
            return m("feudality.refusal.refuse_late")
        return m("feudality.refusal.must_pay")
    if isinstance(action, Trade):
        return trade_problem(s, seat, action) or m("feudality.refusal.trade_not_now")
    if isinstance(action, LoseTile):
        return m("feudality.refusal.lose_square", square=action.square)
    return None


ACTION_IDS = {
    Give.kind: N_("feudality.action.give"),
    Refuse.kind: N_("feudality.action.refuse"),
    Take.kind: N_("feudality.action.take"),
    LoseTile.kind: N_("feudality.action.lose_tile"),
}


def describe(s: FeudalityState, action: Action) -> Message | None:
    said = ev.Tell([], s.data, s.sides)
    if isinstance(action, (Give, Take)):
        return m(ACTION_IDS[action.kind], resource=said.resource(action.resource))
    if isinstance(action, Refuse):
        vp = int(first_args(s).get("refuse_vp", 0)) if s.queue else 0
        return m(ACTION_IDS[action.kind], vp=vp)
    if isinstance(action, LoseTile):
        args = first_args(s) if s.queue else {}
        owner = int(args.get("owner", 0))
        piece = holdings.piece_at(s, owner, action.square)
        return m(ACTION_IDS[action.kind], tile=said.tile(piece) if piece else action.square, square=action.square)
    return None


__all__ = [
    "ANY",
    "AUTOMATIC",
    "DECIDED",
    "Give",
    "LoseTile",
    "Paid",
    "Refuse",
    "Refused",
    "Take",
    "TileLost",
    "Took",
    "apply",
    "decision",
    "describe",
    "lose",
    "lose_choices",
    "move",
    "options",
    "pay",
    "problem",
    "reachable",
    "take",
    "total",
]
