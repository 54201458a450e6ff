/* ERRMSG005: the text is composed as host message + "\n" + device text, where
 * the device text is the runtime's device message followed (after "\n" when
 * both exist) by "Fault diagnosis analysis: " and one "[0x<id in lowercase
 * hex>]<name>;" per fault event. Either part alone is returned as it is. */
#include "fin_common.h"

#define FAULT_1A "Fault diagnosis analysis: [0x1a]name;"

static const char *fail_init_and_read(aclcts_t *t)
{
    CHECK_CODE_FOR(t, "ERRMSG005", t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    return t->acl->aclGetRecentErrMsg();
}

/* "<host>\n<tail>" with a non-empty host part naming EH0003. */
static void expect_host_then(aclcts_t *t, const char *msg, const char *tail)
{
    char want[512];
    snprintf(want, sizeof want, "\n%s", tail);
    CHECK_TRUE_FOR(t, "ERRMSG005", fin_ends_with(msg, want) && strlen(msg) > strlen(want), "got \"%s\", want \"<host>%s\"",
               msg ? msg : "(null)", want);
    CHECK_TRUE_FOR(t, "ERRMSG005", msg && strstr(msg, "EH0003") && strstr(msg, "EH0003") < msg + strlen(msg) - strlen(want),
               "host part does not name EH0003: %s", msg ? msg : "(null)");
}

ACLCTS_TEST(ERRMSG005, DeviceMessageAloneIsReturnedAsIs, "ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fin_spy(t)->set_dev_msg("device says hello");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), "device says hello");
}

ACLCTS_TEST(ERRMSG005, FaultEventAloneIsFormatted, "ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fin_spy(t)->add_fault_event(0x1a, "name");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), FAULT_1A);
}

ACLCTS_TEST(ERRMSG005, FaultEventsUseLowercaseHexInOrder, "ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fin_spy(t)->add_fault_event(0x1a, "first");
    fin_spy(t)->add_fault_event(0xABCDEF, "second");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(),
              "Fault diagnosis analysis: [0x1a]first;[0xabcdef]second;");
}

ACLCTS_TEST(ERRMSG005, DeviceMessageThenFaultEvents, "ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fin_spy(t)->set_dev_msg("DEV");
    fin_spy(t)->add_fault_event(0x1a, "name");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), "DEV\n" FAULT_1A);
}

ACLCTS_TEST(ERRMSG005, HostMessageThenDeviceMessage, "ERRMSG005 ERRMSG004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fin_spy(t)->set_dev_msg("DEV");
    expect_host_then(t, fail_init_and_read(t), "DEV");
}

ACLCTS_TEST(ERRMSG005, HostMessageThenFaultEvents, "ERRMSG005 ERRMSG004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fin_spy(t)->add_fault_event(0x1a, "name");
    expect_host_then(t, fail_init_and_read(t), FAULT_1A);
}

ACLCTS_TEST(ERRMSG005, HostDeviceAndFaultEventsInThatOrder, "ERRMSG005 ERRMSG004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    fin_spy(t)->set_dev_msg("DEV");
    fin_spy(t)->add_fault_event(0x1a, "name");
    expect_host_then(t, fail_init_and_read(t), "DEV\n" FAULT_1A);
}
