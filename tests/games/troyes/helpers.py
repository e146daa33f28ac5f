"""Building Troyes positions for the rules tests (inventory numbers §x.y, A-nn, T-nn, D-nn).

``blank`` gives a game in the actions phase of round 1 with an empty city: no citizen in
the buildings, no die on the square, every activity card of the data in reach through
``card``, Marauding alone in the queue. Tests then put exactly what a rule needs on it.

The engine keeps the pending decision until the state changes through ``play.apply``: a
test that edits a state by hand after a decision was asked calls ``s.cache.clear()``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from game.core.contract import SeatConfig
from game.core.engine import Action, Decision, Event
from game.core.i18n import Message
from game.core.rng import Rng
from game.games.troyes.rules import dice as dm
from game.games.troyes.rules import engine, play
from game.games.troyes.rules.data import COLOURS, TroyesData
from game.games.troyes.rules.dice import Valued
from game.games.troyes.rules.load import load_troyes_data
from game.games.troyes.rules.state import Die, Queued, Result, Slot, TroyesConfig, TroyesState

#: the seats of the rulebook's worked examples, clockwise (§6)
NAMES = ("Anna", "Faye", "Geoffrey", "Emily")
ANNA, FAYE, GEOFFREY, EMILY = 0, 1, 2, 3


@lru_cache(maxsize=1)
def data() -> TroyesData:
    return load_troyes_data()


def config(n: int = 4, **kw: Any) -> TroyesConfig:
    colours = [c.id for c in data().colours]
    return TroyesConfig([SeatConfig(NAMES[i], colours[i]) for i in range(n)], **kw)


def new(n: int = 4, seed: int = 1, **kw: Any) -> tuple[TroyesState, list[Event]]:
    return engine.new_game(data(), config(n, **kw), seed)


def blank(n: int = 4, seed: int = 1, **kw: Any) -> TroyesState:
    """Round 1's actions phase, seat 0 to act and start player; nothing on the board."""
    s, _ = new(n, seed, **kw)
    s.phase = "actions"
    s.round = 1
    s.start = 0
    s.turn = 0
    s.order = []
    s.step = None
    s.buildings = {b: [[None] * len(row) for row in rows] for b, rows in s.buildings.items()}
    s.lying = {b: [] for b in s.buildings}
    s.cathedral = [[None] * len(level) for level in s.cathedral]
    s.dice = []
    s.black = []
    s.queue = [Queued(data().marauding.id)]
    for slot in s.slots:
        slot.face_up = True
    return s


def card(s: TroyesState, card_id: str) -> int:
    """Put activity card ``card_id`` face up in the slot of its colour and level; its index."""
    c = data().activities[card_id]
    index = COLOURS.index(c.colour) * 3 + c.level - 1
    s.slots[index] = Slot(card_id, c.colour, c.level, True, [None] * len(c.vp_spaces), [], [0] * s.seats)
    return index


def die(s: TroyesState, colour: str, value: int, district: int) -> int:
    """A die on the city square; its id."""
    d = Die(s.next_die, colour, value, district)
    s.next_die += 1
    s.dice.append(d)
    return d.id


def event(s: TroyesState, card_id: str, banners: list[tuple[int, int]] | None = None) -> int:
    """An event card at the right end of the queue; its index."""
    s.queue.append(Queued(card_id, list(banners or [])))
    s.seq = max([s.seq, *(seq for q in s.queue for _, seq in q.banners)])
    return len(s.queue) - 1


def act(s: TroyesState, *actions: Action) -> list[Event]:
    out: list[Event] = []
    for a in actions:
        out += play.apply(s, a)
    return out


def options(s: TroyesState) -> tuple[Action, ...]:
    d = play.pending(s)
    assert d is not None
    return d.options


def rng_giving(*values: int) -> Rng:
    """A random generator whose first d6 rolls are ``values`` (found by trying seeds)."""
    for seed in range(100000):
        r = Rng(seed)
        trial = r.clone()
        if all(trial.d6() == v for v in values):
            return r
    raise AssertionError(values)  # pragma: no cover


def of(events: list[Event], cls: type[Event]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def told(events: list[Event], cls: type[Event]) -> list[Any]:
    """The events of ``cls`` that carry their amounts: with hidden victory points (the
    default) a seat's change of points is told to the table without its amount
    (``untold``) and to the seat alone with it; those are kept."""
    return [e for e in of(events, cls) if not getattr(e, "untold", False)]


def anchor(s: TroyesState) -> None:
    """A neutral citizen in City Hall (no salary) and red cards that call nothing: the
    next round rolls a neutral die and stops at its first turn instead of running on."""
    s.buildings["city_hall"][2][1] = -1
    s.decks = {"red": ["war"] * 3, "white": [], "yellow": []}


def pending(s: TroyesState) -> Decision:
    d = play.pending(s)
    assert d is not None
    return d


def why(problem: Message | None) -> str:
    """The id of a refusal message ("" when there is none)."""
    return "" if problem is None else problem.id


def value(s: TroyesState, die_id: int) -> int:
    d = s.die(die_id)
    assert d is not None
    return d.value


def valued(s: TroyesState, seat: int, ids: tuple[int, ...], cube: int = -1) -> Valued:
    v = dm.evaluate(s, seat, ids, cube)
    assert not isinstance(v, Message), v.id
    return v


def result(s: TroyesState) -> Result:
    assert s.result is not None
    return s.result


def choose(s: TroyesState, **choices: Any) -> None:
    """Play ``s`` with other readings of the rules (data.choices: A-07, A-09, A-10, A-12)."""
    s.data = replace(s.data, choices=replace(s.data.choices, **choices))
