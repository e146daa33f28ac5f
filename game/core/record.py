"""A game in progress with its history: its game, set-up, seed and every action applied.

This is what saves are made of and what the client's controller and the headless
simulator drive. Replaying a record rebuilds the exact same state. It knows a game only
through its descriptor (``game.core.contract``).
"""

from __future__ import annotations

import os
from typing import Any

from game.core import saves
from game.core.contract import GameConfigLike, GameDescriptor
from game.core.engine import Action, Event
from game.core.errors import ConfigError, IllegalAction, SaveError


class GameRecord:
    def __init__(self, game: GameDescriptor[Any, Any, Any], data: Any, config: GameConfigLike, seed: int):
        self.game = game
        self.rules = game.rules
        self.data = data
        self.config = config
        self.seed = seed
        self.state, self.start_events = self.rules.new_game(data, config, seed)
        self.actions: list[Action] = []

    def apply(self, action: Action) -> list[Event]:
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        return events

    def snapshot(self) -> dict[str, Any]:
        return self.rules.state_to_json(self.state)

    def save(self, path: str | os.PathLike[str], meta: dict[str, Any] | None = None) -> None:
        saves.write_save(
            path,
            self.game.id,
            self.config.to_json(),
            self.seed,
            [a.to_json() for a in self.actions],
            self.snapshot(),
            meta,
            game_version=self.game.save_version,
        )

    def replayed(self) -> GameRecord:
        """A fresh record of the same set-up and seed, before any action."""
        return GameRecord(self.game, self.data, self.config, self.seed)

    @classmethod
    def load(cls, game: GameDescriptor[Any, Any, Any], data: Any, path: str | os.PathLike[str]) -> GameRecord:
        """Read a save of ``game`` and replay it; raises SaveError saying what is wrong."""
        return cls.from_save(game, data, saves.read_save(path))

    @classmethod
    def from_save(cls, game: GameDescriptor[Any, Any, Any], data: Any, doc: saves.SaveFile) -> GameRecord:
        p = doc.path
        if doc.game != game.id:
            raise SaveError(f"{p}: game: this is a save of {doc.game!r}, not of {game.title}")
        config_doc, actions = doc.config, doc.actions
        if doc.game_version > game.save_version:
            raise SaveError(
                f"{p}: game_version: the save was written by a newer {game.title} "
                f"(version {doc.game_version}, this one reads {game.save_version}); "
                "update Seneschal to load it"
            )
        if doc.game_version < game.save_version:
            if game.migrate_save is None:
                raise SaveError(
                    f"{p}: game_version: {game.title} saves of version {doc.game_version} can no longer be read"
                )
            migrated = game.migrate_save(doc.game_version, {"config": config_doc, "actions": actions})
            config_doc, actions = migrated["config"], migrated["actions"]
        try:
            config = game.rules.config_from_json(config_doc)
        except ConfigError as exc:
            raise SaveError(f"{p}: config: {exc}") from None
        try:
            record = cls(game, data, config, doc.seed)
        except ConfigError as exc:
            raise SaveError(f"{p}: config: {exc}") from None
        for i, raw in enumerate(actions, start=1):
            try:
                action = Action.from_json(raw, game.id)
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
                f"{p}: snapshot_hash: replaying the {len(actions)} actions gives a different game "
                "than the one saved; the file was edited or made by other rules or data"
            )
        return record
