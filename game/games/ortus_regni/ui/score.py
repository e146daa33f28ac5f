"""Ortus Regni's score sheet at the end of the game (OR 5).

Ortus Regni counts no points: the last Earl left in the game wins (the engine also ends
a game at its length bound, ``Numbers.max_rounds``, with every Earl still in it
winning). Crowning a King does not end the game (OR-E53): it is told on the King's line.

So each Earl's number on the sheet is his **Fiefs** at the end: what an Earl must keep to
stay in the game (none left, he is out, OR-E63 a), hence 0 for every Earl who left it.
His line says how his game went: when he left it and why (no Fief left, old age, a
concession), the most Fiefs he ever held, and for an Earl still in the game what his
Earldom holds (Fiefs with their Palace and Castles, Lords, Properties, Towers, the Army
cards in his Reserve, Mercenaries, crown claims) and his crowning. Winners come first,
then the others from the last to leave to the first.

The chart is the same measure, the Fiefs each Earl held, at the start of the first Round,
at the end of each Round, and at the end of the game (its last point is the number on his
line). Events do not say every change of Fiefs plainly (a Castle given as a ransom or
staked in a Joust moves a whole Fief), so the game is played again from its record, which
is exact and cheap: a few hundred actions, well under a tenth of a second.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import i18n
from game.core.engine import Event
from game.core.i18n import N_, Message, m
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.contract import tell
from game.games.ortus_regni.rules.data import PALACE_ROLE
from game.games.ortus_regni.rules.state import OrtusState
from game.ui.plugin import ChartSeries, ScoreSheet, SeatScore

if TYPE_CHECKING:
    from game.core.record import GameRecord
    from game.ui.controller import Controller

#: how an Earl left the game (``Earl.out``), by its reason
_OUT: dict[str, str] = {
    "fiefs": N_("ortus_regni.ui.score.out_fiefs"),
    "old_age": N_("ortus_regni.ui.score.out_old_age"),
    "concede": N_("ortus_regni.ui.score.out_concede"),
}


@dataclass(frozen=True)
class Story:
    """What the game's record tells beyond its final state.

    ``marks``: each Earl's Fiefs when each Round began (the first: the start of the game;
    the others: the end of the Round before). ``out``: the Round each Earl left the game
    in, and ``gone`` the Earls in the order they left. ``peak``: the most Fiefs each Earl
    held, and the Round he first held that many. ``crowned``: each crowning, (the Earl,
    the Round)."""

    marks: tuple[tuple[int, ...], ...]
    out: dict[int, int]
    gone: tuple[int, ...]
    peak: tuple[tuple[int, int], ...]
    crowned: tuple[tuple[int, int], ...]


def story(record: GameRecord) -> Story:
    """The record played again from its start: the Fiefs at each Round's start, who left
    when, each Earl's most Fiefs, each crowning."""
    replay = record.replayed()
    state: OrtusState = replay.state
    rnd = state.round
    marks: list[tuple[int, ...]] = []
    out: dict[int, int] = {}
    gone: list[int] = []
    crowned: list[tuple[int, int]] = []
    peak = [(len(e.fiefs), rnd) for e in state.earls]

    def read(events: Iterable[Event]) -> None:
        nonlocal rnd
        began = False
        for e in events:
            if isinstance(e, ev.RoundBegan):
                rnd, began = e.round, True
            elif isinstance(e, ev.Eliminated):
                out.setdefault(e.seat, rnd)
                gone.append(e.seat)
            elif isinstance(e, ev.Crowned):
                crowned.append((e.seat, rnd))
        counts = tuple(len(earl.fiefs) for earl in replay.state.earls)
        if began:  # nothing between a Round's beginning and the first decision moves a Fief
            marks.append(counts)
        for seat, n in enumerate(counts):
            if n > peak[seat][0]:
                peak[seat] = (n, rnd)

    read(replay.start_events)
    for action in record.actions:
        read(replay.apply(action))
    return Story(tuple(marks), out, tuple(gone), tuple(peak), tuple(crowned))


def standing(state: OrtusState, seat: int, story: Story) -> list[Message]:
    """An Earl's line: how he left the game (or that he is in it), the most Fiefs he
    held, his crownings; for an Earl in the game, what his Earldom holds."""
    earl = state.earls[seat]
    winners = state.result.winners if state.result is not None else ()
    lines: list[Message] = []
    if not earl.alive:
        key = _OUT.get(earl.out, N_("ortus_regni.ui.score.out"))
        lines.append(m(key, round=story.out.get(seat, state.round)))
    elif seat in winners and state.result is not None and state.result.end == "last_earl":
        lines.append(m("ortus_regni.ui.score.last_standing"))
    else:
        lines.append(m("ortus_regni.ui.score.in_game"))
    most, when = story.peak[seat] if seat < len(story.peak) else (len(earl.fiefs), state.round)
    if when:
        lines.append(m("ortus_regni.ui.score.peak", n=most, round=when))
    for king, rnd in story.crowned:
        if king == seat:
            lines.append(m("ortus_regni.ui.score.crowned", round=rnd))
    if earl.alive:
        lines.extend(holdings(state, seat))
    return lines


