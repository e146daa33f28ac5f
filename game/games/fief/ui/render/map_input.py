"""Moving a map camera with the mouse and the keys, for the scenes that show the board.

Drag with the left or right button to pan; a left press let go before the pointer
moved ``DRAG_THRESHOLD`` pixels is a click. The wheel zooms around the pointer while it
is over the map. The arrow keys and W/A/S/D pan (a tap moves a step at once, holding
the key glides on), + and - zoom, 0 or Home shows the whole map. The panning keys are
left alone while a widget (a text field, say) has the keyboard focus.

A scene keeps one ``MapInput``, passes it its events (``handle_event`` says whether it
took one), calls ``update`` every frame and ``reset`` when it is paused.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.render.camera import Camera
from game.ui.widgets.base import WidgetGroup

Point = tuple[int, int]

PAN_SPEED = 900  # screen pixels per second while a panning key is held
DRAG_THRESHOLD = 5  # pixels the pointer moves before a press becomes a drag
#: Panning keys and the way each moves the map (a unit step on screen).
ARROWS = {
    pygame.K_LEFT: (1, 0),
    pygame.K_RIGHT: (-1, 0),
    pygame.K_UP: (0, 1),
    pygame.K_DOWN: (0, -1),
    pygame.K_a: (1, 0),
    pygame.K_d: (-1, 0),
    pygame.K_w: (0, 1),
    pygame.K_s: (0, -1),
}
ZOOM_IN = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT = (pygame.K_MINUS, pygame.K_KP_MINUS)
FIT = (pygame.K_0, pygame.K_KP0, pygame.K_HOME)


class MapInput:
    """The mouse and key moves of one map camera.

    ``camera`` and ``viewport`` give the scene's current camera and map rectangle (a
    scene may replace either when it lays itself out again); ``group`` is the scene's
    widgets (a press on the map takes their focus; a focused widget keeps the panning
    keys); ``pointer`` gives the mouse position. ``on_click(pos)`` hears a click on the
    map, ``on_hover(pos)`` each time the pointer moves or the map moves under it.
    """

    def __init__(
        self,
        *,
        camera: Callable[[], Camera],
        viewport: Callable[[], pygame.Rect],
        group: WidgetGroup,
        pointer: Callable[[], Point],
        on_click: Callable[[Point], None],
        on_hover: Callable[[Point], None],
    ) -> None:
        self._camera = camera
        self._viewport = viewport
        self.group = group
        self._pointer = pointer
        self.on_click = on_click
        self.on_hover = on_hover
        self._drag: Point | None = None  # the last pointer position while a button is down
        self._moved = 0.0
        self._press: Point | None = None  # where a left press began (a right press never clicks)
        self._held: set[int] = set()

    @property
    def pressed(self) -> bool:
        """A button went down on the map and is not let go yet."""
        return self._drag is not None

    @property
    def dragging(self) -> bool:
        """The map is being dragged (pressed, and moved far enough)."""
        return self._drag is not None and self._moved >= DRAG_THRESHOLD

    # Camera moves -------------------------------------------------------------------
    def zoom(self, steps: int, around: Point | None = None) -> None:
        """Zoom ``steps`` levels about ``around``, else about the pointer when it is over
        the map, else about the map's centre."""
        pointer = self._pointer()
        if around is None and self._viewport().collidepoint(pointer):
            around = pointer
        self._camera().step_zoom(steps, around)

    def fit(self) -> None:
        """Show the whole map."""
        self._camera().fit()

    # Events -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Act on ``event`` if it moves the map; True when it was taken."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button not in (1, 3) or not self._viewport().collidepoint(event.pos):
                return False
            self._drag = event.pos
            self._moved = 0.0
            self._press = event.pos if event.button == 1 else None
            self.group.set_focus(None)
            return True
        if event.type == pygame.MOUSEMOTION:
            if self._drag is not None:
                dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
                self._moved += abs(dx) + abs(dy)
                if self._moved >= DRAG_THRESHOLD:
                    self._camera().pan(dx, dy)
                    self._drag = event.pos
            self.on_hover(event.pos)
            return self._drag is not None
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button not in (1, 3) or self._drag is None:
                return False
            if self._press is not None and self._moved < DRAG_THRESHOLD:
                self.on_click(event.pos)
            self._drag = None
            self._press = None
            return True
        if event.type == pygame.MOUSEWHEEL:
            pos = self._pointer()
            if not self._viewport().collidepoint(pos):
                return False
            self._camera().step_zoom(1 if event.y > 0 else -1, pos)
            self.on_hover(pos)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key_down(event.key)
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
        return False

    def _key_down(self, key: int) -> bool:
        if key in ARROWS and self.group.focused is None:
            # A tap moves a step at once; holding the key glides on in update(). Key
            # repeat sends more KEYDOWNs while the key is held: those add nothing.
            if key not in self._held:
                self._held.add(key)
                dx, dy = ARROWS[key]
                self._camera().pan(dx * PAN_SPEED / 20, dy * PAN_SPEED / 20)
            return True
        if key in ZOOM_IN:
            self.zoom(1)
            return True
        if key in ZOOM_OUT:
            self.zoom(-1)
            return True
        if key in FIT:
            self.fit()
            return True
        return False

    # Frames -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Glide the map while panning keys are held."""
        dx = dy = 0.0
        for key in self._held:
            ax, ay = ARROWS.get(key, (0, 0))
            dx += ax
            dy += ay
        if dx or dy:
            self._camera().pan(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)

    def reset(self) -> None:
        """Forget the press and the held keys (the scene lost the input to another)."""
        self._drag = None
        self._press = None
        self._held.clear()
