"""The other reading of each ambiguity the rulebook leaves open (inventory §7; the
defaults are tested with the rules they belong to; docs/ortus_regni/rules-decisions.md):
OR-A07, OR-A10, OR-A16, OR-A17, OR-A18, OR-A23, OR-A24, OR-A26."""

from __future__ import annotations

import pytest

from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import (
    Ante,
    Attack,
    Banner,
    Banquet,
    Commit,
    Field,
    FieldDone,
    Install,
    Intrigue,
    NoAllies,
    PlaceGained,
    PlayAllies,
    Tilt,
    Treachery,
    Yield,
)
from game.games.ortus_regni.rules.state import Fief

from .helpers import A, B, C, D, blank, fief, hand, in_deck, kinds_of, pending, play, top


def test_a07_the_lord_goes_along_with_his_castle() -> None:
    """OR-A07 "goes_along": a Castle given away keeps its Lord; a second Prince Lord is
    discarded all the same (OR-E14)."""
    s = blank(options={"lord_changes_hands": "goes_along"})
    f = Fief(hand(s, B, "castle")[0], hand(s, B, "vassal")[0])
    s.earls[B].hand.clear()
    tb.gained_fief(s, A, f, [])
    assert s.earls[A].fiefs[-1].lord == f.lord
    fief(s, A, "palace", lord="prince")
    g = Fief(hand(s, B, "castle")[0], hand(s, B, "prince")[0])
    s.earls[B].hand.clear()
    prince = g.lord
    tb.gained_fief(s, A, g, [])
    assert s.earls[A].fiefs[-1].lord is None and prince in s.earls[B].discard


def test_a07_by_default_the_lord_is_discarded() -> None:
    s = blank()
    lord = hand(s, B, "vassal")[0]
    f = Fief(hand(s, B, "castle")[0], lord)
    s.earls[B].hand.clear()
    tb.gained_fief(s, A, f, [])
    assert s.earls[A].fiefs[-1].lord is None and s.earls[B].discard == [lord]


@pytest.mark.parametrize(("reading", "winner"), [("best_only", A), ("all_tied", C)])
def test_a10_who_draws_in_the_sudden_death(reading: str, winner: int) -> None:
    """OR-A10: four Monk tilters; A and B are dealt a pair of Princes (tied for best), C and
    D a Vassal high (tied lower). "best_only": A and B draw (B a Vassal, A a Prince): A
    wins. "all_tied": all four draw (B a Vassal, C a Prince, D and A nothing): C wins, and
    takes every stake."""
    s = blank(4, options={"joust_ties": reading})
    (banner,) = hand(s, A, "banner")
    order = (B, C, D, A)
    tilters = {seat: hand(s, seat, "monk")[0] for seat in order}
    for seat in order:
        fief(s, seat, "palace", props=("church",))
    play(s, Banner(banner, "joust"))
    dealt = ("joust_prince", "joust_vassal", "joust_vassal", "joust_prince") * 1 + (
        "joust_prince",
        "joust_no_luck",
        "joust_no_luck",
        "joust_prince",
    )
    sudden = ("joust_vassal", "joust_prince", "joust_no_luck", "joust_no_luck")
    top(s, "joust", *dealt, *sudden)
    events = []
    for seat in order:
        stake = s.earls[seat].fiefs[0].props[0]
        events += play(s, Ante(stake), Tilt(f"hand:{tilters[seat]}"))
    won = [e.seat for e in events if isinstance(e, ev.JoustWon)]
    assert won == [winner]
    drawn = [e.seat for e in events if isinstance(e, ev.JoustSuddenDeath)]
    assert drawn == ([B, A] if reading == "best_only" else [B, C, D, A])
    while pending(s).kind == "place":
        play(s, pending(s).options[0])
    assert sum(1 for f in s.earls[winner].fiefs for c in f.props if s.role(c) == "church") == 4


def test_a16_the_fief_stands_when_its_lord_fell_in_the_struggle() -> None:
    """OR-A16 "stands": the Vassal Lord named by the Assassination was committed and lost
    in the struggle: the Fief stays."""
    s = blank(options={"fallen_lord_fief": "stands"})
    (treachery,) = hand(s, A, "treachery")
    hand(s, A, "vassal", "vassal")
    target = fief(s, B, "castle", lord="vassal", props=("land",))
    lord = s.earls[B].fiefs[target].lord
    (allies,) = hand(s, B, "allies")
    vassals = [c for c in s.earls[A].hand if s.role(c) == "vassal"]
    play(s, Treachery(treachery, "assassinate", B, target), PlayAllies(allies))
    play(s, commit_hand(vassals[0]), commit_lord(lord), commit_hand(vassals[1]), Yield())
    assert len(s.earls[B].fiefs) == 2 and s.earls[B].fiefs[target].lord is None
    assert lord in s.earls[B].discard


