/* RTEVENT002, RTEVENT006, RTEVENT008: a record on the NULL stream is passed
 * on as NULL (the current context's default stream); runtime codes come back
 * unchanged (the NULL event, RTEVENT001: setdev_null_args.c)
 * (event.cpp aclrtCreateEventImpl, aclrtRecordEventImpl,
 * aclrtSynchronizeEventImpl). */
#include "helpers/chain.h"

ACLCTS_TEST(RTEVENT006, RecordOnTheDefaultStream, "RTEVENT006 RTEVENT002 RTEVENT008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED(t);
    aclrtEvent e = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FATAL_FOR(t, "RTEVENT002", t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtEventCreate(ptr)=0\nrtEventRecord(ptr,NULL)=0\nrtEventSynchronize(ptr)=0\n");
}

ACLCTS_TEST(RTEVENT008, RuntimeCodeIsReturnedUnchanged, "RTEVENT008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    aclrtEvent e = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    aclcts_fail(t, "rtEventSynchronize", ACL_ERROR_RT_EVENT_SYNC_TIMEOUT, 0);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_ERROR_RT_EVENT_SYNC_TIMEOUT);
}
