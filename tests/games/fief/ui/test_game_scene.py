"""The game screen, headless: board and panels drawn, the prompt, the generic chooser
answering decisions, illegal attempts, the chronicle and its filter, AI seats thinking
off the frame loop, a whole short game played by clicks, and hidden hands."""

from __future__ import annotations

import itertools
import time

import pygame
import pytest

from game.ai import RandomBot
from game.core import i18n
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.actions import ChooseStart, Done, Move
from game.games.fief.rules.state import GameConfig, SeatConfig
from game.games.fief.ui import decisions
from game.games.fief.ui.render.pieces import PieceRenderer
from game.games.fief.ui.scenes.game import FiefTableScene
from game.ui.app import App
from game.ui.controller import Controller
from game.ui.decisions.chooser import GenericChooser
from game.ui.settings import UI_SCALES
from game.ui.widgets.panel import Panel
from tests.ui.driver import click, drag, key, move, step

COLOURS = ["red", "blue", "green", "purple", "black", "orange"]


def config(kinds: list[str], max_rounds: int | None = None) -> GameConfig:
    return GameConfig(
        [SeatConfig(f"House {c.title()}", c, k) for c, k in zip(COLOURS, kinds)], first_player=0, max_rounds=max_rounds
    )


@pytest.fixture
def generic(monkeypatch: pytest.MonkeyPatch) -> None:
    """Answer every decision with the generic chooser, whatever dedicated views exist."""
    for kind in list(decisions.VIEWS):
        monkeypatch.delitem(decisions.VIEWS, kind)


def open_game(make_app, ctl: Controller, size=(1280, 720), speed: str = "instant") -> tuple[App, FiefTableScene]:
    app = make_app(scene=None, window_size=size)
    app.settings.animation_speed = speed
    app.open("title")
    scene = app.open("game", controller=ctl)
    assert isinstance(scene, FiefTableScene)
    settle(app, scene)
    return app, scene


def settle(app: App, scene: FiefTableScene, frames: int = 2) -> None:
    """Run a few frames; click Continue when the end of a turn is held, and lift the
    privacy curtain (Enter) whenever it covers the table."""
    for _ in range(frames):
        step(app)
        if scene.turn_over is not None and app.scenes.top is scene:
            click(app, scene.continue_button.rect.center)
        for _ in range(4):
            if app.scenes.top is scene or type(app.scenes.top).__name__ != "CurtainScene":
                break
            key(app, pygame.K_RETURN)


def advance(ctl: Controller, until, seed: int = 4, limit: int = 5000) -> None:
    """Play the controller directly (random answers) until ``until(decision)`` holds."""
    bot = RandomBot(seed)
    for _ in range(limit):
        d = ctl.pending()
        if d is None or until(d):
            return
        if ctl.is_ai(d.seat):
            ctl.poll()
            ctl.wait_for_bots()
            ctl.poll()
        else:
            ctl.submit(bot.choose(ctl.state, d))
    raise AssertionError("the wanted decision never came")


def colours_in(surface: pygame.Surface, rect: pygame.Rect, step_px: int = 17) -> set:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left + 2, rect.right - 2, step_px)
        for y in range(rect.top + 2, rect.bottom - 2, step_px)
    }


# ------------------------------------------------------------------ opening and drawing
def test_the_scene_opens_on_a_new_game_and_draws_board_and_panels(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human", "human"]), 5)
    app, scene = open_game(make_app, ctl)
    assert app.scenes.top is scene
    assert scene.viewer == 0
    surface = app.surface
    assert len(colours_in(surface, scene.viewport)) > 40, "the board should be drawn, not blank"
    table = scene.theme.colors.table_dark
    for panel in scene.panels:
        seen = colours_in(surface, panel.rect, 7)
        assert len(seen) > 8 and table not in seen
    assert len(colours_in(surface, scene.chronicle_rect, 9)) > 8
    assert len(colours_in(surface, scene.decision_rect, 9)) > 8
    assert isinstance(scene.decision_view, GenericChooser)


def test_the_prompt_shows_the_pending_decision(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "ai", "ai"]), 2)
    app, scene = open_game(make_app, ctl)
    d = ctl.pending()
    text, seat = scene.prompt_text()
    assert seat == d.seat == 0
    assert "unoccupied village" in text and "unoccupied village" in str(d.prompt)
    # While a computer player decides, the prompt says so.
    ctl.submit(ChooseStart("blaye"))
    step(app)
    text, seat = scene.prompt_text()
    assert seat == 1 and "House Blue is thinking" in text


