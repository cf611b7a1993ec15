"""One conformance test over the whole registry (OpenSpiel style): every duel keeps the API's promises."""
import random

import pytest

from engine.duels.limits import Limit
from engine.entries import registry
from engine.entries.registry import DUEL
from tests.clocks import StepClock

DUELS = [s for s in registry.entries(include_hidden=True) if s.kind == DUEL]


def deterministic_limit(rng: random.Random) -> Limit:
    """A level, and a budget of each kind in turn: a depth, a node count, or seconds on a step clock.

    None depends on the machine's speed (0.03 s of the step clock are three looks at it), and each
    can stop a search in mid-iteration, where the move returned must still be legal.
    """
    level = rng.randint(1, 5)
    kind = rng.randrange(3)
    if kind == 0:
        return Limit(level=level, depth=rng.randint(1, 3))
    if kind == 1:
        return Limit(level=level, nodes=rng.choice((30, 300)))
    return Limit(level=level, seconds=0.03, clock=StepClock(0.01))


def play_outs(spec, games: int, seed: int = 42) -> None:
    """Even games: random moves; odd games: the computer against itself.  Every promise checked on the way."""
    rules, ai = spec.module("rules"), spec.module("ai")
    rng = random.Random(seed)
    round_tripped = set()  # parse_move reads text alone: each move's notation is checked once
    for game in range(games):
        params = rules.default_params()
        pos = rules.initial(params, game % 2, rng)
        assert rules.to_move(pos) == game % 2
        assert rules.position_from_text(rules.position_text(pos), params) == pos  # a start reads back the same
        for _ in range(1000):
            text = rules.position_text(pos)
            assert rules.position_text(rules.position_from_text(text, params)) == text  # so does every position's text
            moves = tuple(rules.legal_moves(pos))
            assert (not moves) == (rules.outcome(pos) is not None)  # no moves exactly at the end
            if not moves:
                break
            for move in moves:
                if move not in round_tripped:
                    assert rules.parse_move(str(move)) == move  # notation round-trips
                    round_tripped.add(move)
            if game % 2:
                choice = ai.choose_move(pos, deterministic_limit(rng), rng)
                turn = choice if isinstance(choice, tuple) else (choice,)  # a turn may hold several moves
            else:
                turn = (rng.choice(moves),)  # one of the legal moves, by construction
            for move in turn:
                if game % 2:
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
def test_random_play_outs_keep_the_promises(spec):
    play_outs(spec, games=8)


@pytest.mark.slow
@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
def test_forty_random_play_outs_keep_the_promises(spec):
    play_outs(spec, games=40, seed=7)


@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
def test_options_have_defaults_the_rules_accept(spec):
    rules = spec.module("rules")
    from engine.entries.options import defaults

    assert rules.make_params(defaults(rules.OPTIONS)) == rules.default_params()


def test_every_entry_has_a_working_scene_class():
    for spec in registry.entries(include_hidden=True):
        assert spec.scene_class().__name__.endswith("Scene")
