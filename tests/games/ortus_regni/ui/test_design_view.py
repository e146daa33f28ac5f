"""Ortus Regni's deck design screen (OR 2.1), answered with posted clicks, and the saved
decks of ``ui.decks`` in a temporary home.

A small ``Table`` plays the table scene's part of the ``GameContext`` (as Troyes' view
tests do): it holds the full state of a seeded game in its design, gives the view only
the deciding seat's ``view_for``, submits through the engine (a refusal becomes a notice
with the engine's reason) and refreshes or replaces the view afterwards.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.errors import IllegalAction
from game.games.ortus_regni.rules.contract import RULES
from game.games.ortus_regni.rules.state import OrtusState
from game.games.ortus_regni.ui import decks
from game.games.ortus_regni.ui.decisions import VIEWS
from game.games.ortus_regni.ui.decisions.design import DesignView, TypeInfo, reads_whole
from game.games.ortus_regni.ui.render import cards
from game.ui import theme as theme_module
from game.ui.settings import UI_SCALES
from game.ui.theme import ui_scale_for
from game.ui.widgets.button import Button
from tests.games.ortus_regni import helpers as h


class Table:
    """The table scene's side of the GameContext, around a full state."""

    def __init__(self, app: Any, state: OrtusState, panel: pygame.Rect | None = None) -> None:
        self.app = app
        self.controller: Any = None
        self.state = state
        self.notices: list[str] = []
        self.panel = panel or pygame.Rect(10, 40, 1000, 660)
        self.current: DesignView | None = None
        self._view: OrtusState | None = None
        self._open()

    @property
    def decision(self) -> Decision:
        d = RULES.pending(self.state)
        assert d is not None
        return d

    @property
    def viewer(self) -> int:
        return self.decision.seat

    @property
    def view(self) -> OrtusState:
        if self._view is None:
            self._view = RULES.view_for(self.state, self.viewer)
        return self._view

    def submit(self, action: Action) -> bool:
        try:
            RULES.apply(self.state, action)
        except IllegalAction as exc:
            self.notice(exc.reason)
            return False
        self._view = None
        self._open(self.current)
        return True

    def notice(self, text: Any) -> None:
        self.notices.append(i18n.text(text))

    def describe(self, action: Action) -> Any:
        return RULES.describe_action(self.view, action)

    def _open(self, old: DesignView | None = None) -> None:
        d = RULES.pending(self.state)
        if d is None or d.kind != "design":
            self.current = None
            return
        if old is not None and old.decision.seat == d.seat:
            old.refresh(d)
            return
        view = VIEWS[d.kind](self, d)
        assert isinstance(view, DesignView)
        self.current = view
        view.layout(self.panel)

    # Input, as a person gives it ----------------------------------------------------
    def click(self, pos: tuple[int, int]) -> None:
        view = self.current
        assert view is not None
        for kind, extra in (
            (pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
            (pygame.MOUSEBUTTONDOWN, {"button": 1}),
            (pygame.MOUSEBUTTONUP, {"button": 1}),
        ):
            self.app.mouse_pos = pos
            view.handle_event(pygame.event.Event(kind, pos=pos, **extra))

    def reach(self, find: Any) -> Any:
        """The widget ``find()`` gives, scrolled into sight with the wheel."""
        view = self.current
        assert view is not None
        for _ in range(60):
            widget = find()
            if (widget.visible and view.body_view().contains(widget.rect)) or widget in view.foot.widgets:
                return widget
            self.app.mouse_pos = view.body.center
            y = -1 if widget.rect.top > view.body.top else 1
            view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
        raise AssertionError("never came into sight")

    def click_button(self, text: str, index: int = 0) -> None:
        self.click(self.reach(lambda: buttons(self.current, text)[index]).rect.center)

    def click_more(self, card: str) -> None:
        self.click(self.reach(lambda: step_buttons(self.current, card)[1]).rect.center)

    def click_less(self, card: str) -> None:
        self.click(self.reach(lambda: step_buttons(self.current, card)[0]).rect.center)

    @property
    def design(self) -> dict[str, int]:
        return dict(self.state.earls[self.viewer].design)


def buttons(view: DesignView | None, text: str) -> list[Button]:
    assert view is not None
    found = [w for w in view.group.widgets + view.foot.widgets if isinstance(w, Button) and w.text == text]
    assert found, f"no button {text!r}"
    return found


def step_buttons(view: DesignView | None, card: str) -> tuple[Button, Button]:
    """The − and + buttons of ``card``'s row."""
    assert view is not None
    widgets = view.group.widgets
    for i, w in enumerate(widgets):
        if isinstance(w, TypeInfo) and w.card.id == card:
            less, more = widgets[i + 1], widgets[i + 2]
            assert isinstance(less, Button) and isinstance(more, Button)
            return less, more
    raise AssertionError(f"no row for {card}")


def t(msg_id: str, **kw: Any) -> str:
    return i18n.t(msg_id, **kw)


def designing(seed: int = 3, n: int = 2) -> OrtusState:
    state, _ = h.new(n, seed, decks=False)
    d = RULES.pending(state)
    assert d is not None and d.kind == "design" and d.seat == 0
    return state


@pytest.fixture
def table(make_app: Any) -> Iterator[Table]:
    app = make_app(scene=None, window_size=(1280, 720), language="en")
    with i18n.using("en"):
        yield Table(app, designing())


# --------------------------------------------------------------------------- clicks


def test_plus_and_minus_change_the_counts(table: Table) -> None:
    with i18n.using("en"):
        assert table.design == {}
        table.click_more("castle")
        table.click_more("castle")
        table.click_more("prince")
        assert table.design == {"castle": 2, "prince": 1}
        table.click_less("castle")
        assert table.design == {"castle": 1, "prince": 1}
        less, _ = step_buttons(table.current, "land")
        assert not less.enabled
        assert less.tooltip == t("ortus_regni.ui.design.none_to_remove", card=h.data().cards["land"].name)
        row = next(w for w in table.current.group.widgets if isinstance(w, TypeInfo) and w.card.id == "castle")  # type: ignore[union-attr]
        assert row.tooltip == i18n.text(h.data().cards["castle"].text)
        assert row.detail == "1 / 6"


def test_six_is_the_most_of_a_type(table: Table) -> None:
    with i18n.using("en"):
        for _ in range(6):
            table.click_more("land")
        assert table.design == {"land": 6}
        _, more = step_buttons(table.current, "land")
        assert not more.enabled
        assert "6" in (more.tooltip or "")
        table.click(more.rect.center)  # a disabled button does nothing
        assert table.design == {"land": 6}


def test_an_archetype_then_confirm(table: Table) -> None:
    with i18n.using("en"):
        data = h.data()
        name = i18n.text(data.archetypes["lord"].name)
        table.click_button(name)
        assert table.design == {c: n for c, n in data.archetypes["lord"].counts.items() if n}
        table.click_button(t("ortus_regni.ui.design.confirm"))
        assert table.state.earls[0].designed
        assert table.viewer == 1  # the next Earl designs
        assert table.current is not None and table.current.seat == 1


def test_random_gives_a_legal_deck(table: Table) -> None:
    with i18n.using("en"):
        table.click_button(t("ortus_regni.ui.design.random"))
        design = table.design
        assert sum(design.values()) == 24
        assert all(0 < n <= 6 for n in design.values())
        assert buttons(table.current, t("ortus_regni.ui.design.confirm"))[0].refusal is None  # type: ignore[attr-defined]


def test_confirm_at_23_cards_says_why(table: Table) -> None:
    with i18n.using("en"):
        data = h.data()
        table.click_button(i18n.text(data.archetypes["balanced"].name))
        first = next(iter(table.design))
        table.click_less(first)
        assert sum(table.design.values()) == 23
        confirm = buttons(table.current, t("ortus_regni.ui.design.confirm"))[0]
        reason = "The deck has 23 cards: it needs 24."
        assert confirm.tooltip == reason
        table.click(confirm.rect.center)
        assert table.notices[-1] == reason
        assert not table.state.earls[0].designed
        # full deck: every + says so
        table.click_more(first)
        _, more = step_buttons(table.current, "banquet" if table.design.get("banquet", 0) < 6 else "allies")
        assert not more.enabled
        assert more.tooltip == t("ortus_regni.ui.design.deck_full", n=24)


def test_the_picture_counts_lords_castles_and_lands(table: Table) -> None:
    with i18n.using("en"):
        for card in ("castle", "castle", "prince", "vassal", "monk", "land", "land", "market_town"):
            table.click_more(card)
        view = table.current
        assert view is not None
        texts = [getattr(w, "text", "") for w in view.group.widgets]
        assert t("ortus_regni.ui.design.lords", lords=3, castles=2) in texts
        army = t("ortus_regni.ui.design.army", lands=2, towns=1, low=2, high=4, draw=2, draw_high=4)
        assert army in texts


# --------------------------------------------------------------------------- saved decks


def test_decks_round_trip_in_the_home(user_home: Any) -> None:
    assert decks.decks_path().is_relative_to(user_home)
    assert decks.load_decks("Aelfric") == {}
    assert decks.save_deck("Aelfric", "Castles", {"castle": 6, "land": 0}) == []
    assert decks.save_deck("Aelfric", "Faces", {"prince": 2}) == []
    assert decks.save_deck("Beorn", "Castles", {"church": 1}) == []
    assert decks.load_decks("Aelfric") == {"Castles": {"castle": 6}, "Faces": {"prince": 2}}
    assert decks.delete_deck("Aelfric", "Castles") == []
    assert decks.load_decks("Aelfric") == {"Faces": {"prince": 2}}
    assert decks.load_decks("Beorn") == {"Castles": {"church": 1}}
    assert not list(decks.decks_path().parent.glob("*.tmp"))


def test_a_damaged_entry_is_left_aside_the_rest_is_read(user_home: Any) -> None:
    path = decks.decks_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"Aelfric": {"Good": {"castle": 2}, "Bad": {"castle": "two"}}, "Beorn": [1, 2]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    with i18n.using("en"):
        found, problems = decks.load_decks_checked("Aelfric")
        assert found == {"Good": {"castle": 2}}
        assert [p.field for p in problems] == ["Aelfric.Bad.castle", "Beorn"]
        # saving keeps the entries it could not read as they were
        assert decks.save_deck("Aelfric", "New", {"land": 1}) == []
        kept = json.loads(path.read_text(encoding="utf-8"))
        assert kept["Beorn"] == [1, 2] and kept["Aelfric"]["Bad"] == {"castle": "two"}


def test_a_corrupt_file_is_a_notice_not_a_crash(make_app: Any, user_home: Any) -> None:
    path = decks.decks_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    app = make_app(scene=None, window_size=(1280, 720), language="en")
    with i18n.using("en"):
        table = Table(app, designing())
        assert table.current is not None
        assert len(table.notices) == 1 and str(path) in table.notices[0]
        assert decks.load_decks(h.NAMES[0]) == {}
        # a save keeps the damaged file aside and writes a good one
        table.click_more("castle")
        table.click_button(t("ortus_regni.ui.design.save"))
        assert table.notices[-1] == t("ortus_regni.ui.design.saved", name="Deck 1")
        assert decks.load_decks(h.NAMES[0]) == {"Deck 1": {"castle": 1}}
        assert path.with_name(path.name + ".bad").read_text(encoding="utf-8") == "{not json"


def test_save_load_and_delete_from_the_screen(make_app: Any, user_home: Any) -> None:
    app = make_app(scene=None, window_size=(1280, 720), language="en")
    data = h.data()
    with i18n.using("en"):
        table = Table(app, designing())
        target = {"castle": 6, "land": 6, "market_town": 2, "prince": 2, "vassal": 4, "banner": 4}
        assert decks.save_deck(h.NAMES[0], "Mine", target) == []
        table.current.read_saved()  # type: ignore[union-attr]
        table.current.rebuild()  # type: ignore[union-attr]
        table.click_button(i18n.text(data.archetypes["balanced"].name))
        table.click_button(t("ortus_regni.ui.design.load"))
        assert table.design == target
        assert table.notices[-1] == t("ortus_regni.ui.design.loaded", name="Mine")
        # the name field starts with a default name that no saved deck has
        view = table.current
        assert view is not None and view.name_input.text == "Deck 1"
        table.click_button(t("ortus_regni.ui.design.save"))
        assert set(decks.load_decks(h.NAMES[0])) == {"Mine", "Deck 1"}
        table.click_button(t("ortus_regni.ui.design.delete"), 1)  # "Mine" is listed after "Deck 1"
        assert set(decks.load_decks(h.NAMES[0])) == {"Deck 1"}
        # a saved deck with too many copies cannot be loaded: its button says why
        assert decks.save_deck(h.NAMES[0], "Odd", {"castle": 7}) == []
        view.read_saved()
        view.rebuild()
        load = buttons(view, t("ortus_regni.ui.design.load"))[1]
        assert not load.enabled and "7" in (load.tooltip or "")


def test_loading_stops_at_the_first_refusal(make_app: Any, user_home: Any) -> None:
    app = make_app(scene=None, window_size=(1280, 720), language="en")
    with i18n.using("en"):
        state = designing()
        state.earls[0].turns = 119  # one single step left before only whole decks (DESIGN_STEPS)
        table = Table(app, state)
        assert decks.save_deck(h.NAMES[0], "Two", {"castle": 1, "land": 1}) == []
        view = table.current
        assert view is not None
        view.read_saved()
        view.load("Two")
        assert table.design == {"castle": 1}
        assert "stopped" in table.notices[-1]


# --------------------------------------------------------------------------- every size

SIZES = [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440)]
SCALES = [UI_SCALES[0], 1.0, UI_SCALES[-1]]


