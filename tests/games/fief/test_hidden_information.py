"""What each seat may see at the table, checked after every action of seeded random games.

A seat's view must equal the full state with exactly these things turned face down, and
nothing else changed: other families' hands (1.0 set-up, 2.0), the decks and the discard
piles under their top card, the Disaster cards waiting on the track (2.1), other families'
face-down Vote markers (1.3), the terms of a deal another family is still writing and
the cards a sent deal offers when the seat is not party to it (8.0), other families' deniers with Hidden Deniers (12.0), the random generator, and under
Fog of War (11.2) the kinds of other families' troop counters outside a battle, and where
this turn's purchases went. The top card of the Fortune & Disaster deck shows by its back whether it is a Disaster
(2.1). The expected view is written here from the rulebook, apart
from the engine's own ``view_for``, so a leak in one shows as a difference with the other.
The games run over every seat count from 3 to 6, some from the political start of the
random-games test, some with the variants that hide things.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from game.ai import RandomBot
from game.core.rng import Rng
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.contract import RULES
from game.games.fief.rules.state import Deal, State
from tests.contract.knobs import random_games
from tests.contract.test_contract import at, covered, differences, non_empty, normal

from . import helpers
from .test_random_games import _crowd_the_church

H = engine.HIDDEN
FOG = "fog_of_war"

#: the variants that hide more, in turn: none, Fog of War, Fog of War with Hidden Deniers,
#: and Fog of War with the Holy Relics (whose Teeth carry a copy of the board)
VARIANTS = ([], [FOG], ["hidden_deniers", FOG], ["holy_relics", FOG])
#: (seed, seats, political start, variants): each set of variants over 3, 4, 5 and 6
#: seats, and a political start in games of every seat count
GAMES = [
    (seed, 3 + seed % 4, seed % 3 == 0, VARIANTS[(seed // 4) % len(VARIANTS)])
    for seed in range(max(16, 4 * random_games()))
]


def _face_down(stack: list[int]) -> list[int]:
    n = sum(stack)
    return [0, 0, n] if n else [0, 0]


def expected_view(s: State, seat: int | None) -> dict[str, Any]:
    """The state's JSON as ``seat`` sees it at the table."""
    doc = copy.deepcopy(s.to_json())
    variants = s.config.variants
    doc["rng"] = Rng(0).to_json()
    for fam in doc["families"]:
        if fam["seat"] != seat:
            fam["hand"] = [H] * len(fam["hand"])
            if "hidden_deniers" in variants:
                fam["deniers"] = -1
    for deck in ("lord_deck", "fortune_deck"):
        doc[deck] = [H] * len(doc[deck])
    if s.fortune_deck and s.data.fortune_cards[s.fortune_deck[-1]].kind == "disaster":
        doc["fortune_deck"][-1] = engine.HIDDEN_DISASTER  # a black back on top (2.1)
    for pile in ("lord_discard", "fortune_discard"):
        doc[pile] = [H] * (len(doc[pile]) - 1) + doc[pile][-1:]
    doc["disaster_track"] = [H] * len(doc["disaster_track"])
    deal = doc["deal"]
    if deal is not None and not deal["sent"] and seat != deal["proposer"]:  # a draft is its writer's
        doc["deal"] = Deal(deal["proposer"], deal["to"]).to_json()
    elif deal is not None and seat not in (deal["proposer"], deal["to"]):
        deal["give_cards"] = [H] * len(deal["give_cards"])
    if doc["election"] is not None:
        doc["election"]["secret"] = {k: v for k, v in doc["election"]["secret"].items() if k == str(seat)}
    if FOG not in variants:
        return doc
    fought = s.battle.village if s.battle is not None else None
    if s.step == "purchase" and s.new_troops:
        mover = s.turn_order()[s.turn_index]
        if mover != seat:  # where this turn's counters went is not shown before the turn ends
            for v, n in s.new_troops.items():
                stack = doc["villages"][v]["troops"][str(mover)]
                doc["villages"][v]["troops"][str(mover)] = [0, sum(stack) - n]  # face down just below
                if sum(stack) == n:  # as before: no counter of the buyer there
                    del doc["villages"][v]["troops"][str(mover)]
            doc["new_troops"] = {"": sum(s.new_troops.values())}
    for v, village in doc["villages"].items():
        if v == fought:
            continue
        for f, stack in village["troops"].items():
            if f != str(seat) and sum(stack):
                village["troops"][f] = _face_down(stack)
    for lord, march in doc["marches"].items():
        if s.lords[lord].family != seat and (s.battle is None or s.battle.cavalcade != lord):
            march["escort"] = _face_down(march["escort"])
            march["escort_fresh"] = _face_down(march["escort_fresh"])
            march["dropped"] = {v: _face_down(t) for v, t in march["dropped"].items()}
    for loss in doc["losses"]:
        if loss["seat"] != seat and loss["village"] != fought:
            loss["pool"] = _face_down(loss["pool"])
    for offer in (doc.get("relics") or {}).get("teeth", []):  # the Teeth's copies of the board (11.1.1)
        for copy_ in (offer["before"], offer["after"]):
            for v, village in copy_.get("villages", {}).items():
                for f, stack in village["troops"].items():
                    if v != fought and f != str(seat) and sum(stack):
                        village["troops"][f] = _face_down(stack)
            for lord, march in copy_.get("marches", {}).items():
                if copy_["lords"][lord]["family"] != seat and (s.battle is None or s.battle.cavalcade != lord):
                    for name in ("escort", "escort_fresh"):
                        if sum(march[name]):
                            march[name] = _face_down(march[name])
                    march["dropped"] = {v: _face_down(t) for v, t in march["dropped"].items()}
            for loss in copy_.get("losses", []):
                if loss["seat"] != seat and loss["village"] != fought and sum(loss["pool"]):
                    loss["pool"] = _face_down(loss["pool"])
    return doc


