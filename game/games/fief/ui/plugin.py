"""Fief's client package as the shell sees it: ``FIEF_UI``, returned by the descriptor's
``load_ui()`` (``game.games.fief.descriptor``)."""

from __future__ import annotations

from pathlib import Path

from game import resources
from game.games.fief.rules.state import PHASES
from game.games.fief.ui.chronicle import chronicle_key, chronicle_line
from game.games.fief.ui.decisions import VIEWS
from game.games.fief.ui.decisions.chooser import FiefChooser
from game.games.fief.ui.saves import save_summary
from game.games.fief.ui.scenes.board_viewer import BoardViewerScene
from game.games.fief.ui.scenes.game import FiefTableScene
from game.games.fief.ui.scenes.talk import TalkScene
from game.games.fief.ui.score import score_sheet
from game.games.fief.ui.setup import setup_options
from game.ui.plugin import GameUI


def rules_path() -> Path:
    """The summary of the rules of Fief, by section number."""
    return resources.assets_dir() / "rules" / "fief.md"


FIEF_UI = GameUI(
    short_title="Fief",
    table=FiefTableScene,
    views=VIEWS,
    chooser=FiefChooser,
    step_names=PHASES,
    seat_word="family",
    seats_word="families",
    colour_word="Family",
    setup_words="The families choose where their first lord settles.",
    score_sheet=score_sheet,
    setup_options=setup_options,
    save_summary=save_summary,
    scenes={"board": BoardViewerScene, "talk": TalkScene},
    rules_path=rules_path,
    chronicle_key=chronicle_key,
    chronicle_line=chronicle_line,
)

__all__ = ["FIEF_UI"]
