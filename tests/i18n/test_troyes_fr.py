"""Troyes' messages in French and English: exact sentences for events (with card names
from the data, a plural, an elision), prompts, actions, refusals and the outcome, then
every event, prompt and option of a seeded game between random players in both
languages, with no message id, no unfilled field and no French count gone wrong.

Rule numbers are those of the Troyes inventory (§x.y, A-nn)."""

from __future__ import annotations

import re

import pytest

from game.ai import RandomBot
from game.core import i18n
from game.core.contract import SeatConfig
from game.core.engine import Event
from game.games.troyes.rules import dice, engine, play
from game.games.troyes.rules import events as ev
from game.games.troyes.rules.actions import Activate, Build, CounterDice, Pass, Split, Times
from game.games.troyes.rules.contract import RULES, describe, tell
from game.games.troyes.rules.data import TroyesData
from game.games.troyes.rules.dice import Valued
from game.games.troyes.rules.load import load_troyes_data
from game.games.troyes.rules.state import Die, Result, Step, TroyesConfig, TroyesState

#: (singular, plural) of the counted words the French messages write; 0 and 1 take the
#: singular in French
NOUNS = [("denier", "deniers"), ("cube", "cubes"), ("point", "points"), ("dé", "dés"), ("joueur", "joueurs")]


def mistakes(text: str) -> list[str]:
    """'1 deniers', '2 cube' and the like in French ``text``."""
    found = []
    for one, many in NOUNS:
        found += re.findall(rf"(?<![\d.,+\u2212-])[01] {re.escape(many)}\b", text)
        found += re.findall(rf"(?<![\d.,])(?:[2-9]|\d\d+) {re.escape(one)}(?![\w'-])", text)
    return found


@pytest.fixture(scope="module")
def data() -> TroyesData:
    return load_troyes_data()


@pytest.fixture
def names(data: TroyesData) -> ev.Tell:
    return ev.Tell(["Anna", "Ben", "Emily"], data)


def both(message: i18n.Text) -> tuple[str, str]:
    return i18n.text(message, "en"), i18n.text(message, "fr")


def config(n: int) -> TroyesConfig:
    colours = ["natural", "blue", "green", "orange"]
    return TroyesConfig([SeatConfig(name, colours[i]) for i, name in enumerate(["Anna", "Ben", "Emily", "Faye"][:n])])


def game(data: TroyesData, n: int = 2, seed: int = 5) -> TroyesState:
    s, _ = engine.new_game(data, config(n), seed)
    return s


def test_cubes_on_an_event_card_count_in_each_language(names: ev.Tell) -> None:
    """§4.5: cubes on an event's banners; the card's name is the data's, in each language;
    French says 0 and 1 in the singular."""
    assert both(ev.EventCubes(0, "brigands", 2).message(names)) == (
        "Anna puts 2 cubes on Brigands.",
        "Anna place 2 cubes sur la carte Brigandage.",
    )
    assert both(ev.EventCubes(1, "civil_war", 1).message(names)) == (
        "Ben puts 1 cube on Civil War.",
        "Ben place 1 cube sur la carte Guerre civile.",
    )
    assert both(ev.EventCubes(2, "brigands", -3).message(names)) == (
        "Emily takes 3 cubes back from Brigands.",
        "Emily reprend 3 cubes de la carte Brigandage.",
    )


def test_an_expulsion_names_the_owner_with_an_elision(names: ev.Tell) -> None:
    """§4.6: a citizen placed in the Palace expels the occupant: "d'Anna", "du joueur neutre"."""
    assert both(ev.Placed(1, "palace", 2, 0, (0,)).message(names)) == (
        "Ben places a citizen in the Palace, row 3, and expels a citizen of Anna.",
        "Ben place un citoyen dans le Palais, rangée 3, et en expulse un citoyen d'Anna.",
    )
    assert ev.Placed(0, "bishopric", 0, 0, (ev.NEUTRAL,)).message(names).text("fr") == (
        "Anna place un citoyen dans l'Évêché, rangée 1, et en expulse un citoyen du joueur neutre."
    )
    assert ev.Placed(ev.NEUTRAL, "city_hall", 1, 0).message(names).text("fr") == (
        "Le joueur neutre place un citoyen dans l'Hôtel de ville, rangée 2."
    )


