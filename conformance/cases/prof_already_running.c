/* PROF006: while profiling runs (a failed MsprofFinalize left it running),
 * msprof accepts a new MsprofInit without validating anything
 * (CallbackInitPrecheck): the re-init with the same config succeeds. */
#include "helpers/configs.h"
#include "helpers/prof.h"

ACLCTS_TEST(PROF006, ReinitWhileProfilingRunsIsNotValidated, "PROF006 PROF002 FIN004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_need_device_host(t); /* profiling starts */
    const char *path = config_write(t, "{\"profiler\":{\"switch\":\"on\"}}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_STR(t, prof_decision(t), "on");
    aclcts_fail(t, "MsprofFinalize", -1, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, prof_running(t), 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_STR(t, prof_decision(t), "running");
}

/* After a completed MsprofFinalize the same config is validated afresh. */
ACLCTS_TEST(PROF006, ReinitAfterProfilingStoppedIsValidatedAgain, "PROF006 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_need_device_host(t); /* profiling starts */
    const char *path = config_write(t, "{\"profiler\":{\"switch\":\"on\"}}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, prof_running(t), 0);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_STR(t, prof_decision(t), "on");
}
