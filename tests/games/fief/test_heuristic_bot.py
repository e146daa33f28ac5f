"""The heuristic bot: legal, deterministic, and it plays with a plan (gathers fiefs
and buys their titles)."""

from __future__ import annotations

from game.ai import sim
from game.games.fief.bots.heuristic import HeuristicBot
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.control import victory_points
from game.games.fief.rules.data import load_fief_data


def test_heuristic_games_are_deterministic_and_legal() -> None:
    data = load_fief_data()
    a, _ = sim.play_game(FIEF, data, 4, "heuristic", seed=3, max_rounds=8)
    b, _ = sim.play_game(FIEF, data, 4, "heuristic", seed=3, max_rounds=8)
    assert a == b


def test_heuristic_bots_gather_fiefs_and_win() -> None:
    """They draw and play Lord cards, play Harvest, Weather and Taxes for deniers, gather
    fiefs, buy their titles, and one of them reaches 3 victory points within a few rounds
    (7.1)."""
    data = load_fief_data()
    summary, rec = sim.play_game(FIEF, data, 3, "heuristic", seed=3, max_rounds=15, record=True)
    assert rec is not None
    assert summary["end"] == "victory" and summary["rounds"] <= 10
    winner = rec.state.outcome.winners[0]
    assert victory_points(rec.state)[winner] >= 3
    assert sum(1 for a in rec.actions if a.kind == "play_lord") >= 2
    assert sum(1 for a in rec.actions if a.kind == "buy_fief_title") >= 3
    assert sum(1 for a in rec.actions if a.kind == "play_fortune") >= 3
    assert sum(1 for a in rec.actions if a.kind == "play_tax") >= 1


def test_heuristic_bot_answers_from_its_view() -> None:
    data = load_fief_data()
    state = engine.new_game(data, FIEF.default_config(data, 3), 2)
    bot = HeuristicBot(1)
    for _ in range(200):
        d = engine.pending(state)
        if d is None:
            break
        action = bot.choose(engine.view_for(state, d.seat), d)
        assert action in d.options
        engine.apply(state, action)


def test_heuristic_bot_answers_card_windows() -> None:
    """It escapes an Assassination with a Secret Passage, and as Pope consents only to
    Cardinals of its own family (10.2.3, 1.7)."""
    from game.games.fief.rules.actions import Assassinate, Consent, Escape, PlayCardinal
    from tests.games.fief import helpers

    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    for seat, card in ((0, "assassination"), (1, "secret-passage")):
        s.fortune_deck.remove(card)
        s.families[seat].hand.append(card)
    s.cache.clear()
    engine.apply(s, Assassinate(s.families[1].lords[0], s.families[0].lords[0]))
    d = engine.pending(s)
    assert HeuristicBot(1).choose(engine.view_for(s, d.seat), d) == Escape()
    engine.apply(s, Escape())
    card = next(c for c in s.lord_deck if s.data.lord_cards[c].kind == "cardinal")
    s.lord_deck.remove(card)
    s.families[0].hand.append(card)
    s.bishops = {5: s.families[1].lords[0]}
    s.pope = s.families[2].lords[0]
    s.cache.clear()
    engine.apply(s, PlayCardinal(card, s.families[1].lords[0]))
    d = engine.pending(s)
    assert d.kind == "consent" and HeuristicBot(1).choose(engine.view_for(s, d.seat), d) == Consent(False)


# --------------------------------------------------------------------------- war (6.0-6.4)


def _choice(s):
    d = engine.pending(s)
    return HeuristicBot(1).choose(engine.view_for(s, d.seat), d)


