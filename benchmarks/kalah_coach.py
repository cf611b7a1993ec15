"""Kalah's coach (issue 44): how long its verdict takes after a person's turn, and a whole game's review, as tables.

Run from the repository: ``python -m benchmarks.kalah_coach [--games N] [--review-games N] [--stones 3 4 5 6]
[--seed S] [--think S ...] [--only latency|review|estimates] [--estimate-games N] [--long S]``.

(a) The verdict's latency.  For each number of stones a pit (standard capture), ``--games`` games where a "person"
plays random whole turns (seeded) against the computer: Perfect at 3 and 4 stones (the coach's own best turn,
which is the perfect player's), at 5 and 6 the coach's best turn too (level 5's search for the coach's second).
The coach values the position a person moves in while they think (told the value the computer's best turn carried
to it, as the live coach is: its proof only finds a best turn), so after each of their turns the verdict waits only
for the position their turn left: that ``games.kalah.coach.appraise`` is timed, and the one before it too ("while
they think").  All in one process, as the live coach is (engine/duels/coaching.py: one position at a time, in a
worker process of its own that keeps what it proved for the next positions).  Median and worst, and how many
turns.  At 5 and 6 stones the coach searches ``ESTIMATE_SECONDS`` (1 s) a position, by design.  The larger endgame
tables are built first, as the board readies them when a coached game of 3 or 4 stones begins.  (a') two people's
games, random turns on both sides (one game at 5 and 6 stones, where each position is searched for a second):
every position is valued as it arises, each person playing at once (``--think 0``) or after thinking ``--think``
seconds, while which the coach looks ahead at the positions their turns could leave as the board's coach does
(``engine.duels.coaching.CoachSession``'s ``foreseen``, its jobs run in this process): the verdict then waits for
the look under way to end, and for what is left of the position's valuation.

(b) A whole game's review, ``main.py analyse kalah --review FILE --json`` in a subprocess (nothing kept in memory),
on ``--review-games`` games of each kind at 3 and 4 stones: a person's random turns against Perfect (the realistic
case) and random turns on both sides (the worst: most positions are far from the book).  Each record is reviewed
twice: with a fresh profile (an empty ``ARSAC_ARCADE_HOME``), then again with the same profile (cached: what the
first run left on disk).  Wall seconds of each review (one stopped after ``--most`` seconds counts as that many and
is not run again cached), with the longest wait between two positions valued and that position (stones in its pits,
in the book or not); then medians and worst, and the medians as ratios to the 3-stone review of games against
Perfect, cached.  With ``--board``, each fresh review is also timed on the board (R) after the game was played
there with the coach off (a worst case: nothing valued while playing), in a subprocess: the Kalah scene under
pygame's dummy driver with the real worker process, frames of 10 ms, until every position is valued.

(c) The labels on estimates (issue 52, ``--only estimates``): ``--estimate-games`` 6-stone games between the
computer's levels (2 to 4, seeded; ``LEVEL_PAIRS``), each reviewed by ``main.py analyse kalah --review`` in a
subprocess with the coach's 1 s a position and with ``--long`` (10) s, in a profile whose larger endgame tables are
built first (as a player of level 5 has them).  Every turn is labelled from each review's values twice: by the rule
before issue 52 (a changed result is a blunder whatever its values: ``label_of(..., exact=True)``) and by today's
(only when both values are exact).  For each rule: how many labels agree, and on which side of the tutor's line
(a mistake or worse) both fall; the false alarms (a mistake or blunder at 1 s that the long review calls best or
good), the turns warned of at 1 s only, and the misses (a mistake or blunder of the long review that the 1-s review
calls neither); then every turn whose labels differ.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.duels.coach import BEST, GOOD, WARNED, label_of, needed, turn_ends
from engine.duels.coaching import CoachSession
from engine.duels.limits import Limit
from engine.workers.computer import InlineWorker
from games.kalah import ai, coach, perfect, player, review, rules
from games.kalah.record import Record, Turn, format_record
from games.kalah.rules import Params, Position, apply_compound, compound_moves, initial, is_over

ESTIMATE_SECONDS = 1.0  # the live coach's search a position with 5 or 6 stones (engine/duels/coaching.py)
KINDS = ("vs Perfect", "random")
LEVEL_PAIRS = ((2, 4), (4, 2), (3, 4), (4, 3))  # (c): A's level and B's, game after game
RULES = ("before", "today")  # (c): a changed result a blunder whatever the values, or only when both are exact


def played_game(stones: int, rng: random.Random, against_perfect: bool, on_valued=None, on_thought=None) -> list[Turn]:
    """A game of a person's random turns (side A) against Perfect (side B: the coach's best turn), or random turns
    on both sides; ``on_valued(seconds, position)`` is told each verdict's latency after a turn of the person,
    ``on_thought(seconds)`` how long the position the person moves in took to value (while they think)."""
    pos = initial(Params(stones))
    turns: list[Turn] = []
    known = None  # the value Perfect's best turn carried to the person's position (engine.duels.coach.carried)
    while not is_over(pos):
        if pos.to_move == 1 and against_perfect:
            began = time.monotonic()
            found = coach.appraise(pos, ESTIMATE_SECONDS)
            turn = found.best
            if on_valued is not None and turns and turns[-1].side == 0:
                on_valued(time.monotonic() - began, pos)
            known = -found.value if found.exact else None
        else:
            if on_valued is not None:  # valued while the person thinks (told the value carried, as the live coach is)
                began = time.monotonic()
                coach.appraise(pos, ESTIMATE_SECONDS, known=known if turns else None)
                on_thought(time.monotonic() - began)
            turn = rng.choice(compound_moves(pos))
        assert turn is not None
        turns.append(Turn(pos.to_move, turn))
        pos = apply_compound(pos, turn)
    return turns


def hotseat_game(stones: int, rng: random.Random, on_valued, think: float) -> None:
    """Two people's random whole turns, each after ``think`` seconds, the coach serving both: each position is
    valued as it arises, then the coach looks ahead while its mover thinks; the verdict on the turn that led to a
    position waits for the look under way when the turn was played, then for the position's value:
    ``on_valued(seconds, position)`` for each (the start's, before the first turn, is not timed)."""
    session = CoachSession(InlineWorker(), coach.__name__, ESTIMATE_SECONDS)
    pos = initial(Params(stones))
    overrun = None  # how long the look under way when the last turn was played went on after it (None: no turn yet)
    while True:
        began = time.monotonic() - (overrun or 0.0)
        while session.known(pos) is None:
            session.want([pos])
        if overrun is not None:
            on_valued(time.monotonic() - began, pos)
        ends = turn_ends(rules, pos)
        played = time.monotonic() + think
        while time.monotonic() < played and any(session.known(end) is None for end in ends):
            session.want([pos], foreseen=ends)  # a job each call, run at once
        overrun = max(0.0, time.monotonic() - played) if think else 0.0
        pos = apply_compound(pos, rng.choice(compound_moves(pos)))
        if is_over(pos):
            return


def figures(times: list[float]) -> str:
    return f"{len(times):>6} {statistics.median(times):>9.3f} {max(times):>9.3f}"


def latency_table(stones_list: list[int], games: int, seed: int, thinks: list[float]) -> None:
    print("(a) the verdict after a person's turn (appraise of the position it left; the one before already valued)")
    print("and how long the position the person moves in took to value, while they think (their turns)")
    print(f"{'stones':>6} {'turns':>6} {'median s':>9} {'worst s':>9}  {'thinking':>6} {'median s':>9} {'worst s':>9}  "
          "worst verdict's position (desk, computer to move)")
    if any(stones in perfect.PERFECT_STONES for stones in stones_list):  # as the board readies them for the coach
        began = time.monotonic()
        ai.save_larger_endgame_tables(False)
        print(f"# the larger endgame tables ({', '.join(map(str, ai.larger_endgame_stones()))} stones) built first: "
              f"{time.monotonic() - began:.1f} s")
    for stones in stones_list:
        times: list[tuple[float, Position]] = []
        thought: list[float] = []
        rng = random.Random(seed)
        for _ in range(games if stones <= 4 else 1):
            played_game(stones, rng, True, lambda took, pos: times.append((took, pos)), thought.append)
        worst = max(times, key=lambda pair: pair[0])
        print(f"{stones:>6} {figures([took for took, _ in times])}  {figures(thought)}  {','.join(map(str, worst[1].desk))}",
              flush=True)
    print("(a') between two people, random turns on both sides, each after thinking the seconds given: the verdict "
          "waits for the position the turn left")
    print(f"{'stones':>6} {'think s':>7} {'turns':>6} {'median s':>9} {'worst s':>9}  over 1 s  worst verdict's position (desk)")
    for stones in stones_list:
        for think in thinks:
            times = []
            rng = random.Random(f"{seed} hotseat")
            for _ in range(games if stones <= 4 else 1):
                hotseat_game(stones, rng, lambda took, pos: times.append((took, pos)), think)
            worst = max(times, key=lambda pair: pair[0])
            over = sum(took > 1.0 for took, _ in times)
            print(f"{stones:>6} {think:>7.1f} {figures([took for took, _ in times])}  {over:>7}  "
                  f"{','.join(map(str, worst[1].desk))}", flush=True)


def review_run(record: Path, home: str, most: float) -> tuple[float, float, int]:
    """One review in a subprocess: its wall seconds (``most`` when stopped there), and the longest wait between two
    positions valued (the first wait includes Python's start and the book's reading; a stopped review's last wait is
    the position it was valuing) with the number of that position in the review's order (the book's positions first,
    then the others from the last)."""
    env = {**os.environ, "ARSAC_ARCADE_HOME": home, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, str(ROOT / "main.py"), "analyse", "kalah", "--review", str(record), "--json", "--progress"]
    began = time.monotonic()
    marks = [0.0]
    with subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) as process:
        timer = threading.Timer(most, process.kill)
        timer.start()
        assert process.stderr is not None
        for _line in process.stderr:
            marks.append(time.monotonic() - began)
        process.wait()
        timer.cancel()
    took = min(time.monotonic() - began, most)
    if process.returncode != 0:
        marks.append(took)
    waits = [later - earlier for earlier, later in zip(marks, marks[1:])]
    longest = max(range(len(waits)), key=waits.__getitem__)
    return took, waits[longest], longest + 1


