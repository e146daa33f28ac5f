"""The actions of a turn (Troyes inventory §4.1-§4.8, A-10, A-11, A-13, A-14, A-24..A-27,
A-31, A-32, A-54): buying dice, Influence, activity cards, the cathedral, combat,
placing citizens, agriculture, delayed cubes; refusals leave the state unchanged."""

from __future__ import annotations

import pytest

from game.core.engine import Action
from game.core.errors import IllegalAction
from game.core.i18n import Message
from game.games.troyes.rules import dice as dm
from game.games.troyes.rules import play
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    Citizen,
    Farm,
    Fight,
    Flip,
    Group,
    Hire,
    Pass,
    Reroll,
    Settle,
    Times,
)
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from tests.games.troyes.helpers import act, blank, card, die, event, options, pending, value, valued, why


def refused(s: TroyesState, action: Action, said: str) -> None:
    """``action`` raises IllegalAction with the id ``said`` and changes nothing."""
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        play.apply(s, action)
    assert err.value.id == said
    assert s.to_json() == before


# =========================================================================== §4.1 buying
@pytest.mark.parametrize(("size", "price"), [(1, 2), (2, 4), (3, 6)])
def test_bought_die_price_by_group_size(size: int, price: int) -> None:
    """§4.1: each bought die costs 2 / 4 / 6 in a group of 1 / 2 / 3 dice."""
    s = blank()
    s.players[0].deniers = 10
    own = [die(s, "yellow", 1, 0) for _ in range(size - 1)]
    bought = die(s, "yellow", 6, 1)
    die(s, "red", 1, NEUTRAL)
    act(s, Farm(), Group(tuple(sorted([*own, bought]))))
    assert s.players[1].deniers == 5 + price
    assert s.players[0].deniers == 10 - price + (6 + size - 1) // 2


def test_neutral_die_paid_to_the_bank() -> None:
    """§4.1: a neutral die is paid to the bank."""
    s = blank()
    n = die(s, "yellow", 6, NEUTRAL)
    die(s, "red", 1, NEUTRAL)
    act(s, Farm(), Group((n,)))
    assert [p.deniers for p in s.players] == [5 - 2 + 3, 5, 5, 5]


def test_cannot_buy_without_the_money() -> None:
    """§4.1: the price of every bought die must be paid, or the group is illegal."""
    s = blank()
    s.players[0].deniers = 3
    a, b = die(s, "yellow", 6, 1), die(s, "yellow", 6, 2)
    act(s, Farm())
    assert Group((a,)) in options(s) and Group((a, b)) not in options(s)
    refused(s, Group((a, b)), "troyes.refusal.dice_price")


def test_group_of_one_colour_and_at_most_three() -> None:
    """§4.1: 1 to 3 dice of one colour."""
    s = blank()
    ids = [die(s, "yellow", 2, 0) for _ in range(4)]
    w = die(s, "white", 2, 0)
    act(s, Farm())
    refused(s, Group(tuple(ids)), "troyes.refusal.too_many_dice")
    refused(s, Group((ids[0], w)), "troyes.refusal.farm_yellow")
    v = valued(s, 0, (ids[0], w))
    assert not isinstance(v, Message) and v.colour is None


# =========================================================================== §4.2 Influence
def test_reroll_costs_one_own_die_only() -> None:
    """§4.2: 1 Influence rerolls one die of your own district, never another's."""
    s = blank()
    mine = die(s, "red", 2, 0)
    theirs = die(s, "red", 2, 1)
    assert Reroll(mine) in options(s) and Reroll(theirs) not in options(s)
    refused(s, Reroll(theirs), "troyes.refusal.not_your_die")
    act(s, Reroll(mine))
    assert s.players[0].influence == 3 and s.turn == 0 and pending(s).kind == "turn"


def test_flip_costs_four_one_to_three_own_dice() -> None:
    """§4.2: 4 Influence turns 1 to 3 own dice to the opposite face."""
    s = blank()
    ids = [die(s, "red", v, 0) for v in (1, 2, 3, 4)]
    assert Flip(tuple(ids[:3])) in options(s) and Flip(tuple(ids)) not in options(s)
    act(s, Flip((ids[0], ids[2])))
    assert [value(s, i) for i in ids] == [6, 2, 4, 4]
    assert s.players[0].influence == 0
    assert not any(isinstance(o, (Flip, Reroll, Hire)) for o in options(s))
    refused(s, Flip((ids[1],)), "troyes.refusal.influence")