def _panels(size: tuple[int, int]) -> list[pygame.Rect]:
    """The tall column the table lends the view, a wide one, and the room the Ortus
    table lends it (its ``view_dock``: most of the window, under the middle bar)."""
    w, h_ = size
    top = round(h_ * 0.136)
    return [
        pygame.Rect(round(w * 0.70), top, round(w * 0.29), h_ - top - 10),
        pygame.Rect(10, top, round(w * 0.6), h_ - top - 10),
        _dock(size),
    ]


def _dock(size: tuple[int, int]) -> pygame.Rect:
    w, h_ = size
    top = round(h_ * 0.136)
    return pygame.Rect(10, top, w - 20, h_ - top - 10)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_screen_fits_every_size(make_app: Any, user_home: Any, size: tuple[int, int], scale: float) -> None:
    language = "fr" if size in ((1024, 640), (1920, 1080)) else "en"
    app = make_app(scene=None, window_size=size, language=language)
    app.theme.set_scale(ui_scale_for(size, scale))
    assert decks.save_deck(h.NAMES[0], "Montfaucon-sur-Loire des Ducs", {"castle": 6, "land": 6}) == []
    surface = pygame.Surface(size)
    with i18n.using(language):
        state = designing()
        state.earls[0].design = {"castle": 6, "land": 5, "prince": 3}
        for panel in _panels(size):
            table = Table(app, state, panel)
            view = table.current
            assert view is not None
            assert any(isinstance(w, TypeInfo) and w.visible for w in view.group.widgets)
            for _ in range(40):  # every scroll position
                _check(view, surface)
                if view.offset >= view.most_offset():
                    break
                app.mouse_pos = view.body.center
                view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            else:
                raise AssertionError("the body never reached its end")


