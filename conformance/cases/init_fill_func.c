/* INIT009: rtRegKernelLaunchFillFunc("g_opSystemRunCfg", f): 207000
 * (ACL_ERROR_RT_FEATURE_NOT_SUPPORT) is tolerated, any other code is returned
 * unchanged and the init fails (acl.cpp; test ErrorManagerTest: 207000 -> 0,
 * 107000 -> 107000). */
#include <stdint.h>

#include "helpers/init.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT009, FillFuncNotSupportedIsTolerated, "INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 0);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "empty.json", "")), ACL_SUCCESS);
    init_expect_count_one(t, "INIT009");
}

ACLCTS_TEST(INIT009, FillFuncParamInvalidIsReturned, "INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_RT_PARAM_INVALID);
    init_expect_count_zero(t, "INIT009");
}

ACLCTS_TEST(INIT009, FillFuncInternalErrorIsReturned, "INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_RT_INTERNAL_ERROR);
    init_expect_count_zero(t, "INIT009");
}

/* INIT013: the function registered, called as the runtime calls it at a
 * kernel launch, refuses a NULL address and a length below sizeof(size_t)
 * with 107000 and writes nothing (acl.cpp UpdateOpSystemRunCfg checks both
 * before it asks the runtime anything); then it asks for the current device
 * and returns that call's failure unchanged. */
typedef int32_t (*init_fill_func)(void *cfg_addr, uint32_t cfg_len);

ACLCTS_TEST(INIT013, FillFuncRefusesANullAddressAndAShortLength, "INIT013 INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    void *registered = ACLCTS_SPY(t, last_fill_func)();
    CHECK_TRUE(t, registered != NULL, "aclInit registered no fill function");
    if (registered == NULL) return;
    init_fill_func fill = (init_fill_func)(uintptr_t)registered;
    unsigned char cfg[sizeof(size_t)] = {0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5};
    CHECK_INT(t, fill(NULL, sizeof(size_t)), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(t, fill(cfg, sizeof(size_t) - 1), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(t, fill(cfg, 0), ACL_ERROR_RT_PARAM_INVALID);
    for (size_t i = 0; i < sizeof cfg; i++) CHECK_INT(t, cfg[i], 0xA5);
}

#define FILL_SENTINEL ((size_t)0xA5A5A5A5A5A5A5A5u) /* no L2-cache offset is this */

/* The registered function, after aclInit(NULL); NULL (and a failed check)
 * when none was registered. */
static init_fill_func registered_fill(aclcts_t *t)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    void *registered = ACLCTS_SPY(t, last_fill_func)();
    CHECK_TRUE(t, registered != NULL, "aclInit registered no fill function");
    return (init_fill_func)(uintptr_t)registered;
}

/* Good arguments on a thread without a device: rtGetDevice's 107002, nothing
 * written. */
ACLCTS_TEST(INIT013, FillFuncWithoutADeviceReturnsTheRuntimeCode, "INIT013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    init_fill_func fill = registered_fill(t);
    if (fill == NULL) return;
    size_t cfg = 0xA5A5;
    size_t m = aclcts_mark(t);
    CHECK_INT(t, fill(&cfg, sizeof cfg), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, cfg, 0xA5A5);
    trace_expect_line(t, "INIT013", m, "rtGetDevice(", ")=107002\n");
}

/* ...and with the device set: 0, after one rtGetDevice, and the offset
 * written over what cfgAddr held (its value is the device's: only that it was
 * written is checked). A failure injected there comes back as it is. */
ACLCTS_TEST(INIT013, FillFuncWithADeviceSucceeds, "INIT013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    init_fill_func fill = registered_fill(t);
    if (fill == NULL) return;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t cfg = FILL_SENTINEL, m = aclcts_mark(t);
    CHECK_INT(t, fill(&cfg, sizeof cfg), 0);
    CHECK_TRUE(t, cfg != FILL_SENTINEL, "nothing was written at cfgAddr");
    trace_expect_line(t, "INIT013", m, "rtGetDevice(", ")=0\n");
    aclcts_fail(t, "rtGetDevice", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    cfg = 0xA5A5;
    CHECK_INT(t, fill(&cfg, sizeof cfg), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(t, cfg, 0xA5A5);
}
