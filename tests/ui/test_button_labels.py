"""A button's label is never cut: a long one takes smaller type, or two lines."""

from __future__ import annotations

import pygame
import pytest

from game.ui.theme import Theme


@pytest.fixture
def theme() -> Theme:
    pygame.font.init()
    return Theme(1.0)


def test_a_long_button_label_stays_inside_the_button(theme) -> None:
    from game.ui.widgets.button import Button

    words = "Ride a Cavalcade through Montfaucon-sur-Loire"
    button = Button(theme, words, lambda: None, pygame.Rect(0, 0, 220, 36), role="small_bold")
    surface = pygame.Surface((400, 60))
    surface.fill((0, 0, 0))
    button.draw(surface)
    # Nothing drawn outside the button: the label fits in it.
    outside = [surface.get_at((x, 18))[:3] for x in range(222, 400, 3)]
    assert set(outside) == {(0, 0, 0)}
    assert theme.fit_px(words, "small_bold", 220 - 16, 0.7) < theme.font_size("small_bold")
