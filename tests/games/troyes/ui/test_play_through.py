"""A whole game of Troyes played through the client: two people and a computer player
at one table (the shell's table hosting Troyes' decision views), from the first
citizens to the final scores.

Each person's decision is answered through the open view's own handlers (the dice
picked then the view's buttons, the rows of its lists, its board hooks), with what the
heuristic computer player would choose in that seat. The privacy curtain must come down
each time the screen passes from one person to the other, and no view shows another
family's characters or victory points (inventory §8).
"""

from __future__ import annotations

import pygame

from game import registry
from game.ai import make_bot
from game.core import i18n
from game.core.contract import SeatConfig
from game.core.engine import Action
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    CounterDice,
    Fail,
    Farm,
    Fight,
    Flip,
    Group,
    Hire,
    Pass,
    PlaceStart,
    Reroll,
    Settle,
)
from game.games.troyes.rules.state import HIDDEN_VP, TroyesConfig
from game.games.troyes.ui.board_api import Hit
from game.games.troyes.ui.decisions.common import Row, TroyesView
from game.games.troyes.ui.decisions.counter import CounterView
from game.games.troyes.ui.decisions.turn import TurnView
from game.ui.controller import Controller
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.table import TableScene
from tests.games.troyes.ui.test_views import words_of
from tests.ui.driver import key, step

SEED = 11
PEOPLE = (0, 1)


def answer(view: TroyesView, action: Action) -> None:
    """Give ``action`` through the view, as its buttons, rows and board hooks do."""
    if isinstance(action, PlaceStart):
        assert view.on_board(Hit("place", (action.building, action.row, action.place)))
    elif isinstance(view, CounterView) and isinstance(action, CounterDice):
        view.picked = list(action.dice)
        black = view.state.black
        view.extra = []
        for value in action.black[1:]:
            view.extra.append(next(i for i in range(1, len(black)) if black[i] == value and i not in view.extra))
        view.counter()
    elif isinstance(action, Fail):
        assert isinstance(view, CounterView)
        view.fail()
    elif isinstance(action, Reroll | Flip | Hire):
        assert isinstance(view, TurnView | CounterView)
        view.picked = [action.die] if isinstance(action, Reroll) else list(getattr(action, "dice", ()))
        {Reroll: view.reroll, Flip: view.flip, Hire: view.hire}[type(action)]()
    elif isinstance(action, Pass):
        assert isinstance(view, TurnView)
        view.passing()
    elif isinstance(action, Activate | Build | Fight | Settle | Farm):
        assert isinstance(view, TurnView) and not view.picked
        view.choose(action)  # no dice yet: the groups that serve it come next
    elif isinstance(action, Group):
        assert isinstance(view, TurnView) and view.grouping
        view.picked = list(action.dice)
        view.cube = action.cube
        view.take()
    else:  # citizen, times, target, split: a row of the panel's list
        rows = [w for w in view.group.widgets if isinstance(w, Row) and getattr(w.on_click, "args", None) == (action,)]
        assert rows, f"no row for {action} in {type(view).__name__}"
        assert rows[0].on_click is not None
        rows[0].on_click()


def test_a_seeded_game_with_two_people_and_a_computer_player_is_played_to_its_end(make_app) -> None:
    app = make_app(scene=None)
    app.settings.animation_speed = "instant"
    game = registry.get("troyes")
    data = app.game_data("troyes")
    colours = [c.id for c in data.colours]
    config = TroyesConfig(
        [
            SeatConfig("Anna", colours[0], "human"),
            SeatConfig("Faye", colours[1], "human"),
            SeatConfig("Geoffrey", colours[2], "ai", "heuristic"),
        ]
    )
    ctl = Controller.new(game, data, config, SEED)
    app.play(ctl)
    bots = {seat: make_bot(game, "heuristic", SEED + seat) for seat in PEOPLE}
    curtains: list[int] = []
    screen: int | None = None  # the person whose view the screen last showed
    answered: dict[str, int] = {}
    others_characters = {
        seat: {i18n.text(data.characters[c].name) for o in PEOPLE if o != seat for c in ctl.state.players[o].characters}
        for seat in PEOPLE
    }
    for _ in range(20000):
        step(app)
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            curtains.append(top.seat)
            key(app, pygame.K_RETURN)
            continue
        d = ctl.pending()
        if d is None:
            break
        tables = app.games()
        assert len(tables) == 1
        table = tables[0]
        assert isinstance(table, TableScene)
        if table.holding:
            table.acknowledge()
            continue
        if table.turn_over is not None:
            table.end_turn()
            continue
        if ctl.is_ai(d.seat):
            ctl.wait_for_bots()
            continue
        view = table.decision_view
        if view is None or view.decision != d:
            continue
        assert isinstance(view, TroyesView), type(view)
        # The screen passed from one person to the other behind the curtain.
        if screen is not None and d.seat != screen:
            assert curtains and curtains[-1] == d.seat
        screen = d.seat
        assert table.viewer == d.seat
        # Nothing private of the other person in what the view reads or shows (§8).
        other = 1 - d.seat
        assert view.state.players[other].vp == HIDDEN_VP
        shown = " ".join(words_of(view))
        assert not any(name in shown for name in others_characters[d.seat])
        before = len(ctl.record.actions)
        action = bots[d.seat].choose(ctl.view(d.seat), d)
        answer(view, action)
        assert len(ctl.record.actions) > before, f"{action} was not taken through {type(view).__name__}"
        answered[d.kind] = answered.get(d.kind, 0) + 1
    assert ctl.state.result is not None, "the game did not end"
    assert set(curtains) == set(PEOPLE)
    assert {"place_start", "counter", "turn", "group", "citizen"} <= set(answered)
