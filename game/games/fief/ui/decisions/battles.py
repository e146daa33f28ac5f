"""A family's turn in the Battles phase (6.0, 6.4): where to attack, where to lay or lift
a siege.

The villages where the family may do something are highlighted on the map; the panel
lists them, each under its name: "Attack <family>" with both armies' strength points
and battle dice (the walls' penalty counted), "Lay siege" and "Lift the siege". A click
on an entry does it: a battle is fought at once, then the turn comes back here. A click
on a highlighted village brings its entries into sight. "End battles" (Enter) ends the
turn; sieges of earlier rounds then go on, their engines turning to the two-dice side.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import partial
from typing import TYPE_CHECKING

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.i18n import m, t, words
from game.games.fief.rules import battle as war
from game.games.fief.rules.actions import Besiege, DeclareBattle, Done, EndSiege
from game.games.fief.rules.control import controller
from game.games.fief.rules.disasters import KNIGHT_STRENGTH
from game.games.fief.rules.siege import ENGINES
from game.games.fief.rules.state import Battle, Troops
from game.games.fief.ui.decisions.battle_board import dice_words, points_words, war_words
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look
from game.ui.decisions.base import options_of

if TYPE_CHECKING:
    from game.games.fief.ui.decisions.map_hooks import FiefContext

RULE = "6.0"


class BattlesView(PanelView):
    kinds = ("battles",)
    tall = True  # every village's choices in sight

    @property
    def title(self) -> str:  # type: ignore[override]
        return t("fief.ui.battles.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.focus: str | None = None  # a village clicked on the map

    # Reading ----------------------------------------------------------------------
    def by_village(self) -> OrderedDict[str, list[Action]]:
        out: OrderedDict[str, list[Action]] = OrderedDict()
        for a in self.decision.options:
            if isinstance(a, (DeclareBattle, Besiege, EndSiege)):
                out.setdefault(a.village, []).append(a)
        return out

    def odds(self, a: DeclareBattle) -> tuple[int, int, int, int, int]:
        """Strength points and dice of both sides if this battle were declared, and the
        dice the walls take from the attackers."""
        trial = Battle(a.village, [[self.seat], [a.target]])
        s = self.state
        return (
            war.side_strength(s, trial, 0),
            war.side_dice(s, trial, 0),
            war.side_strength(s, trial, 1),
            war.side_dice(s, trial, 1),
            war.penalty(s, trial),
        )

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        marks = dict.fromkeys(self.by_village(), "target")
        if self.focus in marks:
            marks[self.focus] = "selected"
        return marks

    def on_village_click(self, village: str) -> bool:
        if village not in self.by_village():
            return False
        self.focus = village
        self.reveal = True
        self.rebuild()
        return True

    def village_tooltip(self, village: str) -> str | None:
        acts = self.by_village().get(village)
        if not acts:
            return None
        said = [war_words(a, self.state, self.names, self.seat) or self.ctx.describe(a) for a in acts]
        return t("fief.ui.battles.here_you_may", actions=t("fief.ui.battles.separator").join(said), rule=RULE)

    # Acting -----------------------------------------------------------------------
    def end(self) -> None:
        self.submit(Done())

    def on_enter(self) -> bool:
        self.end()
        return True

    def on_refresh(self) -> None:
        if self.focus not in self.by_village():
            self.focus = None

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        groups = self.by_village()
        if not groups:
            flow.text(m("fief.ui.battles.nothing"), "small_italic", c.ink_soft)
            return
        flow.text(
            m("fief.ui.battles.at_once"),
            "small_italic",
            c.ink_soft,
            tooltip=m("fief.ui.battles.at_once_tip"),
        )
        for village, acts in groups.items():
            start = flow.mark()
            vs = s.villages[village]
            parts = [i18n.text(nm.village(village))]
            if vs.fortified:
                parts.append(t("fief.ui.battles.fortified_city"))
            elif vs.stronghold:
                parts.append(t("fief.ui.battles.stronghold"))
            if self.seat in vs.sieges:
                parts.append(t("fief.ui.battles.your_siege"))
            flow.heading(" · ".join(parts))
            for a in acts:
                if isinstance(a, DeclareBattle):
                    self._attack_row(flow, a)
                elif isinstance(a, Besiege):
                    left = s.families[self.seat].stock.get(ENGINES, 0)
                    holder = controller(s, village)
                    flow.row(
                        t("fief.ui.battles.lay_siege"),
                        partial(self.submit, a),
                        icon="siege_engine",
                        note=t("fief.ui.battles.to_walls", family=nm.family(holder)) if holder is not None else None,
                        detail=t("fief.ui.battles.engines_left", n=left),
                        tooltip=t("fief.ui.battles.lay_siege_tip"),
                    )
                elif isinstance(a, EndSiege):
                    side = vs.sieges.get(self.seat, [1])[0]
                    flow.row(
                        t("fief.ui.battles.lift_siege"),
                        partial(self.submit, a),
                        icon="siege_engine",
                        note=t("fief.ui.battles.engine_side", n=side),
                        tooltip=t("fief.ui.battles.lift_siege_tip"),
                    )
            if village == self.focus:
                flow.keep_visible(start)

    def _attack_row(self, flow: Flow, a: DeclareBattle) -> None:
        s, nm = self.state, self.names
        mine, my_dice, theirs, their_dice, pen = self.odds(a)
        target = nm.family(a.target)
        walls = t("fief.ui.battles.lost_to_walls", dice=dice_words(pen), n=pen) if pen else ""
        others = [x for x in s.villages[a.village].present if x not in (self.seat, a.target)]
        join = (
            " " + t("fief.ui.battles.will_choose", families=words([nm.family(x) for x in others]), n=len(others))
            if others
            else ""
        )
        hidden = s.villages[a.village].troops.get(a.target, Troops()).hidden
        if hidden:  # Fog of War: their counters lie face down until the battle begins (11.2)
            low, high = theirs + hidden, theirs + KNIGHT_STRENGTH * hidden
            flow.row(
                t("fief.ui.battles.attack", family=target),
                lambda: self.submit(a),
                look=family_look(s, a.target),
                sub=t("fief.ui.battles.odds_hidden", mine=mine, low=low, high=high, walls=walls),
                detail=t("fief.ui.battles.dice_hidden", dice=my_dice),
                tooltip=t(
                    "fief.ui.battles.attack_hidden_tip",
                    family=target,
                    village=nm.village(a.village),
                    strength=points_words(mine),
                    dice=dice_words(my_dice),
                    walls=walls,
                    hidden=hidden,
                    low=low,
                    high=high,
                    join=join,
                ),
            )
            return
        flow.row(
            t("fief.ui.battles.attack", family=target),
            lambda: self.submit(a),
            look=family_look(s, a.target),
            sub=t("fief.ui.battles.odds", mine=mine, theirs=theirs, walls=walls),
            detail=t("fief.ui.battles.dice_odds", mine=my_dice, theirs=their_dice, n=max(my_dice, their_dice)),
            tooltip=t(
                "fief.ui.battles.attack_tip",
                family=target,
                village=nm.village(a.village),
                strength=points_words(mine),
                dice=dice_words(my_dice),
                walls=walls,
                their_strength=t("fief.ui.battles.points", n=theirs),
                their_dice=dice_words(their_dice),
                join=join,
            ),
        )

    def footer(self) -> list[FooterRow]:
        if not self.legal(Done()):
            return []
        tip = (
            t("fief.ui.battles.end_tip_sieges")
            if options_of(self.decision, EndSiege)
            else t("fief.ui.battles.end_tip", rule=RULE)
        )
        return [[end_button(self, t("fief.ui.battles.end"), self.end, tip)]]
