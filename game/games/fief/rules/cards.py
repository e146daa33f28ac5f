"""Phase 2, cards: discarding and drawing (2.1), empty decks (2.2), and playing Lord
cards (2.4.1), Bountiful Harvest and Good Weather (2.4.2, 2.4.3) and Taxes (2.4.4-2.4.6).

Disasters met while drawing wait on the track (``game.games.fief.rules.disasters``). The engine
knows the Fortune cards by the effect each declares in ``data/fief/cards.yaml``
(``card_effects``), whatever its id; what Harvest and Weather cancel, where they are
barred and their mill bonus are data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Discard, DrawFortune, DrawLord, PlayFortune, PlayLord, PlayTax
from game.games.fief.rules.card_effects import BISHOPRIC_EFFECTS, FAMINE, PLAGUE, TAXES, effect_of, holds, spend
from game.games.fief.rules.control import all_controllers, controller, update_presence
from game.games.fief.rules.disasters import suffers
from game.games.fief.rules.marriage import ally
from game.games.fief.rules.state import Lord, State, TaxMarker
from game.games.fief.rules.titles import lord_played, royal_power

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names

MAX_DRAWS = 2  # two cards a turn: two Fortune, or one Lord and one Fortune (2.1)


def _is_lord_deck_card(state: State, card: str) -> bool:
    return card in state.data.lord_cards


# --------------------------------------------------------------------------- drawing


def draw_candidates(state: State, seat: int) -> list[Action]:
    out: list[Action] = []
    if not state.draws:
        out += [Discard(card) for card in dict.fromkeys(state.families[seat].hand)]
    out.append(DrawLord())
    out.append(DrawFortune())
    return out


def _draw_count_problem(state: State, seat: int) -> Message | None:
    limit = state.data.rules.hand_limit
    if len(state.families[seat].hand) >= limit:
        return m("fief.refusal.card_hand_full", limit=limit)
    if len(state.draws) >= MAX_DRAWS:
        return m("fief.refusal.card_draws_used", limit=MAX_DRAWS)
    return None


def discard_problem(state: State, seat: int, action: Discard, names: Names) -> Message | None:
    if action.card not in state.families[seat].hand:
        return m("fief.refusal.card_not_in_hand", card=names.card_name(action.card))
    if state.draws:
        return m("fief.refusal.card_discard_after_draw")
    return None


def draw_lord_problem(state: State, seat: int, action: DrawLord, names: Names) -> Message | None:
    problem = _draw_count_problem(state, seat)
    if problem:
        return problem
    if "lord" in state.draws:
        return m("fief.refusal.card_two_lords")
    if not state.lord_deck and not state.lord_discard:
        return m("fief.refusal.card_lord_deck_empty")
    return None


def discard(state: State, seat: int, action: Discard, events: list[Event]) -> None:
    state.families[seat].hand.remove(action.card)
    pile = state.lord_discard if _is_lord_deck_card(state, action.card) else state.fortune_discard
    pile.append(action.card)
    events.append(ev.CardDiscarded(seat, action.card))


def draw_lord(state: State, seat: int, action: DrawLord, events: list[Event]) -> None:
    if not state.lord_deck:  # 2.2: the discard pile becomes the new deck
        state.lord_deck = state.lord_discard
        state.lord_discard = []
        state.rng.shuffle(state.lord_deck)
        events.append(ev.DeckReshuffled("lord", len(state.lord_deck)))
    card = state.lord_deck.pop()
    state.families[seat].hand.append(card)
    state.draws.append("lord")
    events.append(ev.CardDrawn(seat, "lord"))
    events.append(ev.LordCardDrawn(seat, card))


def draw_fortune_problem(state: State, seat: int, action: DrawFortune, names: Names) -> Message | None:
    problem = _draw_count_problem(state, seat)
    if problem:
        return problem
    fortune = state.data.fortune_cards
    if not any(fortune[c].kind == "fortune" for c in (*state.fortune_deck, *state.fortune_discard)):
        return m("fief.refusal.card_fortune_deck_empty")
    return None


def draw_fortune(state: State, seat: int, action: DrawFortune, events: list[Event]) -> None:
    """Draw until a Fortune card comes up; each Disaster card met on the way goes face
    down on the first free space of the track, or to the discard pile when the track is
    full, and does not count as a draw (2.1)."""
    fortune = state.data.fortune_cards
    spaces = state.data.rules.disaster_track_spaces
    while True:
        if not state.fortune_deck:  # 2.2
            state.fortune_deck = state.fortune_discard
            state.fortune_discard = []
            state.rng.shuffle(state.fortune_deck)
            events.append(ev.DeckReshuffled("fortune", len(state.fortune_deck)))
        card = state.fortune_deck.pop()
        if fortune[card].kind == "disaster":
            if len(state.disaster_track) < spaces:
                state.disaster_track.append(card)
                events.append(ev.DisasterDrawn(seat, len(state.disaster_track)))
            else:
                state.fortune_discard.append(card)
                events.append(ev.DisasterDrawn(seat, 0, card))
            continue
        state.families[seat].hand.append(card)
        state.draws.append("fortune")
        events.append(ev.CardDrawn(seat, "fortune"))
        events.append(ev.FortuneCardDrawn(seat, card))
        return


# --------------------------------------------------------------------------- playing


def lord_places(state: State, seat: int) -> list[str]:
    """Where a new lord may enter (2.4.1), in the rulebook's order of preference: the
    family's strongholds and fortified cities, else villages where another of its lords
    stands, else villages it controls, else empty uncontrolled villages and the villages
    its ally by marriage controls (7.2). Freed and escaped captives go to the same places
    (6.2.4, 10.2.3)."""
    ctrl = {v: controller(state, v) for v in state.villages}
    keeps = [v for v, vs in state.villages.items() if (vs.stronghold or vs.fortified) and ctrl[v] == seat]
    if keeps:
        return keeps
    with_lords = sorted(
        {lo.village for lo in state.lords.values() if lo.family == seat and lo.village and lo.captor < 0}
    )
    if with_lords:
        return [v for v in state.villages if v in with_lords]
    controlled = [v for v in state.villages if ctrl[v] == seat]
    if controlled:
        return controlled
    partner = ally(state, seat)
    return [
        v
        for v, vs in state.villages.items()
        if (ctrl[v] is None and not vs.present) or (partner is not None and ctrl[v] == partner)
    ]


def play_candidates(state: State, seat: int) -> list[Action]:
    fam = state.families[seat]
    if not fam.hand:
        return []
    hand = list(dict.fromkeys(fam.hand))
    out: list[Action] = []
    lords = [c for c in hand if c in state.data.lord_cards and state.data.lord_cards[c].kind == "lord"]
    if lords and len(fam.lords) < state.data.rules.lords_per_family:
        places = lord_places(state, seat)
        out += [PlayLord(card, v) for card in lords for v in places]
    for card in hand:
        if effect_of(state.data, card) in BISHOPRIC_EFFECTS:
            out += [PlayFortune(card, b) for b in state.data.board.bishoprics]
    if holds(state.data, hand, TAXES):
        out += [PlayTax(kind, target, lord) for kind, target, lord in tax_options(state, seat)]
    return out


def play_lord_problem(state: State, seat: int, action: PlayLord, names: Names) -> Message | None:
    fam = state.families[seat]
    card = state.data.lord_cards.get(action.card)
    if action.card not in fam.hand or card is None or card.kind != "lord":
        return m("fief.refusal.card_not_a_lord_card", card=names.card_name(action.card))
    limit = state.data.rules.lords_per_family
    if len(fam.lords) >= limit:
        return m("fief.refusal.card_lords_limit", limit=limit)
    if action.village not in state.villages:
        return m("fief.refusal.card_no_such_village", village=action.village)
    if action.village not in lord_places(state, seat):
        return m("fief.refusal.card_lord_place", village=names.village(action.village))
    return None


def play_lord(state: State, seat: int, action: PlayLord, events: list[Event]) -> None:
    fam = state.families[seat]
    fam.hand.remove(action.card)
    state.lords[action.card] = Lord(action.card, seat, action.village)
    fam.lords.append(action.card)
    update_presence(state, action.village, seat)
    events.append(ev.LordPlayed(seat, action.card, action.village))
    lord_played(state, action.card, events)  # the Crown Prince (1.8.2)
    # A lord who joins in a plagued bishopric is spared its Plague (2.3.3).
    b = state.data.board.villages[action.village].bishopric
    if suffers(state, b, PLAGUE):
        state.plague_rolled[action.card] = [b]


# --------------------------------------------------------------------------- Harvest, Weather


def play_fortune_problem(state: State, seat: int, action: PlayFortune, names: Names) -> Message | None:
    card = state.data.fortune_cards.get(action.card)
    if action.card not in state.families[seat].hand or card is None or card.effect not in BISHOPRIC_EFFECTS:
        return m("fief.refusal.card_not_harvest_or_weather", card=names.card_name(action.card))
    if action.bishopric not in state.data.board.bishoprics:
        return m("fief.refusal.card_no_such_bishopric", number=action.bishopric)
    lying = state.lying.get(action.bishopric, [])
    if card.barred_by and card.barred_by in lying:
        return m(
            "fief.refusal.card_barred",
            card=names.card_name(action.card),
            bishopric=names.bishopric(action.bishopric),
            other=names.card_name(card.barred_by),
            section=card.section,
        )
    if card.cancels and card.cancels in lying:
        return None
    if action.card in lying:
        return m(
            "fief.refusal.card_already_lies",
            card=names.card_name(action.card),
            bishopric=names.bishopric(action.bishopric),
        )
    return None


def play_fortune(state: State, seat: int, action: PlayFortune, events: list[Event]) -> None:
    card = state.data.fortune_cards[action.card]
    state.families[seat].hand.remove(action.card)
    lying = state.lying.setdefault(action.bishopric, [])
    if card.cancels and card.cancels in lying:
        lying.remove(card.cancels)
        state.fortune_discard += [card.cancels, action.card]
        events.append(ev.FortunePlayed(seat, action.card, action.bishopric, card.cancels))
    else:
        lying.append(action.card)
        events.append(ev.FortunePlayed(seat, action.card, action.bishopric))
    if not lying:
        del state.lying[action.bishopric]


# --------------------------------------------------------------------------- Taxes


def tax_options(state: State, seat: int) -> list[tuple[str, int, str]]:
    """Every (tax, target, lord) the family's lords may levy now (2.4.5, 2.4.6)."""
    out: list[tuple[str, int, str]] = []
    board = state.data.board
    for lid in state.families[seat].lords:
        lo = state.lords[lid]
        for fief in lo.fief_titles:
            out.append(("tallage", fief, lid))
        if royal_power(state) == lid:  # the King, or a Queen Regent (1.8)
            out += [("tallage", f, lid) for f, holder in state.fief_titles.items() if holder is None]
        for b, bishop in state.bishops.items():
            if bishop == lid:
                out.append(("tithe", b, lid))
        if lid in state.cardinals:
            out += [("tithe", b, lid) for b in board.bishoprics if b in state.bishops and state.bishops[b] != lid]
        if state.pope == lid and state.bishops:
            out.append(("tithe", 0, lid))
    return list(dict.fromkeys(out))


