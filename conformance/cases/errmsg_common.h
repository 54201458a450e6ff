/* Shared by the aclGetRecentErrMsg cases: the three answers a real runtime
 * gives rtGetDevMsg, and the host texts of two failing aclInit calls.
 *
 * The runtime (the spy's model or, with --lower, a real one) calls back with ""
 * on the default SoC (STARS: src/runtime/api/impl/api_impl_standard_soc.cc
 * GetDevErrMsg). A decoded device message comes only from a non-STARS SoC,
 * and only as the runtime's report "\nDEVICE[<id>] PID[<pid>]:<text>"
 * (src/runtime/core/src/device/device_msg_handler.cc HandleMsgInHostBuf);
 * those SoCs have no fault events. The runtime fails without calling back
 * when the thread has no current context (107002) or the device status is
 * abnormal (107022, after a device fault; fault events stay readable). */
#ifndef ACLCTS_ERRMSG_COMMON_H_
#define ACLCTS_ERRMSG_COMMON_H_

#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#include "fin_common.h"

/* The config of process mode (ERRMSG008). */
#define PROCESS_MODE_JSON "{\"err_msg_mode\":\"1\"}"

/* config/cloud: not a STARS platform, so rtGetDevMsg hands over its report. */
#define ERRMSG_DECODING_SOC "Ascend910"
#define ERRMSG_DEVICE_TASK_ABORT 107022 /* ACL_ERROR_RT_DEVICE_TASK_ABORT */
#define ERRMSG_FAULT_1A "Fault diagnosis analysis: [0x1a]name;"

/* A fresh process has no current context on any thread, and without one the
 * runtime answers rtGetDevMsg with 107002 and calls nothing back
 * (src/runtime/api/impl/api_impl_standard_soc.cc GetDevErrMsg: CurrentContext,
 * RT_ERROR_CONTEXT_NULL). A case about what a device reports first makes a
 * context current on device 0 through the runtime itself, as aclrtSetDevice(0)
 * does: rtSetDevice(0), answered by the spy's model or by the runtime beneath
 * (--lower). errmsg_runtime_without_context undoes it with rtDeviceReset(0),
 * which drops the primary context and with it the thread's current context. */
static __thread int errmsg_context_set; /* errmsg_with_context ran on this thread (one case per process) */

static inline void errmsg_with_context(aclcts_t *t)
{
    int (*set_device)(int32_t) = (int (*)(int32_t))aclcts_spy_symbol(t, "rtSetDevice");
    CHECK_CODE_FATAL_FOR(t, "harness", set_device(0), ACL_SUCCESS);
    errmsg_context_set = 1;
}

/* The cases that call this expect the answers of a healthy device of the
 * default SoC: no fault event and an empty rtGetDevMsg callback (STARS). A
 * runtime beneath (--lower) of another SoC answers otherwise (a non-STARS one
 * sends the device a task and decodes its report, or refuses with 207000 when
 * the device's TS is too old: api_impl_standard_soc.cc GetDevErrMsg,
 * IsDevSupportGetDevMsg), so the case is skipped naming both SoCs
 * (aclcts_default_soc). A runtime beneath whose driver reports fault events on
 * a healthy device (a stand-in) cannot give those answers either: the case is
 * skipped naming the events. */
static inline void errmsg_no_fault_events_beneath(aclcts_t *t)
{
    aclcts_default_soc(t);
    if (aclcts_lower_of(t, "rtGetFaultEvent") == NULL)
        return;
    int (*get)(int32_t, void *, void *, uint32_t, uint32_t *) =
        (int (*)(int32_t, void *, void *, uint32_t, uint32_t *))aclcts_lower_symbol(t, "rtGetFaultEvent");
    /* rtDmsEventFilter and one rtDmsFaultEvent (pkg_inc/runtime/runtime/event.h),
     * with room to spare: only the count is read. */
    static uint64_t filter[64], event[4096];
    uint32_t n = 0;
    if (get(0, filter, event, 1, &n) == 0 && n > 0)
        SKIP(t, "the runtime beneath reports %u fault event(s) on device 0: its driver is not a healthy device's", n);
}

/* The device answers through the runtime's rtGetDevMsg callback with "" (a
 * STARS SoC: the default) and reports no fault event. */
static inline void errmsg_device_says_nothing(aclcts_t *t)
{
    errmsg_with_context(t);
    errmsg_no_fault_events_beneath(t);
    if (aclcts_lower_of(t, "rtGetDevMsg") == NULL)
        fin_spy(t)->set_dev_msg("");
}

/* The runtime will hand over a decoded device message `text` on a thread
 * with a current context; returns the report it builds (valid until the next
 * call). Only the spy's model can be given a message to hand over. */
