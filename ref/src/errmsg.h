/* The error-message store and the error macros.
 *
 * Every failing rule goes through REQUIRE, which records the report id, the
 * rule id, the reason and __FILE__:__LINE__ in the store that
 * aclGetRecentErrMsg reads (ERRMSG002, ERRMSG004), and returns the code.
 * So `grep -rn DEV003 ref/` lands on the line that implements DEV003. */
#ifndef ACLREF_ERRMSG_H_
#define ACLREF_ERRMSG_H_

#include <stdint.h>

/* Report ids the product puts into its error manager (src/acl/common/error_codes_inner.h
 * and the ReportInputError calls of src/acl/aclrt_impl/acl.cpp). */
#define EH_INVALID_PATH "EH0003"  /* realpath, open, stat failures */
#define EH_INVALID_FILE "EH0004"  /* type, size, depth, parse, first-config */
#define EH_INVALID_PARAM "EH0009" /* a config value with a reason */
#define EH_INTERNAL "EH9999"      /* lower layers, callbacks, SoC probe */
#define EH_INVALID_VALUE "EH0007" /* a parameter not equal to what it must be (INVALID_VALUE_MSG) */
#define EH_NULL_POINTER "EH0008"  /* a NULL argument of an aclrt* function (NULL_POINTER_FUNC_MSG), SETDEV012 */
#define EH_INVALID_PARAM_NO_VALUE "EH0012" /* func, param, reason (INVALID_PARAM_NO_VALUE_MSG), ALLOC021 */
#define EH_INVALID_VALUE "EH0007"          /* a value out of an aclrt* function's range (INVALID_VALUE_MSG) */

/* If cond is false: record and return code from the calling function.
 * The variadic part is the report id, then a printf format and its values. */
#define REQUIRE(cond, code, rule, ...)                                           \
    do {                                                                         \
        if (!(cond)) {                                                           \
            return aclref_fail((code), (rule), __FILE__, __LINE__, __VA_ARGS__); \
        }                                                                        \
    } while (0)

/* A NULL pointer parameter: ACL_ERROR_INVALID_PARAM with the null-pointer
 * report "<function>: param <name> must not be null" (the product's
 * ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT, src/acl/common/log_inner.h). */
#define REQUIRE_NOT_NULL(param, rule)                                                                           \
    REQUIRE((param) != NULL, ACL_ERROR_INVALID_PARAM, (rule), EH_NULL_POINTER, "%s: param %s must not be null", \
            __func__, #param)

/* If cond is false: return code from the calling function, recording
 * nothing (a refusal the product returns without a report, CB015). */
#define REQUIRE_QUIET(cond, code, rule) \
    do {                                \
        if (!(cond)) {                  \
            (void)(rule);               \
            return (code);              \
        }                               \
    } while (0)

/* If the runtime call's code rt is not 0: return it unchanged from the
 * calling function, recording nothing (the product's ACL_REQUIRES_RTS_OK and
 * ACL_GET_ERRCODE_RTS, the identity: only the runtime reports its errors). */
#define REQUIRE_RT_OK(rt, rule)      \
    do {                             \
        const int rt_ = (rt);        \
        if (rt_ != ACL_RT_SUCCESS) { \
            (void)(rule);            \
            return rt_;              \
        }                            \
    } while (0)

/* A failure the product reports without failing the call (ERRMSG028):
 * records the report like REQUIRE, returns nothing. */
#define REPORT(rule, ...) aclref_report((rule), __FILE__, __LINE__, __VA_ARGS__)

/* Records a failure and returns code (the body of REQUIRE). */
int aclref_fail(int code, const char *rule, const char *file, int line, const char *report_id, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

void aclref_report(const char *rule, const char *file, int line, const char *report_id, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* The path of the aclInit in progress as the caller gave it ("" for none):
 * the EH0004 reports of the parse and key stages name it (ERRMSG019..021). */
const char *errmsg_config_path(void);

/* ERRMSG002: 0 = one message list per thread, 1 = one list for the process,
 * each message suffixed "[THREAD:tid]". Set at the ErrMgrInit step. */
void errmsg_set_mode(uint32_t mode);

/* Takes the host text of the calling thread (mode 0) or of the process
 * (mode 1) and clears it. Returns a malloc'd string or NULL when empty. */
char *errmsg_take_host_text(void);

#endif /* ACLREF_ERRMSG_H_ */
