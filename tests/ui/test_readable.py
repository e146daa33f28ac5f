"""Readable everywhere (issue 26, item 7): every registered game's table, at every
supported window size, at every UI scale and in both languages, drawn from a seeded game
of computer players a few rounds in (the solo game too, where a game has one), with
every text it draws recorded by the theme (``game.ui.theme.recording``):

- no text a player must read is smaller than the floor (``Theme.readable_px``: 12
  pixels at 1280x720 and UI scale 1, scaled as every length is);
- a text cut with an ellipsis is given whole elsewhere: in the tooltip of the place it
  is drawn, or on the card shown large there (hovered, the whole words are drawn);
- no text runs out of the part of the window it was drawn in (a list that scrolls may
  cut a line at its top or bottom, a map that pans a name at any edge);
- a tooltip never covers the thing it explains, and is drawn over everything else.

Sizes and scales are combined so that each game is drawn at every size, every scale
and in both languages; 1280x720 at scale 1, the floor's own size, in both.
"""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.ai import make_bot
from game.core.contract import SeatConfig
from game.core.record import GameRecord
from game.ui import theme as theme_module
from game.ui.controller import Controller
from game.ui.settings import UI_SCALES
from game.ui.theme import READABLE_PX, DrawnText, Theme
from game.ui.widgets.base import WidgetGroup
from game.ui.widgets.button import Button
from game.ui.widgets.tooltip import Tip, place_tooltip
from tests.ui.driver import move, step

#: (window size, UI scale, language): every size, every scale and both languages
RUNS = [
    ((1280, 720), 1.0, "en"),
    ((1280, 720), 1.0, "fr"),
    ((1280, 720), UI_SCALES[-1], "fr"),
    ((1920, 1080), UI_SCALES[0], "fr"),
    ((2560, 1440), 1.1, "en"),
    ((1280, 1024), UI_SCALES[-1], "en"),
    ((2560, 1080), 0.9, "fr"),
]
assert set(UI_SCALES) <= {scale for _, scale, _ in RUNS}, "every UI scale is drawn"
#: the rounds the computer players play before the table is drawn
ROUNDS = 2
SEED = 3


def _tables() -> list[tuple[str, int, str]]:
    """(game, seats, the kind of decision to stop at, "" for any): each registered game
    with three families (or its nearest number), its solo game where it has one, and
    Fief's drawing of cards (its hand above the decks' rows)."""
    out = []
    for game in registry.games():
        seats = min(max(3, game.min_seats), game.max_seats)
        out.append((game.id, seats, ""))
        if game.min_seats == 1:
            out.append((game.id, 1, ""))
    if any(g.id == "fief" for g in registry.games()):
        out.append(("fief", 4, "draw"))
    return out


TABLES = _tables()
_saves: dict[tuple[str, int, str], tuple[object, object]] = {}


def _played(tmp_path_factory, game_id: str, seats: int, kind: str):
    """A seeded game of computer players (the first seat a person's, played by a bot
    too) stopped at the first seat's decision of the wanted kind from round ``ROUNDS``
    on; saved once, loaded for each run."""
    key = (game_id, seats, kind)
    if key not in _saves:
        game = registry.get(game_id)
        data = game.load_data(None)
        kinds = [game.default_bot] * seats
        config = game.default_config(data, seats, bots=kinds)
        first = config.seats[0]
        config.seats[0] = SeatConfig(first.name, first.color, "human")
        record = GameRecord(game, data, config, SEED)
        bots = [make_bot(game, k, SEED * 7 + i) for i, k in enumerate(kinds)]
        rules = game.rules
        for _ in range(game.length_limit(data, config)):
            decision = rules.pending(record.state)
            if decision is None:
                break
            if decision.seat == 0 and rules.progress(record.state)[0] >= ROUNDS and kind in ("", decision.kind):
                break
            bot = bots[decision.seat]
            view = rules.view_for(record.state, decision.seat) if bot.needs_view else record.state
            record.apply(bot.choose(view, decision))
        path = tmp_path_factory.mktemp("readable") / f"{game_id}-{seats}-{kind or 'any'}.json"
        record.save(path)
        _saves[key] = (data, path)
    return _saves[key]


