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

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import N_, t
from game.games.fief.rules.actions import AnswerRansom, Done, FreeCaptives, PayRansom
from game.games.fief.rules.names import deniers
from game.games.fief.rules.ransom import captives_of, ransom_of, titles_of
from game.games.fief.ui.decisions.battle_board import ChoiceButton
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.ui.decisions.base import options_of
from game.ui.widgets.selector import Choice, CycleSelector

if TYPE_CHECKING:
    from game.core.engine import Decision
    from game.games.fief.ui.decisions.map_hooks import FiefContext

RULE = "6.2.4"


class RansomView(PanelView):
    kinds = ("ransom", "ransom_offer")
    title = N_("fief.ui.ransom.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
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
            return t("fief.ui.ransom.freed_here", lord=self.names.lord(lord), rule=RULE)
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
                deniers(have) if have >= 0 else t("fief.ui.ransom.deniers_hidden"),
                icon="coin",
                tooltip=t("fief.ui.ransom.when_paid", rule=RULE),
            )

    def build(self, flow: Flow) -> None:
        if self.decision.kind == "ransom_offer":
            self._build_offer(flow)
        else:
            self._build_ransom(flow)

    def _build_ransom(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        theme = self.theme
        have = s.families[self.seat].deniers
        for lord in self.captives():
            lo = s.lords[lord]
            full = self.full(lord)
            titles = titles_of(s, lord)
            start = flow.mark()
            if lo.village:
                held = t("fief.ui.ransom.held_in", family=nm.family(lo.captor), village=nm.village(lo.village))
            else:
                held = t("fief.ui.ransom.held", family=nm.family(lo.captor))
            titles_words = t("fief.ui.ransom.titles", n=titles) if titles else t("fief.ui.ransom.no_titles")
            flow.row(
                nm.lord(lord),
                look=family_look(s, self.seat),
                sub=t("fief.ui.ransom.held_and_titles", held=held, titles=titles_words),
                detail=t("fief.ui.ransom.ransom", deniers=deniers(full)),
                tooltip=t("fief.ui.ransom.ransom_tip", titles=titles, deniers=deniers(full), rule=RULE),
            )
            places = self.places_for(lord)
            place = self.place(lord)
            if len(places) > 1:
                flow.labelled(
                    t("fief.ui.ransom.freed_in"),
                    CycleSelector(
                        theme,
                        [Choice(v, str(nm.village(v))) for v in places],
                        place,
                        on_change=partial(self.set_place, lord),
                        tooltip=t("fief.ui.ransom.freed_in_tip"),
                    ),
                )
            elif place is not None:
                flow.text(t("fief.ui.ransom.freed_goes_to", village=nm.village(place)), "small_italic", c.ink_soft)
            if place is not None and self.legal(PayRansom(lord, full, place)):
                pay = PayRansom(lord, full, place)
                flow.buttons(
                    ChoiceButton(
                        theme,
                        t("fief.ui.ransom.pay", deniers=deniers(full)),
                        pay,
                        partial(self.submit, pay),
                        icon="coin",
                        primary=True,
                        tooltip=t("fief.ui.ransom.pay_tip", lord=nm.lord(lord), village=nm.village(place), rule=RULE),
                    ),
                    height=32,
                )
            elif have >= 0:
                flow.text(
                    t("fief.ui.ransom.cannot_pay", full=deniers(full), have=deniers(have), rule=RULE),
                    "small",
                    c.ink_soft,
                )
            amount = self.amount(lord)
            if amount is not None and place is not None:
                offers = self.offers(lord)
                flow.stepper(
                    t("fief.ui.ransom.offer_less"),
                    amount,
                    partial(self.step_amount, lord, -1),
                    partial(self.step_amount, lord, 1),
                    icon="coin",
                    minus_ok=amount > offers[0],
                    plus_ok=amount < offers[-1],
                    sub=t("fief.ui.ransom.of_full", full=full),
                    tooltip=t("fief.ui.ransom.offer_less_tip", family=nm.family(lo.captor), rule=RULE),
                    minus_tip=t("fief.ui.ransom.less"),
                    plus_tip=t("fief.ui.ransom.more"),
                )
                offer = PayRansom(lord, amount, place)
                flow.buttons(
                    ChoiceButton(
                        theme,
                        t("fief.ui.ransom.offer", deniers=deniers(amount)),
                        offer,
                        partial(self.submit, offer),
                        icon="scroll",
                        tooltip=t(
                            "fief.ui.ransom.offer_tip",
                            deniers=deniers(amount),
                            lord=nm.lord(lord),
                            family=nm.family(lo.captor),
                            rule=RULE,
                        ),
                    ),
                    height=30,
                )
            elif lord in s.ransom_refused:
                flow.text(
                    t("fief.ui.ransom.refused_lower", family=nm.family(lo.captor), rule=RULE),
                    "small",
                    c.rubric_dark,
                )
            if lord == self.active:
                flow.keep_visible(start)
            flow.gap(6)
        escapes = options_of(self.decision, FreeCaptives)
        if escapes:
            flow.column()
            flow.heading(t("fief.ui.ransom.secret_passage"), tooltip=t("fief.ui.ransom.secret_passage_tip"))
            captive = self.shown()
            chosen = self.place(captive) if captive is not None else None
            shown = escapes if len(escapes) <= 3 else [a for a in escapes if a.village == chosen] or escapes[:1]
            for a in shown:
                flow.buttons(
                    ChoiceButton(
                        theme,
                        t("fief.ui.ransom.escape_to", village=nm.village(a.village)),
                        a,
                        partial(self.submit, a),
                        icon="door",
                        tooltip=t("fief.ui.ransom.escape_to_tip", village=nm.village(a.village)),
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
            sub=t("fief.ui.ransom.your_captive_in", family=payer, village=nm.village(lo.village))
            if lo.village
            else t("fief.ui.ransom.your_captive", family=payer),
            detail=t("fief.ui.ransom.full_ransom", deniers=deniers(full)),
        )
        flow.text(
            t(
                "fief.ui.ransom.offers",
                family=payer,
                deniers=deniers(offer.amount),
                lord=nm.lord(offer.lord),
                full=deniers(full),
            ),
            "body",
            c.ink,
        )
        flow.text(
            t("fief.ui.ransom.accept_or_refuse", village=nm.village(offer.village), rule=RULE),
            "small_italic",
            c.ink_soft,
        )

    def footer(self) -> list[FooterRow]:
        theme = self.theme
        if self.decision.kind == "ransom_offer":
            offer = self.state.ransom
            amount = deniers(offer.amount) if offer is not None else ""
            refuse = ChoiceButton(
                theme,
                t("fief.ui.ransom.refuse"),
                AnswerRansom(False),
                lambda: self.submit(AnswerRansom(False)),
                role="button",
                tooltip=t("fief.ui.ransom.refuse_tip", rule=RULE),
            )
            accept = ChoiceButton(
                theme,
                t("fief.ui.ransom.accept"),
                AnswerRansom(True),
                lambda: self.submit(AnswerRansom(True)),
                primary=True,
                role="button",
                tooltip=t("fief.ui.ransom.accept_tip", deniers=amount, rule=RULE),
            )
            return [[refuse, accept]]
        if self.legal(Done()):
            return [
                [
                    end_button(
                        self,
                        t("fief.ui.ransom.go_on"),
                        lambda: self.submit(Done()),
                        t("fief.ui.ransom.go_on_tip", rule=RULE),
                    )
                ]
            ]
        return [t("fief.ui.ransom.must_pay", rule=RULE)]
