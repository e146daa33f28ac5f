"""The rules' prompts, refusals and outcomes in French (and English kept word for word):
a few exact renderings, a plural and an elision, and every prompt of a random game."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.errors import ConfigError, IllegalAction
from game.core.i18n import Name, m
from game.games.fief.rules import engine, relic_records
from game.games.fief.rules.actions import ChooseStart, Done
from game.games.fief.rules.relic_records import RelicInBattle, RelicPlaced
from game.games.fief.rules.state import Outcome, SeatConfig
from tests.games.fief import helpers


def test_the_start_prompt_in_french_and_in_english() -> None:
    s = helpers.new(3, first=1)
    d = engine.pending(s)
    assert d is not None and d.kind == "choose_start"
    lord = engine.names_for(s).lord(s.families[1].lords[0])
    assert d.prompt.id == "fief.prompt.choose_start"
    assert str(d.prompt) == f"Grady: choose an unoccupied village where {lord} and the family's first troops settle."
    assert d.prompt.text("fr") == (
        f"Grady : choisissez un village inoccupé où s'installent {lord} et les premières troupes de la famille."
    )


def test_a_refusal_carries_its_id_and_its_words_follow_the_language() -> None:
    s = helpers.new(3)
    engine.apply(s, ChooseStart(helpers.v("Blaye")))
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, ChooseStart(helpers.v("Blaye")))
    assert err.value.id == "fief.refusal.engine_start_occupied"
    assert err.value.reason == "Blaye is already occupied; choose an unoccupied village (Setup)."
    with i18n.using("fr"):
        assert err.value.reason == "Blaye est déjà occupé ; choisissez un village inoccupé (Mise en place)."

    with pytest.raises(IllegalAction) as wrong:
        engine.apply(s, Done())
    assert wrong.value.id == "fief.refusal.engine_wrong_kind"
    assert wrong.value.reason == "Now Grady must choose a starting village; a done action does not fit."
    assert wrong.value.message.text("fr") == (
        "Grady doit maintenant choisir un village de départ ; l'action « done » ne convient pas."
    )


def test_plural_forms_french_counts_zero_as_one() -> None:
    def hits(n: int, lang: str) -> str:
        return m("fief.prompt.casualties", who=Name.plain("Anne"), n=n, village=Name.plain("Sigy")).text(lang)

    assert hits(0, "en") == "Anne: your side takes 0 hits at Sigy; choose the losses (6.2.2)."
    assert hits(1, "en") == "Anne: your side takes 1 hit at Sigy; choose the losses (6.2.2)."
    assert hits(0, "fr") == "Anne : votre camp subit 0 touche à Sigy ; choisissez les pertes (6.2.2)."
    assert hits(1, "fr") == "Anne : votre camp subit 1 touche à Sigy ; choisissez les pertes (6.2.2)."
    assert hits(3, "fr") == "Anne : votre camp subit 3 touches à Sigy ; choisissez les pertes (6.2.2)."
    assert m("fief.outcome.round_limit", n=1).text("fr") == "Aucun vainqueur après 1 tour."
    assert m("fief.outcome.round_limit", n=12).text("en") == "No winner after 12 rounds."


def test_french_elision_before_a_vowel() -> None:
    names = engine.names_for(helpers.new(3))
    eric, jeanne = names.lord("eric"), names.lord("jeanne")
    assert m("fief.refusal.ransom_amount", lord=eric, n=4).text("fr") == (
        "La rançon d'Éric est de 4 deniers : 2, plus 2 par titre (6.2.4)."
    )
    assert m("fief.refusal.ransom_amount", lord=jeanne, n=4).text("fr") == (
        "La rançon de Jeanne est de 4 deniers : 2, plus 2 par titre (6.2.4)."
    )
    assert str(m("fief.refusal.ransom_amount", lord=eric, n=4)) == (
        "The ransom of Éric is 4 deniers: 2, and 2 more per title (6.2.4)."
    )


def test_the_outcome_says_its_reason_in_the_current_language_and_saves_english() -> None:
    why = m("fief.outcome.victory_tie", points=9, round=4, tie=m("fief.outcome.tie_king"))
    out = Outcome((0,), "victory", why)
    assert out.reason == "9 victory points at the end of round 4 (tie broken by the King's title)."
    with i18n.using("fr"):
        assert out.reason == "9 points de victoire à la fin du tour 4 (égalité départagée par le titre de Roi)."
        assert out.to_json()["reason"] == why.text("en")
    assert Outcome.from_json(out.to_json()).reason == out.reason


def test_a_config_error_in_french() -> None:
    config = helpers.config(3)
    config.seats[0] = SeatConfig("  ", config.seats[0].color)
    with pytest.raises(ConfigError) as err:
        engine.check_config(helpers.data(), config)
    assert str(err.value) == "Seat 1 needs a name."
    with i18n.using("fr"):
        assert str(err.value) == "La place 1 doit avoir un nom."


def test_relic_records_in_french() -> None:
    s = helpers.new(3)
    names = engine.names_for(s)
    placed = RelicPlaced("holy_grail", helpers.v("Blaye"))
    assert placed.sentence(names) == "The Holy Grail is hidden in Blaye."
    with i18n.using("fr"):
        assert placed.sentence(names).startswith("Une relique est cachée à Blaye : ")
    spear = RelicInBattle(0, "holy_spear", helpers.v("Blaye"), 1)
    assert spear.sentence(names) == "At Blaye, the Holy Spear adds 1 hit to the roll of Kirsten's army."
    assert spear.message(names).text("fr").endswith(" ajoute 1 touche au jet de l'armée de Kirsten.")


def test_every_prompt_and_relic_record_of_a_random_game_has_french_words() -> None:
    from game.ai import RandomBot

    s, _ = engine.start(helpers.data(), helpers.config(4, variants=["holy_relics"], max_rounds=3), 7)
    bot = RandomBot(7)
    names = engine.names_for(s)
    kinds: set[str] = set()
    for _ in range(2500):
        d = engine.pending(s)
        if d is None:
            break
        kinds.add(d.kind)
        for lang in ("en", "fr"):
            words = i18n.text(d.prompt, lang)
            assert words and "{" not in words and not words.startswith("fief."), words
        for event in engine.apply(s, bot.choose(s, d)):
            if type(event).__module__ == relic_records.__name__:
                with i18n.using("fr"):
                    assert "{" not in event.sentence(names)
    assert {"choose_start", "purchase", "movement"} <= kinds
    if s.outcome is not None:
        with i18n.using("fr"):
            assert s.outcome.reason and "{" not in s.outcome.reason
