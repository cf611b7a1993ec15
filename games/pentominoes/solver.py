"""Pentomino rectangles of Puzzle 26 (pure): the book's first-empty-cell search and Knuth's Algorithm X.

The board has ``height`` rows and ``width`` columns (cells ``(row, column)`` from 0, row 0 at
the top), optionally without its central 2 x 2 (the 8 x 8 square's classic hole).  A tiling
is ``height`` strings of ``width`` letters, each cell named by the piece covering it (``.``
for the hole).

The book's method (``method="book"``) fills the board line by line *parallel to its shorter
side* (column by column on a wide board, row by row on a tall one), always covering the
first empty cell.  Internally the board is turned so that the short side is vertical: its
``h`` cells of a column are bits ``j*h .. j*h + h - 1`` of one integer, so the first empty
cell is the lowest zero bit.  Which pieces can cover that cell depends only on its row i
and the pattern of free cells of its column (2^h - 1 patterns): ``TABLES[h][i, pattern]``
lists, for each configuration, the orientations whose cells in that column are free, as
constant bit masks.  After each placement the island of empty cells holding the next first
empty cell is measured; an area that is not a multiple of 5 cannot be filled (``Reject``).

The second method (``method="dlx"``) is Knuth's Algorithm X: one column per piece and per
free cell, one row per placement of an orientation, always branching on the column with fewest
rows (the first such, rows in order: the choices dancing links would make).  Instead of
dancing links the matrix is kept as bit sets, rows and columns each one bit of an integer,
so a state of the search is two integers and nothing needs undoing.  Both methods find the
same tilings (in other orders).

The step stream (``where`` is the tuple of the piece's five cells, ``what`` its letter):

    FirstEmpty(cell)            the book: the first empty cell, to be covered next
    Branch(name, ways)          Algorithm X: the column branched on ("piece X" or "row r,
                                column c", from 1) and its remaining rows
    Place(cells, letter)        a piece goes on the board
    Reject(cells, reason)       it leaves an island whose area is not a multiple of 5
    Remove(cells, letter)       it comes off again
    Solution(i, rows)           a tiling (with ``distinct``, one of each family of rotated
                                and mirrored images; i counts those shown)
    Leap(pieces, nodes)         "To the end" (``hurry``): the fast path stands on these pieces
                                (letter, cells), in the order placed, after ``nodes`` nodes

The fast path (``games.pentominoes.fast``: either method in the optional compiled core, the same
tilings in the same order and the same nodes) runs the whole quiet search when the core is built.  A
watched search asked to ``hurry`` (the scene's "To the end") shows no more steps below the pieces on
the board: each placement left to try at each level still comes as ``Place`` (and ``Reject`` or
``Remove``), but the subtree below it goes to the fast path, which shows a ``Leap`` every few thousand
nodes (without the core: the quiet Python search, which shows none).

With ``distinct`` the search itself skips the images (Knuth's device, not the book's): the
X piece, which every symmetry of the board maps onto itself, keeps its centre in one
quarter of the board (of a square: one eighth), so each family is met once, or twice when
X stands on an axis of symmetry (the second meeting is recognised and not shown).  The
total of all tilings is then the sum of the families' sizes.

``solve`` returns ``{"solutions": all tilings, "distinct": D, "shown": S, "nodes": N}``
where N counts the pieces placed (refused ones included).  With ``first`` it stops after the first tiling shown.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from engine.entries.options import BoolOption, ChoiceOption, IntOption, TextOption
from engine.language.translation import N_, _, ngettext
from engine.puzzles.steps import Place, Reject, Remove, Slice, Solution, SolverRun, Step, StepEvent
from games.pentominoes import fast
from games.shared.fast_core import Hurry, never
from games.shared.stoppable_search import Stop, stoppable

LETTERS = "FILNPTUVWXYZ"
AREA = 5
HOLE = "."
METHODS = ("book", "dlx")
MAX_SIDE = 60
X_PIECE = LETTERS.index("X")
LEAP_NODES = 2_000        # nodes of the fast path between two ``Leap`` steps of a hurried watched search
BATCH_NODES = 1_000_000   # and between two looks from Python in a quiet one

# The twelve pieces, as drawn in the book (X marks a cell); every orientation is derived below.
SHAPES = {
    "F": (".XX", "XX.", ".X."),
    "I": ("XXXXX",),
    "L": ("X.", "X.", "X.", "XX"),
    "N": (".X", ".X", "XX", "X."),
    "P": ("XX", "XX", "X."),
    "T": ("XXX", ".X.", ".X."),
    "U": ("X.X", "XXX"),
    "V": ("X..", "X..", "XXX"),
    "W": ("X..", "XX.", ".XX"),
    "X": (".X.", "XXX", ".X."),
    "Y": (".X", "XX", ".X", ".X"),
    "Z": ("XX.", ".X.", ".XX"),
}

Cell = tuple[int, int]
Shape = tuple[Cell, ...]
Tiling = tuple[str, ...]


@dataclass(frozen=True)
class FirstEmpty(StepEvent):
    """The book: the first empty cell, to be covered next."""

    cell: Cell


@dataclass(frozen=True)
class Branch(StepEvent):
    """Algorithm X: the column branched on ("piece X" or "row r, column c", from 1) and its rows left."""

    name: str
    ways: int


@dataclass(frozen=True)
class Leap(Slice):
    """"To the end": the fast path stands on ``pieces`` ((letter, cells), in the order placed) after ``nodes``."""

    pieces: tuple[tuple[str, tuple[Cell, ...]], ...]
    nodes: int


def _normal(cells: Iterable[Cell]) -> Shape:
    """Cells moved so that the smallest row and column are 0, sorted by column then row."""
    cells = list(cells)
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    return tuple(sorted(((r - top, c - left) for r, c in cells), key=lambda rc: (rc[1], rc[0])))


def _orientations(picture: tuple[str, ...]) -> tuple[Shape, ...]:
    cells = [(r, c) for r, line in enumerate(picture) for c, mark in enumerate(line) if mark == "X"]
    found: list[Shape] = []
    for _side in range(2):
        for _turn in range(4):
            cells = [(c, -r) for r, c in cells]  # a quarter turn
            shape = _normal(cells)
            if shape not in found:
                found.append(shape)
        cells = [(r, -c) for r, c in cells]  # turned over
    return tuple(found)


# Every orientation of every piece (F 8, I 2, L 8, N 8, P 8, T 4, U 4, V 4, W 4, X 1, Y 8, Z 4: 63).
ORIENTATIONS: dict[str, tuple[Shape, ...]] = {letter: _orientations(SHAPES[letter]) for letter in LETTERS}


@dataclass(frozen=True)
class Params:
    width: int = 10
    height: int = 6
    hole: bool = False
    method: str = "book"
    distinct: bool = False
    pieces: str = LETTERS
    drawing: bool = True

    def __post_init__(self) -> None:
        unknown = set(self.pieces) - set(LETTERS)
        if not self.pieces or unknown or len(set(self.pieces)) != len(self.pieces):
            raise ValueError(f"unknown piece set {self.pieces!r}: give distinct letters among {LETTERS}")
        if not (1 <= self.width <= MAX_SIDE and 1 <= self.height <= MAX_SIDE):
            raise ValueError(f"the sides must be from 1 to {MAX_SIDE}, not {self.width} x {self.height}")
        if self.hole and (self.width % 2 or self.height % 2 or min(self.width, self.height) < 4):
            raise ValueError("the central 2 x 2 hole needs two even sides of at least 4")
        if self.method not in METHODS:
            raise ValueError(f"the method must be one of {', '.join(METHODS)}")
        needed = AREA * len(self.pieces)
        if self.area != needed:
            raise ValueError(f"{self.name} has {self.area} cells; the {len(self.pieces)} pieces cover {needed}")

    @property
    def name(self) -> str:
        """The board in words: "the 6 x 10 board", "the 8 x 8 board without its centre"."""
        return f"the {self.width} x {self.height} board" + (" without its centre" if self.hole else "")

    @property
    def area(self) -> int:
        return self.width * self.height - (4 if self.hole else 0)

    def hole_cells(self) -> frozenset[Cell]:
        if not self.hole:
            return frozenset()
        r, c = self.height // 2 - 1, self.width // 2 - 1
        return frozenset({(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)})


@cache
def tables(h: int) -> dict[tuple[int, int], tuple[tuple[int, int, int], ...]]:
    """The book's tables for columns of ``h`` cells.

    For the first empty cell on row i of its column, whose free cells form ``pattern`` (bit
    r for row r; the rows above i are filled), the orientations that can cover that cell:
    ``(piece, mask, span)`` with the piece's index in ``LETTERS``, its cells as bits
    ``dc*h + row`` from the column's first bit, and the number of columns it spans.
    """
    table: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
    for i in range(h):
        for pattern in range(1 << i, 1 << h, 1 << (i + 1)):
            pattern_free = pattern | ~((1 << h) - 1)  # beyond the column: judged on the board
            entries = table.setdefault((i, pattern), [])
            for piece, letter in enumerate(LETTERS):
                for shape in ORIENTATIONS[letter]:
                    dr0 = shape[0][0]  # the first cell (column 0, topmost) goes on row i
                    cells = [(i + r - dr0, c) for r, c in shape]
                    if any(not 0 <= r < h for r, _ in cells):
                        continue
                    if any(c == 0 and not pattern_free >> r & 1 for r, c in cells):
                        continue
                    mask = sum(1 << (c * h + r) for r, c in cells)
                    entries.append((piece, mask, 1 + max(c for _, c in cells)))
    return {key: tuple(value) for key, value in table.items()}


class _Board:
    """The board turned so that its short side is vertical, as bits (see the module's notes)."""

    def __init__(self, params: Params) -> None:
        self.params = params
        self.turned = params.height > params.width
        self.h, self.w = min(params.height, params.width), max(params.height, params.width)
        self.full = (1 << self.h * self.w) - 1
        self.start = sum(1 << self.bit(cell) for cell in params.hole_cells())
        self.column = (1 << self.h) - 1
        self.not_top = self.full & ~sum(1 << (j * self.h) for j in range(self.w))
        self.not_bottom = self.full & ~sum(1 << (j * self.h + self.h - 1) for j in range(self.w))
        self._cells: dict[int, tuple[Cell, ...]] = {}
        self._flat: dict[int, tuple[int, ...]] = {}

    def bit(self, cell: Cell) -> int:
        r, c = cell
        i, j = (c, r) if self.turned else (r, c)
        return j * self.h + i

    def cell(self, bit: int) -> Cell:
        j, i = divmod(bit, self.h)
        return (j, i) if self.turned else (i, j)

    def cells(self, mask: int) -> tuple[Cell, ...]:
        """The board cells of a mask, sorted (remembered: the same placements come back)."""
        found = self._cells.get(mask)
        if found is None:
            found = self._cells[mask] = tuple(sorted(self.cell(b) for b in range(mask.bit_length()) if mask >> b & 1))
        return found

    def island(self, occupied: int) -> int:
        """The area of the island of empty cells that holds the first empty cell."""
        free = self.full & ~occupied
        region = free & -free
        h, not_top, not_bottom = self.h, self.not_top, self.not_bottom
        while True:
            grown = (region | (region << 1 & not_top) | (region >> 1 & not_bottom) | region << h | region >> h) & free
            if grown == region:
                return region.bit_count()
            region = grown

    def tiling(self, placed: list[tuple[int, int]]) -> Tiling:
        width = self.params.width
        grid = [HOLE] * (width * self.params.height)
        for piece, mask in placed:
            letter = LETTERS[piece]
            for k in self._places(mask):
                grid[k] = letter
        text = "".join(grid)
        return tuple(text[k:k + width] for k in range(0, len(text), width))

    def _places(self, mask: int) -> tuple[int, ...]:
        """The cells of a mask as places ``row * width + column`` (remembered, as ``cells``)."""
        found = self._flat.get(mask)
        if found is None:
            found = self._flat[mask] = tuple(r * self.params.width + c for r, c in self.cells(mask))
        return found


class _Search:
    def __init__(self, params: Params, quiet: bool, first: bool) -> None:
        self.params = params
        self.quiet = quiet or not params.drawing
        self.first = first
        self.board = _Board(params)
        self.placed: list[tuple[int, int]] = []
        self.nodes = self.solutions = self.shown = 0
        self.families: set[Tiling] = set()
        self.x_masks = _x_corner(self.board) if params.distinct else None
        self.used = sum(1 << p for p, letter in enumerate(LETTERS) if letter not in params.pieces)
        self.table = tables(self.board.h)
        self.asked: Hurry = never  # whether a watched search runs to the end now: its subtrees go to the fast path
        self._core: fast.CompiledSearch | None = None
        # the fast path at work: its search, below that many pieces, what turns its answers into placements
        self._running: tuple[fast.Batches, int, Callable[[Any], tuple[int, int]]] | None = None

    def stats(self) -> dict:
        return {"solutions": self.solutions, "distinct": len(self.families), "shown": self.shown,
                "nodes": self.nodes}

    def write(self) -> Iterator[Step]:
        tiling = self.board.tiling(self.placed)
        family = canonical(tiling)
        if self.x_masks is not None:
            if family in self.families:  # met again: X on an axis of symmetry
                return
            self.solutions += len(set(images(tiling)))
        else:
            self.solutions += 1
        self.families.add(family)
        self.shown += 1
        yield Solution(self.shown, tiling)
        if self.first:
            raise Stop

    def where(self) -> tuple[tuple[tuple[int, int], ...], int]:
        """The placements the search stands on, in order, and its nodes so far (the fast path's included)."""
        if self._running is not None:
            core, depth, decode = self._running
            return tuple(self.placed[:depth]) + tuple(map(decode, core.path())), self.nodes
        return tuple(self.placed), self.nodes

    # --- the book's method --------------------------------------------------------------------
    def book(self) -> Iterator[Step]:
        if self.quiet:
            yield from self._rest(self.board.start, self.used, leaps=False)
        else:
            yield from self._cover(self.board.start, self.used)

    def _rest(self, occupied: int, used: int, leaps: bool) -> Iterator[Step]:
        """The quiet search below node (occupied, used): the fast path when the core is built."""
        if fast.CORE is None:
            yield from self._cover_quiet(occupied, used)
            return
        if self._core is None:
            x_cells = fast.first_cells(self.x_masks, self.board.h * self.board.w)
            self._core = fast.new_search(self.board.h, self.board.w, self.table, x_cells)
        core = self._core
        assert core is not None
        core.start(occupied, used)
        yield from self.drive(core, leaps, _same)

    def drive(self, core: fast.Batches, leaps: bool, decode: Callable[[Any], tuple[int, int]]) -> Iterator[Step]:
        """The tilings of a compiled search just started below the pieces placed (``decode`` turns what it
        answers into placements), with a ``Leap`` between two batches when ``leaps``."""
        placed, base, depth = self.placed, self.nodes, len(self.placed)
        self._running = (core, depth, decode)
        try:
            while True:
                found = core.next(LEAP_NODES if leaps else BATCH_NODES)
                self.nodes = base + core.nodes
                if found is not None:
                    placed[depth:] = map(decode, found)
                    yield from self.write()
                    del placed[depth:]
                elif core.done:
                    break
                elif leaps:
                    yield self._leap(placed[:depth] + [decode(x) for x in core.path()])
        finally:
            del placed[depth:]
            self._running = None
        if leaps:  # the picture back to the pieces above the subtree
            yield self._leap(placed)

    def _leap(self, placements: list[tuple[int, int]]) -> Leap:
        cells = self.board.cells
        return Leap(tuple((LETTERS[piece], cells(mask)) for piece, mask in placements), self.nodes)

    def choices(self, occupied: int, used: int) -> Iterator[tuple[int, int]]:
        """The placements ``(piece, mask)`` that may cover the first empty cell, in the book's order."""
        board = self.board
        h, w = board.h, board.w
        j, i = divmod((~occupied & (occupied + 1)).bit_length() - 1, h)
        shift = j * h
        for piece, shape, span in self.table[i, (~occupied >> shift) & board.column]:
            if used >> piece & 1 or j + span > w:
                continue
            mask = shape << shift
            if mask & occupied or piece == X_PIECE and self.x_masks is not None and mask not in self.x_masks:
                continue
            yield piece, mask

    def _cover(self, occupied: int, used: int) -> Iterator[Step]:
        board, quiet, placed = self.board, self.quiet, self.placed
        if not quiet:
            yield FirstEmpty(board.cell((~occupied & (occupied + 1)).bit_length() - 1))
        for piece, mask in self.choices(occupied, used):
            self.nodes += 1
            now = occupied | mask
            placed.append((piece, mask))
            if not quiet:
                yield Place(board.cells(mask), LETTERS[piece])
            if now == board.full:
                yield from self.write()
            else:
                area = board.island(now)
                if area % AREA == 0:
                    if self.asked():
                        yield from self._rest(now, used | 1 << piece, leaps=True)
                    else:
                        yield from self._cover(now, used | 1 << piece)
                elif not quiet:
                    yield Reject(board.cells(mask), ngettext("an island of {n} cell", "an island of {n} cells", area).format(n=area))
            placed.pop()
            if not quiet:
                yield Remove(board.cells(mask), LETTERS[piece])

    def _cover_quiet(self, occupied: int, used: int) -> Iterator[Step]:
        """``_cover`` yielding only the tilings, with the island measured in place (all in locals)."""
        board, placed, x_masks = self.board, self.placed, self.x_masks
        h, w, full, not_top, not_bottom = board.h, board.w, board.full, board.not_top, board.not_bottom
        e = (~occupied & (occupied + 1)).bit_length() - 1
        j, i = divmod(e, h)
        shift = j * h
        for piece, shape, span in self.table[i, (~occupied >> shift) & board.column]:
            if used >> piece & 1 or j + span > w:
                continue
            mask = shape << shift
            if mask & occupied or piece == X_PIECE and x_masks is not None and mask not in x_masks:
                continue
            self.nodes += 1
            now = occupied | mask
            placed.append((piece, mask))
            if now == full:
                yield from self.write()
            else:
                free = full & ~now
                region = free & -free
                while True:  # the island of the next first empty cell (``_Board.island``)
                    grown = (region | (region << 1 & not_top) | (region >> 1 & not_bottom) | region << h
                             | region >> h) & free
                    if grown == region:
                        break
                    region = grown
                if not region.bit_count() % AREA:
                    yield from self._cover_quiet(now, used | 1 << piece)
            placed.pop()

    # --- Algorithm X --------------------------------------------------------------------------
    def algorithm_x(self) -> Iterator[Step]:
        cover = _Cover(self)
        if self.quiet:
            yield from cover.rest(cover.all_rows, cover.all_columns, leaps=False)
        else:
            yield from cover.search(cover.all_rows, cover.all_columns)


class _Cover:
    """The exact cover as bit sets: one bit per column (piece or free cell), one bit per row (placement).

    ``rows_of[c]`` holds the rows covering column c, ``columns_of[r]`` the columns of row r and
    ``clash[r]`` every row sharing a column with r (r included).  A state of the search is two
    integers, the rows still possible and the columns still open: choosing row r keeps
    ``rows & ~clash[r]`` and ``columns & ~columns_of[r]``, so nothing is undone on the way back.
    """

    def __init__(self, search: _Search) -> None:
        self.owner = search
        board = search.board
        pieces = [p for p, letter in enumerate(LETTERS) if not search.used >> p & 1]
        free_bits = [b for b in range(board.h * board.w) if not board.start >> b & 1]
        self.names = [_("piece {piece}").format(piece=LETTERS[p]) for p in pieces] + [
            _("row {row}, column {column}").format(row=board.cell(b)[0] + 1, column=board.cell(b)[1] + 1) for b in free_bits]
        column_of_piece = {p: k for k, p in enumerate(pieces)}
        column_of_bit = {b: len(pieces) + k for k, b in enumerate(free_bits)}
        self.placements = list(_rows(board, pieces, search.x_masks))
        self.columns_of = [sum(1 << column_of_bit[b] for b in range(mask.bit_length()) if mask >> b & 1)
                           | 1 << column_of_piece[piece] for piece, mask in self.placements]
        rows_of = [0] * len(self.names)
        for r, columns in enumerate(self.columns_of):
            for c in range(columns.bit_length()):
                if columns >> c & 1:
                    rows_of[c] |= 1 << r
        self.rows_of = {1 << c: rows for c, rows in enumerate(rows_of)}  # keyed by the column's bit
        self.clash = [0] * len(self.placements)
        for r, columns in enumerate(self.columns_of):
            for c in range(columns.bit_length()):
                if columns >> c & 1:
                    self.clash[r] |= rows_of[c]
        self.all_rows = (1 << len(self.placements)) - 1
        self.all_columns = (1 << len(self.names)) - 1
        self._core: fast.CompiledCover | None = None

    def choose(self, rows: int, columns: int) -> tuple[int, int]:
        """The open column with fewest possible rows (the first such) and those rows."""
        rows_of = self.rows_of
        best, fewest, count = 0, -1, 1 << 30
        while columns:
            bit = columns & -columns
            found = rows & rows_of[bit]
            n = found.bit_count()
            if n < count:
                best, fewest, count = bit, found, n
                if not n:
                    break
            columns ^= bit
        return best, fewest

    def search(self, rows: int, columns: int) -> Iterator[Step]:
        """Algorithm X with every step shown: the column chosen, each row placed and removed."""
        state = self.owner
        if not columns:
            yield from state.write()
            return
        board, placed = state.board, state.placed
        column, choices = self.choose(rows, columns)
        yield Branch(self.names[column.bit_length() - 1], choices.bit_count())
        while choices:
            bit = choices & -choices
            choices ^= bit
            r = bit.bit_length() - 1
            piece, mask = self.placements[r]
            state.nodes += 1
            placed.append((piece, mask))
            yield Place(board.cells(mask), LETTERS[piece])
            if state.asked():
                yield from self.rest(rows & ~self.clash[r], columns & ~self.columns_of[r], leaps=True)
            else:
                yield from self.search(rows & ~self.clash[r], columns & ~self.columns_of[r])
            yield Remove(board.cells(mask), LETTERS[piece])
            placed.pop()

    def rest(self, rows: int, columns: int, leaps: bool) -> Iterator[Step]:
        """The quiet search below node (rows, columns): the compiled core's when it is built."""
        state = self.owner
        if fast.CORE is None:
            yield from self.quiet(rows, columns)
            return
        if not columns:
            yield from state.write()
            return
        if self._core is None:
            self._core = fast.new_cover([self.rows_of[1 << c] for c in range(len(self.names))], self.clash,
                                        self.columns_of)
        core = self._core
        assert core is not None
        core.start(fast.words(rows, (len(self.placements) + 63) // 64 or 1), fast.words(columns, fast.COLUMN_WORDS))
        yield from state.drive(core, leaps, self.placements.__getitem__)

    def quiet(self, rows: int, columns: int) -> Iterator[Step]:
        """The same search yielding only the tilings, as fast as it goes (everything in locals)."""
        state = self.owner
        if not columns:
            yield from state.write()
            return
        rows_of = self.rows_of
        fewest, count, left = 0, 1 << 30, columns
        while left:  # the open column with fewest rows: ``choose`` written out
            bit = left & -left
            found = rows & rows_of[bit]
            n = found.bit_count()
            if n < count:
                fewest, count = found, n
                if not n:
                    return
            left ^= bit
        placed, placements, clash, columns_of, quiet = state.placed, self.placements, self.clash, self.columns_of, self.quiet
        while fewest:
            bit = fewest & -fewest
            fewest ^= bit
            r = bit.bit_length() - 1
            state.nodes += 1
            placed.append(placements[r])
            yield from quiet(rows & ~clash[r], columns & ~columns_of[r])
            placed.pop()


def _same(placement: tuple[int, int]) -> tuple[int, int]:
    return placement


def _placements(board: _Board, pieces: list[int]) -> Iterator[tuple[int, int]]:
    """Every placement (piece, mask) of the given pieces that fits on the free cells."""
    for piece in pieces:
        for shape in ORIENTATIONS[LETTERS[piece]]:
            height = 1 + max(r for r, _ in shape)
            width = 1 + max(c for _, c in shape)
            for top in range(board.params.height - height + 1):
                for left in range(board.params.width - width + 1):
                    mask = sum(1 << board.bit((top + r, left + c)) for r, c in shape)
                    if not mask & board.start:
                        yield piece, mask


def _rows(board: _Board, pieces: list[int], x_masks: frozenset[int] | None) -> Iterator[tuple[int, int]]:
    """The exact cover's rows: the placements, those of X kept to its corner when ``x_masks`` is given."""
    for piece, mask in _placements(board, pieces):
        if piece != X_PIECE or x_masks is None or mask in x_masks:
            yield piece, mask


def cover_rows(params: Params) -> list[tuple[str, tuple[Cell, ...]]]:
    """The puzzle as an exact cover, as Algorithm X sees it: every placement (letter, cells).

    Each piece and each free cell must be covered exactly once; with ``distinct`` the X piece
    is kept to its corner.  (For checking against other exact-cover solvers.)
    """
    board = _Board(params)
    pieces = [p for p, letter in enumerate(LETTERS) if letter in params.pieces]
    x_masks = _x_corner(board) if params.distinct else None
    return [(LETTERS[piece], board.cells(mask)) for piece, mask in _rows(board, pieces, x_masks)]


def _x_corner(board: _Board) -> frozenset[int]:
    """The placements of X whose centre lies in the board's first quarter (of a square: eighth)."""
    params = board.params
    allowed = set()
    for _piece, mask in _placements(board, [X_PIECE]):
        r, c = board.cells(mask)[2]  # the centre of the cross
        if 2 * r <= params.height - 1 and 2 * c <= params.width - 1 and (params.height != params.width or r <= c):
            allowed.add(mask)
    return frozenset(allowed)


def solve(params: Params, quiet: bool = False, first: bool = False, live: list | None = None,
          hurry: Hurry = never) -> SolverRun:
    """Every tiling, as steps (only ``Solution`` ones when ``quiet``); ``first``: stop at the first.

    ``live`` receives the search at once (another thread may read where it stands, ``where()``, while
    it runs: ``solve pentominoes --progress``).  A watched search hands what is left below the pieces on
    the board to the fast path from the moment ``hurry()`` says so (a scene's "To the end"), when the
    compiled core is built."""
    search = _Search(params, quiet, first)
    search.asked = hurry if fast.CORE is not None else never
    if live is not None:
        live.append(search)
    return _run(search)


def _run(search: _Search) -> SolverRun:
    yield from stoppable(search.book() if search.params.method == "book" else search.algorithm_x())
    return search.stats()


# --- symmetry and checks ------------------------------------------------------------------------
def images(tiling: Tiling) -> tuple[Tiling, ...]:
    """The tiling under the board's symmetries (4 for a rectangle, 8 for a square)."""
    found = []
    shapes = [tiling]
    if len(tiling) == len(tiling[0]):
        shapes.append(tuple("".join(column) for column in zip(*tiling)))
    for shape in shapes:
        flipped = shape[::-1]
        found += [shape, flipped, tuple(row[::-1] for row in shape), tuple(row[::-1] for row in flipped)]
    return tuple(found)


@lru_cache(maxsize=256)
def canonical(tiling: Tiling) -> Tiling:
    """The representative of a tiling's family of images: the smallest (remembered a while: the solver,
    the picture and the solutions' list each ask it of every tiling found)."""
    return min(images(tiling))


def check(params: Params, tiling: Tiling) -> None:
    """Verify a tiling cell by cell (``ValueError`` naming the first fault)."""
    if len(tiling) != params.height or any(len(row) != params.width for row in tiling):
        raise ValueError("the tiling is not the board's size")
    hole = params.hole_cells()
    cells: dict[str, list[Cell]] = {}
    for r, row in enumerate(tiling):
        for c, letter in enumerate(row):
            if ((r, c) in hole) != (letter == HOLE):
                raise ValueError(f"cell {(r, c)} holds {letter!r}")
            if letter != HOLE:
                cells.setdefault(letter, []).append((r, c))
    if sorted(cells) != sorted(params.pieces):
        raise ValueError(f"the pieces used are {''.join(sorted(cells))}, not {params.pieces}")
    for letter, where in cells.items():
        if _normal(where) not in ORIENTATIONS[letter]:
            raise ValueError(f"the cells of {letter} do not form that piece: {where}")


HURRIES = True  # ``solve(…, hurry=…)``: a scene's "To the end" takes the fast path

OPTIONS = (
    IntOption("width", N_("Width"), 1, MAX_SIDE, 20, N_("columns of the board")),
    IntOption("height", N_("Height"), 1, MAX_SIDE, 3, N_("rows of the board")),
    BoolOption("hole", N_("Centre hole"), False, N_("leave out the central 2 x 2 (the 8 x 8 square)")),
    ChoiceOption("method", N_("Method"), (("book", N_("The book: first empty cell")), ("dlx", N_("Algorithm X (Knuth)"))), "book",
                 N_("the book's tables or Knuth's Algorithm X")),
    BoolOption("distinct", N_("Hide images"), False,
               N_("one tiling per family of rotated and mirrored images (X kept to one corner)")),
    BoolOption("drawing", N_("Drawing"), True, N_("show every piece placed (off: only the tilings, to time the search)")),
    TextOption("pieces", N_("Pieces"), LETTERS, N_("the piece set, as letters"), LETTERS),
)


def settle(values: dict, changed: str) -> dict:
    """The setup panel's values once ``changed`` was set: a new width (or height, or hole) brings the
    other side along when one whole number of rows (columns) then fits the pieces exactly."""
    pieces = str(values.get("pieces", LETTERS)).strip().upper() or LETTERS
    cells = AREA * len(set(pieces) & set(LETTERS)) + (4 if values.get("hole") else 0)
    mover, other = ("height", "width") if changed == "height" else ("width", "height")
    side = int(values.get(mover, 0) or 0)
    if changed in ("width", "height", "hole") and side > 0 and cells % side == 0 and cells // side <= MAX_SIDE:
        return {**values, other: cells // side}
    return values


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    return Params(int(values.get("width", 20)), int(values.get("height", 3)), bool(values.get("hole", False)),
                  str(values.get("method", "book")), bool(values.get("distinct", False)),
                  str(values.get("pieces", LETTERS)).strip().upper(), bool(values.get("drawing", True)))
