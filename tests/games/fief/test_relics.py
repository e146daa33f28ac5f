"""The Holy Relics (11.1, 11.1.1), an optional rule: set-up, who takes a relic and how it
travels, changes hands and lies again, and the five effects, with the rulebook's
examples of the Holy Grail (David and Grady) and the Holy Spear (Gunter)."""

from __future__ import annotations

import pytest

from game.core.engine import Action, Event
from game.core.errors import IllegalAction
from game.games.fief.rules import engine, relics
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Assassinate, DeclareBattle, Done, Move
from game.games.fief.rules.deaths import kill_lord
from game.games.fief.rules.describe import describe
from game.games.fief.rules.relic_records import (
    AllowRelic,
    GiveRelic,
    LordSaved,
    RelicDropped,
    RelicInBattle,
    RelicPassed,
    RelicPlaced,
    RelicRite,
    RelicRolled,
    RelicTaken,
    TakeRelic,
    UseTeeth,
)
from game.games.fief.rules.state import State

from . import helpers
from .helpers import v
from .test_battle import ONE, THREE, bare, lord, roll, stronghold, to_battles
from .test_disasters import Dice

KIRSTEN, GRADY, DAVID, GUNTER = 0, 1, 2, 3
RELICS = ["holy_relics"]
BLAYE, CHAROLLES, SIGY, BOURG = v("Blaye"), v("Charolles"), v("Sigy"), v("Bourg")
GRAIL, EYES, TEETH, SPEAR, BONE = relics.GRAIL, relics.EYES, relics.TEETH, relics.SPEAR, relics.BONE


def board(n: int = 3) -> State:
    """A bare board at Kirsten's first purchase, with the Holy Relics in play."""
    return bare(n, variants=RELICS)


def lay(s: State, rid: str, village: str) -> None:
    """Put a relic, unclaimed, in a village (position set-up)."""
    r = s.relics.relics[rid]
    r.village, r.holder, r.claimed = village, "", False
    s.cache.clear()


def hold(s: State, rid: str, lord_id: str) -> None:
    r = s.relics.relics[rid]
    r.village, r.holder, r.claimed = "", lord_id, True
    s.cache.clear()


# --------------------------------------------------------------------------- set-up (11.1)


def test_the_five_relics_are_dealt_to_the_principal_villages_with_the_games_die() -> None:
    """11.1: one relic on each bishopric's principal village, at random, through the seed."""
    s, events = engine.start(helpers.data(), helpers.config(3, variants=RELICS), 5)
    principals = {b.principal for b in helpers.data().board.bishoprics.values()}
    assert {r.village for r in s.relics.relics.values()} == principals
    assert set(s.relics.relics) == {GRAIL, EYES, TEETH, SPEAR, BONE}
    assert all(not r.holder and not r.claimed for r in s.relics.relics.values())
    by_village = {r.village: rid for rid, r in s.relics.relics.items()}
    bishoprics = helpers.data().board.bishoprics
    assert [e for e in events if isinstance(e, RelicPlaced)] == [
        RelicPlaced(by_village[bishoprics[n].principal], bishoprics[n].principal) for n in sorted(bishoprics)
    ]
    again, _ = engine.start(helpers.data(), helpers.config(3, variants=RELICS), 5)
    assert again.relics.to_json() == s.relics.to_json()
    deals = set()
    for seed in range(8):
        game = engine.new_game(helpers.data(), helpers.config(3, variants=RELICS), seed)
        deals.add(tuple(r.village for _, r in sorted(game.relics.relics.items())))
    assert len(deals) > 1  # the die deals them differently from seed to seed
    assert helpers.new(3).relics is None and "relics" not in helpers.new(3).to_json()


def test_a_relic_state_round_trips_through_json_and_the_view_shows_it() -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", SIGY)
    hold(s, GRAIL, "arthur")
    back = State.from_json(s.to_json(), s.data)
    assert back.to_json() == s.to_json()
    view = engine.view_for(s, GRADY)
    assert view.relics.relics[GRAIL].holder == "arthur"  # who holds which is public


# --------------------------------------------------------------------------- taking (11.1)


