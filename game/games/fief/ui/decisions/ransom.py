"""Ransoms (6.2.4) and escapes (10.2.3) of captive lords.

- "ransom", at the start of the family's purchases: each of its captive lords with the
  full ransom (2 deniers, 2 more per title), where he would be freed (a village picker,
  or a click on a highlighted village), "Pay N deniers", and "Offer less" (a stepper
  limited to the sums the engine offers) for the captor to accept or refuse; a Secret
  Passage lets them all escape; "Go on to purchases" once no full ransom can be paid.
- "ransom_offer", for the captor: "X offers N deniers for Lord Y (full ransom M)",
  Accept (Y) or Refuse (N).
"""

from __future__ import annotations

import pygame

from game.games.fief.rules.actions import AnswerRansom, Done, FreeCaptives, PayRansom
from game.games.fief.rules.names import deniers
from game.games.fief.rules.ransom import captives_of, ransom_of, titles_of
from game.games.fief.ui.decisions.battle_board import ChoiceButton
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.ui.decisions.base import options_of
from game.ui.widgets.selector import Choice, CycleSelector

RULE = "6.2.4"


class RansomView(PanelView):
    kinds = ("ransom", "ransom_offer")
    title = "Ransom"

    def __init__(self, ctx, decision) -> None:
        super().__init__(ctx, decision)
        self.tall = decision.kind == "ransom"  # room for every captive and his choices
        self.amounts: dict[str, int] = {}  # the lower sum chosen per captive
        self.places: dict[str, str] = {}  # where each captive would be freed
        self.active: str | None = None  # the captive whose place the map shows

    # Reading ----------------------------------------------------------------------
    def captives(self) -> list[str]:
        """The family's captive lords: those the options name, then any other."""
        named = list(dict.fromkeys(a.lord for a in options_of(self.decision, PayRansom)))
        return named + [lid for lid in captives_of(self.state, self.seat) if lid not in named]

    def full(self, lord: str) -> int:
        return ransom_of(self.state, lord)

    def offers(self, lord: str) -> list[int]:
        """The lower sums the engine lets the family offer for this lord."""
        full = self.full(lord)
        return sorted({a.amount for a in options_of(self.decision, PayRansom) if a.lord == lord and a.amount < full})

    def places_for(self, lord: str) -> list[str]:
        return list(dict.fromkeys(a.village for a in options_of(self.decision, PayRansom) if a.lord == lord))

    def place(self, lord: str) -> str | None:
        places = self.places_for(lord)
        chosen = self.places.get(lord)
        return chosen if chosen in places else (places[0] if places else None)

    def amount(self, lord: str) -> int | None:
        offers = self.offers(lord)
        chosen = self.amounts.get(lord)
        return chosen if chosen in offers else (offers[-1] if offers else None)

    def shown(self) -> str | None:
        """The captive whose freeing place the map shows."""
        captives = [c for c in self.captives() if self.places_for(c)]
        if self.active in captives:
            return self.active
        return captives[0] if captives else None

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        s = self.state
        if self.decision.kind == "ransom_offer":
            offer = s.ransom
            if offer is None:
                return {}
            marks = {offer.village: "placeable"}
            held = s.lords[offer.lord].village
            if held:
                marks[held] = "target"
            return marks
        lord = self.shown()
        if lord is None:
            return {}
        marks = dict.fromkeys(self.places_for(lord), "placeable")
        place = self.place(lord)
        if place is not None:
            marks[place] = "selected"
        held = s.lords[lord].village
        if held:
            marks.setdefault(held, "target")
        return marks

    def selected_lord(self) -> str | None:
        if self.decision.kind == "ransom_offer":
            return self.state.ransom.lord if self.state.ransom is not None else None
        return self.shown()

    def on_village_click(self, village: str) -> bool:
        lord = self.shown()
        if self.decision.kind != "ransom" or lord is None or village not in self.places_for(lord):
            return False
        self.set_place(lord, village)
        return True

    def village_tooltip(self, village: str) -> str | None:
        lord = self.shown()
        if self.decision.kind == "ransom" and lord is not None and village in self.places_for(lord):
            return f"{self.names.lord(lord)} may be freed here: click to choose it (2.4.1, {RULE})."
        return None

    # Acting -----------------------------------------------------------------------
    def set_place(self, lord: str, village: str) -> None:
        self.places[lord] = village
        self.active = lord
        self.rebuild()

    def step_amount(self, lord: str, direction: int) -> None:
        offers = self.offers(lord)
        current = self.amount(lord)
        if current is None:
            return
        i = max(0, min(len(offers) - 1, offers.index(current) + direction))
        self.amounts[lord] = offers[i]
        self.active = lord
        self.rebuild()

    def on_key(self, event: pygame.event.Event) -> bool:
        answer = yes_or_no(event) if self.decision.kind == "ransom_offer" else None
        if answer is not None:
            self.submit(AnswerRansom(answer))
            return True
        return False

    def on_enter(self) -> bool:
        if self.decision.kind == "ransom" and self.legal(Done()):
            self.submit(Done())
            return True
        return False

    # Panel ------------------------------------------------------------------------
    def header(self, flow: Flow) -> None:
        if self.decision.kind == "ransom":
            have = self.state.families[self.seat].deniers
            flow.row(
                f"{have} denier{'s' if have != 1 else ''}" if have >= 0 else "Deniers hidden",
                icon="coin",
                tooltip=f"Ransoms are paid at the start of the Purchase phase, before anything is bought ({RULE}).",
            )

    def build(self, flow: Flow) -> None:
        if self.decision.kind == "ransom_offer":
            self._build_offer(flow)
        else:
            self._build_ransom(flow)

    def _build_ransom(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        t = self.theme
        have = s.families[self.seat].deniers
        for lord in self.captives():
            lo = s.lords[lord]
            full = self.full(lord)
            titles = titles_of(s, lord)
            start = flow.mark()
            held = f"held by {nm.family(lo.captor)}" + (f" in {nm.village(lo.village)}" if lo.village else "")
            flow.row(
                nm.lord(lord),
                look=family_look(s, self.seat),
                sub=f"{held} · {titles or 'no'} title{'s' if titles != 1 else ''}",
                detail=f"ransom {deniers(full)}",
                tooltip=f"The ransom is 2 deniers, and 2 more per title he holds ({titles}): {deniers(full)} ({RULE}).",
            )
            places = self.places_for(lord)
            place = self.place(lord)
            if len(places) > 1:
                flow.labelled(
                    "Freed in",
                    CycleSelector(
                        t,
                        [Choice(v, nm.village(v)) for v in places],
                        place,
                        on_change=lambda v, who=lord: self.set_place(who, v),
                        tooltip="Where he goes once free: where a new lord would enter (2.4.1). You may also click a "
                        "highlighted village on the map.",
                    ),
                )
            elif place is not None:
                flow.text(f"Freed, he goes to {nm.village(place)} (2.4.1).", "small_italic", c.ink_soft)
            if place is not None and self.legal(PayRansom(lord, full, place)):
                pay = PayRansom(lord, full, place)
                flow.buttons(
                    ChoiceButton(
                        t,
                        f"Pay {deniers(full)}",
                        pay,
                        lambda a=pay: self.submit(a),
                        icon="coin",
                        primary=True,
                        tooltip=f"Pay the full ransom: the captor must accept, and "
                        f"{nm.lord(lord)} is free at once in {nm.village(place)} ({RULE}).",
                    ),
                    height=32,
                )
            elif have >= 0:
                flow.text(
                    f"You cannot pay the full {deniers(full)} (you have {deniers(have)}); you need not ({RULE}).",
                    "small",
                    c.ink_soft,
                )
            amount = self.amount(lord)
            if amount is not None and place is not None:
                offers = self.offers(lord)
                flow.stepper(
                    "Offer less",
                    amount,
                    lambda who=lord: self.step_amount(who, -1),
                    lambda who=lord: self.step_amount(who, 1),
                    icon="coin",
                    minus_ok=amount > offers[0],
                    plus_ok=amount < offers[-1],
                    sub=f"of {full}",
                    tooltip=f"A lower sum, which {nm.family(lo.captor)} may accept or refuse; after a "
                    f"refusal only the full ransom will do ({RULE}).",
                    minus_tip="Offer less.",
                    plus_tip="Offer more.",
                )
                offer = PayRansom(lord, amount, place)
                flow.buttons(
                    ChoiceButton(
                        t,
                        f"Offer {deniers(amount)}",
                        offer,
                        lambda a=offer: self.submit(a),
                        icon="scroll",
                        tooltip=f"Offer {deniers(amount)} for {nm.lord(lord)}: "
                        f"{nm.family(lo.captor)} accepts or refuses ({RULE}).",
                    ),
                    height=30,
                )
            elif lord in s.ransom_refused:
                flow.text(
                    f"{nm.family(lo.captor)} refused a lower sum: only the full ransom will free him now ({RULE}).",
                    "small",
                    c.rubric_dark,
                )
            if lord == self.active:
                flow.keep_visible(start)
            flow.gap(6)
        escapes = options_of(self.decision, FreeCaptives)
        if escapes:
            flow.column()
            flow.heading(
                "Secret Passage", tooltip="Your captives escape without ransom; the card is discarded (10.2.3)."
            )
            lord = self.shown()
            chosen = self.place(lord) if lord is not None else None
            shown = escapes if len(escapes) <= 3 else [a for a in escapes if a.village == chosen] or escapes[:1]
            for a in shown:
                flow.buttons(
                    ChoiceButton(
                        t,
                        f"Escape to {nm.village(a.village)}",
                        a,
                        lambda a=a: self.submit(a),
                        icon="door",
                        tooltip="Play your Secret Passage: every captive of your family "
                        f"escapes to {nm.village(a.village)}, with no ransom (10.2.3, 2.4.1).",
                    ),
                    height=30,
                )

    def _build_offer(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        offer = s.ransom
        if offer is None:
            flow.text(self.decision.prompt)
            return
        lo = s.lords[offer.lord]
        payer = nm.family(lo.family)
        full = self.full(offer.lord)
        flow.row(
            nm.lord(offer.lord),
            look=family_look(s, lo.family),
            sub=f"of {payer}, your captive" + (f" in {nm.village(lo.village)}" if lo.village else ""),
            detail=f"full ransom {deniers(full)}",
        )
        flow.text(
            f"{payer} offers {deniers(offer.amount)} for {nm.lord(offer.lord)} (full ransom {deniers(full)}).",
            "body",
            c.ink,
        )
        flow.text(
            f"Accept: he goes free to {nm.village(offer.village)} and the deniers are yours. Refuse: from now "
            f"on only the full ransom frees him, and that you must accept ({RULE}).",
            "small_italic",
            c.ink_soft,
        )

    def footer(self) -> list[FooterRow]:
        t = self.theme
        if self.decision.kind == "ransom_offer":
            offer = self.state.ransom
            amount = deniers(offer.amount) if offer is not None else ""
            refuse = ChoiceButton(
                t,
                "Refuse",
                AnswerRansom(False),
                lambda: self.submit(AnswerRansom(False)),
                role="button",
                tooltip=f"Refuse the offer (N): only the full ransom will do ({RULE}).",
            )
            accept = ChoiceButton(
                t,
                "Accept",
                AnswerRansom(True),
                lambda: self.submit(AnswerRansom(True)),
                primary=True,
                role="button",
                tooltip=f"Take {amount} and free the lord (Y) ({RULE}).",
            )
            return [[refuse, accept]]
        if self.legal(Done()):
            return [
                [
                    end_button(
                        self,
                        "Go on to purchases",
                        lambda: self.submit(Done()),
                        f"Pay no (more) ransom now (Enter): only a full ransom you can pay is due ({RULE}).",
                    )
                ]
            ]
        return [f"You can pay a full ransom, so you must ({RULE})."]
