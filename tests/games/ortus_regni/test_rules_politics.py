"""Treachery, Intrigue, Allies and the Political Struggle (rulebook "Political Cards":
Treachery, Intrigue, Allies; "Resolving Political Struggles"; inventory §1.2, OR 4.7-4.9,
OR-E19, OR-E24..E30, OR-T11, OR-T16, OR-T17, OR-T32, OR-A16, OR-A17, OR-A21, OR-A24)."""

from __future__ import annotations

from typing import TypeVar

import pytest

from game.core.engine import Event
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.actions import (
    Commit,
    Concede,
    EndTurn,
    Give,
    Intrigue,
    NoAllies,
    PlaceGained,
    PlayAllies,
    Treachery,
    Yield,
)
from game.games.ortus_regni.rules.state import Mercenary, OrtusState

from .helpers import A, B, C, army, blank, card, fief, hand, kinds_of, mercenary, pending, play, reserve

E = TypeVar("E", bound=Event)


def only(events: list[Event], cls: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, cls)]


def castle_of(s: OrtusState, seat: int, index: int) -> int:
    return s.earls[seat].fiefs[index].castle


def lord_of(s: OrtusState, seat: int, index: int) -> int:
    lord = s.earls[seat].fiefs[index].lord
    assert lord is not None
    return lord


def back_to_the_turn(s: OrtusState, seat: int) -> None:
    """The political context is gone: the attacker's turn goes on, his Action spent."""
    d = pending(s)
    assert (d.seat, d.kind) == (seat, "turn")
    assert not s.stack and s.action_used
    assert not any(isinstance(o, (Treachery, Intrigue)) for o in d.options)


# --------------------------------------------------------------------------- Allies: always asked (OR-E30)
@pytest.mark.parametrize("holds_allies", [False, True])
def test_the_target_is_always_asked_for_allies(holds_allies: bool) -> None:
    """OR 4.7: the target may answer with Allies; the engine asks him every time, Allies
    in Hand or not, so that the question itself tells the table nothing (rulebook
    "Allies": played from the Hand when attacked)."""
    s = blank(2)
    (treachery,) = hand(s, A, "treachery")
    allies = hand(s, B, "allies") if holds_allies else []
    f = fief(s, B, lord="vassal")
    events = play(s, Treachery(treachery, "assassinate", B, f))
    assert events == [ev.PoliticalPlayed(A, treachery, "assassinate", B, castle_of(s, B, f))]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "allies", True)
    assert d.options == (*(PlayAllies(c) for c in allies), NoAllies())
    assert s.earls[A].hand == [] and s.earls[A].discard == []  # the Treachery is on the table


def test_or_t17_without_allies_the_assassination_takes_the_whole_fief() -> None:
    """OR-E30: no Allies, the attack succeeds; OR-E24, OR-T17: a Vassal Lord assassinated
    goes with his Castle and every attached Property (rulebook "Treachery" 1)."""
    s = blank(2)
    (treachery,) = hand(s, A, "treachery")
    f = fief(s, B, lord="vassal", props=("land", "market_town"))
    castle, lord, props = castle_of(s, B, f), lord_of(s, B, f), list(s.earls[B].fiefs[f].props)
    events = play(s, Treachery(treachery, "assassinate", B, f), NoAllies())
    assert kinds_of(events) == ["political_played", "no_allies", "assassinated"]
    assert events[2] == ev.Assassinated(B, lord, castle, tuple(props))
    assert len(s.earls[B].fiefs) == 1  # the Palace only
    assert s.earls[B].discard == [castle, lord, *props]
    assert s.earls[A].discard == [treachery]
    back_to_the_turn(s, A)


def test_or_t16_a_prince_lord_is_assassinated_alone() -> None:
    """OR-E15, OR-T16: a Prince Lord assassinated is discarded alone; his Castle and its
    Properties stay in the Earldom (rulebook "Treachery" 1, "Prince Lord")."""
    s = blank(2)
    (treachery,) = hand(s, A, "treachery")
    f = fief(s, B, lord="prince", props=("land", "church"))
    castle, prince, props = castle_of(s, B, f), lord_of(s, B, f), list(s.earls[B].fiefs[f].props)
    events = play(s, Treachery(treachery, "assassinate", B, f), NoAllies())
    assert events[-1] == ev.Assassinated(B, prince, castle, (), whole=False)
    assert s.earls[B].fiefs[f].castle == castle
    assert s.earls[B].fiefs[f].lord is None and s.earls[B].fiefs[f].props == props
    assert s.earls[B].discard == [prince]
    back_to_the_turn(s, A)


