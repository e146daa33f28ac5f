"""Where every card of a game of Ortus Regni lies: its Earls' piles and Earldoms, the
table decks, the Royal Army, the Vikings, and the decisions in progress that hold cards
out of their places (a battle's fielded Hand and Reserve cards, a struggle's Vassals, a
joust's Banners and Hand tilters, the Properties waiting to be placed).

The views walk it to tell what a seat may see; the tests, to check that every card is in
exactly one place.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.games.ortus_regni.rules.state import OrtusState


def places(s: OrtusState) -> Iterator[tuple[str, int]]:
    """Every card the state holds, with the name of its place."""
    for seat, earl in enumerate(s.earls):
        for name in ("deck", "hand", "discard", "reserve", "towers", "banners"):
            for card in getattr(earl, name):
                yield f"earls.{seat}.{name}", card
        for i, f in enumerate(earl.fiefs):
            yield f"earls.{seat}.fiefs.{i}.castle", f.castle
            if f.lord is not None:
                yield f"earls.{seat}.fiefs.{i}.lord", f.lord
            for card in f.props:
                yield f"earls.{seat}.fiefs.{i}.props", card
        for merc in earl.mercenaries:
            yield f"earls.{seat}.mercenaries", merc.card
            if merc.garrison is not None:
                yield f"earls.{seat}.garrisons", merc.garrison
    for deck in ("army", "viking", "battle", "joust"):
        piles = getattr(s, deck)
        for card in piles.draw:
            yield f"{deck}.draw", card
        for card in piles.discard:
            yield f"{deck}.discard", card
    for card in s.royal:
        if card is not None:
            yield "royal", card
    for card in s.vikings.force:
        yield "vikings.force", card
    for card in s.vikings.emissaries:
        yield "vikings.emissaries", card
    for ctx in s.stack:
        yield from in_flight(ctx)


def in_flight(ctx: dict[str, object]) -> Iterator[tuple[str, int]]:
    """The cards a decision in progress holds out of their places."""
    kind = ctx["kind"]
    where = f"stack.{kind}"
    if kind in ("battle", "joust") and ctx.get("step") == "placing":
        return  # all is back in place but the Properties the "place" decision holds
    if kind == "battle":
        for side in ("att", "def"):
            units = ctx[side]
            assert isinstance(units, list)
            for u in units:
                src, _, card = str(u).partition(":")
                if src in ("hand", "reserve"):
                    yield where, int(card)
        for key in ("destroyed", "place"):
            cards = ctx.get(key, [])
            assert isinstance(cards, list)
            for card in cards:
                yield where, int(card)
        drawn = ctx.get("card", -1)
        if isinstance(drawn, int) and drawn >= 0:
            yield where, drawn
    elif kind == "political":
        for key in ("card", "allies"):
            played = ctx[key]
            if isinstance(played, int) and played >= 0:
                yield where, played
        committed = ctx["hand"]
        assert isinstance(committed, list)
        if ctx.get("step") in ("att", "def"):  # discarded once the struggle is over
            for _, card in committed:
                yield where, int(card)
        given = ctx["given"]
        assert isinstance(given, list)
        if ctx.get("step") != "placing":
            for card in given:
                yield where, int(card)
    elif kind == "joust":
        banner = ctx["banner"]
        if isinstance(banner, int) and banner >= 0:
            yield where, banner
        entries = ctx["entries"]
        assert isinstance(entries, dict)
        for e in entries.values():
            if e["banner"] >= 0:
                yield where, int(e["banner"])
            if str(e["tilt"]).startswith("hand:"):
                yield where, int(str(e["tilt"])[5:])
    elif kind == "place":
        cards = ctx["cards"]
        assert isinstance(cards, list)
        for card in cards:
            yield where, int(card)


__all__ = ["in_flight", "places"]
