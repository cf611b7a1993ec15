/* The compiled cores answering known questions, with no Python: packaging/cores_check.py builds this
 * program for a system (Windows, with zig) beside that system's cores, runs it (under Wine) and compares
 * its answers with the known ones and with the pure Python code's.
 *
 *   cores_check FOLDER QUESTIONS   loads FOLDER's three libraries by name, as ctypes does, and answers each
 *                                  line of the file QUESTIONS with a line of its own:
 *   kalah EMPTY STONES P0 … P11            -> kalah VALUE NODES       (the proof of the position, no endgame table)
 *   table STONES EMPTY                     -> table FNV               (the endgame table's FNV-1a 64-bit hash)
 *   queens N                               -> queens SOLUTIONS DISTINCT NODES
 *   pentominoes H W X_CELLS N OFFSETS… M ENTRIES…   -> pentominoes TILINGS NODES
 *   ruler K ALLOWED LAST TOP NA ABOVE… I NP POSITION… NS LENGTHS(2 NS)… LEFT(2 NS)… REPEATED(NP)…
 *                                          -> ruler SOLUTIONS CASES FIRST…   (FIRST: the first solution's marks)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
typedef HMODULE Handle;
static Handle open_library(const char *path) { return LoadLibraryA(path); }
static void *symbol(Handle h, const char *name) { return (void *)GetProcAddress(h, name); }
#define PREFIX ""
#define SUFFIX ".dll"
#else
#include <dlfcn.h>
typedef void *Handle;
static Handle open_library(const char *path) { return dlopen(path, RTLD_NOW); }
static void *symbol(Handle h, const char *name) { return dlsym(h, name); }
#define PREFIX "lib"
#ifdef __APPLE__
#define SUFFIX ".dylib"
#else
#define SUFFIX ".so"
#endif
#endif

static Handle load(const char *folder, const char *core) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s%s%s", folder, PREFIX, core, SUFFIX);
    Handle h = open_library(path);
    if (!h) { fprintf(stderr, "cannot load %s\n", path); exit(2); }
    return h;
}

static void *need(Handle h, const char *name) {
    void *f = symbol(h, name);
    if (!f) { fprintf(stderr, "no function %s\n", name); exit(2); }
    return f;
}

static FILE *questions;
static long long next_number(void) {
    long long v;
    if (fscanf(questions, "%lld", &v) != 1) { fprintf(stderr, "a number was expected\n"); exit(2); }
    return v;
}
static uint64_t next_word(void) {
    unsigned long long v;
    if (fscanf(questions, "%llu", &v) != 1) { fprintf(stderr, "a word was expected\n"); exit(2); }
    return (uint64_t)v;
}

typedef void *(*CoreNew)(const int8_t *, int, long long, void *, long long, int, int, int, int, const int32_t *, void *, int *);
typedef int (*Negamax)(void *, const uint8_t *, int, int, int, int, int *);
typedef long long (*Count)(const void *);
typedef void (*Free)(void *);
typedef uint64_t (*TableSize)(int);
typedef int (*BuildTable)(int, int, int8_t *);
typedef int (*QueensCount)(int, int, long long *);
typedef void *(*SearchNew)(int, int, const int32_t *, int, const int64_t *, int, uint64_t);
typedef void (*SearchStart)(void *, uint64_t, uint32_t);
typedef int (*SearchNext)(void *, long long, int32_t *, uint64_t *);
typedef struct { int32_t *data; int64_t used, size; } Found;
typedef int (*RulerNew)(int, int, int, int, const int32_t *, int, int, const int32_t *, int, const uint64_t *,
                        const uint64_t *, int, const int32_t *, void *);
typedef int (*Run)(void *, long long, Found *, long long *, int32_t *, int *);

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: cores_check FOLDER QUESTIONS\n"); return 2; }
    Handle kalah = load(argv[1], "kalah"), searches = load(argv[1], "searches"), pento = load(argv[1], "pentominoes");
    ((void (*)(void))need(kalah, "kalah_init"))();
    questions = fopen(argv[2], "r");
    if (!questions) { fprintf(stderr, "cannot read %s\n", argv[2]); return 2; }
    char word[32];
    while (fscanf(questions, "%31s", word) == 1) {
        if (!strcmp(word, "kalah")) {
            int empty = (int)next_number(), stones = (int)next_number(), error = 0, value = 0;
            uint8_t pits[12];
            for (int k = 0; k < 12; k++) pits[k] = (uint8_t)next_number();
            void *core = ((CoreNew)need(kalah, "kalah_core_new"))(NULL, -1, 1 << 22, NULL, 2048, 1, 0, 0, empty, NULL,
                                                                  NULL, &error);
            if (!core || ((Negamax)need(kalah, "kalah_negamax"))(core, pits, stones, 1000, -100, 100, &value)) {
                printf("kalah failed\n");
                continue;
            }
            printf("kalah %d %lld\n", value, ((Count)need(kalah, "kalah_nodes"))(core));
            ((Free)need(kalah, "kalah_core_free"))(core);
        } else if (!strcmp(word, "table")) {
            int stones = (int)next_number(), empty = (int)next_number();
            uint64_t size = ((TableSize)need(kalah, "kalah_table_size"))(stones), hash = UINT64_C(14695981039346656037);
            int8_t *values = malloc(size);
            if (!values || ((BuildTable)need(kalah, "kalah_build_table"))(stones, empty, values)) { printf("table failed\n"); continue; }
            for (uint64_t k = 0; k < size; k++) hash = (hash ^ (uint8_t)values[k]) * UINT64_C(1099511628211);
            printf("table %016llx\n", (unsigned long long)hash);
            free(values);
        } else if (!strcmp(word, "queens")) {
            int n = (int)next_number();
            long long counts[4];
            if (((QueensCount)need(searches, "queens_count"))(n, n, counts)) { printf("queens failed\n"); continue; }
            printf("queens %lld %lld %lld\n", counts[0], counts[2], counts[3]);
        } else if (!strcmp(word, "pentominoes")) {
            int h = (int)next_number(), w = (int)next_number();
            uint64_t x_cells = next_word();
            int n = (int)next_number();
            int32_t *offsets = malloc(sizeof(int32_t) * (n + 1));
            for (int k = 0; k < n; k++) offsets[k] = (int32_t)next_number();
            int m = (int)next_number();
            int64_t *entries = malloc(sizeof(int64_t) * (m + 1));
            for (int k = 0; k < m; k++) entries[k] = next_number();
            void *search = ((SearchNew)need(pento, "pento_search_new"))(h, w, offsets, n, entries, m, x_cells);
            if (!search) { printf("pentominoes failed\n"); continue; }
            ((SearchStart)need(pento, "pento_search_start"))(search, 0, 0);
            int32_t pieces[16];
            uint64_t masks[16];
            long long tilings = 0;
            SearchNext next = (SearchNext)need(pento, "pento_search_next");
            int (*done)(const void *) = (int (*)(const void *))need(pento, "pento_search_done");
            while (!done(search)) tilings += next(search, 1 << 20, pieces, masks) > 0;
            printf("pentominoes %lld %lld\n", tilings, ((Count)need(pento, "pento_search_nodes"))(search));
            ((Free)need(pento, "pento_search_free"))(search);
            free(offsets); free(entries);
        } else if (!strcmp(word, "ruler")) {
            int k = (int)next_number(), allowed = (int)next_number(), last = (int)next_number(), top = (int)next_number();
            int32_t above[8], position[32], repeated[32];
            uint64_t lengths[64], left[64];
            int na = (int)next_number();
            for (int j = 0; j < na && j < 8; j++) above[j] = (int32_t)next_number();
            int i = (int)next_number(), np = (int)next_number();
            for (int j = 0; j < np && j < 32; j++) position[j] = (int32_t)next_number();
            int ns = (int)next_number();
            for (int j = 0; j < 2 * ns && j < 64; j++) lengths[j] = next_word();
            for (int j = 0; j < 2 * ns && j < 64; j++) left[j] = next_word();
            for (int j = 0; j < np && j < 32; j++) repeated[j] = (int32_t)next_number();
            int size = ((int (*)(void))need(searches, "ruler_size"))();
            void *state = malloc((size_t)size);
            Found *found = ((Found * (*)(void)) need(searches, "found_new"))();
            if (((RulerNew)need(searches, "ruler_new"))(k, allowed, last, top, above, na, i, position, np, lengths, left,
                                                          ns, repeated, state)) { printf("ruler failed\n"); continue; }
            long long cases = 0, solutions = 0;
            int32_t where[64];
            int depth = 0, finished = 0, first_length = -1, first[32];
            Run run = (Run)need(searches, "ruler_run");
            while (!finished) {
                found->used = 0;
                finished = run(state, 1 << 20, found, &cases, where, &depth);
                for (int64_t at = 0; at < found->used; at += found->data[at] + 1) {
                    if (first_length < 0) {
                        first_length = found->data[at];
                        for (int j = 0; j < first_length; j++) first[j] = found->data[at + 1 + j];
                    }
                    solutions++;
                }
            }
            printf("ruler %lld %lld", solutions, cases);
            for (int j = 0; j < first_length; j++) printf(" %d", first[j]);
            printf("\n");
            free(state);
            ((void (*)(Found *))need(searches, "found_free"))(found);
        } else {
            fprintf(stderr, "an unknown question: %s\n", word);
            return 2;
        }
        fflush(stdout);
    }
    return 0;
}
