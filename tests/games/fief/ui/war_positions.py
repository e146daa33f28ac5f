"""Battle, siege, ransom and Cavalcade positions built with the engine, for the war
views' tests (and for looking at the views): each function returns a game waiting for
the decision its name says.
"""

from __future__ import annotations

from game.games.fief.rules import engine
from game.games.fief.rules.actions import (
    CallOff,
    Cavalcade,
    ChooseSide,
    DeclareBattle,
    Fight,
    OfferTruce,
    PayRansom,
    PickUp,
)
from game.games.fief.rules.control import update_presence
from game.games.fief.rules.state import State
from tests.games.fief import helpers
from tests.games.fief.helpers import v
from tests.games.fief.test_disasters import Dice

KIRSTEN, GRADY, DAVID = 0, 1, 2


# --------------------------------------------------------------------------- positions


def siege_of_sigy() -> State:
    """Kirsten's lord with 2 knights and 3 men-at-arms and a siege engine by Grady's
    stronghold at Sigy (his lord, 1 knight, 3 men-at-arms); Kirsten's battles turn."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.move_lord(s, helpers.lord_of(s, KIRSTEN), v("Sigy"))
    helpers.put(s, KIRSTEN, v("Sigy"), knights=2, men=3)
    s.villages[v("Sigy")].sieges[KIRSTEN] = [1, s.round]
    s.families[KIRSTEN].stock["siege_engines"] -= 1
    s.cache.clear()
    helpers.turn_of(s, KIRSTEN, "battles")
    return s


def battle_round() -> State:
    """The siege of Sigy attacked: after one roll (each side 2 hits, taken at once),
    Kirsten chooses her course."""
    s = siege_of_sigy()
    s.rng = Dice(1, 1, 1, 1)
    engine.apply(s, DeclareBattle(v("Sigy"), GRADY))
    engine.apply(s, Fight())
    engine.apply(s, Fight())
    d = engine.pending(s)
    assert d.kind == "battle" and d.seat == KIRSTEN, d
    return s


def casualty_choice() -> State:
    """Grady's Gauvain and titled Blanche with a knight and a man-at-arms in his
    stronghold; Kirsten's army rolls 5 hits: Grady chooses which lord dies (6.2.2)."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    sigy = v("Sigy")
    helpers.clear(s, sigy)
    s.villages[sigy].stronghold = True
    for lord in ("gauvain", "blanche"):
        helpers.add_lord(s, GRADY, lord, sigy)
    helpers.put(s, GRADY, sigy, knights=1, men=1)
    s.lords["blanche"].fief_titles.append(helpers.data().board.villages[v("Blaye")].fief)
    helpers.move_lord(s, helpers.lord_of(s, KIRSTEN), sigy)
    helpers.put(s, KIRSTEN, sigy, knights=3, men=4)
    helpers.turn_of(s, KIRSTEN, "battles")
    s.rng = Dice(6, 3, 1, 2)  # Kirsten's two dice (3 - 1 for the walls): 3 + 2 hits; Grady's one die
    engine.apply(s, DeclareBattle(sigy, GRADY))
    engine.apply(s, Fight())
    engine.apply(s, Fight())
    d = engine.pending(s)
    assert d.kind == "casualties" and d.seat == GRADY, d
    return s


def truce_offer() -> State:
    """After the first roll at Sigy, Kirsten offers Grady a truce that gives her the village."""
    s = battle_round()
    engine.apply(s, OfferTruce(KIRSTEN))
    assert engine.pending(s).kind == "truce"
    return s


def sally_choice() -> State:
    """Kirsten calls off her assault on Sigy: Grady may sally out."""
    s = battle_round()
    engine.apply(s, CallOff())
    assert engine.pending(s).kind == "sally"
    return s


def side_choice() -> State:
    """David's lord and troops stand at Sigy when Kirsten attacks Grady: which side?"""
    s = siege_of_sigy()
    helpers.move_lord(s, helpers.lord_of(s, DAVID), v("Sigy"))
    helpers.put(s, DAVID, v("Sigy"), knights=1, men=2)
    engine.apply(s, DeclareBattle(v("Sigy"), GRADY))
    assert engine.pending(s).kind == "battle_side"
    return s


