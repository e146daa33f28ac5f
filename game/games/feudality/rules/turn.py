"""The Senior turn's step 1 (rulebook "Sequence of play" 1, "Resource production tiles",
"Fiefdom Management Cards"; inventory §3, §4.1, §4.2): the location roll, the Wizard's
re-roll and every baron's activation.

``roll`` (the step "roll", automatic): the Senior rolls the two dice with the state's
generator, the white die first: the white die is the row (1 to 8 down the left side), the
coloured die the column (a to h across the top), so white 6 and coloured 2 is "b6", the
Point of Action, where every baron's pawn goes on his own card. Then come, in this order:

* ``wizard`` (D05), the Senior's alone, when he owns a tile with the ``wizard`` ability
  and has not used it this Senior turn (FE-A18 ``wizard_uses``: with "per_decision",
  once on every location roll): re-roll the white or the coloured die, or keep them
  (FE-E23, FE-T04). The re-rolled die counts as if it had fallen so: the Point of Action,
  and the doubles and 8s below, are read from the dice as they then stand. In step 1 the
  Senior is the only one who rolls, so ``wizard_timing``'s two readings agree here.
* ``activate`` (D06), one for each baron in player order from the Senior ("Resources
  and/or Victory Points are taken in player order", FE-A36): one tile of his own on the
  nine squares under and around the pawn (fewer on the card's edge: squares off the card
  do not exist, FE-T09), or none (FE-A50). Only what gives something is offered (§4.1):
  a producer gives its ``amount`` of what it ``produces``, plus its ``river_bonus`` on a
  river square (FE-E05) and its ``river_bonus_by_option`` with ``brickyard_river``
  (FE-A12); a tile that needs a hill on the double hill gives one more with
  ``double_hill_mines`` (FE-A42: the double hill counts as two hills, as the Keep's
  Iron does); a tile that produces "any" (the Kirk) one resource of the baron's
  choice, with no river extra; a Miner ("mine") his ``amount`` of the resource of one
  neighbouring tile that needs a hill (FE-E12; "neighbouring" by ``adjacency``, FE-A10),
  and with none beside him he gives nothing, so he is not offered (errata 7:
  "gives nothing" and "cannot be activated" play the same, as declining is always allowed); a
  value tile scores its ``stars`` besides (the Brewery: 1 Food, 2 on a river); the top
  level of the fortification, on its Keep square, its stars in VP or ``resources`` of
  any one type (§4.1, FE-T02, FE-T04). Military units, the Granary and the Trader give
  nothing and are not offered.
* ``roll_end`` (automatic): doubles, or an 8 on either die (``numbers.reroll_face``):
  once everything is awarded the Senior rolls again, with no limit (FE-E02, FE-E03,
  FE-T08; after ``numbers.max_rolls`` rolls in one turn, a bound of ours, no more).
  Otherwise step 1 is over: the event comes next from the game's second turn on
  (step "events", where the rules written so far stop), the purchase on the first (step
  "purchase", ``purchase.py``; §2.1 step 9).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.engine import Action, Decision, Event
from game.core.i18n import Message, m
from game.games.feudality.rules import events as ev
from game.games.feudality.rules import places
from game.games.feudality.rules.actions import DICE, Activate, ActivateNone, FeudalityAction, KeepDice, Reroll
from game.games.feudality.rules.data import RESOURCES, Fortification, Tile
from game.games.feudality.rules.sides import SIZE, square_name, square_place
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
TABLE = -1
#: the steps of step 1 a baron answers
DECIDED = ("wizard", "activate")
#: the steps that follow step 1 (§3 steps 2 and 3): the event from the second turn on, the
#: purchase (``purchase.py``) on the first
NEXT = ("events", "purchase")
#: the take of a fortification activated for its stars
VP = "vp"


# =========================================================================== the roll
def point(s: FeudalityState) -> str:
    """The Point of Action of the dice under way: row by the white die, column by the
    coloured one ("" between rolls)."""
    if len(s.dice) != len(DICE):
        return ""
    white, colour = s.dice
    return square_name(white - 1, colour - 1)


def area(s: FeudalityState) -> tuple[str, ...]:
    """The squares under and around the Point of Action that exist, row by row (§4.1,
    FE-T09)."""
    place = square_place(point(s))
    if place is None:
        return ()
    row, column = place
    return tuple(
        square_name(r, c)
        for r in range(row - 1, row + 2)
        for c in range(column - 1, column + 2)
        if 0 <= r < SIZE and 0 <= c < SIZE
    )


def has_wizard(s: FeudalityState, seat: int) -> bool:
    return any(t in s.data.tiles and s.data.tiles[t].has("wizard") for t in s.barons[seat].tiles.values())


def may_reroll(s: FeudalityState, seat: int) -> bool:
    """Whether ``seat``'s Wizard may re-roll a die he rolled now (FE-E23, FE-A18)."""
    if not has_wizard(s, seat):
        return False
    return s.options("wizard_uses") == "per_decision" or seat not in s.wizard_used


