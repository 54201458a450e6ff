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
#define SD_DEVICES 8u
static inline void sd_need_devices(aclcts_t *t)
{
    uint32_t n = 0;
    if (t->spy || !t->acl->aclrtGetDeviceCount || t->acl->aclrtGetDeviceCount(&n) != ACL_SUCCESS)
        return;
    if (n < SD_DEVICES)
        SKIP(t, "the runtime has %u devices; the case needs %u (ids 0-%u)", n, SD_DEVICES, SD_DEVICES - 1);
}

/* Skips without the chain; then makes the spy's runtime answer
 * rtGetDevice as the product's runtime does on a thread without a context
 * (107002, api_impl.cc ApiImpl::GetDevice) instead of its lifecycle-era 0. */
#define SD_NEED(t)                \
    do {                          \
        RC_NEED(t);               \
        rc_strict_runtime(t);     \
        sd_need_devices(t);       \
    } while (0)

/* A pointer value no call should ever write into an out-parameter. */
#define SD_SENTINEL ((void *)(uintptr_t)0x5a5a5a5a)

/* aclInit with a config whose defaultDevice.default_device is `dev` (a
 * string of digits), checked. */
#define sd_init_default_device(t, ...) ACLCTS_HELPER(sd_init_default_device_, t, __VA_ARGS__)
static inline void sd_init_default_device_(aclcts_t *t, const char *rule, const char *dev)
{
    char text[128];
    snprintf(text, sizeof text, "{\"defaultDevice\":{\"default_device\":\"%s\"}}", dev);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(aclcts_file(t, "default_device.json", text)), ACL_SUCCESS);
}

/* aclrtSetDevice(dev), checked fatally (a set-up step). */
#define sd_set(t, ...) ACLCTS_HELPER(sd_set_, t, __VA_ARGS__)
static inline void sd_set_(aclcts_t *t, const char *rule, int32_t dev)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtSetDevice(dev), ACL_SUCCESS);
}

/* The thread's current context, or NULL when the call fails (not checked). */
static inline aclrtContext sd_current(aclcts_t *t)
{
    aclrtContext c = NULL;
    if (t->acl->aclrtGetCurrentContext(&c) != ACL_SUCCESS)
        return NULL;
    return c;
}

/* The thread's current device, or -1 when aclrtGetDevice fails. */
static inline int32_t sd_device(aclcts_t *t)
{
    int32_t d = -1;
    if (t->acl->aclrtGetDevice(&d) != ACL_SUCCESS)
        return -1;
    return d;
}

/* A new context on dev, checked fatally. */
static inline aclrtContext sd_context(aclcts_t *t, const char *rule, int32_t dev)
{
    aclrtContext c = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateContext(&c, dev), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, c != NULL, "aclrtCreateContext returned 0 and a NULL context");
    return c;
}

/* A new stream in the current context, checked fatally. */
static inline aclrtStream sd_stream(aclcts_t *t, const char *rule)
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
static inline aclrtEvent sd_event(aclcts_t *t, const char *rule)
{
    aclrtEvent e = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, e != NULL, "aclrtCreateEvent returned 0 and a NULL event");
    return e;
}

/* The trace of one failing runtime call: "fn(args)=code\n". */
static inline const char *sd_line(aclcts_t *t, const char *call, long code)
{
    (void)t;
    static __thread char buf[256];
    snprintf(buf, sizeof buf, "%s=%ld\n", call, code);
    return buf;
}

#endif /* ACLCTS_SETDEV_COMMON_H_ */
