"""Ecclesiastical and royal titles (1.2, 1.5 to 1.8): who holds what, what a title
change brings with it, the Pope's excommunication and annulment.

The counters live in ``State``: ``bishops`` (bishopric -> lord), ``cardinals`` (lord ->
the card or purchased biretta that made him), ``pope``, ``king``, ``queen`` with
``queen_regent``, ``crown_prince`` and ``excommunicated``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.names import Names
from game.games.fief.rules.state import State

if TYPE_CHECKING:
    from game.core.engine import Event
    from game.games.fief.rules.actions import Excommunicate, LiftExcommunication

#: who lifted an excommunication, as the event keeps it (its words are the event's)
LIFTED_BY_POPE = "the Pope"  # words: not shown (a key the event reads)
LIFTED_BY_DEATH = "the Pope's death"  # words: not shown (a key the event reads)

#: The id the purchasable Cardinal biretta (4.4) has in ``State.cardinals``.
BIRETTA = "biretta"


def male(state: State, lord: str) -> bool:
    card = state.data.lord_cards.get(lord)
    return card is not None and card.gender == "male"


def free(state: State, lord: str) -> bool:
    """In play, not a captive (6.2.3) and not excommunicated (1.7): such a lord may vote
    and stand in elections."""
    lo = state.lords.get(lord)
    return lo is not None and not lo.captive and state.excommunicated != lord


def bishopric_of(state: State, lord: str) -> int | None:
    return next((b for b, holder in state.bishops.items() if holder == lord), None)


def ecclesiastic(state: State, lord: str) -> bool:
    """Bishop, Cardinal or Pope (1.2)."""
    return bishopric_of(state, lord) is not None or lord in state.cardinals or state.pope == lord


def titled(state: State, lord: str) -> bool:
    """A Titled Lord (1.2): any fief, ecclesiastical or royal title."""
    lo = state.lords.get(lord)
    if lo is None:
        return False
    return bool(lo.fief_titles) or ecclesiastic(state, lord) or lord in (state.king, state.queen, state.crown_prince)


def royal_power(state: State) -> str | None:
    """The lord who uses the King's privileges (1.8): the King, else a Queen Regent."""
    if state.king is not None:
        return state.king
    if state.queen_regent and state.queen is not None:
        return state.queen
    return None


def immune_to_justice(state: State, lord: str) -> bool:
    """The King, the Queen (Regent), the Crown Prince and the Pope cannot be beheaded
    (1.7, 1.8, 10.4)."""
    return lord in (state.king, state.queen, state.crown_prince, state.pope)


def title_messages(state: State, lord: str) -> list[Message]:
    """Every title counter beside the lord's card, highest first, as messages."""
    out: list[Message] = []
    if state.king == lord:
        out.append(m("fief.rules.title_king"))
    if state.queen == lord:
        out.append(m("fief.rules.title_queen_regent") if state.queen_regent else m("fief.rules.title_queen"))
    if state.crown_prince == lord:
        out.append(m("fief.rules.title_crown_prince"))
    if state.pope == lord:
        out.append(m("fief.rules.title_pope"))
    if lord in state.cardinals:
        out.append(m("fief.rules.title_cardinal"))
    b = bishopric_of(state, lord)
    if b is not None:
        out.append(Names(state.data, []).bishop_of(b))
    return out


def title_labels(state: State, lord: str) -> list[str]:
    """The same in words, in the current language (for drawing code that makes its
    words each time it draws)."""
    return [str(title) for title in title_messages(state, lord)]


# --------------------------------------------------------------------------- crowns


def crown_king(state: State, lord: str, events: list[Event]) -> None:
    """A King is elected (1.8): a Queen Regent's reign ends; his wife becomes Queen."""
    state.king = lord
    if state.queen is not None and state.queen != state.lords[lord].spouse:
        events.append(ev.QueenStepsDown(state.lords[state.queen].family, state.queen))
        state.queen = None
    state.queen_regent = False
    state.crown_prince = None
    wife = state.lords[lord].spouse
    if wife and wife in state.lords:
        state.queen = wife
        events.append(ev.QueenCrowned(state.lords[wife].family, wife, lord))


def married(state: State, lord: str, spouse: str, events: list[Event]) -> None:
    """A marriage was made: the King's bride becomes Queen (1.8.1); a Queen Regent's new
    husband does not become King."""
    for husband, wife in ((lord, spouse), (spouse, lord)):
        if state.king == husband:
            state.queen = wife
            state.queen_regent = False
            events.append(ev.QueenCrowned(state.lords[wife].family, wife, husband))


