"""The engine contract of ARCHITECTURE.md: pending, legal_actions, checked apply with
reasons, view_for, clone, outcome, typed events, one seeded RNG."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import i18n
from game.core.engine import Action, Event
from game.core.errors import ConfigError, IllegalAction
from game.core.rng import Rng
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Bargain, Buy, ChooseStart, Done, Move, OpenTalk
from game.games.fief.rules.contract import RULES

from . import helpers
from .helpers import v


def test_pending_names_the_seat_the_kind_a_prompt_and_the_options() -> None:
    s = helpers.new(3, first=1)
    d = engine.pending(s)
    assert d.seat == 1 and d.kind == "choose_start"
    assert "Grady" in str(d.prompt) and "unoccupied village" in str(d.prompt)
    assert len(d.options) == 24 and d.options == engine.legal_actions(s)


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, Move(helpers.lord_of(s, 0), v("Charolles")))
    assert err.value.reason == "Now Kirsten must make purchases; a move action does not fit."
    with pytest.raises(IllegalAction, match="You do not control Sigy"):
        engine.apply(s, Buy("mill", v("Sigy")))
    assert s.to_json() == before


def test_actions_and_events_round_trip_through_json() -> None:
    s, events = engine.start(helpers.data(), helpers.config(3), 4)
    for name in ["Blaye", "Sigy", "Tournus"]:
        events += engine.apply(s, ChooseStart(v(name)))
    while s.round < 2:
        d = engine.pending(s)  # the first option, leaving aside deals and talks, which could go on for ever
        events += engine.apply(s, next((o for o in d.options if not isinstance(o, (Bargain, OpenTalk))), Done()))
    for e in events:
        assert Event.from_json(e.to_json(), "fief") == e
        assert isinstance(e.sentence(engine.names_for(s)), str)
    for a in engine.legal_actions(s):
        assert Action.from_json(a.to_json(), "fief") == a


def test_every_event_kind_has_a_sentence() -> None:
    names = engine.names_for(helpers.new(3))
    samples = {
        cls: cls(**{f.name: _sample(f.name) for f in dataclasses.fields(cls)})
        for cls in set(Event.kinds("fief").values())
        if issubclass(cls, ev.FiefEvent)
    }
    assert len(samples) >= 20
    # a disaster's card opens its sentence: a Disaster card, named with a capital
    samples[ev.DisasterRolled] = dataclasses.replace(samples[ev.DisasterRolled], card="plague")
    for cls, e in samples.items():
        own = cls.message is not ev.FiefEvent.message or cls.sentence is not ev.FiefEvent.sentence
        assert own, f"{cls.__name__} has no message of its own"
        for lang in ("en", "fr"):
            with i18n.using(lang):
                text = e.sentence(names)
            assert text and text[0].isupper() and text.endswith((".", "!")), (cls, lang, text)


def _sample(field: str):
    return {
        "seat": 0,
        "other": 1,
        "relic": "holy_grail",
        "change": -2,
        "lord": "arthur",
        "from_lord": "arthur",
        "to_lord": "blanche",
        "village": "blaye",
        "frm": "blaye",
        "to": "charolles",
        "city": "blaye",
        "fief": 1,
        "card": "darc",
        "unit": "knight",
        "item": "mill",
        "count": 2,
        "limit": 100,
        "knights": 1,
        "men_at_arms": 2,
        "of": (1, 2),
        "allow": True,
        "round": 3,
        "phase": 4,
        "name": "Purchase",
        "villages": 2,
        "mills": 4,
        "amount": 6,
        "cost": 3,
        "families": 3,
        "seed": 1,
        "points": (1, 2, 3),
        "winners": (0,),
        "reason": "3 victory points at the end of round 3.",
        "tally": "fief.elections.no_majority",
        "best": 2,
        "cast": 5,
        "needed": 4,
        "outcome": "fief.outcome.victory_tie",
        "vp": 5,
        "tie": "fief.outcome.tie_king",
        "step": "purchase",
        "deck": "lord",
        "cards": 7,
        "what": "fortune",
        "markers": 2,
        "taxes": 4,
        "space": 2,
        "roll": 3,
        "result": "strikes",
        "died": True,
        "cause": "Plague",
        "bishopric": 2,
        "cancelled": "famine",
        "tax": "tallage",
        "target": 6,
        "heirless": True,
        "lady": "blanche",
        "sponsor": "arthur",
        "taken_from": "charles",
        "family": 1,
        "how": "rain",
        "joined": True,
        "passage": False,
        "penalty": 1,
        "rolls": (2, 3),
        "hits": 7,
        "stronghold": True,
        "bishop": "arthur",
        "refused": False,
        "stopped": True,
        "as_cardinal": False,
        "accept": True,
        "side": 0,
        "switched": False,
        "other_rolls": (1,),
        "bonus": 1,
        "other_hits": 2,
        "winner": 0,
        "victors": (0,),
        "fight": True,
        "why": "lifted",
        "captive": "blanche",
        "take": True,
        "office": "bishop",
        "on": ("arthur", "blanche"),
        "support": "arthur",
        "decoy": "",
        "candidates": ((0, "arthur"), (1, "charles")),
        "ballots": ((0, "arthur", "charles"),),
        "votes": ((0, 3),),
        "totals": (("arthur", 3), ("charles", 0)),
        "elected": "arthur",
        "king": "arthur",
        "queen": "blanche",
        "lost": ("bishop:2", "cardinal"),
        "by": "the Pope",
        "spouse": "blanche",
        "bought": False,
        "others": (1, 2),
        "minutes": 3,
        "give_deniers": 2,
        "take_deniers": 1,
        "give_cards": 1,
        "take_cards": 1,
        "places": ("blaye",),
        "free": ("arthur",),
        "ask_free": (),
        "shown": ("taxes",),
        "truce": True,
        "audience": (),
        "counters": 0,
    }[field]


def test_view_for_hides_other_hands_and_the_decks() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.families[1].hand = ["uprising", "arthur"]
    s.lord_deck.remove("arthur") if "arthur" in s.lord_deck else None
    view = engine.view_for(s, 0)
    assert view.families[1].hand == [engine.HIDDEN, engine.HIDDEN]
    assert set(view.lord_deck) == {engine.HIDDEN} and len(view.lord_deck) == len(s.lord_deck)
    assert set(view.fortune_deck) == {engine.HIDDEN}
    own = engine.view_for(s, 1)
    assert own.families[1].hand == ["uprising", "arthur"]
    assert view.families[1].deniers == s.families[1].deniers  # deniers are public (FAQ)
    with pytest.raises(IllegalAction, match="view"):
        engine.apply(view, Done())


def test_the_disaster_track_lies_face_down_in_every_view() -> None:
    """2.1: a Disaster card met while drawing waits face down on the track until it is
    resolved (2.3); no family sees which it is, the one who drew it included, and a
    sampled state deals the track again from the Disaster cards nobody has seen."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    for card in ("plague", "famine"):
        s.fortune_deck.remove(card)
        s.disaster_track.append(card)
    for seat in (0, 1, 2, None):
        assert engine.view_for(s, seat).disaster_track == [engine.HIDDEN, engine.HIDDEN]
    assert s.disaster_track == ["plague", "famine"]
    secrets = {x.path: x.value for x in RULES.secrets(s, 0)}
    assert secrets[("disaster_track",)] == ["plague", "famine"]
    data = helpers.data()
    for seed in range(5):
        sample = RULES.sample_state(engine.view_for(s, 0), 0, Rng(seed))
        assert len(sample.disaster_track) == 2
        assert all(data.fortune_cards[c].kind == "disaster" for c in sample.disaster_track)
        for fam in sample.families:
            assert not any(c in data.fortune_cards and data.fortune_cards[c].kind == "disaster" for c in fam.hand)


