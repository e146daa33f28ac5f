"""Leaving a game asks first (the menu's Quit to title, closing the window), saying
whether the game is saved; the game-over sheet closes to show the final board and
opens again from the game menu."""

from __future__ import annotations

import pygame

from game.core import i18n
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.ui.controller import Controller, autosave_path
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.game_menu import GameMenuScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.title import TitleScene
from tests.games.fief.ui.test_flow import TWO_HUMANS_ONE_AI, _open_menu, _until, _won_game
from tests.ui.driver import button, click, key, step


def _at_table(make_app, fief_data, autosave: bool):
    app = make_app()
    ctl = Controller.new(FIEF, fief_data, TWO_HUMANS_ONE_AI, 7, autosave=autosave_path() if autosave else None)
    app.play(ctl)
    step(app)
    key(app, pygame.K_RETURN)  # lift the curtain
    return app, ctl


def test_quit_to_title_asks_and_stay_keeps_the_game(make_app, fief_data) -> None:
    app, _ctl = _at_table(make_app, fief_data, autosave=True)
    click(app, button(_open_menu(app), "Quit to title").rect.center)
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and ask.heading == "Leave the game?"
    assert "It is saved" in i18n.text(ask.text)
    click(app, button(ask, "Stay").rect.center)
    assert isinstance(app.scenes.top, GameMenuScene) and app.games()
    click(app, button(app.scenes.top, "Quit to title").rect.center)
    key(app, pygame.K_RETURN)  # Enter leaves
    assert len(app.scenes) == 1 and isinstance(app.scenes.top, TitleScene)


def test_a_game_without_an_autosave_says_it_is_not_saved(make_app, fief_data) -> None:
    app, _ctl = _at_table(make_app, fief_data, autosave=False)
    click(app, button(_open_menu(app), "Quit to title").rect.center)
    assert "It is not saved" in i18n.text(app.scenes.top.text)
    key(app, pygame.K_ESCAPE)  # Escape stays
    assert isinstance(app.scenes.top, GameMenuScene)


def test_closing_the_window_asks_during_a_game_and_a_second_close_quits(make_app, fief_data) -> None:
    app, _ctl = _at_table(make_app, fief_data, autosave=True)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app)
    assert app.running and isinstance(app.scenes.top, ConfirmScene)
    key(app, pygame.K_n)
    assert app.running and not isinstance(app.scenes.top, ConfirmScene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app)
    click(app, button(app.scenes.top, "Leave").rect.center)
    assert not app.running
    # At the title, with no game open, closing quits at once.
    title = make_app()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(title)
    assert not title.running


def test_the_game_over_sheet_closes_to_show_the_board_and_opens_again(make_app, fief_data) -> None:
    ctl = _won_game(fief_data)
    app = make_app()
    app.play(ctl)
    _until(app, lambda: isinstance(app.scenes.top, GameOverScene), 30)
    click(app, button(app.scenes.top, "See the board").rect.center)
    game = app.scenes.top
    assert game is app.games()[0], "the final board and the chronicle are on top"
    step(app, 3)
    assert app.scenes.top is game, "the sheet does not come back by itself"
    menu = _open_menu(app)
    click(app, button(menu, "The result").rect.center)
    over = app.scenes.top
    assert isinstance(over, GameOverScene) and over.heading == "Anne wins"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is game


def test_the_load_screen_deletes_a_save_after_asking(make_app, fief_data) -> None:
    from game.ui.controller import Controller as C
    from game.ui.scenes.game_menu import saves_dir
    from game.ui.scenes.load_game import LoadGameScene

    ctl = C.new(FIEF, fief_data, TWO_HUMANS_ONE_AI, 7)
    saves_dir().mkdir(parents=True, exist_ok=True)
    for name in ("Kept", "Thrown away"):
        ctl.save(saves_dir() / f"{name}.json")
    app = make_app()
    loader = app.open("load_game")
    step(app)
    assert isinstance(loader, LoadGameScene)
    index = next(i for i, info in enumerate(loader.saves) if info.label == "Thrown away")
    loader.list.select(index)
    click(app, button(loader, "Delete").rect.center)
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and "“Thrown away”" in i18n.text(ask.text)
    click(app, button(ask, "Keep it").rect.center)
    assert (saves_dir() / "Thrown away.json").exists() and app.scenes.top is loader
    key(app, pygame.K_DELETE)  # the Delete key asks too
    key(app, pygame.K_y)
    assert app.scenes.top is loader
    assert not (saves_dir() / "Thrown away.json").exists() and (saves_dir() / "Kept.json").exists()
    assert [info.label for info in loader.saves] == ["Kept"]


def test_the_game_over_sheet_cuts_no_name_and_no_title(make_app, fief_data, monkeypatch) -> None:
    import sys

    from game.ui.theme import Theme

    cut: list[str] = []
    original = Theme.ellipsize

    def watch(self, text, role, width, px=None):
        out = original(self, text, role, width, px)
        if out != text and sys._getframe(1).f_globals.get("__name__") == "game.ui.scenes.game_over":
            cut.append(text)
        return out

    monkeypatch.setattr(Theme, "ellipsize", watch)
    ctl = _won_game(fief_data)
    ctl.state.families[0].name = "Montfaucon-sur-Loire et Rochebrune-la-Vieille"
    app = make_app()
    app.play(ctl)
    _until(app, lambda: isinstance(app.scenes.top, GameOverScene), 30)
    step(app, 2)
    over = app.scenes.top
    assert over.scores[0].name.startswith("Montfaucon") and len(over.rows[0][2]) >= 1
    assert not cut, cut
