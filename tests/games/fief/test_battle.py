"""Battles (6.0-6.3): declaring, strength and dice, attacker penalties, losses and
captives, the ends of a battle, several families in one battle, the Ambush (10.5) and
the Secret Passage's tunnels (10.2.2). Rulebook examples are reproduced with a scripted
die (faces 1,1,2,2,3,3: a roll of 1 is one hit, 3 two hits, 5 three hits)."""

from __future__ import annotations

import pytest

from game.games.fief.rules import battle as war
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    AnswerTruce,
    Buy,
    CallOff,
    ChooseSide,
    DeclareBattle,
    Done,
    EndBattle,
    Escape,
    Fight,
    Move,
    OfferTruce,
    PlayAmbush,
    Sally,
    Surrender,
    SwitchSide,
    TakeHits,
    Tunnels,
)
from game.games.fief.rules.control import controller, grant_title
from game.games.fief.rules.state import Battle

from . import helpers
from .helpers import v
from .test_disasters import Dice

KIRSTEN, GRADY, DAVID, GUNTER = 0, 1, 2, 3
BLAYE, CHAROLLES, EPERVIER, MEDARD = v("Blaye"), v("Charolles"), v("L'Épervier"), v("St Médard")
FAR = ["Tournus", "Sigy", "Mazilles", "Beaujeu"]

# die rolls giving one, two and three hits
ONE, TWO, THREE = 1, 3, 5


def bare(n: int = 3, seed: int = 1, **kw):
    """A game at the first purchase, every starting lord, troop and stronghold taken off
    the map, so each test sets its own position (``kw``: game settings such as variants)."""
    s = helpers.started(FAR[:n], seed=seed, **kw)
    for name in FAR[:n]:
        helpers.clear(s, v(name))
        vs = s.villages[v(name)]
        if vs.stronghold:
            vs.stronghold = False
            s.shared["strongholds"] += 1
    for seat in range(n):
        for lid in list(s.families[seat].lords):
            del s.lords[lid]
            s.families[seat].lords.remove(lid)
            s.lord_deck.append(lid)
    s.cache.clear()
    return s


def lord(s, seat: int, lid: str, village: str) -> str:
    helpers.add_lord(s, seat, lid, village)
    return lid


def stronghold(s, village: str, fortified: bool = False) -> None:
    s.villages[village].stronghold = True
    s.villages[village].fortified = fortified
    s.shared["strongholds"] -= 1
    s.cache.clear()


def to_battles(s, seat: int) -> None:
    helpers.turn_of(s, seat, "battles")


def roll(s, *dice: int) -> list:
    """Every engaged family fights on for one roll; the battle dice show ``dice``
    (attackers first)."""
    s.rng = Dice(*dice)
    events: list = []
    while not any(isinstance(e, ev.BattleRolled) for e in events):
        events += engine.apply(s, Fight())
    return events


# --------------------------------------------------------------------------- declaring (6.0)


def test_only_a_family_with_a_lord_and_troops_declares_a_battle() -> None:
    """6.0: troops without a lord only defend; lords alone face to face do not fight."""
    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    lord(s, GRADY, "beaudoin", BLAYE)  # lords alone, face to face
    helpers.put(s, KIRSTEN, CHAROLLES, 0, 3)  # troops without a lord
    helpers.put(s, GRADY, CHAROLLES, 0, 1)
    assert war.declare_candidates(s, KIRSTEN) == [] and war.declare_candidates(s, GRADY) == []
    names = engine.names_for(s)
    assert "Troops without a lord cannot start a battle" in str(
        war.declare_problem(s, KIRSTEN, DeclareBattle(CHAROLLES, GRADY), names)
    )
    assert "no troops to fight with" in str(war.declare_problem(s, KIRSTEN, DeclareBattle(BLAYE, GRADY), names))
    while s.round == 1:  # nobody is asked to fight: the battles step passes by itself
        assert engine.pending(s).kind != "battles"
        engine.apply(s, Done())


