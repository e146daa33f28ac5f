"""Pilgrims' Race as the platform sees it; ``tests/conftest.py`` registers it.

Its data is the one small file ``pilgrims.yaml`` beside this module. A mod folder may
override it with ``data/pilgrims/pilgrims.yaml``; ``validate`` reports every problem of
that file with its line and column.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from game.core.contract import GameDescriptor, GameOption, SeatColour, SeatConfig
from game.core.errors import DataError, Problem
from game.core.i18n import m
from game.core.yamlload import load_model
from tests.testgame.bots import SteadyBot
from tests.testgame.rules import (
    GAME,
    MAX_ROUNDS,
    MAX_SEATS,
    MIN_SEATS,
    RULES,
    PilgrimsConfig,
    PilgrimsData,
    PilgrimsState,
    max_actions,
)

DATA_FILE = Path(__file__).resolve().parent / "pilgrims.yaml"
ROUND_LIMITS = (8, 12, 20)


class _Colour(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    pattern: Literal["shield", "circle", "diamond", "triangle", "cross", "star"] = "circle"


#: A card value and how many copies of it (RULES 1.2): at most 100 values of 50 copies,
#: so that the deck (5,000 cards at most) is a deck and not the machine's memory.
CardValue = Annotated[int, Field(ge=1, le=100)]
CardCount = Annotated[int, Field(ge=1, le=50)]


class _PilgrimsFile(BaseModel):
    """The rules' constants, each bounded (RULES 1.4): a modded race still plays."""

    model_config = ConfigDict(extra="forbid")
    road: int = Field(ge=5, le=1000)
    die: int = Field(ge=2, le=100)
    hand: int = Field(ge=1, le=20)
    hand_limit: int = Field(ge=1, le=20)
    max_lay: int = Field(ge=1, le=20)
    cards: dict[CardValue, CardCount] = Field(max_length=100)
    colours: list[_Colour] = Field(min_length=MAX_SEATS, max_length=12)


def _data_file(root: Path | None) -> tuple[Path, str]:
    """The file to read and how messages name it: a mod's own, else the built-in one."""
    if root is not None and (root / "data" / GAME / "pilgrims.yaml").is_file():
        return root / "data" / GAME / "pilgrims.yaml", f"data/{GAME}/pilgrims.yaml"
    return DATA_FILE, "tests/testgame/pilgrims.yaml"


def load_data(root: Path | None) -> PilgrimsData:
    """The rules' constants and the seat colours; raises DataError listing every problem."""
    path, source = _data_file(root)
    model, doc = load_model(path, _PilgrimsFile, source)
    problems = [
        doc.problem(("cards", value), "a card value is at least 1 and comes at least once")
        for value, count in model.cards.items()
        if value < 1 or count < 1
    ]
    if model.hand > model.hand_limit:
        problems.append(doc.problem(("hand",), f"more than the hand limit ({model.hand_limit})"))
    deck = tuple(value for value, count in sorted(model.cards.items()) for _ in range(max(count, 0)))
    if len(deck) < MAX_SEATS * model.hand + 1:
        problems.append(
            doc.problem(
                ("cards",), f"{len(deck)} cards cannot deal {model.hand} to {MAX_SEATS} seats and leave one to draw"
            )
        )
    ids = [c.id for c in model.colours]
    problems += [
        doc.problem(("colours", i, "id"), f"the colour {c!r} is listed twice")
        for i, c in enumerate(ids)
        if c in ids[:i]
    ]
    if problems:
        raise DataError(problems)
    colours = tuple(SeatColour(c.id, c.name, c.color, c.pattern) for c in model.colours)
    return PilgrimsData(model.road, model.die, model.hand, model.hand_limit, model.max_lay, deck, colours)


def validate(root: Path | None) -> list[Problem]:
    try:
        load_data(root)
    except DataError as exc:
        return exc.problems
    return []


def _options(data: PilgrimsData) -> tuple[GameOption, ...]:
    limits = ((None, m("pilgrims.option.no_limit")),) + tuple(
        (n, m("pilgrims.option.rounds", n=n)) for n in ROUND_LIMITS
    )
    return (
        GameOption(
            "hospitality",
            m("pilgrims.option.hospitality"),
            m("pilgrims.option.hospitality_help"),
            "flag",
            True,
        ),
        GameOption(
            "max_rounds",
            m("pilgrims.option.round_limit"),
            m("pilgrims.option.round_limit_help", most=MAX_ROUNDS),
            "number",
            12,
            limits,
            minimum=1,
            maximum=MAX_ROUNDS,
        ),
    )


def _load_ui() -> Any:
    """The game's client package (``tests/testgame/ui.py``), imported only here: it
    imports pygame, and the rules, the bots and the headless runs never need it."""
    from tests.testgame.ui import PILGRIMS_UI

    return PILGRIMS_UI


def _make_config(data: PilgrimsData, seats: Sequence[SeatConfig], options: Mapping[str, Any]) -> PilgrimsConfig:
    return PilgrimsConfig(list(seats), options.get("max_rounds", 12), bool(options.get("hospitality", True)))


DESCRIPTOR: GameDescriptor[PilgrimsState, PilgrimsData, PilgrimsConfig] = GameDescriptor(
    id=GAME,
    title="Pilgrims' Race",
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    rules=RULES,
    load_data=load_data,
    seat_colours=lambda data: data.colours,
    make_config=_make_config,
    validate=validate,
    max_actions=max_actions,
    options=_options,
    bots={"steady": SteadyBot},
    default_bot="steady",
    load_ui=_load_ui,
    blurb=m("pilgrims.game.blurb"),
    catalogues=Path(__file__).resolve().parent / "locale",
)
