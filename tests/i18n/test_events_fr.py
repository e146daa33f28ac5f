"""Fief's events in French: exact sentences (a plural, an elision, a list), every event
kind the rules know with no, one and two of what it counts, and every event of a played
game in both languages with no message id or unfilled field left."""

from __future__ import annotations

import dataclasses
import re

import pytest

from game.ai import RandomBot
from game.core import i18n
from game.core.engine import Event
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.names import Names
from game.games.fief.ui.chronicle import chronicle_line
from tests.games.fief import helpers
from tests.games.fief.test_contract import _sample
from tests.games.fief.test_sentence_counts import _event

#: (singular, plural) of every counted word the French events write; 0 and 1 take the
#: singular in French
NOUNS = [
    ("denier", "deniers"),
    ("carte", "cartes"),
    ("touche", "touches"),
    ("tour", "tours"),
    ("chevalier", "chevaliers"),
    ("homme d'armes", "hommes d'armes"),
    ("dé", "dés"),
    ("moulin", "moulins"),
    ("marqueur", "marqueurs"),
    ("minute", "minutes"),
    ("famille", "familles"),
    ("pion", "pions"),
    ("action", "actions"),
]


def mistakes(text: str) -> list[str]:
    """'1 deniers', '0 cartes', '2 carte' and the like in French ``text``."""
    found = []
    for one, many in NOUNS:
        found += re.findall(rf"(?<![\d.,])[01] {re.escape(many)}\b", text)
        found += re.findall(rf"(?<![\d.,])(?:[2-9]|\d\d+) {re.escape(one)}(?![\w'-])", text)
    return found


@pytest.fixture
def names() -> Names:
    return Names(helpers.data(), ["Agnès", "Jeanne", "Rochebrune"])


def fr(event: ev.FiefEvent, names: Names) -> str:
    return event.message(names).text("fr")


def test_a_plural_says_0_and_1_in_the_singular(names: Names) -> None:
    said = [fr(ev.DeckReshuffled("lord", n), names) for n in (0, 1, 2)]
    assert said == [
        "La pioche Seigneurs est vide : sa défausse de 0 carte est mélangée pour former une nouvelle pioche.",
        "La pioche Seigneurs est vide : sa défausse de 1 carte est mélangée pour former une nouvelle pioche.",
        "La pioche Seigneurs est vide : sa défausse de 2 cartes est mélangée pour former une nouvelle pioche.",
    ]
    assert ev.DeckReshuffled("lord", 0).sentence(names).endswith("of 0 cards is shuffled into a new deck.")
    assert fr(ev.TroopsPickedUp(0, "arthur", "blaye", "knight", 1), names) == "Arthur rassemble un chevalier à Blaye."
    assert fr(ev.TroopsPickedUp(0, "arthur", "blaye", "man_at_arms", 3), names) == (
        "Arthur rassemble 3 hommes d'armes à Blaye."
    )
    assert fr(ev.UprisingRolled("blaye", 2, 0, (3,), 1), names) == "La foule de Blaye lance 3 : 1 touche en tout."


def test_a_name_that_starts_with_a_vowel_is_elided(names: Names) -> None:
    assert fr(ev.PlagueRolled(0, "arthur", 2, True), names) == "Arthur d'Agnès obtient 2 et meurt de la Peste."
    assert fr(ev.PlagueRolled(1, "arthur", 5, False), names) == "Arthur de Jeanne obtient 5 et survit à la Peste."
    assert fr(ev.ExcommunicationLifted(0, "eric", "the Pope"), names) == "Le Pape lève l'excommunication d'Éric."
    assert fr(ev.ExcommunicationLifted(0, "blanche", "the Pope"), names) == (
        "Le Pape lève l'excommunication de Blanche."
    )
    assert fr(ev.MarriageAnswered(1, "henri", "isabelle", False), names) == (
        "Jeanne refuse le mariage d'Henri et d'Isabelle."
    )


def test_a_list_ends_with_et(names: Names) -> None:
    asked = ev.PermissionAsked(0, "arthur", "blaye", "charolles", (0, 1, 2))
    assert fr(asked, names) == (
        "Arthur demande à Agnès, Jeanne et Rochebrune la permission de passer de Blaye vers Charolles."
    )
    assert asked.sentence(names) == (
        "Arthur asks Agnès, Jeanne and Rochebrune for leave to pass from Blaye towards Charolles."
    )
    won = ev.BattleEnded("blaye", "quiet", 0, (0, 1))
    assert fr(won, names) == (
        "La bataille de Blaye est terminée : Agnès et Jeanne restent maîtres du terrain "
        "(trois jets de suite sans aucune perte)."
    )
    assert fr(ev.VictoryPoints((1, 4, 0)), names) == (
        "Points de victoire en fin de tour : 1 pour Agnès, 4 pour Jeanne, 0 pour Rochebrune."
    )


