"""Ortus Regni's events: what happened, as ids and numbers; words only in ``message``.

Each event says itself through ``message(tell)``: its message id is
``ortus_regni.event.<kind>`` (``text`` may name another), filled with its fields, where a
field named ``seat``/``other``/``target``/``attacker``/``defender`` is an Earl's name, one
named ``card`` a card's name, ``cards`` several cards' names, and ``fief`` a Fief's words.

What only some seats may see (a Hand, the Army cards drawn into a Reserve, a Tower's face)
is told to them alone (``visible_to``) beside a public event saying as much as the table
sees ("draws 2 cards"). Events that show what nobody knew (a card drawn from a shuffled
deck, a Battle card, a cube from the Bag, a Hand shown) ``reveal``; ``tells`` names the
state's values an event states (the contract suite checks no seat reads one it may not
know).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from game.core.engine import Event
from game.core.i18n import N_, Message, Text, m, words
from game.games.ortus_regni.rules.actions import GAME
from game.games.ortus_regni.rules.data import TREACHERY_MODES, OrtusData
from game.games.ortus_regni.rules.words import said

#: event fields that name an Earl (a seat number; -1: the Vikings)
SEAT_FIELDS = frozenset({"seat", "other", "target", "attacker", "defender", "winner", "controller"})
#: fields that name one card instance, several, or a card type
CARD_FIELDS = frozenset({"card", "lord", "castle", "bumped"})
CARDS_FIELDS = frozenset({"cards"})
TYPE_FIELDS = frozenset({"card_type"})


class Tell:
    """Names for the chronicle: Earls, card instances (by their type's name), Fiefs."""

    def __init__(self, names: Sequence[str], data: OrtusData, kinds: Sequence[str]) -> None:
        self.names = list(names)
        self.data = data
        self.kinds = list(kinds)

    def seat(self, seat: int) -> Text:
        if seat == -1:
            return m("ortus_regni.name.vikings")
        return self.names[seat] if 0 <= seat < len(self.names) else m("ortus_regni.name.nobody")

    def card_type(self, card_type: str) -> Text:
        earl = self.data.cards.get(card_type)
        if earl is not None:
            return earl.name
        table = self.data.table.get(card_type)
        if table is not None:
            return table.name
        return m("ortus_regni.name.hidden_card")

    def card(self, card: int) -> Text:
        if not 0 <= card < len(self.kinds):
            return m("ortus_regni.name.hidden_card")
        return self.card_type(self.kinds[card])

    def cards(self, cards: Sequence[int]) -> Text:
        return words([self.card(c) for c in cards]) if cards else m("ortus_regni.name.no_card")


@dataclass(frozen=True)
class OrtusEvent(Event, game=GAME):
    """An event about one Earl (``seat``; -1: the Vikings or the table)."""

    text: ClassVar[str] = ""
    seat: int

    @property
    def seats(self) -> tuple[int, ...]:
        out = [getattr(self, f.name) for f in fields(self) if f.name in SEAT_FIELDS]
        return tuple(s for s in out if isinstance(s, int) and s >= 0)

    def params(self, tell: Tell) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in SEAT_FIELDS:
                out[f.name] = tell.seat(value)
            elif f.name in CARD_FIELDS:
                out[f.name] = tell.card(value)
            elif f.name in CARDS_FIELDS:
                out[f.name] = tell.cards(value)
                out["n"] = len(value)
            elif f.name in TYPE_FIELDS:
                out[f.name] = tell.card_type(value)
            elif isinstance(value, tuple):
                out[f.name] = words([str(v) for v in value])
            else:
                out[f.name] = value
        return out

    def message(self, tell: Tell) -> Message:
        return m(self.text or f"ortus_regni.event.{self.kind}", **self.params(tell))


@dataclass(frozen=True)
class Private(OrtusEvent):
    """Seen by its own Earl only."""

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat,)


# --------------------------------------------------------------------------- set-up and design
@dataclass(frozen=True)
class GameBegan(OrtusEvent):
    kind: ClassVar[str] = "game_began"
    earls: int


@dataclass(frozen=True)
class Designing(OrtusEvent):
    """An Earl begins to design his deck (OR 2.1), in secret."""

    kind: ClassVar[str] = "designing"


