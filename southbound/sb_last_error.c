/* The runtime's last error, per thread (LASTERR; lower/runtime/rt_last_error.h).
 *
 * Every lower-layer call ends in sb_call_end, which hands its code here: a
 * failing runtime call stores it as the calling thread's last error unless
 * the product's entry point returns that code directly (the table below).
 * A new rt* stand-in needs nothing to take part: a runtime function (trace
 * name rt..., not the C layer's) stores every failure by default, as the
 * product's common error path does (ERROR_RETURN_WITH_EXT_ERRCODE ->
 * GetRtExtErrCodeAndSetGlobalErr, src/runtime/api/api_c.h). A function whose
 * product entry point returns some code directly gets a row in k_direct; a
 * model path that returns directly a code its function also stores on
 * another path ends with sb_call_end_direct instead. Injected faults count
 * as the function's answer: they store unless k_direct names them.
 *
 * Under --lower, rtGetLastError and rtPeekAtLastError are the library
 * beneath's, which keeps its own; what is stored here then matters only to
 * the calls the spy answers itself. */
#include "runtime/rt_last_error.h"
#include "sb_internal.h"

static __thread aclcts_rtle t_last_error; /* LASTERR009: one per thread */

#define SB_LE_PRODUCT 0
#define SB_LE_COMMON 0
#define SB_LE_CLAYER 1
static const unsigned char k_clayer[SB_SYM_COUNT] = {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) [SB_##ID] = SB_LE_##LAYER,
#include "lower/southbound_functions.def"
};

#define ANY_CODE 0 /* a row for every failing code of the symbol */

/* The codes an entry point returns without storing them (LASTERR011). */
static const struct {
    enum sb_sym sym;
    int code;
} k_direct[] = {
    /* never store: they read or clear the store, or map the code by hand */
    {SB_RT_GET_LAST_ERROR, ANY_CODE},
    {SB_RT_PEEK_AT_LAST_ERROR, ANY_CODE},
    {SB_RT_DEVICE_RESET_FORCE, ANY_CODE}, /* api_c.cc rtDeviceResetForce: RT_TRANS_EXT_ERRCODE */
    /* COND_RETURN_WITH_NOLOG(error == RT_ERROR_CONTEXT_NULL, ACL_ERROR_RT_CONTEXT_NULL) */
    {SB_RT_GET_DEVICE, ACL_ERROR_RT_CONTEXT_NULL},      /* api_c_device.cc rtGetDevice */
    {SB_RT_CTX_GET_CURRENT, ACL_ERROR_RT_CONTEXT_NULL}, /* api_c.cc rtCtxGetCurrent */
    /* COND_RETURN_WITH_NOLOG / COND_RETURN_WARN of ACL_ERROR_RT_FEATURE_NOT_SUPPORT */
    {SB_RT_DEVICE_SET_LIMIT, ACL_ERROR_RT_FEATURE_NOT_SUPPORT},            /* api_c_device.cc */
    {SB_RT_STREAM_CREATE, ACL_ERROR_RT_FEATURE_NOT_SUPPORT},               /* api_c_stream.cc rtStreamCreateWithFlags */
    {SB_RT_EVENT_RECORD, ACL_ERROR_RT_FEATURE_NOT_SUPPORT},                /* api_c.cc */
    {SB_RT_EVENT_SYNCHRONIZE, ACL_ERROR_RT_FEATURE_NOT_SUPPORT},           /* api_c.cc */
    {SB_RT_GET_AI_CORE_COUNT, ACL_ERROR_RT_FEATURE_NOT_SUPPORT},           /* api_c.cc */
    {SB_RT_GET_FAULT_EVENT, ACL_ERROR_RT_FEATURE_NOT_SUPPORT},             /* api_c.cc */
    {SB_RT_REG_KERNEL_LAUNCH_FILL_FUNC, ACL_ERROR_RT_FEATURE_NOT_SUPPORT}, /* api_c_standard_soc.cc */
    {SB_RT_UNREG_KERNEL_LAUNCH_FILL_FUNC, ACL_ERROR_RT_FEATURE_NOT_SUPPORT}, /* api_c_standard_soc.cc */
    /* api_c_stream.cc rtStreamSynchronize: the "special states" */
    {SB_RT_STREAM_SYNCHRONIZE, ACL_ERROR_RT_END_OF_SEQUENCE},
    {SB_RT_STREAM_SYNCHRONIZE, ACL_ERROR_RT_MODEL_ABORT_NORMAL},
    {SB_RT_STREAM_SYNCHRONIZE, ACL_ERROR_RT_AICORE_OVER_FLOW},
    {SB_RT_STREAM_SYNCHRONIZE, ACL_ERROR_RT_AIVEC_OVER_FLOW},
    {SB_RT_STREAM_SYNCHRONIZE, ACL_ERROR_RT_OVER_FLOW},
    {SB_RT_STREAM_SYNCHRONIZE, ACL_ERROR_RT_SOCKET_CLOSE},
};

/* 1 when the product stores `code` returned by `s` (LASTERR005): every
 * failure of a runtime function but the rows of k_direct; a handle check's
 * 107017 too (LASTERR013, api_handle_guard.cc ReportApiHandleValidationError),
 * rtGetDevMsg's failures under aclGetRecentErrMsg (LASTERR020), a failure
 * libascendcl tolerates (LASTERR021) and an injected code (LASTERR019). */
static int stores(enum sb_sym s, int code)
{
    const char *name = sb_sym_trace_name(s);
    if (code == 0 || k_clayer[s] || name[0] != 'r' || name[1] != 't') return 0; /* not the runtime's */
    for (size_t i = 0; i < sizeof k_direct / sizeof k_direct[0]; i++)
        if (k_direct[i].sym == s && (k_direct[i].code == ANY_CODE || k_direct[i].code == code)) return 0;
    return 1;
}

void sb_last_error_note(enum sb_sym s, int ret, int direct)
{
    if (!direct && stores(s, ret)) aclcts_rtle_store(&t_last_error, ret);
}

int32_t sb_last_error_read(int32_t level, int has_context, int clear)
{
    return aclcts_rtle_read(&t_last_error, level, has_context, clear);
}