def board_review_seconds(record: Path) -> float:
    """The board's review (R) of ``record``, played on the board between two people with the coach off: seconds
    until every position is valued (run in a subprocess of its own, ``board_review_run``)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from engine.desktop.harness import Harness
    from engine.duels.basics import HOTSEAT, Setup
    from engine.entries import registry
    from engine.files.settings import Settings
    from engine.scenes.review import ReviewScene
    from engine.workers.computer import AIWorker
    from games.kalah.record import parse_record

    game = parse_record(record.read_text(encoding="utf-8"))
    spec = registry.get("kalah")
    scene = spec.scene_class()(spec, setup=Setup(HOTSEAT), values={
        "stones": game.params.stones, "capture": game.params.variant.capture, "seconds": 1})
    h = Harness(scene, settings=Settings(sound=False, coach=False, animation_speed="instant"), worker=AIWorker())
    try:
        h.tick()
        for turn in game.turns:
            for move in turn.moves:
                scene.match.play(move)
        began = time.monotonic()
        scene.review()
        h.tick()
        review = h.top
        assert isinstance(review, ReviewScene)
        while review.valued() < len(review.positions):
            time.sleep(0.01)
            h.tick()
        return time.monotonic() - began
    finally:
        h.close()


def board_review_run(record: Path, home: str, most: float) -> float:
    """``board_review_seconds`` in a subprocess with the profile ``home`` (``most`` when stopped there)."""
    env = {**os.environ, "ARSAC_ARCADE_HOME": home, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    code = f"from benchmarks.kalah_coach import board_review_seconds as b; from pathlib import Path; print(b(Path({str(record)!r})))"
    try:
        done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=most)
        return float(done.stdout.split()[-1])
    except (subprocess.TimeoutExpired, ValueError, IndexError):
        return most


def slowest_text(record_turns: list[Turn], stones: int, valued: int) -> str:
    """The position valued ``valued``-th (from the game's end): stones in its pits, and whether the book holds it."""
    wanted = needed(rules, review.record_turns(Record(tuple(record_turns), Params(stones))))
    order = sorted(reversed(wanted), key=lambda pos: not coach.in_book(pos))  # as review.appraise_all values them
    pos = order[valued - 1] if valued <= len(order) else order[-1]
    in_pits = sum(pos.desk) - pos.desk[6] - pos.desk[13]
    book = "in" if perfect.key_of(pos) in perfect.shipped_book() else "not in"
    return f"#{wanted.index(pos) + 1} of {len(wanted)}, {in_pits} stones in pits, {book} the book"


def review_table(games: int, seed: int, folder: Path, most: float, board: bool) -> None:
    print(f"(b) a whole game's review: main.py analyse kalah --review FILE --json, wall seconds (a subprocess each; "
          f"stopped at {most:.0f} s: '>')")
    print(f"{'stones':>6} {'games':<11} {'game':>4} {'turns':>5} {'fresh s':>8} {'cached s':>8} {'board s':>8}  "
          "longest wait (fresh): s, position")
    rows: dict[tuple[int, str, str], list[float]] = {}
    for stones in (3, 4):
        for kind in KINDS:
            rng = random.Random(f"{seed} {stones} {kind}")
            for game in range(games):
                turns = played_game(stones, rng, kind == KINDS[0])
                record = folder / f"{stones}-{kind.replace(' ', '-')}-{game}.klh"
                record.write_text(format_record(Record(tuple(turns), Params(stones))))
                home = tempfile.mkdtemp(prefix="coach-home-", dir=folder)
                fresh, wait, valued = review_run(record, home, most)
                cached = review_run(record, home, most)[0] if fresh < most else most  # not run again when stopped
                on_board = board_review_run(record, tempfile.mkdtemp(prefix="board-home-", dir=folder), most) if board \
                    else None
                rows.setdefault((stones, kind, "fresh"), []).append(fresh)
                rows.setdefault((stones, kind, "cached"), []).append(cached)
                if on_board is not None:
                    rows.setdefault((stones, kind, "board"), []).append(on_board)
                shown = [f"{'>' if took >= most else ''}{took:.1f}" for took in (fresh, cached)]
                shown.append("-" if on_board is None else f"{'>' if on_board >= most else ''}{on_board:.1f}")
                print(f"{stones:>6} {kind:<11} {game:>4} {len(turns):>5} {shown[0]:>8} {shown[1]:>8} {shown[2]:>8}  {wait:.1f} s, "
                      f"{slowest_text(turns, stones, valued)}", flush=True)
    reference = statistics.median(rows[(3, KINDS[0], "cached")])
    print(f"medians (ratio to the 3-stone review of games against Perfect, cached: {reference:.2f} s)")
    for (stones, kind, profile), found in rows.items():
        print(f"{stones:>6} {kind:<11} {profile:<7} {figures(found)} {statistics.median(found) / reference:>7.1f}")


def level_game(stones: int, rng: random.Random, levels: tuple[int, int]) -> list[Turn]:
    """A game between the computer's ``levels`` (A's, B's; level 2's noise drawn from ``rng``), a second a turn at
    most."""
    pos = initial(Params(stones))
    turns: list[Turn] = []
    player.forget_searches()
    while not is_over(pos):
        turn = player.choose_move(pos, Limit(level=levels[pos.to_move], seconds=1.0), rng)
        turns.append(Turn(pos.to_move, turn))
        pos = apply_compound(pos, turn)
    return turns


def reviewed_rows(record: Path, home: str, seconds: float) -> tuple[list[dict], float]:
    """The rows of ``analyse kalah --review --json`` with ``seconds`` a position (a subprocess), and its wall
    seconds."""
    env = {**os.environ, "ARSAC_ARCADE_HOME": home, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, str(ROOT / "main.py"), "analyse", "kalah", "--review", str(record), "--json",
               "--seconds", str(seconds)]
    began = time.monotonic()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)["turns"], time.monotonic() - began


