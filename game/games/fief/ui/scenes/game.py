"""Fief's table: the board with every piece, the families, the phase tracker, the
pending decision and the chronicle.

It is the shell's table (``game.ui.scenes.table.TableScene``: curtain, undo, decision
views, chronicle, the queue of things to see, prompt, game over, Escape menu) with
Fief's map and panels; ``FIEF_UI.table`` (``game.games.fief.ui.plugin``) builds it::

    scene = app.open("game", controller=controller)   # a Fief controller

Decision views (Fief's own panels, or its chooser) call ``submit`` (the scene is their
context, with ``names``), which goes through the controller. The events that come back
are animated: a lord slides along the road, villages flash when control changes or
something is bought, a battle's dice tumble over the map. A decision view that asks
for a tall panel (``DecisionView.tall``: a battle, a ransom) takes the chronicle's room
until it is answered; while another family decides in a battle, the waiting panel
shows both sides. The hand (H), the court (C) and diplomacy (P) stand in for the
decision's own panel while open; a private talk hides the table behind the scene
registered as "talk". While an animation plays no new AI move is taken, so the players
can follow; the speed comes from the settings ("instant": no animation).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.core import i18n
from game.core.engine import Action, Decision, Event
from game.core.i18n import N_, m
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.card_effects import ASSASSINATION, JUSTICE, UPRISING, card_for
from game.games.fief.rules.describe import describe
from game.games.fief.ui.decisions.battle_board import BattleBoard, draw_dice, penalty_words, war_words
from game.games.fief.ui.decisions.cards import CardsView
from game.games.fief.ui.decisions.court import CourtView, court_actions
from game.games.fief.ui.decisions.diplomacy import DiplomacyView, diplomacy_actions
from game.games.fief.ui.decisions.map_hooks import MapHooks
from game.games.fief.ui.lights import VILLAGE, villages_for
from game.games.fief.ui.render import card_layer, relic_layer
from game.games.fief.ui.render.board import BoardRenderer
from game.games.fief.ui.render.card_faces import card_back, card_face
from game.games.fief.ui.render.map_input import MapInput
from game.games.fief.ui.render.pieces import (
    HIGHLIGHT_COLORS,
    Flash,
    Hit,
    PieceRenderer,
    Slide,
    capitalised,
    family_style,
    in_each_language,
    village_tooltip,
)
from game.games.fief.ui.scenes.talk import TalkScene
from game.games.fief.ui.widgets.family_panel import FamilyPanel, PanelSource
from game.games.fief.ui.widgets.phase_tracker import PhaseTracker, phase_name, phase_note
from game.ui.controller import Controller
from game.ui.decisions.base import DecisionView
from game.ui.pacing import RevealPart, tumble_face, turn_width
from game.ui.render import icons
from game.ui.render.camera import Camera
from game.ui.render.markers import marker
from game.ui.reveals import Batch
from game.ui.scenes.table import TableScene
from game.ui.widgets.base import Widget
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State
    from game.games.fief.ui.decisions.battle import RollKey
    from game.ui.app import App

#: What the board's pixels kept under the camera depend on: the camera's key and the UI scale.
TilesKey = tuple[tuple[float, float, float, tuple[int, ...]], float]
#: Seconds a lord takes to ride one road, and a village's flash lasts, at normal speed.
SLIDE_SECONDS = 0.55
FLASH_SECONDS = 0.7
PULSE_STEPS = 20  # steps a second of the highlighted villages' pulse


@dataclass
class _Ride(Batch):
    """Lords riding along the roads, one after another, over ``before`` (the view from
    before the move): the map's own animation of a move, played before its lights."""

    slides: list[Slide] = field(default_factory=list)
    slide_time: float = SLIDE_SECONDS
    index: int = 0  # the slide playing now

    @property
    def riding(self) -> bool:
        return self.index < len(self.slides)

    def advance(self, dt: float) -> bool:
        if self.riding:
            slide = self.slides[self.index]
            slide.t = min(1.0, slide.t + dt / max(1e-6, self.slide_time))
            if slide.t >= 1.0:
                self.index += 1
            return False
        return True


@dataclass
class Show:
    """A die rolled or a card turned up, drawn over the map with a caption: ``die`` is
    the face (0: no die), ``card`` a card id, "back:lord" / "back:fortune" for a card
    seen from behind, or ""."""

    #: the caption, made words when drawn (``caption``), so a language switch is seen
    message: i18n.Text
    die: int = 0
    card: str = ""
    seat: int = -1
    t: float = 0.0
    #: a battle roll: each side's family look (colour, pattern) and the hits its dice show (6.2.2)
    battle: tuple[tuple[tuple[int, int, int], str, tuple[int, ...]], ...] = ()
    #: an election's reveal (1.3): each voting family's look and its turned-over markers
    ballot_lines: tuple[tuple[tuple[int, int, int], str, i18n.Text], ...] = ()
    heading_message: i18n.Text = ""  # a line above the ballots
    #: the game's data, to draw the card's face
    data: Any = field(default=None, repr=False)

    @property
    def caption(self) -> str:
        return i18n.text(self.message)

    # As a part of the shell's panel of reveals (``game.ui.pacing.RevealPart``) ------
    def size(self, theme: Any, width: int) -> tuple[int, int]:
        return show_size(theme, self, width)

    def draw(self, surface: pygame.Surface, theme: Any, rect: pygame.Rect, t: float) -> None:
        draw_show(surface, theme, self.data, rect, self, t)

    @property
    def ballots(self) -> tuple[tuple[tuple[int, int, int], str, str], ...]:
        """Each voting family's look and its turned-over markers, in words."""
        return tuple((rgb, pattern, i18n.text(words)) for rgb, pattern, words in self.ballot_lines)

    @property
    def heading(self) -> str:
        return i18n.text(self.heading_message)


