"""The Senior turn's step 2, the event (rulebook "Sequence of play" 2, "EVENT CARDS
EXPLAINED"; inventory §4.3, FE-E50-E64, FE-T03, FE-T19-FE-T25, FE-T31, FE-A13, FE-A14,
FE-A15, FE-A25-FE-A29, FE-A34, FE-A38, FE-A39): the Senior draws the top card, it is
resolved by its kind, goes where its ``after`` says, and the purchase follows."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.engine import Event
from game.core.errors import IllegalAction
from game.core.i18n import Message, render
from game.core.rng import Rng
from game.games.feudality.rules import dice, engine, flow, happenings, payments, purchase, war
from game.games.feudality.rules.happenings import (
    BanditsAttack,
    BanditsIgnore,
    BanditsRepelled,
    ChampionRolled,
    ChampionUnbeatable,
    ChampionWins,
    EightsRoll,
    EnterTournament,
    EventDrawn,
    EventRemoved,
    EventsReshuffled,
    MonsterAttacks,
    MonsterBrokeIn,
    MonsterLanded,
    MonsterLeft,
    MonsterRepelled,
    NoEntrant,
    PickBaron,
    PiperPlaysOn,
    QueenRidesOn,
    RatsMoved,
    RatsSent,
    StayOut,
    TilesToBag,
    TournamentTie,
    TournamentWon,
    VisitTie,
    VisitWon,
    VpGained,
    VpLost,
)
from game.games.feudality.rules.state import FeudalityState, state_from_json

from .helpers import data, first_until, fresh, new, pending, play

TOTAL = 50  # the event deck's cards (inventory §1.7)


class Scripted(Rng):
    """The state's generator with the next dice given by the test (then random again)."""

    def __init__(self, values: tuple[int, ...]) -> None:
        super().__init__(7)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        return self.values.pop(0) if self.values else super().randint(a, b)


def ready(n: int = 2, seed: int = 1, options: dict[str, Any] | None = None, vp: int = 1) -> FeudalityState:
    """A game at its second turn's event: no tiles, every Keep a lone Tower, 3 of each
    resource and ``vp`` VP each."""
    s, _ = new(n, seed=seed, options=options)
    first_until(s, "turn_start")
    s.turn = 2
    for seat, baron in enumerate(s.barons):
        baron.tiles = {}
        baron.vp = vp
        baron.resources = dict.fromkeys(baron.resources, 3)
        arm(s, seat)
    return s


def arm(s: FeudalityState, seat: int, *units: str, levels: tuple[str, ...] = ("tower",)) -> None:
    """``seat``'s Keep by hand: the fortification ``levels`` and the ``units`` (Wolf at the
    bottom of his stack)."""
    keep = s.barons[seat].keep
    assert keep is not None
    keep.stacks = {"fortification": list(levels), "men_at_arms": [], "archer": [], "knight": []}
    for unit in units:
        purchase.muster(s, seat, unit)


def draw(s: FeudalityState, event: str, card: int, *rolls: int) -> list[Event]:
    """The card (``event``, ``card``) on top of the deck and the event step run, the dice
    falling as given."""
    top = [event, card]
    if top in s.events:
        s.events.remove(top)
    s.events.append(top)
    s.rng = Scripted(rolls)
    s.queue = [["events", s.senior]]
    events: list[Event] = []
    flow.run(s, events)
    fresh(s)
    return events


def over(s: FeudalityState) -> bool:
    """The event is over: the purchase phase has begun, the Senior's go first."""
    return s.event == [] and pending(s).kind == "buy" and pending(s).seat == s.senior


def vps(s: FeudalityState) -> list[int]:
    return [b.vp for b in s.barons]


def refused(s: FeudalityState, action: Any, reason: str) -> None:
    before = s.to_json()
    with pytest.raises(IllegalAction, match=reason):
        play(s, action)
    assert s.to_json() == before


def answer(s: FeudalityState, *actions: Any) -> list[Event]:
    out: list[Event] = []
    for action in actions:
        out += play(s, action)
    return out


def cards_everywhere(s: FeudalityState) -> int:
    """Every event card: the deck, the one being resolved, the discard pile, those out of
    the game and the Rats in play."""
    held = len(s.events) + len(s.event_discard) + len(s.removed_events) + (1 if s.event else 0)
    return held + (1 if s.rats >= 0 else 0)


# =========================================================================== the draw
def test_the_senior_draws_the_top_card_then_the_purchase() -> None:
    """§3 step 2: from the second turn the Senior draws the top card (the deck's last) and
    reads it; the King is away does nothing (FE-A34); the card goes to the discard pile and
    the purchase phase (step 3) follows."""
    s = ready(3)
    before = [b.to_json() for b in s.barons]
    events = draw(s, "king_away", 0)
    assert events[0] == EventDrawn(s.senior, "king_away", 0)
    assert s.event_discard == [["king_away", 0]]
    assert len(s.events) == TOTAL - 1
    assert [b.to_json() for b in s.barons] == before
    assert over(s)


