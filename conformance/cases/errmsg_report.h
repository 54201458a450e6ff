/* The host error report a failure leaves for aclGetRecentErrMsg, checked in a
 * way every build can meet (ERRMSG016..ERRMSG029).
 *
 * The product reports through its error manager: an input error is a report id
 * (EH0003, EH0004, EH0009, ...) with its parameters, filled into the template
 * of its error_code.json ("File %s is invalid. Reason: %s."); an inner error
 * (ACL_LOG_INNER_ERROR / ACL_LOG_CALL_ERROR, src/acl/common/log_inner.h) is
 * EH9999 with the values of its printf format, the first one in front and the
 * later ones as "TraceBack" lines. The wording around the values stays the
 * build's own (ERRMSG004, IMPL); what a conforming build must give is the id
 * and each value, verbatim and in the product's order. */
#ifndef ACLCTS_ERRMSG_REPORT_H_
#define ACLCTS_ERRMSG_REPORT_H_

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "fin_common.h"

#define EH_REPORT_PATH "EH0003"     /* INVALID_PATH_MSG: path, reason */
#define EH_REPORT_FILE "EH0004"     /* INVALID_FILE_MSG: path, reason */
#define EH_REPORT_PARAM "EH0009"    /* INVALID_PARAM_REASON_MSG: func, value, param, reason */
#define EH_REPORT_INTERNAL "EH9999" /* an inner or call error: the values of its format */

/* The first place at or after `from` where `param` stands as a whole: a
 * parameter that begins (ends) with a letter or digit is not preceded
 * (followed) by one, so that "-1" is not found inside a timestamp
 * "2026-12-05" nor "5" inside "500000". NULL when there is none. */
static inline const char *errmsg_find_param(const char *from, const char *param)
{
    size_t len = strlen(param);
    if (len == 0)
        return from;
    for (const char *at = strstr(from, param); at != NULL; at = strstr(at + 1, param)) {
        int left_ok = !isalnum((unsigned char)param[0]) || !isalnum((unsigned char)at[-1]); /* from is past the id */
        int right_ok = !isalnum((unsigned char)param[len - 1]) || !isalnum((unsigned char)at[len]);
        if (left_ok && right_ok)
            return at;
    }
    return NULL;
}

/* msg holds `id`, then each of the NULL-terminated parameters after it, each
 * one after the end of the one before and each standing whole
 * (errmsg_find_param). */
#define errmsg_expect_report(t, rule, msg, ...) ACLCTS_HELPER(errmsg_expect_report_, t, rule, msg, __VA_ARGS__, NULL)
static inline void errmsg_expect_report_(aclcts_t *t, const char *rule, const char *msg, const char *id, ...)
{
    const char *at = msg ? strstr(msg, id) : NULL;
    CHECK_TRUE_FOR(t, rule, at != NULL, "no report %s in \"%s\"", id, msg ? msg : "(null)");
    if (at == NULL)
        return;
    const char *before = id;
    at += strlen(id);
    va_list ap;
    va_start(ap, id);
    for (const char *param = va_arg(ap, const char *); param != NULL; param = va_arg(ap, const char *)) {
        const char *found = errmsg_find_param(at, param);
        CHECK_TRUE_FOR(t, rule, found != NULL, "report %s: no \"%s\" after \"%s\" in \"%s\"", id, param, before,
                       msg);
        if (found == NULL)
            break;
        at = found + strlen(param);
        before = param;
    }
    va_end(ap);
}

/* The answer of aclGetRecentErrMsg right after the failure holds the report. */
#define errmsg_expect_recent_report(t, rule, ...)                                               \
    do {                                                                                        \
        const char *recent_ = (t)->acl->aclGetRecentErrMsg();                                   \
        errmsg_expect_report((t), (rule), recent_, __VA_ARGS__);                                \
    } while (0)

/* The value of a code as the product's "%d" prints it. */
static inline const char *errmsg_code_text(char *buf, size_t cap, long long code)
{
    snprintf(buf, cap, "%lld", code);
    return buf;
}

#endif /* ACLCTS_ERRMSG_REPORT_H_ */
