"""The Vikings (rule inventory §3.4, §4.13, §4.5; OR-E18, OR-E21, OR-E54..E58; worked
examples OR-T08, OR-T19, OR-T20, OR-T21; ambiguities OR-A03, OR-A12): the rulebook's
"The Viking Timer", "The Vikings' Arrival", "Control of the Viking Army" and the Vassal's
and Monk's Emissaries.

Games are driven by ending turns: every Earl is given a deck long enough for the compulsory
draws (OR 3.2), so that nobody leaves the game of old age."""

from __future__ import annotations

from game.core.engine import Event
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.actions import (
    Attack,
    ChurchDecides,
    Concede,
    Destroy,
    Direct,
    Emissary,
    EndTurn,
    Field,
    FieldDone,
    Hit,
)
from game.games.ortus_regni.rules.state import VIKINGS, OrtusState
from tests.games.ortus_regni.helpers import (
    A,
    B,
    C,
    D,
    army,
    blank,
    fief,
    hand,
    in_deck,
    kinds_of,
    pending,
    play,
    top,
    towers,
)


# --------------------------------------------------------------------------- local helpers
def decks(s: OrtusState, n: int = 12) -> None:
    """Every Earl a deck of ``n`` Lands: enough for the end-of-turn draws (no unit among
    them, so no draw changes what an Earl may field)."""
    for seat in range(s.seats):
        in_deck(s, seat, *["land"] * n)


def end_round(s: OrtusState) -> list[Event]:
    """Every Earl ends his turn in a Round of peace, up to the Vikings' turn included: the
    events (from the first EndTurn to the decision that follows the Vikings' turn)."""
    out: list[Event] = []
    while "vikings_turn" not in kinds_of(out):
        d = pending(s)
        assert d.kind == "turn", d
        out.extend(play(s, EndTurn()))
    return out


def horde(s: OrtusState, *kinds: str) -> list[int]:
    """The Vikings arrived, with a force of these Viking cards."""
    cards = [army(s, k) for k in kinds]
    v = s.vikings
    v.arrived, v.black, v.white, v.force = True, 8, False, list(cards)
    s.cache.clear()
    return cards


def orders(s: OrtusState, controller: int, drawn: str = "viking_infantry") -> list[Event]:
    """The Bag holds only ``controller``'s cube; the Round ends: the Vikings' turn (having
    arrived, they first draw a card: of kind ``drawn``)."""
    s.bag = [1 if seat == controller else 0 for seat in range(s.seats)]
    if s.vikings.arrived:
        top(s, "viking", drawn)
    events = end_round(s)
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (controller, "orders", True)
    return events


def castle(s: OrtusState, seat: int, index: int) -> int:
    return s.earls[seat].fiefs[index].castle


# =========================================================================== the timer (OR-E54)
def test_or_t19_a_peaceful_game_black_markers_then_arrival_on_turn_8() -> None:
    """OR-T19, OR-E54, OR-E55 ("after a Round in which no Combat has taken place, 1 Black
    Time Marker is moved forward at the start of their Turn. When all 8 Markers have been
    moved forward, then the Vikings will arrive on their Turn. This includes the Vikings'
    Turn in which the eighth Marker is moved forward"; N + 1 = 3 cards with 2 Earls; "The
    Vikings are immediately active and can attack on their arrival Turn")."""
    s = blank(2)
    decks(s)
    for r in range(1, 8):
        events = end_round(s)
        i = kinds_of(events).index("vikings_turn")
        assert events[i:] == [
            ev.VikingsTurn(VIKINGS, r),
            ev.VikingsNearer(VIKINGS, r, 8),
            ev.VikingsRest(VIKINGS),
            ev.RoundBegan(A, r + 1),
            ev.TurnBegan(A, 2 + r),
        ]
        assert (s.vikings.black, s.vikings.arrived, s.vikings.force) == (r, False, [])
    top_three = s.viking.draw[-3:]
    events = end_round(s)
    i = kinds_of(events).index("vikings_turn")
    arrival = tuple(reversed(top_three))
    assert events[i:-1] == [
        ev.VikingsTurn(VIKINGS, 8),
        ev.VikingsNearer(VIKINGS, 8, 8),
        ev.VikingsArrived(VIKINGS, arrival),
    ]
    directed = events[-1]
    assert isinstance(directed, ev.VikingsDirected)
    assert s.vikings.arrived and s.vikings.force == list(arrival)
    assert len(s.viking.draw) == 24 - 3
    # the cube drawn from the Bag (seeded) names the Earl who directs them, now
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (directed.seat, "orders", True)
    assert s.bag[d.seat] == 1
    assert Direct() in d.options


