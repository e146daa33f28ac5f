"""Fief: France 1429 as the platform sees it (registered in ``game.registry``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core import i18n
from game.core.contract import GameDescriptor, GameOption, SeatColour, SeatConfig
from game.core.errors import Problem
from game.core.i18n import Name, m
from game.games.fief.bots.heuristic import HeuristicBot
from game.games.fief.rules import engine
from game.games.fief.rules.contract import RULES
from game.games.fief.rules.data import FiefData, load_fief_data
from game.games.fief.rules.limits import MAX_ROUNDS, max_actions
from game.games.fief.rules.names import data_name
from game.games.fief.rules.state import GameConfig, State
from game.games.fief.rules.validate import validate

#: Round limits offered at set-up; None plays until someone wins.
ROUND_LIMITS: tuple[int, ...] = (5, 8, 12, 20, 30)


def _options(data: FiefData) -> tuple[GameOption, ...]:
    """The set-up options: their labels and helps are words in every language (a variant's
    from the data's ``names`` and ``descriptions``, the others from the catalogue)."""
    variants = tuple(
        GameOption(
            v.id,
            Name.of(v.name, v.names),
            Name.of(v.description, v.descriptions),
            "flag",
            False,
        )
        for v in data.variants.values()
        if engine.playable_variant(data, v.id)
    )
    limits = ((None, m("fief.option.until_someone_wins")),) + tuple(
        (n, m("fief.option.rounds", n=n)) for n in ROUND_LIMITS
    )
    return variants + (
        GameOption(
            "max_rounds",
            m("fief.option.round_limit"),
            m("fief.option.round_limit_help", most=MAX_ROUNDS),
            "number",
            None,
            limits,
            minimum=1,
            maximum=MAX_ROUNDS,
        ),
        GameOption(
            "ask_everyone",
            m("fief.option.ask_everyone"),
            m("fief.option.ask_everyone_help"),
            "flag",
            False,
        ),
    )


#: the messages of the mod the data was last loaded from
_MOD_MESSAGES = i18n.ModMessages("fief")


def _load_data(root: Path | None) -> FiefData:
    """The data; a mod folder's ``locale`` catalogues, when it has them, then override the
    game's messages one by one (``i18n.ModMessages``)."""
    data = load_fief_data(root)
    _MOD_MESSAGES.use(data.root if data.mod is not None else None)
    return data


def _colours(data: FiefData) -> Sequence[SeatColour]:
    return tuple(SeatColour(f.id, data_name(f), f.color, f.pattern) for f in data.families)


def _make_config(data: FiefData, seats: Sequence[SeatConfig], options: Mapping[str, Any]) -> GameConfig:
    variants = [v for v in data.variants if options.get(v)]
    return GameConfig(
        seats=list(seats),
        variants=variants,
        max_rounds=options.get("max_rounds"),
        reactions="everyone" if options.get("ask_everyone") else "holders",
    )


def _validate(root: Path | None) -> list[Problem]:
    return validate(root)


def _load_ui() -> Any:
    from game.games.fief.ui.plugin import FIEF_UI  # the client only: it imports pygame

    return FIEF_UI


DESCRIPTOR: GameDescriptor[State, FiefData, GameConfig] = GameDescriptor(
    id="fief",
    title="Fief: France 1429",
    min_seats=3,
    max_seats=6,
    rules=RULES,
    load_data=_load_data,
    seat_colours=_colours,
    make_config=_make_config,
    validate=_validate,
    max_actions=lambda data, config: max_actions(config),
    data_mod=lambda data: data.mod,
    options=_options,
    bots={"heuristic": HeuristicBot},
    default_bot="heuristic",
    load_ui=_load_ui,
    blurb=m("fief.game.blurb"),
)
