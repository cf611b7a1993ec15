"""Row Nim's moves explained in the book's terms (pure): gaps as Nim piles, binary columns.

Everything here is text; the scene lays it out, and the binary table itself comes from
``games.shared.nim_binary`` (shared with Match Nim).
"""
from __future__ import annotations

from engine.language.translation import _, capitalized, ngettext
from games.row_nim.rules import Move, Position, apply, is_retreat
from games.row_nim.strategy import best_move, delaying_move
from games.shared.nim_binary import binary, binary_table, nim_sum


def explain(before: Position, move: Move) -> str:
    """Why this move (used for the computer's moves and for hints)."""
    table = binary_table(before.gaps)
    after = apply(before, move)
    row = move.row
    old, new = before.gaps[row], after.gaps[row]
    change = _("gap of row {row}: {old} = {old_binary} becomes {new} = {new_binary}").format(
        row=row + 1, old=old, old_binary=binary(old, table.powers), new=new, new_binary=binary(new, table.powers))
    retreat = is_retreat(move, before.to_move)
    if table.is_safe:
        squares = abs(move.end - move.start)
        if move == delaying_move(before):
            text = (_("Every column was even (nim-sum 0): no winning move, so a one-square retreat that must be answered "
                      "exactly. ({change})") if retreat else
                    _("Every column was even (nim-sum 0): no winning move, so a one-square advance that must be answered "
                      "exactly. ({change})"))
            return text.format(change=change)
        if retreat:
            text = ngettext("Every column was even (nim-sum 0): no winning move; this retreat of {n} square leaves an odd "
                            "column, so it can be answered. ({change})",
                            "Every column was even (nim-sum 0): no winning move; this retreat of {n} squares leaves an odd "
                            "column, so it can be answered. ({change})", squares)
        else:
            text = ngettext("Every column was even (nim-sum 0): no winning move; this advance of {n} square leaves an odd "
                            "column, so it can be answered. ({change})",
                            "Every column was even (nim-sum 0): no winning move; this advance of {n} squares leaves an odd "
                            "column, so it can be answered. ({change})", squares)
        return text.format(n=squares, change=change)
    if nim_sum(after.gaps) == 0:
        last = before.last
        if last is not None and last.row == row and is_retreat(last, after.to_move) and not retreat:
            return _("The retreat is answered by the same advance in row {row}: every column is even again.").format(row=row + 1)
        odd = ", ".join(str(p) for p in table.odd_columns)
        return _("Nim-sum {sum}, odd columns: {odd}. {change}: every column is now even.").format(
            sum=nim_sum(before.gaps), odd=odd, change=capitalized(change))
    best = best_move(before)
    text = _("Not the winning move ({change}): a column stays odd.").format(change=change)
    if best is None:
        return text
    return text + " " + _("The winning move was: {move}.").format(move=said(best.move))


def said(move: Move) -> str:
    """A move in words: "row 2, from 8 to 6" (the notation is the command line's)."""
    return _("row {row}, from {start} to {end}").format(row=move.row + 1, start=move.start + 1, end=move.end + 1)
