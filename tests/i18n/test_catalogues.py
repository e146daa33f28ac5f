"""The shell's catalogue (domain ``core``) agrees with its code, and French is complete."""

from __future__ import annotations

from pathlib import Path

from game.core import i18n
from game.core.catalogue_check import check_catalogues, check_domain, read_catalogue, used_ids

GAME = Path(__file__).resolve().parents[2] / "game"


def test_the_core_catalogues_agree_with_the_shells_code() -> None:
    folder = i18n.package_locale_dir("core")
    problems = check_domain("core", folder, [GAME], exclude=[GAME / "games"])
    assert not problems, "\n".join(str(p) for p in problems)


def test_the_shipped_languages_are_english_and_french() -> None:
    assert i18n.languages()[:1] == ["en"]
    assert "fr" in i18n.languages()


def test_the_check_finds_a_missing_translation_a_parameter_that_differs_and_a_built_id(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    for lang, body in (
        ("en", 'msgid "demo.a"\nmsgstr "Hello {name}"\n\nmsgid "demo.b"\nmsgstr "Bye"\n'),
        ("fr", 'msgid "demo.a"\nmsgstr "Bonjour {nom}"\n'),
    ):
        po = folder / lang / "LC_MESSAGES" / "demo.po"
        po.parent.mkdir(parents=True)
        po.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n' + body, encoding="utf-8")
    problems = [f"{p.field}: {p.message}" for p in check_catalogues("demo", folder)]
    assert "demo.a: parameters ['nom'] differ from the English ['name']" in problems
    assert "demo.b: no fr translation" in problems

    code = tmp_path / "code"
    code.mkdir()
    (code / "mod.py").write_text(
        "from game.core.i18n import m\nx = m('demo.a', name='A')\ny = m('demo.c')\nz = m(f'demo.{x}')\n",
        encoding="utf-8",
    )
    uses, bad = used_ids([code])
    assert [u.id for u in uses] == ["demo.a", "demo.c"]
    assert len(bad) == 1 and bad[0].line == 4
    missing = [p for p in check_domain("demo", folder, [code]) if p.field == "demo.c"]
    assert missing and missing[0].message == "no such message in the English catalogue"


def test_every_french_core_message_is_written() -> None:
    english, _ = read_catalogue(i18n.package_locale_dir("core") / "en" / "LC_MESSAGES" / "core.po")
    french, _ = read_catalogue(i18n.package_locale_dir("core") / "fr" / "LC_MESSAGES" / "core.po")
    assert set(english) == set(french)