def test_only_the_bishop_of_that_bishopric_a_cardinal_or_the_pope_takes_an_unclaimed_relic() -> None:
    """11.1 and its example: a Bishop takes a relic only in his own bishopric's principal
    village; any Cardinal or the Pope takes one anywhere it lies; a layman never."""
    s = board()
    lay(s, GRAIL, SIGY)
    lay(s, SPEAR, BLAYE)
    lord(s, KIRSTEN, "arthur", SIGY)  # Bishop of Blaye, standing in Sigy
    lord(s, KIRSTEN, "beaudoin", SIGY)  # a layman
    lord(s, KIRSTEN, "charles", BLAYE)  # Bishop of Blaye, at home
    s.bishops[1] = "charles"
    s.bishops[2] = "arthur"
    names = engine.names_for(s)
    opts = engine.pending(s).options
    assert TakeRelic(SPEAR, "charles") in opts
    assert TakeRelic(GRAIL, "arthur") not in opts and TakeRelic(GRAIL, "beaudoin") not in opts
    assert "Bishop of this bishopric, a Cardinal or the Pope" in str(
        relics.take_problem(s, KIRSTEN, TakeRelic(GRAIL, "beaudoin"), names)
    )
    s.cardinals["arthur"] = "cardinal"
    s.cache.clear()
    assert TakeRelic(GRAIL, "arthur") in engine.pending(s).options
    s.cardinals.clear()
    s.pope = "beaudoin"
    s.cache.clear()
    events = engine.apply(s, TakeRelic(GRAIL, "beaudoin"))
    assert RelicTaken(KIRSTEN, "beaudoin", GRAIL, SIGY) in events
    assert s.relics.relics[GRAIL].holder == "beaudoin" and s.relics.relics[GRAIL].claimed


def test_a_relic_travels_with_the_lord_who_carries_it() -> None:
    """11.1: once taken, the relic is moved by its lord."""
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    hold(s, SPEAR, "arthur")
    helpers.finish_turns_until(s, "movement")
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, Move("arthur", CHAROLLES))
    assert relics.place_of(s, SPEAR) == CHAROLLES


def test_taking_a_relic_where_another_family_holds_the_village_needs_its_leave() -> None:
    """11.1: in a village another family controls and occupies (here with troops only),
    it must allow the taking; a refusal is not asked again in the same step."""
    s = board()
    helpers.put(s, GRADY, SIGY, 0, 2)
    lord(s, KIRSTEN, "arthur", SIGY)
    s.bishops[5] = "arthur"
    lay(s, GRAIL, SIGY)
    events = engine.apply(s, TakeRelic(GRAIL, "arthur"))
    d = engine.pending(s)
    assert d.seat == GRADY and d.kind == "relic_permission" and d.interrupt
    assert set(d.options) == {AllowRelic(True), AllowRelic(False)}
    engine.apply(s, AllowRelic(False))
    assert s.relics.relics[GRAIL].holder == "" and engine.pending(s).seat == KIRSTEN
    assert TakeRelic(GRAIL, "arthur") not in engine.pending(s).options
    s.relics.refused.clear()
    s.cache.clear()
    engine.apply(s, TakeRelic(GRAIL, "arthur"))
    events = engine.apply(s, AllowRelic(True))
    assert RelicTaken(KIRSTEN, "arthur", GRAIL, SIGY) in events


def test_a_relic_left_by_a_dead_holder_stays_with_the_troops_and_any_lord_may_take_it() -> None:
    """11.1: the holder dies of the Plague; the relic lies in his village, held by his
    family's troops there; once claimed, any lord may take it, with the troops' leave."""
    s = board()
    lord(s, KIRSTEN, "arthur", BOURG)
    helpers.put(s, KIRSTEN, BOURG, 0, 2)
    hold(s, BONE, "arthur")
    events: list[Event] = []
    kill_lord(s, "arthur", "Plague", events)
    assert RelicDropped(KIRSTEN, "arthur", BONE, BOURG) in events
    assert s.relics.relics[BONE].village == BOURG and not s.relics.relics[BONE].holder
    assert relics.holder(s, BONE) is None  # nobody holds it: it does nothing
    lord(s, GRADY, "beaudoin", BOURG)  # a layman of another family
    s.cache.clear()
    helpers.turn_of(s, GRADY, "purchase")
    engine.apply(s, TakeRelic(BONE, "beaudoin"))
    assert engine.pending(s).kind == "relic_permission" and engine.pending(s).seat == KIRSTEN


