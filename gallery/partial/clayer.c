/* A faithful build of the counted-pairs C layer (the ipv350 profile), written
 * from the behaviour of the product's src/acl/aclrt_c/common/acl_rt.c: it
 * exports aclInit, aclFinalize and aclGetRecentErrMsg only and imports the C
 * layer's own lower layer (rtInit, GeInitialize, GeDbgInit; GeDbgDeInit,
 * GeFinalize, rtDeinit), which the spy provides.
 *
 * The count is one 64-bit atomic word; while the init hook runs (0 -> 1) the
 * UPDATING bit is set and concurrent callers wait for it to clear. A failed
 * hook leaves the count at 0 and aclInit answers ACL_ERROR_INTERNAL_ERROR. */
#define _POSIX_C_SOURCE 200809L
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

#include "acl/acl_rt.h"
#include "lower/lower_layers.h"

#define UPDATING (UINT64_C(1) << 63)

static _Atomic uint64_t g_count;

/* acl_rt.c only logs its own failures (aclrt_c/common/log_inner.h
 * ACL_LOG_INNER_ERROR: printf or DlogRecord); none reaches the error
 * manager that aclGetRecentErrMsg reads. */
static void report(const char *what) { (void)what; }

/* fopen(path, "r") succeeds and the size at the end is not 0 (a FIFO blocks
 * in fopen, as in the product). */
static bool path_is_legal(const char *path)
{
    if (path == NULL || path[0] == '\0') return false;
    FILE *f = fopen(path, "r");
    if (f == NULL) return false;
    (void)fseek(f, 0, SEEK_END);
    bool legal = ftell(f) != 0;
    fclose(f);
    return legal;
}

static bool init_hook(const char *path)
{
    if (rtInit() != 0) {
        report("rtInit failed");
        return false;
    }
    if (GeInitialize() != 0) {
        rtDeinit();
        report("GeInitialize failed");
        return false;
    }
    if (path_is_legal(path) && GeDbgInit(path) != 0) {
        (void)GeFinalize();
        rtDeinit();
        report("GeDbgInit failed");
        return false;
    }
    return true;
}

static void deinit_hook(void)
{
    (void)GeDbgDeInit();
    (void)GeFinalize();
    rtDeinit();
}

aclError aclInit(const char *configPath)
{
    for (;;) {
        uint64_t n = atomic_load(&g_count);
        if (n & UPDATING) {
            sched_yield();
            continue;
        }
        if (n > 0) {
            if (atomic_compare_exchange_weak(&g_count, &n, n + 1)) return ACL_SUCCESS;
            continue;
        }
        if (!atomic_compare_exchange_weak(&g_count, &n, UPDATING)) continue;
        bool ok = init_hook(configPath);
        atomic_store(&g_count, ok ? 1u : 0u);
        return ok ? ACL_SUCCESS : ACL_ERROR_INTERNAL_ERROR;
    }
}

aclError aclFinalize(void)
{
    for (;;) {
        uint64_t n = atomic_load(&g_count);
        if (n & UPDATING) {
            sched_yield();
            continue;
        }
        if (n == 0) return ACL_SUCCESS;
        if (n > 1) {
            if (atomic_compare_exchange_weak(&g_count, &n, n - 1)) return ACL_SUCCESS;
            continue;
        }
        if (!atomic_compare_exchange_weak(&g_count, &n, UPDATING)) continue;
        deinit_hook();
        atomic_store(&g_count, 0u);
        return ACL_SUCCESS;
    }
}

/* GetErrorMessage: the thread's reported errors, to which the C layer's own
 * failures never add (IPV007): NULL. */
const char *aclGetRecentErrMsg(void) { return NULL; }
