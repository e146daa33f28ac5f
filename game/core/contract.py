"""The game contract: what every game of Seneschal implements, and how it is described.

The shell (record, sim, bench, replay, validate, the controller and the client), the
bots and the contract test suite know a game only through these types:

- ``GameRules``: the rules as a typed Protocol over the game's own state, data and
  config classes (OpenSpiel's State API: who decides, the legal actions, apply, views
  for one seat, clone, outcome), plus the words for actions and events and a sampler of
  full states consistent with one seat's view, for search bots.
- ``GameDescriptor``: the game's id, title and seat range, how its data loads, its
  set-up options and variants, its default config, its bots, its validator, and how to
  load its client package (imported only by the client: rules never import pygame).

Games are registered explicitly in ``game.registry``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Generic, Literal, Protocol, TypeVar, runtime_checkable

from pydantic import ConfigDict

from game.core import jsonform
from game.core.engine import Action, Decision, Event
from game.core.errors import ConfigError, DataError, Problem
from game.core.i18n import Text, m, text
from game.core.mods import ModRef
from game.core.rng import Rng

StateT = TypeVar("StateT")
DataT = TypeVar("DataT")
ConfigT = TypeVar("ConfigT", bound="GameConfigLike")

# The rules Protocol's own variables: the rules only take the data in (to set a game up or
# read one back), never hand it out, so rules for a wider data class serve a narrower one.
# State and config go both ways and stay invariant.
RulesStateT = TypeVar("RulesStateT")
RulesDataT_contra = TypeVar("RulesDataT_contra", contravariant=True)
RulesConfigT = TypeVar("RulesConfigT", bound="GameConfigLike")


@dataclass(slots=True)
class SeatConfig:
    """One seat at the table: who plays it and how it looks."""

    #: a seat's JSON form has these fields and no other (``jsonform.decode_dataclass``)
    __pydantic_config__: ClassVar[ConfigDict] = ConfigDict(extra="forbid")

    name: str
    color: str  # a colour id from the game's data (families, houses ...)
    kind: str = "human"  # "human" or "ai"; the rules treat every seat alike
    ai: str = "heuristic"  # bot kind for AI seats (the game's bots, or "random")

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "color": self.color, "kind": self.kind, "ai": self.ai}

    @classmethod
    def from_json(cls, v: Any) -> SeatConfig:
        """The seat of its JSON form; raises ``jsonform.FormError`` naming a field that
        is missing, unknown or not a text."""
        return jsonform.decode_dataclass(cls, v)


class GameConfigLike(Protocol):
    """What the shell reads of any game's set-up config."""

    seats: list[SeatConfig]

    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class Outcome(Protocol):
    """How a game ended: the winning seats, a short code and a sentence."""

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def end(self) -> str: ...

    @property
    def reason(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Secret:
    """A value that one seat may not know: where it lies in the state's JSON form
    (a path of keys and indices) and its true value. ``view_for`` must not show it."""

    path: tuple[str | int, ...]
    value: Any


class GameRules(Protocol[RulesStateT, RulesDataT_contra, RulesConfigT]):
    """The rules of one game. Every method is pure with respect to the arguments it is
    not told to change: only ``apply`` changes its state."""

    def new_game(self, data: RulesDataT_contra, config: RulesConfigT, seed: int) -> tuple[RulesStateT, list[Event]]:
        """A game set up from its config and seed, and the set-up's events.
        Raises ``ConfigError`` for a config the rules cannot play."""
        ...

    def pending(self, state: RulesStateT) -> Decision | None:
        """The one decision the game waits for, or None once it is over."""
        ...

    def legal_actions(self, state: RulesStateT) -> Sequence[Action]:
        """Every legal answer to the pending decision (empty once the game is over)."""
        ...

    def apply(self, state: RulesStateT, action: Action) -> list[Event]:
        """Apply one legal action and everything automatic after it; raises
        ``IllegalAction`` with the reason, leaving the state unchanged, otherwise."""
        ...

    def view_for(self, state: RulesStateT, seat: int | None) -> RulesStateT:
        """What ``seat`` may know (None: a spectator); applying to a view is refused."""
        ...

    def clone(self, state: RulesStateT) -> RulesStateT:
        """An equal, independent copy."""
        ...

    def outcome(self, state: RulesStateT) -> Outcome | None:
        """None while the game goes on; the winners and the reason at the end."""
        ...

    def describe_action(self, state: RulesStateT, action: Action) -> str:
        """The action in words, for choosers, tooltips and logs."""
        ...

    def describe_event(self, state: RulesStateT, event: Event) -> str:
        """The event as a sentence of the chronicle."""
        ...

    def secrets(self, state: RulesStateT, seat: int | None) -> list[Secret]:
        """What ``seat`` may not know in ``state``: the contract suite checks that
        ``view_for(state, seat)`` shows none of it."""
        ...

    def sample_state(self, view: RulesStateT, seat: int, rng: Rng) -> RulesStateT:
        """A full, playable state that ``seat`` could not tell from ``view``: hidden
        cards dealt again from what is unseen, the random generator drawn anew."""
        ...

    def seat_names(self, state: RulesStateT) -> list[str]:
        """The seats' names as the table calls them."""
        ...

    def progress(self, state: RulesStateT) -> tuple[int, int]:
        """Where the game stands, as (round, step) numbers: 0 before the first round."""
        ...

    def state_to_json(self, state: RulesStateT) -> dict[str, Any]: ...

    def state_from_json(self, data: RulesDataT_contra, doc: dict[str, Any]) -> RulesStateT: ...

    def config_from_json(self, doc: dict[str, Any]) -> RulesConfigT:
        """Raises ``ConfigError`` naming what is wrong."""
        ...


@dataclass(frozen=True)
class GameOption:
    """One set-up option or variant of a game, for the setup screen and the CLI."""

    id: str
    #: the label and the help are messages (``game.core.i18n``), or words from data
    label: Text
    help: Text = ""
    kind: Literal["flag", "choice", "number"] = "flag"
    default: Any = False
    #: for "choice": the (value, label) pairs allowed; for "number": the values the
    #: setup screen offers (None may stand for "no limit"), any within the bounds being valid
    choices: tuple[tuple[Any, Text], ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: Any) -> Any:
        """``value`` if it suits this option; raises ConfigError otherwise."""
        if self.kind == "flag":
            if not isinstance(value, bool):
                raise ConfigError(m("core.option.flag", option=self.id, value=repr(value)))
        elif self.kind == "choice":
            allowed = [v for v, _ in self.choices]
            if value not in allowed:
                raise ConfigError(m("core.option.choice", option=self.id, value=repr(value), allowed=str(allowed)))
        else:
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise ConfigError(m("core.option.number", option=self.id, value=repr(value)))
            if value is not None and self.minimum is not None and value < self.minimum:
                raise ConfigError(m("core.option.at_least", option=self.id, least=self.minimum))
            if value is not None and self.maximum is not None and value > self.maximum:
                raise ConfigError(m("core.option.at_most", option=self.id, most=self.maximum))
        return value


def reading_options(
    choices: Mapping[str, Any], allowed: Mapping[str, Sequence[Any]], words: Callable[[str], Text]
) -> tuple[GameOption, ...]:
    """A set-up option for each reading of an unclear rule a game's data names
    (``choices``: id -> default; ``allowed``: id -> every value, the default first): a
    flag when its values are booleans, else a choice. ``words(suffix)`` gives the words
    for "<id>" (the label), "<id>_help" and "<id>.<value>" (each value)."""
    out: list[GameOption] = []
    for key, default in choices.items():
        values = allowed.get(key, (default,))
        label, help_text = words(key), words(f"{key}_help")
        if all(isinstance(v, bool) for v in values):
            out.append(GameOption(key, label, help_text, "flag", bool(default)))
        else:
            picks = tuple((v, words(f"{key}.{v}")) for v in values)
            out.append(GameOption(key, label, help_text, "choice", default, picks))
    return tuple(out)


@dataclass(frozen=True)
class SeatColour:
    """A colour a seat may take: its id in the config, its name, its colour as
    ``#rrggbb``, and the shape drawn on its tokens so colour-blind players can tell
    seats apart (shield, circle, diamond, triangle, cross, star)."""

    id: str
    #: the colour's name: words, or a ``Name`` with its name in each language
    name: Text
    color: str
    pattern: str = "circle"


class Bot(Protocol):
    """A computer player: answers a decision from a view (or the full state when it
    says it needs no view, as a random bot that reads only the options)."""

    name: str
    needs_view: bool

    def choose(self, view: Any, decision: Decision) -> Action: ...


BotFactory = Callable[[int], Bot]


@dataclass(frozen=True)
class GameDescriptor(Generic[StateT, DataT, ConfigT]):
    """A game as the platform sees it."""

    id: str
    title: str
    min_seats: int
    max_seats: int
    rules: GameRules[StateT, DataT, ConfigT]
    #: loads and validates ``data/<id>/`` and the map under a root (None: the game's own)
    load_data: Callable[[Path | None], DataT]
    #: the colours seats may take, in the order the setup screen offers them
    seat_colours: Callable[[DataT], Sequence[SeatColour]]
    #: a config for these seats and option values (missing options take their default)
    make_config: Callable[[DataT, Sequence[SeatConfig], Mapping[str, Any]], ConfigT]
    #: every problem in the data and map under a root (a mod folder), or none
    validate: Callable[[Path | None], list[Problem]]
    #: the hard bound on a game's length: the most actions a game of this data and
    #: set-up can last, whatever the data says and whatever the seats choose (with no
    #: round limit set too). The game ends itself within it, at its own caps (rounds,
    #: actions in a round, rolls in a battle ...), with an outcome that says so; the
    #: simulator and the client stop a game that goes past it (``LengthLimitExceeded``),
    #: and the contract suite checks that random games end within it.
    max_actions: Callable[[DataT, ConfigT], int]
    #: the mod folder a loaded data came from, with the fingerprint of its files; None
    #: for the game's own files (a save records it, so that it loads with the same data)
    data_mod: Callable[[DataT], ModRef | None] = lambda data: None
    #: the set-up options and variants the data offers (labels may come from the data)
    options: Callable[[DataT], Sequence[GameOption]] = lambda data: ()
    #: the game's own bots by name; "random" is always there besides them
    bots: Mapping[str, BotFactory] = field(default_factory=dict)
    #: the bot kind a new computer seat takes
    default_bot: str = "random"
    #: imports the game's client package and returns its ``GameUI`` (pygame), the same
    #: object at every call (the shell asks often: return a module-level constant);
    #: None: the game has no client of its own and the shell's generic table plays it
    load_ui: Callable[[], Any] | None = None
    #: the version of this game's save documents; ``migrate_save`` brings an older one
    #: (its config and actions) up to it, or raises SaveError saying why not
    save_version: int = 1
    migrate_save: Callable[[int, dict[str, Any]], dict[str, Any]] | None = None
    #: a short text for the title screen
    blurb: Any = ""
    #: the folder of the game's message catalogues (``<lang>/LC_MESSAGES/<id>.po``, the
    #: gettext domain is the game's id); None: ``game/games/<id>/locale``
    catalogues: Path | None = None

    def catalogue_folder(self) -> Path:
        """Where the game's catalogues are (``catalogues``, or the built-in games' place)."""
        from game.core.i18n import package_locale_dir

        return self.catalogues if self.catalogues is not None else package_locale_dir(self.id)

    def default_config(self, data: DataT, seats: int, *, bots: Sequence[str] | None = None, **options: Any) -> ConfigT:
        """A config for ``seats`` seats in the offered colours' order: all human, or
        with ``bots`` (one bot kind per seat) all computer players."""
        colours = self.seat_colours(data)
        if not self.min_seats <= seats <= self.max_seats:
            raise ConfigError(
                m("core.option.seats", title=self.title, low=self.min_seats, high=self.max_seats, n=seats)
            )
        if seats > len(colours):
            raise ConfigError(m("core.option.colours", title=self.title, colours=len(colours), n=seats))
        if bots is not None and len(bots) != seats:
            raise ConfigError(m("core.option.bots", bots=len(bots), n=seats))
        chosen = [
            SeatConfig(text(c.name), c.id) if bots is None else SeatConfig(text(c.name), c.id, "ai", bots[i])
            for i, c in enumerate(colours[:seats])
        ]
        return self.make_config(data, chosen, self.option_values(data, options))

    def load_checked(self, root: Path | None) -> DataT:
        """The data under the mod folder ``root`` (None: the game's own), refused with
        every problem ``validate`` finds (DataError), so that nothing a modder wrote is
        ignored without a word when the game is played with it."""
        if root is not None:
            if not root.is_dir():
                raise DataError([Problem(root.as_posix(), None, None, "", m("core.option.no_folder"))])
            problems = self.validate(root)
            if problems:
                raise DataError(problems)
        return self.load_data(root)

    def option_values(self, data: DataT, given: Mapping[str, Any]) -> dict[str, Any]:
        """Every option's value: the given ones checked, the others their default."""
        offered = self.options(data)
        known = {o.id: o for o in offered}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ConfigError(
                m(
                    "core.option.unknown",
                    title=self.title,
                    option=repr(unknown[0]),
                    options=", ".join(sorted(known)) or "-",
                )
            )
        return {o.id: o.check(given[o.id]) if o.id in given else o.default for o in offered}

    def length_limit(self, data: DataT, config: ConfigT) -> int:
        """``max_actions`` checked: a whole number of at least 1 (a game's own bug otherwise)."""
        limit = self.max_actions(data, config)
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise ValueError(  # words: not shown (a bug in a game's code, for its author)
                f"{self.title}: max_actions gave {limit!r}, not a whole number of at least 1"  # words: not shown
            )
        return limit

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "min_seats": self.min_seats, "max_seats": self.max_seats}
