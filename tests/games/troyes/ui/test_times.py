"""How many times (A-10, A-11): not asked where the largest count is always best.

``rules.times.most_is_best`` weighs each kind of effect; the client answers such a
decision with the largest count as it opens (once: stepped back into by Undo, it shows
that count to confirm), and the heuristic player does the same without weighing."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from game.core import i18n
from game.core.engine import Action
from game.games.troyes.bots.heuristic import HeuristicBot
from game.games.troyes.rules import times
from game.games.troyes.rules.actions import Activate, Fight, Group, Times
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.state import TroyesState
from game.games.troyes.ui.decisions.choices import TimesView
from game.games.troyes.ui.decisions.common import Row
from game.ui.app import App
from tests.games.troyes import helpers as h
from tests.games.troyes.helpers import ANNA, FAYE
from tests.games.troyes.ui.test_views import Table


def at_times(card_id: str, dice: int = 3, face: int = 6, **players: Any) -> TroyesState:
    """Anna, her tradesman on ``card_id``, activates it with ``dice`` dice of its colour
    showing ``face``: the "how many times" decision is pending."""
    s = h.blank(3)
    slot = h.card(s, card_id)
    s.slots[slot].spaces[0] = ANNA
    s.players[ANNA].deniers = players.get("deniers", 20)
    s.players[ANNA].influence = players.get("influence", 10)
    colour = s.data.activities[card_id].colour
    ids = tuple(h.die(s, colour, face, ANNA) for _ in range(dice))
    for colour, owner in players.get("others", [("red", FAYE)]):
        h.die(s, colour, 1, owner)  # the round goes on after the action
    h.act(s, Activate(slot), Group(ids))
    assert h.pending(s).kind == "times", h.pending(s).kind
    return s


#: each kind of effect, by a card of the box that has it: whether more is always best
KINDS = {
    "archer": True,  # exchange: gains a victory point, pays nothing
    "merchant": True,  # exchange: gains deniers
    "diplomat": True,  # exchange: gains Influence
    "goldsmith": True,  # exchange: gains points and deniers
    "journeyman": False,  # exchange: pays a denier for Influence
    "artisan": False,  # exchange: pays Influence for deniers
    "sculptor": False,  # exchange: pays deniers for points
    "troubadour": False,  # exchange: pays Influence for points
    "hunting": False,  # pays Influence for each cube
    "mercenary": True,  # a die for each, a cube on an event on 3 or more
    "chivalry": True,  # cubes on events for the red dice left
    "captain": True,  # points for the events holding a cube of hers
    "joust": True,  # points when her red dice are the strongest
    "glassblower": True,  # points for her cubes on the cathedral
    "innkeeper": True,  # deniers for her citizens in the Palace and the Bishopric
    "tax_collector": True,  # deniers from the others for theirs in City Hall
    "baker": True,  # deniers for the yellow dice (bonus)
    "banquet": True,  # points for the most red dice in a district (bonus)
    "militiaman": True,  # delayed: cubes kept on the card
    "priest": True,  # delayed
    "prior": True,  # delayed (bonus)
}


@pytest.mark.parametrize(("card_id", "best"), sorted(KINDS.items()))
def test_each_kind_of_effect_is_weighed(card_id: str, best: bool) -> None:
    s = at_times(card_id)
    assert times.most_is_best(s, ANNA) is best
    assert times.most_is_best(RULES.view_for(s, ANNA), ANNA) is best  # the client's and the bots' view


def test_every_immediate_kind_of_the_data_is_weighed() -> None:
    """A kind added to the rules without being weighed here would be asked: the test
    keeps the list whole."""
    from game.games.troyes.rules.data import DELAYED_KINDS, IMMEDIATE_KINDS

    kinds = {h.data().activities[c].effect for c in KINDS} | {"procession"}  # its own test below
    assert kinds == set(IMMEDIATE_KINDS) | (kinds & set(DELAYED_KINDS))
    assert set(IMMEDIATE_KINDS) <= {"exchange", "hunting", "procession"} | set(times.GAINS) | times.CUBES_ON_EVENTS


def test_the_procession_is_best_at_most_only_for_a_family_among_the_most_dice() -> None:
    """Its points go to the families with the most dice in their district, not always
    to the one activating it."""
    ahead = at_times("procession", others=[("white", ANNA), ("white", ANNA), ("red", FAYE)])
    assert times.most_is_best(ahead, ANNA)
    tied = at_times("procession", others=[("white", ANNA), ("red", FAYE)])
    assert times.most_is_best(tied, ANNA)  # she gains as much as Faye
    behind = at_times("procession", others=[("red", FAYE), ("red", FAYE)])
    assert not times.most_is_best(behind, ANNA)  # only Faye would gain


def test_the_limits_of_payment_still_cap_the_count() -> None:
    """Pure gains are capped by the dice only; a payment is asked whatever it allows."""
    s = at_times("merchant", dice=3, face=6)  # 18 // 2
    assert h.options(s)[-1] == Times(9) and times.most_is_best(s, ANNA)
    s = at_times("sculptor", deniers=7)  # 3 deniers each: two activations
    assert h.options(s) == (Times(1), Times(2)) and not times.most_is_best(s, ANNA)


def test_cubes_on_an_event_are_best_at_most() -> None:
    s = h.blank(3)
    war = h.event(s, "war")
    card = s.data.event("war")
    ids = tuple(h.die(s, card.dice[0], 6, ANNA) for _ in range(3))
    h.die(s, "yellow", 1, FAYE)
    h.act(s, Fight(war), Group(ids))
    assert h.pending(s).kind == "times"
    assert times.most_is_best(s, ANNA)


def test_nothing_else_is_weighed_as_a_times_decision() -> None:
    s = h.blank(3)
    assert not times.most_is_best(s, ANNA)  # no step: a turn


# --------------------------------------------------------------------------- the client
@pytest.fixture
def app(make_app) -> App:
    return make_app(scene=None)


def rows(view: TimesView) -> list[str]:
    return [w.text for w in view.group.widgets if isinstance(w, Row)]


def test_a_payment_is_asked_with_every_count(app) -> None:
    s = at_times("sculptor", deniers=20)
    view = Table(app, s).current
    assert isinstance(view, TimesView) and not view.most_is_best
    assert rows(view) == [i18n.t("troyes.ui.view.times", n=k) for k in (1, 2, 3, 4, 5, 6)]


def test_where_most_is_best_the_view_offers_that_count_alone(app) -> None:
    s = at_times("miller")  # 18 // 3: six activations, +3 deniers each
    table = Table(app, s)
    view = table.current
    assert isinstance(view, TimesView) and view.most_is_best
    assert rows(view) == [i18n.t("troyes.ui.view.times", n=6)]
    words = [getattr(w, "text", "") for w in view.group.widgets]
    assert i18n.t("troyes.ui.view.times.most_is_best") in words
    table.key(ord("2"))  # another count is not taken
    assert table.submitted == []
    before = s.players[ANNA].deniers
    assert view.on_enter()
    assert table.submitted == [Times(6)] and s.players[ANNA].deniers == before + 18


class _Front:
    """The app as a view sees it from a table in front (no menu nor curtain over it)."""

    def __init__(self, app: App) -> None:
        object.__setattr__(self, "_app", app)
        object.__setattr__(self, "scenes", SimpleNamespace(top=None))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._app, name, value)


class _Game:
    """The controller as a view reaches it: the game's record of actions."""

    def __init__(self, actions: list[Action]) -> None:
        self.record = SimpleNamespace(actions=actions)


