"""Jousts (rulebook "Banner" 3 and "Jousts"; inventory OR 4.14, OR-E34, OR-E35,
OR-E59..E62, OR-T10, OR-T26, OR-T27, OR-A06, OR-A07, OR-A08, OR-A10, OR-A25, errata 1-2).

The Joust deck is gathered and shuffled after every Joust: each test stacks the cards it
deals with ``top``; the deal goes one card to each tilter clockwise from the initiator's
left, then a second round, then a card to each Earl still tied in a sudden death."""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

import pytest

from game.core.engine import Event
from game.games.ortus_regni.rules import engine, joust
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.actions import Ante, Banner, Concede, EndTurn, OptOut, PlaceGained, Tilt
from game.games.ortus_regni.rules.joust import WILD, hand_key
from game.games.ortus_regni.rules.state import OrtusState

from .helpers import A, B, C, D, blank, fief, hand, kinds_of, pending, play, top

E = TypeVar("E", bound=Event)
P, V, N = 2, 1, 0  # a Prince, a Vassal, nothing (OR-E61)
#: OR 4.14's table of Joust hands, best first (rulebook "Jousts": poker-like ranking)
RANKS = [
    ((P, P, P), (3, 2, 0)),
    ((V, V, V), (3, 1, 0)),
    ((P, P, V), (2, 2, 1)),
    ((P, P, N), (2, 2, 0)),
    ((V, V, P), (2, 1, 2)),
    ((V, V, N), (2, 1, 0)),
    ((P, V, N), (1, 2, 1)),
    ((P, N, N), (1, 2, 0)),
    ((V, N, N), (1, 1, 0)),
    ((N, N, N), (0, 0, 0)),
]


def only(events: list[Event], cls: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, cls)]


def lord_of(s: OrtusState, seat: int, index: int) -> int:
    lord = s.earls[seat].fiefs[index].lord
    assert lord is not None
    return lord


def prop(s: OrtusState, seat: int, index: int, i: int = 0) -> int:
    return s.earls[seat].fiefs[index].props[i]


def joust_whole(s: OrtusState) -> None:
    """The Joust deck gathered again: 24 cards to draw, none aside (OR 1.3, OR-E62)."""
    assert len(s.joust.draw) == 24 and s.joust.discard == []
    assert Counter(s.kinds[c] for c in s.joust.draw) == {"joust_no_luck": 12, "joust_prince": 6, "joust_vassal": 6}


def dealt_kinds(s: OrtusState, events: list[Event]) -> dict[int, list[str]]:
    return {e.seat: [s.kinds[c] for c in e.cards] for e in only(events, ev.JoustHand)}


# --------------------------------------------------------------------------- the hands (OR-T10)
@pytest.mark.parametrize(("values", "key"), RANKS)
def test_or_t10_every_hand_of_the_table_has_its_key(values: tuple[int, int, int], key: tuple[int, int, int]) -> None:
    """OR-E61, OR-T10: three alike, a pair, a high card, nothing; the order of the cards
    does not matter."""
    assert hand_key(list(values)) == key
    assert hand_key(list(reversed(values))) == key


def test_or_t10_the_ten_ranks_are_strictly_ordered() -> None:
    """Rulebook "The Joust Hand": PPP is the best; PPV beats PP-; PV- beats P- alone."""
    keys = [hand_key(list(v)) for v, _ in RANKS]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == 10
    assert hand_key([P, P, V]) > hand_key([P, P, N]) and hand_key([P, V, N]) > hand_key([P, N, N])


@pytest.mark.parametrize(
    ("values", "natural"),
    [
        ((WILD, P, P), (P, P, P)),
        ((WILD, V, V), (V, V, V)),
        ((WILD, P, V), (P, P, V)),
        ((WILD, P, N), (P, P, N)),
        ((WILD, V, N), (V, V, N)),
        ((WILD, N, N), (P, N, N)),
    ],
)
def test_or_t10_the_champion_is_wild(values: tuple[int, int, int], natural: tuple[int, int, int]) -> None:
    """OR-E20: the Champion counts as the Prince or the Vassal that makes the best hand,
    "as valuable as a natural Prince or Vassal"."""
    assert hand_key(list(values)) == hand_key(list(natural))


