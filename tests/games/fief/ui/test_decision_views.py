"""The dedicated decision views, driven with clicks on real game positions.

A small ``Table`` plays the game scene's part of the ``GameContext``: it holds a full
game state, shows the views only the pending seat's ``view_for``, submits actions
through the engine (showing its reason on a refusal, as the scene does), and refreshes
or replaces the view afterwards. Panel clicks are posted as SDL mouse events through
the view's ``handle_event``; board clicks call ``on_village_click`` / ``on_lord_click``
as the scene does for a click on the map.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.engine import Action, Decision
from game.core.errors import IllegalAction
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.actions import (
    Buy,
    BuyFiefTitle,
    ChooseStart,
    ClaimTitle,
    Done,
    Drop,
    Move,
    Permit,
    PickUp,
    Pillage,
)
from game.games.fief.rules.describe import describe
from game.games.fief.rules.state import LordMarch, State, TitleClaim
from game.games.fief.ui.decisions import VIEWS, view_for
from game.games.fief.ui.decisions.claim import ClaimView
from game.games.fief.ui.decisions.common import PanelView, Row, Stepper, Tally
from game.games.fief.ui.decisions.movement import MovementView
from game.games.fief.ui.decisions.permission import PermissionView
from game.games.fief.ui.decisions.pillage import PillageView
from game.games.fief.ui.decisions.purchase import PurchaseView
from game.games.fief.ui.decisions.start import StartView
from game.ui.decisions.base import DecisionView
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from game.ui.widgets.selector import CycleSelector
from tests.games.fief import helpers
from tests.games.fief.helpers import v
from tests.games.fief.test_audit_opportunity import CHAROLLES, EPERVIER, LA_SALLE, darc_and_arthur
from tests.games.fief.ui import war_positions

KIRSTEN, GRADY, DAVID = 0, 1, 2


def box_rect(app) -> pygame.Rect:
    """Where the game scene puts the decision view: a box in the right-hand column."""
    t = app.theme
    w, _h = app.surface.get_size()
    return pygame.Rect(w - t.px(382), t.px(214), t.px(372), t.px(273))


def strip_rect(app) -> pygame.Rect:
    """A low band under the map, the other arrangement a view supports."""
    t = app.theme
    w, h = app.surface.get_size()
    return pygame.Rect(t.px(26), h - t.px(140), w - t.px(420), t.px(130))


def sheet_rect(app) -> pygame.Rect:
    """A tall side panel, with room for the view's title."""
    t = app.theme
    w, h = app.surface.get_size()
    return pygame.Rect(w - t.px(360), t.px(80), t.px(340), h - t.px(100))


class Table:
    """The game scene's side of the GameContext, around a full state."""

    def __init__(self, app, state: State) -> None:
        self.app = app
        self.controller = None  # the views never reach past the context
        self.state = state
        self.names = engine.names_for(state)
        self.notices: list[str] = []
        self.submitted: list[Action] = []
        self.panel = box_rect(app)
        self.current: DecisionView | None = None
        self._open()

    # GameContext ------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        d = engine.pending(self.state)
        assert d is not None
        return d.seat

    @property
    def view(self) -> State:
        return engine.view_for(self.state, self.viewer)

    def submit(self, action: Action) -> bool:
        try:
            engine.apply(self.state, action)
        except IllegalAction as exc:
            self.notice(str(exc))
            return False
        self.submitted.append(action)
        old = self.current
        self._open(old)
        return True

    def notice(self, text: str) -> None:
        self.notices.append(text)

    def describe(self, action: Action) -> str:
        return str(describe(action, self.view, self.names))

    # The scene's bookkeeping ------------------------------------------------------------
    @property
    def decision(self) -> Decision:
        d = engine.pending(self.state)
        assert d is not None
        return d

    def _open(self, old: DecisionView | None = None) -> None:
        d = engine.pending(self.state)
        if d is None:
            self.current = None
            return
        if old is not None and old.decision.kind == d.kind and old.decision.seat == d.seat:
            old.refresh(d)
            return
        self.current = view_for(self, d)  # the generic chooser for kinds without a view
        self.current.layout(self.panel)

    # Input, as a person gives it ----------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> None:
        view = self.current
        assert view is not None
        for kind, extra in (
            (pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
            (pygame.MOUSEBUTTONDOWN, {"button": 1}),
            (pygame.MOUSEBUTTONUP, {"button": 1}),
        ):
            self.app.mouse_pos = pos
            view.handle_event(pygame.event.Event(kind, pos=pos, **extra))

    def reach(self, cls: type, text: str, nth: int | None = None):
        """The widget (the ``nth`` of those with this text, if given), scrolled into sight
        with the mouse wheel as a person would."""
        view = self.current
        assert isinstance(view, PanelView)
        for _ in range(30):
            widget = one(view, cls, text) if nth is None else widgets(view, cls, text)[nth]
            if widget.visible and view.body.contains(widget.rect):
                return widget
            self.app.mouse_pos = view.body.center
            view.handle_event(
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
            )
        raise AssertionError(f"{text!r} never came into sight")

    def key(self, key: int) -> bool:
        assert self.current is not None
        return self.current.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))

    def draw(self) -> pygame.Surface:
        surface = self.app.surface
        self.app.theme.draw_table(surface)
        assert self.current is not None
        self.current.draw(surface)
        return surface


def widgets(view: PanelView, cls: type, text: object = None) -> list:
    """The widgets of a kind in a panel; with ``text``, those showing it (a message or a
    name is compared by its words in the current language)."""
    found = [w for w in view.group.widgets + view.foot.widgets if isinstance(w, cls)]
    if text is not None:
        found = [w for w in found if str(getattr(w, "text", getattr(w, "label", None))) == str(text)]
    return found


def one(view: PanelView, cls: type, text: object):
    found = widgets(view, cls, text)
    assert found, f"no {cls.__name__} {text!r} in {type(view).__name__}: " + ", ".join(
        repr(getattr(w, "text", getattr(w, "label", ""))) for w in widgets(view, cls)
    )
    return found[0]


@pytest.fixture
def app(make_app):
    return make_app(scene=None)


