"""The new-game screen: seats, colours, optional rules and the seed, for the game the
title has chosen.

Everything comes from the game's descriptor: the seat range (``min_seats`` to
``max_seats``, no more than the data offers colours), the colours (each has its own
shape too, for colour-blind players), the options (flags as toggles, choices and
numbers as selectors) and the computer players' bot kinds (``game.ai.bot_kinds``). The
game's ``GameUI.setup_options`` may word the options its own way, start them at other
values, and list options the rules cannot play yet, greyed with the reason; its
``GameUI.setup_for_seats`` keeps the rows that apply with the number of seats chosen,
and names and explains the game that many play when it is one of its own (a solo game
against an automated opponent). Each seat is played by a person at this machine or by
the computer, with a name and a colour; "Begin the game" makes the config with
``descriptor.make_config`` from the rows shown (an option not shown keeps its default).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.ai import bot_kinds
from game.core import i18n
from game.core.contract import GameOption, SeatConfig
from game.core.errors import ConfigError
from game.ui import seats as seat_looks
from game.ui.controller import Controller, autosave_path
from game.ui.plugin import SeatsSetup, SetupOption
from game.ui.render import icons
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.dropdown import Dropdown
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.selector import Choice, CycleSelector
from game.ui.widgets.text_input import TextInput
from game.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.theme import Theme

DEFAULT_PLAYERS = 4
NAME_LENGTH = 20
SEED_DIGITS = 9
NUMBER_DIGITS = 6
#: Names offered to computer players: invented noble houses.
AI_NAMES = ("Montfaucon", "Rochebrune", "Valcourt", "Beaumanoir", "Castelnau", "Haudricourt")  # words: not shown
PASS_AND_PLAY_HINT = i18n.N_("core.setup.pass_and_play_hint")
#: a number option with bounds this close together is offered value by value
SELECTOR_SPAN = 40


@dataclass
class SeatDraft:
    """One seat as the player is setting it up."""

    kind: str  # "human" or "ai"
    name: str
    colour: str  # colour id
    bot: str  # the bot kind that plays the seat when it is a computer's
    named_by_player: bool = False


def default_name(kind: str, index: int) -> str:
    return AI_NAMES[index % len(AI_NAMES)] if kind == "ai" else i18n.t("core.setup.player", number=index + 1)


#: The computer players' kinds the shell names (a game's own kinds show their id).
BOT_NAMES = {"random": i18n.N_("core.setup.bot_random"), "heuristic": i18n.N_("core.setup.bot_heuristic")}


def bot_name(kind: str) -> str:
    """A computer player's kind in words ("random"; "hasard" in French)."""
    return i18n.t(BOT_NAMES[kind]) if kind in BOT_NAMES else kind


def default_rows(options: list[GameOption]) -> list[SetupOption]:
    """The setup rows of a game that does not word its options itself."""
    return [SetupOption(option) for option in options]


def offered_values(row: SetupOption) -> list[tuple[Any, i18n.Text]]:
    """The values a selector offers for a choice or number option ([] : typed in)."""
    if row.offered:
        return list(row.offered)
    option = row.option
    if (
        option.kind == "number"
        and option.minimum is not None
        and option.maximum is not None
        and option.maximum - option.minimum <= SELECTOR_SPAN
    ):
        return [(n, str(n)) for n in range(option.minimum, option.maximum + 1)]
    return []