def commit_hand(card: int) -> Commit:
    return Commit(f"hand:{card}")


def commit_lord(card: int | None) -> Commit:
    return Commit(f"lord:{card}")


def test_a17_damage_hand_on_a_short_hand_does_nothing_with_fizzle() -> None:
    """OR-A17 "fizzle": a Hand of one card is left whole."""
    s = blank(options={"short_hand_damage": "fizzle"})
    (treachery,) = hand(s, A, "treachery")
    kept = hand(s, B, "castle")
    events = play(s, Treachery(treachery, "damage_hand", B), NoAllies())
    assert s.earls[B].hand == kept and "political_failed" in kinds_of(events)


def test_a18_no_prince_over_the_prince_lord() -> None:
    """OR-A18 false: a Prince may not be installed in the Prince Lord's Castle."""
    s = blank(options={"prince_bumps_prince": False})
    fief(s, A, "palace", lord="prince")
    (prince,) = hand(s, A, "prince")
    assert Install(prince, 0) not in pending(s).options
    s = blank()
    fief(s, A, "palace", lord="prince")
    (prince,) = hand(s, A, "prince")
    assert Install(prince, 0) in pending(s).options


def test_a23_the_white_marker_waits_for_a_defender() -> None:
    """OR-A23 "when_defended": an undefended attack moves no marker; a defended one does."""
    s = blank(options={"combat_marker": "when_defended"})
    fief(s, A, "palace", lord="champion")
    fief(s, B, "castle")
    events = play(s, Attack("siege", B, 1))
    assert "combat_marked" not in kinds_of(events) and not s.vikings.white
    play(s, Field(f"lord:{s.earls[A].fiefs[0].lord}"), FieldDone(), FieldDone())
    assert not s.vikings.white
    s = blank(options={"combat_marker": "when_defended"})
    fief(s, A, "palace", lord="champion")
    fief(s, B, "palace", lord="vassal")
    play(s, Attack("siege", B, 0), Field(f"lord:{s.earls[A].fiefs[0].lord}"), FieldDone())
    events = play(s, Field(f"lord:{s.earls[B].fiefs[0].lord}"), FieldDone())
    assert "combat_marked" in kinds_of(events) and s.vikings.white


def test_a24_a_stolen_land_draws_with_gained_land_draws() -> None:
    """OR-A24 true: a Land stolen by Intrigue and placed draws its Army card."""
    s = blank(options={"gained_land_draws": True})
    (intrigue,) = hand(s, A, "intrigue")
    target = fief(s, B, "castle", props=("land",))
    play(s, Intrigue(intrigue, "steal_properties", B, target), NoAllies())
    land = pending(s).options[0]
    assert isinstance(land, PlaceGained)
    events = play(s, land)
    assert "army_drawn" in kinds_of(events) and len(s.earls[A].reserve) == 1


def test_a26_a_staked_castles_lord_may_not_tilt_when_forbidden() -> None:
    """OR-A26 false: an Earl who stakes a Castle may not send its own Lord to tilt."""
    s = blank(2, options={"stake_lord_tilts": False})
    (banner,) = hand(s, A, "banner")
    staked = fief(s, B, "castle", lord="champion")
    other = fief(s, B, "castle", lord="vassal")
    play(s, Banner(banner, "joust"))
    castle = s.earls[B].fiefs[staked].castle
    play(s, Ante(castle))
    options = pending(s).options
    assert Tilt(f"lord:{s.earls[B].fiefs[staked].lord}") not in options
    assert Tilt(f"lord:{s.earls[B].fiefs[other].lord}") in options


def test_a14_a_banquet_on_a_short_deck() -> None:
    """OR-A14: a Banquet with one card left draws it and the Earl plays on; with the
    "eliminate" reading he is out at once."""
    s = blank(3)
    (banquet,) = hand(s, A, "banquet")
    in_deck(s, A, "castle")
    play(s, Banquet(banquet))
    assert s.earls[A].alive and len(s.earls[A].hand) == 1 and s.turn == A
    s = blank(3, options={"banquet_short": "eliminate"})
    (banquet,) = hand(s, A, "banquet")
    in_deck(s, A, "castle")
    events = play(s, Banquet(banquet))
    assert not s.earls[A].alive and "eliminated" in kinds_of(events) and s.turn == B
