"""Every legal action reads as words in the client's chooser."""

from __future__ import annotations

from game.ai import RandomBot
from game.core.engine import Action
from game.games.fief.rules import engine
from game.games.fief.rules.actions import Buy, Done, Move
from game.games.fief.rules.describe import describe

from . import helpers
from .helpers import v


def test_examples() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    names = engine.names_for(s)
    assert str(describe(Buy("knight", v("Blaye")), s, names)) == "Buy a knight in Blaye (3 deniers)"
    assert str(describe(Buy("man_at_arms", v("Blaye")), s, names)) == "Buy a man-at-arms in Blaye (1 denier)"
    assert str(describe(Done(), s, names)) == "End purchases"
    lord = helpers.lord_of(s, 0)
    assert str(describe(Move(lord, v("Charolles")), s, names)) == f"Move {names.lord(lord)} to Charolles"


def test_every_action_of_random_games_is_described() -> None:
    kinds: set[str] = set()
    for seed in range(6):
        s = helpers.new(4, seed=seed, max_rounds=4)
        names = engine.names_for(s)
        bot = RandomBot(seed)
        while (d := engine.pending(s)) is not None:
            for option in d.options:
                text = str(describe(option, s, names))
                assert text and text[0].isupper() and "_" not in text, text
                kinds.add(option.kind)
            engine.apply(s, bot.choose(s, d))
    assert {"choose_start", "buy", "move", "pick_up", "drop", "done", "draw_fortune", "play_fortune"} <= kinds
    assert set(Action.kinds("fief")) >= kinds


def test_card_plays_in_words() -> None:
    """Harvest and Weather say what they do where; taxes say who levies them and for how
    much (2.4.2-2.4.6)."""
    from game.games.fief.rules.actions import LoseTroops, PlayFortune, PlayTax
    from game.games.fief.rules.state import Losses, Troops

    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    names = engine.names_for(s)
    lord = helpers.lord_of(s, 0)
    s.lying = {1: ["famine"]}
    assert str(describe(PlayFortune("bountiful-harvest", 1), s, names)) == (
        "Play Bountiful Harvest on the Bishopric of Blaye (1): it ends the Famine"
    )
    assert str(describe(PlayFortune("good-weather", 2), s, names)) == (
        "Play Good Weather on the Bishopric of Tournus (2): +1 a mill this round"
    )
    assert str(describe(PlayTax("tallage", 6, lord), s, names)) == (
        f"Royal tallage on {names.fief(6)} by {names.lord(lord)} (+8 deniers)"
    )
    assert str(describe(PlayTax("tithe", 0, lord), s, names)) == (
        f"Tithe every governed bishopric by {names.lord(lord)} as Pope"
    )
    s.losses = [Losses(0, v("Blaye"), 2, Troops(1, 3))]
    assert str(describe(LoseTroops(1, 1), s, names)) == "Lose a knight and a man-at-arms in Blaye"
