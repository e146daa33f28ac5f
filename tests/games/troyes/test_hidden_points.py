"""Victory points hidden or open, the set-up's choice (§5.2 note: "During the game, VP are
hidden"; inventory §8).

Hidden, the rulebook's way and the default: a seat's view shows no other seat's points
until the final scoring, and no event another seat can read states an amount of them:
the table hears that a family gains or loses points ("+? VP"), the family alone how
many. Open: every gain is told with its amount, and the totals show in every view, since
they follow from the gains.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import RandomBot
from game.core.contract import SeatConfig
from game.core.engine import Event
from game.core.errors import ConfigError
from game.core.i18n import text
from game.core.record import GameRecord
from game.core.rng import Rng
from game.games.troyes.descriptor import DESCRIPTOR
from game.games.troyes.rules import board, engine, roy
from game.games.troyes.rules.actions import Build, Group
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.events import CathedralCube, Changed, EventCountered, GroupTaken, Penalty, Tell
from game.games.troyes.rules.roy import RoyCharacter
from game.games.troyes.rules.state import HIDDEN_VP, NEUTRAL, VP_HIDDEN, VP_OPEN, TroyesConfig, TroyesState
from tests.games.troyes.helpers import NAMES, act, blank, data, die, event, of

SEEDS = (3, 8, 21)


# =========================================================================== the option
def test_the_option_is_offered_with_the_rulebooks_default() -> None:
    """§5.2 note: VP are hidden during the game, so "hidden" is the default; "open" is
    the table's other choice. The option is checked like the others."""
    option = next(o for o in DESCRIPTOR.options(data()) if o.id == "victory_points")
    assert (option.kind, option.default) == ("choice", VP_HIDDEN)
    assert [(value, label.id) for value, label in option.choices] == [
        (VP_HIDDEN, "troyes.option.vp_hidden"),
        (VP_OPEN, "troyes.option.vp_open"),
    ]
    assert (option.label.id, option.help.id) == ("troyes.option.victory_points", "troyes.option.victory_points_help")
    assert DESCRIPTOR.default_config(data(), 3).victory_points == VP_HIDDEN
    assert DESCRIPTOR.default_config(data(), 3, victory_points=VP_OPEN).victory_points == VP_OPEN
    with pytest.raises(ConfigError) as err:
        DESCRIPTOR.option_values(data(), {"victory_points": "shown"})
    assert err.value.args[0].id == "core.option.choice"
    seats = [SeatConfig(n, c.id) for n, c in zip(NAMES[:2], data().colours, strict=False)]
    with pytest.raises(ConfigError) as bad:
        engine.new_game(data(), TroyesConfig(seats, victory_points="shown"), 1)
    assert bad.value.args[0].id == "troyes.config.victory_points"


def test_the_config_keeps_its_choice_in_json() -> None:
    """A hidden game's config says so; an open one leaves the key out, as configs written
    before the option did (their gains were told with their amounts)."""
    hidden = DESCRIPTOR.default_config(data(), 2)
    assert hidden.to_json()["victory_points"] == VP_HIDDEN
    assert TroyesConfig.from_json(hidden.to_json()) == hidden
    shown = DESCRIPTOR.default_config(data(), 2, victory_points=VP_OPEN)
    assert "victory_points" not in shown.to_json()
    assert TroyesConfig.from_json(shown.to_json()).victory_points == VP_OPEN


# =========================================================================== hidden: the events
def test_a_hidden_gain_is_told_to_the_table_without_its_amount() -> None:
    """§4.4 (+1 VP and the site's Influence per cube), §5.2 note: the table hears of the
    gain and of the public Influence, the builder alone of its point."""
    s = blank(3)
    w = die(s, "white", 2, 0)
    die(s, "red", 1, 1)
    events = act(s, Build(), Group((w,)))
    assert of(events, GroupTaken) == [GroupTaken(0, "build", (("white", 2, 0),))]
    assert of(events, CathedralCube) == [CathedralCube(0, 0, 1, True)]
    public, own = of(events, Changed)
    assert public == Changed(0, 0, 0, 1, "", untold=1)
    assert public.visible_to is None and public.tells == (("players", 0, "influence"),)
    assert own == Changed(0, 0, 1, 0, "", audience=(0,))
    assert own.visible_to == (0,) and own.tells == (("players", 0, "vp"),)
    assert s.players[0].vp == 1
    tell = Tell(list(NAMES[:3]), data())
    assert text(public.message(tell), "en") == "Anna: +? VP and +1 Influence."
    assert text(own.message(tell), "en") == "Anna: +1 VP."
    assert text(public.message(tell), "fr") == "Anna : +? PV et +1 Influence."