def test_influence_never_on_bought_dice() -> None:
    """§4.1: Influence modifies only own dice, never bought or neutral ones."""
    s = blank()
    n = die(s, "red", 2, NEUTRAL)
    refused(s, Flip((n,)), "troyes.refusal.not_your_die")


def test_hire_moves_a_citizen_to_the_personal_supply() -> None:
    """§4.2: 2 Influence: a citizen from the general supply to the personal supply."""
    s = blank()
    die(s, "red", 2, 0)
    act(s, Hire())
    assert s.players[0].supply == 5 and s.players[0].influence == 2 and s.in_play(0) == 5


def test_hire_refused_at_twelve_in_play() -> None:
    """A-54: no hire with 12 citizens in play."""
    s = blank()
    s.players[0].supply = 12
    die(s, "red", 2, 0)
    assert Hire() not in options(s)
    refused(s, Hire(), "troyes.refusal.all_citizens")


# =========================================================================== §4.3 activity
def test_activate_needs_its_colour_and_one_activation() -> None:
    """§4.3 steps 1, 3: the card's colour; at least one activation (V // d >= 1)."""
    s = blank()
    miller = card(s, "miller")
    y2 = die(s, "yellow", 2, 0)
    y1 = die(s, "yellow", 1, 0)
    r6 = die(s, "red", 6, 0)
    act(s, Activate(miller))
    refused(s, Group((r6,)), "troyes.refusal.card_colour")
    refused(s, Group((y2,)), "troyes.refusal.too_weak")
    assert Group(tuple(sorted((y1, y2)))) in options(s)


def test_hidden_card_cannot_be_activated() -> None:
    """§3 Phase 0: a card not yet revealed cannot be used."""
    s = blank()
    miller = card(s, "miller")
    s.slots[miller].face_up = False
    die(s, "yellow", 6, 0)
    assert Activate(miller) not in options(s)
    refused(s, Activate(miller), "troyes.refusal.card_hidden")


def test_hire_cost_first_free_space_then_illustration() -> None:
    """§4.3 step 2, A-26: the hire cost is paid; the first free space; all taken: the
    illustration (0 VP)."""
    s = blank()
    miller = card(s, "miller")
    s.slots[miller].spaces = [None, 2]
    y = die(s, "yellow", 3, 0)
    die(s, "yellow", 3, 1)
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(miller), Group((y,)))
    assert s.slots[miller].spaces == [0, 2] and s.players[0].deniers == 5 - 5 + 3
    s.turn, s.step = 1, None
    s.players[1].deniers = 10
    act(s, Activate(miller), Group((s.district(1)[0].id,)))
    assert s.slots[miller].extra == [1] and s.players[1].deniers == 10 - 5 + 3


def test_no_hire_with_a_tradesman_already_there() -> None:
    """§4.3 step 2: one tradesman per player per card; with one, no hire cost."""
    s = blank()
    miller = card(s, "miller")
    s.slots[miller].spaces = [0, None]
    y = die(s, "yellow", 3, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(miller), Group((y,)))
    assert s.slots[miller].spaces == [0, None] and s.players[0].deniers == 8


def test_cannot_pay_the_hire_cost() -> None:
    """§4.1, §4.3: the hire cost and the dice must be affordable."""
    s = blank()
    miller = card(s, "miller")
    s.players[0].deniers = 4
    die(s, "yellow", 6, 0)
    assert Activate(miller) not in options(s)


def test_tradesman_moved_from_a_building_leaves_a_gap() -> None:
    """§4.3 step 2, A-27: a citizen of the board may be the tradesman; its place stays empty."""
    s = blank()
    miller = card(s, "miller")
    s.buildings["bishopric"][0] = [0, 1]
    y = die(s, "yellow", 3, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(miller), Group((y,)))
    assert pending(s).kind == "citizen"
    assert set(options(s)) == {Citizen("supply"), Citizen("place:bishopric:0:0")}
    act(s, Citizen("place:bishopric:0:0"))
    assert s.buildings["bishopric"][0] == [None, 1] and s.players[0].supply == 4
    assert s.slots[miller].spaces[0] == 0


def test_tradesman_moved_from_another_card_frees_its_space() -> None:
    """§4.3 step 2, A-27: from another card: that space is freed, nobody slides."""
    s = blank()
    miller = card(s, "miller")
    merchant = card(s, "innkeeper")
    s.slots[merchant].spaces = [0, 1]
    s.players[0].supply = 0
    s.players[0].influence = 0
    y = die(s, "yellow", 3, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(miller), Group((y,)))
    assert s.slots[merchant].spaces == [None, 1] and s.slots[miller].spaces[0] == 0


