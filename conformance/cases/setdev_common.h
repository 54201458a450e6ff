/* Shared by the SETDEV, CTX, STREAM and RTEVENT cases (and their THR cases):
 * small set-ups the families repeat, on top of rt_chain_common.h.
 * Codes are the ACL-visible runtime codes (rt_error_codes.h). */
#ifndef ACLCTS_SETDEV_COMMON_H_
#define ACLCTS_SETDEV_COMMON_H_

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rt_chain_common.h"

/* The cases use device ids 0-7, the spy's eight devices. Without the spy
 * (--southbound system, a build that brings its own runtime) a runtime with
 * fewer devices skips them rather than failing them. */
#define SETDEV_DEVICES 8u
static inline void setdev_need_devices(aclcts_t *t)
{
    uint32_t n = 0;
    if (t->spy || !t->acl->aclrtGetDeviceCount || t->acl->aclrtGetDeviceCount(&n) != ACL_SUCCESS)
        return;
    if (n < SETDEV_DEVICES)
        SKIP(t, "the runtime has %u devices; the case needs %u (ids 0-%u)", n, SETDEV_DEVICES, SETDEV_DEVICES - 1);
}

/* Skips without the chain, or with fewer devices than the cases use. */
#define SETDEV_NEED(t)                \
    do {                          \
        CHAIN_NEED(t);               \
        setdev_need_devices(t);       \
    } while (0)

/* A pointer value no call should ever write into an out-parameter. */
#define SETDEV_SENTINEL ((void *)(uintptr_t)0x5a5a5a5a)

/* aclInit with a config whose defaultDevice.default_device is `dev` (a
 * string of digits), checked. */
#define setdev_init_default_device(t, ...) ACLCTS_HELPER(setdev_init_default_device_, t, __VA_ARGS__)
static inline void setdev_init_default_device_(aclcts_t *t, const char *rule, const char *dev)
{
    char text[128];
    snprintf(text, sizeof text, "{\"defaultDevice\":{\"default_device\":\"%s\"}}", dev);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(aclcts_file(t, "default_device.json", text)), ACL_SUCCESS);
}

/* aclrtSetDevice(dev), checked fatally (a set-up step). */
#define setdev_set(t, ...) ACLCTS_HELPER(setdev_set_, t, __VA_ARGS__)
static inline void setdev_set_(aclcts_t *t, const char *rule, int32_t dev)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtSetDevice(dev), ACL_SUCCESS);
}

/* The thread's current context, or NULL when the call fails (not checked). */
static inline aclrtContext setdev_current(aclcts_t *t)
{
    aclrtContext c = NULL;
    if (t->acl->aclrtGetCurrentContext(&c) != ACL_SUCCESS)
        return NULL;
    return c;
}

/* The thread's current device, or -1 when aclrtGetDevice fails. */
static inline int32_t setdev_device(aclcts_t *t)
{
    int32_t d = -1;
    if (t->acl->aclrtGetDevice(&d) != ACL_SUCCESS)
        return -1;
    return d;
}

/* A new context on dev, checked fatally. */
static inline aclrtContext setdev_context(aclcts_t *t, const char *rule, int32_t dev)
{
    aclrtContext c = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateContext(&c, dev), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, c != NULL, "aclrtCreateContext returned 0 and a NULL context");
    return c;
}

/* The thread's current context is `c` and its device `dev`: both getters
 * answer 0 with those. */
#define setdev_expect_current(t, ...) ACLCTS_HELPER(setdev_expect_current_, t, __VA_ARGS__)
static inline void setdev_expect_current_(aclcts_t *t, const char *rule, aclrtContext c, int32_t dev)
{
    aclrtContext cur = NULL;
    int32_t d = -1;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtGetCurrentContext(&cur), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, cur == c, "current context %p, expected %p", cur, c);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtGetDevice(&d), ACL_SUCCESS);
    aclcts_check_int(t, rule, __FILE__, __LINE__, "aclrtGetDevice's deviceId", d, dev, 0);
}

/* How a case gives the thread a current context on `dev`: a context
 * created there (aclrtCreateContext), the device's primary context
 * (aclrtSetDevice), or, with nothing set, aclInit with `dev` as the
 * configured default device (the runtime sets it implicitly at the first
 * call that needs it). */
