"""The Senior turn's step 2, the event (rulebook "Sequence of play" 2, "EVENT CARDS
EXPLAINED", "WAR!"; inventory §4.3, FE-E50-E64).

``events`` (automatic, from the game's second Senior turn on): the Senior draws the top
card of the event deck (``FeudalityState.events``, top last) and reveals it
(``EventDrawn``); it is resolved by its type's ``kind`` with its card's ``params`` (the
engine reads those, never an event's id); then ``event_end`` puts it where its type's
``after`` says (``discard``: the event discard pile; ``removed``: out of the game,
``EventRemoved``; ``stays_in_play``: the Rats, beside the Fief they went to, which
``FeudalityState.rats`` names) and the purchase phase follows (step "purchase",
``purchase.py``). The rulebook does not say what happens when the deck runs out (only
Saint Snoot reshuffles it): here, when a card must be drawn from an empty deck, the event
discard pile is shuffled into a new deck first (``EventsReshuffled``); the cards out of
the game and the Rats in play stay out (with no card left anywhere, as only a modded deck
could do, no event is drawn and the purchase follows).

The Senior rolls the King's Champion, the monster's dice and the war's with the state's
generator (no Wizard: he does not roll them as a baron); a baron rolls his own dice for a
tournament, a visit and the Bandits (``dice.roll_step``: his Wizard may re-roll one,
FE-E23). The kinds:

* ``tournament`` (FE-E50, FE-T22): the Senior rolls the Champion's die
  (``ChampionRolled``); then each baron in player order from the Senior who has the card's
  ``unit`` in his Keep (with ``wolf_is_knight``, FE-A25: a ``knightly`` unit stands for the
  unit of its Keep space, so Wolf enters a Joust) decides to enter or not (decision
  ``tournament_enter``, ``EnterTournament`` / ``StayOut``: one entrant each) and an entrant
  rolls his die. The highest roll strictly above the Champion's scores the card's ``vp``
  (``TournamentWon``); nobody above him: nobody scores (``ChampionWins``). Entrants tied for
  the highest roll again (``TournamentTie``), the new rolls deciding between them alone.
  FE-A13 ``champion_eight``: "unbeatable" (errata 2, the rulebook's "greater than"): a
  Champion's 8 cannot be beaten, and nobody is asked to enter (``ChampionUnbeatable``);
  "reroll" (the FAQ's): the entrants who roll 8 against the Champion's 8 roll again, the
  Senior rolling again for the Champion, and the new rolls are judged as the first were
  (``EightsRoll``).
* ``war`` (FE-E51): the King's war, ``war.war_steps`` with the card's ``points``.
* ``tax`` (FE-E52) and ``famine`` (FE-E53, "what" Food): each baron in player order pays the
  bank (FE-A39) the card's ``resources`` of any types or ``food``, or refuses and loses
  ``numbers.unpaid_vp`` (never below 0, FE-T23; FE-A15 ``refuse_payment``; the payment is
  ``payments.pay``'s).
* ``visit`` (FE-E54, FE-E57): every baron rolls 2d8 and adds his VP (``VisitTotal``); the
  ``winner`` total (the highest for the King, the lowest for the Queen) scores the card's
  ``vp`` (``VisitWon``). A tie for it is rolled again (``VisitTie``), FE-A38 ``visit_ties``:
  "deciding_only": the barons tied for the winning total roll again and the win is decided
  between them; "all_tied": every baron whose total another baron shares rolls again, the
  others keeping theirs, and the win is decided among every baron still in the running.
* ``nothing`` (the King is away, FE-A34): nothing.
* ``black_death`` (FE-E55, FE-T24): every baron loses the card's ``vp``, none below 0.
* ``bandits`` (FE-E56, FE-T19): each baron with a fortification, in player order, rolls 2d8
  and adds the card's ``bonus`` against his defence (``holdings.defence``, ``BanditsAttack``).
  Beaten by 1 to 3 (below ``numbers.heavy_margin``) he gives that many resources of his
  choice to the bank, all he has when fewer (``payments.pay``); by 4 or more he loses his
  top fortification level (``TileLost``; it goes back to the pool, FE-T27). Not beaten:
  ``BanditsRepelled``. A baron with no fortification is ignored (``BanditsIgnore``).
* ``queen_tours`` (FE-E58): each baron takes the card's ``resources`` of his choice
  (``payments.take``).
* ``queen_pity`` (FE-E59, FE-T03): the barons tied for the fewest VP gain the card's
  ``vp``, those tied for the most lose it; when all are level nothing happens
  (``QueenRidesOn``).
* ``festival`` (FE-E60 Saint Snoot, FE-E61 Saint Snydd, FE-T31), in the rulebook's order:
  (1) every baron loses the card's ``vp``; (2) the baron with the fewest resource cubes
  takes one of his choice (FE-A28 ``festival_ties``: "all_tied", every baron tied for the
  fewest takes one; "senior_breaks", the Senior picks one of them, decision
  ``festival_poorest``); (3) the tile discard pile goes back into the bag, which is
  shaken (``TilesToBag``); (4) every baron takes a resource of his choice; (5) with
  ``reshuffles`` (Saint Snoot) the event discard pile is shuffled into the deck
  (``EventsReshuffled``). The card then leaves the game (its ``after``).
* ``rats`` (FE-E62): the Senior sends the Rats to any Fief, his own included (decision
  ``rats_fief``); its baron loses the card's ``vp`` (``RatsSent``). They stay there
  (``FeudalityState.rats``; ``feeding.py`` makes that Fief eat the card's ``food`` more).
  One Rats card can be beside a Fief: should a deck hold a second one, drawn while the Rats
  are in play, it sends them the same way and then goes to the event discard pile.
* ``pied_piper`` (FE-E63, FE-T25): with the Rats in play the Senior must lead them to
  another Fief (FE-A29; decision ``piper_fief``, asked only when there is a choice: with
  two barons they go to the other one); the old baron gains the card's ``vp``, the new one
  loses it (``RatsMoved``). With no Rats in play, nothing (``PiperPlaysOn``).
* ``monster`` (FE-E64, FE-T20, FE-T21): the Senior picks the victim, himself included
  (decision ``monster_victim``), and rolls 2d8 plus the card's ``bonus`` against the
  victim's defence (``MonsterAttacks``). Not above it: the victim scores
  ``numbers.monster_repelled_vp`` (``MonsterRepelled``). Above it the monster breaks in
  (``MonsterBrokeIn``). A card with ``mild_by_option`` under ``red_dragon`` "lose_vp" (the
  FAQ's Red Dragon, FE-A14, errata 1) then costs the victim ``MILD_VP`` VP and nothing else;
  otherwise ("like_others") the Senior rolls 2d8 again for a square of the victim's card,
  the white die its row and the coloured die its column (FE-A27: doubles and 8s are not
  rolled again; ``MonsterLanded``). A piece there is destroyed (``TileLost``): a tile, or
  the top of a Keep stack (Wolf, at the bottom of the Knights', only when alone, FE-T21).
  An empty square (FE-A26 ``empty_keep_space`` "as_empty": an empty Keep space too) next
  to pieces (``places.neighbours``: ``adjacency``, FE-A10): the Senior picks one of them
  (``payments.lose``, the top of a stack). Next to none, or an empty Keep space with
  "spared": the monster leaves (``MonsterLeft``).

Every step that waits keeps its numbers in its queue entry (``flow``), and the rolls of a
tournament or a visit are written into the entry of the step that judges them, so a game
saved in the middle of an event goes on the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Action, Decision, Event
from game.core.i18n import N_, Message, Text, m, words
from game.games.feudality.rules import events as ev
from game.games.feudality.rules import holdings, payments, places, war
from game.games.feudality.rules.actions import FeudalityAction
from game.games.feudality.rules.data import Event as EventType
from game.games.feudality.rules.data import EventCard, FeudalityData
from game.games.feudality.rules.dice import later_step, roll_step
from game.games.feudality.rules.flow import amend, first_args, push
from game.games.feudality.rules.sides import square_name
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
TABLE = -1
#: the steps of the event a baron answers
DECIDED = ("tournament_enter", "festival_poorest", "rats_fief", "piper_fief", "monster_victim")
#: the step that follows the event (§3 step 3)
NEXT = "purchase"
#: what a mild Red Dragon's breaking in costs its victim (FE-A14: "only costs 1 VP")
MILD_VP = 1


# =========================================================================== actions
@dataclass(frozen=True)
class EnterTournament(FeudalityAction):
    """FE-E50: enter the tournament with a unit of the kind called for (one entrant)."""

    kind: ClassVar[str] = "enter_tournament"


@dataclass(frozen=True)
class StayOut(FeudalityAction):
    """FE-E50: do not enter the tournament."""

    kind: ClassVar[str] = "stay_out"


@dataclass(frozen=True)
class PickBaron(FeudalityAction):
    """The Senior's pick of a baron (``seat``): where the Rats go (FE-E62, FE-E63), the
    monster's victim (FE-E64), the poorest baron who takes a resource (FE-A28)."""

    kind: ClassVar[str] = "pick_baron"
    seat: int


