/* The runtime's last error (LASTERR): what each thread's failing runtime
 * calls leave behind and what rtGetLastError / rtPeekAtLastError answer.
 *
 * The product keeps one code per thread (InnerThreadLocalContainer::
 * globalError_, src/runtime/core/src/common/inner_thread_local.cpp). Every
 * runtime C entry point that fails through the common error path
 * (ERROR_RETURN_WITH_EXT_ERRCODE and the other macros of
 * src/runtime/api/api_c.h, the handle checks of api_handle_guard.cc) calls
 * GetRtExtErrCodeAndSetGlobalErr (src/runtime/api/api_global_err.cc), which
 * stores the external code there; the paths that return a code directly
 * (COND_RETURN_WITH_NOLOG, COND_RETURN_WARN, RT_TRANS_EXT_ERRCODE) leave it.
 * Which calls take which path is the spy's table (southbound/sb_last_error.c).
 * The context-level copy (RT_CONTEXT_LEVEL) is answered only as far as
 * libascendcl can ask for it: it never does (aclrtGetLastError refuses every
 * level but ACL_RT_THREAD_LEVEL). */
#ifndef ACLCTS_LOWER_RT_LAST_ERROR_H_
#define ACLCTS_LOWER_RT_LAST_ERROR_H_

#include <stdint.h>

/* rtLastErrLevel_t (pkg_inc/runtime/runtime/config.h) */
#define ACLCTS_RTLE_THREAD_LEVEL 0
#define ACLCTS_RTLE_CONTEXT_LEVEL 1

/* The "special states" rtStreamSynchronize and rtEventQuery return directly
 * (ACL_ERROR_RT_*, include/external/acl/error_codes/rt_error_codes.h of the
 * product). */
#define ACLCTS_RTLE_AICORE_OVER_FLOW 207003
#define ACLCTS_RTLE_AIVEC_OVER_FLOW 207016
#define ACLCTS_RTLE_OVER_FLOW 207017
#define ACLCTS_RTLE_END_OF_SEQUENCE 507005
#define ACLCTS_RTLE_EVENT_NOT_COMPLETE 507006
#define ACLCTS_RTLE_MODEL_ABORT_NORMAL 507023
#define ACLCTS_RTLE_SOCKET_CLOSE 507901

typedef struct aclcts_rtle {
    int32_t code; /* the last stored code, 0 for none */
} aclcts_rtle;

/* A failing call that took the common path: its code replaces the stored one. */
void aclcts_rtle_store(aclcts_rtle *le, int32_t code);
/* rtGetLastError (clear = 1) and rtPeekAtLastError (clear = 0): their return
 * value is the answer. has_context: the thread has a current context (read
 * only for RT_CONTEXT_LEVEL). */
int32_t aclcts_rtle_read(aclcts_rtle *le, int32_t level, int has_context, int clear);
/* 1 when the product's runtime entry point named rt_name (e.g. "rtGetDevice")
 * returns the failing `code` directly, without storing it (LASTERR011):
 * COND_RETURN_WITH_NOLOG, COND_RETURN_WARN, RT_TRANS_EXT_ERRCODE; 0 when its
 * common error path stores it. The table of rt_last_error.c; a caller that
 * knows better for one path (a model answering *direct) says so itself. */
int aclcts_rtle_direct(const char *rt_name, int32_t code);

#endif