# --------------------------------------------------------------------------- a whole Joust
def test_or_t26_sudden_death_only_between_those_tied_for_best() -> None:
    """OR-T26, OR-A10: A Champion + P + - (PP-), B Prince Lord + V + V (VVP), C a Church
    from the Hand + P + P (PP-): A and C tie for best and only they draw again. The winner
    takes every stake, a Castle with its Fief; every Hand tilter is discarded (the
    winner's too), the losing Lord too; the Joust deck is whole again (rulebook
    "Jousts")."""
    s = blank(3)
    banner, champion = hand(s, A, "banner", "champion")
    a_stake = fief(s, A, props=("land",))
    fief(s, B, "palace", lord="prince")
    b_stake = fief(s, B, props=("land",))
    (church,) = hand(s, C, "church")
    c_stake = fief(s, C, props=("market_town",))
    b_prince, b_land = lord_of(s, B, 0), prop(s, B, b_stake)
    c_castle, c_market = s.earls[C].fiefs[c_stake].castle, prop(s, C, c_stake)
    a_land = prop(s, A, a_stake)
    # dealt B, C, A, B, C, A; then the sudden death, C first, then A
    deal = ("vassal", "prince", "prince", "vassal", "prince", "no_luck", "no_luck", "prince")
    top(s, "joust", *(f"joust_{k}" for k in deal))

    events = play(s, Banner(banner, "joust"))
    assert events == [ev.JoustCalled(A, banner)]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "joust_enter", True)
    play(s, Ante(b_land), Tilt(f"lord:{b_prince}"))
    play(s, Ante(c_castle))
    assert Tilt(f"hand:{church}") in pending(s).options
    events = play(s, Tilt(f"hand:{church}"))
    assert events == [ev.JoustTilted(C, "hand", -1)]  # face down until all have chosen
    assert (pending(s).seat, pending(s).interrupt) == (A, False)
    play(s, Ante(a_land))
    events = play(s, Tilt(f"hand:{champion}"))

    assert only(events, ev.JoustTilterShown) == [ev.JoustTilterShown(C, church), ev.JoustTilterShown(A, champion)]
    hands = only(events, ev.JoustHand)
    assert [(h.seat, h.rank, h.value) for h in hands] == [(B, 2, 1), (C, 2, 2), (A, 2, 2)]
    assert dealt_kinds(s, events) == {
        B: ["joust_vassal", "joust_vassal"],
        C: ["joust_prince", "joust_prince"],
        A: ["joust_prince", "joust_no_luck"],
    }
    deaths = only(events, ev.JoustSuddenDeath)
    assert [(e.seat, s.kinds[e.card]) for e in deaths] == [(C, "joust_no_luck"), (A, "joust_prince")]
    assert ev.JoustWon(A, A) in events
    assert only(events, ev.StakeWon) == [ev.StakeWon(A, b_land, B), ev.StakeWon(A, c_castle, C)]
    # payout
    assert s.earls[B].fiefs[0].lord is None and s.earls[B].discard == [b_prince]
    assert s.earls[C].discard == [church]
    assert s.earls[A].discard == [champion, banner]
    assert [f.castle for f in s.earls[C].fiefs] == [s.earls[C].fiefs[0].castle]
    assert s.earls[A].fiefs[-1].castle == c_castle and s.earls[A].fiefs[-1].props == [c_market]
    assert s.earls[A].fiefs[a_stake].props == [a_land]  # his own stake comes home
    joust_whole(s)
    d = pending(s)
    assert (d.seat, d.kind) == (A, "place")
    assert d.options == tuple(PlaceGained(b_land, i) for i in range(3))
    play(s, PlaceGained(b_land, a_stake))
    assert s.earls[A].fiefs[a_stake].props == [a_land, b_land]
    assert s.earls[A].reserve == []  # a Land won draws nothing (OR-A24)
    assert pending(s).options == (EndTurn(), Concede())


