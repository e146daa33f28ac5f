"""Combat (rule inventory §4.12, §1.6; OR-E14, OR-E17, OR-E39..E45, OR-E63, OR-E65; worked
examples OR-T03, T04, T06, T07, T12, T13, T18, T22..T25, T28, T29; ambiguities OR-A02,
OR-A06, OR-A11, OR-A13, OR-A23): the rulebook's "Combat", "Battle Deck", "The Three Ways
to Attack an Earldom", "Fielding Forces for Battle", "Resolving a Battle", "Allocating
Damage to Fielded Forces" and "Ransoming Lords".

Each test builds a position with the helpers, plays every answer through ``play`` (each
must be offered) and checks where the cards are, the events, and the next decision."""

from __future__ import annotations

import pytest

from game.core.engine import Action, Event
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.actions import (
    Attack,
    ChurchDecides,
    Destroy,
    EndTurn,
    Field,
    FieldDone,
    Hit,
    PlaceGained,
    Ransom,
    RansomDone,
    Seize,
    SeizeDone,
)
from game.games.ortus_regni.rules.state import OrtusState
from tests.games.ortus_regni.helpers import (
    A,
    B,
    C,
    blank,
    fief,
    hand,
    in_deck,
    kinds_of,
    mercenary,
    pending,
    play,
    reserve,
    top,
    towers,
)


# --------------------------------------------------------------------------- local helpers
def attacks(s: OrtusState) -> list[Action]:
    """The Attacks the pending turn decision offers."""
    return [o for o in pending(s).options if isinstance(o, Attack)]


def offered(s: OrtusState) -> list[str]:
    """The units the pending fielding decision offers."""
    return [o.unit for o in pending(s).options if isinstance(o, Field)]


def lord(s: OrtusState, seat: int, index: int) -> int:
    found = s.earls[seat].fiefs[index].lord
    assert found is not None
    return found


def castle(s: OrtusState, seat: int, index: int) -> int:
    return s.earls[seat].fiefs[index].castle


def castles(s: OrtusState, seat: int) -> list[int]:
    return [f.castle for f in s.earls[seat].fiefs]