def test_faq_example_a_lone_lord_is_taken_captive_when_a_knight_is_bought_beside_him() -> None:
    """FAQ, phase 6: Kirsten and Gunter both have lords in Blaye with no troops; Kirsten
    controls it. She buys a knight there in the purchase phase: Gunter's lord is taken
    captive at once, with no battle roll."""
    s = bare(4)
    lord(s, KIRSTEN, "arthur", BLAYE)
    lord(s, GUNTER, "beaudoin", BLAYE)
    s.families[KIRSTEN].deniers = 10
    helpers.turn_of(s, KIRSTEN, "purchase")
    assert s.lords["beaudoin"].captor == -1  # lords alone face to face do not fight
    events = engine.apply(s, Buy("knight", BLAYE))
    assert ev.LordCaptured(GUNTER, "beaudoin", KIRSTEN, BLAYE, "alone") in events
    assert not any(isinstance(e, ev.BattleRolled) for e in events)
    assert s.battle is None and s.lords["beaudoin"].captor == KIRSTEN
    assert s.villages[BLAYE].present == [KIRSTEN]  # a captive holds nothing


def test_a_lone_guard_taken_captive_frees_the_captive_he_held() -> None:
    """FAQ of phase 6 and 6.2.3: Kirsten's Arthur, alone, guards Gunter's Beaudoin at
    Blaye; Gunter's Gauvain there buys a knight: Arthur is taken, so Beaudoin goes free."""
    s = bare(4)
    lord(s, KIRSTEN, "arthur", BLAYE)
    lord(s, GUNTER, "beaudoin", BLAYE)
    s.lords["beaudoin"].captor = KIRSTEN
    lord(s, GUNTER, "gauvain", BLAYE)
    s.villages[BLAYE].present = [KIRSTEN, GUNTER]
    s.families[GUNTER].deniers = 10
    helpers.turn_of(s, GUNTER, "purchase")
    events = engine.apply(s, Buy("knight", BLAYE))
    assert ev.LordCaptured(KIRSTEN, "arthur", GUNTER, BLAYE, "alone") in events
    assert ev.CaptiveFreed(GUNTER, "beaudoin", KIRSTEN, BLAYE, "guards_gone") in events
    assert s.lords["beaudoin"].captor == -1 and s.lords["arthur"].captor == GUNTER


def test_a_lord_left_alone_beside_an_army_after_moving_is_taken_captive() -> None:
    """FAQ, phase 6: Grady's lord walks alone into Blaye, where Kirsten's lord stands with
    a knight; when Grady's movement ends there, his lord is Kirsten's captive. While he
    is still moving, nothing happens (he might be passing through)."""
    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 1, 0)
    lord(s, GRADY, "beaudoin", CHAROLLES)
    helpers.turn_of(s, GRADY, "movement")
    engine.apply(s, Move("beaudoin", BLAYE))
    assert s.lords["beaudoin"].captor == -1
    events = engine.apply(s, Done())
    assert ev.LordCaptured(GRADY, "beaudoin", KIRSTEN, BLAYE, "alone") in events
    assert s.lords["beaudoin"].captor == KIRSTEN


def test_no_battle_is_fought_under_heavy_rain() -> None:
    """2.3.1: Heavy Rain on bishopric 1 (Blaye, Charolles, La Salle) stops battles there;
    Grady's troops in Blaye are safe this round, and nobody is asked to fight."""
    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 2, 0)
    helpers.put(s, GRADY, BLAYE, 0, 1)
    s.lying = {1: ["heavy-rain"]}
    s.fortune_deck.remove("heavy-rain")
    s.cache.clear()
    assert war.declare_candidates(s, KIRSTEN) == []
    problem = war.declare_problem(s, KIRSTEN, DeclareBattle(BLAYE, GRADY), engine.names_for(s))
    assert problem is not None and problem.id == "fief.refusal.battle_rain" and "Heavy Rain" in str(problem)
    while s.round == 1:
        assert engine.pending(s).kind != "battles"
        engine.apply(s, Done())
    assert s.villages[BLAYE].troops[GRADY].men_at_arms == 1


# --------------------------------------------------------------------------- strength and dice (6.2)