def test_the_chronicle_tooltip_and_tray_show_public_counts(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 3)
    app, scene = open_game(make_app, ctl)
    hit = next(h for h in scene.tray.hits if h.kind == "deck" and h.key == "lord")
    move(app, hit.rect.center)
    step(app, 40)
    assert app.tooltip.showing and f"{len(ctl.state.lord_deck)} cards face down" in app.tooltip.text
    assert "(2.2)" in app.tooltip.text


# ------------------------------------------------------------------ the generic chooser
def test_clicking_an_option_of_the_generic_chooser_submits_it(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 7)
    app, scene = open_game(make_app, ctl)
    chooser = scene.decision_view
    assert isinstance(chooser, GenericChooser)
    first = chooser.visible()[0]
    assert first.text.startswith("Settle in ")
    click(app, chooser.list.screen_rect(first).center)
    assert ctl.record.actions == [first.action]
    assert ctl.state.villages[first.action.village].present == [0]
    # The next seat's turn: the curtain (if any) is lifted and a new chooser answers it.
    settle(app, scene)
    assert scene.viewer == 1 and ctl.pending().seat == 1
    assert first.action not in scene.decision_view.decision.options


def test_dragging_the_map_pans_it_and_ends_over_the_panels(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 7)
    app, scene = open_game(make_app, ctl)
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)
    before = (scene.camera.x, scene.camera.y)
    drag(app, scene.viewport.center, scene.decision_view.rect.center)
    assert (scene.camera.x, scene.camera.y) != before
    assert ctl.record.actions == []  # letting go over the chooser chose nothing
    after = (scene.camera.x, scene.camera.y)
    move(app, scene.viewport.center)
    assert (scene.camera.x, scene.camera.y) == after, "the drag ended when the button was let go"
    chooser = scene.decision_view
    click(app, chooser.list.screen_rect(chooser.visible()[0]).center)
    assert len(ctl.record.actions) == 1


def test_enter_submits_the_selected_option(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 7)
    app, scene = open_game(make_app, ctl)
    click(app, scene.undo_button.rect.center)  # a button clicked earlier does not take the keys
    chooser = scene.decision_view
    move(app, chooser.rect.center)  # the arrow keys go to the chooser while the pointer is over it
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    expected = chooser.visible()[2].action
    key(app, pygame.K_RETURN)
    assert ctl.record.actions == [expected]


def test_an_illegal_submit_shows_the_engines_reason(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 7)
    app, scene = open_game(make_app, ctl)
    assert scene.submit(ChooseStart("blaye"))
    settle(app, scene)
    # Blaye is taken now: the engine says why, and nothing changes.
    assert not scene.submit(ChooseStart("blaye"))
    assert any("Blaye is already occupied" in text for text, _ in app.notices)
    assert not scene.submit(Move("nobody", "blaye"))
    assert any("a move action does not fit" in text for text, _ in app.notices)
    assert len(ctl.record.actions) == 1


def test_villages_named_by_options_are_highlighted_and_narrow_the_list(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 7)
    app, scene = open_game(make_app, ctl)
    chooser = scene.decision_view
    assert set(chooser.highlights()) == set(fief_data.board.villages)
    sigy = fief_data.board.villages["sigy"]
    click(app, scene.camera.world_to_screen(sigy.center))
    assert chooser.filter == ("village", "sigy")
    assert [o.action for o in chooser.visible()] == [ChooseStart("sigy")]
    assert chooser.highlights()["sigy"] == "selected"
    click(app, scene.camera.world_to_screen(sigy.center))  # again: every choice
    assert chooser.filter is None and len(chooser.visible()) == len(fief_data.board.villages)


