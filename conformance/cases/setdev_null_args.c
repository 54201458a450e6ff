/* A NULL handle or out-pointer is refused with ACL_ERROR_INVALID_PARAM
 * (100000) before any runtime call (ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT in
 * device.cpp, context.cpp, stream.cpp, event.cpp; the C layer's own checks in
 * aclrt_c/runtime/), in a fresh process and with a device set; after
 * aclInit the refusal is reported as EH0008 (log_inner.h
 * NULL_POINTER_FUNC_MSG). Only the code is checked without the spy's trace,
 * so the cases also run with --southbound system. */
#include <string.h>

#include "helpers/chain.h"

#define SETDEV_NULL(RULE, NAME, FLAGS, SETUP, CALL, SYM) \
    ACLCTS_TEST(RULE, NAME, #RULE, FLAGS)                \
    {                                                    \
        CHAIN_NEED_DEVICES(t);                           \
        SETUP;                                           \
        CHAIN_EXPECT_NULL_REFUSED(t, CALL, SYM);         \
    }

/* The same refusal after aclInit names report EH0008 in aclGetRecentErrMsg. */
#define SETDEV_NULL_REPORT(RULE, NAME, SETUP, CALL)                                                             \
    ACLCTS_TEST(SETDEV012, NAME, "SETDEV012 " #RULE, ACLCTS_PRODUCT)                                            \
    {                                                                                                           \
        CHAIN_NEED_DEVICES(t);                                                                                  \
        ACLCTS_NEED(t, aclGetRecentErrMsg);                                                                     \
        CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);                                                \
        SETUP;                                                                                                  \
        (void)t->acl->aclGetRecentErrMsg();                                                                     \
        CHECK_CODE_FOR(t, #RULE, CALL, ACL_ERROR_INVALID_PARAM);                                                \
        const char *msg = t->acl->aclGetRecentErrMsg();                                                         \
        CHECK_TRUE(t, msg != NULL && strstr(msg, "EH0008") != NULL, "aclGetRecentErrMsg after the refusal: %s", \
                   msg ? msg : "NULL");                                                                         \
    }

#define SET0 chain_set_device(t, "SETDEV001", 0)
#define NOTHING ((void)0)

/* Each refusal twice: as the first call of the process, and with a device
 * set (its primary context current). */
#define SETDEV_NULL_BOTH(RULE, BASE, FLAGS, CALL, SYM)            \
    SETDEV_NULL(RULE, BASE##FirstCall, FLAGS, NOTHING, CALL, SYM) \
    SETDEV_NULL(RULE, BASE##WithADevice, FLAGS, SET0, CALL, SYM)

SETDEV_NULL_BOTH(SETDEV004, NullDeviceId, ACLCTS_BOTH, t->acl->aclrtGetDevice(NULL), "rtGetDevice")
SETDEV_NULL_BOTH(SETDEV006, NullCount, ACLCTS_PRODUCT, t->acl->aclrtGetDeviceCount(NULL), "rtGetDeviceCount")
SETDEV_NULL_BOTH(SETDEV008, NullRunMode, ACLCTS_BOTH, t->acl->aclrtGetRunMode(NULL), "rtGetRunMode")
SETDEV_NULL_BOTH(CTX001, NullContextOut, ACLCTS_BOTH, t->acl->aclrtCreateContext(NULL, 0), "rtCtxCreateEx")
SETDEV_NULL_BOTH(CTX003, NullContextDestroy, ACLCTS_BOTH, t->acl->aclrtDestroyContext(NULL), "rtCtxDestroyEx")
SETDEV_NULL_BOTH(CTX005, NullContextSet, ACLCTS_BOTH, t->acl->aclrtSetCurrentContext(NULL), "rtCtxSetCurrent")
SETDEV_NULL_BOTH(CTX007, NullContextGet, ACLCTS_BOTH, t->acl->aclrtGetCurrentContext(NULL), "rtCtxGetCurrent")
SETDEV_NULL_BOTH(STREAM001, NullStreamOut, ACLCTS_PRODUCT, t->acl->aclrtCreateStream(NULL), "rtStreamCreate")
SETDEV_NULL_BOTH(STREAM003, NullStreamDestroy, ACLCTS_BOTH, t->acl->aclrtDestroyStream(NULL), "rtStreamDestroy")
SETDEV_NULL_BOTH(RTEVENT001, NullEventOut, ACLCTS_PRODUCT, t->acl->aclrtCreateEvent(NULL), "rtEventCreate")
SETDEV_NULL_BOTH(RTEVENT003, NullEventDestroy, ACLCTS_PRODUCT, t->acl->aclrtDestroyEvent(NULL), "rtEventDestroy")
SETDEV_NULL_BOTH(RTEVENT005, NullEventRecord, ACLCTS_PRODUCT, t->acl->aclrtRecordEvent(NULL, NULL), "rtEventRecord")
SETDEV_NULL_BOTH(RTEVENT007, NullEventSync, ACLCTS_PRODUCT, t->acl->aclrtSynchronizeEvent(NULL), "rtEventSynchronize")

/* RecordEvent checks the event, not the stream: a real stream does not help. */
SETDEV_NULL(RTEVENT005, NullEventOnARealStream, ACLCTS_PRODUCT, SET0;
            aclrtStream s = chain_create_stream(t, "RTEVENT005"), t->acl->aclrtRecordEvent(NULL, s), "rtEventRecord")

/* SETDEV012: the input report */
SETDEV_NULL_REPORT(SETDEV004, GetDeviceNullIsReported, NOTHING, t->acl->aclrtGetDevice(NULL))
SETDEV_NULL_REPORT(SETDEV006, GetDeviceCountNullIsReported, NOTHING, t->acl->aclrtGetDeviceCount(NULL))
SETDEV_NULL_REPORT(SETDEV008, GetRunModeNullIsReported, NOTHING, t->acl->aclrtGetRunMode(NULL))
SETDEV_NULL_REPORT(CTX001, CreateContextNullIsReported, NOTHING, t->acl->aclrtCreateContext(NULL, 0))
SETDEV_NULL_REPORT(CTX003, DestroyContextNullIsReported, NOTHING, t->acl->aclrtDestroyContext(NULL))
SETDEV_NULL_REPORT(CTX005, SetCurrentContextNullIsReported, NOTHING, t->acl->aclrtSetCurrentContext(NULL))
SETDEV_NULL_REPORT(CTX007, GetCurrentContextNullIsReported, NOTHING, t->acl->aclrtGetCurrentContext(NULL))
SETDEV_NULL_REPORT(STREAM001, CreateStreamNullIsReported, SET0, t->acl->aclrtCreateStream(NULL))
SETDEV_NULL_REPORT(STREAM003, DestroyStreamNullIsReported, SET0, t->acl->aclrtDestroyStream(NULL))
SETDEV_NULL_REPORT(RTEVENT001, CreateEventNullIsReported, SET0, t->acl->aclrtCreateEvent(NULL))
SETDEV_NULL_REPORT(RTEVENT003, DestroyEventNullIsReported, SET0, t->acl->aclrtDestroyEvent(NULL))
SETDEV_NULL_REPORT(RTEVENT005, RecordEventNullIsReported, SET0, t->acl->aclrtRecordEvent(NULL, NULL))
SETDEV_NULL_REPORT(RTEVENT007, SynchronizeEventNullIsReported, SET0, t->acl->aclrtSynchronizeEvent(NULL))
