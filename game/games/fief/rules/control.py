"""Who controls what: villages (5.1), fortified cities and the fief titles tied to them (4.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.fief.rules import events as ev
from game.games.fief.rules.state import State, TitleClaim, Troops

if TYPE_CHECKING:
    from game.core.engine import Event


def title_family(state: State, fief: int) -> int | None:
    holder = state.fief_titles.get(fief)
    return state.lords[holder].family if holder else None


def controller(state: State, village: str) -> int | None:
    """The family controlling a village: the first to arrive among those present, else
    the family whose lord holds the title of its fief (a governed fief, 5.1), else none."""
    vs = state.villages[village]
    if vs.present:
        return vs.present[0]
    return title_family(state, state.data.board.villages[village].fief)


def all_controllers(state: State) -> dict[str, int | None]:
    return {v: controller(state, v) for v in state.villages}


def lords_at(state: State, village: str, seat: int | None = None, captives: bool = True) -> list[str]:
    """Lords in a village (of one family); ``captives=False`` leaves out captive lords."""
    return [
        lid
        for lid, lord in state.lords.items()
        if lord.village == village and (seat is None or lord.family == seat) and (captives or lord.captor < 0)
    ]


def troops_of(state: State, village: str, seat: int) -> Troops:
    t = state.villages[village].troops.get(seat)
    return t if t is not None else Troops()


def has_units(state: State, village: str, seat: int) -> bool:
    t = state.villages[village].troops.get(seat)
    if t is not None and t.count > 0:
        return True
    return any(lo.village == village and lo.family == seat and lo.captor < 0 for lo in state.lords.values())


def update_presence(state: State, village: str, seat: int, came_from: str = "") -> None:
    """Record a family arriving at or leaving a village after its units changed.

    A family arriving where another family is already present stands on the road it came
    by (``road_of``) and does not control the village; the first family present does.
    """
    vs = state.villages[village]  # changed only when something changes (State.edit_village)
    here = has_units(state, village, seat)
    if here and seat not in vs.present:
        vs = state.edit_village(village)
        vs.present.append(seat)
        if len(vs.present) > 1:
            vs.road_of[seat] = came_from
    elif not here and seat in vs.present:
        vs = state.edit_village(village)
        vs.present.remove(seat)
        vs.road_of.pop(seat, None)
        t = vs.troops.get(seat)
        if t is not None and t.count == 0:
            del vs.troops[seat]
    if vs.present and vs.present[0] in vs.road_of:
        del state.edit_village(village).road_of[vs.present[0]]  # the controller stands in the village itself


def fief_size(state: State, fief: int) -> int:
    return len(state.data.board.fiefs[fief].villages)


def fortified_city(state: State, fief: int) -> str | None:
    for v in state.data.board.fiefs[fief].villages:
        if state.villages[v].fortified:
            return v
    return None


def lords_who_can_hold_title(state: State, seat: int) -> list[str]:
    limit = state.data.rules.max_fief_titles_per_lord
    return [
        lid
        for lid in state.families[seat].lords
        if state.lords[lid].village and len(state.lords[lid].fief_titles) < limit
    ]


def grant_title(state: State, fief: int, lord: str) -> None:
    state.fief_titles[fief] = lord
    state.edit_lord(lord).fief_titles.append(fief)


def remove_title(state: State, fief: int) -> None:
    holder = state.fief_titles.get(fief)
    if holder:
        state.edit_lord(holder).fief_titles.remove(fief)
    state.fief_titles[fief] = None


def settle_control(state: State, before: dict[str, int | None], events: list[Event]) -> None:
    """After units moved or titles changed: report control changes, and hand each
    Fortified City's title to the family that now controls it (4.3). Repeats until stable,
    since a title changing hands changes who controls that fief's empty villages."""
    for _ in range(len(state.data.board.fiefs) + 2):
        after = all_controllers(state)
        for v in state.villages:
            if before.get(v) != after[v]:
                old, new = before.get(v), after[v]
                events.append(ev.ControlChanged(v, -1 if new is None else new, -1 if old is None else old))
        before = after
        settle_claims(state, events)
        if not _settle_titles(state, after, events):
            return


def settle_claims(state: State, events: list[Event]) -> None:
    """A family names the lord who takes a title only while it has a choice: once deaths,
    captures or other titles leave one lord able to take it, he does; with none, the
    title returns to the map (4.3, 4.3.1)."""
    for claim in list(state.claims):
        heirs = lords_who_can_hold_title(state, claim.seat)
        if len(heirs) > 1:
            continue
        state.claims.remove(claim)
        if not heirs:
            events.append(ev.FiefTitleReturned(claim.fief, claim.seat, heirless=True))
            continue
        grant_title(state, claim.fief, heirs[0])
        if claim.loser == claim.seat:
            events.append(ev.FiefTitleInherited(claim.seat, claim.fief, heirs[0]))
        else:
            events.append(ev.FiefTitleTaken(claim.seat, claim.fief, heirs[0], claim.loser))


def _settle_titles(state: State, ctrl: dict[str, int | None], events: list[Event]) -> bool:
    changed = False
    pending = {c.fief for c in state.claims}
    for fief in state.data.board.fiefs:
        city = fortified_city(state, fief)
        if city is None or fief in pending:
            continue
        owner = ctrl[city]
        holder_family = title_family(state, fief)
        if owner is None or owner == holder_family:
            continue
        candidates = lords_who_can_hold_title(state, owner)
        loser = -1 if holder_family is None else holder_family
        if not candidates:
            if holder_family is not None:
                remove_title(state, fief)
                events.append(ev.FiefTitleReturned(fief, loser))
                changed = True
            continue
        remove_title(state, fief)
        changed = True
        if len(candidates) == 1:
            grant_title(state, fief, candidates[0])
            events.append(ev.FiefTitleTaken(owner, fief, candidates[0], loser))
        else:
            state.claims.append(TitleClaim(fief, owner, loser))
    return changed


def victory_points(state: State) -> list[int]:
    """1 VP per fief title a family's lords hold, 1 for the King and 1 for the Pope (7.0)."""
    points = [0] * state.n
    for holder in state.fief_titles.values():
        if holder:
            points[state.lords[holder].family] += 1
    for crowned in (state.king, state.pope):
        if crowned and crowned in state.lords:
            points[state.lords[crowned].family] += 1
    return points
