"""Feudality as the platform sees it (registered in ``game.registry``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core import i18n
from game.core.contract import GameDescriptor, GameOption, SeatColour, SeatConfig, reading_options
from game.core.errors import Problem
from game.core.i18n import m
from game.games.feudality.bots.heuristic import HeuristicBot
from game.games.feudality.rules.contract import RULES
from game.games.feudality.rules.data import FeudalityData
from game.games.feudality.rules.limits import max_actions
from game.games.feudality.rules.load import choice_values, load_feudality_data, validate
from game.games.feudality.rules.state import FeudalityConfig, FeudalityState
from game.games.feudality.rules.words import said

#: the turn limits the set-up offers besides none
ROUND_LIMITS = (20, 40, 60, 100)


def _options(data: FeudalityData) -> tuple[GameOption, ...]:
    """A limit on the Senior turns (a shorter game: the best ranked wins, §5's tie-breaks),
    then each reading of an ambiguity the data names (``rules.yaml`` ``choices``, listed
    in docs/feudality/rules-decisions.md), with the data's default."""
    allowed = choice_values()
    most = data.numbers.max_turns
    limits = ((None, m("feudality.option.until_victory")),) + tuple(
        (n, m("feudality.option.rounds", n=n)) for n in ROUND_LIMITS if n <= most
    )
    out: list[GameOption] = [
        GameOption(
            "max_rounds",
            m("feudality.option.round_limit"),
            m("feudality.option.round_limit_help", most=most),
            "number",
            None,
            limits,
            minimum=1,
            maximum=most,
        )
    ]
    out += reading_options(data.choices, allowed, lambda suffix: m(said(f"feudality.option.{suffix}")))
    return tuple(out)


#: the messages of the mod the data was last loaded from
_MOD_MESSAGES = i18n.ModMessages("feudality")


def _load_data(root: Path | None) -> FeudalityData:
    data = load_feudality_data(root)
    _MOD_MESSAGES.use(data.root if data.mod is not None else None)
    return data


def _colours(data: FeudalityData) -> Sequence[SeatColour]:
    return data.colours


def _make_config(data: FeudalityData, seats: Sequence[SeatConfig], options: Mapping[str, Any]) -> FeudalityConfig:
    chosen = {k: v for k, v in options.items() if k in data.choices}
    return FeudalityConfig(list(seats), chosen, options.get("max_rounds"))


def _validate(root: Path | None) -> list[Problem]:
    return validate(root)


DESCRIPTOR: GameDescriptor[FeudalityState, FeudalityData, FeudalityConfig] = GameDescriptor(
    id="feudality",
    title="Feudality",  # words: a name
    min_seats=2,
    max_seats=6,
    rules=RULES,
    load_data=_load_data,
    seat_colours=_colours,
    make_config=_make_config,
    validate=_validate,
    max_actions=max_actions,
    data_mod=lambda data: data.mod,
    options=_options,
    bots={"heuristic": HeuristicBot},
    default_bot="heuristic",
    blurb=m("feudality.game.blurb"),
)
