"""Saves: JSON with version, set-up, seed, actions and a snapshot hash; replay checks it;
damaged files get clear errors and are left untouched."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import sim
from game.core import saves
from game.core.errors import SaveError
from game.core.record import GameRecord
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine

from . import helpers


@pytest.fixture(scope="module")
def game_record() -> GameRecord:
    _, rec = sim.play_game(FIEF, helpers.data(), 4, "random", seed=5, max_rounds=4, record=True)
    assert rec is not None and len(rec.actions) > 50
    return rec


def test_save_then_replay_gives_the_same_state(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "game.json"
    game_record.save(path)
    doc = json.loads(path.read_text())
    assert doc["format"] == "seneschal-save" and doc["version"] == saves.VERSION
    assert doc["seed"] == 5 and doc["config"]["seats"][0]["name"]
    assert len(doc["actions"]) == len(game_record.actions)
    assert doc["snapshot_hash"] == saves.state_hash(game_record.snapshot())
    again = GameRecord.load(FIEF, helpers.data(), path)
    assert again.state.to_json() == game_record.state.to_json()
    assert again.actions == game_record.actions


def test_a_game_in_progress_resumes_at_the_same_decision(tmp_path: Path) -> None:
    s_rec = GameRecord(FIEF, helpers.data(), helpers.config(3), 9)
    from game.ai import RandomBot

    bot = RandomBot(1)
    for _ in range(30):
        s_rec.apply(bot.choose(s_rec.state, engine.pending(s_rec.state)))
    path = tmp_path / "mid.json"
    s_rec.save(path)
    loaded = GameRecord.load(FIEF, helpers.data(), path)
    assert engine.pending(loaded.state) == engine.pending(s_rec.state)


def test_writes_are_atomic_and_leave_no_temporary_files(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "game.json"
    path.write_text("old contents")
    game_record.save(path)
    assert sorted(os.listdir(tmp_path)) == ["game.json"]
    assert json.loads(path.read_text())["format"] == "seneschal-save"


def _expect_error(path: Path, pattern: str) -> None:
    before = path.read_bytes()
    with pytest.raises(SaveError, match=pattern):
        GameRecord.load(FIEF, helpers.data(), path)
    assert path.read_bytes() == before, "a failed load must leave the file untouched"


def test_truncated_file(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "cut.json"
    game_record.save(path)
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    _expect_error(path, r"cut\.json:\d+:\d+: not valid JSON \(the file seems cut short\)")


def test_wrong_version(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "future.json"
    game_record.save(path)
    doc = json.loads(path.read_text())
    doc["version"] = saves.VERSION + 1
    path.write_text(json.dumps(doc))
    _expect_error(path, "format version 3, newer than this Seneschal reads")


def test_edited_action(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "edited.json"
    game_record.save(path)
    doc = json.loads(path.read_text())
    i = next(i for i, a in enumerate(doc["actions"]) if a["kind"] == "buy")
    doc["actions"][i]["village"] = "nowhere"
    path.write_text(json.dumps(doc))
    _expect_error(path, rf"actions\.{i + 1}: the buy action cannot be replayed")


def test_edited_snapshot(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "rich.json"
    game_record.save(path)
    doc = json.loads(path.read_text())
    doc["snapshot"]["families"][0]["deniers"] += 100
    path.write_text(json.dumps(doc))
    _expect_error(path, "the snapshot does not match its hash")


def test_edited_snapshot_with_a_recomputed_hash(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "forged.json"
    game_record.save(path)
    doc = json.loads(path.read_text())
    doc["snapshot"]["families"][0]["deniers"] += 100
    doc["snapshot_hash"] = saves.state_hash(doc["snapshot"])
    path.write_text(json.dumps(doc))
    _expect_error(path, "replaying the .* actions gives a different game")


def test_not_a_save(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text('{"hello": 1}')
    _expect_error(path, "not a Seneschal save")
    empty = tmp_path / "empty.json"
    empty.write_text("")
    _expect_error(empty, "the file is empty")
    with pytest.raises(SaveError, match="no such save file"):
        GameRecord.load(FIEF, helpers.data(), tmp_path / "missing.json")


def test_replay_command_verifies_and_reports_errors(tmp_path: Path, game_record: GameRecord) -> None:
    path = tmp_path / "game.json"
    game_record.save(path)
    ok = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path), "--verify"], capture_output=True, text=True, timeout=120
    )
    assert ok.returncode == 0, ok.stderr
    assert "snapshot hash matches" in ok.stdout
    path.write_text(path.read_text()[:100])
    bad = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path), "--verify"], capture_output=True, text=True, timeout=120
    )
    assert bad.returncode == 1
    assert "not valid JSON" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize(
    "kind", ["react", "join_uprising", "lose_troops", "battle", "casualties", "truce", "ransom", "marriage_offer"]
)
def test_a_game_saved_inside_a_card_window_resumes_there(tmp_path: Path, kind: str) -> None:
    """Saved while a family answers an Assassination or Ambush, an Uprising, a Plague, or
    in the middle of a battle, a ransom or a marriage offer, the game loads at that same
    question, and the snapshot round-trips through JSON."""
    from game.ai import RandomBot
    from game.games.fief.rules.state import State

    for seed in range(80):
        rec = GameRecord(FIEF, helpers.data(), helpers.config(4, max_rounds=8), seed)
        bot = RandomBot(seed)
        while (d := engine.pending(rec.state)) is not None and d.kind != kind:
            rec.apply(bot.choose(rec.state, d))
        if d is not None:
            break
    assert d is not None and d.kind == kind
    path = tmp_path / "window.json"
    rec.save(path)
    loaded = GameRecord.load(FIEF, helpers.data(), path)
    assert engine.pending(loaded.state) == d
    snapshot = rec.state.to_json()
    assert State.from_json(snapshot, helpers.data()).to_json() == snapshot
