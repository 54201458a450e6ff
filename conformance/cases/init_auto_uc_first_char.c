/* INIT010: only the first character of AUTO_USE_UC_MEMORY counts: '1'
 * enables the fill function ("10" included), anything else disables it, a
 * leading space included (acl.cpp IsEnableAutoUCMemeory). */
#include <stdlib.h>

#include "init_common.h"

static void fill_calls(aclcts_t *t, const char *value, size_t expected)
{
    aclcts_require_trace(t);
    setenv("AUTO_USE_UC_MEMORY", value, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "INIT010", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "INIT010", t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT_FOR(t, "INIT010", aclcts_calls(t, "rtRegKernelLaunchFillFunc", m), expected);
    CHECK_INT_FOR(t, "INIT010", aclcts_calls(t, "rtUnRegKernelLaunchFillFunc", m), expected);
}

ACLCTS_TEST(INIT010, TenEnablesTheFillFunc, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fill_calls(t, "10", 1);
}

ACLCTS_TEST(INIT010, LeadingSpaceDisablesTheFillFunc, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fill_calls(t, " 1", 0);
}

ACLCTS_TEST(INIT010, LeadingZeroDisablesTheFillFunc, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fill_calls(t, "01", 0);
}

/* The value is read again at finalize: enabled at init, disabled before the
 * finalize, so the unregistration is skipped. */
ACLCTS_TEST(INIT010, ValueIsReadAgainAtFinalize, "INIT010 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    setenv("AUTO_USE_UC_MEMORY", "1", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    setenv("AUTO_USE_UC_MEMORY", "0", 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtRegKernelLaunchFillFunc", m), 1);
    CHECK_INT(t, aclcts_calls(t, "rtUnRegKernelLaunchFillFunc", m), 0);
}
