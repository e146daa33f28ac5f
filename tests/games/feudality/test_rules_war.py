"""Feudality's wars and survival (rulebook "WAR!", "Rolling For Survival and Healing", the
King Declares War, Fiumaccio's general war; inventory §4.3 King's war, §4.6, §4.7,
FE-E36, FE-E37, FE-E51, FE-T17, FE-T18, FE-A23, FE-A24, FE-A25, FE-A37): every baron
sends units worth the demand (or everything, and loses 1 VP), the Senior rolls 2d8 (8
or more wins: 1 VP a sender, 1 more for a Knight), then every unit sent rolls for
survival, Healing tiles and the Wizard re-rolling dying units' dice."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.engine import Event
from game.core.errors import IllegalAction
from game.core.i18n import Message, Text, render
from game.core.rng import Rng
from game.games.feudality.rules import engine, flow, holdings, purchase, war
from game.games.feudality.rules.dice import DiceRolled
from game.games.feudality.rules.state import FeudalityState, state_from_json
from game.games.feudality.rules.war import (
    ArmyShort,
    Heal,
    HealDone,
    SendDone,
    SendUnit,
    SurvivalRerolled,
    Survived,
    UnitSent,
    WarCalled,
    WarDemandRolled,
    WarRolled,
    WarScored,
)

from .helpers import data, first_until, fresh, new, pending, play

KING = war.KING_WAR


class Scripted(Rng):
    """The state's generator with the next dice given by the test (then random again)."""

    def __init__(self, values: tuple[int, ...]) -> None:
        super().__init__(7)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        return self.values.pop(0) if self.values else super().randint(a, b)


def table(n: int = 2, options: dict[str, Any] | None = None, vp: int = 2) -> FeudalityState:
    """A first turn's table with no tiles and no units (each Keep keeps its Tower), every
    baron at ``vp``, nothing queued."""
    s, _ = new(n, seed=3, options=options)
    first_until(s, "turn_start")
    for baron in s.barons:
        baron.tiles = {}
        baron.vp = vp
        assert baron.keep is not None
        for space in ("men_at_arms", "archer", "knight"):
            baron.keep.stacks[space] = []
    s.queue = []
    s.turn = 1
    return s


def muster(s: FeudalityState, seat: int, *units: str) -> None:
    for unit in units:
        purchase.muster(s, seat, unit)


def free_squares(s: FeudalityState, seat: int) -> list[str]:
    keep = s.barons[seat].keep
    under = set(keep.spaces) if keep is not None else set()
    return [q.name for q in s.side(seat).squares() if q.playable and q.name not in under]


def start(s: FeudalityState, steps: list[tuple[str, int, dict[str, Any]]], dice: tuple[int, ...]) -> list[Event]:
    """Push ``steps``, the dice falling as given, and run them to the first decision."""
    s.rng = Scripted(dice)
    flow.push(s, *steps)
    events: list[Event] = []
    flow.run(s, events)
    fresh(s)
    return events


def stack(s: FeudalityState, seat: int, space: str) -> list[str]:
    keep = s.barons[seat].keep
    assert keep is not None
    return keep.stacks[space]


def words(text: Text, lang: str) -> str:
    """A prompt in ``lang`` (prompts are messages)."""
    assert isinstance(text, Message)
    return render(text, lang)


def refused(s: FeudalityState, action: Any, reason: str) -> None:
    before = s.to_json()
    with pytest.raises(IllegalAction, match=reason):
        play(s, action)
    assert s.to_json() == before