def test_many_options_are_grouped_by_lord_or_village(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 11)
    advance(
        ctl,
        lambda d: d.kind == "movement" and d.seat == 0 and len(d.options) > 8 and len(ctl.state.families[0].lords) >= 2,
    )
    _app, scene = open_game(make_app, ctl)
    chooser = scene.decision_view
    assert isinstance(chooser, GenericChooser)
    headings = [i18n.text(payload) for kind, payload, _ in chooser.list.rows if kind == "heading"]
    lords = {i18n.text(scene.names.lord(lid)) for lid in ctl.state.families[0].lords}
    villages = {v.name for v in fief_data.board.villages.values()}
    assert lords & set(headings) and set(headings) <= lords | villages
    assert len(headings) == len(set(headings))
    # "End movement" comes first, before the groups.
    assert isinstance(chooser.visible()[0].action, Done)


def test_undo_takes_back_the_viewers_last_action(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 11)
    advance(ctl, lambda d: d.kind == "purchase" and d.seat == 0 and any(not isinstance(o, Done) for o in d.options))
    app, scene = open_game(make_app, ctl)
    before = ctl.state.to_json()
    assert not scene.undo_button.enabled
    buy = next(o for o in scene.decision_view.visible() if not isinstance(o.action, Done))
    click(app, scene.decision_view.list.screen_rect(buy).center)
    assert ctl.state.to_json() != before
    step(app)
    assert scene.undo_button.enabled
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert ctl.state.to_json() == before
    assert not scene.undo_button.enabled


# ------------------------------------------------------------------ chronicle
def test_the_chronicle_lists_events_and_filters_by_family(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 9)
    advance(ctl, lambda d: d.kind == "purchase")
    app, scene = open_game(make_app, ctl)
    # What happened since this family's last turn is listed first, in the chronicle's place.
    assert scene.since_entries and scene.since_view.visible and not scene.chronicle.visible
    click(app, scene.since_close.rect.center)
    assert scene.since_entries is None and scene.chronicle.visible
    texts = scene.chronicle.texts()
    assert texts[0] == "A game of Fief begins with 3 families."
    assert any("settles in" in t for t in texts)
    assert texts == [e.text for e in scene.fold(ctl.chronicle_for(scene.viewer))]
    assert not any("has finished" in t for t in texts)  # the end of each family's part is left out
    # Click the second family's marker above the chronicle.
    slot = dict(scene.family_filter.slots())[1]
    click(app, slot.center)
    assert scene.chronicle_family == 1
    only = scene.chronicle.texts()
    assert only and only == [e.text for e in scene.fold(ctl.chronicle_for(scene.viewer, 1))]
    assert len(only) < len(texts) and all("House Blue" in t or "House" not in t for t in only[:3])
    # Clicking a family panel's marker filters too; clicking it again shows everything.
    panel = scene.panels[2]
    click(app, panel._filter_rect.center)
    assert scene.chronicle_family == 2
    click(app, panel._filter_rect.center)
    assert scene.chronicle_family is None and scene.chronicle.texts() == texts


# ------------------------------------------------------------------ AI seats
#: how long the slow bot below thinks over each decision, in seconds
THINKING = 1.5


