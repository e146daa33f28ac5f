"""Fortune draws and disasters: drawing from the Fortune & Disaster deck (2.1, 2.2), the
disaster track and its die (2.3), Heavy Rain (2.3.1), Famine (2.3.2), Plague (2.3.3) and
the death of a titled lord it may cause (4.3.1)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import ChooseStart, Done, DrawFortune, DrawLord, LoseTroops, Move, PlayLord
from game.games.fief.rules.state import Troops

from . import helpers
from .helpers import v

KIRSTEN, GRADY, DAVID = 0, 1, 2


class Dice(Rng):
    """A generator whose die rolls are scripted; everything else stays seeded."""

    def __init__(self, *rolls: int):
        super().__init__(7)
        self.rolls = list(rolls)

    def d6(self) -> int:
        return self.rolls.pop(0) if self.rolls else super().d6()


def at_draw(starts=("Blaye", "Sigy", "Tournus"), seed: int = 1, **kw):
    s = helpers.new(len(starts), 0, seed, **kw)
    for name in starts:
        engine.apply(s, ChooseStart(v(name)))
    assert s.step == "draw" and engine.pending(s).seat == KIRSTEN
    return s


def stack(s, *cards: str) -> None:
    """Put cards on top of the Fortune & Disaster deck, the first named on top."""
    for card in cards:
        s.fortune_deck.remove(card)
    s.fortune_deck += list(reversed(cards))
    s.cache.clear()


def end_draws(s) -> list:
    """Everyone stops drawing; the disasters on the track are resolved."""
    events: list = []
    while s.step == "draw" and not s.losses:
        events += engine.apply(s, Done())
    return events


# --------------------------------------------------------------------------- drawing


def test_rulebook_example_kirsten_meets_two_disasters_while_drawing() -> None:
    """2.1's example: Kirsten draws a Lord card, then wants a Fortune card; the deck shows
    two Disaster cards, laid face down on the track, before her Fortune card."""
    s = at_draw()
    stack(s, "famine", "plague", "justice")
    engine.apply(s, DrawLord())
    events = engine.apply(s, DrawFortune())
    assert s.disaster_track == ["famine", "plague"]
    assert [e for e in events if isinstance(e, ev.DisasterDrawn)] == [
        ev.DisasterDrawn(KIRSTEN, 1),
        ev.DisasterDrawn(KIRSTEN, 2),
    ]
    assert s.families[KIRSTEN].hand[-1] == "justice" and len(s.families[KIRSTEN].hand) == 2
    assert ev.FortuneCardDrawn(KIRSTEN, "justice").visible_to == (KIRSTEN,)
    assert engine.pending(s).seat == GRADY  # two cards drawn: her turn ended by itself


def test_two_fortune_cards_in_a_turn_and_disasters_do_not_count_toward_the_hand() -> None:
    s = at_draw()
    s.families[KIRSTEN].hand = ["ambush"]
    s.fortune_deck.remove("ambush")
    stack(s, "taxes", "heavy-rain", "uprising")
    engine.apply(s, DrawFortune())
    engine.apply(s, DrawFortune())
    assert s.families[KIRSTEN].hand == ["ambush", "taxes", "uprising"]
    assert s.disaster_track == ["heavy-rain"]


def test_a_disaster_drawn_when_the_track_is_full_is_discarded() -> None:
    s = at_draw()
    stack(s, "famine", "plague", "heavy-rain", "famine", "secret-passage")
    events = engine.apply(s, DrawFortune())
    assert s.disaster_track == ["famine", "plague", "heavy-rain"]
    assert ev.DisasterDrawn(KIRSTEN, 0, "famine") in events
    assert s.fortune_discard == ["famine"]


def test_an_empty_fortune_deck_is_rebuilt_from_its_discard_pile() -> None:
    """2.2."""
    s = at_draw()
    s.fortune_discard = list(s.fortune_deck)
    s.fortune_deck = []
    s.cache.clear()
    events = engine.apply(s, DrawFortune())
    assert ev.DeckReshuffled("fortune", 35) in events
    assert len(s.families[KIRSTEN].hand) == 1 and not s.fortune_discard


def test_no_draw_when_no_fortune_card_is_left() -> None:
    s = at_draw()
    disasters = [c for c in s.fortune_deck if helpers.data().fortune_cards[c].kind == "disaster"]
    s.fortune_deck, s.fortune_discard = disasters, []
    s.cache.clear()
    assert DrawFortune() not in engine.legal_actions(s)
    with pytest.raises(IllegalAction, match="No Fortune card is left"):
        engine.apply(s, DrawFortune())


# --------------------------------------------------------------------------- the track


def test_disasters_strike_in_track_order_where_the_die_says() -> None:
    """2.3: each card in turn, one die each; 6 is a false alarm."""
    s = at_draw()
    s.disaster_track = ["famine", "heavy-rain"]
    s.rng = Dice(4, 6)
    events = end_draws(s)
    assert [e for e in events if isinstance(e, ev.DisasterRolled)] == [
        ev.DisasterRolled("famine", 4, "strikes"),
        ev.DisasterRolled("heavy-rain", 6, "false_alarm"),
    ]
    assert s.lying == {4: ["famine"]}
    assert s.fortune_discard == ["heavy-rain"] and s.disaster_track == []
    assert s.step == "purchase"  # nobody holds a card to play, so phase 2 is over


def test_the_same_disaster_never_twice_in_one_bishopric() -> None:
    """2.3: re-roll; two different disasters may share a bishopric."""
    s = at_draw()
    s.lying = {2: ["famine"]}
    s.disaster_track = ["famine", "heavy-rain"]
    s.rng = Dice(2, 3, 2)
    events = end_draws(s)
    assert ev.DisasterRolled("famine", 2, "reroll") in events
    assert s.lying == {2: ["famine", "heavy-rain"], 3: ["famine"]}


def test_disasters_leave_at_the_end_of_the_round() -> None:
    """2.3 and 7.0."""
    s = at_draw()
    s.disaster_track = ["heavy-rain"]
    s.rng = Dice(5)
    end_draws(s)
    assert s.lying == {5: ["heavy-rain"]}
    events = []
    while s.round == 1:
        events += engine.apply(s, Done())
    assert s.lying == {} and "heavy-rain" in s.fortune_discard
    assert ev.CardsCleared("disasters", 1) in events


def test_the_gentle_first_round_option_discards_first_round_disasters() -> None:
    """2.3's note, offered as the Gentle First Round option."""
    s = at_draw(variants=["gentle_first_round"])
    s.disaster_track = ["plague"]
    events = end_draws(s)
    assert ev.DisasterRolled("plague", 0, "spared") in events
    assert s.lying == {} and s.fortune_discard == ["plague"]


