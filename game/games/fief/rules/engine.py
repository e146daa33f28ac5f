"""The Fief engine: the contract of ARCHITECTURE.md over ``game.games.fief.rules.state.State``.

    state = new_game(data, config, seed)
    decision = pending(state)             # who decides what, with the legal options
    events = apply(state, action)         # raises IllegalAction with a reason
    view = view_for(state, seat)          # what that seat may know
    outcome(state)                        # None while playing

The round runs its seven phases in order (Round Overview): marriages and elections,
cards and disasters, income, purchases, movement, battles and pillage, the end of the
round. A family's turn in a phase is a sequence of small actions ended by ``Done``;
when the only things a family can do are ``Done`` and what may be done at any time
(deals, talks, the Pope's and the married families' requests, and in the marriage,
ransom and battles steps its opportunity cards), its turn passes by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.engine import Action, Decision, Event, field_problem
from game.core.errors import ConfigError, IllegalAction
from game.core.i18n import N_, Message, Text, m
from game.core.rng import Rng
from game.games.fief.rules import (
    battle,
    cards,
    diplomacy,
    disasters,
    elections,
    fog,
    limits,
    marriage,
    movement,
    opportunity,
    purchase,
    ransom,
    relics,
    siege,
    titles,
    uprising,
)
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
    ClaimTitle,
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
    TransferFiefTitle,
    Tunnels,
)
from game.games.fief.rules.control import (
    all_controllers,
    controller,
    grant_title,
    lords_who_can_hold_title,
    settle_claims,
    settle_control,
    update_presence,
    victory_points,
)
from game.games.fief.rules.names import Names, data_name, deniers
from game.games.fief.rules.relic_records import AllowRelic, GiveRelic, RelicRite, TakeRelic, UseTeeth
from game.games.fief.rules.state import (
    PHASES,
    Deal,
    Family,
    GameConfig,
    Lord,
    Outcome,
    State,
    Troops,
    Village,
    the_cause,
)

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

#: Optional rules from data/fief/variants.yaml that this engine plays by their id. A
#: variant that only changes numbers the engine reads (``dice_faces``,
#: ``disaster_free_rounds``) is playable whatever its id (``playable_variant``).
SUPPORTED_VARIANTS: frozenset[str] = frozenset(
    {"hidden_deniers", "gentle_first_round", "open_diplomacy", "fog_of_war", relics.VARIANT}
)


def playable_variant(data: FiefData, variant_id: str) -> bool:
    """Whether the engine plays this variant: a rule it knows by id, or numbers it reads."""
    v = data.variants[variant_id]
    return variant_id in SUPPORTED_VARIANTS or v.dice_faces is not None or v.disaster_free_rounds is not None


HIDDEN = "hidden"  # what a view shows in place of a card it may not see
#: the top card of the Fortune & Disaster deck when it is a Disaster card: its black back
#: shows it, as Fortune cards have grey backs (2.1); a plain HIDDEN top is a Fortune card
HIDDEN_DISASTER = "hidden-disaster"


# --------------------------------------------------------------------------- set-up


def new_game(data: FiefData, config: GameConfig, seed: int) -> State:
    """A new game after the automatic part of setup, waiting for the first start choice."""
    return start(data, config, seed)[0]


def start(data: FiefData, config: GameConfig, seed: int) -> tuple[State, list[Event]]:
    """Set up a game (Game Setup): families, decks, lord draw, first player."""
    check_config(data, config)
    rng = Rng(seed)
    n = len(config.seats)
    families = [
        Family(i, s.name, s.color, data.start.deniers, data.family_stock.model_dump())
        for i, s in enumerate(config.seats)
    ]
    lord_deck = list(data.lord_deck)
    rng.shuffle(lord_deck)
    fortune_deck = list(data.fortune_deck)
    rng.shuffle(fortune_deck)
    state = State(
        config=config,
        rng=rng,
        families=families,
        lords={},
        villages={v: Village() for v in data.board.villages},
        fief_titles=dict.fromkeys(data.board.fiefs),
        shared={"mills": data.shared_stock.mills, "strongholds": data.shared_stock.strongholds},
        lord_deck=lord_deck,
        lord_discard=[],
        fortune_deck=fortune_deck,
        fortune_discard=[],
        first_player=0,
        data=data,
    )
    events: list[Event] = [ev.GameStarted(n, seed)]
    for seat in range(n):
        while True:
            card = state.lord_deck.pop()
            if data.lord_cards[card].kind == "lord":
                break
            # A Cardinal or d'Arc card drawn at setup goes back and is shuffled in.
            state.lord_deck.append(card)
            rng.shuffle(state.lord_deck)
            events.append(ev.CardShuffledBack(seat, card))
        state.lords[card] = Lord(card, seat, "")
        families[seat].lords.append(card)
        events.append(ev.LordDrawn(seat, card))
    state.first_player = config.first_player if config.first_player is not None else rng.below(n)
    events.append(ev.FirstPlayerChosen(state.first_player))
    if relics.VARIANT in config.variants:
        relics.place(state, events)  # 11.1
    state.step = "setup"
    _advance(state, events)
    return state, events


def check_config(data: FiefData, config: GameConfig) -> None:
    rules = data.rules
    n = len(config.seats)
    if not rules.min_families <= n <= rules.max_families:
        raise ConfigError(m("fief.rules.config_families", least=rules.min_families, most=rules.max_families, count=n))
    colours = {c.id for c in data.families}
    seen: set[str] = set()
    for i, seat in enumerate(config.seats):
        if seat.color not in colours:
            raise ConfigError(
                m("fief.rules.config_colour", seat=i + 1, colour=repr(seat.color), known=str(sorted(colours)))
            )
        if seat.color in seen:
            raise ConfigError(m("fief.rules.config_colour_taken", seat=i + 1, colour=repr(seat.color)))
        seen.add(seat.color)
        if not seat.name.strip():
            raise ConfigError(m("fief.rules.config_no_name", seat=i + 1))
    for v in config.variants:
        if v not in data.variants:
            raise ConfigError(m("fief.rules.config_variant", variant=repr(v), known=str(sorted(data.variants))))
        if not playable_variant(data, v):
            raise ConfigError(m("fief.rules.config_variant_unplayable", name=data_name(data.variants[v]), variant=v))
    relic_problem = relics.check_config(data, config.variants)
    if relic_problem:
        raise ConfigError(relic_problem)
    if config.first_player is not None and not 0 <= config.first_player < n:
        raise ConfigError(m("fief.rules.config_first_player", seat=str(config.first_player)))
    if config.reactions not in ("holders", "everyone"):
        raise ConfigError(m("fief.rules.config_reactions", value=repr(config.reactions)))
    if config.max_rounds is not None and config.max_rounds < 1:
        raise ConfigError(m("fief.rules.config_round_limit"))


# --------------------------------------------------------------------------- contract


def names_for(state: State) -> Names:
    return Names(state.data, [f.name for f in state.families])


def _current(state: State) -> tuple[int, str]:
    """The seat that decides now and the kind of its decision."""
    relic_turn = relics.current(state)  # the Teeth, a relic's permission, the rites (11.1)
    if relic_turn is not None:
        return relic_turn
    if state.request is not None:
        return state.request.waiting[0], "permission"
    if state.attack is not None:
        return state.attack.family, "react"
    if state.uprising is not None and state.uprising.waiting:
        return state.uprising.waiting[0], "join_uprising"
    if state.cardinal_request is not None:
        assert state.pope is not None
        return state.lords[state.pope].family, "consent"
    if state.losses:
        return state.losses[0].seat, "lose_troops"
    if state.claims:
        return state.claims[0].seat, "claim_title"
    if state.marriage_offer:
        return marriage.answering(state), "marriage_offer"
    if state.annulment is not None:
        assert state.pope is not None
        return state.lords[state.pope].family, "annulment"
    if state.deal is not None:
        return (state.deal.to, "deal") if state.deal.sent else (state.deal.proposer, "deal_draft")
    if state.election is not None:
        return state.election.waiting[0], "candidate" if state.election.stage == "candidates" else "vote"
    if state.ransom is not None:
        return state.lords[state.ransom.lord].captor, "ransom_offer"
    if state.battle is not None:
        return state.battle.waiting[0], BATTLE_KINDS[state.battle.stage]
    if state.step == "setup":
        return state.turn_order()[state.turn_index], "choose_start"
    return state.turn_order()[state.turn_index], state.step


#: The decision kind for each stage of a battle (``State.battle.stage``).
BATTLE_KINDS = {
    "sides": "battle_side",
    "round": "battle",
    "casualties": "casualties",
    "truce": "truce",
    "sally": "sally",
}
#: Answers given inside another family's turn: the client shows a neutral curtain.
INTERRUPTS = frozenset(
    {
        "permission",
        "react",
        "join_uprising",
        "consent",
        "ransom_offer",
        "marriage_offer",
        "annulment",
        "deal",
        *BATTLE_KINDS.values(),
        *relics.KINDS,
    }
)


def pending(state: State) -> Decision | None:
    if state.outcome is not None or state.step == "over":
        return None
    seat, kind = _current(state)
    return Decision(seat, kind, _prompt(state, seat, kind), legal_actions(state), kind in INTERRUPTS)


def _prompt(state: State, seat: int, kind: str) -> Message:
    nm = names_for(state)
    who = nm.family(seat)
    if kind in relics.KINDS:
        return relics.prompt(state, seat, kind, nm)
    if kind == "permission":
        req = state.request
        assert req is not None
        asker = state.lords[req.lord].family
        return m(
            "fief.prompt.permission",
            who=who,
            lord=nm.lord(req.lord),
            family=nm.family(asker),
            frm=nm.village(req.frm),
            to=nm.village(req.to),
        )
    if kind == "react":
        attack = state.attack
        assert attack is not None
        return m("fief.prompt.react", who=who, family=nm.family(attack.seat), lord=nm.lord(attack.target))
    if kind == "consent":
        creq = state.cardinal_request
        assert creq is not None
        msg_id = "fief.prompt.consent_biretta" if creq.card == titles.BIRETTA else "fief.prompt.consent_card"
        return m(
            msg_id,
            who=who,
            family=nm.family(creq.seat),
            lord=nm.lord(creq.bishop),
            lord_family=nm.family(state.lords[creq.bishop].family),
        )
    if kind == "join_uprising":
        up = state.uprising
        assert up is not None
        return m(
            "fief.prompt.join_uprising",
            who=who,
            family=nm.family(up.seat),
            village=nm.village(up.village),
            n=len(up.cards),
        )
    if kind in BATTLE_KINDS.values():
        return _battle_prompt(state, seat, kind, nm)
    if kind == "ransom_offer":
        offer = state.ransom
        assert offer is not None
        fam = state.lords[offer.lord].family
        return m(
            "fief.prompt.ransom_offer",
            who=who,
            family=nm.family(fam),
            amount=deniers(offer.amount),
            lord=nm.lord(offer.lord),
            full=deniers(ransom.ransom_of(state, offer.lord)),
        )
    if kind == "ransom":
        return m("fief.prompt.ransom", who=who)
    if kind == "marriage":
        return m("fief.prompt.marriage", who=who)
    if kind == "annulment":
        assert state.annulment is not None
        return m("fief.prompt.annulment", who=who, family=nm.family(state.annulment))
    if kind == "deal_draft":
        assert state.deal is not None
        return m("fief.prompt.deal_draft", who=who, family=nm.family(state.deal.to))
    if kind == "deal":
        assert state.deal is not None
        return m("fief.prompt.deal", who=who, family=nm.family(state.deal.proposer))
    if kind in ("candidate", "vote"):
        el = state.election
        assert el is not None
        office = elections.office_name(state, el, nm)
        if kind == "candidate":
            return m("fief.prompt.candidate", who=who, office=office)
        votes = elections.share(state, el.office, el.bishopric, seat).votes
        return m("fief.prompt.vote", who=who, office=office, n=votes)
    if kind == "marriage_offer":
        proposer, lord, lady = state.marriage_offer
        return m(
            "fief.prompt.marriage_offer", who=who, family=nm.family(proposer), lord=nm.lord(lord), lady=nm.lord(lady)
        )
    if kind == "battles":
        return m("fief.prompt.battles", who=who)
    if kind == "claim_title":
        return m("fief.prompt.claim_title", who=who, fief=nm.fief(state.claims[0].fief))
    if kind == "lose_troops":
        head = state.losses[0]
        return m(
            "fief.prompt.lose_troops",
            who=who,
            cause=the_cause(head.cause),
            count=head.count,
            village=nm.village(head.village),
        )
    if kind == "choose_start":
        lord = state.families[seat].lords[0]
        return m("fief.prompt.choose_start", who=who, lord=nm.lord(lord))
    if kind == "draw":
        return m("fief.prompt.draw", who=who, hand=len(state.families[seat].hand), limit=state.data.rules.hand_limit)
    if kind == "play_cards":
        return m("fief.prompt.play_cards", who=who)
    if kind == "purchase":
        return m("fief.prompt.purchase", who=who, deniers=deniers(state.families[seat].deniers))
    if kind == "movement":
        return m("fief.prompt.movement", who=who)
    if kind == "pillage":
        return m("fief.prompt.pillage", who=who)
    return m("fief.prompt.decide", who=who)


def _battle_prompt(state: State, seat: int, kind: str, nm: Names) -> Message:
    b = state.battle
    assert b is not None
    who = nm.family(seat)
    where = nm.village(b.village)
    if kind == "battle_side":
        return m(
            "fief.prompt.battle_side",
            who=who,
            attacker=nm.family(b.sides[0][0]),
            defender=nm.family(b.sides[1][0]),
            village=where,
        )
    if kind == "casualties":
        side = battle.side_of(b, seat)
        return m("fief.prompt.casualties", who=who, n=b.hits[side], village=where)
    if kind == "truce":
        return m(
            "fief.prompt.truce", who=who, family=nm.family(b.truce[0]), holder=nm.family(b.truce[1]), village=where
        )
    if kind == "sally":
        return m("fief.prompt.sally", who=who, village=where)
    return m("fief.prompt.battle", who=who, village=where, roll=b.rolls + 1)


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action for the pending decision (empty when the game is over)."""
    cached: tuple[Action, ...] | None = state.cache.get("legal")
    if cached is not None:
        return cached
    if state.outcome is not None or state.step == "over":
        result: tuple[Action, ...] = ()
    else:
        seat, kind = _current(state)
        nm = names_for(state)
        result = tuple(a for a in _candidates(state, seat, kind) if _problem(state, seat, a, nm) is None)
    state.cache["legal"] = result
    state.cache["legal_set"] = frozenset(result)
    return result


