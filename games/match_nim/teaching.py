"""Match Nim's moves explained in the book's terms (pure): piles in binary, column parities.

Everything here is text; the binary table itself comes from ``games.shared.nim_binary`` (shared with
Row Nim) and the scene lays it out with ``games.shared.binary_columns_view``.
"""
from __future__ import annotations

from engine.language.translation import _, capitalized
from games.match_nim.rules import Move, Position
from games.match_nim.strategy import best_move
from games.shared.nim_binary import binary, binary_table, nim_sum


def explain(before: Position, move: Move) -> str:
    """Why this move, in the book's terms (used for the computer's moves and for hints)."""
    table = binary_table(before.piles)
    size = before.piles[move.pile]
    after = size - move.take
    change = _("pile {pile}: {size} = {size_binary} becomes {after} = {after_binary}").format(
        pile=move.pile + 1, size=size, size_binary=binary(size, table.powers), after=after,
        after_binary=binary(after, table.powers))
    left = [p for i, p in enumerate(before.piles) if i != move.pile] + [after]
    if table.is_safe:
        return _("Every column was even (nim-sum 0): no safe move exists, so one match from the largest pile. "
                 "({change})").format(change=change)
    if before.misere and max(left) <= 1:
        ones = sum(1 for p in left if p == 1)
        return _("Misère ending: leave an odd number ({ones}) of single matches. ({change})").format(ones=ones, change=change)
    odd = ", ".join(str(p) for p in table.odd_columns)
    if nim_sum(tuple(left)) == 0:
        return _("Nim-sum {sum}, odd columns: {odd}. {change}: every column is now even, a safe position.").format(
            sum=nim_sum(before.piles), odd=odd, change=capitalized(change))
    best = best_move(before)
    if best is None:
        return change
    safe = _("take {take} from pile {pile}").format(take=best.move.take, pile=best.move.pile + 1)
    return _("Not the book's move ({change}): columns stay odd. The safe move was: {move}.").format(change=change, move=safe)