def test_ai_seats_advance_through_poll_without_blocking_the_frame(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["ai", "ai", "ai"]), 4)
    bot = ctl._bots[0]
    slow_choose = bot.choose

    def slow(view, decision):
        time.sleep(THINKING)
        return slow_choose(view, decision)

    bot.choose = slow
    app, scene = open_game(make_app, ctl)
    assert ctl.thinking
    started = time.perf_counter()
    step(app, 3)
    # Frames that waited would take the bot's whole thinking time; the margin below it
    # is for a machine busy with other work (the frames themselves take milliseconds).
    assert time.perf_counter() - started < THINKING * 0.75, "frames must not wait for a thinking bot"
    assert ctl.record.actions == []
    deadline = time.monotonic() + 10 * THINKING
    while len(ctl.record.actions) < 3:
        assert time.monotonic() < deadline
        step(app)
        time.sleep(0.004)  # as a real frame waits for the display, leaving the bot's thread time to think
    assert scene.viewer is None  # nobody sits at this table: a spectator's view


def test_ai_moves_wait_for_the_animation_of_the_last_one(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["ai", "ai", "ai"]), 4)
    app, scene = open_game(make_app, ctl, speed="slow")
    deadline = time.monotonic() + 20
    while not scene.animating:
        assert time.monotonic() < deadline
        ctl.wait_for_bots()
        step(app)
    n = len(ctl.record.actions)
    for _ in range(5):
        step(app)
        assert scene.animating or len(ctl.record.actions) == n
    assert len(ctl.record.actions) == n and not ctl.thinking
    while scene.animating:
        step(app)
    deadline = time.monotonic() + 10
    while len(ctl.record.actions) == n:
        assert time.monotonic() < deadline
        ctl.wait_for_bots()
        step(app)


def test_a_lord_slides_along_the_road_when_he_moves(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 11)
    advance(ctl, lambda d: d.kind == "movement" and d.seat == 0 and any(isinstance(o, Move) for o in d.options))
    app, scene = open_game(make_app, ctl, speed="normal")
    move_action = next(o for o in ctl.pending().options if isinstance(o, Move))
    assert scene.submit(move_action)
    shown, slides, _ = scene.shown()
    assert [s.lord for s in slides] == [move_action.lord]
    assert shown.lords[move_action.lord].village != move_action.to  # drawn riding, from before the move
    step(app, 10)
    assert 0 < scene.shown()[1][0].t < 1
    for _ in range(200):
        if not scene.animating:
            break
        step(app)
    assert not scene.animating and scene.shown()[0].lords[move_action.lord].village == move_action.to


# ------------------------------------------------------------------ a whole game by clicks
def test_a_short_game_is_finished_by_clicking_the_first_option(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"], max_rounds=2), 21)
    app, scene = open_game(make_app, ctl)
    for _ in range(4000):
        if ctl.state.outcome is not None:
            break
        settle(app, scene, 1)
        chooser = scene.decision_view
        assert isinstance(chooser, GenericChooser), "every human decision gets a chooser"
        assert chooser.decision.seat == scene.viewer == ctl.pending().seat
        n = len(ctl.record.actions)
        click(app, chooser.list.screen_rect(chooser.visible()[0]).center)
        assert len(ctl.record.actions) == n + 1
        move(app, (2, 2))  # the next option is chosen anew (not a double click)
    assert ctl.state.outcome is not None and ctl.state.round == 2
    step(app)
    assert "The game is over" in scene.prompt_text()[0]


# ------------------------------------------------------------------ privacy
def test_the_screen_never_shows_another_seats_hand(make_app, fief_data, generic, monkeypatch) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 5)
    card = "bountiful-harvest"
    name = fief_data.fortune_cards[card].name
    ctl.state.families[1].hand.append(card)  # another seat holds it
    ctl.state.families[1].hand.append("taxes")
    app, scene = open_game(make_app, ctl)
    assert scene.viewer == 0
    drawn: list[str] = []
    original = app.theme.text

    def recording(text, *args, **kwargs):
        drawn.append(i18n.text(text))
        return original(text, *args, **kwargs)

    monkeypatch.setattr(app.theme, "text", recording)
    step(app)
    assert drawn and not any(name in t or "Taxes" in t for t in drawn)
    assert scene.view.families[1].hand == ["hidden", "hidden"]
    # The hand counter of the other family says how many cards, never which.
    panel = scene.panels[1]
    hand_tip = next(rect for rect, tip in panel._tips if "holds 2 cards" in tip)
    move(app, hand_tip.center)
    step(app, 40)
    assert app.tooltip.showing and "holds 2 cards" in app.tooltip.text and name not in app.tooltip.text
    # A family sees its own cards.
    ctl.state.families[0].hand.append(card)
    scene._view = None
    step(app, 3)  # changed panels may take a frame or two to be painted (the frame's budget)
    own = next(rect for rect, tip in scene.panels[0]._tips if "holds 1 card" in tip)
    move(app, own.center)
    step(app, 40)
    assert name in app.tooltip.text