def again(s: FeudalityState) -> str:
    """Why the roll under way is rolled again: "doubles", "eight", or "" (FE-E02, FE-E03)."""
    if len(s.dice) != len(DICE):
        return ""
    white, colour = s.dice
    if white == colour:
        return "doubles"
    if s.data.numbers.reroll_face in s.dice:
        return "eight"
    return ""


def table_step(
    fn: Callable[[FeudalityState, Events], None],
) -> Callable[[FeudalityState, int, dict[str, Any], Events], None]:
    """A step of the whole table (no seat, no numbers) as ``flow`` runs steps."""
    return lambda s, seat, args, events: fn(s, events)


def _roll(s: FeudalityState, events: Events) -> None:
    """The Senior rolls both dice; the Wizard's choice, the activations and the roll's
    end follow."""
    faces = s.data.numbers.die_faces
    white = s.rng.randint(1, faces)
    colour = s.rng.randint(1, faces)
    s.dice = [white, colour]
    s.rolls += 1
    events.append(ev.LocationRolled(s.senior, white, colour, point(s)))
    steps: list[list[Any]] = [["wizard", s.senior]] if may_reroll(s, s.senior) else []
    steps += [["activate", seat] for seat in s.order()]
    steps.append(["roll_end", TABLE])
    s.queue[0:0] = steps


def _roll_end(s: FeudalityState, events: Events) -> None:
    """Doubles or an 8: roll again; else the next step of the turn."""
    why = again(s)
    s.dice = []
    if why and s.rolls < s.data.numbers.max_rolls:
        events.append(ev.RollsAgain(s.senior, why))
        s.queue.insert(0, ["roll", s.senior])
    else:
        s.queue.insert(0, [NEXT[0] if s.turn > 1 else NEXT[1], s.senior])


AUTOMATIC = {"roll": table_step(_roll), "roll_end": table_step(_roll_end)}


# =========================================================================== activation
def fortification_at(s: FeudalityState, seat: int, square: str) -> Fortification | None:
    """The top level of ``seat``'s fortification when ``square`` is its Keep space."""
    keep = s.barons[seat].keep
    space = s.data.keep.spaces[0]
    if keep is None or keep.spaces.get(square) != space or not keep.stacks.get(space):
        return None
    top = keep.stacks[space][-1]
    return next((f for f in s.data.fortifications if f.id == top), None)


def mine_resources(s: FeudalityState, seat: int, square: str) -> tuple[str, ...]:
    """What the tiles beside ``square`` that need a hill produce (the Miner's choice,
    FE-E12, FE-T28), in the resources' order."""
    tiles = s.barons[seat].tiles
    hills: set[str] = set()
    for q in places.neighbours(s, square):
        tile = s.data.tiles.get(tiles.get(q, ""))
        if tile is not None and tile.needs_hill:
            hills.add(tile.produces)
    return tuple(r for r in RESOURCES if r in hills)


def extra(s: FeudalityState, seat: int, square: str, tile: Tile) -> int:
    """The river's extra (FE-E05, FE-A12) and the double hill's (FE-A42) on ``square``."""
    spot = s.side(seat).square(square)
    more = 0
    if spot.river:
        more += tile.river_bonus + (tile.river_bonus_by_option if s.options("brickyard_river") else 0)
    if tile.needs_hill and spot.hill == 2 and s.options("double_hill_mines"):
        keep = s.data.keep
        more += keep.double_hill_iron - keep.hill_iron
    return more


def takes(s: FeudalityState, seat: int, square: str) -> tuple[str, ...]:
    """How ``seat`` may activate what he has on ``square`` (``Activate.take``); empty
    when it gives nothing there."""
    top = fortification_at(s, seat, square)
    if top is not None:
        return ((VP,) if top.stars else ()) + (RESOURCES if top.resources else ())
    tile = s.data.tiles.get(s.barons[seat].tiles.get(square, ""))
    if tile is None:
        return ()
    if tile.produces in ("mine", "any") and tile.amount > 0:
        picks = mine_resources(s, seat, square) if tile.produces == "mine" else RESOURCES
        if picks:
            return picks
    if tile.stars or (tile.produces in RESOURCES and tile.amount + extra(s, seat, square, tile) > 0):
        return ("",)
    return ()


