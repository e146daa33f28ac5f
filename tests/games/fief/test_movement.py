"""Phase 5, movement (5.0), and the control it gives (5.1)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Done, Drop, Move, Permit, PickUp
from game.games.fief.rules.control import controller

from . import helpers
from .helpers import v

KIRSTEN, GRADY, DAVID = 0, 1, 2


def grady_at_blaye():
    """Kirsten at Tournus, Grady at Blaye with his lord and 3 men-at-arms (his knight sent
    home), David at Bourg; Grady's movement turn."""
    s = helpers.started(["Tournus", "Blaye", "Bourg"])
    helpers.turn_of(s, GRADY, "movement")
    t = s.villages[v("Blaye")].troops[GRADY]
    s.families[GRADY].stock["knights"] += t.knights
    t.knights = 0
    s.cache.clear()
    return s, helpers.lord_of(s, GRADY)


def test_rulebook_example_beaudoin_drops_a_man_at_charolles_and_goes_on() -> None:
    """5.0 example: Grady moves his lord and three men-at-arms from Blaye to Charolles
    (move 1), leaves one man-at-arms there and goes on to L'Épervier (move 2).
    5.1: he then controls Charolles and L'Épervier, and no longer Blaye, left empty."""
    s, lord = grady_at_blaye()
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    events = engine.apply(s, Move(lord, v("Charolles")))
    moved = [e for e in events if isinstance(e, ev.LordMoved)]
    assert moved == [ev.LordMoved(GRADY, lord, v("Blaye"), v("Charolles"), 0, 3)]
    engine.apply(s, Drop(lord, "man_at_arms", 1))
    engine.apply(s, Move(lord, v("L'Épervier")))
    assert s.villages[v("Charolles")].troops[GRADY].men_at_arms == 1
    assert s.villages[v("L'Épervier")].troops[GRADY].men_at_arms == 2
    assert s.lords[lord].village == v("L'Épervier")
    assert controller(s, v("Charolles")) == GRADY
    assert controller(s, v("L'Épervier")) == GRADY
    assert controller(s, v("Blaye")) is None
    assert s.villages[v("Blaye")].stronghold  # the stronghold stays, uncontrolled


def _second_lord(s, seat: int, where: str) -> str:
    from game.games.fief.rules.state import LordMarch

    second = next(c for c in helpers.data().lords if c not in s.lords and c in s.lord_deck)
    helpers.add_lord(s, seat, second, v(where))
    s.marches[second] = LordMarch(2)
    return second


def test_two_moves_per_lord_and_no_third() -> None:
    s, lord = grady_at_blaye()
    _second_lord(s, GRADY, "Blaye")
    engine.apply(s, Move(lord, v("Charolles")))
    engine.apply(s, Move(lord, v("Blaye")))  # a lord may go and come back
    assert s.marches[lord].moves_left == 0
    with pytest.raises(IllegalAction, match="no moves left"):
        engine.apply(s, Move(lord, v("Charolles")))
    assert not any(isinstance(a, Move) and a.lord == lord for a in engine.legal_actions(s))


def test_the_turn_passes_by_itself_when_nothing_is_left_to_do() -> None:
    s, lord = grady_at_blaye()
    engine.apply(s, Move(lord, v("Charolles")))
    events = engine.apply(s, Move(lord, v("Blaye")))
    assert ev.TurnEnded(GRADY, 5, "movement") in events
    assert engine.pending(s).seat == DAVID


def test_moves_follow_roads_only() -> None:
    s, lord = grady_at_blaye()
    with pytest.raises(IllegalAction, match="No road joins Blaye to L'Épervier"):
        engine.apply(s, Move(lord, v("L'Épervier")))


def test_troops_left_behind_stay_and_cannot_move_without_a_lord() -> None:
    s, lord = grady_at_blaye()
    engine.apply(s, PickUp(lord, "man_at_arms", 1))
    engine.apply(s, Move(lord, v("Charolles")))
    assert s.villages[v("Blaye")].troops[GRADY].men_at_arms == 2
    assert s.villages[v("Charolles")].troops[GRADY].men_at_arms == 1
    with pytest.raises(IllegalAction, match="at most 0 men-at-arms more in Charolles"):
        engine.apply(s, PickUp(lord, "man_at_arms", 1))
    engine.apply(s, Done())
    # next round: the troops left in Blaye have not moved on their own
    assert s.villages[v("Blaye")].troops[GRADY].men_at_arms == 2


def test_troops_cannot_be_relayed_between_lords() -> None:
    """5.0: "Troops cannot be relayed between different Lords to extend their movement."""
    s, lord = grady_at_blaye()
    second = _second_lord(s, GRADY, "Charolles")
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    engine.apply(s, Move(lord, v("Charolles")))
    engine.apply(s, Drop(lord, "man_at_arms", 3))
    with pytest.raises(IllegalAction, match="already moved stay with that lord"):
        engine.apply(s, PickUp(second, "man_at_arms", 1))
    assert not any(isinstance(a, PickUp) and a.lord == second for a in engine.legal_actions(s))
    # the lord who led them may take them on again
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    engine.apply(s, Move(lord, v("L'Épervier")))
    assert s.villages[v("L'Épervier")].troops[GRADY].men_at_arms == 3


