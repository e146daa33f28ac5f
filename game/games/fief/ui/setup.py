"""Fief's options on the new-game screen: every variant of ``data/fief/variants.yaml``
with its rule section (those the rules cannot play yet greyed, with the reason), the
question at reaction windows, and the game's length (12 rounds unless chosen)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import i18n
from game.core.contract import GameOption
from game.core.i18n import N_, Name
from game.games.fief.rules.names import data_name
from game.ui.plugin import SetupOption

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

#: Round limits offered on the setup screen ("until someone wins" is offered too).
ROUND_LIMITS = (5, 8, 12, 20, 30)
DEFAULT_ROUND_LIMIT = 12
#: the words of the rows (message ids, made words when the screen asks for its rows)
UNSUPPORTED_REASON = N_("fief.ui.setup.unsupported")
ASK_EVERYONE = N_("fief.ui.setup.ask_everyone_help")
GAME_LENGTH = N_("fief.ui.setup.game_length_help")


def setup_options(data: FiefData, offered: Sequence[GameOption]) -> list[SetupOption]:
    """The rows of the setup screen: the variants in the data's order, then the
    reactions question and the game's length."""
    by_id = {o.id: o for o in offered}
    rows: list[SetupOption] = []
    for variant in data.variants.values():
        name = data_name(variant)
        description = Name.of(variant.description, getattr(variant, "descriptions", None) or {})
        label = i18n.t("fief.ui.setup.variant_label", variant=name, section=str(variant.section))
        tip = i18n.t("fief.ui.setup.variant_help", description=description, section=str(variant.section))
        option = by_id.get(variant.id)
        if option is None:
            rows.append(
                SetupOption(
                    GameOption(variant.id, i18n.text(name), i18n.text(description)),
                    label,
                    tip,
                    unavailable=i18n.t(UNSUPPORTED_REASON),
                )
            )
        else:
            rows.append(SetupOption(option, label, tip))
    if "ask_everyone" in by_id:
        rows.append(SetupOption(by_id["ask_everyone"], i18n.t("fief.ui.setup.ask_everyone"), i18n.t(ASK_EVERYONE)))
    if "max_rounds" in by_id:
        lengths: tuple[tuple[int | None, str], ...] = tuple(
            (n, i18n.t("fief.ui.setup.rounds_at_most", n=n)) for n in ROUND_LIMITS
        )
        lengths += ((None, i18n.t("fief.ui.setup.until_someone_wins")),)
        rows.append(
            SetupOption(
                by_id["max_rounds"],
                i18n.t("fief.ui.setup.game_length"),
                i18n.t(GAME_LENGTH),
                lengths,
                DEFAULT_ROUND_LIMIT,
            )
        )
    shown = {row.option.id for row in rows}
    rows.extend(SetupOption(o) for o in offered if o.id not in shown)
    return rows


__all__ = ["DEFAULT_ROUND_LIMIT", "ROUND_LIMITS", "setup_options"]
