/* FIN011: the device-log flush timeout the log layer waits at
 * DlogReportFinalize comes from ASCEND_LOG_DEVICE_FLUSH_TIMEOUT, parsed
 * strictly: strtol base 10 (leading whitespace and one sign accepted), the
 * whole text consumed, no overflow, in [0, 180000]; anything else, empty or
 * unset gives the default 2000 ms (plog_device_log.c DlogReportGetFlushTimeout,
 * LogStrToInt). The spy's log layer records the timeout it would wait. */
#include "aclcts/case.h"

#include <stdlib.h>

static int flush_timeout(aclcts_t *t)
{
    int (*fn)(void) = ACLCTS_SPY(t, flush_timeout_ms);
    return fn();
}

/* aclInit(NULL), aclFinalize with the variable set to `value` (NULL: unset). */
static void expect_timeout(aclcts_t *t, const char *value, int ms)
{
    aclcts_require_trace(t);
    if (value) setenv("ASCEND_LOG_DEVICE_FLUSH_TIMEOUT", value, 1);
    else unsetenv("ASCEND_LOG_DEVICE_FLUSH_TIMEOUT");
    CHECK_CODE_FOR(t, "FIN011", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "FIN011", t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT_FOR(t, "FIN011", flush_timeout(t), ms);
}

#define FLUSH_CASE(NAME, VALUE, MS) \
    ACLCTS_TEST(FIN011, NAME, "FIN011 FIN010", ACLCTS_PRODUCT | ACLCTS_TRACE) { expect_timeout(t, VALUE, MS); }

FLUSH_CASE(UnsetGives2000, NULL, 2000)
FLUSH_CASE(EmptyGives2000, "", 2000)
FLUSH_CASE(PlainNumberIsUsed, "5000", 5000)
FLUSH_CASE(LeadingSpaceIsAccepted, " 5000", 5000)
FLUSH_CASE(PlusSignIsAccepted, "+5000", 5000)
FLUSH_CASE(MinusZeroIsZero, "-0", 0)
FLUSH_CASE(MaximumIsAccepted, "180000", 180000)
FLUSH_CASE(TrailingSpaceGives2000, "5000 ", 2000)
FLUSH_CASE(HexGives2000, "0x10", 2000)
FLUSH_CASE(AboveMaximumGives2000, "180001", 2000)
FLUSH_CASE(NegativeGives2000, "-1", 2000)
FLUSH_CASE(WordGives2000, "abc", 2000)
FLUSH_CASE(ExponentGives2000, "1e3", 2000)
FLUSH_CASE(OverflowGives2000, "99999999999999999999", 2000)
/* 0 means no wait (docs/zh/env_vars/ASCEND_LOG_DEVICE_FLUSH_TIMEOUT.md; plog_device_log.c). */
FLUSH_CASE(ZeroCancelsTheDelay, "0", 0)

/* The variable is read at each finalize, not at init. */
ACLCTS_TEST(FIN011, ValueIsReadAtFinalize, "FIN011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    setenv("ASCEND_LOG_DEVICE_FLUSH_TIMEOUT", "100", 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    setenv("ASCEND_LOG_DEVICE_FLUSH_TIMEOUT", "300", 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, flush_timeout(t), 300);
}

/* The library spends no wait of its own even at the 180000 ms maximum: the
 * wait belongs to the log layer (FIN010). */
ACLCTS_TEST(FIN011, MaximumTimeoutAddsNoWaitInTheLibrary, "FIN011 FIN010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    setenv("ASCEND_LOG_DEVICE_FLUSH_TIMEOUT", "180000", 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "DlogReportFinalize", m), 1);
    CHECK_INT(t, flush_timeout(t), 180000);
}
