/* The log layer: DlogReportInitialize/Finalize and
 * error_message::ErrMgrInit(ErrorMessageMode) (C++ linkage in the product;
 * defined here in C under its mangled name, see lower_layers.h). */
#include <stdlib.h>

#include "dlog/flush_timeout.h"
#include "sb_internal.h"

static int g_flush_timeout_ms = -1; /* none recorded yet */

int DlogReportInitialize(void)
{
    int ret = sb_call_begin(SB_DLOG_REPORT_INITIALIZE);
    if (ret == 0 && SB_FORWARDS(SB_DLOG_REPORT_INITIALIZE)) {
        ret = SB_FORWARD(DlogReportInitialize, SB_DLOG_REPORT_INITIALIZE);
    }
    sb_call_end(SB_DLOG_REPORT_INITIALIZE, NULL, ret);
    return ret;
}

int DlogReportFinalize(void)
{
    int ret = sb_call_begin(SB_DLOG_REPORT_FINALIZE);
    if (ret == 0 && SB_FORWARDS(SB_DLOG_REPORT_FINALIZE)) {
        ret = SB_FORWARD(DlogReportFinalize, SB_DLOG_REPORT_FINALIZE);
    } else if (ret == 0) {
        /* The wait itself is not spent: only the decision is recorded. */
        int ms = aclcts_flush_timeout_ms(getenv("ASCEND_LOG_DEVICE_FLUSH_TIMEOUT"));
        sb_lock();
        g_flush_timeout_ms = ms;
        sb_unlock();
    }
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