def _open(make_app, tmp_path_factory, table, size, scale: float, language: str):
    game_id, seats, kind = table
    data, path = _played(tmp_path_factory, game_id, seats, kind)
    app = make_app(scene=None, window_size=size, language=language)
    app.settings.ui_scale = scale
    app.settings.animation_speed = "instant"
    app._on_resize()
    app.open("title")
    game = registry.get(game_id)
    controller = Controller.load(game, data, path)
    with theme_module.recording() as drawn:
        scene = app.open("game", controller=controller)
        step(app, 2)
        if app.scenes.top is not scene:  # the curtain: the first seat lifts it
            scene.set_viewer(0)
            app.back()
        step(app, 3)
    return app, scene, drawn


def _must_read(drawn: list[DrawnText]) -> list[DrawnText]:
    return [d for d in drawn if not d.decorative and d.text.strip()]


def _described(d: DrawnText) -> str:
    return f"{d.text!r} ({d.role}, {d.px} px, floor {d.floor}) by {d.where} at {d.rect}"


@pytest.mark.parametrize(("size", "scale", "language"), RUNS, ids=[f"{w}x{h}-{s}-{lang}" for (w, h), s, lang in RUNS])
@pytest.mark.parametrize("table", TABLES, ids=[f"{g}-{n}{'-' + k if k else ''}" for g, n, k in TABLES])
def test_every_table_is_readable(make_app, tmp_path_factory, table, size, scale: float, language: str) -> None:
    app, _scene, drawn = _open(make_app, tmp_path_factory, table, size, scale, language)
    texts = _must_read(drawn)
    assert len(texts) > 30, "the table was drawn"
    small = [_described(d) for d in texts if d.px < d.floor]
    assert not small, "text below the readable size:\n" + "\n".join(sorted(set(small)))
    outside = [_described(d) + f" clip {d.clip}" for d in texts if d.outside]
    assert not outside, "text out of the part it was drawn in:\n" + "\n".join(sorted(set(outside)))
    cut = [d for d in texts if d.whole]
    unsaid = [_described(d) + f" cut from {d.whole!r}" for d in cut if d.shown_whole not in ("tooltip", "card")]
    assert not unsaid, "text cut with nothing that gives it whole:\n" + "\n".join(sorted(set(unsaid)))
    # A cut text drawn on the window: hovered, its whole words are drawn (a tooltip, a card).
    checked: set[str] = set()
    for d in cut:
        if not d.window or d.rect is None or d.whole in checked:
            continue
        checked.add(d.whole)
        app.tooltip.delay = 0.0  # shown as soon as the pointer rests
        with theme_module.recording() as shown:
            move(app, d.rect.center)
            step(app, 3)
        words = " ".join(s.text for s in shown if not s.whole)
        assert d.whole in words, f"{_described(d)}: hovered, {d.whole!r} is not shown whole"


def _with_tooltips(scene) -> list[tuple[WidgetGroup, object]]:
    groups = [scene.group]
    view = getattr(scene, "decision_view", None)
    for name in ("group", "foot"):
        inner = getattr(view, name, None)
        if isinstance(inner, WidgetGroup):
            groups.append(inner)
    return [(g, w) for g in groups for w in g.widgets if w.visible and w.tooltip and w.rect.width and w.rect.height]


#: the widgets with tooltips hovered on each table (spread over its widgets)
HOVERED = 10


TIPS = [(table, *[((1280, 720), "en"), ((2560, 1080), "fr")][k % 2]) for k, table in enumerate(TABLES)]


