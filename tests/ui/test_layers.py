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


def _surface() -> pygame.Surface:
    return pygame.Surface((200, 100))


def _painter(surface: pygame.Surface, rect: pygame.Rect, colour, calls: list[str], name: str):
    def paint() -> None:
        calls.append(name)
        surface.fill(colour, rect)

    return paint


def test_a_layer_is_painted_once_then_blitted_while_its_key_holds() -> None:
    surface, layers, calls = _surface(), FrameLayers(), []
    rect = pygame.Rect(10, 10, 50, 30)
    for _ in range(3):
        layers.begin(surface)
        surface.fill((0, 0, 0))
        layers.layer(surface, "a", rect, ("red",), _painter(surface, rect, (200, 0, 0), calls, "a"))
        assert surface.get_at((20, 20))[:3] == (200, 0, 0)
    assert calls == ["a"]
    layers.begin(surface)
    layers.layer(surface, "a", rect, ("blue",), _painter(surface, rect, (0, 0, 200), calls, "a"))
    assert calls == ["a", "a"] and surface.get_at((20, 20))[:3] == (0, 0, 200)


def test_a_layer_over_one_that_changed_or_over_live_drawing_is_painted_again() -> None:
    surface, layers, calls = _surface(), FrameLayers(), []
    low, high, apart = pygame.Rect(0, 0, 100, 100), pygame.Rect(50, 20, 40, 40), pygame.Rect(150, 0, 40, 40)

    def frame(low_key, live: pygame.Rect | None = None) -> None:
        layers.begin(surface)
        layers.layer(surface, "low", low, low_key, _painter(surface, low, (0, low_key * 60, 0), calls, "low"))
        if live is not None:
            surface.fill((255, 255, 255), live)
            layers.live(live)
        layers.layer(surface, "high", high, 1, _painter(surface, high, (9, 9, 9), calls, "high"))
        layers.layer(surface, "apart", apart, 1, _painter(surface, apart, (7, 7, 7), calls, "apart"))

    frame(1)
    frame(1)
    assert calls == ["low", "high", "apart"]
    frame(2)  # the layer under "high" changed: its kept pixels hold the old one
    assert calls[3:] == ["low", "high"]
    frame(2, live=pygame.Rect(60, 30, 5, 5))  # something moving under "high"
    assert calls[5:] == ["high"]
    frame(2)  # ...and gone again: "high" must not keep showing it
    assert calls[6:] == ["high"]
    assert surface.get_at((62, 32))[:3] == (9, 9, 9)


def test_no_key_means_painted_every_frame() -> None:
    surface, layers, calls = _surface(), FrameLayers(), []
    rect = pygame.Rect(0, 0, 10, 10)
    for _ in range(3):
        layers.begin(surface)
        layers.layer(surface, "a", rect, None, _painter(surface, rect, (1, 2, 3), calls, "a"))
    assert calls == ["a", "a", "a"]


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
        # The same moment twice: once from kept layers, once painted from nothing.
        kept = app.surface.copy()
        scene.draw(kept)
        scene.layers.clear()
        fresh = app.surface.copy()
        scene.draw(fresh)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), f"turn {turn}"
        compared += 1
    assert compared > 20
