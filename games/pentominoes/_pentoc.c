/* The pentomino rectangles' optional compiled core: the book's first-empty-cell search of
 * games/pentominoes/solver.py (``_cover_quiet``), in C, resumable; and Algorithm X (``Cover``, below).
 *
 * Built by setup.py as an optional extension (an install without a compiler skips it, and the
 * program then uses the pure Python search).  Same board bits (the short side vertical: cell
 * ``j*h + i``), same tables (``solver.tables(h)``, flattened), same order of the placements tried,
 * same island test, same node count (a piece placed, refused ones included): the tilings come
 * out in the order the stepping search finds them.
 *
 *   Search(h, w, offsets, entries, x_cells)
 *       offsets: (h << h) + 1 ints, the table of key ``i << h | pattern`` is entries[offsets[key] ..
 *                offsets[key + 1]) (empty for the keys the table lacks);
 *       entries: flat ints, three per orientation: piece, its cells as bits from its column, span;
 *       x_cells: the first empty cells (bits) where the X piece may go (all of them but with
 *                ``distinct``).
 *     .start(occupied, used)   a new search from that node (bits covered, pieces used)
 *     .next(limit) -> tuple | None
 *         runs until a tiling: its placements ((piece, mask), ...) below the node started from; or
 *         until ``limit`` more nodes were made, or the search is over (``done``): None.
 *     .path() -> ((piece, mask), ...)   the pieces the search stands on, below the node started from
 *     .nodes, .done                    the nodes since ``start``; whether the search is over
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PIECES 12
#define AREA 5
#define X_PIECE 9 /* "FILNPTUVWXYZ".index("X") */

#if defined(__GNUC__) || defined(__clang__)
#define LOWEST_BIT(x) __builtin_ctzll(x)
#define POPCOUNT(x) __builtin_popcountll(x)
#else
static int LOWEST_BIT(uint64_t x) { int n = 0; while (!(x & 1)) { x >>= 1; n++; } return n; }
static int POPCOUNT(uint64_t x) { int n = 0; while (x) { x &= x - 1; n++; } return n; }
#endif

/* The Python type of a search run a batch at a time (``T`` has ``nodes`` and ``depth``, -1 once over, and
 * the functions T_init, T_dealloc, T_start, T_next, T_path). */
#define BATCHED_TYPE(T, START_DOC, NEXT_DOC, PATH_DOC, NODES_DOC)                                               \
    static PyObject *T##_get_nodes(T *s, void *unused) { return PyLong_FromLongLong(s->nodes); }             \
    static PyObject *T##_get_done(T *s, void *unused) { return PyBool_FromLong(s->depth < 0); }              \
    static PyGetSetDef T##_getset[] = {{"nodes", (getter)T##_get_nodes, NULL, NODES_DOC, NULL},               \
                                       {"done", (getter)T##_get_done, NULL, "whether the search is over", NULL}, \
                                       {NULL}};                                                               \
    static PyMethodDef T##_methods[] = {{"start", (PyCFunction)T##_start, METH_VARARGS, START_DOC},            \
                                        {"next", (PyCFunction)T##_next, METH_O, NEXT_DOC},                    \
                                        {"path", (PyCFunction)T##_path, METH_NOARGS, PATH_DOC},               \
                                        {NULL}};                                                              \
    static PyTypeObject T##Type = {PyVarObject_HEAD_INIT(NULL, 0).tp_name = "_pentoc." #T,                    \
                                   .tp_basicsize = sizeof(T), .tp_flags = Py_TPFLAGS_DEFAULT,                 \
                                   .tp_new = PyType_GenericNew, .tp_init = (initproc)T##_init,                \
                                   .tp_dealloc = (destructor)T##_dealloc, .tp_methods = T##_methods,          \
                                   .tp_getset = T##_getset};

typedef struct {
    uint64_t occupied;
    uint32_t used;
    int k, end;   /* the next entry of the table to try, and the end of the table */
    int j, e;     /* the first empty cell's column and bit */
} Frame;

typedef struct {
    PyObject_HEAD
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

static PyObject *placements(const Search *s, int count) {
    PyObject *out = PyTuple_New(count);
    if (!out) return NULL;
    for (int d = 0; d < count; d++) {
        PyObject *pair = Py_BuildValue("(iK)", s->placed_piece[d], (unsigned long long)s->placed_mask[d]);
        if (!pair) { Py_DECREF(out); return NULL; }
        PyTuple_SET_ITEM(out, d, pair);
    }
    return out;
}

static PyObject *Search_next(Search *s, PyObject *arg) {
    long long limit = PyLong_AsLongLong(arg);
    if (limit == -1 && PyErr_Occurred()) return NULL;
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
            return placements(s, d + 1);
        }
        if (island_fits(s, now) && d < MAX_PIECES) {
            enter(s, &s->stack[d + 1], now, f->used | 1u << p);
            d++;
        }
    }
    s->depth = d;
    Py_RETURN_NONE;
}

