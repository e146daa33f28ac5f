"""Troyes as the platform sees it (registered in ``game.registry``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core import i18n
from game.core.contract import GameDescriptor, GameOption, SeatColour, SeatConfig
from game.core.errors import Problem
from game.core.i18n import m
from game.games.troyes.bots.heuristic import HeuristicBot
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.data import TroyesData
from game.games.troyes.rules.limits import max_actions
from game.games.troyes.rules.load import load_troyes_data, validate
from game.games.troyes.rules.state import VP_HIDDEN, VP_OPEN, TroyesConfig, TroyesState


def _options(data: TroyesData) -> tuple[GameOption, ...]:
    return (
        GameOption(
            "bonus_cards",
            m("troyes.option.bonus_cards"),
            m("troyes.option.bonus_cards_help"),
            "flag",
            False,
        ),
        GameOption(
            "tie_break",
            m("troyes.option.tie_break"),
            m("troyes.option.tie_break_help"),
            "choice",
            data.choices.winner_tie_break,
            (("none", m("troyes.option.tie_shared")), ("deniers", m("troyes.option.tie_deniers"))),
        ),
        GameOption(
            "start_player",
            m("troyes.option.start_player"),
            m("troyes.option.start_player_help"),
            "number",
            None,
            ((None, m("troyes.option.start_by_lot")), *((n, m("troyes.option.start_seat", n=n)) for n in range(1, 5))),
            minimum=1,
            maximum=4,
        ),
        GameOption(
            "victory_points",
            m("troyes.option.victory_points"),
            m("troyes.option.victory_points_help"),
            "choice",
            VP_HIDDEN,
            ((VP_HIDDEN, m("troyes.option.vp_hidden")), (VP_OPEN, m("troyes.option.vp_open"))),
        ),
    )


#: the messages of the mod the data was last loaded from
_MOD_MESSAGES = i18n.ModMessages("troyes")


def _load_data(root: Path | None) -> TroyesData:
    """The data; a mod folder's ``locale`` catalogues, when it has them, then override the
    game's messages one by one (``i18n.ModMessages``)."""
    data = load_troyes_data(root)
    _MOD_MESSAGES.use(data.root if data.mod is not None else None)
    return data


def _colours(data: TroyesData) -> Sequence[SeatColour]:
    return data.colours


def _make_config(data: TroyesData, seats: Sequence[SeatConfig], options: Mapping[str, Any]) -> TroyesConfig:
    return TroyesConfig(
        list(seats),
        bonus_cards=bool(options.get("bonus_cards", False)),
        tie_break=str(options.get("tie_break", data.choices.winner_tie_break)),
        start=None if options.get("start_player") is None else int(options["start_player"]) - 1,
        victory_points=str(options.get("victory_points", VP_HIDDEN)),
    )


#: the version of Troyes' save documents: 2 since the ``victory_points`` option
SAVE_VERSION = 2


def _migrate_save(version: int, doc: dict[str, Any]) -> dict[str, Any]:
    """A save of an older version brought up to ``SAVE_VERSION``. Version 1 saves come
    from before the ``victory_points`` option, when every gain was told with its amount:
    they go on with victory points open."""
    if version < 2:
        doc = {**doc, "config": {**doc["config"], "victory_points": VP_OPEN}}
    return doc


def _validate(root: Path | None) -> list[Problem]:
    return validate(root)


def _load_ui() -> Any:
    from game.games.troyes.ui.plugin import TROYES_UI  # the client only: it imports pygame

    return TROYES_UI


DESCRIPTOR: GameDescriptor[TroyesState, TroyesData, TroyesConfig] = GameDescriptor(
    id="troyes",
    title="Troyes",  # words: a name
    min_seats=1,
    max_seats=4,
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
    load_ui=_load_ui,
    save_version=SAVE_VERSION,
    migrate_save=_migrate_save,
    blurb=m("troyes.game.blurb"),
)
