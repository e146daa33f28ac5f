"""Every refusal says why (issue 26, item 9): seeded random games of 1 to 4 families, and
at their decisions of every kind, wrong answers of every kind (another decision's answer,
a die that is not there or not the seat's, counts and places out of range, cards face
down, citizens the seat does not have, black dice that are not rolled ...). Each is
refused with a message that names the problem: the decision that is asked (and what it
asks), or what is wrong with the action, never a bare "not possible now".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from game.ai import RandomBot
from game.core.contract import SeatConfig
from game.core.engine import Action, Decision
from game.core.errors import IllegalAction
from game.core.i18n import text
from game.core.rng import Rng
from game.games.troyes.rules import play
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    Citizen,
    CounterDice,
    Fail,
    Farm,
    Fight,
    Flip,
    Group,
    Hire,
    Pass,
    PlaceStart,
    Reroll,
    Settle,
    Split,
    Target,
    Times,
    TroyesAction,
)
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.data import BUILDINGS
from game.games.troyes.rules.state import TroyesConfig, TroyesState
from tests.contract.knobs import random_games
from tests.games.troyes.helpers import NAMES, act, blank, card, data, die, event

#: the games: (families, seed), every count of families
GAMES = [(1 + i % 4, 31 + 17 * i) for i in range(4 * random_games())]
#: the decisions probed in depth: each kind's first ones in a game, then one in this many
FIRST, EVERY = 4, 25
#: refusals that say nothing of why
VAGUE = {"troyes.refusal.not_now", "troyes.refusal.not_offered", ""}
DECISIONS = {"place_start", "counter", "turn", "group", "citizen", "times", "target", "split"}


def probes(s: TroyesState, d: Decision) -> Iterator[TroyesAction]:
    """Answers of every kind, most of them wrong now."""
    seat = d.seat
    mine = [x.id for x in s.dice if x.district == seat]
    theirs = [x.id for x in s.dice if x.district != seat]
    some = (mine[:1] or theirs[:1]) + theirs[:1]
    for building in (*BUILDINGS, "nowhere"):
        for row in (-1, 0, 5, 9):
            yield from (PlaceStart(building, row, place) for place in (-1, 0, 3))
    for die_id in (*mine[:2], *theirs[:2], -1, 999):
        yield Reroll(die_id)
    groups: list[tuple[int, ...]] = [(), (999,), tuple(mine[:4]), tuple(mine[:1] * 2), tuple(theirs[:2])]
    groups += [(x,) for x in mine[:3] + theirs[:3]] + [tuple(mine[:2]), tuple(mine[:3]), tuple(some)]
    for ids in groups:
        yield Flip(ids)
    yield Hire()
    black = list(s.black) or [4]
    for ids in groups:
        for values in ((), (black[0],), (black[0], 6), tuple(black), (7,)):
            yield CounterDice(ids, values)
    yield from (Fail(), Pass(), Build(), Settle(), Farm())
    yield from (Activate(i) for i in range(-1, len(s.slots) + 1))
    yield from (Fight(i) for i in range(-1, len(s.queue) + 2))
    for ids in groups:
        for cube in (-1, 4, 99):
            yield Group(ids, cube)
    sources = ["supply", "hire", "", "bogus", "lying:nowhere", "place:palace:x:0", "card:99", "card:x"]
    sources += [f"place:{b}:{r}:0" for b in BUILDINGS for r in (0, 2, 7)] + [f"lying:{b}" for b in BUILDINGS]
    sources += [f"card:{i}" for i in range(len(s.slots))]
    yield from (Citizen(src) for src in sources)
    yield from (Times(n) for n in range(-1, 7))
    yield from (Target(i) for i in range(-1, len(s.queue) + 2))
    yield from (Split(n) for n in range(-1, 6))


def check_refusals(s: TroyesState, d: Decision, met: Counter[tuple[str, str]], said: set[str] | None = None) -> None:
    """Every probe that is no option is refused with a reason of its own; each reason's
    words are made once (in English and French) in ``said``'s run."""
    said = set() if said is None else said
    before = s.to_json()
    for probe in probes(s, d):
        if probe in d.options:
            continue
        try:
            RULES.apply(s, probe)
        except IllegalAction as refused:
            assert refused.id not in VAGUE, f"{d.kind}: {probe} refused with {refused.id!r}: {refused.reason}"
            if refused.id not in said:
                said.add(refused.id)
                assert text(refused.message, "en") and text(refused.message, "fr")
        else:
            pytest.fail(f"{d.kind}: {probe} is no option, yet it was taken")
        met[(d.kind, probe.kind)] += 1
    assert s.to_json() == before


def game(players: int, seed: int) -> TroyesState:
    seats = [SeatConfig(NAMES[i], c.id) for i, c in enumerate(data().colours[:players])]
    state, _ = RULES.new_game(data(), TroyesConfig(seats), seed)
    return state