#: Decisions answered by yes or no, and the action that answers them.
_YES_OR_NO: dict[str, Callable[[bool], Action]] = {
    "permission": Permit,
    "consent": Consent,
    "ransom_offer": AnswerRansom,
    "marriage_offer": AnswerMarriage,
    "annulment": AnswerAnnulment,
    "truce": AnswerTruce,
    "sally": Sally,
}


def _candidates(state: State, seat: int, kind: str) -> list[Action]:
    if kind in _YES_OR_NO:
        answer = _YES_OR_NO[kind]
        return [answer(True), answer(False)]
    if kind in relics.KINDS:
        return relics.candidates(state, seat, kind)
    if kind == "claim_title":
        fief = state.claims[0].fief
        return [ClaimTitle(fief, lid) for lid in lords_who_can_hold_title(state, seat)]
    if kind == "choose_start":
        return [ChooseStart(v) for v in state.villages]
    if kind == "lose_troops":
        return disasters.losses_candidates(state)
    if kind == "react":
        return opportunity.react_candidates(state, seat)
    if kind == "join_uprising":
        return uprising.join_candidates(state, seat)
    if kind == "battle_side":
        return battle.side_candidates(state, seat)
    if kind == "battle":  # between two rolls, the cards that do not raise a mob (9.0, 10.0)
        return battle.round_candidates(state, seat) + [
            a for a in opportunity_candidates(state, seat, kind) if isinstance(a, _IN_BATTLE)
        ]
    if kind == "casualties":
        return battle.casualty_candidates(state, seat)
    if kind in ("candidate", "vote"):  # opportunity cards may be played first (9.0, 10.0)
        return elections.candidates(state, seat) + opportunity_candidates(state, seat, kind)
    if kind == "deal_draft":
        return diplomacy.draft_candidates(state, seat)
    if kind == "deal":
        return diplomacy.answer_candidates(state, seat)
    out: list[Action] = opportunity_candidates(state, seat, kind)
    if kind in RELIC_STEPS:
        out += relics.take_candidates(state, seat)
    if kind == "draw":
        out += cards.draw_candidates(state, seat)
    elif kind == "play_cards":
        out += cards.play_candidates(state, seat)
    elif kind == "purchase":
        out += purchase.purchase_candidates(state, seat)
        out += purchase.cardinal_candidates(state, seat)
        out += purchase.gift_candidates(state, seat)
        out += _transfer_control_candidates(state, seat)
    elif kind == "movement":
        out += movement.movement_candidates(state, seat)
        out += battle.cavalcade_candidates(state, seat)
        out += [a for a in siege.candidates(state, seat) if isinstance(a, EndSiege)]
        out += _transfer_control_candidates(state, seat)
    elif kind == "pillage":
        out += [Pillage(v) for v, vs in state.villages.items() if vs.mills]
    elif kind == "battles":
        out += battle.declare_candidates(state, seat)
        out += siege.candidates(state, seat)
    elif kind == "ransom":
        out += ransom.candidates(state, seat)
    elif kind == "marriage":
        out += marriage.candidates(state, seat)
    out.append(Done())
    # What titles and diplomacy allow at any time come last: they never keep a turn open.
    if kind in POLITICS_STEPS:
        out += _politics_candidates(state, seat)
    if kind in DIPLOMACY_STEPS:
        out += diplomacy.turn_candidates(state, seat)
    if kind in RELIC_STEPS:
        out += relics.give_candidates(state, seat)
    return list(dict.fromkeys(out))  # a Secret Passage's escape is also a ransom step's option


