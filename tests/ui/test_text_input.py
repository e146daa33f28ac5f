"""The text field: the focusing click selects, Ctrl+A, Home/End, Shift+arrows, and the
clipboard (which may be missing)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.theme import Theme
from game.ui.widgets import text_input
from game.ui.widgets.base import WidgetGroup
from game.ui.widgets.text_input import TextInput
from tests.ui.test_widgets import ev, keydown, press, release

CTRL = pygame.KMOD_CTRL
SHIFT = pygame.KMOD_SHIFT


@pytest.fixture
def theme() -> Theme:
    pygame.font.init()
    return Theme(1.0)


@pytest.fixture
def clipboard(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A clipboard in memory in place of the system's."""
    held = [""]
    monkeypatch.setattr(text_input, "clipboard_put", lambda text: held.__setitem__(0, text))
    monkeypatch.setattr(text_input, "clipboard_get", lambda: held[0])
    return held


def _field(theme, text: str = "Rochebrune") -> tuple[TextInput, WidgetGroup]:
    field = TextInput(theme, text, pygame.Rect(0, 0, 300, 36), max_length=30)
    return field, WidgetGroup([field])


def test_a_click_into_the_field_selects_its_text_and_typing_replaces_it(theme) -> None:
    field, group = _field(theme)
    press(group, (40, 10))
    release(group, (40, 10))
    assert field.selected_text == "Rochebrune"
    group.handle_event(ev(pygame.TEXTINPUT, text="Anne"))
    assert field.text == "Anne" and field.caret == 4


def test_a_drag_selects_part_of_the_text(theme) -> None:
    field, group = _field(theme, "Anne Bertrand")
    press(group, (5, 10))  # the click that focuses selects all; the next ones place the caret
    release(group, (5, 10))
    start = field._text_left() + theme.text_size("Anne ", "body")[0]
    end = field._text_left() + theme.text_size("Anne Bertrand", "body")[0]
    press(group, (start, 10))
    group.handle_event(ev(pygame.MOUSEMOTION, pos=(end, 10), rel=(1, 0), buttons=(1, 0, 0)))
    group.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(end, 10), button=1))
    assert field.selected_text == "Bertrand"


def test_ctrl_a_home_end_and_shift_arrows(theme) -> None:
    field, group = _field(theme, "Anne Bertrand")
    group.set_focus(field)
    keydown(group, pygame.K_END)
    assert field.selection() is None and field.caret == 13
    keydown(group, pygame.K_LEFT, SHIFT)
    keydown(group, pygame.K_LEFT, SHIFT)
    assert field.selected_text == "nd"
    keydown(group, pygame.K_LEFT, SHIFT | CTRL)
    assert field.selected_text == "Bertrand"
    keydown(group, pygame.K_HOME, SHIFT)
    assert field.selected_text == "Anne Bertrand"
    keydown(group, pygame.K_RIGHT)  # collapses to the selection's end
    assert field.selection() is None and field.caret == 13
    keydown(group, pygame.K_HOME)
    keydown(group, pygame.K_END, SHIFT)
    assert field.selected_text == "Anne Bertrand"
    keydown(group, pygame.K_HOME)
    keydown(group, pygame.K_a, CTRL, "\x01")
    assert field.selected_text == "Anne Bertrand"
    keydown(group, pygame.K_BACKSPACE)
    assert field.text == ""


def test_copy_cut_and_paste(theme, clipboard) -> None:
    field, group = _field(theme, "Anne Bertrand")
    group.set_focus(field)
    keydown(group, pygame.K_END)
    keydown(group, pygame.K_LEFT, SHIFT | CTRL)
    keydown(group, pygame.K_c, CTRL)
    assert clipboard[0] == "Bertrand" and field.text == "Anne Bertrand"
    keydown(group, pygame.K_x, CTRL)
    assert clipboard[0] == "Bertrand" and field.text == "Anne "
    keydown(group, pygame.K_HOME)
    keydown(group, pygame.K_v, CTRL)
    assert field.text == "BertrandAnne "
    # A paste keeps to the field's rules: one line, the characters allowed, the length.
    clipboard[0] = "12\nab34"
    seed = TextInput(theme, "", pygame.Rect(0, 0, 300, 36), max_length=5, allowed=str.isdigit)
    group2 = WidgetGroup([seed])
    group2.set_focus(seed)
    keydown(group2, pygame.K_v, CTRL)
    assert seed.text == "1234"


def test_no_clipboard_fails_quietly(theme, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", broken)
    monkeypatch.setattr(pygame.scrap, "get_text", broken)
    field, group = _field(theme, "Anne")
    group.set_focus(field)
    keydown(group, pygame.K_c, CTRL)
    keydown(group, pygame.K_x, CTRL)
    assert field.text == ""
    keydown(group, pygame.K_v, CTRL)
    assert field.text == "" and text_input.clipboard_get() == ""
