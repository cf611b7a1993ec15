"""Kalah's exercises from perfect play (pure): the position where exactly one whole turn keeps the exact value.

A position is an exercise when, of its whole turns (``rules.compound_moves``, and the swap where the pie rule offers
it), those that leave the same position counted as one (the same sowings in another order), exactly one keeps
the position's exact value (the mover's final margin with perfect play) and every other loses at least
``MARGIN`` points of it.  Every value is exact: the perfect player's book, else a proof to the end of the game
(``exercise_player``, what it proves kept for the next positions), at any stones a pit (a
proof from the second half of a 5- or 6-stone game ends); a proof that would take more than about ``nodes``
nodes leaves the position out.

The themes: a capture (the turn's last sowing captures), an extra turn (a sowing ends in the kalah), a sweep
(the turn ends the game), a quiet turn (none of those), and the pie rule's offer (the swap is offered).  The
difficulty grows with the turns to choose from, the sowings of the answer, a second-best turn close to it, and
when the computer's quick choice (a search two turns deep) is another turn.
"""
from __future__ import annotations

import math
from collections import ChainMap
from collections.abc import Callable, Mapping
from itertools import islice
from typing import Any

from engine.duels.coach import Verdict
from engine.duels.limits import Limit
from engine.language.translation import N_, _
from engine.training.exercise import Found
from games.kalah import ai
from games.kalah.coach import Unfinished, cost_text, final_value
from games.kalah.perfect import Entry, Key, Perfect, key_of, shipped_book, try_prove
from games.kalah.rules import (
    CAPTURES,
    LETTERS,
    NO_SWAP,
    SWAP,
    SWAP_OFFERED,
    CompoundMove,
    Position,
    Variant,
    apply_compound,
    compound_moves,
    is_over,
    parse_compound,
    position_from_desk,
    sow,
)

PROOF_MEGABYTES = (16, 64)  # the proofs' table, 3 or 4 stones a pit, 5 or 6
QUICK_NODES = 10_000_000  # far more than a search two turns deep takes: the bound only keeps it on one thread
_PROVED: dict[Key, Entry] = {}  # what this process has proved past the book, kept for its next positions
# the positions whose proof did not end within so many nodes with an endgame table of so many stones: nor will it
# within fewer (a proof with a node bound starts from an empty table, on one thread: the same search each time)
_BEYOND: dict[tuple[Key, int], int] = {}
# what a process proved, as ``proofs_since`` gives it and ``learn`` takes it: the entries, and the proofs past a bound
Proofs = tuple[tuple[tuple[Key, Entry], ...], tuple[tuple[tuple[Key, int], int], ...]]
MARGIN = 2  # every other turn loses at least this many points of final margin
CAPTURE, EXTRA, SWEEP, QUIET, PIE = "capture", "extra-turn", "sweep", "quiet", "pie-offer"
THEMES = {CAPTURE: N_("A capture"), EXTRA: N_("An extra turn"), SWEEP: N_("A sweep that ends the game"),
          QUIET: N_("A quiet turn"), PIE: N_("The pie rule's offer")}


