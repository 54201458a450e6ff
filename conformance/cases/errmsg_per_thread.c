/* ERRMSG007 (IMPL): in the default mode (err_msg_mode "0") host messages are
 * kept per thread: a thread reads only the messages its own calls reported. */
#include <pthread.h>

#include "fin_common.h"

static const aclcts_acl *acl;
static char seen[1024];
static int seen_null;

static void *read_on_other_thread(void *arg)
{
    (void)arg;
    const char *msg = acl->aclGetRecentErrMsg();
    seen_null = msg == NULL;
    snprintf(seen, sizeof seen, "%s", msg ? msg : "");
    return NULL;
}

static void read_elsewhere(aclcts_t *t)
{
    pthread_t th;
    acl = t->acl;
    if (pthread_create(&th, NULL, read_on_other_thread, NULL) != 0)
        SKIP(t, "cannot start a thread");
    pthread_join(th, NULL);
}

ACLCTS_TEST(ERRMSG007, AnotherThreadDoesNotSeeThisThreadsMessage, "ERRMSG007 ERRMSG004",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    read_elsewhere(t);
    CHECK_TRUE(t, seen_null, "the other thread read: %s", seen);
    const char *mine = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, mine != NULL && strstr(mine, "EH0003"), "this thread read: %s",
               mine ? mine : "(null)");
}

static void *fail_on_other_thread(void *arg)
{
    char *path = arg;
    seen_null = acl->aclInit(path) != ACL_ERROR_INVALID_FILE; /* reused as "unexpected code" */
    return NULL;
}

ACLCTS_TEST(ERRMSG007, ThisThreadDoesNotSeeAnotherThreadsMessage, "ERRMSG007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    pthread_t th;
    acl = t->acl;
    if (pthread_create(&th, NULL, fail_on_other_thread, (void *)aclcts_path(t, "missing.json")) != 0)
        SKIP(t, "cannot start a thread");
    pthread_join(th, NULL);
    CHECK_INT(t, seen_null, 0);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}
