/* libprofapi's part beneath libascendcl, played for a real msprof beneath the
 * spy (aclcts run --lower). In the product libascendcl calls libprofapi,
 * which loads msprof (libprofimpl) and hands it, before profiling starts, the
 * functions that pop its report buffers (profapi/src/prof_cann_plugin.cpp
 * ProfCannPlugin::ProfInitReportBuf and ProfInitDevReportBuf, through
 * ProfRegisterFunc and the ProfImplSet* setters of
 * profimpl/adapter/src/msprofiler_adaptor.cpp). msprof's uploader thread
 * calls them (msprof/common/src/receive_data.cpp ReceiveData::ApiRun,
 * CompactRun, AdditionalRun, AdprofRun, VariableAdditionalRun,
 * WaitAllBufferEmptyEvent) without checking them, so an msprof loaded without
 * libprofapi calls through a null pointer once profiling starts. The spy is
 * libprofapi's stand-in here: nothing is ever reported to its buffers, so it
 * installs pops that find them empty, as libprofapi's empty ring buffers
 * answer. The signatures are those of profimpl/inc/prof_report_api.h; a C++
 * reference parameter is passed as a pointer. */
#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "sb_internal.h"

/* ProfApiBufPopCallback, ProfCompactBufPopCallback, ProfAdditionalBufPopCallback:
 * bool (uint32_t &aging, T &data); false: nothing to pop, data untouched. */
static bool pop_none(uint32_t *aging, void *data)
{
    (void)aging;
    (void)data;
    return false;
}

/* ProfReportBufEmptyCallback: bool (). */
static bool buffers_empty(void) { return true; }

/* ProfBatchAddBufPopCallback: void *(size_t &popSize, bool popForce). */
static void *batch_pop_none(size_t *size, bool force)
{
    (void)force;
    *size = 0;
    return NULL;
}

/* ProfVarAddBlockBufPopCallback: void *(size_t &popSize). */
static void *block_pop_none(size_t *size)
{
    *size = 0;
    return NULL;
}

/* ProfBatchAddBufIndexShiftCallBack, ProfVarAddBufIndexShiftCallBack:
 * void (void *popPtr, const size_t popSize); msprof calls them only after a
 * pop returned data, which never happens here. */
static void index_shift_none(void *ptr, size_t size)
{
    (void)ptr;
    (void)size;
}

typedef void (*setter_fn)(void (*)(void));

/* Each setter msprof exports and the pop libprofapi would hand it. */
static const struct {
    const char *setter;
    void (*fn)(void);
} g_pops[] = {
    {"ProfImplSetApiBufPop", (void (*)(void))pop_none},
    {"ProfImplSetCompactBufPop", (void (*)(void))pop_none},
    {"ProfImplSetAdditionalBufPop", (void (*)(void))pop_none},
    {"ProfImplIfReportBufEmpty", (void (*)(void))buffers_empty},
    {"ProfImplSetBatchAddBufPop", (void (*)(void))batch_pop_none},
    {"ProfImplSetBatchAddBufIndexShift", (void (*)(void))index_shift_none},
    {"ProfImplSetVarAddBlockBufBatchPop", (void (*)(void))block_pop_none},
    {"ProfImplSetVarAddBlockBufIndexShift", (void (*)(void))index_shift_none},
};

void sb_profapi_install(void *handle)
{
    for (size_t i = 0; i < sizeof g_pops / sizeof g_pops[0]; ++i) {
        void *p = dlsym(handle, g_pops[i].setter);
        if (p == NULL) continue;
        setter_fn set;
        memcpy(&set, &p, sizeof p);
        set(g_pops[i].fn);
    }
}
