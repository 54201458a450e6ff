/* The time between two events (RTEVENT030-034): ms, then startEvent, then
 * endEvent are checked (event.cpp aclrtEventElapsedTimeImpl), then one
 * rtEventElapsedTime with the arguments as given; the runtime needs both
 * events recorded (event.cc Event::ElapsedTime) and refuses external ones
 * (api_error.cc ApiErrorDecorator::EventElapsedTime). The time itself is
 * asserted only as a runtime must give it: finite and not negative for two
 * records made in order on one stream and waited for (the suite's model
 * reads the host clock at each record; the product's runtime over its
 * unit-test driver answers 0). */
#include <math.h>
#include <string.h>

#include "helpers/chain.h"
#include "helpers/threads.h"

#define MS_UNSET (-12345.0f)

/* Two events of aclrtCreateEvent after aclrtSetDevice(0), with a stream. */
typedef struct two_events {
    aclrtStream s;
    aclrtEvent start, end;
} two_events;

static two_events elapsed_events(aclcts_t *t, const char *rule)
{
    chain_set_device(t, rule, 0);
    two_events p = {chain_create_stream(t, rule), chain_create_event(t, rule), chain_create_event(t, rule)};
    return p;
}

/* Both recorded on p.s, start first, and waited for. */
static void record_both(aclcts_t *t, two_events p)
{
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.start, p.s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.end, p.s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "STREAM005", t->acl->aclrtSynchronizeStream(p.s), ACL_SUCCESS);
}

#define ELAPSED_NULL(NAME, MS, START, END)                                                                 \
    ACLCTS_TEST(RTEVENT030, NAME, "RTEVENT030", ACLCTS_PRODUCT)                                            \
    {                                                                                                      \
        CHAIN_NEED_DEVICES(t);                                                                             \
        two_events p = elapsed_events(t, "RTEVENT030");                                                    \
        float ms = MS_UNSET;                                                                               \
        (void)p;                                                                                           \
        (void)ms;                                                                                          \
        CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtEventElapsedTime(MS, START, END), "rtEventElapsedTime"); \
    }

ELAPSED_NULL(NullMsIsRefused, NULL, p.start, p.end)
ELAPSED_NULL(NullStartIsRefused, &ms, NULL, p.end)
ELAPSED_NULL(NullEndIsRefused, &ms, p.start, NULL)
ELAPSED_NULL(AllNullIsRefused, NULL, NULL, NULL)

/* With a NULL before it, the report names the first NULL one. */
#define ELAPSED_ORDER(NAME, MS, START, NAMED, NOT1, NOT2)                                                           \
    ACLCTS_TEST(RTEVENT030, NAME, "RTEVENT030", ACLCTS_PRODUCT)                                                     \
    {                                                                                                               \
        CHAIN_NEED_DEVICES(t);                                                                                      \
        ACLCTS_NEED(t, aclGetRecentErrMsg);                                                                         \
        CHECK_CODE_FATAL_FOR(t, "INIT001", t->acl->aclInit(NULL), ACL_SUCCESS);                                     \
        two_events p = elapsed_events(t, "RTEVENT030");                                                             \
        float ms = MS_UNSET;                                                                                        \
        (void)p;                                                                                                    \
        (void)ms;                                                                                                   \
        (void)t->acl->aclGetRecentErrMsg();                                                                         \
        CHECK_CODE(t, t->acl->aclrtEventElapsedTime(MS, START, NULL), ACL_ERROR_INVALID_PARAM);                     \
        const char *msg = t->acl->aclGetRecentErrMsg();                                                             \
        CHECK_TRUE(                                                                                                 \
            t, msg != NULL && strstr(msg, NAMED) != NULL && strstr(msg, NOT1) == NULL && strstr(msg, NOT2) == NULL, \
            "the report names " NAMED " only: %s", msg ? msg : "NULL");                                             \
    }

ELAPSED_ORDER(MsIsCheckedFirst, NULL, NULL, " ms ", "startEvent", "endEvent")
ELAPSED_ORDER(StartIsCheckedBeforeEnd, &ms, NULL, "startEvent", "endEvent", " ms ")

ACLCTS_TEST(RTEVENT031, OneCallWithTheArgumentsAsGiven, "RTEVENT031 RTEVENT033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_need_task_waits(t);
    aclcts_need_record_times(t);
    CHAIN_NEED_DEVICES(t);
    two_events p = elapsed_events(t, "RTEVENT031");
    record_both(t, p);
    float ms = MS_UNSET;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, p.start, p.end), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtEventElapsedTime(ptr,ptr,ptr)=0\n");
}

ACLCTS_TEST(RTEVENT031, RuntimeCodeComesBackUnchanged, "RTEVENT031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    two_events p = elapsed_events(t, "RTEVENT031");
    record_both(t, p);
    aclcts_fail(t, "rtEventElapsedTime", ACL_ERROR_RT_EVENT_TIMESTAMP_INVALID, 1);
    float ms = MS_UNSET;
    CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, p.start, p.end), ACL_ERROR_RT_EVENT_TIMESTAMP_INVALID);
    CHECK_TRUE(t, ms == MS_UNSET, "a failed call wrote *ms (%g)", (double)ms);
}

