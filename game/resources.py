"""The one place that finds the product's folders: assets/, maps/ and data/.

In the source tree they sit beside the ``game`` package; in a PyInstaller bundle they
are unpacked under ``sys._MEIPASS``. ``SENESCHAL_ROOT`` overrides both (tests, mods).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def root() -> Path:
    override = os.environ.get("SENESCHAL_ROOT")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def data_dir(game: str = "fief") -> Path:
    return root() / "data" / game


def map_path(game: str = "fief") -> Path:
    return root() / "maps" / f"{game}.tmx"


def assets_dir() -> Path:
    return root() / "assets"


def user_dir() -> Path:
    """Where saves, autosaves and settings live (never inside the bundle)."""
    override = os.environ.get("SENESCHAL_HOME")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home())) / "Seneschal"
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / "Seneschal"
    else:
        path = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "seneschal"
    path.mkdir(parents=True, exist_ok=True)
    return path
