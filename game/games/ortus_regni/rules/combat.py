"""Combat (OR 4.12, OR-E39..E45, OR-E17, OR-E58): an Attack on an Earl, by an Earl or by
the Vikings.

The battle is one context on the stack that walks through the rulebook's steps: the
attacker fields his whole force, one unit at a time ending with ``FieldDone``; then the
defender; the Battle card (when the defender fielded something, OR-A02) and, on Church
Decides, the Archbishop's or the Church majority's choice; captures and Ransom; the
damage each side takes, the attacker allocating first (OR-E45); what passes on to the
target (Towers, Properties, the Castle); seizure; the clean-up.

A fielded unit is named by a string: ``lord:<card>``, ``hand:<card>``, ``reserve:<card>``,
``merc:<card>``, ``garrison:<card>``, ``royal:<card>``, ``viking:<card>`` or ``king``.
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.i18n import m
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import (
    ChurchDecides,
    Destroy,
    Field,
    FieldDone,
    Hit,
    PlaceGained,
    Ransom,
    RansomDone,
    Seize,
    SeizeDone,
)
from game.games.ortus_regni.rules.flow import RESUMES, STAGES, Context, Stage, pop, push
from game.games.ortus_regni.rules.state import VIKINGS, Fief, OrtusState
from game.games.ortus_regni.rules.words import said

Events = tb.Events
KING = "king"


# --------------------------------------------------------------------------- units
def unit(src: str, card: int = -1) -> str:
    return src if src == KING else f"{src}:{card}"


def parse(name: str) -> tuple[str, int]:
    if name == KING:
        return KING, -1
    src, _, card = name.partition(":")
    return src, int(card)


def unit_sends(s: OrtusState, name: str) -> int:
    src, card = parse(name)
    if src == KING:
        return s.data.numbers.king_sends
    return tb.sends(s, card)


def lord_fief(s: OrtusState, seat: int, lord: int) -> Fief | None:
    if seat < 0:
        return None
    return next((f for f in s.earls[seat].fiefs if f.lord == lord), None)


def fief_by_castle(s: OrtusState, seat: int, castle: int) -> int | None:
    return next((i for i, f in enumerate(s.earls[seat].fiefs) if f.castle == castle), None)


# --------------------------------------------------------------------------- fielding (OR 4.12.3-4)
def field_options(s: OrtusState, seat: int, units: list[str]) -> list[str]:
    """The units an Earl may still add to his force (canonical: alike units once)."""
    earl = s.earls[seat]
    chosen = set(units)
    out: list[str] = []
    for f in earl.fiefs:
        if f.lord is not None and unit("lord", f.lord) not in chosen:
            out.append(unit("lord", f.lord))
    princes = sum(1 for u in units if u.startswith("hand:") and s.role(parse(u)[1]) == "prince")
    for card in tb.first_of_each(s, earl.hand, ("prince", "vassal", "champion", "monk")):
        if s.role(card) == "prince" and (princes or tb.prince_lord(s, seat) is not None):
            continue  # one Prince in play (OR-E14, OR-T29)
        out.append(unit("hand", card))
    from_reserve = sum(1 for u in units if u.startswith("reserve:"))
    if from_reserve < tb.field_capacity(s, seat):
        out.extend(unit("reserve", c) for c in tb.first_of_each(s, earl.reserve))
    for merc in earl.mercenaries:
        if unit("merc", merc.card) not in chosen:
            out.append(unit("merc", merc.card))
        if merc.garrison is not None and unit("garrison", merc.garrison) not in chosen:
            out.append(unit("garrison", merc.garrison))
    if s.king == seat:
        if KING not in chosen:
            out.append(KING)
        out.extend(unit("royal", c) for c in s.royal if c is not None and unit("royal", c) not in chosen)
    return out


def can_field(s: OrtusState, seat: int) -> bool:
    return bool(field_options(s, seat, []))


def take_unit(s: OrtusState, seat: int, name: str) -> None:
    """A unit joins the force: a Hand card or a Reserve card leaves its place for the
    battle (Reserve survivors come back after it)."""
    src, card = parse(name)
    earl = s.earls[seat]
    if src == "hand":
        earl.hand.remove(card)
    elif src == "reserve":
        earl.reserve.remove(card)


# --------------------------------------------------------------------------- declaration (OR 4.12.1-2)
def declare(
    s: OrtusState, attacker: int, what: str, defender: int, target: int, events: Events, then: str = ""
) -> None:
    """An Attack is declared: the White marker goes out while the Vikings approach
    (OR 4.12.2, OR-A23); the attacker fields (the Vikings field every card they have)."""
    castle = s.earls[defender].fiefs[target].castle if what in ("raid", "siege") else -1
    events.append(ev.AttackDeclared(attacker, defender, what, castle))
    if s.options("combat_marker") != "when_defended":
        mark_combat(s, attacker, events)
    ctx: Context = {
        "kind": "battle",
        "attacker": attacker,
        "controller": attacker,
        "defender": defender,
        "what": what,
        "castle": castle,
        "step": "att_field",
        "att": [],
        "def": [],
        "card": -1,
        "result": "",
        "captured": [],
        "ransomed": [],
        "hit_att": [],
        "hit_def": [],
        "excess": 0,
        "destroy": 0,
        "destroyed": [],
        "seize": 0,
        "place": [],
        "then": then,
    }
    push(s, ctx)


def mark_combat(s: OrtusState, seat: int, events: Events) -> None:
    """Combat while the Vikings approach: the White marker goes out, once a Round."""
    if not s.vikings.arrived and not s.vikings.white:
        s.vikings.white = True
        events.append(ev.CombatMarked(seat))


def gained_land(s: OrtusState, seat: int, card: int, fief: Fief, events: Events) -> None:
    """A Land gained otherwise than from the Hand draws nothing (OR-A24), or, with the
    ``gained_land_draws`` reading, its Army cards as if placed from the Hand."""
    if s.role(card) == "land" and s.options("gained_land_draws"):
        market = tb.has_role(s, fief, "market_town")
        n = tb.params(s, card, "army_draw_market", 2) if market else tb.params(s, card, "army_draw", 1)
        tb.draw_army(s, seat, n, "land", events)


def declare_vikings(s: OrtusState, controller: int, what: str, defender: int, target: int, events: Events) -> None:
    declare(s, VIKINGS, what, defender, target, events, then="vikings_done")
    ctx = s.stack[-1]
    ctx["controller"] = controller
    ctx["att"] = [unit("viking", c) for c in s.vikings.force]
    events.append(ev.ForceFielded(VIKINGS, tuple(s.vikings.force), False))
    ctx["step"] = "def_field"


def chooser(s: OrtusState, ctx: Context, side: str) -> int:
    """Who makes a side's choices: its Earl; for the Vikings the controlling Earl, or the
    defender with the ``viking_choices`` reading "defender" (OR-A12)."""
    seat: int = ctx["attacker"] if side == "att" else ctx["defender"]
    if seat == VIKINGS:
        chosen: int = ctx["controller"] if s.options("viking_choices") == "controller" else ctx["defender"]
        return chosen
    return seat


# --------------------------------------------------------------------------- the stage
def decision(s: OrtusState, ctx: Context) -> Decision:
    step = ctx["step"]
    names = [c.name for c in s.config.seats]
    if step in ("att_field", "def_field"):
        side = "att" if step == "att_field" else "def"
        seat = ctx["attacker"] if side == "att" else ctx["defender"]
        opts: list[Action] = [Field(u) for u in field_options(s, seat, ctx[side])]
        if side == "def" or ctx[side] or not s.options("attack_needs_force"):
            opts.append(FieldDone())
        prompt = m(said(f"ortus_regni.prompt.field_{side}"), name=names[seat], n=len(ctx[side]))
        return Decision(seat, "field", prompt, tuple(opts), interrupt=side == "def")
    if step == "church":
        seat = ctx["church"]
        opts = [ChurchDecides(r) for r in ("normal", "attacker_wins", "defender_wins")]
        return Decision(seat, "church", m("ortus_regni.prompt.church", name=names[seat]), tuple(opts), interrupt=True)
    if step == "ransom":
        seat = ctx["defender"] if ctx["result"] == "attacker_wins" else ctx["attacker"]
        opts = []
        for u in ctx["captured"]:
            if u in ctx["ransomed"]:
                continue
            own = lord_fief(s, seat, parse(u)[1])
            if own is None:
                continue  # his Castle was given away: he is lost already (OR-T13)
            for f in s.earls[seat].fiefs:
                if f is not own:
                    opts.append(Ransom(u, f.castle))
                opts.extend(Ransom(u, c) for c in f.props)
        opts.append(RansomDone())
        return Decision(seat, "ransom", m("ortus_regni.prompt.ransom", name=names[seat]), tuple(opts), interrupt=True)
    if step in ("att_hits", "def_hits"):
        side = step[:3]
        seat = chooser(s, ctx, side)
        hit = ctx["hit_" + side]
        left = [u for u in ctx[side] if u not in hit]
        opts = [Hit(u) for u in canonical(s, left)]
        prompt = m("ortus_regni.prompt.hits", name=names[seat], n=ctx["hits_left"])
        return Decision(seat, "hits", prompt, tuple(opts), interrupt=seat != s.turn)
    if step == "destroy":
        seat = ctx["defender"]
        opts = [Destroy(c) for c in destroy_choices(s, ctx)]
        prompt = m("ortus_regni.prompt.destroy", name=names[seat], n=ctx["destroy"])
        return Decision(seat, "destroy", prompt, tuple(opts), interrupt=True)
    if step == "seize":
        seat = ctx["attacker"] if s.options("seizure_picker") != "defender" else ctx["defender"]
        taker = ctx["attacker"]
        opts = []
        for card in ctx["destroyed"]:
            if tb.is_castle(s, card):
                opts.append(Seize(card, -1))
            else:
                opts.extend(Seize(card, i) for i in range(len(s.earls[taker].fiefs)))
        opts.append(SeizeDone())
        prompt = m("ortus_regni.prompt.seize", name=names[seat], n=ctx["seize"])
        return Decision(seat, "seize", prompt, tuple(opts), interrupt=seat != s.turn)
    raise AssertionError(step)  # pragma: no cover - every step is above


def canonical(s: OrtusState, units: list[str]) -> list[str]:
    """Units that are alike (two Infantry of a Reserve, two Vikings of a kind, two Vassals
    from the Hand) listed once: which of them takes the point changes nothing."""
    seen: set[tuple[str, str]] = set()
    out: list[str] = []
    for u in units:
        src, card = parse(u)
        key = (src, s.kind(card)) if src in ("hand", "reserve", "viking") else (u, "")
        if key not in seen:
            seen.add(key)
            out.append(u)
    return out


def destroy_choices(s: OrtusState, ctx: Context) -> list[int]:
    defender = s.earls[ctx["defender"]]
    if ctx["what"] == "tower":
        return tb.first_of_each(s, defender.towers)
    index = fief_by_castle(s, ctx["defender"], ctx["castle"])
    return [] if index is None else list(defender.fiefs[index].props)


def apply(s: OrtusState, ctx: Context, action: Action, events: Events) -> None:
    step = ctx["step"]
    if isinstance(action, Field):
        side = "att" if step == "att_field" else "def"
        seat = ctx["attacker"] if side == "att" else ctx["defender"]
        take_unit(s, seat, action.unit)
        ctx[side].append(action.unit)
    elif isinstance(action, FieldDone):
        side = "att" if step == "att_field" else "def"
        seat = ctx["attacker"] if side == "att" else ctx["defender"]
        cards = tuple(parse(u)[1] for u in ctx[side] if u != KING)
        events.append(ev.ForceFielded(seat, cards, KING in ctx[side]))
        if side == "att":
            ctx["step"] = "def_field"
        else:
            battle_card(s, ctx, events)
    elif isinstance(action, ChurchDecides):
        events.append(ev.ChurchDecided(ctx["church"], action.result))
        ctx["result"] = action.result
        captures(s, ctx, events)
    elif isinstance(action, Ransom):
        ransom(s, ctx, action.unit, action.card, events)
    elif isinstance(action, RansomDone):
        damage(s, ctx, events)
    elif isinstance(action, Hit):
        side = step[:3]
        ctx["hit_" + side].append(action.unit)
        ctx["hits_left"] -= 1
        if ctx["hits_left"] == 0:
            hits_done(s, ctx, side, events)
    elif isinstance(action, Destroy):
        destroy(s, ctx, action.card, events)
        ctx["destroy"] -= 1
        if ctx["destroy"] == 0 or not destroy_choices(s, ctx):
            after_destroy(s, ctx, events)
    elif isinstance(action, Seize):
        seize(s, ctx, action.card, action.fief, events)
        ctx["seize"] -= 1
        if ctx["seize"] == 0 or not ctx["destroyed"]:
            cleanup(s, ctx, events)
    elif isinstance(action, SeizeDone):
        cleanup(s, ctx, events)


# --------------------------------------------------------------------------- the Battle card (OR 4.12.4-5)
def battle_card(s: OrtusState, ctx: Context, events: Events) -> None:
    fielded = ctx["def"]
    if s.options("battle_trigger") == "army_card":
        drawn = any(parse(u)[0] in ("reserve", "garrison", "royal") for u in fielded)
    else:
        drawn = bool(fielded)
    if fielded and s.options("combat_marker") == "when_defended":
        mark_combat(s, ctx["attacker"], events)  # OR-A23's other reading
    if not fielded:
        ctx["result"] = "undefended"  # no Battle card: the attack is won (OR-T18)
        events.append(ev.Undefended(ctx["defender"]))
        captures(s, ctx, events)
        return
    if not drawn:
        ctx["result"] = "normal"
        captures(s, ctx, events)
        return
    card = tb.draw_table(s, s.battle, "battle", events)
    if card is None:  # pragma: no cover - 24 cards, one per battle, reshuffled when used up
        ctx["result"] = "normal"
        captures(s, ctx, events)
        return
    ctx["card"] = card
    result = s.data.table[s.kind(card)].result
    events.append(ev.BattleCardDrawn(ctx["defender"], card))
    if result == "church_decides":
        decider = church_decider(s)
        if decider is None:
            events.append(ev.ChurchDecided(-1, "normal"))
            result = "normal"
        else:
            ctx["church"] = decider
            ctx["step"] = "church"
            return
    ctx["result"] = result
    captures(s, ctx, events)


def church_decider(s: OrtusState) -> int | None:
    """The Archbishop (OR-E11); without a Cathedral on the table, the Earl with strictly
    the most Churches (OR-E09); else nobody: a Normal Battle (OR-T24)."""
    archbishop = tb.cathedral_holder(s)
    if archbishop is not None:
        return archbishop
    counts = sorted(((tb.churches(s, seat), seat) for seat in s.alive()), reverse=True)
    if not counts or counts[0][0] == 0 or (len(counts) > 1 and counts[1][0] == counts[0][0]):
        return None
    return counts[0][1]


# --------------------------------------------------------------------------- captures and Ransom (OR-E44)
def captures(s: OrtusState, ctx: Context, events: Events) -> None:
    result = ctx["result"]
    loser = "def" if result == "attacker_wins" else "att" if result == "defender_wins" else ""
    if loser:
        ctx["captured"] = [u for u in ctx[loser] if u.startswith("lord:")]
    if ctx["captured"]:
        owner = ctx["defender"] if loser == "def" else ctx["attacker"]
        events.append(ev.Captured(owner, tuple(parse(u)[1] for u in ctx["captured"])))
        if ctx["attacker"] != VIKINGS:  # the Vikings take no Ransom (OR-E58)
            ctx["step"] = "ransom"
            return
    damage(s, ctx, events)


def ransom(s: OrtusState, ctx: Context, name: str, card: int, events: Events) -> None:
    """A captured Lord saved: the card (a Property, or a Castle with its Fief) goes to the
    captor (OR-E44, OR-T13, OR-A06, OR-A07)."""
    payer = ctx["defender"] if ctx["result"] == "attacker_wins" else ctx["attacker"]
    captor = ctx["attacker"] if payer == ctx["defender"] else ctx["defender"]
    ctx["ransomed"].append(name)
    events.append(ev.Ransomed(payer, parse(name)[1], card, captor))
    give_card(s, payer, captor, card, ctx, events)


def give_card(s: OrtusState, giver: int, taker: int, card: int, ctx: Context, events: Events) -> None:
    """A Property or a Castle of one Earldom into another's: a Castle moves with its Fief
    at once; a Property waits for the taker to say where it goes (``ctx["place"]``)."""
    for i, f in enumerate(s.earls[giver].fiefs):
        if f.castle == card:
            fief = tb.remove_fief(s, giver, i)
            tb.gained_fief(s, taker, fief, events)
            return
        if card in f.props:
            f.props.remove(card)
            ctx.setdefault("place", []).append(card)
            return


# --------------------------------------------------------------------------- damage (OR-E45)
def damage(s: OrtusState, ctx: Context, events: Events) -> None:
    result = ctx["result"]
    to_att = 0 if result in ("attacker_wins", "undefended") else sum(unit_sends(s, u) for u in ctx["def"])
    to_def = 0 if result == "defender_wins" else sum(unit_sends(s, u) for u in ctx["att"])
    ctx["to_att"], ctx["to_def"] = to_att, to_def
    start_hits(s, ctx, "att", events)


def start_hits(s: OrtusState, ctx: Context, side: str, events: Events) -> None:
    points = ctx["to_att"] if side == "att" else ctx["to_def"]
    units = ctx[side]
    if points >= len(units):
        ctx["hit_" + side] = list(units)
        hits_done(s, ctx, side, events)
        return
    if points == 0:
        hits_done(s, ctx, side, events)
        return
    ctx["hits_left"] = points
    ctx["step"] = side + "_hits"


def hits_done(s: OrtusState, ctx: Context, side: str, events: Events) -> None:
    hit = ctx["hit_" + side]
    seat = ctx["attacker"] if side == "att" else ctx["defender"]
    if hit:
        events.append(ev.UnitsHit(seat, tuple(parse(u)[1] for u in hit if u != KING), KING in hit))
    if side == "att":
        start_hits(s, ctx, "def", events)
        return
    ctx["excess"] = max(0, ctx["to_def"] - len(ctx["def"]))
    on_target(s, ctx, events)


def on_target(s: OrtusState, ctx: Context, events: Events) -> None:
    """The defender's excess points on the target (OR 4.12.7)."""
    excess = ctx["excess"]
    defender = ctx["defender"]
    towers = s.earls[defender].towers
    what = ctx["what"]
    if excess <= 0:
        after_destroy(s, ctx, events)
        return
    if what == "tower":
        n = min(excess, len(towers))
        if n == len(towers):
            for card in list(towers):
                destroy(s, ctx, card, events)
            after_destroy(s, ctx, events)
            return
        ctx["destroy"] = n
        ctx["step"] = "destroy"
        return
    absorbed = min(excess, len(towers))
    if absorbed:
        events.append(ev.TowersHeld(defender, absorbed))
    rest = excess - absorbed
    index = fief_by_castle(s, defender, ctx["castle"])
    if rest <= 0 or index is None:
        after_destroy(s, ctx, events)
        return
    fief = s.earls[defender].fiefs[index]
    if what == "raid":
        n = min(rest, len(fief.props))
        if n == len(fief.props):
            for card in list(fief.props):
                destroy(s, ctx, card, events)
            after_destroy(s, ctx, events)
            return
        ctx["destroy"] = n
        ctx["step"] = "destroy"
        return
    if rest >= tb.durability(s, fief.castle):  # a Siege: the whole Fief falls (OR-T07)
        tb.remove_fief(s, defender, index)
        if fief.lord is not None:
            tb.discard_to(s, fief.lord, defender)
            fief.lord = None
        events.append(ev.CastleFell(defender, fief.castle, tuple(fief.props)))
        ctx["destroyed"].extend([fief.castle, *fief.props])
    else:
        events.append(ev.CastleHeld(defender, fief.castle, rest))
    after_destroy(s, ctx, events)