def lord_played(state: State, lord: str, events: list[Event]) -> None:
    """1.8.2: the first male lord the Queen's family plays while the King lives and the
    Queen is free becomes the Crown Prince."""
    queen = state.queen
    if (
        queen is None
        or state.king is None
        or state.crown_prince is not None
        or state.queen_regent
        or not male(state, lord)
        or state.lords[queen].captive
        or state.lords[lord].family != state.lords[queen].family
    ):
        return
    state.crown_prince = lord
    events.append(ev.CrownPrinceBorn(state.lords[lord].family, lord, queen))


def made_bishop(state: State, lord: str, events: list[Event]) -> None:
    """1.8.2: a Crown Prince made Bishop gives up the succession."""
    if state.crown_prince == lord:
        state.crown_prince = None
        events.append(ev.CrownPrinceRenounces(state.lords[lord].family, lord))


def lord_gone(state: State, lord: str, events: list[Event]) -> None:
    """A lord died: his ecclesiastical and royal titles leave him (1.6, 1.7, 1.8.1, 1.8.2)."""
    for b, bishop in list(state.bishops.items()):
        if bishop == lord:
            del state.bishops[b]
    source = state.cardinals.pop(lord, None)
    if source and source in state.data.lord_cards:
        state.lord_discard.append(source)  # a Cardinal card goes to the Lord discard pile (1.6, 9.2)
    if lord in state.round_bishops:
        state.round_bishops.remove(lord)
    if state.pope == lord:
        state.pope = None
        if state.excommunicated is not None:  # the Pope's death ends the excommunication
            lifted = state.excommunicated
            state.excommunicated = None
            if lifted in state.lords:
                events.append(ev.ExcommunicationLifted(state.lords[lifted].family, lifted, LIFTED_BY_DEATH))
    if state.excommunicated == lord:
        state.excommunicated = None
    if state.queen == lord:
        state.queen = None
        state.queen_regent = False
    if state.king == lord:
        state.king = None
        heir = state.crown_prince
        if heir is not None and heir in state.lords:
            state.crown_prince = None
            if state.queen is not None:  # the old King's Queen loses her title
                state.queen = None
            events.append(ev.CrownPrinceCrowned(state.lords[heir].family, heir))
            crown_king(state, heir, events)
        elif state.queen is not None:
            state.queen_regent = True
            events.append(ev.QueenRegency(state.lords[state.queen].family, state.queen))
    if state.crown_prince == lord:
        state.crown_prince = None


# --------------------------------------------------------------------------- the Pope


def excommunication_targets(state: State, seat: int) -> list[str]:
    """Lords the Pope's family may excommunicate now: once a round, one at a time, never
    the Pope himself (1.7)."""
    pope = state.pope
    if (
        pope is None
        or state.lords[pope].family != seat
        or state.excommunicated is not None
        or state.excommunication_round == state.round
    ):
        return []
    return [lid for lid in state.lords if lid != pope]


def excommunicate(state: State, seat: int, a: Excommunicate, events: list[Event]) -> None:
    """1.7: the lord can neither vote nor stand; a Bishop or Cardinal loses those titles."""
    lord = a.lord
    state.excommunicated = lord
    state.excommunication_round = state.round
    lost = []
    b = bishopric_of(state, lord)
    if b is not None:
        del state.bishops[b]
        lost.append(f"bishop:{b}")
        if lord in state.round_bishops:
            state.round_bishops.remove(lord)
    source = state.cardinals.pop(lord, None)
    if source is not None:
        lost.append("cardinal")
        if source in state.data.lord_cards:
            state.lord_discard.append(source)
    events.append(ev.Excommunicated(seat, lord, state.lords[lord].family, tuple(lost)))


def lift(state: State, seat: int, a: LiftExcommunication, events: list[Event]) -> None:
    lord = state.excommunicated
    assert lord is not None
    state.excommunicated = None
    events.append(ev.ExcommunicationLifted(state.lords[lord].family, lord, LIFTED_BY_POPE))


def may_annul(state: State, seat: int) -> bool:
    """A family with a marriage may ask the Pope to annul it (1.7), except a King and
    Queen's marriage once there is a Crown Prince, and not again in a round in which the
    Pope refused it."""
    if state.pope is None or state.annulment is not None or seat in state.annulments_refused:
        return False
    for lid in state.families[seat].lords:
        partner = state.lords[lid].spouse
        if partner:
            royal = {lid, partner} == {state.king, state.queen}
            return not (royal and state.crown_prince is not None)
    return False


def annul(state: State, seat: int, events: list[Event]) -> None:
    """The marriage of ``seat`` is annulled: the alliance ends (1.1.1). A Queen married to
    the King stops being Queen."""
    for lid in state.families[seat].lords:
        partner = state.lords[lid].spouse
        if partner:
            state.edit_lord(lid).spouse = ""
            state.edit_lord(partner).spouse = ""
            if state.queen in (lid, partner) and state.king in (lid, partner):
                state.queen = None
            events.append(ev.MarriageAnnulled(seat, lid, partner, state.lords[partner].family))
            return