@pytest.mark.parametrize(
    ("table", "size", "language"), TIPS, ids=[f"{g}-{n}{'-' + k if k else ''}-{lang}" for (g, n, k), _, lang in TIPS]
)
def test_a_tooltip_never_covers_what_it_explains(make_app, tmp_path_factory, table, size, language) -> None:
    app, scene, _drawn = _open(make_app, tmp_path_factory, table, size, 1.0, language)
    app.tooltip.delay = 0.0  # shown as soon as the pointer rests
    hovered = 0
    shown = [
        (group, widget)
        for group, widget in _with_tooltips(scene)
        if group.widget_at(widget.rect.center) is widget and scene.tooltip_at(widget.rect.center) is not None
    ]
    for _group, widget in shown[:: max(1, len(shown) // HOVERED)]:
        point = widget.rect.center
        move(app, point)
        step(app, 2)
        assert app.tooltip.showing, f"{type(widget).__name__} at {widget.rect}: no tooltip"
        slip = app.tooltip.rect
        assert slip is not None and not slip.colliderect(widget.rect), (
            f"the tooltip {slip} covers {type(widget).__name__} {getattr(widget, 'text', '')!r} {widget.rect}"
        )
        # Over everything: its frame is on the window as drawn.
        assert app.surface.get_at((slip.left, slip.centery))[:3] == app.theme.colors.ink_soft
        hovered += 1
    assert hovered >= 2, "the table's buttons were hovered"


# ----------------------------------------------------------------------------- units


def test_the_floor_is_12_pixels_at_1280x720_and_scale_1_and_grows_with_the_window() -> None:
    assert Theme(1.0).readable_px == READABLE_PX == 12
    assert Theme(1.5).readable_px == 18  # 1920x1080
    assert Theme(2.0).readable_px == 24  # 2560x1440
    assert Theme(0.6).readable_px == 10  # never below 10 pixels


def test_fit_px_never_goes_below_the_floor() -> None:
    pygame.font.init()
    theme = Theme(1.0)
    words = "A name far too long for the room it is given"
    assert theme.fit_px(words, "small", 40, 0.5) == 12
    assert theme.fit_px(words, "body", 40) == 15  # 3/4 of the role's 20 pixels
    assert theme.fit_px("Short", "body", 400) == 20


def test_recording_notes_size_place_and_cuts() -> None:
    pygame.font.init()
    theme = Theme(1.0)
    surface = pygame.Surface((200, 100))
    surface.set_clip(pygame.Rect(0, 0, 100, 100))
    with theme_module.recording() as drawn:
        theme.blit_text(surface, "Inside", (10, 10), "small")
        theme.blit_text(surface, "Runs out of its clip", (80, 40), "small")
        with theme.whole_in("tooltip"):
            cut = theme.ellipsize("Montfaucon-sur-Loire", "small", 60)
        theme.blit_text(surface, cut, (10, 70), "small")
        with theme.decorative("an ornament"), theme.scrolling("y"):
            theme.blit_text(surface, "x", (10, 95), "small", px=8)
    inside, out, shortened, tiny = drawn
    assert (inside.text, inside.px, inside.floor, inside.outside) == ("Inside", 16, 12, False)
    assert inside.rect is not None and inside.rect.topleft == (10, 10)
    assert out.outside and not inside.whole
    assert shortened.text.endswith("…") and shortened.whole == "Montfaucon-sur-Loire"
    assert shortened.shown_whole == "tooltip"
    assert tiny.decorative == "an ornament" and tiny.scrolled == "y" and not tiny.outside
    assert inside.where == "tests.ui.test_readable:test_recording_notes_size_place_and_cuts"
    theme.blit_text(surface, "not recorded", (0, 0))
    assert len(drawn) == 4


@pytest.mark.parametrize("corner", ["topleft", "topright", "bottomleft", "bottomright", "center"])
@pytest.mark.parametrize("thing", [(120, 30), (330, 48), (40, 40), (300, 200)])
def test_a_tooltip_goes_beside_the_thing_it_explains(corner: str, thing: tuple[int, int]) -> None:
    """Beside the thing (a button, a row, a card), in the window, wherever the thing is;
    a thing too tall to go beside (a whole panel) is kept clear of the pointer's line."""
    theme = Theme(1.0)
    window = pygame.Rect(0, 0, 1280, 720)
    around = pygame.Rect((0, 0), thing)
    setattr(around, corner, getattr(window.inflate(-20, -20), corner))
    pos = around.center
    for size in [(200, 40), (360, 120)]:
        slip = place_tooltip(theme, size, pos, window, around)
        assert window.contains(slip)
        if around.height <= theme.px(120):
            assert not slip.colliderect(around), (slip, around)
        else:
            line = pygame.Rect(around.left, pos[1] - theme.px(14), around.width, theme.px(34))
            assert not slip.colliderect(line), (slip, line)
        assert not slip.collidepoint(pos)


def test_a_widgets_tooltip_names_the_widget() -> None:
    theme = Theme(1.0)
    button = Button(theme, "Go", lambda: None, tooltip="Go on", rect=pygame.Rect(10, 10, 80, 30))
    group = WidgetGroup([button])
    tip = group.tooltip_at((20, 20))
    assert tip == "Go on" and isinstance(tip, Tip) and tip.around == button.rect
    assert group.tooltip_at((200, 200)) is None
