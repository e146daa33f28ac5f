"""Set-up (rulebook "Prepare for play"; inventory §2.1, §2.2, FE-T05, FE-T06, FE-A06,
FE-A32, FE-A33, FE-A35), to the start of the first Senior turn."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.core.catalogue_check import catalogue_path, read_catalogue, used_ids
from game.core.engine import Event
from game.core.errors import ConfigError, IllegalAction
from game.core.i18n import package_locale_dir
from game.games.feudality.rules import engine, places
from game.games.feudality.rules import events as ev
from game.games.feudality.rules.actions import ArrangeKeep, Begin, ChooseSide, DraftTake, PlaceKeep, PlaceTile
from game.games.feudality.rules.setup import FOREST
from game.games.feudality.rules.state import PHASE_SETUP, PHASE_TURNS, state_from_json

from .helpers import config, data, first_until, fresh, new, pending, play

COUNTS = (2, 3, 4, 5, 6)


@pytest.mark.parametrize("n", COUNTS)
def test_sides_are_chosen_clockwise_from_the_senior_one_card_each(n: int) -> None:
    """§2.1 step 2: the Senior by lot; clockwise from him each chooses a card and a side;
    a card's two sides are one baron's."""
    s, events = new(n, seed=n)
    assert [e.kind for e in events[:2]] == ["game_began", "senior_chosen"] and events[1] == ev.SeniorChosen(s.senior)
    seats = [d.seat for d in first_until(s, "place_keep") if d.kind == "choose_side"]
    assert seats == [(s.senior + i) % n for i in range(n)]
    cards = [s.side(seat).card for seat in range(n)]
    assert len(set(cards)) == n


def test_a_taken_card_is_offered_no_more_and_refused_with_its_reason() -> None:
    s, _ = new(3, seed=2)
    d = pending(s)
    assert len(d.options) == 12  # 6 cards x 2 sides
    play(s, ChooseSide("side-01"))
    offered = {o.side for o in pending(s).options if isinstance(o, ChooseSide)}
    twin = next(side.id for side in s.sides if side.card == s.side_by_id("side-01").card and side.id != "side-01")
    assert "side-01" not in offered and twin not in offered and len(offered) == 10
    before = s.to_json()
    with pytest.raises(IllegalAction, match="already another baron"):
        play(s, ChooseSide(twin))
    assert s.to_json() == before


@pytest.mark.parametrize("n", COUNTS)
def test_every_baron_starts_on_one_vp_with_three_of_each_resource(n: int) -> None:
    """§2.1 steps 3-4, FE-A06: the pawn on the "1" space; 3 of each resource."""
    s, _ = new(n)
    events: list[Event] = []
    first_until(s, "place_keep", events)
    assert any(isinstance(e, ev.Supplied) for e in events)
    for baron in s.barons:
        assert baron.vp == 1
        assert baron.resources == {"gold": 3, "food": 3, "wood": 3, "stone": 3, "iron": 3}


@pytest.mark.parametrize("n", COUNTS)
def test_each_takes_a_tower_and_a_keep_from_the_pool(n: int) -> None:
    """§2.1 step 5: in turn order a Tower and a Keep each; the pool keeps the rest."""
    s, _ = new(n)
    first_until(s, "place_keep")
    assert s.pool["tower"] == 6 - n and s.keeps == 6 - n
    assert all(b.tower == "tower" for b in s.barons)


@pytest.mark.parametrize("n", COUNTS)
def test_keeps_are_placed_from_the_senior_on_each_then_arranged(n: int) -> None:
    """§2.1 step 6: from the Senior, each places his Keep (Side.keep_spots), then puts
    his Tower in one of its spaces and names the other three (FE-A32: 24 ways)."""
    s, _ = new(n, seed=3)
    seen = first_until(s, "place_forest")
    keep_steps = [(d.kind, d.seat) for d in seen if d.kind in ("place_keep", "arrange_keep")]
    order = [(s.senior + i) % n for i in range(n)]
    assert keep_steps == [step for p in order for step in (("place_keep", p), ("arrange_keep", p))]
    for d in seen:
        if d.kind == "place_keep":
            assert [o.square for o in d.options if isinstance(o, PlaceKeep)] == list(s.side(d.seat).keep_spots())
        if d.kind == "arrange_keep":
            assert len(d.options) == 24
    for baron in s.barons:
        assert baron.keep is not None and baron.tower == ""
        assert sorted(baron.keep.spaces.values()) == sorted(data().keep.spaces)
        assert baron.keep.stacks == {"fortification": ["tower"], "men_at_arms": [], "archer": [], "knight": []}


def test_the_keep_gives_one_iron_per_hill_and_two_for_the_double_hill() -> None:
    """FE-T05: a Keep over a hill and the double hill gives 1 + 2 Iron: 6 at the start."""
    s, _ = new(2, seed=4)

    def hills(side_id: str, q: str) -> list[int]:
        side = s.side_by_id(side_id)
        return sorted(side.square(x).hill for x in places.keep_squares(q) if side.square(x).hill)

    chosen = next(side.id for side in s.sides if any(hills(side.id, q) == [1, 2] for q in side.keep_spots()))
    seat = pending(s).seat
    play(s, ChooseSide(chosen))
    first_until(s, "place_keep")
    assert pending(s).seat == seat
    side = s.side(seat)
    spot = next(q for q in side.keep_spots() if hills(side.id, q) == [1, 2])
    events = play(s, PlaceKeep(spot))
    assert events[0] == ev.KeepPlaced(seat, spot, 3)
    assert s.barons[seat].resources["iron"] == 6
    bare = next(q for q in side.keep_spots() if not any(side.square(x).hill for x in places.keep_squares(q)))
    assert places.keep_iron(s, seat, bare) == 0


def test_the_tower_goes_where_the_baron_says() -> None:
    s, _ = new(2, seed=5)
    first_until(s, "place_keep")
    seat = pending(s).seat
    spot = pending(s).options[0]
    play(s, spot)
    spaces = ("men_at_arms", "fortification", "knight", "archer")
    events = play(s, ArrangeKeep(spaces))
    keep = s.barons[seat].keep
    assert keep is not None
    top_right = places.keep_squares(keep.square)[1]
    assert events[0] == ev.KeepArranged(seat, top_right) and keep.spaces[top_right] == "fortification"


def test_a_keep_off_the_river_when_the_reading_says_so() -> None:
    """FE-A33: the Keep may cover the river (default); with keep_on_river false, no spot
    that covers a river square is offered, and one is refused with that reason."""
    s, _ = new(2, seed=6, options={"keep_on_river": False})
    first_until(s, "place_keep")
    seat = pending(s).seat
    side = s.side(seat)
    wet = [q for q in side.keep_spots() if any(side.square(x).river for x in places.keep_squares(q))]
    assert wet
    offered = {o.square for o in pending(s).options if isinstance(o, PlaceKeep)}
    assert offered == set(side.keep_spots()) - set(wet)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="cover the river"):
        play(s, PlaceKeep(wet[0]))
    with pytest.raises(IllegalAction, match="four playable squares"):
        play(s, PlaceKeep("h8"))
    assert s.to_json() == before


@pytest.mark.parametrize("n", COUNTS)
def test_a_forest_each_from_the_bag_placed_from_the_senior_on(n: int) -> None:
    """§2.1 step 7: one Forest each out of the bag; placed from the Senior on, free."""
    s, _ = new(n, seed=7)
    first_until(s, "place_forest")
    assert Counter(s.bag)[FOREST] == 15 - n
    seen = first_until(s, "draft")
    assert [(d.kind, d.seat) for d in seen] == [("place_forest", (s.senior + i) % n) for i in range(n)]
    assert all(list(b.tiles.values()) == [FOREST] for b in s.barons)


def test_a_forest_may_not_go_under_the_keep_nor_on_the_edge() -> None:
    s, _ = new(2, seed=8)
    first_until(s, "place_forest")
    seat = pending(s).seat
    keep = s.barons[seat].keep
    assert keep is not None
    offered = {o.square for o in pending(s).options if isinstance(o, PlaceTile)}
    assert len(offered) == 49 - 4 and not offered & set(places.keep_squares(keep.square))
    before = s.to_json()
    with pytest.raises(IllegalAction, match="The Keep covers"):
        play(s, PlaceTile(keep.square))
    with pytest.raises(IllegalAction, match="only the pawn"):
        play(s, PlaceTile("a8"))
    assert s.to_json() == before


@pytest.mark.parametrize("n", COUNTS)
def test_the_snake_draft_of_two_n_plus_one(n: int) -> None:
    """§2.1 step 8, FE-T06: 2N + 1 tiles, value tiles set aside; picks 1..N then N..1,
    free; the last tile and those set aside back into the bag."""
    s, _ = new(n, seed=9)
    events: list[Event] = []
    first_until(s, "draft", events)
    drawn = next(e for e in events if isinstance(e, ev.TrayDrawn))
    assert drawn.seat == s.senior
    assert len(s.tray) == data().for_players(n).setup_tray == 2 * n + 1
    assert not any(data().tiles[t].is_value for t in s.tray if t in data().tiles)
    assert all(data().tiles[t].is_value for t in s.set_aside)
    paid = [dict(b.resources) for b in s.barons]
    seen = first_until(s, "turn_start", events)
    order = [(s.senior + i) % n for i in range(n)]
    assert [d.seat for d in seen if d.kind == "draft"] == order + order[::-1]
    assert [b.resources for b in s.barons] == paid  # nobody pays
    returned = next(e for e in events if isinstance(e, ev.TrayReturned))
    assert returned.n == 1 + len(drawn.set_aside)
    assert s.tray == [] and s.set_aside == []
    assert len(s.bag) == 208 - n - 2 * n


def test_a_drafted_unit_goes_to_its_keep_stack_wolf_at_the_bottom() -> None:
    """FE-A35 (units may be drafted; default), §1.4: a unit to its Keep space, Wolf
    always at the bottom of the Knights'."""
    s, _ = new(2, seed=10)
    first_until(s, "draft")
    seat = pending(s).seat
    s.tray = ["knight", "wolf", "knight", "forest", "farmer"]
    fresh(s)
    assert [o.tile for o in pending(s).options if isinstance(o, DraftTake)] == ["knight", "wolf", "forest", "farmer"]
    events = play(s, DraftTake("knight"))
    assert [e.kind for e in events[:2]] == ["drafted", "mustered"]
    keep = s.barons[seat].keep
    assert keep is not None
    keep.stacks["knight"].append("knight")
    s.queue.insert(0, ["draft", seat])
    fresh(s)
    play(s, DraftTake("wolf"))
    assert keep.stacks["knight"][0] == "wolf"


