"""Kalah's perfect player (pure): every turn it plays has the best exact value, from the first move.

The level "Perfect" (``engine.duels.basics.PERFECT``, above level 5) is offered for ``PERFECT_STONES`` stones a pit (3 and
4), under both capture rules, with or without the pie rule.  Its turn in a position is:

- in the **book** (``BOOK_FILE``, made by ``python -m games.kalah.book_builder``): the exact gain and a
  best turn of every position the perfect player can face in the first plies, whoever began, under
  either rule, with the pie rule or without (the builder walks the very tree this module plays), and every
  position within the first whole turns of a 4-stone game whatever both sides play (``within_turns``: where a
  coach between two people meets positions far from the perfect player's line); else
- **proved** there and then: ``ai.search`` with a ``Proof`` (MTD(f) to the end of the game) and no time
  bound, so the turn is always a best one, however long the proof takes; the book goes deep enough for
  those proofs to take about a second on the machine it was made on.

A book entry, like the compiled core's table, is keyed by the 12 pits seen from the mover and the
capture rule: the *gain* (what the mover will still bank minus what the opponent will, with perfect
play) and the best turns do not depend on the kalahs, nor on who began.

The pie rule (games/kalah/rules.py): the swap turns the board round and gives the second player the
first player's place, so the second player's value at the offer is ``|m|``, where ``m`` is the margin
(the mover's kalah minus the other's, at the end with perfect play) of the position the first turn
left, for the second player: they swap when ``m < 0``, the position favouring the first player.  The
first player's first turn is then the one that leaves the smallest ``|m|`` (the first such turn in
``compound_moves``'s order); after the opening the game is the ordinary one.

Memory: the proof's transposition table is at most ``PROOF_MEGABYTES`` (256 MB unless the environment's
``ARSAC_KALAH_PERFECT_MB`` says otherwise), with the largest endgame table ready in the cache
(``ai.ready_endgame_stones``): 18 stones (86 MB; fewer with ``ARSAC_KALAH_PROOF_STONES``, as for ``analyse
kalah``), else a step of 16 or 14 (30 or 10 MB), else the game's own of 10; the book is read once, into a dict of
about 97,000 entries.  The larger tables make the proofs past the book up to ten times quicker; they are never
built for a move (the 18-stone one takes some 40 s, once): the Kalah board computes them on a thread as soon as a
game against Perfect begins (games/kalah/scene.py), the steps first (about 2 and 10 s), while the first turns come
from the book; a long ``analyse kalah`` has it built in the background too (with its own 20-stone one).
"""
from __future__ import annotations

import gzip
import time
import zlib
from collections import ChainMap
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from dataclasses import replace
from functools import lru_cache

from engine.duels.limits import Limit
from engine.files.integrity import refuse, usable
from engine.files.paths import ASSETS
from engine.language.translation import N_
from games.kalah import ai, endgame
from games.kalah.rules import (
    CAPTURES,
    FIRST_TURN,
    NO_SWAP,
    SWAP,
    SWAP_OFFERED,
    CompoundMove,
    Move,
    Params,
    Position,
    Variant,
    apply_compound,
    compound_moves,
    initial,
    is_over,
    seen_by,
)

PERFECT_STONES = (3, 4)  # stones a pit where it is offered
BOOK = "kalah/perfect-book.txt.gz"  # under the assets, and in their manifest
BOOK_FILE = ASSETS / BOOK
PROOF_MEGABYTES = ai.number_from_environment("ARSAC_KALAH_PERFECT_MB", 256, 1, 1 << 20)
UNBOUNDED = 1e12  # the seconds of a proof: it runs to the end
SLOW_HERE = N_("pure Python (no compiled Kalah core): past its book, a turn of Perfect may take minutes")
NO_BOOK_HERE = N_("its book is damaged (see About): every turn of Perfect is proved, which may take a while")
BOOK_HEADER = "# Kalah's perfect book: capture rule | 12 pits seen from the mover | gain | best turn"

Key = tuple[str, tuple[int, ...]]  # (capture rule, the 12 pits seen from the mover)
Entry = tuple[int, CompoundMove]  # (gain, best turn)


