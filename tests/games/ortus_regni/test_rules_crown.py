"""The Banner's Bequeath and crown claim, the King and his Royal Army (rulebook "Banner",
"King Card", "Prince Lord", "Archbishop"; inventory §1.4, OR 4.11, OR-E12, OR-E32, OR-E33,
OR-E51..E53, OR-T01, OR-T14, OR-T15, OR-T31, OR-A05, OR-A09)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.actions import (
    Attack,
    Banner,
    Concede,
    EndTurn,
    Field,
    FieldDone,
    Garrison,
    Give,
    NoAllies,
    Treachery,
)
from game.games.ortus_regni.rules.combat import KING
from game.games.ortus_regni.rules.state import OrtusState

from .helpers import (
    A,
    B,
    C,
    D,
    army,
    blank,
    card,
    fief,
    hand,
    in_deck,
    kinds_of,
    pending,
    play,
    reserve,
    top,
    turn_of,
)


def claims(s: OrtusState, seat: int, n: int) -> list[int]:
    """``n`` claim Banners already beside the Earl's Earldom (played on earlier turns)."""
    made = [card(s, seat, "banner") for _ in range(n)]
    s.earls[seat].banners.extend(made)
    turn_of(s, s.turn, s.action_used)
    return made


def king(s: OrtusState) -> int | None:
    """Who holds the King Card (read through a call: the state changes under the tests)."""
    return s.king


def crown_options(s: OrtusState) -> list[Banner]:
    return [o for o in pending(s).options if isinstance(o, Banner) and o.mode == "crown"]


# --------------------------------------------------------------------------- the claim (OR-E33, OR-E53)
def test_or_t14_two_claims_against_none_crown_at_once() -> None:
    """OR-T14: A's second Banner makes 2 against 0: he is crowned at once, every claim
    Banner is discarded, and the other Earl, who has a Reserve, gives one Army card of his
    choice face up into the Royal Army (rulebook "Banner" 2, "King Card"); the Royal Army
    has 1 slot with 2 starting Earls (OR-T01)."""
    s = blank(2)
    (first,) = claims(s, A, 1)
    (banner,) = hand(s, A, "banner")
    infantry, knight = reserve(s, B, "army_infantry", "army_knight")
    events = play(s, Banner(banner, "crown"))
    assert events == [ev.CrownClaimed(A, banner, 2), ev.Crowned(A, 1)]
    assert s.king == A and s.royal == [None]
    assert s.earls[A].banners == [] and s.earls[A].discard == [first, banner]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "tribute", True)
    assert d.options == (Give(infantry), Give(knight))
    events = play(s, Give(knight))
    assert events == [ev.TributePaid(B, knight, A)]
    assert s.royal == [knight] and s.earls[B].reserve == [infantry]
    d = pending(s)
    assert (d.seat, d.kind) == (A, "turn") and not s.stack


@pytest.mark.parametrize(
    ("mine", "theirs", "crowned"),
    [(1, 0, False), (2, 0, True), (2, 1, False), (3, 1, True), (3, 2, False), (4, 2, True)],
)
def test_or_t15_the_crown_needs_two_claims_and_a_lead_of_two(mine: int, theirs: int, crowned: bool) -> None:
    """OR-E53, OR-T15: at least 2 Banners and 2 more than any other claimant (rulebook
    "Banner" 2: 2-1 is not enough, 3-1 is). Crowned, every claim on the table goes to its
    Earl's discard pile, the other claimant's too."""
    s = blank(2)
    before = claims(s, A, mine - 1)
    others = claims(s, B, theirs)
    (banner,) = hand(s, A, "banner")
    events = play(s, Banner(banner, "crown"))
    assert events[0] == ev.CrownClaimed(A, banner, mine)
    if crowned:
        assert kinds_of(events) == ["crown_claimed", "crowned"]
        assert s.king == A
        assert s.earls[A].banners == [] and s.earls[B].banners == []
        assert s.earls[A].discard == [*before, banner] and s.earls[B].discard == others
    else:
        assert kinds_of(events) == ["crown_claimed"]
        assert s.king is None
        assert s.earls[A].banners == [*before, banner] and s.earls[B].banners == others
        assert s.earls[A].discard == [] and s.earls[B].discard == []
    assert (pending(s).seat, pending(s).kind) == (A, "turn")  # B has no Reserve: no tribute


def test_or_t15_step_by_step_two_to_one_then_three_to_one() -> None:
    """OR-T15 as played: A 2, B 1: no King; A's 3rd Banner on a later turn crowns him."""
    s = blank(2)
    claims(s, A, 1)
    (b1,) = claims(s, B, 1)
    (a2, a3) = hand(s, A, "banner", "banner")
    assert kinds_of(play(s, Banner(a2, "crown"))) == ["crown_claimed"]
    assert s.king is None and len(s.earls[A].banners) == 2
    turn_of(s, A)  # his next turn
    events = play(s, Banner(a3, "crown"))
    assert events[-1] == ev.Crowned(A, 1)
    assert s.earls[B].discard == [b1]