def test_no_units_in_the_draft_when_the_reading_says_so() -> None:
    """FE-A35 with draft_military false: units are set aside with the value tiles."""
    for seed in range(30):
        s, _ = new(6, seed=seed, options={"draft_military": False})
        first_until(s, "draft")
        assert not any(t in data().units for t in s.tray)
        if any(t in data().units for t in s.set_aside):
            return
    pytest.fail("no unit drawn in 30 set-ups")  # pragma: no cover


def test_a_drafted_tile_is_placed_by_its_rules_and_refused_elsewhere() -> None:
    """§4.4 in the draft: a Quarry only on a hill; a tile not on a taken square."""
    s, _ = new(2, seed=11)
    first_until(s, "draft")
    seat = pending(s).seat
    s.tray = ["quarry", "farmer", "farmer", "farmer", "farmer"]
    fresh(s)
    play(s, DraftTake("quarry"))
    d = pending(s)
    assert d.kind == "place_tile" and d.seat == seat
    hills = set(s.side(seat).hills) - places.covered(s, seat) - set(s.barons[seat].tiles)
    assert {o.square for o in d.options if isinstance(o, PlaceTile)} == hills
    flat = next(
        q.name
        for q in s.side(seat).squares()
        if q.playable and not q.hill and q.name not in s.barons[seat].tiles and q.name not in places.covered(s, seat)
    )
    forest = next(q for q, t in s.barons[seat].tiles.items() if t == FOREST)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="only go on a hill"):
        play(s, PlaceTile(flat))
    with pytest.raises(IllegalAction, match="already on"):
        play(s, PlaceTile(forest))
    with pytest.raises(IllegalAction, match="does not answer"):
        play(s, Begin())
    assert s.to_json() == before


