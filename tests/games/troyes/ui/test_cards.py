"""Troyes' cards drawn by code (game.games.troyes.ui.render.cards).

Every activity card (§1.4.1), event card (§1.5.1, Marauding included) and character
card (§1.6) draws at the sizes the client uses, from the board's small cards to the
large ones of a zoom, in English and in French; the text shows only on a card large
enough to read it, and no line is wider than the card; the band shows the card's
colour; the backs tell the levels (§2.1) and the decks apart.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.games.troyes.rules.data import ActivityCard, Character, EventCard, TroyesData
from game.games.troyes.rules.load import load_troyes_data
from game.games.troyes.ui.render import cards
from game.ui.theme import Theme, recording

SMALL = (70, 110)
LARGE = (cards.FULL_WIDTH, 260, 300)
LANGUAGES = ("en", "fr")


@pytest.fixture(scope="module")
def data() -> TroyesData:
    return load_troyes_data()


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.font.init()
    return Theme()


def every_card(data: TroyesData) -> list[ActivityCard | EventCard | Character]:
    return [*data.activities.values(), *data.events.values(), data.marauding, *data.characters.values()]


def draw(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, card: ActivityCard | EventCard | Character) -> None:
    if isinstance(card, ActivityCard):
        cards.draw_activity(surface, theme, rect, card)
    elif isinstance(card, EventCard):
        cards.draw_event(surface, theme, rect, card)
    else:
        cards.draw_character(surface, theme, rect, card)


def _changed(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int]) -> float:
    """The share of the pixels of ``rect`` no longer ``fill``."""
    part = surface.subsurface(rect)
    w, h = part.get_size()
    changed = sum(1 for x in range(0, w, 3) for y in range(0, h, 3) if part.get_at((x, y))[:3] != fill)
    return changed / len(range(0, w, 3)) / len(range(0, h, 3))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", SMALL + LARGE)
def test_every_card_draws_inside_its_rect_at_every_size(data, theme, language, width) -> None:
    i18n.set_language(language)
    rect = cards.card_rect(width).move(7, 5)
    fill = (1, 2, 3)
    for card in every_card(data):
        surface = pygame.Surface((width + 20, rect.height + 20))
        surface.fill(fill)
        draw(surface, theme, rect, card)
        assert _changed(surface, rect, fill) > 0.9, card.id  # the card covers its rect
        outside = [(x, y) for x in (0, rect.right + 3) for y in range(0, surface.get_height(), 5)]
        assert all(surface.get_at(p)[:3] == fill for p in outside), card.id  # and nothing more


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", LARGE)
def test_a_large_card_shows_its_whole_text_and_no_line_is_wider_than_the_card(data, theme, language, width) -> None:
    i18n.set_language(language)
    for card in every_card(data):
        lines = cards.card_text(theme, card, width)
        assert lines, card.id
        for line, px in lines:
            assert px >= theme.readable_px
            assert theme.text_size(line, "small", px)[0] <= width * 0.86, (card.id, line)
        if width >= 220:  # everything is there: the words end as the card's text ends
            words = " ".join(line for line, _ in lines).split()
            assert words == i18n.text(card.text).split(), card.id


@pytest.mark.parametrize("width", SMALL)
def test_a_small_card_keeps_its_name_and_numbers_and_leaves_its_text_out(data, theme, width) -> None:
    for card in every_card(data):
        assert cards.card_text(theme, card, width) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("width", "scale"), [(46, 1.0), (70, 1.0), (75, 1.2), (113, 1.5), (150, 1.0), (184, 0.8), (230, 1.0), (345, 1.5)]
)
def test_no_word_or_number_on_a_card_is_below_the_readable_size(data, language, width, scale) -> None:
    """Issue 26, item 7: a card drawn small carries only what reads at its size (the
    card shown large under the pointer gives the rest); a name cut says so."""
    i18n.set_language(language)
    theme = Theme(scale)
    rect = cards.card_rect(width)
    surface = pygame.Surface(rect.size)
    cards._faces.clear()
    with recording() as drawn:
        for card in every_card(data):
            draw(surface, theme, rect, card)
        for kind, colour, level in (("activity", "red", 2), ("event", "white", 0), ("character", "", 0)):
            cards.draw_back(surface, theme, rect, kind, colour, level)
    small = {(d.text, d.px) for d in drawn if d.px < theme.readable_px}
    assert not small, small
    assert all(d.shown_whole == "card" for d in drawn if d.whole)
    outside = {d.text for d in drawn if d.outside}
    assert not outside, outside
    assert drawn, "the cards have words"


def test_a_name_that_fits_the_band_is_whole_and_a_long_one_is_cut_once(data) -> None:
    theme = Theme(1.0)
    rect = cards.card_rect(75)  # a slot of the board at 1280x720
    surface = pygame.Surface(rect.size)
    cards._faces.clear()
    with recording() as drawn:
        cards.draw_activity(surface, theme, rect, data.activities["merchant"])
    names = [d for d in drawn if d.role == "subheading"]
    assert [d.text for d in names] == [i18n.text(data.activities["merchant"].name)]
    assert names[0].px >= 12 and not names[0].whole
    cards._faces.clear()
    with recording() as drawn:
        cards.draw_activity(surface, theme, rect, data.activities["apprenticeship"])
    (name,) = [d for d in drawn if d.role == "subheading"]
    assert name.px == 12 and name.text.endswith("…") and name.whole == "Apprenticeship" and name.shown_whole == "card"


def test_names_are_fitted_to_the_band_at_every_size(theme) -> None:
    for width in SMALL + LARGE:
        for name in ("Maîtres d'œuvre itinérants", "Chrétien de Troyes", "Conflict of Succession"):
            lines, px = cards.fit_lines(theme, name, "subheading", width - 12, 40, 24, 7, 2)
            assert 1 <= len(lines) <= 2
            assert all(theme.text_size(line, "subheading", px)[0] <= width - 12 for line in lines)


def test_the_band_shows_the_cards_colour(data, theme) -> None:
    """§1.4.1: the colour of an activity card is the colour of the dice that activate it."""
    width = 200
    rect = cards.card_rect(width)
    seen = {}
    for colour in ("red", "white", "yellow"):
        card = next(c for c in data.activities.values() if c.colour == colour)
        surface = pygame.Surface(rect.size)
        cards.draw_activity(surface, theme, rect, card)
        seen[colour] = surface.get_at((rect.width // 6, round(rect.width * 0.09)))[:3]
    r, g, b = seen["red"]
    assert r > g + 60 and r > b + 60
    r, g, b = seen["yellow"]
    assert r > b + 60 and g > b + 40
    assert min(seen["white"]) > 190


def test_the_backs_tell_levels_and_decks_apart(theme) -> None:
    """§2.1: an activity card's back shows its colour and level; the event decks differ."""
    rect = cards.card_rect(120)

    def back(kind: str, colour: str = "", level: int = 0) -> bytes:
        surface = pygame.Surface(rect.size)
        cards.draw_back(surface, theme, rect, kind, colour, level)
        return pygame.image.tobytes(surface, "RGB")

    levels = {back("activity", "red", level) for level in (1, 2, 3)}
    assert len(levels) == 3
    decks = {back("event", colour) for colour in ("red", "white", "yellow")}
    assert len(decks) == 3
    assert back("character") not in decks | levels
    assert cards.roman(3) == "III"


def test_a_face_is_made_once_and_then_reused(data, theme) -> None:
    card = data.activities["merchant"]
    rect = cards.card_rect(90)
    surface = pygame.Surface(rect.size)
    cards.draw_activity(surface, theme, rect, card)
    before = len(cards._faces)
    for _ in range(5):
        cards.draw_activity(surface, theme, rect, card)
    assert len(cards._faces) == before


def test_each_effect_has_its_own_picture(data) -> None:
    """§1.4.3: the picture says what the card does; cards of different kinds differ."""
    pictures = {card.effect: tuple(map(str, cards.activity_picture(card))) for card in data.activities.values()}
    assert len(set(pictures.values())) == len(pictures)
    merchant = cards.activity_picture(data.activities["merchant"])
    assert ("coin", 2) in merchant  # T-06: 2 deniers per activation
