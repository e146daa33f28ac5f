"""Idle costs nothing: while no scene on screen moves by itself the app draws only the
frames in which something happened (input, a notice that comes or goes, a tooltip that
appears, another scene), and updates the scenes only every ``IDLE_UPDATE_SECONDS``
unless input comes first, with all the time that passed; a scene that moves (``busy``)
gets every frame, an ornament (``ambient``) while a person is at the window. The table
says it moves while a move is shown, unless what is held waits for a click, and while
a computer player is to move. How much of a core an idle window takes is measured by
``python -m game bench`` (idle_title, idle_table), not here."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui.app import AMBIENT_SECONDS, IDLE_UPDATE_SECONDS, LINGER_SECONDS, App
from game.ui.controller import Controller
from game.ui.scene import Scene
from game.ui.scenes.base import WidgetScene
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.table import TableScene
from game.ui.widgets.text_input import TextInput
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.testgame.rules import Done, Lay, PilgrimsConfig
from tests.ui.driver import FRAME, key, post, step

#: frames enough for the full rate to end after the last input (and a few more)
SETTLE = round(LINGER_SECONDS / FRAME) + 5


class Probe(Scene):
    """A scene that notes what the app asks of it, and moves when told."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.calls: list[tuple[str, Any]] = []
        self.moves = False
        self.ornament = False
        self.tip: str | None = None

    def update(self, dt: float) -> None:
        self.calls.append(("update", dt))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.calls.append(("event", event.type))

    def draw(self, surface: pygame.Surface) -> None:
        self.calls.append(("draw", None))

    def busy(self) -> bool:
        return self.moves

    def ambient(self) -> bool:
        return self.ornament

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.tip

    def count(self, kind: str) -> int:
        return sum(1 for name, _ in self.calls if name == kind)

    def time(self) -> float:
        return sum(dt for name, dt in self.calls if name == "update")


def rest(app: App, frames: int) -> list[bool]:
    """Run ``frames`` frames as the loop does for a person (drawn only when due)."""
    return [app.step(FRAME, draw=False) for _ in range(frames)]


@pytest.fixture
def probe(make_app) -> tuple[App, Probe]:
    app = make_app()
    scene = app.scenes.push(Probe(app))
    assert isinstance(scene, Probe)
    rest(app, SETTLE)
    assert not app.lively()
    scene.calls.clear()
    return app, scene


def test_an_idle_title_draws_nothing_until_something_happens(make_app) -> None:
    app = make_app()
    assert any(rest(app, 3))  # the first frames after the start are drawn
    rest(app, SETTLE)
    assert not app.lively()
    drawn = app.drawn
    assert not any(rest(app, 600))  # ten seconds alone
    assert app.drawn == drawn
    post(pygame.MOUSEMOTION, pos=(200, 200), rel=(0, 0), buttons=(0, 0, 0))
    assert app.step(FRAME, draw=False) and app.lively()


def test_resting_frames_give_the_scenes_all_the_time_that_passed(probe) -> None:
    app, scene = probe
    owed = app._owed  # from the frames before
    rest(app, 600)
    assert scene.count("draw") == 0
    # Updated about every tenth of a second, each time with all the time since the last.
    updates = [dt for name, dt in scene.calls if name == "update"]
    assert all(IDLE_UPDATE_SECONDS - 1e-6 <= dt < IDLE_UPDATE_SECONDS + FRAME for dt in updates)
    assert 600 * FRAME / (IDLE_UPDATE_SECONDS + FRAME) <= len(updates) <= 600 * FRAME / IDLE_UPDATE_SECONDS + 1
    assert scene.time() + app._owed == pytest.approx(owed + 600 * FRAME)


def test_input_after_a_rest_comes_after_the_clocks_caught_up(probe) -> None:
    app, scene = probe
    rest(app, 60)
    while app._owed == 0:  # a frame or more since the last update
        rest(app, 1)
    owed = app._owed
    scene.calls.clear()
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert app.step(FRAME, draw=False)
    assert [name for name, _ in scene.calls] == ["update", "event", "update", "draw"]
    assert scene.calls[0][1] == owed and scene.calls[2][1] == FRAME
    # The full rate goes on a little while, then the window rests again.
    assert all(rest(app, round(LINGER_SECONDS / FRAME) - 1))
    rest(app, 2)
    assert not app.lively() and not any(rest(app, 60))


def test_a_notice_is_drawn_when_it_comes_and_when_it_goes(probe) -> None:
    app, _scene = probe
    seconds = LINGER_SECONDS + 1.5
    app.notify("The autosave could not be written.", seconds=seconds)
    drawn = rest(app, round(seconds / FRAME) + 60)
    quiet = round(LINGER_SECONDS / FRAME) + 1  # once the full rate after it has ended
    came, went = drawn.index(True), drawn.index(True, quiet)
    assert came == 0 and not any(drawn[quiet:went])  # drawn at once, then nothing until it goes
    assert app.notices == [] and seconds - FRAME <= (went + 1) * FRAME < seconds + IDLE_UPDATE_SECONDS + 2 * FRAME