def destroy(s: OrtusState, ctx: Context, card: int, events: Events) -> None:
    defender = ctx["defender"]
    earl = s.earls[defender]
    if ctx["what"] == "tower":
        earl.towers.remove(card)
        tb.discard_to(s, card, defender)
        events.append(ev.TowerDestroyed(defender, card))
        return
    for f in earl.fiefs:
        if card in f.props:
            f.props.remove(card)
    ctx["destroyed"].append(card)
    events.append(ev.PropertyDestroyed(defender, card))


def after_destroy(s: OrtusState, ctx: Context, events: Events) -> None:
    """Seizure (OR-E17, OR-T12): a Prince Lord and one or more Vassal Lords fielded by an
    attacking Earl in a Raid or Siege let him keep that many destroyed cards."""
    attacker = ctx["attacker"]
    if attacker != VIKINGS and ctx["what"] in ("raid", "siege") and ctx["destroyed"]:
        lords = [s.role(parse(u)[1]) for u in ctx["att"] if u.startswith("lord:")]
        k = int("prince" in lords) + int("vassal" in lords)
        if k and s.earls[attacker].alive:
            ctx["seize"] = min(k, len(ctx["destroyed"]))
            ctx["step"] = "seize"
            return
    cleanup(s, ctx, events)


def seize(s: OrtusState, ctx: Context, card: int, fief: int, events: Events) -> None:
    attacker = ctx["attacker"]
    ctx["destroyed"].remove(card)
    if fief < 0:
        s.earls[attacker].fiefs.append(Fief(card))  # the Lord is not in it (OR 4.12.8)
    else:
        s.earls[attacker].fiefs[fief].props.append(card)
    events.append(ev.Seized(attacker, card, ctx["defender"]))
    if fief >= 0:
        gained_land(s, attacker, card, s.earls[attacker].fiefs[fief], events)


