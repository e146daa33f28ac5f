"""Opportunity cards played outside the Play Cards step: the d'Arc card (9.1),
Assassination (10.3) with its answer by Secret Passage (10.2.3), Justice (10.4), and the
Secret Passage that lets an army move through Heavy Rain or without asking leave (10.2.1).

A family may play them at its own decisions in every phase (``engine.OPPORTUNITY_STEPS``:
its turns, and its candidate and votes in an election), in the draw step only before its
first draw (FAQ of phase 2). An Assassination opens a reaction window:
the target's family may answer with a Secret Passage before the die is rolled. By default
it is asked only when it holds one; with ``GameConfig.reactions == "everyone"`` it is
always asked, so that being asked reveals nothing about its hand.

The Uprising (10.1) has its own module; the Ambush (10.5) and the Secret Passage's
tunnels (10.2.2) are played in battles (``game.games.fief.rules.battle``), its escape of captives
(10.2.3) here as well as at the ransom (``game.games.fief.rules.ransom``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    Assassinate,
    Consent,
    Done,
    Escape,
    PlayAmbush,
    PlayCardinal,
    PlayDarc,
    PlayJustice,
)
from game.games.fief.rules.battle import ambushed, lord_killed
from game.games.fief.rules.card_effects import (
    AMBUSH,
    ASSASSINATION,
    JUSTICE,
    SECRET_PASSAGE,
    effect_of,
    holds,
    spend,
    take,
)
from game.games.fief.rules.deaths import kill_lord
from game.games.fief.rules.ransom import free_candidates
from game.games.fief.rules.state import Attack, CardinalRequest, State
from game.games.fief.rules.titles import BIRETTA, immune_to_justice

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names


def darc_card(state: State) -> str | None:
    """The id of the d'Arc card in the Lord deck's data (None if a mod removed it)."""
    return next((c for c, card in state.data.lord_cards.items() if card.kind == "darc"), None)


def _is_lady(state: State, lord: str) -> bool:
    card = state.data.lord_cards.get(lord)
    return card is not None and card.kind == "lord" and card.gender == "female"


# --------------------------------------------------------------------------- candidates


def candidates(state: State, seat: int) -> list[Action]:
    hand = state.families[seat].hand
    out: list[Action] = free_candidates(state, seat)
    darc = darc_card(state)
    if darc and darc in hand and state.darc is None:
        out += [PlayDarc(lid) for lid in state.lords if _is_lady(state, lid) and not state.lords[lid].spouse]
    if holds(state.data, hand, ASSASSINATION):
        own = state.families[seat].lords
        out += [
            Assassinate(target, sponsor) for target, lo in state.lords.items() if lo.family != seat for sponsor in own
        ]
    if holds(state.data, hand, JUSTICE):
        out += [PlayJustice(lord) for lord in state.assassins]
    for card in dict.fromkeys(c for c in hand if _is_cardinal_card(state, c)):
        out += [PlayCardinal(card, b) for b in dict.fromkeys(state.bishops.values()) if b not in state.cardinals]
    return out


def _is_cardinal_card(state: State, card: str) -> bool:
    c = state.data.lord_cards.get(card)
    return c is not None and c.kind == "cardinal"


# --------------------------------------------------------------------------- Cardinal (9.2)


def cardinal_problem(state: State, seat: int, action: PlayCardinal, names: Names) -> Message | None:
    if action.card not in state.families[seat].hand or not _is_cardinal_card(state, action.card):
        return m("fief.refusal.opportunity_no_cardinal_card")
    if action.bishop not in state.bishops.values():
        return m("fief.refusal.opportunity_cardinal_not_bishop", lord=names.lord(action.bishop))
    if action.bishop in state.cardinals:
        return m("fief.refusal.opportunity_already_cardinal", lord=names.lord(action.bishop))
    return None


def play_cardinal(state: State, seat: int, action: PlayCardinal, events: list[Event]) -> None:
    pope = state.pope
    if pope is not None and state.lords[pope].family != seat:
        state.cardinal_request = CardinalRequest(seat, action.card, action.bishop)  # the Pope decides (1.7)
        return
    make_cardinal(state, CardinalRequest(seat, action.card, action.bishop), events)


def make_cardinal(state: State, req: CardinalRequest, events: list[Event]) -> None:
    """The Bishop becomes Cardinal: by the card, which waits by his biretta until he dies
    (9.2), or by the purchasable biretta, paid now (4.4)."""
    bought = req.card == BIRETTA
    if bought:
        state.families[req.seat].deniers -= state.data.costs.cardinal
    else:
        state.families[req.seat].hand.remove(req.card)
    state.cardinals[req.bishop] = req.card
    events.append(ev.CardinalNamed(req.seat, req.bishop, state.lords[req.bishop].family, bought=bought))


def consent(state: State, seat: int, action: Consent, events: list[Event]) -> None:
    req = state.cardinal_request
    assert req is not None
    state.cardinal_request = None
    if action.allow:
        make_cardinal(state, req, events)
    else:
        events.append(
            ev.CardinalNamed(
                req.seat, req.bishop, state.lords[req.bishop].family, refused=True, bought=req.card == BIRETTA
            )
        )


# --------------------------------------------------------------------------- d'Arc


def darc_problem(state: State, seat: int, action: PlayDarc, names: Names) -> Message | None:
    darc = darc_card(state)
    if darc is None or darc not in state.families[seat].hand:
        return m("fief.refusal.opportunity_no_darc_card")
    if state.darc is not None:
        return m("fief.refusal.opportunity_darc_taken", lord=names.lord(state.darc))
    if action.lady not in state.lords:
        return m("fief.refusal.opportunity_not_in_play", lord=names.lord(action.lady))
    if not _is_lady(state, action.lady):
        return m("fief.refusal.opportunity_darc_not_lady", lord=names.lord(action.lady))
    if state.lords[action.lady].spouse:
        return m("fief.refusal.opportunity_darc_married", lord=names.lord(action.lady))
    return None


def play_darc(state: State, seat: int, action: PlayDarc, events: list[Event]) -> None:
    darc = darc_card(state)
    assert darc is not None
    state.families[seat].hand.remove(darc)  # the card stays with her until she dies (9.1)
    state.darc = action.lady
    lo = state.lords[action.lady]
    march = state.marches.get(action.lady)
    if march is not None:  # named during her family's movement: her third move counts at once
        march.moves_left += state.data.rules.moves_darc - state.data.rules.moves_per_lord
    events.append(ev.DarcNamed(seat, action.lady, lo.family))


# --------------------------------------------------------------------------- Assassination


def assassinate_problem(state: State, seat: int, action: Assassinate, names: Names) -> Message | None:
    if not holds(state.data, state.families[seat].hand, ASSASSINATION):
        return m("fief.refusal.opportunity_no_assassination_card")
    target = state.lords.get(action.target)
    if target is None:
        return m("fief.refusal.opportunity_not_in_play", lord=names.lord(action.target))
    if target.family == seat:
        return m("fief.refusal.opportunity_own_lord")
    if action.sponsor not in state.families[seat].lords:
        return m("fief.refusal.opportunity_sponsor", lord=names.lord(action.sponsor))
    return None


def assassinate(state: State, seat: int, action: Assassinate, events: list[Event]) -> None:
    card = take(state.data, state.families[seat].hand, ASSASSINATION)
    taken_from = mark_assassin(state, action.sponsor)  # even if the attempt fails (10.3)
    family = state.lords[action.target].family
    events.append(ev.AssassinationPlayed(seat, action.target, action.sponsor, family, taken_from))
    state.attack = Attack(seat, action.target, family, card)
    if not asks(state, family):
        resolve_attack(state, events)


def mark_assassin(state: State, sponsor: str) -> str:
    """Put an Assassin marker on the sponsor (10.3) and return the lord it was taken
    from, if any. A lord bears one marker at most: sponsoring again renews his. With every
    marker of the box on other lords, the sponsor takes the one of the lord who took his
    first, who is then out of Justice's reach (10.4)."""
    marked = state.assassins
    if sponsor in marked:
        marked.remove(sponsor)
    taken_from = ""
    if marked and len(marked) >= state.data.shared_stock.assassin_markers:
        taken_from = marked.pop(0)
    if len(marked) < state.data.shared_stock.assassin_markers:
        marked.append(sponsor)
    return taken_from


