/* What the compiled cores need of their compiler, written once for GCC, Clang (zig's included) and MSVC.
 *
 * The cores are plain C libraries behind a small C interface (no Python.h), loaded with ctypes
 * (games/shared/native.py): one build per system serves every Python.  GCC and Clang get their builtins;
 * MSVC its intrinsics; any other compiler, or a build with ARSAC_PORTABLE defined (the tests build that way
 * with GCC in strict ISO C to prove the fallbacks), plain C.
 *
 *   EXPORT                      a function of the library's interface
 *   LOWEST_BIT(x), POPCOUNT(x)  of a uint64_t (LOWEST_BIT: x != 0)
 *   LOAD(word), STORE(word, v)  a word that another thread may write meanwhile, read or written whole
 *                               (LOAD64/STORE64 for a uint64_t, LOAD32/STORE32 for an int)
 *   CLAIM(word)                 set an int from 0 to 1 atomically: 1 if this call did it
 *   PREFETCH(address)           a hint that the memory will be read soon
 *   u128                        128 unsigned bits (a pair of words where the compiler has no 128-bit integer)
 */
#ifndef ARSAC_PORTABLE_H
#define ARSAC_PORTABLE_H
#include <stdint.h>

#if defined(_WIN32)
#define EXPORT __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
#define EXPORT __attribute__((visibility("default")))
#else
#define EXPORT
#endif

#if !defined(ARSAC_PORTABLE) && (defined(__GNUC__) || defined(__clang__))
#define ARSAC_GNU 1
#elif !defined(ARSAC_PORTABLE) && defined(_MSC_VER)
#define ARSAC_MSVC 1
#include <intrin.h>
#endif

#if defined(ARSAC_GNU)
#define LOWEST_BIT(x) __builtin_ctzll(x)
#define POPCOUNT(x) __builtin_popcountll(x)
#define LOAD64(word) __atomic_load_n(&(word), __ATOMIC_RELAXED)
#define STORE64(word, value) __atomic_store_n(&(word), (value), __ATOMIC_RELAXED)
#define LOAD32(word) __atomic_load_n(&(word), __ATOMIC_RELAXED)
#define STORE32(word, value) __atomic_store_n(&(word), (value), __ATOMIC_RELAXED)
#define CLAIM(word) __sync_bool_compare_and_swap(&(word), 0, 1)
#define PREFETCH(address) __builtin_prefetch(address)
#else
static inline int LOWEST_BIT(uint64_t x) {
#if defined(ARSAC_MSVC) && defined(_M_X64)
    unsigned long n;
    _BitScanForward64(&n, x);
    return (int)n;
#else
    int n = 0;
    while (!(x & 1)) { x >>= 1; n++; }
    return n;
#endif
}
static inline int POPCOUNT(uint64_t x) {
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}
/* An aligned word is read and written whole by one instruction on the 64-bit machines served (a torn
   table entry is caught by its key check anyway); volatile keeps the compiler from splitting or caching it. */
#define LOAD64(word) (*(volatile uint64_t *)&(word))
#define STORE64(word, value) (*(volatile uint64_t *)&(word) = (value))
#define LOAD32(word) (*(volatile int *)&(word))
#define STORE32(word, value) (*(volatile int *)&(word) = (value))
#if defined(ARSAC_MSVC)
#define CLAIM(word) (_InterlockedCompareExchange((volatile long *)&(word), 1, 0) == 0)
#define PREFETCH(address) _mm_prefetch((const char *)(address), _MM_HINT_T0)
#else
/* No atomic exchange in plain C: the check and the set are two steps (a core used by two threads at once is
   a mistake of its caller, only reported more reliably with an atomic exchange). */
static inline int CLAIM_PLAIN(volatile int *word) { if (*word) return 0; *word = 1; return 1; }
#define CLAIM(word) CLAIM_PLAIN((volatile int *)&(word))
#define PREFETCH(address) ((void)(address))
#endif
#endif

#if defined(__SIZEOF_INT128__) && !defined(ARSAC_PORTABLE)
typedef unsigned __int128 u128;
#define U128(hi, lo) (((u128)(hi) << 64) | (lo))
#define U128_LO(x) ((uint64_t)(x))
#define U128_HI(x) ((uint64_t)((x) >> 64))
static inline u128 or128(u128 a, u128 b) { return a | b; }
static inline u128 and128(u128 a, u128 b) { return a & b; }
static inline u128 xor128(u128 a, u128 b) { return a ^ b; }
static inline u128 not128(u128 a) { return ~a; }
static inline u128 shl128(u128 a, int n) { return a << n; }
static inline u128 shr128(u128 a, int n) { return a >> n; }
static inline int any128(u128 a) { return a != 0; }
static inline int same128(u128 a, u128 b) { return a == b; }
#else
typedef struct { uint64_t lo, hi; } u128;
static inline u128 U128(uint64_t hi, uint64_t lo) { u128 r; r.lo = lo; r.hi = hi; return r; }
#define U128_LO(x) ((x).lo)
#define U128_HI(x) ((x).hi)
static inline u128 or128(u128 a, u128 b) { return U128(a.hi | b.hi, a.lo | b.lo); }
static inline u128 and128(u128 a, u128 b) { return U128(a.hi & b.hi, a.lo & b.lo); }
static inline u128 xor128(u128 a, u128 b) { return U128(a.hi ^ b.hi, a.lo ^ b.lo); }
static inline u128 not128(u128 a) { return U128(~a.hi, ~a.lo); }
static inline u128 shl128(u128 a, int n) {  /* 0 <= n < 128 */
    if (n == 0) return a;
    if (n >= 64) return U128(a.lo << (n - 64), 0);
    return U128(a.hi << n | a.lo >> (64 - n), a.lo << n);
}
static inline u128 shr128(u128 a, int n) {
    if (n == 0) return a;
    if (n >= 64) return U128(0, a.hi >> (n - 64));
    return U128(a.hi >> n, a.lo >> n | a.hi << (64 - n));
}
static inline int any128(u128 a) { return (a.lo | a.hi) != 0; }
static inline int same128(u128 a, u128 b) { return a.lo == b.lo && a.hi == b.hi; }
#endif
static inline int popcount128(u128 x) { return POPCOUNT(U128_LO(x)) + POPCOUNT(U128_HI(x)); }
static inline int lowest128(u128 x) {  /* the index of the lowest set bit (x has one) */
    return U128_LO(x) ? LOWEST_BIT(U128_LO(x)) : 64 + LOWEST_BIT(U128_HI(x));
}
static inline u128 bit128(int n) { return shl128(U128(0, 1), n); }

#endif
