"""The table at every window size from 1280x720 up: nothing in the family panels, the
decision panels, the prompt or the idle panel (the end of the game's summary) is cut
with an ellipsis, the map keeps its size when a family's panel grows, and the zoom
buttons never lie over the map."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Iterator

import pygame
import pytest

from game.ai import RandomBot
from game.core import i18n
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules.state import GameConfig, Lord, SeatConfig
from game.games.fief.ui.widgets.family_panel import FamilyPanel, wrap_name
from game.ui.controller import Controller
from game.ui.theme import Theme
from tests.games.fief.ui.test_game_scene import open_game, settle
from tests.ui.driver import step

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
#: every size in English, the smallest and a middling one in French (its words run longer)
LANGUAGES = ["en", "fr"]
#: every size in every language: French runs about a fifth longer than English
SIZES_AND_LANGUAGES = [(size, lang) for lang in LANGUAGES for size in SIZES]
#: long family names, as a player may type them
NAMES = ["Montfaucon-sur-Loire", "Rochebrune-la-Vieille", "Saint-Amand-de-Boixe", "Beaumont"]
WATCHED = (
    "game.games.fief.ui.widgets.family_panel",
    "game.games.fief.ui.decisions",
    "game.ui.decisions",
    "game.ui.scenes.table",
)
#: what makes every lord's name long, as a modded deck might
LONG_LORD = " de Montmorency-Laval"


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The language the table is drawn in (``indirect`` parametrisation)."""
    with i18n.using(getattr(request, "param", "en")):
        yield i18n.language()