def test_an_empty_deck_is_shuffled_from_the_discard_pile() -> None:
    """The rulebook is silent on an empty deck: the event discard pile becomes the new
    deck, shuffled, before the draw (the module's reading); the removed cards stay out."""
    s = ready(2)
    s.event_discard = [["king_away", 0]] * 3
    s.removed_events = [["black_death", 0]]
    s.events = []
    s.queue = [["events", s.senior]]
    events: list[Event] = []
    flow.run(s, events)
    fresh(s)
    assert events[0] == EventsReshuffled(-1, 3)
    assert events[1] == EventDrawn(s.senior, "king_away", 0)
    assert len(s.events) == 2 and s.event_discard == [["king_away", 0]]
    assert s.removed_events == [["black_death", 0]]
    assert over(s)


# =========================================================================== the tournament
def test_the_tournament_ties_roll_again() -> None:
    """FE-T22, FE-E50: Champion 5, entrants 5, 7, 7: the two 7s roll again and the higher
    wins 1 VP. The Senior rolls the Champion's die; each entrant his own, in player order
    from the Senior, after choosing to enter."""
    s = ready(3)
    for seat in range(3):
        arm(s, seat, "knight")
    events = draw(s, "tournament", 0, 5, 5, 7, 7, 3, 6)
    assert ChampionRolled(s.senior, 5) in events
    asked = []
    while pending(s).kind == "tournament_enter":
        d = pending(s)
        assert d.options == (EnterTournament(), StayOut())
        assert d.interrupt == (d.seat != s.senior)
        asked.append(d.seat)
        events += play(s, EnterTournament())
    assert asked == s.order()
    p0, p1, p2 = s.order()
    assert TournamentTie(-1, (p1, p2), 7) in events
    assert TournamentWon(p2, 6, 1) in events
    assert [s.barons[p].vp for p in (p0, p1, p2)] == [1, 1, 2]
    assert s.event_discard == [["tournament", 0]]
    assert over(s)


def test_only_barons_with_the_unit_are_asked_and_one_may_stay_out() -> None:
    """FE-E50: an Archery tournament asks only the barons with an Archer in their Keep;
    one who stays out does not roll. Nobody above the Champion: nobody scores."""
    s = ready(3)
    p0, p1, p2 = s.order()
    arm(s, p1, "archer", "knight")
    arm(s, p2, "archer")
    arm(s, p0, "knight", "man_at_arms")
    events = draw(s, "tournament", 1, 6, 6)
    assert pending(s).kind == "tournament_enter" and pending(s).seat == p1
    events += answer(s, StayOut(), EnterTournament())
    assert ChampionWins(-1, 6) in events  # 6 is not above 6
    assert vps(s) == [1, 1, 1]
    assert over(s)


def test_no_entrant_no_question() -> None:
    """FE-E50: with no Man-at-Arms in any Keep, nobody can enter a Swordplay tournament."""
    s = ready(2)
    events = draw(s, "tournament", 2, 4)
    assert NoEntrant(-1) in events
    assert over(s)


@pytest.mark.parametrize("wolf_is_knight", [False, True])
def test_wolf_enters_a_joust_only_by_the_option(wolf_is_knight: bool) -> None:
    """FE-A25, errata 6: the rulebook says "you need a Knight": Wolf is none; with
    ``wolf_is_knight`` he counts as one for a Joust (not for Archery)."""
    s = ready(2, options={"wolf_is_knight": wolf_is_knight})
    arm(s, s.senior, "wolf")
    draw(s, "tournament", 0, 2)
    assert (pending(s).kind == "tournament_enter") is wolf_is_knight
    s = ready(2, options={"wolf_is_knight": wolf_is_knight})
    arm(s, s.senior, "wolf")
    draw(s, "tournament", 1, 2)
    assert over(s)


def test_the_champions_eight_cannot_be_beaten() -> None:
    """FE-A13, errata 2 (the rulebook's "greater than", ``champion_eight`` unbeatable):
    a Champion's 8 wins the tournament; nobody is asked."""
    s = ready(2)
    arm(s, s.senior, "knight")
    events = draw(s, "tournament", 0, 8)
    assert ChampionUnbeatable(-1, 8) in events
    assert over(s) and vps(s) == [1, 1]


