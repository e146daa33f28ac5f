"""The hard bounds on a game's length (``game.games.fief.rules.limits``), whatever the data
says: a battle ends after a number of rolls even when the die never hits, a round that
keeps going ends the game at the budget of actions, and a game without a round limit
ends after ``MAX_ROUNDS`` rounds. Each end is written in the chronicle."""

from __future__ import annotations

import dataclasses

from game.ai.sim import play_game
from game.games.fief.descriptor import DESCRIPTOR
from game.games.fief.rules import engine, limits
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import BuyCardinal, Consent, DeclareBattle, Done, Fight
from game.games.fief.rules.state import State

from . import helpers
from .helpers import v
from .test_battle import DAVID, GRADY, KIRSTEN, bare, lord, to_battles

BLAYE, TOURNUS = v("Blaye"), v("Tournus")


def harmless(state: State) -> None:
    """The state's data made into a mod whose battle die never hits (every face 0) and
    whose battles never end by quiet rolls (6.1)."""
    data = state.data
    rules = data.rules.model_copy(update={"quiet_rolls_end": 10**6})
    state.data = dataclasses.replace(data, dice_faces=(0, 0, 0, 0, 0, 0), rules=rules)
    state.cache.clear()


def test_a_battle_whose_die_never_hits_ends_at_the_roll_limit() -> None:
    s = bare()
    harmless(s)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 2, 3)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 2, 3)
    to_battles(s, KIRSTEN)
    events = engine.apply(s, DeclareBattle(BLAYE, GRADY))
    for _ in range(10 * limits.BATTLE_ROLLS):
        if s.battle is None:
            break
        events += engine.apply(s, Fight())
    assert s.battle is None, "the battle did not end"
    rolls = [e for e in events if isinstance(e, ev.BattleRolled)]
    assert len(rolls) == limits.BATTLE_ROLLS and all(e.hits == e.other_hits == 0 for e in rolls)
    ended = [e for e in events if isinstance(e, ev.BattleEnded)]
    assert len(ended) == 1 and ended[0].reason == "roll_limit" and ended[0].winner == -1
    sentence = ended[0].sentence(engine.names_for(s))
    assert f"limit of {limits.BATTLE_ROLLS} rolls" in sentence, sentence
    assert s.outcome is None and engine.pending(s) is not None  # the game goes on


def test_a_round_that_keeps_asking_ends_the_game_at_the_budget_of_actions() -> None:
    """A refused biretta may be asked for again (4.4, rules decisions): a family that asks
    for ever, and a Pope who refuses for ever, end the game at the round's budget."""
    s = bare(3)
    lord(s, KIRSTEN, "henri", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, men=1)
    lord(s, DAVID, "charles", TOURNUS)
    helpers.put(s, DAVID, TOURNUS, men=1)
    s.bishops.update({1: "henri", 2: "charles"})
    s.pope = "charles"
    s.families[KIRSTEN].deniers = 7
    budget = limits.action_budget(s.round)
    s.actions_applied = budget - 41  # spare the test most of the round's budget
    s.cache.clear()
    log = []
    while engine.pending(s) is not None:
        d = engine.pending(s)
        log += engine.apply(s, BuyCardinal("henri") if d.kind == "purchase" else Consent(False))
        assert s.actions_applied <= budget
    assert s.actions_applied == budget and s.round == 1
    assert s.outcome is not None and s.outcome.end == "length_limit" and s.outcome.winners == ()
    reached = [e for e in log if isinstance(e, ev.LengthLimitReached)]
    assert reached == [ev.LengthLimitReached(1, "actions", budget)]
    # the same words as the event's (numbers may be written with a thousands separator)
    assert s.outcome.reason.replace(",", "") == reached[0].sentence(engine.names_for(s)).replace(",", "")
    assert "length limit" in s.outcome.reason and "no winner" in s.outcome.reason
    assert engine.legal_actions(s) == () and s.step == "over"


def test_a_game_with_no_round_limit_ends_after_the_most_rounds() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    assert s.config.max_rounds is None
    s.round = limits.MAX_ROUNDS  # as if the families had played that long
    log = []
    while s.outcome is None:
        log += engine.apply(s, Done())
    assert s.round == limits.MAX_ROUNDS
    assert s.outcome.end == "length_limit" and s.outcome.winners == ()
    assert ev.LengthLimitReached(limits.MAX_ROUNDS, "rounds", limits.MAX_ROUNDS) in log
    assert f"{limits.MAX_ROUNDS} rounds" in s.outcome.reason


def test_an_agreed_round_limit_above_the_most_rounds_is_refused_and_below_it_ends_as_agreed() -> None:
    data = helpers.data()
    option = next(o for o in DESCRIPTOR.options(data) if o.id == "max_rounds")
    assert option.maximum == limits.MAX_ROUNDS
    s = helpers.started(["Blaye", "Sigy", "Tournus"], max_rounds=limits.MAX_ROUNDS)
    s.round = limits.MAX_ROUNDS
    while s.outcome is None:
        engine.apply(s, Done())
    assert s.outcome.end == "round_limit"  # the agreed limit, reached at the same time


def test_the_declared_bound_covers_the_hard_round_limit() -> None:
    data = helpers.data()
    free = DESCRIPTOR.default_config(data, 6, max_rounds=None)
    short = DESCRIPTOR.default_config(data, 6, max_rounds=5)
    assert DESCRIPTOR.length_limit(data, free) == limits.action_budget(limits.MAX_ROUNDS)
    assert DESCRIPTOR.length_limit(data, short) == limits.action_budget(5)


def test_heuristic_families_end_their_games_without_reaching_a_limit() -> None:
    """The heuristic bot asks for nothing again and again: its games end by victory or
    by the agreed round limit, never at a length limit."""
    data = helpers.data()
    for seed in (1, 2):
        summary, _ = play_game(DESCRIPTOR, data, 4, "heuristic", seed, max_rounds=8)
        assert summary["end"] in ("victory", "round_limit"), summary