class FiefTableScene(TableScene):
    """Fief's table during a game. See the module's docstring for how to open it."""

    def __init__(self, app: App, controller: Controller) -> None:
        card_layer.register()  # cards lying by the mitres and tax markers (2.3, 2.4)
        relic_layer.register()  # the Holy Relics where they lie or with their lords (11.1)
        self.data = controller.data
        self.names = engine.names_for(controller.state)
        # The board's tiles at each zoom are kept by the app from one game to the next.
        self.board = app.kept(("fief-board", id(self.data.board)), lambda: BoardRenderer(self.data.board, app.theme))
        self.pieces = PieceRenderer(self.data, app.theme)
        self.camera = Camera((self.data.board.width, self.data.board.height), pygame.Rect(0, 0, 100, 100))
        self._camera_ready = False
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        #: battle rolls whose dice the battle panel has tumbled already (each tumbles once)
        self.battle_rolls_seen: set[RollKey] = set()
        self._idle_board: tuple[tuple[int, int, int], BattleBoard] | None = None  # the waiting panel's battle board
        self.cards_mode = False  # the hand panel stands in for the decision's own view
        self._cards_ok = False  # the hand button may be used for the pending decision
        #: "court" (titles' powers) or "diplomacy" (deals and talks): a panel standing in
        #: for the decision's own view, as the hand does for cards
        self.aside: str | None = None
        self._court_ok = False
        self._diplomacy_ok = False
        self._effects: list[Flash] = []  # flashes that play at once, queued behind nothing
        self._tiles_kept: tuple[TilesKey, pygame.Surface] | None = None  # the board under the camera
        self.panels: list[FamilyPanel] = []
        self.hovered: str | None = None
        self.selected: str | None = None
        super().__init__(app, controller)
        self.map_input = MapInput(
            camera=lambda: self.camera,
            viewport=lambda: self.viewport,
            group=self.group,
            pointer=lambda: self.app.mouse_pos,
            on_click=self.click_map,
            on_hover=self._update_hover,
        )

    # ------------------------------------------------------------------ GameContext
    def state_key(self) -> tuple[int, int]:
        state = self.controller.state
        return (state.actions_applied, len(self.controller.record.actions))

    @property
    def view(self) -> State:
        view: State = super().view
        return view

    def describe(self, action: Action) -> str:
        seat = self._viewer if self._viewer is not None else -1
        return war_words(action, self.view, self.names, seat) or str(describe(action, self.view, self.names))

    # The shell's TableScene.seat_name says str, but its callers take any Text (a message
    # parameter); a family's name stays a Name so that the messages' grammar applies.
    def seat_name(self, seat: int) -> i18n.Text:  # type: ignore[override]
        return self.names.family(seat)

    def seat_marker(self, seat: int, size: int) -> pygame.Surface:
        return marker(*family_style(self.data, self.view, seat), size)

    def map_view(self) -> MapHooks | None:
        """The decision view in charge, as the map sees it (every Fief view has the hooks)."""
        return cast("MapHooks | None", self.decision_view)

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        t = self.theme
        w, h = self.size
        m = t.px(10)
        right_w = t.px(372)
        self.right = pygame.Rect(w - m - right_w, m, right_w, h - 2 * m)
        left_w = self.right.left - 2 * m
        state = self.controller.state
        n = state.n
        # Under the map: one panel per family, side by side, in a strip whose height
        # depends on the window only (a family gaining a lord never moves the map: its
        # panel wraps its lines, or grows upwards over the map while it needs to).
        gap = t.px(6)
        panel_w = (left_w - (n - 1) * gap) // n
        strip_h = FamilyPanel.strip_height(t)
        self.strip = pygame.Rect(m, h - m - strip_h, left_w, strip_h)
        # Above the map: a bar for the menu, diplomacy and the zoom, so no button hides
        # a label of the map.
        bh = t.px(32)
        self.toolbar = pygame.Rect(m, m, left_w, bh)
        top = self.toolbar.bottom + t.px(4)
        self.viewport = pygame.Rect(m, top, left_w, self.strip.top - m - top)
        if self._camera_ready:
            self.camera.set_viewport(self.viewport)
        else:
            self.camera = Camera((self.data.board.width, self.data.board.height), self.viewport)
            self._camera_ready = True
        source = PanelSource(
            view=lambda: self.view,
            names=lambda: self.names,
            is_ai=self.controller.is_ai,
            deciding=self.deciding_seat,
            viewer=lambda: self._viewer,
            filtered=lambda: self.chronicle_family,
        )
        old_flash = {p.seat: p.flash for p in self.panels}
        self.panels = []
        for seat in range(n):
            x = self.strip.left + seat * (panel_w + gap)
            width = panel_w if seat < n - 1 else self.strip.right - x
            panel = FamilyPanel(
                t, self.data, seat, source, self.filter_chronicle, pygame.Rect(x, self.strip.top, width, strip_h)
            )
            panel.flash = old_flash.get(seat, 0.0)
            self.panels.append(panel)
        # In the bar above the map: the menu and diplomacy at the left, the zoom at the right.
        menu = Button(
            t,
            i18n.t("fief.ui.game.menu"),
            self.on_escape,
            pygame.Rect(self.toolbar.left, self.toolbar.top, t.px(96), bh),
            icon="scroll",
            role="small_bold",
            tooltip=i18n.t("fief.ui.game.menu_tip"),
        )
        talks = Button(
            t,
            i18n.t("fief.ui.game.diplomacy"),
            self.toggle_diplomacy,
            pygame.Rect(menu.rect.right + t.px(8), menu.rect.top, t.px(132), bh),
            icon="quill",
            role="small_bold",
            tooltip=i18n.t("fief.ui.game.diplomacy_tip"),
        )
        talks.visible = self._diplomacy_ok
        self.diplomacy_button = talks
        zoom_buttons = []
        x = self.toolbar.right
        for icon, action, tip in (
            ("fit", self.camera_fit, i18n.t("fief.ui.game.zoom_fit")),
            ("plus", lambda: self.zoom(1), i18n.t("fief.ui.game.zoom_in")),
            ("minus", lambda: self.zoom(-1), i18n.t("fief.ui.game.zoom_out")),
        ):
            x -= bh
            zoom_buttons.append(
                Button(
                    t,
                    "",
                    action,
                    pygame.Rect(x, self.toolbar.top, bh, bh),
                    icon=icon,
                    tooltip=tip,
                    role="small_bold",
                )
            )
            x -= t.px(6)
        # The right column: the round and the decks; the prompt; the decision; the chronicle.
        col = self.right
        self.tracker_panel = pygame.Rect(col.left, col.top, col.width, t.px(108))
        ti = self.tracker_panel.inflate(-2 * t.px(14), -2 * t.px(9))
        tray_h = t.px(30)
        self.tracker = PhaseTracker(
            t,
            self.data,
            lambda: (self.view, self.names),
            pygame.Rect(ti.left, ti.top, ti.width, ti.height - tray_h - t.px(8)),
        )
        self.tray = DeckTray(self, pygame.Rect(ti.left, ti.bottom - tray_h, ti.width, tray_h))
        pi = self.build_prompt(pygame.Rect(col.left, self.tracker_panel.bottom + t.px(8), col.width, t.px(80)))
        undo = self.undo_button
        assert undo is not None
        hand = Button(
            t,
            "",
            self.toggle_cards,
            pygame.Rect(0, 0, t.px(40), t.px(40)),
            icon="card_back",
            role="button",
            tooltip=i18n.t("fief.ui.game.hand_tip"),
        )
        hand.rect.midright = (undo.rect.left - t.px(6), pi.centery)
        self.hand_button = hand
        court = Button(
            t,
            "",
            self.toggle_court,
            pygame.Rect(0, 0, t.px(40), t.px(40)),
            icon="crown",
            role="button",
            tooltip=i18n.t("fief.ui.game.court_tip"),
        )
        court.rect.midright = (hand.rect.left - t.px(6), pi.centery)
        self.court_button = court
        self.prompt_rect = pygame.Rect(pi.left, pi.top, hand.rect.left - t.px(10) - pi.left, pi.height)
        self.build_column(col, self.prompt_panel.bottom + t.px(8), 0.56, t.px(200))
        self.stage = self.viewport
        self.menu_button = menu
        self.zoom_buttons = zoom_buttons
        for button in (undo, hand, court, menu, talks, *zoom_buttons):
            button.focusable = False  # Enter and the arrows belong to the decision and the map
        self._fit_prompt()
        assert self.family_filter is not None and self.chronicle is not None  # made by build_column
        self.group.add(
            undo,
            hand,
            court,
            menu,
            talks,
            *reversed(zoom_buttons),
            *self.panels,
            self.family_filter,
            self.chronicle,
            self.tracker,
            self.tray,
        )
        self._place_view()

    def _fit_prompt(self) -> None:
        """The court button shows only while the court has something to offer; the prompt
        takes its room otherwise."""
        self.court_button.visible = self._court_ok
        edge = (self.court_button if self._court_ok else self.hand_button).rect.left
        self.prompt_rect.width = edge - self.theme.px(10) - self.prompt_rect.left

    # ------------------------------------------------------------------ camera
    def zoom(self, steps: int, around: tuple[int, int] | None = None) -> None:
        self.map_input.zoom(steps, around)

    def camera_fit(self) -> None:
        self.map_input.fit()

    # ------------------------------------------------------------------ the pending decision
    def before_sync(self, d: Decision | None) -> None:
        self._cards_ok = self.cards_possible(d)  # the hand button, kept until the game moves on
        mine = d is not None and d.seat == self._viewer and not self.controller.is_ai(d.seat)
        options = d.options if d is not None else ()
        self._court_ok = mine and bool(court_actions(options))
        self._diplomacy_ok = mine and bool(diplomacy_actions(options))

    def decision_key(self, d: Decision) -> tuple[object, ...]:
        """The hand, the court or diplomacy stand in for the decision's own panel while
        open (and close once they have nothing to offer)."""
        if not self._cards_ok:
            self.cards_mode = False
        if not self._aside_ok(self.aside):
            self.aside = None
        state = self.controller.state
        return (d.seat, d.kind, state.round, state.phase, self.cards_mode, self.aside)

    def make_view(self, d: Decision) -> DecisionView:
        if self.aside == "court":
            return CourtView(self, d, back=self.close_aside)
        if self.aside == "diplomacy":
            return DiplomacyView(self, d, back=self.close_aside)
        if self.cards_mode:
            return CardsView(self, d, back=self.toggle_cards)
        return super().make_view(d)

    def cards_possible(self, d: Decision | None) -> bool:
        """Whether the hand panel can stand in for the decision's own view: the viewer's
        turn in a step where opportunity cards may be played, with cards in hand."""
        return (
            d is not None
            and d.seat == self._viewer
            and d.kind in engine.OPPORTUNITY_STEPS
            and d.kind not in CardsView.kinds
            and bool(self.view.families[d.seat].hand)
        )

    def toggle_cards(self) -> None:
        """Show the hand (to play an opportunity card) in place of the decision's panel,
        or go back to it."""
        d = self.pending()
        if not self.cards_possible(d):
            self.cards_mode = False
            if (
                d is not None
                and d.seat == self._viewer
                and self.view.families[d.seat].hand
                and self.decision_view is not None
            ):
                self.notice(i18n.t("fief.ui.game.cards_in_panel"))
            elif d is None or d.seat != self._viewer:
                self.notice(i18n.t("fief.ui.game.hand_on_your_turn"))
            else:
                self.notice(i18n.t("fief.ui.game.no_cards"))
            return
        self.cards_mode = not self.cards_mode
        self.aside = None
        self._synced = None

    def _aside_ok(self, aside: str | None) -> bool:
        return {"court": self._court_ok, "diplomacy": self._diplomacy_ok}.get(aside or "", False)

    def _toggle_aside(self, aside: str, nothing: str) -> None:
        """Show the ``aside`` panel in place of the decision's own, or go back to it; say
        ``nothing`` when it has nothing to offer now."""
        self._sync_decision()
        if not self._aside_ok(aside):
            self.aside = None
            self._synced = None
            self.notice(nothing)
            return
        self.aside = None if self.aside == aside else aside
        self.cards_mode = False
        self._synced = None

    def close_aside(self) -> None:
        """Go back from the court or diplomacy to the decision's own panel."""
        self.aside = None
        self._synced = None

    def toggle_court(self) -> None:
        """The court: what titles allow (1.7, 1.8, 4.4)."""
        self._toggle_aside("court", i18n.t("fief.ui.game.court_empty"))

    def toggle_diplomacy(self) -> None:
        """Diplomacy: deals and private talks (8.0)."""
        self._toggle_aside("diplomacy", i18n.t("fief.ui.game.diplomacy_not_now"))

    # ------------------------------------------------------------------ events and animations
    def on_events(self, events: list[Event], mine: bool) -> None:
        for e in events:
            if mine and isinstance(e, ev.TalkOpened):
                self._talk(e)
            if isinstance(e, (ev.IncomeCollected, ev.Bought, ev.MillPillaged, ev.FiefTitleBought)) and e.seat < len(
                self.panels
            ):
                self.panels[e.seat].flash = 1.0
        if mine and self._speed() > 0:
            # The player's own doings flash where they happen, holding up nothing.
            after = self.view
            for e in events:
                if e.visible_to is None or self._viewer in e.visible_to:
                    self._effects.extend(Flash(v, self.tone(tone)) for v, tone in villages_for(e, after))

    def animation(self, events: list[Event], before: Any, after: Any, mine: bool, speed: float) -> Batch | None:
        """The lords riding along the roads, one after another, over the view from
        before the move (the viewer's own riding too)."""
        ride = _Ride(before, after, slide_time=SLIDE_SECONDS / speed)
        for e in events:
            if isinstance(e, ev.LordMoved):
                ride.slides.append(
                    Slide(e.lord, e.seat, e.frm, self._road_path(e.frm, e.to), e.knights, e.men_at_arms, e.counters)
                )
        return ride if ride.slides else None

    def reveal_parts(self, events: list[Event], before: Any, after: Any) -> list[RevealPart]:
        """Dice rolled, cards drawn or played, a battle's dice and an election's markers,
        drawn (2.1, 2.3, 2.4, 6.2.2, 1.3)."""
        parts: list[RevealPart] = []
        for e in events:
            show = self._show_for(e)
            if show is not None:
                show.data = self.data
                parts.append(show)
        return parts

    def tone(self, tone: str) -> tuple[int, int, int]:
        """The colour of a lit village's tone (``lights``): a family's, or the ink's."""
        c = self.theme.colors
        if tone.isdigit():
            seat = int(tone)
            return family_style(self.data, self.view, seat)[0] if seat < self.view.n else c.ink_soft
        named = {"gold": c.gold, "rubric": c.rubric, "dark": (40, 30, 30), "blight": (120, 30, 24)}
        return named.get(tone, c.gold)

    def _talk(self, e: ev.TalkOpened) -> None:
        """The viewer opened a private talk: hide the table behind the talk screen, or
        give the talk under way its three more minutes (8.0)."""
        top = self.app.scenes.top
        if isinstance(top, TalkScene):
            top.extend(e.minutes)
        elif self.app.has_scene("talk"):
            self.app.open("talk", game=self, seat=e.seat, others=e.others, minutes=e.minutes)

    def _show_for(self, e: Event) -> Show | None:
        """Die rolls and cards turning up, shown one by one (2.1, 2.3, 2.4)."""
        nm = self.names
        if isinstance(e, ev.BattleRolled):
            hits = m("fief.ui.game.hits", n=e.hits)
            if e.penalty:
                hits = m("fief.ui.game.hits_walls", hits=hits, lost=m("fief.ui.game.dice_lost", n=e.penalty))
            other = m("fief.ui.game.hits", n=e.other_hits)
            if e.bonus:
                other = m("fief.ui.game.hits_cavalcade", hits=other, bonus=e.bonus)
            caption = m(
                "fief.ui.game.battle_roll",
                village=nm.village(e.village),
                family=nm.family(e.seat),
                hits=hits,
                other=nm.family(e.other),
                other_hits=other,
            )
            looks = [family_style(self.data, self.view, x) for x in (e.seat, e.other)]
            return Show(caption, seat=e.seat, battle=((*looks[0], e.rolls), (*looks[1], e.other_rolls)))
        if isinstance(e, ev.ElectionHeld):
            return election_show(self.data, self.view, nm, e)
        if isinstance(e, ev.DisasterRolled):
            name = nm.card_name(e.card)
            if e.result == "spared":
                return Show(m("fief.ui.game.disaster_spared", card=name), card=e.card)
            if e.result == "false_alarm":
                return Show(m("fief.ui.game.disaster_false_alarm", card=name, roll=e.roll), die=e.roll, card=e.card)
            if e.result == "reroll":
                return Show(m("fief.ui.game.disaster_reroll", card=name, roll=e.roll), die=e.roll, card=e.card)
            return Show(
                m("fief.ui.game.disaster_strikes", card=name, bishopric=nm.bishopric(e.roll)), die=e.roll, card=e.card
            )
        if isinstance(e, ev.AssassinationRolled):
            fate = N_("fief.ui.game.assassinated") if e.died else N_("fief.ui.game.survives_assassin")
            return Show(
                m(fate, lord=nm.lord(e.lord), roll=e.roll),
                die=e.roll,
                card=card_for(self.data, ASSASSINATION) or "",
                seat=e.seat,
            )
        if isinstance(e, ev.UprisingRolled):
            if not e.rolls:
                return Show(
                    m("fief.ui.game.uprising_fails", village=nm.village(e.village)),
                    card=card_for(self.data, UPRISING) or "",
                )
            return Show(
                m(
                    "fief.ui.game.uprising_rolls",
                    village=nm.village(e.village),
                    dice=in_each_language(
                        lambda lang: f" {m('core.list.and').text(lang)} ".join(str(r) for r in e.rolls)
                    ),
                    n=e.hits,
                ),
                die=e.rolls[0],
                card=card_for(self.data, UPRISING) or "",
            )
        if isinstance(e, ev.JusticeDone):
            return Show(
                m("fief.ui.game.justice", lord=nm.lord(e.target)),
                card=card_for(self.data, JUSTICE) or "",
                seat=e.seat,
            )
        if isinstance(e, ev.DarcNamed):
            return Show(m("fief.ui.game.darc", lady=nm.lord(e.lady)), card=e.lady, seat=e.seat)
        if isinstance(e, ev.PlagueRolled):
            fate = N_("fief.ui.game.plague_dies") if e.died else N_("fief.ui.game.plague_survives")
            return Show(m(fate, lord=nm.lord(e.lord), roll=e.roll), die=e.roll, seat=e.seat)
        if isinstance(e, (ev.FortuneCardDrawn, ev.LordCardDrawn)):
            return Show(m("fief.ui.game.you_draw", card=nm.card(e.card)), card=e.card, seat=e.seat)
        if isinstance(e, ev.CardDrawn) and e.seat != self._viewer:
            drew = N_("fief.ui.game.draws_lord") if e.deck == "lord" else N_("fief.ui.game.draws_fortune")
            return Show(m(drew, family=nm.family(e.seat)), card=f"back:{e.deck}", seat=e.seat)
        if isinstance(e, ev.DisasterDrawn):
            return Show(
                m("fief.ui.game.disaster_on_track", family=nm.family(e.seat), space=e.space)
                if not e.card
                else m("fief.ui.game.disaster_discarded", family=nm.family(e.seat)),
                card=e.card or "back:fortune",
                seat=e.seat,
            )
        if isinstance(e, ev.FortunePlayed):
            where = nm.bishopric(e.bishopric)
            if e.cancelled:
                return Show(
                    m(
                        "fief.ui.game.fortune_ends",
                        card=nm.card_name(e.card),
                        cancelled=nm.card_name(e.cancelled),
                        bishopric=where,
                    ),
                    card=e.card,
                    seat=e.seat,
                )
            return Show(
                m("fief.ui.game.fortune_on", card=nm.card_name(e.card), bishopric=where), card=e.card, seat=e.seat
            )
        return None

    def _road_path(self, frm: str, to: str) -> list[tuple[float, float]]:
        road = self.data.board.road_between(frm, to)
        villages = self.data.board.villages
        if road is None:
            return [villages[frm].center, villages[to].center]
        pts = list(road.points) if road.a == frm else list(reversed(road.points))
        return [villages[frm].center, *pts, villages[to].center]

    def busy(self) -> bool:
        """The map moves by itself too while the player's own doings flash, or a family's
        panel glows."""
        return super().busy() or bool(self._effects) or any(p.flash > 0 for p in self.panels)

    def ambient(self) -> bool:
        """The villages and mitres a decision offers pulse (while a person is at the
        window)."""
        view = self.map_view()
        return view is not None and bool(view.highlights() or view.target_bishoprics())

    def advance_effects(self, dt: float) -> None:
        step = dt / max(1e-6, FLASH_SECONDS / max(self._speed(), 1e-6))
        for flash in self._effects:
            flash.t += step
        self._effects = [f for f in self._effects if f.t < 1.0]

    def finish_effects(self) -> None:
        """The flashes that play at once end now."""
        self._effects.clear()

    # ------------------------------------------------------------------ frame
    def before_frame(self, dt: float) -> None:
        self.map_input.update(dt)

    def after_frame(self, dt: float) -> None:
        self.hand_button.enabled = self._cards_ok
        if self.court_button.visible != self._court_ok:
            self._fit_prompt()
        self.diplomacy_button.visible = self._diplomacy_ok

    def pause(self) -> None:
        super().pause()
        self.map_input.reset()

    # ------------------------------------------------------------------ input
    def table_key(self, event: pygame.event.Event) -> bool:
        plain = not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        if event.key == pygame.K_h and plain:
            self.toggle_cards()
            return True
        if event.key == pygame.K_c and plain and self._court_ok:
            self.toggle_court()
            return True
        if event.key == pygame.K_p and plain and self._diplomacy_ok:
            self.toggle_diplomacy()
            return True
        return False

    def capture_event(self, event: pygame.event.Event) -> bool:
        if self.map_input.pressed and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.map_input.handle_event(event)  # a drag of the map ends wherever the pointer is let go
            return True
        return False

    def board_event(self, event: pygame.event.Event) -> bool:
        return self.map_input.handle_event(event)

    def click_map(self, pos: tuple[int, int]) -> None:
        """A click on the map (not a drag): a lord token, else a village."""
        view = self.map_view()
        hit = self.pieces.hit_at(pos, ("lord",))
        if hit is not None and view is not None and view.on_lord_click(hit.key):
            return
        hit = self.pieces.hit_at(pos, ("mitre", "lying_card"))
        if hit is not None and view is not None:
            number = hit.key[0] if hit.kind == "lying_card" else hit.key
            if view.on_mitre_click(number):
                return
        village = self.board.village_at(self.camera, pos)
        if village is None:
            self.selected = None
            return
        if view is not None and view.on_village_click(village.id):
            return
        self.selected = None if self.selected == village.id else village.id

    def _update_hover(self, pos: tuple[int, int]) -> None:
        village = self.board.village_at(self.camera, pos) if self.viewport.collidepoint(pos) else None
        self.hovered = village.id if village is not None else None

    def board_tooltip(self, pos: tuple[int, int]) -> str | None:
        if not self.viewport.collidepoint(pos) or self.map_input.dragging:
            return None
        hit = self.pieces.hit_at(pos)
        village = hit.key if hit is not None and hit.kind == "village" else None
        if hit is None:
            found = self.board.village_at(self.camera, pos)
            village = found.id if found is not None else None
        if hit is not None and village is None:
            return hit.tooltip
        if village is None:
            return None
        text = village_tooltip(self.data, self.view, village, self.names)
        view = self.map_view()
        extra = view.village_tooltip(village) if view is not None else None
        return text + ("\n" + extra if extra else "")

    # ------------------------------------------------------------------ drawing
    def shown(self) -> tuple[State, list[Slide], list[Flash]]:
        """The view the board shows now, with the lords riding and villages flashing:
        the villages the move shown now lit glow in turn (``lights``)."""
        m = self.moment()
        if m is not None and m.phase == "anim" and isinstance(m.anim, _Ride) and m.anim.riding:
            return m.anim.before, m.anim.slides, list(self._effects)
        # A steady glow that breathes: the ring stays near the village, strongly coloured.
        glow = 0.12 + 0.18 * (0.5 + 0.5 * math.sin(self._clock * 5.0))
        lit = [
            Flash(light.thing[1], self.tone(light.thing[2]), glow)
            for light in self.lit()
            if isinstance(light.thing, tuple) and len(light.thing) == 3 and light.thing[0] == VILLAGE
        ]
        return self.shown_view(), [], lit + self._effects

    def draw_board(self, surface: pygame.Surface) -> None:
        """The map in three kept parts: the board's tiles and names (kept while the
        camera stays), the pieces standing still (kept while the view shown, the lords on
        their way and the lord chosen stay), and their composite with the hovered and
        highlighted villages between them (one layer of the frame). Lords riding,
        villages flashing, pulsing mitres and what is shown over the map are drawn over
        it every frame."""
        t = self.theme
        camera = self.camera
        shown, slides, flashes = self.shown()
        view = self.map_view()
        highlights = view.highlights() if view is not None else {}
        lord = view.selected_lord() if view is not None else None
        riding = tuple(sorted((s.lord, s.frm, s.seat, s.knights, s.men_at_arms, s.hidden) for s in slides))
        still_key = (camera.key(), t.scale, self.version_of(shown), riding, lord, i18n.language())
        # The highlights pulse in twentieths of a second (the layer is kept in between).
        pulse = round(self._clock * PULSE_STEPS) / PULSE_STEPS if highlights else 0.0
        marks = (self.hovered, self.selected, tuple(sorted(highlights.items())), pulse)
        tiles_done = not self.board.pending
        key = (still_key, marks) if tiles_done else None

        def paint() -> None:
            self._draw_tiles(surface)
            self.board.draw_overlay(surface, camera, self.hovered, self.selected)
            if highlights:
                self.pieces.draw_highlights(surface, camera, highlights, pulse)
            layer = self.pieces.still_layer(camera, shown, self.names, still_key, slides=slides, selected_lord=lord)
            surface.blit(layer, camera.viewport)

        self.layers.layer("board", camera.viewport, key, paint)
        if slides or flashes:
            self.layers.live(
                self.pieces.moving_bounds(camera, shown, self.names, slides=slides, flashes=flashes),
                lambda: self.pieces.draw_moving(surface, camera, shown, self.names, slides=slides, flashes=flashes),
            )
        targets = view.target_bishoprics() if view is not None else set()
        if targets:
            self.layers.live(camera.viewport, lambda: self._draw_mitre_targets(surface, targets))

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        """The board under the camera, from the pixels kept while the camera stays."""
        camera = self.camera
        key = (camera.key(), self.theme.scale)
        kept = self._tiles_kept
        if kept is not None and kept[0] == key:
            surface.blit(kept[1], camera.viewport.clip(surface.get_rect()))
            return
        self.board.draw(surface, camera)
        area = camera.viewport.clip(surface.get_rect())
        if not self.board.pending and area.width > 0 and area.height > 0:
            self._tiles_kept = (key, surface.subsurface(area).copy())
        else:
            self._tiles_kept = None

    def panel_rects(self) -> tuple[pygame.Rect, ...]:
        return (self.tracker_panel, self.prompt_panel)

    def _draw_mitre_targets(self, surface: pygame.Surface, numbers: set[int]) -> list[pygame.Rect]:
        """A pulsing ring around the mitres of the bishoprics a chosen card may go to;
        returns where they were drawn."""
        drawn: list[pygame.Rect] = []
        if not numbers:
            return drawn
        pulse = 0.5 + 0.5 * math.sin(self._clock * 5.0)
        colour = HIGHLIGHT_COLORS["target"]
        radius = max(22, round(50 * self.camera.zoom)) + round(4 * pulse)
        previous = surface.get_clip()
        surface.set_clip(self.camera.viewport)
        for number in sorted(numbers):
            b = self.data.board.bishoprics.get(number)
            if b is None:
                continue
            x, y = self.camera.world_to_screen(b.mitre)
            centre = (round(x), round(y))
            glow = pygame.Surface((2 * radius + 12, 2 * radius + 12), pygame.SRCALPHA)
            pygame.draw.circle(glow, (*colour, 60 + round(50 * pulse)), (radius + 6, radius + 6), radius + 4)
            drawn.append(surface.blit(glow, (centre[0] - radius - 6, centre[1] - radius - 6)))
            pygame.draw.circle(surface, colour, centre, radius, 4)
        surface.set_clip(previous)
        return drawn

    def idle_detail_key(self, d: Decision | None) -> Any:
        return (self.version_of(self.shown()[0]), self.version_of(self.view), self._viewer)

    def draw_idle_detail(self, surface: pygame.Surface, inner: pygame.Rect, y: int, d: Decision | None) -> int | None:
        """What the phase is about and the turn order, or a battle under way."""
        t = self.theme
        c = t.colors
        state = self.controller.state
        shown = self.shown()[0]
        if d is not None and shown.battle is not None:
            self._draw_idle_battle(surface, inner, y, shown)
            return None
        if state.round == 0:
            note = i18n.t("fief.ui.game.setting_up_note")
        elif phase_note(state.phase) and state.step != "over":
            note = i18n.t("fief.ui.game.phase_note", phase=phase_name(state.phase), note=phase_note(state.phase))
        else:
            note = ""
        for line in t.wrap(note, "small_italic", inner.width)[:3] if note else []:
            t.blit_text(surface, line, (inner.left, y), "small_italic", c.ink_soft)
            y += t.line_height("small_italic")
        if d is not None:
            y = self._draw_turn_order(surface, inner, y + t.px(6), state, d.seat)
        return y

    def _draw_idle_battle(self, surface: pygame.Surface, inner: pygame.Rect, y: int, shown: State) -> None:
        """A battle under way while another family decides: both sides, as the battle
        panel shows them, and the attackers' penalty in words."""
        t = self.theme
        viewer = self._viewer if self._viewer is not None else -1
        key = (id(shown), shown.actions_applied, viewer)
        if self._idle_board is None or self._idle_board[0] != key:  # built once per battle step, not every frame
            self._idle_board = (key, BattleBoard(t, shown, self.names, viewer))
        board = self._idle_board[1]
        h = min(board.height_for(inner.width), inner.bottom - y)
        board.rect = pygame.Rect(inner.left, y, inner.width, h)
        previous = surface.get_clip()
        surface.set_clip(inner.clip(previous) if previous else inner)
        board.draw(surface)
        y = board.rect.bottom + t.px(6)
        assert shown.battle is not None
        for text in penalty_words(shown, shown.battle, self.names):
            for line in t.wrap(text, "small", inner.width):
                if y + t.line_height("small") > inner.bottom:
                    break
                t.blit_text(surface, line, (inner.left, y), "small", t.colors.rubric_dark)
                y += t.line_height("small")
        surface.set_clip(previous)

    def _draw_turn_order(self, surface: pygame.Surface, inner: pygame.Rect, y: int, state: State, deciding: int) -> int:
        """The families in this phase's turn order: done, deciding now, still to come."""
        t = self.theme
        c = t.colors
        order = state.turn_order()
        x = inner.left
        h = t.line_height("small_bold") + t.px(6)
        for index, seat in enumerate(order):
            rgb, pattern = family_style(self.data, self.view, seat)
            done = index < state.turn_index and seat != deciding
            now = seat == deciding
            name = i18n.text(self.names.family(seat))
            label = t.text(name, "small_bold" if now else "small", c.ink_faded if done else c.ink)
            w = t.px(6) + t.px(14) + t.px(5) + label.get_width() + t.px(8)
            if x + w > inner.right and x > inner.left:
                x = inner.left
                y += h + t.px(4)
            chip = pygame.Rect(x, y, w, h)
            pygame.draw.rect(surface, c.parchment_light if now else c.parchment, chip, border_radius=t.px(4))
            pygame.draw.rect(
                surface, c.rubric if now else c.ink_faded, chip, max(1, t.px(1.5 if now else 1)), border_radius=t.px(4)
            )
            mark = marker(rgb, pattern, t.px(14))
            if done:
                mark = mark.copy()
                mark.set_alpha(120)
            surface.blit(mark, mark.get_rect(midleft=(chip.left + t.px(6), chip.centery)))
            surface.blit(label, label.get_rect(midleft=(chip.left + t.px(25), chip.centery + t.px(1))))
            x = chip.right + t.px(5)
        return y + h + t.px(8)


