"""The saved games: the autosave and the named saves, to open one.

Each save is listed with its game, its date, where the game stands (round and step)
and its seats. A save that cannot be read (damaged, cut short, not UTF-8, not JSON,
nested too deeply, a field of the wrong type, a set-up the game cannot read), or is of a
game this Seneschal does not know, is listed too, with what is wrong with it; it cannot
be opened, and can be deleted. A save whose actions do not replay is found out when it
is opened: the line then says why. Reading never writes, so a damaged file stays
exactly as it was. Opening a save replays it with its
own game (``Controller.load``) and opens that game's table, behind the privacy curtain
when a person makes the pending decision.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ai import bot_kinds
from game.core import i18n
from game.core.errors import ConfigError, DataError, SaveError
from game.core.record import check_seats
from game.core.saves import SaveFile, read_save
from game.ui.controller import Controller, autosave_path
from game.ui.plugin import GameUI, SaveSummary, ended_words, ui_of
from game.ui.scenes.base import NO_SAVES, WidgetScene
from game.ui.scenes.game_menu import saves_dir
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.scroll import ScrollList

if TYPE_CHECKING:
    from game.ui.app import App, Catalog


_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SaveInfo:
    """What the list shows about one save file."""

    path: Path
    label: str  # "Autosave" or the save's name
    autosave: bool
    modified: datetime | None
    where: str = ""  # "Round 3 · Purchase"
    families: tuple[str, ...] = ()  # the seats' names
    ended: str | None = None  # how the game ended, if it did (a sentence)
    error: str | None = None  # why it cannot be opened
    game: str = ""  # the game's title

    @property
    def openable(self) -> bool:
        return self.error is None

    def date_text(self) -> str:
        if self.modified is None:
            return ""
        return date_words(self.modified)

    def summary(self) -> str:
        """One line: the game, where it stands and who plays it."""
        state = i18n.t("core.load.finished", ended=self.ended) if self.ended else self.where
        parts = [self.game] if self.game else []
        if state:
            parts.append(state)
        if self.families:
            parts.append(", ".join(self.families))
        return "  ·  ".join(parts)


def date_words(when: datetime) -> str:
    """ "27 November 2026, 14:05" in the current language ("27 novembre 2026, 14:05")."""
    from babel.dates import format_datetime

    try:
        return str(format_datetime(when, "d MMMM y, HH:mm", locale=i18n.language()))  # words: not shown
    except Exception:
        return str(format_datetime(when, "d MMMM y, HH:mm", locale=i18n.FALLBACK))  # words: not shown


def short_error(message: str, path: Path) -> str:
    """A save error without the file's path in front (the list already names the file)."""
    text = str(message)
    prefix = str(path)
    if text.startswith(prefix):
        text = text[len(prefix) :].lstrip(":").strip()
    where = re.match(r"(\d+):(\d+): (.*)", text, re.S)
    if where is not None:
        text = i18n.t("core.load.at_line", line=where[1], column=where[2], error=where[3])
    if not text:
        return i18n.t("core.load.unreadable")
    return text if text.endswith((".", "!", "?")) else text + "."


def unknown_game(game_id: str) -> str:
    return i18n.t("core.load.unknown_game", game=repr(game_id))


def meta_summary(doc: SaveFile) -> SaveSummary:
    """Where a game stands, read from the save's meta (``Controller.save_meta``);
    raises ValueError when the meta does not say."""
    meta = doc.meta
    rnd, step, seats = meta.get("round", 0), meta.get("phase", 0), meta.get("families", [])
    if not (counted(rnd) and counted(step)):
        raise ValueError(i18n.t("core.load.meta_round"))
    if not isinstance(seats, list) or not all(isinstance(name, str) for name in seats):
        raise ValueError(i18n.t("core.load.meta_families"))
    return SaveSummary(rnd, step, tuple(seats), ended_words(tuple(seats), meta.get("outcome"), rnd))


def counted(value: Any) -> bool:
    """Whether ``value`` is a whole number from 0 (a round, a step), not ``true``."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def read_info(catalog: Catalog, path: Path, label: str | None = None, autosave: bool = False) -> SaveInfo:
    """Read a save's envelope for the list (and its config and seats, when the game
    reads the save's version as it is); never raises and never writes."""
    label = label if label is not None else path.stem
    try:
        modified: datetime | None = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):
        modified = None
    try:
        doc = read_save(path)
    except SaveError as exc:
        return SaveInfo(path, label, autosave, modified, error=short_error(str(exc), path))
    try:
        game = catalog.get(doc.game)
    except ConfigError:
        return SaveInfo(path, label, autosave, modified, error=unknown_game(doc.game))
    if doc.game_version == game.save_version:
        try:
            check_seats(game, None, game.rules.config_from_json(doc.config).seats, bot_kinds(game))
        except ConfigError as exc:
            return SaveInfo(
                path,
                label,
                autosave,
                modified,
                error=short_error(i18n.t("core.load.config_error", error=str(exc)), path),
                game=i18n.text(game.title),
            )
    ui: GameUI = ui_of(game)
    try:
        summary = (ui.save_summary or meta_summary)(doc)
    except (LookupError, TypeError, ValueError, ArithmeticError) as exc:
        return SaveInfo(path, label, autosave, modified, error=short_error(str(exc), path), game=i18n.text(game.title))
    return SaveInfo(
        path,
        label,
        autosave,
        modified,
        ui.where(summary.round, summary.step),
        tuple(i18n.text(seat) for seat in summary.seats),
        i18n.text(summary.ended) if summary.ended is not None else None,
        game=i18n.text(game.title),
    )