def test_dice_follow_strength_points_and_d_arc_adds_one_up_to_four() -> None:
    s = bare()
    assert [war.dice_for_strength(s, p) for p in (0, 1, 6, 7, 12, 13, 40)] == [0, 1, 1, 2, 2, 3, 3]
    lord(s, KIRSTEN, "jeanne", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 4, 1)  # 13 strength points (an untitled lady adds none)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 2)
    b = Battle(BLAYE, [[KIRSTEN], [GRADY]])
    assert war.strength(s, b, KIRSTEN) == 13 and war.side_dice(s, b, 0) == 3
    assert war.strength(s, b, GRADY) == 3  # a male lord counts 1 (6.2)
    s.darc = "jeanne"  # 9.1: the title makes her a titled lady (1 SP) and adds a die
    assert war.strength(s, b, KIRSTEN) == 14 and war.side_dice(s, b, 0) == 4


def test_rulebook_example_grady_attacks_david_in_his_stronghold_over_two_rolls() -> None:
    """6.2.1, 6.2.2: Grady's 15 points give 3 dice, less 1 against the stronghold. He
    rolls one and three hits; David must lose a man-at-arms and a knight. David's 11
    points roll 2 dice for five hits; Grady loses 2 men-at-arms and a knight. Then Grady
    has 10 points and 1 die, David 7 points and 2 dice."""
    s = bare()
    stronghold(s, MEDARD)
    helpers.put(s, DAVID, MEDARD, 3, 2)  # troops without a lord defend
    lord(s, GRADY, "beaudoin", MEDARD)
    helpers.put(s, GRADY, MEDARD, 3, 5)
    assert controller(s, MEDARD) == DAVID
    to_battles(s, GRADY)
    engine.apply(s, DeclareBattle(MEDARD, DAVID))
    b = s.battle
    assert war.side_strength(s, b, 0) == 15 and war.penalty(s, b) == 1 and war.side_dice(s, b, 0) == 2
    assert war.side_strength(s, b, 1) == 11 and war.side_dice(s, b, 1) == 2
    events = roll(s, ONE, THREE, THREE, TWO)
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert (rolled.rolls, rolled.other_rolls, rolled.hits, rolled.other_hits) == ((1, 3), (3, 2), 4, 5)
    # David had no choice: 1 man-at-arms and 1 knight (4 hits) were taken for him.
    assert ev.TroopsLost(DAVID, MEDARD, 1, 1, "battle") in events
    d = engine.pending(s)
    assert d.kind == "casualties" and d.seat == GRADY
    assert set(d.options) == {TakeHits(((GRADY, 1, 2),)), TakeHits(((GRADY, 0, 5),))}
    engine.apply(s, TakeHits(((GRADY, 1, 2),)))
    b = s.battle
    assert war.side_strength(s, b, 0) == 10 and war.side_dice(s, b, 0) == 1
    assert war.side_strength(s, b, 1) == 7 and war.side_dice(s, b, 1) == 2
    assert engine.pending(s).kind == "battle" and engine.pending(s).seat == GRADY


# --------------------------------------------------------------------------- losses (6.2.2)


@pytest.mark.parametrize(
    "hits, options, captives",
    [
        (2, [TakeHits(((GUNTER, 0, 1),))], []),
        (3, [TakeHits(((GUNTER, 1, 0),))], []),
        (4, [TakeHits(((GUNTER, 1, 1),))], ["blanche", "gauvain"]),
        (5, [TakeHits(((GUNTER, 1, 1),), ("blanche",)), TakeHits(((GUNTER, 1, 1),), ("gauvain",))], None),
        (6, [TakeHits(((GUNTER, 1, 1),), ("blanche", "gauvain"))], []),
    ],
)
def test_rulebook_table_gauvain_blanche_a_man_at_arms_and_a_knight(hits, options, captives) -> None:
    """6.2.2's further example: Gunter defends with Gauvain (titled), Blanche (untitled),
    1 man-at-arms and 1 knight. 2 hits kill the man-at-arms only; 3 the knight only; 4
    both troops, and both lords are captured; 5 kill one lord (Gunter's choice), the
    other is captured; 6 kill everyone."""
    s = bare(4)
    lord(s, GUNTER, "gauvain", BLAYE)
    grant_title(s, 1, "gauvain")
    lord(s, GUNTER, "blanche", BLAYE)
    helpers.put(s, GUNTER, BLAYE, 1, 1)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 4, 0)
    s.battle = Battle(BLAYE, [[KIRSTEN], [GUNTER]], hits=[0, hits], last=[[], [], [0, 0, 99]])
    assert war.casualty_options(s, s.battle, 1) == options
    s.battle.stage = "casualties"
    s.battle.waiting = [GUNTER]
    s.cache.clear()
    events = engine.apply(s, options[-1])
    taken = sorted(e.lord for e in events if isinstance(e, ev.LordCaptured))
    if captives is not None:
        assert taken == captives
    else:
        assert taken == ["blanche"] and s.lords["blanche"].captor == KIRSTEN  # gauvain chosen dead
    assert all(s.lords[lord].captor == KIRSTEN for lord in taken)