static PyObject *Search_start(Search *s, PyObject *args) {
    unsigned long long occupied;
    unsigned int used;
    if (!PyArg_ParseTuple(args, "KI", &occupied, &used)) return NULL;
    s->nodes = 0;
    if ((occupied & s->full) == s->full) { s->depth = -1; Py_RETURN_NONE; }
    enter(s, &s->stack[0], occupied, used);
    s->depth = 0;
    Py_RETURN_NONE;
}

static PyObject *Search_path(Search *s, PyObject *unused) { return placements(s, s->depth > 0 ? s->depth : 0); }

static int read_ints(PyObject *seq, Py_ssize_t *n, long long **out) {
    PyObject *fast = PySequence_Fast(seq, "a sequence of ints");
    if (!fast) return -1;
    *n = PySequence_Fast_GET_SIZE(fast);
    *out = malloc(sizeof(long long) * (*n > 0 ? *n : 1));
    if (!*out) { Py_DECREF(fast); PyErr_NoMemory(); return -1; }
    for (Py_ssize_t k = 0; k < *n; k++) {
        (*out)[k] = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(fast, k));
        if ((*out)[k] == -1 && PyErr_Occurred()) { Py_DECREF(fast); free(*out); *out = NULL; return -1; }
    }
    Py_DECREF(fast);
    return 0;
}

static int Search_init(Search *s, PyObject *args, PyObject *kwargs) {
    int h, w;
    PyObject *offsets_obj, *entries_obj;
    unsigned long long x_cells;
    if (!PyArg_ParseTuple(args, "iiOOK", &h, &w, &offsets_obj, &entries_obj, &x_cells)) return -1;
    if (h < 1 || w < 1 || h > 8 || h * w > 64) {
        PyErr_SetString(PyExc_ValueError, "a board of at most 64 cells, its short side at most 8");
        return -1;
    }
    Py_ssize_t n_offsets, n_entries;
    long long *offsets = NULL, *entries = NULL;
    if (read_ints(offsets_obj, &n_offsets, &offsets) || read_ints(entries_obj, &n_entries, &entries)) {
        free(offsets);
        return -1;
    }
    int keys = h << h, count = (int)(n_entries / 3);
    int bad = n_offsets != keys + 1 || n_entries % 3;
    for (int k = 0; !bad && k < keys; k++)
        bad = offsets[k] < 0 || offsets[k] > offsets[k + 1] || offsets[k + 1] > count;
    for (int x = 0; !bad && x < count; x++)
        bad = entries[3 * x] < 0 || entries[3 * x] >= MAX_PIECES || entries[3 * x + 1] < 0
              || entries[3 * x + 1] >= (1LL << (5 * h)) || entries[3 * x + 2] < 1 || entries[3 * x + 2] > 5;
    if (bad) {
        free(offsets); free(entries);
        PyErr_SetString(PyExc_ValueError, "tables that do not fit the board");
        return -1;
    }
    free(s->offsets); free(s->piece); free(s->span); free(s->shape);
    s->offsets = malloc(sizeof(int) * (keys + 1));
    s->piece = malloc(sizeof(int) * (count + 1));
    s->span = malloc(sizeof(int) * (count + 1));
    s->shape = malloc(sizeof(uint64_t) * (count + 1));
    if (!s->offsets || !s->piece || !s->span || !s->shape) {
        free(offsets); free(entries);
        PyErr_NoMemory();
        return -1;
    }
    for (int k = 0; k <= keys; k++) s->offsets[k] = (int)offsets[k];
    for (int x = 0; x < count; x++) {
        s->piece[x] = (int)entries[3 * x];
        s->shape[x] = (uint64_t)entries[3 * x + 1];
        s->span[x] = (int)entries[3 * x + 2];
    }
    free(offsets); free(entries);
    s->h = h; s->w = w; s->keys = keys;
    int cells = h * w;
    s->full = cells == 64 ? ~0ULL : (1ULL << cells) - 1;
    s->column = (1ULL << h) - 1;
    uint64_t tops = 0, bottoms = 0;
    for (int j = 0; j < w; j++) { tops |= 1ULL << (j * h); bottoms |= 1ULL << (j * h + h - 1); }
    s->not_top = s->full & ~tops;
    s->not_bottom = s->full & ~bottoms;
    s->x_cells = x_cells;
    s->depth = -1;
    s->nodes = 0;
    return 0;
}

