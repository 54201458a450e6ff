/* ERRMSG005: the stored text is what the runtime's callback handed over, then
 * (after "\n" when it is not empty) "Fault diagnosis analysis: " and one
 * "[0x<id in lowercase hex>]<name>;" per fault event; the answer is the host
 * message + "\n" + that text, or either part alone when the other is empty.
 * A device message comes only from a non-STARS SoC, which has no fault
 * events, so a call never finds both (helpers/errmsg.h). */
#include "helpers/errmsg.h"

#define FAULT_1A ERRMSG_FAULT_1A

static const char *fail_init_and_read(aclcts_t *t)
{
    CHECK_CODE_FOR(t, "ERRMSG005", t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    return t->acl->aclGetRecentErrMsg();
}

/* "<host naming EH0003>\n<tail>". */
static void expect_host_then(aclcts_t *t, const char *msg, const char *tail)
{
    errmsg_expect_host_before(t, "ERRMSG005", msg, "EH0003", tail);
}

ACLCTS_TEST(ERRMSG005, DeviceMessageAloneIsReturnedAsIs, "ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *report = errmsg_device_report(t, "device says hello");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), report);
}

ACLCTS_TEST(ERRMSG005, FaultEventAloneIsFormatted, "ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_fault_event(t, 0x1a, "name");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), FAULT_1A);
}

ACLCTS_TEST(ERRMSG005, FaultEventsUseLowercaseHexInOrder, "ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_fault_event(t, 0x1a, "first");
    errmsg_fault_event(t, 0xABCDEF, "second");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), "Fault diagnosis analysis: [0x1a]first;[0xabcdef]second;");
}

ACLCTS_TEST(ERRMSG005, HostMessageThenDeviceMessage, "ERRMSG005 ERRMSG004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *report = errmsg_device_report(t, "DEV");
    expect_host_then(t, fail_init_and_read(t), report);
}

ACLCTS_TEST(ERRMSG005, HostMessageThenFaultEvents, "ERRMSG005 ERRMSG004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_fault_event(t, 0x1a, "name");
    expect_host_then(t, fail_init_and_read(t), FAULT_1A);
}