def test_a_tooltip_is_drawn_when_its_delay_has_passed(probe) -> None:
    app, scene = probe
    delay = app.tooltip.delay = LINGER_SECONDS + 1.0  # longer than the full rate lasts
    scene.tip = "What this is"
    post(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0))
    drawn = rest(app, round(delay / FRAME) + 60)
    shown_at = drawn.index(True, round(LINGER_SECONDS / FRAME) + 1)
    assert not any(drawn[round(LINGER_SECONDS / FRAME) + 1 : shown_at])
    assert app.tooltip.showing and delay - FRAME <= (shown_at + 1) * FRAME < delay + IDLE_UPDATE_SECONDS + 2 * FRAME


def test_a_busy_scene_gets_every_frame_and_the_rate_lingers_after_it(probe) -> None:
    app, scene = probe
    scene.moves = True
    rest(app, 7)  # a resting window sees it at its next update
    scene.calls.clear()
    assert all(rest(app, 120))
    assert scene.count("update") == 120 and scene.count("draw") == 120
    scene.moves = False
    drawn = rest(app, round(LINGER_SECONDS / FRAME) + 60)
    assert all(drawn[: round(LINGER_SECONDS / FRAME) - 1]) and not any(drawn[round(LINGER_SECONDS / FRAME) + 1 :])


def test_an_ornament_moves_while_a_person_is_at_the_window_then_rests(probe) -> None:
    app, scene = probe
    rest(app, round(AMBIENT_SECONDS / FRAME))
    scene.ornament = True
    assert not any(rest(app, 60))  # nobody has touched the window for a while
    post(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0))
    frames = round(AMBIENT_SECONDS / FRAME)
    linger = round(LINGER_SECONDS / FRAME)
    drawn = rest(app, frames + linger + 60)
    assert all(drawn[: frames - 1]) and not any(drawn[frames + linger + 1 :])


def test_a_text_field_with_the_focus_blinks(make_app) -> None:
    app = make_app()
    scene = app.scenes.push(WidgetScene(app))
    assert isinstance(scene, WidgetScene)
    field = TextInput(app.theme, "Agnes", pygame.Rect(100, 100, 300, 40))
    scene.group.add(field)
    assert not scene.busy()
    scene.group.set_focus(field)
    assert scene.busy()
    rest(app, SETTLE)
    assert all(rest(app, 60))


# ------------------------------------------------------------------------ the table
@pytest.fixture(scope="module")
def pilgrims_data():
    return PILGRIMS.load_data(None)


def _table(make_app, pilgrims_data, *kinds: str, speed: str = "normal", hold: int = 0) -> tuple[App, TableScene]:
    seats = [("Agnes", "grey"), ("Bruno", "ochre")]
    from game.core.contract import SeatConfig

    config = PilgrimsConfig([SeatConfig(n, c, k, "steady") for (n, c), k in zip(seats, kinds, strict=False)], 12)
    app = make_app()
    app.settings.animation_speed = speed
    app.settings.hold_seconds = hold
    table = app.play(Controller.new(PILGRIMS, pilgrims_data, config, 3))
    step(app)
    if isinstance(app.scenes.top, CurtainScene):
        key(app, pygame.K_RETURN)
    assert isinstance(table, TableScene)
    return app, table


def test_a_table_waiting_for_a_person_rests(make_app, pilgrims_data) -> None:
    app, table = _table(make_app, pilgrims_data, "human", "ai")
    for _ in range(600):
        if not table.animating:
            break
        step(app)
    assert table.pending().seat == 0 and table.viewer == 0
    assert not table.busy()
    rest(app, SETTLE)
    assert not app.lively() and not any(rest(app, 120))


def test_a_table_moves_while_a_computer_player_is_to_move(make_app, pilgrims_data) -> None:
    _app, table = _table(make_app, pilgrims_data, "ai", "ai", speed="instant")
    assert table.pending().seat == 0 and table.busy()


def test_what_is_held_for_a_click_rests_and_what_is_held_for_seconds_moves(make_app, pilgrims_data) -> None:
    for hold, moves in ((0, False), (3, True)):
        app, table = _table(make_app, pilgrims_data, "human", "ai", hold=hold)
        table.submit(next(a for a in table.pending().options if isinstance(a, Lay)))
        table.submit(Done())  # turns Agnes's cards up and rolls the die: one panel
        assert table.animating and table.busy()  # the panel comes in
        for _ in range(300):
            step(app)
            if table.holding:
                break
        assert table.holding and table.busy() == moves
