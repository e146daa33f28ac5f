"""The knob that sets how many random games the random-game tests play."""

from __future__ import annotations

import pytest

from tests.contract.knobs import DEFAULT, ENV, random_games


def test_random_games_come_from_the_environment_or_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV, raising=False)
    assert random_games() == DEFAULT and random_games(5) == 5
    monkeypatch.setenv(ENV, " 40 ")
    assert random_games() == 40


@pytest.mark.parametrize("raw", ["0", "-3", "many", "2.5"])
def test_a_bad_number_of_random_games_is_named(monkeypatch: pytest.MonkeyPatch, raw: str) -> None:
    monkeypatch.setenv(ENV, raw)
    with pytest.raises(ValueError, match=f"{ENV} must be a whole number of at least 1, not '{raw}'"):
        random_games()