typedef struct setdev_ctx {
    enum { SETDEV_CREATED, SETDEV_PRIMARY, SETDEV_DEFAULT_DEVICE } how;
    int32_t dev;
} setdev_ctx;
#define SETDEV_CREATED_ON(dev) ((setdev_ctx){SETDEV_CREATED, (dev)})
#define SETDEV_PRIMARY_OF(dev) ((setdev_ctx){SETDEV_PRIMARY, (dev)})
#define SETDEV_DEFAULT_DEVICE_IS(dev) ((setdev_ctx){SETDEV_DEFAULT_DEVICE, (dev)})

/* Gives the thread that context, each step checked fatally. */
static inline void setdev_enter(aclcts_t *t, const char *rule, setdev_ctx c)
{
    char dev[16];
    switch (c.how) {
    case SETDEV_CREATED:
        (void)setdev_context(t, rule, c.dev);
        break;
    case SETDEV_PRIMARY:
        setdev_set(t, rule, c.dev);
        break;
    case SETDEV_DEFAULT_DEVICE:
        snprintf(dev, sizeof dev, "%d", (int)c.dev);
        setdev_init_default_device(t, rule, dev);
        break;
    }
}

/* A device script: steps run in order, each checked against its rule (NULL:
 * the case's). aclrtSetDevice, aclrtResetDevice, aclrtResetDeviceForce,
 * aclInit(NULL) and aclFinalize return `code` (aclInit and aclFinalize
 * fatally: the steps after them assume the cycle); SETDEV_STEP_DEFAULT is
 * aclInit with `dev` as the configured default device; SETDEV_STEP_ON checks
 * that aclrtGetDevice answers 0 and `dev`, SETDEV_STEP_NO_DEVICE that it answers
 * ACL_ERROR_RT_CONTEXT_NULL and leaves *deviceId. A script ends at its first
 * SETDEV_STEP_END (the zero step). */
typedef enum {
    SETDEV_STEP_END,
    SETDEV_STEP_SET,
    SETDEV_STEP_RESET,
    SETDEV_STEP_FORCE_RESET,
    SETDEV_STEP_INIT,
    SETDEV_STEP_DEFAULT,
    SETDEV_STEP_FINALIZE,
    SETDEV_STEP_ON,
    SETDEV_STEP_NO_DEVICE,
} setdev_op;
typedef struct setdev_step {
    setdev_op op;
    int32_t dev;
    aclError code;
    const char *rule;
} setdev_step;
#define SETDEV_MAX_STEPS 16
typedef struct setdev_script {
    setdev_step steps[SETDEV_MAX_STEPS];
} setdev_script;

#define SETDEV_SET_OK(d) {SETDEV_STEP_SET, (d), ACL_SUCCESS, NULL}
#define SETDEV_RESET_OK(d) {SETDEV_STEP_RESET, (d), ACL_SUCCESS, NULL}
#define SETDEV_RESET_REFUSED(d) {SETDEV_STEP_RESET, (d), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR, NULL}
#define SETDEV_RESET_REFUSED_FOR(rule, d) {SETDEV_STEP_RESET, (d), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR, (rule)}
#define SETDEV_FORCE_OK(d) {SETDEV_STEP_FORCE_RESET, (d), ACL_SUCCESS, NULL}
#define SETDEV_FORCE_REFUSED(d) {SETDEV_STEP_FORCE_RESET, (d), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR, NULL}
#define SETDEV_INIT_OK {SETDEV_STEP_INIT, 0, ACL_SUCCESS, NULL}
#define SETDEV_DEFAULT_DEVICE(d) {SETDEV_STEP_DEFAULT, (d), ACL_SUCCESS, NULL}
#define SETDEV_FINALIZE_OK {SETDEV_STEP_FINALIZE, 0, ACL_SUCCESS, NULL}
#define SETDEV_ON(d) {SETDEV_STEP_ON, (d), ACL_SUCCESS, NULL}
#define SETDEV_ON_FOR(rule, d) {SETDEV_STEP_ON, (d), ACL_SUCCESS, (rule)}
#define SETDEV_NO_DEVICE {SETDEV_STEP_NO_DEVICE, 0, ACL_ERROR_RT_CONTEXT_NULL, NULL}

