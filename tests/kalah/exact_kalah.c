/* An exact Kalah solver for the coach's tests (tests/kalah/exact_reference.py compiles it with the system's cc).
 *
 * Written from spec/kalah.md for the tests alone: it shares no code with games/kalah (no book, no endgame table).  A
 * plain fail-soft negamax with alpha-beta, asked by MTD(f) (null windows), memoised in a table
 * keyed by the 12 pits seen from the mover: a position's *gain* (what the mover will still put in its kalah minus
 * what the other will, with perfect play from here) does not depend on the kalahs, so one entry serves every
 * position with the same pits; and a sowing that ends in the mover's kalah leaves a position of the same mover,
 * valued the same way (the turn goes on from it).  Each entry holds a lower and an upper bound of the gain (always
 * true bounds: the game has no cycles, every sowing either banks a stone or carries stones forward), and the table
 * is kept from one line to the next, so the positions of one game are solved quickly after the first.  The table's
 * buckets hold two entries: the first keeps the position with the most stones in the pits (the costliest to find
 * again), the second the latest.  The pits are tried in the order: the table's best pit, the pits whose last stone
 * ends in the kalah, those that capture, the others, each from pit 6 down.
 *
 * Measured (2026-11-27, the machine busy): the 3-stone start, +2, in 3.1 million nodes, about 2 s (with one entry a
 * bucket and the pits in their order, it was not solved in 240 s); the 2-stone start in 25,000 nodes.
 *
 * Usage: ``exact_kalah RULE MEGABYTES`` (RULE: ``standard``, the facing pit must hold stones, or ``empty``, a last
 * stone in an empty own pit is always taken); each line read holds the 12 pits seen from the side to move (its pits
 * 1..6, then the other's pits 1..6), each line written the gain and the nodes searched for it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { INF = 1000, MOST_IN_A_PIT = 63 };

typedef struct { uint64_t low, high; int16_t lower, upper; int8_t move; } Entry;  /* high's top bit: in use */

static int empty_capture;
static long long nodes;
static Entry *table;
static uint64_t mask;

/* Sow the mover's pit i (0..5) of d (the mover's pits 0..5 and kalah 6, the other's pits 7..12 and kalah 13),
 * stone by stone: 2 when the game ended (each side's stones swept into its own kalah), 1 when the last stone fell
 * in the mover's kalah (it plays again), else 0. */
static int sow(int *d, int i) {
    int hole = i, stones = d[i];
    d[i] = 0;
    while (stones > 0) {
        hole = hole == 12 ? 0 : hole + 1;  /* the other's kalah, 13, is skipped */
        d[hole]++;
        stones--;
    }
    if (hole < 6 && d[hole] == 1 && (d[12 - hole] > 0 || empty_capture)) {
        d[6] += d[hole] + d[12 - hole];
        d[hole] = d[12 - hole] = 0;
    }
    int mine = 0, theirs = 0;
    for (int k = 0; k < 6; k++) {
        mine += d[k];
        theirs += d[7 + k];
    }
    if (mine == 0 || theirs == 0) {
        d[6] += mine;
        d[13] += theirs;
        for (int k = 0; k < 6; k++) d[k] = d[7 + k] = 0;
        return 2;
    }
    return hole == 6;
}

/* The stones in the pits of a table entry's position. */
static int stones_of(const Entry *e) {
    int stones = 0;
    for (int k = 0; k < 6; k++) stones += (int)((e->low >> (6 * k) & 63) + (e->high >> (6 * k) & 63));
    return stones;
}

/* The order the mover's pit i (not empty) of d is tried in: 0 when its last stone ends in the kalah, 1 when it
 * captures (its last stone ends in an empty pit of the mover's, the facing one not empty), else 2. */
static int kind_of(const int *d, int i) {
    if (d[i] == 6 - i) return 0;
    int last = i + d[i];  /* with fewer than 13 stones: the mover's pit when it is below 6 */
    return d[i] < 13 && last < 6 && d[last] == 0 && d[12 - last] > 0 ? 1 : 2;
}

/* The mover's gain from d (its kalahs 0), fail-soft within (alpha, beta), through the table (the order of the pits
 * tried: see the top). */
