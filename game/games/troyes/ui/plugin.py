"""Troyes' client package as the shell sees it: ``TROYES_UI``, returned by the
descriptor's ``load_ui()`` (``game.games.troyes.descriptor``)."""

from __future__ import annotations

from pathlib import Path

from game import resources
from game.core.i18n import m
from game.games.troyes.ui.chronicle import chronicle_key, chronicle_line
from game.games.troyes.ui.decisions import VIEWS
from game.games.troyes.ui.lights import lights
from game.games.troyes.ui.saves import save_summary
from game.games.troyes.ui.scenes.table import TroyesTableScene
from game.games.troyes.ui.score import score_sheet
from game.games.troyes.ui.setup import setup_for_seats, setup_options
from game.games.troyes.ui.title_art import TITLE_ART
from game.ui.plugin import GameUI


def rules_path() -> Path:
    """The summary of the rules of Troyes (``troyes.fr.md`` beside it in French)."""
    return resources.assets_dir() / "rules" / "troyes.md"


TROYES_UI = GameUI(
    short_title="Troyes",  # words: a name
    table=TroyesTableScene,
    seat_word=m("troyes.ui.seat_word"),
    seats_word=m("troyes.game.seats_word"),
    colour_word=m("troyes.ui.colour_word"),
    setup_words=m("troyes.ui.setup_words"),
    step_names=(
        m("troyes.ui.step.reveal"),
        m("troyes.ui.step.income"),
        m("troyes.ui.step.events"),
        m("troyes.ui.step.actions"),
        m("troyes.ui.step.end"),
    ),
    rules_path=rules_path,
    views=VIEWS,
    score_sheet=score_sheet,
    setup_options=setup_options,
    save_summary=save_summary,
    lights=lights,
    chronicle_key=chronicle_key,
    chronicle_line=chronicle_line,
    title_art=TITLE_ART,
    setup_for_seats=setup_for_seats,
)

__all__ = ["TROYES_UI"]