def test_the_faqs_eights_roll_again() -> None:
    """FE-A13, the FAQ's reading (``champion_eight`` reroll): the entrants who roll 8
    against the Champion's 8 roll again, and the Champion too; the others are beaten."""
    s = ready(3, options={"champion_eight": "reroll"})
    for seat in range(3):
        arm(s, seat, "knight")
    p0, p1, p2 = s.order()
    events = draw(s, "tournament", 0, 8, 8, 5, 8, 4, 6, 3)
    events += answer(s, EnterTournament(), EnterTournament(), EnterTournament())
    assert EightsRoll(-1, (p0, p2)) in events
    assert ChampionRolled(s.senior, 4) in events
    assert TournamentWon(p0, 6, 1) in events
    assert s.barons[p0].vp == 2 and s.barons[p1].vp == s.barons[p2].vp == 1
    assert over(s)


def test_an_entrants_wizard_may_roll_his_die_again() -> None:
    """The rulebook's note "a good time to have a Wizard" (FE-E23): an entrant rolls his
    own die, so his Wizard may re-roll it; the re-rolled die counts."""
    s = ready(2)
    arm(s, s.senior, "knight")
    s.barons[s.senior].tiles = {"c3": "wizard"}
    events = draw(s, "tournament", 0, 5, 3, 7)
    events += play(s, EnterTournament())
    assert pending(s).kind == "wizard_roll"
    events += play(s, dice.RerollDie(0))
    assert TournamentWon(s.senior, 7, 1) in events
    assert s.senior in s.wizard_used
    assert over(s)


# =========================================================================== tax and famine
def test_a_tax_refused_at_zero_vp_costs_nothing() -> None:
    """FE-T23, FE-E52: a tax of 3 resources of any types to the bank (FE-A39); refused at
    0 VP, no VP changes; paid, 3 cubes leave him."""
    s = ready(2, vp=0)
    p0, p1 = s.order()
    s.barons[p1].vp = 2
    draw(s, "tax", 2)
    d = pending(s)
    assert d.kind == "give" and d.seat == p0 and payments.Refuse() in d.options
    answer(s, payments.Refuse())
    answer(s, payments.Give("gold"), payments.Give("gold"), payments.Give("wood"))
    assert s.barons[p0].vp == 0 and sum(s.barons[p0].resources.values()) == 15
    assert s.barons[p1].vp == 2 and s.barons[p1].resources["gold"] == 1 and s.barons[p1].resources["wood"] == 2
    assert over(s)


def test_a_tax_must_be_paid_by_one_who_can_with_the_option() -> None:
    """FE-A15 ``refuse_payment`` must_pay_if_able: refusing is not offered to one who can
    pay, and refused if tried."""
    s = ready(2, options={"refuse_payment": "must_pay_if_able"})
    draw(s, "tax", 3)
    assert payments.Refuse() not in pending(s).options
    refused(s, payments.Refuse(), "You can pay")


def test_famine_relief_in_food_or_one_vp() -> None:
    """FE-E53: 3 Food each; one who cannot give it (nothing to trade either) loses 1 VP."""
    s = ready(2)
    p0, p1 = s.order()
    s.barons[p1].resources = {"gold": 0, "food": 2, "wood": 0, "stone": 0, "iron": 0}
    events = draw(s, "famine", 2)
    d = pending(s)
    assert d.seat == p0 and {type(o) for o in d.options} >= {payments.Give, payments.Refuse}
    assert all(o.resource == "food" for o in d.options if isinstance(o, payments.Give))
    events += answer(s, *[payments.Give("food")] * 3)
    assert s.barons[p0].resources["food"] == 0
    assert s.barons[p1].vp == 0 and s.barons[p1].resources["food"] == 2
    assert any(isinstance(e, payments.Refused) and e.seat == p1 for e in events)
    assert over(s)


# =========================================================================== visits
def test_the_kings_visit_highest_total_ties_roll_again() -> None:
    """FE-E54: each baron rolls 2d8 and adds his VP; tied highest roll again; the highest
    scores 1 VP."""
    s = ready(2)
    p0, p1 = s.order()
    s.barons[p1].vp = 3
    events = draw(s, "king_visit", 0, 4, 4, 3, 3, 6, 6, 1, 1)
    assert VisitTie(-1, (p0, p1), 9) in events
    assert VisitWon(p0, 13, 1) in events
    assert s.barons[p0].vp == 2 and s.barons[p1].vp == 3
    assert over(s)


def test_the_queens_visit_lowest_total() -> None:
    """FE-E57: the lowest total of 2d8 + VP scores 1 VP."""
    s = ready(3)
    p0, p1, p2 = s.order()
    events = draw(s, "queen_visit", 0, 4, 4, 2, 1, 5, 5)
    assert VisitWon(p1, 4, 1) in events
    assert [s.barons[p].vp for p in (p0, p1, p2)] == [1, 2, 1]
    assert over(s)


