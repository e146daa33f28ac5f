"""Troyes' decision views, driven with clicks on positions built by hand (inventory
numbers §x.y, A-nn).

A small ``Table`` plays the table scene's part of the ``GameContext``: it holds the
full state, gives the views only the deciding seat's ``view_for``, submits through the
engine (a refusal becomes a notice with the engine's reason, as the table shows it) and
refreshes or replaces the view afterwards. Clicks are posted as SDL mouse events to the
view's ``handle_event``; board clicks call ``on_board(Hit)`` as the table will.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.errors import IllegalAction
from game.games.troyes.rules import contract, play
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    Citizen,
    CounterDice,
    Fail,
    Flip,
    Group,
    Hire,
    Pass,
    PlaceStart,
    Reroll,
    Split,
    Target,
    Times,
)
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from game.games.troyes.ui.board_api import Hit
from game.games.troyes.ui.decisions import VIEWS
from game.games.troyes.ui.decisions.choices import CitizenView, PlaceStartView, SplitView, TargetView, TimesView
from game.games.troyes.ui.decisions.common import DiceRow, Row, TroyesView
from game.games.troyes.ui.decisions.counter import CounterView
from game.games.troyes.ui.decisions.turn import TurnView
from game.games.troyes.ui.plugin import TROYES_UI
from game.ui.settings import UI_SCALES
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from tests.games.troyes import helpers as h
from tests.games.troyes.helpers import ANNA, FAYE, GEOFFREY


class Table:
    """The table scene's side of the GameContext, around a full state."""

    def __init__(self, app: Any, state: TroyesState, panel: pygame.Rect | None = None) -> None:
        self.app = app
        self.controller = None  # the views never reach past the context
        self.state = state
        self.notices: list[str] = []
        self.submitted: list[Action] = []
        self.panel = panel or pygame.Rect(10, 100, 860, 610)
        self.current: TroyesView | None = None
        self._view: TroyesState | None = None
        self._open()

    @property
    def viewer(self) -> int:
        return self.decision.seat

    @property
    def view(self) -> TroyesState:
        if self._view is None:
            self._view = RULES.view_for(self.state, self.viewer)
        return self._view

    def submit(self, action: Action) -> bool:
        try:
            play.apply(self.state, action)
        except IllegalAction as exc:
            self.notice(exc.reason)
            return False
        self._view = None
        self.submitted.append(action)
        self._open(self.current)
        return True

    def notice(self, text: Any) -> None:
        self.notices.append(i18n.text(text))

    def describe(self, action: Action) -> Any:
        return RULES.describe_action(self.view, action) if hasattr(RULES, "describe_action") else str(action)

    @property
    def decision(self) -> Decision:
        return h.pending(self.state)

    def _open(self, old: TroyesView | None = None) -> None:
        d = play.pending(self.state)
        if d is None:
            self.current = None
            return
        if old is not None and old.decision.kind == d.kind and old.decision.seat == d.seat:
            old.refresh(d)
            return
        view = VIEWS[d.kind](self, d)
        assert isinstance(view, TroyesView)
        self.current = view
        view.layout(self.panel)

    # Input, as a person gives it ----------------------------------------------------
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

    def key(self, key: int) -> bool:
        assert self.current is not None
        return self.current.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))

    def reach(self, widget_of: Any) -> Any:
        """The widget ``widget_of()`` finds, scrolled into sight with the wheel."""
        view = self.current
        assert view is not None
        for _ in range(40):
            widget = widget_of()
            if widget.visible and view.body.contains(widget.rect):
                return widget
            self.app.mouse_pos = view.body.center
            view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        raise AssertionError("never came into sight")

    def click_row(self, text: Any) -> None:
        self.click(self.reach(lambda: row(self.current, text)).rect.center)

    def click_die(self, key: Any, black: bool = False) -> None:
        """A click on a die of the panel (``key``: a die id, or with ``black`` a black
        die's index)."""
        view = self.current
        assert view is not None
        for w in view.group.widgets:
            if isinstance(w, DiceRow) and w.on_click is not None:
                for rect, spot in w.rects():
                    if spot.key == key and (spot.colour == "black") == black and w.visible:
                        self.click(rect.center)
                        return
        raise AssertionError(f"no die {key} in the panel")

    def click_button(self, text: Any) -> None:
        self.click(button(self.current, text).rect.center)

    def draw(self) -> pygame.Surface:
        surface = self.app.surface
        self.app.theme.draw_table(surface)
        assert self.current is not None
        self.current.draw(surface)
        return surface


