/* INIT002: the fresh-init pipeline runs in the product's order (acl.cpp
 * aclInitImpl):
 * ErrMgrInit, DlogReportInitialize, MODEL callbacks, then for a non-empty
 * path the dump hand-off, OP_EXECUTOR callbacks, StackSize, defaultDevice,
 * FIFO sizes and event mode, then MsprofRegisterCallback, MsprofInit, the SoC
 * probe, DVPP callbacks, the fill function and OTHER callbacks. */
#include <stdint.h>
#include <string.h>

#include "aclcts/config_keys.h"
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT002, NullConfigTraceIsExact, "INIT002 INIT003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    text_buf want = {0};
    trace_init_null(&want, 1);
    init_expect_trace(t, "INIT002", NULL, ACL_SUCCESS, want.s);
}

ACLCTS_TEST(INIT002, DefaultDeviceConfigTraceIsExact, "INIT002 DEV004 DEV006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    init_expect_file_trace(t, "INIT002", "{\"defaultDevice\":{\"default_device\":\"0\"}}", 0,
                           "rtSetDefaultDeviceId(0)=0\n");
    fin_expect_finalize(t, "INIT002", TR_DEINIT_DUMP_DEV);
}

ACLCTS_TEST(INIT002, FullConfigTraceIsExact, "INIT002 ERRMSG001 STACK001 DEV004 FIFO001 EVT002 PROF002",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_need_device_host(t); /* past the profiling step */
    const char *path = config_all_keys_file(t);
    text_buf want = {0};
    trace_init_full(&want, path, strlen(aclcts_config_all_keys()), TRACE_FULL_LINES, 0);
    init_expect_trace(t, "INIT002", path, ACL_SUCCESS, want.s);
}

/* aclInit of the full config answers `init`; the aclFinalize after it makes
 * the full deinit's calls, the dump server's and the default device's too. */
#define expect_full_config_finalize(t, ...) ACLCTS_HELPER(expect_full_config_finalize_, t, __VA_ARGS__)
static void expect_full_config_finalize_(aclcts_t *t, aclError init)
{
    CHECK_CODE(t, t->acl->aclInit(config_all_keys_file(t)), init);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    text_buf want = {0};
    trace_deinit(&want, 1, 1);
    CHECK_TRACE(t, m, want.s);
}

ACLCTS_TEST(INIT002, FullConfigFinalizeTraceIsExact, "INIT002 FIN003 FIN008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_need_device_host(t); /* past the profiling step */
    expect_full_config_finalize(t, ACL_SUCCESS);
}

/* On a general server the same config stops at MsprofInit (PROF011), after
 * the dump server was started and the default device set: the aclFinalize
 * that follows is a never-initialised process's full deinit (FIN002) and
 * undoes both (FIN008). */
ACLCTS_TEST(INIT002, FullConfigFinalizeTraceOnAGeneralServerIsExact, "INIT002 PROF011 FIN002 FIN008",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_use_general_server(t);
    expect_full_config_finalize(t, ACL_ERROR_INVALID_PARAM);
}

/* Each callback records how many lower-layer calls had happened when it ran. */
static const aclcts_spy *g_spy;

static void note_position(aclcts_cb *self) { self->user = (void *)(uintptr_t)g_spy->count(); }

ACLCTS_TEST(INIT002, CallbacksRunBetweenTheirSteps, "INIT002 CB003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    prof_need_device_host(t); /* past the profiling step */
    g_spy = t->spy;
    cb_stages s = {0};
    s.model.action = s.opexe.action = s.dvpp.action = s.other.action = note_position;
    cb_register_stages(t, "INIT002", &s);
    const char *path = config_all_keys_file(t);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OPEXE DVPP OTHER");
    /* after DlogReportInitialize (2 calls), after the dump hand-off (4),
     * after rtGetSocVersion (14), after the fill function (15) */
    CHECK_INT(t, (uintptr_t)s.model.user - m, 2);
    CHECK_INT(t, (uintptr_t)s.opexe.user - m, 4);
    CHECK_INT(t, (uintptr_t)s.dvpp.user - m, 14);
    CHECK_INT(t, (uintptr_t)s.other.user - m, 15);
}

/* Callbacks of all four stages get the raw config and its length. */
ACLCTS_TEST(INIT002, EveryStageCallbackGetsTheRawConfig, "INIT002 CB006", ACLCTS_PRODUCT)
{
    prof_need_device_host(t); /* past the profiling step */
    cb_stages s = {0};
    cb_register_stages(t, "INIT002", &s);
    CHECK_CODE(t, t->acl->aclInit(config_all_keys_file(t)), ACL_SUCCESS);
    const aclcts_cb *all[] = {&s.model, &s.opexe, &s.dvpp, &s.other};
    for (int i = 0; i < 4; ++i) {
        CHECK_INT(t, all[i]->calls, 1);
        CHECK_INT(t, all[i]->last_len, strlen(aclcts_config_all_keys()));
        CHECK_STR(t, all[i]->last_cfg, aclcts_config_all_keys());
    }
}
