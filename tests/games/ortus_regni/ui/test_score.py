"""Ortus Regni's score sheet (game.games.ortus_regni.ui.score), saves list line
(ui.saves) and chronicle folding (ui.chronicle).

A seeded game played to its end by the heuristic bots, through the controller, deck
design included: the last Earl left heads the sheet and is its only winner (OR 5); every
Earl's number is his Fiefs at the end (0 for those who left the game, OR-E63 a); each
line says when and why an Earl left; the chart has one series per Earl, a point at the
start, at each Round's end and at the end, which is the Earl's number.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import i18n
from game.core.contract import SeatConfig
from game.core.saves import read_save
from game.games.ortus_regni.bots.heuristic import HeuristicBot
from game.games.ortus_regni.descriptor import DESCRIPTOR
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.state import OrtusConfig
from game.games.ortus_regni.ui import score as sc
from game.games.ortus_regni.ui.chronicle import chronicle_key, chronicle_line
from game.games.ortus_regni.ui.saves import save_summary
from game.ui.controller import Controller, fold_entries

NAMES = ("Aelfric", "Beorn", "Cyneric")  # words: names
COLOURS = ("red", "blue", "green")


def played(players: int, seed: int) -> Controller:
    """A game of ``players`` Earls played to its end by seeded heuristic bots (answering
    for the people's seats, as the Troyes tests do)."""
    data = DESCRIPTOR.load_data(None)
    config = OrtusConfig([SeatConfig(NAMES[i], COLOURS[i]) for i in range(players)])
    ctl = Controller.new(DESCRIPTOR, data, config, seed)
    bots = {i: HeuristicBot(seed * 7 + i) for i in range(players)}
    while (decision := ctl.pending()) is not None:
        ctl.submit(bots[decision.seat].choose(ctl.view(decision.seat), decision))
    return ctl


@pytest.fixture(scope="module")
def three() -> Controller:
    return played(3, 5)


def test_the_last_earl_heads_the_sheet_and_alone_wins(three: Controller) -> None:
    """OR 5: seed 5 ends in Round 20 with Beorn the last Earl: Cyneric lost his last Fief
    in Round 9, Aelfric died of old age in Round 20 (the later out ranks higher)."""
    state = three.state
    assert state.result is not None and state.result.end == "last_earl" and state.result.winners == (1,)
    sheet = sc.score_sheet(three)
    assert [r.seat for r in sheet.rows] == [1, 0, 2]
    assert [r.winner for r in sheet.rows] == [True, False, False]
    assert [r.name for r in sheet.rows] == ["Beorn", "Aelfric", "Cyneric"]
    assert [r.colour for r in sheet.rows] == ["blue", "red", "green"]
    assert not any(r.ai for r in sheet.rows)
    assert [r.points for r in sheet.rows] == [len(state.earls[1].fiefs), 0, 0]
    assert sheet.rows[0].points == 4
    assert sheet.headline == i18n.m("ortus_regni.ui.score.wins", name="Beorn")
    assert sheet.reason == i18n.m("ortus_regni.ui.score.reason_last", round=state.round)
    assert sheet.rounds == state.round == 20
    assert i18n.text(sheet.points_label) == "Fiefs"


def test_every_line_says_how_the_earl_fared(three: Controller) -> None:
    state = three.state
    told = sc.story(three.record)
    sheet = sc.score_sheet(three)
    rows = {r.seat: r for r in sheet.rows}
    winner = rows[1].sources
    assert winner[0] == i18n.m("ortus_regni.ui.score.last_standing")
    earl = state.earls[1]
    assert i18n.m("ortus_regni.ui.score.towers", n=len(earl.towers)) in winner
    assert i18n.m("ortus_regni.ui.score.reserve", n=len(earl.reserve)) in winner
    props = sum(len(f.props) for f in earl.fiefs)
    assert i18n.m("ortus_regni.ui.score.properties", n=props) in winner
    fiefs = [s for s in winner if isinstance(s, i18n.Message) and s.id == "ortus_regni.ui.score.fiefs"]
    assert len(fiefs) == 1 and fiefs[0].get("n") == 4
    assert "Palace" in i18n.text(fiefs[0])
    # those who left: when and why, and nothing of an Earldom they no longer have
    assert state.earls[0].out == "old_age" and state.earls[2].out == "fiefs"
    assert rows[0].sources[0] == i18n.m("ortus_regni.ui.score.out_old_age", round=told.out[0])
    assert rows[2].sources[0] == i18n.m("ortus_regni.ui.score.out_fiefs", round=told.out[2])
    assert told.gone == (2, 0) and told.out == {2: 9, 0: 20}
    for seat in (0, 2):
        assert not any(
            isinstance(s, i18n.Message) and s.id == "ortus_regni.ui.score.towers" for s in rows[seat].sources
        )
    for row in sheet.rows:
        assert i18n.text(row.name) in i18n.text(row.tooltip)
        for source in row.sources:
            assert i18n.text(source) and "ortus_regni." not in i18n.text(source)
    with i18n.using("fr"):
        assert i18n.text(sheet.headline) != i18n.text(sheet.headline, "en")


def test_the_chart_has_a_point_per_round_and_ends_on_the_fiefs(three: Controller) -> None:
    state = three.state
    sheet = sc.score_sheet(three)
    assert len(sheet.chart) == 3
    began = sum(isinstance(e, ev.RoundBegan) for entry in three.chronicle for e in entry.events)
    assert began == state.round
    # the start, the end of each Round before the last, the end
    assert len(sheet.chart_steps) == state.round + 1
    assert sheet.chart_steps[0] == i18n.m("ortus_regni.ui.score.chart_start")
    assert sheet.chart_steps[1] == "1" and sheet.chart_steps[-2] == str(state.round - 1)
    assert sheet.chart_steps[-1] == i18n.m("ortus_regni.ui.score.chart_end")
    for seat, series in enumerate(sheet.chart):
        assert (series.name, series.colour) == (NAMES[seat], COLOURS[seat])
        assert len(series.points) == len(sheet.chart_steps)
        assert series.points[0] == 1  # the Palace (OR 2.2 step 4)
        assert series.points[-1] == len(state.earls[seat].fiefs)
    assert sc.finals(sheet.chart) == [0, 4, 0]
    told = sc.story(three.record)
    # an Earl out of the game holds no Fief from the end of the Round he left in
    for seat in told.gone:
        assert sheet.chart[seat].points[told.out[seat] :] == (0,) * (len(sheet.chart_steps) - told.out[seat])
    # the most Fiefs an Earl held is at least what any Round's end shows
    for seat, series in enumerate(sheet.chart):
        assert told.peak[seat][0] >= max(series.points)


def test_a_game_that_goes_on_has_no_winner_yet() -> None:
    data = DESCRIPTOR.load_data(None)
    config = OrtusConfig([SeatConfig(NAMES[i], COLOURS[i]) for i in range(2)])
    ctl = Controller.new(DESCRIPTOR, data, config, 3)
    sheet = sc.score_sheet(ctl)
    assert sheet.headline == i18n.m("ortus_regni.ui.score.goes_on") and sheet.reason == ""
    assert not any(r.winner for r in sheet.rows) and sheet.chart_steps == (i18n.m("ortus_regni.ui.score.chart_end"),)
    assert [s.points for s in sheet.chart] == [(1,), (1,)]


def test_the_saves_list_names_the_last_earl_in_the_lists_language(three: Controller, tmp_path: Path) -> None:
    path = tmp_path / "ortus.json"
    three.save(path)
    doc = read_save(path)
    summary = save_summary(doc)
    assert summary.round == three.state.round and summary.seats == NAMES
    assert summary.ended == i18n.m("ortus_regni.ui.saves.last_earl", name="Beorn", round=three.state.round)
    assert "Beorn" in i18n.text(summary.ended)
    with i18n.using("fr"):
        said = i18n.text(summary.ended)
        assert "Beorn" in said and said != i18n.text(summary.ended, "en")


def test_the_client_package_uses_them() -> None:
    from game.games.ortus_regni.ui.plugin import ORTUS_UI

    assert ORTUS_UI.score_sheet is sc.score_sheet and ORTUS_UI.save_summary is save_summary
    assert ORTUS_UI.chronicle_key is chronicle_key and ORTUS_UI.chronicle_line is chronicle_line


def test_a_saved_game_in_progress_says_no_end(tmp_path: Path) -> None:
    data = DESCRIPTOR.load_data(None)
    config = OrtusConfig([SeatConfig(NAMES[i], COLOURS[i]) for i in range(2)])
    ctl = Controller.new(DESCRIPTOR, data, config, 3)
    path = tmp_path / "ortus.json"
    ctl.save(path)
    assert save_summary(read_save(path)).ended is None


def test_the_chronicle_folds_a_draw_for_the_earl_who_sees_the_cards(three: Controller) -> None:
    """The table reads "draws 5 cards"; the Earl reads one line with his cards."""
    state = three.state
    mine = three.chronicle_for(1)
    i = next(k for k, e in enumerate(mine) if isinstance(e.event, ev.Drew) and e.event.seat == 1)
    drew, cards = mine[i].event, mine[i + 1].event
    assert isinstance(drew, ev.Drew) and isinstance(cards, ev.DrewCards) and cards.seat == 1
    assert chronicle_key(drew) == chronicle_key(cards) == ("drew", 1)
    own = fold_entries(mine[: i + 2], chronicle_key, chronicle_line, state)
    theirs = three.chronicle_for(0)
    j = next(k for k, e in enumerate(theirs) if e.event is drew)
    other = fold_entries(theirs[: j + 1], chronicle_key, chronicle_line, state)
    assert i18n.text(own[-1].text) == three.rules.describe_event(state, cards)
    assert own[-1].events == (drew, cards)
    assert i18n.text(other[-1].text) == three.rules.describe_event(state, drew)


def test_the_chronicle_folds_a_design_and_a_raids_losses(three: Controller) -> None:
    state = three.state
    design = [ev.Designing(0), ev.Designed(0, 24)]
    assert chronicle_key(design[0]) == chronicle_key(design[1])
    assert i18n.text(chronicle_line(state, design)) == three.rules.describe_event(state, design[1])
    props = [c for c in range(len(state.kinds)) if state.role(c) in ("land", "market_town", "church")]
    lost = [ev.PropertyDestroyed(2, props[0]), ev.PropertyDestroyed(2, props[-1])]
    assert chronicle_key(lost[0]) == chronicle_key(lost[1]) == ("destroyed", 2)
    line = i18n.text(chronicle_line(state, lost))
    assert line.startswith("Cyneric loses 2 Properties")
    for card in (props[0], props[-1]):
        assert i18n.text(state.data.cards[state.kinds[card]].name) in line
    assert chronicle_key(ev.TurnEnded(0)) is None