def test_a_few_more_sentences(names: Names) -> None:
    assert fr(ev.IncomeCollected(2, 3, 2, 9, 4), names) == (
        "Rochebrune perçoit 9 deniers (3 des villages, 2 des moulins, 4 des impôts)."
    )
    assert fr(ev.LordMoved(0, "arthur", "blaye", "charolles", 1, 2), names) == (
        "Arthur chevauche de Blaye à Charolles avec un chevalier et 2 hommes d'armes."
    )
    assert fr(ev.LordMoved(0, "arthur", "blaye", "charolles", 0, 0, counters=1), names) == (
        "Arthur chevauche de Blaye à Charolles avec 1 pion face cachée."
    )
    assert fr(ev.PhaseStarted(1, 4, "Purchase"), names) == "Phase 4 : Achats."
    assert fr(ev.ElectionOpened("pope"), names) == "L'élection du Pape s'ouvre : les candidats se présentent."
    assert fr(ev.TroopsLost(0, "blaye", 0, 2, "Plague"), names) == (
        "Agnès perd 2 hommes d'armes à Blaye à cause de la Peste."
    )
    assert fr(ev.LordDied(1, "arthur", "", "Battle"), names) == "Arthur de Jeanne a péri (bataille)."
    with i18n.using("fr"):
        assert ev.TurnEnded(0, 4, "purchase").sentence(names) == "Agnès a fini ses achats."
    assert ev.TurnEnded(0, 4, "purchase").sentence(names) == "Agnès has finished buying."


def test_the_chronicle_folds_a_run_of_purchases_in_french() -> None:
    s = helpers.new(3)
    nm = engine.names_for(s)
    run = [ev.Bought(0, "man_at_arms", "blaye", 1), ev.Bought(0, "man_at_arms", "blaye", 1)]
    with i18n.using("fr"):
        line = chronicle_line(s, run)
    assert line == f"{nm.family(0).text('fr')} achète 2 hommes d'armes à Blaye pour 2 deniers."
    hidden = [ev.Bought(0, "knight", "", 3), ev.Bought(0, "knight", "", 3)]
    with i18n.using("fr"):
        line = chronicle_line(s, hidden)
    assert line.endswith("achète 2 chevaliers pour 6 deniers et pose les pions face cachée où bon lui semble.")


@pytest.mark.parametrize("n", [0, 1, 2])
def test_every_event_kind_counts_right_in_french(n: int) -> None:
    names = engine.names_for(helpers.new(3))
    kinds = [cls for cls in set(Event.kinds("fief").values()) if issubclass(cls, ev.FiefEvent)]
    wrong = {}
    for cls in sorted(kinds, key=lambda c: c.kind):
        text = _event(cls, n).message(names).text("fr")
        if mistakes(text) or "{" in text or "fief." in text:
            wrong[cls.kind] = text
    assert not wrong, wrong


def test_every_event_kind_of_this_module_has_french_words() -> None:
    """An event of ``events`` reads differently in French (no English left behind)."""
    names = engine.names_for(helpers.new(3))
    kinds = [
        c for c in set(Event.kinds("fief").values()) if issubclass(c, ev.FiefEvent) and c.__module__ == ev.__name__
    ]
    assert len(kinds) >= 100
    same = {}
    for cls in kinds:
        e = cls(**{f.name: _sample(f.name) for f in dataclasses.fields(cls)})
        english, french = e.message(names).text("en"), e.message(names).text("fr")
        if english == french:
            same[cls.kind] = english
    assert not same, same


def test_a_played_game_reads_in_both_languages() -> None:
    """Every event of a seeded game between random players, in English and in French:
    no message id and no unfilled field shows, and French counts right."""
    s, first = engine.start(helpers.data(), helpers.config(4), 3)
    bot = RandomBot(3)
    names = engine.names_for(s)
    events = list(first)
    for _ in range(3000):
        d = engine.pending(s)
        if d is None:
            break
        events += engine.apply(s, bot.choose(s, d))
    kinds = {e.kind for e in events}
    assert len(kinds) >= 30
    wrong = []
    for e in events:
        assert isinstance(e, ev.FiefEvent)
        for lang in ("en", "fr"):
            with i18n.using(lang):
                text = e.sentence(names)
            if not text or "{" in text or "}" in text or re.search(r"\bfief\.\w+\.", text):
                wrong.append((lang, text))
        if mistakes(e.message(names).text("fr")):
            wrong.append(("fr", e.message(names).text("fr")))
    assert not wrong, wrong[:20]
