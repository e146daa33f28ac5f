"""Phase 2 with the Lord deck: discarding and drawing (2.1), an empty deck (2.2) and
playing Lord cards (2.4.1)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import ChooseStart, Discard, Done, DrawFortune, DrawLord, Move, PlayLord
from game.games.fief.rules.cards import lord_places

from . import helpers
from .helpers import v

KIRSTEN, GRADY, DAVID = 0, 1, 2


def at_draw(starts=("Blaye", "Sigy", "Tournus"), seed: int = 1):
    """Round 1, phase 2: Kirsten (first player) is to discard and draw."""
    s = helpers.new(len(starts), 0, seed)
    for name in starts:
        engine.apply(s, ChooseStart(v(name)))
    assert s.step == "draw" and engine.pending(s).seat == KIRSTEN
    return s


def _lord_cards_in_deck(s) -> list[str]:
    return [c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "lord"]


def test_draw_a_lord_card_which_only_the_drawer_sees() -> None:
    s = at_draw()
    top = s.lord_deck[-1]
    events = engine.apply(s, DrawLord())
    assert s.families[KIRSTEN].hand == [top]
    assert ev.CardDrawn(KIRSTEN, "lord") in events
    private = [e for e in events if isinstance(e, ev.LordCardDrawn)]
    assert private == [ev.LordCardDrawn(KIRSTEN, top)] and private[0].visible_to == (KIRSTEN,)
    assert engine.view_for(s, GRADY).families[KIRSTEN].hand == [engine.HIDDEN]
    assert engine.view_for(s, KIRSTEN).families[KIRSTEN].hand == [top]


def test_never_two_lord_cards_in_one_turn() -> None:
    """2.1: "He may never draw two Lords cards." """
    s = at_draw()
    engine.apply(s, DrawLord())
    assert engine.pending(s).seat == KIRSTEN
    assert DrawLord() not in engine.legal_actions(s) and DrawFortune() in engine.legal_actions(s)
    with pytest.raises(IllegalAction, match="never draws two Lord cards"):
        engine.apply(s, DrawLord())


def test_discard_first_then_draw_never_after() -> None:
    """2.1: discard some or all of the hand, then draw when finished discarding."""
    s = at_draw()
    s.families[KIRSTEN].hand = [s.lord_deck.pop(0)]
    card = s.families[KIRSTEN].hand[0]
    s.cache.clear()
    events = engine.apply(s, Discard(card))
    assert ev.CardDiscarded(KIRSTEN, card) in events
    assert s.lord_discard == [card] and s.families[KIRSTEN].hand == []
    s.families[KIRSTEN].hand.append(s.lord_deck.pop(0))
    s.draws = ["fortune"]  # as if a card had been drawn already this turn
    s.cache.clear()
    kept = s.families[KIRSTEN].hand[0]
    assert Discard(kept) not in engine.legal_actions(s)
    with pytest.raises(IllegalAction, match="before drawing, not after"):
        engine.apply(s, Discard(kept))


def test_the_hand_holds_three_cards_at_most() -> None:
    s = at_draw()
    s.families[KIRSTEN].hand = [s.lord_deck.pop(0) for _ in range(3)]
    s.cache.clear()
    with pytest.raises(IllegalAction, match="at most 3 cards"):
        engine.apply(s, DrawLord())


def test_an_empty_lord_deck_is_rebuilt_from_its_discard_pile() -> None:
    """2.2: drawing from an empty deck first shuffles its discard pile into a new deck."""
    s = at_draw()
    s.lord_discard = list(s.lord_deck)
    s.lord_deck = []
    s.cache.clear()
    events = engine.apply(s, DrawLord())
    pile = 22 - 3  # the Lord deck after the three first lords left it
    assert ev.DeckReshuffled("lord", pile) in events
    assert s.lord_discard == [] and len(s.lord_deck) == pile - 1
    assert len(s.families[KIRSTEN].hand) == 1


def _give_lord_card(s, seat: int) -> str:
    card = _lord_cards_in_deck(s)[0]
    s.lord_deck.remove(card)
    s.families[seat].hand.append(card)
    s.cache.clear()
    return card


def _to_play(s) -> None:
    for _ in range(20):
        if s.step == "play_cards":
            return
        engine.apply(s, Done())
    raise AssertionError("no card play step came")


def test_a_new_lord_enters_in_a_stronghold_of_the_family() -> None:
    """2.4.1: the new lord is placed in a stronghold or fortified city the family controls."""
    s = at_draw()
    card = _give_lord_card(s, KIRSTEN)
    helpers.put(s, KIRSTEN, v("Charolles"), men=1)
    _to_play(s)
    assert engine.pending(s).seat == KIRSTEN
    assert lord_places(s, KIRSTEN) == [v("Blaye")]
    with pytest.raises(IllegalAction, match="Charolles does not qualify"):
        engine.apply(s, PlayLord(card, v("Charolles")))
    events = engine.apply(s, PlayLord(card, v("Blaye")))
    assert ev.LordPlayed(KIRSTEN, card, v("Blaye")) in events
    assert s.lords[card].village == v("Blaye") and s.families[KIRSTEN].lords[-1] == card
    assert card not in s.families[KIRSTEN].hand


def test_without_a_stronghold_beside_another_lord_then_controlled_then_empty() -> None:
    """2.4.1's order when the family has no stronghold or fortified city."""
    s = at_draw()
    blaye = s.villages[v("Blaye")]
    blaye.stronghold = False
    s.shared["strongholds"] += 1
    helpers.put(s, KIRSTEN, v("Charolles"), men=1)
    s.cache.clear()
    assert lord_places(s, KIRSTEN) == [v("Blaye")]  # where Kirsten's lord stands
    lord = helpers.lord_of(s, KIRSTEN)
    helpers.move_lord(s, lord, v("La Salle"))
    s.lords[lord].village = ""  # the family's only lord is off the map
    from game.games.fief.rules.control import update_presence

    update_presence(s, v("La Salle"), KIRSTEN)
    s.cache.clear()
    assert set(lord_places(s, KIRSTEN)) == {v("Blaye"), v("Charolles")}  # villages it controls
    for name in ("Blaye", "Charolles"):
        helpers.clear(s, v(name))
    occupied = {x for x, vs in s.villages.items() if vs.present}
    assert set(lord_places(s, KIRSTEN)) == set(s.villages) - occupied  # empty uncontrolled villages


