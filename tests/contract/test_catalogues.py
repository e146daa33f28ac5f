"""Every registered game speaks through its own catalogue domain (the game's id), checked
the same way for each: every message id its code names is in its English catalogue, and
each other language translates every English message with the same parameters and
every plural form. A game with no catalogue fails here."""

from __future__ import annotations

from game.core import i18n
from game.core.catalogue_check import catalogue_path, check_domain
from game.registry import AnyGame


def test_the_game_has_an_english_catalogue_of_its_own_domain(game: AnyGame) -> None:
    folder = game.catalogue_folder()
    assert catalogue_path(folder, i18n.FALLBACK, game.id).is_file(), f"{game.id}: no English catalogue in {folder}"
    assert folder in i18n.CATALOGUES.folders(game.id)


def test_the_games_catalogues_agree_with_its_code_and_with_each_other(game: AnyGame) -> None:
    folder = game.catalogue_folder()
    problems = check_domain(game.id, folder, [folder.parent])
    assert not problems, "\n".join(str(p) for p in problems)


def test_the_games_title_screen_words_are_messages_said_in_each_language(game: AnyGame) -> None:
    for lang in i18n.languages():
        assert i18n.text(game.blurb, lang).strip(), f"{game.id}: an empty blurb in {lang}"
