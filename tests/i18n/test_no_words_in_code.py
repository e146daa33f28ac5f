"""No words for players are written in the code: they come from the catalogues.

``game.core.prose_scan`` reads every module of the package and reports each string
literal that reads like words for a person (see its docstring for what it leaves out).
``PENDING`` lists the modules whose words are not yet in a catalogue, each with why; the
list may only shrink: a module listed here that has no words left fails the test too.
"""

from __future__ import annotations

from pathlib import Path

from game.core.prose_scan import looks_like_words, scan, scan_file

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"

#: modules still holding words outside the catalogues, with the reason; see
#: docs/translating.md. Their words reach modders and developers, not players at the table.
PENDING: dict[str, str] = {}


def test_no_module_writes_words_for_players_outside_the_catalogues() -> None:
    found = [f for f in scan([GAME]) if f.path.relative_to(ROOT).as_posix() not in PENDING]
    assert not found, "words written in the code, not taken from a catalogue:\n" + "\n".join(
        f"{f.path.relative_to(ROOT)}:{f.line}: {f.text!r}" for f in found
    )


def test_the_pending_list_only_names_modules_that_still_hold_words() -> None:
    stale = [name for name in PENDING if not scan_file(ROOT / name)]
    assert not stale, f"nothing left to translate in {stale}: take them off PENDING"


def test_the_scan_tells_words_from_ids_and_file_names() -> None:
    assert looks_like_words("End movement")
    assert looks_like_words("Done")
    assert looks_like_words("a knight")
    assert not looks_like_words("fief.event.lord_moved")
    assert not looks_like_words("LinLibertine_R.otf")
    assert not looks_like_words("small_italic")
    assert not looks_like_words("AssertionError")


def test_the_scan_sees_words_in_code_and_leaves_docstrings_logs_and_ids(tmp_path: Path) -> None:
    module = tmp_path / "mod.py"
    module.write_text(
        '"""A module docstring with words."""\n'
        "import logging\n"
        "from game.core.i18n import m\n"
        "_log = logging.getLogger(__name__)\n"
        "def f(x):\n"
        '    """Words in a docstring."""\n'
        '    _log.warning("words in the log %s", x)\n'
        '    if x == "some kind":\n'
        '        raise RuntimeError("a bug in the program")\n'
        '    label = m("core.common.back")\n'
        '    note = "Your turn is over"\n'
        '    hint = f"{x} holds the title"\n'
        '    key = {"not shown words": 1}\n'
        '    marked = "Developer words"  # words: not shown\n'
        "    return label, note, hint, key, marked\n",
        encoding="utf-8",
    )
    assert [(f.line, f.text) for f in scan_file(module)] == [(11, "Your turn is over"), (12, " holds the title")]
