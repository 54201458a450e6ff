/* Shared by the device, context, stream and event families (SETDEV, CTX,
 * STREAM, RTEVENT) and their THR cases: the skip for targets without the
 * chain, the southbound trace lines the product's ACL layer makes
 * (src/acl/aclrt_impl/device.cpp, context.cpp, stream.cpp, event.cpp), and a
 * helper that runs a step on a thread of its own.
 *
 * Trace lines are "fn(args)=ret\n"; pointers print as ptr or NULL. */
#ifndef ACLCTS_RT_CHAIN_COMMON_H_
#define ACLCTS_RT_CHAIN_COMMON_H_

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"

/* Skips when the target exports none of the chain (aclcts_need_rt_chain). */
#define CHAIN_NEED(t) aclcts_need_rt_chain(t)

/* CALL refuses its NULL argument with ACL_ERROR_INVALID_PARAM before any
 * call of the runtime function SYM (counted only with the spy's trace). A
 * step of the case, checked against the case's rule. */
#define CHAIN_EXPECT_NULL_REFUSED(t, CALL, SYM)                 \
    do {                                                     \
        size_t m_ = aclcts_mark(t);                          \
        CHECK_CODE_TEXT(t, #CALL, CALL, ACL_ERROR_INVALID_PARAM); \
        if ((t)->trace)                                      \
            CHECK_INT(t, aclcts_calls(t, SYM, m_), 0);       \
    } while (0)

/* One trace line with code 0. */
#define CHAIN_OK(call) call "=0\n"

/* The platform-info update that follows a successful rtSetDevice or
 * rtCtxCreateEx, once per device id and process
 * (acl_rt_impl_base.cpp UpdatePlatformInfoWithDevice): module 7 vector
 * core and module 4 aicore with INFO_TYPE_CORE_NUM 3 and INFO_TYPE_CUBE_NUM
 * 0x775A5A5A. Its SoC query (rtGetSocVersion(ptr,128)) comes first when no
 * call has obtained the SoC yet in the process (no aclInit before). */
#define CHAIN_SOC_QUERY "rtGetSocVersion(ptr,128)=0\n"
#define CHAIN_PLATFORM(dev)                        \
    "rtGetAiCoreCount(ptr)=0\n"                 \
    "rtGetDeviceInfo(" #dev ",7,3,ptr)=0\n"     \
    "rtGetDeviceInfo(" #dev ",4,2002410074,ptr)=0\n"

/* A case that expects the platform-info update's lines: with a runtime
 * beneath (--lower) that cannot read its SoC's specification, whose
 * rtGetAiCoreCount fails (ApiImpl::GetAiCoreCount asks
 * PlatformManagerV2::GetSocSpec for "SoCInfo"/"ai_core_cnt" of the SoC's
 * platform configuration, which a runtime built without it lacks), the lines
 * differ, and the update is retried on every set: skipped, naming the answer. */
/* What rtGetAiCoreCount of the runtime beneath answers (0 without one). */
static inline int chain_platform_info_beneath(aclcts_t *t)
{
    if (aclcts_lower_of(t, "rtGetAiCoreCount") == NULL)
        return 0;
    int (*count)(uint32_t *) = (int (*)(uint32_t *))aclcts_lower_symbol(t, "rtGetAiCoreCount");
    uint32_t n = 0;
    return count(&n);
}

static inline void chain_need_platform_info(aclcts_t *t)
{
    int ret = chain_platform_info_beneath(t);
    if (ret != 0)
        SKIP(t, "the runtime beneath answers rtGetAiCoreCount with %d: it has no platform specification of its SoC "
                "(PlatformManagerV2::GetSocSpec)", ret);
}

/* The trace from `from` is `whole`, which starts with the line `first`. Over
 * a runtime beneath without its platform specification the update after
 * `first` fails and is retried on every call: only `first` is checked there
 * (the call's own line, which is what the case's main rule is about). */
#define chain_expect_trace(t, ...) ACLCTS_HELPER(chain_expect_trace_, t, __VA_ARGS__)
static inline void chain_expect_trace_(aclcts_t *t, const char *rule, size_t from, const char *first,
                                       const char *whole)
{
    if (chain_platform_info_beneath(t) == 0) {
        CHECK_TRACE_FOR(t, rule, from, whole);
        return;
    }
    const aclcts_sb_call *c = t->spy != NULL ? t->spy->call_at(from) : NULL;
    char line[512];
    snprintf(line, sizeof line, "%s(%s)=%d\n", c ? c->fn : "", c ? c->args : "", c ? c->ret : 0);
    CHECK_STR_FOR(t, rule, c ? line : NULL, first);
}

/* A fresh process's first aclrtSetDevice(dev) of a device without aclInit. */
#define CHAIN_FIRST_SET(dev) "rtSetDevice(" #dev ")=0\n" CHAIN_SOC_QUERY CHAIN_PLATFORM(dev)

/* aclrtSetDevice(dev) returns `code`, and the southbound calls it makes are
 * exactly `trace` (the case is skipped without the spy's trace). */
#define chain_expect_set_device(t, ...) ACLCTS_HELPER(chain_expect_set_device_, t, __VA_ARGS__)
static inline void chain_expect_set_device_(aclcts_t *t, const char *rule, int32_t dev, aclError code, const char *trace)
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

/* Runs fn(arg) on a new thread and waits for it; the thread's checks count
 * like the case's own. A thread that cannot start fails the case. Inside fn
 * use only the non-fatal checks (CHECK_CODE, CHECK_TRUE ...): SKIP and the
 * *_FATAL forms jump to the case's own stack. */
typedef void (*chain_thread_fn)(aclcts_t *t, void *arg);
typedef struct chain_thread_job {
    aclcts_t *t;
    chain_thread_fn fn;
    void *arg;
} chain_thread_job;

static inline void *chain_thread_main(void *p)
{
    chain_thread_job *j = p;
    j->fn(j->t, j->arg);
    return NULL;
}

static inline void chain_in_thread(aclcts_t *t, chain_thread_fn fn, void *arg)
{
    chain_thread_job j = {t, fn, arg};
    pthread_t th;
    int rc = pthread_create(&th, NULL, chain_thread_main, &j);
    CHECK_TRUE_FOR(t, "harness", rc == 0, "pthread_create failed: %d", rc);
    if (rc == 0)
        pthread_join(th, NULL);
}

#endif /* ACLCTS_RT_CHAIN_COMMON_H_ */
