"""The scene stack contract: push, pop, replace, enter/exit pairing, overlays."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.scene import Scene, SceneStack


class Recorder(Scene):
    """A scene that logs its life-cycle calls and paints itself in one colour."""

    def __init__(self, name: str, log: list[str], color=(200, 0, 0), opaque: bool = True, rect=None) -> None:
        super().__init__(app=None)  # type: ignore[arg-type]
        self.name = name
        self.log = log
        self.color = color
        self.opaque = opaque
        self.rect = rect
        self.events: list[int] = []
        self.updates = 0

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def handle_event(self, event) -> None:
        self.events.append(event.type)

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")
        if self.rect is None:
            surface.fill(self.color)
        else:
            surface.fill(self.color, self.rect)


def test_push_enters_and_pauses_the_scene_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b and len(stack) == 2
    assert log == ["enter a", "pause a", "enter b"]


def test_pop_exits_the_top_and_resumes_the_scene_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    assert stack.pop() is b
    assert stack.top is a
    assert log == ["exit b", "resume a"]


def test_replace_swaps_the_top_without_touching_the_scene_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.replace(c)
    assert list(stack) == [a, c]
    assert log == ["exit b", "enter c"]


def test_replace_on_an_empty_stack_pushes() -> None:
    log: list[str] = []
    stack = SceneStack()
    a = Recorder("a", log)
    stack.replace(a)
    assert stack.top is a and log == ["enter a"]


def test_pop_on_an_empty_stack_raises() -> None:
    with pytest.raises(IndexError):
        SceneStack().pop()


def test_every_enter_is_paired_with_one_exit() -> None:
    log: list[str] = []
    stack = SceneStack()
    scenes = [Recorder(str(i), log) for i in range(5)]
    stack.push(scenes[0])
    stack.push(scenes[1])
    stack.replace(scenes[2])
    stack.push(scenes[3])
    stack.pop()
    stack.push(scenes[4])
    stack.remove(scenes[2])  # not on top
    stack.clear()
    assert len(stack) == 0
    for scene in scenes:
        assert log.count(f"enter {scene.name}") == 1, scene.name
        assert log.count(f"exit {scene.name}") == 1, scene.name
        assert log.index(f"enter {scene.name}") < log.index(f"exit {scene.name}")


def test_clear_exits_from_the_top_down() -> None:
    log: list[str] = []
    stack = SceneStack()
    for name in "abc":
        stack.push(Recorder(name, log))
    log.clear()
    stack.clear()
    assert log == ["exit c", "exit b", "exit a"]


def test_only_the_top_scene_gets_input() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log, opaque=False)
    stack.push(a)
    stack.push(b)
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x))
    assert b.events == [pygame.KEYDOWN] and a.events == []


def test_an_overlay_draws_over_the_scene_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    base = Recorder("base", log, color=(200, 0, 0))
    dialog = Recorder("dialog", log, color=(0, 0, 200), opaque=False, rect=pygame.Rect(10, 10, 20, 20))
    stack.push(base)
    stack.push(dialog)
    log.clear()
    surface = pygame.Surface((64, 64))
    stack.draw(surface)
    assert log == ["draw base", "draw dialog"]
    assert surface.get_at((2, 2))[:3] == (200, 0, 0)  # the scene below shows around it
    assert surface.get_at((15, 15))[:3] == (0, 0, 200)  # the overlay is on top


def test_an_opaque_scene_hides_everything_below_it() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("hidden", log))
    stack.push(Recorder("screen", log, color=(0, 120, 0)))
    stack.push(Recorder("menu", log, opaque=False, rect=pygame.Rect(0, 0, 4, 4)))
    log.clear()
    stack.draw(pygame.Surface((16, 16)))
    assert log == ["draw screen", "draw menu"]
    assert [s.name for s in stack.visible()] == ["screen", "menu"]


def test_update_reaches_the_visible_scenes_only() -> None:
    log: list[str] = []
    stack = SceneStack()
    hidden = Recorder("hidden", log)
    screen = Recorder("screen", log)
    overlay = Recorder("overlay", log, opaque=False)
    for scene in (hidden, screen, overlay):
        stack.push(scene)
    stack.update(0.016)
    assert (hidden.updates, screen.updates, overlay.updates) == (0, 1, 1)
