"""The table: the screen a game is played on, for every game.

Opening it::

    app.play(controller)                          # over the title, behind the curtain
    scene = app.open("game", controller=controller)

The scene registered as "game" (``open_table``) builds the controller's game's own
table (``GameUI.table``), or this generic ``TableScene`` when the game has none. Either
way the table shows one seat's view of the game at a time: the read-only property
``viewer`` is that seat, or None (a spectator's view, every hand hidden) until a person
sits down. ``set_viewer(seat)`` switches the screen to that seat's view; the privacy
curtain calls it once the named player has clicked. When the pending decision belongs
to another human seat, the table opens the scene registered as "curtain" (``game=self,
seat=``). Escape opens "game_menu" (``game=self``); at the end of the game "game_over"
(``game=self``) opens once the last things to see have been shown.

The table never changes game state itself: decision views call ``submit`` (the table is
their ``GameContext``), which goes through the controller. Each frame the table calls
``controller.poll()`` (AI seats think on a worker thread) and queues what the new
events show; while a move is being shown no new AI move is taken, so the players can
follow. The animation speed comes from the settings ("instant": nothing is animated,
held or shown, the game only goes on).

Giving the players time to see (``game.ui.pacing``):

- **Every move is seen.** Each action's events, as the viewer may see them, make a
  ``Moment``: what the game lights on its board for them (``GameUI.lights``), their
  line in the list of moves, what they reveal (dice, cards, an event) in one panel, and
  the game's own animation. Another seat's move is held for the pace chosen in
  Settings (off, quick, normal, slow); Space, a click on the board or Next goes on at
  once, and "All at once" shows the rest without holding them. Computer players wait
  while a move is shown; after the curtain, the moves the person has not seen since
  their last decision (the people before them, the computers) are played to them the
  same way, before their decision is asked.
- **Reveals in step.** A decision is never asked while a move before it is still to be
  shown; a move's reveals come together in one panel (in pages, when they do not fit),
  held until a person goes on (or for the seconds chosen in Settings: "Hold what
  happened"); a table of computer players only runs on by the clock.
- **The end of a person's turn is held only when they have not seen it.** When a
  person's action ends their turn by itself, passes the computer to another person and
  did more than the one thing chosen (a phase ended, income came in), the table keeps
  that seat's view with "Your turn is over" and a Continue button (Enter); Undo can
  still take the action back. Anywhere else the game goes on at once.
- **Since your last turn**: while a person's screen is up, the list of what they may
  read that happened after their last decision takes the chronicle's place as soon as
  another seat's move is shown, growing as the moves are shown, the one shown now
  marked; a click on a line plays it again on the board. Close (or S) dismisses it, the
  hourglass by the chronicle's heading (or S) opens it again; it closes once they have
  played on.
- **The curtain only between people**: with one person at the table (the solo game
  too) their view is always on screen.
- **Nothing appears under the pointer**: a click on a button that has just replaced a
  different one under a still pointer (within ``GUARD_SECONDS``) is ignored.
- The chronicle keeps each seat's scroll position (``set_viewer``).

Drawing is kept in layers (``game.ui.render.layers``): the table and its sheets, the
board, the prompt, the waiting panel and every widget with a ``layer_key`` are blitted
from the pixels they left last frame while what they show is unchanged, so a frame in
which nothing moves costs a few blits. A game's table keys its own layers on
``version_of(view)``, which changes exactly when a new view is made.

What every game needs is here: the curtain and the switch of viewer, undo, the sync of
the pending decision with the game's views (the generic chooser for the others), the
chronicle with its seat filter, the reveal queue, the prompt line, notices, the hand-off
to the game-over screen and the Escape menu. A game's table (Fief's map, pieces and
panels) subclasses it and fills the hooks: ``build`` (its layout), ``draw_board``,
``before_sync``/``decision_key``/``make_view``
(panels standing in for the decision's own view), ``table_key``, ``capture_event``,
``board_event`` and ``board_tooltip`` (input on its board), ``draw_idle_detail``; what
its moves show: ``animation`` (lords riding) and ``reveal_parts`` (dice and cards drawn
its own way), and its board draws ``shown_view()`` with ``lit()``.
Alone, without a board, it plays any game: the prompt and the decision's view on the
left, the chronicle on the right.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.contract import GameDescriptor
from game.core.engine import Action, Decision, Event
from game.core.errors import IllegalAction, LengthLimitExceeded
from game.ui import decisions, seats
from game.ui.controller import Controller, fold_entries, fold_runs
from game.ui.curtain_logic import between_people, curtain_needed
from game.ui.decisions.base import DecisionView, clickable
from game.ui.pacing import (
    GUARD_SECONDS,
    REPLAY_SECONDS,
    REVEAL_SECONDS,
    CaptionPart,
    Light,
    Moment,
    RevealPart,
    draw_reveals,
    lights_of,
    paginate,
)
from game.ui.render import icons
from game.ui.render.layers import FrameLayers
from game.ui.reveals import Batch, continue_rect, draw_continue
from game.ui.scenes.base import WidgetScene
from game.ui.settings import ANIMATION_SPEEDS, PACES
from game.ui.widgets.button import Button
from game.ui.widgets.chronicle import ChronicleView, FamilyFilter

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.controller import ChronicleEntry
    from game.ui.scene import Scene

#: Keys a decision view gets only while the pointer is over it (else they go to the board).
SHARED_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END)
MENU_TIP = i18n.N_("core.table.menu_tip")
#: seconds a revealed thing stays up at a table of computer players set to wait for a click
WATCH_SECONDS = 2.5
#: how far (pixels) the pointer may have moved and still be "where it was"
GUARD_SLACK = 3


def demo_controller(app: App, game: GameDescriptor[Any, Any, Any]) -> Controller:
    """A new game of computer players, for the table opened by name without a game."""
    data = app.game_data(game.id)
    seed = app.options.seed if app.options.seed is not None else 1
    colours = game.seat_colours(data)
    players = min(max(app.options.players or 4, game.min_seats), game.max_seats, len(colours))
    config = game.default_config(data, players, bots=[game.default_bot] * players)
    return Controller.new(game, data, config, seed)


def open_table(app: App, controller: Controller | None = None) -> Scene:
    """The scene registered as "game": the table of the controller's game (a game of
    computer players of the app's game when no controller is given)."""
    if controller is None:
        controller = demo_controller(app, app.game())
    ui = app.game_ui(controller.game.id)
    factory = ui.table or TableScene
    return factory(app, controller)


