/* The runtime's last error, per thread (LASTERR; lower/runtime/rt_last_error.h).
 *
 * Every lower-layer call ends in sb_call_end, which hands its code here: a
 * failing runtime call stores it as the calling thread's last error unless
 * the product's entry point returns that code directly (the table of
 * lower/runtime/rt_last_error.c, aclcts_rtle_direct).
 * A new rt* stand-in needs nothing to take part: a runtime function (trace
 * name rt..., not the C layer's) stores every failure by default, as the
 * product's common error path does (ERROR_RETURN_WITH_EXT_ERRCODE ->
 * GetRtExtErrCodeAndSetGlobalErr, src/runtime/api/api_c.h). A function whose
 * product entry point returns some code directly gets a row in that table; a
 * model path that returns directly a code its function also stores on
 * another path ends with sb_call_end_direct instead. Injected faults count
 * as the function's answer: they store unless the table names them.
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

/* 1 when the product stores `code` returned by `s` (LASTERR005): every
 * failure of a runtime function but those aclcts_rtle_direct names; a handle check's
 * 107017 too (LASTERR013, api_handle_guard.cc ReportApiHandleValidationError),
 * rtGetDevMsg's failures under aclGetRecentErrMsg (LASTERR020), a failure
 * libascendcl tolerates (LASTERR021) and an injected code (LASTERR019). */
static int stores(enum sb_sym s, int code)
{
    const char *name = sb_sym_trace_name(s);
    if (code == 0 || k_clayer[s] || name[0] != 'r' || name[1] != 't') return 0; /* not the runtime's */
    return !aclcts_rtle_direct(name, code);
}

void sb_last_error_note(enum sb_sym s, int ret, int direct)
{
    if (!direct && stores(s, ret)) aclcts_rtle_store(&t_last_error, ret);
}

int32_t sb_last_error_read(int32_t level, int has_context, int clear)
{
    return aclcts_rtle_read(&t_last_error, level, has_context, clear);
}
