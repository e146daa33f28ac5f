"""Troyes' options on the new-game screen: the bonus cards (A-45), how a tie for the
victory is broken (§5.3, A-08) and who starts (§2.4), each with a clear label and its
help. The number of players, 1 (solo, Appendix A) to 4, is the shell's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import i18n
from game.core.contract import GameOption
from game.ui.plugin import SetupOption

if TYPE_CHECKING:
    from game.games.troyes.rules.data import TroyesData


def setup_options(data: TroyesData, offered: Sequence[GameOption]) -> list[SetupOption]:
    """The rows: bonus cards, tie-break, start player, then any other option as it is."""
    by_id = {o.id: o for o in offered}
    rows: list[SetupOption] = []
    if "bonus_cards" in by_id:
        rows.append(
            SetupOption(
                by_id["bonus_cards"],
                i18n.t("troyes.ui.setup.bonus_cards"),
                i18n.t("troyes.ui.setup.bonus_cards_help"),
            )
        )
    if "tie_break" in by_id:
        rows.append(
            SetupOption(
                by_id["tie_break"],
                i18n.t("troyes.ui.setup.tie_break"),
                i18n.t("troyes.ui.setup.tie_break_help"),
                (
                    ("none", i18n.t("troyes.ui.setup.tie_shared")),
                    ("deniers", i18n.t("troyes.ui.setup.tie_deniers")),
                ),
                data.choices.winner_tie_break,
            )
        )
    if "start_player" in by_id:
        option = by_id["start_player"]
        most = option.maximum if option.maximum is not None else 4
        starts = ((None, i18n.t("troyes.ui.setup.start_by_lot")),) + tuple(
            (n, i18n.t("troyes.ui.setup.start_seat", n=n)) for n in range(1, most + 1)
        )
        rows.append(
            SetupOption(
                option,
                i18n.t("troyes.ui.setup.start_player"),
                i18n.t("troyes.ui.setup.start_player_help"),
                starts,
                None,
            )
        )
    shown = {row.option.id for row in rows}
    rows.extend(SetupOption(o) for o in offered if o.id not in shown)
    return rows


__all__ = ["setup_options"]
