"""Wars and the survival of the troops that went (rulebook "WAR!", "Rolling For Survival
and Healing", the King Declares War, Fiumaccio's general war; inventory §4.3 King's war,
§4.6 FE-E36, §4.7, FE-E37, FE-E51, FE-A23, FE-A24, FE-A25, FE-A37; decisions D12, D13).

A part of the rules that starts a war pushes ``war_steps(s, demand, why)``:

* ``war`` (automatic, the Senior's): the war is called (``WarCalled``); then, for every
  baron in player order from the Senior, ``war_send``, then ``war_outcome``.
* ``war_send`` (automatic): a baron whose whole army (``unit.power``) is worth less than
  the demand sends every unit at once and loses ``numbers.short_army_vp`` (never below 0;
  ``ArmyShort``); one with no army at all loses it too with ``empty_army_loses``
  (FE-A24), nothing otherwise. Any other baron chooses (``war_pick``, D12): he sends one
  unit at a time (``SendUnit``: one of each type still in his Keep, ``UnitSent``), and may
  stop (``SendDone``) once what he sent is worth at least the demand; he may send more
  (FE-A23). Units sent leave the Keep for ``FeudalityState.away``.
* ``war_outcome`` (automatic): the Senior rolls 2d8 for the table (``WarRolled``); at least
  ``numbers.war_win`` wins: every baron who sent a unit scores ``war_vp``, and
  ``knight_vp`` more when he sent a Knight (the Wolf too with ``wolf_is_knight``, FE-A25;
  ``WarScored``). Then every baron who sent troops rolls for survival, in player order.

``general_war_steps`` (FE-E36, FE-A37): after a failed attack on Fiumaccio the Senior rolls
1d8 for the demand (``WarDemandRolled``), then the war above.

``survival_steps(s, seats, why)``: after a Private War or an attack on a baron, every unit
of each of ``seats`` rolls for survival (FE-E34, FE-E35).

Survival (FE-E37, FE-T18): ``survive`` rolls one die for every unit away (the baron's own
dice, ``dice.roll_step``); an odd die kills its unit (to the tile discard pile), an even
one sends it home to its Keep stack (the Wolf at the bottom). While a die is odd the
baron may re-roll it (``heal``, D13): ``Heal`` one dying unit's die, once for each tile
with the ``healing`` ability he owns in this war (Kirk, Shrine, Cleric, Holy Relic), and
once more with his Wizard (``wizard=True``) when he may use it (``turn.may_reroll``: once
a Senior turn; ``wizard_uses`` "per_decision": once on this roll), or ``HealDone``.
``SurvivalRerolled`` says each re-roll, ``Survived`` the outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Action, Decision, Event
from game.core.i18n import N_, Message, m
from game.games.feudality.rules import dice, holdings, purchase, turn
from game.games.feudality.rules import events as ev
from game.games.feudality.rules.actions import FeudalityAction
from game.games.feudality.rules.flow import first_args, push, replace_first
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
Steps = list[tuple[str, int, dict[str, Any]]]
TABLE = -1
#: the steps of a war a baron answers
DECIDED = ("war_pick", "heal")
#: why a war is fought (``why``): the King's, or the general war after Fiumaccio
KING_WAR = "king_war"
GENERAL_WAR = "general_war"


# =========================================================================== actions
@dataclass(frozen=True)
class SendUnit(FeudalityAction):
    """D12: one ``unit`` of the baron's Keep goes to the war."""

    kind: ClassVar[str] = "send_unit"
    unit: str


@dataclass(frozen=True)
class SendDone(FeudalityAction):
    """D12: no more units (offered once those sent are worth the demand)."""

    kind: ClassVar[str] = "send_done"


@dataclass(frozen=True)
class Heal(FeudalityAction):
    """D13: re-roll the survival die of one dying ``unit``: with a Healing tile, or with
    his Wizard (``wizard``)."""

    kind: ClassVar[str] = "heal"
    unit: str
    wizard: bool = False


@dataclass(frozen=True)
class HealDone(FeudalityAction):
    """D13: the survival dice stand as they are."""

    kind: ClassVar[str] = "heal_done"


# =========================================================================== events
@dataclass(frozen=True)
class WarCalled(ev.FeudalityEvent):
    """A war is called: every baron must send units worth ``demand`` points."""

    kind: ClassVar[str] = "war_called"
    text: ClassVar[str] = N_("feudality.event.war_called")
    demand: int
    why: str


@dataclass(frozen=True)
class WarDemandRolled(ev.FeudalityEvent):
    """The Senior rolled the general war's demand after Fiumaccio held (FE-E36, FE-A37)."""

    kind: ClassVar[str] = "war_demand_rolled"
    text: ClassVar[str] = N_("feudality.event.war_demand_rolled")
    reveals: ClassVar[bool] = True
    demand: int