static inline void setdev_run_step(aclcts_t *t, const char *rule, unsigned i, setdev_step s)
{
    static const char *const names[] = {
        [SETDEV_STEP_SET] = "aclrtSetDevice",        [SETDEV_STEP_RESET] = "aclrtResetDevice",
        [SETDEV_STEP_FORCE_RESET] = "aclrtResetDeviceForce", [SETDEV_STEP_INIT] = "aclInit",
        [SETDEV_STEP_DEFAULT] = "aclInit",           [SETDEV_STEP_FINALIZE] = "aclFinalize",
        [SETDEV_STEP_ON] = "aclrtGetDevice",         [SETDEV_STEP_NO_DEVICE] = "aclrtGetDevice",
    };
    const char *r = s.rule ? s.rule : rule;
    char text[96];
    snprintf(text, sizeof text, "step %u: %s(%d)", i + 1, names[s.op], (int)s.dev);
    int32_t dev = 0x5a5a;
    char id[16];
    switch (s.op) {
    case SETDEV_STEP_END:
        return;
    case SETDEV_STEP_SET:
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtSetDevice(s.dev), s.code, 0);
        return;
    case SETDEV_STEP_RESET:
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtResetDevice(s.dev), s.code, 0);
        return;
    case SETDEV_STEP_FORCE_RESET:
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtResetDeviceForce(s.dev), s.code, 0);
        return;
    case SETDEV_STEP_INIT:
        snprintf(text, sizeof text, "step %u: aclInit(NULL)", i + 1);
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclInit(NULL), s.code, 1);
        return;
    case SETDEV_STEP_DEFAULT:
        snprintf(id, sizeof id, "%d", (int)s.dev);
        setdev_init_default_device_(t, r, id);
        return;
    case SETDEV_STEP_FINALIZE:
        snprintf(text, sizeof text, "step %u: aclFinalize()", i + 1);
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclFinalize(), s.code, 1);
        return;
    case SETDEV_STEP_ON:
    case SETDEV_STEP_NO_DEVICE:
        snprintf(text, sizeof text, "step %u: aclrtGetDevice(&deviceId)", i + 1);
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtGetDevice(&dev), s.code, 0);
        snprintf(text, sizeof text, "step %u: deviceId", i + 1);
        aclcts_check_int(t, r, __FILE__, __LINE__, text, dev, s.op == SETDEV_STEP_ON ? s.dev : 0x5a5a, 0);
        return;
    }
}

#define setdev_run(t, ...) ACLCTS_HELPER(setdev_run_, t, __VA_ARGS__)
static inline void setdev_run_(aclcts_t *t, const char *rule, setdev_script s)
{
    for (unsigned i = 0; i < SETDEV_MAX_STEPS && s.steps[i].op != SETDEV_STEP_END; i++)
        setdev_run_step(t, rule, i, s.steps[i]);
}

/* One test a script: SETDEV_STEPS_CASE(RULE, Name, "RULES", FLAGS, SETDEV_SET_OK(0), SETDEV_ON(0), ...). */
#define SETDEV_STEPS_CASE(RULE, NAME, RULES, FLAGS, ...)                  \
    ACLCTS_TEST(RULE, NAME, RULES, FLAGS)                             \
    {                                                                 \
        SETDEV_NEED(t);                                                   \
        setdev_run(t, #RULE, (setdev_script){{__VA_ARGS__}});                 \
    }

/* A new stream in the current context, checked fatally. */
static inline aclrtStream setdev_stream(aclcts_t *t, const char *rule)
{
    aclrtStream s = NULL;
    if (!ACLCTS_EXPORTS(t, aclrtCreateStream)) {
        /* The C layer (src/acl/aclrt_c/runtime/stream.c) creates streams with
         * aclrtCreateStreamV2 only; its handles are the runtime's, so the
         * stream comes from the runtime itself (the spy's rtStreamCreate). */
        int32_t (*create)(void **stm, int32_t priority); /* lower_layers.h rtStreamCreate */
        void *p = aclcts_spy_symbol(t, "rtStreamCreate");
        memcpy(&create, &p, sizeof p);
        CHECK_CODE_FATAL_FOR(t, rule, create(&s, 0), ACL_SUCCESS);
        CHECK_TRUE_FOR(t, rule, s != NULL, "rtStreamCreate returned 0 and a NULL stream");
        return s;
    }
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateStream(&s), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, s != NULL, "aclrtCreateStream returned 0 and a NULL stream");
    return s;
}

/* A new event, checked fatally. */
static inline aclrtEvent setdev_event(aclcts_t *t, const char *rule)
{
    aclrtEvent e = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, e != NULL, "aclrtCreateEvent returned 0 and a NULL event");
    return e;
}

/* The trace of one failing runtime call: "fn(args)=code\n". */
static inline const char *setdev_line(aclcts_t *t, const char *call, long code)
{
    (void)t;
    static __thread char buf[256];
    snprintf(buf, sizeof buf, "%s=%ld\n", call, code);
    return buf;
}

#endif /* ACLCTS_SETDEV_COMMON_H_ */
