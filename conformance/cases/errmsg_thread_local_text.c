/* ERRMSG009: the text aclGetRecentErrMsg returns lives in storage of the
 * calling thread: it stays valid and unchanged until this thread calls
 * again, whatever another thread reports and reads in between. */
#include <pthread.h>
#include <stdio.h>

#include "aclcts/case.h"

static const aclcts_acl *acl;
static const char *other_path;
static const char *other_text;

static void *fail_and_read(void *arg)
{
    (void)arg;
    (void)acl->aclInit(other_path);
    other_text = acl->aclGetRecentErrMsg();
    return NULL;
}

ACLCTS_TEST(ERRMSG009, OtherThreadsDoNotChangeThisThreadsText, "ERRMSG009 ERRMSG007", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    char mine_copy[2048];
    pthread_t th;
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "first-missing.json")), ACL_ERROR_INVALID_FILE);
    const char *mine = t->acl->aclGetRecentErrMsg();
    if (mine == NULL) {
        CHECK_TRUE(t, 0, "no message after a failed aclInit");
        return;
    }
    snprintf(mine_copy, sizeof mine_copy, "%s", mine);
    acl = t->acl;
    other_path = aclcts_path(t, "second-missing-with-a-longer-name.json");
    if (pthread_create(&th, NULL, fail_and_read, NULL) != 0) SKIP(t, "cannot start a thread");
    pthread_join(th, NULL);
    CHECK_TRUE(t, other_text != NULL && other_text != mine, "the other thread got %s the same buffer",
               other_text ? "" : "no text instead of");
    CHECK_STR(t, mine, mine_copy);
}
