"""What a game's client package gives the shell: one ``GameUI``.

The shell (title, setup, load, the table with its curtain, undo, chronicle and reveal
queue, the game menu, game over, settings) knows a game only through its descriptor
(``game.core.contract.GameDescriptor``) and this record, which the descriptor's
``load_ui()`` returns. A game that has no client package of its own (``load_ui`` is
None) is played on the shell's plain table with ``GameUI()``: the generic table scene,
the generic chooser and plain words.

Nothing here imports pygame or a game, so the pass-and-play rule
(``game.ui.curtain_logic``) can use the words without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core import i18n
from game.core.contract import GameDescriptor, GameOption, SeatColour
from game.core.saves import SaveFile
from game.ui.title_props import TitleArt, TitleProp

if TYPE_CHECKING:
    import pygame

    from game.ui.app import App
    from game.ui.controller import Controller
    from game.ui.decisions.base import DecisionView
    from game.ui.pacing import Light
    from game.ui.scene import Scene

# The plain words of a game that names nothing itself (messages: immutable values).
_SEAT = i18n.m("core.plugin.seat")
_SEATS = i18n.m("core.plugin.seats")
_COLOUR = i18n.m("core.plugin.colour")
_SETUP_WORDS = i18n.m("core.plugin.setup_words")

#: ``SetupOption.default`` when the option's own default applies
OWN_DEFAULT: Any = object()


@dataclass(frozen=True)
class SetupOption:
    """One row of the setup screen's options: a game option as the screen shows it.

    ``option`` is one of the descriptor's options (its id, kind and bounds), or, with
    ``unavailable`` set, an option the data describes but the rules cannot play yet:
    it is shown greyed with that reason and never reaches the config.
    """

    option: GameOption
    label: i18n.Text = ""  # "" : the option's own label
    help: i18n.Text = ""  # "" : the option's own help
    #: the values offered in order with their labels (for "choice" and "number");
    #: empty: the option's own choices
    choices: tuple[tuple[Any, i18n.Text], ...] = ()
    default: Any = OWN_DEFAULT  # the value the screen starts with
    unavailable: i18n.Text | None = None

    @property
    def shown_label(self) -> str:
        return i18n.text(self.label or self.option.label)

    @property
    def shown_help(self) -> str:
        return i18n.text(self.help or self.option.help)

    @property
    def offered(self) -> tuple[tuple[Any, i18n.Text], ...]:
        return self.choices or self.option.choices

    @property
    def start(self) -> Any:
        return self.option.default if self.default is OWN_DEFAULT else self.default


@dataclass(frozen=True)
class SeatScore:
    """One seat's line on the score sheet at the end of a game."""

    seat: int
    name: i18n.Text
    colour: str  # the seat's colour id
    ai: bool
    points: int | None  # None: the game counts no points
    sources: tuple[i18n.Text, ...]  # where the points came from, one phrase each
    winner: bool
    tooltip: i18n.Text = ""


@dataclass(frozen=True)
class ChartSeries:
    """One line of the score sheet's chart: a seat's points at each of the chart's
    steps (``ScoreSheet.chart_steps``), drawn in the seat's colour with its shape.
    ``colour`` "" (a player no seat colour stands for, as a solo game's automated
    opponent): drawn in ink, dashed."""

    name: i18n.Text
    colour: str  # the seat's colour id, or ""
    points: tuple[int, ...]


@dataclass(frozen=True)
class ScoreSheet:
    """What the game-over screen shows: the headline, then one line per seat (winners
    first). ``points_label`` is written after each seat's points ("VP"); ``no_points``
    stands for the sources of a seat that has none ("No victory points.").

    ``chart`` (optional): how the points grew, one series per seat, each with a value
    for each of ``chart_steps`` (their names under the chart: "1", "2", ..., "End");
    the game-over screen draws it beside the rows when there is one."""

    headline: i18n.Text
    reason: i18n.Text
    rounds: int
    rows: tuple[SeatScore, ...]
    points_label: i18n.Text = ""
    no_points: i18n.Text = ""
    chart: tuple[ChartSeries, ...] = ()
    chart_steps: tuple[i18n.Text, ...] = ()
    #: the chart's title ("Victory points, round by round"); "" : none
    chart_title: i18n.Text = ""


@dataclass(frozen=True)
class SaveSummary:
    """What the saves list shows of a game: where it stands and who plays it."""

    round: int
    step: int
    seats: tuple[str, ...]
    ended: i18n.Text | None = None  # how it ended, as a sentence, if it did


@dataclass(frozen=True)
class SeatsSetup:
    """What the setup screen shows for one number of seats (``GameUI.setup_for_seats``):
    the option rows that apply with that many, and, when that many play a game of its
    own (a solo game against an automated opponent), its name and a sentence or two
    saying how it is played."""

    rows: tuple[SetupOption, ...]
    name: i18n.Text = ""  # "" : the game as usual, unnamed
    about: i18n.Text = ""