@dataclass(frozen=True)
class Designed(OrtusEvent):
    """An Earl's deck is made: 24 cards, shuffled, nobody knowing its order (OR 2.2 step 3)."""

    kind: ClassVar[str] = "designed"
    size: int


@dataclass(frozen=True)
class StartingEarl(OrtusEvent):
    """The cube drawn from the Bag names the starting Earl (OR 2.2 step 7)."""

    kind: ClassVar[str] = "starting_earl"
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class RoundBegan(OrtusEvent):
    kind: ClassVar[str] = "round_began"
    round: int

    @property
    def progress(self) -> tuple[int, int] | None:
        return (self.round, 1)


@dataclass(frozen=True)
class VikingsTurn(OrtusEvent):
    """The Vikings' turn, at the end of the Round (OR 3.4)."""

    kind: ClassVar[str] = "vikings_turn"
    round: int

    @property
    def progress(self) -> tuple[int, int] | None:
        return (self.round, 2)


# --------------------------------------------------------------------------- cards drawn
@dataclass(frozen=True)
class Drew(OrtusEvent):
    """Cards drawn from an Earl's deck: the table sees how many (``n``)."""

    kind: ClassVar[str] = "drew"
    n: int
    why: str = ""  # "opening", "banquet", "end"


@dataclass(frozen=True)
class DrewCards(Private):
    """...and the Earl which."""

    kind: ClassVar[str] = "drew_cards"
    reveals: ClassVar[bool] = True
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class ArmyDrawn(OrtusEvent):
    """Army cards into a Reserve, face down (a Land placed, a Recruit): how many."""

    kind: ClassVar[str] = "army_drawn"
    n: int
    why: str = ""  # "land", "recruit"


@dataclass(frozen=True)
class ArmyCards(Private):
    kind: ClassVar[str] = "army_cards"
    reveals: ClassVar[bool] = True
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class ArmyReshuffled(OrtusEvent):
    """A table deck ran out: its discard pile shuffled into a new deck (OR-E36)."""

    kind: ClassVar[str] = "reshuffled"
    deck: str = ""

    def message(self, tell: Tell) -> Message:
        return m(said(f"ortus_regni.event.reshuffled_{self.deck}"))


# --------------------------------------------------------------------------- free actions, placing
@dataclass(frozen=True)
class TowerLaid(OrtusEvent):
    kind: ClassVar[str] = "tower_laid"
    towers: int


@dataclass(frozen=True)
class Garrisoned(OrtusEvent):
    kind: ClassVar[str] = "garrisoned"
    card: int
    slot: int


@dataclass(frozen=True)
class CastlePlaced(OrtusEvent):
    kind: ClassVar[str] = "castle_placed"
    card: int


@dataclass(frozen=True)
class Attached(OrtusEvent):
    kind: ClassVar[str] = "attached"
    card: int
    castle: int


@dataclass(frozen=True)
class Installed(OrtusEvent):
    kind: ClassVar[str] = "installed"
    card: int
    castle: int
    bumped: int = -1  # the Lord sent to the discard pile, -1: none

    def message(self, tell: Tell) -> Message:
        if self.bumped >= 0:
            return m("ortus_regni.event.installed_bumping", **self.params(tell))
        return super().message(tell)


@dataclass(frozen=True)
class MercenaryPlaced(OrtusEvent):
    kind: ClassVar[str] = "mercenary_placed"
    card: int


@dataclass(frozen=True)
class Recruited(OrtusEvent):
    kind: ClassVar[str] = "recruited"
    n: int


@dataclass(frozen=True)
class BanquetHeld(OrtusEvent):
    kind: ClassVar[str] = "banquet_held"
    card: int


@dataclass(frozen=True)
class EmissarySent(OrtusEvent):
    kind: ClassVar[str] = "emissary_sent"
    card: int
    cubes: int


@dataclass(frozen=True)
class HandShown(OrtusEvent):
    """A Monastery makes an Earl show his Hand (OR-E22): ``cards`` are now known to all."""

    kind: ClassVar[str] = "hand_shown"
    reveals: ClassVar[bool] = True
    other: int
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class TurnEnded(OrtusEvent):
    kind: ClassVar[str] = "turn_ended"


# --------------------------------------------------------------------------- the Vikings
@dataclass(frozen=True)
class VikingsNearer(OrtusEvent):
    """A Round of peace (or an Emissary) moves a Black marker forward (OR-E54)."""

    kind: ClassVar[str] = "vikings_nearer"
    black: int
    of: int


