"""Troyes' heuristic computer player (issue 19 point 5): it answers every decision with
one of its options, counters black dice (§3 Phase 3), takes a clearly good action
rather than passing (§4.3, §4.9), and beats random players; each decision is quick."""

from __future__ import annotations

import time

from game.ai import make_bot, sim
from game.core.contract import SeatConfig
from game.core.engine import Action
from game.games.troyes.bots.heuristic import HeuristicBot
from game.games.troyes.descriptor import DESCRIPTOR as TROYES
from game.games.troyes.rules import engine, play
from game.games.troyes.rules.actions import Activate, CounterDice, Fail, Fight, Flip, Pass
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.load import load_troyes_data
from game.games.troyes.rules.state import Die, Queued, TroyesConfig, TroyesState

DATA = load_troyes_data()
#: the Merchant's slot: yellow (the third colour), level 1 (§1.2)
MERCHANT = 2 * 3 + 0


def four_seats() -> TroyesConfig:
    names = ["Anna", "Bert", "Cleo", "Dirk"]  # words: not shown
    return TroyesConfig([SeatConfig(n, c.id) for n, c in zip(names, DATA.colours, strict=False)])


def actions_position(seed: int = 5) -> TroyesState:
    """A 4-player game at its first actions phase, the dice cleared (tests add theirs)."""
    state, _ = engine.new_game(DATA, four_seats(), seed)
    state.phase = "actions"
    state.round = 1
    state.turn = 0
    state.step = None
    state.dice = []
    state.black = []
    for p in state.players:
        p.passed = False
    return state


def test_it_answers_each_decision_with_one_of_its_options() -> None:
    """Seeded games of heuristic players, two rounds each: every answer is an option of
    the decision it answers (and the engine accepts it)."""
    for seed in (3, 11):
        state, _ = RULES.new_game(DATA, TroyesConfig(four_seats().seats[:3]), seed)
        bots = [HeuristicBot(seed * 10 + i) for i in range(3)]
        kinds: set[str] = set()
        while state.result is None and state.round <= 2:
            decision = RULES.pending(state)
            assert decision is not None
            action = bots[decision.seat].choose(RULES.view_for(state, decision.seat), decision)
            assert action in decision.options
            kinds.add(decision.kind)
            RULES.apply(state, action)
        assert {"place_start", "counter", "turn", "group"} <= kinds


def test_it_counters_a_black_die_with_its_cheapest_dice() -> None:
    """§3 Phase 3: a red die counts double; a red 2 counters a black 4 and costs less
    than a white 5 or both dice; failing would cost 2 VP."""
    state = actions_position()
    state.phase = "counter"
    state.black = [4]
    state.pointer = 0
    state.players[0].vp = 6
    state.dice = [Die(1, "red", 2, 0), Die(2, "white", 5, 0), Die(3, "yellow", 1, 1)]
    decision = play.pending(state)
    assert decision is not None and decision.kind == "counter"
    action = HeuristicBot(1).choose(RULES.view_for(state, 0), decision)
    assert isinstance(action, CounterDice)
    assert action.dice == (1,) and action.black == (4,)


def test_it_fails_only_when_it_cannot_counter() -> None:
    state = actions_position()
    state.phase = "counter"
    state.black = [6]
    state.pointer = 0
    state.players[0].vp = 6
    state.dice = [Die(1, "white", 2, 0)]
    decision = play.pending(state)
    assert decision is not None
    assert isinstance(HeuristicBot(1).choose(RULES.view_for(state, 0), decision), Fail)


def play_out(state: TroyesState, bot: HeuristicBot, seat: int) -> list[Action]:
    """The seat's answers until its turn is over."""
    done: list[Action] = []
    while True:
        decision = play.pending(state)
        if decision is None or decision.seat != seat or (done and decision.kind == "turn"):
            return done
        action = bot.choose(RULES.view_for(state, seat), decision)
        assert action in decision.options
        done.append(action)
        play.apply(state, action)


def test_it_takes_the_merchant_with_three_yellow_sixes_rather_than_passing() -> None:
    """§4.3: three yellow 6s total 18, nine activations of the Merchant (2 deniers each,
    divisor 2) once its 4-denier tradesman is hired; far better than passing (§4.9)."""
    state = merchant_position(6)
    merchant = MERCHANT
    decision = play.pending(state)
    assert decision is not None and Pass() in decision.options
    bot = HeuristicBot(2)
    first = bot.choose(RULES.view_for(state, 0), decision)
    assert first == Activate(merchant)
    play.apply(state, first)
    rest = play_out(state, bot, 0)
    assert rest and sorted(rest[0].dice) == [1, 2, 3]  # type: ignore[attr-defined]
    assert state.players[0].deniers == 5 - 4 + 9 * 2
    assert 0 in state.slots[merchant].spaces


