/* Runtime events (RTEVENT010, RTEVENT011, RTEVENT013): an event is recorded
 * on a stream of the current context or its default stream
 * (api_impl.cc ApiImpl::EventRecord: NULL -> default stream) and
 * synchronised (ApiImpl::EventSynchronize). Its create with no context:
 * rt_context_null.c; distinct handles, the default device and aclFinalize:
 * rt_handle_kinds.c; a record on another context's stream (RTEVENT012):
 * stream_context.c. Codes and handles only, except the trace cases. */
#include "setdev_common.h"

ACLCTS_TEST(RTEVENT010, RecordOnACreatedStream, "RTEVENT010 RTEVENT006", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "RTEVENT010", 0);
    aclrtStream s = sd_stream(t, "RTEVENT010");
    aclrtEvent e = sd_event(t, "RTEVENT010");
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(RTEVENT010, RecordOnTheDefaultStream, "RTEVENT010", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "RTEVENT010", 2);
    aclrtEvent e = sd_event(t, "RTEVENT010");
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
}

ACLCTS_TEST(RTEVENT010, RecordTwiceAndSynchronize, "RTEVENT010", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "RTEVENT010", 0);
    aclrtStream s = sd_stream(t, "RTEVENT010");
    aclrtEvent e = sd_event(t, "RTEVENT010");
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(RTEVENT010, ChainCallsTheRuntime, "RTEVENT010 RTEVENT002 RTEVENT006 RTEVENT008 RTEVENT004",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "RTEVENT010", 0);
    aclrtStream s = sd_stream(t, "RTEVENT010");
    size_t m = aclcts_mark(t);
    aclrtEvent e = sd_event(t, "RTEVENT010");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT004", t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
    CHECK_TRACE(t, m,
                "rtEventCreate(ptr)=0\nrtEventRecord(ptr,ptr)=0\nrtEventRecord(ptr,NULL)=0\n"
                "rtEventSynchronize(ptr)=0\nrtEventDestroy(ptr)=0\n");
}

ACLCTS_TEST(RTEVENT011, UnrecordedEventSynchronizes, "RTEVENT011", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "RTEVENT011", 0);
    aclrtEvent e = sd_event(t, "RTEVENT011");
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
}

ACLCTS_TEST(RTEVENT011, UnrecordedEventSynchronizesTwice, "RTEVENT011", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    (void)sd_context(t, "RTEVENT011", 3);
    aclrtEvent e = sd_event(t, "RTEVENT011");
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
}

ACLCTS_TEST(RTEVENT013, RecordWithoutContextIsContextNull, "RTEVENT013 CTX016", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    (void)sd_context(t, "RTEVENT013", 0);
    aclrtEvent e = sd_event(t, "RTEVENT013");
    /* A second context, destroyed while current: the thread has none now,
     * and the event's own context is still alive. */
    aclrtContext b = sd_context(t, "RTEVENT013", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_ERROR_RT_CONTEXT_NULL);
}

