/* A plain C bitmask solver of the n queens (the reference of benchmarks/fast_searches.py), the
 * classic one: a row at a time, the free columns of a row from three bit sets (columns, and the two
 * diagonals shifted by one at each row), the lowest free column first.
 *
 *   queens_ref N count  ->  "solutions nodes seconds"   (counts only)
 *   queens_ref N list   ->  the same, every solution's columns also kept in memory, row by row
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int n, listing, columns[32];
static unsigned full;
static long long solutions, nodes;
static unsigned char *kept;
static size_t kept_size, kept_room;

static void keep(void) {
    if (kept_size + n > kept_room) {
        kept_room = kept_room ? 2 * kept_room : 1 << 16;
        kept = realloc(kept, kept_room);
        if (kept == NULL) exit(1);
    }
    for (int r = 0; r < n; r++) kept[kept_size++] = (unsigned char)columns[r];
}

static void place(int row, unsigned used, unsigned left, unsigned right) {
    unsigned free = full & ~(used | left | right);
    while (free) {
        unsigned bit = free & -free;
        free ^= bit;
        nodes++;
        columns[row] = __builtin_ctz(bit) + 1;
        if (row == n - 1) {
            solutions++;
            if (listing) keep();
        } else {
            place(row + 1, used | bit, (left | bit) << 1, (right | bit) >> 1);
        }
    }
}

int main(int argc, char **argv) {
    n = argc > 1 ? atoi(argv[1]) : 8;
    listing = argc > 2 && strcmp(argv[2], "list") == 0;
    full = (1u << n) - 1;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    place(0, 0, 0, 0);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("%lld %lld %.6f\n", solutions, nodes, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    free(kept);
    return 0;
}
