"""Actions in words, for the client's choosers, tooltips and logs."""

from __future__ import annotations

from game.core.engine import Action
from game.games.fief.rules import actions as a
from game.games.fief.rules import relics
from game.games.fief.rules.names import Names, deniers
from game.games.fief.rules.purchase import cost_of, title_cost
from game.games.fief.rules.state import State

_DONE = {
    "draw": "Stop drawing",
    "play_cards": "End card play",
    "purchase": "End purchases",
    "movement": "End movement",
    "pillage": "End pillage",
    "marriage": "Offer no more marriages",
}


def describe(action: Action, state: State, names: Names) -> str:
    """A short imperative sentence for one action in the current state."""
    if isinstance(action, a.Done):
        if state.attack is not None:
            return "Let the die decide"
        if state.uprising is not None and state.uprising.waiting:
            return "Add nothing"
        return _DONE.get(state.step, "Done")
    if isinstance(action, a.ChooseStart):
        return f"Settle in {names.village(action.village)}"
    if isinstance(action, a.Move) and action.passage:
        return f"Move {names.lord(action.lord)} to {names.village(action.to)} by a Secret Passage"
    if isinstance(action, a.Move):
        return f"Move {names.lord(action.lord)} to {names.village(action.to)}"
    if isinstance(action, a.PickUp):
        return f"{names.lord(action.lord)} takes {names.item(action.unit, action.count)} along"
    if isinstance(action, a.Drop):
        return f"{names.lord(action.lord)} leaves {names.item(action.unit, action.count)} here"
    if isinstance(action, a.Permit):
        return "Let them pass" if action.allow else "Refuse passage"
    if isinstance(action, a.Buy):
        return (
            f"Buy {names.item(action.item)} in {names.village(action.village)} ({deniers(cost_of(state, action.item))})"
        )
    if isinstance(action, a.BuyFiefTitle):
        return (
            f"Buy the title of {names.fief(action.fief)} for {names.lord(action.lord)}, "
            f"{names.village(action.city)} as Fortified City ({deniers(title_cost(state, action.fief))})"
        )
    if isinstance(action, a.TransferFiefTitle):
        return f"Give the title of {names.fief(action.fief)} to {names.lord(action.to_lord)}"
    if isinstance(action, a.ClaimTitle):
        return f"{names.lord(action.lord)} takes the title of {names.fief(action.fief)}"
    if isinstance(action, a.TransferControl):
        return f"Hand {names.village(action.village)} to {names.family(action.to_seat)}"
    if isinstance(action, a.Discard):
        return f"Discard {names.card(action.card)}"
    if isinstance(action, a.DrawLord):
        return "Draw a Lord card"
    if isinstance(action, a.PlayLord):
        return f"Play {names.lord(action.card)}: the new lord enters in {names.village(action.village)}"
    if isinstance(action, a.DrawFortune):
        return "Draw a Fortune card"
    if isinstance(action, a.PlayFortune):
        return _play_fortune(action, state, names)
    if isinstance(action, a.PlayTax):
        return _play_tax(action, state, names)
    if isinstance(action, a.LoseTroops):
        return _lose_troops(action, state, names)
    if isinstance(action, a.PlayDarc):
        return f"Play d'Arc on {names.lord(action.lady)} of {names.family(state.lords[action.lady].family)}"
    if isinstance(action, a.Assassinate):
        target = state.lords[action.target]
        return (
            f"Assassinate {names.lord(action.target)} of {names.family(target.family)}, "
            f"sponsored by {names.lord(action.sponsor)}"
        )
    if isinstance(action, a.PlayJustice):
        return f"Bring {names.lord(action.target)} to Justice"
    if isinstance(action, a.PlayUprising):
        return f"Stir up an Uprising in {names.village(action.village)}, attacking {names.family(action.first)} first"
    if isinstance(action, a.JoinUprising):
        return "Play a Secret Passage for the mob" if action.passage else "Add an Uprising card"
    if isinstance(action, a.PlayCardinal):
        return f"Raise {names.lord(action.bishop)} to Cardinal"
    if isinstance(action, a.Consent):
        return "Consent" if action.allow else "Refuse"
    if isinstance(action, a.StopUprising):
        if action.as_cardinal:
            return (
                f"{names.lord(action.lord)} sends envoys as Cardinal ({deniers(state.data.rules.cardinal_calm_cost)})"
            )
        return f"{names.lord(action.lord)} faces the mob as Bishop"
    if isinstance(action, a.Escape):
        return "Escape by a Secret Passage"
    if isinstance(action, a.Pillage):
        return f"Pillage a mill in {names.village(action.village)} (+1 denier)"
    if isinstance(action, a.ProposeMarriage):
        lord, lady = state.lords[action.lord], state.lords[action.lady]
        if (
            state.step == "marriage"
            and state.turn_index < state.n
            and lord.family == state.turn_order()[state.turn_index]
        ):
            return f"Marry {names.lord(action.lord)} to {names.lord(action.lady)} of {names.family(lady.family)}"
        return f"Marry {names.lord(action.lady)} to {names.lord(action.lord)} of {names.family(lord.family)}"
    if isinstance(action, a.AnswerMarriage):
        return "Accept the marriage" if action.accept else "Refuse the marriage"
    text = _politics(action, state, names) or relics.describe(action, state, names)
    if text:
        return text
    return action.kind.replace("_", " ").capitalize()


