"""Troyes' score sheet (game.games.troyes.ui.score) and set-up rows (ui.setup).

A seeded game played to its end by the bots: each family's line names every source of
its points (§5.2: points during play, uncountered events, tradesmen, the cathedral's
penalty, each character) and they add up to its total; the winner's headline (§5.3);
the chart's series follow the record round by round and end on the final totals. The
solo game (Appendix A.7) adds le Roy's line and series and his verdict. The set-up
screen's rows: bonus cards (A-45), tie-break (A-08), start player (§2.1), victory points
hidden or open (§5.2 note).
"""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.contract import SeatConfig
from game.games.troyes.bots.heuristic import HeuristicBot
from game.games.troyes.descriptor import DESCRIPTOR
from game.games.troyes.rules.events import Changed, Penalty, RoundEnded
from game.games.troyes.rules.state import NEUTRAL, TroyesConfig
from game.games.troyes.ui import score as sc
from game.games.troyes.ui.plugin import TROYES_UI
from game.games.troyes.ui.setup import setup_options
from game.ui.controller import Controller

NAMES = ("Anne", "Bertrand", "Colette", "Denis")
COLOURS = ("natural", "blue", "green", "orange")


def played(players: int, seed: int) -> Controller:
    """A game of ``players`` seats played to its end by seeded bots, through the
    controller (which keeps the record's events in its chronicle)."""
    data = DESCRIPTOR.load_data(None)
    config = TroyesConfig([SeatConfig(NAMES[i], COLOURS[i]) for i in range(players)])
    ctl = Controller.new(DESCRIPTOR, data, config, seed)
    bots = {i: HeuristicBot(seed * 7 + i) for i in range(players)}
    while (decision := ctl.pending()) is not None:
        ctl.submit(bots[decision.seat].choose(ctl.view(decision.seat), decision))
    return ctl


@pytest.fixture(scope="module")
def three() -> Controller:
    return played(3, 5)


@pytest.fixture(scope="module")
def solo() -> Controller:
    return played(1, 5)


def test_each_family_has_every_source_and_they_sum_to_its_total(three) -> None:
    """§5.2: VP during play, +1 per uncountered event, tradesmen, −2 per empty cathedral
    level, then each character in play."""
    state = three.state
    sheet = sc.score_sheet(three)
    assert len(sheet.rows) == 3
    in_play = sorted({c for p in state.players for c in p.characters})
    for row in sheet.rows:
        final = state.final[row.seat]
        parts = final.tokens + final.events + final.tradesmen + final.cathedral + sum(final.characters.values())
        assert parts == final.total == row.points
        assert len(row.sources) == 4 + len(in_play) + 1  # and the character it held in secret
        own = state.players[row.seat].characters
        assert row.sources[-1] == i18n.t(
            "troyes.ui.score.held", cards=i18n.words([state.data.characters[c].name for c in own]), n=len(own)
        )
        assert row.sources[0] == i18n.t("troyes.ui.score.tokens", n=final.tokens)
        assert row.sources[1] == i18n.t("troyes.ui.score.events", n=final.events)
        assert row.sources[2] == i18n.t("troyes.ui.score.tradesmen", n=final.tradesmen)
        for card in in_play:  # the characters revealed, by name
            name = i18n.text(state.data.characters[card].name)
            assert any(source.startswith(name) for source in row.sources), card
        assert row.name in i18n.text(row.tooltip) and str(row.points) in i18n.text(row.tooltip)


def test_the_winner_heads_the_sheet(three) -> None:
    """§5.3: the most VP wins; the headline names the winner, the reason his score."""
    state = three.state
    sheet = sc.score_sheet(three)
    best = max(s.total for s in state.final)
    assert sheet.rows[0].winner and sheet.rows[0].points == best
    assert [r.points for r in sheet.rows] == sorted((r.points for r in sheet.rows), reverse=True)
    if state.result.end == "victory":
        assert sheet.headline == i18n.t("troyes.ui.score.wins", family=sheet.rows[0].name)
    assert sheet.reason == state.result.reason
    assert sheet.rounds == state.round == 5  # §5.1: 5 red cards with 3 players


