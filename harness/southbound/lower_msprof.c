/* The profiling layer (Msprof*). MsprofInit's data is shown in the trace as a
 * JSON string literal of exactly dataLen bytes and kept for
 * aclcts_sb_last_msprof_text. */
#include "sb_internal.h"

int32_t MsprofInit(uint32_t dataType, void *data, uint32_t dataLen)
{
    int ret = sb_call_begin(SB_MSPROF_INIT);
    sb_lock();
    sb_keep_msprof_text_locked(data, dataLen);
    sb_unlock();
    sb_text t = {0};
    sb_text_addf(&t, "%u,", (unsigned)dataType);
    if (data == NULL) {
        sb_text_addf(&t, "NULL");
    } else {
        sb_text_add_json(&t, data, dataLen);
    }
    sb_text_addf(&t, ",%u", (unsigned)dataLen);
    sb_call_end(SB_MSPROF_INIT, &t, ret);
    return ret;
}

int32_t MsprofRegisterCallback(uint32_t moduleId, ProfCommandHandle handle)
{
    int ret = sb_call_begin(SB_MSPROF_REGISTER_CALLBACK);
    sb_text t = {0};
    sb_text_addf(&t, "%u,", (unsigned)moduleId);
    sb_text_add_ptr(&t, (const void *)(uintptr_t)handle);
    sb_call_end(SB_MSPROF_REGISTER_CALLBACK, &t, ret);
    return ret;
}

int32_t MsprofFinalize(void)
{
    int ret = sb_call_begin(SB_MSPROF_FINALIZE);
    sb_call_end(SB_MSPROF_FINALIZE, NULL, ret);
    return ret;
}
