/* SOC006: rtEventWorkModeSet needs RT_FEATURE_TASK_VALUE_WAIT, present in the
 * runtimes of Atlas A2/A3 (config/910_B_93) and 950, absent on 310B
 * (mini_v3), 310P (dc) and 910 (cloud), which answer 207000; aclInit returns
 * it (not tolerated, EVT003) and stops before profiling.
 * SOC007: the runtime refuses a second successful set in the same process
 * with 107000 and never resets its count, so re-initialising with the same
 * event_mode config after aclFinalize fails with 107000. */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/rt_stored.h"
#include "helpers/soc.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define EVT(V) "{\"acl_graph\":{\"event_mode\":\"" V "\"}}"

SOC_CASE(SOC006, EventModeRefusedOnAscend310B1, "SOC006 EVT003", "Ascend310B1", EVT("1"),
         ACL_ERROR_RT_FEATURE_NOT_SUPPORT, "rtEventWorkModeSet(1)=207000\n")
SOC_CASE(SOC006, EventModeRefusedOnAscend310P3, "SOC006 EVT003", "Ascend310P3", EVT("0"),
         ACL_ERROR_RT_FEATURE_NOT_SUPPORT, "rtEventWorkModeSet(0)=207000\n")
SOC_CASE(SOC006, EventModeRefusedOnAscend910, "SOC006 EVT003", "Ascend910A", EVT("1"), ACL_ERROR_RT_FEATURE_NOT_SUPPORT,
         "rtEventWorkModeSet(1)=207000\n")
SOC_CASE(SOC006, EventModeSetOnAscend910B1, "SOC006 EVT002", "Ascend910B1", EVT("1"), ACL_SUCCESS,
         "rtEventWorkModeSet(1)=0\n")
SOC_CASE(SOC006, EventModeSetOnAtlasA3, "SOC006 EVT002", "Ascend910_9391", EVT("0"), ACL_SUCCESS,
         "rtEventWorkModeSet(0)=0\n")
SOC_CASE(SOC006, EventModeSetOnAscend950PR, "SOC006 EVT002", "Ascend950PR_9599", EVT("1"), ACL_SUCCESS,
         "rtEventWorkModeSet(1)=0\n")
SOC_CASE(SOC006, EventModeSetOnAscend950DT, "SOC006 EVT002", "Ascend950DT_9591", EVT("0"), ACL_SUCCESS,
         "rtEventWorkModeSet(0)=0\n")

/* The refused mode is not recorded by the runtime. */
ACLCTS_TEST(SOC006, RefusedModeIsNotStored, "SOC006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend310B1");
    CHECK_CODE(t, t->acl->aclInit(config_write(t, EVT("1"))), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_INT(t, rt_stored_event_mode(t), -1);
}

ACLCTS_TEST(SOC007, SecondInitWithEventModeIsRefused, "SOC007 EVT003 FIN009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend910B1");
    const char *path = config_write(t, EVT("1"));
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_event_mode(t), 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    init_expect_trace(t, "SOC007", path, ACL_ERROR_RT_PARAM_INVALID,
                      text_fmt(TR_LOG_HEAD "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(%s,%zu)=0\n"
                                           "rtEventWorkModeSet(1)=107000\n",
                               text_quote(path), strlen(EVT("1"))));
}

/* A refused first set does not count: the next set can succeed. */
ACLCTS_TEST(SOC007, FailedFirstSetDoesNotCount, "SOC007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend950PR_9599");
    const char *path = config_write(t, EVT("0"));
    aclcts_fail(t, "rtEventWorkModeSet", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_event_mode(t), 0);
}

/* The count is never reset: a third init is refused too. */
ACLCTS_TEST(SOC007, CountIsNeverReset, "SOC007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend910_9391");
    const char *path = config_write(t, EVT("0"));
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_RT_PARAM_INVALID);
}
