"""Troyes' options on the new-game screen: the bonus cards (A-45), how a tie for the
victory is broken (§5.3, A-08) and who starts (§2.4), each with a clear label and its
help. The number of players, 1 to 4, is the shell's; with one, the game is The King's
Challenge (Appendix A), named and explained, with only the options that apply to it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core import i18n
from game.core.contract import GameOption
from game.core.i18n import m
from game.ui.plugin import SeatsSetup, SetupOption

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


#: the options that apply to the solo game (Appendix A): the bonus cards, whose Banquet
#: the appendix changes for le Roy. Not the tie-break (one family: the result is its
#: margin over le Roy) nor the start player (it alternates between the player, first,
#: and le Roy); nor an option about other families
SOLO_OPTIONS = frozenset({"bonus_cards"})


def setup_for_seats(data: TroyesData, seats: int, rows: Sequence[SetupOption]) -> SeatsSetup:
    """The rows that apply with ``seats`` families: with one, The King's Challenge, named
    and explained, with ``SOLO_OPTIONS`` only; with more, every row, the start player
    chosen among the families there are."""
    if seats == 1:
        kept = tuple(row for row in rows if row.option.id in SOLO_OPTIONS)
        return SeatsSetup(kept, m("troyes.ui.setup.solo_name"), m("troyes.ui.setup.solo_about"))
    shown: list[SetupOption] = []
    for row in rows:
        if row.option.id == "start_player":
            row = replace(row, choices=tuple((v, w) for v, w in row.offered if v is None or v <= seats))
        shown.append(row)
    return SeatsSetup(tuple(shown))


__all__ = ["SOLO_OPTIONS", "setup_for_seats", "setup_options"]
