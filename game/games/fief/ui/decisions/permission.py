"""Answering another family's request to pass (5.0).

A lord who wants to pass through a village you hold, or to leave along a road your
troops stand on, needs your leave. The panel says who asks, from where and towards
where, and what army travels with him; both villages are highlighted on the map.
Let him pass (Y) or refuse (N).
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, t
from game.games.fief.rules.actions import Permit
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.ui.widgets.button import Button


class PermissionView(PanelView):
    kinds = ("permission",)
    title = N_("fief.ui.permission.title")

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        req = self.state.request
        if req is None:
            return {}
        return {req.frm: "selected", req.to: "target"}

    def selected_lord(self) -> str | None:
        req = self.state.request
        return req.lord if req is not None else None

    def village_tooltip(self, village: str) -> str | None:
        req = self.state.request
        if req is None:
            return None
        if village == req.frm:
            return t("fief.ui.permission.stands_here", lord=self.names.lord(req.lord))
        if village == req.to:
            return t("fief.ui.permission.wants_to_go", lord=self.names.lord(req.lord))
        return None

    # Acting -----------------------------------------------------------------------
    def answer(self, allow: bool) -> None:
        self.submit(Permit(allow))

    def on_key(self, event: pygame.event.Event) -> bool:
        answer = yes_or_no(event)
        if answer is None:
            return False
        self.answer(answer)
        return True

    # Panel ------------------------------------------------------------------------
    def reason(self) -> str:
        """Why this family is asked, in words."""
        s, nm = self.state, self.names
        req = s.request
        assert req is not None
        vs = s.villages[req.frm]
        if vs.present and vs.present[0] == self.seat:
            return t("fief.ui.permission.you_control", village=nm.village(req.frm))
        return t("fief.ui.permission.your_troops_hold", frm=nm.village(req.frm), to=nm.village(req.to))

    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        req = s.request
        if req is None:
            flow.text(self.decision.prompt)
            return
        asker = s.lords[req.lord].family
        flow.row(
            nm.lord(req.lord),
            look=family_look(s, asker),
            note=t("fief.ui.permission.of_family", family=nm.family(asker)),
        )
        flow.text(t("fief.ui.permission.asks_leave", frm=nm.village(req.frm), to=nm.village(req.to)), "body")
        flow.column()
        march = s.marches.get(req.lord)
        knights = march.escort.knights if march else 0
        men = march.escort.men_at_arms if march else 0
        hidden = march.escort.hidden if march else 0  # face down under Fog of War (11.2)
        items = [
            (icon, n, what)
            for icon, n, what in (
                ("knight", knights, t("fief.ui.permission.knights", n=knights)),
                ("man_at_arms", men, t("fief.ui.permission.men_at_arms", n=men)),
            )
            if n
        ]
        if hidden:
            flow.text(t("fief.ui.permission.hidden_army", n=hidden), "body")
        if items:
            flow.tally(t("fief.ui.permission.his_army"), items, tooltip=t("fief.ui.permission.his_army_tip"))
        else:
            flow.text(t("fief.ui.permission.alone"), "small_italic", c.ink_soft)
        flow.text(self.reason(), "small", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        refuse = Button(
            self.theme,
            t("fief.ui.permission.refuse"),
            lambda: self.answer(False),
            tooltip=t("fief.ui.permission.refuse_tip"),
        )
        allow = end_button(
            self, t("fief.ui.permission.allow"), lambda: self.answer(True), t("fief.ui.permission.allow_tip")
        )
        return [[refuse, allow]]
