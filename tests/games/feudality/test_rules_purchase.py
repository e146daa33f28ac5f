"""Feudality's purchase phase (rulebook "Sequence of play" 3, "The Purchase Tray",
"Fortifications", the Soothsayer, "Resources"; inventory §3 step 3, §4.4, §4.5, FE-E20-E22,
FE-E40, FE-T07, FE-T26, FE-T27, FE-T29): the tray of 2N, each baron's one go in player
order (buy and place, upgrade, pass; trades before), the Soothsayer's tile, the leftovers
to the discard pile, then step 4 ("baronial") queued."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.engine import Event
from game.core.errors import IllegalAction
from game.games.feudality.rules import engine, flow, places, purchase
from game.games.feudality.rules import events as ev
from game.games.feudality.rules.actions import Buy, Pass, PlaceTile, Trade, Upgrade
from game.games.feudality.rules.data import RESOURCES
from game.games.feudality.rules.state import FeudalityState, state_from_json

from .helpers import data, first_until, fresh, new, pending, play

COUNTS = (2, 3, 4, 5, 6)


def at_purchase(
    n: int = 2,
    tray: tuple[str, ...] = (),
    seed: int = 1,
    options: dict[str, Any] | None = None,
    tiles: dict[int, dict[str, str]] | None = None,
) -> tuple[FeudalityState, list[Event]]:
    """A first turn whose step 1 is over, each baron's tiles as given (none by default,
    his Keep stays), ``tray`` the bag's next tiles; the purchase run to its first go."""
    s, _ = new(n, seed=seed, options=options)
    first_until(s, "turn_start")
    for seat, baron in enumerate(s.barons):
        baron.tiles = dict((tiles or {}).get(seat, {}))
    for tile in tray:
        s.bag.remove(tile)
    s.bag.extend(reversed(tray))  # the bag is drawn from its end
    s.turn = 1
    s.queue = [["purchase", s.senior]]
    events: list[Event] = []
    flow.run(s, events)
    fresh(s)
    return s, events


def hills(s: FeudalityState, seat: int) -> list[str]:
    return [
        q.name for q in s.side(seat).squares() if q.hill and places.square_problem(s, seat, "quarry", q.name) is None
    ]


def flat(s: FeudalityState, seat: int) -> list[str]:
    return [
        q.name
        for q in s.side(seat).squares()
        if not q.hill and places.square_problem(s, seat, "farmer", q.name) is None
    ]


def fort_stack(s: FeudalityState, seat: int) -> list[str]:
    keep = s.barons[seat].keep
    assert keep is not None
    return keep.stacks["fortification"]


def refused(s: FeudalityState, action: Any, reason: str) -> None:
    before = s.to_json()
    with pytest.raises(IllegalAction, match=reason):
        play(s, action)
    assert s.to_json() == before


# =========================================================================== the tray
@pytest.mark.parametrize("n", COUNTS)
def test_the_tray_of_two_n_value_tiles_and_units_included(n: int) -> None:
    """FE-E20, §4.4: the Senior draws 2N tiles (4, 6, 8, 10, 12); value tiles and units stay
    in the tray (only the set-up draft sets them aside, §2.1 step 8); then each baron in
    player order from the Senior has his go."""
    pads = ("farmer", "fisherman", "beggar", "gravel_pit", "junk_pile", "shepherd", "merchant", "miller", "alchemist")
    drawn = ("kirk", "man_at_arms", "wizard", *pads[: 2 * n - 3])
    s, events = at_purchase(n, drawn)
    assert events == [ev.PurchaseTrayDrawn(s.senior, drawn)]
    assert s.tray == list(drawn) and len(s.tray) == 2 * n
    d = pending(s)
    assert (d.kind, d.seat, d.interrupt) == ("buy", s.senior, False)
    assert d.options[:4] == (Buy("kirk"), Buy("man_at_arms"), Buy("wizard"), Buy("farmer"))  # one per type
    seats = []
    while pending(s).kind == "buy":
        seats.append(pending(s).seat)
        play(s, Pass())
    assert seats == s.order()


def test_a_short_bag_gives_what_it_has() -> None:
    """FE-A48: the bag running short, the tray takes what is left."""
    s, _ = new(2)
    first_until(s, "turn_start")
    s.bag = ["farmer", "quarry", "kirk"]
    s.queue = [["purchase", s.senior]]
    events: list[Event] = []
    flow.run(s, events)
    assert s.tray == ["kirk", "quarry", "farmer"] and s.bag == []
    assert events == [ev.PurchaseTrayDrawn(s.senior, ("kirk", "quarry", "farmer"))]


