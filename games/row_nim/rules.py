"""Row Nim rules (pure), Game 20 of Arsac's book, known elsewhere as Northcott's game.

A board of R rows and C columns (default 8 x 8; 1 to 10 rows, 3 to 16 columns).  Each row
holds one white checker (side 0, moving first unless chosen otherwise) and one black checker
(side 1), white to the left of black.  A move slides **one** of the mover's checkers along its
row, any number of squares, forwards (towards the other checker) or backwards (towards its own
edge), without jumping over or landing on the other checker and without leaving the board.
A player who cannot move loses.  There is no other ending in the rules, and retreats allow a
game without end (``may_not_end`` in its EntrySpec, read by the conformance test): a very long game may be
drawn by agreement, which the screen offers between two humans (see ``scene.py``).

The empty squares between the checkers of a row are its *gap*; the gaps play the part of
Nim piles (``strategy.py``).

Text forms (rows and columns numbered from 1, the board width given apart):

- a position: each row as ``white,black`` columns, rows separated by ``/`` or spaces,
  e.g. ``1,5/2,8/3,4`` (the setup field, which has no ``/`` key, takes ``1,5 2,8 3,4``);
- a move: ``row R from C1 to C2``, e.g. ``row 2 from 8 to 6`` (the mover's checker of row 2
  slides from column 8 to column 6).

Inside, rows and columns count from 0.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError, Outcome, split_mover, with_mover
from engine.entries.options import IntOption, TextOption
from engine.language.translation import N_, _
from games.row_nim import SIDE_NAMES  # declared once, in the entry

MIN_ROWS, MAX_ROWS = 1, 10
MIN_COLUMNS, MAX_COLUMNS = 3, 16
WHITE, BLACK = 0, 1


@dataclass(frozen=True)
class Move:
    row: int    # from 0
    start: int  # column of the mover's checker, from 0
    end: int    # column it slides to, from 0

    def __str__(self) -> str:
        return f"row {self.row + 1} from {self.start + 1} to {self.end + 1}"


@dataclass(frozen=True)
class Position:
    """Each row's (white, black) columns, the board width, the side to move.

    ``last`` is the move that led here, remembered so that the computer can answer a retreat
    by the same advance; it is not part of the position (equality and hashing ignore it).
    """

    rows: tuple[tuple[int, int], ...]
    columns: int = 8
    to_move: int = WHITE
    last: Move | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        check_rows(self.rows, self.columns)
        if self.to_move not in (WHITE, BLACK):
            raise InvalidPositionError("the side to move must be 0 (white) or 1 (black)")

    @property
    def gaps(self) -> tuple[int, ...]:
        """The empty squares between the two checkers of each row."""
        return tuple(black - white - 1 for white, black in self.rows)

    def __str__(self) -> str:
        return format_rows(self.rows)


_MOVE = re.compile(r"\s*row\s+(\d+)\s+from\s+(\d+)\s+to\s+(\d+)\s*", re.IGNORECASE)
_ROW = re.compile(r"(\d+),(\d+)")


def parse_move(text: str) -> Move:
    """``"row 2 from 8 to 6"`` -> ``Move(row=1, start=7, end=5)``."""
    found = _MOVE.fullmatch(text)
    if not found or min(int(found[1]), int(found[2]), int(found[3])) < 1:
        raise InvalidMoveError(_("not a move: {text!r} (write it as 'row 2 from 8 to 6')").format(text=text))
    return Move(int(found[1]) - 1, int(found[2]) - 1, int(found[3]) - 1)


def check_rows(rows: tuple[tuple[int, int], ...], columns: int) -> None:
    """``InvalidPositionError`` unless ``rows`` is a possible board of ``columns`` columns."""
    if type(columns) is not int or not MIN_COLUMNS <= columns <= MAX_COLUMNS:
        raise InvalidPositionError(_("a board has {low} to {high} columns, not {count}").format(
            low=MIN_COLUMNS, high=MAX_COLUMNS, count=columns))
    if not MIN_ROWS <= len(rows) <= MAX_ROWS:
        raise InvalidPositionError(_("a board has {low} to {high} rows, not {count}").format(
            low=MIN_ROWS, high=MAX_ROWS, count=len(rows)))
    for number, row in enumerate(rows, 1):
        if len(row) != 2 or not all(type(c) is int for c in row) or not 0 <= row[0] < row[1] < columns:
            shown = ",".join(str(c + 1) for c in row) if all(type(c) is int for c in row) else repr(row)
            raise InvalidPositionError(_("row {row} ({shown}): white must stand left of black, both in columns 1 to "
                                         "{columns}").format(row=number, shown=shown, columns=columns))


def format_rows(rows: tuple[tuple[int, int], ...]) -> str:
    """``((0, 4), (1, 7))`` -> ``"1,5/2,8"``."""
    return "/".join(f"{white + 1},{black + 1}" for white, black in rows)


def parse_rows(text: str, columns: int) -> tuple[tuple[int, int], ...]:
    """``"1,5/2,8/3,4"`` (or ``"1,5 2,8 3,4"``) -> ``((0, 4), (1, 7), (2, 3))``; checked on a board of ``columns``."""
    parts = text.replace("/", " ").split()
    if not parts or not all(_ROW.fullmatch(p) for p in parts):
        raise InvalidPositionError(_("a position is each row's white,black columns separated by '/' or spaces, "
                                     "like '1,5/2,8/3,4', not {text!r}").format(text=text))
    rows = tuple((int(p.split(",")[0]) - 1, int(p.split(",")[1]) - 1) for p in parts)
    check_rows(rows, columns)
    return rows


def position_text(pos: Position) -> str:
    """The rows and the side to move: ``"1,5/2,8 | 1"`` (the width is the game's option)."""
    return with_mover(format_rows(pos.rows), pos.to_move)


def position_from_text(text: str, params: Params) -> Position:
    """The inverse of ``position_text`` on a board of ``params.columns`` (``InvalidPositionError`` otherwise)."""
    rows, side = split_mover(text)
    return Position(parse_rows(rows, params.columns), params.columns, side)


@dataclass(frozen=True)
class Params:
    rows: int = 8
    columns: int = 8
    start: tuple[tuple[int, int], ...] | None = None  # a chosen setup (its length overrides ``rows``)

    def __post_init__(self) -> None:
        if not MIN_ROWS <= self.rows <= MAX_ROWS:
            raise ValueError(_("the number of rows must be from {low} to {high}").format(low=MIN_ROWS, high=MAX_ROWS))
        if not MIN_COLUMNS <= self.columns <= MAX_COLUMNS:
            raise ValueError(_("the number of columns must be from {low} to {high}").format(low=MIN_COLUMNS, high=MAX_COLUMNS))
        if self.start is not None:
            check_rows(self.start, self.columns)
            for side in (WHITE, BLACK):
                if not legal_moves(Position(self.start, self.columns, side)):
                    raise InvalidPositionError(_("{side} would have no move at the start").format(
                        side=_(SIDE_NAMES[side])))


def default_params() -> Params:
    return Params()


def _deal(params: Params, rng: random.Random) -> tuple[tuple[int, int], ...]:
    pairs = (sorted(rng.sample(range(params.columns), 2)) for _ in range(params.rows))
    return tuple((low, high) for low, high in pairs)


def initial(params: Params, first: int = WHITE, rng: random.Random | None = None) -> Position:
    """``params.start``, or two random squares per row (dealt again while the first mover would be stuck)."""
    if params.start is not None:
        return Position(params.start, params.columns, first)
    rng = rng or random.Random()
    while True:
        position = Position(_deal(params, rng), params.columns, first)
        if legal_moves(position):
            return position


def to_move(pos: Position) -> int:
    return pos.to_move


def destinations(pos: Position, row: int) -> range:
    """Every square the mover's checker of ``row`` may stand on (its own square included)."""
    white, black = pos.rows[row]
    return range(0, black) if pos.to_move == WHITE else range(white + 1, pos.columns)


def legal_moves(pos: Position) -> tuple[Move, ...]:
    return tuple(Move(row, pair[pos.to_move], end)
                 for row, pair in enumerate(pos.rows)
                 for end in destinations(pos, row) if end != pair[pos.to_move])


def apply(pos: Position, move: Move) -> Position:
    if not 0 <= move.row < len(pos.rows):
        raise IllegalMoveError(_("there is no row {row}").format(row=move.row + 1))
    pair = pos.rows[move.row]
    own = pair[pos.to_move]
    if move.start != own:
        raise IllegalMoveError(_("the checker of row {row} stands on column {column}, not {start}").format(
            row=move.row + 1, column=own + 1, start=move.start + 1))
    if move.end == own:
        raise IllegalMoveError(_("a move must slide the checker at least one square"))
    reach = destinations(pos, move.row)
    if move.end not in reach:
        raise IllegalMoveError(_("in row {row} that checker may go to columns {first} to {last}, without jumping over the "
                                 "other checker").format(row=move.row + 1, first=reach.start + 1, last=reach.stop))
    new_pair = (move.end, pair[1]) if pos.to_move == WHITE else (pair[0], move.end)
    rows = pos.rows[: move.row] + (new_pair,) + pos.rows[move.row + 1:]
    return Position(rows, pos.columns, 1 - pos.to_move, move)


def is_retreat(move: Move, side: int) -> bool:
    """Does ``side``'s ``move`` take its checker away from the other one (making the gap larger)?"""
    return (move.end < move.start) == (side == WHITE)


def outcome(pos: Position) -> Outcome | None:
    """The side to move with no move has lost: every checker pinned between the edge and the other side."""
    if legal_moves(pos):
        return None
    return Outcome(1 - pos.to_move, N_("pinned every checker of the other side against its edge"))


OPTIONS = (
    IntOption("rows", N_("Rows"), MIN_ROWS, MAX_ROWS, 8, N_("rows of the board, one white and one black checker in each")),
    IntOption("columns", N_("Columns"), MIN_COLUMNS, MAX_COLUMNS, 8, N_("columns of the board")),
    TextOption("start", N_("Start position"), "", N_("chosen setup instead of a random one: each row's white,black "
               "columns from 1, rows separated by spaces or '/', e.g. '1,5 2,8 3,4'"), N_("e.g. 1,5 2,8 3,4")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    columns = int(values.get("columns", 8))
    start = str(values.get("start") or "").strip()
    return Params(rows=int(values.get("rows", 8)), columns=columns,
                  start=parse_rows(start, columns) if start else None)
