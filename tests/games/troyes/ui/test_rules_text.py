"""Troyes' rules reference (assets/rules/troyes.md and troyes.fr.md), as the shell's
rules scene reads it: every part of the rule inventory (§1 to §5, the solo game of
Appendix A, the readings chosen), in order, and the French text with the English one's
structure."""

from __future__ import annotations

import pytest

from game.ui.widgets.text_page import Block
from tests.ui.rules_text import rules_blocks, section_numbers


def _rules(language: str) -> list[Block]:
    return rules_blocks("troyes", "Troyes", language)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_cover_every_part_of_the_inventory_in_order(language: str) -> None:
    blocks = _rules(language)
    numbers = section_numbers(blocks)
    for top in range(1, 6):
        assert f"{top}.0" in numbers
    for sub in ("1.4", "1.5", "1.6", "4.1", "4.2", "4.6", "4.8", "4.10", "4.11", "5.2", "5.3"):
        assert sub in numbers
    assert len(numbers) == len(set(numbers))
    keys = [tuple(int(p) for p in n.split(".")) for n in numbers]
    assert keys == sorted(keys)
    headings = [b.text for b in blocks if b.kind == "h1"]
    assert headings[-2].startswith("A. ") and headings[-1].startswith("B. ")  # solo, readings chosen


def test_the_french_rules_have_the_english_structure() -> None:
    english, french = _rules("en"), _rules("fr")
    assert [b.kind for b in french] == [b.kind for b in english]
    assert section_numbers(french) == section_numbers(english)
    assert english[0].text == "The game in brief" and french[0].text == "Le jeu en bref"
