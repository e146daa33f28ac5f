"""Every activity effect E1..E27, the bonus cards and the characters (Troyes inventory
§1.4.3, §1.4.4, §1.6, §4.8, A-12, A-15, A-23, A-24, A-29..A-33, A-38, A-39, A-44).

Card numbers the text lost (hire costs, divisors) are the data's (A-01): most cards
/3, Merchant /2."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.troyes.rules import board, play
from game.games.troyes.rules.actions import Activate, Build, Farm, Group, Split, Target, Times
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from tests.games.troyes.helpers import act, blank, card, choose, data, die, event, options, pending, rng_giving, why


def ready(card_id: str, n: int = 4) -> tuple[TroyesState, int]:
    """A blank game with ``card_id`` face up, seat 0's tradesman on it, a spare neutral
    white die keeping the round going."""
    s = blank(n)
    slot = card(s, card_id)
    s.slots[slot].spaces[0] = 0
    die(s, "white", 1, NEUTRAL)
    return s, slot


def run(s: TroyesState, slot: int, ids: tuple[int, ...], cube: int = -1, times: int | None = None) -> None:
    act(s, Activate(slot), Group(tuple(sorted(ids)), cube))
    d = play.pending(s)
    if d is not None and d.kind == "times":
        act(s, Times(times if times is not None else max(o.n for o in d.options)))  # type: ignore[attr-defined]


def dice(s: TroyesState, colour: str, values: tuple[int, ...], seat: int = 0) -> tuple[int, ...]:
    return tuple(die(s, colour, v, seat) for v in values)


# --------------------------------------------------------------------------- red
def test_e18_archer_one_vp() -> None:
    """E18 Archer: +1 VP per activation."""
    s, slot = ready("archer")
    run(s, slot, dice(s, "red", (6, 3)))
    assert s.players[0].vp == 3


def test_e5_mercenary_rolls_three_or_more() -> None:
    """E5 Mercenary: a die per activation, unmodifiable; on 3-6 a cube on any event with a
    free banner (+1 Influence); each activation may choose another card."""
    s, slot = ready("mercenary")
    b = event(s, "brigands")
    ids = dice(s, "red", (6, 3))
    act(s, Activate(slot), Group(ids))
    s.rng = rng_giving(4, 2, 3)
    act(s, Times(3))
    assert pending(s).kind == "target"
    act(s, Target(b))
    assert pending(s).kind == "target"  # the 2 missed, the 3 hits
    act(s, Target(0))
    assert [o for o, _ in s.queue[b].banners] == [0] and [o for o, _ in s.queue[0].banners] == [0]
    assert s.players[0].influence == 6 and s.step is None


def test_e6_chivalry_cube_per_red_die_left() -> None:
    """E6 Chivalry: per activation, a cube for each red die left in the district; +1
    Influence each (A-12)."""
    s, slot = ready("chivalry")
    ids = dice(s, "red", (2, 1))
    dice(s, "red", (1, 1))
    dice(s, "red", (6,), seat=1)
    act(s, Activate(slot), Group(ids))
    assert pending(s).kind == "target"
    act(s, Target(0), Target(0))
    assert [o for o, _ in s.queue[0].banners] == [0, 0] and s.players[0].influence == 6
    assert s.step is None


def test_e6_chivalry_without_red_dice_left() -> None:
    """E6 Chivalry: no red die left: no cube."""
    s, slot = ready("chivalry")
    run(s, slot, dice(s, "red", (3,)))
    assert s.queue[0].banners == [] and s.step is None


def test_e11_hunting_pays_first() -> None:
    """E11 Hunting, A-33: k activations need k Influence first, refunds after; never more
    activations than Influence."""
    s, slot = ready("hunting")
    s.players[0].influence = 2
    b = event(s, "brigands")
    ids = dice(s, "red", (6, 6, 6))
    act(s, Activate(slot), Group(ids))
    assert options(s) == (Times(1), Times(2))
    act(s, Times(2))
    assert s.players[0].influence == 0
    act(s, Target(b), Target(0))
    assert s.players[0].influence == 2 and len(s.queue[b].banners) == 1


def test_e11_hunting_without_influence_is_illegal() -> None:
    """A-31: no activation can be paid: the action is illegal."""
    s, slot = ready("hunting")
    s.players[0].influence = 0
    ids = dice(s, "red", (6,))
    assert why(play.group_problem(s, 0, "activate", slot, ids, -1)) == "troyes.refusal.cannot_pay_effect"


def test_e10_diplomat_three_influence() -> None:
    """E10 Diplomat: +3 Influence per activation (never above 20)."""
    s, slot = ready("diplomat")
    s.players[0].influence = 15
    run(s, slot, dice(s, "red", (6,)))
    assert s.players[0].influence == 20


def test_e7_joust_ties_share_and_a_higher_rival_blocks() -> None:
    """E7 Joust (A-29, A-39): highest red total left among players: 2 VP, tied players too;
    a strictly higher rival: nobody."""
    s, slot = ready("joust")
    ids = dice(s, "red", (3,))
    dice(s, "red", (4,))
    dice(s, "red", (4,), seat=2)
    dice(s, "red", (6,), seat=NEUTRAL)  # the neutral district does not count
    run(s, slot, ids)
    assert [p.vp for p in s.players] == [2, 0, 2, 0]
    s, slot = ready("joust")
    ids = dice(s, "red", (3,))
    dice(s, "red", (4,))
    dice(s, "red", (5,), seat=1)
    run(s, slot, ids)
    assert [p.vp for p in s.players] == [0, 0, 0, 0]


def test_e16_captain_vp_per_event_with_own_cube() -> None:
    """E16 Captain: +1 VP per event card (Marauding included) holding one of your cubes."""
    s, slot = ready("captain")
    s.queue[0].banners = [(0, 1)]
    event(s, "brigands", [(1, 2), (0, 3), (0, 4)])
    event(s, "heresy", [(1, 5)])
    run(s, slot, dice(s, "red", (6,)), times=2)
    assert s.players[0].vp == 4


def test_e22_militiaman_adds_five_to_red_total() -> None:
    """E22 Militiaman: +5 to a red group's total; red dice only."""
    s, slot = ready("diplomat")
    mil = card(s, "militiaman")
    s.slots[mil].cubes[0] = 1
    ids = dice(s, "red", (1,))
    y = dice(s, "yellow", (1,))
    assert play.group_problem(s, 0, "activate", slot, ids, mil) is None
    assert why(play.group_problem(s, 0, "farm", -1, y, mil)) == "troyes.refusal.add_total_colour"
    run(s, slot, ids, mil)
    assert s.players[0].influence == 4 + 2 * 3