# --------------------------------------------------------------------------- the struggle (OR 4.9)
def test_allies_without_an_attacker_vassal_stop_the_attack() -> None:
    """Rulebook "Resolving Political Struggles" 1-4: after Allies the attacker may back
    his card with a Vassal; if he does not, the attack fails. Both Political cards go to
    their owners' discard piles (OR 4.7)."""
    s = blank(2)
    (treachery,) = hand(s, A, "treachery")
    (allies,) = hand(s, B, "allies")
    f = fief(s, B, lord="vassal")
    events = play(s, Treachery(treachery, "assassinate", B, f), PlayAllies(allies))
    assert events[-1] == ev.AlliesPlayed(B, allies, A)
    d = pending(s)
    assert (d.seat, d.kind, d.options) == (A, "struggle", (Yield(),))  # no Vassal to back it
    events = play(s, Yield())
    assert kinds_of(events) == ["struggle_yielded", "struggle_ended", "political_failed"]
    assert events[1] == ev.StruggleEnded(A, B, 0, 0, False)
    assert s.earls[B].fiefs[f].lord is not None and len(s.earls[B].fiefs) == 2
    assert s.earls[A].discard == [treachery] and s.earls[B].discard == [allies]
    back_to_the_turn(s, A)


def test_or_t11_two_vassals_each_the_defender_wins() -> None:
    """OR-T11: the struggle alternates, attacker first, one Vassal at a time from the Hand
    or a Vassal Lord (OR-E19); 2 against 2 is a tie and the defender wins it: the attack
    fails. Clean-up (rulebook 4.9 step 5): every Hand Vassal is discarded, the loser's
    Vassal Lords are discarded and their Castles stay, the winner's stay home."""
    s = blank(2)
    (treachery, a_vassal) = hand(s, A, "treachery", "vassal")
    a_fief = fief(s, A, lord="vassal")
    a_lord = lord_of(s, A, a_fief)
    (allies, b_vassal) = hand(s, B, "allies", "vassal")
    b_fief = fief(s, B, lord="vassal")
    b_lord = lord_of(s, B, b_fief)
    target = fief(s, B, lord="monk", props=("church",))
    play(s, Treachery(treachery, "assassinate", B, target), PlayAllies(allies))

    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (A, "struggle", False)
    assert d.options == (Commit(f"hand:{a_vassal}"), Commit(f"lord:{a_lord}"), Yield())
    e1 = play(s, Commit(f"hand:{a_vassal}"))
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "struggle", True)
    assert d.options == (Commit(f"hand:{b_vassal}"), Commit(f"lord:{b_lord}"), Yield())
    e2 = play(s, Commit(f"lord:{b_lord}"))
    assert pending(s).options == (Commit(f"lord:{a_lord}"), Yield())
    e3 = play(s, Commit(f"lord:{a_lord}"))
    assert pending(s).options == (Commit(f"hand:{b_vassal}"), Yield())  # a Lord commits once
    e4 = play(s, Commit(f"hand:{b_vassal}"))
    assert (pending(s).seat, pending(s).options) == (A, (Yield(),))
    assert [*e1, *e2, *e3, *e4] == [
        ev.VassalCommitted(A, a_vassal, 1),
        ev.VassalCommitted(B, b_lord, 1),
        ev.VassalCommitted(A, a_lord, 2),
        ev.VassalCommitted(B, b_vassal, 2),
    ]
    events = play(s, Yield())
    assert kinds_of(events) == ["struggle_yielded", "struggle_ended", "card_lost", "political_failed"]
    assert events[1] == ev.StruggleEnded(A, B, 2, 2, False)
    assert events[2] == ev.CardLost(A, a_lord, "struggle")
    # the loser's Vassal Lord is gone, his Castle stays; the winner's Lord stays
    assert s.earls[A].fiefs[a_fief].lord is None and len(s.earls[A].fiefs) == 2
    assert s.earls[B].fiefs[b_fief].lord == b_lord
    assert s.earls[B].fiefs[target].lord is not None  # the attack failed
    assert s.earls[A].discard == [a_vassal, a_lord, treachery]
    assert s.earls[B].discard == [b_vassal, allies]
    back_to_the_turn(s, A)


