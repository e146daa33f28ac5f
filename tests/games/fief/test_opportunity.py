"""Opportunity cards played at a family's own decisions: d'Arc (9.1), Assassination
(10.3) and the Secret Passage that answers it (10.2.3), Justice (10.4), and the Secret
Passage in movement (10.2.1)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    Assassinate,
    ChooseStart,
    Done,
    DrawFortune,
    Escape,
    Move,
    PickUp,
    PlayDarc,
    PlayJustice,
)

from . import helpers
from .helpers import v
from .test_disasters import Dice

KIRSTEN, GRADY, DAVID = 0, 1, 2


def at_purchase(starts=("Blaye", "Sigy", "Tournus"), **kw):
    """Round 1, Kirsten's purchases: any of her decisions in a turn allows opportunity cards."""
    s = helpers.started(list(starts), **kw)
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"
    return s


def a_lady(s, seat: int, village: str) -> str:
    lady = next(c for c in s.lord_deck if helpers.data().lord_cards[c].gender == "female")
    helpers.add_lord(s, seat, lady, v(village))
    return lady


def a_lord(s, seat: int, village: str) -> str:
    lord = next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "lord")
    helpers.add_lord(s, seat, lord, v(village))
    return lord


# --------------------------------------------------------------------------- d'Arc (9.1)


def test_darc_on_a_lady_of_another_family_gives_her_three_moves() -> None:
    """9.1's example: Gunter plays d'Arc on Mireille, who need not be his."""
    s = at_purchase()
    lady = a_lady(s, GRADY, "Sigy")
    helpers.give(s, KIRSTEN, "darc")
    events = engine.apply(s, PlayDarc(lady))
    assert ev.DarcNamed(KIRSTEN, lady, GRADY) in events
    assert s.darc == lady and "darc" not in s.families[KIRSTEN].hand
    assert "darc" not in s.lord_discard  # the card stays with her
    helpers.turn_of(s, GRADY, "movement")
    assert s.marches[lady].moves_left == 3
    assert s.marches[helpers.lord_of(s, GRADY)].moves_left == 2


def test_darc_only_on_a_lady_and_only_one() -> None:
    s = at_purchase()
    lady = a_lady(s, KIRSTEN, "Blaye")
    helpers.give(s, KIRSTEN, "darc")
    male = next(c for c in s.lord_deck if helpers.data().lord_cards[c].gender == "male")
    helpers.add_lord(s, GRADY, male, v("Sigy"))
    with pytest.raises(IllegalAction, match="unmarried lady"):
        engine.apply(s, PlayDarc(male))
    s.lords[lady].spouse, s.lords[male].spouse = male, lady  # 9.1: never on a married lady
    s.cache.clear()
    assert PlayDarc(lady) not in engine.legal_actions(s)
    with pytest.raises(IllegalAction, match="is married"):
        engine.apply(s, PlayDarc(lady))
    s.lords[lady].spouse = s.lords[male].spouse = ""
    s.cache.clear()
    engine.apply(s, PlayDarc(lady))
    assert not any(isinstance(a, PlayDarc) for a in engine.legal_actions(s))


def test_darc_named_during_her_own_movement_gains_the_third_move_at_once() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    lady = a_lady(s, KIRSTEN, "Blaye")
    helpers.give(s, KIRSTEN, "darc")
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, Move(lady, v("Charolles")))
    engine.apply(s, PlayDarc(lady))
    assert s.marches[lady].moves_left == 2  # one used of her three


# --------------------------------------------------------------------------- Assassination (10.3)