def test_or_t20_combat_in_round_3_delays_the_arrival_to_turn_9() -> None:
    """OR-T20 ("if there has been Combat on any Turn in a Round of Play while the Vikings
    are still approaching, then a Black Time Marker is not moved forward ... on the
    Vikings' Turn, simply move [the White marker] back behind the Viking Deck")."""
    s = blank(2)
    decks(s)
    end_round(s)
    end_round(s)
    (champion,) = hand(s, A, "champion")
    events = play(s, Attack("siege", B, 0))
    assert ev.CombatMarked(A) in events
    play(s, Field(f"hand:{champion}"), FieldDone(), FieldDone())
    events = end_round(s)
    i = kinds_of(events).index("vikings_turn")
    assert events[i : i + 2] == [ev.VikingsTurn(VIKINGS, 3), ev.VikingsDelayed(VIKINGS)]
    assert (s.vikings.black, s.vikings.white) == (2, False)
    for r in range(4, 9):
        end_round(s)
        assert s.vikings.black == r - 1 and not s.vikings.arrived
    events = end_round(s)
    assert ev.VikingsTurn(VIKINGS, 9) in events
    assert "vikings_arrived" in kinds_of(events)
    assert pending(s).kind == "orders"


def test_or_t21_a_monk_emissary_two_cubes_and_a_black_marker_at_once() -> None:
    """OR-T21, OR-E21 (a Monk Emissary: "place 2 additional Cubes in the Bag ... move 1
    Black Time Marker forward"): sent in Round 2, the Vikings arrive in Round 7."""
    s = blank(2)
    decks(s)
    end_round(s)
    (monk,) = hand(s, A, "monk")
    events = play(s, Emissary(monk))
    assert events == [ev.EmissarySent(A, monk, 2), ev.VikingsNearer(A, 2, 8)]
    assert s.bag == [3, 1]
    assert s.vikings.emissaries == [monk]
    assert monk not in s.earls[A].hand and monk not in s.earls[A].discard
    for r in range(2, 7):
        end_round(s)
        assert s.vikings.black == r + 1 and not s.vikings.arrived
    events = end_round(s)
    assert ev.VikingsTurn(VIKINGS, 7) in events
    assert "vikings_arrived" in kinds_of(events)


def test_a_vassal_emissary_one_cube() -> None:
    """OR-E18 (a Vassal Emissary: "1 additional Influence Cube ... speeds up the Vikings'
    arrival by 1 Black Time Marker"); the Emissary is the Earl's Action."""
    s = blank(2)
    (vassal,) = hand(s, B, "vassal")
    s.turn = B
    s.cache.clear()
    events = play(s, Emissary(vassal))
    assert events == [ev.EmissarySent(B, vassal, 1), ev.VikingsNearer(B, 1, 8)]
    assert s.bag == [1, 2]
    assert s.action_used


def test_an_emissary_moving_the_eighth_marker_brings_them_despite_combat() -> None:
    """OR-E54, OR-E55 ("Once all 8 Black Time Markers have moved forward, the Vikings will
    arrive on their Turn, whether or not the White Combat Marker is also out")."""
    s = blank(2)
    decks(s)
    s.vikings.black, s.vikings.white = 7, True
    (vassal,) = hand(s, A, "vassal")
    events = play(s, Emissary(vassal))
    assert events[-1] == ev.VikingsNearer(A, 8, 8)
    events = end_round(s)
    i = kinds_of(events).index("vikings_turn")
    assert kinds_of(events)[i : i + 2] == ["vikings_turn", "vikings_arrived"]
    assert not s.vikings.white
    assert len(s.vikings.force) == 3


