/* The puzzles' optional compiled searches: the fast path of the rulers, covering queens and n queens.
 *
 * A plain C library (no Python.h) behind the small interface below, loaded with ctypes by
 * games/shared/native.py and driven by games/shared/fast_core.py; packaging/cores.py builds it (with the
 * machine's C compiler, or zig's where there is none).  Without it the solvers run their pure Python
 * searches.  Each search here is the same search as its Python solver's, taking the candidates in the same
 * order and counting its cases or nodes the same way, so it finds the same solutions in the same order;
 * tests/queens, tests/ruler compare the two.
 *
 * A search is *resumable*: ``*_new`` writes its state (``*_size()`` bytes, copied in and out of an aligned
 * local at each call) into the caller's buffer, ``*_run(state, budget, found, count, where, depth)`` goes
 * on for about ``budget`` cases or nodes: it sets ``*count`` (the cases or nodes so far), ``where`` and
 * ``*depth`` (where the search stands: at most WHERE ints, for the estimate of the time left), appends the
 * solutions found in this slice to ``found`` (each as its length, then its ints), and returns 1 when the
 * search is over, 0 when not, -1 when memory ran out.  So a scene runs a long search a slice per frame and
 * never freezes, and stopping is not running on.  A ``*_new`` returns 0, or -1 for arguments out of range.
 *
 *   ruler_new(k, allowed, last, top, above[above_count], i, position[positions], lengths[2 * sets],
 *             left[2 * sets], repeated[positions], state)
 *       one length's odometer (games/ruler/solver.py ``_Search.odometer``) from the state of its loop;
 *       ``lengths`` and ``left`` are bit sets given as (low 64 bits, high bits) pairs;
 *       where: the wheels a3 … ai (ai the one moving: a3 … a(i-1) are placed); a solution: the free
 *       marks (a3 …).
 *   cover_new(n, general, remaining, covered[2], barred[2], candidates[2], placed[count], count, state)
 *       the rest of one level's loop of games/queen_cover/solver.py ``_Cover.place``: ``candidates``
 *       still to try, each queen completing ``covered`` with ``remaining`` queens in all, the queens
 *       ``placed`` above (square indices); bit sets as (low, high) pairs; where: the queens on the
 *       board (square indices, in the order placed); a solution: their square indices, sorted.
 *   queens_new(n, placed[count], count, free, state)
 *       the rest of one row's loop of games/queens/solver.py: the queens ``placed`` (columns from 1)
 *       on the rows above, ``free`` the columns (bit c: column c) still to try on the next row;
 *       where: the columns of the queens placed; a solution: every column, row by row.
 *   queens_count(n, first_limit, counts[4])
 *       the whole search with the first queen in columns 1 … first_limit, counted only: the solutions,
 *       ``mirrorable`` those whose first queen is off the middle, ``distinct`` those that are the smallest
 *       of their images under the board's 8 symmetries (games/queens/solver.py ``canonical``), the nodes.
 *   found_new(), found_free(found)   the growing list of solutions a run appends to (its caller empties it:
 *       ``used`` set to 0)
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "portable.h"

#define INTERFACE 2
#define WHERE 64  /* the most ints of a search's ``where`` */

EXPORT int searches_interface(void) { return INTERFACE; }

/* The solutions of a slice: ints, each solution its length then its values. */
typedef struct { int32_t *data; int64_t used, size; } Found;

EXPORT Found *found_new(void) { return calloc(1, sizeof(Found)); }
EXPORT void found_free(Found *found) { if (found) { free(found->data); free(found); } }

static int add_solution(Found *found, const int *values, int count) {
    if (found->used + count + 1 > found->size) {
        int64_t size = found->size ? found->size : 4096;
        while (found->used + count + 1 > size) size *= 2;
        int32_t *data = realloc(found->data, (size_t)size * sizeof(int32_t));
        if (data == NULL) return -1;
        found->data = data, found->size = size;
    }
    found->data[found->used++] = count;
    for (int j = 0; j < count; j++) found->data[found->used++] = values[j];
    return 0;
}

static void place(int32_t *where, int *depth, const int *values, int count) {
    if (count > WHERE) count = WHERE;
    for (int j = 0; j < count; j++) where[j] = values[j];
    *depth = count;
}

static u128 read128(const uint64_t *pair) { return U128(pair[1], pair[0]); }

