"""Fief's score sheet at the end of the game: each family's victory points and where
they came from (fief titles, the King, the Pope: 7.0), and the headline, naming allies
who win together (7.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import i18n
from game.core.i18n import N_, m
from game.games.fief.rules import marriage
from game.games.fief.rules.control import victory_points
from game.games.fief.rules.engine import names_for
from game.ui.plugin import ScoreSheet, SeatScore

if TYPE_CHECKING:
    from game.games.fief.rules.state import State
    from game.ui.controller import Controller


def _tooltip(name: str, points: int, sources: list[str]) -> str:
    if sources:
        return i18n.t("fief.ui.score.tooltip", family=name, n=points, sources=i18n.semicolons(sources))
    return i18n.t("fief.ui.score.tooltip_none", family=name)


def scores(state: State, ai_seats: set[int] | None = None) -> list[SeatScore]:
    """Every family's points with their sources, winners first, then by points."""
    names = names_for(state)
    points = victory_points(state)
    winners = set(state.outcome.winners) if state.outcome is not None else set()
    sources: dict[int, list[str]] = {seat: [] for seat in range(state.n)}
    for fief, holder in sorted(state.fief_titles.items()):
        if holder:
            lord = state.lords[holder]
            sources[lord.family].append(
                i18n.t("fief.ui.score.fief_held", fief=names.fief(fief), lord=names.lord(holder))
            )
    for title, crowned in ((N_("fief.ui.score.king"), state.king), (N_("fief.ui.score.pope"), state.pope)):
        if crowned and crowned in state.lords:
            sources[state.lords[crowned].family].append(
                i18n.t("fief.ui.score.crowned", lord=names.lord(crowned), title=m(title))
            )
    result = []
    for seat, family in enumerate(state.families):
        lines = sources[seat]
        rest = points[seat] - len(lines)
        if rest > 0:
            lines.append(i18n.t("fief.ui.score.other_titles", n=rest))
        result.append(
            SeatScore(
                seat,
                i18n.text(names.family(seat)),
                family.color,
                seat in (ai_seats or set()),
                points[seat],
                tuple(lines),
                seat in winners,
                _tooltip(i18n.text(names.family(seat)), points[seat], lines),
            )
        )
    result.sort(key=lambda s: (not s.winner, -(s.points or 0), s.seat))
    return result


def headline(state: State) -> str:
    """ "Anne wins", "Anne and Bob win as allies" (7.2), "Anne and Bob share the victory"
    (a tie on every count) or "No winner after 40 rounds"."""
    outcome = state.outcome
    if outcome is None:
        return i18n.t("fief.ui.score.goes_on")
    names = names_for(state)
    winners = [names.family(s) for s in outcome.winners]
    if not winners:
        return i18n.t("fief.ui.score.no_winner", n=state.round)
    if len(winners) == 1:
        return i18n.t("fief.ui.score.wins", family=winners[0])
    if len(winners) == 2 and marriage.ally(state, outcome.winners[0]) == outcome.winners[1]:
        return i18n.t("fief.ui.score.allies_win", family=winners[0], ally=winners[1])
    return i18n.t("fief.ui.score.share", families=i18n.words(winners))


def score_sheet(controller: Controller) -> ScoreSheet:
    """The game-over screen's sheet for a finished game of Fief."""
    state: State = controller.state
    ai = {s for s in range(state.n) if controller.is_ai(s)}
    reason = i18n.text(state.outcome.reason) if state.outcome is not None else ""
    return ScoreSheet(
        headline(state),
        reason,
        state.round,
        tuple(scores(state, ai)),
        points_label=i18n.t("fief.ui.score.points_label"),
        no_points=i18n.t("fief.ui.score.no_points"),
    )


__all__ = ["headline", "score_sheet", "scores"]