def test_an_emissary_after_the_arrival_adds_cubes_but_no_marker() -> None:
    """OR 4.5, OR-E18 ("An Earl can continue to send Emissaries to the Vikings after the
    Vikings have arrived ... there are no more Markers to be moved forward")."""
    s = blank(2)
    horde(s, "viking_infantry")
    (monk,) = hand(s, A, "monk")
    events = play(s, Emissary(monk))
    assert events == [ev.EmissarySent(A, monk, 2)]
    assert s.bag == [3, 1]
    assert s.vikings.black == 8


# =========================================================================== arrival, growth (OR-E55, OR-E56)
def test_or_t08_four_earls_five_cards_and_an_attack_that_same_turn() -> None:
    """OR-T08, OR-E55 ("in a 4-player game, 5 Viking Cards are drawn on their arrival
    Turn"; "immediately active"): the cube's Earl is asked for orders at once."""
    s = blank(4)
    decks(s, 2)
    s.vikings.black = 7
    top_five = s.viking.draw[-5:]
    events = end_round(s)
    i = kinds_of(events).index("vikings_turn")
    assert events[i : i + 3] == [
        ev.VikingsTurn(VIKINGS, 1),
        ev.VikingsNearer(VIKINGS, 8, 8),
        ev.VikingsArrived(VIKINGS, tuple(reversed(top_five))),
    ]
    directed = events[-1]
    assert isinstance(directed, ev.VikingsDirected)
    d = pending(s)
    assert (d.seat, d.kind) == (directed.seat, "orders")
    assert s.bag[d.seat] == 1
    # any Earl, the controller himself included (OR-E57), or no attack
    assert d.options == (Direct(), *(Direct("siege", t, 0) for t in (A, B, C, D)))


def test_later_turns_draw_one_card_and_attack_only_at_full_strength() -> None:
    """OR-E56 ("At the start of each subsequent Vikings' Turn, always draw 1 more Viking
    Card ... Whenever the Viking forces have again achieved or surpassed their arrival
    strength (N+1 cards out), they are active"): 1 card grows to 2 and rests; 2 grow to 3
    and attack."""
    s = blank(2)
    decks(s)
    (first,) = horde(s, "viking_infantry")
    drawn = s.viking.draw[-1]
    events = end_round(s)
    i = kinds_of(events).index("vikings_turn")
    assert events[i:] == [
        ev.VikingsTurn(VIKINGS, 1),
        ev.VikingsGrow(VIKINGS, drawn, 2),
        ev.VikingsRest(VIKINGS),
        ev.RoundBegan(A, 2),
        ev.TurnBegan(A, 3),
    ]
    assert s.vikings.force == [first, drawn]
    third = s.viking.draw[-1]
    s.bag = [0, 1]
    events = end_round(s)
    assert events[-2:] == [ev.VikingsGrow(VIKINGS, third, 3), ev.VikingsDirected(B)]
    assert (pending(s).seat, pending(s).kind) == (B, "orders")


def test_no_attack_orders_the_next_round_begins() -> None:
    """OR-E57 ("He may also choose to have them not attack")."""
    s = blank(2)
    decks(s)
    force = horde(s, "viking_infantry", "viking_infantry", "viking_infantry")
    orders(s, B)
    drawn = s.vikings.force[-1]  # a later turn: one card drawn first
    events = play(s, Direct())
    assert events == [ev.VikingsRest(B), ev.RoundBegan(A, 2), ev.TurnBegan(A, 3)]
    assert s.vikings.force == [*force, drawn]
    d = pending(s)
    assert (d.seat, d.kind) == (A, "turn")


def test_the_cube_returns_to_the_bag() -> None:
    """OR-A03, errata 5 (``cube_returns`` true, the FAQ): the Bag is unchanged."""
    s = blank(2)
    decks(s)
    horde(s, "viking_infantry", "viking_infantry")
    orders(s, A)
    assert s.bag == [1, 0]