def test_a_knight_needs_three_hits_so_a_lord_behind_him_survives() -> None:
    s = bare()
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 1, 0)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 0, 3)
    s.battle = Battle(BLAYE, [[KIRSTEN], [GRADY]], hits=[0, 2])
    assert war.casualty_options(s, s.battle, 1) == [TakeHits(())]


# --------------------------------------------------------------------------- ending a battle (6.1, 6.3)


def duel(defender_stronghold: bool = False):
    """Kirsten (Arthur, 2 knights) attacks Grady (Beaudoin, 3 men-at-arms) at Blaye."""
    s = bare()
    if defender_stronghold:
        stronghold(s, BLAYE)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 3)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 2, 0)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GRADY))
    return s


def test_surrender_comes_only_after_a_roll_and_disbands_troops_and_captures_lords() -> None:
    s = duel()
    assert Surrender() not in engine.pending(s).options
    roll(s, ONE, ONE, ONE)  # Kirsten's 2 dice kill 2 men-at-arms; Grady's 1 hit cannot touch a knight
    assert engine.pending(s).seat == KIRSTEN and Surrender() in engine.pending(s).options
    engine.apply(s, Fight())
    stock = s.families[GRADY].stock["men_at_arms"]
    events = engine.apply(s, Surrender())
    assert ev.Surrendered(GRADY, BLAYE) in events
    assert s.battle is None and s.lords["beaudoin"].captor == KIRSTEN
    assert s.families[GRADY].stock["men_at_arms"] == stock + 1
    assert GRADY not in s.villages[BLAYE].troops and controller(s, BLAYE) == KIRSTEN


def test_a_truce_keeps_everyone_and_may_hand_over_the_village() -> None:
    s = duel()
    assert controller(s, BLAYE) == GRADY
    assert {OfferTruce(GRADY), OfferTruce(KIRSTEN)} <= set(engine.pending(s).options)
    engine.apply(s, OfferTruce(KIRSTEN))
    d = engine.pending(s)
    assert d.kind == "truce" and d.seat == GRADY and d.interrupt
    engine.apply(s, AnswerTruce(False))  # refused: the round goes on, no second offer this round
    assert engine.pending(s).kind == "battle" and OfferTruce(GRADY) not in engine.pending(s).options
    engine.apply(s, Fight())
    engine.apply(s, OfferTruce(KIRSTEN))
    events = engine.apply(s, AnswerTruce(True))
    assert any(isinstance(e, ev.BattleEnded) and e.reason == "truce" for e in events)
    assert s.battle is None and controller(s, BLAYE) == KIRSTEN
    assert s.villages[BLAYE].troops[GRADY].men_at_arms == 3


def test_three_rolls_without_losses_end_the_battle() -> None:
    """6.1: 2 knights against 2 knights; one hit each roll kills nobody."""
    s = bare()
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 2, 0)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 2, 0)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GRADY))
    roll(s, ONE, ONE, ONE, ONE)  # 7 points each: two dice a side, one hit a die
    roll(s, ONE, ONE, ONE, ONE)
    assert s.battle.quiet == 2
    events = roll(s, ONE, ONE, ONE, ONE)
    assert any(isinstance(e, ev.BattleEnded) and e.reason == "quiet" for e in events)
    assert s.battle is None and controller(s, BLAYE) == GRADY


