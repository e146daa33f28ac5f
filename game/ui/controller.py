"""The one link between the client's scenes and the engine (no pygame here).

Scenes ask the controller what is pending, submit human actions, and each frame call
``poll()`` to collect new events (including those of AI seats, which think on a worker
thread so the window keeps its frame rate). The controller keeps the game record,
autosaves after every phase without blocking the frame, keeps the chronicle, and
offers undo within the limits of ARCHITECTURE.md: a seat may take back its own actions
until something was revealed or another seat decided.

It also remembers, for each seat, where in the chronicle its last action ended
(``since(seat)``: what happened after it, as that seat may read it), and the state from
before each action since the earliest of the people's last actions
(``state_before(index)``), so the table can play those actions again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game import resources
from game.ai import bot_kinds, make_bot
from game.core import i18n, mods, saves
from game.core.contract import Bot, GameConfigLike, GameDescriptor
from game.core.engine import Action, Decision, Event
from game.core.errors import IllegalAction, LengthLimitExceeded
from game.core.record import GameRecord

#: a game's state, as the shell holds it: it reads it only through the game's rules
State = Any


@dataclass
class ChronicleEntry:
    round: int
    phase: int
    text: i18n.Text  # a Message made words where it is shown
    seats: tuple[int, ...]
    visible_to: tuple[int, ...] | None  # None: every seat may read it
    event: Event = field(repr=False)
    #: the actions (by their index in the record) the entry tells of; () for the set-up
    actions: tuple[int, ...] = ()
    #: the events of a line folded from several (``fold_entries``); () for one event
    run: tuple[Event, ...] = field(default=(), repr=False)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.run or (self.event,)


#: a game's key for events written as one line when they follow each other (None: alone)
FoldKey = Callable[[Event], Hashable | None]
#: the one line for a run of events with the same key ("" leaves them out)
FoldLine = Callable[[Any, Sequence[Event]], i18n.Text]


def fold_entries(
    entries: Sequence[ChronicleEntry], key: FoldKey | None, line: FoldLine | None, state: Any
) -> list[ChronicleEntry]:
    """Runs of entries under the same heading whose events share a key, as one entry
    each, written by ``line`` (an empty line leaves the run out). Without a key, the
    entries as they are."""
    return fold_runs(entries, key, line, state)[0]


def fold_runs(
    entries: Sequence[ChronicleEntry], key: FoldKey | None, line: FoldLine | None, state: Any, offset: int = 0
) -> tuple[list[ChronicleEntry], list[int]]:
    """``fold_entries``, with where each line's run begins among ``entries`` (plus
    ``offset``): a chronicle that only grew need be folded again only from there."""
    if key is None or line is None:
        return list(entries), list(range(offset, offset + len(entries)))
    out: list[ChronicleEntry] = []
    starts: list[int] = []
    i = 0
    while i < len(entries):
        first = entries[i]
        k = key(first.event)
        j = i + 1
        if k is not None:
            while (
                j < len(entries)
                and (entries[j].round, entries[j].phase) == (first.round, first.phase)
                and key(entries[j].event) == k
            ):
                j += 1
            run = entries[i:j]
            text = line(state, [e.event for e in run])
            if text:
                actions = tuple(sorted({a for e in run for a in e.actions}))
                out.append(replace(first, text=text, actions=actions, run=tuple(e.event for e in run)))
                starts.append(offset + i)
        else:
            out.append(first)
            starts.append(offset + i)
        i = j
    return out, starts


@dataclass(frozen=True)
class _SaveJob:
    """An autosave to write: a copy of the game made when it was asked for."""

    rules: Any
    state: Any
    actions: list[Action]
    config: Any
    seed: int
    path: Path
    meta: dict[str, Any]
    game_id: str
    game_version: int

    def write(self) -> None:
        snapshot = self.rules.state_to_json(self.state)
        actions = [a.to_json() for a in self.actions]
        config = self.config.to_json()
        saves.write_save(self.path, self.game_id, config, self.seed, actions, snapshot, self.meta, self.game_version)


def autosave_path() -> Path:
    """``autosave.json`` in the player's data folder (``resources.user_data_dir()``)."""
    return resources.user_dir() / "autosave.json"


