/* ERRMSG012: the answer is one stored text per thread that only the
 * runtime's callback or aclGetRecentErrMsg itself changes, and nothing
 * clears: when the runtime fails without calling back, the previous answer,
 * host part included, is returned again, however often; a callback replaces
 * it ("" leaves nothing, a message leaves the message). */
#include <stdio.h>
#include <string.h>

#include "helpers/configs.h"
#include "helpers/errmsg.h"
#include "helpers/text.h"

#define READS 3

ACLCTS_TEST(ERRMSG012, PreviousAnswerAgainWhenTheRuntimeDoesNotCallBack, "ERRMSG012 ERRMSG006 ERRMSG003",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096];
    errmsg_runtime_without_context(t);
    const char *msg = errmsg_fail_and_read(t, "ERRMSG012", "missing.json", first, sizeof first);
    CHECK_TRUE(t, msg && strstr(msg, "EH0003"), "first read: %s", msg ? msg : "(null)");
    for (int i = 0; i < READS; i++) {
        CHECK_STR(t, t->acl->aclGetRecentErrMsg(), first);
    }
}

ACLCTS_TEST(ERRMSG012, DeviceAbnormalKeepsThePreviousAnswer, "ERRMSG012 ERRMSG006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096];
    (void)errmsg_fail_and_read(t, "ERRMSG012", "missing.json", first, sizeof first);
    errmsg_device_abnormal(t);
    CHECK_TRUE(t, first[0] != '\0', "first read returned nothing");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), first);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), first);
}

ACLCTS_TEST(ERRMSG012, EmptyCallbackReplacesThePreviousAnswer, "ERRMSG012 ERRMSG006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096];
    errmsg_device_says_nothing(t);
    (void)errmsg_fail_and_read(t, "ERRMSG012", "missing.json", first, sizeof first);
    CHECK_TRUE(t, first[0] != '\0', "first read returned nothing");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

ACLCTS_TEST(ERRMSG012, DeviceMessageReplacesThePreviousAnswer, "ERRMSG012 ERRMSG006 ERRMSG005",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096], want[4608];
    const char *report = errmsg_device_report(t, "DEV");
    (void)errmsg_fail_and_read(t, "ERRMSG012", "missing.json", first, sizeof first);
    CHECK_TRUE(t, text_ends_with(first, report) && strlen(first) > strlen(report), "first read: \"%s\"", first);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), report);
    errmsg_runtime_without_context(t);
    snprintf(want, sizeof want, "%s", report);
    for (int i = 0; i < READS; i++) {
        CHECK_STR(t, t->acl->aclGetRecentErrMsg(), want);
    }
}

/* A thread without a current context gets one on the default device (the
 * runtime's implicit set device), so once a config set default device 0 the
 * runtime calls back again and replaces the kept answer. */
ACLCTS_TEST(ERRMSG012, DefaultDeviceBringsTheCallbackBack, "ERRMSG012 ERRMSG003 DEV004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096];
    errmsg_no_fault_events_beneath(t);
    errmsg_runtime_without_context(t);
    (void)errmsg_fail_and_read(t, "ERRMSG012", "missing.json", first, sizeof first);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), first);
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}