#: The decisions of a family's own at which it may also play its opportunity cards (9.0,
#: 10.0: "at any time" but the draw): its turns in every turn step, the draw only before
#: its first card is drawn (FAQ of phase 2: "instead of discarding"), and its candidate
#: and its votes in each election of phase 1. Answers to another family are no window,
#: except the reactions to an Assassination, an Ambush and an Uprising. Between a
#: battle's rolls a fighting family may play any card but an Uprising.
OPPORTUNITY_STEPS = (
    "marriage",
    "candidate",
    "vote",
    "draw",
    "play_cards",
    "ransom",
    "purchase",
    "movement",
    "battles",
    "battle",
    "pillage",
)
_OPPORTUNITY = (PlayDarc, Assassinate, PlayJustice, PlayUprising, PlayCardinal, FreeCaptives)
#: What a family fighting a battle may play between two rolls, besides the battle's own
#: Ambush and tunnels: an Uprising is raised before a battle, not in one (10.1).
_IN_BATTLE = (PlayDarc, Assassinate, PlayJustice, PlayCardinal, FreeCaptives)
#: Turn steps in which a family's lords may take a Holy Relic or hand one over (11.1).
RELIC_STEPS = ("play_cards", "purchase", "movement", "pillage")
#: Turn steps in which the Pope's family may excommunicate or lift an excommunication, and
#: a married family may ask the Pope for an annulment (1.7: "at any time").
POLITICS_STEPS = ("marriage", "play_cards", "purchase", "movement", "pillage")