/* ---- rulers ---------------------------------------------------------------------------------- */

#define MARKS 16

typedef struct {
    u128 lengths[MARKS], left[MARKS];
    long long cases;
    int k, allowed, last, top, i, above_count;
    int above[4];
    int position[MARKS], repeated[MARKS];
} Ruler;

EXPORT int ruler_size(void) { return (int)sizeof(Ruler); }

EXPORT int ruler_new(int k, int allowed, int last, int top, const int32_t *above, int above_count, int i,
                     const int32_t *position, int positions, const uint64_t *lengths, const uint64_t *left, int sets,
                     const int32_t *repeated, void *state) {
    Ruler r;
    memset(&r, 0, sizeof r);
    if (k < 1 || k > 120 || last >= MARKS || above_count > 4 || positions > MARKS || sets > MARKS) return -1;
    r.k = k, r.allowed = allowed, r.last = last, r.top = top, r.i = i, r.above_count = above_count;
    for (int j = 0; j < above_count; j++) r.above[j] = above[j];
    for (int j = 0; j < positions; j++) r.position[j] = position[j], r.repeated[j] = repeated[j];
    for (int j = 0; j < sets; j++) r.lengths[j] = read128(lengths + 2 * j), r.left[j] = read128(left + 2 * j);
    memcpy(state, &r, sizeof r);
    return 0;
}

EXPORT int ruler_run(void *state, long long budget, Found *found, long long *count, int32_t *where, int *depth) {
    Ruler r;
    memcpy(&r, state, sizeof r);
    const int k = r.k, allowed = r.allowed, last = r.last, top = r.top, above_count = r.above_count;
    const long long stop = r.cases + budget;
    int i = r.i;
    while (i >= 3 && r.cases < stop) {
        int p = r.position[i] + 1;
        if (p >= top - (last - i)) { i--; continue; }
        r.position[i] = p;
        r.cases++;
        u128 m = r.lengths[i];
        u128 back = shr128(r.left[i], k - p);
        int repeats = r.repeated[i] + popcount128(and128(back, m));
        m = or128(m, back);
        for (int a = 0; a < above_count; a++) {
            u128 bit = bit128(r.above[a] - p);
            if (any128(and128(m, bit))) repeats++;
            m = or128(m, bit);
        }
        if (repeats > allowed) continue;
        if (i == last) {
            if (add_solution(found, r.position + 3, last - 2) < 0) return -1;
        } else {
            i++;
            r.lengths[i] = m;
            r.left[i] = or128(r.left[i - 1], bit128(k - p));
            r.repeated[i] = repeats;
            r.position[i] = p;
        }
    }
    r.i = i;
    memcpy(state, &r, sizeof r);
    *count = r.cases;
    place(where, depth, r.position + 3, i >= 3 ? i - 2 : 0);
    return i < 3;
}

/* ---- covering queens ------------------------------------------------------------------------- */

#define SQUARES 100
#define LEVELS 16

typedef struct { u128 covered, barred, candidates; int q; int pad[3]; } CoverFrame;

typedef struct {
    u128 reach[SQUARES], full;
    CoverFrame stack[LEVELS];
    long long nodes;
    int n, general, remaining, depth, above;
    int prefix[LEVELS];  /* the queens placed before this search (square indices) */
} Cover;

EXPORT int cover_size(void) { return (int)sizeof(Cover); }

/* A cover as the solver reports it: its queens' squares, sorted. */
static int add_cover(Found *found, const int *queens, int count) {
    int sorted[2 * LEVELS];
    for (int j = 0; j < count; j++) {
        int q = queens[j], at = j;
        while (at > 0 && sorted[at - 1] > q) { sorted[at] = sorted[at - 1]; at--; }
        sorted[at] = q;
    }
    return add_solution(found, sorted, count);
}

static void cover_reach(Cover *c) {
    int n = c->n;
    for (int r = 0; r < n; r++)
        for (int col = 0; col < n; col++) {
            u128 mask = U128(0, 0);
            for (int r2 = 0; r2 < n; r2++)
                for (int c2 = 0; c2 < n; c2++)
                    if (r2 == r || c2 == col || r2 - c2 == r - col || r2 + c2 == r + col) mask = or128(mask, bit128(r2 * n + c2));
            c->reach[r * n + col] = mask;
        }
    c->full = not128(shl128(not128(U128(0, 0)), n * n));  /* the n * n bits of the board (n * n < 128) */
}

