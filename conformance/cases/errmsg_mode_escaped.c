/* ERRMSG002: the value is compared after JSON decoding, so an escaped
 * spelling of "0" or "1" is accepted; an escaped "2" is still rejected. */
#include "helpers/traces.h"

static void expect_first_call(aclcts_t *t, const char *json, const char *mode)
{
    const char *path = aclcts_file(t, "mode.json", json);
    aclcts_require_trace(t);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "ERRMSG002", t->acl->aclInit(path), ACL_SUCCESS);
    const aclcts_sb_call *first = trace_call_at(t, m);
    CHECK_STR_FOR(t, "ERRMSG002", first ? first->fn : NULL, "error_message::ErrMgrInit");
    CHECK_STR_FOR(t, "ERRMSG002", first ? first->args : NULL, mode);
}

ACLCTS_TEST(ERRMSG002, EscapedOneSelectsProcessMode, "ERRMSG002 ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_first_call(t, "{\"err_msg_mode\":\"\\u0031\"}", "1");
}

ACLCTS_TEST(ERRMSG002, EscapedZeroSelectsThreadMode, "ERRMSG002 ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_first_call(t, "{\"err_msg_mode\":\"\\u0030\"}", "0");
}

ACLCTS_TEST(ERRMSG002, EscapedTwoIsRejected, "ERRMSG002 ERRMSG001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "mode.json", "{\"err_msg_mode\":\"\\u0032\"}")),
               ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(ERRMSG002, EscapedKeyIsTheKey, "ERRMSG002 ERRMSG001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "mode.json", "{\"err_msg_\\u006dode\":\"2\"}")),
               ACL_ERROR_INVALID_PARAM);
}
