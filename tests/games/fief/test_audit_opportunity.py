"""Audit of the opportunity cards (9.1 to 10.5) against the rulebook's sentences the
older tests did not pin: troops, captives and lords travelling with d'Arc, the three-card
Uprising of the rulebook's example, lords without troops killed by an Uprising, the
Assassination of a King or of a captive, the box's two Assassin markers, and Justice's
beheaded lord discarded."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    Assassinate,
    Done,
    JoinUprising,
    LeadCaptive,
    Move,
    PickUp,
    PlayDarc,
    PlayJustice,
    PlayUprising,
)
from game.games.fief.rules.state import State, Troops

from . import helpers
from .helpers import v
from .test_battle import DAVID, GRADY, KIRSTEN, bare, lord
from .test_disasters import Dice
from .test_uprising import MAZILLES, mazilles, set_troops

BLAYE, LA_SALLE, CHAROLLES, EPERVIER = v("Blaye"), v("La Salle"), v("Charolles"), v("L'Épervier")
SIGY, TOURNUS = v("Sigy"), v("Tournus")


def test_troops_and_a_captive_travelling_with_darc_take_her_third_move() -> None:
    """9.1: "She can take 3 Moves ... Troops, Captives, and other Lords traveling along
    with her also benefit". Mireille d'Arc leads two men-at-arms and Kirsten's captive
    Arthur from Blaye by La Salle and Charolles to L'Épervier."""
    s = bare()
    lord(s, GRADY, "mireille", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 2)
    lord(s, KIRSTEN, "arthur", BLAYE)
    s.lords["arthur"].captor = GRADY
    s.villages[BLAYE].present = [GRADY]
    s.darc = "mireille"
    s.cache.clear()
    helpers.turn_of(s, GRADY, "movement")
    engine.apply(s, PickUp("mireille", "man_at_arms", 2))
    engine.apply(s, LeadCaptive("mireille", "arthur"))
    for step in (LA_SALLE, CHAROLLES, EPERVIER):
        engine.apply(s, Move("mireille", step))
    assert s.lords["mireille"].village == EPERVIER
    assert s.villages[EPERVIER].troops[GRADY] == Troops(0, 2)
    assert s.lords["arthur"].village == EPERVIER and s.lords["arthur"].captor == GRADY


def darc_and_arthur(darc: str | None = "mireille", **others: str):
    """Grady's Mireille, d'Arc, and Arthur at Blaye with two men-at-arms, and ``others``
    of his lords where named, in Grady's movement (``darc=None``: no d'Arc in play)."""
    s = bare()
    lord(s, GRADY, "mireille", BLAYE)
    lord(s, GRADY, "arthur", BLAYE)
    for lid, village in others.items():
        lord(s, GRADY, lid, village)
    helpers.put(s, GRADY, BLAYE, 0, 2)
    s.villages[BLAYE].present = [GRADY]
    s.darc = darc
    s.cache.clear()
    helpers.turn_of(s, GRADY, "movement")
    return s


def test_a_lord_travelling_with_darc_follows_her_on_her_third_move() -> None:
    """9.1: "Troops, Captives, and other Lords traveling along with her also benefit, and
    may take one additional Move". Arthur, with a man-at-arms, goes from Blaye to La Salle
    ahead of Mireille, then after her to Charolles: both his moves made with her. He cannot
    lead the third move; once she has gone on to L'Épervier he may follow her there, and
    only there."""
    s = darc_and_arthur()
    engine.apply(s, PickUp("arthur", "man_at_arms", 1))
    engine.apply(s, Move("arthur", LA_SALLE))
    engine.apply(s, Move("mireille", LA_SALLE))
    engine.apply(s, Move("mireille", CHAROLLES))
    engine.apply(s, Move("arthur", CHAROLLES))
    assert s.marches["arthur"].moves_left == 0
    with pytest.raises(IllegalAction, match="no moves left"):
        engine.apply(s, Move("arthur", EPERVIER))
    engine.apply(s, Move("mireille", EPERVIER))
    moves = [a for a in engine.legal_actions(s) if isinstance(a, Move) and a.lord == "arthur"]
    assert moves == [Move("arthur", EPERVIER)]
    with pytest.raises(IllegalAction, match="only move left is with d'Arc"):
        engine.apply(s, Move("arthur", v("Sigy")))
    events = engine.apply(s, Move("arthur", EPERVIER))
    assert s.lords["arthur"].village == EPERVIER and s.lords["mireille"].village == EPERVIER
    assert s.villages[EPERVIER].troops[GRADY] == Troops(0, 1)
    assert s.villages[CHAROLLES].troops.get(GRADY, Troops()) == Troops()
    assert ev.TurnEnded(GRADY, 5, "movement") in events  # nobody has a move left


