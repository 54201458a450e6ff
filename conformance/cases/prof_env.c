/* PROF003: when PROFILER_SAMPLECONFIG is set and non-empty (the msprof tool
 * does this), profiling starts in environment mode, MsprofInit(0, "", 0),
 * with or without a path and whatever `profiler` says; a non-zero return
 * gives ACL_ERROR_INVALID_PARAM (100000) (profiling.cpp
 * HandleProfilingConfig). Each case runs in its own process, so setting the
 * variable here does not leak. */
#include "dev_common.h"

#define PROF_ENV_INIT(RET) "MsprofInit(0,\"\"," "0)=" #RET "\n"
#define PROF_WITH_PROFILER "{\"profiler\":{\"switch\":\"on\"}}"

ACLCTS_TEST(PROF003, EnvWithoutPathUsesEnvInit, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    kc_clean_env();
    setenv("PROFILER_SAMPLECONFIG", "{\"switch\":\"on\"}", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, TR_LOG_HEAD TR_PROF_REG PROF_ENV_INIT(0) TR_SOC TR_FILL);
}

ACLCTS_TEST(PROF003, EnvOverridesTheProfilerKey, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = kc_config(t, PROF_WITH_PROFILER);
    setenv("PROFILER_SAMPLECONFIG", "on", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE(t, m,
                kc_fmt("%s" TR_PROF_REG PROF_ENV_INIT(0) TR_SOC TR_FILL,
                       kc_head(path, strlen(PROF_WITH_PROFILER))));
}

ACLCTS_TEST(PROF003, EnvInitFailureReturnsInvalidParam, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    kc_clean_env();
    setenv("PROFILER_SAMPLECONFIG", "on", 1);
    aclcts_fail(t, "MsprofInit", -1, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_TRACE(t, m, TR_LOG_HEAD TR_PROF_REG PROF_ENV_INIT(-1));
}

ACLCTS_TEST(PROF003, EnvInitFailureWithFileReturnsInvalidParam, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = kc_config(t, PROF_WITH_PROFILER);
    setenv("PROFILER_SAMPLECONFIG", "on", 1);
    aclcts_fail(t, "MsprofInit", 1, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
    CHECK_TRACE(t, m,
                kc_fmt("%s" TR_PROF_REG PROF_ENV_INIT(1), kc_head(path, strlen(PROF_WITH_PROFILER))));
}

/* An empty variable is "not set": the file's profiler key applies. */
ACLCTS_TEST(PROF003, EmptyEnvIsNotEnvMode, "PROF003 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = kc_config(t, PROF_WITH_PROFILER);
    setenv("PROFILER_SAMPLECONFIG", "", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE(t, m,
                kc_fmt("%s" TR_PROF_REG "MsprofInit(1,\"{\\\"switch\\\":\\\"on\\\"}\",15)=0\n" TR_SOC TR_FILL,
                       kc_head(path, strlen(PROF_WITH_PROFILER))));
}
