"""Fief's client package as the shell sees it: ``FIEF_UI``, returned by the descriptor's
``load_ui()`` (``game.games.fief.descriptor``)."""

from __future__ import annotations

from pathlib import Path

from game import resources
from game.core.i18n import m
from game.games.fief.ui.chronicle import chronicle_key, chronicle_line
from game.games.fief.ui.decisions import VIEWS
from game.games.fief.ui.decisions.chooser import FiefChooser
from game.games.fief.ui.lights import lights
from game.games.fief.ui.saves import save_summary
from game.games.fief.ui.scenes.board_viewer import BoardViewerScene
from game.games.fief.ui.scenes.game import FiefTableScene
from game.games.fief.ui.scenes.talk import TalkScene
from game.games.fief.ui.score import score_sheet
from game.games.fief.ui.setup import setup_options
from game.games.fief.ui.title_art import TITLE_ART
from game.games.fief.ui.widgets.phase_tracker import PHASE_NAMES
from game.ui.plugin import GameUI


def rules_path() -> Path:
    """The summary of the rules of Fief, by section number."""
    return resources.assets_dir() / "rules" / "fief.md"


FIEF_UI = GameUI(
    short_title=m("fief.ui.plugin.short_title"),
    table=FiefTableScene,
    views=VIEWS,
    chooser=FiefChooser,
    # Messages (immutable values), made words by the shell where it shows them.
    step_names=tuple(m(phase) for phase in PHASE_NAMES),
    seat_word=m("fief.ui.plugin.seat_word"),
    seats_word=m("fief.game.seats_word"),
    colour_word=m("fief.ui.plugin.colour_word"),
    setup_words=m("fief.ui.plugin.setup_words"),
    score_sheet=score_sheet,
    setup_options=setup_options,
    save_summary=save_summary,
    scenes={"board": BoardViewerScene, "talk": TalkScene},
    rules_path=rules_path,
    chronicle_key=chronicle_key,
    chronicle_line=chronicle_line,
    lights=lights,
    title_art=TITLE_ART,
)

__all__ = ["FIEF_UI"]
