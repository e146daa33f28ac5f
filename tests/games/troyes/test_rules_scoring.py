"""Final scoring and the winner (Troyes inventory §5.2, §5.3, A-08, A-09)."""

from __future__ import annotations

from game.core.engine import Event
from game.games.troyes.rules import engine
from game.games.troyes.rules.events import GameEnded, Scored
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from tests.games.troyes.helpers import blank, card, choose, event, of, result


def full_cathedral_rows(s: TroyesState, seat: int) -> None:
    for lv in range(3):
        s.cathedral[lv][seat] = seat


def test_scoring_by_source() -> None:
    """§5.2: tokens; +1 per uncountered event (Marauding too) holding a cube of his;
    tradesmen spaces' VP (illustration 0); -2 per cathedral level without his cube;
    every dealt character for every player."""
    s = blank(2)
    s.players[0].vp = 10
    s.players[0].characters = ["hugues_de_payns"]
    s.players[1].characters = ["thibaut_ii"]
    s.players[0].influence = 10
    s.players[0].deniers = 6
    s.queue[0].banners = [(0, 1)]
    event(s, "brigands", [(0, 2), (0, 3), (1, 4)])
    event(s, "heresy", [(1, 5)])
    merchant = card(s, "merchant")
    s.slots[merchant].spaces = [0, 1]
    s.slots[merchant].extra = [1]
    priest = card(s, "priest")
    s.slots[priest].spaces = [None, 0]
    s.cathedral[0][0] = 0
    events: list[Event] = []
    engine.final_scoring(s, events)
    a = s.final[0]
    assert (a.tokens, a.events, a.tradesmen, a.cathedral) == (10, 2, 2 + 2, -4)
    assert a.characters == {"hugues_de_payns": 3, "thibaut_ii": 1}
    assert a.total == 10 + 2 + 4 - 4 + 4
    b = s.final[1]
    # 3 empty levels: -6, floored at the 3 VP he had
    assert (b.tokens, b.events, b.tradesmen, b.cathedral, b.total) == (0, 2, 1, -3, 0)
    assert [e.total for e in of(events, Scored)] == [a.total, b.total]


def test_penalty_floor_at_zero() -> None:
    """A-09 (per step): the cathedral penalty cannot take the total below 0; characters
    are added after."""
    s = blank(2)
    s.players[0].vp = 1
    s.players[0].characters = ["hugues_de_payns"]
    s.players[0].influence = 5
    engine.final_scoring(s, [])
    assert s.final[0].cathedral == -1 and s.final[0].total == 0 + 1


def test_only_dealt_characters_score() -> None:
    """§1.6: characters nobody was dealt never score."""
    s = blank(2)
    s.players[0].characters = ["henry_i"]
    s.players[1].characters = []
    s.players[0].deniers = 30
    for seat in (0, 1):
        full_cathedral_rows(s, seat)
    engine.final_scoring(s, [])
    assert s.final[0].characters == {"henry_i": 0} and s.final[0].total == 0


def test_winner_and_shared_victory() -> None:
    """§5.3, A-08: most VP wins; a tie is a shared victory (no tie-break by default)."""
    s = blank(3)
    for seat in range(3):
        full_cathedral_rows(s, seat)
    s.players[0].vp = 7
    s.players[1].vp = 7
    s.players[2].vp = 3
    s.players[1].deniers = 9
    events: list[Event] = []
    engine.final_scoring(s, events)
    assert s.result is not None and result(s).winners == (0, 1) and result(s).end == "shared"
    assert of(events, GameEnded)[0].winners == (0, 1)
    s = blank(3)
    for seat in range(3):
        full_cathedral_rows(s, seat)
    s.players[2].vp = 8
    engine.final_scoring(s, [])
    assert result(s).winners == (2,) and result(s).end == "victory" and s.phase == "over"


def test_tie_break_option_most_deniers() -> None:
    """A-08: the house tie-break "deniers", off by default, breaks a tie by money."""
    s = blank(3, tie_break="deniers")
    for seat in range(3):
        full_cathedral_rows(s, seat)
    s.players[0].vp = 7
    s.players[1].vp = 7
    s.players[1].deniers = 9
    engine.final_scoring(s, [])
    assert result(s).winners == (1,) and result(s).end == "victory"


def test_countered_events_score_nothing_at_the_end() -> None:
    """§5.2 step 2: only uncountered cards still in the queue count; neutral cubes never score."""
    s = blank(2)
    s.players[0].won = ["brigands"]
    event(s, "heresy", [(NEUTRAL, 1)])
    engine.final_scoring(s, [])
    assert s.final[0].events == 0


def test_penalty_floor_option_total() -> None:
    """A-09 (option total): the final total may go below zero."""
    s = blank(2)
    choose(s, end_penalty_floor="total")
    s.players[0].vp = 1
    engine.final_scoring(s, [])
    assert s.final[0].cathedral == -6 and s.final[0].total == -5
