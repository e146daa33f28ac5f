"""Phase 4, purchases (4.1 troops, 4.2 buildings, 4.3 fief titles, 4.4 the Cardinal
biretta) and the King's gift of a fief title (1.8).

In turn order each family buys one piece at a time and places it at once; it may also
hand a second fief title from one of its lords to another (keeping the larger one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import N_, Message, m
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
#: "A knight costs 3 deniers and you have 2.", for each piece that can be bought
_TOO_DEAR = {
    "man_at_arms": N_("fief.refusal.buy_too_dear_man_at_arms"),
    "knight": N_("fief.refusal.buy_too_dear_knight"),
    "mill": N_("fief.refusal.buy_too_dear_mill"),
    "stronghold": N_("fief.refusal.buy_too_dear_stronghold"),
}


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


def buy_problem(state: State, seat: int, action: Buy, names: Names) -> Message | None:
    item, v = action.item, action.village
    if item not in _TOO_DEAR:
        return m("fief.refusal.buy_not_for_sale", item=item)
    if v not in state.villages:
        return m("fief.refusal.buy_no_such_village", village=v)
    fam = state.families[seat]
    cost = cost_of(state, item)
    if fam.deniers < cost:
        return m(_TOO_DEAR[item], cost=deniers(cost), have=fam.deniers)
    if item in TROOP_ITEMS:
        if fam.stock[STOCK_KEY[item]] <= 0:
            return m("fief.refusal.buy_no_stock", pieces=names.plural(item))
        if v not in troop_places(state, seat):
            return m("fief.refusal.buy_troops_where", village=names.village(v))
        limit = state.data.rules.max_new_troops_per_village
        if state.new_troops.get(v, 0) >= limit:
            return m("fief.refusal.buy_troops_limit", limit=limit, village=names.village(v))
        return None
    if controller(state, v) != seat:
        return m("fief.refusal.buy_not_controlled", village=names.village(v))
    vs = state.villages[v]
    if item == "mill":
        if state.shared["mills"] <= 0:
            return m("fief.refusal.buy_no_mills_left")
        limit = state.data.rules.max_mills_per_village
        if vs.mills >= limit:
            return m("fief.refusal.buy_mills_limit", village=names.village(v), limit=limit)
        return None
    if state.shared["strongholds"] <= 0:
        return m("fief.refusal.buy_no_strongholds_left")
    if vs.stronghold or vs.fortified:
        return m("fief.refusal.buy_has_stronghold", village=names.village(v))
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


def buy_title_problem(state: State, seat: int, action: BuyFiefTitle, names: Names) -> Message | None:
    problem = _title_problem(state, seat, action.fief, action.lord, action.city, names)
    if problem:
        return problem
    cost = title_cost(state, action.fief)
    if state.families[seat].deniers < cost:
        return m(
            "fief.refusal.buy_title_too_dear",
            fief=names.fief(action.fief),
            cost=deniers(cost),
            have=state.families[seat].deniers,
        )
    return None


def _title_problem(state: State, seat: int, fief: int, lid: str, city: str, names: Names) -> Message | None:
    """Whether ``seat``'s lord ``lid`` meets every condition but the price to take the
    title of ``fief`` with its Fortified City in ``city`` (4.3)."""
    action = BuyFiefTitle(fief, lid, city)
    fiefs = state.data.board.fiefs
    if action.fief not in fiefs:
        return m("fief.refusal.buy_no_such_fief", number=action.fief)
    if state.fief_titles.get(action.fief) is not None:
        return m("fief.refusal.buy_title_held", fief=names.fief(action.fief))
    if any(c.fief == action.fief for c in state.claims):
        return m("fief.refusal.buy_title_claimed", fief=names.fief(action.fief))
    if not _controls_fief(state, seat, action.fief):
        return m("fief.refusal.buy_title_control", fief=names.fief(action.fief))
    choices = city_choices(state, action.fief)
    if not choices:
        return m("fief.refusal.buy_title_stronghold", fief=names.fief(action.fief))
    if action.city not in choices:
        return m("fief.refusal.buy_title_city", village=names.village(action.city), fief=names.fief(action.fief))
    lord = state.lords.get(action.lord)
    if lord is None or lord.family != seat or not lord.village:
        return m("fief.refusal.buy_title_lord", lord=names.lord(action.lord))
    limit = state.data.rules.max_fief_titles_per_lord
    if len(lord.fief_titles) >= limit:
        return m("fief.refusal.buy_title_limit", lord=names.lord(action.lord), limit=limit)
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


def gift_problem(state: State, seat: int, action: GiftFiefTitle, names: Names) -> Message | None:
    if not _gives(state, seat):
        return m("fief.refusal.buy_gift_king_only")
    lord = state.lords.get(action.lord)
    if lord is None:
        return m("fief.refusal.buy_gift_no_such_lord", lord=action.lord)
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


def cardinal_problem(state: State, seat: int, action: BuyCardinal, names: Names) -> Message | None:
    if not biretta_available(state):
        return m("fief.refusal.buy_biretta_taken")
    cost = state.data.costs.cardinal
    if state.families[seat].deniers < cost:
        return m("fief.refusal.buy_biretta_too_dear", cost=deniers(cost), have=state.families[seat].deniers)
    if action.bishop not in state.bishops.values():
        return m("fief.refusal.buy_biretta_not_bishop", lord=names.lord(action.bishop))
    if action.bishop in state.cardinals:
        return m("fief.refusal.buy_biretta_already_cardinal", lord=names.lord(action.bishop))
    return None


def buy_cardinal(state: State, seat: int, action: BuyCardinal, events: list[Event]) -> None:
    """Paid once made: with a Pope of another family, only with his consent (1.7)."""
    req = CardinalRequest(seat, titles.BIRETTA, action.bishop)
    pope = state.pope
    if pope is not None and state.lords[pope].family != seat:
        state.cardinal_request = req
        return
    opportunity.make_cardinal(state, req, events)


def transfer_problem(state: State, seat: int, action: TransferFiefTitle, names: Names) -> Message | None:
    holder = state.fief_titles.get(action.fief)
    if holder is None or state.lords[holder].family != seat:
        return m("fief.refusal.buy_transfer_not_held", fief=names.fief(action.fief))
    to = state.lords.get(action.to_lord)
    if to is None or to.family != seat or action.to_lord == holder or not to.village:
        return m("fief.refusal.buy_transfer_to", lord=names.lord(action.to_lord))
    size = fief_size(state, action.fief)
    keeps = [f for f in state.lords[holder].fief_titles if f != action.fief and fief_size(state, f) >= size]
    if not keeps:
        return m("fief.refusal.buy_transfer_largest", lord=names.lord(holder))
    limit = state.data.rules.max_fief_titles_per_lord
    if len(to.fief_titles) >= limit:
        return m("fief.refusal.buy_transfer_limit", lord=names.lord(action.to_lord), limit=limit)
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