def test_the_winner_takes_the_stakes_his_lord_stays_the_losers_lords_go() -> None:
    """OR-E62 (rulebook "Jousts"): the winner receives every stake: a Castle with its Fief
    and without its Lord (OR-A06, OR-A07), Properties he places himself; Hand tilters and
    losing Lords are discarded, the winning Lord stays; every Banner is discarded, the
    opt-out Banner too (rulebook "Banner" 3)."""
    s = blank(4)
    (banner,) = hand(s, A, "banner")
    fief(s, A, "palace", lord="vassal")
    a_lord = lord_of(s, A, 0)
    a_stake = fief(s, A, props=("land",))
    fief(s, B, "palace", lord="prince")
    b_stake = fief(s, B, lord="vassal", props=("market_town",))
    b_prince, b_vassal = lord_of(s, B, 0), lord_of(s, B, b_stake)
    b_castle, b_market = s.earls[B].fiefs[b_stake].castle, prop(s, B, b_stake)
    (champion,) = hand(s, C, "champion")
    c_stake = fief(s, C, props=("land",))
    c_land = prop(s, C, c_stake)
    (d_banner,) = hand(s, D, "banner")
    fief(s, D, props=("church",))
    top(s, "joust", *(f"joust_{k}" for k in ("no_luck", "vassal", "prince", "no_luck", "no_luck", "prince")))

    play(s, Banner(banner, "joust"))
    play(s, Ante(b_castle), Tilt(f"lord:{b_prince}"))
    play(s, Ante(c_land), Tilt(f"hand:{champion}"))
    assert pending(s).seat == D and OptOut(d_banner) in pending(s).options
    assert play(s, OptOut(d_banner)) == [ev.JoustOptedOut(D, d_banner)]
    d = pending(s)
    assert (d.seat, d.kind) == (A, "joust_enter")
    play(s, Ante(prop(s, A, a_stake)))
    assert Tilt(f"lord:{a_lord}") in pending(s).options
    events = play(s, Tilt(f"lord:{a_lord}"))

    # B: Prince + - + - (P--); C: Champion + V + - (VV-); A: Vassal + P + P (PPV)
    assert [(h.seat, h.rank, h.value) for h in only(events, ev.JoustHand)] == [(B, 1, 2), (C, 2, 1), (A, 2, 2)]
    assert only(events, ev.JoustSuddenDeath) == []
    assert ev.JoustWon(A, A) in events
    assert s.earls[A].fiefs[0].lord == a_lord  # the winning Lord stays
    assert s.earls[B].fiefs[0].lord is None  # the losing Lord is discarded
    assert s.earls[B].discard == [b_prince, b_vassal]  # and the anted Castle's Lord (OR-A07)
    assert s.earls[C].discard == [champion]
    assert s.earls[D].discard == [d_banner] and s.earls[D].hand == []
    assert s.earls[A].discard == [banner]
    won = s.earls[A].fiefs[-1]
    assert (won.castle, won.lord, won.props) == (b_castle, None, [b_market])
    assert len(s.earls[B].fiefs) == 1
    joust_whole(s)
    d = pending(s)
    assert (d.seat, d.kind, d.options[0]) == (A, "place", PlaceGained(c_land, 0))
    play(s, PlaceGained(c_land, len(s.earls[A].fiefs) - 1))
    assert won.props == [b_market, c_land] and s.earls[C].fiefs[c_stake].props == []
    assert (pending(s).seat, pending(s).kind) == (A, "turn")