def test_heuristic_bot_attacks_when_it_rolls_more_dice_and_besieges_walls_it_cannot_take() -> None:
    """6.0, 6.2, 6.4: two knights and a lord (7 points, 2 dice) attack two men-at-arms in
    the open; the same army before a stronghold (2 - 1 dice against 1) lays siege."""
    from game.games.fief.rules.actions import Besiege, DeclareBattle
    from tests.games.fief import helpers
    from tests.games.fief.test_battle import BLAYE, GRADY, KIRSTEN, bare, lord, stronghold, to_battles

    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 2, 0)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 2)
    to_battles(s, KIRSTEN)
    assert _choice(s) == DeclareBattle(BLAYE, GRADY)

    s = bare()
    stronghold(s, BLAYE)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 0, 2)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 2, 0)
    to_battles(s, KIRSTEN)
    assert _choice(s) == Besiege(BLAYE)


def test_heuristic_bot_loses_men_before_knights() -> None:
    """6.2.2: three hits on a knight and three men-at-arms: the men go."""
    from game.games.fief.rules.actions import DeclareBattle, TakeHits
    from tests.games.fief import helpers
    from tests.games.fief.test_battle import BLAYE, GRADY, KIRSTEN, ONE, TWO, bare, lord, roll, to_battles

    s = bare()
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, 3, 0)
    lord(s, GRADY, "beaudoin", BLAYE)
    helpers.put(s, GRADY, BLAYE, 1, 3)
    to_battles(s, KIRSTEN)
    engine.apply(s, DeclareBattle(BLAYE, GRADY))
    roll(s, ONE, TWO, ONE, ONE)  # three hits on Grady, two (not enough for a knight) on Kirsten
    d = engine.pending(s)
    assert d.kind == "casualties" and d.seat == GRADY
    assert set(d.options) == {TakeHits(((GRADY, 0, 3),)), TakeHits(((GRADY, 1, 0),))}
    pick = _choice(s)
    assert isinstance(pick, TakeHits) and pick.losses == ((GRADY, 0, 3),)


def test_heuristic_bot_pays_a_ransom_it_can_afford_and_takes_half_or_more() -> None:
    """6.2.4: with 10 deniers it pays Beaudoin's full 6; as captor it accepts 3 of 6
    and refuses 2."""
    from game.games.fief.rules.actions import AnswerRansom, PayRansom
    from game.games.fief.rules.ransom import ransom_of
    from tests.games.fief.test_war import SIGY, baudoin

    s = baudoin()
    pick = _choice(s)
    assert isinstance(pick, PayRansom) and pick.amount == ransom_of(s, "beaudoin") == 6 and pick.village == SIGY
    engine.apply(s, PayRansom("beaudoin", 3, SIGY))
    assert _choice(s) == AnswerRansom(True)
    s = baudoin()
    engine.apply(s, PayRansom("beaudoin", 2, SIGY))
    assert _choice(s) == AnswerRansom(False)


def test_heuristic_bot_stands_votes_for_its_own_and_excommunicates_the_leaders_churchman() -> None:
    """1.3, 1.4: in the Bishopric 5 election each family puts a lord forward and lays its
    FOR marker on its own candidate, from what its view shows; as Pope it excommunicates
    the leading family's Bishop (1.7)."""
    from game.games.fief.rules.actions import CastVotes, DeclareCandidate, Excommunicate
    from tests.games.fief.helpers import v
    from tests.games.fief.test_elections import bishopric_five, to_election

    s = bishopric_five()
    to_election(s)
    bot = HeuristicBot(2)
    while s.election is not None and s.election.stage == "candidates":
        d = engine.pending(s)
        action = bot.choose(engine.view_for(s, d.seat), d)
        assert isinstance(action, DeclareCandidate)
        engine.apply(s, action)
    while s.election is not None:
        d = engine.pending(s)
        action = bot.choose(engine.view_for(s, d.seat), d)
        assert isinstance(action, CastVotes)
        own = s.election.candidates.get(d.seat)
        assert own is None or action.support == own
        engine.apply(s, action)
    assert s.bishops[5] == "francois"  # Kirsten backs Grady's candidate (seat order among equals): 4 to 3
    s2 = bishopric_five()
    s2.pope = "eric"
    s2.bishops[5] = "charles"
    s2.lords["charles"].fief_titles = [8, 3]  # David leads with 2 points
    s2.fief_titles.update({8: "charles", 3: "charles"})
    s2.lords["francois"].fief_titles = [7]
    s2.fief_titles[7] = "francois"
    for city in ("Sigy", "Mazilles", "St Paul"):
        s2.villages[v(city)].fortified = True
    s2.shared["strongholds"] -= 3
    s2.cache.clear()
    d = engine.pending(s2)
    assert d.seat == 0
    action = HeuristicBot(1).choose(engine.view_for(s2, 0), d)
    assert isinstance(action, Excommunicate) and action.lord == "charles"


