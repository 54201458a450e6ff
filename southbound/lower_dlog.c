/* The log layer: DlogReportInitialize/Finalize and
 * error_message::ErrMgrInit(ErrorMessageMode) (C++ linkage in the product;
 * defined here in C under its mangled name, see lower_layers.h). */
#include <stdlib.h>

#include "dlog/flush_timeout.h"
#include "sb_internal.h"

static int g_flush_timeout_ms = -1; /* none recorded yet */

int DlogReportInitialize(void)
{
    SB_CALL(DlogReportInitialize, SB_DLOG_REPORT_INITIALIZE, (), SB_NO_STATE, 0)
    sb_call_end(SB_DLOG_REPORT_INITIALIZE, NULL, ret);
    return ret;
}

int DlogReportFinalize(void)
{
    /* The wait itself is not spent: only the decision is recorded. */
    SB_CALL(DlogReportFinalize, SB_DLOG_REPORT_FINALIZE, (), SB_NO_STATE,
            (g_flush_timeout_ms = aclcts_flush_timeout_ms(getenv("ASCEND_LOG_DEVICE_FLUSH_TIMEOUT")), 0))
    sb_call_end(SB_DLOG_REPORT_FINALIZE, NULL, ret);
    return ret;
}

int32_t aclcts_ErrMgrInit(uint32_t mode)
{
    int ret = sb_call_begin(SB_ERR_MGR_INIT);
    sb_text t = {0};
    sb_text_addf(&t, "%u", (unsigned)mode);
    sb_call_end(SB_ERR_MGR_INIT, &t, ret);
    return ret;
}

int aclcts_sb_flush_timeout_ms(void)
{
    sb_lock();
    int v = g_flush_timeout_ms;
    sb_unlock();
    return v;
}
