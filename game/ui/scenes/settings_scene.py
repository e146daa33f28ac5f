"""The settings screen. Every change applies at once and is saved."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.ui.scenes.base import WidgetScene
from game.ui.settings import ANIMATION_SPEEDS, HOLD_CHOICES, MIN_WINDOW, UI_SCALES, Settings
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.selector import Choice, CycleSelector
from game.ui.widgets.toggle import Toggle

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}


def hold_name(seconds: int) -> str:
    """How the settings screen names a choice of ``Settings.hold_seconds``."""
    return "Until I click" if seconds <= 0 else f"{seconds} seconds"


REACTIONS_HELP = (
    "When a card may be played in answer to another (a Secret Passage against an "
    "Assassination, an Ambush), the curtain normally goes up only for the seats that "
    "hold such a card. Turn this on to ask every seat in turn, so that nobody can tell "
    "from the curtain alone who holds what. Slower, but it hides more."
)


class SettingsScene(WidgetScene):
    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.panel: Panel | None = None

    def build(self) -> None:
        t = self.theme
        s = self.app.settings
        w, h = self.size
        panel_w = min(w - t.px(60), t.px(760))
        panel_h = min(h - t.px(40), t.px(620))
        rect = pygame.Rect(0, 0, panel_w, panel_h)
        rect.center = (w // 2, h // 2)
        self.panel = Panel(t, rect, title="Settings")
        self.group.add(self.panel)
        content = self.panel.content
        label_w = int(content.width * 0.46)
        control_w = content.width - label_w - t.px(10)
        row_h = t.px(40)
        y = content.top + t.px(6)

        def row(text: str, hint: str | None = None) -> pygame.Rect:
            nonlocal y
            line = t.line_height("body")
            self.group.add(
                Label(t, text, pygame.Rect(content.left, y + (row_h - line) // 2, label_w, line), tooltip=hint)
            )
            control = pygame.Rect(content.left + label_w + t.px(10), y, control_w, row_h)
            y += row_h + t.px(12)
            return control

        sizes = list(WINDOW_SIZES)
        if s.window_size not in sizes:
            sizes.append(s.window_size)
            sizes.sort()
        size_choices = [Choice(size, f"{size[0]} × {size[1]}") for size in sizes]
        size_selector = CycleSelector(
            t,
            size_choices,
            s.window_size,
            row("Window size"),
            on_change=self.set_window_size,
            tooltip="The size of the window when not in full screen. You can also drag its edges.",
        )
        size_selector.enabled = not s.fullscreen
        if s.fullscreen:
            size_selector.tooltip = "Leave full screen to choose a window size."
        self.group.add(size_selector)
        self.group.add(
            Toggle(
                t,
                "Fill the whole screen",
                s.fullscreen,
                row("Full screen"),
                on_change=self.set_fullscreen,
                tooltip="F11 or Alt+Enter switches at any time.",
            )
        )
        self.group.add(
            CycleSelector(
                t,
                [Choice(v, f"{round(v * 100)} %") for v in UI_SCALES],
                _nearest(UI_SCALES, s.ui_scale),
                row("Text and interface size"),
                on_change=self.set_ui_scale,
                tooltip="Makes text, buttons and panels larger or smaller. The map keeps its own zoom.",
            )
        )
        self.group.add(
            CycleSelector(
                t,
                [Choice(k, SPEED_NAMES[k]) for k in ANIMATION_SPEEDS],
                s.animation_speed,
                row("Animation speed"),
                on_change=self.set_speed,
                tooltip="How fast moving troops, dice and cards are shown. Instant skips the animations.",
            )
        )
        self.group.add(
            CycleSelector(
                t,
                [Choice(v, hold_name(v)) for v in HOLD_CHOICES],
                s.hold_seconds if s.hold_seconds in HOLD_CHOICES else 0,
                row("Hold what happened"),
                on_change=self.set_hold,
                tooltip="How long a card drawn, a die rolled, an election or a battle stays on the table "
                "once shown: until someone clicks Continue, or a few seconds. A table of computer players "
                "only always runs on by the clock.",
            )
        )
        self.group.add(
            Toggle(
                t,
                "Ask every seat",
                s.ask_every_seat_for_reactions,
                row("Reaction cards"),
                on_change=self.set_reactions,
                tooltip="Who is asked when a reaction card could be played.",
            )
        )
        help_label = Label(
            t,
            REACTIONS_HELP,
            pygame.Rect(content.left, y - t.px(4), content.width, 0),
            role="small_italic",
            color=t.colors.ink_soft,
        )
        help_label.rect.height = help_label.height_for(content.width)
        self.group.add(help_label)
        button_h = t.px(44)
        done = Button(
            t,
            "Done",
            self.app.back,
            pygame.Rect(0, 0, t.px(170), button_h),
            primary=True,
            shortcut=pygame.K_RETURN,
            tooltip="Back to where you were (Esc).",
        )
        done.rect.bottomright = (content.right, content.bottom)
        defaults = Button(
            t,
            "Restore defaults",
            self.restore_defaults,
            pygame.Rect(0, 0, t.px(220), button_h),
            tooltip="Put every setting back as it was on the first start.",
        )
        defaults.rect.bottomleft = (content.left, content.bottom)
        self.group.add(defaults, done)

    # Changes ----------------------------------------------------------------------
    def _change(self, **changes) -> None:
        previous = replace(self.app.settings)
        for key, value in changes.items():
            setattr(self.app.settings, key, value)
        self.app.apply_settings(previous)

    def set_window_size(self, size: tuple[int, int]) -> None:
        self._change(window_size=size)

    def set_fullscreen(self, value: bool) -> None:
        self._change(fullscreen=value)

    def set_ui_scale(self, value: float) -> None:
        self._change(ui_scale=value)

    def set_speed(self, value: str) -> None:
        self._change(animation_speed=value)

    def set_hold(self, value: int) -> None:
        self._change(hold_seconds=value)

    def set_reactions(self, value: bool) -> None:
        self._change(ask_every_seat_for_reactions=value)

    def restore_defaults(self) -> None:
        previous = replace(self.app.settings)
        fresh = Settings(extra=dict(previous.extra))
        fresh.window_size = MIN_WINDOW
        self.app.settings = fresh
        self.app.apply_settings(previous)


def _nearest(values: tuple[float, ...], value: float) -> float:
    return min(values, key=lambda v: abs(v - value))
