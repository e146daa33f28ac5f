"""Fief: France 1429 as the platform sees it (registered in ``game.registry``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.contract import GameDescriptor, GameOption, SeatColour, SeatConfig
from game.core.errors import Problem
from game.games.fief.bots.heuristic import HeuristicBot
from game.games.fief.rules import engine
from game.games.fief.rules.contract import RULES
from game.games.fief.rules.data import FiefData, load_fief_data
from game.games.fief.rules.limits import MAX_ROUNDS, max_actions
from game.games.fief.rules.state import GameConfig, State
from game.games.fief.rules.validate import validate

#: Round limits offered at set-up; None plays until someone wins.
ROUND_LIMITS: tuple[int, ...] = (5, 8, 12, 20, 30)


def _options(data: FiefData) -> tuple[GameOption, ...]:
    variants = tuple(
        GameOption(v.id, v.name, " ".join(v.description.split()), "flag", False)
        for v in data.variants.values()
        if engine.playable_variant(data, v.id)
    )
    limits = ((None, "Until someone wins"),) + tuple((n, f"{n} rounds") for n in ROUND_LIMITS)
    return variants + (
        GameOption(
            "max_rounds",
            "Round limit",
            "End the game after this many rounds with no winner. Without a limit, the game "
            f"goes on until someone wins, or {MAX_ROUNDS} rounds at most.",
            "number",
            None,
            limits,
            minimum=1,
            maximum=MAX_ROUNDS,
        ),
        GameOption(
            "ask_everyone",
            "Ask every family at reaction windows",
            "When a card may be answered (a Secret Passage against an Assassination, "
            "say), ask every family concerned, so asking reveals nothing about hands.",
            "flag",
            False,
        ),
    )


def _colours(data: FiefData) -> Sequence[SeatColour]:
    return tuple(SeatColour(f.id, f.name, f.color, f.pattern) for f in data.families)


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
    load_data=load_fief_data,
    seat_colours=_colours,
    make_config=_make_config,
    validate=_validate,
    max_actions=lambda data, config: max_actions(config),
    data_mod=lambda data: data.mod,
    options=_options,
    bots={"heuristic": HeuristicBot},
    default_bot="heuristic",
    load_ui=_load_ui,
    blurb="3 to 6 noble families: marriages, elections, cards, battles and sieges.",
)
