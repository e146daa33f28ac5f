"""Pilgrims' Race: positions set up by hand and their exact results (the numbers are the
paragraphs of RULES.md), whole games between bots, and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game import cli, registry
from game.ai import bot_kinds
from game.ai.sim import play_game
from game.core.contract import SeatConfig
from game.core.engine import Action, Event
from game.core.errors import ConfigError, IllegalAction
from game.core.rng import Rng
from tests.testgame import rules as r
from tests.testgame.descriptor import DESCRIPTOR
from tests.testgame.rules import (
    HIDDEN,
    MAX_ROUNDS,
    RULES,
    CardDrawn,
    CardLaid,
    CardSeen,
    CardsRevealed,
    DieRolled,
    Done,
    Draw,
    GameEnded,
    HandDealt,
    Hosted,
    Lay,
    Moved,
    Pass,
    PilgrimsState,
    Reshuffled,
    RoundBegan,
    TurnAway,
    Welcome,
)

ROOT = Path(__file__).resolve().parents[2]
DATA = DESCRIPTOR.load_data(None)


def new(seats: int = 3, seed: int = 1, **options: object) -> PilgrimsState:
    state, _ = RULES.new_game(DATA, DESCRIPTOR.default_config(DATA, seats, **options), seed)
    return state


def roll_of(rng_seed: int) -> int:
    """The die a state whose generator is ``Rng(rng_seed)`` rolls next."""
    return Rng(rng_seed).randint(1, DATA.die)


def test_it_is_registered_for_the_whole_run() -> None:
    assert registry.get("pilgrims") is DESCRIPTOR
    built_in = ["fief", "troyes", "ortus_regni", "feudality"]
    assert [g.id for g in registry.games()][:5] == [*built_in, "pilgrims"]  # the built-in games first


def test_set_up_deals_secret_hands_from_a_shuffle_of_the_seed() -> None:  # 1.1, 1.2, 1.3
    state, events = RULES.new_game(DATA, DESCRIPTOR.default_config(DATA, 3), 7)
    assert state.positions == [0, 0, 0] and state.turn == 0 and state.round == 1
    assert [len(h) for h in state.hands] == [2, 2, 2] and len(state.deck) == 20 - 6
    assert Counter(state.deck) + Counter(c for h in state.hands for c in h) == Counter(DATA.deck)
    dealt = [e for e in events if isinstance(e, HandDealt)]
    assert [(e.seat, list(e.cards), e.visible_to) for e in dealt] == [(s, state.hands[s], (s,)) for s in range(3)]
    assert events[-1] == RoundBegan(0, 1) and events[-1].progress == (1, 1)
    again, _ = RULES.new_game(DATA, DESCRIPTOR.default_config(DATA, 3), 7)
    assert again.to_json() == state.to_json()
    d = RULES.pending(state)
    assert d is not None and (d.seat, d.kind) == (0, "turn")
    assert d.options == (*(Lay(c) for c in sorted(set(state.hands[0]))), Draw(), Pass())


def test_draw_takes_the_top_card_and_only_the_drawer_learns_it() -> None:  # 2.1
    s = new()
    s.hands[0], s.deck = [2], [1, 4, 5]
    events = RULES.apply(s, Draw())
    assert s.hands[0] == [2, 5] and s.deck == [1, 4] and s.turn == 1
    assert events == [CardDrawn(0), CardSeen(0, 5)]
    assert events[0].visible_to is None and events[1].visible_to == (0,)
    assert not events[1].reveals


def test_an_empty_deck_is_made_again_from_the_discard_pile() -> None:  # 2.1
    s = new()
    s.hands[0], s.deck, s.discard, s.rng = [], [], [3, 1, 4], Rng(9)
    shuffled = [3, 1, 4]
    Rng(9).shuffle(shuffled)
    events = RULES.apply(s, Draw())
    assert events[0] == Reshuffled(0, 3) and events[0].reveals
    assert s.hands[0] == [shuffled[-1]] and s.deck == shuffled[:-1] and s.discard == []


def test_a_full_hand_or_no_card_left_cannot_draw_and_the_refusal_changes_nothing() -> None:  # 2.1
    s = new()
    s.hands[0] = [1, 2, 3, 4]
    assert Draw() not in RULES.legal_actions(s)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="A full hand cannot draw"):
        RULES.apply(s, Draw())
    assert s.to_json() == before
    s.hands[0], s.deck, s.discard = [1], [], []
    with pytest.raises(IllegalAction, match="no card left to draw"):
        RULES.apply(s, Draw())


def test_a_walk_lays_cards_face_down_then_done_reveals_rolls_and_moves() -> None:  # 2.2
    s = new()
    s.hands[0], s.positions[0], s.rng = [2, 3, 5], 4, Rng(3)
    assert RULES.apply(s, Lay(3)) == [CardLaid(0)]
    assert s.hands[0] == [2, 5] and s.laid == [3] and s.turn == 0
    d = RULES.pending(s)
    assert d is not None and d.kind == "walk" and d.options == (Lay(2), Lay(5), Done())
    other = RULES.view_for(s, 1)
    assert other.laid == [HIDDEN] and RULES.view_for(s, 0).laid == [3]
    RULES.apply(s, Lay(5))
    events = RULES.apply(s, Done())
    roll = roll_of(3)
    assert events[:3] == [CardsRevealed(0, (3, 5)), DieRolled(0, roll), Moved(0, 4, 4 + 8 + roll)]
    assert events[0].reveals and events[1].reveals
    assert s.positions[0] == 12 + roll and s.discard[-2:] == [3, 5] and s.laid == [] and s.turn == 1


def test_once_a_card_is_laid_only_another_card_or_done_fits() -> None:  # 2.2
    s = new()
    s.hands[0] = [1, 1, 4]
    RULES.apply(s, Lay(1))
    for action, reason in [
        (Draw(), "must lay a card or say done; a draw does not fit"),
        (Pass(), "a pass does not fit"),
        (Lay(5), "holds no card 5"),
        (TurnAway(), "a turn away does not fit"),
    ]:
        before = s.to_json()
        with pytest.raises(IllegalAction, match=reason):
            RULES.apply(s, action)
        assert s.to_json() == before
    RULES.apply(s, Lay(1))
    assert RULES.legal_actions(s) == (Done(),)  # max_lay is 2
    with pytest.raises(IllegalAction, match="At most 2 cards"):
        RULES.apply(s, Lay(4))


def test_passing_ends_the_turn_and_the_last_seat_ends_the_round() -> None:  # 1.3, 2.3
    s = new(seats=2)
    assert RULES.apply(s, Pass()) == [r.Passed(0)]
    assert (s.turn, s.round) == (1, 1) and RULES.progress(s) == (1, 2)
    events = RULES.apply(s, Pass())
    assert events[-1] == RoundBegan(0, 2) and (s.turn, s.round) == (0, 2)


def _walk_to(s: PilgrimsState, target: int, rng_seed: int = 3) -> None:
    """Seat 0 lays a 1 and says done, ending its walk on ``target``."""
    s.rng = Rng(rng_seed)
    s.hands[0] = [1]
    s.positions[0] = target - 1 - roll_of(rng_seed)
    RULES.apply(s, Lay(1))
    RULES.apply(s, Done())


def test_a_pilgrim_ending_its_walk_on_another_may_be_turned_away() -> None:  # 3.1
    s = new(seats=4)
    s.positions[1:] = [0, 10, 10]
    _walk_to(s, 10)
    d = RULES.pending(s)
    assert d is not None and (d.seat, d.kind, d.interrupt) == (2, "hospitality", True)  # the first after seat 0
    assert d.options == (Welcome(), TurnAway()) and s.turn == 0
    with pytest.raises(IllegalAction, match="must welcome the walker or turn it away"):
        RULES.apply(s, Pass())
    events = RULES.apply(s, TurnAway())
    assert events[0] == Hosted(2, 0, False) and events[0].reveals and events[0].seats == (2, 0)
    assert s.positions == [9, 0, 10, 10] and s.host is None and s.turn == 1


def test_a_welcomed_pilgrim_stays_and_without_hospitality_nobody_is_asked() -> None:  # 3.1
    s = new(seats=2)
    s.positions[1] = 9
    _walk_to(s, 9)
    assert RULES.apply(s, Welcome())[0] == Hosted(1, 0, True)
    assert s.positions == [9, 9] and s.turn == 1
    s = new(seats=2, hospitality=False)
    s.positions[1] = 9
    _walk_to(s, 9)
    assert s.host is None and s.turn == 1 and s.positions == [9, 9]


def test_the_first_to_arrive_wins_at_once() -> None:  # 4.1
    s = new(seats=3)
    s.positions[1] = 30 - 1 - roll_of(3) + 4  # 4 beyond the last space: the walk stops there
    s.turn, s.hands[1], s.rng = 1, [1], Rng(3)
    RULES.apply(s, Lay(1))
    events = RULES.apply(s, Done())
    assert s.positions[1] == 30
    out = RULES.outcome(s)
    assert out is not None and (out.winners, out.end) == ((1,), "arrival")
    assert out.reason == "Ochre reaches the shrine first." and events[-1] == GameEnded(1, (1,), out.reason)
    assert RULES.pending(s) is None and RULES.legal_actions(s) == ()
    with pytest.raises(IllegalAction, match="The game is over"):
        RULES.apply(s, Pass())


def test_at_the_round_limit_the_farthest_win_together() -> None:  # 4.2
    s = new(seats=3, max_rounds=2)
    s.round, s.positions = 2, [7, 11, 11]
    for _ in range(3):
        RULES.apply(s, Pass())
    out = RULES.outcome(s)
    assert out is not None and (out.winners, out.end) == ((1, 2), "round_limit")
    assert out.reason == "After 2 rounds, Ochre and Teal went farthest (space 11)."


def test_with_no_round_limit_the_race_ends_at_its_length_limit() -> None:  # 4.3
    s = new(seats=2, max_rounds=None)
    s.round = MAX_ROUNDS - 1
    RULES.apply(s, Pass())
    RULES.apply(s, Pass())
    assert RULES.outcome(s) is None and s.round == MAX_ROUNDS
    s.positions = [4, 9]
    RULES.apply(s, Pass())
    events = RULES.apply(s, Pass())
    out = RULES.outcome(s)
    assert out is not None and (out.winners, out.end) == ((1,), "length_limit")
    assert out.reason == f"After {MAX_ROUNDS} rounds (the race's length limit), Ochre went farthest (space 9)."
    assert GameEnded(1, (1,), out.reason) in events
    with pytest.raises(ConfigError, match=f"at most {MAX_ROUNDS}"):  # the set-up offers no more
        new(seats=2, max_rounds=MAX_ROUNDS + 1)
    s = new(seats=2)
    s.config.max_rounds = 10 * MAX_ROUNDS  # a config read from elsewhere: the race's own limit holds
    s.round = MAX_ROUNDS
    RULES.apply(s, Pass())
    RULES.apply(s, Pass())
    assert RULES.outcome(s) is not None and RULES.outcome(s).end == "length_limit"


def test_both_games_have_a_done_of_their_own() -> None:
    fief_done = Action.kinds("fief")["done"]
    assert Action.kinds("pilgrims")["done"] is Done and fief_done is not Done
    assert Action.from_json({"kind": "done"}, "pilgrims") == Done()
    assert Action.from_json({"kind": "done"}, "fief") != Done()
    s = new()
    s.hands[0] = [2]
    RULES.apply(s, Lay(2))
    before = s.to_json()
    with pytest.raises(IllegalAction, match="A done action is no move of Pilgrims' Race"):
        RULES.apply(s, fief_done())
    assert s.to_json() == before
    assert Event.from_json(CardSeen(1, 4).to_json(), "pilgrims") == CardSeen(1, 4)


def test_a_view_hides_other_hands_the_deck_and_the_dice_and_a_sample_deals_them_again() -> None:
    s = new(seats=3, seed=5)
    view = RULES.view_for(s, 1)
    assert view.hands[1] == s.hands[1] and view.hands[0] == view.hands[2] == [HIDDEN, HIDDEN]
    assert view.deck == [HIDDEN] * 14 and view.rng.to_json() == Rng(0).to_json() and view.viewer == 1
    assert {sec.path for sec in RULES.secrets(s, 1)} == {("rng",), ("hands", 0), ("hands", 2), ("deck",)}
    with pytest.raises(IllegalAction, match="view"):
        RULES.apply(view, Pass())
    d = RULES.pending(view)
    assert d is not None and d.options == (Draw(), Pass())  # seat 0's cards are not the viewer's to know
    sample = RULES.sample_state(view, 1, Rng(2))
    assert RULES.view_for(sample, 1).to_json() == view.to_json()
    assert Counter(c for pile in (*sample.hands, sample.deck) for c in pile) == Counter(DATA.deck)
    assert RULES.legal_actions(sample) and sample.viewer is None
    mine = RULES.sample_state(RULES.view_for(s, 0), 0, Rng(3))  # the seat to play knows its options
    assert RULES.legal_actions(mine) == RULES.legal_actions(s) and mine.hands[0] == s.hands[0]


def test_bad_set_ups_are_refused_with_a_reason() -> None:
    five = [SeatConfig(f"P{i}", "grey") for i in range(5)]
    with pytest.raises(ConfigError, match="2 to 4 seats, not 5"):
        RULES.new_game(DATA, DESCRIPTOR.make_config(DATA, five, {}), 1)
    with pytest.raises(ConfigError, match="max_rounds: at least 1"):
        DESCRIPTOR.default_config(DATA, 2, max_rounds=0)
    with pytest.raises(ConfigError, match=r"^seats: missing$"):
        RULES.config_from_json({"max_rounds": 3})
    with pytest.raises(ConfigError, match=r'^max_rounds: must be a whole number or null, not "3"$'):
        RULES.config_from_json({"seats": [], "max_rounds": "3"})
    with pytest.raises(ConfigError, match=r"^seats\.0\.color: missing$"):
        RULES.config_from_json({"seats": [{"name": "Anne"}]})
    config = DESCRIPTOR.default_config(DATA, 3, hospitality=False, max_rounds=None)
    assert RULES.config_from_json(config.to_json()) == config


def test_every_action_and_event_has_words() -> None:
    s = new()
    for action in (Lay(3), Draw(), Pass(), Done(), Welcome(), TurnAway()):
        assert RULES.describe_action(s, action)[0].isupper()
    samples = [
        HandDealt(0, (1, 2)),
        RoundBegan(0, 2),
        CardDrawn(1),
        CardSeen(1, 3),
        Reshuffled(0, 4),
        r.Passed(2),
        CardLaid(0),
        CardsRevealed(0, (2, 5)),
        DieRolled(0, 6),
        Moved(0, 3, 9),
        Hosted(1, 0, True),
        Hosted(1, 0, False),
        GameEnded(0, (0,), "Grey reaches the shrine first."),
    ]
    assert {type(e) for e in samples} == set(Event.kinds("pilgrims").values())
    for e in samples:
        text = RULES.describe_event(s, e)
        assert text[0].isupper() and text.endswith("."), text
    assert RULES.describe_event(s, Moved(0, 3, 9)) == "Grey walks from space 3 to space 9."


@pytest.mark.parametrize(
    "seats, bots", [(2, "steady"), (3, "steady,random,steady"), (4, "random"), (4, "random,steady,random,steady")]
)
def test_bots_play_whole_games_to_the_end(seats: int, bots: str) -> None:
    assert bot_kinds(DESCRIPTOR) == ["steady", "random"]
    ends = set()
    for seed in range(12):
        summary, record = play_game(DESCRIPTOR, DATA, seats, bots, seed, max_rounds=12, record=True)
        assert record is not None and RULES.outcome(record.state) is not None
        assert summary["end"] in ("arrival", "round_limit") and summary["rounds"] <= 12
        assert summary["winner_seats"] and summary["actions"] == len(record.actions)
        ends.add(summary["end"])
    assert "arrival" in ends


def test_the_sim_command_plays_it_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    # A subprocess would not run tests/conftest.py, so its registry would lack the game.
    argv = [
        "sim",
        "--game",
        "pilgrims",
        "--players",
        "3",
        "--bots",
        "steady,random,random",
        "--games",
        "3",
        "--seed",
        "4",
        "--json",
    ]
    assert cli.main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "pilgrims" and [x["seed"] for x in out["results"]] == [4, 5, 6]
    assert cli.main(argv) == 0
    assert json.loads(capsys.readouterr().out)["results"] == out["results"]
    assert cli.main(["sim", "--game", "pilgrims", "--players", "2", "--bots", "steady,random,random"]) == 1
    assert "names 3 bots for 2 seats" in capsys.readouterr().err
    assert cli.main(["games", "--json"]) == 0
    assert {"id": "pilgrims", "title": "Pilgrims' Race", "min_seats": 2, "max_seats": 4} in json.loads(
        capsys.readouterr().out
    )


def test_validate_finds_the_data_good_and_a_broken_mod_bad(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["validate", "--game", "pilgrims"]) == 0
    assert "valid" in capsys.readouterr().out
    mod = tmp_path / "data" / "pilgrims"
    mod.mkdir(parents=True)
    text = (ROOT / "tests" / "testgame" / "pilgrims.yaml").read_text(encoding="utf-8")
    (mod / "pilgrims.yaml").write_text(
        text.replace("hand: 2", "hand: 6").replace("die: 6", "dice: 6"), encoding="utf-8"
    )
    problems = [str(p) for p in DESCRIPTOR.validate(tmp_path)]
    assert problems and all(p.startswith("data/pilgrims/pilgrims.yaml:") for p in problems)
    assert any(":3:1: dice:" in p for p in problems), problems
    assert cli.main(["validate", "--game", "pilgrims", str(tmp_path)]) == 1


def test_its_rules_and_bot_run_without_pygame() -> None:
    probe = (
        "import sys, tests.testgame.descriptor, tests.testgame.bots; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
