"""Match Nim's exercises from perfect play (pure): exactly one move leaves the other side lost, in the normal game
or in misère (games/shared/nim_exercises.py); its themes: the binary columns, and the misère ending (the answer
leaves only single matches).  The position's JSON form is what ``analyse match-nim`` takes: the piles as one
text and ``misere``."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.language.translation import N_, _, capitalized
from engine.training.exercise import Found
from games.match_nim.rules import Position, apply, legal_moves, parse_move, parse_position
from games.match_nim.strategy import is_winning
from games.shared.nim_exercises import COLUMNS, COLUMNS_NAME, difficulty, only_winning

MISERE_ENDING = "misere-ending"
THEMES = {COLUMNS: COLUMNS_NAME, MISERE_ENDING: N_("The misère ending")}


def position_data(pos: Position) -> dict[str, Any]:
    """The piles as ``analyse match-nim`` takes them (``"3 5 7 9"``) and whether it is the misère game."""
    return {"position": str(pos), "misere": pos.misere}


def rules_text(data: Mapping[str, Any]) -> str:
    """The rules an exercise is played under: the misère game said, the normal one not."""
    return capitalized(_("the misère game: whoever takes the last match loses")) + "." if data.get("misere") else ""


def position_of(data: Mapping[str, Any]) -> Position:
    """The inverse of ``position_data`` (``ValueError`` for piles that cannot be)."""
    text = data.get("position")
    if not isinstance(text, str):
        raise ValueError("not a Match Nim position: its piles, as '3 5 7 9'")
    return Position(parse_position(text), 0, bool(data.get("misere", False)))


def parse_answer(text: str) -> tuple[str, ...]:
    """A move's words (``"pile 2 take 3"``) in the notation (``ValueError`` otherwise)."""
    return (str(parse_move(text)),)


def best_replies(pos: Position, nodes: int = 0) -> list[tuple[str, ...]]:
    """The moves that keep ``pos``'s exact value: the winning ones, or every move from a lost position (a line's
    opponent plays one of them)."""
    moves = legal_moves(pos)
    winning = [move for move in moves if not is_winning(apply(pos, move))]
    return [(str(move),) for move in (winning or moves)]


def turn_cost(pos: Position, turn: tuple[str, ...], nodes: int = 0) -> str:
    """What the move ``turn`` costs when it leaves the other side a winning move ("" otherwise)."""
    try:
        move = parse_move(" ".join(turn))
        return _("it leaves the other side a winning move") if is_winning(apply(pos, move)) else ""
    except ValueError:
        return ""


def found_at(pos: Position, nodes: int = 0) -> Found | None:
    """What ``pos`` holds as an exercise: the one move leaving the other side lost (None when there are none or
    several, or one pile only is left: no choice to speak of); exact, so ``nodes`` is not needed."""
    if sum(1 for pile in pos.piles if pile) < 2:
        return None
    moves = legal_moves(pos)
    move = only_winning(moves, lambda m: apply(pos, m), lambda after: not is_winning(after))
    if move is None:
        return None
    return Found((str(move),), (), turn_themes(pos, (str(move),)),
                 difficulty(len(moves), pos.piles, 0.15 if pos.misere else 0.0))


def turn_themes(pos: Position, turn: tuple[str, ...]) -> tuple[str, ...]:
    """The themes of the winning move ``turn`` from ``pos``: the misère ending when it leaves only single matches."""
    ending = pos.misere and max(apply(pos, parse_move(turn[0])).piles) <= 1 < max(pos.piles)
    return (MISERE_ENDING, COLUMNS) if ending else (COLUMNS,)
