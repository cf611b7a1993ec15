"""Kalah's computer player as the duel engine calls it (pure): the level picks who plays the turn.

At the level Perfect (``engine.duels.basics.PERFECT``) the perfect player's turn (games/kalah/perfect.py: its
book, else a proof with no time bound), where the stones a pit offer it; elsewhere, and at levels 1 to 5, the
alpha-beta searcher's (games/kalah/ai.py), which keeps what one search found for the next.  Both players sit
below this module and neither imports it, so the imports go one way.
"""
from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.duels.basics import PERFECT, IllegalMoveError
from engine.duels.limits import Limit
from games.kalah import ai, perfect
from games.kalah.rules import CompoundMove, Position, compound_moves, is_over


def choose_move(pos: Position, limit: Limit = Limit(), rng: Random | None = None) -> CompoundMove:
    """The compound move the computer plays for the side to move (at once if there is only one).

    At the level Perfect the perfect player's, where it is offered (3 or 4 stones a pit); with 5 or 6 stones a
    pit, level 5's."""
    if is_over(pos):
        raise IllegalMoveError("the game is over")
    moves = compound_moves(pos)
    if len(moves) == 1:
        return moves[0]
    if limit.level == PERFECT:
        if perfect.offered_at(pos):
            return perfect.choose_move(pos, limit)
        limit = replace(limit, level=5)
    return ai.search(pos, limit, rng, keep=True).move


forget_searches = ai.forget_searches  # the next move starts afresh, as a step clock's repeat needs (the searches keep their table)
