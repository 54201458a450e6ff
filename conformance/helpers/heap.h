/* The heap a library keeps per call (FIN013, ERRMSG031, QUERY011, ...):
 * `cycle` runs fifty times and the heap in use (glibc's mallinfo2, every
 * arena) must not grow by a block (glibc's smallest is 32 bytes) over the
 * last twenty: once the caches below are full it does not move at all, so
 * one block kept by one call in twenty shows (a case may rotate its calls
 * over several inputs, each of which must keep nothing).
 *
 * glibc keeps up to seven freed blocks of each size up to 1032 bytes in a
 * per-thread cache that mallinfo2 counts in use: a library that frees all it
 * takes grows the measure until those caches are full (over about a hundred
 * cycles for the reference; flat after the first with the caches off). So
 * ten calls warm up (what a library fills once, and the caches of the
 * threads that free the blocks it takes), then the calling thread's caches
 * are filled, and twenty more calls let them settle: a size of which the
 * library holds fewer blocks in that cache drains it, seven blocks at most
 * (the reference's last at the eleventh call after the fill), and so does a
 * block kept per call, which shows once its size's cache is empty.
 *
 * The spy's trace is cleared after each call (it grows by design). A case
 * reading the error message gives its thread a current context first
 * (errmsg_with_context), so that each read replaces the stored text
 * (ERRMSG012) instead of putting the host text in front of it again
 * (ERRMSG013). A library beneath the spy (--lower) shares the heap, so the
 * cases skip there: heap_need_no_library_beneath. */
#ifndef ACLCTS_HELPERS_HEAP_H_
#define ACLCTS_HELPERS_HEAP_H_

#include "aclcts/case.h"

/* One call of the measured sequence; i counts from 0. */
typedef void (*heap_cycle)(aclcts_t *t, int i);

/* Skips the case when a library beneath the spy shares the heap. */
void heap_need_no_library_beneath(aclcts_t *t);

/* Runs `cycle` fifty times and checks the growth over the last twenty; it
 * stops at the first call whose own checks failed. */
#define heap_expect_flat(t, ...) ACLCTS_HELPER(heap_expect_flat_, t, __VA_ARGS__)
void heap_expect_flat_(aclcts_t *t, const char *rule, heap_cycle cycle);

#endif /* ACLCTS_HELPERS_HEAP_H_ */