def list_saves(catalog: Catalog) -> list[SaveInfo]:
    """The autosave (if any), then the named saves, newest first."""
    found: list[SaveInfo] = []
    auto = autosave_path()
    if auto.exists():
        found.append(read_info(catalog, auto, i18n.t("core.load.autosave_label"), autosave=True))
    folder = saves_dir()
    named = [read_info(catalog, p) for p in folder.glob("*.json") if p.is_file()] if folder.is_dir() else []
    named.sort(key=lambda info: info.modified or datetime.min, reverse=True)
    return found + named


def open_save(app: App, path: Path) -> str | None:
    """Replay the save at ``path`` with its own game and open that game's table; return
    why not, or None. The file is only read.

    The game keeps autosaving to the usual autosave file, so Continue finds it. A fault
    of the program itself while replaying is logged with its details and said in one
    sentence: the client never stops on a save.
    """
    try:
        doc = read_save(path)
    except SaveError as exc:
        return str(exc)
    try:
        game = app.catalog.get(doc.game)
    except ConfigError:
        return i18n.t("core.load.game_unknown", path=str(path), problem=unknown_game(doc.game))
    try:
        data = app.game_data(game.id)
    except DataError as exc:
        app.open("error", problems=exc.problems, game=game.id)
        return i18n.t("core.load.data_problems")
    try:
        controller = Controller.load(game, data, path, autosave=autosave_path())
    except SaveError as exc:
        return str(exc)
    except Exception as exc:  # a fault of the program, not of the file: kept in the log
        _log.exception("replaying %s failed", path)
        return i18n.t("core.load.replay_failed", path=str(path), error=type(exc).__name__)
    app.play(controller)
    return None