def words_of(view: TroyesView) -> list[str]:
    """Every word the panel shows (and its tooltips)."""
    out: list[str] = []
    for w in view.group.widgets + view.foot.widgets:
        for attr in ("text", "sub", "detail"):
            value = getattr(w, attr, None)
            if isinstance(value, str):
                out.append(value)
        if w.tooltip:
            out.append(w.tooltip)
        if isinstance(w, DiceRow):
            out += [s.note for s in w.spots] + [s.tip or "" for s in w.spots]
    return out


def row(view: TroyesView | None, text: Any) -> Row:
    assert view is not None
    found = [w for w in view.group.widgets if isinstance(w, Row) and w.text == i18n.text(text)]
    assert found, f"no row {i18n.text(text)!r}: " + ", ".join(
        repr(w.text) for w in view.group.widgets if isinstance(w, Row)
    )
    return found[0]


def button(view: TroyesView | None, text: Any) -> Button:
    assert view is not None
    found = [w for w in view.group.widgets + view.foot.widgets if isinstance(w, Button) and w.text == i18n.text(text)]
    assert found, f"no button {i18n.text(text)!r}"
    return found[0]


def t(msg_id: str, **kw: Any) -> str:
    return i18n.t(msg_id, **kw)


@pytest.fixture
def app(make_app):
    return make_app(scene=None)


def market(n: int = 3) -> tuple[TroyesState, int]:
    """Anna's turn with the Merchant face up (yellow, 2 per activation, hire 4: §4.3)."""
    s = h.blank(n)
    slot = h.card(s, "merchant")
    s.players[ANNA].deniers = 10
    s.players[ANNA].influence = 5
    return s, slot


# =========================================================================== the table of views
def test_every_decision_kind_has_a_view_of_its_own() -> None:
    kinds = {"place_start", "counter", "turn", "group", "citizen", "times", "target", "split"}
    assert set(VIEWS) == kinds
    assert TROYES_UI.views is VIEWS
    assert all(issubclass(v, TroyesView) for v in VIEWS.values())


# =========================================================================== the turn (§4)
def test_dice_clicked_form_a_group_whose_worth_shows_and_a_use_takes_it(app) -> None:
    """§4.1, §4.3: the group's total, its price to others, a card's activations and
    effect before choosing; the use clicked submits the use, then the group."""
    s, slot = market()
    own5 = h.die(s, "yellow", 5, ANNA)
    own3 = h.die(s, "yellow", 3, ANNA)
    theirs = h.die(s, "yellow", 6, FAYE)
    h.die(s, "red", 2, NEUTRAL)
    table = Table(app, s)
    view = table.current
    assert isinstance(view, TurnView)
    # The districts in order: her own, the others after her, the neutral one (§1.1).
    labels = [w.label for w in view.group.widgets if isinstance(w, DiceRow) and w.label]
    assert labels == [
        t("troyes.ui.view.your_district"),
        t("troyes.ui.view.district_of", name="Faye"),
        t("troyes.ui.view.neutral_district"),
    ]
    # Faye's die shows its price before it is taken (2 deniers alone, §4.1).
    spot = next(sp for w in view.group.widgets if isinstance(w, DiceRow) for sp in w.spots if sp.key == theirs)
    assert spot.note == t("troyes.ui.view.price_note", n=2)
    table.click_die(own5)
    table.click_die(own3)
    assert view.picked == [own5, own3]
    merchant = row(view, s.data.activities["merchant"].name)
    assert merchant.detail == t("troyes.ui.view.times", n=4) and not merchant.dim
    # 8 // 2 = 4 activations: +8 deniers, with a tradesman hired for 4 (§4.3).
    assert merchant.sub is not None and "+8 deniers" in merchant.sub and "4 deniers" in merchant.sub
    # On the board: the dice lit, those taken, the card with its activations.
    lit = view.highlights()
    assert lit.chosen == {own5, own3} and theirs in lit.dice and slot in lit.slots
    assert lit.notes[Hit("slot", (slot,))] == t("troyes.ui.view.times", n=4)
    table.click_row(s.data.activities["merchant"].name)
    assert table.submitted[:2] == [Activate(slot), Group(tuple(sorted((own5, own3))))]
    assert not table.notices