def test_or_t27_a_lone_tilter_wins_every_stake_whatever_his_hand() -> None:
    """OR-T27: three Earls ante, only B tilts: B wins all the stakes, no Joust card is
    dealt (rulebook "Jousts": "If he does not tilt, he cannot win the pot")."""
    s = blank(3)
    (banner,) = hand(s, A, "banner")
    a_stake = fief(s, A, props=("land",))
    (vassal,) = hand(s, B, "vassal")
    b_stake = fief(s, B, props=("church",))
    c_stake = fief(s, C, props=("land",))
    a_land, b_church, c_land = prop(s, A, a_stake), prop(s, B, b_stake), prop(s, C, c_stake)
    before = list(s.joust.draw)
    play(s, Banner(banner, "joust"))
    play(s, Ante(b_church), Tilt(f"hand:{vassal}"))
    play(s, Ante(c_land), Tilt(""))
    events = play(s, Ante(a_land), Tilt(""))
    assert only(events, ev.JoustHand) == [] and only(events, ev.JoustSuddenDeath) == []
    assert ev.JoustTilterShown(B, vassal) in events
    assert ev.JoustWon(B, A) in events
    assert only(events, ev.StakeWon) == [ev.StakeWon(B, c_land, C), ev.StakeWon(B, a_land, A)]
    assert s.earls[B].discard == [vassal] and s.earls[A].discard == [banner]
    assert sorted(s.joust.draw) == sorted(before) and s.joust.discard == []
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "place", True)
    play(s, PlaceGained(c_land, b_stake), PlaceGained(a_land, 0))
    assert s.earls[B].fiefs[b_stake].props == [b_church, c_land] and s.earls[B].fiefs[0].props == [a_land]
    assert s.earls[A].fiefs[a_stake].props == [] and s.earls[C].fiefs[c_stake].props == []
    assert (pending(s).seat, pending(s).kind) == (A, "turn")


def test_or_t27_nobody_tilting_calls_the_joust_off() -> None:
    """OR-T27, rulebook "Jousts": stakes but no tilter: cancelled for inclement weather;
    the stakes stay with their owners, the initiating Banner is discarded and the Action
    is spent."""
    s = blank(3)
    (banner,) = hand(s, A, "banner")
    stakes = {seat: fief(s, seat, props=("land",)) for seat in (A, B, C)}
    play(s, Banner(banner, "joust"))
    play(s, Ante(prop(s, B, stakes[B])), Tilt(""), Ante(prop(s, C, stakes[C])), Tilt(""))
    events = play(s, Ante(prop(s, A, stakes[A])), Tilt(""))
    assert events[-1] == ev.JoustCancelled(A)
    assert only(events, ev.StakeWon) == [] and only(events, ev.JoustWon) == []
    assert all(len(s.earls[seat].fiefs[stakes[seat]].props) == 1 for seat in (A, B, C))
    assert s.earls[A].discard == [banner]
    joust_whole(s)
    d = pending(s)
    assert (d.seat, d.kind, d.options) == (A, "turn", (EndTurn(), Concede())) and s.action_used


@pytest.mark.parametrize("banners", ["initiator", "all"])
def test_every_earl_but_one_opting_out_calls_the_joust_off(banners: str) -> None:
    """Rulebook "Jousts": every Earl but 1 opted out with Banners: cancelled; the lone
    entrant's Hand tilter goes back to his Hand, his stake stays; the initiating Banner is
    discarded; the opt-out Banners go back to their Hands (errata 2, the default), or are
    discarded with ``cancelled_joust_banners`` "all"."""
    s = blank(3, options={"cancelled_joust_banners": banners})
    banner, vassal = hand(s, A, "banner", "vassal")
    a_stake = fief(s, A, props=("land",))
    (b_banner,) = hand(s, B, "banner")
    (c_banner,) = hand(s, C, "banner")
    play(s, Banner(banner, "joust"), OptOut(b_banner), OptOut(c_banner), Ante(prop(s, A, a_stake)))
    events = play(s, Tilt(f"hand:{vassal}"))
    assert kinds_of(events) == ["joust_tilted", "joust_cancelled"]
    assert s.earls[A].hand == [vassal] and len(s.earls[A].fiefs[a_stake].props) == 1
    assert s.earls[A].discard == [banner]
    if banners == "initiator":
        assert s.earls[B].hand == [b_banner] and s.earls[C].hand == [c_banner]
        assert s.earls[B].discard == [] and s.earls[C].discard == []
    else:
        assert s.earls[B].hand == [] and s.earls[C].hand == []
        assert s.earls[B].discard == [b_banner] and s.earls[C].discard == [c_banner]
    joust_whole(s)