def battles_turn() -> State:
    """Kirsten's battles turn: she may attack Grady at Sigy (under her siege) and David
    at Tournus, and lay siege at Tournus."""
    s = siege_of_sigy()
    lord2 = "lambert"
    helpers.add_lord(s, KIRSTEN, lord2, v("Tournus"))
    helpers.put(s, KIRSTEN, v("Tournus"), men=2)
    s.cache.clear()
    return s


def captive_of_kirsten() -> State:
    """Grady's lord Éric, taken captive by Kirsten, is held at Blaye; Grady has 5 deniers
    and the ransom is due at the start of his purchases."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    lord = helpers.lord_of(s, GRADY)
    helpers.move_lord(s, lord, v("Blaye"))
    s.lords[lord].captor = KIRSTEN
    update_presence(s, v("Blaye"), GRADY)
    s.families[GRADY].deniers = 5
    s.cache.clear()
    return s


def ransom_turn() -> State:
    s = captive_of_kirsten()
    helpers.give(s, GRADY, "secret-passage")
    helpers.turn_of(s, GRADY, "ransom")
    return s


def ransom_offer() -> State:
    """Grady offers Kirsten 1 denier for Éric; she answers."""
    s = captive_of_kirsten()
    helpers.turn_of(s, GRADY, "ransom")
    engine.apply(s, PayRansom(helpers.lord_of(s, GRADY), 1, v("Sigy")))
    assert engine.pending(s).kind == "ransom_offer"
    return s


def cavalcade_move() -> State:
    """Kirsten's lord with 2 knights in Charolles, where David's men-at-arms stand, and
    a captive of hers: he may ride a Cavalcade, and lead the captive along."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    lord = helpers.lord_of(s, KIRSTEN)
    helpers.move_lord(s, lord, v("Charolles"))
    helpers.put(s, KIRSTEN, v("Charolles"), knights=2)
    helpers.put(s, DAVID, v("Charolles"), men=2)
    grady = helpers.lord_of(s, GRADY)
    helpers.move_lord(s, grady, v("Charolles"))
    s.lords[grady].captor = KIRSTEN
    update_presence(s, v("Sigy"), GRADY)
    update_presence(s, v("Charolles"), GRADY)
    s.cache.clear()
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, PickUp(lord, "knight", 2))
    return s


def crowded_battle() -> State:
    """Kirsten attacks Grady's stronghold at Sigy; David, there with François and the
    d'Arc lady Isabelle, joins the defenders with Grady's untitled Jeanne beside Éric."""
    s = siege_of_sigy()
    sigy = v("Sigy")
    helpers.add_lord(s, GRADY, "jeanne", sigy)
    helpers.move_lord(s, helpers.lord_of(s, DAVID), sigy)
    helpers.add_lord(s, DAVID, "isabelle", sigy)
    s.darc = "isabelle"
    helpers.put(s, DAVID, sigy, knights=1, men=2)
    engine.apply(s, DeclareBattle(sigy, GRADY))
    engine.apply(s, ChooseSide(1))
    assert engine.pending(s).kind == "battle"
    return s


def cavalcade_battle() -> State:
    """Kirsten's lord rides a Cavalcade with his two knights through David's men-at-arms."""
    s = cavalcade_move()
    engine.apply(s, Cavalcade(helpers.lord_of(s, KIRSTEN)))
    assert engine.pending(s).kind == "battle"
    return s


def two_captives() -> State:
    """Grady's Éric and Henri are Kirsten's captives; Grady holds strongholds at Sigy and
    Pugnac, where a freed lord may go; 9 deniers."""
    s = captive_of_kirsten()
    helpers.add_lord(s, GRADY, "henri", v("Blaye"))
    s.lords["henri"].captor = KIRSTEN
    s.lords["henri"].fief_titles.append(helpers.data().board.villages[v("Tournus")].fief)
    helpers.put(s, GRADY, v("Pugnac"), men=1)
    s.villages[v("Pugnac")].stronghold = True
    update_presence(s, v("Blaye"), GRADY)
    s.families[GRADY].deniers = 9
    s.cache.clear()
    helpers.turn_of(s, GRADY, "ransom")
    return s


POSITIONS = {
    "battle": battle_round,
    "casualties": casualty_choice,
    "truce": truce_offer,
    "sally": sally_choice,
    "side": side_choice,
    "battles": battles_turn,
    "ransom": ransom_turn,
    "ransom_offer": ransom_offer,
    "cavalcade": cavalcade_move,
    "crowded": crowded_battle,
    "cavalcade_battle": cavalcade_battle,
    "two_captives": two_captives,
}
