"""Foxes and hens rules (pure), Game 13 of Arsac's book, completed after *le renard et les poules*.

The board is the 33-point cross (a 7 x 7 square without its four 2 x 2 corners), its points
joined to their orthogonal neighbours; the option ``diagonals`` adds the diagonal lines
through the points whose row + column is even, for both sides.  20 hens, lettered A to T,
start on rows 4 to 7 (counted from the top); the two foxes on the outer points of row 1.

- Hens (side 1) step one point forwards (up) or sideways, never backwards; with the
  diagonals on, also diagonally forwards.
- Foxes (side 0) step one point along any line, or capture: jump over an adjacent hen onto
  the empty point beyond, and go on jumping.  Captures are compulsory, and among every
  capture of both foxes only the longest chains (most hens taken) are legal.  The search
  is the book's: the fox's starting point counts as empty, taken hens stay on the board
  until the chain ends (a hen is never taken twice), and are removed at the end of the move.
- The hens win when the foxes cannot move or when hens fill the 9 points of the hen-house
  (rows 1-3, columns 3-5); the foxes win when fewer than 9 hens are left.  A position
  (board and side to move) seen three times is a draw.  Ours: a side to move that has no
  move loses (for the foxes this is being shut in; for the hens, it can only happen late).

As in the book, the position is one string: the picture of the board with a guard line of
blanks above and below, so that no move needs a test at the border.  A *point* is an index
in that string, and a direction is an offset in it (from ``x``: the hen at ``x + d``, the
landing point at ``x + 2d``).  The foxes are found again in the string each time.

Text form: 7 lines of 7 characters (blank: no point; ``.`` empty; ``X`` a fox; a capital
letter a hen).  Points are named by a column letter ``a``-``g`` and a row number ``1``-``7``
counted from the top.  Moves: ``c1-c2`` (a step) and ``d5xd3xb3`` (a capture, every point
the fox stands on).
"""
from __future__ import annotations

import random
import re
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from functools import lru_cache

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError, Outcome, split_mover, with_mover
from engine.entries.options import BoolOption
from engine.language.translation import N_, _, ngettext
from engine.puzzles.steps import Place, Reject, Remove, Solution, Step, StepEvent, Try

FOXES, HENS = 0, 1
SIZE = 7
WIDTH = SIZE + 1                       # each line of the string ends with a line break
FOX, EMPTY, NONE = "X", ".", " "
HEN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWYZ"   # every capital but the fox's X
START_HENS = 20
MIN_HENS = 9                           # below this the hen-house can no longer be filled
REPEATS_FOR_DRAW = 3

UP, DOWN, LEFT, RIGHT = -WIDTH, WIDTH, -1, 1
ORTHOGONAL = (UP, LEFT, RIGHT, DOWN)
DIAGONAL = (UP + LEFT, UP + RIGHT, DOWN + LEFT, DOWN + RIGHT)


def point_of(row: int, col: int) -> int:
    """The point at ``row``, ``col`` (0-based from the top left): its index in the book's string."""
    return WIDTH * (row + 1) + col


def row_col(point: int) -> tuple[int, int]:
    """(row, column), 0-based from the top left, of a point."""
    return point // WIDTH - 1, point % WIDTH


def exists(row: int, col: int) -> bool:
    """Is there a point at (row, col) on the cross?"""
    return 0 <= row < SIZE and 0 <= col < SIZE and (2 <= row <= 4 or 2 <= col <= 4)


POINTS = tuple(point_of(r, c) for r in range(SIZE) for c in range(SIZE) if exists(r, c))
HEN_HOUSE = frozenset(point_of(r, c) for r in range(3) for c in range(2, 5))
FOX_START = (point_of(0, 2), point_of(0, 4))
HEN_START = tuple(p for p in POINTS if row_col(p)[0] >= 3)


def _has_diagonals(point: int) -> bool:
    return sum(row_col(point)) % 2 == 0


# The board graph as data: for each point and each setting of ``diagonals``, the directions of
# its lines (a direction may lead off the cross; the blanks of the string stop it there).
LINES = {diagonals: {p: ORTHOGONAL + (DIAGONAL if diagonals and _has_diagonals(p) else ()) for p in POINTS}
         for diagonals in (False, True)}
HEN_LINES = {diagonals: {p: tuple(d for d in LINES[diagonals][p] if d <= RIGHT) for p in POINTS}  # never down
             for diagonals in (False, True)}


def name(point: int) -> str:
    """``c4``: column letter and row number from the top."""
    row, col = row_col(point)
    return f"{'abcdefg'[col]}{row + 1}"


