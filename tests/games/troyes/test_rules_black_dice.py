"""Black dice in the Events phase (Troyes inventory §3 Phase 3, §4.11, A-20, A-22, A-28, A-55)."""

from __future__ import annotations

import pytest

from game.core.engine import Event
from game.core.errors import IllegalAction
from game.games.troyes.rules import engine
from game.games.troyes.rules.actions import CounterDice, Fail, Flip, Group, Hire, Reroll
from game.games.troyes.rules.events import BlackRolled, Penalty
from game.games.troyes.rules.state import TroyesState
from tests.games.troyes.helpers import act, blank, die, event, of, options, pending, told, value


def counter_phase(n: int = 4, black: list[int] | None = None, pointer: int = 0) -> TroyesState:
    s = blank(n)
    s.phase, s.black, s.pointer = "counter", list(black or [5]), pointer
    return s


def test_must_counter_when_able() -> None:
    """§3 Phase 3 (French FAQ): countering when able is compulsory: no Fail offered, and
    Fail is refused with the state unchanged."""
    s = counter_phase(black=[5])
    w5 = die(s, "white", 5, 0)
    die(s, "white", 1, 1)
    assert Fail() not in options(s)
    assert CounterDice((w5,), (5,)) in options(s)
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        act(s, Fail())
    assert err.value.id == "troyes.refusal.must_counter"
    assert s.to_json() == before


def test_failing_loses_two_vp_and_keeps_the_dice() -> None:
    """§3 Phase 3, §4.11: no subset reaches the black die: it is discarded, -2 VP, dice kept,
    the next seat faces the next die."""
    s = counter_phase(black=[6, 2])
    s.players[0].vp = 5
    w = die(s, "white", 2, 0)
    y = die(s, "yellow", 3, 0)
    die(s, "white", 2, 1)
    assert [o for o in options(s) if isinstance(o, (CounterDice, Fail))] == [Fail()]
    act(s, Fail())
    assert s.players[0].vp == 3 and s.die(w) is not None and s.die(y) is not None
    assert s.black == [2] and s.pointer == 1


def test_red_counts_double_and_mixed_colours() -> None:
    """§3 Phase 3: a red die counts double; dice of several colours may counter together."""
    s = counter_phase(black=[9])
    r = die(s, "red", 3, 0)
    w = die(s, "white", 3, 0)
    assert CounterDice((r, w), (9,)) in options(s)
    assert CounterDice((r,), (9,)) not in options(s)


def test_several_black_dice_in_one_counter() -> None:
    """§3 Phase 3, A-28: a set may also take further black dice when it covers their sum;
    any valid set may be chosen, not only the smallest."""
    s = counter_phase(black=[4, 3, 2])
    a, b = die(s, "white", 6, 0), die(s, "white", 3, 0)
    die(s, "white", 6, 1)
    outs = {o for o in options(s) if isinstance(o, CounterDice)}
    assert CounterDice((a, b), (4, 3, 2)) in outs
    assert CounterDice((a,), (4, 2)) in outs and CounterDice((a,), (4, 3)) not in outs
    assert CounterDice((a, b), (4,)) in outs  # not forced to minimise
    act(s, CounterDice((a,), (4, 2)))
    assert s.black == [3] and s.players[0].influence == 6 and s.pointer == 1


def test_only_own_dice_counter() -> None:
    """§3 Phase 3: no dice bought, no cube: only the pointed seat's own dice."""
    s = counter_phase(black=[5])
    die(s, "white", 1, 0)
    other = die(s, "white", 6, 1)
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        act(s, CounterDice((other,), (5,)))
    assert err.value.id == "troyes.refusal.counter_own_dice"
    assert s.to_json() == before
    assert not any(isinstance(o, Group) for o in options(s))


def test_a_short_counter_is_refused() -> None:
    """§3 Phase 3: the dice must reach the black dice countered."""
    s = counter_phase(black=[5, 2])
    w = die(s, "white", 6, 0)
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        act(s, CounterDice((w,), (5, 2)))
    assert err.value.id == "troyes.refusal.counter_short_total"
    assert err.value.reason == "Those dice do not reach 7, the total of the 2 black dice chosen."
    assert s.to_json() == before
    with pytest.raises(IllegalAction) as err:
        act(s, CounterDice((w,), (2,)))  # the highest black die first
    assert err.value.reason == "The highest black die, a 5, must be countered first."


def test_pointer_wraps_around() -> None:
    """§3 Phase 3: the pointer goes clockwise and wraps; a seat may face several dice."""
    s = counter_phase(n=2, black=[2, 2, 2], pointer=1)
    for seat in (0, 1):
        for _ in range(2):
            die(s, "white", 6, seat)
    seen = []
    while s.phase == "counter":
        d = pending(s)
        seen.append(d.seat)
        act(s, next(o for o in d.options if isinstance(o, CounterDice) and o.black == (2,)))
    assert seen == [1, 0, 1]


def test_seat_without_dice_fails_at_once() -> None:
    """A-55: a seat with no dice fails its black die (-2 VP) without being asked."""
    s = blank()
    s.players[0].vp = 4
    die(s, "white", 6, 1)
    s.phase, s.black, s.pointer = "counter", [3], 0
    events: list[Event] = []
    engine.advance_counter(s, events)
    assert [(e.seat, e.vp) for e in told(events, Penalty)] == [(0, 2)]
    assert s.phase == "actions" and s.players[0].vp == 2


def test_influence_before_countering() -> None:
    """§3 Phase 3, A-22: Influence may be spent before a counter (reroll, flip, hire), not forced."""
    s = counter_phase(black=[6])
    w = die(s, "white", 1, 0)
    outs = options(s)
    assert Reroll(w) in outs and Flip((w,)) in outs and Hire() in outs and Fail() in outs
    act(s, Flip((w,)))
    assert value(s, w) == 6 and s.players[0].influence == 0
    assert CounterDice((w,), (6,)) in options(s) and Fail() not in options(s)


def test_more_than_six_black_dice() -> None:
    """A-20: as many black dice as the queue asks for: 1 (Marauding) + 3 War + 3 Brigands = 10."""
    s = blank()
    for _ in range(3):
        event(s, "war")
        event(s, "brigands")
    s.decks = {"red": [], "white": [], "yellow": []}
    die(s, "white", 6, 0)
    events: list[Event] = []
    engine.events_phase(s, events)
    assert len(of(events, BlackRolled)[0].values) == 1 + 3 * 2 + 3
    assert of(events, BlackRolled)[0].values == tuple(sorted(of(events, BlackRolled)[0].values, reverse=True))


def test_counter_gains_influence_per_black_die_capped() -> None:
    """§3 Phase 3, §4.2: +1 Influence per black die countered, never above 20."""
    s = counter_phase(black=[1, 1])
    s.players[0].influence = 19
    w = die(s, "white", 2, 0)
    act(s, CounterDice((w,), (1, 1)))
    assert s.players[0].influence == 20
