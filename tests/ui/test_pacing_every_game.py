"""The table's pacing holds for every registered game (issue 26): a seeded game with two
people and computer players is played through the table, each person answering through
the views as they come, and at every decision a person is asked:

- "Since your last turn" holds exactly the events between that person's last decision
  and now that they may read (the set-up's too, before their first), in order: never
  stale, never repeated. The expectation is rebuilt independently, by replaying the
  game's record through its rules.
- Every reveal they may see among those events (a die, a card, another seat's choice)
  was shown to them, in a panel on their own screen, before the decision was asked.
- No decision is shown while a move before it is still to be shown.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from game import registry
from game.core.engine import Event
from game.core.record import GameRecord
from game.ui.controller import Controller
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.table import TableScene
from tests.ui.driver import step

#: decisions of the people checked in each game (enough to pass the curtain many times)
DECISIONS = 14
FRAMES = 12000


def _config(game: Any, data: Any) -> Any:
    """Two people (the first two seats) and computer players in the others."""
    seats = max(game.min_seats, 3)
    config = game.default_config(data, seats, bots=[game.default_bot] * seats)
    people = [dataclasses.replace(sc, kind="human") if i < 2 else sc for i, sc in enumerate(config.seats)]
    return game.make_config(data, people, game.option_values(data, {}))


def _replayed(ctl: Controller) -> tuple[list[Event], list[tuple[int, list[Event]]]]:
    """The set-up's events and each action's seat and events, from the record alone."""
    rec = GameRecord(ctl.game, ctl.data, ctl.record.config, ctl.record.seed)
    done: list[tuple[int, list[Event]]] = []
    for action in ctl.record.actions:
        decision = rec.rules.pending(rec.state)
        assert decision is not None
        done.append((decision.seat, list(rec.apply(action))))
    return list(rec.start_events), done


def _expected_since(setup: list[Event], done: list[tuple[int, list[Event]]], seat: int) -> list[Event]:
    last = max((i for i, (s, _) in enumerate(done) if s == seat), default=None)
    events = list(setup) if last is None else []
    for _, evs in done[(last + 1 if last is not None else 0) :]:
        events.extend(evs)
    return [e for e in events if e.visible_to is None or seat in e.visible_to]


def _reveals_since(done: list[tuple[int, list[Event]]], seat: int) -> set[int]:
    """The actions since ``seat``'s last decision (that one included: what it revealed
    comes before the next) with a reveal the seat may see."""
    last = max((i for i, (s, _) in enumerate(done) if s == seat), default=0)
    return {
        i
        for i in range(last, len(done))
        if any(e.reveals and (e.visible_to is None or seat in e.visible_to) for e in done[i][1])
    }


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()])
def test_since_your_last_turn_and_reveals_are_in_step_for_every_game(make_app, game_id: str) -> None:
    game = registry.get(game_id)
    app = make_app(scene=None)
    app.settings.animation_speed = "fast"
    app.settings.pace = "off"
    data = app.game_data(game_id)
    ctl = Controller.new(game, data, _config(game, data), 11)
    app.play(ctl)
    rng = random.Random(7)
    #: (viewer, action index) of every panel of reveals shown
    panels: set[tuple[int | None, int]] = set()
    checked = 0
    asked: tuple[int, int] | None = None  # the decision last checked: (seat, actions)
    for _ in range(FRAMES):
        step(app)
        ctl.wait_for_bots(2.0)
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            top._came_under = None
            top.show()
            continue
        tables = app.games()
        if not tables or ctl.pending() is None:
            break
        table = tables[0]
        assert isinstance(table, TableScene)
        m = table.moment()
        if m is not None and m.shows_panel:
            panels.add((table.viewer, m.index))
            table.skip()
            continue
        if table.turn_over is not None:
            table.end_turn()
            continue
        view = table.decision_view
        if view is None:
            continue
        d = ctl.pending()
        assert d is not None and d.seat == table.viewer and not ctl.is_ai(d.seat)
        assert not table.blocking, "a decision shown while a move before it is still to show"
        now = (d.seat, len(ctl.record.actions))
        if now != asked:
            asked = now
            setup, done = _replayed(ctl)
            since = ctl.since(d.seat)
            got = [e.event for e in since]
            assert got == _expected_since(setup, done, d.seat), f"{game_id}: since for seat {d.seat}"
            assert table.since_last_turn(d.seat) == table.fold(since)
            missing = {i for i in _reveals_since(done, d.seat) if (d.seat, i) not in panels}
            assert not missing, f"{game_id}: reveals of actions {sorted(missing)} not shown to seat {d.seat}"
            checked += 1
            if checked >= DECISIONS:
                break
        table.submit(rng.choice(d.options))
    assert checked >= min(DECISIONS, 6), f"{game_id}: only {checked} decisions of the people were checked"