def test_gains_and_losses_are_said_as_signed_amounts(names: ev.Tell) -> None:
    """A card's effect changes deniers, VP and Influence (§4.3): "+3 deniers, −1 VP"."""
    assert both(ev.Changed(0, 3, -1, 0, "merchant").message(names)) == (
        "Anna: +3 deniers and \u22121 VP (Merchant).",
        "Anna : +3 deniers et \u22121 PV (carte Marchand).",
    )
    assert both(ev.Changed(1, -1, 0, 2).message(names)) == (
        "Ben: \u22121 denier and +2 Influence.",
        "Ben : \u22121 denier et +2 Influence.",
    )


def test_a_group_bought_from_another_district_says_what_was_paid(names: ev.Tell) -> None:
    """§4.1: dice bought from another district are paid to their owner; §4.8 a delayed cube."""
    taken = ev.GroupTaken(0, "activate", (("red", 4, 0), ("red", 2, 1)), ((1, 4),), "priest")
    assert both(taken.message(names)) == (
        "Anna activates a card with red 4 and red 2, paying 4 deniers to Ben and spending a cube from Priest.",
        "Anna active une carte avec un 4 rouge et un 2 rouge, en payant 4 deniers à Ben et en utilisant un cube "
        "de la carte Prêtre.",
    )
    assert both(ev.GroupTaken(1, "build", (("white", 5, 1),)).message(names)) == (
        "Ben builds the cathedral with white 5.",
        "Ben construit la cathédrale avec un 5 blanc.",
    )


def test_black_dice_and_their_counter(names: ev.Tell) -> None:
    """§3 Phase 3: black dice rolled, then countered with dice of one's district."""
    assert both(ev.BlackRolled(0, (6, 3)).message(names)) == (
        "Black dice rolled: 6 and 3.",
        "Dés noirs lancés : 6 et 3.",
    )
    assert both(ev.Countered(1, (("red", 4),), (6,)).message(names)) == (
        "Ben counters the black 6 with red 4.",
        "Ben contre le dé noir 6 avec un 4 rouge.",
    )
    assert both(ev.Penalty(2, 2, "black").message(names)) == (
        "Emily cannot counter the black die and loses 2 VP.",
        "Emily ne peut pas contrer le dé noir et perd 2 PV.",
    )


def test_an_event_countered_gives_its_majority_awards(names: ev.Tell) -> None:
    """§4.10: VP by majority (the neutral player's share is said too), the card taken."""
    countered = ev.EventCountered(0, "brigands", ((0, 3), (ev.NEUTRAL, 1)), True)
    assert both(countered.message(names)) == (
        "Brigands is countered (3 VP to Anna and 1 VP to the neutral player); Anna takes the card.",
        "La carte Brigandage est contrée (3 PV à Anna et 1 PV au joueur neutre) ; Anna la prend.",
    )


def test_passing_puts_deniers_in_the_district(names: ev.Tell) -> None:
    """§4.9: 2 deniers on passing, 1 each time the turn comes round."""
    assert both(ev.Passed(0, 2).message(names)) == (
        "Anna passes and puts 2 deniers in their district.",
        "Anna passe et pose 2 deniers dans son quartier.",
    )
    assert both(ev.DistrictDenier(0, 1).message(names)) == (
        "Anna has passed: 1 denier goes into their district.",
        "Anna a passé : 1 denier va dans son quartier.",
    )


def test_le_roy_in_the_solo_game(data: TroyesData) -> None:
    """Appendix A: the grey player is le Roy, who gains VP too (A-58)."""
    solo = ev.Tell(["Anna"], data, solo=True)
    assert both(ev.Changed(ev.NEUTRAL, 0, 1, 0, "heresy").message(solo)) == (
        "Le Roy: +1 VP (Heresy).",
        "Le Roy : +1 PV (carte Hérésie).",
    )
    assert both(ev.CathedralCube(ev.NEUTRAL, 0, 2, False).message(solo)) == (
        "A cube of le Roy is taken off the cathedral, level 1, site 3.",
        "Un cube du Roy est retiré de la cathédrale, niveau 1, emplacement 3.",
    )


