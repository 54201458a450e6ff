/* ERRMSG008 (IMPL): in process mode (err_msg_mode "1") host messages go to
 * one process-wide list. A failing call on one thread is read on another;
 * the text ends with "[THREAD:<tid>]" of the reporting thread (the kernel
 * thread id, mmGetTid), and the read clears the list for every thread.
 * The failing call is an aclFinalize whose MODEL finalize callback fails
 * (the product reports callback failures through ACL_LOG_INNER_ERROR). */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "helpers/errmsg.h"
#include "helpers/threads.h"

static long failer_tid;
static aclError failer_code = -1;

static void *finalize_here(void *arg)
{
    const aclcts_acl *acl = arg;
    failer_tid = (long)syscall(SYS_gettid);
    failer_code = acl->aclFinalize();
    return NULL;
}

/* Process mode, and a MODEL finalize callback that fails with 500001. */
static void init_process_mode_with_failing_finalize(aclcts_t *t)
{
    static aclcts_cb model = {.tag = "MODEL", .ret = ACL_ERROR_FAILURE};
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FOR(t, "ERRMSG008", t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &model),
                   0);
    CHECK_CODE_FATAL_FOR(t, "ERRMSG008", t->acl->aclInit(aclcts_file(t, "mode1.json", ERRMSG_PROCESS_MODE_JSON)),
                         ACL_SUCCESS);
}

ACLCTS_TEST(ERRMSG008, AnotherThreadReadsThisThreadsMessage, "ERRMSG008 ERRMSG006", ACLCTS_PRODUCT)
{
    init_process_mode_with_failing_finalize(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    errmsg_read r = {0};
    errmsg_read_elsewhere(t, &r);
    CHECK_TRUE(t, !r.null, "the other thread read NULL in process mode");
    char tag[64];
    snprintf(tag, sizeof tag, "[THREAD:%ld]", (long)syscall(SYS_gettid));
    CHECK_TRUE(t, strstr(r.text, tag) != NULL, "the text does not carry %s: %s", tag, r.text);
    /* the other thread's read cleared the one list */
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

ACLCTS_TEST(ERRMSG008, ThisThreadReadsAnotherThreadsMessage, "ERRMSG008", ACLCTS_PRODUCT)
{
    init_process_mode_with_failing_finalize(t);
    thread_run(t, finalize_here, (void *)t->acl);
    CHECK_CODE(t, failer_code, ACL_ERROR_FAILURE);
    const char *msg = t->acl->aclGetRecentErrMsg();
    char tag[64];
    snprintf(tag, sizeof tag, "[THREAD:%ld]", failer_tid);
    CHECK_TRUE(t, msg != NULL && strstr(msg, tag) != NULL, "expected a message carrying %s, got: %s", tag,
               msg ? msg : "(null)");
}