def position_data(pos: Position) -> dict[str, Any]:
    """The position as ``analyse kalah`` takes it: the 14 numbers of ``--desk``, ``to_move`` (A or B), the capture
    rule, the pie rule and whether its swap is offered now; with the stones a pit of the game."""
    return {"desk": list(pos.desk), "to_move": LETTERS[pos.to_move], "capture": pos.variant.capture,
            "pie": pos.variant.pie, "swap_offered": pos.opening == SWAP_OFFERED, "stones": sum(pos.desk) // 12}


MOVE_KEYS = "w"  # the letter that plays a move on the board (the pie rule's swap), for an exercise's board


def rules_text(data: Mapping[str, Any]) -> str:
    """The rules an exercise is played under, beyond the book's (the empty capture, the pie rule and its swap offered)."""
    said = []
    if data.get("capture") == "empty":
        said.append(_("Played with the empty capture."))
    if data.get("pie"):
        said.append(_("Played with the pie rule."))
    if data.get("swap_offered"):
        said.append(_("Pie rule: W swaps sides now (the board turns round), or play a pit."))
    return " ".join(said)


def position_of(data: Mapping[str, Any]) -> Position:
    """The inverse of ``position_data`` (``ValueError`` for one that cannot occur)."""
    desk, side, capture = data.get("desk"), data.get("to_move"), data.get("capture")
    if not isinstance(desk, list) or not all(type(n) is int for n in desk) or side not in LETTERS \
            or capture not in CAPTURES:
        raise ValueError("not a Kalah position: desk, to_move (A or B) and capture (standard or empty)")
    pie, offered = bool(data.get("pie", False)), bool(data.get("swap_offered", False))
    if offered and not pie:
        raise ValueError("the swap is offered only under the pie rule")
    pos = position_from_desk(desk, LETTERS.index(side), Variant(capture, pie))
    return Position(pos.desk, pos.to_move, pos.variant, SWAP_OFFERED if offered else NO_SWAP)


def parse_answer(text: str) -> tuple[str, ...]:
    """A whole turn's pits (``"3 6"``, ``"3,6"``, or ``swap``) in the notation (``ValueError`` otherwise)."""
    return tuple(str(move) for move in parse_compound(text))


def turns_by_end(pos: Position) -> list[tuple[list[CompoundMove], Position]]:
    """The whole turns of ``pos`` (the swap too, where it is offered), those leaving the same position together,
    each group with that position, in the order of their first turn."""
    groups: dict[Position, list[CompoundMove]] = {}
    for turn in compound_moves(pos):
        groups.setdefault(apply_compound(pos, turn), []).append(turn)
    return [(turns, after) for after, turns in groups.items()]


def turn_value(pos: Position, after: Position, margin: Callable[[Position], int]) -> int:
    """The mover of ``pos``'s final margin with perfect play after a turn that left ``after`` (``margin``: the
    mover's of a position not over)."""
    if is_over(after):
        return final_value(after, pos.to_move)
    value = margin(after)
    return value if after.to_move == pos.to_move else -value


def one_keeping(values: list[int]) -> int | None:
    """The index of the one value that is best when every other is at least ``MARGIN`` below it, else None."""
    best = max(values)
    keeping = [index for index, value in enumerate(values) if value == best]
    if len(keeping) != 1 or any(best - value < MARGIN for index, value in enumerate(values) if index != keeping[0]):
        return None
    return keeping[0]


def themes_of(pos: Position, turn: CompoundMove) -> tuple[str, ...]:
    """The themes of the answer ``turn`` from ``pos`` (the main one first)."""
    if turn == (SWAP,):
        return (PIE,)
    found = []
    here, captured, over = pos, 0, False
    for move in turn:
        sowing = sow(here, move)
        here, captured, over = sowing.after, sowing.captured, sowing.game_over
    if over:
        found.append(SWEEP)
    if captured:
        found.append(CAPTURE)
    if len(turn) > 1:
        found.append(EXTRA)
    found = found or [QUIET]
    return tuple(found + ([PIE] if pos.opening == SWAP_OFFERED else []))


def turn_themes(pos: Position, turn: tuple[str, ...]) -> tuple[str, ...]:
    """The themes of the right whole turn ``turn`` (its pits' notation) from ``pos``: a later turn of a line."""
    return themes_of(pos, parse_compound(" ".join(turn)))


def quick_choice(pos: Position) -> CompoundMove:
    """The computer's quick choice: a search two whole turns deep, with no noise (on one thread, bounded by nodes
    rather than the clock: the same choice wherever it runs, ties included)."""
    return ai.search(pos, Limit(level=3, depth=2, nodes=QUICK_NODES)).move


def difficulty(turns: int, answer: CompoundMove, gap: int, quick_agrees: bool) -> float:
    """From 0 to 1: the turns to choose from, the answer's sowings, the second-best turn's loss (``gap``), and
    whether the quick choice finds the answer."""
    choice = min(1.0, math.log2(turns) / 4) if turns > 1 else 0.0
    close = 1.0 if gap <= MARGIN else 0.5 if gap <= 2 * MARGIN else 0.0
    return round(0.25 * choice + 0.15 * min(1.0, (len(answer) - 1) / 3) + 0.25 * close
                 + (0.0 if quick_agrees else 0.35), 3)


def found_with(pos: Position, player: Perfect) -> Found | None:
    """``found_at`` with the perfect player given (its proofs may raise ``coach.Unfinished``)."""
    if is_over(pos) or pos.opening not in (NO_SWAP, SWAP_OFFERED):
        return None
    groups = turns_by_end(pos)
    if len(groups) < 2:
        return None
    values = [turn_value(pos, after, player.margin) for _turns, after in groups]
    index = one_keeping(values)
    if index is None:
        return None
    turns = groups[index][0]
    answer = turns[0]
    gap = values[index] - max(value for i, value in enumerate(values) if i != index)
    quick = apply_compound(pos, quick_choice(pos)) == groups[index][1]
    return Found(tuple(map(str, answer)), tuple(tuple(map(str, turn)) for turn in turns[1:]),
                 themes_of(pos, answer), difficulty(len(groups), answer, gap, quick))


def exercise_player(nodes: int) -> Perfect:
    """The perfect player over the shipped book and what this process has proved, its proofs each within about
    ``nodes`` nodes (else ``Unfinished``) with a small table (``PROOF_MEGABYTES``: a builder proves thousands of
    positions, most of them small, and a large table costs more to clear than it saves) and the largest endgame
    table ready."""

    def proof(pos: Position) -> Entry:
        megabytes = PROOF_MEGABYTES[sum(pos.desk) // 12 >= 5]
        stones = ai.ready_endgame_stones(pos.variant.empty_capture)
        beyond = (key_of(pos), stones)
        entry = None if _BEYOND.get(beyond, -1) >= nodes else try_prove(pos, nodes, megabytes=megabytes, stones=stones)
        if entry is None:
            _BEYOND[beyond] = max(nodes, _BEYOND.get(beyond, nodes))
            raise Unfinished(f"no proof within {nodes} nodes")
        return entry

    return Perfect(ChainMap(_PROVED, shipped_book()), proof)


def forget() -> None:
    """Drop what this process has proved past the book and what its searches kept: it answers then as a process
    that starts afresh (what a miner's task reads of them changes no answer: engine/training/mining.py)."""
    _PROVED.clear()
    _BEYOND.clear()
    ai.forget_searches()


def proofs_mark() -> tuple[int, int]:
    """Where this process's proofs stand: ``proofs_since`` of it gives what it proves from now on."""
    return len(_PROVED), len(_BEYOND)


def proofs_since(mark: tuple[int, int]) -> Proofs:
    """What this process proved since ``proofs_mark`` gave ``mark`` (each found once: they are only ever added,
    until ``forget``), for another process to ``learn``."""
    return tuple(islice(_PROVED.items(), mark[0], None)), tuple(islice(_BEYOND.items(), mark[1], None))


def learn(proofs: Proofs) -> None:
    """Take what another process proved (``proofs_since``) as this one's own: the same as proving it here, since
    each proof's answer, within its bound or not, is the same wherever it runs."""
    proved, beyond = proofs
    _PROVED.update(proved)
    for key, nodes in beyond:
        _BEYOND[key] = max(nodes, _BEYOND.get(key, nodes))


def best_replies(pos: Position, nodes: int) -> list[tuple[str, ...]]:
    """The whole turns of ``pos`` that keep its exact value, one for each position they leave (a line's opponent
    plays one of them: engine/training/line.py); none when a proof would take more than about ``nodes`` nodes."""
    try:
        player = exercise_player(nodes)
        groups = turns_by_end(pos)
        values = [turn_value(pos, after, player.margin) for _turns, after in groups]
    except Unfinished:
        return []
    return [tuple(map(str, turns[0])) for (turns, _after), value in zip(groups, values) if value == max(values)]


def turn_cost(pos: Position, turn: tuple[str, ...], nodes: int) -> str:
    """What the whole turn ``turn`` from ``pos`` costs its mover, as the coach says it ("−4 points: your lead of 8
    is now 4"); "" when it costs nothing, is not a whole turn, or a proof would take more than about ``nodes``."""
    try:
        moves = parse_compound(" ".join(turn))
        if moves not in compound_moves(pos):
            return ""
        player = exercise_player(nodes)
        before = max(turn_value(pos, after, player.margin) for _turns, after in turns_by_end(pos))
        after = turn_value(pos, apply_compound(pos, moves), player.margin)
    except (Unfinished, ValueError):
        return ""
    return cost_text(Verdict(0, pos.to_move, moves, before, after, None, True, ""))


def found_at(pos: Position, nodes: int) -> Found | None:
    """What ``pos`` holds as an exercise (the module's rule), its proofs each within about ``nodes`` nodes; None when
    it is not one or a proof would take more."""
    try:
        return found_with(pos, exercise_player(nodes))
    except Unfinished:
        return None

