"""Ortus Regni's table (issue 28): the table without a map at every window size and UI
scale in both languages, what it shows of each Earl (counts for another's Hand, Reserve
and Towers, never a face he has not seen), the chooser's damage order (OR-E45), a click
on a card narrowing the chooser, the cards a move turns up drawn in the panel of
reveals, a whole seeded game with two people and a computer player played through the
views with the curtain between the people, and a scripted game in a real window.
"""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import registry
from game.ai import make_bot
from game.core import i18n
from game.core.contract import SeatConfig
from game.core.engine import Action
from game.games.ortus_regni.descriptor import DESCRIPTOR as ORTUS
from game.games.ortus_regni.rules.actions import (
    DesignAdd,
    DesignArchetype,
    DesignDone,
    DesignRandom,
    DesignRemove,
    Hit,
)
from game.games.ortus_regni.rules.state import OrtusConfig, OrtusState
from game.games.ortus_regni.ui import reveals
from game.games.ortus_regni.ui.chooser import CARD, OrtusChooser, default_order
from game.games.ortus_regni.ui.decisions.design import DesignView
from game.games.ortus_regni.ui.plugin import ORTUS_UI
from game.games.ortus_regni.ui.render import cards
from game.games.ortus_regni.ui.scenes.table import OrtusTableScene, grid
from game.games.ortus_regni.ui.widgets.earldom import columns_of
from game.ui.app import FPS, App, Options
from game.ui.controller import Controller
from game.ui.scenes.curtain import CurtainScene
from game.ui.settings import UI_SCALES
from game.ui.widgets.panel import Panel
from tests.games.ortus_regni import helpers
from tests.ui.driver import click, key, move, step

SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080)]
SCALES = [UI_SCALES[0], 1.0, UI_SCALES[-1]]
#: long names, as players may type them
NAMES = ["Montfaucon-sur-Loire", "Rochebrune-la-Vieille", "Saint-Amand-de-Boixe", "Beaumont", "Vaux", "Eu"]


def _controller(n: int, humans: int | None = None, seed: int = 7, decks: bool = True) -> Controller:
    colours = [c.id for c in helpers.data().colours]
    people = n if humans is None else humans
    seats = [
        SeatConfig(NAMES[i], colours[i], "human" if i < people else "ai", None if i < people else "heuristic")
        for i in range(n)
    ]
    ready = {i: helpers.deck() for i in range(n)} if decks else {}
    return Controller.new(ORTUS, helpers.data(), OrtusConfig(seats, {}, ready), seed)


def _advance(ctl: Controller, actions: int, seed: int = 3) -> None:
    """Play ``actions`` actions with the heuristic bots (into the game's turns)."""
    bots = {s: make_bot(ORTUS, "heuristic", seed + s) for s in range(ctl.seats)}
    for _ in range(actions):
        d = ctl.pending()
        if d is None:
            return
        ctl.submit(bots[d.seat].choose(ctl.view(d.seat), d))


def _open(
    make_app: Any, ctl: Controller, size=(1280, 720), scale: float = 1.0, language: str = "en"
) -> OrtusTableScene:
    app = make_app(scene=None, window_size=size, language=language)
    app.settings.ui_scale = scale
    app.settings.animation_speed = "instant"
    app._on_resize()
    app.open("title")
    scene = app.open("game", controller=ctl)
    assert isinstance(scene, OrtusTableScene)
    d = ctl.pending()
    scene.set_viewer(d.seat if d is not None else 0)
    if app.scenes.top is not scene:
        app.back()
    step(app, 2)
    return scene


