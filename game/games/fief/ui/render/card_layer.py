"""Cards and tax markers on the map (2.3, 2.4).

- Cards lying on a bishopric (a Disaster that struck it, a Bountiful Harvest or Good
  Weather played on it) fan out beside its mitre, face up, each with a tooltip saying
  what it does there this round.
- Tax markers: a tallage lies on its fief's title crown, a tithe on its bishopric's
  mitre (the Pope's tithe on every governed mitre), in the taxing family's colour.

``register()`` adds both to ``EXTRA_LAYERS`` of ``game.games.fief.ui.render.pieces`` (once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.core.i18n import N_, m
from game.games.fief.rules.names import data_name, deniers
from game.games.fief.ui.render.card_faces import card_face
from game.games.fief.ui.render.pieces import EXTRA_LAYERS, PieceContext, capitalised, family_style, token_icon
from game.ui.render.markers import marker

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State, TaxMarker

#: Card width on the map, in world units (the mitre is 84 wide), and its screen bounds.
CARD_WORLD = 58
CARD_MIN, CARD_MAX = 30, 96


def _card_width(ctx: PieceContext) -> int:
    scale = max(1.0, ctx.theme.scale)
    width = int(min(max(CARD_WORLD * ctx.camera.zoom, CARD_MIN * scale), CARD_MAX * scale))
    return width - width % 4  # steps of 4 px: a smooth zoom reuses the cached faces


#: what a Disaster does to the bishopric it struck, by its effect (message ids)
_DISASTER_EFFECTS = {
    "heavy-rain": N_("fief.ui.card_layer.effect.heavy_rain"),
    "famine": N_("fief.ui.card_layer.effect.famine"),
    "plague": N_("fief.ui.card_layer.effect.plague"),
}


def card_effect(view: State, names: Names, card_id: str, bishopric: int) -> str:
    """What a card lying on a bishopric does, in words, for its tooltip."""
    data = view.data
    card = data.fortune_cards.get(card_id)
    where = names.bishopric(bishopric)
    if card is None:
        return i18n.t("fief.ui.card_layer.lies_on", card=capitalised(names.card(card_id)), bishopric=where)
    if card.kind == "disaster":
        effect_id = _DISASTER_EFFECTS.get(card.effect, N_("fief.ui.card_layer.effect.other"))
        effect = m(effect_id, most=data.rules.plague_death_max)
        cancel = next((c for c in data.fortune_cards.values() if c.cancels == card_id), None)
        if cancel is not None:
            return i18n.t(
                "fief.ui.card_layer.disaster_cancelled_by",
                card=data_name(card),
                bishopric=where,
                effect=effect,
                cancel=data_name(cancel),
            )
        return i18n.t("fief.ui.card_layer.disaster", card=data_name(card), bishopric=where, effect=effect)
    return i18n.t(
        "fief.ui.card_layer.harvest",
        card=data_name(card),
        bishopric=where,
        n=card.mill_bonus,
        section=str(card.section),
    )


def draw_lying_cards(ctx: PieceContext) -> None:
    view = ctx.view
    lying = getattr(view, "lying", None)
    if not lying:
        return
    width = _card_width(ctx)
    board = ctx.renderer.board
    mitre = max(30, round(84 * ctx.camera.zoom))
    for number, cards in sorted(lying.items()):
        b = board.bishoprics.get(number)
        if b is None or not cards:
            continue
        x, y = ctx.camera.world_to_screen(b.mitre)
        step = max(width // 3, round(width * 0.55))
        span = width + step * (len(cards) - 1)
        left, top = _lying_spot(ctx, (x, y), mitre, (span, round(width * 1.4)))
        for i, cid in enumerate(cards):
            face = card_face(ctx.theme, view.data, cid, width)
            rect = face.get_rect(topleft=(left + i * step, top))
            if not ctx.camera.viewport.colliderect(rect):
                continue
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shadow, (40, 24, 10, 90), shadow.get_rect(), border_radius=max(3, width // 12))
            ctx.surface.blit(shadow, rect.move(2, 3))
            ctx.surface.blit(face, rect)
            ctx.add_hit(rect, "lying_card", (number, cid), card_effect(view, ctx.names, cid, number))


def _lying_spot(ctx: PieceContext, mitre_at: tuple[float, float], mitre: int, size: tuple[int, int]) -> tuple[int, int]:
    """The top left corner of a bishopric's lying cards: right of its mitre; beneath it
    where the map's frame leaves no room; and where that would cover lords, troops or a
    village's name, beneath, left of or above the mitre, wherever the cards cover least
    of them (and stay inside the map)."""
    x, y = mitre_at
    span, height = size
    edge = ctx.camera.world_to_screen((ctx.renderer.board.width - 40, 0))[0]
    first = ctx.camera.world_to_screen((0, 0))
    last = ctx.camera.world_to_screen((ctx.renderer.board.width, ctx.renderer.board.height))
    beneath = (min(round(x - span / 2), round(edge - span)), round(y + mitre * 0.55))
    right = (round(x + mitre * 0.55), round(y - height / 2))
    spots = [right, beneath] if right[0] + span <= edge else [beneath]
    spots += [(round(x - mitre * 0.55 - span), round(y - height / 2)), (beneath[0], round(y - mitre * 0.55 - height))]
    taken = ctx.renderer.taken()

    def covered(spot: tuple[int, int]) -> int:
        rect = pygame.Rect(spot[0], spot[1], span, height)
        outside = int(rect.left < first[0] or rect.right > last[0] or rect.top < first[1]) * span * height
        return 4 * outside + sum(rect.clip(r).width * rect.clip(r).height for r in taken)

    return min(spots, key=covered)


def draw_tax_markers(ctx: PieceContext) -> None:
    view = ctx.view
    taxes = getattr(view, "taxes", None)
    if not taxes:
        return
    scale = max(1.0, ctx.theme.scale)
    size = int(min(max(30 * ctx.camera.zoom, 20 * scale), 34 * scale))
    board = ctx.renderer.board
    crowns = ctx.renderer.crown_spots
    mitre = max(30, round(84 * ctx.camera.zoom))
    used: dict[tuple[str, int], int] = {}
    for t in taxes:
        if t.kind == "tallage":
            spots = [("fief", t.target, crowns.get(t.target))]
        elif t.target == 0:
            spots = [("mitre", b, board.bishoprics[b].mitre) for b in sorted(view.bishops) if b in board.bishoprics]
        else:
            spots = [("mitre", t.target, board.bishoprics[t.target].mitre if t.target in board.bishoprics else None)]
        rgb, pattern = family_style(view.data, view, t.seat)
        for place, number, spot in spots:
            if spot is None:
                continue
            k = used.get((place, number), 0)
            used[(place, number)] = k + 1
            x, y = ctx.camera.world_to_screen(spot)
            if place == "fief":
                cx, cy = round(x - size * 0.9 - k * size * 0.8), round(y + size * 0.3)
            else:
                cx, cy = round(x - mitre * 0.5 - k * size * 0.8), round(y + mitre * 0.25)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (cx, cy)
            if not ctx.camera.viewport.colliderect(rect):
                continue
            pygame.draw.circle(ctx.surface, rgb, rect.center, size // 2 + 2)
            pygame.draw.circle(ctx.surface, (40, 28, 18), rect.center, size // 2 + 2, 1)
            icon = token_icon("tax", round(size * 0.8))
            ctx.surface.blit(icon, icon.get_rect(center=rect.center))
            badge = marker(rgb, pattern, max(9, size // 2))
            ctx.surface.blit(badge, badge.get_rect(center=(rect.right - 1, rect.bottom - 1)))
            ctx.add_hit(rect, "tax_marker", (t.kind, t.target), _tax_tip(view, ctx.names, t, number))


def _tax_tip(view: State, names: Names, t: TaxMarker, number: int) -> str:
    fam, lord = names.family(t.seat), names.lord(t.lord)
    if t.kind == "tallage":
        gain = view.data.rules.tallage_per_village * len(view.data.board.fiefs[t.target].villages)
        royal = view.fief_titles.get(t.target) != t.lord
        return i18n.t(
            N_("fief.ui.card_layer.royal_tallage") if royal else N_("fief.ui.card_layer.tallage"),
            family=fam,
            fief=names.fief(t.target),
            lord=lord,
            deniers=deniers(gain),
        )
    if t.target == 0:
        return i18n.t("fief.ui.card_layer.papal_tithe", family=fam, bishopric=names.bishopric(number), lord=lord)
    return i18n.t("fief.ui.card_layer.tithe", family=fam, bishopric=names.bishopric(number), lord=lord)


def register() -> None:
    """Draw the cards and tax markers with the other pieces (idempotent)."""
    for layer in (draw_lying_cards, draw_tax_markers):
        if layer not in EXTRA_LAYERS:
            EXTRA_LAYERS.append(layer)
