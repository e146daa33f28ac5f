"""The rules, the bots and the Tiled reader must run without pygame: a server, a bot
farm or a test can use them with no graphics library installed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PURE_PACKAGES = ("game.core", "game.games.fief.rules", "game.ai")

# Runs in a fresh interpreter so that nothing the test session already imported
# (pygame through the UI tests, say) can hide or cause a failure.
_PROBE = """
import importlib, json, pkgutil, sys

report = {"modules": {}, "culprit": None}
for name in sys.argv[1:]:
    package = importlib.import_module(name)
    if report["culprit"] is None and "pygame" in sys.modules:
        report["culprit"] = name
    found = report["modules"].setdefault(name, [])
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        importlib.import_module(info.name)
        found.append(info.name)
        if report["culprit"] is None and "pygame" in sys.modules:
            report["culprit"] = info.name
report["pygame_loaded"] = sorted(m for m in sys.modules if m.split(".")[0] == "pygame")
print(json.dumps(report))
"""


@pytest.fixture(scope="module")
def report() -> dict:
    """What a fresh interpreter loaded after importing every pure module."""
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *PURE_PACKAGES],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"importing the rules failed:\n{done.stderr}"
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_rules_and_bots_never_import_pygame(report: dict) -> None:
    assert report["pygame_loaded"] == [], f"importing {report['culprit']} loads pygame; only game.ui may import it"


def test_the_walk_found_modules_in_every_pure_package(report: dict) -> None:
    for package in PURE_PACKAGES:
        assert report["modules"][package], f"no modules found under {package}"


# Reads every map of the product with the generic Tiled reader, as the rules do.
_READ_MAPS = """
import json, sys
from pathlib import Path
from game.core import tiled

read = []
for path in sorted(Path("maps").glob("*.tmx")):
    tiled.read_map(path, tiled.project_for(path))
    read.append(path.name)
print(json.dumps({"maps": read, "pygame_loaded": sorted(m for m in sys.modules if m.split(".")[0] == "pygame")}))
"""


def test_reading_tiled_maps_never_imports_pygame() -> None:
    done = subprocess.run([sys.executable, "-c", _READ_MAPS], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"reading the maps failed:\n{done.stderr}"
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert "fief.tmx" in result["maps"]
    assert result["pygame_loaded"] == [], "game.core.tiled loads pygame while reading a map"
    assert "pygame" not in done.stderr
