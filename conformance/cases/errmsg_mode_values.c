/* ERRMSG001: err_msg_mode, read only from a non-empty config path, must be
 * the JSON string "0" (error messages per thread, ErrMgrInit(0)) or "1" (one
 * process-wide list, ErrMgrInit(1)); absent, or no config at all, means 0.
 * Any other value present → ACL_ERROR_INVALID_PARAM (100000) before
 * ErrMgrInit, so the rejected init makes no southbound call at all. One test
 * per value. */
#include "helpers/traces.h"

#define expect_mode(t, ...) ACLCTS_HELPER(expect_mode_, t, __VA_ARGS__)
static void expect_mode_(aclcts_t *t, const char *rule, const char *path, const char *mode)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_SUCCESS);
    const aclcts_sb_call *first = trace_call_at(t, m);
    CHECK_STR_FOR(t, rule, first ? first->fn : NULL, "error_message::ErrMgrInit");
    CHECK_STR_FOR(t, rule, first ? first->args : NULL, mode);
    CHECK_INT_FOR(t, rule, aclcts_calls(t, "error_message::ErrMgrInit", m), 1);
}

#define expect_file_mode(t, ...) ACLCTS_HELPER(expect_file_mode_, t, __VA_ARGS__)
static void expect_file_mode_(aclcts_t *t, const char *rule, const char *json, const char *mode)
{
    aclcts_require_trace(t);
    expect_mode(t, rule, aclcts_file(t, "mode.json", json), mode);
}

#define expect_rejected(t, ...) ACLCTS_HELPER(expect_rejected_, t, __VA_ARGS__)
static void expect_rejected_(aclcts_t *t, const char *rule, const char *json)
{
    const char *path = aclcts_file(t, "mode.json", json);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
    CHECK_TRACE_FOR(t, rule, m, "");
}

#define MODE_OK(NAME, JSON, MODE)                                            \
    ACLCTS_TEST(ERRMSG001, NAME, "ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                        \
        expect_file_mode(t, "ERRMSG001", JSON, MODE);                        \
    }
#define MODE_REJECTED(NAME, JSON) \
    ACLCTS_TEST(ERRMSG001, NAME, "ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE) { expect_rejected(t, "ERRMSG001", JSON); }

MODE_OK(StringZeroSelectsThreadMode, "{\"err_msg_mode\":\"0\"}", "0")
MODE_OK(StringOneSelectsProcessMode, "{\"err_msg_mode\":\"1\"}", "1")
MODE_OK(StringOneWithWhitespaceAround, "{ \"err_msg_mode\" : \"1\" }\n", "1")
MODE_OK(AbsentKeySelectsThreadMode, "{\"max_opqueue_num\":\"10\"}", "0")
MODE_OK(EmptyFileSelectsThreadMode, "", "0")
MODE_OK(UppercaseKeyIsNotTheKey, "{\"ERR_MSG_MODE\":\"2\"}", "0")
MODE_OK(NestedKeyIsIgnored, "{\"x\":{\"err_msg_mode\":\"2\"}}", "0")
MODE_OK(DuplicateKeyLastOccurrenceWins, "{\"err_msg_mode\":\"2\",\"err_msg_mode\":\"1\"}", "1")

MODE_REJECTED(NumberZeroIsRejected, "{\"err_msg_mode\":0}")
MODE_REJECTED(NumberOneIsRejected, "{\"err_msg_mode\":1}")
MODE_REJECTED(NumberOnePointZeroIsRejected, "{\"err_msg_mode\":1.0}")
MODE_REJECTED(NumberMinusOneIsRejected, "{\"err_msg_mode\":-1}")
MODE_REJECTED(StringTwoIsRejected, "{\"err_msg_mode\":\"2\"}")
MODE_REJECTED(StringMinusOneIsRejected, "{\"err_msg_mode\":\"-1\"}")
MODE_REJECTED(StringWithLeadingSpaceIsRejected, "{\"err_msg_mode\":\" 1\"}")
MODE_REJECTED(StringWithTrailingSpaceIsRejected, "{\"err_msg_mode\":\"1 \"}")
MODE_REJECTED(StringWithLeadingZeroIsRejected, "{\"err_msg_mode\":\"01\"}")
MODE_REJECTED(StringOnePointZeroIsRejected, "{\"err_msg_mode\":\"1.0\"}")
MODE_REJECTED(EmptyStringIsRejected, "{\"err_msg_mode\":\"\"}")
MODE_REJECTED(NullIsRejected, "{\"err_msg_mode\":null}")
MODE_REJECTED(TrueIsRejected, "{\"err_msg_mode\":true}")
MODE_REJECTED(FalseIsRejected, "{\"err_msg_mode\":false}")
MODE_REJECTED(EmptyArrayIsRejected, "{\"err_msg_mode\":[]}")
MODE_REJECTED(ArrayOfStringOneIsRejected, "{\"err_msg_mode\":[\"1\"]}")
MODE_REJECTED(EmptyObjectIsRejected, "{\"err_msg_mode\":{}}")

ACLCTS_TEST(ERRMSG001, NullPathSelectsThreadMode, "ERRMSG001 INIT003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    expect_mode(t, "ERRMSG001", NULL, "0");
}

ACLCTS_TEST(ERRMSG001, EmptyStringPathSelectsThreadMode, "ERRMSG001 INIT003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    expect_mode(t, "ERRMSG001", "", "0");
}

/* The rejection comes before the MODEL callback and leaves the count at 0. */
ACLCTS_TEST(ERRMSG001, RejectedModeRunsNoCallbackAndStaysUninitialised, "ERRMSG001 CB008 STATE003", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "two.json", "{\"err_msg_mode\":\"2\"}")), ACL_ERROR_INVALID_PARAM);
    CHECK_INT(t, model.calls, 0);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
}

/* A repeat init does not read the file: no mode check, no ErrMgrInit. */
ACLCTS_TEST(ERRMSG001, RepeatInitDoesNotReadTheMode, "ERRMSG001 INIT001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "two.json", "{\"err_msg_mode\":\"2\"}")), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_TRACE(t, m, "");
}