def test_tradesman_from_lying_citizen() -> None:
    """§4.3 step 2, A-27: a lying citizen may be taken (and its protection ends)."""
    s = blank()
    miller = card(s, "miller")
    s.lying["palace"] = [0]
    s.players[0].supply = 0
    s.players[0].influence = 0
    y = die(s, "yellow", 3, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(miller), Group((y,)))
    assert s.lying["palace"] == [] and s.slots[miller].spaces[0] == 0


def test_empty_supply_hires_with_influence() -> None:
    """§4.3 step 2: with an empty supply, a citizen may be hired for 2 Influence first."""
    s = blank()
    miller = card(s, "miller")
    s.players[0].supply = 0
    y = die(s, "yellow", 3, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(miller), Group((y,)))
    assert s.players[0].influence == 2 and s.slots[miller].spaces[0] == 0 and s.in_play(0) == 1


def test_no_citizen_no_activation() -> None:
    """§4.3 step 2: no tradesman possible: no activation."""
    s = blank()
    miller = card(s, "miller")
    s.players[0].supply = 0
    s.players[0].influence = 1
    die(s, "yellow", 6, 0)
    assert Activate(miller) not in options(s)


def test_activations_by_divisor_and_fewer() -> None:
    """§4.3 step 3, A-10: N = V // d; the player may choose 1..N."""
    s = blank()
    miller = card(s, "miller")
    s.slots[miller].spaces[0] = 0
    ids = (die(s, "yellow", 6, 0), die(s, "yellow", 5, 0), die(s, "yellow", 4, 0))
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(miller), Group(ids))
    assert options(s) == tuple(Times(k) for k in (1, 2, 3, 4, 5))
    act(s, Times(2))
    assert s.players[0].deniers == 5 + 6


def test_delayed_card_gets_cubes() -> None:
    """§4.3 step 4, §1.4.1: a delayed card receives one cube per activation."""
    s = blank()
    conf = card(s, "confession")
    s.slots[conf].spaces[0] = 0
    ids = (die(s, "white", 6, 0), die(s, "white", 6, 0))
    die(s, "red", 1, NEUTRAL)
    act(s, Activate(conf), Group(ids), Times(4))
    assert s.slots[conf].cubes[0] == 4 and s.players[0].vp == 0


def test_cube_usable_from_the_next_turn_one_per_action() -> None:
    """§4.8, A-14: cubes are spent on later actions, one per action."""
    s = blank()
    conf = card(s, "confession")
    s.slots[conf].cubes[0] = 2
    y = die(s, "yellow", 3, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Farm())
    assert Group((y,), conf) in options(s) and Group((y,)) in options(s)
    act(s, Group((y,), conf))
    assert s.slots[conf].cubes[0] == 1 and s.players[0].deniers == 5 + 5 // 2


def test_cube_without_tradesman_still_usable() -> None:
    """A-13: the cubes are the player's even with no tradesman on the card."""
    s = blank()
    conf = card(s, "confession")
    s.slots[conf].cubes[0] = 1
    y = die(s, "yellow", 3, 0)
    assert not dm.has_tradesman(s, 0, conf)
    assert play.group_problem(s, 0, "farm", -1, (y,), conf) is None


def test_no_cube_no_modifier() -> None:
    """§4.8: only one's own cubes."""
    s = blank()
    conf = card(s, "confession")
    s.slots[conf].cubes[1] = 1
    y = die(s, "yellow", 3, 0)
    act(s, Farm())
    refused(s, Group((y,), conf), "troyes.refusal.no_cube")


@pytest.mark.parametrize(
    ("modifier", "colour", "value", "said"),
    [
        ("priest", "yellow", 1, "troyes.refusal.cube_forbids"),  # City Hall
        ("apprenticeship", "white", 1, "troyes.refusal.cube_forbids"),  # Bishopric
        ("apprenticeship", "yellow", 1, "troyes.refusal.cube_forbids"),  # City Hall
        ("confession", "white", 1, "troyes.refusal.cube_forbids"),
        ("confession", "yellow", 1, "troyes.refusal.cube_forbids"),
        ("militiaman", "red", 1, "troyes.refusal.cube_forbids"),  # Palace
        ("templar", "white", 1, "troyes.refusal.settle_one_die"),
        ("monk", "white", 1, "troyes.refusal.settle_one_die"),
        ("prior", "white", 1, "troyes.refusal.settle_one_die"),
    ],
)
def test_modifier_forbidden_placements(modifier: str, colour: str, value: int, said: str) -> None:
    """§4.6, §4.8: each modifier's forbidden placements."""
    s = blank()
    slot = card(s, modifier)
    s.slots[slot].cubes[0] = 1
    d = die(s, colour, value, 0)
    assert why(play.group_problem(s, 0, "settle", -1, (d,), slot)) == said


