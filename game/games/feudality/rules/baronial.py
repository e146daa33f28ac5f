"""The Senior turn's step 4, the Senior's baronial actions (rulebook "Sequence of play" 4,
"Fortifications", "WAR!"; inventory §3 step 4, §4.6, FE-E31-E36, FE-A09, FE-A16, FE-A17,
FE-A21, FE-A22, FE-A41, FE-A43, FE-A44, FE-A47; decisions D09, D10, D11).

``baronial`` (D09, D10; queued by ``purchase.py`` after the purchase): the Senior chooses
``Baronial``: "collect_twice", or one collection and ONE special action:

* "liaison" (I, FE-E32; VP at least ``numbers.liaison_min_vp``): he rolls 2d8 (his own
  dice, ``dice.roll_step``: his Wizard may re-roll): at most ``liaison_lose_at_most`` loses
  1 VP, at least ``liaison_gain_at_least`` gains 1 (``Liaison``).
* "sabotage" (II, FE-E33; VP at least ``sabotage_min_vp``; offered while another baron has
  a tile to aim at): he rolls 1d8 and pays that much Gold (``payments.pay``, trading with
  the bank to raise it, FE-A47); one who cannot raise it pays nothing and the action is
  over (``SabotageUnpaid``). Paid, he picks a baron (``sabotage_victim``) and one of his
  tiles (``sabotage_tile``): any tile on a square or the top of a Keep stack, never the
  Keep (FE-A17), the last fortification level only with ``sabotage_last_level``
  (FE-A41). Each rolls 2d8, the saboteur first: strictly higher destroys it (a unit to the
  tile discard pile, a fortification level to the pool), otherwise he loses 1 VP
  (``Sabotaged``).
* "santa_paravia" / "fiumaccio" (III, FE-E34; VP at least ``private_war_min_vp``): army +
  2d8 (+ the top fortification's defence with ``private_war_fortification``, FE-A44)
  above the land's defence wins ``santa_paravia_win`` / ``fiumaccio_win`` VP, else loses
  ``santa_paravia_loss`` / ``fiumaccio_loss`` (never below 0, FE-A21); no Knight's VP
  (``PrivateWar``). Every unit of his then rolls for survival (``war.survival_steps``);
  after a failed attack on Fiumaccio comes a general war (``war.general_war_steps``,
  FE-E36).
* "attack" on ``target`` (IV, FE-E35; a baron with at least his VP, FE-A43): his army +
  2d8 against the target's defence (army + top fortification), the target rolling nothing
  (``Attacked``). A margin of 1 to 3: the target gives that many resources to the attacker
  (all he has if fewer), picked by the target (``payments.pay``) or with
  ``margin_picker`` "attacker" by the attacker (``attack_pick``, ``TakeResource``); a
  margin of ``numbers.heavy_margin`` or more: 1 VP moves from the target to the attacker
  (``VpTaken``; a target at 0 VP gives none, FE-A22 ``attack_at_zero``: "nothing_moves",
  or "attacker_gains" the VP all the same). Win or lose, every unit of the attacker rolls
  for survival.

A collection (``collect``, FE-E31): the output of any one of his tiles anywhere on his
Fief, the pawn ignored; resources only, never VP (the same tile twice allowed). With
``baronial_collect`` "resource_part" (FE-A09) the Kirk gives its resource of choice, the
Brewery its Food and the top fortification one resource of choice; with
"producers_only" only the resource tiles (not the value tiles, not the fortification).
``CollectNone`` declines what is left of the collections. The collection comes before the
special action. When the baronial actions are over, step 5 comes: ``feed`` for the
Senior (``feeding.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Action, Decision, Event
from game.core.i18n import N_, Message, m
from game.games.feudality.rules import dice, flow, holdings, payments, turn, war
from game.games.feudality.rules import events as ev
from game.games.feudality.rules.actions import Activate, FeudalityAction
from game.games.feudality.rules.data import RESOURCES
from game.games.feudality.rules.flow import first_args, push, replace_first
from game.games.feudality.rules.sides import square_place
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
TABLE = -1
#: the steps of step 4 the Senior answers
DECIDED = ("baronial", "collect", "sabotage_victim", "sabotage_tile", "attack_pick")
#: the step that follows the baronial actions (§3 step 5)
NEXT = "feed"
COLLECT_TWICE = "collect_twice"
LIAISON = "liaison"
SABOTAGE = "sabotage"
SANTA_PARAVIA = "santa_paravia"
FIUMACCIO = "fiumaccio"
ATTACK = "attack"
#: the choices of ``Baronial``, in the order they are offered
CHOICES = (COLLECT_TWICE, LIAISON, SABOTAGE, SANTA_PARAVIA, FIUMACCIO, ATTACK)
#: the VP a Liaison wins or loses, a failed sabotage loses, a heavy attack moves: the
#: rulebook's "one victory point"
ONE_VP = 1


# =========================================================================== actions
@dataclass(frozen=True)
class Baronial(FeudalityAction):
    """D09, D10: ``what`` (one of ``CHOICES``); ``target``: the baron attacked."""

    kind: ClassVar[str] = "baronial"
    what: str
    target: int = -1


@dataclass(frozen=True)
class Collect(FeudalityAction):
    """D09: the output of the tile at ``square`` (``take``: as ``Activate.take``, "" for
    what it prints, a resource for the Kirk's, the Miner's or the fortification's)."""

    kind: ClassVar[str] = "collect"
    square: str
    take: str = ""


@dataclass(frozen=True)
class CollectNone(FeudalityAction):
    """D09: no more collections."""

    kind: ClassVar[str] = "collect_none"


@dataclass(frozen=True)
class SabotageVictim(FeudalityAction):
    """D10: the baron whose Fief the saboteurs go to."""

    kind: ClassVar[str] = "sabotage_victim"
    target: int


@dataclass(frozen=True)
class SabotageTile(FeudalityAction):
    """D10: the tile (or the top of the Keep stack) at ``square`` they try to destroy."""

    kind: ClassVar[str] = "sabotage_tile"
    square: str


@dataclass(frozen=True)
class TakeResource(FeudalityAction):
    """D11 with ``margin_picker`` "attacker": one resource of the target's for him."""

    kind: ClassVar[str] = "take_resource"
    resource: str


# =========================================================================== events
def _with_target(out: dict[str, Any], tell: ev.Tell, target: int) -> dict[str, Any]:
    out["target"] = tell.seat(target)
    return out


#: what the Senior chose, in words, by choice
CHOSEN_IDS: dict[str, str] = {
    COLLECT_TWICE: N_("feudality.event.baronial.collect_twice"),
    LIAISON: N_("feudality.event.baronial.liaison"),
    SABOTAGE: N_("feudality.event.baronial.sabotage"),
    SANTA_PARAVIA: N_("feudality.event.baronial.santa_paravia"),
    FIUMACCIO: N_("feudality.event.baronial.fiumaccio"),
    ATTACK: N_("feudality.event.baronial.attack"),
}
#: the lands of a Private War, by choice
LAND_IDS: dict[str, str] = {
    SANTA_PARAVIA: N_("feudality.name.santa_paravia"),
    FIUMACCIO: N_("feudality.name.fiumaccio"),
}


@dataclass(frozen=True)
class BaronialChosen(ev.FeudalityEvent):
    """The Senior chose his baronial actions (``target``: the baron attacked)."""

    kind: ClassVar[str] = "baronial_chosen"
    text: ClassVar[str] = N_("feudality.event.baronial.collect_twice")
    what: str
    target: int

    def message(self, tell: ev.Tell) -> Message:
        return m(CHOSEN_IDS.get(self.what, self.text), **_with_target(self.params(tell), tell, self.target))


@dataclass(frozen=True)
class Collected(ev.FeudalityEvent):
    """A baronial collection: ``amount`` of ``resource`` from ``tile`` at ``square``."""

    kind: ClassVar[str] = "collected"
    text: ClassVar[str] = N_("feudality.event.collected")
    tile: str
    square: str
    resource: str
    amount: int


@dataclass(frozen=True)
class CollectedNothing(ev.FeudalityEvent):
    """The Senior collected nothing more (he declined, or no tile of his gives any)."""

    kind: ClassVar[str] = "collected_nothing"
    text: ClassVar[str] = N_("feudality.event.collected_nothing")


@dataclass(frozen=True)
class Liaison(ev.FeudalityEvent):
    """A secret liaison's 2d8 ``total``: ``vp`` -1, 0 or +1."""

    kind: ClassVar[str] = "liaison"
    text: ClassVar[str] = N_("feudality.event.liaison_quiet")
    total: int
    vp: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["vp"] = abs(self.vp)
        return out

    def message(self, tell: ev.Tell) -> Message:
        if self.vp < 0:
            return m("feudality.event.liaison_caught", **self.params(tell))
        if self.vp > 0:
            return m("feudality.event.liaison_favour", **self.params(tell))
        return m(self.text, **self.params(tell))


@dataclass(frozen=True)
class SabotageUnpaid(ev.FeudalityEvent):
    """The saboteurs asked ``cost`` Gold the Senior could not raise: the action is over."""

    kind: ClassVar[str] = "sabotage_unpaid"
    text: ClassVar[str] = N_("feudality.event.sabotage_unpaid")
    cost: int


@dataclass(frozen=True)
class SabotageHired(ev.FeudalityEvent):
    """The saboteurs ask ``cost`` Gold, which the Senior pays next."""

    kind: ClassVar[str] = "sabotage_hired"
    text: ClassVar[str] = N_("feudality.event.sabotage_hired")
    cost: int


@dataclass(frozen=True)
class SaboteursSent(ev.FeudalityEvent):
    """The saboteurs go for ``tile`` at ``square`` of ``target``'s Fief."""

    kind: ClassVar[str] = "saboteurs_sent"
    text: ClassVar[str] = N_("feudality.event.saboteurs_sent")
    target: int
    tile: str
    square: str

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        return _with_target(super().params(tell), tell, self.target)


@dataclass(frozen=True)
class Sabotaged(ev.FeudalityEvent):
    """The sabotage's rolls: ``attack`` strictly above ``defence`` destroyed ``tile``;
    otherwise the saboteur lost ``vp``."""

    kind: ClassVar[str] = "sabotaged"
    text: ClassVar[str] = N_("feudality.event.sabotage_done")
    target: int
    tile: str
    square: str
    attack: int
    defence: int
    destroyed: bool
    vp: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        return _with_target(super().params(tell), tell, self.target)

    def message(self, tell: ev.Tell) -> Message:
        if not self.destroyed:
            return m("feudality.event.sabotage_failed", **self.params(tell))
        return m(self.text, **self.params(tell))


@dataclass(frozen=True)
class PrivateWar(ev.FeudalityEvent):
    """A Private War on ``land``: ``army`` (+ fortification) + 2d8 = ``total`` against
    ``defence``; ``vp`` won (or lost, negative)."""

    kind: ClassVar[str] = "private_war"
    text: ClassVar[str] = N_("feudality.event.private_war_won")
    land: str
    army: int
    total: int
    defence: int
    won: bool
    vp: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["land"] = m(LAND_IDS[self.land]) if self.land in LAND_IDS else self.land
        out["vp"] = abs(self.vp)
        return out

    def message(self, tell: ev.Tell) -> Message:
        if not self.won:
            return m("feudality.event.private_war_lost", **self.params(tell))
        return m(self.text, **self.params(tell))


@dataclass(frozen=True)
class Attacked(ev.FeudalityEvent):
    """An attack on ``target``: ``attack`` (army + 2d8) against his ``defence``."""

    kind: ClassVar[str] = "attacked"
    text: ClassVar[str] = N_("feudality.event.attacked")
    target: int
    attack: int
    defence: int
    margin: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        return _with_target(super().params(tell), tell, self.target)


@dataclass(frozen=True)
class VpTaken(ev.FeudalityEvent):
    """A heavy attack: ``vp`` moved from ``target`` to the attacker (``given`` False: the
    target had none; the attacker gained ``vp`` all the same, or none moved)."""

    kind: ClassVar[str] = "vp_taken"
    text: ClassVar[str] = N_("feudality.event.vp_taken")
    target: int
    vp: int
    given: bool

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        return _with_target(super().params(tell), tell, self.target)

    def message(self, tell: ev.Tell) -> Message:
        if self.given:
            return m(self.text, **self.params(tell))
        if self.vp:
            return m("feudality.event.vp_gained_at_zero", **self.params(tell))
        return m("feudality.event.vp_none_at_zero", **self.params(tell))


# =========================================================================== collecting
def fief_squares(s: FeudalityState, seat: int) -> list[str]:
    """Every square of ``seat``'s Fief with a tile, and his fortification's, in order."""
    baron = s.barons[seat]
    found = set(baron.tiles)
    fort = holdings.space_square(s, seat, s.data.keep.spaces[0])
    if fort and turn.fortification_at(s, seat, fort) is not None:
        found.add(fort)
    return sorted(found, key=lambda q: square_place(q) or (0, 0))


def collection(s: FeudalityState, seat: int, square: str, take: str) -> tuple[str, str, int]:
    """What a collection would give: (tile or fortification id, resource, amount);
    resource "" when it gives none (it is then not offered)."""
    if take == turn.VP or take not in ("", *RESOURCES) or take not in turn.takes(s, seat, square):
        return "", "", 0
    tile, _, resource, amount = turn.gains(s, seat, Activate(square, take))
    if not resource or amount <= 0:
        return tile, "", 0
    if s.options("baronial_collect") == "producers_only":
        if turn.fortification_at(s, seat, square) is not None or s.data.tiles[tile].is_value:
            return tile, "", 0
    return tile, resource, amount


def collect_options(s: FeudalityState, seat: int) -> tuple[Action, ...]:
    """Every collection ``seat`` may make, square by square."""
    return tuple(
        Collect(q, take)
        for q in fief_squares(s, seat)
        for take in turn.takes(s, seat, q)
        if collection(s, seat, q, take)[1]
    )


# =========================================================================== the specials' conditions
def sabotage_squares(s: FeudalityState, seat: int, target: int) -> tuple[str, ...]:
    """The squares of ``target``'s Fief ``seat``'s saboteurs may aim at (FE-A17, FE-A41)."""
    if target == seat or not 0 <= target < s.seats:
        return ()
    fort = holdings.space_square(s, target, s.data.keep.spaces[0])
    keep = s.barons[target].keep
    levels = keep.stacks.get(s.data.keep.spaces[0], []) if keep is not None else []
    last = len(levels) == 1 and not s.options("sabotage_last_level")
    return tuple(q for q in holdings.losable(s, target) if not (last and q == fort))


def victims(s: FeudalityState, seat: int) -> list[int]:
    return [t for t in s.order() if sabotage_squares(s, seat, t)]


def choice_problem(s: FeudalityState, seat: int, what: str, target: int = -1) -> Message | None:
    """Why ``seat`` may not choose ``what`` now, in the rule's words, or None."""
    numbers = s.data.numbers
    vp = s.barons[seat].vp
    if what == COLLECT_TWICE:
        return None
    if what == LIAISON:
        return None if vp >= numbers.liaison_min_vp else m("feudality.refusal.liaison_vp", vp=numbers.liaison_min_vp)
    if what == SABOTAGE:
        if vp < numbers.sabotage_min_vp:
            return m("feudality.refusal.sabotage_vp", vp=numbers.sabotage_min_vp)
        return None if victims(s, seat) else m("feudality.refusal.sabotage_nothing")
    if what in (SANTA_PARAVIA, FIUMACCIO):
        if vp >= numbers.private_war_min_vp:
            return None
        return m("feudality.refusal.private_war_vp", vp=numbers.private_war_min_vp)
    if what == ATTACK:
        said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
        if target == seat or not 0 <= target < s.seats:
            return m("feudality.refusal.attack_whom")
        if s.barons[target].vp < vp:
            return m("feudality.refusal.attack_fewer", target=said.seat(target), vp=s.barons[target].vp)
        return None
    return m("feudality.refusal.no_baronial", what=what)


def choices(s: FeudalityState, seat: int) -> tuple[Action, ...]:
    """Every baronial choice ``seat`` may make (D09, D10)."""
    found: list[Action] = [Baronial(w) for w in CHOICES[:-1] if choice_problem(s, seat, w) is None]
    found += [Baronial(ATTACK, t) for t in s.order() if choice_problem(s, seat, ATTACK, t) is None]
    return tuple(found)


# =========================================================================== automatic steps
def _collecting(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    if int(args.get("left", 1)) <= 0:
        return
    if collect_options(s, seat):
        push(s, ("collect", seat, args))
    else:
        events.append(CollectedNothing(seat))


def _liaison(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    numbers = s.data.numbers
    total = sum(int(d) for d in args["dice"])
    vp = 0
    if total <= numbers.liaison_lose_at_most:
        vp = -holdings.lose_vp(s, seat, ONE_VP)
    elif total >= numbers.liaison_gain_at_least:
        vp = holdings.gain_vp(s, seat, ONE_VP)
    events.append(Liaison(seat, total, vp))


def _sabotage_cost(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    cost = int(args["dice"][0])
    if payments.reachable(s, seat, "gold") < cost:
        events.append(SabotageUnpaid(seat, cost))
        return
    events.append(SabotageHired(seat, cost))
    push(s, payments.pay(s, seat, cost, SABOTAGE, what="gold", then=("sabotage_victim", seat, {"cost": cost})))


def _sabotage_noted(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    """A roll of the Sabotage (the saboteur's or his target's) for the judge."""
    total = sum(int(d) for d in args["dice"])
    flow.amend(s, "sabotage_judge", lambda old: {**old, str(args["role"]): total})


def _sabotage_judge(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    """Both have rolled 2d8: strictly higher, the tile goes; else the saboteur loses 1 VP."""
    attacker, target, square = int(args["attacker"]), int(args["target"]), str(args["square"])
    attack, defence = int(args["attack"]), int(args["defence"])
    tile = holdings.piece_at(s, target, square)
    if attack > defence:
        holdings.remove_at(s, target, square)
        events.append(Sabotaged(attacker, target, tile, square, attack, defence, True, 0))
    else:
        lost = holdings.lose_vp(s, attacker, ONE_VP)
        events.append(Sabotaged(attacker, target, tile, square, attack, defence, False, lost))


def _private_war(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    numbers = s.data.numbers
    land = str(args["land"])
    army = holdings.army(s, seat)
    if s.options("private_war_fortification"):
        top = holdings.top_level(s, seat)
        army += top.defence if top is not None else 0
    total = army + sum(int(d) for d in args["dice"])
    fiumaccio = land == FIUMACCIO
    defence = numbers.fiumaccio_defence if fiumaccio else numbers.santa_paravia_defence
    won = total > defence
    if won:
        vp = holdings.gain_vp(s, seat, numbers.fiumaccio_win if fiumaccio else numbers.santa_paravia_win)
    else:
        vp = -holdings.lose_vp(s, seat, numbers.fiumaccio_loss if fiumaccio else numbers.santa_paravia_loss)
    events.append(PrivateWar(seat, land, army, total, defence, won, vp))
    after = war.general_war_steps(s) if fiumaccio and not won else []
    push(s, *war.survival_steps(s, [seat], land), *after)


def _attack(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    numbers = s.data.numbers
    target = int(args["target"])
    attack = holdings.army(s, seat) + sum(int(d) for d in args["dice"])
    defence = holdings.defence(s, target)
    margin = attack - defence
    events.append(Attacked(seat, target, attack, defence, margin))
    steps: list[tuple[str, int, dict[str, Any]]] = []
    if margin >= numbers.heavy_margin:
        _take_vp(s, seat, target, events)
    elif margin > 0:
        if s.options("margin_picker") == "attacker":
            steps.append(("attack_take", seat, {"target": target, "n": margin}))
        else:
            steps.append(payments.pay(s, target, margin, ATTACK, to=seat))
    push(s, *steps, *war.survival_steps(s, [seat], ATTACK))


def _take_vp(s: FeudalityState, seat: int, target: int, events: Events) -> None:
    """1 VP from the target to the attacker (FE-E35, FE-A22)."""
    lost = holdings.lose_vp(s, target, ONE_VP)
    if lost:
        holdings.gain_vp(s, seat, lost)
        events.append(VpTaken(seat, target, lost, True))
    elif s.options("attack_at_zero") == "attacker_gains":
        events.append(VpTaken(seat, target, holdings.gain_vp(s, seat, ONE_VP), False))
    else:
        events.append(VpTaken(seat, target, 0, False))


def _attack_take(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    """The attacker picks the margin's resources; all the target has when he has no more."""
    target, n = int(args["target"]), int(args["n"])
    have = s.barons[target].resources
    if sum(have.values()) > n:
        push(s, ("attack_pick", seat, {**args, "taken": []}))
        return
    cubes = [r for r in RESOURCES for _ in range(have[r])]
    for r in cubes:
        payments.move(s, target, r, seat)
    if cubes:
        events.append(payments.Paid(target, tuple(cubes), seat, ATTACK))


AUTOMATIC: dict[str, Callable[[FeudalityState, int, dict[str, Any], Events], None]] = {
    "baronial_collect": _collecting,
    "liaison_rolled": _liaison,
    "sabotage_cost": _sabotage_cost,
    "sabotage_noted": _sabotage_noted,
    "sabotage_judge": _sabotage_judge,
    "private_war_rolled": _private_war,
    "attack_rolled": _attack,
    "attack_take": _attack_take,
}


def special_steps(s: FeudalityState, seat: int, action: Baronial) -> list[tuple[str, int, dict[str, Any]]]:
    """The steps of the special action chosen (its first roll: the Senior's own dice)."""
    if action.what == LIAISON:
        return [dice.roll_step(seat, 2, LIAISON, "liaison_rolled")]
    if action.what == SABOTAGE:
        return [dice.roll_step(seat, 1, SABOTAGE, "sabotage_cost")]
    if action.what in (SANTA_PARAVIA, FIUMACCIO):
        return [dice.roll_step(seat, 2, action.what, "private_war_rolled", {"land": action.what})]
    if action.what == ATTACK:
        return [dice.roll_step(seat, 2, ATTACK, "attack_rolled", {"target": action.target})]
    return []


# =========================================================================== decisions
def options(s: FeudalityState, step: str, seat: int, args: dict[str, Any]) -> tuple[Action, ...]:
    if step == "baronial":
        return choices(s, seat)
    if step == "collect":
        return (*collect_options(s, seat), CollectNone())
    if step == "sabotage_victim":
        return tuple(SabotageVictim(t) for t in victims(s, seat))
    if step == "sabotage_tile":
        return tuple(SabotageTile(q) for q in sabotage_squares(s, seat, int(args["target"])))
    have = s.barons[int(args["target"])].resources
    return tuple(TakeResource(r) for r in RESOURCES if have[r] > 0)


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    step, seat = str(s.queue[0][0]), int(s.queue[0][1])
    args = first_args(s)
    name = s.config.seats[seat].name
    said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
    if step == "baronial":
        prompt = m("feudality.prompt.baronial", name=name)
    elif step == "collect":
        prompt = m("feudality.prompt.collect", name=name, n=int(args.get("left", 1)))
    elif step == "sabotage_victim":
        prompt = m("feudality.prompt.sabotage_victim", name=name)
    elif step == "sabotage_tile":
        prompt = m("feudality.prompt.sabotage_tile", name=name, target=said.seat(int(args["target"])))
    else:
        n = int(args["n"]) - len(args.get("taken", []))
        prompt = m("feudality.prompt.attack_pick", name=name, n=n, target=said.seat(int(args["target"])))
    return Decision(seat, step, prompt, options(s, step, seat, args), interrupt=seat != s.senior)


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    args = first_args(s)
    if isinstance(action, Collect):
        tile, resource, amount = collection(s, seat, action.square, action.take)
        s.barons[seat].resources[resource] += amount
        events.append(Collected(seat, tile, action.square, resource, amount))
        left = int(args.get("left", 1)) - 1
        if left > 0:
            replace_first(s, left=left)
        else:
            s.queue.pop(0)
        return
    if isinstance(action, TakeResource):
        target = int(args["target"])
        payments.move(s, target, action.resource, seat)
        taken = [*args.get("taken", []), action.resource]
        if len(taken) < int(args["n"]) and sum(s.barons[target].resources.values()) > 0:
            replace_first(s, taken=taken)
            return
        s.queue.pop(0)
        events.append(payments.Paid(target, tuple(taken), seat, ATTACK))
        return
    s.queue.pop(0)
    if isinstance(action, Baronial):
        events.append(BaronialChosen(seat, action.what, action.target))
        collections = 2 if action.what == COLLECT_TWICE else 1
        push(s, ("baronial_collect", seat, {"left": collections}), *special_steps(s, seat, action), (NEXT, seat))
    elif isinstance(action, CollectNone):
        events.append(CollectedNothing(seat))
    elif isinstance(action, SabotageVictim):
        push(s, ("sabotage_tile", seat, {**args, "target": action.target}))
    elif isinstance(action, SabotageTile):
        target = int(args["target"])
        events.append(SaboteursSent(seat, target, holdings.piece_at(s, target, action.square), action.square))
        judge = ("sabotage_judge", TABLE, {"attacker": seat, "target": target, "square": action.square})
        push(
            s,
            dice.later_step(s, seat, 2, SABOTAGE, "sabotage_noted", {"role": "attack"}, before="sabotage_judge"),
            dice.later_step(
                s, target, 2, "sabotage_defence", "sabotage_noted", {"role": "defence"}, before="sabotage_judge"
            ),
            judge,
        )


# =========================================================================== words
def problem(s: FeudalityState, seat: int, action: Action) -> Message | None:
    """Why an answer of step 4 is refused, in the rules' words."""
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    args = first_args(s)
    said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
    if isinstance(action, Baronial):
        return choice_problem(s, seat, action.what, action.target)
    if isinstance(action, Collect):
        if action.take == turn.VP:
            return m("feudality.refusal.collect_vp")
        if square_place(action.square) is None:
            return m("feudality.refusal.no_square", square=action.square)
        return m("feudality.refusal.collect_nothing", square=action.square)
    if isinstance(action, SabotageVictim):
        if action.target == seat:
            return m("feudality.refusal.sabotage_self")
        return m("feudality.refusal.sabotage_nothing")
    if isinstance(action, SabotageTile):
        target = int(args.get("target", -1))
        keep = s.barons[target].keep if 0 <= target < s.seats else None
        if keep is not None and action.square in keep.spaces and holdings.piece_at(s, target, action.square):
            return m("feudality.refusal.sabotage_last_level")
        return m("feudality.refusal.sabotage_no_tile", square=action.square, target=said.seat(target))
    if isinstance(action, TakeResource):
        target = int(args.get("target", -1))
        return m("feudality.refusal.target_has_none", resource=said.resource(action.resource), target=said.seat(target))
    return None


ACTION_IDS: dict[str, str] = {
    COLLECT_TWICE: N_("feudality.action.baronial.collect_twice"),
    LIAISON: N_("feudality.action.baronial.liaison"),
    SABOTAGE: N_("feudality.action.baronial.sabotage"),
    SANTA_PARAVIA: N_("feudality.action.baronial.santa_paravia"),
    FIUMACCIO: N_("feudality.action.baronial.fiumaccio"),
    ATTACK: N_("feudality.action.baronial.attack"),
}


def describe(s: FeudalityState, action: Action) -> Message | None:
    said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
    if isinstance(action, Baronial):
        msg_id = ACTION_IDS.get(action.what)
        if msg_id is None:
            return None
        return m(msg_id, target=said.seat(action.target))
    if isinstance(action, Collect):
        seat = s.senior
        tile, resource, amount = collection(s, seat, action.square, action.take)
        if not resource:
            return m("feudality.refusal.collect_nothing", square=action.square)
        shown = said.tile(tile)
        return m(
            "feudality.action.collect", tile=shown, square=action.square, n=amount, resource=said.resource(resource)
        )
    if isinstance(action, CollectNone):
        return m("feudality.action.collect_none")
    if isinstance(action, SabotageVictim):
        return m("feudality.action.sabotage_victim", target=said.seat(action.target))
    if isinstance(action, SabotageTile):
        target = int(first_args(s).get("target", -1)) if s.queue else -1
        piece = holdings.piece_at(s, target, action.square) if 0 <= target < s.seats else ""
        return m(
            "feudality.action.sabotage_tile", tile=said.tile(piece) if piece else action.square, square=action.square
        )
    if isinstance(action, TakeResource):
        return m("feudality.action.take_resource", resource=said.resource(action.resource))
    return None


__all__ = [
    "ATTACK",
    "AUTOMATIC",
    "CHOICES",
    "COLLECT_TWICE",
    "DECIDED",
    "FIUMACCIO",
    "LIAISON",
    "NEXT",
    "SABOTAGE",
    "SANTA_PARAVIA",
    "Attacked",
    "Baronial",
    "BaronialChosen",
    "Collect",
    "CollectNone",
    "Collected",
    "CollectedNothing",
    "Liaison",
    "PrivateWar",
    "SabotageHired",
    "SabotageTile",
    "SabotageUnpaid",
    "SabotageVictim",
    "Sabotaged",
    "SaboteursSent",
    "TakeResource",
    "VpTaken",
    "apply",
    "choice_problem",
    "choices",
    "collect_options",
    "collection",
    "decision",
    "describe",
    "fief_squares",
    "options",
    "problem",
    "sabotage_squares",
    "special_steps",
    "victims",
]
