"""Ortus Regni's rules reference (assets/rules/ortus_regni.md and ortus_regni.fr.md), as
the shell's rules scene reads it: every part of the rule inventory (§1 to §5 and the
readings chosen), in order, each of the 15 card types named in its language, and the
French text with the English one's structure."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.ui.widgets.text_page import Block
from tests.games.ortus_regni import helpers
from tests.ui.rules_text import rules_blocks, section_numbers


def _rules(language: str) -> list[Block]:
    return rules_blocks("ortus_regni", "Ortus Regni", language)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_cover_every_part_of_the_inventory_in_order(language: str) -> None:
    blocks = _rules(language)
    numbers = section_numbers(blocks)
    for top in range(1, 6):
        assert f"{top}.0" in numbers
    for sub in ("1.2", "2.1", "3.2", "4.9", "4.12", "4.13", "4.14", "4.15"):
        assert sub in numbers
    assert len(numbers) == len(set(numbers))
    keys = [tuple(int(p) for p in n.split(".")) for n in numbers]
    assert keys == sorted(keys)
    assert [b.text for b in blocks if b.kind == "h1"][-1].startswith("A. ")  # the readings chosen
    text = " ".join(b.text for b in blocks)
    with i18n.using(language):
        for card in helpers.data().deck_types:
            assert i18n.text(helpers.data().cards[card].name) in text, card


def test_the_french_rules_have_the_english_structure() -> None:
    english, french = _rules("en"), _rules("fr")
    assert [b.kind for b in french] == [b.kind for b in english]
    assert section_numbers(french) == section_numbers(english)
    assert english[0].text == "The game in brief" and french[0].text == "Le jeu en bref"
