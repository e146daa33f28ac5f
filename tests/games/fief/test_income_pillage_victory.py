"""Income (3.0), pillage (6.5) and the end of the round (7.0 to 7.3)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Done, Pillage
from game.games.fief.rules.control import grant_title, victory_points

from . import helpers
from .helpers import v

KIRSTEN, GRADY, DAVID = 0, 1, 2


def test_income_one_per_village_and_two_per_mill() -> None:
    """3.0: 1 denier for each controlled village, 2 for each mill in one."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.put(s, KIRSTEN, v("Charolles"), men=1)
    helpers.put(s, KIRSTEN, v("La Salle"), men=1)
    s.villages[v("Blaye")].mills = 2
    s.villages[v("Charolles")].mills = 1
    s.villages[v("Sigy")].mills = 1
    s.shared["mills"] -= 4
    before = [f.deniers for f in s.families]
    log = []
    while not (s.round == 2 and s.step == "purchase"):
        log += engine.apply(s, Done())
    incomes = {e.seat: e for e in log if isinstance(e, ev.IncomeCollected)}
    assert incomes[KIRSTEN] == ev.IncomeCollected(KIRSTEN, 3, 6, 9)
    assert incomes[GRADY] == ev.IncomeCollected(GRADY, 1, 2, 3)
    assert incomes[DAVID] == ev.IncomeCollected(DAVID, 1, 0, 1)
    assert [f.deniers for f in s.families] == [before[0] + 9, before[1] + 3, before[2] + 1]


def test_first_round_income_comes_before_the_first_purchase() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    assert [f.deniers for f in s.families] == [6, 6, 6]  # 5 to start + 1 village


def test_pillage_destroys_a_mill_for_one_denier() -> None:
    """6.5: after all battles, families in turn order may pillage the mills of villages
    they control; each pillaged mill is removed and pays 1 denier."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.villages[v("Blaye")].mills = 2
    s.villages[v("Sigy")].mills = 1
    s.shared["mills"] -= 3
    helpers.turn_of(s, KIRSTEN, "pillage")
    d = engine.pending(s)
    assert helpers.step_options(d.options) == {Pillage(v("Blaye")), Done()}
    with pytest.raises(IllegalAction, match="Sigy is neither"):
        engine.apply(s, Pillage(v("Sigy")))
    deniers = s.families[KIRSTEN].deniers
    events = engine.apply(s, Pillage(v("Blaye")))
    assert ev.MillPillaged(KIRSTEN, v("Blaye")) in events
    assert s.villages[v("Blaye")].mills == 1
    assert s.families[KIRSTEN].deniers == deniers + 1
    assert s.shared["mills"] == 15 - 3 + 1
    engine.apply(s, Done())
    assert engine.pending(s).seat == GRADY and engine.pending(s).kind == "pillage"


def test_pillage_is_skipped_by_families_without_mills() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.villages[v("Sigy")].mills = 1
    s.shared["mills"] -= 1
    helpers.turn_of(s, GRADY, "pillage")
    engine.apply(s, Done())
    assert s.round == 2  # David had nothing to pillage: the round ended


def _give_titles(s, seat: int, fiefs: list[int]) -> None:
    lord = helpers.lord_of(s, seat)
    for fief in fiefs:
        city = helpers.data().board.fiefs[fief].villages[0]
        for name in helpers.data().board.fiefs[fief].villages:
            if s.villages[name].present:
                helpers.clear(s, name)
            helpers.put(s, seat, name, men=1)
        s.villages[city].fortified = True
        s.shared["strongholds"] -= 1
        if len(s.lords[lord].fief_titles) >= 2:
            other = next(c for c in helpers.data().lords if c not in s.lords)
            helpers.add_lord(s, seat, other, city)
            lord = other
        grant_title(s, fief, lord)
    s.cache.clear()


def _end_round(s) -> list:
    log = []
    r = s.round
    while s.outcome is None and s.round == r:
        log += engine.apply(s, Done())
    return log


def test_solo_victory_with_three_victory_points_at_the_end_of_the_round() -> None:
    """7.1: a family wins with 3 VP at the end of a round (3 fief titles here)."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    _give_titles(s, GRADY, [3, 6, 7])
    assert victory_points(s) == [0, 3, 0]
    log = _end_round(s)
    assert s.outcome.end == "victory" and s.outcome.winners == (GRADY,)
    assert ev.VictoryPoints((0, 3, 0)) in log
    assert any(isinstance(e, ev.GameWon) and e.winners == (GRADY,) for e in log)
    assert engine.pending(s) is None and engine.legal_actions(s) == ()
    with pytest.raises(IllegalAction, match="over"):
        engine.apply(s, Done())


def test_two_victory_points_do_not_win() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    _give_titles(s, GRADY, [3, 7])
    _end_round(s)
    assert s.outcome is None and s.round == 2


def test_ties_go_to_more_points_then_more_fiefs_then_more_villages() -> None:
    """7.3: tied families are separated by King, Pope, Queen Regent (none here), then
    most fiefs, bishoprics, villages."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    _give_titles(s, GRADY, [3, 7, 4])
    _give_titles(s, DAVID, [2, 5, 8])
    helpers.put(s, DAVID, v("St Vivien"), men=1)  # one more village
    _end_round(s)
    assert s.outcome.winners == (DAVID,)
    assert "most villages" in s.outcome.reason


def test_rulebook_example_kirsten_wins_the_tie_by_holding_the_king() -> None:
    """7.3: Grady has 3 fiefs, David 1, Kirsten 2 and the King's title: Kirsten and Grady
    both have 3 points, and the King's title wins the tie (7.0: the King is worth 1)."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    _give_titles(s, GRADY, [3, 7, 4])
    _give_titles(s, DAVID, [2])
    _give_titles(s, KIRSTEN, [5, 6])
    s.king = helpers.lord_of(s, KIRSTEN)
    assert victory_points(s) == [3, 3, 1]
    _end_round(s)
    assert s.outcome.winners == (KIRSTEN,) and "King" in s.outcome.reason


def test_the_pope_is_a_victory_point_and_breaks_ties_after_the_king() -> None:
    """7.0, 7.3: Grady's 2 fiefs and the Pope tie David's 3 fiefs; the Pope comes before
    the most fiefs."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    _give_titles(s, GRADY, [3, 7])
    _give_titles(s, DAVID, [2, 5, 8])
    s.pope = helpers.lord_of(s, GRADY)
    _end_round(s)
    assert s.outcome.winners == (GRADY,) and "Pope" in s.outcome.reason


def test_more_points_beat_fewer_among_winners() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    _give_titles(s, GRADY, [3, 7, 4, 2])
    _give_titles(s, DAVID, [5, 6, 8])
    _end_round(s)
    assert s.outcome.winners == (GRADY,)


def test_round_limit_ends_without_winner() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"], max_rounds=2)
    log = []
    while s.outcome is None:
        log += engine.apply(s, Done())
    assert s.outcome.end == "round_limit" and s.outcome.winners == ()
    assert s.round == 2
    assert ev.GameEndedAtLimit(2) in log
