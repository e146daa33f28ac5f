"""The problems of damaged or hand-written files (data YAML, Tiled maps, JSON saves and
settings, mod folders, message catalogues) in French: the location stays as it is, the
message is the catalogue's, and a problem found in one language is read in another."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, Field, StrictInt

from game import registry
from game.core import i18n, jsonform, mods, tiled
from game.core.catalogue_check import check_catalogues
from game.core.errors import ConfigError, DataError
from game.core.yamlload import parse_yaml, unknown_id, validate_model


class Item(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    count: StrictInt = Field(ge=1)


class Deck(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    items: tuple[Item, ...]


def deck_problems(text: str) -> DataError:
    with pytest.raises(DataError) as caught:
        validate_model(parse_yaml(text, "deck.yaml"), Deck)
    return caught.value


def test_a_problem_found_in_english_is_read_in_french() -> None:
    error = deck_problems("items:\n  - count: 2\n    cuont: 3\n")
    english = str(error)
    assert english == "deck.yaml:3:5: items.0.cuont: unknown field 'cuont'; did you mean 'count'?"
    with i18n.using("fr"):
        assert str(error) == "deck.yaml:3:5: items.0.cuont: champ inconnu 'cuont' ; vouliez-vous dire 'count' ?"
        assert error.problems[0].message == "champ inconnu 'cuont' ; vouliez-vous dire 'count' ?"
    assert error.problems[0].said.id == "core.yaml.unknown_field_close"
    assert str(error) == english


def test_yaml_values_and_bounds_in_french() -> None:
    error = deck_problems("items:\n  - count: 0\n  - count: five\n  - {}\n")
    with i18n.using("fr"):
        assert [p.message for p in error.problems] == [
            "doit valoir au moins 1, et non 0",
            "un nombre entier est attendu, pas 'five'",
            "le champ obligatoire 'count' manque",
        ]
        assert str(deck_problems("items: 3\n").problems[0].said.text("fr")) == "une liste est attendue, pas 3"


def test_the_count_of_problems_left_out_is_a_plural_in_french() -> None:
    one = i18n.m("core.yaml.more_problems", n=1)
    many = i18n.m("core.yaml.more_problems", n=4)
    assert one.text("fr") == "et 1 autre problème après ceux-ci"
    assert many.text("fr") == "et 4 autres problèmes après ceux-ci"
    assert many.text("en") == "and 4 more problem(s) after these"


def test_an_unknown_id_names_its_kind_with_elision() -> None:
    said = unknown_id("événement", "fest", ["feast", "famine"])
    assert said.text("fr") == "identifiant d'événement inconnu : 'fest' ; vouliez-vous dire 'feast' ?"
    said = unknown_id("carte", "zzz", ["plague", "famine"])
    assert said.text("fr") == "identifiant de carte inconnu : 'zzz' ; valeurs possibles : famine, plague"
    assert unknown_id("card", "zzz", []).text("en") == "unknown card 'zzz'; there are none to choose from"


def test_yaml_syntax_and_characters_in_french() -> None:
    with pytest.raises(DataError) as caught:
        parse_yaml("a: 1\na: 2\n", "x.yaml")
    with i18n.using("fr"):
        assert (
            str(caught.value)
            == "x.yaml:2:1: a: la clé 'a' est écrite deux fois dans cette table (d'abord à la ligne 1)"
        )
    with pytest.raises(DataError) as caught:
        parse_yaml("a: \x07\n", "x.yaml")
    assert caught.value.problems[0].said.text("fr") == (
        "le fichier contient le caractère de contrôle U+0007, que YAML n'autorise pas ; retirez-le"
    )


def test_json_problems_keep_an_id_and_speak_french(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(b'{"name": "caf\xe9"}')
    with pytest.raises(jsonform.JsonError) as caught:
        jsonform.read_json_file(path)
    assert caught.value.id == "core.json.not_utf8"
    assert caught.value.message == "not a text file (byte 13 is not UTF-8)"
    with i18n.using("fr"):
        assert caught.value.message == "pas un fichier texte (l'octet 13 n'est pas de l'UTF-8)"
        assert str(caught.value.located(path)) == f"{path}: pas un fichier texte (l'octet 13 n'est pas de l'UTF-8)"
    problem = jsonform.type_problem(int, "5", ("seats", 2, "kind"))
    assert problem is not None
    assert str(problem) == 'seats.2.kind: must be a whole number, not "5"'
    with i18n.using("fr"):
        assert str(problem) == 'seats.2.kind: doit être un nombre entier, pas "5"'


def test_a_map_path_refused_names_what_it_is_with_the_french_article(tmp_path: Path) -> None:
    (tmp_path / "m").mkdir()
    source = '<map version="1.10" width="1" height="1" tilewidth="8" tileheight="8">'
    source += '<imagelayer id="1" name="bg"><image source="../out.png"/></imagelayer></map>'
    (tmp_path / "m" / "a.tmx").write_text(source, encoding="utf-8")
    (tmp_path / "out.png").write_bytes(b"")
    with pytest.raises(DataError) as caught:
        tiled.read_map(tmp_path / "m" / "a.tmx")
    said = caught.value.problems[0].said
    assert said.text("en") == "the image '../out.png' is refused: it leads out of the mod folder"
    assert said.text("fr") == "refus de l'image '../out.png' : ce chemin sort du dossier du mod"
    file = i18n.m("core.map.path_refused", what=i18n.m("core.map.the_file"), path="'x'", reason="…")
    assert file.text("fr") == "refus du fichier 'x' : …"


def test_a_tiled_value_in_french() -> None:
    said = tiled._value_error("int", "five")
    assert said is not None and said.text("fr") == "« five » n'est pas un nombre entier"


def test_what_changed_in_a_mod_in_french(tmp_path: Path) -> None:
    mod = tmp_path / "mod"
    (mod / "data" / "g").mkdir(parents=True)
    for name in "abcde":
        (mod / "data" / "g" / f"{name}.yaml").write_text("x: 1\n", encoding="utf-8")
    ref = mods.ModRef.of(mod)
    for name in "abcde":
        (mod / "data" / "g" / f"{name}.yaml").write_text("x: 2\n", encoding="utf-8")
    said = ref.differences()
    assert said is not None
    files = "data/g/a.yaml, data/g/b.yaml, data/g/c.yaml"
    assert said.text("en") == f"its files have changed since: {files} and 2 more changed"
    assert said.text("fr") == f"ses fichiers ont changé depuis : modification de {files} et 2 autres"
    (mod / "data" / "g" / "b.yaml").unlink()
    (mod / "data" / "g" / "e.yaml").unlink()
    (mod / "data" / "g" / "c.yaml").write_text("x: 1\n", encoding="utf-8")
    (mod / "data" / "g" / "f.yaml").write_text("x: 1\n", encoding="utf-8")
    said = ref.differences()
    assert said is not None
    assert said.text("fr") == (
        "ses fichiers ont changé depuis : modification de data/g/a.yaml, data/g/d.yaml ; "
        "ajout de data/g/f.yaml ; suppression de data/g/b.yaml, data/g/e.yaml"
    )
    (mod / "data" / "h").mkdir()
    (mod / "data" / "h" / "zzzzzzzzzzzz.yml").write_text("x: 1\n", encoding="utf-8")
    stray = mods.stray_files(mod, "data/h", ["alpha.yaml"], "Agincourt")
    assert stray[0].said.text("fr") == (
        "pas un fichier de données d'Agincourt, le jeu l'ignore donc ; les fichiers de données sont alpha.yaml"
    )


def test_catalogue_problems_and_an_unknown_game_in_french(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    (folder / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (folder / "fr" / "LC_MESSAGES" / "demo.po").write_text("", encoding="utf-8")
    problems = check_catalogues("demo", folder)
    assert [p.said.text("fr") for p in problems] == ["le catalogue anglais de « demo » manque"]
    with pytest.raises(ConfigError) as caught, i18n.using("fr"):
        registry.get("nope")
    with i18n.using("fr"):
        assert str(caught.value).startswith("jeu inconnu : 'nope' ; les jeux sont : fief")
