"""Fog of War (11.2): troop counters lie face down; a purchase is announced, not where it
goes; a battle turns the counters up. The choices where the rulebook is silent are in
docs/fief/rules-decisions.md ("Fog of War")."""

from __future__ import annotations

from game.ai import make_bot
from game.core.rng import Rng
from game.games.fief.bots.heuristic import HeuristicBot
from game.games.fief.descriptor import DESCRIPTOR
from game.games.fief.rules import engine, fog
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Buy, Done, Move, PickUp
from game.games.fief.rules.contract import RULES
from game.games.fief.rules.state import Battle, State, Troops

from . import helpers
from .helpers import v

BLAYE = v("Blaye")


def _fog_game() -> State:
    """Kirsten (0) at Blaye, Grady (1) at Sigy, David (2) at Tournus, each with a knight
    and three men-at-arms; Kirsten's Purchase turn of round 1."""
    return helpers.started(["Blaye", "Sigy", "Tournus"], variants=[fog.FOG])


def test_fog_of_war_is_offered_and_playable_at_set_up() -> None:
    """11.0, 11.2: the variant is an option of the set-up and the engine accepts it."""
    data = helpers.data()
    assert fog.FOG in [o.id for o in DESCRIPTOR.options(data)]
    s = helpers.new(3, variants=[fog.FOG])
    assert fog.fog(s) and not fog.fog(helpers.new(3))


def test_other_families_see_how_many_counters_lie_in_a_place_but_not_which() -> None:
    """11.2: every troop counter is stacked face down; a family still sees its own."""
    s = _fog_game()
    assert s.villages[BLAYE].troops[0] == Troops(1, 3)
    for seat in (1, 2, None):
        assert engine.view_for(s, seat).villages[BLAYE].troops[0] == Troops(0, 0, 4)
    assert engine.view_for(s, 0).villages[BLAYE].troops[0] == Troops(1, 3)
    assert engine.view_for(s, 1).villages[v("Sigy")].troops[1] == Troops(1, 3)
    assert engine.view_for(helpers.started(["Blaye", "Sigy", "Tournus"]), 1).villages[BLAYE].troops[0] == Troops(1, 3)
    assert engine.view_for(s, 1).to_json()["villages"][BLAYE]["troops"]["0"] == [0, 0, 4]


def test_a_purchase_is_announced_but_not_where_it_goes() -> None:
    """11.2: Kirsten announces the knight she buys; the others learn where it went only
    as a new counter once her turn is over, and never that it is the knight."""
    s = _fog_game()
    events = engine.apply(s, Buy("knight", BLAYE))
    bought = [e for e in events if isinstance(e, ev.Bought)]
    assert bought == [ev.Bought(0, "knight", BLAYE, 3, (0,)), ev.Bought(0, "knight", "", 3, (1, 2))]
    names = engine.names_for(s)
    told = RULES.describe_event(s, bought[1])
    assert "knight" in told and "Blaye" not in told and str(names.village(BLAYE)) not in told
    assert "Blaye" in RULES.describe_event(s, bought[0])
    other = engine.view_for(s, 1)
    assert other.villages[BLAYE].troops[0] == Troops(0, 0, 4) and other.new_troops == {fog.UNSEEN: 1}
    assert other.families[0].stock["knights"] == s.families[0].stock["knights"]  # the stock is public
    assert engine.view_for(s, 0).villages[BLAYE].troops[0] == Troops(2, 3)
    engine.apply(s, Done())
    assert engine.view_for(s, 1).villages[BLAYE].troops[0] == Troops(0, 0, 5)


def test_a_battle_turns_the_counters_in_its_village_up() -> None:
    """11.2: nobody checks another family's troops until a battle begins; then the
    counters of that village lie face up (for the whole table), elsewhere not."""
    s = _fog_game()
    helpers.put(s, 1, BLAYE, 1, 1)
    assert engine.view_for(s, 2).villages[BLAYE].troops == {0: Troops(0, 0, 4), 1: Troops(0, 0, 2)}
    s.battle = Battle(BLAYE, [[1], [0]])
    for seat in (0, 1, 2):
        view = engine.view_for(s, seat)
        assert view.villages[BLAYE].troops == {0: Troops(1, 3), 1: Troops(1, 1)}
        if seat != 1:
            assert view.villages[v("Sigy")].troops[1] == Troops(0, 0, 4)
    s.battle = None
    assert engine.view_for(s, 2).villages[BLAYE].troops[0] == Troops(0, 0, 4)