def only(events: list[Event], kind: type[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def after_attack(s: OrtusState, seat: int = A) -> None:
    """The battle is over: the attacker's turn goes on, his Action spent (OR 3.2)."""
    d = pending(s)
    assert not s.stack
    assert (d.seat, d.kind, d.interrupt) == (seat, "turn", False)
    assert s.action_used
    assert EndTurn() in d.options
    assert not any(isinstance(o, Attack) for o in d.options)


def t22(s: OrtusState) -> dict[str, int]:
    """OR-T22's position: A (a Land) has a Champion in Hand and a Knight in Reserve; B (a
    Land in his Palace's Fief) has a Castle with a Vassal Lord, 2 Towers and an Infantry
    in Reserve. The cards by name."""
    fief(s, A, "palace", props=("land",))
    fief(s, B, "palace", props=("land",))
    target = fief(s, B, lord="vassal")
    (champion,) = hand(s, A, "champion")
    (knight,) = reserve(s, A, "army_knight")
    (infantry,) = reserve(s, B, "army_infantry")
    tw = towers(s, B, 2)
    return {
        "champion": champion,
        "knight": knight,
        "infantry": infantry,
        "lord": lord(s, B, target),
        "castle": castle(s, B, target),
        "target": target,
        "tower0": tw[0],
        "tower1": tw[1],
    }


def fight_t22(s: OrtusState, cards: dict[str, int]) -> list[Event]:
    """OR-T22's Siege, fielded: the events of the defender's last FieldDone."""
    play(
        s,
        Attack("siege", B, cards["target"]),
        Field(f"hand:{cards['champion']}"),
        Field(f"reserve:{cards['knight']}"),
        FieldDone(),
        Field(f"lord:{cards['lord']}"),
        Field(f"reserve:{cards['infantry']}"),
    )
    return play(s, FieldDone())


# =========================================================================== declaration (OR 4.12.1)
def test_attack_options_follow_the_targets() -> None:
    """OR 4.12.1 ("The Three Ways to Attack an Earldom"): a Tower attack needs Towers, a
    Raid a Fief with Properties, a Siege any Castle or Palace; never on oneself."""
    s = blank(3)
    hand(s, A, "champion")
    fief(s, A, props=("land",))  # A's own Properties and Towers are no target
    towers(s, A, 1)
    towers(s, B, 2)
    raided = fief(s, B, props=("church",))
    fief(s, B)  # a bare Castle: a Siege only
    assert attacks(s) == [
        Attack("tower", B),
        Attack("raid", B, raided),
        Attack("siege", B, 0),
        Attack("siege", B, 1),
        Attack("siege", B, 2),
        Attack("siege", C, 0),
    ]


def test_no_attack_on_the_earls_first_turn() -> None:
    """OR-E65 (Setup step 12: "Players cannot attack other players on their first Turns")."""
    s = blank(2)
    hand(s, A, "champion")
    s.earls[A].turns = 1
    assert attacks(s) == []
    s.earls[A].turns = 2
    s.cache.clear()
    assert attacks(s) == [Attack("siege", B, 0)]


def test_no_attack_without_a_unit_to_field() -> None:
    """OR-A11 (``attack_needs_force`` true): an Earl who could field nothing has no Attack;
    a Mercenary in the Hand is no unit (OR-E23: never fielded from the Hand)."""
    s = blank(2)
    hand(s, A, "mercenary", "treachery")
    assert attacks(s) == []


def test_attack_with_no_force_when_the_option_allows() -> None:
    """OR-A11, the other reading (``attack_needs_force`` false): an Attack may be declared
    with nothing to field, and FieldDone is offered at once."""
    s = blank(2, options={"attack_needs_force": False})
    assert attacks(s) == [Attack("siege", B, 0)]
    play(s, Attack("siege", B, 0))
    d = pending(s)
    assert (d.seat, d.kind, d.options) == (A, "field", (FieldDone(),))


def test_white_marker_moves_at_declaration_while_the_vikings_approach() -> None:
    """OR 4.12.2, OR-A23 (the Combat sequence: the White marker moves right after the
    declaration, before any force is fielded, even if no one defends)."""
    s = blank(2)
    (champion,) = hand(s, A, "champion")
    events = play(s, Attack("siege", B, 0))
    assert events == [ev.AttackDeclared(A, B, "siege", castle(s, B, 0)), ev.CombatMarked(A)]
    assert s.vikings.white
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (A, "field", False)
    assert d.options == (Field(f"hand:{champion}"),)


def test_white_marker_already_out_stays() -> None:
    """OR 4.12.2 ("or left where it is if there has already been Combat that Round")."""
    s = blank(2)
    hand(s, A, "champion")
    s.vikings.white = True
    events = play(s, Attack("siege", B, 0))
    assert events == [ev.AttackDeclared(A, B, "siege", castle(s, B, 0))]
    assert s.vikings.white


def test_white_marker_not_moved_once_the_vikings_arrived() -> None:
    """OR 4.12.2, OR-E55 ("Set the Black Markers and White Combat Marker aside, as they
    will play no further role in the game")."""
    s = blank(2)
    hand(s, A, "champion")
    s.vikings.arrived = True
    s.vikings.black = 8
    events = play(s, Attack("siege", B, 0))
    assert events == [ev.AttackDeclared(A, B, "siege", castle(s, B, 0))]
    assert not s.vikings.white


# =========================================================================== fielding (OR 4.12.3-4)
def test_reserve_fielded_up_to_the_lands_capacity() -> None:
    """OR-E05, OR-T03 ("1 Army Card for each Land he possesses in a Fief without a Market
    Town"): 1 Land, 1 Army card of the Reserve; alike cards are offered once."""
    s = blank(2)
    fief(s, A, "palace", props=("land",))
    inf1, inf2, knight = reserve(s, A, "army_infantry", "army_infantry", "army_knight")
    play(s, Attack("siege", B, 0))
    assert offered(s) == [f"reserve:{inf1}", f"reserve:{knight}"]
    play(s, Field(f"reserve:{inf1}"))
    assert offered(s) == []
    assert s.earls[A].reserve == [inf2, knight]
    assert pending(s).options == (FieldDone(),)


def test_reserve_capacity_doubled_by_a_market_town() -> None:
    """OR-E05, OR-E06, OR-T04 (3 Lands, 2 of them in a Fief with a Market Town: 5)."""
    s = blank(2)
    fief(s, A, "palace", props=("land", "land", "market_town"))
    fief(s, A, props=("land",))
    cards = reserve(s, A, *["army_infantry"] * 6)
    play(s, Attack("siege", B, 0))
    for i in range(5):
        assert offered(s) == [f"reserve:{cards[i]}"]
        play(s, Field(f"reserve:{cards[i]}"))
    assert offered(s) == []
    assert s.earls[A].reserve == [cards[5]]


def test_one_prince_from_the_hand() -> None:
    """OR-E14 (the Prince: "Nor can the Earl play multiple Princes into a Battle from his
    Hand"); any number of Vassals, Champions and Monks; never a Mercenary from the Hand."""
    s = blank(2)
    p1, _p2, v1, v2, monk, _merc = hand(s, A, "prince", "prince", "vassal", "vassal", "monk", "mercenary")
    play(s, Attack("siege", B, 0))
    assert offered(s) == [f"hand:{p1}", f"hand:{v1}", f"hand:{monk}"]
    play(s, Field(f"hand:{p1}"), Field(f"hand:{v1}"))
    assert offered(s) == [f"hand:{v2}", f"hand:{monk}"]


def test_no_prince_from_the_hand_beside_a_prince_lord() -> None:
    """OR-E14, OR-T29 ("if an Earl has a Prince Lord in 1 of his Castles, then he cannot
    play a Prince Card from his Hand into a Battle"): the Prince Lord himself may go."""
    s = blank(2)
    fief(s, A, "palace", lord="prince")
    (vassal,) = hand(s, A, "prince", "vassal")[1:]
    play(s, Attack("siege", B, 0))
    assert offered(s) == [f"lord:{lord(s, A, 0)}", f"hand:{vassal}"]


def test_lords_mercenaries_and_garrisons_fielded_alone_or_together() -> None:
    """OR-E23 (a Mercenary and its garrisoned card "can be fielded alone, together, or not
    at all", no Land needed); Lords from their Castles (no Land needed)."""
    s = blank(2)
    fief(s, A, "palace", lord="champion")
    merc = mercenary(s, A, "army_knight")
    garrison = s.earls[A].mercenaries[0].garrison
    play(s, Attack("siege", B, 0))
    champion = lord(s, A, 0)
    assert offered(s) == [f"lord:{champion}", f"merc:{merc}", f"garrison:{garrison}"]
    play(s, Field(f"garrison:{garrison}"))
    assert offered(s) == [f"lord:{champion}", f"merc:{merc}"]


def test_king_and_royal_army_only_for_the_king() -> None:
    """OR-E51, OR-E52 (the King Card "can also be fielded"; the Royal Army "with or without
    the King Card itself"): the King's, not another Earl's."""
    s = blank(2)
    (royal,) = reserve(s, A, "army_knight")
    s.earls[A].reserve.remove(royal)
    s.king, s.royal = A, [royal]
    s.cache.clear()
    hand(s, B, "vassal")
    play(s, Attack("siege", B, 0))
    assert offered(s) == ["king", f"royal:{royal}"]
    play(s, Field(f"royal:{royal}"))
    assert offered(s) == ["king"]
    play(s, FieldDone())
    d = pending(s)
    assert (d.seat, d.kind) == (B, "field")
    assert "king" not in offered(s)
    assert not any(u.startswith("royal:") for u in offered(s))


def test_attacker_must_field_and_the_defender_may_field_nothing() -> None:
    """OR-A11 (the attacker "must set out ... all of his attacking fielded forces"; at least
    one card) and OR 4.12.4 (the defender fields "what forces, if any"): an interrupt."""
    s = blank(2)
    (champion,) = hand(s, A, "champion")
    (vassal,) = hand(s, B, "vassal")
    play(s, Attack("siege", B, 0))
    assert FieldDone() not in pending(s).options
    events = play(s, Field(f"hand:{champion}"))
    assert events == []
    assert s.earls[A].hand == []
    assert FieldDone() in pending(s).options
    events = play(s, FieldDone())
    assert events == [ev.ForceFielded(A, (champion,), False)]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "field", True)
    assert d.options == (Field(f"hand:{vassal}"), FieldDone())


# =========================================================================== no defence (OR-T18)
def test_nothing_fielded_no_battle_card_and_all_damage_to_the_target() -> None:
    """OR-T18, OR 4.12.4 ("If the defending Earl chooses not to field any forces, then no
    Battle Card is drawn ... the attack is considered a success"): a Castle falls to 2."""
    s = blank(2)
    (champion,) = hand(s, A, "champion")
    target = fief(s, B, props=("land",))
    cas, land = castle(s, B, target), s.earls[B].fiefs[target].props[0]
    hand(s, B, "vassal")  # he could have defended
    deck, used = list(s.battle.draw), list(s.battle.discard)
    play(s, Attack("siege", B, target), Field(f"hand:{champion}"), FieldDone())
    events = play(s, FieldDone())
    assert events == [
        ev.ForceFielded(B, (), False),
        ev.Undefended(B),
        ev.CastleFell(B, cas, (land,)),
        ev.BattleOver(A, B, "undefended"),
    ]
    assert (s.battle.draw, s.battle.discard) == (deck, used)
    assert castles(s, B) == [castle(s, B, 0)]
    assert s.earls[B].discard == [cas, land]
    assert s.earls[A].discard == [champion]  # played from the Hand: discarded
    after_attack(s)


def test_or_t06_towers_absorb_in_a_raid_then_a_property_falls() -> None:
    """OR-T06, OR 4.12.7 (a Raid: "each Tower possessed by the Earldom absorbs 1 point of
    incoming damage", and stays; "the defending Earl may choose which [Properties] are
    destroyed"): 3 Towers, 4 points, 1 Property of 2 destroyed at B's choice."""
    s = blank(2)
    c1, c2 = hand(s, A, "champion", "champion")
    target = fief(s, B, props=("land", "church"))
    land, church = s.earls[B].fiefs[target].props
    tw = towers(s, B, 3)
    play(s, Attack("raid", B, target), Field(f"hand:{c1}"), Field(f"hand:{c2}"), FieldDone())
    events = play(s, FieldDone())
    assert events == [ev.ForceFielded(B, (), False), ev.Undefended(B), ev.TowersHeld(B, 3)]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "destroy", True)
    assert d.options == (Destroy(land), Destroy(church))
    events = play(s, Destroy(church))
    assert events == [ev.PropertyDestroyed(B, church), ev.BattleOver(A, B, "undefended")]
    assert s.earls[B].towers == tw
    assert s.earls[B].fiefs[target].props == [land]
    assert s.earls[B].discard == [church]
    after_attack(s)


