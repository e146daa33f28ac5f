"""Fief's options on the new-game screen: every variant of ``data/fief/variants.yaml``
with its rule section (those the rules cannot play yet greyed, with the reason), the
question at reaction windows, and the game's length (12 rounds unless chosen)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.contract import GameOption
from game.ui.plugin import SetupOption

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

#: Round limits offered on the setup screen ("until someone wins" is offered too).
ROUND_LIMITS = (5, 8, 12, 20, 30)
DEFAULT_ROUND_LIMIT = 12
UNSUPPORTED_REASON = "Not playable yet: the rules engine does not support this option."
ASK_EVERYONE = (
    "When a lord is the target of an Assassination, his family is asked whether it answers with a "
    "Secret Passage. Off: only a family holding one is asked, which tells the table it holds one. "
    "On: the family is always asked, so nothing leaks in a pass-and-play game (10.2.3)."
)
GAME_LENGTH = "A game ends when a family wins at the end of a round (7.1), or with no winner after this many rounds."


def setup_options(data: FiefData, offered: Sequence[GameOption]) -> list[SetupOption]:
    """The rows of the setup screen: the variants in the data's order, then the
    reactions question and the game's length."""
    by_id = {o.id: o for o in offered}
    rows: list[SetupOption] = []
    for variant in data.variants.values():
        label = f"{variant.name}  ({variant.section})"
        tip = f"{variant.description} (Rule {variant.section}.)"
        option = by_id.get(variant.id)
        if option is None:
            rows.append(
                SetupOption(
                    GameOption(variant.id, variant.name, variant.description),
                    label,
                    tip,
                    unavailable=UNSUPPORTED_REASON,
                )
            )
        else:
            rows.append(SetupOption(option, label, tip))
    if "ask_everyone" in by_id:
        rows.append(SetupOption(by_id["ask_everyone"], "Ask at every reaction, card or not", ASK_EVERYONE))
    if "max_rounds" in by_id:
        lengths = tuple((n, f"{n} rounds at most") for n in ROUND_LIMITS) + ((None, "Until someone wins"),)
        rows.append(SetupOption(by_id["max_rounds"], "Game length", GAME_LENGTH, lengths, DEFAULT_ROUND_LIMIT))
    shown = {row.option.id for row in rows}
    rows.extend(SetupOption(o) for o in offered if o.id not in shown)
    return rows


__all__ = ["DEFAULT_ROUND_LIMIT", "ROUND_LIMITS", "setup_options"]