def test_with_nothing_of_its_own_a_new_lord_may_enter_at_its_allys_village() -> None:
    """2.4.1: a family with no stronghold, no lord on the map and no village of its own
    places its new lord in an empty uncontrolled village or a village controlled by its
    ally by marriage, never in another family's village."""
    s = helpers.new(4)
    for name in ("Blaye", "Sigy", "Tournus", "Mazilles"):
        engine.apply(s, ChooseStart(v(name)))
    gunter = 3
    lost = helpers.lord_of(s, gunter)
    helpers.clear(s, v("Mazilles"))
    s.villages[v("Mazilles")].stronghold = False
    s.shared["strongholds"] += 1
    lady = "blanche" if s.lords.get("blanche") is None else "jeanne"
    helpers.add_lord(s, KIRSTEN, lady, v("Blaye"))
    s.lords[lost].spouse, s.lords[lady].spouse = lady, lost
    s.cache.clear()
    places = set(lord_places(s, gunter))
    assert v("Blaye") in places  # Kirsten's, the ally's
    assert v("Sigy") not in places and v("Tournus") not in places  # Grady's and David's
    assert v("Charolles") in places  # empty and uncontrolled
    card = _give_lord_card(s, gunter)
    helpers.turn_of(s, gunter, "play_cards")
    events = engine.apply(s, PlayLord(card, v("Blaye")))
    assert ev.LordPlayed(gunter, card, v("Blaye")) in events
    assert s.lords[card].village == v("Blaye") and s.lords[card].captor == -1  # no ally takes him


def test_a_family_has_four_lords_at_most() -> None:
    s = at_draw()
    for _ in range(3):
        other = _lord_cards_in_deck(s)[0]
        helpers.add_lord(s, KIRSTEN, other, v("Blaye"))
    card = _give_lord_card(s, KIRSTEN)
    from game.games.fief.rules.cards import play_lord_problem

    reason = play_lord_problem(s, KIRSTEN, PlayLord(card, v("Blaye")), engine.names_for(s))
    assert reason is not None and reason.id == "fief.refusal.card_lords_limit" and "at most 4 lords" in str(reason)
    while s.step not in ("play_cards", "purchase"):
        engine.apply(s, Done())
    assert s.step == "purchase"  # Kirsten had no card she could play: her turn passed
    assert card in s.families[KIRSTEN].hand


def test_a_new_lord_moves_in_the_next_movement_phase() -> None:
    s = at_draw()
    card = _give_lord_card(s, KIRSTEN)
    _to_play(s)
    engine.apply(s, PlayLord(card, v("Blaye")))
    helpers.turn_of(s, KIRSTEN, "movement")
    assert card in s.marches
    engine.apply(s, Move(card, v("Charolles")))
    assert s.lords[card].village == v("Charolles")


def test_with_two_lords_three_titles_win() -> None:
    """Lord cards make victory reachable: two lords may hold up to four fief titles."""
    from game.ai import sim

    summary, _ = sim.play_game(FIEF, helpers.data(), 3, "heuristic", seed=3, max_rounds=20)
    assert summary["end"] == "victory" and summary["winners"]
