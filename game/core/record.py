"""A game in progress with its history: its game, set-up, seed and every action applied.

This is what saves are made of and what the client's controller and the headless
simulator drive. Replaying a record rebuilds the exact same state. It knows a game only
through its descriptor (``game.core.contract``).
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Collection, Sequence
from typing import Any

from game.core import jsonform, saves
from game.core.contract import GameConfigLike, GameDescriptor, SeatConfig
from game.core.engine import Action, Event
from game.core.errors import ConfigError, IllegalAction, SaveError
from game.core.i18n import Message, m


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
        """Apply ``action`` to the game; raises ``IllegalAction`` with the rules' reason
        when they refuse it, and for what is no action of this game at all (a text, None,
        another game's action), before the rules see it."""
        if not isinstance(action, Action):
            raise IllegalAction(m("core.record.not_an_action", value=jsonform.show(action)))
        if action.game != self.game.id:
            kind = action.kind.replace("_", " ")
            raise IllegalAction(m("core.record.other_game_action", kind=kind, game=self.game.title))
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        return events

    def adopt(self, action: Action, state: Any) -> None:
        """Take ``state`` as the game after ``action``: the caller applied the action to
        a clone of the current state (on another thread) and got these events."""
        self.state = state
        self.actions.append(action)

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
    def load(
        cls,
        game: GameDescriptor[Any, Any, Any],
        data: Any,
        path: str | os.PathLike[str],
        bot_kinds: Collection[str] | None = None,
    ) -> GameRecord:
        """Read a save of ``game`` and replay it; raises SaveError saying what is wrong.
        With ``bot_kinds``, a computer seat's bot must be one of them."""
        return cls.from_save(game, data, saves.read_save(path), bot_kinds)

    @classmethod
    def from_save(
        cls,
        game: GameDescriptor[Any, Any, Any],
        data: Any,
        doc: saves.SaveFile,
        bot_kinds: Collection[str] | None = None,
    ) -> GameRecord:
        """Replay the save ``doc`` of ``game``: its config is read and checked (with
        ``bot_kinds``, the bots of computer seats too), each action decoded and applied,
        and the result compared with the snapshot. Raises SaveError naming the file and
        the field or the action's number; an action the rules refuse is named with the
        rules' reason."""
        p = doc.path
        if doc.game != game.id:
            raise SaveError(m("core.save.other_game", file=str(p), game=repr(doc.game), title=game.title))
        config_doc, actions = doc.config, doc.actions
        if doc.game_version > game.save_version:
            raise SaveError(
                m(
                    "core.save.newer_game_version",
                    file=str(p),
                    title=game.title,
                    version=doc.game_version,
                    reads=game.save_version,
                )
            )
        if doc.game_version < game.save_version:
            config_doc, actions = _migrated(game, doc)
        try:
            config = game.rules.config_from_json(config_doc)
            check_seats(game, data, config.seats, bot_kinds)
        except ConfigError as exc:
            raise SaveError(m("core.save.in_field", file=str(p), field="config", problem=_said(exc))) from None
        try:
            record = cls(game, data, config, doc.seed)
        except ConfigError as exc:
            raise SaveError(m("core.save.in_field", file=str(p), field="config", problem=_said(exc))) from None
        for i, raw in enumerate(actions, start=1):
            try:
                action = Action.from_json(raw, game.id)
            except SaveError as exc:
                raise SaveError(
                    m("core.save.in_field", file=str(p), field=f"actions.{i}", problem=_said(exc))
                ) from None
            except IllegalAction as exc:
                raise SaveError(m("core.save.bad_action", file=str(p), number=i, reason=exc.message)) from None
            try:
                record.apply(action)
            except IllegalAction as exc:
                raise SaveError(
                    m(
                        "core.save.action_refused",
                        file=str(p),
                        number=i,
                        kind=action.kind.replace("_", " "),
                        reason=exc.message,
                    )
                ) from None
        if saves.state_hash(record.snapshot()) != doc.snapshot_hash:
            raise SaveError(m("core.save.other_snapshot", file=str(p), n=len(actions)))
        return record


def _migrated(game: GameDescriptor[Any, Any, Any], doc: saves.SaveFile) -> tuple[dict[str, Any], list[Any]]:
    """The config and actions of an older save of ``game``, brought up to date by the
    game's ``migrate_save``; SaveError when they cannot be."""
    p = doc.path
    if game.migrate_save is None:
        raise SaveError(m("core.save.too_old", file=str(p), title=game.title, version=doc.game_version))
    try:
        migrated = game.migrate_save(doc.game_version, {"config": doc.config, "actions": doc.actions})
    except SaveError as exc:
        raise SaveError(f"{p}: {exc}") from None
    except (LookupError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(
            m(
                "core.save.migration_failed",
                file=str(p),
                title=game.title,
                version=doc.game_version,
                error=f"{type(exc).__name__}: {exc}",
            )
        ) from None
    config_doc = migrated.get("config") if isinstance(migrated, dict) else None
    actions = migrated.get("actions") if isinstance(migrated, dict) else None
    if not isinstance(config_doc, dict) or not isinstance(actions, list):
        raise SaveError(m("core.save.migration_unreadable", file=str(p), title=game.title, version=doc.game_version))
    return config_doc, actions


def _said(exc: Exception) -> Any:
    """What an error says, as the message it carries (words made where it is shown)."""
    return exc.args[0] if exc.args and isinstance(exc.args[0], Message) else str(exc)


#: The longest seat name a save may give (the setup screen allows far fewer characters).
NAME_LIMIT = 200


def check_seats(
    game: GameDescriptor[Any, Any, Any], data: Any, seats: Sequence[SeatConfig], bot_kinds: Collection[str] | None
) -> None:
    """Raise ConfigError naming the seat's field (``seats.2.color: ...``) when the seats
    do not suit ``game``: their number, a name that is empty, very long or holds a control
    character, (with ``data``) a colour the game does not offer, a colour another seat
    took, a kind other than "human" or "ai", or (with ``bot_kinds``) a computer seat's
    unknown bot."""
    if not game.min_seats <= len(seats) <= game.max_seats:
        raise ConfigError(
            m("core.seats.count", title=game.title, low=game.min_seats, high=game.max_seats, n=len(seats))
        )
    offered = None if data is None else [c.id for c in game.seat_colours(data)]
    taken: set[str] = set()
    for i, seat in enumerate(seats):
        where = f"seats.{i}"
        if not seat.name.strip():
            raise ConfigError(m("core.seats.name_empty", where=where))
        if len(seat.name) > NAME_LIMIT:
            raise ConfigError(m("core.seats.name_long", where=where, n=len(seat.name), most=NAME_LIMIT))
        if any(unicodedata.category(ch) == "Cc" for ch in seat.name):
            raise ConfigError(m("core.seats.name_control", where=where, name=jsonform.show(seat.name)))
        if offered is not None and seat.color not in offered:
            raise ConfigError(
                m(
                    "core.seats.colour_unknown",
                    where=where,
                    colour=jsonform.show(seat.color),
                    title=game.title,
                    offered=", ".join(offered),
                )
            )
        if seat.color in taken:
            raise ConfigError(m("core.seats.colour_taken", where=where, colour=repr(seat.color)))
        taken.add(seat.color)
        if seat.kind not in ("human", "ai"):
            raise ConfigError(m("core.seats.kind", where=where, kind=jsonform.show(seat.kind)))
        if seat.kind == "ai" and bot_kinds is not None and seat.ai not in bot_kinds:
            raise ConfigError(
                m(
                    "core.seats.bot_unknown",
                    where=where,
                    bot=jsonform.show(seat.ai),
                    title=game.title,
                    bots=", ".join(bot_kinds),
                )
            )
