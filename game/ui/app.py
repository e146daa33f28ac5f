"""The desktop client's main loop: one window, one scene stack, one clock.

    run(Options(), registry)          # play (``registry`` is ``game.registry``)
    run(Options(screenshot=Path("shot.png"), frames=30, scene="board"), registry)

The app knows games only through the catalogue it is given (the program gives it
``game.registry``; the shell never imports it): their descriptors, their data (loaded once per game) and their client packages
(``GameUI``, from ``descriptor.load_ui()``). ``options.game`` is the game the title
offers and the new-game screen sets up; a game being played is its controller's game.

Each frame: events, ``update(dt)``, ``draw``, flip. Idle costs nothing: while a scene
on screen moves by itself (``Scene.busy``; ``Scene.ambient`` while a person is at the
window) and for ``LINGER_SECONDS`` after any input or movement, frames come
``FPS`` times a second; otherwise the loop looks at input, the clocks and work done on
other threads ``IDLE_FPS`` times a second, always updates the scenes with the time that
passed (a notice, a tooltip's delay, a talk's minutes stay right), and draws and flips
only a frame in which something happened: input, a scene that moves, a notice that came
or went, a tooltip that appeared, another scene on screen, another size.

The window is resizable (never smaller than 1280x720). The first start opens it at the
largest 16:9 size that fits the desktop (in full screen when that is the whole desktop)
and writes that size in the settings at once; later starts open it at the size the
settings keep (the player's, shrunk to fit a smaller desktop); F11 toggles full screen.
Settings are loaded
tolerantly from the user folder and saved when they change and on exit (a settings file
that had problems is left as it is until the player changes a setting).

The words are in the language the settings name (``Settings.language``; "" : the
system's, when a catalogue exists for it, else English), set before the first frame; a
change in the settings switches the whole client at once: every scene on the stack lays
itself out again and the caches of drawn words are dropped.

At start the player's folders are created where missing (a folder that cannot be is
said in a message over the title, and the program runs on without it), and temporary
files that writes killed before their end left there are removed.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import dataclasses
import logging
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game import resources
from game.core import i18n
from game.core.errors import DataError
from game.ui import registry
from game.ui.render import icons
from game.ui.scene import Scene, SceneStack
from game.ui.settings import MAX_WINDOW, MIN_WINDOW, Settings, load_settings, save_settings
from game.ui.theme import Theme, ui_scale_for
from game.ui.widgets.tooltip import Tooltip

if TYPE_CHECKING:
    # What the title does not need is imported when first used: the title screen opens
    # without any game's rules, data or client, which are loaded right after it shows.
    from game.core.contract import GameDescriptor
    from game.registry import Listing
    from game.ui.controller import Controller
    from game.ui.plugin import GameUI

    AnyGame = GameDescriptor[Any, Any, Any]

#: Frames a second while something on screen moves.
FPS = 60
#: Times a second the loop looks at input, the clocks and other threads' work while
#: nothing moves (it draws only when something changed): the first input after a rest is
#: answered within this period, every later one at the full rate.
IDLE_FPS = 30
#: While nothing moves, the scenes are updated (their clocks, other threads' work taken)
#: only this often, unless input comes first: the time in between is given to them then.
IDLE_UPDATE_SECONDS = 0.1
#: Seconds the full frame rate lasts after the last input or movement: a person moving
#: the pointer gets every frame, work a scene spreads over frames catches up, and a short
#: effect that input started ends smoothly (a flash of a second or so), even in a scene
#: that does not say it moves.
LINGER_SECONDS = 1.5
#: Seconds after the last input that an ornament (``Scene.ambient``) keeps moving.
AMBIENT_SECONDS = 4.0
FOLDERS_HEADING = i18n.m("core.app.folders_heading")
FOLDERS_TEXT = i18n.m("core.app.folders_text")
_log = logging.getLogger(__name__)

WINDOW_TITLE = "Seneschal"  # words: not shown (the program's name, the same in every language)
#: With this variable set, the program says so on its standard output as its first frame
#: shows (``python -m game bench`` times the start-up by it).
FIRST_FRAME_SIGNAL = "SENESCHAL_FIRST_FRAME"
NOTICE_SECONDS = 6.0


class Catalog(Protocol):
    """The games the client may play: ``game.registry`` is the one the program passes
    (the shell never imports it, so no game is reachable from the shell's imports)."""

    def games(self) -> list[AnyGame]: ...

    def get(self, game_id: str) -> AnyGame: ...

    def listings(self) -> list[Listing]: ...

    def listing(self, game_id: str) -> Listing: ...


@dataclass
class Options:
    """How to start the client (from the command line or a test)."""

    #: Save the window's picture here after ``frames`` frames, then quit.
    screenshot: Path | None = None
    #: Run this many frames and quit (with ``screenshot``: save it first). None: run freely.
    frames: int | None = None
    #: The game to play, by its registry id (the title's choice changes it).
    game: str = ""  # "": the catalogue's first game
    #: Seed offered by the new-game screen (None: a fresh one each game).
    seed: int | None = None
    #: Seats offered by the new-game screen, and how many of them AI players.
    players: int | None = None
    bots: int | None = None
    #: The first scene, by registry name ("title", "setup", "board", "rules", ...).
    scene: str = "title"
    #: Window size for this run only (the saved setting is left alone).
    window_size: tuple[int, int] | None = None
    #: A mod folder for ``game`` (the game given at start): its data replaces the game's
    #: own files in new games; loaded saves use the data they were played with.
    mod: Path | None = None
    #: The language of the words for this run only ("fr"; the saved setting is left
    #: alone); None: the settings' choice.
    language: str | None = None


class App:
    """The window, the scene stack, the theme, the settings and the games.

    Scenes receive the app and use it to open other scenes (``open``, ``replace``,
    ``back``), to read the theme and settings, and to reach a game's descriptor, its
    loaded data and its client package (``game``, ``game_data``, ``game_ui``).
    """

    def __init__(self, options: Options | None, catalog: Catalog) -> None:
        steady_heap()
        self.options = options or Options()
        #: frames run (drawn or not) and frames drawn and flipped
        self.frame = 0
        self.drawn = 0
        #: the app's clock: seconds of frames run (the sum of their ``dt``)
        self.clock_seconds = 0.0
        self._lively_until = LINGER_SECONDS  # full rate until then (app clock)
        self._last_input = 0.0  # app clock
        self._shown: tuple[Any, ...] | None = None  # what the last frame drawn showed (``_shown_key``)
        self._moving = False  # a scene on screen moved in the last frame (``moving``)
        self._owed = 0.0  # seconds of resting frames not yet given to the scenes' update
        self.catalog = catalog
        #: the player's folders that could not be created, one sentence each (shown at start)
        self.folder_problems = resources.prepare_player_folders()
        resources.remove_leftovers()
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 35)
        self.settings, messages = load_settings()
        if not self.options.game:
            # The game the title offered last time, while this version still has it.
            known = [listing.id for listing in catalog.listings()]
            self.options.game = self.settings.last_game if self.settings.last_game in known else known[0]
        #: the settings file had problems: it is left as it is until the player changes a setting
        self.settings_unread = bool(messages)
        #: the notices shown now, in words, with the seconds each has left
        self.notices: list[tuple[str, float]] = []
        #: the player chose a language in the settings during this run (it then wins over
        #: ``Options.language``)
        self._language_chosen = False
        self._apply_language()
        # Said in the language just chosen (the file's problems first).
        self.notices[:0] = [(i18n.text(m), NOTICE_SECONDS) for m in messages]
        size = self.options.window_size or self._first_size()
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        self.window = pygame.Window(WINDOW_TITLE, size, resizable=True)
        self.window.minimum_size = MIN_WINDOW
        self._set_window_icon()
        if self.settings.fullscreen and self.options.window_size is None:
            self.window.set_fullscreen(desktop=True)
        self.surface = self.window.get_surface()
        self._laid_out = self.surface.get_size()
        self.theme = Theme(ui_scale_for(self.surface.get_size(), self.settings.ui_scale))
        self.scenes = SceneStack()
        self.tooltip = Tooltip(self.theme)
        self.clock = pygame.time.Clock()
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self.running = True
        self._closed = False
        self._data: dict[str, Any] = {}  # each game's data, by game id
        self._kept: dict[Any, Any] = {}  # see ``kept``
        self._preloading: threading.Thread | None = None
        self._preloaded: tuple[str, Any] | None = None  # (game id, its data or DataError)
        self._preload_after_frame = False
        #: the mod folder each game is played with (the one ``--mod`` names, for its game)
        self.mods: dict[str, Path] = {self.options.game: self.options.mod} if self.options.mod else {}

    # ----------------------------------------------------------------- scenes
    def make(self, name: str, **kwargs: Any) -> Scene:
        return registry.create(name, self, **kwargs)

    def has_scene(self, name: str) -> bool:
        """Whether a scene is registered as ``name`` (the shell's, or the game's own)."""
        return name in registry.names(self.game_ui())

    def open(self, name: str, **kwargs: Any) -> Scene:
        """Push the scene registered as ``name`` on top of the stack."""
        return self.scenes.push(self.make(name, **kwargs))

    def replace(self, name: str, **kwargs: Any) -> Scene:
        """Swap the top scene for the scene registered as ``name``."""
        return self.scenes.replace(self.make(name, **kwargs))

    def back(self) -> None:
        """Close the top scene; closing the last one quits."""
        if self.scenes:
            self.scenes.pop()
        if not self.scenes:
            self.quit()

    def quit(self) -> None:
        self.running = False

    def notify(self, text: i18n.Text, seconds: float = NOTICE_SECONDS) -> None:
        """Show a short message at the bottom of the window for a few seconds (made words
        now, in the current language)."""
        self.notices.append((i18n.text(text), seconds))
        self._linger()  # drawn in the next frame, whatever called

    # ----------------------------------------------------------------- games
    def offered_games(self) -> list[Listing]:
        """Every game the title offers, in the catalogue's order (none of them imported)."""
        return self.catalog.listings()

    def listing(self, game_id: str | None = None) -> Listing:
        """How the title shows ``game_id``, or the game chosen (nothing of it imported)."""
        return self.catalog.listing(game_id or self.options.game)

    def game(self, game_id: str | None = None) -> AnyGame:
        """The descriptor of ``game_id``, or of the game chosen (``options.game``);
        ConfigError for an id the catalogue does not know."""
        return self.catalog.get(game_id or self.options.game)

    def choose_game(self, game_id: str) -> None:
        """Make ``game_id`` the game the title offers and the new-game screen sets up;
        the next start offers it first too (kept in the settings)."""
        self.options.game = self.listing(game_id).id
        if self.settings.last_game != self.options.game:
            self.settings.last_game = self.options.game
            if not self.settings_unread:
                self.save_settings()

    def game_data(self, game_id: str | None = None) -> Any:
        """A game's data and board (the chosen game's by default), loaded once: the mod
        folder's when the game is played with a mod (refused for every problem ``validate``
        finds there); raises DataError listing all problems."""
        game = self.game(game_id)
        if game.id not in self._data:
            loaded = self._take_preload(game.id)
            if loaded is None:
                self._data[game.id] = game.load_checked(self.mods.get(game.id))
            elif isinstance(loaded, DataError):
                raise loaded
            else:
                self._data[game.id] = loaded
        return self._data[game.id]

    # The chosen game's modules and data are loaded on a thread of their own once the
    # title has shown (``preload``), so that the window opens at once; whoever needs them
    # first waits for that thread, and problems in the data are shown when it ends.
    def preload(self) -> None:
        """Load the chosen game's descriptor, client, data and message catalogues (in the
        current language and English) on a thread of its own."""
        game_id = self.options.game
        if game_id in self._data or self._preloading is not None:
            return
        mod = self.mods.get(game_id)
        catalog = self.catalog

        def load() -> None:
            try:
                game = catalog.get(game_id)
                if game.load_ui is not None:
                    game.load_ui()
                data = game.load_checked(mod)
                for lang in {i18n.language(), i18n.FALLBACK}:  # compiled here, not in a frame
                    i18n.CATALOGUES.get(game_id, lang)
                self._preloaded = (game_id, data)
            except DataError as exc:
                self._preloaded = (game_id, exc)
            except Exception as exc:  # anything else is found again, and reported, on first use
                _log.warning("loading %s ahead of time failed: %s", game_id, exc)
                self._preloaded = (game_id, None)

        # Not a daemon: a program that quits at once waits for it (a thread stopped in
        # the middle of pydantic's compiled code at exit aborts the process).
        self._preloading = threading.Thread(target=load, name="preload")
        self._preloading.start()

    def wait_for_data(self) -> None:
        """Wait for the game's data loading on its own thread (tests; the first use)."""
        if self._preloading is not None:
            self._preloading.join()

    def _take_preload(self, game_id: str) -> Any:
        """The data loaded ahead for ``game_id`` (or its DataError), or None."""
        if self._preloading is None:
            return None
        self._preloading.join()
        self._preloading = None
        done, self._preloaded = self._preloaded, None
        if done is None or done[0] != game_id:
            return None
        return done[1]

    def _check_preload(self) -> None:
        """Once the data loaded ahead is in: keep it, or show its problems over the title."""
        if self._preloading is None or self._preloading.is_alive():
            return
        game_id = self._preloaded[0] if self._preloaded is not None else None
        try:
            if game_id is not None:
                self.game_data(game_id)
        except DataError as exc:
            if type(self.scenes.top).__name__ == "TitleScene":
                self.open("error", problems=exc.problems)

    def kept(self, key: Any, make: Any) -> Any:
        """An object made once for the app and kept across games (a game's board drawn
        at each zoom, say): a new table reuses it instead of making, and filling, its own."""
        found = self._kept.get(key)
        if found is None:
            found = self._kept[key] = make()
            while len(self._kept) > 8:
                del self._kept[next(iter(self._kept))]
        return found

    def reload_game_data(self, game_id: str | None = None) -> Any:
        self._data.pop(self.game(game_id).id, None)
        return self.game_data(game_id)

    def game_ui(self, game_id: str | None = None) -> GameUI:
        """A game's client package (the chosen game's by default)."""
        from game.ui.plugin import ui_of

        return ui_of(self.game(game_id))

    def open_with_data(self, name: str, replace: bool = False, **kwargs: Any) -> Scene | None:
        """Open scene ``name`` if the chosen game's data loads; else open the error scene."""
        try:
            self.game_data()
        except DataError as exc:
            return self.open("error", problems=exc.problems, retry=(name, kwargs))
        return self.replace(name, **kwargs) if replace else self.open(name, **kwargs)

    def games(self) -> list[Scene]:
        """The tables on the stack (at most one in normal play), bottom first."""
        return [s for s in self.scenes if getattr(s, "controller", None) is not None]

    def play(self, controller: Controller) -> Scene:
        """Open the table of ``controller``'s game over the title.

        Everything else above the title closes first (the setup screen, the saves list,
        a game being left, whose autosave is written now). The game played becomes the
        chosen game. When the pending decision belongs to one of two people or more,
        the privacy curtain goes up at once, so the first frame of the game already hides
        the table (with one person, their view shows at once).
        """
        self.to_title()
        self.choose_game(controller.game.id)
        scene = self.open("game", controller=controller)
        from game.ui.curtain_logic import between_people, curtain_needed

        seat = curtain_needed(controller, getattr(scene, "viewer", None))
        if seat is not None and between_people(controller):
            self.open("curtain", game=scene, seat=seat)
        return scene

    def leave_game(self, then: Any) -> None:
        """Ask before leaving the game on the table (closing the window, Quit to title),
        saying whether it is saved; ``then`` leaves. With no game open, ``then`` at once."""
        games = self.games()
        if not games or type(self.scenes.top).__name__ == "ConfirmScene":
            then()
            return
        controller = games[-1].controller  # type: ignore[attr-defined]
        if controller.autosave_to is not None:
            text = i18n.m("core.app.leave_saved")
        else:
            text = i18n.m("core.app.leave_unsaved")
        if controller.rules.outcome(controller.state) is not None:
            text = i18n.m("core.app.leave_over")
        self.open(
            "confirm",
            heading=i18n.m("core.app.leave_heading"),
            text=text,
            yes=i18n.m("core.app.leave"),
            on_yes=then,
        )

    def to_title(self) -> None:
        """Close every scene above the title, writing the autosave of any game left."""
        self.save_progress()
        while len(self.scenes) > 1:
            self.scenes.pop()
        if not self.scenes:
            self.open("title")

    def save_progress(self) -> None:
        """Write the autosave of every open game now, at its exact pending decision,
        and wait until it is on disk (leaving a game, quitting)."""
        for scene in self.games():
            controller = scene.controller  # type: ignore[attr-defined]
            if controller.autosave_to is None:
                continue
            controller.autosave()
            controller.flush()
            if controller.last_save_error:
                self.notify(controller.last_save_error)

    # ----------------------------------------------------------------- settings and window
    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.notify(i18n.m("core.app.settings_not_saved", error=str(exc)))

    def apply_settings(self, previous: Settings | None = None) -> None:
        """Make the window, the theme and the language match ``self.settings`` and save them."""
        s = self.settings
        if previous is None or s.language != previous.language:
            self._language_chosen = self._language_chosen or previous is not None
            self._apply_language()
        if previous is None or s.fullscreen != previous.fullscreen:
            if s.fullscreen:
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
                self.window.size = s.window_size
        elif not s.fullscreen and s.window_size != previous.window_size:
            self.window.size = s.window_size
        self._on_resize()
        self.settings_unread = False  # the player chose: the file is written anew
        self.save_settings()

    def _first_size(self) -> tuple[int, int]:
        """The window's size at start (``first_window_size``). At a first start the size
        chosen is written in the settings at once, so that the Settings screen and later
        starts agree; when it is the whole desktop the window opens in full screen: a
        window as large as the desktop would have its frame and title bar pushed off the
        screen or under the task bar, while full screen gives the table every pixel of it,
        with no change of video mode (F11 or Settings go back to a window)."""
        desktop = _desktop()
        size = first_window_size(self.settings.window_size, desktop)
        if desktop is None or not first_start(self.settings):
            return size
        self.settings.window_size = size
        self.settings.fullscreen = fills_desktop(size, desktop)
        if not self.settings_unread:
            self.save_settings()
        return size

    def window_size(self) -> tuple[int, int]:
        """The window's size as it is now (the screen's, in full screen)."""
        w, h = self.surface.get_size()
        return (w, h)

    def toggle_fullscreen(self) -> None:
        previous = dataclasses.replace(self.settings)
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings(previous)

    def _on_resize(self) -> None:
        self.surface = self.window.get_surface()
        size = self.surface.get_size()
        self._laid_out = size
        if not self.settings.fullscreen and self.options.window_size is None:
            self.settings.window_size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        self.theme.set_scale(ui_scale_for(size, self.settings.ui_scale))
        self.tooltip.hide()
        self.scenes.layout()

    def _apply_language(self) -> None:
        """Make words in the language the settings name (the caches of drawn words are
        dropped by their own listeners); the scenes are laid out again by the caller."""
        chosen = self.settings.language
        if self.options.language is not None and not self._language_chosen:
            chosen = self.options.language
        code = chosen or i18n.system_language()
        if code not in i18n.languages():
            if chosen:  # a language the settings name but no catalogue has
                self.notify(i18n.m("core.app.unknown_language", code=chosen))
            code = i18n.FALLBACK
        i18n.set_language(code)
        self._shown_title = ""
        self._title_key: tuple[Any, ...] | None = None

    def _set_window_icon(self) -> None:
        self.window.set_icon(icons.app_icon(64))

    # ----------------------------------------------------------------- loop
    def start(self) -> None:
        """Put the first scenes on the stack.

        The title always lies at the bottom. ``options.scene`` opens another screen
        over it; ``options.players`` (with the title) begins a game at once, as if the
        new-game screen had been confirmed with its defaults. Folders of the player's that
        could not be created are said on top of it all, in a message to close.
        """
        name = self.options.scene
        self.open("title", glance=name == "title" and self.options.players is None)
        for game_id, folder in self.mods.items():
            self.notify(i18n.m("core.app.mod_notice", game=self.game(game_id).title, mod=folder.name))
        if name != "title":
            self.open_with_data(name)
        elif self.options.players is not None:
            setup = self.open_with_data("setup")
            if type(setup).__name__ == "SetupScene":
                setup.start_game()  # type: ignore[union-attr]
        else:
            self._preload_after_frame = True  # once the title shows (see ``step``)
        if self.folder_problems:
            self.open("message", heading=FOLDERS_HEADING, paragraphs=[FOLDERS_TEXT, *self.folder_problems])

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.leave_game(self.quit)  # a second close of the window, while asked, quits
            return
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            # The window surface is resized in place, so compare with the size laid out.
            if self.window.get_surface().get_size() != self._laid_out:
                self._on_resize()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse_pos = event.pos
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse_pos = event.pos
            self.tooltip.hide()
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse_pos = (-1, -1)
        elif event.type == pygame.KEYDOWN:
            self.tooltip.hide()
            if event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT):
                self.toggle_fullscreen()
                return
        self.scenes.handle_event(event)

    def step(self, dt: float, draw: bool = True) -> bool:
        """One frame of ``dt`` seconds: events, update, draw, flip. With ``draw`` False
        the frame is drawn and flipped only when something happened (input, a scene that
        moves, a change of what the app shows: see ``_shown_key``) or the full rate
        lingers (``lively``); and while nothing moves, a frame with no input only adds its
        time to the next update, at most ``IDLE_UPDATE_SECONDS`` later. Returns whether
        the frame was drawn."""
        events = pygame.event.get()
        if not (draw or events or self.lively()) and self._owed + dt < IDLE_UPDATE_SECONDS - 1e-6:
            self._owed += dt  # resting: nothing came, and the scenes' clocks can wait a little
            return False
        if self._owed:
            owed, self._owed = self._owed, 0.0
            if events:  # the rest is over: the clocks catch up before the input is taken
                self.clock_seconds += owed
                self.update(owed)
            else:
                dt += owed
        for event in events:
            self.handle_event(event)
            if not self.running:
                return False
        self.clock_seconds += dt
        if events:
            self._last_input = self.clock_seconds
            self._linger()
        self.update(dt)
        self._moving = self.moving()
        if self._moving:
            self._linger()
        shown = self._shown_key()
        if shown != self._shown:
            self._linger()  # another scene, a notice, a tooltip: its first frames come at once
        drawn = draw or self.lively()
        if drawn:
            self.draw()
            self.window.flip()
            self._shown = shown
            self.drawn += 1
        self.frame += 1
        if self.frame == 1 and os.environ.get(FIRST_FRAME_SIGNAL):
            print(FIRST_FRAME_SIGNAL, flush=True)  # noqa: T201 (what bench times the start-up by)
        if self._preload_after_frame:
            self._preload_after_frame = False
            self.preload()
        return drawn

    def moving(self) -> bool:
        """Whether a scene on screen moves by itself now: one is busy, or has an ornament
        while a person was at the window in the last ``AMBIENT_SECONDS``."""
        visible = self.scenes.visible()
        if any(scene.busy() for scene in visible):
            return True
        recent = self.clock_seconds - self._last_input < AMBIENT_SECONDS
        return recent and any(scene.ambient() for scene in visible)

    def lively(self) -> bool:
        """Whether frames come at the full rate now: something moved in the last frame,
        or less than ``LINGER_SECONDS`` passed since the last input, movement or change
        of what is shown (the app clock)."""
        return self._moving or self.clock_seconds < self._lively_until

    def _linger(self) -> None:
        self._lively_until = self.clock_seconds + LINGER_SECONDS

    def _shown_key(self) -> tuple[Any, ...]:
        """What the app decides of the picture by itself: the scenes on screen, the
        notices shown, the tooltip (once its delay passed), the size and the language."""
        tip = self.tooltip
        return (
            tuple(self.scenes.visible()),
            tuple(text for text, _left in self.notices[-3:]),
            (tip.text, tip.pos) if tip.showing else None,
            self.surface.get_size(),
            i18n.language(),
        )

    def update(self, dt: float) -> None:
        self._check_preload()
        self.scenes.update(dt)
        top = self.scenes.top
        # Scripted runs (--frames) show no tooltip: the pointer merely rests where the
        # window opened, and a screenshot should show the table, not a hover.
        show = top is not None and self.mouse_pos[0] >= 0 and self.options.frames is None
        text = top.tooltip_at(self.mouse_pos) if show and top is not None else None
        self.tooltip.update(text, self.mouse_pos, dt)
        self.notices = [(notice, left - dt) for notice, left in self.notices if left - dt > 0]
        if top is not None and top.title:
            key = (top.title, i18n.language())
            if key != self._title_key:  # words made only when the scene's title changes
                self._title_key = key
                title = i18n.t("core.app.window_title", name=WINDOW_TITLE, scene=i18n.text(top.title))
                if title != self._shown_title:
                    self._shown_title = self.window.title = title

    def draw(self) -> None:
        visible = self.scenes.visible()
        if not (visible and visible[0].fills_window):
            self.surface.fill(self.theme.colors.table_dark)
        self.scenes.draw(self.surface)
        for scene in visible[:-1]:
            scene.overdrawn()
        drawn = self._draw_notices()
        tip = self.tooltip.draw(self.surface)
        if tip is not None:
            drawn.append(tip)
        if visible:
            for rect in drawn:
                visible[-1].damaged(rect)

    def _draw_notices(self) -> list[pygame.Rect]:
        """The notices at the foot of the window; returns where they were drawn."""
        drawn: list[pygame.Rect] = []
        if not self.notices:
            return drawn
        t = self.theme
        c = t.colors
        width = min(self.surface.get_width() - t.px(80), t.px(900))
        y = self.surface.get_height() - t.px(24)
        for text, _left in reversed(self.notices[-3:]):
            lines = t.wrap(text, "small", width - t.px(36))
            h = len(lines) * t.line_height("small") + t.px(16)
            rect = pygame.Rect(0, 0, width, h)
            rect.midbottom = (self.surface.get_width() // 2, y)
            t.draw_panel(self.surface, rect, tone=c.parchment_light, ornate=False)
            drawn.append(t.shadow_bounds(rect))
            pygame.draw.rect(self.surface, c.rubric, (rect.left, rect.top, t.px(5), rect.height))
            ty = rect.top + t.px(8)
            for line in lines:
                t.blit_text(self.surface, line, (rect.left + t.px(18), ty), "small", c.ink)
                ty += t.line_height("small")
            y = rect.top - t.px(8)
        return drawn

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))

    def run(self) -> int:
        self.start()
        self.loop()
        self.close()
        return 0

    def loop(self, seconds: float | None = None) -> None:
        """Run frames until the player quits, the frames a scripted run asked for are
        done (its screenshot saved), or ``seconds`` of wall time passed (the benchmark
        leaves the window alone for that long)."""
        limit = self.options.frames
        if self.options.screenshot is not None and limit is None:
            limit = 30
        until = None if seconds is None else time.perf_counter() + seconds
        while self.running and (until is None or time.perf_counter() < until):
            if limit is None and self.frame and not self.lively():
                # Nothing moves: look again a little later, drawing only what changed.
                dt = self.clock.tick(IDLE_FPS) / 1000.0
            else:
                # The first frame is not held back to the frame rate (the clock began with the app).
                dt = self.clock.tick(FPS if self.frame else 0) / 1000.0
            # A scripted run (--frames) draws every frame, as its screenshot expects.
            self.step(min(dt, 0.1), draw=limit is not None)
            if self.frame == 1:
                resources.start_log()  # once the window shows (the command line starts it for the rest)
            if limit is not None and self.frame >= limit:
                if self.options.screenshot is not None:
                    self.screenshot(self.options.screenshot)
                break

    def close(self) -> None:
        """Write the autosave of an open game, close every scene, save the settings and
        the window. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        self.save_progress()
        self.scenes.clear()
        if self.options.window_size is None and not self.settings_unread:
            self.save_settings()
        self.window.destroy()
        pygame.display.quit()


#: glibc's mallopt option: the size from which allocations are mapped on their own.
_M_MMAP_THRESHOLD = -3
_heap_steadied = False


def steady_heap() -> None:
    """Keep memory from growing game after game (Linux with glibc).

    Surfaces of a window's size are freed and made again whenever a table opens; glibc
    raises its threshold for giving large blocks their own mapping each time one is
    freed, after which they come from the heap, which it seldom gives back. Fixing the
    threshold at its usual 128 KiB keeps every large surface in a mapping of its own,
    returned to the system when the surface goes. Elsewhere this does nothing.
    """
    global _heap_steadied
    if _heap_steadied or not sys.platform.startswith("linux"):
        return
    _heap_steadied = True
    import ctypes

    try:
        libc = ctypes.CDLL(None)  # the C library the program runs on
        if not hasattr(libc, "gnu_get_libc_version"):
            return  # not glibc
        libc.mallopt(_M_MMAP_THRESHOLD, 128 * 1024)
    except (OSError, AttributeError) as exc:
        _log.info("the heap's threshold stays as it is: %s", exc)


def _desktop() -> tuple[int, int] | None:
    desktops = pygame.display.get_desktop_sizes()
    return desktops[0] if desktops else None


def widest_16_9(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest 16:9 size that fits ``desktop`` (never below the smallest window nor
    above the largest the settings keep)."""
    width, height = desktop
    w = min(width, height * 16 // 9)
    h = w * 9 // 16
    w, h = min(w, MAX_WINDOW[0]), min(h, MAX_WINDOW[1])
    return (max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h))


def fills_desktop(size: tuple[int, int], desktop: tuple[int, int]) -> bool:
    """Whether a window of ``size`` is the whole desktop, but for the pixel or two a
    screen sold as 16:9 may differ from it (1366x768)."""
    return all(side >= whole - whole // 100 for side, whole in zip(size, desktop, strict=True))


def first_start(settings: Settings) -> bool:
    """Whether the settings hold only the default window (no size written yet)."""
    return tuple(settings.window_size) == MIN_WINDOW and not settings.fullscreen


def first_window_size(saved: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window's size at start: the size the settings keep, shrunk to fit the desktop
    (a settings file from a larger screen); while they hold only the default, the largest
    16:9 size that fits the desktop."""
    if desktop is None:
        return saved
    if tuple(saved) == MIN_WINDOW:
        return widest_16_9(desktop)
    width, height = desktop
    return (max(MIN_WINDOW[0], min(saved[0], width)), max(MIN_WINDOW[1], min(saved[1], height)))


def run(options: Options | None, catalog: Catalog) -> int:
    """Open the window and play until the player quits. Returns the exit status."""
    return App(options, catalog).run()


__all__ = ["App", "Options", "fills_desktop", "first_start", "first_window_size", "run", "widest_16_9"]
