"""Hidden information and per-seat views (Troyes inventory §8)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.games.troyes.rules.actions import Pass
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.events import Dealt
from game.games.troyes.rules.state import HIDDEN, HIDDEN_VP
from tests.games.troyes.helpers import blank, die, new


def test_view_hides_other_vp_and_characters() -> None:
    """§8: another seat's VP and characters are hidden; a seat sees its own; deniers,
    Influence and won cards are public."""
    s, _ = new(4, 3)
    s.players[1].vp = 7
    s.players[2].won = ["brigands"]
    v = RULES.view_for(s, 0)
    assert v.players[0].vp == s.players[0].vp and v.players[0].characters == s.players[0].characters
    for i in (1, 2, 3):
        assert v.players[i].vp == HIDDEN_VP and v.players[i].characters == [HIDDEN]
        assert v.players[i].deniers == s.players[i].deniers and v.players[i].influence == s.players[i].influence
    assert v.players[2].won == ["brigands"]
    spectator = RULES.view_for(s, None)
    assert all(p.vp == HIDDEN_VP and p.characters == [HIDDEN] for p in spectator.players)


def test_view_hides_unrevealed_cards_decks_and_box() -> None:
    """§8: unrevealed activity cards, the decks' order and the boxed red cards are hidden
    (their numbers are not); revealed cards are seen."""
    s, _ = new(4, 3)
    s.slots[0].face_up = True
    v = RULES.view_for(s, 0)
    assert v.slots[0].card == s.slots[0].card
    assert all(slot.card == HIDDEN for slot in v.slots[1:])
    assert {k: len(c) for k, c in v.decks.items()} == {k: len(c) for k, c in s.decks.items()}
    assert all(c == HIDDEN for cards in v.decks.values() for c in cards)
    assert len(v.box) == len(s.box) and all(c == HIDDEN for c in v.box)
    assert v.rng.to_json() == Rng(0).to_json()  # the generator is never seen


def test_view_does_not_touch_the_game() -> None:
    """§8: a view is a copy."""
    s, _ = new(4, 3)
    before = s.to_json()
    RULES.view_for(s, 2)
    assert s.to_json() == before


def test_a_view_cannot_be_played() -> None:
    """A view is not the game: applying to it is refused."""
    s = blank()
    die(s, "red", 1, 0)
    v = RULES.view_for(s, 0)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(v, Pass())
    assert err.value.id == "troyes.refusal.view"


def test_everything_shown_at_the_end() -> None:
    """§5.2 step 5: the characters and VP are revealed once the game is over."""
    s = blank()
    s.players[1].vp = 4
    s.decks["red"] = []
    from game.games.troyes.rules import engine

    engine.final_scoring(s, [])
    v = RULES.view_for(s, 0)
    assert v.players[1].vp == 4 and v.players[1].characters == s.players[1].characters


def test_secrets_name_what_is_hidden() -> None:
    """§8: the secrets of a seat's view: rng, others' VP and characters, face-down cards, decks, box."""
    s, _ = new(3, 4)
    paths = {sec.path for sec in RULES.secrets(s, 0)}
    assert ("rng",) in paths
    assert ("players", 1, "vp") in paths and ("players", 2, "characters") in paths
    assert ("players", 0, "vp") not in paths and ("players", 0, "characters") not in paths
    assert all(("slots", i, "card") in paths for i in range(9))
    assert ("decks", "red") in paths and ("box",) in paths


def test_sample_state_deals_the_unseen_again() -> None:
    """§8: a sampled state is consistent with the view: own cards kept, hidden ones dealt
    from those unseen, every deck of its size."""
    s, _ = new(4, 5)
    v = RULES.view_for(s, 1)
    sample = RULES.sample_state(v, 1, Rng(8))
    assert sample.players[1].characters == s.players[1].characters
    dealt = [c for p in sample.players for c in p.characters]
    assert HIDDEN not in dealt and len(set(dealt)) == len(dealt)
    assert all(slot.card != HIDDEN for slot in sample.slots)
    assert {k: len(c) for k, c in sample.decks.items()} == {k: len(c) for k, c in s.decks.items()}
    assert all(p.vp >= 0 for p in sample.players)


def test_dealt_characters_only_for_their_seat() -> None:
    """§8: the deal of the characters is seen by its seat only."""
    _, events = new(3, 4)
    dealt = [e for e in events if isinstance(e, Dealt)]
    assert [e.seat for e in dealt] == [0, 1, 2]
    assert all(e.visible_to == (e.seat,) for e in dealt)