# =========================================================================== buying and placing
def test_a_bought_tile_is_paid_to_the_bank_and_placed_at_once_by_its_rules() -> None:
    """FE-E20, §4.4: the Senior buys the Quarry (1 Wood to the bank) and places it at once,
    on a hill only (FE-T26: a Quarry off a hill is refused with the rule); then the next
    baron's go."""
    s, _ = at_purchase(2, ("quarry", "farmer", "kirk", "smith"))
    senior = s.senior
    wood = s.barons[senior].resources["wood"]
    assert play(s, Buy("quarry")) == [ev.Bought(senior, "quarry")]
    assert s.barons[senior].resources["wood"] == wood - 1 and s.tray == ["farmer", "kirk", "smith"]
    d = pending(s)
    assert d.kind == "place_tile" and d.seat == senior
    assert [o.square for o in d.options if isinstance(o, PlaceTile)] == hills(s, senior)
    refused(s, PlaceTile(flat(s, senior)[0]), "may only go on a hill")
    square = hills(s, senior)[0]
    assert play(s, PlaceTile(square)) == [ev.TilePlaced(senior, "quarry", square)]
    assert s.barons[senior].tiles[square] == "quarry"
    assert (pending(s).kind, pending(s).seat) == ("buy", s.order()[1])


def test_a_bought_unit_goes_to_its_keep_stack_wolf_at_the_bottom() -> None:
    """§4.4, §1.3: units go only on their Keep stack (a Man-at-Arms for 1 Iron); Wolf (4
    Food) always at the bottom of the Knights' stack."""
    s, _ = at_purchase(2, ("man_at_arms", "wolf", "farmer", "farmer"))
    first, second = s.order()
    iron = s.barons[first].resources["iron"]
    assert play(s, Buy("man_at_arms")) == [ev.Bought(first, "man_at_arms"), ev.Mustered(first, "man_at_arms")]
    keep = s.barons[first].keep
    assert keep is not None and keep.stacks["men_at_arms"][-1] == "man_at_arms"
    assert s.barons[first].resources["iron"] == iron - 1
    other = s.barons[second]
    assert other.keep is not None
    other.keep.stacks["knight"] = ["knight"]
    other.resources["food"] = 4
    fresh(s)
    play(s, Buy("wolf"))
    assert other.keep.stacks["knight"] == ["wolf", "knight"] and other.resources["food"] == 0


def test_placement_rules_decide_what_may_be_bought() -> None:
    """FE-T26, §4.4: a Hunter with no Forest, a Cleric with no Kirk, Shrine or Brewery, a
    second Wizard while another baron owns none: no square takes them, so they are not
    bought, refused with the reason; the Cleric may be bought once a Kirk stands."""
    s, _ = at_purchase(2, ("hunter", "cleric", "wizard", "farmer"))
    senior = s.senior
    square = flat(s, senior)[0]
    s.barons[senior].tiles = {square: "wizard"}
    s.barons[senior].resources = dict.fromkeys(RESOURCES, 9)
    fresh(s)
    assert pending(s).options[:1] == (Buy("farmer"),)
    refused(s, Buy("hunter"), "no square it may go on")
    refused(s, Buy("cleric"), "no square it may go on")
    refused(s, Buy("wizard"), "no square it may go on")
    problem = places.square_problem(s, senior, "wizard", flat(s, senior)[1])
    assert problem is not None and problem.id == "feudality.refusal.one_until_all"
    s.barons[senior].tiles[flat(s, senior)[1]] = "kirk"
    fresh(s)
    assert Buy("cleric") in pending(s).options
    play(s, Buy("cleric"))
    away = [PlaceTile(q) for q in flat(s, senior) if PlaceTile(q) not in pending(s).options]
    refused(s, away[0], "must go next to")


def test_a_tile_he_cannot_pay_is_refused_and_free_tiles_stay_open() -> None:
    """FE-E20: the cost is paid to the bank; what he cannot pay is not offered and is
    refused with its cost; free tiles (the Farmer) cost nothing."""
    s, _ = at_purchase(2, ("kirk", "farmer", "quarry", "smith"))
    senior = s.senior
    s.barons[senior].resources = dict.fromkeys(RESOURCES, 0)
    fresh(s)
    assert pending(s).options == (Buy("farmer"), Pass())
    refused(s, Buy("kirk"), "The Kirk costs 1 Wood and 2 Stone: you cannot pay")
    refused(s, Buy("wolf"), "There is no Wolf.* in the tray")
    play(s, Buy("farmer"))
    assert s.barons[senior].resources == dict.fromkeys(RESOURCES, 0)