class DeckTray(Widget):
    """The decks, discard piles and the First Player card, beside the phase tracker."""

    def __init__(self, scene: FiefTableScene, rect: pygame.Rect) -> None:
        super().__init__(scene.theme, rect)
        self.scene = scene
        self.hits: list[Hit] = []

    def layer_key(self) -> tuple[object, ...]:
        shown = self.scene.shown()[0]
        return (self.scene.version_of(shown), tuple(self.rect), self.theme.scale, i18n.language())

    def layer_bounds(self) -> pygame.Rect:
        # A deep pile's edges stand up and right of its card, the First Player card's shadow below.
        t = self.theme
        return self.rect.inflate(2 * t.px(6), 2 * t.px(6))

    def draw(self, surface: pygame.Surface) -> None:
        shown = self.scene.shown()[0]
        self.hits = self.scene.pieces.draw_tray(surface, self.rect, shown, self.scene.names)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for hit in self.hits:
            if hit.rect.collidepoint(pos):
                return hit.tooltip
        return None


__all__ = ["FiefTableScene", "Show", "draw_show", "election_show"]


def _caption_lines(theme: Any, show: Show, width: int) -> list[str]:
    return list(theme.wrap(show.caption, "body_bold", width))


def _caption_height(theme: Any, show: Show, width: int) -> int:
    return len(_caption_lines(theme, show, width)) * int(theme.line_height("body_bold"))


