"""A bot with a plan: gather a fief, fortify it, buy its title, repeat.

It reads only its own view and the decision's options, and always answers with one of
the options. Under Fog of War (11.2) its view shows other families' counters face down;
it then plays on a copy of the view whose face-down counters it has given likely kinds
(``fog.sample``: what each family's stock says it has on the map, dealt at random), so it
never reads a kind it could not see and never takes an unseen army for an empty one. Its choices are deterministic given its seed; ties are broken by its own
random generator so that several of them at one table do not mirror each other.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar

from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.games.fief.bots import relic_sense
from game.games.fief.rules import battle as war
from game.games.fief.rules import fog, siege
from game.games.fief.rules import titles as church
from game.games.fief.rules.actions import (
    AnswerAnnulment,
    AnswerDeal,
    AnswerMarriage,
    AnswerRansom,
    AnswerTruce,
    Assassinate,
    Besiege,
    Buy,
    BuyCardinal,
    BuyFiefTitle,
    CallOff,
    CastVotes,
    ChooseSide,
    ChooseStart,
    ClaimTitle,
    Consent,
    DeclareBattle,
    DeclareCandidate,
    Discard,
    Done,
    DrawFortune,
    DrawLord,
    Drop,
    Escape,
    Excommunicate,
    Fight,
    GiftFiefTitle,
    LoseTroops,
    Move,
    OfferTruce,
    PayRansom,
    Permit,
    PickUp,
    PlayAmbush,
    PlayDarc,
    PlayFortune,
    PlayJustice,
    PlayLord,
    PlayTax,
    PlayUprising,
    ProposeMarriage,
    Sally,
    StopUprising,
    TakeHits,
    TransferFiefTitle,
    Tunnels,
)
from game.games.fief.rules.card_effects import ASSASSINATION, JUSTICE, SECRET_PASSAGE, TAXES, UPRISING, effect_of
from game.games.fief.rules.cards import mill_value, tax_options
from game.games.fief.rules.control import all_controllers, victory_points
from game.games.fief.rules.marriage import spouse_family
from game.games.fief.rules.movement import permission_needed
from game.games.fief.rules.ransom import ransom_of
from game.games.fief.rules.state import Battle, State

if TYPE_CHECKING:
    from game.games.fief.rules.board import Board

T = TypeVar("T")


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=11)
        self._resting: set[tuple[int, int, str]] = set()  # (round, seat, lord) that stop moving
        self._fought: set[tuple[int, int, str]] = set()  # (round, seat, village) where it declared a battle
        self._asked: set[tuple[int, int, str]] = set()  # (round, seat, bishop) whose biretta it asked the Pope for

    def choose(self, view: State, decision: Decision) -> Action:
        options = decision.options
        if len(options) == 1:
            return options[0]
        view = self._guess(view, decision.seat)
        action = relic_sense.choose(view, decision) or self._opportunity(view, decision)
        if action is None:
            chooser = getattr(self, f"_{decision.kind}", None)
            action = chooser(view, decision) if chooser else None
        if action is None or action not in options:
            action = Done() if Done() in options else self.rng.choice(options)
        return action

    # ------------------------------------------------------------------ helpers
    def _guess(self, view: State, seat: int) -> State:
        """The view itself, or under Fog of War a copy whose face-down counters have
        been given kinds consistent with what the view shows."""
        if not fog.fog(view) or view.viewer is None:
            return view
        guess = view.clone()
        fog.sample(guess, seat, self.rng)
        guess.cache.clear()
        return guess

    def _pick(self, items: Sequence[T]) -> T | None:
        return items[self.rng.below(len(items))] if items else None

    @staticmethod
    def _target_fiefs(s: State, seat: int, ctrl: dict[str, int | None]) -> list[int]:
        """Fiefs worth gathering, best first: most of it already ours, then smallest."""
        board = s.data.board
        scored = []
        for n, fief in board.fiefs.items():
            holder = s.fief_titles.get(n)
            if holder is not None and s.lords[holder].family == seat:
                continue
            ours = sum(1 for v in fief.villages if ctrl[v] == seat)
            enemy = sum(1 for v in fief.villages if ctrl[v] not in (None, seat))
            scored.append((-(ours - 1.5 * enemy) / len(fief.villages), len(fief.villages), n))
        scored.sort()
        return [n for *_, n in scored]

    # ------------------------------------------------------------------ decisions
    def _choose_start(self, s: State, d: Decision) -> Action | None:
        board = s.data.board
        taken = [v for v, vs in s.villages.items() if vs.present]
        best, best_score = None, None
        for option in d.options:
            if not isinstance(option, ChooseStart):  # every option of this decision is one
                continue
            v = option.village
            fief = board.fiefs[board.villages[v].fief]
            distance = min((_distance(board, v, t) for t in taken), default=6)
            rivals = sum(1 for t in taken if board.villages[t].fief == board.villages[v].fief)
            score = min(distance, 4) * 2 - len(fief.villages) - 4 * rivals + self.rng.below(100) / 100
            if best_score is None or score > best_score:
                best, best_score = option, score
        return best

    def _purchase(self, s: State, d: Decision) -> Action | None:
        seat = d.seat
        fam = s.families[seat]
        gifts = [o for o in d.options if isinstance(o, GiftFiefTitle) and s.lords[o.lord].family == seat]
        if gifts:  # a royal gift to its own lord: a free victory point (1.8)
            return gifts[0]
        birettas = [
            o
            for o in d.options
            if isinstance(o, BuyCardinal)
            and s.lords[o.bishop].family == seat
            and (s.round, seat, o.bishop) not in self._asked
        ]
        if birettas and fam.deniers >= 8:  # a Cardinal votes for the Pope (4.4, 1.7)
            self._asked.add((s.round, seat, birettas[0].bishop))  # a Pope who refused is not asked again this round
            return birettas[0]
        titles = [o for o in d.options if isinstance(o, BuyFiefTitle)]
        if titles:
            lords = {o.lord: len(s.lords[o.lord].fief_titles) for o in titles}
            titles.sort(key=lambda o: (lords[o.lord], -len(s.data.board.fiefs[o.fief].villages)))
            return titles[0]
        transfers = [o for o in d.options if isinstance(o, TransferFiefTitle) and not s.lords[o.to_lord].fief_titles]
        if transfers:
            return transfers[0]
        ctrl = all_controllers(s)
        targets = self._target_fiefs(s, seat, ctrl)
        costs = s.data.costs
        # a stronghold in the fief we are gathering, once we hold half of it
        for fief in targets[:2]:
            villages = s.data.board.fiefs[fief].villages
            ours = [v for v in villages if ctrl[v] == seat]
            has_keep = any(s.villages[v].stronghold or s.villages[v].fortified for v in villages)
            if not has_keep and len(ours) * 2 >= len(villages):
                for v in ours:
                    if Buy("stronghold", v) in d.options:
                        return Buy("stronghold", v)
        reserve = costs.stronghold if fam.deniers >= costs.stronghold else 0
        lords_at = [s.lords[lid].village for lid in fam.lords if s.lords[lid].village]
        here = [s.villages[v].troops.get(seat) for v in set(lords_at)]
        men_here = sum(t.count for t in here if t)
        if fam.deniers - costs.men_at_arms >= reserve and men_here < 6:
            buys = [o for o in d.options if isinstance(o, Buy) and o.item == "man_at_arms" and o.village in lords_at]
            if buys:
                return self._pick(buys)
        # rich enough: knights, until an army rolls three dice even before walls (6.2)
        if fam.deniers - costs.knight >= reserve + 2 * costs.stronghold:
            weak = [
                o
                for o in d.options
                if isinstance(o, Buy)
                and o.item == "knight"
                and o.village in lords_at
                and self._strength_at(s, seat, o.village) < 16
            ]
            if weak:
                return min(weak, key=lambda o: self._strength_at(s, seat, o.village))
        if fam.deniers - costs.mill >= reserve + 2:
            mills = [
                o
                for o in d.options
                if isinstance(o, Buy) and o.item == "mill" and all(f == seat for f in s.villages[o.village].present)
            ]
            if mills:
                return self._pick(mills)
        return Done()

    @staticmethod
    def _strength_at(s: State, seat: int, village: str) -> int:
        t = s.villages[village].troops.get(seat)
        return war.troop_points(t) if t is not None else 0

    def _movement(self, s: State, d: Decision) -> Action | None:
        seat = d.seat
        board = s.data.board
        ctrl = all_controllers(s)
        targets = self._target_fiefs(s, seat, ctrl)
        wanted = [v for fief in targets[:2] for v in board.fiefs[fief].villages if ctrl[v] != seat]
        for lid, march in s.marches.items():
            key = (s.round, seat, lid)
            if march.moves_left <= 0 or key in self._resting:
                continue
            here = s.lords[lid].village
            vs = s.villages[here]
            mine = vs.troops.get(seat)
            # leave one man-at-arms to hold a village we would otherwise give up
            held_by_others = mine is not None and mine.count - march.escort.count > 0
            if march.escort.count > 1 and not held_by_others and here not in (wanted or [here]):
                unit = "man_at_arms" if march.escort.men_at_arms else "knight"
                if Drop(lid, unit, 1) in d.options:
                    return Drop(lid, unit, 1)
            if march.escort.count == 0:
                free = [o for o in d.options if isinstance(o, PickUp) and o.lord == lid]
                if free:
                    best = max(free, key=lambda o: o.count if o.unit == "man_at_arms" else o.count * 2)
                    keep = best.count - 1 if best.unit == "man_at_arms" and not held_by_others else best.count
                    take = PickUp(lid, best.unit, keep) if keep >= 1 else None
                    if take is not None and take in d.options:
                        return take
            step = self._step_towards(s, lid, wanted, d)
            if step is not None:
                return step
            self._resting.add(key)
        return Done()

    def _step_towards(self, s: State, lord: str, wanted: list[str], d: Decision) -> Action | None:
        board = s.data.board
        here = s.lords[lord].village
        if not wanted or (here in wanted and len(wanted) == 1):
            return None
        goals = set(wanted) - {here}
        best, best_len = None, None
        for to in board.neighbours[here]:
            move = Move(lord, to)
            if move not in d.options or permission_needed(s, lord, to):
                continue
            if any(o != d.seat for o in s.villages[to].present) and not self._outmatches(s, lord, to):
                continue  # keep clear of families it cannot beat there
            length = _distance(board, to, goals)
            if best_len is None or length < best_len:
                best, best_len = move, length
        if best is None or best_len is None or best_len > 6:
            return None
        return best

    @staticmethod
    def _outmatches(s: State, lord: str, to: str) -> bool:
        """The lord and his escort would roll more dice than everyone else in ``to``
        together, walls counted, and leave the lord's home village in no danger."""
        seat = s.lords[lord].family
        march = s.marches.get(lord)
        if march is None or not march.escort.count:
            return False
        ours = war.dice_for_strength(s, 1 + war.troop_points(march.escort))
        vs = s.villages[to]
        others = [o for o in vs.present if o != seat]
        theirs = Battle(to, [[seat], others])
        points = war.side_strength(s, theirs, 1)
        penalty = war.base_penalty(s, theirs)
        if penalty and ours > war.dice_for_strength(s, points) and not siege.besieged(s, to):
            return True  # walls it cannot storm yet: it lays siege, and its engine cancels them (6.4)
        return ours - penalty >= war.dice_for_strength(s, points) + 1 or (points <= 1 and ours - penalty >= 1)

    # ------------------------------------------------------------------ war (6.0-6.4)
    @staticmethod
    def _odds(s: State, b: Battle, side: int) -> tuple[int, int]:
        """(our dice, their dice) for ``side`` of the battle."""
        return war.side_dice(s, b, side), war.side_dice(s, b, 1 - side)

    def _battles(self, s: State, d: Decision) -> Action | None:
        """Attack where it rolls more dice, counting the Holy Spear and the Grail (or only
        lords stand against it, to capture them), keeping the truces it made; lay siege to
        walls it cannot take; Done
        otherwise."""
        seat = d.seat
        best, best_score = None, 0
        for o in d.options:
            if not isinstance(o, DeclareBattle) or (s.round, seat, o.village) in self._fought:
                continue
            if war.at_truce(s, seat, o.target):
                continue
            b = Battle(o.village, [[seat], [o.target]])
            ours, theirs = self._odds(s, b, 0)
            ours += relic_sense.attack_edge(s, b)
            if war.side_troops(s, b, 1) == 0:
                score = 50  # lone lords are taken captive at once (6.0)
            elif ours > theirs:
                score = 10 * (ours - theirs) + war.side_strength(s, b, 0) - war.side_strength(s, b, 1)
            else:
                continue
            if score > best_score:
                best, best_score = o, score
        if best is not None:
            self._fought.add((s.round, seat, best.village))
            return best
        sieges = [o for o in d.options if isinstance(o, Besiege)]
        return sieges[0] if sieges else Done()

    def _battle(self, s: State, d: Decision) -> Action | None:
        """Ambush a titled enemy lord; dig under walls that cost dice; call off an attack
        that rolls nothing; offer a truce when outmatched; fight on otherwise."""
        b = s.battle
        if b is None:
            return Fight()
        seat = d.seat
        side = war.side_of(b, seat)
        ambushes = [o for o in d.options if isinstance(o, PlayAmbush)]
        if ambushes:
            return max(ambushes, key=lambda o: ransom_of(s, o.target))
        if Tunnels() in d.options:
            return Tunnels()
        ours, theirs = self._odds(s, b, side)
        if ours == 0 and CallOff() in d.options:
            return CallOff()
        if ours < theirs:
            truces = [o for o in d.options if isinstance(o, OfferTruce)]
            if truces:
                keep = [o for o in truces if o.control == seat]
                return (keep or truces)[0]
        return Fight()

    def _truce(self, s: State, d: Decision) -> Action | None:
        """Accept a truce that leaves it the village, or when outmatched."""
        b = s.battle
        if b is None or not b.truce:
            return AnswerTruce(True)
        ours, theirs = self._odds(s, b, war.side_of(b, d.seat))
        return AnswerTruce(b.truce[1] == d.seat or ours <= theirs)

    def _battle_side(self, s: State, d: Decision) -> Action | None:
        """Join the side facing the leader in points when that tips the dice; else stay out."""
        b = s.battle
        if b is None:
            return ChooseSide(-1)
        points = victory_points(s)
        leader = max(range(s.n), key=lambda i: (points[i], -i))
        for side in (0, 1):
            if leader in b.sides[1 - side] and leader != d.seat:
                joined = Battle(b.village, [list(x) for x in b.sides])
                joined.sides[side].append(d.seat)
                ours, theirs = self._odds(s, joined, side)
                if ours > theirs:
                    return ChooseSide(side)
        return ChooseSide(-1)

    def _casualties(self, s: State, d: Decision) -> Action | None:
        """Allies' men before its own, men-at-arms before knights, untitled lords
        before titled ones."""
        seat = d.seat

        def cost(o: TakeHits) -> tuple[float, ...]:
            loss = sum((4 * k + m) * (1 if who == seat else 0.4) for who, k, m in o.losses)
            lords = sum(5 + 10 * war.titled(s, lord) for lord in o.killed)
            return (lords, loss)

        hits = [o for o in d.options if isinstance(o, TakeHits)]
        return min(hits, key=cost) if hits else None

    def _sally(self, s: State, d: Decision) -> Action | None:
        """Come out and fight only with more dice than the besieger in the open."""
        b = s.battle
        if b is None:
            return Sally(False)
        open_field = Battle(b.village, [list(x) for x in b.sides], sallied=True)
        ours, theirs = self._odds(s, open_field, 1)
        return Sally(ours > theirs)

    def _ransom(self, s: State, d: Decision) -> Action | None:
        """Pay every full ransom it can, the lord entering in a village it controls; with
        too little, offer all it has once."""
        pays = [o for o in d.options if isinstance(o, PayRansom)]
        if not pays:
            return Done()
        ctrl = all_controllers(s)
        full = [o for o in pays if o.amount == ransom_of(s, o.lord)]
        pool = full or [o for o in pays if o.amount == max(p.amount for p in pays if p.lord == o.lord) and o.amount > 0]
        if not pool:
            return Done()
        return max(pool, key=lambda o: (ctrl.get(o.village) == d.seat, o.amount))

    # ------------------------------------------------------------------ marriages (1.1, 7.2)
    def _marriage(self, s: State, d: Decision) -> Action | None:
        """With alliances possible and a point or more, offer a marriage to the family
        with the most points among those with no more than its own."""
        offers = [o for o in d.options if isinstance(o, ProposeMarriage)]
        points = victory_points(s)
        if not offers or s.n < s.data.victory.alliance_min_families or points[d.seat] < 1:
            return Done()

        def other(o: ProposeMarriage) -> int:
            fams = {s.lords[o.lord].family, s.lords[o.lady].family}
            return next(f for f in fams if f != d.seat)

        fitting = [o for o in offers if points[other(o)] <= points[d.seat]]
        return max(fitting, key=lambda o: points[other(o)]) if fitting else Done()

    def _marriage_offer(self, s: State, d: Decision) -> Action | None:
        """Accept a marriage from a family with no more points than its own, or any in a
        game too small for alliances."""
        if not s.marriage_offer:
            return AnswerMarriage(False)
        points = victory_points(s)
        return AnswerMarriage(
            s.n < s.data.victory.alliance_min_families or points[s.marriage_offer[0]] <= points[d.seat]
        )

    # ------------------------------------------------------------------ elections (1.3-1.8)
    def _candidate(self, s: State, d: Decision) -> Action | None:
        """Always put a lord forward: for Bishop the one with fewest fief titles, for Pope
        a Cardinal first, for King the one with most fief titles."""
        offers = [o for o in d.options if isinstance(o, DeclareCandidate)]
        if not offers or s.election is None:
            return Done()
        office = s.election.office
        if office == "king":
            return max(offers, key=lambda o: len(s.lords[o.lord].fief_titles))
        if office == "pope":
            return max(offers, key=lambda o: o.lord in s.cardinals)
        return min(offers, key=lambda o: len(s.lords[o.lord].fief_titles))

    def _vote(self, s: State, d: Decision) -> Action | None:
        """FOR its own candidate, else the candidate of the family with fewest points if
        that family has no more than its own; the DECOY on another candidate to blur the
        count."""
        el = s.election
        if el is None:
            return None
        points = victory_points(s)
        mine = el.candidates.get(d.seat, "")
        support = mine
        if not support:
            others = sorted(el.candidates.items(), key=lambda kv: (points[kv[0]], kv[0]))
            if others and points[others[0][0]] <= points[d.seat]:
                support = others[0][1]
        decoys = [lid for lid in sorted(set(el.candidates.values())) if lid != support]
        decoy = self._pick(decoys) or ""
        choice = CastVotes(support, decoy)
        return choice if choice in d.options else CastVotes(support, "")

    # ------------------------------------------------------------------ diplomacy (8.0)
    def _deal(self, s: State, d: Decision) -> Action | None:
        """Accept a deal that brings at least as much as it costs: a denier counts 1, a
        card 2, a village's control 2, a lord's freedom 4; a truce costs 3 when it
        outnumbers the proposer somewhere they both stand, else nothing. Asked for cards, it
        gives the ones it would miss least: Fortune cards before opportunity cards."""
        deal = s.deal
        if deal is None:
            return AnswerDeal(False)
        gain = deal.give_deniers + 2 * len(deal.give_cards) + 2 * len(deal.villages) + 4 * len(deal.free)
        cost = deal.take_deniers + 2 * deal.take_cards + 4 * len(deal.ask_free)
        if deal.truce and any(
            self._strength_at(s, d.seat, v) > self._strength_at(s, deal.proposer, v)
            for v, vs in s.villages.items()
            if d.seat in vs.present and deal.proposer in vs.present
        ):
            cost += 3
        accepts = [o for o in d.options if isinstance(o, AnswerDeal) and o.accept]
        if gain < cost or not accepts:
            return AnswerDeal(False)
        keep = (ASSASSINATION, JUSTICE, SECRET_PASSAGE)
        return min(accepts, key=lambda o: sum(effect_of(s.data, c) in keep for c in o.cards))

    def _annulment(self, s: State, d: Decision) -> Action | None:
        """As Pope, break an alliance that has more points than its own family."""
        asker = s.annulment
        if asker is None:
            return AnswerAnnulment(False)
        points = victory_points(s)
        partner = spouse_family(s, asker)
        together = points[asker] + (points[partner] if partner is not None else 0)
        return AnswerAnnulment(together > points[d.seat])

    def _excommunicate(self, s: State, d: Decision) -> Action | None:
        """As Pope, excommunicate the leading family's highest churchman, who loses his
        see (1.7), once that family has 2 points."""
        points = victory_points(s)
        targets = [
            o
            for o in d.options
            if isinstance(o, Excommunicate)
            and s.lords[o.lord].family != d.seat
            and points[s.lords[o.lord].family] >= 2
            and church.ecclesiastic(s, o.lord)
        ]
        if not targets:
            return None
        return max(targets, key=lambda o: (points[s.lords[o.lord].family], o.lord in s.cardinals))

    def _ransom_offer(self, s: State, d: Decision) -> Action | None:
        """Take a lower ransom of at least half the full sum."""
        offer = s.ransom
        if offer is None:
            return AnswerRansom(False)
        return AnswerRansom(2 * offer.amount >= ransom_of(s, offer.lord))

    def _permission(self, s: State, d: Decision) -> Action | None:
        req = s.request
        if req is None:
            return Permit(True)
        asker = s.lords[req.lord].family
        points = victory_points(s)
        return Permit(points[asker] < max(1, points[d.seat]))

    def _draw(self, s: State, d: Decision) -> Action | None:
        """Draw a Lord card while the family has room for another lord, then Fortune
        cards up to the hand limit (2.1)."""
        fam = s.families[d.seat]
        lords_in_hand = sum(
            1 for c in fam.hand if s.data.lord_cards.get(c) is not None and s.data.lord_cards[c].kind == "lord"
        )
        room = s.data.rules.lords_per_family - len(fam.lords) - lords_in_hand
        for o in d.options:
            if isinstance(o, Discard) and not self._keeps(s, d.seat, o.card, room):
                return o
        if room > 0 and DrawLord() in d.options:
            return DrawLord()
        if DrawFortune() in d.options:
            return DrawFortune()
        return Done()

    @staticmethod
    def _keeps(s: State, seat: int, card: str, room: int) -> bool:
        """Whether a card is worth its place in the hand: a lord while there is room for
        one, d'Arc, Assassination, Justice, Secret Passage, Uprising, a mill bonus, or Taxes the
        family's lords can levy."""
        lord_card = s.data.lord_cards.get(card)
        if lord_card is not None:
            return (lord_card.kind == "lord" and room >= 0) or lord_card.kind == "darc"
        fortune = s.data.fortune_cards.get(card)
        if fortune is None:
            return False
        if fortune.effect in (ASSASSINATION, JUSTICE, SECRET_PASSAGE, UPRISING):
            return True
        if fortune.effect == TAXES:
            return bool(tax_options(s, seat))
        return fortune.mill_bonus > 0

    def _play_cards(self, s: State, d: Decision) -> Action | None:
        """A Lord card where the family has the most troops (2.4.1); then the Fortune
        card or tax worth the most deniers to the family, if any is worth something."""
        plays = [o for o in d.options if isinstance(o, PlayLord)]
        if plays:

            def strength(o: PlayLord) -> int:
                t = s.villages[o.village].troops.get(d.seat)
                return t.count if t is not None else 0

            return max(plays, key=strength)
        ctrl = all_controllers(s)
        scored = [
            (self._worth(s, d.seat, o, ctrl), i, o)
            for i, o in enumerate(d.options)
            if isinstance(o, (PlayFortune, PlayTax))
        ]
        scored = [x for x in scored if x[0] > 0]
        return max(scored)[2] if scored else Done()

    @staticmethod
    def _worth(s: State, seat: int, o: Action, ctrl: dict[str, int | None]) -> int:
        """Deniers (roughly) a card play brings the family this round (``ctrl``: who
        controls each village)."""
        board = s.data.board

        def own_mills(b: int) -> int:
            return sum(
                s.villages[v].mills for v, owner in ctrl.items() if owner == seat and board.villages[v].bishopric == b
            )

        if isinstance(o, PlayFortune):
            card = s.data.fortune_cards[o.card]
            lying = s.lying.get(o.bishopric, [])
            if card.cancels and card.cancels in lying:
                # Ending a Famine saves the family's mills; ending Heavy Rain frees its lords.
                lords_there = sum(
                    1
                    for lid in s.families[seat].lords
                    if s.lords[lid].village and board.villages[s.lords[lid].village].bishopric == o.bishopric
                )
                return own_mills(o.bishopric) * s.data.rules.income_per_mill + lords_there
            return own_mills(o.bishopric) * card.mill_bonus
        if isinstance(o, PlayTax):
            if o.tax == "tallage":
                return s.data.rules.tallage_per_village * len(board.fiefs[o.target].villages)
            targets = [o.target] if o.target else list(s.bishops)
            total = 0
            for b in targets:
                mills = sum(
                    s.villages[v].mills
                    for v, owner in ctrl.items()
                    if owner is not None and owner != seat and board.villages[v].bishopric == b
                )
                total += mills * mill_value(s, b)
            return total
        return 0

    def _consent(self, s: State, d: Decision) -> Action | None:
        """As Pope, consent only to Cardinals of its own family (1.7)."""
        req = s.cardinal_request
        return Consent(req is not None and s.lords[req.bishop].family == d.seat)

    def _join_uprising(self, s: State, d: Decision) -> Action | None:
        """Calm a mob that attacks its own troops, a Cardinal's envoys first (1.4, 1.5)."""
        up = s.uprising
        if up is None or up.first != d.seat:
            return Done()
        stops = sorted((o for o in d.options if isinstance(o, StopUprising)), key=lambda o: not o.as_cardinal)
        return stops[0] if stops else Done()

    def _react(self, s: State, d: Decision) -> Action | None:
        """Always escape an Assassination when it can (10.2.3)."""
        return Escape() if Escape() in d.options else Done()

    def _opportunity(self, s: State, d: Decision) -> Action | None:
        """Opportunity cards: d'Arc on one of its own ladies; Justice on another family's
        assassin; Assassination of the leader's titled lord once the leader has 2 points,
        sponsored by its own least titled lord, or an Uprising where the leader has troops
        and no stronghold (9.1, 10.1, 10.3, 10.4); as Pope, an excommunication (1.7)."""
        seat = d.seat
        excommunication = self._excommunicate(s, d)
        if excommunication is not None:
            return excommunication
        for o in d.options:
            if isinstance(o, PlayDarc) and s.lords[o.lady].family == seat:
                return o
            if isinstance(o, PlayJustice) and s.lords[o.target].family != seat:
                return o
        attacks = [o for o in d.options if isinstance(o, Assassinate)]
        risings = [o for o in d.options if isinstance(o, PlayUprising)]
        if not attacks and not risings:
            return None
        points = victory_points(s)
        leader = max((p, -i) for i, p in enumerate(points) if i != seat)
        leader_seat = -leader[1]
        if leader[0] < 2:
            return None
        against = [o for o in risings if o.first == leader_seat and not s.villages[o.village].stronghold]
        if against:
            return against[0]
        titled = [o for o in attacks if s.lords[o.target].family == leader_seat and s.lords[o.target].fief_titles]
        if not titled:
            return None
        return min(titled, key=lambda o: (-len(s.lords[o.target].fief_titles), len(s.lords[o.sponsor].fief_titles)))

    def _lose_troops(self, s: State, d: Decision) -> Action | None:
        """Lose men-at-arms before knights (2.3.3)."""
        losses = [o for o in d.options if isinstance(o, LoseTroops)]
        return min(losses, key=lambda o: (o.knights, -o.men_at_arms)) if losses else None

    def _pillage(self, s: State, d: Decision) -> Action | None:
        return Done()

    def _claim_title(self, s: State, d: Decision) -> Action | None:
        claims = [o for o in d.options if isinstance(o, ClaimTitle)]
        claims.sort(key=lambda o: len(s.lords[o.lord].fief_titles))
        return claims[0] if claims else None


def _distance(board: Board, start: str, goals: str | Iterable[str]) -> int:
    """Roads from start to the nearest goal (a village id or a set of them)."""
    targets = {goals} if isinstance(goals, str) else set(goals)
    if start in targets:
        return 0
    seen = {start}
    frontier = deque([(start, 0)])
    while frontier:
        v, dist = frontier.popleft()
        for w in board.neighbours[v]:
            if w in targets:
                return dist + 1
            if w not in seen:
                seen.add(w)
                frontier.append((w, dist + 1))
    return 99