# --------------------------------------------------------------------------- clean-up (OR 4.12.9)
def cleanup(s: OrtusState, ctx: Context, events: Events) -> None:
    for side in ("att", "def"):
        seat = ctx["attacker"] if side == "att" else ctx["defender"]
        hit = set(ctx["hit_" + side])
        for name in ctx[side]:
            src, card = parse(name)
            dead = name in hit
            if src == "hand":
                tb.discard_to(s, card, seat)  # played from the Hand: always discarded
            elif src == "reserve":
                if dead:
                    tb.discard(s, card)
                elif s.earls[seat].alive:
                    s.earls[seat].reserve.append(card)
                else:
                    tb.discard(s, card)
            elif src == "viking":
                if dead and card in s.vikings.force:
                    s.vikings.force.remove(card)
                    tb.discard(s, card)
            elif src == "garrison" and dead:
                for merc in s.earls[seat].mercenaries:
                    if merc.garrison == card:
                        merc.garrison = None
                        tb.discard(s, card)
            elif src == "royal" and dead and card in s.royal:
                s.royal[s.royal.index(card)] = None
                tb.discard(s, card)
            elif src == "merc" and dead:
                kill_mercenary(s, seat, card)
            elif src == "lord" and name in ctx["captured"] and name not in ctx["ransomed"]:
                fief = lord_fief(s, seat, card)
                if fief is not None:  # his Castle stays (OR-E44)
                    fief.lord = None
                    tb.discard_to(s, card, seat)
    for card in ctx["destroyed"]:
        tb.discard_to(s, card, ctx["defender"])
    ctx["destroyed"] = []
    if ctx["card"] >= 0:
        tb.discard(s, ctx["card"])
    events.append(ev.BattleOver(ctx["attacker"], ctx["defender"], ctx["result"]))
    tb.check_fiefs(s, events)
    if s.result is not None:
        return
    places = list(ctx["place"])
    taker = ctx["attacker"] if ctx["result"] == "attacker_wins" else ctx["defender"]
    ctx["step"] = "placing"
    if places:
        begin_placing(s, taker, places, "battle_end", events)
    else:
        pop(s, events)


