/* The device chain's set-ups and checks, shared by the device, context,
 * stream and event families (SETDEV, CTX, STREAM, RTEVENT) and their THR
 * cases: the skips for targets without the chain or with fewer devices, the
 * contexts, streams and events a case starts from, device scripts as rows,
 * and the checks of the southbound lines the product's ACL layer makes
 * (src/acl/aclrt_impl/device.cpp, context.cpp, stream.cpp, event.cpp; the
 * lines themselves are traces.h's). Codes are the ACL-visible runtime codes
 * (rt_error_codes.h). */
#ifndef ACLCTS_HELPERS_CHAIN_H_
#define ACLCTS_HELPERS_CHAIN_H_

#include <stdint.h>

#include "aclcts/case.h"

/* Skips when the target exports none of the chain (aclcts_need_rt_chain). */
#define CHAIN_NEED(t) aclcts_need_rt_chain(t)

/* The cases use device ids 0-7, the spy's eight devices. Without the spy
 * (--southbound system, a build that brings its own runtime) a runtime with
 * fewer devices skips them rather than failing them. */
#define CHAIN_DEVICES 8u
void chain_need_devices(aclcts_t *t);

/* Skips without the chain, or with fewer devices than the cases use. */
#define CHAIN_NEED_DEVICES(t)  \
    do {                       \
        CHAIN_NEED(t);         \
        chain_need_devices(t); \
    } while (0)

/* A pointer value no call should ever write into an out-parameter. */
#define CHAIN_SENTINEL ((void *)(uintptr_t)0x5a5a5a5a)

/* CALL refuses its NULL argument with ACL_ERROR_INVALID_PARAM before any
 * call of the runtime function SYM (counted only with the spy's trace). A
 * step of the case, checked against the case's rule. */
