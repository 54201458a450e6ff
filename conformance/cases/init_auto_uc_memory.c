/* INIT010: the environment variable AUTO_USE_UC_MEMORY, read at each init and
 * deinit: unset, empty or starting with '1' -> rtRegKernelLaunchFillFunc at
 * init and rtUnRegKernelLaunchFillFunc at deinit; any other value -> neither.
 * Only the first character counts: '1' enables the fill function ("10"
 * included), anything else disables it, a leading space included (acl.cpp
 * IsEnableAutoUCMemeory). Each case is its own process, so setenv here
 * affects only this case. */
#include <stdlib.h>

#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

static void run_with_env(aclcts_t *t, const char *value, size_t expected_calls)
{
    aclcts_require_trace(t);
    if (value) setenv("AUTO_USE_UC_MEMORY", value, 1);
    else unsetenv("AUTO_USE_UC_MEMORY");
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "INIT010", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "INIT010", t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT_FOR(t, "INIT010", aclcts_calls(t, "rtRegKernelLaunchFillFunc", m), expected_calls);
    CHECK_INT_FOR(t, "INIT010", aclcts_calls(t, "rtUnRegKernelLaunchFillFunc", m), expected_calls);
}

/* One case a row: with AUTO_USE_UC_MEMORY `value` (NULL: unset), one init and
 * finalize make `calls` registrations and as many unregistrations. */
#define UC_CASE(NAME, VALUE, CALLS) \
    ACLCTS_TEST(INIT010, NAME, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE) { run_with_env(t, VALUE, CALLS); }

UC_CASE(UnsetRegistersFillFunc, NULL, 1)
UC_CASE(EmptyRegistersFillFunc, "", 1)
UC_CASE(OneRegistersFillFunc, "1", 1)
UC_CASE(LeadingOneRegistersFillFunc, "1abc", 1)
UC_CASE(TenEnablesTheFillFunc, "10", 1)
UC_CASE(ZeroSkipsRegisterAndUnregister, "0", 0)
UC_CASE(OtherValueSkipsRegisterAndUnregister, "true", 0)
UC_CASE(LeadingSpaceDisablesTheFillFunc, " 1", 0)
UC_CASE(LeadingZeroDisablesTheFillFunc, "01", 0)

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

/* A disabled fill function also hides its failure: nothing to fail. */
ACLCTS_TEST(INIT010, DisabledFillFuncCannotFailInit, "INIT010 INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("AUTO_USE_UC_MEMORY", "0", 1);
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 0);
    text_buf want = {0};
    trace_init_head(&want, 0);
    text_add(&want, "MsprofRegisterCallback(48,ptr)=0\nMsprofInit(255,NULL,0)=0\nrtGetSocVersion(ptr,128)=0\n");
    init_expect_trace(t, "INIT010", NULL, ACL_SUCCESS, want.s);
}
