/* The aclGetRecentErrMsg cases' set-ups and checks (errmsg.h). */
#include "errmsg.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "text.h"
#include "threads.h"

/* ---- the device ---- */

static __thread int errmsg_context_set; /* errmsg_with_context ran on this thread (one case per process) */

/* The spy, which these set-ups steer (skips without it). */
static const aclcts_spy *spy_of(aclcts_t *t)
{
    aclcts_require_trace(t);
    return t->spy;
}

void errmsg_with_context(aclcts_t *t)
{
    int (*set_device)(int32_t) = (int (*)(int32_t))aclcts_spy_symbol(t, "rtSetDevice");
    CHECK_CODE_FATAL_FOR(t, "harness", set_device(0), ACL_SUCCESS);
    errmsg_context_set = 1;
}

void errmsg_no_fault_events_beneath(aclcts_t *t)
{
    aclcts_default_soc(t);
    if (aclcts_lower_of(t, "rtGetFaultEvent") == NULL) return;
    int (*get)(int32_t, void *, void *, uint32_t, uint32_t *) =
        (int (*)(int32_t, void *, void *, uint32_t, uint32_t *))aclcts_lower_symbol(t, "rtGetFaultEvent");
    /* rtDmsEventFilter and one rtDmsFaultEvent (pkg_inc/runtime/runtime/event.h),
     * with room to spare: only the count is read. */
    static uint64_t filter[64], event[4096];
    uint32_t n = 0;
    if (get(0, filter, event, 1, &n) == 0 && n > 0)
        SKIP(t, "the runtime beneath reports %u fault event(s) on device 0: its driver is not a healthy device's", n);
}

void errmsg_device_says_nothing(aclcts_t *t)
{
    errmsg_with_context(t);
    errmsg_no_fault_events_beneath(t);
    if (aclcts_lower_of(t, "rtGetDevMsg") == NULL) spy_of(t)->set_dev_msg("");
}

const char *errmsg_plant_device_message(aclcts_t *t, const char *text)
{
    static char report[512];
    aclcts_model_only(t, "rtGetDevMsg", "a device message cannot be planted in it");
    aclcts_use_soc(t, ERRMSG_DECODING_SOC);
    spy_of(t)->set_dev_msg(text);
    snprintf(report, sizeof report, "\nDEVICE[0] PID[%d]:%s", (int)getpid(), text);
    return report;
}

const char *errmsg_device_report(aclcts_t *t, const char *text)
{
    const char *report = errmsg_plant_device_message(t, text);
    errmsg_with_context(t);
    return report;
}

void errmsg_fault_event(aclcts_t *t, uint32_t id, const char *name)
{
    aclcts_default_soc(t); /* fault events come from a STARS SoC's runtime: the default SoC's */
    aclcts_model_only(t, "rtGetFaultEvent", "a fault event cannot be planted in it");
    if (!errmsg_context_set) errmsg_with_context(t);
    spy_of(t)->add_fault_event(id, name);
}

void errmsg_runtime_without_context(aclcts_t *t)
{
    if (!errmsg_context_set) return; /* a fresh process has none */
    int (*reset_device)(int32_t) = (int (*)(int32_t))aclcts_spy_symbol(t, "rtDeviceReset");
    CHECK_CODE_FATAL_FOR(t, "harness", reset_device(0), ACL_SUCCESS);
    errmsg_context_set = 0;
}

void errmsg_device_abnormal(aclcts_t *t)
{
    aclcts_model_only(t, "rtGetDevMsg", "its device status cannot be made abnormal");
    void (*fn)(int32_t) = ACLCTS_SPY(t, rt_set_device_status);
    fn(ERRMSG_DEVICE_TASK_ABORT);
}

/* ---- reading ---- */

static void *read_main(void *p)
{
    errmsg_read *r = p;
    const char *msg = r->acl->aclGetRecentErrMsg();
    r->null = msg == NULL;
    snprintf(r->text, sizeof r->text, "%s", msg ? msg : "");
    return NULL;
}

void errmsg_read_elsewhere(aclcts_t *t, errmsg_read *r)
{
    r->acl = t->acl;
    thread_run(t, read_main, r);
}

const char *errmsg_fail_and_read(aclcts_t *t, const char *rule, const char *name, char *host, size_t cap)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(aclcts_path(t, name)), ACL_ERROR_INVALID_FILE);
    const char *msg = t->acl->aclGetRecentErrMsg();
    snprintf(host, cap, "%s", msg ? msg : "");
    return msg;
}

void errmsg_expect_host_before_(aclcts_t *t, const char *rule, const char *msg, const char *name, const char *tail)
{
    char want[8192];
    snprintf(want, sizeof want, "\n%s", tail);
    CHECK_TRUE_FOR(t, rule, text_ends_with(msg, want) && strlen(msg) > strlen(want), "got \"%s\", want \"<host>%s\"",
                   msg ? msg : "(null)", want);
    const char *named = msg ? strstr(msg, name) : NULL;
    CHECK_TRUE_FOR(t, rule, named && named < msg + strlen(msg) - strlen(want), "host part does not name %s: %s", name,
                   msg ? msg : "(null)");
}

/* ---- the host report ---- */

/* The first place at or after `from` where `param` stands as a whole (see
 * errmsg_expect_report); from is past the report's id. NULL when there is
 * none. */
static const char *find_param(const char *from, const char *param)
{
    size_t len = strlen(param);
    if (len == 0) return from;
    for (const char *at = strstr(from, param); at != NULL; at = strstr(at + 1, param)) {
        int left_ok = !isalnum((unsigned char)param[0]) || !isalnum((unsigned char)at[-1]); /* from is past the id */
        int right_ok = !isalnum((unsigned char)param[len - 1]) || !isalnum((unsigned char)at[len]);
        if (left_ok && right_ok) return at;
    }
    return NULL;
}

void errmsg_expect_report_(aclcts_t *t, const char *rule, const char *msg, const char *id, ...)
{
    const char *at = msg ? strstr(msg, id) : NULL;
    CHECK_TRUE_FOR(t, rule, at != NULL, "no report %s in \"%s\"", id, msg ? msg : "(null)");
    if (at == NULL) return;
    const char *before = id;
    at += strlen(id);
    va_list ap;
    va_start(ap, id);
    for (const char *param = va_arg(ap, const char *); param != NULL; param = va_arg(ap, const char *)) {
        const char *found = find_param(at, param);
        CHECK_TRUE_FOR(t, rule, found != NULL, "report %s: no \"%s\" after \"%s\" in \"%s\"", id, param, before, msg);
        if (found == NULL) break;
        at = found + strlen(param);
        before = param;
    }
    va_end(ap);
}