def test_cube_returns_false_removes_the_drawn_cube() -> None:
    """OR-A03, the other reading (``cube_returns`` false): the drawn cube leaves the Bag."""
    s = blank(2, options={"cube_returns": False})
    decks(s)
    horde(s, "viking_infantry", "viking_infantry")
    s.bag = [0, 2]
    end_round(s)
    assert (pending(s).seat, s.bag) == (B, [0, 1])


def test_the_controller_drawn_is_an_earl_with_cubes() -> None:
    """OR-E57 ("randomly draw an Influence Cube. The Earl whose Cube is drawn controls the
    Vikings"): over several seeded games, the decision is always a cube-holder's, and an
    Earl with no cube never controls them."""
    seen = set()
    for seed in range(1, 9):
        s = blank(3, seed=seed)
        decks(s)
        horde(s, "viking_infantry", "viking_infantry", "viking_infantry")
        s.bag = [2, 0, 1]
        events = end_round(s)
        d = pending(s)
        assert events[-1] == ev.VikingsDirected(d.seat)
        assert d.kind == "orders" and d.seat in (A, C)
        seen.add(d.seat)
    assert seen == {A, C}


# =========================================================================== the Vikings' attack (OR-E57, OR-E58)
def test_orders_offer_every_attack_on_every_earl_himself_included() -> None:
    """OR-E57 ("The Vikings can attack an Earl's Towers, Raid a Fief, or Siege a Castle,
    just as an Earl would"; "or even to have them attack his own Earldom")."""
    s = blank(2)
    decks(s)
    horde(s, "viking_infantry", "viking_infantry")
    raided = fief(s, A, props=("land",))
    towers(s, B, 1)
    orders(s, A)
    assert pending(s).options == (
        Direct(),
        Direct("raid", A, raided),
        Direct("siege", A, 0),
        Direct("siege", A, 1),
        Direct("tower", B),
        Direct("siege", B, 0),
    )


def test_every_viking_card_fielded_and_the_controller_allocates_their_damage() -> None:
    """OR-E57 ("The Vikings attack with all of their available forces only"; "the
    controlling Earl's forces may not support that attack"), OR-A12 (``viking_choices``
    controller: the cube's Earl makes their choices); killed Viking cards go to the
    Viking discard pile and leave the force (OR 1.6)."""
    s = blank(2)
    decks(s)
    chief, i1, i2 = horde(s, "viking_chieftain", "viking_infantry", "viking_infantry")
    target = fief(s, B)
    cas = castle(s, B, target)
    orders(s, A)
    drawn = s.vikings.force[3]
    force = (chief, i1, i2, drawn)
    hand(s, A, "champion")  # A's own units may not join
    (vassal,) = hand(s, B, "vassal")
    events = play(s, Direct("siege", B, target))
    assert events == [
        ev.AttackDeclared(VIKINGS, B, "siege", castle(s, B, target)),
        ev.ForceFielded(VIKINGS, force, False),
    ]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "field", True)
    top(s, "battle", "battle_normal")
    card = s.battle.draw[-1]
    events = play(s, Field(f"hand:{vassal}"), FieldDone())
    assert events[-1] == ev.BattleCardDrawn(B, card)
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (A, "hits", True)
    assert d.options == (Hit(f"viking:{chief}"), Hit(f"viking:{i1}"))  # alike Viking cards once
    events = play(s, Hit(f"viking:{chief}"))
    assert events[0] == ev.UnitsHit(VIKINGS, (chief,), False)
    assert events[-3:] == [ev.BattleOver(VIKINGS, B, "normal"), ev.RoundBegan(A, 2), ev.TurnBegan(A, 3)]
    assert events[-4] == ev.CastleFell(B, cas, ())  # no seizure by the Vikings (OR-E58)
    assert s.vikings.force == [i1, i2, drawn]
    assert s.viking.discard == [chief]
    assert s.battle.discard == [card]
    assert s.earls[B].discard == [vassal, cas]
    assert (pending(s).seat, pending(s).kind) == (A, "turn")


