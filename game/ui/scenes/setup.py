"""The new-game screen: seats, families, optional rules and the seed.

3 to 6 seats (the data's limits), each played by a person at this machine or by the
computer, with a name and a family colour (every colour has its own shape too).
Optional rules and variants are listed from ``data/fief/variants.yaml``; those the
rules engine cannot play yet are shown but cannot be chosen, with the reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.render import icons
from game.ui.render.markers import draw_marker
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.dropdown import Dropdown
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.selector import Choice, CycleSelector
from game.ui.widgets.text_input import TextInput
from game.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData
    from game.games.fief.rules.state import GameConfig

DEFAULT_PLAYERS = 4
NAME_LENGTH = 20
SEED_DIGITS = 9
#: Names offered to computer players: invented noble houses.
AI_NAMES = ("Montfaucon", "Rochebrune", "Valcourt", "Beaumanoir", "Castelnau", "Haudricourt")
UNSUPPORTED_REASON = "Not playable yet: the rules engine does not support this option."
PASS_AND_PLAY_HINT = (
    "Human seats share this computer and play in turn. Before each player's turn a "
    "curtain covers the table, so hands and secret votes stay hidden until that "
    "player lifts it. Computer players think while the table waits."
)


def supported_variants() -> frozenset[str]:
    """The variant ids the rules engine plays (none if it does not say)."""
    try:
        from game.games.fief.rules import engine
    except ImportError:
        return frozenset()
    return frozenset(getattr(engine, "SUPPORTED_VARIANTS", frozenset()))


#: Round limits offered on the set-up screen (None, "until someone wins", is offered too).
ROUND_LIMITS = (5, 8, 12, 20, 30)
DEFAULT_ROUND_LIMIT = 12


@dataclass
class SeatDraft:
    """One seat as the player is setting it up."""

    kind: str  # "human" or "ai"
    name: str
    family: str  # family colour id
    named_by_player: bool = False


def default_name(kind: str, index: int) -> str:
    return AI_NAMES[index % len(AI_NAMES)] if kind == "ai" else f"Player {index + 1}"


class SetupScene(WidgetScene):
    title = "New game"

    def __init__(self, app, players: int | None = None, bots: int | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        self.data: FiefData = app.game_data()
        rules = self.data.rules
        self.min_seats, self.max_seats = rules.min_families, min(rules.max_families, len(self.data.families))
        opts = app.options
        count = players if players is not None else (opts.players if opts.players is not None else DEFAULT_PLAYERS)
        count = min(max(count, self.min_seats), self.max_seats)
        ai_count = bots if bots is not None else (opts.bots if opts.bots is not None else count - 1)
        ai_count = min(max(ai_count, 0), count)
        self.seats: list[SeatDraft] = []
        for index in range(count):
            kind = "ai" if index >= count - ai_count else "human"
            self.seats.append(SeatDraft(kind, default_name(kind, index), self.data.families[index].id))
        self.supported = supported_variants()
        self.variants: set[str] = set()
        self.max_rounds: int | None = DEFAULT_ROUND_LIMIT
        self.ask_everyone = False  # GameConfig.reactions: "everyone" instead of "holders"
        seed = seed if seed is not None else opts.seed
        self.seed_text = "" if seed is None else str(seed)
        self.seat_count: CycleSelector | None = None
        self.start_button: Button | None = None
        self.family_by_id = {f.id: f for f in self.data.families}

    # Layout -----------------------------------------------------------------------
    def build(self) -> None:
        t = self.theme
        w, h = self.size
        margin = t.px(24)
        gap = t.px(18)
        # As large as the window allows, up to the design's proportions, centred.
        outer = pygame.Rect(0, 0, min(w - 2 * margin, t.px(1232)), min(h - 2 * margin, t.px(672)))
        outer.center = (w // 2, h // 2)
        left_w = int((outer.width - gap) * 0.6)
        seats_panel = Panel(t, pygame.Rect(outer.left, outer.top, left_w, outer.height), title="The Families")
        rules_panel = Panel(t, pygame.Rect(outer.left + left_w + gap, outer.top, outer.width - left_w - gap, outer.height),
                            title="Rules of this Game")
        self.group.add(seats_panel, rules_panel)
        self._build_seats(seats_panel.content)
        self._build_rules(rules_panel.content)

    def _build_seats(self, area: pygame.Rect) -> None:
        t = self.theme
        row_h = t.px(42)
        y = area.top
        line = t.line_height("body")
        label = Label(t, "Number of players", pygame.Rect(area.left, y + (row_h - line) // 2, t.px(210), line))
        counts = [Choice(n, f"{n} players") for n in range(self.min_seats, self.max_seats + 1)]
        self.seat_count = CycleSelector(t, counts, len(self.seats), pygame.Rect(area.left + t.px(220), y, t.px(200), row_h),
                                        on_change=self.set_seat_count,
                                        tooltip=f"Fief is played by {self.min_seats} to {self.max_seats} families.")
        self.group.add(label, self.seat_count)
        y += row_h + t.px(18)
        number_w = t.px(40)
        kind_w = t.px(166)
        family_w = t.px(176)
        name_w = area.width - number_w - kind_w - family_w - 3 * t.px(12)
        least = t.px(170)
        if name_w < least:  # a narrow window: the selectors give up some width
            squeeze = (least - name_w) / (kind_w + family_w)
            kind_w, family_w = int(kind_w * (1 - squeeze)), int(family_w * (1 - squeeze))
            name_w = least
        cols = [area.left + number_w, area.left + number_w + t.px(12)]
        cols.append(cols[1] + kind_w + t.px(12))
        cols.append(cols[2] + name_w + t.px(12))
        for text, x in (("Played by", cols[1]), ("Name", cols[2]), ("Family", cols[3])):
            self.group.add(Label(t, text, pygame.Rect(x, y, t.px(150), t.line_height("small_bold")), role="small_bold",
                                 color=t.colors.ink_soft))
        y += t.line_height("small_bold") + t.px(8)
        kinds = [Choice("human", "Human"), Choice("ai", "AI")]
        for index, seat in enumerate(self.seats):
            self.group.add(_SeatNumber(t, index, pygame.Rect(area.left, y, number_w - t.px(6), row_h)))
            self.group.add(CycleSelector(
                t, kinds, seat.kind, pygame.Rect(cols[1], y, kind_w, row_h),
                on_change=lambda v, i=index: self.set_kind(i, v), draw_swatch=_draw_kind,
                tooltip="A person at this computer, or a computer (AI) player.",
            ))
            self.group.add(TextInput(
                t, seat.name, pygame.Rect(cols[2], y, name_w, row_h), placeholder="Name", max_length=NAME_LENGTH,
                on_change=lambda text, i=index: self.set_name(i, text),
                tooltip="The name shown for this seat during the game.",
            ))
            owners = {s.family: i for i, s in enumerate(self.seats)}
            choices = [
                Choice(f.id, f.name if owners.get(f.id, index) == index else f"{f.name}  (swap with seat {owners[f.id] + 1})")
                for f in self.data.families
            ]
            self.group.add(Dropdown(
                self.app, choices, seat.family, pygame.Rect(cols[3], y, family_w, row_h),
                on_change=lambda v, i=index: self.set_family(i, v), draw_swatch=self._draw_family,
                tooltip="The family's colour and mark: every family has its own shape as well as its colour.",
            ))
            y += row_h + t.px(10)
        hint = Label(t, PASS_AND_PLAY_HINT, pygame.Rect(area.left, 0, area.width, 0),
                     role="small_italic", color=t.colors.ink_soft)
        hint.rect.height = hint.height_for(area.width)
        hint.rect.bottom = area.bottom
        if hint.rect.top >= y + t.px(6):  # only when the seats leave room for it
            self.group.add(hint)

    def _build_rules(self, area: pygame.Rect) -> None:
        t = self.theme
        c = t.colors
        # From the bottom up: the buttons, the seed, then the variants fill what is left.
        button_h = t.px(46)
        back = Button(t, "Back", self.app.back, pygame.Rect(area.left, area.bottom - button_h, t.px(130), button_h), icon="back",
                      tooltip="Return to the title (Esc).")
        problem = self.problem()
        self.start_button = Button(t, "Begin the game", self.start_game,
                                   pygame.Rect(back.rect.right + t.px(14), area.bottom - button_h, area.right - back.rect.right - t.px(14), button_h),
                                   primary=True, enabled=problem is None,
                                   tooltip=problem or "Seat the families and open the board.")
        note = Label(t, "Leave the seed empty for a fresh game.", pygame.Rect(area.left, 0, area.width, 0),
                     role="small_italic", color=c.ink_soft)
        note.rect.height = note.height_for(area.width)
        note.rect.bottom = back.rect.top - t.px(16)
        seed_h = t.px(40)
        seed_y = note.rect.top - t.px(4) - seed_h
        die = Button(t, "", self.roll_seed, pygame.Rect(area.right - seed_h - t.px(8), seed_y, seed_h + t.px(8), seed_h), icon="die",
                     tooltip="Pick a seed at random.")
        self.seed_input = TextInput(t, self.seed_text, pygame.Rect(area.left, seed_y, area.width - seed_h - t.px(20), seed_h),
                                    placeholder="chosen at random", max_length=SEED_DIGITS, allowed=str.isdigit,
                                    on_change=self.set_seed,
                                    tooltip="The same seed, seats and choices give the same dice and cards: "
                                            "useful to replay a game or report a problem.")
        seed_label = Label(t, "Seed", pygame.Rect(area.left, seed_y - t.px(6) - t.line_height("body_bold"), area.width,
                                                   t.line_height("body_bold")), role="body_bold")
        length_h = t.px(38)
        length_y = seed_label.rect.top - t.px(12) - length_h
        length_label = Label(t, "Game length", pygame.Rect(area.left, length_y + (length_h - t.line_height("body_bold")) // 2,
                                                            t.px(130), t.line_height("body_bold")), role="body_bold")
        lengths = [Choice(n, f"{n} rounds at most") for n in ROUND_LIMITS] + [Choice(None, "Until someone wins")]
        self.length_selector = CycleSelector(
            t, lengths, self.max_rounds, pygame.Rect(area.left + t.px(140), length_y, area.width - t.px(140), length_h),
            on_change=self.set_max_rounds,
            tooltip="A game ends when a family wins at the end of a round (7.1), or with no winner after "
                    "this many rounds.",
        )
        limit = length_y - t.px(12)

        y = area.top
        intro = Label(t, "Optional rules and variants", pygame.Rect(area.left, y, area.width, t.line_height("body_bold")), role="body_bold")
        self.group.add(intro)
        y += t.line_height("body_bold") + t.px(8)
        variants = list(self.data.variants.values())
        unsupported = any(v.id not in self.supported for v in variants)
        note_text = "Greyed options cannot be played yet; hover one to read about it."
        note_h = len(t.wrap(note_text, "small_italic", area.width)) * t.line_height("small_italic") if unsupported else 0
        room = limit - y - note_h
        row_h = max(t.line_height("body"), min(t.px(34), room // max(1, len(variants) + 1) - t.px(6)))
        for variant in variants:
            playable = variant.id in self.supported
            tip = f"{variant.description} (Rule {variant.section}.)"
            if not playable:
                tip = f"{UNSUPPORTED_REASON} {tip}"
            toggle = Toggle(t, f"{variant.name}  ({variant.section})", variant.id in self.variants,
                            pygame.Rect(area.left, y, area.width, row_h),
                            on_change=lambda on, v=variant.id: self.set_variant(v, on), tooltip=tip, enabled=playable)
            self.group.add(toggle)
            y += row_h + t.px(6)
        secret = Toggle(t, "Ask at every reaction, card or not", self.ask_everyone,
                        pygame.Rect(area.left, y, area.width, row_h), on_change=self.set_ask_everyone,
                        tooltip="When a lord is the target of an Assassination, his family is asked whether it "
                                "answers with a Secret Passage. Off: only a family holding one is asked, which "
                                "tells the table it holds one. On: the family is always asked, so nothing leaks "
                                "in a pass-and-play game (10.2.3).")
        self.group.add(secret)
        y += row_h + t.px(6)
        if unsupported and y + note_h <= limit + t.px(6):
            greyed = Label(t, note_text, pygame.Rect(area.left, y, area.width, note_h), role="small_italic", color=c.ink_soft)
            self.group.add(greyed)
        self.group.add(length_label, self.length_selector, seed_label, self.seed_input, die, note, back, self.start_button)

    # Changes ----------------------------------------------------------------------
    def set_seat_count(self, count: int) -> None:
        count = min(max(count, self.min_seats), self.max_seats)
        while len(self.seats) > count:
            self.seats.pop()
        while len(self.seats) < count:
            index = len(self.seats)
            used = {s.family for s in self.seats}
            family = next(f.id for f in self.data.families if f.id not in used)
            self.seats.append(SeatDraft("ai", default_name("ai", index), family))
        self.layout()

    def set_kind(self, index: int, kind: str) -> None:
        seat = self.seats[index]
        seat.kind = kind
        if not seat.named_by_player:
            seat.name = default_name(kind, index)
        self.layout()

    def set_name(self, index: int, text: str) -> None:
        seat = self.seats[index]
        seat.name = text
        seat.named_by_player = True
        self._refresh_start()

    def set_family(self, index: int, family: str) -> None:
        """Give seat ``index`` the family; a seat that had it takes this seat's old one."""
        for other in self.seats:
            if other is not self.seats[index] and other.family == family:
                other.family = self.seats[index].family
        self.seats[index].family = family
        self.layout()

    def set_variant(self, variant: str, on: bool) -> None:
        if on and variant in self.supported:
            self.variants.add(variant)
        else:
            self.variants.discard(variant)

    def set_ask_everyone(self, on: bool) -> None:
        self.ask_everyone = on

    def set_max_rounds(self, value: int | None) -> None:
        self.max_rounds = value

    def set_seed(self, text: str) -> None:
        self.seed_text = text

    def roll_seed(self) -> None:
        self.seed_text = str(random.SystemRandom().randrange(1, 10**SEED_DIGITS))
        self.seed_input.set_text(self.seed_text)

    def _refresh_start(self) -> None:
        if self.start_button is not None:
            problem = self.problem()
            self.start_button.enabled = problem is None
            self.start_button.tooltip = problem or "Seat the families and open the board."

    # Result -----------------------------------------------------------------------
    def problem(self) -> str | None:
        """Why the game cannot begin yet, or None."""
        for index, seat in enumerate(self.seats):
            if not seat.name.strip():
                return f"Seat {index + 1} needs a name."
        names = [s.name.strip().casefold() for s in self.seats]
        for index, name in enumerate(names):
            if name in names[:index]:
                return f"Two seats are called {self.seats[index].name.strip()}; give each seat its own name."
        return None

    def config(self) -> "GameConfig":
        """The game set-up as chosen on the screen."""
        from game.core.contract import SeatConfig
        from game.games.fief.rules.state import GameConfig

        seats = [SeatConfig(name=s.name.strip(), color=s.family, kind=s.kind) for s in self.seats]
        variants = [v for v in self.data.variants if v in self.variants]
        return GameConfig(seats=seats, variants=variants, max_rounds=self.max_rounds,
                          reactions="everyone" if self.ask_everyone else "holders")

    def seed(self) -> int:
        if self.seed_text:
            return int(self.seed_text)
        return random.SystemRandom().randrange(1, 10**SEED_DIGITS)

    def start_game(self) -> None:
        """Seat the families: a new game with its autosave, opened in place of this screen
        (behind the privacy curtain when a person makes the first decision)."""
        if self.problem() is not None:
            return
        from game.core.errors import ConfigError
        from game import registry
        from game.ui.controller import Controller, autosave_path

        try:
            controller = Controller.new(registry.get("fief"), self.data, self.config(), self.seed(), autosave=autosave_path())
        except ConfigError as exc:
            self.app.notify(str(exc))
            return
        self.app.play(controller)

    # Drawing ----------------------------------------------------------------------
    def _draw_family(self, surface: pygame.Surface, rect: pygame.Rect, value: str) -> None:
        family = self.family_by_id.get(value)
        if family is not None:
            draw_marker(surface, rect, family.color, family.pattern)


class _SeatNumber(Label):
    """The seat's number in a small red roundel."""

    def __init__(self, theme, index: int, rect: pygame.Rect) -> None:
        super().__init__(theme, str(index + 1), rect)
        self.index = index

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        r = min(self.rect.width, self.rect.height) // 2 - t.px(3)
        center = self.rect.center
        pygame.draw.circle(surface, c.ink, center, r + max(1, t.px(1.5)))
        pygame.draw.circle(surface, c.rubric, center, r)
        t.blit_text(surface, self.text, (center[0], center[1] + t.px(1)), "body_bold", c.parchment_light, "center")


def _draw_kind(surface: pygame.Surface, rect: pygame.Rect, value: str) -> None:
    icon = icons.icon("human" if value == "human" else "astrolabe", rect.height)
    surface.blit(icon, rect)