def opportunity_candidates(state: State, seat: int, kind: str) -> list[Action]:
    """The opportunity cards the family may play at this decision of its own (9.0, 10.0)."""
    if kind not in OPPORTUNITY_STEPS or (kind == "draw" and state.draws):
        return []
    return opportunity.candidates(state, seat) + uprising.candidates(state, seat)


_POLITICS = (Excommunicate, LiftExcommunication, RequestAnnulment, Bargain, OpenTalk)
#: Turn steps in which a family may bargain and talk in private (8.0: "at any point").
DIPLOMACY_STEPS = (*POLITICS_STEPS, "battles", "ransom")
#: Actions that never keep a turn open by themselves: when nothing else is left, the
#: turn ends without waiting for them.
ANYTIME = (*_POLITICS, GiveRelic)
#: Steps where opportunity cards are offered but, like the actions above, never keep a
#: turn open: the turn waits for them only when the family has something else to decide
#: there, so no family is stopped (and its hand betrayed) for holding a card. A Secret
#: Passage's escape keeps its place among the ransom step's own choices.
PASSING_OPPORTUNITY: dict[str, tuple[type, ...]] = {
    "marriage": _OPPORTUNITY,
    "ransom": tuple(t for t in _OPPORTUNITY if t is not FreeCaptives),
    "battles": _OPPORTUNITY,
}


def _keeps_open(state: State, action: Action) -> bool:
    """Whether ``action`` is reason enough to keep the family's turn open."""
    if action == Done() or isinstance(action, ANYTIME):
        return False
    return not isinstance(action, PASSING_OPPORTUNITY.get(state.step, ()))


def _politics_candidates(state: State, seat: int) -> list[Action]:
    out: list[Action] = [Excommunicate(lid) for lid in titles.excommunication_targets(state, seat)]
    if state.excommunicated is not None and state.pope is not None and state.lords[state.pope].family == seat:
        out.append(LiftExcommunication())
    if titles.may_annul(state, seat):
        out.append(RequestAnnulment())
    return out


_ALLOWED: dict[str, tuple[type, ...]] = {
    "permission": (Permit,),
    "react": (Escape, Done),
    "join_uprising": (JoinUprising, StopUprising, Done),
    "consent": (Consent,),
    "claim_title": (ClaimTitle,),
    "choose_start": (ChooseStart,),
    "lose_troops": (LoseTroops,),
    "draw": (Discard, DrawLord, DrawFortune, Done, *_OPPORTUNITY),
    "play_cards": (PlayLord, PlayFortune, PlayTax, Done, *_OPPORTUNITY, *_POLITICS),
    "purchase": (
        Buy,
        BuyFiefTitle,
        BuyCardinal,
        GiftFiefTitle,
        TransferFiefTitle,
        TransferControl,
        Done,
        *_OPPORTUNITY,
        *_POLITICS,
    ),
    "movement": (
        Move,
        PickUp,
        Drop,
        LeadCaptive,
        Cavalcade,
        EndSiege,
        TransferControl,
        Done,
        *_OPPORTUNITY,
        *_POLITICS,
    ),
    "pillage": (Pillage, Done, *_OPPORTUNITY, *_POLITICS),
    "battles": (DeclareBattle, Besiege, EndSiege, Done, Bargain, OpenTalk, *_OPPORTUNITY),
    "ransom": (PayRansom, Done, Bargain, OpenTalk, *_OPPORTUNITY),
    "deal_draft": (DealTerm, SendDeal, DropDeal),
    "deal": (AnswerDeal,),
    "ransom_offer": (AnswerRansom,),
    "marriage": (ProposeMarriage, Done, *_OPPORTUNITY, *_POLITICS),
    "marriage_offer": (AnswerMarriage,),
    "annulment": (AnswerAnnulment,),
    "candidate": (DeclareCandidate, Done, *_OPPORTUNITY),
    "vote": (CastVotes, *_OPPORTUNITY),
    "battle_side": (ChooseSide,),
    "battle": (Fight, Surrender, OfferTruce, CallOff, SwitchSide, EndBattle, Tunnels, PlayAmbush, *_IN_BATTLE),
    "casualties": (TakeHits,),
    "truce": (AnswerTruce,),
    "sally": (Sally,),
    "teeth": (UseTeeth,),
    "relic_permission": (AllowRelic,),
    "relic_rite": (RelicRite,),
}
for _step in OPPORTUNITY_STEPS:  # a lord takes or hands over a relic in his family's turn (11.1)
    _ALLOWED[_step] = (*_ALLOWED[_step], TakeRelic, GiveRelic)

#: what a family must do in each kind of decision, for the refusal of an action that does not fit
_WHAT = {
    "permission": N_("fief.rules.what_permission"),
    "react": N_("fief.rules.what_react"),
    "join_uprising": N_("fief.rules.what_join_uprising"),
    "consent": N_("fief.rules.what_consent"),
    "claim_title": N_("fief.rules.what_claim_title"),
    "choose_start": N_("fief.rules.what_choose_start"),
    "lose_troops": N_("fief.rules.what_lose_troops"),
    "draw": N_("fief.rules.what_draw"),
    "play_cards": N_("fief.rules.what_play_cards"),
    "purchase": N_("fief.rules.what_purchase"),
    "movement": N_("fief.rules.what_movement"),
    "pillage": N_("fief.rules.what_pillage"),
    "battles": N_("fief.rules.what_battles"),
    "ransom": N_("fief.rules.what_ransom"),
    "ransom_offer": N_("fief.rules.what_ransom_offer"),
    "marriage": N_("fief.rules.what_marriage"),
    "marriage_offer": N_("fief.rules.what_marriage_offer"),
    "annulment": N_("fief.rules.what_annulment"),
    "candidate": N_("fief.rules.what_candidate"),
    "deal_draft": N_("fief.rules.what_deal_draft"),
    "deal": N_("fief.rules.what_deal"),
    "vote": N_("fief.rules.what_vote"),
    "battle_side": N_("fief.rules.what_battle_side"),
    "battle": N_("fief.rules.what_battle"),
    "casualties": N_("fief.rules.what_casualties"),
    "truce": N_("fief.rules.what_truce"),
    "sally": N_("fief.rules.what_sally"),
    "teeth": N_("fief.rules.what_teeth"),
    "relic_permission": N_("fief.rules.what_relic_permission"),
    "relic_rite": N_("fief.rules.what_relic_rite"),
}