def test_vikings_never_take_ransom_captured_lords_die() -> None:
    """OR-E58 ("The Vikings never accept Ransoms, and any Lords captured in a Battle with
    the Vikings are killed and discarded after the Battle, without mercy"): Attacker Wins,
    no Ransom decision; the Lord still takes his point and his Castle stays (OR-E44)."""
    s = blank(2)
    decks(s)
    force = horde(s, "viking_infantry", "viking_infantry")
    fief(s, B, "palace", lord="vassal")
    target = fief(s, B)
    b_lord, cas = s.earls[B].fiefs[0].lord, castle(s, B, target)
    assert b_lord is not None
    towers(s, B, 1)
    orders(s, A)
    force.append(s.vikings.force[-1])
    top(s, "battle", "battle_attacker_wins")
    card = s.battle.draw[-1]
    play(s, Direct("siege", B, target), Field(f"lord:{b_lord}"))
    events = play(s, FieldDone())
    assert events == [
        ev.ForceFielded(B, (b_lord,), False),
        ev.BattleCardDrawn(B, card),
        ev.Captured(B, (b_lord,)),
        ev.UnitsHit(B, (b_lord,), False),
        ev.TowersHeld(B, 1),
        ev.CastleHeld(B, cas, 1),
        ev.BattleOver(VIKINGS, B, "attacker_wins"),
        ev.RoundBegan(A, 2),
        ev.TurnBegan(A, 3),
    ]
    assert s.earls[B].fiefs[0].lord is None
    assert s.earls[B].discard == [b_lord]
    assert s.vikings.force == force  # no damage to the Vikings
    assert (pending(s).seat, pending(s).kind) == (A, "turn")


def test_vikings_raid_the_defender_picks_no_seizure() -> None:
    """OR-E58 ("they only destroy and kill; they never seize"), OR 4.12.7 (in a Raid "the
    defending Earl may choose which are destroyed"), OR-E57 (the controller may send them
    against his own Earldom)."""
    s = blank(2)
    decks(s)
    horde(s, "viking_infantry", "viking_infantry")
    target = fief(s, B, props=("land", "church", "market_town", "cathedral"))
    land, church, market, cathedral = s.earls[B].fiefs[target].props
    orders(s, B)
    play(s, Direct("raid", B, target))
    events = play(s, FieldDone())
    assert events == [ev.ForceFielded(B, (), False), ev.Undefended(B)]
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (B, "destroy", True)
    assert d.options == (Destroy(land), Destroy(church), Destroy(market), Destroy(cathedral))
    play(s, Destroy(church), Destroy(market))
    events = play(s, Destroy(land))
    assert events == [
        ev.PropertyDestroyed(B, land),
        ev.BattleOver(VIKINGS, B, "undefended"),
        ev.RoundBegan(A, 2),
        ev.TurnBegan(A, 3),
    ]
    assert s.earls[B].fiefs[target].props == [cathedral]
    assert s.earls[B].discard == [church, market, land]
    assert (pending(s).seat, pending(s).kind) == (A, "turn")


def test_viking_choices_defender_allocates_the_vikings_damage() -> None:
    """OR-A12, the other reading (``viking_choices`` defender): the defender, not the cube's
    Earl, picks which Viking cards take his damage."""
    s = blank(2, options={"viking_choices": "defender"})
    decks(s)
    force = horde(s, "viking_chieftain", "viking_infantry")
    (vassal,) = hand(s, B, "vassal")
    orders(s, A)
    force.append(s.vikings.force[-1])
    top(s, "battle", "battle_normal")
    play(s, Direct("siege", B, 0), Field(f"hand:{vassal}"), FieldDone())
    d = pending(s)
    assert (d.seat, d.kind) == (B, "hits")
    assert d.options == (Hit(f"viking:{force[0]}"), Hit(f"viking:{force[1]}"))
    play(s, Hit(f"viking:{force[1]}"))
    assert s.vikings.force == [force[0], force[2]]
    assert s.viking.discard == [force[1]]


