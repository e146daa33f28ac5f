"""A whole game of Pilgrims' Race played through the real client, under SDL's dummy
video driver, the way two people and a computer player would play it.

From the title the game is chosen in the drop-down, the setup screen is given three
seats (two people, one computer player) and a seed, and the game begins. Then, frame
after frame: the curtain is lifted when it comes down (it names the seat to play, and
nothing of the table is drawn under it); a person's decision is answered on the screen,
the walk through the game's own ``WalkView`` (its cards and its Done button clicked, or
their keys typed), the turn and hospitality through the generic chooser (an option
clicked; the arrow keys and Enter); the computer player and the table run by stepping
frames; when a person's turn ends by itself and did more than they chose (a new round
began) before the other person plays, its end is held on their screen until Continue
is clicked (or Enter typed). At the game-over screen the outcome is checked against the engine's, and so are
the chronicle, the curtains between the two people and the number of frames it took.
"""

from __future__ import annotations

import pygame

from game.core.engine import Action, Decision
from game.ui.app import App
from game.ui.decisions.chooser import GenericChooser
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.game_over import GameOverScene, plain_headline
from game.ui.scenes.popup_menu import PopupMenu
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.selector import CycleSelector
from tests.testgame.bots import ENOUGH
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.testgame.rules import Done, Draw, Lay, Pass, PilgrimsState, TurnAway, Welcome
from tests.testgame.ui import WalkView
from tests.ui.driver import button, click, key, move, step, type_text, widgets

#: the seed typed on the setup screen: a game in which a person is asked for hospitality
#: twice, once by the other person (welcomed) and once by the computer player (turned away)
SEED = 11
#: the whole game, from the title to the game-over screen, takes fewer frames than this
MAX_FRAMES = 600


def plan(view: PilgrimsState, decision: Decision, humans: list[int]) -> Action:
    """What the people at the table choose, from what the deciding seat may see: a walk
    with the highest cards until they make ``ENOUGH``, a draw to keep two cards, other
    people welcomed at the inn and the computer player turned away."""
    if decision.kind == "hospitality":
        return Welcome() if view.turn in humans else TurnAway()
    lays = sorted((a for a in decision.options if isinstance(a, Lay)), key=lambda a: a.card)
    if decision.kind == "walk":
        return lays[-1] if lays and sum(view.laid) < ENOUGH else Done()
    if Draw() in decision.options and len(view.hands[decision.seat]) < 2:
        return Draw()
    if lays:
        return lays[-1]
    return Draw() if Draw() in decision.options else Pass()


def answer_walk(app: App, view: WalkView, wanted: Action) -> str:
    """The first person clicks the card to lay, or Done; the second types the card's
    digit, or Enter."""
    hand = view.ctx.view.hands[view.seat]
    assert sorted(card.value for card in view.cards) == sorted(hand)
    placed = [card.rect for card in view.cards] + ([view.done.rect] if view.done else [])
    assert all(view.rect.contains(rect) for rect in placed)
    assert all(not a.colliderect(b) for i, a in enumerate(placed) for b in placed[i + 1 :])
    typed = view.seat == 1
    if isinstance(wanted, Lay):
        if typed:
            key(app, pygame.K_0 + wanted.card)
            return "digit"
        card = next(c for c in view.cards if c.value == wanted.card and c.interactive)
        click(app, card.rect.center)
        return "card"
    assert view.done is not None and view.done.interactive
    if typed:
        key(app, pygame.K_RETURN)
        return "enter"
    click(app, view.done.rect.center)
    return "done"


def answer_with_chooser(app: App, chooser: GenericChooser, wanted: Action) -> str:
    """A turn: click the option. Hospitality: the arrow keys (pointer over the
    chooser) and Enter."""
    shown = chooser.visible()
    assert {o.action for o in shown} == set(chooser.decision.options)
    option = next(o for o in shown if o.action == wanted)
    if chooser.decision.kind != "hospitality":
        rect = chooser.list.screen_rect(option)
        assert rect is not None, f"{option.text!r} is out of sight"
        click(app, rect.center)
        return "click"
    move(app, chooser.rect.center)
    for _ in range(shown.index(option)):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    return "keys"