class LoadGameScene(WidgetScene):
    """The list of saves with Open, Delete (asked first; the Delete key too) and Back."""

    title = i18n.m("core.load.title")

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = list_saves(app.catalog)
        self.list: ScrollList | None = None
        self.open_button: Button | None = None
        self.delete_button: Button | None = None
        self.selected: int | None = next((i for i, s in enumerate(self.saves) if s.openable), None)

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        rect = pygame.Rect(0, 0, min(w - t.px(60), t.px(900)), h - t.px(60))
        rect.center = (w // 2, h // 2)
        panel = Panel(t, rect, title=i18n.t("core.load.heading"))
        self.group.add(panel)
        content = panel.content
        button_h = t.px(44)
        back = Button(
            t,
            i18n.t("core.common.back"),
            self.app.back,
            pygame.Rect(0, 0, t.px(150), button_h),
            icon="back",
            tooltip=i18n.t("core.load.back_tip"),
        )
        back.rect.bottomleft = (content.left, content.bottom)
        self.open_button = Button(
            t,
            i18n.t("core.load.open"),
            self.open_selected,
            pygame.Rect(0, 0, t.px(200), button_h),
            primary=True,
            icon="scroll",
        )
        self.open_button.rect.bottomright = (content.right, content.bottom)
        self.delete_button = Button(
            t, i18n.t("core.load.delete"), self.delete_selected, pygame.Rect(0, 0, t.px(150), button_h)
        )
        self.delete_button.rect.bottomright = (self.open_button.rect.left - t.px(14), content.bottom)
        list_rect = pygame.Rect(content.left, content.top, content.width, back.rect.top - t.px(16) - content.top)
        if not self.saves:
            self.group.add(
                Label(t, i18n.t(NO_SAVES), list_rect, role="italic", color=t.colors.ink_soft, align="center")
            )
        else:
            frame = Panel(
                t, list_rect.inflate(t.px(8), t.px(8)), tone=t.colors.parchment_light, shadow=False, ornate=False
            )
            self.list = ScrollList(
                t,
                self.saves,
                list_rect,
                row_height=self.row_height(),
                draw_item=self.draw_item,
                on_select=self.select,
                on_activate=self.activate,
            )
            if self.selected is not None:
                self.list.select(self.selected, notify=False)
            self.group.add(frame, self.list)
            self.group.set_focus(self.list)
        self.group.add(back, self.delete_button, self.open_button)
        self._refresh()

    def row_height(self) -> int:
        t = self.theme
        return t.line_height("body_bold") + t.line_height("small") + t.px(16)

    # Choosing -----------------------------------------------------------------------
    def select(self, index: int) -> None:
        self.selected = index
        self._refresh()

    def activate(self, index: int) -> None:
        self.selected = index
        self.open_selected()

    def _refresh(self) -> None:
        button = self.open_button
        if button is None:
            return
        info = self.saves[self.selected] if self.selected is not None and self.selected < len(self.saves) else None
        if self.delete_button is not None:
            self.delete_button.enabled = info is not None
            self.delete_button.tooltip = (
                i18n.t("core.load.delete_tip", save=info.label)
                if info is not None
                else i18n.t("core.load.choose_first")
            )
        button.enabled = info is not None and info.openable
        if info is None:
            button.tooltip = i18n.t("core.load.choose_first") if self.saves else i18n.t(NO_SAVES)
        elif not info.openable:
            button.tooltip = i18n.t("core.load.cannot_open_tip", error=info.error or "")
        else:
            button.tooltip = i18n.t("core.load.open_tip", save=info.label)

    def open_selected(self) -> None:
        if self.selected is None or not self.saves[self.selected].openable:
            return
        info = self.saves[self.selected]
        problem = open_save(self.app, info.path)
        if problem is not None:
            self.saves[self.selected] = replace(info, error=short_error(problem, info.path))
            if self.list is not None:
                self.list.set_items(self.saves)
            self.app.notify(problem)
            self._refresh()

    def handle_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_DELETE:
            self.delete_selected()
            return
        super().handle_key(event)

    def delete_selected(self) -> None:
        """Ask, then delete the chosen save's file."""
        if self.selected is None or self.selected >= len(self.saves):
            return
        info = self.saves[self.selected]
        if info.autosave:
            text = i18n.m("core.load.delete_autosave_text")
        else:
            text = i18n.m("core.load.delete_text", save=info.label)
        self.app.open(
            "confirm",
            heading=i18n.m("core.load.delete_heading"),
            text=text,
            yes=i18n.m("core.load.delete"),
            on_yes=lambda: self._delete(info),
            no=i18n.m("core.load.keep"),
        )

    def _delete(self, info: SaveInfo) -> None:
        try:
            info.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.app.notify(i18n.m("core.load.delete_failed", path=str(info.path), error=str(exc.strerror or exc)))
            return
        self.saves = list_saves(self.app.catalog)
        self.selected = next((i for i, s in enumerate(self.saves) if s.openable), None)
        if not self.saves:
            self.selected = None
        self.layout()

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.list is not None:
            index = self.list.row_at(pos)
            if index is not None:
                info = self.saves[index]
                if info.error:
                    return i18n.t("core.load.error_tip", path=str(info.path), error=info.error)
                return f"{info.path}"
        return super().tooltip_at(pos)

    # Drawing ------------------------------------------------------------------------
    def draw_item(self, surface: pygame.Surface, rect: pygame.Rect, item: Any, selected: bool, hovered: bool) -> None:
        t = self.theme
        c = t.colors
        info: SaveInfo = item
        if selected:
            pygame.draw.rect(surface, c.parchment_dark, rect.inflate(-t.px(4), -t.px(4)), border_radius=t.px(4))
        elif hovered:
            pygame.draw.rect(surface, c.parchment, rect.inflate(-t.px(4), -t.px(4)), border_radius=t.px(4))
        left = rect.left + t.px(12)
        top = rect.top + t.px(8)
        date = info.date_text()
        date_w = t.text_size(date, "small_italic")[0] if date else 0
        title_role = "body_bold"
        colour = c.ink if info.openable else c.ink_faded
        label = t.ellipsize(info.label, title_role, rect.width - date_w - t.px(40))
        t.blit_text(
            surface, label, (left, top), title_role, c.rubric_dark if info.autosave and info.openable else colour
        )
        if date:
            t.blit_text(surface, date, (rect.right - t.px(12), top + t.px(2)), "small_italic", c.ink_soft, "topright")
        second = top + t.line_height(title_role)
        if info.error:
            text, role, ink = i18n.t("core.load.cannot_open", error=info.error), "small", c.rubric
        else:
            text, role, ink = info.summary(), "small", c.ink_soft
        room = rect.width - t.px(24)
        size = t.fit_px(text, role, room, 0.75)  # the families' names: smaller type before any cut
        t.blit_text(surface, t.ellipsize(text, role, room, size), (left, second), role, ink, px=size)
        pygame.draw.line(
            surface, c.parchment_dark, (rect.left + t.px(8), rect.bottom - 1), (rect.right - t.px(8), rect.bottom - 1)
        )
