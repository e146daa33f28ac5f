"""Feudality's set-up (rulebook "Prepare for play"; inventory §2.1, FE-T05, FE-T06).

``begin`` lays out every step of the set-up in ``FeudalityState.queue``; ``run`` does the
steps the rules decide (with the state's generator), stopping at the first a baron
answers; ``decision`` and ``apply`` ask and take that answer.

1. (the VP track) - 2. the Senior Player Shield to a starting player drawn by lot; then
clockwise from him each baron chooses a card and its side (``choose_side``, D01), a card
being one baron's with both its sides - 3. every pawn on VP 1 (FE-A06) - 4. 3 of each
resource - 5. in turn order a Tower and a Keep each - 6. from the Senior, each baron
places his Keep (``place_keep``, D02: ``Side.keep_spots``, FE-A33 ``keep_on_river``) and
gains 1 Iron per hill and 2 for the double hill under it (FE-T05), then says which space
each of its four squares is, the Tower in the fortification's (``arrange_keep``, FE-A32)
- 7. a Forest each out of the bag (``numbers.forests``), placed from the Senior on
(``place_forest``, D03) - 8. the Senior draws 2N + 1 tiles into the tray, value tiles set
aside until it holds 2N + 1 others (units too with ``draft_military`` false, FE-A35); the
snake draft, 1 to N then N to 1, each pick free (``draft`` then ``place_tile``, D04; a unit
goes to its Keep stack, Wolf at the bottom); the last tile and those set aside back into
the bag (FE-T06) - 9. the event deck shuffled (no event on the first turn) - 10. the dice to
the Senior: the first Senior turn waits to begin (``turn_start``).
"""

from __future__ import annotations

import itertools

from game.core.engine import Action, Decision, Event
from game.core.i18n import m
from game.games.feudality.rules import events as ev
from game.games.feudality.rules import places
from game.games.feudality.rules.actions import (
    ArrangeKeep,
    Begin,
    ChooseSide,
    DraftNone,
    DraftTake,
    FeudalityAction,
    PlaceKeep,
    PlaceTile,
)
from game.games.feudality.rules.data import RESOURCES
from game.games.feudality.rules.state import PHASE_TURNS, FeudalityState, KeepState
from game.games.feudality.rules.turn import table_step

Events = list[Event]
#: the tile the rulebook deals each baron at the start (§2.1 step 7)
FOREST = "forest"
TABLE = -1

#: the steps a baron answers, with the decision's kind
DECIDED = ("choose_side", "place_keep", "arrange_keep", "place_forest", "draft", "place_tile", "turn_start")


# =========================================================================== laying out
def begin(s: FeudalityState, events: Events) -> None:
    """Steps 1-2: the Senior by lot, and every step of the set-up laid out in order."""
    n = s.seats
    s.senior = s.rng.below(n)
    events.append(ev.SeniorChosen(s.senior))
    order = s.order()
    queue: list[tuple[str, int]] = [("choose_side", p) for p in order]
    queue += [("supply", TABLE), ("take_towers", TABLE)]
    queue += [step for p in order for step in (("place_keep", p), ("arrange_keep", p))]
    queue += [("deal_forests", TABLE)]
    queue += [("place_forest", p) for _ in range(s.data.numbers.forests) for p in order]
    queue += [("fill_tray", TABLE)]
    queue += [("draft", p) for p in order + order[::-1]]
    queue += [("return_tray", TABLE), ("shuffle_events", TABLE), ("dice", TABLE), ("turn_start", s.senior)]
    s.queue = [[step, seat] for step, seat in queue]


# =========================================================================== automatic steps
def _supply(s: FeudalityState, events: Events) -> None:
    """Steps 3-4: every pawn on the VP track's 1 (FE-A06), 3 of each resource."""
    numbers = s.data.numbers
    for baron in s.barons:
        baron.vp = numbers.start_vp
        baron.resources = dict.fromkeys(RESOURCES, numbers.start_resources)
    events.append(ev.Supplied(TABLE, numbers.start_vp, numbers.start_resources))


def _take_towers(s: FeudalityState, events: Events) -> None:
    """Step 5: in turn order, a Tower (the chain's first level) and a Keep each."""
    tower = s.data.fortifications[0].id
    for seat in s.order():
        s.pool[tower] -= 1
        s.keeps -= 1
        s.barons[seat].tower = tower
    events.append(ev.TowersTaken(TABLE, s.seats))


def _deal_forests(s: FeudalityState, events: Events) -> None:
    """Step 7: a Forest out of the bag for each baron (``numbers.forests`` each)."""
    dealt = s.seats * s.data.numbers.forests
    for _ in range(dealt):
        s.bag.remove(FOREST)
    events.append(ev.ForestsDealt(TABLE, dealt))


def _fill_tray(s: FeudalityState, events: Events) -> None:
    """Step 8: 2N + 1 tiles into the tray, value tiles (and units, with
    ``draft_military`` false) set aside until it holds that many others; an empty bag
    gives what it has (FE-A48)."""
    size = s.data.for_players(s.seats).setup_tray
    military = bool(s.options("draft_military"))
    drawn: list[str] = []
    while len(s.tray) < size and s.bag:
        tile = s.bag.pop()
        drawn.append(tile)
        unit = tile in s.data.units
        if (not unit and s.data.tiles[tile].is_value) or (unit and not military):
            s.set_aside.append(tile)
        else:
            s.tray.append(tile)
    events.append(ev.TrayDrawn(s.senior, tuple(s.tray), tuple(s.set_aside)))