@pytest.mark.parametrize(("where", "champions", "infantry"), [("castle", 0, 1), ("palace", 1, 0)])
def test_or_t07_a_siege_short_of_the_durability_fails(where: str, champions: int, infantry: int) -> None:
    """OR-T07 ("If only 1 point of damage reaches a Castle, then the Siege fails ...; if
    only 2 points of damage reaches a Palace, then the Siege fails"): both stand."""
    s = blank(2)
    fief(s, A, "palace", props=("land",))
    target = 0 if where == "palace" else fief(s, B)
    force = hand(s, A, *["champion"] * champions) if champions else []
    army_cards = reserve(s, A, "army_infantry") if infantry else []
    play(s, Attack("siege", B, target))
    play(s, *[Field(f"hand:{c}") for c in force], *[Field(f"reserve:{c}") for c in army_cards], FieldDone())
    events = play(s, FieldDone())
    points = 2 if where == "palace" else 1
    assert events == [
        ev.ForceFielded(B, (), False),
        ev.Undefended(B),
        ev.CastleHeld(B, castle(s, B, target), points),
        ev.BattleOver(A, B, "undefended"),
    ]
    assert len(s.earls[B].fiefs) == (1 if where == "palace" else 2)
    assert s.earls[A].reserve == army_cards  # unhurt: back to the Reserve
    after_attack(s)


# =========================================================================== the Battle card (OR 4.12.5)
def test_or_t22_normal_battle() -> None:
    """OR-T22, OR-E39 (Normal Battle: "Battle damage is allocated to both sides"), OR 4.12.7
    and 4.12.9: 4 points on the Infantry and the Lord, 2 on the Towers, none on the Castle;
    2 points on the Champion (discarded anyway) and the Knight (dies); the Lord returns;
    the Battle card to its discard pile."""
    s = blank(2)
    cards = t22(s)
    top(s, "battle", "battle_normal")
    card = s.battle.draw[-1]
    events = fight_t22(s, cards)
    assert events == [
        ev.ForceFielded(B, (cards["lord"], cards["infantry"]), False),
        ev.BattleCardDrawn(B, card),
        ev.UnitsHit(A, (cards["champion"], cards["knight"]), False),
        ev.UnitsHit(B, (cards["lord"], cards["infantry"]), False),
        ev.TowersHeld(B, 2),
        ev.BattleOver(A, B, "normal"),
    ]
    assert s.battle.discard == [card]
    assert s.earls[A].discard == [cards["champion"]]
    assert s.earls[A].reserve == []
    assert s.earls[B].reserve == []
    assert s.army.discard[-2:] == [cards["knight"], cards["infantry"]]
    assert s.earls[B].fiefs[cards["target"]].lord == cards["lord"]
    assert s.earls[B].towers == [cards["tower0"], cards["tower1"]]
    assert castles(s, B) == [castle(s, B, 0), cards["castle"]]
    after_attack(s)


