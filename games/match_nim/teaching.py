"""Match Nim's moves explained in the book's terms (pure): piles in binary, column parities.

Everything here is text; the binary table itself comes from ``games.shared.nim_binary`` (shared with
Row Nim) and the scene lays it out with ``games.shared.binary_columns_view``.
"""
from __future__ import annotations

from games.match_nim.rules import Move, Position
from games.match_nim.strategy import best_move
from games.shared.nim_binary import binary, binary_table, nim_sum


def explain(before: Position, move: Move) -> str:
    """Why this move, in the book's terms (used for the computer's moves and for hints)."""
    table = binary_table(before.piles)
    size = before.piles[move.pile]
    after = size - move.take
    change = (f"pile {move.pile + 1}: {size} = {binary(size, table.powers)} "
              f"becomes {after} = {binary(after, table.powers)}")
    left = [p for i, p in enumerate(before.piles) if i != move.pile] + [after]
    if table.is_safe:
        return f"Every column was even (nim-sum 0): no safe move exists, so one match from the largest pile. ({change})"
    if before.misere and max(left) <= 1:
        ones = sum(1 for p in left if p == 1)
        return f"Misère ending: leave an odd number ({ones}) of single matches. ({change})"
    odd = ", ".join(str(p) for p in table.odd_columns)
    if nim_sum(tuple(left)) == 0:
        return f"Nim-sum {nim_sum(before.piles)}, odd columns: {odd}. {change.capitalize()}: every column is now even, a safe position."
    best = best_move(before)
    return (f"Not the book's move ({change}): columns stay odd. "
            f"The safe move was {best.move}." if best else change)
