"""The game contract (``game.core.contract.GameRules``), checked on every registered game
by seeded games between random bots, after the manner of OpenSpiel's random simulation
test.

Cheap promises are checked after every action: a running game waits for a decision with
legal options, and those options are exactly ``legal_actions``; actions and events
round-trip through JSON. The costly ones are checked on a seeded sample of positions (all
of a game's first positions, then about one in ``SAMPLE_EVERY``): illegal actions are
refused and change nothing; clones are equal and independent; the state round-trips
through JSON; views hide every secret the game declares and show everything else as the
state holds it; sampled states match their view and differ from it only in its secrets.
Whole games must also save, load and replay to the same state, and a seed must always
give the same game.

Failures name the game, the seed and the action index, so a game's author can replay the
position: ``play(game, data, seed)`` stopped after that many actions.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game import registry
from game.ai import bot_kinds, make_bot
from game.ai.sim import sim_options
from game.core import saves
from game.core.contract import SeatConfig, Secret
from game.core.engine import Action, Decision, Event, field_problem
from game.core.errors import ConfigError, IllegalAction, SaveError
from game.core.record import GameRecord
from game.core.rng import Rng
from game.registry import AnyGame
from tests.contract.knobs import random_games

#: seeds of the random games: as many as SENESCHAL_RANDOM_GAMES asks
SEEDS = [1009 + 7919 * i for i in range(random_games())]
#: a round limit where the game has one, so no random game goes on for ever
MAX_ROUNDS = 40
#: the limit of the games that are saved, replayed or played twice: their length adds little
SHORT_ROUNDS = 8
#: every position among a game's first ones is checked in depth ...
SAMPLE_FIRST = 20
#: ... and then about one position in this many, picked by a seeded die
SAMPLE_EVERY = 40
#: the sampler of hidden information is the costliest check: fewer positions
SAMPLE_STATE_EVERY = 120


#: values that are no action at all: ``apply`` refuses each with ``IllegalAction``
#: (the platform's sentence, ``field_problem``), never a TypeError
NOT_ACTIONS: tuple[Any, ...] = ("done", None, {"kind": "done"}, 7, ["done"], 2.5)


@dataclasses.dataclass(frozen=True)
class OtherGameDone(Action, game="contract-probe"):
    """A ``done`` of no registered game: no game may take it for its own."""

    kind = "done"


# --------------------------------------------------------------------------- playing
def new_record(game: AnyGame, data: Any, seed: int, max_rounds: int | None = MAX_ROUNDS) -> GameRecord:
    """A game between random bots, its seat count drawn from its seed (``max_rounds``
    None: the game's round limit, where it has one, set to none)."""
    seats = game.min_seats + seed % (game.max_seats - game.min_seats + 1)
    options = sim_options(game, data, max_rounds)
    if max_rounds is None and any(o.id == "max_rounds" for o in game.options(data)):
        options = {"max_rounds": None}
    config = game.default_config(data, seats, **options)
    for seat in config.seats:
        seat.kind, seat.ai = "ai", "random"
    return GameRecord(game, data, config, seed)


Visit = Callable[[GameRecord, Decision, int], None]
After = Callable[[GameRecord, int, Action, list[Event]], None]


def play(
    game: AnyGame,
    data: Any,
    seed: int,
    visit: Visit | None = None,
    after: After | None = None,
    stop: int | None = None,
    max_rounds: int | None = MAX_ROUNDS,
) -> GameRecord:
    """Play the game of ``seed`` to its end (or ``stop`` actions), calling ``visit``
    with the record, the pending decision and the action index before every action, and
    ``after`` with the record, the seat, its action and the events after it. Fails as
    soon as the game goes past the bound on its length that its descriptor declares."""
    record = new_record(game, data, seed, max_rounds)
    rules, state = game.rules, record.state
    bots = [make_bot(game, "random", seed * 131 + s) for s in range(len(record.config.seats))]
    limit = game.length_limit(data, record.config)
    index = 0
    while (decision := rules.pending(state)) is not None and (stop is None or index < stop):
        assert index < limit, f"{game.id}, seed {seed}: the game goes past its declared bound of {limit} actions"
        if visit is not None:
            visit(record, decision, index)
        bot = bots[decision.seat]
        action = bot.choose(rules.view_for(state, decision.seat) if bot.needs_view else state, decision)
        events = record.apply(action)
        if after is not None:
            after(record, decision.seat, action, events)
        index += 1
    return record


def sampled(seed: int, every: int, first: int = SAMPLE_FIRST) -> Callable[[int], bool]:
    """A seeded choice of positions: the ``first`` ones, then about one in ``every``."""
    die = Rng(seed, stream=3)
    return lambda index: index < first or die.below(every) == 0


def normal(value: Any) -> Any:
    """``value`` as JSON reads it back (integer keys become strings, tuples lists)."""
    return json.loads(json.dumps(value))


_MISSING = object()


def at(doc: Any, path: tuple[str | int, ...]) -> Any:
    """What lies at ``path`` in a JSON document, or ``_MISSING``."""
    for part in path:
        if isinstance(doc, dict):
            doc = doc.get(str(part), _MISSING)
        elif isinstance(doc, list) and isinstance(part, int) and -len(doc) <= part < len(doc):
            doc = doc[part]
        else:
            return _MISSING
        if doc is _MISSING:
            return _MISSING
    return doc


def differences(a: Any, b: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """The paths where two JSON documents differ: the deepest key or index where they
    part, or the list itself when the lengths differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            yield from differences(a.get(key, _MISSING), b.get(key, _MISSING), (*path, key))
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            yield from differences(x, y, (*path, i))
    elif a != b:
        yield path


#: a view may name whose view it is under this top-level key (the test game does); it
#: is no secret, and the only place besides the secrets where a view may differ
VIEW_MARK = ("viewer",)


def covered(path: tuple[str | int, ...], secrets: list[Secret]) -> bool:
    """Whether ``path`` lies at or under one of the secrets' paths (or is the view's mark)."""
    if path == VIEW_MARK:
        return True
    parts = [str(p) for p in path]
    return any(parts[: len(s.path)] == [str(p) for p in s.path] for s in secrets)


def non_empty(value: Any) -> bool:
    return value is not None and not (isinstance(value, (list, tuple, dict, str)) and len(value) == 0)


def mutations(action: Action) -> Iterator[Action]:
    """``action`` with one field changed, each change keeping the field's type."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, bool):
            changed: list[Any] = [not value]
        elif isinstance(value, int):
            changed = [value + 1, value - 1, -1, 10**6]
        elif isinstance(value, str):
            changed = [value + "_", ""]
        elif isinstance(value, tuple):
            changed = [value[:-1], value + value[-1:]] if value else []
        else:
            changed = []
        for v in changed:
            yield dataclasses.replace(action, **{f.name: v})


#: a value of every JSON type and a set (no JSON type at all): wrong for any field of
#: another type
ODD_VALUES: tuple[Any, ...] = ({"a": 1}, ["x"], None, "x", 7, 1.5, True, frozenset({1}))


def wrong_types(action: Action) -> Iterator[Action]:
    """``action`` with one field given a value of another type."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for odd in ODD_VALUES:
            if type(odd) is not type(value) and not (isinstance(value, tuple) and isinstance(odd, list)):
                yield dataclasses.replace(action, **{f.name: odd})


# --------------------------------------------------------------------------- checks
class Checker:
    """Checks one random game of one game, position by position."""

    def __init__(self, game: AnyGame, data: Any, seed: int, foreign: list[Action]):
        self.game, self.rules, self.data, self.seed = game, game.rules, data, seed
        self.foreign = foreign
        self.deep = sampled(seed, SAMPLE_EVERY)
        self.rng = Rng(seed, stream=5)
        #: actions seats chose earlier, by seat: legal then, probes of "another seat's move" now
        self.chosen: dict[int, list[Action]] = {}
        self.round = 0
        self.where = ""
        self.deep_now = False

    def visit(self, record: GameRecord, d: Decision, index: int) -> None:
        rules, state = self.rules, record.state
        self.where = f"{self.game.id}, seed {self.seed}, before action {index}"
        w = self.where
        seats = len(record.config.seats)
        assert rules.outcome(state) is None, f"{w}: a decision is pending, yet the game has an outcome"
        legal = tuple(rules.legal_actions(state))
        assert legal, f"{w}: the running game has no legal action"
        assert legal == d.options, f"{w}: pending().options differs from legal_actions()"
        assert 0 <= d.seat < seats, f"{w}: the decision's seat {d.seat} is not a seat"
        assert all(a.game == self.game.id for a in legal), f"{w}: an option is another game's action"
        round_number, _ = rules.progress(state)
        assert round_number >= self.round, f"{w}: the round went back from {self.round} to {round_number}"
        self.round = round_number
        self.deep_now = self.deep(index)
        if self.deep_now:
            self.check_position(record, d, legal, seats)

    def after(self, record: GameRecord, seat: int, action: Action, events: list[Event]) -> None:
        """After the action ``seat`` chose: it and its events round-trip through JSON."""
        w, gid, seats = self.where, self.game.id, range(len(record.config.seats))
        assert Action.from_json(normal(action.to_json()), gid) == action, f"{w}: {action} does not round-trip"
        for e in events:
            assert Event.from_json(normal(e.to_json()), gid) == e, f"{w}: {e} does not round-trip"
            assert e.visible_to is None or set(e.visible_to) <= set(seats), f"{w}: {e} is visible to no seat"
            assert set(e.seats) <= set(seats), f"{w}: {e} concerns seats that do not exist"
            if self.deep_now:
                text = self.rules.describe_event(record.state, e)
                assert isinstance(text, str) and text, f"{w}: {e} has no sentence"
        mine = self.chosen.setdefault(seat, [])
        if action not in mine:
            mine.append(action)
            del mine[:-30]

    def check_position(self, record: GameRecord, d: Decision, legal: tuple[Action, ...], seats: int) -> None:
        rules, state, w = self.rules, record.state, self.where
        doc = rules.state_to_json(state)
        again = rules.state_from_json(self.data, doc)
        assert rules.state_to_json(again) == doc, f"{w}: the state does not round-trip through JSON"
        back = rules.pending(again)  # the same decision; its options may come in another order
        assert (
            back is not None
            and (back.seat, back.kind, back.prompt) == (d.seat, d.kind, d.prompt)
            and (sorted(map(repr, back.options)) == sorted(map(repr, d.options)))
        ), f"{w}: the state read back from JSON waits for another decision"
        assert normal(doc) == doc, f"{w}: state_to_json is not plain JSON"

        copy = rules.clone(state)
        assert rules.state_to_json(copy) == doc, f"{w}: the clone differs from the state"
        rules.apply(copy, self.rng.choice(legal))
        assert rules.state_to_json(state) == doc, f"{w}: applying to a clone changed the original"

        probes: list[Action] = list(self.foreign)
        for seat, actions in self.chosen.items():
            if seat != d.seat and actions:
                probes.append(self.rng.choice(actions))
        for action in (self.rng.choice(legal), self.rng.choice(legal)):
            probes += mutations(action)
        odd: list[Any] = [probe for action in (self.rng.choice(legal),) for probe in wrong_types(action)]
        for probe in probes + odd + list(NOT_ACTIONS):
            if probe in legal:
                continue
            try:
                rules.apply(state, probe)
            except IllegalAction as refused:
                assert refused.reason, f"{w}: {probe} was refused without a reason"
                wrong = field_problem(probe)
                if wrong is not None:  # the platform's sentence for a field of the wrong type
                    assert refused.reason == str(wrong), (
                        f"{w}: {probe} was refused for {refused.reason!r}, not its field"
                    )
            else:
                pytest.fail(f"{w}: {probe} is not among the legal actions, yet apply took it")
            assert rules.state_to_json(state) == doc, f"{w}: the refused {probe} changed the state"

        full = normal(doc)
        for seat in [*range(seats), None]:
            view = normal(rules.state_to_json(rules.view_for(state, seat)))
            hidden = rules.secrets(state, seat)
            for path in differences(full, view):  # everything else is public: equal in the view
                assert covered(path, hidden), f"{w}: seat {seat}'s view changes {path}, which is no secret"
            for secret in hidden:
                value = normal(secret.value)
                assert at(full, secret.path) == value, (
                    f"{w}: the secret at {secret.path} is not what the state holds there"
                )
                if non_empty(value):
                    assert at(view, secret.path) != value, f"{w}: seat {seat}'s view shows the secret {secret.path}"
        assert rules.state_to_json(state) == doc, f"{w}: making views changed the state"
        with pytest.raises(IllegalAction):  # the contract: applying to a view is refused
            rules.apply(rules.view_for(state, d.seat), legal[0])
        assert rules.state_to_json(state) == doc, f"{w}: applying to a view changed the state"

        assert len(rules.seat_names(state)) == seats, f"{w}: seat_names() does not name every seat"
        for action in legal:
            text = rules.describe_action(state, action)
            assert isinstance(text, str) and text, f"{w}: {action} has no words"


def foreign_actions(game: AnyGame, load: Callable[[AnyGame], Any]) -> list[Action]:
    """Actions of other games: a ``done`` of no game and every other game's first move."""
    out: list[Action] = [OtherGameDone()]
    for other in registry.games():
        if other.id != game.id:
            data = load(other)
            state, _ = other.rules.new_game(data, other.default_config(data, other.min_seats), 1)
            out.append(other.rules.legal_actions(state)[0])
    return out


# --------------------------------------------------------------------------- tests
def test_random_games_keep_the_contract(game: AnyGame, data: Any, load: Callable[[AnyGame], Any]) -> None:
    rules = game.rules
    foreign = foreign_actions(game, load)
    for seed in SEEDS:
        checker = Checker(game, data, seed, foreign)
        record = play(game, data, seed, checker.visit, checker.after)
        for e in record.start_events:
            assert Event.from_json(normal(e.to_json()), game.id) == e, f"{game.id}: {e} does not round-trip"
        state, w = record.state, f"{game.id}, seed {seed}, at the end"
        out = rules.outcome(state)
        assert out is not None, f"{w}: no decision is pending, yet there is no outcome"
        assert not rules.legal_actions(state), f"{w}: the finished game still has legal actions"
        assert set(out.winners) <= set(range(len(record.config.seats))), f"{w}: winners that are no seats"
        assert out.end and out.reason, f"{w}: the outcome has no end code or no reason"
        doc = rules.state_to_json(state)
        assert rules.state_to_json(rules.state_from_json(data, doc)) == doc, f"{w}: JSON round-trip"
        with pytest.raises(IllegalAction):
            rules.apply(state, record.actions[-1])
        assert rules.state_to_json(state) == doc, f"{w}: a refused action changed the finished game"


def test_a_sampled_state_matches_the_view_it_was_drawn_from(game: AnyGame, data: Any) -> None:
    rules = game.rules

    def check(record: GameRecord, d: Decision, index: int) -> None:
        if not deep(index):
            return
        state, w = record.state, f"{game.id}, seed {seed}, before action {index}"
        others = [s for s in range(len(record.config.seats)) if s != d.seat]
        for seat in [d.seat, *([rng.choice(others)] if others else [])]:  # a one-seat game has no other
            view = rules.view_for(state, seat)
            doc = rules.state_to_json(view)
            sample = rules.sample_state(view, seat, Rng(rng.below(2**31)))
            assert rules.state_to_json(view) == doc, f"{w}: sampling changed the view of seat {seat}"
            assert rules.state_to_json(rules.view_for(sample, seat)) == doc, (
                f"{w}: seat {seat} could tell the sampled state from the game"
            )
            hidden = rules.secrets(sample, seat)
            for path in differences(normal(doc), normal(rules.state_to_json(sample))):
                assert covered(path, hidden), f"{w}: the sample of seat {seat} changes {path}, which is no secret"
            assert rules.outcome(sample) is None, f"{w}: the sampled state of seat {seat} is over"
            legal = rules.legal_actions(sample)
            assert legal, f"{w}: the sampled state of seat {seat} has no legal action"
            rules.apply(rules.clone(sample), legal[0])

    for seed in SEEDS:
        deep = sampled(seed, SAMPLE_STATE_EVERY, first=5)
        rng = Rng(seed, stream=9)
        play(game, data, seed, check)


@pytest.mark.parametrize("value", NOT_ACTIONS, ids=repr)
def test_apply_refuses_what_is_no_action(game: AnyGame, data: Any, value: Any) -> None:
    """A text, None, a mapping, a number: the rules and the record refuse each with
    ``IllegalAction`` and the same reason, and the game is as it was."""
    record = new_record(game, data, 5)
    doc = game.rules.state_to_json(record.state)
    said = f"This is no action of the game: {json.dumps(value)}."
    with pytest.raises(IllegalAction) as by_rules:
        game.rules.apply(record.state, value)
    with pytest.raises(IllegalAction) as by_record:
        record.apply(value)
    assert by_rules.value.id == by_record.value.id == "core.record.not_an_action"
    assert by_rules.value.reason == by_record.value.reason == said
    assert game.rules.state_to_json(record.state) == doc and record.actions == []


def test_the_record_refuses_another_games_action(game: AnyGame, data: Any) -> None:
    record = new_record(game, data, 5)
    with pytest.raises(IllegalAction) as caught:
        record.apply(OtherGameDone())
    assert caught.value.reason == f"A done of another game is no action of {game.title}."
    assert record.actions == []


def test_save_load_and_replay_give_the_same_state(game: AnyGame, data: Any, tmp_path: Path) -> None:
    rules = game.rules
    for seed in SEEDS:
        whole = play(game, data, seed, max_rounds=SHORT_ROUNDS)
        for record in (play(game, data, seed, stop=len(whole.actions) // 2, max_rounds=SHORT_ROUNDS), whole):
            where = f"{game.id}, seed {seed}, after {len(record.actions)} actions"
            path = tmp_path / f"{game.id}-{seed}-{len(record.actions)}.json"
            record.save(path)
            loaded = GameRecord.load(game, data, path)
            assert loaded.snapshot() == record.snapshot(), f"{where}: the loaded game differs"
            assert [a.to_json() for a in loaded.actions] == [a.to_json() for a in record.actions], where
            replay = record.replayed()
            for action in record.actions:
                replay.apply(action)
            assert replay.snapshot() == record.snapshot(), f"{where}: the replayed game differs"
            assert rules.pending(loaded.state) == rules.pending(record.state), where

            doc = json.loads(path.read_text(encoding="utf-8"))
            doc["snapshot"]["tampered"] = True
            doc["snapshot_hash"] = saves.state_hash(doc["snapshot"])
            path.write_text(json.dumps(doc), encoding="utf-8")
            with pytest.raises(SaveError, match="snapshot_hash: replaying"):
                GameRecord.load(game, data, path)


def test_a_damaged_action_in_a_save_names_the_file_and_the_action(game: AnyGame, data: Any, tmp_path: Path) -> None:
    """An action of an unknown kind, with a field of the wrong type, or refused by the
    rules: loading the save raises SaveError naming the file and the action's number
    (from 1), and the file is left as it was."""
    record = play(game, data, SEEDS[0], max_rounds=SHORT_ROUNDS)
    path = tmp_path / "damaged.json"
    record.save(path)
    at_path = re.escape(str(path))
    sound = json.loads(path.read_text(encoding="utf-8"))
    index = next(i for i, a in enumerate(sound["actions"]) if len(a) > 1)  # an action with a field
    field = next(name for name in sound["actions"][index] if name != "kind")
    kind = sound["actions"][index]["kind"].replace("_", " ")
    cases = {
        "no_such_kind": (lambda a: a.update(kind="no_such_kind"), "unknown action kind"),
        "wrong_type": (lambda a: a.update({field: {"wrong": ["type"]}}), f"an? {kind} action's {field} must be"),
        "unknown_field": (lambda a: a.update(no_such_field=1), "action '.*' has unknown fields"),
    }
    for spoil, expected in cases.values():
        doc = json.loads(json.dumps(sound))
        spoil(doc["actions"][index])
        path.write_text(json.dumps(doc), encoding="utf-8")
        before = path.read_bytes()
        with pytest.raises(SaveError, match=rf"^{at_path}: actions\.{index + 1}: {expected}"):
            GameRecord.load(game, data, path, bot_kinds(game))
        assert path.read_bytes() == before
    first = game.rules.legal_actions(record.replayed().state)
    late = next(a for a in record.actions if a not in first)  # an action not legal at the start
    doc = json.loads(json.dumps(sound))
    doc["actions"].insert(0, late.to_json())
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match=rf"^{at_path}: actions\.1: the .* action cannot be replayed"):
        GameRecord.load(game, data, path, bot_kinds(game))
    doc = json.loads(json.dumps(sound))
    doc["config"]["seats"][0].update(kind="ai", ai="no_such_bot")
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match=rf"^{at_path}: config: seats\.0\.ai: unknown bot \"no_such_bot\""):
        GameRecord.load(game, data, path, bot_kinds(game))


def test_the_same_seed_gives_the_same_game(game: AnyGame, data: Any) -> None:
    rules = game.rules
    for seed in SEEDS:
        one, two = (play(game, data, seed, max_rounds=SHORT_ROUNDS) for _ in range(2))
        assert [a.to_json() for a in one.actions] == [a.to_json() for a in two.actions], f"seed {seed}"
        assert rules.state_to_json(one.state) == rules.state_to_json(two.state), f"seed {seed}"
    config = new_record(game, data, SEEDS[0]).config
    first, _ = rules.new_game(data, config, 1)
    second, _ = rules.new_game(data, config, 2)
    assert rules.state_to_json(first) != rules.state_to_json(second), "two seeds set up the same game"


def test_the_descriptor_sets_up_every_seat_count_and_seats_every_bot(game: AnyGame, data: Any) -> None:
    rules = game.rules
    colours = list(game.seat_colours(data))
    assert len(colours) >= game.max_seats and len({c.id for c in colours}) == len(colours)
    assert game.min_seats >= 1 and game.title and game.default_bot in bot_kinds(game)
    for option in game.options(data):
        assert option.check(option.default) == option.default
    with pytest.raises(ConfigError):
        game.option_values(data, {"no_such_option": True})
    for seats in (game.min_seats - 1, game.max_seats + 1):
        with pytest.raises(ConfigError):
            game.default_config(data, seats)
    too_many = [SeatConfig(f"Seat {i}", colours[i % len(colours)].id) for i in range(game.max_seats + 1)]
    with pytest.raises(ConfigError):
        rules.new_game(data, game.make_config(data, too_many, game.option_values(data, {})), 1)
    with pytest.raises(ConfigError):
        rules.config_from_json({"seats": "nobody"})
    for seats in range(game.min_seats, game.max_seats + 1):
        config = game.default_config(data, seats)
        assert rules.config_from_json(config.to_json()).to_json() == config.to_json()
        state, events = rules.new_game(data, config, seats)
        assert rules.outcome(state) is None and rules.seat_names(state) == [s.name for s in config.seats]
        for e in events:
            assert isinstance(rules.describe_event(state, e), str)
        d = rules.pending(state)
        assert d is not None
        for kind in bot_kinds(game):
            bot = make_bot(game, kind, 1)
            assert bot.choose(rules.view_for(state, d.seat) if bot.needs_view else state, d) in d.options, kind


def test_the_declared_length_limit_bounds_every_set_up(game: AnyGame, data: Any) -> None:
    """``max_actions`` is a whole number for every seat count, also when the set-up sets
    no round limit: "until someone wins" must not mean for ever."""
    has_limit = any(o.id == "max_rounds" for o in game.options(data))
    for seats in range(game.min_seats, game.max_seats + 1):
        configs = [game.default_config(data, seats)]
        if has_limit:
            configs += [
                game.default_config(data, seats, max_rounds=None),
                game.default_config(data, seats, max_rounds=1),
            ]
        limits = [game.length_limit(data, config) for config in configs]
        assert all(isinstance(n, int) and n >= 1 for n in limits), f"{game.id}, {seats} seats: {limits}"
        if has_limit:
            assert limits[2] <= limits[1], f"{game.id}: a round limit of 1 allows more than no limit at all"


def test_random_games_without_a_round_limit_end_within_the_declared_bound(game: AnyGame, data: Any) -> None:
    """With the round limit lifted (where the game has one), random games still end by
    themselves, with an outcome, within the bound the descriptor declares."""
    for seed in SEEDS[:1]:
        record = play(game, data, seed, max_rounds=None)
        state, w = record.state, f"{game.id}, seed {seed}, with no round limit"
        out = game.rules.outcome(state)
        assert out is not None and out.end and out.reason, f"{w}: the game did not end with an outcome"
        assert len(record.actions) <= game.length_limit(data, record.config), w
