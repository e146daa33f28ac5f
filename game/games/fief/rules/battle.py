"""War: battles (6.0-6.3), Cavalcades (5.2), captives (6.2.3), the Ambush (10.5) and the
Secret Passage's tunnels (10.2.2).

A battle is a small loop of Decisions kept in ``State.battle``:

1. A family declares it (phase 6, in its turn) against one family in a village where it
   has a lord and troops; other families there choose a side or stay out ("sides").
   A side without troops facing troops is taken captive at once (FAQ, phase 6); so is
   any lord left without troops beside another family's lord and troops, at any time
   outside a family's movement (``settle_captives``). No battle under Heavy Rain.
2. Each round, every engaged family in turn fights on (``Fight``) or surrenders (after a
   roll), offers a truce, calls off an attack on a stronghold, switches sides, plays an
   Ambush or a Secret Passage ("round"). When all fight on, both sides roll at once.
3. A side's dice follow its strength points (men-at-arms 1, knight 3, male lord 1,
   titled lady 1): 1-6 one die, 7-12 two, 13+ three, d'Arc one more. The attackers lose
   one die against a stronghold, two against a Fortified City, less what their siege
   engines cancel (at most two), none with a Secret Passage or when the besieged sally.
4. Each side's strongest family removes its casualties (6.2.2): as many strength points
   as possible up to the hits, a knight needing 3; lords only once every troop of the
   side is dead, one hit each; lords left without troops facing troops are captured.
5. The battle ends when a side is gone, after a surrender, a truce, a call-off, three
   rolls in a row without losses, or when only lords are left; and, whatever the dice
   and the data say, after ``limits.BATTLE_ROLLS`` rolls (``roll_limit``).

A Cavalcade is the same battle fought at once in the movement phase by one lord and the
knights with him against the other families' troops where he stands; the defenders add
one hit per die rolled, and a winning lord must move on.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules import relics, titles
from game.games.fief.rules.actions import (
    AnswerTruce,
    CallOff,
    Cavalcade,
    ChooseSide,
    DeclareBattle,
    EndBattle,
    Fight,
    OfferTruce,
    PlayAmbush,
    Sally,
    Surrender,
    SwitchSide,
    TakeHits,
    Tunnels,
)
from game.games.fief.rules.card_effects import AMBUSH, HEAVY_RAIN, SECRET_PASSAGE, holds, spend
from game.games.fief.rules.control import controller, has_units, lords_at, troops_of, update_presence
from game.games.fief.rules.deaths import kill_lord
from game.games.fief.rules.disasters import (
    KNIGHT_STRENGTH,
    bishopric_of,
    hit_options,
    remove_losses,
    suffers,
)
from game.games.fief.rules.limits import BATTLE_ROLLS
from game.games.fief.rules.marriage import ally
from game.games.fief.rules.state import Battle, Losses, State, Troops

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names


# --------------------------------------------------------------------------- armies and strength


def _cavalcader(b: Battle) -> int:
    return b.sides[0][0] if b.cavalcade and b.sides[0] else -1


def engaged_lords(state: State, b: Battle, seat: int) -> list[str]:
    """The family's uncaptured lords fighting in the battle."""
    if seat == _cavalcader(b):
        lo = state.lords.get(b.cavalcade)
        return [b.cavalcade] if lo is not None and lo.captor < 0 and lo.village == b.village else []
    return lords_at(state, b.village, seat, captives=False)


def engaged_troops(state: State, b: Battle, seat: int) -> Troops:
    """The family's troops fighting: all of them there, or a Cavalcade's escort."""
    if seat == _cavalcader(b):
        march = state.marches.get(b.cavalcade)
        return march.escort.clone() if march is not None else Troops()
    return troops_of(state, b.village, seat).clone()


def titled(state: State, lord: str) -> bool:
    """A lady counts in battle with any title (1.2), the d'Arc title included (9.1)."""
    return lord == state.darc or titles.titled(state, lord)


def lord_strength(state: State, lord: str) -> int:
    """6.2: 1 for every male lord, 1 for every titled lady, 0 for an untitled lady."""
    card = state.data.lord_cards.get(lord)
    if card is not None and card.gender == "female":
        return 1 if titled(state, lord) else 0
    return 1


def troop_points(t: Troops) -> int:
    """6.2: 3 strength points a knight, 1 a man-at-arms."""
    return KNIGHT_STRENGTH * t.knights + t.men_at_arms


