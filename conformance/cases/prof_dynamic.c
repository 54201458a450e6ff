/* PROF001: without a path, or without a top-level `profiler` key, profiling
 * starts in dynamic mode, MsprofInit(255, NULL, 0), right after
 * MsprofRegisterCallback(48, handle); its failure is only logged (profiling.cpp
 * HandleProfilingCommand, fixture profConfig.json). */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(PROF001, NullPathUsesDynamicInit, "PROF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    config_clear_env();
    init_expect_trace(t, "PROF001", NULL, ACL_SUCCESS, TR_LOG_HEAD TR_PROF_REG TR_PROF_DYNA TR_SOC TR_FILL);
}

/* The legacy `profiling` key, a nested `profiler` and a differently cased
 * key are all "no profiler key". */
INIT_KEYS_CASE(PROF001, LegacyProfilingKeyUsesDynamicInit, "PROF001", "{\"profiling\":{\"switch\":\"on\"}}",
               ACL_SUCCESS, "")
INIT_KEYS_CASE(PROF001, NestedProfilerKeyUsesDynamicInit, "PROF001", "{\"acl\":{\"profiler\":{\"switch\":\"on\"}}}",
               ACL_SUCCESS, "")
INIT_KEYS_CASE(PROF001, ProfilerKeyIsCaseSensitive, "PROF001", "{\"Profiler\":{\"switch\":\"on\"}}", ACL_SUCCESS, "")

ACLCTS_TEST(PROF001, DynamicInitFailureIsIgnoredWithoutPath, "PROF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    config_clear_env();
    aclcts_fail(t, "MsprofInit", -1, 1);
    init_expect_trace(t, "PROF001", NULL, ACL_SUCCESS,
                      TR_LOG_HEAD TR_PROF_REG "MsprofInit(255,NULL,0)=-1\n" TR_SOC TR_FILL);
}

ACLCTS_TEST(PROF001, DynamicInitFailureIsIgnoredWithFile, "PROF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *json = "{\"other\":1}";
    const char *path = config_write(t, json);
    aclcts_fail(t, "MsprofInit", 1, 1);
    init_expect_trace(t, "PROF001", path, ACL_SUCCESS,
                      text_fmt("%s" TR_PROF_REG "MsprofInit(255,NULL,0)=1\n" TR_SOC TR_FILL,
                               trace_init_before_keys(path, strlen(json))));
}
