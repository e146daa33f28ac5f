"""Troyes' city board as laid out for the families there are (issue 26): only the
districts that have an owner are drawn, spread over the square; the events' names
stand whole beside their cards; the board's words are at the readable size.

Positions are built from seeded new games (tests/games/troyes/helpers.py)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core import i18n
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.state import NEUTRAL, Die, Queued
from game.games.troyes.ui.board_api import Hit
from game.games.troyes.ui.render.board import CityBoard
from game.ui.theme import Theme, recording
from tests.games.troyes import helpers


def _board(scale: float = 1.0, size=(868, 580)) -> tuple[CityBoard, pygame.Surface]:
    """The board as the table lays it out at 1280x720 (about 868 x 578 pixels)."""
    board = CityBoard(Theme(scale), helpers.data())
    surface = pygame.Surface(size)
    board.layout(surface.get_rect())
    return board, surface


@pytest.mark.parametrize(("seats", "owners"), [(1, [0, NEUTRAL]), (2, [0, 1, NEUTRAL]), (3, [0, 1, 2, NEUTRAL])])
def test_only_the_districts_with_an_owner_are_drawn_spread_over_the_square(seats: int, owners: list[int]) -> None:
    board, surface = _board()
    s, _ = helpers.new(seats, 3)
    s.dice = [Die(k, "red", 1 + k % 6, owner) for k, owner in enumerate(owners)]
    view = RULES.view_for(s, 0)
    board.draw(surface, view)
    rects = [board.rect_of(Hit("district", (owner,)), view) for owner in owners]
    assert board.owners(view.seats) == owners
    square = board.area("district:1").union(board.area("district:5"))
    assert rects[0].left == square.left and abs(rects[-1].right - square.right) <= 1
    widths = {r.width for r in rects}
    assert max(widths) - min(widths) <= 1  # as wide as one another
    gap = board.area("district:2").left - board.area("district:1").right
    for a, b in itertools.pairwise(rects):
        assert not a.colliderect(b) and abs(b.left - a.right - gap) <= 1  # the map's gap between them
    for owner, r in zip(owners, rects, strict=True):
        assert r.height == square.height
        assert board.hit(r.center, view) == Hit("district", (owner,))
        # each district's die lies in it
        die = next(d for d in view.dice if d.district == owner)
        spot = board.rect_of(Hit("die", (die.id,)), view)
        assert spot is not None and r.contains(spot)


def test_four_families_keep_the_maps_five_districts() -> None:
    board, surface = _board()
    s, _ = helpers.new(4, 3)
    view = RULES.view_for(s, 0)
    board.draw(surface, view)
    for owner, n in ((0, 1), (1, 2), (2, 3), (3, 4), (NEUTRAL, 5)):
        assert board.rect_of(Hit("district", (owner,)), view) == board.area(f"district:{n}")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.2])
def test_the_boards_words_are_readable_and_the_events_named_whole(language: str, scale: float) -> None:
    """The Influence track's numbers, the cathedral's +1 and +2, the names: at the
    readable size at least; a queue of four events names each whole beside its card."""
    i18n.set_language(language)
    board, surface = _board(scale)
    s, _ = helpers.new(3, 3)
    events = [e for e in sorted(helpers.data().events) if not helpers.data().events[e].bonus][:3]
    s.queue = [s.queue[0], *(Queued(e) for e in events)]
    s.cache.clear()
    view = RULES.view_for(s, 0)
    with recording() as drawn:
        board.draw(surface, view)
    least = board.theme.readable_px
    assert all(d.px >= least for d in drawn), {(d.text, d.px) for d in drawn if d.px < least}
    words = {d.text for d in drawn}
    assert {str(n) for n in range(21)} <= words  # the Influence track
    assert {"+1", "+2"} <= words  # the cathedral's sites
    for queued in view.queue:
        name = i18n.text(helpers.data().event(queued.card).name)
        lines = [d.text for d in drawn if d.where.endswith(":_event_name")]
        assert name in " ".join(lines), name
    assert not [d.text for d in drawn if d.whole], "no name cut with four events"