#define CHAIN_EXPECT_NULL_REFUSED(t, CALL, SYM)                    \
    do {                                                           \
        size_t m_ = aclcts_mark(t);                                \
        CHECK_CODE_TEXT(t, #CALL, CALL, ACL_ERROR_INVALID_PARAM);  \
        if ((t)->trace) CHECK_INT(t, aclcts_calls(t, SYM, m_), 0); \
    } while (0)

/* ---- set-ups, each checked fatally against `rule` ---- */
/* aclInit with a config whose defaultDevice.default_device is `dev` (a
 * string of digits). */
#define chain_init_default_device(t, ...) ACLCTS_HELPER(chain_init_default_device_, t, __VA_ARGS__)
void chain_init_default_device_(aclcts_t *t, const char *rule, const char *dev);
/* aclrtSetDevice(dev). */
#define chain_set_device(t, ...) ACLCTS_HELPER(chain_set_device_, t, __VA_ARGS__)
void chain_set_device_(aclcts_t *t, const char *rule, int32_t dev);
/* A new context on dev. */
aclrtContext chain_create_context(aclcts_t *t, const char *rule, int32_t dev);
/* A new stream in the current context (the C layer's, which has no
 * aclrtCreateStream: the runtime's own rtStreamCreate). */
aclrtStream chain_create_stream(aclcts_t *t, const char *rule);
/* A new event. */
aclrtEvent chain_create_event(aclcts_t *t, const char *rule);
/* A new stream of aclrtCreateStreamWithConfig(priority, flag), a new event
 * of aclrtCreateEventWithFlag(flag), and the current context's default
 * stream (aclrtCtxGetCurrentDefaultStream): the STREAM/RTEVENT extras. */
aclrtStream chain_create_stream_with(aclcts_t *t, const char *rule, uint32_t priority, uint32_t flag);
aclrtEvent chain_create_event_with(aclcts_t *t, const char *rule, uint32_t flag);
aclrtStream chain_default_stream(aclcts_t *t, const char *rule);

/* How a case gives the thread a current context on `dev`: a context
 * created there (aclrtCreateContext), the device's primary context
 * (aclrtSetDevice), or, with nothing set, aclInit with `dev` as the
 * configured default device (the runtime sets it implicitly at the first
 * call that needs it). */
typedef struct chain_ctx {
    enum { CHAIN_CREATED, CHAIN_PRIMARY, CHAIN_DEFAULT_DEVICE } how;
    int32_t dev;
} chain_ctx;
#define CHAIN_CREATED_ON(dev) ((chain_ctx){CHAIN_CREATED, (dev)})
#define CHAIN_PRIMARY_OF(dev) ((chain_ctx){CHAIN_PRIMARY, (dev)})
#define CHAIN_DEFAULT_DEVICE_IS(dev) ((chain_ctx){CHAIN_DEFAULT_DEVICE, (dev)})

/* Gives the thread that context, each step checked fatally. */
void chain_enter(aclcts_t *t, const char *rule, chain_ctx c);

/* ---- the thread's current context and device ---- */
/* The thread's current context, or NULL when the call fails (not checked). */
aclrtContext chain_current_context(aclcts_t *t);
/* The thread's current device, or -1 when aclrtGetDevice fails. */
int32_t chain_current_device(aclcts_t *t);
/* The thread's current context is `c` and its device `dev`: both getters
 * answer 0 with those. */
#define chain_expect_current(t, ...) ACLCTS_HELPER(chain_expect_current_, t, __VA_ARGS__)
void chain_expect_current_(aclcts_t *t, const char *rule, aclrtContext c, int32_t dev);

/* ---- device scripts ----
 * Steps run in order, each checked against its rule (NULL: the case's).
 * aclrtSetDevice, aclrtResetDevice, aclrtResetDeviceForce, aclInit(NULL) and
 * aclFinalize return `code` (aclInit and aclFinalize fatally: the steps after
 * them assume the cycle); CHAIN_STEP_DEFAULT is aclInit with `dev` as the
 * configured default device; CHAIN_STEP_ON checks that aclrtGetDevice answers
 * 0 and `dev`, CHAIN_STEP_NO_DEVICE that it answers ACL_ERROR_RT_CONTEXT_NULL
 * and leaves *deviceId. A script ends at its first CHAIN_STEP_END (the zero
 * step); a failing step is named by its number and call. */
typedef enum {
    CHAIN_STEP_END,
    CHAIN_STEP_SET,
    CHAIN_STEP_RESET,
    CHAIN_STEP_FORCE_RESET,
    CHAIN_STEP_INIT,
    CHAIN_STEP_DEFAULT,
    CHAIN_STEP_FINALIZE,
    CHAIN_STEP_ON,
    CHAIN_STEP_NO_DEVICE,
} chain_op;
typedef struct chain_step {
    chain_op op;
    int32_t dev;
    aclError code;
    const char *rule;
} chain_step;
#define CHAIN_MAX_STEPS 16
typedef struct chain_script {
    chain_step steps[CHAIN_MAX_STEPS];
} chain_script;

#define CHAIN_SET_OK(d)                        \
    {                                          \
        CHAIN_STEP_SET, (d), ACL_SUCCESS, NULL \
    }
#define CHAIN_RESET_OK(d)                        \
    {                                            \
        CHAIN_STEP_RESET, (d), ACL_SUCCESS, NULL \
    }
#define CHAIN_RESET_REFUSED(d)                                          \
    {                                                                   \
        CHAIN_STEP_RESET, (d), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR, NULL \
    }
#define CHAIN_RESET_REFUSED_FOR(rule, d)                                  \
    {                                                                     \
        CHAIN_STEP_RESET, (d), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR, (rule) \
    }
#define CHAIN_FORCE_OK(d)                              \
    {                                                  \
        CHAIN_STEP_FORCE_RESET, (d), ACL_SUCCESS, NULL \
    }
#define CHAIN_FORCE_REFUSED(d)                                                \
    {                                                                         \
        CHAIN_STEP_FORCE_RESET, (d), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR, NULL \
    }
#define CHAIN_INIT_OK                         \
    {                                         \
        CHAIN_STEP_INIT, 0, ACL_SUCCESS, NULL \
    }
#define CHAIN_INIT_DEFAULT_OK(d)                   \
    {                                              \
        CHAIN_STEP_DEFAULT, (d), ACL_SUCCESS, NULL \
    }
#define CHAIN_FINALIZE_OK                         \
    {                                             \
        CHAIN_STEP_FINALIZE, 0, ACL_SUCCESS, NULL \
    }
#define CHAIN_ON(d)                           \
    {                                         \
        CHAIN_STEP_ON, (d), ACL_SUCCESS, NULL \
    }
#define CHAIN_ON_FOR(rule, d)                   \
    {                                           \
        CHAIN_STEP_ON, (d), ACL_SUCCESS, (rule) \
    }
#define CHAIN_NO_DEVICE                                          \
    {                                                            \
        CHAIN_STEP_NO_DEVICE, 0, ACL_ERROR_RT_CONTEXT_NULL, NULL \
    }

#define chain_run(t, ...) ACLCTS_HELPER(chain_run_, t, __VA_ARGS__)
void chain_run_(aclcts_t *t, const char *rule, chain_script s);

/* One test a script: CHAIN_STEPS_CASE(RULE, Name, "RULES", FLAGS, CHAIN_SET_OK(0), CHAIN_ON(0), ...). */
#define CHAIN_STEPS_CASE(RULE, NAME, RULES, FLAGS, ...)     \
    ACLCTS_TEST(RULE, NAME, RULES, FLAGS)                   \
    {                                                       \
        CHAIN_NEED_DEVICES(t);                              \
        chain_run(t, #RULE, (chain_script){{__VA_ARGS__}}); \
    }

/* ---- the southbound lines ----
 * A case that expects the platform-info update's lines (TR_PLATFORM): with a
 * runtime beneath (--lower) that cannot read its SoC's specification, whose
 * rtGetAiCoreCount fails (ApiImpl::GetAiCoreCount asks
 * PlatformManagerV2::GetSocSpec for "SoCInfo"/"ai_core_cnt" of the SoC's
 * platform configuration, which a runtime built without it lacks), the lines
 * differ, and the update is retried on every set: skipped, naming the answer. */
void chain_need_platform_info(aclcts_t *t);

/* The trace from `from` is `whole`, which starts with the line `first`. Over
 * a runtime beneath without its platform specification the update after
 * `first` fails and is retried on every call: only `first` is checked there
 * (the call's own line, which is what the case's main rule is about). */
#define chain_expect_trace(t, ...) ACLCTS_HELPER(chain_expect_trace_, t, __VA_ARGS__)
void chain_expect_trace_(aclcts_t *t, const char *rule, size_t from, const char *first, const char *whole);

/* aclrtSetDevice(dev) returns `code`, and the southbound calls it makes are
 * exactly `trace` (the case is skipped without the spy's trace). */
#define chain_expect_set_device(t, ...) ACLCTS_HELPER(chain_expect_set_device_, t, __VA_ARGS__)
void chain_expect_set_device_(aclcts_t *t, const char *rule, int32_t dev, aclError code, const char *trace);

#endif /* ACLCTS_HELPERS_CHAIN_H_ */