def test_e26_troubadour_three_influence_for_two_vp() -> None:
    """E26 Troubadour: pay 3 Influence, gain 2 VP, as often as paid for."""
    s, slot = ready("troubadour")
    s.players[0].influence = 7
    act(s, Activate(slot), Group(dice(s, "red", (6, 6, 6))))
    assert options(s) == (Times(1), Times(2))
    act(s, Times(2))
    assert (s.players[0].influence, s.players[0].vp) == (1, 4)


# --------------------------------------------------------------------------- white
def test_e3_priest_plus_three_each_yellow() -> None:
    """E3 Priest: +3 to each yellow die of the group."""
    s, slot = ready("miller")
    pr = card(s, "priest")
    s.slots[pr].cubes[0] = 1
    run(s, slot, dice(s, "yellow", (1, 2)), pr, times=3)
    assert s.players[0].deniers == 5 + 9


def test_e1_apprenticeship_every_die_five_and_mixed_for_pilgrimage() -> None:
    """E1 Apprenticeship: every die counts 5; a mixed group only where mixing is legal
    (Pilgrimage, A-23)."""
    s, slot = ready("pilgrimage")
    app = card(s, "apprenticeship")
    s.slots[app].cubes[0] = 1
    r = dice(s, "red", (1,))
    w = dice(s, "white", (1,))
    y = dice(s, "yellow", (1,))
    assert why(play.group_problem(s, 0, "farm", -1, r + y, app)) == "troyes.refusal.farm_yellow"
    run(s, slot, r + w + y, app)
    assert s.players[0].vp == 2 * 5


def test_e15_confession_plus_two_each() -> None:
    """E15 Confession: +2 to every die."""
    s, slot = ready("miller")
    conf = card(s, "confession")
    s.slots[conf].cubes[0] = 1
    run(s, slot, dice(s, "yellow", (1, 2)), conf, times=2)
    assert s.players[0].deniers == 5 + 6