def test_troops_picked_up_and_set_down_without_moving_stay_free_for_other_lords() -> None:
    s, lord = grady_at_blaye()
    second = _second_lord(s, GRADY, "Blaye")
    engine.apply(s, PickUp(lord, "man_at_arms", 2))
    engine.apply(s, Drop(lord, "man_at_arms", 2))
    engine.apply(s, PickUp(second, "man_at_arms", 3))
    engine.apply(s, Move(second, v("Charolles")))
    assert s.villages[v("Charolles")].troops[GRADY].men_at_arms == 3


def _opponent_at(s, seat: int, name: str, men: int = 2) -> None:
    helpers.put(s, seat, v(name), men=men)


def test_passing_through_an_opponents_village_needs_leave_which_is_their_decision() -> None:
    """5.0: to pass through a village occupied by an opponent the lord needs that
    family's permission; the moving army stands on the road into the village meanwhile."""
    s, lord = grady_at_blaye()
    _opponent_at(s, DAVID, "Charolles")
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    engine.apply(s, Move(lord, v("Charolles")))
    charolles = s.villages[v("Charolles")]
    assert charolles.present == [DAVID, GRADY]
    assert charolles.road_of[GRADY] == v("Blaye")  # on the road he came by
    assert controller(s, v("Charolles")) == DAVID
    events = engine.apply(s, Move(lord, v("L'Épervier")))
    assert any(isinstance(e, ev.PermissionAsked) and e.of == (DAVID,) for e in events)
    d = engine.pending(s)
    assert d.seat == DAVID and d.kind == "permission" and d.interrupt
    assert set(d.options) == {Permit(True), Permit(False)}
    assert s.lords[lord].village == v("Charolles")
    engine.apply(s, Permit(True))
    assert s.lords[lord].village == v("L'Épervier")
    assert s.villages[v("L'Épervier")].troops[GRADY].men_at_arms == 3
    assert GRADY not in s.villages[v("Charolles")].present
    # Grady used both moves, so his turn passed to David's movement
    assert engine.pending(s).seat == DAVID and engine.pending(s).kind == "movement"


def test_refused_lord_may_only_return_or_stay() -> None:
    """5.0: denied permission, the lord may return where he came from (with a move
    left) or remain in the village with the opposing troops."""
    s, lord = grady_at_blaye()
    _opponent_at(s, DAVID, "Charolles")
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    engine.apply(s, Move(lord, v("Charolles")))
    engine.apply(s, Move(lord, v("L'Épervier")))
    engine.apply(s, Permit(False))
    assert s.lords[lord].village == v("Charolles")
    moves = {a.to for a in engine.legal_actions(s) if isinstance(a, Move)}
    assert moves == {v("Blaye")}
    with pytest.raises(IllegalAction, match="refused passage"):
        engine.apply(s, Move(lord, v("La Salle")))
    engine.apply(s, Move(lord, v("Blaye")))
    assert s.villages[v("Blaye")].troops[GRADY].men_at_arms == 3
    assert GRADY not in s.villages[v("Charolles")].present


def test_a_lord_may_not_abandon_troops_he_led_into_an_opponents_village() -> None:
    s, lord = grady_at_blaye()
    _opponent_at(s, DAVID, "Charolles")
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    engine.apply(s, Move(lord, v("Charolles")))
    engine.apply(s, Drop(lord, "man_at_arms", 2))
    with pytest.raises(IllegalAction, match="stranded"):
        engine.apply(s, Move(lord, v("Blaye")))
    engine.apply(s, PickUp(lord, "man_at_arms", 2))
    engine.apply(s, Move(lord, v("Blaye")))
    assert s.villages[v("Blaye")].troops[GRADY].men_at_arms == 3


def test_a_lord_may_stay_with_the_opposing_troops() -> None:
    s, lord = grady_at_blaye()
    _opponent_at(s, DAVID, "Charolles")
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    engine.apply(s, Move(lord, v("Charolles")))
    engine.apply(s, Drop(lord, "man_at_arms", 3))
    engine.apply(s, Done())
    charolles = s.villages[v("Charolles")]
    assert charolles.troops[GRADY].men_at_arms == 3 and charolles.troops[DAVID].men_at_arms == 2
    assert controller(s, v("Charolles")) == DAVID


def test_exit_rule_against_a_family_that_entered_after_you() -> None:
    """5.0: a family whose village an opponent entered may leave along any road except
    the one the opponent came in by, unless that opponent allows it."""
    s = helpers.started(["Charolles", "L'Épervier", "Bourg"])
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, Done())  # Kirsten stays in Charolles
    grady = helpers.lord_of(s, GRADY)
    engine.apply(s, PickUp(grady, "knight", 1))
    engine.apply(s, Move(grady, v("Charolles")))  # Grady enters from L'Épervier and stays
    engine.apply(s, Done())
    helpers.turn_of(s, KIRSTEN, "movement")
    kirsten = helpers.lord_of(s, KIRSTEN)
    assert s.villages[v("Charolles")].road_of == {GRADY: v("L'Épervier")}
    engine.apply(s, Move(kirsten, v("L'Épervier")))
    d = engine.pending(s)
    assert d.kind == "permission" and d.seat == GRADY
    engine.apply(s, Permit(False))
    assert s.lords[kirsten].village == v("Charolles")
    engine.apply(s, Move(kirsten, v("Blaye")))  # any other road is free
    assert s.lords[kirsten].village == v("Blaye")


