"""The heuristic bot with the Holy Relics (11.1, 11.1.1): it takes a relic when it can,
lets only its ally take one from its village, spends the Teeth on its own lords only,
and rolls the Eyes and the Bone where they help it."""

from __future__ import annotations

from game.games.fief.bots.heuristic import HeuristicBot
from game.games.fief.rules import engine, relics
from game.games.fief.rules.deaths import kill_lord
from game.games.fief.rules.relic_records import AllowRelic, RelicRite, TakeRelic, UseTeeth

from . import helpers
from .test_relics import BLAYE, BONE, EYES, GRADY, GRAIL, KIRSTEN, SIGY, TEETH, board, hold, lay, lord


def _choice(s):
    d = engine.pending(s)
    return HeuristicBot(1).choose(engine.view_for(s, d.seat), d)


def test_the_bot_takes_a_relic_it_may_take() -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", SIGY)
    s.bishops[5] = "arthur"
    lay(s, GRAIL, SIGY)
    assert _choice(s) == TakeRelic(GRAIL, "arthur")


def test_the_bot_refuses_a_relic_to_a_family_it_is_not_allied_to() -> None:
    s = board()
    helpers.put(s, GRADY, SIGY, 0, 2)
    lord(s, KIRSTEN, "arthur", SIGY)
    s.bishops[5] = "arthur"
    lay(s, GRAIL, SIGY)
    engine.apply(s, TakeRelic(GRAIL, "arthur"))
    assert _choice(s) == AllowRelic(False)


def test_the_bot_spends_the_teeth_on_its_own_lord_and_not_on_anothers() -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    lord(s, KIRSTEN, "charles", BLAYE)
    lord(s, GRADY, "beaudoin", SIGY)
    helpers.put(s, KIRSTEN, BLAYE, 1, 0)
    hold(s, TEETH, "arthur")
    events: list = []
    kill_lord(s, "beaudoin", "Plague", events)
    engine._advance(s, events)
    assert _choice(s) == UseTeeth(False)
    engine.apply(s, UseTeeth(False))
    kill_lord(s, "charles", "Plague", events)
    engine._advance(s, events)
    s.cache.clear()
    assert _choice(s) == UseTeeth(True)


def test_the_bot_moves_rain_off_its_own_lands_and_rolls_for_its_own_famines() -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)  # bishopric 1
    helpers.put(s, KIRSTEN, BLAYE, 0, 2)
    s.villages[BLAYE].mills = 1
    hold(s, EYES, "arthur")
    hold(s, BONE, "arthur")
    s.lying = {1: ["heavy-rain", "famine"], 3: ["heavy-rain", "famine"]}
    s.relics.rite_round = 0
    assert relics.queue_rites(s)
    s.cache.clear()
    assert _choice(s) == RelicRite(EYES, 1)
    s.relics.rites.pop(0)
    s.cache.clear()
    assert _choice(s) == RelicRite(BONE, 1)
    s.relics.rolled.append(1)
    s.cache.clear()
    assert _choice(s) == RelicRite(BONE, -1)


def test_the_bot_attacks_with_the_spear_and_not_into_the_grail() -> None:
    """Even dice: with the Holy Spear the bot attacks; against the Holy Grail with one die
    more it holds back (11.1.1)."""
    from game.games.fief.rules.actions import DeclareBattle, Done

    from .test_battle import to_battles
    from .test_relics import CHAROLLES, GUNTER, SPEAR

    s = board(4)
    lord(s, GUNTER, "arthur", CHAROLLES)
    helpers.put(s, GUNTER, CHAROLLES, 3, 0)
    lord(s, GRADY, "beaudoin", CHAROLLES)
    helpers.put(s, GRADY, CHAROLLES, 3, 0)
    to_battles(s, GUNTER)
    assert DeclareBattle(CHAROLLES, GRADY) in engine.pending(s).options
    assert _choice(s) == Done()  # two dice against two
    hold(s, SPEAR, "arthur")
    assert _choice(s) == DeclareBattle(CHAROLLES, GRADY)
    hold(s, SPEAR, "beaudoin")
    helpers.put(s, GUNTER, CHAROLLES, 1, 0)  # 13 points: three dice against two
    hold(s, GRAIL, "beaudoin")
    assert _choice(s) == Done()
