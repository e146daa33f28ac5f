"""Settings: saved and read back, and tolerant of broken files."""

from __future__ import annotations

import json
from pathlib import Path

from game.ui.settings import Settings, load_settings, save_settings, settings_path


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    settings, found = load_settings(tmp_path / "settings.json")
    messages = [str(m) for m in found]
    assert settings == Settings()
    assert messages == []


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    chosen = Settings(
        window_size=(1920, 1080),
        fullscreen=True,
        ui_scale=1.2,
        animation_speed="fast",
        pace="slow",
        last_game="troyes",
    )
    save_settings(chosen, path)
    loaded, found = load_settings(path)
    messages = [str(m) for m in found]
    assert messages == []
    assert loaded == chosen
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


def test_saving_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    save_settings(Settings(ui_scale=1.1), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_corrupt_file_gives_defaults_and_says_where(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"ui_scale": 1.2,\n  "fullscreen": tru', encoding="utf-8")
    settings, found = load_settings(path)
    messages = [str(m) for m in found]
    assert settings == Settings()
    assert len(messages) == 1
    assert messages[0].startswith(f"{path}:2:")
    assert "not valid JSON" in messages[0]


def test_not_an_object_gives_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    settings, found = load_settings(path)
    messages = [str(m) for m in found]
    assert settings == Settings()
    assert "expected a JSON object" in messages[0]


def test_one_bad_field_resets_only_that_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "window_size": [640, 480],
                "fullscreen": "yes",
                "ui_scale": 1.2,
                "animation_speed": "warp",
                "pace": "quick",
            }
        ),
        encoding="utf-8",
    )
    settings, found = load_settings(path)
    messages = [str(m) for m in found]
    assert settings.ui_scale == 1.2
    assert settings.pace == "quick"
    assert settings.window_size == Settings().window_size
    assert settings.fullscreen is False
    assert settings.animation_speed == "normal"
    fields = sorted(m.split(": ")[1] for m in messages)
    assert fields == ["animation_speed", "fullscreen", "window_size"]
    assert all(m.startswith(str(path)) for m in messages)


def test_unknown_keys_survive_a_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ui_scale": 0.9, "music_volume": 0.4}), encoding="utf-8")
    settings, found = load_settings(path)
    messages = [str(m) for m in found]
    assert messages == []
    save_settings(settings, path)
    assert json.loads(path.read_text(encoding="utf-8"))["music_volume"] == 0.4


def test_the_default_file_lives_in_the_user_folder(user_home: Path) -> None:
    assert settings_path() == user_home / "settings.json"


def test_the_app_reports_a_corrupt_settings_file(user_home: Path, make_app) -> None:
    (user_home / "settings.json").write_text("{not json", encoding="utf-8")
    app = make_app()
    assert app.settings == Settings(window_size=app.settings.window_size)
    assert any("not valid JSON" in text for text in map(str, (n for n, _ in app.notices)))


def test_hold_what_happened_is_kept_and_a_bad_value_is_reset_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(hold_seconds=5), path)
    assert json.loads(path.read_text(encoding="utf-8"))["hold_seconds"] == 5
    assert load_settings(path) == (Settings(hold_seconds=5), [])
    path.write_text('{"hold_seconds": 4}', encoding="utf-8")
    settings, found = load_settings(path)
    messages = [str(m) for m in found]
    assert settings.hold_seconds == 0
    assert len(messages) == 1 and "hold_seconds" in messages[0] and "0: until a click" in messages[0]