def _problem(state: State, seat: int, action: Action, nm: Names) -> Text | None:
    kind = _current(state)[1]
    if not isinstance(action, _ALLOWED.get(kind, ())):
        what = m(_WHAT.get(kind, N_("fief.rules.what_decide")))
        return m(
            "fief.refusal.engine_wrong_kind", family=nm.family(seat), what=what, action=action.kind.replace("_", " ")
        )
    if kind == "draw" and state.draws and isinstance(action, _OPPORTUNITY):
        return m("fief.refusal.engine_drawing", family=nm.family(seat))
    check = _PROBLEMS.get(type(action))
    return check(state, seat, action, nm) if check else None


def _choose_start_problem(state: State, seat: int, a: ChooseStart, nm: Names) -> Message | None:
    if a.village not in state.villages:
        return m("fief.refusal.engine_no_village", village=repr(a.village))
    vs = state.villages[a.village]
    if vs.present or vs.stronghold:
        return m("fief.refusal.engine_start_occupied", village=nm.village(a.village))
    return None


def _claim_problem(state: State, seat: int, a: ClaimTitle, nm: Names) -> Message | None:
    if not state.claims or a.fief != state.claims[0].fief:
        return m("fief.refusal.engine_no_claim")
    if a.lord not in lords_who_can_hold_title(state, seat):
        return m("fief.refusal.engine_title_limit", lord=nm.lord(a.lord))
    return None


def _transfer_control_candidates(state: State, seat: int) -> list[Action]:
    return [
        TransferControl(v, other)
        for v, vs in state.villages.items()
        if vs.present and vs.present[0] == seat
        for other in vs.present[1:]
    ]


def _transfer_control_problem(state: State, seat: int, a: TransferControl, nm: Names) -> Message | None:
    vs = state.villages.get(a.village)
    if vs is None:
        return m("fief.refusal.engine_no_village", village=repr(a.village))
    if not vs.present or vs.present[0] != seat:
        return m("fief.refusal.engine_control_not_held", village=nm.village(a.village))
    if a.to_seat == seat or a.to_seat not in vs.present:
        return m("fief.refusal.engine_control_to", village=nm.village(a.village))
    return None


def _pillage_problem(state: State, seat: int, a: Pillage, nm: Names) -> Message | None:
    vs = state.villages.get(a.village)
    if vs is None:
        return m("fief.refusal.engine_no_village", village=repr(a.village))
    if controller(state, a.village) != seat and seat not in vs.sieges:
        return m("fief.refusal.engine_pillage_not_held", village=nm.village(a.village))
    if vs.mills <= 0:
        return m("fief.refusal.engine_pillage_no_mill", village=nm.village(a.village))
    return None


def _no_problem(state: State, seat: int, a: Action, nm: Names) -> Message | None:
    return None


def _done_problem(state: State, seat: int, a: Done, nm: Names) -> Text | None:
    kind = _current(state)[1]
    if kind == "ransom":
        return ransom.done_problem(state, seat, nm)
    if kind == "movement":
        for lid, march in state.marches.items():
            if march.must_move and march.moves_left > 0 and not march.refused and state.lords[lid].family == seat:
                return m("fief.refusal.engine_cavalcade_ride_on", lord=nm.lord(lid))
    return None


_PROBLEMS: dict[type, Callable[[State, int, Any, Names], Text | None]] = {
    ChooseStart: _choose_start_problem,
    ClaimTitle: _claim_problem,
    ProposeMarriage: marriage.problem,
    DeclareCandidate: elections.problem,
    CastVotes: elections.problem,
    GiftFiefTitle: purchase.gift_problem,
    BuyCardinal: purchase.cardinal_problem,
    Bargain: diplomacy.turn_problem,
    OpenTalk: diplomacy.turn_problem,
    DealTerm: diplomacy.term_problem,
    SendDeal: diplomacy.send_problem,
    AnswerDeal: diplomacy.answer_problem,
    AnswerMarriage: _no_problem,
    Permit: _no_problem,
    Done: _done_problem,
    Move: movement.move_problem,
    PickUp: movement.pick_up_problem,
    Drop: movement.drop_problem,
    Buy: purchase.buy_problem,
    BuyFiefTitle: purchase.buy_title_problem,
    TransferFiefTitle: purchase.transfer_problem,
    TransferControl: _transfer_control_problem,
    Pillage: _pillage_problem,
    Discard: cards.discard_problem,
    DrawLord: cards.draw_lord_problem,
    DrawFortune: cards.draw_fortune_problem,
    PlayLord: cards.play_lord_problem,
    PlayFortune: cards.play_fortune_problem,
    PlayTax: cards.play_tax_problem,
    LoseTroops: disasters.lose_problem,
    PlayDarc: opportunity.darc_problem,
    Assassinate: opportunity.assassinate_problem,
    PlayJustice: opportunity.justice_problem,
    Escape: opportunity.escape_problem,
    PlayUprising: uprising.play_problem,
    JoinUprising: uprising.join_problem,
    StopUprising: uprising.stop_problem,
    PlayCardinal: opportunity.cardinal_problem,
    Consent: _no_problem,
    LeadCaptive: movement.lead_problem,
    DeclareBattle: battle.declare_problem,
    Cavalcade: battle.cavalcade_problem,
    ChooseSide: _no_problem,
    Fight: battle.round_problem,
    Surrender: battle.round_problem,
    OfferTruce: battle.round_problem,
    CallOff: battle.round_problem,
    SwitchSide: battle.round_problem,
    EndBattle: battle.round_problem,
    Tunnels: battle.round_problem,
    PlayAmbush: battle.round_problem,
    TakeHits: battle.casualty_problem,
    AnswerTruce: _no_problem,
    Sally: _no_problem,
    Besiege: siege.besiege_problem,
    EndSiege: siege.end_siege_problem,
    PayRansom: ransom.pay_problem,
    AnswerRansom: _no_problem,
    FreeCaptives: ransom.free_problem,
    TakeRelic: relics.take_problem,
    GiveRelic: relics.give_problem,
    RelicRite: relics.rite_problem,
    AllowRelic: _no_problem,
    UseTeeth: _no_problem,
}


def explain(state: State, action: Action) -> Text:
    """Why ``action`` is not legal now, as a message (empty string if it is legal)."""
    if state.outcome is not None or state.step == "over":
        return m("fief.refusal.engine_game_over")
    legal_actions(state)
    if _legal(state, action):
        return ""
    wrong = field_problem(action)
    if wrong is not None:
        return wrong
    seat, _ = _current(state)
    nm = names_for(state)
    problem = _problem(state, seat, action, nm)
    if problem:
        return problem
    # Nothing is wrong with the action itself: it answers another question than the
    # one pending, which the refusal names.
    decision = pending(state)
    if decision is None:
        return m("fief.refusal.engine_game_over")
    return m("fief.refusal.engine_asked_else", asked=decision.prompt)