# --------------------------------------------------------------------------- the layout
def test_the_earldoms_grid_keeps_up_to_three_earls_full_width() -> None:
    assert [grid(n) for n in range(2, 7)] == [(1, 2), (1, 3), (2, 2), (2, 3), (2, 3)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_table_fits_every_window(make_app: Any, size: tuple[int, int], scale: float) -> None:
    """Nothing leaves the window, no two widgets overlap, in both languages."""
    language = "fr" if size in ((1280, 720), (2560, 1080)) else "en"
    n = 6 if size[0] >= 1920 else 4
    ctl = _controller(n)
    _advance(ctl, 60)
    scene = _open(make_app, ctl, size, scale, language)
    window = pygame.Rect(0, 0, *size)
    placed = [w for w in scene.group.widgets if w.visible and not isinstance(w, Panel) and w is not scene.lens]
    for widget in placed:
        assert window.contains(widget.rect), f"{type(widget).__name__} {widget.rect} leaves {size}"
    for a, b in itertools.combinations(placed, 2):
        assert not a.rect.colliderect(b.rect), f"{type(a).__name__} {a.rect} overlaps {type(b).__name__} {b.rect}"
    assert len(scene.earldoms) == n
    for panel in scene.earldoms:
        assert scene.realm_area.contains(panel.rect)
        for rect, _card in panel.cards:
            assert panel.rect.contains(rect), f"a card {rect} leaves the Earldom {panel.rect}"
    for rect in (scene.prompt_panel, scene.decision_rect, scene.chronicle_rect):
        assert not scene.realm_area.colliderect(rect)


def test_the_design_screen_takes_the_room_of_the_empty_table(make_app: Any) -> None:
    ctl = _controller(3, decks=False)
    scene = _open(make_app, ctl)
    view = scene.decision_view
    assert isinstance(view, DesignView)
    assert scene.dock.width > scene.realm_area.width  # the table's room and the column's
    assert not any(p.visible for p in scene.earldoms)
    assert not scene.chronicle_shown
    view.archetype("balanced")
    view.confirm()
    step(scene.app, 3)
    assert ctl.state.earls[0].designed


# --------------------------------------------------------------------------- what is shown
def test_an_earldom_lays_each_fief_lord_castle_then_properties_then_mercenaries() -> None:
    s = helpers.blank(2)
    index = helpers.fief(s, 0, "castle", lord="prince", props=("land", "church"))
    merc = helpers.mercenary(s, 0, garrison="army_infantry")
    palace = s.earls[0].fiefs[0].castle
    f = s.earls[0].fiefs[index]
    garrison = s.earls[0].mercenaries[0].garrison
    assert columns_of(s, 0) == [[palace], [f.lord, f.castle, *f.props], [merc, garrison]]


def test_the_viewer_sees_no_face_of_another_earls_hand_reserve_or_towers(make_app: Any, monkeypatch) -> None:
    """OR §8: another Earl's Hand, Reserve and Towers are counts; every face drawn is
    one the viewer's view shows."""
    ctl = _controller(3)
    _advance(ctl, 80)
    scene = _open(make_app, ctl)
    viewer = scene.viewer
    assert viewer is not None
    view: OrtusState = ctl.view(viewer)
    drawn: list[str] = []
    original = cards.draw_card

    def watch(surface, theme, rect, data, kind, **kw) -> None:
        drawn.append(kind)
        original(surface, theme, rect, data, kind, **kw)

    monkeypatch.setattr(cards, "draw_card", watch)
    scene.layers.clear()
    scene.draw(scene.app.surface)
    seen: Counter[str] = Counter()
    for seat, earl in enumerate(view.earls):
        for col in columns_of(view, seat):
            seen.update(view.kinds[c] for c in col)
        if seat == viewer:
            seen.update(view.kinds[c] for c in earl.hand + earl.reserve)
    seen.update(view.kinds[c] for c in view.vikings.force if view.kinds[c])
    assert Counter(drawn) <= seen, Counter(drawn) - seen
    state = ctl.state
    secret = {c for seat, e in enumerate(state.earls) if seat != viewer for c in e.hand + e.reserve + e.towers}
    shown = {card for panel in scene.earldoms for _, card in panel.cards}
    assert scene.hand is not None
    shown |= {card for _, card in scene.hand.cards}
    towers = {c for seat, e in enumerate(state.earls) if seat != viewer for c in e.towers}
    assert shown & secret <= towers  # another's Towers lie on the table, face down
    for card in shown & towers:
        assert view.kinds[card] == ""


def test_damage_is_listed_in_the_rulebooks_order() -> None:
    """OR-E45 (inventory 4.12.7): the King Card, Face cards and Lords, Army cards, the
    garrison, the Mercenary last."""
    options = (Hit("merc:4"), Hit("reserve:9"), Hit("garrison:5"), Hit("hand:2"), Hit("king"), Hit("lord:7"))
    assert default_order(options) == (
        Hit("king"),
        Hit("hand:2"),
        Hit("lord:7"),
        Hit("reserve:9"),
        Hit("garrison:5"),
        Hit("merc:4"),
    )


def test_a_click_on_a_hand_card_lists_only_its_options(make_app: Any) -> None:
    ctl = _controller(2)
    while (d := ctl.pending()) is not None and d.kind != "turn":
        _advance(ctl, 1)
    scene = _open(make_app, ctl)
    view = scene.decision_view
    assert isinstance(view, OrtusChooser)
    assert scene.hand is not None
    step(scene.app, 1)
    rect, card = scene.hand.cards[0]
    click(scene.app, rect.center)
    step(scene.app, 1)
    assert view.filter == (CARD, str(card))
    assert view.visible() and all(str(card) in o.mentions(CARD) for o in view.visible())
    click(scene.app, rect.center)
    step(scene.app, 1)
    assert view.filter is None


def test_the_cards_a_move_turns_up_are_drawn_in_the_panel_of_reveals() -> None:
    s, events = helpers.new(3, seed=4)
    viewer = 0
    from game.games.ortus_regni.rules.contract import RULES

    view = RULES.view_for(s, viewer)
    parts = list(reveals.shows_for(events, view, viewer))
    shown = [p for p in parts if isinstance(p, reveals.CardsShow)]
    # the viewer's own opening Hand is drawn face up; nobody else's is shown at all
    assert len(shown) == 1
    assert shown[0].kinds == [s.kinds[c] for c in s.earls[viewer].hand]


# --------------------------------------------------------------------------- a whole game
PEOPLE = (0, 1)


def answer(view: Any, action: Action) -> None:
    """Give ``action`` through the open view, as its buttons and rows do."""
    if isinstance(view, DesignView):
        if isinstance(action, DesignAdd):
            view.step(action, view.add_refusal(action.card))
        elif isinstance(action, DesignRemove):
            view.step(action, view.remove_refusal(action.card))
        elif isinstance(action, DesignArchetype):
            view.archetype(action.archetype)
        elif isinstance(action, DesignRandom):
            view.random()
        elif isinstance(action, DesignDone):
            view.confirm()
        else:  # pragma: no cover - the design poses nothing else
            raise AssertionError(action)
        return
    assert isinstance(view, OrtusChooser), type(view)
    option = next(o for o in view.options if o.action == action)
    view.choose(option)


def test_a_seeded_game_with_two_people_and_a_computer_player_is_played_to_its_end(make_app: Any) -> None:
    app = make_app(scene=None)
    app.settings.animation_speed = "instant"
    game = registry.get("ortus_regni")
    data = app.game_data("ortus_regni")
    colours = [c.id for c in data.colours]
    config = OrtusConfig(
        [
            SeatConfig("Anna", colours[0], "human"),
            SeatConfig("Faye", colours[1], "human"),
            SeatConfig("Geoffrey", colours[2], "ai", "heuristic"),
        ]
    )
    ctl = Controller.new(game, data, config, 11)
    app.play(ctl)
    bots = {seat: make_bot(game, "heuristic", 11 + seat) for seat in PEOPLE}
    curtains: list[int] = []
    screen: int | None = None
    answered: Counter[str] = Counter()
    for _ in range(60000):
        step(app)
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            curtains.append(top.seat)
            key(app, pygame.K_RETURN)
            continue
        d = ctl.pending()
        if d is None:
            break
        table = app.games()[0]
        assert isinstance(table, OrtusTableScene)
        if table.holding:
            table.acknowledge()
            continue
        if table.turn_over is not None:
            table.end_turn()
            continue
        if ctl.is_ai(d.seat):
            ctl.wait_for_bots()
            continue
        view = table.decision_view
        if view is None or view.decision != d:
            continue
        if screen is not None and d.seat != screen:
            assert curtains and curtains[-1] == d.seat
        screen = d.seat
        assert table.viewer == d.seat
        # what the table shows is the deciding person's view: the other's Hand is a count
        other = 1 - d.seat
        shown = table.shown_view()
        assert all(shown.kinds[c] == "" for c in shown.earls[other].hand)
        assert table.hand is not None and table.hand.content()[0] == d.seat
        before = len(ctl.record.actions)
        answer(view, bots[d.seat].choose(ctl.view(d.seat), d))
        assert len(ctl.record.actions) > before, f"{d.kind} was not answered through {type(view).__name__}"
        answered[d.kind] += 1
    assert ctl.state.result is not None, "the game did not end"
    assert set(curtains) == set(PEOPLE)
    assert {"design", "turn"} <= set(answered)
    sheet = ORTUS_UI.score_sheet(ctl) if ORTUS_UI.score_sheet else None
    assert sheet is not None and sheet.rows[0].winner and len(sheet.chart) == 3


def test_a_scripted_bots_game_draws_the_table_in_a_real_window(real_display, user_home, tmp_path: Path) -> None:
    """``play --game ortus_regni --bots all`` plays in a real window (issue 28 point 6)."""
    shot = tmp_path / "ortus.png"
    app = App(
        Options(game="ortus_regni", players=3, bots=3, seed=3, frames=120, screenshot=shot, window_size=(1280, 720)),
        registry,
    )
    try:
        app.start()
        game = app.games()[0]
        assert isinstance(game, OrtusTableScene)
        for _ in range(120):
            app.step(min(app.clock.tick(FPS) / 1000.0, 0.1))
        app.screenshot(shot)
        image = pygame.image.load(str(shot))
        r = game.earldoms[0].rect
        light = [image.get_at((x, y)) for x in range(r.left, r.right, 12) for y in range(r.top, r.bottom, 12)]
        assert sum(1 for c in light if (c.r + c.g + c.b) / 3 > 120) / len(light) > 0.6
        assert len(game.controller.record.actions) > 3  # the bots designed their decks and played
    finally:
        app.close()


def test_the_table_names_its_words_in_french(make_app: Any) -> None:
    with i18n.using("fr"):
        assert i18n.t("ortus_regni.ui.realm.bag") == "Le sac"
        assert i18n.text(ORTUS_UI.seat_word) == "comte"


def test_an_option_of_the_chooser_is_answered_by_a_posted_click_and_shows_its_card(make_app: Any) -> None:
    """A click on an option's cell plays it; pointing at an option that plays a card
    shows that card large (and no tooltip repeating the words)."""
    ctl = _controller(2)
    while (d := ctl.pending()) is not None and d.kind != "turn":
        _advance(ctl, 1)
    scene = _open(make_app, ctl)
    view = scene.decision_view
    assert isinstance(view, OrtusChooser)
    with_card = next(o for o in view.visible() if o.mentions(CARD))
    rect = view.list.screen_rect(with_card)
    assert rect is not None
    move(scene.app, rect.center)
    step(scene.app, 2)
    assert scene.hover_card == int(with_card.mentions(CARD)[0])
    assert scene.lens is not None and scene.lens.visible
    assert view.tooltip_at(rect.center) is None
    before = len(ctl.record.actions)
    click(scene.app, rect.center)
    step(scene.app, 2)
    assert ctl.record.actions[before : before + 1] == [with_card.action]


def test_the_chooser_says_where_a_battle_stands() -> None:
    """OR 4.12: who attacks whom and how, each side's Force with the damage it sends."""
    from game.games.ortus_regni.rules.actions import Attack, Field, FieldDone
    from game.games.ortus_regni.rules.contract import RULES
    from game.games.ortus_regni.ui.chooser import situation

    s = helpers.blank(2)
    helpers.fief(s, 0, "palace", props=("land",))  # a Land to field from (OR-E38)
    (infantry,) = helpers.reserve(s, 0, "army_infantry")
    helpers.play(s, Attack("siege", 1, 0))
    with i18n.using("en"):
        first = [i18n.text(line) for line in situation(RULES.view_for(s, 0))]
        assert first[1:] == ["Aelfric has fielded nothing yet.", "Beorn has fielded nothing yet."]
        helpers.play(s, Field(f"reserve:{infantry}"), FieldDone())
        lines = [i18n.text(line) for line in situation(RULES.view_for(s, 1))]
    assert lines[0] == first[0] and "Beorn" in lines[0]
    assert lines[1] == "Aelfric fields an Infantry from the Reserve: 1 damage sent."


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_landed_horde_is_drawn_card_by_card_beside_the_king_and_the_bag(make_app: Any, size) -> None:
    """OR-E55: the Vikings' cards once landed lie face up in the middle bar, each whole
    when the bar has the room, and the King's and the Bag's parts stay in the bar."""
    ctl = _controller(3)
    _advance(ctl, 30)
    s = ctl.state
    s.vikings.arrived = True
    s.vikings.force = [helpers.army(s, "viking_infantry"), helpers.army(s, "viking_chieftain")]
    s.vikings.force += [helpers.army(s, "viking_infantry"), helpers.army(s, "viking_infantry")]
    s.cache.clear()
    scene = _open(make_app, ctl, size)
    scene.layers.clear()
    scene.draw(scene.app.surface)
    realm = scene.realm
    assert realm is not None
    horde = [rect for rect, card in realm.cards if card in s.vikings.force]
    assert len(horde) == 4
    assert all(realm.rect.contains(r) for r in horde)
    if size[0] >= 1920:  # room enough: no card hides another
        assert not any(a.colliderect(b) for a, b in itertools.combinations(horde, 2)), (realm.rect, horde)
    tips = [rect for rect, _tip in realm.tips]
    assert all(realm.rect.contains(r) for r in tips)
    assert not any(r.colliderect(h) for r in tips[-2:] for h in horde), "the King and the Bag stay clear"


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_long_hand_and_reserve_stay_in_their_strip(make_app: Any, size) -> None:
    """After Banquets a Hand may be long: its cards overlap rather than leave the strip,
    the Reserve after them, each card's name still pointable (the last on top)."""
    ctl = _controller(2)
    while (d := ctl.pending()) is not None and d.kind != "turn":
        _advance(ctl, 1)
    s = ctl.state
    seat = ctl.pending().seat
    helpers.hand(s, seat, *(["castle", "land", "vassal", "banquet"] * 3))
    helpers.reserve(s, seat, *(["army_infantry"] * 6))
    s.cache.clear()
    scene = _open(make_app, ctl, size)
    scene.layers.clear()
    scene.draw(scene.app.surface)
    strip = scene.hand
    assert strip is not None
    earl = s.earls[seat]
    assert [card for _, card in strip.cards] == earl.hand + earl.reserve
    for rect, _card in strip.cards:
        assert strip.rect.contains(rect), (rect, strip.rect)
    assert strip.card_at(strip.cards[-1][0].center) == earl.reserve[-1]


def test_an_earldom_flows_its_fiefs_into_rows_before_its_cards_overlap() -> None:
    from game.games.ortus_regni.ui.widgets.earldom import Spacing, arrange

    sp = Spacing(inner=3, between=12, pad=3, least_width=44, least_step=8)
    # one row at full height when it fits
    one = arrange([2, 1], (600, 146), sp)
    assert one.height == 140 and one.step == one.width + 3
    assert [p[1] for p in one.places if p is not None] == [0, 0]
    # a taller sheet: a second row gives larger cards than one crowded row
    two = arrange([4, 4, 4], (420, 300), sp)
    rows = {p[1] for p in two.places if p is not None}
    assert len(rows) >= 2 and two.step > two.width  # whole cards, in rows
    for p, size in zip(two.places, [4, 4, 4], strict=True):
        assert p is not None
        assert p[0] + two.width + two.step * (size - 1) + 2 * sp.pad <= 420
        assert p[1] + two.height + 2 * sp.pad <= 300
    # no room even at the least width: one row, overlapping, never beyond the sheet
    tight = arrange([9, 6], (300, 90), sp)
    assert tight.step < tight.width
    for p, size in zip(tight.places, [9, 6], strict=True):
        if p is not None:
            assert p[0] + tight.width + tight.step * (size - 1) + 2 * sp.pad <= 300


def test_a_side_that_fielded_nothing_is_said_to_have_once_its_fielding_is_over() -> None:
    """OR 4.12.3: once the defender's fielding is over, "has fielded nothing yet" would
    mislead; the line says he fielded nothing."""
    from game.games.ortus_regni.rules.actions import Attack, Field, FieldDone
    from game.games.ortus_regni.rules.contract import RULES
    from game.games.ortus_regni.ui.chooser import situation

    s = helpers.blank(2)
    helpers.fief(s, 0, "palace", lord="prince", props=("land",))  # a Prince Lord seizes (OR-E17)
    prince = s.earls[0].fiefs[0].lord
    (champion,) = helpers.hand(s, 0, "champion")
    target = helpers.fief(s, 1, "castle")
    helpers.play(s, Attack("siege", 1, target), Field(f"lord:{prince}"), Field(f"hand:{champion}"), FieldDone())
    with i18n.using("en"):
        during = [i18n.text(line) for line in situation(RULES.view_for(s, 1))]
        helpers.play(s, FieldDone())  # Beorn fields nothing: the Castle falls, to be seized
        assert s.stack and s.stack[-1]["step"] not in ("att_field", "def_field")
        after = [i18n.text(line) for line in situation(RULES.view_for(s, 0))]
    assert "Beorn has fielded nothing yet." in during
    assert "Beorn fielded nothing." in after
