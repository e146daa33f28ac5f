"""Groups of dice (inventory §4.1, §4.8): what a group is worth, what it costs, what it
may be used for. Every action and the legal-move generator ask these functions.

``evaluate`` turns 1 to 3 dice and an optional delayed-effect cube into a ``Valued``
group: the dice as they count (a Templar's white die counts as two red dice, a
Priest's cube adds 3 to each yellow die ...), their total, the deniers owed to each
district's owner, and the uses the cube forbids. ``use_problem`` says why a valued
group cannot serve a use (None: it can).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations_with_replacement

from game.core.i18n import Message, m
from game.games.troyes.rules.data import BUILDING_OF, ActivityCard, TroyesData
from game.games.troyes.rules.state import NEUTRAL, Die, TroyesState

#: what a group is for (the turn's actions, §4.3-4.7)
USES: tuple[str, ...] = ("activate", "build", "fight", "settle", "farm")


@dataclass
class Valued:
    """A group of dice as it counts for one seat."""

    dice: list[Die]
    #: the dice as they count: (colour, value) each, after the cube's effect
    counts: list[tuple[str, int]]
    #: the one colour of the group, or None for mixed colours (Pilgrimage, E4)
    colour: str | None
    total: int
    #: deniers owed to each district's owner (NEUTRAL: the bank)
    prices: dict[int, int] = field(default_factory=dict)
    #: the uses the cube forbids ("palace", "bishopric", "city_hall", "cathedral")
    forbid: frozenset[str] = frozenset()
    #: the delayed card whose cube is spent, if any
    card: ActivityCard | None = None

    @property
    def cost(self) -> int:
        return sum(self.prices.values())


def _free_from(data: TroyesData, state: TroyesState, card: ActivityCard) -> dict[int, int]:
    """How many dice of the card's colour a Tithe cube takes free from each district
    (E17; in the solo game, up to three of le Roy's, A.6)."""
    per = int(card.params.get("per_district", 1))
    out = {}
    for owner in range(-1, state.seats):
        out[owner] = per
    if state.solo:
        out[NEUTRAL] = data.solo.tithe_free_dice
    return out


def evaluate(state: TroyesState, seat: int, dice_ids: Sequence[int], cube: int = -1) -> Valued | Message:
    """The group of ``dice_ids`` for ``seat`` with the cube of slot ``cube`` (-1: none),
    or why it is no group (§4.1, §4.8)."""
    data = state.data
    if not dice_ids:
        return m("troyes.refusal.no_dice")
    if len(dice_ids) > data.numbers.group_max:
        return m("troyes.refusal.too_many_dice", n=data.numbers.group_max)
    if len(set(dice_ids)) != len(dice_ids):
        return m("troyes.refusal.same_die_twice")
    dice = [d for d in state.dice if d.id in dice_ids]
    if len(dice) != len(dice_ids):
        missing = next(i for i in dice_ids if state.die(i) is None)
        return m("troyes.refusal.no_such_die", die=missing)
    if cube < 0:  # the common case, quickly: no cube changes the dice
        colours = {d.colour for d in dice}
        base = data.numbers.die_prices[len(dice) - 1]
        owed: dict[int, int] = {}
        for d in dice:
            if d.district != seat:
                owed[d.district] = owed.get(d.district, 0) + base
        return Valued(
            dice,
            [(d.colour, d.value) for d in dice],
            next(iter(colours)) if len(colours) == 1 else None,
            sum(d.value for d in dice),
            owed,
        )
    card: ActivityCard | None = None
    kind = ""
    params: dict[str, object] = {}
    if cube >= 0:
        if cube >= len(state.slots):
            return m("troyes.refusal.no_such_slot", slot=cube)
        slot = state.slots[cube]
        card = data.activities.get(slot.card)
        if card is None or not slot.face_up or not card.delayed:
            return m("troyes.refusal.not_delayed")
        if slot.cubes[seat] < 1:
            return m("troyes.refusal.no_cube", card=card.name)
        kind = card.effect
        params = dict(card.params)
    physical = {d.colour for d in dice}
    counts: list[tuple[str, int]] = [(d.colour, d.value) for d in dice]
    bonus = 0
    if kind == "multiply":
        if len(dice) != 1 or dice[0].colour != params["source"]:
            return m("troyes.refusal.multiply_one_die", card=card.name if card else "")
        counts = [(str(params["target"]), dice[0].value)] * int(str(params["count"]))
    elif kind == "recolour":
        if physical != {params["source"]}:
            return m("troyes.refusal.recolour_colour", card=card.name if card else "")
        counts = [(str(params["target"]), v) for _, v in counts]
    elif kind == "set_each":
        counts = [(c, int(str(params["value"]))) for c, _ in counts]
    elif kind == "add_each":
        colours = list(params.get("colours") or [])  # type: ignore[call-overload]
        add = int(str(params["add"]))
        counts = [(c, v + add) if not colours or c in colours else (c, v) for c, v in counts]
    elif kind == "add_total":
        if physical != {params["colour"]}:
            return m("troyes.refusal.add_total_colour", card=card.name if card else "")
        bonus = int(str(params["add"]))
    shown = {c for c, _ in counts}
    colour = next(iter(shown)) if len(shown) == 1 else None
    if colour is None and kind not in ("", "set_each", "add_each"):
        return m("troyes.refusal.mixed_cube")
    if colour is None and kind == "add_each" and params.get("colours"):
        return m("troyes.refusal.mixed_cube")
    base = data.numbers.die_prices[len(dice) - 1]
    free = _free_from(data, state, card) if kind == "free_dice" and card is not None else {}
    prices: dict[int, int] = {}
    for d in dice:
        if d.district == seat:
            continue
        price = base
        if kind == "multiply":
            price = int(str(params.get("price", base)))
        if kind == "free_dice" and d.colour == params["colour"] and free.get(d.district, 0) > 0:
            free[d.district] -= 1
            price = 0
        prices[d.district] = prices.get(d.district, 0) + price
    forbid = frozenset(str(x) for x in params.get("forbid", ()))  # type: ignore[attr-defined]
    if kind == "multiply":
        forbid |= {"palace", "bishopric", "city_hall"}  # it counts as several dice
    total = sum(v for _, v in counts) + bonus
    return Valued(dice, counts, colour, total, prices, forbid, card)


# --------------------------------------------------------------------------- uses
def activations(card: ActivityCard, total: int) -> int:
    return total // card.divisor


def has_tradesman(state: TroyesState, seat: int, slot: int) -> bool:
    return seat in state.slots[slot].tradesmen()


def board_citizens(state: TroyesState, seat: int) -> list[str]:
    """Every citizen of ``seat`` on the board, as a ``Citizen`` source (§4.3 step 2, §4.6)."""
    out: list[str] = []
    for b, rows in state.buildings.items():
        for r, row in enumerate(rows):
            for p, owner in enumerate(row):
                if owner == seat:
                    out.append(f"place:{b}:{r}:{p}")
    for b, lying in state.lying.items():
        if seat in lying:
            out.append(f"lying:{b}")
    for i, slot in enumerate(state.slots):
        if seat in slot.tradesmen():
            out.append(f"card:{i}")
    return out


def general_supply(state: TroyesState, seat: int) -> int:
    return state.data.numbers.citizens_per_player - state.in_play(seat)


def can_hire(state: TroyesState, seat: int, influence: int | None = None) -> bool:
    """A citizen may be hired for Influence (§4.2; A-54: never past 12 in play)."""
    have = state.players[seat].influence if influence is None else influence
    return have >= state.data.numbers.hire_citizen_cost and general_supply(state, seat) > 0


def citizen_sources(state: TroyesState, seat: int, exclude: str = "") -> list[str]:
    """Where a citizen for a tradesman or a building may come from: the personal supply,
    Influence (when the supply is empty), or the board."""
    out: list[str] = []
    if state.players[seat].supply > 0:
        out.append("supply")
    elif can_hire(state, seat):
        out.append("hire")
    out += [s for s in board_citizens(state, seat) if s != exclude]
    return out


def push(state: TroyesState, building: str, row: int, entering: int) -> tuple[list[int | None], int | None]:
    """The row after ``entering`` comes in at its first place (§4.6): occupants shift
    right until an empty place; the one pushed off the end is returned."""
    places = list(state.buildings[building][row])
    out: int | None = None
    carried: int | None = entering
    for i in range(len(places)):
        carried, places[i] = places[i], carried
        if carried is None:
            break
    else:
        out = carried
    return places, out


def protected(state: TroyesState, building: str, owner: int) -> bool:
    """A seat (or the neutral player) with a citizen lying on the building (§4.6, A-06)."""
    return owner in state.lying.get(building, [])


def settle_place(state: TroyesState, colour: str, value: int) -> tuple[str, int] | Message:
    """The building and row a die of ``colour`` and ``value`` puts a citizen in."""
    building = BUILDING_OF[colour]
    row = state.data.buildings[building].row_of(value)
    if row is None:
        return m("troyes.refusal.no_row", building=state.data.buildings[building].name, value=value)
    return building, row


def settle_problem(state: TroyesState, seat: int, building: str, row: int, source: str) -> Message | None:
    """Why a citizen of ``seat`` from ``source`` may not enter ``row`` of ``building``:
    it would expel the citizen of a protected owner (§4.6; A-27: taken, then placed)."""
    places = state.buildings[building][row]
    lying = state.lying.get(building, [])
    parts = source.split(":")
    if parts[0] == "place" and parts[1] == building and int(parts[2]) == row:
        places = list(places)
        places[int(parts[3])] = None
    elif parts[0] == "lying" and parts[1] == building:
        lying = list(lying)
        lying.remove(seat)
    if None in places:
        return None  # the push stops at the empty place
    if places[-1] in lying:
        return m("troyes.refusal.protected", building=state.data.buildings[building].name)
    return None


def take_citizen(state: TroyesState, seat: int, source: str) -> None:
    """Take a citizen of ``seat`` from a board ``source`` ("place:...", "lying:...",
    "card:..."): its place is left empty, nothing slides into it (A-27)."""
    parts = source.split(":")
    if parts[0] == "place":
        state.buildings[parts[1]][int(parts[2])][int(parts[3])] = None
    elif parts[0] == "lying":
        state.lying[parts[1]].remove(seat)
    elif parts[0] == "card":
        slot = state.slots[int(parts[1])]
        if seat in slot.spaces:
            slot.spaces[slot.spaces.index(seat)] = None
        else:
            slot.extra.remove(seat)


# --------------------------------------------------------------------------- groups
def groups(dice: Sequence[Die], seat: int, most: int, mixed: bool = False) -> Iterator[tuple[int, ...]]:
    """Every group of 1 to ``most`` dice, of one colour (any colours when ``mixed``),
    counting dice alike (same district, colour and face) once: the seat's own first."""
    kinds: dict[tuple[int, str, int], list[int]] = {}
    for d in dice:
        kinds.setdefault((d.district, d.colour, d.value), []).append(d.id)
    keys = sorted(kinds, key=lambda k: (k[0] != seat, -k[2], k))
    ids = [kinds[k] for k in keys]
    colours = [k[1] for k in keys]
    n = len(keys)
    for size in range(1, most + 1):
        for combo in combinations_with_replacement(range(n), size):
            if not mixed and any(colours[k] != colours[combo[0]] for k in combo):
                continue
            picked: list[int] = []
            ok = True
            for k in set(combo):
                count = combo.count(k)
                if count > len(ids[k]):
                    ok = False
                    break
                picked += ids[k][:count]
            if ok:
                yield tuple(sorted(picked))
