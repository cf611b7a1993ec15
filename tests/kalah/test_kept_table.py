"""A proof's best turn does not depend on what the compiled core's table kept (games/kalah/ai.py's ``ASIDE`` core):
a position proved from nothing and proved again after other proofs kept in the table gives the same entry, so each
of the book builder's workers may keep its own table and the book is still one process's."""
import pytest

from engine.duels.limits import Limit
from games.kalah import ai
from games.kalah.perfect import UNBOUNDED, kalahs_margin, prove
from games.kalah.rules import Move, Params, Position, Variant, apply_compound, compound_moves, initial, is_over

pytestmark = pytest.mark.skipif(not ai.COMPILED, reason="the kept table is the compiled core's")

# 3-stone positions of the perfect player's walk (empty capture) whose proved turn changed when the table was warm,
# before the first depths were searched aside: from nothing 3, then 5; 3, then 1; 2, then 3; 2, then 5.
WITNESSES = [
    (4, 3, 3, 0, 1, 0, 3, 5, 0, 1, 6, 2, 6, 2),
    (5, 3, 3, 0, 1, 0, 3, 5, 4, 4, 0, 1, 5, 2),
    (4, 4, 3, 0, 1, 0, 3, 0, 5, 1, 6, 5, 2, 2),
    (0, 4, 3, 0, 1, 0, 3, 5, 0, 1, 6, 5, 0, 8),
]


def from_nothing(pos: Position):
    ai.forget_searches()
    return prove(pos, megabytes=16, book=False, threads=1)


@pytest.mark.parametrize("desk", WITNESSES)
def test_a_proof_after_others_kept_in_its_table_finds_the_turn_a_proof_from_nothing_finds(desk):
    pos = Position(desk, 0, Variant("empty"))
    alone = from_nothing(pos)
    ai.forget_searches()
    for turn in reversed(compound_moves(pos)):  # the table warmed by the proofs of every position a turn leaves
        after = apply_compound(pos, turn)
        if not is_over(after):
            prove(after, megabytes=16, keep=True, book=False, threads=1)
    assert prove(pos, megabytes=16, keep=True, book=False, threads=1) == alone


def test_the_kept_table_still_serves_the_next_proof():
    pos = Position(WITNESSES[0], 0, Variant("empty"))
    after = apply_compound(pos, from_nothing(pos)[1])  # the best turn: its proof searched ``after`` to the end
    proof, limit = ai.Proof(16, 10, threads=1), Limit(level=5, seconds=UNBOUNDED)
    ai.forget_searches()
    alone = ai.search(after, proof=proof, limit=limit)
    ai.forget_searches()
    prove(pos, megabytes=16, keep=True, book=False, threads=1)
    kept = ai.search(after, proof=proof, keep=True, limit=limit)
    assert (kept.value, kept.move) == (alone.value, alone.move)
    assert kept.nodes < alone.nodes / 4


def test_a_proof_told_the_least_value_still_plays_a_turn_worth_it():
    pos = initial(Params(3, Variant("empty")))  # worth +2; a proof told so once played 6, worth 0 (its first turn)
    gain, turn = from_nothing(pos)
    value = kalahs_margin(pos) + gain  # the first pass (value + 1) fails, and no pass reaches the value
    ai.forget_searches()
    told = ai.search(pos, proof=ai.Proof(16, 10, threads=1, resume=ai.ProofState(value, value + 40)),
                     limit=Limit(level=5, seconds=UNBOUNDED))
    assert (told.value, told.move) == (value, turn) == (2, (Move(5),))