@pytest.fixture
def elided(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the family panels and decision panels cut with an ellipsis."""
    cut: list[str] = []
    original = Theme.ellipsize

    def watch(self, text: str, role: str, width: int, px: int | None = None) -> str:
        out = original(self, text, role, width, px)
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if out != text and caller.startswith(WATCHED):
            cut.append(f"{caller}: {text!r}")
        return out

    monkeypatch.setattr(Theme, "ellipsize", watch)
    return cut


def _config(kinds: list[str]) -> GameConfig:
    colours = ["red", "blue", "green", "purple"]
    return GameConfig([SeatConfig(n, c, k) for n, c, k in zip(NAMES, colours, kinds)], first_player=0)


def _give_lords(ctl: Controller, seat: int, count: int, titles: int) -> None:
    """Give ``seat`` lords up to ``count`` on the map, each new one with ``titles`` fief titles."""
    state = ctl.state
    fam = state.families[seat]
    free = [cid for cid in state.data.lords if cid not in state.lords]
    village = next(state.lords[lid].village for lid in fam.lords if state.lords[lid].village)
    fiefs = sorted(state.data.board.fiefs)
    while len(fam.lords) < count:
        lid = free.pop(0)
        state.lords[lid] = Lord(lid, seat, village, fief_titles=fiefs[:titles])
        fam.lords.append(lid)
    state.cache.clear()


@pytest.mark.parametrize(("size", "language"), SIZES_AND_LANGUAGES, indirect=["language"])
def test_family_panels_show_every_word_and_the_map_keeps_its_size(make_app, fief_data, size, language, elided) -> None:
    ctl = Controller.new(FIEF, fief_data, _config(["human", "human", "ai", "ai"]), 5)
    bot = RandomBot(2)
    while ctl.state.round < 1:
        d = ctl.pending()
        if ctl.is_ai(d.seat):
            ctl.poll()
            ctl.wait_for_bots()
            ctl.poll()
        else:
            ctl.submit(bot.choose(ctl.state, d))
    app, scene = open_game(make_app, ctl, size)
    before = scene.viewport.copy()
    strip = scene.strip.copy()
    step(app, 2)
    for panel in scene.panels:
        assert panel.last_plan is not None and panel.drawn == panel.rect
        assert panel.kind_rect.right <= panel.rect.right, f"{NAMES[panel.seat]} runs out of its panel"
    assert not elided, elided
    # A family gets a fourth lord, with titles: the map does not move, no word is cut.
    _give_lords(ctl, 1, 3, 0)
    _give_lords(ctl, 1, 4, 1)
    scene._view = None
    step(app, 2)
    settle(app, scene)
    assert scene.viewport == before and scene.strip == strip
    assert len(scene.panels[1].last_plan.lords) >= 4
    assert scene.panels[1].drawn == scene.panels[1].rect, "four lords fit in the panel"
    assert not elided, elided
    # Every lord with two titles: the panel grows over the map, which stays put.
    for lid in ctl.state.families[1].lords:
        ctl.state.lords[lid].fief_titles = sorted(ctl.state.data.board.fiefs)[:2]
    scene._view = None
    step(app, 2)
    assert scene.viewport == before
    assert scene.panels[1].drawn.bottom == scene.panels[1].rect.bottom
    assert scene.panels[1].drawn.height >= scene.panels[1].rect.height
    assert not elided, elided
    # The zoom and menu buttons stand above the map, never over it.
    for button in (scene.menu_button, *scene.zoom_buttons):
        assert not button.rect.colliderect(scene.viewport)


@pytest.mark.parametrize(("size", "language"), SIZES_AND_LANGUAGES, indirect=["language"])
def test_decision_panels_show_every_word(make_app, fief_data, size, language, elided) -> None:
    """Two rounds of every decision a human family meets, drawn at this size."""
    ctl = Controller.new(FIEF, fief_data, _config(["human", "human", "human", "human"]), 9)
    app, scene = open_game(make_app, ctl, size)
    bot = RandomBot(4)
    kinds = set()
    for _ in range(400):
        d = ctl.pending()
        if d is None or ctl.state.round > 2:
            break
        kinds.add(d.kind)
        settle(app, scene, 1)
        assert not elided, f"{d.kind}: {elided}"
        ctl.submit(bot.choose(ctl.state, d))
    assert len(kinds) > 6


def _long_lords(fief_data):
    """The game's data with every lord's name made long."""

    def rename(card):
        return card.model_copy(update={"name": card.name + LONG_LORD}) if card.kind == "lord" else card

    lords = {cid: rename(card) for cid, card in fief_data.lords.items()}
    cards = {cid: lords.get(cid, card) for cid, card in fief_data.lord_cards.items()}
    return dataclasses.replace(fief_data, lords=lords, lord_cards=cards)


def _prompt_fits(scene) -> None:
    """The prompt bar shows every word of the prompt inside the bar."""
    t = scene.theme
    text, seat = scene.prompt_text()
    width = scene.prompt_rect.width - (t.px(40) if seat is not None else 0)
    own = seat is not None and seat == scene.viewer and scene.outcome() is None
    role, px, lines = scene.prompt_lines(text, own, width, scene.prompt_rect.height)
    assert " ".join(lines).split() == text.split(), text
    assert all(t.text_size(line, role, px)[0] <= width for line in lines if " " in line), lines
    assert len(lines) * t.line_height(role, px) <= scene.prompt_rect.height + t.px(8), (text, lines)
    assert not scene._prompt_cut, text


@pytest.mark.parametrize(("size", "language"), SIZES_AND_LANGUAGES, indirect=["language"])
def test_prompts_with_long_names_show_every_word(make_app, fief_data, size, language, elided) -> None:
    """Long family names and long lords' names in the prompts of two rounds of play:
    the prompt's type shrinks and wraps, never cuts."""
    data = _long_lords(fief_data)
    ctl = Controller.new(FIEF, data, _config(["human", "human", "human", "human"]), 9)
    app, scene = open_game(make_app, ctl, size)
    bot = RandomBot(4)
    long_seen = 0
    for _ in range(400):
        d = ctl.pending()
        if d is None or ctl.state.round > 2:
            break
        settle(app, scene, 1)
        if scene.viewer == d.seat:
            _prompt_fits(scene)
            long_seen += LONG_LORD.strip() in scene.prompt_text()[0]
        assert not elided, f"{d.kind}: {elided}"
        ctl.submit(bot.choose(ctl.state, d))
    assert long_seen > 3, "some prompts name a lord"


def _played_out(fief_data, seed: int) -> Controller:
    """A game of four people played to its end by random answers."""
    ctl = Controller.new(FIEF, fief_data, _config(["human", "human", "human", "human"]), seed)
    bot = RandomBot(seed)
    while ctl.pending() is not None:
        ctl.submit(bot.choose(ctl.state, ctl.pending()))
    return ctl


#: a seed whose game two families allied by marriage win together (the longest headline)
ALLIED_SEED = 15


@pytest.mark.parametrize(("size", "language"), SIZES_AND_LANGUAGES, indirect=["language"])
def test_the_end_of_the_game_shows_every_word(make_app, fief_data, size, language, elided) -> None:
    """Two families win together: the prompt and the summary lines under "The game is
    over" (the last round's points, who won and why) wrap, never cut."""
    ctl = _played_out(fief_data, ALLIED_SEED)
    out = ctl.rules.outcome(ctl.state)
    assert out is not None and len(out.winners) == 2
    app, scene = open_game(make_app, ctl, size)
    drawn: list[str] = []
    original = scene.theme.blit_text

    def watch(surface, text, pos, role="body", color=None, anchor="topleft", px=None):
        drawn.append(text)
        return original(surface, text, pos, role, color, anchor, px)

    scene.theme.blit_text = watch
    scene.layers.clear()  # paint every part afresh, not from the pixels kept last frame
    step(app, 2)
    scene.theme.blit_text = original
    _prompt_fits(scene)
    assert not elided, elided
    words = " ".join(drawn).split()
    last = ctl.chronicle[-1].text
    assert {"en": "win the game", "fr": "remportent la partie"}[language] in last
    for text in (last, ctl.chronicle[-2].text):
        assert " ".join(text.split()) in " ".join(words), text


def test_a_bigger_window_gets_bigger_panels_and_type(make_app, fief_data) -> None:
    sizes = {}
    for size in ((1280, 720), (2560, 1440)):
        ctl = Controller.new(FIEF, fief_data, _config(["human", "human", "ai", "ai"]), 5)
        _app, scene = open_game(make_app, ctl, size)
        sizes[size] = (scene.strip.height, scene.panels[0].rect.width, scene.theme.font_size("small"), scene.viewport)
    small, big = sizes[(1280, 720)], sizes[(2560, 1440)]
    assert big[0] >= 1.9 * small[0] and big[1] >= 1.9 * small[1] and big[2] >= 1.9 * small[2]
    assert big[3].width >= 1.9 * small[3].width and big[3].height >= 1.9 * small[3].height


@pytest.mark.parametrize(("size", "language"), SIZES_AND_LANGUAGES, indirect=["language"])
def test_six_families_fit_without_cuts(make_app, fief_data, size, language, elided) -> None:
    """Six narrow panels: names shrink, the stock packs into two rows, and a fourth lord
    never moves the map."""
    names = [*NAMES, "Guillaume-le-Hardi", "Isabeau"]
    colours = ["red", "blue", "green", "purple", "black", "orange"]
    config = GameConfig([SeatConfig(n, c, "ai" if i > 1 else "human") for i, (n, c) in enumerate(zip(names, colours))])
    ctl = Controller.new(FIEF, fief_data, config, 6)
    bot = RandomBot(1)
    while ctl.state.round < 1:
        d = ctl.pending()
        if ctl.is_ai(d.seat):
            ctl.poll()
            ctl.wait_for_bots()
            ctl.poll()
        else:
            ctl.submit(bot.choose(ctl.state, d))
    app, scene = open_game(make_app, ctl, size)
    before = scene.viewport.copy()
    step(app, 2)
    for panel in scene.panels:
        assert panel.kind_rect.right <= panel.rect.right
        assert FamilyPanel.stock_rows(scene.theme, panel.rect.width) <= 2
    _give_lords(ctl, 4, 4, 1)
    scene._view = None
    step(app, 2)
    assert scene.viewport == before
    assert not elided, elided


def test_family_names_break_at_spaces_and_hyphens() -> None:
    pygame.font.init()
    t = Theme(1.0)
    assert wrap_name(t, "Rochebrune-la-Vieille (you)", 80) == ["Rochebrune-", "la-Vieille", "(you)"]
    assert wrap_name(t, "Saint  Amand de Boixe", 80) == ["Saint", "Amand de", "Boixe"]
    assert wrap_name(t, "Anne", 80) == ["Anne"]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_curtain_names_a_long_family_whole(make_app, fief_data, size, language) -> None:
    """ "Pass the computer to Montfaucon-sur-Loire": smaller type or two lines, no cut."""
    from game.ui.scenes.curtain import CurtainScene

    ctl = Controller.new(FIEF, fief_data, _config(["human", "human", "ai", "ai"]), 5)
    app = make_app(scene=None, window_size=size)
    app.open("title")
    app.play(ctl)
    step(app)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    t = app.theme
    assert NAMES[0] in curtain.words.heading
    assert " ".join(curtain.head_lines) == curtain.words.heading
    for line in curtain.head_lines:
        assert t.text_size(line, "display", curtain.head_px)[0] <= curtain.card.width - t.px(60)
