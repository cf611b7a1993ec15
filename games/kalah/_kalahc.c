/* Kalah's optional compiled search core: the negamax of games/kalah/ai.py's pure core, in C.
 *
 * A plain C library (no Python.h) behind the small interface below, loaded with ctypes by
 * games/shared/native.py and wrapped by games/kalah/native_core.py; packaging/cores.py builds it (an
 * install where it cannot be built uses the pure Python core).  Same positions (12 pits seen from the
 * mover), same values (gains in units of 1 / ``scale`` stone, the same evaluation at the horizon), same
 * cut-offs, table semantics and node counting as the Python core; only the order of turns that
 * bank as many stones may differ, so node counts may too, values never.  With ``reductions`` (late move
 * reductions, as the Python core's ``reduce``: ai.py's four ``LMR_*`` numbers) the depth-limited values may
 * differ; values found to the end of the game do not.
 *
 *   kalah_core_new(values, known_from, entries, check, check_every, scale, weight, keep, empty_capture,
 *                  reductions[4] | NULL, partner | NULL, &error) -> Core * (NULL: see ``error``)
 *   kalah_negamax(core, pits[12], stones, depth (0 to 1022), alpha, beta, &value) -> OK, or why not
 *   kalah_nodes / kalah_inexact / kalah_lowest (and kalah_set_*): the counters the driver reads and writes
 *   kalah_stop(core, stopped), kalah_stopped(core): a Core with no ``check`` ends its search when stopped
 *   kalah_table_bytes(core): the transposition table's memory: the largest power of two of entries within
 *                            ``entries`` (2 at least), 16 bytes each
 *   kalah_preload(core, pits[12 * n], gains[n], n): values known already (an opening book's), written in the
 *                            table as solved: the search reads them as it reads its own (see kalah_preload)
 *   kalah_core_free(core)
 *   kalah_build_table(stones, empty_capture, out) -> 0 (-1: out of range or no memory): the endgame table of
 *                            games/kalah/endgame.py, C(stones + 12, 12) values in ``out``
 *   kalah_build_part(stones, empty_capture, out, part, parts) -> 0 (-1: out of range or no memory): the same
 *                            table built by ``parts`` threads at once, each calling with its ``part`` (0 to parts - 1),
 *                            ``out`` filled with -128 first (see kalah_build_part)
 *   kalah_table_size(stones): the values of that endgame table
 *   kalah_forget()   the next Core starts afresh, whatever it keeps
 *   kalah_init()     the tables every call reads: once, first
 *
 * ``empty_capture`` is the capture rule (games/kalah/rules.py): a last stone in an empty own pit is
 * taken even when the facing pit is empty.
 *
 * ``check(nodes)`` is called every ``check_every`` nodes; when it returns nonzero the search ends (FAILED).
 * Cores on two threads search at once (their caller lets the search run outside Python's lock); a
 * ``partner`` Core's table is shared (lockless entries, see Entry): the helpers of a parallel search.  The
 * calls that make, free and forget Cores touch the table kept between Cores: their caller makes them one at
 * a time (games/kalah/native_core.py calls them holding Python's lock).
 *
 * A Core's transposition table starts empty.  The table of a freed Core is kept for the next one
 * of the same size: its entries carry the stamp of the search that wrote them, and a new Core takes
 * a new stamp, so nothing needs clearing (only when the 8-bit stamps wrap).  With ``keep`` (the
 * next move of a game searched without a depth cap, the coach's proofs one after another) a Core whose
 * predecessor kept its entries too, in the same units, also reads the entries of every search since
 * the first of that unbroken line of keeping searches: what they found serves this one (an older
 * entry is the first replaced by a new one).  With ``keep`` 2 (``ASIDE``: the first depths of a proof, whose values
 * order the root's turns and must not depend on what was kept) a Core reads only its own entries, as a Core that
 * starts afresh, but does not end the line: the next keeping Core reads the line's entries and this one's.  On Linux the table
 * asks for 2 MB pages.  The entries of a node's children are prefetched as its turns are listed.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif
#include "../shared/portable.h"

#define INTERFACE 10
/* what kalah_negamax and kalah_core_new return */
#define OK 0
#define FAILED 1     /* stopped, or ``check`` said to end */
#define NO_MEMORY 2  /* too many turns, or no memory for a table */
#define BUSY 3       /* the Core is searching on another thread */
#define OUT_OF_RANGE 4

EXPORT int kalah_interface(void) { return INTERFACE; }

