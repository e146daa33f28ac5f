"""Elections (1.3): Bishops (1.4), then the Pope (1.7), then the King (1.8).

At the start of phase 1 the round's elections are queued: each bishopric, lowest number
first, then the Pope, then the King. After the marriages each is opened in turn when its
conditions hold then (a Bishop's: every village of the bishopric controlled by a family
and no Bishop) and someone may stand:

1. in turn order each family may put forward one eligible lord;
2. in turn order each family with votes lays none, one or both of its Vote markers face
   down on candidates: the table sees where markers lie, never which is the FOR;
3. the markers are turned over; each FOR marker gives its candidate all that family's
   votes, DECOYs count for nothing.

Captives and the excommunicated neither stand nor vote.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.i18n import N_, Message, Param, m
from game.games.fief.rules import events as ev
from game.games.fief.rules import titles
from game.games.fief.rules.actions import CastVotes, DeclareCandidate, Done
from game.games.fief.rules.control import all_controllers
from game.games.fief.rules.state import Election, State

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names

OFFICES = ("bishop", "pope", "king")


def queue(state: State) -> None:
    """Phase 1 begins: note the Bishops in play and queue this round's elections."""
    state.round_bishops = sorted(b for b in state.bishops.values() if b in state.lords)
    state.election_queue = [f"bishop:{n}" for n in sorted(state.data.board.bishoprics)] + ["pope", "king"]
    state.election = None


# --------------------------------------------------------------------------- eligibility


def eligible(state: State, office: str, lord: str) -> bool:
    """May ``lord`` stand for ``office`` (1.4, 1.7, 1.8)?"""
    lo = state.lords.get(lord)
    if lo is None or not titles.free(state, lord):
        return False
    if office == "bishop":
        return (
            titles.male(state, lord)
            and not lo.spouse
            and titles.bishopric_of(state, lord) is None
            and state.king != lord
        )
    if office == "pope":
        return titles.bishopric_of(state, lord) is not None or lord in state.cardinals
    return titles.male(state, lord) and titles.titled(state, lord) and not titles.ecclesiastic(state, lord)


def _free_cardinals(state: State) -> list[str]:
    return [c for c in state.cardinals if titles.free(state, c)]


def _open(state: State, office: str, bishopric: int) -> bool:
    """Is the election held, judged when its turn comes: a see left vacant by an
    excommunication during the marriages is filled in this same phase (1.4.1)."""
    if office == "bishop":
        villages = state.data.board.bishoprics[bishopric].villages
        ctrl = all_controllers(state)
        if bishopric in state.bishops or any(ctrl.get(v) is None for v in villages):
            return False
    if office == "pope" and (state.pope is not None or len(_free_cardinals(state)) < 2):
        return False
    if office == "king" and state.king is not None:
        return False
    return any(eligible(state, office, lid) for lid in state.lords)


# --------------------------------------------------------------------------- votes


#: One source of votes: the message saying it, who or where ("Sigy", a lord), the votes.
Source = tuple[str, Param, int]


@dataclass(frozen=True)
class VoteShare:
    """What one family brings to an election: its votes, and where they come from."""

    votes: int
    parts: tuple[Source, ...]  # "Sigy (principal village): 2", "Cardinal Arthur: 3"
    #: for the King: the family's voting Bishops, and whether a Cardinal or the Pope votes
    bishops: int = 0
    cardinal_or_pope: bool = False

    @property
    def source_messages(self) -> tuple[Message, ...]:
        return tuple(m(msg_id, who=who, votes=votes) for msg_id, who, votes in self.parts)

    @property
    def sources(self) -> tuple[str, ...]:
        """Where the votes come from, in words in the current language (made when asked)."""
        return tuple(str(message) for message in self.source_messages)