def play_tax_problem(state: State, seat: int, action: PlayTax, names: Names) -> Message | None:
    if not holds(state.data, state.families[seat].hand, TAXES):
        return m("fief.refusal.card_no_taxes")
    if state.families[seat].stock.get("tax", 0) <= 0:
        return m("fief.refusal.card_no_tax_markers")
    if (action.tax, action.target, action.lord) not in tax_options(state, seat):
        if action.tax == "tallage":
            return m("fief.refusal.card_tallage_who")
        return m("fief.refusal.card_tithe_who")
    for t in state.taxes:
        if t.kind == action.tax and t.target == action.target and (action.tax == "tallage" or t.seat == seat):
            if action.tax == "tallage":
                return m("fief.refusal.card_tallage_lies", fief=names.fief(action.target))
            return m("fief.refusal.card_tithe_lies", bishopric=names.bishopric(action.target))
    if action.tax == "tithe" and action.target and state.bishops.get(action.target) != action.lord:
        # A Cardinal tithes one bishopric a round (2.4.6).
        if any(
            t.lord == action.lord and t.kind == "tithe" and t.target and state.bishops.get(t.target) != t.lord
            for t in state.taxes
        ):
            return m("fief.refusal.card_cardinal_tithes", lord=names.lord(action.lord))
    return None


