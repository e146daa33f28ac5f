"""`python -m game sim`: whole games between random bots, as one JSON object."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

CMD = [
    sys.executable,
    "-m",
    "game",
    "sim",
    "--players",
    "4",
    "--bots",
    "random",
    "--games",
    "3",
    "--seed",
    "11",
    "--max-rounds",
    "5",
    "--json",
]


def _run(cmd: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


def test_sim_prints_one_json_object_and_is_deterministic() -> None:
    a, b = _run(CMD), _run(CMD)
    assert a.returncode == 0, a.stderr
    one, two = json.loads(a.stdout), json.loads(b.stdout)
    assert set(one) == {"game", "games", "results", "seconds", "actions_per_second"}
    assert one["game"] == "fief"
    assert one["games"] == 3 and len(one["results"]) == 3
    for r in one["results"]:
        assert set(r) == {"seed", "rounds", "actions", "winners", "winner_seats", "end"}
        assert len(r["winner_seats"]) == len(r["winners"])
        assert r["end"] in ("victory", "round_limit")
        assert r["rounds"] <= 5 and r["actions"] > 0
    assert [r["seed"] for r in one["results"]] == [11, 12, 13]
    assert one["results"] == two["results"]  # the same apart from timings


@pytest.mark.parametrize(
    "args, message",
    [
        (["--players", "2"], "3 to 6 seats"),
        (["--bots", "genius"], "unknown bot 'genius'"),
        (["--games", "0"], "--games must be at least 1"),
    ],
)
def test_sim_rejects_bad_arguments_clearly(args: list[str], message: str) -> None:
    r = _run([sys.executable, "-m", "game", "sim", *args])
    assert r.returncode == 1
    assert message in r.stderr and "Traceback" not in r.stderr


def test_help_lists_the_subcommands() -> None:
    r = _run([sys.executable, "-m", "game", "--help"])
    assert r.returncode == 0
    for sub in ("play", "sim", "validate", "replay", "bench"):
        assert sub in r.stdout