def test_hidden_deniers_show_as_a_question_mark_for_other_families(make_app, fief_data, generic) -> None:
    cfg = config(["human", "human", "human"])
    cfg.variants = ["hidden_deniers"]
    ctl = Controller.new(FIEF, fief_data, cfg, 5)
    ctl.state.families[1].deniers = 17
    _app, scene = open_game(make_app, ctl)
    assert scene.viewer == 0 and scene.view.families[1].deniers == -1
    purse = {
        seat: next(
            tip for _, tip in scene.panels[seat]._tips if tip.startswith(("Deniers", "House")) and "denier" in tip
        )
        for seat in (0, 1)
    }
    assert "hidden from the other families" in purse[1] and "17" not in purse[1]
    assert purse[0].startswith("House Red has 5 deniers")


def test_tokens_have_tooltips_naming_the_rule(make_app, fief_data, generic) -> None:
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 11)
    advance(ctl, lambda d: d.kind == "movement" and d.seat == 0)
    app, scene = open_game(make_app, ctl)
    step(app)
    pieces: PieceRenderer = scene.pieces
    lord = next(h for h in pieces.hits if h.kind == "lord" and ctl.state.lords[h.key].family == 0)
    assert "Moves left this Movement phase: 2 of 2 (5.0)" in lord.tooltip
    troops = next(h for h in pieces.hits if h.kind == "troops")
    assert "(6.2: a man-at-arms counts 1, a knight 3)" in troops.tooltip
    stronghold = next(h for h in pieces.hits if h.kind == "stronghold")
    assert "(4.2" in stronghold.tooltip
    crown = next(h for h in pieces.hits if h.kind == "crown")
    assert "(4.3)" in crown.tooltip
    move(app, lord.rect.center)
    step(app, 40)
    assert app.tooltip.showing and app.tooltip.text == lord.tooltip
    village = ctl.state.lords[lord.key].village
    square = pieces.square(scene.camera, village)
    move(app, square.center)
    step(app, 40)
    assert "Controlled by House Red" in app.tooltip.text and "(5.1)" in app.tooltip.text


# ------------------------------------------------------------------ layout
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080)])
@pytest.mark.parametrize("families", [3, 6])
def test_the_screen_fits_every_window(make_app, fief_data, generic, size, families) -> None:
    for ui_scale in (UI_SCALES[0], 1.0, UI_SCALES[-1]):
        ctl = Controller.new(FIEF, fief_data, config(["human"] * families), 5)
        app = make_app(scene=None, window_size=size)
        app.settings.ui_scale = ui_scale
        app._on_resize()
        app.settings.animation_speed = "instant"
        app.open("title")
        scene = app.open("game", controller=ctl)  # laid out on entering; no frame needed
        window = pygame.Rect(0, 0, *size)
        placed = [w for w in scene.group.widgets if w.visible and not isinstance(w, Panel)]
        areas = [(type(w).__name__, w.rect) for w in placed] + [
            ("decision", scene.decision_rect),
            ("prompt", scene.prompt_rect),
        ]
        for name, rect in areas:
            assert window.contains(rect), f"{name} {rect} leaves the {size} window at scale {ui_scale}"
        for (na, a), (nb, b) in itertools.combinations(areas, 2):
            assert not a.colliderect(b), f"{na} {a} overlaps {nb} {b} at {size}, scale {ui_scale}"
        assert scene.viewport.width > size[0] * 0.55 and scene.viewport.height > size[1] * 0.6
        app.close()


