/* INIT002: the first failing step of a fresh init returns its code and no
 * later step runs (acl.cpp aclInitImpl). Each test runs the full config with
 * one step made to fail and checks that the southbound trace and the
 * callback log stop exactly there, and that the count stays 0 (STATE003). */
#include "init_common.h"

typedef struct stop_case {
    lc_stage_cbs cbs;
    const char *path;
    size_t m;
} stop_case;

static void start(aclcts_t *t, stop_case *c)
{
    aclcts_require_trace(t);
    lc_register_stages(t, "INIT002", &c->cbs);
    c->path = lc_full_config(t);
    c->m = aclcts_mark(t);
}

/* aclInit returns `code`, the trace is the first `lines` full-config lines
 * (the last one returning `last_ret`), the callbacks ran as `log` says. */
static void expect_stop(aclcts_t *t, stop_case *c, aclError code, int lines, int last_ret, const char *log)
{
    CHECK_CODE_FOR(t, "INIT002", t->acl->aclInit(c->path), code);
    CHECK_STR_FOR(t, "INIT002", aclcts_cb_log(), log);
    lc_text want = {0};
    lc_trace_full(&want, c->path, strlen(LC_FULL_CONFIG), lines, last_ret);
    CHECK_TRACE_FOR(t, "INIT002", c->m, want.s);
    lc_expect_rc_zero(t, "INIT002");
}

ACLCTS_TEST(INIT002, ParseErrorStopsBeforeAnyStep, "INIT002 JSON006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    c.path = aclcts_file(t, "full.json", LC_FULL_CONFIG " x");
    expect_stop(t, &c, ACL_ERROR_PARSE_FILE, 0, 0, "");
}

ACLCTS_TEST(INIT002, InvalidErrMsgModeStopsBeforeErrMgrInit, "INIT002 ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    c.path = aclcts_file(t, "bad.json", "{\"err_msg_mode\":\"2\",\"defaultDevice\":{\"default_device\":\"0\"}}");
    expect_stop(t, &c, ACL_ERROR_INVALID_PARAM, 0, 0, "");
}

ACLCTS_TEST(INIT002, ModelCallbackFailureStopsBeforeDump, "INIT002 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    c.cbs.model.ret = ACL_ERROR_GE_FAILURE;
    expect_stop(t, &c, ACL_ERROR_GE_FAILURE, 2, 0, "MODEL");
}

ACLCTS_TEST(INIT002, DumpServerInitFailureStopsInit, "INIT002 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "AdxDataDumpServerInit", -1, 0);
    expect_stop(t, &c, ACL_ERROR_INTERNAL_ERROR, 3, -1, "MODEL");
}

ACLCTS_TEST(INIT002, DumpConfigRejectionStopsInit, "INIT002 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "Adx::AdumpSetDumpConfig", ADUMP_INPUT_FAILED, 0);
    expect_stop(t, &c, ACL_ERROR_INVALID_DUMP_CONFIG, 4, ADUMP_INPUT_FAILED, "MODEL");
}

ACLCTS_TEST(INIT002, OpExecutorCallbackFailureStopsBeforeStackSize, "INIT002 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    c.cbs.opexe.ret = ACL_ERROR_FAILURE;
    expect_stop(t, &c, ACL_ERROR_FAILURE, 4, 0, "MODEL OPEXE");
}

/* A StackSize type error (500001) stops before defaultDevice. */
ACLCTS_TEST(INIT002, StackSizeTypeErrorStopsBeforeDefaultDevice, "INIT002 STACK004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    const char *json = "{\"StackSize\":{\"simt_stack_size\":\"x\",\"aicore_stack_size\":1},"
                       "\"defaultDevice\":{\"default_device\":\"0\"}}";
    c.path = aclcts_file(t, "stack.json", json);
    CHECK_CODE(t, t->acl->aclInit(c.path), ACL_ERROR_FAILURE);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OPEXE");
    lc_text want = {0};
    lc_trace_head(&want, 0);
    lc_trace_dump(&want, c.path, strlen(json));
    CHECK_TRACE(t, c.m, want.s);
}

ACLCTS_TEST(INIT002, DefaultDeviceFailureStopsBeforeFifo, "INIT002 DEV005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "rtSetDefaultDeviceId", ACL_ERROR_RT_INVALID_DEVICEID, 0);
    expect_stop(t, &c, ACL_ERROR_RT_INVALID_DEVICEID, 8, ACL_ERROR_RT_INVALID_DEVICEID, "MODEL OPEXE");
}

/* The 4th rtDeviceSetLimit is the SIMD FIFO size: its error is returned. */
ACLCTS_TEST(INIT002, FifoFailureStopsBeforeEventMode, "INIT002 FIFO004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "rtDeviceSetLimit", ACL_ERROR_RT_PARAM_INVALID, 4);
    expect_stop(t, &c, ACL_ERROR_RT_PARAM_INVALID, 9, ACL_ERROR_RT_PARAM_INVALID, "MODEL OPEXE");
}

ACLCTS_TEST(INIT002, EventModeFailureStopsBeforeProfiling, "INIT002 EVT003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "rtEventWorkModeSet", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 0);
    expect_stop(t, &c, ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 11, ACL_ERROR_RT_FEATURE_NOT_SUPPORT, "MODEL OPEXE");
}

ACLCTS_TEST(INIT002, ProfilerFailureStopsBeforeSocProbe, "INIT002 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "MsprofInit", 1, 0);
    expect_stop(t, &c, ACL_ERROR_INVALID_PARAM, 13, 1, "MODEL OPEXE");
}

ACLCTS_TEST(INIT002, SocProbeFailureStopsBeforeDvpp, "INIT002 INIT008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_PARAM_INVALID, 0);
    expect_stop(t, &c, ACL_ERROR_INTERNAL_ERROR, 14, ACL_ERROR_RT_PARAM_INVALID, "MODEL OPEXE");
}

ACLCTS_TEST(INIT002, DvppCallbackFailureStopsBeforeFillFunc, "INIT002 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    c.cbs.dvpp.ret = ACL_ERROR_RT_DRV_INTERNAL_ERROR;
    expect_stop(t, &c, 507899, 14, 0, "MODEL OPEXE DVPP");
}

ACLCTS_TEST(INIT002, FillFuncFailureStopsBeforeOther, "INIT002 INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 0);
    expect_stop(t, &c, ACL_ERROR_RT_PARAM_INVALID, 15, ACL_ERROR_RT_PARAM_INVALID, "MODEL OPEXE DVPP");
}

ACLCTS_TEST(INIT002, OtherCallbackFailureIsTheLastStep, "INIT002 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    stop_case c = {0};
    start(t, &c);
    c.cbs.other.ret = ACL_ERROR_RT_PARAM_INVALID;
    expect_stop(t, &c, 107000, 15, 0, "MODEL OPEXE DVPP OTHER");
}