def offered(params: Params) -> bool:
    """Is the level offered for these rules (3 and 4 stones a pit)?"""
    return params.stones in PERFECT_STONES


def caveat() -> str:
    """What to know of the level on this install, in English (translated where shown): without the compiled
    core a proof past the book may take minutes, so the level is still offered, with this warning; without its
    book (damaged) every turn is proved; "" with both.  (The core is read from ``ai.COMPILED``, as
    games/compiled_cores.py does: that module reads the entries, not they it.)"""
    if not ai.COMPILED:
        return SLOW_HERE
    return "" if usable(ASSETS, BOOK) else NO_BOOK_HERE


def offered_at(pos: Position) -> bool:
    """Is the level offered for the game of ``pos`` (its stones a pit, from the stones on the desk)?"""
    return sum(pos.desk) in tuple(12 * stones for stones in PERFECT_STONES)


def key_of(pos: Position) -> Key:
    """The book's key of a position: its capture rule and its 12 pits seen from the mover."""
    seen = seen_by(pos.desk, pos.to_move)
    return pos.variant.capture, seen[0:6] + seen[7:13]


def kalahs_margin(pos: Position) -> int:
    """The mover's kalah minus the other's, now."""
    seen = seen_by(pos.desk, pos.to_move)
    return seen[6] - seen[13]


def ordinary(pos: Position) -> Position:
    """The same board with no swap to come (what the book and the proofs value)."""
    return replace(pos, opening=NO_SWAP) if pos.opening != NO_SWAP else pos


# --- the book file ---------------------------------------------------------------------------------

def format_entry(key: Key, entry: Entry) -> str:
    """One line of the book: ``standard | 4 4 4 4 4 4 4 4 4 4 4 4 | 8 | 3 6`` (a turn's pits as the mover
    numbers them)."""
    capture, pits = key
    gain, turn = entry
    return f"{capture} | {' '.join(map(str, pits))} | {gain} | {' '.join(str(m.pit) for m in turn)}"


def parse_entry(line: str) -> tuple[Key, Entry]:
    """The inverse of ``format_entry`` (``ValueError`` for a line that is not one)."""
    capture, pits, gain, turn = (part.strip() for part in line.split("|"))
    numbers = tuple(int(word) for word in pits.split())
    if capture not in CAPTURES or len(numbers) != 12 or min(numbers) < 0:
        raise ValueError(f"not a book line: {line[:80]!r}")
    return (capture, numbers), (int(gain), tuple(Move(int(word)) for word in turn.split()))


def read_lines(lines: Iterable[str]) -> dict[Key, Entry]:
    """The entries of a book's lines (blank lines and ``#`` comments skipped)."""
    book: dict[Key, Entry] = {}
    for line in lines:
        if line.strip() and not line.startswith("#"):
            key, entry = parse_entry(line)
            book[key] = entry
    return book


def book_bytes(book: dict[Key, Entry], notes: Iterable[str] = ()) -> bytes:
    """The book file's bytes: the header, ``notes`` as comments, its lines sorted, gzip with no time stamp
    (the same book, the same bytes)."""
    lines = [BOOK_HEADER, *(f"# {note}" for note in notes), *sorted(format_entry(key, entry) for key, entry in book.items())]
    text = "\n".join(lines) + "\n"
    return gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)


@lru_cache(maxsize=1)
def shipped_book() -> dict[Key, Entry]:
    """The shipped book (``BOOK``, under ``ASSETS`` and their manifest), read once; empty when the file is
    missing or damaged (it is checked before it is read, and read whole before any entry is used: gzip's own
    check at its end included), and then level Perfect proves every turn."""
    if not usable(ASSETS, BOOK):
        return {}
    path = ASSETS / BOOK
    try:
        with gzip.open(path, "rt", encoding="ascii") as lines:
            return read_lines(lines)
    except (OSError, EOFError, zlib.error, ValueError):  # cut short, or not a book (an unlisted file)
        refuse(path)
        return {}