@dataclass(frozen=True)
class VikingsDelayed(OrtusEvent):
    """Combat this Round: no Black marker; the White marker comes back (OR-E54)."""

    kind: ClassVar[str] = "vikings_delayed"


@dataclass(frozen=True)
class CombatMarked(OrtusEvent):
    """Combat declared while the Vikings approach: the White marker goes out (OR 4.12.2)."""

    kind: ClassVar[str] = "combat_marked"


@dataclass(frozen=True)
class VikingsArrived(OrtusEvent):
    kind: ClassVar[str] = "vikings_arrived"
    reveals: ClassVar[bool] = True
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class VikingsGrow(OrtusEvent):
    kind: ClassVar[str] = "vikings_grow"
    reveals: ClassVar[bool] = True
    card: int = -1
    size: int = 0


@dataclass(frozen=True)
class VikingsDirected(OrtusEvent):
    """The cube drawn from the Bag gives the Vikings to an Earl (OR-E57)."""

    kind: ClassVar[str] = "vikings_directed"
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class VikingsRest(OrtusEvent):
    kind: ClassVar[str] = "vikings_rest"


# --------------------------------------------------------------------------- leaving the game
@dataclass(frozen=True)
class Eliminated(OrtusEvent):
    """An Earl leaves the game (OR-E63): ``how`` "fiefs" (no Fief left), "old_age" (no
    card to draw), "concede"."""

    kind: ClassVar[str] = "eliminated"
    how: str = ""

    def message(self, tell: Tell) -> Message:
        return m(said(f"ortus_regni.event.eliminated_{self.how or 'fiefs'}"), seat=tell.seat(self.seat))


@dataclass(frozen=True)
class GameEnded(OrtusEvent):
    kind: ClassVar[str] = "game_ended"
    winners: tuple[int, ...] = ()
    end: str = ""

    @property
    def seats(self) -> tuple[int, ...]:
        return self.winners

    def message(self, tell: Tell) -> Message:
        if self.end == "rounds":
            return m("ortus_regni.event.game_ended_rounds", winners=words([tell.seat(w) for w in self.winners]))
        return m("ortus_regni.event.game_ended", winner=tell.seat(self.winners[0] if self.winners else -2))


# --------------------------------------------------------------------------- the turn
@dataclass(frozen=True)
class TurnBegan(OrtusEvent):
    kind: ClassVar[str] = "turn_began"
    turns: int = 0


@dataclass(frozen=True)
class TowerFace(Private):
    """The Tower's face, known to its Earl only (OR-E46)."""

    kind: ClassVar[str] = "tower_face"
    card: int = -1


@dataclass(frozen=True)
class CardLost(OrtusEvent):
    """A card of an Earldom goes to its pile: ``why`` "replaced" (a second Cathedral,
    OR-A04), "struggle" (a Vassal Lord of the loser, OR 4.9)."""

    kind: ClassVar[str] = "card_lost"
    card: int = -1
    why: str = ""

    def message(self, tell: Tell) -> Message:
        return m(said(f"ortus_regni.event.card_lost_{self.why}"), **self.params(tell))


# --------------------------------------------------------------------------- combat
@dataclass(frozen=True)
class AttackDeclared(OrtusEvent):
    """An Attack (OR 4.12.1): ``what`` "tower", "raid" or "siege"; ``castle`` the target
    Fief's Castle (-1 for Towers)."""

    kind: ClassVar[str] = "attack_declared"
    defender: int = -1
    what: str = ""
    castle: int = -1

    def message(self, tell: Tell) -> Message:
        return m(said(f"ortus_regni.event.attack_{self.what}"), **self.params(tell))


@dataclass(frozen=True)
class ForceFielded(OrtusEvent):
    """A side's whole force, face up (``king``: the King Card with it)."""

    kind: ClassVar[str] = "force_fielded"
    reveals: ClassVar[bool] = True
    cards: tuple[int, ...] = ()
    king: bool = False

    def message(self, tell: Tell) -> Message:
        if not self.cards and not self.king:
            return m("ortus_regni.event.force_none", seat=tell.seat(self.seat))
        key = N_("ortus_regni.event.force_fielded_king") if self.king else N_("ortus_regni.event.force_fielded")
        return m(key, **self.params(tell))