def test_or_t23_attacker_wins_ransom_before_damage_then_no_ransom() -> None:
    """OR-T23, OR-E40 (Attacker Wins: "only the attacker's damage is allocated ... all
    Lords that the defender fielded ... are considered captured"; "Ransoms are chosen by
    the defender and given before damage is assigned"), OR-E44: not ransomed, the Lord is
    discarded after the Battle and his Castle stays; the attacker takes no damage."""
    s = blank(2)
    cards = t22(s)
    top(s, "battle", "battle_attacker_wins")
    card = s.battle.draw[-1]
    events = fight_t22(s, cards)
    assert events == [
        ev.ForceFielded(B, (cards["lord"], cards["infantry"]), False),
        ev.BattleCardDrawn(B, card),
        ev.Captured(B, (cards["lord"],)),
    ]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "ransom", True)
    land = s.earls[B].fiefs[0].props[0]
    lu = f"lord:{cards['lord']}"
    assert d.options == (Ransom(lu, castle(s, B, 0)), Ransom(lu, land), RansomDone())
    events = play(s, RansomDone())
    assert events == [
        ev.UnitsHit(B, (cards["lord"], cards["infantry"]), False),
        ev.TowersHeld(B, 2),
        ev.BattleOver(A, B, "attacker_wins"),
    ]
    assert s.earls[B].fiefs[cards["target"]].lord is None  # his Castle stays
    assert s.earls[B].discard == [cards["lord"]]
    assert s.earls[A].reserve == [cards["knight"]]  # no damage: back to the Reserve
    assert s.earls[A].discard == [cards["champion"]]  # from the Hand: discarded all the same
    assert s.battle.discard == [card]
    after_attack(s)


def test_or_t23_ransom_with_a_property_saves_the_lord() -> None:
    """OR-T23, OR-E44 ("give 1 Property or Castle from his Earldom for each Lord he wants to
    save ... The recipient of this Ransom payment places each Property"): the Land goes to
    A, who places it once the Battle is over; the saved Lord returns home."""
    s = blank(2)
    cards = t22(s)
    top(s, "battle", "battle_attacker_wins")
    fight_t22(s, cards)
    land = s.earls[B].fiefs[0].props[0]
    lu = f"lord:{cards['lord']}"
    events = play(s, Ransom(lu, land))
    assert events == [ev.Ransomed(B, cards["lord"], land, A)]
    assert pending(s).options == (RansomDone(),)
    events = play(s, RansomDone())
    assert kinds_of(events)[-1] == "battle_over"
    d = pending(s)
    assert (d.seat, d.kind) == (A, "place")
    assert d.options == (PlaceGained(land, 0),)
    events = play(s, PlaceGained(land, 0))
    assert events == [ev.Attached(A, land, castle(s, A, 0))]
    assert s.earls[A].fiefs[0].props[-1] == land
    assert s.earls[B].fiefs[0].props == []
    assert s.earls[B].fiefs[cards["target"]].lord == cards["lord"]
    assert s.earls[B].discard == []
    after_attack(s)


def test_or_t24_church_decides_the_archbishop_chooses() -> None:
    """OR-T24, OR-E11 (Church Decides: "the Archbishop ... can decide if the Battle is
    Normal Battle, Attacker Wins, or Defender Wins"): C, the Cathedral's holder, a third
    Earl, is asked in the middle of A's turn."""
    s = blank(3)
    cards = t22(s)
    fief(s, C, "palace", props=("cathedral",))
    top(s, "battle", "battle_church_decides")
    card = s.battle.draw[-1]
    events = fight_t22(s, cards)
    assert events[-1] == ev.BattleCardDrawn(B, card)
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (C, "church", True)
    assert d.options == (
        ChurchDecides("normal"),
        ChurchDecides("attacker_wins"),
        ChurchDecides("defender_wins"),
    )
    events = play(s, ChurchDecides("defender_wins"))
    # Defender Wins: only B's damage, on A's two units; nothing on B's side
    assert events == [
        ev.ChurchDecided(C, "defender_wins"),
        ev.UnitsHit(A, (cards["champion"], cards["knight"]), False),
        ev.BattleOver(A, B, "defender_wins"),
    ]
    assert s.earls[B].reserve == [cards["infantry"]]
    assert s.battle.discard == [card]
    after_attack(s)


def test_or_t24_church_decides_a_tie_of_churches_is_a_normal_battle() -> None:
    """OR-T24, OR-E09 ("in cases of ties where no individual Earl has more Churches than all
    the others, this power is negated and the Battle result is Normal"): no decision."""
    s = blank(2)
    cards = t22(s)
    fief(s, A, props=("church",))
    fief(s, B, props=("church",))
    top(s, "battle", "battle_church_decides")
    card = s.battle.draw[-1]
    events = fight_t22(s, cards)
    assert events[:4] == [
        ev.ForceFielded(B, (cards["lord"], cards["infantry"]), False),
        ev.BattleCardDrawn(B, card),
        ev.ChurchDecided(-1, "normal"),
        ev.UnitsHit(A, (cards["champion"], cards["knight"]), False),
    ]
    assert events[-1] == ev.BattleOver(A, B, "normal")
    after_attack(s)


def test_church_decides_the_strict_church_majority_chooses() -> None:
    """OR-E09 ("If there is no Archbishop and no Cathedral in play, then the player with
    the most Churches in his Earldom can determine the outcome"): A has 2 Churches to B's 1."""
    s = blank(2)
    cards = t22(s)
    fief(s, A, props=("church", "church"))
    fief(s, B, props=("church",))
    top(s, "battle", "battle_church_decides")
    fight_t22(s, cards)
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (A, "church", True)
    events = play(s, ChurchDecides("attacker_wins"))
    assert events == [ev.ChurchDecided(A, "attacker_wins"), ev.Captured(B, (cards["lord"],))]
    assert (pending(s).seat, pending(s).kind) == (B, "ransom")