def test_the_attacker_wins_a_struggle_by_committing_more() -> None:
    """Rulebook 4.9 steps 2-5: the defender stops one Vassal short, the attack succeeds;
    the attacker's Hand Vassals are discarded all the same, his Vassal Lord goes home,
    the defender's Vassal Lord is discarded (his Castle stays); only Vassals may be
    committed (OR-E19: no Champion, no Prince)."""
    s = blank(2)
    (treachery, v1, _v2, champion) = hand(s, A, "treachery", "vassal", "vassal", "champion")
    a_fief = fief(s, A, lord="vassal")
    a_lord = lord_of(s, A, a_fief)
    fief(s, A, lord="champion")
    fief(s, A, "palace", lord="prince")
    (allies,) = hand(s, B, "allies")
    b_fief = fief(s, B, lord="vassal")
    b_lord = lord_of(s, B, b_fief)
    target = fief(s, B, lord="champion", props=("land",))
    castle, champ_lord, props = castle_of(s, B, target), lord_of(s, B, target), list(s.earls[B].fiefs[target].props)
    play(s, Treachery(treachery, "assassinate", B, target), PlayAllies(allies))
    # two Vassals of the Hand are alike: offered once; no Champion, no Prince
    assert pending(s).options == (Commit(f"hand:{v1}"), Commit(f"lord:{a_lord}"), Yield())
    play(s, Commit(f"lord:{a_lord}"), Commit(f"lord:{b_lord}"), Commit(f"hand:{v1}"))
    assert (pending(s).seat, pending(s).options) == (B, (Yield(),))
    events = play(s, Yield())
    assert kinds_of(events) == ["struggle_yielded", "struggle_ended", "card_lost", "assassinated"]
    assert events[1] == ev.StruggleEnded(A, B, 2, 1, True)
    assert events[2] == ev.CardLost(B, b_lord, "struggle")
    assert events[3] == ev.Assassinated(B, champ_lord, castle, tuple(props))
    assert s.earls[A].fiefs[a_fief].lord == a_lord  # the winner's Lord went home
    assert s.earls[B].fiefs[b_fief].lord is None and len(s.earls[B].fiefs) == 2  # Palace and that Castle
    assert s.earls[A].discard == [v1, treachery]
    assert s.earls[B].discard == [b_lord, castle, champ_lord, *props, allies]
    assert champion in s.earls[A].hand
    back_to_the_turn(s, A)


def test_or_a16_the_named_fief_falls_even_when_its_lord_fell_in_the_struggle() -> None:
    """OR-A16: the defender commits the very Vassal Lord named by the Assassination and
    loses the struggle: that Lord is discarded in the clean-up, and the named Castle's Fief
    is still discarded whole (rulebook "Treachery" 1, 4.9 step 5)."""
    s = blank(2)
    (treachery, v1, _v2) = hand(s, A, "treachery", "vassal", "vassal")
    (allies,) = hand(s, B, "allies")
    target = fief(s, B, lord="vassal", props=("land",))
    castle, lord, props = castle_of(s, B, target), lord_of(s, B, target), list(s.earls[B].fiefs[target].props)
    play(s, Treachery(treachery, "assassinate", B, target), PlayAllies(allies), Commit(f"hand:{v1}"))
    assert pending(s).options == (Commit(f"lord:{lord}"), Yield())
    play(s, Commit(f"lord:{lord}"))
    (v2,) = s.earls[A].hand
    events = play(s, Commit(f"hand:{v2}"), Yield())
    assert kinds_of(events) == [
        "vassal_committed",
        "struggle_yielded",
        "struggle_ended",
        "card_lost",
        "assassinated",
    ]
    assert events[3] == ev.CardLost(B, lord, "struggle")
    assert events[4] == ev.Assassinated(B, -1, castle, tuple(props))
    assert len(s.earls[B].fiefs) == 1
    assert s.earls[B].discard == [lord, castle, *props, allies]
    assert s.earls[A].discard == [v1, v2, treachery]


# --------------------------------------------------------------------------- Damage Hand, Remove Mercenary
def test_damage_hand_discards_two_random_cards_shown_to_all() -> None:
    """OR-E25: the attacker draws 2 of the target's Hand cards at random; they are shown
    to the table and discarded (rulebook "Treachery" 2)."""
    for seed in range(6):
        s = blank(2, seed=seed)
        (treachery,) = hand(s, A, "treachery")
        held = hand(s, B, "castle", "land", "church")
        events = play(s, Treachery(treachery, "damage_hand", B), NoAllies())
        (damaged,) = only(events, ev.HandDamaged)
        assert damaged.seat == B and damaged.visible_to is None and damaged.reveals
        assert len(damaged.cards) == 2 and set(damaged.cards) < set(held)
        assert s.earls[B].hand == [c for c in held if c not in damaged.cards]
        assert s.earls[B].discard == list(damaged.cards)
        assert s.earls[A].discard == [treachery]
        back_to_the_turn(s, A)