# =========================================================================== events
def card_name(data: FeudalityData, event_id: str, index: int) -> Text:
    """A card's own name (Joust, Black Dragon), else its type's."""
    found = data.events.get(event_id)
    if found is None:
        return event_id
    own = found.cards[index].name if 0 <= index < len(found.cards) else None
    return own if own is not None else found.name


def barons_words(tell: ev.Tell, seats: tuple[int, ...]) -> Text:
    return words([tell.seat(seat) for seat in seats])


@dataclass(frozen=True)
class EventDrawn(ev.FeudalityEvent):
    """The Senior drew the top card of the event deck (§3 step 2)."""

    kind: ClassVar[str] = "event_drawn"
    text: ClassVar[str] = N_("feudality.event.event_drawn")
    reveals: ClassVar[bool] = True
    event: str
    card: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["event"] = card_name(tell.data, self.event, self.card)
        return out


@dataclass(frozen=True)
class EventRemoved(ev.FeudalityEvent):
    """A card out of the game once resolved (the Black Death, the festivals)."""

    kind: ClassVar[str] = "event_removed"
    text: ClassVar[str] = N_("feudality.event.event_removed")
    event: str
    card: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["event"] = card_name(tell.data, self.event, self.card)
        return out


@dataclass(frozen=True)
class EventsReshuffled(ev.FeudalityEvent):
    """The event discard pile shuffled into the deck: ``n`` cards in it now (Saint Snoot;
    an empty deck)."""

    kind: ClassVar[str] = "events_reshuffled"
    text: ClassVar[str] = N_("feudality.event.events_reshuffled")
    reveals: ClassVar[bool] = True
    n: int