static void Search_dealloc(Search *s) {
    free(s->offsets); free(s->piece); free(s->span); free(s->shape);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

BATCHED_TYPE(Search, "a new search from the node (occupied, used)", "the next tiling within limit nodes, or None",
             "the placements the search stands on", "the pieces placed since start (refused ones included)")

/* Algorithm X (``solver._Cover.quiet``) on bit sets: rows (placements) and columns (pieces, free cells) are
 * bits; a node is the rows still possible and the columns still open; it branches on the first open column
 * with fewest rows, trying them in order.
 *
 *   Cover(row_words, rows_of, clash, columns_of)
 *       row_words: the 64-bit words of a row set; rows_of: for each column, its rows; clash: for each row, the
 *       rows sharing a column with it; columns_of: for each row, its columns (two words): little-endian bytes.
 *     .start(rows: bytes, columns: bytes)   a new search from that node
 *     .next(limit) -> tuple | None          the rows of the next cover below that node (as Search.next)
 *     .path() -> (row, ...)                 the rows the search stands on
 *     .nodes, .done
 */
#define MAX_WORDS 64
#define COLUMN_WORDS 2

typedef struct {
    uint64_t rows[MAX_WORDS], choices[MAX_WORDS];
    uint64_t columns[COLUMN_WORDS];
} XFrame;

typedef struct {
    PyObject_HEAD
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

static PyObject *Cover_next(Cover *c, PyObject *arg) {
    long long limit = PyLong_AsLongLong(arg);
    if (limit == -1 && PyErr_Occurred()) return NULL;
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
            PyObject *out = PyTuple_New(d + 1);
            if (!out) return NULL;
            for (int e = 0; e <= d; e++) {
                PyObject *row = PyLong_FromLong(c->path[e]);
                if (!row) { Py_DECREF(out); return NULL; }
                PyTuple_SET_ITEM(out, e, row);
            }
            return out;
        }
        for (int w = 0; w < words; w++) g->rows[w] = f->rows[w] & ~clash[w];
        if (branch(c, g)) d++;
    }
    c->depth = d;
    Py_RETURN_NONE;
}

static int read_words(PyObject *bytes, uint64_t *out, int words) {
    char *buffer;
    Py_ssize_t size;
    if (PyBytes_AsStringAndSize(bytes, &buffer, &size) < 0) return -1;
    if (size > (Py_ssize_t)words * 8) { PyErr_SetString(PyExc_ValueError, "a set larger than the cover"); return -1; }
    memset(out, 0, sizeof(uint64_t) * words);
    for (Py_ssize_t k = 0; k < size; k++) out[k / 8] |= (uint64_t)(unsigned char)buffer[k] << (8 * (k % 8));
    return 0;
}