def test_a_hidden_penalty_is_told_to_the_table_without_its_amount() -> None:
    """§4.11: −2 VP, none below 0. The table hears of the penalty; the seat alone of what
    it lost, and nothing when it had nothing to lose (which the table must not learn)."""
    s = blank(3)
    s.players[1].vp = 5
    events: list[Event] = []
    board.lose_vp(s, 1, "black", "", events)
    board.lose_vp(s, 2, "salaries", "", events)
    assert events == [
        Penalty(1, 0, "black", "", untold=True),
        Penalty(1, 2, "black", "", audience=(1,)),
        Penalty(2, 0, "salaries", "", untold=True),
    ]
    assert [e.visible_to for e in events] == [None, (1,), None]
    assert [e.tells for e in events] == [(), (("players", 1, "vp"),), ()]
    assert [s.players[1].vp, s.players[2].vp] == [3, 0]
    tell = Tell(list(NAMES[:3]), data())
    assert text(events[0].message(tell), "en") == "Faye cannot counter the black die and loses victory points."
    assert text(events[1].message(tell), "en") == "Faye cannot counter the black die and loses 2 VP."


def test_a_hidden_loss_floored_at_zero_is_still_told_as_a_loss() -> None:
    """A loss asked of a seat with no points changes nothing, yet the table hears of a
    loss all the same: otherwise it would learn that the seat had no points."""
    s = blank(2)
    events: list[Event] = []
    board.change(s, 1, events, vp=-2, cause="merchant")
    assert events == [Changed(1, 0, 0, 0, "merchant", untold=-1)]


def test_a_countered_events_awards_are_told_to_each_seat_alone() -> None:
    """§4.10: 3 VP to the most cubes, 1 to the second (Brigands); with hidden points the
    countering names who gains points, each seat learning its own award."""
    s = blank(3)
    i = event(s, "brigands", [(0, 1), (1, 2), (0, 3)])
    events: list[Event] = []
    board.put_cube(s, 1, i, events)  # 2 cubes each: Anna placed first
    countered = of(events, EventCountered)
    assert countered == [EventCountered(0, "brigands", (), True, (0, 1))]
    assert countered[0].tells == () and countered[0].seats == (0, 1)
    own = [e for e in of(events, Changed) if e.audience]
    assert [(e.seat, e.vp, e.cause, e.audience) for e in own] == [(0, 2, "brigands", (0,)), (1, 2, "brigands", (1,))]
    assert [s.players[0].vp, s.players[1].vp] == [2, 2]
    tell = Tell(list(NAMES[:3]), data())
    assert (
        text(countered[0].message(tell), "en")
        == "Brigands is countered (? VP to Anna and ? VP to Faye); Anna takes the card."
    )


def test_the_solo_game_has_nobody_to_hide_points_from() -> None:
    """Appendix A: one family against le Roy, who is no seat and plays in the open; with
    the option at its default the player's points are still told with their amounts
    (here a character of the stack, note 7), and no view hides them."""
    s, _ = engine.new_game(data(), TroyesConfig([SeatConfig("Anna", data().colours[0].id)]), 2)
    assert s.roy is not None and s.config.victory_points == VP_HIDDEN and not s.config.hidden_vp
    s.roy.characters = ["henry_i"]  # the event cards won: 1 for the player, none for le Roy
    s.players[0].won = ["brigands"]
    events: list[Event] = []
    roy.character_action(s, events)
    assert events == [RoyCharacter(NEUTRAL, "henry_i", 1, 0), Changed(0, 0, 1, 0, "henry_i")]
    assert events[0].tells == (("players", 0, "vp"), ("roy", "vp"))
    assert RULES.view_for(s, None).players[0].vp == 1
    assert not [sec for sec in RULES.secrets(s, None) if sec.path[-1] == "vp"]


# =========================================================================== views and secrets
def test_open_points_show_in_every_view_and_are_no_secret() -> None:
    """With points open the totals follow from the gains told: no view hides them."""
    s = blank(3, victory_points=VP_OPEN)
    s.players[1].vp = 7
    assert RULES.view_for(s, 0).players[1].vp == 7
    assert RULES.view_for(s, None).players[1].vp == 7
    assert not [sec for sec in RULES.secrets(s, 0) if sec.path[-1] == "vp"]
    assert ("players", 1, "characters") in {sec.path for sec in RULES.secrets(s, 0)}
    sample = RULES.sample_state(RULES.view_for(s, 0), 0, Rng(4))
    assert sample.players[1].vp == 7


def test_hidden_points_are_each_seats_own() -> None:
    s = blank(3)
    s.players[1].vp = 7
    assert RULES.view_for(s, 0).players[1].vp == HIDDEN_VP
    assert RULES.view_for(s, 1).players[1].vp == 7
    assert ("players", 1, "vp") in {sec.path for sec in RULES.secrets(s, 0)}


