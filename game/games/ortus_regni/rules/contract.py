"""Ortus Regni as the platform's ``GameRules``: the engine, views, secrets and words.

Hidden information (inventory §8): every Earl deck's order (its owner's too), the table
decks' order, another Earl's Hand, Reserve and Towers, another Earl's deck design, the
Hand card a jouster tilts until every tilter is chosen, the Army cards an Intrigue moves
(only the two Earls see which), and the random generator. Cards are numbered in an order
shuffled at set-up, so a card's number tells nothing of its face: a view keeps the
numbers where the order is no secret and masks the *face* (``kinds``) of every card the
viewer has not seen where it lies; a deck's or a draw pile's numbers are masked too
(``HIDDEN``), their order being the secret. ``sample_state`` deals the unseen faces and
orders again: each other Earl's design completed at random within the copies allowed,
the table decks from what is left of their make-up.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from game.core import jsonform
from game.core.contract import Secret
from game.core.engine import Action, Decision, Event
from game.core.errors import ConfigError
from game.core.i18n import Message, Text, m
from game.core.rng import Rng
from game.games.ortus_regni.rules import engine
from game.games.ortus_regni.rules.actions import (
    Ante,
    Attach,
    Attack,
    Banner,
    Banquet,
    ChurchDecides,
    Commit,
    DesignAdd,
    DesignArchetype,
    DesignRemove,
    Destroy,
    Direct,
    Emissary,
    Field,
    Garrison,
    Give,
    Hit,
    Install,
    Intrigue,
    Monastery,
    OptOut,
    PlaceCastle,
    PlaceGained,
    PlaceMercenary,
    PlayAllies,
    Ransom,
    Seize,
    Tilt,
    Tower,
    Treachery,
)
from game.games.ortus_regni.rules.data import TABLE_DECKS, OrtusData
from game.games.ortus_regni.rules.events import OrtusEvent, Tell
from game.games.ortus_regni.rules.places import places
from game.games.ortus_regni.rules.state import HIDDEN, PHASE_DESIGN, OrtusConfig, OrtusState, Result, state_from_json
from game.games.ortus_regni.rules.words import said


def tell(s: OrtusState) -> Tell:
    return Tell([c.name for c in s.config.seats], s.data, s.kinds)


# --------------------------------------------------------------------------- words
def unit_words(s: OrtusState, name: str) -> Message:
    t = tell(s)
    if name == "king":
        return m("ortus_regni.unit.king")
    src, _, card = name.partition(":")
    return m(said(f"ortus_regni.unit.{src}"), card=t.card(int(card)))


def fief_words(s: OrtusState, seat: int, index: int) -> Message:
    """A Fief by its Castle: "the Palace of Red", "Red's Castle (2nd)"."""
    t = tell(s)
    earl = s.earls[seat] if 0 <= seat < len(s.earls) else None
    if earl is None or not 0 <= index < len(earl.fiefs):
        return m("ortus_regni.fief.unknown")
    return m("ortus_regni.fief.of", castle=t.card(earl.fiefs[index].castle), seat=t.seat(seat), n=index + 1)


def describe(s: OrtusState, action: Action) -> Message:
    """An action in words, for choosers, tooltips and the log."""
    t = tell(s)
    me = s.turn if s.turn >= 0 else 0
    if isinstance(action, (DesignAdd, DesignRemove)):
        return m(said(f"ortus_regni.action.{action.kind}"), card=t.card_type(action.card))
    if isinstance(action, DesignArchetype):
        deck = s.data.archetypes.get(action.archetype)
        return m("ortus_regni.action.design_archetype", deck=deck.name if deck else action.archetype)
    if isinstance(action, (Tower, PlaceCastle, PlaceMercenary, Banquet, Emissary, PlayAllies, OptOut)):
        return m(said(f"ortus_regni.action.{action.kind}"), card=t.card(action.card))
    if isinstance(action, Garrison):
        where = m("ortus_regni.action.royal_slot") if action.slot >= 0 else m("ortus_regni.action.merc_slot")
        return m("ortus_regni.action.garrison", card=t.card(action.card), where=where)
    if isinstance(action, (Attach, Install)):
        return m(
            said(f"ortus_regni.action.{action.kind}"), card=t.card(action.card), fief=fief_words(s, me, action.fief)
        )
    if isinstance(action, Monastery):
        return m("ortus_regni.action.monastery", seat=t.seat(action.target))
    if isinstance(action, (Treachery, Intrigue)):
        subject: Text = ""
        target = s.earls[action.target] if 0 <= action.target < s.seats else None
        if target is not None and action.mode in ("assassinate", "steal_properties"):
            subject = fief_words(s, action.target, action.subject)
        elif target is not None and 0 <= action.subject < len(target.mercenaries):
            subject = t.card(target.mercenaries[action.subject].card)
        return m(said(f"ortus_regni.action.{action.mode}"), seat=t.seat(action.target), subject=subject)
    if isinstance(action, Banner):
        return m(said(f"ortus_regni.action.banner_{action.mode}"))
    if isinstance(action, (Attack, Direct)):
        if not action.what:
            return m("ortus_regni.action.direct_none")
        fief: Text = fief_words(s, action.defender, action.target) if action.what != "tower" else ""
        return m(said(f"ortus_regni.action.{action.kind}_{action.what}"), seat=t.seat(action.defender), fief=fief)
    if isinstance(action, (Field, Hit)):
        return m(said(f"ortus_regni.action.{action.kind}"), unit=unit_words(s, action.unit))
    if isinstance(action, ChurchDecides):
        return m("ortus_regni.action.church_decides", result=m(said(f"ortus_regni.result.{action.result}")))
    if isinstance(action, Ransom):
        return m("ortus_regni.action.ransom", unit=unit_words(s, action.unit), card=t.card(action.card))
    if isinstance(action, (Destroy, Give)):
        return m(said(f"ortus_regni.action.{action.kind}"), card=t.card(action.card))
    if isinstance(action, (Seize, PlaceGained)):
        fief = fief_words(s, tb_owner(s, action), action.fief) if action.fief >= 0 else m("ortus_regni.fief.new")
        return m(said(f"ortus_regni.action.{action.kind}"), card=t.card(action.card), fief=fief)
    if isinstance(action, Commit):
        src, _, card = action.source.partition(":")
        return m(said(f"ortus_regni.action.commit_{src}"), card=t.card(int(card)))
    if isinstance(action, Ante):
        return (
            m("ortus_regni.action.ante_none")
            if action.card < 0
            else m("ortus_regni.action.ante", card=t.card(action.card))
        )
    if isinstance(action, Tilt):
        if not action.source:
            return m("ortus_regni.action.tilt_none")
        src, _, card = action.source.partition(":")
        return m(said(f"ortus_regni.action.tilt_{src}"), card=t.card(int(card)))
    return m(said(f"ortus_regni.action.{action.kind}"))


def tb_owner(s: OrtusState, action: Seize | PlaceGained) -> int:
    """Whose Fief a seized or gained card joins: the one deciding now."""
    d = engine.pending(s)
    if d is None or not s.stack:
        return d.seat if d is not None else 0
    ctx = s.stack[-1]
    return int(ctx.get("attacker", ctx.get("seat", d.seat)))


# --------------------------------------------------------------------------- what a seat sees
def hidden_places(s: OrtusState, seat: int | None) -> Iterator[tuple[str, int]]:
    """The cards whose face ``seat`` may not see where they lie."""
    for i, earl in enumerate(s.earls):
        yield from (("deck", c) for c in earl.deck)
        if i != seat:
            for name in ("hand", "reserve", "towers"):
                yield from ((name, c) for c in getattr(earl, name))
    for deck in TABLE_DECKS:
        yield from (("draw", c) for c in getattr(s, deck).draw)
    for ctx in s.stack:
        if ctx["kind"] == "joust":
            for key, e in ctx["entries"].items():
                if int(key) != seat and str(e["tilt"]).startswith("hand:"):
                    yield "tilt", int(str(e["tilt"])[5:])
        elif (
            ctx["kind"] == "political"
            and ctx["mode"] == "steal_armies"
            and seat not in (ctx["attacker"], ctx["target"])
        ):
            yield from (("stolen", int(c)) for c in ctx["given"])


def unseen(s: OrtusState, seat: int | None) -> set[int]:
    hidden = {c for _, c in hidden_places(s, seat) if c >= 0}
    shown = {c for _, c in places(s)} - hidden
    return {c for c in range(len(s.kinds)) if c not in shown}


class OrtusRules:
    """The ``GameRules`` contract over ``OrtusState``."""

    def new_game(self, data: OrtusData, config: OrtusConfig, seed: int) -> tuple[OrtusState, list[Event]]:
        return engine.new_game(data, config, seed)

    def pending(self, state: OrtusState) -> Decision | None:
        return engine.pending(state)

    def legal_actions(self, state: OrtusState) -> tuple[Action, ...]:
        d = engine.pending(state)
        return d.options if d is not None else ()

    def apply(self, state: OrtusState, action: Action) -> list[Event]:
        return engine.apply(state, action)

    def view_for(self, state: OrtusState, seat: int | None) -> OrtusState:
        v = state.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        masked = unseen(state, seat)
        v.kinds = ["" if i in masked else k for i, k in enumerate(state.kinds)]
        for i, earl in enumerate(v.earls):
            earl.deck = [HIDDEN] * len(earl.deck)
            if i != seat:
                earl.design = {}
        for deck in TABLE_DECKS:
            piles = getattr(v, deck)
            piles.draw = [HIDDEN] * len(piles.draw)
        return v

    def clone(self, state: OrtusState) -> OrtusState:
        return state.clone()

    def outcome(self, state: OrtusState) -> Result | None:
        return state.result

    def describe_action(self, state: OrtusState, action: Action) -> str:
        return str(describe(state, action))

    def describe_event(self, state: OrtusState, event: Event) -> str:
        if isinstance(event, OrtusEvent):
            return str(event.message(tell(state)))
        return str(m("ortus_regni.event.unknown", kind=event.kind))

    def secrets(self, state: OrtusState, seat: int | None) -> list[Secret]:
        out = [Secret(("rng",), state.rng.to_json())]
        for i, earl in enumerate(state.earls):
            if earl.deck:
                out.append(Secret(("earls", i, "deck"), list(earl.deck)))
            if i != seat and earl.design:
                out.append(Secret(("earls", i, "design"), dict(earl.design)))
        for deck in TABLE_DECKS:
            piles = getattr(state, deck)
            if piles.draw:
                out.append(Secret((deck, "draw"), list(piles.draw)))
        out.extend(Secret(("kinds", c), state.kinds[c]) for c in sorted(unseen(state, seat)))
        return out

    def sample_state(self, view: OrtusState, seat: int, rng: Rng) -> OrtusState:
        """The unseen faces and orders dealt again (see the module)."""
        s = view.clone()
        s.viewer = None
        s.rng = Rng(rng.below(2**31))
        s.kinds = list(view.kinds)
        s.owners = list(view.owners)
        data = s.data
        present = {c for _, c in places(s) if c >= 0}
        missing = [c for c in range(len(s.kinds)) if c not in present]
        # the faces: each Earl's cards from his design (another's completed at random)
        for owner in range(s.seats):
            mine = [c for c in range(len(s.kinds)) if s.owners[c] == owner and s.kinds[c] != data.palace.id]
            known = Counter(s.kinds[c] for c in mine if s.kinds[c])
            if s.phase == PHASE_DESIGN and not s.earls[owner].designed:
                continue
            design = dict(s.earls[owner].design) if owner == seat else complete(data, known, rng)
            if owner != seat:
                s.earls[owner].design = design
            pool = list((Counter(design) - known).elements())
            rng.shuffle(pool)
            for c in mine:
                if not s.kinds[c]:
                    s.kinds[c] = pool.pop() if pool else next(iter(design))
        start = 0
        for deck in TABLE_DECKS:  # numbered deck by deck at set-up
            size = data.deck_count(deck, s.seats)
            ids = range(start, start + size)
            start += size
            every = Counter({k.id: k.count + k.per_extra_earl * max(0, s.seats - 2) for k in data.table_kinds(deck)})
            pool = list((every - Counter(s.kinds[c] for c in ids if s.kinds[c])).elements())
            rng.shuffle(pool)
            for c in ids:
                if not s.kinds[c]:
                    s.kinds[c] = pool.pop()
            piles = getattr(s, deck)
            lost = [c for c in missing if c in ids]
            rng.shuffle(lost)
            piles.draw = lost[: len(piles.draw)]
        # the decks' orders: each Earl's cards that lie nowhere else
        for owner, earl in enumerate(s.earls):
            lost = [c for c in missing if s.owners[c] == owner]
            rng.shuffle(lost)
            earl.deck = lost[: len(earl.deck)]
        return s

    def seat_names(self, state: OrtusState) -> list[str]:
        return [c.name for c in state.config.seats]

    def progress(self, state: OrtusState) -> tuple[int, int]:
        return (state.round, 2 if state.turn < 0 else 1)

    def state_to_json(self, state: OrtusState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: OrtusData, doc: dict[str, Any]) -> OrtusState:
        return state_from_json(data, doc)

    def config_from_json(self, doc: dict[str, Any]) -> OrtusConfig:
        try:
            return OrtusConfig.from_json(doc)
        except jsonform.FormError as exc:
            raise ConfigError(str(exc)) from None


def complete(data: OrtusData, known: Counter[str], rng: Rng) -> dict[str, int]:
    """A legal design holding the ``known`` cards: the rest drawn at random among the
    copies left of each type."""
    design = Counter(known)
    room = [t for t in data.deck_types for _ in range(min(data.numbers.max_copies, data.cards[t].copies) - design[t])]
    rng.shuffle(room)
    for t in room[: max(0, data.numbers.deck_size - sum(design.values()))]:
        design[t] += 1
    return dict(design)


RULES = OrtusRules()

__all__ = ["RULES", "OrtusRules", "complete", "describe", "hidden_places", "tell", "unseen"]