def test_modifier_allowed_placements() -> None:
    """§4.6: Apprenticeship on a red die: Palace 5; Blacksmith: a yellow die into the Palace
    (A-25); Tithe: allowed."""
    s = blank()
    app = card(s, "apprenticeship")
    smith = card(s, "blacksmith")
    tithe = card(s, "tithe")
    for slot in (app, smith, tithe):
        s.slots[slot].cubes[0] = 1
    r = die(s, "red", 2, 0)
    y = die(s, "yellow", 3, 0)
    die(s, "red", 1, NEUTRAL)
    assert play.group_problem(s, 0, "settle", -1, (y,), tithe) is None
    act(s, Settle(), Group((r,), app))
    assert s.buildings["palace"][4] == [0]
    s.turn, s.step = 0, None
    act(s, Settle(), Group((y,), smith), Citizen("supply"))
    assert s.buildings["palace"][2] == [0]


@pytest.mark.parametrize("modifier", ["apprenticeship", "confession"])
def test_modifiers_forbidden_for_the_cathedral(modifier: str) -> None:
    """§4.4, §4.8: Apprenticeship and Confession never build."""
    s = blank()
    slot = card(s, modifier)
    s.slots[slot].cubes[0] = 1
    w = die(s, "white", 2, 0)
    assert why(play.group_problem(s, 0, "build", -1, (w,), slot)) == "troyes.refusal.cube_forbids"


# =========================================================================== §4.4 cathedral
def test_cathedral_white_only_and_same_column_climbs() -> None:
    """§4.4: white dice only; two dice of one value climb the same column; level 3
    site 6: +2 Influence."""
    s = blank()
    s.cathedral[0][5] = 1
    a, b = die(s, "white", 6, 0), die(s, "white", 6, 0)
    r = die(s, "red", 6, 0)
    act(s, Build())
    refused(s, Group((r,)), "troyes.refusal.build_white")
    act(s, Group((a, b)))
    assert [s.cathedral[lv][5] for lv in range(3)] == [1, 0, 0]
    assert s.players[0].vp == 2 and s.players[0].influence == 8


def test_cathedral_full_column() -> None:
    """§4.4, A-32: a die whose column is full cannot be used."""
    s = blank()
    for lv in range(3):
        s.cathedral[lv][2] = 1
    w = die(s, "white", 3, 0)
    assert Build() not in options(s)
    assert why(play.group_problem(s, 0, "build", -1, (w,), -1)) == "troyes.refusal.column_full"
    s.cathedral[2][2] = None
    x = die(s, "white", 3, 0)
    assert why(play.group_problem(s, 0, "build", -1, (w, x), -1)) == "troyes.refusal.column_full"
    assert play.group_problem(s, 0, "build", -1, (w,), -1) is None


# =========================================================================== §4.5 combat
def test_combat_colour_and_divisor() -> None:
    """§4.5: the event's colour; V // d cubes, at least one."""
    s = blank()
    b = event(s, "brigands")
    r2 = die(s, "red", 2, 0)
    y6 = die(s, "yellow", 6, 0)
    assert Fight(b) not in options(s)
    assert why(play.group_problem(s, 0, "fight", b, (y6,), -1)) == "troyes.refusal.event_colour"
    assert why(play.group_problem(s, 0, "fight", b, (r2,), -1)) == "troyes.refusal.too_weak"
    refused(s, Fight(b), "troyes.refusal.no_group")


def test_combat_fewer_cubes_and_capped_by_banners() -> None:
    """§4.5, A-11: up to min(V // d, free banners) cubes, the player may place fewer; +1
    Influence each."""
    s = blank()
    b = event(s, "brigands", [(1, 1), (1, 2)])
    ids = (die(s, "red", 6, 0), die(s, "red", 6, 0), die(s, "red", 6, 0))
    die(s, "yellow", 1, NEUTRAL)
    act(s, Fight(b), Group(ids))
    assert options(s) == (Times(1), Times(2))
    act(s, Times(1))
    assert s.queue[b].banners[-1][0] == 0 and s.players[0].influence == 5


