/* The pentomino rectangles' optional compiled core: the book's first-empty-cell search of
 * games/pentominoes/solver.py (``_cover_quiet``), in C, resumable; and Algorithm X (``Cover``, below).
 *
 * A plain C library (no Python.h) behind the small interface below, loaded with ctypes by
 * games/shared/native.py and driven by games/pentominoes/fast.py; packaging/cores.py builds it (an install
 * where it cannot be built runs the pure Python search).  Same board bits (the short side vertical: cell
 * ``j*h + i``), same tables (``solver.tables(h)``, flattened), same order of the placements tried,
 * same island test, same node count (a piece placed, refused ones included): the tilings come
 * out in the order the stepping search finds them.
 *
 *   pento_search_new(h, w, offsets, n_offsets, entries, n_entries, x_cells) -> Search * (NULL: out of range)
 *       offsets: (h << h) + 1 ints, the table of key ``i << h | pattern`` is entries[offsets[key] ..
 *                offsets[key + 1]) (empty for the keys the table lacks);
 *       entries: flat ints, three per orientation: piece, its cells as bits from its column, span;
 *       x_cells: the first empty cells (bits) where the X piece may go (all of them but with
 *                ``distinct``).
 *   pento_search_start(s, occupied, used)   a new search from that node (bits covered, pieces used)
 *   pento_search_next(s, limit, pieces, masks) -> int
 *       runs until a tiling: writes its placements (piece, mask) below the node started from and returns
 *       their number; or until ``limit`` more nodes were made, or the search is over (``done``): 0.
 *   pento_search_path(s, pieces, masks) -> int   the pieces the search stands on, below the node started from
 *   pento_search_nodes(s), pento_search_done(s)   the nodes since ``start``; whether the search is over
 *   pento_search_free(s)
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../shared/portable.h"

#define INTERFACE 3
#define MAX_PIECES 12
#define AREA 5
#define X_PIECE 9 /* "FILNPTUVWXYZ".index("X") */

EXPORT int pentominoes_interface(void) { return INTERFACE; }

typedef struct {
    uint64_t occupied;
    uint32_t used;
    int k, end;   /* the next entry of the table to try, and the end of the table */
    int j, e;     /* the first empty cell's column and bit */
} Frame;

typedef struct {
    int h, w, keys;
    uint64_t full, column, not_top, not_bottom, x_cells;
    int *offsets;
    int *piece, *span;
    uint64_t *shape;
    Frame stack[MAX_PIECES + 1];
    int placed_piece[MAX_PIECES + 1];
    uint64_t placed_mask[MAX_PIECES + 1];
    int depth;    /* the frame the search is in (-1: over) */
    long long nodes;
} Search;

/* The frame of node (occupied, used): the table for its first empty cell. */
static void enter(Search *s, Frame *f, uint64_t occupied, uint32_t used) {
    int e = LOWEST_BIT(~occupied);
    int j = e / s->h, i = e % s->h;
    int key = i << s->h | (int)((~occupied >> (j * s->h)) & s->column);
    f->occupied = occupied;
    f->used = used;
    f->j = j;
    f->e = e;
    f->k = s->offsets[key];
    f->end = s->offsets[key + 1];
}

static int island_fits(const Search *s, uint64_t occupied) {
    uint64_t free_ = s->full & ~occupied;
    uint64_t region = free_ & (~free_ + 1);
    int h = s->h;
    for (;;) {
        uint64_t grown = (region | (region << 1 & s->not_top) | (region >> 1 & s->not_bottom) | region << h
                          | region >> h) & free_;
        if (grown == region) break;
        region = grown;
    }
    return POPCOUNT(region) % AREA == 0;
}

static int placements(const Search *s, int count, int32_t *pieces, uint64_t *masks) {
    for (int d = 0; d < count; d++) pieces[d] = s->placed_piece[d], masks[d] = s->placed_mask[d];
    return count;
}

EXPORT int pento_search_next(Search *s, long long limit, int32_t *pieces, uint64_t *masks) {
    long long stop = s->nodes + (limit > 0 ? limit : 1);
    int d = s->depth;
    const int *piece = s->piece, *span = s->span;
    const uint64_t *shape = s->shape;
    const uint64_t full = s->full, x_cells = s->x_cells;
    const int w = s->w;
    while (d >= 0) {
        if (s->nodes >= stop) break;
        Frame *f = &s->stack[d];
        if (f->k >= f->end) { d--; continue; }
        int x = f->k++;
        int p = piece[x];
        if (f->used >> p & 1 || f->j + span[x] > w) continue;
        uint64_t mask = shape[x] << (f->j * s->h);
        if (mask & f->occupied || (p == X_PIECE && !(x_cells >> f->e & 1))) continue;
        s->nodes++;
        uint64_t now = f->occupied | mask;
        s->placed_piece[d] = p;
        s->placed_mask[d] = mask;
        if (now == full) {
            s->depth = d;
            return placements(s, d + 1, pieces, masks);
        }
        if (island_fits(s, now) && d < MAX_PIECES) {
            enter(s, &s->stack[d + 1], now, f->used | 1u << p);
            d++;
        }
    }
    s->depth = d;
    return 0;
}

