"""An Earl's turn and the Round (rulebook "Turn Sequence", "Free Actions", "End of Turn";
inventory §3, OR 3.1, OR 3.2, OR-E46, OR-E63, OR-E65, OR-T09, OR-T30)."""

from __future__ import annotations

from game.games.ortus_regni.rules.actions import (
    Attach,
    Banquet,
    Concede,
    EndTurn,
    Garrison,
    PlaceCastle,
    PlaceMercenary,
    Recruit,
    Tower,
)
from game.games.ortus_regni.rules.state import VIKINGS

from .helpers import A, B, C, blank, fief, hand, in_deck, kinds_of, mercenary, pending, play, reserve


def test_towers_are_free_and_many() -> None:
    """OR-E46: any Hand card laid Tower side up, as often as he likes, on his own turn;
    only he knows its face; the Action is still his."""
    s = blank()
    cards = hand(s, A, "castle", "prince", "banquet")
    events = play(s, Tower(cards[0]), Tower(cards[1]))
    assert s.earls[A].towers == cards[:2] and s.earls[A].hand == [cards[2]]
    assert not s.action_used
    told = [e for e in events if e.kind == "tower_laid"]
    assert [e.towers for e in told] == [1, 2]  # type: ignore[attr-defined]
    faces = [e for e in events if e.kind == "tower_face"]
    assert [e.visible_to for e in faces] == [(A,), (A,)]
    assert Banquet(cards[2]) in pending(s).options


def test_one_action_a_turn_and_free_actions_around_it() -> None:
    """OR 3.2: at most one Action; free Actions before and after it (OR-A20)."""
    s = blank()
    castle, land, extra = hand(s, A, "castle", "land", "church")
    play(s, PlaceCastle(castle))
    options = pending(s).options
    assert s.action_used
    assert not any(isinstance(o, (PlaceCastle, Attach, Recruit)) for o in options)
    assert Tower(land) in options and EndTurn() in options
    play(s, Tower(extra))
    assert s.earls[A].towers == [extra]


def test_garrisons_are_free_and_for_good() -> None:
    """OR 4.3: an Army card of the Reserve into a Mercenary's empty slot, face up; the
    slot then takes no other."""
    s = blank()
    mercenary(s, A)
    knight, infantry = reserve(s, A, "army_knight", "army_infantry")
    options = pending(s).options
    assert Garrison(knight, -1) in options and Garrison(infantry, -1) in options
    play(s, Garrison(knight, -1))
    assert s.earls[A].mercenaries[0].garrison == knight and s.earls[A].reserve == [infantry]
    assert not any(isinstance(o, Garrison) for o in pending(s).options)
    assert not s.action_used


def test_the_turn_ends_with_the_compulsory_draw() -> None:
    """OR 3.2: the turn ends with one card drawn from the Earl's deck; the next Earl
    clockwise plays."""
    s = blank(3)
    drawn = in_deck(s, A, "vassal")
    in_deck(s, B, "vassal")
    events = play(s, EndTurn())
    assert s.earls[A].hand == drawn and s.earls[A].deck == []
    assert s.turn == B and s.earls[B].turns == 3
    assert kinds_of(events)[:3] == ["drew", "drew_cards", "turn_ended"]


def test_banquet_draws_two_and_the_turn_three() -> None:
    """OR-T09, OR-E31: Banquet draws 2, free Actions follow, then the compulsory draw: 3."""
    s = blank()
    (banquet,) = hand(s, A, "banquet")
    in_deck(s, A, "castle", "land", "vassal", "prince")
    play(s, Banquet(banquet))
    assert len(s.earls[A].hand) == 2 and s.earls[A].discard == [banquet]
    play(s, Tower(s.earls[A].hand[0]))  # free Actions after it
    play(s, EndTurn())
    assert len(s.earls[A].hand) + len(s.earls[A].towers) == 3


def test_an_empty_deck_at_the_end_of_turn_ends_the_earl() -> None:
    """OR-T30, OR-E63 b: no card to draw: eliminated; his cubes leave the Bag; other
    Earls' cards he held go to their owners' discard piles."""
    s = blank(3)
    in_deck(s, B, "vassal")
    stolen = fief(s, B, "castle", props=("land",))
    land = s.earls[B].fiefs[stolen].props.pop()
    s.earls[A].fiefs[0].props.append(land)  # A holds B's Land
    s.bag = [2, 1, 1]
    events = play(s, EndTurn())
    assert not s.earls[A].alive and s.earls[A].out == "old_age"
    assert s.bag == [0, 1, 1]
    assert land in s.earls[B].discard
    assert "eliminated" in kinds_of(events)
    assert s.turn == B