def test_tribute_each_other_earl_with_a_reserve_gives_one() -> None:
    """OR-E53 (rulebook "King Card": "all other Earls ... with any Army Cards"): clockwise
    from the King, each other Earl with an Army card in his Reserve gives one of his
    choice; an Earl with an empty Reserve is not asked; the King gives none (OR-A09). The
    Royal Army has starting Earls - 1 = 3 slots (OR-T01)."""
    s = blank(4)
    claims(s, A, 1)
    (banner,) = hand(s, A, "banner")
    (own,) = reserve(s, A, "army_knight")
    (b_inf,) = reserve(s, B, "army_infantry")
    d_knight, d_inf = reserve(s, D, "army_knight", "army_infantry")
    events = play(s, Banner(banner, "crown"))
    assert events[-1] == ev.Crowned(A, 3) and s.royal == [None, None, None]
    assert (pending(s).seat, pending(s).kind, pending(s).options) == (B, "tribute", (Give(b_inf),))
    play(s, Give(b_inf))
    d = pending(s)
    assert (d.seat, d.kind) == (D, "tribute")  # C, with no Reserve, is skipped
    assert d.options == (Give(d_inf), Give(d_knight))
    events = play(s, Give(d_knight))
    assert events == [ev.TributePaid(D, d_knight, A)]
    assert s.royal == [b_inf, d_knight, None]
    assert s.earls[A].reserve == [own] and s.earls[D].reserve == [d_inf] and s.earls[C].reserve == []
    assert (pending(s).seat, pending(s).kind) == (A, "turn") and not s.stack


@pytest.mark.parametrize("king_pays", [False, True])
def test_king_pays_tribute_option(king_pays: bool) -> None:
    """OR-A09, errata 3: by default the new King gives nothing to himself; with
    ``king_pays_tribute`` true he is asked like the others (here the only one who can)."""
    s = blank(2, options={"king_pays_tribute": king_pays})
    claims(s, A, 1)
    (banner,) = hand(s, A, "banner")
    (knight,) = reserve(s, A, "army_knight")
    play(s, Banner(banner, "crown"))
    d = pending(s)
    if king_pays:
        assert (d.seat, d.kind, d.options, d.interrupt) == (A, "tribute", (Give(knight),), False)
        assert play(s, Give(knight)) == [ev.TributePaid(A, knight, A)]
        assert s.royal == [knight] and s.earls[A].reserve == []
    else:
        assert (d.seat, d.kind) == (A, "turn")
        assert s.royal == [None] and s.earls[A].reserve == [knight]
        # the King fills his Royal Army himself, as a free Action of his turn (OR 4.3)
        assert Garrison(knight, 0) in d.options


def test_no_crown_claim_while_a_king_reigns() -> None:
    """OR 4.11 (the FAQ: one King at a time): while a King lives no Banner is offered to
    claim the crown; a Banner may still start a Joust."""
    s = blank(2)
    (banner,) = hand(s, A, "banner")
    assert crown_options(s) == [Banner(banner, "crown")]
    s.king, s.royal = B, [None]
    turn_of(s, A)
    assert crown_options(s) == []
    assert Banner(banner, "joust") in pending(s).options


def test_the_kings_elimination_returns_the_crown_and_discards_the_royal_army() -> None:
    """OR-E51, rulebook "King Card": the King leaves play only with his Earl; then the King
    Card goes back and may be claimed again; his Royal Army cards go to the Army discard."""
    s = blank(3)
    knight = army(s, "army_knight")
    s.king, s.royal = B, [knight, None]
    fief(s, B, "palace", lord="vassal")
    (treachery,) = hand(s, A, "treachery")
    events = play(s, Treachery(treachery, "assassinate", B, 0), NoAllies())
    assert ev.Eliminated(B, "fiefs") in events
    assert king(s) is None and s.royal == [None, None]
    assert s.army.discard == [knight]
    (banner,) = hand(s, C, "banner")
    turn_of(s, C)
    assert crown_options(s) == [Banner(banner, "crown")]


def test_an_eliminated_claimant_leaves_another_crowned_at_once() -> None:
    """Rulebook "King Card" (special case): when a contestant leaves the game and another
    Earl now has 2 Banners and a lead of 2, he is crowned at once, even outside his turn;
    the Royal Army keeps its starting size (3 Earls: 2 slots)."""
    s = blank(3, seat=C)
    a_claims = claims(s, A, 2)
    claims(s, B, 1)
    fief(s, B, "palace", lord="vassal")
    (treachery,) = hand(s, C, "treachery")
    (tribute,) = reserve(s, C, "army_infantry")
    assert s.king is None
    events = play(s, Treachery(treachery, "assassinate", B, 0), NoAllies())
    assert kinds_of(events)[-2:] == ["eliminated", "crowned"]
    assert events[-1] == ev.Crowned(A, 2)
    assert king(s) == A and s.earls[A].banners == [] and s.earls[A].discard == a_claims
    d = pending(s)
    assert (d.seat, d.kind, d.options, d.interrupt) == (C, "tribute", (Give(tribute),), False)
    play(s, Give(tribute))
    assert s.royal == [tribute, None]
    assert (pending(s).seat, pending(s).kind) == (C, "turn")