def test_vikings_wiped_out_rebuild_before_attacking_again() -> None:
    """OR-E56 ("even if the Vikings are entirely killed off in Battle, they will rebuild
    and become active again. After being wiped out, however, they will only attack again
    when they have rebuilt to their arrival strength"): Defender Wins kills all three."""
    s = blank(2)
    decks(s)
    force = horde(s, "viking_infantry", "viking_infantry")
    champion, vassal = hand(s, B, "champion", "vassal")
    orders(s, A)
    force.append(s.vikings.force[-1])
    top(s, "battle", "battle_defender_wins")
    play(s, Direct("siege", B, 0), Field(f"hand:{champion}"), Field(f"hand:{vassal}"))
    events = play(s, FieldDone())
    assert ev.UnitsHit(VIKINGS, tuple(force), False) in events
    assert ev.BattleOver(VIKINGS, B, "defender_wins") in events
    assert s.vikings.force == [] and s.viking.discard == force
    assert castle(s, B, 0) in [f.castle for f in s.earls[B].fiefs]
    for size in (1, 2):
        events = end_round(s)
        assert events[-4:-2] == [ev.VikingsGrow(VIKINGS, s.vikings.force[-1], size), ev.VikingsRest(VIKINGS)]
    s.bag = [0, 1]
    events = end_round(s)
    assert events[-2:] == [ev.VikingsGrow(VIKINGS, s.vikings.force[-1], 3), ev.VikingsDirected(B)]


def test_a_viking_siege_of_the_last_palace_ends_the_game() -> None:
    """OR-E63 a, OR 5: the Vikings' Siege takes B's last Fief (3 points on a Palace): B is
    out and A, the last Earl, wins, even in the Vikings' turn."""
    s = blank(2)
    decks(s)
    horde(s, "viking_chieftain", "viking_infantry")
    orders(s, A)
    palace = castle(s, B, 0)
    play(s, Direct("siege", B, 0))
    events = play(s, FieldDone())
    assert events[-4:] == [
        ev.CastleFell(B, palace, ()),
        ev.BattleOver(VIKINGS, B, "undefended"),
        ev.Eliminated(B, "fiefs"),
        ev.GameEnded(A, (A,), "last_earl"),
    ]
    assert s.result is not None and s.result.winners == (A,)


def test_arrival_strength_counts_the_earls_who_started() -> None:
    """OR-E55, inventory §2.3 ("a number of Viking Cards ... equal to the number of players
    who started the game plus 1"): 3 Earls started, one conceded: still 4 cards."""
    s = blank(3)
    decks(s)
    s.vikings.black = 7
    play(s, EndTurn(), EndTurn())
    assert (pending(s).seat, pending(s).kind) == (C, "turn")
    events = play(s, Concede())
    assert ev.Eliminated(C, "concede") in events
    assert len(s.vikings.force) == 4
    assert s.bag[C] == 0
    directed = events[-1]
    assert isinstance(directed, ev.VikingsDirected)
    d = pending(s)
    assert (d.seat, d.kind) == (directed.seat, "orders") and d.seat in (A, B)


def test_church_decides_in_a_viking_battle() -> None:
    """Errata 9, OR-E11 ("The Viking Army is identical to Army Deck Cards in Combat"; the
    Battle card applies, Church Decides included): the Archbishop A chooses for B's
    battle against the Vikings."""
    s = blank(2)
    decks(s)
    force = horde(s, "viking_infantry", "viking_infantry")
    fief(s, A, "palace", props=("cathedral",))
    (vassal,) = hand(s, B, "vassal")
    orders(s, B)
    force.append(s.vikings.force[-1])
    top(s, "battle", "battle_church_decides")
    play(s, Direct("siege", B, 0), Field(f"hand:{vassal}"), FieldDone())
    d = pending(s)
    assert (d.seat, d.kind, d.interrupt) == (A, "church", True)
    events = play(s, ChurchDecides("defender_wins"))
    assert events == [ev.ChurchDecided(A, "defender_wins")]
    # B's 1 point on 3 Viking cards: the cube's Earl (B himself) picks the one hit
    d = pending(s)
    assert (d.seat, d.kind) == (B, "hits")
    events = play(s, Hit(f"viking:{force[0]}"))
    assert events[:2] == [
        ev.UnitsHit(VIKINGS, (force[0],), False),
        ev.BattleOver(VIKINGS, B, "defender_wins"),
    ]
    assert s.vikings.force == force[1:]
    assert s.earls[B].discard == [vassal]