def test_defender_wins_captures_the_attackers_lords() -> None:
    """OR-E41 (Defender Wins: "only the defender's damage is allocated to the attacker ...
    all Lords that the attacker fielded ... are considered captured ... Ransoms are chosen
    by the attacker"): A's Vassal Lord, not ransomed, is discarded; his Castle stays."""
    s = blank(2)
    fief(s, A, "palace", lord="vassal")
    own = fief(s, A, props=("land",))
    vassal = lord(s, A, 0)
    (champion,) = hand(s, A, "champion")
    (b_vassal,) = hand(s, B, "vassal")
    top(s, "battle", "battle_defender_wins")
    play(s, Attack("siege", B, 0), Field(f"lord:{vassal}"), Field(f"hand:{champion}"), FieldDone())
    events = play(s, Field(f"hand:{b_vassal}"), FieldDone())
    assert events[-1] == ev.Captured(A, (vassal,))
    d = pending(s)
    assert (d.seat, d.kind) == (A, "ransom")
    land = s.earls[A].fiefs[own].props[0]
    lu = f"lord:{vassal}"
    assert d.options == (Ransom(lu, castle(s, A, own)), Ransom(lu, land), RansomDone())
    events = play(s, RansomDone())
    # 1 point on 2 units: A picks which is hit (OR-E45)
    d = pending(s)
    assert (d.seat, d.kind) == (A, "hits")
    assert d.options == (Hit(lu), Hit(f"hand:{champion}"))
    events = play(s, Hit(f"hand:{champion}"))
    assert events == [ev.UnitsHit(A, (champion,), False), ev.BattleOver(A, B, "defender_wins")]
    assert s.earls[A].fiefs[0].lord is None
    assert s.earls[A].discard == [vassal, champion]
    assert castles(s, B) == [castle(s, B, 0)]
    assert s.earls[B].discard == [b_vassal]
    after_attack(s)


def test_battle_trigger_any_card_draws_for_a_lord_alone() -> None:
    """OR-A02 (``battle_trigger`` any_card: "assuming that he has fielded at least 1 card in
    defense, he has the honor of drawing a card from the Battle Deck")."""
    s = blank(2)
    (champion,) = hand(s, A, "champion")
    fief(s, B, "palace", lord="monk")
    top(s, "battle", "battle_normal")
    card = s.battle.draw[-1]
    play(s, Attack("siege", B, 0), Field(f"hand:{champion}"), FieldDone(), Field(f"lord:{lord(s, B, 0)}"))
    events = play(s, FieldDone())
    assert ev.BattleCardDrawn(B, card) in events
    assert s.battle.discard == [card]


def test_battle_trigger_army_card_no_card_for_a_lord_alone() -> None:
    """OR-A02, the other reading (``battle_trigger`` army_card: "If there was at least 1
    fielded Army Card defending, then the defending Earl draws a Battle Card"): a Lord
    alone fights a Normal Battle with no card; an Army card draws one."""
    s = blank(2, options={"battle_trigger": "army_card"})
    c1, c2 = hand(s, A, "champion", "champion")
    fief(s, B, "palace", lord="monk", props=("land",))
    (infantry,) = reserve(s, B, "army_infantry")
    abbot = lord(s, B, 0)
    deck = list(s.battle.draw)
    play(s, Attack("siege", B, 0), Field(f"hand:{c1}"), FieldDone(), Field(f"lord:{abbot}"))
    events = play(s, FieldDone())
    assert events == [
        ev.ForceFielded(B, (abbot,), False),
        ev.UnitsHit(B, (abbot,), False),
        ev.CastleHeld(B, castle(s, B, 0), 1),
        ev.BattleOver(A, B, "normal"),
    ]
    assert s.battle.draw == deck and s.battle.discard == []
    s.action_used = False
    s.cache.clear()
    top(s, "battle", "battle_normal")
    card = s.battle.draw[-1]
    play(s, Attack("siege", B, 0), Field(f"hand:{c2}"), FieldDone(), Field(f"reserve:{infantry}"))
    events = play(s, FieldDone())
    assert ev.BattleCardDrawn(B, card) in events


# =========================================================================== damage (OR 4.12.7)
def test_damage_allocation_attacker_first_exactly_min_d_u_hits() -> None:
    """OR-E45 ("The attacker decides how any damage will be allocated to his fielded forces
    first. Then, the defender"; each unit takes 1 point, min(D, U) units hit, the owner
    picks when D < U): alike units (two Infantry of a Reserve, two Monks from a Hand) are
    offered once."""
    s = blank(2)
    fief(s, A, "palace", props=("land", "market_town"))
    inf1, inf2 = reserve(s, A, "army_infantry", "army_infantry")
    (a_monk,) = hand(s, A, "monk")
    vassal, m1, m2 = hand(s, B, "vassal", "monk", "monk")
    top(s, "battle", "battle_normal")
    play(s, Attack("siege", B, 0))
    play(s, Field(f"reserve:{inf1}"), Field(f"reserve:{inf2}"), Field(f"hand:{a_monk}"), FieldDone())
    play(s, Field(f"hand:{vassal}"), Field(f"hand:{m1}"), Field(f"hand:{m2}"))
    events = play(s, FieldDone())
    assert kinds_of(events) == ["force_fielded", "battle_card"]
    # B sends 1 on A's 3 units: A picks one, the alike Infantry offered once
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (A, "hits", False)
    assert d.options == (Hit(f"reserve:{inf1}"), Hit(f"hand:{a_monk}"))
    events = play(s, Hit(f"hand:{a_monk}"))
    assert events == [ev.UnitsHit(A, (a_monk,), False)]
    # A sends 2 on B's 3 units: B picks two, one at a time
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "hits", True)
    assert d.options == (Hit(f"hand:{vassal}"), Hit(f"hand:{m1}"))
    assert play(s, Hit(f"hand:{m1}")) == []
    assert pending(s).options == (Hit(f"hand:{vassal}"), Hit(f"hand:{m2}"))
    events = play(s, Hit(f"hand:{m2}"))
    assert events == [ev.UnitsHit(B, (m1, m2), False), ev.BattleOver(A, B, "normal")]
    assert s.earls[A].reserve == [inf1, inf2]  # neither was hit: back to the Reserve
    assert s.earls[A].discard == [a_monk]
    assert s.earls[B].discard == [vassal, m1, m2]  # from the Hand: all discarded
    assert castles(s, B) == [castle(s, B, 0)]  # no excess reached the Palace
    after_attack(s)


