"""Names for seats, lords, villages, fiefs, cards and pieces, in no language yet.

``Names`` turns the ids the rules keep into ``Name`` values (a thing's name in each
language the data gives) and small ``Message`` values ("a knight", "3 deniers"); the
words are made where they are shown (``game.core.i18n``). No pygame here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.i18n import N_, Message, Name, m

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

#: the message of each kind of piece, counted ("a knight", "3 knights")
_ITEMS = {
    "knight": N_("fief.item.knight"),
    "man_at_arms": N_("fief.item.man_at_arms"),
    "mill": N_("fief.item.mill"),
    "stronghold": N_("fief.item.stronghold"),
}
#: the same with a figure in every case ("0 knights", "1 knight"): French says "un
#: chevalier" for one, so its zero needs a form of its own ("0 chevalier")
_COUNTED = {
    "knight": N_("fief.item.knight_count"),
    "man_at_arms": N_("fief.item.man_at_arms_count"),
    "mill": N_("fief.item.mill_count"),
    "stronghold": N_("fief.item.stronghold_count"),
}
#: the word for the pieces of a kind, uncounted ("knights")
_KINDS = {
    "knight": N_("fief.item.knights"),
    "man_at_arms": N_("fief.item.men_at_arms"),
    "mill": N_("fief.item.mills"),
    "stronghold": N_("fief.item.strongholds"),
}


def deniers(n: int) -> Message:
    """'1 denier', '6 deniers'."""
    return m("fief.item.deniers", n=n)


#: the names already made of things from the data, by the thing's id (the thing is kept
#: beside its name, so an id is never taken for another's)
_MADE: dict[int, tuple[Any, Name]] = {}


def data_name(thing: Any) -> Name:
    """The name of something from the data, with its other languages' names (a data
    model's ``names`` field: language code to name) where it has them. Made once for each
    thing: the engine names families and lords each time it says what is pending."""
    made = _MADE.get(id(thing))
    if made is not None and made[0] is thing:
        return made[1]
    if len(_MADE) > 10_000:  # data loaded again and again (mods, tests): start afresh
        _MADE.clear()
    name = Name.of(thing.name, getattr(thing, "names", None) or {})
    _MADE[id(thing)] = (thing, name)
    return name


class Names:
    """Turns ids into names, from the game data and the seats' names."""

    def __init__(self, data: FiefData, seat_names: list[str]):
        self.data = data
        self.seat_names = list(seat_names)

    def family(self, seat: int) -> Name | Message:
        if 0 <= seat < len(self.seat_names):
            name = self.seat_names[seat]
            for family in self.data.families:  # a default name is a colour, said in each language
                if name == family.name or name in (getattr(family, "names", None) or {}).values():
                    return data_name(family)
            return Name.plain(name)
        return m("fief.name.nobody")

    def lord(self, lord: str) -> Name:
        card = self.data.lord_cards.get(lord)
        return data_name(card) if card else Name.plain(lord)

    def village(self, village: str) -> Name:
        v = self.data.board.villages.get(village)
        return data_name(v) if v else Name.plain(village)

    def fief(self, fief: int) -> Name | Message:
        f = self.data.board.fiefs.get(fief)
        return data_name(f) if f else m("fief.name.fief_number", number=fief)

    def bishopric(self, number: int) -> Message:
        """ "the Bishopric of Sigy (5)"; number 0 is every governed bishopric."""
        if number == 0:
            return m("fief.name.every_bishopric")
        b = self.data.board.bishoprics.get(number)
        if b is None:
            return m("fief.name.bishopric_number", number=number)
        return m("fief.name.the_bishopric", bishopric=data_name(b), number=number)

    def bishopric_name(self, number: int) -> Name | Message:
        """ "Bishopric of Sigy", without article or number."""
        b = self.data.board.bishoprics.get(number)
        return data_name(b) if b else m("fief.name.bishopric_number", number=number)

    def see(self, number: int) -> Name | Message:
        """The bishopric's town: "Sigy" (for "the Bishop of Sigy")."""
        b = self.data.board.bishoprics.get(number)
        if b is None:
            return m("fief.name.bishopric_number", number=number)
        see = getattr(b, "see", None)
        if see is not None:
            return data_name(see)
        return Name.plain(b.name.removeprefix("Bishopric of "))  # words: not shown (a prefix)

    def bishop_of(self, number: int) -> Message:
        """The Bishop's title of a bishopric: "Bishop of Sigy"."""
        return m("fief.name.bishop_of", see=self.see(number))

    def card_name(self, card: str) -> Name:
        """The card's own name: 'Heavy Rain'."""
        c = self.data.lord_cards.get(card) or self.data.fortune_cards.get(card)
        return data_name(c) if c else Name.plain(card)

    def card(self, card: str) -> Message | Name:
        """ "the Heavy Rain card"."""
        c = self.data.lord_cards.get(card) or self.data.fortune_cards.get(card)
        return m("fief.name.the_card", card=data_name(c)) if c else Name.plain(card)

    def relic(self, relic: str) -> Message | Name:
        """A Holy Relic's name (11.1): 'the Holy Grail'."""
        variant = self.data.variants.get("holy_relics")
        for r in (variant.relics or ()) if variant else ():
            if r.id == relic:
                return m("fief.name.the_relic", relic=data_name(r))
        return Name.plain(relic.replace("_", " "))

    def plural(self, item: str) -> Message:
        """The pieces of a kind, uncounted: "knights"."""
        return m(_KINDS[item]) if item in _KINDS else m("fief.item.other", kind=item)

    def item(self, item: str, count: int = 1) -> Message:
        """ "a knight", "3 knights", "0 knights"."""
        if item not in _ITEMS:
            return m("fief.item.other_counted", kind=item, n=count)
        return m(_COUNTED[item], n=count) if count == 0 else m(_ITEMS[item], n=count)
