"""The shell's words in French: a few exact renderings (plurals, elision, lists), and
every id the shell uses written in both languages with the same parameters."""

from __future__ import annotations

from game.core import i18n
from game.core.i18n import m, t
from game.ui.plugin import PLAIN, ended_words
from game.ui.scenes.game_menu import save_name_problem
from game.ui.scenes.settings_scene import hold_name


def test_plurals_follow_the_french_rule() -> None:
    with i18n.using("fr"):
        assert t("core.setup.players", n=1) == "1 joueur"
        assert t("core.setup.players", n=4) == "4 joueurs"
        # French counts 0 as one: "0 problème".
        assert t("core.error.count", n=0) == "0 problème trouvé :"
        assert t("core.error.count", n=2) == "2 problèmes trouvés :"
        assert hold_name(5) == "5 secondes" and hold_name(0) == "Jusqu'à mon clic"
    assert t("core.error.count", n=0) == "0 problems found:"
    assert t("core.game_menu.finished_after", n=1) == "Finished after 1 round"


def test_elision_before_a_vowel() -> None:
    heading = m("core.rules.heading", game="Fief")
    assert heading.text("fr") == "Les règles de Fief"
    assert m("core.rules.heading", game="Agincourt").text("fr") == "Les règles d'Agincourt"
    assert heading.text("en") == "The Rules of Fief"
    assert t("core.title.rules_tip", game="Azincourt") == "A summary of the rules of Azincourt (R)."
    with i18n.using("fr"):
        assert t("core.title.rules_tip", game="Azincourt") == "Un résumé des règles d'Azincourt (R)."


def test_the_shell_in_french() -> None:
    with i18n.using("fr"):
        assert t("core.title.new_game") == "Nouvelle partie"
        assert t("core.curtain.pass_heading", name="Anne") == "Passez l'ordinateur à Anne"
        assert t("core.curtain.seat_of_colour", colour="Rouge", seat="famille") == "la famille Rouge"
        assert PLAIN.where(3, 0) == "Tour 3"
        assert PLAIN.where(0, 0) == "Mise en place"
        assert save_name_problem("") == "Donnez un nom à la sauvegarde."
        assert (
            save_name_problem("nul")
            == "« nul » est un nom que certains systèmes se réservent ; choisissez-en un autre."
        )
        assert t("core.game_over.share", names=i18n.words(["Anne", "Bruno", "Carl"])) == (
            "Anne, Bruno et Carl se partagent la victoire"
        )


def test_how_a_game_ended_agrees_with_its_winners() -> None:
    one = ended_words(("Anne", "Bruno"), {"winners": [0], "reason": "Three victory points."}, 4)
    two = ended_words(("Anne", "Bruno"), {"winners": [0, 1]}, 4)
    assert i18n.text(one) == "Anne won: three victory points."
    assert i18n.text(two) == "Anne and Bruno won: the game ended in round 4."
    with i18n.using("fr"):
        assert i18n.text(one) == "Anne l'a emporté : three victory points."
        assert i18n.text(two) == "Anne et Bruno l'ont emporté : la partie s'est finie au tour 4."


def test_every_shell_message_has_both_languages_with_the_same_fields() -> None:
    english = i18n.CATALOGUES.get("core", "en")[0].translations._catalog  # type: ignore[attr-defined]
    french = i18n.CATALOGUES.get("core", "fr")[0].translations._catalog  # type: ignore[attr-defined]
    ids = {key if isinstance(key, str) else key[0] for key in english if key}
    assert len([i for i in ids if i.startswith(("core.title.", "core.settings.", "core.table."))]) > 50
    for key, words in english.items():
        if not key:
            continue
        assert french.get(key), f"{key}: no French"
        assert i18n.fields(words) == i18n.fields(french[key]), key
