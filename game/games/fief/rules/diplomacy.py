"""Diplomacy (8.0, 11.3): deals between families and private talks.

Each family starts with ``diplomacy`` markers (3). In its own turn a family may write a
deal for another family, term by term, and send it; the other family accepts or refuses
at once. The engine carries out what a deal transfers: deniers and cards either way,
control of villages where the other family stands, captives let go either way, and a
truce until the end of the round, which either family may break at any time by declaring
a battle or riding a Cavalcade against the other (6.0). A family
that receives deniers or cards in a deal spends one Diplomacy marker for it and receives
at most 3 deniers; without a marker it cannot receive any. Promises that transfer nothing
and that the engine cannot hold anyone to (a vote, a marriage to come) are spoken across
the table and kept, or not, by the players.

A family may also spend a marker to talk in private with families of its choice for
three minutes; the client runs the clock and hides the table.

With Open Diplomacy (11.3) there are no markers and no limit on what a deal transfers,
and private talks last as long as the players wish.

A family writes at most one deal in each of its turns (and, with Open Diplomacy, opens
at most one talk), so a turn always comes to an end; with markers, each talk costs one.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import AnswerDeal, Bargain, DealTerm, DropDeal, OpenTalk, SendDeal
from game.games.fief.rules.battle import at_truce, free
from game.games.fief.rules.control import controller, lords_at, troops_of
from game.games.fief.rules.ransom import places
from game.games.fief.rules.state import Deal, State

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names

#: Deniers a family may receive for one Diplomacy marker (8.0).
DENIERS_PER_MARKER = 3
TALK_MINUTES = 3
OPEN = "open_diplomacy"


def open_diplomacy(state: State) -> bool:
    return OPEN in state.config.variants


def markers(state: State, seat: int) -> int:
    return state.families[seat].stock.get("diplomacy", 0)


def _may_receive(state: State, seat: int) -> bool:
    return open_diplomacy(state) or markers(state, seat) > 0


def _cap(state: State) -> int:
    return 10**6 if open_diplomacy(state) else DENIERS_PER_MARKER


# --------------------------------------------------------------------------- in a turn


def turn_candidates(state: State, seat: int) -> list[Action]:
    """Bargaining and talking, offered in the family's own turn steps."""
    out: list[Action] = []
    if not state.bargained:
        out += [Bargain(other) for other in range(state.n) if other != seat]
    if not state.talked and (open_diplomacy(state) or markers(state, seat) > 0):
        others = [o for o in range(state.n) if o != seat]
        for size in range(1, len(others) + 1):
            out += [OpenTalk(group) for group in combinations(others, size)]
    return out


def turn_problem(state: State, seat: int, a: Bargain | OpenTalk, names: Names) -> Message | None:
    if isinstance(a, Bargain):
        if state.bargained:
            return m("fief.refusal.diplomacy_deal_written")
        if not 0 <= a.to < state.n or a.to == seat:
            return m("fief.refusal.diplomacy_deal_with_other")
        return None
    if state.talked:
        return m("fief.refusal.diplomacy_talked")
    if not open_diplomacy(state) and markers(state, seat) <= 0:
        return m("fief.refusal.diplomacy_talk_no_marker")
    if (
        not a.others
        or len(set(a.others)) != len(a.others)
        or any(not 0 <= o < state.n or o == seat for o in a.others)
        or tuple(sorted(a.others)) != a.others
    ):
        return m("fief.refusal.diplomacy_talk_who")
    return None


def bargain(state: State, seat: int, a: Bargain, events: list[Event]) -> None:
    state.bargained = True
    state.deal = Deal(seat, a.to)


def talk(state: State, seat: int, a: OpenTalk, events: list[Event]) -> None:
    state.talked = open_diplomacy(state)  # with markers, each one buys three more minutes
    minutes = 0 if open_diplomacy(state) else TALK_MINUTES
    if minutes:
        state.families[seat].stock["diplomacy"] -= 1
    events.append(ev.TalkOpened(seat, a.others, minutes))


# --------------------------------------------------------------------------- writing a deal


def draft_candidates(state: State, seat: int) -> list[Action]:
    deal = state.deal
    assert deal is not None
    out: list[Action] = []
    for term in ("give_deniers", "take_deniers", "take_cards"):
        out += [DealTerm(term, "+"), DealTerm(term, "-")]
    out += [DealTerm("give_card", c) for c in dict.fromkeys(state.families[seat].hand)]
    out += [DealTerm("village", v) for v in _villages(state, deal)]
    out += [DealTerm("free", lid) for lid in _frees(state, deal)]
    out += [DealTerm("ask_free", lid) for lid in _asks(state, deal)]
    out.append(DealTerm("truce", "on"))
    return out + [SendDeal(), DropDeal()]


