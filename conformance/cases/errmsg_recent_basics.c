/* ERRMSG003: aclGetRecentErrMsg needs no aclInit. It asks the runtime for the
 * device message (rtGetDevMsg(0, cb)), the current device (rtGetDevice) and
 * its fault events (rtGetFaultEvent), in that order, and returns NULL when
 * neither the host nor the device has anything to report. Lower-layer
 * failures there are only logged. */
#include "helpers/configs.h"
#include "helpers/errmsg.h"
#include "helpers/prof.h"
#include "helpers/traces.h"

ACLCTS_TEST(ERRMSG003, NullOnAFreshProcess, "ERRMSG003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

ACLCTS_TEST(ERRMSG003, NullAfterASuccessfulInit, "ERRMSG003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

/* Nor after a finalize that disables the default device: rtSetDefaultDeviceId(-1)
 * succeeding is no failure to report (acl.cpp aclFinalizeInternal warns only
 * when it fails). */
ACLCTS_TEST(ERRMSG003, NullAfterAFinalizeThatDisablesTheDefaultDevice, "ERRMSG003 FIN007",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtSetDefaultDeviceId", m), 1);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

/* Nor after an init that applies every key, nor after its finalize: each
 * step that succeeds reports nothing (acl.cpp aclInitImpl and
 * aclFinalizeInternal report failures only). */
ACLCTS_TEST(ERRMSG003, NullAfterAnInitOfEveryKeyAndItsFinalize, "ERRMSG003 INIT002 FIN003", ACLCTS_PRODUCT)
{
    prof_need_device_host(t);          /* the full config turns the profiler on */
    errmsg_no_fault_events_beneath(t); /* a fault event beneath is a message (ERRMSG014) */
    CHECK_CODE(t, t->acl->aclInit(config_all_keys_file(t)), ACL_SUCCESS);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

ACLCTS_TEST(ERRMSG003, AsksDeviceMessageDeviceAndFaultEvents, "ERRMSG003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static const char *const want[] = {"rtGetDevMsg", "rtGetDevice", "rtGetFaultEvent"};
    errmsg_with_context(t); /* without one, rtGetDevice's 107002 means no fault-event query */
    size_t m = aclcts_mark(t);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_INT(t, aclcts_mark(t) - m, 3);
    for (size_t i = 0; i < 3; i++) {
        const aclcts_sb_call *c = trace_call_at(t, m + i);
        CHECK_STR(t, c ? c->fn : NULL, want[i]);
    }
    const aclcts_sb_call *dev = trace_call_at(t, m);
    CHECK_STR(t, dev ? dev->args : NULL, "0,ptr");
}

/* The fault events are asked for with an empty filter (no flag, event 0,
 * severity 0, node type 0: acl.cpp GetFaultEventInfo, `rtDmsEventFilter
 * filter = {}`), room for 128 events, on the current device. */
ACLCTS_TEST(ERRMSG003, AsksFaultEventsWithAnEmptyFilter, "ERRMSG003 ERRMSG014", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_with_context(t);
    size_t m = aclcts_mark(t);
    (void)t->acl->aclGetRecentErrMsg();
    const aclcts_sb_call *c = trace_call_at(t, m + 2);
    CHECK_STR(t, c ? c->fn : NULL, "rtGetFaultEvent");
    CHECK_STR(t, c ? c->args : NULL, "0,{0,0,0,0},ptr,128,ptr");
}

/* Asking does not initialise anything. */
ACLCTS_TEST(ERRMSG003, AskingDoesNotInitialise, "ERRMSG003 STATE001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
}

ACLCTS_TEST(ERRMSG003, DeviceMessageFailureIsOnlyLogged, "ERRMSG003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *report = errmsg_device_report(t, "device text");
    aclcts_fail(t, "rtGetDevMsg", ERRMSG_DEVICE_TASK_ABORT, 1);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), report);
}

/* Without a current device there are no fault events to report. */
ACLCTS_TEST(ERRMSG003, NoDeviceMeansNoFaultText, "ERRMSG003 ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_fault_event(t, 0x1a, "name");
    errmsg_runtime_without_context(t);
    size_t m = aclcts_mark(t);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
    CHECK_INT(t, aclcts_calls(t, "rtGetFaultEvent", m), 0);
}

ACLCTS_TEST(ERRMSG003, FaultEventFailureMeansNoFaultText, "ERRMSG003 ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    errmsg_fault_event(t, 0x1a, "name");
    aclcts_fail(t, "rtGetFaultEvent", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 0);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}