def play_tax(state: State, seat: int, action: PlayTax, events: list[Event]) -> None:
    fam = state.families[seat]
    spend(state.data, fam.hand, state.fortune_discard, TAXES)  # the marker shows the tax (2.4.4)
    fam.stock["tax"] -= 1
    state.taxes.append(TaxMarker(seat, action.tax, action.target, action.lord))
    events.append(ev.TaxLevied(seat, action.tax, action.target, action.lord))


def tither(state: State, bishopric: int) -> int | None:
    """The family that takes a bishopric's mill income: the Bishop's tithe first, then a
    Cardinal's, then the Pope's (2.4.6); between equals, the first laid.

    A tithe counts only while the lord who laid it still holds the title that allowed it,
    judged at income: one who died or was excommunicated since takes nothing, and the
    mills go to the next tither or to their controllers (FAQ of phase 3)."""
    best: tuple[int, int] | None = None
    for i, t in enumerate(state.taxes):
        if t.kind != "tithe":
            continue
        if t.target == 0:
            if bishopric not in state.bishops or state.pope != t.lord:
                continue
            rank = 2
        elif t.target == bishopric:
            if state.bishops.get(bishopric) == t.lord:
                rank = 0
            elif t.lord in state.cardinals:
                rank = 1
            else:
                continue
        else:
            continue
        if best is None or (rank, i) < best:
            best = (rank, i)
    return state.taxes[best[1]].seat if best else None


