"""`python -m game bench` runs and reports every figure against its target (the figures
themselves are not judged here: timing belongs to the benchmark, not the tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def test_bench_reports_every_figure() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run(
        [sys.executable, "-m", "game", "bench", "--quick", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert r.returncode in (0, 1), r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    names = {f["name"] for f in out["figures"]}
    assert names == {
        "data_load_seconds",
        "random_game_actions_per_second",
        "legal_actions_per_second",
        "clone_per_second",
        "replay_actions_per_second",
        "frame_ms_median",
        "frame_ms_p95",
    }
    for figure in out["figures"]:
        assert figure["value"] > 0 and figure["target"] > 0
        assert figure["ok"] == (
            figure["value"] <= figure["target"]
            if figure["unit"] in ("s", "ms")
            else figure["value"] >= figure["target"]
        )