def test_or_t28_a_mercenary_hit_takes_its_garrison_with_it() -> None:
    """OR-T28, OR-E23 ("The death of a Mercenary also causes any Army Card garrisoned with
    that Mercenary to be discarded"): the Knight, not fielded, goes to the Army discard."""
    s = blank(2)
    merc = mercenary(s, A, "army_knight")
    knight = s.earls[A].mercenaries[0].garrison
    (vassal,) = hand(s, B, "vassal")
    top(s, "battle", "battle_normal")
    play(s, Attack("siege", B, 0), Field(f"merc:{merc}"), FieldDone(), Field(f"hand:{vassal}"))
    events = play(s, FieldDone())
    assert ev.UnitsHit(A, (merc,), False) in events
    assert s.earls[A].mercenaries == []
    assert s.earls[A].discard == [merc]
    assert s.army.discard == [knight]
    after_attack(s)


def test_a_garrisoned_card_hit_alone_leaves_its_mercenary() -> None:
    """OR 4.12.7 (item 4: garrisoned Army cards are "killed and discarded when they take 1
    point of damage"; the Mercenary dies only when it takes its own point)."""
    s = blank(2)
    merc = mercenary(s, A, "army_knight")
    knight = s.earls[A].mercenaries[0].garrison
    (vassal,) = hand(s, B, "vassal")
    top(s, "battle", "battle_normal")
    play(s, Attack("siege", B, 0), Field(f"garrison:{knight}"), FieldDone(), Field(f"hand:{vassal}"))
    play(s, FieldDone())
    assert [(m.card, m.garrison) for m in s.earls[A].mercenaries] == [(merc, None)]
    assert s.army.discard == [knight]


def test_tower_attack_the_defender_picks_the_towers_revealed_and_discarded() -> None:
    """OR 4.12.7 (A Tower Attack: "One Tower falls and is discarded for each point ... the
    defending Earl may choose which Towers are destroyed ... all destroyed Tower Cards are
    revealed to the table before being discarded"): alike Towers offered once."""
    s = blank(2)
    (champion,) = hand(s, A, "champion")
    ch1, ch2 = towers(s, B, 2, "church")
    (land,) = towers(s, B, 1, "land")
    play(s, Attack("tower", B), Field(f"hand:{champion}"), FieldDone())
    events = play(s, FieldDone())
    assert events == [ev.ForceFielded(B, (), False), ev.Undefended(B)]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "destroy", True)
    assert d.options == (Destroy(land), Destroy(ch1))
    assert play(s, Destroy(ch1)) == [ev.TowerDestroyed(B, ch1)]
    assert pending(s).options == (Destroy(land), Destroy(ch2))
    events = play(s, Destroy(land))
    assert events == [ev.TowerDestroyed(B, land), ev.BattleOver(A, B, "undefended")]
    assert all(type(e).reveals for e in only(events, ev.TowerDestroyed))
    assert s.earls[B].towers == [ch2]
    assert s.earls[B].discard == [ch1, land]
    after_attack(s)


def test_tower_attack_beyond_the_towers_destroys_all_the_rest_wasted() -> None:
    """OR 4.12.7: more points than Towers: every Tower falls, no choice; no Property or
    Castle is touched by a Tower attack."""
    s = blank(2)
    c1, c2 = hand(s, A, "champion", "champion")
    fief(s, B, "palace", props=("land",))
    t1, t2 = towers(s, B, 2)
    play(s, Attack("tower", B), Field(f"hand:{c1}"), Field(f"hand:{c2}"), FieldDone())
    events = play(s, FieldDone())
    assert events[-3:] == [ev.TowerDestroyed(B, t1), ev.TowerDestroyed(B, t2), ev.BattleOver(A, B, "undefended")]
    assert s.earls[B].towers == []
    assert len(s.earls[B].fiefs[0].props) == 1
    after_attack(s)


def test_or_t25_raid_past_no_towers_destroys_every_property_castle_untouched() -> None:
    """OR-T25 (a Raid: "The Castle at the heart of that Fief is untouched, even if excess
    damage points result"): 3 points, 2 Properties: both destroyed, 1 wasted."""
    s = blank(2)
    (c1,) = hand(s, A, "champion")
    fief(s, A, "palace", props=("land",))
    (infantry,) = reserve(s, A, "army_infantry")
    target = fief(s, B, lord="vassal", props=("land", "market_town"))
    land, market = s.earls[B].fiefs[target].props
    play(s, Attack("raid", B, target), Field(f"hand:{c1}"), Field(f"reserve:{infantry}"), FieldDone())
    events = play(s, FieldDone())
    assert events == [
        ev.ForceFielded(B, (), False),
        ev.Undefended(B),
        ev.PropertyDestroyed(B, land),
        ev.PropertyDestroyed(B, market),
        ev.BattleOver(A, B, "undefended"),
    ]
    assert s.earls[B].fiefs[target].props == []
    assert s.earls[B].fiefs[target].lord is not None
    assert castles(s, B)[target] == castle(s, B, target)
    assert s.earls[B].discard == [land, market]
    assert s.earls[A].reserve == [infantry]
    after_attack(s)