def test_assassination_kills_on_one_to_three_and_marks_the_sponsor() -> None:
    s = at_purchase()
    target, sponsor = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    second = a_lord(s, GRADY, "Sigy")
    helpers.give(s, KIRSTEN, "assassination")
    s.rng = Dice(3)
    events = engine.apply(s, Assassinate(target, sponsor))
    assert ev.AssassinationPlayed(KIRSTEN, target, sponsor, GRADY) in events
    assert ev.AssassinationRolled(GRADY, target, 3, True) in events
    assert ev.LordDied(GRADY, target, v("Sigy"), "Assassination") in events
    assert target not in s.lords and target in s.lord_discard
    assert s.assassins == [sponsor] and "assassination" in s.fortune_discard
    assert s.families[GRADY].lords == [second]


def test_a_failed_assassination_still_marks_the_sponsor() -> None:
    s = at_purchase()
    target, sponsor = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    helpers.give(s, KIRSTEN, "assassination")
    s.rng = Dice(4)
    events = engine.apply(s, Assassinate(target, sponsor))
    assert ev.AssassinationRolled(GRADY, target, 4, False) in events
    assert target in s.lords and s.assassins == [sponsor]


def test_never_against_ones_own_lords_and_sponsored_by_ones_own() -> None:
    s = at_purchase()
    own = helpers.lord_of(s, KIRSTEN)
    helpers.give(s, KIRSTEN, "assassination")
    with pytest.raises(IllegalAction, match="own lords"):
        engine.apply(s, Assassinate(own, own))
    with pytest.raises(IllegalAction, match="sponsor"):
        engine.apply(s, Assassinate(helpers.lord_of(s, GRADY), helpers.lord_of(s, DAVID)))


def test_the_target_may_escape_by_a_secret_passage_before_the_die() -> None:
    """10.3 and 10.2.3: the target's family is asked; both cards are discarded."""
    s = at_purchase()
    target, sponsor = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    helpers.give(s, KIRSTEN, "assassination")
    helpers.give(s, GRADY, "secret-passage")
    engine.apply(s, Assassinate(target, sponsor))
    d = engine.pending(s)
    assert d.seat == GRADY and d.kind == "react" and d.interrupt
    assert set(d.options) == {Escape(), Done()}
    events = engine.apply(s, Escape())
    assert ev.SecretPassageUsed(GRADY, target, "escape") in events
    assert target in s.lords and s.assassins == [sponsor]
    assert s.fortune_discard[-2:] == ["assassination", "secret-passage"]
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"  # her purchases go on


def test_letting_the_die_decide() -> None:
    s = at_purchase()
    target, sponsor = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    helpers.give(s, KIRSTEN, "assassination")
    helpers.give(s, GRADY, "secret-passage")
    engine.apply(s, Assassinate(target, sponsor))
    s.rng = Dice(1)
    events = engine.apply(s, Done())
    assert ev.AssassinationRolled(GRADY, target, 1, True) in events
    assert "secret-passage" in s.families[GRADY].hand
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"


def test_with_the_everyone_setting_the_target_is_asked_even_without_a_card() -> None:
    """ARCHITECTURE's reaction setting: asking reveals nothing about the hand."""
    s = at_purchase(reactions="everyone")
    helpers.give(s, KIRSTEN, "assassination")
    engine.apply(s, Assassinate(helpers.lord_of(s, DAVID), helpers.lord_of(s, KIRSTEN)))
    d = engine.pending(s)
    assert d.seat == DAVID and d.kind == "react" and d.options == (Done(),)


def test_faq_an_opportunity_card_instead_of_discarding_but_never_once_drawing() -> None:
    """2.4 and the FAQ of phase 2: an opportunity card may be played in the draw step in
    place of a discard, before the first card is drawn; once drawing has begun it waits."""
    s = helpers.new(3)
    for name in ("Blaye", "Sigy", "Tournus"):
        engine.apply(s, ChooseStart(v(name)))
    helpers.give(s, KIRSTEN, "assassination", "justice")
    assert s.step == "draw" and engine.pending(s).seat == KIRSTEN
    target, sponsor = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    assert Assassinate(target, sponsor) in engine.pending(s).options
    s.rng = Dice(6)  # the target lives
    events = engine.apply(s, Assassinate(target, sponsor))
    assert ev.AssassinationRolled(GRADY, target, 6, False) in events
    assert s.step == "draw" and engine.pending(s).seat == KIRSTEN and s.assassins == [sponsor]
    engine.apply(s, DrawFortune())
    assert not any(isinstance(a, PlayJustice) for a in engine.legal_actions(s))
    with pytest.raises(IllegalAction, match="begun to draw"):
        engine.apply(s, PlayJustice(sponsor))


