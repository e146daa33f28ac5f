"""Scenes and the scene stack.

A scene is one screen (the title, the settings, the board) or an overlay drawn over
another scene (a dialog, a pop-up menu, the privacy curtain). The app keeps them on a
``SceneStack``: the top scene receives input; drawing starts at the highest opaque
scene and goes up, so an overlay shows the scene below through its translucent parts.

Contract, checked by tests/ui/test_scene_stack.py:

- ``push`` calls the new scene's ``enter`` (after the scene below gets ``pause``);
- ``pop`` calls the top scene's ``exit`` (then the scene below gets ``resume``);
- ``replace`` is ``exit`` of the old top then ``enter`` of the new one, with no
  ``pause``/``resume`` of the scene below in between;
- every ``enter`` is matched by exactly one ``exit``, also on ``clear``.

Scenes never change game state: they submit Actions through the controller and
animate the Events it returns.

Idle costs nothing: a scene says whether its picture moves by itself (``busy``, and
``ambient`` for an ornament that may rest); when no scene on screen moves, the app waits
for input and draws only when something changed (see ``game.ui.app``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import i18n

if TYPE_CHECKING:
    from collections.abc import Iterator

    from game.ui.app import App


class Scene:
    """Base class of every scene. Override what you need; all hooks default to nothing."""

    #: An opaque scene hides everything below it; overlays set this to False.
    opaque: bool = True
    #: The scene paints every pixel of the window itself (the app then skips clearing it).
    fills_window: bool = False
    #: Shown in the window title while the scene is on top (None keeps the last one); a
    #: Message is made words each frame, so a change of language shows at once.
    title: i18n.Text | None = None

    def __init__(self, app: App) -> None:
        self.app = app

    # Life cycle -----------------------------------------------------------------
    def enter(self) -> None:
        """The scene was pushed on the stack. Lay out widgets here."""

    def exit(self) -> None:
        """The scene left the stack for good."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped: this one is on top again."""

    def layout(self) -> None:
        """The window size or UI scale changed: recompute rectangles."""

    # Frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Input for the top scene only."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds (called for every visible scene)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene. Overlays draw over what the scenes below already drew."""

    def overdrawn(self) -> None:
        """Another scene was drawn over this one (a scene that keeps its pixels from one
        frame to the next must draw them all again)."""

    def damaged(self, rect: pygame.Rect) -> None:
        """The app drew over ``rect`` after this scene (a tooltip, a notice)."""

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip text for the point under the mouse, if any."""
        return None

    # Pace -----------------------------------------------------------------------
    def busy(self) -> bool:
        """Whether the scene's picture changes by itself now, with no input: something
        moving, a countdown shown, a computer player about to move or thinking (whose
        answer must be taken at once). While a scene on screen is busy the app draws
        every frame; while none is, it looks at input a few times a second and draws
        only the frames in which something happened. ``update`` is called either way
        (ten times a second at rest) with all the time that passed, so clocks stay
        right. Default: idle."""
        return False

    def ambient(self) -> bool:
        """Whether the scene has an ornament that moves only to catch the eye (a pulsing
        highlight): the app draws it at the full rate while a person is at the window,
        and lets it rest ``AMBIENT_SECONDS`` (game.ui.app) after their last input, where
        it stays as last drawn. Default: none."""
        return False


class SceneStack:
    """The scenes on screen, bottom first."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __bool__(self) -> bool:
        return bool(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene:
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")  # words: not shown
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (push if the stack is empty)."""
        if self._scenes:
            old = self._scenes.pop()
            old.exit()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` off the stack wherever it is (a dialog closing itself late)."""
        if scene is self.top:
            self.pop()
            return
        self._scenes.remove(scene)
        scene.exit()

    def clear(self) -> None:
        """Pop every scene, top first, each getting its ``exit``."""
        while self._scenes:
            self._scenes.pop().exit()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        return self._scenes[start:]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._scenes:
            self._scenes[-1].handle_event(event)

    def update(self, dt: float) -> None:
        for scene in self.visible():
            if scene in self._scenes:  # an update may have closed a scene
                scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def layout(self) -> None:
        for scene in list(self._scenes):
            scene.layout()
