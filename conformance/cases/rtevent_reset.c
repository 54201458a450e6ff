/* Resetting an event (RTEVENT028, RTEVENT029): the event is checked, the
 * stream goes down as given (event.cpp aclrtResetEventImpl); the runtime
 * resets an event that has a wait task, on a stream of the current context
 * (api_error.cc ApiErrorDecorator::EventReset, api_impl.cc
 * ApiImpl::EventReset), and keeps its record state (event.cc Event::Reset). */
#include "helpers/chain.h"
#include "helpers/threads.h"

ACLCTS_TEST(RTEVENT028, NullEventIsRefused, "RTEVENT028", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtResetEvent(NULL, NULL), "rtEventReset");
}

ACLCTS_TEST(RTEVENT028, NullEventOnARealStream, "RTEVENT028", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT028", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtResetEvent(NULL, chain_create_stream(t, "RTEVENT028")), "rtEventReset");
}

ACLCTS_TEST(RTEVENT028, OneCallWithTheStreamAsGiven, "RTEVENT028", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT028", 0);
    aclrtStream s = chain_create_stream(t, "RTEVENT028");
    aclrtEvent e = chain_create_event(t, "RTEVENT028");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtResetEvent(e, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetEvent(e, NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtEventReset(ptr,ptr)=0\nrtEventReset(ptr,NULL)=0\n");
}

ACLCTS_TEST(RTEVENT028, RuntimeCodeComesBackUnchanged, "RTEVENT028", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT028", 0);
    aclrtEvent e = chain_create_event(t, "RTEVENT028");
    aclcts_fail(t, "rtEventReset", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    CHECK_CODE(t, t->acl->aclrtResetEvent(e, NULL), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
}

#define NO_RESET_CASE(NAME, FLAG)                                                          \
    ACLCTS_TEST(RTEVENT029, NAME, "RTEVENT029", ACLCTS_PRODUCT)                            \
    {                                                                                      \
        CHAIN_NEED_DEVICES(t);                                                             \
        chain_set_device(t, "RTEVENT029", 0);                                              \
        aclrtEvent e = chain_create_event_with(t, "RTEVENT029", (FLAG));                   \
        CHECK_CODE(t, t->acl->aclrtResetEvent(e, NULL), ACL_ERROR_RT_FEATURE_NOT_SUPPORT); \
    }

NO_RESET_CASE(TimeLineEventIsNotReset, ACL_EVENT_TIME_LINE)
NO_RESET_CASE(CaptureStreamProgressEventIsNotReset, ACL_EVENT_CAPTURE_STREAM_PROGRESS)

ACLCTS_TEST(RTEVENT029, EventsWithAWaitTaskAreReset, "RTEVENT029 RTEVENT023", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT029", 0);
    const uint32_t flags[] = {ACL_EVENT_SYNC, 0x4u, ACL_EVENT_SYNC | ACL_EVENT_TIME_LINE, ACL_EVENT_EXTERNAL};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        CHECK_CODE(t, t->acl->aclrtResetEvent(chain_create_event_with(t, "RTEVENT029", flags[i]), NULL), ACL_SUCCESS);
}

ACLCTS_TEST(RTEVENT029, StreamOfAnotherContext, "RTEVENT029", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* the stream's context is checked by the default SoC's runtime; Ascend950PR_9599's resets */
    (void)chain_create_context(t, "RTEVENT029", 0);
    aclrtStream s = chain_create_stream(t, "RTEVENT029");
    chain_set_device(t, "RTEVENT029", 0);
    aclrtEvent e = chain_create_event(t, "RTEVENT029");
    CHECK_CODE(t, t->acl->aclrtResetEvent(e, s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtResetEvent(e, NULL), ACL_SUCCESS);
}

static void reset_without_context(aclcts_t *t, void *arg)
{
    CHECK_CODE(t, t->acl->aclrtResetEvent((aclrtEvent)arg, NULL), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(RTEVENT029, ThreadWithoutContextIsContextNull, "RTEVENT029", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT029", 0);
    thread_run_checks(t, reset_without_context, chain_create_event(t, "RTEVENT029"));
}

ACLCTS_TEST(RTEVENT029, ResetKeepsTheRecordState, "RTEVENT029 RTEVENT026 STREAM046", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT029", 0);
    aclrtStream s = chain_create_stream(t, "RTEVENT029");
    aclrtEvent e = chain_create_event(t, "RTEVENT029");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetEvent(e, s), ACL_SUCCESS);
    aclrtEventStatus st = (aclrtEventStatus)0x5a;
    CHECK_CODE_FOR(t, "RTEVENT026", t->acl->aclrtQueryEvent(e, &st), ACL_SUCCESS);
    CHECK_INT_FOR(t, "RTEVENT026", st, ACL_EVENT_STATUS_COMPLETE);
    CHECK_CODE_FOR(t, "STREAM046", t->acl->aclrtStreamWaitEvent(NULL, e), ACL_SUCCESS);
}
