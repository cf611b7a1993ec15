"""Retrograde analysis of a finite game graph that may loop (the exact oracles of Row Nim's tests): from the
positions with no move outwards, a position is won when one of its moves leads to a lost one, and lost when every
move leads to a won one; what is never decided is a draw (absent from the values)."""
from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

LOST, WON = "lost", "won"
S = TypeVar("S", bound=Hashable)


def labelled(successors: Mapping[S, Sequence[S]]) -> dict[S, str]:
    """Each decided position's value (``LOST`` or ``WON``) for its side to move, given every position's successors."""
    before: dict[S, list[S]] = {state: [] for state in successors}
    for state, after in successors.items():
        for nxt in after:
            before[nxt].append(state)
    left = {state: len(after) for state, after in successors.items()}
    valued = {state: LOST for state, after in successors.items() if not after}
    going = deque(valued)
    while going:
        state = going.popleft()
        for earlier in before[state]:
            if earlier in valued:
                continue
            if valued[state] == LOST:
                valued[earlier] = WON
                going.append(earlier)
            else:
                left[earlier] -= 1
                if left[earlier] == 0:
                    valued[earlier] = LOST
                    going.append(earlier)
    return valued