def test_or_a17_damage_hand_takes_the_whole_of_a_shorter_hand() -> None:
    """OR-A17: against a Hand of fewer than 2 cards, Damage Hand discards all of it."""
    s = blank(2)
    (treachery,) = hand(s, A, "treachery")
    (held,) = hand(s, B, "prince")
    events = play(s, Treachery(treachery, "damage_hand", B), NoAllies())
    assert events[-1] == ev.HandDamaged(B, (held,))
    assert s.earls[B].hand == [] and s.earls[B].discard == [held]


@pytest.mark.parametrize("owner", [B, A])
def test_remove_mercenary_discards_it_and_its_garrison(owner: int) -> None:
    """OR-E26: a Mercenary removed by Treachery goes to its owner's discard pile (errata 4,
    ``discard_to`` "owner": here one the target stole earlier) and its garrisoned Army
    card to the Army discard pile (rulebook "Treachery" 3)."""
    s = blank(2)
    (treachery,) = hand(s, A, "treachery")
    merc = Mercenary(card(s, owner, "mercenary"), army(s, "army_knight"))
    s.earls[B].mercenaries.append(merc)
    garrison = merc.garrison
    events = play(s, Treachery(treachery, "remove_mercenary", B, 0), NoAllies())
    assert events[0] == ev.PoliticalPlayed(A, treachery, "remove_mercenary", B, merc.card)
    assert events[-1] == ev.MercenaryRemoved(B, merc.card)
    assert s.earls[B].mercenaries == []
    assert s.army.discard == [garrison]
    assert s.earls[owner].discard == ([merc.card, treachery] if owner == A else [merc.card])
    back_to_the_turn(s, A)


# --------------------------------------------------------------------------- Intrigue
def test_or_t32_steal_properties_the_victim_gives_two_the_attacker_places_them() -> None:
    """OR-E27, OR-T32: a Fief with more than 2 Properties: the defender picks the 2 taken
    and the attacker attaches each in a Fief of his choice; a stolen Land draws no Army
    card (OR-A24); the Castle is never taken (rulebook "Intrigue" 1)."""
    s = blank(2)
    (intrigue,) = hand(s, A, "intrigue")
    mine = fief(s, A)
    target = fief(s, B, lord="vassal", props=("land", "market_town", "church"))
    land, market, church = s.earls[B].fiefs[target].props
    play(s, Intrigue(intrigue, "steal_properties", B, target), NoAllies())
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "give", True)
    assert d.options == (Give(land), Give(market), Give(church))
    assert play(s, Give(land)) == []
    assert pending(s).options == (Give(market), Give(church))
    events = play(s, Give(church))
    assert events == [ev.PropertiesStolen(A, B, (land, church))]
    d = pending(s)
    assert (d.seat, d.kind) == (A, "place")
    assert d.options == (PlaceGained(land, 0), PlaceGained(land, mine))
    events = play(s, PlaceGained(land, mine))
    assert events == [ev.Attached(A, land, castle_of(s, A, mine))]
    assert pending(s).options == (PlaceGained(church, 0), PlaceGained(church, mine))
    events = play(s, PlaceGained(church, 0))
    assert events == [ev.Attached(A, church, castle_of(s, A, 0))]
    assert s.earls[A].fiefs[mine].props == [land] and s.earls[A].fiefs[0].props == [church]
    assert s.earls[B].fiefs[target].props == [market] and s.earls[B].fiefs[target].lord is not None
    assert s.earls[A].reserve == [] and s.earls[A].discard == [intrigue]  # no Army draw
    back_to_the_turn(s, A)


def test_steal_properties_of_two_or_fewer_takes_them_all_without_asking() -> None:
    """OR-E27: "up to 2": a Fief of 2 Properties loses both; the victim is not asked."""
    s = blank(2)
    (intrigue,) = hand(s, A, "intrigue")
    target = fief(s, B, props=("land", "cathedral"))
    land, cathedral = s.earls[B].fiefs[target].props
    events = play(s, Intrigue(intrigue, "steal_properties", B, target), NoAllies())
    assert events[-1] == ev.PropertiesStolen(A, B, (land, cathedral))
    assert (pending(s).seat, pending(s).kind) == (A, "place")
    play(s, PlaceGained(land, 0), PlaceGained(cathedral, 0))
    assert s.earls[A].fiefs[0].props == [land, cathedral]
    assert s.earls[B].fiefs[target].props == [] and len(s.earls[B].fiefs) == 2
    assert s.earls[A].reserve == []


