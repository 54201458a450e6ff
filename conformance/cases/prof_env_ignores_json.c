/* PROF007: with PROFILER_SAMPLECONFIG set, aclInit hands msprof nothing of
 * the config (MsprofInit(0,"",0)) and msprof starts in command-line mode, so
 * a `profiler` object msprof would refuse does not fail aclInit; unset, the
 * same config gives 100000. */
#include <stdlib.h>

#include "helpers/configs.h"
#include "helpers/prof.h"

#define BAD_PROFILER "{\"profiler\":{\"switch\":\"on\",\"bad_key\":\"x\"}}"

ACLCTS_TEST(PROF007, RefusableProfilerIsIgnoredUnderTheEnvironment, "PROF007 PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = config_write(t, BAD_PROFILER);
    setenv("PROFILER_SAMPLECONFIG", "{\"result_dir\":\"/tmp\"}", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "MsprofInit", m), 1);
    CHECK_STR(t, prof_decision(t), "env");
    CHECK_INT(t, prof_running(t), 1);
}

ACLCTS_TEST(PROF007, NoPathUnderTheEnvironmentStartsProfiling, "PROF007 PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    config_clear_env();
    setenv("PROFILER_SAMPLECONFIG", "{\"result_dir\":\"/tmp\"}", 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, prof_decision(t), "env");
}

ACLCTS_TEST(PROF007, SameProfilerWithoutTheEnvironmentIsRefused, "PROF007 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_expect(t, "PROF007", "{\"switch\":\"on\",\"bad_key\":\"x\"}", ACL_ERROR_INVALID_PARAM, "rejected",
                "EK0005 bad_key");
}

/* Without the variable and without a profiler key, the dynamic init finds
 * nothing to do. */
ACLCTS_TEST(PROF007, DynamicInitWithoutTheEnvironmentIsIdle, "PROF007 PROF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    config_clear_env();
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, prof_decision(t), "idle");
    CHECK_INT(t, prof_running(t), 0);
}
