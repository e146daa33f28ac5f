"""The shell's table gives the players time to see, on Pilgrims' Race (tests/testgame):
a turn the game ends by itself is held until Continue (with undo still possible), what
happened since a seat's last action is listed when the screen passes to it, exactly
and only what it may read, and each line plays again."""

from __future__ import annotations

import pygame
import pytest

from game.ui.controller import Controller
from game.ui.reveals import RevealBatch
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.table import TableScene
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.testgame.rules import Done, Draw, Lay, Pass
from tests.ui.driver import click, key, step
from tests.ui.test_generic_table import config, lift, table_of


@pytest.fixture(scope="module")
def pilgrims_data():
    return PILGRIMS.load_data(None)


def _open(make_app, ctl: Controller, speed: str = "instant") -> tuple:
    app = make_app()
    app.settings.animation_speed = speed
    app.play(ctl)
    step(app)
    lift(app)
    return app, table_of(app)


def test_a_draw_ends_the_turn_and_the_table_holds_it_until_continue(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 5)
    app, table = _open(make_app, ctl)
    assert table.viewer == 0 and table.turn_over is None
    assert table.submit(Draw())  # the game passes the turn to Bruno by itself
    assert ctl.pending().seat == 1 and table.turn_over == 0
    step(app, 30)
    # No curtain yet: Agnes still sees her table, and what to do next.
    assert app.scenes.top is table and table.viewer == 0 and table.decision_view is None
    assert table.prompt_text()[0].startswith("Your turn is over")
    assert table.continue_button.visible and table.continue_button.text == "Continue: pass the computer"
    # Her draw can still be taken back (nothing was revealed, nobody else acted).
    assert table.may_undo() and table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    assert table.turn_over is None and ctl.record.actions == [] and ctl.pending().seat == 0
    assert table.decision_view is not None and table.decision_view.decision.seat == 0
    table.submit(Draw())
    key(app, pygame.K_RETURN)  # Continue
    step(app)
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 1


def test_done_and_pass_end_the_turn_on_purpose_and_pass_on_at_once(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 5)
    app, table = _open(make_app, ctl)
    table.submit(next(a for a in ctl.pending().options if isinstance(a, Lay)))
    assert table.turn_over is None  # still Agnes's walk
    table.submit(Done())
    assert table.turn_over is None
    step(app, 2)
    assert isinstance(app.scenes.top, CurtainScene)
    key(app, pygame.K_RETURN)
    assert table.viewer == 1
    table.submit(Pass())
    assert table.turn_over is None
    step(app, 2)
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 0


def test_with_one_person_the_computer_players_wait_for_continue(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "ai", "ai"), 5)
    app, table = _open(make_app, ctl)
    table.submit(Draw())
    assert table.turn_over == 0 and table.continue_button.text == "Continue"
    acted = len(ctl.record.actions)
    for _ in range(120):
        step(app)
        ctl.wait_for_bots(1.0)
    assert len(ctl.record.actions) == acted and not ctl.thinking  # nobody moved
    click(app, table.continue_button.rect.center)
    for _ in range(300):
        step(app)
        ctl.wait_for_bots(1.0)
        if len(ctl.record.actions) > acted:
            break
    assert len(ctl.record.actions) > acted


