/* INIT002: the first failing step of a fresh init returns its code and no
 * later step runs (acl.cpp aclInitImpl). Each test runs the full config with
 * one step made to fail and checks that the southbound trace and the
 * callback log stop exactly there, and that the count stays 0 (STATE003). */
#include <string.h>

#include "aclcts/config_keys.h"
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/traces.h"

typedef struct stop_case {
    cb_stages cbs;
    const char *path;
    size_t m;
} stop_case;

static void start(aclcts_t *t, stop_case *c)
{
    aclcts_require_trace(t);
    cb_register_stages(t, "INIT002", &c->cbs);
    c->path = config_all_keys_file(t);
    c->m = aclcts_mark(t);
}

/* aclInit returns `code`, the trace is the first `lines` full-config lines
 * (the last one returning `last_ret`), the callbacks ran as `log` says. */
static void expect_stop(aclcts_t *t, stop_case *c, aclError code, int lines, int last_ret, const char *log)
{
    CHECK_CODE_FOR(t, "INIT002", t->acl->aclInit(c->path), code);
    CHECK_STR_FOR(t, "INIT002", aclcts_cb_log(), log);
    text_buf want = {0};
    trace_init_full(&want, c->path, strlen(aclcts_config_all_keys()), lines, last_ret);
    CHECK_TRACE_FOR(t, "INIT002", c->m, want.s);
    init_expect_count_zero(t, "INIT002");
}

/* One stop: what is made to fail (another config, a southbound call through
 * aclcts_fail, or a stage callback's return), and what INIT002 then expects
 * (expect_stop). */
typedef struct stop_row {
    const char *file, *config;                          /* a config other than the full one */
    const char *after_full;                             /* ... or the full one followed by this text */
    const char *symbol;                                 /* a southbound call that fails ... */
    int fail;                                           /* ... with this code ... */
    unsigned nth;                                       /* ... at this call (0: every) */
    aclError model_ret, opexe_ret, dvpp_ret, other_ret; /* a stage callback's return */
    aclError code;                                      /* aclInit's code */
    int lines, last_ret;                                /* the trace */
    const char *log;                                    /* the callback log */
} stop_row;

static void run_stop(aclcts_t *t, const stop_row *r)
{
    /* A stop after the profiling step needs msprof's yes to the full
     * config's profiler: a device host's (PROF011). */
    if (r->lines > TRACE_FULL_PROF_LINES) prof_need_device_host(t);
    stop_case c = {0};
    start(t, &c);
    if (r->config) c.path = aclcts_file(t, r->file, r->config);
    if (r->after_full) {
        text_buf text = {0};
        text_add(&text, "%s%s", aclcts_config_all_keys(), r->after_full);
        c.path = aclcts_file(t, r->file, text.s);
    }
    if (r->symbol) aclcts_fail(t, r->symbol, r->fail, r->nth);
    c.cbs.model.ret = r->model_ret;
    c.cbs.opexe.ret = r->opexe_ret;
    c.cbs.dvpp.ret = r->dvpp_ret;
    c.cbs.other.ret = r->other_ret;
    expect_stop(t, &c, r->code, r->lines, r->last_ret, r->log);
}

#define STOP_CASE(NAME, RULES, ...) \
    ACLCTS_TEST(INIT002, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE) { run_stop(t, &(const stop_row){__VA_ARGS__}); }

STOP_CASE(ParseErrorStopsBeforeAnyStep, "INIT002 JSON006", .file = "full.json", .after_full = " x",
          .code = ACL_ERROR_PARSE_FILE, .lines = 0, .last_ret = 0, .log = "")
STOP_CASE(InvalidErrMsgModeStopsBeforeErrMgrInit, "INIT002 ERRMSG001", .file = "bad.json",
          .config = "{\"err_msg_mode\":\"2\",\"defaultDevice\":{\"default_device\":\"0\"}}",
          .code = ACL_ERROR_INVALID_PARAM, .lines = 0, .last_ret = 0, .log = "")
STOP_CASE(ModelCallbackFailureStopsBeforeDump, "INIT002 CB008", .model_ret = ACL_ERROR_GE_FAILURE,
          .code = ACL_ERROR_GE_FAILURE, .lines = 2, .last_ret = 0, .log = "MODEL")
STOP_CASE(DumpServerInitFailureStopsInit, "INIT002 DUMP001", .symbol = "AdxDataDumpServerInit", .fail = -1,
          .code = ACL_ERROR_INTERNAL_ERROR, .lines = 3, .last_ret = -1, .log = "MODEL")
STOP_CASE(DumpConfigRejectionStopsInit, "INIT002 DUMP002", .symbol = "Adx::AdumpSetDumpConfig",
          .fail = ADUMP_INPUT_FAILED, .code = ACL_ERROR_INVALID_DUMP_CONFIG, .lines = 4, .last_ret = ADUMP_INPUT_FAILED,
          .log = "MODEL")
