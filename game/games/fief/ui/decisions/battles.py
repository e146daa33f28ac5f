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

from game.core.engine import Action
from game.core.words import count, noun
from game.games.fief.rules import battle as war
from game.games.fief.rules.actions import Besiege, DeclareBattle, Done, EndSiege
from game.games.fief.rules.control import controller
from game.games.fief.rules.siege import ENGINES
from game.games.fief.rules.state import Battle, Troops
from game.games.fief.ui.decisions.battle_board import dice_words, war_words
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look
from game.ui.decisions.base import options_of

RULE = "6.0"


class BattlesView(PanelView):
    kinds = ("battles",)
    title = "Battles"
    tall = True  # every village's choices in sight

    def __init__(self, ctx, decision) -> None:
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
        words = [war_words(a, self.state, self.names, self.seat) or self.ctx.describe(a) for a in acts]
        return "Here you may: " + "; ".join(words) + f" ({RULE}, 6.4)."

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
            flow.text("No battle to declare and no siege to lay or lift.", "small_italic", c.ink_soft)
            return
        flow.text(
            "A battle is fought at once; then choose again (6.0).",
            "small_italic",
            c.ink_soft,
            tooltip="Where your lords stand with troops beside another family's units you may attack them; "
            "other families there choose a side. After your battles you may lay sieges (6.0, 6.4).",
        )
        for village, acts in groups.items():
            start = flow.mark()
            vs = s.villages[village]
            walls = " · Fortified City" if vs.fortified else (" · stronghold" if vs.stronghold else "")
            sieged = " · your siege" if self.seat in vs.sieges else ""
            flow.heading(str(nm.village(village)) + walls + sieged)
            for a in acts:
                if isinstance(a, DeclareBattle):
                    self._attack_row(flow, a)
                elif isinstance(a, Besiege):
                    left = s.families[self.seat].stock.get(ENGINES, 0)
                    holder = controller(s, village)
                    flow.row(
                        "Lay siege",
                        lambda a=a: self.submit(a),
                        icon="siege_engine",
                        note=f"to {nm.family(holder)}'s walls" if holder is not None else None,
                        detail=f"{left} engine{'s' if left != 1 else ''} left",
                        tooltip="Place a siege engine by your troops: it cancels one die of the walls' penalty, "
                        "two if you keep up the siege next round. The besieged collect no income here "
                        "and may not leave but by Cavalcade or Secret Passage (6.4, 6.4.1).",
                    )
                elif isinstance(a, EndSiege):
                    side = vs.sieges.get(self.seat, [1])[0]
                    flow.row(
                        "Lift the siege",
                        lambda a=a: self.submit(a),
                        icon="siege_engine",
                        note=f"engine on its {side}-die side",
                        tooltip="End your siege: the siege engine goes back to your stock (6.4.1).",
                    )
            if village == self.focus:
                flow.keep_visible(start)

    def _attack_row(self, flow: Flow, a: DeclareBattle) -> None:
        s, nm = self.state, self.names
        mine, my_dice, theirs, their_dice, pen = self.odds(a)
        target = nm.family(a.target)
        walls = f", {dice_words(pen)} lost to the walls" if pen else ""
        others = [x for x in s.villages[a.village].present if x not in (self.seat, a.target)]
        join = f" {', '.join(nm.family(x) for x in others)} will choose a side." if others else ""
        hidden = s.villages[a.village].troops.get(a.target, Troops()).hidden
        if hidden:  # Fog of War: their counters lie face down until the battle begins (11.2)
            low, high = theirs + hidden, theirs + war.KNIGHT_STRENGTH * hidden
            flow.row(
                f"Attack {target}",
                lambda: self.submit(a),
                look=family_look(s, a.target),
                sub=f"{mine} SP against {low}-{high} SP{walls}",
                detail=f"{my_dice} vs ? dice",
                tooltip=f"Attack {target} at {nm.village(a.village)}: your {mine} strength points roll "
                f"{dice_words(my_dice)}{walls}; their {hidden} face-down counters are worth {low} to {high} "
                f"points with their lords, and are turned up when the battle begins (11.2).{join} The "
                "battle is fought at once (6.0, 6.2, 6.2.1).",
            )
            return
        flow.row(
            f"Attack {target}",
            lambda: self.submit(a),
            look=family_look(s, a.target),
            sub=f"{mine} SP against {theirs} SP{walls}",
            detail=f"{my_dice} vs {their_dice} {noun(max(my_dice, their_dice), 'die', 'dice')}",
            tooltip=f"Attack {target} at {nm.village(a.village)}: your {count(mine, 'strength point')} roll "
            f"{dice_words(my_dice)}{walls}; theirs, {count(theirs, 'point')}, roll {dice_words(their_dice)}."
            f"{join} The battle is fought at once (6.0, 6.2, 6.2.1).",
        )

    def footer(self) -> list[FooterRow]:
        if not self.legal(Done()):
            return []
        tip = "End your battles (Enter)" + (
            "; a siege laid in an earlier round goes on, its engine turning to the two-dice side (6.4)."
            if options_of(self.decision, EndSiege)
            else f" ({RULE})."
        )
        return [[end_button(self, "End battles", self.end, tip)]]
