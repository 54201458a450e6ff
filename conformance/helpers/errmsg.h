/* The aclGetRecentErrMsg cases' set-ups and checks: what the device reports
 * through the runtime, reading on another thread, and the host error report a
 * failure leaves.
 *
 * The device. The runtime (the spy's model or, with --lower, a real one)
 * calls back rtGetDevMsg with "" on the default SoC (STARS:
 * src/runtime/api/impl/api_impl_standard_soc.cc GetDevErrMsg). A decoded
 * device message comes only from a non-STARS SoC, and only as the runtime's
 * report "\nDEVICE[<id>] PID[<pid>]:<text>"
 * (src/runtime/core/src/device/device_msg_handler.cc HandleMsgInHostBuf);
 * those SoCs have no fault events. The runtime fails without calling back
 * when the thread has no current context (107002) or the device status is
 * abnormal (107022, after a device fault; fault events stay readable).
 *
 * The host report (ERRMSG016..ERRMSG029). The product reports through its
 * error manager: an input error is a report id (EH0003, EH0004, EH0009, ...)
 * with its parameters, filled into the template of its error_code.json ("File
 * %s is invalid. Reason: %s."); an inner error (ACL_LOG_INNER_ERROR /
 * ACL_LOG_CALL_ERROR, src/acl/common/log_inner.h) is EH9999 with the values
 * of its printf format, the first one in front and the later ones as
 * "TraceBack" lines. The wording around the values stays the build's own
 * (ERRMSG004, IMPL); what a conforming build must give is the id and each
 * value, verbatim and in the product's order. */
#ifndef ACLCTS_HELPERS_ERRMSG_H_
#define ACLCTS_HELPERS_ERRMSG_H_

#include <stddef.h>
#include <stdint.h>

#include "aclcts/case.h"

/* The config of process mode (ERRMSG008). */
#define ERRMSG_PROCESS_MODE_JSON "{\"err_msg_mode\":\"1\"}"

/* config/cloud: not a STARS platform, so rtGetDevMsg hands over its report. */
#define ERRMSG_DECODING_SOC "Ascend910A"
#define ERRMSG_DEVICE_TASK_ABORT 107022 /* ACL_ERROR_RT_DEVICE_TASK_ABORT */
#define ERRMSG_FAULT_1A "Fault diagnosis analysis: [0x1a]name;"

/* ---- the device ---- */
/* A fresh process has no current context on any thread, and without one the
 * runtime answers rtGetDevMsg with 107002 and calls nothing back
 * (src/runtime/api/impl/api_impl_standard_soc.cc GetDevErrMsg: CurrentContext,
 * RT_ERROR_CONTEXT_NULL). A case about what a device reports first makes a
 * context current on device 0 through the runtime itself, as aclrtSetDevice(0)
 * does: rtSetDevice(0), answered by the spy's model or by the runtime beneath
 * (--lower). errmsg_runtime_without_context undoes it with rtDeviceReset(0),
 * which drops the primary context and with it the thread's current context. */
void errmsg_with_context(aclcts_t *t);

/* The cases that call this expect the answers of a healthy device of the
 * default SoC: no fault event and an empty rtGetDevMsg callback (STARS). A
 * runtime beneath (--lower) of another SoC answers otherwise (a non-STARS one
 * sends the device a task and decodes its report, or refuses with 207000 when
 * the device's TS is too old: api_impl_standard_soc.cc GetDevErrMsg,
 * IsDevSupportGetDevMsg), so the case is skipped naming both SoCs
 * (aclcts_default_soc). A runtime beneath whose driver reports fault events on
 * a healthy device (a stand-in) cannot give those answers either: the case is
 * skipped naming the events. */
void errmsg_no_fault_events_beneath(aclcts_t *t);

/* The device answers through the runtime's rtGetDevMsg callback with "" (a
 * STARS SoC: the default) and reports no fault event. */
void errmsg_device_says_nothing(aclcts_t *t);

/* The runtime will hand over a decoded device message `text` on a thread
 * with a current context; returns the report it builds (valid until the next
 * call). Only the spy's model can be given a message to hand over. */
const char *errmsg_plant_device_message(aclcts_t *t, const char *text);

/* As errmsg_plant_device_message, on this thread, which gets a context. */
const char *errmsg_device_report(aclcts_t *t, const char *text);

/* The device reports fault event `id` named `name` (rtGetFaultEvent); only
 * the spy's model can be given one, and only a STARS SoC's runtime reads
 * fault events, so the case runs on the default SoC (aclcts_default_soc). */
void errmsg_fault_event(aclcts_t *t, uint32_t id, const char *name);

/* The runtime fails without calling back: this thread has no current
 * context (and no default device is set), so there is no device either. */
void errmsg_runtime_without_context(aclcts_t *t);

/* The runtime fails without calling back: the device status is abnormal
 * after a device fault; the device and its fault events stay readable. */
void errmsg_device_abnormal(aclcts_t *t);

/* ---- reading ---- */
/* What aclGetRecentErrMsg answered on another thread. */
typedef struct errmsg_read {
    const aclcts_acl *acl;
    int null;        /* it answered NULL */
    char text[2048]; /* else its text */
} errmsg_read;

/* Reads (and so clears) the recent messages on another thread. */
void errmsg_read_elsewhere(aclcts_t *t, errmsg_read *r);

/* aclInit of a missing file (EH0003), then the read; the read's answer is
 * copied into `host` (cap bytes), "" for NULL. Returns the answer. */
const char *errmsg_fail_and_read(aclcts_t *t, const char *rule, const char *name, char *host, size_t cap);

/* msg is "<host naming `name`>\n<tail>" with a non-empty host part. */
#define errmsg_expect_host_before(t, ...) ACLCTS_HELPER(errmsg_expect_host_before_, t, __VA_ARGS__)
void errmsg_expect_host_before_(aclcts_t *t, const char *rule, const char *msg, const char *name, const char *tail);

/* ---- the host report ---- */
#define ERRMSG_REPORT_PATH "EH0003"     /* INVALID_PATH_MSG: path, reason */
#define ERRMSG_REPORT_FILE "EH0004"     /* INVALID_FILE_MSG: path, reason */
#define ERRMSG_REPORT_PARAM "EH0009"    /* INVALID_PARAM_REASON_MSG: func, value, param, reason */
#define ERRMSG_REPORT_INTERNAL "EH9999" /* an inner or call error: the values of its format */

/* msg holds `id`, then each of the NULL-terminated parameters after it, each
 * one after the end of the one before and each standing whole: a parameter
 * that begins (ends) with a letter or digit is not preceded (followed) by
 * one, so that "-1" is not found inside a timestamp "2026-12-05" nor "5"
 * inside "500000". */
#define errmsg_expect_report(t, rule, msg, ...) ACLCTS_HELPER(errmsg_expect_report_, t, rule, msg, __VA_ARGS__, NULL)
void errmsg_expect_report_(aclcts_t *t, const char *rule, const char *msg, const char *id, ...);

/* The answer of aclGetRecentErrMsg right after the failure holds the report. */
#define errmsg_expect_recent_report(t, rule, ...)                \
    do {                                                         \
        const char *recent_ = (t)->acl->aclGetRecentErrMsg();    \
        errmsg_expect_report((t), (rule), recent_, __VA_ARGS__); \
    } while (0)

#endif /* ACLCTS_HELPERS_ERRMSG_H_ */
