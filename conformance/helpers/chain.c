/* The device chain's set-ups and checks (chain.h). */
#include "chain.h"

#include <stdio.h>
#include <string.h>

void chain_need_devices(aclcts_t *t)
{
    uint32_t n = 0;
    /* Under the spy's trace the runtime is the spy's model (eight devices) and
     * an extra call would change the trace; a build that answers itself (it
     * does not call the lower layers, or brings its own runtime) is asked. */
    if (t->trace || !t->exported[ACLCTS_ACL_aclrtGetDeviceCount] || t->acl->aclrtGetDeviceCount(&n) != ACL_SUCCESS)
        return;
    if (n < CHAIN_DEVICES)
        SKIP(t, "the runtime has %u devices; the case needs %u (ids 0-%u)", n, CHAIN_DEVICES, CHAIN_DEVICES - 1);
}

/* ---- set-ups ---- */

void chain_init_default_device_(aclcts_t *t, const char *rule, const char *dev)
{
    char text[128];
    snprintf(text, sizeof text, "{\"defaultDevice\":{\"default_device\":\"%s\"}}", dev);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(aclcts_file(t, "default_device.json", text)), ACL_SUCCESS);
}

void chain_set_device_(aclcts_t *t, const char *rule, int32_t dev)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtSetDevice(dev), ACL_SUCCESS);
}

aclrtContext chain_create_context(aclcts_t *t, const char *rule, int32_t dev)
{
    aclrtContext c = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateContext(&c, dev), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, c != NULL, "aclrtCreateContext returned 0 and a NULL context");
    return c;
}

aclrtStream chain_create_stream(aclcts_t *t, const char *rule)
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

aclrtEvent chain_create_event(aclcts_t *t, const char *rule)
{
    aclrtEvent e = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, e != NULL, "aclrtCreateEvent returned 0 and a NULL event");
    return e;
}

aclrtStream chain_create_stream_with(aclcts_t *t, const char *rule, uint32_t priority, uint32_t flag)
{
    aclrtStream s = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateStreamWithConfig(&s, priority, flag), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, s != NULL, "aclrtCreateStreamWithConfig returned 0 and a NULL stream");
    return s;
}

aclrtEvent chain_create_event_with(aclcts_t *t, const char *rule, uint32_t flag)
{
    aclrtEvent e = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCreateEventWithFlag(&e, flag), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, e != NULL, "aclrtCreateEventWithFlag returned 0 and a NULL event");
    return e;
}

aclrtStream chain_default_stream(aclcts_t *t, const char *rule)
{
    aclrtStream s = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtCtxGetCurrentDefaultStream(&s), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, s != NULL, "aclrtCtxGetCurrentDefaultStream returned 0 and a NULL stream");
    return s;
}

void chain_enter(aclcts_t *t, const char *rule, chain_ctx c)
{
    char dev[16];
    switch (c.how) {
    case CHAIN_CREATED:
        (void)chain_create_context(t, rule, c.dev);
        break;
    case CHAIN_PRIMARY:
        chain_set_device(t, rule, c.dev);
        break;
    case CHAIN_DEFAULT_DEVICE:
        snprintf(dev, sizeof dev, "%d", (int)c.dev);
        chain_init_default_device(t, rule, dev);
        break;
    }
}

/* ---- the thread's current context and device ---- */

aclrtContext chain_current_context(aclcts_t *t)
{
    aclrtContext c = NULL;
    if (t->acl->aclrtGetCurrentContext(&c) != ACL_SUCCESS) return NULL;
    return c;
}

int32_t chain_current_device(aclcts_t *t)
{
    int32_t d = -1;
    if (t->acl->aclrtGetDevice(&d) != ACL_SUCCESS) return -1;
    return d;
}

void chain_expect_current_(aclcts_t *t, const char *rule, aclrtContext c, int32_t dev)
{
    aclrtContext cur = NULL;
    int32_t d = -1;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtGetCurrentContext(&cur), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, cur == c, "current context %p, expected %p", cur, c);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtGetDevice(&d), ACL_SUCCESS);
    aclcts_check_int(t, rule, __FILE__, __LINE__, "aclrtGetDevice's deviceId", d, dev, 0);
}

/* ---- device scripts ---- */