def a_match(s, man_of: int, lady_of: int) -> None:
    """An unmarried man for one family and an unmarried lady for another, so that the
    first family has a marriage to offer in phase 1 (1.1)."""
    cards = helpers.data().lord_cards
    man = next(c for c in s.lord_deck if cards[c].kind == "lord" and cards[c].gender == "male")
    helpers.add_lord(s, man_of, man, s.lords[helpers.lord_of(s, man_of)].village)
    lady = next(c for c in s.lord_deck if cards[c].kind == "lord" and cards[c].gender == "female")
    helpers.add_lord(s, lady_of, lady, s.lords[helpers.lord_of(s, lady_of)].village)


def test_an_assassination_in_the_marriage_step_of_phase_one() -> None:
    """1.0 with 10.0: opportunity cards are played in phase 1 too, at the family's
    marriage turn."""
    s = at_purchase()
    helpers.give(s, KIRSTEN, "assassination")
    a_match(s, KIRSTEN, GRADY)
    helpers.turn_of(s, KIRSTEN, "marriage")
    assert s.round == 2 and s.phase == 1
    target, sponsor = helpers.lord_of(s, DAVID), helpers.lord_of(s, KIRSTEN)
    s.rng = Dice(1)
    events = engine.apply(s, Assassinate(target, sponsor))
    assert ev.LordDied(DAVID, target, v("Tournus"), "Assassination") in events
    d = engine.pending(s)
    assert d.seat == KIRSTEN and d.kind == "marriage"  # her marriage may still be offered
    assert s.round == 2 and s.phase == 1


def test_a_cardinal_card_in_phase_one_brings_the_popes_election() -> None:
    """9.2 and 1.7: a Cardinal card played on a Bishop in the marriage step of phase 1
    gives the second free Cardinal the Pope's election needs that same phase."""
    from game.games.fief.rules.actions import PlayCardinal

    s = at_purchase()
    eric, charles = helpers.lord_of(s, KIRSTEN), helpers.lord_of(s, GRADY)
    s.bishops.update({1: eric, 5: charles})
    s.cardinals[eric] = "cardinal"
    s.lord_deck.remove("cardinal")
    card = next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "cardinal")
    helpers.give(s, GRADY, card)
    a_match(s, GRADY, DAVID)
    helpers.turn_of(s, GRADY, "marriage")
    assert s.phase == 1 and s.pope is None
    opened = engine.apply(s, PlayCardinal(card, charles))
    assert ev.CardinalNamed(GRADY, charles, GRADY) in opened
    for _ in range(50):
        if (s.election is not None and s.election.office == "pope") or s.phase != 1:
            break
        opened += engine.apply(s, Done())
    assert ev.ElectionOpened("pope", 0) in opened