def test_e17_tithe_free_yellow_dice_no_other_cube() -> None:
    """E17 Tithe: one yellow die free from each other district; it is the action's only cube."""
    s, slot = ready("miller")
    tithe = card(s, "tithe")
    s.slots[tithe].cubes[0] = 1
    ids = (die(s, "yellow", 6, 1), die(s, "yellow", 6, NEUTRAL))
    run(s, slot, ids, tithe, times=4)
    assert s.players[0].deniers == 5 + 12 and s.players[1].deniers == 5


def test_e4_pilgrimage_mixed_colours_usual_prices() -> None:
    """E4 Pilgrimage: any colours mixed, +2 VP; bought dice at 2/4/6 (A-38); a mixed group
    takes only Apprenticeship or Confession."""
    s, slot = ready("pilgrimage")
    pr = card(s, "priest")
    s.slots[pr].cubes[0] = 1
    r = die(s, "red", 4, 1)
    y = die(s, "yellow", 2, 0)
    assert why(play.group_problem(s, 0, "activate", slot, (r, y), pr)) == "troyes.refusal.mixed_cube"
    conf = card(s, "confession")
    s.slots[conf].cubes[0] = 1
    assert play.group_problem(s, 0, "activate", slot, (r, y), conf) is None
    act(s, Activate(slot))
    assert Group(tuple(sorted((r, y)))) in options(s)  # offered, not only white groups
    s.step = None
    s.cache.clear()  # the state was changed by hand after a decision was asked
    run(s, slot, (r, y))
    assert s.players[0].vp == 4 and s.players[0].deniers == 1 and s.players[1].deniers == 9


def test_e12_monk_white_as_three_yellow() -> None:
    """E12 Monk: one white die counts as 3 yellow dice of its value; alone; 2 if bought."""
    s, slot = ready("miller")
    monk = card(s, "monk")
    s.slots[monk].cubes[0] = 1
    w = die(s, "white", 4, 1)
    x = die(s, "white", 4, 0)
    assert why(play.group_problem(s, 0, "activate", slot, tuple(sorted((w, x))), monk)) == (
        "troyes.refusal.multiply_one_die"
    )
    run(s, slot, (w,), monk)
    assert s.players[0].deniers == 5 - 2 + 4 * 3 and s.players[1].deniers == 7


def test_e9_templar_white_as_two_red() -> None:
    """E9 Templar: one white die counts as 2 red dice of its value."""
    s, slot = ready("archer")
    tem = card(s, "templar")
    s.slots[tem].cubes[0] = 1
    run(s, slot, dice(s, "white", (5,)), tem)
    assert s.players[0].vp == 3


def test_e2_procession_most_dice_may_be_an_opponent() -> None:
    """E2 Procession (A-29, A-39): the players with the most dice left (activating dice
    excluded, neutral not counted) gain 2 VP, whoever they are."""
    s, slot = ready("procession")
    ids = dice(s, "white", (3,))
    dice(s, "red", (1,))
    dice(s, "red", (1, 1), seat=1)
    dice(s, "red", (1, 1), seat=3)
    dice(s, "red", (1, 1, 1), seat=NEUTRAL)
    run(s, slot, ids)
    assert [p.vp for p in s.players] == [0, 2, 0, 2]


def test_e13_glassblower_vp_per_two_cathedral_cubes() -> None:
    """E13 Glassblower: +1 VP per 2 of your cubes on the cathedral."""
    s, slot = ready("glassblower")
    s.cathedral[0] = [0, 0, 0, 0, 0, 1]
    run(s, slot, dice(s, "white", (6,)), times=2)
    assert s.players[0].vp == 4


# --------------------------------------------------------------------------- yellow
def test_e24_merchant_two_deniers() -> None:
    """E24 Merchant (/2): +2 deniers per activation."""
    s, slot = ready("merchant")
    run(s, slot, dice(s, "yellow", (5,)))
    assert s.players[0].deniers == 9


def test_e8_miller_three_deniers() -> None:
    """E8 Miller: +3 deniers."""
    s, slot = ready("miller")
    run(s, slot, dice(s, "yellow", (3,)))
    assert s.players[0].deniers == 8


def test_e20_journeyman_denier_for_influence() -> None:
    """E20 Journeyman: pay 1 denier, gain 1 Influence; no more than paid for."""
    s, slot = ready("journeyman")
    s.players[0].deniers = 1
    run(s, slot, dice(s, "yellow", (6,)))
    assert (s.players[0].deniers, s.players[0].influence) == (0, 5)


