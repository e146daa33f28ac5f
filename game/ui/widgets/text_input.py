"""A one-line text field: family names, the game seed, a save's name."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.theme import Theme
from game.ui.widgets.base import Widget


class TextInput(Widget):
    """Editable text with a caret.

    Typing arrives as TEXTINPUT events (so accents and dead keys work); Left/Right,
    Home/End, Backspace/Delete edit; Enter calls ``on_submit``. ``allowed`` filters the
    characters accepted (digits only for a seed, say) and ``max_length`` caps the length.
    ``on_change`` is called with the new text after every edit.

    The click (or Tab) that brings the field into focus selects all its text, so typing
    replaces it; a later click places the caret and a drag selects. Shift with the
    arrows, Home or End extends the selection; Ctrl+A selects everything; Ctrl+C, Ctrl+X
    and Ctrl+V copy, cut and paste through the system clipboard, and do nothing where
    there is none.
    """

    focusable = True

    def __init__(
        self,
        theme: Theme,
        text: str = "",
        rect: pygame.Rect | None = None,
        *,
        placeholder: str = "",
        max_length: int = 24,
        allowed: Callable[[str], bool] | None = None,
        on_change: Callable[[str], None] | None = None,
        on_submit: Callable[[str], None] | None = None,
        tooltip: str | None = None,
        role: str = "body",
    ) -> None:
        super().__init__(theme, rect, tooltip)
        self.text = text[:max_length]
        self.placeholder = placeholder
        self.max_length = max_length
        self.allowed = allowed
        self.on_change = on_change
        self.on_submit = on_submit
        self.role = role
        self.caret = len(self.text)
        self.anchor: int | None = None  # the other end of the selection, if any
        self._blink = 0.0
        self._focus_click = False  # the next click is the one that focused the field
        self._dragging = False

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_length]
        self.caret = len(self.text)
        self.anchor = None

    # Selection ----------------------------------------------------------------------
    def selection(self) -> tuple[int, int] | None:
        """The selected span (start, end), or None when nothing is selected."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return (min(self.anchor, self.caret), max(self.anchor, self.caret))

    @property
    def selected_text(self) -> str:
        span = self.selection()
        return self.text[span[0] : span[1]] if span else ""

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self.text)

    def _delete_selection(self) -> bool:
        span = self.selection()
        self.anchor = None
        if span is None:
            return False
        self.text = self.text[: span[0]] + self.text[span[1] :]
        self.caret = span[0]
        return True

    def _move(self, to: int, extend: bool) -> None:
        """Move the caret; with ``extend`` the selection grows from where it was."""
        if extend:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            self.anchor = None
        self.caret = max(0, min(len(self.text), to))

    def _changed(self) -> None:
        self._blink = 0.0
        if self.on_change is not None:
            self.on_change(self.text)

    def insert(self, chars: str) -> None:
        """Type ``chars`` at the caret, in place of the selection if there is one."""
        chars = "".join(ch for ch in chars if ch.isprintable())
        if self.allowed is not None:
            chars = "".join(ch for ch in chars if self.allowed(ch))
        span = self.selection()
        room = self.max_length - len(self.text) + (span[1] - span[0] if span else 0)
        chars = chars[: max(0, room)]
        if not chars:
            return
        self._delete_selection()
        self.text = self.text[: self.caret] + chars + self.text[self.caret :]
        self.caret += len(chars)
        self._changed()

    def on_focus(self) -> None:
        self._blink = 0.0
        self.select_all()
        self._focus_click = True
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def on_blur(self) -> None:
        self.anchor = None
        pygame.key.stop_text_input()

    # Clipboard ----------------------------------------------------------------------
    def copy(self) -> None:
        if self.selected_text:
            clipboard_put(self.selected_text)

    def cut(self) -> None:
        if self.selected_text:
            clipboard_put(self.selected_text)
            self._delete_selection()
            self._changed()

    def paste(self) -> None:
        text = clipboard_get().replace("\r", " ").replace("\n", " ")
        if text:
            self.insert(text)

    # Input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._blink = 0.0
            if self._focus_click:  # the click that focused the field keeps all selected
                self._focus_click = False
                self.select_all()
                return True
            self.caret = self._caret_at(event.pos[0])
            self.anchor = self.caret
            self._dragging = True
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self.caret = self._caret_at(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self._dragging = False
            return True
        if event.type == pygame.TEXTINPUT:
            self._focus_click = False
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        self._focus_click = False
        key = event.key
        word = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if word and key in (pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_v):
            {pygame.K_a: self.select_all, pygame.K_c: self.copy, pygame.K_x: self.cut, pygame.K_v: self.paste}[key]()
            self._blink = 0.0
            return True
        if key == pygame.K_BACKSPACE:
            if self._delete_selection():
                self._changed()
            elif self.caret > 0:
                start = self._word_start() if word else self.caret - 1
                self.text = self.text[:start] + self.text[self.caret :]
                self.caret = start
                self._changed()
            return True
        if key == pygame.K_DELETE:
            if self._delete_selection():
                self._changed()
            elif self.caret < len(self.text):
                self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
                self._changed()
            return True
        span = self.selection()
        if key == pygame.K_LEFT:
            if span and not shift:
                self._move(span[0], False)
            else:
                self._move(self._word_start() if word else self.caret - 1, shift)
        elif key == pygame.K_RIGHT:
            if span and not shift:
                self._move(span[1], False)
            else:
                self._move(self._word_end() if word else self.caret + 1, shift)
        elif key == pygame.K_HOME:
            self._move(0, shift)
        elif key == pygame.K_END:
            self._move(len(self.text), shift)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.text)
        elif key == pygame.K_ESCAPE:
            return False  # the scene decides what Escape means
        else:
            # Printable keys arrive again as TEXTINPUT; swallow them here so that
            # scene shortcuts (letters, +/-) do not fire while typing.
            return bool(event.unicode and event.unicode.isprintable())
        self._blink = 0.0
        return True

    def _word_end(self) -> int:
        i = self.caret
        while i < len(self.text) and self.text[i] == " ":
            i += 1
        while i < len(self.text) and self.text[i] != " ":
            i += 1
        return i

    def _word_start(self) -> int:
        i = self.caret
        while i > 0 and self.text[i - 1] == " ":
            i -= 1
        while i > 0 and self.text[i - 1] != " ":
            i -= 1
        return i

    def _text_left(self) -> int:
        """Left edge of the text, scrolled so that the caret stays visible."""
        t = self.theme
        pad = t.px(10)
        inner_w = self.rect.width - 2 * pad
        caret_x = t.text_size(self.text[: self.caret], self.role)[0]
        shift = max(0, caret_x - inner_w + t.px(2))
        return self.rect.left + pad - shift

    def _caret_at(self, x: int) -> int:
        left = self._text_left()
        best, best_d = 0, abs(x - left)
        for i in range(1, len(self.text) + 1):
            d = abs(x - (left + self.theme.text_size(self.text[:i], self.role)[0]))
            if d < best_d:
                best, best_d = i, d
        return best

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        rect = self.rect
        radius = t.px(4)
        fill = c.parchment_light if self.enabled else c.parchment_dark
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        # An inset look: darker top and left edge, like a field pressed into the sheet.
        pygame.draw.line(
            surface,
            c.parchment_edge,
            (rect.left + radius, rect.top + 1),
            (rect.right - radius, rect.top + 1),
            max(1, t.px(2)),
        )
        border = c.ink if (self.focused or self.hovered) and self.enabled else c.ink_faded
        pygame.draw.rect(surface, border, rect, max(1, t.px(1.5)), border_radius=radius)
        previous = surface.get_clip()
        inner = rect.inflate(-t.px(8), -t.px(4))
        surface.set_clip(inner.clip(previous) if previous else inner)
        left = self._text_left()
        span = self.selection() if self.focused else None
        if span and self.text:
            x0 = left + t.text_size(self.text[: span[0]], self.role)[0]
            x1 = left + t.text_size(self.text[: span[1]], self.role)[0]
            h = t.line_height(self.role)
            pygame.draw.rect(surface, c.gold_light, (x0, rect.centery - h // 2, x1 - x0, h))
        if self.text:
            color = c.ink if self.enabled else c.ink_faded
            t.blit_text(surface, self.text, (left, rect.centery), self.role, color, "midleft")
        elif self.placeholder and not self.focused:
            t.blit_text(
                surface, self.placeholder, (rect.left + t.px(10), rect.centery), "italic", c.ink_faded, "midleft"
            )
        if self.focused and self._blink < 0.55:
            x = left + t.text_size(self.text[: self.caret], self.role)[0]
            h = t.line_height(self.role)
            pygame.draw.line(
                surface,
                c.rubric,
                (x, rect.centery - h // 2 + t.px(2)),
                (x, rect.centery + h // 2 - t.px(2)),
                max(1, t.px(2)),
            )
        surface.set_clip(previous)
        if self.focused and self.focus_ring:
            t.draw_focus(surface, rect, radius)


def clipboard_put(text: str) -> None:
    """Put ``text`` on the system clipboard; nothing happens where there is none."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, OSError, RuntimeError):
        pass


def clipboard_get() -> str:
    """The clipboard's text, or "" where there is no clipboard or no text on it."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, OSError, RuntimeError):
        return ""
    return text if isinstance(text, str) else ""
