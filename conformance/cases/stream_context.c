/* Streams and their context (STREAM008, STREAM009, STREAM010, STREAM013): a
 * stream belongs to the context current at its creation (api_impl.cc
 * ApiImpl::StreamCreate), can be destroyed only from that context
 * (ApiImpl::StreamDestroy -> RT_ERROR_STREAM_CONTEXT, 107003) and takes an
 * event's record only there (ApiImpl::EventRecord, RTEVENT012), but is
 * synchronised from any (ApiImpl::StreamSynchronize switches). With no
 * context, and NULL as the default stream (STREAM007, STREAM011):
 * rt_current_context.c; across aclFinalize: rt_handle_kinds.c. Codes and
 * handles only, except the trace case. */
#include "helpers/chain.h"

ACLCTS_TEST(STREAM008, CreateAfterSetDevice, "STREAM008 STREAM004", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM008", 0);
    aclrtStream s = chain_create_stream(t, "STREAM008");
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM008, SixtyFourStreamsInOneContext, "STREAM008", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM008", 0);
    aclrtStream s[64];
    for (int i = 0; i < 64; i++) s[i] = chain_create_stream(t, "STREAM008");
    for (int i = 0; i < 64; i++) CHECK_CODE(t, t->acl->aclrtDestroyStream(s[i]), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM008, CreateInACreatedContext, "STREAM008 CTX009", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "STREAM008", 2);
    aclrtStream s = chain_create_stream(t, "STREAM008");
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM005, RealStreamReachesTheRuntime, "STREAM005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM005", 0);
    aclrtStream s = chain_create_stream(t, "STREAM005");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamSynchronize(ptr)=0\n");
}

/* STREAM009, STREAM010, STREAM013, RTEVENT012: a stream used while another
 * context than its own is current. The stream is made in its home context,
 * then the away context becomes current (chain_enter: a created context or a
 * device's primary one); `use` on the stream returns `code` and leaves the
 * away context current. With `then`, the home context is made current again
 * and `then` on the stream returns 0. */

/* What is done with the stream; `text` names it in a failure. */
typedef struct stream_ctx_use {
    const char *text;
    aclError (*fn)(aclcts_t *t, const char *rule, aclrtStream s);
} stream_ctx_use;

static aclError stream_ctx_destroy_(aclcts_t *t, const char *rule, aclrtStream s)
{
    (void)rule;
    return t->acl->aclrtDestroyStream(s);
}
static aclError stream_ctx_synchronize_(aclcts_t *t, const char *rule, aclrtStream s)
{
    (void)rule;
    return t->acl->aclrtSynchronizeStream(s);
}
static aclError stream_ctx_record_event_(aclcts_t *t, const char *rule, aclrtStream s)
{
    return t->acl->aclrtRecordEvent(chain_create_event(t, rule), s);
}

static const stream_ctx_use stream_ctx_destroy = {"aclrtDestroyStream(stream)", stream_ctx_destroy_};
static const stream_ctx_use stream_ctx_synchronize = {"aclrtSynchronizeStream(stream)", stream_ctx_synchronize_};
/* An event made in the current context, recorded on the stream. */
static const stream_ctx_use stream_ctx_record_event = {"aclrtRecordEvent(event, stream)", stream_ctx_record_event_};

typedef struct stream_ctx_row {
    chain_ctx home, away;
    const stream_ctx_use *use;
    aclError code;
    const stream_ctx_use *then;
} stream_ctx_row;

#define stream_ctx_expect_away(t, ...) ACLCTS_HELPER(stream_ctx_expect_away_, t, __VA_ARGS__)
static void stream_ctx_expect_away_(aclcts_t *t, const char *rule, stream_ctx_row r)
{
    chain_enter(t, rule, r.home);
    aclrtContext home = chain_current_context(t);
    aclrtStream s = chain_create_stream(t, rule);
    chain_enter(t, rule, r.away);
    aclrtContext away = chain_current_context(t);
    CHECK_CODE_TEXT(t, r.use->text, r.use->fn(t, rule, s), r.code);
    chain_expect_current(t, rule, away, r.away.dev);
    if (!r.then) return;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtSetCurrentContext(home), ACL_SUCCESS);
    CHECK_CODE_TEXT(t, r.then->text, r.then->fn(t, rule, s), ACL_SUCCESS);
}

#define STREAM_CTX_CASE(RULE, NAME, RULES, ...)                          \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT)                       \
    {                                                                    \
        CHAIN_NEED_DEVICES(t);                                           \
        stream_ctx_expect_away(t, #RULE, (stream_ctx_row){__VA_ARGS__}); \
    }
#define STREAM_CONTEXT ACL_ERROR_RT_STREAM_CONTEXT
#define CREATED(dev) CHAIN_CREATED_ON(dev)
#define PRIMARY(dev) CHAIN_PRIMARY_OF(dev)

STREAM_CTX_CASE(STREAM009, DestroyFromAnotherContextIsStreamContext, "STREAM009", .home = CREATED(0),
                .away = CREATED(0), .use = &stream_ctx_destroy, .code = STREAM_CONTEXT, .then = &stream_ctx_destroy)
STREAM_CTX_CASE(STREAM009, DestroyFromAnotherDevicesContext, "STREAM009", .home = PRIMARY(0), .away = PRIMARY(1),
                .use = &stream_ctx_destroy, .code = STREAM_CONTEXT, .then = &stream_ctx_destroy)
STREAM_CTX_CASE(STREAM009, RefusedDestroyKeepsTheStream, "STREAM009 STREAM010", .home = CREATED(3), .away = CREATED(4),
                .use = &stream_ctx_destroy, .code = STREAM_CONTEXT, .then = &stream_ctx_synchronize)
STREAM_CTX_CASE(STREAM013, PrimaryStreamAfterSwitchingToACreatedContext, "STREAM013 STREAM009", .home = PRIMARY(0),
                .away = CREATED(0), .use = &stream_ctx_destroy, .code = STREAM_CONTEXT, .then = &stream_ctx_destroy)
STREAM_CTX_CASE(STREAM013, StreamOfACreatedContextAfterSetDevice, "STREAM013", .home = CREATED(1), .away = PRIMARY(1),
                .use = &stream_ctx_destroy, .code = STREAM_CONTEXT, .then = &stream_ctx_destroy)
STREAM_CTX_CASE(STREAM010, SynchronizeFromAnotherContext, "STREAM010", .home = CREATED(0), .away = CREATED(1),
                .use = &stream_ctx_synchronize, .code = ACL_SUCCESS)
STREAM_CTX_CASE(STREAM010, SynchronizeFromAnotherDevice, "STREAM010", .home = PRIMARY(2), .away = PRIMARY(5),
                .use = &stream_ctx_synchronize, .code = ACL_SUCCESS)
STREAM_CTX_CASE(RTEVENT012, RecordOnAnotherContextsStream, "RTEVENT012", .home = CREATED(0), .away = CREATED(1),
                .use = &stream_ctx_record_event, .code = STREAM_CONTEXT)
STREAM_CTX_CASE(RTEVENT012, RecordOnAnotherDevicesStream, "RTEVENT012", .home = PRIMARY(0), .away = PRIMARY(1),
                .use = &stream_ctx_record_event, .code = STREAM_CONTEXT)