# =========================================================================== sending
def test_kings_war_of_three_a_sends_the_knight_b_sends_his_archer_and_loses_one() -> None:
    """FE-T17, FE-E51: X = 3. A (Man-at-Arms, Archer, Knight) must send at least 3 and
    chooses the Knight (FE-A23: he picks the units); he may not stop before 3 points. B
    (an Archer only) sends it and loses 1 VP. The Senior rolls 4 + 4 = 8: the war is won,
    A +1 and +1 more for the Knight, B +1 (he sent a unit). Then every unit sent rolls
    for survival: the Knight's 2 brings him home, the Archer's 1 kills him."""
    s = table(2)
    a, b = s.order()
    muster(s, a, "man_at_arms", "archer", "knight")
    muster(s, b, "archer")
    assert start(s, war.war_steps(s, 3, KING), (4, 4, 2, 1)) == [WarCalled(a, 3, KING)]
    d = pending(s)
    assert (d.kind, d.seat, d.interrupt) == ("war_pick", a, False)
    assert d.options == (SendUnit("man_at_arms"), SendUnit("archer"), SendUnit("knight"))
    refused(s, SendDone(), "at least 3 points; those sent are worth 0")
    assert play(s, SendUnit("knight")) == [UnitSent(a, "knight")]
    assert s.away[a] == ["knight"] and stack(s, a, "knight") == []
    assert pending(s).options == (SendUnit("man_at_arms"), SendUnit("archer"), SendDone())
    refused(s, SendUnit("knight"), "no Knight in your Keep")
    assert play(s, SendDone()) == [
        ArmyShort(b, ("archer",), 3, 1),
        WarRolled(a, (4, 4), 8, True),
        WarScored(a, 2, True),
        WarScored(b, 1, False),
        DiceRolled(a, (2,), KING),
        Survived(a, ("knight",), ()),
        DiceRolled(b, (1,), KING),
        Survived(b, (), ("archer",)),
    ]
    assert s.barons[a].vp == 4 and s.barons[b].vp == 2
    assert stack(s, a, "knight") == ["knight"] and stack(s, b, "archer") == []
    assert s.discard[-1] == "archer" and s.away == [[], []] and s.queue == []


def test_the_archer_and_the_man_at_arms_win_no_knights_point() -> None:
    """FE-T17: A may instead send the Archer and the Man-at-Arms (3 points): the war won,
    he scores 1 only, having sent no Knight."""
    s = table(2)
    a, b = s.order()
    muster(s, a, "man_at_arms", "archer", "knight")
    muster(s, b, "knight")
    start(s, war.war_steps(s, 3, KING), (5, 6, 2, 2, 2))
    play(s, SendUnit("archer"))
    assert pending(s).options == (SendUnit("man_at_arms"), SendUnit("knight"))  # 2 < 3: no stopping yet
    play(s, SendUnit("man_at_arms"))
    d = pending(s)
    assert d.options == (SendUnit("knight"), SendDone())
    play(s, SendDone())
    # B's Knight is worth the 3 asked: he chooses too (his whole army, nothing to spare)
    assert pending(s).kind == "war_pick" and pending(s).seat == b and pending(s).interrupt
    events = play(s, SendUnit("knight"))
    assert events[:4] == [
        UnitSent(b, "knight"),
        WarRolled(a, (5, 6), 11, True),
        WarScored(a, 1, False),
        WarScored(b, 2, True),
    ]
    assert s.barons[a].vp == 3 and s.barons[b].vp == 4
    assert stack(s, a, "archer") == ["archer"] and stack(s, a, "men_at_arms") == ["man_at_arms"]


def test_a_baron_may_send_more_than_the_demand() -> None:
    """FE-A23: the demand is a minimum; a baron may send every unit he has."""
    s = table(2)
    a, b = s.order()
    muster(s, a, "man_at_arms", "archer")
    start(s, war.war_steps(s, 1, KING), (1, 1, 2, 2))
    play(s, SendUnit("archer"))
    assert pending(s).options == (SendUnit("man_at_arms"), SendDone())
    play(s, SendUnit("man_at_arms"))  # his Keep is empty: his sending is over
    # 1 + 1 = 2: the war is lost, no VP; both units came home; B, with no army, lost 1
    assert s.away[a] == [] and s.barons[a].vp == 2 and s.barons[b].vp == 1
    assert stack(s, a, "archer") == ["archer"] and stack(s, a, "men_at_arms") == ["man_at_arms"]


