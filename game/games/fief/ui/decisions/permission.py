"""Answering another family's request to pass (5.0).

A lord who wants to pass through a village you hold, or to leave along a road your
troops stand on, needs your leave. The panel says who asks, from where and towards
where, and what army travels with him; both villages are highlighted on the map.
Let him pass (Y) or refuse (N).
"""

from __future__ import annotations

import pygame

from game.games.fief.rules.actions import Permit
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.ui.widgets.button import Button


class PermissionView(PanelView):
    kinds = ("permission",)
    title = "Leave to Pass"

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
            return f"{self.names.lord(req.lord)} stands here and asks to leave (5.0)."
        if village == req.to:
            return f"Where {self.names.lord(req.lord)} wants to go (5.0)."
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
            return f"You control {nm.village(req.frm)}: no one passes through without your leave (5.0)."
        return (
            f"Your troops hold the road from {nm.village(req.frm)} towards {nm.village(req.to)}: "
            "no one leaves along it without your leave (5.0)."
        )

    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        req = s.request
        if req is None:
            flow.text(self.decision.prompt)
            return
        asker = s.lords[req.lord].family
        flow.row(nm.lord(req.lord), look=family_look(s, asker), note=f"of {nm.family(asker)}")
        flow.text(f"asks leave to pass from {nm.village(req.frm)} towards {nm.village(req.to)}.", "body")
        flow.column()
        march = s.marches.get(req.lord)
        knights = march.escort.knights if march else 0
        men = march.escort.men_at_arms if march else 0
        hidden = march.escort.hidden if march else 0  # face down under Fog of War (11.2)
        items = [
            (icon, n, what)
            for icon, n, what in (
                ("knight", knights, "knights" if knights != 1 else "knight"),
                ("man_at_arms", men, "men-at-arms" if men != 1 else "man-at-arms"),
            )
            if n
        ]
        if hidden:
            flow.text(
                f"His army: {hidden} face-down counter{'s' if hidden != 1 else ''} (Fog of War, 11.2).",
                "body",
            )
        if items:
            flow.tally("His army:", items, tooltip="The troops travelling with him (5.0).")
        else:
            flow.text("He travels alone, without troops.", "small_italic", c.ink_soft)
        flow.text(self.reason(), "small", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        t = self.theme
        refuse = Button(
            t,
            "Refuse",
            lambda: self.answer(False),
            tooltip="Refuse passage (N). He may then only go back the way he came, or stay (5.0).",
        )
        allow = end_button(self, "Let him pass", lambda: self.answer(True), "Let the lord go on his way (Y) (5.0).")
        return [[refuse, allow]]