# =========================================================================== trading
def test_trading_with_the_bank_four_for_one_three_with_a_trader() -> None:
    """FE-E40, FE-T29: 4 Wood for 1 Stone, as often as he likes, the go staying his; with a
    Trader 3 Wood for 1 Stone; too few is refused with the rate."""
    s, _ = at_purchase(2, ("kirk", "farmer", "farmer", "farmer"))
    senior = s.senior
    baron = s.barons[senior]
    baron.resources = {"gold": 0, "food": 0, "wood": 8, "stone": 0, "iron": 0}
    fresh(s)
    assert Buy("kirk") not in pending(s).options and Trade("wood", "stone") in pending(s).options
    assert play(s, Trade("wood", "stone")) == [ev.Traded(senior, "wood", 4, "stone")]
    assert baron.resources["wood"] == 4 and baron.resources["stone"] == 1
    assert pending(s).kind == "buy" and pending(s).seat == senior
    refused(s, Trade("stone", "wood"), "takes 4 Stone")
    refused(s, Trade("wood", "wood"), "another of a different kind")
    baron.tiles[flat(s, senior)[0]] = "trader"
    fresh(s)
    play(s, Trade("wood", "stone"))
    assert baron.resources["wood"] == 1 and baron.resources["stone"] == 2  # FE-T29 with a Trader
    assert Buy("kirk") in pending(s).options  # 2 Stone and 1 Wood: traded to pay


# =========================================================================== upgrading
def test_upgrading_one_level_in_place_of_a_tile() -> None:
    """§4.5, §1.3, FE-A46: the Fort (4 Stone) stacked on the Tower, taken from the pool, in
    place of buying; one level a phase: the go is over."""
    s, _ = at_purchase(2, ("farmer",) * 4)
    first, second = s.order()
    s.barons[first].resources["stone"] = 9
    fresh(s)
    fort = s.pool["fort"]
    assert Upgrade() in pending(s).options
    assert play(s, Upgrade()) == [ev.Upgraded(first, "fort")]
    assert fort_stack(s, first) == ["tower", "fort"] and s.pool["fort"] == fort - 1
    assert s.barons[first].resources["stone"] == 5
    assert pending(s).seat == second  # one level per phase (FE-A46)
    assert s.barons[second].resources["stone"] < 4
    refused(s, Upgrade(), "Fort costs 4 Stone: you cannot pay")


def test_no_level_above_the_fortress_and_none_when_the_pool_is_empty() -> None:
    """§1.3: the chain ends at the Fortress; a level the pool has none of is not bought."""
    s, _ = at_purchase(2, ("farmer",) * 4)
    senior = s.senior
    s.barons[senior].resources["stone"] = 20
    fort_stack(s, senior)[:] = ["tower", "fort", "castle", "fortress"]
    fresh(s)
    refused(s, Upgrade(), "already at its highest level")
    fort_stack(s, senior)[:] = ["tower"]
    s.pool["fort"] = 0
    fresh(s)
    refused(s, Upgrade(), "No Fort is left in the pool")


def test_a_lost_tower_is_bought_back_for_two_stone() -> None:
    """FE-T27: with no fortification left, the upgrade is the Tower again for 2 Stone; a
    Fort cannot be bought while no Tower stands."""
    s, _ = at_purchase(2, ("farmer",) * 4)
    senior = s.senior
    fort_stack(s, senior).clear()
    s.pool["tower"] += 1
    s.barons[senior].resources["stone"] = 4
    fresh(s)
    level = purchase.next_level(s, senior)
    assert level is not None and level.id == "tower"
    assert str(engine.describe(s, Upgrade())) == "Raise the fortification to a Tower (costs 2 Stone)"
    play(s, Upgrade())
    assert fort_stack(s, senior) == ["tower"] and s.barons[senior].resources["stone"] == 2


