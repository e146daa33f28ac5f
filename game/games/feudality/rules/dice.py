"""A baron's own dice and his Wizard (rulebook "the Wizard allows you to re-roll a die that
you rolled once per player turn"; FE-E23, FE-A18; the rulebook's notes on tournaments,
visits, Bandits and survival).

Any part of the rules that has a baron roll his own dice pushes ``roll_dice``:
``[roll_dice, seat, {n, why, then, then_args, wizard}]``. The dice are rolled with the
state's generator (``DiceRolled``); when the baron's Wizard may re-roll (``turn.may_reroll``:
once a Senior turn, or on every roll with ``wizard_uses`` "per_decision") and ``wizard`` is
not false, he is asked (decision ``wizard_roll``, D05/D13): ``RerollDie`` one of the dice
(``WizardRerolled``) or ``KeepDice``. Then the step ``then`` comes first, for the same seat,
with ``then_args`` and ``dice`` (the dice as they stand).

When several barons roll for one result (a tournament, a visit, a Sabotage), each roll is
``later_step``: with ``wizard_timing`` "until_resolved" (the default) a baron's Wizard is
asked once every roll of the moment is made, just before the step that judges them
(``wizard_later``), so he may re-roll knowing the others' dice; with
"before_others_roll" (the FAQ) he is asked at once, before the next baron rolls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Action, Decision, Event
from game.core.i18n import N_, Message, m
from game.games.feudality.rules import events as ev
from game.games.feudality.rules import holdings, turn
from game.games.feudality.rules.actions import FeudalityAction, KeepDice
from game.games.feudality.rules.flow import first_args, push
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
DECIDED = ("wizard_roll",)


@dataclass(frozen=True)
class RerollDie(FeudalityAction):
    """D05, D13: the baron's Wizard re-rolls die ``index`` (from 0) of the roll he made."""

    kind: ClassVar[str] = "reroll_die"
    index: int


@dataclass(frozen=True)
class DiceRolled(ev.FeudalityEvent):
    """A baron rolled his own dice (``why`` says for what)."""

    kind: ClassVar[str] = "dice_rolled"
    text: ClassVar[str] = N_("feudality.event.dice_rolled")
    reveals: ClassVar[bool] = True
    dice: tuple[int, ...]
    why: str

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["total"] = sum(self.dice)
        return out


@dataclass(frozen=True)
class DieRerolled(ev.FeudalityEvent):
    """A baron's Wizard re-rolled one of his dice: it showed ``was``, now ``now``."""

    kind: ClassVar[str] = "die_rerolled"
    text: ClassVar[str] = N_("feudality.event.die_rerolled")
    reveals: ClassVar[bool] = True
    was: int
    now: int


def roll_step(
    seat: int, n: int, why: str, then: str, then_args: dict[str, Any] | None = None, *, wizard: bool = True
) -> tuple[str, int, dict[str, Any]]:
    """The step that has ``seat`` roll ``n`` dice, then goes on with ``then``."""
    return ("roll_dice", seat, {"n": n, "why": why, "then": then, "then_args": dict(then_args or {}), "wizard": wizard})


def later_step(
    s: FeudalityState,
    seat: int,
    n: int,
    why: str,
    then: str,
    then_args: dict[str, Any] | None = None,
    *,
    before: str,
) -> tuple[str, int, dict[str, Any]]:
    """The step that has ``seat`` roll when several barons roll for one result, which
    the step ``before`` (already in the queue, after every roll) judges. With
    ``wizard_timing`` "until_resolved" (errata 5: the rulebook sets no moment, so the
    re-roll may wait until the roll is acted on) his Wizard is asked only once every
    roll is made, just before ``before``; with "before_others_roll" (the FAQ) at once."""
    step = roll_step(seat, n, why, then, then_args)
    if s.options("wizard_timing") == "before_others_roll" or not turn.may_reroll(s, seat):
        return step
    return (step[0], step[1], {**step[2], "later": before})


def _roll_dice(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    rolled = holdings.roll(s, int(args["n"]))
    events.append(DiceRolled(seat, rolled, str(args.get("why", ""))))
    args = {**args, "dice": list(rolled)}
    later = str(args.pop("later", ""))
    if later:
        at = next((i for i, entry in enumerate(s.queue) if entry[0] == later), 0)
        s.queue.insert(at, ["wizard_later", seat, args])
    elif args.get("wizard", True) and turn.may_reroll(s, seat):
        push(s, ("wizard_roll", seat, args))
    else:
        _then(s, seat, args)


def _wizard_later(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    """Every roll of the moment made: the Wizard's re-roll, if he still may."""
    if turn.may_reroll(s, seat):
        push(s, ("wizard_roll", seat, args))
    else:
        _then(s, seat, args)


def _then(s: FeudalityState, seat: int, args: dict[str, Any]) -> None:
    push(s, (str(args["then"]), seat, {**dict(args.get("then_args", {})), "dice": list(args["dice"])}))


AUTOMATIC = {"roll_dice": _roll_dice, "wizard_later": _wizard_later}


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    seat = int(s.queue[0][1])
    args = first_args(s)
    dice = [int(d) for d in args["dice"]]
    prompt = m("feudality.prompt.wizard_roll", name=s.config.seats[seat].name, dice=", ".join(map(str, dice)))
    options: tuple[Action, ...] = (*(RerollDie(i) for i in range(len(dice))), KeepDice())
    return Decision(seat, "wizard_roll", prompt, options, interrupt=seat != s.senior)


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    args = first_args(s)
    s.queue.pop(0)
    if isinstance(action, RerollDie):
        dice = [int(d) for d in args["dice"]]
        was = dice[action.index]
        dice[action.index] = holdings.roll(s, 1)[0]
        if seat not in s.wizard_used:
            s.wizard_used.append(seat)
        events.append(DieRerolled(seat, was, dice[action.index]))
        args = {**args, "dice": dice}
    _then(s, seat, args)


def describe(s: FeudalityState, action: Action) -> Message | None:
    if isinstance(action, RerollDie):
        dice = first_args(s).get("dice", []) if s.queue else []
        shows = dice[action.index] if 0 <= action.index < len(dice) else "?"
        return m("feudality.action.reroll_die", n=action.index + 1, shows=shows)
    return None


def problem(s: FeudalityState, seat: int, action: Action) -> Message | None:
    if isinstance(action, RerollDie):
        return m("feudality.refusal.no_such_die", n=action.index + 1)
    return None


__all__ = [
    "AUTOMATIC",
    "DECIDED",
    "DiceRolled",
    "DieRerolled",
    "RerollDie",
    "apply",
    "decision",
    "describe",
    "problem",
    "roll_step",
]