def merchant_position(value: int) -> TroyesState:
    state = actions_position()
    slot = state.slots[MERCHANT]
    slot.card, slot.face_up = "merchant", True
    slot.spaces = [None] * len(DATA.activities["merchant"].vp_spaces)
    state.dice = [Die(i, "yellow", value, 0) for i in (1, 2, 3)] + [Die(4, "red", 1, 1)]
    state.players[0].deniers = 5
    state.players[0].influence = 10
    return state


def test_it_keeps_its_influence_unless_a_flip_clearly_pays() -> None:
    """§4.2: with three yellow 6s it spends no Influence; with three yellow 1s a flip
    (4 Influence) turns them into 6s, nine Merchant activations instead of one."""
    state = merchant_position(6)
    decision = play.pending(state)
    assert decision is not None and any(isinstance(a, Flip) for a in decision.options)
    assert HeuristicBot(4).choose(RULES.view_for(state, 0), decision) == Activate(MERCHANT)
    state = merchant_position(1)
    decision = play.pending(state)
    assert decision is not None
    action = HeuristicBot(4).choose(RULES.view_for(state, 0), decision)
    assert action == Flip((1, 2, 3))


def test_it_prefers_the_cathedral_when_it_has_no_cube_there() -> None:
    """§5.2: each cathedral level without a cube of one's own costs 2 VP at the end; in
    the last round (§5.1), where a citizen in the Bishopric would bring no more dice, the
    bot builds with its white die (§4.4)."""
    state = actions_position()
    state.decks["red"] = []
    state.dice = [Die(1, "white", 3, 0), Die(2, "red", 1, 1)]
    decision = play.pending(state)
    assert decision is not None
    action = HeuristicBot(3).choose(RULES.view_for(state, 0), decision)
    assert action.kind == "build"


def test_it_fights_an_event_it_can_win() -> None:
    """§4.5, §4.10: two red 6s total 12 against Brigands (red dice, divisor 3, 4 banners):
    four cubes, the card countered and won with its VP; in the last round (§5.1) nothing
    else pays as much."""
    state = actions_position()
    state.decks["red"] = []
    state.queue = [Queued(DATA.marauding.id), Queued("brigands")]
    state.dice = [Die(1, "red", 6, 0), Die(2, "red", 6, 0), Die(3, "yellow", 2, 1)]
    vp = state.players[0].vp
    decision = play.pending(state)
    assert decision is not None
    bot = HeuristicBot(5)
    first = bot.choose(RULES.view_for(state, 0), decision)
    assert first == Fight(1)
    play.apply(state, first)
    play_out(state, bot, 0)
    assert state.players[0].won == ["brigands"]
    assert state.players[0].vp == vp + sum(DATA.events["brigands"].vp)


def test_it_beats_random_players_in_a_short_seeded_game_and_decides_quickly() -> None:
    """A whole 4-player game against three random players, the heuristic seat second:
    it wins; every one of its decisions takes well under half a second (the aim is
    under 50 ms, measured over hundreds of games)."""
    data = DATA
    config = TROYES.default_config(data, 4, bots=["random", "heuristic", "random", "random"])
    bots = [make_bot(TROYES, kind, 7 * 97 + i) for i, kind in enumerate(["random", "heuristic", "random", "random"])]
    state, _ = RULES.new_game(data, config, 7)
    slowest = 0.0
    while (decision := RULES.pending(state)) is not None:
        bot = bots[decision.seat]
        view = RULES.view_for(state, decision.seat) if bot.needs_view else state
        started = time.perf_counter()
        action = bot.choose(view, decision)
        if decision.seat == 1:
            slowest = max(slowest, time.perf_counter() - started)
        RULES.apply(state, action)
    assert state.result is not None
    assert state.result.winners == (1,)
    assert slowest < 0.5


def test_the_same_seeds_give_the_same_game() -> None:
    a, _ = sim.play_game(TROYES, DATA, 3, "heuristic,random,random", seed=4)
    b, _ = sim.play_game(TROYES, DATA, 3, "heuristic,random,random", seed=4)
    assert a == b
