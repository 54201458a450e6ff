/* Shared by the aclGetRecentErrMsg cases: the three answers a real runtime
 * gives rtGetDevMsg, and the host texts of two failing aclInit calls.
 *
 * The spy's default runtime (southbound/README.md) calls back with ""
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

/* The runtime hands over a decoded device message `text`; returns the
 * report it builds (valid until the next call). */
static inline const char *errmsg_device_report(aclcts_t *t, const char *text)
{
    static char report[512];
    fin_spy(t)->set_soc(ERRMSG_DECODING_SOC);
    fin_spy(t)->set_dev_msg(text);
    snprintf(report, sizeof report, "\nDEVICE[0] PID[%d]:%s", (int)getpid(), text);
    return report;
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

/* The calling thread's current context: a device, or -1 for none. */
static inline void errmsg_set_context(aclcts_t *t, int32_t device)
{
    void (*fn)(int32_t) = (void (*)(int32_t))aclcts_spy_symbol(t, "aclcts_sb_rt_set_current_context");
    fn(device);
}

/* The runtime fails without calling back: this thread has no current
 * context (and no default device is set), so there is no device either. */
static inline void errmsg_runtime_without_context(aclcts_t *t)
{
    errmsg_set_context(t, -1);
}

/* The runtime fails without calling back: the device status is abnormal
 * after a device fault; the device and its fault events stay readable. */
static inline void errmsg_device_abnormal(aclcts_t *t)
{
    void (*fn)(int32_t) = (void (*)(int32_t))aclcts_spy_symbol(t, "aclcts_sb_rt_set_device_status");
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
