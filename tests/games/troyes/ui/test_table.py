"""Troyes' table and city board (issue 20, points 2 and 5): the board draws positions
of every number of seats, a click becomes the right ``Hit`` for the open decision view,
another seat's victory points and characters never reach the screen (§1.6: the
characters are secret until the end), what the events show is held until seen, and a
scripted game of computer players draws the board in a real window.

Positions are built by hand from a seeded new game (tests/games/troyes/helpers.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game import registry
from game.core.contract import SeatConfig
from game.games.troyes.descriptor import DESCRIPTOR as TROYES
from game.games.troyes.rules import play
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.data import BUILDINGS
from game.games.troyes.rules.state import HIDDEN_VP, NEUTRAL, Die, Queued, TroyesConfig
from game.games.troyes.ui import reveals
from game.games.troyes.ui.board_api import Highlight, Hit
from game.games.troyes.ui.render import cards
from game.games.troyes.ui.render.board import CityBoard
from game.games.troyes.ui.scenes.table import TroyesTableScene
from game.ui.app import FPS, App, Options
from game.ui.controller import Controller
from game.ui.decisions.base import DecisionView
from game.ui.theme import Theme
from tests.games.troyes import helpers
from tests.ui.driver import move, step


def played(n: int, actions: int, seed: int = 3):
    """A game of ``n`` seats after ``actions`` random legal actions (seeded)."""
    s, _ = helpers.new(n, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        d = play.pending(s)
        if d is None:
            break
        RULES.apply(s, rng.choice(list(d.options)))
    return s


def laid_out(size=(1280, 860)) -> tuple[CityBoard, pygame.Surface]:
    board = CityBoard(Theme(1.0), helpers.data())
    surface = pygame.Surface(size)
    board.layout(surface.get_rect())
    return board, surface


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_the_board_draws_a_position_of_every_number_of_seats(n: int) -> None:
    """§2.3: one to four seats (one: the solo game, Appendix A); the board keeps the map's aspect."""
    board, surface = laid_out()
    s = played(n, 60)
    view = RULES.view_for(s, 0)
    board.draw(surface, view)
    data = helpers.data()
    assert abs(board.rect.width / board.rect.height - data.board.width / data.board.height) < 0.01
    assert surface.get_rect().contains(board.rect)
    # Each die in play is drawn where ``hit`` finds it.
    for d in view.dice:
        r = board.rect_of(Hit("die", (d.id,)))
        assert r is not None and board.hit(r.center) == Hit("die", (d.id,))


def _position():
    """Round 1's actions: dice in two districts, citizens in the buildings, the cards
    face up, two events in the queue with a cube on one (§1.2, §4.5)."""
    s = helpers.blank(3)
    s.dice = [Die(0, "red", 3, 0), Die(1, "white", 5, 0), Die(2, "yellow", 1, 1), Die(3, "red", 6, NEUTRAL)]
    s.buildings["palace"][2][0] = 1
    s.buildings["bishopric"][0][1] = NEUTRAL
    s.lying["city_hall"] = [2]
    s.cathedral[0][0] = 0
    for slot in s.slots:
        slot.face_up = True
    events = [e for e in sorted(helpers.data().events) if not helpers.data().events[e].bonus][:2]
    s.queue = [s.queue[0], Queued(events[0], [(1, 1)]), Queued(events[1])]
    s.cache.clear()
    return s


def test_a_click_on_a_die_a_place_a_slot_an_event_or_a_site_gives_its_hit() -> None:
    board, surface = laid_out()
    s = _position()
    view = RULES.view_for(s, 0)
    board.draw(surface, view)
    hits = [Hit("die", (d.id,)) for d in view.dice]
    hits += [Hit("place", ("palace", 2, 0)), Hit("place", ("bishopric", 1, 1)), Hit("lying", ("city_hall",))]
    hits += [Hit("slot", (i,)) for i in range(9)]
    hits += [Hit("event", (i,)) for i in range(len(view.queue))]
    hits += [Hit("site", (0, 0)), Hit("site", (2, 5))]
    for hit in hits:
        r = board.rect_of(hit)
        assert r is not None and r.width > 0, hit
        assert board.hit(r.center) == hit, hit
    # The same hits from a view alone (before any drawing), and nothing off the board.
    fresh, _ = laid_out()
    for d in view.dice:
        r = fresh.rect_of(Hit("die", (d.id,)), view)
        assert r is not None and fresh.hit(r.center, view) == Hit("die", (d.id,))
    assert board.hit((board.rect.right + 5, board.rect.bottom + 5)) is None


