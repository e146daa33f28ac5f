"""The one link between the client's scenes and the engine (no pygame here).

Scenes ask the controller what is pending, submit human actions, and each frame call
``poll()`` to collect new events (including those of AI seats, which think on a worker
thread so the window keeps its frame rate). The controller keeps the game record,
autosaves after every phase without blocking the frame, keeps the chronicle, and
offers undo within the limits of ARCHITECTURE.md: a seat may take back its own actions
until something was revealed or another seat decided.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai import make_bot
from game.core.engine import Action, Decision, Event
from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.record import GameRecord
from game.games.fief.rules.state import GameConfig, State


@dataclass
class ChronicleEntry:
    round: int
    phase: int
    text: str
    seats: tuple[int, ...]
    visible_to: tuple[int, ...] | None  # None: every seat may read it
    event: Event = field(repr=False)


def autosave_path() -> Path:
    from game.resources import user_dir

    return user_dir() / "autosave.json"


class Controller:
    def __init__(self, record: GameRecord, autosave: Path | None = None):
        self.record = record
        self.autosave_to = autosave
        self.chronicle: list[ChronicleEntry] = []
        self._names = engine.names_for(record.state)
        self._bots: dict[int, Any] = {}
        for seat, sc in enumerate(record.config.seats):
            if sc.kind == "ai":
                self._bots[seat] = make_bot(sc.ai, record.seed * 131 + seat)
        self._thinking: threading.Thread | None = None
        self._bot_result: tuple[int, Action] | None = None
        self._bot_error: BaseException | None = None
        self._undo: list[tuple[int, State, int, int]] = []  # (seat, state, actions, chronicle length)
        self._save_thread: threading.Thread | None = None
        self.last_save_error: str | None = None
        self._log(record.start_events)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, data: Any, config: GameConfig, seed: int, autosave: Path | None = None) -> "Controller":
        return cls(GameRecord(data, config, seed), autosave)

    @classmethod
    def load(cls, data: Any, path: Path, autosave: Path | None = None) -> "Controller":
        """Load a save by replaying it (raises SaveError); the chronicle is rebuilt."""
        loaded = GameRecord.load(data, path)
        fresh = GameRecord(data, loaded.config, loaded.seed)
        ctl = cls(fresh, autosave)
        for action in loaded.actions:
            ctl._log(fresh.apply(action))
        return ctl

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        return self.record.state

    @property
    def data(self) -> Any:
        return self.record.data

    def pending(self) -> Decision | None:
        return engine.pending(self.record.state)

    def is_ai(self, seat: int) -> bool:
        return seat in self._bots

    def human_seats(self) -> list[int]:
        return [s for s in range(self.state.n) if s not in self._bots]

    def view(self, seat: int | None) -> State:
        return engine.view_for(self.record.state, seat)

    def chronicle_for(self, viewer: int | None, family: int | None = None) -> list[ChronicleEntry]:
        """Entries the viewer may read, optionally only those concerning one family."""
        return [
            e for e in self.chronicle
            if (e.visible_to is None or (viewer is not None and viewer in e.visible_to))
            and (family is None or family in e.seats)
        ]

    @property
    def thinking(self) -> bool:
        return self._thinking is not None

    # ------------------------------------------------------------------ acting
    def submit(self, action: Action) -> list[Event]:
        """Apply a human seat's action; raises IllegalAction with the engine's reason."""
        decision = self.pending()
        if decision is None:
            raise IllegalAction("The game is over.")
        if decision.seat in self._bots:
            raise IllegalAction("An AI player is deciding now.")
        before = self.record.state.clone()
        events = self.record.apply(action)
        if any(e.reveals for e in events):
            self._undo.clear()
        else:
            self._undo.append((decision.seat, before, len(self.record.actions) - 1, len(self.chronicle)))
        self._after(events)
        return events

    def can_undo(self) -> bool:
        decision = self.pending()
        return bool(self._undo) and decision is not None and self._undo[-1][0] == decision.seat

    def undo(self) -> bool:
        """Take back the pending seat's last action, if the limits allow it."""
        if not self.can_undo():
            return False
        _, state, n_actions, n_chronicle = self._undo.pop()
        self.record.state = state
        del self.record.actions[n_actions:]
        del self.chronicle[n_chronicle:]
        return True

    def poll(self) -> list[Event]:
        """Call every frame: starts AI thinking when an AI seat is pending and applies its
        answer when ready. Returns the events that happened."""
        if self._bot_error is not None:
            error, self._bot_error = self._bot_error, None
            raise error
        if self._thinking is not None:
            if self._thinking.is_alive() or self._bot_result is None:
                return []
            self._thinking = None
            seat, action = self._bot_result
            self._bot_result = None
            decision = self.pending()
            if decision is None or decision.seat != seat:
                return []
            events = self.record.apply(action)
            self._undo.clear()
            self._after(events)
            return events
        decision = self.pending()
        if decision is not None and decision.seat in self._bots:
            self._start_thinking(decision)
        return []

    def _start_thinking(self, decision: Decision) -> None:
        bot = self._bots[decision.seat]
        view = engine.view_for(self.record.state, decision.seat) if bot.needs_view else self.record.state.clone()

        def think() -> None:
            try:
                self._bot_result = (decision.seat, bot.choose(view, decision))
            except BaseException as exc:  # reported on the UI thread by poll()
                self._bot_error = exc

        self._thinking = threading.Thread(target=think, name=f"bot-{decision.seat}", daemon=True)
        self._thinking.start()

    def wait_for_bots(self, timeout: float = 5.0) -> None:
        """Tests and scripted runs: let a running bot finish thinking."""
        if self._thinking is not None:
            self._thinking.join(timeout)

    # ------------------------------------------------------------------ after actions
    def _after(self, events: list[Event]) -> None:
        self._log(events)
        if self.autosave_to is not None and any(
            isinstance(e, (ev.PhaseStarted, ev.GameWon, ev.GameEndedAtLimit)) for e in events
        ):
            self.autosave()

    def _log(self, events: list[Event]) -> None:
        s = self.record.state
        for e in events:
            if isinstance(e, ev.PhaseStarted):
                phase, rnd = e.phase, e.round
            else:
                phase, rnd = s.phase, s.round
            self.chronicle.append(ChronicleEntry(
                rnd, phase, e.sentence(self._names), getattr(e, "seats", ()), e.visible_to, e,
            ))

    def autosave(self) -> None:
        """Write the autosave on a worker thread from a snapshot taken now."""
        if self.autosave_to is None:
            return
        if self._save_thread is not None:
            self._save_thread.join()
        rec = self.record
        snapshot = rec.snapshot()
        actions = [a.to_json() for a in rec.actions]
        config, seed, path = rec.config.to_json(), rec.seed, self.autosave_to
        meta = {"round": rec.state.round, "phase": rec.state.phase,
                "families": [f.name for f in rec.state.families]}

        def write() -> None:
            from game.core import saves

            try:
                saves.write_save(path, "fief", config, seed, actions, snapshot, meta)
                self.last_save_error = None
            except OSError as exc:
                self.last_save_error = f"Autosave failed: {exc}"

        self._save_thread = threading.Thread(target=write, name="autosave", daemon=True)
        self._save_thread.start()

    def flush(self) -> None:
        """Wait for a pending autosave to finish (before quitting)."""
        if self._save_thread is not None:
            self._save_thread.join()
            self._save_thread = None

    def save(self, path: Path) -> None:
        self.flush()
        self.record.save(path, {"round": self.state.round, "phase": self.state.phase,
                                "families": [f.name for f in self.state.families]})
