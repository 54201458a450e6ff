/* Querying an event (RTEVENT024-027, RTEVENT035): the event, then the status
 * pointer, are checked (event.cpp aclrtQueryEventImpl); one rtEventQuery,
 * whose "not complete" (507006) is a status and success, any other code the
 * answer; the runtime answers from the latest record (event.cc Event::Query)
 * and refuses external events (api_error.cc ApiErrorDecorator::EventQuery). */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/threads.h"

#define STATUS_UNSET ((aclrtEventStatus)0x5a)

ACLCTS_TEST(RTEVENT024, NullEventIsRefused, "RTEVENT024", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtEventStatus st = STATUS_UNSET;
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtQueryEvent(NULL, &st), "rtEventQuery");
    CHECK_INT(t, st, STATUS_UNSET);
}

ACLCTS_TEST(RTEVENT024, NullStatusIsRefused, "RTEVENT024", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT024", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtQueryEvent(chain_create_event(t, "RTEVENT024"), NULL), "rtEventQuery");
}

ACLCTS_TEST(RTEVENT024, EventIsCheckedFirst, "RTEVENT024", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL_FOR(t, "INIT001", t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclrtQueryEvent(NULL, NULL), ACL_ERROR_INVALID_PARAM);
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, msg != NULL && strstr(msg, "event") != NULL && strstr(msg, "status") == NULL,
               "the report names the event, not the status: %s", msg ? msg : "NULL");
}

/* RTEVENT025: what the runtime's answer becomes. */
#define ANSWER_CASE(NAME, ANSWER, CODE, STATUS)                                \
    ACLCTS_TEST(RTEVENT025, NAME, "RTEVENT025", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                          \
        CHAIN_NEED_DEVICES(t);                                                 \
        chain_set_device(t, "RTEVENT025", 0);                                  \
        aclrtEvent e = chain_create_event(t, "RTEVENT025");                    \
        if ((ANSWER) != 0) aclcts_fail(t, "rtEventQuery", (ANSWER), 1);        \
        aclrtEventStatus st = STATUS_UNSET;                                    \
        size_t m = aclcts_mark(t);                                             \
        CHECK_CODE(t, t->acl->aclrtQueryEvent(e, &st), (CODE));                \
        CHECK_INT(t, st, (STATUS));                                            \
        CHECK_INT(t, aclcts_calls(t, "rtEventQuery", m), 1);                   \
    }

ANSWER_CASE(SuccessIsComplete, 0, ACL_SUCCESS, ACL_EVENT_STATUS_COMPLETE)
ANSWER_CASE(NotCompleteIsNotReadyAndSuccess, ACL_ERROR_RT_EVENT_NOT_COMPLETE, ACL_SUCCESS, ACL_EVENT_STATUS_NOT_READY)
ANSWER_CASE(OtherCodeComesBack, ACL_ERROR_RT_INTERNAL_ERROR, ACL_ERROR_RT_INTERNAL_ERROR, STATUS_UNSET)
ANSWER_CASE(InvalidHandleComesBack, ACL_ERROR_RT_INVALID_HANDLE, ACL_ERROR_RT_INVALID_HANDLE, STATUS_UNSET)

ACLCTS_TEST(RTEVENT025, OneCallWithTheEvent, "RTEVENT025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT025", 0);
    aclrtEvent e = chain_create_event(t, "RTEVENT025");
    aclrtEventStatus st = STATUS_UNSET;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtQueryEvent(e, &st), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtEventQuery(ptr)=0\n");
}

/* RTEVENT026: the states every runtime answers. */
#define query_expect(t, ...) ACLCTS_HELPER(query_expect_, t, __VA_ARGS__)
static void query_expect_(aclcts_t *t, const char *rule, aclrtEvent e, aclrtEventStatus want)
{
    aclrtEventStatus st = STATUS_UNSET;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtQueryEvent(e, &st), ACL_SUCCESS);
    CHECK_INT_FOR(t, rule, st, want);
}

ACLCTS_TEST(RTEVENT026, NeverRecordedIsComplete, "RTEVENT026", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT026", 0);
    query_expect(t, "RTEVENT026", chain_create_event(t, "RTEVENT026"), ACL_EVENT_STATUS_COMPLETE);
    query_expect(t, "RTEVENT026", chain_create_event_with(t, "RTEVENT026", ACL_EVENT_SYNC), ACL_EVENT_STATUS_COMPLETE);
}