def test_lit_dice_and_notes_are_drawn_without_error() -> None:
    board, surface = laid_out()
    s = _position()
    view = RULES.view_for(s, 0)
    hl = Highlight(
        dice=frozenset({0, 1}),
        chosen=frozenset({2}),
        places=frozenset({("palace", 0, 0)}),
        slots=frozenset({4}),
        events=frozenset({1}),
        sites=frozenset({(0, 1)}),
        notes={Hit("die", (2,)): "2 d", Hit("slot", (4,)): "×3"},
    )
    board.draw(surface, view, hl)
    lit = board.rect_of(Hit("site", (0, 1)))
    assert lit is not None
    gold = surface.get_at((lit.left - 2, lit.centery))[:3]
    assert gold != surface.get_at((lit.centerx, lit.top - 40))[:3]


def test_the_static_layer_is_kept_while_the_size_stays() -> None:
    board, surface = laid_out()
    view = RULES.view_for(_position(), 0)
    board.draw(surface, view)
    first = board.static_layer()
    board.draw(surface, view)
    assert board.static_layer() is first
    board.layout(pygame.Rect(0, 0, 900, 600))
    assert board.static_layer() is not first


# ---------------------------------------------------------------------- the table
def _controller(n: int = 3, humans: int = 3, seed: int = 5) -> Controller:
    colours = [c.id for c in helpers.data().colours]
    seats = [SeatConfig(helpers.NAMES[i], colours[i], "human" if i < humans else "ai") for i in range(n)]
    return Controller.new(TROYES, helpers.data(), TroyesConfig(seats), seed)


def open_table(make_app, ctl: Controller, size=(1280, 720), speed: str = "instant") -> tuple[App, TroyesTableScene]:
    app = make_app(scene=None, window_size=size)
    app.settings.animation_speed = speed
    app.open("title")
    scene = app.open("game", controller=ctl)
    assert isinstance(scene, TroyesTableScene)
    d = ctl.pending()
    scene.set_viewer(d.seat)
    if app.scenes.top is not scene:
        app.back()
    step(app, 2)
    return app, scene


class _BoardView(DecisionView):
    """A decision view that takes every board click and lights die 0."""

    kinds = ("test",)

    def __init__(self, ctx, decision) -> None:
        super().__init__(ctx, decision)
        self.hits: list[Hit] = []

    def on_board(self, hit: Hit) -> bool:
        self.hits.append(hit)
        return True

    def highlights(self) -> Highlight:
        return Highlight(dice=frozenset({7}))


def test_a_click_on_the_board_goes_to_the_decision_view_as_a_hit(make_app) -> None:
    ctl = _controller()
    app, scene = open_table(make_app, ctl)
    view = _BoardView(scene, ctl.pending())
    scene.decision_view = view
    ctl.state.dice = [Die(7, "white", 4, 1), Die(8, "red", 2, NEUTRAL)]
    ctl.state.cache.clear()
    scene._view = None
    target = scene.shown_view().dice[0]
    r = scene.board.rect_of(Hit("die", (target.id,)), scene.shown_view())
    assert r is not None
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=r.center, button=1))
    assert view.hits == [Hit("die", (target.id,))]
    assert scene.highlight() == Highlight(dice=frozenset({7}))
    # Over a lit die the pointer shows what a click would choose; over another, nothing.
    move(app, r.center)
    assert scene.hovered_hit == Hit("die", (7,))
    other = scene.board.rect_of(Hit("die", (8,)), scene.shown_view())
    move(app, other.center)
    assert scene.hovered_hit is None


