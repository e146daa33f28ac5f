"""A battle under way (6.0-6.3, 5.2, 10.2.2, 10.5): every answer a family gives in it.

The panel shows both sides facing each other (``BattleBoard``): each family's knights,
men-at-arms and lords, their strength points, each side's battle dice, the attackers'
penalty in words and the last roll's dice. Under it, what the decision asks:

- "battle": one button per option the engine offers — fight on (the dice are rolled
  once every family fights on), surrender, offer a truce (one button per family that
  could hold the village), call off an assault, switch sides, end the battle after an
  Ambush, attack from the tunnels with a Secret Passage, ambush an enemy lord;
- "casualties": one row per legal way to take the hits (6.2.2); choose one and confirm;
- "truce" and "sally": yes or no, with the terms in words;
- "battle_side": join the attackers, the defenders, or stay out, with the strength and
  dice each side would have.

Enter answers nothing here but a chosen casualty row, so no battle answer is given by
accident; Y and N answer a truce.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.engine import Action, Decision
from game.core.i18n import N_, m, t, words
from game.games.fief.rules import battle as war
from game.games.fief.rules.actions import AnswerTruce, ChooseSide, Fight, Sally, TakeHits
from game.games.fief.rules.control import lords_at, troops_of
from game.games.fief.rules.state import Battle
from game.games.fief.ui.decisions.battle_board import (
    TUMBLE_SECONDS,
    BattleBoard,
    ChoiceButton,
    battle_choice,
    dice_words,
    hits_words,
    losses_words,
    penalty_words,
    points_words,
    rolls_tip,
    rolls_words,
    truce_words,
)
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    troops_words,
    yes_or_no,
)
from game.games.fief.ui.decisions.map_hooks import FiefContext
from game.ui.decisions.base import options_of

#: A battle roll as the table remembers it: the village, the round, the rolls made so
#: far and the last roll's dice.
RollKey = tuple[str, int, int, tuple[tuple[int, ...], ...]]
#: Where the rolls seen are kept on the context (not every context has the attribute).
_SEEN = "battle_rolls_seen"


def rolls_seen(ctx: FiefContext) -> set[RollKey]:
    """The battle rolls the table has shown already, so each roll tumbles once: kept by
    the game scene (``battle_rolls_seen``), or on the context the first time."""
    seen: set[RollKey] | None = getattr(ctx, _SEEN, None)
    if seen is None:
        seen = set()
        setattr(ctx, _SEEN, seen)
    return seen


class BattleView(PanelView):
    kinds = ("battle", "casualties", "truce", "sally", "battle_side")
    title = ""  # the board says it all
    tall = True

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.chosen: TakeHits | None = None
        self.tumble_left = 0.0
        b = self.battle
        if b is not None and b.rolls and b.last:
            key: RollKey = (b.village, self.state.round, b.rolls, tuple(tuple(x) for x in b.last))
            seen = rolls_seen(ctx)
            if key not in seen:
                seen.add(key)
                self.tumble_left = TUMBLE_SECONDS

    # Reading ----------------------------------------------------------------------
    @property
    def battle(self) -> Battle | None:
        return self.state.battle

    def choice_buttons(self) -> list[ChoiceButton]:
        """The buttons that answer the decision, one per option (casualty rows apart)."""
        return [w for w in self.group.widgets + self.foot.widgets if isinstance(w, ChoiceButton)]

    def situation(self) -> str:
        b = self.battle
        assert b is not None
        nm = self.names
        where = nm.village(b.village)
        if b.cavalcade:
            lo = self.state.lords.get(b.cavalcade)
            who = nm.family(lo.family) if lo is not None else nm.family(b.sides[0][0] if b.sides[0] else 0)
            return t("fief.ui.battle.cavalcade_situation", lord=nm.lord(b.cavalcade), family=who, village=where)
        att = b.sides[0][0] if b.sides[0] else None
        dfd = b.sides[1][0] if b.sides[1] else None
        if att is None or dfd is None:
            return t("fief.ui.battle.battle_at", village=where)
        return t("fief.ui.battle.attacks", attacker=nm.family(att), defender=nm.family(dfd), village=where)

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        b = self.battle
        return {b.village: "target"} if b is not None else {}

    def village_tooltip(self, village: str) -> str | None:
        b = self.battle
        if b is not None and village == b.village:
            return t("fief.ui.battle.fought_here", situation=self.situation())
        return None

    # Acting -----------------------------------------------------------------------
    def choose(self, action: TakeHits) -> None:
        self.chosen = action
        self.rebuild()

    def confirm(self) -> None:
        if self.chosen is not None:
            self.submit(self.chosen)

    def on_enter(self) -> bool:
        if self.decision.kind == "casualties" and self.chosen is not None:
            self.confirm()
            return True
        return False

    def on_escape(self) -> bool:
        if self.chosen is not None:
            self.chosen = None
            self.rebuild()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        kind = self.decision.kind
        answer = yes_or_no(event) if kind == "truce" else None
        if answer is not None:
            self.submit(AnswerTruce(answer))
            return True
        return False

    def on_refresh(self) -> None:
        if self.chosen is not None and not self.legal(self.chosen):
            self.chosen = None

    def busy(self) -> bool:
        return self.tumble_left > 0

    def update(self, dt: float) -> None:
        if self.tumble_left > 0:
            self.tumble_left = max(0.0, self.tumble_left - dt)

    def _tumble(self) -> float:
        return self.tumble_left / TUMBLE_SECONDS if self.tumble_left > 0 else 0.0

    def _button(self, action: Action, primary: bool = False) -> ChoiceButton:
        b = self.battle
        assert b is not None
        text, icon, tip = battle_choice(action, self.state, self.names, self.seat)
        return ChoiceButton(
            self.theme,
            text,
            action,
            partial(self.submit, action),
            icon=icon or None,
            tooltip=tip,
            primary=primary,
            role="button" if primary else "small_bold",
        )

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        b = self.battle
        if b is None:
            flow.text(self.decision.prompt)
            return
        board = BattleBoard(self.theme, s, nm, self.seat, self._tumble)
        flow.add(board, board.height_for(flow.width), 4)
        kind = self.decision.kind
        if kind != "casualties":
            self._build_notes(flow, b)
            flow.column()
        if kind == "battle":
            self._build_round(flow, b)
        elif kind == "casualties":
            self._build_casualties(flow, b)
            flow.column()
            self._build_notes(flow, b)
        elif kind == "truce":
            self._build_truce(flow, b)
        elif kind == "sally":
            self._build_sally(flow, b)
        elif kind == "battle_side":
            self._build_side(flow, b)

    def _build_notes(self, flow: Flow, b: Battle) -> None:
        """The attackers' penalty and the other modifiers in words, and the rolls so far."""
        c = self.theme.colors
        for line in penalty_words(self.state, b, self.names):
            flow.text(
                line,
                "small",
                c.rubric_dark,
                tooltip=m("fief.ui.battle.penalty_tip"),
            )
        flow.text(rolls_words(self.state, b), "small_italic", c.ink_soft, tooltip=rolls_tip(self.state, b))

    def _build_round(self, flow: Flow, b: Battle) -> None:
        nm = self.names
        c = self.theme.colors
        ready = [s for s in war.engaged(b) if s not in b.waiting and s != self.seat]
        if ready:
            who = words([nm.family(s) for s in ready])
            flow.text(m("fief.ui.battle.fight_on_ready", families=who, n=len(ready)), "small_italic", c.ink_soft)
        others = [self._button(o) for o in self.decision.options if not isinstance(o, Fight)]
        if not others:
            return
        flow.heading(m("fief.ui.battle.or_instead"), tooltip=m("fief.ui.battle.or_instead_tip"))
        half = (flow.width - self.theme.px(8)) // 2
        short = [b for b in others if b.preferred_width() <= half]
        pairs = [short[i : i + 2] for i in range(0, len(short), 2)]
        for pair in pairs:
            flow.buttons(*pair, height=28)
        for button in others:
            if button not in short:
                flow.buttons(button, height=28)

    def _build_casualties(self, flow: Flow, b: Battle) -> None:
        c = self.theme.colors
        side = war.side_of(b, self.seat)
        hits = b.hits[side]
        flow.heading(
            m("fief.ui.battle.side_takes", hits=hits_words(hits)),
            tooltip=m("fief.ui.battle.side_takes_tip"),
        )
        flow.text(
            m("fief.ui.battle.casualty_rule"),
            "small_italic",
            c.ink_soft,
            tooltip=m("fief.ui.battle.casualty_rule_tip"),
        )
        start = flow.mark()
        for option in options_of(self.decision, TakeHits):
            text, sub = losses_words(option, self.state, b, self.seat, self.names)
            icon = "human" if option.killed else ("knight" if any(k for _, k, _ in option.losses) else "man_at_arms")
            row = flow.row(
                text,
                partial(self.choose, option),
                sub=sub,
                icon=icon,
                selected=option == self.chosen,
                tooltip=m("fief.ui.battle.casualty_row_tip", text=text, sub=sub),
            )
            row.action = option  # type: ignore[attr-defined]
            if option == self.chosen:
                flow.keep_visible(start)

    def _build_truce(self, flow: Flow, b: Battle) -> None:
        nm = self.names
        c = self.theme.colors
        if len(b.truce) < 2:
            flow.text(self.decision.prompt)
            return
        proposer, control = b.truce
        flow.heading(m("fief.ui.battle.truce_offered"), tooltip=m("fief.ui.battle.truce_offered_tip"))
        flow.text(
            m(
                "fief.ui.battle.truce_terms",
                family=nm.family(proposer),
                village=nm.village(b.village),
                terms=truce_words(self.state, b, control, nm),
            ),
            "body",
            c.ink,
        )
        flow.text(
            m("fief.ui.battle.truce_keys"),
            "small_italic",
            c.ink_soft,
        )

    def _build_sally(self, flow: Flow, b: Battle) -> None:
        nm = self.names
        c = self.theme.colors
        vs = self.state.villages[b.village]
        att = nm.family(b.sides[0][0]) if b.sides[0] else m("fief.ui.battle.the_attacker")
        flow.heading(m("fief.ui.battle.assault_called_off"), tooltip=m("fief.ui.battle.assault_called_off_tip"))
        called_off = (
            N_("fief.ui.battle.calls_off_fortified") if vs.fortified else N_("fief.ui.battle.calls_off_stronghold")
        )
        flow.text(m(called_off, attacker=att, village=nm.village(b.village)), "body", c.ink)
        flow.text(
            m("fief.ui.battle.sally_choice"),
            "small_italic",
            c.ink_soft,
        )

    def _build_side(self, flow: Flow, b: Battle) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        troops = troops_of(s, b.village, self.seat)
        lords = lords_at(s, b.village, self.seat, captives=False)
        have = troops_words(nm, troops.knights, troops.men_at_arms)
        said = (
            t("fief.ui.battle.army_with", troops=have, lords=words([nm.lord(x) for x in lords]))
            if lords
            else t("fief.ui.battle.army_without", troops=have)
        )
        flow.heading(m("fief.ui.battle.your_army"), tooltip=m("fief.ui.battle.your_army_tip"))
        flow.text(said[:1].upper() + said[1:], "body", c.ink)

    def side_strengths(self) -> dict[int, tuple[int, int]]:
        """Strength points and dice each side would have with this family in it."""
        b = self.battle
        assert b is not None
        out = {}
        for side in (0, 1):
            trial = Battle(b.village, [list(b.sides[0]), list(b.sides[1])], passage=b.passage, sallied=b.sallied)
            trial.sides[side].append(self.seat)
            out[side] = (war.side_strength(self.state, trial, side), war.side_dice(self.state, trial, side))
        return out

    def footer(self) -> list[FooterRow]:
        theme = self.theme
        kind = self.decision.kind
        b = self.battle
        if b is None:
            return []
        if kind == "battle":
            if self.legal(Fight()):
                button = self._button(Fight(), primary=True)
                button.text = (
                    t("fief.ui.battle.fight_roll") if b.waiting == [self.seat] else t("fief.ui.battle_board.fight")
                )
                return [[button]]
            return []
        if kind == "casualties":
            if self.chosen is None:
                return [
                    [
                        end_button(
                            self,
                            t("fief.ui.battle.take_losses"),
                            self.confirm,
                            t("fief.ui.battle.choose_first"),
                            enabled=False,
                        )
                    ]
                ]
            text, _ = losses_words(self.chosen, self.state, b, self.seat, self.names)
            return [
                [
                    end_button(
                        self,
                        t("fief.ui.battle.take_losses"),
                        self.confirm,
                        t("fief.ui.battle.take_losses_tip", text=text),
                    )
                ]
            ]
        if kind == "truce":
            refuse = ChoiceButton(
                theme,
                t("fief.ui.battle.refuse"),
                AnswerTruce(False),
                lambda: self.submit(AnswerTruce(False)),
                role="button",
                tooltip=t("fief.ui.battle.refuse_tip"),
            )
            accept = ChoiceButton(
                theme,
                t("fief.ui.battle.accept_truce"),
                AnswerTruce(True),
                lambda: self.submit(AnswerTruce(True)),
                primary=True,
                role="button",
                tooltip=t("fief.ui.battle.accept_tip"),
            )
            return [[refuse, accept]]
        if kind == "sally":
            stay = ChoiceButton(
                theme,
                t("fief.ui.battle_board.stay_behind_walls"),
                Sally(False),
                lambda: self.submit(Sally(False)),
                icon="tower",
                tooltip=t("fief.ui.battle.stay_tip"),
            )
            out = ChoiceButton(
                theme,
                t("fief.ui.battle.sally_out"),
                Sally(True),
                lambda: self.submit(Sally(True)),
                primary=True,
                icon="knight",
                tooltip=t("fief.ui.battle.sally_out_tip"),
            )
            return [[stay], [out]]
        if kind == "battle_side":
            strengths = self.side_strengths()
            rows: list[FooterRow] = []
            for side, join in (
                (0, N_("fief.ui.battle.join_attackers_odds")),
                (1, N_("fief.ui.battle.join_defenders_odds")),
            ):
                if not self.legal(ChooseSide(side)):
                    continue
                sp, dice = strengths[side]
                lead = self.names.family(b.sides[side][0]) if b.sides[side] else m("fief.name.nobody")
                rows.append(
                    [
                        ChoiceButton(
                            theme,
                            t(join, sp=sp, dice=dice_words(dice)),
                            ChooseSide(side),
                            partial(self.submit, ChooseSide(side)),
                            icon="knight" if side == 0 else "tower",
                            tooltip=t(
                                "fief.ui.battle.join_tip", family=lead, strength=points_words(sp), dice=dice_words(dice)
                            ),
                        )
                    ]
                )
            if self.legal(ChooseSide(-1)):
                rows.append(
                    [
                        ChoiceButton(
                            theme,
                            t("fief.ui.battle_board.stay_out"),
                            ChooseSide(-1),
                            lambda: self.submit(ChooseSide(-1)),
                            icon="door",
                            tooltip=t("fief.ui.battle.stay_out_tip"),
                        )
                    ]
                )
            return rows
        return []