def test_a_captive_holder_leaves_his_relic_where_he_was_taken() -> None:
    """Silent in 11.1: no captive keeps a relic; it lies in the village of his capture."""
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    hold(s, GRAIL, "arthur")
    s.lords["arthur"].captor = GRADY
    events: list[Event] = []
    relics.sync(s, events)
    assert RelicDropped(KIRSTEN, "arthur", GRAIL, BLAYE) in events
    assert s.relics.relics[GRAIL].village == BLAYE and s.relics.relics[GRAIL].claimed


def test_a_relic_is_handed_to_any_lord_for_a_diplomacy_marker() -> None:
    """11.1: a holder sells or gives his relic to any other lord, even a layman of another
    family, spending a Diplomacy marker."""
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    lord(s, GRADY, "beaudoin", SIGY)
    hold(s, GRAIL, "arthur")
    markers = s.families[KIRSTEN].stock["diplomacy"]
    events = engine.apply(s, GiveRelic(GRAIL, "beaudoin"))
    assert ev.DiplomacySpent(KIRSTEN) in events
    assert s.relics.relics[GRAIL].holder == "beaudoin"
    assert s.families[KIRSTEN].stock["diplomacy"] == markers - 1
    s.relics.relics[GRAIL].holder = "arthur"
    s.families[KIRSTEN].stock["diplomacy"] = 0
    s.cache.clear()
    with pytest.raises(IllegalAction, match="Diplomacy marker"):
        engine.apply(s, GiveRelic(GRAIL, "beaudoin"))


# --------------------------------------------------------------------------- battles (11.1, 11.1.1)


def test_rulebook_example_davids_holy_grail_takes_one_hit_off_each_of_gradys_dice() -> None:
    """11.1.1: David's lord has the Grail and 3 knights; Grady attacks with 3 dice and
    rolls one, one and three hits: the Grail makes them none, none and two, 2 hits."""
    s = board(4)
    lord(s, DAVID, "arthur", CHAROLLES)
    helpers.put(s, DAVID, CHAROLLES, 3, 0)
    hold(s, GRAIL, "arthur")
    lord(s, GRADY, "beaudoin", CHAROLLES)
    helpers.put(s, GRADY, CHAROLLES, 4, 0)  # 13 points: 3 dice
    to_battles(s, GRADY)
    engine.apply(s, DeclareBattle(CHAROLLES, DAVID))
    events = roll(s, ONE, ONE, THREE, ONE, ONE)
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert rolled.rolls == (1, 1, 3) and rolled.hits == 2
    assert RelicInBattle(DAVID, GRAIL, CHAROLLES, -3) in events


def test_the_grail_does_nothing_for_the_side_that_started_the_battle() -> None:
    """11.1.1: the Grail works only for a holder who did not start the battle."""
    s = board(4)
    lord(s, DAVID, "arthur", CHAROLLES)
    helpers.put(s, DAVID, CHAROLLES, 4, 0)
    hold(s, GRAIL, "arthur")
    lord(s, GRADY, "beaudoin", CHAROLLES)
    helpers.put(s, GRADY, CHAROLLES, 3, 0)
    to_battles(s, DAVID)
    engine.apply(s, DeclareBattle(CHAROLLES, GRADY))
    events = roll(s, ONE, ONE, ONE, ONE, THREE)
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert (
        rolled.other_rolls == (1, 3)
        and rolled.other_hits == 4
        and not any(isinstance(e, RelicInBattle) for e in events)
    )


def test_rulebook_example_gunters_holy_spear_adds_a_hit_to_each_roll() -> None:
    """11.1.1: Gunter's lord has the Holy Spear and 3 knights, 2 dice; he rolls one and
    three hits, 4, and the Spear makes it 5. Each later roll gets its hit too."""
    s = board(4)
    lord(s, GUNTER, "arthur", CHAROLLES)
    helpers.put(s, GUNTER, CHAROLLES, 3, 0)
    hold(s, SPEAR, "arthur")
    helpers.put(s, GRADY, CHAROLLES, 5, 0)
    to_battles(s, GUNTER)
    engine.apply(s, DeclareBattle(CHAROLLES, GRADY))
    events = roll(s, ONE, 5, ONE, ONE, ONE)
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert rolled.rolls == (1, 3) and rolled.hits == 5
    assert RelicInBattle(GUNTER, SPEAR, CHAROLLES, 1) in events
    while (d := engine.pending(s)).kind == "casualties":
        engine.apply(s, d.options[0])
    events = roll(s, ONE, ONE, ONE, ONE, ONE)
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert rolled.hits == len(rolled.rolls) + 1  # the second roll gets the hit too


