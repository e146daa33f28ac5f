"""Jousts (OR 4.14, OR-E34, OR-E35, OR-E59..E62).

The initiator's Banner is in the middle of the table. Each Earl in turn, clockwise from
the initiator's left and the initiator last, opts out with a Banner or enters with a stake
(a Property or a Castle of his Earldom; an Earl with one Castle and no Property may enter
without one) and a tilter (one of his Lords, a Hand card face down, or none). Nobody
tilting, or one Earl left in, calls it off. Otherwise each tilter is dealt two Joust
cards; the best hand takes every stake, those tied for best drawing one card each until
one is ahead. Hand tilters, the losers' Lords and every Banner are discarded; the Joust
deck is gathered and shuffled.
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Any

from game.core.engine import Action, Decision
from game.core.i18n import m
from game.games.ortus_regni.rules import combat
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import Ante, OptOut, Tilt
from game.games.ortus_regni.rules.flow import RESUMES, STAGES, Context, Stage, pop, push
from game.games.ortus_regni.rules.state import OrtusState

Events = tb.Events
#: the value of a Joust card or tilter: Prince 2, Vassal 1, nothing 0
VALUES = {"prince": 2, "vassal": 1, "none": 0}
WILD = -1
#: sudden-death draws before the first of those still tied (clockwise) is declared the
#: winner: a bound so that the Joust always ends, never reached in practice (each draw
#: ends it with a chance of at least 5 in 8)
SUDDEN_DEATHS = 60


def begin(s: OrtusState, seat: int, card: int, events: Events) -> None:
    order = tb.clockwise_from(s, seat)
    events.append(ev.JoustCalled(seat, card))
    push(
        s,
        {
            "kind": "joust",
            "initiator": seat,
            "banner": card,
            "order": order,
            "i": 0,
            "step": "enter",
            "entries": {},
            "then": "",
        },
    )


def entry(ctx: Context, seat: int) -> dict[str, Any]:
    entries: dict[str, dict[str, Any]] = ctx["entries"]
    return entries.setdefault(str(seat), {"out": False, "banner": -1, "ante": -1, "tilt": ""})


def exempt(s: OrtusState, seat: int) -> bool:
    """One Castle or Palace and no Property: no stake is asked (OR-E60, OR-A08)."""
    earl = s.earls[seat]
    return len(earl.fiefs) == 1 and not earl.fiefs[0].props


# --------------------------------------------------------------------------- decisions
def decision(s: OrtusState, ctx: Context) -> Decision:
    seat = ctx["order"][ctx["i"]]
    earl = s.earls[seat]
    name = s.config.seats[seat].name
    if ctx["step"] == "enter":
        opts: list[Action] = [OptOut(c) for c in tb.first_of_each(s, earl.hand, ("banner",))]
        for f in earl.fiefs:
            opts.append(Ante(f.castle))
            opts.extend(Ante(c) for c in f.props)
        if exempt(s, seat):
            opts.append(Ante(-1))
        prompt = m("ortus_regni.prompt.joust_enter", name=name)
        return Decision(seat, "joust_enter", prompt, tuple(opts), interrupt=seat != s.turn)
    stake = entry(ctx, seat)["ante"]
    own_lord = bool(s.options("stake_lord_tilts"))  # OR-A26
    opts = [Tilt(f"lord:{f.lord}") for f in earl.fiefs if f.lord is not None and (own_lord or f.castle != stake)]
    no_prince = not s.options("prince_tilt_from_hand") and tb.prince_lord(s, seat) is not None
    for card in tb.first_of_each(s, earl.hand):
        if no_prince and s.role(card) == "prince":
            continue
        opts.append(Tilt(f"hand:{card}"))
    opts.append(Tilt(""))
    prompt = m("ortus_regni.prompt.joust_tilt", name=name)
    return Decision(seat, "joust_tilt", prompt, tuple(opts), interrupt=seat != s.turn)


def apply(s: OrtusState, ctx: Context, action: Action, events: Events) -> None:
    seat = ctx["order"][ctx["i"]]
    e = entry(ctx, seat)
    if isinstance(action, OptOut):
        s.earls[seat].hand.remove(action.card)
        e["out"], e["banner"] = True, action.card
        events.append(ev.JoustOptedOut(seat, action.card))
        advance(s, ctx, events)
    elif isinstance(action, Ante):
        e["ante"] = action.card
        events.append(ev.JoustAnte(seat, action.card))
        if action.card < 0 and not s.options("exempt_may_tilt"):
            e["out"] = True  # without a stake he sits out (the OR-A08 reading)
            advance(s, ctx, events)
            return
        ctx["step"] = "tilt"
    elif isinstance(action, Tilt):
        e["tilt"] = action.source
        if action.source.startswith("hand:"):
            card = int(action.source[5:])
            s.earls[seat].hand.remove(card)
            events.append(ev.JoustTilted(seat, "hand", -1))
        elif action.source:
            events.append(ev.JoustTilted(seat, "lord", int(action.source[5:])))
        else:
            events.append(ev.JoustTilted(seat, "", -1))
        ctx["step"] = "enter"
        advance(s, ctx, events)


def advance(s: OrtusState, ctx: Context, events: Events) -> None:
    ctx["i"] += 1
    if ctx["i"] < len(ctx["order"]):
        return
    resolve(s, ctx, events)


# --------------------------------------------------------------------------- the hands (OR-E61, OR-T10)
def tilter_value(s: OrtusState, source: str) -> int:
    """A tilter's value: a Prince 2, a Vassal 1, a Champion wild (OR-E20), else 0."""
    if not source:
        return 0
    role = s.role(int(source.partition(":")[2]))
    return WILD if role == "champion" else VALUES.get(role, 0)