def test_a_lord_follows_darc_named_after_their_two_moves_together() -> None:
    """9.1 with d'Arc played "at any time": Grady holds the card while Mireille and Arthur
    go from Blaye by La Salle to Charolles; he names her there, so she gains her third
    move at once (rules-decisions) and Arthur, who made both moves with her, follows her
    to L'Épervier."""
    s = darc_and_arthur(darc=None)
    helpers.give(s, GRADY, "darc")
    for to in (LA_SALLE, CHAROLLES):
        for who in ("mireille", "arthur"):
            engine.apply(s, Move(who, to))
    engine.apply(s, PlayDarc("mireille"))
    engine.apply(s, Move("mireille", EPERVIER))
    assert [a for a in engine.legal_actions(s) if isinstance(a, Move)] == [Move("arthur", EPERVIER)]
    engine.apply(s, Move("arthur", EPERVIER))
    assert s.lords["arthur"].village == EPERVIER


def test_a_lord_who_leaves_darc_keeps_an_ordinary_lords_two_moves() -> None:
    """9.1: only lords travelling with d'Arc gain her third move. Arthur goes with
    Mireille from Blaye to La Salle, then to Beaujeu on his own while she goes by
    Charolles to L'Épervier: his two moves are spent, and going back to her at Charolles
    gives him nothing more. (Gauvain waits at Blaye.)"""
    s = darc_and_arthur(gauvain=BLAYE)
    for who, to in (("mireille", LA_SALLE), ("arthur", LA_SALLE), ("arthur", v("Beaujeu"))):
        engine.apply(s, Move(who, to))
    for to in (CHAROLLES, EPERVIER):
        engine.apply(s, Move("mireille", to))
    assert s.lords["mireille"].village == EPERVIER
    with pytest.raises(IllegalAction, match="no moves left"):
        engine.apply(s, Move("arthur", LA_SALLE))
    assert not [a for a in engine.legal_actions(s) if isinstance(a, Move) and a.lord == "arthur"]


def test_a_lord_who_joins_darc_on_the_way_has_not_travelled_with_her() -> None:
    """9.1: Gauvain comes from Beaujeu to La Salle as Mireille arrives there from Blaye,
    and goes on with her to Charolles: he missed her first road, so when she goes on to
    L'Épervier he has no move left to follow her. (Arthur waits at Blaye.)"""
    s = darc_and_arthur(gauvain=v("Beaujeu"))
    for who, to in (("mireille", LA_SALLE), ("gauvain", LA_SALLE), ("mireille", CHAROLLES), ("gauvain", CHAROLLES)):
        engine.apply(s, Move(who, to))
    engine.apply(s, Move("mireille", EPERVIER))
    with pytest.raises(IllegalAction, match="no moves left"):
        engine.apply(s, Move("gauvain", EPERVIER))
    assert not [a for a in engine.legal_actions(s) if isinstance(a, Move) and a.lord == "gauvain"]


def test_without_darc_in_play_or_in_hand_no_march_is_recorded() -> None:
    """9.1 and old saves: the march of each lord is kept only while d'Arc is in play (or
    her card in the moving family's hand), so a save made without her writes its lords'
    marches as before; with her, the march is saved and read back."""
    s = darc_and_arthur(darc=None)
    engine.apply(s, Move("arthur", LA_SALLE))
    assert s.marches["arthur"].path == [] and "path" not in s.marches["arthur"].to_json()
    s = darc_and_arthur()
    engine.apply(s, Move("arthur", LA_SALLE))
    assert s.marches["arthur"].path == [BLAYE, LA_SALLE]
    assert State.from_json(s.to_json(), s.data).marches["arthur"].path == [BLAYE, LA_SALLE]


def test_rulebook_example_three_uprising_cards_roll_three_dice_and_three_bonus_hits() -> None:
    """10.1: "Three Uprising cards are played for a possible 3-12 hits (3 Battle Dice, plus
    the +1 Bonus hit for each)". Kirsten's 3 knights and 3 men-at-arms at open Mazilles
    (her stronghold taken away) take three dice of 1, 2 and 3 hits plus 3: nine hits."""
    s = mazilles()
    s.villages[MAZILLES].stronghold = False
    s.shared["strongholds"] += 1
    set_troops(s, KIRSTEN, MAZILLES, 3, 3)
    helpers.give(s, DAVID, "uprising", "uprising")
    helpers.give(s, GRADY, "uprising")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    s.rng = Dice(1, 3, 5)  # faces 1, 2 and 3 hits
    events: list = []
    while s.uprising is not None and not s.losses:
        d = engine.pending(s)
        events += engine.apply(s, JoinUprising() if JoinUprising() in d.options else Done())
    assert ev.UprisingRolled(MAZILLES, 3, 0, (1, 2, 3), 9) in events


