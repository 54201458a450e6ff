/* A stream waits for an event (STREAM045-048): the event is checked, the
 * stream is not (stream.cpp aclrtStreamWaitEventImpl); the runtime waits only
 * for an event that has a wait task and a record to wait for, on a stream of
 * the current context (api_error.cc ApiErrorDecorator::StreamWaitEvent,
 * api_impl.cc ApiImpl::StreamWaitEvent, event.cc Event::Wait). */
#include "helpers/chain.h"
#include "helpers/threads.h"

ACLCTS_TEST(STREAM045, NullEventIsRefused, "STREAM045", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtStreamWaitEvent(NULL, NULL), "rtStreamWaitEvent");
}

ACLCTS_TEST(STREAM045, NullEventOnARealStream, "STREAM045", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM045", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtStreamWaitEvent(chain_create_stream(t, "STREAM045"), NULL),
                              "rtStreamWaitEvent");
}

ACLCTS_TEST(STREAM045, OneCallWithTheStreamAsGiven, "STREAM045 STREAM046", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM045", 0);
    aclrtStream s = chain_create_stream(t, "STREAM045");
    aclrtEvent e = chain_create_event(t, "STREAM045");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(s, e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamWaitEvent(ptr,ptr)=0\nrtStreamWaitEvent(NULL,ptr)=0\n");
}

ACLCTS_TEST(STREAM045, RuntimeCodeComesBackUnchanged, "STREAM045", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM045", 0);
    aclrtEvent e = chain_create_event_with(t, "STREAM045", ACL_EVENT_SYNC);
    aclcts_fail(t, "rtStreamWaitEvent", ACL_ERROR_RT_STREAM_CONTEXT, 1);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_ERROR_RT_STREAM_CONTEXT);
}

/* STREAM046: a record to wait for. */
ACLCTS_TEST(STREAM046, NeverRecordedEventIsInvalid, "STREAM046", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM046", 0);
    aclrtStream s = chain_create_stream(t, "STREAM046");
    aclrtEvent e = chain_create_event(t, "STREAM046");
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(s, e), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(s, e), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM046, RecordedAndWaitedForEventIsWaited, "STREAM046", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM046", 0);
    aclrtStream s = chain_create_stream(t, "STREAM046");
    aclrtEvent e = chain_create_event(t, "STREAM046");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_SUCCESS);
}

#define WAIT_FIRST_CASE(NAME, FLAG, CODE)                                \
    ACLCTS_TEST(STREAM046, NAME, "STREAM046 RTEVENT023", ACLCTS_PRODUCT) \
    {                                                                    \
        CHAIN_NEED_DEVICES(t);                                           \
        chain_set_device(t, "STREAM046", 0);                             \
        aclrtEvent e = chain_create_event_with(t, "STREAM046", (FLAG));  \
        CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), (CODE));    \
    }

WAIT_FIRST_CASE(SyncEventIsWaitedBeforeARecord, ACL_EVENT_SYNC, ACL_SUCCESS)
WAIT_FIRST_CASE(SyncTimeLineEventIsWaitedBeforeARecord, ACL_EVENT_SYNC | ACL_EVENT_TIME_LINE, ACL_SUCCESS)
WAIT_FIRST_CASE(ExternalEventIsWaitedBeforeARecord, ACL_EVENT_EXTERNAL, ACL_SUCCESS)
WAIT_FIRST_CASE(DdsyncEventNeedsARecord, 0x4u, ACL_ERROR_RT_PARAM_INVALID)

/* STREAM047: events without a wait task. */
#define NO_WAIT_TASK_CASE(NAME, FLAG)                                                           \
    ACLCTS_TEST(STREAM047, NAME, "STREAM047", ACLCTS_PRODUCT)                                   \
    {                                                                                           \
        CHAIN_NEED_DEVICES(t);                                                                  \
        chain_set_device(t, "STREAM047", 0);                                                    \
        aclrtEvent e = chain_create_event_with(t, "STREAM047", (FLAG));                         \
        CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_ERROR_RT_FEATURE_NOT_SUPPORT); \
        CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);        \
        CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_ERROR_RT_FEATURE_NOT_SUPPORT); \
    }

NO_WAIT_TASK_CASE(TimeLineEventHasNoWaitTask, ACL_EVENT_TIME_LINE)
NO_WAIT_TASK_CASE(CaptureStreamProgressEventHasNoWaitTask, ACL_EVENT_CAPTURE_STREAM_PROGRESS)
NO_WAIT_TASK_CASE(TimeLineAndProgressEventHasNoWaitTask, ACL_EVENT_TIME_LINE | ACL_EVENT_CAPTURE_STREAM_PROGRESS)

/* STREAM048: the current context and its streams. */
ACLCTS_TEST(STREAM048, StreamOfAnotherContext, "STREAM048", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "STREAM048", 0);
    aclrtStream s = chain_create_stream(t, "STREAM048");
    (void)chain_create_context(t, "STREAM048", 0);
    aclrtEvent e = chain_create_event_with(t, "STREAM048", ACL_EVENT_SYNC);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(s, e), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_SUCCESS);
}

static void wait_without_context(aclcts_t *t, void *arg)
{
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, (aclrtEvent)arg), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(STREAM048, ThreadWithoutContextIsContextNull, "STREAM048", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM048", 0);
    thread_run_checks(t, wait_without_context, chain_create_event_with(t, "STREAM048", ACL_EVENT_SYNC));
}

ACLCTS_TEST(STREAM048, EventOfAnotherDevice, "STREAM048", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM048", 0);
    aclrtEvent e = chain_create_event(t, "STREAM048");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    chain_set_device(t, "STREAM048", 1);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(chain_create_stream(t, "STREAM048"), e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_SUCCESS);
}
