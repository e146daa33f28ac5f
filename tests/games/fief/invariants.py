"""Whole-state consistency checks used after every action of the random games."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.games.fief.rules.control import has_units
from game.games.fief.rules.state import State


def check(s: State) -> None:
    data: Any = s.data
    fs = data.family_stock
    on_map_k = Counter[int]()
    on_map_m = Counter[int]()
    mills = strongholds = 0
    for vid, vs in s.villages.items():
        mills += vs.mills
        assert 0 <= vs.mills <= data.rules.max_mills_per_village, vid
        assert not (vs.stronghold and vs.fortified), vid
        strongholds += vs.stronghold + vs.fortified
        assert len(vs.present) == len(set(vs.present)), f"{vid}: a family is present twice"
        for seat in range(s.n):
            assert has_units(s, vid, seat) == (seat in vs.present), f"{vid}: presence of {seat} is wrong"
        for seat, t in vs.troops.items():
            assert t.knights >= 0 and t.men_at_arms >= 0, f"{vid}: negative troops"
            on_map_k[seat] += t.knights
            on_map_m[seat] += t.men_at_arms
        assert set(vs.road_of) <= set(vs.present[1:]), f"{vid}: the controller stands on a road"
    # stock is conserved
    for fam in s.families:
        assert fam.stock["knights"] + on_map_k[fam.seat] == fs.knights, f"knights of {fam.name}"
        assert fam.stock["men_at_arms"] + on_map_m[fam.seat] == fs.men_at_arms, f"men of {fam.name}"
        assert fam.stock["knights"] >= 0 and fam.stock["men_at_arms"] >= 0
        assert fam.deniers >= 0, f"{fam.name} has negative deniers"
    assert s.shared["mills"] + mills == data.shared_stock.mills
    assert s.shared["strongholds"] + strongholds == data.shared_stock.strongholds
    assert s.shared["mills"] >= 0 and s.shared["strongholds"] >= 0
    # every lord card is in exactly one place
    places = Counter(s.lord_deck) + Counter(s.lord_discard)
    fortune = Counter(s.fortune_deck) + Counter(s.fortune_discard) + Counter(s.disaster_track)
    for cards in s.lying.values():
        fortune += Counter(cards)
    for fam in s.families:
        places += Counter(c for c in fam.hand if c in data.lord_cards)
        fortune += Counter(c for c in fam.hand if c in data.fortune_cards)
        for lid in fam.lords:
            places[lid] += 1
            assert s.lords[lid].family == fam.seat
    assert set(s.lords) == {lid for f in s.families for lid in f.lords}
    if s.darc is not None:  # the d'Arc card stays with her (9.1)
        assert s.darc in s.lords, "d'Arc is not a lord in play"
        places[next(c for c, card in data.lord_cards.items() if card.kind == "darc")] += 1
    for cardinal, source in s.cardinals.items():  # a Cardinal card waits by his biretta (9.2)
        assert cardinal in s.lords, "a Cardinal not in play"
        if source in data.lord_cards:
            places[source] += 1
    assert all(b in s.lords for b in s.bishops.values()), "a Bishop not in play"
    if s.uprising is not None:  # Uprising cards lie on the village until it is resolved
        fortune["uprising"] += len(s.uprising.cards)
    if s.attack is not None:  # the Assassination or Ambush card is in the air until resolved
        fortune[s.attack.card] += 1
        assert s.attack.target in s.lords
    assert all(a in s.lords for a in s.assassins), "an Assassin marker is on a lord not in play"
    assert len(set(s.assassins)) == len(s.assassins), "a lord bears two Assassin markers"
    assert len(s.assassins) <= data.shared_stock.assassin_markers, "more Assassin markers than the box holds"
    assert places == Counter(data.lord_deck), "a Lord-deck card is missing or doubled"
    assert fortune == Counter(data.fortune_deck), "a Fortune or Disaster card is missing or doubled"
    assert len(s.disaster_track) <= data.rules.disaster_track_spaces
    for fam in s.families:
        markers = sum(1 for t in s.taxes if t.seat == fam.seat)
        assert fam.stock["tax"] + markers == fs.tax and fam.stock["tax"] >= 0, f"tax markers of {fam.name}"
        assert len(fam.hand) <= data.rules.hand_limit, f"{fam.name} holds too many cards"
    for b, cards in s.lying.items():
        assert len(cards) == len(set(cards)), f"bishopric {b} holds the same card twice"
    for lid, lord in s.lords.items():
        if s.step != "setup":
            assert lord.village in s.villages, f"{lid} is nowhere on the map"
    # war: siege engines come from the besiegers' stock and stand where they have troops
    # (6.4); captives are held by another family that has units where they lie (6.2.3)
    engines = Counter[int]()
    for vid, vs in s.villages.items():
        for seat, (value, begun) in vs.sieges.items():
            engines[seat] += 1
            assert value in (1, 2) and 1 <= begun <= s.round, f"{vid}: a bad siege engine"
            assert vs.stronghold or vs.fortified, f"{vid}: a siege with no walls"
            assert seat in vs.troops and vs.troops[seat].count, f"{vid}: an engine with no besieging troops"
    for fam in s.families:
        assert fam.stock["siege_engines"] + engines[fam.seat] == fs.siege_engines, f"siege engines of {fam.name}"
    for lid, lord in s.lords.items():
        if lord.captor >= 0:
            assert lord.captor != lord.family, f"{lid} is held by his own family"
            if s.battle is None or s.battle.village != lord.village:
                assert has_units(s, lord.village, lord.captor), f"{lid} is held where his captor has nobody"
    if s.battle is not None:
        b = s.battle
        assert not set(b.sides[0]) & set(b.sides[1]), "a family fights on both sides"
        assert set(b.waiting) <= set(range(s.n))
    # marriages (1.1): spouses in pairs across two families, one marriage per family
    for lid, lord in s.lords.items():
        if lord.spouse:
            partner = s.lords.get(lord.spouse)
            assert partner is not None and partner.spouse == lid, f"{lid}'s marriage is one-sided"
            assert partner.family != lord.family, f"{lid} is married within his family"
    for fam in s.families:
        assert sum(1 for lid in fam.lords if s.lords[lid].spouse) <= 1, f"{fam.name} has two marriages"
    # titles
    for fief, holder in s.fief_titles.items():
        cities = [x for x in data.board.fiefs[fief].villages if s.villages[x].fortified]
        assert len(cities) <= 1, f"fief {fief} has two fortified cities"
        if holder is not None:
            assert fief in s.lords[holder].fief_titles
            assert cities, f"fief {fief} is governed without a fortified city"
    for lid, lord in s.lords.items():
        assert len(lord.fief_titles) <= data.rules.max_fief_titles_per_lord
        for fief in lord.fief_titles:
            assert s.fief_titles[fief] == lid
    # ecclesiastical and royal titles (1.4-1.8)
    from game.games.fief.rules import titles

    for bishop in s.bishops.values():
        assert titles.male(s, bishop) and not s.lords[bishop].spouse, f"Bishop {bishop} is no unmarried man"
        assert list(s.bishops.values()).count(bishop) == 1, f"{bishop} holds two bishoprics"
    for cardinal in s.cardinals:
        assert cardinal in s.bishops.values(), f"Cardinal {cardinal} is no Bishop"
    assert list(s.cardinals.values()).count(titles.BIRETTA) <= 1, "two purchasable birettas"
    if s.pope is not None:
        assert s.pope in s.lords and titles.ecclesiastic(s, s.pope), "the Pope is no churchman in play"
    if s.king is not None:
        assert s.king in s.lords and titles.male(s, s.king) and not titles.ecclesiastic(s, s.king)
    if s.queen is not None:
        assert s.queen in s.lords
        assert s.queen_regent == (s.king is None), "a Queen Regent beside a King, or a Queen without one"
        if s.king is not None:
            assert s.lords[s.king].spouse == s.queen, "the Queen is not the King's wife"
    else:
        assert not s.queen_regent
    assert s.crown_prince is None or s.crown_prince in s.lords
    if s.excommunicated is not None:
        assert s.excommunicated in s.lords and s.pope is not None, "an excommunication without a Pope"
        assert not titles.ecclesiastic(s, s.excommunicated), "an excommunicated churchman kept his titles"
    if s.election is not None:
        assert s.election.waiting, "an election waits for nobody"
        assert set(s.election.secret) == set(s.election.laid)
    # diplomacy (8.0)
    for fam in s.families:
        assert 0 <= fam.stock["diplomacy"] <= fs.diplomacy, f"diplomacy markers of {fam.name}"
    if s.deal is not None:
        d = s.deal
        assert d.proposer != d.to and d.give_deniers >= 0 and d.take_deniers >= 0 and d.take_cards >= 0
        assert all(c in s.families[d.proposer].hand for c in d.give_cards), "a deal offers cards not in hand"
    # the Holy Relics (11.1): each relic in exactly one place, never destroyed
    if s.relics is not None:
        principals = {b.principal for b in data.board.bishoprics.values()}
        variant = data.variants["holy_relics"]
        assert set(s.relics.relics) == {r.id for r in variant.relics}, "a relic is missing or added"
        for rid, r in s.relics.relics.items():
            places_of_relic = int(r.removed) + int(bool(r.holder)) + int(bool(r.village))
            assert places_of_relic == 1, f"{rid} is in {places_of_relic} places"
            assert not r.removed or rid == "teeth_of_saint_geronce", f"{rid} left the game"
            if r.holder:
                assert r.holder in s.lords and s.lords[r.holder].captor < 0, f"{rid} is held by no free lord"
                assert r.claimed
            if r.village:
                assert r.village in s.villages, f"{rid} lies off the map"
                assert r.claimed or r.village in principals, f"unclaimed {rid} left its principal village"
        if s.relics.asking:
            assert s.relics.asking[1] in s.lords