@pytest.mark.parametrize("n", COUNTS)
def test_a_whole_set_up_reaches_the_first_turn(n: int) -> None:
    """§2.1 steps 9-10: the event deck shuffled (50 cards), the dice to the Senior; the
    game waits at the first turn's start, Begin its one option."""
    s, events = new(n, seed=100 + n)
    first_until(s, "turn_start", events)
    assert [e.kind for e in events[-2:]] == ["events_shuffled", "dice_given"]
    assert len(s.events) == 50 and s.phase == PHASE_TURNS
    d = pending(s)
    assert d.seat == s.senior and d.options == (Begin(),)
    events = play(s, Begin())
    assert events[0] == ev.TurnBegan(s.senior, 1) and isinstance(events[1], ev.LocationRolled)
    assert s.turn == 1 and s.step in ("wizard", "activate")


@pytest.mark.parametrize("n", COUNTS)
def test_the_state_round_trips_through_json_at_every_step(n: int) -> None:
    s, _ = new(n, seed=200 + n)
    while True:
        doc = s.to_json()
        back = state_from_json(data(), doc)
        assert back.to_json() == doc and s.clone().to_json() == doc
        assert engine.pending(back) == engine.pending(s)
        d = pending(s)
        if d.kind == "turn_start":
            break
        play(s, d.options[-1])


