"""Row Nim's moves explained in the book's terms (pure): gaps as Nim piles, binary columns.

Everything here is text; the scene lays it out, and the binary table itself comes from
``games.shared.nim_binary`` (shared with Match Nim).
"""
from __future__ import annotations

from games.row_nim.rules import Move, Position, apply, is_retreat
from games.row_nim.strategy import best_move, delaying_move
from games.shared.nim_binary import binary, binary_table, nim_sum


def explain(before: Position, move: Move) -> str:
    """Why this move (used for the computer's moves and for hints)."""
    table = binary_table(before.gaps)
    after = apply(before, move)
    row = move.row
    old, new = before.gaps[row], after.gaps[row]
    change = f"gap of row {row + 1}: {old} = {binary(old, table.powers)} becomes {new} = {binary(new, table.powers)}"
    kind = "retreat" if is_retreat(move, before.to_move) else "advance"
    if table.is_safe:
        squares = abs(move.end - move.start)
        if move == delaying_move(before):
            return (f"Every column was even (nim-sum 0): no winning move, so a one-square {kind} that must be "
                    f"answered exactly. ({change})")
        return (f"Every column was even (nim-sum 0): no winning move; this {kind} of {squares} "
                f"square{'s' if squares != 1 else ''} leaves an odd column, so it can be answered. ({change})")
    if nim_sum(after.gaps) == 0:
        last = before.last
        if last is not None and last.row == row and is_retreat(last, after.to_move) and kind == "advance":
            return f"The retreat is answered by the same advance in row {row + 1}: every column is even again."
        odd = ", ".join(str(p) for p in table.odd_columns)
        return f"Nim-sum {nim_sum(before.gaps)}, odd columns: {odd}. {change.capitalize()}: every column is now even."
    best = best_move(before)
    better = f" The winning move was {best.move}." if best is not None else ""
    return f"Not the winning move ({change}): a column stays odd.{better}"