def asks(state: State, family: int) -> bool:
    """Whether the target's family is asked before the die is rolled."""
    return state.config.reactions == "everyone" or holds(state.data, state.families[family].hand, SECRET_PASSAGE)


def react_candidates(state: State, seat: int) -> list[Action]:
    out: list[Action] = [Escape()] if holds(state.data, state.families[seat].hand, SECRET_PASSAGE) else []
    return out + [Done()]


def escape_problem(state: State, seat: int, action: Escape, names: Names) -> Message | None:
    if state.attack is None:
        return m("fief.refusal.opportunity_nothing_to_escape")
    if not holds(state.data, state.families[seat].hand, SECRET_PASSAGE):
        return m("fief.refusal.opportunity_no_passage_card")
    return None


def escape(state: State, seat: int, action: Escape, events: list[Event]) -> None:
    attack = state.attack
    assert attack is not None
    state.fortune_discard.append(attack.card)
    spend(state.data, state.families[seat].hand, state.fortune_discard, SECRET_PASSAGE)
    state.attack = None
    if effect_of(state.data, attack.card) == ASSASSINATION:
        events.append(ev.SecretPassageUsed(seat, attack.target, "escape"))
    else:
        events.append(ev.AmbushFoiled(seat, attack.target))


def resolve_attack(state: State, events: list[Event]) -> None:
    """No escape: the target rolls a die and dies on 1 to 3 (10.3), or the Ambush takes
    him captive (10.5)."""
    attack = state.attack
    assert attack is not None
    state.attack = None
    state.fortune_discard.append(attack.card)
    if effect_of(state.data, attack.card) != ASSASSINATION:
        ambushed(state, attack.seat, attack.target, events)
        return
    roll = state.rng.d6()
    died = roll <= state.data.rules.assassination_death_max
    events.append(ev.AssassinationRolled(attack.family, attack.target, roll, died))
    if died:
        kill_lord(state, attack.target, "Assassination", events)  # words: not shown (a cause, named by the event)
        lord_killed(state, events)  # played during a battle: it goes on without him


