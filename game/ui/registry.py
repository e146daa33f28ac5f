"""Every scene of the client, registered by name, explicitly.

No folder scanning: PyInstaller bundles what is imported, and a reader sees at a glance
which screens exist. Scenes open one another by name through the app
(``app.open("settings")``), so they need not import each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ui.scene import Scene
from game.games.fief.ui.scenes.board_viewer import BoardViewerScene
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.error import ErrorScene
from game.games.fief.ui.scenes.game import GameScene
from game.ui.scenes.game_menu import GameMenuScene, SaveGameScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.games.fief.ui.scenes.talk import TalkScene
from game.ui.scenes.title import TitleScene

if TYPE_CHECKING:
    from game.ui.app import App

SCENES: dict[str, type[Scene]] = {
    "title": TitleScene,
    "setup": SetupScene,
    "settings": SettingsScene,
    "rules": RulesScene,
    "board": BoardViewerScene,
    "error": ErrorScene,
    "game": GameScene,
    "curtain": CurtainScene,
    "game_menu": GameMenuScene,
    "save_game": SaveGameScene,
    "load_game": LoadGameScene,
    "game_over": GameOverScene,
    "talk": TalkScene,
}


def create(name: str, app: "App", **kwargs: Any) -> Scene:
    """A new scene of the kind registered as ``name``."""
    try:
        cls = SCENES[name]
    except KeyError:
        raise KeyError(f"no scene named {name!r}; known scenes: {', '.join(sorted(SCENES))}") from None
    return cls(app, **kwargs)