class SetupScene(WidgetScene):
    title = i18n.m("core.title.new_game")

    def __init__(self, app: App, players: int | None = None, bots: int | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        self.game = app.game()
        self.ui = app.game_ui()
        self.data = app.game_data()
        self.colours = list(self.game.seat_colours(self.data))
        self.colour_by_id = seat_looks.by_id(self.colours)
        self.min_seats = self.game.min_seats
        self.max_seats = min(self.game.max_seats, len(self.colours))
        kinds = bot_kinds(self.game)
        default_bot = self.game.default_bot if self.game.default_bot in kinds else kinds[0]
        #: the bot kinds in the order the seat's selector offers them after "Human": the
        #: default last, so that the next choice after it is a person again
        self.bots = [k for k in kinds if k != default_bot] + [default_bot]
        self.default_bot = default_bot
        opts = app.options
        count = players if players is not None else (opts.players if opts.players is not None else DEFAULT_PLAYERS)
        count = min(max(count, self.min_seats), self.max_seats)
        ai_count = bots if bots is not None else (opts.bots if opts.bots is not None else count - 1)
        ai_count = min(max(ai_count, 0), count)
        self.seats: list[SeatDraft] = []
        for index in range(count):
            kind = "ai" if index >= count - ai_count else "human"
            self.seats.append(SeatDraft(kind, default_name(kind, index), self.colours[index].id, default_bot))
        offered = list(self.game.options(self.data))
        #: the ids of the options the rules play (the others are shown greyed)
        self.supported = frozenset(o.id for o in offered)
        make_rows = self.ui.setup_options
        #: every row the game words, whatever the number of seats
        self.all_rows: list[SetupOption] = list(make_rows(self.data, offered) if make_rows else default_rows(offered))
        #: the value of each option, kept while a change of the number of seats hides it
        self.values: dict[str, Any] = {r.option.id: r.start for r in self.all_rows if r.unavailable is None}
        #: what the number of seats chosen plays: the rows shown, and its name and words
        self.seats_setup = SeatsSetup(tuple(self.all_rows))
        self.rows: list[SetupOption] = list(self.all_rows)
        self._fit_rows()
        seed = seed if seed is not None else opts.seed
        self.seed_text = "" if seed is None else str(seed)
        self.seat_count: CycleSelector | None = None
        self.start_button: Button | None = None
        #: the selectors of the choice and number options, by option id
        self.selectors: dict[str, CycleSelector] = {}

    @property
    def seats_word(self) -> str:
        return i18n.text(self.ui.seats_word)

    def _fit_rows(self) -> None:
        """The rows that apply with the number of seats chosen (``GameUI.setup_for_seats``);
        a value a row no longer offers goes back to the row's own start."""
        hook = self.ui.setup_for_seats
        count = len(self.seats)
        self.seats_setup = hook(self.data, count, tuple(self.all_rows)) if hook else SeatsSetup(tuple(self.all_rows))
        self.rows = list(self.seats_setup.rows)
        for row in self.rows:
            if row.unavailable is not None:
                continue
            option_id = row.option.id
            allowed = [value for value, _ in offered_values(row)]
            if option_id not in self.values or (allowed and self.values[option_id] not in allowed):
                self.values[option_id] = row.start

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
        seats_panel = Panel(
            t,
            pygame.Rect(outer.left, outer.top, left_w, outer.height),
            title=i18n.t("core.setup.seats_heading", seats=_heading_case(self.seats_word)),
        )
        rules_panel = Panel(
            t,
            pygame.Rect(outer.left + left_w + gap, outer.top, outer.width - left_w - gap, outer.height),
            title=i18n.t("core.setup.rules_heading"),
        )
        self.group.add(seats_panel, rules_panel)
        self._build_seats(seats_panel.content)
        self._build_rules(rules_panel.content)

    def _build_seats(self, area: pygame.Rect) -> None:
        t = self.theme
        row_h = t.px(42)
        y = area.top
        line = t.line_height("body")
        label = Label(
            t, i18n.t("core.setup.number_of_players"), pygame.Rect(area.left, y + (row_h - line) // 2, t.px(210), line)
        )
        counts = [Choice(n, i18n.t("core.setup.players", n=n)) for n in range(self.min_seats, self.max_seats + 1)]
        title = i18n.text(self.ui.title_of(self.game.title))
        self.seat_count = CycleSelector(
            t,
            counts,
            len(self.seats),
            pygame.Rect(area.left + t.px(220), y, t.px(200), row_h),
            on_change=self.set_seat_count,
            tooltip=i18n.t(
                "core.setup.seat_range", game=title, least=self.min_seats, most=self.max_seats, seats=self.seats_word
            ),
        )
        self.group.add(label, self.seat_count)
        y += row_h + t.px(18)
        number_w = t.px(40)
        kind_w = t.px(176)  # "AI: random" whole, in the smaller type a selector may take
        colour_w = t.px(176)
        name_w = area.width - number_w - kind_w - colour_w - 3 * t.px(12)
        least = t.px(150)
        if name_w < least:  # a narrow window: the colours give up width first, then the kinds
            short = least - name_w
            given = min(short, colour_w - t.px(120))
            colour_w -= given
            kind_w -= short - given
            name_w = least
        cols = [area.left + number_w, area.left + number_w + t.px(12)]
        cols.append(cols[1] + kind_w + t.px(12))
        cols.append(cols[2] + name_w + t.px(12))
        for text, x in (
            (i18n.t("core.setup.played_by"), cols[1]),
            (i18n.t("core.setup.name"), cols[2]),
            (i18n.text(self.ui.colour_word), cols[3]),
        ):
            self.group.add(
                Label(
                    t,
                    text,
                    pygame.Rect(x, y, t.px(150), t.line_height("small_bold")),
                    role="small_bold",
                    color=t.colors.ink_soft,
                )
            )
        y += t.line_height("small_bold") + t.px(8)
        kinds = [Choice("human", i18n.t("core.setup.human"))] + [
            Choice(
                f"ai:{bot}",
                i18n.t("core.setup.ai")
                if bot == self.default_bot
                else i18n.t("core.setup.ai_kind", kind=bot_name(bot)),
            )
            for bot in self.bots
        ]
        word = i18n.text(self.ui.seat_word)
        for index, seat in enumerate(self.seats):
            self.group.add(_SeatNumber(t, index, pygame.Rect(area.left, y, number_w - t.px(6), row_h)))
            self.group.add(
                CycleSelector(
                    t,
                    kinds,
                    "human" if seat.kind == "human" else f"ai:{seat.bot}",
                    pygame.Rect(cols[1], y, kind_w, row_h),
                    on_change=partial(self.set_kind, index),
                    draw_swatch=_draw_kind,
                    tooltip=i18n.t("core.setup.kind_tip_many") if len(self.bots) > 1 else i18n.t("core.setup.kind_tip"),
                )
            )
            self.group.add(
                TextInput(
                    t,
                    seat.name,
                    pygame.Rect(cols[2], y, name_w, row_h),
                    placeholder=i18n.t("core.setup.name"),
                    max_length=NAME_LENGTH,
                    on_change=partial(self.set_name, index),
                    tooltip=i18n.t("core.setup.name_tip"),
                )
            )
            owners = {s.colour: i for i, s in enumerate(self.seats)}
            choices = [
                Choice(
                    c.id,
                    i18n.text(c.name)
                    if owners.get(c.id, index) == index
                    else i18n.t("core.setup.swap", colour=c.name, seat=owners[c.id] + 1),
                )
                for c in self.colours
            ]
            self.group.add(
                Dropdown(
                    self.app,
                    choices,
                    seat.colour,
                    pygame.Rect(cols[3], y, colour_w, row_h),
                    on_change=partial(self.set_colour, index),
                    draw_swatch=self._draw_colour,
                    tooltip=i18n.t("core.setup.colour_tip", seat=word),
                )
            )
            y += row_h + t.px(10)
        hint = Label(
            t,
            i18n.t(PASS_AND_PLAY_HINT),
            pygame.Rect(area.left, 0, area.width, 0),
            role="small_italic",
            color=t.colors.ink_soft,
        )
        hint.rect.height = hint.height_for(area.width)
        hint.rect.bottom = area.bottom
        if hint.rect.top >= y + t.px(6):  # only when the seats leave room for it
            self.group.add(hint)

    def _build_rules(self, area: pygame.Rect) -> None:
        t = self.theme
        c = t.colors
        # From the bottom up: the buttons, the seed, the selectors; the toggles fill what is left.
        button_h = t.px(46)
        back = Button(
            t,
            i18n.t("core.common.back"),
            self.app.back,
            pygame.Rect(area.left, area.bottom - button_h, t.px(130), button_h),
            icon="back",
            tooltip=i18n.t("core.setup.back_tip"),
        )
        problem = self.problem()
        self.start_button = Button(
            t,
            i18n.t("core.setup.begin"),
            self.start_game,
            pygame.Rect(
                back.rect.right + t.px(14), area.bottom - button_h, area.right - back.rect.right - t.px(14), button_h
            ),
            primary=True,
            enabled=problem is None,
            tooltip=problem or self._start_tip(),
        )
        note = Label(
            t,
            i18n.t("core.setup.seed_note"),
            pygame.Rect(area.left, 0, area.width, 0),
            role="small_italic",
            color=c.ink_soft,
        )
        note.rect.height = note.height_for(area.width)
        note.rect.bottom = back.rect.top - t.px(16)
        seed_h = t.px(40)
        seed_y = note.rect.top - t.px(4) - seed_h
        die = Button(
            t,
            "",
            self.roll_seed,
            pygame.Rect(area.right - seed_h - t.px(8), seed_y, seed_h + t.px(8), seed_h),
            icon="die",
            tooltip=i18n.t("core.setup.roll_tip"),
        )
        self.seed_input = TextInput(
            t,
            self.seed_text,
            pygame.Rect(area.left, seed_y, area.width - seed_h - t.px(20), seed_h),
            placeholder=i18n.t("core.setup.seed_placeholder"),
            max_length=SEED_DIGITS,
            allowed=str.isdigit,
            on_change=self.set_seed,
            tooltip=i18n.t("core.setup.seed_tip"),
        )
        seed_label = Label(
            t,
            i18n.t("core.setup.seed"),
            pygame.Rect(
                area.left, seed_y - t.px(6) - t.line_height("body_bold"), area.width, t.line_height("body_bold")
            ),
            role="body_bold",
        )
        limit = self._build_values(area, seed_label.rect.top)

        y = self._build_name(area)
        intro = Label(
            t,
            i18n.t("core.setup.options"),
            pygame.Rect(area.left, y, area.width, t.line_height("body_bold")),
            role="body_bold",
        )
        self.group.add(intro)
        y += t.line_height("body_bold") + t.px(8)
        flags = [r for r in self.rows if r.option.kind == "flag"]
        unsupported = any(r.unavailable is not None for r in flags)
        note_text = i18n.t("core.setup.greyed_note")
        note_h = (
            len(t.wrap(note_text, "small_italic", area.width)) * t.line_height("small_italic") if unsupported else 0
        )
        room = limit - y - note_h
        row_h = max(t.line_height("body"), min(t.px(34), room // max(1, len(flags)) - t.px(6)))
        for row in flags:
            option_id = row.option.id
            playable = row.unavailable is None
            tip = (
                row.shown_help
                if playable
                else i18n.t("core.setup.unavailable", reason=i18n.text(row.unavailable), help=row.shown_help)
            )
            toggle = Toggle(
                t,
                row.shown_label,
                bool(self.values.get(option_id, False)),
                pygame.Rect(area.left, y, area.width, row_h),
                on_change=partial(self.set_option, option_id),
                tooltip=tip,
                enabled=playable,
            )
            self.group.add(toggle)
            y += row_h + t.px(6)
        if unsupported and y + note_h <= limit + t.px(6):
            greyed = Label(
                t, note_text, pygame.Rect(area.left, y, area.width, note_h), role="small_italic", color=c.ink_soft
            )
            self.group.add(greyed)
        self.group.add(seed_label, self.seed_input, die, note, back, self.start_button)

    def _build_name(self, area: pygame.Rect) -> int:
        """The name of the game the number of seats plays, when it is one of its own (a
        solo game), and what it is, at the top of the rules' column; returns where the
        options begin."""
        t = self.theme
        c = t.colors
        y = area.top
        name = i18n.text(self.seats_setup.name)
        if not name:
            return y
        heading = Label(t, name, pygame.Rect(area.left, y, area.width, 0), role="subheading", color=c.rubric)
        heading.rect.height = heading.height_for(area.width)
        self.group.add(heading)
        y = heading.rect.bottom + t.px(4)
        about = i18n.text(self.seats_setup.about)
        if about:
            words = Label(t, about, pygame.Rect(area.left, y, area.width, 0), role="small_italic", color=c.ink_soft)
            words.rect.height = words.height_for(area.width)
            self.group.add(words)
            y = words.rect.bottom
        return y + t.px(14)

    def _build_values(self, area: pygame.Rect, bottom: int) -> int:
        """The choice and number options, one labelled selector each, stacked upwards
        from ``bottom``; returns how far down the toggles may reach."""
        t = self.theme
        height = t.px(38)
        label_w = t.px(130)
        y = bottom
        self.selectors = {}
        for row in reversed([r for r in self.rows if r.option.kind != "flag" and r.unavailable is None]):
            y -= t.px(12) + height
            option_id = row.option.id
            label = Label(
                t,
                row.shown_label,
                pygame.Rect(
                    area.left, y + (height - t.line_height("body_bold")) // 2, label_w, t.line_height("body_bold")
                ),
                role="body_bold",
            )
            rect = pygame.Rect(area.left + label_w + t.px(10), y, area.width - label_w - t.px(10), height)
            values = offered_values(row)
            if values:
                selector = CycleSelector(
                    t,
                    [Choice(v, i18n.text(text)) for v, text in values],
                    self.values[option_id],
                    rect,
                    on_change=partial(self.set_option, option_id),
                    tooltip=row.shown_help or None,
                )
                self.selectors[option_id] = selector
                self.group.add(label, selector)
            else:
                value = self.values[option_id]
                field = TextInput(
                    t,
                    "" if value is None else str(value),
                    rect,
                    max_length=NUMBER_DIGITS,
                    allowed=str.isdigit,
                    placeholder=str(row.option.default or ""),
                    on_change=partial(self.set_number, row),
                    tooltip=row.shown_help or None,
                )
                self.group.add(label, field)
        return y - t.px(12)

    def _start_tip(self) -> str:
        return i18n.t("core.setup.start_tip", seats=self.seats_word)

    # Changes ----------------------------------------------------------------------
    def set_seat_count(self, count: int) -> None:
        count = min(max(count, self.min_seats), self.max_seats)
        while len(self.seats) > count:
            self.seats.pop()
        while len(self.seats) < count:
            index = len(self.seats)
            used = {s.colour for s in self.seats}
            colour = next(c.id for c in self.colours if c.id not in used)
            self.seats.append(SeatDraft("ai", default_name("ai", index), colour, self.default_bot))
        self._fit_rows()
        self.layout()

    def set_kind(self, index: int, value: str) -> None:
        """``value`` is "human" or "ai:<bot kind>"."""
        seat = self.seats[index]
        kind = "human" if value == "human" else "ai"
        if value.startswith("ai:"):
            seat.bot = value[3:]
        changed = kind != seat.kind
        seat.kind = kind
        if changed and not seat.named_by_player:
            seat.name = default_name(kind, index)
        self.layout()

    def set_name(self, index: int, text: str) -> None:
        seat = self.seats[index]
        seat.name = text
        seat.named_by_player = True
        self._refresh_start()

    def set_colour(self, index: int, colour: str) -> None:
        """Give seat ``index`` the colour; a seat that had it takes this seat's old one."""
        for other in self.seats:
            if other is not self.seats[index] and other.colour == colour:
                other.colour = self.seats[index].colour
        self.seats[index].colour = colour
        self.layout()

    def set_option(self, option: str, value: Any) -> None:
        if option in self.values:
            self.values[option] = value

    def set_number(self, row: SetupOption, text: str) -> None:
        self.set_option(row.option.id, int(text) if text else row.option.default)
        self._refresh_start()

    def set_seed(self, text: str) -> None:
        self.seed_text = text

    def roll_seed(self) -> None:
        self.seed_text = str(random.SystemRandom().randrange(1, 10**SEED_DIGITS))
        self.seed_input.set_text(self.seed_text)

    def _refresh_start(self) -> None:
        if self.start_button is not None:
            problem = self.problem()
            self.start_button.enabled = problem is None
            self.start_button.tooltip = problem or self._start_tip()

    # Result -----------------------------------------------------------------------
    def problem(self) -> str | None:
        """Why the game cannot begin yet, or None."""
        for index, seat in enumerate(self.seats):
            if not seat.name.strip():
                return i18n.t("core.setup.needs_name", seat=index + 1)
        names = [s.name.strip().casefold() for s in self.seats]
        for index, name in enumerate(names):
            if name in names[:index]:
                return i18n.t("core.setup.same_name", name=self.seats[index].name.strip())
        for row in self.rows:
            if row.unavailable is None:
                try:
                    row.option.check(self.values[row.option.id])
                except ConfigError as exc:
                    return i18n.t("core.setup.option_problem", option=row.shown_label, problem=str(exc))
        return None

    def config(self) -> Any:
        """The game's set-up as chosen on the screen (raises ConfigError if the rules
        refuse it)."""
        chosen = [SeatConfig(name=s.name.strip(), color=s.colour, kind=s.kind, ai=s.bot) for s in self.seats]
        values = {r.option.id: self.values[r.option.id] for r in self.rows if r.unavailable is None}
        return self.game.make_config(self.data, chosen, self.game.option_values(self.data, values))

    def seed(self) -> int:
        if self.seed_text:
            return int(self.seed_text)
        return random.SystemRandom().randrange(1, 10**SEED_DIGITS)

    def start_game(self) -> None:
        """Seat the players: a new game with its autosave, opened in place of this screen
        (behind the privacy curtain when a person makes the first decision)."""
        if self.problem() is not None:
            return
        try:
            controller = Controller.new(self.game, self.data, self.config(), self.seed(), autosave=autosave_path())
        except ConfigError as exc:
            self.app.notify(str(exc))
            return
        self.app.play(controller)

    # Drawing ----------------------------------------------------------------------
    def _draw_colour(self, surface: pygame.Surface, rect: pygame.Rect, value: str) -> None:
        colour = self.colour_by_id.get(value)
        if colour is not None:
            seat_looks.draw_seat(self.ui, surface, rect, colour)


def _heading_case(words: str) -> str:
    """A seat word as a heading shows it: each word capitalised in English ("The
    Families"), as it is in French ("Les familles")."""
    return words.title() if i18n.language() == i18n.FALLBACK else words


class _SeatNumber(Label):
    """The seat's number in a small red roundel."""

    def __init__(self, theme: Theme, index: int, rect: pygame.Rect) -> None:
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
