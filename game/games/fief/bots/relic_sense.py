"""How the heuristic bot treats the Holy Relics (11.1, 11.1.1).

It takes any relic it may; lets only its ally by marriage take a relic from a village it
holds; spends the Teeth of Saint Géronce on its own lords and its ally's, never on
another family's; moves a Heavy Rain with the Eyes of Saint Roseline only when it lies
where the family has lords or troops; rolls the Bone of Saint Rhadegund for each Famine
that stops its own mills. It never hands a relic away. The Grail and the Spear act by
themselves in battle; the bot counts them when it weighs an attack (``attack_edge``).
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.games.fief.rules import relics
from game.games.fief.rules.control import all_controllers
from game.games.fief.rules.marriage import spouse_family
from game.games.fief.rules.relic_records import AllowRelic, RelicRite, TakeRelic, UseTeeth
from game.games.fief.rules.state import Battle, State


def choose(s: State, d: Decision) -> Action | None:
    """The relic action the bot takes now, or None to decide as usual."""
    take = [o for o in d.options if isinstance(o, TakeRelic)]
    if take:
        return take[0]
    rs = s.relics
    if rs is None:
        return None
    friends = {d.seat, spouse_family(s, d.seat)}
    if d.kind == "teeth" and rs.teeth:
        return UseTeeth(rs.teeth[0].family in friends)
    if d.kind == "relic_permission" and rs.asking:
        asker = s.lords[str(rs.asking[1])].family
        return AllowRelic(asker in friends)
    if d.kind == "relic_rite":
        return _rite(s, d)
    return None


def attack_edge(s: State, b: Battle) -> int:
    """What the relics are worth to the attackers of ``b``, in dice: one more with their
    Holy Spear there, one fewer against the defenders' Holy Grail there."""
    edge = 0
    spear, grail = relics.holder(s, relics.SPEAR), relics.holder(s, relics.GRAIL)
    if spear is not None and spear.village == b.village and spear.family in b.sides[0]:
        edge += 1
    if grail is not None and grail.village == b.village and grail.family in b.sides[1]:
        edge -= 1
    return edge


def _rite(s: State, d: Decision) -> Action | None:
    rites = [o for o in d.options if isinstance(o, RelicRite) and o.bishopric > 0]
    if not rites:
        return None
    stop = RelicRite(rites[0].relic, -1)
    ctrl = all_controllers(s)
    board = s.data.board

    def units(b: int) -> int:
        villages = board.bishoprics[b].villages
        lords = sum(1 for lo in s.lords.values() if lo.family == d.seat and lo.village in villages)
        troops = sum(s.villages[v].troops[d.seat].count for v in villages if d.seat in s.villages[v].troops)
        return lords + troops

    def mills(b: int) -> int:
        return sum(s.villages[v].mills for v in board.bishoprics[b].villages if ctrl.get(v) == d.seat)

    if rites[0].relic == "eyes_of_saint_roseline":
        worst = max(rites, key=lambda o: units(o.bishopric))
        return worst if units(worst.bishopric) else stop
    wanted = [o for o in rites if mills(o.bishopric)]
    return wanted[0] if wanted else stop
