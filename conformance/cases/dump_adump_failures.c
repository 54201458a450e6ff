/* DUMP026: setting up an operator or overflow dump makes adump's own
 * runtime calls: the platform type (rtGetDeviceInfo, operator dumps only),
 * its own AdxDataDumpServerInit when the server's count is 0, and the op
 * timeout (rtGetOpExecuteTimeoutV2, rtSetOpExecuteTimeOutWithMs, raised once
 * per process); any failure is -1 and aclInit returns 500000
 * (DumpSetting::DumpOperatorInit/DumpOverflowInit, DumpManager::SetDumpConfig,
 * AdjustOpExecuteTimeOut). */
#include "helpers/dump.h"

#define SINGLE_OP "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"}}"
#define OVERFLOW "{\"dump\":{\"dump_path\":\"@D@\",\"dump_debug\":\"on\"}}"

static void expect_internal_failure(aclcts_t *t, const char *call, const char *json, aclError code, const char *f)
{
    dump_fail_internal(t, call, 107000);
    dump_expect(t, "DUMP026", json, code, f);
}

#define FAIL_CASE(NAME, CALL, JSON, CODE, FIELDS)                                \
    ACLCTS_TEST(DUMP026, NAME, "DUMP026 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                            \
        expect_internal_failure(t, CALL, JSON, CODE, FIELDS);                    \
    }

FAIL_CASE(PlatformFailureBreaksAnOperatorDump, "rtGetDeviceInfo", SINGLE_OP, DUMP_INTERNAL, "result=-1 report=-")
FAIL_CASE(OverflowDumpNeedsNoPlatform, "rtGetDeviceInfo", OVERFLOW, ACL_SUCCESS, "result=0 overflow=1")
FAIL_CASE(OpTimeoutQueryFailureIsInternalError, "rtGetOpExecuteTimeoutV2", SINGLE_OP, DUMP_INTERNAL,
          "result=-1 op_timeout_raised=0")
FAIL_CASE(OpTimeoutSetFailureIsInternalError, "rtSetOpExecuteTimeOutWithMs", OVERFLOW, DUMP_INTERNAL,
          "result=-1 op_timeout_raised=0")
FAIL_CASE(ExceptionDumpMakesNoOpTimeoutCall, "rtGetOpExecuteTimeoutV2",
          "{\"dump\":{\"dump_scene\":\"aic_err_brief_dump\"}}", ACL_SUCCESS, "result=0 op_timeout_raised=0")
/* After aclInit's own AdxDataDumpServerInit the count is 1: adump does not start it again. */
FAIL_CASE(ServerStartedByAclInitIsNotStartedAgain, "AdxDataDumpServerInit", SINGLE_OP, ACL_SUCCESS,
          "result=0 server=1 op_timeout_raised=1")
