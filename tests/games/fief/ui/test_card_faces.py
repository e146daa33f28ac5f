"""Card faces and backs drawn by code (game.games.fief.ui.render.card_faces).

Every card of both decks draws at the sizes the client uses, each Fortune & Disaster
card with an illustration of its own, each lord with a portrait of his or her own; the
frame tells the decks and kinds apart; the card's text shows only where it can be read;
unknown cards still draw; and a face is made once and then reused.
"""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pygame
import pytest

from game.games.fief.rules.data import FortuneCard, LordDeckCard
from game.games.fief.ui.render import card_faces as cf
from game.ui.theme import Theme

WIDTHS = (80, 160, 240)


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.font.init()
    return Theme()


def _all_ids(data) -> list[str]:
    return list(data.fortune_cards) + list(data.lord_cards)


def _signature(surface: pygame.Surface, rect: pygame.Rect | None = None, size: int = 16) -> bytes:
    """The RGB bytes of ``rect`` of ``surface`` shrunk to ``size`` x ``size``."""
    part = surface.subsurface(rect).copy() if rect is not None else surface.copy()
    return pygame.image.tobytes(pygame.transform.smoothscale(part, (size, size)), "RGB")


def _distance(a: bytes, b: bytes) -> float:
    """The mean difference of two signatures, 0 to 255 per channel."""
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


def _art_region(width: int) -> pygame.Rect:
    """A rectangle inside the illustration of every face at ``width`` (below the name,
    above the text)."""
    height = round(width * cf.CARD_RATIO)
    return pygame.Rect(round(width * 0.2), round(height * 0.2), round(width * 0.6), round(height * 0.25))


def _modded_data(data, *fortune: FortuneCard, lords: tuple[LordDeckCard, ...] = ()) -> SimpleNamespace:
    """The game's data with a few cards a modder might add."""
    return SimpleNamespace(
        fortune_cards={**data.fortune_cards, **{c.id: c for c in fortune}},
        lord_cards={**data.lord_cards, **{c.id: c for c in lords}},
    )


# --------------------------------------------------------------------------- sizes
@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_of_both_decks_draws_at_its_size(theme, fief_data, width):
    ids = _all_ids(fief_data)
    assert len(fief_data.fortune_cards) == 11 and len(fief_data.lord_cards) == 20
    for card_id in ids:
        face = cf.card_face(theme, fief_data, card_id, width)
        assert face.get_size() == (width, round(width * 1.4)), card_id
        assert face.get_flags() & pygame.SRCALPHA, card_id


@pytest.mark.parametrize("width", (1, 7, 20, 30, 55, 56, 109, 110, 333))
def test_odd_widths_draw_at_their_size(theme, fief_data, width):
    for card_id in ("plague", "taxes", "jeanne", "darc"):
        assert cf.card_face(theme, fief_data, card_id, width).get_size() == (width, round(width * 1.4))
    for deck in ("lord", "fortune"):
        assert cf.card_back(theme, deck, width).get_size() == (width, round(width * 1.4))


# --------------------------------------------------------------------------- illustrations
def test_each_fortune_and_disaster_card_has_its_own_illustration(theme, fief_data):
    ids = list(fief_data.fortune_cards)
    assert len(ids) == 11
    # The drawings themselves, and the art as it shows on the face, at two sizes.
    drawings = {
        cid: _signature(cf.render_art(cf.illustration_for(cf.card_info(fief_data, cid)), (150, 110))) for cid in ids
    }
    for width in (90, 200):
        faces = {cid: _signature(cf.card_face(theme, fief_data, cid, width), _art_region(width)) for cid in ids}
        for a, b in itertools.combinations(ids, 2):
            assert _distance(faces[a], faces[b]) > 12, (width, a, b)
    for a, b in itertools.combinations(ids, 2):
        assert _distance(drawings[a], drawings[b]) > 12, (a, b)
        assert cf.illustration_for(cf.card_info(fief_data, a)) is not cf.illustration_for(cf.card_info(fief_data, b))


def test_the_title_cards_have_their_own_illustrations(theme, fief_data):
    signatures = {
        cid: _signature(cf.card_face(theme, fief_data, cid, 160), _art_region(160))
        for cid in ("cardinal", "darc", "taxes", "justice", "arthur")
    }
    for a, b in itertools.combinations(signatures, 2):
        assert _distance(signatures[a], signatures[b]) > 12, (a, b)


