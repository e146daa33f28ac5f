"""Sieges (6.4), Cavalcades (5.2), captives (6.2.3) and ransoms (6.2.4), with the
rulebook's examples: Kirsten's siege of L'Épervier across two rounds, Beaudoin's
Cavalcade through Charolles and Baudoin's ransom of 6 deniers."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import battle as war
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    AnswerRansom,
    Besiege,
    Buy,
    Cavalcade,
    DeclareBattle,
    Done,
    Drop,
    EndSiege,
    FreeCaptives,
    Move,
    PayRansom,
    Permit,
    PickUp,
    Pillage,
)
from game.games.fief.rules.control import controller, grant_title
from game.games.fief.rules.state import Battle

from . import helpers
from .helpers import v
from .test_battle import GRADY, GUNTER, KIRSTEN, ONE, THREE, bare, lord, roll, stronghold, to_battles
from .test_disasters import Dice

BLAYE, CHAROLLES, EPERVIER, SIGY = v("Blaye"), v("Charolles"), v("L'Épervier"), v("Sigy")
CHATEAU_NEUF = v("Château-Neuf")
TOURNUS = v("Tournus")


# --------------------------------------------------------------------------- sieges (6.4)


def epervier():
    """Grady holds the stronghold of L'Épervier with Beaudoin and 2 men-at-arms;
    Kirsten's lord Arthur and a knight stand before it."""
    s = bare()
    stronghold(s, EPERVIER)
    lord(s, GRADY, "beaudoin", EPERVIER)
    helpers.put(s, GRADY, EPERVIER, 0, 2)
    lord(s, KIRSTEN, "arthur", EPERVIER)
    helpers.put(s, KIRSTEN, EPERVIER, 1, 0)
    assert controller(s, EPERVIER) == GRADY
    return s


def test_rulebook_example_kirsten_besieges_l_epervier_across_two_rounds() -> None:
    """6.4, 6.4.2: Kirsten does not attack; she lays siege with a 1-die engine. Next round
    her engine cancels the stronghold's penalty when she attacks; if she keeps up the
    siege instead, the engine turns to its 2-dice side at the end of her battles."""
    s = epervier()
    to_battles(s, KIRSTEN)
    assert Besiege(EPERVIER) in engine.pending(s).options
    engines = s.families[KIRSTEN].stock["siege_engines"]
    events = engine.apply(s, Besiege(EPERVIER))
    assert ev.SiegeBegun(KIRSTEN, EPERVIER, GRADY) in events
    assert s.villages[EPERVIER].sieges == {KIRSTEN: [1, 1]}
    assert s.families[KIRSTEN].stock["siege_engines"] == engines - 1
    engine.apply(s, Done())  # the engine was laid this round: it stays on its 1-die side
    assert s.villages[EPERVIER].sieges[KIRSTEN][0] == 1
    while s.round != 2:
        engine.apply(s, Done())
    to_battles(s, KIRSTEN)
    b = Battle(EPERVIER, [[KIRSTEN], [GRADY]])
    assert war.base_penalty(s, b) == 1 and war.engines(s, b) == 1 and war.penalty(s, b) == 0
    engine.apply(s, Done())  # she keeps up the siege: the engine turns over
    assert s.villages[EPERVIER].sieges[KIRSTEN][0] == 2
    assert war.engines(s, b) == 2 and war.penalty(s, b) == 0  # no dice more for all that (6.4.2)


def test_a_besieged_village_pays_no_income() -> None:
    s = epervier()
    s.villages[EPERVIER].mills = 1
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    s.families[KIRSTEN].stock["siege_engines"] -= 1
    events: list = []
    while s.round == 1 or s.phase < 4:
        events += engine.apply(s, Done())
    income = next(e for e in events if isinstance(e, ev.IncomeCollected) and e.seat == GRADY)
    # Grady's only village, and its mill, are besieged: nothing comes in (6.4.1).
    assert (income.villages, income.mills, income.amount) == (0, 0, 0)