@dataclass(frozen=True)
class VpLost(ev.FeudalityEvent):
    """A baron lost ``n`` VP (never below 0) to an event (``why``: its kind)."""

    kind: ClassVar[str] = "vp_lost"
    text: ClassVar[str] = N_("feudality.event.vp_lost")
    n: int
    why: str


@dataclass(frozen=True)
class VpGained(ev.FeudalityEvent):
    """A baron gained ``n`` VP from an event (``why``: its kind)."""

    kind: ClassVar[str] = "vp_gained"
    text: ClassVar[str] = N_("feudality.event.vp_gained")
    n: int
    why: str


@dataclass(frozen=True)
class ChampionRolled(ev.FeudalityEvent):
    """The Senior rolled ``die`` for the King's Champion (FE-E50)."""

    kind: ClassVar[str] = "champion_rolled"
    text: ClassVar[str] = N_("feudality.event.champion_rolled")
    reveals: ClassVar[bool] = True
    die: int


@dataclass(frozen=True)
class ChampionUnbeatable(ev.FeudalityEvent):
    """The Champion rolled the die's top face: nobody can roll higher (FE-A13)."""

    kind: ClassVar[str] = "champion_unbeatable"
    text: ClassVar[str] = N_("feudality.event.champion_unbeatable")
    die: int


@dataclass(frozen=True)
class EnteredTournament(ev.FeudalityEvent):
    kind: ClassVar[str] = "entered_tournament"
    text: ClassVar[str] = N_("feudality.event.entered_tournament")


@dataclass(frozen=True)
class StayedOut(ev.FeudalityEvent):
    kind: ClassVar[str] = "stayed_out"
    text: ClassVar[str] = N_("feudality.event.stayed_out")


@dataclass(frozen=True)
class NoEntrant(ev.FeudalityEvent):
    """Nobody entered the tournament."""

    kind: ClassVar[str] = "no_entrant"
    text: ClassVar[str] = N_("feudality.event.no_entrant")


@dataclass(frozen=True)
class ChampionWins(ev.FeudalityEvent):
    """No entrant rolled above the Champion's ``die``: nobody scores."""

    kind: ClassVar[str] = "champion_wins"
    text: ClassVar[str] = N_("feudality.event.champion_wins")
    die: int


@dataclass(frozen=True)
class TournamentTie(ev.FeudalityEvent):
    """``barons`` tied for the highest roll, ``die``: they roll again."""

    kind: ClassVar[str] = "tournament_tie"
    text: ClassVar[str] = N_("feudality.event.tournament_tie")
    barons: tuple[int, ...]
    die: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["barons"] = barons_words(tell, self.barons)
        return out


@dataclass(frozen=True)
class EightsRoll(ev.FeudalityEvent):
    """FE-A13 "reroll": ``barons`` rolled 8 against the Champion's 8: they and the
    Champion roll again."""

    kind: ClassVar[str] = "eights_roll"
    text: ClassVar[str] = N_("feudality.event.eights_roll")
    barons: tuple[int, ...]

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["barons"] = barons_words(tell, self.barons)
        return out


@dataclass(frozen=True)
class TournamentWon(ev.FeudalityEvent):
    kind: ClassVar[str] = "tournament_won"
    text: ClassVar[str] = N_("feudality.event.tournament_won")
    die: int
    vp: int


@dataclass(frozen=True)
class VisitTotal(ev.FeudalityEvent):
    """A baron's 2d8 (``roll``) and his ``vp`` at a visit: ``total``."""

    kind: ClassVar[str] = "visit_total"
    text: ClassVar[str] = N_("feudality.event.visit_total")
    roll: int
    vp: int
    total: int


@dataclass(frozen=True)
class VisitTie(ev.FeudalityEvent):
    """``barons`` roll again (FE-A38): the winning ``total`` was shared."""

    kind: ClassVar[str] = "visit_tie"
    text: ClassVar[str] = N_("feudality.event.visit_tie")
    barons: tuple[int, ...]
    total: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["barons"] = barons_words(tell, self.barons)
        return out


