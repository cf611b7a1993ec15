"""A plain memoised search of the numbers game (the reference of benchmarks/fast_searches.py).

Written as an independent solver would: the numbers left as a list of values, every pair combined
with + - * / (positive and whole results only, no x 1 or / 1), the new number put in their place,
recursively; a sorted tuple of the numbers left that was searched once is not searched again; it
stops at the first number equal to the target, or ends with the closest one (the lower on a tie).
No steps, no generators, no record of how a number was made beyond the best one.
"""
from __future__ import annotations


def closest(tiles: tuple[int, ...], target: int) -> int:
    """The value reached: the target when it can be made, else the closest that can."""
    best = [min(tiles, key=lambda t: (abs(t - target), t))]
    seen: set[tuple[int, ...]] = set()

    def better(value: int) -> bool:
        gap, best_gap = abs(value - target), abs(best[0] - target)
        return gap < best_gap or (gap == best_gap and value < best[0])

    def search(numbers: list[int]) -> bool:
        key = tuple(sorted(numbers))
        if key in seen:
            return False
        seen.add(key)
        count = len(numbers)
        for i in range(count):
            for j in range(i + 1, count):
                a, b = numbers[i], numbers[j]
                if a < b:
                    a, b = b, a
                rest = numbers[:i] + numbers[i + 1:j] + numbers[j + 1:]
                results = [a + b]
                if a != b:
                    results.append(a - b)
                if b != 1:
                    results.append(a * b)
                    if a % b == 0:
                        results.append(a // b)
                for c in results:
                    if better(c):
                        best[0] = c
                        if c == target:
                            return True
                    if rest and search(rest + [c]):
                        return True
        return False

    if best[0] != target:
        search(list(tiles))
    return best[0]
