/* Every function of the chain makes its one runtime call and hands a failing
 * code back unchanged (ACL_GET_ERRCODE_RTS is the identity,
 * src/acl/common/error_codes_inner.h; ACL_REQUIRES_RTS_OK in log_inner.h):
 * four codes per function, a runtime parameter code, a context code, the
 * driver's internal error and the runtime's internal error (codes the
 * runtime really returns: a case injects no other), injected into the spy
 * after the set-up. The out-parameter a failing call owns is
 * left as it was (device.cpp, context.cpp, stream.cpp, event.cpp).
 * The rules are in SETDEV.json, CTX.json, STREAM.json and RTEVENT.json. */
#include "helpers/chain.h"
#include "helpers/traces.h"

#define SETDEV_PASS_ONE(RULE, NAME, SYM, CODE, CALLTEXT, FLAGS, SETUP, CALL, AFTER) \
    ACLCTS_TEST(RULE, NAME, #RULE, (FLAGS) | ACLCTS_TRACE)                          \
    {                                                                               \
        CHAIN_NEED_DEVICES(t);                                                      \
        SETUP;                                                                      \
        aclcts_fail(t, SYM, CODE, 0);                                               \
        size_t m = aclcts_mark(t);                                                  \
        CHECK_CODE(t, CALL, CODE);                                                  \
        CHECK_TRACE(t, m, trace_line(CALLTEXT, CODE));                              \
        AFTER;                                                                      \
    }

#define SETDEV_PASS4(RULE, BASE, SYM, CALLTEXT, FLAGS, SETUP, CALL, AFTER)                                            \
    SETDEV_PASS_ONE(RULE, BASE##ParamInvalid, SYM, ACL_ERROR_RT_PARAM_INVALID, CALLTEXT, FLAGS, SETUP, CALL, AFTER)   \
    SETDEV_PASS_ONE(RULE, BASE##ContextNull, SYM, ACL_ERROR_RT_CONTEXT_NULL, CALLTEXT, FLAGS, SETUP, CALL, AFTER)     \
    SETDEV_PASS_ONE(RULE, BASE##DrvInternalError, SYM, ACL_ERROR_RT_DRV_INTERNAL_ERROR, CALLTEXT, FLAGS, SETUP, CALL, \
                    AFTER)                                                                                            \
    SETDEV_PASS_ONE(RULE, BASE##InternalError, SYM, ACL_ERROR_RT_INTERNAL_ERROR, CALLTEXT, FLAGS, SETUP, CALL, AFTER)

#define NOTHING ((void)0)
#define UNTOUCHED(RULE, v) \
    CHECK_TRUE_FOR(t, RULE, (void *)(v) == CHAIN_SENTINEL, "the failing call wrote its out-parameter")

/* ---- devices ---- */
SETDEV_PASS4(SETDEV001, SetDevicePasses, "rtSetDevice", "rtSetDevice(1)", ACLCTS_BOTH, NOTHING,
             t->acl->aclrtSetDevice(1), NOTHING)
SETDEV_PASS4(SETDEV002, ResetDevicePasses, "rtDeviceReset", "rtDeviceReset(0)", ACLCTS_BOTH,
             chain_set_device(t, "SETDEV002", 0), t->acl->aclrtResetDevice(0), NOTHING)
SETDEV_PASS4(SETDEV003, ResetDeviceForcePasses, "rtDeviceResetForce", "rtDeviceResetForce(0)", ACLCTS_PRODUCT,
             chain_set_device(t, "SETDEV003", 0), t->acl->aclrtResetDeviceForce(0), NOTHING)
SETDEV_PASS4(SETDEV005, GetDevicePasses, "rtGetDevice", "rtGetDevice(ptr)", ACLCTS_BOTH,
             chain_set_device(t, "SETDEV005", 0);
             int32_t dev = 0, t->acl->aclrtGetDevice(&dev), NOTHING)
SETDEV_PASS4(SETDEV007, GetDeviceCountPasses, "rtGetDeviceCount", "rtGetDeviceCount(ptr)", ACLCTS_PRODUCT,
             uint32_t n = 0, t->acl->aclrtGetDeviceCount(&n), NOTHING)
SETDEV_PASS4(SETDEV009, GetRunModePasses, "rtGetRunMode", "rtGetRunMode(ptr)", ACLCTS_BOTH,
             aclrtRunMode mode = (aclrtRunMode)77, t->acl->aclrtGetRunMode(&mode),
             CHECK_INT_FOR(t, "SETDEV009", mode, 77))
SETDEV_PASS4(SETDEV011, SynchronizeDevicePasses, "rtDeviceSynchronize", "rtDeviceSynchronize()", ACLCTS_PRODUCT,
             chain_set_device(t, "SETDEV011", 0), t->acl->aclrtSynchronizeDevice(), NOTHING)

/* ---- contexts ---- */
SETDEV_PASS4(CTX002, CreateContextPasses, "rtCtxCreateEx", "rtCtxCreateEx(ptr,0,2)", ACLCTS_BOTH,
             aclrtContext c = CHAIN_SENTINEL, t->acl->aclrtCreateContext(&c, 2), UNTOUCHED("CTX002", c))
SETDEV_PASS4(CTX004, DestroyContextPasses, "rtCtxDestroyEx", "rtCtxDestroyEx(ptr)", ACLCTS_BOTH,
             aclrtContext c = chain_create_context(t, "CTX004", 0), t->acl->aclrtDestroyContext(c), NOTHING)
SETDEV_PASS4(CTX006, SetCurrentContextPasses, "rtCtxSetCurrent", "rtCtxSetCurrent(ptr)", ACLCTS_BOTH,
             aclrtContext c = chain_create_context(t, "CTX006", 0), t->acl->aclrtSetCurrentContext(c), NOTHING)
SETDEV_PASS4(CTX008, GetCurrentContextPasses, "rtCtxGetCurrent", "rtCtxGetCurrent(ptr)", ACLCTS_BOTH,
             chain_set_device(t, "CTX008", 0);
             aclrtContext c = CHAIN_SENTINEL, t->acl->aclrtGetCurrentContext(&c), UNTOUCHED("CTX008", c))

/* ---- streams ---- */
SETDEV_PASS4(STREAM002, CreateStreamPasses, "rtStreamCreate", "rtStreamCreate(ptr,0)", ACLCTS_PRODUCT,
             chain_set_device(t, "STREAM002", 0);
             aclrtStream s = CHAIN_SENTINEL, t->acl->aclrtCreateStream(&s), UNTOUCHED("STREAM002", s))
SETDEV_PASS4(STREAM004, DestroyStreamPasses, "rtStreamDestroy", "rtStreamDestroy(ptr)", ACLCTS_BOTH,
             chain_set_device(t, "STREAM004", 0);
             aclrtStream s = chain_create_stream(t, "STREAM004"), t->acl->aclrtDestroyStream(s), NOTHING)
SETDEV_PASS4(STREAM005, SynchronizeStreamPasses, "rtStreamSynchronize", "rtStreamSynchronize(NULL)", ACLCTS_BOTH,
             chain_set_device(t, "STREAM005", 0), t->acl->aclrtSynchronizeStream(NULL), NOTHING)

/* ---- events ---- */
SETDEV_PASS4(RTEVENT002, CreateEventPasses, "rtEventCreate", "rtEventCreate(ptr)", ACLCTS_PRODUCT,
             chain_set_device(t, "RTEVENT002", 0);
             aclrtEvent e = CHAIN_SENTINEL, t->acl->aclrtCreateEvent(&e), UNTOUCHED("RTEVENT002", e))
SETDEV_PASS4(RTEVENT004, DestroyEventPasses, "rtEventDestroy", "rtEventDestroy(ptr)", ACLCTS_PRODUCT,
             chain_set_device(t, "RTEVENT004", 0);
             aclrtEvent e = chain_create_event(t, "RTEVENT004"), t->acl->aclrtDestroyEvent(e), NOTHING)
SETDEV_PASS4(RTEVENT006, RecordEventPasses, "rtEventRecord", "rtEventRecord(ptr,NULL)", ACLCTS_PRODUCT,
             chain_set_device(t, "RTEVENT006", 0);
             aclrtEvent e = chain_create_event(t, "RTEVENT006"), t->acl->aclrtRecordEvent(e, NULL), NOTHING)
SETDEV_PASS4(RTEVENT008, SynchronizeEventPasses, "rtEventSynchronize", "rtEventSynchronize(ptr)", ACLCTS_PRODUCT,
             chain_set_device(t, "RTEVENT008", 0);
             aclrtEvent e = chain_create_event(t, "RTEVENT008"), t->acl->aclrtSynchronizeEvent(e), NOTHING)

/* STREAM006: the codes aclrtSynchronizeStream logs as a success still come
 * back (stream.cpp succStmSyncErrCodes). */
#define SETDEV_SYNC_OK(NAME, CODE)                                                                             \
    SETDEV_PASS_ONE(STREAM006, NAME, "rtStreamSynchronize", CODE, "rtStreamSynchronize(NULL)", ACLCTS_PRODUCT, \
                    chain_set_device(t, "STREAM006", 0), t->acl->aclrtSynchronizeStream(NULL), NOTHING)
SETDEV_SYNC_OK(EndOfSequenceIsReturned, ACL_ERROR_RT_END_OF_SEQUENCE)
SETDEV_SYNC_OK(ModelAbortNormalIsReturned, ACL_ERROR_RT_MODEL_ABORT_NORMAL)
SETDEV_SYNC_OK(AicoreOverflowIsReturned, ACL_ERROR_RT_AICORE_OVER_FLOW)
SETDEV_SYNC_OK(AivecOverflowIsReturned, ACL_ERROR_RT_AIVEC_OVER_FLOW)
SETDEV_SYNC_OK(OverflowIsReturned, ACL_ERROR_RT_OVER_FLOW)
SETDEV_SYNC_OK(SocketCloseIsReturned, ACL_ERROR_RT_SOCKET_CLOSE)