def test_the_besieged_bring_no_troops_in_nor_leave_without_leave() -> None:
    """6.4.1 and 5.0: no new troops into a besieged stronghold (the besieger may add his);
    the besieged leave only with the besieger's leave (or a Secret Passage, a Cavalcade)."""
    s = epervier()
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    s.families[KIRSTEN].stock["siege_engines"] -= 1
    s.families[GRADY].deniers = s.families[KIRSTEN].deniers = 10
    helpers.turn_of(s, KIRSTEN, "purchase")
    assert Buy("man_at_arms", EPERVIER) in engine.pending(s).options  # the besieger reinforces
    engine.apply(s, Done())
    d = engine.pending(s)
    assert d.seat == GRADY and Buy("man_at_arms", EPERVIER) not in d.options
    helpers.turn_of(s, GRADY, "movement")
    engine.apply(s, Move("beaudoin", CHAROLLES))
    d = engine.pending(s)
    assert d.kind == "permission" and d.seat == KIRSTEN
    engine.apply(s, Permit(False))
    assert s.lords["beaudoin"].village == EPERVIER
    helpers.give(s, GRADY, "secret-passage")  # 10.2.1: the tunnels need nobody's leave
    engine.apply(s, Move("beaudoin", CHAROLLES, True))
    assert s.lords["beaudoin"].village == CHAROLLES and "secret-passage" not in s.families[GRADY].hand


def test_a_lord_who_walked_into_his_besieged_stronghold_asks_leave_to_walk_back_out() -> None:
    """5.0 and 6.4.1: a lord leaves a besieged stronghold only with the besieger's leave
    or by a Secret Passage, even along the road he just came in by."""
    s = epervier()
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    s.families[KIRSTEN].stock["siege_engines"] -= 1
    helpers.add_lord(s, GRADY, "gauvain", CHAROLLES)
    helpers.turn_of(s, GRADY, "movement")
    engine.apply(s, Move("gauvain", EPERVIER))  # the besieged's own lords may come in (6.4.1)
    assert s.lords["gauvain"].village == EPERVIER and engine.pending(s).seat == GRADY
    engine.apply(s, Move("gauvain", CHAROLLES))
    d = engine.pending(s)
    assert d.kind == "permission" and d.seat == KIRSTEN
    engine.apply(s, Permit(False))
    assert s.lords["gauvain"].village == EPERVIER
    with pytest.raises(IllegalAction, match="only a Secret Passage or a Cavalcade"):
        engine.apply(s, Move("gauvain", CHAROLLES))
    helpers.give(s, GRADY, "secret-passage")
    assert Move("gauvain", CHAROLLES, True) in engine.pending(s).options
    engine.apply(s, Move("gauvain", CHAROLLES, True))
    assert s.lords["gauvain"].village == CHAROLLES


def test_the_besieger_may_pillage_the_mills_of_the_besieged_village() -> None:
    s = epervier()
    s.villages[EPERVIER].mills = 1
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    s.families[KIRSTEN].stock["siege_engines"] -= 1
    helpers.turn_of(s, KIRSTEN, "pillage")
    assert Pillage(EPERVIER) in engine.pending(s).options


def test_engines_leave_with_the_last_besieging_troop_or_when_the_siege_is_lifted() -> None:
    s = epervier()
    to_battles(s, KIRSTEN)
    engine.apply(s, Besiege(EPERVIER))
    events = engine.apply(s, EndSiege(EPERVIER))
    assert ev.SiegeEnded(KIRSTEN, EPERVIER, "lifted") in events
    assert s.villages[EPERVIER].sieges == {} and s.families[KIRSTEN].stock["siege_engines"] == 2
    engine.apply(s, Besiege(EPERVIER))
    engine.apply(s, Done())
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, PickUp("arthur", "knight", 1))
    events = engine.apply(s, Move("arthur", CHAROLLES))
    assert ev.SiegeEnded(KIRSTEN, EPERVIER, "left") in events
    assert s.villages[EPERVIER].sieges == {}


