"""The setup screen's rows by number of seats (``GameUI.setup_for_seats``): a game that
does not give them shows every row, unnamed, whatever the count."""

from __future__ import annotations

from game.ui.plugin import PLAIN
from game.ui.scenes.setup import SetupScene
from tests.ui.driver import button, click


def test_without_the_hook_every_row_shows_for_every_count(make_app) -> None:
    app = make_app(players=3, bots=2)
    click(app, button(app.scenes.top, "New game").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SetupScene)
    assert scene.ui.setup_for_seats is None and PLAIN.setup_for_seats is None
    for count in (3, 4, 5, 6):
        scene.set_seat_count(count)
        assert scene.rows == scene.all_rows
        assert scene.seats_setup.name == "" and scene.seats_setup.about == ""
        assert len(scene.config().seats) == count and scene.config().max_rounds == 12
