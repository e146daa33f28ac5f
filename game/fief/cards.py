"""Phase 2, cards: discarding and drawing (2.1), empty decks (2.2) and playing Lord
cards (2.4.1).

The Fortune & Disaster deck, the disasters and the Fortune and opportunity cards come
with their own rules (see docs/rules-coverage.md); until then families draw only from
the Lord deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.fief import events as ev
from game.fief.actions import Discard, DrawLord, PlayLord
from game.fief.control import controller, update_presence
from game.fief.state import Lord, State

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.fief.names import Names

MAX_DRAWS = 2  # two cards a turn: two Fortune, or one Lord and one Fortune (2.1)


def _is_lord_deck_card(state: State, card: str) -> bool:
    return card in state.data.lord_cards


# --------------------------------------------------------------------------- drawing

def draw_candidates(state: State, seat: int) -> list["Action"]:
    out: list[Action] = []
    if not state.draws:
        out += [Discard(card) for card in dict.fromkeys(state.families[seat].hand)]
    out.append(DrawLord())
    return out


def discard_problem(state: State, seat: int, action: Discard, names: "Names") -> str | None:
    if action.card not in state.families[seat].hand:
        return f"{names.card(action.card).capitalize()} is not in your hand."
    if state.draws:
        return "Cards are discarded before drawing, not after (2.1)."
    return None


def draw_lord_problem(state: State, seat: int, action: DrawLord, names: "Names") -> str | None:
    limit = state.data.rules.hand_limit
    if len(state.families[seat].hand) >= limit:
        return f"A hand holds at most {limit} cards (2.1)."
    if "lord" in state.draws:
        return "A family never draws two Lord cards in one turn (2.1)."
    if len(state.draws) >= MAX_DRAWS:
        return f"A family draws at most {MAX_DRAWS} cards a turn (2.1)."
    if not state.lord_deck and not state.lord_discard:
        return "The Lord deck and its discard pile are both empty."
    return None


def discard(state: State, seat: int, action: Discard, events: list["Event"]) -> None:
    state.families[seat].hand.remove(action.card)
    pile = state.lord_discard if _is_lord_deck_card(state, action.card) else state.fortune_discard
    pile.append(action.card)
    events.append(ev.CardDiscarded(seat, action.card))


def draw_lord(state: State, seat: int, action: DrawLord, events: list["Event"]) -> None:
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


# --------------------------------------------------------------------------- playing

def lord_places(state: State, seat: int) -> list[str]:
    """Where a new lord may enter (2.4.1), in the rulebook's order of preference: the
    family's strongholds and fortified cities, else villages where another of its lords
    stands, else villages it controls, else empty uncontrolled villages."""
    ctrl = {v: controller(state, v) for v in state.villages}
    keeps = [v for v, vs in state.villages.items() if (vs.stronghold or vs.fortified) and ctrl[v] == seat]
    if keeps:
        return keeps
    with_lords = sorted({lo.village for lo in state.lords.values() if lo.family == seat and lo.village})
    if with_lords:
        return [v for v in state.villages if v in with_lords]
    controlled = [v for v in state.villages if ctrl[v] == seat]
    if controlled:
        return controlled
    return [v for v, vs in state.villages.items() if ctrl[v] is None and not vs.present]


def play_candidates(state: State, seat: int) -> list["Action"]:
    fam = state.families[seat]
    lords = [c for c in dict.fromkeys(fam.hand) if state.data.lord_cards[c].kind == "lord"] if fam.hand else []
    if not lords:
        return []
    places = lord_places(state, seat)
    return [PlayLord(card, v) for card in lords for v in places]


def play_lord_problem(state: State, seat: int, action: PlayLord, names: "Names") -> str | None:
    fam = state.families[seat]
    card = state.data.lord_cards.get(action.card)
    if action.card not in fam.hand or card is None or card.kind != "lord":
        return f"{names.card(action.card).capitalize()} is not a Lord card in your hand."
    limit = state.data.rules.lords_per_family
    if len(fam.lords) >= limit:
        return f"A family has at most {limit} lords (2.4.1); keep the card in hand for later."
    if action.village not in state.villages:
        return f"There is no village called {action.village!r}."
    if action.village not in lord_places(state, seat):
        return ("A new lord enters in one of your strongholds or fortified cities; if you have none, "
                "beside another of your lords; else in a village you control; else in an empty "
                f"uncontrolled village (2.4.1). {names.village(action.village)} does not qualify.")
    return None


def play_lord(state: State, seat: int, action: PlayLord, events: list["Event"]) -> None:
    fam = state.families[seat]
    fam.hand.remove(action.card)
    state.lords[action.card] = Lord(action.card, seat, action.village)
    fam.lords.append(action.card)
    update_presence(state, action.village, seat)
    events.append(ev.LordPlayed(seat, action.card, action.village))
