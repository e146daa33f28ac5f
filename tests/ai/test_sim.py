"""The round limit of ``python -m game sim --max-rounds R``: honoured by a game that has
one, refused with the option's own words when out of its bounds, and refused by a game
that has none (Troyes) rather than ignored (issue 26)."""

from __future__ import annotations

import json

import pytest

from game import cli, registry
from game.ai import sim
from game.core.errors import ConfigError
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS


def refusal(game_id: str, asked: int) -> str:
    game = registry.get(game_id)
    with pytest.raises(ConfigError) as caught:
        sim.round_limit(game, game.load_data(None), asked)
    return str(caught.value)


@pytest.mark.parametrize("game_id", ["fief", "troyes", PILGRIMS.id])
def test_no_limit_asked_gives_the_simulators_default(game_id: str) -> None:
    game = registry.get(game_id)
    assert sim.round_limit(game, game.load_data(None), None) == sim.DEFAULT_MAX_ROUNDS


@pytest.mark.parametrize("game_id", ["fief", "troyes", PILGRIMS.id])
@pytest.mark.parametrize("asked", [0, -5])
def test_a_limit_below_one_is_refused_alike_by_every_game(game_id: str, asked: int) -> None:
    assert refusal(game_id, asked) == "option max_rounds: at least 1"


def test_a_game_with_a_round_limit_takes_the_one_asked_within_its_bounds() -> None:
    fief = registry.get("fief")
    data = fief.load_data(None)
    assert sim.round_limit(fief, data, 3) == 3
    assert refusal("fief", 101) == "option max_rounds: at most 100"
    summary, _ = sim.play_game(fief, data, 3, "random", 4, sim.round_limit(fief, data, 1))
    assert summary["rounds"] == 1 and summary["end"] == "round_limit"


def test_a_game_without_a_round_limit_refuses_one_rather_than_ignore_it() -> None:
    """Troyes lasts as many rounds as its red events (§5.1: 4 to 6); it has no limit to set."""
    assert refusal("troyes", 2) == (
        "Troyes has no round limit to set: its games end by its own rules (leave out --max-rounds)"
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["--max-rounds", "2"],
            "Troyes has no round limit to set: its games end by its own rules (leave out --max-rounds)",
        ),
        (["--max-rounds", "-5"], "option max_rounds: at least 1"),
    ],
)
def test_the_command_refuses_the_limit_in_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], said: str
) -> None:
    assert cli.main(["sim", "--game", "troyes", "--players", "2", "--json", *args]) == 1
    assert capsys.readouterr() == ("", said + "\n")


def test_the_command_plays_troyes_without_a_limit(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sim", "--game", "troyes", "--players", "2", "--bots", "random", "--json"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out)["results"][0]["rounds"] == 4  # §2.3: 4 red events with 2 players
