"""Every refusal says why (issue 26): an action with nothing wrong in itself that does
not answer the pending question is refused with that question in words, never a bare
"cannot do that now"."""

from __future__ import annotations

import random

from game import registry
from game.core import i18n
from game.core.record import GameRecord
from game.games.fief.rules import engine
from game.games.fief.rules.actions import Drop, RequestAnnulment


def test_an_answer_to_another_question_is_refused_with_the_question_asked() -> None:
    game = registry.get("fief")
    data = game.load_data(None)
    rec = GameRecord(game, data, game.default_config(data, 3, bots=["random"] * 3), 3)
    rng = random.Random(1)
    refused = 0
    for _ in range(1500):
        d = game.rules.pending(rec.state)
        if d is None:
            break
        for action in (RequestAnnulment(), Drop("nobody", "man_at_arms", 1)):
            if action in d.options:
                continue
            words = i18n.text(engine.explain(rec.state, action))
            assert words, f"{action} refused without a reason at {d.kind}"
            assert "cannot do that now" not in words
            if words.startswith("That does not answer the question asked now."):
                assert words.endswith(i18n.text(d.prompt))  # the question, in words
                refused += 1
        rec.apply(rng.choice(d.options))
    assert refused > 0
