"""The refusals and outcome words of the movement, purchase, cards, diplomacy, election,
opportunity, Uprising and disaster rules, in French (and still the same in English):
exact sentences, with plurals (0, 1, 2), elision and contraction."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.catalogue_check import catalogue_path, read_catalogue
from game.core.errors import IllegalAction
from game.core.i18n import Name, fields, m, package_locale_dir
from game.games.fief.rules import disasters, elections, engine, movement, purchase
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Bargain, Buy, BuyFiefTitle, DealTerm, LoseTroops, Move, PickUp
from game.games.fief.rules.state import Losses, Troops
from tests.games.fief import helpers
from tests.games.fief.helpers import v
from tests.games.fief.test_battle import GRADY, KIRSTEN, bare, lord
from tests.games.fief.test_diplomacy import at_purchase
from tests.games.fief.test_elections import answer, bishopric_five, to_election
from tests.games.fief.test_purchase import DAVID, david_at_st_medard

BLAYE = v("Blaye")


def test_a_piece_too_dear_is_refused_in_french_through_the_engine() -> None:
    s, _ = david_at_st_medard()
    s.families[DAVID].deniers = 2
    s.cache.clear()
    with i18n.using("fr"), pytest.raises(IllegalAction) as caught:
        engine.apply(s, Buy("knight", v("St Médard")))
    assert caught.value.id == "fief.refusal.buy_too_dear_knight"
    assert caught.value.message.text("fr") == "Un chevalier coûte 3 deniers ; vous en avez 2."
    assert caught.value.message.text("en") == "A knight costs 3 deniers and you have 2."


def test_a_fief_title_is_named_before_a_colon_so_no_article_is_guessed() -> None:
    s, _ = david_at_st_medard()
    nm = engine.names_for(s)
    problem = purchase.buy_title_problem(s, DAVID, BuyFiefTitle(1, helpers.lord_of(s, DAVID), BLAYE), nm)
    assert problem is not None and problem.id == "fief.refusal.buy_title_control"
    fief = nm.fief(1).text("fr")
    assert problem.text("fr") == f"{fief} : vous devez en contrôler tous les villages pour en acheter le titre (4.3)."
    assert problem.text("en") == "You must control every village of Duchy of Blaye to buy its title (4.3)."


def test_movement_refusals_in_french_with_no_troops_said_in_the_singular() -> None:
    s = bare(3)
    lord(s, KIRSTEN, "arthur", BLAYE)
    movement.start_movement(s, KIRSTEN)
    nm = engine.names_for(s)
    road = movement.move_problem(s, KIRSTEN, Move("arthur", v("St André")), nm)
    assert road is not None and road.id == "fief.refusal.move_no_road"
    assert road.text("fr") == "Aucune route ne relie Blaye à St André ; un seigneur avance d'une route à la fois (5.0)."
    # French counts 0 in the singular: "0 chevalier", never "un chevalier"
    none = movement.pick_up_problem(s, KIRSTEN, PickUp("arthur", "knight", 1), nm)
    assert none is not None
    assert none.text("fr") == "Arthur ne peut prendre à Blaye que 0 chevalier de plus (5.0)."
    assert none.text("en") == "Arthur can take along at most 0 knights more in Blaye (5.0)."
    helpers.put(s, KIRSTEN, BLAYE, knights=1, men=2)
    one = movement.pick_up_problem(s, KIRSTEN, PickUp("arthur", "knight", 2), nm)
    two = movement.pick_up_problem(s, KIRSTEN, PickUp("arthur", "man_at_arms", 3), nm)
    assert one is not None and one.text("fr") == "Arthur ne peut prendre à Blaye qu'un chevalier de plus (5.0)."
    assert one.text("en") == "Arthur can take along at most a knight more in Blaye (5.0)."
    assert two is not None and two.text("fr") == "Arthur ne peut prendre à Blaye que 2 hommes d'armes de plus (5.0)."


def test_losses_to_choose_in_french_plural_and_singular() -> None:
    s = bare(3)
    nm = engine.names_for(s)
    s.losses = [Losses(KIRSTEN, BLAYE, 2, Troops(0, 3), "", "Plague")]
    two = disasters.lose_problem(s, KIRSTEN, LoseTroops(9, 9), nm)
    assert two is not None and two.id == "fief.refusal.disaster_choose"
    assert two.text("fr") == (
        "La Peste frappe 2 de vos unités à Blaye : choisissez-les parmi 0 chevalier et 3 hommes d'armes (2.3.3)."
    )
    assert (
        two.text("en")
        == "The Plague takes 2 of your troops in Blaye: choose 2 among 0 knights and 3 men-at-arms (2.3.3)."
    )
    s.losses = [Losses(KIRSTEN, BLAYE, 1, Troops(1, 1), "", "Plague")]
    one = disasters.lose_problem(s, KIRSTEN, LoseTroops(9, 9), nm)
    assert one is not None and one.text("fr") == (
        "La Peste frappe une de vos unités à Blaye : choisissez-la parmi un chevalier et un homme d'armes (2.3.3)."
    )
    s.losses = [Losses(KIRSTEN, BLAYE, 0, Troops(1, 2), "", "Uprising", 1)]
    hit = disasters.lose_problem(s, KIRSTEN, LoseTroops(9, 9), nm)
    assert hit is not None and hit.text("fr").startswith("La Jacquerie inflige 1 touche à vos troupes à Blaye : ")
    assert hit.text("en").startswith("The Uprising deals 1 hit to your troops in Blaye: ")


def test_counted_words_follow_the_french_plural_rule() -> None:
    said = [m("fief.elections.votes", n=n).text("fr") for n in (0, 1, 2)]
    assert said == ["0 vote", "1 vote", "2 votes"]
    assert [m("fief.elections.votes", n=n).text("en") for n in (0, 1, 2)] == ["0 votes", "1 vote", "2 votes"]
    asked = [m("fief.refusal.diplomacy_cards_asked", n=n).text("fr") for n in (1, 2)]
    assert asked == ["L'accord demande 1 carte de votre main.", "L'accord demande 2 cartes de votre main."]


def test_a_deal_refused_in_french_with_elision_of_a_family_name() -> None:
    s = at_purchase()
    engine.apply(s, Bargain(GRADY))
    for _ in range(3):
        engine.apply(s, DealTerm("take_deniers", "+"))
    with i18n.using("fr"), pytest.raises(IllegalAction) as caught:
        engine.apply(s, DealTerm("take_deniers", "+"))
    assert caught.value.id == "fief.refusal.diplomacy_own_cap"
    assert caught.value.message.text("fr") == "Vous pouvez recevoir au plus 3 deniers pour votre marqueur (8.0)."
    full = "fief.refusal.diplomacy_other_hand_full"
    assert m(full, family=Name.plain("Anne"), limit=3).text("fr") == "La main d'Anne dépasserait 3 cartes (2.1, 8.0)."
    assert (
        m(full, family=Name.plain("Grady"), limit=3).text("fr") == "La main de Grady dépasserait 3 cartes (2.1, 8.0)."
    )
    assert (
        m(full, family=Name.plain("Grady"), limit=3).text("en")
        == "Grady's hand would hold more than 3 cards (2.1, 8.0)."
    )


def test_an_election_tie_is_told_in_french_and_the_votes_sources_too() -> None:
    s = bishopric_five()
    s.cardinals["eric"] = "cardinal"
    to_election(s)
    with i18n.using("fr"):
        share = elections.share(s, "bishop", 5, KIRSTEN, engine.names_for(s))
        assert share.sources == ("Cardinal Éric : 3",)
    assert share.sources == ("Cardinal Éric: 3",)
    answer(s, {GRADY: "francois", DAVID: "charles"})
    with i18n.using("fr"):
        events = answer(s, {KIRSTEN: ("francois", ""), GRADY: ("", "francois"), DAVID: ("charles", "")})
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert held.elected == "" and held.reason().text("fr") == "une égalité à 3 votes n'élit personne"


def test_who_may_not_stand_is_told_with_the_office_elided() -> None:
    s = bishopric_five()
    to_election(s)
    nm = engine.names_for(s)
    el = s.election
    assert el is not None
    office = elections.office_name(s, el, nm)
    assert office.text("fr") == "Évêque de Sigy" and office.text("en") == "Bishop of Sigy"
    said = m("fief.refusal.election_not_eligible", lord=nm.lord("eric"), office=office, rule="1.4")
    assert said.text("fr") == "Éric ne peut pas briguer le titre d'Évêque de Sigy (1.4)."
    assert said.text("en") == "Éric may not stand for Bishop of Sigy (1.4)."
    pope = m(
        "fief.refusal.election_not_eligible", lord=nm.lord("eric"), office=m("fief.elections.office_pope"), rule="1.7"
    )
    assert pope.text("fr") == "Éric ne peut pas briguer le titre de Pape (1.7)."


#: the message ids of these rules: refusals of each module, and their other words
MINE = (
    "fief.refusal.move_",
    "fief.refusal.buy_",
    "fief.refusal.card_",
    "fief.refusal.diplomacy_",
    "fief.refusal.election_",
    "fief.refusal.opportunity_",
    "fief.refusal.uprising_",
    "fief.refusal.disaster_",
    "fief.disasters.",
    "fief.elections.",
)


def test_every_message_of_these_rules_renders_in_both_languages() -> None:
    entries, problems = read_catalogue(catalogue_path(package_locale_dir("fief"), "en", "fief"))
    assert not problems
    ours = [entry for msg_id, entry in entries.items() if msg_id.startswith(MINE)]
    assert len(ours) > 150
    for entry in ours:
        names = set().union(*(fields(form) for form in entry.forms))
        for n in (0, 1, 2) if entry.plural else (None,):
            params = {
                name: (n if name == "n" else 3 if name in ("limit", "cap", "have", "best") else Name.plain("Anne"))
                for name in names
            }
            if n is not None:
                params["n"] = n
            message = m(entry.id, **params)
            for lang in ("en", "fr"):
                said = message.text(lang)
                assert said and "{" not in said and entry.id not in said, (entry.id, lang, said)
            assert message.text("fr") != message.text("en") or entry.id in SAME_IN_BOTH, entry.id


#: words that French writes as English does
SAME_IN_BOTH = {"fief.elections.votes"}