@dataclass(frozen=True)
class Undefended(OrtusEvent):
    """Nothing fielded in defence: no Battle card, every point on the target (OR-T18)."""

    kind: ClassVar[str] = "undefended"


@dataclass(frozen=True)
class BattleCardDrawn(OrtusEvent):
    kind: ClassVar[str] = "battle_card"
    reveals: ClassVar[bool] = True
    card: int = -1


@dataclass(frozen=True)
class ChurchDecided(OrtusEvent):
    """Church Decides: the Archbishop's or the Church majority's result (``seat``), or
    Normal when nobody may choose (``seat`` -1, OR-E09)."""

    kind: ClassVar[str] = "church_decided"
    result: str = ""

    def message(self, tell: Tell) -> Message:
        result = m(said(f"ortus_regni.result.{self.result}"))
        if self.seat < 0:
            return m("ortus_regni.event.church_nobody", result=result)
        return m("ortus_regni.event.church_decided", seat=tell.seat(self.seat), result=result)


@dataclass(frozen=True)
class Captured(OrtusEvent):
    kind: ClassVar[str] = "captured"
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class Ransomed(OrtusEvent):
    kind: ClassVar[str] = "ransomed"
    lord: int = -1
    card: int = -1
    other: int = -1


@dataclass(frozen=True)
class UnitsHit(OrtusEvent):
    kind: ClassVar[str] = "units_hit"
    cards: tuple[int, ...] = ()
    king: bool = False

    def message(self, tell: Tell) -> Message:
        if self.king and not self.cards:
            return m("ortus_regni.event.units_hit_king_only", seat=tell.seat(self.seat))
        if self.king:
            return m("ortus_regni.event.units_hit_king", **self.params(tell))
        return super().message(tell)


@dataclass(frozen=True)
class TowersHeld(OrtusEvent):
    """Towers absorb a point each in a Raid or Siege and stand (OR-T06)."""

    kind: ClassVar[str] = "towers_held"
    n: int = 0


@dataclass(frozen=True)
class CastleFell(OrtusEvent):
    kind: ClassVar[str] = "castle_fell"
    castle: int = -1
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class CastleHeld(OrtusEvent):
    """Too few points reach the Castle: the Siege fails (OR-T07)."""

    kind: ClassVar[str] = "castle_held"
    castle: int = -1
    n: int = 0


@dataclass(frozen=True)
class TowerDestroyed(OrtusEvent):
    kind: ClassVar[str] = "tower_destroyed"
    reveals: ClassVar[bool] = True
    card: int = -1


@dataclass(frozen=True)
class PropertyDestroyed(OrtusEvent):
    kind: ClassVar[str] = "property_destroyed"
    card: int = -1


@dataclass(frozen=True)
class Seized(OrtusEvent):
    kind: ClassVar[str] = "seized"
    card: int = -1
    other: int = -1


@dataclass(frozen=True)
class BattleOver(OrtusEvent):
    kind: ClassVar[str] = "battle_over"
    defender: int = -1
    result: str = ""

    def message(self, tell: Tell) -> Message:
        return m("ortus_regni.event.battle_over", seat=tell.seat(self.seat), defender=tell.seat(self.defender))


# --------------------------------------------------------------------------- politics
@dataclass(frozen=True)
class PoliticalPlayed(OrtusEvent):
    """Treachery or Intrigue played in a mode on ``target``; ``subject`` the Castle of the
    Fief named or the Mercenary (-1: the Hand or the Reserve)."""

    kind: ClassVar[str] = "political_played"
    card: int = -1
    mode: str = ""
    target: int = -1
    subject: int = -1

    def message(self, tell: Tell) -> Message:
        p = self.params(tell)
        p["subject"] = tell.card(self.subject)
        return m(said(f"ortus_regni.event.political_{self.mode}"), **p)


@dataclass(frozen=True)
class AlliesPlayed(OrtusEvent):
    kind: ClassVar[str] = "allies_played"
    card: int = -1
    other: int = -1


@dataclass(frozen=True)
class NoAlliesPlayed(OrtusEvent):
    kind: ClassVar[str] = "no_allies"


@dataclass(frozen=True)
class VassalCommitted(OrtusEvent):
    kind: ClassVar[str] = "vassal_committed"
    reveals: ClassVar[bool] = True
    card: int = -1
    n: int = 0