def _check(view: DesignView, surface: pygame.Surface) -> None:
    t_ = view.theme
    shown = [w for w in view.group.widgets + view.foot.widgets + view.preview_parts() if w.visible]
    for w in view.preview_parts():
        if w.visible:
            assert view.body_view().contains(w.rect), f"the preview's {type(w).__name__} {w.rect} leaves the body"
    for w in shown:
        assert view.rect.contains(w.rect), f"{type(w).__name__} {w.rect} leaves {view.rect}"
    for w in view.foot.widgets:
        assert not w.rect.colliderect(view.body), f"{type(w).__name__} {w.rect} runs into the body"
    for a, b in itertools.combinations(shown, 2):
        assert not a.rect.colliderect(b.rect), f"{type(a).__name__} {a.rect} overlaps {type(b).__name__} {b.rect}"
    for w in shown:
        if isinstance(w, Button):
            role_px = t_.font_size(w.role)
            room = w.rect.width - t_.px(16)
            px = t_.fit_px(w.text, w.role, room, 0.7)
            fits = t_.text_size(w.text, w.role, px)[0] <= room
            lines = t_.wrap(w.text, w.role, w.rect.width - t_.px(12), round(role_px * 0.8))
            two = len(lines) <= 3 and len(lines) * t_.line_height(w.role, round(role_px * 0.8)) <= w.rect.height
            assert fits or two, f"button {w.text!r} is cut in {w.rect}"
            continue
        surface.set_clip(w.rect)
        with theme_module.recording() as drawn:
            w.draw(surface)
        surface.set_clip(None)
        for text in drawn:
            assert not text.outside, f"{text.text!r} at {text.rect} leaves its {type(w).__name__} {w.rect}"
            assert not text.whole, f"{text.whole!r} is cut"