def test_the_fortune_decks_top_card_shows_a_disaster_by_its_back() -> None:
    """2.1: Disaster cards have black backs and Fortune cards grey ones, so the table sees
    whether the top card of the Fortune & Disaster deck is a disaster, and nothing more."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    data = helpers.data()
    s.fortune_deck.remove("famine")
    s.fortune_deck.append("famine")
    view = engine.view_for(s, 1)
    assert view.fortune_deck == [engine.HIDDEN] * (len(s.fortune_deck) - 1) + [engine.HIDDEN_DISASTER]
    for seed in range(5):
        sample = RULES.sample_state(view, 1, Rng(seed))
        assert data.fortune_cards[sample.fortune_deck[-1]].kind == "disaster"
    s.fortune_deck.remove("taxes")
    s.fortune_deck.append("taxes")
    view = engine.view_for(s, 1)
    assert set(view.fortune_deck) == {engine.HIDDEN}
    for seed in range(5):
        sample = RULES.sample_state(view, 1, Rng(seed))
        assert data.fortune_cards[sample.fortune_deck[-1]].kind != "disaster"


def test_hidden_deniers_variant_hides_other_families_money() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"], variants=["hidden_deniers"])
    view = engine.view_for(s, 0)
    assert view.families[0].deniers == 6 and view.families[1].deniers == -1


def test_variants_not_yet_playable_are_refused() -> None:
    """Every optional rule of the rulebook (11.1-11.3) and every variant of the data is
    playable; a modder's variant the rules know nothing of, which changes no number a
    variant may change, is refused at set-up with a clear message."""
    import dataclasses

    from game.games.fief.rules.data import Variant

    data = helpers.data()
    assert all(engine.playable_variant(data, v) for v in data.variants)
    dragons = Variant(id="dragons", name="Dragons", section="11.9", description="Dragons fly over France.")
    modded = dataclasses.replace(data, variants={**data.variants, "dragons": dragons})
    with pytest.raises(ConfigError, match=r"'Dragons' \(dragons\) is not playable yet: the rules know no"):
        engine.new_game(modded, helpers.config(3, 0, variants=["dragons"]), 1)
    faces = Variant(id="loaded_die", name="Loaded die", section="6.2.2", description="Loaded.", dice_faces=(3,) * 6)
    loaded = dataclasses.replace(data, variants={**data.variants, "loaded_die": faces})
    assert engine.new_game(loaded, helpers.config(3, 0, variants=["loaded_die"]), 1).config.variants == ["loaded_die"]
    with pytest.raises(ConfigError, match="Unknown variant"):
        helpers.new(3, variants=["wyverns"])


def test_the_state_owns_one_seeded_rng() -> None:
    a, b = helpers.new(5, first=None, seed=3), helpers.new(5, first=None, seed=3)
    assert a.to_json() == b.to_json()
    assert a.to_json()["rng"] == b.to_json()["rng"]
    c = helpers.new(5, first=None, seed=4)
    assert c.lord_deck != a.lord_deck


def test_rng_is_stable_across_versions() -> None:
    """The numbers of a seed never change, on any platform: saves replay forever."""
    r = Rng(42)
    assert [r.below(6) for _ in range(10)] == [3, 3, 2, 1, 1, 4, 5, 3, 0, 2]
    assert r.randint(1, 1000) == 743
    items = list(range(10))
    Rng(0).shuffle(items)
    assert items == [0, 3, 5, 4, 8, 9, 7, 6, 2, 1]
    clone = r.clone()
    assert [clone.d6() for _ in range(5)] == [r.d6() for _ in range(5)]
    assert Rng.from_json(r.to_json()).below(1000) == r.below(1000)


def test_clone_shares_data_and_is_cheap() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    c = s.clone()
    assert c.data is s.data and c.to_json() == s.to_json()
    engine.apply(c, Done())
    assert c.to_json() != s.to_json()


def test_state_json_round_trip() -> None:
    from game.games.fief.rules.state import State

    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    again = State.from_json(s.to_json(), s.data)
    assert again.to_json() == s.to_json()
    assert engine.pending(again) == engine.pending(s)
