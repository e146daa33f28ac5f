"""The Holy Relics on the map (11.1): a small gold reliquary medallion for each relic,
with its own emblem (a cup, an eye, a tooth, a spear head, a bone), drawn in code.

A relic lying in a village sits left of the village's square (clear of the control
marker at its corner); a relic a lord
carries sits at the top right of his token, wherever he goes. Who holds which relic is
public, so the view shows all of them. Each medallion's tooltip names the relic, says
what it does (the words of ``data/fief/variants.yaml``) and who holds it or may take it.

``register()`` adds the layer to ``EXTRA_LAYERS`` of ``game.games.fief.ui.render.pieces``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.core import i18n
from game.games.fief.rules import relics
from game.games.fief.ui.render.card_faces import card_text
from game.games.fief.ui.render.pieces import EXTRA_LAYERS, PieceContext, capitalised, family_style
from game.ui.render import icons
from game.ui.render.cache import SurfaceCache
from game.ui.render.icons import GOLD, INK, PAPER, RED, STONE, WOOD, Pen
from game.ui.render.markers import marker

#: Medallion size on the map: world units at zoom 1, and screen bounds at UI scale 1.
RELIC_WORLD = 28
RELIC_MIN, RELIC_MAX = 22, 32


# --------------------------------------------------------------------------- the art
def _medallion(d: Pen) -> None:
    """The reliquary's rim: a gold disc with a ring of pearls."""
    d.disc((0.5, 0.5), 0.46, GOLD, 0.05)
    d.circle((0.5, 0.5), 0.36, d.detail((250, 238, 200)))
    for i in range(12):
        a = math.radians(i * 30)
        d.circle((0.5 + 0.41 * math.cos(a), 0.5 + 0.41 * math.sin(a)), 0.022, d.detail(PAPER))


def _grail(d: Pen) -> None:
    cup = [(0.33, 0.30), (0.67, 0.30), (0.63, 0.44), (0.55, 0.52), (0.45, 0.52), (0.37, 0.44)]
    d.shape(cup, GOLD, 0.035)
    d.line((0.5, 0.52), (0.5, 0.66), width=0.045)
    d.shape([(0.38, 0.70), (0.62, 0.70), (0.58, 0.65), (0.42, 0.65)], GOLD, 0.03)
    d.circle((0.5, 0.38), 0.035, d.detail(RED))


def _eyes(d: Pen) -> None:
    for cx in (0.37, 0.63):
        lid = [(cx - 0.12, 0.5), (cx, 0.42), (cx + 0.12, 0.5), (cx, 0.58)]
        d.shape(lid, PAPER, 0.03)
        d.circle((cx, 0.5), 0.045, d.detail((60, 90, 140)))
    d.line((0.44, 0.66), (0.40, 0.74), d.detail((60, 90, 140)), 0.025)  # a tear


def _tooth(d: Pen) -> None:
    tooth = [
        (0.36, 0.34),
        (0.44, 0.29),
        (0.50, 0.33),
        (0.56, 0.29),
        (0.64, 0.34),
        (0.62, 0.50),
        (0.58, 0.70),
        (0.53, 0.70),
        (0.50, 0.56),
        (0.47, 0.70),
        (0.42, 0.70),
        (0.38, 0.50),
    ]
    d.shape(tooth, PAPER, 0.035)


def _spear(d: Pen) -> None:
    d.line((0.34, 0.72), (0.58, 0.44), d.fill(WOOD), 0.06)
    d.line((0.34, 0.72), (0.58, 0.44), width=0.02)
    d.shape([(0.55, 0.42), (0.70, 0.28), (0.62, 0.47), (0.57, 0.49)], STONE, 0.03)
    d.line((0.50, 0.44), (0.60, 0.54), width=0.04)


def _bone(d: Pen) -> None:
    """A thick bone lying flat, so it never reads as the Spear's slanting shaft."""
    for cx, cy in ((0.30, 0.44), (0.30, 0.56), (0.70, 0.44), (0.70, 0.56)):
        d.disc((cx, cy), 0.075, PAPER, 0.03)
    d.box(0.30, 0.44, 0.70, 0.56, PAPER, 0.03)


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    relics.GRAIL: _grail,
    relics.EYES: _eyes,
    relics.TEETH: _tooth,
    relics.SPEAR: _spear,
    relics.BONE: _bone,
}
_cache = SurfaceCache(60)