def book_margin(pos: Position) -> int | None:
    """The mover's final margin with perfect play from ``pos`` in the ordinary game, read from the shipped book
    (or the game's end); None when the book does not hold it (or a swap is still to come)."""
    if is_over(pos):
        return kalahs_margin(pos)
    if pos.opening != NO_SWAP:
        return None
    entry = shipped_book().get(key_of(pos))
    return None if entry is None else kalahs_margin(pos) + entry[0]


@lru_cache(maxsize=2)
def known_values(capture: str) -> ai.KnownValues:
    """The shipped book's values under the rule ``capture``, for a proof to read as its own (``ai.Proof.book``): the
    book's values are exact (each was proved when the book was made), and a proof that meets one of its positions, as
    a proof near the start does, goes no further there.  (Made once a rule: some 47,000 positions, 0.6 MB.)"""
    pits, gains = bytearray(), bytearray()
    for (rule, seen), (gain, _turn) in shipped_book().items():
        if rule == capture:
            pits += bytes(seen)
            gains.append(gain & 0xFF)
    return ai.KnownValues(bytes(pits), bytes(gains))


# --- proofs ----------------------------------------------------------------------------------------

def prove(pos: Position, clock: Callable[[], float] = time.monotonic, megabytes: int = PROOF_MEGABYTES,
          keep: bool = False, guess: int | None = None, stones: int | None = None, known: bool = False,
          book: bool = True, threads: int | None = None) -> Entry:
    """The exact gain of ``pos`` for the mover and a best turn, by a proof run to the end (no time bound);
    ``keep``: the compiled core reads what the last proofs kept (the book builder's proofs follow one
    another down the tree); ``guess``: the mover's final margin the proof's passes begin from (``known``: it is
    the value, and only a turn worth it is looked for); ``stones``: the endgame table it wants (``ai.Proof``: a
    smaller one ready, or a step built at once, until that one is); the largest ready by default; ``book``: the
    proof reads the shipped book's values of the positions it meets (``known_values``; not while a book is made);
    ``threads``: its search threads (``ai.Proof.threads``).  With ``keep`` as without, the turn is the first of the
    best in the root's order a proof from nothing takes (``ai.ASIDE``): the same entry whatever the table kept."""
    entry = try_prove(pos, None, clock, megabytes, keep, guess, stones, known, book, threads)
    if entry is None:  # no node bound: a proof always ends exact
        raise RuntimeError(f"a proof ended with no exact value: {pos}")
    return entry


def try_prove(pos: Position, nodes: int | None, clock: Callable[[], float] = time.monotonic,
              megabytes: int = PROOF_MEGABYTES, keep: bool = False, guess: int | None = None, stones: int | None = None,
              known: bool = False, book: bool = True, threads: int | None = None) -> Entry | None:
    """``prove``'s entry if the proof ends within about ``nodes`` nodes (None: however many), else None: a look
    that may stop (the coach's, while a person thinks; a proof with a node bound searches on one thread); with
    ``keep``, what it proved serves the next proofs (the same position's next look goes on from there).  The other
    arguments are ``prove``'s."""
    pos = ordinary(pos)
    stones = ai.ready_endgame_stones(pos.variant.empty_capture) if stones is None else stones
    proof = ai.Proof(megabytes, stones, guess=guess, known=known, book=known_values(pos.variant.capture) if book else None,
                     threads=threads)
    limit = Limit(seconds=UNBOUNDED, clock=clock) if nodes is None else Limit(nodes=nodes, clock=clock)
    found = ai.search(pos, limit, proof=proof, keep=keep)
    return (found.value - kalahs_margin(pos), found.move) if found.exact else None