def test_the_outcome_with_one_winner_a_shared_victory_and_the_solo_margin() -> None:
    """§5.3 and A-08 (a tie shared), Appendix A.7 (the solo margin)."""
    names = ("Anna", "Ben", "Emily")
    assert both(Result((1,), "victory", (40, 52, 38), names).message) == (
        "Ben wins with 52 points.",
        "Ben l'emporte avec 52 points.",
    )
    assert both(Result((0, 2), "shared", (41, 30, 41), names).message) == (
        "Anna and Emily share the victory with 41 points each.",
        "Anna et Emily se partagent la victoire avec 41 points chacun.",
    )
    assert both(Result((0,), "solo", (30,), names[:1], 1).message) == (
        "Solo game: your score less le Roy's is 1 VP.",
        "Partie solo : votre score moins celui du Roy vaut 1 PV.",
    )


def test_a_turns_prompt_actions_and_a_refusal(data: TroyesData) -> None:
    """§3 Phase 4: the turn's prompt and its actions; §4.4: the cathedral takes white dice."""
    s = game(data)
    s.phase = "actions"
    s.turn = 0
    s.step = None
    s.dice = [Die(1, "white", 4, 0), Die(2, "red", 6, 0)]
    d = play.pending(s)
    assert d is not None and d.kind == "turn"
    assert both(d.prompt) == (
        "Your turn: spend Influence, take an action or pass.",
        "À vous : dépensez de l'Influence, faites une action ou passez.",
    )
    assert Build() in d.options and Pass() in d.options
    assert both(describe(s, Build())) == ("Build the cathedral", "Construire la cathédrale")
    slot = next(i for i, sl in enumerate(s.slots) if sl.face_up is False)
    s.slots[slot].face_up = True
    card = data.activities[s.slots[slot].card].name
    assert describe(s, Activate(slot)).text("fr") == f"Activer la carte {card.text('fr')}"
    assert both(describe(s, Times(1))) == ("Once", "1 fois")
    assert both(describe(s, Times(3))) == ("3 times", "3 fois")
    assert both(describe(s, CounterDice((2,), (6, 3)))) == (
        "Counter the black dice 6, 3 with red 6",
        "Contrer les dés noirs 6, 3 avec un 6 rouge",
    )
    refused = play.use_problem(s, 0, _valued(s, [2]), "build", -1)
    assert refused is not None and both(refused) == (
        "The cathedral is built with white dice only.",
        "La cathédrale se construit avec des dés blancs uniquement.",
    )


def test_the_round_income_and_the_final_score(names: ev.Tell) -> None:
    """§3 Phases 1 and 5, §5.2 (each source of points), §5.3."""
    assert both(ev.RoundBegan(1, 2).message(names)) == (
        "Round 2 begins; Ben is the start player.",
        "Le tour 2 commence ; Ben est premier joueur.",
    )
    assert both(ev.Income(0, 10, 3, 3).message(names)) == (
        "Anna receives 10 deniers of income and pays 3 in salaries.",
        "Anna reçoit 10 deniers de revenu et paie 3 en salaires.",
    )
    assert both(ev.Collected(2, 1).message(names)) == (
        "Emily takes 1 denier from their district.",
        "Emily récupère 1 denier dans son quartier.",
    )
    scored = ev.Scored(0, 12, 2, 5, -2, (("le_florentin", 3),), 20)
    assert both(scored.message(names)) == (
        "Anna scores 20 VP: 12 during play, 2 from events, 5 from tradesmen, -2 for the cathedral; "
        "characters: 3 VP for Le Florentin.",
        "Anna marque 20 PV : 12 en cours de partie, 2 des événements, 5 des ouvriers, -2 pour la cathédrale ; "
        "personnages : 3 PV pour Le Florentin.",
    )
    assert both(ev.GameEnded(0, (0,), "victory").message(names)) == (
        "Game over: Anna wins.",
        "Fin de la partie : Anna l'emporte.",
    )