def test_an_assassin_strikes_a_candidate_during_the_election() -> None:
    """1.3 with 10.3: at his own decision in an election a family may play an
    Assassination; the target's family answers first, the election waits, and a dead
    candidate stands no more."""
    from game.games.fief.rules.actions import DeclareCandidate

    from .test_elections import bishopric_five, to_election

    s = bishopric_five()
    s.config.reactions = "everyone"
    to_election(s)
    engine.apply(s, DeclareCandidate("francois"))
    helpers.give(s, DAVID, "assassination")
    d = engine.pending(s)
    assert d.seat == DAVID and d.kind == "candidate" and Assassinate("francois", "charles") in d.options
    engine.apply(s, Assassinate("francois", "charles"))
    d = engine.pending(s)
    assert d.kind == "react" and d.seat == GRADY
    s.rng = Dice(2)
    events = engine.apply(s, Done())  # Grady lets the die decide; the election is not touched
    assert ev.LordDied(GRADY, "francois", v("St Ciers d'Abzac"), "Assassination") in events
    assert s.election is not None and s.election.candidates == {}
    d = engine.pending(s)
    assert d.seat == DAVID and d.kind == "candidate"
    engine.apply(s, DeclareCandidate("charles"))
    events: list = []
    for _ in range(10):
        if s.election is None or s.election.office != "bishop":
            break
        d = engine.pending(s)
        events += engine.apply(s, next(a for a in d.options if getattr(a, "support", None) == "charles"))
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert held.elected == "charles" and s.bishops[5] == "charles"


def test_opportunity_cards_in_the_battles_step_but_no_turn_kept_open_for_them() -> None:
    """10.0 and 10.1: a family plays its opportunity cards in its battles turn; an
    Uprising there may weaken the defenders before the battle. A ransom turn with no
    captive to free passes by itself, cards in hand or not."""
    s = at_purchase()
    helpers.give(s, KIRSTEN, "assassination", "uprising")
    events: list = []
    while s.step != "purchase" or s.round != 2:
        events += engine.apply(s, Done())
    assert ev.TurnEnded(KIRSTEN, 4, "ransom") in events
    sponsor = helpers.lord_of(s, KIRSTEN)
    mazilles = v("Mazilles")
    helpers.move_lord(s, sponsor, mazilles)
    helpers.put(s, KIRSTEN, mazilles, 1, 0)
    helpers.put(s, GRADY, mazilles, 0, 2)
    s.lying = {2: ["famine"]}
    s.fortune_deck.remove("famine")
    helpers.turn_of(s, KIRSTEN, "battles")
    from game.games.fief.rules.actions import PlayUprising

    assert PlayUprising(mazilles, GRADY) in engine.pending(s).options
    assert Assassinate(helpers.lord_of(s, DAVID), sponsor) in engine.pending(s).options
    s.rng = Dice(1)  # one die: face 1, and the bonus hit
    events = engine.apply(s, PlayUprising(mazilles, GRADY))
    assert ev.TroopsLost(GRADY, mazilles, 0, 2, "Uprising") in events
    assert ev.TurnEnded(KIRSTEN, 6, "battles") in events  # no enemy left: her turn passes


# --------------------------------------------------------------------------- Justice (10.4)


def test_justice_beheads_the_lord_with_the_assassin_marker() -> None:
    s = at_purchase()
    sponsor = helpers.lord_of(s, GRADY)
    s.assassins = [sponsor]
    helpers.give(s, KIRSTEN, "justice")
    assert engine.legal_actions(s).count(PlayJustice(sponsor)) == 1
    events = engine.apply(s, PlayJustice(sponsor))
    assert ev.JusticeDone(KIRSTEN, sponsor, GRADY) in events
    assert ev.LordDied(GRADY, sponsor, v("Sigy"), "Justice") in events
    assert s.assassins == [] and sponsor not in s.lords and "justice" in s.fortune_discard


def test_justice_only_against_the_assassin_and_never_the_king_queen_crown_prince_or_pope() -> None:
    """10.4: the King, the Queen (Regent), the Crown Prince and the Pope are immune."""
    s = at_purchase()
    helpers.give(s, KIRSTEN, "justice")
    with pytest.raises(IllegalAction, match="Assassin marker"):
        engine.apply(s, PlayJustice(helpers.lord_of(s, GRADY)))
    for title in ("king", "queen", "crown_prince", "pope"):
        s.assassins = [helpers.lord_of(s, DAVID)]
        setattr(s, title, s.assassins[0])
        s.cache.clear()
        with pytest.raises(IllegalAction, match="immune"):
            engine.apply(s, PlayJustice(s.assassins[0]))
        setattr(s, title, None)


