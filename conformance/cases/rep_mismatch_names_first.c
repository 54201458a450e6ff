/* REP007 (IMPL): the EH0004 message of a config that differs from the first
 * one names the path of the first successful init, as given then ("config
 * content differs from the first aclInit config file path: <path>"). A
 * rejected config is never saved, so it is never the path named later. */
#include <string.h>

#include "helpers/threads.h"

static const char *first_path(aclcts_t *t) { return aclcts_file(t, "first-config.json", "{}"); }

/* aclInit(path) is refused as a different config; returns the message. */
static const char *refused_message(aclcts_t *t, const char *path)
{
    CHECK_CODE_FOR(t, "REP007", t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
    return t->acl->aclGetRecentErrMsg();
}

ACLCTS_TEST(REP007, MismatchMessageNamesTheFirstPath, "REP007 REP001 ERRMSG004", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *first = first_path(t);
    CHECK_CODE(t, t->acl->aclInit(first), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    const char *msg = refused_message(t, aclcts_file(t, "second.json", "{\"x\":1}"));
    CHECK_TRUE(t, msg != NULL && strstr(msg, "EH0004") && strstr(msg, first), "expected EH0004 naming \"%s\", got: %s",
               first, msg ? msg : "(null)");
}

/* The rejected init runs on a helper thread, so its own message stays in
 * that thread's list (mode 0) and cannot appear in this thread's answer. */
ACLCTS_TEST(REP007, RejectedConfigIsNeverTheNamedPath, "REP007 REP005", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *first = first_path(t);
    const char *rejected = aclcts_file(t, "rejected-one.json", "{\"x\":1}");
    CHECK_CODE(t, t->acl->aclInit(first), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    thread_init_call call;
    thread_start_init(t, &call, rejected);
    pthread_join(call.thread, NULL);
    CHECK_CODE(t, call.ret, ACL_ERROR_INVALID_PARAM);
    const char *msg = refused_message(t, aclcts_file(t, "third.json", "{\"y\":2}"));
    CHECK_TRUE(t, msg != NULL && strstr(msg, first) && !strstr(msg, "rejected-one"),
               "expected the first path \"%s\" and not the rejected one, got: %s", first, msg ? msg : "(null)");
}