def strength(state: State, b: Battle, seat: int) -> int:
    t = engaged_troops(state, b, seat)
    return troop_points(t) + sum(lord_strength(state, lord) for lord in engaged_lords(state, b, seat))


def side_strength(state: State, b: Battle, side: int) -> int:
    return sum(strength(state, b, s) for s in b.sides[side])


def side_troops(state: State, b: Battle, side: int) -> int:
    return sum(engaged_troops(state, b, s).count for s in b.sides[side])


def dice_for_strength(state: State, points: int) -> int:
    """6.2: the dice a side's strength points give (1-6: 1, 7-12: 2, 13+: 3)."""
    return sum(1 for step in state.data.rules.battle_dice_from if points >= step)


def has_darc(state: State, b: Battle, side: int) -> bool:
    return state.darc is not None and any(state.darc in engaged_lords(state, b, s) for s in b.sides[side])


def leader(state: State, b: Battle, side: int) -> int:
    """The family with the most strength points on a side decides its losses (6.0)."""
    return max(b.sides[side], key=lambda s: (strength(state, b, s), -b.sides[side].index(s)))


def side_of(b: Battle, seat: int) -> int:
    return 0 if seat in b.sides[0] else 1


def engaged(b: Battle) -> list[int]:
    return b.sides[0] + b.sides[1]


# --------------------------------------------------------------------------- penalties


def defended(state: State, b: Battle) -> bool:
    """The defenders fight from behind their walls: the village's stronghold or Fortified
    City is held by a family of the defending side, who has not sallied (6.2.1)."""
    vs = state.villages[b.village]
    if not (vs.stronghold or vs.fortified) or b.sallied or b.cavalcade:
        return False
    return controller(state, b.village) in b.sides[1]


def base_penalty(state: State, b: Battle) -> int:
    if not defended(state, b):
        return 0
    rules = state.data.rules
    return rules.fortified_city_penalty if state.villages[b.village].fortified else rules.stronghold_penalty


def engines(state: State, b: Battle) -> int:
    """Siege engines of the attacking families there: each cancels its value in
    penalties, all together at most two (6.4.2)."""
    vs = state.villages[b.village]
    total = sum(vs.sieges[s][0] for s in b.sides[0] if s in vs.sieges)
    return min(total, state.data.rules.siege_engines_cancel_max)


def penalty(state: State, b: Battle) -> int:
    """The dice the attackers lose (6.2.1, 6.4.2, 10.2.2)."""
    if b.passage:
        return 0
    return max(0, base_penalty(state, b) - engines(state, b))


def side_dice(state: State, b: Battle, side: int) -> int:
    rules = state.data.rules
    dice = dice_for_strength(state, side_strength(state, b, side))
    if has_darc(state, b, side):
        dice += rules.darc_battle_dice
    if side == 0:
        dice -= penalty(state, b)
    return max(0, dice)


# --------------------------------------------------------------------------- declaring


def rained_out(state: State, village: str) -> bool:
    """No battle is fought in a bishopric under Heavy Rain (2.3.1)."""
    return suffers(state, bishopric_of(state, village), HEAVY_RAIN)


def can_fight_in(state: State, village: str, seat: int) -> bool:
    """A family may start a battle where it has an uncaptured lord and troops (6.0), and
    no Heavy Rain falls (2.3.1)."""
    return (
        bool(lords_at(state, village, seat, captives=False))
        and troops_of(state, village, seat).count > 0
        and not rained_out(state, village)
    )


def declare_candidates(state: State, seat: int) -> list[Action]:
    out: list[Action] = []
    for village, vs in state.villages.items():
        if seat not in vs.present or not can_fight_in(state, village, seat):
            continue
        out += [DeclareBattle(village, other) for other in vs.present if other != seat]
    return out


def at_truce(state: State, a: int, b: int) -> bool:
    """Have families ``a`` and ``b`` a truce made in a deal this round, not yet broken (6.0, 8.0)?"""
    return sorted((a, b)) in state.truces


