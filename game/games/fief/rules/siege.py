"""Sieges (6.4): a family with troops by another family's stronghold or Fortified City
lays siege with a siege engine from its stock, after its battles of phase 6.

- The engine starts on its one-die side; when the besieger goes on with the siege in a
  later round (at the end of its battles), it turns to the two-dice side. Allies each
  bring their own engine (6.4).
- Engines only cancel attacker penalties, at most two in all (6.4.2; ``battle.engines``).
- The besieged collect no income there, bring in no new troops (lords may come), and
  leave only by Secret Passage, by Cavalcade or with the besiegers' leave (5.0, 6.4.1).
- The besieger may reinforce and pillage there (4.1, 6.5).
- An engine leaves with its family's last troop there, when the stronghold falls to it or
  is gone, or when the besieger lifts the siege (6.4.1, 6.4.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Besiege, EndSiege
from game.games.fief.rules.control import controller, troops_of
from game.games.fief.rules.state import State

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names

ENGINES = "siege_engines"


def besieged(state: State, village: str) -> bool:
    return bool(state.villages[village].sieges)


def besieged_by(state: State, village: str, seat: int) -> bool:
    return seat in state.villages[village].sieges


def _can_besiege(state: State, village: str, seat: int) -> bool:
    vs = state.villages[village]
    holder = controller(state, village)
    return (
        (vs.stronghold or vs.fortified)
        and holder is not None
        and holder != seat
        and holder in vs.present
        and troops_of(state, village, seat).count > 0
        and seat not in vs.sieges
    )


def candidates(state: State, seat: int) -> list[Action]:
    out: list[Action] = []
    if state.families[seat].stock.get(ENGINES, 0) > 0:
        out += [Besiege(v) for v in state.villages if _can_besiege(state, v, seat)]
    out += [EndSiege(v) for v, vs in state.villages.items() if seat in vs.sieges]
    return out


def besiege_problem(state: State, seat: int, a: Besiege, names: Names) -> Message | None:
    if a.village not in state.villages:
        return m("fief.refusal.siege_no_village", village=repr(a.village))
    if state.families[seat].stock.get(ENGINES, 0) <= 0:
        return m("fief.refusal.siege_no_engine")
    if not _can_besiege(state, a.village, seat):
        return m("fief.refusal.siege_not_here", village=names.village(a.village))
    return None


def end_siege_problem(state: State, seat: int, a: EndSiege, names: Names) -> Message | None:
    if a.village not in state.villages or seat not in state.villages[a.village].sieges:
        return m("fief.refusal.siege_not_besieging")
    return None


def besiege(state: State, seat: int, a: Besiege, events: list[Event]) -> None:
    state.families[seat].stock[ENGINES] -= 1
    state.edit_village(a.village).sieges[seat] = [1, state.round]
    events.append(ev.SiegeBegun(seat, a.village, controller(state, a.village) or 0))


def end_siege(state: State, seat: int, a: EndSiege, events: list[Event]) -> None:
    _lift(state, a.village, seat, "lifted", events)


def _lift(state: State, village: str, seat: int, why: str, events: list[Event]) -> None:
    del state.edit_village(village).sieges[seat]
    state.families[seat].stock[ENGINES] += 1
    events.append(ev.SiegeEnded(seat, village, why))


def go_on(state: State, seat: int, events: list[Event]) -> None:
    """The end of a family's battles: its sieges from earlier rounds go on, and their
    engines turn to the two-dice side (6.4)."""
    for village, vs in state.villages.items():
        engine = vs.sieges.get(seat)
        if engine is not None and engine[0] == 1 and engine[1] < state.round:
            state.edit_village(village).sieges[seat][0] = 2
            events.append(ev.SiegeEngineTurned(seat, village))


def sync(state: State, events: list[Event]) -> None:
    """Engines whose siege is over leave the map (6.4.1, 6.4.2)."""
    for village, vs in state.villages.items():
        if not vs.sieges:
            continue
        holder = controller(state, village)
        for seat in list(vs.sieges):
            if not (vs.stronghold or vs.fortified) or holder == seat:
                _lift(state, village, seat, "taken", events)
            elif troops_of(state, village, seat).count == 0:
                _lift(state, village, seat, "left", events)
            elif holder is None or holder not in vs.present:
                _lift(state, village, seat, "empty", events)


def blockers(state: State, village: str, seat: int) -> list[int]:
    """Besiegers whose leave a family inside needs to move out (5.0)."""
    vs = state.villages[village]
    if not vs.sieges or seat in vs.sieges:
        return []
    return [s for s in vs.sieges if s != seat]