class FrontTable(Table):
    """The table's side of the views with a game's record and Undo: each frame updates
    the view, as the table does."""

    def __init__(self, app: App, state: TroyesState) -> None:
        front = _Front(app)
        self.history: list[TroyesState] = []
        super().__init__(front, state)
        front.scenes.top = self
        self.controller = _Game(self.submitted)

    def submit(self, action: Action) -> bool:
        before = self.state.clone()
        done = super().submit(action)
        if done:
            self.history.append(before)
        return done

    def undo(self) -> None:
        self.state = self.history.pop()
        self.submitted.pop()
        self._view = None
        self._open()

    def frame(self) -> None:
        if self.current is not None:
            self.current.update(1 / 60)


def test_the_most_is_answered_as_the_view_opens_and_undo_shows_it_to_confirm(app) -> None:
    s = at_times("miller")
    before = s.players[ANNA].deniers
    table = FrontTable(app, s)
    assert isinstance(table.current, TimesView)
    table.frame()
    assert table.submitted == [Times(6)] and s.players[ANNA].deniers == before + 18
    assert h.pending(s).kind != "times"
    table.undo()  # back to the decision: shown, not answered again
    view = table.current
    assert isinstance(view, TimesView) and view.most_is_best
    for _ in range(3):
        table.frame()
    assert table.submitted == []
    assert rows(view) == [i18n.t("troyes.ui.view.times", n=6)]
    assert view.on_enter() and table.submitted == [Times(6)]


def test_a_count_that_may_cost_is_never_answered_by_the_view(app) -> None:
    table = FrontTable(app, at_times("journeyman"))
    for _ in range(3):
        table.frame()
    assert table.submitted == [] and isinstance(table.current, TimesView)


def test_nothing_is_answered_behind_a_menu(app) -> None:
    table = FrontTable(app, at_times("miller"))
    table.app.scenes.top = object()  # a menu over the table
    table.frame()
    assert table.submitted == []
    table.app.scenes.top = table
    table.frame()
    assert table.submitted == [Times(6)]


# --------------------------------------------------------------------------- the computer players
@pytest.mark.parametrize(("card_id", "best"), [("miller", True), ("captain", True), ("sculptor", False)])
def test_the_heuristic_player_takes_the_most_without_weighing(card_id: str, best: bool, monkeypatch) -> None:
    s = at_times(card_id)
    decision = h.pending(s)
    bot = HeuristicBot(seed=1)
    weighed: list[int] = []
    real = HeuristicBot.sub_step

    def counting(self: HeuristicBot, *args: Any) -> Any:
        weighed.append(1)
        return real(self, *args)

    monkeypatch.setattr(HeuristicBot, "sub_step", counting)
    choice = bot.decide(RULES.view_for(s, ANNA), decision)
    assert isinstance(choice, Times)
    if best:
        assert choice == max(decision.options, key=lambda a: a.n) and weighed == []  # type: ignore[attr-defined]
    else:
        assert weighed == [1]
