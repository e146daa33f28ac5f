"""Ortus Regni's heuristic computer player.

It designs a deck for war and land (Castles to spread its Fiefs, Lands and a Market Town
to field and recruit Army cards, Lords to defend and seize, Champions and Mercenaries to
hit hard, a Treachery and Allies for the politics, sized to the table) and plays it from
its view with a few rules of thumb:

- free first: every Army card it can garrison; surplus Hand cards laid as Towers;
- an Attack when its force outweighs what the defender can show (his Lords, Mercenaries,
  garrisons, the Royal Army, as many Reserve cards as his Lands let him field, and his
  Towers for a Raid or a Siege): a Siege that should break the Castle, else a Raid;
- otherwise building: a Castle while it has few Fiefs, a Land beside a Market Town, a
  Lord in an empty Castle, a Mercenary, a Recruit, an Assassin's Treachery on a rich Fief;
- in battle it fields what fights without losing a Hand card (Champions excepted), takes
  hits in the rulebook's order (King, Hand cards, Lords, Army, the Mercenary last), ransoms
  a Prince or a Champion with its cheapest Property, always answers Treachery and
  Intrigue with Allies, and jousts only with a Banner's way out when it has one.

No trial games: every decision is a few passes over its options.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import (
    Ante,
    Attach,
    Attack,
    Banner,
    Banquet,
    ChurchDecides,
    Commit,
    Concede,
    DesignAdd,
    DesignDone,
    DesignRemove,
    Destroy,
    Direct,
    EndTurn,
    Field,
    FieldDone,
    Garrison,
    Give,
    Hit,
    Install,
    Intrigue,
    NoAllies,
    OptOut,
    PlaceCastle,
    PlaceGained,
    PlaceMercenary,
    PlayAllies,
    Ransom,
    RansomDone,
    Recruit,
    Seize,
    SeizeDone,
    Tilt,
    Tower,
    Treachery,
    Yield,
)
from game.games.ortus_regni.rules.combat import parse
from game.games.ortus_regni.rules.state import OrtusState

#: the deck it builds, by role (24 cards)
DECK = {
    "castle": 3,
    "land": 5,
    "market_town": 2,
    "prince": 1,
    "vassal": 4,
    "champion": 3,
    "mercenary": 2,
    "treachery": 2,
    "allies": 1,
    "banquet": 1,
}
#: how much a card is worth keeping, by role (the lowest go first: Towers, hits, gifts)
KEEP = {
    "palace": 99,
    "castle": 9,
    "land": 8,
    "market_town": 7,
    "cathedral": 6,
    "church": 3,
    "prince": 7,
    "champion": 7,
    "vassal": 6,
    "mercenary": 6,
    "treachery": 5,
    "allies": 5,
    "intrigue": 4,
    "banquet": 4,
    "monk": 2,
    "banner": 2,
    "army": 3,
    "viking": 1,
}
#: the Hand it keeps; above it, the cheapest cards become Towers
HAND = 5
#: the order hits are taken in (OR 4.12.7): the King, Hand cards, Lords, Army, Mercenary
HIT_ORDER = {"king": 0, "hand": 1, "lord": 2, "viking": 3, "reserve": 3, "royal": 3, "garrison": 3, "merc": 5}


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=23)

    def choose(self, view: OrtusState, decision: Decision) -> Action:
        options = decision.options
        if len(options) == 1:
            return options[0]
        handler = getattr(self, "on_" + decision.kind, None)
        choice = handler(view, decision.seat, options) if handler is not None else None
        if choice is None or choice not in options:
            fallback = [o for o in options if not isinstance(o, Concede)]
            choice = fallback[0] if fallback else options[0]
        return choice

    # ------------------------------------------------------------------ reading
    @staticmethod
    def keep(s: OrtusState, card: int) -> int:
        return KEEP.get(s.role(card), 3)

    @staticmethod
    def force(s: OrtusState, seat: int) -> int:
        """The damage an Earl can field without his Hand (what others can see)."""
        earl = s.earls[seat]
        total = sum(tb.sends(s, f.lord) for f in earl.fiefs if f.lord is not None)
        total += sum(
            tb.sends(s, m.card) + (tb.sends(s, m.garrison) if m.garrison is not None else 0) for m in earl.mercenaries
        )
        if s.king == seat:
            total += s.data.numbers.king_sends + sum(tb.sends(s, c) for c in s.royal if c is not None)
        reserve = min(len(earl.reserve), tb.field_capacity(s, seat))
        mine = sorted((tb.sends(s, c) for c in earl.reserve if s.kind(c)), reverse=True)
        total += sum(mine[:reserve]) if mine else reserve * 1
        return total

    @staticmethod
    def bodies(s: OrtusState, seat: int) -> int:
        """The units an Earl can field without his Hand (each absorbs a point)."""
        earl = s.earls[seat]
        n = sum(1 for f in earl.fiefs if f.lord is not None)
        n += sum(1 + (m.garrison is not None) for m in earl.mercenaries)
        if s.king == seat:
            n += 1 + sum(1 for c in s.royal if c is not None)
        return n + min(len(earl.reserve), tb.field_capacity(s, seat))

    def my_force(self, s: OrtusState, seat: int) -> int:
        champions = sum(tb.sends(s, c) for c in s.earls[seat].hand if s.role(c) == "champion")
        return self.force(s, seat) + champions

    # ------------------------------------------------------------------ design
    def on_design(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        design = s.earls[seat].design
        target = dict.fromkeys(s.data.deck_types, 0)
        for role, n in DECK.items():
            types = s.data.of_role(role)
            if types:
                target[types[0]] += n
        for t, n in target.items():
            if design.get(t, 0) > n and DesignRemove(t) in options:
                return DesignRemove(t)
        for t, n in target.items():
            if design.get(t, 0) < n and DesignAdd(t) in options:
                return DesignAdd(t)
        if DesignDone() in options:
            return DesignDone()
        return None

    # ------------------------------------------------------------------ the turn
    def on_turn(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        earl = s.earls[seat]
        garrisons = [o for o in options if isinstance(o, Garrison)]
        if garrisons:
            return max(garrisons, key=lambda o: tb.sends(s, o.card))
        action = self.best_action(s, seat, options)
        if action is not None:
            return action
        towers = [o for o in options if isinstance(o, Tower)]
        if len(earl.hand) > HAND and towers:
            return min(towers, key=lambda o: self.keep(s, o.card))
        return EndTurn()

    def best_action(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        earl = s.earls[seat]
        attack = self.attack(s, seat, [o for o in options if isinstance(o, Attack)])
        if attack is not None:
            return attack
        for o in options:
            if isinstance(o, PlaceCastle) and len(earl.fiefs) < 4:
                return o
        attaches = [o for o in options if isinstance(o, Attach)]
        for role in ("land", "market_town", "cathedral"):
            mine = [o for o in attaches if s.role(o.card) == role]
            if mine:
                return max(mine, key=lambda o: self.fief_room(s, seat, o.fief, role))
        installs = [o for o in options if isinstance(o, Install) and earl.fiefs[o.fief].lord is None]
        if installs:
            return max(installs, key=lambda o: (self.keep(s, o.card), len(earl.fiefs[o.fief].props)))
        for o in options:
            if isinstance(o, PlaceMercenary):
                return o
        if Recruit() in options and len(earl.reserve) < tb.field_capacity(s, seat) + 1:
            return Recruit()
        murders = [o for o in options if isinstance(o, Treachery) and o.mode == "assassinate"]
        if murders:
            return max(murders, key=lambda o: len(s.earls[o.target].fiefs[o.subject].props))
        steals = [o for o in options if isinstance(o, Intrigue) and o.mode == "steal_properties"]
        if steals:
            return max(steals, key=lambda o: len(s.earls[o.target].fiefs[o.subject].props))
        for o in options:
            if isinstance(o, Banquet) and len(earl.deck) > 6:
                return o
        for o in options:
            if isinstance(o, Banner) and o.mode == "crown":
                return o
        if Recruit() in options:
            return Recruit()
        return None

    def fief_room(self, s: OrtusState, seat: int, index: int, role: str) -> int:
        fief = s.earls[seat].fiefs[index]
        if role == "land":
            return 10 * tb.has_role(s, fief, "market_town") - len(fief.props)
        if role == "market_town":
            return 10 * tb.has_role(s, fief, "land") * (not tb.has_role(s, fief, "market_town"))
        return -len(fief.props)

    def attack(self, s: OrtusState, seat: int, attacks: list[Attack]) -> Action | None:
        if not attacks:
            return None
        mine = self.my_force(s, seat)
        best: tuple[float, Attack] | None = None
        for o in attacks:
            other = s.earls[o.defender]
            guard = self.bodies(s, o.defender)
            excess = mine - guard
            score = -1.0
            if o.what == "siege":
                fief = other.fiefs[o.target]
                need = tb.durability(s, fief.castle) + len(other.towers)
                if excess >= need + 1 and self.force(s, o.defender) < mine:
                    score = 10 + len(fief.props) + 5 * (len(other.fiefs) == 1)
            elif o.what == "raid":
                fief = other.fiefs[o.target]
                if excess - len(other.towers) >= 2:
                    score = 4 + min(len(fief.props), excess - len(other.towers))
            if score > 0 and (best is None or score > best[0]):
                best = (score, o)
        return best[1] if best is not None else None

    # ------------------------------------------------------------------ battles
    def on_field(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        attacking = bool(s.stack) and s.stack[-1].get("attacker") == seat
        for o in options:
            if isinstance(o, Field):
                src, card = parse(o.unit)
                if src != "hand" or (attacking and s.role(card) == "champion"):
                    return o
        return FieldDone()

    def on_hits(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        hits = [o for o in options if isinstance(o, Hit)]
        return min(hits, key=lambda o: HIT_ORDER.get(parse(o.unit)[0], 4)) if hits else None

    def on_church(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        ctx = s.stack[-1] if s.stack else {}
        if ctx.get("attacker") == seat:
            return ChurchDecides("attacker_wins")
        if ctx.get("defender") == seat:
            return ChurchDecides("defender_wins")
        return ChurchDecides("normal")

    def on_ransom(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        offers = [
            o
            for o in options
            if isinstance(o, Ransom)
            and s.role(parse(o.unit)[1]) in ("prince", "champion")
            and tb.is_property(s, o.card)
        ]
        if offers:
            return min(offers, key=lambda o: self.keep(s, o.card))
        return RansomDone()

    def on_destroy(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        return min((o for o in options if isinstance(o, Destroy)), key=lambda o: self.keep(s, o.card), default=None)

    def on_seize(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        seizes = [o for o in options if isinstance(o, Seize)]
        if not seizes:
            return SeizeDone()
        return max(seizes, key=lambda o: (self.keep(s, o.card), -o.fief))

    def on_place(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        places = [o for o in options if isinstance(o, PlaceGained)]
        if not places:
            return None
        role = s.role(places[0].card)
        return max(places, key=lambda o: self.fief_room(s, seat, o.fief, role))

    # ------------------------------------------------------------------ politics
    def on_allies(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        plays = [o for o in options if isinstance(o, PlayAllies)]
        return plays[0] if plays else NoAllies()

    def on_struggle(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        ctx = s.stack[-1] if s.stack else {}
        a, d = int(ctx.get("a", 0)), int(ctx.get("d", 0))
        attacking = ctx.get("attacker") == seat
        behind = a <= d if attacking else d < a
        commits = [o for o in options if isinstance(o, Commit)]
        if behind and commits:
            hand = [o for o in commits if o.source.startswith("hand:")]
            return hand[0] if hand else commits[0]
        return Yield()

    def on_give(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        return min(
            (o for o in options if isinstance(o, Give)),
            key=lambda o: (tb.sends(s, o.card), self.keep(s, o.card)),
            default=None,
        )

    on_tribute = on_give

    # ------------------------------------------------------------------ jousts and the Vikings
    def on_joust_enter(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        for o in options:
            if isinstance(o, OptOut):
                return o
        if Ante(-1) in options:
            return Ante(-1)
        antes = [o for o in options if isinstance(o, Ante) and o.card >= 0 and tb.is_property(s, o.card)]
        if antes:
            return min(antes, key=lambda o: self.keep(s, o.card))
        return None

    def on_joust_tilt(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        rank = {"champion": 3, "prince": 2, "vassal": 1}
        tilts = [o for o in options if isinstance(o, Tilt) and o.source.startswith("hand:")]
        tilts = [o for o in tilts if s.role(int(o.source[5:])) in rank]
        if tilts:
            return max(tilts, key=lambda o: rank[s.role(int(o.source[5:]))])
        return Tilt("")

    def on_orders(self, s: OrtusState, seat: int, options: Sequence[Action]) -> Action | None:
        strikes = [o for o in options if isinstance(o, Direct) and o.what and o.defender != seat]
        if not strikes:
            return Direct()
        leader = max((o.defender for o in strikes), key=lambda t: (len(s.earls[t].fiefs), self.force(s, t)))
        mine = [o for o in strikes if o.defender == leader]
        sieges = [o for o in mine if o.what == "siege"]
        if sieges:
            return max(sieges, key=lambda o: len(s.earls[leader].fiefs[o.target].props))
        return mine[0]


__all__ = ["DECK", "HIT_ORDER", "KEEP", "HeuristicBot"]