static int gain(const int *d, int alpha, int beta) {
    nodes++;
    uint64_t low = 0, high = 0;
    int stones = 0;
    for (int k = 0; k < 6; k++) {
        low = low << 6 | (uint64_t)d[k];
        high = high << 6 | (uint64_t)d[7 + k];
        stones += d[k] + d[7 + k];
    }
    high |= 1ULL << 63;
    uint64_t mix = low * 0x9E3779B97F4A7C15ULL ^ high * 0xC2B2AE3D27D4EB4FULL;
    Entry *bucket = &table[(mix ^ mix >> 31) & mask & ~(uint64_t)1], *e = NULL;
    if (bucket[0].low == low && bucket[0].high == high) e = &bucket[0];
    else if (bucket[1].low == low && bucket[1].high == high) e = &bucket[1];
    int lower = -stones, upper = stones, order[6], count = 0;  /* no more than the stones left can change hands */
    if (e) {
        lower = e->lower;
        upper = e->upper;
        order[count++] = e->move;
    }
    if (lower >= beta || lower == upper) return lower;
    if (upper <= alpha) return upper;
    if (lower > alpha) alpha = lower;
    if (upper < beta) beta = upper;
    for (int pass = 0; pass < 3; pass++)
        for (int i = 5; i >= 0; i--)
            if (d[i] > 0 && !(e && i == e->move) && kind_of(d, i) == pass) order[count++] = i;
    int best = -INF, chosen = order[0];
    for (int n = 0; n < count && best < beta; n++) {
        int after[14], v;
        memcpy(after, d, sizeof after);
        int result = sow(after, order[n]);
        int floor = best > alpha ? best : alpha, banked = after[6] - after[13];
        if (result == 2) {
            v = banked;
        } else if (result == 1) {
            after[6] = 0;
            v = banked + gain(after, floor - banked, beta - banked);
        } else {
            int seen[14];
            for (int k = 0; k < 6; k++) {
                seen[k] = after[7 + k];
                seen[7 + k] = after[k];
            }
            seen[6] = seen[13] = 0;
            v = banked - gain(seen, banked - beta, banked - floor);
        }
        if (v > best) {
            best = v;
            chosen = order[n];
        }
    }
    if (best <= alpha) {
        if (best < upper) upper = best;
    } else if (best >= beta) {
        if (best > lower) lower = best;
    } else {
        lower = upper = best;
    }
    if (!e) {  /* the first entry if this position has as many stones as its (which then goes second), else the second */
        e = bucket[0].high == 0 || stones >= stones_of(&bucket[0]) ? &bucket[0] : &bucket[1];
        if (e == &bucket[0]) bucket[1] = bucket[0];
    }
    e->low = low;
    e->high = high;
    e->lower = (int16_t)lower;
    e->upper = (int16_t)upper;
    e->move = (int8_t)chosen;
    return best;
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[1], "standard") != 0 && strcmp(argv[1], "empty") != 0)) {
        fprintf(stderr, "usage: exact_kalah standard|empty MEGABYTES\n");
        return 2;
    }
    empty_capture = strcmp(argv[1], "empty") == 0;
    size_t entries = 1;
    while (2 * entries * sizeof(Entry) <= (size_t)atoi(argv[2]) << 20) entries *= 2;
    table = calloc(entries, sizeof(Entry));
    if (table == NULL) return 1;
    mask = entries - 1;
    int pits[12];
    for (;;) {
        for (int k = 0; k < 12; k++) {
            if (scanf("%d", &pits[k]) != 1) return 0;
            if (pits[k] < 0 || pits[k] > MOST_IN_A_PIT) return 2;
        }
        int d[14] = {0};
        for (int k = 0; k < 6; k++) {
            d[k] = pits[k];
            d[7 + k] = pits[6 + k];
        }
        nodes = 0;
        int found = 0, lower = -INF, upper = INF;
        while (lower < upper) {  /* MTD(f): tests of the gain with a null window, from a guess of 0 */
            int beta = found == lower ? found + 1 : found;
            found = gain(d, beta - 1, beta);
            if (found < beta) upper = found;
            else lower = found;
        }
        printf("%d %lld\n", found, nodes);
        fflush(stdout);
    }
}
