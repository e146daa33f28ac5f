"""Messages and their words (``game.core.i18n``): catalogues, plural forms, French
elision, numbers, lists, fallbacks, the language switch, and mods adding a language."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import i18n
from game.core.i18n import Message, Name, m, t, using, words


@pytest.fixture(autouse=True)
def _english() -> None:
    i18n.set_language("en")


def test_a_message_is_words_only_when_shown_and_in_the_language_of_that_moment() -> None:
    blurb = m("fief.game.blurb")
    assert str(blurb) == "3 to 6 noble families: marriages, elections, cards, battles and sieges."
    with using("fr"):
        assert str(blurb) == "De 3 à 6 familles nobles : mariages, élections, cartes, batailles et sièges."
    assert blurb.text("fr").startswith("De 3 à 6")
    assert str(blurb).startswith("3 to 6")


def test_plural_forms_follow_each_language_french_counts_zero_as_one() -> None:
    english = [m("fief.item.deniers", n=n).text("en") for n in (0, 1, 2)]
    french = [m("fief.item.deniers", n=n).text("fr") for n in (0, 1, 2)]
    assert english == ["0 deniers", "1 denier", "2 deniers"]
    assert french == ["0 denier", "1 denier", "2 deniers"]
    assert m("fief.item.knight", n=1).text("fr") == "un chevalier"
    assert m("fief.item.man_at_arms", n=3).text("fr") == "3 hommes d'armes"


@pytest.mark.parametrize(
    ("form", "word", "said"),
    [
        ("de", "Jeanne", "de Jeanne"),
        ("de", "Agnès", "d'Agnès"),
        ("de", "Henri", "d'Henri"),
        ("de", "le Roi", "du Roi"),
        ("de", "les Essarts", "des Essarts"),
        ("de", "la Reine", "de la Reine"),
        ("de", "Évreux", "d'Évreux"),
        ("à", "Blaye", "à Blaye"),
        ("à", "le Berry", "au Berry"),
        ("à", "les Essarts", "aux Essarts"),
        ("que", "il", "qu'il"),
        ("le", "Évêque", "l'Évêque"),
        ("le", "Roi", "le Roi"),
    ],
)
def test_french_elision_and_contraction(form: str, word: str, said: str) -> None:
    assert i18n._FORMS["fr"][form](word) == said


def test_a_bishop_of_a_see_that_starts_with_a_vowel_is_elided() -> None:
    assert m("fief.name.bishop_of", see=Name.plain("Auxerre")).text("fr") == "Évêque d'Auxerre"
    assert m("fief.name.bishop_of", see=Name.plain("Sigy")).text("fr") == "Évêque de Sigy"
    assert m("fief.name.bishop_of", see=Name.plain("Auxerre")).text("en") == "Bishop of Auxerre"


def test_names_from_data_are_said_in_the_readers_language_else_in_english() -> None:
    harvest = Name.of("Bountiful Harvest", {"fr": "Récolte abondante"})
    assert harvest.text("fr") == "Récolte abondante"
    assert harvest.text("en") == "Bountiful Harvest"
    assert harvest.text("de") == "Bountiful Harvest"
    assert m("fief.name.the_card", card=harvest).text("fr") == "la carte Récolte abondante"


def test_lists_are_joined_the_languages_way() -> None:
    three = words([Name.plain("Anne"), Name.plain("Blanche"), Name.plain("Claude")])
    assert three.text("en") == "Anne, Blanche and Claude"
    assert three.text("fr") == "Anne, Blanche et Claude"
    assert words(["A", "B"], last="or").text("fr") == "A ou B"
    assert words([]).text("en") == ""


def test_numbers_are_written_the_languages_way() -> None:
    assert i18n.number(12345, "en") == "12,345"
    assert i18n.number(12345, "fr") == "12\u00a0345"
    assert i18n.number(999, "fr") == "999"
    assert i18n.number_text("2.5", "fr") == "2,5"


def test_t_makes_words_now_and_nested_messages_render_in_the_same_language() -> None:
    assert t("core.common.cancel") == "Cancel"
    with using("fr"):
        assert t("core.common.cancel") == "Annuler"
        nested = m("fief.name.the_card", card=m("core.common.done"))
        assert str(nested) == "la carte Terminé"


def test_an_unknown_language_falls_back_to_english_and_an_unknown_id_fails_in_tests() -> None:
    assert m("core.common.back").text("xx") == "Back"
    with pytest.raises(KeyError, match=r"no message 'core\.nothing\.here'"):
        m("core.nothing.here").text("en")


def test_an_unknown_id_shows_its_id_to_players_rather_than_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SENESCHAL_STRICT_MESSAGES", "0")
    assert str(m("core.nothing.here")) == "core.nothing.here"
    assert str(Message("fief.item.deniers", ())) == "fief.item.deniers"  # no n: the template as is


def test_system_language_reads_the_usual_variables() -> None:
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert i18n.system_language({"LANGUAGE": "de:en", "LANG": "fr_FR.UTF-8"}) == "de"
    assert i18n.system_language({"LANG": "C.UTF-8"}) == ""
    assert i18n.system_language({}) == ""


def test_listeners_hear_a_language_change_once() -> None:
    heard: list[str] = []
    i18n.on_language_change(heard.append)
    try:
        i18n.set_language("fr")
        i18n.set_language("fr")
        i18n.set_language("en")
    finally:
        i18n._listeners.remove(heard.append)
    assert heard == ["fr", "en"]


def _write_po(path: Path, lang: str, entries: dict[str, str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    body = [
        'msgid ""',
        'msgstr ""',
        f'"Language: {lang}\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
        "",
    ]
    for key, value in entries.items():
        body += [f'msgid "{key}"', f'msgstr "{value}"', ""]
    path.write_text("\n".join(body), encoding="utf-8")


def test_a_mod_adds_a_language_and_changes_words_without_touching_code(tmp_path: Path) -> None:
    """A modder adds locale/<lang>/LC_MESSAGES/<domain>.po in a folder: a new language,
    and single words of an existing one overridden."""
    folder = tmp_path / "locale"
    _write_po(folder / "de" / "LC_MESSAGES" / "core.po", "de", {"core.common.cancel": "Abbrechen"})
    _write_po(folder / "en" / "LC_MESSAGES" / "core.po", "en", {"core.common.back": "Go back"})
    i18n.add_domain("core", folder)
    try:
        assert "de" in i18n.languages()
        assert m("core.common.cancel").text("de") == "Abbrechen"
        assert m("core.common.ok").text("de") == "OK"  # not in the mod: English
        assert m("core.common.back").text("en") == "Go back"
        assert m("core.common.cancel").text("en") == "Cancel"
    finally:
        i18n.CATALOGUES.remove_folder("core", folder)
    assert m("core.common.back").text("en") == "Back"


def test_a_damaged_catalogue_loses_its_words_not_the_game(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    bad = folder / "de" / "LC_MESSAGES" / "core.po"
    bad.parent.mkdir(parents=True)
    bad.write_bytes(b'msgid "core.common.ok"\nmsgstr "unterminated\n\x00\xff')
    i18n.add_domain("core", folder)
    try:
        assert m("core.common.ok").text("de") == "OK"
        assert any(str(bad) in problem for problem in i18n.problems)
    finally:
        i18n.CATALOGUES.remove_folder("core", folder)


def test_catalogues_are_compiled_once_per_content(tmp_path: Path) -> None:
    """The .po sources are compiled at run time into the cache folder, named by their
    content, and the compiled file is used again while the source is unchanged."""
    folder = tmp_path / "locale"
    _write_po(folder / "de" / "LC_MESSAGES" / "core.po", "de", {"core.common.cancel": "Abbrechen"})
    before = i18n._cache_folder
    i18n.set_cache_folder(tmp_path / "cache")
    i18n.add_domain("core", folder)
    try:
        assert m("core.common.cancel").text("de") == "Abbrechen"
        compiled = list((tmp_path / "cache").glob("core-de-*.mo"))
        assert len(compiled) == 1
        stamp = compiled[0].stat().st_mtime_ns
        i18n.CATALOGUES.remove_folder("core", folder)
        i18n.add_domain("core", folder)
        assert m("core.common.cancel").text("de") == "Abbrechen"
        assert compiled[0].stat().st_mtime_ns == stamp
        _write_po(folder / "de" / "LC_MESSAGES" / "core.po", "de", {"core.common.cancel": "Abbruch"})
        i18n.CATALOGUES.remove_folder("core", folder)
        i18n.add_domain("core", folder)
        assert m("core.common.cancel").text("de") == "Abbruch"
        assert len(list((tmp_path / "cache").glob("core-de-*.mo"))) == 2
    finally:
        i18n.CATALOGUES.remove_folder("core", folder)
        i18n._cache_folder = before


def test_every_language_can_start_a_sentence_with_a_capital_or_make_one_a_clause() -> None:
    f = i18n._Formatter("fr")
    assert f.vformat("{x:cap} gagne.", (), {"x": "la Reine"}) == "La Reine gagne."
    assert f.vformat("{x:le:cap} gagne.", (), {"x": Name.plain("la Reine")}) == "La Reine gagne."
    assert f.vformat("refusé ({x:clause})", (), {"x": "Le fief est pris."}) == "refusé (le fief est pris)"


def test_parts_of_a_line_are_kept_apart_with_the_languages_spacing() -> None:
    parts = [Name.plain("Duché de Blaye"), "Comté de Sigy"]
    assert i18n.semicolons(parts, "en") == "Duché de Blaye; Comté de Sigy"
    assert i18n.semicolons(parts, "fr") == "Duché de Blaye ; Comté de Sigy"


def test_a_games_mod_brings_its_words_and_takes_them_away_when_another_data_is_loaded(tmp_path: Path) -> None:
    """A mod folder's locale/<lang>/LC_MESSAGES/<game>.po overrides the game's words while
    the game's data comes from that mod (``i18n.ModMessages``), and no longer once the
    game's own data is loaded again."""
    import shutil

    from game import resources
    from game.games.troyes.descriptor import DESCRIPTOR

    mod = tmp_path / "mod"
    (mod / "data" / "troyes").mkdir(parents=True)
    shutil.copy(resources.root() / "data" / "troyes" / "rules.yaml", mod / "data" / "troyes" / "rules.yaml")
    _write_po(mod / "locale" / "en" / "LC_MESSAGES" / "troyes.po", "en", {"troyes.game.seats_word": "houses"})
    try:
        DESCRIPTOR.load_data(mod)
        assert m("troyes.game.seats_word").text("en") == "houses"
        assert m("troyes.ui.seat_word").text("en") == "family"  # not in the mod: the game's
    finally:
        DESCRIPTOR.load_data(None)
    assert m("troyes.game.seats_word").text("en") == "families"
