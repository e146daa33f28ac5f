"""The title's table shows the chosen game's props (``GameUI.title_art``), reached
through the game's listing without loading the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pytest

from game import registry
from game.ui.app import App
from game.ui.plugin import ui_of
from game.ui.scenes.title import TitleScene
from game.ui.theme import Theme, ui_scale_for
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS


def test_each_listing_reaches_the_art_its_client_gives() -> None:
    for listing in registry.listings():
        assert listing.title_art() is ui_of(registry.get(listing.id)).title_art
    assert registry.listing("fief").title_art() is not None
    assert registry.listing("troyes").title_art() is not None
    assert registry.listing(PILGRIMS.id).title_art() is None  # a game without art: the bare table


@pytest.mark.parametrize("game_id", ["fief", "troyes"])
def test_the_art_is_reached_without_the_games_rules_data_or_client(game_id: str) -> None:
    code = (
        "import json, sys\n"
        "from game import registry\n"
        f"assert registry.listing({game_id!r}).title_art() is not None\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('game.games', 'pydantic')))))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert f"game.games.{game_id}.ui.title_art" in loaded
    assert not [m for m in loaded if m.startswith("pydantic")]
    assert not [m for m in loaded if ".rules" in m or m.endswith((".descriptor", ".plugin", ".decisions"))]


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("game_id", ["fief", "troyes"])
def test_the_props_lie_on_the_table_beside_the_sheet(game_id: str, size: tuple[int, int]) -> None:
    pygame.display.init()
    theme = Theme(ui_scale_for(size, 1.0))
    sheet = pygame.Rect(0, 0, theme.px(500), min(size[1] - theme.px(40), theme.px(650)))
    sheet.center = (size[0] // 2, size[1] // 2)
    art = registry.listing(game_id).title_art()
    assert art is not None
    props = art.props(theme, sheet, size)
    assert len(props) >= 6
    window = pygame.Rect((0, 0), size)
    for prop in props:
        box = prop.picture.get_rect(center=(round(prop.centre[0]), round(prop.centre[1])))
        assert window.contains(box), (game_id, size, box)
        under = box.clip(sheet)  # the sheet lies over the table: a prop must not hide under it
        assert under.width * under.height <= box.width * box.height // 20, (game_id, size, box)


def _pixels(surface: pygame.Surface, area: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(area), "RGB")


def test_the_title_shows_the_props_of_the_game_chosen(make_app) -> None:
    app: App = make_app(game="fief")
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    size = app.surface.get_size()
    left = pygame.Rect(0, 0, title.sheet.left, size[1])
    fief = _pixels(title.backdrop(size), left)
    assert title._backdrop is not None and title._backdrop[0][1] == ("fief", 1)

    title.choose_game("troyes")
    assert isinstance(app.scenes.top, TitleScene)
    troyes = _pixels(title.backdrop(size), left)
    assert title._backdrop[0][1] == ("troyes", registry.listing("troyes").title_art().version)
    assert troyes != fief

    title.choose_game(PILGRIMS.id)  # no art of its own: the bare table
    bare = pygame.Surface(size)
    app.theme.draw_table(bare)
    assert title._backdrop is not None
    assert title.backdrop(size) is title._backdrop[1] and title._backdrop[0][1] is None
    assert _pixels(title.backdrop(size), left) == _pixels(bare, left)

    title.choose_game("fief")
    assert _pixels(title.backdrop(size), left) == fief
