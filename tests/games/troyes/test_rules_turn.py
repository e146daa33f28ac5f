"""A turn's order (§3 Phase 4, A-37, A-43), the start player chosen at set-up (§2.1
step 6), and dice alike picked by the client (the options list them once)."""

from __future__ import annotations

import pytest

from game.core.errors import ConfigError, IllegalAction
from game.games.troyes.rules import play
from game.games.troyes.rules.actions import Activate, Farm, Group, Hire, Pass, Reroll

from .helpers import ANNA, FAYE, act, blank, card, die, new, options


def test_after_spending_influence_a_seat_acts_and_may_not_pass() -> None:
    """§3 Phase 4, A-43: Influence is spent before an action; once spent, Pass is gone
    while an action is left."""
    s = blank()
    y = die(s, "yellow", 2, ANNA)
    assert Pass() in options(s)
    act(s, Reroll(y))
    assert s.spent
    assert Pass() not in options(s) and Farm() in options(s)
    with pytest.raises(IllegalAction):
        play.apply(s, Pass())
    die(s, "red", 5, FAYE)  # a die left, so the round goes on
    act(s, Farm(), Group((y,)))
    assert not s.spent and s.turn == FAYE


def test_a_seat_with_no_action_left_after_spending_passes() -> None:
    """A-37: when no action is left after Influence was spent (here a citizen hired by a
    penniless seat with no die of its own), Pass stays."""
    s = blank()
    s.players[ANNA].deniers = 0
    s.players[ANNA].influence = 5
    die(s, "red", 3, FAYE)  # another seat's die, which Anna cannot pay for
    assert options(s) == (Hire(), Pass())
    act(s, Hire())
    assert s.spent and options(s) == (Hire(), Pass())
    act(s, Pass())
    assert s.players[ANNA].passed


def test_the_start_player_may_be_chosen_at_set_up() -> None:
    """§2.1 step 6: the start player drawn by lot, or given."""
    s, _ = new(3, seed=5, start=2)
    assert s.start == 2 and s.turn == 2 and s.order[:3] == [2, 0, 1]
    with pytest.raises(ConfigError):
        new(3, seed=5, start=3)


def test_dice_alike_stand_for_each_other_for_the_client() -> None:
    """The options list dice alike (district, colour, face) once; ``alike`` maps a
    player's pick of the other one to the listed option."""
    s = blank()
    slot = card(s, "merchant")
    a = die(s, "yellow", 4, ANNA)
    b = die(s, "yellow", 4, ANNA)
    act(s, Activate(slot))
    d = play.pending(s)
    assert d is not None and Group((a,)) in d.options and Group((b,)) not in d.options
    assert play.alike(s, d, Group((b,))) == Group((a,))
    assert play.alike(s, d, Group((b,), cube=3)) == Group((b,), cube=3)  # no such option: itself