def test_a_lost_war_scores_nothing() -> None:
    """FE-E51: the Senior's 2d8 below 8 (3 + 4 = 7): nobody scores; the units sent still
    roll for survival."""
    s = table(2)
    a, b = s.order()
    muster(s, a, "archer")
    muster(s, b, "archer")
    start(s, war.war_steps(s, 2, KING), (3, 4, 2, 3))
    play(s, SendUnit("archer"))
    assert pending(s).seat == b
    events = play(s, SendUnit("archer"))
    assert events == [
        UnitSent(b, "archer"),
        WarRolled(a, (3, 4), 7, False),
        DiceRolled(a, (2,), KING),
        Survived(a, ("archer",), ()),
        DiceRolled(b, (3,), KING),
        Survived(b, (), ("archer",)),
    ]
    assert [baron.vp for baron in s.barons] == [2, 2]
    assert str(engine.describe_event(s, events[1])).endswith("the war is lost and nobody scores.")


@pytest.mark.parametrize(("reading", "lost"), [(True, 1), (False, 0)])
def test_an_empty_army_loses_one_vp_by_the_option(reading: bool, lost: int) -> None:
    """FE-A24 ``empty_army_loses``: a baron with no army cannot send the points and loses
    1 VP (true, the rulebook's "if you do not have enough"), or nothing (false); he sent
    no unit, so he scores nothing from the war won. A baron at 0 VP loses none (§4.11)."""
    s = table(3, {"empty_army_loses": reading})
    a, b, c = s.order()
    s.barons[c].vp = 0
    muster(s, a, "man_at_arms")
    events = start(s, war.war_steps(s, 1, KING), (8, 8, 2))
    assert pending(s).seat == a
    events += play(s, SendUnit("man_at_arms"))
    assert ArmyShort(b, (), 1, lost) in events and ArmyShort(c, (), 1, 0) in events
    assert [e for e in events if isinstance(e, WarScored)] == [WarScored(a, 1, False)]
    assert [s.barons[x].vp for x in (a, b, c)] == [3, 2 - lost, 0]
    said = [str(engine.describe_event(s, e)) for e in events if isinstance(e, ArmyShort)]
    assert said[0] == f"{s.config.seats[b].name} has no army to send to the war and loses {lost} VP."


@pytest.mark.parametrize(("reading", "vp"), [(False, 1), (True, 2)])
def test_wolf_earns_the_knights_point_only_by_the_option(reading: bool, vp: int) -> None:
    """FE-A25 ``wolf_is_knight`` (errata 6): the rulebook names only Knights for the extra
    point, so the Wolf sent alone scores 1 (false); with true he counts as a Knight: 2. His
    4 points cover a demand of 4; home again he goes to the bottom of the Knights' stack."""
    s = table(2, {"wolf_is_knight": reading})
    a = s.senior
    muster(s, a, "knight", "wolf")
    assert stack(s, a, "knight") == ["wolf", "knight"]
    start(s, war.war_steps(s, 4, KING), (6, 6, 4))
    assert pending(s).options == (SendUnit("wolf"), SendUnit("knight"))
    play(s, SendUnit("wolf"))
    events = play(s, SendDone())
    assert WarScored(a, vp, reading) in events
    assert stack(s, a, "knight") == ["wolf", "knight"]  # home, at the bottom again
    assert holdings.knightly(s, "knight") and not holdings.knightly(s, "archer")


