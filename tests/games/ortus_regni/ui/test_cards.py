"""Ortus Regni's cards drawn by code (game.games.ortus_regni.ui.render.cards).

Every Earl card type (the Palace too) and every kind of table card draws at the sizes
the client uses, in English and in French: inside its rect, its name and numbers where
the layout says, nothing overlapping, the whole text on a large card (never cut), a
picture of its own per role, a band and a shape per category; the backs tell the decks
apart and differ from the faces; a face is drawn once and then reused.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

import pygame
import pytest

from game.core import i18n
from game.games.ortus_regni.rules.data import OrtusData
from game.games.ortus_regni.rules.load import load_ortus_data
from game.games.ortus_regni.ui.render import cards
from game.ui.theme import Theme, recording

SMALL = (60, 80)
MEDIUM = (110, 160)
LARGE = (cards.LARGE_WIDTH, 260, 340)
LANGUAGES = ("en", "fr")


@pytest.fixture(scope="module")
def data() -> OrtusData:
    return load_ortus_data()


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.font.init()
    return Theme()


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def every_kind(data: OrtusData) -> list[str]:
    return [*data.cards, *data.table]


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(inner)


def _digest(surface: pygame.Surface, rect: pygame.Rect | None = None) -> str:
    part = surface.subsurface(rect) if rect is not None else surface
    return hashlib.sha1(pygame.image.tobytes(part, "RGBA")).hexdigest()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", SMALL + MEDIUM + LARGE)
def test_every_card_draws_inside_its_rect_and_covers_it(data, theme, language, width) -> None:
    i18n.set_language(language)
    rect = cards.card_rect(width).move(7, 5)
    fill = (1, 2, 3)
    for kind in every_kind(data):
        surface = pygame.Surface((rect.right + 7, rect.bottom + 7))
        surface.fill(fill)
        cards.draw_card(surface, theme, rect, data, kind)
        centre = surface.get_at(rect.center)[:3]
        assert centre != fill, kind
        border = [(x, y) for x in (0, 3, rect.right + 2) for y in range(0, surface.get_height(), 4)]
        border += [(x, y) for y in (0, rect.bottom + 2) for x in range(0, surface.get_width(), 4)]
        assert all(surface.get_at(p)[:3] == fill for p in border), kind


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", SMALL + MEDIUM + LARGE)
def test_the_layout_keeps_every_part_inside_the_card_and_apart(data, theme, language, width) -> None:
    i18n.set_language(language)
    rect = cards.card_rect(width).move(11, 13)
    for kind in every_kind(data):
        layout = cards.face_layout(theme, rect, data, kind)
        assert layout.card == rect
        assert _inside(layout.band, rect) and _inside(layout.shape, layout.band), kind
        assert layout.name, (kind, width)  # the name is always shown, at the readable size
        for line in layout.name:
            assert _inside(line.rect, rect), (kind, line.text)
            assert line.px >= theme.readable_px
            assert theme.text_size(line.text, line.role, line.px)[0] <= line.rect.width
        if layout.tier != "small":  # a band large enough holds the name
            assert all(_inside(line.rect, layout.band) for line in layout.name), kind
            assert all(not line.rect.colliderect(layout.shape) for line in layout.name), kind
        assert layout.picture.width >= 8 and _inside(layout.picture, rect), (kind, width)
        parts = layout.parts()
        for i, (what, part) in enumerate(parts):
            assert _inside(part, rect), (kind, what)
            for other, box in parts[i + 1 :]:
                assert not part.colliderect(box), (kind, width, what, other)
        for badge in layout.badges:
            assert badge.px >= theme.readable_px
            if badge.number is not None:
                assert _inside(badge.number, badge.rect)
                assert theme.text_size(badge.value, "small_bold", badge.px)[0] <= badge.number.width


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", MEDIUM + LARGE)
def test_a_name_that_can_fit_is_never_cut(data, theme, language, width) -> None:
    i18n.set_language(language)
    for kind in every_kind(data):
        layout = cards.face_layout(theme, cards.card_rect(width), data, kind)
        name = i18n.text(cards._card(data, kind).name)
        assert not layout.name_cut, (kind, width)
        assert " ".join(line.text for line in layout.name).split() == name.split()


@pytest.mark.parametrize("width", SMALL)
def test_a_small_name_cut_says_so_and_is_given_whole(data, theme, width) -> None:
    i18n.set_language("fr")
    for kind in every_kind(data):
        layout = cards.face_layout(theme, cards.card_rect(width), data, kind)
        shown = " ".join(line.text for line in layout.name)
        name = i18n.text(cards._card(data, kind).name)
        if layout.name_cut:
            assert layout.name_cut == name and shown.endswith("…")
        else:
            assert shown.split() == name.split()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", LARGE)
def test_a_large_card_shows_its_whole_text_uncut_and_readable(data, theme, language, width) -> None:
    i18n.set_language(language)
    for kind in every_kind(data):
        layout = cards.face_layout(theme, cards.card_rect(width), data, kind)
        assert layout.tier == "large"
        assert layout.text_area is not None and layout.text, kind
        words = " ".join(line.text for line in layout.text).split()
        assert words == i18n.text(cards._card(data, kind).text).split(), kind
        for line in layout.text:
            assert line.px >= theme.readable_px, kind
            assert _inside(line.rect, layout.text_area), (kind, line.text)
            assert theme.text_size(line.text, "small", line.px)[0] <= layout.text_area.width


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_asked_large_at_a_medium_width_still_shows_every_word(data, theme, language) -> None:
    i18n.set_language(language)
    for kind in every_kind(data):
        layout = cards.face_layout(theme, cards.card_rect(140), data, kind, large=True)
        words = " ".join(line.text for line in layout.text).split()
        assert words == i18n.text(cards._card(data, kind).text).split(), kind
        assert all(_inside(line.rect, layout.card) for line in layout.text)


@pytest.mark.parametrize("width", SMALL + MEDIUM)
def test_small_and_medium_cards_leave_the_text_out(data, theme, width) -> None:
    for kind in every_kind(data):
        layout = cards.face_layout(theme, cards.card_rect(width), data, kind)
        assert layout.text == () and layout.text_area is None
    assert cards.face_layout(theme, cards.card_rect(300), data, "castle", large=False).text == ()


def test_the_sizes_follow_the_width_and_the_scale(theme) -> None:
    assert cards.tier(theme, 60) == "small"
    assert cards.tier(theme, 120) == "medium"
    assert cards.tier(theme, cards.LARGE_WIDTH) == "large"
    assert cards.tier(theme, 60, large=True) == "large"
    assert cards.tier(Theme(2.0), 150) == "small"


def test_the_badges_show_the_cards_numbers(data, theme) -> None:
    assert ("durability", "3") in cards.badges(data, "palace")
    assert ("durability", "2") in cards.badges(data, "castle")
    land = dict(cards.badges(data, "land"))
    assert land["army_draw"] == "1/2" and land["field"] == "1/2"
    assert dict(cards.badges(data, "vassal")) == {"sends": "1", "cubes": "1"}
    assert dict(cards.badges(data, "banquet")) == {"draw": "2"}
    assert dict(cards.badges(data, "treachery")) == {"take": "2"}
    assert cards.badges(data, "army_knight") == [("sends", "2")]
    assert cards.main_number(data, "champion") == ("sends", "2")
    assert cards.main_number(data, "allies") is None
    # a medium card shows every badge, a small one its main number only
    medium = cards.face_layout(theme, cards.card_rect(140), data, "land")
    assert [b.key for b in medium.badges] == ["durability", "army_draw", "field"]
    small = cards.face_layout(theme, cards.card_rect(70), data, "land")
    assert [(b.key, b.value) for b in small.badges] == [("durability", "1")]


def test_every_role_and_table_kind_has_a_picture_of_its_own(data, theme) -> None:
    keys = {kind: cards.picture_key(data, kind) for kind in every_kind(data)}
    assert len(set(keys.values())) == len(keys)  # one picture per role and kind
    pictures = {key: _digest(cards.art("picture", key, 64)) for key in keys.values()}
    assert len(set(pictures.values())) == len(pictures)
    # and on the card itself: the picture area differs from role to role
    rect = cards.card_rect(150)
    seen = {}
    for kind in every_kind(data):
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        cards.draw_card(surface, theme, rect, data, kind)
        layout = cards.face_layout(theme, rect, data, kind)
        seen[kind] = _digest(surface, layout.picture)
    assert len(set(seen.values())) == len(seen)


def test_each_category_has_its_colour_and_its_shape(data, theme) -> None:
    shapes = {name: _digest(cards.art("shape", name, 40, (255, 255, 255))) for name in cards.SHAPES if name != "earl"}
    assert len(set(shapes.values())) == len(shapes)
    rect = cards.card_rect(150)
    colours = {}
    for band in ("property", "face", "political", "army", "viking", "battle", "joust"):
        kind = next(k for k in every_kind(data) if cards.category(data, k) == band)
        surface = pygame.Surface(rect.size)
        cards.draw_card(surface, theme, rect, data, kind)
        layout = cards.face_layout(theme, rect, data, kind)
        probe = (layout.band.right - 4, layout.band.top + layout.band.height * 3 // 4)
        colours[band] = surface.get_at(probe)[:3]
        assert max(abs(a - b) for a, b in zip(colours[band], cards.BANDS[band][0], strict=True)) < 30, band
    assert len(set(colours.values())) == len(colours)


def test_no_word_is_drawn_below_the_readable_size_or_outside_the_card(data) -> None:
    for scale in (1.0, 1.5):
        theme = Theme(scale)
        for language in LANGUAGES:
            i18n.set_language(language)
            cards._faces.clear()
            for width in (round(70 * scale), round(130 * scale), round(220 * scale)):
                rect = cards.card_rect(width)
                surface = pygame.Surface(rect.size)
                with recording() as drawn:
                    for kind in every_kind(data):
                        cards.draw_card(surface, theme, rect, data, kind)
                assert drawn
                assert not {(d.text, d.px) for d in drawn if d.px < theme.readable_px}
                assert not {d.text for d in drawn if d.outside}
                assert all(d.shown_whole == "card" for d in drawn if d.whole)


def test_the_backs_tell_the_decks_apart_and_differ_from_the_faces(data, theme) -> None:
    rect = cards.card_rect(120)

    def picture(draw) -> str:
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw(surface)
        return _digest(surface)

    backs = {deck: picture(lambda s, d=deck: cards.draw_back(s, theme, rect, d)) for deck in cards.BACKS}
    assert len(set(backs.values())) == len(backs)
    red = picture(lambda s: cards.draw_back(s, theme, rect, "earl", (180, 30, 30)))
    blue = picture(lambda s: cards.draw_back(s, theme, rect, "earl", (30, 60, 180)))
    assert len({red, blue, backs["earl"]}) == 3
    faces = {picture(lambda s, k=kind: cards.draw_card(s, theme, rect, data, k)) for kind in every_kind(data)}
    assert not faces & set(backs.values())
    with recording() as drawn:
        for deck in cards.BACKS:
            cards._faces.clear()
            picture(lambda s, d=deck: cards.draw_back(s, theme, rect, d))
    assert not drawn  # a back carries no word


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chips_show_shape_name_and_number(data, theme, language) -> None:
    i18n.set_language(language)
    for height in (24, 32, 40):
        rect = pygame.Rect(3, 4, 170, height)
        for kind in every_kind(data):
            layout = cards.mini_layout(theme, rect, data, kind)
            assert _inside(layout.shape, rect)
            assert layout.name is not None and _inside(layout.name.rect, rect), kind
            assert layout.name.px >= theme.readable_px
            assert not layout.name.rect.colliderect(layout.shape)
            if layout.number is not None:
                assert _inside(layout.number.rect, rect)
                assert not layout.number.rect.colliderect(layout.name.rect)
            surface = pygame.Surface((180, 50))
            cards.draw_mini(surface, theme, rect, data, kind)
    narrow = cards.mini_layout(theme, pygame.Rect(0, 0, 70, 24), data, "market_town")
    assert narrow.name is not None and narrow.name.rect.right <= 70


def test_a_face_is_made_once_and_then_reused(data, theme) -> None:
    size = cards.card_rect(130).size
    first = cards.face(theme, size, data, "castle")
    assert cards.face(theme, size, data, "castle") is first
    before = len(cards._faces)
    surface = pygame.Surface(size)
    for _ in range(4):
        cards.draw_card(surface, theme, pygame.Rect((0, 0), size), data, "castle")
        cards.draw_back(surface, theme, pygame.Rect((0, 0), size), "viking")
    assert len(cards._faces) <= before + 1
    i18n.set_language("fr")  # another language: another face
    assert cards.face(theme, size, data, "castle") is not first
