/* The puzzles' optional compiled searches: the fast path of the rulers, covering queens and n queens.
 *
 * Built by setup.py as an optional extension (an install without a C compiler, or one without
 * ``unsigned __int128``, skips it; the solvers then run their pure Python searches).  Each search
 * here is the same search as its Python solver's, taking the candidates in the same order and
 * counting its cases or nodes the same way, so it finds the same solutions in the same order;
 * games/shared/fast_core.py drives it and tests/queens, tests/ruler compare the two.
 *
 * A search is *resumable*: ``*_new`` returns its state (a bytearray holding a C struct, copied in
 * and out of an aligned local at each call), ``*_run(state, budget[, index])`` goes on for about
 * ``budget`` cases or nodes and returns ``(finished, count, where, solutions)``: the cases or nodes so
 * far, where the search stands (for the estimate of the time left) and the solutions found in this
 * slice; given ``index`` (cover and queens), already as the steps ``Solution(index, …)``,
 * ``Solution(index + 1, …)``… of the class given once to ``use_steps``.  So
 * a scene runs a long search a slice per frame and never freezes, and stopping is not running on.
 *
 *   ruler_new(k, allowed, last, top, above, i, position, lengths, left, repeated)
 *       one length's odometer (games/ruler/solver.py ``_Search.odometer``) from the state of its
 *       loop; ``lengths`` and ``left`` are bit sets given as (low 64 bits, high bits) pairs;
 *       where: the wheels a3 … ai (ai the one moving: a3 … a(i-1) are placed); a solution: the free
 *       marks (a3 …).
 *   cover_new(n, general, remaining, covered, barred, candidates, placed)
 *       the rest of one level's loop of games/queen_cover/solver.py ``_Cover.place``: ``candidates``
 *       still to try, each queen completing ``covered`` with ``remaining`` queens in all, the queens
 *       ``placed`` above (square indices); bit sets as (low, high) pairs; where: the queens on the
 *       board (square indices, in the order placed); a solution: their squares (row, column), sorted.
 *   queens_new(n, placed, free)
 *       the rest of one row's loop of games/queens/solver.py: the queens ``placed`` (columns from 1)
 *       on the rows above, ``free`` the columns (bit c: column c) still to try on the next row;
 *       where: the columns of the queens placed; a solution: every column, row by row.
 *   queens_count(n, first_limit) -> (solutions, mirrorable, distinct, nodes)
 *       the whole search with the first queen in columns 1 … first_limit, counted only: ``mirrorable``
 *       the solutions whose first queen is off the middle, ``distinct`` those that are the smallest of
 *       their images under the board's 8 symmetries (games/queens/solver.py ``canonical``).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#if !defined(__SIZEOF_INT128__)
#error "this core needs unsigned __int128 (the pure Python searches serve without it)"
#endif

typedef unsigned __int128 u128;
#define ONE ((u128)1)

static int popcount128(u128 x) {
    return __builtin_popcountll((uint64_t)x) + __builtin_popcountll((uint64_t)(x >> 64));
}

static int lowest128(u128 x) {  /* the index of the lowest set bit (x != 0) */
    uint64_t lo = (uint64_t)x;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(x >> 64));
}

static int read128(PyObject *pair, u128 *out) {
    unsigned long long lo, hi;
    if (!PyArg_ParseTuple(pair, "KK", &lo, &hi)) return -1;
    *out = ((u128)hi << 64) | lo;
    return 0;
}

/* A state is a bytearray of exactly the struct's size, worked on in an aligned copy. */
static PyObject *new_state(const void *state, size_t size) {
    return PyByteArray_FromStringAndSize((const char *)state, (Py_ssize_t)size);
}

static int load_state(PyObject *object, void *state, size_t size) {
    if (!PyByteArray_Check(object) || (size_t)PyByteArray_GET_SIZE(object) != size) {
        PyErr_SetString(PyExc_TypeError, "not a state of this search");
        return -1;
    }
    memcpy(state, PyByteArray_AS_STRING(object), size);
    return 0;
}

static void save_state(PyObject *object, const void *state, size_t size) {
    memcpy(PyByteArray_AS_STRING(object), state, size);
}

static PyObject *int_tuple(const int *values, int count) {
    PyObject *tuple = PyTuple_New(count);
    if (tuple == NULL) return NULL;
    for (int j = 0; j < count; j++) {
        PyObject *value = PyLong_FromLong(values[j]);
        if (value == NULL) { Py_DECREF(tuple); return NULL; }
        PyTuple_SET_ITEM(tuple, j, value);
    }
    return tuple;
}

