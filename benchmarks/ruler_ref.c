/* A plain C search for the longest ruler with n marks measuring every length (the reference of
 * benchmarks/fast_searches.py), written as an independent solver would: marks 0 and 1 and k fixed,
 * the other marks placed left to right by recursion, a table counting each difference, a branch cut
 * as soon as more differences repeat than the n(n-1)/2 - k a ruler of length k can afford.
 *
 *   ruler_ref N  ->  "length rulers cases seconds" (mirror images once; cases: free marks placed or refused)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int n, k, allowed, marks[16], count[128];
static long long cases, found;

static void search(int i, int from, int repeats) {
    for (int p = from; p < k - (n - 2 - i); p++) {
        cases++;
        int r = repeats;
        for (int j = 0; j < i; j++) r += count[p - marks[j]]++ > 0;
        r += count[k - p]++ > 0;
        if (r <= allowed) {
            marks[i] = p;
            if (i == n - 2) {
                int mirror_smaller = 0;  /* count a ruler once: the smaller of it and its mirror image */
                marks[n - 1] = k;
                for (int j = 0; j < n; j++) {
                    int a = marks[j], b = k - marks[n - 1 - j];
                    if (a != b) { mirror_smaller = b < a; break; }
                }
                found += !mirror_smaller;
            } else {
                search(i + 1, p + 1, r);
            }
        }
        for (int j = 0; j < i; j++) count[p - marks[j]]--;
        count[k - p]--;
    }
}

int main(int argc, char **argv) {
    n = argc > 1 ? atoi(argv[1]) : 10;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (k = n * (n - 1) / 2; k > 0; k--) {
        allowed = n * (n - 1) / 2 - k;
        for (int d = 0; d <= k; d++) count[d] = 0;
        marks[0] = 0;
        marks[1] = 1;
        count[1] = 1;
        count[k] = 1;
        int repeats = 0;
        if (k - 1 == 1) repeats += count[1]++ > 0; else count[k - 1]++;
        if (repeats > allowed) continue;
        found = 0;
        if (n <= 3) found = n < 3 || k == 3;
        else search(2, 2, repeats);
        if (found) break;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("%d %lld %lld %.6f\n", k, found, cases, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
