"""Marriages and alliances (1.1, 1.1.1, 7.2).

In phase 1, in turn order, a family may offer marriages: one of its unmarried lords to an
unmarried lady of another family, or one of its ladies to another family's lord. The
other family accepts or refuses at once. A lord who is a Bishop, a Cardinal or the Pope
does not marry, nor does the lady bearing the d'Arc title (9.1), and a family has one
marriage at a time. A refused match is not offered again in the same phase.

Two families joined by a marriage are allies when at least ``alliance_min_families``
families play (4 in the rulebook): allies cannot win alone, only together (7.1, 7.2). The
alliance ends when a spouse dies (1.1.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules import titles
from game.games.fief.rules.actions import AnswerMarriage, ProposeMarriage
from game.games.fief.rules.state import State

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names


def _female(state: State, lord: str) -> bool:
    card = state.data.lord_cards.get(lord)
    return card is not None and card.gender == "female"


def married(state: State, seat: int) -> bool:
    """The family already has its one marriage (1.1)."""
    return any(state.lords[lid].spouse for lid in state.families[seat].lords)


def spouse_family(state: State, seat: int) -> int | None:
    """The family the seat is married into, if any."""
    for lid in state.families[seat].lords:
        partner = state.lords[lid].spouse
        if partner and partner in state.lords:
            return state.lords[partner].family
    return None


def ally(state: State, seat: int) -> int | None:
    """The family allied to ``seat`` by marriage: none with fewer families than the
    rules allow alliances for (7.2)."""
    if state.n < state.data.victory.alliance_min_families:
        return None
    return spouse_family(state, seat)


def _eligible(state: State, lord: str) -> bool:
    lo = state.lords.get(lord)
    if lo is None or not lo.village or lo.spouse:
        return False
    if _female(state, lord):
        return lord != state.darc  # 9.1: d'Arc never marries
    return lord != state.pope and lord not in state.cardinals and lord not in state.bishops.values()


def _pair_key(lord: str, lady: str) -> str:
    return f"{lord}+{lady}"


def candidates(state: State, seat: int) -> list[Action]:
    if married(state, seat):
        return []
    out: list[Action] = []
    mine = [lid for lid in state.families[seat].lords if _eligible(state, lid)]
    for other in state.turn_order():
        if other == seat or married(state, other):
            continue
        theirs = [lid for lid in state.families[other].lords if _eligible(state, lid)]
        for a in mine:
            for b in theirs:
                if _female(state, a) == _female(state, b):
                    continue
                lord, lady = (b, a) if _female(state, a) else (a, b)
                if _pair_key(lord, lady) not in state.marriages_refused:
                    out.append(ProposeMarriage(lord, lady))
    return out


def problem(state: State, seat: int, a: ProposeMarriage, names: Names) -> Message | None:
    for lid in (a.lord, a.lady):
        if lid not in state.lords:
            return m("fief.refusal.marriage_no_lord", lord=repr(lid))
    lord, lady = state.lords[a.lord], state.lords[a.lady]
    if _female(state, a.lord) or not _female(state, a.lady):
        return m("fief.refusal.marriage_lord_and_lady")
    if seat not in (lord.family, lady.family) or lord.family == lady.family:
        return m("fief.refusal.marriage_two_families")
    if married(state, lord.family) or married(state, lady.family):
        return m("fief.refusal.marriage_one_at_a_time")
    if a.lady == state.darc:
        return m("fief.refusal.marriage_darc", lady=names.lord(a.lady))
    if not _eligible(state, a.lord):
        return m("fief.refusal.marriage_churchman", lord=names.lord(a.lord))
    if not _eligible(state, a.lady):
        return m("fief.refusal.marriage_not_now", lady=names.lord(a.lady))
    if _pair_key(a.lord, a.lady) in state.marriages_refused:
        return m("fief.refusal.marriage_refused")
    return None


def propose(state: State, seat: int, a: ProposeMarriage, events: list[Event]) -> None:
    lord, lady = state.lords[a.lord], state.lords[a.lady]
    other = lady.family if lord.family == seat else lord.family
    state.marriage_offer = [seat, a.lord, a.lady]
    events.append(ev.MarriageProposed(seat, a.lord, a.lady, other))


def answering(state: State) -> int:
    """The family that answers the marriage on offer."""
    seat, lord, lady = state.marriage_offer
    fam = state.lords[lord].family
    return state.lords[lady].family if fam == seat else fam


def answer(state: State, seat: int, a: AnswerMarriage, events: list[Event]) -> None:
    _, lord, lady = state.marriage_offer
    state.marriage_offer = []
    events.append(ev.MarriageAnswered(seat, lord, lady, a.accept))
    if not a.accept:
        state.marriages_refused.append(_pair_key(lord, lady))
        return
    state.edit_lord(lord).spouse = lady
    state.edit_lord(lady).spouse = lord
    titles.married(state, lord, lady, events)  # the King's bride becomes Queen (1.8.1)


def widow(state: State, dead: str, family: int, events: list[Event]) -> None:
    """A spouse of ``family`` died: the marriage, and the alliance with it, ends (1.1.1)."""
    for lid, lo in list(state.lords.items()):
        if lo.spouse == dead:
            state.edit_lord(lid).spouse = ""
            events.append(ev.MarriageEnded(lo.family, lid, family))