@dataclass(frozen=True)
class UnitSent(ev.FeudalityEvent):
    """A baron sent one unit to the war."""

    kind: ClassVar[str] = "unit_sent"
    text: ClassVar[str] = N_("feudality.event.unit_sent")
    tile: str


@dataclass(frozen=True)
class ArmyShort(ev.FeudalityEvent):
    """A baron's army was worth less than the demand: he sent every unit (``units``, maybe
    none) and lost ``vp``."""

    kind: ClassVar[str] = "army_short"
    text: ClassVar[str] = N_("feudality.event.army_short")
    units: tuple[str, ...]
    demand: int
    vp: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["units"] = tell.tiles(self.units)
        return out

    def message(self, tell: ev.Tell) -> Message:
        if not self.units:
            return m("feudality.event.no_army", **self.params(tell))
        return m(self.text, **self.params(tell))


@dataclass(frozen=True)
class WarRolled(ev.FeudalityEvent):
    """The Senior rolled the war's 2d8: ``won`` at ``numbers.war_win`` or more."""

    kind: ClassVar[str] = "war_rolled"
    text: ClassVar[str] = N_("feudality.event.war_won")
    reveals: ClassVar[bool] = True
    dice: tuple[int, ...]
    total: int
    won: bool

    def message(self, tell: ev.Tell) -> Message:
        if not self.won:
            return m("feudality.event.war_lost", **self.params(tell))
        return m(self.text, **self.params(tell))


@dataclass(frozen=True)
class WarScored(ev.FeudalityEvent):
    """A baron who sent troops to a won war scored ``vp`` (``knight``: with the Knight's)."""

    kind: ClassVar[str] = "war_scored"
    text: ClassVar[str] = N_("feudality.event.war_scored")
    vp: int
    knight: bool

    def message(self, tell: ev.Tell) -> Message:
        if self.knight:
            return m("feudality.event.war_scored_knight", **self.params(tell))
        return m(self.text, **self.params(tell))


@dataclass(frozen=True)
class SurvivalRerolled(ev.FeudalityEvent):
    """A dying unit's survival die rolled again: by a Healing tile, or the Wizard."""

    kind: ClassVar[str] = "survival_rerolled"
    text: ClassVar[str] = N_("feudality.event.survival_healed")
    reveals: ClassVar[bool] = True
    tile: str
    was: int
    now: int
    wizard: bool

    def message(self, tell: ev.Tell) -> Message:
        if self.wizard:
            return m("feudality.event.survival_wizard", **self.params(tell))
        return m(self.text, **self.params(tell))


@dataclass(frozen=True)
class Survived(ev.FeudalityEvent):
    """The survival dice stand: ``units`` went home to the Keep, ``dead`` to the discard."""

    kind: ClassVar[str] = "survived"
    text: ClassVar[str] = N_("feudality.event.survived")
    units: tuple[str, ...]
    dead: tuple[str, ...]

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["units"] = tell.tiles(self.units)
        out["dead"] = tell.tiles(self.dead)
        return out


# =========================================================================== reading
def away(s: FeudalityState, seat: int) -> list[str]:
    """The units ``seat`` has away at a war (the state's list)."""
    while len(s.away) < s.seats:
        s.away.append([])
    return s.away[seat]


def worth(s: FeudalityState, units: list[str] | tuple[str, ...]) -> int:
    """The points of ``units`` (their power)."""
    return sum(s.data.units[u].power for u in units)


def healing(s: FeudalityState, seat: int) -> int:
    """The tiles with the Healing ability ``seat`` owns: one re-roll each a war."""
    tiles = s.barons[seat].tiles.values()
    return sum(1 for t in tiles if t in s.data.tiles and s.data.tiles[t].has("healing"))


def distinct(units: list[str]) -> list[str]:
    out: list[str] = []
    for u in units:
        if u not in out:
            out.append(u)
    return out


# =========================================================================== the steps others push
def war_steps(s: FeudalityState, demand: int, why: str) -> Steps:
    """The steps of a war asking ``demand`` points of every baron (for ``flow.push``)."""
    return [("war", s.senior, {"demand": int(demand), "why": why})]


def general_war_steps(s: FeudalityState, why: str = GENERAL_WAR) -> Steps:
    """The general war after Fiumaccio held: the Senior rolls 1d8 for the demand, then the
    war (FE-E36, FE-A37)."""
    return [("general_war", s.senior, {"why": why})]


