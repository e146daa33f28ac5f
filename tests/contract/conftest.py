"""Every test here that takes a ``game`` runs once for each registered game (Fief, the
test game of ``tests/testgame``, and every game added later, with nothing to edit here).

``data`` is that game's loaded data and ``load`` loads any game's, each once per run. How many random games a test
plays comes from ``tests.contract.knobs.random_games()`` (``SENESCHAL_RANDOM_GAMES``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game import registry
from game.registry import AnyGame

#: Contract checks a game is known to fail, as (game id, test name): the reason. Each is
#: marked xfail(strict=True), so the mark must go the day the game is mended.
KNOWN_FAILURES: dict[tuple[str, str], str] = {
    ("fief", "test_no_event_shown_to_a_seat_tells_what_its_view_hides"): (
        "Fief's events state values its views hide: with Hidden Deniers, income, purchases and "
        "ransoms are told with their amounts; under Fog of War, the starting troops (StartChosen) "
        "and troops lost outside a battle (TroopsLost) are told by kind; a deal's cards "
        "(DealCardsShown) tell each family cards now in the other's hand, which its view hides"
    ),
}

_DATA: dict[str, Any] = {}


def _load(game: AnyGame) -> Any:
    if game.id not in _DATA:
        _DATA[game.id] = game.load_data(None)
    return _DATA[game.id]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game" not in metafunc.fixturenames:
        return
    params = []
    for game in registry.games():
        reason = KNOWN_FAILURES.get((game.id, metafunc.function.__name__))
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        params.append(pytest.param(game, id=game.id, marks=marks))
    metafunc.parametrize("game", params)


@pytest.fixture
def data(game: AnyGame) -> Any:
    """The game's data from its own files, loaded once for the whole run."""
    return _load(game)


@pytest.fixture
def load() -> Callable[[AnyGame], Any]:
    """Loads any game's data, once for the whole run (tests that use two games)."""
    return _load
