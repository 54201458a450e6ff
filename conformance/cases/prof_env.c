/* PROF003: when PROFILER_SAMPLECONFIG is set and non-empty (the msprof tool
 * does this), profiling starts in environment mode, MsprofInit(0, "", 0),
 * with or without a path and whatever `profiler` says; a non-zero return
 * gives ACL_ERROR_INVALID_PARAM (100000) (profiling.cpp
 * HandleProfilingConfig). Each case runs in its own process, so setting the
 * variable here does not leak. */
#include <stdlib.h>
#include <string.h>

#include "helpers/configs.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define PROF_ENV_INIT(RET) \
    "MsprofInit(0,\"\","   \
    "0)=" #RET "\n"
#define PROF_WITH_PROFILER "{\"profiler\":{\"switch\":\"on\"}}"
/* What the msprof tool puts in the variable: its ProfileParams as JSON, which
 * msprof reads back (a text it cannot read is its MSPROF_ERROR, 5). */
#define PROF_ENV_PARAMS "{\"switch\":\"on\"}"

/* PROFILER_SAMPLECONFIG = `env`; a fresh aclInit of a file holding `json`
 * (NULL: aclInit(NULL)), with MsprofInit answering `msprof_ret`, returns `code`, and its trace is that config's head
 * followed by `rest`. */
#define env_init(t, ...) ACLCTS_HELPER(env_init_, t, __VA_ARGS__)
static void env_init_(aclcts_t *t, const char *rule, const char *env, const char *json, int msprof_ret, aclError code,
                      const char *rest)
{
    const char *path = NULL;
    if (json) path = config_write(t, json);
    else config_clear_env();
    /* An empty value is put with a byte that is not NUL right after its end, so
     * that a check reading past the value sees something else than "". */
    static char empty_then_more[] = "PROFILER_SAMPLECONFIG=\0x";
    if (env[0] == '\0') putenv(empty_then_more);
    else setenv("PROFILER_SAMPLECONFIG", env, 1);
    if (msprof_ret != 0) aclcts_fail(t, "MsprofInit", msprof_ret, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    CHECK_TRACE_FOR(t, rule, m,
                    text_fmt("%s%s", json ? trace_init_before_keys(path, strlen(json)) : TR_LOG_HEAD, rest));
}

ACLCTS_TEST(PROF003, EnvWithoutPathUsesEnvInit, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    env_init(t, "PROF003", PROF_ENV_PARAMS, NULL, 0, ACL_SUCCESS, TR_PROF_REG PROF_ENV_INIT(0) TR_SOC TR_FILL);
}

ACLCTS_TEST(PROF003, EnvOverridesTheProfilerKey, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    env_init(t, "PROF003", PROF_ENV_PARAMS, PROF_WITH_PROFILER, 0, ACL_SUCCESS,
             TR_PROF_REG PROF_ENV_INIT(0) TR_SOC TR_FILL);
}

ACLCTS_TEST(PROF003, EnvInitFailureReturnsInvalidParam, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    env_init(t, "PROF003", PROF_ENV_PARAMS, NULL, -1, ACL_ERROR_INVALID_PARAM, TR_PROF_REG PROF_ENV_INIT(-1));
}

/* msprof cannot read the variable's text (not the JSON its tool writes): MsprofInit answers
 * MSPROF_ERROR (5) and aclInit ACL_ERROR_INVALID_PARAM (100000). */
ACLCTS_TEST(PROF003, UnreadableEnvIsRefusedByMsprof, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    env_init(t, "PROF003", "on", NULL, 0, ACL_ERROR_INVALID_PARAM, TR_PROF_REG PROF_ENV_INIT(5));
}

ACLCTS_TEST(PROF003, EnvInitFailureWithFileReturnsInvalidParam, "PROF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    env_init(t, "PROF003", PROF_ENV_PARAMS, PROF_WITH_PROFILER, 1, ACL_ERROR_INVALID_PARAM,
             TR_PROF_REG PROF_ENV_INIT(1));
}

/* An empty variable is "not set": the file's profiler key applies. */
#define PROF_FILE_INIT(RET) "MsprofInit(1,\"{\\\"switch\\\":\\\"on\\\"}\",15)=" #RET "\n"
ACLCTS_TEST(PROF003, EmptyEnvIsNotEnvMode, "PROF003 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_need_device_host(t); /* the file's profiler is on */
    env_init(t, "PROF003", "", PROF_WITH_PROFILER, 0, ACL_SUCCESS, TR_PROF_REG PROF_FILE_INIT(0) TR_SOC TR_FILL);
}

/* On a general server the file's profiler is refused by the whitelist with 5
 * and init stops there (PROF011): still no environment mode. */
ACLCTS_TEST(PROF003, EmptyEnvIsNotEnvModeOnAGeneralServer, "PROF003 PROF002 PROF011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_use_general_server(t);
    env_init(t, "PROF003", "", PROF_WITH_PROFILER, 0, ACL_ERROR_INVALID_PARAM, TR_PROF_REG PROF_FILE_INIT(5));
}
