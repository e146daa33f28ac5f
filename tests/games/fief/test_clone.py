"""``State.clone()``: cheap (villages and lords are shared until one of the two states
changes one, ``State.edit_village``/``edit_lord``) and fully independent. Seeded random
games check, position after position, that playing a clone never changes the game and
playing the game never changes a clone, with every optional rule that writes to the
board (Fog of War turns counters face down in views and samples, the Holy Relics bring
the dead back)."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai import make_bot
from game.core.record import GameRecord
from game.core.rng import Rng
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.state import State

from . import helpers
from .helpers import v

VARIANTS = ([], ["fog_of_war"], ["holy_relics"], ["fog_of_war", "holy_relics", "hidden_deniers"])


def test_a_clone_has_every_field_of_the_state_and_its_json() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    c = s.clone()
    for f in dataclasses.fields(State):
        assert hasattr(c, f.name), f"clone() leaves out {f.name}"
    assert c.to_json() == s.to_json() and c.rng.to_json() == s.rng.to_json()
    assert c.villages is not s.villages and c.lords is not s.lords and c.families[0] is not s.families[0]


def test_a_village_or_lord_changed_after_a_clone_is_copied_first() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    blaye, lord = v("Blaye"), helpers.lord_of(s, 0)
    c = s.clone()
    assert c.villages[blaye] is s.villages[blaye] and c.lords[lord] is s.lords[lord]  # shared
    c.edit_village(blaye).mills = 2
    c.edit_lord(lord).spouse = "blanche"
    assert s.villages[blaye].mills == 0 and s.lords[lord].spouse == ""
    assert c.edit_village(blaye) is c.villages[blaye]  # copied once, then its own
    s.edit_village(blaye).stronghold = False
    assert c.villages[blaye].stronghold and c.villages[blaye].mills == 2


@pytest.mark.parametrize("seed", range(4))
def test_playing_a_clone_never_changes_the_game_and_the_other_way_round(seed: int) -> None:
    data = helpers.data()
    seats = 3 + seed % 4
    kind = "heuristic" if seed % 2 else "random"
    config = FIEF.default_config(data, seats, bots=[kind] * seats, max_rounds=4, **dict.fromkeys(VARIANTS[seed], True))
    record = GameRecord(FIEF, data, config, seed)
    s = record.state
    bots = [make_bot(FIEF, kind, seed * 7 + i) for i in range(seats)]
    rng = Rng(seed, stream=11)
    live: list[tuple[State, dict]] = []  # clones and what their JSON must stay
    step = 0
    while (d := engine.pending(s)) is not None:
        where = f"seed {seed}, action {step}"
        if rng.below(4) == 0:
            c = s.clone()
            live = [*live[-3:], (c, c.to_json())]
        if live and rng.below(3) == 0:  # a clone plays on: the game must not change
            i = rng.below(len(live))
            c = live[i][0]
            before = s.to_json()
            if (dc := engine.pending(c)) is not None:
                engine.apply(c, rng.choice(dc.options))
                live[i] = (c, c.to_json())
            assert s.to_json() == before, f"{where}: playing a clone changed the game"
        bot = bots[d.seat]
        view = engine.view_for(s, d.seat) if bot.needs_view else s
        before = s.to_json()
        action = bot.choose(view, d)
        assert s.to_json() == before, f"{where}: a view, or a bot thinking over it, changed the game"
        record.apply(action)
        for c, doc in live:
            assert c.to_json() == doc, f"{where}: {action} applied to the game changed a clone"
        step += 1
    assert engine.outcome(s) is not None and step > 100
