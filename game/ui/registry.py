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
from importlib import import_module
from typing import TYPE_CHECKING, Any

from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.plugin import GameUI

#: name -> (module, factory in it): each scene's module is imported when the scene is
#: first opened, so the title opens without the others (and without any game).
SCENES: dict[str, tuple[str, str]] = {
    "title": ("game.ui.scenes.title", "TitleScene"),
    "setup": ("game.ui.scenes.setup", "SetupScene"),
    "settings": ("game.ui.scenes.settings_scene", "SettingsScene"),
    "rules": ("game.ui.scenes.rules", "RulesScene"),
    "error": ("game.ui.scenes.error", "ErrorScene"),
    "game": ("game.ui.scenes.table", "open_table"),
    "curtain": ("game.ui.scenes.curtain", "CurtainScene"),
    "game_menu": ("game.ui.scenes.game_menu", "GameMenuScene"),
    "save_game": ("game.ui.scenes.game_menu", "SaveGameScene"),
    "load_game": ("game.ui.scenes.load_game", "LoadGameScene"),
    "game_over": ("game.ui.scenes.game_over", "GameOverScene"),
    "confirm": ("game.ui.scenes.confirm", "ConfirmScene"),
    "message": ("game.ui.scenes.message", "MessageScene"),
}


def factory(name: str) -> Callable[..., Scene] | None:
    """The shell's scene registered as ``name`` (its module imported now), or None."""
    where = SCENES.get(name)
    if where is None:
        return None
    made: Callable[..., Scene] = getattr(import_module(where[0]), where[1])
    return made


def names(ui: GameUI) -> list[str]:
    """The names scenes may be opened by: the shell's, then the game's own."""
    return [*SCENES, *(name for name in ui.scenes if name not in SCENES)]


def create(name: str, app: App, **kwargs: Any) -> Scene:
    """A new scene of the kind registered as ``name`` (the shell's scenes first, then
    those of the game the app has chosen)."""
    make = factory(name)
    if make is None:
        ui = app.game_ui()
        make = ui.scenes.get(name)
        if make is None:
            raise KeyError(f"no scene named {name!r}; known scenes: {', '.join(sorted(names(ui)))}")
    return make(app, **kwargs)
