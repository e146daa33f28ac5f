"""Ortus Regni's client package as the shell sees it: ``ORTUS_UI``, returned by the
descriptor's ``load_ui()`` (``game.games.ortus_regni.descriptor``)."""

from __future__ import annotations

from pathlib import Path

from game import resources
from game.core.i18n import m
from game.games.ortus_regni.ui.chooser import OrtusChooser
from game.games.ortus_regni.ui.chronicle import chronicle_key, chronicle_line
from game.games.ortus_regni.ui.decisions import VIEWS
from game.games.ortus_regni.ui.lights import lights
from game.games.ortus_regni.ui.saves import save_summary
from game.games.ortus_regni.ui.scenes.table import OrtusTableScene
from game.games.ortus_regni.ui.score import score_sheet
from game.games.ortus_regni.ui.title_art import TITLE_ART
from game.ui.plugin import GameUI


def rules_path() -> Path:
    """The summary of the rules of Ortus Regni (``ortus_regni.fr.md`` beside it in French)."""
    return resources.assets_dir() / "rules" / "ortus_regni.md"


ORTUS_UI = GameUI(
    short_title="Ortus Regni",  # words: a name
    table=OrtusTableScene,
    seat_word=m("ortus_regni.ui.seat_word"),
    seats_word=m("ortus_regni.game.seats_word"),
    colour_word=m("ortus_regni.ui.colour_word"),
    setup_words=m("ortus_regni.ui.setup_words"),
    step_names=(m("ortus_regni.ui.step.turns"), m("ortus_regni.ui.step.vikings")),
    rules_path=rules_path,
    views=VIEWS,
    chooser=OrtusChooser,
    score_sheet=score_sheet,
    save_summary=save_summary,
    lights=lights,
    chronicle_key=chronicle_key,
    chronicle_line=chronicle_line,
    title_art=TITLE_ART,
)

__all__ = ["ORTUS_UI"]
