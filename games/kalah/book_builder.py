"""Builds the perfect player's book (games/kalah/perfect.py): ``python -m games.kalah.book_builder``.

One run proves every position the perfect player can face within ``--plies`` turns of the start, each as soon as
the turns before it are proved, for one number of stones a pit and one capture rule, appending each entry to a work file as soon
as it is proved (with its time in a comment line before it), so a run stopped midway keeps what it
proved and a new run goes on from there; ``--turns N`` proves instead every position within N whole turns
whatever both sides play (``perfect.within_turns``) that the shipped book lacks, reading the shipped book's
values as its proofs' own; ``--pack`` gathers work files into the shipped book::

    python -m games.kalah.book_builder --stones 4 --capture standard --plies 5 --work book-4-standard.txt
    python -m games.kalah.book_builder --stones 4 --capture empty --plies 5 --work book-4-empty.txt
    python -m games.kalah.book_builder --stones 4 --capture standard --turns 3 --work turns-4-standard.txt
    python -m games.kalah.book_builder --stones 4 --capture empty --plies 5 --work book-4-empty.txt \\
        --scheduler tls://192.168.1.10:8786 --tls-ca-file ca.pem --tls-cert client.pem --tls-key client.key
    python -m games.kalah.book_builder --pack book-*.txt turns-*.txt

The proofs are tasks (engine/cluster/jobs.py): ``--scheduler ADDRESS`` runs them on a Dask cluster's workers,
``--workers N`` on a local cluster of N processes (the machine's cores by default; 0: in this process), as many
positions at once as there are workers' threads; each entry is appended to the work file in one write as its proof comes back, whatever the
order, and the progress goes to standard error.  Each worker (or this process) keeps its table of ``--megabytes``
(1024 by default) from proof to proof and reads the endgame table of ``--endgame-stones`` (18 by default; with
``--turns``, ``ai.PROOF_ENDGAME_STONES``) once, built first where the machine's cache lacks it; an entry is the same
whichever worker proves it and whatever it proved before (``build``, ``proof_task``).  Not a pure module: it prints
and writes.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import TextIO

from engine.cluster import jobs
from engine.cluster.jobs import Backlog, Tasks
from engine.cluster.progress import Progress
from games.kalah import ai
from games.kalah.book_proofs import ProofTask, proof_task
from games.kalah.perfect import (
    BOOK_FILE,
    PERFECT_STONES,
    Entry,
    FacedWalk,
    Key,
    Perfect,
    book_bytes,
    covered_plies,
    format_entry,
    key_of,
    read_lines,
    shipped_book,
    within_turns,
)
from games.kalah.rules import CAPTURES, CompoundMove, Position, apply_compound, compound_moves, is_over


def build(stones: int, capture: str, plies: int, work: Path, megabytes: int, tasks: Tasks | None = None,
          stream: TextIO | None = None, endgame_stones: int = ai.LARGE_ENDGAME_STONES) -> None:
    """Prove into ``work`` (read first: its entries are not proved again) every position the perfect player can face
    within ``plies``, as ``tasks`` (in this process by default), with the endgame table of ``endgame_stones``,
    printing each ply's figures as it is finished and the progress on ``stream``.

    A position is proved as soon as it is known (``FacedWalk``): the start first, by every worker at once (its proof
    searches what follows: in every table, it makes their proofs as quick as one process's), then ply 1, and the two
    plies after each proved position, whatever the rest of its ply is doing (no ply waits for its slowest proof).
    What a proof found serves the next ones: each worker (or this process) keeps its table from proof to proof, and
    on a cluster a position goes to the worker whose proof searched it (``searched``: the one of the perfect player's turn
    before, and the start's for ply 1); the positions waiting start in ``proving_order``."""
    tasks = tasks or Tasks()
    book = read_work(work)
    homes: dict[Key, str | None] = {}  # a position's worker: where what its proof found is kept
    proved_now: set[Key] = set()
    started = time.monotonic()

    def one(pos: Position) -> Entry:  # a position off the walk (the pie rule's first turn): proved alone
        entry, took, _where = tasks.run(proof_task, task_of(pos))
        append_entry(work, key_of(pos), entry, f"{took:.3f} s")
        return entry

    def task_of(pos: Position) -> ProofTask:
        return ProofTask(pos, megabytes, endgame_stones)

    def near(task: ProofTask) -> str | None:
        return homes.get(key_of(task.pos))

    walk = FacedWalk(stones, capture, Perfect(book, one), plies)
    backlog: Backlog[ProofTask] = Backlog(lambda task: proving_order(walk.ply[key_of(task.pos)], task.pos))
    progress = Progress(0, stream) if stream is not None else None

    def list_what_is_known() -> None:  # the positions the walk lists: proved, or read from the work file
        while listed := walk.take():
            if progress is not None:
                progress.grow(len(listed))
            backlog.add(task_of(pos) for pos in listed if key_of(pos) not in book)
            for pos in listed:
                if key_of(pos) in book:
                    walk.valued(pos, book[key_of(pos)])
                    if progress is not None:
                        progress.advance(fresh=False)

    def say_finished() -> None:
        for ply, positions in walk.finished():
            keys = [key_of(pos) for pos in positions]
            print(f"ply {ply}: {len(keys)} positions, {sum(key in proved_now for key in keys)} proved now, "
                  f"{time.monotonic() - started:.0f} s so far", flush=True)

    def proved(task: ProofTask, entry: Entry, took: float, where: str | None) -> None:
        key = key_of(task.pos)
        book[key] = entry
        proved_now.add(key)
        append_entry(work, key, entry, f"{took:.3f} s")
        homes.update(dict.fromkeys(searched(task.pos, entry[1]), where))
        walk.valued(task.pos, entry)
        if progress is not None:
            progress.advance()
        list_what_is_known()
        say_finished()

    list_what_is_known()
    say_finished()
    if key_of(walk.start) not in book:  # the start (the first listed, the first in the order): in every table
        start = next(backlog)
        proved(start, *tasks.everywhere(proof_task, start)[:2], None)
    for task, (entry, took, where) in tasks.results(proof_task, backlog, near):
        proved(task, entry, took, where)
    if progress is not None:
        progress.close()


def build_turns(stones: int, capture: str, turns: int, work: Path, megabytes: int, tasks: Tasks | None = None,
                stream: TextIO | None = None) -> None:
    """Prove into ``work`` every position within ``turns`` whole turns that neither the shipped book nor ``work``
    holds, as ``tasks``, printing each one's time."""
    tasks = tasks or Tasks()
    done = read_work(work)
    shipped = shipped_book()
    wanted = [(turn, pos) for turn, pos in within_turns(stones, capture, turns)
              if key_of(pos) not in shipped and key_of(pos) not in done]
    turn_of = {key_of(pos): turn for turn, pos in wanted}
    print(f"{len(wanted)} positions to prove", flush=True)
    started = time.monotonic()
    progress = Progress(len(wanted), stream) if stream is not None else None
    for count, (task, (entry, took, _where)) in enumerate(
            tasks.results(proof_task, [ProofTask(pos, megabytes, ai.PROOF_ENDGAME_STONES, True) for _turn, pos in wanted]), 1):
        turn = turn_of[key_of(task.pos)]
        append_entry(work, key_of(task.pos), entry, f"{took:.3f} s, {turn} turns in")
        if progress is not None:
            progress.advance()
        print(f"{count}/{len(wanted)}, {turn} turns in: {took:.1f} s ({time.monotonic() - started:.0f} s so far)",
              flush=True)


def searched(pos: Position, turn: CompoundMove) -> list[Key]:
    """The positions a proof of ``pos`` whose best turn is ``turn`` searched that the perfect player may face next:
    every turn's (one ply on: at the start, where the perfect player is the second), then every reply's after
    ``turn`` (two plies on)."""
    after = apply_compound(pos, turn)
    replies = [] if is_over(after) else [key_of(apply_compound(after, reply)) for reply in compound_moves(after)]
    return [key_of(apply_compound(pos, each)) for each in compound_moves(pos)] + replies


def proving_order(ply: int, pos: Position) -> tuple[int, int]:
    """The order of the proofs waiting (the least first): two plies at a time (0 and 1, 2 and 3, ...: in one process,
    as the plies are listed), the most stones left in the pits first (the longer game to prove, guessed to be the
    slower proof, whose table may serve the shorter ones: not measured apart)."""
    return ply // 2, -sum(pos.desk[0:6] + pos.desk[7:13])


def read_work(work: Path) -> dict[Key, Entry]:
    """The entries of the work file ``work`` (none when there is none), its last line dropped from the file when a
    run killed mid-write left it cut."""
    if not work.exists():
        return {}
    text = work.read_text(encoding="ascii")
    if text and not text.endswith("\n"):
        with work.open("r+", encoding="ascii") as handle:
            handle.truncate(len(text.rsplit("\n", 1)[0]) + 1 if "\n" in text else 0)
        text = work.read_text(encoding="ascii")
    return read_lines(text.splitlines())


def append_entry(work: Path, key: Key, entry: Entry, note: str) -> None:
    """Add one entry to the work file, with its note in a comment line before it, in one write (flushed to disk)."""
    fd = os.open(work, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, f"# {note}\n{format_entry(key, entry)}\n".encode("ascii"))
        os.fsync(fd)
    finally:
        os.close(fd)


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
    parser.add_argument("--stones", type=int, choices=(3, 4, 5, 6), default=4,
                        help="stones a pit (Perfect reads the book at 3 and 4; a 5-stone book is built for it on a cluster)")
    parser.add_argument("--capture", choices=CAPTURES, default="standard")
    parser.add_argument("--plies", type=int, default=5)
    parser.add_argument("--turns", type=int, help="every position within so many whole turns, whatever both play")
    parser.add_argument("--megabytes", type=int, default=1024)
    parser.add_argument("--endgame-stones", type=int, choices=range(10, 21), default=ai.LARGE_ENDGAME_STONES,
                        metavar="STONES", help=f"the endgame table the proofs take (default {ai.LARGE_ENDGAME_STONES}; "
                                               "20 for 5 stones a pit: built once, some minutes)")
    parser.add_argument("--work", type=Path)
    parser.add_argument("--pack", type=Path, nargs="+", metavar="WORK")
    parser.add_argument("--to", type=Path, default=BOOK_FILE)
    jobs.add_arguments(parser)
    args = parser.parse_args(argv)
    if args.pack:
        book, notes = pack(args.pack, args.to)
        print("\n".join(notes))
        print(f"{len(book)} entries, {args.to.stat().st_size} bytes in {args.to}")
        return 0
    if args.work is None:
        parser.error("--work names the work file (or --pack the work files to gather)")
    try:
        with jobs.session(jobs.place_of(args), sys.stderr) as tasks:
            if args.turns is not None:
                build_turns(args.stones, args.capture, args.turns, args.work, args.megabytes, tasks, sys.stderr)
            else:
                build(args.stones, args.capture, args.plies, args.work, args.megabytes, tasks, sys.stderr,
                      args.endgame_stones)
    except jobs.ClusterRefused as error:  # before any task: nothing written
        print(f"book_builder: {error}", file=sys.stderr)
        return 1
    except (jobs.ClusterMissing, jobs.ClusterGone, ValueError) as error:
        print(f"book_builder: {error} (what was proved is kept in {args.work}: the same command goes on from there)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
