/* Streams and events, the two kinds of handle made in the current context,
 * share their life: each create gives a new handle (STREAM008, RTEVENT010),
 * a handle made with the configured default device sets that device
 * implicitly (SETDEV030: api_impl.cc ApiImpl::StreamCreate, ApiImpl::
 * EventCreate -> Runtime::CurrentContext), and aclFinalize releases none
 * (STREAM012, RTEVENT014: acl.cpp aclFinalizeInternal touches no stream or
 * event). One table of the two kinds, one helper a behaviour, one test a
 * row. Codes and handles only. */
#include <stdlib.h>

#include "helpers/chain.h"

typedef struct handle_kind {
    const char *what; /* "stream", "event" */
    /* A new handle in the current context, checked fatally (chain_create_stream, chain_create_event). */
    void *(*make)(aclcts_t *t, const char *rule);
    /* The kind's work, each call checked to return 0: a stream is
     * synchronised; an event is recorded on the default stream and
     * synchronised. */
    void (*work)(aclcts_t *t, const char *rule, void *h);
    aclError (*destroy)(aclcts_t *t, void *h);
    const char *destroy_text;
} handle_kind;

static void *handle_make_stream(aclcts_t *t, const char *rule) { return chain_create_stream(t, rule); }
static void handle_work_stream(aclcts_t *t, const char *rule, void *s)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
}
static aclError handle_destroy_stream(aclcts_t *t, void *s) { return t->acl->aclrtDestroyStream(s); }
static void *handle_make_event(aclcts_t *t, const char *rule) { return chain_create_event(t, rule); }
static void handle_work_event(aclcts_t *t, const char *rule, void *e)
{
    aclcts_need_task_waits(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
}
static aclError handle_destroy_event(aclcts_t *t, void *e) { return t->acl->aclrtDestroyEvent(e); }

static const handle_kind handle_stream = {"stream", handle_make_stream, handle_work_stream, handle_destroy_stream,
                                          "aclrtDestroyStream(stream)"};
static const handle_kind handle_event = {"event", handle_make_event, handle_work_event, handle_destroy_event,
                                         "aclrtDestroyEvent(event)"};

/* After aclrtSetDevice(dev), two creates give two handles. */
#define handle_expect_distinct(t, ...) ACLCTS_HELPER(handle_expect_distinct_, t, __VA_ARGS__)
static void handle_expect_distinct_(aclcts_t *t, const char *rule, const handle_kind *k, int32_t dev)
{
    chain_set_device(t, rule, dev);
    void *a = k->make(t, rule);
    void *b = k->make(t, rule);
    CHECK_TRUE_FOR(t, rule, a != b, "two creates gave the same %s", k->what);
}

/* With the configured default device `dev` and no device set, a create
 * succeeds, and the thread then has that device and a current context. */
#define handle_expect_default_device(t, ...) ACLCTS_HELPER(handle_expect_default_device_, t, __VA_ARGS__)
static void handle_expect_default_device_(aclcts_t *t, const char *rule, const handle_kind *k, const char *dev)
{
    chain_init_default_device(t, rule, dev);
    void *h = k->make(t, rule);
    CHECK_INT_FOR(t, "SETDEV030", chain_current_device(t), atoi(dev));
    CHECK_TRUE_FOR(t, "SETDEV030", chain_current_context(t) != NULL, "no current context after the implicit set");
    CHECK_CODE_TEXT(t, k->destroy_text, k->destroy(t, h), ACL_SUCCESS);
}

/* When the handle is made against the aclInit/aclFinalize cycle; it works
 * and is destroyed with 0 after the cycle's last step. */
typedef enum {
    HANDLE_BEFORE_THE_CYCLE, /* made, then aclInit and aclFinalize */
    HANDLE_BEFORE_INIT,      /* made, then aclInit (no aclFinalize) */
    HANDLE_INSIDE_THE_CYCLE, /* aclInit, made, then aclFinalize */
} handle_when;

#define handle_expect_survives(t, ...) ACLCTS_HELPER(handle_expect_survives_, t, __VA_ARGS__)
static void handle_expect_survives_(aclcts_t *t, const char *rule, const handle_kind *k, handle_when when, int32_t dev)
{
    if (when == HANDLE_INSIDE_THE_CYCLE) CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(NULL), ACL_SUCCESS);
    chain_set_device(t, rule, dev);
    void *h = k->make(t, rule);
    if (when != HANDLE_INSIDE_THE_CYCLE) CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(NULL), ACL_SUCCESS);
    if (when != HANDLE_BEFORE_INIT) CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclFinalize(), ACL_SUCCESS);
    k->work(t, rule, h);
    CHECK_CODE_TEXT(t, k->destroy_text, k->destroy(t, h), ACL_SUCCESS);
}

#define HANDLE_CASE(RULE, NAME, RULES, HELPER, ...) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT)  \
    {                                               \
        CHAIN_NEED_DEVICES(t);                      \
        HELPER(t, #RULE, __VA_ARGS__);              \
    }

HANDLE_CASE(STREAM008, StreamsAreDistinct, "STREAM008", handle_expect_distinct, &handle_stream, 1)
HANDLE_CASE(RTEVENT010, TwoEventsAreDistinct, "RTEVENT010", handle_expect_distinct, &handle_event, 0)

HANDLE_CASE(SETDEV030, CreateStreamSetsTheDefaultImplicitly, "SETDEV030 STREAM007", handle_expect_default_device,
            &handle_stream, "2")
HANDLE_CASE(RTEVENT009, CreateWithADefaultDevice, "RTEVENT009 SETDEV030", handle_expect_default_device, &handle_event,
            "1")

HANDLE_CASE(STREAM012, StreamSurvivesFinalize, "STREAM012", handle_expect_survives, &handle_stream,
            HANDLE_BEFORE_THE_CYCLE, 0)
HANDLE_CASE(STREAM012, StreamCreatedInsideTheCycleSurvives, "STREAM012", handle_expect_survives, &handle_stream,
            HANDLE_INSIDE_THE_CYCLE, 1)
HANDLE_CASE(RTEVENT014, EventSurvivesFinalize, "RTEVENT014", handle_expect_survives, &handle_event,
            HANDLE_BEFORE_THE_CYCLE, 0)
HANDLE_CASE(RTEVENT014, EventCreatedBeforeInit, "RTEVENT014 SETDEV013", handle_expect_survives, &handle_event,
            HANDLE_BEFORE_INIT, 1)