def test_e14_goldsmith() -> None:
    """E14 Goldsmith: +1 VP and +2 deniers."""
    s, slot = ready("goldsmith")
    run(s, slot, dice(s, "yellow", (6,)))
    assert (s.players[0].vp, s.players[0].deniers) == (2, 9)


def test_e25_artisan_influence_for_deniers() -> None:
    """E25 Artisan: pay 1 Influence, gain 6 deniers."""
    s, slot = ready("artisan")
    run(s, slot, dice(s, "yellow", (6,)))
    assert (s.players[0].influence, s.players[0].deniers) == (2, 17)


def test_e19_sculptor_deniers_for_vp() -> None:
    """E19 Sculptor: pay 3 deniers, gain 2 VP; none affordable: illegal (A-31)."""
    s, slot = ready("sculptor")
    run(s, slot, dice(s, "yellow", (6,)))
    assert (s.players[0].deniers, s.players[0].vp) == (2, 2)  # 2 activations, 1 paid for
    s, slot = ready("sculptor")
    s.players[0].deniers = 2
    ids = dice(s, "yellow", (6,))
    assert why(play.group_problem(s, 0, "activate", slot, ids, -1)) == "troyes.refusal.cannot_pay_effect"


def test_e21_blacksmith_yellow_as_red() -> None:
    """E21 Blacksmith: 1-3 yellow dice count as red; yellow only."""
    s, slot = ready("archer")
    smith = card(s, "blacksmith")
    s.slots[smith].cubes[0] = 1
    r = die(s, "red", 1, 0)
    ys = dice(s, "yellow", (3, 3))
    assert why(play.group_problem(s, 0, "activate", slot, (r, ys[0]), smith)) == "troyes.refusal.recolour_colour"
    run(s, slot, ys, smith)
    assert s.players[0].vp == 2


def test_e23_innkeeper_split_between_palace_and_bishopric() -> None:
    """E23 Innkeeper: per activation, Palace or Bishopric: 2 deniers per own standing citizen."""
    s, slot = ready("innkeeper")
    s.buildings["palace"][0] = [0]
    s.buildings["bishopric"][0] = [0, 0]
    s.lying["bishopric"] = [0]
    run(s, slot, dice(s, "yellow", (6,)))
    assert options(s) == (Split(0), Split(1), Split(2))
    act(s, Split(1))
    assert s.players[0].deniers == 5 + 2 * 1 + 2 * 2


def test_e27_tax_collector() -> None:
    """E27 Tax Collector (A-15): each other player pays 1 per City Hall citizen (what he
    can, no VP loss); the bank 1 per neutral one; not for one's own."""
    s, slot = ready("tax_collector")
    s.buildings["city_hall"] = [[0, 1], [1, 2], [NEUTRAL, 3]]
    s.lying["city_hall"] = [3]
    s.players[2].deniers = 0
    s.players[2].vp = 4
    run(s, slot, dice(s, "yellow", (3,)))
    assert [p.deniers for p in s.players] == [5 + 2 + 1 + 1, 3, 0, 4]
    assert s.players[2].vp == 4


# --------------------------------------------------------------------------- bonus
def test_bonus_baker_deniers_per_yellow_die() -> None:
    """Baker: +1 denier per yellow die on the whole square (activating dice gone, A-30)."""
    s, slot = ready("baker")
    ids = dice(s, "yellow", (3,))
    dice(s, "yellow", (1,), seat=2)
    dice(s, "yellow", (1,), seat=NEUTRAL)
    run(s, slot, ids)
    assert s.players[0].deniers == 7


def test_bonus_banquet_vp_per_red_die_of_the_richest_district() -> None:
    """Banquet: +1 VP per red die in the district holding the most, neutral included."""
    s, slot = ready("banquet")
    ids = dice(s, "red", (3,))
    dice(s, "red", (1, 1), seat=2)
    dice(s, "red", (1, 1, 1), seat=NEUTRAL)
    run(s, slot, ids)
    assert s.players[0].vp == 3


def test_bonus_prior_white_as_two_white_builds_twice() -> None:
    """Prior: one white die counts as 2 white dice (§4.4: two cubes in its column)."""
    s = blank()
    prior = card(s, "prior")
    s.slots[prior].cubes[0] = 1
    w = die(s, "white", 2, 0)
    die(s, "red", 1, NEUTRAL)
    act(s, Build(), Group((w,), prior))
    assert s.cathedral[0][1] == 0 and s.cathedral[1][1] == 0 and s.players[0].vp == 2


