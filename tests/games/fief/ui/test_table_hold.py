"""Fief's table gives the players time to see: a turn that ends with the last denier
spent (4.0) passes the computer on at once (nothing happened but what was chosen), and
the next family sees the purchases played on the map, one move at a time, before its
own decision; the chronicle writes a run of purchases or troop changes as one line and
leaves out the end of each family's part; a line of "since your last turn" plays the
purchases again on the map."""

from __future__ import annotations

import pygame

from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Buy
from game.games.fief.ui.chronicle import chronicle_key, chronicle_line
from game.games.fief.ui.decisions.purchase import PurchaseView
from game.games.fief.ui.lights import VILLAGE
from game.ui.controller import Controller, fold_entries
from game.ui.scenes.curtain import CurtainScene
from tests.games.fief.ui.test_game_scene import advance, config, open_game
from tests.ui.driver import click, key, step


def _at_purchase(make_app, fief_data, deniers: int, speed: str = "instant"):
    """Three people; the first family to buy (House Red) has ``deniers`` left."""
    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 9)
    advance(ctl, lambda d: d.kind == "purchase")
    assert ctl.pending().seat == 0
    ctl.state.families[0].deniers = deniers
    ctl.state.cache.clear()
    app, scene = open_game(make_app, ctl)
    app.settings.animation_speed = speed
    assert scene.viewer == 0 and isinstance(scene.decision_view, PurchaseView)
    return ctl, app, scene


def _lit_villages(moment) -> set[str]:
    return {light.thing[1] for light in moment.lights if light.thing[0] == VILLAGE}


def test_the_last_denier_spent_passes_on_and_the_next_family_sees_the_purchases(make_app, fief_data) -> None:
    """4.0: a family buys while it has deniers; the engine ends its purchases when none
    is left. Nothing happened but what House Red chose, so the curtain comes at once;
    House Blue is then shown each purchase, Pugnac lit, before its own decision."""
    ctl, app, scene = _at_purchase(make_app, fief_data, 2, speed="normal")
    mark = len(ctl.chronicle)
    buy = Buy("man_at_arms", "pugnac")
    assert scene.submit(buy) and scene.turn_over is None  # one denier left: still buying
    assert scene.submit(buy)
    assert ctl.pending().seat == 1 and scene.turn_over is None
    step(app, 3)
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat == 1
    key(app, pygame.K_RETURN)  # Enter on the curtain: Blue takes the computer
    assert scene.viewer == 1
    moves = [m for m in scene.moments if not m.mine]
    assert len(moves) == 2 and all(m.seat == 0 and _lit_villages(m) == {"pugnac"} for m in moves)
    assert scene.decision_view is None and scene.blocking
    for _ in range(600):
        if not scene.moments:
            break
        step(app)
    step(app, 2)
    assert scene.decision_view is not None and scene.decision_view.decision.seat == 1
    listed = [e.text for e in scene.since_entries]
    assert listed[-1] == "House Red buys 2 men-at-arms in Pugnac for 2 deniers."
    assert listed == [e.text for e in scene.fold(ctl.since(1))]
    assert len(ctl.chronicle) - mark == 3  # two purchases and the end of Red's part
    # The chronicle: one line for both men-at-arms, none for "has finished buying".
    scene.close_since()
    step(app)
    texts = scene.chronicle.texts()
    assert "House Red buys 2 men-at-arms in Pugnac for 2 deniers." in texts
    assert not any("has finished" in t for t in texts)


def test_a_line_since_the_last_turn_plays_the_purchases_again(make_app, fief_data) -> None:
    ctl, app, scene = _at_purchase(make_app, fief_data, 2)
    buy = Buy("man_at_arms", "pugnac")
    scene.submit(buy)
    scene.submit(buy)
    step(app, 2)
    key(app, pygame.K_RETURN)  # Enter on the curtain: Blue takes the computer
    assert scene.viewer == 1
    # Played again at once, even at instant speed: both purchases light Pugnac.
    entry = scene.since_entries[-1]
    click(app, scene.since_view.entry_rect(entry).center)
    replays = [m for m in scene.moments if m.replay]
    assert len(replays) == 2 and all(_lit_villages(m) == {"pugnac"} for m in replays)
    before = replays[0].before
    assert before.villages["pugnac"].troops[0].men_at_arms + 2 == ctl.state.villages["pugnac"].troops[0].men_at_arms
    for _ in range(400):
        step(app)
        if not scene.animating:
            break
    assert not scene.animating and scene._replaying is None


def test_stepper_clicks_fold_into_the_net_change_of_troops() -> None:
    """5.0: a lord picks troops up and sets them down one click at a time."""
    from game.games.fief.rules.data import load_fief_data
    from game.ui.controller import ChronicleEntry

    data = load_fief_data()
    ctl = Controller.new(FIEF, data, config(["human", "human", "human"]), 9)
    lord = next(iter(data.lords))
    clicks = [
        ev.TroopsPickedUp(0, lord, "pugnac", "man_at_arms", 1),
        ev.TroopsPickedUp(0, lord, "pugnac", "man_at_arms", 1),
        ev.TroopsPickedUp(0, lord, "pugnac", "knight", 1),
        ev.TroopsDropped(0, lord, "pugnac", "man_at_arms", 1),
    ]
    entries = [ChronicleEntry(1, 5, "", (0,), None, e, (i,)) for i, e in enumerate(clicks)]
    folded = fold_entries(entries, chronicle_key, chronicle_line, ctl.state)
    assert len(folded) == 1 and folded[0].actions == (0, 1, 2, 3)
    assert folded[0].text.endswith("gathers a knight and a man-at-arms in Pugnac.")
    undone = [*entries[:1], ChronicleEntry(1, 5, "", (0,), None, clicks[3], (4,))]
    assert fold_entries(undone, chronicle_key, chronicle_line, ctl.state) == []  # up then down: no line


def test_under_fog_of_war_a_folded_line_tells_no_village_and_no_kind() -> None:
    """11.2: the other families' versions of a purchase name no village, and of troops
    picked up no kind; their folded line says so in words, with one and with many."""
    from game.games.fief.rules.data import load_fief_data
    from game.ui.controller import ChronicleEntry

    data = load_fief_data()
    ctl = Controller.new(FIEF, data, config(["human", "human", "human"]), 9)

    def line(events: list) -> str:
        entries = [ChronicleEntry(1, 4, "", (0,), None, e, (i,)) for i, e in enumerate(events)]
        folded = fold_entries(entries, chronicle_key, chronicle_line, ctl.state)
        assert len(folded) == 1
        return folded[0].text

    one = line([ev.Bought(1, "man_at_arms", "", 1)])
    assert one.endswith("buys a man-at-arms for 1 denier and sets the counter face down in a place of its choosing.")
    two = line([ev.Bought(1, "man_at_arms", "", 1), ev.Bought(1, "man_at_arms", "", 1)])
    assert two.endswith("buys 2 men-at-arms for 2 deniers and sets the counters face down in a place of its choosing.")
    assert " in  " not in one + two
    lord = next(iter(data.lords))
    picked = line([ev.TroopsPickedUp(1, lord, "pugnac", "", 2), ev.TroopsPickedUp(1, lord, "pugnac", "", 1)])
    assert picked.endswith("gathers 3 face-down counters in Pugnac.")
