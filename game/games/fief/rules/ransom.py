"""Ransom (6.2.4) and escapes (10.2.3) of captives (6.2.3).

At the start of the Purchase phase, before anything is bought, each family in turn order
deals with its lords held captive: a full ransom (2 deniers and 2 more per title the
lord holds) frees him at once and the captor must take it; it is mandatory while the
family can pay it. A family may instead offer less, which the captor accepts or refuses;
after a refusal only the full sum is left, and a family that cannot pay it may keep its
deniers. A freed lord enters the map as a new lord does (2.4.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import AnswerRansom, FreeCaptives, PayRansom
from game.games.fief.rules.battle import free
from game.games.fief.rules.card_effects import SECRET_PASSAGE, holds, spend
from game.games.fief.rules.cards import lord_places
from game.games.fief.rules.state import RansomOffer, State

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names


def titles_of(state: State, lord: str) -> int:
    """Titles a lord holds: fief titles, Bishop, Cardinal, Pope, King, Queen, Crown Prince, d'Arc."""
    lo = state.lords[lord]
    n = len(lo.fief_titles)
    n += sum(1 for b in state.bishops.values() if b == lord)
    n += sum(1 for x in (state.pope, state.king, state.queen, state.crown_prince, state.darc) if x == lord)
    return n + (1 if lord in state.cardinals else 0)


def ransom_of(state: State, lord: str) -> int:
    rules = state.data.rules
    return rules.ransom_base + rules.ransom_per_title * titles_of(state, lord)


def captives_of(state: State, seat: int) -> list[str]:
    """The family's own lords held captive."""
    return [lid for lid in state.families[seat].lords if state.lords[lid].captor >= 0]


def places(state: State, seat: int, lord: str) -> list[str]:
    """Where a freed lord may go (2.4.1); where he is, if the rule leaves nowhere."""
    return lord_places(state, seat) or [state.lords[lord].village]


def must_pay(state: State, seat: int) -> list[str]:
    deniers = state.families[seat].deniers
    return [lid for lid in captives_of(state, seat) if ransom_of(state, lid) <= deniers]


def candidates(state: State, seat: int) -> list[Action]:
    fam = state.families[seat]
    out: list[Action] = []
    for lid in captives_of(state, seat):
        full = ransom_of(state, lid)
        where = places(state, seat, lid)
        if full <= fam.deniers:
            out += [PayRansom(lid, full, v) for v in where]
        if lid not in state.ransom_refused:
            out += [PayRansom(lid, amount, v) for amount in range(0, min(full - 1, fam.deniers) + 1) for v in where]
    return out + free_candidates(state, seat)


def pay_problem(state: State, seat: int, a: PayRansom, names: Names) -> Message | None:
    lo = state.lords.get(a.lord)
    if lo is None or lo.family != seat or lo.captor < 0:
        return m("fief.refusal.ransom_not_captive")
    full = ransom_of(state, a.lord)
    if a.amount > state.families[seat].deniers:
        return m("fief.refusal.ransom_too_poor", n=state.families[seat].deniers)
    if a.amount > full or a.amount < 0:
        return m("fief.refusal.ransom_amount", lord=names.lord(a.lord), n=full)
    if a.amount < full and a.lord in state.ransom_refused:
        return m("fief.refusal.ransom_full_only", family=names.family(lo.captor), n=full)
    if a.village not in places(state, seat, a.lord):
        return m("fief.refusal.ransom_place", village=names.village(a.village))
    return None


def done_problem(state: State, seat: int, names: Names) -> Message | None:
    owed = must_pay(state, seat)
    if owed:
        return m("fief.refusal.ransom_must_pay", lord=names.lord(owed[0]), n=ransom_of(state, owed[0]))
    return None


def pay(state: State, seat: int, a: PayRansom, events: list[Event]) -> None:
    captor = state.lords[a.lord].captor
    if a.amount < ransom_of(state, a.lord):
        state.ransom = RansomOffer(a.lord, a.amount, a.village)
        events.append(ev.RansomOffered(seat, a.lord, captor, a.amount))
        return
    _settle(state, seat, a.lord, a.amount, a.village, events)


def _settle(state: State, seat: int, lord: str, amount: int, village: str, events: list[Event]) -> None:
    captor = state.lords[lord].captor
    state.families[seat].deniers -= amount
    state.families[captor].deniers += amount
    events.append(ev.RansomPaid(seat, lord, captor, amount))
    free(state, lord, village, "ransom", events)


def answer(state: State, seat: int, a: AnswerRansom, events: list[Event]) -> None:
    offer = state.ransom
    assert offer is not None
    state.ransom = None
    family = state.lords[offer.lord].family
    events.append(ev.RansomAnswered(seat, offer.lord, family, offer.amount, a.accept))
    if a.accept:
        _settle(state, family, offer.lord, offer.amount, offer.village, events)
    else:
        state.ransom_refused.append(offer.lord)


def free_candidates(state: State, seat: int) -> list[Action]:
    if not holds(state.data, state.families[seat].hand, SECRET_PASSAGE) or not captives_of(state, seat):
        return []
    return [FreeCaptives(v) for v in lord_places(state, seat)]


def free_problem(state: State, seat: int, a: FreeCaptives, names: Names) -> Message | None:
    if not holds(state.data, state.families[seat].hand, SECRET_PASSAGE):
        return m("fief.refusal.ransom_no_passage")
    if not captives_of(state, seat):
        return m("fief.refusal.ransom_no_captive")
    if a.village not in lord_places(state, seat):
        return m("fief.refusal.ransom_escape_place", village=names.village(a.village))
    return None


def free_captives(state: State, seat: int, a: FreeCaptives, events: list[Event]) -> None:
    spend(state.data, state.families[seat].hand, state.fortune_discard, SECRET_PASSAGE)
    events.append(ev.SecretPassageUsed(seat, "", "captives"))
    for lid in captives_of(state, seat):
        free(state, lid, a.village, "passage", events)
