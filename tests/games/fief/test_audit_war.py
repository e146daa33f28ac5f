"""Audit of movement and war (5.0 to 6.5) against the rulebook's sentences the older
tests did not pin: the Cavalcade defender of the rulebook's example (two knights and
three men-at-arms: two dice and two bonus hits), captives counting toward the four-lord
limit, the besieged family's reinforcements walking in and its new lords, a stronghold
outliving its garrison, a truce broken by a Cavalcade, and Kirsten's siege laid after a
called-off attack."""

from __future__ import annotations

from game.games.fief.rules import battle as war
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Besiege, CallOff, Cavalcade, DeclareBattle, Move, PickUp, PlayLord, Sally
from game.games.fief.rules.cards import lord_places, play_lord_problem
from game.games.fief.rules.control import controller

from . import helpers
from .test_battle import GRADY, GUNTER, KIRSTEN, ONE, THREE, TWO, bare, lord, roll, stronghold
from .test_disasters import Dice
from .test_war import BLAYE, CHAROLLES, EPERVIER, charolles, epervier


def test_rulebook_example_the_cavalcade_defender_adds_a_hit_per_die() -> None:
    """5.2: "The Defender has 2 Knights and 3 Men at Arms. He rolls 3 hits with two
    Battle Dice, then adds his 2 Hit Bonus for a total of 5 hits against the Cavalcading
    Attacker." Grady's Beaudoin rides with 3 knights into Gunter's Charolles."""
    s = bare(4)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 3, 0)
    helpers.put(s, GUNTER, CHAROLLES, 2, 3)
    helpers.turn_of(s, GRADY, "movement")
    engine.apply(s, PickUp("beaudoin", "knight", 3))
    engine.apply(s, Move("beaudoin", CHAROLLES))
    # Grady's 2 dice (10 points), then Gunter's 2 dice: one hit and two hits
    s.rng = Dice(ONE, ONE, ONE, TWO)
    events = engine.apply(s, Cavalcade("beaudoin"))
    assert war.side_dice(s, s.battle, 1) == 2
    while not any(isinstance(e, ev.BattleRolled) for e in events):
        events += engine.apply(s, engine.pending(s).options[0])
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert rolled.bonus == 2 and rolled.other_hits == 5


def test_captives_count_toward_the_four_lord_limit() -> None:
    """6.2.3: "Captives still count towards a Player's four Lord limit." Kirsten has
    three lords free and one held by Grady: she may not play a fifth."""
    s = bare()
    for lid in ("arthur", "charles", "eric"):
        lord(s, KIRSTEN, lid, BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 0, 1)
    lord(s, KIRSTEN, "francois", CHAROLLES)
    helpers.put(s, GRADY, CHAROLLES, 0, 1)
    s.lords["francois"].captor = GRADY
    s.lord_deck.remove("henri")
    s.families[KIRSTEN].hand.append("henri")
    s.cache.clear()
    reason = play_lord_problem(s, KIRSTEN, PlayLord("henri", BLAYE), engine.names_for(s))
    assert reason is not None and reason.id == "fief.refusal.card_lords_limit" and "at most 4 lords" in str(reason)


def test_the_besieged_bring_troops_in_from_next_door_and_may_add_new_lords() -> None:
    """6.4.1: "The besieged Lord and his allies may move additional Troops directly into
    the besieged Stronghold ... from an adjacent Village without having to fight the
    Besiegers", and the besieged "may add new Lords". Grady's Henri walks two men from
    Charolles into besieged L'Épervier; a new lord of Grady's may enter there."""
    s = epervier()
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    s.families[KIRSTEN].stock["siege_engines"] -= 1
    lord(s, GRADY, "henri", CHAROLLES)
    helpers.put(s, GRADY, CHAROLLES, 0, 2)
    helpers.turn_of(s, GRADY, "movement")
    engine.apply(s, PickUp("henri", "man_at_arms", 2))
    engine.apply(s, Move("henri", EPERVIER))
    assert engine.pending(s).kind != "permission" and s.battle is None
    assert s.lords["henri"].village == EPERVIER
    assert s.villages[EPERVIER].troops[GRADY].men_at_arms == 4
    assert controller(s, EPERVIER) == GRADY
    assert EPERVIER in lord_places(s, GRADY)


def test_a_stronghold_survives_the_battle_that_takes_its_village() -> None:
    """4.2: "Control of Strongholds can change (5.1), but they can only be destroyed by
    an Uprising". Kirsten wipes out the garrison of Grady's stronghold: the stronghold
    stands and is hers."""
    s = bare()
    stronghold(s, EPERVIER)
    helpers.put(s, GRADY, EPERVIER, 0, 1)
    lord(s, KIRSTEN, "arthur", EPERVIER)
    helpers.put(s, KIRSTEN, EPERVIER, 3, 0)
    helpers.turn_of(s, KIRSTEN, "battles")
    s.rng = Dice(THREE, THREE)  # Kirsten's 2 dice less the stronghold's 1; the garrison's die
    events = engine.apply(s, DeclareBattle(EPERVIER, GRADY))
    while s.battle is not None:
        events += engine.apply(s, engine.pending(s).options[0])
    assert GRADY not in s.villages[EPERVIER].troops or s.villages[EPERVIER].troops[GRADY].count == 0
    assert s.villages[EPERVIER].stronghold and controller(s, EPERVIER) == KIRSTEN


def test_a_cavalcade_through_a_family_at_truce_breaks_the_truce() -> None:
    """6.0: a truce "can be broken at any time". Grady made a truce with Gunter in a deal,
    yet Beaudoin's knights may ride a Cavalcade through Gunter's man at Charolles; the
    truce is over."""
    s = charolles()
    s.truces = [[GRADY, GUNTER]]
    engine.apply(s, PickUp("beaudoin", "knight", 2))
    engine.apply(s, Move("beaudoin", CHAROLLES))
    assert Cavalcade("beaudoin") in engine.pending(s).options
    s.rng = Dice(ONE, ONE, ONE)
    events = engine.apply(s, Cavalcade("beaudoin"))
    assert ev.TruceBroken(GRADY, GUNTER) in events and s.truces == []


def test_rulebook_example_kirsten_calls_off_her_attack_and_lays_siege() -> None:
    """6.4: "Kirsten attacked L'Epervier, but after one Battle Roll felt that her chances of
    winning were not good. She decides to call off the attack and begins a siege by
    placing a 1 Battle Die Siege Engine counter with her Troops." Arthur and three knights
    (10 points: 2 dice, 1 after the stronghold's penalty) against Beaudoin and 2 men."""
    s = epervier()
    helpers.put(s, KIRSTEN, EPERVIER, 2, 0)
    helpers.turn_of(s, KIRSTEN, "battles")
    engine.apply(s, DeclareBattle(EPERVIER, GRADY))
    assert war.side_dice(s, s.battle, 0) == 1
    roll(s, ONE, ONE)  # a man-at-arms of Grady's falls; one hit cannot fell a knight
    engine.apply(s, CallOff())
    events = engine.apply(s, Sally(False))  # Grady stays behind his walls
    assert any(isinstance(e, ev.BattleEnded) and e.reason == "called_off" for e in events)
    assert Besiege(EPERVIER) in engine.pending(s).options
    events = engine.apply(s, Besiege(EPERVIER))
    assert ev.SiegeBegun(KIRSTEN, EPERVIER, GRADY) in events
    assert s.villages[EPERVIER].sieges == {KIRSTEN: [1, 1]}
    assert controller(s, EPERVIER) == GRADY  # 6.4.1: still his