#define SOLVED 1023  /* the depth stored for a value found with no evaluation at a horizon (above any depth searched) */
#define EXACT 0
#define LOWER 1
#define UPPER 2
#define INF 65536
#define ARENA (1 << 18)
#define ETC_DEPTH 3
#define ASIDE 2  /* ``keep``: reads only its own entries, and the line of keeping Cores goes on after it */

/* A position is its 12 pits packed in two words, 7 bits a pit, seen from the mover: ``lo`` its own
   pits (pit k at bit 7k), ``hi`` the opponent's; the table's key.  A child seen by the opponent is
   (hi, lo) of the position after the turn. */
typedef struct { uint64_t lo, hi; int16_t gain; uint8_t terminal; uint32_t rank; } Turn;  /* rank: see gen() */
/* A table entry in 16 bytes: ``key`` holds lo and the low 22 bits of hi; ``data`` the high 20 bits of
   hi (bits 0-19), the stamp of the search that wrote it (20-27: in use when it is the present
   search's, 0 never written), the work of the search below it (28-33: the base-2 logarithm of its
   nodes), the depth (34-43, SOLVED or less), the value (44-53, signed, in the core's units), the
   bound (54-55) and the index of the best turn in the listing (56-63).
   The table is in buckets of two entries (32 bytes, on one cache line): a position has one bucket;
   its first entry keeps the more valuable of the entries written there (the deeper, then the one of
   more work: in a search to the end every value is SOLVED and the work decides), the second the
   last other one (two-tier replacement).  Two Cores may share a table, each searching on its own thread
   (``partner``): an entry is written with ``key`` xor ``data`` in its key word, so an entry read while
   another thread wrote it (half old, half new) fails the key check and is not used (lockless hashing). */
typedef struct { uint64_t key, data; } Entry;
#define TAG_MASK ((UINT64_C(1) << 28) - 1)
#define STAMPS (1 << 8)
#define D_WORK(d) ((int)(((d) >> 28) & 63))  /* the fields of an entry's data word */
#define D_DEPTH(d) ((int)(((d) >> 34) & 1023))
#define D_VALUE(d) ((((int)((d) >> 44) & 1023) ^ 512) - 512)
#define D_BOUND(d) ((int)(((d) >> 54) & 3))
#define D_BEST(d) ((int)((d) >> 56))
#define D_STAMP(d) ((uint16_t)(((d) >> 20) & (STAMPS - 1)))
#define D_WORTH(d) (D_DEPTH(d) << 6 | D_WORK(d))  /* which of two entries the bucket's first keeps */
static inline uint64_t key_word(uint64_t lo, uint64_t hi) { return lo | hi << 42; }
static inline uint64_t tag_word(uint64_t hi, uint16_t stamp) { return hi >> 22 | (uint64_t)stamp << 20; }

/* The table of the last Core freed, kept for the next one (a search per move: no 16 MB to clear and
   fault in again each time).  A Core takes it when it is free and of its size, else allocates its own. */
static Entry *spare_table;
static uint64_t spare_size;
static uint16_t spare_stamp, spare_since;  /* its stamp, and the oldest its entries read (0: its own) */
static int spare_kept, spare_scale, spare_weight, spare_empty;  /* what its entries' values mean (see Core_init) */
static int spare_reductions[5];  /* and the reductions of the search that wrote them (reduce, then the four numbers) */

#define MOST 72  /* stones in a game */
#define FIELD(x, k) ((int)(((x) >> (7 * (k))) & 127))
#define SIX_FIELDS 0x810204081ULL  /* 1 + 2^7 + ... + 2^35: (x * SIX_FIELDS) >> 35 sums x's six fields */

static inline int side_sum(uint64_t x) { return (int)(((x * SIX_FIELDS) >> 35) & 127); }

/* Sowing k stones from the mover's pit i: add dlo and dhi to the two words (dlo takes the k
   stones out of pit i), bank ``banked``; the last stone falls in hole ``last`` (0-5 the mover's
   pits, 6 its kalah, 7-12 the opponent's pits; the opponent's kalah is skipped). */
typedef struct { uint64_t dlo, dhi; int8_t banked, last; } Sowing;
static Sowing sowings[6][MOST + 1];

static uint64_t binom[40][13];

