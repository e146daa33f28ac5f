"""Every scene of the shell, registered by name, explicitly; a game adds its own.

No folder scanning: PyInstaller bundles what is imported, and a reader sees at a glance
which screens exist. Scenes open one another by name through the app
(``app.open("settings")``), so they need not import each other. The scene registered
as "game" is the table of a controller's game (``open_table``); a game's own scenes
(Fief's board viewer and private talk) come from its ``GameUI.scenes`` and are found
under the name the game gives them, for the game the app has chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.ui.scene import Scene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.game_menu import GameMenuScene, SaveGameScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import open_table
from game.ui.scenes.title import TitleScene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.plugin import GameUI

SCENES: dict[str, Callable[..., Scene]] = {
    "title": TitleScene,
    "setup": SetupScene,
    "settings": SettingsScene,
    "rules": RulesScene,
    "error": ErrorScene,
    "game": open_table,
    "curtain": CurtainScene,
    "game_menu": GameMenuScene,
    "save_game": SaveGameScene,
    "load_game": LoadGameScene,
    "game_over": GameOverScene,
    "confirm": ConfirmScene,
    "message": MessageScene,
}


def names(ui: GameUI) -> list[str]:
    """The names scenes may be opened by: the shell's, then the game's own."""
    return [*SCENES, *(name for name in ui.scenes if name not in SCENES)]


def create(name: str, app: App, **kwargs: Any) -> Scene:
    """A new scene of the kind registered as ``name`` (the shell's scenes first, then
    those of the game the app has chosen)."""
    ui = app.game_ui()
    factory = SCENES.get(name) or ui.scenes.get(name)
    if factory is None:
        raise KeyError(f"no scene named {name!r}; known scenes: {', '.join(sorted(names(ui)))}")
    return factory(app, **kwargs)
