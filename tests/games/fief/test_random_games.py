"""OpenSpiel-style random simulation: many seeded games between random players, checking
after every action that the state is consistent and the API keeps its promises."""

from __future__ import annotations

import pytest

from game.ai import RandomBot
from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.core.saves import state_hash
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    AnswerAnnulment,
    AnswerDeal,
    AnswerMarriage,
    AnswerRansom,
    AnswerTruce,
    Assassinate,
    Bargain,
    Besiege,
    Buy,
    BuyCardinal,
    BuyFiefTitle,
    CallOff,
    CastVotes,
    Cavalcade,
    ChooseSide,
    ChooseStart,
    Consent,
    DealTerm,
    DeclareBattle,
    DeclareCandidate,
    Discard,
    Done,
    DrawFortune,
    DrawLord,
    Drop,
    DropDeal,
    EndBattle,
    EndSiege,
    Escape,
    Excommunicate,
    Fight,
    FreeCaptives,
    GiftFiefTitle,
    JoinUprising,
    LeadCaptive,
    LiftExcommunication,
    LoseTroops,
    Move,
    OfferTruce,
    OpenTalk,
    PayRansom,
    Permit,
    PickUp,
    Pillage,
    PlayAmbush,
    PlayCardinal,
    PlayDarc,
    PlayFortune,
    PlayJustice,
    PlayLord,
    PlayTax,
    PlayUprising,
    ProposeMarriage,
    RequestAnnulment,
    Sally,
    SendDeal,
    StopUprising,
    Surrender,
    SwitchSide,
    TakeHits,
    TransferControl,
    Tunnels,
)
from game.games.fief.rules.control import grant_title
from game.games.fief.rules.relic_records import (
    LordSaved,
    RelicDropped,
    RelicGiven,
    RelicInBattle,
    RelicPassed,
    RelicRolled,
    RelicTaken,
)
from game.games.fief.rules.state import State
from tests.contract.knobs import random_games

from . import helpers, invariants