def test_family_panels_show_marriages_and_captives(make_app, fief_data) -> None:
    """1.1, 6.2.3: a married lord carries the rings and names the spouse in the tooltip;
    a captive says who holds him."""
    from game.games.fief.rules.actions import AnswerMarriage, ProposeMarriage
    from tests.games.fief import helpers
    from tests.games.fief.test_marriage import GRADY, GUNTER, four_families

    s = four_families()
    helpers.turn_of(s, GRADY, "marriage")
    engine.apply(s, ProposeMarriage("quentin", "jeanne"))
    engine.apply(s, AnswerMarriage(True))
    s.lords["arthur"].captor = GUNTER
    ctl = Controller.new(FIEF, fief_data, s.config, 1)
    ctl.record.state = s
    app = make_app(scene=None)
    app.open("title")
    scene = app.open("game", controller=ctl)
    step(app)
    lines = {seat: scene.panels[seat]._lord_lines(s, scene.names, s.families[seat]) for seat in range(4)}
    text, brief, tip = lines[GRADY][0]
    assert text == "Quentin ⚭ · Sigy" and "married to Jeanne of Gunter (1.1)" in tip
    assert brief == "Quentin ⚭"  # a narrow panel leaves the village to the map and the tooltip
    text, brief, tip = lines[0][0]
    assert text == "Arthur · Blaye · captive of Gunter" and "captive of Gunter" in tip
    assert brief == "Arthur · captive of Gunter"


# ------------------------------------------------------------------ the court (1.7, 1.8, 4.4)
def test_the_crown_button_opens_the_court_where_the_pope_excommunicates(make_app, fief_data) -> None:
    """The Pope's family, in its purchases: the crown button appears by the prompt; the
    court lists the lords it may excommunicate and the biretta; a click excommunicates and
    the purchase panel comes back; with nothing left at court the button goes away."""
    from game.games.fief.rules.actions import Excommunicate
    from game.games.fief.ui.decisions.court import CourtView
    from game.games.fief.ui.decisions.purchase import PurchaseView
    from tests.games.fief.test_titles import churchmen
    from tests.ui.driver import click

    s = churchmen()
    s.families[0].deniers = 2  # no biretta for Kirsten: only the Pope's powers
    ctl = Controller.new(FIEF, fief_data, s.config, 1)
    ctl.record.state = s
    app, scene = open_game(make_app, ctl)
    assert isinstance(scene.decision_view, PurchaseView)
    assert scene.court_button.visible and scene.prompt_rect.right < scene.court_button.rect.left
    click(app, scene.court_button.rect.center)
    settle(app, scene)
    view = scene.decision_view
    assert isinstance(view, CourtView)
    rows = {w.text: w for w in view.group.widgets if hasattr(w, "on_click") and hasattr(w, "note")}
    assert "Excommunicate Charles, Cardinal, Bishop of Tournus" in rows
    assert not any(t.startswith("Excommunicate Henri") for t in rows)  # never the Pope himself
    click(app, rows["Excommunicate Charles, Cardinal, Bishop of Tournus"].rect.center)
    settle(app, scene)
    assert ctl.record.actions[-1] == Excommunicate("charles")
    assert s.excommunicated == "charles" and "charles" not in s.cardinals
    assert isinstance(scene.decision_view, PurchaseView)
    # only the lifting is left at court now; Escape there goes back to purchases
    key(app, pygame.K_c)
    settle(app, scene)
    assert isinstance(scene.decision_view, CourtView)
    texts = [w.text for w in scene.decision_view.group.widgets if hasattr(w, "note")]
    assert texts == ["Lift the excommunication of Charles"]
    key(app, pygame.K_ESCAPE)
    settle(app, scene)
    assert isinstance(scene.decision_view, PurchaseView)