STOP_CASE(OpExecutorCallbackFailureStopsBeforeStackSize, "INIT002 CB008", .opexe_ret = ACL_ERROR_FAILURE,
          .code = ACL_ERROR_FAILURE, .lines = 4, .last_ret = 0, .log = "MODEL OPEXE")

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
    text_buf want = {0};
    trace_init_head(&want, 0);
    trace_init_dump(&want, c.path, strlen(json));
    CHECK_TRACE(t, c.m, want.s);
}

STOP_CASE(DefaultDeviceFailureStopsBeforeFifo, "INIT002 DEV005", .symbol = "rtSetDefaultDeviceId",
          .fail = ACL_ERROR_RT_INVALID_DEVICEID, .code = ACL_ERROR_RT_INVALID_DEVICEID, .lines = 8,
          .last_ret = ACL_ERROR_RT_INVALID_DEVICEID, .log = "MODEL OPEXE")
/* The 4th rtDeviceSetLimit is the SIMD FIFO size: its error is returned. */
STOP_CASE(FifoFailureStopsBeforeEventMode, "INIT002 FIFO004", .symbol = "rtDeviceSetLimit",
          .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 4, .code = ACL_ERROR_RT_PARAM_INVALID, .lines = 9,
          .last_ret = ACL_ERROR_RT_PARAM_INVALID, .log = "MODEL OPEXE")
STOP_CASE(EventModeFailureStopsBeforeProfiling, "INIT002 EVT003", .symbol = "rtEventWorkModeSet",
          .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .code = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .lines = 11,
          .last_ret = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .log = "MODEL OPEXE")
STOP_CASE(ProfilerFailureStopsBeforeSocProbe, "INIT002 PROF002", .symbol = "MsprofInit", .fail = 1,
          .code = ACL_ERROR_INVALID_PARAM, .lines = 13, .last_ret = 1, .log = "MODEL OPEXE")
STOP_CASE(SocProbeFailureStopsBeforeDvpp, "INIT002 INIT008", .symbol = "rtGetSocVersion",
          .fail = ACL_ERROR_RT_PARAM_INVALID, .code = ACL_ERROR_INTERNAL_ERROR, .lines = 14,
          .last_ret = ACL_ERROR_RT_PARAM_INVALID, .log = "MODEL OPEXE")
STOP_CASE(DvppCallbackFailureStopsBeforeFillFunc, "INIT002 CB008", .dvpp_ret = ACL_ERROR_RT_DRV_INTERNAL_ERROR,
          .code = ACL_ERROR_RT_DRV_INTERNAL_ERROR, .lines = 14, .last_ret = 0, .log = "MODEL OPEXE DVPP")
STOP_CASE(FillFuncFailureStopsBeforeOther, "INIT002 INIT009", .symbol = "rtRegKernelLaunchFillFunc",
          .fail = ACL_ERROR_RT_PARAM_INVALID, .code = ACL_ERROR_RT_PARAM_INVALID, .lines = 15,
          .last_ret = ACL_ERROR_RT_PARAM_INVALID, .log = "MODEL OPEXE DVPP")
STOP_CASE(OtherCallbackFailureIsTheLastStep, "INIT002 CB008", .other_ret = ACL_ERROR_RT_PARAM_INVALID,
          .code = ACL_ERROR_RT_PARAM_INVALID, .lines = 15, .last_ret = 0, .log = "MODEL OPEXE DVPP OTHER")

/* On a general server msprof's whitelist refuses the full config's profiler
 * ({"switch":"on"}) with 5 (PROF010): init stops at MsprofInit as at any
 * refusal (ProfilerFailureStopsBeforeSocProbe), and the steps after it, the
 * SoC probe, the DVPP callbacks, the fill function and the OTHER callbacks,
 * never run (PROF011). The general-server form of every full-config case
 * that gets past the profiling step (the four stops above it,
 * init_pipeline_trace.c). */
ACLCTS_TEST(INIT002, FullConfigStopsAtMsprofInitOnAGeneralServer, "INIT002 PROF011 PROF010",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_use_general_server(t);
    stop_case c = {0};
    start(t, &c);
    expect_stop(t, &c, ACL_ERROR_INVALID_PARAM, TRACE_FULL_PROF_LINES, PROF_MSPROF_ERROR, "MODEL OPEXE");
    const aclcts_cb *ran[] = {&c.cbs.model, &c.cbs.opexe};
    for (int i = 0; i < 2; ++i) {
        CHECK_INT_FOR(t, "PROF011", ran[i]->calls, 1);
        CHECK_STR_FOR(t, "PROF011", ran[i]->last_cfg, aclcts_config_all_keys());
    }
}