#: Ten Fief games for each random game the knob asks (SENESCHAL_RANDOM_GAMES): 30 in a
#: local run, the full 200 in CI; a multiple of 4 for the chunks below.
GAMES = 4 * max(1, (10 * random_games()) // 4)
MAX_ROUNDS = 6


def _probes(s: State, rng: Rng) -> list:
    """Actions chosen at random from the whole action space, legal or not."""
    villages = list(s.villages)
    lords = list(s.lords) + ["nobody"]
    units = ["knight", "man_at_arms", "siege_engine"]
    cards = list(s.data.lord_cards) + list(s.data.fortune_cards) + ["nothing"]
    return [
        Discard(rng.choice(cards)),
        DrawLord(),
        DrawFortune(),
        PlayLord(rng.choice(cards), rng.choice(villages)),
        PlayFortune(rng.choice(cards), rng.randint(-1, 6)),
        PlayTax(rng.choice(["tallage", "tithe", "toll"]), rng.randint(-1, 9), rng.choice(lords)),
        LoseTroops(rng.randint(-1, 3), rng.randint(-1, 4)),
        PlayDarc(rng.choice(lords)),
        Assassinate(rng.choice(lords), rng.choice(lords)),
        PlayJustice(rng.choice(lords)),
        Escape(),
        PlayUprising(rng.choice(villages), rng.randint(-1, 6)),
        JoinUprising(bool(rng.below(2))),
        PlayCardinal(rng.choice(cards), rng.choice(lords)),
        Consent(bool(rng.below(2))),
        StopUprising(rng.choice(lords), bool(rng.below(2))),
        Move(rng.choice(lords), rng.choice(villages), True),
        Move(rng.choice(lords), rng.choice(villages)),
        PickUp(rng.choice(lords), rng.choice(units), rng.randint(-1, 9)),
        Drop(rng.choice(lords), rng.choice(units), rng.randint(0, 5)),
        Buy(rng.choice(["knight", "man_at_arms", "mill", "stronghold", "castle"]), rng.choice(villages)),
        BuyFiefTitle(rng.randint(0, 9), rng.choice(lords), rng.choice(villages)),
        TransferControl(rng.choice(villages), rng.randint(-1, 6)),
        Pillage(rng.choice(villages)),
        ChooseStart(rng.choice(villages)),
        Permit(bool(rng.below(2))),
        DeclareBattle(rng.choice(villages), rng.randint(-1, 6)),
        ChooseSide(rng.randint(-2, 2)),
        Fight(),
        Surrender(),
        OfferTruce(rng.randint(-1, 6)),
        AnswerTruce(bool(rng.below(2))),
        CallOff(),
        Sally(bool(rng.below(2))),
        SwitchSide(),
        EndBattle(),
        Tunnels(),
        PlayAmbush(rng.choice(lords)),
        TakeHits(((rng.randint(-1, 6), rng.randint(-1, 3), rng.randint(-1, 4)),), (rng.choice(lords),)),
        Besiege(rng.choice(villages)),
        EndSiege(rng.choice(villages)),
        Cavalcade(rng.choice(lords)),
        LeadCaptive(rng.choice(lords), rng.choice(lords), bool(rng.below(2))),
        PayRansom(rng.choice(lords), rng.randint(-1, 12), rng.choice(villages)),
        AnswerRansom(bool(rng.below(2))),
        FreeCaptives(rng.choice(villages)),
        ProposeMarriage(rng.choice(lords), rng.choice(lords)),
        AnswerMarriage(bool(rng.below(2))),
        DeclareCandidate(rng.choice(lords)),
        CastVotes(rng.choice(lords + [""]), rng.choice(lords + [""])),
        Excommunicate(rng.choice(lords)),
        LiftExcommunication(),
        RequestAnnulment(),
        AnswerAnnulment(bool(rng.below(2))),
        BuyCardinal(rng.choice(lords)),
        GiftFiefTitle(rng.randint(0, 9), rng.choice(lords), rng.choice(villages)),
        Bargain(rng.randint(-1, 6)),
        DealTerm(
            rng.choice(
                ["give_deniers", "take_deniers", "take_cards", "give_card", "village", "free", "truce", "bribe"]
            ),
            rng.choice(["+", "-", "on", *villages[:3], *lords[:3], *cards[:3]]),
        ),
        SendDeal(),
        DropDeal(),
        AnswerDeal(bool(rng.below(2)), tuple(rng.choice(cards) for _ in range(rng.below(3)))),
        OpenTalk(tuple(sorted({rng.randint(-1, 6) for _ in range(rng.randint(0, 3))}))),
        Done(),
    ]


#: Action kinds the random games played, across every game of the session.
PLAYED: set[str] = set()


def _crowd_the_church(s: State) -> None:
    """Give a random game a political start, once the families have settled: each
    family's first lord, if a man, is a Bishop; the first two Bishops are Cardinals; each
    family gets a second, male lord holding the title of the fief where it started (its
    stronghold turned Fortified City). Pope and King elections then come early."""
    data = s.data
    cards = [c for c in s.lord_deck if data.lord_cards[c].kind == "cardinal"]
    men = [c for c in s.lord_deck if data.lord_cards[c].kind == "lord" and data.lord_cards[c].gender == "male"]
    for fam in s.families:
        first = fam.lords[0]
        where = s.lords[first].village
        if data.lord_cards[first].gender == "male" and fam.seat + 1 in data.board.bishoprics:
            s.bishops[fam.seat + 1] = first
            if cards:
                card = cards.pop()
                s.lord_deck.remove(card)
                s.cardinals[first] = card
        fief = data.board.villages[where].fief
        vs = s.villages[where]
        if men and s.fief_titles[fief] is None and vs.stronghold:
            lid = men.pop()
            helpers.add_lord(s, fam.seat, lid, where)
            vs.stronghold, vs.fortified = False, True
            grant_title(s, fief, lid)
    s.cache.clear()


def _probe(s: State, seed: int, rng: Rng) -> None:
    """Half of the probes, at random: each one outside the legal actions must be refused
    with a reason and leave the state as it was. The state is hashed once for the whole
    batch (hashing is most of the cost); when it changed, each probe is tried again on a
    copy to name the culprit."""
    legal = set(engine.pending(s).options)
    before = state_hash(s.to_json())
    copy = s.clone()
    probes = _probes(s, rng)
    tried = [p for p in (probes[i] for i in range(len(probes)) if rng.below(2)) if p not in legal]
    for probe in tried:
        with pytest.raises(IllegalAction) as err:
            engine.apply(s, probe)
        assert err.value.reason, "an illegal action needs a reason"
    if state_hash(s.to_json()) == before:
        return
    for probe in tried:
        try:
            engine.apply(copy, probe)
        except IllegalAction:
            pass
        assert state_hash(copy.to_json()) == before, f"seed {seed}: a rejected {probe} changed the state"
    raise AssertionError(f"seed {seed}: rejected probes changed the state")


def _play(seed: int, players: int, politics: bool = False) -> State:
    # A third of the games, and every political one, play with the Holy Relics (11.1).
    variants = ["holy_relics"] if politics or seed % 3 == 0 else []
    s = helpers.new(players, first=seed % players, seed=seed, max_rounds=MAX_ROUNDS, variants=variants)
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    probe_rng = Rng(seed, stream=99)
    invariants.check(s)
    steps = 0
    while (d := engine.pending(s)) is not None:
        if politics and s.round == 1 and s.step == "marriage":
            politics = False
            _crowd_the_church(s)
            d = engine.pending(s)
        assert d.options, f"seed {seed}: a running game has no legal action ({d.kind})"
        assert d.options == engine.legal_actions(s)
        if steps % 3 == 0:
            _probe(s, seed, probe_rng)
        action = bots[d.seat].choose(s, d)
        PLAYED.add("passage" if getattr(action, "passage", False) else action.kind)
        for e in engine.apply(s, action):
            if isinstance(
                e, (ev.LordCaptured, ev.CaptiveFreed, ev.SiegeEngineTurned, ev.BattleEnded, ev.MarriageEnded)
            ):
                PLAYED.add(e.kind)
                if isinstance(e, ev.CaptiveFreed):
                    PLAYED.add(f"freed_by_{e.how}")
            if isinstance(e, ev.ElectionHeld) and e.elected:
                PLAYED.add(f"elected_{e.office}")
            if isinstance(
                e,
                (
                    ev.QueenCrowned,
                    ev.MarriageAnnulled,
                    ev.Excommunicated,
                    ev.CrownPrinceBorn,
                    ev.DiplomacySpent,
                    ev.TalkOpened,
                    ev.TruceMade,
                ),
            ):
                PLAYED.add(e.kind)
            if isinstance(
                e, (RelicTaken, RelicGiven, RelicPassed, RelicDropped, RelicInBattle, RelicRolled, LordSaved)
            ):
                PLAYED.add(e.kind)
            if isinstance(e, ev.DealAnswered):
                PLAYED.add("deal_accepted" if e.accept else "deal_refused")
        invariants.check(s)
        steps += 1
    assert engine.outcome(s) is not None
    assert engine.legal_actions(s) == ()
    return s


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    """GAMES games over 3 to 6 families (a quarter per chunk, so pytest shows progress)."""
    ends = []
    for seed in range(chunk * GAMES // 4, (chunk + 1) * GAMES // 4):
        players = 3 + seed % 4
        s = _play(seed, players)
        ends.append(s.outcome.end)
    assert len(ends) == GAMES // 4


def test_random_bots_use_every_card_action() -> None:
    """Random bots discard, draw from both decks, play lords, Harvest and Weather and
    taxes, choose Plague losses (2.1-2.4), name d'Arc, assassinate, escape, bring to
    Justice, move by Secret Passage and raise and join Uprisings (9.1, 10.1-10.4); runs after the games above
    or on its own over 60 of them."""
    if not {"play_fortune", "play_tax", "passage", "escape", "join_uprising"} <= PLAYED:
        for seed in range(60):
            _play(seed, 3 + seed % 4)
    assert {
        "discard",
        "draw_lord",
        "draw_fortune",
        "play_lord",
        "play_fortune",
        "play_tax",
        "lose_troops",
        "play_darc",
        "assassinate",
        "escape",
        "play_justice",
        "passage",
        "play_uprising",
        "join_uprising",
    } <= PLAYED


WAR = {
    "declare_battle",
    "choose_side",
    "fight",
    "surrender",
    "offer_truce",
    "answer_truce",
    "call_off",
    "sally",
    "take_hits",
    "besiege",
    "end_siege",
    "cavalcade",
    "pay_ransom",
    "answer_ransom",
    "lord_captured",
    "captive_freed",
    "siege_engine_turned",
    "battle_ended",
    "freed_by_ransom",
}


def test_random_bots_fight_besiege_ride_capture_and_ransom() -> None:
    """Random bots declare battles and take sides, fight, surrender, make truces, call off
    attacks on walls and sally, lay and lift sieges whose engines turn over, ride
    Cavalcades, take captives and pay and haggle over ransoms (5.2, 6.0-6.4);
    runs after the games above or on its own over 60 of them."""
    if not WAR <= PLAYED:
        for seed in range(60):
            _play(seed, 3 + seed % 4)
    assert WAR <= PLAYED, f"never played: {sorted(WAR - PLAYED)}"


def test_random_bots_marry_and_widow() -> None:
    """Random bots offer, accept and refuse marriages, and spouses die (1.1, 1.1.1)."""
    wanted = {"propose_marriage", "answer_marriage", "marriage_ended"}
    if not wanted <= PLAYED:
        for seed in range(60):
            _play(seed, 3 + seed % 4)
    assert wanted <= PLAYED, f"never played: {sorted(wanted - PLAYED)}"


POLITICS = {
    "declare_candidate",
    "cast_votes",
    "elected_bishop",
    "elected_pope",
    "elected_king",
    "excommunicate",
    "lift_excommunication",
    "buy_cardinal",
    "queen_crowned",
    "crown_prince_born",
    "gift_fief_title",
    "request_annulment",
    "answer_annulment",
    "marriage_annulled",
    "bargain",
    "deal_term",
    "send_deal",
    "drop_deal",
    "deal_accepted",
    "deal_refused",
    "diplomacy_spent",
    "talk_opened",
    "truce_made",
}


def test_random_bots_stand_vote_excommunicate_and_make_deals() -> None:
    """Random bots put candidates forward and vote, so Bishops, Popes and Kings are elected
    (1.3-1.8); Popes excommunicate and lift it, and annul marriages when asked (1.7); the
    Cardinal biretta is bought (4.4); a King's wife is crowned, a Crown Prince born and a
    King gives a fief title (1.8, 1.8.1, 1.8.2); deals are written, dropped, sent, accepted
    and refused, Diplomacy markers spent, truces made and private talks opened (8.0). 40 games from a political start, where
    Bishops, Cardinals and fief lords are in play from the first round."""
    for seed in range(40):
        _play(seed, 3 + seed % 4, politics=True)
    assert POLITICS <= PLAYED, f"never played: {sorted(POLITICS - PLAYED)}"


RELICS = {
    "take_relic",
    "allow_relic",
    "give_relic",
    "use_teeth",
    "relic_rite",
    "relic_taken",
    "relic_given",
    "relic_dropped",
    "relic_in_battle",
    "relic_rolled",
    "lord_saved",
}


def test_random_bots_take_hand_over_and_use_the_holy_relics() -> None:
    """Random bots with the Holy Relics (11.1, 11.1.1): relics are taken (with leave asked
    and given), handed over, dropped by the dead and the captive, and used: the Grail or
    the Spear in battle, the Eyes or the Bone at the end of Play Cards, the Teeth on a
    death. Runs after the games above or on its own over the political ones."""
    if not RELICS <= PLAYED:
        for seed in range(40):
            _play(seed, 3 + seed % 4, politics=True)
    assert RELICS <= PLAYED, f"never played: {sorted(RELICS - PLAYED)}"


def test_random_games_are_deterministic() -> None:
    a = _play(7, 4)
    b = _play(7, 4)
    assert a.to_json() == b.to_json()


def test_clone_is_independent() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    c = s.clone()
    before = s.to_json()
    bot = RandomBot(3)
    for _ in range(40):
        d = engine.pending(c)
        if d is None:
            break
        engine.apply(c, bot.choose(c, d))
    assert s.to_json() == before
    assert c.to_json() != before