# ------------------------------------------------------------------ diplomacy (8.0, 11.3)
def test_the_diplomacy_button_writes_a_deal_and_opens_a_private_talk(make_app, fief_data) -> None:
    """8.0: in Kirsten's purchases the Diplomacy button (or P) shows a deal row for each
    family and the people to talk with (David, a computer player, cannot be chosen). A
    talk with Grady spends a marker and hides the table behind the talk screen, whose
    clock runs down from 3:00; three more minutes spend another marker; ending the talk
    brings back the purchases. A deal row opens the deal panel."""
    from game.games.fief.rules.actions import Bargain, OpenTalk
    from game.games.fief.ui.decisions.deal import DealView
    from game.games.fief.ui.decisions.diplomacy import DiplomacyView
    from game.games.fief.ui.decisions.purchase import PurchaseView
    from game.games.fief.ui.scenes.talk import TalkScene
    from tests.games.fief.test_diplomacy import at_purchase
    from tests.ui.driver import button, click

    s = at_purchase()
    s.config.seats[2].kind = "ai"
    ctl = Controller.new(FIEF, fief_data, s.config, 1)
    ctl.record.state = s
    app, scene = open_game(make_app, ctl)
    assert isinstance(scene.decision_view, PurchaseView) and scene.diplomacy_button.visible
    click(app, scene.diplomacy_button.rect.center)
    settle(app, scene)
    view = scene.decision_view
    assert isinstance(view, DiplomacyView)
    rows = {w.text: w for w in view.group.widgets if hasattr(w, "note")}
    assert {"A deal for Grady", "A deal for David", "Grady", "David"} <= set(rows)
    assert rows["David"].on_click is None and rows["David"].note == "computer"
    click(app, rows["Grady"].rect.center)
    settle(app, scene)
    talk = next(w for w in scene.decision_view.foot.widgets if getattr(w, "text", "") == "Talk")
    click(app, talk.rect.center)
    settle(app, scene)
    top = app.scenes.top
    assert isinstance(top, TalkScene) and top.others == (GRADY_SEAT,)
    assert ctl.record.actions[-1] == OpenTalk((GRADY_SEAT,)) and s.families[0].stock["diplomacy"] == 2
    step(app, 90)
    assert 178 <= top.left < 179
    click(app, button(top, "Three more minutes").rect.center)
    assert s.families[0].stock["diplomacy"] == 1 and 358 <= top.left < 359
    top.left = 0.01
    step(app, 2)
    assert top.over
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene
    settle(app, scene)
    assert isinstance(scene.decision_view, PurchaseView)
    key(app, pygame.K_p)
    settle(app, scene)
    rows = {w.text: w for w in scene.decision_view.group.widgets if hasattr(w, "note")}
    click(app, rows["A deal for Grady"].rect.center)
    settle(app, scene)
    assert ctl.record.actions[-1] == Bargain(GRADY_SEAT) and isinstance(scene.decision_view, DealView)
    assert not scene.diplomacy_button.visible  # one deal a turn, and it is being written


GRADY_SEAT = 1


def test_an_open_diplomacy_talk_counts_up_without_markers(make_app, fief_data) -> None:
    """11.3: with Open Diplomacy the talk costs nothing, has no end of its own and its
    clock counts the time talked."""
    from game.games.fief.ui.scenes.talk import TalkScene, clock_words
    from tests.games.fief.test_diplomacy import at_purchase

    s = at_purchase(variants=["open_diplomacy"])
    ctl = Controller.new(FIEF, fief_data, s.config, 1)
    ctl.record.state = s
    app, scene = open_game(make_app, ctl)
    from game.games.fief.rules.actions import OpenTalk

    assert scene.submit(OpenTalk((1, 2)))
    top = app.scenes.top
    assert isinstance(top, TalkScene) and top.open_ended and not top.over
    step(app, 120)
    assert clock_words(top.elapsed) in ("0:02", "0:03") and s.families[0].stock["diplomacy"] == 3
    assert not any(getattr(w, "text", "") == "Three more minutes" for w in top.group.widgets)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
