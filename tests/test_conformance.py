"""One conformance test over the whole registry (OpenSpiel style): every duel keeps the API's promises."""
import random

import pytest

from engine import registry
from engine.limits import Limit
from engine.registry import DUEL

DUELS = [s for s in registry.entries(include_hidden=True) if s.kind == DUEL]


@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
def test_random_play_outs_keep_the_promises(spec):
    rules, ai = spec.module("rules"), spec.module("ai")
    rng = random.Random(42)
    for game in range(20):
        pos = rules.initial(rules.default_params(), game % 2, rng)
        assert rules.to_move(pos) == game % 2
        for _ in range(1000):
            moves = tuple(rules.legal_moves(pos))
            assert (not moves) == (rules.outcome(pos) is not None)  # no moves exactly at the end
            if not moves:
                break
            for move in moves:
                assert rules.parse_move(str(move)) == move  # notation round-trips
            if game % 2:
                choice = ai.choose_move(pos, Limit(level=rng.randint(1, 5), seconds=0.05), rng)
                turn = choice if isinstance(choice, tuple) else (choice,)  # a turn may hold several moves
            else:
                turn = (rng.choice(moves),)
            for move in turn:
                assert move in tuple(rules.legal_moves(pos))  # every move the AI returns is legal
                before = hash(pos)
                after = rules.apply(pos, move)
                assert hash(pos) == before and after != pos  # apply never mutates its input
                pos = after
        else:
            if spec.may_not_end:  # the rules allow endless play (Row Nim's retreats)
                continue
            pytest.fail("a game did not end in 1000 moves")
        outcome = rules.outcome(pos)
        assert outcome.winner in (0, 1, None)


@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
def test_options_have_defaults_the_rules_accept(spec):
    rules = spec.module("rules")
    from engine.options import defaults

    assert rules.make_params(defaults(rules.OPTIONS)) == rules.default_params()


def test_every_entry_has_a_working_scene_class():
    for spec in registry.entries(include_hidden=True):
        assert spec.scene_class().__name__.endswith("Scene")