class TableScene(WidgetScene):
    """The table during a game. See the module's docstring for how to open it."""

    fills_window = True  # the wooden table lies under everything

    def __init__(self, app: App, controller: Controller) -> None:
        super().__init__(app)
        self._pending_key: tuple[object, ...] | None = None
        self._pending: Decision | None = None
        self.controller = controller
        self.game = controller.game
        self.ui = app.game_ui(self.game.id)
        self.title = self.ui.title_of(self.game.title)
        self.colours = seats.by_id(self.game.seat_colours(controller.data))
        self._viewer: int | None = None
        self.prompt_panel = pygame.Rect(0, 0, 0, 0)
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.decision_rect = pygame.Rect(0, 0, 0, 0)
        self.chronicle_rect = pygame.Rect(0, 0, 0, 0)
        self.tall_rect = pygame.Rect(0, 0, 0, 0)
        #: where the list of what happened since the viewer's last turn lies
        self.since_rect = pygame.Rect(0, 0, 0, 0)
        self.dock = pygame.Rect(0, 0, 0, 0)
        #: where the generic table shows what was revealed
        self.stage = pygame.Rect(0, 0, 0, 0)
        self.decision_view: DecisionView | None = None
        self.undo_button: Button | None = None
        self.chronicle: ChronicleView | None = None
        self.family_filter: FamilyFilter | None = None
        self.chronicle_shown = True
        self._decision_key: tuple[object, ...] | None = None
        self._synced: tuple[object, ...] | None = None
        self._view_key: tuple[object, ...] | None = None
        self._view_state: Any = None  # the game state the cached view was made from
        self._view: Any = None
        self._last_view: Any = self.view
        #: the moves to show, in order (``game.ui.pacing.Moment``); the first is shown now
        self.moments: deque[Moment] = deque()
        #: for each person, how many of the record's actions they have been shown (on
        #: their own screen, or made themselves): after the curtain, the others are
        #: played to them; a game opened here (a loaded one) starts with none to show
        self._seen: dict[int, int] = {}
        self._seen_floor = len(controller.record.actions)
        #: the list of what happened since the viewer's last decision is open
        self._since_open = False
        self._since_closed = False  # the person closed it since their last decision
        self._since_key: tuple[object, ...] | None = None
        self._since_list: list[ChronicleEntry] = []
        #: what stood under the pointer lately: (clock, position, clickable thing there)
        self._under: deque[tuple[float, tuple[int, int], Any]] = deque()
        self.next_button: Button | None = None
        self.all_button: Button | None = None
        self._swallow = False  # the release of an ignored click is ignored too
        self._pressed_at: tuple[int, int] | None = None  # where the left button went down
        self.chronicle_family: int | None = None
        self._chronicle_key: tuple[object, ...] | None = None
        self._chronicle: list[ChronicleEntry] = []
        self._readable: list[ChronicleEntry] = []  # the entries folded into ``_chronicle``
        self._folded: tuple[list[ChronicleEntry], list[int]] = ([], [])  # the lines, where each run began
        self._clock = 0.0
        self._failure: i18n.Message | None = None
        self._save_error: i18n.Message | None = None  # the last autosave failure shown
        self._game_over_shown = False
        self._prompt_full = ""
        self._prompt_cut = False
        #: the seat whose turn has just ended, held on screen until Continue is clicked
        self.turn_over: int | None = None
        self.continue_button: Button | None = None
        self.since_button: Button | None = None
        self.since_close: Button | None = None
        #: the list of what happened since the viewer's last action (see ``since_entries``)
        self.since_view: ChronicleView | None = None
        self._replaying: ChronicleEntry | None = None
        self._away = True  # the viewer has not had a decision since the screen was theirs
        self._scrolls: dict[int | None, tuple[float, bool]] = {}  # each seat's chronicle position
        self._plaque: pygame.Rect | None = None  # the panel of reveals, as last drawn
        self._idle_floor = 0  # where the waiting panel's words end, as last drawn
        self.layers = FrameLayers()
        self._versions: dict[int, tuple[Any, int]] = {}  # id(view) -> (view, version)
        self._version_serial = 0

    # ------------------------------------------------------------------ GameContext
    @property
    def viewer(self) -> int | None:
        """The seat whose view the screen shows; None before any person sat down."""
        return self._viewer

    def version_of(self, view: Any) -> int:
        """A number that stays the same for one view object and differs for another:
        what layers drawn from a view are keyed on (the last few views are kept, so an
        id is never reused while it is remembered)."""
        known = self._versions.get(id(view))
        if known is not None and known[0] is view:
            return known[1]
        self._version_serial += 1
        self._versions[id(view)] = (view, self._version_serial)
        while len(self._versions) > 12:
            del self._versions[next(iter(self._versions))]
        return self._version_serial

    def state_key(self) -> tuple[object, ...]:
        """What changes whenever the game moves on (an action, an undo)."""
        return (len(self.controller.record.actions),)

    @property
    def view(self) -> Any:
        """``view_for(state, viewer)``, recomputed only when the game or viewer changed."""
        state = self.controller.state
        key = (*self.state_key(), self._viewer)
        if self._view is None or self._view_state is not state or self._view_key != key:
            self._view = self.controller.view(self._viewer)
            self._view_state = state
            self._view_key = key
        return self._view

    def submit(self, action: Action) -> bool:
        """Submit a human seat's action; an illegal one shows the rules' reason."""
        decision = self.pending()
        try:
            events = self.controller.submit(action)
        except IllegalAction as exc:
            self.notice(exc.reason)
            return False
        self.moments = type(self.moments)(m for m in self.moments if not m.replay)
        if decision is not None and decision.seat == self._viewer:
            # The viewer has played on: what came before is behind them.
            self._since_open = self._since_closed = False
            self._replaying = None
            self._show_since()
        if decision is not None and self.ends_own_turn(decision, action, events):
            self.turn_over = decision.seat
            if self.continue_button is not None:
                self.continue_button.visible = True
        self._on_events(events, mine=True)
        self._sync_decision()
        return True

    # ------------------------------------------------------------------ the end of a turn
    def ends_own_turn(self, decision: Decision, action: Action, events: list[Event] | None = None) -> bool:
        """Whether the table holds the end of the viewer's turn until they click
        Continue: ``action``, their answer to ``decision``, ended their turn by itself
        (not on purpose: ``GameUI.turn_enders``; not an answer inside another seat's
        turn), the computer passes next to another person (so the curtain would hide the
        result at once), and ``events`` did more than the one thing chosen
        (``unseen``)."""
        if decision.seat != self._viewer or decision.interrupt or self.controller.is_ai(decision.seat):
            return False
        if action.kind in self.ui.turn_enders:
            return False
        after = self.pending()
        if after is None or after.seat == decision.seat or after.interrupt or self.controller.is_ai(after.seat):
            return False
        return events is None or self.unseen(decision.seat, events)

    def unseen(self, seat: int, events: list[Event]) -> bool:
        """Whether ``events``, of an action ``seat`` made, hold something that seat did not
        choose and could not see as it clicked: a new step of the game began (a phase or
        round ended), or another seat was concerned. Reveals are left aside: their panel
        shows them anyway before the screen passes on."""
        for e in events:
            if e.reveals or (e.visible_to is not None and seat not in e.visible_to):
                continue
            if e.progress is not None or any(s != seat for s in e.seats):
                return True
        return False

    def end_turn(self) -> None:
        """Continue: the player has seen the result of their turn; the game goes on."""
        self.turn_over = None
        self._synced = None
        if self.continue_button is not None:
            self.continue_button.visible = False

    def continue_words(self) -> str:
        """The Continue button's words while a turn's end is held."""
        d = self.pending()
        if d is not None and not self.controller.is_ai(d.seat) and d.seat != self._viewer:
            return i18n.t("core.table.continue_pass")
        return i18n.t("core.title.continue")

    def notice(self, text: i18n.Text) -> None:
        self.app.notify(text)

    def describe(self, action: Action) -> i18n.Text:
        return self.controller.describe(action, self.view)

    # ------------------------------------------------------------------ seats
    def outcome(self) -> Any:
        """How the game ended, or None while it goes on."""
        return self.controller.rules.outcome(self.controller.state)

    def seat_name(self, seat: int) -> str:
        names = self.controller.seat_names()
        return names[seat] if 0 <= seat < len(names) else i18n.t("core.table.nobody")

    def seat_colour(self, seat: int) -> Any:
        """The seat's colour as the data offers it (``SeatColour``)."""
        config = self.controller.record.config.seats
        colour = config[seat].color if 0 <= seat < len(config) else ""
        return self.colours.get(colour, seats.UNKNOWN)

    def seat_marker(self, seat: int, size: int) -> pygame.Surface:
        """The seat's marker of ``size`` pixels (the prompt, the chronicle, its filter)."""
        return seats.seat_marker(self.ui, self.seat_colour(seat), size)

    def pending(self) -> Decision | None:
        """The pending decision, asked of the rules once a frame (and again after any
        action): the table and its panels ask for it a dozen times a frame."""
        key = (self.app.frame, id(self.controller.state), len(self.controller.record.actions))
        if key != self._pending_key:
            self._pending_key = key
            self._pending = self.controller.pending()
        return self._pending

    def deciding_seat(self) -> int | None:
        d = self.pending()
        return d.seat if d is not None else None

    # ------------------------------------------------------------------ viewer and undo
    def set_viewer(self, seat: int | None) -> None:
        """Show ``seat``'s view of the game (the curtain calls this after the click), with
        their chronicle where they left it and what happened since their last turn."""
        if self.chronicle is not None:
            self._scrolls[self._viewer] = self.chronicle.position()
        changed = seat != self._viewer
        self._viewer = seat
        self.finish_animations()
        self.turn_over = None
        self._last_view = self.view
        self._synced = None
        self.app.tooltip.hide()
        if changed:
            self._since_open = False
            self._since_closed = False
            self._away = True
            self._under.clear()  # the last person's pointer: the curtain guarded its clicks
        if self.chronicle is not None:
            self.chronicle.restore(self._scrolls.get(seat, (0.0, True)))
        if changed:
            self._catch_up()
        self._show_since()
        self._sync_decision()

    def _catch_up(self) -> None:
        """Queue, for the person now at the screen, the moves made since their last
        decision that they were not shown (made while another person's screen was up),
        each as it was, from the states kept before it."""
        seat = self._viewer
        ctl = self.controller
        if seat is None or ctl.is_ai(seat):
            return
        total = len(ctl.record.actions)
        start = max(self.seen(seat), ctl.acted.get(seat, (0, 0))[1])
        self._seen[seat] = total
        speed = self._speed()
        if speed <= 0:
            return
        rules = ctl.rules
        if start == 0 and ctl.record.start_events:
            # A new game: what its set-up revealed (cards dealt, dice rolled) comes first.
            first = ctl.state_before(0)
            if first is not None:
                view = rules.view_for(first, seat)
                moment = self.make_moment(-1, None, list(ctl.record.start_events), view, view, False, speed)
                if moment is not None and moment.parts:
                    moment.pace = 0.0
                    self.moments.append(moment)
        for index in range(start, total):
            before, after = ctl.state_before(index), ctl.state_before(index + 1)
            mover = ctl.actors[index] if index < len(ctl.actors) else None
            if before is None or after is None or mover == seat:
                continue
            events = [e.event for e in ctl.chronicle if index in e.actions]
            moment = self.make_moment(
                index, mover, events, rules.view_for(before, seat), rules.view_for(after, seat), False, speed
            )
            if moment is not None:
                self.moments.append(moment)

    def seen(self, seat: int) -> int:
        """How many of the record's actions ``seat``'s person has been shown."""
        return max(self._seen.get(seat, 0), self._seen_floor)

    def may_undo(self) -> bool:
        if self.turn_over is not None:
            return self.turn_over == self._viewer and self.controller.can_undo(self.turn_over)
        d = self.pending()
        return (
            d is not None
            and d.seat == self._viewer
            and not self.controller.is_ai(d.seat)
            and self.controller.can_undo()
        )

    def undo(self) -> None:
        """Take back the viewer's last action, within the controller's limits (also the
        action that has just ended their turn, while its end is held)."""
        if not self.may_undo():
            return
        if self.controller.undo(self.turn_over):
            self.turn_over = None
            self.finish_animations()
            total = len(self.controller.record.actions)
            self._seen = {seat: min(n, total) for seat, n in self._seen.items()}
            self._seen_floor = min(self._seen_floor, total)
            self._last_view = self.view
            self._synced = None
            self._sync_decision()

    def overdrawn(self) -> None:
        self.layers.invalidate()

    def damaged(self, rect: pygame.Rect) -> None:
        self.layers.damage(rect)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.layers.clear()  # the widgets are made anew
        super().layout()

    def build(self) -> None:
        """The generic table: the prompt and the decision on the left, the chronicle on
        the right."""
        t = self.theme
        w, h = self.size
        m = t.px(10)
        right_w = t.px(372)
        right = pygame.Rect(w - m - right_w, m, right_w, h - 2 * m)
        left = pygame.Rect(m, m, right.left - 2 * m, h - 2 * m)
        inner = self.build_prompt(pygame.Rect(left.left, left.top, left.width, t.px(80)))
        menu = self.build_menu(inner, t.px(96), t.px(14))
        assert self.undo_button is not None
        top = self.prompt_panel.bottom + t.px(8)
        self.decision_rect = pygame.Rect(left.left, top, left.width, left.bottom - top)
        self.tall_rect = self.decision_rect
        self.stage = self.decision_rect
        self.build_chronicle(right)
        for button in (self.undo_button, menu):
            button.focusable = False  # Enter and the arrows belong to the decision
        assert self.family_filter is not None and self.chronicle is not None  # build_chronicle made them
        self.group.add(self.undo_button, menu, self.family_filter, self.chronicle)
        self._place_view()

    def build_prompt(self, panel: pygame.Rect) -> pygame.Rect:
        """The prompt bar in ``panel``, with the undo button at its right; returns the
        panel's inner rectangle. The caller adds the undo button to the group."""
        t = self.theme
        self.prompt_panel = panel
        inner = panel.inflate(-2 * t.px(14), -2 * t.px(10))
        undo = Button(
            t,
            "",
            self.undo,
            pygame.Rect(0, 0, t.px(40), t.px(40)),
            icon="back",
            role="button",
            tooltip=i18n.t("core.table.undo_tip", seat=self.ui.seat_word),
        )
        undo.rect.midright = (inner.right, inner.centery)
        self.undo_button = undo
        self.prompt_rect = pygame.Rect(inner.left, inner.top, undo.rect.left - t.px(10) - inner.left, inner.height)
        return inner

    def build_menu(self, inner: pygame.Rect, width: int, gap: int) -> Button:
        """The menu button at the left of the prompt bar's ``inner`` rectangle (from
        ``build_prompt``), ``width`` wide, the prompt's words starting ``gap`` after it.
        The caller adds it to the group."""
        t = self.theme
        menu = Button(
            t,
            i18n.t("core.table.menu"),
            self.on_escape,
            pygame.Rect(0, 0, width, t.px(32)),
            icon="scroll",
            role="small_bold",
            tooltip=i18n.t(MENU_TIP),
        )
        menu.rect.midleft = (inner.left, inner.centery)
        assert self.undo_button is not None
        self.prompt_rect.left = menu.rect.right + gap
        self.prompt_rect.width = self.undo_button.rect.left - t.px(10) - self.prompt_rect.left
        return menu

    def build_column(self, col: pygame.Rect, top: int, share: float, least: int) -> None:
        """The decision's panel (``share`` of the room under ``top``, at least ``least``
        high) above the chronicle, in the column ``col``; a tall view takes both."""
        t = self.theme
        rest = col.bottom - top - t.px(8)
        self.decision_rect = pygame.Rect(col.left, top, col.width, max(least, round(rest * share)))
        below = self.decision_rect.bottom + t.px(8)
        self.build_chronicle(pygame.Rect(col.left, below, col.width, col.bottom - below))
        self.tall_rect = self.decision_rect.union(self.chronicle_rect)

    def build_chronicle(self, rect: pygame.Rect) -> None:
        """The chronicle panel in ``rect``: its heading, the seat filter and the list.
        The caller adds ``family_filter`` and ``chronicle`` to the group."""
        t = self.theme
        self.chronicle_rect = rect
        n = self.controller.seats
        inner = rect.inflate(-2 * t.px(14), -2 * t.px(9))
        head_h = t.line_height("subheading")
        names = self.controller.seat_names()
        filter_h = t.px(22)
        filter_w = t.text_size(i18n.t("core.chronicle.all"), "small_bold")[0] + t.px(20) + n * (filter_h + t.px(4))
        self.family_filter = FamilyFilter(
            t,
            [(s, names[s]) for s in range(n)],
            self.seat_marker,
            lambda: self.chronicle_family,
            self.filter_chronicle,
            pygame.Rect(inner.right - filter_w, inner.top + (head_h - filter_h) // 2, filter_w, filter_h),
        )
        position = self.chronicle.position() if self.chronicle is not None else None
        list_rect = pygame.Rect(
            inner.left,
            inner.top + head_h + t.px(6),
            inner.width,
            max(t.px(20), inner.bottom - inner.top - head_h - t.px(6)),
        )
        self.chronicle = ChronicleView(t, self.chronicle_entries, self.seat_marker, self.ui, list_rect)
        if position is not None:
            self.chronicle.restore(position)
        self.build_since(inner, list_rect, filter_h)

    def build_since(self, inner: pygame.Rect, list_rect: pygame.Rect, button_h: int) -> None:
        """The hourglass by the chronicle's heading, and the list of what happened since
        the viewer's last turn with its Close button, over the chronicle."""
        t = self.theme
        assert self.family_filter is not None
        head = self.family_filter.rect
        since = Button(
            t,
            "",
            self.toggle_since,
            pygame.Rect(head.left - t.px(8) - button_h, head.top, button_h, button_h),
            icon="hourglass",
            role="small_bold",
            tooltip=i18n.t("core.table.since_tip"),
        )
        since.focusable = False
        close = Button(
            t,
            i18n.t("core.common.close"),
            self.close_since,
            pygame.Rect(inner.right - t.px(84), head.top - t.px(2), t.px(84), button_h + t.px(4)),
            role="small_bold",
            tooltip=i18n.t("core.table.close_since_tip"),
        )
        close.focusable = False
        self.since_button = since
        self.since_close = close
        hint_h = t.line_height("small_italic")
        self.since_view = ChronicleView(
            t,
            lambda: self.since_entries or [],
            self.seat_marker,
            self.ui,
            pygame.Rect(list_rect.left, list_rect.top, list_rect.width, max(t.px(20), list_rect.height - hint_h)),
            on_pick=self.replay,
            playing=self.playing_entry,
        )
        self.since_view.focusable = False
        self.group.add(since, close, self.since_view)

    def _place_view(self) -> None:
        """Lay the decision view out: a tall view (a battle, a Troyes turn) takes
        ``tall_rect``, and the chronicle hides if it lies there, until the decision is
        answered; while the list of what happened since the viewer's last turn is open,
        the tall view leaves it a strip at the column's foot (``since_rect``)."""
        own = self.view_dock(self.decision_view) if self.decision_view is not None else None
        tall = self.decision_view is not None and self.decision_view.tall and own is None
        self.dock = own if own is not None else self.tall_rect if tall else self.decision_rect
        self.chronicle_shown = not ((tall or own is not None) and self.dock.colliderect(self.chronicle_rect))
        self.since_rect = self.chronicle_rect
        if tall and not self.chronicle_shown and self.since_entries is not None:
            t = self.theme
            strip = min(self.chronicle_rect.height, max(t.px(176), round(self.chronicle_rect.height * 0.65)))
            self.since_rect = pygame.Rect(
                self.chronicle_rect.left, self.chronicle_rect.bottom - strip, self.chronicle_rect.width, strip
            )
            self.dock = pygame.Rect(
                self.tall_rect.left,
                self.tall_rect.top,
                self.tall_rect.width,
                self.since_rect.top - t.px(8) - self.tall_rect.top,
            )
        self._lay_since()
        self._show_since()
        if self.decision_view is not None:
            self.decision_view.layout(self.dock)
        self._place_continue()

    def view_dock(self, view: DecisionView) -> pygame.Rect | None:
        """The room a game's table lends ``view`` instead of the decision's panel (its
        whole stage, for a screen that needs it while the board has nothing to show);
        None: the usual panel (``tall_rect`` for a tall view)."""
        return None

    def _lay_since(self) -> None:
        """The list of what happened since the viewer's last turn, its Close button and
        hint, in ``since_rect`` (the chronicle's room, or the strip a tall view leaves)."""
        if self.since_view is None or self.since_close is None:
            return
        t = self.theme
        inner = self.since_rect.inflate(-2 * t.px(14), -2 * t.px(9))
        head_h = t.line_height("subheading")
        hint_h = t.line_height("small_italic")
        self.since_close.rect.topright = (inner.right, inner.top + (head_h - self.since_close.rect.height) // 2)
        top = inner.top + head_h + t.px(6)
        self.since_view.rect = pygame.Rect(inner.left, top, inner.width, max(t.px(20), inner.bottom - top - hint_h))

    @property
    def since_shown(self) -> bool:
        """Whether the list of what happened since the viewer's last turn is on screen
        (in the chronicle's room, or in the strip a tall view leaves it)."""
        return self.since_entries is not None and (self.chronicle_shown or self.since_rect != self.chronicle_rect)

    def _show_since(self) -> None:
        """The chronicle, or the list of what happened since the viewer's last turn."""
        since = self.since_entries is not None
        for widget in (self.chronicle, self.family_filter):
            if widget is not None:
                widget.visible = self.chronicle_shown and not since
        for over in (self.since_view, self.since_close):
            if over is not None:
                over.visible = self.since_shown
        if self.since_button is not None:
            self.since_button.visible = self.chronicle_shown and not since and self._viewer is not None

    def _place_continue(self) -> None:
        """The Continue button of a turn's end, at the top of the decision's area, and
        the buttons that go on while the others' moves are shown: Next and All at once."""
        t = self.theme
        if self.continue_button is None or self.continue_button not in self.group.widgets:
            self.continue_button = Button(
                t,
                i18n.t("core.title.continue"),
                self.end_turn,
                pygame.Rect(0, 0, 0, 0),
                primary=True,
                shortcut=pygame.K_RETURN,
                role="button",
                tooltip=i18n.t("core.table.continue_tip"),
            )
            self.continue_button.focusable = False
            self.group.add(self.continue_button)
        if self.next_button is None or self.next_button not in self.group.widgets:
            self.next_button = Button(
                t,
                i18n.t("core.table.next_move"),
                self.next_move,
                pygame.Rect(0, 0, 0, 0),
                primary=True,
                role="small_bold",
                tooltip=i18n.t("core.table.next_move_tip"),
            )
            self.all_button = Button(
                t,
                i18n.t("core.table.all_moves"),
                self.skip_all,
                pygame.Rect(0, 0, 0, 0),
                role="small_bold",
                tooltip=i18n.t("core.table.all_moves_tip"),
            )
            for button in (self.next_button, self.all_button):
                button.focusable = False
                button.visible = False
                self.group.add(button)
        inner = t.panel_content(self.decision_rect)
        self.continue_button.rect = pygame.Rect(inner.left, inner.top + t.px(52), inner.width, t.px(42))
        self.continue_button.visible = self.turn_over is not None
        assert self.all_button is not None
        gap = t.px(8)
        row = pygame.Rect(inner.left, inner.top + t.px(48), inner.width, t.px(34))
        half = (row.width - gap) // 2
        self.next_button.rect = pygame.Rect(row.left, row.top, half, row.height)
        self.all_button.rect = pygame.Rect(row.left + half + gap, row.top, row.width - half - gap, row.height)
        self._show_move_buttons()

    def _show_move_buttons(self) -> None:
        """Next and All at once show while another seat's move is being shown."""
        m = self.moment()
        on = m is not None and not m.mine and not m.replay and self.turn_over is None
        for button in (self.next_button, self.all_button):
            if button is not None:
                button.visible = on

    # ------------------------------------------------------------------ chronicle
    def chronicle_entries(self) -> list[ChronicleEntry]:
        """What the viewer may read, filtered on the chosen seat, folded. When the
        chronicle only grew, only its tail is folded again (from the start of the last
        line, which the new entries may lengthen)."""
        chron = self.controller.chronicle
        horizon = self.horizon()
        key = (
            len(chron),
            id(chron[-1]) if chron else 0,
            self._viewer,
            self.chronicle_family,
            i18n.language(),
            horizon,
        )
        if key == self._chronicle_key:
            return self._chronicle
        readable = self.before_horizon(self.controller.chronicle_for(self._viewer, self.chronicle_family), horizon)
        old, (lines, starts) = self._readable, self._folded
        grew = (
            self._chronicle_key is not None
            and self._chronicle_key[2:5] == key[2:5]
            and len(readable) >= len(old)
            and (not old or readable[len(old) - 1] is old[-1])
        )
        ui, state = self.ui, self.controller.state
        if grew and lines:
            begin = starts[-1]
            tail, tail_starts = fold_runs(readable[begin:], ui.chronicle_key, ui.chronicle_line, state, begin)
            lines, starts = lines[:-1] + tail, starts[:-1] + tail_starts
        else:
            lines, starts = fold_runs(readable, ui.chronicle_key, ui.chronicle_line, state)
        self._readable, self._folded = readable, (lines, starts)
        self._chronicle, self._chronicle_key = lines, key
        return lines

    def fold(self, entries: list[ChronicleEntry]) -> list[ChronicleEntry]:
        """The entries with the game's runs folded into one line each."""
        return fold_entries(entries, self.ui.chronicle_key, self.ui.chronicle_line, self.controller.state)

    def horizon(self) -> int | None:
        """The last action whose lines the viewer may read now: the one being shown, while
        moves are queued to be shown (the lines of those after it come with them);
        None when nothing is queued."""
        queued = [m.index for m in self.moments if not m.replay]
        return min(queued) if queued else None

    @staticmethod
    def before_horizon(entries: list[ChronicleEntry], horizon: int | None) -> list[ChronicleEntry]:
        if horizon is None:
            return entries
        return [e for e in entries if not e.actions or max(e.actions) <= horizon]

    # ------------------------------------------------------------------ since your last turn
    def since_last_turn(self, seat: int) -> list[ChronicleEntry]:
        """What ``seat`` may read of what happened after its last decision, folded (as
        far as the moves shown so far, while ``seat`` is at the screen)."""
        entries = self.controller.since(seat)
        if seat == self._viewer:
            entries = self.before_horizon(entries, self.horizon())
        return self.fold(entries)

    @property
    def since_entries(self) -> list[ChronicleEntry] | None:
        """The list of what happened since the viewer's last decision while it is open
        (None when closed): made anew whenever the chronicle grows or a move is shown,
        so it is never stale."""
        if not self._since_open or self._viewer is None:
            return None
        chron = self.controller.chronicle
        key = (
            len(chron),
            id(chron[-1]) if chron else 0,
            self._viewer,
            self.controller.acted.get(self._viewer),
            self.horizon(),
            i18n.language(),
        )
        if key != self._since_key:
            self._since_key = key
            self._since_list = self.since_last_turn(self._viewer)
        return self._since_list

    def since_waiting(self, seat: int) -> int:
        """How many lines the list of what happened since ``seat``'s last action will
        show when the screen passes to that person (0: it will not open, as nothing
        another seat did is in it). The curtain says so before it lifts."""
        if self.controller.is_ai(seat):
            return 0
        entries = self.fold(self.controller.since(seat))
        return len(entries) if self.controller.by_others(seat, entries) else 0

    def open_since(self) -> None:
        """Show the list of what happened since the viewer's last action."""
        if self._viewer is None:
            return
        self._since_open = True
        if self.since_view is not None:
            self.since_view.restore((0.0, False))
        self._place_view()

    def close_since(self) -> None:
        if self._since_open:
            self._since_closed = True
        self._since_open = False
        self._replaying = None
        self._place_view()

    def toggle_since(self) -> None:
        if self.since_entries is None:
            self.open_since()
        else:
            self.close_since()

    def playing_entry(self) -> ChronicleEntry | None:
        """The line of the list played now: the one asked for, else the move shown."""
        if self._replaying is not None:
            return self._replaying
        m = self.moment()
        if m is None or m.mine or m.replay:
            return None
        for entry in self.since_entries or []:
            if m.index in entry.actions:
                return entry
        return None

    def replay(self, entry: ChronicleEntry) -> None:
        """Play the actions ``entry`` tells of again, as the viewer saw them: each as a
        move, over the views from before and after it (with its caption when the states
        are no longer kept)."""
        self.moments = type(self.moments)(m for m in self.moments if not m.replay)
        self._replaying = entry
        if self.since_view is not None and self.since_entries is not None:
            self.since_view.show_entry(entry)
        speed = self._speed() or 1.0
        rules = self.controller.rules
        shown: set[int] = set(entry.actions)
        for index in entry.actions:
            before = self.controller.state_before(index)
            after = self.controller.state_before(index + 1)
            if before is None or after is None:
                continue
            events = [
                e.event
                for e in self.controller.chronicle
                if index in e.actions and (e.visible_to is None or self._viewer in e.visible_to)
            ]
            mover = self.controller.actors[index] if index < len(self.controller.actors) else None
            moment = self.make_moment(
                index,
                mover,
                events,
                rules.view_for(before, self._viewer),
                rules.view_for(after, self._viewer),
                False,
                speed,
                replay=True,
            )
            if moment is not None:
                self.moments.append(moment)
                shown.discard(index)
        if shown or not entry.actions:
            view = self.view
            caption = Moment(view, view, index=-1, parts=[CaptionPart(entry.text)], show_time=0.3 / speed)
            caption.replay = True
            caption.stay = REPLAY_SECONDS
            self.moments.append(caption)

    def filter_chronicle(self, seat: int | None) -> None:
        """Show only the entries about ``seat`` (the same seat again, or None: all)."""
        self.chronicle_family = None if seat is None or seat == self.chronicle_family else seat
        if self.chronicle is not None:
            self.chronicle.scroll_to(self.chronicle.max_offset())

    # ------------------------------------------------------------------ the pending decision
    def _sync_decision(self) -> None:
        """Give the pending decision to a decision view when it is the viewer's to make."""
        state = self.controller.state
        blocked = self.blocking
        key = (id(state), *self.state_key(), self._viewer, blocked)
        if key == self._synced:
            return
        self._synced = key
        d = self.pending()
        self.before_sync(d)
        if d is None or self.controller.is_ai(d.seat) or d.seat != self._viewer:
            self._away = True
            self._close_view()
            return
        if blocked:  # what came before the decision is still being shown
            self._close_view()
            return
        if self._away:
            self._away = False
            self._turn_begins()
        what = self.decision_key(d)
        if self.decision_view is not None and self._decision_key == what:
            self.decision_view.refresh(d)
            return
        self._close_view()
        self.decision_view = self.make_view(d)
        self._decision_key = what
        self._place_view()

    def _turn_begins(self) -> None:
        """The viewer's decision has come (after the curtain, or after others played):
        what happened since their last action opens in the chronicle's place, when it
        tells of another seat's doing."""
        if self._viewer is None or self.controller.is_ai(self._viewer) or self._since_open or self._since_closed:
            return
        if self.controller.by_others(self._viewer, self.since_last_turn(self._viewer)):
            self.open_since()

    def before_sync(self, d: Decision | None) -> None:
        """The pending decision (of any seat) is looked at anew: a game's table updates
        what its own buttons may do."""

    def decision_key(self, d: Decision) -> tuple[object, ...]:
        """What keeps the same view open (with new options) rather than a new one: the
        seat, the kind and the step of the game; a game's table adds its own modes."""
        return (d.seat, d.kind, *self.controller.rules.progress(self.controller.state))

    def make_view(self, d: Decision) -> DecisionView:
        """The view of the viewer's pending decision: the game's own, or its chooser."""
        return decisions.view_for(self, d, self.ui.views, self.ui.chooser)

    def _close_view(self) -> None:
        tall = self.decision_view is not None and self.decision_view.tall
        self.decision_view = None
        self._decision_key = None
        if tall:
            self._place_view()

    def _check_viewer(self) -> None:
        """Pass the screen to the human seat whose decision is pending (behind the curtain)."""
        seat = curtain_needed(self.controller, self._viewer)
        if seat is None or self.app.scenes.top is not self:
            return
        if between_people(self.controller) and self.app.has_scene("curtain"):
            self.app.open("curtain", game=self, seat=seat)
        else:
            self.set_viewer(seat)

    def _check_game_over(self) -> None:
        if self._game_over_shown or self.outcome() is None or self.app.scenes.top is not self:
            return
        self._game_over_shown = True
        if self.app.has_scene("game_over"):
            self.app.open("game_over", game=self)

    # ------------------------------------------------------------------ events and what they show
    def _speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.app.settings.animation_speed, 1.0)

    def _pace(self) -> float:
        """Seconds another seat's move is held (the settings' pace)."""
        return PACES.get(self.app.settings.pace, PACES["normal"])

    def _on_events(self, events: list[Event], mine: bool = False) -> None:
        """New events: queue the move they make, over the view from before them."""
        before = self._last_view
        after = self.view
        self._last_view = after
        self.on_events(events, mine)
        ctl = self.controller
        index = len(ctl.record.actions) - 1
        if self._viewer is not None:
            self._seen[self._viewer] = len(ctl.record.actions)
        speed = self._speed()
        if speed <= 0:
            self.finish_animations()
            return
        mover = ctl.actors[index] if 0 <= index < len(ctl.actors) else None
        moment = self.make_moment(index, mover, events, before, after, mine, speed)
        if moment is not None:
            self.moments.append(moment)
            self._list_moves(moment)

    def make_moment(
        self,
        index: int,
        seat: int | None,
        events: list[Event],
        before: Any,
        after: Any,
        mine: bool,
        speed: float,
        replay: bool = False,
    ) -> Moment | None:
        """The move action ``index`` (made by ``seat``) makes for the viewer, or None when
        there is nothing to show: what the game lights for its events, its line held for
        the pace (not the viewer's own), its reveals in one panel, the game's animation."""
        viewer = self._viewer
        shown = [e for e in events if e.visible_to is None or (viewer is not None and viewer in e.visible_to)]
        if not shown:
            return None
        parts = self.reveal_parts(shown, before, after)
        if not parts and any(e.reveals for e in shown):
            # Whatever a move reveals is seen: told in words where the game draws nothing.
            rules, state = self.controller.rules, self.controller.state
            parts = [CaptionPart(rules.describe_event(state, e)) for e in shown if e.reveals]
        anim = self.animation(shown, before, after, mine and not replay, speed)
        own = mine and not replay
        lights = () if own else lights_of(self.ui.lights, shown, before, after)
        pace = 0.0 if own else self._pace()
        if replay:
            pace = max(pace, REPLAY_SECONDS)
        if own and not parts and anim is None:
            return None
        if not parts and anim is None and pace <= 0:
            return None
        moment = Moment(
            before,
            after,
            index=index,
            seat=seat,
            mine=own,
            lights=lights,
            parts=parts,
            anim=anim,
            pace=pace,
            show_time=REVEAL_SECONDS / speed,
            replay=replay,
        )
        moment.stay = 0.0 if replay else self.hold_time()
        return moment

    def reveal_parts(self, events: list[Event], before: Any, after: Any) -> list[RevealPart]:
        """What a move shows in its panel, from its events the viewer may see: here,
        each event that reveals something (``Event.reveals``), in words; a game's table
        draws its dice and cards (and may show more: the final scores)."""
        rules, state = self.controller.rules, self.controller.state
        return [CaptionPart(rules.describe_event(state, e)) for e in events if e.reveals]

    def animation(self, events: list[Event], before: Any, after: Any, mine: bool, speed: float) -> Batch | None:
        """The game's own animation of a move (lords riding along the roads), played
        before its lights, or None (the generic table has none)."""
        return None

    def hold_time(self) -> float | None:
        """How long a revealed thing stays up once shown: None until someone clicks
        (the settings' choice), else seconds; a table of computer players only runs on
        by the clock."""
        seconds = self.app.settings.hold_seconds
        if not self.controller.human_seats():
            return float(seconds) if seconds > 0 else WATCH_SECONDS
        return float(seconds) if seconds > 0 else None

    def moment(self) -> Moment | None:
        """The move being shown now, or None."""
        return self.moments[0] if self.moments else None

    def shown_view(self) -> Any:
        """The view the board shows now: from before the move being shown while it rides
        or lights what it took, from after it once it is made, else the latest."""
        m = self.moment()
        if m is None:
            return self.view
        return m.before if m.showing_before else m.after

    def lit(self) -> tuple[Light, ...]:
        """What the board lights now for the move being shown (the game's keys)."""
        m = self.moment()
        return m.lit() if m is not None else ()

    def panel_parts(self) -> list[RevealPart]:
        """The parts of the page of reveals shown now (none when no panel is up)."""
        m = self.moment()
        if m is None or not m.shows_panel:
            return []
        if not m.pages:
            m.pages = paginate(m.parts, self.theme, self.stage)
        return m.pages[min(m.page, len(m.pages) - 1)]

    def acknowledge(self) -> bool:
        """Go on past the thing held on screen; True when something was held."""
        m = self.moment()
        if m is None or not m.shows_panel or not m.waiting:
            return False
        return m.skip()

    def skip(self) -> bool:
        """Space, a click on the board or Next: the move shown goes on at once (a panel
        of reveals is acknowledged). True when something was shown."""
        m = self.moment()
        if m is None or not m.blocks:
            return False
        return m.skip()

    def next_move(self) -> None:
        """Next: the move shown goes on at once."""
        self.skip()

    def skip_all(self) -> None:
        """All at once: the moves still to show are shown without being held (their
        reveals still wait for a click)."""
        for m in self.moments:
            if not m.replay and not m.mine:
                m.hurry()

    def on_events(self, events: list[Event], mine: bool) -> None:
        """New events, whatever the speed: a game's table reacts to its own (``mine``:
        they follow the viewer's own action)."""

    def _advance(self, dt: float) -> None:
        if self._speed() <= 0 and any(not m.replay for m in self.moments):
            self.moments = type(self.moments)(m for m in self.moments if m.replay)
            self.finish_effects()
        self.advance_effects(dt)
        m = self.moment()
        if m is None:
            return
        self._list_moves(m)
        if m.shows_panel and not m.pages:
            self.panel_parts()
        if m.advance(dt):
            self.moments.popleft()
            if m.replay and not any(r.replay for r in self.moments):
                self._replaying = None
            if self.since_view is not None and self.since_entries:
                entry = self.playing_entry()
                if entry is not None:
                    self.since_view.show_entry(entry)

    def _list_moves(self, m: Moment) -> None:
        """Another seat's move is shown to a person: the list of what happened since
        their last decision opens (unless they closed it), the moves listed as shown."""
        if m.mine or m.replay or self._viewer is None or self._since_closed or self._since_open:
            return
        if not self.controller.is_ai(self._viewer):
            self.open_since()

    def finish_effects(self) -> None:
        """Effects that play at once end now (the speed became instant)."""

    def advance_effects(self, dt: float) -> None:
        """Effects that play at once, queued behind nothing (a game's table has some)."""

    @property
    def animating(self) -> bool:
        return bool(self.moments)

    @property
    def blocking(self) -> bool:
        """A move before the pending decision is still to be shown: the decision waits."""
        return any(m.blocks and not m.replay for m in self.moments)

    @property
    def holding(self) -> bool:
        """A panel of reveals is held on screen, waiting for a click or its time."""
        m = self.moment()
        return m is not None and m.shows_panel and m.waiting

    def finish_animations(self) -> None:
        """Show the latest state at once (tests, and when the speed becomes instant)."""
        self.moments.clear()
        self._replaying = None
        self.finish_effects()

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self._clock += dt
        people = self.controller.human_seats()
        if self._viewer is None and len(people) == 1:
            # One person at the table: the screen is theirs from the start (their hand,
            # and what the computers do before their first decision, shown to them).
            self.set_viewer(people[0])
        self.before_frame(dt)
        self._advance(dt)
        # Computer players wait while a move is shown, a turn's end is held, or a menu
        # lies over the table.
        if not self.moments and self.turn_over is None and self._failure is None and self.app.scenes.top is self:
            try:
                events = self.controller.poll()
            except LengthLimitExceeded as exc:  # the game did not end itself: it stops here
                self._failure = i18n.m("core.table.cannot_go_on", problem=str(exc))
                self.notice(self._failure)
                events = []
            except Exception as exc:  # a computer player failed: say so, stop asking it
                self._failure = i18n.m("core.table.bot_failed", problem=str(exc))
                self.notice(self._failure)
                events = []
            if events:
                self._on_events(events)
                # Applying the move was this frame's work: the new picture is painted in
                # the frames that follow, so no frame does both.
                self.layers.hold()
        self._sync_decision()
        if not self.moments and self.turn_over is None:
            self._check_viewer()
            self._check_game_over()
        if self.decision_view is not None:
            self.decision_view.update(dt)
        self.after_frame(dt)
        if self.continue_button is not None:
            self.continue_button.visible = self.turn_over is not None
            self.continue_button.text = self.continue_words()
        self._show_move_buttons()
        self._note_pointer()
        if self.undo_button is not None:
            self.undo_button.enabled = self.may_undo()
        error = self.controller.last_save_error
        if error and error != self._save_error:
            self.notice(error)
        self._save_error = error
        rnd, step = self.controller.rules.progress(self.controller.state)
        if rnd:
            name = self.ui.step_name(step)
            over = self.outcome() is not None
            game = self.ui.title_of(self.game.title)
            if name and not over:
                self.title = i18n.m("core.table.window_title_step", game=game, round=rnd, step=name)
            else:
                self.title = i18n.m("core.table.window_title", game=game, round=rnd)

    def before_frame(self, dt: float) -> None:
        """Each frame, before what is shown moves on (a game's board input)."""

    def after_frame(self, dt: float) -> None:
        """Each frame, after the decision was synced (a game's own buttons)."""

    def resume(self) -> None:
        self._synced = None
        self.layers.invalidate()  # a scene lay over the table: the window shows it, not the table

    def pause(self) -> None:
        super().pause()
        self.layers.invalidate()

    # ------------------------------------------------------------------ input
    def on_escape(self) -> None:
        if self.app.has_scene("game_menu"):
            self.app.open("game_menu", game=self)
        else:
            self.app.back()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._guarded(event):
            return
        if self._held_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if self.table_key(event):
                return
            if event.key == pygame.K_ESCAPE:
                if self.decision_view is None or not self.decision_view.handle_event(event):
                    self.on_escape()
                return
        view = self.decision_view
        if self.capture_event(event):
            return
        if event.type == pygame.MOUSEMOTION and view is not None:
            view.handle_event(event)
        if self.group.handle_event(event):
            return
        if view is not None and self._to_decision(view, event):
            return
        if self.board_event(event):
            return
        if event.type == pygame.KEYDOWN:
            for widget in self.group.widgets:
                if isinstance(widget, Button) and widget.shortcut == event.key and widget.interactive:
                    widget.click()
                    return
            plain = not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
            if event.key == pygame.K_s and plain and self._viewer is not None:
                self.toggle_since()

    def table_key(self, event: pygame.event.Event) -> bool:
        """A key of the game's table (before Escape); True when taken."""
        return False

    def _held_event(self, event: pygame.event.Event) -> bool:
        """While a move is shown that the decision waits for: Space (and Enter while
        nobody at this screen decides) goes on, as does a click on the board or on the
        panel of reveals and its Continue button; the board takes no other click."""
        m = self.moment()
        if m is None or not m.blocks:
            return False
        if event.type == pygame.KEYDOWN:
            keys = (pygame.K_SPACE,) if self.decision_view is not None else (pygame.K_SPACE, pygame.K_RETURN)
            return event.key in keys and self.skip()
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if self._plaque is not None and m.shows_panel:
            plaque = self._plaque.union(continue_rect(self.theme, self._plaque))
            if plaque.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.skip()
                return True
        # A click on the board goes on too (the board still sees it: a drag of a map
        # that begins there is the board's, and is no click).
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed_at = event.pos
        elif self.stage.collidepoint(event.pos) and self.group.widget_at(event.pos) is None:
            down, self._pressed_at = self._pressed_at, None
            if down is not None and abs(down[0] - event.pos[0]) + abs(down[1] - event.pos[1]) <= 2 * GUARD_SLACK:
                self.skip()
        return False

    # ------------------------------------------------------------------ the pointer's guard
    def clickable_at(self, pos: tuple[int, int]) -> Any:
        """What a click at ``pos`` would answer (a button or a row, by its kind and
        words; the Continue of a panel of reveals), or None."""
        found = clickable(self.group.widget_at(pos))
        if found is not None:
            return found
        view = self.decision_view
        if view is not None and self.dock.collidepoint(pos):
            found = view.target_at(pos)
            if found is not None:
                return found
        m = self.moment()
        if m is not None and m.shows_panel and self._plaque is not None:
            if continue_rect(self.theme, self._plaque).collidepoint(pos):
                return ("continue", id(m), m.page)
        return None

    def _note_pointer(self) -> None:
        """Keep what stood under the pointer over the last ``GUARD_SECONDS``."""
        pos = self.app.mouse_pos
        if pos[0] < 0:
            return
        what = self.clickable_at(pos)
        under = self._under
        if not under or under[-1][1] != pos or under[-1][2] != what:
            under.append((self._clock, pos, what))
        while len(under) > 1 and under[1][0] < self._clock - GUARD_SECONDS:
            under.popleft()

    def _guarded(self, event: pygame.event.Event) -> bool:
        """A click on a button that replaced, within ``GUARD_SECONDS``, a different one
        standing where the pointer is: ignored (its release too)."""
        if event.type == pygame.MOUSEBUTTONUP and self._swallow and event.button == 1:
            self._swallow = False
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        self._swallow = False
        now = self.clickable_at(event.pos)
        if now is None:
            return False
        # Only what stood there since the pointer came to rest here counts: a pointer
        # that went away and came back means a click meant for what is there now.
        records = list(self._under)
        until = self._clock
        for at, pos, what in reversed(records):
            near = abs(pos[0] - event.pos[0]) <= GUARD_SLACK and abs(pos[1] - event.pos[1]) <= GUARD_SLACK
            if not near or until < self._clock - GUARD_SECONDS:
                break
            if what is not None and what != now:
                self._swallow = True
                return True
            until = at
        return False

    def capture_event(self, event: pygame.event.Event) -> bool:
        """Input the game's board holds on to (a drag under way); True when taken."""
        return False

    def board_event(self, event: pygame.event.Event) -> bool:
        """Input neither the widgets nor the decision took, for the game's board."""
        return False

    def _to_decision(self, view: DecisionView, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            handled = view.handle_event(event)
            return handled or self.dock.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.dock.collidepoint(self.app.mouse_pos):
            view.handle_event(event)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in SHARED_KEYS and not self.dock.collidepoint(self.app.mouse_pos):
                return False
            return view.handle_event(event)
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):  # a text field of the view
            return view.handle_event(event)
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        m = self.moment()
        if m is not None and m.shows_panel and self._plaque is not None:
            if self._plaque.union(continue_rect(self.theme, self._plaque)).collidepoint(pos):
                return None  # the panel lies over what is under it
        tip = self.group.tooltip_at(pos)
        if tip is not None:
            return tip
        if self.decision_view is not None and self.dock.collidepoint(pos):
            return self.decision_view.tooltip_at(pos)
        if self.prompt_rect.collidepoint(pos) and self._prompt_cut:
            return self._prompt_full
        return self.board_tooltip(pos)

    def board_tooltip(self, pos: tuple[int, int]) -> str | None:
        """The tooltip of the game's board under the pointer."""
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        layers = self.layers
        layers.begin(surface)
        since = self.since_entries is not None
        sheets = tuple(tuple(r) for r in self.panel_rects())
        backdrop = (
            surface.get_size(),
            self.theme.scale,
            self.chronicle_shown,
            since,
            sheets,
            tuple(self.chronicle_rect),
            tuple(self.since_rect),
        )
        layers.layer("table", surface.get_rect(), backdrop, lambda: self.draw_backdrop(surface))
        t = self.theme
        view = self.decision_view
        if view is None:
            # The waiting panel lies beside the board, not on it: only the soft edge of its
            # shadow reaches the board's area, so it goes first, and what moves on the board
            # never makes it be painted again.
            area = t.shadow_bounds(self.decision_rect)
            layers.layer("idle", area, self.idle_key, lambda: self._draw_idle(surface))
        self.draw_board(surface)
        text, seat = self.prompt_text()
        prompt = (text, seat, seat == self._viewer and self.outcome() is None, tuple(self.prompt_rect))
        # The prompt's words may use a little of the bar's margin, never its edge (where
        # the shadow of the sheet below begins).
        room = self.prompt_rect.inflate(0, 2 * t.px(8)).clip(self.prompt_panel.inflate(0, -2 * t.px(4)))
        layers.layer("prompt", room, prompt, lambda: self._draw_prompt(surface))
        if view is not None:
            # A decision's panel answers the pointer everywhere: drawn every frame.
            layers.live(view.drawing_bounds(self.dock, surface.get_rect()), lambda: view.draw(surface))
        self.group.draw(surface, layers)
        self.draw_over(surface)
        # The panel of reveals lies over everything on the table (the board, its panels,
        # the widgets): kept once its dice and cards have settled.
        m = self.moment()
        if m is not None and m.shows_panel:
            settled = (id(m), m.page, tuple(self.stage), t.scale, i18n.language()) if m.t >= 1.0 else None
            bounds = self.stage
            if self._plaque is not None and settled is not None:
                bounds = t.shadow_bounds(self._plaque).clip(surface.get_rect())
            layers.layer("reveals", bounds, settled, lambda: self.draw_reveal(surface))
            if m.waiting:
                # The Continue button goes under the panel, where it was drawn.
                plaque = self._plaque if self._plaque is not None else self.stage
                under = continue_rect(t, plaque).inflate(2 * t.px(4), 2 * t.px(4))
                layers.live(under, lambda: self.draw_held(surface))
        else:
            self._plaque = None
        layers.end()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The table and the sheets that lie on it for the whole layout."""
        t = self.theme
        c = t.colors
        t.draw_table(surface)
        for rect in self.panel_rects():
            t.draw_panel(surface, rect, ornate=False)
        if self.chronicle_shown or self.since_shown:
            panel = self.chronicle_rect if self.chronicle_shown else self.since_rect
            t.draw_panel(surface, panel, ornate=False)
            inner = panel.inflate(-2 * t.px(14), -2 * t.px(9))
            heading = i18n.t("core.table.chronicle") if self.since_entries is None else i18n.t("core.table.since")
            t.blit_text(surface, heading, (inner.left, inner.top), "subheading", c.rubric)
            if self.since_entries is not None and self.since_view is not None:
                hint = i18n.t("core.table.since_hint")
                where = (self.since_view.rect.left, self.since_view.rect.bottom)
                t.blit_text(surface, hint, where, "small_italic", c.ink_soft)

    def idle_key(self) -> tuple[object, ...] | None:
        """What the waiting panel shows (see ``_draw_idle``): who decides, the end of a
        turn held, the game's own detail and the last entries of the chronicle."""
        d = self.pending()
        entries = self.chronicle_entries()
        m = self.shown_move()
        return (
            self.turn_over,
            None if m is None else (id(m), m.index, i18n.language()),
            self.blocking,
            self.since_entries is not None,
            None if d is None else (d.seat, self.controller.is_ai(d.seat)),
            self.turn_over_words() if self.turn_over is not None else "",
            self.idle_detail_key(d),
            len(entries),
            id(entries[-1]) if entries else 0,
            tuple(self.decision_rect),
            self.theme.scale,
        )

    def idle_detail_key(self, d: Decision | None) -> Any:
        """What ``draw_idle_detail`` draws depends on (a game that draws more keys it)."""
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        """The game's board, under the panels (the generic table has none)."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """What a game's table draws over its widgets (a ring around a family's panel a
        move lit), under the panel of reveals."""

    def draw_rings(self, surface: pygame.Surface, rings: Sequence[pygame.Rect]) -> None:
        """A gold ring, pulsing gently, around each thing a move shown lit (a game's
        table says where they are)."""
        t = self.theme
        pulse = 0.5 + 0.5 * math.sin(self._clock * 6.0)
        width = max(2, round(t.px(3) + pulse * t.px(2)))
        for rect in rings:
            pygame.draw.rect(surface, t.colors.rubric_dark, rect.inflate(t.px(2), t.px(2)), 1, border_radius=t.px(7))
            pygame.draw.rect(surface, t.colors.gold, rect, width, border_radius=t.px(6))

    def panel_rects(self) -> tuple[pygame.Rect, ...]:
        """The plain panels drawn under their widgets."""
        return (self.prompt_panel,)

    def draw_reveal(self, surface: pygame.Surface) -> None:
        """The page of the move's reveals shown now, in one panel over the stage."""
        m = self.moment()
        parts = self.panel_parts()
        if m is None or not parts:
            return
        self._plaque = draw_reveals(surface, self.theme, self.reveal_area(), parts, m.t)

    def reveal_area(self) -> pygame.Rect:
        """Where the panel of reveals goes: the stage (a game's board); on the generic
        table, whose stage is the decision area, below the waiting panel's heading, its
        buttons and the move's own lines, so that they stay readable above it."""
        area = self.stage
        if area != self.decision_rect:
            return area
        px = self.theme.px
        floor = max(
            [area.top + px(60), self._idle_floor]
            + [
                b.rect.bottom
                for b in (self.next_button, self.all_button, self.continue_button)
                if b is not None and b.visible and area.colliderect(b.rect)
            ]
        )
        top = min(floor + px(12), area.bottom - px(200))
        return pygame.Rect(area.left, top, area.width, area.bottom - top)

    def draw_held(self, surface: pygame.Surface) -> None:
        """The Continue button under the panel of reveals held."""
        m = self.moment()
        if m is None or not m.waiting or self._plaque is None:
            return
        rect = continue_rect(self.theme, self._plaque)
        draw_continue(surface, self.theme, rect, m, rect.collidepoint(self.app.mouse_pos))

    def prompt_text(self) -> tuple[str, int | None]:
        """The words of the prompt bar and the seat they are about."""
        if self._failure is not None:
            return i18n.text(self._failure), None
        out = self.outcome()
        if out is not None:
            reason = i18n.text(out.reason)
            if out.winners:
                who = i18n.words([self.seat_name(s) for s in out.winners])
                return (
                    i18n.t("core.table.over_won", n=len(out.winners), winners=who, reason=reason),
                    out.winners[0],
                )
            return i18n.t("core.table.over", reason=reason), None
        if self.turn_over is not None:
            return i18n.t("core.table.turn_over_prompt"), self.turn_over
        m = self.shown_move()
        if m is not None and not m.mine and m.seat is not None and 0 <= m.seat < self.controller.seats:
            return i18n.t("core.table.move_by", name=self.seat_name(m.seat)), m.seat
        if m is not None:
            return i18n.t("core.table.move_own" if m.mine else "core.table.move_game"), None
        d = self.pending()
        if d is None:
            return "", None
        name = str(self.seat_name(d.seat))
        if self.controller.is_ai(d.seat):
            dots = "." * (1 + int(self._clock * 2.5) % 3)
            return i18n.t("core.table.thinking", name=name) + dots, d.seat
        if d.seat != self._viewer:
            return i18n.t("core.table.waiting_prompt", name=name), d.seat
        prompt = str(d.prompt)
        if prompt.startswith(name + ": "):  # the seat's marker stands for its name
            prompt = prompt[len(name) + 2 :]
            prompt = prompt[:1].upper() + prompt[1:]
        return prompt, d.seat

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        text, seat = self.prompt_text()
        rect = self.prompt_rect
        x = rect.left
        if seat is not None:
            size = t.px(30)
            mark = self.seat_marker(seat, size)
            surface.blit(mark, mark.get_rect(midleft=(x, rect.centery)))
            x += size + t.px(10)
        width = rect.right - x
        own = seat is not None and seat == self._viewer and self.outcome() is None
        role, px, lines = self.prompt_lines(text, own, width, rect.height)
        line_h = t.line_height(role, px)
        self._prompt_full = text
        # Never cut: the type shrinks until every word shows; were the lines still to run
        # past the bar, the tooltip would show them too.
        self._prompt_cut = len(lines) * line_h > rect.height + t.px(8)
        y = rect.centery - len(lines) * line_h // 2
        color = c.rubric if self._failure else c.ink
        for line in lines:
            t.blit_text(surface, line, (x, y), role, color, px=px)
            y += line_h

    def prompt_lines(self, text: str, own: bool, width: int, height: int) -> tuple[str, int, list[str]]:
        """The prompt's role, type size and lines: the largest type that shows every word
        in ``width`` by ``height`` pixels (a little of the bar's margin may be used):
        two lines of body text, else as many lines of small text as fit, else smaller
        small text, down to four fifths of its size (where the lines may take what they
        need)."""
        t = self.theme
        big, small = ("body_bold", "small_bold") if own else ("italic", "small_italic")
        lines = t.wrap(text, big, width)
        if len(lines) <= 2:
            return big, t.font_size(big), lines
        room = height + t.px(8)
        size = t.font_size(small)
        least = max(8, round(size * 0.8))
        while True:
            lines = t.wrap(text, small, width, size)
            if len(lines) * t.line_height(small, size) <= room or size <= least:
                return small, size, lines
            size -= 1

    def _draw_idle(self, surface: pygame.Surface) -> None:
        """The decision area while no one at this screen decides: who does, what the
        game's table adds, and the last events (never beyond the panel's sheet)."""
        t = self.theme
        area = self.decision_rect
        t.draw_panel(surface, area)
        previous = surface.get_clip()
        surface.set_clip(area.clip(previous) if previous else area)
        try:
            self._draw_idle_content(surface, t.panel_content(area))
        finally:
            surface.set_clip(previous)

    def _draw_idle_content(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        t = self.theme
        self._idle_floor = 0
        c = t.colors
        d = self.pending()
        m = self.shown_move()
        if self.turn_over is not None:
            icon_name, words = "hourglass", i18n.t("core.table.turn_over")
        elif m is not None:
            icon_name = ""
            if not m.mine and m.seat is not None and 0 <= m.seat < self.controller.seats:
                words = i18n.t("core.table.move_by", name=self.seat_name(m.seat))
            else:
                words = i18n.t("core.table.move_own" if m.mine else "core.table.move_game")
        elif d is not None and self.controller.is_ai(d.seat):
            icon_name, words = "astrolabe", i18n.t("core.table.thinking", name=self.seat_name(d.seat))
        elif d is not None and d.seat == self._viewer and self.blocking:
            icon_name, words = "hourglass", i18n.t("core.table.see_first")
        elif d is not None:
            icon_name, words = "hourglass", i18n.t("core.table.waiting", name=self.seat_name(d.seat))
        else:
            icon_name, words = "crown", i18n.t("core.game_over.title")
        if icon_name:
            icon = icons.icon(icon_name, t.px(30))
        else:
            assert m is not None
            known = not m.mine and m.seat is not None and 0 <= m.seat < self.controller.seats
            icon = (
                self.seat_marker(m.seat, t.px(30)) if known and m.seat is not None else icons.icon("scroll", t.px(30))
            )
        surface.blit(icon, (inner.left, inner.top))
        # The heading: smaller type for a long name, else two lines; never cut.
        room = inner.width - t.px(40)
        px = t.fit_px(words, "subheading", room, 0.7)
        heads = t.wrap(words, "subheading", room, px)
        head_h = t.line_height("subheading", px)
        top = inner.top + t.px(15) - len(heads) * head_h // 2
        for line in heads:
            t.blit_text(surface, line, (inner.left + t.px(40), top), "subheading", c.rubric, px=px)
            top += head_h
        y = max(inner.top + t.px(40), top + t.px(4))
        t.draw_rule(surface, inner.centerx, y, inner.width - t.px(40))
        y += t.px(10)
        if self.turn_over is not None and self.continue_button is not None:
            y = self.continue_button.rect.bottom + t.px(8)
            for line in t.wrap(self.turn_over_words(), "small_italic", inner.width):
                t.blit_text(surface, line, (inner.left, y), "small_italic", c.ink_soft)
                y += t.line_height("small_italic")
            y += t.px(6)
            d = None
        elif m is not None and self.next_button is not None:
            # The move shown takes the panel: its words, under Next and All at once.
            y = self.next_button.rect.bottom + t.px(10)
            self._idle_floor = self.draw_move_lines(surface, inner, y, m)
            return
        detail = self.draw_idle_detail(surface, inner, y, d)
        if detail is None or self.since_shown:
            return  # (the list of what happened since the viewer's last turn has them)
        self.draw_last_events(surface, inner, detail)

    def shown_move(self) -> Moment | None:
        """The move being shown now that the decision waits for (not a replay): another
        seat's, or what the viewer's own revealed; for the waiting panel and the prompt."""
        m = self.moment()
        return m if m is not None and m.blocks and not m.replay else None

    def move_lines(self, m: Moment) -> list[ChronicleEntry]:
        """The lines of the list of moves that tell of ``m``, as the viewer reads them."""
        entries = [
            e
            for e in self.controller.chronicle
            if m.index in e.actions
            and (e.visible_to is None or (self._viewer is not None and self._viewer in e.visible_to))
        ]
        return self.fold(entries)

    def draw_move_lines(self, surface: pygame.Surface, inner: pygame.Rect, y: int, m: Moment) -> int:
        """The words of the move shown, under the heading of the waiting panel (as many
        whole lines as room allows, the list of moves has them all); returns where the
        rest may begin."""
        t = self.theme
        c = t.colors
        texts = [i18n.text(entry.text) for entry in self.move_lines(m)]
        role = "body"
        for role in ("body", "small"):  # smaller type when the move's words are many
            height = sum(len(t.wrap(text, role, inner.width)) * t.line_height(role) + t.px(4) for text in texts)
            if y + height <= inner.bottom:
                break
        line_h = t.line_height(role)
        for text in texts:
            lines = t.wrap(text, role, inner.width)
            if y + len(lines) * line_h > inner.bottom:
                break
            for line in lines:
                t.blit_text(surface, line, (inner.left, y), role, c.ink)
                y += line_h
            y += t.px(4)
        return y + t.px(6)

    def draw_last_events(self, surface: pygame.Surface, inner: pygame.Rect, top: int) -> None:
        """The last entries of the chronicle at the foot of the idle panel (at the end
        of the game, how it ended), from ``top`` down: each wraps to show all its words,
        and only whole entries are shown."""
        t = self.theme
        line_h = t.line_height("small")
        text_w = inner.width - t.px(18)
        room = inner.bottom - top - t.px(8)
        shown: list[tuple[ChronicleEntry, list[str]]] = []
        for entry in reversed(self.chronicle_entries()):
            lines = t.wrap(i18n.text(entry.text), "small", text_w)
            if (sum(len(ls) for _, ls in shown) + len(lines)) * line_h > room:
                break
            shown.insert(0, (entry, lines))
        y = inner.bottom - sum(len(ls) for _, ls in shown) * line_h
        for entry, lines in shown:
            if entry.seats:
                surface.blit(self.seat_marker(entry.seats[0], t.px(12)), (inner.left, y + (line_h - t.px(12)) // 2))
            for line in lines:
                t.blit_text(surface, line, (inner.left + t.px(18), y), "small", t.colors.ink_soft)
                y += line_h

    def turn_over_words(self) -> str:
        """Under Continue while a turn's end is held: what happens next."""
        d = self.pending()
        if d is None:
            words = i18n.t("core.table.next_over")
        elif self.controller.is_ai(d.seat):
            words = i18n.t("core.table.next_ai", name=self.seat_name(d.seat))
        else:
            words = i18n.t("core.table.next_human", name=self.seat_name(d.seat))
        return i18n.t("core.table.with_undo", words=words) if self.may_undo() else words

    def draw_idle_detail(self, surface: pygame.Surface, inner: pygame.Rect, y: int, d: Decision | None) -> int | None:
        """What the game's table shows under the heading of the idle panel; returns where
        the last events may begin, or None when the detail fills the panel."""
        return y

    def busy(self) -> bool:
        """Whether the table moves by itself now (``Scene.busy``): a move being shown,
        unless what is held waits for a person's click; a computer player thinking, or
        about to (its answer is taken the frame it comes)."""
        if self.animating:
            return not (self.holding and self.hold_time() is None)
        if self.decision_view is not None and self.decision_view.busy():
            return True
        d = self.pending()
        about = d is not None and self.controller.is_ai(d.seat) and self.turn_over is None and self._failure is None
        return self.controller.thinking or (about and self.app.scenes.top is self)


__all__ = ["GUARD_SECONDS", "SHARED_KEYS", "TableScene", "demo_controller", "open_table"]