EXPORT int cover_new(int n, int general, int remaining, const uint64_t *covered, const uint64_t *barred,
                     const uint64_t *candidates, const int32_t *placed, int count, void *state) {
    Cover c;
    memset(&c, 0, sizeof c);
    if (n < 1 || n > 10 || remaining < 1 || remaining > LEVELS || count > LEVELS) return -1;
    c.n = n, c.general = general, c.remaining = remaining, c.above = count;
    for (int j = 0; j < count; j++) c.prefix[j] = placed[j];
    cover_reach(&c);
    c.stack[0].covered = read128(covered);
    c.stack[0].barred = read128(barred);
    c.stack[0].candidates = read128(candidates);
    memcpy(state, &c, sizeof c);
    return 0;
}

EXPORT int cover_run(void *state, long long budget, Found *found, long long *count, int32_t *where, int *depth_out) {
    Cover c;
    int queens[2 * LEVELS];
    memcpy(&c, state, sizeof c);
    const u128 full = c.full;
    const long long stop = c.nodes + budget;
    const int above = c.above;
    int depth = c.depth;
    memcpy(queens, c.prefix, sizeof(int) * above);
    while (depth >= 0 && c.nodes < stop) {
        CoverFrame *f = &c.stack[depth];
        if (!any128(f->candidates)) { depth--; continue; }
        int q = lowest128(f->candidates);
        u128 bit = bit128(q);
        f->candidates = xor128(f->candidates, bit);
        f->q = q;
        u128 now = or128(f->covered, c.reach[q]);
        c.nodes++;
        if (same128(now, full)) {
            for (int j = 0; j <= depth; j++) queens[above + j] = c.stack[j].q;
            if (add_cover(found, queens, above + depth + 1) < 0) return -1;
        } else if (c.remaining - depth > 1) {
            CoverFrame *child = f + 1;
            u128 uncovered = and128(not128(now), full);
            child->covered = now;
            child->barred = f->barred;
            child->candidates = and128(c.general ? c.reach[lowest128(uncovered)] : uncovered, not128(f->barred));
            depth++;
        }
        f->barred = or128(f->barred, bit);
    }
    c.depth = depth;
    memcpy(state, &c, sizeof c);
    for (int j = 0; j <= depth; j++) queens[above + j] = c.stack[j].q;
    *count = c.nodes;
    place(where, depth_out, queens, above + depth + 1);
    return depth < 0;
}

/* ---- n queens -------------------------------------------------------------------------------- */

#define ROWS 32
#define TAIL 8  /* the rows left that queens_run searches in one go (a few thousand nodes at most on 14 x 14) */

typedef struct { uint32_t columns, left, right, free; int column; } QueenFrame;

typedef struct {
    QueenFrame stack[ROWS];
    long long nodes;
    int n, placed, depth;
    int prefix[ROWS];
} Queens;

EXPORT int queens_size(void) { return (int)sizeof(Queens); }

/* A queen on column bit ``bit`` seen from the next row: left diagonals move left, right ones right. */
static void queens_place(const QueenFrame *f, uint32_t bit, uint32_t full, QueenFrame *next) {
    next->columns = f->columns | bit;
    next->left = ((f->left | bit) << 1) & full;
    next->right = (f->right | bit) >> 1;
    next->free = full & ~(next->columns | next->left | next->right);
}

EXPORT int queens_new(int n, const int32_t *placed, int count, uint64_t free, void *state) {
    Queens s;
    memset(&s, 0, sizeof s);
    if (n < 1 || n > 30 || count < 0 || count > n) return -1;
    s.n = n, s.placed = count;
    for (int j = 0; j < count; j++) s.prefix[j] = placed[j];
    uint32_t full = (uint32_t)((UINT64_C(1) << n) - 1);
    QueenFrame f = {0, 0, 0, full, 0};
    for (int j = 0; j < s.placed; j++) queens_place(&f, UINT32_C(1) << (s.prefix[j] - 1), full, &f);
    f.free = (uint32_t)(free >> 1) & full;  /* columns from 1: bit c is column c */
    s.stack[0] = f;
    memcpy(state, &s, sizeof s);
    return 0;
}

