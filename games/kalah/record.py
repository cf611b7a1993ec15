"""The Kalah game record, ``.klh`` (pure): text in, text out; writing files is the engine's job.

One compound move per line, the player's letter, `` = ``, then the pits of its single moves::

    # Kalah record
    # stones: 6
    # A: You
    # B: Computer (level 3)
    A = 1 2
    B = 1
    A = 1

Lines starting with ``#`` are comments; a comment of the form ``# key: value`` is a header
entry.  ``stones`` (3 to 6, default 6) sets the stones per pit and must come before the first
move; the other entries (date, players...) are kept as they are.  Blank lines are ignored.  The
first move line says who began.  Every line must be a whole legal turn of the side to move;
otherwise ``RecordError`` names the line and the reason.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.duel import IllegalMoveError, InvalidMoveError
from games.kalah.rules import (
    LETTERS,
    CompoundMove,
    Params,
    Position,
    apply_compound,
    format_compound,
    initial,
    is_over,
    parse_compound,
)

STONES_KEY = "stones"
TITLE = "# Kalah record"

_MOVE_LINE = re.compile(r"\s*([ABab])\s*=(.*)")
_HEADER_LINE = re.compile(r"#\s*([A-Za-z][\w ]*?)\s*:\s*(.*?)\s*")


class RecordError(ValueError):
    """A record that cannot be read: ``line`` (from 1) and ``reason`` make the one-line message."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


@dataclass(frozen=True)
class Turn:
    """One line of a record: a side (0 = A, 1 = B) and its compound move.  ``str()`` is ``A = 1 2``."""

    side: int
    moves: CompoundMove

    def __str__(self) -> str:
        return f"{LETTERS[self.side]} = {format_compound(self.moves)}"


@dataclass(frozen=True)
class Record:
    """A game: its turns in order, the stones per pit and the header's other entries."""

    turns: tuple[Turn, ...] = ()
    params: Params = field(default_factory=Params)
    header: tuple[tuple[str, str], ...] = ()

    @property
    def first(self) -> int:
        """The side that began (A for a record without moves)."""
        return self.turns[0].side if self.turns else 0


def positions(record: Record) -> tuple[Position, ...]:
    """The start, then the position after each turn (``IllegalMoveError`` if a turn is illegal)."""
    reached = [initial(record.params, record.first)]
    for turn in record.turns:
        reached.append(apply_compound(reached[-1], turn.moves))
    return tuple(reached)


def _shorten(line: str, width: int = 40) -> str:
    return repr(line if len(line) <= width else line[: width - 3] + "...")


def _parse_stones(value: str, number: int) -> Params:
    if not value.isdigit():
        raise RecordError(number, f"stones per pit is a whole number, not {value!r}")
    try:
        return Params(int(value))
    except ValueError as error:
        raise RecordError(number, str(error)) from None


def parse_record(text: str) -> Record:
    """Read a ``.klh`` text and check every turn; ``RecordError`` names the first bad line."""
    params = Params()
    header: list[tuple[str, str]] = []
    turns: list[Turn] = []
    pos: Position | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            entry = _HEADER_LINE.fullmatch(stripped)
            if entry is None:
                continue
            key, value = entry.groups()
            if key.lower() != STONES_KEY:
                header.append((key, value))
            elif turns:
                raise RecordError(number, "the stones per pit must be given before the first move")
            else:
                params = _parse_stones(value, number)
            continue
        match = _MOVE_LINE.fullmatch(stripped)
        if match is None:
            raise RecordError(number, f"expected a move such as 'A = 1 2', not {_shorten(stripped)}")
        side = LETTERS.index(match.group(1).upper())
        try:
            moves = parse_compound(match.group(2))
        except InvalidMoveError as error:
            raise RecordError(number, str(error)) from None
        if pos is None:
            pos = initial(params, side)
        elif is_over(pos):
            raise RecordError(number, "the game is already over")
        elif side != pos.to_move:
            raise RecordError(number, f"it is {LETTERS[pos.to_move]}'s turn, not {LETTERS[side]}'s")
        turn = Turn(side, moves)
        try:
            pos = apply_compound(pos, moves)
        except IllegalMoveError as error:
            raise RecordError(number, f"illegal move {turn}: {error}") from None
        turns.append(turn)
    return Record(tuple(turns), params, tuple(header))


def format_record(record: Record, with_header: bool = True) -> str:
    """The ``.klh`` text of a record; the header (title, stones, other entries) is optional."""
    lines = []
    if with_header:
        lines.append(TITLE)
        lines.append(f"# {STONES_KEY}: {record.params.stones}")
        lines.extend(f"# {key}: {value}" for key, value in record.header)
    lines.extend(str(turn) for turn in record.turns)
    return "".join(line + "\n" for line in lines)