@dataclass(frozen=True)
class VisitWon(ev.FeudalityEvent):
    kind: ClassVar[str] = "visit_won"
    text: ClassVar[str] = N_("feudality.event.visit_won")
    total: int
    vp: int


@dataclass(frozen=True)
class QueenRidesOn(ev.FeudalityEvent):
    """The Queen takes pity, but every baron has as many VP: nothing happens (FE-E59)."""

    kind: ClassVar[str] = "queen_rides_on"
    text: ClassVar[str] = N_("feudality.event.queen_rides_on")


@dataclass(frozen=True)
class BanditsIgnore(ev.FeudalityEvent):
    """The baron has no fortification: the Bandits ride on (FE-E56)."""

    kind: ClassVar[str] = "bandits_ignore"
    text: ClassVar[str] = N_("feudality.event.bandits_ignore")


@dataclass(frozen=True)
class BanditsAttack(ev.FeudalityEvent):
    """The Bandits' ``total`` (the baron's 2d8 and the card's bonus) against his
    ``defence``."""

    kind: ClassVar[str] = "bandits_attack"
    text: ClassVar[str] = N_("feudality.event.bandits_attack")
    total: int
    defence: int


@dataclass(frozen=True)
class BanditsRepelled(ev.FeudalityEvent):
    kind: ClassVar[str] = "bandits_repelled"
    text: ClassVar[str] = N_("feudality.event.bandits_repelled")


@dataclass(frozen=True)
class TilesToBag(ev.FeudalityEvent):
    """A festival: the ``n`` tiles of the discard pile back into the bag, shaken."""

    kind: ClassVar[str] = "tiles_to_bag"
    text: ClassVar[str] = N_("feudality.event.tiles_to_bag")
    n: int


@dataclass(frozen=True)
class RatsSent(ev.FeudalityEvent):
    """The Rats went to ``seat``'s Fief (FE-E62)."""

    kind: ClassVar[str] = "rats_sent"
    text: ClassVar[str] = N_("feudality.event.rats_sent")


@dataclass(frozen=True)
class RatsMoved(ev.FeudalityEvent):
    """The Pied Piper led the Rats from ``old``'s Fief to ``seat``'s (FE-E63)."""

    kind: ClassVar[str] = "rats_moved"
    text: ClassVar[str] = N_("feudality.event.rats_moved")
    old: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["old"] = tell.seat(self.old)
        return out


@dataclass(frozen=True)
class PiperPlaysOn(ev.FeudalityEvent):
    """No Rats in play: the Pied Piper does nothing (FE-E63)."""

    kind: ClassVar[str] = "piper_plays_on"
    text: ClassVar[str] = N_("feudality.event.piper_plays_on")


@dataclass(frozen=True)
class MonsterAttacks(ev.FeudalityEvent):
    """The monster of card (``event``, ``card``) attacks ``seat``: the Senior's ``dice``
    and its ``bonus`` make ``total``, against the victim's ``defence`` (FE-E64)."""

    kind: ClassVar[str] = "monster_attacks"
    text: ClassVar[str] = N_("feudality.event.monster_attacks")
    reveals: ClassVar[bool] = True
    event: str
    card: int
    dice: tuple[int, ...]
    bonus: int
    total: int
    defence: int

    def params(self, tell: ev.Tell) -> dict[str, Any]:
        out = super().params(tell)
        out["event"] = card_name(tell.data, self.event, self.card)
        return out


@dataclass(frozen=True)
class MonsterRepelled(ev.FeudalityEvent):
    kind: ClassVar[str] = "monster_repelled"
    text: ClassVar[str] = N_("feudality.event.monster_repelled")
    vp: int


@dataclass(frozen=True)
class MonsterBrokeIn(ev.FeudalityEvent):
    kind: ClassVar[str] = "monster_broke_in"
    text: ClassVar[str] = N_("feudality.event.monster_broke_in")


@dataclass(frozen=True)
class MonsterLanded(ev.FeudalityEvent):
    """The Senior's second roll: the white die the row, the coloured die the column."""

    kind: ClassVar[str] = "monster_landed"
    text: ClassVar[str] = N_("feudality.event.monster_landed")
    reveals: ClassVar[bool] = True
    white: int
    colour: int
    square: str


@dataclass(frozen=True)
class MonsterLeft(ev.FeudalityEvent):
    """Nothing to wreck on or beside ``square``: the monster leaves."""

    kind: ClassVar[str] = "monster_left"
    text: ClassVar[str] = N_("feudality.event.monster_left")
    square: str


# =========================================================================== reading
def current(s: FeudalityState) -> tuple[EventType, EventCard]:
    """The type and the card of the event being resolved."""
    event_type = s.data.events[str(s.event[0])]
    return event_type, event_type.cards[int(s.event[1])]


