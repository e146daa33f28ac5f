"""When a lord dies (Plague 2.3.3, Assassination 10.3, Justice 10.4, and later battles
and uprisings): his card goes to the Lord discard pile (2.2: a later lord of the same
name may return), his titles and markers leave him, and his fief titles pass on (4.3.1).

Marriages arrive with *Fief politics*; until then a title whose family has no other lord
to take it goes back to the map, where the family recovers it when a new lord joins
while it still controls the Fortified City (``control.settle_control`` does that).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.fief import events as ev
from game.fief import marriage
from game.fief.control import grant_title, lords_who_can_hold_title, remove_title, update_presence
from game.fief.state import State, TitleClaim

if TYPE_CHECKING:
    from game.core.engine import Event


def kill_lord(state: State, lord: str, cause: str, events: list["Event"]) -> None:
    lo = state.lords[lord]
    seat = lo.family
    fam = state.families[seat]
    fam.lords.remove(lord)
    titles = list(lo.fief_titles)
    for fief in titles:
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

    # Titles and markers that were his (1.6, 9.1, 9.2, 10.3).
    for b, bishop in list(state.bishops.items()):
        if bishop == lord:
            del state.bishops[b]
    source = state.cardinals.pop(lord, None)
    if source and source in state.data.lord_cards:
        state.lord_discard.append(source)  # a Cardinal card goes to the Lord discard pile (9.2)
    if state.pope == lord:
        state.pope = None
    if state.king == lord:
        state.king = None
    if state.darc == lord:
        state.darc = None
        darc = next((c for c, card in state.data.lord_cards.items() if card.kind == "darc"), None)
        if darc:
            state.lord_discard.append(darc)  # 9.1: the d'Arc card is discarded, its counter returns
    if state.assassin == lord:
        state.assassin = None

    # 4.3.1: fief titles pass to another lord of the family, else back to the map.
    for fief in titles:
        heirs = lords_who_can_hold_title(state, seat)
        if len(heirs) == 1:
            grant_title(state, fief, heirs[0])
            events.append(ev.FiefTitleInherited(seat, fief, heirs[0]))
        elif heirs:
            state.claims.append(TitleClaim(fief, seat, seat))
        else:
            events.append(ev.FiefTitleReturned(fief, seat, heirless=True))
