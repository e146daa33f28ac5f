"""The chronicle's list: it follows new entries unless the reader scrolled up, then
offers a jump to the newest; a wheel notch moves it by whole rows; runs of events are
folded by the game's key."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pygame

from game.core.engine import Event
from game.ui.controller import ChronicleEntry, fold_entries
from game.ui.plugin import PLAIN
from game.ui.widgets.chronicle import WHEEL_ROWS, ChronicleView
from tests.ui.driver import click, wheel


@dataclass(frozen=True)
class Said(Event, game="chronicle-test"):
    kind: ClassVar[str] = "said"
    seat: int
    what: str


def entry(n: int, seat: int = 0, what: str = "") -> ChronicleEntry:
    return ChronicleEntry(1, 1, f"Line {n}: something happens at the table.", (seat,), None, Said(seat, what), (n,))


def marker(seat: int, size: int) -> pygame.Surface:
    return pygame.Surface((size, size))


def _view(app, entries: list[ChronicleEntry]) -> ChronicleView:
    view = ChronicleView(app.theme, lambda: entries, marker, PLAIN, pygame.Rect(100, 100, 360, 200))
    scene = app.scenes.top
    scene.group.add(view)
    view.draw(app.surface)
    return view


def test_the_chronicle_follows_unless_scrolled_up_and_jumps_back_to_the_newest(app) -> None:
    entries = [entry(n) for n in range(40)]
    view = _view(app, entries)
    assert view.following and view.offset == view.max_offset() > 0
    entries.append(entry(40))
    view.draw(app.surface)
    assert view.offset == view.max_offset() and view.jump_rect() is None  # it followed
    wheel(app, view.rect.center, 2)  # two notches up
    kept = view.offset
    assert not view.following and kept < view.max_offset()
    jump = view.jump_rect()
    assert jump is not None and view.rect.contains(jump)
    for n in range(41, 45):
        entries.append(entry(n))
    view.draw(app.surface)
    assert view.offset == kept and not view.following  # the reader's place is kept
    click(app, view.jump_rect().center)
    assert view.following and view.offset == view.max_offset() and view.jump_rect() is None


def test_a_wheel_notch_moves_the_chronicle_by_whole_rows(app) -> None:
    entries = [entry(n) for n in range(40)]
    view = _view(app, entries)
    view.scroll_to(0)
    tops = view._tops
    wheel(app, view.rect.center, -1)  # one notch down
    assert view.offset == tops[WHEEL_ROWS]
    wheel(app, view.rect.center, -1)
    assert view.offset == tops[2 * WHEEL_ROWS]
    wheel(app, view.rect.center, 1)
    assert view.offset == tops[WHEEL_ROWS]
    assert WHEEL_ROWS == 3


def test_runs_with_the_same_key_are_one_line_and_an_empty_line_leaves_them_out() -> None:
    entries = [entry(0, 0, "buy"), entry(1, 0, "buy"), entry(2, 0, "buy"), entry(3, 1, "buy"), entry(4, 1, "quiet")]

    def key(e: Event):
        assert isinstance(e, Said)
        return (e.seat, e.what)

    def line(state, events) -> str:
        first = events[0]
        return "" if first.what == "quiet" else f"Seat {first.seat} buys {len(events)}."

    folded = fold_entries(entries, key, line, None)
    assert [e.text for e in folded] == ["Seat 0 buys 3.", "Seat 1 buys 1."]
    assert folded[0].actions == (0, 1, 2) and len(folded[0].events) == 3
    assert fold_entries(entries, None, None, None) == entries


def test_a_growing_chronicle_is_folded_and_laid_out_as_if_anew(make_app, fief_data) -> None:
    """The table folds only the tail of a chronicle that grew and the list lays out only
    its new entries: after every action of a game, both give exactly what folding and
    laying out the whole chronicle afresh gives."""
    from game.ai import RandomBot
    from game.games.fief.descriptor import DESCRIPTOR as FIEF
    from game.games.fief.rules.state import GameConfig, SeatConfig
    from game.ui.controller import Controller, fold_entries

    seats = [SeatConfig(f"House {c}", c, "human") for c in ("red", "blue", "green", "purple")]
    ctl = Controller.new(FIEF, fief_data, GameConfig(seats, first_player=0), 8)
    app = make_app(scene=None)
    app.open("title")
    scene = app.open("game", controller=ctl)
    bot = RandomBot(8)
    for _ in range(400):
        d = ctl.pending()
        if d is None:
            break
        ctl.submit(bot.choose(ctl.state, d))
        lines = scene.chronicle_entries()
        whole = fold_entries(ctl.chronicle_for(None), scene.ui.chronicle_key, scene.ui.chronicle_line, ctl.state)
        assert [(e.text, e.actions) for e in lines] == [(e.text, e.actions) for e in whole]
        view = scene.chronicle
        view._layout()
        kept_rows = [(kind, payload if kind == "heading" else payload[1], h) for kind, payload, h in view._rows]
        view._key, view._items = (), []
        view._layout()
        fresh_rows = [(kind, payload if kind == "heading" else payload[1], h) for kind, payload, h in view._rows]
        assert kept_rows == fresh_rows
