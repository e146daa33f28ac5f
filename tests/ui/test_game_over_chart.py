"""The game-over screen's chart (``ScoreSheet.chart``): a game that gives one (Troyes)
has each seat's points drawn round by round beside the rows, in the seat's colour and
shape, clear of the rows and the buttons, at 1280x720 and 1920x1080; a game that gives
none keeps the plain sheet."""

from __future__ import annotations

import pygame
import pytest

from game.core.contract import SeatConfig
from game.games.troyes.bots.heuristic import HeuristicBot
from game.games.troyes.descriptor import DESCRIPTOR as TROYES
from game.games.troyes.rules.state import TroyesConfig
from game.ui.controller import Controller
from game.ui.plugin import ChartSeries, ScoreSheet
from game.ui.scenes.game_over import GameOverScene, nice_step
from tests.ui.driver import step

SEATS = (("Anne", "natural"), ("Bertrand", "blue"), ("Colette", "green"), ("Denis", "orange"))


def play(players: int) -> Controller:
    """A game of Troyes played to its end by seeded bots."""
    data = TROYES.load_data(None)
    config = TroyesConfig([SeatConfig(n, c) for n, c in SEATS[:players]])
    ctl = Controller.new(TROYES, data, config, 5)
    bots = {i: HeuristicBot(35 + i) for i in range(players)}
    while (decision := ctl.pending()) is not None:
        ctl.submit(bots[decision.seat].choose(ctl.view(decision.seat), decision))
    return ctl


@pytest.fixture(scope="module")
def finished() -> Controller:
    return play(3)


def game_over(make_app, ctl: Controller, size: tuple[int, int], scale: float = 1.0) -> GameOverScene:
    app = make_app(window_size=size)
    if scale != 1.0:
        app.settings.ui_scale = scale
        app._on_resize()
    app._data["troyes"] = ctl.data
    app.settings.animation_speed = "instant"
    app.play(ctl)
    for _ in range(60):
        step(app)
        if isinstance(app.scenes.top, GameOverScene):
            break
    if not isinstance(app.scenes.top, GameOverScene):
        app.open("game_over", game=app.scenes.top)
        step(app)
    scene = app.scenes.top
    assert isinstance(scene, GameOverScene)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_chart_is_drawn_beside_the_rows(make_app, finished, size) -> None:
    over = game_over(make_app, finished, size)
    chart = over.chart_rect
    assert chart.width > 200 and chart.height > 150
    assert over.sheet.contains(chart)
    for _, row, _ in over.rows:
        assert row.right < chart.left  # the rows keep their own column
    buttons = [w.rect for w in over.group.widgets]
    assert all(not chart.colliderect(b) for b in buttons)
    placed = over.chart_points()
    finals = [series.points[-1] for series, _ in placed]
    lowest_y = [points[-1][1] for _, points in placed]
    best = finals.index(max(finals))
    assert lowest_y[best] == min(lowest_y)  # the most points, the highest end
    assert all(len(points) == len(over.score_sheet.chart_steps) for _, points in placed)
    # the seats' colours are on the chart
    surface = over.app.surface
    for series, points in placed:
        colour = pygame.Color(over.colours[series.colour].color)
        x, y = points[len(points) // 2]
        near = [surface.get_at((x + dx, y + dy))[:3] for dx in range(-4, 5) for dy in range(-4, 5)]
        assert any(sum(abs(a - b) for a, b in zip(p, colour[:3], strict=True)) < 60 for p in near), series.colour


def test_four_families_in_large_type_keep_clear_of_the_buttons(make_app) -> None:
    """With the chart beside them the rows are narrower: in a low window they keep as
    many lines as fit (the rest in their tooltips) and never run under the buttons."""
    over = game_over(make_app, play(4), (1280, 720), scale=1.25)
    assert over.chart_rect.height > 0
    buttons = [w.rect for w in over.group.widgets]
    for _, row, lines in over.rows:
        assert over.sheet.contains(row) and lines
        assert all(not row.colliderect(b) for b in buttons)


def test_a_sheet_without_a_chart_keeps_the_plain_layout() -> None:
    sheet = ScoreSheet("Anne wins", "", 3, ())
    assert sheet.chart == () and sheet.chart_steps == ()
    series = ChartSeries("Anne", "blue", (0, 3, 5))
    assert series.points[-1] == 5


def test_the_grid_steps_are_round() -> None:
    assert nice_step(4) == 1
    assert nice_step(9) == 2
    assert nice_step(20) == 5
    assert nice_step(44) == 10
    assert nice_step(120) == 25
