"""Actions in words, for the client's choosers, tooltips and logs.

``describe`` gives a ``Message`` (``fief.action.*``): the words are made where they are
shown, in the reader's language (``game.core.i18n``).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.engine import Action
from game.core.i18n import N_, Message, Param, m, words
from game.games.fief.rules import actions as a
from game.games.fief.rules.data import RELIC_IDS
from game.games.fief.rules.names import Names, deniers
from game.games.fief.rules.purchase import cost_of, title_cost
from game.games.fief.rules.relic_records import AllowRelic, GiveRelic, RelicRite, TakeRelic, UseTeeth
from game.games.fief.rules.state import State

_EYES, _BONE = RELIC_IDS[1], RELIC_IDS[4]

_DONE = {
    "draw": N_("fief.action.stop_drawing"),
    "play_cards": N_("fief.action.end_card_play"),
    "purchase": N_("fief.action.end_purchases"),
    "movement": N_("fief.action.end_movement"),
    "pillage": N_("fief.action.end_pillage"),
    "marriage": N_("fief.action.no_more_marriages"),
}
_DONE_ANY = N_("fief.action.done")

#: Actions said by their name alone (the client's war panels say more, 6.0-6.3, 10.2)
_BY_KIND = {
    "answer_ransom": N_("fief.action.answer_ransom"),
    "answer_truce": N_("fief.action.answer_truce"),
    "besiege": N_("fief.action.besiege"),
    "call_off": N_("fief.action.call_off"),
    "cavalcade": N_("fief.action.cavalcade"),
    "choose_side": N_("fief.action.choose_side"),
    "declare_battle": N_("fief.action.declare_battle"),
    "end_battle": N_("fief.action.end_battle"),
    "end_siege": N_("fief.action.end_siege"),
    "fight": N_("fief.action.fight"),
    "free_captives": N_("fief.action.free_captives"),
    "lead_captive": N_("fief.action.lead_captive"),
    "offer_truce": N_("fief.action.offer_truce"),
    "pay_ransom": N_("fief.action.pay_ransom"),
    "play_ambush": N_("fief.action.play_ambush"),
    "sally": N_("fief.action.sally"),
    "surrender": N_("fief.action.surrender"),
    "switch_side": N_("fief.action.switch_side"),
    "take_hits": N_("fief.action.take_hits"),
    "tunnels": N_("fief.action.tunnels"),
}


def describe(action: Action, state: State, names: Names) -> Message:
    """A short imperative sentence for one action in the current state."""
    if isinstance(action, a.Done):
        if state.attack is not None:
            return m("fief.action.let_the_die_decide")
        if state.uprising is not None and state.uprising.waiting:
            return m("fief.action.add_nothing")
        return m(_DONE.get(state.step, _DONE_ANY))
    if isinstance(action, a.ChooseStart):
        return m("fief.action.settle", village=names.village(action.village))
    if isinstance(action, a.Move) and action.passage:
        return m("fief.action.move_by_passage", lord=names.lord(action.lord), village=names.village(action.to))
    if isinstance(action, a.Move):
        return m("fief.action.move", lord=names.lord(action.lord), village=names.village(action.to))
    if isinstance(action, a.PickUp):
        return m("fief.action.pick_up", lord=names.lord(action.lord), troops=names.item(action.unit, action.count))
    if isinstance(action, a.Drop):
        return m("fief.action.drop", lord=names.lord(action.lord), troops=names.item(action.unit, action.count))
    if isinstance(action, a.Permit):
        return m("fief.action.let_them_pass") if action.allow else m("fief.action.refuse_passage")
    if isinstance(action, a.Buy):
        return m(
            "fief.action.buy",
            item=names.item(action.item),
            village=names.village(action.village),
            cost=deniers(cost_of(state, action.item)),
        )
    if isinstance(action, a.BuyFiefTitle):
        return m(
            "fief.action.buy_fief_title",
            fief=names.fief(action.fief),
            lord=names.lord(action.lord),
            city=names.village(action.city),
            cost=deniers(title_cost(state, action.fief)),
        )
    if isinstance(action, a.TransferFiefTitle):
        return m("fief.action.transfer_fief_title", fief=names.fief(action.fief), lord=names.lord(action.to_lord))
    if isinstance(action, a.ClaimTitle):
        return m("fief.action.claim_title", lord=names.lord(action.lord), fief=names.fief(action.fief))
    if isinstance(action, a.TransferControl):
        return m(
            "fief.action.transfer_control", village=names.village(action.village), family=names.family(action.to_seat)
        )
    if isinstance(action, a.Discard):
        return m("fief.action.discard", card=names.card(action.card))
    if isinstance(action, a.DrawLord):
        return m("fief.action.draw_lord")
    if isinstance(action, a.PlayLord):
        return m("fief.action.play_lord", lord=names.lord(action.card), village=names.village(action.village))
    if isinstance(action, a.DrawFortune):
        return m("fief.action.draw_fortune")
    if isinstance(action, a.PlayFortune):
        return _play_fortune(action, state, names)
    if isinstance(action, a.PlayTax):
        return _play_tax(action, state, names)
    if isinstance(action, a.LoseTroops):
        return _lose_troops(action, state, names)
    if isinstance(action, a.PlayDarc):
        return m(
            "fief.action.play_darc",
            lady=names.lord(action.lady),
            family=names.family(state.lords[action.lady].family),
        )
    if isinstance(action, a.Assassinate):
        return m(
            "fief.action.assassinate",
            target=names.lord(action.target),
            family=names.family(state.lords[action.target].family),
            sponsor=names.lord(action.sponsor),
        )
    if isinstance(action, a.PlayJustice):
        return m("fief.action.justice", lord=names.lord(action.target))
    if isinstance(action, a.PlayUprising):
        return m("fief.action.uprising", village=names.village(action.village), family=names.family(action.first))
    if isinstance(action, a.JoinUprising):
        return m("fief.action.passage_for_the_mob") if action.passage else m("fief.action.add_uprising")
    if isinstance(action, a.PlayCardinal):
        return m("fief.action.raise_cardinal", lord=names.lord(action.bishop))
    if isinstance(action, a.Consent):
        return m("fief.action.consent") if action.allow else m("fief.action.refuse")
    if isinstance(action, a.StopUprising):
        if action.as_cardinal:
            return m(
                "fief.action.calm_as_cardinal",
                lord=names.lord(action.lord),
                cost=deniers(state.data.rules.cardinal_calm_cost),
            )
        return m("fief.action.calm_as_bishop", lord=names.lord(action.lord))
    if isinstance(action, a.Escape):
        return m("fief.action.escape")
    if isinstance(action, a.Pillage):
        return m("fief.action.pillage", village=names.village(action.village), gain=deniers(1))
    if isinstance(action, a.ProposeMarriage):
        lord, lady = state.lords[action.lord], state.lords[action.lady]
        if (
            state.step == "marriage"
            and state.turn_index < state.n
            and lord.family == state.turn_order()[state.turn_index]
        ):
            return m(
                "fief.action.marry",
                lord=names.lord(action.lord),
                spouse=names.lord(action.lady),
                family=names.family(lady.family),
            )
        return m(
            "fief.action.marry",
            lord=names.lord(action.lady),
            spouse=names.lord(action.lord),
            family=names.family(lord.family),
        )
    if isinstance(action, a.AnswerMarriage):
        return m("fief.action.accept_marriage") if action.accept else m("fief.action.refuse_marriage")
    found = _politics(action, state, names) or _relics(action, state, names)
    if found is not None:
        return found
    if action.kind in _BY_KIND:
        return m(_BY_KIND[action.kind])
    return m("fief.action.other", kind=action.kind.replace("_", " ").capitalize())


_TERMS = {
    "give_deniers": (N_("fief.action.offer_denier_more"), N_("fief.action.offer_denier_less")),
    "take_deniers": (N_("fief.action.ask_denier_more"), N_("fief.action.ask_denier_less")),
    "take_cards": (N_("fief.action.ask_card_more"), N_("fief.action.ask_card_less")),
}


def _commas(items: Sequence[Param]) -> Param:
    """ "A, B, C": a list joined by commas alone (no "and"), in any language."""
    if len(items) == 1:
        return items[0]
    return m("fief.action.comma", first=items[0], rest=_commas(items[1:]))


def _politics(action: Action, state: State, names: Names) -> Message | None:
    """Elections, titles and diplomacy (1.3-1.8, 4.4, 8.0)."""
    if isinstance(action, a.DeclareCandidate):
        return m("fief.action.declare_candidate", lord=names.lord(action.lord))
    if isinstance(action, a.CastVotes):
        support = (
            m("fief.action.vote_for", lord=names.lord(action.support))
            if action.support
            else m("fief.action.vote_for_kept")
        )
        decoy = (
            m("fief.action.vote_decoy", lord=names.lord(action.decoy))
            if action.decoy
            else m("fief.action.vote_decoy_kept")
        )
        return m("fief.action.cast_votes", support=support, decoy=decoy)
    if isinstance(action, a.Excommunicate):
        return m(
            "fief.action.excommunicate",
            lord=names.lord(action.lord),
            family=names.family(state.lords[action.lord].family),
        )
    if isinstance(action, a.LiftExcommunication):
        if state.excommunicated:
            return m("fief.action.lift_excommunication_of", lord=names.lord(state.excommunicated))
        return m("fief.action.lift_excommunication")
    if isinstance(action, a.RequestAnnulment):
        return m("fief.action.request_annulment")
    if isinstance(action, a.AnswerAnnulment):
        return m("fief.action.grant_annulment") if action.grant else m("fief.action.refuse_annulment")
    if isinstance(action, a.GiftFiefTitle):
        return m(
            "fief.action.gift_fief_title",
            fief=names.fief(action.fief),
            lord=names.lord(action.lord),
            city=names.village(action.city),
        )
    if isinstance(action, a.BuyCardinal):
        return m("fief.action.buy_cardinal", lord=names.lord(action.bishop), cost=deniers(state.data.costs.cardinal))
    if isinstance(action, a.Bargain):
        return m("fief.action.bargain", family=names.family(action.to))
    if isinstance(action, a.OpenTalk):
        return m("fief.action.open_talk", families=_commas([names.family(o) for o in action.others]))
    if isinstance(action, a.DealTerm):
        return _deal_term(action, state, names)
    if isinstance(action, a.SendDeal):
        return m("fief.action.send_deal")
    if isinstance(action, a.DropDeal):
        return m("fief.action.drop_deal")
    if isinstance(action, a.AnswerDeal):
        if not action.accept:
            return m("fief.action.refuse_deal")
        if action.cards:
            return m("fief.action.accept_deal_giving", cards=_commas([names.card(c) for c in action.cards]))
        return m("fief.action.accept_deal")
    return None


def _deal_term(action: a.DealTerm, state: State, names: Names) -> Message:
    if action.term in _TERMS:
        more, less = _TERMS[action.term]
        return m(more if action.value == "+" else less)
    if action.term == "truce":
        on = state.deal is not None and state.deal.truce
        return m("fief.action.take_back_truce") if on else m("fief.action.promise_truce")
    chosen = state.deal is not None and action.value in (
        state.deal.give_cards + state.deal.villages + state.deal.free + state.deal.ask_free
    )
    what: Param
    if action.term == "give_card":
        what = names.card(action.value)
    elif action.term == "village":
        what = m("fief.action.control_of", village=names.village(action.value))
    else:  # "free" and "ask_free"
        what = m("fief.action.freedom_for", lord=names.lord(action.value))
    if action.term == "ask_free":
        return m("fief.action.stop_asking", what=what) if chosen else m("fief.action.ask", what=what)
    return m("fief.action.take_back", what=what) if chosen else m("fief.action.offer", what=what)


def _relics(action: Action, state: State, names: Names) -> Message | None:
    """The Holy Relics' actions (11.1)."""
    if isinstance(action, TakeRelic):
        return m("fief.action.take_relic", lord=names.lord(action.lord), relic=names.relic(action.relic))
    if isinstance(action, AllowRelic):
        return m("fief.action.allow_relic") if action.allow else m("fief.action.refuse_relic")
    if isinstance(action, GiveRelic):
        to = state.lords.get(action.to_lord)
        if to is not None:
            return m(
                "fief.action.give_relic_of",
                relic=names.relic(action.relic),
                lord=names.lord(action.to_lord),
                family=names.family(to.family),
            )
        return m("fief.action.give_relic", relic=names.relic(action.relic), lord=names.lord(action.to_lord))
    if isinstance(action, UseTeeth):
        return m("fief.action.use_teeth") if action.use else m("fief.action.keep_teeth")
    if isinstance(action, RelicRite):
        if action.bishopric < 0:
            rolled = action.relic == _BONE and state.relics is not None and state.relics.rolled
            return m("fief.action.leave_the_rest") if rolled else m("fief.action.do_nothing")
        if action.bishopric == 0:
            return m("fief.action.roll_every_heavy_rain")
        where = names.bishopric(action.bishopric)
        if action.relic == _EYES:
            return m("fief.action.roll_heavy_rain_of", bishopric=where)
        return m("fief.action.roll_famine_of", bishopric=where)
    return None