def test_the_chart_follows_the_record_and_ends_on_the_totals(three) -> None:
    state = three.state
    sheet = sc.score_sheet(three)
    assert len(sheet.chart) == 3
    assert len(sheet.chart_steps) == state.round + 2  # the start, each round, the end
    events = [e for entry in three.chronicle for e in entry.events]
    assert sum(isinstance(e, RoundEnded) for e in events) == state.round
    for seat, series in enumerate(sheet.chart):
        assert series.colour == COLOURS[seat] and series.name == NAMES[seat]
        assert len(series.points) == len(sheet.chart_steps)
        assert series.points[0] == 0
        assert series.points[-1] == state.final[seat].total  # the final totals
        assert series.points[-2] == state.final[seat].tokens  # VP taken in play, at the last round's end
        assert all(p >= 0 for p in series.points)  # VP never below 0 (§1.3)
    # each round's point is the running sum of the seat's gains and penalties
    first = events[: next(i for i, e in enumerate(events) if isinstance(e, RoundEnded))]
    for seat, series in enumerate(sheet.chart):
        gained = sum(e.vp for e in first if isinstance(e, Changed) and e.seat == seat)
        lost = sum(e.vp for e in first if isinstance(e, Penalty) and e.seat == seat)
        assert series.points[1] == gained - lost
    assert sc.round_totals(sheet.chart) == [s.total for s in state.final]


def test_the_solo_sheet_adds_le_roy_and_his_verdict(solo) -> None:
    """Appendix A.7: the result is the player's VP less le Roy's, with its band (A-49)."""
    state = solo.state
    sheet = sc.score_sheet(solo)
    assert state.result.end == "solo"
    roy = next(r for r in sheet.rows if r.seat == NEUTRAL)
    assert roy.points == state.roy.vp and roy.colour == "" and not roy.winner
    player = next(r for r in sheet.rows if r.seat == 0)
    assert player.points == state.final[0].total
    said = "troyes.ui.score.solo_won" if state.result.margin > 0 else "troyes.ui.score.solo_lost"
    assert sheet.headline == i18n.t(said)
    assert i18n.t("troyes.outcome.solo", margin=state.result.margin, n=state.result.margin) in sheet.reason
    assert len(sheet.reason) > len(i18n.t("troyes.outcome.solo", margin=state.result.margin, n=state.result.margin))
    assert [s.points[-1] for s in sheet.chart] == [state.final[0].total, state.roy.vp]
    assert sheet.chart[1].colour == ""


def test_the_sheet_reads_in_french(three) -> None:
    i18n.set_language("fr")
    try:
        sheet = sc.score_sheet(three)
        assert sheet.points_label == "PV"
        assert all(i18n.text(s) for s in sheet.chart_steps)
    finally:
        i18n.set_language("en")


def test_the_plugin_gives_the_score_sheet_and_the_setup_rows() -> None:
    assert TROYES_UI.score_sheet is sc.score_sheet
    assert TROYES_UI.setup_options is setup_options


def test_the_setup_rows_name_bonus_cards_tie_break_start_player_and_points() -> None:
    data = DESCRIPTOR.load_data(None)
    offered = DESCRIPTOR.options(data)
    rows = setup_options(data, offered)
    assert [row.option.id for row in rows] == ["bonus_cards", "tie_break", "start_player", "victory_points"]
    for row in rows:
        assert row.shown_label and row.shown_help and row.unavailable is None
    bonus, tie, start, points = rows
    assert [value for value, _ in points.offered] == ["hidden", "open"] and points.start == "hidden"  # §5.2 note
    assert bonus.start is False  # the bonus cards are optional, off by default
    assert [value for value, _ in tie.offered] == ["none", "deniers"] and tie.start == "none"
    assert [value for value, _ in start.offered] == [None, 1, 2, 3, 4] and start.start is None  # §2.1: by lot
    assert all(i18n.text(label) for _, label in start.offered)


def test_the_saves_list_tells_how_a_saved_game_ended_in_the_lists_language(three, tmp_path) -> None:
    """§5.3: a finished game's save names its winner, in the words of the list's language."""
    from game.core.saves import read_save
    from game.games.troyes.ui.saves import save_summary

    path = tmp_path / "troyes.json"
    three.save(path)
    doc = read_save(path)
    state = three.state
    winner = state.result.names[state.result.winners[0]]
    summary = save_summary(doc)
    assert summary.round == state.round and summary.seats == tuple(NAMES[:3])
    assert winner in i18n.text(summary.ended) and "points" in i18n.text(summary.ended)
    i18n.set_language("fr")
    try:
        assert "points" in i18n.text(save_summary(doc).ended) and "l'emporte" in i18n.text(save_summary(doc).ended)
    finally:
        i18n.set_language("en")
    assert TROYES_UI.save_summary is save_summary
