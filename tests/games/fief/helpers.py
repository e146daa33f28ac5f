"""Building positions for rules tests."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.games.fief.rules import engine
from game.games.fief.rules.actions import ChooseStart, Done
from game.games.fief.rules.board import slugify
from game.games.fief.rules.control import update_presence
from game.games.fief.rules.data import load_fief_data
from game.games.fief.rules.state import GameConfig, Lord, SeatConfig, State, Troops

NAMES = ("Kirsten", "Grady", "David", "Gunter", "Anne", "Bruno", "Clovis")


@lru_cache(maxsize=1)
def data() -> Any:
    return load_fief_data()


def v(name: str) -> str:
    """Village id from its display name: v("L'Épervier") == "l-epervier"."""
    vid = slugify(name)
    assert vid in data().board.villages, f"no village {name!r}"
    return vid


def config(n: int = 3, first: int = 0, **kw: Any) -> GameConfig:
    colours = [f.id for f in data().families]
    colours += [f"extra{i}" for i in range(n)]  # beyond six seats, colours the data lacks
    return GameConfig([SeatConfig(NAMES[i], colours[i]) for i in range(n)], first_player=first, **kw)


def new(n: int = 3, first: int = 0, seed: int = 1, **kw: Any) -> State:
    return engine.new_game(data(), config(n, first, **kw), seed)


def started(starts: list[str], first: int = 0, seed: int = 1, **kw: Any) -> State:
    """A game whose families (seat order from the first player) settled in ``starts`` and
    drew no card; returned at the first purchase decision of round 1."""
    s = new(len(starts), first, seed, **kw)
    for name in starts:
        engine.apply(s, ChooseStart(v(name)))
    while s.step in ("marriage", "draw", "play_cards"):  # nobody draws a card in round 1 here
        engine.apply(s, Done())
    assert s.step == "purchase" and s.round == 1
    return s


def finish_turns_until(s: State, step: str) -> None:
    """Answer Done until the game reaches ``step`` (a phase's turn step)."""
    for _ in range(200):
        if s.step == step:
            return
        engine.apply(s, Done())
    raise AssertionError(f"never reached {step}")


def put(s: State, seat: int, village: str, knights: int = 0, men: int = 0) -> None:
    """Add troops of a family to a village, taken from its stock, as if they arrived."""
    fam = s.families[seat]
    fam.stock["knights"] -= knights
    fam.stock["men_at_arms"] -= men
    vs = s.villages[village]
    t = vs.troops.setdefault(seat, Troops())
    t.knights += knights
    t.men_at_arms += men
    update_presence(s, village, seat)
    s.cache.clear()


def clear(s: State, village: str) -> None:
    """Take every unit off a village (troops back to stock, lords to the family board)."""
    vs = s.villages[village]
    for seat, t in list(vs.troops.items()):
        s.families[seat].stock["knights"] += t.knights
        s.families[seat].stock["men_at_arms"] += t.men_at_arms
    vs.troops.clear()
    for lord in s.lords.values():
        if lord.village == village:
            lord.village = ""
    vs.present.clear()
    vs.road_of.clear()
    s.cache.clear()


def give(s: State, seat: int, *cards: str) -> None:
    """Put cards in a family's hand, taken from a deck or discard pile that holds them."""
    for card in cards:
        for pile in (s.fortune_deck, s.fortune_discard, s.lord_deck, s.lord_discard):
            if card in pile:
                pile.remove(card)
                break
        else:
            raise AssertionError(f"no {card!r} left in any deck or discard pile")
        s.families[seat].hand.append(card)
    s.cache.clear()


def add_lord(s: State, seat: int, lord: str, village: str) -> None:
    """Give a family another lord, taken out of the Lord deck, standing in ``village``."""
    if lord in s.lord_deck:
        s.lord_deck.remove(lord)
    s.lords[lord] = Lord(lord, seat, village)
    s.families[seat].lords.append(lord)
    update_presence(s, village, seat)
    s.cache.clear()


def move_lord(s: State, lord: str, village: str) -> None:
    """Put a lord elsewhere directly (position set-up, not a move)."""
    lo = s.lords[lord]
    old = lo.village
    lo.village = village
    if old:
        update_presence(s, old, lo.family)
    update_presence(s, village, lo.family)
    s.cache.clear()


def lord_of(s: State, seat: int) -> str:
    return s.families[seat].lords[0]


def turn_of(s: State, seat: int, step: str) -> None:
    """Answer Done until it is ``seat``'s turn in ``step``."""
    for _ in range(200):
        d = engine.pending(s)
        if s.step == step and d is not None and d.seat == seat and d.kind == step:
            return
        engine.apply(s, Done())
    raise AssertionError(f"never reached seat {seat} in {step}")


def step_options(options) -> set:
    """A decision's options without those offered in every turn step: deals, private
    talks and the Pope's and the married families' requests (8.0, 1.7)."""
    return {o for o in options if not isinstance(o, engine.ANYTIME)}