def battle_end(s: OrtusState, ctx: Context, events: Events) -> None:
    """What was gained is placed: the battle is over."""
    pop(s, events)


def kill_mercenary(s: OrtusState, seat: int, card: int) -> None:
    """A Mercenary dies and its garrisoned card with it (OR-E23, OR-T28)."""
    earl = s.earls[seat]
    for i, merc in enumerate(earl.mercenaries):
        if merc.card == card:
            earl.mercenaries.pop(i)
            tb.discard_to(s, card, seat)
            if merc.garrison is not None:
                tb.discard(s, merc.garrison)
            return


# --------------------------------------------------------------------------- placing what was gained
def begin_placing(s: OrtusState, seat: int, cards: list[int], then: str, events: Events) -> None:
    """Properties an Earl gained (a Ransom, an Intrigue, a Joust) wait for him to say
    which of his Fiefs each joins (OR-E27; no Army draw for a Land, OR-A24)."""
    if not s.earls[seat].alive or not s.earls[seat].fiefs:
        for card in cards:
            tb.discard(s, card)
        if then:
            RESUMES[then](s, {}, events)
        return
    push(s, {"kind": "place", "seat": seat, "cards": list(cards), "then": then})


def place_decision(s: OrtusState, ctx: Context) -> Decision:
    seat = ctx["seat"]
    card = ctx["cards"][0]
    opts = tuple(PlaceGained(card, i) for i in range(len(s.earls[seat].fiefs)))
    prompt = m("ortus_regni.prompt.place_gained", name=s.config.seats[seat].name, card=s.data.cards[s.kind(card)].name)
    return Decision(seat, "place", prompt, opts, interrupt=seat != s.turn)


def place_apply(s: OrtusState, ctx: Context, action: Action, events: Events) -> None:
    assert isinstance(action, PlaceGained)
    seat = ctx["seat"]
    fief = s.earls[seat].fiefs[action.fief]
    ctx["cards"].remove(action.card)
    fief.props.append(action.card)
    events.append(ev.Attached(seat, action.card, fief.castle))
    gained_land(s, seat, action.card, fief, events)
    if not ctx["cards"]:
        pop(s, events)


STAGES["battle"] = Stage(decision, apply)
RESUMES["battle_end"] = battle_end
STAGES["place"] = Stage(place_decision, place_apply)

__all__ = [
    "KING",
    "begin_placing",
    "can_field",
    "church_decider",
    "declare",
    "declare_vikings",
    "field_options",
    "give_card",
    "kill_mercenary",
    "parse",
    "unit",
]
