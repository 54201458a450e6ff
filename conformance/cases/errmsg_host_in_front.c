/* ERRMSG013: a new host message goes in front of the stored text,
 * host + "\n" + stored: when the runtime does not call back, answers
 * accumulate (the second failure's message, then the first answer); after a
 * callback the host message goes in front of what the runtime handed over. */
#include <string.h>

#include "helpers/errmsg.h"
#include "helpers/text.h"

ACLCTS_TEST(ERRMSG013, AnswersAccumulateWhenTheRuntimeDoesNotCallBack, "ERRMSG013 ERRMSG012 ERRMSG004",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096], second[8192];
    errmsg_runtime_without_context(t);
    (void)errmsg_fail_and_read(t, "ERRMSG013", "first-missing.json", first, sizeof first);
    (void)errmsg_fail_and_read(t, "ERRMSG013", "second-missing.json", second, sizeof second);
    errmsg_expect_host_before(t, "ERRMSG013", second, "second-missing.json", first);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), second);
}

ACLCTS_TEST(ERRMSG013, HostAloneAfterAnEmptyCallback, "ERRMSG013 ERRMSG006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096], second[8192];
    errmsg_device_says_nothing(t);
    (void)errmsg_fail_and_read(t, "ERRMSG013", "first-missing.json", first, sizeof first);
    (void)errmsg_fail_and_read(t, "ERRMSG013", "second-missing.json", second, sizeof second);
    CHECK_TRUE(t, strstr(second, "second-missing.json") && !strstr(second, "first-missing.json"), "second read: %s",
               second);
}

ACLCTS_TEST(ERRMSG013, HostInFrontOfTheDeviceMessage, "ERRMSG013 ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096], second[8192];
    const char *report = errmsg_device_report(t, "DEV");
    (void)errmsg_fail_and_read(t, "ERRMSG013", "first-missing.json", first, sizeof first);
    (void)errmsg_fail_and_read(t, "ERRMSG013", "second-missing.json", second, sizeof second);
    errmsg_expect_host_before(t, "ERRMSG013", second, "second-missing.json", report);
    CHECK_TRUE(t, !strstr(second, "first-missing.json"), "second read: %s", second);
}

/* Host, then the stored answer, then the fault text, in that order. */
ACLCTS_TEST(ERRMSG013, HostThenStoredAnswerThenFaultText, "ERRMSG013 ERRMSG014 ERRMSG005",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char first[4096], second[8192], tail[4608];
    (void)errmsg_fail_and_read(t, "ERRMSG013", "first-missing.json", first, sizeof first);
    errmsg_device_abnormal(t);
    errmsg_fault_event(t, 0x1a, "name");
    (void)errmsg_fail_and_read(t, "ERRMSG013", "second-missing.json", second, sizeof second);
    errmsg_expect_host_before(t, "ERRMSG013", second, "second-missing.json",
                              text_join_lines(tail, sizeof tail, first, ERRMSG_FAULT_1A));
}
