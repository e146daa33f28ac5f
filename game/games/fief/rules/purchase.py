"""Phase 4, purchases (4.1 troops, 4.2 buildings, 4.3 fief titles, 4.4 the Cardinal
biretta) and the King's gift of a fief title (1.8).

In turn order each family buys one piece at a time and places it at once; it may also
hand a second fief title from one of its lords to another (keeping the larger one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.fief.rules import events as ev
from game.games.fief.rules import fog, opportunity, titles
from game.games.fief.rules.actions import Buy, BuyCardinal, BuyFiefTitle, GiftFiefTitle, TransferFiefTitle
from game.games.fief.rules.control import (
    controller,
    fief_size,
    fortified_city,
    grant_title,
    remove_title,
    update_presence,
)
from game.games.fief.rules.names import deniers
from game.games.fief.rules.state import CardinalRequest, State, Troops

if TYPE_CHECKING:
    from game.core.engine import Event
    from game.games.fief.rules.names import Names

TROOP_ITEMS = ("man_at_arms", "knight")
STOCK_KEY = {"man_at_arms": "men_at_arms", "knight": "knights"}


COST_KEY = {"man_at_arms": "men_at_arms", "knight": "knight", "mill": "mill", "stronghold": "stronghold"}


def cost_of(state: State, item: str) -> int:
    cost: int = getattr(state.data.costs, COST_KEY[item])
    return cost


def troop_places(state: State, seat: int) -> list[str]:
    """Villages where new troops may go: where the family has an uncaptured lord, or a
    stronghold or fortified city it controls (4.1); never into a stronghold it holds under
    siege (6.4.1), though a besieger may reinforce his siege."""
    places = []
    for v, vs in state.villages.items():
        if vs.sieges and seat not in vs.sieges:
            continue
        has_lord = any(lo.village == v and lo.family == seat and lo.captor < 0 for lo in state.lords.values())
        if has_lord or ((vs.stronghold or vs.fortified) and controller(state, v) == seat):
            places.append(v)
    return places


def buy_problem(state: State, seat: int, action: Buy, names: Names) -> str | None:
    item, v = action.item, action.village
    if item not in ("man_at_arms", "knight", "mill", "stronghold"):
        return f"{item!r} cannot be bought."
    if v not in state.villages:
        return f"There is no village called {v!r}."
    fam = state.families[seat]
    cost = cost_of(state, item)
    if fam.deniers < cost:
        return f"{str(names.item(item)).capitalize()} costs {deniers(cost)} and you have {fam.deniers}."
    if item in TROOP_ITEMS:
        if fam.stock[STOCK_KEY[item]] <= 0:
            return f"Your family has no {names.plural(item)} left in its stock (4.0)."
        if v not in troop_places(state, seat):
            return (
                f"New troops go only where your family has a lord, or in a stronghold or "
                f"fortified city you control; {names.village(v)} is neither (4.1)."
            )
        limit = state.data.rules.max_new_troops_per_village
        if state.new_troops.get(v, 0) >= limit:
            return f"You have already placed {limit} new troops in {names.village(v)} this phase (4.1)."
        return None
    if controller(state, v) != seat:
        return f"You do not control {names.village(v)} (4.2)."
    vs = state.villages[v]
    if item == "mill":
        if state.shared["mills"] <= 0:
            return "There are no mills left to buy (4.2)."
        limit = state.data.rules.max_mills_per_village
        if vs.mills >= limit:
            return f"{names.village(v)} already has {limit} mills (4.2)."
        return None
    if state.shared["strongholds"] <= 0:
        return "There are no strongholds left to buy (4.2)."
    if vs.stronghold or vs.fortified:
        return f"{names.village(v)} already has a stronghold (4.2)."
    return None


def buy(state: State, seat: int, action: Buy, events: list[Event]) -> None:
    fam = state.families[seat]
    cost = cost_of(state, action.item)
    fam.deniers -= cost
    vs = state.edit_village(action.village)
    if action.item in TROOP_ITEMS:
        fam.stock[STOCK_KEY[action.item]] -= 1
        vs.troops.setdefault(seat, Troops()).add(action.item, 1)
        state.new_troops[action.village] = state.new_troops.get(action.village, 0) + 1
        update_presence(state, action.village, seat)
    elif action.item == "mill":
        state.shared["mills"] -= 1
        vs.mills += 1
    else:
        state.shared["strongholds"] -= 1
        vs.stronghold = True
    full = ev.Bought(seat, action.item, action.village, cost)
    if action.item in TROOP_ITEMS:  # under Fog of War the others are not told where (11.2)
        fog.tell(state, seat, full, ev.Bought(seat, action.item, "", cost), events)
    else:
        events.append(full)


def title_cost(state: State, fief: int) -> int:
    return fief_size(state, fief) * state.data.costs.fief_title_per_village


def _controls_fief(state: State, seat: int, fief: int) -> bool:
    return all(controller(state, v) == seat for v in state.data.board.fiefs[fief].villages)


def city_choices(state: State, fief: int) -> list[str]:
    """Where the Fortified City may be: the existing one, else any stronghold of the fief."""
    city = fortified_city(state, fief)
    if city is not None:
        return [city]
    return [v for v in state.data.board.fiefs[fief].villages if state.villages[v].stronghold]


def buy_title_problem(state: State, seat: int, action: BuyFiefTitle, names: Names) -> str | None:
    problem = _title_problem(state, seat, action.fief, action.lord, action.city, names)
    if problem:
        return problem
    cost = title_cost(state, action.fief)
    if state.families[seat].deniers < cost:
        return (
            f"The title of {names.fief(action.fief)} costs {deniers(cost)} and you have {state.families[seat].deniers}."
        )
    return None


def _title_problem(state: State, seat: int, fief: int, lid: str, city: str, names: Names) -> str | None:
    """Whether ``seat``'s lord ``lid`` meets every condition but the price to take the
    title of ``fief`` with its Fortified City in ``city`` (4.3)."""
    action = BuyFiefTitle(fief, lid, city)
    fiefs = state.data.board.fiefs
    if action.fief not in fiefs:
        return f"There is no fief number {action.fief}."
    if state.fief_titles.get(action.fief) is not None:
        return f"The title of {names.fief(action.fief)} is already held (4.3)."
    if any(c.fief == action.fief for c in state.claims):
        return f"The title of {names.fief(action.fief)} is being claimed."
    if not _controls_fief(state, seat, action.fief):
        return f"You must control every village of {names.fief(action.fief)} to buy its title (4.3)."
    choices = city_choices(state, action.fief)
    if not choices:
        return f"One village of {names.fief(action.fief)} must have your stronghold (4.3)."
    if action.city not in choices:
        return f"{names.village(action.city)} cannot become the Fortified City of {names.fief(action.fief)} (4.3)."
    lord = state.lords.get(action.lord)
    if lord is None or lord.family != seat or not lord.village:
        return f"{names.lord(action.lord)} is not one of your lords on the map."
    limit = state.data.rules.max_fief_titles_per_lord
    if len(lord.fief_titles) >= limit:
        return f"{names.lord(action.lord)} already holds {limit} fief titles, the most a lord may hold (4.3)."
    return None


def _raise_city(state: State, fief: int, lord: str, city: str) -> None:
    vs = state.edit_village(city)
    vs.stronghold = False
    vs.fortified = True
    grant_title(state, fief, lord)


def buy_title(state: State, seat: int, action: BuyFiefTitle, events: list[Event]) -> None:
    cost = title_cost(state, action.fief)
    state.families[seat].deniers -= cost
    _raise_city(state, action.fief, action.lord, action.city)
    events.append(ev.FiefTitleBought(seat, action.fief, action.lord, action.city, cost))


# --------------------------------------------------------------------------- the King's gift (1.8)


def _gives(state: State, seat: int) -> bool:
    royal = titles.royal_power(state)
    return royal is not None and state.lords[royal].family == seat


def gift_candidates(state: State, seat: int) -> list[GiftFiefTitle]:
    """The King (or Queen Regent) may give any unclaimed fief title, free, to a lord of
    any family that could buy it."""
    if not _gives(state, seat):
        return []
    out: list[GiftFiefTitle] = []
    for fief, holder in state.fief_titles.items():
        if holder is not None:
            continue
        for family in range(state.n):
            if not _controls_fief(state, family, fief):
                continue
            for city in city_choices(state, fief):
                out += [GiftFiefTitle(fief, lid, city) for lid in state.families[family].lords]
    return out


def gift_problem(state: State, seat: int, action: GiftFiefTitle, names: Names) -> str | None:
    if not _gives(state, seat):
        return "Only the King, or a Queen Regent, gives fief titles (1.8)."
    lord = state.lords.get(action.lord)
    if lord is None:
        return f"There is no lord {action.lord!r} in play."
    return _title_problem(state, lord.family, action.fief, action.lord, action.city, names)


def gift(state: State, seat: int, action: GiftFiefTitle, events: list[Event]) -> None:
    _raise_city(state, action.fief, action.lord, action.city)
    events.append(ev.FiefTitleGiven(seat, action.fief, action.lord, state.lords[action.lord].family))


# --------------------------------------------------------------------------- the Cardinal biretta (4.4)


def biretta_available(state: State) -> bool:
    return titles.BIRETTA not in state.cardinals.values()


def cardinal_candidates(state: State, seat: int) -> list[BuyCardinal]:
    if not biretta_available(state) or state.families[seat].deniers < state.data.costs.cardinal:
        return []
    return [BuyCardinal(b) for b in dict.fromkeys(state.bishops.values()) if b not in state.cardinals]


def cardinal_problem(state: State, seat: int, action: BuyCardinal, names: Names) -> str | None:
    if not biretta_available(state):
        return "The purchasable Cardinal biretta is already on a Cardinal's head (4.4)."
    cost = state.data.costs.cardinal
    if state.families[seat].deniers < cost:
        return f"The Cardinal biretta costs {deniers(cost)} and you have {state.families[seat].deniers}."
    if action.bishop not in state.bishops.values():
        return f"The biretta goes to a Bishop; {names.lord(action.bishop)} is not one (4.4)."
    if action.bishop in state.cardinals:
        return f"{names.lord(action.bishop)} is already a Cardinal."
    return None


def buy_cardinal(state: State, seat: int, action: BuyCardinal, events: list[Event]) -> None:
    """Paid once made: with a Pope of another family, only with his consent (1.7)."""
    req = CardinalRequest(seat, titles.BIRETTA, action.bishop)
    pope = state.pope
    if pope is not None and state.lords[pope].family != seat:
        state.cardinal_request = req
        return
    opportunity.make_cardinal(state, req, events)


def transfer_problem(state: State, seat: int, action: TransferFiefTitle, names: Names) -> str | None:
    holder = state.fief_titles.get(action.fief)
    if holder is None or state.lords[holder].family != seat:
        return f"None of your lords holds the title of {names.fief(action.fief)}."
    to = state.lords.get(action.to_lord)
    if to is None or to.family != seat or action.to_lord == holder or not to.village:
        return f"{names.lord(action.to_lord)} is not another of your lords on the map."
    size = fief_size(state, action.fief)
    keeps = [f for f in state.lords[holder].fief_titles if f != action.fief and fief_size(state, f) >= size]
    if not keeps:
        return (
            f"{names.lord(holder)} must keep the title of his largest fief; he may pass on "
            "only a second title no larger than one he keeps (4.3)."
        )
    limit = state.data.rules.max_fief_titles_per_lord
    if len(to.fief_titles) >= limit:
        return f"{names.lord(action.to_lord)} already holds {limit} fief titles (4.3)."
    return None


def transfer(state: State, seat: int, action: TransferFiefTitle, events: list[Event]) -> None:
    holder = state.fief_titles[action.fief]
    assert holder is not None
    remove_title(state, action.fief)
    grant_title(state, action.fief, action.to_lord)
    events.append(ev.FiefTitleTransferred(seat, action.fief, holder, action.to_lord))


def purchase_candidates(state: State, seat: int) -> list[Buy | BuyFiefTitle | TransferFiefTitle]:
    out: list[Buy | BuyFiefTitle | TransferFiefTitle] = []
    fam = state.families[seat]
    places = troop_places(state, seat)
    for item in TROOP_ITEMS:
        for v in places:
            out.append(Buy(item, v))
    for v in state.villages:
        if controller(state, v) == seat:
            out.append(Buy("mill", v))
            out.append(Buy("stronghold", v))
    for fief, holder in state.fief_titles.items():
        if holder is None and fam.deniers >= title_cost(state, fief) and _controls_fief(state, seat, fief):
            for city in city_choices(state, fief):
                for lid in fam.lords:
                    out.append(BuyFiefTitle(fief, lid, city))
        elif holder is not None and state.lords[holder].family == seat and len(state.lords[holder].fief_titles) > 1:
            for lid in fam.lords:
                out.append(TransferFiefTitle(fief, lid))
    return out