def test_only_lords_left_ends_the_battle_without_captives() -> None:
    s = bare()
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 1)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 0, 1)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GRADY))
    events = roll(s, ONE, ONE)
    assert any(isinstance(e, ev.BattleEnded) and e.reason == "lords" for e in events)
    assert s.lords["arthur"].captor == s.lords["beaudoin"].captor == -1
    assert controller(s, BLAYE) == GRADY


def test_an_army_wiped_out_leaves_the_village_to_the_fief_holder() -> None:
    """6.3: both armies destroyed, the village goes to the fief's titled lord (5.1)."""
    s = bare()
    lord(s, DAVID, "thierry", MEDARD)
    grant_title(s, 1, "thierry")  # Blaye is in fief 1
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 1)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 0, 1)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GRADY))
    events = roll(s, THREE, THREE)  # 3 hits each: the man-at-arms, then the lord
    assert {e.lord for e in events if isinstance(e, ev.LordDied)} == {"arthur", "beaudoin"}
    assert any(isinstance(e, ev.BattleEnded) for e in events) and s.battle is None
    assert s.villages[BLAYE].present == [] and controller(s, BLAYE) == DAVID


def test_the_attacker_of_a_stronghold_may_call_off_and_the_defender_may_sally() -> None:
    """6.1, 6.3: only the attacker of a stronghold may end the battle after a roll; the
    besieged may fight on in the open, without the walls' penalty."""
    s = duel(defender_stronghold=True)
    b = s.battle
    assert war.penalty(s, b) == 1 and war.side_dice(s, b, 0) == 1  # 7 points: 2 dice, less 1
    assert CallOff() not in engine.pending(s).options  # not before a roll
    roll(s, ONE, ONE)  # one hit each: a man-at-arms falls, the knights stand
    assert CallOff() in engine.pending(s).options
    engine.apply(s, CallOff())
    d = engine.pending(s)
    assert d.kind == "sally" and d.seat == GRADY
    engine.apply(s, Sally(True))
    assert s.battle.sallied and war.penalty(s, s.battle) == 0
    assert engine.pending(s).kind == "battle"


def test_calling_off_without_a_sally_ends_the_battle() -> None:
    s = duel(defender_stronghold=True)
    roll(s, ONE, ONE)
    engine.apply(s, CallOff())
    events = engine.apply(s, Sally(False))
    assert any(isinstance(e, ev.BattleEnded) and e.reason == "called_off" for e in events)
    assert s.battle is None


# --------------------------------------------------------------------------- several families (6.0)


def test_rulebook_example_kirsten_and_grady_gang_up_on_gunter() -> None:
    """6.0: Grady and Gunter share Blaye; Kirsten comes to attack Gunter and Grady joins
    her side: their strength points add up, and the strongest of them allocates hits."""
    s = bare(4)
    lord(s, GUNTER, "gauvain", BLAYE)
    helpers.put(s, GUNTER, BLAYE, 1, 3)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 1, 0)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 1, 2)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GUNTER))
    d = engine.pending(s)
    assert (
        d.kind == "battle_side" and d.seat == GRADY and set(d.options) == {ChooseSide(0), ChooseSide(1), ChooseSide(-1)}
    )
    engine.apply(s, ChooseSide(0))
    b = s.battle
    assert b.sides == [[KIRSTEN, GRADY], [GUNTER]]
    assert war.side_strength(s, b, 0) == 6 + 4 == 10 and war.side_dice(s, b, 0) == 2
    assert war.leader(s, b, 0) == KIRSTEN
    # Grady may change sides between rolls, Kirsten (who declared) may not.
    assert SwitchSide() not in engine.pending(s).options
    engine.apply(s, Fight())
    assert engine.pending(s).seat == GRADY and SwitchSide() in engine.pending(s).options
    engine.apply(s, Fight())
    s.rng = Dice(TWO, ONE, ONE, ONE)  # the allies' 2 dice: 2 + 1 hits; Gunter's 2 dice: 2 hits
    engine.apply(s, Fight())
    d = engine.pending(s)
    # Gunter must lose 3 points: the knight, or three men-at-arms
    assert d.seat == GUNTER and set(d.options) == {TakeHits(((GUNTER, 1, 0),)), TakeHits(((GUNTER, 0, 3),))}
    engine.apply(s, TakeHits(((GUNTER, 0, 3),)))
    # the allies' 2 hits: only Kirsten's two men-at-arms could fall, the knights need 3
    assert s.villages[BLAYE].troops[KIRSTEN].men_at_arms == 0
    assert s.villages[BLAYE].troops[GRADY].knights == 1