def declare_problem(state: State, seat: int, a: DeclareBattle, names: Names) -> Message | None:
    if a.village not in state.villages:
        return m("fief.refusal.battle_no_village", village=repr(a.village))
    where = names.village(a.village)
    if not lords_at(state, a.village, seat, captives=False):
        return m("fief.refusal.battle_no_lord", village=where)
    if not troops_of(state, a.village, seat).count:
        return m("fief.refusal.battle_no_troops", village=where)
    if rained_out(state, a.village):
        return m("fief.refusal.battle_rain", village=where)
    if a.target == seat or not (0 <= a.target < state.n) or not has_units(state, a.village, a.target):
        if 0 <= a.target < state.n:
            return m("fief.refusal.battle_nobody", family=names.family(a.target), village=where)
        return m("fief.refusal.battle_nobody_unknown", village=where)
    return None


def break_truce(state: State, seat: int, other: int, events: list[Event]) -> None:
    """A truce "can be broken at any time" (6.0): attacking the other family ends it."""
    if at_truce(state, seat, other):
        state.truces.remove(sorted((seat, other)))
        events.append(ev.TruceBroken(seat, other))


def declare(state: State, seat: int, a: DeclareBattle, events: list[Event]) -> None:
    break_truce(state, seat, a.target, events)
    others = [s for s in state.turn_order() if s not in (seat, a.target) and has_units(state, a.village, s)]
    state.battle = Battle(a.village, [[seat], [a.target]], stage="sides", waiting=others)
    events.append(ev.BattleDeclared(seat, a.village, a.target))
    if not others:
        _open(state, events)


def cavalcade_candidates(state: State, seat: int) -> list[Action]:
    return [
        Cavalcade(lid)
        for lid, march in state.marches.items()
        if state.lords[lid].family == seat and _cavalcade_problem(state, seat, lid) is None
    ]


def _blockers(state: State, lord: str) -> list[int]:
    lo = state.lords[lord]
    return [s for s in state.turn_order() if s != lo.family and troops_of(state, lo.village, s).count]


def _cavalcade_problem(state: State, seat: int, lord: str, names: Names | None = None) -> Message | None:
    march = state.marches.get(lord)
    lo = state.lords.get(lord)
    if march is None or lo is None or lo.family != seat:
        return m("fief.refusal.battle_cavalcade_lord")
    if march.moves_left < 1:
        return m("fief.refusal.battle_cavalcade_no_move")
    if march.escort.men_at_arms or not march.escort.knights:
        return m("fief.refusal.battle_cavalcade_knights")
    if march.must_move:
        return m("fief.refusal.battle_cavalcade_move_on")
    blockers = _blockers(state, lord)
    if not blockers:
        return m("fief.refusal.battle_cavalcade_no_enemy")
    if rained_out(state, lo.village):
        return m("fief.refusal.battle_cavalcade_rain")
    vs = state.villages[lo.village]
    if (vs.stronghold or vs.fortified) and controller(state, lo.village) != seat:
        return m("fief.refusal.battle_cavalcade_walls")
    return None


def cavalcade_problem(state: State, seat: int, a: Cavalcade, names: Names) -> Message | None:
    return _cavalcade_problem(state, seat, a.lord, names)


def cavalcade(state: State, seat: int, a: Cavalcade, events: list[Event]) -> None:
    lo = state.lords[a.lord]
    defenders = _blockers(state, a.lord)
    for other in defenders:
        break_truce(state, seat, other, events)
    state.battle = Battle(lo.village, [[seat], defenders], cavalcade=a.lord)
    events.append(ev.BattleDeclared(seat, lo.village, defenders[0], a.lord))
    _open(state, events)


def side_candidates(state: State, seat: int) -> list[Action]:
    return [ChooseSide(0), ChooseSide(1), ChooseSide(-1)]