def test_darc_dies_and_her_card_goes_to_the_lord_discard() -> None:
    s = at_purchase()
    lady = a_lady(s, GRADY, "Sigy")
    s.darc = lady
    s.lord_deck.remove("darc")
    s.assassins = [lady]
    helpers.give(s, KIRSTEN, "justice")
    engine.apply(s, PlayJustice(lady))
    assert s.darc is None and "darc" in s.lord_discard


# --------------------------------------------------------------------------- Secret Passage (10.2.1)


def test_a_secret_passage_moves_an_army_through_heavy_rain() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.lying = {1: ["heavy-rain"]}
    s.fortune_deck.remove("heavy-rain")
    helpers.give(s, KIRSTEN, "secret-passage")
    helpers.turn_of(s, KIRSTEN, "movement")
    lord = helpers.lord_of(s, KIRSTEN)
    with pytest.raises(IllegalAction, match="Heavy Rain"):
        engine.apply(s, Move(lord, v("Charolles")))
    assert Move(lord, v("Charolles"), True) in engine.legal_actions(s)
    engine.apply(s, PickUp(lord, "man_at_arms", 2))
    events = engine.apply(s, Move(lord, v("Charolles"), True))
    assert ev.SecretPassageUsed(KIRSTEN, lord, "rain") in events
    assert s.lords[lord].village == v("Charolles")
    assert s.villages[v("Charolles")].troops[KIRSTEN].men_at_arms == 2
    assert "secret-passage" in s.fortune_discard
    with pytest.raises(IllegalAction, match="Heavy Rain"):  # one move only
        engine.apply(s, Move(lord, v("L'Épervier")))


def test_a_secret_passage_passes_without_asking_leave() -> None:
    s = helpers.started(["Tournus", "Blaye", "Bourg"])
    helpers.put(s, DAVID, v("Charolles"), men=2)
    helpers.give(s, GRADY, "secret-passage")
    helpers.turn_of(s, GRADY, "movement")
    lord = helpers.lord_of(s, GRADY)
    engine.apply(s, Move(lord, v("Charolles")))
    events = engine.apply(s, Move(lord, v("L'Épervier"), True))
    assert not any(isinstance(e, ev.PermissionAsked) for e in events)
    assert ev.SecretPassageUsed(GRADY, lord, "leave") in events
    assert s.lords[lord].village == v("L'Épervier")


def test_a_secret_passage_is_refused_where_nothing_stops_the_move() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.give(s, KIRSTEN, "secret-passage")
    helpers.turn_of(s, KIRSTEN, "movement")
    lord = helpers.lord_of(s, KIRSTEN)
    with pytest.raises(IllegalAction, match="needs no Secret Passage"):
        engine.apply(s, Move(lord, v("Charolles"), True))
    assert "secret-passage" in s.families[KIRSTEN].hand


def test_describe_and_view_of_an_attack() -> None:
    s = at_purchase()
    target, sponsor = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    helpers.give(s, KIRSTEN, "assassination")
    helpers.give(s, GRADY, "secret-passage")
    engine.apply(s, Assassinate(target, sponsor))
    view = engine.view_for(s, DAVID)
    assert view.attack is not None and view.attack.target == target
    assert "assassin" in str(engine.pending(s).prompt) and "Escape" in str(engine.pending(s).prompt)


# --------------------------------------------------------------------------- Cardinal (9.2)


def _cardinal_card(s) -> str:
    return next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "cardinal")


