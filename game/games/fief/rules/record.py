"""A game in progress with its history: set-up, seed and every action applied.

This is what saves are made of and what the client's controller and the headless
simulator drive. Replaying a record rebuilds the exact same state.
"""

from __future__ import annotations

import os
from typing import Any

from game.core import saves
from game.core.engine import Action, Event
from game.core.errors import ConfigError, IllegalAction, SaveError
from game.games.fief.rules import engine
from game.games.fief.rules.state import GameConfig, State

GAME = "fief"


class GameRecord:
    def __init__(self, data: Any, config: GameConfig, seed: int):
        self.data = data
        self.config = config
        self.seed = seed
        self.state, self.start_events = engine.start(data, config, seed)
        self.actions: list[Action] = []

    def apply(self, action: Action) -> list[Event]:
        events = engine.apply(self.state, action)
        self.actions.append(action)
        return events

    def snapshot(self) -> dict[str, Any]:
        return self.state.to_json()

    def save(self, path: str | os.PathLike[str], meta: dict[str, Any] | None = None) -> None:
        saves.write_save(
            path, GAME, self.config.to_json(), self.seed,
            [a.to_json() for a in self.actions], self.snapshot(), meta,
        )

    @classmethod
    def load(cls, data: Any, path: str | os.PathLike[str]) -> "GameRecord":
        """Read a save and replay it; raises SaveError saying what is wrong."""
        doc = saves.read_save(path)
        return cls.from_save(data, doc)

    @classmethod
    def from_save(cls, data: Any, doc: saves.SaveFile) -> "GameRecord":
        p = doc.path
        if doc.game != GAME:
            raise SaveError(f"{p}: game: this is a save of {doc.game!r}, not of Fief")
        try:
            config = GameConfig.from_json(doc.config)
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"{p}: config: cannot be read ({exc})") from None
        try:
            record = cls(data, config, doc.seed)
        except ConfigError as exc:
            raise SaveError(f"{p}: config: {exc}") from None
        for i, raw in enumerate(doc.actions, start=1):
            try:
                action = Action.from_json(raw)
            except SaveError as exc:
                raise SaveError(f"{p}: actions.{i}: {exc}") from None
            try:
                record.apply(action)
            except IllegalAction as exc:
                raise SaveError(
                    f"{p}: actions.{i}: the {action.kind.replace('_', ' ')} action cannot be replayed "
                    f"({exc.reason}); the file was edited or made by other rules"
                ) from None
        if saves.state_hash(record.snapshot()) != doc.snapshot_hash:
            raise SaveError(
                f"{p}: snapshot_hash: replaying the {len(doc.actions)} actions gives a different game "
                "than the one saved; the file was edited or made by other rules or data"
            )
        return record


def replay_state(data: Any, path: str | os.PathLike[str]) -> State:
    return GameRecord.load(data, path).state
