"""The Property and Face cards placed from the Hand (rulebook "Property Cards", "Face
Cards"; inventory §1.2, §4.1, OR-E02..E23, OR-T03..T05, OR-A04, OR-A18, OR-A24)."""

from __future__ import annotations

from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import (
    Attach,
    Emissary,
    Install,
    Monastery,
    PlaceCastle,
    Recruit,
)

from .helpers import A, B, blank, fief, hand, kinds_of, pending, play


def test_fielding_capacity_without_a_market_town() -> None:
    """OR-T03: 3 Lands, no Market Town: 3 Army cards may be fielded (OR-E05)."""
    s = blank()
    fief(s, A, "palace", props=("land", "land"))
    fief(s, A, "castle", props=("land",))
    assert tb.field_capacity(s, A) == 3


def test_fielding_capacity_with_a_market_town() -> None:
    """OR-T04: 3 Lands, 2 of them in a Fief with a Market Town: 2 x 2 + 1 = 5 (OR-E06:
    several Market Towns in a Fief count once)."""
    s = blank()
    fief(s, A, "palace", props=("land", "land", "market_town", "market_town"))
    fief(s, A, "castle", props=("land",))
    assert tb.field_capacity(s, A) == 5


def test_recruit_and_the_land_draw_follow_the_market_town() -> None:
    """OR-T05: Fief A a Land, Fief B a Market Town: Recruit draws 1; a Land placed in Fief
    B draws 2 at once; Recruit then draws 2."""
    s = blank()
    fief(s, A, "palace", props=("land",))
    market = fief(s, A, "castle", props=("market_town",))
    assert tb.recruit_amount(s, A) == 1
    (land,) = hand(s, A, "land")
    events = play(s, Attach(land, market))
    assert [e.n for e in events if e.kind == "army_drawn"] == [2]  # type: ignore[attr-defined]
    assert len(s.earls[A].reserve) == 2
    assert tb.recruit_amount(s, A) == 2


def test_a_market_town_placed_after_the_land_draws_nothing() -> None:
    """OR-E03: the Land's draw counts a Market Town already in the Fief."""
    s = blank()
    fief(s, A, "palace", props=("land",))
    (market,) = hand(s, A, "market_town")
    events = play(s, Attach(market, 0))
    assert "army_drawn" not in kinds_of(events) and s.earls[A].reserve == []


def test_a_land_from_the_hand_draws_one() -> None:
    """OR-E03: a Land placed from the Hand draws 1 Army card into the Reserve, face down."""
    s = blank()
    (land,) = hand(s, A, "land")
    events = play(s, Attach(land, 0))
    assert s.earls[A].fiefs[0].props == [land] and len(s.earls[A].reserve) == 1
    private = [e for e in events if e.kind == "army_cards"]
    assert len(private) == 1 and private[0].visible_to == (A,)


def test_a_castle_makes_a_new_fief() -> None:
    """OR-E02: a Castle from the Hand is a new Fief."""
    s = blank()
    (castle,) = hand(s, A, "castle")
    play(s, PlaceCastle(castle))
    assert [f.castle for f in s.earls[A].fiefs][1:] == [castle]


def test_one_cathedral_on_the_table() -> None:
    """OR-E10, OR-A04: no Cathedral may be placed while one is on the table (any Earl's);
    with the "replaces" reading the new one sends the old to its pile."""
    s = blank()
    fief(s, B, "palace", props=("cathedral",))
    (cathedral,) = hand(s, A, "cathedral")
    assert not any(isinstance(o, Attach) and o.card == cathedral for o in pending(s).options)
    s = blank(options={"second_cathedral": "replaces"})
    fief(s, B, "palace", props=("cathedral",))
    old = s.earls[B].fiefs[0].props[0]
    (cathedral,) = hand(s, A, "cathedral")
    play(s, Attach(cathedral, 0))
    assert s.earls[B].fiefs[0].props == [] and old in s.earls[B].discard
    assert tb.cathedral_holder(s) == A


def test_a_lord_in_an_occupied_castle_bumps_the_old_one() -> None:
    """OR-E13: one Lord per Castle; a new one sends the sitting Lord to the discard pile."""
    s = blank()
    fief(s, A, "palace", lord="vassal")
    old = s.earls[A].fiefs[0].lord
    (champion,) = hand(s, A, "champion")
    events = play(s, Install(champion, 0))
    assert s.earls[A].fiefs[0].lord == champion and s.earls[A].discard == [old]
    assert any(e.kind == "installed" and e.bumped == old for e in events)  # type: ignore[attr-defined]


def test_one_prince_lord() -> None:
    """OR-E14: at most one Prince Lord; OR-A18: bumping him with another Prince is legal."""
    s = blank()
    fief(s, A, "palace", lord="prince")
    fief(s, A, "castle")
    (prince,) = hand(s, A, "prince")
    options = pending(s).options
    assert Install(prince, 0) in options and Install(prince, 1) not in options


def test_a_mercenary_is_never_a_lord() -> None:
    """OR-E23: never a Lord."""
    s = blank()
    (merc,) = hand(s, A, "mercenary")
    assert not any(isinstance(o, Install) and o.card == merc for o in pending(s).options)


def test_emissaries_add_cubes_and_bring_the_vikings_nearer() -> None:
    """OR-E18, OR-E21: a Vassal adds 1 cube, a Monk 2, each a Black marker forward; the
    card stays behind the Viking deck."""
    s = blank()
    vassal, monk = hand(s, A, "vassal", "monk")
    play(s, Emissary(vassal))
    assert s.bag == [2, 1] and s.vikings.black == 1 and s.vikings.emissaries == [vassal]
    s.action_used = False
    s.cache.clear()
    play(s, Emissary(monk))
    assert s.bag == [4, 1] and s.vikings.black == 2


def test_the_monastery_shows_a_hand() -> None:
    """OR-E22: an Abbot in a Fief with a Church or the Cathedral lets his Earl, as his
    Action, make another Earl show his whole Hand; the Hand stays."""
    s = blank()
    fief(s, A, "palace", lord="monk")
    shown = hand(s, B, "castle", "allies")
    assert not any(isinstance(o, Monastery) for o in pending(s).options)
    s.earls[A].fiefs[0].props.append(hand(s, A, "church")[0])
    s.earls[A].hand.clear()
    s.cache.clear()
    events = play(s, Monastery(B))
    (event,) = [e for e in events if e.kind == "hand_shown"]
    assert event.cards == tuple(shown) and event.visible_to is None  # type: ignore[attr-defined]
    assert s.earls[B].hand == shown


def test_an_earl_card_goes_to_its_owners_pile() -> None:
    """OR-E64 (errata 4): a card another Earl holds goes to its owner's discard pile; with
    the "holder" reading, to the pile of the Earl who held it."""
    s = blank()
    (land,) = hand(s, B, "land")
    s.earls[B].hand.clear()
    tb.discard_to(s, land, A)
    assert s.earls[B].discard == [land] and s.earls[A].discard == []
    s = blank(options={"discard_to": "holder"})
    (land,) = hand(s, B, "land")
    s.earls[B].hand.clear()
    tb.discard_to(s, land, A)
    assert s.earls[A].discard == [land]


def test_recruit_counts_as_the_action() -> None:
    s = blank()
    fief(s, A, "palace", props=("land",))
    play(s, Recruit())
    assert Recruit() not in pending(s).options
