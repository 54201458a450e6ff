/* ERRMSG010: the error-message mode is set at the ErrMgrInit step of every
 * fresh init, also of one that fails later, and the next fresh init sets it
 * again. aclInit of {"err_msg_mode":"1"} fails at its OTHER init callback
 * after ErrMgrInit(1); aclInit(NULL) then calls ErrMgrInit(0), and messages
 * are kept per thread again (ERRMSG007). */
#include <string.h>

#include "helpers/errmsg.h"

/* The helper thread reads (and so clears) the host messages. This thread
 * does not read: the product's per-thread answer buffer keeps the last text
 * it returned when the runtime hands over no device message, and it would
 * come back in this thread's next answer. */

/* A process-mode init that fails at the OTHER callback, then aclInit(NULL). */
static void failed_process_mode_then_null(aclcts_t *t, aclcts_cb *other, size_t *mark_failed, size_t *mark_null)
{
    CHECK_CODE_FOR(t, "ERRMSG010", t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, other), 0);
    other->ret = ACL_ERROR_FAILURE;
    *mark_failed = aclcts_mark(t);
    CHECK_CODE_FOR(t, "ERRMSG010", t->acl->aclInit(aclcts_file(t, "mode1.json", ERRMSG_PROCESS_MODE_JSON)),
                   ACL_ERROR_FAILURE);
    other->ret = ACL_SUCCESS;
    errmsg_read r = {0};
    errmsg_read_elsewhere(t, &r); /* process mode: empties the one list */
    *mark_null = aclcts_mark(t);
    CHECK_CODE_FOR(t, "ERRMSG010", t->acl->aclInit(NULL), ACL_SUCCESS);
}

ACLCTS_TEST(ERRMSG010, EveryFreshInitSetsTheMode, "ERRMSG010 ERRMSG001 STATE003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb other = {.tag = "OTHER"};
    size_t failed, null_init;
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    failed_process_mode_then_null(t, &other, &failed, &null_init);
    CHECK_INT(t, aclcts_calls(t, "error_message::ErrMgrInit", failed), 2);
    const aclcts_sb_call *first = t->spy->call_at(failed);
    CHECK_STR(t, first ? first->fn : NULL, "error_message::ErrMgrInit");
    CHECK_STR(t, first ? first->args : NULL, "1");
    const aclcts_sb_call *second = t->spy->call_at(null_init);
    CHECK_STR(t, second ? second->fn : NULL, "error_message::ErrMgrInit");
    CHECK_STR(t, second ? second->args : NULL, "0");
}

/* After the NULL init a failing call's message stays with its thread. */
ACLCTS_TEST(ERRMSG010, ThreadModeIsBackAfterTheNextFreshInit, "ERRMSG010 ERRMSG007", ACLCTS_PRODUCT)
{
    static aclcts_cb other = {.tag = "OTHER"}, model = {.tag = "MODEL", .ret = ACL_ERROR_FAILURE};
    size_t failed, null_init;
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    failed_process_mode_then_null(t, &other, &failed, &null_init);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    errmsg_read r = {0};
    errmsg_read_elsewhere(t, &r);
    CHECK_TRUE_FOR(t, "ERRMSG007", r.null, "another thread read this thread's message after aclInit(NULL)");
    const char *mine = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE_FOR(t, "ERRMSG007", mine != NULL && strstr(mine, "[THREAD:") == NULL,
                   "this thread should read its message without a thread suffix, got: %s", mine ? mine : "(null)");
}