def test_entry_goes_clockwise_from_the_initiators_left_and_he_may_opt_out_last() -> None:
    """OR-E59, OR-E35 (rulebook "Jousts", "Banner" 3): clockwise from the Earl to the
    initiator's left, the initiator last; each Earl antes (or, with one Castle and no
    Property, need not) then names his tilter; the initiator may opt out with a second
    Banner."""
    s = blank(4, seat=B)
    banner, second = hand(s, B, "banner", "banner")
    play(s, Banner(banner, "joust"))
    seen = []
    for seat in (C, D, A):
        d = pending(s)
        assert (d.seat, d.kind, d.interrupt) == (seat, "joust_enter", True)
        palace = s.earls[seat].fiefs[0].castle
        assert d.options == (Ante(palace), Ante(-1))  # exempt: his last Castle, or no stake
        play(s, Ante(-1))
        d = pending(s)
        assert (d.seat, d.kind, d.options) == (seat, "joust_tilt", (Tilt(""),))
        play(s, Tilt(""))
        seen.append(seat)
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "joust_enter", False)
    assert OptOut(second) in d.options
    events = play(s, OptOut(second))
    assert seen == [C, D, A]
    assert events == [ev.JoustOptedOut(B, second), ev.JoustCancelled(B)]
    assert s.earls[B].discard == [banner] and s.earls[B].hand == [second]


@pytest.mark.parametrize("may_tilt", [True, False])
def test_the_exempt_earl_enters_without_a_stake_or_sits_out(may_tilt: bool) -> None:
    """OR-E60, OR-A08, errata 1: an Earl with one Castle and no Property is not made to
    ante; with ``exempt_may_tilt`` true he may still tilt (and win); with false he sits
    out (and here, one Earl left in, the Joust is off)."""
    s = blank(2, options={"exempt_may_tilt": may_tilt})
    (banner,) = hand(s, A, "banner")
    a_stake = fief(s, A, props=("land",))
    a_land = prop(s, A, a_stake)
    (vassal,) = hand(s, B, "vassal")
    play(s, Banner(banner, "joust"))
    assert pending(s).options == (Ante(s.earls[B].fiefs[0].castle), Ante(-1))
    events = play(s, Ante(-1))
    assert events == [ev.JoustAnte(B, -1)]
    if may_tilt:
        assert (pending(s).seat, pending(s).kind) == (B, "joust_tilt")
        play(s, Tilt(f"hand:{vassal}"))
        events = play(s, Ante(a_land), Tilt(""))
        assert ev.JoustWon(B, A) in events and only(events, ev.StakeWon) == [ev.StakeWon(B, a_land, A)]
        play(s, PlaceGained(a_land, 0))
        assert s.earls[B].fiefs[0].props == [a_land] and s.earls[B].discard == [vassal]
    else:
        assert (pending(s).seat, pending(s).kind) == (A, "joust_enter")
        events = play(s, Ante(a_land), Tilt(""))
        assert events[-1] == ev.JoustCancelled(A)
        assert s.earls[A].fiefs[a_stake].props == [a_land] and s.earls[B].hand == [vassal]
    assert (pending(s).seat, pending(s).kind) == (A, "turn")
    joust_whole(s)


def test_one_joust_may_put_several_earls_out_at_once() -> None:
    """Inventory §5, rulebook "Jousts" ("he may still choose to Joust with his last
    Castle"): two Earls ante their Palaces and lose: both leave the game at once and the
    winner, the last Earl, wins."""
    s = blank(3)
    banner, vassal = hand(s, A, "banner", "vassal")
    b_palace, c_palace = s.earls[B].fiefs[0].castle, s.earls[C].fiefs[0].castle
    play(s, Banner(banner, "joust"), Ante(b_palace), Tilt(""), Ante(c_palace), Tilt(""), Ante(-1))
    events = play(s, Tilt(f"hand:{vassal}"))
    assert kinds_of(events)[-3:] == ["eliminated", "eliminated", "game_ended"]
    assert events[-3:] == [ev.Eliminated(B, "fiefs"), ev.Eliminated(C, "fiefs"), ev.GameEnded(A, (A,), "last_earl")]
    assert [f.castle for f in s.earls[A].fiefs][1:] == [b_palace, c_palace]
    assert s.result is not None and s.result.winners == (A,)
    assert engine.pending(s) is None
    joust_whole(s)


