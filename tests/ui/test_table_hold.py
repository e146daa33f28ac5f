"""The shell's table gives the players time to see, on Pilgrims' Race (tests/testgame):
every move of another seat is shown one at a time at the table's pace, before the
next decision is asked; the curtain falls only between people; the end of a person's
turn is held only when more happened than they chose; "Since your last turn" lists
exactly what a seat may read since its last decision, growing as the moves are shown;
a button that replaces another under the pointer ignores a quick second click."""

from __future__ import annotations

import pygame
import pytest

from game.ui.controller import Controller
from game.ui.pacing import CaptionPart, Moment
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.table import GUARD_SECONDS, TableScene
from game.ui.settings import PACES
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.testgame.rules import Done, Draw, Lay, Pass
from tests.ui.driver import click, key, step
from tests.ui.test_generic_table import config, lift, table_of


@pytest.fixture(scope="module")
def pilgrims_data():
    return PILGRIMS.load_data(None)


def _open(make_app, ctl: Controller, speed: str = "instant", pace: str = "normal") -> tuple:
    app = make_app()
    app.settings.animation_speed = speed
    app.settings.pace = pace
    app.play(ctl)
    step(app)
    lift(app)
    return app, table_of(app)


def _until(app, ctl: Controller, done, frames: int = 3000) -> None:
    """Step (letting computer players think, and going on past what is revealed) until
    ``done()``."""
    for _ in range(frames):
        if done():
            return
        step(app)
        ctl.wait_for_bots(1.0)
        table = table_of(app)
        if table.holding:
            table.acknowledge()
    assert done(), "the table never got there"


# ------------------------------------------------------------------------ the end of a turn
def test_a_turn_that_ends_as_chosen_passes_the_computer_at_once(make_app, pilgrims_data) -> None:
    """Agnes draws (2.1): her turn ends and Bruno, a person, plays next. Nothing happened
    but what she chose, so the curtain comes at once: no "Your turn is over"."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 5)
    app, table = _open(make_app, ctl)
    assert table.viewer == 0 and table.turn_over is None
    assert table.submit(Draw())
    assert ctl.pending().seat == 1 and table.turn_over is None
    step(app, 2)
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 1


def test_a_turn_whose_end_did_more_is_held_until_continue(make_app, pilgrims_data) -> None:
    """Bruno's draw ends round 1 (1.3): a new round begins, which he did not choose,
    before Agnes (a person) plays. The table holds his view with Continue, and Undo
    still takes the draw back."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 5)
    ctl.submit(Draw())  # Agnes
    app, table = _open(make_app, ctl)
    assert table.viewer == 1
    assert table.submit(Draw())
    assert ctl.pending().seat == 0 and table.turn_over == 1
    step(app, 30)
    assert app.scenes.top is table and table.viewer == 1 and table.decision_view is None
    assert table.prompt_text()[0].startswith("Your turn is over")
    assert table.continue_button.visible and table.continue_button.text == "Continue: pass the computer"
    assert table.may_undo() and table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    assert table.turn_over is None and len(ctl.record.actions) == 1 and ctl.pending().seat == 1
    table.submit(Draw())
    key(app, pygame.K_RETURN)  # Continue
    step(app)
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 0


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


# ------------------------------------------------------------------------ the curtain
def test_with_one_person_the_curtain_never_comes(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("ai", "human", "ai"), 5)
    app = make_app()
    app.settings.animation_speed = "instant"
    app.play(ctl)
    table = table_of(app)
    _until(app, ctl, lambda: table.decision_view is not None)
    assert table.viewer == 1
    for _ in range(400):
        assert not isinstance(app.scenes.top, CurtainScene)
        d = ctl.pending()
        if d is not None and d.seat == 1 and table.decision_view is not None:
            table.submit(Draw() if Draw() in d.options else Pass())
        step(app)
        ctl.wait_for_bots(1.0)
    assert len(ctl.record.actions) > 10


