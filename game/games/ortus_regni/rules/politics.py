"""Treachery and Intrigue, Allies and the Political Struggle (OR 4.7-4.9, OR-E19,
OR-E24..E30).

The attacker names his mode and its subject; the target may answer with Allies (asked
every time, so that the table does not learn whether he holds one); with Allies comes the
struggle: the attacker and the defender in turn commit one Vassal each (from the Hand or a
Vassal Lord) until one of them stops; the attack succeeds only when the attacker committed
more (ties to the defender, OR-T11). Hand Vassals committed are discarded, and the
loser's Vassal Lords too; then the mode takes effect, or not.
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.i18n import m
from game.games.ortus_regni.rules import combat
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import Commit, Give, Intrigue, NoAllies, PlayAllies, Treachery, Yield
from game.games.ortus_regni.rules.flow import RESUMES, STAGES, Context, Stage, pop, push
from game.games.ortus_regni.rules.state import OrtusState
from game.games.ortus_regni.rules.words import said

Events = tb.Events


def begin(s: OrtusState, seat: int, action: Treachery | Intrigue, events: Events) -> None:
    target = s.earls[action.target]
    family = "treachery" if isinstance(action, Treachery) else "intrigue"
    subject = -1
    prince = False
    lord = -1
    if action.mode in ("assassinate", "steal_properties"):
        fief = target.fiefs[action.subject]
        subject = fief.castle
        prince = fief.lord is not None and s.role(fief.lord) == "prince"
        lord = fief.lord if fief.lord is not None else -1
    elif action.mode in ("remove_mercenary", "steal_mercenary"):
        subject = target.mercenaries[action.subject].card
    events.append(ev.PoliticalPlayed(seat, action.card, action.mode, action.target, subject))
    push(
        s,
        {
            "kind": "political",
            "attacker": seat,
            "target": action.target,
            "card": action.card,
            "family": family,
            "mode": action.mode,
            "subject": subject,
            "prince": prince,
            "lord": lord,
            "step": "allies",
            "allies": -1,
            "a": 0,
            "d": 0,
            "att_lords": [],
            "def_lords": [],
            "hand": [],
            "give": 0,
            "given": [],
            "then": "",
        },
    )


# --------------------------------------------------------------------------- decisions
def commit_options(s: OrtusState, seat: int, lords: list[int]) -> list[Action]:
    earl = s.earls[seat]
    out: list[Action] = [Commit(f"hand:{c}") for c in tb.first_of_each(s, earl.hand, ("vassal",))]
    for f in earl.fiefs:
        if f.lord is not None and s.role(f.lord) == "vassal" and f.lord not in lords:
            out.append(Commit(f"lord:{f.lord}"))
    out.append(Yield())
    return out


def decision(s: OrtusState, ctx: Context) -> Decision:
    names = [c.name for c in s.config.seats]
    step = ctx["step"]
    if step == "allies":
        seat = ctx["target"]
        opts: list[Action] = [PlayAllies(c) for c in tb.first_of_each(s, s.earls[seat].hand, ("allies",))]
        opts.append(NoAllies())
        prompt = m(
            said(f"ortus_regni.prompt.allies_{ctx['mode']}"),
            name=names[seat],
            attacker=names[ctx["attacker"]],
        )
        return Decision(seat, "allies", prompt, tuple(opts), interrupt=True)
    if step in ("att", "def"):
        seat = ctx["attacker"] if step == "att" else ctx["target"]
        lords = ctx["att_lords"] if step == "att" else ctx["def_lords"]
        prompt = m("ortus_regni.prompt.struggle", name=names[seat], a=ctx["a"], d=ctx["d"])
        return Decision(seat, "struggle", prompt, tuple(commit_options(s, seat, lords)), interrupt=step == "def")
    # "give": the victim's choice of what is taken (OR-E27, OR-E28)
    seat = ctx["target"]
    prompt = m(said(f"ortus_regni.prompt.give_{ctx['mode']}"), name=names[seat], n=ctx["give"])
    return Decision(seat, "give", prompt, tuple(Give(c) for c in give_choices(s, ctx)), interrupt=True)


def give_choices(s: OrtusState, ctx: Context) -> list[int]:
    target = s.earls[ctx["target"]]
    if ctx["mode"] == "steal_armies":
        return tb.first_of_each(s, target.reserve)
    fief = next((f for f in target.fiefs if f.castle == ctx["subject"]), None)
    return [] if fief is None else list(fief.props)


# --------------------------------------------------------------------------- answers
def apply(s: OrtusState, ctx: Context, action: Action, events: Events) -> None:
    if isinstance(action, PlayAllies):
        target = s.earls[ctx["target"]]
        target.hand.remove(action.card)
        ctx["allies"] = action.card
        events.append(ev.AlliesPlayed(ctx["target"], action.card, ctx["attacker"]))
        ctx["step"] = "att"
    elif isinstance(action, NoAllies):
        events.append(ev.NoAlliesPlayed(ctx["target"]))
        succeed(s, ctx, events)
    elif isinstance(action, Commit):
        side = ctx["step"]
        seat = ctx["attacker"] if side == "att" else ctx["target"]
        src, _, card_text = action.source.partition(":")
        card = int(card_text)
        if src == "hand":
            s.earls[seat].hand.remove(card)
            ctx["hand"].append([seat, card])
        else:
            ctx[side + "_lords"].append(card)
        if side == "att":
            ctx["a"] += 1
            ctx["step"] = "def"
        else:
            ctx["d"] += 1
            ctx["step"] = "att"
        events.append(ev.VassalCommitted(seat, card, ctx["a"] if side == "att" else ctx["d"]))
    elif isinstance(action, Yield):
        side = ctx["step"]
        seat = ctx["attacker"] if side == "att" else ctx["target"]
        events.append(ev.StruggleYielded(seat))
        end_struggle(s, ctx, events)
    elif isinstance(action, Give):
        given_one(s, ctx, action.card, events)


def end_struggle(s: OrtusState, ctx: Context, events: Events) -> None:
    """The struggle's clean-up (OR 4.9): Hand Vassals discarded, the loser's Vassal Lords
    discarded (their Castles stay); the winner's go home."""
    won = ctx["a"] > ctx["d"]
    events.append(ev.StruggleEnded(ctx["attacker"], ctx["target"], ctx["a"], ctx["d"], won))
    for seat, card in ctx["hand"]:
        tb.discard_to(s, card, seat)
    loser, lords = (ctx["target"], ctx["def_lords"]) if won else (ctx["attacker"], ctx["att_lords"])
    for lord in lords:
        for f in s.earls[loser].fiefs:
            if f.lord == lord:
                f.lord = None
                tb.discard_to(s, lord, loser)
                events.append(ev.CardLost(loser, lord, "struggle"))
    if won:
        succeed(s, ctx, events)
    else:
        events.append(ev.PoliticalFailed(ctx["attacker"], ctx["mode"]))
        finish(s, ctx, events)