def test_an_ally_may_switch_sides_between_rolls() -> None:
    s = bare(4)
    lord(s, GUNTER, "gauvain", BLAYE)
    helpers.put(s, GUNTER, BLAYE, 1, 3)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 1, 0)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 1, 2)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GUNTER))
    engine.apply(s, ChooseSide(0))
    engine.apply(s, Fight())
    events = engine.apply(s, SwitchSide())
    assert ev.SideChosen(GRADY, BLAYE, 1, switched=True) in events
    assert s.battle.sides == [[KIRSTEN], [GUNTER, GRADY]]
    assert SwitchSide() not in engine.pending(s).options  # once a round


# --------------------------------------------------------------------------- Ambush and tunnels (10.5, 10.2.2)


def test_rulebook_example_kirsten_storms_a_stronghold_through_the_tunnels() -> None:
    """10.2.2: 5 points give 1 die, which the stronghold's penalty takes away; a Secret
    Passage cancels the penalty and she rolls her die."""
    s = bare()
    stronghold(s, BLAYE)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 3)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 1, 1)
    helpers.give(s, KIRSTEN, "secret-passage")
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GRADY))
    assert war.side_strength(s, s.battle, 0) == 5 and war.side_dice(s, s.battle, 0) == 0
    assert Tunnels() in engine.pending(s).options
    events = engine.apply(s, Tunnels())
    assert ev.SecretPassageUsed(KIRSTEN, "", "tunnels") in events
    assert war.side_dice(s, s.battle, 0) == 1 and "secret-passage" in s.fortune_discard
    assert Tunnels() not in engine.pending(s).options


def test_an_ambush_takes_an_enemy_lord_and_his_last_lord_lets_the_ambusher_end_it() -> None:
    s = duel()
    helpers.give(s, KIRSTEN, "ambush")
    assert PlayAmbush("beaudoin") in engine.pending(s).options
    events = engine.apply(s, PlayAmbush("beaudoin"))
    assert ev.LordCaptured(GRADY, "beaudoin", KIRSTEN, BLAYE, "ambush") in events
    assert s.battle is not None and EndBattle() in engine.pending(s).options
    engine.apply(s, EndBattle())
    assert s.battle is None and s.lords["beaudoin"].captor == KIRSTEN
    assert "ambush" in s.fortune_discard


def test_a_secret_passage_foils_an_ambush() -> None:
    s = duel()
    helpers.give(s, KIRSTEN, "ambush")
    helpers.give(s, GRADY, "secret-passage")
    engine.apply(s, PlayAmbush("beaudoin"))
    d = engine.pending(s)
    assert d.kind == "react" and d.seat == GRADY and Escape() in d.options
    events = engine.apply(s, Escape())
    assert ev.AmbushFoiled(GRADY, "beaudoin") in events
    assert s.lords["beaudoin"].captor == -1 and engine.pending(s).kind == "battle"
    assert {"ambush", "secret-passage"} <= set(s.fortune_discard)


def test_the_blank_face_die_variant_scores_nothing_on_its_blank_face() -> None:
    """6.2.2 with the set-up option ``blank_face_die`` (the die of another edition): the
    faces score 0, 1, 1, 2, 2 and 3 hits, so the same rolls deal fewer hits than with the
    rulebook's die (1, 1, 2, 2, 3, 3)."""
    s = bare(variants=["blank_face_die"])
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 2, 0)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 2, 0)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GRADY))
    events = roll(s, 1, 6, 2, 3)  # Kirsten: blank and 3 hits; Grady: 1 and 1
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert (rolled.rolls, rolled.hits) == ((0, 3), 3)
    assert (rolled.other_rolls, rolled.other_hits) == ((1, 1), 2)