/* RTEVENT032: a record is needed on both. */
#define UNRECORDED_CASE(NAME, RECORD_START, RECORD_END)                                                         \
    ACLCTS_TEST(RTEVENT032, NAME, "RTEVENT032", ACLCTS_PRODUCT)                                                 \
    {                                                                                                           \
        CHAIN_NEED_DEVICES(t);                                                                                  \
        if (RECORD_START || RECORD_END) aclcts_need_task_waits(t);                                              \
        two_events p = elapsed_events(t, "RTEVENT032");                                                         \
        if (RECORD_START) CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.start, p.s), ACL_SUCCESS); \
        if (RECORD_END) CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.end, p.s), ACL_SUCCESS);     \
        CHECK_CODE_FOR(t, "STREAM005", t->acl->aclrtSynchronizeStream(p.s), ACL_SUCCESS);                       \
        float ms = MS_UNSET;                                                                                    \
        CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, p.start, p.end), ACL_ERROR_RT_INTERNAL_ERROR);         \
        CHECK_TRUE(t, ms == MS_UNSET, "a refused call wrote *ms (%g)", (double)ms);                             \
    }

UNRECORDED_CASE(NeitherRecorded, 0, 0)
UNRECORDED_CASE(OnlyStartRecorded, 1, 0)
UNRECORDED_CASE(OnlyEndRecorded, 0, 1)

/* RTEVENT033: two records in order. */
#define elapsed_expect_ordered(t, ...) ACLCTS_HELPER(elapsed_expect_ordered_, t, __VA_ARGS__)
static void elapsed_expect_ordered_(aclcts_t *t, const char *rule, two_events p)
{
    float ms = MS_UNSET;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtEventElapsedTime(&ms, p.start, p.end), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, isfinite(ms) && ms >= 0.0f, "elapsed time %g ms", (double)ms);
}

ACLCTS_TEST(RTEVENT033, RecordsInOrderGiveATimeNotNegative, "RTEVENT033", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    aclcts_need_record_times(t);
    CHAIN_NEED_DEVICES(t);
    two_events p = elapsed_events(t, "RTEVENT033");
    record_both(t, p);
    elapsed_expect_ordered(t, "RTEVENT033", p);
}

ACLCTS_TEST(RTEVENT033, WaitedForByTheEndEvent, "RTEVENT033", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    aclcts_need_record_times(t);
    CHAIN_NEED_DEVICES(t);
    two_events p = elapsed_events(t, "RTEVENT033");
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.start, p.s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.end, p.s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(p.end), ACL_SUCCESS);
    elapsed_expect_ordered(t, "RTEVENT033", p);
}

ACLCTS_TEST(RTEVENT033, TimeLineEvents, "RTEVENT033 RTEVENT023", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    aclcts_need_record_times(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT033", 0);
    two_events p = {NULL, chain_create_event_with(t, "RTEVENT033", ACL_EVENT_TIME_LINE),
                    chain_create_event_with(t, "RTEVENT033", ACL_EVENT_TIME_LINE | ACL_EVENT_SYNC)};
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.start, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(p.end, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "STREAM005", t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
    elapsed_expect_ordered(t, "RTEVENT033", p);
}

static void elapsed_without_context(aclcts_t *t, void *arg)
{
    two_events *p = arg;
    float ms = MS_UNSET;
    CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, p->start, p->end), ACL_SUCCESS);
    CHECK_TRUE(t, isfinite(ms) && ms >= 0.0f, "elapsed time %g ms", (double)ms);
}

ACLCTS_TEST(RTEVENT033, NeedsNoContext, "RTEVENT033", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    aclcts_need_record_times(t);
    CHAIN_NEED_DEVICES(t);
    two_events p = elapsed_events(t, "RTEVENT033");
    record_both(t, p);
    thread_run_checks(t, elapsed_without_context, &p);
}

/* RTEVENT034: external events. */
ACLCTS_TEST(RTEVENT034, ExternalStartOrEndIsNotSupported, "RTEVENT034", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    two_events p = elapsed_events(t, "RTEVENT034");
    record_both(t, p);
    aclrtEvent x = chain_create_event_with(t, "RTEVENT034", ACL_EVENT_EXTERNAL);
    float ms = MS_UNSET;
    CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, x, p.end), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, p.start, x), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(x, p.s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, x, p.end), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_TRUE(t, ms == MS_UNSET, "a refused call wrote *ms (%g)", (double)ms);
}

ACLCTS_TEST(RTEVENT034, ExternalBeatsAnUnrecordedEvent, "RTEVENT034 RTEVENT032", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT034", 0);
    aclrtEvent x = chain_create_event_with(t, "RTEVENT034", ACL_EVENT_EXTERNAL);
    float ms = MS_UNSET;
    CHECK_CODE(t, t->acl->aclrtEventElapsedTime(&ms, chain_create_event(t, "RTEVENT034"), x),
               ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
}