def rule_label(row: dict, rule: str) -> str:
    """A review's row labelled by ``rule`` (``RULES``)."""
    return label_of(row["loss"], row["before"], row["after"], coach.THRESHOLDS,
                    exact=row["exact"] if rule == RULES[1] else True)


def estimates_table(games: int, seed: int, long: float, folder: Path) -> None:
    print(f"(c) 6-stone games between levels, each reviewed with {ESTIMATE_SECONDS:.0f} s and {long:.0f} s a position "
          "(main.py analyse kalah --review, a subprocess each)")
    home = tempfile.mkdtemp(prefix="estimates-home-", dir=folder)
    env = {**os.environ, "ARSAC_ARCADE_HOME": home}
    began = time.monotonic()
    subprocess.run([sys.executable, "-c", "from games.kalah import ai; ai.save_larger_endgame_tables(False)"],
                   env=env, cwd=ROOT, check=True)
    print(f"# the larger endgame tables built first in the profile: {time.monotonic() - began:.0f} s")
    print(f"{'game':>4} {'levels':>6} {'turns':>5} {'1-s review s':>12} {'long review s':>13}  "
          "mistakes and blunders (today's rule): 1 s, long")
    pairs: list[tuple[int, dict, dict]] = []
    rng = random.Random(f"{seed} estimates")
    for game in range(games):
        levels = LEVEL_PAIRS[game % len(LEVEL_PAIRS)]
        turns = level_game(6, rng, levels)
        record = folder / f"estimates-{game}.klh"
        record.write_text(format_record(Record(tuple(turns), Params(6))))
        short, short_took = reviewed_rows(record, home, ESTIMATE_SECONDS)
        longer, long_took = reviewed_rows(record, home, long)
        pairs += [(game, one, other) for one, other in zip(short, longer, strict=True)]
        warned = [sum(rule_label(row, RULES[1]) in WARNED for row in rows) for rows in (short, longer)]
        print(f"{game:>4} {levels[0]}-{levels[1]:<4} {len(short):>5} {short_took:>12.0f} {long_took:>13.0f}  "
              f"{warned[0]}, {warned[1]}", flush=True)
    print("agree: the same label; warned: a mistake or blunder (what the tutor asks about), 'same side' of that line; "
          "over: warned at 1 s, not by the long review")
    print(f"{'rule':<7} {'labels':>6} {'agree':>6} {'same side':>9} {'false alarms':>12} {'over':>5} {'misses':>6} "
          f"{'warned 1 s':>10} {'warned long':>11} {'blunders 1 s':>12} {'blunders long':>13}")
    for rule in RULES:
        labels = [(rule_label(one, rule), rule_label(other, rule)) for _, one, other in pairs]
        agree = sum(one == other for one, other in labels)
        same = sum((one in WARNED) == (other in WARNED) for one, other in labels)
        alarms = sum(one in WARNED and other in (BEST, GOOD) for one, other in labels)
        over = sum(one in WARNED and other not in WARNED for one, other in labels)
        misses = sum(other in WARNED and one not in WARNED for one, other in labels)
        warned = [sum(label in WARNED for label in side) for side in zip(*labels)]
        blunders = [sum(label == "blunder" for label in side) for side in zip(*labels)]
        print(f"{rule:<7} {len(labels):>6} {agree:>6} {same:>9} {alarms:>12} {over:>5} {misses:>6} {warned[0]:>10} "
              f"{warned[1]:>11} {blunders[0]:>12} {blunders[1]:>13}")
    print("turns labelled differently (game, turn, side: 1 s and long reviews' values before -> after, exact or ~, "
          "labels before / today)")
    for game, one, other in pairs:
        shown = [[rule_label(row, rule) for rule in RULES] for row in (one, other)]
        if shown[0] != shown[1]:
            said = "  ".join(f"{row['before']:+d}->{row['after']:+d} {'exact' if row['exact'] else '~'} "
                             f"{labels[0]}/{labels[1]}" for row, labels in zip((one, other), shown))
            print(f"{game:>4} {' '.join(map(str, one['turn'])):>8} {one['side']}  {said}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games a number of stones for (a) (one at 5 and 6)")
    parser.add_argument("--review-games", type=int, default=3)
    parser.add_argument("--stones", type=int, nargs="+", default=[3, 4, 5, 6])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", choices=("latency", "review", "estimates"))
    parser.add_argument("--estimate-games", type=int, default=4, help="6-stone games for (c)")
    parser.add_argument("--long", type=float, default=10.0, help="(c): the long review's seconds a position")
    parser.add_argument("--board", action="store_true", help="(b): time the board's review (R) too")
    parser.add_argument("--think", type=float, nargs="+", default=[0.0, 3.0],
                        help="seconds each person thinks before a turn in (a'), one row each")
    parser.add_argument("--most", type=float, default=300.0, help="seconds after which a review is stopped")
    args = parser.parse_args()
    print(f"# {os.uname().sysname}, {os.cpu_count()} cores; ARSAC_ARCADE_HOME={os.environ.get('ARSAC_ARCADE_HOME', '-')}")
    if args.only in (None, "latency"):
        latency_table(args.stones, args.games, args.seed, args.think)
    with tempfile.TemporaryDirectory() as folder:
        if args.only in (None, "review"):
            review_table(args.review_games, args.seed, Path(folder), args.most, args.board)
        if args.only in (None, "estimates"):
            estimates_table(args.estimate_games, args.seed, args.long, Path(folder))


if __name__ == "__main__":
    main()