def test_the_spear_adds_nothing_when_no_die_is_rolled() -> None:
    """11.1.1's note: a Spear-bearer whose army rolls no die (4 points against a
    Fortified City's two dice of penalty) adds no hit."""
    s = board(4)
    stronghold(s, CHAROLLES, fortified=True)
    helpers.put(s, GRADY, CHAROLLES, 0, 2)
    lord(s, GUNTER, "arthur", CHAROLLES)
    helpers.put(s, GUNTER, CHAROLLES, 1, 0)
    hold(s, SPEAR, "arthur")
    to_battles(s, GUNTER)
    engine.apply(s, DeclareBattle(CHAROLLES, GRADY))
    events = roll(s, ONE)
    rolled = next(e for e in events if isinstance(e, ev.BattleRolled))
    assert rolled.rolls == () and rolled.hits == 0
    assert not any(isinstance(e, RelicInBattle) for e in events)


def test_in_a_battle_the_relic_of_a_fallen_family_passes_to_an_ally_fighting_there() -> None:
    """11.1: in a battle with an alliance, when the holder's family has no lord left
    fighting, the relic passes at once to a lord of another family on his side."""
    s = board(4)
    lord(s, DAVID, "arthur", CHAROLLES)
    helpers.put(s, DAVID, CHAROLLES, 0, 1)
    hold(s, GRAIL, "arthur")
    lord(s, GUNTER, "charles", CHAROLLES)
    helpers.put(s, GUNTER, CHAROLLES, 1, 0)
    lord(s, GRADY, "beaudoin", CHAROLLES)
    helpers.put(s, GRADY, CHAROLLES, 3, 0)
    to_battles(s, GRADY)
    engine.apply(s, DeclareBattle(CHAROLLES, GUNTER))
    s.battle.sides[1].append(DAVID)  # David joined the defenders
    events: list[Event] = []
    kill_lord(s, "arthur", "Battle", events)
    assert RelicPassed(DAVID, "arthur", GRAIL, GUNTER, "charles") in events
    assert s.relics.relics[GRAIL].holder == "charles"


# --------------------------------------------------------------------------- the Teeth (11.1.1)


def _teeth_position() -> State:
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 1, 0)
    hold(s, TEETH, "arthur")
    lord(s, GRADY, "beaudoin", SIGY)
    lord(s, GRADY, "charles", SIGY)
    helpers.put(s, GRADY, SIGY, 0, 1)
    s.fief_titles[5] = None
    return s


def test_the_teeth_cancel_a_death_at_once_and_leave_the_game() -> None:
    """11.1.1: the holder, wherever he is, cancels a lord's death the moment it happens,
    once; the lord returns with his titles and the relic leaves the game."""
    s = _teeth_position()
    s.bishops[5] = "beaudoin"
    events: list[Event] = []
    kill_lord(s, "beaudoin", "Assassination", events)
    engine._advance(s, events)
    assert "beaudoin" not in s.lords and 5 not in s.bishops
    d = engine.pending(s)
    assert d.seat == KIRSTEN and d.kind == "teeth" and d.interrupt
    assert "Beaudoin" in str(d.prompt) and set(d.options) == {UseTeeth(True), UseTeeth(False)}
    snapshot = engine.view_for(s, GRADY).relics.teeth[0].before
    assert "beaudoin" in snapshot["lords"]  # the copy of the board is public: no hand, no deck
    assert "lord_deck" not in snapshot and all("hand" not in f for f in snapshot["families"])
    events = engine.apply(s, UseTeeth(True))
    assert LordSaved(KIRSTEN, "beaudoin", GRADY) in events
    assert s.lords["beaudoin"].village == SIGY and s.bishops[5] == "beaudoin"
    assert s.families[GRADY].lords == ["beaudoin", "charles"] and "beaudoin" not in s.lord_discard
    assert s.relics.relics[TEETH].removed and relics.holder(s, TEETH) is None
    assert engine.pending(s).kind == "purchase"
    kill_lord(s, "charles", "Plague", events)  # spent: no second rescue
    assert not s.relics.teeth