def test_a_whole_game_through_the_client(make_app) -> None:
    app = make_app()
    app.settings.animation_speed = "instant"
    first_frame = app.frame

    # The title: choose Pilgrims' Race in the drop-down of games.
    title = app.scenes.top
    assert isinstance(title, TitleScene) and title.game_choice is not None
    click(app, title.game_choice.rect.center)
    menu = app.scenes.top
    assert isinstance(menu, PopupMenu)
    row = [c.value for c in menu.choices].index(PILGRIMS.id)
    pad, height = app.theme.px(6), menu.row_height()
    click(app, (menu.rect.centerx, menu.rect.top + pad + row * height + height // 2))
    assert app.scenes.top is title and app.options.game == PILGRIMS.id
    click(app, button(title, "New game").rect.center)

    # The setup: three seats, the second played by a person, and the seed.
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.seat_count is not None
    while len(setup.seats) > 3:  # the left arrow of the number of players
        click(app, (setup.seat_count.rect.left + app.theme.px(8), setup.seat_count.rect.centery))
    kinds = [w for w in widgets(setup, CycleSelector) if w is not setup.seat_count]
    while setup.seats[1].kind != "human":  # the choices cycle back to Human
        click(app, kinds[1].rect.center)
        kinds = [w for w in widgets(setup, CycleSelector) if w is not setup.seat_count]
    assert [s.kind for s in setup.seats] == ["human", "human", "ai"]
    click(app, setup.seed_input.rect.center)
    type_text(app, str(SEED))
    assert setup.seed_text == str(SEED)
    click(app, button(setup, "Begin the game").rect.center)

    tables = app.games()
    assert len(tables) == 1 and type(tables[0]) is TableScene
    table = tables[0]
    ctl = table.controller
    assert ctl.game is PILGRIMS and ctl.record.seed == SEED
    names = ctl.seat_names()
    humans = ctl.human_seats()
    assert humans == [0, 1] and ctl.is_ai(2)

    # The game: lift each curtain, answer each person's decision on the screen, let the
    # computer player think.
    log: list[tuple[str, int]] = []  # ("curtain", seat) and ("act", seat), in order
    how: dict[str, set[str]] = {}  # decision kind: how the screen answered it
    answered: list[Action] = []  # what the people chose, in order
    while not isinstance(app.scenes.top, GameOverScene):
        frames = app.frame - first_frame
        assert frames < MAX_FRAMES, (
            f"no game over after {frames} frames: round {ctl.rules.progress(ctl.state)[0]}, "
            f"{len(ctl.record.actions)} actions, {type(app.scenes.top).__name__} on top"
        )
        top = app.scenes.top
        decision = ctl.pending()
        if isinstance(top, CurtainScene):
            assert decision is not None and top.seat == decision.seat and top.seat in humans
            assert names[top.seat] in top.words.heading and top.words.button.startswith(f"I am {names[top.seat]},")
            # A question inside another's turn names only who answers it.
            assert top.interrupt == decision.interrupt == (decision.kind == "hospitality")
            assert top.words.heading == (
                f"{names[top.seat]} is asked a question" if top.interrupt else f"Pass the computer to {names[top.seat]}"
            )
            # Nothing of the table is drawn or updated under the curtain, no hand is open.
            assert app.scenes.visible() == [top]
            assert table.decision_view is None and table.viewer != top.seat
            if not log:
                assert table.viewer is None  # before anyone sat down: every hand hidden
            log.append(("curtain", top.seat))
            click(app, button(top, top.words.button).rect.center)
            assert app.scenes.top is table and table.viewer == top.seat
            continue
        assert top is table, f"{type(top).__name__} over the table"
        if table.turn_over is not None:
            # A turn the game ended by itself is held on this person's screen: no curtain
            # and no computer move until Continue is clicked (or Enter, for the second).
            seat = table.turn_over
            assert seat == table.viewer and log[-1] == ("act", seat)
            held_at = len(ctl.record.actions)
            step(app, 5)
            assert app.scenes.top is table and len(ctl.record.actions) == held_at
            assert table.continue_button is not None and table.continue_button.visible
            log.append(("held", seat))
            if seat == 1:
                key(app, pygame.K_RETURN)
            else:
                click(app, table.continue_button.rect.center)
            assert table.turn_over is None
            continue
        view = table.decision_view
        if view is None:  # the computer player thinks, or the table moves on
            step(app)
            ctl.wait_for_bots(5.0)
            continue
        assert decision is not None and view.decision.seat == decision.seat == table.viewer
        assert not ctl.is_ai(decision.seat)
        wanted = plan(ctl.view(decision.seat), decision, humans)
        before = len(ctl.record.actions)
        if decision.kind == "walk":
            assert isinstance(view, WalkView)
            way = answer_walk(app, view, wanted)
        else:
            assert isinstance(view, GenericChooser) and type(view) is GenericChooser
            way = answer_with_chooser(app, view, wanted)
        assert ctl.record.actions[before : before + 1] == [wanted], f"{wanted} was not what the screen did"
        how.setdefault(decision.kind, set()).add(way)
        answered.append(wanted)
        log.append(("act", decision.seat))

    frames = app.frame - first_frame
    over = app.scenes.top
    assert isinstance(over, GameOverScene)

    # The outcome is the engine's: the same set-up, seed and actions, replayed headless.
    outcome = ctl.rules.outcome(ctl.state)
    assert outcome is not None
    replay = ctl.record.replayed()
    for action in ctl.record.actions:
        replay.apply(action)
    assert PILGRIMS.rules.outcome(replay.state) == outcome
    assert replay.state.to_json() == ctl.state.to_json()
    assert {s.seat for s in over.scores if s.winner} == set(outcome.winners)
    assert over.heading == plain_headline(names, outcome.winners, ctl.rules.progress(ctl.state)[0])
    assert over.score_sheet.reason == outcome.reason

    # Both people played on the screen, with the view, the clicks and the keys; so did
    # the computer player, by itself.
    assert (
        how["walk"] == {"card", "done", "digit", "enter"}
        and how["turn"] == {"click"}
        and how["hospitality"] == {"keys"}
    )
    assert Welcome() in answered and TurnAway() in answered  # Enter alone, and Down then Enter
    acted = {seat for kind, seat in log if kind == "act"}
    assert acted == set(humans)
    assert len(ctl.record.actions) > sum(kind == "act" for kind, _ in log)

    # The chronicle, as the last person at the screen reads it, tells of every seat.
    assert table.chronicle is not None
    entries = table.chronicle_entries()
    assert {seat for entry in entries for seat in entry.seats} == {0, 1, 2}
    texts = table.chronicle.texts()
    assert all(any(name in text for text in texts) for name in names)
    assert texts[-1] == outcome.reason

    # A person's turn held for them to see was one the game ended (not Done or Pass).
    held = [i for i, (kind, _) in enumerate(log) if kind == "held"]
    assert all(
        log[i - 1][0] == "act" and answered[sum(k == "act" for k, _ in log[:i]) - 1].kind not in ("done", "pass")
        for i in held
    )

    # Each person's turn followed a curtain whenever the other person had played last.
    last: int | None = None
    curtain: int | None = None
    for kind, seat in log:
        if kind == "held":
            continue
        if kind == "curtain":
            curtain = seat
            continue
        if seat != last:
            before = "nobody" if last is None else names[last]
            assert curtain == seat, f"{names[seat]} played after {before} without a curtain between: {log}"
        last, curtain = seat, None
    assert sum(kind == "curtain" for kind, _ in log) >= 2

    assert frames < MAX_FRAMES
