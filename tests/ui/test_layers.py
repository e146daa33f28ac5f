"""Frames kept in layers (game.ui.render.layers): a kept layer is one blit, a changed one
is painted again, and so is every layer over something that changed; and a table drawn
from kept layers looks exactly like one painted afresh."""

from __future__ import annotations

import pygame
import pytest

from game.ai import RandomBot
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules.state import GameConfig, SeatConfig
from game.ui.controller import Controller
from game.ui.render.layers import FrameLayers
from tests.ui.driver import move, step


def _frame(layers: FrameLayers, surface: pygame.Surface, parts: list[tuple], calls: list[str]) -> None:
    """One frame of ``parts``: (name, rect, key, colour) layers, or ("", rect, None, colour) live ones."""
    layers.begin(surface)
    for name, rect, key, colour in parts:

        def paint(name=name, rect=rect, colour=colour) -> None:
            calls.append(name or "live")
            surface.fill(colour, rect)

        if name:
            layers.layer(name, rect, key, paint)
        else:
            layers.live(rect, paint)
    layers.end()


SCREEN = pygame.Rect(0, 0, 200, 100)


def _unhurried() -> FrameLayers:
    """Layers that paint every changed part in its frame: the tests of what is kept and
    what is painted again must not depend on how busy the machine is (the budget that
    spreads painting over frames has its own test below)."""
    layers = FrameLayers()
    layers.budget = None
    return layers


def test_a_layer_is_painted_once_then_kept_while_its_key_holds() -> None:
    surface, layers, calls = pygame.Surface(SCREEN.size), _unhurried(), []
    rect = pygame.Rect(10, 10, 50, 30)
    for _ in range(3):
        _frame(layers, surface, [("table", SCREEN, 1, (0, 0, 0)), ("a", rect, "red", (200, 0, 0))], calls)
        assert surface.get_at((20, 20))[:3] == (200, 0, 0)
    assert calls == ["table", "a"]
    assert layers.dirty == []  # nothing changed: nothing drawn at all
    _frame(layers, surface, [("table", SCREEN, 1, (0, 0, 0)), ("a", rect, "blue", (0, 0, 200))], calls)
    assert calls[2:] == ["a"] and surface.get_at((20, 20))[:3] == (0, 0, 200)
    assert layers.dirty == [rect]


def test_a_layer_over_one_that_changed_or_over_live_drawing_is_painted_again() -> None:
    surface, layers, calls = pygame.Surface(SCREEN.size), _unhurried(), []
    low, high, apart = pygame.Rect(0, 0, 100, 100), pygame.Rect(50, 20, 40, 40), pygame.Rect(150, 0, 40, 40)

    def frame(low_key: int, live: pygame.Rect | None = None) -> None:
        parts = [("table", SCREEN, 0, (30, 30, 30)), ("low", low, low_key, (0, low_key * 60, 0))]
        if live is not None:
            parts.append(("", live, None, (255, 255, 255)))
        parts += [("high", high, 1, (9, 9, 9)), ("apart", apart, 1, (7, 7, 7))]
        _frame(layers, surface, parts, calls)

    frame(1)
    frame(1)
    assert calls == ["table", "low", "high", "apart"]
    frame(2)  # the layer under "high" changed: its kept pixels hold the old one
    assert calls[4:] == ["low", "high"]
    frame(2, live=pygame.Rect(60, 30, 5, 5))  # something moving under "high"
    assert calls[6:] == ["live", "high"]
    frame(2)  # ...and gone again: "high" must not keep showing it
    assert calls[8:] == ["high"]
    assert surface.get_at((62, 32))[:3] == (9, 9, 9)
    frame(2, live=pygame.Rect(120, 60, 5, 5))  # moving where no layer lies over it
    frame(2)
    assert calls[9:] == ["live"] and surface.get_at((121, 61))[:3] == (30, 30, 30)


def test_drawing_over_the_frame_is_made_good_next_frame() -> None:
    surface, layers, calls = pygame.Surface(SCREEN.size), _unhurried(), []
    parts = [("table", SCREEN, 0, (30, 30, 30)), ("a", pygame.Rect(0, 0, 50, 50), 1, (1, 2, 3))]
    _frame(layers, surface, parts, calls)
    surface.fill((255, 0, 0), (40, 40, 30, 30))  # a tooltip
    layers.damage(pygame.Rect(40, 40, 30, 30))
    _frame(layers, surface, parts, calls)
    assert calls == ["table", "a"]  # blitted back from the kept copies, not painted
    assert surface.get_at((45, 45))[:3] == (1, 2, 3) and surface.get_at((60, 60))[:3] == (30, 30, 30)
    surface.fill((255, 0, 0))  # a dialog over everything
    layers.invalidate()
    _frame(layers, surface, parts, calls)
    assert surface.get_at((100, 80))[:3] == (30, 30, 30) and surface.get_at((5, 5))[:3] == (1, 2, 3)