/* The step type of a solution (engine.puzzles.steps.Solution, given by ``use_steps``) and the names of
   its two fields: a solution can be made here as that frozen step, ``Solution(index, solution)``, its
   fields set as ``object.__setattr__`` sets them (a few times faster than calling the class). */
static PyObject *step_type, *index_name, *solution_name, *no_arguments;

static PyObject *use_steps(PyObject *self, PyObject *type) {
    if (!PyType_Check(type)) { PyErr_SetString(PyExc_TypeError, "a step class is needed"); return NULL; }
    Py_INCREF(type);
    Py_XDECREF(step_type);
    step_type = type;
    Py_RETURN_NONE;
}

/* Append ``tuple`` to ``found`` (its reference is taken), as the step Solution(index, tuple) when ``index``
   is positive and the step type is known. */
static int append_found(PyObject *found, PyObject *tuple, long long index) {
    PyObject *item = tuple;
    if (index > 0 && step_type != NULL) {
        PyObject *number = PyLong_FromLongLong(index);
        item = number == NULL ? NULL : PyBaseObject_Type.tp_new((PyTypeObject *)step_type, no_arguments, NULL);
        if (item == NULL || PyObject_GenericSetAttr(item, index_name, number) < 0
            || PyObject_GenericSetAttr(item, solution_name, tuple) < 0) {
            Py_XDECREF(item); Py_XDECREF(number); Py_DECREF(tuple);
            return -1;
        }
        Py_DECREF(number);
        Py_DECREF(tuple);
        /* The step holds an int and a tuple of ints (or of pairs of ints): it can be part of no cycle, so the
           garbage collector need not follow it, nor the tuple (CPython itself untracks such tuples once it
           has seen them); a search rich in solutions then does not make every collection walk them all. */
        if (PyObject_GC_IsTracked(item)) PyObject_GC_UnTrack(item);
    }
    if (PyObject_GC_IsTracked(tuple)) PyObject_GC_UnTrack(tuple);
    int failed = PyList_Append(found, item);
    Py_DECREF(item);
    return failed;
}

static int add_solution(PyObject *found, const int *values, int count, long long index) {
    PyObject *tuple = int_tuple(values, count);
    if (tuple == NULL) return -1;
    return append_found(found, tuple, index);
}

static PyObject *slice_result(int finished, long long count, const int *where, int depth, PyObject *found) {
    PyObject *place = int_tuple(where, depth);
    if (place == NULL) { Py_DECREF(found); return NULL; }
    return Py_BuildValue("(OLNN)", finished ? Py_True : Py_False, count, place, found);
}

/* ---- rulers ---------------------------------------------------------------------------------- */

#define MARKS 16

typedef struct {
    u128 lengths[MARKS], left[MARKS];
    long long cases;
    int k, allowed, last, top, i, above_count;
    int above[4];
    int position[MARKS], repeated[MARKS];
} Ruler;

static int read_ints(PyObject *sequence, int *out, int most, const char *what) {
    PyObject *fast = PySequence_Fast(sequence, what);
    if (fast == NULL) return -1;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    if (count > most) { Py_DECREF(fast); PyErr_Format(PyExc_ValueError, "too many %s", what); return -1; }
    for (Py_ssize_t j = 0; j < count; j++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, j));
        if (value == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        out[j] = (int)value;
    }
    Py_DECREF(fast);
    return (int)count;
}

static int read_sets(PyObject *sequence, u128 *out, int most, const char *what) {
    PyObject *fast = PySequence_Fast(sequence, what);
    if (fast == NULL) return -1;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    if (count > most) { Py_DECREF(fast); PyErr_Format(PyExc_ValueError, "too many %s", what); return -1; }
    for (Py_ssize_t j = 0; j < count; j++)
        if (read128(PySequence_Fast_GET_ITEM(fast, j), &out[j]) < 0) { Py_DECREF(fast); return -1; }
    Py_DECREF(fast);
    return (int)count;
}

