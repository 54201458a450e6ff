/* Runtime events (RTEVENT010, RTEVENT011, RTEVENT013, RTEVENT017): an event is recorded
 * on a stream of the current context or its default stream
 * (api_impl.cc ApiImpl::EventRecord: NULL -> default stream) and
 * synchronised (ApiImpl::EventSynchronize). Its create with no context:
 * rt_current_context.c; distinct handles, the default device and aclFinalize:
 * rt_handle_kinds.c; a record on another context's stream (RTEVENT012):
 * stream_context.c. Codes and handles only, except the trace cases. */
#include "helpers/chain.h"

/* RTEVENT010: after aclrtSetDevice(dev) an event recorded on a created
 * stream, on the default stream (NULL) or on both, in that order,
 * synchronises and is destroyed with 0, and so is the stream. */
typedef struct ev_record {
    int32_t dev;
    int on_a_stream;
    int on_the_default_stream;
} ev_record;

#define ev_expect_recorded(t, ...) ACLCTS_HELPER(ev_expect_recorded_, t, __VA_ARGS__)
static void ev_expect_recorded_(aclcts_t *t, const char *rule, ev_record r)
{
    aclcts_need_task_waits(t);
    if (r.on_a_stream && r.on_the_default_stream) aclcts_need_waits_across_streams(t);
    chain_set_device(t, rule, r.dev);
    aclrtStream s = r.on_a_stream ? chain_create_stream(t, rule) : NULL;
    aclrtEvent e = chain_create_event(t, rule);
    if (r.on_a_stream) CHECK_CODE_FOR(t, rule, t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    if (r.on_the_default_stream) CHECK_CODE_FOR(t, rule, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
    if (!s) return;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

#define EV_RECORD_CASE(NAME, RULES, ...)                               \
    ACLCTS_TEST(RTEVENT010, NAME, RULES, ACLCTS_PRODUCT)               \
    {                                                                  \
        CHAIN_NEED_DEVICES(t);                                         \
        ev_expect_recorded(t, "RTEVENT010", (ev_record){__VA_ARGS__}); \
    }

EV_RECORD_CASE(RecordOnACreatedStream, "RTEVENT010 RTEVENT006", .dev = 0, .on_a_stream = 1)
EV_RECORD_CASE(RecordOnTheDefaultStream, "RTEVENT010", .dev = 2, .on_the_default_stream = 1)
EV_RECORD_CASE(RecordTwiceAndSynchronize, "RTEVENT010", .dev = 0, .on_a_stream = 1, .on_the_default_stream = 1)

/* RTEVENT017: the runtime records an event on another device's stream
 * without complaint, then looks that stream up on the event's own device
 * when synchronising (Event::WaitTask) and fails; a record on its own
 * device makes it synchronise again. */
ACLCTS_TEST(RTEVENT017, RecordOnAnotherDeviceFailsTheSynchronize, "RTEVENT017 RTEVENT010", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT017", 0);
    aclrtEvent e = chain_create_event(t, "RTEVENT017");
    chain_set_device(t, "RTEVENT017", 1);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_ERROR_RT_INTERNAL_ERROR);
    chain_set_device(t, "RTEVENT017", 0);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT004", t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
}

ACLCTS_TEST(RTEVENT010, ChainCallsTheRuntime, "RTEVENT010 RTEVENT002 RTEVENT006 RTEVENT008 RTEVENT004",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT010", 0);
    aclrtStream s = chain_create_stream(t, "RTEVENT010");
    size_t m = aclcts_mark(t);
    aclrtEvent e = chain_create_event(t, "RTEVENT010");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT004", t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
    CHECK_TRACE(t, m,
                "rtEventCreate(ptr)=0\nrtEventRecord(ptr,ptr)=0\nrtEventRecord(ptr,NULL)=0\n"
                "rtEventSynchronize(ptr)=0\nrtEventDestroy(ptr)=0\n");
}

/* RTEVENT011: an event that was never recorded, in the context `c`,
 * synchronises with 0 at once, `times` times over. */
#define ev_expect_unrecorded(t, ...) ACLCTS_HELPER(ev_expect_unrecorded_, t, __VA_ARGS__)
static void ev_expect_unrecorded_(aclcts_t *t, const char *rule, chain_ctx c, int times)
{
    chain_enter(t, rule, c);
    aclrtEvent e = chain_create_event(t, rule);
    for (int i = 0; i < times; i++) CHECK_CODE_FOR(t, rule, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
}

#define EV_UNRECORDED_CASE(NAME, CTX, TIMES)                    \
    ACLCTS_TEST(RTEVENT011, NAME, "RTEVENT011", ACLCTS_PRODUCT) \
    {                                                           \
        CHAIN_NEED_DEVICES(t);                                  \
        ev_expect_unrecorded(t, "RTEVENT011", CTX, TIMES);      \
    }

EV_UNRECORDED_CASE(UnrecordedEventSynchronizes, CHAIN_PRIMARY_OF(0), 1)
EV_UNRECORDED_CASE(UnrecordedEventSynchronizesTwice, CHAIN_CREATED_ON(3), 2)

ACLCTS_TEST(RTEVENT013, RecordWithoutContextIsContextNull, "RTEVENT013 CTX016", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "RTEVENT013", 0);
    aclrtEvent e = chain_create_event(t, "RTEVENT013");
    /* A second context, destroyed while current: the thread has none now,
     * and the event's own context is still alive. */
    aclrtContext b = chain_create_context(t, "RTEVENT013", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_ERROR_RT_CONTEXT_NULL);
}