@pytest.mark.parametrize(("ties", "again", "winner"), [("deciding_only", 2, 1), ("all_tied", 4, 2)])
def test_who_rolls_again_at_a_visit(ties: str, again: int, winner: int) -> None:
    """FE-A38 ``visit_ties``: totals 10, 10, 7, 7: only the two 10s roll again (default),
    or every tied baron, the two 7s too, who may then win."""
    s = ready(4, options={"visit_ties": ties}, vp=0)
    order = s.order()
    rolls = (5, 5, 5, 5, 3, 4, 3, 4, 1, 1, 1, 2, 8, 8, 1, 1)
    events = draw(s, "king_visit", 0, *rolls)
    tie = next(e for e in events if isinstance(e, VisitTie))
    assert tie.barons == tuple(order[:again]) and tie.total == 10
    won = next(e for e in events if isinstance(e, VisitWon))
    assert won.seat == order[winner]
    assert over(s)


# =========================================================================== VP events
def test_the_black_death() -> None:
    """FE-T24, FE-E55: VP {2, 5} become {0, 2}; the card leaves the game."""
    s = ready(2)
    p0, p1 = s.order()
    s.barons[p0].vp, s.barons[p1].vp = 2, 5
    events = draw(s, "black_death", 0)
    assert [s.barons[p0].vp, s.barons[p1].vp] == [0, 2]
    assert VpLost(p0, 2, "black_death") in events and VpLost(p1, 3, "black_death") in events
    assert EventRemoved(-1, "black_death", 0) in events
    assert s.removed_events == [["black_death", 0]] and s.event_discard == []
    assert over(s)


def test_the_queen_takes_pity() -> None:
    """FE-T03, FE-E59: Tom 7, Ernie 7, Jim 6: Tom 6, Ernie 6, Jim 7."""
    s = ready(3)
    tom, ernie, jim = s.order()
    s.barons[tom].vp, s.barons[ernie].vp, s.barons[jim].vp = 7, 7, 6
    events = draw(s, "queen_pity", 0)
    assert [s.barons[tom].vp, s.barons[ernie].vp, s.barons[jim].vp] == [6, 6, 7]
    assert VpGained(jim, 1, "queen_pity") in events
    assert over(s)


def test_the_queen_rides_on_when_all_are_level() -> None:
    """FE-E59: all tied, nothing happens."""
    s = ready(3, vp=4)
    events = draw(s, "queen_pity", 0)
    assert QueenRidesOn(-1) in events and vps(s) == [4, 4, 4]
    assert over(s)


def test_the_queen_tours_the_land() -> None:
    """FE-E58: every baron takes 1 resource of his choice, in player order."""
    s = ready(2)
    p0, p1 = s.order()
    draw(s, "queen_tours", 0)
    assert pending(s).kind == "take" and pending(s).seat == p0
    answer(s, payments.Take("stone"), payments.Take("gold"))
    assert s.barons[p0].resources["stone"] == 4 and s.barons[p1].resources["gold"] == 4
    assert over(s)


# =========================================================================== bandits
def test_bandits_by_two_take_two_resources_and_ignore_the_unfortified() -> None:
    """FE-T19, FE-E56: Bandits +3 against defence 10, 2d8 = 9: 12, beaten by 2: he gives 2
    resources of his choice. A baron with no fortification is ignored (no roll)."""
    s = ready(2)
    p0, p1 = s.order()
    arm(s, p0, "knight", "man_at_arms", levels=("tower", "fort", "castle"))
    arm(s, p1, "knight", levels=())
    events = draw(s, "bandits", 2, 4, 5)
    assert BanditsAttack(p0, 12, 10) in events
    assert BanditsIgnore(p1) in events
    d = pending(s)
    assert d.kind == "give" and d.seat == p0 and payments.Refuse() not in d.options
    answer(s, payments.Give("gold"), payments.Give("iron"))
    assert s.barons[p0].resources["gold"] == 2 and s.barons[p0].resources["iron"] == 2
    assert over(s)


def test_bandits_by_four_or_more_take_the_top_level() -> None:
    """FE-T19, FE-E56, FE-T27: 2d8 = 12: 15 against 10, beaten by 5: the Castle, the top
    level, goes back to the pool."""
    s = ready(2)
    p0, p1 = s.order()
    arm(s, p0, "knight", "man_at_arms", levels=("tower", "fort", "castle"))
    arm(s, p1, levels=())
    pool = s.pool["castle"]
    events = draw(s, "bandits", 2, 6, 6)
    assert BanditsAttack(p0, 15, 10) in events
    assert payments.TileLost(p0, "castle", "a1", "bandits") in events
    keep = s.barons[p0].keep
    assert keep is not None and keep.stacks["fortification"] == ["tower", "fort"]
    assert s.pool["castle"] == pool + 1
    assert over(s)


