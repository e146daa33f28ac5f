"""The rules reference: a game's rules summarised in our own words, by section number.

The text is the game's (``GameUI.rules_path``: for Fief ``assets/rules/fief.md``), so it
can be corrected or translated without touching code: ``fief.fr.md`` beside it is read
instead when the words are French (``localised``), the English file otherwise. A contents list on the left
jumps to a section; it follows the page as you scroll.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.panel import Panel
from game.ui.widgets.scroll import ScrollList
from game.ui.widgets.text_page import Block, TextPage, parse_page

if TYPE_CHECKING:
    from game.ui.app import App

_SECTION = re.compile(r"^(\d+(?:\.\d+)*)\s+(.*)$")


def localised(path: Path, lang: str | None = None) -> Path:
    """``fief.fr.md`` beside ``fief.md`` when it exists for ``lang`` (the current
    language by default), else ``path`` itself."""
    lang = lang or i18n.language()
    if lang != i18n.FALLBACK:
        own = path.with_name(f"{path.stem}.{lang}{path.suffix}")
        if own.is_file():
            return own
    return path


def load_rules(path: Path | None, title: str) -> list[Block]:
    """The blocks of the rules text at ``path`` (in the current language when a text
    exists in it); a short note when the game has none."""
    if path is None:
        return parse_page(i18n.t("core.rules.none", game=title))
    return parse_page(localised(path).read_text(encoding="utf-8"))


class RulesScene(WidgetScene):
    title = i18n.m("core.rules.title")

    def __init__(self, app: App, section: str | None = None) -> None:
        super().__init__(app)
        game = app.game()
        self.ui = app.game_ui()
        self.game_title = i18n.text(self.ui.title_of(game.title))
        self.blocks: list[Block] = []
        #: (block index, entry) for the contents list: every heading.
        self.entries: list[tuple[int, Block]] = []
        self._language = ""
        self._read()
        self.page: TextPage | None = None
        self.contents: ScrollList | None = None
        self._offset = 0.0
        self._start_section = section

    def _read(self) -> None:
        """The rules in the current language (again after a change of language)."""
        self._language = i18n.language()
        path = self.ui.rules_path() if self.ui.rules_path is not None else None
        self.blocks = load_rules(path, self.game_title)
        self.entries = [(i, b) for i, b in enumerate(self.blocks) if b.kind in ("h1", "h2")]

    def build(self) -> None:
        if self._language != i18n.language():
            self._read()
        t = self.theme
        w, h = self.size
        margin = t.px(24)
        # Full height for reading; the width is capped so lines stay a comfortable length.
        outer = pygame.Rect(0, margin, min(w - 2 * margin, t.px(1320)), h - 2 * margin)
        outer.centerx = w // 2
        toc_w = min(t.px(330), outer.width // 3)
        toc_panel = Panel(
            t, pygame.Rect(outer.left, outer.top, toc_w, outer.height), title=i18n.t("core.rules.contents")
        )
        page_panel = Panel(
            t,
            pygame.Rect(outer.left + toc_w + t.px(16), outer.top, outer.width - toc_w - t.px(16), outer.height),
            title=i18n.t("core.rules.heading", game=self.game_title),
        )
        self.group.add(toc_panel, page_panel)
        toc_area = toc_panel.content
        back_h = t.px(42)
        self.contents = ScrollList(
            t,
            self.entries,
            pygame.Rect(toc_area.left, toc_area.top, toc_area.width, toc_area.height - back_h - t.px(12)),
            row_height=t.line_height("small") + t.px(7),
            draw_item=self._draw_entry,
            on_select=self._jump,
        )
        self.page = TextPage(t, self.blocks, page_panel.content)
        back = Button(
            t,
            i18n.t("core.common.back"),
            self.app.back,
            pygame.Rect(toc_area.left, toc_area.bottom - back_h, toc_area.width, back_h),
            icon="back",
            tooltip=i18n.t("core.rules.back_tip"),
        )
        self.group.add(self.page, self.contents, back)
        self.group.set_focus(self.page)
        if self._start_section is not None:
            self.jump_to_section(self._start_section)
            self._start_section = None
        else:
            self.page.scroll_to(self._offset)

    def jump_to_section(self, number: str) -> bool:
        """Scroll to the heading numbered ``number`` ("6.2.2"); False if there is none."""
        for block_index, block in self.entries:
            match = _SECTION.match(block.text)
            if match and match.group(1) == number:
                assert self.page is not None
                self.page.scroll_to_block(block_index)
                return True
        return False

    def _jump(self, entry_index: int) -> None:
        if self.page is not None:
            self.page.scroll_to_block(self.entries[entry_index][0])

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.page is None or self.contents is None:
            return
        self._offset = self.page.offset
        current = self.page.current_block()
        if current is not None:
            for i, (block_index, _) in enumerate(self.entries):
                if block_index == current and self.contents.selected != i:
                    self.contents.select(i, notify=False)
                    break

    def _draw_entry(
        self, surface: pygame.Surface, rect: pygame.Rect, entry: tuple[int, Block], selected: bool, hovered: bool
    ) -> None:
        t = self.theme
        c = t.colors
        _, block = entry
        if selected:
            pygame.draw.rect(surface, c.parchment_dark, rect, border_radius=t.px(3))
        elif hovered:
            pygame.draw.rect(surface, c.parchment_light, rect, border_radius=t.px(3))
        match = _SECTION.match(block.text)
        number, name = (match.group(1), match.group(2)) if match else ("", block.text)
        indent = t.px(6) if block.kind == "h1" else t.px(22)
        role = "small_bold" if block.kind == "h1" else "small"
        x = rect.left + indent
        if number:
            t.blit_text(surface, number, (x, rect.centery), role, c.rubric, "midleft")
            x += t.px(42) if block.kind == "h1" else t.px(46)
        text = t.ellipsize(name, role, rect.right - x - t.px(4))
        t.blit_text(surface, text, (x, rect.centery), role, c.ink, "midleft")
