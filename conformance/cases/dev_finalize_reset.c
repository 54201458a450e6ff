/* DEV006: once a default device was set, every finalize ends its runtime
 * part with rtSetDefaultDeviceId(-1) (acl.cpp
 * aclFinalizeInternal: ACL_DEFAULT_DEVICE_DISABLE). */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define DEV_SET_CFG "{\"defaultDevice\":{\"default_device\":\"0\"}}"

ACLCTS_TEST(DEV006, FinalizeResetsTheDefaultDevice, "DEV006 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = config_write(t, DEV_SET_CFG);
    fin_expect_cycle(t, "DEV006", path, TR_DEINIT_DUMP_DEV);
}

ACLCTS_TEST(DEV006, FinalizeReferenceAtOneResetsTheDefaultDevice, "DEV006 REF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    const char *path = config_write(t, DEV_SET_CFG);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    uint64_t n = 7;
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, n, 0);
    CHECK_TRACE(t, m, TR_DEINIT_DUMP_DEV);
}

/* No default device configured: no reset either. */
ACLCTS_TEST(DEV006, NoResetWithoutDefaultDevice, "DEV006 DEV001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = config_write(t, "{\"defaultDevice\":{}}");
    fin_expect_cycle(t, "DEV006", path, TR_DEINIT_DUMP);
}

/* "4294967295" truncates to -1: nothing was set, so nothing is reset. */
ACLCTS_TEST(DEV006, NoResetWhenTheIdWrapsToMinusOne, "DEV006 DEV004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = config_write(t, "{\"defaultDevice\":{\"default_device\":\"4294967295\"}}");
    fin_expect_cycle(t, "DEV006", path, TR_DEINIT_DUMP);
}

/* A second cycle with the same config sets and resets the device again. */
ACLCTS_TEST(DEV006, EachCycleSetsAndResetsAgain, "DEV006 FIN009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = config_write(t, DEV_SET_CFG);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    /* rtGetSocVersion is cached after the first cycle (INIT008). */
    CHECK_TRACE(t, m,
                text_fmt("%srtSetDefaultDeviceId(0)=0\n" TR_PROF_REG TR_PROF_DYNA
                         "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n" TR_DEINIT_DUMP_DEV,
                         trace_init_before_keys(path, strlen(DEV_SET_CFG))));
}