def _legal(state: State, action: Action) -> bool:
    """Whether ``action`` is among the legal actions (listed in ``state.cache``); an
    action with a field that cannot be hashed (a list or an object) is none of them."""
    try:
        return action in state.cache["legal_set"]
    except TypeError:
        return False


def apply(state: State, action: Action) -> list[Event]:
    """Apply a legal action and everything automatic that follows, until the next decision.

    Raises IllegalAction, leaving the state untouched, if the action is not legal now."""
    if state.viewer is not None:
        raise IllegalAction(m("fief.refusal.engine_view"))
    if state.outcome is not None or state.step == "over":
        raise IllegalAction(m("fief.refusal.engine_game_over"))
    legal_actions(state)
    if not _legal(state, action):
        raise IllegalAction(explain(state, action))
    seat, _ = _current(state)
    events: list[Event] = []
    before = all_controllers(state)
    _HANDLERS[type(action)](state, seat, action, events)
    battle.settle_captives(state, events)
    siege.sync(state, events)
    settle_control(state, before, events)
    state.actions_applied += 1
    state.cache.clear()
    _advance(state, events)
    _check_budget(state, events)
    return events


def outcome(state: State) -> Outcome | None:
    return state.outcome


def view_for(state: State, seat: int | None) -> State:
    """What ``seat`` may know (None: a spectator): other hands, the decks' order, the
    discard piles below their top card (the Fortune deck's top card shows by its back
    whether it is a Disaster), the face-down Disaster cards of the track, the terms of a
    deal still being written (to all but its writer) and the cards a sent deal offers (to
    all but its two families), the
    random generator, (with the hidden deniers variant) other families' deniers, and
    (with Fog of War) the kinds of other families' troop counters are hidden."""
    view = state.clone()
    view.viewer = -1 if seat is None else seat
    view.rng = Rng(0)
    for fam in view.families:
        if fam.seat != seat:
            fam.hand = [HIDDEN] * len(fam.hand)
            if "hidden_deniers" in state.config.variants:
                fam.deniers = -1
    if view.deal is not None and not view.deal.sent and seat != view.deal.proposer:
        view.deal = Deal(view.deal.proposer, view.deal.to)  # a draft's terms are its writer's until sent (8.0)
    elif view.deal is not None and seat not in (view.deal.proposer, view.deal.to):
        view.deal.give_cards = [HIDDEN] * len(view.deal.give_cards)
    if view.election is not None:  # face-down Vote markers: only where they lie shows (1.3)
        view.election.secret = {s: m for s, m in view.election.secret.items() if s == seat}
    view.lord_deck = [HIDDEN] * len(view.lord_deck)
    view.fortune_deck = [HIDDEN] * len(view.fortune_deck)
    if view.fortune_deck and state.data.fortune_cards[state.fortune_deck[-1]].kind == "disaster":
        view.fortune_deck[-1] = HIDDEN_DISASTER  # the top card's back tells a disaster (2.1)
    view.lord_discard = [HIDDEN] * (len(view.lord_discard) - 1) + view.lord_discard[-1:]
    view.fortune_discard = [HIDDEN] * (len(view.fortune_discard) - 1) + view.fortune_discard[-1:]
    view.disaster_track = [HIDDEN] * len(view.disaster_track)  # face down until resolved (2.1, 2.3)
    fog.hide(view, seat)  # Fog of War: other families' counters face down (11.2)
    return view


# --------------------------------------------------------------------------- handlers


def _h_choose_start(state: State, seat: int, a: ChooseStart, events: list[Event]) -> None:
    data = state.data
    fam = state.families[seat]
    lord = fam.lords[0]
    state.edit_lord(lord).village = a.village
    vs = state.edit_village(a.village)
    k, m = data.start.knights, data.start.men_at_arms
    fam.stock["knights"] -= k
    fam.stock["men_at_arms"] -= m
    vs.troops[seat] = Troops(k, m)
    if data.start.strongholds:
        state.shared["strongholds"] -= 1
        vs.stronghold = True
    update_presence(state, a.village, seat)
    events.append(ev.StartChosen(seat, a.village, lord, k, m))
    state.turn_index += 1


def _h_claim(state: State, seat: int, a: ClaimTitle, events: list[Event]) -> None:
    claim = state.claims.pop(0)
    grant_title(state, claim.fief, a.lord)
    if claim.loser == seat:  # the holder died: his family names the heir (4.3.1)
        events.append(ev.FiefTitleInherited(seat, claim.fief, a.lord))
    else:
        events.append(ev.FiefTitleTaken(seat, claim.fief, a.lord, claim.loser))


def _h_permit(state: State, seat: int, a: Permit, events: list[Event]) -> None:
    movement.answer_permission(state, a.allow, events)


def _h_done(state: State, seat: int, a: Done, events: list[Event]) -> None:
    # In the order of ``_current``: an answer to an opportunity card comes before the
    # election it interrupts.
    if state.attack is not None:  # no Secret Passage: the die decides (10.3)
        opportunity.resolve_attack(state, events)
        return
    if state.uprising is not None and state.uprising.waiting:  # adds nothing (more) to it
        uprising.pass_turn(state, events)
        return
    if state.election is not None:  # nobody put forward (1.3)
        elections.decline(state, seat, events)
        return
    if state.step == "battles":
        siege.go_on(state, seat, events)
    _end_turn(state, seat, events)


def _h_transfer_control(state: State, seat: int, a: TransferControl, events: list[Event]) -> None:
    vs = state.edit_village(a.village)
    vs.present.remove(a.to_seat)
    vs.present.insert(0, a.to_seat)
    vs.road_of.pop(a.to_seat, None)
    vs.road_of[seat] = ""  # still in the village, on no road
    events.append(ev.ControlTransferred(seat, a.village, a.to_seat))


def _h_pillage(state: State, seat: int, a: Pillage, events: list[Event]) -> None:
    state.edit_village(a.village).mills -= 1
    state.shared["mills"] += 1  # the counter goes back to the supply
    state.families[seat].deniers += 1
    events.append(ev.MillPillaged(seat, a.village))