EXPORT void pento_search_start(Search *s, uint64_t occupied, uint32_t used) {
    s->nodes = 0;
    if ((occupied & s->full) == s->full) { s->depth = -1; return; }
    enter(s, &s->stack[0], occupied, used);
    s->depth = 0;
}

EXPORT int pento_search_path(const Search *s, int32_t *pieces, uint64_t *masks) {
    return placements(s, s->depth > 0 ? s->depth : 0, pieces, masks);
}

EXPORT long long pento_search_nodes(const Search *s) { return s->nodes; }
EXPORT int pento_search_done(const Search *s) { return s->depth < 0; }

EXPORT void pento_search_free(Search *s) {
    if (!s) return;
    free(s->offsets); free(s->piece); free(s->span); free(s->shape);
    free(s);
}

EXPORT Search *pento_search_new(int h, int w, const int32_t *offsets, int n_offsets, const int64_t *entries,
                                int n_entries, uint64_t x_cells) {
    if (h < 1 || w < 1 || h > 8 || h * w > 64) return NULL;
    int keys = h << h, count = n_entries / 3;
    int bad = n_offsets != keys + 1 || n_entries % 3;
    for (int k = 0; !bad && k < keys; k++)
        bad = offsets[k] < 0 || offsets[k] > offsets[k + 1] || offsets[k + 1] > count;
    for (int x = 0; !bad && x < count; x++)
        bad = entries[3 * x] < 0 || entries[3 * x] >= MAX_PIECES || entries[3 * x + 1] < 0
              || entries[3 * x + 1] >= ((int64_t)1 << (5 * h)) || entries[3 * x + 2] < 1 || entries[3 * x + 2] > 5;
    Search *s = bad ? NULL : calloc(1, sizeof(Search));
    if (!s) return NULL;
    s->offsets = malloc(sizeof(int) * (keys + 1));
    s->piece = malloc(sizeof(int) * (count + 1));
    s->span = malloc(sizeof(int) * (count + 1));
    s->shape = malloc(sizeof(uint64_t) * (count + 1));
    if (!s->offsets || !s->piece || !s->span || !s->shape) { pento_search_free(s); return NULL; }
    for (int k = 0; k <= keys; k++) s->offsets[k] = offsets[k];
    for (int x = 0; x < count; x++) {
        s->piece[x] = (int)entries[3 * x];
        s->shape[x] = (uint64_t)entries[3 * x + 1];
        s->span[x] = (int)entries[3 * x + 2];
    }
    s->h = h; s->w = w; s->keys = keys;
    int cells = h * w;
    s->full = cells == 64 ? ~UINT64_C(0) : (UINT64_C(1) << cells) - 1;
    s->column = (UINT64_C(1) << h) - 1;
    uint64_t tops = 0, bottoms = 0;
    for (int j = 0; j < w; j++) { tops |= UINT64_C(1) << (j * h); bottoms |= UINT64_C(1) << (j * h + h - 1); }
    s->not_top = s->full & ~tops;
    s->not_bottom = s->full & ~bottoms;
    s->x_cells = x_cells;
    s->depth = -1;
    s->nodes = 0;
    return s;
}

/* Algorithm X (``solver._Cover.quiet``) on bit sets: rows (placements) and columns (pieces, free cells) are
 * bits; a node is the rows still possible and the columns still open; it branches on the first open column
 * with fewest rows, trying them in order.
 *
 *   pento_cover_new(words, rows_of, rows_of_size, clash, clash_size, columns_of, columns_of_size) -> Cover *
 *       words: the 64-bit words of a row set; rows_of: for each column, its rows; clash: for each row, the
 *       rows sharing a column with it; columns_of: for each row, its columns (two words): little-endian bytes
 *       (NULL: sets that do not fit the cover, or no memory).
 *   pento_cover_start(c, rows, rows_size, columns, columns_size)   a new search from that node (0; -1: too large)
 *   pento_cover_next(c, limit, rows) -> int   the rows of the next cover below that node (as pento_search_next)
 *   pento_cover_path(c, rows) -> int          the rows the search stands on
 *   pento_cover_nodes(c), pento_cover_done(c), pento_cover_free(c)
 */
#define MAX_WORDS 64
#define COLUMN_WORDS 2

typedef struct {
    uint64_t rows[MAX_WORDS], choices[MAX_WORDS];
    uint64_t columns[COLUMN_WORDS];
} XFrame;

typedef struct {
    int words, n_columns, n_rows;
    uint64_t *rows_of, *clash, *columns_of;
    XFrame stack[MAX_PIECES + 2];
    int path[MAX_PIECES + 2];
    int depth;
    long long nodes;
} Cover;

