"""Seeded random games keep the supplies and limits of the Troyes inventory §1.3 at every
step: citizens (12 per player, 8 neutral), Influence 0..20, deniers and VP never below 0,
one tradesman per player per card, a cathedral column always supported (§4.4), and the
game ends after the red deck's last round (§5.1). ``SENESCHAL_RANDOM_GAMES`` games."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.troyes.rules import play
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from tests.contract.knobs import random_games
from tests.games.troyes.helpers import data, new


def check(s: TroyesState) -> None:
    nums = data().numbers
    for seat, p in enumerate(s.players):
        assert 0 <= p.influence <= nums.influence_max
        assert p.deniers >= 0 and p.vp >= 0
        assert s.in_play(seat) <= nums.citizens_per_player
    assert s.in_play(NEUTRAL) <= nums.neutral_citizens
    for slot in s.slots:
        assert len(slot.tradesmen()) == len(set(slot.tradesmen()))
    for level in range(1, len(s.cathedral)):
        for site, owner in enumerate(s.cathedral[level]):
            assert owner is None or s.cathedral[level - 1][site] is not None


@pytest.mark.parametrize("game", range(random_games()))
def test_random_games_keep_the_limits(game: int) -> None:
    n = (2, 3, 4)[game % 3]
    s, _ = new(n, 1000 + game, bonus_cards=game % 2 == 1)
    rng = Rng(game)
    for _ in range(20000):
        d = play.pending(s)
        if d is None:
            break
        assert d.options
        play.apply(s, d.options[rng.below(len(d.options))])
        check(s)
    assert s.phase == "over" and s.round == {2: 4, 3: 5, 4: 6}[n]