static void init_tables(void) {
    for (int n = 0; n < 40; n++) {
        binom[n][0] = 1;
        for (int k = 1; k < 13; k++) binom[n][k] = n == 0 ? 0 : binom[n - 1][k - 1] + binom[n - 1][k];
    }
    for (int i = 0; i < 6; i++)
        for (int k = 0; k <= MOST; k++) {
            Sowing *s = &sowings[i][k];
            s->dlo = (uint64_t)0 - ((uint64_t)k << (7 * i)); s->dhi = 0; s->banked = 0;
            for (int n = 1; n <= k; n++) {
                int hole = (i + n) % 13;
                if (hole == 6) s->banked++;
                else if (hole < 6) s->dlo += (uint64_t)1 << (7 * hole);
                else s->dhi += (uint64_t)1 << (7 * (hole - 7));
            }
            s->last = (int8_t)((i + k) % 13);
        }
}

static inline uint64_t pack6(const uint8_t *p) {
    uint64_t x = 0;
    for (int k = 5; k >= 0; k--) x = (x << 7) | p[k];
    return x;
}

/* the endgame table's rank of a position (games/kalah/endgame.py) */
static inline uint64_t rank12(uint64_t lo, uint64_t hi) {
    uint64_t r = 0;
    int c = 0;
    for (int k = 0; k < 6; k++) { c += FIELD(lo, k); r += binom[k + c][k + 1]; }
    for (int k = 0; k < 6; k++) { c += FIELD(hi, k); r += binom[k + 6 + c][k + 7]; }
    return r;
}

/* One sowing from (lo, hi), the mover's pit i of k stones, with the capture (of a lone stone too
   under ``empty`` capture): updates lo, hi and *w; returns 1 when the mover plays again (its last
   stone in its kalah, stones left in its pits). */
static inline int sow(uint64_t *lo, uint64_t *hi, int i, int k, int *w, int empty) {
    const Sowing *s = &sowings[i][k];
    uint64_t l = *lo + s->dlo, h = *hi + s->dhi;
    int last = s->last;
    *w += s->banked;
    if (last == 6) { *lo = l; *hi = h; return l != 0; }
    if (last < 6 && FIELD(l, last) == 1) {
        int taken = FIELD(h, 5 - last);
        if (taken || empty) {
            *w += taken + 1;
            l -= (uint64_t)1 << (7 * last);
            h -= (uint64_t)taken << (7 * (5 - last));
        }
    }
    *lo = l; *hi = h;
    return 0;
}

/* the first slot of a position's bucket in a table of mask + 1 entries */
static inline uint64_t slot(uint64_t lo, uint64_t hi, uint64_t mask) {
    uint64_t h = (lo * 0x9E3779B97F4A7C15ULL) ^ (hi * 0xC2B2AE3D27D4EB4FULL);
    h ^= h >> 29;
    return h & mask & ~(uint64_t)1;
}

/* Every whole turn from (lo, hi), appended at out[n...]; returns the new n, -1 if full.  With a
   ``table``, the entry of each child that banks less than ``fetch_below`` is prefetched (a child
   searched looks its entry up); a child that banks more is in the endgame table ``values``: its rank
   goes in the turn's ``rank`` and its value is prefetched. */
static int gen(uint64_t lo, uint64_t hi, int won, Turn *out, int n, int cap,
               const Entry *table, uint64_t mask, int fetch_below, int empty, const int8_t *values) {
    for (int i = 0; i < 6; i++) {
        int k = FIELD(lo, i);
        if (!k) continue;
        uint64_t l = lo, h = hi;
        int w = won;
        if (sow(&l, &h, i, k, &w, empty)) {
            n = gen(l, h, w, out, n, cap, table, mask, fetch_below, empty, values);
            if (n < 0) return n;
            continue;
        }
        if (n >= cap) return -1;
        Turn *t = &out[n++];
        if (!l) { t->gain = (int16_t)(w - side_sum(h)); t->terminal = 1; t->lo = t->hi = 0; }
        else if (!h) { t->gain = (int16_t)(w + side_sum(l)); t->terminal = 1; t->lo = t->hi = 0; }
        else {
            t->gain = (int16_t)w; t->terminal = 0; t->lo = h; t->hi = l;
            if (table && w < fetch_below) PREFETCH(&table[slot(h, l, mask)]);
            else if (values) { t->rank = (uint32_t)rank12(h, l); PREFETCH(&values[t->rank]); }
        }
    }
    return n;
}

/* What the frontier (a node one turn from the horizon) needs of its turns: their values, each child
   scored by the evaluation, not searched. */
typedef struct {
    int stones;   /* in the node's pits */
    int scale, weight;  /* the core's units: a stone is ``scale``; the evaluation's weight */
    int empty;    /* the empty capture rule */
    int enough;   /* beta: a turn worth this much ends the listing */
    int n;        /* the turns listed */
    int most;     /* the most stones banked by a turn whose child is not the end of the game (-1: none) */
    int top;      /* the best value */
} Frontier;