def test_counter_unique_first_and_tied_second() -> None:
    """§4.10: unique first VP1; second place tied: VP2 split (rounded down), all cubes home."""
    s = blank()
    i = event(s, "heresy", [(1, 1), (2, 2), (0, 3)])  # VP 3/2
    w = die(s, "white", 6, 0)
    die(s, "yellow", 1, NEUTRAL)
    act(s, Fight(i), Group((w,)))
    assert [p.vp for p in s.players] == [3, 1, 1, 0]
    assert s.players[0].won == ["heresy"] and [q.card for q in s.queue] == ["marauding"]


# =========================================================================== §4.6 placement
def test_palace_value_is_the_space() -> None:
    """§4.6: the Palace space of the die's value; its occupant lies on the Palace."""
    s = blank()
    s.buildings["palace"][5] = [1]
    r = die(s, "red", 6, 0)
    die(s, "yellow", 1, NEUTRAL)
    act(s, Settle(), Group((r,)))
    assert s.buildings["palace"][5] == [0] and s.lying["palace"] == [1] and s.players[0].supply == 3


def test_bishopric_row_push_and_expel() -> None:
    """§4.6: first place of the row; occupants shift right; the last pushed off lies there."""
    s = blank()
    s.buildings["bishopric"][1] = [1, 2]
    w = die(s, "white", 4, 0)
    die(s, "yellow", 1, NEUTRAL)
    act(s, Settle(), Group((w,)))
    assert s.buildings["bishopric"][1] == [0, 1] and s.lying["bishopric"] == [2]


def test_settle_exactly_one_die() -> None:
    """§4.6: exactly one die."""
    s = blank()
    a, b = die(s, "white", 4, 0), die(s, "white", 4, 0)
    act(s, Settle())
    refused(s, Group((a, b)), "troyes.refusal.settle_one_die")


def test_settle_citizen_from_the_board() -> None:
    """§4.6: the citizen may come from the board (a gap stays behind, A-27)."""
    s = blank()
    s.buildings["city_hall"][2] = [0, 1]
    y = die(s, "yellow", 1, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Settle(), Group((y,)), Citizen("place:city_hall:2:0"))
    assert s.buildings["city_hall"][2] == [None, 1] and s.buildings["city_hall"][0] == [0, None]
    assert s.players[0].supply == 4


def test_protection_only_in_that_building() -> None:
    """§4.6: a lying citizen protects its owner in that building only."""
    s = blank()
    s.lying["palace"] = [1]
    s.buildings["bishopric"][0] = [2, 1]
    w = die(s, "white", 1, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Settle(), Group((w,)))
    assert s.lying["bishopric"] == [1]


def test_expelling_own_citizen_allowed_when_not_protected() -> None:
    """§4.6 (example Faye, T-10): expelling one's own citizen is legal when not protected."""
    s = blank()
    s.buildings["palace"][0] = [0]
    r = die(s, "red", 1, 0)
    die(s, "yellow", 1, NEUTRAL)
    act(s, Settle(), Group((r,)), Citizen("supply"))
    assert s.buildings["palace"][0] == [0] and s.lying["palace"] == [0] and s.players[0].supply == 3


# =========================================================================== §4.7 agriculture
def test_agriculture_yellow_half_rounded_down() -> None:
    """§4.7: 1-3 yellow dice, no tradesman: V // 2 deniers."""
    s = blank()
    ids = (die(s, "yellow", 5, 0), die(s, "yellow", 2, 0))
    r = die(s, "red", 6, 0)
    act(s, Farm())
    refused(s, Group((r,)), "troyes.refusal.farm_yellow")
    act(s, Group(ids))
    assert s.players[0].deniers == 5 + 3


def test_refusal_out_of_turn() -> None:
    """Refusals: an action of the wrong kind now is refused, state unchanged."""
    s = blank()
    die(s, "yellow", 5, 0)
    refused(s, Times(1), "troyes.refusal.asked")
    act(s, Farm())
    refused(s, Pass(), "troyes.refusal.asked")


def test_combat_on_the_second_of_two_alike_cards() -> None:
    """§4.5: the cubes go on the chosen card, even with an alike card (same name, same
    cubes) before it in the queue."""
    s = blank()
    event(s, "brigands")
    second = event(s, "brigands")
    ids = (die(s, "red", 6, 0), die(s, "red", 6, 0))
    die(s, "yellow", 1, NEUTRAL)
    act(s, Fight(second), Group(ids), Times(2))
    assert s.queue[1].banners == [] and [o for o, _ in s.queue[second].banners] == [0, 0]
