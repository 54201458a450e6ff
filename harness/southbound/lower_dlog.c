/* The log layer: DlogReportInitialize/Finalize and
 * error_message::ErrMgrInit(ErrorMessageMode) (C++ linkage in the product;
 * defined here in C under its mangled name, see lower_layers.h). */
#include "sb_internal.h"

int DlogReportInitialize(void)
{
    int ret = sb_call_begin(SB_DLOG_REPORT_INITIALIZE);
    sb_call_end(SB_DLOG_REPORT_INITIALIZE, NULL, ret);
    return ret;
}

int DlogReportFinalize(void)
{
    int ret = sb_call_begin(SB_DLOG_REPORT_FINALIZE);
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