/* The rows of the first open column with fewest rows into f->choices; 0 when a column has none. */
static int branch(const Cover *c, XFrame *f) {
    int words = c->words, best = -1, fewest = 1 << 30, live[MAX_WORDS], n_live = 0;
    for (int k = 0; k < words; k++)
        if (f->rows[k]) live[n_live++] = k;  /* the words with rows left: the others count nothing */
    for (int col = 0; col < c->n_columns; col++) {
        if (!(f->columns[col >> 6] >> (col & 63) & 1)) continue;
        const uint64_t *of = c->rows_of + (size_t)col * words;
        int n = 0;
        for (int k = 0; k < n_live && n < fewest; k++) n += POPCOUNT(f->rows[live[k]] & of[live[k]]);
        if (n < fewest) {
            best = col;
            fewest = n;
            if (!n) return 0;
        }
    }
    const uint64_t *of = c->rows_of + (size_t)best * words;
    for (int k = 0; k < words; k++) f->choices[k] = f->rows[k] & of[k];
    return 1;
}

EXPORT int pento_cover_next(Cover *c, long long limit, int32_t *rows) {
    long long stop = c->nodes + (limit > 0 ? limit : 1);
    int d = c->depth, words = c->words;
    while (d >= 0) {
        if (c->nodes >= stop) break;
        XFrame *f = &c->stack[d];
        int k = 0;
        while (k < words && !f->choices[k]) k++;
        if (k == words || d > MAX_PIECES) { d--; continue; }
        int r = k * 64 + LOWEST_BIT(f->choices[k]);
        f->choices[k] &= f->choices[k] - 1;
        c->nodes++;
        c->path[d] = r;
        XFrame *g = &c->stack[d + 1];
        const uint64_t *clash = c->clash + (size_t)r * words, *cols = c->columns_of + (size_t)r * COLUMN_WORDS;
        uint64_t open = 0;
        for (int w = 0; w < COLUMN_WORDS; w++) open |= g->columns[w] = f->columns[w] & ~cols[w];
        if (!open) {
            c->depth = d;
            for (int e = 0; e <= d; e++) rows[e] = c->path[e];
            return d + 1;
        }
        for (int w = 0; w < words; w++) g->rows[w] = f->rows[w] & ~clash[w];
        if (branch(c, g)) d++;
    }
    c->depth = d;
    return 0;
}

static int read_words(const unsigned char *bytes, int64_t size, uint64_t *out, int words) {
    if (size > (int64_t)words * 8) return -1;
    memset(out, 0, sizeof(uint64_t) * words);
    for (int64_t k = 0; k < size; k++) out[k / 8] |= (uint64_t)bytes[k] << (8 * (k % 8));
    return 0;
}

EXPORT int pento_cover_start(Cover *c, const unsigned char *rows, int64_t rows_size, const unsigned char *columns,
                             int64_t columns_size) {
    XFrame *f = &c->stack[0];
    if (read_words(rows, rows_size, f->rows, c->words) || read_words(columns, columns_size, f->columns, COLUMN_WORDS))
        return -1;
    c->nodes = 0;
    c->depth = c->rows_of && (f->columns[0] | f->columns[1]) && branch(c, f) ? 0 : -1;
    return 0;
}

EXPORT int pento_cover_path(const Cover *c, int32_t *rows) {
    int n = c->depth > 0 ? c->depth : 0;
    for (int e = 0; e < n; e++) rows[e] = c->path[e];
    return n;
}

EXPORT long long pento_cover_nodes(const Cover *c) { return c->nodes; }
EXPORT int pento_cover_done(const Cover *c) { return c->depth < 0; }

EXPORT void pento_cover_free(Cover *c) {
    if (!c) return;
    free(c->rows_of); free(c->clash); free(c->columns_of);
    free(c);
}

EXPORT Cover *pento_cover_new(int words, const unsigned char *rows_of, int64_t rows_of_size, const unsigned char *clash,
                              int64_t clash_size, const unsigned char *columns_of, int64_t columns_of_size) {
    int64_t n_columns = rows_of_size / (8 * (words > 0 ? words : 1));
    int64_t n_rows = clash_size / (8 * (words > 0 ? words : 1));
    if (words < 1 || words > MAX_WORDS || n_columns > 64 * COLUMN_WORDS || n_rows > 64 * words
        || rows_of_size != n_columns * 8 * words || clash_size != n_rows * 8 * words
        || columns_of_size != n_rows * 8 * COLUMN_WORDS)
        return NULL;
    Cover *c = calloc(1, sizeof(Cover));
    if (!c) return NULL;
    c->rows_of = malloc(sizeof(uint64_t) * (n_columns * words + 1));
    c->clash = malloc(sizeof(uint64_t) * (n_rows * words + 1));
    c->columns_of = malloc(sizeof(uint64_t) * (n_rows * COLUMN_WORDS + 1));
    if (!c->rows_of || !c->clash || !c->columns_of
        || read_words(rows_of, rows_of_size, c->rows_of, (int)(n_columns * words))
        || read_words(clash, clash_size, c->clash, (int)(n_rows * words))
        || read_words(columns_of, columns_of_size, c->columns_of, (int)(n_rows * COLUMN_WORDS))) {
        pento_cover_free(c);
        return NULL;
    }
    c->words = words;
    c->n_columns = (int)n_columns;
    c->n_rows = (int)n_rows;
    c->depth = -1;
    c->nodes = 0;
    return c;
}