def test_every_lord_has_a_portrait_of_their_own(theme, fief_data):
    lords = [c for c in fief_data.lord_cards.values() if c.kind == "lord"]
    assert len(lords) == 18
    looks = {c.id: cf.portrait_for(c.id, c.gender == "female") for c in lords}
    assert len(set(looks.values())) == 18
    assert all(look.female == (card.gender == "female") for card, look in zip(lords, looks.values()))
    # Ladies and lords wear their own headgear; every kind of hat is worn by someone.
    assert {look.hat for look in looks.values() if look.female} == set(cf.FEMALE_HATS)
    assert {look.hat for look in looks.values() if not look.female} == set(cf.MALE_HATS)
    faces = {c.id: cf.card_face(theme, fief_data, c.id, 160) for c in lords}
    art = {cid: _signature(face, _art_region(160), 24) for cid, face in faces.items()}
    whole = {cid: pygame.image.tobytes(face, "RGBA") for cid, face in faces.items()}
    assert len(set(whole.values())) == 18
    for a, b in itertools.combinations(art, 2):
        assert _distance(art[a], art[b]) > 3, (a, b)


def test_portraits_are_the_same_every_time(theme, fief_data):
    assert cf.portrait_for("jeanne", True) == cf.portrait_for("jeanne", True)
    first = pygame.image.tobytes(cf.render_art(cf.illustration_for(cf.card_info(fief_data, "othon")), (80, 90)), "RGB")
    again = pygame.image.tobytes(cf.render_art(cf.illustration_for(cf.card_info(fief_data, "othon")), (80, 90)), "RGB")
    assert first == again


def test_a_lady_and_a_lord_are_drawn_apart(theme, fief_data):
    lady = cf.render_art(lambda d: cf.art_portrait(d, cf.portrait_for("someone", True)), (90, 100))
    lord = cf.render_art(lambda d: cf.art_portrait(d, cf.portrait_for("someone", False)), (90, 100))
    assert _distance(_signature(lady), _signature(lord)) > 3


# --------------------------------------------------------------------------- unknown cards
def test_an_unknown_id_draws_a_card_named_after_it(theme, fief_data):
    face = cf.card_face(theme, fief_data, "no-such-card", 160)
    assert face.get_size() == (160, 224)
    info = cf.card_info(fief_data, "no-such-card")
    assert info.name == "No Such Card" and info.kind == "unknown"
    assert face.get_at((80, 112)).a == 255


def test_a_modders_cards_get_an_illustration_by_kind(theme, fief_data):
    cards = (
        FortuneCard(
            id="windfall",
            name="Windfall",
            kind="fortune",
            effect="none",
            count=1,
            timing="regular",
            section="11.1",
            text="Take three deniers from the bank.",
        ),
        FortuneCard(
            id="spy",
            name="Spy",
            kind="fortune",
            effect="none",
            count=1,
            timing="opportunity",
            section="11.2",
            text="Look at the hand of another family.",
        ),
        FortuneCard(
            id="earthquake",
            name="Earthquake",
            kind="disaster",
            effect="none",
            count=1,
            timing="regular",
            section="11.3",
            text="Every stronghold of the bishopric falls.",
        ),
    )
    roland = LordDeckCard(id="roland", name="Roland", kind="lord", gender="male", section="2.4.1")
    data = _modded_data(fief_data, *cards, lords=(roland,))
    assert cf.illustration_for(cf.card_info(data, "windfall")) is cf.GENERIC["fortune"]
    assert cf.illustration_for(cf.card_info(data, "spy")) is cf.GENERIC["opportunity"]
    assert cf.illustration_for(cf.card_info(data, "earthquake")) is cf.GENERIC["disaster"]
    signatures = {}
    for card_id in ("windfall", "spy", "earthquake", "roland"):
        for width in WIDTHS:
            face = cf.card_face(theme, data, card_id, width)
            assert face.get_size() == (width, round(width * 1.4))
        signatures[card_id] = _signature(cf.card_face(theme, data, card_id, 160), _art_region(160))
    for a, b in itertools.combinations(signatures, 2):
        assert _distance(signatures[a], signatures[b]) > 12, (a, b)