def test_the_viewer_sees_only_their_own_points_and_characters(make_app, monkeypatch) -> None:
    """§1.6 and §5: characters and victory points stay secret until the end."""
    drawn: list[str] = []
    original = cards.draw_character

    def watch(surface, theme, rect, card) -> None:
        drawn.append(card.id)
        original(surface, theme, rect, card)

    monkeypatch.setattr(cards, "draw_character", watch)
    ctl = _controller()
    app, scene = open_table(make_app, ctl)
    viewer = scene.viewer
    assert viewer is not None
    state = ctl.state
    own = set(state.players[viewer].characters)
    others = {c for s, p in enumerate(state.players) if s != viewer for c in p.characters} - own
    scene.layers.invalidate()
    step(app, 2)
    for panel in scene.panels:
        content = panel.content()
        if panel.seat == viewer:
            assert content[4] == state.players[viewer].vp
        else:
            assert content[4] == HIDDEN_VP
            for rect, _kind, _card in panel.cards:
                assert panel.card_at(rect.center) is None  # a back: nothing to show large
    # Hovering each small card of every panel shows only the viewer's own characters.
    for panel in scene.panels:
        for rect, _kind, _card in panel.cards:
            scene.hover_card = panel.card_at(rect.center)
            scene._draw_big_card(pygame.Surface((300, 400)), pygame.Rect(0, 0, 200, 290))
    assert own and set(drawn) <= own
    assert not set(drawn) & others
    # Over the viewer's own small card, the card is shown large; away from it, not.
    mine = next(p for p in scene.panels if p.seat == viewer)
    rect, kind, card = mine.cards[0]
    move(app, rect.center)
    assert scene.hover_card == (kind, card) and scene.lens is not None and scene.lens.visible
    assert not scene.lens.rect.collidepoint(rect.center), "the large card lies beside the pointer"
    move(app, (2, 2))
    assert scene.hover_card is None and not scene.lens.visible


def test_what_the_events_show_is_held_until_acknowledged(make_app) -> None:
    """§3 Phase 2-3: the dice rolled, the events drawn and the black dice are shown and
    held (a table with people waits for a click)."""
    ctl = _controller()
    app, scene = open_table(make_app, ctl, speed="normal")
    s = ctl.state
    events = []
    from game.games.troyes.rules import events as ev

    events = [
        ev.Revealed(NEUTRAL, (next(iter(helpers.data().activities)),)),
        ev.Rolled(0, ((0, "red", 3), (1, "white", 2))),
        ev.Rolled(1, ((2, "yellow", 6),)),
        ev.EventDrawn(NEUTRAL, next(iter(helpers.data().events)), "white"),
        ev.BlackRolled(0, (5, 3)),
    ]
    shows = reveals.shows_for(events, s, 0)
    # In the order of the round (§3): the cards turned up, one show for all the
    # districts' dice, the event drawn, the black dice.
    assert len(shows) == 4 and shows[0].cards and len(shows[1].dice) == 2
    assert shows[2].cards == [("event", events[3].card)] and shows[3].dice[0][1] == (("black", 5), ("black", 3))
    # The whole round's start is one move: its reveals come together in one panel (in
    # as few pages as the board's room allows), held until acknowledged.
    moment = scene.make_moment(0, None, events, scene.view, scene.view, False, 1.0)
    assert moment is not None
    assert [p.caption for p in moment.parts] == [p.caption for p in shows]  # type: ignore[attr-defined]
    moment.stay = None
    scene.moments.append(moment)
    for _ in range(200):
        step(app)
    assert scene.holding and moment.page == 0
    pages = len(moment.pages)
    assert 1 <= pages <= 2 and sum(len(p) for p in moment.pages) == 4
    scene.layers.invalidate()
    step(app)
    assert scene._plaque is not None and scene.board.rect.contains(scene._plaque)
    for _ in range(pages):
        assert scene.holding
        scene.acknowledge()
        step(app, 200)
    assert moment not in scene.moments


def test_the_table_lays_out_every_building_place_on_the_board(make_app) -> None:
    ctl = _controller()
    _app, scene = open_table(make_app, ctl)
    for b in BUILDINGS:
        for row_i, row in enumerate(helpers.data().buildings[b].rows):
            for p in range(row.places):
                r = scene.board.rect_of(Hit("place", (b, row_i, p)))
                assert r is not None and scene.board.rect.contains(r)