def holdings(state: OrtusState, seat: int) -> list[Message]:
    """What an Earl in the game holds: his Fiefs (Palace and Castles), Lords, Properties,
    Towers and Reserve, and his Mercenaries and crown claims when he has any."""
    earl = state.earls[seat]
    names = tell(state)
    palaces = sum(1 for f in earl.fiefs if state.role(f.castle) == PALACE_ROLE)
    castles = len(earl.fiefs) - palaces
    parts: list[Message] = []
    if palaces:
        parts.append(m("ortus_regni.ui.score.palaces", n=palaces))
    if castles:
        parts.append(m("ortus_regni.ui.score.castles", n=castles))
    lines = [m("ortus_regni.ui.score.fiefs", n=len(earl.fiefs), castles=i18n.words(parts))]
    lords = [names.card(f.lord) for f in earl.fiefs if f.lord is not None]
    if lords:
        lines.append(m("ortus_regni.ui.score.lords", n=len(lords), lords=i18n.words(lords)))
    else:
        lines.append(m("ortus_regni.ui.score.no_lord"))
    lines.append(m("ortus_regni.ui.score.properties", n=sum(len(f.props) for f in earl.fiefs)))
    lines.append(m("ortus_regni.ui.score.towers", n=len(earl.towers)))
    lines.append(m("ortus_regni.ui.score.reserve", n=len(earl.reserve)))
    if earl.mercenaries:
        lines.append(m("ortus_regni.ui.score.mercenaries", n=len(earl.mercenaries)))
    if earl.banners:
        lines.append(m("ortus_regni.ui.score.banners", n=len(earl.banners)))
    if state.king == seat:
        lines.append(m("ortus_regni.ui.score.king"))
    return lines


def rows(state: OrtusState, story: Story, ai_seats: set[int] | None = None) -> list[SeatScore]:
    """Every Earl's line: the winners first, then the others from the last to leave the
    game to the first."""
    winners = set(state.result.winners) if state.result is not None else set()
    order = {seat: i for i, seat in enumerate(story.gone)}
    out = []
    for seat, earl in enumerate(state.earls):
        config = state.config.seats[seat]
        lines = standing(state, seat, story)
        fiefs = len(earl.fiefs)
        tooltip = m("ortus_regni.ui.score.tooltip", name=config.name, n=fiefs, lines=i18n.semicolons(lines))
        out.append(
            SeatScore(
                seat,
                config.name,
                config.color,
                seat in (ai_seats or set()),
                fiefs,
                tuple(lines),
                seat in winners,
                tooltip,
            )
        )
    out.sort(key=lambda r: (not r.winner, -order.get(r.seat, len(order)), -(r.points or 0), r.seat))
    return out


def headline(state: OrtusState) -> Message:
    """ "Anna wins" (OR 5), or at the length bound the Earls still in the game."""
    result = state.result
    if result is None:
        return m("ortus_regni.ui.score.goes_on")
    names = [state.config.seats[w].name for w in result.winners]
    if not names:
        return m("ortus_regni.ui.score.no_winner")
    if len(names) == 1:
        return m("ortus_regni.ui.score.wins", name=names[0])
    return m("ortus_regni.ui.score.share", names=i18n.words(names))


def reason(state: OrtusState, story: Story) -> i18n.Text:
    """The sentence under the headline: how the game ended."""
    result = state.result
    if result is None:
        return ""
    if result.end == "last_earl" and result.winners:
        winner = result.winners[0]
        crowned = [rnd for seat, rnd in story.crowned if seat == winner]
        if state.king == winner and crowned:
            return m("ortus_regni.ui.score.reason_king", round=state.round, crowned=crowned[-1])
        return m("ortus_regni.ui.score.reason_last", round=state.round)
    if result.end == "rounds":
        return m("ortus_regni.ui.score.reason_rounds", n=len(result.winners), round=state.round)
    return result.reason


def chart_series(state: OrtusState, story: Story) -> list[ChartSeries]:
    """Each Earl's Fiefs when the game began, at each Round's end, and at the end."""
    series = []
    for seat, earl in enumerate(state.earls):
        config = state.config.seats[seat]
        points = (*(mark[seat] for mark in story.marks), len(earl.fiefs))
        series.append(ChartSeries(config.name, config.color, points))
    return series


def chart_steps(marks: int) -> tuple[i18n.Text, ...]:
    """The names of the chart's steps for ``marks`` Rounds begun: the start, the end of
    each Round before the last, the end of the game."""
    if marks <= 0:
        return (m("ortus_regni.ui.score.chart_end"),)
    return (
        m("ortus_regni.ui.score.chart_start"),
        *(str(r) for r in range(1, marks)),
        m("ortus_regni.ui.score.chart_end"),
    )


def score_sheet(controller: Controller) -> ScoreSheet:
    """The game-over screen's sheet for a finished game of Ortus Regni."""
    state: OrtusState = controller.state
    told = story(controller.record)
    ai = {s for s in range(controller.seats) if controller.is_ai(s)}
    return ScoreSheet(
        headline(state),
        reason(state, told),
        state.round,
        tuple(rows(state, told, ai)),
        points_label=m("ortus_regni.ui.score.points_label"),
        no_points=m("ortus_regni.ui.score.no_fiefs"),
        chart=tuple(chart_series(state, told)),
        chart_steps=chart_steps(len(told.marks)),
        chart_title=m("ortus_regni.ui.score.chart_title"),
    )


def finals(series: Sequence[ChartSeries]) -> list[int]:
    """The last point of each series: each Earl's Fiefs at the end."""
    return [s.points[-1] for s in series]


__all__ = [
    "Story",
    "chart_series",
    "chart_steps",
    "finals",
    "headline",
    "holdings",
    "reason",
    "rows",
    "score_sheet",
    "standing",
    "story",
]
