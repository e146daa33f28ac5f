"""Fief's score sheet at the end of the game: each family's victory points and where
they came from (fief titles, the King, the Pope: 7.0), and the headline, naming allies
who win together (7.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.fief.rules import marriage
from game.games.fief.rules.control import victory_points
from game.games.fief.rules.engine import names_for
from game.ui.plugin import ScoreSheet, SeatScore

if TYPE_CHECKING:
    from game.games.fief.rules.state import State
    from game.ui.controller import Controller


def _tooltip(name: str, points: int, sources: list[str]) -> str:
    words = f"{points} victory point{'s' if points != 1 else ''}"
    if sources:
        return f"{name}: {words}, one for each fief title held (7.0): " + "; ".join(sources) + "."
    return f"{name}: no fief title, no victory points (7.0)."


def scores(state: State, ai_seats: set[int] | None = None) -> list[SeatScore]:
    """Every family's points with their sources, winners first, then by points."""
    names = names_for(state)
    points = victory_points(state)
    winners = set(state.outcome.winners) if state.outcome is not None else set()
    sources: dict[int, list[str]] = {seat: [] for seat in range(state.n)}
    for fief, holder in sorted(state.fief_titles.items()):
        if holder:
            lord = state.lords[holder]
            sources[lord.family].append(f"{names.fief(fief)}, held by {names.lord(holder)}")
    for title, crowned in (("King", state.king), ("Pope", state.pope)):
        if crowned and crowned in state.lords:
            sources[state.lords[crowned].family].append(f"{names.lord(crowned)}, {title}")
    result = []
    for seat, family in enumerate(state.families):
        lines = sources[seat]
        rest = points[seat] - len(lines)
        if rest > 0:
            lines.append(f"{rest} point{'s' if rest != 1 else ''} from other titles")
        result.append(
            SeatScore(
                seat,
                family.name,
                family.color,
                seat in (ai_seats or set()),
                points[seat],
                tuple(lines),
                seat in winners,
                _tooltip(family.name, points[seat], lines),
            )
        )
    result.sort(key=lambda s: (not s.winner, -(s.points or 0), s.seat))
    return result


def headline(state: State) -> str:
    """ "Anne wins", "Anne and Bob win as allies" (7.2), "Anne and Bob share the victory"
    (a tie on every count) or "No winner after 40 rounds"."""
    outcome = state.outcome
    if outcome is None:
        return "The game goes on"
    winners = [state.families[s].name for s in outcome.winners]
    if not winners:
        return f"No winner after {state.round} round{'s' if state.round != 1 else ''}"
    if len(winners) == 1:
        return f"{winners[0]} wins"
    if len(winners) == 2 and marriage.ally(state, outcome.winners[0]) == outcome.winners[1]:
        return f"{winners[0]} and {winners[1]} win as allies"
    return f"{', '.join(winners[:-1])} and {winners[-1]} share the victory"


def score_sheet(controller: Controller) -> ScoreSheet:
    """The game-over screen's sheet for a finished game of Fief."""
    state: State = controller.state
    ai = {s for s in range(state.n) if controller.is_ai(s)}
    reason = state.outcome.reason if state.outcome is not None else ""
    return ScoreSheet(
        headline(state),
        reason,
        state.round,
        tuple(scores(state, ai)),
        points_label="VP",
        no_points="No victory points.",
    )


__all__ = ["headline", "score_sheet", "scores"]