# --------------------------------------------------------------------------- frame and text
def test_rounded_corners_are_transparent(theme, fief_data):
    for width in WIDTHS:
        h = round(width * 1.4)
        surfaces = [cf.card_face(theme, fief_data, cid, width) for cid in ("taxes", "plague", "arthur", "zzz")]
        surfaces += [cf.card_back(theme, deck, width) for deck in ("lord", "fortune")]
        for surf in surfaces:
            for corner in ((0, 0), (width - 1, 0), (0, h - 1), (width - 1, h - 1)):
                assert surf.get_at(corner).a == 0, (width, corner)
            assert surf.get_at((width // 2, 1)).a == 255
            assert surf.get_at((width // 2, h // 2)).a == 255


def _band_colour(face: pygame.Surface) -> pygame.Color:
    width = face.get_width()
    return face.get_at((width // 2, max(1, round(width * 0.05)) // 2))


@pytest.mark.parametrize("width", WIDTHS)
def test_the_frame_tells_decks_and_kinds_apart(theme, fief_data, width):
    lord = _band_colour(cf.card_face(theme, fief_data, "arthur", width))
    title = _band_colour(cf.card_face(theme, fief_data, "cardinal", width))
    fortune = _band_colour(cf.card_face(theme, fief_data, "taxes", width))
    opportunity = _band_colour(cf.card_face(theme, fief_data, "ambush", width))
    disaster = _band_colour(cf.card_face(theme, fief_data, "famine", width))
    assert lord.r > lord.g > lord.b  # brown
    assert abs(title.r - lord.r) + abs(title.g - lord.g) + abs(title.b - lord.b) < 12  # same deck
    assert fortune.g > fortune.r and fortune.g > fortune.b  # green
    assert opportunity.b > opportunity.g and opportunity.r > opportunity.g  # purple
    assert disaster.r + disaster.g + disaster.b < 120  # near black
    colours = [lord, fortune, opportunity, disaster]
    for a, b in itertools.combinations(colours, 2):
        assert abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 40


def test_the_text_shows_only_when_the_card_is_wide_enough(theme, fief_data):
    card = fief_data.fortune_cards["justice"]
    other = _modded_data(fief_data, card.model_copy(update={"text": "Something else entirely, said at some length."}))
    for width in (60, 100):
        a = cf.card_face(theme, fief_data, "justice", width)
        b = cf.card_face(theme, other, "justice", width)
        assert a is not b
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    for width in (cf.SMALL_WIDTH, 160, 240):
        a = cf.card_face(theme, fief_data, "justice", width)
        b = cf.card_face(theme, other, "justice", width)
        assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")


def test_long_text_still_fits_above_the_footer(theme, fief_data):
    # Three times the longest card text: the face shortens it rather than drawing out
    # of the card, and the footer with the section still shows.
    card = fief_data.fortune_cards["secret-passage"]
    long = _modded_data(fief_data, card.model_copy(update={"text": " ".join([card.text] * 3)}))
    plain = cf.card_face(theme, fief_data, "secret-passage", 160)
    crowded = cf.card_face(theme, long, "secret-passage", 160)
    assert crowded.get_size() == plain.get_size()
    footer = pygame.Rect(0, round(224 * 0.9), 160, round(224 * 0.1) - 1)
    assert _distance(_signature(plain, footer), _signature(crowded, footer)) < 2


# --------------------------------------------------------------------------- backs
def test_the_two_decks_have_different_backs(theme):
    for width in WIDTHS:
        lord = cf.card_back(theme, "lord", width)
        fortune = cf.card_back(theme, "fortune", width)
        assert lord.get_size() == fortune.get_size() == (width, round(width * 1.4))
        assert _distance(_signature(lord), _signature(fortune)) > 20
    assert cf.card_back(theme, "mystery", 100) is cf.card_back(theme, "fortune", 100)


# --------------------------------------------------------------------------- cache
def test_faces_and_backs_are_made_once(theme, fief_data):
    face = cf.card_face(theme, fief_data, "heavy-rain", 150)
    assert cf.card_face(theme, fief_data, "heavy-rain", 150) is face
    assert cf.card_face(theme, fief_data, "heavy-rain", 151) is not face
    assert cf.card_face(theme, fief_data, "famine", 150) is not face
    back = cf.card_back(theme, "lord", 150)
    assert cf.card_back(theme, "lord", 150) is back
    bigger = Theme(scale=1.5)
    assert cf.card_face(bigger, fief_data, "heavy-rain", 150) is not face
