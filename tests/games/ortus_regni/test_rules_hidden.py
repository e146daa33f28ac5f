"""What each seat may see (inventory §8; issue 27 point 4): Hands, Reserves, Tower faces,
decks' content and order, the design, a jouster's Hand tilter until all have chosen, the
Army cards an Intrigue moves (only the two Earls concerned learn which). ``view_for``
hides each, ``secrets`` declares each, ``sample_state`` deals them again consistently."""

from __future__ import annotations

from collections import Counter

from game.core.rng import Rng
from game.games.ortus_regni.rules import design
from game.games.ortus_regni.rules.actions import Ante, Banner, Intrigue, NoAllies, OptOut, Tilt
from game.games.ortus_regni.rules.contract import RULES
from game.games.ortus_regni.rules.state import HIDDEN

from .helpers import A, B, C, blank, data, fief, hand, new, pending, play, reserve


def test_a_view_masks_hands_reserves_towers_and_every_deck() -> None:
    s, _ = new(3)
    knight = reserve(s, A, "army_knight")[0]
    s.earls[A].towers.append(s.earls[A].hand.pop())
    tower = s.earls[A].towers[0]
    v = RULES.view_for(s, B)
    assert all(v.kinds[c] == "" for c in s.earls[A].hand)
    assert v.kinds[knight] == "" and v.kinds[tower] == ""
    assert v.earls[A].design == {} and v.earls[B].design == s.earls[B].design
    assert all(v.kinds[c] == s.kinds[c] for c in s.earls[B].hand)  # his own Hand
    assert v.earls[B].deck == [HIDDEN] * len(s.earls[B].deck)  # nobody knows a deck's order
    assert v.army.draw == [HIDDEN] * len(s.army.draw)
    assert len(v.earls[A].hand) == len(s.earls[A].hand)  # Hand sizes are public (OR 2)
    own = RULES.view_for(s, A)
    assert own.kinds[knight] == "army_knight" and own.kinds[tower] == s.kinds[tower]
    paths = {secret.path for secret in RULES.secrets(s, B)}
    assert ("kinds", knight) in paths and ("earls", A, "design") in paths and ("earls", B, "deck") in paths
    assert ("earls", B, "design") not in paths


def test_the_palaces_and_the_earldoms_are_public() -> None:
    s, _ = new(2)
    v = RULES.view_for(s, B)
    assert v.kinds[s.earls[A].fiefs[0].castle] == data().palace.id


def test_a_hand_tilter_is_face_down_until_all_have_chosen() -> None:
    """OR 4.14: Hand tilters stay face down until every choice is made."""
    s = blank(3)
    (banner,) = hand(s, A, "banner")
    fief(s, B, "palace", props=("church",))
    (tilter,) = hand(s, B, "champion")
    play(s, Banner(banner, "joust"))
    church = s.earls[B].fiefs[0].props[0]
    play(s, Ante(church), Tilt(f"hand:{tilter}"))
    assert pending(s).seat == C
    assert RULES.view_for(s, C).kinds[tilter] == ""
    assert RULES.view_for(s, B).kinds[tilter] == s.kinds[tilter]
    assert OptOut(banner) not in pending(s).options


def test_stolen_army_cards_are_known_to_the_two_earls_only() -> None:
    """OR-E28: the transfer is not shown to the table."""
    s = blank(3)
    (intrigue,) = hand(s, A, "intrigue")
    taken = reserve(s, B, "army_knight", "army_infantry")
    events = play(s, Intrigue(intrigue, "steal_armies", B), NoAllies())
    assert sorted(s.earls[A].reserve) == sorted(taken)
    public = [e for e in events if e.kind == "armies_stolen"]
    private = [e for e in events if e.kind == "armies_stolen_cards"]
    assert public[0].n == 2 and public[0].visible_to is None  # type: ignore[attr-defined]
    assert private[0].visible_to == (A, B)
    assert RULES.view_for(s, C).kinds[taken[0]] == ""


def test_a_sample_deals_the_unseen_again_consistently() -> None:
    """The viewer's own design is kept and dealt again in a new order; each other Earl's
    design is completed into a legal deck holding every card of his seen so far; the
    table decks keep their make-up."""
    s, _ = new(3, seed=4)
    for seed in range(5):
        v = RULES.view_for(s, A)
        sample = RULES.sample_state(v, A, Rng(seed))
        assert RULES.state_to_json(RULES.view_for(sample, A)) == RULES.state_to_json(v)
        assert sample.earls[A].design == s.earls[A].design
        for seat in (B, C):
            assert design.legal_counts(data(), sample.earls[seat].design)
            mine = [
                c for c in range(len(sample.kinds)) if sample.owners[c] == seat and sample.kinds[c] != data().palace.id
            ]
            assert Counter(sample.kinds[c] for c in mine) == Counter(sample.earls[seat].design)
        assert Counter(sample.kinds[c] for c in sample.army.draw) + Counter(
            sample.kinds[c] for e in sample.earls for c in e.reserve
        ) == Counter(s.kinds[c] for c in s.army.draw) + Counter(s.kinds[c] for e in s.earls for c in e.reserve)
        assert Counter(sample.kinds[c] for c in sample.earls[A].deck) == Counter(s.kinds[c] for c in s.earls[A].deck)