def test_an_open_gain_is_one_event_with_its_amount() -> None:
    s = blank(3, victory_points=VP_OPEN)
    w = die(s, "white", 2, 0)
    die(s, "red", 1, 1)
    events = act(s, Build(), Group((w,)))
    assert of(events, Changed) == [Changed(0, 0, 1, 1, "")]
    assert of(events, Changed)[0].visible_to is None


# =========================================================================== whole games
def played(players: int, seed: int, mode: str) -> tuple[TroyesState, list[Event]]:
    """A seeded game between random bots, every event of it (the set-up's first)."""
    seats = [SeatConfig(NAMES[i], c.id) for i, c in enumerate(data().colours[:players])]
    s, events = RULES.new_game(data(), TroyesConfig(seats, victory_points=mode), seed)
    bots = [RandomBot(seed * 5 + i) for i in range(players)]
    while (d := RULES.pending(s)) is not None:
        events += RULES.apply(s, bots[d.seat].choose(s, d))
    return s, events


def stated(events: list[Event], reader: int, seat: int) -> list[int]:
    """Every change of ``seat``'s points stated by an event ``reader`` can read, before
    the final scoring (the gains and penalties, as a score sheet adds them up)."""
    out: list[int] = []
    for e in events:
        if e.reveals or (e.visible_to is not None and reader not in e.visible_to):
            continue
        if isinstance(e, Changed) and e.seat == seat and e.vp:
            out.append(e.vp)
        elif isinstance(e, Penalty) and e.seat == seat and e.vp:
            out.append(-e.vp)
    return out


@pytest.mark.parametrize("seed", SEEDS)
def test_with_hidden_points_no_seat_can_rebuild_anothers_total(seed: int) -> None:
    """§5.2 note: the events a seat can read state no amount of another seat's points
    (none of them tells that place), so its total cannot be added up from them; each
    seat's own events add up to the points it took in play (``Score.tokens``)."""
    players = 2 + seed % 3
    s, events = played(players, seed, VP_HIDDEN)
    tokens = [score.tokens for score in s.final]
    assert any(tokens), "a game where nobody scored a point proves nothing"
    for reader in range(players):
        for seat in range(players):
            amounts = stated(events, reader, seat)
            if seat == reader:
                assert sum(amounts) == tokens[seat]
            else:
                assert amounts == []
                told = [e for e in events if not e.reveals and ("players", seat, "vp") in e.tells]
                assert all(e.visible_to == (seat,) for e in told), told
    untold = [e for e in events if isinstance(e, Changed) and e.untold]
    assert untold and all(e.vp == 0 and e.visible_to is None for e in untold)


@pytest.mark.parametrize("seed", SEEDS)
def test_with_open_points_every_seat_can_rebuild_every_total(seed: int) -> None:
    """With points open, the events every seat reads add up to every seat's points, as
    the views show them."""
    players = 2 + seed % 3
    s, events = played(players, seed, VP_OPEN)
    for reader in range(players):
        for seat in range(players):
            assert sum(stated(events, reader, seat)) == s.final[seat].tokens
    assert not [e for e in events if getattr(e, "untold", False) or getattr(e, "audience", ())]


def test_the_public_chronicle_of_a_hidden_game_states_no_points(tmp_path: Path) -> None:
    """``replay --chronicle`` prints what everyone may read: the gains as "+? VP", never
    a family's amount, until the final scoring."""
    config = DESCRIPTOR.default_config(data(), 3, bots=["random"] * 3)
    record = GameRecord(DESCRIPTOR, data(), config, 5)
    bots = [RandomBot(50 + i) for i in range(3)]
    while (d := RULES.pending(record.state)) is not None:
        record.apply(bots[d.seat].choose(record.state, d))
    path = tmp_path / "hidden.json"
    record.save(path)
    assert json.loads(path.read_text())["config"]["victory_points"] == VP_HIDDEN
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path), "--chronicle", "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    scoring = next(i for i, line in enumerate(lines) if "during play" in line)
    before = lines[:scoring]
    assert any("+? VP" in line for line in before)
    for seat in config.seats:
        amounts = (rf"^{seat.name}: .*[+−]\d+ VP", rf"\d+ VP to {seat.name}\b", rf"^{seat.name} .* loses \d+ VP")
        assert not [line for line in before if any(re.search(a, line) for a in amounts)], seat.name


def test_le_roys_points_are_told_with_their_amounts() -> None:
    """Le Roy is no seat: his points are told with their amounts (Appendix A.1)."""
    s, _ = engine.new_game(data(), TroyesConfig([SeatConfig("Anna", data().colours[0].id)]), 2)
    events: list[Event] = []
    board.change(s, NEUTRAL, events, vp=2)
    assert events == [Changed(NEUTRAL, 0, 2, 0, "")]
    assert events[0].tells == (("roy", "vp"),)