static PyObject *ruler_new(PyObject *self, PyObject *args) {
    Ruler r;
    PyObject *above, *position, *lengths, *left, *repeated;
    memset(&r, 0, sizeof r);
    if (!PyArg_ParseTuple(args, "iiiiOiOOOO", &r.k, &r.allowed, &r.last, &r.top, &above, &r.i, &position,
                          &lengths, &left, &repeated))
        return NULL;
    if (r.k < 1 || r.k > 120 || r.last >= MARKS) { PyErr_SetString(PyExc_ValueError, "ruler too long"); return NULL; }
    if ((r.above_count = read_ints(above, r.above, 4, "fixed marks")) < 0) return NULL;
    if (read_ints(position, r.position, MARKS, "wheels") < 0 || read_ints(repeated, r.repeated, MARKS, "repeats") < 0
        || read_sets(lengths, r.lengths, MARKS, "length sets") < 0 || read_sets(left, r.left, MARKS, "mark sets") < 0)
        return NULL;
    return new_state(&r, sizeof r);
}

static PyObject *ruler_run(PyObject *self, PyObject *args) {
    PyObject *object;
    long long budget;
    Ruler r;
    if (!PyArg_ParseTuple(args, "OL", &object, &budget) || load_state(object, &r, sizeof r) < 0) return NULL;
    PyObject *found = PyList_New(0);
    if (found == NULL) return NULL;
    const int k = r.k, allowed = r.allowed, last = r.last, top = r.top, above_count = r.above_count;
    const long long stop = r.cases + budget;
    int i = r.i;
    while (i >= 3 && r.cases < stop) {
        int p = r.position[i] + 1;
        if (p >= top - (last - i)) { i--; continue; }
        r.position[i] = p;
        r.cases++;
        u128 m = r.lengths[i];
        u128 back = r.left[i] >> (k - p);
        int repeats = r.repeated[i] + popcount128(back & m);
        m |= back;
        for (int a = 0; a < above_count; a++) {
            u128 bit = ONE << (r.above[a] - p);
            if (m & bit) repeats++;
            m |= bit;
        }
        if (repeats > allowed) continue;
        if (i == last) {
            if (add_solution(found, r.position + 3, last - 2, 0) < 0) { Py_DECREF(found); return NULL; }
        } else {
            i++;
            r.lengths[i] = m;
            r.left[i] = r.left[i - 1] | ONE << (k - p);
            r.repeated[i] = repeats;
            r.position[i] = p;
        }
    }
    r.i = i;
    save_state(object, &r, sizeof r);
    return slice_result(i < 3, r.cases, r.position + 3, i >= 3 ? i - 2 : 0, found);
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

/* The square (row, column) from 1 of index q on an n x n board, a new reference to a tuple made once. */
static PyObject *squares[11][SQUARES];

static PyObject *square_tuple(int q, int n) {
    PyObject **kept = &squares[n][q];
    if (*kept == NULL && (*kept = Py_BuildValue("(ii)", q / n + 1, q % n + 1)) == NULL) return NULL;
    Py_INCREF(*kept);
    return *kept;
}

/* A cover as the solver reports it: its queens' squares (row, column) from 1, sorted. */
static int add_cover(PyObject *found, const int *queens, int count, int n, long long index) {
    int sorted[2 * LEVELS];
    for (int j = 0; j < count; j++) {
        int q = queens[j], at = j;
        while (at > 0 && sorted[at - 1] > q) { sorted[at] = sorted[at - 1]; at--; }
        sorted[at] = q;
    }
    PyObject *tuple = PyTuple_New(count);
    if (tuple == NULL) return -1;
    for (int j = 0; j < count; j++) {
        PyObject *square = square_tuple(sorted[j], n);
        if (square == NULL) { Py_DECREF(tuple); return -1; }
        PyTuple_SET_ITEM(tuple, j, square);
    }
    return append_found(found, tuple, index);
}

static void cover_reach(Cover *c) {
    int n = c->n;
    for (int r = 0; r < n; r++)
        for (int col = 0; col < n; col++) {
            u128 mask = 0;
            for (int r2 = 0; r2 < n; r2++)
                for (int c2 = 0; c2 < n; c2++)
                    if (r2 == r || c2 == col || r2 - c2 == r - col || r2 + c2 == r + col) mask |= ONE << (r2 * n + c2);
            c->reach[r * n + col] = mask;
        }
    c->full = n * n == 128 ? ~(u128)0 : (ONE << (n * n)) - 1;
}

static PyObject *cover_new(PyObject *self, PyObject *args) {
    Cover c;
    PyObject *covered, *barred, *candidates, *prefix;
    memset(&c, 0, sizeof c);
    if (!PyArg_ParseTuple(args, "iiiOOOO", &c.n, &c.general, &c.remaining, &covered, &barred, &candidates, &prefix))
        return NULL;
    if ((c.above = read_ints(prefix, c.prefix, LEVELS, "queens")) < 0) return NULL;
    if (c.n < 1 || c.n > 10 || c.remaining < 1 || c.remaining > LEVELS) {
        PyErr_SetString(PyExc_ValueError, "board or queens out of range");
        return NULL;
    }
    cover_reach(&c);
    if (read128(covered, &c.stack[0].covered) < 0 || read128(barred, &c.stack[0].barred) < 0
        || read128(candidates, &c.stack[0].candidates) < 0)
        return NULL;
    return new_state(&c, sizeof c);
}

static PyObject *cover_run(PyObject *self, PyObject *args) {
    PyObject *object;
    long long budget, index = 0;
    Cover c;
    int queens[2 * LEVELS];
    if (!PyArg_ParseTuple(args, "OL|L", &object, &budget, &index) || load_state(object, &c, sizeof c) < 0) return NULL;
    PyObject *found = PyList_New(0);
    if (found == NULL) return NULL;
    const u128 full = c.full;
    const long long stop = c.nodes + budget;
    const int above = c.above;
    int depth = c.depth;
    memcpy(queens, c.prefix, sizeof(int) * above);
    while (depth >= 0 && c.nodes < stop) {
        CoverFrame *f = &c.stack[depth];
        if (!f->candidates) { depth--; continue; }
        int q = lowest128(f->candidates);
        u128 bit = ONE << q;
        f->candidates ^= bit;
        f->q = q;
        u128 now = f->covered | c.reach[q];
        c.nodes++;
        if (now == full) {
            for (int j = 0; j <= depth; j++) queens[above + j] = c.stack[j].q;
            if (add_cover(found, queens, above + depth + 1, c.n, index > 0 ? index++ : 0) < 0) { Py_DECREF(found); return NULL; }
        } else if (c.remaining - depth > 1) {
            CoverFrame *child = f + 1;
            u128 uncovered = ~now & full;
            child->covered = now;
            child->barred = f->barred;
            child->candidates = (c.general ? c.reach[lowest128(uncovered)] : uncovered) & ~f->barred;
            depth++;
        }
        f->barred |= bit;
    }
    c.depth = depth;
    save_state(object, &c, sizeof c);
    for (int j = 0; j <= depth; j++) queens[above + j] = c.stack[j].q;
    return slice_result(depth < 0, c.nodes, queens, above + depth + 1, found);
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

/* A queen on column bit ``bit`` seen from the next row: left diagonals move left, right ones right. */
static void queens_place(const QueenFrame *f, uint32_t bit, uint32_t full, QueenFrame *next) {
    next->columns = f->columns | bit;
    next->left = ((f->left | bit) << 1) & full;
    next->right = (f->right | bit) >> 1;
    next->free = full & ~(next->columns | next->left | next->right);
}

static PyObject *queens_new(PyObject *self, PyObject *args) {
    Queens s;
    PyObject *placed;
    unsigned long long free;
    memset(&s, 0, sizeof s);
    if (!PyArg_ParseTuple(args, "iOK", &s.n, &placed, &free)) return NULL;
    if (s.n < 1 || s.n > 30) { PyErr_SetString(PyExc_ValueError, "board out of range"); return NULL; }
    if ((s.placed = read_ints(placed, s.prefix, s.n, "queens")) < 0) return NULL;
    uint32_t full = (uint32_t)((1ull << s.n) - 1);
    QueenFrame f = {0, 0, 0, full, 0};
    for (int j = 0; j < s.placed; j++) queens_place(&f, 1u << (s.prefix[j] - 1), full, &f);
    f.free = (uint32_t)(free >> 1) & full;  /* columns from 1: bit c is column c */
    s.stack[0] = f;
    return new_state(&s, sizeof s);
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
   in ``found`` (the steps Solution(index, …) when ``index`` is positive, else tuples), or, with ``found``
   NULL, counting them (all, those whose first queen is off the middle, the smallest of their images). */
typedef struct {
    int n;
    uint32_t full;
    int columns[ROWS];  /* from 1 */
    PyObject *found;
    long long index, solutions, mirrorable, distinct, nodes;
} Walk;

static int walk_below(Walk *w, int row, uint32_t free, uint32_t used, uint32_t left, uint32_t right) {
    while (free) {
        uint32_t bit = free & -free;
        free ^= bit;
        w->columns[row] = __builtin_ctz(bit) + 1;
        w->nodes++;
        if (row + 1 < w->n) {
            uint32_t u = used | bit, l = ((left | bit) << 1) & w->full, r = (right | bit) >> 1;
            if (walk_below(w, row + 1, w->full & ~(u | l | r), u, l, r) < 0) return -1;
        } else if (w->found != NULL) {
            if (add_solution(w->found, w->columns, w->n, w->index > 0 ? w->index++ : 0) < 0) return -1;
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

static PyObject *queens_count(PyObject *self, PyObject *args) {
    Walk w;
    int first_limit;
    memset(&w, 0, sizeof w);
    if (!PyArg_ParseTuple(args, "ii", &w.n, &first_limit)) return NULL;
    if (w.n < 1 || w.n > 30) { PyErr_SetString(PyExc_ValueError, "board out of range"); return NULL; }
    w.full = (uint32_t)((1ull << w.n) - 1);
    Py_BEGIN_ALLOW_THREADS
    walk_below(&w, 0, w.full & (uint32_t)((1ull << first_limit) - 1), 0, 0, 0);
    Py_END_ALLOW_THREADS
    return Py_BuildValue("(LLLL)", w.solutions, w.mirrorable, w.distinct, w.nodes);
}

static PyObject *queens_run(PyObject *self, PyObject *args) {
    PyObject *object;
    long long budget, index = 0;
    Queens s;
    int columns[ROWS];
    if (!PyArg_ParseTuple(args, "OL|L", &object, &budget, &index) || load_state(object, &s, sizeof s) < 0) return NULL;
    PyObject *found = PyList_New(0);
    if (found == NULL) return NULL;
    const int n = s.n, placed = s.placed;
    const uint32_t full = (uint32_t)((1ull << n) - 1);
    const long long stop = s.nodes + budget;
    int depth = s.depth;
    memcpy(columns, s.prefix, sizeof(int) * placed);
    for (int j = 0; j < depth; j++) columns[placed + j] = s.stack[j].column;
    while (depth >= 0 && s.nodes < stop) {
        QueenFrame *f = &s.stack[depth];
        if (!f->free) { depth--; continue; }
        if (n - placed - depth <= TAIL) {  /* the last rows in one go, by plain recursion */
            Walk w;
            w.n = n, w.full = full, w.found = found, w.index = index, w.nodes = 0;
            memcpy(w.columns, columns, sizeof(int) * (placed + depth));
            if (walk_below(&w, placed + depth, f->free, f->columns, f->left, f->right) < 0) { Py_DECREF(found); return NULL; }
            index = w.index;
            s.nodes += w.nodes;
            f->free = 0;
            continue;
        }
        uint32_t bit = f->free & -f->free;
        f->free ^= bit;
        f->column = __builtin_ctz(bit) + 1;
        columns[placed + depth] = f->column;
        s.nodes++;
        if (placed + depth + 1 == n) {
            if (add_solution(found, columns, n, index > 0 ? index++ : 0) < 0) { Py_DECREF(found); return NULL; }
        } else {
            queens_place(f, bit, full, f + 1);
            depth++;
        }
    }
    s.depth = depth;
    save_state(object, &s, sizeof s);
    return slice_result(depth < 0, s.nodes, columns, placed + depth + 1, found);
}

static PyMethodDef methods[] = {
    {"ruler_new", ruler_new, METH_VARARGS, "one length's odometer, from the state of its loop"},
    {"ruler_run", ruler_run, METH_VARARGS, "(finished, cases, wheels, solutions) after about budget more cases"},
    {"cover_new", cover_new, METH_VARARGS, "the rest of one level's loop of the covering queens"},
    {"cover_run", cover_run, METH_VARARGS, "(finished, nodes, queens, solutions) after about budget more nodes"},
    {"queens_new", queens_new, METH_VARARGS, "the rest of one row's loop of the n queens"},
    {"queens_run", queens_run, METH_VARARGS, "(finished, nodes, columns, solutions) after about budget more nodes"},
    {"queens_count", queens_count, METH_VARARGS, "(solutions, mirrorable, distinct, nodes) of the whole search"},
    {"use_steps", use_steps, METH_O, "the step class of a solution, Solution(index, solution), for the runs to make"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_searchc", "The puzzles' compiled searches", -1, methods};

PyMODINIT_FUNC PyInit__searchc(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    index_name = PyUnicode_InternFromString("index");
    solution_name = PyUnicode_InternFromString("solution");
    no_arguments = PyTuple_New(0);
    if (index_name == NULL || solution_name == NULL || no_arguments == NULL
        || PyModule_AddIntConstant(m, "INTERFACE", 1) < 0) { Py_DECREF(m); return NULL; }
    return m;
}
