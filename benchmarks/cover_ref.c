/* A plain C search for the fewest queens covering an n x n board (the reference of
 * benchmarks/fast_searches.py), written as an independent solver would: the board as a set of
 * squares in a 128-bit word, each square's reach precomputed; for k = 1, 2, … queens, every set of
 * k queens covering the board, found by recursion: the next queen covers the first uncovered
 * square (``general``), or stands on an uncovered square (``independent``), and a square already
 * tried at one level is barred below it, so each set is met once.
 *
 *   cover_ref N general|independent  ->  "minimum covers nodes seconds"
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef unsigned __int128 set;

static int n, general;
static set reach[100], full;
static long long covers, nodes;

static int first(set s) {
    unsigned long long lo = (unsigned long long)s;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((unsigned long long)(s >> 64));
}

static void place(int remaining, set covered, set barred) {
    set uncovered = full & ~covered;
    set candidates = (general ? reach[first(uncovered)] : uncovered) & ~barred;
    while (candidates) {
        int q = first(candidates);
        set bit = (set)1 << q;
        candidates &= ~bit;
        nodes++;
        set now = covered | reach[q];
        if (now == full) covers++;
        else if (remaining > 1) place(remaining - 1, now, barred);
        barred |= bit;
    }
}

int main(int argc, char **argv) {
    n = argc > 1 ? atoi(argv[1]) : 8;
    general = argc > 2 ? strcmp(argv[2], "independent") != 0 : 1;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            for (int r2 = 0; r2 < n; r2++)
                for (int c2 = 0; c2 < n; c2++)
                    if (r2 == r || c2 == c || r2 - c2 == r - c || r2 + c2 == r + c) reach[r * n + c] |= (set)1 << (r2 * n + c2);
    full = ((set)1 << (n * n)) - 1;
    int most = 0;
    for (int s = 0; s < n * n; s++) {
        int count = __builtin_popcountll((unsigned long long)reach[s]) + __builtin_popcountll((unsigned long long)(reach[s] >> 64));
        if (count > most) most = count;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int k = (n * n + most - 1) / most;
    for (;; k++) {
        place(k, 0, 0);
        if (covers) break;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("%d %lld %lld %.6f\n", k, covers, nodes, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