def test_heuristic_bot_accepts_a_fair_deal_and_refuses_a_bad_one() -> None:
    """8.0: 3 deniers for a card is fair; a card for nothing is not."""
    from game.games.fief.rules.actions import AnswerDeal, Bargain, DealTerm, SendDeal
    from tests.games.fief import helpers
    from tests.games.fief.test_diplomacy import at_purchase

    s = at_purchase()
    helpers.give(s, 1, "good-weather", "assassination")
    engine.apply(s, Bargain(1))
    for term in ("give_deniers", "give_deniers", "take_cards"):
        engine.apply(s, DealTerm(term, "+"))
    engine.apply(s, SendDeal())
    d = engine.pending(s)
    assert HeuristicBot(1).choose(engine.view_for(s, 1), d) == AnswerDeal(True, ("good-weather",))
    engine.apply(s, AnswerDeal(False))
    s2 = at_purchase()
    helpers.give(s2, 1, "good-weather")
    engine.apply(s2, Bargain(1))
    engine.apply(s2, DealTerm("take_cards", "+"))
    engine.apply(s2, SendDeal())
    assert HeuristicBot(1).choose(engine.view_for(s2, 1), engine.pending(s2)) == AnswerDeal(False)


def test_heuristic_bot_accepts_a_truce_unless_it_has_the_upper_hand() -> None:
    """8.0: Grady's bot takes a truce when Kirsten outnumbers it at Charolles, and refuses
    one when its own men outnumber hers there."""
    from game.games.fief.rules.actions import AnswerDeal, Bargain, DealTerm, SendDeal
    from tests.games.fief import helpers
    from tests.games.fief.test_battle import lord
    from tests.games.fief.test_diplomacy import CHAROLLES, at_purchase

    for kirsten, grady, accept in ((4, 1, True), (1, 4, False)):
        s = at_purchase()
        lord(s, 0, "baudoin", CHAROLLES)
        helpers.put(s, 0, CHAROLLES, men=kirsten)
        lord(s, 1, "eric", CHAROLLES)
        helpers.put(s, 1, CHAROLLES, men=grady)
        engine.apply(s, Bargain(1))
        engine.apply(s, DealTerm("truce", "on"))
        engine.apply(s, SendDeal())
        assert HeuristicBot(1).choose(engine.view_for(s, 1), engine.pending(s)) == AnswerDeal(accept)


def test_heuristic_bot_asks_a_refusing_pope_for_the_biretta_once_a_round() -> None:
    """4.4 and 1.7: a Pope of another family may refuse a new Cardinal, and a refusal
    costs nothing; the bot then goes on with its purchases instead of asking again for
    ever."""
    from game.games.fief.rules.actions import BuyCardinal, Consent

    from . import helpers

    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    bishop, pope = helpers.lord_of(s, 0), helpers.lord_of(s, 1)
    s.bishops[1] = bishop
    s.bishops[5] = pope
    s.pope = pope
    s.families[0].deniers = 12
    s.cache.clear()
    bot = HeuristicBot(1)
    d = engine.pending(s)
    assert d.seat == 0 and BuyCardinal(bishop) in d.options
    assert bot.choose(engine.view_for(s, 0), d) == BuyCardinal(bishop)
    engine.apply(s, BuyCardinal(bishop))
    engine.apply(s, Consent(False))
    d = engine.pending(s)
    assert d.seat == 0 and d.kind == "purchase" and BuyCardinal(bishop) in d.options
    assert bot.choose(engine.view_for(s, 0), d) != BuyCardinal(bishop)