def hand_key(values: list[int]) -> tuple[int, int, int]:
    """(kind, rank, kicker): three alike 3, a pair 2, a high card 1, nothing 0 (OR-T10)."""
    best = (0, 0, 0)
    for filled in product(*[(2, 1) if v == WILD else (v,) for v in values]):
        counted = sorted((v for v in filled if v > 0), reverse=True)
        key = (0, 0, 0)
        for v in (2, 1):
            n = counted.count(v)
            if n >= 2:
                kicker = max((x for x in counted if x != v), default=0)
                key = max(key, (n, v, kicker))
        if key == (0, 0, 0) and counted:
            key = (1, counted[0], counted[1] if len(counted) > 1 else 0)
        best = max(best, key)
    return best


def card_value(s: OrtusState, card: int) -> int:
    return VALUES.get(s.data.table[s.kind(card)].value, 0)


def deal(s: OrtusState, events: Events) -> int:
    """A Joust card face up; dealt cards lie aside, shuffled again should the deck run
    out in a long sudden death (OR-A15)."""
    card = tb.draw_table(s, s.joust, "joust", events)
    assert card is not None, "the Joust deck holds cards"
    s.joust.discard.append(card)
    return card


def resolve(s: OrtusState, ctx: Context, events: Events) -> None:
    initiator = ctx["initiator"]
    entries = {int(k): v for k, v in ctx["entries"].items()}
    entrants = [seat for seat in ctx["order"] if seat in entries and not entries[seat]["out"]]
    tilters = [seat for seat in entrants if entries[seat]["tilt"]]
    if not tilters or len(entrants) <= 1:
        cancel(s, ctx, entries, events)
        return
    hands: dict[int, list[int]] = {seat: [] for seat in tilters}
    for seat in tilters:
        src = entries[seat]["tilt"]
        if src.startswith("hand:"):
            events.append(ev.JoustTilterShown(seat, int(src[5:])))
    winner = tilters[0]
    if len(tilters) > 1:
        for _ in range(s.data.numbers.joust_cards):
            for seat in tilters:
                hands[seat].append(deal(s, events))
        keys = {
            seat: hand_key([tilter_value(s, entries[seat]["tilt"]), *(card_value(s, c) for c in hands[seat])])
            for seat in tilters
        }
        for seat in tilters:
            events.append(ev.JoustHand(seat, tuple(hands[seat]), keys[seat][0], keys[seat][1]))
        best = max(keys.values())
        tied = [seat for seat in tilters if keys[seat] == best]
        if len(tied) > 1 and s.options("joust_ties") == "all_tied":  # every hand tied with another (OR-A10)
            alike = Counter(keys.values())
            tied = [seat for seat in tilters if alike[keys[seat]] > 1]
        for _ in range(SUDDEN_DEATHS):  # sudden death among those tied for best (OR-A10)
            if len(tied) == 1:
                break
            drawn = {seat: deal(s, events) for seat in tied}
            for seat in tied:
                hands[seat].append(drawn[seat])
                events.append(ev.JoustSuddenDeath(seat, drawn[seat]))
            top = max(card_value(s, c) for c in drawn.values())
            tied = [seat for seat in tied if card_value(s, drawn[seat]) == top]
        winner = tied[0]
    events.append(ev.JoustWon(winner, initiator))
    payout(s, ctx, entries, entrants, winner, events)


