"""The war views, driven with clicks on real positions built with the engine
(``tests.ui.war_positions``): a battle round, casualties, a truce, a sally, joining a
side, the battles turn, ransoms, Cavalcades and captives led along, and a battle inside
the game scene.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import battle as war
from game.games.fief.rules import engine
from game.games.fief.rules.actions import (
    AnswerRansom,
    AnswerTruce,
    Besiege,
    CallOff,
    Cavalcade,
    ChooseSide,
    DeclareBattle,
    Done,
    EndSiege,
    Fight,
    FreeCaptives,
    LeadCaptive,
    OfferTruce,
    PayRansom,
    Sally,
    Surrender,
    TakeHits,
    Tunnels,
)
from game.games.fief.rules.control import controller
from game.games.fief.ui.decisions.battle import BattleView
from game.games.fief.ui.decisions.battle_board import BattleBoard, ChoiceButton, penalty_words
from game.games.fief.ui.decisions.battles import BattlesView
from game.games.fief.ui.decisions.common import Row, Stepper
from game.games.fief.ui.decisions.movement import MovementView
from game.games.fief.ui.decisions.ransom import RansomView
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from tests.games.fief import helpers
from tests.games.fief.helpers import v
from tests.games.fief.test_disasters import Dice
from tests.games.fief.ui import war_positions as pos
from tests.games.fief.ui.test_decision_views import Table, one, widgets

KIRSTEN, GRADY, DAVID = pos.KIRSTEN, pos.GRADY, pos.DAVID


@pytest.fixture
def app(make_app):
    return make_app(scene=None)


def tall_rect(app) -> pygame.Rect:
    """Where the game scene puts a tall view: the decision box and the chronicle's room."""
    t = app.theme
    w, h = app.surface.get_size()
    return pygame.Rect(w - t.px(382), t.px(214), t.px(372), h - t.px(224))


def table_at(app, state, tall: bool = True) -> Table:
    table = Table(app, state)
    if tall:
        table.panel = tall_rect(app)
        assert table.current is not None
        table.current.layout(table.panel)
    return table


def texts(view, cls) -> list[str]:
    return [w.text for w in widgets(view, cls)]


def rows_with_actions(view) -> list[Row]:
    return [w for w in view.group.widgets if isinstance(w, Row) and hasattr(w, "action")]


# --------------------------------------------------------------------------- a battle round