def test_a_use_the_group_cannot_serve_shows_the_engines_reason(app) -> None:
    """§4.3: the dice must be the card's colour; the row says why, the click says it again."""
    s, _slot = market()
    red = h.die(s, "red", 4, ANNA)
    h.die(s, "yellow", 4, ANNA)
    table = Table(app, s)
    table.click_die(red)
    name = s.data.activities["merchant"].name
    reason = t("troyes.refusal.card_colour", card=name)
    assert row(table.current, name).dim and row(table.current, name).sub == reason
    table.click_row(name)
    assert table.notices == [reason] and table.submitted == []


def test_a_use_clicked_without_dice_asks_for_its_groups_in_the_same_view(app) -> None:
    """The ``group`` decision shows only the groups that serve the use chosen (§4.4)."""
    s, _slot = market()
    w4 = h.die(s, "white", 4, ANNA)
    h.die(s, "yellow", 2, ANNA)
    table = Table(app, s)
    table.click_row(t("troyes.ui.view.use.build"))
    assert table.submitted == [Build()]
    view = table.current
    assert isinstance(view, TurnView) and view.decision.kind == "group"
    # The yellow die serves no group for the cathedral: faded, and it says so.
    yellow = next(d.id for d in s.dice if d.colour == "yellow")
    table.click_die(yellow)
    assert table.notices == [t("troyes.ui.view.die_serves_not")] and view.picked == []
    offers = [w for w in view.group.widgets if isinstance(w, Row) and w.dice]
    assert len(offers) == 1 and offers[0].dice == [("white", 4)]
    table.click(offers[0].rect.center)
    assert table.submitted[-1] == Group((w4,))
    assert s.cathedral[0][3] == ANNA  # §4.4: a cube on the site of value 4


def test_take_button_and_enter_take_the_dice_picked_in_the_group_decision(app) -> None:
    s, _slot = market()
    w4 = h.die(s, "white", 4, ANNA)
    w2 = h.die(s, "white", 2, ANNA)
    table = Table(app, s)
    table.submit(Build())
    take = button(table.current, t("troyes.ui.view.take"))
    assert not take.enabled
    table.click_die(w4)
    assert table.key(pygame.K_ESCAPE)  # Escape lets go of the dice picked
    view = table.current
    assert isinstance(view, TurnView) and view.picked == []
    assert not table.key(pygame.K_ESCAPE)  # nothing left to let go: the table's menu
    table.click_die(w4)
    table.click_die(w2)
    assert button(view, t("troyes.ui.view.take")).enabled
    assert table.key(pygame.K_RETURN)
    assert table.submitted[-1] == Group(tuple(sorted((w4, w2))))


def test_influence_rerolls_and_flips_dice_of_ones_own_district(app) -> None:
    """§4.2: 1 Influence rerolls a die, 4 flip 1-3 dice; without the Influence the
    buttons are greyed and say why."""
    s, _slot = market()
    mine = h.die(s, "yellow", 2, ANNA)
    theirs = h.die(s, "yellow", 5, FAYE)
    table = Table(app, s)
    table.click_button(t("troyes.ui.view.reroll", n=1))
    assert table.notices == [t("troyes.ui.view.pick_one_to_reroll")]
    table.click_die(theirs)
    table.click_button(t("troyes.ui.view.reroll", n=1))
    assert table.notices[-1] == t("troyes.refusal.not_your_die")
    table.click_die(theirs)
    table.click_die(mine)
    table.click_button(t("troyes.ui.view.reroll", n=1))
    assert table.submitted == [Reroll(mine)] and s.players[ANNA].influence == 4
    table.click_die(mine)
    table.click_button(t("troyes.ui.view.flip", n=4))
    assert table.submitted[-1] == Flip((mine,)) and s.players[ANNA].influence == 0
    view = table.current
    assert view is not None
    for words in (t("troyes.ui.view.reroll", n=1), t("troyes.ui.view.flip", n=4), t("troyes.ui.view.hire", n=2)):
        assert not button(view, words).enabled
    assert button(view, t("troyes.ui.view.flip", n=4)).tooltip == t("troyes.ui.view.short_influence", n=4, have=0)
    # Influence spent: the turn ends with an action, Pass is greyed.
    assert not button(view, t("troyes.ui.view.pass")).enabled