def test_allies_each_bring_an_engine_and_together_cancel_at_most_two_dice() -> None:
    s = bare(4)
    stronghold(s, EPERVIER, fortified=True)
    lord(s, GUNTER, "gauvain", EPERVIER)
    helpers.put(s, GUNTER, EPERVIER, 0, 2)
    for seat, lid in ((KIRSTEN, "arthur"), (GRADY, "beaudoin")):
        lord(s, seat, lid, EPERVIER)
        helpers.put(s, seat, EPERVIER, 1, 0)
        s.villages[EPERVIER].sieges[seat] = [2, 1]
    b = Battle(EPERVIER, [[KIRSTEN], [GUNTER]])
    assert war.base_penalty(s, b) == 2 and war.engines(s, b) == 2 and war.penalty(s, b) == 0
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    s.villages[EPERVIER].sieges[GRADY] = [1, 1]
    assert war.engines(s, b) == 1  # Grady's engine does not count while he stays out
    b.sides[0].append(GRADY)
    assert war.engines(s, b) == 2 and war.penalty(s, b) == 0


def test_besieged_who_attack_out_suffer_no_penalty() -> None:
    """6.2.1: no attacker penalty when the army in the stronghold attacks its besiegers."""
    s = epervier()
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    to_battles(s, GRADY)
    engine.apply(s, DeclareBattle(EPERVIER, KIRSTEN))
    assert war.penalty(s, s.battle) == 0 and not war.defended(s, s.battle)


# --------------------------------------------------------------------------- Cavalcade (5.2)


def charolles():
    """Grady's Beaudoin and 2 knights at Blaye; a blue man-at-arms of Gunter's family
    holds Charolles; it is Grady's movement."""
    s = bare(4)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 2, 0)
    helpers.put(s, GUNTER, CHAROLLES, 0, 1)
    helpers.turn_of(s, GRADY, "movement")
    return s


def test_rulebook_example_beaudoins_cavalcade_through_charolles() -> None:
    """5.2: Beaudoin and 2 knights ride into Charolles (move 1) and fight at once; the
    defender's hit bonus cannot kill a knight; the blue man-at-arms dies. Beaudoin must
    move on: he leaves a knight in Charolles and rides to L'Épervier (move 2)."""
    s = charolles()
    engine.apply(s, PickUp("beaudoin", "knight", 2))
    engine.apply(s, Move("beaudoin", CHAROLLES))
    assert Cavalcade("beaudoin") in engine.pending(s).options
    s.rng = Dice(ONE, ONE, ONE)  # Grady's 2 dice; Gunter's 1 die: 1 hit + 1 bonus
    events = engine.apply(s, Cavalcade("beaudoin"))
    assert ev.BattleDeclared(GRADY, CHAROLLES, GUNTER, "beaudoin") in events
    b = s.battle
    assert b.cavalcade == "beaudoin" and war.side_dice(s, b, 1) == 1
    while not any(isinstance(e, ev.BattleRolled) for e in events):
        events += engine.apply(s, engine.pending(s).options[0])
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert rolled.bonus == 1 and rolled.other_hits == 2
    assert ev.TroopsLost(GUNTER, CHAROLLES, 0, 1, "battle") in events
    assert s.battle is None and s.villages[CHAROLLES].troops[GRADY].knights == 2
    # The winner may not stop here (FAQ): Done is refused until he moves on.
    assert Done() not in engine.pending(s).options
    with pytest.raises(IllegalAction, match="must ride on"):
        engine.apply(s, Done())
    engine.apply(s, Drop("beaudoin", "knight", 1))
    engine.apply(s, Move("beaudoin", EPERVIER))
    assert s.villages[CHAROLLES].troops[GRADY].knights == 1 and controller(s, CHAROLLES) == GRADY
    assert s.villages[EPERVIER].troops[GRADY].knights == 1
    assert Done() in engine.pending(s).options