def _battle_widths(theme: Any, show: Show) -> tuple[list[int], int, int, int, int]:
    """Each side's width, the room between them, a die's side, the gap, a marker."""
    t = theme
    die, gap, mark = t.px(44), t.px(8), t.px(34)
    widths = [mark + t.px(12) + max(1, len(faces)) * (die + gap) - gap for _, _, faces in show.battle]
    return widths, t.px(64), die, gap, mark


def show_size(theme: Any, show: Show, width: int) -> tuple[int, int]:
    """The room a die, a card, a battle's dice or an election's markers take in the
    panel of reveals, with the caption under them, at most ``width`` wide."""
    t = theme
    caption = _caption_height(t, show, width)
    text_w = max((t.text_size(line, "body_bold")[0] for line in _caption_lines(t, show, width)), default=0)
    if show.battle:
        widths, middle, die, _gap, _mark = _battle_widths(t, show)
        return min(width, max(text_w, sum(widths) + middle)), die + t.px(10) + caption
    if show.ballots:
        mark = t.px(22)
        line_h = max(mark, t.line_height("body")) + t.px(6)
        rows = t.line_height("small_bold") + t.px(6) + len(show.ballots) * line_h + t.px(6)
        ballots_w = max(t.text_size(text, "body")[0] for _, _, text in show.ballots) + mark + t.px(10)
        return min(width, max(text_w, ballots_w, t.text_size(show.heading, "small_bold")[0])), rows + caption
    card_w = t.px(96) if show.card else 0
    card_h = round(card_w * 1.4)
    die = t.px(58) if show.die else 0
    art_h = max(card_h, die)
    art_w = card_w + die + (t.px(24) if card_w and die else 0)
    return min(width, max(text_w, art_w)), art_h + (t.px(8) if art_h else 0) + caption


