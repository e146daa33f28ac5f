"""Fief in French: actions in words, names and texts from the data and the map, the
set-up options and the title's words, and a mod's own catalogue."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import registry
from game.core import i18n
from game.games.fief import descriptor
from game.games.fief.rules import engine
from game.games.fief.rules.actions import (
    Buy,
    BuyFiefTitle,
    DealTerm,
    Done,
    LiftExcommunication,
    LoseTroops,
    Move,
    OpenTalk,
    PlayFortune,
    PlayTax,
    ProposeMarriage,
)
from game.games.fief.rules.data import FiefData, load_fief_data
from game.games.fief.rules.describe import describe
from game.games.fief.rules.limits import MAX_ROUNDS
from game.games.fief.rules.names import Names
from game.games.fief.rules.relic_records import GiveRelic, RelicRite, TakeRelic, UseTeeth
from game.games.fief.rules.state import Deal, Losses, Troops
from tests.games.fief import helpers
from tests.games.fief.helpers import v

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def data() -> FiefData:
    return load_fief_data()


@pytest.fixture(scope="module")
def names(data: FiefData) -> Names:
    return Names(data, ["Red", "Blue", "Alice"])


# --- actions in words ---------------------------------------------------------------


def test_purchases_and_moves_in_french_with_plurals() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    names = engine.names_for(s)
    knight = describe(Buy("knight", v("Blaye")), s, names)
    assert str(knight) == "Buy a knight in Blaye (3 deniers)"
    assert knight.text("fr") == "Acheter un chevalier à Blaye (3 deniers)"
    assert (
        describe(Buy("man_at_arms", v("Blaye")), s, names).text("fr") == "Acheter un homme d'armes à Blaye (1 denier)"
    )
    assert describe(Done(), s, names).text("fr") == "Finir les achats"
    lord = helpers.lord_of(s, 0)
    assert describe(Move(lord, v("Charolles")), s, names).text("fr") == f"Déplacer {names.lord(lord)} à Charolles"
    title = describe(BuyFiefTitle(1, lord, v("Blaye")), s, names)
    assert title.id == "fief.action.buy_fief_title"
    assert title.text("fr") == (
        f"Acheter le titre « Duché de Blaye » pour {names.lord(lord)}, Blaye en ville fortifiée (8 deniers)"
    )


def test_cards_taxes_and_losses_in_french() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    names = engine.names_for(s)
    lord = helpers.lord_of(s, 0)
    s.lying = {1: ["famine"]}
    with i18n.using("fr"):
        assert str(describe(PlayFortune("bountiful-harvest", 1), s, names)) == (
            "Jouer Récolte abondante sur l'Évêché de Blaye (1) : fin de la carte Famine"
        )
        assert str(describe(PlayFortune("good-weather", 2), s, names)) == (
            "Jouer Beau temps sur l'Évêché de Tournus (2) : +1 par moulin ce tour"
        )
        assert str(describe(PlayTax("tallage", 6, lord), s, names)) == (
            f"Taille royale sur « Duché de Bourg » par {names.lord(lord)} (+8 deniers)"
        )
        s.losses = [Losses(0, v("Blaye"), 2, Troops(1, 3))]
        assert str(describe(LoseTroops(1, 1), s, names)) == "Perdre un chevalier et un homme d'armes à Blaye"
        assert str(describe(LoseTroops(0, 2), s, names)) == "Perdre 2 hommes d'armes à Blaye"
        s.losses = []
        assert str(describe(LoseTroops(0, 0), s, names)) == "Ne rien perdre"
    assert str(describe(LoseTroops(0, 0), s, names)) == "Lose nothing"


def test_names_that_begin_with_a_vowel_are_elided() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    names = engine.names_for(s)
    s.excommunicated = "alienor"
    lift = describe(LiftExcommunication(), s, names)
    assert str(lift) == "Lift the excommunication of Aliénor"
    assert lift.text("fr") == "Lever l'excommunication d'Aliénor"
    s.deal = Deal(0, 1)
    assert describe(DealTerm("free", "isabelle"), s, names).text("fr") == "Offrir la libération d'Isabelle"
    assert describe(DealTerm("village", v("Les Essarts")), s, names).text("en") == "Offer control of Les Essarts"
    talk = describe(OpenTalk((1, 2)), s, names)
    assert (talk.text("en"), talk.text("fr")) == (
        f"Talk in private with {names.family(1)}, {names.family(2)}",
        f"Parler en privé avec {names.family(1)}, {names.family(2)}",
    )


def test_a_marriage_names_the_other_family() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    names = engine.names_for(s)
    lord, lady = helpers.lord_of(s, 0), helpers.lord_of(s, 1)
    marry = describe(ProposeMarriage(lord, lady), s, names)
    assert marry.id == "fief.action.marry"
    assert marry.text("fr").startswith("Marier ")
    assert " à " in marry.text("fr")


def test_relic_actions_in_french_carry_the_relics_article() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"], variants=["holy_relics"])
    names = engine.names_for(s)
    with i18n.using("fr"):
        assert str(describe(TakeRelic("holy_spear", "arthur"), s, names)) == "Arthur prend la Sainte Lance"
        assert str(describe(TakeRelic("holy_grail", "arthur"), s, names)) == "Arthur prend le Saint Graal"
        assert str(describe(UseTeeth(False), s, names)) == "Garder les Dents ; le laisser mourir"
        assert str(describe(RelicRite("bone_of_saint_rhadegund", 3), s, names)) == (
            "Lancer le dé pour la Famine de l'Évêché de St Gérôme (3)"
        )
        given = describe(GiveRelic("eyes_of_saint_roseline", "nobody"), s, names)
        assert str(given) == "Remettre les Yeux de sainte Roseline à nobody (un marqueur Diplomatie)"
    assert str(describe(TakeRelic("holy_spear", "arthur"), s, names)) == "Arthur takes the Holy Spear"


def test_every_action_of_random_games_has_french_words() -> None:
    for seed in range(2):
        s = helpers.new(4, seed=seed, max_rounds=3)
        names = engine.names_for(s)
        from game.ai import RandomBot

        bot = RandomBot(seed)
        while (d := engine.pending(s)) is not None:
            for option in d.options[:40]:
                words = describe(option, s, names).text("fr")
                assert words and words[0].isupper() and "fief." not in words, words
            engine.apply(s, bot.choose(s, d))


# --- names and texts from the data and the map ----------------------------------------


def test_every_name_and_text_from_the_data_is_in_french(data: FiefData) -> None:
    for card in [*data.fortune_cards.values(), *(c for c in data.lord_cards.values() if c.kind != "lord")]:
        assert "fr" in card.names and "fr" in card.texts, card.id
        assert card.text_in("fr") != card.text and card.text_in("en") == card.text
    for family in data.families:
        assert "fr" in family.names, family.id
    for variant in data.variants.values():
        assert "fr" in variant.names and "fr" in variant.descriptions, variant.id
        for relic in variant.relics or ():
            assert "fr" in relic.names and "fr" in relic.texts, relic.id
    for kind in data.fief_kinds.values():
        assert "fr" in kind.titles_male and "fr" in kind.titles_female
    for area in [*data.board.fiefs.values(), *data.board.bishoprics.values()]:
        assert "fr" in area.names, area.name


def test_names_of_things_in_french(data: FiefData, names: Names) -> None:
    assert data.fortune_cards["heavy-rain"].name_in("fr") == "Pluies torrentielles"
    assert names.card_name("good-weather").text("fr") == "Beau temps"
    assert names.card("famine").text("fr") == "la carte Famine"
    assert data.lord_cards["cardinal"].text_in("fr").startswith("À tout moment, élevez au rang de Cardinal")
    assert data.fortune_cards["plague"].text_in("de") == data.fortune_cards["plague"].text  # no German: English
    assert names.family(0).text("fr") == "Rouge"
    assert names.family(2).text("fr") == "Alice"  # a player's own name stays as typed
    assert names.fief(7).text("fr") == "Baronnie des Essarts"
    assert names.fief(7).text("en") == "Barony of Les Essarts"
    assert names.bishopric(5).text("fr") == "l'Évêché de Sigy (5)"
    assert names.bishop_of(3).text("fr") == "Évêque de St Gérôme"
    assert names.bishop_of(3).text("en") == "Bishop of St Gérôme"
    assert names.relic("bone_of_saint_rhadegund").text("fr") == "l'Os de sainte Radegonde"
    assert data.variants["fog_of_war"].name_in("fr") == "Brouillard de guerre"
    assert data.variants["fog_of_war"].description_in("fr").startswith("Les pions de troupes")
    assert data.fief_kind(1).title(female=True).text("fr") == "Duchesse"
    assert data.fief_kind(1).title().text("en") == "Duke"
    with i18n.using("fr"):
        assert data.fortune_cards["ambush"].name_in() == "Embuscade"


def test_a_name_in_a_language_is_checked_like_the_name(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "data" / "fief", tmp_path / "data" / "fief", ignore=shutil.ignore_patterns("schema"))
    cards = tmp_path / "data" / "fief" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("names: {fr: Beau temps}", "names: {French: Beau temps}"), encoding="utf-8")
    from game.core.errors import DataError

    with pytest.raises(DataError) as caught:
        load_fief_data(tmp_path)
    assert any("cards.1.names" in str(p) for p in caught.value.problems), caught.value.problems


# --- options, title, a mod's catalogue -------------------------------------------------


def test_options_and_the_title_in_french(data: FiefData) -> None:
    options = {o.id: o for o in descriptor.DESCRIPTOR.options(data)}
    limit = options["max_rounds"]
    assert str(limit.label) == "Round limit" and i18n.text(limit.label, "fr") == "Limite de tours"
    choices = {value: i18n.text(label, "fr") for value, label in limit.choices}
    assert choices[None] == "Jusqu'à la victoire" and choices[5] == "5 tours"
    assert i18n.text(limit.help, "fr").endswith(f"{MAX_ROUNDS} tours au plus.")
    assert i18n.m("fief.option.rounds", n=1).text("fr") == "1 tour"
    assert i18n.m("fief.option.rounds", n=1).text("en") == "1 round"
    fog = options["fog_of_war"]
    assert (i18n.text(fog.label, "en"), i18n.text(fog.label, "fr")) == ("Fog of War", "Brouillard de guerre")
    listing = registry.listing("fief")
    assert str(listing.blurb) == "3 to 6 noble families: marriages, elections, cards, battles and sieges."
    assert i18n.text(listing.blurb, "fr").startswith("De 3 à 6 familles nobles")
    assert i18n.text(listing.seats_word, "fr") == "familles"


def test_a_mods_catalogue_changes_words_while_its_data_is_used(tmp_path: Path) -> None:
    mod = tmp_path / "mod"
    (mod / "data" / "fief").mkdir(parents=True)
    shutil.copy(ROOT / "data" / "fief" / "costs.yaml", mod / "data" / "fief" / "costs.yaml")
    po = mod / "locale" / "fr" / "LC_MESSAGES" / "fief.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
        'msgid "fief.action.draw_lord"\nmsgstr "Tirer un seigneur"\n',
        encoding="utf-8",
    )
    word = i18n.m("fief.action.draw_lord")
    try:
        descriptor.DESCRIPTOR.load_data(mod)
        assert word.text("fr") == "Tirer un seigneur"
        assert i18n.m("fief.action.draw_fortune").text("fr") == "Piocher une carte Fortune"  # the game's own
        descriptor.DESCRIPTOR.load_data(None)
        assert word.text("fr") == "Piocher une carte Seigneur"
    finally:
        descriptor.DESCRIPTOR.load_data(None)
