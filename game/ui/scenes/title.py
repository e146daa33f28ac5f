"""The title screen: a parchment sheet on the table with the game to play and the main
menu. The game is chosen among the app's catalogue of games; New game sets
it up, Rules shows its rules; Continue and Load open any game's saves.

The table around the sheet shows the chosen game's props (``GameUI.title_art``), which
the title reaches through the game's listing: a small module of the game's client, so
the first frame needs none of the game's rules, data or client."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import __version__, resources
from game.core import i18n
from game.ui.render import icons, texture_store
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button, ButtonOptions
from game.ui.widgets.dropdown import Dropdown
from game.ui.widgets.selector import Choice

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.load_game import SaveInfo

#: Changes whenever the way the props are laid on the title's table changes (the stored
#: picture is redrawn; a game's own drawing has its ``TitleArt.version``).
BACKDROP_VERSION = 2


class TitleScene(WidgetScene):
    """The title. ``glance``: the program's first screen, which shows before the saves
    are read in full (they are read right after its first frame)."""

    def __init__(self, app: App, glance: bool = False) -> None:
        super().__init__(app)
        self._first = glance
        self.title = app.listing().title
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.game_choice: Dropdown | None = None
        self._rule_y = 0
        self._props: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._backdrop: tuple[tuple[object, ...], pygame.Surface] | None = None
        #: The autosave as last read (None: there is none), and whether any save exists.
        self.autosave: SaveInfo | None = None
        self.has_saves = False
        #: Autosaves that failed to replay, by path and modification time: their reason.
        self._failed: dict[tuple[str, float], str] = {}
        #: only glanced at the folders yet (the first frame): whether an autosave file exists
        self._glance = False
        self._autosave_file = False

    # Saves --------------------------------------------------------------------------
    def read_saves(self) -> None:
        """Look at the autosave and the saves folder again (each time the title is on
        top again, and right after it first shows). Reading never changes a file."""
        from game.ui.scenes.load_game import list_saves  # the games' modules, read after the first frame

        saves = list_saves(self.app.catalog)
        self.autosave = next((s for s in saves if s.autosave), None)
        self.has_saves = bool(saves)
        self._glance = False

    def glance_at_saves(self) -> None:
        """For the very first frame: only whether the autosave and any saves exist (the
        saves are read in full, through their games, right after it)."""
        folder = resources.saves_dir()
        self._autosave_file = (resources.user_data_dir() / "autosave.json").is_file()
        self.has_saves = self._autosave_file or (folder.is_dir() and any(folder.glob("*.json")))
        self._glance = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._glance and self.app.frame >= 1:
            self.read_saves()
            self.layout()

    def continue_problem(self) -> str | None:
        """Why Continue is disabled, or None when the autosave can be opened."""
        info = self.autosave
        if self._glance and self._autosave_file:
            return None  # read in full right after the first frame
        if info is None:
            if self.has_saves:
                return i18n.t("core.title.no_autosave")
            return i18n.t("core.title.no_saves")
        if info.error is not None:
            return i18n.t("core.title.autosave_unreadable", path=str(info.path), error=i18n.text(info.error))
        failed = self._failed.get(self._key(info))
        if failed is not None:
            return i18n.t("core.title.autosave_unreadable", path=str(info.path), error=i18n.text(failed))
        if info.ended is not None:
            return i18n.t("core.title.last_game_over", ended=i18n.text(info.ended))
        return None

    @staticmethod
    def _key(info: SaveInfo) -> tuple[str, float]:
        return (str(info.path), info.modified.timestamp() if info.modified else 0.0)

    def continue_game(self) -> None:
        """Open the autosave at the exact decision it stopped on."""
        if self._glance:
            self.read_saves()
            self.layout()
        info = self.autosave
        if info is None or self.continue_problem() is not None:
            return
        from game.ui.scenes.load_game import open_save, short_error

        problem = open_save(self.app, info.path)
        if problem is not None:
            self._failed[self._key(info)] = short_error(problem, info.path)
            self.app.notify(problem)
            self.layout()

    def enter(self) -> None:
        if self._first:
            self._first = False
            self.glance_at_saves()
        else:
            self.read_saves()
        super().enter()

    def resume(self) -> None:
        self.read_saves()
        self.layout()

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        game = self.app.listing()  # the game's own modules are not needed yet
        self.title = game.title
        sheet_w = t.px(500)
        sheet_h = min(h - t.px(40), t.px(650))
        self.sheet = pygame.Rect(0, 0, sheet_w, sheet_h)
        self.sheet.center = (w // 2, h // 2)
        problem = self.continue_problem()
        continue_tip: str | None
        if problem is None and self._glance:
            continue_tip = i18n.t("core.title.continue_tip")
        elif problem is None and self.autosave is not None:
            info = self.autosave
            continue_tip = i18n.t(
                "core.title.continue_tip_saved", summary=i18n.text(info.summary()), date=info.date_text()
            )
        else:
            continue_tip = problem
        entries: list[tuple[str, Callable[[], object], ButtonOptions]] = [
            (
                i18n.t("core.title.new_game"),
                self.new_game,
                dict(
                    primary=True,
                    icon="quill",
                    shortcut=pygame.K_n,
                    tooltip=i18n.t("core.title.new_game_tip", seats=i18n.text(game.seats_word)),
                ),
            ),
            (
                i18n.t("core.title.continue"),
                self.continue_game,
                dict(icon="hourglass", enabled=problem is None, shortcut=pygame.K_c, tooltip=continue_tip),
            ),
            (
                i18n.t("core.title.load"),
                lambda: self.app.open("load_game"),
                dict(
                    icon="scroll",
                    enabled=self.has_saves,
                    shortcut=pygame.K_l,
                    tooltip=i18n.t("core.title.load_tip") if self.has_saves else i18n.t("core.title.no_saves"),
                ),
            ),
            (
                i18n.t("core.title.settings"),
                lambda: self.app.open("settings"),
                dict(icon="gear", shortcut=pygame.K_s, tooltip=i18n.t("core.title.settings_tip")),
            ),
            (
                i18n.t("core.title.rules"),
                lambda: self.app.open("rules"),
                dict(
                    icon="book",
                    shortcut=pygame.K_r,
                    tooltip=i18n.t("core.title.rules_tip", game=i18n.text(game.title)),
                ),
            ),
            (
                i18n.t("core.title.quit"),
                self.app.quit,
                dict(icon="door", shortcut=pygame.K_q, tooltip=i18n.t("core.title.quit_tip")),
            ),
        ]
        # The header: the fleur-de-lis, the name, the game chosen, a rule.
        choice_w, choice_h = t.px(320), t.px(36)
        choice_top = self.sheet.top + t.px(34) + t.px(58) + t.line_height("title") - t.px(6)
        self._rule_y = choice_top + choice_h + t.px(14)
        header_bottom = self._rule_y + t.px(12)
        # The menu below it, smaller when the window is short for the UI scale.
        button_w, button_h, gap = t.px(320), t.px(46), t.px(12)
        room = self.sheet.bottom - t.px(56) - header_bottom
        total = len(entries) * button_h + (len(entries) - 1) * gap
        if total > room:
            shrink = max(0.5, room / total)
            button_h, gap = int(button_h * shrink), int(gap * shrink)
            total = len(entries) * button_h + (len(entries) - 1) * gap
        top = self.sheet.bottom - t.px(56) - total
        for index, (label, action, extra) in enumerate(entries):
            rect = pygame.Rect(0, 0, button_w, button_h)
            rect.midtop = (self.sheet.centerx, top + index * (button_h + gap))
            self.group.add(Button(t, label, action, rect, **extra))
        games = self.app.offered_games()
        blurb = (
            i18n.t("core.title.blurb", game=i18n.text(game.title), blurb=i18n.text(game.blurb))
            if game.blurb
            else i18n.text(game.title)
        )
        rect = pygame.Rect(0, 0, choice_w, choice_h)
        rect.midtop = (self.sheet.centerx, choice_top)
        self.game_choice = Dropdown(
            self.app,
            [Choice(g.id, i18n.text(g.title)) for g in games],
            game.id,
            rect,
            on_change=self.choose_game,
            role="italic",
            tooltip=(
                i18n.t("core.title.game_tip_many", blurb=blurb)
                if len(games) > 1
                else i18n.t("core.title.game_tip", blurb=blurb)
            ),
        )
        self.group.add(self.game_choice)  # after the menu: Tab reaches New game first

    def choose_game(self, game_id: str) -> None:
        """Play ``game_id``: New game sets it up, Rules shows its rules; its props lie on
        the table, and its modules and data load on a thread of their own meanwhile."""
        self.app.choose_game(game_id)
        self.app.preload()
        self.layout()

    def new_game(self) -> None:
        self.app.open_with_data("setup")

    def on_escape(self) -> None:
        """Escape on the title does nothing: Quit is one click away."""

    def _place_props(self) -> None:
        """What lies on the table around the sheet: the chosen game's props
        (``GameUI.title_art``, reached through its listing), each turned and laid on its
        shadow; nothing when the game has none or the window leaves no room beside the
        sheet."""
        t = self.theme
        self._props = []
        art = self.app.listing().title_art()
        if art is None or self.sheet.left < t.px(140):
            return
        offset = t.px(7)
        for prop in art.props(t, pygame.Rect(self.sheet), self.size):
            surf = pygame.transform.rotozoom(prop.picture, prop.angle, 1.0) if prop.angle else prop.picture
            left = int(prop.centre[0] - surf.get_width() / 2)
            top = int(prop.centre[1] - surf.get_height() / 2)
            self._props.append((_shadow_of(surf), (left + offset, top + offset)))
            self._props.append((surf, (left, top)))

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The table with the chosen game's props lying on it, made once for a game and
        a window size (and kept on disk: it is the first thing a start shows)."""
        game = self.app.listing()
        art = game.title_art()
        drawn = (game.id, art.version) if art is not None else None
        key = ("title-backdrop", drawn, size, self.theme.scale, tuple(self.sheet), BACKDROP_VERSION)
        if self._backdrop is None or self._backdrop[0] != key:

            def make() -> pygame.Surface:
                self._place_props()
                surf = pygame.Surface(size)
                self.theme.draw_table(surf)
                for prop, pos in self._props:
                    surf.blit(prop, pos)
                return surf

            self._backdrop = (key, texture_store.stored(key, make))
        return self._backdrop[1]

    def draw_background(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        surface.blit(self.backdrop(surface.get_size()), (0, 0))
        t.draw_panel(surface, self.sheet)
        y = self.sheet.top + t.px(34)
        fleur = icons.icon("fleur_de_lis", t.px(54))
        surface.blit(fleur, fleur.get_rect(midtop=(self.sheet.centerx, y)))
        y += t.px(58)
        t.blit_text(surface, i18n.t("core.title.seneschal"), (self.sheet.centerx, y), "title", c.rubric, "midtop")
        t.draw_rule(surface, self.sheet.centerx, self._rule_y, t.px(300))
        footer = i18n.t("core.title.footer", version=__version__)
        t.blit_text(
            surface, footer, (self.sheet.centerx, self.sheet.bottom - t.px(26)), "small", c.ink_faded, "midbottom"
        )


def _shadow_of(surf: pygame.Surface) -> pygame.Surface:
    """A soft dark silhouette of ``surf`` to lay under it on the table."""
    shadow = surf.copy()
    shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
    shadow.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MIN)
    w, h = shadow.get_size()
    small = pygame.transform.smoothscale(shadow, (max(1, w // 10), max(1, h // 10)))
    return pygame.transform.smoothscale(small, (w, h))