def draw_show(surface: pygame.Surface, theme: Any, data: Any, rect: pygame.Rect, show: Show, t: float) -> None:
    """A die tumbling then settling, and/or a card turning up, a battle's dice or an
    election's markers, with the caption under them, in ``rect``; ``t`` from 0 (just
    shown) to 1 (settled)."""
    th = theme
    c = th.colors
    if show.battle:
        _draw_battle_show(surface, th, rect, show, t)
        return
    if show.ballots:
        _draw_election_show(surface, th, rect, show, t)
        return
    card_w = th.px(96) if show.card else 0
    die = th.px(58) if show.die else 0
    art_h = max(round(card_w * 1.4), die)
    x = rect.centerx - (card_w + die + (th.px(24) if card_w and die else 0)) // 2
    top = rect.top
    if show.card:
        # The card turns over: its width grows from nothing, showing the back first.
        w, face_up = turn_width(card_w, t, 0.35)
        if show.card.startswith("back:"):
            face = card_back(th, show.card[5:], card_w)
        elif not face_up or data is None:
            deck = "lord" if data is not None and show.card in data.lord_cards else "fortune"
            face = card_back(th, deck, card_w)
        else:
            face = card_face(th, data, show.card, card_w)
        img = pygame.transform.smoothscale(face, (w, face.get_height())) if w != card_w else face
        surface.blit(img, img.get_rect(midtop=(x + card_w // 2, top)))
        x += card_w + th.px(24)
    if show.die:
        rolling = t < 0.45
        face_n = tumble_face(show.die, t)
        size = die if not rolling else round(die * (0.85 + 0.15 * math.sin(t * 40)))
        icon = icons.icon(f"die_{min(6, max(1, face_n))}", size)
        if rolling:
            icon = pygame.transform.rotate(icon, (t * 900) % 360)
        surface.blit(icon, icon.get_rect(center=(x + die // 2, top + art_h // 2)))
    y = top + art_h + (th.px(8) if art_h else 0)
    for line in _caption_lines(th, show, rect.width):
        th.blit_text(surface, line, (rect.centerx, y), "body_bold", c.ink, "midtop")
        y += th.line_height("body_bold")


def _draw_battle_show(surface: pygame.Surface, theme: Any, rect: pygame.Rect, show: Show, t: float) -> None:
    """Both sides' battle dice tumbling then settling, each behind its family's marker."""
    th = theme
    c = th.colors
    widths, middle, die, gap, mark = _battle_widths(th, show)
    tumble = (0.45 - t) / 0.45 if t < 0.45 else 0.0
    cy = rect.top + die // 2
    x = rect.centerx - (sum(widths) + middle) // 2
    for i, ((rgb, pattern, faces), w) in enumerate(zip(show.battle, widths)):
        surface.blit(marker(rgb, pattern, mark), (x, cy - mark // 2))
        if faces:
            draw_dice(surface, faces, x + mark + th.px(12), cy, die, gap, tumble, seed=i * 11)
        else:
            th.blit_text(
                surface, i18n.t("fief.ui.game.no_die"), (x + mark + th.px(12), cy), "italic", c.ink_soft, "midleft"
            )
        if i == 0:
            th.blit_text(
                surface, i18n.t("fief.ui.game.versus"), (x + w + middle // 2, cy), "italic", c.rubric, "center"
            )
        x += w + middle
    y = cy + die // 2 + th.px(10)
    for line in _caption_lines(th, show, rect.width):
        th.blit_text(surface, line, (rect.centerx, y), "body_bold", c.ink, "midtop")
        y += th.line_height("body_bold")


def election_show(data: FiefData, view: State, nm: Names, e: ev.ElectionHeld) -> Show:
    """The reveal of an election (1.3): every family's markers turned over, what its FOR
    carried, the count and the result with its reason."""
    votes = dict(e.votes)
    lines: list[tuple[tuple[int, int, int], str, i18n.Text]] = []
    for seat, support, decoy in e.ballots:
        rgb, pattern = family_style(data, view, seat)
        n = votes.get(seat, 0)
        family = nm.family(seat)
        if not support and not decoy:
            words = m("fief.ui.game.ballot_kept", family=family, n=n)
        elif support and decoy:
            words = m(
                "fief.ui.game.ballot_for_decoy", family=family, lord=nm.lord(support), votes=n, decoy=nm.lord(decoy)
            )
        elif support:
            words = m("fief.ui.game.ballot_for", family=family, lord=nm.lord(support), votes=n)
        else:
            words = m("fief.ui.game.ballot_decoy", family=family, decoy=nm.lord(decoy))
        lines.append((rgb, pattern, words))
    office: i18n.Text
    if e.office == "bishop":
        office = nm.bishop_of(e.bishopric)
    else:
        office = m("fief.ui.game.office_pope") if e.office == "pope" else m("fief.ui.game.office_king")
    totals = sorted(e.totals, key=lambda kv: -kv[1])
    counts = in_each_language(
        lambda lang: ", ".join(m("fief.ui.game.vote_count", lord=nm.lord(lid), votes=n).text(lang) for lid, n in totals)
    )
    reason = capitalised(e.reason())
    if e.elected:
        caption = m("fief.ui.game.elected", lord=nm.lord(e.elected), office=office, counts=counts, reason=reason)
    else:
        caption = m("fief.ui.game.nobody_elected", office=office, counts=counts, reason=reason)
    return Show(
        caption,
        ballot_lines=tuple(lines) or (((128, 128, 128), "plain", m("fief.ui.game.no_vote_cast")),),
        heading_message=m("fief.ui.game.markers_turned", office=office),
    )


def _draw_election_show(surface: pygame.Surface, theme: Any, rect: pygame.Rect, show: Show, t: float) -> None:
    """The markers turned over one family after another, then the count."""
    th = theme
    c = th.colors
    mark = th.px(22)
    line_h = max(mark, th.line_height("body")) + th.px(6)
    y = rect.top
    th.blit_text(surface, show.heading, (rect.centerx, y), "small_bold", c.rubric, "midtop")
    y += th.line_height("small_bold") + th.px(6)
    shown = len(show.ballots) if t >= 0.35 else int(t / 0.35 * len(show.ballots)) + 1
    for i, (rgb, pattern, text) in enumerate(show.ballots):
        if i < shown:
            surface.blit(marker(rgb, pattern, mark), (rect.left, y + (line_h - mark) // 2))
            th.blit_text(surface, text, (rect.left + mark + th.px(10), y + line_h // 2), "body", c.ink, "midleft")
        y += line_h
    y += th.px(6)
    if t >= 0.35:
        for line in _caption_lines(th, show, rect.width):
            th.blit_text(surface, line, (rect.centerx, y), "body_bold", c.ink, "midtop")
            y += th.line_height("body_bold")
