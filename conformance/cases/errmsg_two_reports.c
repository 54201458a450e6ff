/* ERRMSG032: two host reports before a read are both in the answer: the
 * error manager keeps every report since the last read (ErrorManager::
 * GetErrorMessage: the first, then a "TraceBack" of the others; the order
 * and the text around them are the manager's). */
#include <string.h>

#include "helpers/configs.h"

ACLCTS_TEST(ERRMSG032, BothReportsBeforeAReadAreAnswered, "ERRMSG032 ERRMSG016 ERRMSG017", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, ".")), ACL_ERROR_INVALID_FILE);
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, msg != NULL && strstr(msg, "No such file or directory") != NULL,
               "the first report (the missing file) is not in the answer: %s", msg ? msg : "(null)");
    CHECK_TRUE(t, msg != NULL && strstr(msg, "config file is not a regular file") != NULL,
               "the second report (a folder) is not in the answer: %s", msg ? msg : "(null)");
}
