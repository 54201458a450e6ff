/* The heap a library keeps per call (heap.h). */
#include "heap.h"

#include <malloc.h>
#include <stdlib.h>

/* glibc's per-thread cache: sizes of 24 + 16 k bytes up to 1032, seven blocks each. */
#define CACHE_SIZES 64
#define CACHE_BLOCKS 7

#define WARM_UP_CALLS 10
#define SETTLE_CALLS 20
#define MEASURED_CALLS 20
#define SMALLEST_BLOCK 32

/* The heap shared with a library beneath cannot be told apart. */
void heap_need_no_library_beneath(aclcts_t *t)
{
    static const char *const beneath[] = {"rtGetSocVersion", "MsprofInit", "AdxDataDumpServerInit"};
    for (size_t i = 0; i < sizeof beneath / sizeof beneath[0]; i++)
        aclcts_model_only(t, beneath[i], "its memory shares the heap with the target's");
}

/* Fills the calling thread's cache: blocks of every cached size, all freed. */
static void fill_thread_cache(void)
{
    void *blocks[CACHE_SIZES * CACHE_BLOCKS];
    for (size_t i = 0; i < CACHE_SIZES * CACHE_BLOCKS; i++) blocks[i] = malloc(24 + 16 * (i / CACHE_BLOCKS));
    for (size_t i = 0; i < CACHE_SIZES * CACHE_BLOCKS; i++) free(blocks[i]);
}

/* WARM_UP_CALLS, SETTLE_CALLS and MEASURED_CALLS calls, the spy's trace
 * cleared after each. */
void heap_expect_flat_(aclcts_t *t, const char *rule, heap_cycle cycle)
{
    enum { CALLS = WARM_UP_CALLS + SETTLE_CALLS + MEASURED_CALLS };
    size_t before = 0;
    for (int i = 0; i < CALLS; i++) {
        unsigned failures = t->failures;
        if (i == WARM_UP_CALLS) fill_thread_cache();
        if (i == WARM_UP_CALLS + SETTLE_CALLS) before = mallinfo2().uordblks;
        cycle(t, i);
        ACLCTS_SPY(t, reset)();
        if (t->failures != failures) {
            CHECK_TRUE_FOR(t, rule, 0, "call %d of %d failed; the heap was not judged", i + 1, CALLS);
            return;
        }
    }
    long growth = (long)mallinfo2().uordblks - (long)before;
    CHECK_TRUE_FOR(t, rule, growth < SMALLEST_BLOCK, "the last %d of %d calls keep %ld bytes more in use",
                   MEASURED_CALLS, CALLS, growth);
}