def test_lords_without_troops_die_in_an_uprising_and_the_village_is_sacked() -> None:
    """2.4.1's note and 10.1: lords alone in a village "are immediately killed" by an
    Uprising; the mills and the stronghold go too. Kirsten's lord stands alone in her
    stronghold of Mazilles with a mill; Grady's two cards roll two dice."""
    s = mazilles(lord_away=False)
    set_troops(s, KIRSTEN, MAZILLES, 0, 0)
    s.villages[MAZILLES].mills = 1
    s.shared["mills"] -= 1
    s.cache.clear()
    kirsten = helpers.lord_of(s, KIRSTEN)
    helpers.give(s, DAVID, "uprising", "uprising")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    s.rng = Dice(1)
    events: list = []
    while s.uprising is not None:
        d = engine.pending(s)
        events += engine.apply(s, JoinUprising() if JoinUprising() in d.options else Done())
    assert kirsten not in s.lords
    assert ev.VillageSacked(MAZILLES, 1, True) in events
    assert s.villages[MAZILLES].mills == 0 and not s.villages[MAZILLES].stronghold


def test_the_king_and_a_captive_may_be_assassinated() -> None:
    """10.3: "The Assassination card can be played at any time against a Lord, including
    the King, the Queen and the Pope!"; 6.2.3: a captive "may never be killed by his
    captors, unless an Assassination card (10.3) is played". Kirsten strikes Grady's King,
    then, with the card back in hand, his lord she holds captive."""
    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 0, 1)
    lord(s, GRADY, "charles", v("Sigy"))
    helpers.put(s, GRADY, v("Sigy"), 0, 1)
    s.king = "charles"
    lord(s, GRADY, "henri", BLAYE)
    s.lords["henri"].captor = KIRSTEN
    s.villages[BLAYE].present = [KIRSTEN]
    s.cache.clear()
    helpers.turn_of(s, KIRSTEN, "purchase")
    helpers.give(s, KIRSTEN, "assassination")
    assert Assassinate("charles", "arthur") in engine.legal_actions(s)
    assert Assassinate("henri", "arthur") in engine.legal_actions(s)
    s.rng = Dice(2)
    events = engine.apply(s, Assassinate("henri", "arthur"))
    assert ev.AssassinationRolled(GRADY, "henri", 2, True) in events
    assert "henri" not in s.lords and s.assassins == ["arthur"]


def test_justice_beheads_and_discards_the_lord() -> None:
    """10.4: "Justice is served and the Lord is beheaded (killed and discarded)!" The
    assassin's card goes to the Lord discard pile and his family loses him."""
    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 0, 1)
    lord(s, GRADY, "charles", v("Sigy"))
    helpers.put(s, GRADY, v("Sigy"), 0, 1)
    s.assassins = ["charles"]
    helpers.turn_of(s, KIRSTEN, "purchase")
    helpers.give(s, KIRSTEN, "justice")
    engine.apply(s, PlayJustice("charles"))
    assert "charles" not in s.lords and "charles" not in s.families[GRADY].lords
    assert s.lord_discard[-1] == "charles" and s.assassins == []
    assert "justice" in s.fortune_discard


def marked_position():
    """Kirsten's Arthur at Blaye, Grady's Charles at Sigy, David's Éric at Tournus, each
    with a man-at-arms, at Kirsten's purchases."""
    s = bare()
    for seat, lid, village in ((KIRSTEN, "arthur", BLAYE), (GRADY, "charles", SIGY), (DAVID, "eric", TOURNUS)):
        lord(s, seat, lid, village)
        helpers.put(s, seat, village, 0, 1)
    s.cache.clear()
    helpers.turn_of(s, KIRSTEN, "purchase")
    return s