def _play_fortune(action: a.PlayFortune, state: State, names: Names) -> Message:
    card = state.data.fortune_cards[action.card]
    where = names.bishopric(action.bishopric)
    if card.cancels and card.cancels in state.lying.get(action.bishopric, ()):
        return m(
            "fief.action.play_fortune_ending",
            card=names.card_name(action.card),
            bishopric=where,
            disaster=names.card_name(card.cancels),
        )
    return m(
        "fief.action.play_fortune_bonus", card=names.card_name(action.card), bishopric=where, bonus=card.mill_bonus
    )


def _play_tax(action: a.PlayTax, state: State, names: Names) -> Message:
    lord = names.lord(action.lord)
    if action.tax == "tallage":
        gain = state.data.rules.tallage_per_village * len(state.data.board.fiefs[action.target].villages)
        royal = state.fief_titles.get(action.target) != action.lord
        fief, cost = names.fief(action.target), deniers(gain)
        if royal:
            return m("fief.action.royal_tallage", fief=fief, lord=lord, gain=cost)
        return m("fief.action.tallage", fief=fief, lord=lord, gain=cost)
    if action.target == 0:
        return m("fief.action.tithe_every_bishopric", lord=lord)
    return m("fief.action.tithe", bishopric=names.bishopric(action.target), lord=lord)


def _lose_troops(action: a.LoseTroops, state: State, names: Names) -> Message:
    parts: list[Param] = []
    if action.knights:
        parts.append(names.item("knight", action.knights))
    if action.men_at_arms:
        parts.append(names.item("man_at_arms", action.men_at_arms))
    if not state.losses:
        return m("fief.action.lose", troops=words(parts)) if parts else m("fief.action.lose_nothing")
    village = names.village(state.losses[0].village)
    if parts:
        return m("fief.action.lose_in", troops=words(parts), village=village)
    return m("fief.action.lose_nothing_in", village=village)
