"""Cards play by the effect they declare, never by their id: a mod that renames every
Fortune & Disaster card plays the very same games, and a missing, unknown or misplaced
effect is a located error (``data/fief/cards.yaml``'s ``effect``)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.ai import make_bot
from game.core.errors import DataError
from game.core.record import GameRecord
from game.games.fief.descriptor import DESCRIPTOR
from game.games.fief.rules.card_effects import EFFECTS, NONE, card_for, effect_of
from game.games.fief.rules.data import FiefData, load_fief_data

ROOT = Path(__file__).resolve().parents[3]
CARDS = ROOT / "data" / "fief" / "cards.yaml"


@pytest.fixture(scope="module")
def base() -> FiefData:
    return load_fief_data()


def rename_all(text: str, ids: list[str]) -> tuple[str, dict[str, str]]:
    """cards.yaml with every card id (and every reference to one) renamed."""
    renamed = {card: f"our-{card}" for card in ids}
    for card in ids:
        text = re.sub(rf"^(\s*-? ?(?:id|cancels|barred_by)): {card}$", rf"\1: {renamed[card]}", text, flags=re.M)
    return text, renamed


@pytest.fixture(scope="module")
def renamed(base: FiefData, tmp_path_factory: pytest.TempPathFactory) -> tuple[FiefData, dict[str, str]]:
    root = tmp_path_factory.mktemp("renamed")
    (root / "data" / "fief").mkdir(parents=True)
    text, names = rename_all(CARDS.read_text(encoding="utf-8"), list(base.fortune_cards))
    (root / "data" / "fief" / "cards.yaml").write_text(text, encoding="utf-8")
    return load_fief_data(root), names


def test_the_games_cards_declare_the_effect_of_their_names(base: FiefData) -> None:
    assert {card.id: card.effect for card in base.fortune_cards.values()} == {card: card for card in base.fortune_cards}
    assert set(base.effect_cards) == set(EFFECTS) - {NONE}


def test_renamed_cards_keep_their_effects(base: FiefData, renamed: tuple[FiefData, dict[str, str]]) -> None:
    data, names = renamed
    assert set(data.fortune_cards) == set(names.values())
    for effect in set(EFFECTS) - {NONE}:
        assert card_for(data, effect) == names[str(card_for(base, effect))]
        assert effect_of(data, names[str(card_for(base, effect))]) == effect


def _play(data: FiefData, seed: int, bots: list[str], variants: list[str]) -> GameRecord:
    config = DESCRIPTOR.default_config(data, len(bots), bots=bots, max_rounds=12)
    config.variants = list(variants)
    players = [make_bot(DESCRIPTOR, kind, seed * 97 + seat) for seat, kind in enumerate(bots)]
    record = GameRecord(DESCRIPTOR, data, config, seed)
    rules = DESCRIPTOR.rules
    while (decision := rules.pending(record.state)) is not None:
        bot = players[decision.seat]
        view = rules.view_for(record.state, decision.seat) if bot.needs_view else record.state
        record.apply(bot.choose(view, decision))
    return record


def _mapped(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [_mapped(x, names) for x in value]
    if isinstance(value, dict):
        return {k: _mapped(x, names) for k, x in value.items()}
    return value


@pytest.mark.parametrize(
    ("seed", "bots", "variants"),
    [
        (1, ["random"] * 4, []),
        (3, ["random"] * 5, ["holy_relics"]),
        (1, ["heuristic", "random", "heuristic", "random"], []),
        (2, ["heuristic", "heuristic", "random"], ["holy_relics", "fog_of_war"]),
    ],
)
def test_a_deck_with_every_card_renamed_plays_the_very_same_games(
    base: FiefData, renamed: tuple[FiefData, dict[str, str]], seed: int, bots: list[str], variants: list[str]
) -> None:
    """Taxes, Harvest and Weather, the opportunity cards and the disasters all keep their
    rules under other ids: seeded games give the same actions and the same final state,
    card ids aside."""
    data, names = renamed
    ours, theirs = _play(base, seed, bots, variants), _play(data, seed, bots, variants)
    assert [_mapped(a.to_json(), names) for a in ours.actions] == [a.to_json() for a in theirs.actions]
    rules = DESCRIPTOR.rules
    assert _mapped(rules.state_to_json(ours.state), names) == rules.state_to_json(theirs.state)
    played = {a.kind for a in ours.actions}
    assert played & {"play_fortune", "play_tax", "play_uprising", "assassinate", "play_justice", "escape"}


# --- a missing, unknown or misplaced effect is a located error ---------------------------


@pytest.fixture
def mod(tmp_path: Path) -> Path:
    (tmp_path / "data" / "fief").mkdir(parents=True)
    shutil.copy(CARDS, tmp_path / "data" / "fief" / "cards.yaml")
    return tmp_path


def _edit(mod: Path, anchor: str, old: str, new: str) -> tuple[int, int]:
    file = mod / "data" / "fief" / "cards.yaml"
    text = file.read_text(encoding="utf-8")
    assert text.count(anchor) == 1
    start = text.index(old, text.index(anchor))
    file.write_text(text[:start] + new + text[start + len(old) :], encoding="utf-8")
    return text.count("\n", 0, start) + 1, start - (text.rfind("\n", 0, start) + 1) + 1


def _problems(mod: Path) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_fief_data(mod)
    return [str(p) for p in caught.value.problems]


def test_a_missing_effect_is_named_at_its_card(mod: Path) -> None:
    line, column = _edit(mod, "- id: justice", "- id: justice", "- id: justice")
    _edit(mod, "id: justice", "    effect: justice\n", "")
    assert _problems(mod) == [
        f"data/fief/cards.yaml:{line}:{column + 2}: cards.6.effect: the required field 'effect' is missing"
    ]


def test_an_unknown_effect_suggests_the_closest(mod: Path) -> None:
    line, column = _edit(mod, "id: taxes", "effect: taxes", "effect: taxs")
    (problem,) = _problems(mod)
    assert problem.startswith(f"data/fief/cards.yaml:{line}:{column + 8}: cards.2.effect: 'taxs' is not one of ")
    assert problem.endswith("; did you mean 'taxes'?")


@pytest.mark.parametrize(
    ("anchor", "old", "new", "field", "message"),
    [
        (
            "id: famine",
            "effect: famine",
            "effect: taxes",
            "cards.9.effect",
            "'taxes' is a fortune card's effect; a disaster's is one of: famine, heavy-rain, none, plague",
        ),
        (
            "id: taxes",
            "effect: taxes",
            "effect: plague",
            "cards.2.effect",
            "'plague' is a disaster's effect; a fortune card cannot have it",
        ),
        (
            "id: justice",
            "timing: opportunity",
            "timing: regular",
            "cards.6.timing",
            "a card with the effect 'justice' is played at any time: its timing must be 'opportunity'",
        ),
        (
            "id: taxes",
            "timing: regular",
            "timing: opportunity",
            "cards.2.timing",
            "a card with the effect 'taxes' is played in the Play Cards step: its timing must be 'regular'",
        ),
        (
            "id: ambush",
            "effect: ambush",
            "effect: justice",
            "cards.7.effect",
            "the effect 'justice' is already the effect of cards.6; one card has each effect "
            "(raise its count for more copies)",
        ),
        (
            "id: taxes",
            "effect: taxes",
            "effect: taxes\n    mill_bonus: 2",
            "cards.2.mill_bonus",
            "only cards with the effect 'bountiful-harvest' or 'good-weather' use 'mill_bonus'; "
            "a card with the effect 'taxes' would ignore it",
        ),
        (
            "id: uprising",
            "effect: uprising",
            "effect: uprising\n    cancels: famine",
            "cards.3.cancels",
            "only cards with the effect 'bountiful-harvest' or 'good-weather' use 'cancels'; "
            "a card with the effect 'uprising' would ignore it",
        ),
    ],
)
def test_an_effect_that_does_not_fit_its_card(
    mod: Path, anchor: str, old: str, new: str, field: str, message: str
) -> None:
    _edit(mod, anchor, old, new)
    problems = _problems(mod)
    assert all(p.startswith("data/fief/cards.yaml:") for p in problems)
    assert any(p.endswith(f": {field}: {message}") for p in problems), problems


def test_cards_that_do_nothing_may_be_several(mod: Path) -> None:
    file = mod / "data" / "fief" / "cards.yaml"
    text = file.read_text(encoding="utf-8")
    extra = (
        "  - {id: fair-wind, name: Fair Wind, kind: fortune, effect: none, count: 2, timing: regular,"
        ' section: "2.4", text: A fair wind blows.}\n'
        "  - {id: hail, name: Hail, kind: disaster, effect: none, count: 1, timing: regular,"
        ' section: "2.3", text: Hail falls.}\n'
    )
    file.write_text(text.replace("cards:\n", "cards:\n" + extra, 1), encoding="utf-8")
    data = load_fief_data(mod)
    assert effect_of(data, "fair-wind") == effect_of(data, "hail") == NONE
    assert "none" not in data.effect_cards