def test_a_lord_rides_with_face_down_counters() -> None:
    """11.2 with 5.0: the others see how many counters ride with Kirsten's lord."""
    s = _fog_game()
    helpers.turn_of(s, 0, "movement")
    lord = helpers.lord_of(s, 0)
    picked = engine.apply(s, PickUp(lord, "knight", 1))
    assert [e.unit for e in picked if isinstance(e, ev.TroopsPickedUp)] == ["knight", ""]
    engine.apply(s, PickUp(lord, "man_at_arms", 2))
    assert engine.view_for(s, 1).marches[lord].escort == Troops(0, 0, 3)
    assert engine.view_for(s, 0).marches[lord].escort == Troops(1, 2)
    events = engine.apply(s, Move(lord, v("Charolles")))
    moved = [e for e in events if isinstance(e, ev.LordMoved)]
    assert moved == [
        ev.LordMoved(0, lord, BLAYE, v("Charolles"), 1, 2, 0, (0,)),
        ev.LordMoved(0, lord, BLAYE, v("Charolles"), 0, 0, 3, (1, 2)),
    ]
    assert RULES.describe_event(s, moved[1]).endswith("with 3 face-down counters.")
    assert engine.view_for(s, 2).villages[v("Charolles")].troops[0] == Troops(0, 0, 3)


def test_a_sampled_state_gives_the_counters_the_kinds_their_stock_allows() -> None:
    """11.2: what a family's stock lacks is on the map; a sample deals those kinds to
    its face-down counters. Kirsten's one knight off her board is in Blaye."""
    s = _fog_game()
    engine.apply(s, Buy("man_at_arms", BLAYE))
    engine.apply(s, Buy("man_at_arms", BLAYE))
    view = engine.view_for(s, 1)
    for seed in range(6):
        sample = RULES.sample_state(view, 1, Rng(seed))
        assert sample.villages[BLAYE].troops[0] == Troops(1, 5)
        assert sample.new_troops == {BLAYE: 2}
        assert engine.view_for(sample, 1).to_json() == view.to_json()


def test_the_heuristic_bot_reads_no_hidden_kind() -> None:
    """11.2: the bot plays from its view; under fog it gives the face-down counters
    kinds from the stock before judging armies, and a whole game runs that way."""
    s = _fog_game()
    bot = HeuristicBot(5)
    view = engine.view_for(s, 1)
    guess = bot._guess(view, 1)
    assert guess is not view and guess.villages[BLAYE].troops[0] == Troops(1, 3)
    assert view.villages[BLAYE].troops[0] == Troops(0, 0, 4)  # the view itself is untouched
    assert bot._guess(engine.view_for(helpers.started(["Blaye", "Sigy", "Tournus"]), 1), 1).viewer == 1
    game = helpers.new(3, seed=8, max_rounds=3, variants=[fog.FOG])
    bots = [make_bot(DESCRIPTOR, "heuristic", 80 + i) for i in range(3)]
    while (d := engine.pending(game)) is not None:
        engine.apply(game, bots[d.seat].choose(engine.view_for(game, d.seat), d))
    assert engine.outcome(game) is not None


def test_a_lone_lords_new_counter_shows_only_when_the_turn_ends() -> None:
    """11.2 with 4.1: Kirsten's second lord stands alone at Charolles; the man-at-arms
    she places beside him appears to the others only after her turn, and a sample puts
    the unshown counter where she could have placed it."""
    s = _fog_game()
    charolles = v("Charolles")
    helpers.add_lord(s, 0, "lambert", charolles)
    engine.apply(s, Buy("man_at_arms", charolles))
    view = engine.view_for(s, 2)
    assert 0 not in view.villages[charolles].troops and view.new_troops == {fog.UNSEEN: 1}
    for seed in range(6):
        sample = RULES.sample_state(view, 2, Rng(seed))
        assert sum(sample.new_troops.values()) == 1 and set(sample.new_troops) <= {BLAYE, charolles}
        assert engine.view_for(sample, 2).to_json() == view.to_json()
    engine.apply(s, Done())
    assert engine.view_for(s, 2).villages[charolles].troops[0] == Troops(0, 0, 1)
