"""Builds the perfect player's book (games/kalah/perfect.py): ``python -m games.kalah.book_builder``.

One run proves, ply by ply, every position the perfect player can face within ``--plies`` turns of the
start, for one number of stones a pit and one capture rule, appending each entry to a work file as soon
as it is proved (with its time in a comment line before it), so a run stopped midway keeps what it
proved and a new run goes on from there; ``--turns N`` proves instead every position within N whole turns
whatever both sides play (``perfect.within_turns``) that the shipped book lacks, reading the shipped book's
values as its proofs' own; ``--pack`` gathers work files into the shipped book::

    python -m games.kalah.book_builder --stones 4 --capture standard --plies 5 --work book-4-standard.txt
    python -m games.kalah.book_builder --stones 4 --capture empty --plies 5 --work book-4-empty.txt
    python -m games.kalah.book_builder --stones 4 --capture standard --turns 3 --work turns-4-standard.txt
    python -m games.kalah.book_builder --pack book-*.txt turns-*.txt

Each proof has the whole table of ``--megabytes`` (1024 by default) and reads what the proof before it
kept (the positions follow one another down the tree); the 18-stone endgame tables are used when they are
in the cache (``analyse kalah ... --seconds 60`` builds them), and with ``--turns`` the 20-stone ones
(``ai.PROOF_ENDGAME_STONES``, which ``analyse kalah`` builds).  Not a pure module: it prints and writes.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from games.kalah import ai
from games.kalah.perfect import (
    BOOK_FILE,
    PERFECT_STONES,
    Entry,
    Key,
    Perfect,
    book_bytes,
    covered_plies,
    faced,
    format_entry,
    key_of,
    prove,
    read_lines,
    shipped_book,
    within_turns,
)
from games.kalah.rules import CAPTURES, Position


def build(stones: int, capture: str, plies: int, work: Path, megabytes: int) -> None:
    """Prove into ``work`` (read first: its entries are not proved again), printing each ply's figures."""
    book = read_lines(work.read_text(encoding="ascii").splitlines()) if work.exists() else {}
    started = time.monotonic()
    with work.open("a", encoding="ascii") as out:

        def proof(pos: Position) -> Entry:
            began = time.monotonic()
            entry = prove(pos, megabytes=megabytes, keep=True, book=False)  # from nothing: not from the book shipped
            out.write(f"# {time.monotonic() - began:.3f} s\n{format_entry(key_of(pos), entry)}\n")
            out.flush()
            return entry


        counts: dict[int, int] = {}
        for ply, _ in faced(stones, capture, Perfect(book, proof), plies):
            if ply not in counts and counts:
                done = max(counts)
                print(f"ply {done}: {counts[done]} positions, {time.monotonic() - started:.0f} s so far", flush=True)
            counts[ply] = counts.get(ply, 0) + 1
        print(f"ply {max(counts)}: {counts[max(counts)]} positions, {time.monotonic() - started:.0f} s in all", flush=True)


def build_turns(stones: int, capture: str, turns: int, work: Path, megabytes: int) -> None:
    """Prove into ``work`` every position within ``turns`` whole turns that neither the shipped book nor ``work``
    holds, printing each one's time."""
    done = read_lines(work.read_text(encoding="ascii").splitlines()) if work.exists() else {}
    shipped = shipped_book()
    wanted = [(turn, pos) for turn, pos in within_turns(stones, capture, turns)
              if key_of(pos) not in shipped and key_of(pos) not in done]
    print(f"{len(wanted)} positions to prove", flush=True)
    started = time.monotonic()
    with work.open("a", encoding="ascii") as out:
        for count, (turn, pos) in enumerate(wanted, 1):
            began = time.monotonic()
            entry = prove(pos, megabytes=megabytes, keep=True, stones=ai.PROOF_ENDGAME_STONES)
            took = time.monotonic() - began
            out.write(f"# {took:.3f} s, {turn} turns in\n{format_entry(key_of(pos), entry)}\n")
            out.flush()
            print(f"{count}/{len(wanted)}, {turn} turns in: {took:.1f} s ({time.monotonic() - started:.0f} s so far)",
                  flush=True)


def pack(works: list[Path], target: Path = BOOK_FILE) -> tuple[dict[Key, Entry], list[str]]:
    """Gather the work files' entries into the book file ``target``, with a note of the plies it covers for
    each game (``covered_plies``); the book and the notes."""
    book: dict[Key, Entry] = {}
    for work in works:
        book.update(read_lines(work.read_text(encoding="ascii").splitlines()))
    notes = [f"covers: stones={stones} capture={capture} plies={covered_plies(book, stones, capture)}"
             for stones in PERFECT_STONES for capture in CAPTURES]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(book_bytes(book, notes))
    return book, notes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.kalah.book_builder", description=__doc__.split("\n")[0])
    parser.add_argument("--stones", type=int, choices=(3, 4), default=4)
    parser.add_argument("--capture", choices=CAPTURES, default="standard")
    parser.add_argument("--plies", type=int, default=5)
    parser.add_argument("--turns", type=int, help="every position within so many whole turns, whatever both play")
    parser.add_argument("--megabytes", type=int, default=1024)
    parser.add_argument("--work", type=Path)
    parser.add_argument("--pack", type=Path, nargs="+", metavar="WORK")
    parser.add_argument("--to", type=Path, default=BOOK_FILE)
    args = parser.parse_args(argv)
    if args.pack:
        book, notes = pack(args.pack, args.to)
        print("\n".join(notes))
        print(f"{len(book)} entries, {args.to.stat().st_size} bytes in {args.to}")
        return 0
    if args.work is None:
        parser.error("--work names the work file (or --pack the work files to gather)")
    if args.turns is not None:
        build_turns(args.stones, args.capture, args.turns, args.work, args.megabytes)
    else:
        build(args.stones, args.capture, args.plies, args.work, args.megabytes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