def test_hire_and_pass(app) -> None:
    s, _slot = market()
    h.die(s, "red", 1, FAYE)
    table = Table(app, s)
    table.click_button(t("troyes.ui.view.hire", n=2))
    assert table.submitted == [Hire()]
    s2, _ = market()
    h.die(s2, "red", 1, FAYE)
    table = Table(app, s2)
    table.click_button(t("troyes.ui.view.pass"))
    assert table.submitted == [Pass()] and s2.players[ANNA].passed


def test_a_delayed_cube_shows_what_it_makes_of_the_dice(app) -> None:
    """§4.8: the Priest's cube adds 3 to each yellow die; the dice shown count so."""
    s, _slot = market()
    priest = h.card(s, "priest")
    s.slots[priest].cubes[ANNA] = 1
    y = h.die(s, "yellow", 2, ANNA)
    table = Table(app, s)
    table.click_die(y)
    table.click_row(s.data.activities["priest"].name)
    view = table.current
    assert isinstance(view, TurnView) and view.cube == priest
    shown = [sp for w in view.group.widgets if isinstance(w, DiceRow) and w.on_click is None for sp in w.spots]
    assert [(sp.colour, sp.value) for sp in shown] == [("yellow", 5)]
    merchant = row(view, s.data.activities["merchant"].name)
    assert merchant.detail == t("troyes.ui.view.times", n=2)  # 5 // 2


def test_the_board_lights_and_takes_dice_and_cards(app) -> None:
    s, slot = market()
    a = h.die(s, "yellow", 4, ANNA)
    table = Table(app, s)
    view = table.current
    assert view is not None and view.on_board(Hit("die", (a,)))
    assert isinstance(view, TurnView) and view.picked == [a]
    assert view.on_board(Hit("slot", (slot,)))
    assert table.submitted[:2] == [Activate(slot), Group((a,))]


# =========================================================================== black dice (§3 Phase 3)
def counter_position() -> TroyesState:
    s = h.blank(3)
    s.phase = "counter"
    s.black = [5, 2]
    s.pointer = ANNA
    s.players[ANNA].influence = 0
    s.cache.clear()
    return s


def test_the_black_die_is_countered_with_ones_own_dice_red_doubled(app) -> None:
    """§3 Phase 3, A-28: a red 3 counts 6, enough for the 5 but not for the 5 and the 2
    together (7): the total short of the dice chosen shows the engine's reason."""
    s = counter_position()
    red = h.die(s, "red", 3, ANNA)
    other = h.die(s, "white", 6, FAYE)
    table = Table(app, s)
    view = table.current
    assert isinstance(view, CounterView)
    table.click_die(0, black=True)
    assert table.notices == [t("troyes.ui.view.highest_first")]
    with pytest.raises(AssertionError):
        table.click_die(other)  # another family's dice are not offered
    table.click_die(red)
    table.click_die(1, black=True)  # the 2 as well: 7 needed
    texts = [w.text for w in view.group.widgets if isinstance(w, Label)]
    assert t("troyes.ui.view.tally", total=6, needed=7) in texts
    table.click_button(t("troyes.ui.view.counter"))
    assert table.notices[-1] == t("troyes.refusal.counter_short_total", value=7, n=2)
    table.click_die(1, black=True)
    table.click_button(t("troyes.ui.view.counter"))
    assert table.submitted == [CounterDice((red,), (5,))]


def test_with_no_way_to_counter_the_seat_fails(app) -> None:
    s = counter_position()
    h.die(s, "white", 1, ANNA)
    table = Table(app, s)
    assert not button(table.current, t("troyes.ui.view.counter")).enabled
    table.click_button(t("troyes.ui.view.fail"))
    assert table.submitted == [Fail()]