def test_a_scripted_bots_game_draws_the_board_in_a_real_window(real_display, user_home, tmp_path: Path) -> None:
    """Issue 20 point 7: ``play --game troyes --bots all`` plays in a real window."""
    shot = tmp_path / "troyes.png"
    app = App(
        Options(game="troyes", players=3, bots=3, seed=3, frames=90, screenshot=shot, window_size=(1280, 720)), registry
    )
    try:
        app.start()
        game = app.games()[0]
        assert isinstance(game, TroyesTableScene)
        for _ in range(90):
            app.step(min(app.clock.tick(FPS) / 1000.0, 0.1))
        app.screenshot(shot)
        image = pygame.image.load(str(shot))
        r = game.board.rect
        light = [image.get_at((x, y)) for x in range(r.left, r.right, 12) for y in range(r.top, r.bottom, 12)]
        assert sum(1 for c in light if (c.r + c.g + c.b) / 3 > 120) / len(light) > 0.6
    finally:
        app.close()


def test_the_final_scores_are_shown_best_first() -> None:
    """§5.2-5.3: at the end every family's total is shown, the winner first."""
    from game.games.troyes.rules import events as ev
    from game.games.troyes.rules.state import Score

    s = helpers.blank(3)
    s.final = [Score(3, 4, 5, 0, {}, 12), Score(1, 0, 2, -2, {}, 20), Score(0, 0, 0, 0, {}, 7)]
    shows = reveals.shows_for([ev.GameEnded(1, (1,), "victory")], s, 0)
    assert [total for _, _, total in shows[0].scores] == [20, 12, 7]
    assert shows[0].scores[0][1] == helpers.NAMES[1]
    surface = pygame.Surface((1200, 800))
    theme = Theme(1.0)
    w, h = shows[0].size(theme, 600)
    assert w <= 600 and h > 3 * theme.line_height("body_bold")
    shows[0].draw(surface, theme, pygame.Rect(20, 20, w, h), 1.0)


def test_the_board_names_what_lies_under_the_pointer(make_app) -> None:
    """Tooltips: a place of a building with its citizen (§1.2), a cathedral site's
    Influence (§4.4), a district and its dice."""
    ctl = _controller()
    _app, scene = open_table(make_app, ctl)
    s = ctl.state
    s.buildings["bishopric"][1][0] = 2
    s.dice = [Die(7, "white", 4, 1), Die(8, "red", 2, 1)]
    s.cache.clear()
    scene._view = None
    view = scene.shown_view()
    place = scene.board.rect_of(Hit("place", ("bishopric", 1, 0)))
    assert scene.board_tooltip(place.center) == "Bishopric: Geoffrey's citizen, on the place for a die of 3 or 4"
    site = scene.board.rect_of(Hit("site", (2, 5)))
    assert scene.board_tooltip(site.center) == "Cathedral, level 3: +2 Influence for a cube here"
    district = scene.board.rect_of(Hit("district", (1,)), view)
    corner = (district.right - 4, district.bottom - 4)
    assert scene.board_tooltip(corner) == "Faye's district: 2 dice"


def test_the_waiting_panel_shows_the_families_in_turn_order(make_app) -> None:
    """§3 Phase 4: play goes clockwise from the start player; those who passed are out."""
    ctl = _controller(humans=0)
    app = make_app(scene=None, window_size=(1280, 720))
    app.settings.animation_speed = "instant"
    app.open("title")
    scene = app.open("game", controller=ctl)
    step(app, 3)
    surface = pygame.Surface((1280, 720))
    inner = pygame.Rect(20, 20, 300, 400)
    ctl.state.players[1].passed = True
    scene._view = None  # the state was edited by hand: the view is made again
    d = ctl.pending()
    y = scene.draw_idle_detail(surface, inner, 30, d)
    assert y is not None and 30 < y < inner.bottom
    assert scene.idle_detail_key(d)[1] == (False, True, False)