def test_since_your_last_turn_lists_exactly_what_the_seat_may_read(make_app, pilgrims_data) -> None:
    """Agnes draws, Bruno draws, Clara (a computer player) plays: when the curtain lifts
    for Agnes, the list holds exactly what happened after her draw that she may read
    (Bruno's card is his alone), in order; a line plays again; Close brings the
    chronicle back."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human", "ai"), 5)
    app, table = _open(make_app, ctl, speed="normal")
    table.submit(Draw())
    mark = len(ctl.chronicle)  # the chronicle just after Agnes's last action
    click(app, table.continue_button.rect.center)
    for _ in range(600):
        step(app)
        ctl.wait_for_bots(1.0)
        if table.holding:
            table.acknowledge()
        if table.turn_over is not None:
            click(app, table.continue_button.rect.center)
        if isinstance(app.scenes.top, CurtainScene):
            if app.scenes.top.seat == 0:
                break
            key(app, pygame.K_RETURN)
            if table.viewer == 1 and ctl.pending().seat == 1:
                table.submit(Draw())
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 0
    key(app, pygame.K_RETURN)
    assert table.viewer == 0
    expected = [e.text for e in ctl.chronicle[mark:] if e.visible_to is None or 0 in e.visible_to]
    assert table.since_entries is not None and [e.text for e in table.since_entries] == expected
    assert "Bruno draws a card." in expected and any(t.startswith("Clara") for t in expected)
    assert not any(t.startswith("Bruno draws a ") and t != "Bruno draws a card." for t in expected)
    assert table.since_view.visible and not table.chronicle.visible
    # Each line plays again: its caption (the generic table's batch) over the stage.
    entry = table.since_entries[0]
    rect = table.since_view.entry_rect(entry)
    assert rect is not None
    click(app, rect.center)
    assert table._replaying is entry
    batch = table._batches[0]
    assert isinstance(batch, RevealBatch) and batch.replay and batch.captions == [entry.text]
    for _ in range(300):
        step(app)
        if not table.animating:
            break
    assert table._replaying is None and ctl.pending().seat == 0  # a replay changes nothing
    click(app, table.since_close.rect.center)
    assert table.since_entries is None and table.chronicle.visible
    key(app, pygame.K_s)  # S (or the hourglass) opens it again
    assert [e.text for e in table.since_entries] == expected


def test_each_seat_finds_its_chronicle_where_it_left_it(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human", max_rounds=None), 5)
    for _ in range(40):  # a long chronicle: both seats draw or pass
        d = ctl.pending()
        ctl.submit(Draw() if Draw() in d.options else Pass())
    app, table = _open(make_app, ctl)
    table.close_since()
    step(app)
    chron = table.chronicle
    assert isinstance(table, TableScene) and chron.max_offset() > 0 and chron.following
    first = table.viewer
    chron.scroll_rows(-6)
    kept = chron.offset
    assert not chron.following and kept < chron.max_offset()
    table.set_viewer(1 - first)  # the curtain passes the computer
    step(app)
    assert chron.following and chron.offset == chron.max_offset()
    table.set_viewer(first)
    step(app)
    assert chron.offset == kept and not chron.following


def test_the_curtain_says_how_much_happened_since_the_last_turn(make_app, pilgrims_data) -> None:
    """The first curtain has nothing waiting behind it; later, when the list of what
    happened since Agnes's last turn will open, her curtain says how many lines it holds,
    and the list that opens holds that many."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human", "ai"), 5)
    app = make_app()
    app.settings.animation_speed = "instant"
    app.play(ctl)
    step(app)
    first = app.scenes.top
    assert isinstance(first, CurtainScene) and first.seat == 0 and first.note == ""
    key(app, pygame.K_RETURN)
    table = table_of(app)
    table.submit(Draw())
    mark = len(ctl.chronicle)
    click(app, table.continue_button.rect.center)
    for _ in range(600):
        step(app)
        ctl.wait_for_bots(1.0)
        if table.turn_over is not None:
            click(app, table.continue_button.rect.center)
        if isinstance(app.scenes.top, CurtainScene):
            if app.scenes.top.seat == 0:
                break
            key(app, pygame.K_RETURN)
            if table.viewer == 1 and ctl.pending().seat == 1:
                table.submit(Draw())
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 0
    expected = [e for e in ctl.chronicle[mark:] if e.visible_to is None or 0 in e.visible_to]
    assert len(expected) >= 2
    assert curtain.note.startswith(f"{len(expected)} things happened since your last turn")
    drawn: list[str] = []
    original = app.theme.blit_text

    def watch(surface, text, pos, role="body", color=None, anchor="topleft", px=None):
        drawn.append(text)
        return original(surface, text, pos, role, color, anchor, px)

    app.theme.blit_text = watch
    step(app)
    app.theme.blit_text = original
    assert " ".join(" ".join(drawn).split()).find(curtain.note) >= 0, "the note is on the card"
    assert curtain.reveal.rect.top > curtain.card.top and curtain.reveal.rect.bottom < curtain.card.bottom
    key(app, pygame.K_RETURN)
    assert table.viewer == 0 and table.since_entries is not None and len(table.since_entries) == len(expected)