def survival_steps(s: FeudalityState, seats: list[int] | tuple[int, ...], why: str) -> Steps:
    """Every unit of each of ``seats`` rolls for survival (after a Private War or an
    attack, FE-E34, FE-E35): the units leave the Keep when the step comes."""
    return [("survive", seat, {"why": why, "army": True}) for seat in seats]


# =========================================================================== automatic steps
def _war(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    demand, why = int(args["demand"]), str(args.get("why", KING_WAR))
    events.append(WarCalled(seat, demand, why))
    sends = [("war_send", p, {"demand": demand, "why": why}) for p in s.order()]
    push(s, *sends, ("war_outcome", seat, {"why": why}))


def _general_war(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    demand = holdings.roll(s, 1)[0]
    events.append(WarDemandRolled(seat, demand))
    push(s, *war_steps(s, demand, str(args.get("why", GENERAL_WAR))))


def _war_send(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    demand = int(args["demand"])
    if holdings.army(s, seat) >= demand:
        push(s, ("war_pick", seat, {**args, "sent": []}))
        return
    units = holdings.units(s, seat)
    for u in units:
        holdings.remove_unit(s, seat, u)
        away(s, seat).append(u)
    loses = bool(units) or bool(s.options("empty_army_loses"))
    lost = holdings.lose_vp(s, seat, s.data.numbers.short_army_vp if loses else 0)
    events.append(ArmyShort(seat, tuple(units), demand, lost))


def _war_outcome(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    numbers = s.data.numbers
    rolled = holdings.roll(s, 2)
    won = sum(rolled) >= numbers.war_win
    events.append(WarRolled(seat, rolled, sum(rolled), won))
    order = s.order()
    if won:
        for p in order:
            sent = away(s, p)
            if not sent:
                continue
            knight = any(holdings.knightly(s, u) for u in sent)
            vp = holdings.gain_vp(s, p, numbers.war_vp + (numbers.knight_vp if knight else 0))
            events.append(WarScored(p, vp, knight))
    why = str(args.get("why", KING_WAR))
    push(s, *[("survive", p, {"why": why}) for p in order if away(s, p)])


def _survive(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    sent = away(s, seat)
    if args.get("army"):
        for u in holdings.units(s, seat):
            holdings.remove_unit(s, seat, u)
            sent.append(u)
    if not sent:
        return
    why = str(args.get("why", ""))
    push(s, dice.roll_step(seat, len(sent), why, "survive_rolled", {"why": why}, wizard=False))


def _survive_rolled(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    rolled = {
        "why": str(args.get("why", "")),
        "units": list(away(s, seat)),
        "dice": [int(d) for d in args["dice"]],
        "healing": healing(s, seat),
        "wizard": True,
    }
    _heal_or_settle(s, seat, rolled, events)


AUTOMATIC: dict[str, Callable[[FeudalityState, int, dict[str, Any], Events], None]] = {
    "war": _war,
    "general_war": _general_war,
    "war_send": _war_send,
    "war_outcome": _war_outcome,
    "survive": _survive,
    "survive_rolled": _survive_rolled,
}


# =========================================================================== survival
def dying(args: dict[str, Any]) -> list[str]:
    """The unit types whose survival die is odd, in the order they were sent."""
    return distinct([u for u, d in zip(args["units"], args["dice"], strict=True) if int(d) % 2])


def wizard_may(s: FeudalityState, seat: int, args: dict[str, Any]) -> bool:
    return bool(args.get("wizard", True)) and turn.may_reroll(s, seat)


def heal_options(s: FeudalityState, seat: int, args: dict[str, Any]) -> tuple[Action, ...]:
    found: list[Action] = []
    for u in dying(args):
        if int(args.get("healing", 0)) > 0:
            found.append(Heal(u))
        if wizard_may(s, seat, args):
            found.append(Heal(u, wizard=True))
    return (*found, HealDone()) if found else ()


def _heal_or_settle(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    if heal_options(s, seat, args):
        push(s, ("heal", seat, args))
    else:
        settle(s, seat, args, events)


def settle(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    """Even dice home to the Keep, odd ones to the tile discard pile (FE-E37)."""
    lived: list[str] = []
    dead: list[str] = []
    for u, d in zip(args["units"], args["dice"], strict=True):
        if int(d) % 2:
            s.discard.append(u)
            dead.append(u)
        else:
            purchase.muster(s, seat, u)
            lived.append(u)
    away(s, seat)
    s.away[seat] = []
    events.append(Survived(seat, tuple(lived), tuple(dead)))


# =========================================================================== decisions
def pick_options(s: FeudalityState, seat: int, args: dict[str, Any]) -> tuple[Action, ...]:
    found: list[Action] = [SendUnit(u) for u in distinct(holdings.units(s, seat))]
    if worth(s, args.get("sent", [])) >= int(args["demand"]):
        found.append(SendDone())
    return tuple(found)


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    step, seat = str(s.queue[0][0]), int(s.queue[0][1])
    args = first_args(s)
    name = s.config.seats[seat].name
    if step == "war_pick":
        sent = [str(u) for u in args.get("sent", [])]
        prompt = m("feudality.prompt.war_pick", name=name, demand=int(args["demand"]), sent=worth(s, sent))
        return Decision(seat, step, prompt, pick_options(s, seat, args), interrupt=seat != s.senior)
    shown = ", ".join(str(d) for d in args["dice"])
    prompt = m("feudality.prompt.heal", name=name, dice=shown, healing=int(args.get("healing", 0)))
    return Decision(seat, step, prompt, heal_options(s, seat, args), interrupt=seat != s.senior)


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    args = first_args(s)
    if isinstance(action, SendUnit):
        holdings.remove_unit(s, seat, action.unit)
        away(s, seat).append(action.unit)
        events.append(UnitSent(seat, action.unit))
        sent = [*args.get("sent", []), action.unit]
        if worth(s, sent) >= int(args["demand"]) and not holdings.units(s, seat):
            s.queue.pop(0)
        else:
            replace_first(s, sent=sent)
        return
    s.queue.pop(0)
    if isinstance(action, Heal):
        units, rolled = list(args["units"]), [int(d) for d in args["dice"]]
        index = next(i for i, (u, d) in enumerate(zip(units, rolled, strict=True)) if u == action.unit and d % 2)
        was = rolled[index]
        rolled[index] = holdings.roll(s, 1)[0]
        if action.wizard:
            if seat not in s.wizard_used:
                s.wizard_used.append(seat)
            args = {**args, "dice": rolled, "wizard": False}
        else:
            args = {**args, "dice": rolled, "healing": int(args["healing"]) - 1}
        events.append(SurvivalRerolled(seat, action.unit, was, rolled[index], action.wizard))
        _heal_or_settle(s, seat, args, events)
    elif isinstance(action, HealDone):
        settle(s, seat, args, events)
    # SendDone: the baron's sending is over


# =========================================================================== words
def problem(s: FeudalityState, seat: int, action: Action) -> Message | None:
    """Why an answer to a war's sending or to the survival dice is refused."""
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    args = first_args(s)
    said = ev.Tell([], s.data, s.sides)
    if isinstance(action, SendUnit):
        return m("feudality.refusal.no_unit_to_send", tile=said.tile(action.unit))
    if isinstance(action, SendDone):
        sent = worth(s, [str(u) for u in args.get("sent", [])])
        return m("feudality.refusal.send_more", demand=int(args["demand"]), sent=sent)
    if isinstance(action, Heal):
        if action.unit not in dying(args):
            return m("feudality.refusal.not_dying", tile=said.tile(action.unit))
        if action.wizard:
            return m("feudality.refusal.no_wizard_reroll")
        return m("feudality.refusal.no_healing_left")
    return None


ACTION_IDS = {
    SendUnit.kind: N_("feudality.action.send_unit"),
    SendDone.kind: N_("feudality.action.send_done"),
    Heal.kind: N_("feudality.action.heal"),
    HealDone.kind: N_("feudality.action.heal_done"),
}


def describe(s: FeudalityState, action: Action) -> Message | None:
    said = ev.Tell([], s.data, s.sides)
    if isinstance(action, SendUnit):
        unit = s.data.units.get(action.unit)
        power = unit.power if unit is not None else 0
        return m(ACTION_IDS[action.kind], tile=said.tile(action.unit), points=power)
    if isinstance(action, Heal):
        if action.wizard:
            return m("feudality.action.heal_wizard", tile=said.tile(action.unit))
        return m(ACTION_IDS[action.kind], tile=said.tile(action.unit))
    if isinstance(action, (SendDone, HealDone)):
        return m(ACTION_IDS[action.kind])
    return None


__all__ = [
    "AUTOMATIC",
    "DECIDED",
    "GENERAL_WAR",
    "KING_WAR",
    "ArmyShort",
    "Heal",
    "HealDone",
    "SendDone",
    "SendUnit",
    "SurvivalRerolled",
    "Survived",
    "UnitSent",
    "WarCalled",
    "WarDemandRolled",
    "WarRolled",
    "WarScored",
    "apply",
    "away",
    "decision",
    "describe",
    "general_war_steps",
    "healing",
    "problem",
    "settle",
    "survival_steps",
    "war_steps",
    "worth",
]