@dataclass(frozen=True)
class StruggleYielded(OrtusEvent):
    kind: ClassVar[str] = "struggle_yielded"


@dataclass(frozen=True)
class StruggleEnded(OrtusEvent):
    kind: ClassVar[str] = "struggle_ended"
    target: int = -1
    a: int = 0
    d: int = 0
    won: bool = False

    def message(self, tell: Tell) -> Message:
        key = N_("ortus_regni.event.struggle_won") if self.won else N_("ortus_regni.event.struggle_lost")
        return m(key, **self.params(tell))


@dataclass(frozen=True)
class PoliticalFailed(OrtusEvent):
    kind: ClassVar[str] = "political_failed"
    mode: str = ""

    def message(self, tell: Tell) -> Message:
        if self.mode in TREACHERY_MODES:
            return m("ortus_regni.event.political_failed_treachery", seat=tell.seat(self.seat))
        return m("ortus_regni.event.political_failed_intrigue", seat=tell.seat(self.seat))


@dataclass(frozen=True)
class Assassinated(OrtusEvent):
    """A Lord assassinated (OR-E24): with his Fief (``castle``, ``cards``), or alone when
    he was the Prince (``cards`` empty and his Castle stays, OR-E15)."""

    kind: ClassVar[str] = "assassinated"
    lord: int = -1
    castle: int = -1
    cards: tuple[int, ...] = ()
    #: False when only the Prince Lord died and his Fief stays
    whole: bool = True

    def message(self, tell: Tell) -> Message:
        if not self.whole:
            return m("ortus_regni.event.assassinated_prince", **self.params(tell))
        return super().message(tell)


@dataclass(frozen=True)
class HandDamaged(OrtusEvent):
    kind: ClassVar[str] = "hand_damaged"
    reveals: ClassVar[bool] = True
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class MercenaryRemoved(OrtusEvent):
    kind: ClassVar[str] = "mercenary_removed"
    card: int = -1


@dataclass(frozen=True)
class MercenaryStolen(OrtusEvent):
    kind: ClassVar[str] = "mercenary_stolen"
    card: int = -1
    other: int = -1


@dataclass(frozen=True)
class ArmiesStolen(OrtusEvent):
    """Army cards taken from a Reserve: the table learns how many (OR-E28)."""

    kind: ClassVar[str] = "armies_stolen"
    other: int = -1
    n: int = 0


@dataclass(frozen=True)
class ArmiesStolenCards(OrtusEvent):
    """...and the two Earls which."""

    kind: ClassVar[str] = "armies_stolen_cards"
    reveals: ClassVar[bool] = True
    other: int = -1
    cards: tuple[int, ...] = ()

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat, self.other)


@dataclass(frozen=True)
class PropertiesStolen(OrtusEvent):
    kind: ClassVar[str] = "properties_stolen"
    other: int = -1
    cards: tuple[int, ...] = ()


# --------------------------------------------------------------------------- Banners and the King
@dataclass(frozen=True)
class Bequeathed(OrtusEvent):
    """Bequeath (OR-E32): the Prince Lord and the Banner go, the discard pile is shuffled
    back into the deck."""

    kind: ClassVar[str] = "bequeathed"
    lord: int = -1


@dataclass(frozen=True)
class CrownClaimed(OrtusEvent):
    kind: ClassVar[str] = "crown_claimed"
    card: int = -1
    n: int = 0


@dataclass(frozen=True)
class Crowned(OrtusEvent):
    kind: ClassVar[str] = "crowned"
    slots: int = 0


@dataclass(frozen=True)
class TributePaid(OrtusEvent):
    kind: ClassVar[str] = "tribute_paid"
    reveals: ClassVar[bool] = True
    card: int = -1
    other: int = -1


# --------------------------------------------------------------------------- jousts
@dataclass(frozen=True)
class JoustCalled(OrtusEvent):
    kind: ClassVar[str] = "joust_called"
    card: int = -1


@dataclass(frozen=True)
class JoustOptedOut(OrtusEvent):
    kind: ClassVar[str] = "joust_opted_out"
    card: int = -1


@dataclass(frozen=True)
class JoustAnte(OrtusEvent):
    kind: ClassVar[str] = "joust_ante"
    card: int = -1

    def message(self, tell: Tell) -> Message:
        if self.card < 0:
            return m("ortus_regni.event.joust_no_ante", seat=tell.seat(self.seat))
        return super().message(tell)


