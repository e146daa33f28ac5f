"""Fief's rules as the platform's game contract (``game.core.contract.GameRules``).

The rules themselves are the functions of ``engine``; this class hands them to the
shell, the bots and the contract suite, and adds what only the contract asks for: the
secrets of a seat and a sampler of full states consistent with one seat's view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.core import jsonform
from game.core.contract import GameRules, Secret
from game.core.engine import Action, Decision, Event
from game.core.errors import ConfigError
from game.core.rng import Rng
from game.games.fief.rules import engine, fog
from game.games.fief.rules.card_effects import UPRISING, card_for
from game.games.fief.rules.data import FiefData
from game.games.fief.rules.describe import describe
from game.games.fief.rules.events import FiefEvent
from game.games.fief.rules.state import GameConfig, Outcome, State

HIDDEN = engine.HIDDEN


class FiefRules:
    """The contract over ``State``, ``FiefData`` and ``GameConfig``."""

    def new_game(self, data: FiefData, config: GameConfig, seed: int) -> tuple[State, list[Event]]:
        return engine.start(data, config, seed)

    def pending(self, state: State) -> Decision | None:
        return engine.pending(state)

    def legal_actions(self, state: State) -> Sequence[Action]:
        return engine.legal_actions(state)

    def apply(self, state: State, action: Action) -> list[Event]:
        return engine.apply(state, action)

    def view_for(self, state: State, seat: int | None) -> State:
        return engine.view_for(state, seat)

    def clone(self, state: State) -> State:
        return state.clone()

    def outcome(self, state: State) -> Outcome | None:
        return engine.outcome(state)

    def describe_action(self, state: State, action: Action) -> str:
        return str(describe(action, state, engine.names_for(state)))

    def describe_event(self, state: State, event: Event) -> str:
        if isinstance(event, FiefEvent):
            return event.sentence(engine.names_for(state))
        return event.kind.replace("_", " ").capitalize() + "."

    def seat_names(self, state: State) -> list[str]:
        return [f.name for f in state.families]

    def progress(self, state: State) -> tuple[int, int]:
        return (state.round, state.phase)

    def state_to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: FiefData, doc: dict[str, Any]) -> State:
        return State.from_json(doc, data)

    def config_from_json(self, doc: dict[str, Any]) -> GameConfig:
        try:
            return GameConfig.from_json(doc)
        except jsonform.FormError as exc:
            raise ConfigError(str(exc)) from None

    # ------------------------------------------------------------------ hidden information
    def secrets(self, state: State, seat: int | None) -> list[Secret]:
        """Other families' hands, the decks, the discards under their top card, the
        face-down Disaster cards of the track, the random generator, the terms of a deal
        another family is still writing, a deal's cards for families outside it, other families'
        face-down election markers, other families' deniers with Hidden Deniers, and the
        kinds of their face-down troop counters under Fog of War."""
        out: list[Secret] = [Secret(("rng",), state.rng.to_json())]
        for fam in state.families:
            if fam.seat != seat:
                if fam.hand:
                    out.append(Secret(("families", fam.seat, "hand"), list(fam.hand)))
                if "hidden_deniers" in state.config.variants:
                    out.append(Secret(("families", fam.seat, "deniers"), fam.deniers))
        if state.lord_deck:
            out.append(Secret(("lord_deck",), list(state.lord_deck)))
        if state.fortune_deck:
            out.append(Secret(("fortune_deck",), list(state.fortune_deck)))
        if state.disaster_track:
            out.append(Secret(("disaster_track",), list(state.disaster_track)))
        if len(state.lord_discard) > 1:
            out.append(Secret(("lord_discard",), list(state.lord_discard)))
        if len(state.fortune_discard) > 1:
            out.append(Secret(("fortune_discard",), list(state.fortune_discard)))
        deal = state.deal
        if deal is not None and not deal.sent and seat != deal.proposer and not deal.empty:
            out.append(Secret(("deal",), deal.to_json()))  # a draft is its writer's until sent (8.0)
        elif deal is not None and seat not in (deal.proposer, deal.to) and deal.give_cards:
            out.append(Secret(("deal", "give_cards"), list(deal.give_cards)))
        if state.election is not None:
            for s, markers in state.election.secret.items():
                if s != seat:
                    out.append(Secret(("election", "secret", str(s)), list(markers)))
        return out + fog.secrets(state, seat)

    def sample_state(self, view: State, seat: int, rng: Rng) -> State:
        """Deal every card ``seat`` cannot see again from the cards it has not seen.

        Lord-deck and Fortune-deck slots take cards of their own deck (the Fortune deck's
        top card a Disaster or not, as its back shows), the disaster
        track's face-down cards unseen Disaster cards; the hidden cards
        of other families' hands take what is left of both, shuffled together (a hand's
        card could have come from either deck). A deal's hidden cards are drawn from its
        proposer's sampled hand. The random generator is drawn anew. Other families'
        face-down election markers are not sampled: they stay unplaced, so the sample
        waits for those families to place them. Hidden deniers become the starting sum.
        Under Fog of War, face-down troop counters are given kinds (``fog.sample``).
        """
        if view.data is None:
            raise ValueError("a view without its game data cannot be sampled")  # words: not shown (a bug)
        data = view.data
        state = view.clone()
        state.viewer = None
        state.rng = Rng(rng.below(2**31))
        # Cards the table knows to be in a hidden hand go back into it first: the card of
        # a Cardinal request waiting for the Pope, the cards a deal offers (when shown).
        known: list[tuple[int, str]] = []
        if state.cardinal_request is not None and state.cardinal_request.card in data.lord_cards:
            known.append((state.cardinal_request.seat, state.cardinal_request.card))
        if state.deal is not None:
            known += [(state.deal.proposer, c) for c in state.deal.give_cards if c != HIDDEN]
        for owner, card in known:
            hand = state.families[owner].hand
            if card not in hand and HIDDEN in hand:
                hand[hand.index(HIDDEN)] = card
        lord_pool = Counter(data.lord_deck) - _seen_lord_cards(state)
        fortune_pool = Counter(data.fortune_deck) - _seen_fortune_cards(state)
        lords = list(lord_pool.elements())
        fortunes = list(fortune_pool.elements())
        rng.shuffle(lords)
        rng.shuffle(fortunes)

        def fill(cards: list[str], pool: list[str]) -> list[str]:
            return [pool.pop() if c == HIDDEN and pool else c for c in cards]

        # the track's face-down cards are Disaster cards: they come from the unseen ones
        track = []
        for card in state.disaster_track:
            unseen = [i for i, c in enumerate(fortunes) if data.fortune_cards[c].kind == "disaster"]
            track.append(fortunes.pop(unseen[-1]) if card == HIDDEN and unseen else card)
        state.disaster_track = track
        # the Fortune deck's top card: a Disaster when its back says so, else a Fortune card
        deck = state.fortune_deck
        if deck and deck[-1] in (HIDDEN, engine.HIDDEN_DISASTER):
            wanted = deck[-1] == engine.HIDDEN_DISASTER
            fitting = [i for i, c in enumerate(fortunes) if (data.fortune_cards[c].kind == "disaster") == wanted]
            if fitting:
                deck[-1] = fortunes.pop(fitting[-1])
        state.lord_deck = fill(state.lord_deck, lords)
        state.lord_discard = fill(state.lord_discard, lords)
        state.fortune_deck = fill(state.fortune_deck, fortunes)
        state.fortune_discard = fill(state.fortune_discard, fortunes)
        rest = lords + [c for c in fortunes if data.fortune_cards[c].kind != "disaster"]  # no hand keeps one
        rng.shuffle(rest)
        for fam in state.families:
            fam.hand = fill(fam.hand, rest)
            if fam.deniers < 0:
                fam.deniers = data.start.deniers
        if state.deal is not None and HIDDEN in state.deal.give_cards:
            hand = list(state.families[state.deal.proposer].hand)
            rng.shuffle(hand)
            state.deal.give_cards = hand[: len(state.deal.give_cards)]
        fog.sample(state, seat, rng)
        state.cache.clear()
        return state


def _seen_lord_cards(state: State) -> Counter[str]:
    """Lord-deck cards whose place the view shows (the places of the stock invariant)."""
    data = state.data
    seen: Counter[str] = Counter(c for c in state.lord_deck + state.lord_discard if c != HIDDEN)
    for fam in state.families:
        seen += Counter(c for c in fam.hand if c in data.lord_cards)
    seen += Counter(list(state.lords))  # every lord in play, by id
    if state.darc is not None:
        seen += Counter(c for c, card in data.lord_cards.items() if card.kind == "darc")
    for source in state.cardinals.values():
        if source in data.lord_cards:
            seen[source] += 1
    return seen


def _seen_fortune_cards(state: State) -> Counter[str]:
    data = state.data
    seen: Counter[str] = Counter(
        c for c in state.fortune_deck + state.fortune_discard if c not in (HIDDEN, engine.HIDDEN_DISASTER)
    )
    seen += Counter(c for c in state.disaster_track if c != HIDDEN)
    for cards in state.lying.values():
        seen += Counter(cards)
    for fam in state.families:
        seen += Counter(c for c in fam.hand if c in data.fortune_cards)
    uprising = card_for(data, UPRISING)
    if state.uprising is not None and uprising is not None:
        seen[uprising] += len(state.uprising.cards)
    if state.attack is not None:
        seen[state.attack.card] += 1
    return seen


RULES = FiefRules()

# Type checkers hold the class to the contract over Fief's own state, data and config here.
_CHECKED: GameRules[State, FiefData, GameConfig] = RULES
