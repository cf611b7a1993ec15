"""Kalah on the command line: ``analyse kalah --desk D --to-move A|B [--capture standard|empty] [--seconds S]
[--table-mb MB] [--all-moves]``, the same with ``--depth N [--method minimax|alphabeta|ordered]`` (the search the
"Alpha-beta" entry watches, counted), ``analyse kalah --review FILE.klh [--progress]`` (the coach's review of a
game: every whole turn's loss against perfect play, its label and a best turn, each side's summary), and ``replay
FILE``; without the compiled core, ``analyse_caveat`` warns first that the proofs are slow."""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from engine.cluster import jobs
from engine.cluster.progress import Progress
from engine.duels.coach import LABELS, label_text
from engine.entries.options import seconds_argument
from engine.files import builds
from engine.files.paths import cache_dir
from engine.language.translation import N_, _, number
from games.kalah import ai, endgame, proof_file, split_proof, table_builds, table_memory, watch
from games.kalah.ai import ProofState
from games.kalah.analysis import analyse as analyse_desk
from games.kalah.analysis import analyse_moves, replay_text
from games.kalah.analysis import replay as replay_record
from games.kalah.record import RecordError, read_record
from games.kalah.review import review as review_record
from games.kalah.rules import CAPTURES, STANDARD, Position, Variant, is_over, parse_desk
from games.shared.watched_search import add_depth_arguments, analyse_to_depth

SPLIT_TURNS = 2  # a split proof's frontier, in whole turns: some tens of positions to share out
MOST_SECONDS = 3600  # the longest --seconds (a proof from the 5-stone start takes most of an hour)
PURE_PROOFS = N_("pure Python (no compiled Kalah core): the search is some 20 times slower, and a proof may stop "
                 "at an estimate")


def add_analyse_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--desk", help=_("the 14 numbers of desk[14]: A1..A6, A's kalah, B1..B6, "
                                         "B's kalah, comma-separated (or --review)"))
    parser.add_argument("--review", metavar="FILE", help=_("review the game of a .klh record: every whole turn's loss "
                                                           "against perfect play, its label and a better turn"))
    parser.add_argument("--to-move", default="A", help=_("the side to move, A or B (default A)"))
    parser.add_argument("--capture", choices=CAPTURES, default=STANDARD,
                        help=_("the capture rule: standard (the book's: the facing pit must hold stones) or empty "
                               "(a last stone in an empty own pit is always taken); default standard"))
    parser.add_argument("--seconds", type=seconds_argument(MOST_SECONDS), default=1.0,
                        help=_("time to think, up to {most} (default 1)").format(most=MOST_SECONDS))
    parser.add_argument("--table-mb", type=int, default=None,
                        help=_("the most memory of the search's table, in MB (default: ARSAC_KALAH_PROOF_MB, else half "
                               "the memory available, at most {most}; not with --all-moves)").format(
                                   most=table_memory.MOST_MEGABYTES))
    parser.add_argument("--all-moves", action="store_true",
                        help=_("the value of every first sowing of the side to move (the time shared between them)"))
    parser.add_argument("--progress", action="store_true",
                        help=_("write how far the proof (or the review) is to standard error as it goes (not with "
                               "--all-moves)"))
    parser.add_argument("--keep", action="store_true",
                        help=_("keep what the proof proved when it stops short (Ctrl-C, or its time up) in the cache "
                               "folder, and go on from what an earlier run kept (not with --all-moves)"))
    jobs.add_arguments(parser)
    parser.add_argument("--turns", type=int, default=SPLIT_TURNS,
                        help=_("with --scheduler or --workers: the whole turns down to the frontier whose positions "
                               "are proved as tasks (default {turns})").format(turns=SPLIT_TURNS))
    add_depth_arguments(parser)


def analyse_caveat(args: argparse.Namespace) -> str:
    """What to know before ``analyse`` runs here, in English (translated where said): a proof in pure Python
    is slow; "" with the compiled core, or for a search to a fixed depth (``--depth``: small, and pure anyway)."""
    return "" if ai.COMPILED or getattr(args, "depth", None) else PURE_PROOFS


def analyse(args: argparse.Namespace, clock: Callable[[], float] = time.monotonic) -> tuple[str, dict]:
    """The best move (or with ``--all-moves`` every first sowing's value), in words and as data; ``--seconds``
    are measured by ``clock`` (a test passes a fake one); with ``--depth``, the watched search's value and counts."""
    if args.review is not None:
        return review(Path(args.review), args.seconds, clock, sys.stderr if args.progress else None)
    if args.desk is None:
        raise ValueError(_("give a position (--desk) or a record to review (--review FILE)"))
    if args.depth is not None:
        return analyse_to_depth(watch, parse_desk(args.desk, args.to_move, Variant(args.capture)), args.depth,
                                args.method)
    if args.all_moves:
        data = analyse_moves(args.desk, args.to_move, args.seconds, clock, args.capture)
        lines = [f"{' '.join(map(str, row['move'])):<12} {row['value']:+d}  "
                 + (_("exact") if row["exact"] else _("estimate, depth {depth}").format(depth=row["depth"]))
                 for row in data["moves"]]
        head = _("{side} to move: every first sowing, best continuation, value").format(side=data["to_move"])
        return "\n".join([head, *lines]), data
    split = getattr(args, "scheduler", None) is not None or getattr(args, "workers", None) is not None
    try:
        data = _split(args, clock) if split else _prove(args, clock)
    except (jobs.ClusterMissing, jobs.ClusterGone, jobs.ClusterRefused) as error:
        raise ValueError(str(error)) from None  # said in one line, as a wrong option is
    best = (_("Best: {move}  (exact final margin {value}; depth {depth}, {nodes} nodes, {nps} nodes/s)") if data["exact"]
            else _("Best: {move}  (evaluation {value}; depth {depth}, {nodes} nodes, {nps} nodes/s)"))
    text = best.format(move=" ".join(map(str, data["move"])), value=f"{data['value']:+d}", depth=data["depth"],
                       nodes=number(data["nodes"]), nps=number(data["nps"]))
    return text, data


