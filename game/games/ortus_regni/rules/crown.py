"""The Banner's modes and the King (OR-E32..E35, OR-E51..E53, OR 4.11, OR 4.15).

Bequeath: the Banner and the Prince Lord to the discard pile, then the whole discard pile
shuffled into what is left of the deck. A claim: the Banner stays beside the Earldom; an
Earl with at least 2 claims and 2 more than any other claimant is crowned at once (even
outside his turn, when another claimant leaves the game): every claim Banner is
discarded, and every other Earl who has an Army card in his Reserve gives one of his
choice to the Royal Army (OR-A09). A Joust: see ``joust``.
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.i18n import m
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import joust
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import Give
from game.games.ortus_regni.rules.flow import STAGES, Context, Stage, pop, push
from game.games.ortus_regni.rules.state import OrtusState

Events = tb.Events


def banner(s: OrtusState, seat: int, card: int, mode: str, events: Events) -> None:
    earl = s.earls[seat]
    if mode == "bequeath":
        index = tb.prince_lord(s, seat)
        assert index is not None
        fief = earl.fiefs[index]
        prince = fief.lord
        assert prince is not None
        fief.lord = None
        tb.discard_to(s, card, seat)
        tb.discard_to(s, prince, seat)
        earl.deck.extend(earl.discard)
        earl.discard = []
        s.rng.shuffle(earl.deck)
        events.append(ev.Bequeathed(seat, prince))
    elif mode == "crown":
        earl.banners.append(card)
        events.append(ev.CrownClaimed(seat, card, len(earl.banners)))
        check(s, events)
    else:
        joust.begin(s, seat, card, events)


def claimant(s: OrtusState) -> int | None:
    """The Earl the claims crown now, if any (OR-E53, OR-T14, OR-T15)."""
    if s.king is not None:
        return None
    nums = s.data.numbers
    counts = {seat: len(s.earls[seat].banners) for seat in s.alive()}
    for seat, n in counts.items():
        others = max((c for o, c in counts.items() if o != seat), default=0)
        if n >= nums.crown_banners and n >= others + nums.crown_lead:
            return seat
    return None


def check(s: OrtusState, events: Events) -> None:
    """Crown the Earl whose claims suffice; ask the tribute of the others."""
    if s.result is not None:
        return
    seat = claimant(s)
    if seat is None:
        return
    s.king = seat
    s.royal = [None] * max(0, s.seats + s.data.numbers.royal_army_offset)
    for holder, earl in enumerate(s.earls):
        for card in earl.banners:
            tb.discard_to(s, card, holder)
        earl.banners = []
    events.append(ev.Crowned(seat, len(s.royal)))
    givers = [
        other
        for other in tb.clockwise_from(s, seat)
        if (other != seat or s.options("king_pays_tribute")) and s.earls[other].reserve
    ]
    if givers and s.royal:
        push(s, {"kind": "tribute", "king": seat, "givers": givers, "then": ""})


def tribute_decision(s: OrtusState, ctx: Context) -> Decision:
    seat = ctx["givers"][0]
    opts: tuple[Action, ...] = tuple(Give(c) for c in tb.first_of_each(s, s.earls[seat].reserve))
    prompt = m("ortus_regni.prompt.tribute", name=s.config.seats[seat].name, king=s.config.seats[ctx["king"]].name)
    return Decision(seat, "tribute", prompt, opts, interrupt=seat != s.turn)


def tribute_apply(s: OrtusState, ctx: Context, action: Action, events: Events) -> None:
    assert isinstance(action, Give)
    seat = ctx["givers"].pop(0)
    s.earls[seat].reserve.remove(action.card)
    slot = next((i for i, c in enumerate(s.royal) if c is None), None)
    if slot is not None:  # face up in the Royal Army
        s.royal[slot] = action.card
    else:  # the King's own tribute beyond the slots (king_pays_tribute)
        tb.discard(s, action.card)
    events.append(ev.TributePaid(seat, action.card, ctx["king"]))
    ctx["givers"] = [g for g in ctx["givers"] if s.earls[g].alive and s.earls[g].reserve]
    if not ctx["givers"] or None not in s.royal:
        pop(s, events)


STAGES["tribute"] = Stage(tribute_decision, tribute_apply)

__all__ = ["banner", "check", "claimant"]