def share(state: State, office: str, bishopric: int, seat: int, names: Names | None = None) -> VoteShare:
    """The votes ``seat`` commands in an election (1.4, 1.7, 1.8). With ``names`` its
    sources name lords and villages; without, they show their ids."""
    lords = [lid for lid in state.families[seat].lords if titles.free(state, lid)]

    def label(lid: str) -> Param:
        return names.lord(lid) if names else lid

    sources: list[Source] = []
    if office == "bishop":
        rules = state.data.rules
        ctrl = all_controllers(state)
        bp = state.data.board.bishoprics[bishopric]
        votes = 0
        for vid in bp.villages:
            if ctrl.get(vid) == seat:
                n = rules.principal_village_votes if vid == bp.principal else rules.village_votes
                votes += n
                where = names.village(vid) if names else vid
                said = N_("fief.elections.source_principal") if vid == bp.principal else N_("fief.elections.source")
                sources.append((said, where, n))
        for lid in lords:  # only the lord's highest title counts
            if state.pope == lid or lid in state.cardinals:
                votes += rules.cardinal_votes
                said = N_("fief.elections.source_pope") if state.pope == lid else N_("fief.elections.source_cardinal")
                sources.append((said, label(lid), rules.cardinal_votes))
            elif titles.bishopric_of(state, lid) is not None and lid in state.round_bishops:
                votes += rules.bishop_votes
                sources.append((N_("fief.elections.source_bishop"), label(lid), rules.bishop_votes))
        return VoteShare(votes, tuple(sources))
    if office == "pope":
        voters = [lid for lid in lords if lid in state.cardinals]
        return VoteShare(len(voters), tuple((N_("fief.elections.source_cardinal"), label(lid), 1) for lid in voters))
    voters = [lid for lid in lords if titles.titled(state, lid)]
    bishops = sum(1 for lid in voters if titles.bishopric_of(state, lid) is not None)
    high = any(lid == state.pope or lid in state.cardinals for lid in voters)
    return VoteShare(len(voters), tuple((N_("fief.elections.source"), label(lid), 1) for lid in voters), bishops, high)


# --------------------------------------------------------------------------- the flow


def advance(state: State, events: list[Event]) -> bool:
    """Open the next election of the queue. False when none is left to hold."""
    while state.election_queue:
        head = state.election_queue.pop(0)
        office, _, number = head.partition(":")
        bishopric = int(number) if number else 0
        if not _open(state, office, bishopric):
            continue
        order = [s for s in state.turn_order() if any(eligible(state, office, lid) for lid in state.families[s].lords)]
        state.election = Election(office, bishopric, "candidates", order)
        events.append(ev.ElectionOpened(office, bishopric))
        return True
    return False


def candidates(state: State, seat: int) -> list[Action]:
    el = state.election
    assert el is not None
    if el.stage == "candidates":
        out: list[Action] = [
            DeclareCandidate(lid) for lid in state.families[seat].lords if eligible(state, el.office, lid)
        ]
        return out + [Done()]
    running = sorted(set(el.candidates.values()))
    targets = ["", *running]
    return [CastVotes(f, d) for f in targets for d in targets]


def problem(state: State, seat: int, a: DeclareCandidate | CastVotes, names: Names) -> Message | None:
    el = state.election
    if el is None:
        return m("fief.refusal.election_none")
    if isinstance(a, DeclareCandidate):
        if a.lord not in state.families[seat].lords:
            return m(
                "fief.refusal.election_not_your_lord", lord=names.lord(a.lord) if a.lord in state.lords else a.lord
            )
        if not eligible(state, el.office, a.lord):
            return m(
                "fief.refusal.election_not_eligible",
                lord=names.lord(a.lord),
                office=office_name(state, el, names),
                rule=_rule(el.office),
            )
        return None
    running = set(el.candidates.values())
    for target in (a.support, a.decoy):
        if target and target not in running:
            return m(
                "fief.refusal.election_not_candidate", lord=names.lord(target) if target in state.lords else target
            )
    return None


def _rule(office: str) -> str:
    return {"bishop": "1.4", "pope": "1.7", "king": "1.8"}[office]


def office_name(state: State, el: Election, names: Names) -> Message:
    """ "Bishop of Sigy", "Pope", "King"."""
    if el.office == "bishop":
        return names.bishop_of(el.bishopric)
    return m("fief.elections.office_pope") if el.office == "pope" else m("fief.elections.office_king")


def declare(state: State, seat: int, a: DeclareCandidate, events: list[Event]) -> None:
    el = state.election
    assert el is not None
    el.candidates[seat] = a.lord
    events.append(ev.CandidateDeclared(seat, a.lord, el.office, el.bishopric))
    _next(state, events)