# =========================================================================== the small decisions
def test_a_starting_citizen_goes_on_a_place_clicked_in_the_panel_or_on_the_board(app) -> None:
    """§2.2."""
    s, _ = h.new(3, seed=2)
    table = Table(app, s)
    view = table.current
    assert isinstance(view, PlaceStartView)
    assert ("palace", 0, 0) in view.highlights().places
    seat = view.seat
    table.click_row(t("troyes.ui.view.row", n=2))  # the Palace's second row
    assert table.submitted == [PlaceStart("palace", 1, 0)] and s.buildings["palace"][1][0] == seat
    view = table.current
    assert isinstance(view, PlaceStartView)
    assert view.on_board(Hit("place", ("bishopric", 0, 0)))
    assert table.submitted[-1] == PlaceStart("bishopric", 0, 0)
    view = table.current
    assert view is not None and view.on_board(Hit("place", ("palace", 1, 0)))  # taken: the engine says so
    assert table.notices and len(table.submitted) == 2


def test_the_citizen_comes_from_the_supply_or_the_board(app) -> None:
    """§4.3 step 2: a citizen of one's own on the board may be the new tradesman (A-27)."""
    s, slot = market()
    s.buildings["palace"][0][0] = ANNA
    y = h.die(s, "yellow", 4, ANNA)
    table = Table(app, s)
    table.click_die(y)
    table.click_row(s.data.activities["merchant"].name)
    view = table.current
    assert isinstance(view, CitizenView)
    assert ("palace", 0, 0) in view.highlights().places
    words = i18n.text(RULES.describe_action(table.view, Citizen("place:palace:0:0")))
    table.click_row(words)
    assert table.submitted[-1] == Citizen("place:palace:0:0") and s.buildings["palace"][0][0] is None
    assert ANNA in s.slots[slot].tradesmen()


def test_a_lying_citizen_is_lit_and_taken_with_a_click_on_its_building(app) -> None:
    """§4.3 step 2: an expelled citizen lying on a building may be the new tradesman;
    the board lights the building's illustration and a click there takes it (A-27)."""
    s, slot = market()
    s.lying["palace"] = [ANNA]
    y = h.die(s, "yellow", 4, ANNA)
    table = Table(app, s)
    table.click_die(y)
    table.click_row(s.data.activities["merchant"].name)
    view = table.current
    assert isinstance(view, CitizenView)
    assert view.highlights().lying == {"palace"}
    assert view.on_board(Hit("lying", ("palace",)))
    assert table.submitted[-1] == Citizen("lying:palace") and s.lying["palace"] == []
    assert ANNA in s.slots[slot].tradesmen()


def test_times_offers_each_count_with_what_it_gives(app) -> None:
    """A-10: the activations are chosen, each count with what it gives, where a count may
    cost (the Journeyman pays a denier for each Influence; a pure gain is not asked:
    test_times.py)."""
    s = h.blank(3)
    slot = h.card(s, "journeyman")
    s.slots[slot].spaces[0] = ANNA  # her tradesman is there already
    s.players[ANNA].deniers = 10
    s.players[ANNA].influence = 5
    a = h.die(s, "yellow", 6, ANNA)
    h.die(s, "red", 1, FAYE)  # the round goes on after the action
    table = Table(app, s)
    table.click_die(a)
    table.click_row(s.data.activities["journeyman"].name)
    view = table.current
    assert isinstance(view, TimesView)
    two = row(view, t("troyes.ui.view.times", n=2))
    assert two.sub == str(contract.tell(s).changes(-2, 0, 2))
    before = s.players[ANNA].deniers
    table.click_row(t("troyes.ui.view.times", n=2))
    assert table.submitted[-1] == Times(2) and s.players[ANNA].deniers == before - 2


def test_target_lists_the_events_with_free_banners(app) -> None:
    """Hunting: a cube per activation on an event with a free banner (§1.4.3)."""
    s = h.blank(3)
    slot = h.card(s, "hunting")
    s.slots[slot].spaces[0] = ANNA
    s.players[ANNA].influence = 5
    war = h.event(s, "war")
    r = h.die(s, "red", 3, ANNA)
    table = Table(app, s)
    table.click_die(r)
    table.click_row(s.data.activities["hunting"].name)
    view = table.current
    assert isinstance(view, TargetView)
    assert view.highlights().events == {0, war}
    table.click_row(s.data.event("war").name)
    assert table.submitted[-1] == Target(war)