def test_every_refusal_in_random_games_says_why() -> None:
    met: Counter[tuple[str, str]] = Counter()
    said: set[str] = set()
    for players, seed in GAMES:
        s = game(players, seed)
        bots = [RandomBot(seed + i) for i in range(players)]
        seen: Counter[str] = Counter()
        pick = Rng(seed, stream=4)
        while (d := RULES.pending(s)) is not None:
            seen[d.kind] += 1
            if seen[d.kind] <= FIRST or pick.below(EVERY) == 0:
                check_refusals(s, d, met, said)
            RULES.apply(s, bots[d.seat].choose(s, d))
    kinds = {kind for kind, _ in met}
    assert kinds >= DECISIONS - {"split"}, DECISIONS - kinds  # the Innkeeper's split: below
    answers = {action for _, action in met}
    assert answers == {cls.kind for cls in Action.kinds("troyes").values()}


def test_the_innkeepers_split_refuses_a_count_out_of_range() -> None:
    """E (Innkeeper): the activations split between the Palace and the Bishopric, 0 to all
    of them to the Palace; any other count is refused with the range."""
    s = blank(2)
    inn = card(s, "innkeeper")
    s.slots[inn].spaces[0] = 0
    s.buildings["palace"][0][0] = 0
    s.buildings["bishopric"][0][0] = 0
    s.buildings["bishopric"][1][0] = 0  # 1 citizen in the Palace, 2 in the Bishopric
    six = die(s, "yellow", 6, 0)  # 6 // 3: two activations
    die(s, "red", 1, 1)
    act(s, Activate(inn), Group((six,)), Times(2))
    d = play.pending(s)
    assert d.kind == "split" and d.options == (Split(0), Split(1), Split(2))
    met: Counter[tuple[str, str]] = Counter()
    check_refusals(s, d, met)
    assert met[("split", "split")] == 4  # -1, and 3 to 5: more than the two activations
    with pytest.raises(IllegalAction) as refused:
        play.apply(s, Split(len(d.options)))
    assert refused.value.id == "troyes.refusal.split_range"


def test_another_decisions_answer_names_the_decision_asked() -> None:
    """§3 Phase 4: a turn's first answer is Influence, an action or a pass; a count of
    activations then answers nothing, and the refusal says what is asked of whom."""
    s = blank(2)
    die(s, "yellow", 5, 0)
    with pytest.raises(IllegalAction) as refused:
        play.apply(s, Times(1))
    assert refused.value.id == "troyes.refusal.asked"
    assert refused.value.reason == "Anna is asked something else: Your turn: spend Influence, take an action or pass."
    assert text(refused.value.message, "fr").startswith("On demande autre chose à Anna :")


def test_a_target_with_every_banner_covered_is_refused_by_name() -> None:
    """§4.5: a cube goes on a free banner; a full card is named."""
    s = blank(2)
    full = event(s, "brigands", [(1, 1), (1, 2), (1, 3), (1, 4)])
    s.step = play.Step("activate", -1, stage="target", left=1)
    s.cache.clear()
    with pytest.raises(IllegalAction) as refused:
        play.apply(s, Target(full))
    assert refused.value.id == "troyes.refusal.event_full"
    assert refused.value.reason == "Brigands has no free banner left."


def test_a_wrong_field_is_named_with_its_range_or_its_place() -> None:
    """§2.2: a starting citizen on an empty place of a building; §4.3 step 2: the citizen
    comes from the supply or from the board; A-10: 1 to N activations."""
    s, _ = RULES.new_game(data(), TroyesConfig([SeatConfig(n, c.id) for n, c in zip(NAMES, data().colours)]), 3)
    d = play.pending(s)
    assert d is not None and d.kind == "place_start"
    reasons = {}
    for probe in (PlaceStart("tavern", 0, 0), PlaceStart("palace", 6, 0), PlaceStart("bishopric", 0, 2)):
        with pytest.raises(IllegalAction) as refused:
            play.apply(s, probe)
        reasons[probe] = refused.value.reason
    assert list(reasons.values()) == [
        "There is no building called tavern.",
        "The Palace has no row 7: it has 6 rows.",
        "Row 1 of the Bishopric has 2 places: there is no such place.",
    ]
    s = blank(2)
    merchant = card(s, "merchant")
    ids = (die(s, "yellow", 6, 0), die(s, "yellow", 6, 0))
    die(s, "red", 1, 1)
    s.players[0].supply = 0
    s.buildings["palace"][0][0] = 0
    act(s, Activate(merchant), Group(ids))
    d = play.pending(s)
    assert d.kind == "citizen"
    for source, said in (
        ("place:palace:1:0", "You have no citizen in row 2 of the Palace."),
        ("lying:bishopric", "You have no citizen lying on the Bishopric."),
        ("card:99", "There is no citizen of yours to take from card:99."),
    ):
        with pytest.raises(IllegalAction) as refused:
            play.apply(s, Citizen(source))
        assert refused.value.reason == said
