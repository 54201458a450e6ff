/* FIN010: the documented device-log flush delay of aclFinalize (default
 * 2000 ms, ASCEND_LOG_DEVICE_FLUSH_TIMEOUT) lives in the log layer's
 * DlogReportFinalize, called once per deinit attempt as its first step. The
 * library adds no wait of its own: with a log layer that returns at once (the
 * spy), aclFinalize returns well within the 2000 ms (1500 ms leaves room for
 * slow hosts and valgrind). */
#include <time.h>

#include "helpers/configs.h"
#include "helpers/traces.h"

static long elapsed_ms(const struct timespec *a, const struct timespec *b)
{
    return (b->tv_sec - a->tv_sec) * 1000L + (b->tv_nsec - a->tv_nsec) / 1000000L;
}

ACLCTS_TEST(FIN010, FinalizeAddsNoFlushDelayOfItsOwn, "FIN010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    struct timespec a, b;
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    clock_gettime(CLOCK_MONOTONIC, &a);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    clock_gettime(CLOCK_MONOTONIC, &b);
    long ms = elapsed_ms(&a, &b);
    CHECK_TRUE(t, ms < 1500, "aclFinalize took %ld ms with an instant log layer", ms);
}

ACLCTS_TEST(FIN010, LogFlushIsFirstAndOncePerAttempt, "FIN010 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb dvpp = {.tag = "DVPP", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_fin_cb, &dvpp), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    const aclcts_sb_call *first = trace_call_at(t, m);
    CHECK_STR(t, first ? first->fn : NULL, "DlogReportFinalize");
    dvpp.ret = ACL_SUCCESS;
    size_t m2 = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    first = trace_call_at(t, m2);
    CHECK_STR(t, first ? first->fn : NULL, "DlogReportFinalize");
    CHECK_INT(t, aclcts_calls(t, "DlogReportFinalize", m), 2);
}
