"""Foxes and hens' exercises (pure): the hens' one safe step, and the foxes' one longest capture.

- Hens to move: exactly one of their moves loses neither a hen nor the game (after it the foxes have no capture
  and the game is not lost), proved by trying every hen move and every answer of the foxes (captures are
  compulsory, so a capture on the board is a hen lost).
- Foxes to move: exactly one capture is longest (the book's rule: only the longest are legal), and it takes at
  least two hens, found by the book's search (``rules.longest_captures``).

The position's JSON form is what ``analyse fox-and-hens`` takes: the picture's lines joined by ``/`` (``board``),
``to_move`` (foxes or hens) and ``diagonals``.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.language.translation import N_, _
from engine.training.exercise import Found
from games.fox_and_hens import SIDE_NAMES
from games.fox_and_hens.rules import (
    FOXES,
    HENS,
    Move,
    Position,
    apply,
    hens_left,
    legal_moves,
    longest_captures,
    outcome,
    parse_move,
    parse_position,
    picture,
)

SAFE_STEP, LONGEST = "safe-step", "longest-capture"
THEMES = {SAFE_STEP: N_("The only safe step"), LONGEST: N_("The longest capture")}
SIDES = tuple(name.lower() for name in SIDE_NAMES)
LEAST_TAKEN = 2  # a capture exercise takes at least this many hens


def position_data(pos: Position) -> dict[str, Any]:
    """The board as ``analyse fox-and-hens`` takes it (lines joined by ``/``), ``to_move`` and ``diagonals``."""
    return {"board": picture(pos.board).replace("\n", "/"), "to_move": SIDES[pos.to_move], "diagonals": pos.diagonals}


def rules_text(data: Mapping[str, Any]) -> str:
    """The rules an exercise is played under: the diagonal lines said when the board has them."""
    return _("Diagonal lines on.") if data.get("diagonals") else ""


def position_of(data: Mapping[str, Any]) -> Position:
    """The inverse of ``position_data`` (``ValueError`` for a board that cannot be)."""
    board, side = data.get("board"), data.get("to_move")
    if not isinstance(board, str) or side not in SIDES:
        raise ValueError("not a foxes-and-hens position: its board and to_move (foxes or hens)")
    return parse_position(board, SIDES.index(side), bool(data.get("diagonals", False)))


def parse_answer(text: str) -> tuple[str, ...]:
    """A move's words (``"c4-c3"``, ``"d5xd3xb3"``) in the notation (``ValueError`` otherwise)."""
    return (str(parse_move(text)),)


def is_safe(pos: Position, move: Move) -> bool:
    """After the hens' ``move`` the game is not lost for them and the foxes have no capture."""
    after = apply(pos, move)
    ended = outcome(after)
    if ended is not None:
        return ended.winner == HENS
    return longest_captures(after.board, after.diagonals).longest == 0


def found_at(pos: Position, nodes: int = 0) -> Found | None:
    """What ``pos`` holds as an exercise (see the module); None when it is not one (``nodes`` is not needed: both
    proofs are a move or two deep)."""
    if outcome(pos) is not None:
        return None
    moves = legal_moves(pos)
    if pos.to_move == FOXES:
        captures = longest_captures(pos.board, pos.diagonals)
        if len(captures.chains) != 1 or captures.longest < LEAST_TAKEN:
            return None
        hard = min(1.0, 0.15 * captures.longest + min(0.4, captures.jumps / 60))
        return Found((str(Move(captures.chains[0])),), (), (LONGEST,), round(hard, 3))
    safe = [move for move in moves if is_safe(pos, move)]
    if len(safe) != 1 or len(moves) < 2:
        return None
    hard = min(1.0, 0.1 + 0.03 * len(moves) + 0.02 * (20 - hens_left(pos.board)))
    return Found((str(safe[0]),), (), (SAFE_STEP,), round(hard, 3))