def test_two_assassinations_mark_both_sponsors_and_justice_may_take_either() -> None:
    """10.3, 10.4: the box holds two Assassin markers (component list), each sponsor
    "Place the Assassin marker ... on this Lord's card", and Justice is played "against a
    Lord with an Assassin marker". Charles sponsors an attempt on Éric, then, the card
    back from the discard, Arthur sponsors one on Charles; both survive (4 and 5), both
    bear a marker, and Justice may behead either. Charles beheaded, Arthur keeps his."""
    s = marked_position()
    helpers.turn_of(s, GRADY, "purchase")
    helpers.give(s, GRADY, "assassination")
    s.rng = Dice(4)
    engine.apply(s, Assassinate("eric", "charles"))
    assert s.assassins == ["charles"]
    helpers.turn_of(s, KIRSTEN, "purchase")
    helpers.give(s, KIRSTEN, "assassination")
    s.rng = Dice(5)
    events = engine.apply(s, Assassinate("charles", "arthur"))
    assert ev.AssassinationPlayed(KIRSTEN, "charles", "arthur", GRADY) in events
    assert s.assassins == ["charles", "arthur"]
    helpers.turn_of(s, DAVID, "purchase")
    helpers.give(s, DAVID, "justice")
    justice = [a for a in engine.legal_actions(s) if isinstance(a, PlayJustice)]
    assert justice == [PlayJustice("charles"), PlayJustice("arthur")]
    engine.apply(s, PlayJustice("charles"))
    assert "charles" not in s.lords and s.assassins == ["arthur"]


def test_a_third_assassination_takes_the_marker_of_the_lord_who_took_his_first() -> None:
    """10.3 with both markers in use (rules-decisions): Charles took his marker before
    Arthur, so Éric, sponsoring a third Assassination, takes Charles's; Charles is then
    out of Justice's reach."""
    s = marked_position()
    s.assassins = ["charles", "arthur"]
    helpers.turn_of(s, DAVID, "purchase")
    helpers.give(s, DAVID, "assassination")
    s.rng = Dice(6)
    events = engine.apply(s, Assassinate("arthur", "eric"))
    assert ev.AssassinationPlayed(DAVID, "arthur", "eric", KIRSTEN, "charles") in events
    played = next(e for e in events if isinstance(e, ev.AssassinationPlayed))
    assert played.sentence(engine.names_for(s)).endswith("Éric takes the Assassin marker of Charles.")
    assert s.assassins == ["arthur", "eric"]
    helpers.give(s, DAVID, "justice")
    with pytest.raises(IllegalAction, match="Assassin marker"):
        engine.apply(s, PlayJustice("charles"))


def test_a_marked_sponsor_keeps_one_marker_and_it_counts_from_his_new_assassination() -> None:
    """10.3 (rules-decisions): a lord bears one Assassin marker at most. Charles, marked
    before Arthur, sponsors again: no marker is taken from Arthur, and Charles's now counts
    as the newer one."""
    s = marked_position()
    s.assassins = ["charles", "arthur"]
    helpers.turn_of(s, GRADY, "purchase")
    helpers.give(s, GRADY, "assassination")
    s.rng = Dice(6)
    events = engine.apply(s, Assassinate("eric", "charles"))
    assert ev.AssassinationPlayed(GRADY, "eric", "charles", DAVID) in events
    assert s.assassins == ["arthur", "charles"]


def test_a_marked_lord_killed_otherwise_takes_his_marker_off_the_board() -> None:
    """10.3: a lord bearing an Assassin marker assassinated in his turn: the marker
    leaves the game with him, so the box holds one again for the next sponsor. Arthur,
    marked, is assassinated by Charles (roll 1); Charles takes a marker and one is free."""
    s = marked_position()
    s.assassins = ["arthur"]
    helpers.turn_of(s, GRADY, "purchase")
    helpers.give(s, GRADY, "assassination")
    s.rng = Dice(1)
    engine.apply(s, Assassinate("arthur", "charles"))
    assert "arthur" not in s.lords and s.assassins == ["charles"]


def test_saves_keep_the_old_single_marker_field() -> None:
    """A save of the single Assassin marker ("assassin": a lord or null) loads, and a state
    with no marker or one is written as before, so older saves replay to their snapshot;
    two markers are written as a list, the earliest first."""
    s = marked_position()
    doc = s.to_json()
    assert doc["assassin"] is None
    doc["assassin"] = "charles"
    assert State.from_json(doc, s.data).assassins == ["charles"]
    s.assassins = ["charles"]
    assert s.to_json()["assassin"] == "charles"
    s.assassins = ["charles", "arthur"]
    doc = s.to_json()
    assert doc["assassin"] == ["charles", "arthur"]
    assert State.from_json(doc, s.data).assassins == ["charles", "arthur"]