static int is_smallest(const int *c, int n) {  /* c (columns from 0) is the smallest of its 8 images */
    int t[ROWS];
    for (int r = 0; r < n; r++) t[c[r]] = r;
    for (int form = 1; form < 8; form++) {  /* each image compared as it is made: most differ at once */
        const int *base = form & 4 ? t : c;
        for (int r = 0; r < n; r++) {
            int v = base[form & 2 ? n - 1 - r : r];
            if (form & 1) v = n - 1 - v;
            if (v < c[r]) return 0;
            if (v > c[r]) break;
        }
    }
    return 1;
}

/* The rest of a search below ``row`` as a plain recursion (nothing in it to resume): listing its solutions
   in ``found``, or, with ``found`` NULL, counting them (all, those whose first queen is off the middle, the
   smallest of their images). */
typedef struct {
    int n;
    uint32_t full;
    int columns[ROWS];  /* from 1 */
    Found *found;
    long long solutions, mirrorable, distinct, nodes;
} Walk;

static int walk_below(Walk *w, int row, uint32_t free, uint32_t used, uint32_t left, uint32_t right) {
    while (free) {
        uint32_t bit = free & (~free + 1);
        free ^= bit;
        w->columns[row] = LOWEST_BIT(bit) + 1;
        w->nodes++;
        if (row + 1 < w->n) {
            uint32_t u = used | bit, l = ((left | bit) << 1) & w->full, r = (right | bit) >> 1;
            if (walk_below(w, row + 1, w->full & ~(u | l | r), u, l, r) < 0) return -1;
        } else if (w->found != NULL) {
            if (add_solution(w->found, w->columns, w->n) < 0) return -1;
        } else {
            int c[ROWS];
            for (int j = 0; j < w->n; j++) c[j] = w->columns[j] - 1;
            w->solutions++;
            w->mirrorable += 2 * c[0] != w->n - 1;
            w->distinct += is_smallest(c, w->n);
        }
    }
    return 0;
}

EXPORT int queens_count(int n, int first_limit, long long *counts) {
    Walk w;
    memset(&w, 0, sizeof w);
    if (n < 1 || n > 30 || first_limit < 0 || first_limit > n) return -1;
    w.n = n;
    w.full = (uint32_t)((UINT64_C(1) << n) - 1);
    walk_below(&w, 0, w.full & (uint32_t)((UINT64_C(1) << first_limit) - 1), 0, 0, 0);
    counts[0] = w.solutions, counts[1] = w.mirrorable, counts[2] = w.distinct, counts[3] = w.nodes;
    return 0;
}

EXPORT int queens_run(void *state, long long budget, Found *found, long long *count, int32_t *where, int *depth_out) {
    Queens s;
    int columns[ROWS];
    memcpy(&s, state, sizeof s);
    const int n = s.n, placed = s.placed;
    const uint32_t full = (uint32_t)((UINT64_C(1) << n) - 1);
    const long long stop = s.nodes + budget;
    int depth = s.depth;
    memcpy(columns, s.prefix, sizeof(int) * placed);
    for (int j = 0; j < depth; j++) columns[placed + j] = s.stack[j].column;
    while (depth >= 0 && s.nodes < stop) {
        QueenFrame *f = &s.stack[depth];
        if (!f->free) { depth--; continue; }
        if (n - placed - depth <= TAIL) {  /* the last rows in one go, by plain recursion */
            Walk w;
            w.n = n, w.full = full, w.found = found, w.nodes = 0;
            memcpy(w.columns, columns, sizeof(int) * (placed + depth));
            if (walk_below(&w, placed + depth, f->free, f->columns, f->left, f->right) < 0) return -1;
            s.nodes += w.nodes;
            f->free = 0;
            continue;
        }
        uint32_t bit = f->free & (~f->free + 1);
        f->free ^= bit;
        f->column = LOWEST_BIT(bit) + 1;
        columns[placed + depth] = f->column;
        s.nodes++;
        if (placed + depth + 1 == n) {
            if (add_solution(found, columns, n) < 0) return -1;
        } else {
            queens_place(f, bit, full, f + 1);
            depth++;
        }
    }
    s.depth = depth;
    memcpy(state, &s, sizeof s);
    *count = s.nodes;
    place(where, depth_out, columns, placed + depth + 1);
    return depth < 0;
}