def test_bandits_held_or_taking_all_he_has() -> None:
    """FE-E56: a tie does nothing (no survival rolls, nothing lost); beaten by 3 with 1
    resource left, he loses all he has."""
    s = ready(2)
    p0, p1 = s.order()
    arm(s, p0, "archer")
    s.barons[p1].resources = {"gold": 1, "food": 0, "wood": 0, "stone": 0, "iron": 0}
    events = draw(s, "bandits", 0, 1, 2, 2, 2)  # p0: 3 + 1 against 4; p1: 4 + 1 against 2
    assert BanditsAttack(p0, 4, 4) in events and BanditsRepelled(p0) in events
    assert BanditsAttack(p1, 5, 2) in events
    assert payments.Paid(p1, ("gold",), -1, "bandits") in events
    assert s.barons[p1].resources["gold"] == 0 and sum(s.barons[p0].resources.values()) == 15
    keep = s.barons[p0].keep
    assert keep is not None and keep.stacks["archer"] == ["archer"]
    assert over(s)


# =========================================================================== festivals
def test_saint_snoot_in_order_and_the_deck_reshuffled() -> None:
    """FE-T31, FE-E60: (1) everyone -1 VP; (2) the poorest takes one; (3) the discarded
    tiles back into the bag; (4) everyone takes one; (5) the event discards reshuffled into
    the deck. Snoot leaves the game, the Black Death stays out, the Rats stay in their
    Fief."""
    s = ready(3)
    p0, p1, p2 = s.order()
    for card in (["king_away", 0], ["tax", 0], ["black_death", 0], ["rats", 0]):
        s.events.remove(card)
    s.event_discard = [["king_away", 0], ["tax", 0]]
    s.removed_events = [["black_death", 0]]
    s.rats = p1
    s.barons[p1].resources = {"gold": 1, "food": 0, "wood": 0, "stone": 0, "iron": 0}
    s.barons[p2].vp = 0
    s.discard = ["forest", "farmer"]
    bag = len(s.bag)
    events = draw(s, "saint_snoot", 0)
    assert vps(s)[p0] == 0 and vps(s)[p1] == 0 and vps(s)[p2] == 0
    assert pending(s).kind == "take" and pending(s).seat == p1  # step 2
    assert s.discard == ["forest", "farmer"]  # step 3 comes after
    events += play(s, payments.Take("food"))
    assert TilesToBag(-1, 2) in events and s.discard == []
    assert pending(s).kind == "take" and pending(s).seat == p0  # step 4
    events += answer(s, payments.Take("wood"), payments.Take("wood"), payments.Take("wood"))
    assert s.barons[p1].resources == {"gold": 1, "food": 1, "wood": 1, "stone": 0, "iron": 0}
    assert EventsReshuffled(-1, TOTAL - 3) in events  # all but Black Death, Snoot, the Rats
    assert s.event_discard == [] and ["king_away", 0] in s.events and ["tax", 0] in s.events
    assert s.removed_events == [["black_death", 0], ["saint_snoot", 0]]
    assert s.rats == p1 and ["rats", 0] not in s.events
    assert cards_everywhere(s) == TOTAL
    assert len(s.bag) + len(s.tray) == bag + 2
    assert over(s)


def test_saint_snydd_costs_two_and_does_not_reshuffle() -> None:
    """FE-E61: -2 VP (never below 0), the same steps, no reshuffle; removed."""
    s = ready(2, vp=3)
    s.events.remove(["king_away", 0])
    s.event_discard = [["king_away", 0]]
    s.barons[1].vp = 1
    draw(s, "saint_snydd", 0)
    assert sorted(vps(s)) == [0, 1]
    while pending(s).kind == "take":
        play(s, payments.Take("gold"))
    assert s.event_discard == [["king_away", 0]]
    assert s.removed_events == [["saint_snydd", 0]]
    assert over(s)


def test_all_the_poorest_take_one() -> None:
    """FE-A28 ``festival_ties`` all_tied (default): every baron tied for the fewest
    resources takes one."""
    s = ready(3)
    p0, p1, p2 = s.order()
    for p in (p1, p2):
        s.barons[p].resources = {"gold": 0, "food": 1, "wood": 0, "stone": 0, "iron": 0}
    draw(s, "saint_snydd", 0)
    seats = []
    while pending(s).kind == "take":
        seats.append(pending(s).seat)
        play(s, payments.Take("gold"))
    assert seats == [p1, p2, p0, p1, p2]


def test_the_senior_breaks_the_festivals_tie() -> None:
    """FE-A28 ``festival_ties`` senior_breaks: the Senior picks one of the tied poorest;
    another is refused."""
    s = ready(3, options={"festival_ties": "senior_breaks"})
    p0, p1, p2 = s.order()
    for p in (p1, p2):
        s.barons[p].resources = {"gold": 0, "food": 1, "wood": 0, "stone": 0, "iron": 0}
    draw(s, "saint_snydd", 0)
    d = pending(s)
    assert d.kind == "festival_poorest" and d.seat == s.senior
    assert d.options == (PickBaron(p1), PickBaron(p2))
    refused(s, PickBaron(p0), "not among the barons with the fewest")
    play(s, PickBaron(p2))
    assert pending(s).kind == "take" and pending(s).seat == p2
    seats = []
    while pending(s).kind == "take":
        seats.append(pending(s).seat)
        play(s, payments.Take("gold"))
    assert seats == [p2, p0, p1, p2]