# =========================================================================== the Soothsayer
@pytest.mark.parametrize(("owned", "reading", "extra"), [(1, "one", 1), (2, "one", 1), (2, "per_soothsayer", 2)])
def test_the_soothsayer_draws_as_the_tray_reaches_him(owned: int, reading: str, extra: int) -> None:
    """FE-E22, FE-T07: N = 3, the tray holds 6, 7 once it reaches the Soothsayer's owner;
    what he leaves stays for the others. FE-A19 ``soothsayer_draws``: one extra tile
    however many he owns (errata 6), or one each."""
    s, _ = at_purchase(3, ("farmer",) * 6 + ("kirk", "smith"), options={"soothsayer_draws": reading})
    second = s.order()[1]
    squares = flat(s, second)[:owned]
    s.barons[second].tiles = dict.fromkeys(squares, "soothsayer")
    fresh(s)
    assert len(s.tray) == 6
    events = play(s, Pass())
    assert events == [ev.Passed(s.senior), ev.SoothsayerDrew(second, ("kirk", "smith")[:extra])]
    assert len(s.tray) == 6 + extra and pending(s).seat == second
    play(s, Pass())
    assert "kirk" in s.tray  # left for the others


# =========================================================================== the end of the phase
def test_the_leftovers_go_to_the_discard_pile_and_the_baronial_actions_come_next() -> None:
    """§4.4: what is left in the tray goes to the tile discard pile; §3 step 4 (the
    Senior's baronial actions) comes next."""
    s, _ = at_purchase(2, ("farmer", "kirk", "smith", "mason"))
    play(s, Buy("farmer"))
    play(s, PlaceTile(flat(s, s.senior)[0]))
    events = play(s, Pass())
    assert events == [ev.Passed(s.order()[1]), ev.TrayDiscarded(-1, ("kirk", "smith", "mason"))]
    assert s.discard == ["kirk", "smith", "mason"] and s.tray == []
    assert s.queue[0] == ["baronial", s.senior] and (pending(s).kind, pending(s).seat) == ("baronial", s.senior)
    refused(s, Pass(), "does not answer")


def test_one_go_each_a_second_buy_is_refused() -> None:
    """FE-E20, FE-A46: one go each. After his Buy he is asked to place, not to buy again;
    after his go, the next baron decides."""
    s, _ = at_purchase(2, ("farmer", "farmer", "kirk", "smith"))
    play(s, Buy("farmer"))
    refused(s, Buy("farmer"), "does not answer")
    refused(s, Upgrade(), "does not answer")
    play(s, PlaceTile(flat(s, s.senior)[0]))
    assert pending(s).seat == s.order()[1]


def test_the_state_round_trips_mid_phase() -> None:
    """JSON round trip in the middle of the purchase (a tile bought, not yet placed; a
    Soothsayer to come), then both copies play on alike."""
    s, _ = at_purchase(3, ("quarry", "farmer", "kirk", "smith", "mason", "wolf", "knight"))
    s.barons[s.order()[2]].tiles = {flat(s, s.order()[2])[0]: "soothsayer"}
    fresh(s)
    play(s, Buy("quarry"))
    doc = json.loads(json.dumps(s.to_json()))
    copy = state_from_json(data(), doc, s.sides)
    assert copy.to_json() == s.to_json() and copy.discard == s.discard
    for game in (s, copy):
        while engine.pending(game) is not None:
            play(game, pending(game).options[0])
    assert copy.to_json() == s.to_json()


# =========================================================================== whole games
@pytest.mark.parametrize("n", COUNTS)
def test_the_first_legal_option_reaches_the_baronial_actions(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A seeded game, each decision answered with its first option, reaches step 4
    ("baronial") of the first turn: every tile is somewhere (bag, tray, discard, Fiefs,
    Keeps), no resource below 0, every decision, option and event says itself; the
    same seed plays the same game."""
    monkeypatch.setenv("SENESCHAL_STRICT_MESSAGES", "1")

    def game(seed: int) -> tuple[FeudalityState, list[Event]]:
        s, events = new(n, seed=seed)
        while s.step != "baronial":
            d = pending(s)
            str(d.prompt)
            for option in d.options[:4]:
                assert str(engine.describe(s, option))
            events += play(s, d.options[0])
        return s, events

    s, events = game(700 + n)
    assert s.turn == 1 and s.queue[0] == ["baronial", s.senior]
    assert any(isinstance(e, ev.PurchaseTrayDrawn) for e in events)
    assert any(isinstance(e, ev.TrayDiscarded) for e in events)
    for e in events:
        assert str(engine.describe_event(s, e))
    on_fiefs = sum(len(b.tiles) for b in s.barons)
    in_keeps = sum(
        len(b.keep.stacks[space]) for b in s.barons if b.keep for space in ("men_at_arms", "archer", "knight")
    )
    assert len(s.bag) + len(s.tray) + len(s.discard) + on_fiefs + in_keeps == data().bag_size
    assert all(v >= 0 for b in s.barons for v in b.resources.values())
    assert game(700 + n)[0].to_json() == s.to_json()