def test_no_key_means_painted_every_frame_and_a_part_never_draws_beyond_its_bounds() -> None:
    surface, layers, calls = pygame.Surface(SCREEN.size), _unhurried(), []
    rect = pygame.Rect(0, 0, 10, 10)
    for _ in range(3):
        layers.begin(surface)
        layers.layer("table", SCREEN, 0, lambda: surface.fill((0, 0, 0)))
        layers.layer("a", rect, None, lambda: (calls.append("a"), surface.fill((1, 2, 3), (0, 0, 50, 50))))
        layers.end()
    assert calls == ["a", "a", "a"]
    assert surface.get_at((20, 20))[:3] == (0, 0, 0)


def _config(kinds: list[str]) -> GameConfig:
    colours = ["red", "blue", "green", "purple", "black", "orange"]
    return GameConfig([SeatConfig(f"House {c.title()}", c, k) for c, k in zip(colours, kinds)], first_player=0)


@pytest.mark.parametrize(("size", "families", "seed"), [((1280, 720), 4, 11), ((1920, 1080), 6, 5)])
def test_a_table_from_kept_layers_looks_exactly_like_one_painted_afresh(
    make_app, fief_data, size, families, seed
) -> None:
    """Each frame's picture, drawn from the pixels kept last frame, equals the picture of
    the same moment painted from nothing, as the game goes on, the pointer moves over the
    map and the panels, and animations play."""
    ctl = Controller.new(FIEF, fief_data, _config(["human", "human"] + ["ai"] * (families - 2)), seed)
    app = make_app(scene=None, window_size=size)
    app.settings.animation_speed = "normal"
    app.open("title")
    scene = app.open("game", controller=ctl)
    scene.layers.budget = None  # every changed part painted in its own frame, to compare
    bot = RandomBot(3)
    w, h = size
    points = [(w // 4, h // 3), (w // 2, h // 3), (w // 8, h - 60), (w - 150, h - 100), (w // 2, h // 2)]
    compared = 0
    for turn in range(80):
        d = ctl.pending()
        if d is None:
            break
        if not ctl.is_ai(d.seat) and app.scenes.top is scene and scene.viewer == d.seat and not scene.animating:
            scene.submit(bot.choose(ctl.view(d.seat), d))
        if scene.turn_over is not None:
            scene.end_turn()
        while app.scenes.top is not scene:
            app.scenes.top.handle_event(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            )
            step(app)
        move(app, points[turn % len(points)])
        step(app, 3)
        if scene.holding:
            scene.acknowledge()
        if app.scenes.top is not scene:
            continue
        # The same moment twice: once over the last frame, from what was kept, once
        # painted from nothing.
        scene.draw(app.surface)  # (a frame that applied a move held its painting back)
        scene.draw(app.surface)
        kept = pygame.image.tobytes(app.surface, "RGB")
        scene.layers.clear()
        scene.draw(app.surface)
        assert kept == pygame.image.tobytes(app.surface, "RGB"), f"turn {turn}"
        compared += 1
    assert compared > 20


def test_painting_is_spread_over_frames_within_the_budget() -> None:
    """Changed layers are painted bottom first until the frame's budget is spent; the
    others show their last pixels a frame more; a held frame paints none that can wait."""
    surface, layers, calls = pygame.Surface(SCREEN.size), FrameLayers(), []
    rects = [pygame.Rect(x, 0, 40, 40) for x in (0, 50, 100, 150)]

    def frame(key: int) -> None:
        parts = [("table", SCREEN, 0, (30, 30, 30))]
        parts += [(f"p{i}", r, key, (key, i, 0)) for i, r in enumerate(rects)]
        _frame(layers, surface, parts, calls)

    frame(1)
    assert calls == ["table", "p0", "p1", "p2", "p3"]  # painted once whatever it costs
    layers._costs.update({f"p{i}": 0.0015 for i in range(4)})  # each takes 1.5 ms to paint
    layers.hold()
    frame(2)
    assert calls[5:] == [] and surface.get_at((1, 1))[:3] == (1, 0, 0)  # held: last pixels
    frame(2)
    assert calls[5:] == ["p0"]  # 2 ms: the first, not the second
    frame(2)
    frame(2)
    frame(2)
    assert calls[5:] == ["p0", "p1", "p2", "p3"]
    assert [surface.get_at((r.x + 1, 1))[:3] for r in rects] == [(2, i, 0) for i in range(4)]