def _h_request_annulment(state: State, seat: int, a: RequestAnnulment, events: list[Event]) -> None:
    assert state.pope is not None
    events.append(ev.AnnulmentAsked(seat))
    if state.lords[state.pope].family == seat:  # the Pope's own family: granted at once
        titles.annul(state, seat, events)
    else:
        state.annulment = seat


def _h_answer_annulment(state: State, seat: int, a: AnswerAnnulment, events: list[Event]) -> None:
    asker = state.annulment
    assert asker is not None
    state.annulment = None
    if a.grant:
        titles.annul(state, asker, events)
    else:
        state.annulments_refused.append(asker)  # not asked again this round
        events.append(ev.AnnulmentRefused(asker))


_HANDLERS: dict[type, Callable[[State, int, Any, list[Event]], None]] = {
    ChooseStart: _h_choose_start,
    ClaimTitle: _h_claim,
    ProposeMarriage: marriage.propose,
    AnswerMarriage: marriage.answer,
    DeclareCandidate: elections.declare,
    CastVotes: elections.cast,
    Excommunicate: titles.excommunicate,
    LiftExcommunication: titles.lift,
    RequestAnnulment: _h_request_annulment,
    AnswerAnnulment: _h_answer_annulment,
    GiftFiefTitle: purchase.gift,
    BuyCardinal: purchase.buy_cardinal,
    Bargain: diplomacy.bargain,
    OpenTalk: diplomacy.talk,
    DealTerm: diplomacy.term,
    SendDeal: diplomacy.send,
    DropDeal: diplomacy.drop,
    AnswerDeal: diplomacy.answer,
    Permit: _h_permit,
    Done: _h_done,
    Move: movement.move,
    PickUp: movement.pick_up,
    Drop: movement.drop,
    Buy: purchase.buy,
    BuyFiefTitle: purchase.buy_title,
    TransferFiefTitle: purchase.transfer,
    TransferControl: _h_transfer_control,
    Pillage: _h_pillage,
    Discard: cards.discard,
    DrawLord: cards.draw_lord,
    DrawFortune: cards.draw_fortune,
    PlayLord: cards.play_lord,
    PlayFortune: cards.play_fortune,
    PlayTax: cards.play_tax,
    LoseTroops: disasters.lose_troops,
    PlayDarc: opportunity.play_darc,
    Assassinate: opportunity.assassinate,
    PlayJustice: opportunity.justice,
    Escape: opportunity.escape,
    PlayUprising: uprising.play,
    JoinUprising: uprising.join,
    StopUprising: uprising.stop,
    PlayCardinal: opportunity.play_cardinal,
    Consent: opportunity.consent,
    LeadCaptive: movement.lead,
    DeclareBattle: battle.declare,
    Cavalcade: battle.cavalcade,
    ChooseSide: battle.choose_side,
    Fight: battle.fight,
    Surrender: battle.surrender,
    OfferTruce: battle.offer_truce,
    AnswerTruce: battle.answer_truce,
    CallOff: battle.call_off,
    Sally: battle.sally,
    SwitchSide: battle.switch_side,
    EndBattle: battle.end_battle,
    Tunnels: battle.tunnels,
    PlayAmbush: opportunity.ambush,
    TakeHits: battle.take_hits,
    Besiege: siege.besiege,
    EndSiege: siege.end_siege,
    PayRansom: ransom.pay,
    AnswerRansom: ransom.answer,
    FreeCaptives: ransom.free_captives,
    TakeRelic: relics.take,
    AllowRelic: relics.allow,
    GiveRelic: relics.give,
    UseTeeth: relics.use_teeth,
    RelicRite: relics.rite,
}


# --------------------------------------------------------------------------- the flow

#: The steps of a phase in which each family takes a turn, in turn order, one after the other.
PHASE_STEPS: dict[int, tuple[str, ...]] = {
    1: ("marriage", "elections"),
    2: ("draw", "disasters", "play_cards"),
    4: ("ransom", "purchase"),
    5: ("movement",),
    6: ("battles", "pillage"),
}
#: Steps that run by themselves, between turn steps: the disaster track is resolved (2.3);
#: the elections are opened one after the other, each asking the families in turn (1.3).
AUTOMATIC_STEPS = frozenset({"disasters", "elections"})
TURN_STEP_NAMES = {step for steps in PHASE_STEPS.values() for step in steps} - AUTOMATIC_STEPS


def _advance(state: State, events: list[Event]) -> None:
    """Run everything automatic until a decision is needed or the game ends."""
    while True:
        relics.sync(state, events)
        if relics.waiting(state):  # a relic decision comes first (11.1)
            break
        settle_claims(state, events)
        if not (
            state.outcome is None
            and state.request is None
            and state.attack is None
            and not state.claims
            and not state.losses
            and not (state.uprising is not None and state.uprising.waiting)
            and state.cardinal_request is None
            and state.battle is None
            and state.ransom is None
            and not state.marriage_offer
            and state.annulment is None
            and state.election is None
            and state.deal is None
        ):
            break
        state.cache.clear()
        if state.uprising is not None:  # its losses are taken: is the village sacked?
            uprising.finish(state, events)
            continue
        if state.step == "disasters":
            if state.disaster_track:
                disasters.resolve_next(state, events)
            else:
                _next_step(state, events)
            continue
        if state.step == "elections":
            if not elections.advance(state, events):
                _next_step(state, events)
            continue
        if state.step == "setup":
            if state.turn_index < state.n:
                return
            _start_round(state, 1, events)
            continue
        if state.step in TURN_STEP_NAMES:
            if state.turn_index >= state.n:
                if state.step == "play_cards" and relics.queue_rites(state):
                    continue  # 11.1.1: the Eyes and the Bone act as the step ends
                _next_step(state, events)
                continue
            if not any(_keeps_open(state, a) for a in legal_actions(state)):
                _end_turn(state, _current(state)[0], events)
                continue
            return
        return


def _next_step(state: State, events: list[Event]) -> None:
    steps = PHASE_STEPS[state.phase]
    following = steps.index(state.step) + 1
    if following >= len(steps):
        _enter_phase(state, state.phase + 1, events)
        return
    state.step = steps[following]
    state.turn_index = 0
    if state.step not in AUTOMATIC_STEPS:
        _begin_turn(state)


def _start_round(state: State, number: int, events: list[Event]) -> None:
    state.round = number
    events.append(ev.RoundStarted(number, state.first_player))
    _enter_phase(state, 1, events)