def _check_events(s: State, events: list[Any], seed: int) -> None:
    """Under Fog of War no event another family may read names the kinds of a family's
    troops outside a battle, or where its new troops went."""
    for e in events:
        readers = set(range(s.n)) if e.visible_to is None else set(e.visible_to)
        if not readers - {getattr(e, "seat", -1)}:
            continue
        if isinstance(e, ev.LordMoved):
            assert (e.knights, e.men_at_arms) == (0, 0), f"seed {seed}: {e} tells the escort"
        if isinstance(e, ev.Bought) and e.item in ("knight", "man_at_arms"):
            assert e.village == "", f"seed {seed}: {e} tells where the troop went"
        if isinstance(e, (ev.TroopsPickedUp, ev.TroopsDropped)):
            assert e.unit == "", f"seed {seed}: {e} tells the kind"


def _play(seed: int, seats: int, politics: bool, variants: list[str]) -> int:
    s = helpers.new(seats, first=seed % seats, seed=seed, max_rounds=4, variants=variants)
    bots = [RandomBot(seed * 10 + i) for i in range(seats)]
    rng = Rng(seed, stream=17)
    steps = 0
    while (d := engine.pending(s)) is not None:
        if politics and s.round == 1 and s.step == "marriage":
            politics = False
            _crowd_the_church(s)
            d = engine.pending(s)
        events = engine.apply(s, bots[d.seat].choose(s, d))
        if FOG in variants:
            _check_events(s, events, seed)
        deep = rng.below(10) == 0
        full = normal(s.to_json()) if deep else None
        for seat in [*range(seats), None]:
            view = engine.view_for(s, seat).to_json()
            assert view == expected_view(s, seat), f"seed {seed}, action {steps}: seat {seat}'s view"
            if full is not None:  # now and then: the contract's list of secrets agrees with the view
                hidden, seen = RULES.secrets(s, seat), normal(view)
                assert all(covered(path, hidden) for path in differences(full, seen)), f"seed {seed}, {steps}"
                assert all(at(seen, x.path) != normal(x.value) for x in hidden if non_empty(x.value))
        d = engine.pending(s)
        if d is not None and rng.below(25) == 0:  # now and then, a sample of the deciding seat's view
            view = engine.view_for(s, d.seat)
            sample = RULES.sample_state(view, d.seat, Rng(rng.below(2**31)))
            assert engine.view_for(sample, d.seat).to_json() == view.to_json(), f"seed {seed}, action {steps}"
            assert all(t.hidden == 0 for vs in sample.villages.values() for t in vs.troops.values())
            assert engine.legal_actions(sample)
        steps += 1
    return steps


@pytest.mark.parametrize(("seed", "seats", "politics", "variants"), GAMES)
def test_every_view_shows_what_its_seat_sees_at_the_table(
    seed: int, seats: int, politics: bool, variants: list[str]
) -> None:
    assert _play(seed, seats, politics, variants) > 50