def test_a_cavalcade_needs_knights_only_and_a_move_left() -> None:
    s = charolles()
    engine.apply(s, PickUp("beaudoin", "knight", 2))
    helpers.put(s, GRADY, BLAYE, 0, 1)
    engine.apply(s, PickUp("beaudoin", "man_at_arms", 1))
    engine.apply(s, Move("beaudoin", CHAROLLES))
    assert Cavalcade("beaudoin") not in engine.pending(s).options  # a man-at-arms rides along
    engine.apply(s, Drop("beaudoin", "man_at_arms", 1))
    assert Cavalcade("beaudoin") in engine.pending(s).options
    s.marches["beaudoin"].moves_left = 0
    s.cache.clear()
    assert Cavalcade("beaudoin") not in engine.pending(s).options  # a last-move entry waits for phase 6


def test_a_cavalcade_never_passes_a_stronghold() -> None:
    s = charolles()
    stronghold(s, CHAROLLES)
    engine.apply(s, PickUp("beaudoin", "knight", 2))
    engine.apply(s, Move("beaudoin", CHAROLLES))
    assert Cavalcade("beaudoin") not in engine.pending(s).options


def test_a_cavalcade_may_break_out_of_a_besieged_stronghold() -> None:
    """FAQ: the besieged ride out against the besiegers; winning, they must move on."""
    s = bare()
    stronghold(s, EPERVIER)
    lord(s, GRADY, "beaudoin", EPERVIER)
    helpers.put(s, GRADY, EPERVIER, 2, 3)
    helpers.put(s, KIRSTEN, EPERVIER, 0, 1)
    s.villages[EPERVIER].sieges[KIRSTEN] = [1, 1]
    helpers.turn_of(s, GRADY, "movement")
    engine.apply(s, PickUp("beaudoin", "knight", 2))
    assert Cavalcade("beaudoin") in engine.pending(s).options
    s.rng = Dice(ONE, ONE, ONE)
    events = engine.apply(s, Cavalcade("beaudoin"))
    b = s.battle
    assert war.strength(s, b, GRADY) == 7  # the lord and his knights only, not the garrison
    while s.battle is not None:
        events += engine.apply(s, engine.pending(s).options[0])
    assert any(isinstance(e, ev.SiegeEnded) for e in events)
    assert s.marches["beaudoin"].must_move


# --------------------------------------------------------------------------- captives (6.2.3)


def captive_at_blaye():
    """Kirsten holds Grady's Beaudoin captive at Blaye with Arthur and a knight."""
    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 1, 0)
    lord(s, GRADY, "beaudoin", BLAYE)
    s.lords["beaudoin"].captor = KIRSTEN
    s.villages[BLAYE].present = [KIRSTEN]
    s.villages[BLAYE].road_of = {}
    s.cache.clear()
    return s


def test_captives_move_with_their_captor_and_cannot_move_themselves() -> None:
    from game.games.fief.rules.actions import LeadCaptive

    s = captive_at_blaye()
    helpers.turn_of(s, KIRSTEN, "movement")
    assert "beaudoin" not in s.marches
    assert LeadCaptive("arthur", "beaudoin") in engine.pending(s).options
    engine.apply(s, LeadCaptive("arthur", "beaudoin"))
    engine.apply(s, Move("arthur", CHAROLLES))
    assert s.lords["beaudoin"].village == CHAROLLES and s.lords["beaudoin"].captor == KIRSTEN
    assert GRADY not in s.villages[CHAROLLES].present  # a captive holds nothing


def test_a_captive_left_without_guards_goes_free() -> None:
    s = captive_at_blaye()
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, PickUp("arthur", "knight", 1))
    events = engine.apply(s, Move("arthur", CHAROLLES))  # the captive stays behind, unguarded
    assert ev.CaptiveFreed(GRADY, "beaudoin", KIRSTEN, BLAYE, "guards_gone") in events
    assert s.lords["beaudoin"].captor == -1 and controller(s, BLAYE) == GRADY


