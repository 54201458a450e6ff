/* What seed 003 says about the chain that a host-only suite can check
 * (SETDEV031-034), and the platform-information update that follows a set
 * device (SETDEV035, acl_rt_impl_base.cpp UpdatePlatformInfoWithDevice). The
 * seed's hardware-only statements are recorded in SETDEV031's divergence. */
#include <stdlib.h>
#include <string.h>

#include "helpers/chain.h"
#include "helpers/traces.h"

static const char *const setdev_device_calls[] = {
    "rtSetDevice",     "rtDeviceReset",  "rtDeviceResetForce", "rtCtxCreateEx",
    "rtCtxSetCurrent", "rtStreamCreate", "rtEventCreate",      "rtDeviceSynchronize",
};

static void setdev_no_device_call(aclcts_t *t, size_t from)
{
    for (size_t i = 0; i < sizeof setdev_device_calls / sizeof setdev_device_calls[0]; i++)
        CHECK_TRUE_FOR(t, "SETDEV031", aclcts_calls(t, setdev_device_calls[i], from) == 0, "aclInit called %s",
                       setdev_device_calls[i]);
}

ACLCTS_TEST(SETDEV031, InitWithoutConfigOpensNoDevice, "SETDEV031", ACLCTS_BOTH | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    setdev_no_device_call(t, m);
}

ACLCTS_TEST(SETDEV031, InitWithADefaultDeviceOpensNoDevice, "SETDEV031 SETDEV030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    size_t m = aclcts_mark(t);
    chain_init_default_device(t, "SETDEV031", "0");
    setdev_no_device_call(t, m);
}

ACLCTS_TEST(SETDEV031, FirstRtSetDeviceComesFromSetDevice, "SETDEV031 SETDEV001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtSetDevice", 0), 0);
    size_t m = aclcts_mark(t);
    chain_set_device(t, "SETDEV031", 0);
    CHECK_INT(t, aclcts_calls(t, "rtSetDevice", m), 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV031, FinalizeOpensNoDevice, "SETDEV031", ACLCTS_BOTH | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    setdev_no_device_call(t, m);
}

/* SETDEV032: the troubleshooting table's codes, by name. */
ACLCTS_TEST(SETDEV032, SeedTableCodesAreTheProductsNames, "SETDEV032", ACLCTS_BOTH)
{
    CHECK_INT(t, ACL_ERROR_RT_STREAM_TASK_EMPTY, 507003);
    CHECK_INT(t, ACL_ERROR_RT_MODEL_EXECUTE, 507011);
    CHECK_INT(t, ACL_ERROR_GE_FAILURE, 500002);
}

ACLCTS_TEST(SETDEV032, SeedFirmwareCodeIsNoProductCode, "SETDEV032", ACLCTS_BOTH)
{
    CHECK_STR(t, aclcts_code_name(503001), NULL);
}

/* A device that cannot be used shows as a runtime device code, not as the
 * seed's 507003 "device busy". */
ACLCTS_TEST(SETDEV032, UnusableDeviceIsNotStreamTaskEmpty, "SETDEV032 SETDEV017", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclError rc = t->acl->aclrtSetDevice(1000);
    CHECK_TRUE(t, rc != ACL_ERROR_RT_STREAM_TASK_EMPTY && rc != ACL_SUCCESS, "aclrtSetDevice(1000) = %d", (int)rc);
}

/* SETDEV033: a missing config path. */
ACLCTS_TEST(SETDEV033, MissingConfigIsInvalidFile, "SETDEV033", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "no-such-config.json")), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(SETDEV033, MissingConfigIsNotGeFailure, "SETDEV033", ACLCTS_PRODUCT)
{
    aclError rc = t->acl->aclInit("/nonexistent/aclcts/acl.json");
    CHECK_TRUE(t, rc != ACL_ERROR_GE_FAILURE, "aclInit of a missing path returned 500002");
    CHECK_CODE(t, rc, ACL_ERROR_INVALID_FILE);
}

/* SETDEV034: the seed's log variables change no code and no call. */
static void setdev_log_run(aclcts_t *t, char *trace, size_t cap)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "SETDEV034", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "SETDEV034", t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "SETDEV034", t->acl->aclrtResetDevice(0), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "SETDEV034", t->acl->aclFinalize(), ACL_SUCCESS);
    t->spy->trace_text(m, trace, cap);
}

ACLCTS_TEST(SETDEV034, LogVariablesChangeNoCall, "SETDEV034", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_require_trace(t);
    static char plain[8192], logged[8192];
    setdev_log_run(t, plain, sizeof plain);
    setenv("ASCEND_GLOBAL_LOG_LEVEL", "0", 1);
    setenv("ASCEND_PROCESS_LOG_PATH", aclcts_path(t, "ascend-log"), 1);
    setenv("ASCEND_SLOG_PRINT_TO_STDOUT", "0", 1);
    setdev_log_run(t, logged, sizeof logged);
    /* The second cycle's SoC query is cached (INIT008) and the platform info
     * of device 0 is already known (SETDEV035): compare the device calls. */
    CHECK_TRUE(t, strstr(logged, "rtSetDevice(0)=0\n") != NULL, "second cycle: %s", logged);
    CHECK_TRUE(t, strstr(logged, "rtDeviceReset(0)=0\n") != NULL, "second cycle: %s", logged);
    CHECK_TRUE(t, strstr(plain, "rtSetDevice(0)=0\n") != NULL, "first cycle: %s", plain);
}

ACLCTS_TEST(SETDEV034, DebugLogLevelChangesNoCode, "SETDEV034", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_GLOBAL_LOG_LEVEL", "0", 1);
    setenv("ASCEND_SLOG_PRINT_TO_STDOUT", "0", 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* SETDEV035: the platform-info update is only a warning and is retried. */
ACLCTS_TEST(SETDEV035, PlatformInfoFailureIsOnlyAWarning, "SETDEV035 SETDEV001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_fail(t, "rtGetAiCoreCount", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 0);
}

ACLCTS_TEST(SETDEV035, UpdateIsOncePerDevice, "SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_need_platform_info(t);
    chain_set_device(t, "SETDEV035", 0);
    size_t m = aclcts_mark(t);
    chain_set_device(t, "SETDEV035", 0);
    CHECK_TRACE(t, m, "rtSetDevice(0)=0\n");
}

ACLCTS_TEST(SETDEV035, AnotherDeviceIsUpdatedToo, "SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_need_platform_info(t);
    chain_set_device(t, "SETDEV035", 0);
    size_t m = aclcts_mark(t);
    chain_set_device(t, "SETDEV035", 1);
    CHECK_TRACE(t, m, "rtSetDevice(1)=0\n" TR_PLATFORM(1));
}

ACLCTS_TEST(SETDEV035, FailedUpdateIsRetried, "SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_fail(t, "rtGetAiCoreCount", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    chain_set_device(t, "SETDEV035", 0);
    size_t m = aclcts_mark(t);
    chain_set_device(t, "SETDEV035", 0);
    CHECK_INT(t, aclcts_calls(t, "rtGetAiCoreCount", m), 1);
}

ACLCTS_TEST(SETDEV035, FailedSetMakesNoUpdate, "SETDEV035 SETDEV001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_fail(t, "rtSetDevice", ACL_ERROR_RT_DEV_SETUP_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_ERROR_RT_DEV_SETUP_ERROR);
    CHECK_INT(t, aclcts_calls(t, "rtGetAiCoreCount", m), 0);
    CHECK_INT(t, aclcts_calls(t, "rtGetDeviceInfo", m), 0);
}
