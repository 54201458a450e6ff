/* A NULL handle or out-pointer is refused with ACL_ERROR_INVALID_PARAM
 * (100000) before any runtime call (ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT in
 * device.cpp, context.cpp, stream.cpp, event.cpp; the C layer's own checks in
 * aclrt_c/runtime/), in a fresh process and with a device set; after
 * aclInit the refusal is reported as EH0008 (log_inner.h
 * NULL_POINTER_FUNC_MSG). Only the code is checked without the spy's trace,
 * so the cases also run with --southbound system. */
#include "setdev_common.h"

#define SD_NULL(RULE, NAME, FLAGS, SETUP, CALL, SYM)                              \
    ACLCTS_TEST(RULE, NAME, #RULE, FLAGS)                                         \
    {                                                                             \
        SD_NEED(t);                                                               \
        SETUP;                                                                    \
        size_t m = aclcts_mark(t);                                                \
        CHECK_CODE(t, #RULE, CALL, ACL_ERROR_INVALID_PARAM);                      \
        if (t->trace)                                                             \
            CHECK_INT(t, #RULE, aclcts_calls(t, SYM, m), 0);                      \
    }

/* The same refusal after aclInit names report EH0008 in aclGetRecentErrMsg. */
#define SD_NULL_REPORT(RULE, NAME, SETUP, CALL)                                                   \
    ACLCTS_TEST(SETDEV012, NAME, "SETDEV012 " #RULE, ACLCTS_PRODUCT)                             \
    {                                                                                             \
        SD_NEED(t);                                                                               \
        ACLCTS_NEED(t, aclGetRecentErrMsg);                                                       \
        CHECK_CODE_FATAL(t, "SETDEV012", t->acl->aclInit(NULL), ACL_SUCCESS);                     \
        SETUP;                                                                                    \
        (void)t->acl->aclGetRecentErrMsg();                                                       \
        CHECK_CODE(t, #RULE, CALL, ACL_ERROR_INVALID_PARAM);                                      \
        const char *msg = t->acl->aclGetRecentErrMsg();                                           \
        CHECK_TRUE(t, "SETDEV012", msg != NULL && strstr(msg, "EH0008") != NULL,                  \
                   "aclGetRecentErrMsg after the refusal: %s", msg ? msg : "NULL");              \
    }

#define SET0 sd_set(t, "SETDEV001", 0)
#define NOTHING ((void)0)

/* fresh process */
SD_NULL(SETDEV004, NullDeviceIdFirstCall, ACLCTS_BOTH, NOTHING, t->acl->aclrtGetDevice(NULL), "rtGetDevice")
SD_NULL(SETDEV006, NullCountFirstCall, ACLCTS_PRODUCT, NOTHING, t->acl->aclrtGetDeviceCount(NULL), "rtGetDeviceCount")
SD_NULL(SETDEV008, NullRunModeFirstCall, ACLCTS_BOTH, NOTHING, t->acl->aclrtGetRunMode(NULL), "rtGetRunMode")
SD_NULL(CTX001, NullContextOutFirstCall, ACLCTS_BOTH, NOTHING, t->acl->aclrtCreateContext(NULL, 0), "rtCtxCreateEx")
SD_NULL(CTX003, NullContextDestroyFirstCall, ACLCTS_BOTH, NOTHING, t->acl->aclrtDestroyContext(NULL), "rtCtxDestroyEx")
SD_NULL(CTX005, NullContextSetFirstCall, ACLCTS_BOTH, NOTHING, t->acl->aclrtSetCurrentContext(NULL), "rtCtxSetCurrent")
SD_NULL(CTX007, NullContextGetFirstCall, ACLCTS_BOTH, NOTHING, t->acl->aclrtGetCurrentContext(NULL), "rtCtxGetCurrent")
SD_NULL(STREAM001, NullStreamOutFirstCall, ACLCTS_PRODUCT, NOTHING, t->acl->aclrtCreateStream(NULL), "rtStreamCreate")
SD_NULL(STREAM003, NullStreamDestroyFirstCall, ACLCTS_BOTH, NOTHING, t->acl->aclrtDestroyStream(NULL), "rtStreamDestroy")
SD_NULL(RTEVENT001, NullEventOutFirstCall, ACLCTS_PRODUCT, NOTHING, t->acl->aclrtCreateEvent(NULL), "rtEventCreate")
SD_NULL(RTEVENT003, NullEventDestroyFirstCall, ACLCTS_PRODUCT, NOTHING, t->acl->aclrtDestroyEvent(NULL), "rtEventDestroy")
SD_NULL(RTEVENT005, NullEventRecordFirstCall, ACLCTS_PRODUCT, NOTHING, t->acl->aclrtRecordEvent(NULL, NULL), "rtEventRecord")
SD_NULL(RTEVENT007, NullEventSyncFirstCall, ACLCTS_PRODUCT, NOTHING, t->acl->aclrtSynchronizeEvent(NULL), "rtEventSynchronize")

/* with a device set (and its context current) */
SD_NULL(SETDEV004, NullDeviceIdWithADevice, ACLCTS_BOTH, SET0, t->acl->aclrtGetDevice(NULL), "rtGetDevice")
SD_NULL(SETDEV006, NullCountWithADevice, ACLCTS_PRODUCT, SET0, t->acl->aclrtGetDeviceCount(NULL), "rtGetDeviceCount")
SD_NULL(SETDEV008, NullRunModeWithADevice, ACLCTS_BOTH, SET0, t->acl->aclrtGetRunMode(NULL), "rtGetRunMode")
SD_NULL(CTX001, NullContextOutWithADevice, ACLCTS_BOTH, SET0, t->acl->aclrtCreateContext(NULL, 0), "rtCtxCreateEx")
SD_NULL(CTX003, NullContextDestroyWithADevice, ACLCTS_BOTH, SET0, t->acl->aclrtDestroyContext(NULL), "rtCtxDestroyEx")
SD_NULL(CTX005, NullContextSetWithADevice, ACLCTS_BOTH, SET0, t->acl->aclrtSetCurrentContext(NULL), "rtCtxSetCurrent")
SD_NULL(CTX007, NullContextGetWithADevice, ACLCTS_BOTH, SET0, t->acl->aclrtGetCurrentContext(NULL), "rtCtxGetCurrent")
SD_NULL(STREAM001, NullStreamOutWithADevice, ACLCTS_PRODUCT, SET0, t->acl->aclrtCreateStream(NULL), "rtStreamCreate")
SD_NULL(STREAM003, NullStreamDestroyWithADevice, ACLCTS_BOTH, SET0, t->acl->aclrtDestroyStream(NULL), "rtStreamDestroy")
SD_NULL(RTEVENT001, NullEventOutWithADevice, ACLCTS_PRODUCT, SET0, t->acl->aclrtCreateEvent(NULL), "rtEventCreate")
SD_NULL(RTEVENT003, NullEventDestroyWithADevice, ACLCTS_PRODUCT, SET0, t->acl->aclrtDestroyEvent(NULL), "rtEventDestroy")
SD_NULL(RTEVENT005, NullEventRecordWithADevice, ACLCTS_PRODUCT, SET0, t->acl->aclrtRecordEvent(NULL, NULL), "rtEventRecord")
SD_NULL(RTEVENT007, NullEventSyncWithADevice, ACLCTS_PRODUCT, SET0, t->acl->aclrtSynchronizeEvent(NULL), "rtEventSynchronize")

/* RecordEvent checks the event, not the stream: a real stream does not help. */
SD_NULL(RTEVENT005, NullEventOnARealStream, ACLCTS_PRODUCT, SET0; aclrtStream s = sd_stream(t, "RTEVENT005"),
        t->acl->aclrtRecordEvent(NULL, s), "rtEventRecord")

/* SETDEV012: the input report */
SD_NULL_REPORT(SETDEV004, GetDeviceNullIsReported, NOTHING, t->acl->aclrtGetDevice(NULL))
SD_NULL_REPORT(SETDEV006, GetDeviceCountNullIsReported, NOTHING, t->acl->aclrtGetDeviceCount(NULL))
SD_NULL_REPORT(SETDEV008, GetRunModeNullIsReported, NOTHING, t->acl->aclrtGetRunMode(NULL))
SD_NULL_REPORT(CTX001, CreateContextNullIsReported, NOTHING, t->acl->aclrtCreateContext(NULL, 0))
SD_NULL_REPORT(CTX003, DestroyContextNullIsReported, NOTHING, t->acl->aclrtDestroyContext(NULL))
SD_NULL_REPORT(CTX005, SetCurrentContextNullIsReported, NOTHING, t->acl->aclrtSetCurrentContext(NULL))
SD_NULL_REPORT(CTX007, GetCurrentContextNullIsReported, NOTHING, t->acl->aclrtGetCurrentContext(NULL))
SD_NULL_REPORT(STREAM001, CreateStreamNullIsReported, SET0, t->acl->aclrtCreateStream(NULL))
SD_NULL_REPORT(STREAM003, DestroyStreamNullIsReported, SET0, t->acl->aclrtDestroyStream(NULL))
SD_NULL_REPORT(RTEVENT001, CreateEventNullIsReported, SET0, t->acl->aclrtCreateEvent(NULL))
SD_NULL_REPORT(RTEVENT003, DestroyEventNullIsReported, SET0, t->acl->aclrtDestroyEvent(NULL))
SD_NULL_REPORT(RTEVENT005, RecordEventNullIsReported, SET0, t->acl->aclrtRecordEvent(NULL, NULL))
SD_NULL_REPORT(RTEVENT007, SynchronizeEventNullIsReported, SET0, t->acl->aclrtSynchronizeEvent(NULL))
