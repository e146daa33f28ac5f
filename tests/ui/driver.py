"""Driving a headless app with posted SDL events, the way a person would."""

from __future__ import annotations

import pygame

from game.ui.app import App

FRAME = 1 / 60


def step(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(FRAME)


def start(app: App) -> None:
    """Start the app as the program does: the title's first frame, then what loads right
    after it (the chosen game's data, its problems shown if any), then a frame more."""
    app.start()
    step(app)
    app.wait_for_data()
    step(app)


def post(event_type: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def move(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Move there, press and release: the way a person clicks."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    step(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], button: int = 1, steps: int = 5) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=button)
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=button)
    step(app)


def key(app: App, key_code: int, mod: int = 0, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=key_code, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=key_code, mod=mod, unicode=unicode, scancode=0)
    step(app)


def type_text(app: App, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    step(app)


def wheel(app: App, pos: tuple[int, int], y: int) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    step(app)


def button(scene, text: str):
    """The button of ``scene`` labelled ``text``."""
    from game.ui.widgets.button import Button

    for widget in scene.group.widgets:
        if isinstance(widget, Button) and widget.text == text:
            return widget
    raise AssertionError(f"no button {text!r} in {type(scene).__name__}")


def widgets(scene, cls) -> list:
    return [w for w in scene.group.widgets if isinstance(w, cls)]
