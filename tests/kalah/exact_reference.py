"""An exact Kalah reference for the coach's tests, independent of the program's search.

The gain of a position's pits comes from ``exact_kalah.c`` (compiled here with the system's cc, kept running for a
whole game); the whole turns are the plain reference's (tests/kalah/reference.py, stone by stone); and the values
the coach gives are written here from spec/kalah.md: a position's value for its mover (its final margin with
perfect play), each whole turn's value, and so the best turns, under the pie rule too (at the first turn the first
player's value is the best of ``−|m|``, ``m`` the second player's margin after it; at the offer the second
player's is ``|m|``: it swaps, taking the board turned round, when ``m < 0``).

A state is ``(desk, side, opening)``: the 14 numbers in the program's desk order (A1..A6, A's kalah, B1..B6, B's
kalah), the side to move (0 = A) and ``ORDINARY``, ``FIRST`` or ``OFFER``.
"""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.kalah.reference import KALAHS, is_finished, whole_turns

SOURCE = Path(__file__).with_name("exact_kalah.c")
ORDINARY, FIRST, OFFER = "ordinary", "first", "offer"
SWAP_TURN = ("swap",)
State = tuple[tuple[int, ...], int, str]


def compile_solver(folder: Path) -> Path | None:
    """The solver compiled into ``folder`` (None without a C compiler)."""
    cc = shutil.which("cc")
    if cc is None:
        return None
    program = folder / "exact_kalah"
    subprocess.run([cc, "-O2", "-o", str(program), str(SOURCE)], check=True)
    return program


def swapped(desk: tuple[int, ...]) -> tuple[int, ...]:
    """The board turned round: each row and kalah on the other side."""
    return desk[7:14] + desk[0:7]


def kalahs_margin(desk: tuple[int, ...], side: int) -> int:
    return desk[KALAHS[side]] - desk[KALAHS[1 - side]]


class ExactKalah:
    """The exact values of one capture rule's positions (``close`` stops the solver)."""

    def __init__(self, solver: Path, capture: str, megabytes: int = 128) -> None:
        self.empty_capture = capture == "empty"
        self.process = subprocess.Popen([str(solver), capture, str(megabytes)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        self.gains: dict[tuple[int, ...], int] = {}

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()

    def gain(self, pits: tuple[int, ...]) -> int:
        """What the mover will still bank minus what the other will, with perfect play (its pits first)."""
        if pits not in self.gains:
            assert self.process.stdin is not None and self.process.stdout is not None
            self.process.stdin.write(" ".join(map(str, pits)) + "\n")
            self.process.stdin.flush()
            self.gains[pits] = int(self.process.stdout.readline().split()[0])
        return self.gains[pits]

    def margin(self, desk: tuple[int, ...], side: int) -> int:
        """``side``'s final margin with perfect play in the ordinary game, ``side`` to move."""
        if is_finished(desk):
            return kalahs_margin(desk, side)
        own, other = 7 * side, 7 * (1 - side)
        return kalahs_margin(desk, side) + self.gain(desk[own:own + 6] + desk[other:other + 6])

    def turns(self, state: State) -> dict[tuple, State]:
        """Every whole turn of the mover (its pits, or ``SWAP_TURN``) and the state it leaves."""
        desk, side, opening = state
        found: dict[tuple, State] = {}
        for pits, after in whole_turns(desk, side, self.empty_capture):
            found[pits] = (after, 1 - side, OFFER if opening == FIRST and not is_finished(after) else ORDINARY)
        if opening == OFFER:
            found[SWAP_TURN] = (swapped(desk), 1 - side, ORDINARY)
        return found

    def value(self, state: State) -> int:
        """The mover's final margin with perfect play from ``state``."""
        desk, side, opening = state
        if is_finished(desk):
            return kalahs_margin(desk, side)
        if opening == FIRST:
            return max(self.value_for(side, after) for after in self.turns(state).values())
        if opening == OFFER:
            return abs(self.margin(desk, side))
        return self.margin(desk, side)

    def value_for(self, side: int, state: State) -> int:
        """``state``'s value for ``side`` (its mover's or the other's, turned round)."""
        found = self.value(state)
        return found if state[1] == side else -found

    def turn_values(self, state: State) -> dict[tuple, int]:
        """Each whole turn's value for the mover: its final margin when it plays the turn, then both play perfectly."""
        return {turn: self.value_for(state[1], after) for turn, after in self.turns(state).items()}

    def best_turns(self, state: State) -> set[tuple]:
        """The turns worth the position's value."""
        values = self.turn_values(state)
        return {turn for turn, found in values.items() if found == self.value(state)}