def succeed(s: OrtusState, ctx: Context, events: Events) -> None:
    """The mode takes effect (OR-E24..E29)."""
    mode = ctx["mode"]
    attacker, victim = ctx["attacker"], ctx["target"]
    target = s.earls[victim]
    if mode == "assassinate":
        index = next((i for i, f in enumerate(target.fiefs) if f.castle == ctx["subject"]), None)
        if index is not None:
            fief = target.fiefs[index]
            if ctx["prince"]:  # a Prince Lord dies alone (OR-E15, OR-T16)
                if fief.lord is not None:
                    tb.discard_to(s, fief.lord, victim)
                    events.append(ev.Assassinated(victim, fief.lord, fief.castle, (), whole=False))
                    fief.lord = None
            elif fief.lord != ctx["lord"] and s.options("fallen_lord_fief") == "stands":
                events.append(ev.PoliticalFailed(attacker, mode))  # his Lord is gone: it stands (OR-A16)
            else:  # the whole Fief (OR-E24, OR-T17; OR-A16: even if its Lord fell in the struggle)
                lord = fief.lord if fief.lord is not None else -1
                tb.discard_fief(s, victim, index)
                events.append(ev.Assassinated(victim, lord, fief.castle, tuple(fief.props)))
        finish(s, ctx, events)
    elif mode == "damage_hand":
        take = tb.params(s, ctx["card"], "take", 2)
        if len(target.hand) < take and s.options("short_hand_damage") == "fizzle":
            events.append(ev.PoliticalFailed(attacker, mode))  # OR-A17's other reading
            finish(s, ctx, events)
            return
        cards = list(target.hand)
        s.rng.shuffle(cards)
        taken = cards[:take]  # fewer: all he has (OR-A17)
        for card in taken:
            target.hand.remove(card)
            tb.discard_to(s, card, victim)
        events.append(ev.HandDamaged(victim, tuple(taken)))
        finish(s, ctx, events)
    elif mode in ("remove_mercenary", "steal_mercenary"):
        merc = next((c for c in target.mercenaries if c.card == ctx["subject"]), None)
        if merc is not None:
            if mode == "remove_mercenary":
                combat.kill_mercenary(s, victim, merc.card)
                events.append(ev.MercenaryRemoved(victim, merc.card))
            else:
                target.mercenaries.remove(merc)
                s.earls[attacker].mercenaries.append(merc)
                events.append(ev.MercenaryStolen(attacker, merc.card, victim))
        finish(s, ctx, events)
    else:  # steal_properties, steal_armies: up to 2, the victim choosing when more
        choices = give_choices(s, ctx)
        pool = target.reserve if mode == "steal_armies" else choices
        take = tb.params(s, ctx["card"], "take", 2)
        if len(pool) <= take:
            for card in list(pool):
                take_one(s, ctx, card, events)
            stolen(s, ctx, events)
            return
        ctx["give"] = take
        ctx["step"] = "give"


