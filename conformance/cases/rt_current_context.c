/* The calls of the chain that work on the thread's current context
 * (api_impl.cc ApiImpl::ContextGetCurrent, ApiImpl::GetDevice,
 * ApiImpl::StreamCreate, ApiImpl::EventCreate, ApiImpl::StreamSynchronize,
 * ApiImpl::DeviceSynchronize: Runtime::CurrentContext). With no current
 * context and no default device they are ACL_ERROR_RT_CONTEXT_NULL (107002)
 * and leave an out-parameter as it was; the thread has none when nothing was
 * set, after an aclInit without a default device, and once its current
 * context was destroyed (CTX016). With one, however it came (a created
 * context, a device's primary context, the configured default device), they
 * return 0 on the context's device. One row a call and a state. Codes and
 * handles only: these run without the spy. */
#include <string.h>

#include "helpers/chain.h"

/* How the thread came to have no current context. */
typedef enum {
    CURRENT_NOTHING_SET,       /* a fresh process */
    CURRENT_AFTER_INIT,        /* aclInit(NULL): no default device */
    CURRENT_CONTEXT_DESTROYED, /* a context created on device 0 and destroyed */
} current_state;

/* One call; `out` is its out-parameter of `out_size` bytes (0: it has none). */
typedef struct current_call {
    const char *text;
    aclError (*fn)(aclcts_t *t, void *out);
    size_t out_size;
} current_call;

static aclError current_get_current_context_(aclcts_t *t, void *out)
{
    return t->acl->aclrtGetCurrentContext((aclrtContext *)out);
}
static aclError current_get_device_(aclcts_t *t, void *out) { return t->acl->aclrtGetDevice((int32_t *)out); }
static aclError current_create_stream_(aclcts_t *t, void *out) { return t->acl->aclrtCreateStream((aclrtStream *)out); }
static aclError current_create_event_(aclcts_t *t, void *out) { return t->acl->aclrtCreateEvent((aclrtEvent *)out); }
static aclError current_synchronize_default_stream_(aclcts_t *t, void *out)
{
    (void)out;
    return t->acl->aclrtSynchronizeStream(NULL);
}
static aclError current_synchronize_device_(aclcts_t *t, void *out)
{
    (void)out;
    return t->acl->aclrtSynchronizeDevice();
}

static const current_call current_get_current_context = {"aclrtGetCurrentContext(&context)",
                                                         current_get_current_context_, sizeof(aclrtContext)};
static const current_call current_get_device = {"aclrtGetDevice(&deviceId)", current_get_device_, sizeof(int32_t)};
static const current_call current_create_stream = {"aclrtCreateStream(&stream)", current_create_stream_,
                                                   sizeof(aclrtStream)};
static const current_call current_create_event = {"aclrtCreateEvent(&event)", current_create_event_,
                                                  sizeof(aclrtEvent)};
static const current_call current_synchronize_default_stream = {"aclrtSynchronizeStream(NULL)",
                                                                current_synchronize_default_stream_, 0};
static const current_call current_synchronize_device = {"aclrtSynchronizeDevice()", current_synchronize_device_, 0};

/* In state `state` the call is ACL_ERROR_RT_CONTEXT_NULL and leaves its
 * out-parameter as it was. */
#define current_expect_context_null(t, ...) ACLCTS_HELPER(current_expect_context_null_, t, __VA_ARGS__)
static void current_expect_context_null_(aclcts_t *t, const char *rule, current_state state, const current_call *call)
{
    if (state == CURRENT_AFTER_INIT) CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(NULL), ACL_SUCCESS);
    if (state == CURRENT_CONTEXT_DESTROYED)
        CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtDestroyContext(chain_create_context(t, rule, 0)), ACL_SUCCESS);
    union {
        void *handle;
        int32_t device;
    } out, before;
    memset(&before, 0x5a, sizeof before);
    out = before;
    CHECK_CODE_TEXT(t, call->text, call->fn(t, call->out_size ? &out : NULL), ACL_ERROR_RT_CONTEXT_NULL);
    if (call->out_size)
        CHECK_TRUE_FOR(t, rule, memcmp(&out, &before, call->out_size) == 0, "%s wrote its out-parameter on failure",
                       call->text);
}