def review(path: Path, seconds: float, clock: Callable[[], float], progress=None) -> tuple[str, dict]:
    """The coach's review of the record at ``path`` (``progress``: a stream told how far it is), as a table
    and as data; ``seconds``: each position's search where the values are estimates (5 or 6 stones a pit)."""
    try:
        record = read_record(path)
    except RecordError as error:
        raise ValueError(f"{path}: {error}") from None
    started = clock()

    def report(done: int, total: int) -> None:
        if progress is not None:
            print(_("progress: {done} of {total} positions valued, {seconds} s").format(
                done=number(done), total=number(total), seconds=f"{clock() - started:.1f}"), file=progress, flush=True)

    data = review_record(record, seconds, clock, report)
    return review_text(path, data), data


def review_text(path: Path, data: dict) -> str:
    """The review as a table, in the language spoken."""
    head = (_("Review of {name}: exact values (perfect play from each position)") if data["exact"]
            else _("Review of {name}: estimates of the search (not proved)")).format(name=path.name)
    labels = [label_text(row["label"], row["exact"]) for row in data["turns"]]  # "≈ mistake" on an estimate
    width = max([12, *map(len, labels)])
    lines = [head, _("{number:>3}  {side:<4} {turn:<12} {before:>6} {loss:>5}  {label:<12} {better}").format(
        number="#", side=_("side"), turn=_("turn"), before=_("value"), loss=_("loss"), label=_("label").ljust(width),
        better=_("better"))]
    for index, (row, label) in enumerate(zip(data["turns"], labels), 1):
        lines.append(f"{index:>3}  {row['side']:<4} {' '.join(map(str, row['turn'])):<12} {row['before']:>+6d} "
                     f"{row['loss']:>5}  {label:<{width}} "
                     f"{' '.join(map(str, row['better'])) if row['better'] else ''}")
    for letter, side in data["sides"].items():
        estimated = {row["label"] for row in data["turns"] if row["side"] == letter and not row["exact"]}
        counts = ", ".join(f"{label_text(label, label not in estimated)} {side['labels'][label]}" for label in LABELS[2:])
        lines.append(_("{side}: dropped {dropped} points, accuracy {accuracy}%, best turns {best} of {turns}; {counts}")
                     .format(side=letter, dropped=side["dropped"], accuracy=side["accuracy"],
                             best=side["labels"]["best"], turns=side["turns"], counts=counts))
    return "\n".join(lines)


def _prove(args: argparse.Namespace, clock: Callable[[], float]) -> dict:
    """``analyse_desk``'s data, with ``--progress`` (a line on standard error after each turn of the root refuted
    and each pass) and ``--keep`` (games/kalah/proof_file.py): a ``ValueError`` saying what was kept when
    interrupted."""
    pos = parse_desk(args.desk, args.to_move, Variant(args.capture))
    folder = cache_dir()
    keep = getattr(args, "keep", False)
    resume = proof_file.load(folder, pos, lambda why: _say(_("a kept proof left aside: {why}").format(why=why))) \
        if keep else None
    started, last = clock(), list[ProofState]()

    def report(state: ProofState) -> None:
        last[:] = [state]
        if getattr(args, "progress", False):
            _say(progress_line(state, clock() - started))

    if resume is not None:
        report(resume)
    wanted = _tables_wanted(pos)
    if args.seconds >= ai.PROOF_TABLE_SECONDS and wanted:
        _build_in_background(wanted, args.capture)
    try:
        megabytes = table_memory.proof_megabytes() if args.table_mb is None else args.table_mb
        data = analyse_desk(args.desk, args.to_move, args.seconds, clock, args.capture, megabytes,
                            resume=resume, report=report)
    except KeyboardInterrupt:
        if keep and last:
            raise ValueError(_("interrupted: {kept}").format(kept=_kept(folder, pos, last[0]))) from None
        raise
    finally:
        for notice in endgame.NOTICES:
            _say(_("an endgame table in the cache could not serve and was computed again: {why}").format(why=notice))
        endgame.NOTICES.clear()
    if keep and data["exact"]:
        proof_file.forget(folder, pos)
    elif keep and data["bounds"] is not None:  # its time up: what it proved (the range, if no turn was refuted yet)
        _say(_kept(folder, pos, last[0] if last else ProofState(*data["bounds"])))
    return data


