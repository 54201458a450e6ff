/* ERRMSG014: the fault text is appended to the stored text on every call
 * that finds fault events: with the runtime failing without calling back
 * (device abnormal after a fault) it grows by one line per call; after an
 * empty callback each call answers the fault text alone. */
#include <string.h>

#include "helpers/errmsg.h"
#include "helpers/text.h"

#define FAULT2 ERRMSG_FAULT_1A "\n" ERRMSG_FAULT_1A
#define FAULT3 FAULT2 "\n" ERRMSG_FAULT_1A

ACLCTS_TEST(ERRMSG014, FaultTextGrowsWhileTheRuntimeDoesNotCallBack, "ERRMSG014 ERRMSG012 ERRMSG005",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_device_abnormal(t);
    errmsg_fault_event(t, 0x1a, "name");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), ERRMSG_FAULT_1A);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), FAULT2);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), FAULT3);
}

ACLCTS_TEST(ERRMSG014, FaultTextOncePerCallAfterAnEmptyCallback, "ERRMSG014 ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_fault_event(t, 0x1a, "name");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), ERRMSG_FAULT_1A);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), ERRMSG_FAULT_1A);
}

/* The host part stays in the stored text, before the growing fault lines. */
ACLCTS_TEST(ERRMSG014, HostAnswerThenOneFaultLinePerCall, "ERRMSG014 ERRMSG013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096], want[8192];
    errmsg_device_abnormal(t);
    errmsg_fault_event(t, 0x1a, "name");
    (void)errmsg_fail_and_read(t, "ERRMSG014", "missing.json", first, sizeof first);
    CHECK_TRUE(t, text_ends_with(first, "\n" ERRMSG_FAULT_1A) && strstr(first, "EH0003"), "first read: %s", first);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), text_join_lines(want, sizeof want, first, ERRMSG_FAULT_1A));
}

/* A SoC without the driver's fault events (config/cloud) reports none. */
ACLCTS_TEST(ERRMSG014, NoFaultTextWhereTheChipHasNoFaultEvents, "ERRMSG014 ERRMSG003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *report = errmsg_device_report(t, "DEV");
    errmsg_fault_event(t, 0x1a, "name");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), report);
}