def test_steal_armies_the_victim_chooses_and_only_the_two_earls_see_which() -> None:
    """OR-E28: up to 2 Army cards of the victim's Reserve, the victim choosing which; they
    go to the attacker's Reserve unseen by the table: the public event says how many, the
    private one which, to the two Earls alone (rulebook "Intrigue" 2)."""
    s = blank(3)
    (intrigue,) = hand(s, A, "intrigue")
    inf1, inf2, knight = reserve(s, B, "army_infantry", "army_infantry", "army_knight")
    play(s, Intrigue(intrigue, "steal_armies", B), NoAllies())
    d = pending(s)
    assert (d.seat, d.kind) == (B, "give")
    assert d.options == (Give(inf1), Give(knight))  # alike cards offered once
    play(s, Give(knight))
    assert pending(s).options == (Give(inf1),)
    events = play(s, Give(inf1))
    assert events == [ev.ArmiesStolen(A, B, 2), ev.ArmiesStolenCards(A, B, (knight, inf1))]
    seen = events[1].visible_to
    assert events[0].visible_to is None and seen == (A, B) and C not in seen
    assert s.earls[A].reserve == [knight, inf1] and s.earls[B].reserve == [inf2]
    assert s.earls[A].discard == [intrigue]
    back_to_the_turn(s, A)


def test_steal_armies_of_two_or_fewer_takes_them_all() -> None:
    s = blank(2)
    (intrigue,) = hand(s, A, "intrigue")
    (knight,) = reserve(s, B, "army_knight")
    events = play(s, Intrigue(intrigue, "steal_armies", B), NoAllies())
    assert events[-2:] == [ev.ArmiesStolen(A, B, 1), ev.ArmiesStolenCards(A, B, (knight,))]
    assert s.earls[A].reserve == [knight] and s.earls[B].reserve == []
    back_to_the_turn(s, A)


def test_steal_mercenary_takes_its_garrison_along() -> None:
    """OR-E29: the Mercenary and its garrisoned Army card move to the attacker's Earldom
    (rulebook "Intrigue" 3, "Mercenary")."""
    s = blank(2)
    (intrigue,) = hand(s, A, "intrigue")
    merc = mercenary(s, B, "army_infantry")
    garrison = s.earls[B].mercenaries[0].garrison
    events = play(s, Intrigue(intrigue, "steal_mercenary", B, 0), NoAllies())
    assert events[-1] == ev.MercenaryStolen(A, merc, B)
    assert s.earls[A].mercenaries == [Mercenary(merc, garrison)]
    assert s.earls[B].mercenaries == []
    assert s.earls[A].discard == [intrigue] and s.army.discard == []
    back_to_the_turn(s, A)


# --------------------------------------------------------------------------- whom (OR-A21)
def test_by_default_an_earl_never_targets_himself() -> None:
    """OR-A21, errata 6 (``political_targets`` "others"): Treachery and Intrigue name
    another Earl only."""
    s = blank(2)
    hand(s, A, "treachery", "intrigue", "castle")
    fief(s, A, lord="vassal", props=("land",))
    mercenary(s, A)
    reserve(s, A, "army_infantry")
    opts = pending(s).options
    political = [o for o in opts if isinstance(o, (Treachery, Intrigue))]
    assert political == []  # B has nothing to name, and A may not name himself


def test_with_anyone_an_earl_may_aim_treachery_at_himself() -> None:
    """``political_targets`` "anyone" (the rulebook's "any Mercenary" wording, errata 6):
    the Earl may name himself; he is then the one asked for Allies."""
    s = blank(2, options={"political_targets": "anyone"})
    (treachery,) = hand(s, A, "treachery")
    f = fief(s, A, lord="vassal", props=("land",))
    castle = castle_of(s, A, f)
    opts = pending(s).options
    assert Treachery(treachery, "assassinate", A, f) in opts
    play(s, Treachery(treachery, "assassinate", A, f))
    d = pending(s)
    assert (d.seat, d.kind, d.options) == (A, "allies", (NoAllies(),))
    events = play(s, NoAllies())
    assert isinstance(events[-1], ev.Assassinated) and events[-1].castle == castle
    assert len(s.earls[A].fiefs) == 1
    assert pending(s).options == (EndTurn(), Concede())
