"""The one registry of games: every game Seneschal plays, listed explicitly.

No folder scanning (PyInstaller bundles what is imported, and a reader sees at a glance
which games exist). Adding a game means adding its line to ``_BUILT_IN``. Tests may
``register`` a game of their own for the length of a test run.

Each line is a ``Listing``: what the title screen shows of a game (its id, title, seats,
blurb and the props on its table), and the function that imports its descriptor. The blurb and the word for a
seat are messages of the game's own catalogue (``fief.game.blurb``), found without
importing the game; the title screen makes them words with ``str()``. A game's rules, bots and data
are imported only when the game is first asked for (``get``, ``games``), so the title
screen opens without them; ``tests/test_architecture.py`` checks that every listing says
what its descriptor says.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.errors import ConfigError
from game.core.i18n import Text, m

if TYPE_CHECKING:
    from game.core.contract import GameDescriptor
    from game.ui.title_props import TitleArt

    AnyGame = GameDescriptor[Any, Any, Any]
else:
    AnyGame = Any  # the same for the type checker; nothing of the contract imported at start-up


@dataclass(frozen=True)
class Listing:
    """A registered game as the title screen shows it; ``load`` gives its descriptor."""

    id: str
    title: str
    min_seats: int
    max_seats: int
    blurb: Text
    load: Callable[[], AnyGame]
    #: what its client calls the seats ("families"), a message of the game's catalogue
    seats_word: Text = "seats"
    #: the props on the title's table while the game is chosen (``GameUI.title_art``),
    #: imported from a small module of the game's client without loading the rest
    title_art: Callable[[], TitleArt | None] = lambda: None

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "min_seats": self.min_seats, "max_seats": self.max_seats}


def _fief() -> AnyGame:
    from game.games.fief.descriptor import DESCRIPTOR

    return DESCRIPTOR


def _troyes() -> AnyGame:
    from game.games.troyes.descriptor import DESCRIPTOR

    return DESCRIPTOR


def _ortus_regni() -> AnyGame:
    from game.games.ortus_regni.descriptor import DESCRIPTOR

    return DESCRIPTOR


def _feudality() -> AnyGame:
    from game.games.feudality.descriptor import DESCRIPTOR

    return DESCRIPTOR


def _fief_art() -> TitleArt:
    from game.games.fief.ui.title_art import TITLE_ART

    return TITLE_ART


def _troyes_art() -> TitleArt:
    from game.games.troyes.ui.title_art import TITLE_ART

    return TITLE_ART


def _ortus_regni_art() -> TitleArt:
    from game.games.ortus_regni.ui.title_art import TITLE_ART

    return TITLE_ART


_BUILT_IN: tuple[Listing, ...] = (
    Listing(
        "fief",
        "Fief: France 1429",
        3,
        6,
        m("fief.game.blurb"),
        _fief,
        m("fief.game.seats_word"),
        _fief_art,
    ),
    Listing(
        "troyes",
        "Troyes",  # words: a name
        1,
        4,
        m("troyes.game.blurb"),
        _troyes,
        m("troyes.game.seats_word"),
        _troyes_art,
    ),
    Listing(
        "ortus_regni",
        "Ortus Regni",  # words: a name
        2,
        6,
        m("ortus_regni.game.blurb"),
        _ortus_regni,
        m("ortus_regni.game.seats_word"),
        _ortus_regni_art,
    ),
    Listing(
        "feudality",
        "Feudality",  # words: a name
        2,
        6,
        m("feudality.game.blurb"),
        _feudality,
    ),
)

_LISTED: dict[str, Listing] = {g.id: g for g in _BUILT_IN}
_LOADED: dict[str, AnyGame] = {}

DEFAULT_GAME = "fief"


def listings() -> list[Listing]:
    """Every registered game as the title shows it, without importing any of them."""
    return list(_LISTED.values())


def games() -> list[AnyGame]:
    """Every registered game's descriptor, in the order they were registered."""
    return [get(game_id) for game_id in _LISTED]


def get(game_id: str) -> AnyGame:
    """The game registered as ``game_id``; ConfigError naming the known ids otherwise."""
    game = _LOADED.get(game_id)
    if game is not None:
        return game
    try:
        listing = _LISTED[game_id]
    except KeyError:
        raise ConfigError(m("core.registry.unknown_game", game=repr(game_id), games=", ".join(_LISTED))) from None
    game = _LOADED[game_id] = listing.load()
    return game


def listing(game_id: str) -> Listing:
    """How the title shows ``game_id``; ConfigError naming the known ids otherwise."""
    try:
        return _LISTED[game_id]
    except KeyError:
        raise ConfigError(m("core.registry.unknown_game", game=repr(game_id), games=", ".join(_LISTED))) from None


def register(game: AnyGame) -> None:
    """Add a game (tests register their own); its id must be new."""
    if game.id in _LISTED and _LOADED.get(game.id) is not game:
        raise ValueError(f"a game with the id {game.id!r} is already registered")  # words: not shown
    if game.catalogues is not None:
        from game.core import i18n

        i18n.add_domain(game.id, game.catalogues)
    ui = game.load_ui() if game.load_ui is not None else None
    words = ui.seats_word if ui is not None else "seats"
    art = ui.title_art if ui is not None else None
    _LISTED[game.id] = Listing(
        game.id, game.title, game.min_seats, game.max_seats, game.blurb, lambda: game, words, lambda: art
    )
    _LOADED[game.id] = game


def unregister(game_id: str) -> None:
    """Remove a game added by ``register``; the built-in games stay."""
    if any(g.id == game_id for g in _BUILT_IN):
        raise ValueError(f"{game_id!r} is a built-in game")  # words: not shown
    _LISTED.pop(game_id, None)
    _LOADED.pop(game_id, None)