static inline const char *errmsg_plant_device_message(aclcts_t *t, const char *text)
{
    static char report[512];
    aclcts_model_only(t, "rtGetDevMsg", "a device message cannot be planted in it");
    aclcts_use_soc(t, ERRMSG_DECODING_SOC);
    fin_spy(t)->set_dev_msg(text);
    snprintf(report, sizeof report, "\nDEVICE[0] PID[%d]:%s", (int)getpid(), text);
    return report;
}

/* As errmsg_plant_device_message, on this thread, which gets a context. */
static inline const char *errmsg_device_report(aclcts_t *t, const char *text)
{
    const char *report = errmsg_plant_device_message(t, text);
    errmsg_with_context(t);
    return report;
}

/* The device reports fault event `id` named `name` (rtGetFaultEvent); only
 * the spy's model can be given one. */
static inline void errmsg_fault_event(aclcts_t *t, uint32_t id, const char *name)
{
    aclcts_model_only(t, "rtGetFaultEvent", "a fault event cannot be planted in it");
    if (!errmsg_context_set)
        errmsg_with_context(t);
    fin_spy(t)->add_fault_event(id, name);
}

/* Runs fn(arg) on a new thread and waits for it; skips the case when no
 * thread starts. */
static inline void errmsg_on_thread(aclcts_t *t, void *(*fn)(void *), void *arg)
{
    pthread_t th;
    if (pthread_create(&th, NULL, fn, arg) != 0)
        SKIP(t, "cannot start a thread");
    pthread_join(th, NULL);
}

/* What aclGetRecentErrMsg answered on another thread. */
typedef struct errmsg_read {
    const aclcts_acl *acl;
    int null;        /* it answered NULL */
    char text[2048]; /* else its text */
} errmsg_read;

static inline void *errmsg_read_main(void *p)
{
    errmsg_read *r = p;
    const char *msg = r->acl->aclGetRecentErrMsg();
    r->null = msg == NULL;
    snprintf(r->text, sizeof r->text, "%s", msg ? msg : "");
    return NULL;
}

/* Reads (and so clears) the recent messages on another thread. */
static inline void errmsg_read_elsewhere(aclcts_t *t, errmsg_read *r)
{
    r->acl = t->acl;
    errmsg_on_thread(t, errmsg_read_main, r);
}

/* The runtime fails without calling back: this thread has no current
 * context (and no default device is set), so there is no device either. */
static inline void errmsg_runtime_without_context(aclcts_t *t)
{
    if (!errmsg_context_set)
        return; /* a fresh process has none */
    int (*reset_device)(int32_t) = (int (*)(int32_t))aclcts_spy_symbol(t, "rtDeviceReset");
    CHECK_CODE_FATAL_FOR(t, "harness", reset_device(0), ACL_SUCCESS);
    errmsg_context_set = 0;
}

/* The runtime fails without calling back: the device status is abnormal
 * after a device fault; the device and its fault events stay readable. */
static inline void errmsg_device_abnormal(aclcts_t *t)
{
    aclcts_model_only(t, "rtGetDevMsg", "its device status cannot be made abnormal");
    void (*fn)(int32_t) = ACLCTS_SPY(t, rt_set_device_status);
    fn(ERRMSG_DEVICE_TASK_ABORT);
}

/* aclInit of a missing file (EH0003), then the read; the read's answer is
 * copied into `host` (cap bytes), "" for NULL. Returns the answer. */
static inline const char *errmsg_fail_and_read(aclcts_t *t, const char *rule, const char *name, char *host,
                                               size_t cap)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(aclcts_path(t, name)), ACL_ERROR_INVALID_FILE);
    const char *msg = t->acl->aclGetRecentErrMsg();
    snprintf(host, cap, "%s", msg ? msg : "");
    return msg;
}

/* msg is "<host naming `name`>\n<tail>" with a non-empty host part. */
#define errmsg_expect_host_before(t, ...) ACLCTS_HELPER(errmsg_expect_host_before_, t, __VA_ARGS__)
static inline void errmsg_expect_host_before_(aclcts_t *t, const char *rule, const char *msg, const char *name,
                                             const char *tail)
{
    char want[8192];
    snprintf(want, sizeof want, "\n%s", tail);
    CHECK_TRUE_FOR(t, rule, fin_ends_with(msg, want) && strlen(msg) > strlen(want), "got \"%s\", want \"<host>%s\"",
               msg ? msg : "(null)", want);
    const char *named = msg ? strstr(msg, name) : NULL;
    CHECK_TRUE_FOR(t, rule, named && named < msg + strlen(msg) - strlen(want), "host part does not name %s: %s", name,
               msg ? msg : "(null)");
}

/* "a" + "\n" + "b" into buf. */
static inline const char *errmsg_join(char *buf, size_t cap, const char *a, const char *b)
{
    snprintf(buf, cap, "%s\n%s", a, b);
    return buf;
}

#endif /* ACLCTS_ERRMSG_COMMON_H_ */
