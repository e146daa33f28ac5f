"""Display names for seats, lords, villages, fiefs, cards and pieces."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

_ITEMS = {
    "knight": ("a knight", "knights"),
    "man_at_arms": ("a man-at-arms", "men-at-arms"),
    "mill": ("a mill", "mills"),
    "stronghold": ("a stronghold", "strongholds"),
}


def deniers(n: int) -> str:
    """'1 denier', '6 deniers'."""
    return f"{n} denier" if n == 1 else f"{n} deniers"


class Names:
    """Turns ids into words, from the game data and the seats' names."""

    def __init__(self, data: FiefData, seat_names: list[str]):
        self.data = data
        self.seat_names = list(seat_names)

    def family(self, seat: int) -> str:
        if 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return "nobody"

    def lord(self, lord: str) -> str:
        card = self.data.lord_cards.get(lord)
        return card.name if card else lord

    def village(self, village: str) -> str:
        v = self.data.board.villages.get(village)
        return v.name if v else village

    def fief(self, fief: int) -> str:
        f = self.data.board.fiefs.get(fief)
        return f.name if f else f"fief {fief}"

    def bishopric(self, number: int) -> str:
        if number == 0:
            return "every governed bishopric"
        b = self.data.board.bishoprics.get(number)
        return f"the {b.name} ({number})" if b else f"bishopric {number}"

    def bishop_of(self, number: int) -> str:
        """The Bishop's title of a bishopric: "Bishop of Sigy"."""
        b = self.data.board.bishoprics.get(number)
        return f"Bishop of {b.name.removeprefix('Bishopric of ')}" if b else f"Bishop of bishopric {number}"

    def card_name(self, card: str) -> str:
        """The card's own name: 'Heavy Rain'."""
        c = self.data.lord_cards.get(card) or self.data.fortune_cards.get(card)
        return c.name if c else card

    def card(self, card: str) -> str:
        c = self.data.lord_cards.get(card) or self.data.fortune_cards.get(card)
        return f"the {c.name} card" if c else card

    def relic(self, relic: str) -> str:
        """A Holy Relic's name (11.1): 'the Holy Grail'."""
        variant = self.data.variants.get("holy_relics")
        for r in (variant.relics or ()) if variant else ():
            if r.id == relic:
                return f"the {r.name}"
        return relic.replace("_", " ")

    def plural(self, item: str) -> str:
        return _ITEMS.get(item, (item, item + "s"))[1]

    def item(self, item: str, count: int = 1) -> str:
        one, many = _ITEMS.get(item, (item, item + "s"))
        return one if count == 1 else f"{count} {many}"