def test_the_innkeeper_splits_between_palace_and_bishopric(app) -> None:
    s = h.blank(3)
    slot = h.card(s, "innkeeper")
    s.slots[slot].spaces[0] = ANNA
    s.buildings["palace"][0][0] = ANNA
    s.buildings["palace"][1][0] = ANNA
    s.buildings["bishopric"][0][0] = ANNA
    y = h.die(s, "yellow", 6, ANNA)
    h.die(s, "red", 1, FAYE)  # the round goes on after the action
    table = Table(app, s)
    table.click_die(y)
    table.click_row(s.data.activities["innkeeper"].name)
    view = table.current
    if isinstance(view, TimesView):
        table.click_row(t("troyes.ui.view.times", n=2))
        view = table.current
    assert isinstance(view, SplitView)
    rows = [w for w in view.group.widgets if isinstance(w, Row)]
    assert [w.detail for w in rows] == ["+4 deniers", "+6 deniers", "+8 deniers"]
    assert rows[-1].selected  # the best split stands out
    before = s.players[ANNA].deniers
    table.click(rows[-1].rect.center)
    assert table.submitted[-1] == Split(2) and s.players[ANNA].deniers == before + 8


# =========================================================================== privacy and layout
def positions() -> dict[str, TroyesState]:
    """A position for each view the layout is checked in."""
    turn, _slot = market(3)
    priest = h.card(turn, "priest")
    turn.slots[priest].cubes[ANNA] = 1
    for colour, value, owner in (("red", 6, ANNA), ("white", 2, FAYE), ("yellow", 5, GEOFFREY), ("yellow", 1, NEUTRAL)):
        h.die(turn, colour, value, owner)
    counter = counter_position()
    h.die(counter, "red", 3, ANNA)
    h.die(counter, "white", 6, ANNA)
    start, _ = h.new(3, seed=2)
    return {"turn": turn, "counter": counter, "place_start": start}


def panels(app: Any) -> list[pygame.Rect]:
    """The room the generic table lends a view, and a narrow side column."""
    t = app.theme
    w, hgt = app.surface.get_size()
    return [
        pygame.Rect(t.px(10), t.px(100), w - t.px(392), hgt - t.px(110)),
        pygame.Rect(w - t.px(390), t.px(10), t.px(380), hgt - t.px(20)),
    ]


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), UI_SCALES[-1])])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_views_fit_their_panel_in_both_languages(make_app, size, scale, lang) -> None:
    """Nothing spills out of the panel or past its column, and no button's words are
    wider than the button, wide or narrow, at every window size and the largest UI scale."""
    app = make_app(scene=None, window_size=size, language=lang)
    app.settings.ui_scale = scale
    app._on_resize()
    for name, state in positions().items():
        for panel in panels(app):
            table = Table(app, state.clone(), panel)
            view = table.current
            assert view is not None, name
            if isinstance(view, TurnView | CounterView):
                table.click_die(next(d.id for d in table.state.dice if d.district == ANNA))
            table.draw()
            for widget in view.foot.widgets:
                assert view.rect.contains(widget.rect) and not widget.rect.colliderect(view.body), (name, widget)
            for widget in view.group.widgets:  # the body scrolls: drawn clipped to it
                assert widget.rect.left >= view.body.left and widget.rect.right <= view.body.right, (name, widget)
            for widget in view.group.widgets + view.foot.widgets:
                if isinstance(widget, Button):
                    assert widget.preferred_width() - app.theme.px(30) <= widget.rect.width, (name, widget.text)
                if isinstance(widget, Row):
                    assert widget.rect.height >= widget.height_at(widget.rect.width)


def test_the_turn_panel_shows_nothing_private(app) -> None:
    """§8: another family's characters and victory points are not in the view."""
    s = positions()["turn"]
    assert s.players[FAYE].characters  # dealt secretly at set-up (§2.2)
    s.players[FAYE].vp = 7
    table = Table(app, s)
    view = table.current
    assert isinstance(view, TurnView)
    table.click_die(s.dice[0].id)
    others = {i18n.text(s.data.characters[c].name) for i in (FAYE, GEOFFREY) for c in s.players[i].characters}
    shown = " ".join(words_of(view))
    assert not any(name in shown for name in others)
    assert view.state.players[FAYE].vp != 7