_TERMS = {
    "give_deniers": ("Offer a denier more", "Offer a denier less"),
    "take_deniers": ("Ask a denier more", "Ask a denier less"),
    "take_cards": ("Ask one more card", "Ask one card less"),
}


def _politics(action: Action, state: State, names: Names) -> str:
    """Elections, titles and diplomacy (1.3-1.8, 4.4, 8.0)."""
    if isinstance(action, a.DeclareCandidate):
        return f"Put {names.lord(action.lord)} forward"
    if isinstance(action, a.CastVotes):
        parts = [
            f"FOR {names.lord(action.support)}" if action.support else "FOR kept in hand",
            f"DECOY on {names.lord(action.decoy)}" if action.decoy else "DECOY kept in hand",
        ]
        return "Lay markers: " + ", ".join(parts)
    if isinstance(action, a.Excommunicate):
        return f"Excommunicate {names.lord(action.lord)} of {names.family(state.lords[action.lord].family)}"
    if isinstance(action, a.LiftExcommunication):
        return "Lift the excommunication" + (f" of {names.lord(state.excommunicated)}" if state.excommunicated else "")
    if isinstance(action, a.RequestAnnulment):
        return "Ask the Pope to annul your marriage"
    if isinstance(action, a.AnswerAnnulment):
        return "Grant the annulment" if action.grant else "Refuse the annulment"
    if isinstance(action, a.GiftFiefTitle):
        return (
            f"Give the title of {names.fief(action.fief)} to {names.lord(action.lord)}, "
            f"{names.village(action.city)} as Fortified City"
        )
    if isinstance(action, a.BuyCardinal):
        return f"Buy the Cardinal biretta for {names.lord(action.bishop)} ({deniers(state.data.costs.cardinal)})"
    if isinstance(action, a.Bargain):
        return f"Write a deal for {names.family(action.to)}"
    if isinstance(action, a.OpenTalk):
        return "Talk in private with " + ", ".join(str(names.family(o)) for o in action.others)
    if isinstance(action, a.DealTerm):
        if action.term in _TERMS:
            more, less = _TERMS[action.term]
            return more if action.value == "+" else less
        if action.term == "truce":
            on = state.deal is not None and state.deal.truce
            return "Take back the truce" if on else "Promise a truce until the end of the round"
        chosen = state.deal is not None and action.value in (
            state.deal.give_cards + state.deal.villages + state.deal.free + state.deal.ask_free
        )
        what = {
            "give_card": lambda x: f"{names.card(x)}",
            "village": lambda x: f"control of {names.village(x)}",
            "free": lambda x: f"freedom for {names.lord(x)}",
            "ask_free": lambda x: f"freedom for {names.lord(x)}",
        }[action.term](action.value)
        if action.term == "ask_free":
            return f"Stop asking {what}" if chosen else f"Ask {what}"
        return f"Take back {what}" if chosen else f"Offer {what}"
    if isinstance(action, a.SendDeal):
        return "Send the deal"
    if isinstance(action, a.DropDeal):
        return "Tear up the deal"
    if isinstance(action, a.AnswerDeal):
        if not action.accept:
            return "Refuse the deal"
        given = ", ".join(str(names.card(c)) for c in action.cards)
        return "Accept the deal" + (f", giving {given}" if given else "")
    return ""


def _play_fortune(action: a.PlayFortune, state: State, names: Names) -> str:
    card = state.data.fortune_cards[action.card]
    where = names.bishopric(action.bishopric)
    if card.cancels and card.cancels in state.lying.get(action.bishopric, ()):
        return f"Play {card.name} on {where}: it ends the {names.card_name(card.cancels)}"
    return f"Play {card.name} on {where}: +{card.mill_bonus} a mill this round"


def _play_tax(action: a.PlayTax, state: State, names: Names) -> str:
    lord = names.lord(action.lord)
    if action.tax == "tallage":
        gain = state.data.rules.tallage_per_village * len(state.data.board.fiefs[action.target].villages)
        royal = "Royal tallage" if state.fief_titles.get(action.target) != action.lord else "Tallage"
        return f"{royal} on {names.fief(action.target)} by {lord} (+{deniers(gain)})"
    if action.target == 0:
        return f"Tithe every governed bishopric by {lord} as Pope"
    return f"Tithe {names.bishopric(action.target)} by {lord}: its mills pay you"


def _lose_troops(action: a.LoseTroops, state: State, names: Names) -> str:
    parts = []
    if action.knights:
        parts.append(names.item("knight", action.knights))
    if action.men_at_arms:
        parts.append(names.item("man_at_arms", action.men_at_arms))
    where = f" in {names.village(state.losses[0].village)}" if state.losses else ""
    return f"Lose {' and '.join(str(p) for p in parts) or 'nothing'}{where}"
