"""Decision views by decision kind; the generic chooser answers the rest."""

from __future__ import annotations

from game.core.engine import Decision
from game.ui.decisions.base import DecisionView, GameContext

#: decision kind -> view class. Filled explicitly below (no folder scanning).
VIEWS: dict[str, type[DecisionView]] = {}


def register(view: type[DecisionView]) -> type[DecisionView]:
    for kind in view.kinds:
        VIEWS[kind] = view
    return view


def view_for(ctx: GameContext, decision: Decision) -> DecisionView:
    from game.ui.decisions.chooser import GenericChooser

    cls = VIEWS.get(decision.kind, GenericChooser)
    return cls(ctx, decision)


# Dedicated views (registered explicitly: no folder scanning, for PyInstaller).
from game.ui.decisions.battle import BattleView  # noqa: E402
from game.ui.decisions.battles import BattlesView  # noqa: E402
from game.ui.decisions.cards import CardsView  # noqa: E402
from game.ui.decisions.deal import DealView  # noqa: E402
from game.ui.decisions.claim import ClaimView  # noqa: E402
from game.ui.decisions.election import ElectionView  # noqa: E402
from game.ui.decisions.marriage import MarriageView  # noqa: E402
from game.ui.decisions.movement import MovementView  # noqa: E402
from game.ui.decisions.permission import PermissionView  # noqa: E402
from game.ui.decisions.pillage import PillageView  # noqa: E402
from game.ui.decisions.purchase import PurchaseView  # noqa: E402
from game.ui.decisions.ransom import RansomView  # noqa: E402
from game.ui.decisions.reaction import ReactionView  # noqa: E402
from game.ui.decisions.start import StartView  # noqa: E402

for _view in (StartView, CardsView, MovementView, PurchaseView, PermissionView, PillageView, ClaimView,
              ReactionView, BattlesView, BattleView, RansomView, MarriageView, ElectionView, DealView):
    register(_view)