# --------------------------------------------------------------------------- Bequeath (OR-E32, OR-E12)
@pytest.mark.parametrize(
    ("cathedral", "church", "archbishop_bequeaths", "offered"),
    [
        (None, False, True, True),  # no Archbishop: no veto
        (B, False, True, False),  # OR-T31: B holds the Cathedral, A has no Church
        (B, True, True, True),  # OR-T31: with a Church A may
        (A, False, True, True),  # OR-T31, OR-A05: the Archbishop himself may
        (A, False, False, False),  # archbishop_bequeaths false: he may not without a Church
    ],
)
def test_or_t31_the_archbishop_vetoes_bequeath(
    cathedral: int | None, church: bool, archbishop_bequeaths: bool, offered: bool
) -> None:
    """OR-E12, OR-E07, OR-T31: another Earl's Cathedral forbids Bequeath unless the Earl
    has a Church (rulebook "Church", "Cathedral", "Archbishop")."""
    s = blank(2, options={"archbishop_bequeaths": archbishop_bequeaths})
    fief(s, A, "palace", lord="prince", props=("church",) if church else ())
    if cathedral is not None:
        fief(s, cathedral, props=("cathedral",))
    (banner,) = hand(s, A, "banner")
    assert (Banner(banner, "bequeath") in pending(s).options) == offered
    assert Banner(banner, "joust") in pending(s).options


def test_bequeath_needs_a_prince_lord() -> None:
    """OR-E16, OR-E32: only a Banner played on a Prince Lord Bequeaths."""
    s = blank(2)
    fief(s, A, "palace", lord="vassal")
    hand(s, A, "banner", "prince")
    assert not any(isinstance(o, Banner) and o.mode == "bequeath" for o in pending(s).options)


def test_bequeath_shuffles_the_whole_discard_pile_into_the_deck() -> None:
    """OR-E32 (rulebook "Banner" 1, "Prince"): the Banner and the Prince Lord go to the
    discard pile, then the whole pile is shuffled into what is left of the deck; the Fief
    stays, without a Lord."""
    s = blank(2)
    fief(s, A, "palace", lord="prince", props=("land",))
    palace = s.earls[A].fiefs[0]
    prince, land = palace.lord, list(palace.props)
    left = in_deck(s, A, "castle", "monk")
    old = [card(s, A, "treachery"), card(s, A, "vassal"), card(s, A, "banquet")]
    s.earls[A].discard.extend(old)
    (banner,) = hand(s, A, "banner")
    assert prince is not None
    events = play(s, Banner(banner, "bequeath"))
    assert events == [ev.Bequeathed(A, prince)]
    assert s.earls[A].discard == []
    assert Counter(s.earls[A].deck) == Counter([*left, *old, banner, prince])
    assert s.earls[A].fiefs[0].lord is None and s.earls[A].fiefs[0].props == land
    assert s.earls[A].hand == []
    assert (pending(s).seat, pending(s).kind) == (A, "turn") and s.action_used


# --------------------------------------------------------------------------- the King in battle (OR-E51)
def test_the_king_fields_as_one_one_and_is_never_killed() -> None:
    """OR-E51 (rulebook "King Card": "1/1 ... the only way to kill the King Card is to
    remove that Earl from the game"): in a Normal Battle the King sends 1 (the defender's
    Vassal is hit) and takes 1, and stays."""
    s = blank(2)
    s.king, s.royal = A, [None]
    (vassal,) = hand(s, B, "vassal")
    top(s, "battle", "battle_normal")
    turn_of(s, A)
    play(s, Attack("siege", B, 0))
    d = pending(s)
    assert (d.seat, d.kind, d.options) == (A, "field", (Field(KING),))
    play(s, Field(KING), FieldDone())
    assert pending(s).options == (Field(f"hand:{vassal}"), FieldDone())
    events = play(s, Field(f"hand:{vassal}"), FieldDone())
    assert ev.UnitsHit(A, (), True) in events
    assert ev.UnitsHit(B, (vassal,), False) in events
    assert not any(isinstance(e, ev.CastleHeld) for e in events)  # 1 point, 1 unit: no excess
    assert s.king == A and s.earls[A].alive
    assert s.earls[B].discard == [vassal]
    assert pending(s).options == (EndTurn(), Concede())
    # and next time he is there to field again
    turn_of(s, A)
    play(s, Attack("siege", B, 0))
    assert pending(s).options == (Field(KING),)
    events = play(s, Field(KING), FieldDone(), FieldDone())
    palace = s.earls[B].fiefs[0].castle
    assert ev.CastleHeld(B, palace, 1) in events  # undefended: the King's 1 point reaches the Palace
    assert s.king == A
