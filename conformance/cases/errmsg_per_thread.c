/* ERRMSG007 (IMPL): in the default mode (err_msg_mode "0") host messages are
 * kept per thread: a thread reads only the messages its own calls reported. */
#include <string.h>

#include "helpers/errmsg.h"
#include "helpers/threads.h"

ACLCTS_TEST(ERRMSG007, AnotherThreadDoesNotSeeThisThreadsMessage, "ERRMSG007 ERRMSG004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    errmsg_read r = {0};
    errmsg_read_elsewhere(t, &r);
    CHECK_TRUE(t, r.null, "the other thread read: %s", r.text);
    const char *mine = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, mine != NULL && strstr(mine, "EH0003"), "this thread read: %s", mine ? mine : "(null)");
}

typedef struct other_init {
    const aclcts_acl *acl;
    const char *path;
    aclError code; /* what aclInit answered on the other thread */
} other_init;

static void *fail_on_other_thread(void *arg)
{
    other_init *o = arg;
    o->code = o->acl->aclInit(o->path);
    return NULL;
}

ACLCTS_TEST(ERRMSG007, ThisThreadDoesNotSeeAnotherThreadsMessage, "ERRMSG007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    other_init o = {.acl = t->acl, .path = aclcts_path(t, "missing.json")};
    thread_run(t, fail_on_other_thread, &o);
    CHECK_CODE_TEXT(t, "aclInit(\"missing.json\") on another thread", o.code, ACL_ERROR_INVALID_FILE);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}