def test_activations_and_a_tradesman_hired(names: ev.Tell) -> None:
    """§4.3: a tradesman hired for the card's cost, then k activations (A-10)."""
    assert both(ev.TradesmanHired(1, "merchant", 5, 0).message(names)) == (
        "Ben hires a tradesman on Merchant for 5 deniers.",
        "Ben engage un ouvrier sur la carte Marchand pour 5 deniers.",
    )
    assert both(ev.Activated(1, "merchant", 1).message(names)) == (
        "Ben activates Merchant once.",
        "Ben active une fois la carte Marchand.",
    )
    assert both(ev.Activated(1, "merchant", 2).message(names)) == (
        "Ben activates Merchant 2 times.",
        "Ben active 2 fois la carte Marchand.",
    )
    assert both(ev.Rerolled(1, 4, "yellow", 2, 5).message(names)) == (
        "Ben rerolls the yellow 2 and gets 5.",
        "Ben relance un 2 jaune et obtient 5.",
    )


def test_the_counter_prompt_and_a_refusal_naming_a_building(data: TroyesData) -> None:
    """§3 Phase 3: the highest black die first, the others counted; §4.6: a die whose value
    has no row in a building (French: "du Palais", "de l'Évêché")."""
    s = game(data)
    s.phase = "counter"
    s.pointer = 0
    s.black = [6, 3, 2]
    s.dice = [Die(1, "red", 4, 0)]
    d = play.pending(s)
    assert d is not None and d.kind == "counter"
    assert both(d.prompt) == (
        "Counter the black 6 (3 black dice left).",
        "Contrez le dé noir 6 (3 dés noirs restants).",
    )
    s.black = [5]
    s.cache.clear()  # the state was changed by hand
    d = play.pending(s)
    assert d is not None and both(d.prompt) == ("Counter the black 5.", "Contrez le dé noir 5.")
    palace, bishopric = data.buildings["palace"].name, data.buildings["bishopric"].name
    assert i18n.m("troyes.refusal.no_row", building=palace, value=7).text("fr") == (
        "Aucune rangée du Palais n'accepte un 7."
    )
    assert both(i18n.m("troyes.refusal.protected", building=bishopric)) == (
        "That would expel a protected player's citizen from the Bishopric.",
        "Cela expulserait de l'Évêché le citoyen d'un joueur protégé.",
    )


def test_the_innkeepers_split_and_a_solo_band(data: TroyesData) -> None:
    """Innkeeper (§1.4.3): activations shared between the Palace and the Bishopric;
    the solo result's words (Appendix A.7, A-49), from the data's bands."""
    s = game(data)
    s.step = Step("activate", times=3, stage="split")
    assert both(describe(s, Split(2))) == (
        "2 for the Palace, 1 for the Bishopric",
        "2 pour le Palais, 1 pour l'Évêché",
    )
    top = data.solo.bands[-1][1]
    assert both(i18n.m(top)) == ("Masterful work, well done!", "Travail de maître, bravo !")


def _valued(s: TroyesState, ids: list[int]) -> Valued:
    v = dice.evaluate(s, 0, ids)
    assert not isinstance(v, i18n.Message)
    return v


def test_a_played_game_reads_in_both_languages(data: TroyesData) -> None:
    """Every event, prompt and option of a seeded game between random players, in English
    and in French: no message id, no unfilled field, French counts right."""
    s, first = RULES.new_game(data, config(3), 11)
    bot = RandomBot(11)
    events: list[Event] = list(first)
    said: list[i18n.Text] = []
    for _ in range(4000):
        d = RULES.pending(s)
        if d is None:
            break
        said.append(d.prompt)
        said += [describe(s, o) for o in d.options]
        events += RULES.apply(s, bot.choose(s, d))
    assert s.result is not None, "the game ends within the bound"
    said += [e.message(tell(s)) for e in events if isinstance(e, ev.TroyesEvent)]
    said.append(s.result.message)
    assert len({e.kind for e in events}) >= 15
    wrong = []
    for message in said:
        for lang in ("en", "fr"):
            text = i18n.text(message, lang)
            if not text or "{" in text or "}" in text or re.search(r"\btroyes\.\w+\.", text):
                wrong.append((lang, text))
        wrong += [("fr", x) for x in mistakes(i18n.text(message, "fr"))]
    assert not wrong, wrong