# ------------------------------------------------------------------------ every move seen
def test_each_computer_move_is_shown_held_at_the_pace_then_the_next(make_app, pilgrims_data) -> None:
    """One person and two computer players: after Agnes's draw the computers play at
    once (no hold, no curtain), each move held on the table for the pace, its line in
    the list of moves, which opens in the chronicle's place; Agnes's next decision comes
    only once the last move was shown."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "ai", "ai"), 5)
    app, table = _open(make_app, ctl, speed="normal", pace="normal")
    table.submit(Draw())
    assert table.turn_over is None
    acted = len(ctl.record.actions)
    _until(app, ctl, lambda: bool(table.moments))
    first = table.moments[0]
    assert not first.mine and first.seat == 1 and first.index == acted and first.pace == PACES["normal"]
    assert table.decision_view is None and table.blocking
    assert len(ctl.record.actions) == acted + 1  # the next computer waits for this move
    assert table.since_entries is not None and table.since_view.visible and not table.chronicle.visible
    assert table.playing_entry() is not None and acted in table.playing_entry().actions
    assert table.next_button.visible and table.all_button.visible
    held = 0
    while table.moments and table.moments[0] is first:
        step(app)
        held += 1
        assert len(ctl.record.actions) == acted + 1
    assert abs(held - round(PACES["normal"] * 60)) <= 2
    _until(app, ctl, lambda: table.decision_view is not None)
    assert ctl.pending().seat == 0 and not table.blocking
    # Every move the two computers made is in the list, in order, nothing more.
    expected = [e.text for e in ctl.chronicle if e.actions and e.actions[0] >= acted and e.visible_to in (None, (0,))]
    assert [e.text for e in table.since_entries] == expected


def test_space_next_and_all_at_once_go_on(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "ai", "ai"), 5)
    app, table = _open(make_app, ctl, speed="normal", pace="slow")
    table.submit(Draw())
    _until(app, ctl, lambda: bool(table.moments))
    first = table.moments[0]
    key(app, pygame.K_SPACE)
    step(app)
    assert first not in table.moments
    _until(app, ctl, lambda: bool(table.moments))
    second = table.moments[0]
    for _ in range(2):  # a panel of reveals settles at the first click, goes at the second
        if second in table.moments:
            click(app, table.next_button.rect.center)
            step(app)
    assert second not in table.moments
    _until(app, ctl, lambda: bool(table.moments) or table.decision_view is not None)
    if table.moments:
        click(app, table.all_button.rect.center)
        assert all(m.pace == 0 for m in table.moments)


def test_at_a_pace_of_off_no_move_is_held(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "ai", "ai"), 5)
    app, table = _open(make_app, ctl, speed="normal", pace="off")
    table.submit(Draw())
    _until(app, ctl, lambda: ctl.pending().seat == 0 and table.decision_view is not None, frames=600)
    assert not any(m.pace for m in table.moments)


def test_a_decision_waits_for_the_reveals_before_it(make_app, pilgrims_data) -> None:
    """Agnes's done turns up her cards and rolls (2.2): the panel of her own reveals is
    held, and no decision is asked (not even the next person's curtain) until she has
    seen it."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 5)
    app, table = _open(make_app, ctl, speed="normal")
    table.submit(next(a for a in ctl.pending().options if isinstance(a, Lay)))
    table.submit(Done())
    assert table.blocking and table.moments[0].mine and table.moments[0].parts
    step(app, 300)
    assert table.holding and app.scenes.top is table and table.viewer == 0
    key(app, pygame.K_SPACE)
    step(app, 2)
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 1


# ------------------------------------------------------------------------ since your last turn
def _two_people_and_a_computer(make_app, pilgrims_data, speed: str = "normal") -> tuple:
    """Agnes draws, Bruno draws, Clara (a computer player) plays; the curtain is up for
    Agnes again. Returns the app, the table, the controller and where the chronicle
    stood just after Agnes's draw."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human", "ai"), 5)
    app, table = _open(make_app, ctl, speed=speed, pace="quick")
    table.submit(Draw())
    mark = len(ctl.chronicle)
    for _ in range(3000):
        step(app)
        ctl.wait_for_bots(1.0)
        if table.holding or table.blocking:
            table.skip()
        if table.turn_over is not None:
            click(app, table.continue_button.rect.center)
        if isinstance(app.scenes.top, CurtainScene):
            if app.scenes.top.seat == 0:
                break
            key(app, pygame.K_RETURN)
        if table.viewer == 1 and ctl.pending().seat == 1 and table.decision_view is not None:
            table.submit(Draw())
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 0
    return app, table, ctl, mark


def test_after_the_curtain_the_moves_not_seen_are_played_then_listed_exactly(make_app, pilgrims_data) -> None:
    """When the curtain lifts for Agnes, Bruno's draw and Clara's moves are played to
    her one by one before her decision; the list then holds exactly what happened after
    her draw that she may read (Bruno's card is his alone), in order; a line plays
    again; Close brings the chronicle back."""
    app, table, ctl, mark = _two_people_and_a_computer(make_app, pilgrims_data)
    key(app, pygame.K_RETURN)
    assert table.viewer == 0
    assert table.moments and table.moments[0].seat == 1 and not table.moments[0].mine  # Bruno's draw first
    assert table.decision_view is None and table.blocking
    shown = []
    for _ in range(2000):
        if not table.moments:
            break
        m = table.moments[0]
        if not shown or shown[-1] != m.index:
            shown.append(m.index)
            # The list holds no line of a move not yet shown.
            assert all(max(e.actions) <= m.index for e in table.since_entries if e.actions)
        step(app)
        if table.holding:
            table.acknowledge()
    assert shown == sorted(set(shown)) and len(shown) >= 2
    step(app, 2)
    assert table.decision_view is not None and table.decision_view.decision.seat == 0
    expected = [e.text for e in ctl.chronicle[mark:] if e.visible_to is None or 0 in e.visible_to]
    assert table.since_entries is not None and [e.text for e in table.since_entries] == expected
    assert "Bruno draws a card." in expected and any(t.startswith("Clara") for t in expected)
    assert not any(t.startswith("Bruno draws a ") and t != "Bruno draws a card." for t in expected)
    assert table.since_view.visible and not table.chronicle.visible
    # Each line plays again on the table, and changes nothing.
    entry = table.since_entries[0]
    rect = table.since_view.entry_rect(entry)
    assert rect is not None
    click(app, rect.center)
    assert table._replaying is entry
    assert table.moments and all(m.replay for m in table.moments)
    assert table.decision_view is not None  # a replay does not hold the decision back
    for _ in range(600):
        step(app)
        if not table.animating:
            break
    assert table._replaying is None and ctl.pending().seat == 0
    click(app, table.since_close.rect.center)
    assert table.since_entries is None and table.chronicle.visible
    key(app, pygame.K_s)  # S (or the hourglass) opens it again
    assert [e.text for e in table.since_entries] == expected
    # Once Agnes plays on, the list closes, and her next one starts after that.
    table.submit(Pass())
    assert table.since_entries is None


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
    and the list holds that many once the moves are shown."""
    app, table, ctl, mark = _two_people_and_a_computer(make_app, pilgrims_data, speed="instant")
    curtain = app.scenes.top
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
    step(app, 2)
    assert table.viewer == 0 and table.since_entries is not None and len(table.since_entries) == len(expected)


def test_the_first_curtain_has_nothing_behind_it(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human", "ai"), 5)
    app = make_app()
    app.play(ctl)
    step(app)
    first = app.scenes.top
    assert isinstance(first, CurtainScene) and first.seat == 0 and first.note == ""


# ------------------------------------------------------------------------ the pointer's guard
def _bruno_held(make_app, pilgrims_data) -> tuple:
    """Agnes drew, then Bruno: his draw ends the round, and his turn's end is held (both
    people). Returns the app, the table and where Continue stands."""
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "human"), 5)
    ctl.submit(Draw())  # Agnes
    app, table = _open(make_app, ctl)
    table.submit(Draw())  # Bruno's draw ends the round: held
    assert table.turn_over == 1
    return app, table, table.continue_button.rect.center


def test_a_double_click_on_continue_never_lifts_the_next_curtain(make_app, pilgrims_data) -> None:
    """Bruno's held turn: he double-clicks Continue. The curtain comes down for Agnes
    under his pointer; his second click is ignored (the curtain stays), and Agnes's own
    click a moment later lifts it."""
    app, table, pos = _bruno_held(make_app, pilgrims_data)
    click(app, pos)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 0
    assert curtain._came_under == pos
    # Wherever its button lies, a click where the pointer stood is ignored for a moment:
    # here the curtain's own button, as if it had come down under the pointer.
    button_pos = curtain.reveal.rect.center
    curtain._came_under = button_pos
    click(app, button_pos)  # the double click's second half
    assert app.scenes.top is curtain and table.viewer == 1
    step(app, round(GUARD_SECONDS * 60) + 2)
    click(app, button_pos)
    assert app.scenes.top is table and table.viewer == 0


def test_the_guard_ignores_a_second_click_on_a_new_button(make_app, pilgrims_data) -> None:
    """The table's guard: the Continue of a held turn stands under the still pointer;
    a different button takes its place: a click on it within half a second is ignored;
    once the half second is over it is taken."""
    app, table, pos = _bruno_held(make_app, pilgrims_data)
    from tests.ui.driver import move

    move(app, pos)
    step(app, 3)
    assert table.clickable_at(pos) == ("Button", "Continue: pass the computer")
    # A different button takes Continue's place under the still pointer.
    clicked: list[str] = []
    table.continue_button.visible = False
    impostor = table.all_button
    impostor.rect = table.continue_button.rect.copy()
    impostor.visible = True
    impostor.on_click = lambda: clicked.append("all")
    table._show_move_buttons = lambda: None  # keep it there for the test
    step(app)
    click(app, pos)
    assert clicked == []  # ignored: a different button stood there a moment ago
    step(app, round(GUARD_SECONDS * 60) + 2)
    click(app, pos)
    assert clicked == ["all"]


def test_a_moment_shows_what_it_revealed_in_words_on_the_generic_table(make_app, pilgrims_data) -> None:
    ctl = Controller.new(PILGRIMS, pilgrims_data, config("human", "ai"), 3)
    _app, table = _open(make_app, ctl, speed="normal")
    table.submit(next(a for a in ctl.pending().options if isinstance(a, Lay)))
    table.submit(Done())
    m = table.moments[0]
    assert isinstance(m, Moment) and all(isinstance(p, CaptionPart) for p in m.parts)
