"""Saves written before the platform (format version 1, Fief only) still load.

The two files were written by Seneschal's Fief before games became plug-ins: one a
finished three-round game of heuristic bots, one a game stopped in round 5. Loading
replays every action and compares the snapshot's hash, so a change to the rules or to
the save format that broke old saves fails here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import saves
from game.core.record import GameRecord
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from tests.games.fief import helpers

OLD = Path(__file__).parent / "saves"


@pytest.mark.parametrize("name, actions, rnd", [("fief-v1-heuristic.json", 251, 3), ("fief-v1-midgame.json", 400, 5)])
def test_a_version_1_save_loads_and_replays_to_its_snapshot(name: str, actions: int, rnd: int) -> None:
    raw = json.loads((OLD / name).read_text())
    assert raw["version"] == 1 and "game_version" not in raw  # the file really is of the old format
    doc = saves.read_save(OLD / name)
    assert doc.game == "fief" and doc.game_version == 1
    rec = GameRecord.from_save(FIEF, helpers.data(), doc)
    assert len(rec.actions) == actions
    assert rec.state.round == rnd
    assert saves.state_hash(rec.snapshot()) == raw["snapshot_hash"]


def test_a_loaded_old_save_is_written_back_in_the_new_format(tmp_path: Path) -> None:
    rec = GameRecord.load(FIEF, helpers.data(), OLD / "fief-v1-midgame.json")
    rec.save(tmp_path / "new.json")
    doc = json.loads((tmp_path / "new.json").read_text())
    assert doc["version"] == saves.VERSION == 2 and doc["game"] == "fief" and doc["game_version"] == 1
    again = GameRecord.load(FIEF, helpers.data(), tmp_path / "new.json")
    assert again.snapshot() == rec.snapshot()


def test_the_replay_command_reads_an_old_save() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(OLD / "fief-v1-heuristic.json"), "--verify"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "251 actions replayed and its snapshot hash matches" in done.stdout


def test_the_replay_command_names_the_file_of_a_save_of_an_unknown_game(tmp_path: Path) -> None:
    path = tmp_path / "chess.json"
    saves.write_save(path, "chess", {"seats": []}, 1, [], {"board": []})
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1
    assert (
        done.stderr.strip()
        == f"{path}: game: unknown game 'chess'; the games are: fief, troyes, ortus_regni, feudality"
    )