def test_the_battle_panel_offers_exactly_the_decisions_options_as_buttons(app) -> None:
    s = pos.battle_round()
    table = table_at(app, s)
    view = table.current
    assert isinstance(view, BattleView) and view.tall
    buttons = view.choice_buttons()
    assert sorted(map(repr, (b.action for b in buttons))) == sorted(map(repr, table.decision.options))
    assert len(buttons) == len(table.decision.options) == 5
    assert all(b.enabled for b in buttons)
    words = {b.action: b.text for b in buttons}
    assert words[Fight()] == "Fight on"
    assert words[Surrender()] == "Surrender"
    assert words[OfferTruce(GRADY)] == "Offer truce — Grady keeps the village"
    assert words[OfferTruce(KIRSTEN)] == "Offer truce — Kirsten takes the village"
    assert words[CallOff()] == "Call off the assault"
    tips = {b.action: view.tooltip_at(b.rect.center) for b in buttons}
    assert "(6.3)" in tips[Surrender()] and "(6.3)" in tips[OfferTruce(GRADY)]
    assert "6.1" in tips[CallOff()] and "(6.2)" in tips[Fight()]
    # Only the battle's village is marked on the map.
    assert view.highlights() == {v("Sigy"): "target"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("index", range(5))
def test_clicking_a_battle_button_submits_that_exact_action(app, index, lang) -> None:
    with i18n.using(lang):
        s = pos.battle_round()
        table = table_at(app, s)
        option = table.decision.options[index]
        button = next(b for b in table.current.choice_buttons() if b.action == option)
        if button not in table.current.foot.widgets:
            button = table.reach(ChoiceButton, button.text)
        table.click(button.rect.center)
        assert table.submitted == [option]


def test_the_secret_passage_and_the_ambush_are_buttons_naming_their_rules(app) -> None:
    s = pos.battle_round()
    helpers.give(s, KIRSTEN, "secret-passage", "ambush")
    s.villages[v("Sigy")].sieges.clear()  # no engine: the walls cost a die, the tunnels help
    s.families[KIRSTEN].stock["siege_engines"] += 1
    s.cache.clear()
    table = table_at(app, s)
    view = table.current
    buttons = {b.action: b for b in view.choice_buttons()}
    assert set(buttons) == set(table.decision.options)
    tunnels = buttons[Tunnels()]
    assert tunnels.text == "Play Secret Passage: attack from the tunnels" and "(10.2.2)" in tunnels.tooltip
    ambush = [b for a, b in buttons.items() if a.kind == "play_ambush"]
    assert [b.text for b in ambush] == ["Ambush Éric of Grady"] and "(10.5" in ambush[0].tooltip
    table.click(table.reach(ChoiceButton, tunnels.text).rect.center)
    assert table.submitted == [Tunnels()] and s.battle.passage
    assert "Secret Passage: no penalty (10.2.2)" in penalty_words(s, s.battle, table.names)[0]


def test_the_penalty_of_a_stronghold_with_a_siege_engine_in_words_and_dice(app) -> None:
    s = pos.battle_round()
    b = s.battle
    assert war.base_penalty(s, b) == 1 and war.engines(s, b) == 1
    table = table_at(app, s)
    view = table.current
    line = "Stronghold −1 die, siege engine cancels 1: no penalty left (6.2.1, 6.4.2)."
    assert penalty_words(s, b, table.names) == [line]
    assert line in texts(view, Label)
    board = widgets(view, BattleBoard)[0]
    attackers, defenders = board.sides
    assert (attackers.strength, attackers.dice, attackers.penalty, attackers.total) == (8, 2, 0, 2)
    assert (defenders.strength, defenders.total, defenders.behind_walls) == (5, 1, True)
    assert [str(f.name) for f in attackers.families] == ["Kirsten"]
    assert [str(f.name) for f in defenders.families] == ["Grady"]
    assert (attackers.families[0].knights, attackers.families[0].men) == (2, 1)
    # Without the engine the walls take a die, and the panel says so.
    s.villages[v("Sigy")].sieges.clear()
    s.cache.clear()
    assert penalty_words(s, b, table.names) == ["Stronghold −1 die for the attackers (6.2.1)."]
    view = table_at(app, s).current
    attackers = widgets(view, BattleBoard)[0].sides[0]
    assert (attackers.dice, attackers.penalty, attackers.total) == (2, 1, 1)


def test_the_last_rolls_dice_tumble_once_then_show_their_hits(app) -> None:
    s = pos.battle_round()
    table = table_at(app, s)
    view = table.current
    board = widgets(view, BattleBoard)[0]
    assert board.sides[0].last == [1, 1] and board.sides[1].last == [1, 1]
    assert board.sides[0].hits_taken == 2 and board.sides[1].hits_taken == 2
    assert view._tumble() > 0  # a new roll: its dice tumble
    view.update(1.0)
    assert view._tumble() == 0
    table.draw()
    again = BattleView(table, table.decision)
    again.layout(table.panel)
    assert again._tumble() == 0  # the same roll is not rolled again on the same table
    assert "After roll 1 · quiet rolls: 0 of 3" in texts(again, Label)


# --------------------------------------------------------------------------- casualties


def test_the_casualty_chooser_lists_exactly_the_legal_losses_in_words(app) -> None:
    s = pos.casualty_choice()
    table = table_at(app, s)
    view = table.current
    assert isinstance(view, BattleView) and table.decision.kind == "casualties"
    rows = rows_with_actions(view)
    legal = war.casualty_options(s, s.battle, 1)
    assert [r.action for r in rows] == list(table.decision.options) and set(legal) == set(table.decision.options)
    assert sorted(r.text for r in rows) == ["Blanche dies · Gauvain captive", "Gauvain dies · Blanche captive"]
    assert all(r.sub == "All troops lost · 5 strength points" for r in rows)
    assert widgets(view, BattleBoard)[0].sides[1].pending == 5
    assert "Your side takes 5 hits" in [h.text for h in view.group.widgets if type(h).__name__ == "Heading"]
    confirm = one(view, Button, "Take these losses")
    assert not confirm.enabled and not table.key(pygame.K_RETURN)
    gauvain_dies = next(r for r in rows if r.text.startswith("Gauvain"))
    table.click(gauvain_dies.rect.center)
    assert view.chosen == gauvain_dies.action and table.submitted == []
    table.click(one(view, Button, "Take these losses").rect.center)
    assert table.submitted == [TakeHits(((GRADY, 1, 1),), ("gauvain",))]
    assert "gauvain" not in s.lords or s.lords["gauvain"].village == ""
    assert s.lords["blanche"].captor == KIRSTEN


def test_a_choice_between_a_knight_and_three_men_at_arms(app) -> None:
    s = pos.siege_of_sigy()
    s.rng = Dice(3, 1, 3, 2)  # each side's two dice: 2 + 1 = 3 hits
    engine.apply(s, DeclareBattle(v("Sigy"), GRADY))
    engine.apply(s, Fight())
    engine.apply(s, Fight())
    table = table_at(app, s)
    view = table.current
    rows = rows_with_actions(view)
    assert {r.text: r.action for r in rows} == {
        "Lose 3 men-at-arms": TakeHits(((KIRSTEN, 0, 3),)),
        "Lose 1 knight": TakeHits(((KIRSTEN, 1, 0),)),
    }
    assert all(r.sub == "3 strength points" for r in rows)
    table.click(one(view, Row, "Lose 1 knight").rect.center)
    assert table.key(pygame.K_RETURN)
    assert table.submitted == [TakeHits(((KIRSTEN, 1, 0),))]
    assert s.villages[v("Sigy")].troops[KIRSTEN].knights == 1


# --------------------------------------------------------------------------- truce, sally, sides


def test_the_truce_dialog_states_the_terms_and_accepts(app) -> None:
    s = pos.truce_offer()
    table = table_at(app, s)
    view = table.current
    terms = "Kirsten offers to end the battle: every lord and troop stays in Sigy, and Kirsten takes the village (6.3)."
    assert terms in texts(view, Label)
    assert sorted(b.action.accept for b in view.choice_buttons()) == [False, True]
    table.click(one(view, Button, "Accept truce").rect.center)
    assert table.submitted == [AnswerTruce(True)]
    assert s.battle is None and controller(s, v("Sigy")) == KIRSTEN


def test_a_truce_refused_with_n_goes_on_with_the_battle(app) -> None:
    s = pos.truce_offer()
    table = table_at(app, s)
    assert table.key(pygame.K_n)
    assert table.submitted == [AnswerTruce(False)] and s.battle is not None and s.battle.stage == "round"


def test_the_sally_dialog(app) -> None:
    s = pos.sally_choice()
    table = table_at(app, s)
    view = table.current
    assert "Kirsten calls off the assault on your stronghold of Sigy." in texts(view, Label)
    assert {b.text: b.action for b in view.choice_buttons()} == {
        "Stay behind the walls": Sally(False),
        "Sally out and fight": Sally(True),
    }
    table.click(one(view, Button, "Sally out and fight").rect.center)
    assert table.submitted == [Sally(True)] and s.battle.sallied and war.penalty(s, s.battle) == 0


def test_join_a_side_with_both_sides_strength_shown(app) -> None:
    s = pos.side_choice()
    table = table_at(app, s)
    view = table.current
    assert table.decision.kind == "battle_side" and table.viewer == DAVID
    assert {b.text: b.action for b in view.choice_buttons()} == {
        "Join the attackers: 16 SP, 3 dice": ChooseSide(0),
        "Join the defenders: 13 SP, 3 dice": ChooseSide(1),
        "Stay out of the battle": ChooseSide(-1),
    }
    board = widgets(view, BattleBoard)[0]
    assert [x.strength for x in board.sides] == [10, 7]
    table.click(one(view, Button, "Join the defenders: 13 SP, 3 dice").rect.center)
    assert table.submitted == [ChooseSide(1)] and s.battle.sides == [[KIRSTEN], [GRADY, DAVID]]


# --------------------------------------------------------------------------- the battles turn


def test_the_battles_turn_lists_attacks_and_sieges_by_village(app) -> None:
    s = pos.battles_turn()
    table = table_at(app, s)
    view = table.current
    assert isinstance(view, BattlesView)
    assert set(view.highlights()) == {v("Sigy"), v("Tournus")}
    attack = one(view, Row, "Attack Grady")
    assert attack.detail == "2 vs 2 dice" and attack.sub == "10 SP against 7 SP"  # the engine cancels the walls
    assert one(view, Row, "Attack David").sub == "3 SP against 7 SP, 1 die lost to the walls"
    assert one(view, Row, "Attack David").detail == "0 vs 2 dice"
    assert "(6.4" in view.tooltip_at(one(view, Row, "Lay siege").rect.center)
    assert "(6.4.1)" in view.tooltip_at(one(view, Row, "Lift the siege").rect.center)
    assert view.on_village_click(v("Sigy")) and view.highlights()[v("Sigy")] == "selected"
    table.click(one(view, Row, "Lay siege").rect.center)
    assert table.submitted == [Besiege(v("Tournus"))]
    view = table.current
    table.click(one(view, Row, "Attack Grady").rect.center)
    assert table.submitted[-1] == DeclareBattle(v("Sigy"), GRADY)
    assert isinstance(table.current, BattleView)


@pytest.mark.parametrize(("lang", "lift"), [("en", "Lift the siege"), ("fr", "Lever le siège")])
def test_lift_a_siege_and_end_battles_with_enter(app, lang, lift) -> None:
    with i18n.using(lang):
        s = pos.battles_turn()
        table = table_at(app, s)
        table.click(one(table.current, Row, lift).rect.center)
        assert table.submitted == [EndSiege(v("Sigy"))] and not s.villages[v("Sigy")].sieges
        assert table.key(pygame.K_RETURN)
        assert table.submitted[-1] == Done()


# --------------------------------------------------------------------------- ransom


def test_the_ransom_dialog_shows_the_full_sum_and_pays_it(app) -> None:
    s = pos.ransom_turn()
    eric = helpers.lord_of(s, GRADY)
    s.lords[eric].fief_titles.append(helpers.data().board.villages[v("Sigy")].fief)  # a title: 2 + 2
    s.cache.clear()
    table = table_at(app, s)
    view = table.current
    assert isinstance(view, RansomView) and view.tall
    row = one(view, Row, "Éric")
    assert row.detail == "ransom 4 deniers" and row.sub == "held by Kirsten in Blaye · 1 title"
    assert "(6.2.4)" in view.tooltip_at(row.rect.center)
    assert not widgets(view, Button, "Go on to purchases")  # a full ransom he can pay is due
    assert any("so you must (6.2.4)" in text for text, _ in view.footer_text)
    assert view.highlights()[v("Sigy")] == "selected" and view.highlights()[v("Blaye")] == "target"
    before = s.families[KIRSTEN].deniers
    table.click(one(view, Button, "Pay 4 deniers").rect.center)
    assert table.submitted == [PayRansom(eric, 4, v("Sigy"))]
    assert s.lords[eric].captor < 0 and s.lords[eric].village == v("Sigy")
    assert s.families[KIRSTEN].deniers == before + 4


def test_offer_less_within_the_offered_sums_and_the_captor_answers(app) -> None:
    s = pos.ransom_turn()
    eric = helpers.lord_of(s, GRADY)
    table = table_at(app, s)
    view = table.current
    stepper = one(view, Stepper, "Offer less")
    assert view.offers(eric) == [0, 1] and stepper.value == 1 and not stepper.plus_ok and stepper.minus_ok
    minus, _plus = stepper.button_rects()
    table.click(minus.center)
    assert one(view, Stepper, "Offer less").value == 0 and widgets(view, Button, "Offer 0 deniers")
    _minus, plus = one(view, Stepper, "Offer less").button_rects()
    table.click(plus.center)
    table.click(one(view, Button, "Offer 1 denier").rect.center)
    assert table.submitted == [PayRansom(eric, 1, v("Sigy"))]
    offer = table.current
    assert isinstance(offer, RansomView) and table.decision.kind == "ransom_offer" and table.viewer == KIRSTEN
    assert "Grady offers 1 denier for Éric (full ransom 2 deniers)." in texts(offer, Label)
    table.click(one(offer, Button, "Refuse").rect.center)
    assert table.submitted[-1] == AnswerRansom(False) and eric in s.ransom_refused
    view = table.current
    assert isinstance(view, RansomView) and not widgets(view, Stepper)  # only the full sum now
    assert widgets(view, Button, "Pay 2 deniers")


def test_the_secret_passage_escape_and_the_captors_yes(app) -> None:
    s = pos.ransom_turn()
    table = table_at(app, s)
    table.click(one(table.current, Button, "Escape to Sigy").rect.center)
    assert table.submitted == [FreeCaptives(v("Sigy"))]
    s = pos.ransom_offer()
    table = Table(app, s)
    assert table.key(pygame.K_y)
    assert table.submitted == [AnswerRansom(True)] and s.lords[helpers.lord_of(s, GRADY)].captor < 0


# --------------------------------------------------------------------------- movement


def test_a_cavalcade_and_a_captive_led_along_from_the_lords_panel(app) -> None:
    s = pos.cavalcade_move()
    lord = helpers.lord_of(s, KIRSTEN)
    eric = helpers.lord_of(s, GRADY)
    table = table_at(app, s, tall=False)
    view = table.current
    assert isinstance(view, MovementView)
    ride = one(view, ChoiceButton, "Ride a Cavalcade through David")
    assert ride.enabled and ride.action == Cavalcade(lord) and "(5.2)" in ride.tooltip
    table.click(table.reach(Row, "Lead Éric along").rect.center)
    assert table.submitted == [LeadCaptive(lord, eric, True)]
    assert "(6.2.3)" in view.tooltip_at(table.reach(Row, "Leave Éric in Charolles").rect.center)
    table.click(table.reach(ChoiceButton, "Ride a Cavalcade through David").rect.center)
    assert table.submitted[-1] == Cavalcade(lord)
    battle = table.current
    assert isinstance(battle, BattleView) and s.battle.cavalcade == lord
    assert penalty_words(s, s.battle, table.names)[0].startswith("Cavalcade of Beaudoin: the defenders add 1 hit")


def test_a_cavalcade_with_men_at_arms_is_shown_with_the_reason_it_cannot_ride(app) -> None:
    s = pos.cavalcade_move()
    lord = helpers.lord_of(s, KIRSTEN)
    helpers.put(s, KIRSTEN, v("Charolles"), men=1)
    from game.games.fief.rules.actions import PickUp

    engine.apply(s, PickUp(lord, "man_at_arms", 1))
    table = table_at(app, s, tall=False)
    ride = one(table.current, ChoiceButton, "Ride a Cavalcade through David")
    assert not ride.enabled and "knights only" in ride.tooltip and "(5.2)" in ride.tooltip


# --------------------------------------------------------------------------- in the game scene


def _scene_at(make_app, state, speed: str = "instant"):
    from game.ui.controller import Controller
    from tests.games.fief.ui.test_game_scene import settle

    ctl = Controller.new(FIEF, helpers.data(), state.config, 1)
    ctl.record.state = state
    app = make_app(scene=None)
    app.settings.animation_speed = speed
    app.open("title")
    scene = app.open("game", controller=ctl)
    settle(app, scene)
    scene.finish_animations()  # what the set-up revealed, before the position built here
    settle(app, scene)
    return app, scene, ctl


def test_in_the_game_a_battle_takes_the_chronicles_room_and_its_roll_is_shown(make_app) -> None:
    from tests.games.fief.ui.test_game_scene import settle
    from tests.ui.driver import click, step

    s = pos.battle_round()
    s.rng = Dice(1, 2, 3)  # Kirsten's dice: 1 + 1 hits; Grady's: 2
    app, scene, ctl = _scene_at(make_app, s, speed="normal")
    view = scene.decision_view
    assert isinstance(view, BattleView)
    if scene.since_entries is not None:
        # What happened since Kirsten's last turn keeps a strip at the column's foot.
        assert scene.since_view.visible and scene.since_rect.top > scene.dock.bottom
        assert scene.since_rect.bottom == scene.tall_rect.bottom
        scene.close_since()
    assert scene.dock == scene.tall_rect and scene.tall_rect.contains(scene.chronicle_rect)
    assert not scene.chronicle.visible and not scene.family_filter.visible
    assert scene.tooltip_at(one(view, ChoiceButton, "Surrender").rect.center).endswith("(6.3).")
    click(app, one(view, ChoiceButton, "Fight on").rect.center)
    assert ctl.pending().seat == GRADY
    settle(app, scene)  # the curtain: Grady takes the computer
    assert scene.viewer == GRADY
    for _ in range(600):  # Kirsten's move (and the set-up) are shown to Grady first
        if not scene.blocking:
            break
        scene.skip()
        step(app)
    from tests.ui.driver import move

    move(app, (2, 2))  # Grady comes to his own button (Next stood there a moment ago)
    click(app, next(b for b in scene.decision_view.choice_buttons() if b.action == Fight()).rect.center)
    shows = [show for m in scene.moments for show in m.parts]
    assert [show.battle[0][2] for show in shows if show.battle] == [(1, 1)]
    assert "Battle at Sigy: Kirsten 2 hits" in shows[0].caption
    for _ in range(200):
        step(app)
    assert ctl.pending().kind == "battle" and ctl.pending().seat == KIRSTEN


def test_in_the_game_the_chronicle_comes_back_after_the_battle(make_app) -> None:
    from tests.ui.driver import click

    s = pos.truce_offer()
    app, scene, ctl = _scene_at(make_app, s)
    assert isinstance(scene.decision_view, BattleView) and not scene.chronicle.visible
    click(app, one(scene.decision_view, Button, "Accept truce").rect.center)
    assert s.battle is None or ctl.state.battle is None
    assert scene.dock == scene.decision_rect and scene.chronicle_shown
    assert scene.chronicle.visible or scene.since_view.visible  # the chronicle, or what happened since
    assert scene.describe(DeclareBattle(v("Sigy"), GRADY)) == "Attack Grady at Sigy"


def test_a_secret_passage_frees_the_captives_from_the_hand_in_a_purchase(app) -> None:
    from game.games.fief.ui.decisions.cards import CardsView
    from tests.games.fief.ui.test_cards_view import pick

    s = pos.ransom_turn()
    eric = helpers.lord_of(s, GRADY)
    s.families[GRADY].deniers = 0  # no full ransom to pay: the purchases come
    s.cache.clear()
    engine.apply(s, Done())
    assert engine.pending(s).kind == "purchase" and engine.pending(s).seat == GRADY
    table = Table(app, s)
    view = CardsView(table, table.decision, back=lambda: None)
    view.layout(table.panel)
    table.current = view
    pick(table, "secret-passage")
    row = one(view, Row, "Captives escape to Sigy")
    assert view.highlights() == {v("Sigy"): "placeable"}  # where a freed lord enters (2.4.1)
    table.click(row.rect.center)
    assert table.submitted == [FreeCaptives(v("Sigy"))] and s.lords[eric].captor < 0


def test_watching_a_battle_another_family_decides_shows_both_sides(make_app, monkeypatch) -> None:
    s = pos.battle_round()
    app, scene, _ctl = _scene_at(make_app, s)
    drawn: list[BattleBoard] = []
    real = BattleBoard.draw
    monkeypatch.setattr(BattleBoard, "draw", lambda board, surface: (drawn.append(board), real(board, surface)))
    scene.set_viewer(DAVID)  # David looks on while Kirsten decides (the curtain is not drawn here)
    assert scene.decision_view is None
    scene.draw(app.surface)
    assert len(drawn) == 1 and scene.decision_rect.contains(drawn[0].rect)
    assert [[str(f.name) for f in side.families] for side in drawn[0].sides] == [["Kirsten"], ["Grady"]]