def _may_hand_over(state: State, deal: Deal, village: str) -> bool:
    """The proposer controls the village and the other family stands there with troops or
    a free lord: a captive held there does not make his family present (5.1, 6.2.3)."""
    to = deal.to
    return (
        to in state.villages[village].present
        and controller(state, village) == deal.proposer
        and bool(troops_of(state, village, to).count or lords_at(state, village, to, captives=False))
    )


def _villages(state: State, deal: Deal) -> list[str]:
    """Villages whose control the proposer may hand over, and those in the deal that it
    no longer controls (which may only be taken back)."""
    return [v for v in state.villages if _may_hand_over(state, deal, v)] + [
        v for v in deal.villages if controller(state, v) != deal.proposer
    ]


def _frees(state: State, deal: Deal) -> list[str]:
    return [lid for lid, lo in state.lords.items() if lo.captor == deal.proposer and lo.family == deal.to]


def _asks(state: State, deal: Deal) -> list[str]:
    return [lid for lid, lo in state.lords.items() if lo.captor == deal.to and lo.family == deal.proposer]


def _hand_after(state: State, deal: Deal, seat: int) -> int:
    hand = len(state.families[seat].hand)
    if seat == deal.proposer:
        return hand - len(deal.give_cards) + deal.take_cards
    return hand + len(deal.give_cards) - deal.take_cards


def term_problem(state: State, seat: int, a: DealTerm, names: Names) -> Message | None:
    deal = state.deal
    if deal is None or deal.sent:
        return m("fief.refusal.diplomacy_no_draft")
    up = a.value == "+"
    limit = state.data.rules.hand_limit
    other = names.family(deal.to)
    if a.term in ("give_deniers", "take_deniers", "take_cards"):
        if a.value not in ("+", "-"):
            return m("fief.refusal.diplomacy_up_or_down")
        current = getattr(deal, a.term)
        if not up:
            return None if current > 0 else m("fief.refusal.diplomacy_nothing_to_take_off")
        if a.term == "give_deniers":
            if not _may_receive(state, deal.to):
                return m("fief.refusal.diplomacy_no_marker_other", family=other)
            if current + 1 > state.families[seat].deniers:
                return m("fief.refusal.diplomacy_give_too_much")
            if current + 1 > _cap(state):
                return m("fief.refusal.diplomacy_other_cap", cap=DENIERS_PER_MARKER)
            return None
        if not _may_receive(state, seat):
            return m("fief.refusal.diplomacy_no_marker")
        if a.term == "take_deniers":
            if current + 1 > _cap(state):
                return m("fief.refusal.diplomacy_own_cap", cap=DENIERS_PER_MARKER)
            return None
        if current + 1 > len(state.families[deal.to].hand):
            return m("fief.refusal.diplomacy_other_hand_small", family=other, n=len(state.families[deal.to].hand))
        if _hand_after(state, deal, seat) + 1 > limit:
            return m("fief.refusal.diplomacy_hand_full", limit=limit)
        return None
    if a.term == "truce":
        if a.value != "on":
            return m("fief.refusal.diplomacy_truce_value")
        if not deal.truce and at_truce(state, deal.proposer, deal.to):
            return m("fief.refusal.diplomacy_truce_already", family=other)
        return None
    if a.term == "give_card":
        if a.value in deal.give_cards:
            return None
        if state.families[seat].hand.count(a.value) <= deal.give_cards.count(a.value):
            return m("fief.refusal.diplomacy_card_not_in_hand")
        if not _may_receive(state, deal.to):
            return m("fief.refusal.diplomacy_no_marker_other", family=other)
        if _hand_after(state, deal, deal.to) + 1 > limit:
            return m("fief.refusal.diplomacy_other_hand_full", family=other, limit=limit)
        return None
    choices = {"village": _villages, "free": _frees, "ask_free": _asks}.get(a.term)
    if choices is None:
        return m("fief.refusal.diplomacy_no_such_term", term=a.term)
    if a.value in getattr(deal, "villages" if a.term == "village" else a.term) or a.value in choices(state, deal):
        return None
    if a.term == "village":
        return m("fief.refusal.diplomacy_village", family=other)
    if a.term == "free":
        return m("fief.refusal.diplomacy_free", family=other)
    return m("fief.refusal.diplomacy_ask_free", family=other)


def term(state: State, seat: int, a: DealTerm, events: list[Event]) -> None:
    deal = state.deal
    assert deal is not None
    if a.term in ("give_deniers", "take_deniers", "take_cards"):
        setattr(deal, a.term, getattr(deal, a.term) + (1 if a.value == "+" else -1))
        return
    if a.term == "truce":
        deal.truce = not deal.truce
        return
    field = {"give_card": "give_cards", "village": "villages"}.get(a.term, a.term)
    items: list[str] = getattr(deal, field)
    if a.value in items:
        items.remove(a.value)
    else:
        items.append(a.value)


