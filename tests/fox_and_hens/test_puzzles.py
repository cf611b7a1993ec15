"""Every shipped foxes-and-hens puzzle (games/fox_and_hens/drills.py) checked move by move through the rules: the
hens' puzzles have exactly one move after which no answer of the foxes captures and the game is not lost; the
foxes' have exactly one legal move (only the longest captures are), a capture of at least two hens."""
from __future__ import annotations

from engine.files.puzzle_set import load_set
from engine.training.puzzle import by_game
from games.fox_and_hens.drills import position_of
from games.fox_and_hens.rules import FOXES, HENS, apply, legal_moves, outcome


def test_every_foxes_and_hens_puzzle_has_exactly_one_answer():
    puzzles = by_game(load_set(), "fox-and-hens")
    assert len(puzzles) >= 50 and {p.position["to_move"] for p in puzzles} == {"foxes", "hens"}
    for puzzle in puzzles:
        pos = position_of(puzzle.position)
        moves = legal_moves(pos)
        if pos.to_move == FOXES:
            assert len(moves) == 1 and len(moves[0].taken) >= 2 and puzzle.answer == (str(moves[0]),), puzzle.id
            continue
        safe = []
        for move in moves:
            after = apply(pos, move)
            ended = outcome(after)
            if ended is not None and ended.winner == HENS or ended is None and not any(
                    reply.is_capture for reply in legal_moves(after)):
                safe.append(move)
        assert len(moves) >= 2 and [str(move) for move in safe] == list(puzzle.answer), puzzle.id