class Perfect:
    """The perfect player's choices: each position's entry from ``book``, else from ``proof`` (added to the
    book given, so the builder's book fills as it plays)."""

    def __init__(self, book: MutableMapping[Key, Entry], proof: Callable[[Position], Entry]) -> None:
        self.book = book
        self.proof = proof

    def entry(self, pos: Position) -> Entry:
        """The gain and best turn of the ordinary game from ``pos`` (not over)."""
        key = key_of(pos)
        found = self.book.get(key)
        if found is None:
            found = self.book[key] = self.proof(pos)
        return found

    def margin(self, pos: Position) -> int:
        """The mover's final margin with perfect play in the ordinary game from ``pos``."""
        if is_over(pos):
            return kalahs_margin(pos)
        return kalahs_margin(pos) + self.entry(pos)[0]

    def pie_first_turn(self, pos: Position) -> CompoundMove:
        """Under the pie rule, the first turn leaving the second player the least ``|margin|``."""
        return min(compound_moves(pos), key=lambda turn: abs(self.margin(apply_compound(pos, turn))))

    def swaps(self, pos: Position) -> bool:
        """At the pie rule's offer: swap when the position favours the first player."""
        return self.margin(ordinary(pos)) < 0

    def turn(self, pos: Position) -> CompoundMove:
        """The turn to play in ``pos`` (not over)."""
        if pos.opening == FIRST_TURN:
            return self.pie_first_turn(pos)
        if pos.opening == SWAP_OFFERED and self.swaps(pos):
            return (SWAP,)
        return self.entry(pos)[1]


def choose_move(pos: Position, limit: Limit = Limit()) -> CompoundMove:
    """The perfect player's turn: the shipped book's, else a proof's (``limit.clock`` only times it).

    The book is not copied (what a proof adds goes to a layer of its own).  A turn from the book also loads the
    endgame table the proofs will take, so that the first proof past the book does not wait for it."""
    player = Perfect(ChainMap({}, shipped_book()), lambda p: prove(p, limit.clock, keep=True))
    from_book = key_of(pos) in player.book
    turn = player.turn(pos)
    if from_book:
        rule = pos.variant.empty_capture
        endgame.table(stones=ai.ready_endgame_stones(rule), empty_capture=rule)
    return turn


def faced(stones: int, capture: str, player: Perfect, plies: int) -> Iterator[tuple[int, Position]]:
    """Every position the perfect ``player`` moves in within ``plies`` turns of the start (the swap not
    counted), with its ply, ply by ply: as first player or second, with the pie rule or without, whatever
    the other side plays.  The positions are ordinary ones (no swap to come), one for each board.

    Each position is valued (``player.entry``) before it is yielded, a ply's all before the next ply's,
    so the book of a builder stopped midway covers whole plies (and part of the next).  (The walk of
    ``FacedWalk`` in order: a ply's positions are all listed once the plies before it are valued.)"""
    walk = FacedWalk(stones, capture, player, plies)
    for ply in range(plies + 1):
        for pos in walk.at(ply):
            walk.valued(pos, player.entry(pos))
            yield ply, pos


