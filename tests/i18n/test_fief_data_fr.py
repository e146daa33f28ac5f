"""The problems of Fief's data files and map, and the bench's lines, in French.

A problem keeps its location as it is ("data/fief/cards.yaml:12:9: cards.0.cancels",
"layer 'fiefs'"); what follows is a message, in the language chosen when the files were
checked. English is checked word for word by tests/games/fief/test_data.py,
test_board.py and test_damaged_mods.py.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import resources
from game.benchfig import Figure
from game.core import i18n
from game.core.errors import DataError, Problem
from game.core.i18n import m, t
from game.games.fief.rules.board import load_board
from game.games.fief.rules.data import FiefData, load_fief_data, unknown_id
from tests.games.fief.test_board import IDS, TEXT, edit, layer_line, remove, road_id

DATA = resources.data_dir("fief")


@pytest.fixture
def mod(tmp_path: Path) -> Path:
    shutil.copytree(DATA, tmp_path / "data" / "fief", ignore=shutil.ignore_patterns("schema"))
    return tmp_path


def change(root: Path, name: str, anchor: str, old: str, new: str) -> None:
    """Replace the first ``old`` after the unique ``anchor`` in data/fief/<name>."""
    file = root / "data" / "fief" / name
    text = file.read_text(encoding="utf-8")
    assert text.count(anchor) == 1
    start = text.index(old, text.index(anchor))
    file.write_text(text[:start] + new + text[start + len(old) :], encoding="utf-8")


@pytest.fixture(autouse=True)
def _french() -> Iterator[None]:
    """Problems keep their messages: they are read in French because French is the
    language when they are shown."""
    with i18n.using("fr"):
        yield


def problems_in_french(root: Path) -> list[Problem]:
    with pytest.raises(DataError) as caught:
        load_fief_data(root)
    return caught.value.problems


# --- data files -------------------------------------------------------------------------


def test_a_value_the_models_refuse_is_said_in_french_after_its_location(mod: Path) -> None:
    change(mod, "families.yaml", "id: black", '"#262626"', '"#26262"')
    change(mod, "cards.yaml", "id: ambush", 'section: "10.5"', "section: 10.5")
    found = {p.field: p.message for p in problems_in_french(mod)}
    assert found == {
        "cards.7.section": 'écrivez la section de la règle entre guillemets, par ex. "10.5", '
        "pour que YAML la garde comme texte",
        "families.4.color": "« #26262 » n'est pas une couleur écrite « #rrggbb »",
    }


def test_an_unknown_card_suggests_one_in_french(mod: Path) -> None:
    change(mod, "cards.yaml", "id: bountiful-harvest", "cancels: famine", "cancels: famin")
    (problem,) = problems_in_french(mod)
    assert problem.path == "data/fief/cards.yaml" and problem.field == "cards.0.cancels"
    assert problem.message == "carte « famin » inconnue ; vouliez-vous dire « famine » ?"
    assert str(problem).endswith(": cards.0.cancels: carte « famin » inconnue ; vouliez-vous dire « famine » ?")


def test_checks_across_files_in_french_with_elision(mod: Path) -> None:
    change(mod, "lords.yaml", "id: blanche", "id: blanche", "id: alienor")
    change(mod, "stock.yaml", "shared:", "fief_titles: 8", "fief_titles: 7")
    found = [(p.field, p.message) for p in problems_in_french(mod)]
    assert found == [
        ("cards.1.id", "l'identifiant « alienor » est déjà pris par cards.0"),
        ("shared.fief_titles", "le plateau a 8 fiefs, un titre chacun, mais stock.yaml en compte 7"),
    ]


def test_starting_troops_beyond_the_stock_count_in_french(mod: Path) -> None:
    change(mod, "rules.yaml", "start:", "knights: 1", "knights: 9")
    (problem,) = problems_in_french(mod)
    assert (
        problem.field == "start.knights"
        and problem.message == "une famille commence avec 9 chevaliers mais sa réserve n'en a que 8"
    )


def test_plural_forms_of_the_data_checks() -> None:
    one, two = (m("fief.data.lords_for_families", n=n, lords=0) for n in (1, 2))
    assert one.text("fr") == "1 famille a besoin de 1 seigneur de départ, mais lords.yaml en a 0"
    assert two.text("fr") == "2 familles ont besoin de 2 seigneurs de départ, mais lords.yaml en a 0"
    assert two.text("en") == "2 families need 2 starting lords, but lords.yaml has 0"
    men = m("fief.data.start_men_at_arms_beyond_stock", n=1, held=0)
    assert men.text("fr") == "une famille commence avec 1 homme d'armes mais sa réserve n'en a que 0"
    assert men.text("en") == "a family starts with 1 men_at_arms but its stock holds only 0"
    relics = m("fief.data.relic_counters", n=0, counters=5)
    assert relics.text("fr") == "0 relique est listée mais stock.yaml a 5 pions de relique"


def test_unknown_ids_hint_at_a_close_one_or_list_the_choices() -> None:
    close = unknown_id("fief.data.unknown_variant", "blank_face", ["blank_face_die", "fog_of_war"])
    listed = unknown_id("fief.data.unknown_variant", "zzz", ["blank_face_die", "fog_of_war"])
    none = unknown_id("fief.data.unknown_variant", "zzz", [])
    assert close.text("en") == "unknown variant 'blank_face'; did you mean 'blank_face_die'?"
    assert close.text("fr") == "variante « blank_face » inconnue ; vouliez-vous dire « blank_face_die » ?"
    assert listed.text("en") == "unknown variant 'zzz'; expected one of: blank_face_die, fog_of_war"
    assert listed.text("fr") == "variante « zzz » inconnue ; valeurs possibles : blank_face_die, fog_of_war"
    assert none.text("en") == "unknown variant 'zzz'; there are none to choose from"
    assert none.text("fr") == "variante « zzz » inconnue ; il n'y en a aucune à choisir"


def test_a_variant_refused_at_play_says_why_in_both_languages(data: FiefData) -> None:
    with pytest.raises(ValueError) as caught:
        data.die_faces_for(["blank_face"])
    (message,) = caught.value.args
    assert message.id == "fief.data.unknown_variant"
    assert message.text("fr") == "variante « blank_face » inconnue ; vouliez-vous dire « blank_face_die » ?"


def test_a_list_of_effects_is_joined_with_or_in_french() -> None:
    from game.games.fief.rules.data import _bishopric_only

    message = _bishopric_only("mill_bonus", "taxes")
    assert message.text("en") == (
        "only cards with the effect 'bountiful-harvest' or 'good-weather' use 'mill_bonus'; "
        "a card with the effect 'taxes' would ignore it"
    )
    assert message.text("fr") == (
        "seules les cartes à l'effet « bountiful-harvest » ou « good-weather » emploient « mill_bonus » ; "
        "une carte à l'effet « taxes » l'ignorerait"
    )


@pytest.fixture(scope="module")
def data() -> FiefData:
    return load_fief_data()


# --- the map ----------------------------------------------------------------------------


def map_problems_in_french(tmp_path: Path, text: str) -> list[Problem]:
    path = tmp_path / "broken.tmx"
    path.write_text(text, encoding="utf-8")
    with i18n.using("fr"), pytest.raises(DataError) as caught:
        load_board(path)
    return caught.value.problems


def test_missing_areas_mitre_and_principal_in_french(tmp_path: Path) -> None:
    sigy = IDS["Sigy"]
    text = remove(TEXT, IDS["Barony of Mazilles"])
    text = remove(text, IDS["Mitre 3"])
    text = edit(text, sigy, 'name="principal" type="bool" value="true"', 'name="principal" type="bool" value="false"')
    problems = map_problems_in_french(tmp_path, text)
    assert [p.message for p in problems] == [
        "aucun polygone pour le fief 3 (villages Mazilles, St Andromy)",
        "l'évêché 5 n'a aucun village principal ; il en faut exactement un",
        "aucune mitre pour l'évêché 3",
    ]
    # the location is kept as it is: the layer's name, at its line
    assert problems[0].field == "layer 'fiefs'"
    assert f"{problems[0].line}:{problems[0].column}" == layer_line(text, "fiefs")


def test_a_cut_road_network_in_french_singular_and_plural(tmp_path: Path) -> None:
    text = TEXT
    for a, b in (("Beaujeu", "La Salle"), ("Beaujeu", "Sigy")):
        text = remove(text, road_id(a, b))
    for a, b in (("Sennecy", "Mazilles"), ("Mazilles", "Tournus"), ("St Andromy", "Belleville")):
        text = remove(text, road_id(a, b))
    assert [p.message for p in map_problems_in_french(tmp_path, text)] == [
        "le réseau des routes n'est pas d'un seul tenant : Mazilles, St Andromy sont hors d'atteinte depuis La Salle",
        "le village n'a aucune route",
    ]
    one = m("fief.board.not_connected", n=1, cut_off="Mazilles", start="La Salle")
    assert one.text("fr").endswith(": Mazilles est hors d'atteinte depuis La Salle")


# --- the bench --------------------------------------------------------------------------


def test_a_bench_line_in_french_writes_numbers_the_french_way() -> None:
    slow = Figure("data_load", 1234.5, 0.5, "ms", 16.0, baseline_name=m("core.bench.baseline.files_bare"))
    with i18n.using("fr"):
        line = slow.line()
    assert line.startswith("data_load")
    assert "1\u00a0234 ms" in line and "étalon 0,5 ms (les fichiers lus sans contrôle)" in line
    assert "rapport 2\u00a0469,00  cible <= 16  MANQUÉ" in line


def test_the_bench_summary_counts_in_french() -> None:
    with i18n.using("fr"):
        said = [t("core.bench.summary", n=n, total=3) for n in (0, 1, 2)]
    assert said == [
        "0 mesure sur 3 dans sa cible.",
        "1 mesure sur 3 dans sa cible.",
        "2 mesures sur 3 dans leur cible.",
    ]
    assert m("core.bench.summary", n=1, total=3).text("en") == "1 of 3 figures within their targets."