def _split(args: argparse.Namespace, clock: Callable[[], float]) -> dict:
    """``analyse_desk``'s data, from a proof split at a frontier ``--turns`` down whose tests run on the cluster of
    ``--scheduler`` or ``--workers`` (games/kalah/split_proof.py), with its progress on standard error; the value
    is the one process's.  ``--seconds`` bounds it: past them it stops with the range proved."""
    pos = parse_desk(args.desk, args.to_move, Variant(args.capture))
    if is_over(pos):
        raise ValueError(_("the game is over: nothing to prove"))
    if args.keep:
        raise ValueError(_("--keep keeps one process's proof: not with --scheduler or --workers"))
    if args.turns < 1:
        raise ValueError(_("--turns takes 1 or more, not {n}").format(n=args.turns))
    started = clock()
    with jobs.session(jobs.place_of(args), sys.stderr) as tasks:  # a cluster refused or missing: nothing started
        wanted = _tables_wanted(pos)
        if wanted:
            _build_in_background(wanted, args.capture)
        progress = Progress(0, sys.stderr, clock)

        def told(done: int, total: int) -> None:
            progress.total = total
            progress.advance()

        guess = split_proof.guess_of(pos)
        result = split_proof.prove(pos, args.turns, guess, tasks, told, lambda: clock() - started >= args.seconds,
                                   args.table_mb)
        progress.close()
    seconds = clock() - started
    return {"move": [move.pit for move in result.move], "value": result.value, "exact": result.exact,
            "depth": args.turns, "nodes": result.nodes, "nps": round(result.nodes / seconds) if seconds > 0 else 0,
            "bounds": list(result.bounds), "tests": result.tests, "frontier": result.frontier}


def _tables_wanted(pos: Position) -> list[int]:
    """The large endgame tables still to build for the proofs (Perfect's large one, then the proofs' own), the
    smallest first, while a step stands in for them (``ai._endgame_table``); none without the compiled core, and none
    when the proofs' own is ready (this proof takes it)."""
    rule, own = pos.variant.empty_capture, ai.PROOF_ENDGAME_STONES
    if not ai.COMPILED or not any(endgame.STONES < stones < own for stones in ai.STEP_ENDGAME_STONES) \
            or endgame.ready(own, rule):
        return []
    return [stones for stones in sorted({ai.LARGE_ENDGAME_STONES, own}) if stones > max(ai.STEP_ENDGAME_STONES)
            and not endgame.ready(stones, rule)]


def _build_in_background(tables: list[int], capture: str, now: Callable[[], float] = time.time) -> None:
    """Have the endgame ``tables`` built for the next proofs by a process of its own, at the lowest priority (this
    proof takes a step meanwhile), and say so; when one of them is being built already (by another run or a window),
    say how far instead.  A process that cannot start is no error (the next proof tries again)."""
    names = {endgame.file_name(stones, capture == "empty") for stones in tables}
    under_way = [build for build in builds.status(cache_dir()) if build.file in names and build.state == builds.BUILDING]
    if under_way:
        _say(_("an endgame table is being built in the background already: {build}; this proof takes a smaller one")
             .format(build=builds.building_in_words(under_way[0], now())))
        return
    if not table_builds.start(tables, capture == "empty"):
        return
    _say(_("the endgame tables of up to {stones} stones are being built in the background for the next proofs (a few "
           "minutes); this proof takes a smaller one").format(stones=max(tables)))


def _kept(folder: Path, pos: Position, state: ProofState) -> str:
    """``state`` saved for the next run, in words (or why it could not be)."""
    try:
        where = proof_file.save(folder, pos, state)
    except OSError as error:
        return _("what was proved could not be kept: {error}").format(error=error)
    return _("the value lies in {lower:+d}..{upper:+d}; kept in {path}: the same command goes on from there").format(
        lower=state.lower, upper=state.upper, path=where)


def progress_line(state: ProofState, seconds: float) -> str:
    """One line of ``--progress``: the range proved, and the pass under way with the root's turns it refuted."""
    head = _("progress: {seconds} s, the value lies in {lower:+d}..{upper:+d}").format(
        seconds=f"{seconds:.1f}", lower=state.lower, upper=state.upper)
    if state.testing is None:
        return head
    return head + _("; testing {testing:+d} or more: {count} turns refuted ({turns})").format(
        testing=state.testing, count=len(state.refuted),
        turns=", ".join(f"{' '.join(map(str, pits))} <= {most:+d}" for pits, most in state.refuted))


def _say(text: str) -> None:
    print(f"arsac-arcade: {text}", file=sys.stderr, flush=True)


def replay(path: Path) -> tuple[str, dict]:
    """Replay a record file; ``ValueError`` (one line, naming the line) when it cannot be read or played."""
    try:
        record = read_record(path)
    except RecordError as error:
        raise ValueError(f"{path}: {error}") from None
    return replay_text(record), replay_record(record)

read_record_file = read_record  # what the window opens a record with (engine.scenes.open_file)