def test_cubes_never_counter_black_dice() -> None:
    """§4.8: no delayed cube against black dice."""
    s = blank()
    conf = card(s, "confession")
    s.slots[conf].cubes[0] = 1
    die(s, "white", 1, 0)
    s.phase, s.black, s.pointer = "counter", [3], 0
    assert not any(isinstance(o, Group) for o in options(s))


# --------------------------------------------------------------------------- characters (§1.6)
@pytest.mark.parametrize(
    ("character", "setup", "tiers"),
    [
        ("chretien_de_troyes", "citizens", [(2, 0), (3, 1), (5, 3), (7, 6)]),
        ("urbain_iv", "cathedral", [(2, 0), (3, 1), (5, 3), (7, 6)]),
        ("hugues_de_payns", "influence", [(4, 0), (5, 1), (10, 3), (15, 6)]),
        ("thibaut_ii", "deniers", [(5, 0), (6, 1), (12, 3), (18, 6)]),
        ("le_florentin", "tradesmen", [(1, 0), (2, 1), (4, 3), (6, 6)]),
        ("henry_i", "events", [(0, 0), (1, 1), (3, 3), (5, 6)]),
    ],
)
def test_characters_tiers(character: str, setup: str, tiers: list[tuple[int, int]]) -> None:
    """§1.6: each character scores one measure in three tiers, 0 below."""
    for amount, vp in tiers:
        s = blank()
        p = s.players[0]
        if setup == "citizens":
            cells = [
                (b, r, i) for b, rows in s.buildings.items() for r, row in enumerate(rows) for i in range(len(row))
            ]
            for b, r, i in cells[:amount]:
                s.buildings[b][r][i] = 0
            s.lying["palace"] = [0, 0]  # lying ones do not count
        elif setup == "cathedral":
            for k in range(amount):
                s.cathedral[k // 6][k % 6] = 0
        elif setup == "influence":
            p.influence = amount
        elif setup == "deniers":
            p.deniers = amount
        elif setup == "tradesmen":
            for k in range(amount):
                s.slots[k].spaces[0] = 0
        else:
            p.won = ["brigands"] * amount
        assert board.character_vp(s, 0, character) == vp, (amount, vp)


@pytest.mark.parametrize("character", ["chretien_de_troyes", "urbain_iv"])
def test_two_player_thresholds(character: str) -> None:
    """§1.6: with 2 players Chrétien and Urbain need 4 / 6 / 8."""
    s = blank(2)
    for amount, vp in [(3, 0), (4, 1), (6, 3), (8, 6)]:
        s.buildings = {b: [[None] * len(r) for r in rows] for b, rows in s.buildings.items()}
        s.cathedral = [[None] * 6 for _ in range(3)]
        cells = [(b, r, i) for b, rows in s.buildings.items() for r, row in enumerate(rows) for i in range(len(row))]
        for k in range(amount):
            if character == "urbain_iv":
                s.cathedral[k // 6][k % 6] = 0
            else:
                b, r, i = cells[k]
                s.buildings[b][r][i] = 0
        assert board.character_vp(s, 0, character) == vp


def test_every_card_kind_is_known() -> None:
    """§1.4.3: every activity card of the data has an effect the engine applies."""
    from game.games.troyes.rules.data import DELAYED_KINDS, IMMEDIATE_KINDS

    for c in data().activities.values():
        assert c.effect in (DELAYED_KINDS if c.delayed else IMMEDIATE_KINDS)
    with pytest.raises(IllegalAction):
        play.apply(blank(), Farm())


def test_chivalry_without_influence_option() -> None:
    """A-12 (option chivalry_gives_influence false): Chivalry's cubes give no Influence."""
    s, slot = ready("chivalry")
    choose(s, chivalry_gives_influence=False)
    ids = dice(s, "red", (3,))
    dice(s, "red", (1,))
    act(s, Activate(slot), Group(ids), Target(0))
    assert [o for o, _ in s.queue[0].banners] == [0] and s.players[0].influence == 4


def test_all_activations_option() -> None:
    """A-10 (option activations_optional false): every activation is used, no choice."""
    s, slot = ready("miller")
    choose(s, activations_optional=False)
    act(s, Activate(slot), Group(dice(s, "yellow", (6, 3))))
    assert s.step is None and s.players[0].deniers == 5 + 9