# =========================================================================== the Rats
def test_the_rats_go_where_the_senior_sends_them() -> None:
    """FE-E62: the Senior picks any Fief, his own included; its baron loses 1 VP (none at
    0); the card stays beside that Fief, in no pile."""
    s = ready(3)
    p0, p1, _ = s.order()
    s.barons[p1].vp = 0
    draw(s, "rats", 0)
    d = pending(s)
    assert d.kind == "rats_fief" and d.seat == s.senior and d.options == tuple(PickBaron(p) for p in range(3))
    events = play(s, PickBaron(p1))
    assert RatsSent(p1) in events and s.rats == p1 and s.barons[p1].vp == 0
    assert s.event_discard == [] and s.removed_events == [] and cards_everywhere(s) == TOTAL
    assert over(s)
    s = ready(3)
    draw(s, "rats", 0)
    events = play(s, PickBaron(p0))
    assert VpLost(p0, 1, "rats") in events and s.rats == p0


def test_a_second_rat_card_moves_the_rats_and_is_discarded() -> None:
    """FE-E62 (the module's reading for a deck with two Rat cards): one Rats card stays
    beside a Fief; another, drawn while they are in play, sends them as the first did and
    then goes to the event discard pile."""
    s = ready(3)
    p0, p1, _ = s.order()
    s.rats = p1
    draw(s, "rats", 0)
    events = play(s, PickBaron(p0))
    assert RatsSent(p0) in events and s.rats == p0 and s.barons[p1].vp == 1
    assert s.event_discard == [["rats", 0]]
    assert over(s)


def test_the_pied_piper_moves_the_rats() -> None:
    """FE-T25, FE-E63, FE-A29: Rats on A; the Pied Piper takes them to B (not A): A +1,
    B -1; B has them from now on."""
    s = ready(3, vp=2)
    a, b, c = s.order()
    s.events.remove(["rats", 0])
    s.rats = a
    draw(s, "pied_piper", 0)
    d = pending(s)
    assert d.kind == "piper_fief" and d.options == (PickBaron(b), PickBaron(c))
    refused(s, PickBaron(a), "another Fief")
    refused(s, PickBaron(9), "no such baron")
    events = play(s, PickBaron(b))
    assert RatsMoved(b, a) in events
    assert s.barons[a].vp == 3 and s.barons[b].vp == 1 and s.rats == b
    assert s.event_discard == [["pied_piper", 0]]
    assert over(s)


def test_with_two_barons_the_rats_go_to_the_other() -> None:
    """FE-E63: with 2 players the only other Fief may be the Senior's own; no question."""
    s = ready(2, vp=2)
    p0, p1 = s.order()
    s.events.remove(["rats", 0])
    s.rats = p1
    events = draw(s, "pied_piper", 0)
    assert RatsMoved(p0, p1) in events and s.rats == p0
    assert s.barons[p0].vp == 1 and s.barons[p1].vp == 3
    assert over(s)


def test_the_pied_piper_without_rats() -> None:
    """FE-E63: no Rats in play: ignore the card."""
    s = ready(2)
    events = draw(s, "pied_piper", 0)
    assert PiperPlaysOn(-1) in events and s.rats == -1 and vps(s) == [1, 1]
    assert over(s)


# =========================================================================== monsters
def monster(s: FeudalityState, card: int, victim: int, *rolls: int) -> list[Event]:
    events = draw(s, "monster", card, *rolls)
    d = pending(s)
    assert (
        d.kind == "monster_victim" and d.seat == s.senior and d.options == tuple(PickBaron(p) for p in range(s.seats))
    )
    return events + play(s, PickBaron(victim))


def test_the_stone_giant_breaks_in_or_is_repelled() -> None:
    """FE-T20, FE-E64: the Stone Giant (2d8 + 6) against defence 15: 10 makes 16, it
    breaks in and a square is rolled; 9 makes 15, repelled, the victim +1 VP."""
    s = ready(2)
    victim = s.order()[1]
    arm(s, victim, "knight", "wolf", levels=("tower", "fort", "castle", "fortress"))
    events = monster(s, 2, victim, 4, 6, 8, 8)
    assert MonsterAttacks(victim, "monster", 2, (4, 6), 6, 16, 15) in events
    assert MonsterBrokeIn(victim) in events and MonsterLanded(victim, 8, 8, "h8") in events
    assert MonsterLeft(victim, "h8") in events
    assert over(s)
    s = ready(2)
    arm(s, victim, "knight", "wolf", levels=("tower", "fort", "castle", "fortress"))
    events = monster(s, 2, victim, 4, 5)
    assert MonsterAttacks(victim, "monster", 2, (4, 5), 6, 15, 15) in events
    assert MonsterRepelled(victim, 1) in events and s.barons[victim].vp == 2
    assert over(s)


