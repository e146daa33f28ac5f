"""The message ids Feudality's words are made of where one is chosen by a value (a rules
option, its help and each of its values ...): listed here one by one, so that the
catalogue checks see every id the code may ask for (``said`` picks one of them).
"""

from __future__ import annotations

from game.core.i18n import N_

#: every id chosen by a value
IDS: frozenset[str] = frozenset(
    {
        N_("feudality.option.feeding_rounding"),
        N_("feudality.option.feeding_rounding.down"),
        N_("feudality.option.feeding_rounding.up"),
        N_("feudality.option.feeding_rounding_help"),
        N_("feudality.option.baronial_collect"),
        N_("feudality.option.baronial_collect.resource_part"),
        N_("feudality.option.baronial_collect.producers_only"),
        N_("feudality.option.baronial_collect_help"),
        N_("feudality.option.adjacency"),
        N_("feudality.option.adjacency.eight"),
        N_("feudality.option.adjacency.four"),
        N_("feudality.option.adjacency_help"),
        N_("feudality.option.brickyard_river"),
        N_("feudality.option.brickyard_river_help"),
        N_("feudality.option.champion_eight"),
        N_("feudality.option.champion_eight.unbeatable"),
        N_("feudality.option.champion_eight.reroll"),
        N_("feudality.option.champion_eight_help"),
        N_("feudality.option.red_dragon"),
        N_("feudality.option.red_dragon.like_others"),
        N_("feudality.option.red_dragon.lose_vp"),
        N_("feudality.option.red_dragon_help"),
        N_("feudality.option.refuse_payment"),
        N_("feudality.option.refuse_payment.allowed"),
        N_("feudality.option.refuse_payment.must_pay_if_able"),
        N_("feudality.option.refuse_payment_help"),
        N_("feudality.option.margin_picker"),
        N_("feudality.option.margin_picker.target"),
        N_("feudality.option.margin_picker.attacker"),
        N_("feudality.option.margin_picker_help"),
        N_("feudality.option.wizard_uses"),
        N_("feudality.option.wizard_uses.per_senior_turn"),
        N_("feudality.option.wizard_uses.per_decision"),
        N_("feudality.option.wizard_uses_help"),
        N_("feudality.option.wizard_timing"),
        N_("feudality.option.wizard_timing.until_resolved"),
        N_("feudality.option.wizard_timing.before_others_roll"),
        N_("feudality.option.wizard_timing_help"),
        N_("feudality.option.soothsayer_draws"),
        N_("feudality.option.soothsayer_draws.one"),
        N_("feudality.option.soothsayer_draws.per_soothsayer"),
        N_("feudality.option.soothsayer_draws_help"),
        N_("feudality.option.attack_at_zero"),
        N_("feudality.option.attack_at_zero.nothing_moves"),
        N_("feudality.option.attack_at_zero.attacker_gains"),
        N_("feudality.option.attack_at_zero_help"),
        N_("feudality.option.empty_army_loses"),
        N_("feudality.option.empty_army_loses_help"),
        N_("feudality.option.wolf_is_knight"),
        N_("feudality.option.wolf_is_knight_help"),
        N_("feudality.option.empty_keep_space"),
        N_("feudality.option.empty_keep_space.as_empty"),
        N_("feudality.option.empty_keep_space.spared"),
        N_("feudality.option.empty_keep_space_help"),
        N_("feudality.option.festival_ties"),
        N_("feudality.option.festival_ties.all_tied"),
        N_("feudality.option.festival_ties.senior_breaks"),
        N_("feudality.option.festival_ties_help"),
        N_("feudality.option.keep_is_tile"),
        N_("feudality.option.keep_is_tile_help"),
        N_("feudality.option.keep_on_river"),
        N_("feudality.option.keep_on_river_help"),
        N_("feudality.option.draft_military"),
        N_("feudality.option.draft_military_help"),
        N_("feudality.option.visit_ties"),
        N_("feudality.option.visit_ties.deciding_only"),
        N_("feudality.option.visit_ties.all_tied"),
        N_("feudality.option.visit_ties_help"),
        N_("feudality.option.trade_timing"),
        N_("feudality.option.trade_timing.decider_or_paying"),
        N_("feudality.option.trade_timing.any_time"),
        N_("feudality.option.trade_timing_help"),
        N_("feudality.option.sabotage_last_level"),
        N_("feudality.option.sabotage_last_level_help"),
        N_("feudality.option.double_hill_mines"),
        N_("feudality.option.double_hill_mines_help"),
        N_("feudality.option.private_war_fortification"),
        N_("feudality.option.private_war_fortification_help"),
    }
)
#: what an id no value should give falls back to (a bug, shown as the word it is)
FALLBACK = N_("feudality.option.fallback")


def said(msg_id: str) -> str:
    """``msg_id`` when it is one of ``IDS`` (built by the caller from a value it knows),
    else the fallback: a word missing never stops a game."""
    return msg_id if msg_id in IDS else FALLBACK


__all__ = ["FALLBACK", "IDS", "said"]
