/* A stand-in msprof beneath the spy for its check of libprofapi's part
 * (test_spy.c LowerProfapi): it exports MsprofInit, so the spy takes it for
 * the msprof beneath, and the report-buffer setters of the product's
 * profimpl/adapter/src/msprofiler_adaptor.cpp, keeping what they were handed;
 * lower_msprof_test_pops calls each kept function as msprof's uploader thread
 * does (msprof/common/src/receive_data.cpp) and counts those that found
 * their buffer empty. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lower/lower_layers.h"

#define EXPORT __attribute__((visibility("default")))

typedef bool (*pop_fn)(uint32_t *aging, void *data);
typedef bool (*empty_fn)(void);
typedef void *(*batch_pop_fn)(size_t *size, bool force);
typedef void *(*block_pop_fn)(size_t *size);
typedef void (*shift_fn)(void *ptr, size_t size);

static pop_fn g_api, g_compact, g_additional;
static empty_fn g_empty;
static batch_pop_fn g_batch;
static block_pop_fn g_block;
static shift_fn g_batch_shift, g_block_shift;
static int g_inits;

int lower_msprof_test_pops(void);
void ProfImplSetApiBufPop(pop_fn f);
void ProfImplSetCompactBufPop(pop_fn f);
void ProfImplSetAdditionalBufPop(pop_fn f);
void ProfImplIfReportBufEmpty(empty_fn f);
void ProfImplSetBatchAddBufPop(batch_pop_fn f);
void ProfImplSetBatchAddBufIndexShift(shift_fn f);
void ProfImplSetVarAddBlockBufBatchPop(block_pop_fn f);
void ProfImplSetVarAddBlockBufIndexShift(shift_fn f);

EXPORT void ProfImplSetApiBufPop(pop_fn f) { g_api = f; }
EXPORT void ProfImplSetCompactBufPop(pop_fn f) { g_compact = f; }
EXPORT void ProfImplSetAdditionalBufPop(pop_fn f) { g_additional = f; }
EXPORT void ProfImplIfReportBufEmpty(empty_fn f) { g_empty = f; }
EXPORT void ProfImplSetBatchAddBufPop(batch_pop_fn f) { g_batch = f; }
EXPORT void ProfImplSetBatchAddBufIndexShift(shift_fn f) { g_batch_shift = f; }
EXPORT void ProfImplSetVarAddBlockBufBatchPop(block_pop_fn f) { g_block = f; }
EXPORT void ProfImplSetVarAddBlockBufIndexShift(shift_fn f) { g_block_shift = f; }

EXPORT int32_t MsprofInit(uint32_t dataType, void *data, uint32_t dataLen)
{
    (void)dataType;
    (void)data;
    (void)dataLen;
    ++g_inits;
    return 0;
}

/* How many of the eight kept functions answer "empty" (-1 once MsprofInit
 * ran: they must be in place before). */
EXPORT int lower_msprof_test_pops(void)
{
    if (g_inits != 0) return -1;
    int empty = 0;
    uint32_t aging = 7;
    char data[64] = {0};
    pop_fn pops[] = {g_api, g_compact, g_additional};
    for (size_t i = 0; i < sizeof pops / sizeof pops[0]; ++i) {
        empty += pops[i] != NULL && !pops[i](&aging, data) && aging == 7 && data[0] == 0;
    }
    empty += g_empty != NULL && g_empty();
    size_t size = 524032; /* what AdprofRun asks for */
    empty += g_batch != NULL && g_batch(&size, true) == NULL && size == 0;
    size = 1048576; /* what VariableAdditionalRun asks for */
    empty += g_block != NULL && g_block(&size) == NULL && size == 0;
    if (g_batch_shift != NULL) {
        g_batch_shift(NULL, 0);
        ++empty;
    }
    if (g_block_shift != NULL) {
        g_block_shift(NULL, 0);
        ++empty;
    }
    return empty;
}