def test_leaving_when_the_road_holder_allows() -> None:
    s = helpers.started(["Charolles", "L'Épervier", "Bourg"])
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, Done())
    grady = helpers.lord_of(s, GRADY)
    engine.apply(s, PickUp(grady, "man_at_arms", 1))  # alone, he would be taken captive (FAQ of phase 6)
    engine.apply(s, Move(grady, v("Charolles")))
    engine.apply(s, Done())
    helpers.turn_of(s, KIRSTEN, "movement")
    kirsten = helpers.lord_of(s, KIRSTEN)
    engine.apply(s, PickUp(kirsten, "man_at_arms", 3))
    engine.apply(s, Move(kirsten, v("L'Épervier")))
    engine.apply(s, Permit(True))
    assert s.lords[kirsten].village == v("L'Épervier")
    assert s.villages[v("L'Épervier")].troops[KIRSTEN].men_at_arms == 3


def test_lords_alone_first_to_arrive_controls() -> None:
    """5.1: opposing lords without troops may share a village; the first to arrive
    controls it."""
    s, lord = grady_at_blaye()
    engine.apply(s, Move(lord, v("Charolles")))
    engine.apply(s, Done())
    helpers.turn_of(s, DAVID, "movement")
    david = helpers.lord_of(s, DAVID)
    helpers.move_lord(s, david, v("La Salle"))
    engine.apply(s, Move(david, v("Charolles")))
    charolles = s.villages[v("Charolles")]
    assert charolles.present == [GRADY, DAVID]
    assert controller(s, v("Charolles")) == GRADY


def test_control_passes_to_the_next_arrival_when_the_controller_leaves() -> None:
    """5.1: the first to arrive controls; when it leaves, the next family present does."""
    s = helpers.started(["Charolles", "L'Épervier", "Bourg"])
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, Done())
    grady = helpers.lord_of(s, GRADY)
    engine.apply(s, PickUp(grady, "man_at_arms", 1))
    engine.apply(s, Move(grady, v("Charolles")))
    engine.apply(s, Done())
    assert controller(s, v("Charolles")) == KIRSTEN
    helpers.turn_of(s, KIRSTEN, "movement")
    kirsten = helpers.lord_of(s, KIRSTEN)
    for unit, n in (("knight", 1), ("man_at_arms", 3)):
        engine.apply(s, PickUp(kirsten, unit, n))
    events = engine.apply(s, Move(kirsten, v("Blaye")))
    assert ev.ControlChanged(v("Charolles"), GRADY, KIRSTEN) in events
    assert controller(s, v("Charolles")) == GRADY
    assert s.villages[v("Charolles")].road_of == {}


def test_movement_events_read_as_sentences() -> None:
    from game.games.fief.rules.engine import names_for

    s, lord = grady_at_blaye()
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    events = engine.apply(s, Move(lord, v("Charolles")))
    names = names_for(s)
    lord_name = names.lord(lord)
    assert events[0].sentence(names) == f"{lord_name} rides from Blaye to Charolles with 3 men-at-arms."
    assert {e.sentence(names) for e in events[1:]} == {"Grady now controls Charolles.", "Blaye is left uncontrolled."}


def test_the_controller_may_hand_control_to_another_family_present() -> None:
    """5.1: "The controlling Player may transfer control of a Village to another Player
    with a Lord and/or Troops occupying the Village." The giver stays, on no road, and
    may still leave by any road nobody else holds."""
    from game.games.fief.rules.actions import TransferControl

    s = helpers.started(["Charolles", "L'Épervier", "Bourg"])
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, Done())
    grady = helpers.lord_of(s, GRADY)
    engine.apply(s, PickUp(grady, "man_at_arms", 1))
    engine.apply(s, Move(grady, v("Charolles")))
    engine.apply(s, Done())
    helpers.turn_of(s, KIRSTEN, "movement")
    assert TransferControl(v("Charolles"), GRADY) in engine.legal_actions(s)
    assert TransferControl(v("Blaye"), GRADY) not in engine.legal_actions(s)
    events = engine.apply(s, TransferControl(v("Charolles"), GRADY))
    assert ev.ControlTransferred(KIRSTEN, v("Charolles"), GRADY) in events
    assert ev.ControlChanged(v("Charolles"), GRADY, KIRSTEN) in events
    assert controller(s, v("Charolles")) == GRADY
    kirsten = helpers.lord_of(s, KIRSTEN)
    engine.apply(s, Move(kirsten, v("Blaye")))  # no leave needed
    assert s.lords[kirsten].village == v("Blaye")
    with pytest.raises(IllegalAction, match="can only pass to another family with units there"):
        engine.apply(s, TransferControl(v("Blaye"), GRADY))
