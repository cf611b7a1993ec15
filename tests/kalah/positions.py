"""Positions for the Kalah tests: random endgames, and openings played a few random whole turns in."""
from __future__ import annotations

import random

from games.kalah.rules import BOOK, Params, Position, Variant, apply_compound, compound_moves, initial, is_over


def random_endgame(rng: random.Random, stones_left: int, to_move: int | None = None,
                   variant: Variant = BOOK) -> Position:
    """A position of the 6-stone game with ``stones_left`` stones spread over both rows (the side to move
    drawn too when not given)."""
    while True:
        pits = [0] * 12
        for _ in range(stones_left):
            pits[rng.randrange(12)] += 1
        if any(pits[:6]) and any(pits[6:]):
            break
    a_kalah = rng.randint(0, 72 - stones_left)
    desk = tuple(pits[:6]) + (a_kalah,) + tuple(pits[6:]) + (72 - stones_left - a_kalah,)
    return Position(desk, rng.randint(0, 1) if to_move is None else to_move, variant)


def played_in(rng: random.Random, params: Params, most_turns: int) -> Position:
    """The start of ``params`` after 2 to ``most_turns`` random whole turns (the start if the game ended)."""
    pos = initial(params)
    for _ in range(rng.randint(2, most_turns)):
        if is_over(pos):
            break
        pos = apply_compound(pos, rng.choice(compound_moves(pos)))
    return initial(params) if is_over(pos) else pos