# --------------------------------------------------------------------------- Justice


def justice_problem(state: State, seat: int, action: PlayJustice, names: Names) -> Message | None:
    if not holds(state.data, state.families[seat].hand, JUSTICE):
        return m("fief.refusal.opportunity_no_justice_card")
    if action.target not in state.assassins:
        return m("fief.refusal.opportunity_justice_no_marker")
    if immune_to_justice(state, action.target):
        return m("fief.refusal.opportunity_justice_immune", lord=names.lord(action.target))
    return None


def justice(state: State, seat: int, action: PlayJustice, events: list[Event]) -> None:
    spend(state.data, state.families[seat].hand, state.fortune_discard, JUSTICE)
    family = state.lords[action.target].family
    events.append(ev.JusticeDone(seat, action.target, family))
    kill_lord(state, action.target, "Justice", events)  # words: not shown (a cause, named by the event)
    lord_killed(state, events)


# --------------------------------------------------------------------------- Ambush


def ambush(state: State, seat: int, a: PlayAmbush, events: list[Event]) -> None:
    card = take(state.data, state.families[seat].hand, AMBUSH)
    family = state.lords[a.target].family
    events.append(ev.AmbushPlayed(seat, a.target, family))
    state.attack = Attack(seat, a.target, family, card)
    if not asks(state, family):
        resolve_attack(state, events)