def entrant(s: FeudalityState, seat: int, unit_id: str) -> bool:
    """Whether ``seat`` may enter a tournament calling for ``unit_id`` (FE-E50): he has one
    in his Keep, or, with ``wolf_is_knight`` (FE-A25), a ``knightly`` unit of its space."""
    held = holdings.units(s, seat)
    if unit_id in held:
        return True
    named = s.data.units.get(unit_id)
    if named is None or not s.options("wolf_is_knight"):
        return False
    return any(s.data.units[u].knightly and s.data.units[u].space == named.space for u in held)


def resource_count(s: FeudalityState, seat: int) -> int:
    return sum(s.barons[seat].resources.values())


def poorest(s: FeudalityState) -> list[int]:
    """The barons with the fewest resource cubes, in player order (FE-E60)."""
    fewest = min(resource_count(s, seat) for seat in range(s.seats))
    return [seat for seat in s.order() if resource_count(s, seat) == fewest]


def piper_choices(s: FeudalityState) -> tuple[int, ...]:
    """Where the Pied Piper may lead the Rats: any other Fief (FE-A29)."""
    return tuple(seat for seat in range(s.seats) if seat != s.rats)


def _note(s: FeudalityState, step: str, key: str, item: list[Any]) -> None:
    """Write ``item`` into the first ``step`` entry of the queue (a new entry, never in
    place): a roll for the step that judges the rolls."""
    amend(s, step, lambda old: {**old, key: [*old.get(key, []), item]})


def _lose(s: FeudalityState, seat: int, n: int, why: str, events: Events) -> None:
    lost = holdings.lose_vp(s, seat, n)
    if lost:
        events.append(VpLost(seat, lost, why))


def _gain(s: FeudalityState, seat: int, n: int, why: str, events: Events) -> None:
    if n > 0:
        holdings.gain_vp(s, seat, n)
        events.append(VpGained(seat, n, why))


# =========================================================================== the draw
def reshuffle(s: FeudalityState, events: Events) -> None:
    """The event discard pile into the deck, the deck shuffled."""
    s.events = [*s.events, *s.event_discard]
    s.event_discard = []
    s.rng.shuffle(s.events)
    events.append(EventsReshuffled(TABLE, len(s.events)))