def test_the_general_war_demand_is_rolled_by_the_senior() -> None:
    """FE-E36, FE-A37: the general war after Fiumaccio: the Senior rolls 1d8 for the
    demand (3), then it is a war like the King's."""
    s = table(2)
    a, b = s.order()
    muster(s, b, "knight")
    events = start(s, war.general_war_steps(s), (3, 1, 1))
    assert events == [
        WarDemandRolled(a, 3),
        WarCalled(a, 3, war.GENERAL_WAR),
        ArmyShort(a, (), 3, 1),
    ]
    assert pending(s).seat == b and pending(s).options == (SendUnit("knight"),)
    events = play(s, SendUnit("knight"))
    assert events[1] == WarRolled(a, (1, 1), 2, False)
    said = str(engine.describe_event(s, WarDemandRolled(a, 3)))
    assert said.startswith(f"{s.config.seats[a].name} rolls 3")


# =========================================================================== survival and healing
def survivors(s: FeudalityState, seat: int, *dice: int) -> list[Event]:
    """Alaric's Man-at-Arms, Archer and Knight roll for survival (an attack's), the dice
    falling as given."""
    muster(s, seat, "man_at_arms", "archer", "knight")
    return start(s, war.survival_steps(s, [seat], "attack"), dice)


def healer(s: FeudalityState, seat: int, *tiles: str) -> None:
    s.barons[seat].tiles = dict(zip(free_squares(s, seat), tiles, strict=False))


def test_a_kirk_a_cleric_and_the_wizard_re_roll_three_dying_dice() -> None:
    """FE-T18, FE-E37: a Kirk and a Cleric (Healing) and a Wizard not used this Senior
    turn: up to 3 re-rolls of odd dice. Odd dies (to the tile discard pile), even comes
    home. The Man-at-Arms' 1 is re-rolled to 7 (still dying), then to 2; the Knight's 5
    by the Wizard to 4; the Archer's 3 stays: he dies."""
    s = table(2)
    a = s.senior
    healer(s, a, "kirk", "cleric", "wizard")
    assert survivors(s, a, 1, 3, 5, 7, 2, 4) == [DiceRolled(a, (1, 3, 5), "attack")]
    assert s.away[a] == ["man_at_arms", "archer", "knight"] and stack(s, a, "knight") == []
    d = pending(s)
    assert (d.kind, d.seat) == ("heal", a)
    units = ("man_at_arms", "archer", "knight")
    assert d.options == (*(o for u in units for o in (Heal(u), Heal(u, wizard=True))), HealDone())
    assert play(s, Heal("man_at_arms")) == [SurvivalRerolled(a, "man_at_arms", 1, 7, False)]
    assert play(s, Heal("man_at_arms")) == [SurvivalRerolled(a, "man_at_arms", 7, 2, False)]
    assert pending(s).options == (Heal("archer", wizard=True), Heal("knight", wizard=True), HealDone())
    refused(s, Heal("knight"), "no Healing left in this war")
    refused(s, Heal("man_at_arms", wizard=True), "No Man-at-Arms of yours is dying")
    assert play(s, Heal("knight", wizard=True)) == [
        SurvivalRerolled(a, "knight", 5, 4, True),
        Survived(a, ("man_at_arms", "knight"), ("archer",)),
    ]
    assert s.wizard_used == [a] and s.away[a] == [] and s.discard[-1] == "archer"
    assert stack(s, a, "knight") == ["knight"] and stack(s, a, "archer") == []


def test_the_wizard_used_this_senior_turn_heals_no_more() -> None:
    """FE-E37, FE-A18: the Wizard "if you haven't already used him": used this Senior
    turn, only the Healing tile re-rolls; letting the dice stand settles them."""
    s = table(2)
    a = s.senior
    healer(s, a, "shrine", "wizard")
    s.wizard_used = [a]
    survivors(s, a, 2, 4, 5)
    assert pending(s).options == (Heal("knight"), HealDone())
    refused(s, Heal("knight", wizard=True), "Your Wizard cannot roll again now")
    assert play(s, HealDone()) == [Survived(a, ("man_at_arms", "archer"), ("knight",))]