def test_same_seed_same_game_other_seed_other_game() -> None:
    one, _ = new(4, seed=42)
    two, _ = new(4, seed=42)
    first_until(one, "turn_start")
    first_until(two, "turn_start")
    assert one.to_json() == two.to_json()
    three, _ = new(4, seed=43)
    first_until(three, "turn_start")
    assert three.to_json() != one.to_json()


def test_illegal_answers_are_refused_with_a_reason_and_change_nothing() -> None:
    s, _ = new(2)
    assert s.phase == PHASE_SETUP
    before = s.to_json()
    for action, reason in (
        (PlaceKeep("a1"), "does not answer"),
        (ChooseSide("side-99"), "no side"),
        (ChooseSide(5), "must be"),  # type: ignore[arg-type]
        ("begin", "no action of the game"),
    ):
        with pytest.raises(IllegalAction, match=reason):
            play(s, action)  # type: ignore[arg-type]
        assert s.to_json() == before


@pytest.mark.parametrize(("n", "options"), [(1, {}), (7, {}), (2, {"no_such": True}), (2, {"adjacency": "six"})])
def test_tables_the_rules_cannot_seat(n: int, options: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        if n > 6:
            table = config(6)
            table.seats.append(table.seats[0])
            engine.new_game(data(), table, 1)
        else:
            new(n, options=options)


def test_every_message_of_the_engine_is_in_both_catalogues() -> None:
    folder = package_locale_dir("feudality")
    english, _ = read_catalogue(catalogue_path(folder, "en", "feudality"))
    french, _ = read_catalogue(catalogue_path(folder, "fr", "feudality"))
    rules = Path(engine.__file__).parent
    files = [
        rules / f for f in ("engine.py", "setup.py", "places.py", "events.py", "state.py", "turn.py", "purchase.py")
    ]
    uses, bad = used_ids([rules])
    assert not [b for b in bad if Path(b.path) in files]
    ids = {u.id for u in uses if u.id.split(".")[1] in ("event", "prompt", "action", "refusal", "config", "name")}
    assert len(ids) >= 60
    fields = re.compile(r"\{(\w+)")
    for msg_id in sorted(ids):
        assert msg_id in english and msg_id in french, msg_id
        assert set(fields.findall(english[msg_id].forms[0])) == set(fields.findall(french[msg_id].forms[0])), msg_id


def test_every_event_and_action_says_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SENESCHAL_STRICT_MESSAGES", "1")
    s, events = new(3, seed=12)
    actions = []
    while pending(s).kind != "turn_start":
        d = pending(s)
        actions.append(d)
        for option in d.options[:3]:
            assert str(engine.describe(s, option))
        str(d.prompt)
        events += play(s, d.options[0])
    events += play(s, Begin())
    for e in events:
        assert str(engine.describe_event(s, e))
