"""Set-up and deck design (rulebook "Setting up" and "Building your Earl Deck";
inventory §2, OR 2.1, OR 2.2, OR-T01, OR-T02, OR-A01)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.errors import ConfigError
from game.games.ortus_regni.rules import design, engine
from game.games.ortus_regni.rules.actions import DesignAdd, DesignArchetype, DesignDone, DesignRandom, DesignRemove
from game.games.ortus_regni.rules.events import StartingEarl
from game.games.ortus_regni.rules.state import PHASE_DESIGN, PHASE_TURNS, OrtusConfig

from .helpers import config, data, new, pending, play


@pytest.mark.parametrize(
    ("earls", "infantry", "knights"), [(2, 16, 8), (3, 24, 12), (4, 32, 16), (5, 40, 20), (6, 48, 24)]
)
def test_the_army_deck_grows_with_the_table(earls: int, infantry: int, knights: int) -> None:
    """OR-T02 (4 Earls: 48 = 32 Infantry + 16 Knights) and 12 more per Earl beyond two (OR 1.3)."""
    s, _ = new(earls)
    army = Counter(s.kinds[c] for c in s.army.draw + s.army.discard) + Counter(
        s.kinds[c] for e in s.earls for c in e.reserve
    )
    assert army == {"army_infantry": infantry, "army_knight": knights}


def test_the_other_table_decks_do_not_grow() -> None:
    """Battle 24 (15/3/3/3), Viking 24 (16/8), Joust 24 (12/6/6) at every count (OR 1.3)."""
    s, _ = new(5)
    assert Counter(s.kinds[c] for c in s.battle.draw) == {
        "battle_normal": 15,
        "battle_attacker_wins": 3,
        "battle_defender_wins": 3,
        "battle_church_decides": 3,
    }
    assert Counter(s.kinds[c] for c in s.viking.draw) == {"viking_infantry": 16, "viking_chieftain": 8}
    assert Counter(s.kinds[c] for c in s.joust.draw) == {"joust_no_luck": 12, "joust_prince": 6, "joust_vassal": 6}


@pytest.mark.parametrize(("earls", "slots"), [(2, 1), (3, 2), (4, 3), (6, 5)])
def test_the_royal_army_has_one_slot_fewer_than_the_starting_earls(earls: int, slots: int) -> None:
    """OR-T01: the Royal Army has (starting Earls - 1) slots."""
    from game.games.ortus_regni.rules import crown

    s, _ = new(earls)
    s.earls[0].banners = [0, 1]
    crown.check(s, [])
    assert s.king == 0 and len(s.royal) == slots


def test_each_earl_designs_his_deck_in_turn_before_play() -> None:
    """OR 2.1: each Earl picks exactly 24 cards, 0 to 6 of each type, in secret, as a run
    of small decisions; Done only at 24."""
    s, events = new(2, decks=False)
    assert s.phase == PHASE_DESIGN and [e.kind for e in events] == ["game_began", "designing"]
    d = pending(s)
    assert d.seat == 0 and d.kind == "design"
    assert DesignDone() not in d.options and DesignRandom() in d.options
    assert all(DesignAdd(t) in d.options for t in data().deck_types)
    assert not any(isinstance(o, DesignRemove) for o in d.options)
    castle = data().of_role("castle")[0]
    for _ in range(6):
        play(s, DesignAdd(castle))
    assert DesignAdd(castle) not in pending(s).options  # six copies at most
    play(s, DesignRemove(castle))
    assert s.earls[0].design == {castle: 5}
    play(s, DesignArchetype("lord"))
    assert s.earls[0].design == {k: v for k, v in data().archetypes["lord"].counts.items() if v}
    assert DesignDone() in pending(s).options
    play(s, DesignDone())
    assert pending(s).seat == 1 and s.earls[0].designed


def test_a_random_design_is_a_legal_deck() -> None:
    for seed in range(20):
        s, _ = new(3, seed=seed, decks=False)
        counts = design.random_design(s)
        assert design.legal_counts(data(), counts)
        play(s, DesignRandom())
        assert s.earls[0].design == {k: v for k, v in s.earls[0].design.items() if v}
        assert design.legal_counts(data(), s.earls[0].design)


def test_the_shipped_archetypes_are_legal_decks() -> None:
    """The pamphlet's four decks (Lord, Land & Army, Political, Emissary), ours, and more."""
    assert {"lord", "land_army", "political", "emissary"} <= set(data().archetypes)
    for archetype in data().archetypes.values():
        assert design.legal_counts(data(), archetype.counts), archetype.id
        assert sum(archetype.counts.values()) == 24


def test_the_game_begins_once_every_deck_is_made() -> None:
    """OR 2.2: decks shuffled (nobody knows the order), the Palace on the table as the first
    Fief, one cube per Earl in the Bag, one cube drawn names the starting Earl (OR-A01),
    5 cards each, then his turn."""
    s, events = new(3)
    assert s.phase == PHASE_TURNS and s.round == 1
    assert s.bag == [1, 1, 1]
    for seat, earl in enumerate(s.earls):
        assert len(earl.fiefs) == 1 and s.kinds[earl.fiefs[0].castle] == data().palace.id
        assert len(earl.hand) == 5 and len(earl.deck) == 19
        assert Counter(s.kinds[c] for c in earl.hand + earl.deck) == Counter(
            {k: v for k, v in data().archetypes["balanced"].counts.items() if v}
        )
        assert all(s.owners[c] == seat for c in earl.hand + earl.deck)
    starting = [e for e in events if isinstance(e, StartingEarl)]
    assert len(starting) == 1 and s.first == starting[0].seat == s.turn
    d = pending(s)
    assert d.seat == s.first and d.kind == "turn"


def test_a_seat_may_bring_a_deck_saved_earlier() -> None:
    """A seat's ready deck skips its design; a bad one is refused with the seat named."""
    c = config(2, decks=False)
    c.decks = {1: dict(data().archetypes["political"].counts)}
    s, _ = engine.new_game(data(), c, 3)
    assert s.earls[1].designed and not s.earls[0].designed and pending(s).seat == 0
    bad = OrtusConfig(c.seats, {}, {0: {data().of_role("castle")[0]: 7}})
    with pytest.raises(ConfigError):
        engine.new_game(data(), bad, 3)
    doc = c.to_json()
    assert OrtusConfig.from_json(doc).decks == c.decks


def test_the_card_numbers_tell_nothing_of_the_faces() -> None:
    """The numbers are given after the faces are shuffled: two seeds number a deck's types
    differently (a view masks faces, never needs to mask numbers in a Hand)."""
    a, _ = new(2, seed=1)
    b, _ = new(2, seed=2)
    assert a.kinds != b.kinds


@pytest.mark.parametrize("n", [1, 7])
def test_two_to_six_earls(n: int) -> None:
    """The box plays 2 to 6 Earls."""
    seats = (config(6).seats + config(1).seats)[:n]
    with pytest.raises(ConfigError):
        engine.new_game(data(), OrtusConfig(seats), 1)
