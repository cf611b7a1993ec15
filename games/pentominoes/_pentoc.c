/* The pentomino rectangles' optional compiled core: the book's first-empty-cell search of
 * games/pentominoes/solver.py (``_cover_quiet``), in C, resumable.
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

static PyObject *Search_get_nodes(Search *s, void *unused) { return PyLong_FromLongLong(s->nodes); }
static PyObject *Search_get_done(Search *s, void *unused) { return PyBool_FromLong(s->depth < 0); }

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)Search_get_nodes, NULL, "the pieces placed since start (refused ones included)", NULL},
    {"done", (getter)Search_get_done, NULL, "whether the search is over", NULL},
    {NULL}};

static PyMethodDef Search_methods[] = {
    {"start", (PyCFunction)Search_start, METH_VARARGS, "a new search from the node (occupied, used)"},
    {"next", (PyCFunction)Search_next, METH_O, "the next tiling within limit nodes, or None"},
    {"path", (PyCFunction)Search_path, METH_NOARGS, "the placements the search stands on"},
    {NULL}};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "_pentoc.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_pentoc", "The pentomino rectangles' compiled search core", -1,
                                    NULL};

PyMODINIT_FUNC PyInit__pentoc(void) {
    if (PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&SearchType);
    if (PyModule_AddObject(m, "Search", (PyObject *)&SearchType) < 0) { Py_DECREF(&SearchType); Py_DECREF(m); return NULL; }
    /* the arguments as games/pentominoes/fast.py expects them: a core built from an older source is not used */
    if (PyModule_AddIntConstant(m, "INTERFACE", 1) < 0) { Py_DECREF(m); return NULL; }
    return m;
}
