"""Row Nim's exercises from perfect play (pure): exactly one move, an advance or a retreat, leaves the other side
lost (the gaps' nim-sum 0; games/shared/nim_exercises.py); its themes: the binary columns, and a retreat when the
answer is one.  The position's JSON form is what ``analyse row-nim`` takes: the rows, ``columns``, ``to_move``."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.language.translation import N_, _
from engine.training.exercise import Found
from games.row_nim.rules import BLACK, WHITE, Position, apply, format_rows, is_retreat, legal_moves, parse_move, parse_rows
from games.row_nim.strategy import winning_move
from games.shared.nim_exercises import COLUMNS, COLUMNS_NAME, difficulty, only_winning

RETREAT = "retreat"
THEMES = {COLUMNS: COLUMNS_NAME, RETREAT: N_("A retreat")}
SIDES = ("white", "black")


def position_data(pos: Position) -> dict[str, Any]:
    """The rows as ``analyse row-nim`` takes them (``"1,5/2,8"``), the board's ``columns`` and ``to_move``."""
    return {"position": format_rows(pos.rows), "columns": pos.columns, "to_move": SIDES[pos.to_move]}


def position_of(data: Mapping[str, Any]) -> Position:
    """The inverse of ``position_data`` (``ValueError`` for a board that cannot be)."""
    text, columns, side = data.get("position"), data.get("columns"), data.get("to_move")
    if not isinstance(text, str) or type(columns) is not int or side not in SIDES:
        raise ValueError("not a Row Nim position: its rows, columns and to_move (white or black)")
    return Position(parse_rows(text, columns), columns, WHITE if side == SIDES[WHITE] else BLACK)


def parse_answer(text: str) -> tuple[str, ...]:
    """A move's words (``"row 2 from 8 to 6"``) in the notation (``ValueError`` otherwise)."""
    return (str(parse_move(text)),)


def best_replies(pos: Position, nodes: int = 0) -> list[tuple[str, ...]]:
    """The moves that keep ``pos``'s exact value: the winning ones, or every move from a lost position (a line's
    opponent plays one of them)."""
    moves = legal_moves(pos)
    winning = [move for move in moves if winning_move(apply(pos, move)) is None]
    return [(str(move),) for move in (winning or moves)]


def turn_cost(pos: Position, turn: tuple[str, ...], nodes: int = 0) -> str:
    """What the move ``turn`` costs when it leaves the other side a winning move ("" otherwise)."""
    try:
        move = parse_move(" ".join(turn))
        return _("it leaves the other side a winning move") if winning_move(apply(pos, move)) is not None else ""
    except ValueError:
        return ""


def found_at(pos: Position, nodes: int = 0) -> Found | None:
    """What ``pos`` holds as an exercise: the one move leaving the other side lost (None when there are none or
    several); exact, so ``nodes`` is not needed."""
    moves = legal_moves(pos)
    move = only_winning(moves, lambda m: apply(pos, m), lambda after: winning_move(after) is None)
    if move is None or len(moves) < 2:
        return None
    back = is_retreat(move, pos.to_move)
    return Found((str(move),), (), turn_themes(pos, (str(move),)), difficulty(len(moves), pos.gaps, 0.2 if back else 0.0))


def turn_themes(pos: Position, turn: tuple[str, ...]) -> tuple[str, ...]:
    """The themes of the winning move ``turn`` from ``pos``: a retreat when it is one."""
    return (RETREAT, COLUMNS) if is_retreat(parse_move(turn[0]), pos.to_move) else (COLUMNS,)