def send_problem(state: State, seat: int, a: SendDeal, names: Names) -> Message | None:
    deal = state.deal
    if deal is None or deal.sent:
        return m("fief.refusal.diplomacy_no_draft")
    if deal.empty:
        return m("fief.refusal.diplomacy_empty_deal")
    return None


def send(state: State, seat: int, a: SendDeal, events: list[Event]) -> None:
    deal = state.deal
    assert deal is not None
    deal.sent = True
    events.append(ev.DealOffered(seat, deal.to, *_terms(deal)))
    # The cards offered are told to both families alone.
    if deal.give_cards:
        events.append(ev.DealCardsShown(seat, deal.to, tuple(deal.give_cards)))


def drop(state: State, seat: int, a: DropDeal, events: list[Event]) -> None:
    state.deal = None


def _terms(deal: Deal) -> tuple[int, int, int, int, tuple[str, ...], tuple[str, ...], tuple[str, ...], bool]:
    return (
        deal.give_deniers,
        deal.take_deniers,
        len(deal.give_cards),
        deal.take_cards,
        tuple(deal.villages),
        tuple(deal.free),
        tuple(deal.ask_free),
        deal.truce,
    )


# --------------------------------------------------------------------------- the answer


def answer_candidates(state: State, seat: int) -> list[Action]:
    deal = state.deal
    assert deal is not None
    hand = state.families[seat].hand
    choices = sorted(set(combinations(sorted(hand), deal.take_cards)))
    out: list[Action] = [AnswerDeal(True, cards) for cards in choices]
    return out + [AnswerDeal(False)]


def answer_problem(state: State, seat: int, a: AnswerDeal, names: Names) -> Message | None:
    deal = state.deal
    if deal is None or not deal.sent:
        return m("fief.refusal.diplomacy_no_deal_waiting")
    if not a.accept:
        return None if not a.cards else m("fief.refusal.diplomacy_refusal_gives_nothing")
    if len(a.cards) != deal.take_cards or any(a.cards.count(c) > state.families[seat].hand.count(c) for c in a.cards):
        return m("fief.refusal.diplomacy_cards_asked", n=deal.take_cards)
    if state.families[seat].deniers < deal.take_deniers:
        return m("fief.refusal.diplomacy_deniers_asked", n=deal.take_deniers, have=state.families[seat].deniers)
    if state.families[deal.proposer].deniers < deal.give_deniers:
        return m("fief.refusal.diplomacy_deniers_gone", family=names.family(deal.proposer))
    if any(c not in state.families[deal.proposer].hand for c in deal.give_cards):
        return m("fief.refusal.diplomacy_cards_gone", family=names.family(deal.proposer))
    for who in (deal.proposer, deal.to):
        if _receives(deal, who) and not _may_receive(state, who):
            return m("fief.refusal.diplomacy_no_marker_other", family=names.family(who))
    return None


def _receives(deal: Deal, seat: int) -> bool:
    if seat == deal.to:
        return bool(deal.give_deniers or deal.give_cards)
    return bool(deal.take_deniers or deal.take_cards)


def answer(state: State, seat: int, a: AnswerDeal, events: list[Event]) -> None:
    deal = state.deal
    assert deal is not None
    state.deal = None
    events.append(ev.DealAnswered(seat, deal.proposer, a.accept))
    if not a.accept:
        return
    giver, taker = state.families[deal.proposer], state.families[deal.to]
    for who in (deal.proposer, deal.to):
        if _receives(deal, who) and not open_diplomacy(state):
            state.families[who].stock["diplomacy"] -= 1
            events.append(ev.DiplomacySpent(who))
    giver.deniers += deal.take_deniers - deal.give_deniers
    taker.deniers += deal.give_deniers - deal.take_deniers
    for card in deal.give_cards:
        giver.hand.remove(card)
        taker.hand.append(card)
    for card in a.cards:
        taker.hand.remove(card)
        giver.hand.append(card)
    if a.cards:
        events.append(ev.DealCardsShown(seat, deal.proposer, tuple(a.cards)))
    for v in deal.villages:
        if _may_hand_over(state, deal, v):
            vs = state.edit_village(v)
            vs.present.remove(deal.to)
            vs.present.insert(0, deal.to)
            vs.road_of.pop(deal.to, None)
            vs.road_of[deal.proposer] = ""
            events.append(ev.ControlTransferred(deal.proposer, v, deal.to))
    for lid in deal.free + deal.ask_free:
        lo = state.lords.get(lid)
        if lo is not None and lo.captor >= 0:
            free(state, lid, places(state, lo.family, lid)[0], "deal", events)
    if deal.truce and not at_truce(state, deal.proposer, deal.to):
        state.truces.append(sorted((deal.proposer, deal.to)))
        events.append(ev.TruceMade(deal.proposer, deal.to))
