"""The settings screen. Every change applies at once and is saved; a change of
language switches every screen at once."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.ui.scenes.base import WidgetScene
from game.ui.settings import ANIMATION_SPEEDS, HOLD_CHOICES, MIN_WINDOW, PACES, UI_SCALES, Settings
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.selector import Choice, CycleSelector
from game.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from game.ui.app import App

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
SPEED_NAMES = {
    "slow": i18n.N_("core.settings.speed_slow"),
    "normal": i18n.N_("core.settings.speed_normal"),
    "fast": i18n.N_("core.settings.speed_fast"),
    "instant": i18n.N_("core.settings.speed_instant"),
}
PACE_NAMES = {
    "off": i18n.N_("core.settings.pace_off"),
    "quick": i18n.N_("core.settings.pace_quick"),
    "normal": i18n.N_("core.settings.pace_normal"),
    "slow": i18n.N_("core.settings.pace_slow"),
}


def hold_name(seconds: int) -> str:
    """How the settings screen names a choice of ``Settings.hold_seconds``."""
    return i18n.t("core.settings.hold_click") if seconds <= 0 else i18n.t("core.settings.hold_seconds", n=seconds)


def language_choices() -> list[tuple[str, str]]:
    """The languages offered: the system's first ("System (English)"), then each
    language a catalogue exists for, by its name in itself."""
    system = i18n.system_language()
    shown = system if system in i18n.languages() else i18n.FALLBACK
    return [("", i18n.t("core.settings.language_system", language=i18n.language_name(shown)))] + [
        (code, i18n.language_name(code)) for code in i18n.languages()
    ]


PACE_HELP = i18n.N_("core.settings.pace_help")
#: the rows of the settings screen
ROWS = 7


class SettingsScene(WidgetScene):
    title = i18n.m("core.title.settings")

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.panel: Panel | None = None

    def build(self) -> None:
        t = self.theme
        s = self.app.settings
        w, h = self.size
        panel_w = min(w - t.px(60), t.px(760))
        panel_h = min(h - t.px(40), t.px(680))
        rect = pygame.Rect(0, 0, panel_w, panel_h)
        rect.center = (w // 2, h // 2)
        self.panel = Panel(t, rect, title=i18n.t("core.title.settings"))
        self.group.add(self.panel)
        content = self.panel.content
        label_w = int(content.width * 0.46)
        control_w = content.width - label_w - t.px(10)
        button_h = t.px(44)
        help_h = Label(t, i18n.t(PACE_HELP), pygame.Rect(0, 0, content.width, 0), role="small_italic").height_for(
            content.width
        )
        # The rows share what the help and the buttons leave, closer together when short.
        room = content.height - t.px(6) - help_h - t.px(8) - button_h - t.px(8)
        pitch = min(t.px(52), room // ROWS)
        row_h = min(t.px(40), max(t.line_height("body"), pitch - t.px(6)))
        gap = max(t.px(4), pitch - row_h)
        y = content.top + t.px(6)

        def row(text: str, hint: str | None = None) -> pygame.Rect:
            nonlocal y
            line = t.line_height("body")
            self.group.add(
                Label(t, text, pygame.Rect(content.left, y + (row_h - line) // 2, label_w, line), tooltip=hint)
            )
            control = pygame.Rect(content.left + label_w + t.px(10), y, control_w, row_h)
            y += row_h + gap
            return control

        # The size shown is the window's own (the screen's, in full screen), whatever the
        # settings file says: the list offers it among the usual sizes.
        shown = self.app.window_size()
        sizes = list(WINDOW_SIZES)
        if shown not in sizes:
            sizes.append(shown)
            sizes.sort()
        size_choices = [Choice(size, f"{size[0]} × {size[1]}") for size in sizes]
        languages = language_choices()
        if s.language not in [code for code, _ in languages]:
            languages.append((s.language, s.language))
        self.group.add(
            CycleSelector(
                t,
                [Choice(code, name) for code, name in languages],
                s.language,
                row(i18n.t("core.settings.language")),
                on_change=self.set_language,
                tooltip=i18n.t("core.settings.language_tip"),
            )
        )
        size_selector = CycleSelector(
            t,
            size_choices,
            shown,
            row(i18n.t("core.settings.window_size")),
            on_change=self.set_window_size,
            tooltip=i18n.t("core.settings.window_size_tip"),
        )
        size_selector.enabled = not s.fullscreen
        if s.fullscreen:
            size_selector.tooltip = i18n.t("core.settings.window_size_full")
        self.group.add(size_selector)
        self.group.add(
            Toggle(
                t,
                i18n.t("core.settings.fill_screen"),
                s.fullscreen,
                row(i18n.t("core.settings.full_screen")),
                on_change=self.set_fullscreen,
                tooltip=i18n.t("core.settings.full_screen_tip"),
            )
        )
        self.group.add(
            CycleSelector(
                t,
                [Choice(v, i18n.t("core.settings.percent", value=round(v * 100))) for v in UI_SCALES],
                _nearest(UI_SCALES, s.ui_scale),
                row(i18n.t("core.settings.ui_scale")),
                on_change=self.set_ui_scale,
                tooltip=i18n.t("core.settings.ui_scale_tip"),
            )
        )
        self.group.add(
            CycleSelector(
                t,
                [Choice(k, i18n.t(SPEED_NAMES[k])) for k in ANIMATION_SPEEDS],
                s.animation_speed,
                row(i18n.t("core.settings.speed")),
                on_change=self.set_speed,
                tooltip=i18n.t("core.settings.speed_tip"),
            )
        )
        self.group.add(
            CycleSelector(
                t,
                [Choice(k, i18n.t(PACE_NAMES[k])) for k in PACES],
                s.pace if s.pace in PACES else "normal",
                row(i18n.t("core.settings.pace")),
                on_change=self.set_pace,
                tooltip=i18n.t("core.settings.pace_tip"),
            )
        )
        self.group.add(
            CycleSelector(
                t,
                [Choice(v, hold_name(v)) for v in HOLD_CHOICES],
                s.hold_seconds if s.hold_seconds in HOLD_CHOICES else 0,
                row(i18n.t("core.settings.hold")),
                on_change=self.set_hold,
                tooltip=i18n.t("core.settings.hold_tip"),
            )
        )
        help_label = Label(
            t,
            i18n.t(PACE_HELP),
            pygame.Rect(content.left, y - t.px(4), content.width, 0),
            role="small_italic",
            color=t.colors.ink_soft,
        )
        help_label.rect.height = help_label.height_for(content.width)
        self.group.add(help_label)
        done = Button(
            t,
            i18n.t("core.common.done"),
            self.app.back,
            pygame.Rect(0, 0, t.px(170), button_h),
            primary=True,
            shortcut=pygame.K_RETURN,
            tooltip=i18n.t("core.settings.done_tip"),
        )
        done.rect.bottomright = (content.right, content.bottom)
        defaults = Button(
            t,
            i18n.t("core.settings.defaults"),
            self.restore_defaults,
            pygame.Rect(0, 0, t.px(220), button_h),
            tooltip=i18n.t("core.settings.defaults_tip"),
        )
        defaults.rect.bottomleft = (content.left, content.bottom)
        self.group.add(defaults, done)

    # Changes ----------------------------------------------------------------------
    def _change(self, **changes: object) -> None:
        previous = replace(self.app.settings)
        for key, value in changes.items():
            setattr(self.app.settings, key, value)
        self.app.apply_settings(previous)

    def set_language(self, code: str) -> None:
        self._change(language=code)

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

    def set_pace(self, value: str) -> None:
        self._change(pace=value)

    def restore_defaults(self) -> None:
        previous = replace(self.app.settings)
        fresh = Settings(extra=dict(previous.extra))
        fresh.window_size = MIN_WINDOW
        self.app.settings = fresh
        self.app.apply_settings(previous)


def _nearest(values: tuple[float, ...], value: float) -> float:
    return min(values, key=lambda v: abs(v - value))