/* As gen(), but each turn only valued: the game's end exactly, another position by its evaluation (the
   kalahs' difference and ``weight`` times the difference of the stones on each side).  Returns 1 (a
   cut) at the first turn worth ``enough``. */
static int leaves(uint64_t lo, uint64_t hi, int won, Frontier *f) {
    for (int i = 0; i < 6; i++) {
        int k = FIELD(lo, i);
        if (!k) continue;
        uint64_t l = lo, h = hi;
        int w = won, value;
        if (sow(&l, &h, i, k, &w, f->empty)) {
            if (leaves(l, h, w, f)) return 1;
            continue;
        }
        if (!l) value = f->scale * (w - side_sum(h));
        else if (!h) value = f->scale * (w + side_sum(l));
        else {
            value = f->scale * w + f->weight * (2 * side_sum(l) - (f->stones - w));
            if (w > f->most) f->most = w;
        }
        f->n++;
        if (value > f->top) f->top = value;
        if (value >= f->enough) return 1;
    }
    return 0;
}

typedef int (*Check)(long long nodes);  /* nonzero: end the search */

typedef struct Core {
    const int8_t *values;  /* the endgame table's (its caller keeps them) */
    int known_from;
    int scale, weight;  /* a stone is worth ``scale``; the evaluation weighs the stones on each side by ``weight`` */
    int keep;  /* the entries of the last Core freed stay valid for this one if both keep them (same units, same rule) */
    int empty;  /* the empty capture rule */
    int reduce;  /* late move reductions (see negamax): at a node reduce_from to reduce_most deep, a turn that banks
                    nothing after reduce_after others; twice after twice as many, from reduce_twice deep */
    int reduce_from, reduce_after, reduce_most, reduce_twice;
    struct Core *partner;  /* the Core whose table this one shares (its caller keeps it while this one lives), or NULL */
    int stopped;  /* a Core with no ``check`` ends its search when this is set (LOAD32, STORE32) */
    int busy;  /* searching: a Core searches on one thread at a time */
    uint16_t kept;  /* then the oldest stamp read: entries of stamps kept..stamp are this search's, else 0 */
    uint16_t line;  /* an ASIDE Core's: the oldest stamp of the line of keeping Cores it found (0: none), for the next */
    Entry *table;
    uint64_t mask;
    uint16_t stamp;
    Check check;
    long long check_every, next_check;
    long long nodes, inexact;
    int lowest;
    int failed;
    Turn *arena;
    int top;
} Core;

#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define HUGE_PAGE ((size_t)1 << 21)
#define MAPPED(bytes) ((bytes) >= HUGE_PAGE)  /* a table this big is mapped, not allocated */
#else
#define MAPPED(bytes) 0
#endif

/* A zeroed table.  On Linux, mapped in 2 MB pages where the kernel allows them (the table is probed at
   random, and with 4 kB pages nearly every probe also missed the TLB), and zeroed by the kernel as each
   page is first touched: a big table costs no time before the search (a gigabyte took seconds to clear). */