static PyObject *Cover_start(Cover *c, PyObject *args) {
    PyObject *rows, *columns;
    if (!PyArg_ParseTuple(args, "SS", &rows, &columns)) return NULL;
    XFrame *f = &c->stack[0];
    if (read_words(rows, f->rows, c->words) || read_words(columns, f->columns, COLUMN_WORDS)) return NULL;
    c->nodes = 0;
    c->depth = c->rows_of && (f->columns[0] | f->columns[1]) && branch(c, f) ? 0 : -1;
    Py_RETURN_NONE;
}

static PyObject *Cover_path(Cover *c, PyObject *unused) {
    int n = c->depth > 0 ? c->depth : 0;
    PyObject *out = PyTuple_New(n);
    if (!out) return NULL;
    for (int e = 0; e < n; e++) {
        PyObject *row = PyLong_FromLong(c->path[e]);
        if (!row) { Py_DECREF(out); return NULL; }
        PyTuple_SET_ITEM(out, e, row);
    }
    return out;
}

static int Cover_init(Cover *c, PyObject *args, PyObject *kwargs) {
    int words;
    PyObject *rows_of, *clash, *columns_of;
    if (!PyArg_ParseTuple(args, "iSSS", &words, &rows_of, &clash, &columns_of)) return -1;
    Py_ssize_t n_columns = PyBytes_GET_SIZE(rows_of) / (8 * (words > 0 ? words : 1));
    Py_ssize_t n_rows = PyBytes_GET_SIZE(clash) / (8 * (words > 0 ? words : 1));
    if (words < 1 || words > MAX_WORDS || n_columns > 64 * COLUMN_WORDS || n_rows > 64 * words
        || PyBytes_GET_SIZE(rows_of) != n_columns * 8 * words || PyBytes_GET_SIZE(clash) != n_rows * 8 * words
        || PyBytes_GET_SIZE(columns_of) != n_rows * 8 * COLUMN_WORDS) {
        PyErr_SetString(PyExc_ValueError, "sets that do not fit the cover");
        return -1;
    }
    free(c->rows_of); free(c->clash); free(c->columns_of);
    c->rows_of = malloc(sizeof(uint64_t) * (n_columns * words + 1));
    c->clash = malloc(sizeof(uint64_t) * (n_rows * words + 1));
    c->columns_of = malloc(sizeof(uint64_t) * (n_rows * COLUMN_WORDS + 1));
    if (!c->rows_of || !c->clash || !c->columns_of) { PyErr_NoMemory(); return -1; }
    if (read_words(rows_of, c->rows_of, (int)(n_columns * words)) || read_words(clash, c->clash, (int)(n_rows * words))
        || read_words(columns_of, c->columns_of, (int)(n_rows * COLUMN_WORDS))) return -1;
    c->words = words;
    c->n_columns = (int)n_columns;
    c->n_rows = (int)n_rows;
    c->depth = -1;
    c->nodes = 0;
    return 0;
}

static void Cover_dealloc(Cover *c) {
    free(c->rows_of); free(c->clash); free(c->columns_of);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

BATCHED_TYPE(Cover, "a new search from the node (rows, columns)", "the rows of the next cover within limit nodes, or None",
             "the rows the search stands on", "the rows placed since start")

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_pentoc", "The pentomino rectangles' compiled search core", -1,
                                    NULL};

static int add_type(PyObject *m, PyTypeObject *type, const char *name) {
    if (PyType_Ready(type) < 0) return -1;
    Py_INCREF(type);
    if (PyModule_AddObject(m, name, (PyObject *)type) < 0) { Py_DECREF(type); return -1; }
    return 0;
}

PyMODINIT_FUNC PyInit__pentoc(void) {
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    /* the arguments as games/pentominoes/fast.py expects them: a core built from an older source is not used */
    if (add_type(m, &SearchType, "Search") || add_type(m, &CoverType, "Cover")
        || PyModule_AddIntConstant(m, "INTERFACE", 2) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
