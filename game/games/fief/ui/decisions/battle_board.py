"""A battle at a glance, for the war views: both sides facing each other, the attackers'
penalty in words, the last roll's dice; and the war actions in words.

The board reads only the view of the game (``State.battle`` and the pieces in the
village) through the engine's own helpers (``game.games.fief.rules.battle``), so what it shows is
what the dice will be rolled from:

- each side's families, with their knights, men-at-arms and lords (a lady is marked
  ♀, a titled lady with a crown, the d'Arc lady with a fleur-de-lis), and the strength
  points (6.2) each family brings;
- each side's strength and battle dice, the attackers' lost to the walls (6.2.1);
- the last roll, as battle dice showing their hits (6.2.2), and the hits each side
  took or must still take.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.engine import Action
from game.core.i18n import N_, Text, m, t, words
from game.games.fief.rules import battle as war
from game.games.fief.rules.actions import (
    AnswerRansom,
    AnswerTruce,
    Besiege,
    CallOff,
    Cavalcade,
    ChooseSide,
    DeclareBattle,
    EndBattle,
    EndSiege,
    Fight,
    FreeCaptives,
    LeadCaptive,
    OfferTruce,
    PayRansom,
    PlayAmbush,
    Sally,
    Surrender,
    SwitchSide,
    TakeHits,
    Tunnels,
)
from game.games.fief.rules.control import controller
from game.games.fief.rules.disasters import KNIGHT_STRENGTH
from game.games.fief.rules.names import deniers
from game.games.fief.rules.state import Battle
from game.games.fief.ui.decisions.common import family_look, troops_words
from game.ui.render import icons
from game.ui.render.markers import draw_marker
from game.ui.theme import Theme
from game.ui.widgets.base import Widget
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

#: The two sides' names, said when drawn.
SIDE_NAMES = (N_("fief.ui.battle_board.attackers"), N_("fief.ui.battle_board.defenders"))
#: The two sides with their article, for "dealt to the defenders".
THE_SIDES = (N_("fief.ui.battle_board.the_attackers"), N_("fief.ui.battle_board.the_defenders"))
#: Seconds the dice of a new roll tumble in the panel before they settle.
TUMBLE_SECONDS = 0.6


# --------------------------------------------------------------------------- reading a battle


@dataclass
class FamilyArmy:
    seat: int
    name: Text  # said when drawn (a family named by its colour is named in each language)
    look: tuple[str, str]
    knights: int
    men: int
    lords: list[str]
    strength: int


@dataclass
class SideArmy:
    side: int
    families: list[FamilyArmy]
    strength: int
    dice: int  # before the attackers' penalty and d'Arc
    darc: bool
    penalty: int  # dice lost (attackers)
    total: int  # dice rolled
    behind_walls: bool = False
    last: list[int] = field(default_factory=list)  # the faces of the last roll
    hits_taken: int = 0  # in the last roll
    bonus: int = 0  # the Cavalcade's extra hits added to this side's roll
    pending: int = 0  # hits still to take


def army(state: State, b: Battle, side: int, names: Names) -> SideArmy:
    fams = []
    for seat in b.sides[side]:
        t = war.engaged_troops(state, b, seat)
        fams.append(
            FamilyArmy(
                seat,
                names.family(seat),
                family_look(state, seat),
                t.knights,
                t.men_at_arms,
                war.engaged_lords(state, b, seat),
                war.strength(state, b, seat),
            )
        )
    strength = sum(f.strength for f in fams)
    out = SideArmy(
        side,
        fams,
        strength,
        war.dice_for_strength(state, strength),
        war.has_darc(state, b, side),
        war.penalty(state, b) if side == 0 else 0,
        war.side_dice(state, b, side),
        behind_walls=side == 1 and war.defended(state, b),
    )
    if b.last and len(b.last) >= 3:
        out.last = list(b.last[side])
        extra = b.last[2]
        out.bonus = extra[1] if side == 1 and len(extra) > 1 else 0
        other = list(b.last[1 - side])
        out.hits_taken = sum(other) + (extra[1] if side == 0 and len(extra) > 1 else 0)
    if b.stage == "casualties":
        out.pending = b.hits[side]
    return out


def lord_mark(state: State, lord: str) -> tuple[str, str | None, str]:
    """How a lord is marked on the board: a text mark, an icon, and the words for it."""
    card = state.data.lord_cards.get(lord)
    lady = card is not None and card.gender == "female"
    if state.darc == lord:
        return "♀", "fleur_de_lis", t("fief.ui.battle_board.mark_darc")
    if lady and war.titled(state, lord):
        return "♀", "crown", t("fief.ui.battle_board.mark_titled_lady")
    if lady:
        return "♀", None, t("fief.ui.battle_board.mark_untitled_lady")
    return "", None, t("fief.ui.battle_board.mark_lord")


def dice_words(n: int) -> str:
    return t("fief.ui.battle_board.no_die") if n == 0 else t("fief.ui.battle_board.dice", n=n)


def hits_words(n: int) -> str:
    return t("fief.ui.battle_board.hits", n=n)


def points_words(n: int) -> str:
    """ "1 strength point", "5 strength points"."""
    return t("fief.ui.battle_board.strength_points", n=n)


def penalty_words(state: State, b: Battle, names: Names) -> list[str]:
    """The attackers' penalty and the Cavalcade's bonus hits, in words (d'Arc's die is
    shown on the board, by her side's dice)."""
    out = []
    vs = state.villages[b.village]
    walls = m("fief.ui.battle_board.fortified_city") if vs.fortified else m("fief.ui.battle_board.stronghold")
    if b.cavalcade:
        out.append(t("fief.ui.battle_board.cavalcade_bonus", lord=names.lord(b.cavalcade)))
    base = war.base_penalty(state, b)
    if base:
        eng = war.engines(state, b)
        if b.passage:
            out.append(t("fief.ui.battle_board.penalty_passage", walls=walls, dice=dice_words(base)))
        elif eng:
            left = war.penalty(state, b)
            rest = (
                m("fief.ui.battle_board.attackers_lose", dice=dice_words(left))
                if left
                else m("fief.ui.battle_board.no_penalty_left")
            )
            out.append(t("fief.ui.battle_board.penalty_engines", walls=walls, dice=dice_words(base), n=eng, rest=rest))
        else:
            out.append(t("fief.ui.battle_board.penalty", walls=walls, dice=dice_words(base)))
    elif (vs.stronghold or vs.fortified) and not b.cavalcade:
        holder = controller(state, b.village)
        if b.sallied:
            out.append(
                t(
                    N_("fief.ui.battle_board.sallied_fortified")
                    if vs.fortified
                    else N_("fief.ui.battle_board.sallied_stronghold")
                )
            )
        elif holder is not None and holder in b.sides[0]:
            out.append(
                t(
                    N_("fief.ui.battle_board.holders_fortified")
                    if vs.fortified
                    else N_("fief.ui.battle_board.holders_stronghold")
                )
            )
    elif b.passage:
        out.append(t("fief.ui.battle_board.through_tunnels"))
    return out


def rolls_words(state: State, b: Battle) -> str:
    end = state.data.rules.quiet_rolls_end
    if not b.rolls:
        return t("fief.ui.battle_board.no_roll_yet")
    return t("fief.ui.battle_board.rolls", rolls=b.rolls, quiet=b.quiet, end=end)


def rolls_tip(state: State, b: Battle) -> str:
    end = state.data.rules.quiet_rolls_end
    return t("fief.ui.battle_board.rolls_tip", n=b.rolls, quiet=b.quiet, end=end)


# --------------------------------------------------------------------------- actions in words


def truce_words(state: State, b: Battle, control: int, names: Names) -> str:
    holder = controller(state, b.village)
    if control == holder:
        return t("fief.ui.battle_board.truce_keeps", family=names.family(control))
    return t("fief.ui.battle_board.truce_takes", family=names.family(control))


def battle_choice(action: Action, state: State, names: Names, seat: int) -> tuple[str, str, str]:
    """A battle round's option: its button text, icon and tooltip (with the rule)."""
    b = state.battle
    assert b is not None
    where = names.village(b.village)
    if isinstance(action, Fight):
        return (t("fief.ui.battle_board.fight"), "die", t("fief.ui.battle_board.fight_tip"))
    if isinstance(action, Surrender):
        return (t("fief.ui.battle_board.surrender"), "door", t("fief.ui.battle_board.surrender_tip", village=where))
    if isinstance(action, OfferTruce):
        return (
            t("fief.ui.battle_board.offer_truce", terms=truce_words(state, b, action.control, names)),
            "",
            t("fief.ui.battle_board.offer_truce_tip", village=where, family=names.family(action.control)),
        )
    if isinstance(action, CallOff):
        return (t("fief.ui.battle_board.call_off"), "tower", t("fief.ui.battle_board.call_off_tip"))
    if isinstance(action, SwitchSide):
        join = (
            N_("fief.ui.battle_board.switch_to_defenders")
            if war.side_of(b, seat) == 0
            else N_("fief.ui.battle_board.switch_to_attackers")
        )
        return (t(join), "human", t("fief.ui.battle_board.switch_tip"))
    if isinstance(action, EndBattle):
        return (t("fief.ui.battle_board.end_battle"), "crown", t("fief.ui.battle_board.end_battle_tip"))
    if isinstance(action, Tunnels):
        return (t("fief.ui.battle_board.tunnels"), "door", t("fief.ui.battle_board.tunnels_tip"))
    if isinstance(action, PlayAmbush):
        lo = state.lords.get(action.target)
        target = names.lord(action.target)
        text = (
            t("fief.ui.battle_board.ambush_of", lord=target, family=names.family(lo.family))
            if lo is not None
            else t("fief.ui.battle_board.ambush", lord=target)
        )
        return (text, "card_fortune", t("fief.ui.battle_board.ambush_tip", lord=target))
    return (
        action.kind.replace("_", " ").capitalize(),
        "scroll",
        "",
    )  # words: not shown (every battle option is named above)


def losses_words(action: TakeHits, state: State, b: Battle, seat: int, names: Names) -> tuple[str, str]:
    """A casualty choice in words (6.2.2): a headline that tells it from the others (the
    troops lost, or the lords' fate once every troop is lost) and the details."""
    side = war.side_of(b, seat)
    pools = {s: war.engaged_troops(state, b, s) for s in b.sides[side]}
    lost = {s: (k, n) for s, k, n in action.losses if k or n}
    everything = bool(lost) and all(lost.get(s, (0, 0)) == (p.knights, p.men_at_arms) for s, p in pools.items())
    if len(b.sides[side]) == 1:
        k, n = lost.get(seat, (0, 0))
        troops = (
            t("fief.ui.battle_board.lose", troops=troops_words(names, k, n))
            if lost
            else t("fief.ui.battle_board.lose_nothing")
        )
    else:
        parts: list[str] = []
        for s in b.sides[side]:
            if s in lost:
                k, n = lost[s]
                said = troops_words(names, k, n)
                if s == seat:
                    you = (
                        N_("fief.ui.battle_board.you_lose_first") if not parts else N_("fief.ui.battle_board.you_lose")
                    )
                    parts.append(t(you, troops=said))
                else:
                    parts.append(t("fief.ui.battle_board.family_loses", family=names.family(s), troops=said))
        troops = t("fief.ui.battle_board.separator").join(parts) if parts else t("fief.ui.battle_board.lose_nothing")
    sp = sum(KNIGHT_STRENGTH * k + n for _, k, n in action.losses) + len(action.killed)
    points = points_words(sp)
    lords = sorted(lord for s in b.sides[side] for lord in war.engaged_lords(state, b, s))
    fate = []
    if action.killed:
        dead = [names.lord(lord) for lord in action.killed]
        fate.append(t("fief.ui.battle_board.lords_die", lords=words(dead), n=len(dead)))
    if everything:
        spared = [names.lord(lord) for lord in lords if lord not in action.killed]
        if spared:
            other = 1 - side
            troop_sp = sum(
                KNIGHT_STRENGTH * tr.knights + tr.men_at_arms
                for tr in (war.engaged_troops(state, b, s) for s in b.sides[other])
            )
            keeps = troop_sp > (b.hits[other] if b.stage == "casualties" else 0)
            fate.append(
                t("fief.ui.battle_board.lords_captive", lords=words(spared), n=len(spared))
                if keeps
                else t("fief.ui.battle_board.lords_survive", lords=words(spared), n=len(spared))
            )
    if fate:
        return " · ".join(fate), f"{t('fief.ui.battle_board.all_troops_lost') if everything else troops} · {points}"
    return troops, (t("fief.ui.battle_board.points_all_troops", points=points) if everything else points)


def war_words(action: Action, state: State, names: Names, seat: int) -> str | None:
    """War actions in words, where the engine's wording is only the action's name."""
    b = state.battle
    if isinstance(action, DeclareBattle):
        return t(
            "fief.ui.battle_board.attack", family=names.family(action.target), village=names.village(action.village)
        )
    if isinstance(action, Besiege):
        return t("fief.ui.battle_board.lay_siege_to", village=names.village(action.village))
    if isinstance(action, EndSiege):
        return t("fief.ui.battle_board.lift_siege_of", village=names.village(action.village))
    if isinstance(action, Cavalcade):
        return t("fief.ui.battle_board.rides_cavalcade", lord=names.lord(action.lord))
    if isinstance(action, LeadCaptive):
        lead = N_("fief.ui.battle_board.leads_captive") if action.take else N_("fief.ui.battle_board.leaves_captive")
        return t(lead, lord=names.lord(action.lord), captive=names.lord(action.captive))
    if isinstance(action, PayRansom):
        return t(
            "fief.ui.battle_board.pay_ransom",
            amount=deniers(action.amount),
            lord=names.lord(action.lord),
            village=names.village(action.village),
        )
    if isinstance(action, FreeCaptives):
        return t("fief.ui.battle_board.free_captives", village=names.village(action.village))
    if isinstance(action, AnswerRansom):
        return t("fief.ui.battle_board.accept_ransom") if action.accept else t("fief.ui.battle_board.refuse_ransom")
    if isinstance(action, AnswerTruce):
        return (
            t("fief.ui.battle_board.accept_the_truce") if action.accept else t("fief.ui.battle_board.refuse_the_truce")
        )
    if isinstance(action, Sally):
        return t("fief.ui.battle_board.sally_fight_on") if action.fight else t("fief.ui.battle_board.stay_behind_walls")
    if isinstance(action, ChooseSide):
        return t(CHOOSE_SIDE.get(action.side, "fief.ui.battle_board.stay_out"))
    if b is not None and isinstance(action, TakeHits) and state.battle is not None:
        return losses_words(action, state, b, seat, names)[0]
    if b is not None and isinstance(
        action, (Fight, Surrender, OfferTruce, CallOff, SwitchSide, EndBattle, Tunnels, PlayAmbush)
    ):
        return battle_choice(action, state, names, seat)[0]
    return None


#: A side chosen, in words (any other side: staying out).
CHOOSE_SIDE = {0: N_("fief.ui.battle_board.join_attackers"), 1: N_("fief.ui.battle_board.join_defenders")}


# --------------------------------------------------------------------------- drawing


def draw_dice(
    surface: pygame.Surface,
    faces: Sequence[int],
    x: int,
    cy: int,
    size: int,
    gap: int,
    tumble: float = 0.0,
    seed: int = 0,
) -> int:
    """Battle dice showing their hits, left to right from ``x``; ``tumble`` (1 to 0) rolls
    them. Returns the right edge."""
    rng = random.Random(seed + int(tumble * 40))
    for i, face in enumerate(faces):
        shown = rng.randint(1, 3) if tumble > 0 else max(0, min(3, face))
        d = size if tumble <= 0 else round(size * (0.86 + 0.14 * math.sin(tumble * 30 + i)))
        img = icons.icon(f"die_hits_{shown}", d)
        if tumble > 0:
            img = pygame.transform.rotate(img, (tumble * 700 + i * 47) % 360)
        surface.blit(img, img.get_rect(center=(x + size // 2, cy)))
        x += size + gap
    return x - gap if faces else x


class BattleBoard(Widget):
    """Both sides of a battle facing each other (side by side when wide enough, else one
    above the other), each side's strength and dice, and the last roll."""

    def __init__(
        self, theme: Theme, state: State, names: Names, viewer: int, tumble: Any = None, tooltip: str | None = None
    ) -> None:
        super().__init__(theme, None, tooltip)
        self.state = state
        self.names = names
        self.viewer = viewer
        b = state.battle
        assert b is not None
        self.battle = b
        self.sides = [army(state, b, 0, names), army(state, b, 1, names)]
        self.tumble = tumble or (lambda: 0.0)  # 1 -> 0 while the last roll's dice tumble
        self._tips: list[tuple[pygame.Rect, str]] = []

    # Measures -------------------------------------------------------------------------
    def side_by_side(self, width: int) -> bool:
        return width >= self.theme.px(300)

    def height_for(self, width: int) -> int:
        if self.side_by_side(width):
            return max(self._side_height(s) for s in self.sides)
        return self._side_height(self.sides[0]) + self._side_height(self.sides[1]) + self.theme.px(22)

    def _side_height(self, side: SideArmy) -> int:
        t = self.theme
        h = t.px(8) + t.line_height("small_bold") + t.px(2)
        for fam in side.families:
            h += t.line_height("body_bold") + t.px(22) + len(fam.lords) * t.line_height("small") + t.px(4)
        if not side.families:
            h += t.line_height("small_italic") + t.px(4)
        h += t.px(6) + t.line_height("small_bold") + t.px(2)
        if side.penalty or side.darc:
            h += t.line_height("small")
        if self.battle.rolls:
            h += t.px(32)
        if side.pending:
            h += t.line_height("small_bold")
        return h + t.px(6)

    # Drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        self._tips = []
        r = self.rect
        if self.side_by_side(r.width):
            mid = t.px(24)
            w = (r.width - mid) // 2
            boxes = [pygame.Rect(r.left, r.top, w, r.height), pygame.Rect(r.right - w, r.top, w, r.height)]
            for side, box in zip(self.sides, boxes):
                self._draw_side(surface, side, box)
            cx = r.centerx
            t.blit_text(
                surface, i18n.t("fief.ui.battle_board.versus"), (cx, r.top + t.px(34)), "italic", c.rubric, "center"
            )
            pygame.draw.line(surface, c.ink_faded, (cx, r.top + t.px(50)), (cx, r.bottom - t.px(10)), 1)
        else:
            h0 = self._side_height(self.sides[0])
            top = pygame.Rect(r.left, r.top, r.width, h0)
            bottom = pygame.Rect(r.left, r.top + h0 + t.px(22), r.width, r.height - h0 - t.px(22))
            self._draw_side(surface, self.sides[0], top)
            t.blit_text(
                surface,
                i18n.t("fief.ui.battle_board.versus"),
                (r.centerx, top.bottom + t.px(11)),
                "italic",
                c.rubric,
                "center",
            )
            self._draw_side(surface, self.sides[1], bottom)

    def _draw_side(self, surface: pygame.Surface, side: SideArmy, box: pygame.Rect) -> None:
        t = self.theme
        c = t.colors
        b = self.battle
        mine = self.viewer in b.sides[side.side]
        fill = c.parchment_light if mine else (236, 222, 186)
        pygame.draw.rect(surface, fill, box, border_radius=t.px(6))
        band = c.rubric if side.side == 0 else c.ink_soft
        pygame.draw.rect(
            surface,
            band,
            (box.left, box.top, box.width, t.px(4)),
            border_top_left_radius=t.px(6),
            border_top_right_radius=t.px(6),
        )
        pygame.draw.rect(
            surface, c.rubric if mine else c.ink_faded, box, max(1, t.px(1.5 if mine else 1)), border_radius=t.px(6)
        )
        x0 = box.left + t.px(8)
        right = box.right - t.px(8)
        y = box.top + t.px(8)
        tr = t.blit_text(surface, i18n.t(SIDE_NAMES[side.side]).upper(), (x0, y), "small_bold", band)
        if side.behind_walls:
            vs = self.state.villages[b.village]
            size = t.line_height("small_bold")
            icon = icons.icon("fortified_city" if vs.fortified else "tower", size)
            ir = icon.get_rect(topright=(right, y - t.px(1)))
            surface.blit(icon, ir)
            self._tips.append((ir, i18n.t("fief.ui.battle_board.behind_walls_tip")))
        elif side.side == 0 and b.cavalcade:
            self._tips.append((tr, i18n.t("fief.ui.battle_board.cavalcade_led_by", lord=self.names.lord(b.cavalcade))))
        y += t.line_height("small_bold") + t.px(2)
        if not side.families:
            t.blit_text(surface, i18n.t("fief.ui.battle_board.nobody_left"), (x0, y), "small_italic", c.ink_faded)
            y += t.line_height("small_italic") + t.px(4)
        for fam in side.families:
            y = self._draw_family(surface, fam, x0, right, y)
        # Strength and dice.
        y += t.px(2)
        pygame.draw.line(surface, c.ink_faded, (x0, y), (right, y), 1)
        y += t.px(4)
        total = i18n.t("fief.ui.battle_board.side_total", sp=side.strength, dice=dice_words(side.total))
        rect = t.blit_text(surface, total, (x0, y), "small_bold", c.ink)
        self._tips.append(
            (
                rect.inflate(t.px(4), t.px(4)),
                i18n.t(
                    "fief.ui.battle_board.dice_tip",
                    strength=points_words(side.strength),
                    dice=dice_words(side.dice),
                    extra=(i18n.t("fief.ui.battle_board.dice_tip_darc") if side.darc else "")
                    + (i18n.t("fief.ui.battle_board.dice_tip_walls", penalty=side.penalty) if side.penalty else ""),
                    total=dice_words(side.total),
                ),
            )
        )
        y += t.line_height("small_bold") + t.px(2)
        if side.penalty or side.darc:
            bits = []
            if side.darc:
                bits.append(i18n.t("fief.ui.battle_board.darc_die"))
            if side.penalty:
                bits.append(i18n.t("fief.ui.battle_board.walls_dice", penalty=side.penalty))
            t.blit_text(
                surface,
                f"{dice_words(side.dice)} {' '.join(bits)}",
                (x0, y),
                "small",
                c.rubric_dark if side.penalty else c.good,
            )
            y += t.line_height("small")
        # The last roll: this side's dice, and the hits they dealt.
        if b.rolls:
            size = t.px(26)
            cy = y + t.px(3) + size // 2
            tumble = self.tumble()
            if side.last:
                end = draw_dice(surface, side.last, x0, cy, size, t.px(4), tumble, seed=side.side * 7 + b.rolls)
                dealt = sum(side.last) + side.bonus
                words = "…" if tumble > 0 else hits_words(dealt) + (f" (+{side.bonus})" if side.bonus else "")
                if end + t.px(6) + t.text_size(words, "small_bold")[0] <= right:
                    t.blit_text(surface, words, (end + t.px(6), cy + t.px(1)), "small_bold", c.ink, "midleft")
                self._tips.append(
                    (
                        pygame.Rect(x0, cy - size // 2, max(size, end - x0), size),
                        i18n.t(
                            "fief.ui.battle_board.last_roll_tip",
                            faces=", ".join(hits_words(f) for f in side.last),
                            bonus=i18n.t("fief.ui.battle_board.last_roll_bonus", bonus=side.bonus)
                            if side.bonus
                            else "",
                            dealt=hits_words(dealt),
                            side=i18n.m(THE_SIDES[1 - side.side]),
                        ),
                    )
                )
            else:
                t.blit_text(
                    surface,
                    i18n.t("fief.ui.battle_board.no_die_to_roll"),
                    (x0, cy),
                    "small_italic",
                    c.ink_faded,
                    "midleft",
                )
            y += t.px(32)
        if side.pending:
            t.blit_text(
                surface,
                i18n.t("fief.ui.battle_board.must_take", hits=hits_words(side.pending)),
                (x0, y),
                "small_bold",
                c.rubric,
            )

    def _draw_family(self, surface: pygame.Surface, fam: FamilyArmy, x0: int, right: int, y: int) -> int:
        t = self.theme
        c = t.colors
        s = self.state
        line_h = t.line_height("body_bold")
        mark = t.px(18)
        draw_marker(surface, pygame.Rect(x0, y + (line_h - mark) // 2, mark, mark), *fam.look)
        name = i18n.text(fam.name)
        size = t.fit_px(name, "body_bold", right - (x0 + mark + t.px(6)), 0.6)
        nr = t.blit_text(surface, name, (x0 + mark + t.px(6), y + line_h // 2), "body_bold", c.ink, "midleft", px=size)
        you = i18n.t("fief.ui.battle_board.you")
        if fam.seat == self.viewer and nr.right + t.px(5) + t.text_size(you, "small_italic")[0] <= right:
            t.blit_text(
                surface, you, (nr.right + t.px(5), y + line_h // 2 + t.px(1)), "small_italic", c.ink_soft, "midleft"
            )
        self._tips.append(
            (
                pygame.Rect(x0, y, right - x0, line_h),
                i18n.t(
                    "fief.ui.battle_board.family_tip",
                    family=fam.name,
                    troops=troops_words(self.names, fam.knights, fam.men),
                    lords=i18n.t("fief.ui.battle_board.lords", n=len(fam.lords)),
                    strength=points_words(fam.strength),
                ),
            )
        )
        y += line_h
        size = t.px(20)
        cy = y + t.px(11)
        x = x0
        for icon_name, n, unit in (("knight", fam.knights, "knight"), ("man_at_arms", fam.men, "man_at_arms")):
            img = icons.icon(icon_name, size) if n else icons.icon(icon_name, size, c.ink_faded)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
            tr = t.blit_text(
                surface, str(n), (x + size + t.px(3), cy + t.px(1)), "body_bold", c.ink if n else c.ink_faded, "midleft"
            )
            self._tips.append(
                (
                    pygame.Rect(x, cy - size // 2, tr.right - x, size),
                    i18n.t("fief.ui.battle_board.knights_tip", n=n)
                    if unit == "knight"
                    else i18n.t("fief.ui.battle_board.men_tip", n=n),
                )
            )
            x = tr.right + t.px(12)
        t.blit_text(
            surface,
            i18n.t("fief.ui.battle_board.sp", sp=fam.strength),
            (right, cy + t.px(1)),
            "small",
            c.ink_soft,
            "midright",
        )
        y += t.px(22)
        for lord in fam.lords:
            text, mark_icon, words = lord_mark(s, lord)
            lh = t.line_height("small")
            untitled = text and mark_icon is None
            label = i18n.text(self.names.lord(lord)) + (f" {text}" if text else "")
            lr = t.blit_text(
                surface,
                label,
                (x0 + t.px(4), y),
                "small",
                c.ink_faded if untitled else c.ink,
                px=t.fit_px(label, "small", right - x0 - t.px(30), 0.7),
            )
            if mark_icon:
                img = icons.icon(mark_icon, lh - t.px(2))
                surface.blit(img, img.get_rect(midleft=(lr.right + t.px(3), lr.centery)))
            if untitled:
                t.blit_text(
                    surface,
                    i18n.t("fief.ui.battle_board.sp", sp=0),
                    (right, y),
                    "small_italic",
                    c.ink_faded,
                    "topright",
                )
            self._tips.append(
                (
                    pygame.Rect(x0, y, right - x0, lh),
                    i18n.t("fief.ui.battle_board.lord_tip", lord=self.names.lord(lord), words=words),
                )
            )
            y += lh
        return y + t.px(4)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        for rect, tip in reversed(self._tips):
            if rect.collidepoint(pos):
                return tip
        return self.tooltip


class ChoiceButton(Button):
    """A button for one of the decision's options: an icon, the text (shortened to fit,
    the whole of it in the tooltip), and the action it submits."""

    def __init__(
        self,
        theme: Theme,
        text: str,
        action: Action,
        on_click: Any,
        *,
        icon: str | None = None,
        tooltip: str | None = None,
        primary: bool = False,
        role: str = "small_bold",
    ) -> None:
        super().__init__(theme, text, on_click, icon=icon, tooltip=tooltip, primary=primary, role=role)
        self.action = action

    def preferred_width(self) -> int:
        t = self.theme
        icon = t.font_size(self.role) + t.px(8) if self.icon else 0
        return t.text_size(self.text, self.role)[0] + t.px(28) + icon

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        full, icon = self.text, self.icon
        room = self.rect.width - t.px(20)
        if self.icon and t.text_size(full, self.role)[0] > room - t.font_size(self.role) - t.px(8):
            self.icon = None  # the words matter more than the picture
        try:
            super().draw(surface)  # a long label takes smaller type or two lines, never a cut
        finally:
            self.text, self.icon = full, icon

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        cut = self.theme.text_size(self.text, self.role)[0] > self.rect.width - self.theme.px(20)
        if cut and self.tooltip and not self.tooltip.startswith(self.text):
            return f"{self.text}. {self.tooltip}"
        return self.tooltip
