"""Troyes' invariants, checked after every action of the random games (issue 19, 7):
citizens within their caps and in one place each, cubes accounted for, Influence within
0 to 20, no negative deniers or VP, the event cards all accounted for and the queue
consistent, the cathedral supported, the activity cards where set-up put them."""

from __future__ import annotations

from collections import Counter

from game.games.troyes.rules.data import BUILDINGS, COLOURS
from game.games.troyes.rules.state import NEUTRAL, TroyesState


def every_event_card(s: TroyesState) -> Counter[str]:
    return Counter({e.id: e.copies for e in s.data.events.values() if s.config.bonus_cards or not e.bonus})


def check(s: TroyesState) -> None:
    data, nums = s.data, s.data.numbers
    owners = {*range(s.seats), NEUTRAL}
    # citizens (§1.3): each place holds at most one, every owner known, caps kept
    for b in BUILDINGS:
        rows = s.buildings[b]
        assert [len(r) for r in rows] == [row.places for row in data.buildings[b].rows], b
        assert all(o is None or o in owners for r in rows for o in r), b
        assert all(o in owners for o in s.lying[b]), b
    for seat, p in enumerate(s.players):
        assert p.supply >= 0, f"seat {seat}: supply {p.supply}"
        assert s.in_play(seat) <= nums.citizens_per_player, f"seat {seat}: {s.in_play(seat)} citizens in play"
        assert p.deniers >= 0 and p.vp >= 0 and p.district_deniers >= 0, f"seat {seat}: {p}"
        assert 0 <= p.influence <= nums.influence_max, f"seat {seat}: Influence {p.influence}"
    if s.roy is None:
        assert s.in_play(NEUTRAL) <= nums.neutral_citizens, f"{s.in_play(NEUTRAL)} neutral citizens"
    else:
        assert s.roy.supply >= 0 and s.roy.vp >= 0
    # activity cards: nine, one per colour and level, distinct; tradesmen one per seat per card
    assert [(sl.colour, sl.level) for sl in s.slots] == [(c, lv) for c in COLOURS for lv in (1, 2, 3)]
    assert len({sl.card for sl in s.slots}) == 9
    for sl in s.slots:
        card = data.activities[sl.card]
        assert (card.colour, card.level) == (sl.colour, sl.level)
        assert sl.face_up == (sl.level <= s.round), f"{sl.card} face up {sl.face_up} in round {s.round}"
        men = sl.tradesmen()
        assert len(men) == len(set(men)), f"{sl.card}: two tradesmen of one seat {men}"
        assert all(o in range(s.seats) or o == NEUTRAL for o in men)
        assert all(c >= 0 for c in sl.cubes) and len(sl.cubes) == s.seats
        assert card.delayed or not any(sl.cubes), f"{sl.card}: cubes on an immediate card"
    # the cathedral stands on its lower levels (§1.2)
    for lv, level in enumerate(s.cathedral):
        for site, owner in enumerate(level):
            if owner is not None:
                assert all(s.cathedral[b][site] is not None for b in range(lv)), f"cube in the air at {lv},{site}"
    # the queue: Marauding first, banners within capacity, cubes numbered in order
    assert s.queue and s.queue[0].card == data.marauding.id
    seqs = []
    for q in s.queue:
        card = data.event(q.card)
        assert (q is s.queue[0]) == card.permanent
        assert len(q.banners) < card.banners, f"{q.card}: {len(q.banners)} cubes on {card.banners} banners"
        assert all(o in owners for o, _ in q.banners)
        seq = [n for _, n in q.banners]
        assert seq == sorted(seq) and all(0 < n <= s.seq for n in seq)
        seqs += seq
    assert len(seqs) == len(set(seqs))
    # every event card in one place (a full state, not a view)
    if s.viewer is None:
        where = Counter(q.card for q in s.queue[1:])
        for p in s.players:
            where.update(p.won)
        where.update(s.discarded)
        for deck in s.decks.values():
            where.update(deck)
        where.update(s.box)
        assert where == every_event_card(s), f"event cards: {where} against {every_event_card(s)}"
    # dice: unique ids, faces 1..6, districts of owners, at most 6 of a colour
    ids = [d.id for d in s.dice]
    assert len(ids) == len(set(ids))
    assert all(1 <= d.value <= 6 and d.district in owners and d.colour in COLOURS for d in s.dice)
    for colour in COLOURS:
        assert sum(1 for d in s.dice if d.colour == colour) <= 6
    assert all(v >= 1 for v in s.black)
    if s.phase != "actions":
        assert s.step is None
    if s.phase == "over":
        assert s.result is not None and not s.dice