/* How the record is waited for. */
typedef enum { WAIT_EVENT, WAIT_STREAM, WAIT_DEVICE } query_wait;

#define query_after_wait(t, ...) ACLCTS_HELPER(query_after_wait_, t, __VA_ARGS__)
static void query_after_wait_(aclcts_t *t, const char *rule, query_wait how)
{
    aclcts_need_task_waits(t);
    chain_set_device(t, rule, 0);
    aclrtStream s = chain_create_stream(t, rule);
    aclrtEvent e = chain_create_event(t, rule);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    if (how == WAIT_EVENT) CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    if (how == WAIT_STREAM) CHECK_CODE_FOR(t, "STREAM005", t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    if (how == WAIT_DEVICE) CHECK_CODE_FOR(t, "SETDEV029", t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    query_expect(t, rule, e, ACL_EVENT_STATUS_COMPLETE);
}

#define WAITED_CASE(NAME, HOW)                                  \
    ACLCTS_TEST(RTEVENT026, NAME, "RTEVENT026", ACLCTS_PRODUCT) \
    {                                                           \
        CHAIN_NEED_DEVICES(t);                                  \
        query_after_wait(t, "RTEVENT026", (HOW));               \
    }

WAITED_CASE(CompleteAfterSynchronizeEvent, WAIT_EVENT)
WAITED_CASE(CompleteAfterSynchronizeStream, WAIT_STREAM)
WAITED_CASE(CompleteAfterSynchronizeDevice, WAIT_DEVICE)

static void query_without_context(aclcts_t *t, void *arg)
{
    aclrtEventStatus st = STATUS_UNSET;
    CHECK_CODE(t, t->acl->aclrtQueryEvent((aclrtEvent)arg, &st), ACL_SUCCESS);
    CHECK_INT(t, st, ACL_EVENT_STATUS_COMPLETE);
}

ACLCTS_TEST(RTEVENT026, NeedsNoContext, "RTEVENT026", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT026", 0);
    aclrtEvent e = chain_create_event(t, "RTEVENT026");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    thread_run_checks(t, query_without_context, e);
}

/* The model's own answer: a record is not run until the host waits for it
 * (a device may run it at once, so only the model is asked). */
ACLCTS_TEST(RTEVENT026, ModelRunsARecordWhenWaitedFor, "RTEVENT026 RTEVENT025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_model_only(t, "rtEventQuery", "a runtime beneath completes a record on its own schedule");
    chain_set_device(t, "RTEVENT026", 0);
    aclrtStream s = chain_create_stream(t, "RTEVENT026");
    aclrtEvent a = chain_create_event(t, "RTEVENT026");
    aclrtEvent b = chain_create_event(t, "RTEVENT026");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(a, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(b, s), ACL_SUCCESS);
    query_expect(t, "RTEVENT025", a, ACL_EVENT_STATUS_NOT_READY);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(b), ACL_SUCCESS);
    query_expect(t, "RTEVENT026", a, ACL_EVENT_STATUS_COMPLETE); /* what ran before b too */
    query_expect(t, "RTEVENT026", b, ACL_EVENT_STATUS_COMPLETE);
}

/* RTEVENT027, RTEVENT035: external events. */
ACLCTS_TEST(RTEVENT027, ExternalEventIsNotQueried, "RTEVENT027", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT027", 0);
    aclrtEvent e = chain_create_event_with(t, "RTEVENT027", ACL_EVENT_EXTERNAL);
    aclrtEventStatus st = STATUS_UNSET;
    CHECK_CODE(t, t->acl->aclrtQueryEvent(e, &st), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_INT(t, st, STATUS_UNSET);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
}

ACLCTS_TEST(RTEVENT035, ExternalEventRecordsResetsAndIsWaited, "RTEVENT035 RTEVENT027", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT035", 0);
    aclrtStream s = chain_create_stream(t, "RTEVENT035");
    aclrtEvent e = chain_create_event_with(t, "RTEVENT035", ACL_EVENT_EXTERNAL);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(s, e), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetEvent(e, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtStreamWaitEvent(NULL, e), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT027", t->acl->aclrtSynchronizeEvent(e), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_CODE_FOR(t, "RTEVENT004", t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
}
