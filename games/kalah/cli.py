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

from engine.commands.progress_report import add_progress_argument
from engine.duels.coach import LABEL_NAMES, LABELS
from engine.entries.options import seconds_argument
from engine.language.translation import N_, _, number
from games.compiled_cores import compiled_cores
from games.kalah import watch
from games.kalah.ai import DEFAULT_PROOF_MEGABYTES, PROOF_MEGABYTES
from games.kalah.analysis import analyse as analyse_desk
from games.kalah.analysis import analyse_moves, replay_text
from games.kalah.analysis import replay as replay_record
from games.kalah.record import RecordError, read_record
from games.kalah.review import review as review_record
from games.kalah.rules import CAPTURES, STANDARD, Variant, parse_desk
from games.shared.watched_search import add_depth_arguments, analyse_to_depth

PURE_PROOFS = N_("pure Python (no compiled Kalah core): the search is some 20 times slower, and a proof may stop "
                 "at an estimate")


def add_analyse_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--desk", help=_("the 14 numbers of desk[14]: A1..A6, A's kalah, B1..B6, "
                                         "B's kalah, comma-separated (or --review)"))
    parser.add_argument("--review", metavar="FILE", help=_("review the game of a .klh record: every whole turn's loss "
                                                           "against perfect play, its label and a better turn"))
    add_progress_argument(parser)
    parser.add_argument("--to-move", default="A", help=_("the side to move, A or B (default A)"))
    parser.add_argument("--capture", choices=CAPTURES, default=STANDARD,
                        help=_("the capture rule: standard (the book's: the facing pit must hold stones) or empty "
                               "(a last stone in an empty own pit is always taken); default standard"))
    parser.add_argument("--seconds", type=seconds_argument(600), default=1.0,
                        help=_("time to think, up to 600 (default 1)"))
    parser.add_argument("--table-mb", type=int, default=PROOF_MEGABYTES,
                        help=_("the most memory of the search's table, in MB (default {mb}: ARSAC_KALAH_PROOF_MB or "
                               "{default}; not with --all-moves)").format(mb=PROOF_MEGABYTES,
                                                                          default=DEFAULT_PROOF_MEGABYTES))
    parser.add_argument("--all-moves", action="store_true",
                        help=_("the value of every first sowing of the side to move (the time shared between them)"))
    add_depth_arguments(parser)


def analyse_caveat(args: argparse.Namespace) -> str:
    """What to know before ``analyse`` runs here, in English (translated where said): a proof in pure Python
    is slow; "" with the compiled core, or for a search to a fixed depth (``--depth``: small, and pure anyway)."""
    return "" if compiled_cores()["kalah"] or getattr(args, "depth", None) else PURE_PROOFS


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
    data = analyse_desk(args.desk, args.to_move, args.seconds, clock, args.capture, args.table_mb)
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
    lines = [head, _("{number:>3}  {side:<4} {turn:<12} {before:>6} {loss:>5}  {label:<12} {better}").format(
        number="#", side=_("side"), turn=_("turn"), before=_("value"), loss=_("loss"), label=_("label"),
        better=_("better"))]
    for index, row in enumerate(data["turns"], 1):
        lines.append(f"{index:>3}  {row['side']:<4} {' '.join(map(str, row['turn'])):<12} {row['before']:>+6d} "
                     f"{row['loss']:>5}  {_(LABEL_NAMES[row['label']]):<12} "
                     f"{' '.join(map(str, row['better'])) if row['better'] else ''}")
    for letter, side in data["sides"].items():
        counts = ", ".join(f"{_(LABEL_NAMES[label])} {side['labels'][label]}" for label in LABELS[2:])
        lines.append(_("{side}: dropped {dropped} points, accuracy {accuracy}%, best turns {best} of {turns}; {counts}")
                     .format(side=letter, dropped=side["dropped"], accuracy=side["accuracy"],
                             best=side["labels"]["best"], turns=side["turns"], counts=counts))
    return "\n".join(lines)


def replay(path: Path) -> tuple[str, dict]:
    """Replay a record file; ``ValueError`` (one line, naming the line) when it cannot be read or played."""
    try:
        record = read_record(path)
    except RecordError as error:
        raise ValueError(f"{path}: {error}") from None
    return replay_text(record), replay_record(record)

read_record_file = read_record  # what the window opens a record with (engine.scenes.open_file)
