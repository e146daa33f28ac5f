"""The shared map controls: a press that barely moves is a click, a drag pans, keys pan
once per press and glide while held, a focused widget keeps the keys."""

from __future__ import annotations

import pygame

from game.games.fief.ui.render.map_input import PAN_SPEED, MapInput
from game.ui.render.camera import Camera
from game.ui.widgets.base import WidgetGroup


class _Recorder:
    def __init__(self) -> None:
        self.camera = Camera((2000, 1500), pygame.Rect(0, 0, 800, 600))
        self.camera.step_zoom(3, (400, 300))
        self.viewport = pygame.Rect(0, 0, 800, 600)
        self.group = WidgetGroup()
        self.clicks: list = []
        self.pointer = (400, 300)
        self.input = MapInput(
            camera=lambda: self.camera,
            viewport=lambda: self.viewport,
            group=self.group,
            pointer=lambda: self.pointer,
            on_click=self.clicks.append,
            on_hover=lambda p: None,
        )

    def event(self, kind: int, **attrs) -> bool:
        return self.input.handle_event(pygame.event.Event(kind, **attrs))

    def centre(self) -> tuple[float, float]:
        return self.camera.screen_to_world((400, 300))


def test_a_press_released_in_place_is_a_click_and_a_drag_is_not() -> None:
    r = _Recorder()
    before = r.centre()
    r.event(pygame.MOUSEBUTTONDOWN, button=1, pos=(100, 100))
    r.event(pygame.MOUSEMOTION, pos=(102, 101), rel=(2, 1), buttons=(1, 0, 0))
    r.event(pygame.MOUSEBUTTONUP, button=1, pos=(102, 101))
    assert r.clicks == [(102, 101)] and r.centre() == before
    r.event(pygame.MOUSEBUTTONDOWN, button=1, pos=(100, 100))
    r.event(pygame.MOUSEMOTION, pos=(160, 100), rel=(60, 0), buttons=(1, 0, 0))
    r.event(pygame.MOUSEBUTTONUP, button=1, pos=(160, 100))
    assert len(r.clicks) == 1
    assert r.centre()[0] < before[0]  # dragging right shows what lies to the left


def test_presses_outside_the_map_are_not_taken() -> None:
    r = _Recorder()
    assert not r.event(pygame.MOUSEBUTTONDOWN, button=1, pos=(900, 100))


def test_keys_pan_once_per_press_and_glide_while_held() -> None:
    r = _Recorder()
    x0 = r.centre()[0]
    assert r.event(pygame.KEYDOWN, key=pygame.K_RIGHT)
    x1 = r.centre()[0]
    assert x1 > x0
    r.event(pygame.KEYDOWN, key=pygame.K_RIGHT)  # key repeat adds nothing
    assert r.centre()[0] == x1
    r.input.update(0.1)
    assert r.centre()[0] > x1
    r.event(pygame.KEYUP, key=pygame.K_RIGHT)
    x2 = r.centre()[0]
    r.input.update(0.1)
    assert r.centre()[0] == x2
    assert PAN_SPEED > 0


def test_a_focused_widget_keeps_the_panning_keys() -> None:
    from game.ui.widgets.base import Widget

    r = _Recorder()

    class Field(Widget):
        focusable = True

    field = Field(None, pygame.Rect(0, 0, 10, 10))
    r.group.add(field)
    r.group.set_focus(field)
    assert not r.event(pygame.KEYDOWN, key=pygame.K_LEFT)