def options(s: FeudalityState, seat: int) -> tuple[Action, ...]:
    """Every activation ``seat`` may make on this roll, square by square, then none."""
    found: list[Action] = [Activate(q, take) for q in area(s) for take in takes(s, seat, q)]
    return (*found, ActivateNone())


def gains(s: FeudalityState, seat: int, action: Activate) -> tuple[str, int, str, int]:
    """What a legal activation gives: (tile or fortification id, VP, resource, amount)."""
    square, take = action.square, action.take
    top = fortification_at(s, seat, square)
    if top is not None:
        return (top.id, top.stars, "", 0) if take == VP else (top.id, 0, take, top.resources)
    tile_id = s.barons[seat].tiles[square]
    tile = s.data.tiles[tile_id]
    if take in RESOURCES:
        return tile_id, tile.stars, take, tile.amount + (extra(s, seat, square, tile) if tile.produces == take else 0)
    if tile.produces in RESOURCES:
        return tile_id, tile.stars, tile.produces, tile.amount + extra(s, seat, square, tile)
    return tile_id, tile.stars, "", 0


def activate_problem(s: FeudalityState, seat: int, action: Activate) -> Message | None:
    """Why ``seat`` may not make this activation now, or None."""
    square = action.square
    if square_place(square) is None:
        return m("feudality.refusal.no_square", square=square)
    if square not in area(s):
        return m("feudality.refusal.outside_point", square=square, point=point(s))
    allowed = takes(s, seat, square)
    if action.take in allowed:
        return None
    if allowed:
        return m("feudality.refusal.bad_take", square=square)
    tile = s.data.tiles.get(s.barons[seat].tiles.get(square, ""))
    if tile is not None and tile.produces == "mine":
        return m("feudality.refusal.no_mine", tile=tile.name, square=square)
    if tile is not None:
        return m("feudality.refusal.gives_nothing", tile=tile.name, square=square)
    keep = s.barons[seat].keep
    stack = keep.stacks.get(keep.spaces.get(square, ""), []) if keep is not None else []
    if stack:
        unit = s.data.units.get(stack[-1])
        if unit is not None:
            return m("feudality.refusal.gives_nothing", tile=unit.name, square=square)
    return m("feudality.refusal.no_tile_there", name=s.config.seats[seat].name, square=square)


# =========================================================================== decisions
def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    step, seat = str(s.queue[0][0]), int(s.queue[0][1])
    name = s.config.seats[seat].name
    if step == "wizard":
        white, colour = s.dice
        prompt = m("feudality.prompt.wizard", name=name, white=white, colour=colour, square=point(s))
        return Decision(seat, step, prompt, (*(Reroll(die) for die in DICE), KeepDice()))
    prompt = m("feudality.prompt.activate", name=name, square=point(s))
    return Decision(seat, step, prompt, options(s, seat), interrupt=seat != s.senior)


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    """Take a legal answer to the step under way (the caller runs what follows)."""
    s.queue.pop(0)
    baron = s.barons[seat]
    if isinstance(action, Reroll):
        index = DICE.index(action.die)
        was = s.dice[index]
        s.dice[index] = s.rng.randint(1, s.data.numbers.die_faces)
        if seat not in s.wizard_used:
            s.wizard_used.append(seat)
        events.append(ev.WizardRerolled(seat, action.die, was, s.dice[index], point(s)))
    elif isinstance(action, Activate):
        tile, vp, resource, amount = gains(s, seat, action)
        baron.vp += vp
        if resource:
            baron.resources[resource] += amount
        events.append(ev.Activated(seat, tile, action.square, vp, resource, amount))
    elif isinstance(action, ActivateNone):
        events.append(ev.ActivatedNothing(seat))
    # KeepDice: the roll stands as it fell


__all__ = [
    "AUTOMATIC",
    "DECIDED",
    "NEXT",
    "VP",
    "activate_problem",
    "again",
    "apply",
    "area",
    "decision",
    "extra",
    "fortification_at",
    "gains",
    "has_wizard",
    "may_reroll",
    "mine_resources",
    "options",
    "point",
    "takes",
]