def test_a_cardinal_card_raises_a_bishop_without_a_pope() -> None:
    """9.2: played on any Bishop in play; the card waits by the biretta until he dies."""
    from game.games.fief.rules.actions import PlayCardinal

    s = at_purchase()
    bishop = helpers.lord_of(s, GRADY)
    s.bishops = {5: bishop}
    card = _cardinal_card(s)
    helpers.give(s, KIRSTEN, card)
    with pytest.raises(IllegalAction, match="not one"):
        engine.apply(s, PlayCardinal(card, helpers.lord_of(s, DAVID)))
    events = engine.apply(s, PlayCardinal(card, bishop))
    assert ev.CardinalNamed(KIRSTEN, bishop, GRADY) in events
    assert s.cardinals == {bishop: card} and card not in s.families[KIRSTEN].hand
    # He dies: the card goes to the Lord discard pile (1.6).
    s.assassins = [bishop]
    helpers.give(s, KIRSTEN, "justice")
    engine.apply(s, PlayJustice(bishop))
    assert s.cardinals == {} and card in s.lord_discard and 5 not in s.bishops


def test_the_pope_must_consent_to_a_new_cardinal() -> None:
    """1.7 and 9.2: with a Pope in play his family answers; a refusal leaves the card in hand."""
    from game.games.fief.rules.actions import Consent, PlayCardinal

    s = at_purchase()
    bishop, pope = helpers.lord_of(s, GRADY), helpers.lord_of(s, DAVID)
    s.bishops = {5: bishop, 2: pope}
    s.pope = pope
    card = _cardinal_card(s)
    helpers.give(s, KIRSTEN, card)
    engine.apply(s, PlayCardinal(card, bishop))
    d = engine.pending(s)
    assert d.seat == DAVID and d.kind == "consent" and set(d.options) == {Consent(True), Consent(False)}
    events = engine.apply(s, Consent(False))
    assert ev.CardinalNamed(KIRSTEN, bishop, GRADY, refused=True) in events
    assert s.cardinals == {} and card in s.families[KIRSTEN].hand
    engine.apply(s, PlayCardinal(card, bishop))
    engine.apply(s, Consent(True))
    assert s.cardinals == {bishop: card}
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"


def test_an_assassination_between_two_rolls_of_a_battle() -> None:
    """10.0 and 10.3: a family fighting a battle may play an Assassination between two
    rolls; the battle goes on without the dead lord, his troops fighting alone (6.0), and
    Justice may answer at once (10.4). No Uprising is raised inside a battle (10.1)."""
    from game.games.fief.rules.actions import DeclareBattle, Fight, PlayUprising

    from .test_battle import bare, lord

    s = bare(3)
    blaye = v("Blaye")
    lord(s, KIRSTEN, "arthur", blaye)
    helpers.put(s, KIRSTEN, blaye, 3, 0)
    lord(s, GRADY, "beaudoin", blaye)
    helpers.put(s, GRADY, blaye, 0, 1)
    s.lying = {1: ["famine"]}
    s.fortune_deck.remove("famine")
    helpers.give(s, KIRSTEN, "assassination", "uprising")
    helpers.give(s, GRADY, "justice")
    helpers.turn_of(s, KIRSTEN, "battles")
    engine.apply(s, DeclareBattle(blaye, GRADY))
    d = engine.pending(s)
    assert d.kind == "battle" and d.seat == KIRSTEN
    assert Assassinate("beaudoin", "arthur") in d.options
    assert not any(isinstance(a, PlayUprising) for a in d.options)
    s.rng = Dice(1)
    events = engine.apply(s, Assassinate("beaudoin", "arthur"))
    assert ev.LordDied(GRADY, "beaudoin", blaye, "Assassination") in events
    assert s.battle is not None and s.battle.sides == [[KIRSTEN], [GRADY]]
    engine.apply(s, Fight())
    d = engine.pending(s)
    assert d.kind == "battle" and d.seat == GRADY and PlayJustice("arthur") in d.options
    events = engine.apply(s, PlayJustice("arthur"))
    assert ev.LordDied(KIRSTEN, "arthur", blaye, "Justice") in events
    assert s.battle is not None and engine.pending(s).seat == GRADY  # troops fight on without lords
