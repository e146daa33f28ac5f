"""When a lord dies (Plague 2.3.3, Assassination 10.3, Justice 10.4, and later battles
and uprisings): his card goes to the Lord discard pile (2.2: a later lord of the same
name may return), his titles and markers leave him, and his fief titles pass on (4.3.1).

A title whose family has no other lord to take it goes to the lord's spouse, else back
to the map, where the family recovers it when a new lord joins while it still controls
the Fortified City (``control.settle_control`` does that).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.fief.rules import events as ev
from game.games.fief.rules import marriage, relics, titles
from game.games.fief.rules.control import (
    fortified_city,
    grant_title,
    lords_who_can_hold_title,
    remove_title,
    update_presence,
)
from game.games.fief.rules.state import State, TitleClaim, Troops

if TYPE_CHECKING:
    from game.core.engine import Event


def kill_lord(state: State, lord: str, cause: str, events: list[Event]) -> None:
    teeth = relics.before_death(state, lord, events)  # his relics pass on or lie here (11.1)
    lo = state.lords[lord]
    seat = lo.family
    fam = state.families[seat]
    fam.lords.remove(lord)
    held = list(lo.fief_titles)
    for fief in held:
        remove_title(state, fief)
    del state.lords[lord]
    state.marches.pop(lord, None)
    state.plague_rolled.pop(lord, None)
    if lo.village:
        update_presence(state, lo.village, seat)
    state.lord_discard.append(lord)
    events.append(ev.LordDied(seat, lord, lo.village, cause))
    if lo.spouse:
        marriage.widow(state, lord, seat, events)

    # Titles and markers that were his (1.6, 1.7, 1.8, 9.1, 9.2, 10.3).
    titles.lord_gone(state, lord, events)
    if state.darc == lord:
        state.darc = None
        darc = next((c for c, card in state.data.lord_cards.items() if card.kind == "darc"), None)
        if darc:
            state.lord_discard.append(darc)  # 9.1: the d'Arc card is discarded, its counter returns
    if lord in state.assassins:  # his marker goes back to the box (10.3)
        state.assassins.remove(lord)
    el = state.election
    if el is not None:  # a candidate who dies stands no more; markers on him count for nothing (1.3)
        el.candidates = {s: c for s, c in el.candidates.items() if c != lord}
        el.secret = {s: [c if c != lord else "" for c in marks] for s, marks in el.secret.items()}
        el.laid = {s: [c for c in marks if c != lord] for s, marks in el.laid.items()}

    # 4.3.1: fief titles pass to another lord of the family; the family's last lord's
    # go to the spouse in another family; else back to the map.
    spouse = lo.spouse if lo.spouse in state.lords else ""
    for fief in held:
        heirs = lords_who_can_hold_title(state, seat)
        if len(heirs) == 1:
            grant_title(state, fief, heirs[0])
            events.append(ev.FiefTitleInherited(seat, fief, heirs[0]))
        elif heirs:
            state.claims.append(TitleClaim(fief, seat, seat))
        elif spouse and not fam.lords and spouse in lords_who_can_hold_title(state, state.lords[spouse].family):
            to = state.lords[spouse].family
            grant_title(state, fief, spouse)
            knights, men = _replace_troops(state, fief, seat, to)
            events.append(ev.FiefTitleToSpouse(to, fief, spouse, seat, knights, men))
        else:
            events.append(ev.FiefTitleReturned(fief, seat, heirless=True))
    relics.after_death(state, teeth, cause)  # the Teeth may still cancel it (11.1.1)


def _replace_troops(state: State, fief: int, seat: int, to: int) -> tuple[int, int]:
    """4.3.1: the dead family's troops in the fief's Fortified City are replaced by as
    many of the spouse's family's, as far as its stock allows; the spouse's family takes
    the dead family's place there. Returns the knights and men-at-arms placed."""
    city = fortified_city(state, fief)
    if city is None or seat not in state.villages[city].troops:
        return 0, 0
    vs = state.edit_village(city)
    old = vs.troops.pop(seat)
    lost, gained = state.families[seat].stock, state.families[to].stock
    lost["knights"] += old.knights
    lost["men_at_arms"] += old.men_at_arms
    knights, men = min(old.knights, gained["knights"]), min(old.men_at_arms, gained["men_at_arms"])
    gained["knights"] -= knights
    gained["men_at_arms"] -= men
    mine = vs.troops.setdefault(to, Troops())
    mine.knights += knights
    mine.men_at_arms += men
    if not mine.count:
        del vs.troops[to]
    if to not in vs.present and seat in vs.present and (knights or men):
        vs.present[vs.present.index(seat)] = to  # in the dead family's place (control included)
        vs.road_of.pop(to, None)
        if seat in vs.road_of:
            vs.road_of[to] = vs.road_of.pop(seat)
    update_presence(state, city, seat)
    update_presence(state, city, to)
    return knights, men