def choose_side(state: State, seat: int, a: ChooseSide, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    b.waiting.pop(0)
    if a.side >= 0:
        b.sides[a.side].append(seat)
    events.append(ev.SideChosen(seat, b.village, a.side))
    if not b.waiting:
        _open(state, events)


def _open(state: State, events: list[Event]) -> None:
    """The sides are known: lords without troops facing troops are captured at once (FAQ)."""
    b = state.battle
    assert b is not None
    if _settle(state, events):
        return
    _new_round(b)


def _new_round(b: Battle) -> None:
    b.stage = "round"
    b.waiting = engaged(b)
    b.offered = []


# --------------------------------------------------------------------------- a round's choices


def round_candidates(state: State, seat: int) -> list[Action]:
    b = state.battle
    assert b is not None
    out: list[Action] = [Fight()]
    if b.rolls:
        out.append(Surrender())
    if seat not in b.offered:
        out += [OfferTruce(c) for c in _truce_controls(state, b)]
        mine = b.sides[side_of(b, seat)]
        if len(mine) > 1 and seat != mine[0]:
            out.append(SwitchSide())
    if seat == b.sides[0][0] and b.rolls and defended(state, b):
        out.append(CallOff())
    if b.free_end == seat:
        out.append(EndBattle())
    hand = state.families[seat].hand
    if holds(state.data, hand, SECRET_PASSAGE) and seat in b.sides[0] and not b.passage and penalty(state, b):
        out.append(Tunnels())
    if holds(state.data, hand, AMBUSH) and state.attack is None and engaged_lords(state, b, seat):
        enemy = b.sides[1 - side_of(b, seat)]
        out += [PlayAmbush(lord) for s in enemy for lord in engaged_lords(state, b, s)]
    return out


def _truce_controls(state: State, b: Battle) -> list[int]:
    """Who may hold the village after a truce: its controller, or another engaged family (6.3)."""
    ctrl = controller(state, b.village)
    first = [ctrl] if ctrl is not None else []
    return first + [s for s in engaged(b) if s != ctrl and s in state.villages[b.village].present]


def round_problem(state: State, seat: int, a: Action, names: Names) -> Message | None:
    b = state.battle
    if b is None or b.stage != "round":
        return m("fief.refusal.battle_none")
    if a not in round_candidates(state, seat):
        return _why_not(state, b, seat, a, names)
    return None


def _why_not(state: State, b: Battle, seat: int, a: Action, names: Names) -> Message:
    if isinstance(a, Surrender):
        return m("fief.refusal.battle_surrender")
    if isinstance(a, CallOff):
        return m("fief.refusal.battle_call_off")
    if isinstance(a, Tunnels):
        return m("fief.refusal.battle_secret_passage")
    if isinstance(a, PlayAmbush):
        return m("fief.refusal.battle_ambush")
    if isinstance(a, EndBattle):
        return m("fief.refusal.battle_end")
    if isinstance(a, SwitchSide):
        return m("fief.refusal.battle_switch_side")
    if isinstance(a, OfferTruce):
        return m("fief.refusal.battle_truce")
    return m("fief.refusal.battle_not_a_choice")


def fight(state: State, seat: int, a: Fight, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    b.waiting.remove(seat)
    if not b.waiting:
        roll(state, events)


def surrender(state: State, seat: int, a: Surrender, events: list[Event]) -> None:
    """6.3: the family's troops there are disbanded, its lords taken captive."""
    b = state.battle
    assert b is not None
    side = side_of(b, seat)
    events.append(ev.Surrendered(seat, b.village))
    t = engaged_troops(state, b, seat)
    if t.count:
        _remove(state, b, seat, t.knights, t.men_at_arms, events, cause="surrender")
    captor = _captor(state, b, 1 - side)
    for lid in engaged_lords(state, b, seat):
        capture(state, lid, captor, "surrender", events)
    b.sides[side].remove(seat)
    if seat in b.waiting:
        b.waiting.remove(seat)
    if not b.sides[side]:
        end(state, "surrender", events)
    elif not b.waiting:
        roll(state, events)


def offer_truce(state: State, seat: int, a: OfferTruce, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    b.offered.append(seat)
    b.truce = [seat, a.control]
    b.stage = "truce"
    b.waiting = [s for s in engaged(b) if s != seat]
    events.append(ev.TruceOffered(seat, b.village, a.control))


def answer_truce(state: State, seat: int, a: AnswerTruce, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    events.append(ev.TruceAnswered(seat, b.village, a.accept))
    if not a.accept:
        offered = list(b.offered)
        _new_round(b)
        b.offered = offered
        b.truce = []
        return
    b.waiting.pop(0)
    if b.waiting:
        return
    control = b.truce[1]
    vs = state.villages[b.village]
    if control in vs.present and vs.present[0] != control:
        vs = state.edit_village(b.village)
        old = vs.present[0]
        vs.present.remove(control)
        vs.present.insert(0, control)
        vs.road_of.pop(control, None)
        vs.road_of[old] = ""
    end(state, "truce", events)


def call_off(state: State, seat: int, a: CallOff, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    events.append(ev.AttackCalledOff(seat, b.village))
    b.stage = "sally"
    besieged = controller(state, b.village)
    assert besieged is not None  # CallOff is legal only while defended(): the controller defends
    b.waiting = [besieged]


def sally(state: State, seat: int, a: Sally, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    events.append(ev.Sallied(seat, b.village, a.fight))
    if not a.fight:
        end(state, "called_off", events)
        return
    b.sallied = True
    _new_round(b)


def switch_side(state: State, seat: int, a: SwitchSide, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    side = side_of(b, seat)
    b.sides[side].remove(seat)
    b.sides[1 - side].append(seat)
    b.offered.append(seat)
    events.append(ev.SideChosen(seat, b.village, 1 - side, switched=True))


def end_battle(state: State, seat: int, a: EndBattle, events: list[Event]) -> None:
    end(state, "ambush", events)


def tunnels(state: State, seat: int, a: Tunnels, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    spend(state.data, state.families[seat].hand, state.fortune_discard, SECRET_PASSAGE)
    b.passage = True
    events.append(ev.SecretPassageUsed(seat, "", "tunnels"))


def ambushed(state: State, seat: int, target: str, events: list[Event]) -> None:
    """The Ambush succeeds: the lord is taken captive; if he was his side's last lord, the
    ambusher may end the battle when he likes (10.5)."""
    b = state.battle
    capture(state, target, seat, "ambush", events)
    if b is None:
        return
    family = state.lords[target].family
    if not engaged_lords(state, b, family):
        b.free_end = seat
    _settle(state, events)


def lord_killed(state: State, events: list[Event]) -> None:
    """A lord killed between two rolls (an Assassination or Justice played in the battle,
    10.3, 10.4): a side left with nobody leaves the battle, lords alone facing troops are
    taken (6.0), and the roll comes if everyone left has already chosen to fight on."""
    b = state.battle
    if b is None or b.stage != "round":
        return
    if _settle(state, events):
        return
    b.waiting = [s for s in b.waiting if s in engaged(b)]
    if not b.waiting:
        roll(state, events)


# --------------------------------------------------------------------------- rolling and losses


def roll(state: State, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    rules = state.data.rules
    faces = state.data.die_faces_for(state.config.variants)
    pen = penalty(state, b)
    dice = [side_dice(state, b, 0), side_dice(state, b, 1)]
    rolls = [[faces[state.rng.d6() - 1] for _ in range(n)] for n in dice]
    bonus = [0, dice[1] * rules.cavalcade_bonus_hits if b.cavalcade else 0]
    dealt = [sum(rolls[0]) + bonus[0], sum(rolls[1]) + bonus[1]]
    relic_events: list[Event] = []
    dealt = relics.battle_hits(state, b, rolls, dealt, relic_events)  # the Grail and the Spear (11.1.1)
    b.hits = [dealt[1], dealt[0]]  # hits each side takes
    b.rolls += 1
    before = _units(state, b)
    b.last = [rolls[0], rolls[1], [pen, bonus[1], before]]
    events.append(
        ev.BattleRolled(
            b.village, b.sides[0][0], b.sides[1][0], tuple(rolls[0]), tuple(rolls[1]), pen, bonus[1], dealt[0], dealt[1]
        )
    )
    events += relic_events
    b.stage = "casualties"
    b.waiting = []
    for side in (0, 1):
        options = casualty_options(state, b, side)
        if len(options) == 1:
            take(state, b, side, options[0], events)
        else:
            b.waiting.append(leader(state, b, side))
    if not b.waiting:
        _after_roll(state, events)


def _units(state: State, b: Battle) -> int:
    return sum(engaged_troops(state, b, s).count + len(engaged_lords(state, b, s)) for s in engaged(b))


def _split(pools: list[tuple[int, Troops]], k: int, m: int) -> Iterator[tuple[tuple[int, int, int], ...]]:
    """Every way to take ``k`` knights and ``m`` men-at-arms from the families' pools."""
    if not pools:
        if k == 0 and m == 0:
            yield ()
        return
    (seat, pool), rest = pools[0], pools[1:]
    room_k = sum(p.knights for _, p in rest)
    room_m = sum(p.men_at_arms for _, p in rest)
    for kk in range(max(0, k - room_k), min(k, pool.knights) + 1):
        for mm in range(max(0, m - room_m), min(m, pool.men_at_arms) + 1):
            head = ((seat, kk, mm),) if kk or mm else ()
            for tail in _split(rest, k - kk, m - mm):
                yield head + tail


def casualty_options(state: State, b: Battle, side: int) -> list[TakeHits]:
    """Every legal way for a side to take its hits (6.2.2)."""
    hits = b.hits[side]
    pools = [(s, engaged_troops(state, b, s)) for s in sorted(b.sides[side])]
    knights = sum(p.knights for _, p in pools)
    men = sum(p.men_at_arms for _, p in pools)
    total = KNIGHT_STRENGTH * knights + men
    if hits >= total and total:
        losses = tuple((s, p.knights, p.men_at_arms) for s, p in pools if p.count)
        lords = sorted(lord for s in b.sides[side] for lord in engaged_lords(state, b, s))
        killed = min(hits - total, len(lords))
        return [TakeHits(losses, combo) for combo in combinations(lords, killed)]
    out = []
    for k, men_lost in hit_options(Troops(knights, men), hits):
        out += [TakeHits(split) for split in _split(pools, k, men_lost)]
    return out


def casualty_candidates(state: State, seat: int) -> list[Action]:
    b = state.battle
    assert b is not None
    return list(casualty_options(state, b, side_of(b, seat)))


def casualty_problem(state: State, seat: int, a: TakeHits, names: Names) -> Message | None:
    b = state.battle
    if b is None or b.stage != "casualties":
        return m("fief.refusal.battle_no_losses")
    if a not in casualty_options(state, b, side_of(b, seat)):
        return m("fief.refusal.battle_losses", n=b.hits[side_of(b, seat)])
    return None


def take_hits(state: State, seat: int, a: TakeHits, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    b.waiting.pop(0)
    take(state, b, side_of(b, seat), a, events)
    if not b.waiting:
        _after_roll(state, events)


def take(state: State, b: Battle, side: int, a: TakeHits, events: list[Event]) -> None:
    for seat, k, men_lost in a.losses:
        _remove(state, b, seat, k, men_lost, events)
    for lid in a.killed:
        kill_lord(state, lid, "Battle", events)  # words: not shown (a cause, a key)
    b.hits[side] = 0
    for seat, k, men_lost in a.losses:
        if (k or men_lost) and not troops_of(state, b.village, seat).count:
            free_from(state, seat, b.village, events)


def free_from(state: State, captor: int, village: str, events: list[Event]) -> None:
    """6.2.3: a captive goes free, where he stands, once every troop of his captor there
    has been killed in a battle, even if the captor's lords live on."""
    for lid, lo in list(state.lords.items()):
        if lo.captor == captor and lo.village == village:
            free(state, lid, village, "battle", events)


def _remove(
    state: State,
    b: Battle,
    seat: int,
    knights: int,
    men: int,
    events: list[Event],
    cause: str = "Battle",  # words: not shown (a cause, a key)
) -> None:
    pool = troops_of(state, b.village, seat).clone()
    lord = b.cavalcade if seat == _cavalcader(b) else ""
    label = "battle" if cause == "Battle" else cause  # words: not shown (causes, keys)
    remove_losses(state, Losses(seat, b.village, 0, pool, lord, label), knights, men, events)


def _after_roll(state: State, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    b.quiet = b.quiet + 1 if _units(state, b) == b.last[2][2] else 0
    if _settle(state, events):
        return
    if b.quiet >= state.data.rules.quiet_rolls_end:
        end(state, "quiet", events)
        return
    if b.rolls >= BATTLE_ROLLS:  # the hard bound, whatever the dice and the data say
        end(state, "roll_limit", events)
        return
    _new_round(b)


def _captor(state: State, b: Battle, side: int) -> int:
    """The family of a side that takes captives: its strongest with troops there."""
    armed = [s for s in b.sides[side] if engaged_troops(state, b, s).count] or b.sides[side]
    return max(armed, key=lambda s: (strength(state, b, s), -b.sides[side].index(s)))


def _settle(state: State, events: list[Event]) -> bool:
    """Captures and the ends that follow from who is left; True if the battle ended."""
    b = state.battle
    assert b is not None
    for side in (0, 1):
        b.sides[side] = [s for s in b.sides[side] if engaged_troops(state, b, s).count or engaged_lords(state, b, s)]
    for side in (0, 1):
        if b.sides[side] and b.sides[1 - side] and not side_troops(state, b, side) and side_troops(state, b, 1 - side):
            captor = _captor(state, b, 1 - side)
            for s in list(b.sides[side]):
                for lid in engaged_lords(state, b, s):
                    capture(state, lid, captor, "battle", events)
            b.sides[side] = []
    if not b.sides[0] or not b.sides[1]:
        end(state, "won", events)
        return True
    if not side_troops(state, b, 0) and not side_troops(state, b, 1):
        end(state, "lords", events)
        return True
    return False


def end(state: State, reason: str, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    state.battle = None
    winner = -1
    if reason == "won":
        winner = 0 if b.sides[0] else (1 if b.sides[1] else -1)
    events.append(ev.BattleEnded(b.village, reason, winner, tuple(b.sides[winner]) if winner >= 0 else ()))
    if b.cavalcade and winner == 0:
        lo = state.lords.get(b.cavalcade)
        march = state.marches.get(b.cavalcade)
        if lo is not None and lo.captor < 0 and march is not None:
            march.must_move = True  # 5.2: the winner may not stop here


# --------------------------------------------------------------------------- captives


def capture(state: State, lord: str, captor: int, how: str, events: list[Event]) -> None:
    lo = state.edit_lord(lord)
    lo.captor = captor
    state.marches.pop(lord, None)
    for march in state.marches.values():
        if lord in march.captives:
            march.captives.remove(lord)
    update_presence(state, lo.village, lo.family)
    events.append(ev.LordCaptured(lo.family, lord, captor, lo.village, how))


def free(state: State, lord: str, village: str, how: str, events: list[Event]) -> None:
    lo = state.edit_lord(lord)
    captor = lo.captor
    lo.captor = -1
    lo.village = village
    for march in state.marches.values():
        if lord in march.captives:
            march.captives.remove(lord)
    update_presence(state, village, lo.family)
    events.append(ev.CaptiveFreed(lo.family, lord, captor, village, how))


def armies_at(state: State, village: str, seat: int) -> list[int]:
    """Other families with a free lord and troops in the village, in turn order; the
    family's ally by marriage is no opposing army (2.4.1 places lords in its villages)."""
    partner = ally(state, seat)
    return [
        s
        for s in state.turn_order()
        if s != seat
        and s != partner
        and troops_of(state, village, s).count
        and lords_at(state, village, s, captives=False)
    ]


def exposed_lords(state: State, seat: int) -> list[str]:
    """The family's free lords standing without its troops beside another family's lord
    and troops: they are taken captive once nobody is moving (FAQ of phase 6)."""
    out = []
    for lid in state.families[seat].lords:
        lo = state.lords[lid]
        if (
            lo.captor < 0
            and lo.village
            and not troops_of(state, lo.village, seat).count
            and armies_at(state, lo.village, seat)
        ):
            out.append(lid)
    return out


def capture_lone_lords(state: State, events: list[Event]) -> bool:
    """FAQ of phase 6: lords with no troops of their own, in a village where another
    family has a lord and troops, are taken captive at once, with no battle, by the
    strongest such family. Not while a family is moving (its lords may be passing
    through) nor inside a battle, which settles its own captives. True if any was taken."""
    if state.marches or state.battle is not None:
        return False
    taken = False
    for seat in state.turn_order():
        for lid in exposed_lords(state, seat):
            village = state.lords[lid].village
            armies = armies_at(state, village, seat)
            captor = max(armies, key=lambda s: (troop_points(troops_of(state, village, s)), -armies.index(s)))
            capture(state, lid, captor, "alone", events)
            taken = True
    return taken


def settle_captives(state: State, events: list[Event]) -> None:
    """After anything moved or died: captives whose guards are gone go free, and lords
    left alone beside an army are taken, until nothing changes (a guard taken frees the
    captives he held) (6.2.3, FAQ of phase 6)."""
    for _ in range(len(state.lords) + 1):
        freed = sync_captives(state, events)
        if not capture_lone_lords(state, events) and not freed:
            return


def sync_captives(state: State, events: list[Event]) -> bool:
    """6.2.3: a captive stays one only while his captor's units share his village. True
    if any went free."""
    freed = False
    for lid, lo in list(state.lords.items()):
        if lo.captor >= 0 and not has_units(state, lo.village, lo.captor):
            free(state, lid, lo.village, "guards_gone", events)
            freed = True
    return freed