def test_a_holder_who_lets_a_lord_die_keeps_the_teeth() -> None:
    s = _teeth_position()
    helpers.give(s, KIRSTEN, "assassination")
    s.rng = Dice(1)
    engine.apply(s, Assassinate("beaudoin", "arthur"))
    while engine.pending(s).kind == "react":
        engine.apply(s, Done())
    assert engine.pending(s).kind == "teeth"
    engine.apply(s, UseTeeth(False))
    assert "beaudoin" not in s.lords and relics.holder(s, TEETH).id == "arthur"


# --------------------------------------------------------------------------- the end of Play Cards (11.1.1)


def test_the_eyes_of_saint_roseline_move_a_heavy_rain_where_the_die_says() -> None:
    """11.1.1: at the end of the Play Cards step the holder rolls for a Heavy Rain: its
    own number or 6 keeps it there, another number moves it, onto a second Heavy Rain it
    is discarded."""
    s = board()
    lord(s, GRADY, "arthur", SIGY)
    hold(s, EYES, "arthur")
    helpers.finish_turns_until(s, "draw")  # round 2: nobody draws, so nothing is played
    s.lying = {2: ["heavy-rain"], 4: ["heavy-rain"]}
    s.cache.clear()
    while engine.pending(s).kind == "draw":
        engine.apply(s, Done())
    d = engine.pending(s)
    assert d.kind == "relic_rite" and d.seat == GRADY
    assert set(d.options) == {RelicRite(EYES, 2), RelicRite(EYES, 4), RelicRite(EYES, 0), RelicRite(EYES, -1)}
    s.rng = Dice(2, 2)  # the first stays on its own number, the second moves onto the first
    events = engine.apply(s, RelicRite(EYES, 0))
    assert RelicRolled(GRADY, EYES, "heavy-rain", 2, 2, "stays") in events
    assert RelicRolled(GRADY, EYES, "heavy-rain", 4, 2, "discarded", 2) in events
    assert s.lying.get(2) == ["heavy-rain"] and "heavy-rain" not in s.lying.get(4, [])
    assert engine.pending(s).kind != "relic_rite" and s.phase == 4  # the rite is over; income came


def test_the_eyes_move_one_rain_to_the_bishopric_rolled_and_a_six_keeps_it() -> None:
    s = board()
    lord(s, GRADY, "arthur", SIGY)
    hold(s, EYES, "arthur")
    s.lying = {3: ["heavy-rain"]}
    s.relics.rite_round = 0
    s.relics.rite_round = 0
    assert relics.queue_rites(s)
    s.rng = Dice(5)
    events: list[Event] = []
    relics.rite(s, GRADY, RelicRite(EYES, 3), events)
    assert events == [RelicRolled(GRADY, EYES, "heavy-rain", 3, 5, "moves", 5)]
    assert s.lying[5] == ["heavy-rain"] and s.lying[3] == []
    s.relics.rites = [EYES]
    s.rng = Dice(6)
    events = []
    relics.rite(s, GRADY, RelicRite(EYES, 5), events)
    assert events == [RelicRolled(GRADY, EYES, "heavy-rain", 5, 6, "stays")]


def test_the_bone_of_saint_rhadegund_ends_a_chosen_famine_on_four_to_six() -> None:
    """11.1.1: the holder chooses which Famines to roll for; 4-6 removes one."""
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    hold(s, BONE, "arthur")
    s.lying = {1: ["famine"], 3: ["famine"], 5: ["famine"]}
    s.relics.rite_round = 0
    assert relics.queue_rites(s)
    s.cache.clear()
    d = engine.pending(s)
    assert d.kind == "relic_rite" and d.seat == KIRSTEN
    assert set(d.options) == {RelicRite(BONE, 1), RelicRite(BONE, 3), RelicRite(BONE, 5), RelicRite(BONE, -1)}
    s.rng = Dice(4, 3)
    events = engine.apply(s, RelicRite(BONE, 3))
    assert RelicRolled(KIRSTEN, BONE, "famine", 3, 4, "ends") in events and s.lying[3] == []
    assert set(engine.pending(s).options) == {RelicRite(BONE, 1), RelicRite(BONE, 5), RelicRite(BONE, -1)}
    events = engine.apply(s, RelicRite(BONE, 1))
    assert RelicRolled(KIRSTEN, BONE, "famine", 1, 3, "stays") in events and s.lying[1] == ["famine"]
    engine.apply(s, RelicRite(BONE, -1))
    assert engine.pending(s).kind != "relic_rite" and s.lying[5] == ["famine"]


