"""Fief's decision views, by decision kind (listed explicitly: no folder scanning), and
its chooser for every other kind."""

from __future__ import annotations

from game.core.engine import Decision
from game.games.fief.ui.decisions.battle import BattleView
from game.games.fief.ui.decisions.battles import BattlesView
from game.games.fief.ui.decisions.cards import CardsView
from game.games.fief.ui.decisions.chooser import FiefChooser
from game.games.fief.ui.decisions.claim import ClaimView
from game.games.fief.ui.decisions.deal import DealView
from game.games.fief.ui.decisions.election import ElectionView
from game.games.fief.ui.decisions.marriage import MarriageView
from game.games.fief.ui.decisions.movement import MovementView
from game.games.fief.ui.decisions.permission import PermissionView
from game.games.fief.ui.decisions.pillage import PillageView
from game.games.fief.ui.decisions.purchase import PurchaseView
from game.games.fief.ui.decisions.ransom import RansomView
from game.games.fief.ui.decisions.reaction import ReactionView
from game.games.fief.ui.decisions.relics import RelicView
from game.games.fief.ui.decisions.start import StartView
from game.ui import decisions as shell_views
from game.ui.decisions.base import DecisionView, GameContext

VIEWS: dict[str, type[DecisionView]] = shell_views.views_by_kind(
    StartView,
    CardsView,
    MovementView,
    PurchaseView,
    PermissionView,
    PillageView,
    ClaimView,
    ReactionView,
    BattlesView,
    BattleView,
    RansomView,
    MarriageView,
    ElectionView,
    DealView,
    RelicView,
)


def view_for(ctx: GameContext, decision: Decision) -> DecisionView:
    """Fief's view of this decision, or its chooser."""
    return shell_views.view_for(ctx, decision, VIEWS, FiefChooser)
