"""Troyes saves of version 1, written before the victory points option, still load.

The two files were written by Seneschal before the option: a three-family game stopped
in round 3, and a whole solo game. In those games every gain was told with its amount,
so they go on with victory points open (``migrate_save``); loading replays every action
and compares the snapshot's hash, so a change that broke old saves fails here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import saves
from game.core.record import GameRecord
from game.games.troyes.descriptor import DESCRIPTOR
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.state import VP_OPEN
from tests.games.troyes.helpers import data

OLD = Path(__file__).parent / "saves"


@pytest.mark.parametrize(
    "name, actions, rnd", [("troyes-v1-3p-midgame.json", 70, 3), ("troyes-v1-1p-whole.json", 51, 4)]
)
def test_a_version_1_save_loads_with_open_points_and_replays_to_its_snapshot(name: str, actions: int, rnd: int) -> None:
    raw = json.loads((OLD / name).read_text())
    assert raw["game_version"] == 1 and "victory_points" not in raw["config"]  # from before the option
    doc = saves.read_save(OLD / name)
    rec = GameRecord.from_save(DESCRIPTOR, data(), doc)
    assert rec.config.victory_points == VP_OPEN
    assert len(rec.actions) == actions and rec.state.round == rnd
    assert saves.state_hash(rec.snapshot()) == raw["snapshot_hash"]


def test_an_old_game_goes_on_with_open_points_and_is_saved_as_version_2(tmp_path: Path) -> None:
    rec = GameRecord.load(DESCRIPTOR, data(), OLD / "troyes-v1-3p-midgame.json")
    view = RULES.view_for(rec.state, 0)
    assert [p.vp for p in view.players] == [p.vp for p in rec.state.players]  # open: no total hidden
    rec.save(tmp_path / "new.json")
    doc = json.loads((tmp_path / "new.json").read_text())
    assert doc["game_version"] == DESCRIPTOR.save_version == 2
    assert "victory_points" not in doc["config"]  # open, as before
    again = GameRecord.load(DESCRIPTOR, data(), tmp_path / "new.json")
    assert again.snapshot() == rec.snapshot() and again.config.victory_points == VP_OPEN


def test_the_replay_command_reads_an_old_save() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(OLD / "troyes-v1-1p-whole.json"), "--verify", "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "51 actions replayed and its snapshot hash matches" in done.stdout
