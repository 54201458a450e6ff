/* The runtime's last error (rt_last_error.h). */
#include "runtime/rt_last_error.h"

#include "runtime/rt_model.h"

/* api_global_err.cc GetRtExtErrCodeAndSetGlobalErr -> Runtime::SetGlobalErr:
 * only a failure is stored, and it replaces what was there (LASTERR008). */
void aclcts_rtle_store(aclcts_rtle *le, int32_t code)
{
    if (code != 0) le->code = code;
}

/* api_c.cc rtGetLastError / rtPeekAtLastError: a level outside [RT_THREAD_LEVEL,
 * RT_CONTEXT_LEVEL] is 107000, returned directly; api_impl.cc
 * ApiImpl::GetLastErr / PeekLastErr: the thread's code, cleared by Get only
 * (inner_thread_local.cpp GetGlobalErr, PeekGlobalErr: LASTERR006,
 * LASTERR007); the context level without a current context is 107002. */
int32_t aclcts_rtle_read(aclcts_rtle *le, int32_t level, int has_context, int clear)
{
    if (level < ACLCTS_RTLE_THREAD_LEVEL || level > ACLCTS_RTLE_CONTEXT_LEVEL) return ACLCTS_RT_INVALID_VALUE;
    if (level == ACLCTS_RTLE_CONTEXT_LEVEL && !has_context) return ACLCTS_RT_CONTEXT_NULL;
    int32_t code = le->code;
    if (clear) le->code = 0;
    return code;
}