def test_a_captive_is_freed_when_his_captors_die_in_battle() -> None:
    s = captive_at_blaye()
    lord(s, GUNTER if s.n > 3 else 2, "gauvain", BLAYE)
    helpers.put(s, 2, BLAYE, 3, 0)
    to_battles(s, 2)
    engine.apply(s, DeclareBattle(BLAYE, KIRSTEN))
    events = roll(s, THREE, THREE, THREE, ONE)  # 9 hits: the knight, then Arthur
    assert any(isinstance(e, ev.CaptiveFreed) and e.lord == "beaudoin" for e in events)


def test_a_captive_goes_free_when_his_captors_troops_all_fall_though_his_lord_lives() -> None:
    """6.2.3: a captive is freed when all his captor's troops are killed in a battle.
    David's knight and Kirsten's knight kill each other; Arthur lives on, free, beside
    Beaudoin, yet Beaudoin is no longer his captive."""
    s = captive_at_blaye()
    lord(s, 2, "gauvain", BLAYE)
    helpers.put(s, 2, BLAYE, 1, 0)
    to_battles(s, 2)
    engine.apply(s, DeclareBattle(BLAYE, KIRSTEN))
    events = roll(s, THREE, THREE)  # 3 hits each way: each side's knight falls
    assert not s.villages[BLAYE].troops[KIRSTEN].count and s.lords["arthur"].captor == -1
    assert ev.CaptiveFreed(GRADY, "beaudoin", KIRSTEN, BLAYE, "battle") in events
    assert s.lords["beaudoin"].captor == -1 and s.lords["beaudoin"].village == BLAYE


def test_a_secret_passage_frees_captives_to_a_place_of_the_family() -> None:
    """10.2.3: the captives escape, placed as a new lord would be (2.4.1)."""
    s = captive_at_blaye()
    stronghold(s, SIGY)
    helpers.put(s, GRADY, SIGY, 0, 1)
    helpers.give(s, GRADY, "secret-passage")
    helpers.turn_of(s, GRADY, "purchase")
    assert FreeCaptives(SIGY) in engine.pending(s).options and FreeCaptives(CHAROLLES) not in engine.pending(s).options
    events = engine.apply(s, FreeCaptives(SIGY))
    assert ev.CaptiveFreed(GRADY, "beaudoin", KIRSTEN, SIGY, "passage") in events
    assert s.lords["beaudoin"].village == SIGY


# --------------------------------------------------------------------------- ransom (6.2.4)


def baudoin():
    """Gunter's Beaudoin, Bishop and Baron, is Grady's captive at Blaye; Gunter has 10
    deniers and a stronghold at Sigy; the purchase phase begins."""
    s = bare(4)
    lord(s, GRADY, "arthur", BLAYE)
    helpers.put(s, GRADY, BLAYE, 1, 0)
    lord(s, GUNTER, "beaudoin", BLAYE)
    grant_title(s, 1, "beaudoin")
    s.bishops[1] = "beaudoin"
    s.lords["beaudoin"].captor = GRADY
    s.villages[BLAYE].present = [GRADY]
    stronghold(s, SIGY)
    helpers.put(s, GUNTER, SIGY, 0, 1)
    s.families[GUNTER].deniers = 10
    while s.phase != 4 or s.round != 2:
        engine.apply(s, Done())
    s.families[GUNTER].deniers = 10
    s.cache.clear()
    return s


