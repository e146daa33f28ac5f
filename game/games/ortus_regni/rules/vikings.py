"""The Vikings (OR 3.4, OR 4.13, OR-E18, OR-E21, OR-E54..E58).

While they approach, each Vikings' turn moves a Black marker forward after a Round of
peace, or brings the White marker back after a Round with Combat; every Emissary moves one
at once. With every Black marker forward they arrive: (starting Earls + 1) Viking cards,
able to attack that same turn. On each later turn they draw one card first. Whenever their
force is that large, a cube drawn from the Bag names the Earl who directs them: an attack
on any Earl (himself too) like an Earl's, every Viking card fielded, or none.
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.i18n import m
from game.games.ortus_regni.rules import combat
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import Direct
from game.games.ortus_regni.rules.flow import HOOKS, RESUMES, STAGES, Context, Stage, push
from game.games.ortus_regni.rules.state import VIKINGS, OrtusState

Events = tb.Events


def emissary(s: OrtusState, seat: int, card: int, events: Events) -> None:
    """A Vassal (1 cube) or a Monk (2) behind the Viking deck for good; a Black marker
    forward while they approach (OR-E18, OR-E21, OR-T21)."""
    cubes = tb.params(s, card, "cubes", 1)
    s.vikings.emissaries.append(card)
    s.bag[seat] += cubes
    events.append(ev.EmissarySent(seat, card, cubes))
    v = s.vikings
    if not v.arrived and v.black < s.data.numbers.black_markers:
        v.black += 1
        events.append(ev.VikingsNearer(seat, v.black, s.data.numbers.black_markers))


def force_needed(s: OrtusState) -> int:
    return s.seats + s.data.numbers.viking_extra


def take_turn(s: OrtusState, events: Events) -> None:
    """The Vikings' turn, the Round's last (OR 3.4)."""
    s.turn = VIKINGS
    s.action_used = False
    v = s.vikings
    events.append(ev.VikingsTurn(VIKINGS, s.round))
    markers = s.data.numbers.black_markers
    if not v.arrived:
        if v.black < markers:
            if v.white:
                v.white = False
                events.append(ev.VikingsDelayed(VIKINGS))
            else:
                v.black += 1
                events.append(ev.VikingsNearer(VIKINGS, v.black, markers))
        if v.black >= markers:
            arrive(s, events)
    else:
        card = tb.draw_table(s, s.viking, "viking", events)
        if card is not None:
            v.force.append(card)
            events.append(ev.VikingsGrow(VIKINGS, card, len(v.force)))
    if v.arrived and len(v.force) >= force_needed(s):
        cubes = [seat for seat, n in enumerate(s.bag) for _ in range(n)]
        if cubes:
            controller = cubes[s.rng.below(len(cubes))]
            if not s.options("cube_returns"):
                s.bag[controller] -= 1
            events.append(ev.VikingsDirected(controller))
            push(s, {"kind": "orders", "controller": controller, "then": ""})
            return
    events.append(ev.VikingsRest(VIKINGS))
    vikings_done(s, {}, events)


def arrive(s: OrtusState, events: Events) -> None:
    """Every Black marker forward: the markers leave, the horde is drawn (OR-E55, OR-T08)."""
    v = s.vikings
    v.arrived = True
    v.white = False
    for _ in range(force_needed(s)):
        card = tb.draw_table(s, s.viking, "viking", events)
        if card is not None:
            v.force.append(card)
    events.append(ev.VikingsArrived(VIKINGS, tuple(v.force)))


def vikings_done(s: OrtusState, ctx: Context, events: Events) -> None:
    HOOKS["next_round"](s, events)


# --------------------------------------------------------------------------- the controller's orders
def orders_options(s: OrtusState) -> list[Action]:
    out: list[Action] = [Direct()]
    for t in s.alive():
        other = s.earls[t]
        if other.towers:
            out.append(Direct("tower", t))
        out.extend(Direct("raid", t, i) for i, f in enumerate(other.fiefs) if f.props)
        out.extend(Direct("siege", t, i) for i in range(len(other.fiefs)))
    return out


def decision(s: OrtusState, ctx: Context) -> Decision:
    seat = ctx["controller"]
    prompt = m("ortus_regni.prompt.orders", name=s.config.seats[seat].name, n=len(s.vikings.force))
    return Decision(seat, "orders", prompt, tuple(orders_options(s)), interrupt=True)


def apply(s: OrtusState, ctx: Context, action: Action, events: Events) -> None:
    assert isinstance(action, Direct)
    controller = ctx["controller"]
    s.stack.pop()
    s.cache.clear()
    if not action.what:
        events.append(ev.VikingsRest(controller))
        vikings_done(s, ctx, events)
        return
    combat.declare_vikings(s, controller, action.what, action.defender, action.target, events)


STAGES["orders"] = Stage(decision, apply)
RESUMES["vikings_done"] = vikings_done

__all__ = ["arrive", "emissary", "force_needed", "orders_options", "take_turn", "vikings_done"]
