/* INIT010: the environment variable AUTO_USE_UC_MEMORY, read at each init and
 * deinit: unset, empty or starting with '1' -> rtRegKernelLaunchFillFunc at
 * init and rtUnRegKernelLaunchFillFunc at deinit; any other value -> neither
 * (acl.cpp IsEnableAutoUCMemeory). Each case is its own process, so setenv
 * here affects only this case. */
#include <stdlib.h>

#include "init_common.h"

static void run_with_env(aclcts_t *t, const char *value, size_t expected_calls)
{
    aclcts_require_trace(t);
    if (value)
        setenv("AUTO_USE_UC_MEMORY", value, 1);
    else
        unsetenv("AUTO_USE_UC_MEMORY");
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "INIT010", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "INIT010", t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT_FOR(t, "INIT010", aclcts_calls(t, "rtRegKernelLaunchFillFunc", m), expected_calls);
    CHECK_INT_FOR(t, "INIT010", aclcts_calls(t, "rtUnRegKernelLaunchFillFunc", m), expected_calls);
}

ACLCTS_TEST(INIT010, UnsetRegistersFillFunc, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    run_with_env(t, NULL, 1);
}

ACLCTS_TEST(INIT010, EmptyRegistersFillFunc, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    run_with_env(t, "", 1);
}

ACLCTS_TEST(INIT010, OneRegistersFillFunc, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    run_with_env(t, "1", 1);
}

/* Only the first character counts. */
ACLCTS_TEST(INIT010, LeadingOneRegistersFillFunc, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    run_with_env(t, "1abc", 1);
}

ACLCTS_TEST(INIT010, ZeroSkipsRegisterAndUnregister, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    run_with_env(t, "0", 0);
}

ACLCTS_TEST(INIT010, OtherValueSkipsRegisterAndUnregister, "INIT010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    run_with_env(t, "true", 0);
}

/* A disabled fill function also hides its failure: nothing to fail. */
ACLCTS_TEST(INIT010, DisabledFillFuncCannotFailInit, "INIT010 INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("AUTO_USE_UC_MEMORY", "0", 1);
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    lc_text want = {0};
    lc_trace_head(&want, 0);
    lc_add(&want, "MsprofRegisterCallback(48,ptr)=0\nMsprofInit(255,NULL,0)=0\nrtGetSocVersion(ptr,128)=0\n");
    CHECK_TRACE(t, m, want.s);
}