/* One test a row. */
#define CURRENT_CASE(RULE, NAME, RULES, FLAGS, STATE, CALL)  \
    ACLCTS_TEST(RULE, NAME, RULES, FLAGS)                    \
    {                                                        \
        CHAIN_NEED_DEVICES(t);                               \
        current_expect_context_null(t, #RULE, STATE, &CALL); \
    }

CURRENT_CASE(CTX013, NothingSetIsContextNull, "CTX013", ACLCTS_BOTH, CURRENT_NOTHING_SET, current_get_current_context)
CURRENT_CASE(CTX013, AfterInitStillContextNull, "CTX013", ACLCTS_BOTH, CURRENT_AFTER_INIT, current_get_current_context)
CURRENT_CASE(SETDEV019, NothingSetIsContextNull, "SETDEV019", ACLCTS_BOTH, CURRENT_NOTHING_SET, current_get_device)
CURRENT_CASE(SETDEV019, AfterInitWithoutDefaultDeviceIsContextNull, "SETDEV019 SETDEV013", ACLCTS_BOTH,
             CURRENT_AFTER_INIT, current_get_device)
CURRENT_CASE(SETDEV029, SynchronizeDeviceWithoutContext, "SETDEV029", ACLCTS_PRODUCT, CURRENT_NOTHING_SET,
             current_synchronize_device)
CURRENT_CASE(STREAM007, CreateWithoutContextIsContextNull, "STREAM007", ACLCTS_PRODUCT, CURRENT_NOTHING_SET,
             current_create_stream)
CURRENT_CASE(STREAM007, CreateAfterInitWithoutDeviceIsContextNull, "STREAM007", ACLCTS_PRODUCT, CURRENT_AFTER_INIT,
             current_create_stream)
CURRENT_CASE(STREAM007, CreateAfterTheContextIsDestroyed, "STREAM007 CTX016", ACLCTS_PRODUCT, CURRENT_CONTEXT_DESTROYED,
             current_create_stream)
CURRENT_CASE(STREAM011, NullWithoutContextIsContextNull, "STREAM011", ACLCTS_BOTH, CURRENT_NOTHING_SET,
             current_synchronize_default_stream)
CURRENT_CASE(STREAM011, NullAfterTheContextIsDestroyed, "STREAM011 CTX016", ACLCTS_BOTH, CURRENT_CONTEXT_DESTROYED,
             current_synchronize_default_stream)
CURRENT_CASE(RTEVENT009, CreateWithoutContextIsContextNull, "RTEVENT009", ACLCTS_PRODUCT, CURRENT_NOTHING_SET,
             current_create_event)
CURRENT_CASE(RTEVENT009, CreateAfterInitWithoutDevice, "RTEVENT009", ACLCTS_PRODUCT, CURRENT_AFTER_INIT,
             current_create_event)

/* With the current context `c` the call returns 0, and the thread is on the
 * context's device. */
#define current_expect_works(t, ...) ACLCTS_HELPER(current_expect_works_, t, __VA_ARGS__)
static void current_expect_works_(aclcts_t *t, const char *rule, chain_ctx c, const current_call *call)
{
    chain_enter(t, rule, c);
    union {
        void *handle;
        int32_t device;
    } out = {0};
    CHECK_CODE_TEXT(t, call->text, call->fn(t, call->out_size ? &out : NULL), ACL_SUCCESS);
    CHECK_INT_FOR(t, rule, chain_current_device(t), c.dev);
}

#define CW_CASE(RULE, NAME, RULES, FLAGS, CTX, CALL) \
    ACLCTS_TEST(RULE, NAME, RULES, FLAGS)            \
    {                                                \
        CHAIN_NEED_DEVICES(t);                       \
        current_expect_works(t, #RULE, CTX, &CALL);  \
    }

CW_CASE(STREAM011, NullIsTheDefaultStream, "STREAM011 STREAM005", ACLCTS_BOTH, CHAIN_PRIMARY_OF(0),
        current_synchronize_default_stream)
CW_CASE(STREAM011, NullInACreatedContext, "STREAM011", ACLCTS_BOTH, CHAIN_CREATED_ON(1),
        current_synchronize_default_stream)
CW_CASE(STREAM011, NullWithADefaultDevice, "STREAM011 SETDEV030", ACLCTS_PRODUCT, CHAIN_DEFAULT_DEVICE_IS(0),
        current_synchronize_default_stream)
CW_CASE(SETDEV013, SynchronizeDeviceWithoutInit, "SETDEV013 SETDEV029", ACLCTS_PRODUCT, CHAIN_PRIMARY_OF(0),
        current_synchronize_device)
CW_CASE(SETDEV029, SynchronizeDeviceWithADevice, "SETDEV029 SETDEV011", ACLCTS_PRODUCT, CHAIN_PRIMARY_OF(1),
        current_synchronize_device)
CW_CASE(SETDEV030, SynchronizeDeviceSetsTheDefaultImplicitly, "SETDEV030 SETDEV024", ACLCTS_PRODUCT,
        CHAIN_DEFAULT_DEVICE_IS(0), current_synchronize_device)
