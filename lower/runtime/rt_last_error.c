/* The runtime's last error (rt_last_error.h). */
#include "runtime/rt_last_error.h"

#include <stddef.h>
#include <string.h>

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

#define RTLE_ANY_CODE 0 /* a row for every failing code of the entry point */

/* The codes an entry point returns without storing them (LASTERR011). */
static const struct {
    const char *name;
    int32_t code;
} k_direct[] = {
    /* never store: they read or clear the store, or map the code by hand */
    {"rtGetLastError", RTLE_ANY_CODE},
    {"rtPeekAtLastError", RTLE_ANY_CODE},
    {"rtDeviceResetForce", RTLE_ANY_CODE}, /* api_c.cc rtDeviceResetForce: RT_TRANS_EXT_ERRCODE */
    /* COND_RETURN_WITH_NOLOG(error == RT_ERROR_CONTEXT_NULL, ACL_ERROR_RT_CONTEXT_NULL) */
    {"rtGetDevice", ACLCTS_RT_CONTEXT_NULL},     /* api_c_device.cc rtGetDevice */
    {"rtCtxGetCurrent", ACLCTS_RT_CONTEXT_NULL}, /* api_c.cc rtCtxGetCurrent */
    /* COND_RETURN_WITH_NOLOG / COND_RETURN_WARN of ACL_ERROR_RT_FEATURE_NOT_SUPPORT */
    {"rtDeviceSetLimit", ACLCTS_RT_FEATURE_NOT_SUPPORT},          /* api_c_device.cc */
    {"rtStreamCreate", ACLCTS_RT_FEATURE_NOT_SUPPORT},            /* api_c_stream.cc rtStreamCreateWithFlags */
    {"rtsStreamCreate", ACLCTS_RT_FEATURE_NOT_SUPPORT},           /* api_c_stream.cc, through rtStreamCreateWithFlags */
    {"rtStreamWaitEvent", ACLCTS_RT_FEATURE_NOT_SUPPORT},         /* api_c_stream.cc */
    {"rtStreamSetMode", ACLCTS_RT_FEATURE_NOT_SUPPORT},           /* api_c_stream.cc */
    {"rtMallocHost", ACLCTS_RT_FEATURE_NOT_SUPPORT},              /* api_c_memory.cc */
    {"rtMemcpyAsync", ACLCTS_RT_FEATURE_NOT_SUPPORT},             /* api_c.cc */
    {"rtEventRecord", ACLCTS_RT_FEATURE_NOT_SUPPORT},             /* api_c.cc */
    {"rtEventSynchronize", ACLCTS_RT_FEATURE_NOT_SUPPORT},        /* api_c.cc */
    {"rtEventReset", ACLCTS_RT_FEATURE_NOT_SUPPORT},              /* api_c.cc */
    {"rtEventQuery", ACLCTS_RT_FEATURE_NOT_SUPPORT},              /* api_c.cc */
    {"rtEventElapsedTime", ACLCTS_RT_FEATURE_NOT_SUPPORT},        /* api_c.cc */
    {"rtGetAiCoreCount", ACLCTS_RT_FEATURE_NOT_SUPPORT},          /* api_c.cc */
    {"rtGetFaultEvent", ACLCTS_RT_FEATURE_NOT_SUPPORT},           /* api_c.cc */
    {"rtRegKernelLaunchFillFunc", ACLCTS_RT_FEATURE_NOT_SUPPORT}, /* api_c_standard_soc.cc */
    {"rtUnRegKernelLaunchFillFunc", ACLCTS_RT_FEATURE_NOT_SUPPORT}, /* api_c_standard_soc.cc */
    /* api_c.cc rtEventQuery: "not complete" is a state (RTEVENT025) */
    {"rtEventQuery", ACLCTS_RTLE_EVENT_NOT_COMPLETE},
    /* api_c_stream.cc rtStreamSynchronize: the "special states" */
    {"rtStreamSynchronize", ACLCTS_RTLE_END_OF_SEQUENCE},
    {"rtStreamSynchronize", ACLCTS_RTLE_MODEL_ABORT_NORMAL},
    {"rtStreamSynchronize", ACLCTS_RTLE_AICORE_OVER_FLOW},
    {"rtStreamSynchronize", ACLCTS_RTLE_AIVEC_OVER_FLOW},
    {"rtStreamSynchronize", ACLCTS_RTLE_OVER_FLOW},
    {"rtStreamSynchronize", ACLCTS_RTLE_SOCKET_CLOSE},
};

int aclcts_rtle_direct(const char *rt_name, int32_t code)
{
    for (size_t i = 0; i < sizeof k_direct / sizeof k_direct[0]; i++)
        if (strcmp(k_direct[i].name, rt_name) == 0 && (k_direct[i].code == RTLE_ANY_CODE || k_direct[i].code == code))
            return 1;
    return 0;
}
