"""Duel games for tests: random legal play that stops short of the end."""
from __future__ import annotations

import random

from engine.duels.basics import HOTSEAT, Setup
from engine.duels.match import Match


def random_game(spec, seed: int, mode: str = HOTSEAT, length: int = 60) -> Match:
    """A game of random legal moves that is not over (a move that would end it is never chosen)."""
    rules = spec.module("rules")
    rng = random.Random(seed)
    first = rng.randint(0, 1) if spec.first_mover is None else spec.first_mover
    setup = Setup(mode, first, rng.randint(1, 5), rng.randint(0, 1), spec.side_names)
    match = Match(rules, setup, rules.default_params(), random.Random(seed))  # Row Nim, Match Nim: a random deal
    for _ in range(rng.randint(1, length)):
        going_on = [m for m in match.legal_moves() if rules.outcome(rules.apply(match.position, m)) is None]
        if not going_on:
            break
        match.play(rng.choice(going_on))
    assert match.moves and not match.is_over()
    return match
