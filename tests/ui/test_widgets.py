"""Widgets on their own: input, keyboard focus, values."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.theme import Theme
from game.ui.widgets import (
    Button,
    Choice,
    CycleSelector,
    Label,
    ScrollList,
    TextInput,
    Toggle,
    WidgetGroup,
    draw_tooltip,
)


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.font.init()
    return Theme(1.0)


def ev(kind: int, **attrs) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def press(group: WidgetGroup, pos, button: int = 1) -> None:
    group.handle_event(ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    group.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def release(group: WidgetGroup, pos, button: int = 1) -> None:
    group.handle_event(ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    group.handle_event(ev(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def keydown(group: WidgetGroup, key: int, mod: int = 0, unicode: str = "") -> bool:
    return group.handle_event(ev(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))


def test_button_clicks_only_when_released_over_it(theme) -> None:
    clicks = []
    b = Button(theme, "Go", lambda: clicks.append(1), pygame.Rect(10, 10, 100, 40))
    group = WidgetGroup([b])
    press(group, (20, 20))
    release(group, (300, 300))  # dragged off: no click
    assert clicks == []
    press(group, (20, 20))
    release(group, (50, 30))
    assert clicks == [1]


def test_disabled_button_does_nothing_but_keeps_its_tooltip(theme) -> None:
    clicks = []
    b = Button(
        theme,
        "Load",
        lambda: clicks.append(1),
        pygame.Rect(0, 0, 100, 40),
        enabled=False,
        tooltip="No saved games yet.",
    )
    group = WidgetGroup([b])
    press(group, (10, 10))
    release(group, (10, 10))
    assert clicks == []
    assert group.tooltip_at((10, 10)) == "No saved games yet."


def test_tab_moves_focus_through_enabled_widgets_in_order(theme) -> None:
    a = Button(theme, "A", None, pygame.Rect(0, 0, 50, 20))
    b = Button(theme, "B", None, pygame.Rect(0, 30, 50, 20), enabled=False)
    c = Toggle(theme, "C", rect=pygame.Rect(0, 60, 50, 20))
    label = Label(theme, "not focusable", pygame.Rect(0, 90, 50, 20))
    group = WidgetGroup([a, b, c, label])
    keydown(group, pygame.K_TAB)
    assert group.focused is a
    keydown(group, pygame.K_TAB)
    assert group.focused is c
    keydown(group, pygame.K_TAB)
    assert group.focused is a
    keydown(group, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert group.focused is c


def test_focus_ring_shows_for_the_keyboard_only(theme) -> None:
    a = Button(theme, "A", None, pygame.Rect(0, 0, 50, 20))
    b = Button(theme, "B", None, pygame.Rect(0, 30, 50, 20))
    group = WidgetGroup([a, b])
    press(group, (5, 35))
    release(group, (5, 35))
    assert group.focused is b and not b.focus_ring
    keydown(group, pygame.K_TAB)
    assert group.focused is a and a.focus_ring and not b.focus_ring


def test_space_toggles_the_focused_checkbox(theme) -> None:
    changes = []
    toggle = Toggle(theme, "Fog", rect=pygame.Rect(0, 0, 100, 30), on_change=changes.append)
    group = WidgetGroup([toggle])
    keydown(group, pygame.K_TAB)
    keydown(group, pygame.K_SPACE)
    assert toggle.value is True and changes == [True]
    press(group, (5, 5))
    release(group, (5, 5))
    assert toggle.value is False and changes == [True, False]


def test_text_input_edits_with_caret_keys(theme) -> None:
    field = TextInput(theme, "Jean", pygame.Rect(0, 0, 200, 36), max_length=8)
    group = WidgetGroup([field])
    press(group, (190, 10))
    release(group, (190, 10))
    assert group.focused is field and field.selected_text == "Jean"  # the focusing click selects all
    press(group, (190, 10))
    release(group, (190, 10))
    assert field.caret == 4 and field.selection() is None
    group.handle_event(ev(pygame.TEXTINPUT, text="ne"))
    assert field.text == "Jeanne"
    keydown(group, pygame.K_HOME)
    group.handle_event(ev(pygame.TEXTINPUT, text="É"))
    assert field.text == "ÉJeanne"
    keydown(group, pygame.K_BACKSPACE)
    assert field.text == "Jeanne"
    keydown(group, pygame.K_DELETE)
    assert field.text == "eanne"
    group.handle_event(ev(pygame.TEXTINPUT, text="J"))
    keydown(group, pygame.K_END)
    keydown(group, pygame.K_BACKSPACE)
    assert field.text == "Jeann"
    group.handle_event(ev(pygame.TEXTINPUT, text="e de Montfort"))
    assert field.text == "Jeanne d"  # capped at 8 characters


def test_text_input_filters_characters_and_swallows_printable_keys(theme) -> None:
    seen = []
    field = TextInput(theme, "", pygame.Rect(0, 0, 200, 36), allowed=str.isdigit, on_change=seen.append)
    group = WidgetGroup([field])
    group.set_focus(field)
    group.handle_event(ev(pygame.TEXTINPUT, text="4a2"))
    assert field.text == "42" and seen == ["42"]
    # A printable key press is consumed (its text arrives as TEXTINPUT), Escape is not.
    assert keydown(group, pygame.K_q, unicode="q") is True
    assert keydown(group, pygame.K_ESCAPE) is False


def test_ctrl_backspace_deletes_a_word(theme) -> None:
    field = TextInput(theme, "Lady Blanche", pygame.Rect(0, 0, 300, 36))
    group = WidgetGroup([field])
    group.set_focus(field)
    keydown(group, pygame.K_END)  # focusing selected the whole name
    keydown(group, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    assert field.text == "Lady "


def test_cycle_selector_skips_unavailable_choices(theme) -> None:
    values = []
    choices = [Choice(1, "one"), Choice(2, "two", enabled=False, reason="Not now."), Choice(3, "three")]
    selector = CycleSelector(theme, choices, 1, pygame.Rect(0, 0, 200, 40), on_change=values.append)
    group = WidgetGroup([selector])
    group.set_focus(selector)
    keydown(group, pygame.K_RIGHT)
    assert selector.value == 3
    keydown(group, pygame.K_RIGHT)
    assert selector.value == 1
    keydown(group, pygame.K_LEFT)
    assert selector.value == 3
    assert values == [3, 1, 3]
    press(group, (5, 20))  # the left arrow
    release(group, (5, 20))
    assert selector.value == 1


def test_scroll_list_selects_with_keys_and_scrolls_to_the_selection(theme) -> None:
    chosen = []
    items = [f"Problem {i}" for i in range(40)]
    lst = ScrollList(theme, items, pygame.Rect(0, 0, 300, 200), row_height=20, on_select=chosen.append)
    group = WidgetGroup([lst])
    group.set_focus(lst)
    keydown(group, pygame.K_DOWN)
    assert lst.selected == 0
    keydown(group, pygame.K_END)
    assert lst.selected == 39 and chosen[-1] == 39
    assert lst.offset == lst.max_offset() == 40 * 20 - 200
    keydown(group, pygame.K_HOME)
    assert lst.offset == 0
    press(group, (50, 45))
    release(group, (50, 45))
    assert lst.selected == 2


def test_scroll_list_wheel_is_clamped(theme) -> None:
    lst = ScrollList(theme, list(range(10)), pygame.Rect(0, 0, 100, 100), row_height=20)
    group = WidgetGroup([lst])
    group.handle_event(ev(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0)))
    group.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=-50, flipped=False, precise_x=0.0, precise_y=-50.0))
    assert lst.offset == 100
    group.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=50, flipped=False, precise_x=0.0, precise_y=50.0))
    assert lst.offset == 0


def test_label_wraps_to_its_width(theme) -> None:
    text = "A family alone wins with three points at the end of a round."
    label = Label(theme, text, pygame.Rect(0, 0, 160, 0))
    lines = label.lines()
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(theme.text_size(line, "body")[0] <= 160 for line in lines)


def test_tooltip_stays_inside_the_window(theme) -> None:
    surface = pygame.Surface((400, 300))
    rect = draw_tooltip(surface, theme, "A long explanation " * 6, (390, 290))
    assert surface.get_rect().contains(rect)


def test_text_is_rendered_at_the_scaled_size_not_scaled(theme) -> None:
    small = Theme(1.0).text("Seneschal", "body")
    large = Theme(2.0).text("Seneschal", "body")
    assert large.get_height() >= 2 * small.get_height() - 4
    assert Theme(2.0).font_size("body") == 2 * Theme(1.0).font_size("body")
