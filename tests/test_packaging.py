"""The project's packaging promises: what a fresh clone holds, what pip installs, and
that the two-command set-up (make play, make test) and the bundle recipe are in place."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _pyproject() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)


def _names(requirements: list[str]) -> set[str]:
    """Normalised distribution names ("PyYAML>=6; python_version>'3'" -> "pyyaml")."""
    names = set()
    for requirement in requirements:
        name = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
        assert name, f"cannot read the requirement {requirement!r}"
        names.add(re.sub(r"[-_.]+", "-", name.group(1)).lower())
    return names


def test_runtime_dependencies_are_declared() -> None:
    declared = _names(_pyproject()["project"]["dependencies"])
    assert {"pygame-ce", "pytmx", "pyyaml", "pydantic"} <= declared
    # pygame-ce and pygame install the same import name; never both.
    assert "pygame" not in declared


def test_test_and_bundle_extras_are_declared() -> None:
    extras = _pyproject()["project"]["optional-dependencies"]
    assert {"pytest", "hypothesis"} <= _names(extras["test"])
    assert "pyinstaller" in _names(extras["bundle"])


def test_requires_python_311_or_newer() -> None:
    spec = _pyproject()["project"]["requires-python"].replace(" ", "")
    assert re.fullmatch(r">=3\.11(\.0)?(,.*)?", spec), spec


def test_console_script_points_at_the_cli() -> None:
    assert _pyproject()["project"]["scripts"]["seneschal"] == "game.cli:main"


@pytest.mark.parametrize(
    "entry",
    [
        "pyproject.toml",
        "game",
        "assets",
        "maps",
        "data",
        "tests",
        "build.spec",
        "README.md",
        "docs",
        ".ci/run",
        "Makefile",
    ],
)
def test_top_level_layout(entry: str) -> None:
    assert (ROOT / entry).exists(), f"{entry} is missing from the top level"


def test_ci_script_is_an_executable_strict_bash_script() -> None:
    script = ROOT / ".ci" / "run"
    assert os.access(script, os.X_OK), ".ci/run must be executable"
    text = script.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "set -euo pipefail" in text
    assert "make test" in text, ".ci/run must run the same tests as the README"


def test_build_spec_bundles_the_game_folders() -> None:
    text = (ROOT / "build.spec").read_text(encoding="utf-8")
    ast.parse(text, filename="build.spec")
    for folder in ("data", "maps", "assets"):
        assert re.search(rf"[\"']{folder}[\"']", text), f"build.spec does not bundle {folder}/"
    assert '"seneschal"' in text
    assert "__main__.py" in text, "build.spec must start the app through game/__main__.py"


def test_makefile_checks_for_python_311() -> None:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "(3, 11)" in text


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_makefile_targets_parse() -> None:
    """A dry run of every public target: the Makefile parses and each target exists."""
    targets = ["play", "test", "sim", "validate", "bench", "bundle", "clean", "help"]
    env = {k: v for k, v in os.environ.items() if k not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL"}}
    done = subprocess.run(
        ["make", "--dry-run", "--always-make", *targets],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "-m game play" in done.stdout
    assert "-m pytest" in done.stdout
    assert "-m PyInstaller" in done.stdout and "build.spec" in done.stdout