def mill_value(state: State, bishopric: int) -> int:
    """Deniers one mill of the bishopric brings this round: nothing in a Famine (2.3.2),
    else the base income plus each different bonus card lying there (2.4.7)."""
    if suffers(state, bishopric, FAMINE):
        return 0
    lying = set(state.lying.get(bishopric, ()))
    bonus = sum(state.data.fortune_cards[c].mill_bonus for c in lying)
    return state.data.rules.income_per_mill + bonus


def collect_income(state: State, events: list[Event]) -> None:
    """3.0 with 2.4: villages, mills with their bishopric's bonuses or famine, tallages
    and tithes (paid as the titles stand now, FAQ of phase 3); afterwards Fortune cards
    and tax markers leave the map."""
    data = state.data
    rules = data.rules
    ctrl = all_controllers(state)
    n = state.n
    villages = [0] * n
    mills = [0] * n
    taxes = [0] * n
    values = {b: mill_value(state, b) for b in data.board.bishoprics}
    tithers = {b: tither(state, b) for b in data.board.bishoprics}
    for v, seat in ctrl.items():
        if seat is None or state.villages[v].sieges:  # a besieged village yields nothing (6.4.1)
            continue
        villages[seat] += 1
        b = data.board.villages[v].bishopric
        amount = state.villages[v].mills * values[b]
        tithe_to = tithers[b]
        if tithe_to is not None:
            taxes[tithe_to] += amount
        else:
            mills[seat] += amount
    for t in state.taxes:
        if t.kind != "tallage":
            continue
        # FAQ of phase 3: the tallage pays the family holding the fief's title now, even if
        # the lord who laid it died meanwhile; a title back on the map pays only the royal
        # power who tallaged that ungoverned fief, while he still rules; else nobody.
        holder = state.fief_titles.get(t.target)
        if holder is not None and holder in state.lords:
            payee: int | None = state.lords[holder].family
        elif holder is None and royal_power(state) == t.lord:
            payee = state.lords[t.lord].family
        else:
            payee = None
        # Besieged villages pay nothing, the tallage share included (3.0, 6.4.1).
        paying = [v for v in data.board.fiefs[t.target].villages if not state.villages[v].sieges]
        if payee is not None:
            taxes[payee] += rules.tallage_per_village * len(paying)
    for seat in state.turn_order():
        total = villages[seat] * rules.income_per_village + mills[seat] + taxes[seat]
        state.families[seat].deniers += total
        events.append(
            ev.IncomeCollected(seat, villages[seat] * rules.income_per_village, mills[seat], total, taxes[seat])
        )
    if state.queen is not None and state.queen in state.lords:  # 1.8.1
        seat = state.lords[state.queen].family
        state.families[seat].deniers += rules.queen_income
        events.append(ev.QueenIncome(seat, rules.queen_income))
    # Fortune cards and tax markers leave the map (3.0).
    gone = [c for cards in state.lying.values() for c in cards if data.fortune_cards[c].kind == "fortune"]
    for b in list(state.lying):
        state.lying[b] = [c for c in state.lying[b] if data.fortune_cards[c].kind != "fortune"]
        if not state.lying[b]:
            del state.lying[b]
    state.fortune_discard.extend(gone)
    markers = len(state.taxes)
    for t in state.taxes:
        state.families[t.seat].stock["tax"] += 1
    state.taxes = []
    if gone or markers:
        events.append(ev.CardsCleared("fortune", len(gone), markers))