def _enter_phase(state: State, phase: int, events: list[Event]) -> None:
    state.phase = phase
    if phase > len(PHASES):
        return
    events.append(ev.PhaseStarted(state.round, phase, PHASES[phase - 1]))
    if phase == 3:
        cards.collect_income(state, events)
    if phase == 1:
        state.marriages_refused = []
        state.annulments_refused = []
        state.truces = []  # truces made in deals last until the end of their round (8.0)
        elections.queue(state)
    if phase == 4:
        state.ransom_refused = []
    if phase in PHASE_STEPS:
        state.step = PHASE_STEPS[phase][0]
        state.turn_index = 0
        _begin_turn(state)
        return
    if phase == 7:
        _end_round(state, events)
        return
    _enter_phase(state, phase + 1, events)


def _begin_turn(state: State) -> None:
    seat = state.turn_order()[state.turn_index]
    state.new_troops = {}
    state.marches = {}
    state.draws = []
    state.bargained = state.talked = False
    if state.step == "movement":
        movement.start_movement(state, seat)


def _end_turn(state: State, seat: int, events: list[Event]) -> None:
    events.append(ev.TurnEnded(seat, state.phase, state.step))
    state.marches = {}
    battle.settle_captives(state, events)  # lords left alone beside an army at the end of a move (FAQ)
    state.new_troops = {}
    state.draws = []
    state.turn_index += 1
    if state.turn_index < state.n:
        _begin_turn(state)


def _end_round(state: State, events: list[Event]) -> None:
    """7.0: disasters leave; count victory points, declare a winner, or pass the First
    Player card left."""
    disasters.end_of_round(state, events)
    points = victory_points(state)
    events.append(ev.VictoryPoints(tuple(points)))
    # 7.1: a family in an alliance cannot win alone; 7.3: a solo victory beats an alliance.
    contenders = [s for s in range(state.n) if points[s] >= state.data.victory.solo and marriage.ally(state, s) is None]
    reason: Message | None
    if contenders:
        winners, why = break_ties(state, contenders, points)
        if why is None:
            reason = m("fief.outcome.victory", points=points[winners[0]], round=state.round)
        else:
            reason = m("fief.outcome.victory_tie", points=points[winners[0]], round=state.round, tie=why)
    else:
        winners, reason = _alliance_victory(state, points)
    if winners and reason is not None:
        state.outcome = Outcome(tuple(winners), "victory", reason)
        state.step = "over"
        tie = reason.get("tie")
        events.append(
            ev.GameWon(
                tuple(winners),
                reason.id,
                int(reason.get("points", 0)),
                int(reason.get("round", 0)),
                tie.id if isinstance(tie, Message) else "",
            )
        )
        return
    if state.config.max_rounds is not None and state.round >= state.config.max_rounds:
        state.outcome = Outcome((), "round_limit", m("fief.outcome.round_limit", n=state.round))
        state.step = "over"
        events.append(ev.GameEndedAtLimit(state.round))
        return
    if state.round >= limits.MAX_ROUNDS:  # the hard bound, with no agreed limit below it
        _end_at_length_limit(state, "rounds", limits.MAX_ROUNDS, events)
        return
    state.first_player = (state.first_player + 1) % state.n
    events.append(ev.FirstPlayerPassed(state.first_player))
    _start_round(state, state.round + 1, events)


def _end_at_length_limit(state: State, what: str, limit: int, events: list[Event]) -> None:
    """The game reached one of its hard bounds (``limits``): it ends at once with no
    winner, whatever was under way."""
    event = ev.LengthLimitReached(state.round, what, limit)
    if what == "rounds":
        reason = m("fief.outcome.length_limit_rounds", n=limit)
    else:
        reason = m("fief.outcome.length_limit_actions", round=state.round, n=limit)
    state.outcome = Outcome((), "length_limit", reason)
    state.step = "over"
    state.cache.clear()
    events.append(event)


def _check_budget(state: State, events: list[Event]) -> None:
    """After an action: a round that went past the game's budget of actions ends the game."""
    if state.outcome is None and state.actions_applied >= limits.action_budget(state.round):
        _end_at_length_limit(state, "actions", limits.action_budget(state.round), events)


def _alliance_victory(state: State, points: list[int]) -> tuple[list[int], Message | None]:
    """7.2: two families allied by marriage win together with 4 victory points between
    them. Between two such alliances, the one with more points wins, then the one whose
    member comes first by the tie rules of 7.3."""
    pairs = sorted({tuple(sorted((s, a))) for s in range(state.n) if (a := marriage.ally(state, s)) is not None})
    qualified = [p for p in pairs if points[p[0]] + points[p[1]] >= state.data.victory.alliance]
    if not qualified:
        return [], None
    best = max(points[a] + points[b] for a, b in qualified)
    qualified = [p for p in qualified if points[p[0]] + points[p[1]] == best]
    leaders, _ = break_ties(state, [s for p in qualified for s in p], points)
    pair = next(p for p in qualified if leaders[0] in p)
    return list(pair), m("fief.outcome.alliance", points=best, round=state.round)


def break_ties(state: State, contenders: list[int], points: list[int]) -> tuple[list[int], Message | None]:
    """7.3: among families meeting the victory condition, the most victory points wins;
    equal points go to the King, then the Pope, then the Queen Regent, then the family
    controlling the most fiefs, then bishoprics, then villages. Families equal on every
    count share the victory."""
    ctrl = all_controllers(state)

    def holds(lord: str | None) -> Callable[[int], int]:
        return lambda s: int(bool(lord) and lord in state.lords and state.lords[lord].family == s)

    keys: list[tuple[str, Callable[[int], int]]] = [
        ("", lambda s: points[s]),
        (N_("fief.outcome.tie_king"), holds(state.king)),
        (N_("fief.outcome.tie_pope"), holds(state.pope)),
        (N_("fief.outcome.tie_queen_regent"), holds(state.queen if state.queen_regent else None)),
        (
            N_("fief.outcome.tie_fief_titles"),
            lambda s: sum(1 for h in state.fief_titles.values() if h and state.lords[h].family == s),
        ),
        (
            N_("fief.outcome.tie_bishops"),
            lambda s: sum(1 for b in state.bishops.values() if b in state.lords and state.lords[b].family == s),
        ),
        (N_("fief.outcome.tie_villages"), lambda s: sum(1 for c in ctrl.values() if c == s)),
    ]
    remaining = list(contenders)
    why: Message | None = None
    for label, key in keys:
        best = max(key(s) for s in remaining)
        kept = [s for s in remaining if key(s) == best]
        if len(kept) < len(remaining) and len(remaining) > 1:
            why = m(label) if label else why
        remaining = kept
        if len(remaining) == 1:
            break
    if len(remaining) > 1:
        why = m("fief.outcome.tie_shared")
    return remaining, why