def test_the_monster_takes_the_knight_on_top_of_wolf() -> None:
    """FE-T21: on the Knight stack (a Knight on Wolf) the top Knight is destroyed; Wolf
    only when he is alone."""
    s = ready(2)
    victim = s.senior  # the Senior may send it against himself
    arm(s, victim, "knight", "wolf")
    keep = s.barons[victim].keep
    assert keep is not None and keep.stacks["knight"] == ["wolf", "knight"]
    events = monster(s, 0, victim, 1, 1, 2, 2)  # 10 against 9; square b2, the Knights'
    assert payments.TileLost(victim, "knight", "b2", "monster") in events
    assert keep.stacks["knight"] == ["wolf"] and s.discard[-1] == "knight"
    events = monster(s, 0, victim, 1, 1, 2, 2)  # 10 against 6
    assert payments.TileLost(victim, "wolf", "b2", "monster") in events
    assert keep.stacks["knight"] == [] and s.discard[-1] == "wolf"


def test_the_monster_destroys_the_tile_it_lands_on() -> None:
    """FE-E64: a single tile there is destroyed (to the tile discard pile); FE-A27: the
    square roll's doubles are not rolled again."""
    s = ready(2)
    victim = s.order()[1]
    s.barons[victim].tiles = {"c3": "forest", "d3": "farmer"}
    events = monster(s, 0, victim, 1, 1, 3, 3)
    assert MonsterLanded(victim, 3, 3, "c3") in events
    assert payments.TileLost(victim, "forest", "c3", "monster") in events
    assert s.barons[victim].tiles == {"d3": "farmer"} and s.discard[-1] == "forest"
    assert over(s)


@pytest.mark.parametrize(("adjacency", "among"), [("eight", ("d5", "e7")), ("four", ("e7",))])
def test_an_empty_square_next_to_tiles(adjacency: str, among: tuple[str, ...]) -> None:
    """FE-E64, FE-A10: on an empty square next to tiles the Senior picks one neighbouring
    piece to destroy; "neighbouring" by ``adjacency`` (the eight around, or the four)."""
    s = ready(2, options={"adjacency": adjacency})
    victim = s.order()[1]
    s.barons[victim].tiles = {"d5": "forest", "e7": "farmer", "c3": "forest"}
    monster(s, 0, victim, 1, 1, 6, 5)  # e6
    d = pending(s)
    assert d.kind == "lose" and d.seat == s.senior
    assert d.options == tuple(payments.LoseTile(q) for q in among)
    events = play(s, payments.LoseTile("e7"))
    assert payments.TileLost(victim, "farmer", "e7", "monster") in events
    assert over(s)


@pytest.mark.parametrize(("reading", "lost"), [("as_empty", True), ("spared", False)])
def test_an_empty_keep_space(reading: str, lost: bool) -> None:
    """FE-A26 ``empty_keep_space``: on the empty Archers' space the monster acts as on an
    empty square (the Tower beside it may be picked), or leaves."""
    s = ready(2, options={"empty_keep_space": reading})
    victim = s.order()[1]
    pool = s.pool["tower"]
    events = monster(s, 0, victim, 1, 1, 2, 1)  # a2, the Archers' space
    assert MonsterLanded(victim, 2, 1, "a2") in events
    if lost:
        assert pending(s).kind == "lose" and pending(s).options == (payments.LoseTile("a1"),)
        play(s, payments.LoseTile("a1"))
        keep = s.barons[victim].keep
        assert keep is not None and keep.stacks["fortification"] == [] and s.pool["tower"] == pool + 1
    else:
        assert MonsterLeft(victim, "a2") in events
    assert over(s)


@pytest.mark.parametrize("reading", ["like_others", "lose_vp"])
def test_the_red_dragon(reading: str) -> None:
    """FE-A14, errata 1: the rulebook's Red Dragon breaks in like every monster
    (``red_dragon`` like_others); the FAQ's costs the victim 1 VP and no tile."""
    s = ready(2, options={"red_dragon": reading})
    victim = s.order()[1]
    s.barons[victim].tiles = {"c3": "forest"}
    events = monster(s, 1, victim, 1, 1, 3, 3)
    assert MonsterBrokeIn(victim) in events
    if reading == "lose_vp":
        assert VpLost(victim, 1, "monster") in events and s.barons[victim].tiles == {"c3": "forest"}
        assert not any(isinstance(e, MonsterLanded) for e in events)
    else:
        assert s.barons[victim].tiles == {} and s.barons[victim].vp == 1
    assert over(s)