def parse_point(text: str) -> int:
    found = re.fullmatch(r"([a-g])([1-7])", text.strip().lower())
    if not found or not exists(int(found[2]) - 1, "abcdefg".index(found[1])):
        raise InvalidMoveError(_("not a point of the cross: {text!r} (columns a-g, rows 1-7 from the top)").format(text=text))
    return point_of(int(found[2]) - 1, "abcdefg".index(found[1]))


def is_hen(character: str) -> bool:
    return character in HEN_LETTERS


# --- positions and moves ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Params:
    diagonals: bool = False


@dataclass(frozen=True)
class Position:
    """``board`` is the book's string; ``earlier`` the (board, side) keys since the last move that
    cannot be undone (a capture or a hen going forwards), for the threefold repetition."""

    board: str
    to_move: int = HENS
    diagonals: bool = False
    earlier: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if len(self.board) != WIDTH * (SIZE + 2) or self.to_move not in (FOXES, HENS):
            raise InvalidPositionError("not a foxes-and-hens position")

    @property
    def key(self) -> str:
        return self.board + str(self.to_move)

    def __str__(self) -> str:
        return picture(self.board)


@dataclass(frozen=True)
class Move:
    """``path``: the points the piece stands on, from where it starts; a capture when it jumps."""

    path: tuple[int, ...]

    @property
    def is_capture(self) -> bool:
        return abs(self.path[1] - self.path[0]) in (2, 2 * (WIDTH - 1), 2 * WIDTH, 2 * (WIDTH + 1))

    @property
    def taken(self) -> tuple[int, ...]:
        """The points of the hens a capture takes (none for a step)."""
        return tuple((a + b) // 2 for a, b in zip(self.path, self.path[1:])) if self.is_capture else ()

    def __str__(self) -> str:
        return ("x" if self.is_capture else "-").join(name(p) for p in self.path)


def parse_move(text: str) -> Move:
    """``"c1-c2"`` or ``"d5xd3xb3"`` -> ``Move``; ``InvalidMoveError`` otherwise."""
    step = re.fullmatch(r"\s*(\w\d)\s*-\s*(\w\d)\s*", text)
    parts = [step[1], step[2]] if step else re.split(r"\s*x\s*", text.strip().lower())
    if len(parts) < 2 or not all(re.fullmatch(r"[a-g][1-7]", p.lower()) for p in parts):
        raise InvalidMoveError(_("not a move: {text!r} (write a step as 'c4-c3', a capture as 'd5xd3xb3')").format(text=text))
    move = Move(tuple(parse_point(p) for p in parts))
    if step is None and not move.is_capture or step is not None and move.is_capture:
        raise InvalidMoveError(_("not a move: {text!r} ('-' joins neighbours, 'x' marks jumps)").format(text=text))
    return move


# --- the picture ------------------------------------------------------------------------------------
def picture(board: str) -> str:
    """The 7 lines of 7 characters of the board (without the guard lines)."""
    return board[WIDTH: WIDTH * (SIZE + 1) - 1]


def parse_board(text: str) -> str:
    """The book's string from a picture: 7 lines (``\\n`` or ``/`` between them), short lines padded
    with blanks; ``InvalidPositionError`` with a one-line reason when it cannot be a position."""
    lines = text.strip("\n").replace("/", "\n").split("\n")
    if len(lines) != SIZE:
        raise InvalidPositionError(_("a board is {size} lines of {size} characters, not {count} lines").format(
            size=SIZE, count=len(lines)))
    cells = []
    for row, line in enumerate(lines):
        if len(line) > SIZE:
            raise InvalidPositionError(_("line {line} has {count} characters, at most {size}").format(
                line=row + 1, count=len(line), size=SIZE))
        for col, character in enumerate(line.ljust(SIZE)):
            point = f"{'abcdefg'[col]}{row + 1}"
            if not exists(row, col):
                if character != NONE:
                    raise InvalidPositionError(_("{text!r} on {point}, which is not a point of the cross").format(
                        text=character, point=point))
            elif character != FOX and character != EMPTY and not is_hen(character):
                raise InvalidPositionError((_("point {point} is missing") if character == NONE else
                                            _("point {point} is {text!r}, which is not '.', 'X' or a capital")).format(
                    point=point, text=character))
        cells.append(line.ljust(SIZE))
    body = "".join(cells)
    hens = [c for c in body if is_hen(c)]
    if body.count(FOX) > 2:
        raise InvalidPositionError(_("{count} foxes: there are at most 2").format(count=body.count(FOX)))
    if len(hens) > START_HENS:
        raise InvalidPositionError(_("{count} hens: there are at most {most}").format(count=len(hens), most=START_HENS))
    if len(set(hens)) != len(hens):
        raise InvalidPositionError(_("two hens share a letter: each hen has its own"))
    guard = NONE * SIZE + "\n"
    return guard + "".join(line + "\n" for line in cells) + guard


def parse_position(text: str, to_move: int, diagonals: bool = False) -> Position:
    return Position(parse_board(text), to_move, diagonals)


def position_text(pos: Position) -> str:
    """The picture's lines joined by ``/`` and the side to move: ``"  X.X  /  ...  /…/  MNO   | 1"``.

    The positions seen before (``earlier``, for the threefold repetition) are not part of it: a game
    read back from its start and its moves finds them again."""
    return with_mover(picture(pos.board).replace("\n", "/"), pos.to_move)


def position_from_text(text: str, params: Params) -> Position:
    """The inverse of ``position_text`` (``InvalidPositionError`` when it cannot be read)."""
    board, side = split_mover(text)
    return parse_position(board, side, params.diagonals)


def _start_board() -> str:
    cells = [[NONE] * SIZE for _ in range(SIZE)]
    for point in POINTS:
        row, col = row_col(point)
        cells[row][col] = EMPTY
    for point in FOX_START:
        row, col = row_col(point)
        cells[row][col] = FOX
    for letter, point in zip(HEN_LETTERS, HEN_START):
        row, col = row_col(point)
        cells[row][col] = letter
    return parse_board("\n".join("".join(line) for line in cells))


START_BOARD = _start_board()


# --- the longest capture: the book's search -----------------------------------------------------------
@dataclass(frozen=True)
class Captures:
    """What the search found: the most hens one capture takes, and every chain that takes them
    (each the points the fox stands on, starting point first).  ``jumps`` counts the jumps tried."""

    longest: int
    chains: tuple[tuple[int, ...], ...]
    jumps: int


@dataclass(frozen=True)
class FoxStart(StepEvent):
    """(watched search) The search of the fox standing on ``point`` begins."""

    point: int


def foxes(board: str) -> tuple[int, ...]:
    """The foxes' points, found again in the string (the book's essential detail)."""
    first = board.find(FOX)
    if first < 0:
        return ()
    second = board.find(FOX, first + 1)
    return (first,) if second < 0 else (first, second)


def search_captures(board: str, diagonals: bool = False, watch: bool = False) -> Generator[Step, None, Captures]:
    """The book's longest-capture search over both foxes, iterative with two stacks.

    With ``watch`` it yields step events: ``FoxStart(start)`` when a fox's search begins;
    ``Try((at, over, land), letter)`` a jump over a hen is examined; ``Reject`` it is not possible
    (hen already taken, or no room beyond); ``Place(land, (letter, over))`` the hen is taken and
    the fox lands; ``Remove(at, (letter, over))`` backing up (``at`` the point it goes back to);
    ``Solution(n, chain)`` a chain as long as the best (n counts them; 1 for a new, longer best).
    It returns the ``Captures``.
    """
    lines = LINES[diagonals]
    best: list[tuple[int, ...]] = []
    longest = jumps = 0
    for start in foxes(board):
        work = board[:start] + EMPTY + board[start + 1:]   # the starting point counts as empty
        if watch:
            yield FoxStart(start)
        taken: list[int] = []                             # the book's stack of hens taken
        pairs: list[tuple[int, int]] = []                 # the (point, next direction) stack
        at, k, jumped = start, 0, False
        while True:
            directions = lines[at]
            if k < len(directions):
                d = directions[k]
                k += 1
                over = at + d
                letter = work[over]
                if not is_hen(letter):
                    continue
                jumps += 1
                land = over + d
                if watch:
                    yield Try((at, over, land), letter)
                if over in taken or work[land] != EMPTY:
                    if watch:
                        yield Reject((at, over, land), N_("already taken") if over in taken else N_("no room beyond"))
                    continue
                taken.append(over)
                pairs.append((at, k))
                at, k, jumped = land, 0, False
                if watch:
                    yield Place(land, (letter, over))
                continue
            if not jumped and taken:                      # the end of a chain: compare it
                chain = tuple(p for p, _ in pairs) + (at,)
                if len(taken) > longest:
                    longest, best = len(taken), [chain]
                elif len(taken) == longest:
                    best.append(chain)
                if watch and len(taken) == longest:
                    yield Solution(len(best), chain)
            if not pairs:
                break
            over = taken.pop()
            at, k = pairs.pop()
            jumped = True
            if watch:
                yield Remove(at, (work[over], over))
    return Captures(longest, tuple(best), jumps)


def run_search(search: Iterator[Step]) -> Captures:
    """Drain a search generator and return what it found."""
    while True:
        try:
            next(search)
        except StopIteration as stop:
            return stop.value


@lru_cache(maxsize=200_000)
def longest_captures(board: str, diagonals: bool = False) -> Captures:
    """Every longest capture of both foxes in ``board`` (cached: boards are strings)."""
    return run_search(search_captures(board, diagonals))


# --- moves ------------------------------------------------------------------------------------------
def hens_left(board: str) -> int:
    return sum(1 for c in picture(board) if is_hen(c))


def hen_house_full(board: str) -> bool:
    return all(is_hen(board[p]) for p in HEN_HOUSE)


def board_moves(board: str, side: int, diagonals: bool = False) -> tuple[Move, ...]:
    """The moves of ``side`` on ``board``, ignoring whether the game is over."""
    if side == FOXES:
        captures = longest_captures(board, diagonals)
        if captures.chains:
            return tuple(Move(chain) for chain in captures.chains)
        lines = LINES[diagonals]
        return tuple(Move((fox, fox + d)) for fox in foxes(board) for d in lines[fox] if board[fox + d] == EMPTY)
    lines = HEN_LINES[diagonals]
    return tuple(Move((p, p + d)) for p in POINTS if is_hen(board[p]) for d in lines[p] if board[p + d] == EMPTY)


def play(board: str, move: Move) -> str:
    """The board after a move (not checked: see ``apply``)."""
    cells = list(board)
    piece = cells[move.path[0]]
    cells[move.path[0]] = EMPTY
    for point in move.taken:
        cells[point] = EMPTY
    cells[move.path[-1]] = piece
    return "".join(cells)


def _finished(pos: Position) -> Outcome | None:
    """The end of the game by hens counted, the hen-house, or repetition (not by having no move)."""
    if hens_left(pos.board) < MIN_HENS:
        return Outcome(FOXES, _("left fewer than {n} hens: the hen-house can no longer be filled").format(n=MIN_HENS))
    if hen_house_full(pos.board):
        return Outcome(HENS, N_("filled the hen-house"))
    if pos.earlier.count(pos.key) + 1 >= REPEATS_FOR_DRAW:
        return Outcome(None, N_("The same position came up three times: a draw."))
    return None


# --- the protocol of engine.duels.basics ----------------------------------------------------------------------
def default_params() -> Params:
    return Params()


def initial(params: Params, first: int = FOXES, rng: random.Random | None = None) -> Position:
    """The starting position, with side ``first`` (0 foxes, 1 hens) to move."""
    return Position(START_BOARD, first, params.diagonals)


def to_move(pos: Position) -> int:
    return pos.to_move


def legal_moves(pos: Position) -> tuple[Move, ...]:
    if _finished(pos) is not None:
        return ()
    return board_moves(pos.board, pos.to_move, pos.diagonals)


def _why_illegal(pos: Position, move: Move) -> str:
    if len(move.path) < 2:
        return _("a move goes from one point to another")
    start = pos.board[move.path[0]] if 0 <= move.path[0] < len(pos.board) else NONE
    if pos.to_move == FOXES and start != FOX:
        return _("there is no fox on {point}").format(point=name(move.path[0]))
    if pos.to_move == HENS and not is_hen(start):
        return _("there is no hen on {point}").format(point=name(move.path[0]))
    captures = longest_captures(pos.board, pos.diagonals)
    if pos.to_move == FOXES and captures.longest:
        if move.is_capture and len(move.taken) < captures.longest:
            return ngettext("a longer capture exists: the longest takes {n} hen",
                            "a longer capture exists: the longest takes {n} hens", captures.longest).format(n=captures.longest)
        if not move.is_capture:
            return ngettext("a capture is compulsory (the longest takes {n} hen)",
                            "a capture is compulsory (the longest takes {n} hens)", captures.longest).format(n=captures.longest)
    if pos.to_move == HENS and len(move.path) == 2 and move.path[1] - move.path[0] >= WIDTH - 1:
        return _("hens never move backwards")
    return _("{move} is not a move here").format(move=move)


def apply(pos: Position, move: Move) -> Position:
    """The position after ``move``; ``IllegalMoveError`` with the reason when it is not legal."""
    if _finished(pos) is not None:
        raise IllegalMoveError(_("the game is over"))
    if move not in board_moves(pos.board, pos.to_move, pos.diagonals):
        raise IllegalMoveError(_why_illegal(pos, move))
    board = play(pos.board, move)
    forwards = pos.to_move == HENS and move.path[1] - move.path[0] < -1
    earlier = () if move.is_capture or forwards else pos.earlier + (pos.key,)
    return Position(board, 1 - pos.to_move, pos.diagonals, earlier)


def outcome(pos: Position) -> Outcome | None:
    finished = _finished(pos)
    if finished is not None:
        return finished
    if board_moves(pos.board, pos.to_move, pos.diagonals):
        return None
    if pos.to_move == FOXES:
        return Outcome(HENS, N_("shut the foxes in"))
    return Outcome(FOXES, N_("left the hens without a move"))


OPTIONS = (BoolOption("diagonals", N_("Diagonal lines"), False, N_("add the diagonals of the traditional board")),)


def make_params(values: dict) -> Params:
    return Params(diagonals=bool(values.get("diagonals", False)))