def test_siege_at_the_castles_durability_takes_the_whole_fief() -> None:
    """OR 4.12.7 (A Castle Siege: "When a Castle falls, any attached Properties are
    destroyed and discarded with it, and the entire Fief and any Lord in that Castle are
    also destroyed"); Towers absorb first and stay."""
    s = blank(2)
    c1, c2 = hand(s, A, "champion", "champion")
    target = fief(s, B, lord="vassal", props=("land", "church"))
    cas, vassal = castle(s, B, target), lord(s, B, target)
    land, church = s.earls[B].fiefs[target].props
    (tower,) = towers(s, B, 1)
    play(s, Attack("siege", B, target), Field(f"hand:{c1}"), Field(f"hand:{c2}"), FieldDone())
    events = play(s, FieldDone())
    assert events == [
        ev.ForceFielded(B, (), False),
        ev.Undefended(B),
        ev.TowersHeld(B, 1),
        ev.CastleFell(B, cas, (land, church)),
        ev.BattleOver(A, B, "undefended"),
    ]
    assert castles(s, B) == [castle(s, B, 0)]
    assert s.earls[B].towers == [tower]
    assert sorted(s.earls[B].discard) == sorted([vassal, cas, land, church])
    after_attack(s)


# =========================================================================== seizure (OR 4.12.8)
def test_or_t12_two_vassal_lords_seize_one() -> None:
    """OR-T12, OR-E17 ("1 if the attacking Earl fields 1 Prince Lord or Vassal Lord"): two
    Vassal Lords in a Raid still seize 1; the attacker picks it and where it goes (OR-A13)."""
    s = blank(2)
    fief(s, A, "palace", lord="vassal")
    fief(s, A, lord="vassal")
    v1, v2 = lord(s, A, 0), lord(s, A, 1)
    target = fief(s, B, props=("land", "church"))
    land, church = s.earls[B].fiefs[target].props
    play(s, Attack("raid", B, target), Field(f"lord:{v1}"), Field(f"lord:{v2}"), FieldDone())
    events = play(s, FieldDone())
    assert events[-2:] == [ev.PropertyDestroyed(B, land), ev.PropertyDestroyed(B, church)]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (A, "seize", False)
    assert d.options == (Seize(land, 0), Seize(land, 1), Seize(church, 0), Seize(church, 1), SeizeDone())
    events = play(s, Seize(land, 1))
    assert events == [ev.Seized(A, land, B), ev.BattleOver(A, B, "undefended")]
    assert s.earls[A].fiefs[1].props == [land]
    assert s.earls[B].discard == [church]
    assert (s.earls[A].fiefs[0].lord, s.earls[A].fiefs[1].lord) == (v1, v2)  # home again
    after_attack(s)


def test_or_t12_prince_and_vassal_lords_seize_two_the_castle_without_its_lord() -> None:
    """OR-T12, OR-E17 ("2 if both types of these Lords are fielded"; a Siege's prizes
    include "the Castle itself"; "Lords in any seized Castle do not go home with the
    victor"): the Castle comes as a new Fief with no Lord, its Land into it."""
    s = blank(2)
    fief(s, A, "palace", lord="prince")
    fief(s, A, lord="vassal")
    prince, vassal = lord(s, A, 0), lord(s, A, 1)
    target = fief(s, B, lord="champion", props=("land", "church"))
    cas, b_lord = castle(s, B, target), lord(s, B, target)
    land, church = s.earls[B].fiefs[target].props
    play(s, Attack("siege", B, target), Field(f"lord:{prince}"), Field(f"lord:{vassal}"), FieldDone())
    events = play(s, FieldDone())
    assert events[-1] == ev.CastleFell(B, cas, (land, church))
    d = pending(s)
    assert (d.seat, d.kind) == (A, "seize")
    assert d.options[0] == Seize(cas, -1)
    assert play(s, Seize(cas, -1)) == [ev.Seized(A, cas, B)]
    assert s.earls[A].fiefs[2].castle == cas and s.earls[A].fiefs[2].lord is None
    assert Seize(land, 2) in pending(s).options
    events = play(s, Seize(land, 2))
    assert events == [ev.Seized(A, land, B), ev.BattleOver(A, B, "undefended")]
    assert s.earls[A].fiefs[2].props == [land]
    assert sorted(s.earls[B].discard) == sorted([b_lord, church])
    assert castles(s, B) == [castle(s, B, 0)]
    after_attack(s)


def test_seizure_picker_defender() -> None:
    """OR-A13, the other reading (``seizure_picker`` defender): the defender picks which
    destroyed card the attacker keeps."""
    s = blank(2, options={"seizure_picker": "defender"})
    fief(s, A, "palace", lord="vassal")
    target = fief(s, B, props=("land",))
    (land,) = s.earls[B].fiefs[target].props
    play(s, Attack("raid", B, target), Field(f"lord:{lord(s, A, 0)}"), FieldDone(), FieldDone())
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "seize", True)
    assert d.options == (Seize(land, 0), SeizeDone())
    play(s, Seize(land, 0))
    assert s.earls[A].fiefs[0].props == [land]


def test_no_seizure_without_a_prince_or_vassal_lord() -> None:
    """OR-E17: a Champion Lord or Face cards from the Hand seize nothing."""
    s = blank(2)
    fief(s, A, "palace", lord="champion")
    (vassal,) = hand(s, A, "vassal")
    target = fief(s, B, props=("land",))
    (land,) = s.earls[B].fiefs[target].props
    play(s, Attack("raid", B, target), Field(f"lord:{lord(s, A, 0)}"), Field(f"hand:{vassal}"), FieldDone())
    events = play(s, FieldDone())
    assert events[-1] == ev.BattleOver(A, B, "undefended")
    assert s.earls[B].discard == [land]
    after_attack(s)