def _return_tray(s: FeudalityState, events: Events) -> None:
    """Step 8's end: the tray's last tile and those set aside back into the bag, which
    is shaken (its order is nobody's to know)."""
    back = s.tray + s.set_aside
    s.bag.extend(back)
    s.tray, s.set_aside = [], []
    s.rng.shuffle(s.bag)
    events.append(ev.TrayReturned(TABLE, len(back)))


def _shuffle_events(s: FeudalityState, events: Events) -> None:
    """Step 9: the event deck shuffled (no event on the very first turn)."""
    s.events = [[event, index] for event, index in s.data.event_deck()]
    s.rng.shuffle(s.events)
    events.append(ev.EventsShuffled(TABLE, len(s.events)))


def _dice(s: FeudalityState, events: Events) -> None:
    """Step 10: the dice to the Senior; the game is ready."""
    s.phase = PHASE_TURNS
    events.append(ev.DiceGiven(s.senior))


AUTOMATIC = {
    step: table_step(fn)
    for step, fn in {
        "supply": _supply,
        "take_towers": _take_towers,
        "deal_forests": _deal_forests,
        "fill_tray": _fill_tray,
        "return_tray": _return_tray,
        "shuffle_events": _shuffle_events,
        "dice": _dice,
    }.items()
}


# =========================================================================== decisions
def taken_cards(s: FeudalityState) -> set[int]:
    return {s.side_by_id(b.side).card for b in s.barons if b.side}


def draft_choices(s: FeudalityState, seat: int) -> list[str]:
    """The tray's tile types ``seat`` may take, in the tray's order."""
    out: list[str] = []
    for tile in s.tray:
        if tile not in out and places.placeable(s, seat, tile):
            out.append(tile)
    return out


def arrangements(s: FeudalityState) -> list[tuple[str, ...]]:
    """Every way to name the Keep's four squares' spaces (FE-A32): 24."""
    return list(itertools.permutations(s.data.keep.spaces))


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    step, seat = str(s.queue[0][0]), int(s.queue[0][1])
    name = s.config.seats[seat].name
    options: tuple[Action, ...]
    if step == "choose_side":
        taken = taken_cards(s)
        options = tuple(ChooseSide(side.id) for side in s.sides if side.card not in taken)
        return Decision(seat, step, m("feudality.prompt.choose_side", name=name), options)
    if step == "place_keep":
        options = tuple(PlaceKeep(q) for q in places.keep_spots(s, seat))
        return Decision(seat, step, m("feudality.prompt.place_keep", name=name), options)
    if step == "arrange_keep":
        options = tuple(ArrangeKeep(spaces) for spaces in arrangements(s))
        return Decision(seat, step, m("feudality.prompt.arrange_keep", name=name), options)
    if step in ("place_forest", "place_tile"):
        tile = FOREST if step == "place_forest" else s.holding
        options = tuple(PlaceTile(q) for q in places.legal_squares(s, seat, tile))
        prompt = m("feudality.prompt.place_tile", name=name, tile=s.data.tiles[tile].name)
        return Decision(seat, step, prompt, options)
    if step == "draft":
        choices = draft_choices(s, seat)
        options = tuple(DraftTake(t) for t in choices) if choices else (DraftNone(),)
        return Decision(seat, step, m("feudality.prompt.draft", name=name), options)
    # turn_start: the Senior begins his turn (§3)
    return Decision(seat, step, m("feudality.prompt.turn_start", name=name, turn=s.turn + 1), (Begin(),))


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    """Take a legal answer to the step under way (the engine runs what follows)."""
    step = str(s.queue.pop(0)[0])
    baron = s.barons[seat]
    if isinstance(action, ChooseSide):
        baron.side = action.side
        events.append(ev.SideChosen(seat, action.side))
    elif isinstance(action, PlaceKeep):
        iron = places.keep_iron(s, seat, action.square)
        baron.keep = KeepState(action.square)
        baron.resources["iron"] += iron
        events.append(ev.KeepPlaced(seat, action.square, iron))
    elif isinstance(action, ArrangeKeep):
        keep = baron.keep
        assert keep is not None
        squares = places.keep_squares(keep.square)
        keep.spaces = dict(zip(squares, action.spaces, strict=True))
        keep.stacks = {space: [] for space in s.data.keep.spaces}
        fortification = s.data.keep.spaces[0]
        keep.stacks[fortification].append(baron.tower)
        baron.tower = ""
        tower_square = next(q for q, space in keep.spaces.items() if space == fortification)
        events.append(ev.KeepArranged(seat, tower_square))
    elif isinstance(action, PlaceTile):
        tile = FOREST if step == "place_forest" else s.holding
        s.holding = ""
        baron.tiles[action.square] = tile
        events.append(ev.TilePlaced(seat, tile, action.square))
    elif isinstance(action, DraftTake):
        s.tray.remove(action.tile)
        events.append(ev.Drafted(seat, action.tile))
        unit = s.data.units.get(action.tile)
        if unit is None:
            s.holding = action.tile
            s.queue.insert(0, ["place_tile", seat])
        else:
            keep = baron.keep
            assert keep is not None
            stack = keep.stacks[unit.space]
            if unit.bottom:
                stack.insert(0, unit.id)
            else:
                stack.append(unit.id)
            events.append(ev.Mustered(seat, unit.id))
    elif isinstance(action, DraftNone):
        events.append(ev.DraftedNothing(seat))
    elif isinstance(action, Begin):
        s.turn += 1
        s.wizard_used = []
        s.rolls = 0
        events.append(ev.TurnBegan(seat, s.turn))
        s.queue.insert(0, ["roll", seat])


__all__ = [
    "AUTOMATIC",
    "DECIDED",
    "FOREST",
    "apply",
    "arrangements",
    "begin",
    "decision",
    "draft_choices",
    "table_step",
    "taken_cards",
]