# --------------------------------------------------------------------------- Heavy Rain


def test_heavy_rain_stops_movement_in_into_and_out_of_its_bishopric() -> None:
    """2.3.1. Blaye, Charolles and La Salle are in bishopric 1; Beaujeu in bishopric 5."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.lying = {1: ["heavy-rain"]}
    helpers.turn_of(s, KIRSTEN, "movement")
    lord = helpers.lord_of(s, KIRSTEN)
    with pytest.raises(IllegalAction, match="Heavy Rain"):
        engine.apply(s, Move(lord, v("Charolles")))  # within the bishopric
    s.lying = {5: ["heavy-rain"]}
    s.cache.clear()
    helpers.move_lord(s, lord, v("Charolles"))
    s.marches = {}
    from game.games.fief.rules.movement import start_movement

    start_movement(s, KIRSTEN)
    s.cache.clear()
    assert Move(lord, v("Beaujeu")) not in engine.legal_actions(s)  # into bishopric 5
    assert Move(lord, v("Blaye")) in engine.legal_actions(s)


# --------------------------------------------------------------------------- Famine


def test_famine_stops_mill_income_in_its_bishopric() -> None:
    """2.3.2: Kirsten's mill in Blaye (bishopric 1) earns nothing; Grady's in Sigy does."""
    s = at_draw()
    s.villages[v("Blaye")].mills = 1
    s.villages[v("Sigy")].mills = 1
    s.shared["mills"] -= 2
    s.disaster_track = ["famine"]
    s.rng = Dice(1)
    events = end_draws(s)
    while s.step == "play_cards":
        events += engine.apply(s, Done())
    income = {e.seat: e for e in events if isinstance(e, ev.IncomeCollected)}
    assert income[KIRSTEN].mills == 0 and income[KIRSTEN].amount == 1
    assert income[GRADY].mills == 2 and income[GRADY].amount == 3


# --------------------------------------------------------------------------- Plague


def plague_at(s, bishopric: int, *rolls: int) -> list:
    s.disaster_track = ["plague"]
    s.rng = Dice(bishopric, *rolls)
    return end_draws(s)


def test_rulebook_example_gunter_loses_two_of_five_and_none_of_one() -> None:
    """2.3.3's example: 3 men-at-arms and 2 knights lose 2, the owner choosing; a single
    man-at-arms elsewhere loses none (half of 1, rounded down)."""
    s = at_draw()
    blaye = s.villages[v("Blaye")]
    helpers.put(s, KIRSTEN, v("Blaye"), knights=1)  # 2 knights, 3 men-at-arms now
    helpers.put(s, KIRSTEN, v("Charolles"), men=1)
    assert blaye.troops[KIRSTEN] == Troops(2, 3)
    plague_at(s, 1, 6)  # the lord rolls 6 and lives
    d = engine.pending(s)
    assert d.kind == "lose_troops" and d.seat == KIRSTEN
    assert set(d.options) == {LoseTroops(0, 2), LoseTroops(1, 1), LoseTroops(2, 0)}
    events = engine.apply(s, LoseTroops(0, 2))
    assert ev.TroopsLost(KIRSTEN, v("Blaye"), 0, 2, "Plague") in events
    assert blaye.troops[KIRSTEN] == Troops(2, 1)
    assert s.villages[v("Charolles")].troops[KIRSTEN] == Troops(0, 1)
    assert s.families[KIRSTEN].stock["men_at_arms"] == 13 - 2  # back to the family's stock
    assert s.step == "purchase"


def test_a_loss_without_choice_is_taken_at_once() -> None:
    s = at_draw()
    helpers.put(s, KIRSTEN, v("Charolles"), men=3)
    plague_at(s, 1, 6)
    assert s.villages[v("Charolles")].troops[KIRSTEN] == Troops(0, 2)
    assert engine.pending(s).kind == "lose_troops"  # Blaye's 1 knight and 3 men-at-arms: a choice
    assert set(engine.pending(s).options) == {LoseTroops(0, 2), LoseTroops(1, 1)}


def test_a_lord_dies_of_the_plague_on_one_to_three() -> None:
    """2.3.3: each lord in the bishopric rolls; his card goes to the Lord discard pile."""
    s = at_draw(starts=("Blaye", "Charolles", "Tournus"))
    kirsten, grady = helpers.lord_of(s, KIRSTEN), helpers.lord_of(s, GRADY)
    events = plague_at(s, 1, 3, 4)
    assert ev.PlagueRolled(KIRSTEN, kirsten, 3, True) in events
    assert ev.PlagueRolled(GRADY, grady, 4, False) in events
    assert kirsten not in s.lords and kirsten not in s.families[KIRSTEN].lords
    assert s.lord_discard[-1] == kirsten
    assert grady in s.lords and s.plague_rolled[grady] == [1]


def test_a_lord_entering_a_plagued_bishopric_rolls_once() -> None:
    """2.3.3: a lord entering rolls; leaving and coming back he does not roll again; troops
    entering with him lose half. Beaujeu is in bishopric 5, La Salle next to it in 1."""
    s = helpers.started(["Beaujeu", "Sigy", "Tournus"])
    s.lying = {1: ["plague"]}
    helpers.put(s, KIRSTEN, v("Beaujeu"), knights=1)  # 2 knights, 3 men-at-arms
    helpers.turn_of(s, KIRSTEN, "movement")
    lord = helpers.lord_of(s, KIRSTEN)
    from game.games.fief.rules.actions import PickUp

    engine.apply(s, PickUp(lord, "knight", 2))
    engine.apply(s, PickUp(lord, "man_at_arms", 1))
    s.rng = Dice(5)
    events = engine.apply(s, Move(lord, v("La Salle")))
    assert ev.PlagueRolled(KIRSTEN, lord, 5, False) in events
    assert engine.pending(s).kind == "lose_troops"  # 3 entering: 1 lost, a knight or a man-at-arms
    engine.apply(s, LoseTroops(0, 1))
    assert s.villages[v("La Salle")].troops[KIRSTEN] == Troops(2, 0)
    assert s.marches[lord].escort == Troops(2, 0)
    s.rng = Dice(1)
    events = engine.apply(s, Move(lord, v("Beaujeu")))
    assert not [e for e in events if isinstance(e, ev.PlagueRolled)]


def test_a_lord_from_one_plagued_bishopric_into_another_does_not_roll() -> None:
    s = helpers.started(["Beaujeu", "Sigy", "Tournus"])
    s.lying = {1: ["plague"], 5: ["plague"]}
    helpers.turn_of(s, KIRSTEN, "movement")
    lord = helpers.lord_of(s, KIRSTEN)
    s.rng = Dice(1)
    events = engine.apply(s, Move(lord, v("La Salle")))
    assert not [e for e in events if isinstance(e, (ev.PlagueRolled, ev.TroopsLost))]
    assert lord in s.lords


def test_a_new_lord_played_into_a_plagued_bishopric_is_spared() -> None:
    s = at_draw()
    card = next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "lord")
    s.lord_deck.remove(card)
    s.families[KIRSTEN].hand = [card]
    plague_at(s, 1, 6)
    while engine.pending(s).kind == "lose_troops":
        engine.apply(s, engine.pending(s).options[0])
    assert engine.pending(s).seat == KIRSTEN and s.step == "play_cards"
    events = engine.apply(s, PlayLord(card, v("Blaye")))
    assert not [e for e in events if isinstance(e, ev.PlagueRolled)]
    assert s.plague_rolled[card] == [1]


# --------------------------------------------------------------------------- deaths


def test_a_dead_lords_fief_title_passes_to_another_lord_of_his_family() -> None:
    """4.3.1 with the Plague of 2.3.3: one heir takes it at once."""
    s = at_draw()
    lord = helpers.lord_of(s, KIRSTEN)
    _give_title_of_blaye(s, lord)
    heir = next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "lord")
    helpers.add_lord(s, KIRSTEN, heir, v("Sigy"))
    events = plague_at(s, 1, 2)
    assert ev.LordDied(KIRSTEN, lord, v("Blaye"), "Plague") in events
    assert ev.FiefTitleInherited(KIRSTEN, 1, heir) in events
    assert s.fief_titles[1] == heir and s.lords[heir].fief_titles == [1]


def test_a_last_lords_title_returns_to_the_map_and_a_new_lord_recovers_it() -> None:
    """4.3.1: no lord left, the title goes back to the map; the family takes it back for
    free when a new lord joins while it still holds the Fortified City."""
    s = at_draw()
    lord = helpers.lord_of(s, KIRSTEN)
    _give_title_of_blaye(s, lord)
    card = next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "lord")
    s.lord_deck.remove(card)
    s.families[KIRSTEN].hand = [card]
    events = plague_at(s, 1, 1)
    assert ev.FiefTitleReturned(1, KIRSTEN, heirless=True) in events
    assert s.fief_titles[1] is None and s.families[KIRSTEN].lords == []
    while engine.pending(s).kind == "lose_troops":
        engine.apply(s, engine.pending(s).options[0])
    assert engine.all_controllers(s)[v("Blaye")] == KIRSTEN  # her troops still hold it
    events = engine.apply(s, PlayLord(card, v("Blaye")))
    assert s.fief_titles[1] == card


def _give_title_of_blaye(s, lord: str) -> None:
    """Kirsten's lord holds the Duchy of Blaye with its Fortified City in Blaye."""
    blaye = s.villages[v("Blaye")]
    blaye.stronghold, blaye.fortified = False, True
    from game.games.fief.rules.control import grant_title

    grant_title(s, 1, lord)
    s.cache.clear()


def test_a_title_claim_settles_itself_when_the_plague_leaves_one_heir() -> None:
    """4.3.1: the holder dies with two possible heirs, and the same Plague kills one of
    them: the family is not asked to choose, the survivor takes the title."""
    s = at_draw()
    lord = helpers.lord_of(s, KIRSTEN)
    _give_title_of_blaye(s, lord)
    near, far = [
        c
        for c in s.lord_deck
        if helpers.data().lord_cards[c].kind == "lord" and helpers.data().lord_cards[c].gender == "male"
    ][:2]
    helpers.add_lord(s, KIRSTEN, near, v("Blaye"))
    helpers.add_lord(s, KIRSTEN, far, v("Sigy"))
    events = plague_at(s, 1, 1, 1)
    assert {e.lord for e in events if isinstance(e, ev.LordDied)} == {lord, near}
    assert ev.FiefTitleInherited(KIRSTEN, 1, far) in events
    assert s.claims == [] and s.fief_titles[1] == far
    assert engine.pending(s).kind != "claim_title"
