"""A bot with a plan: gather a fief, fortify it, buy its title, repeat.

It reads only its own view and the decision's options, and always answers with one of
the options. Its choices are deterministic given its seed; ties are broken by its own
random generator so that several of them at one table do not mirror each other.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.fief.actions import (
    Assassinate, Buy, BuyFiefTitle, ClaimTitle, Consent, Discard, Done, DrawFortune, DrawLord, Drop, Escape,
    LoseTroops, Move, Permit, PickUp, PlayDarc, PlayFortune, PlayJustice, PlayLord, PlayTax, PlayUprising,
    StopUprising, TransferFiefTitle,
)
from game.fief.cards import TAXES, mill_value, tax_options
from game.fief.control import all_controllers, victory_points
from game.fief.movement import permission_needed
from game.fief.opportunity import ASSASSINATION, JUSTICE, SECRET_PASSAGE
from game.fief.state import State


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=11)
        self._resting: set[tuple[int, int, str]] = set()  # (round, seat, lord) that stop moving

    def choose(self, view: State, decision: Decision) -> Action:
        options = decision.options
        if len(options) == 1:
            return options[0]
        action = self._opportunity(view, decision)
        if action is None:
            chooser = getattr(self, f"_{decision.kind}", None)
            action = chooser(view, decision) if chooser else None
        if action is None or action not in options:
            action = Done() if Done() in options else self.rng.choice(options)
        return action

    # ------------------------------------------------------------------ helpers
    def _pick(self, items: list[Any]) -> Any:
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
        titles = [o for o in d.options if isinstance(o, BuyFiefTitle)]
        if titles:
            lords = {o.lord: len(s.lords[o.lord].fief_titles) for o in titles}
            titles.sort(key=lambda o: (lords[o.lord], -len(s.data.board.fiefs[o.fief].villages)))
            return titles[0]
        transfers = [o for o in d.options if isinstance(o, TransferFiefTitle)
                     and not s.lords[o.to_lord].fief_titles]
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
        men_here = sum(s.villages[v].troops.get(seat).count for v in set(lords_at) if s.villages[v].troops.get(seat))
        if fam.deniers - costs.men_at_arms >= reserve and men_here < 6:
            buys = [o for o in d.options if isinstance(o, Buy) and o.item == "man_at_arms" and o.village in lords_at]
            if buys:
                return self._pick(buys)
        if fam.deniers - costs.mill >= reserve + 2:
            mills = [o for o in d.options if isinstance(o, Buy) and o.item == "mill"
                     and all(f == seat for f in s.villages[o.village].present)]
            if mills:
                return self._pick(mills)
        return Done()

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
                    best = max(free, key=lambda o: (o.count if o.unit == "man_at_arms" else o.count * 2))
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
        if not wanted or here in wanted and len(wanted) == 1:
            return None
        goals = set(wanted) - {here}
        best, best_len = None, None
        for to in board.neighbours[here]:
            move = Move(lord, to)
            if move not in d.options or permission_needed(s, lord, to):
                continue
            if any(o != d.seat for o in s.villages[to].present):
                continue  # no fighting yet: keep clear of other families
            length = _distance(board, to, goals)
            if best_len is None or length < best_len:
                best, best_len = move, length
        if best is None or best_len is None or best_len > 6:
            return None
        return best

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
        lords_in_hand = sum(1 for c in fam.hand if s.data.lord_cards.get(c) is not None
                            and s.data.lord_cards[c].kind == "lord")
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
        if card in (ASSASSINATION, JUSTICE, SECRET_PASSAGE, "uprising"):
            return True
        fortune = s.data.fortune_cards.get(card)
        if fortune is None:
            return False
        if card == TAXES:
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
        scored = [(self._worth(s, d.seat, o, ctrl), i, o) for i, o in enumerate(d.options)
                  if isinstance(o, (PlayFortune, PlayTax))]
        scored = [x for x in scored if x[0] > 0]
        return max(scored)[2] if scored else Done()

    @staticmethod
    def _worth(s: State, seat: int, o: Action, ctrl: dict[str, int | None]) -> int:
        """Deniers (roughly) a card play brings the family this round (``ctrl``: who
        controls each village)."""
        board = s.data.board

        def own_mills(b: int) -> int:
            return sum(s.villages[v].mills for v, owner in ctrl.items()
                       if owner == seat and board.villages[v].bishopric == b)

        if isinstance(o, PlayFortune):
            card = s.data.fortune_cards[o.card]
            lying = s.lying.get(o.bishopric, [])
            if card.cancels and card.cancels in lying:
                # Ending a Famine saves the family's mills; ending Heavy Rain frees its lords.
                lords_there = sum(1 for lid in s.families[seat].lords
                                  if s.lords[lid].village and board.villages[s.lords[lid].village].bishopric == o.bishopric)
                return own_mills(o.bishopric) * s.data.rules.income_per_mill + lords_there
            return own_mills(o.bishopric) * card.mill_bonus
        if isinstance(o, PlayTax):
            if o.tax == "tallage":
                return s.data.rules.tallage_per_village * len(board.fiefs[o.target].villages)
            targets = [o.target] if o.target else list(s.bishops)
            total = 0
            for b in targets:
                mills = sum(s.villages[v].mills for v, owner in ctrl.items()
                            if owner is not None and owner != seat and board.villages[v].bishopric == b)
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
        and no stronghold (9.1, 10.1, 10.3, 10.4)."""
        seat = d.seat
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


def _distance(board: Any, start: str, goals: Any) -> int:
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
