/* ERRMSG004 (IMPL): after a failing aclInit the host message is non-empty and
 * names the error report: EH0003 for an invalid path, EH0004 for an invalid
 * file (not regular, too deep, unparsable, config differs from the first),
 * EH0009 for an invalid parameter value. The rest of the text is the
 * implementation's. */
#include <string.h>

#include "helpers/configs.h"

static void expect_report(aclcts_t *t, const char *id)
{
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE_FOR(t, "ERRMSG004", msg != NULL && msg[0] != '\0', "no message after the failure");
    CHECK_TRUE_FOR(t, "ERRMSG004", msg != NULL && strstr(msg, id) != NULL, "message does not name %s: %s", id,
                   msg ? msg : "(null)");
}

ACLCTS_TEST(ERRMSG004, MissingFileReportsEH0003, "ERRMSG004 FILE001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    expect_report(t, "EH0003");
}

ACLCTS_TEST(ERRMSG004, InvalidJsonReportsEH0004, "ERRMSG004 JSON004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "bad.json", "{\"a\":")), ACL_ERROR_PARSE_FILE);
    expect_report(t, "EH0004");
}

ACLCTS_TEST(ERRMSG004, TooDeepFileReportsEH0004, "ERRMSG004 JSON001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *deep = "{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{}}}}}}}}}}}";
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "deep.json", deep)), ACL_ERROR_PARSE_FILE);
    expect_report(t, "EH0004");
}

ACLCTS_TEST(ERRMSG004, DifferentConfigReportsEH0004, "ERRMSG004 REP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_ERROR_INVALID_PARAM);
    expect_report(t, "EH0004");
}

ACLCTS_TEST(ERRMSG004, BadErrMsgModeReportsEH0009, "ERRMSG004 ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "m.json", "{\"err_msg_mode\":\"2\"}")), ACL_ERROR_INVALID_PARAM);
    expect_report(t, "EH0009");
}

ACLCTS_TEST(ERRMSG004, BadDefaultDeviceReportsEH0009, "ERRMSG004 DEV003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "d.json", "{\"defaultDevice\":{\"default_device\":\"1a\"}}")),
               ACL_ERROR_FAILURE);
    expect_report(t, "EH0009");
}