def payout(
    s: OrtusState, ctx: Context, entries: dict[int, dict[str, Any]], entrants: list[int], winner: int, events: Events
) -> None:
    """Every stake to the winner; Hand tilters, the losers' Lords, the Banners discarded."""
    for seat, e in entries.items():
        src: str = e["tilt"]
        if src.startswith("hand:"):
            tb.discard_to(s, int(src[5:]), seat)
        elif src.startswith("lord:") and seat != winner:
            lord = int(src[5:])
            for f in s.earls[seat].fiefs:
                if f.lord == lord:
                    f.lord = None
                    tb.discard_to(s, lord, seat)
        if e["banner"] >= 0:
            tb.discard_to(s, e["banner"], seat)
    tb.discard_to(s, ctx["banner"], ctx["initiator"])
    places: list[int] = []
    for seat in entrants:
        card = entries[seat]["ante"]
        if seat == winner or card < 0:
            continue
        for i, f in enumerate(s.earls[seat].fiefs):
            if f.castle == card:
                tb.gained_fief(s, winner, tb.remove_fief(s, seat, i), events)
                break
            if card in f.props:
                f.props.remove(card)
                places.append(card)
                break
        events.append(ev.StakeWon(winner, card, seat))
    gather(s)
    tb.check_fiefs(s, events)
    if s.result is not None:
        return
    ctx["step"] = "placing"
    if places:
        combat.begin_placing(s, winner, places, "joust_end", events)
    else:
        pop(s, events)


def cancel(s: OrtusState, ctx: Context, entries: dict[int, dict[str, Any]], events: Events) -> None:
    """Called off (OR-E62): stakes stay; Hand tilters go back; the initiating Banner is
    discarded, the others too with the ``cancelled_joust_banners`` reading "all"."""
    every = s.options("cancelled_joust_banners") == "all"
    for seat, e in entries.items():
        src: str = e["tilt"]
        if src.startswith("hand:"):
            s.earls[seat].hand.append(int(src[5:]))
        if e["banner"] >= 0:
            if every:
                tb.discard_to(s, e["banner"], seat)
            else:
                s.earls[seat].hand.append(e["banner"])
    tb.discard_to(s, ctx["banner"], ctx["initiator"])
    events.append(ev.JoustCancelled(ctx["initiator"]))
    gather(s)
    pop(s, events)


def gather(s: OrtusState) -> None:
    """The whole Joust deck gathered and shuffled after every Joust (OR 1.3)."""
    s.joust.draw.extend(s.joust.discard)
    s.joust.discard = []
    s.rng.shuffle(s.joust.draw)


def joust_end(s: OrtusState, ctx: Context, events: Events) -> None:
    pop(s, events)


STAGES["joust"] = Stage(decision, apply)
RESUMES["joust_end"] = joust_end

__all__ = ["VALUES", "WILD", "begin", "exempt", "hand_key", "tilter_value"]
