/* The runtime's answers on aclGetRecentErrMsg's path: rtGetDevMsg,
 * rtGetDevice, rtGetFaultEvent (sources in lower/runtime/README.md). Pure
 * decisions over the runtime's state; the spy delivers the callback and
 * fills the events. */
#include "runtime/rt_model.h"

#define RT_GET_DEV_ERROR_MSG_TYPE 0 /* rtGetDevMsgType_t RT_GET_DEV_ERROR_MSG */

/* Runtime::CurrentContext(isNeedSetDevice = true, dev): the thread's context,
 * else an implicit SetDevice on the default device when one is set, the
 * device matches (DEFAULT_DEVICE_ID: any) and the driver reports a device.
 * Returns 1 when the thread has a current context afterwards. */
static int current_context(const aclcts_rt_state *st, const aclcts_soc_preset *soc, aclcts_rt_thread *th,
                           int any_device, int32_t dev)
{
    if (th->context_device >= 0) {
        return 1;
    }
    if (st->default_device >= 0 && soc->device_count > 0 && (any_device || dev == st->default_device)) {
        th->context_device = st->default_device;
        return 1;
    }
    return 0;
}

/* api_error.cc ApiErrorDecorator::GetDevMsg (null callback), then
 * api_impl_standard_soc.cc ApiImpl::GetDevMsg (message type) and GetDevErrMsg:
 * no context, an abnormal device, then STARS hands over "" and any other SoC
 * its decoded report (device_msg_handler.cc DeviceErrMsgHandler::HandleMsgInHostBuf,
 * "" when nothing was decoded). Every preset has RT_FEATURE_DFX_TS_GET_DEVICE_MSG. */
int aclcts_rt_get_dev_msg(const aclcts_rt_state *st, const aclcts_soc_preset *soc, aclcts_rt_thread *th, int type,
                          int has_callback, aclcts_rt_dev_reply *reply)
{
    *reply = ACLCTS_RT_REPLY_NONE;
    if (!has_callback) {
        return ACLCTS_RT_INVALID_VALUE;
    }
    if (type != RT_GET_DEV_ERROR_MSG_TYPE) {
        return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* the stream snapshot (1) is not modelled */
    }
    if (!current_context(st, soc, th, 1, 0)) {
        return ACLCTS_RT_CONTEXT_NULL;
    }
    if (st->device_status != ACLCTS_RT_OK) {
        return st->device_status;
    }
    *reply = soc->stars ? ACLCTS_RT_REPLY_EMPTY : ACLCTS_RT_REPLY_DECODED;
    return ACLCTS_RT_OK;
}

/* api_impl.cc ApiImpl::GetDevice: the current context's device, else the
 * default device (no implicit SetDevice), else 107002. */
int aclcts_rt_get_device(const aclcts_rt_state *st, const aclcts_rt_thread *th, int32_t *dev)
{
    if (th->context_device >= 0) {
        *dev = th->context_device;
        return ACLCTS_RT_OK;
    }
    if (st->default_device >= 0) {
        *dev = st->default_device;
        return ACLCTS_RT_OK;
    }
    return ACLCTS_RT_CONTEXT_NULL;
}

/* api_error.cc ApiErrorDecorator::GetFaultEvent (null filter, chip feature,
 * CheckDeviceIdIsValid), api_impl.cc ApiImpl::GetFaultEvent, CheckCurCtxValid
 * (a context is needed only when a default device is set). */
int aclcts_rt_get_fault_event(const aclcts_rt_state *st, const aclcts_soc_preset *soc, aclcts_rt_thread *th,
                              int32_t dev, int has_filter)
{
    if (!has_filter) {
        return ACLCTS_RT_INVALID_VALUE;
    }
    if (!soc->fault_events) {
        return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    }
    if (dev < 0 || (soc->device_count != 0 && dev >= soc->device_count)) {
        return ACLCTS_RT_DEVICE_ID;
    }
    if (st->default_device >= 0 && !current_context(st, soc, th, 0, dev)) {
        return ACLCTS_RT_CONTEXT_NULL;
    }
    return ACLCTS_RT_OK;
}
