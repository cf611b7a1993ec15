/* A plain alpha-beta for Kalah(6,n) in C: the speed reference of benchmarks/kalah_core.py, and with
 * ``prove`` the plain proof of benchmarks/kalah_proofs.py.
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
 *
 * ``kalah_ref prove RULE MEGABYTES SECONDS``: the exact value of each position read (14 numbers a line)
 * by a plain fail-soft negamax to the end of the game with a transposition table of MEGABYTES (each
 * position met, a turn's continuations after an extra move included, probed and stored as a lower and
 * an upper bound and the best move; always replaced), the table's move first and the others in pit order,
 * no other ordering, no endgame table, no null window.  RULE is ``standard`` or ``empty`` (empty capture).  Output, one line each: the value (or
 * ``none`` when SECONDS ran out), nodes, seconds.
 *
 * ``kalah_ref play MEGABYTES``: a player (benchmarks/kalah_6stones.py), the book's rules (standard capture).  Each line
 * read: the 14 numbers of the desk as the program writes it (A1..A6, A's kalah, B1..B6, B's kalah), the side to move
 * (0 = A, 1 = B) and SECONDS.  A plain iterative deepening (depth 1, 2, 3... in whole turns, as in the timing mode) over
 * the root's compound moves (the last depth's best first, then in pit order), each position they leave searched by
 * prove's negamax (the same function) with its table of MEGABYTES (each entry also keeps the depth it was searched
 * to, and is cut on only when searched as deep, or to the end of the game; the table's move first, then pit order;
 * kept from one line to the next, so one process may play a whole match) and the kalahs' difference at the horizon,
 * until SECONDS are gone (checked every 4,096 nodes), the value is exact (no horizon met) or a depth of 200; the last
 * finished depth's turn is played (depth 1 is always finished).  Output, one line each: the compound move (its pits
 * written together: ``14`` for pit 1, then pit 4 after the extra move), the value, the depth finished, nodes, seconds.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long nodes;
static int total, scale = 1, weight = 0, empty_capture = 0;

/* Sow pit i of desk d (seen from the mover) in place: 1 if the mover plays again. */
static int sow(int *d, int i) {
    int n = d[i], h = i;
    d[i] = 0;
    while (n) {
        h = (h + 1) % 13;  /* 13 holes a lap: the opponent's kalah (13) is skipped */
        d[h]++;
        n--;
    }
    if (h < 6 && d[h] == 1 && (d[12 - h] || empty_capture)) {
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

/* --- prove: a plain alpha-beta to the end with a transposition table ------------------------------- */
typedef struct { uint64_t low, high; int16_t lower, upper; int8_t move; uint8_t depth; } Entry;
static Entry *table;
static uint64_t table_mask;
static double deadline;
static jmp_buf out_of_time;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

enum { ENDLESS = 1 << 30, NONE = 10000, WHOLE = 255 };  /* a proof's depth; no cutoff; an entry met no horizon */
static int searched_all;  /* no horizon met below the node being searched: its bounds are the game's */

/* The fail-soft negamax of prove and play, ``depth`` whole turns deep (an extra move goes on at the same depth;
 * ENDLESS: to the end of the game), the kalahs' difference at the horizon; a table entry's bounds are used when it
 * was searched as deep or met no horizon. */
static int negamax(const int *d, int depth, int alpha, int beta) {
    if ((++nodes & 0xFFF) == 0 && now() > deadline) longjmp(out_of_time, 1);
    if (d[6] + d[13] == total) return d[6] - d[13];
    if (depth == 0) { searched_all = 0; return d[6] - d[13]; }
    uint64_t low = 0, high = 0;
    for (int k = 0; k < 7; k++) { low = low << 7 | (uint64_t)d[k]; high = high << 7 | (uint64_t)d[7 + k]; }
    uint64_t mix = (low * 0x9E3779B97F4A7C15ULL) ^ (high + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    Entry *e = &table[(mix ^ mix >> 29) & table_mask];
    int lower = -1000, upper = 1000, first = 0;
    if (e->low == low && e->high == high) {
        first = e->move;
        if (e->depth == WHOLE || e->depth >= depth) {
            lower = e->lower; upper = e->upper;
            int cut = lower == upper || lower >= beta ? lower : upper <= alpha ? upper : NONE;
            if (cut != NONE) {
                if (e->depth != WHOLE) searched_all = 0;
                return cut;
            }
        }
    }
    int outer = searched_all, best = -1000, a = alpha, chosen = first;
    searched_all = 1;
    for (int n = 0; n < 6 && best < beta; n++) {
        int i = n == 0 ? first : n <= first ? n - 1 : n;  /* the table's move first, then the others in pit order */
        if (!d[i]) continue;
        int c[14], v;
        memcpy(c, d, sizeof c);
        if (sow(c, i)) {
            v = negamax(c, depth, a, beta);  /* the same side moves again */
        } else {
            int s[14];
            for (int k = 0; k < 7; k++) { s[k] = c[k + 7]; s[k + 7] = c[k]; }
            v = -negamax(s, depth == ENDLESS ? depth : depth - 1, -beta, -a);
        }
        if (v > best) { best = v; chosen = i; }
        if (best > a) a = best;
    }
    if (best <= alpha) upper = best < upper ? best : upper;
    else if (best >= beta) lower = best > lower ? best : lower;
    else lower = upper = best;
    e->low = low; e->high = high; e->lower = (int16_t)lower; e->upper = (int16_t)upper; e->move = (int8_t)chosen;
    e->depth = searched_all ? WHOLE : (uint8_t)(depth < WHOLE ? depth : WHOLE - 1);
    searched_all = outer && searched_all;
    return best;
}

static int prove(char **argv) {
    empty_capture = strcmp(argv[2], "empty") == 0;
    size_t entries = 1;
    while (entries * 2 * sizeof(Entry) <= (size_t)atoi(argv[3]) << 20) entries *= 2;
    table = calloc(entries, sizeof(Entry));
    if (!table) return 1;
    table_mask = entries - 1;
    int desk[14];
    for (;;) {
        for (int k = 0; k < 14; k++)
            if (scanf("%d", &desk[k]) != 1) return 0;
        total = 0;
        for (int k = 0; k < 14; k++) total += desk[k];
        memset(table, 0, entries * sizeof(Entry));
        nodes = 0;
        double started = now();
        deadline = started + atof(argv[4]);
        if (setjmp(out_of_time)) {
            printf("none %lld %.3f\n", nodes, now() - started);
        } else {
            int v = negamax(desk, ENDLESS, -1000, 1000);
            printf("%d %lld %.3f\n", v, nodes, now() - started);
        }
        fflush(stdout);
    }
}

/* --- play: an iterative deepening of the same negamax --------------------------------------------- */
/* The root's turns: each compound move (its pits, at most one per stone) and the desk it leaves, seen from its mover. */
typedef struct { int8_t pits[80]; int length; int desk[14]; } Turn;
static Turn *turns_found;
static int turns_count, turns_room;

static void find_turns(const int *d, Turn *so_far) {
    for (int i = 0; i < 6; i++) {
        if (!d[i]) continue;
        Turn t = *so_far;
        memcpy(t.desk, d, sizeof t.desk);
        t.pits[t.length++] = (int8_t)i;
        if (sow(t.desk, i)) {
            find_turns(t.desk, &t);
            continue;
        }
        if (turns_count == turns_room) {
            turns_room = 2 * turns_room + 64;
            turns_found = realloc(turns_found, (size_t)turns_room * sizeof(Turn));
            if (!turns_found) exit(1);
        }
        turns_found[turns_count++] = t;
    }
}

static int play(char **argv) {
    size_t entries = 1;
    while (entries * 2 * sizeof(Entry) <= (size_t)atoi(argv[2]) << 20) entries *= 2;
    table = calloc(entries, sizeof(Entry));
    if (!table) return 1;
    table_mask = entries - 1;
    int read[14], desk[14], side;
    double seconds;
    for (;;) {
        for (int k = 0; k < 14; k++)
            if (scanf("%d", &read[k]) != 1) return 0;
        if (scanf("%d %lf", &side, &seconds) != 2) return 1;
        for (int k = 0; k < 14; k++) desk[k] = read[(k + 7 * side) % 14];  /* seen from the mover */
        total = 0;
        for (int k = 0; k < 14; k++) total += desk[k];
        Turn none = {.length = 0};
        turns_count = 0;
        find_turns(desk, &none);
        nodes = 0;
        double started = now();
        deadline = 1e300;  /* depth 1 is always finished */
        volatile int chosen = 0, value = 0, done = 0, depth = 1;  /* read after a longjmp */
        if (turns_count > 1 && !setjmp(out_of_time)) {
            for (; depth <= 200; depth++) {
                int best = -1000, a = -1000, best_turn = chosen;
                searched_all = 1;
                for (int n = 0; n < turns_count; n++) {  /* the last depth's turn first, then the others in order */
                    int k = n == 0 ? chosen : n <= chosen ? n - 1 : n;
                    const int *c = turns_found[k].desk;
                    int v;
                    if (c[6] + c[13] == total) {
                        v = c[6] - c[13];
                    } else {
                        int s[14];
                        for (int j = 0; j < 7; j++) { s[j] = c[j + 7]; s[j + 7] = c[j]; }
                        v = -negamax(s, depth - 1, -1000, -a);
                    }
                    if (v > best) { best = v; best_turn = k; }
                    if (best > a) a = best;
                }
                chosen = best_turn;
                value = best;
                done = depth;
                if (searched_all) break;
                deadline = started + seconds;
            }
        }
        for (int j = 0; j < turns_found[chosen].length; j++) printf("%d", turns_found[chosen].pits[j] + 1);
        printf(" %d %d %lld %.3f\n", value, done, nodes, now() - started);
        fflush(stdout);
    }
}

int main(int argc, char **argv) {
    if (argc > 2 && strcmp(argv[1], "play") == 0) return play(argv);
    if (argc > 4 && strcmp(argv[1], "prove") == 0) return prove(argv);
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