@pytest.mark.parametrize("allowed", [True, False])
def test_a_prince_from_the_hand_beside_a_prince_lord(allowed: bool) -> None:
    """OR-A25: the Joust lets an Earl tilt "anything from his Hand", a Prince too beside
    his Prince Lord; ``prince_tilt_from_hand`` false forbids it (one Prince in play)."""
    s = blank(2, options={"prince_tilt_from_hand": allowed})
    banner, prince, church = hand(s, A, "banner", "prince", "church")
    fief(s, A, "palace", lord="prince")
    a_prince = lord_of(s, A, 0)
    play(s, Banner(banner, "joust"), Ante(-1), Tilt(""), Ante(-1))
    opts = pending(s).options
    assert Tilt(f"lord:{a_prince}") in opts and Tilt(f"hand:{church}") in opts
    assert (Tilt(f"hand:{prince}") in opts) == allowed


def test_tilter_values() -> None:
    """OR-E61, OR-E20: a Prince tilter 2, a Vassal 1, a Champion wild, any other card (an
    Abbot, a Church) nothing."""
    s = blank(2)
    prince, vassal, champion, monk, church = hand(s, A, "prince", "vassal", "champion", "monk", "church")
    assert joust.tilter_value(s, f"hand:{prince}") == P
    assert joust.tilter_value(s, f"lord:{vassal}") == V
    assert joust.tilter_value(s, f"hand:{champion}") == WILD
    assert joust.tilter_value(s, f"lord:{monk}") == N
    assert joust.tilter_value(s, f"hand:{church}") == N
    assert joust.tilter_value(s, "") == N


def test_sudden_death_repeats_until_one_is_ahead() -> None:
    """OR-A10, rulebook "Jousts" ("Repeat the 'high card wins' as necessary"): two tied
    hands draw No Luck both, then a Vassal against a Prince: the Prince wins."""
    s = blank(2)
    banner, a_church = hand(s, A, "banner", "church")
    (b_church,) = hand(s, B, "church")
    deal = ("prince", "prince", "no_luck", "no_luck", "no_luck", "no_luck", "vassal", "prince")
    top(s, "joust", *(f"joust_{k}" for k in deal))
    play(s, Banner(banner, "joust"), Ante(-1), Tilt(f"hand:{b_church}"), Ante(-1))
    events = play(s, Tilt(f"hand:{a_church}"))
    assert [(h.seat, h.rank, h.value) for h in only(events, ev.JoustHand)] == [(B, 1, 2), (A, 1, 2)]
    deaths = [(e.seat, s.kinds[e.card]) for e in only(events, ev.JoustSuddenDeath)]
    assert deaths == [(B, "joust_no_luck"), (A, "joust_no_luck"), (B, "joust_vassal"), (A, "joust_prince")]
    assert ev.JoustWon(A, A) in events
    joust_whole(s)


def test_an_initiator_put_out_by_his_own_joust_hands_the_turn_on() -> None:
    """Rulebook "Jousts" ("he may still choose to Joust with his last Castle") and OR 3.1:
    the initiator stakes his Palace and loses it: he is out, and the next Earl's turn
    begins at once."""
    s = blank(3)
    (banner,) = hand(s, A, "banner")
    (vassal,) = hand(s, B, "vassal")
    b_stake = fief(s, B, props=("land",))
    (c_banner,) = hand(s, C, "banner")
    a_palace = s.earls[A].fiefs[0].castle
    play(s, Banner(banner, "joust"), Ante(prop(s, B, b_stake)), Tilt(f"hand:{vassal}"), OptOut(c_banner))
    events = play(s, Ante(a_palace), Tilt(""))
    assert ev.JoustWon(B, A) in events and ev.Eliminated(A, "fiefs") in events
    assert not s.earls[A].alive and s.earls[B].fiefs[-1].castle == a_palace
    assert s.earls[C].discard == [c_banner] and s.earls[B].discard == [vassal]
    assert kinds_of(events)[-1] == "turn_began"
    d = pending(s)
    assert (d.seat, d.kind) == (B, "turn") and s.turn == B and not s.action_used