@dataclass(frozen=True)
class GameUI:
    """A game's client package, as the shell sees it. Every field has a plain default,
    so ``GameUI()`` plays any game on the generic table."""

    #: the short name in window titles and headings ("Fief"); "" : the game's title
    short_title: i18n.Text = ""
    #: the table scene's factory, ``table(app, controller)``: a ``TableScene``
    #: (``game.ui.scenes.table``); None: the shell's generic table
    table: Callable[[App, Controller], Scene] | None = None
    #: the game's decision views by decision kind (``game.ui.decisions.views_by_kind``)
    views: Mapping[str, type[DecisionView]] = field(default_factory=dict)
    #: the view of every other decision kind; None: the shell's generic chooser
    chooser: type[DecisionView] | None = None
    #: the names of the steps of a round (``rules.progress`` counts them from 1)
    step_names: Sequence[i18n.Text] = ()
    #: what a seat is called at the table ("family": "the Red family"), and its plural
    seat_word: i18n.Text = _SEAT
    seats_word: i18n.Text = _SEATS
    #: the heading of the setup screen's colour column ("Family")
    colour_word: i18n.Text = _COLOUR
    #: what the curtain says of the setting-up before the first round
    setup_words: i18n.Text = _SETUP_WORDS
    #: a seat's marker of ``size`` pixels for its colour; None: the shape of
    #: ``SeatColour.pattern`` filled with ``SeatColour.color``
    seat_marker: Callable[[SeatColour, int], pygame.Surface] | None = None
    #: the score sheet of a finished game; None: the winners and no points
    score_sheet: Callable[[Controller], ScoreSheet] | None = None
    #: the setup screen's option rows; None: every option of the descriptor, as it is
    setup_options: Callable[[Any, Sequence[GameOption]], Sequence[SetupOption]] | None = None
    #: what the saves list shows of a save; None: read from the save's meta
    save_summary: Callable[[SaveFile], SaveSummary] | None = None
    #: the game's own scenes, opened by name through the app (``app.open("board")``)
    scenes: Mapping[str, Callable[..., Scene]] = field(default_factory=dict)
    #: the game's rules text (the rules scene's markdown), or None
    rules_path: Callable[[], Path] | None = None
    #: the kinds of actions that end a turn on purpose ("done"): the table passes on at
    #: once after them, while a turn the game ended by itself is held until Continue
    turn_enders: frozenset[str] = frozenset({"done", "pass"})
    #: the chronicle's folding (``game.ui.controller.fold_entries``): a key equal for
    #: events written as one line when they follow each other (None: a line of its own)
    chronicle_key: Callable[[Any], Hashable | None] | None = None
    #: the one line for such a run, ``chronicle_line(state, events)``; "" leaves it out
    chronicle_line: Callable[[Any, Sequence[Any]], i18n.Text] | None = None
    #: what the table lights on the game's board for one event of a move another seat
    #: made, ``lights(event, view_before, view_after)`` (``game.ui.pacing.Light``s, whose
    #: keys the game's own board reads); None: nothing is lit (the move's line is still
    #: shown and held at the table's pace)
    lights: Callable[[Any, Any, Any], Sequence[Light]] | None = None
    #: the props on the title's table while this game is chosen (its emblems, drawn by
    #: its own code); None: the bare table. The title reaches it without loading the
    #: client, through the game's listing (``game.registry.Listing.title_art``)
    title_art: TitleArt | None = None
    #: what the setup screen shows with ``seats`` seats, ``setup_for_seats(data, seats,
    #: rows)``: the rows (of ``setup_options``) that apply, with the name and a sentence
    #: or two of the game that many play when it is one of its own (a solo game);
    #: None: every row for every count, unnamed
    setup_for_seats: Callable[[Any, int, Sequence[SetupOption]], SeatsSetup] | None = None

    def title_of(self, game_title: i18n.Text) -> i18n.Text:
        return self.short_title or game_title

    def step_name(self, step: int) -> i18n.Text:
        """The name of step ``step`` of a round ("" when the game does not name it)."""
        return self.step_names[step - 1] if 1 <= step <= len(self.step_names) else ""

    def where(self, rnd: int, step: int, sep: str = " · ") -> str:
        """ "Setting up" before the first round, else "Round 2 · Purchase" (in words now)."""
        if rnd == 0:
            return i18n.t("core.plugin.setting_up")
        name = i18n.text(self.step_name(step))
        return (
            i18n.t("core.plugin.round_step", round=rnd, sep=sep, step=name)
            if name
            else i18n.t("core.plugin.round", round=rnd)
        )


PLAIN = GameUI()


def ended_words(seats: tuple[str, ...], outcome: Any, rnd: int) -> i18n.Text | None:
    """How a game ended, from an outcome written as ``{"winners": [...], "reason": ...}``:
    "Anne won: 3 victory points ...", "Anne and Bertrand won: allied by marriage ...",
    or None while it goes on."""
    if not isinstance(outcome, dict):
        return None
    reason = outcome.get("reason")
    listed = outcome.get("winners", [])
    winners = (
        [seats[w] for w in listed if isinstance(w, int) and 0 <= w < len(seats)] if isinstance(listed, list) else []
    )
    if not (isinstance(reason, str) and reason):
        if winners:
            return i18n.m("core.plugin.won_in_round", winners=i18n.words(winners), round=rnd, n=len(winners))
        return i18n.m("core.plugin.ended_in_round", round=rnd)
    if winners:
        # A reason kept in a save is words already, in the language it was saved in.
        lowered = reason[:1].lower() + reason[1:]
        return i18n.m("core.plugin.won", n=len(winners), winners=i18n.words(winners), reason=lowered)
    return reason


def ui_of(game: GameDescriptor[Any, Any, Any]) -> GameUI:
    """The game's client package (imported the first time it is asked for), or the plain
    ``GameUI`` when the game has none."""
    if game.load_ui is None:
        return PLAIN
    ui = game.load_ui()
    if not isinstance(ui, GameUI):
        raise TypeError(f"{game.id}: load_ui() returned {type(ui).__name__}, not a game.ui.plugin.GameUI")
    return ui


__all__ = [
    "OWN_DEFAULT",
    "PLAIN",
    "ChartSeries",
    "GameUI",
    "SaveSummary",
    "ScoreSheet",
    "SeatScore",
    "SeatsSetup",
    "SetupOption",
    "TitleArt",
    "TitleProp",
    "ended_words",
    "ui_of",
]