# =========================================================================== war
def test_the_kings_war() -> None:
    """FE-E51: the King's war asks the card's points of every baron (``war.py``); with no
    army each loses 1 VP (FE-A24); then the purchase."""
    s = ready(2)
    events = draw(s, "king_war", 1, 4, 4)
    called = [e for e in events if isinstance(e, war.WarCalled)]
    assert called == [war.WarCalled(s.senior, 2, "king_war")]
    assert vps(s) == [0, 0]
    assert s.event_discard == [["king_war", 1]]
    assert over(s)


# =========================================================================== saving, words
def test_the_state_round_trips_mid_event() -> None:
    """A game saved during a tournament (the Champion's roll and an entrant's in the queue)
    or a visit's tie goes on the same."""
    s = ready(3)
    for seat in range(3):
        arm(s, seat, "knight")
    draw(s, "tournament", 0, 4, 6)
    play(s, EnterTournament())
    assert pending(s).kind == "tournament_enter"
    doc = json.loads(json.dumps(s.to_json()))
    copy = state_from_json(data(), doc, s.sides)
    assert copy.to_json() == s.to_json()
    for state in (s, copy):
        state.rng = Scripted((6, 2))
        fresh(state)
        answer(state, EnterTournament(), EnterTournament())
    assert copy.to_json() == s.to_json()
    assert over(s)


@pytest.mark.parametrize("n", [2, 4])
def test_every_card_resolves_and_says_itself(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every card of the deck, answered with the first option each time, reaches the
    purchase with every card accounted for; every event, prompt and option says itself in
    English and French."""
    monkeypatch.setenv("SENESCHAL_STRICT_MESSAGES", "1")
    for event_id, index in data().event_deck():
        s = ready(n, seed=3)
        arm(s, s.senior, "knight", "archer", "man_at_arms")
        s.barons[s.order()[1]].tiles = {"c3": "forest", "d4": "farmer"}
        s.discard = ["forest"]
        if event_id == "pied_piper":
            s.events.remove(["rats", 0])
            s.rats = s.order()[1]
        events = draw(s, event_id, index)
        while not over(s):
            d = pending(s)
            assert isinstance(d.prompt, Message)
            for lang in ("en", "fr"):
                assert render(d.prompt, lang)
                for option in d.options[:4]:
                    assert render(engine.describe(s, option), lang)
            events += play(s, d.options[0])
        assert cards_everywhere(s) == TOTAL, event_id
        for e in events:
            for lang in ("en", "fr"):
                assert render(engine.describe_event(s, e), lang)


def test_the_senior_picks_only_a_baron_at_the_table() -> None:
    """A pick of a baron who is not there is refused, the state unchanged."""
    s = ready(2)
    draw(s, "rats", 0)
    refused(s, PickBaron(5), "no such baron")
    refused(s, EnterTournament(), "send the Rats to a Fief of your choice")
    assert happenings.problem(s, s.senior, PickBaron(1)) is None


def _wizard(s: FeudalityState, seat: int) -> None:
    """A Wizard on a free square of ``seat``'s Fief."""
    keep = s.barons[seat].keep
    covered = set(keep.spaces) if keep is not None else set()
    square = next(q.name for q in s.side(seat).squares() if q.playable and q.name not in covered)
    s.barons[seat].tiles[square] = "wizard"


@pytest.mark.parametrize("timing", ["until_resolved", "before_others_roll"])
def test_when_a_wizard_may_roll_again_at_a_visit(timing: str) -> None:
    """Errata 5 ``wizard_timing``: the rulebook sets no moment for the Wizard's re-roll.
    By default ("until_resolved") a baron may wait until every baron has rolled for the
    visit, and re-roll knowing their totals; with the FAQ's "before_others_roll" he is
    asked at once, before the next baron rolls."""
    s = ready(2, options={"wizard_timing": timing}, vp=0)
    p0, p1 = s.order()
    _wizard(s, p0)
    events = draw(s, "king_visit", 0, 2, 3, 6, 6)
    rolled = [e for e in events if isinstance(e, dice.DiceRolled)]
    d = pending(s)
    assert d.kind == "wizard_roll" and d.seat == p0
    if timing == "until_resolved":
        assert [e.seat for e in rolled] == [p0, p1]  # both rolled before he is asked
    else:
        assert [e.seat for e in rolled] == [p0]  # asked before the other rolls
    s.rng = Scripted((8,) if timing == "until_resolved" else (8, 6, 6))
    out = play(s, dice.RerollDie(0))
    assert dice.DieRerolled(p0, 2, 8) in out
    assert s.wizard_used == [p0]
    won = [e for e in out if isinstance(e, VisitWon)]
    assert won == [VisitWon(p1, 12, 1)]  # 8 + 3 = 11 against 12
    assert over(s)