def _events(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    """The Senior draws the top card and it is resolved; the purchase follows."""
    if not s.events and s.event_discard:
        reshuffle(s, events)
    if not s.events:
        push(s, (NEXT, s.senior))
        return
    card = s.events.pop()
    s.event = [str(card[0]), int(card[1])]
    event_type, event_card = current(s)
    events.append(EventDrawn(s.senior, event_type.id, int(card[1])))
    after = event_type.after
    if after == "stays_in_play" and s.rats >= 0:
        after = "discard"
    push(s, ("event_end", s.senior, {"to": after}))
    RESOLVE[event_type.kind](s, event_card, events)


def _event_end(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    card = list(s.event)
    to = str(args.get("to", "discard"))
    if to == "discard":
        s.event_discard.append(card)
    elif to == "removed":
        s.removed_events.append(card)
        events.append(EventRemoved(TABLE, str(card[0]), int(card[1])))
    else:  # stays in play: the Rats, beside the Fief they went to
        s.rats_card = card
    s.event = []
    push(s, (NEXT, s.senior))


# =========================================================================== the kinds
def _tournament(s: FeudalityState, card: EventCard, events: Events) -> None:
    unit = str(card.params["unit"])
    vp = card.number("vp", s.data.numbers.tournament_vp)
    champion = holdings.roll(s, 1)[0]
    events.append(ChampionRolled(s.senior, champion))
    if champion >= s.data.numbers.die_faces and s.options("champion_eight") == "unbeatable":
        events.append(ChampionUnbeatable(TABLE, champion))
        return
    eligible = [seat for seat in s.order() if entrant(s, seat, unit)]
    if not eligible:
        events.append(NoEntrant(TABLE))
        return
    asks = [("tournament_enter", seat, {"unit": unit, "champion": champion}) for seat in eligible]
    push(s, *asks, ("tournament_judge", TABLE, {"champion": champion, "vp": vp, "rolls": []}))


def _tournament_rolled(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    _note(s, "tournament_judge", "rolls", [seat, int(args["dice"][0])])


def _tournament_judge(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    rolls = [(int(p), int(d)) for p, d in args.get("rolls", [])]
    champion, vp = int(args["champion"]), int(args["vp"])
    if not rolls:
        events.append(NoEntrant(TABLE))
        return
    faces = s.data.numbers.die_faces
    eights = tuple(p for p, d in rolls if d == champion == faces)
    if eights and s.options("champion_eight") == "reroll":
        events.append(EightsRoll(TABLE, eights))
        again = holdings.roll(s, 1)[0]
        events.append(ChampionRolled(s.senior, again))
        steps = [later_step(s, p, 1, "tournament", "tournament_rolled", before="tournament_judge") for p in eights]
        push(s, *steps, ("tournament_judge", TABLE, {"champion": again, "vp": vp, "rolls": []}))
        return
    best = max(d for _, d in rolls)
    if best <= champion:
        events.append(ChampionWins(TABLE, champion))
        return
    top = tuple(p for p, d in rolls if d == best)
    if len(top) == 1:
        holdings.gain_vp(s, top[0], vp)
        events.append(TournamentWon(top[0], best, vp))
        return
    events.append(TournamentTie(TABLE, top, best))
    steps = [later_step(s, p, 1, "tournament", "tournament_rolled", before="tournament_judge") for p in top]
    # the tied entrants' new rolls decide between them alone (all beat the Champion)
    push(s, *steps, ("tournament_judge", TABLE, {"champion": 0, "vp": vp, "rolls": []}))


def _war(s: FeudalityState, card: EventCard, events: Events) -> None:
    push(s, *war.war_steps(s, card.number("points"), "king_war"))


def _tax(s: FeudalityState, card: EventCard, events: Events) -> None:
    n = card.number("resources")
    vp = s.data.numbers.unpaid_vp
    push(s, *(payments.pay(s, seat, n, "tax", refuse_vp=vp) for seat in s.order()))


def _famine(s: FeudalityState, card: EventCard, events: Events) -> None:
    n = card.number("food")
    vp = s.data.numbers.unpaid_vp
    push(s, *(payments.pay(s, seat, n, "famine", what="food", refuse_vp=vp) for seat in s.order()))


def _visit(s: FeudalityState, card: EventCard, events: Events) -> None:
    judge = {"winner": str(card.params["winner"]), "vp": card.number("vp", 1), "totals": []}
    judge["running"] = s.order()
    steps = [later_step(s, seat, 2, "visit", "visit_rolled", before="visit_judge") for seat in s.order()]
    push(s, *steps, ("visit_judge", TABLE, judge))


def _visit_rolled(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    roll = sum(int(d) for d in args["dice"])
    vp = s.barons[seat].vp
    events.append(VisitTotal(seat, roll, vp, roll + vp))
    _note(s, "visit_judge", "totals", [seat, roll + vp])


def _visit_judge(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    totals = {int(p): int(t) for p, t in args.get("totals", [])}
    running = [int(p) for p in args["running"]]
    vp = int(args["vp"])
    pick = max if args["winner"] == "highest" else min
    best = pick(totals[p] for p in running)
    tied = [p for p in running if totals[p] == best]
    if len(tied) == 1:
        holdings.gain_vp(s, tied[0], vp)
        events.append(VisitWon(tied[0], best, vp))
        return
    if s.options("visit_ties") == "all_tied":
        again = [p for p in running if [totals[q] for q in running].count(totals[p]) > 1]
    else:
        again, running = tied, tied
    events.append(VisitTie(TABLE, tuple(again), best))
    kept = [[p, totals[p]] for p in running if p not in again]
    steps = [later_step(s, p, 2, "visit", "visit_rolled", before="visit_judge") for p in again]
    push(s, *steps, ("visit_judge", TABLE, {**args, "totals": kept, "running": running}))


def _nothing(s: FeudalityState, card: EventCard, events: Events) -> None:
    """The King is away (FE-A34): nothing at all."""


def _black_death(s: FeudalityState, card: EventCard, events: Events) -> None:
    for seat in s.order():
        _lose(s, seat, card.number("vp"), "black_death", events)


def _bandits(s: FeudalityState, card: EventCard, events: Events) -> None:
    steps = []
    for seat in s.order():
        if holdings.top_level(s, seat) is None:
            events.append(BanditsIgnore(seat))
        else:
            steps.append(roll_step(seat, 2, "bandits", "bandits_rolled", {"bonus": card.number("bonus")}))
    push(s, *steps)


def _bandits_rolled(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    total = sum(int(d) for d in args["dice"]) + int(args["bonus"])
    defence = holdings.defence(s, seat)
    events.append(BanditsAttack(seat, total, defence))
    margin = total - defence
    if margin <= 0:
        events.append(BanditsRepelled(seat))
    elif margin < s.data.numbers.heavy_margin:
        push(s, payments.pay(s, seat, margin, "bandits"))
    else:
        square = holdings.space_square(s, seat, s.data.keep.spaces[0])
        piece = holdings.remove_at(s, seat, square)
        events.append(payments.TileLost(seat, piece, square, "bandits"))


def _queen_tours(s: FeudalityState, card: EventCard, events: Events) -> None:
    push(s, *(payments.take(seat, card.number("resources"), "queen_tours") for seat in s.order()))


def _queen_pity(s: FeudalityState, card: EventCard, events: Events) -> None:
    vps = [baron.vp for baron in s.barons]
    low, high = min(vps), max(vps)
    if low == high:
        events.append(QueenRidesOn(TABLE))
        return
    n = card.number("vp")
    for seat in s.order():
        if vps[seat] == high:
            _lose(s, seat, n, "queen_pity", events)
        elif vps[seat] == low:
            _gain(s, seat, n, "queen_pity", events)


def _festival(s: FeudalityState, card: EventCard, events: Events) -> None:
    event_type, _ = current(s)
    for seat in s.order():
        _lose(s, seat, card.number("vp"), "festival", events)
    poor = poorest(s)
    steps: list[tuple[str, int, dict[str, Any]]] = []
    if len(poor) > 1 and s.options("festival_ties") == "senior_breaks":
        steps.append(("festival_poorest", s.senior, {"among": poor}))
    else:
        steps += [payments.take(seat, 1, "festival") for seat in poor]
    steps.append(("festival_bag", TABLE, {}))
    steps += [payments.take(seat, 1, "festival") for seat in s.order()]
    if event_type.reshuffles:
        steps.append(("festival_reshuffle", TABLE, {}))
    push(s, *steps)


def _festival_bag(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    n = len(s.discard)
    s.bag.extend(s.discard)
    s.discard = []
    s.rng.shuffle(s.bag)
    events.append(TilesToBag(TABLE, n))


def _festival_reshuffle(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    reshuffle(s, events)


def _rats(s: FeudalityState, card: EventCard, events: Events) -> None:
    push(s, ("rats_fief", s.senior, {"vp": card.number("vp")}))


def _pied_piper(s: FeudalityState, card: EventCard, events: Events) -> None:
    if s.rats < 0:
        events.append(PiperPlaysOn(TABLE))
        return
    choices = piper_choices(s)
    if len(choices) == 1:
        _move_rats(s, choices[0], card.number("vp"), events)
    else:
        push(s, ("piper_fief", s.senior, {"vp": card.number("vp")}))


def _move_rats(s: FeudalityState, seat: int, vp: int, events: Events) -> None:
    old = s.rats
    s.rats = seat
    events.append(RatsMoved(seat, old))
    _gain(s, old, vp, "pied_piper", events)
    _lose(s, seat, vp, "pied_piper", events)


def _monster(s: FeudalityState, card: EventCard, events: Events) -> None:
    push(s, ("monster_victim", s.senior, {}))


def _monster_attack(s: FeudalityState, victim: int, events: Events) -> None:
    event_type, card = current(s)
    dice = holdings.roll(s, 2)
    bonus = card.number("bonus")
    total = sum(dice) + bonus
    defence = holdings.defence(s, victim)
    events.append(MonsterAttacks(victim, event_type.id, int(s.event[1]), dice, bonus, total, defence))
    if total <= defence:
        vp = s.data.numbers.monster_repelled_vp
        holdings.gain_vp(s, victim, vp)
        events.append(MonsterRepelled(victim, vp))
        return
    events.append(MonsterBrokeIn(victim))
    if card.params.get("mild_by_option") is True and s.options("red_dragon") == "lose_vp":
        _lose(s, victim, MILD_VP, "monster", events)
        return
    white, colour = holdings.roll(s, 2)
    square = square_name(white - 1, colour - 1)
    events.append(MonsterLanded(victim, white, colour, square))
    piece = holdings.piece_at(s, victim, square)
    if piece:
        holdings.remove_at(s, victim, square)
        events.append(payments.TileLost(victim, piece, square, "monster"))
        return
    keep = s.barons[victim].keep
    if keep is not None and square in keep.spaces and s.options("empty_keep_space") == "spared":
        events.append(MonsterLeft(victim, square))
        return
    beside = places.neighbours(s, square)
    among = tuple(q for q in holdings.losable(s, victim) if q in beside)
    if among:
        push(s, payments.lose(s.senior, victim, 1, "monster", among))
    else:
        events.append(MonsterLeft(victim, square))


RESOLVE = {
    "tournament": _tournament,
    "war": _war,
    "tax": _tax,
    "famine": _famine,
    "visit": _visit,
    "nothing": _nothing,
    "black_death": _black_death,
    "bandits": _bandits,
    "queen_tours": _queen_tours,
    "queen_pity": _queen_pity,
    "festival": _festival,
    "rats": _rats,
    "pied_piper": _pied_piper,
    "monster": _monster,
}

AUTOMATIC = {
    "events": _events,
    "event_end": _event_end,
    "tournament_rolled": _tournament_rolled,
    "tournament_judge": _tournament_judge,
    "visit_rolled": _visit_rolled,
    "visit_judge": _visit_judge,
    "bandits_rolled": _bandits_rolled,
    "festival_bag": _festival_bag,
    "festival_reshuffle": _festival_reshuffle,
}


# =========================================================================== decisions
def options(s: FeudalityState, step: str, args: dict[str, Any]) -> tuple[Action, ...]:
    if step == "tournament_enter":
        return (EnterTournament(), StayOut())
    if step == "festival_poorest":
        return tuple(PickBaron(int(p)) for p in args["among"])
    if step == "piper_fief":
        return tuple(PickBaron(p) for p in piper_choices(s))
    return tuple(PickBaron(p) for p in range(s.seats))


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    step, seat = str(s.queue[0][0]), int(s.queue[0][1])
    args = first_args(s)
    said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
    name = s.config.seats[seat].name
    if step == "tournament_enter":
        event_type, _ = current(s)
        prompt = m(
            "feudality.prompt.tournament_enter",
            name=name,
            event=card_name(s.data, event_type.id, int(s.event[1])),
            champion=int(args["champion"]),
            tile=said.tile(str(args["unit"])),
        )
    elif step == "festival_poorest":
        among = tuple(int(p) for p in args["among"])
        prompt = m("feudality.prompt.festival_poorest", name=name, barons=barons_words(said, among))
    elif step == "rats_fief":
        prompt = m("feudality.prompt.rats_fief", name=name)
    elif step == "piper_fief":
        prompt = m("feudality.prompt.piper_fief", name=name, owner=said.seat(s.rats))
    else:
        event_type, _ = current(s)
        prompt = m(
            "feudality.prompt.monster_victim", name=name, event=card_name(s.data, event_type.id, int(s.event[1]))
        )
    return Decision(seat, step, prompt, options(s, step, args), interrupt=seat != s.senior)


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    """Take a legal answer to the step under way (the caller runs what follows)."""
    step = s.step
    args = first_args(s)
    s.queue.pop(0)
    if isinstance(action, EnterTournament):
        events.append(EnteredTournament(seat))
        push(s, later_step(s, seat, 1, "tournament", "tournament_rolled", before="tournament_judge"))
    elif isinstance(action, StayOut):
        events.append(StayedOut(seat))
    elif isinstance(action, PickBaron):
        if step == "festival_poorest":
            push(s, payments.take(action.seat, 1, "festival"))
        elif step == "rats_fief":
            s.rats = action.seat
            events.append(RatsSent(action.seat))
            _lose(s, action.seat, int(args["vp"]), "rats", events)
        elif step == "piper_fief":
            _move_rats(s, action.seat, int(args["vp"]), events)
        else:
            _monster_attack(s, action.seat, events)


def problem(s: FeudalityState, seat: int, action: Action) -> Message | None:
    """Why a pick of the Senior's is refused, in the rules' words."""
    if not isinstance(action, PickBaron) or s.step not in DECIDED:
        return None
    if not 0 <= action.seat < s.seats:
        return m("feudality.refusal.no_baron")
    said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
    if s.step == "piper_fief" and action.seat == s.rats:
        return m("feudality.refusal.rats_stay")
    if s.step == "festival_poorest":
        return m("feudality.refusal.not_poorest", seat=said.seat(action.seat))
    return None


#: the Senior's pick in words, by the step it answers
PICK_IDS: dict[str, str] = {
    "festival_poorest": N_("feudality.action.pick_poorest"),
    "rats_fief": N_("feudality.action.pick_rats"),
    "piper_fief": N_("feudality.action.pick_rats"),
    "monster_victim": N_("feudality.action.pick_victim"),
}


def describe(s: FeudalityState, action: Action) -> Message | None:
    if isinstance(action, EnterTournament):
        return m("feudality.action.enter_tournament")
    if isinstance(action, StayOut):
        return m("feudality.action.stay_out")
    if isinstance(action, PickBaron):
        said = ev.Tell([c.name for c in s.config.seats], s.data, s.sides)
        return m(PICK_IDS.get(s.step, N_("feudality.action.pick_baron")), seat=said.seat(action.seat))
    return None


__all__ = [
    "AUTOMATIC",
    "DECIDED",
    "MILD_VP",
    "NEXT",
    "PICK_IDS",
    "RESOLVE",
    "BanditsAttack",
    "BanditsIgnore",
    "BanditsRepelled",
    "ChampionRolled",
    "ChampionUnbeatable",
    "ChampionWins",
    "EightsRoll",
    "EnterTournament",
    "EnteredTournament",
    "EventDrawn",
    "EventRemoved",
    "EventsReshuffled",
    "MonsterAttacks",
    "MonsterBrokeIn",
    "MonsterLanded",
    "MonsterLeft",
    "MonsterRepelled",
    "NoEntrant",
    "PickBaron",
    "PiperPlaysOn",
    "QueenRidesOn",
    "RatsMoved",
    "RatsSent",
    "StayOut",
    "StayedOut",
    "TilesToBag",
    "TournamentTie",
    "TournamentWon",
    "VisitTie",
    "VisitTotal",
    "VisitWon",
    "VpGained",
    "VpLost",
    "apply",
    "card_name",
    "current",
    "decision",
    "describe",
    "entrant",
    "options",
    "piper_choices",
    "poorest",
    "problem",
    "reshuffle",
]