static Entry *new_table(uint64_t size) {
    size_t bytes = (size_t)size * sizeof(Entry);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (MAPPED(bytes)) {  /* a power of two: mapped with a page more, the part aligned on 2 MB kept */
        uint8_t *m = mmap(NULL, bytes + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) return NULL;
        uint8_t *t = (uint8_t *)(((uintptr_t)m + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
        if (t > m) munmap(m, (size_t)(t - m));
        if (t + bytes < m + bytes + HUGE_PAGE) munmap(t + bytes, (size_t)(m + bytes + HUGE_PAGE - (t + bytes)));
        madvise(t, bytes, MADV_HUGEPAGE);  /* advice only: without it, ordinary pages */
        return (Entry *)t;
    }
#endif
    return calloc(size, sizeof(Entry));
}

static void free_table(Entry *table, uint64_t size) {
    if (!table) return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (MAPPED((size_t)size * sizeof(Entry))) { munmap(table, (size_t)size * sizeof(Entry)); return; }
#endif
    free(table);
}

static inline Entry *probe(Core *c, uint64_t lo, uint64_t hi) { return &c->table[slot(lo, hi, c->mask)]; }

/* e holds the position (lo, hi) of this search, or of the last one if it is kept (key = key_word(lo, hi)):
   then its data word, read once (another thread may write the entry meanwhile), in *data */
static inline int holds(const Core *c, const Entry *e, uint64_t key, uint64_t hi, uint64_t *data) {
    uint64_t d = LOAD64(e->data);
    if ((LOAD64(e->key) ^ d) != key) return 0;
    uint64_t tag = d & TAG_MASK;
    uint16_t stamp = D_STAMP(d);
    if (tag != tag_word(hi, stamp) || (stamp != c->stamp && !(c->kept && c->kept <= stamp && stamp < c->stamp))) return 0;
    *data = d;
    return 1;
}

/* the entry of the position (lo, hi) in its bucket, or NULL; its data word in *data */
static inline Entry *find(const Core *c, Entry *bucket, uint64_t lo, uint64_t hi, uint64_t *data) {
    uint64_t key = key_word(lo, hi);
    if (holds(c, &bucket[0], key, hi, data)) return &bucket[0];
    if (holds(c, &bucket[1], key, hi, data)) return &bucket[1];
    return NULL;
}

static inline void put(Entry *e, uint64_t key, uint64_t data) {
    STORE64(e->key, key ^ data);
    STORE64(e->data, data);
}

/* Write an entry (key, data) for (lo, hi) in its bucket: over the position's own entry if it has one;
   else first if it is worth as much as the first (which then goes second) or the first is stale; else
   second. */
static inline void store(Core *c, Entry *bucket, uint64_t lo, uint64_t hi, uint64_t data) {
    uint64_t key = key_word(lo, hi), old;
    Entry *own = find(c, bucket, lo, hi, &old);
    if (own) { put(own, key, data); return; }
    uint64_t first_key = LOAD64(bucket[0].key), first_data = LOAD64(bucket[0].data);
    if (D_STAMP(first_data) != c->stamp || D_WORTH(data) >= D_WORTH(first_data)) {
        STORE64(bucket[1].key, first_key); STORE64(bucket[1].data, first_data);  /* (a torn pair fails its key check) */
        put(&bucket[0], key, data);
    } else put(&bucket[1], key, data);
}

/* a comes before b: more stones banked, or as many and a higher child number */
static inline int before(const Turn *a, const Turn *b) {
    if (a->gain != b->gain) return a->gain > b->gain;
    if (a->hi != b->hi) return a->hi > b->hi;
    return a->lo > b->lo;
}

/* Every ``check_every`` nodes the search calls ``check`` (or, with no ``check``, looks at ``stopped``).
   Returns 1 when the search must end. */
static int budget(Core *c) {
    c->next_check = c->nodes + c->check_every;
    if (c->check ? c->check(c->nodes) : LOAD32(c->stopped)) { c->failed = FAILED; return 1; }
    return 0;
}

static int negamax(Core *c, uint64_t lo, uint64_t hi, int stones, int depth, int alpha, int beta) {
    c->nodes++;
    if (c->nodes >= c->next_check && budget(c)) return 0;
    int scale = c->scale, most = scale * stones;  /* the value lies between -most and most */
    if (stones <= c->known_from) return scale * c->values[rank12(lo, hi)];
    if (-most >= beta) return -most;
    if (most <= alpha) return most;
    if (depth == 0) { c->inexact++; return c->weight * (2 * side_sum(lo) - stones); }
    if (depth < c->lowest) c->lowest = depth;
    long long inexact_before = c->inexact, nodes_before = c->nodes;
    uint64_t d;
    Entry *bucket = probe(c, lo, hi), *e = find(c, bucket, lo, hi, &d);
    int first = -1;
    if (e) {
        int e_depth = D_DEPTH(d), e_bound = D_BOUND(d), e_value = D_VALUE(d);
        if (e_depth >= depth && (e_bound == EXACT || (e_bound == LOWER && e_value >= beta) ||
                                 (e_bound == UPPER && e_value <= alpha))) {
            if (e_depth < SOLVED) c->inexact++;
            return e_value;
        }
        first = D_BEST(d);
    }
    int base = c->top, n;
    Turn *ts = c->arena + base;
    if (depth == 1) {  /* the frontier: each child a leaf; stop at the first turn that reaches beta */
        Frontier f = {stones, scale, c->weight, c->empty, beta, 0, -1, -INF};
        leaves(lo, hi, 0, &f);
        if (stones - f.most > c->known_from) {  /* no child to look up in the endgame table */
            c->nodes += f.n;
            if (f.most >= 0) c->inexact++;
            return f.top;
        }
    }
    /* the children's table entries are fetched from memory as they are listed (ETC below looks them
       all up, and each child searched looks its own up first) */
    n = gen(lo, hi, 0, ts, 0, ARENA - base, c->table, c->mask, stones - c->known_from, c->empty,
            c->known_from >= 0 ? c->values : NULL);
    if (n < 0) { c->failed = NO_MEMORY; return 0; }  /* too many turns */
    c->top = base + n;
    int m = n < 256 ? n : 256;
    int best = -INF, best_index = 0, result;
    /* the order of search: the table's best turn, then by the stones banked, then as the pure core
       does: by the child's pits read as a number (the mover's pit 6 after the turn first), highest
       first (equal turns in the order listed).  Sorted lazily: the first turn is picked alone, and
       the others sorted only if it does not cut (it usually does). */
    int taken = first;
    if (taken < 0 || taken >= m) {
        taken = 0;
        for (int k = 1; k < m; k++) if (before(&ts[k], &ts[taken])) taken = k;
    }
    /* (picked before ETC: the children's entries are on their way meanwhile) */
    if (depth >= ETC_DEPTH) {
        for (int k = 0; k < m; k++) {
            Turn *t = &ts[k];
            if (t->terminal || stones - t->gain <= c->known_from) continue;
            uint64_t cd;
            if (find(c, probe(c, t->lo, t->hi), t->lo, t->hi, &cd) && D_DEPTH(cd) >= depth - 1 && D_BOUND(cd) != LOWER) {
                int value = scale * t->gain - D_VALUE(cd);
                if (value >= beta) {
                    if (D_DEPTH(cd) < SOLVED) c->inexact++;
                    c->top = base;
                    return value;
                }
            }
        }
    }
    uint8_t order[256];
    int alpha_before = alpha, searched = 0;
    for (int o2 = 0; o2 < m; o2++) {
        int index = taken;
        if (o2) {
            if (o2 == 1) {  /* the first did not cut: sort the others */
                int o = 0;
                for (int k = 0; k < m; k++) {
                    if (k == taken) continue;
                    int j = o++;
                    while (j > 0 && before(&ts[k], &ts[order[j - 1]])) { order[j] = order[j - 1]; j--; }
                    order[j] = (uint8_t)k;
                }
            }
            index = order[o2 - 1];
        }
        Turn *t = &ts[index];
        int won = scale * t->gain, value;
        if (t->terminal) value = won;
        else {
            int left = stones - t->gain;
            if (left <= c->known_from) { c->nodes++; value = won - scale * c->values[t->rank]; }
            else if (!searched) value = won - negamax(c, t->lo, t->hi, left, depth - 1, won - beta, won - alpha);
            else {
                int reduced = c->reduce && depth >= c->reduce_from && depth <= c->reduce_most && o2 >= c->reduce_after
                              && t->gain == 0 ? 1 + (depth >= c->reduce_twice && o2 >= 2 * c->reduce_after) : 0;
                value = won - negamax(c, t->lo, t->hi, left, depth - 1 - reduced, won - alpha - 1, won - alpha);
                if (reduced && !c->failed && value > alpha)
                    value = won - negamax(c, t->lo, t->hi, left, depth - 1, won - alpha - 1, won - alpha);
                if (!c->failed && alpha < value && value < beta)
                    value = won - negamax(c, t->lo, t->hi, left, depth - 1, won - beta, won - alpha);
            }
            if (c->failed) { c->top = base; return 0; }
        }
        searched = 1;
        if (value > best) {
            best = value; best_index = index;
            if (value > alpha) { alpha = value; if (value >= beta) break; }
        }
    }
    c->top = base;
    result = best;
    int bound = best >= beta ? LOWER : best <= alpha_before ? UPPER : EXACT;
    int stored = c->inexact == inexact_before ? SOLVED : depth;
    int work = 0;  /* the base-2 logarithm of the nodes searched below, at most 63 */
    for (uint64_t below = (uint64_t)(c->nodes - nodes_before) >> 1; below; below >>= 1) work++;
    store(c, bucket, lo, hi, tag_word(hi, c->stamp) | (uint64_t)work << 28 | (uint64_t)stored << 34 |
                             (uint64_t)(best & 1023) << 44 | (uint64_t)bound << 54 | (uint64_t)best_index << 56);
    return result;
}

static void reductions_of(const Core *c, int *out) {
    out[0] = c->reduce; out[1] = c->reduce_from; out[2] = c->reduce_after; out[3] = c->reduce_most; out[4] = c->reduce_twice;
}

EXPORT void kalah_core_free(Core *c) {
    if (!c) return;
    if (!c->partner && c->table) {  /* kept for the next Core (the last one freed wins); a partner's is the partner's */
        free_table(spare_table, spare_size);
        spare_table = c->table; spare_size = c->mask + 1; spare_stamp = c->stamp;
        spare_since = c->keep == ASIDE ? c->line : c->kept;  /* an ASIDE Core hands the line on (0: from its own) */
        spare_kept = c->keep != 0; spare_scale = c->scale; spare_weight = c->weight; spare_empty = c->empty;
        reductions_of(c, spare_reductions);
    }
    free(c->arena);
    free(c);
}

/* The tables of sowings and binomials: once, before any other call (the loader makes it). */
EXPORT void kalah_init(void) { init_tables(); }

EXPORT Core *kalah_core_new(const int8_t *values, int known_from, long long entries, Check check, long long every,
                            int scale, int weight, int keep, int empty, const int32_t *reductions, Core *partner,
                            int *error) {
    *error = OUT_OF_RANGE;
    if (scale < 1 || scale > 7 || weight < 0 || weight > scale) return NULL;  /* every value within 10 bits: 7 * 72 < 512 */
    if (known_from > 20) return NULL;  /* an endgame table of at most 20 stones */
    if (partner && (!partner->table || !partner->arena || partner->scale != scale || partner->weight != weight
                    || partner->empty != empty))
        return NULL;  /* a partner searches the same rule in the same units */
    *error = NO_MEMORY;
    Core *c = calloc(1, sizeof(Core));
    if (!c) return NULL;
    if (reductions) {
        c->reduce = 1;
        c->reduce_from = reductions[0]; c->reduce_after = reductions[1];
        c->reduce_most = reductions[2]; c->reduce_twice = reductions[3];
    }
    uint64_t size = 2;  /* the most entries within ``entries``, a power of two (one bucket at least) */
    while (size * 2 <= (uint64_t)entries) size <<= 1;
    int mine[5];
    reductions_of(c, mine);
    if (partner) {  /* its table, its stamps: what one finds the other reads (entries in the same units) */
        c->partner = partner;
        c->table = partner->table; size = partner->mask + 1; c->stamp = partner->stamp; c->kept = partner->kept;
    } else if (spare_table && spare_size == size) {
        c->table = spare_table; c->stamp = (uint16_t)((spare_stamp + 1) & (STAMPS - 1));
        if (keep && spare_kept && spare_scale == scale && spare_weight == weight && spare_empty == empty
            && !memcmp(spare_reductions, mine, sizeof mine)) {
            uint16_t since = spare_since ? spare_since : spare_stamp;
            if (keep == ASIDE) c->line = since;  /* read none of them now, hand them on */
            else c->kept = since;
        }
        spare_table = NULL;
        if (!c->stamp) { memset(c->table, 0, size * sizeof(Entry)); c->stamp = 1; c->kept = 0; c->line = 0; }  /* the stamps wrapped */
    } else {
        c->table = new_table(size); c->stamp = 1;
    }
    c->arena = malloc(sizeof(Turn) * ARENA);
    c->mask = size - 1;
    if (!c->table || !c->arena) { kalah_core_free(c); return NULL; }
    c->values = values;
    c->known_from = known_from;
    c->scale = scale; c->weight = weight; c->keep = keep; c->empty = empty;
    c->check = check;
    c->check_every = every > 0 ? every : 1;
    c->next_check = c->check_every;
    c->lowest = 1 << 20;
    *error = OK;
    return c;
}

/* The gain of a position, fail-soft, in *value; OK, or FAILED (stopped, or ``check`` said to end), NO_MEMORY,
   BUSY (searching on another thread) or OUT_OF_RANGE (the depth). */
EXPORT int kalah_negamax(Core *c, const uint8_t *pits, int stones, int depth, int alpha, int beta, int *value) {
    if (depth < 0 || depth >= SOLVED) return OUT_OF_RANGE;
    uint64_t lo = pack6(pits), hi = pack6(pits + 6);
    if (!CLAIM(c->busy)) return BUSY;
    if (!c->check && LOAD32(c->stopped)) { STORE32(c->busy, 0); return FAILED; }
    c->failed = OK;
    c->top = 0;
    *value = negamax(c, lo, hi, stones, depth, alpha, beta);
    STORE32(c->busy, 0);
    return c->failed;
}

/* ``n`` positions (12 pits each, seen from the mover) and their exact gains in whole stones, written in the table as
   exact values found to the end of the game (SOLVED), of the most work: no entry the search writes is worth more, so
   none displaces them from their bucket's first place while this Core's stamp lasts.  A search meeting one of these
   positions returns its value at once (and ETC reads them among the children).  Call it before the search, on the
   Core that owns the table (its partners read them too). */
EXPORT void kalah_preload(Core *c, const uint8_t *pits, const int8_t *gains, int n) {
    for (int k = 0; k < n; k++) {
        uint64_t lo = pack6(pits + 12 * k), hi = pack6(pits + 12 * k + 6);
        int value = c->scale * gains[k];
        store(c, probe(c, lo, hi), lo, hi, tag_word(hi, c->stamp) | (uint64_t)63 << 28 | (uint64_t)SOLVED << 34 |
                                           (uint64_t)(value & 1023) << 44 | (uint64_t)EXACT << 54 | (uint64_t)255 << 56);
    }
}

EXPORT long long kalah_nodes(const Core *c) { return c->nodes; }
EXPORT long long kalah_inexact(const Core *c) { return c->inexact; }
EXPORT int kalah_lowest(const Core *c) { return c->lowest; }
EXPORT long long kalah_table_bytes(const Core *c) { return (long long)((c->mask + 1) * sizeof(Entry)); }
EXPORT int kalah_stopped(Core *c) { return LOAD32(c->stopped); }
EXPORT void kalah_set_nodes(Core *c, long long nodes) { c->nodes = nodes; c->next_check = nodes + c->check_every; }
EXPORT void kalah_set_inexact(Core *c, long long inexact) { c->inexact = inexact; }
EXPORT void kalah_set_lowest(Core *c, int lowest) { c->lowest = lowest; }
EXPORT void kalah_stop(Core *c, int stopped) { STORE32(c->stopped, stopped); }

/* The endgame table by the same recursion as games/kalah/endgame.py (same values, same ranking).  Its state is
   the call's own (tables may be built on two threads at once: the build runs without the GIL). */
typedef struct { int8_t *values; Turn *arena; int top, empty; uint64_t halves; int part, parts; } Builder;

static int solve_small(Builder *b, uint64_t lo, uint64_t hi, int stones) {
    int base = b->top;
    int n = gen(lo, hi, 0, b->arena + base, 0, ARENA - base, NULL, 0, 0, b->empty, NULL);
    b->top = base + n;
    int best = -128;
    for (int k = 0; k < n; k++) {
        Turn *t = &b->arena[base + k];
        int v = t->gain;
        if (!t->terminal) {
            uint64_t r = rank12(t->lo, t->hi);
            if (b->values[r] == -128) b->values[r] = (int8_t)solve_small(b, t->lo, t->hi, stones - t->gain);
            v -= b->values[r];
        }
        if (v > best) best = v;
    }
    b->top = base;
    return best;
}

static void fill(Builder *b, uint8_t *p, int k, int left, int stones) {
    if (k == 6 && b->halves++ % (uint64_t)b->parts != (uint64_t)b->part) return;  /* another part's mover's half */
    if (k == 12) {
        if (left) return;
        uint64_t lo = pack6(p), hi = pack6(p + 6), r = rank12(lo, hi);
        if (b->values[r] != -128) return;
        int mine = p[0] + p[1] + p[2] + p[3] + p[4] + p[5];
        if (!mine || mine == stones) b->values[r] = (int8_t)(2 * mine - stones);
        else b->values[r] = (int8_t)solve_small(b, lo, hi, stones);
        return;
    }
    for (int v = 0; v <= left; v++) { p[k] = (uint8_t)v; fill(b, p, k + 1, left - v, stones); }
    p[k] = 0;
}

/* Each part takes every ``parts``-th of the mover's halves of each number of stones, the fewest stones first, and
   computes any position its recursion meets that is not known yet, whoever's: so the table is whole once every part
   is done, whatever the order the parts ran in.  Two parts may meet the same position and both compute it; they
   write the same value (one byte: the other thread reads the old value or the new, and either serves). */
EXPORT int kalah_build_part(int stones, int empty, int8_t *out, int part, int parts) {
    if (stones < 0 || stones > 20 || parts < 1 || part < 0 || part >= parts) return -1;
    Builder b = {out, malloc(sizeof(Turn) * ARENA), 0, empty, 0, part, parts};
    if (!b.arena) return -1;
    uint8_t p[12] = {0};
    for (int s = 0; s <= stones; s++) fill(&b, p, 0, s, s);
    free(b.arena);
    return 0;
}

EXPORT int kalah_build_table(int stones, int empty, int8_t *out) {
    if (stones < 0 || stones > 20) return -1;
    memset(out, -128, binom[stones + 12][12]);
    return kalah_build_part(stones, empty, out, 0, 1);
}

EXPORT uint64_t kalah_table_size(int stones) {  /* the values of an endgame table of ``stones`` */
    return stones < 0 || stones > 20 ? 0 : binom[stones + 12][12];
}

EXPORT void kalah_forget(void) { spare_kept = 0; }