def test_rulebook_example_baudoins_ransom_of_six() -> None:
    """6.2.4: 2 deniers, plus 2 per title: Bishop and Baron make 6. Gunter has 10: he may
    offer less, but when Grady refuses he must pay the 6, before any purchase."""
    from game.games.fief.rules.ransom import ransom_of

    s = baudoin()
    assert ransom_of(s, "beaudoin") == 6
    d = engine.pending(s)
    assert d.kind == "ransom" and d.seat == GUNTER
    assert PayRansom("beaudoin", 6, SIGY) in d.options and PayRansom("beaudoin", 4, SIGY) in d.options
    assert Done() not in d.options  # he can pay, so he must
    engine.apply(s, PayRansom("beaudoin", 4, SIGY))
    d = engine.pending(s)
    assert d.kind == "ransom_offer" and d.seat == GRADY and d.interrupt
    engine.apply(s, AnswerRansom(False))
    d = engine.pending(s)
    assert d.seat == GUNTER and {o.amount for o in d.options if isinstance(o, PayRansom)} == {6}
    grady = s.families[GRADY].deniers
    events = engine.apply(s, PayRansom("beaudoin", 6, SIGY))
    assert ev.RansomPaid(GUNTER, "beaudoin", GRADY, 6) in events
    assert s.families[GUNTER].deniers == 4 and s.families[GRADY].deniers == grady + 6
    assert s.lords["beaudoin"].captor == -1 and s.lords["beaudoin"].village == SIGY
    assert s.lords["beaudoin"].fief_titles == [1] and s.bishops[1] == "beaudoin"  # titles kept


def test_a_lower_ransom_accepted_frees_the_captive() -> None:
    s = baudoin()
    engine.apply(s, PayRansom("beaudoin", 3, SIGY))
    engine.apply(s, AnswerRansom(True))
    assert s.lords["beaudoin"].captor == -1 and s.families[GUNTER].deniers == 7


def test_a_family_that_cannot_pay_the_full_ransom_keeps_its_deniers() -> None:
    s = baudoin()
    s.families[GUNTER].deniers = 5
    s.cache.clear()
    assert Done() in engine.pending(s).options
    engine.apply(s, Done())
    assert s.lords["beaudoin"].captor == GRADY and s.families[GUNTER].deniers == 5


def wedded_captive():
    """Gunter's only lord, Beaudoin, is Grady's captive at Blaye and is married to
    Kirsten's Blanche, who holds Tournus with a man-at-arms; Gunter has no stronghold, no
    village and no free lord; the purchase phase of round 2 begins."""
    s = bare(4)
    lord(s, GRADY, "arthur", BLAYE)
    helpers.put(s, GRADY, BLAYE, 1, 0)
    lord(s, GUNTER, "beaudoin", BLAYE)
    s.lords["beaudoin"].captor = GRADY
    s.villages[BLAYE].present = [GRADY]
    lord(s, KIRSTEN, "blanche", TOURNUS)
    helpers.put(s, KIRSTEN, TOURNUS, 0, 1)
    s.lords["beaudoin"].spouse, s.lords["blanche"].spouse = "blanche", "beaudoin"
    while s.phase != 4 or s.round != 2:
        engine.apply(s, Done())
    s.families[GUNTER].deniers = 10
    s.cache.clear()
    return s


def test_a_ransomed_or_escaped_lord_may_go_to_his_allys_village() -> None:
    """6.2.4 and 10.2.3: with no stronghold, no other lord and no village of its own, a
    family places its freed lord in an empty uncontrolled village or in a village its
    ally by marriage controls, never in another family's."""
    s = wedded_captive()
    d = engine.pending(s)
    assert d.kind == "ransom" and d.seat == GUNTER
    assert PayRansom("beaudoin", 2, TOURNUS) in d.options  # Kirsten, his wife's family, holds Tournus
    assert PayRansom("beaudoin", 2, BLAYE) not in d.options  # Grady's
    assert PayRansom("beaudoin", 2, CHAROLLES) in d.options  # empty and uncontrolled
    helpers.give(s, GUNTER, "secret-passage")
    assert FreeCaptives(TOURNUS) in engine.pending(s).options
    events = engine.apply(s, FreeCaptives(TOURNUS))
    assert ev.CaptiveFreed(GUNTER, "beaudoin", GRADY, TOURNUS, "passage") in events
    assert s.lords["beaudoin"].village == TOURNUS and s.lords["beaudoin"].captor == -1
