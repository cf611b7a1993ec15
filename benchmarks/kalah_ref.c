/* A plain alpha-beta for Kalah(6,n) in C: the speed reference of benchmarks/kalah_core.py.
 *
 * Not part of the program and not a dependency: the benchmark compiles it with the system's
 * ``cc -O2`` into a temporary folder.  It is the same fail-hard negamax over compound moves as
 * ``plain_value`` in benchmarks/kalah_core.py (no table, no ordering, children in pit order),
 * on the desk seen from the side to move (its pits 0..5, its kalah 6), scoring at the horizon
 * the kalahs' difference (``scale`` a stone, argv[2], default 1) and ``weight`` (argv[3], default 0)
 * for each stone more on the mover's side: the program's evaluation (games/kalah/ai.py).  A node is a position where a turn begins (the root's children,
 * every inner position and every leaf), counted as the Python versions count them.
 *
 * Input, one position a line: 14 numbers (the desk seen from the mover) then the depth.
 * Output, one line each: value, nodes, seconds (the best of ``repeat`` runs, argv[1], default 1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long long nodes;
static int total, scale = 1, weight = 0;

/* Sow pit i of desk d (seen from the mover) in place: 1 if the mover plays again. */
static int sow(int *d, int i) {
    int n = d[i], h = i;
    d[i] = 0;
    while (n) {
        h = (h + 1) % 13;  /* 13 holes a lap: the opponent's kalah (13) is skipped */
        d[h]++;
        n--;
    }
    if (h < 6 && d[h] == 1 && d[12 - h]) {
        d[6] += d[12 - h] + 1;
        d[h] = d[12 - h] = 0;
    }
    int mine = 0, theirs = 0;
    for (int k = 0; k < 6; k++) { mine += d[k]; theirs += d[7 + k]; }
    if (mine == 0 || theirs == 0) {
        d[6] += mine; d[13] += theirs;
        for (int k = 0; k < 6; k++) d[k] = d[7 + k] = 0;
        return 0;
    }
    return h == 6;
}

static int value(const int *desk, int depth, int alpha, int beta);

/* Every whole turn from d: negamax each child; returns the new alpha, or beta on a cutoff. */
static int turns(const int *d, int depth, int *alpha, int beta) {
    for (int i = 0; i < 6; i++) {
        if (!d[i]) continue;
        int c[14];
        for (int k = 0; k < 14; k++) c[k] = d[k];
        if (sow(c, i)) {
            if (turns(c, depth, alpha, beta)) return 1;
            continue;
        }
        int s[14];
        for (int k = 0; k < 7; k++) { s[k] = c[k + 7]; s[k + 7] = c[k]; }
        int v = -value(s, depth - 1, -beta, -*alpha);
        if (v >= beta) { *alpha = beta; return 1; }
        if (v > *alpha) *alpha = v;
    }
    return 0;
}

static int value(const int *desk, int depth, int alpha, int beta) {
    nodes++;
    if (desk[6] + desk[13] == total) return scale * (desk[6] - desk[13]);
    if (depth == 0) {
        int sides = 0;
        for (int k = 0; k < 6; k++) sides += desk[k] - desk[7 + k];
        return scale * (desk[6] - desk[13]) + weight * sides;
    }
    turns(desk, depth, &alpha, beta);
    return alpha;
}

int main(int argc, char **argv) {
    int repeat = argc > 1 ? atoi(argv[1]) : 1;
    if (argc > 3) { scale = atoi(argv[2]); weight = atoi(argv[3]); }
    int desk[14], depth;
    for (;;) {
        for (int k = 0; k < 14; k++)
            if (scanf("%d", &desk[k]) != 1) return 0;
        if (scanf("%d", &depth) != 1) return 1;
        total = 0;
        for (int k = 0; k < 14; k++) total += desk[k];
        double best = 1e30;
        int v = 0;
        long long counted = 0;
        for (int r = 0; r < repeat; r++) {
            struct timespec t0, t1;
            clock_gettime(CLOCK_MONOTONIC, &t0);
            nodes = 0;
            v = -100000;
            int alpha = -100000;
            /* the root: like value(), but counted as the Python reference counts it (no root node) */
            turns(desk, depth, &alpha, 100000);
            v = alpha;
            counted = nodes;
            clock_gettime(CLOCK_MONOTONIC, &t1);
            double s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9;
            if (s < best) best = s;
        }
        printf("%d %lld %.6f\n", v, counted, best);
        fflush(stdout);
    }
}