def _inked(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many distinct colours a region holds: a drawn panel has many."""
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    return len(
        {tuple(sub.get_at((x, y)))[:3] for x in range(0, sub.get_width(), 7) for y in range(0, sub.get_height(), 7)}
    )


# --------------------------------------------------------------------------- registry


def test_every_kind_of_todays_engine_has_a_dedicated_view() -> None:
    assert {k: c.__name__ for k, c in VIEWS.items()} == {
        "choose_start": "StartView",
        "movement": "MovementView",
        "purchase": "PurchaseView",
        "permission": "PermissionView",
        "pillage": "PillageView",
        "claim_title": "ClaimView",
        "draw": "CardsView",
        "play_cards": "CardsView",
        "react": "ReactionView",
        "join_uprising": "ReactionView",
        "consent": "ReactionView",
        "battles": "BattlesView",
        "battle": "BattleView",
        "casualties": "BattleView",
        "truce": "BattleView",
        "sally": "BattleView",
        "battle_side": "BattleView",
        "ransom": "RansomView",
        "ransom_offer": "RansomView",
        "marriage": "MarriageView",
        "marriage_offer": "MarriageView",
        "candidate": "ElectionView",
        "vote": "ElectionView",
        "annulment": "ElectionView",
        "deal_draft": "DealView",
        "deal": "DealView",
        "teeth": "RelicView",
        "relic_permission": "RelicView",
        "relic_rite": "RelicView",
    }


# --------------------------------------------------------------------------- setup


def test_settle_at_a_clicked_village(app) -> None:
    table = Table(app, helpers.new(3))
    view = table.current
    assert isinstance(view, StartView)
    marks = view.highlights()
    assert set(marks) == set(table.state.villages) and set(marks.values()) == {"placeable"}
    assert view.on_village_click(v("Blaye"))  # first click chooses
    assert view.highlights()[v("Blaye")] == "selected" and table.submitted == []
    assert one(view, Button, "Settle here").enabled
    seat = table.viewer
    lord = table.state.families[seat].lords[0]
    view.on_village_click(v("Blaye"))  # the second settles
    assert table.submitted == [ChooseStart(v("Blaye"))]
    assert table.state.lords[lord].village == v("Blaye")
    # The next family's view no longer offers Blaye; clicking it shows the engine's reason.
    view = table.current
    assert isinstance(view, StartView) and view.decision.seat != seat
    assert v("Blaye") not in view.highlights()
    view.on_village_click(v("Blaye"))
    assert "already occupied" in table.notices[-1]


def test_start_panel_names_the_lord_and_the_starting_units_and_enter_settles(app) -> None:
    table = Table(app, helpers.new(3))
    view = table.current
    lord = table.state.families[table.viewer].lords[0]
    assert widgets(view, Row, table.names.lord(lord))
    tally = widgets(view, Tally)[0]
    assert tally.items == [("knight", 1, "knight"), ("man_at_arms", 3, "men-at-arms"), ("tower", 1, "stronghold")]
    assert not one(view, Button, "Settle here").enabled
    assert not table.key(pygame.K_RETURN)  # nothing chosen: Enter is left to the scene
    view.on_village_click(v("Sigy"))
    assert table.key(pygame.K_ESCAPE) and view.chosen is None  # Esc deselects
    view.on_village_click(v("Sigy"))
    assert table.key(pygame.K_RETURN)
    assert table.submitted == [ChooseStart(v("Sigy"))]


# --------------------------------------------------------------------------- movement


def grady_moving(s: State | None = None) -> State:
    """Kirsten at Tournus, Grady at Blaye (his lord, 1 knight, 3 men-at-arms), David at
    Bourg; Grady's movement turn."""
    s = s or helpers.started(["Tournus", "Blaye", "Bourg"])
    helpers.turn_of(s, GRADY, "movement")
    return s


def test_select_a_lord_see_the_roads_and_click_to_move(app) -> None:
    s = grady_moving()
    table = Table(app, s)
    view = table.current
    assert isinstance(view, MovementView)
    lord = helpers.lord_of(s, GRADY)
    view.select(None)
    assert view.highlights() == {}
    assert view.on_lord_click(lord)
    assert view.selected_lord() == lord
    marks = view.highlights()
    neighbours = set(helpers.data().board.neighbours[v("Blaye")])
    assert marks.pop(v("Blaye")) == "selected"
    assert set(marks) == neighbours and set(marks.values()) == {"reachable"}
    view.on_village_click(v("Charolles"))
    assert table.submitted == [Move(lord, v("Charolles"))]
    assert s.lords[lord].village == v("Charolles") and s.marches[lord].moves_left == 1
    assert table.current is view and view.selected_lord() == lord  # refreshed, selection kept
    assert "1 move left" in [w.detail for w in widgets(view, Row)]


def test_clicking_a_village_out_of_reach_shows_the_engines_reason(app) -> None:
    table = Table(app, grady_moving())
    table.current.on_village_click(v("L'Épervier"))
    assert table.submitted == []
    assert "No road joins Blaye to L'Épervier" in table.notices[-1]


def test_pick_up_two_men_at_arms_with_the_stepper_and_they_travel(app) -> None:
    s = grady_moving()
    table = Table(app, s)
    view = table.current
    lord = helpers.lord_of(s, GRADY)
    men = one(view, Stepper, "Men-at-arms")
    assert men.value == 0 and men.plus_ok and not men.minus_ok
    for _ in range(2):
        _minus, plus = one(view, Stepper, "Men-at-arms").button_rects()
        table.click(plus.center)
    assert table.submitted == [PickUp(lord, "man_at_arms", 1)] * 2
    men = one(view, Stepper, "Men-at-arms")
    assert men.value == 2 and men.minus_ok and men.sub == "1 more here"
    _minus, plus = one(view, Stepper, "Knights").button_rects()
    table.click(_minus.center)  # nobody to leave: the engine says so
    assert "has only" in table.notices[-1]
    view.on_village_click(v("Charolles"))
    assert s.villages[v("Charolles")].troops[GRADY].men_at_arms == 2
    assert s.villages[v("Blaye")].troops[GRADY].men_at_arms == 1
    assert s.villages[v("Blaye")].troops[GRADY].knights == 1
    # Leave one behind with the minus button, then go on: one travels on.
    minus, _plus = one(view, Stepper, "Men-at-arms").button_rects()
    table.click(minus.center)
    assert table.submitted[-1] == Drop(lord, "man_at_arms", 1)


def test_take_all_and_leave_all(app) -> None:
    s = grady_moving()
    table = Table(app, s)
    view = table.current
    lord = helpers.lord_of(s, GRADY)
    table.click(one(view, Button, "Take all").rect.center)
    assert set(table.submitted) == {PickUp(lord, "knight", 1), PickUp(lord, "man_at_arms", 3)}
    assert (s.marches[lord].escort.knights, s.marches[lord].escort.men_at_arms) == (1, 3)
    table.click(one(view, Button, "Leave all").rect.center)
    assert s.marches[lord].escort.count == 0


def test_a_village_needing_leave_is_marked_and_asks(app) -> None:
    s = grady_moving()
    helpers.put(s, DAVID, v("Charolles"), men=2)
    table = Table(app, s)
    view = table.current
    lord = helpers.lord_of(s, GRADY)
    view.on_village_click(v("Charolles"))
    marks = view.highlights()
    assert marks[v("L'Épervier")] == "asks_leave"
    assert marks[v("Blaye")] == "reachable"  # back the way he came is always free
    assert "David" in view.village_tooltip(v("L'Épervier"))
    view.on_village_click(v("L'Épervier"))
    assert s.request is not None and isinstance(table.current, PermissionView)
    assert table.viewer == DAVID
    del lord


def test_end_movement_asks_for_confirmation_while_lords_can_move(app) -> None:
    s = grady_moving()
    table = Table(app, s)
    view = table.current
    table.click(one(view, Button, "End movement").rect.center)
    assert table.submitted == [] and view.confirming
    assert table.key(pygame.K_ESCAPE) and not view.confirming  # keep moving
    assert table.key(pygame.K_RETURN) and view.confirming
    table.click(one(view, Button, "End anyway").rect.center)
    assert table.submitted == [Done()]
    assert table.decision.seat == DAVID


def test_a_lord_who_travelled_with_darc_is_offered_her_third_move(app) -> None:
    """9.1: Arthur made both his moves with Mireille d'Arc, from Blaye by La Salle to
    Charolles, and she has gone on to L'Épervier: the panel counts one move left for him,
    says whom he may follow, and offers L'Épervier alone."""
    s = darc_and_arthur()
    for to in (LA_SALLE, CHAROLLES):
        for who in ("mireille", "arthur"):
            engine.apply(s, Move(who, to))
    engine.apply(s, Move("mireille", EPERVIER))
    table = Table(app, s)
    view = table.current
    assert isinstance(view, MovementView)
    view.select("arthur")
    assert view.destinations() == {EPERVIER: False}
    assert "1 move left" in [w.detail for w in widgets(view, Row)]
    assert "He may follow Mireille to L'Épervier, her last move (9.1)." in [w.text for w in widgets(view, Label)]
    view.on_village_click(EPERVIER)
    assert table.submitted == [Move("arthur", EPERVIER)] and s.lords["arthur"].village == EPERVIER


def test_a_lord_walking_alone_into_an_army_is_warned_of_capture(app) -> None:
    """FAQ of phase 6: Kirsten's lord and a knight stand at Charolles; Grady's lord,
    without troops, is told in the tooltip and before ending that he will be captured."""
    s = helpers.started(["Tournus", "Blaye", "Bourg"])
    kirsten = helpers.lord_of(s, KIRSTEN)
    helpers.move_lord(s, kirsten, v("Charolles"))
    helpers.put(s, KIRSTEN, v("Charolles"), knights=1)
    s = grady_moving(s)
    table = Table(app, s)
    view = table.current
    lord = helpers.lord_of(s, GRADY)
    view.select(lord)
    assert "taken captive" in view.village_tooltip(v("Charolles"))
    assert "taken captive" not in view.village_tooltip(v("La Salle"))
    assert view.highlights()[v("Charolles")] == "captive_risk"
    assert view.highlights()[v("La Salle")] == "reachable"
    # Warned before the move: the click asks first, and Stay (Escape) leaves him where he is.
    view.on_village_click(v("Charolles"))
    assert table.submitted == [] and view.risky == Move(lord, v("Charolles"))
    assert any("taken captive if still there" in text for text, _ in view.footer_text)
    table.click(one(view, Button, "Stay").rect.center)
    assert table.submitted == [] and view.risky is None
    view.on_village_click(v("Charolles"))
    table.click(one(view, Button, "Move anyway").rect.center)
    assert table.submitted == [Move(lord, v("Charolles"))]
    # A safe move is made at once.
    assert not view.captors_at(v("La Salle"), lord)
    view = table.current
    table.click(one(view, Button, "End movement").rect.center)
    assert table.submitted[-1] != Done() and view.confirming
    assert any("taken captive when you end" in text for text, _ in view.footer_text)
    table.click(one(view, Button, "End anyway").rect.center)
    assert table.submitted[-1] == Done() and s.lords[lord].captor == KIRSTEN


def test_lords_list_and_number_keys_select_lords(app) -> None:
    s = grady_moving()
    second = next(c for c in helpers.data().lords if c not in s.lords and c in s.lord_deck)
    helpers.add_lord(s, GRADY, second, v("Charolles"))
    s.marches[second] = LordMarch(2)
    s.cache.clear()
    table = Table(app, s)
    view = table.current
    first = helpers.lord_of(s, GRADY)
    assert view.selected_lord() == first
    table.click(table.reach(Row, table.names.lord(second)).rect.center)
    assert view.selected_lord() == second
    table.key(pygame.K_1)
    assert view.selected_lord() == first
    assert view.on_village_click(v("Charolles"))  # a legal move wins over selecting the lord there
    assert s.lords[first].village == v("Charolles")
    view.on_village_click(v("Charolles"))  # now both are there: the click cycles between them
    assert view.selected_lord() == second


# --------------------------------------------------------------------------- purchase


def test_buy_a_knight_by_choosing_it_and_clicking_a_placeable_village(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.families[KIRSTEN].deniers = 7
    s.cache.clear()
    table = Table(app, s)
    view = table.current
    assert isinstance(view, PurchaseView) and table.viewer == KIRSTEN
    assert view.highlights() == {}
    knight = one(view, Row, "Knight")
    assert knight.detail == "3 d." and knight.note == f"{s.families[KIRSTEN].stock['knights']} left"
    table.click(knight.rect.center)
    assert view.item == "knight"
    assert view.highlights() == {v("Blaye"): "placeable"}
    view.on_village_click(v("Blaye"))
    assert table.submitted == [Buy("knight", v("Blaye"))]
    assert s.villages[v("Blaye")].troops[KIRSTEN].knights == 2
    assert s.families[KIRSTEN].deniers == 4 and s.new_troops[v("Blaye")] == 1
    assert view.item == "knight"  # still in hand for the next one
    view.on_village_click(v("Blaye"))
    assert s.villages[v("Blaye")].troops[KIRSTEN].knights == 3
    # 1 denier left, too little for a knight: the item is put down and greyed
    assert table.current is view and view.item is None and one(view, Row, "Knight").dim
    table.click(one(view, Row, "Knight").rect.center)
    assert "costs 3 deniers and you have 1" in table.notices[-1]
    assert not one(view, Row, "Man-at-arms").dim


def test_new_troops_stop_at_four_per_village_and_the_reason_is_shown(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.families[KIRSTEN].deniers = 20
    s.cache.clear()
    table = Table(app, s)
    view = table.current
    table.key(pygame.K_1)
    assert view.item == "man_at_arms"
    for _ in range(4):
        view.on_village_click(v("Blaye"))
    assert s.new_troops[v("Blaye")] == 4
    assert view.item is None  # nowhere left to place one
    assert any("Blaye 4/4" in w.text for w in widgets(view, Label))
    table.key(pygame.K_1)
    assert "no such village has room left (4.1)" in table.notices[-1]
    view.item = "knight"
    view.on_village_click(v("Blaye"))
    assert "already placed 4 new troops in Blaye" in table.notices[-1]


def test_buy_a_fief_title_choosing_lord_and_city(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.turn_of(s, DAVID, "purchase")
    for name in ("Belleville", "Pugnac"):
        helpers.put(s, DAVID, v(name), men=1)
    s.families[DAVID].deniers = 6
    s.cache.clear()
    table = Table(app, s)
    view = table.current
    fief = helpers.data().board.villages[v("Tournus")].fief
    row = table.reach(Row, table.names.fief(fief))
    assert row.detail == "6 d."
    table.click(row.rect.center)
    assert view.fief == fief
    marks = view.highlights()
    assert marks[v("Tournus")] == "selected" and marks[v("Pugnac")] == "target"
    assert len(widgets(view, CycleSelector)) == 2
    buy = one(view, Button, "Buy the title (6 d.)")
    assert buy.visible and view.body.contains(buy.rect)  # scrolled into view
    table.click(buy.rect.center)
    lord = helpers.lord_of(s, DAVID)
    assert table.submitted == [BuyFiefTitle(fief, lord, v("Tournus"))]
    assert s.fief_titles[fief] == lord and s.villages[v("Tournus")].fortified


def test_end_purchases_with_enter(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    table = Table(app, s)
    assert table.key(pygame.K_RETURN)
    assert table.submitted == [Done()] and table.viewer == GRADY


# --------------------------------------------------------------------------- permission


def _asking(app) -> tuple[Table, State, str]:
    s = grady_moving()
    helpers.put(s, DAVID, v("Charolles"), men=2)
    lord = helpers.lord_of(s, GRADY)
    engine.apply(s, PickUp(lord, "man_at_arms", 3))
    engine.apply(s, Move(lord, v("Charolles")))
    engine.apply(s, Move(lord, v("L'Épervier")))
    return Table(app, s), s, lord


def test_permission_panel_says_who_asks_and_allow_submits_permit(app) -> None:
    table, s, lord = _asking(app)
    view = table.current
    assert isinstance(view, PermissionView) and table.viewer == DAVID
    assert view.highlights() == {v("Charolles"): "selected", v("L'Épervier"): "target"}
    assert view.selected_lord() == lord
    assert widgets(view, Row, table.names.lord(lord))
    assert widgets(view, Tally)[0].items == [("man_at_arms", 3, "men-at-arms")]
    texts = " ".join(w.text for w in view.group.widgets if hasattr(w, "text"))
    assert "from Charolles towards L'Épervier" in texts and "You control Charolles" in texts
    table.click(one(view, Button, "Let him pass").rect.center)
    assert table.submitted == [Permit(True)]
    assert s.lords[lord].village == v("L'Épervier")


def test_permission_refuse_submits_permit_false(app) -> None:
    table, s, lord = _asking(app)
    table.click(one(table.current, Button, "Refuse").rect.center)
    assert table.submitted == [Permit(False)]
    assert s.lords[lord].village == v("Charolles") and s.marches[lord].refused
    view = table.current
    assert isinstance(view, MovementView) and table.viewer == GRADY
    texts = " ".join(w.text for w in view.group.widgets if hasattr(w, "text"))
    assert "Refused passage" in texts


def test_permission_keys(app) -> None:
    table, _s, _lord = _asking(app)
    assert not table.key(pygame.K_a)  # a map key (pan left): never an answer
    assert not table.key(pygame.K_RETURN)  # no answer by default either
    assert table.key(pygame.K_n)
    assert table.submitted == [Permit(False)]


# --------------------------------------------------------------------------- pillage


def test_pillage_a_mill_by_clicking_its_village(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.villages[v("Blaye")].mills = 2
    s.villages[v("Sigy")].mills = 1
    s.cache.clear()
    helpers.turn_of(s, KIRSTEN, "pillage")
    table = Table(app, s)
    view = table.current
    assert isinstance(view, PillageView)
    assert view.highlights() == {v("Blaye"): "target"}  # Sigy is Grady's
    before = s.families[KIRSTEN].deniers
    assert not view.on_village_click(v("Tournus"))  # no mill there: left to the scene
    view.on_village_click(v("Sigy"))
    assert "Sigy is neither" in table.notices[-1] and "6.5)" in table.notices[-1]
    view.on_village_click(v("Blaye"))
    assert table.submitted == [Pillage(v("Blaye"))]
    assert s.villages[v("Blaye")].mills == 1 and s.families[KIRSTEN].deniers == before + 1
    table.click(one(view, Row, "Blaye").rect.center)  # the panel row pillages too
    assert s.villages[v("Blaye")].mills == 0
    # No mill left to pillage: the turn passed by itself to the next family.
    assert table.viewer == GRADY and isinstance(table.current, PillageView)
    assert table.key(pygame.K_RETURN)
    assert table.submitted[-1] == Done()


# --------------------------------------------------------------------------- claim


def test_claim_pick_the_lord_who_takes_the_title(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    fief = helpers.data().board.villages[v("Tournus")].fief
    second = next(c for c in helpers.data().lords if c not in s.lords and c in s.lord_deck)
    helpers.add_lord(s, GRADY, second, v("Sigy"))
    s.claims.append(TitleClaim(fief, GRADY))
    s.cache.clear()
    table = Table(app, s)
    view = table.current
    assert isinstance(view, ClaimView) and table.viewer == GRADY
    assert set(view.highlights()) == set(helpers.data().board.fiefs[fief].villages)
    first = helpers.lord_of(s, GRADY)
    assert not one(view, Button, "Give the title").enabled
    table.click(one(view, Row, table.names.lord(second)).rect.center)
    assert view.selected_lord() == second
    assert view.on_lord_click(first) and view.selected_lord() == first
    table.key(pygame.K_2)
    assert view.selected_lord() == second
    table.click(one(view, Button, "Give the title").rect.center)
    assert table.submitted == [ClaimTitle(fief, second)]
    assert s.fief_titles[fief] == second


# --------------------------------------------------------------------------- drawing


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("place", [box_rect, strip_rect, sheet_rect])
def test_every_view_draws_its_panel_in_every_arrangement_and_window_size(make_app, size, place) -> None:
    app = make_app(scene=None, window_size=size)
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.villages[v("Blaye")].mills = 1
    s.cache.clear()
    helpers.turn_of(s, KIRSTEN, "pillage")
    table, asking, _ = _asking(app)
    claim = helpers.started(["Blaye", "Sigy", "Tournus"])
    claim.claims.append(TitleClaim(helpers.data().board.villages[v("Tournus")].fief, KIRSTEN))
    claim.cache.clear()
    drawing = helpers.new(3)
    for name in ("Blaye", "Sigy", "Tournus"):
        engine.apply(drawing, ChooseStart(v(name)))
    while drawing.step == "marriage":
        engine.apply(drawing, Done())
    drawing.families[KIRSTEN].hand = ["taxes", "good-weather"]
    playing = drawing.clone()
    playing.families[KIRSTEN].hand.append(next(c for c in playing.lord_deck if c in helpers.data().lords))
    playing.cache.clear()
    helpers.turn_of(playing, KIRSTEN, "play_cards")
    positions = [
        helpers.new(3),
        helpers.started(["Blaye", "Sigy", "Tournus"]),
        grady_moving(),
        s,
        asking,
        claim,
        drawing,
        playing,
        *_card_windows(),
        *(make() for make in war_positions.POSITIONS.values()),
        *_marriages(),
        *_elections(),
        *_deals(),
        *_relic_decisions(),
    ]
    kinds = set()
    for state in positions:
        table = Table(app, state)
        table.panel = place(app)
        view = table.current
        assert isinstance(view, PanelView)
        view.layout(table.panel)
        kinds.add(view.decision.kind)
        assert view.strip == (place is strip_rect)
        surface = table.draw()
        assert _inked(surface, table.panel) > 40
        assert view.body.height > 0 and table.panel.contains(view.body)
        for w in view.foot.widgets:
            assert table.panel.contains(w.rect), (view.decision.kind, w.rect)
        for w in view.group.widgets:
            assert w.rect.width <= view.body.width
    assert kinds == set(VIEWS)


def _relic_decisions() -> list[State]:
    """The Teeth offered on a death, a request to take a relic, the Bone's rite (11.1)."""
    from game.games.fief.rules import relics
    from game.games.fief.rules.deaths import kill_lord
    from game.games.fief.rules.relic_records import TakeRelic
    from tests.games.fief.test_relics import BLAYE, BONE, GRADY, GRAIL, SIGY, TEETH, board, hold, lay, lord

    teeth = board()
    lord(teeth, KIRSTEN, "arthur", BLAYE)
    hold(teeth, TEETH, "arthur")
    lord(teeth, GRADY, "beaudoin", SIGY)
    events: list = []
    kill_lord(teeth, "beaudoin", "Plague", events)
    engine._advance(teeth, events)
    teeth.cache.clear()
    asking = board()
    helpers.put(asking, GRADY, SIGY, 0, 2)
    lord(asking, KIRSTEN, "arthur", SIGY)
    asking.bishops[5] = "arthur"
    lay(asking, GRAIL, SIGY)
    engine.apply(asking, TakeRelic(GRAIL, "arthur"))
    rite = board()
    lord(rite, KIRSTEN, "arthur", BLAYE)
    hold(rite, BONE, "arthur")
    rite.lying = {1: ["famine"], 3: ["famine"]}
    rite.relics.rite_round = 0
    relics.queue_rites(rite)
    rite.cache.clear()
    return [teeth, asking, rite]


def _marriages() -> list[State]:
    """Grady's turn to offer a marriage, and Gunter asked to accept one (1.1)."""
    from game.games.fief.rules.actions import ProposeMarriage
    from tests.games.fief.test_marriage import GRADY, four_families

    offering = four_families()
    helpers.turn_of(offering, GRADY, "marriage")
    asked = offering.clone()
    engine.apply(asked, ProposeMarriage("quentin", "jeanne"))
    return [offering, asked]


def _elections() -> list[State]:
    """The Bishopric 5 election: Grady to put a candidate forward, then a family voting;
    and the Pope asked for an annulment (1.3, 1.7)."""
    from game.games.fief.rules.actions import DeclareCandidate, RequestAnnulment
    from tests.games.fief.test_elections import bishopric_five, to_election
    from tests.games.fief.test_titles import married_pair

    standing = bishopric_five()
    to_election(standing)
    voting = standing.clone()
    engine.apply(voting, DeclareCandidate("francois"))
    engine.apply(voting, DeclareCandidate("charles"))
    annulling = married_pair()
    helpers.turn_of(annulling, 1, "purchase")
    engine.apply(annulling, RequestAnnulment())
    return [standing, voting, annulling]


def _deals() -> list[State]:
    """Kirsten writing a deal for Grady with every kind of term, and Grady asked to answer
    it, choosing a card to give (8.0)."""
    from game.games.fief.rules.actions import Bargain, DealTerm, SendDeal
    from tests.games.fief.test_battle import lord
    from tests.games.fief.test_diplomacy import CHAROLLES, at_purchase

    writing = at_purchase()
    helpers.give(writing, KIRSTEN, "taxes", "good-weather")
    helpers.give(writing, GRADY, "bountiful-harvest", "assassination")
    helpers.put(writing, KIRSTEN, CHAROLLES, men=1)
    helpers.put(writing, GRADY, CHAROLLES, men=1)
    lord(writing, GRADY, "eric", v("Blaye"))
    writing.lords["eric"].captor = KIRSTEN
    writing.cache.clear()
    engine.apply(writing, Bargain(GRADY))
    for term, value in (
        ("give_deniers", "+"),
        ("give_card", "taxes"),
        ("village", CHAROLLES),
        ("free", "eric"),
        ("truce", "on"),
        ("take_deniers", "+"),
        ("take_cards", "+"),
    ):
        engine.apply(writing, DealTerm(term, value))
    answering = writing.clone()
    engine.apply(answering, SendDeal())
    return [writing, answering]


def _card_windows() -> list[State]:
    """Positions waiting for an answer to a card: an Assassination, an Uprising, a Cardinal."""
    from game.games.fief.rules.actions import Assassinate, PlayCardinal, PlayUprising

    react = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.give(react, KIRSTEN, "assassination")
    helpers.give(react, GRADY, "secret-passage")
    engine.apply(react, Assassinate(helpers.lord_of(react, GRADY), helpers.lord_of(react, KIRSTEN)))
    join = helpers.started(["Mazilles", "Sigy", "Blaye"])
    join.lying = {2: ["famine"]}
    join.fortune_deck.remove("famine")
    helpers.give(join, KIRSTEN, "uprising")
    helpers.give(join, GRADY, "uprising")
    helpers.turn_of(join, GRADY, "purchase")
    engine.apply(join, PlayUprising(v("Mazilles"), KIRSTEN))
    consent = helpers.started(["Blaye", "Sigy", "Tournus"])
    card = next(c for c in consent.lord_deck if consent.data.lord_cards[c].kind == "cardinal")
    helpers.give(consent, KIRSTEN, card)
    consent.bishops = {5: helpers.lord_of(consent, GRADY)}
    consent.pope = helpers.lord_of(consent, DAVID)
    engine.apply(consent, PlayCardinal(card, helpers.lord_of(consent, GRADY)))
    kinds = [engine.pending(x).kind for x in (react, join, consent)]
    assert kinds == ["react", "join_uprising", "consent"], kinds
    return [react, join, consent]


def test_the_strip_scrolls_sideways_and_shows_the_title_choices(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.turn_of(s, DAVID, "purchase")
    for name in ("Belleville", "Pugnac"):
        helpers.put(s, DAVID, v(name), men=1)
    s.families[DAVID].deniers = 6
    s.cache.clear()
    table = Table(app, s)
    view = table.current
    view.layout(strip_rect(app))
    assert view.strip and view.shown_columns >= 2
    fief = helpers.data().board.villages[v("Tournus")].fief
    table.click(table.reach(Row, table.names.fief(fief)).rect.center)
    buy = one(view, Button, "Buy the title (6 d.)")
    assert buy.visible and view.body.contains(buy.rect)  # the view scrolled to show it
    assert view.offset > 0
    table.click(buy.rect.center)
    assert table.submitted == [BuyFiefTitle(fief, helpers.lord_of(s, DAVID), v("Tournus"))]


def test_moving_in_a_strip(app) -> None:
    s = grady_moving()
    table = Table(app, s)
    view = table.current
    view.layout(strip_rect(app))
    lord = helpers.lord_of(s, GRADY)
    _minus, plus = table.reach(Stepper, "Men-at-arms").button_rects()
    table.click(plus.center)
    table.click(one(view, Button, "Take all").rect.center)
    assert table.submitted == [
        PickUp(lord, "man_at_arms", 1),
        PickUp(lord, "knight", 1),
        PickUp(lord, "man_at_arms", 2),
    ]
    view.on_village_click(v("Charolles"))
    assert s.villages[v("Charolles")].troops[GRADY].count == 4


def test_a_short_panel_scrolls_its_body_with_the_wheel(app) -> None:
    s = grady_moving()
    second = next(c for c in helpers.data().lords if c not in s.lords and c in s.lord_deck)
    helpers.add_lord(s, GRADY, second, v("Charolles"))
    s.marches[second] = LordMarch(2)
    s.cache.clear()
    table = Table(app, s)
    view = table.current
    view.layout(pygame.Rect(900, 100, 340, 300))
    assert view.extent > view.body.height
    first_top = view.group.widgets[0].rect.top
    app.mouse_pos = view.body.center
    view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert view.offset > 0 and view.group.widgets[0].rect.top < first_top
    table.draw()


def test_tooltips_name_the_rule_sections(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    table = Table(app, s)
    view = table.current
    tip = view.tooltip_at(one(view, Row, "Knight").rect.center)
    assert "(4.1)" in tip
    assert "(4.2)" in view.tooltip_at(one(view, Row, "Mill").rect.center)
    assert "(4.0)" in view.tooltip_at(one(view, Button, "End purchases").rect.center)
    table2 = Table(app, grady_moving())
    m = table2.current
    assert "(5.0)" in m.tooltip_at(one(m, Row, table2.names.lord(helpers.lord_of(table2.state, GRADY))).rect.center)
    assert "(5.0)" in m.village_tooltip(v("Charolles"))


# --------------------------------------------------------------------------- in the game scene


def test_played_with_the_mouse_inside_the_game_scene(make_app, fief_data) -> None:
    """The views inside the real game screen: clicks on the map and the panel, through
    the app's event loop, with two computer players."""
    from game.games.fief.rules.state import GameConfig, SeatConfig
    from game.games.fief.ui.scenes.game import FiefTableScene
    from game.ui.controller import Controller
    from tests.ui.driver import click, key, step

    seats = [
        SeatConfig("Anne", "red", "human"),
        SeatConfig("Bertrand", "blue", "ai"),
        SeatConfig("Clotilde", "green", "ai"),
    ]
    ctl = Controller.new(FIEF, fief_data, GameConfig(seats, first_player=0), 3)
    app = make_app(scene=None)
    app.settings.animation_speed = "instant"
    app.open("title")
    scene = app.open("game", controller=ctl)
    assert isinstance(scene, FiefTableScene)

    def until(kind: type) -> PanelView:
        for _ in range(600):
            if app.scenes.top is not scene:
                key(app, pygame.K_RETURN)  # the privacy curtain: Anne takes the computer
                continue
            if isinstance(scene.decision_view, kind):
                return scene.decision_view
            if scene.turn_over is not None:
                click(app, scene.continue_button.rect.center)  # Anne has seen her turn's end
                continue
            pending = ctl.pending()
            if (
                pending is not None
                and pending.kind in ("marriage", "draw", "play_cards")
                and not ctl.is_ai(pending.seat)
            ):
                ctl.submit(Done())  # Anne neither marries nor draws (the generic chooser's business)
            ctl.wait_for_bots()
            step(app)
        raise AssertionError(f"no {kind.__name__} came")

    def on_map(village: str) -> tuple[int, int]:
        x, y = scene.camera.world_to_screen(fief_data.board.villages[village].center)
        return round(x), round(y)

    view = until(StartView)
    lord = ctl.state.families[0].lords[0]
    click(app, on_map(v("Blaye")))
    assert view.chosen == v("Blaye") and ctl.state.lords[lord].village == ""
    click(app, on_map(v("Blaye")))
    assert ctl.state.lords[lord].village == v("Blaye")

    view = until(PurchaseView)
    click(app, one(view, Row, "Knight").rect.center)
    assert view.highlights() == {v("Blaye"): "placeable"}
    click(app, on_map(v("Blaye")))
    assert ctl.state.villages[v("Blaye")].troops[0].knights == 2
    key(app, pygame.K_RETURN)  # End purchases
    assert ctl.pending().seat != 0

    view = until(MovementView)
    assert view.selected_lord() == lord
    _minus, plus = one(view, Stepper, "Men-at-arms").button_rects()
    click(app, plus.center)
    click(app, plus.center)
    assert ctl.state.marches[lord].escort.men_at_arms == 2
    click(app, on_map(v("Charolles")))
    assert ctl.state.lords[lord].village == v("Charolles")
    assert ctl.state.villages[v("Charolles")].troops[0].men_at_arms == 2


def test_back_from_a_request_the_marching_lord_is_selected_again(app) -> None:
    s = grady_moving()
    second = next(c for c in helpers.data().lords if c not in s.lords and c in s.lord_deck)
    helpers.add_lord(s, GRADY, second, v("Blaye"))
    s.families[GRADY].lords.remove(second)
    s.families[GRADY].lords.insert(0, second)  # listed first
    s.marches[second] = LordMarch(2)
    helpers.put(s, DAVID, v("Charolles"), men=2)
    s.cache.clear()
    lord = s.families[GRADY].lords[1]
    table = Table(app, s)
    assert table.current.selected_lord() == second
    table.current.select(lord)
    table.current.on_village_click(v("Charolles"))
    table.current.on_village_click(v("L'Épervier"))
    assert isinstance(table.current, PermissionView)
    table.key(pygame.K_n)
    view = table.current
    assert isinstance(view, MovementView) and view.selected_lord() == lord


def test_escape_puts_down_what_is_in_hand_and_then_leaves_the_key_to_the_scene(app) -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    table = Table(app, s)
    view = table.current
    table.key(pygame.K_2)
    assert view.item == "knight" and view.highlights()
    assert table.key(pygame.K_ESCAPE)
    assert view.item is None and view.highlights() == {}
    assert not table.key(pygame.K_ESCAPE)  # nothing in hand: the scene opens its menu
    m = Table(app, grady_moving()).current
    assert m.selected_lord() is not None
    assert m.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert m.selected_lord() is None and m.highlights() == {}


def test_the_reaction_panels_answer_with_a_click_and_never_with_enter(app) -> None:
    """10.2.3, 10.1, 1.7: the card in question is shown; Enter gives no answer."""
    from game.games.fief.rules.actions import Consent, Escape
    from game.games.fief.ui.decisions.cards import HandRow
    from game.games.fief.ui.decisions.reaction import ReactionView

    react, join, consent = _card_windows()
    table = Table(app, react)
    view = table.current
    assert isinstance(view, ReactionView)
    assert widgets(view, HandRow)[0].cards == ["assassination"]
    assert view.selected_lord() == react.attack.target
    assert not table.key(pygame.K_RETURN) and table.submitted == []
    table.click(one(view, Button, "Escape").rect.center)
    assert table.submitted == [Escape()]
    table = Table(app, join)
    assert table.current.highlights() == {v("Mazilles"): "target"}
    table.click(one(table.current, Button, "Stay out of it").rect.center)
    assert table.submitted == [Done()]
    table = Table(app, consent)
    table.click(one(table.current, Button, "Refuse").rect.center)
    assert table.submitted == [Consent(False)] and consent.cardinals == {}


# ------------------------------------------------------------------ marriages (1.1)
def test_marriage_panel_offers_each_match_and_the_other_family_answers(app) -> None:
    """1.1, 7.2: Grady's Quentin may marry David's Blanche or Gunter's Jeanne; a click on
    a row offers it; Gunter's panel answers with Y."""
    from game.games.fief.rules.actions import AnswerMarriage, ProposeMarriage
    from game.games.fief.ui.decisions.marriage import MarriageView
    from tests.games.fief.test_marriage import GRADY, GUNTER, four_families

    s = four_families()
    helpers.turn_of(s, GRADY, "marriage")
    table = Table(app, s)
    view = table.current
    assert isinstance(view, MarriageView)
    rows = {w.text: w for w in widgets(view, Row)}
    assert set(rows) == {"Quentin ⚭ Blanche", "Quentin ⚭ Jeanne"}
    assert "win together with 4 victory points" in view.meaning()
    table.click(rows["Quentin ⚭ Jeanne"].rect.center)
    assert table.submitted == [ProposeMarriage("quentin", "jeanne")]
    view = table.current
    assert isinstance(view, MarriageView) and table.decision.seat == GUNTER
    table.key(pygame.K_RETURN)  # Enter answers nothing here
    assert len(table.submitted) == 1 and table.decision.kind == "marriage_offer"
    assert table.key(pygame.K_y)
    assert table.submitted[-1] == AnswerMarriage(True) and s.lords["quentin"].spouse == "jeanne"


# ------------------------------------------------------------------ elections (1.3)
def test_election_panel_puts_a_lord_forward_then_lays_markers_face_down(app) -> None:
    """1.3, 1.4: Grady clicks François to put him forward, David Charles; Kirsten's panel
    shows the votes of each family and where earlier markers lie, she picks her FOR and
    DECOY and lays them with Enter; the reveal plaque explains the count."""
    from game.games.fief.rules.actions import CastVotes, DeclareCandidate
    from game.games.fief.ui.decisions.election import ElectionView
    from game.games.fief.ui.scenes.game import election_show
    from tests.games.fief.test_elections import bishopric_five, to_election

    s = bishopric_five()
    to_election(s)
    table = Table(app, s)
    view = table.current
    assert isinstance(view, ElectionView) and table.decision.kind == "candidate"
    table.click(table.reach(Row, "François").rect.center)
    assert table.submitted == [DeclareCandidate("francois")]
    standing = table.reach(Row, "François")
    assert standing.note == "Grady" and standing.on_click is None  # already standing, for all to see
    table.click(table.reach(Row, "Charles").rect.center)
    # the first voter (Grady in round 2) votes for his own man, keeping the DECOY in hand
    assert table.decision.kind == "vote" and table.decision.seat == GRADY
    table.click(table.reach(Row, "François", 0).rect.center)
    table.key(pygame.K_RETURN)
    assert table.submitted[-1] == CastVotes("francois", "")
    assert table.decision.seat == DAVID
    grady = table.reach(Row, "Grady: 2")
    assert grady.note == "1 face down on François"
    table.key(pygame.K_RETURN)  # David keeps both markers in hand
    assert table.submitted[-1] == CastVotes("", "")
    assert table.decision.seat == KIRSTEN
    table.click(table.reach(Row, "François", 0).rect.center)  # her FOR
    table.click(table.reach(Row, "Charles", 1).rect.center)  # her DECOY
    view = table.current
    assert widgets(view, Row, "François")[0].selected and widgets(view, Row, "Charles")[1].selected
    table.key(pygame.K_RETURN)
    assert table.submitted[-1] == CastVotes("francois", "charles")
    assert s.bishops[5] == "francois"
    from game.games.fief.rules import events as ev

    reveal = ev.ElectionHeld(
        "bishop",
        5,
        ((GRADY, "francois"), (DAVID, "charles")),
        ((KIRSTEN, "francois", "charles"), (GRADY, "francois", ""), (DAVID, "", "")),
        ((KIRSTEN, 2), (GRADY, 2), (DAVID, 3)),
        (("charles", 0), ("francois", 4)),
        "francois",
        "fief.elections.elected",
        4,
        4,
    )
    show = election_show(helpers.data(), s, engine.names_for(s), reveal)
    assert show.ballots[0][2] == "Kirsten: FOR François (+2) · DECOY on Charles"
    assert show.caption.startswith("François is elected Bishop of Sigy: François 4, Charles 0.")


# ------------------------------------------------------------------ deals (8.0)
def test_deal_panel_writes_terms_and_the_other_family_answers_choosing_its_card(app) -> None:
    """8.0: Kirsten's panel writes the deal a term at a time (steppers for deniers and
    cards, a click on a card of her hand, a truce); Send (Enter) puts it to Grady, whose
    panel reads it in words, makes him choose the card asked before Accept (Y), and the
    engine carries it out: 2 deniers and Taxes to Grady, his Good Weather to Kirsten."""
    from game.games.fief.rules.actions import AnswerDeal, Bargain, DealTerm, SendDeal
    from game.games.fief.ui.decisions.deal import DealView
    from tests.games.fief.test_diplomacy import at_purchase

    s = at_purchase()
    helpers.give(s, KIRSTEN, "taxes")
    helpers.give(s, GRADY, "good-weather", "assassination")
    engine.apply(s, Bargain(GRADY))
    table = Table(app, s)
    view = table.current
    assert isinstance(view, DealView) and table.decision.kind == "deal_draft"
    assert not one(view, Button, "Send").enabled  # nothing written yet
    give = widgets(view, Stepper, "Deniers")[0]
    for _ in range(2):
        table.click(give.button_rects()[1].center)
        give = widgets(table.current, Stepper, "Deniers")[0]
    assert give.value == 2 and s.deal.give_deniers == 2
    table.click(table.reach(Row, "Taxes").rect.center)
    table.click(table.reach(Row, "A truce this round").rect.center)
    cards = table.reach(Stepper, "Cards, their choice")
    table.click(cards.button_rects()[1].center)
    assert table.submitted[1:] == [
        DealTerm("give_deniers", "+"),
        DealTerm("give_card", "taxes"),
        DealTerm("truce", "on"),
        DealTerm("take_cards", "+"),
    ]
    assert view._marker_note(s.deal).startswith("You and Grady each spend a Diplomacy marker")
    table.key(pygame.K_RETURN)
    assert table.submitted[-1] == SendDeal() and table.decision.seat == GRADY
    view = table.current
    assert isinstance(view, DealView) and table.decision.kind == "deal"
    texts = [w.text for w in widgets(view, Label)]
    assert {"2 deniers", "Taxes", "a truce until the end of the round", "1 card of your choice"} <= set(texts)
    table.key(pygame.K_RETURN)  # Enter answers nothing
    assert table.key(pygame.K_y)  # nor does Y before the card is chosen
    assert table.submitted[-1] == SendDeal() and "Choose 1 more card" in table.notices[-1]
    assert not one(view, Button, "Accept").enabled
    table.click(table.reach(Row, "Good Weather").rect.center)
    assert one(table.current, Button, "Accept").enabled
    table.key(pygame.K_y)
    assert table.submitted[-1] == AnswerDeal(True, ("good-weather",))
    assert s.families[KIRSTEN].hand == ["good-weather"] and sorted(s.families[GRADY].hand) == ["assassination", "taxes"]
    assert (s.families[KIRSTEN].deniers, s.families[GRADY].deniers) == (4, 8) and s.truces == [[KIRSTEN, GRADY]]


def test_deal_panel_tears_up_with_escape_and_shows_why_a_term_is_refused(app) -> None:
    """8.0: a fourth denier asked is refused with the engine's reason; Escape drops the
    deal and the turn goes on without another deal this turn."""
    from game.games.fief.rules.actions import Bargain, DropDeal
    from tests.games.fief.test_diplomacy import at_purchase

    s = at_purchase()
    engine.apply(s, Bargain(GRADY))
    table = Table(app, s)
    for _ in range(4):
        table.click(table.reach(Stepper, "Deniers", 1).button_rects()[1].center)
    assert s.deal.take_deniers == 3 and "at most 3 deniers" in table.notices[-1]
    assert not widgets(table.current, Stepper, "Deniers")[1].plus_ok
    table.key(pygame.K_ESCAPE)
    assert table.submitted[-1] == DropDeal() and s.deal is None and table.decision.kind == "purchase"
    assert not any(isinstance(o, Bargain) for o in table.decision.options)