@pytest.mark.parametrize("uses", ["per_senior_turn", "per_decision"])
def test_the_wizard_once_on_a_survival_roll(uses: str) -> None:
    """FE-A18 ``wizard_uses``: even with "per_decision" the Wizard re-rolls one die of a
    roll, once; with no Healing tile and no Wizard nothing is asked."""
    s = table(2, {"wizard_uses": uses})
    a = s.senior
    healer(s, a, "wizard")
    survivors(s, a, 1, 3, 5, 1)
    assert pending(s).options == tuple(Heal(u, wizard=True) for u in ("man_at_arms", "archer", "knight")) + (
        HealDone(),
    )
    assert play(s, Heal("archer", wizard=True)) == [
        SurvivalRerolled(a, "archer", 3, 1, True),
        Survived(a, (), ("man_at_arms", "archer", "knight")),
    ]
    s2 = table(2)
    assert survivors(s2, s2.senior, 1, 2, 3)[-1] == Survived(s2.senior, ("archer",), ("man_at_arms", "knight"))


def test_healing_is_counted_again_in_each_war() -> None:
    """§4.7: each Healing tile gives one re-roll *per war*: a second war's survival has the
    Kirk's re-roll again."""
    s = table(2)
    a = s.senior
    healer(s, a, "kirk")
    muster(s, a, "archer")
    for _ in range(2):
        start(s, war.survival_steps(s, [a], "attack"), (1, 2))
        assert pending(s).options == (Heal("archer"), HealDone())
        assert play(s, Heal("archer"))[-1] == Survived(a, ("archer",), ())


# =========================================================================== words and round trips
def test_every_decision_option_and_event_of_a_war_says_itself() -> None:
    """Every prompt, option and event of a war has its words in English and French."""
    s = table(3)
    a, b, _ = s.order()
    muster(s, a, "knight", "archer")
    muster(s, b, "man_at_arms")
    healer(s, a, "kirk", "wizard")
    events = start(s, war.war_steps(s, 2, KING), (4, 4, 1, 1, 3, 4, 2))
    while engine.pending(s) is not None:
        d = pending(s)
        for lang in ("en", "fr"):
            assert words(d.prompt, lang)
            for option in d.options:
                assert render(engine.describe(s, option), lang)
        events += play(s, d.options[0])
    kinds = {e.kind for e in events}
    assert {"war_called", "unit_sent", "army_short", "war_rolled", "war_scored", "survived"} <= kinds
    for event in events:
        for lang in ("en", "fr"):
            assert render(engine.describe_event(s, event), lang)


def test_the_state_round_trips_mid_war() -> None:
    """JSON round trip in the middle of a war (a unit sent, the demand not yet met; then in
    the healing decision): both copies play on alike."""
    s = table(2)
    a, b = s.order()
    muster(s, a, "man_at_arms", "archer", "knight")
    muster(s, b, "archer", "archer")
    healer(s, a, "cleric")
    start(s, war.war_steps(s, 3, KING), ())
    play(s, SendUnit("man_at_arms"))
    copy = state_from_json(data(), json.loads(json.dumps(s.to_json())), s.sides)
    assert copy.to_json() == s.to_json() and copy.away[a] == s.away[a] == ["man_at_arms"]
    dice = (5, 5, 1, 3, 2, 2, 6)
    for game in (s, copy):
        game.rng = Scripted(dice)
        fresh(game)
        play(game, SendUnit("archer"))
        play(game, SendDone())
        play(game, SendUnit("archer"))
        play(game, SendUnit("archer"))
        assert pending(game).kind == "heal"
    again = state_from_json(data(), json.loads(json.dumps(copy.to_json())), copy.sides)
    assert again.to_json() == copy.to_json() == s.to_json()
    for game in (s, copy):
        play(game, Heal("man_at_arms"))
    assert copy.to_json() == s.to_json()
    assert [baron.vp for baron in s.barons] == [3, 3] and s.away == [[], []]
    assert stack(s, a, "men_at_arms") == ["man_at_arms"] and stack(s, a, "archer") == []
    assert stack(s, b, "archer") == ["archer", "archer"]
