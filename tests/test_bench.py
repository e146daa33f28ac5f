"""`python -m game bench` reports every figure with its baseline measured in the same run,
their ratio and the target for it, and its exit status says whether every ratio was
met (the figures themselves are not judged here: timing belongs to the benchmark, not
the tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from game.benchfig import Figure


def test_bench_reports_every_figure_against_its_baseline() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run(
        [sys.executable, "-m", "game", "bench", "--quick", "--json"],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    assert r.returncode in (0, 1), r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    names = {f["name"] for f in out["figures"]}
    engine = {"data_load", "random_game_action", "legal_actions", "replay_action"}
    clones = {"clone_early", "clone_middle", "clone_late"}
    client = {"frame_median", "frame_p95", "startup", "idle_title", "idle_table"}
    assert engine | clones | client <= names
    assert len([n for n in names if n.startswith("memory_round_")]) == 2  # two rounds against a first
    for figure in out["figures"]:
        assert figure["value"] > 0 and figure["baseline"] > 0 and figure["target"] > 0
        assert abs(figure["ratio"] - figure["value"] / figure["baseline"]) < 1e-2 * max(1.0, figure["ratio"])
        met = figure["ratio"] >= figure["target"] if figure["higher_is_better"] else figure["ratio"] <= figure["target"]
        if figure["ceiling"] is not None:
            met = met and figure["value"] <= figure["ceiling"]
        assert figure["ok"] == met
    for name in ("idle_title", "idle_table"):  # a share of one core, under 5% of it whatever the ratio
        idle = next(f for f in out["figures"] if f["name"] == name)
        assert idle["unit"] == "%" and idle["ceiling"] == 5.0 and idle["baseline_name"] == "a bare window that sleeps"
    assert out["ok"] == all(f["ok"] for f in out["figures"])
    assert r.returncode == (0 if out["ok"] else 1)


def test_a_figure_is_judged_by_its_ratio() -> None:
    fast = Figure("frame_median", value=1.5, baseline=0.5, unit="ms", target=6.0)
    assert fast.ratio == 3.0 and fast.ok
    slow = Figure("frame_median", value=3.75, baseline=0.5, unit="ms", target=6.0)
    assert slow.ratio == 7.5 and not slow.ok
    many = Figure("moves", value=10.0, baseline=1.0, unit="/s", target=20.0, higher_is_better=True)
    assert not many.ok and "MISSED" in many.line() and "baseline" in many.line()


def test_a_figure_with_a_ceiling_is_met_only_within_its_ratio_and_its_ceiling() -> None:
    from game.core.i18n import m

    def idle(value: float, baseline: float) -> Figure:
        return Figure(
            "idle_title", value, baseline, "%", 4.0, baseline_name=m("core.bench.baseline.bare_idle"), ceiling=5.0
        )

    assert idle(0.6, 0.3).ok  # twice the bare loop, well under 5% of a core
    assert not idle(1.5, 0.3).ok  # five times the bare loop
    assert not idle(6.0, 3.0).ok  # twice a busy machine's bare loop, but past 5% of a core
    line = idle(0.6, 0.3).line()
    assert line.endswith("ratio     2.00  target <= 4, value <= 5 %  ok")
    assert "baseline 0.3 % (a bare window that sleeps)" in line
    assert idle(6.0, 3.0).line().endswith("target <= 4, value <= 5 %  MISSED")


def test_a_figure_line_reads_as_it_always_did_in_english() -> None:
    from game.core.i18n import m

    for figure in (
        Figure("data_load", 1234.5, 0.5, "ms", 16.0, baseline_name=m("core.bench.baseline.files_bare")),
        Figure("moves", value=10.0, baseline=1.0, unit="/s", target=20.0, higher_is_better=True),
        Figure(
            "memory_round_10", 210.25, 200.0, "MiB", 1.2, baseline_name=m("core.bench.baseline.after_round", round=3)
        ),
    ):
        sign = ">=" if figure.higher_is_better else "<="
        mark = "ok" if figure.ok else "MISSED"
        named = f" ({figure.baseline_name})" if figure.baseline_name else ""
        base = f"{figure.baseline:,.4g} {figure.unit}{named}"
        assert figure.line() == (
            f"{figure.name:<30} {figure.value:>12,.4g} {figure.unit:<6} baseline {base:<34} "
            f"ratio {figure.ratio:>8,.2f}  target {sign} {figure.target:g}  {mark}"
        )
    assert "(after round 3)" in figure.line()