# =========================================================================== Ransom (OR 4.12.6)
def two_lords_captured(s: OrtusState) -> tuple[int, int, int, int]:
    """B's Castles 1 (Lord X) and 2 (Lord Y), both fielded against a Siege of his Palace
    by A's two Champions; Attacker Wins: X and Y captured. (X, Y, Castle 1, Castle 2)."""
    c1, c2 = hand(s, A, "champion", "champion")
    fief(s, B, lord="vassal")
    fief(s, B, lord="vassal")
    x, y = lord(s, B, 1), lord(s, B, 2)
    top(s, "battle", "battle_attacker_wins")
    play(s, Attack("siege", B, 0), Field(f"hand:{c1}"), Field(f"hand:{c2}"), FieldDone())
    events = play(s, Field(f"lord:{x}"), Field(f"lord:{y}"), FieldDone())
    assert events[-1] == ev.Captured(B, (x, y))
    return x, y, castle(s, B, 1), castle(s, B, 2)


def test_or_t13_ransom_with_the_castle_of_another_captured_lord() -> None:
    """OR-T13, OR-E44 ("An Earl who had 2 of his Lords captured could also use 1 captured
    Lord's Castle to Ransom the other, thus saving 1 Lord but dooming the other"): Y
    returns home; X, whose Castle went to A with its Fief, is discarded (OR-A07)."""
    s = blank(2)
    x, y, c1, c2 = two_lords_captured(s)
    assert Ransom(f"lord:{y}", c1) in pending(s).options
    assert Ransom(f"lord:{y}", c2) not in pending(s).options  # not with his own home
    events = play(s, Ransom(f"lord:{y}", c1))
    assert events == [ev.Ransomed(B, y, c1, A)]
    assert s.earls[A].fiefs[-1].castle == c1 and s.earls[A].fiefs[-1].lord is None
    assert s.earls[B].discard == [x]
    events = play(s, RansomDone())
    # 4 points on the 2 Lords, 2 on the Palace: it stands (3 needed)
    assert events == [
        ev.UnitsHit(B, (x, y), False),
        ev.CastleHeld(B, castle(s, B, 0), 2),
        ev.BattleOver(A, B, "attacker_wins"),
    ]
    assert castles(s, B) == [castle(s, B, 0), c2]
    assert s.earls[B].fiefs[1].lord == y
    assert s.earls[B].discard == [x]
    assert castles(s, A) == [castle(s, A, 0), c1]
    after_attack(s)


def test_no_ransom_for_a_lord_already_doomed() -> None:
    """OR-T13, OR-E44: once X's Castle went as Y's Ransom, X is discarded; nothing can be
    paid for him any more."""
    s = blank(2)
    x, y, c1, _c2 = two_lords_captured(s)
    play(s, Ransom(f"lord:{y}", c1))
    assert pending(s).options == (RansomDone(),)
    assert not any(isinstance(o, Ransom) and o.unit == f"lord:{x}" for o in pending(s).options)


@pytest.mark.parametrize("reading", ["whole_fief", "castle_alone"])
def test_a_castle_given_as_ransom_with_its_properties(reading: str) -> None:
    """OR-A06 (``castle_changes_hands``): a ransomed Castle goes with its whole Fief, or with
    castle_alone its Properties are discarded; its Lord is discarded either way (OR-A07)."""
    s = blank(2, options={"castle_changes_hands": reading})
    cards = t22(s)
    keep = fief(s, B, lord="monk", props=("church",))
    given, abbot = castle(s, B, keep), lord(s, B, keep)
    (church,) = s.earls[B].fiefs[keep].props
    top(s, "battle", "battle_attacker_wins")
    fight_t22(s, cards)
    play(s, Ransom(f"lord:{cards['lord']}", given))
    gained = s.earls[A].fiefs[-1]
    assert (gained.castle, gained.lord) == (given, None)
    if reading == "whole_fief":
        assert gained.props == [church]
        assert s.earls[B].discard == [abbot]
    else:
        assert gained.props == []
        assert s.earls[B].discard == [abbot, church]
    play(s, RansomDone())
    assert s.earls[B].fiefs[cards["target"]].lord == cards["lord"]
    assert given not in castles(s, B)


# =========================================================================== the end of a Battle (OR 4.12.9)
def test_a_defender_left_with_no_fief_is_out_and_the_game_ends() -> None:
    """OR-E63 a, OR 5 (a Palace falls at 3 points; "An Earl must have at least 1 Fief on the
    table to remain in the game"; the last Earl left wins)."""
    s = blank(2)
    champion, vassal = hand(s, A, "champion", "vassal")
    palace = castle(s, B, 0)
    play(s, Attack("siege", B, 0), Field(f"hand:{champion}"), Field(f"hand:{vassal}"), FieldDone())
    events = play(s, FieldDone())
    assert events[-4:] == [
        ev.CastleFell(B, palace, ()),
        ev.BattleOver(A, B, "undefended"),
        ev.Eliminated(B, "fiefs"),
        ev.GameEnded(A, (A,), "last_earl"),
    ]
    assert s.result is not None and s.result.winners == (A,)
    assert not s.earls[B].alive and s.bag[B] == 0


def test_a_defender_out_of_three_the_attackers_turn_goes_on() -> None:
    """OR-E63 a, OR-E64 (his cubes leave the Bag): with three Earls the game goes on, A's
    turn with it."""
    s = blank(3)
    champion, vassal = hand(s, A, "champion", "vassal")
    in_deck(s, A, "land")
    play(s, Attack("siege", B, 0), Field(f"hand:{champion}"), Field(f"hand:{vassal}"), FieldDone())
    events = play(s, FieldDone())
    assert events[-2:] == [ev.BattleOver(A, B, "undefended"), ev.Eliminated(B, "fiefs")]
    assert s.result is None
    assert s.alive() == [A, C] and s.bag == [1, 0, 1]
    after_attack(s)
    play(s, EndTurn())
    assert (pending(s).seat, pending(s).kind) == (C, "turn")