# --------------------------------------------------------------------------- the card preview


def _row(view: DesignView, card: str) -> TypeInfo:
    return next(w for w in view.group.widgets if isinstance(w, TypeInfo) and w.card.id == card)


def _move(table: Table, pos: tuple[int, int]) -> None:
    view = table.current
    assert view is not None
    table.app.mouse_pos = pos
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _check_preview(view: DesignView) -> None:
    """The preview lies in the panel and the body, overlaps no widget shown, and the
    face it shows reads whole: its name and every word of its text, readable."""
    t_ = view.theme
    preview, head = view.preview, view.preview_head
    assert preview is not None and head is not None
    assert preview.visible and head.visible
    for part in (head, preview):
        assert view.rect.contains(part.rect) and view.body_view().contains(part.rect)
        for w in view.group.widgets + view.foot.widgets:
            if w.visible:
                assert not part.rect.colliderect(w.rect), (
                    f"the preview {part.rect} overlaps {type(w).__name__} {w.rect}"
                )
    assert head.rect.bottom <= preview.rect.top
    assert preview.rect.size == cards.card_rect(preview.rect.width).size
    assert reads_whole(t_, view.data, preview.rect.width)
    kind = view.previewed
    assert kind is not None
    layout = cards.face_layout(t_, preview.rect, view.data, kind, large=True)
    assert not layout.name_cut and layout.text
    assert " ".join(line.text for line in layout.text).split() == i18n.text(view.data.cards[kind].text).split()
    assert all(line.px >= t_.readable_px for line in layout.text)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_preview_shows_the_hovered_type(
    make_app: Any, user_home: Any, size: tuple[int, int], scale: float, language: str
) -> None:
    app = make_app(scene=None, window_size=size, language=language)
    app.theme.set_scale(ui_scale_for(size, scale))
    with i18n.using(language):
        state = designing()
        table = Table(app, state, _dock(size))
        view = table.current
        assert view is not None
        data = view.data
        # the rows show the cards' chips, each name whole
        rows = [w for w in view.group.widgets if isinstance(w, TypeInfo)]
        assert rows and all(w.chip_rect(w.rect) is not None for w in rows)
        # nothing hovered yet: the first type listed
        first = rows[0].card.id
        assert view.previewed == first
        _check_preview(view)
        # a row under the pointer: its card (scrolled into sight first if need be)
        for card in (rows[-1].card.id, rows[len(rows) // 2].card.id):
            row = table.reach(lambda card=card: _row(view, card))
            _move(table, row.rect.center)
            assert view.previewed == card
            _check_preview(view)
        # its + button stands for it too
        card = rows[1].card.id
        more = table.reach(lambda: step_buttons(view, card)[1])
        _move(table, more.rect.center)
        assert view.previewed == card
        # off the rows, the last one hovered stays
        _move(table, view.rect.topleft)
        assert view.previewed == card
        _check_preview(view)
        # a click that changes the deck keeps it (the view is laid out again)
        table.click(more.rect.center)
        assert table.design == {card: 1}
        assert view.previewed == card
        # every type reads whole on the preview
        surface = pygame.Surface(size)
        preview = view.preview
        assert preview is not None
        for kind in data.deck_types:
            view.last_hovered = kind
            _move(table, view.rect.topleft)
            assert view.previewed == kind
            cards._faces.clear()
            with theme_module.recording() as drawn:
                preview.draw(surface)
            assert drawn, "the preview drew no words"
            for text in drawn:
                assert not text.whole, f"{text.whole!r} is cut on the preview"
                assert text.px >= text.floor or text.decorative, f"{text.text!r} is too small ({text.px}px)"


def test_no_preview_in_a_narrow_panel(make_app: Any, user_home: Any) -> None:
    app = make_app(scene=None, window_size=(1280, 720), language="en")
    with i18n.using("en"):
        table = Table(app, designing(), _panels((1280, 720))[0])
        view = table.current
        assert view is not None
        assert view.preview is None and view.previewed is None
        row = table.reach(lambda: _row(view, "castle"))
        _move(table, row.rect.center)
        assert view.previewed is None
        assert row.tooltip == i18n.text(h.data().cards["castle"].text)  # the words stay in the tooltip
        assert row.chip_rect(row.rect) is None  # the narrow rows keep their glyph
