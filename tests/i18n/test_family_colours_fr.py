"""A family's colour is said as its name in French: "la famille Bleue" (the curtain), the
set-up's column headed "Famille", and a seat left with its colour for a name in the
chronicle. Each French name agrees with "famille" (feminine), or is a noun that needs no
agreement ("la famille Bois", Troyes' natural wood)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import registry
from game.core import i18n
from game.ui.curtain_logic import family_name
from game.ui.plugin import ui_of

#: each game's colours in French, in the data's order
FRENCH = {
    "fief": ["Rouge", "Bleue", "Verte", "Violette", "Noire", "Orange"],
    "troyes": ["Bois", "Bleue", "Verte", "Orange"],
}


@pytest.mark.parametrize("game_id", sorted(FRENCH))
def test_each_colour_is_said_as_the_familys_name(game_id: str) -> None:
    game = registry.get(game_id)
    data = game.load_data(None)
    colours = list(game.seat_colours(data))
    with i18n.using("fr"):
        assert [i18n.text(c.name) for c in colours] == FRENCH[game_id]
        ui = ui_of(game)
        seats = [SimpleNamespace(color=c.id) for c in colours]
        controller = SimpleNamespace(game=game, data=data, record=SimpleNamespace(config=SimpleNamespace(seats=seats)))
        said = [family_name(controller, seat, ui) for seat in range(len(colours))]  # type: ignore[arg-type]
    assert said == [f"la famille {name}" for name in FRENCH[game_id]]


def test_the_english_names_stay() -> None:
    for game_id in FRENCH:
        game = registry.get(game_id)
        names = [i18n.text(c.name, "en") for c in game.seat_colours(game.load_data(None))]
        assert all(name[:1].isupper() for name in names)
    troyes = registry.get("troyes")
    assert [i18n.text(c.name, "en") for c in troyes.seat_colours(troyes.load_data(None))] == [
        "Natural",
        "Blue",
        "Green",
        "Orange",
    ]
