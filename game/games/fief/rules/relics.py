"""The Holy Relics (11.1, 11.1.1), an optional rule.

Five relics start on the bishoprics' principal villages, dealt with the game's die. A
relic lies in a village (``Relic.village``) until a lord takes it; then it goes where he
goes (``Relic.holder``), a Cavalcade's lord included. Who may take one:

* never claimed yet: a churchman in the principal village where it lies, the Bishop of
  that bishopric, any Cardinal or the Pope;
* claimed before and lying again (its holder died or was taken captive): any lord in
  that village;
* either way, when another family controls and occupies the village (with lords or only
  troops), that family is asked first and may refuse.

A holder hands his relic to any other lord for a Diplomacy marker (``GiveRelic``). A
relic whose holder dies or is taken captive lies where he was, held by the troops there;
in a battle it passes first to another lord of his side still fighting. A relic is never
destroyed; only the Teeth of Saint Géronce leave the game, once spent. A relic works
only while a free lord holds it.

The effects: the Holy Grail and the Holy Spear change battle hits (``battle_hits``,
called by the battle roll); the Teeth offer to cancel a death the moment it happens
(``before_death`` and ``after_death``, called by ``deaths.kill_lord``); the Eyes of Saint
Roseline and the Bone of Saint Rhadegund act at the end of the Play Cards step (``rites``).
Choices where the rulebook is silent are in docs/fief/rules-decisions.md, "Holy Relics".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.card_effects import FAMINE, HEAVY_RAIN, card_for, holds
from game.games.fief.rules.control import controller, lords_at, update_presence
from game.games.fief.rules.data import RELIC_IDS, RelicNumbers
from game.games.fief.rules.relic_records import (
    AllowRelic,
    GiveRelic,
    LordSaved,
    RelicAsked,
    RelicDropped,
    RelicGiven,
    RelicInBattle,
    RelicPassed,
    RelicPlaced,
    RelicRefused,
    RelicRite,
    RelicRolled,
    RelicTaken,
    TakeRelic,
    UseTeeth,
)
from game.games.fief.rules.relic_state import Relic, RelicsState, TeethOffer
from game.games.fief.rules.state import Lord, State, cause_name

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import Battle

VARIANT = "holy_relics"
#: each relic's rule is found by its id, which the data may not change (``RELIC_IDS``)
GRAIL, EYES, TEETH, SPEAR, BONE = RELIC_IDS
#: The relics that act at the end of the Play Cards step, in the order they are offered.
RITES = (EYES, BONE)

#: Decision kinds of the relics (all answered inside another family's turn or between turns).
KINDS = ("relic_permission", "teeth", "relic_rite")


def active(state: State) -> bool:
    return state.relics is not None


def numbers(state: State) -> RelicNumbers:
    variant = state.data.variants.get(VARIANT)
    return variant.relic_numbers if variant is not None and variant.relic_numbers else RelicNumbers()


def relic_ids(state: State) -> list[str]:
    variant = state.data.variants.get(VARIANT)
    return [r.id for r in (variant.relics or ())] if variant is not None else []


def check_config(state_data: Any, variants: list[str]) -> Message | None:
    """Why the relics cannot be played with this data, or None."""
    if VARIANT not in variants:
        return None
    variant = state_data.variants.get(VARIANT)
    count = len(variant.relics or ()) if variant is not None else 0
    bishoprics = len(state_data.board.bishoprics)
    if count != bishoprics:
        return m("fief.rules.relic_config", bishoprics=bishoprics, count=count)
    return None


def place(state: State, events: list[Event]) -> None:
    """Set-up (11.1): the relics are dealt at random, one to each bishopric's principal
    village, in bishopric order."""
    ids = relic_ids(state)
    state.rng.shuffle(ids)
    rs = RelicsState()
    for number, rid in zip(sorted(state.data.board.bishoprics), ids, strict=True):
        village = state.data.board.bishoprics[number].principal
        rs.relics[rid] = Relic(rid, village)
        events.append(RelicPlaced(rid, village))
    state.relics = rs


# --------------------------------------------------------------------------- where relics are


def _rs(state: State) -> RelicsState:
    assert state.relics is not None
    return state.relics


def holder(state: State, rid: str) -> Lord | None:
    """The free lord who holds the relic and may use it, or None."""
    if state.relics is None:
        return None
    r = state.relics.relics.get(rid)
    if r is None or r.removed or not r.holder:
        return None
    lo = state.lords.get(r.holder)
    return lo if lo is not None and lo.captor < 0 else None


def carried_by(state: State, lord: str) -> list[str]:
    if state.relics is None:
        return []
    return [rid for rid, r in state.relics.relics.items() if r.holder == lord and not r.removed]


def place_of(state: State, rid: str) -> str:
    """The village where the relic is now (its holder's, or where it lies); "" once gone."""
    r = _rs(state).relics[rid]
    if r.removed:
        return ""
    if r.holder:
        lo = state.lords.get(r.holder)
        return lo.village if lo is not None else ""
    return r.village


def sync(state: State, events: list[Event]) -> None:
    """A relic whose holder was taken captive lies where he was taken (no captive uses or
    keeps a relic); the rites still queued are dropped when nothing is left to roll for."""
    if state.relics is None:
        return
    for rid, r in state.relics.relics.items():
        if not r.holder:
            continue
        lo = state.lords.get(r.holder)
        if lo is not None and lo.captor < 0:
            continue
        where = lo.village if lo is not None else r.village
        events.append(RelicDropped(lo.family if lo is not None else -1, r.holder, rid, where))
        r.holder, r.village = "", where
    rs = state.relics
    while rs.rites and not _rite_candidates(state, rs.rites[0]):
        rs.rites.pop(0)
        rs.rolled = []
    if rs.teeth and rs.teeth[0].lord in state.lords:  # already back (cannot happen twice)
        rs.teeth.pop(0)


def waiting(state: State) -> bool:
    rs = state.relics
    return rs is not None and bool(rs.asking or rs.teeth or rs.rites)


def current(state: State) -> tuple[int, str] | None:
    """The relic decision that comes first, if any: a death the Teeth may cancel, a
    request to take a relic, a rite at the end of the Play Cards step."""
    rs = state.relics
    if rs is None:
        return None
    if rs.teeth:
        return rs.teeth[0].seat, "teeth"
    if rs.asking:
        return int(rs.asking[2]), "relic_permission"
    if rs.rites:
        lo = holder(state, rs.rites[0])
        assert lo is not None
        return lo.family, "relic_rite"
    return None


def prompt(state: State, seat: int, kind: str, nm: Names) -> Message:
    rs = _rs(state)
    who = nm.family(seat)
    if kind == "teeth":
        offer = rs.teeth[0]
        return m(
            "fief.prompt.teeth",
            who=who,
            lord=nm.lord(offer.lord),
            family=nm.family(offer.family),
            cause=cause_name(offer.cause),
        )
    if kind == "relic_permission":
        rid, lord = str(rs.asking[0]), str(rs.asking[1])
        lo = state.lords[lord]
        return m(
            "fief.prompt.relic_permission",
            who=who,
            lord=nm.lord(lord),
            family=nm.family(lo.family),
            relic=nm.relic(rid),
            village=nm.village(lo.village),
        )
    rid = rs.rites[0]
    if rid == EYES:
        return m("fief.prompt.relic_rite_eyes", who=who, relic=nm.relic(rid))
    return m("fief.prompt.relic_rite_bone", who=who, relic=nm.relic(rid))


def candidates(state: State, seat: int, kind: str) -> list[Action]:
    rs = _rs(state)
    if kind == "teeth":
        return [UseTeeth(True), UseTeeth(False)]
    if kind == "relic_permission":
        return [AllowRelic(True), AllowRelic(False)]
    return _rite_candidates(state, rs.rites[0])


# --------------------------------------------------------------------------- taking and giving


def _churchman_for(state: State, lord: str, village: str) -> bool:
    """11.1: the Bishop of the bishopric where the relic lies, any Cardinal, the Pope."""
    bishopric = state.data.board.villages[village].bishopric
    return state.bishops.get(bishopric) == lord or lord in state.cardinals or state.pope == lord


def _refusal_key(state: State, rid: str, lord: str) -> str:
    return f"{state.round}:{state.phase}:{state.step}:{rid}:{lord}"


def take_candidates(state: State, seat: int) -> list[Action]:
    if state.relics is None:
        return []
    out: list[Action] = []
    for rid, r in state.relics.relics.items():
        if r.removed or r.holder:
            continue
        for lid in lords_at(state, r.village, seat, captives=False):
            out.append(TakeRelic(rid, lid))
    return out


def take_problem(state: State, seat: int, a: TakeRelic, nm: Names) -> Message | None:
    rs = state.relics
    if rs is None:
        return m("fief.refusal.relic_not_in_play")
    r = rs.relics.get(a.relic)
    if r is None or r.removed:
        return m("fief.refusal.relic_unknown", relic=repr(a.relic))
    if r.holder:
        return m("fief.refusal.relic_held", lord=nm.lord(r.holder), relic=nm.relic(a.relic))
    lo = state.lords.get(a.lord)
    if lo is None or lo.family != seat or lo.captor >= 0:
        return m("fief.refusal.relic_free_lord")
    if lo.village != r.village:
        return m(
            "fief.refusal.relic_elsewhere", lord=nm.lord(a.lord), village=nm.village(r.village), relic=nm.relic(a.relic)
        )
    if not r.claimed and not _churchman_for(state, a.lord, r.village):
        return m("fief.refusal.relic_churchman", relic=nm.relic(a.relic))
    if _refusal_key(state, a.relic, a.lord) in rs.refused:
        return m("fief.refusal.relic_refused", family=nm.family(controller(state, r.village) or 0))
    return None


def take(state: State, seat: int, a: TakeRelic, events: list[Event]) -> None:
    rs = _rs(state)
    r = rs.relics[a.relic]
    vs = state.villages[r.village]
    owner = vs.present[0] if vs.present else None
    if owner is not None and owner != seat:  # controlled and occupied by another family
        rs.asking = [a.relic, a.lord, owner]
        events.append(RelicAsked(seat, a.lord, a.relic, owner))
        return
    _hand_to(r, a.lord, events, seat)


def _hand_to(r: Relic, lord: str, events: list[Event], seat: int) -> None:
    where = r.village
    r.holder, r.village, r.claimed = lord, "", True
    events.append(RelicTaken(seat, lord, r.id, where))


def allow(state: State, seat: int, a: AllowRelic, events: list[Event]) -> None:
    rs = _rs(state)
    rid, lord = str(rs.asking[0]), str(rs.asking[1])
    rs.asking = []
    if a.allow:
        _hand_to(rs.relics[rid], lord, events, state.lords[lord].family)
    else:
        rs.refused.append(_refusal_key(state, rid, lord))
        events.append(RelicRefused(seat, lord, rid))


def _may_spend_marker(state: State, seat: int) -> bool:
    return "open_diplomacy" in state.config.variants or state.families[seat].stock.get("diplomacy", 0) > 0


def give_candidates(state: State, seat: int) -> list[Action]:
    if state.relics is None or not _may_spend_marker(state, seat):
        return []
    out: list[Action] = []
    for rid in state.relics.relics:
        lo = holder(state, rid)
        if lo is None or lo.family != seat:
            continue
        out += [GiveRelic(rid, lid) for lid, other in state.lords.items() if lid != lo.id and other.captor < 0]
    return out


def give_problem(state: State, seat: int, a: GiveRelic, nm: Names) -> Message | None:
    if state.relics is None or a.relic not in state.relics.relics:
        return m("fief.refusal.relic_unknown", relic=repr(a.relic))
    lo = holder(state, a.relic)
    if lo is None or lo.family != seat:
        return m("fief.refusal.relic_not_yours", relic=nm.relic(a.relic))
    to = state.lords.get(a.to_lord)
    if to is None or to.captor >= 0 or a.to_lord == lo.id:
        return m("fief.refusal.relic_give_to")
    if not _may_spend_marker(state, seat):
        return m("fief.refusal.relic_no_marker")
    return None


def give(state: State, seat: int, a: GiveRelic, events: list[Event]) -> None:
    r = _rs(state).relics[a.relic]
    giver = r.holder
    if "open_diplomacy" not in state.config.variants:
        state.families[seat].stock["diplomacy"] -= 1
        events.append(ev.DiplomacySpent(seat))
    r.holder = a.to_lord
    events.append(RelicGiven(seat, giver, a.relic, state.lords[a.to_lord].family, a.to_lord))


# --------------------------------------------------------------------------- deaths (the Teeth)


#: What a Teeth offer's copies of the board leave out: the hidden cards, the die, the
#: deniers (hidden with ``hidden_deniers``) and the relics themselves. A death changes
#: none of them but the Lord discard pile, which ``use_teeth`` mends by hand; so the
#: copies hold nothing a family may not see, and a view shows them whole.
#: Left out of a Teeth offer's copies of the board: what a death never changes, and every
#: face-down thing (the decks, the piles, the track, a deal, the votes, unshown troops).
_LEFT_OUT = (
    "rng",
    "lord_deck",
    "fortune_deck",
    "lord_discard",
    "fortune_discard",
    "disaster_track",
    "new_troops",
    "deal",
    "election",
    "relics",
)


def _snap(state: State) -> dict[str, Any]:
    data = state.to_json()
    for key in _LEFT_OUT:
        data.pop(key, None)
    for fam in data["families"]:
        fam.pop("hand", None)
        fam.pop("deniers", None)
    return data


def before_death(state: State, lord: str, events: list[Event]) -> TeethOffer | None:
    """Called as a lord dies, before anything changes: the Teeth's offer, if the relic may
    still save him (its holder, perhaps the dying lord himself, is free), with the state
    as it was; then the lord's relics pass to a lord of his side in a battle, or lie
    where he fell."""
    if state.relics is None:
        return None
    keeper = holder(state, TEETH)
    offer = None
    if keeper is not None:
        lo = state.lords[lord]
        offer = TeethOffer(lord, lo.family, keeper.family, "", _snap(state))
        offer.before["_relics"] = carried_by(state, lord)
        offer.before["_discards"] = len(state.lord_discard)
    lo = state.lords[lord]
    for rid in carried_by(state, lord):
        r = state.relics.relics[rid]
        heir = _battle_heir(state, lord)
        if heir:
            r.holder = heir
            events.append(RelicPassed(lo.family, lord, rid, state.lords[heir].family, heir))
        else:
            r.holder, r.village = "", lo.village
            events.append(RelicDropped(lo.family, lord, rid, lo.village))
    return offer


def _battle_heir(state: State, lord: str) -> str:
    """11.1: in a battle, a dead holder's relic goes to another lord of his family still
    fighting there, else to a lord of another family on his side; "" when none is left."""
    b = state.battle
    lo = state.lords[lord]
    if b is None or lo.village != b.village:
        return ""
    side = next((i for i in (0, 1) if lo.family in b.sides[i]), -1)
    if side < 0:
        return ""
    for seat in [lo.family] + [s for s in b.sides[side] if s != lo.family]:
        for lid in _engaged(state, b, seat):
            if lid != lord:
                return lid
    return ""


def _engaged(state: State, b: Battle, seat: int) -> list[str]:
    if b.cavalcade and b.sides[0] and seat == b.sides[0][0]:
        lo = state.lords.get(b.cavalcade)
        return [b.cavalcade] if lo is not None and lo.captor < 0 and lo.village == b.village else []
    return lords_at(state, b.village, seat, captives=False)


def after_death(state: State, offer: TeethOffer | None, cause: str) -> None:
    if offer is None or state.relics is None:
        return
    offer.cause = cause
    offer.after = _snap(state)
    # the cards the death laid on the Lord discard pile: his own, a Cardinal's, d'Arc's
    offer.after["_discarded"] = state.lord_discard[int(offer.before["_discards"]) :]
    state.relics.teeth.append(offer)


_MISSING: Any = object()


def _merge(before: Any, after: Any, current: Any) -> Any:
    """Three-way merge: undo the change from ``before`` to ``after`` where ``current``
    still shows ``after``; keep what changed since, and what the copies leave out. Lists
    of records of one length (the families) are merged record by record."""
    if current == after:
        return before
    if (
        isinstance(before, list)
        and isinstance(after, list)
        and isinstance(current, list)
        and len(before) == len(after) == len(current)
        and all(isinstance(x, dict) for x in before + after + current)
    ):
        return [_merge(b, a, c) for b, a, c in zip(before, after, current, strict=True)]
    if isinstance(before, dict) and isinstance(after, dict) and isinstance(current, dict):
        out: dict[str, Any] = {}
        for key in list(current) + [k for k in before if k not in current]:
            value = _merge(before.get(key, _MISSING), after.get(key, _MISSING), current.get(key, _MISSING))
            if value is not _MISSING:
                out[key] = value
        return out
    return current


_KEPT = frozenset({"config", "rng", "relics", "data", "cache", "viewer", "actions_applied", "outcome"})


def use_teeth(state: State, seat: int, a: UseTeeth, events: list[Event]) -> None:
    rs = _rs(state)
    offer = rs.teeth.pop(0)
    if not a.use:
        return
    before = dict(offer.before)
    carried = [str(x) for x in before.pop("_relics", [])]
    before.pop("_discards", None)
    after = dict(offer.after)
    discarded = [str(x) for x in after.pop("_discarded", [])]
    merged = _merge(before, after, state.to_json())
    fresh = State.from_json(merged, state.data)
    for f in fields(State):
        if f.name not in _KEPT:
            setattr(state, f.name, getattr(fresh, f.name))
    lo = state.lords.get(offer.lord)
    if lo is None:  # the same key changed again since: put him back as he was
        lo = Lord.from_json(before["lords"][offer.lord])
        state.lords[offer.lord] = lo
    lo = state.edit_lord(offer.lord)
    fam = state.families[lo.family]
    if offer.lord not in fam.lords:
        fam.lords.append(offer.lord)
    _mend_discard(state, discarded)
    for fief in lo.fief_titles:
        other = state.fief_titles.get(fief)
        if other and other != offer.lord and other in state.lords:
            state.edit_lord(other).fief_titles = [f for f in state.lords[other].fief_titles if f != fief]
        state.fief_titles[fief] = offer.lord
    state.claims = [c for c in state.claims if c.fief not in lo.fief_titles]
    if lo.spouse and (lo.spouse not in state.lords or state.lords[lo.spouse].spouse not in ("", offer.lord)):
        lo.spouse = ""
    elif lo.spouse:
        state.edit_lord(lo.spouse).spouse = offer.lord
    if lo.village:
        update_presence(state, lo.village, lo.family)
    for rid in carried:  # his relics come back to him unless another lord took them since
        r = rs.relics[rid]
        if not r.removed and (not r.holder or r.holder not in state.lords):
            r.holder, r.village = offer.lord, ""
    teeth = rs.relics[TEETH]
    teeth.holder, teeth.village, teeth.removed = "", "", True
    rs.teeth = []
    events.append(LordSaved(seat, offer.lord, lo.family))


def _mend_discard(state: State, discarded: list[str]) -> None:
    """Take back off the Lord discard pile the cards the death laid there and that are in
    play again (his own card, a Cardinal card he holds again, d'Arc's card)."""
    data = state.data
    places = Counter(state.lord_deck) + Counter(state.lord_discard)
    for fam in state.families:
        places += Counter(c for c in fam.hand if c in data.lord_cards)
        places += Counter(fam.lords)
    if state.darc is not None:
        places += Counter(c for c, card in data.lord_cards.items() if card.kind == "darc")
    places += Counter(source for source in state.cardinals.values() if source in data.lord_cards)
    wanted = Counter(data.lord_deck)
    for card in discarded:
        if places[card] > wanted[card] and card in state.lord_discard:
            at = len(state.lord_discard) - 1 - state.lord_discard[::-1].index(card)
            del state.lord_discard[at]
            places[card] -= 1


# --------------------------------------------------------------------------- battles


def battle_hits(state: State, b: Battle, rolls: list[list[int]], dealt: list[int], events: list[Event]) -> list[int]:
    """11.1.1: the hits each side deals after the relics. The Holy Grail, carried by a
    lord fighting on the side that was attacked, takes ``grail_reduction`` off each enemy
    die; the Holy Spear, carried by a lord fighting on the attacking side, adds
    ``spear_bonus`` to each of its rolls in which it rolls at least one die."""
    if state.relics is None:
        return dealt
    nums = numbers(state)
    out = list(dealt)
    grail = holder(state, GRAIL)
    if grail is not None and any(grail.id in _engaged(state, b, s) for s in b.sides[1]):
        saved = sum(min(r, nums.grail_reduction) for r in rolls[0])
        if saved:
            out[0] -= saved
            events.append(RelicInBattle(grail.family, GRAIL, b.village, -saved))
    spear = holder(state, SPEAR)
    if spear is not None and rolls[0] and any(spear.id in _engaged(state, b, s) for s in b.sides[0]):
        out[0] += nums.spear_bonus
        events.append(RelicInBattle(spear.family, SPEAR, b.village, nums.spear_bonus))
    return out


# --------------------------------------------------------------------------- the end of Play Cards


def queue_rites(state: State) -> bool:
    """The end of the Play Cards step: the holders of the Eyes and the Bone are asked in
    turn, once a round, when there is a card to roll for. True if a rite waits."""
    rs = state.relics
    if rs is None or rs.rite_round == state.round:
        return False
    rs.rite_round = state.round
    rs.rites = [rid for rid in RITES if _rite_candidates(state, rid)]
    rs.rolled = []
    return bool(rs.rites)


def _lying(state: State, effect: str) -> list[int]:
    """The bishoprics where the disaster with ``effect`` lies."""
    return sorted(b for b, cards in state.lying.items() if holds(state.data, cards, effect))


def _card(state: State, effect: str) -> str:
    card = card_for(state.data, effect)
    assert card is not None, f"the data has no {effect} card"  # it lies on the map
    return card


def _rite_candidates(state: State, rid: str) -> list[Action]:
    if holder(state, rid) is None:
        return []
    if rid == EYES:
        rains = _lying(state, HEAVY_RAIN)
        out: list[Action] = [RelicRite(EYES, b) for b in rains]
        if len(rains) > 1:
            out.append(RelicRite(EYES, 0))
        return out + [RelicRite(EYES, -1)] if rains else []
    if rid == BONE:
        famines = [b for b in _lying(state, FAMINE) if b not in _rs(state).rolled]
        chosen: list[Action] = [RelicRite(BONE, b) for b in famines]
        return chosen + [RelicRite(BONE, -1)] if famines else []
    return []


def rite_problem(state: State, seat: int, a: RelicRite, nm: Names) -> Message | None:
    rs = state.relics
    if rs is None or not rs.rites or rs.rites[0] != a.relic:
        return m("fief.refusal.relic_no_rite")
    if a not in _rite_candidates(state, a.relic):
        msg_id = "fief.refusal.relic_no_rain" if a.relic == EYES else "fief.refusal.relic_no_famine"
        return m(msg_id, bishopric=nm.bishopric(a.bishopric))
    return None


def rite(state: State, seat: int, a: RelicRite, events: list[Event]) -> None:
    rs = _rs(state)
    if a.bishopric < 0:
        rs.rites.pop(0)
        rs.rolled = []
        return
    if a.relic == EYES:
        for b in _lying(state, HEAVY_RAIN) if a.bishopric == 0 else [a.bishopric]:
            if holds(state.data, state.lying.get(b, ()), HEAVY_RAIN):
                _move_rain(state, seat, b, events)
        rs.rites.pop(0)
        rs.rolled = []
        return
    rs.rolled.append(a.bishopric)
    roll = state.rng.d6()
    ends = roll >= numbers(state).rhadegund_removes_from
    famine = _card(state, FAMINE)
    if ends:
        state.lying[a.bishopric].remove(famine)
        state.fortune_discard.append(famine)
    events.append(RelicRolled(seat, BONE, famine, a.bishopric, roll, "ends" if ends else "stays"))
    if not _rite_candidates(state, BONE):
        rs.rites.pop(0)
        rs.rolled = []


def _move_rain(state: State, seat: int, frm: int, events: list[Event]) -> None:
    """11.1.1: the die names the bishopric; the Heavy Rain stays on its own number or on
    ``roseline_stays_on`` (or a number with no bishopric), else it moves there: a second
    Heavy Rain there is discarded, and a card lying there that cancels it (Good Weather,
    2.4.3) is discarded with it."""
    rain = _card(state, HEAVY_RAIN)
    roll = state.rng.d6()
    to = roll
    if roll == frm or roll >= numbers(state).roseline_stays_on or roll not in state.data.board.bishoprics:
        events.append(RelicRolled(seat, EYES, rain, frm, roll, "stays"))
        return
    state.lying[frm].remove(rain)
    there = state.lying.setdefault(to, [])
    if rain in there:
        state.fortune_discard.append(rain)
        events.append(RelicRolled(seat, EYES, rain, frm, roll, "discarded", to))
        return
    weather = next((c for c in there if state.data.fortune_cards[c].cancels == rain), None)
    if weather is not None:
        there.remove(weather)
        state.fortune_discard += [rain, weather]
        events.append(RelicRolled(seat, EYES, rain, frm, roll, "cancelled", to))
        return
    there.append(rain)
    events.append(RelicRolled(seat, EYES, rain, frm, roll, "moves", to))