def decline(state: State, seat: int, events: list[Event]) -> None:
    """Done while candidates are declared: the family puts nobody forward."""
    _next(state, events)


def cast(state: State, seat: int, a: CastVotes, events: list[Event]) -> None:
    el = state.election
    assert el is not None
    el.secret[seat] = [a.support, a.decoy]
    el.laid[seat] = sorted(t for t in (a.support, a.decoy) if t)
    events.append(ev.VotesLaid(seat, tuple(el.laid[seat]), el.office, el.bishopric))
    events.append(ev.VotesChosen(seat, a.support, a.decoy))
    _next(state, events)


def _next(state: State, events: list[Event]) -> None:
    el = state.election
    assert el is not None
    el.waiting.pop(0)
    if el.waiting:
        return
    if el.stage == "candidates":
        if not el.candidates:
            events.append(ev.ElectionVoid(el.office, el.bishopric))
            state.election = None
            return
        el.stage = "votes"
        el.waiting = [s for s in state.turn_order() if share(state, el.office, el.bishopric, s).votes > 0]
        if el.waiting:
            return
    reveal(state, events)


@dataclass(frozen=True)
class Tally:
    totals: dict[str, int]  # candidate -> votes
    winner: str | None
    reason: Message  # "3 votes, more than any other candidate"


def tally(state: State, el: Election) -> Tally:
    """Count the FOR markers (1.3) and apply the office's rule (1.4.1, 1.7.1, 1.8)."""
    totals = dict.fromkeys(el.candidates.values(), 0)
    bishops = dict.fromkeys(totals, 0)
    high = dict.fromkeys(totals, False)
    for seat, (support, _decoy) in el.secret.items():
        if support:
            sh = share(state, el.office, el.bishopric, seat)
            totals[support] += sh.votes
            bishops[support] += sh.bishops
            high[support] = high[support] or sh.cardinal_or_pope
    best = max(totals.values(), default=0)
    leaders = [lid for lid, n in totals.items() if n == best]
    if best == 0:
        return Tally(totals, None, m("fief.elections.no_votes"))
    if el.office == "pope":
        cast_votes = m("fief.elections.votes", n=sum(totals.values()))
        if best * 2 <= sum(totals.values()):
            return Tally(totals, None, m("fief.elections.no_majority", best=best, cast=cast_votes))
        return Tally(totals, leaders[0], m("fief.elections.majority", best=best, cast=cast_votes))
    if len(leaders) > 1:
        return Tally(totals, None, m("fief.elections.tie", n=best))
    top = leaders[0]
    votes = m("fief.elections.votes", n=best)
    if el.office == "king":
        if best < state.data.rules.king_min_votes:
            return Tally(
                totals, None, m("fief.elections.king_too_few", votes=votes, needed=state.data.rules.king_min_votes)
            )
        if not (high[top] or bishops[top] >= 2):
            return Tally(totals, None, m("fief.elections.king_no_church"))
        return Tally(totals, top, m("fief.elections.king_elected", votes=votes))
    return Tally(totals, top, m("fief.elections.elected", votes=votes))


def reveal(state: State, events: list[Event]) -> None:
    el = state.election
    assert el is not None
    result = tally(state, el)
    ballots = tuple((seat, el.secret[seat][0], el.secret[seat][1]) for seat in sorted(el.secret))
    votes = tuple((seat, share(state, el.office, el.bishopric, seat).votes) for seat in sorted(el.secret))
    events.append(
        ev.ElectionHeld(
            el.office,
            el.bishopric,
            tuple(sorted((s, lid) for s, lid in el.candidates.items())),
            ballots,
            votes,
            tuple(sorted(result.totals.items())),
            result.winner or "",
            result.reason.id,  # the event keeps the message's id and its numbers
            max(result.totals.values(), default=0),
            sum(result.totals.values()),
            state.data.rules.king_min_votes,
        )
    )
    state.election = None
    if result.winner is None:
        return
    lord = result.winner
    if el.office == "bishop":
        state.bishops[el.bishopric] = lord
        titles.made_bishop(state, lord, events)
    elif el.office == "pope":
        state.pope = lord
    else:
        titles.crown_king(state, lord, events)