def test_the_last_earl_wins() -> None:
    """OR 5: the last Earl left wins."""
    s = blank(2)
    events = play(s, EndTurn())  # A cannot draw
    assert s.result is not None and s.result.winners == (B,) and s.result.end == "last_earl"
    assert kinds_of(events)[-1] == "game_ended"
    assert pending_or_none(s) is None


def pending_or_none(s: object) -> object:
    from game.games.ortus_regni.rules import engine

    return engine.pending(s)  # type: ignore[arg-type]


def test_conceding_on_ones_own_turn() -> None:
    """OR-A22: an Earl may concede on his own turn (not inside a Battle or a Struggle)."""
    s = blank(3)
    play(s, Concede())
    assert not s.earls[A].alive and s.earls[A].out == "concede" and s.turn == B


def test_no_attack_on_the_earls_first_turn() -> None:
    """OR-E65: no Earl may Attack on his own first turn; Treachery is allowed."""
    s = blank()
    s.earls[A].turns = 1
    reserve(s, A, "army_knight")
    fief(s, A, "palace", lord="champion")
    hand(s, A, "treachery")
    fief(s, B, "palace", lord="vassal")
    options = pending(s).options
    assert not any(o.kind == "attack" for o in options)
    assert any(o.kind == "treachery" for o in options)
    s.earls[A].turns = 2
    s.cache.clear()
    assert any(o.kind == "attack" for o in pending(s).options)


def test_the_round_ends_with_the_vikings_turn() -> None:
    """OR 3.1: every living Earl's turn clockwise from the starting Earl, then the Vikings'
    turn; eliminated Earls are skipped; then the next Round from the starting Earl."""
    s = blank(3)
    for seat in (A, B, C):
        in_deck(s, seat, "vassal", "vassal")
    s.earls[B].alive = False
    events = play(s, EndTurn())
    assert s.turn == C
    events = play(s, EndTurn())
    assert "vikings_turn" in kinds_of(events)
    assert s.round == 2 and s.turn == A
    assert s.vikings.black == 1  # a Round of peace (OR-E54)


def test_recruit_needs_a_land() -> None:
    """OR-E38: Recruit only with a Land: 1 Army card, 2 when a Fief holds a Land and a
    Market Town."""
    s = blank()
    assert Recruit() not in pending(s).options
    fief(s, A, "palace", props=("land",))
    events = play(s, Recruit())
    assert len(s.earls[A].reserve) == 1
    assert [e.n for e in events if e.kind == "army_drawn"] == [1]  # type: ignore[attr-defined]


def test_the_vikings_turn_runs_by_itself() -> None:
    """OR 3.4: the Vikings' turn needs no decision while they approach."""
    s = blank(2)
    in_deck(s, A, "vassal")
    in_deck(s, B, "vassal")
    play(s, EndTurn())
    play(s, EndTurn())
    assert s.turn != VIKINGS and pending(s).kind == "turn"


def test_a_mercenary_is_placed_in_front_of_the_earldom() -> None:
    """OR-E23: Action: the Mercenary with one empty garrison slot."""
    s = blank()
    (merc,) = hand(s, A, "mercenary")
    play(s, PlaceMercenary(merc))
    assert [m.card for m in s.earls[A].mercenaries] == [merc] and s.earls[A].mercenaries[0].garrison is None


def test_an_empty_army_deck_is_made_again_from_its_discard_pile() -> None:
    """OR-E36: when the Army deck runs out, its discard pile is shuffled into a new deck;
    with both empty, a draw yields nothing."""
    s = blank()
    fief(s, A, "palace", props=("land",))
    s.army.discard = s.army.draw[:3]
    s.army.draw = []
    events = play(s, Recruit())
    assert "reshuffled" in kinds_of(events)
    assert len(s.earls[A].reserve) == 1 and len(s.army.draw) == 2 and s.army.discard == []
    s = blank()
    fief(s, A, "palace", props=("land",))
    s.army.draw, s.army.discard = [], []
    play(s, Recruit())
    assert s.earls[A].reserve == []
