"""Ortus Regni as the platform sees it (registered in ``game.registry``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core import i18n
from game.core.contract import GameDescriptor, GameOption, SeatColour, SeatConfig, reading_options
from game.core.errors import Problem
from game.core.i18n import m
from game.games.ortus_regni.bots.heuristic import HeuristicBot
from game.games.ortus_regni.rules.contract import RULES
from game.games.ortus_regni.rules.data import OrtusData
from game.games.ortus_regni.rules.limits import max_actions
from game.games.ortus_regni.rules.load import choice_values, load_ortus_data, validate
from game.games.ortus_regni.rules.state import OrtusConfig, OrtusState
from game.games.ortus_regni.rules.words import said


def _options(data: OrtusData) -> tuple[GameOption, ...]:
    """Each reading of an ambiguity the data names (``rules.yaml`` ``choices``, listed in
    docs/ortus_regni/rules-decisions.md), with the data's default."""
    return reading_options(data.choices, choice_values(), lambda suffix: m(said(f"ortus_regni.option.{suffix}")))


#: the messages of the mod the data was last loaded from
_MOD_MESSAGES = i18n.ModMessages("ortus_regni")


def _load_data(root: Path | None) -> OrtusData:
    data = load_ortus_data(root)
    _MOD_MESSAGES.use(data.root if data.mod is not None else None)
    return data


def _colours(data: OrtusData) -> Sequence[SeatColour]:
    return data.colours


def _make_config(data: OrtusData, seats: Sequence[SeatConfig], options: Mapping[str, Any]) -> OrtusConfig:
    return OrtusConfig(list(seats), {k: v for k, v in options.items() if k in data.choices})


def _validate(root: Path | None) -> list[Problem]:
    return validate(root)


def _load_ui() -> Any:
    from game.games.ortus_regni.ui.plugin import ORTUS_UI  # the client only: it imports pygame

    return ORTUS_UI


DESCRIPTOR: GameDescriptor[OrtusState, OrtusData, OrtusConfig] = GameDescriptor(
    id="ortus_regni",
    title="Ortus Regni",  # words: a name
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
    blurb=m("ortus_regni.game.blurb"),
    load_ui=_load_ui,
)