def relic_icon(relic: str, size: int) -> pygame.Surface:
    """The relic's medallion, ``size`` pixels square, cached. A relic the code has no
    emblem for (added in the data) shows a plain cross."""
    size = max(8, int(size))

    def make() -> pygame.Surface:
        big = pygame.Surface((size * icons.SUPERSAMPLE, size * icons.SUPERSAMPLE), pygame.SRCALPHA)
        big.fill((*INK, 0))
        pen = Pen(big, INK, mono=False)
        _medallion(pen)
        emblem = EMBLEMS.get(relic)
        if emblem is not None:
            emblem(pen)
        else:
            pen.line((0.5, 0.3), (0.5, 0.7), pen.detail(RED), 0.06)
            pen.line((0.36, 0.44), (0.64, 0.44), pen.detail(RED), 0.06)
        return pygame.transform.smoothscale(big, (size, size))

    return _cache.get((relic, size), make)


# --------------------------------------------------------------------------- words
def relic_text(data: Any, relic: str) -> str:
    """A relic's power in words, in the current language where the data gives it."""
    variant = data.variants.get(relics.VARIANT)
    for r in (variant.relics or ()) if variant is not None else ():
        if r.id == relic:
            return " ".join(card_text(r, i18n.language()).split())
    return ""


def relic_tooltip(view: Any, names: Any, relic: str) -> str:
    """The relic's name and power, then where it is and who may take it (11.1)."""
    r = view.relics.relics[relic]
    head = i18n.t("fief.ui.relic_layer.head", relic=capitalised(names.relic(relic)), text=relic_text(view.data, relic))
    if r.holder and r.holder in view.lords:
        lo = view.lords[r.holder]
        carried = i18n.t("fief.ui.relic_layer.carried", lord=names.lord(r.holder), family=names.family(lo.family))
        return f"{head}\n{carried}"
    where = names.village(r.village)
    if r.claimed:
        who = i18n.t("fief.ui.relic_layer.unheld", village=where)
    else:
        bishopric = view.data.board.villages[r.village].bishopric
        who = i18n.t("fief.ui.relic_layer.hidden", village=where, bishop=names.bishop_of(bishopric))
    return f"{head}\n{who}"


# --------------------------------------------------------------------------- drawing
def _size(ctx: PieceContext) -> int:
    scale = max(1.0, ctx.theme.scale)
    return int(min(max(RELIC_WORLD * ctx.camera.zoom, RELIC_MIN * scale), RELIC_MAX * scale))


def draw_relics(ctx: PieceContext) -> None:
    view = ctx.view
    rs = getattr(view, "relics", None)
    if rs is None:
        return
    size = _size(ctx)
    lords = {h.key: h.rect for h in ctx.renderer.hits if h.kind == "lord"}
    used: dict[Any, int] = {}
    for rid, r in sorted(rs.relics.items()):
        if r.removed:
            continue
        if r.holder:
            plate = lords.get(r.holder)
            if plate is None:  # on the way along a road, or off the screen
                continue
            k = used.get(r.holder, 0)
            used[r.holder] = k + 1
            center = (plate.right - size // 4 + k * (size * 3 // 4), plate.top - size // 4)
        else:
            if r.village not in view.villages:
                continue
            square = ctx.square(r.village)
            k = used.get(r.village, 0)
            used[r.village] = k + 1
            center = (square.left - size * 2 // 3 - k * (size * 3 // 4), square.centery)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = center
        if not ctx.camera.viewport.colliderect(rect):
            continue
        shadow = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(shadow, (40, 24, 10, 90), (size // 2, size // 2), size // 2)
        ctx.surface.blit(shadow, rect.move(1, 2))
        ctx.surface.blit(relic_icon(rid, size), rect)
        if r.holder and r.holder in view.lords:
            rgb, pattern = family_style(view.data, view, view.lords[r.holder].family)
            badge = marker(rgb, pattern, max(8, size // 3))
            ctx.surface.blit(badge, badge.get_rect(center=(rect.right - 2, rect.bottom - 2)))
        ctx.add_hit(rect, "relic", rid, relic_tooltip(view, ctx.names, rid))


def register() -> None:
    """Draw the relics with the other pieces (idempotent)."""
    if draw_relics not in EXTRA_LAYERS:
        EXTRA_LAYERS.append(draw_relics)
