"""Troyes' score sheet at the end of the game (§5.2, §5.3; solo: Appendix A.7): each
family's victory points by source — the points taken during play, the events left
uncountered holding its banners, its tradesmen, the cathedral's penalty and each
character card by name — the headline (the winner, a shared victory, or le Roy's
verdict), and a chart of every family's points at the end of each round.

The chart is read from the game's record (the controller's chronicle: ``Changed.vp``
and ``Penalty.vp`` of each seat, cut at each ``RoundEnded``) and ends with the final
totals, so its last point is each family's score.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from game.core import i18n
from game.core.i18n import m
from game.games.troyes.rules.events import Changed, Penalty, RoundEnded
from game.games.troyes.rules.roy import RoyVerdict
from game.games.troyes.rules.state import NEUTRAL, Score
from game.ui.plugin import ChartSeries, ScoreSheet, SeatScore

if TYPE_CHECKING:
    from game.games.troyes.rules.state import TroyesState
    from game.ui.controller import Controller


def sources(state: TroyesState, score: Score) -> list[str]:
    """Where a family's points came from (§5.2), one phrase each, every source named."""
    data = state.data
    lines = [
        i18n.t("troyes.ui.score.tokens", n=score.tokens),
        i18n.t("troyes.ui.score.events", n=score.events),
        i18n.t("troyes.ui.score.tradesmen", n=score.tradesmen),
    ]
    if score.cathedral:
        lines.append(i18n.t("troyes.ui.score.cathedral", n=-score.cathedral))
    else:
        lines.append(i18n.t("troyes.ui.score.cathedral_none"))
    for card, vp in score.characters.items():
        name = data.characters[card].name if card in data.characters else card
        lines.append(i18n.t("troyes.ui.score.character", card=name, n=vp))
    return lines


def held(state: TroyesState, seat: int) -> str:
    """The secret characters a family held, revealed at the end (§1.6, §5.2 step 5);
    "" in solo, where the characters lie in an open stack (A.3)."""
    data = state.data
    own = [data.characters[c].name for c in state.players[seat].characters if c in data.characters]
    if not own or state.roy is not None:
        return ""
    return i18n.t("troyes.ui.score.held", cards=i18n.words(own), n=len(own))


def _tooltip(name: str, total: int, lines: list[str]) -> str:
    return i18n.t("troyes.ui.score.tooltip", family=name, n=total, sources=i18n.semicolons(lines))


def scores(state: TroyesState, ai_seats: set[int] | None = None) -> list[SeatScore]:
    """Every family's line, winners first, then by points; in solo, le Roy's line too."""
    names = [seat.name for seat in state.config.seats]
    winners = set(state.result.winners) if state.result is not None else set()
    rows = []
    for seat, score in enumerate(state.final):
        lines = sources(state, score)
        secret = held(state, seat)
        if secret:
            lines.append(secret)
        rows.append(
            SeatScore(
                seat,
                names[seat],
                state.config.seats[seat].color,
                seat in (ai_seats or set()),
                score.total,
                tuple(lines),
                seat in winners,
                _tooltip(names[seat], score.total, lines),
            )
        )
    if state.roy is not None:
        roy_lines = [i18n.t("troyes.ui.score.roy_points")]
        rows.append(
            SeatScore(
                NEUTRAL,
                i18n.t("troyes.name.roy"),
                "",
                True,
                state.roy.vp,
                tuple(roy_lines),
                False,
                _tooltip(i18n.t("troyes.name.roy"), state.roy.vp, roy_lines),
            )
        )
    rows.sort(key=lambda s: (not s.winner, -(s.points or 0), s.seat < 0, s.seat))
    return rows