static void run_step(aclcts_t *t, const char *rule, unsigned i, chain_step s)
{
    static const char *const names[] = {
        [CHAIN_STEP_SET] = "aclrtSetDevice",
        [CHAIN_STEP_RESET] = "aclrtResetDevice",
        [CHAIN_STEP_FORCE_RESET] = "aclrtResetDeviceForce",
        [CHAIN_STEP_INIT] = "aclInit",
        [CHAIN_STEP_DEFAULT] = "aclInit",
        [CHAIN_STEP_FINALIZE] = "aclFinalize",
        [CHAIN_STEP_ON] = "aclrtGetDevice",
        [CHAIN_STEP_NO_DEVICE] = "aclrtGetDevice",
    };
    const char *r = s.rule ? s.rule : rule;
    char text[96];
    snprintf(text, sizeof text, "step %u: %s(%d)", i + 1, names[s.op], (int)s.dev);
    int32_t dev = 0x5a5a;
    char id[16];
    switch (s.op) {
    case CHAIN_STEP_END:
        return;
    case CHAIN_STEP_SET:
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtSetDevice(s.dev), s.code, 0);
        return;
    case CHAIN_STEP_RESET:
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtResetDevice(s.dev), s.code, 0);
        return;
    case CHAIN_STEP_FORCE_RESET:
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtResetDeviceForce(s.dev), s.code, 0);
        return;
    case CHAIN_STEP_INIT:
        snprintf(text, sizeof text, "step %u: aclInit(NULL)", i + 1);
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclInit(NULL), s.code, 1);
        return;
    case CHAIN_STEP_DEFAULT:
        snprintf(id, sizeof id, "%d", (int)s.dev);
        chain_init_default_device_(t, r, id);
        return;
    case CHAIN_STEP_FINALIZE:
        snprintf(text, sizeof text, "step %u: aclFinalize()", i + 1);
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclFinalize(), s.code, 1);
        return;
    case CHAIN_STEP_ON:
    case CHAIN_STEP_NO_DEVICE:
        snprintf(text, sizeof text, "step %u: aclrtGetDevice(&deviceId)", i + 1);
        aclcts_check_code(t, r, __FILE__, __LINE__, text, t->acl->aclrtGetDevice(&dev), s.code, 0);
        snprintf(text, sizeof text, "step %u: deviceId", i + 1);
        aclcts_check_int(t, r, __FILE__, __LINE__, text, dev, s.op == CHAIN_STEP_ON ? s.dev : 0x5a5a, 0);
        return;
    }
}

void chain_run_(aclcts_t *t, const char *rule, chain_script s)
{
    for (unsigned i = 0; i < CHAIN_MAX_STEPS && s.steps[i].op != CHAIN_STEP_END; i++) run_step(t, rule, i, s.steps[i]);
}

/* ---- the southbound lines ---- */

/* What rtGetAiCoreCount of the runtime beneath answers (0 without one). */
static int platform_info_beneath(aclcts_t *t)
{
    if (aclcts_lower_of(t, "rtGetAiCoreCount") == NULL) return 0;
    int (*count)(uint32_t *) = (int (*)(uint32_t *))aclcts_lower_symbol(t, "rtGetAiCoreCount");
    uint32_t n = 0;
    return count(&n);
}

void chain_need_platform_info(aclcts_t *t)
{
    int ret = platform_info_beneath(t);
    if (ret != 0)
        SKIP(t,
             "the runtime beneath answers rtGetAiCoreCount with %d: it has no platform specification of its SoC "
             "(PlatformManagerV2::GetSocSpec)",
             ret);
}

void chain_expect_trace_(aclcts_t *t, const char *rule, size_t from, const char *first, const char *whole)
{
    if (platform_info_beneath(t) == 0) {
        CHECK_TRACE_FOR(t, rule, from, whole);
        return;
    }
    const aclcts_sb_call *c = t->spy != NULL ? t->spy->call_at(from) : NULL;
    char line[512];
    snprintf(line, sizeof line, "%s(%s)=%d\n", c ? c->fn : "", c ? c->args : "", c ? c->ret : 0);
    CHECK_STR_FOR(t, rule, c ? line : NULL, first);
}

void chain_expect_set_device_(aclcts_t *t, const char *rule, int32_t dev, aclError code, const char *trace)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtSetDevice(dev), code);
    if (strstr(trace, "rtGetAiCoreCount") == NULL) {
        CHECK_TRACE_FOR(t, rule, m, trace);
        return;
    }
    char first[64];
    snprintf(first, sizeof first, "rtSetDevice(%d)=0\n", (int)dev);
    chain_expect_trace(t, rule, m, first, trace);
}
