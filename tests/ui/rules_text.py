"""What the tests of each game's rules summary share: the summary as the shell's rules
scene reads it, and the numbers of its sections."""

from __future__ import annotations

import re

from game import registry
from game.core import i18n
from game.ui.plugin import ui_of
from game.ui.scenes.rules import load_rules, localised
from game.ui.widgets.text_page import Block


def section_numbers(blocks: list[Block]) -> list[str]:
    """The numbers heading the sections ("1.0", "4.12" ...), in order."""
    return [m.group(1) for b in blocks if b.kind in ("h1", "h2") for m in [re.match(r"(\d+(?:\.\d+)*) ", b.text)] if m]


def rules_blocks(game_id: str, title: str, language: str) -> list[Block]:
    """The game's rules summary in ``language`` (its ``.LANG.md`` file, English's plain)."""
    ui = ui_of(registry.get(game_id))
    assert ui.rules_path is not None
    with i18n.using(language):
        expected = f"{game_id}.md" if language == "en" else f"{game_id}.{language}.md"
        assert localised(ui.rules_path()).name == expected
        return load_rules(ui.rules_path(), title)