class FacedWalk:
    """``faced``'s positions listed as soon as they can be, for a builder that values them in any order and many
    at once: a position of ply p + 2 once the perfect player's turn in the position of ply p it follows is valued
    (every reply to that turn), those of ply 2 the pie rule adds once all of ply 1 is (the replies to the board its
    first turn leaves and to the ply-1 positions it swaps); each board once, at the fewest plies it is reached in
    (one listed at more plies first is moved to fewer when reached so, and what follows it too).

    ``take()`` gives the positions listed since it was last called; ``valued(pos, entry)`` takes a listed
    position's entry (the gain and best turn) and lists what follows; ``finished()`` gives the plies all listed
    and valued since it was last called, in order.  The pie rule's step reads ``player``'s margins of ply 1 (its
    book holds them by then)."""

    def __init__(self, stones: int, capture: str, player: Perfect, plies: int) -> None:
        self.start = initial(Params(stones, Variant(capture)))
        self.player, self.plies = player, plies
        self.ply: dict[Key, int] = {}             # each listed board's fewest plies
        self.position: dict[Key, Position] = {}   # in the order listed
        self.entries: dict[Key, Entry] = {}
        self.waiting = [0] * (plies + 1)          # each ply's positions listed, not valued yet
        self.new: list[Position] = []
        self.reported = 0                         # the plies ``finished`` has given
        self.pie_listed = plies < 2
        self._list(self.start, 0)
        for turn in compound_moves(self.start):
            self._list(apply_compound(self.start, turn), 1)

    def take(self) -> list[Position]:
        """The positions listed since the last call, in the order listed."""
        new, self.new = self.new, []
        return new

    def at(self, ply: int) -> list[Position]:
        """The positions listed at ``ply`` so far, in the order listed."""
        return [pos for key, pos in self.position.items() if self.ply[key] == ply]

    def valued(self, pos: Position, entry: Entry) -> None:
        """A listed position's entry: what follows it is listed."""
        key = key_of(pos)
        if key in self.entries:
            return
        self.entries[key] = entry
        self.waiting[self.ply[key]] -= 1
        self._follow(key)
        if not self.pie_listed and self.waiting[0] == self.waiting[1] == 0:
            self.pie_listed = True
            self._list_pie_replies()

    def finished(self) -> list[tuple[int, list[Position]]]:
        """Each ply newly finished (its positions can no longer grow, and are all valued), with its positions."""
        done = []
        while self.reported <= self.plies and self._final(self.reported):
            done.append((self.reported, self.at(self.reported)))
            self.reported += 1
        return done

    def _final(self, ply: int) -> bool:
        feeding = 1 if ply == 2 else ply - 2  # the plies whose values list this one's positions
        return all(self.waiting[before] == 0 for before in range(feeding + 1)) and self.waiting[ply] == 0

    def _list(self, pos: Position, ply: int) -> None:
        if ply > self.plies or is_over(pos):
            return
        key = key_of(pos)
        known = self.ply.get(key)
        if known is not None and known <= ply:
            return
        self.ply[key] = ply
        if known is None:
            self.position[key] = pos
            self.new.append(pos)
            self.waiting[ply] += 1
        elif key in self.entries:
            self._follow(key)  # reached in fewer plies: so is what follows it
        else:
            self.waiting[known] -= 1
            self.waiting[ply] += 1

    def _follow(self, key: Key) -> None:
        self._replies(apply_compound(self.position[key], self.entries[key][1]), self.ply[key] + 2)

    def _replies(self, theirs: Position, ply: int) -> None:
        if not is_over(theirs):
            for reply in compound_moves(theirs):
                self._list(apply_compound(theirs, reply), ply)

    def _list_pie_replies(self) -> None:
        """The pie rule's positions of ply 2: the replies to the board the perfect first turn leaves (not swapped),
        and to the ply-1 positions the perfect second player swaps."""
        start = self.start
        pie_start = replace(start, variant=replace(start.variant, pie=True), opening=FIRST_TURN)
        pie_turn = ordinary(apply_compound(pie_start, self.player.pie_first_turn(pie_start)))
        self._replies(replace(pie_turn, variant=start.variant), 2)
        for pos in self.at(1):
            if self.player.margin(pos) < 0:
                self._replies(pos, 2)


def within_turns(stones: int, capture: str, turns: int) -> Iterator[tuple[int, Position]]:
    """Every position within ``turns`` whole turns of the start whatever both sides play (not over), once for each
    board, with its number of turns, the fewest first: the ones a coach between two people meets first."""
    level = [initial(Params(stones, Variant(capture)))]
    seen = {key_of(level[0])}
    for turn in range(1, turns + 1):
        after = _unique(apply_compound(pos, moves) for pos in level for moves in compound_moves(pos))
        level = [pos for pos in after if not is_over(pos) and key_of(pos) not in seen]
        seen.update(key_of(pos) for pos in level)
        yield from ((turn, pos) for pos in level)


def covered_plies(book: dict[Key, Entry], stones: int, capture: str, most: int = 40) -> int:
    """The most plies (up to ``most``) within which ``book`` holds every position the perfect player can
    face (``faced``) in the game of ``stones`` a pit under the rule ``capture``; -1 if not even the start."""
    missing: list[Position] = []

    def stand_in(pos: Position) -> Entry:  # the walk stops at the first position missing
        missing.append(pos)
        return 0, compound_moves(pos)[0]

    for ply, _ in faced(stones, capture, Perfect(dict(book), stand_in), most):
        if missing:
            return ply - 1
    return most


def _unique(positions: Iterable[Position]) -> list[Position]:
    """One position of each board, in their order."""
    kept: dict[Key, Position] = {}
    for pos in positions:
        kept.setdefault(key_of(pos), pos)
    return list(kept.values())