@dataclass(frozen=True)
class JoustTilted(OrtusEvent):
    """A tilter chosen: ``source`` "lord" (``card`` the Lord), "hand" (face down until
    every choice is made) or "" (none)."""

    kind: ClassVar[str] = "joust_tilted"
    source: str = ""
    card: int = -1

    def message(self, tell: Tell) -> Message:
        return m(said(f"ortus_regni.event.joust_tilted_{self.source or 'none'}"), **self.params(tell))


@dataclass(frozen=True)
class JoustTilterShown(OrtusEvent):
    kind: ClassVar[str] = "joust_tilter_shown"
    reveals: ClassVar[bool] = True
    card: int = -1


@dataclass(frozen=True)
class JoustHand(OrtusEvent):
    """A tilter's two Joust cards and his hand's rank (``rank``: 3 three alike, 2 a pair,
    1 a high card, 0 nothing; ``value`` of the best: 2 Prince, 1 Vassal)."""

    kind: ClassVar[str] = "joust_hand"
    reveals: ClassVar[bool] = True
    cards: tuple[int, ...] = ()
    rank: int = 0
    value: int = 0

    def message(self, tell: Tell) -> Message:
        hand = m(said(f"ortus_regni.joust.rank_{self.rank}_{self.value}"))
        return m("ortus_regni.event.joust_hand", seat=tell.seat(self.seat), cards=tell.cards(self.cards), hand=hand)


@dataclass(frozen=True)
class JoustSuddenDeath(OrtusEvent):
    kind: ClassVar[str] = "joust_sudden_death"
    reveals: ClassVar[bool] = True
    card: int = -1


@dataclass(frozen=True)
class JoustWon(OrtusEvent):
    kind: ClassVar[str] = "joust_won"
    other: int = -1


@dataclass(frozen=True)
class StakeWon(OrtusEvent):
    kind: ClassVar[str] = "stake_won"
    card: int = -1
    other: int = -1


@dataclass(frozen=True)
class JoustCancelled(OrtusEvent):
    kind: ClassVar[str] = "joust_cancelled"


__all__ = [
    "CARDS_FIELDS",
    "CARD_FIELDS",
    "SEAT_FIELDS",
    "TYPE_FIELDS",
    "AlliesPlayed",
    "ArmiesStolen",
    "ArmiesStolenCards",
    "ArmyCards",
    "ArmyDrawn",
    "ArmyReshuffled",
    "Assassinated",
    "Attached",
    "AttackDeclared",
    "BanquetHeld",
    "BattleCardDrawn",
    "BattleOver",
    "Bequeathed",
    "Captured",
    "CardLost",
    "CastleFell",
    "CastleHeld",
    "CastlePlaced",
    "ChurchDecided",
    "CombatMarked",
    "CrownClaimed",
    "Crowned",
    "Designed",
    "Designing",
    "Drew",
    "DrewCards",
    "Eliminated",
    "EmissarySent",
    "ForceFielded",
    "GameBegan",
    "GameEnded",
    "Garrisoned",
    "HandDamaged",
    "HandShown",
    "Installed",
    "JoustAnte",
    "JoustCalled",
    "JoustCancelled",
    "JoustHand",
    "JoustOptedOut",
    "JoustSuddenDeath",
    "JoustTilted",
    "JoustTilterShown",
    "JoustWon",
    "MercenaryPlaced",
    "MercenaryRemoved",
    "MercenaryStolen",
    "NoAlliesPlayed",
    "OrtusEvent",
    "PoliticalFailed",
    "PoliticalPlayed",
    "Private",
    "PropertiesStolen",
    "PropertyDestroyed",
    "Ransomed",
    "Recruited",
    "RoundBegan",
    "Seized",
    "StakeWon",
    "StartingEarl",
    "StruggleEnded",
    "StruggleYielded",
    "Tell",
    "TowerDestroyed",
    "TowerFace",
    "TowerLaid",
    "TowersHeld",
    "TributePaid",
    "TurnBegan",
    "TurnEnded",
    "Undefended",
    "UnitsHit",
    "VassalCommitted",
    "VikingsArrived",
    "VikingsDelayed",
    "VikingsDirected",
    "VikingsGrow",
    "VikingsNearer",
    "VikingsRest",
    "VikingsTurn",
]