class Controller:
    def __init__(self, record: GameRecord, autosave: Path | None = None):
        self.record = record
        self.game = record.game
        self.rules = record.game.rules
        self.autosave_to = autosave
        self.chronicle: list[ChronicleEntry] = []
        self._bots: dict[int, Bot] = {}
        for seat, sc in enumerate(record.config.seats):
            if sc.kind == "ai":
                self._bots[seat] = make_bot(record.game, sc.ai, record.seed * 131 + seat)
        #: the mod folder the game is played with (None: the game's own files)
        self.mod = record.game.data_mod(record.data)
        self._progress = self.rules.progress(record.state)
        self._thinking: threading.Thread | None = None
        #: a bot's answer, worked out on its thread: (seat, action, the state it was
        #: applied to, that state's copy with the action applied, the events)
        self._bot_result: tuple[int, Action, Any, Any, list[Event]] | None = None
        self._bot_error: BaseException | None = None
        self._undo: list[tuple[int, State, int, int]] = []  # (seat, state, actions, chronicle length)
        self._save_thread: threading.Thread | None = None
        self._save_job: _SaveJob | None = None  # the newest autosave not yet being written
        self._save_lock = threading.Lock()
        self.last_save_error: i18n.Message | None = None
        #: each seat's last action: (the chronicle's length, the record's) just after it
        self.acted: dict[int, tuple[int, int]] = {}
        self._before: dict[int, State] = {}  # the state before action i, for replays
        self.actors: list[int] = []  # the seat that made each action of the record
        self._log(record.start_events, -1)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        game: GameDescriptor[Any, Any, Any],
        data: Any,
        config: GameConfigLike,
        seed: int,
        autosave: Path | None = None,
    ) -> Controller:
        return cls(GameRecord(game, data, config, seed), autosave)

    @classmethod
    def load(
        cls, game: GameDescriptor[Any, Any, Any], data: Any, path: Path, autosave: Path | None = None
    ) -> Controller:
        """Load a save by replaying it (raises SaveError, also for a computer seat whose
        bot the game does not have); the chronicle is rebuilt.

        The save is replayed with the data it was played with: ``data`` when it is that,
        else the game's own files or the mod folder the save names, loaded now (unless
        the folder is gone or changed: then SaveError says so)."""
        doc = saves.read_save(path)
        loaded = GameRecord.from_save(game, mods.data_for_save(game, doc, data), doc, bot_kinds(game))
        fresh = loaded.replayed()
        ctl = cls(fresh, autosave)
        for action in loaded.actions:
            decision = fresh.rules.pending(fresh.state)
            ctl._log(fresh.apply(action), len(fresh.actions) - 1)
            ctl._progress = fresh.rules.progress(fresh.state)
            if decision is not None:
                ctl.acted[decision.seat] = (len(ctl.chronicle), len(fresh.actions))
                ctl.actors.append(decision.seat)
        return ctl

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        return self.record.state

    @property
    def data(self) -> Any:
        return self.record.data

    @property
    def seats(self) -> int:
        return len(self.record.config.seats)

    def seat_names(self) -> list[str]:
        return self.rules.seat_names(self.record.state)

    def pending(self) -> Decision | None:
        return self.rules.pending(self.record.state)

    def is_ai(self, seat: int) -> bool:
        return seat in self._bots

    def human_seats(self) -> list[int]:
        return [s for s in range(self.seats) if s not in self._bots]

    def view(self, seat: int | None) -> State:
        return self.rules.view_for(self.record.state, seat)

    def describe(self, action: Action, state: State | None = None) -> i18n.Text:
        return self.rules.describe_action(self.record.state if state is None else state, action)

    def chronicle_for(self, viewer: int | None, family: int | None = None) -> list[ChronicleEntry]:
        """Entries the viewer may read, optionally only those concerning one family."""
        return [
            e
            for e in self.chronicle
            if (e.visible_to is None or (viewer is not None and viewer in e.visible_to))
            and (family is None or family in e.seats)
        ]

    def since(self, seat: int) -> list[ChronicleEntry]:
        """What ``seat`` may read of everything that happened after its last action
        (the whole game when it has not acted yet)."""
        start = min(self.acted.get(seat, (0, 0))[0], len(self.chronicle))
        return [e for e in self.chronicle[start:] if e.visible_to is None or seat in e.visible_to]

    def by_others(self, seat: int, entries: Sequence[ChronicleEntry]) -> bool:
        """Whether any of ``entries`` tells of an action another seat made."""
        return any(0 <= i < len(self.actors) and self.actors[i] != seat for e in entries for i in e.actions)

    def state_before(self, index: int) -> State | None:
        """The state just before action ``index`` (the current state after the last one),
        or None when it is no longer kept (before every person's last action, or before
        the game was loaded)."""
        if index >= len(self.record.actions):
            return self.record.state
        return self._before.get(index)

    def _keep(self, index: int, before: State, seat: int) -> None:
        """Remember the state before action ``index``, made by ``seat``; forget the states
        from before every person's last action."""
        self._before[index] = before
        del self.actors[index:]
        self.actors.append(seat)
        humans = self.human_seats()
        self.acted[seat] = (len(self.chronicle), len(self.record.actions))
        floor = min((self.acted.get(s, (0, 0))[1] for s in humans), default=len(self.record.actions))
        for old in [i for i in self._before if i < floor - 1]:
            del self._before[old]

    @property
    def thinking(self) -> bool:
        return self._thinking is not None

    # ------------------------------------------------------------------ acting
    @property
    def length_limit(self) -> int:
        """The most actions the game may last (``GameDescriptor.max_actions``)."""
        return self.game.length_limit(self.record.data, self.record.config)

    def overran(self) -> bool:
        """Whether the game is still going at its declared length limit: a fault of the
        game's rules; the controller takes no more actions then."""
        return len(self.record.actions) >= self.length_limit and self.pending() is not None

    def submit(self, action: Action) -> list[Event]:
        """Apply a human seat's action; raises IllegalAction with the engine's reason
        (or, past the game's declared length limit, saying the game stops there)."""
        decision = self.pending()
        if decision is None:
            raise IllegalAction(i18n.m("core.controller.game_over"))
        if self.overran():
            raise IllegalAction(str(LengthLimitExceeded(self.game.title, self.length_limit)))
        if decision.seat in self._bots:
            raise IllegalAction(i18n.m("core.controller.ai_deciding"))
        before = self.rules.clone(self.record.state)
        events = self.record.apply(action)
        if any(e.reveals for e in events):
            self._undo.clear()
        else:
            self._undo.append((decision.seat, before, len(self.record.actions) - 1, len(self.chronicle)))
        self._after(events)
        self._keep(len(self.record.actions) - 1, self.rules.clone(before), decision.seat)
        return events

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether the pending seat (or ``seat``, whose turn has just passed on while
        nobody else has acted yet) may take back its last action."""
        if not self._undo:
            return False
        if seat is not None:
            return self._undo[-1][0] == seat and self._thinking is None
        decision = self.pending()
        return decision is not None and self._undo[-1][0] == decision.seat

    def undo(self, seat: int | None = None) -> bool:
        """Take back the pending seat's (or ``seat``'s, see ``can_undo``) last action, if
        the limits allow it."""
        if not self.can_undo(seat):
            return False
        _, state, n_actions, n_chronicle = self._undo.pop()
        self.record.state = state
        del self.record.actions[n_actions:]
        del self.chronicle[n_chronicle:]
        for index in [i for i in self._before if i >= n_actions]:
            del self._before[index]
        del self.actors[n_actions:]
        for s, (entries, actions) in list(self.acted.items()):
            self.acted[s] = (min(entries, n_chronicle), min(actions, n_actions))
        return True

    def poll(self) -> list[Event]:
        """Call every frame: starts AI thinking when an AI seat is pending and applies its
        answer when ready. Returns the events that happened. Raises what a bot raised,
        and ``LengthLimitExceeded`` (no bot is asked any more) once the game has gone
        past its declared length limit without ending."""
        if self._bot_error is not None:
            error, self._bot_error = self._bot_error, None
            raise error
        if self._thinking is None and self.overran():
            raise LengthLimitExceeded(self.game.title, self.length_limit)
        if self._thinking is not None:
            if self._thinking.is_alive() or self._bot_result is None:
                return []
            self._thinking = None
            seat, action, was, after, events = self._bot_result
            self._bot_result = None
            decision = self.pending()
            if decision is None or decision.seat != seat or self.record.state is not was:
                return []
            # The bot's thread applied the action to a copy: taking it costs this frame
            # nothing but the bookkeeping. The state it replaces is kept as it was.
            before = self.record.state
            self.record.adopt(action, after)
            self._undo.clear()
            self._after(events)
            self._keep(len(self.record.actions) - 1, before, seat)
            return events
        decision = self.pending()
        if decision is not None and decision.seat in self._bots:
            self._start_thinking(decision)
        return []

    def _start_thinking(self, decision: Decision) -> None:
        bot = self._bots[decision.seat]
        state = self.record.state
        view = self.rules.view_for(state, decision.seat) if bot.needs_view else self.rules.clone(state)

        rules = self.rules

        def think() -> None:
            try:
                action = bot.choose(view, decision)
                after = rules.clone(state)
                events = rules.apply(after, action)  # refuses an illegal answer as ever
                self._bot_result = (decision.seat, action, state, after, events)
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
        """Log the events; autosave when a new step of the game began or it ended."""
        self._log(events, len(self.record.actions) - 1)
        progress = self.rules.progress(self.record.state)
        moved_on = progress != self._progress
        self._progress = progress
        if self.autosave_to is not None and (moved_on or self.rules.outcome(self.record.state) is not None):
            self.autosave()

    def _log(self, events: list[Event], action: int) -> None:
        """Write the events of action ``action`` (-1: the set-up) in the chronicle."""
        s = self.record.state
        here = self.rules.progress(s)
        # An action whose events open a new step (the end of a turn that ends the round)
        # files what came before the first of them under the step it began in, and each
        # event after one under the step it opened; other actions, under the state's.
        opens = any(e.progress is not None for e in events)
        current = self._progress if opens and action >= 0 else here
        for e in events:
            if e.progress is not None:
                current = e.progress
            rnd, step = current if opens else here
            self.chronicle.append(
                ChronicleEntry(
                    rnd,
                    step,
                    self.rules.describe_event(s, e),
                    e.seats,
                    e.visible_to,
                    e,
                    (action,) if action >= 0 else (),
                )
            )

    def save_meta(self) -> dict[str, Any]:
        """What the Load list shows of a save: where the game stands, who plays, how it
        ended once it did, and the mod it is played with (``game.core.mods``)."""
        rnd, step = self.rules.progress(self.record.state)
        meta: dict[str, Any] = {"round": rnd, "phase": step, "families": self.seat_names()}
        if self.mod is not None:
            meta[mods.META_KEY] = self.mod.to_json()
        outcome = self.rules.outcome(self.record.state)
        if outcome is not None:
            meta["outcome"] = {"winners": list(outcome.winners), "reason": i18n.text(outcome.reason)}
        return meta

    def autosave(self) -> None:
        """Write the autosave from the game as it is now, on the writer thread.

        The frame pays only for a copy of the state (cheap: see the rules' ``clone``);
        turning it into JSON and writing it happen on the writer. While a write is under
        way, a newer autosave waits for it and the one between is skipped: the file
        always ends up holding the newest game."""
        if self.autosave_to is None:
            return
        rec = self.record
        job = _SaveJob(
            self.rules,
            self.rules.clone(rec.state),
            list(rec.actions),
            rec.config,
            rec.seed,
            self.autosave_to,
            self.save_meta(),
            self.game.id,
            self.game.save_version,
        )
        with self._save_lock:
            self._save_job = job
            if self._save_thread is None:
                self._save_thread = threading.Thread(target=self._write_saves, name="autosave", daemon=True)
                self._save_thread.start()

    def _write_saves(self) -> None:
        """The writer thread: write the newest job until none is waiting."""
        while True:
            with self._save_lock:
                job, self._save_job = self._save_job, None
                if job is None:
                    self._save_thread = None
                    return
            try:
                job.write()
                self.last_save_error = None
            except OSError as exc:
                self.last_save_error = i18n.m("core.controller.autosave_failed", error=str(exc))

    def flush(self) -> None:
        """Wait for the autosaves under way to be written (before quitting)."""
        while True:
            with self._save_lock:
                thread = self._save_thread
            if thread is None:
                return
            thread.join()

    def save(self, path: Path) -> None:
        self.flush()
        self.record.save(path, self.save_meta())