def test_an_unheld_relic_does_nothing() -> None:
    """11.1: as long as no lord holds a relic, it cannot be used."""
    s = board()
    lay(s, BONE, BLAYE)
    s.lying = {1: ["famine"]}
    s.relics.rite_round = 0
    assert not relics.queue_rites(s)


def test_relic_actions_are_described_in_words() -> None:
    s = board()
    lord(s, KIRSTEN, "arthur", BLAYE)
    names = engine.names_for(s)
    texts: dict[Action, str] = {
        TakeRelic(GRAIL, "arthur"): "Arthur takes the Holy Grail",
        UseTeeth(True): "Spend the Teeth of Saint Géronce: he lives",
        RelicRite(BONE, 3): "Roll for the Famine of the Bishopric of St Gérôme (3)",
        RelicRite(EYES, 0): "Roll for every Heavy Rain",
    }
    for action, text in texts.items():
        assert str(describe(action, s, names)) == text


def test_a_game_with_the_relics_saves_and_replays(tmp_path) -> None:
    """Saves round-trip: a random game with the Holy Relics, in which a relic was taken
    and a Teeth offer or a rite came up, loads by replaying its actions to the same state."""
    from game.ai import RandomBot
    from game.core.record import GameRecord
    from game.games.fief.descriptor import DESCRIPTOR as FIEF

    for seed in range(4, 40):
        rec = GameRecord(FIEF, helpers.data(), helpers.config(4, variants=RELICS, max_rounds=6), seed)
        bots = [RandomBot(seed + i) for i in range(4)]
        kinds: set[str] = set()
        while (d := engine.pending(rec.state)) is not None:
            kinds.add(d.kind)
            rec.apply(bots[d.seat].choose(rec.state, d))
        if {"teeth", "relic_rite"} & kinds and any(a.kind == "take_relic" for a in rec.actions):
            break
    else:
        raise AssertionError("no random game took a relic and used one")
    path = tmp_path / "relics.json"
    rec.save(path)
    again = GameRecord.load(FIEF, helpers.data(), path)
    assert again.state.to_json() == rec.state.to_json() and again.state.relics is not None


def test_the_holder_of_the_teeth_may_save_himself() -> None:
    """Silent in 11.1.1: the holder dies of the Plague; his family may still spend the
    Teeth on him, and he comes back without them."""
    s = _teeth_position()
    events: list[Event] = []
    kill_lord(s, "arthur", "Plague", events)
    assert RelicDropped(KIRSTEN, "arthur", TEETH, BLAYE) in events
    engine._advance(s, events)
    s.cache.clear()
    d = engine.pending(s)
    assert d.kind == "teeth" and d.seat == KIRSTEN
    engine.apply(s, UseTeeth(True))
    assert s.lords["arthur"].village == BLAYE and s.relics.relics[TEETH].removed
    assert relics.place_of(s, TEETH) == ""


def test_a_heavy_rain_moved_onto_good_weather_cancels_with_it() -> None:
    """Silent in 11.1.1: as when Good Weather is played on a Heavy Rain (2.4.3), both go."""
    s = board()
    lord(s, GRADY, "arthur", SIGY)
    hold(s, EYES, "arthur")
    s.lying = {1: ["heavy-rain"], 2: ["good-weather"]}
    s.relics.rite_round = 0
    assert relics.queue_rites(s)
    s.rng = Dice(2)
    events: list[Event] = []
    relics.rite(s, GRADY, RelicRite(EYES, 1), events)
    assert events == [RelicRolled(GRADY, EYES, "heavy-rain", 1, 2, "cancelled", 2)]
    assert s.lying == {1: [], 2: []} and s.fortune_discard[-2:] == ["heavy-rain", "good-weather"]