def take_one(s: OrtusState, ctx: Context, card: int, events: Events) -> None:
    target = s.earls[ctx["target"]]
    if ctx["mode"] == "steal_armies":
        target.reserve.remove(card)
    else:
        for f in target.fiefs:
            if card in f.props:
                f.props.remove(card)
    ctx["given"].append(card)


def given_one(s: OrtusState, ctx: Context, card: int, events: Events) -> None:
    take_one(s, ctx, card, events)
    ctx["give"] -= 1
    if ctx["give"] == 0 or not give_choices(s, ctx):
        stolen(s, ctx, events)


def stolen(s: OrtusState, ctx: Context, events: Events) -> None:
    attacker, victim = ctx["attacker"], ctx["target"]
    cards = list(ctx["given"])
    if ctx["mode"] == "steal_armies":
        s.earls[attacker].reserve.extend(cards)  # only the two Earls see which (OR-E28)
        events.append(ev.ArmiesStolen(attacker, victim, len(cards)))
        events.append(ev.ArmiesStolenCards(attacker, victim, tuple(cards)))
        finish(s, ctx, events)
        return
    events.append(ev.PropertiesStolen(attacker, victim, tuple(cards)))
    ctx["step"] = "placing"
    combat.begin_placing(s, attacker, cards, "political_end", events)


def political_end(s: OrtusState, ctx: Context, events: Events) -> None:
    finish(s, s.stack[-1], events)


def finish(s: OrtusState, ctx: Context, events: Events) -> None:
    """The Political cards played go to their piles; elimination is checked."""
    tb.discard_to(s, ctx["card"], ctx["attacker"])
    if ctx["allies"] >= 0:
        tb.discard_to(s, ctx["allies"], ctx["target"])
    pop(s, events)
    tb.check_fiefs(s, events)


STAGES["political"] = Stage(decision, apply)
RESUMES["political_end"] = political_end

__all__ = ["begin", "commit_options", "end_struggle", "give_choices", "succeed"]
