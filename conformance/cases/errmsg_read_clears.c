/* ERRMSG006: reading takes the host message out of the error manager, so
 * the host part is not reported again; what the next call answers is the
 * stored text as the runtime's answer left it (ERRMSG012): an empty callback
 * (STARS runtimes) leaves nothing, so an immediate second call returns NULL;
 * a device message leaves the message alone. */
#include <string.h>

#include "helpers/errmsg.h"

ACLCTS_TEST(ERRMSG006, SecondReadHasNoHostPart, "ERRMSG006 ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    const char *first = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, first != NULL && strstr(first, "EH0003"), "first read: %s", first ? first : "(null)");
    const char *report = errmsg_device_report(t, "DEV2");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), report);
}

ACLCTS_TEST(ERRMSG006, SecondReadIsNullWhenTheDeviceReportsNothing, "ERRMSG006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_device_says_nothing(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "bad.json", "{,}")), ACL_ERROR_PARSE_FILE);
    const char *first = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, first != NULL && first[0] != '\0', "first read returned nothing");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

/* A new failure after reading brings a new host message. */
ACLCTS_TEST(ERRMSG006, NewFailureAfterReadingIsReported, "ERRMSG006 ERRMSG004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_device_says_nothing(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "m.json", "{\"err_msg_mode\":\"7\"}")), ACL_ERROR_INVALID_PARAM);
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, msg != NULL && strstr(msg, "EH0009") != NULL && strstr(msg, "EH0003") == NULL,
               "after the second failure: %s", msg ? msg : "(null)");
}