def test_a_game_with_the_relics_needs_one_relic_per_bishopric() -> None:
    class Data:
        variants = helpers.data().variants
        board = type("Board", (), {"bishoprics": {1: None, 2: None}})()

    assert "one relic for each of the 2 bishoprics; the data lists 5" in str(relics.check_config(Data(), RELICS))
    assert relics.check_config(helpers.data(), RELICS) is None


def test_a_sampled_state_from_a_view_can_answer_the_teeth() -> None:
    """The contract's hidden information: a family's view of a Teeth offer is enough for
    a sampled state (``sample_state``) to play the answer on."""
    from game.core.rng import Rng
    from game.games.fief.rules.contract import RULES

    s = _teeth_position()
    events: list[Event] = []
    kill_lord(s, "beaudoin", "Plague", events)
    engine._advance(s, events)
    s.cache.clear()
    sample = RULES.sample_state(engine.view_for(s, KIRSTEN), KIRSTEN, Rng(3))
    engine.apply(sample, UseTeeth(True))
    assert sample.lords["beaudoin"].village == SIGY and sample.relics.relics[TEETH].removed


def test_a_cardinal_brought_back_keeps_his_cardinal_card_out_of_the_discard_pile() -> None:
    """The Teeth undo the whole death: the Cardinal card his death discarded (1.6) is his
    again, and every Lord-deck card is in exactly one place."""
    from . import invariants

    s = _teeth_position()
    s.bishops[5] = "beaudoin"
    s.lord_deck.remove("cardinal")
    s.cardinals["beaudoin"] = "cardinal"
    events: list[Event] = []
    kill_lord(s, "beaudoin", "Battle", events)
    assert "cardinal" in s.lord_discard and "beaudoin" not in s.cardinals
    engine._advance(s, events)
    s.cache.clear()
    engine.apply(s, UseTeeth(True))
    assert s.cardinals == {"beaudoin": "cardinal"} and s.bishops[5] == "beaudoin"
    assert "cardinal" not in s.lord_discard and "beaudoin" not in s.lord_discard
    invariants.check(s)


def test_under_fog_of_war_the_teeths_copies_of_the_board_keep_counters_face_down() -> None:
    """11.1.1 with 11.2: the Teeth's offer carries the board as it was around the death;
    under Fog of War another family reads those copies with every counter it may not see
    face down, as on the map, and the contract lists them among its secrets."""
    from game.games.fief.rules.contract import RULES
    from tests.contract.test_contract import at, covered, differences, normal

    s = bare(3, variants=[*RELICS, "fog_of_war"])
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 1, 0)
    hold(s, TEETH, "arthur")
    lord(s, GRADY, "beaudoin", SIGY)
    lord(s, GRADY, "charles", SIGY)
    helpers.put(s, GRADY, SIGY, 2, 1)
    events: list[Event] = []
    kill_lord(s, "beaudoin", "Plague", events)
    engine._advance(s, events)
    assert engine.pending(s).kind == "teeth"
    full = s.relics.teeth[0]
    assert full.before["villages"][SIGY]["troops"][str(GRADY)] == [2, 1]
    for name in ("before", "after"):
        seen = getattr(engine.view_for(s, KIRSTEN).relics.teeth[0], name)
        assert seen["villages"][SIGY]["troops"][str(GRADY)] == [0, 0, 3]  # three counters, kinds unknown
        assert seen["villages"][BLAYE]["troops"][str(KIRSTEN)] == [1, 0]  # her own, face up
        assert "disaster_track" not in seen and "new_troops" not in seen
    own = engine.view_for(s, GRADY).relics.teeth[0].before
    assert own["villages"][SIGY]["troops"][str(GRADY)] == [2, 1]
    hidden = RULES.secrets(s, KIRSTEN)
    diff = differences(normal(s.to_json()), normal(engine.view_for(s, KIRSTEN).to_json()))
    assert diff and all(covered(path, hidden) for path in diff)
    assert at(normal(s.to_json()), ("relics", "teeth", 0, "before", "villages", SIGY, "troops", str(GRADY))) == [2, 1]
