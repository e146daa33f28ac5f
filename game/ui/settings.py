"""Player settings, kept as JSON in ``resources.config_dir()/settings.json``.

Loading is tolerant and never raises: a missing file gives the defaults silently; a file
that cannot be read, is not UTF-8 or not JSON, nests too deeply, holds a number too long
to read, or a field with a wrong value, gives the default for what is wrong plus a message
naming the file (and the line or the field), so the player learns why a setting was
reset. Reading never writes; the app leaves a file that had problems as it is until the
player changes a setting. The messages are ``Message``s, made words where shown (in
the language the settings themselves name). Saving
writes a temporary file, flushes it to disk and renames it over the old one, so a crash
never leaves half a settings file behind.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game import resources
from game.core import i18n, jsonform

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1
#: The largest settings file read (a sound one is a few hundred bytes).
SETTINGS_LIMIT = 1024 * 1024

MIN_WINDOW = (1280, 720)
MAX_WINDOW = (7680, 4320)
UI_SCALES: tuple[float, ...] = (0.8, 0.9, 1.0, 1.1, 1.2)
#: Animation speeds the player can pick, with their multiplier of the animation rate.
ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
#: How long what the whole table should see (a reveal, a die, a battle) stays up once
#: shown: 0 until a person clicks, else that many seconds.
HOLD_CHOICES: tuple[int, ...] = (0, 3, 5, 8)
#: The pace of the table: how many seconds each move another seat makes is held on the
#: board (lit, with its line in the list of moves) before the next one; "off" shows
#: them at once. A click or Space goes on at any pace.
PACES: dict[str, float] = {"off": 0.0, "quick": 0.6, "normal": 1.3, "slow": 2.6}


@dataclass
class Settings:
    """What the player chose in the Settings screen."""

    window_size: tuple[int, int] = MIN_WINDOW
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: str = "normal"
    #: how long each move of another seat is held on the board (``PACES``)
    pace: str = "normal"
    #: seconds what was revealed stays up once shown; 0: until a person at the table clicks
    hold_seconds: int = 0
    #: the game the title offered last (its registry id; "" : the catalogue's first)
    last_game: str = ""
    #: the language of the words: "" for the system's (when a catalogue exists for it,
    #: else English), or a code such as "fr"
    language: str = ""
    extra: dict[str, Any] = field(default_factory=dict, repr=False)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("extra")
        data["window_size"] = list(self.window_size)
        return {"version": SETTINGS_VERSION, **data, **self.extra}


def settings_path(create: bool = False) -> Path:
    """``settings.json`` in the player's config folder, moved there first from the one
    folder older versions kept everything in. With ``create``, the folder is made if
    needed (``resources.FolderError`` saying why it cannot be)."""
    folder = resources.config_dir()
    path = resources.adopt_legacy_file(SETTINGS_FILE, folder, "settings")
    if create and path.parent == folder:
        resources.ensure_dir(folder, "settings")
    return path


def _check_window_size(value: Any) -> tuple[int, int]:
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise ValueError(i18n.m("core.settings.expected_size"))
    w, h = value
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        size = f"{jsonform.show(w)}x{jsonform.show(h)}"
        least, most = f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}", f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}"
        raise ValueError(i18n.m("core.settings.size_outside", size=size, least=least, most=most))
    return (w, h)


def _check_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(i18n.m("core.settings.expected_bool"))
    return value


def _check_ui_scale(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(i18n.m("core.settings.expected_number"))
    if not (UI_SCALES[0] <= value <= UI_SCALES[-1]):
        raise ValueError(
            i18n.m(
                "core.settings.outside", value=jsonform.show(value), least=str(UI_SCALES[0]), most=str(UI_SCALES[-1])
            )
        )
    return float(value)


def _check_speed(value: Any) -> str:
    if not isinstance(value, str) or value not in ANIMATION_SPEEDS:
        raise ValueError(i18n.m("core.settings.expected_one_of", values=", ".join(ANIMATION_SPEEDS)))
    return value


def _check_pace(value: Any) -> str:
    if not isinstance(value, str) or value not in PACES:
        raise ValueError(i18n.m("core.settings.expected_one_of", values=", ".join(PACES)))
    return value


def _check_game_id(value: Any) -> str:
    """A game's id as the registry spells them (a game this version does not know is
    kept: the title then offers the catalogue's first)."""
    if not isinstance(value, str) or len(value) > 40 or (value and not value.replace("_", "").isalnum()):
        raise ValueError(i18n.m("core.settings.expected_game"))
    return value


def _check_hold(value: Any) -> int:
    if isinstance(value, bool) or value not in HOLD_CHOICES:
        raise ValueError(i18n.m("core.settings.expected_hold", values=", ".join(str(v) for v in HOLD_CHOICES)))
    return int(value)


def _check_language(value: Any) -> str:
    """A language code ("" : the system's). A code no catalogue has is kept: the app
    falls back to English with a notice, and a later version may know it."""
    if not isinstance(value, str) or len(value) > 20 or (value and not value.replace("_", "").isalnum()):
        raise ValueError(i18n.m("core.settings.expected_language"))
    return value


_CHECKS = {
    "window_size": _check_window_size,
    "fullscreen": _check_bool,
    "ui_scale": _check_ui_scale,
    "animation_speed": _check_speed,
    "pace": _check_pace,
    "hold_seconds": _check_hold,
    "last_game": _check_game_id,
    "language": _check_language,
}


def parse_settings(data: Any, source: str) -> tuple[Settings, list[i18n.Message]]:
    """Settings from decoded JSON; bad fields fall back to defaults with a message each
    (made words where shown)."""
    settings = Settings()
    messages: list[i18n.Message] = []
    if not isinstance(data, dict):
        return settings, [i18n.m("core.settings.not_object", source=source)]
    known = {f.name for f in fields(Settings)} - {"extra"}
    for name, value in data.items():
        if name == "version":
            continue
        if name not in known:
            # Kept as is, so that a newer version's settings survive a round trip.
            settings.extra[name] = value
            continue
        try:
            setattr(settings, name, _CHECKS[name](value))
        except ValueError as exc:
            default = getattr(Settings(), name)
            problem = exc.args[0] if exc.args and isinstance(exc.args[0], i18n.Message) else str(exc)
            messages.append(
                i18n.m("core.settings.field_reset", source=source, field=name, problem=problem, default=_show(default))
            )
    return settings, messages


def _show(value: Any) -> i18n.Param:
    if isinstance(value, tuple):
        return "x".join(str(v) for v in value)
    if isinstance(value, bool):
        return i18n.m("core.settings.on") if value else i18n.m("core.settings.off")
    if value == "":
        return i18n.m("core.settings.empty")
    return str(value)


def load_settings(path: Path | None = None) -> tuple[Settings, list[i18n.Message]]:
    """Read the settings file; never raises. Returns the settings and any messages."""
    path = path or settings_path()
    try:
        data = jsonform.read_json_file(path, SETTINGS_LIMIT)
    except FileNotFoundError:
        return Settings(), []
    except OSError as exc:
        return Settings(), [i18n.m("core.settings.unreadable", source=str(path), error=str(exc.strerror or exc))]
    except jsonform.JsonError as exc:
        return Settings(), [i18n.m("core.settings.not_json", problem=str(exc.located(path)))]
    return parse_settings(data, str(path))


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (temporary file, fsync, rename)."""
    from game.core.saves import write_atomic

    path = path or settings_path(create=True)
    write_atomic(path, json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n")
