/* The codes each lower-layer function can return in the product's lower
 * layers, so a case injects only an answer a real layer gives
 * (aclcts_sb_code_producible; the table and sources are in README.md). The
 * spy itself still injects any code it is told: fuzzers use that. */
#include <string.h>

#include "sb_internal.h"

#define RT_CODES_MIN 107000 /* ACL_ERROR_RT_* (include/external/acl/error_codes/rt_error_codes.h) */
#define RT_CODES_MAX 507999
#define MSPROF_PLUGIN_ERROR (-1)     /* ProfAvpPlugin without the profiling library */
#define MSPROF_ERROR_LAST 6          /* MsprofErrorCode MSPROF_ERROR_UNINITIALIZE (pkg_inc/profiling/aprof_pub.h) */
#define LAYER_FAILED (-1)            /* IDE_DAEMON_ERROR, ADUMP_FAILED, the log and error-manager layers' -1 */
#define ADUMP_INPUT_FAILED_CODE (-2) /* ADUMP_INPUT_FAILED (pkg_inc/dump/adump_pub.h) */

/* Every rt* C entry point returns through ERROR_RETURN_WITH_EXT_ERRCODE:
 * 0 or an external ACL_ERROR_RT_* code (1xxxxx parameter, 2xxxxx feature,
 * 5xxxxx internal, driver and AICPU errors). The C layer's rtInit too
 * (src/runtime_compact/feature/src/api.c: ErrorConvert of the driver's code). */
static int rt_code(int code)
{
    int family = code / 1000;
    return code >= RT_CODES_MIN && code <= RT_CODES_MAX && (family == 107 || family == 207 || family == 507);
}

static int code_producible(enum sb_sym s, int code)
{
    if (code == 0) {
        return 1;
    }
    switch (s) {
    case SB_MSPROF_INIT:
    case SB_MSPROF_REGISTER_CALLBACK:
    case SB_MSPROF_FINALIZE:
        return code == MSPROF_PLUGIN_ERROR || (code >= 1 && code <= MSPROF_ERROR_LAST);
    case SB_ADX_DATA_DUMP_SERVER_INIT:
    case SB_ADX_DATA_DUMP_SERVER_UNINIT:
    case SB_DLOG_REPORT_INITIALIZE:
    case SB_DLOG_REPORT_FINALIZE:
    case SB_ERR_MGR_INIT:
        return code == LAYER_FAILED;
    case SB_ADUMP_SET_DUMP_CONFIG:
        return code == LAYER_FAILED || code == ADUMP_INPUT_FAILED_CODE;
    case SB_RT_DEINIT:     /* returns void: a fault only marks the trace */
    case SB_GE_INITIALIZE: /* the GE executor's Status (uint32); its source is not */
    case SB_GE_FINALIZE:   /* in the product repository, so any non-zero value */
    case SB_GE_DBG_INIT:
    case SB_GE_DBG_DEINIT:
        return 1;
    default:
        return rt_code(code);
    }
}

int aclcts_sb_code_producible(const char *symbol, int code)
{
    int s = symbol != NULL ? sb_sym_lookup(symbol, strlen(symbol)) : -1;
    return s < 0 ? -1 : code_producible((enum sb_sym)s, code);
}
