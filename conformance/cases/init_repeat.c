/* INIT001: aclInit while the count is above 0 adds one and returns
 * ACL_ERROR_REPEAT_INITIALIZE at once, whatever the argument (acl.cpp
 * aclInitImpl; test duplicate_aclinit): no file is opened, no callback runs,
 * no lower layer is called. */
#include <sys/stat.h>
#include <unistd.h>

#include "aclcts/config_keys.h"
#include "helpers/callbacks.h"

/* aclInit(NULL) = 0, then aclInit(path) = 100002 and the count is 2. */
static void expect_repeat(aclcts_t *t, const char *path)
{
    CHECK_CODE_FATAL_FOR(t, "INIT001", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "INIT001", t->acl->aclInit(path), ACL_ERROR_REPEAT_INITIALIZE);
    if (ACLCTS_EXPORTS(t, aclFinalizeReference)) {
        uint64_t n = 0;
        CHECK_CODE_FOR(t, "INIT001", t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
        CHECK_INT_FOR(t, "INIT001", n, 1);
    }
}

ACLCTS_TEST(INIT001, RepeatInitWithNullReturnsRepeatInitialize, "INIT001 STATE002", ACLCTS_PRODUCT)
{
    expect_repeat(t, NULL);
}

ACLCTS_TEST(INIT001, RepeatInitWithEmptyPathReturnsRepeatInitialize, "INIT001", ACLCTS_PRODUCT)
{
    expect_repeat(t, "");
}

ACLCTS_TEST(INIT001, RepeatInitWithMissingPathReturnsRepeatInitialize, "INIT001", ACLCTS_PRODUCT)
{
    expect_repeat(t, aclcts_path(t, "missing.json"));
}

ACLCTS_TEST(INIT001, RepeatInitWithInvalidJsonReturnsRepeatInitialize, "INIT001", ACLCTS_PRODUCT)
{
    expect_repeat(t, aclcts_file(t, "bad.json", "{\"a\":"));
}

ACLCTS_TEST(INIT001, RepeatInitWithDifferentConfigReturnsRepeatInitialize, "INIT001 REP001", ACLCTS_PRODUCT)
{
    expect_repeat(t, aclcts_file(t, "other.json", "{\"err_msg_mode\":\"1\"}"));
}

ACLCTS_TEST(INIT001, RepeatInitWithDirectoryReturnsRepeatInitialize, "INIT001", ACLCTS_PRODUCT)
{
    expect_repeat(t, t->workdir);
}

/* A FIFO would block an open() until a writer comes: 100002 comes back at
 * once, so the path was not opened (a wrong build times out). */
ACLCTS_TEST(INIT001, RepeatInitDoesNotOpenTheFile, "INIT001", ACLCTS_PRODUCT)
{
    const char *fifo = aclcts_path(t, "pipe.json");
    CHECK_INT(t, mkfifo(fifo, 0600), 0);
    expect_repeat(t, fifo);
}

ACLCTS_TEST(INIT001, RepeatInitMakesNoSouthboundCall, "INIT001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{}")), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "b.json", aclcts_config_all_keys())), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(INIT001, RepeatInitRunsNoCallback, "INIT001 CB003", ACLCTS_PRODUCT)
{
    cb_stages s = {0};
    cb_register_stages(t, "INIT001", &s);
    const char *path = aclcts_file(t, "a.json", "{}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OPEXE DVPP OTHER");
}

/* Every repeat counts: 1 + 4 inits need 5 aclFinalizeReference calls. */
ACLCTS_TEST(INIT001, EveryRepeatInitAddsOne, "INIT001 REF001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    for (int i = 0; i < 4; ++i) CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    for (int want = 4; want >= 0; --want) {
        uint64_t n = 99;
        CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
        CHECK_INT(t, n, want);
    }
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
}