def headline(state: TroyesState) -> str:
    """ "Anne wins" (§5.3), "Anne and Bob share the victory" (A-08), or in solo le Roy's
    verdict on the margin (A.7, A-49)."""
    result = state.result
    if result is None:
        return i18n.t("troyes.ui.score.goes_on")
    if result.end == "solo":
        if result.margin > 0:
            return i18n.t("troyes.ui.score.solo_won")
        return i18n.t("troyes.ui.score.solo_lost")
    winners = [result.names[w] for w in result.winners]
    if len(winners) == 1:
        return i18n.t("troyes.ui.score.wins", family=winners[0])
    return i18n.t("troyes.ui.score.share", families=i18n.words(winners))


def reason(state: TroyesState, band: str = "") -> str:
    """The sentence under the headline: the winning score, or in solo the margin and
    its band's words."""
    result = state.result
    if result is None:
        return ""
    if result.end == "solo":
        said = i18n.t("troyes.outcome.solo", margin=result.margin, n=result.margin)
        return i18n.t("troyes.ui.score.solo_reason", result=said, band=m(band)) if band else said
    return result.reason


def chart_series(state: TroyesState, events: Iterable[Any]) -> list[ChartSeries]:
    """Each family's VP at the end of each round, from the record's events (``Changed``
    and ``Penalty`` of the seat, cut at each ``RoundEnded``), then its final total
    (§5.2); in solo le Roy's VP too (his ``Changed`` events, A.1)."""
    n = len(state.players)
    solo = state.roy is not None
    running = [0] * n
    roy = 0
    rounds: list[tuple[list[int], int]] = []
    for e in events:
        if isinstance(e, Changed) and e.vp:
            if 0 <= e.seat < n:
                running[e.seat] += e.vp
            elif e.seat == NEUTRAL:
                roy += e.vp
        elif isinstance(e, Penalty) and 0 <= e.seat < n:
            running[e.seat] -= e.vp
        elif isinstance(e, RoundEnded):
            rounds.append((list(running), roy))
    finals = [score.total for score in state.final] or list(running)
    series = [
        ChartSeries(
            state.config.seats[seat].name,
            state.config.seats[seat].color,
            (0, *(r[0][seat] for r in rounds), finals[seat]),
        )
        for seat in range(n)
    ]
    if solo:
        roy_final = state.roy.vp if state.roy is not None else roy
        series.append(ChartSeries(i18n.t("troyes.name.roy"), "", (0, *(r[1] for r in rounds), roy_final)))
    return series


def chart_steps(rounds: int) -> tuple[str, ...]:
    """The names of the chart's steps: the start, each round's end, the final count."""
    return (
        i18n.t("troyes.ui.score.chart_start"),
        *(str(r) for r in range(1, rounds + 1)),
        i18n.t("troyes.ui.score.chart_end"),
    )


def _events(controller: Controller) -> list[Any]:
    return [e for entry in controller.chronicle for e in entry.events]


def score_sheet(controller: Controller) -> ScoreSheet:
    """The game-over screen's sheet for a finished game of Troyes."""
    state: TroyesState = controller.state
    ai = {s for s in range(controller.seats) if controller.is_ai(s)}
    events = _events(controller)
    band = next((e.band for e in reversed(events) if isinstance(e, RoyVerdict)), "")
    series = chart_series(state, events)
    rounds = len(series[0].points) - 2 if series else 0
    return ScoreSheet(
        headline(state),
        reason(state, band),
        state.round,
        tuple(scores(state, ai)),
        points_label=i18n.t("troyes.ui.score.points_label"),
        no_points=i18n.t("troyes.ui.score.no_points"),
        chart=tuple(series),
        chart_steps=chart_steps(rounds),
        chart_title=i18n.t("troyes.ui.score.chart_title"),
    )


def round_totals(series: Sequence[ChartSeries]) -> list[int]:
    """The last point of each series: the final totals."""
    return [s.points[-1] for s in series]


__all__ = [
    "chart_series",
    "chart_steps",
    "headline",
    "held",
    "reason",
    "round_totals",
    "score_sheet",
    "scores",
    "sources",
]
