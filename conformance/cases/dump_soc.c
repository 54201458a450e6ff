/* DUMP025: aic_err_detail_dump needs the coredump feature, which only the
 * CLOUD_V2 (Ascend910B, Ascend910_93), CLOUD_V4 (Ascend950) and CLOUD_V5
 * platform libraries of adump have: on Ascend310P (DC), Ascend310B
 * (MINI_V3), Ascend910 (CLOUD, no platform library) the dump layer fails with
 * -1 and aclInit returns 500000 (DumpManager::ExceptionConfig,
 * CheckCoredumpSupportedPlatform).
 * DUMP027: a failed rtRegDeviceStateCallbackEx for the coredump callback
 * gives -1 (500000); the exception dump stays enabled. */
#include "helpers/dump.h"

#define DETAIL "{\"dump\":{\"dump_scene\":\"aic_err_detail_dump\"}}"

static void expect_detail_on(aclcts_t *t, const char *soc, aclError code, const char *fields)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, soc);
    dump_expect(t, "DUMP025", DETAIL, code, fields);
}

#define SOC_CASE(NAME, SOC, CODE, FIELDS)                                        \
    ACLCTS_TEST(DUMP025, NAME, "DUMP025 DUMP021", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                            \
        expect_detail_on(t, SOC, CODE, FIELDS);                                  \
    }

SOC_CASE(DetailDumpFailsOnAscend310P, "Ascend310P3", DUMP_INTERNAL, "result=-1 platform=DC exception=-")
SOC_CASE(DetailDumpFailsOnAscend310B, "Ascend310B1", DUMP_INTERNAL, "result=-1 platform=MINI_V3 exception=-")
SOC_CASE(DetailDumpFailsOnAscend910, "Ascend910A", DUMP_INTERNAL, "result=-1 platform=CLOUD exception=-")
SOC_CASE(DetailDumpWorksOnAscend910B, "Ascend910B1", ACL_SUCCESS,
         "result=0 platform=CLOUD_V2 exception=AIC_ERR_DETAIL_DUMP")
SOC_CASE(DetailDumpWorksOnAscend910x93, "Ascend910_9391", ACL_SUCCESS, "result=0 platform=CLOUD_V2")
SOC_CASE(DetailDumpWorksOnAscend950, "Ascend950PR_9599", ACL_SUCCESS, "result=0 platform=CLOUD_V4")

/* Only the detail scene depends on the platform. */
ACLCTS_TEST(DUMP025, BriefDumpWorksOnAscend310P, "DUMP025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, "Ascend310P3");
    dump_expect(t, "DUMP025", "{\"dump\":{\"dump_scene\":\"aic_err_brief_dump\"}}", ACL_SUCCESS,
                "result=0 platform=DC exception=ARGS_EXCEPTION");
}

ACLCTS_TEST(DUMP025, FailedDetailDumpLeavesNoExceptionDump, "DUMP025 DUMP024", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, "Ascend310B1");
    dump_expect(t, "DUMP025", DETAIL, DUMP_INTERNAL, "result=-1");
    CHECK_STR(t, dump_field(dump_state(t), "exception"), "-");
}

ACLCTS_TEST(DUMP027, CoredumpCallbackFailureIsInternalError, "DUMP027 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, "Ascend910B1");
    dump_fail_internal(t, "rtRegDeviceStateCallbackEx", 107000);
    dump_expect(t, "DUMP027", DETAIL, DUMP_INTERNAL, "result=-1 exception=AIC_ERR_DETAIL_DUMP");
}
