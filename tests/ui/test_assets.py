"""Icons, family markers, fonts, the rules text and the icon generator."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game import registry, resources
from game.core import i18n
from game.ui.plugin import ui_of
from game.ui.render import icons, markers
from game.ui.scenes.rules import load_rules, localised
from game.ui.theme import FONT_ROLES, fonts_dir

ROOT = Path(__file__).resolve().parents[2]


def _opaque_pixels(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return sum(1 for x in range(w) for y in range(h) if surface.get_at((x, y)).a > 128)


@pytest.mark.parametrize("name", sorted(icons.ICONS))
def test_every_icon_draws_something_in_both_modes(name: str) -> None:
    natural = icons.render_icon(name, 32)
    mono = icons.render_icon(name, 32, (140, 32, 22))
    assert natural.get_size() == (32, 32)
    for surface in (natural, mono):
        filled = _opaque_pixels(surface)
        assert 20 < filled < 32 * 32, f"{name}: {filled} opaque pixels"
    # One-colour icons use only that colour where they are opaque.
    w, h = mono.get_size()
    for x in range(w):
        for y in range(h):
            pixel = mono.get_at((x, y))
            if pixel.a == 255:
                assert pixel[:3] == (140, 32, 22)


def test_game_icons_required_by_the_client_exist() -> None:
    wanted = {
        "crown",
        "mitre",
        "tower",
        "fortified_city",
        "mill",
        "knight",
        "man_at_arms",
        "siege_engine",
        "coin",
        "card_lord",
        "card_fortune",
        "card_disaster",
    }
    wanted |= {f"die_hits_{n}" for n in range(4)} | {f"die_{n}" for n in range(1, 7)}
    assert wanted <= set(icons.ICONS)


def test_unknown_icon_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="crown"):
        icons.icon("dragon", 16)


def test_icons_are_cached() -> None:
    assert icons.icon("mill", 24) is icons.icon("mill", 24)
    assert icons.icon("mill", 24) is not icons.icon("mill", 25)


@pytest.mark.parametrize("pattern", markers.PATTERNS)
def test_family_markers_differ_by_shape(pattern: str) -> None:
    """Markers of one colour are still told apart by their outline alone."""
    surf = markers.render_marker((40, 40, 40), pattern, 48)
    others = [markers.render_marker((40, 40, 40), p, 48) for p in markers.PATTERNS if p != pattern]
    mask = pygame.mask.from_surface(surf)
    for other in others:
        other_mask = pygame.mask.from_surface(other)
        overlap = mask.overlap_area(other_mask, (0, 0))
        union = mask.count() + other_mask.count() - overlap
        assert overlap / union < 0.8  # intersection over union: clearly different shapes


def test_every_family_of_the_data_has_a_known_pattern(fief_data) -> None:
    for family in fief_data.families:
        assert family.pattern in markers.PATTERNS
        assert markers.marker(family.color, family.pattern, 24).get_size() == (24, 24)


def test_unknown_pattern_is_refused() -> None:
    with pytest.raises(ValueError, match="shield"):
        markers.shape_points("wyvern")


def test_colour_parsing() -> None:
    assert markers.hex_to_rgb("#a4161a") == (164, 22, 26)
    assert markers.hex_to_rgb("#ffb0644b") == (176, 100, 75)  # Tiled's #aarrggbb
    with pytest.raises(ValueError):
        markers.hex_to_rgb("red")


def test_fonts_and_their_licence_are_shipped() -> None:
    for role in FONT_ROLES.values():
        assert (fonts_dir() / role.file).is_file(), role.file
    licences = resources.assets_dir() / "licenses"
    text = (licences / "LinuxLibertine-OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    readme = (licences / "README.md").read_text(encoding="utf-8")
    for role in FONT_ROLES.values():
        assert role.file in readme


def _section_numbers(blocks) -> list[str]:
    return [m.group(1) for b in blocks if b.kind in ("h1", "h2") for m in [re.match(r"(\d+(?:\.\d+)*) ", b.text)] if m]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_reference_covers_every_rulebook_section(language: str) -> None:
    ui = ui_of(registry.get("fief"))
    assert ui.rules_path is not None
    with i18n.using(language):
        blocks = load_rules(ui.rules_path(), "Fief")
        assert localised(ui.rules_path()).name == ("fief.md" if language == "en" else f"fief.{language}.md")
    numbers = [
        m.group(1) for b in blocks if b.kind in ("h1", "h2") for m in [re.match(r"(\d+(?:\.\d+)*) ", b.text)] if m
    ]
    for top in range(1, 14):
        assert f"{top}.0" in numbers, f"section {top}.0 missing"
    for sub in ("1.4", "2.3.3", "4.3", "5.2", "6.2.2", "6.4.1", "7.3", "10.2.3", "11.1"):
        assert sub in numbers
    assert len(numbers) == len(set(numbers)), "a section appears twice"
    # Section numbers run in rulebook order.
    keys = [tuple(int(p) for p in n.split(".")) for n in numbers]
    assert keys == sorted(keys)


def test_the_french_rules_have_the_english_structure() -> None:
    """fief.fr.md says the same things under the same headings: every heading at the
    same place with the same section number, and as many list items."""
    ui = ui_of(registry.get("fief"))
    assert ui.rules_path is not None
    english = load_rules(ui.rules_path(), "Fief")
    with i18n.using("fr"):
        french = load_rules(ui.rules_path(), "Fief")
    assert [b.kind for b in french] == [b.kind for b in english]
    assert _section_numbers(french) == _section_numbers(english)
    assert french[0].text == "La partie en bref" and english[0].text == "The game in brief"


def test_a_language_without_its_own_rules_reads_the_english(tmp_path: Path) -> None:
    rules = tmp_path / "game.md"
    rules.write_text("# Rules\n", encoding="utf-8")
    assert localised(rules, "fr") == rules
    (tmp_path / "game.fr.md").write_text("# Règles\n", encoding="utf-8")
    assert localised(rules, "fr") == tmp_path / "game.fr.md" and localised(rules, "en") == rules


def test_make_icons_writes_the_png_files(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_icons.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    written = {p.name for p in tmp_path.glob("*.png")}
    assert {"crown-32.png", "crown-64.png", "mitre-64.png", "app-icon-256.png", "marker-star-64.png"} <= written
    image = pygame.image.load(str(tmp_path / "knight-64.png"))
    assert image.get_size() == (64, 64)


def test_committed_icons_match_the_generator() -> None:
    """assets/icons is the generator's output: regenerate it after changing an icon."""
    folder = resources.assets_dir() / "icons"
    expected = {f"{name}-{size}.png" for name in icons.EXPORTED for size in (32, 64)}
    present = {p.name for p in folder.glob("*.png")}
    assert expected <= present, sorted(expected - present)
