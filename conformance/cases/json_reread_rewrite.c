/* JSON018: every key group after step 1 re-reads the config by its path. A
 * callback that rewrites the file with other valid content changes what the
 * later groups apply: the dump hand-off gets the new bytes and size, the
 * runtime and profiler calls follow the new keys, while every init callback
 * still gets the bytes read at step 1 (acl.cpp aclInitImpl passes configPath,
 * not configStr, to HandleDumpConfig, HandleDefaultDeviceAndStackSize,
 * HandlePrintFifoSizeConfig, HandleEventModeConfig, HandleProfilingConfig). */
#include "aclcts/config_keys.h"
#include "helpers/callbacks.h"
#include "helpers/prof.h"
#include "helpers/reread.h"
#include "helpers/text.h"
#include "helpers/traces.h"

/* The init stages in dispatch order; the editor is one of the first two. */
enum { STAGE_MODEL, STAGE_OPEXE };

/* The callback of stage `editor` rewrites the file to the all-keys config: the
 * trace is the head (err_msg_mode was read before the rewrite), the dump
 * hand-off of the original bytes when it came before the editor, then the
 * full config's lines from `from_line` on; the editor and every later stage
 * that ran still got the bytes read at step 1 (CB006). The new file's
 * profiler is on: on a device host init runs to its end; on a general
 * server msprof refuses it with 5, so init stops at MsprofInit with 100000
 * and the DVPP and OTHER stages never run (PROF011). */
#define expect_rewrite(t, ...) ACLCTS_HELPER(expect_rewrite_, t, __VA_ARGS__)
static void expect_rewrite_(aclcts_t *t, int editor, int from_line, int general)
{
    cb_stages s = {0};
    aclcts_cb *const stage[] = {&s.model, &s.opexe, &s.dvpp, &s.other};
    reread_edit e = {.kind = REREAD_REWRITE, .text = aclcts_config_all_keys()};
    if (general) prof_use_general_server(t);
    else prof_need_device_host(t);
    size_t m;
    reread_init_with_edit(t, "JSON018", &s, stage[editor], &e, general ? ACL_ERROR_INVALID_PARAM : ACL_SUCCESS, &m);
    text_buf want = {{0}, 0};
    trace_init_head(&want, 0);
    if (editor > STAGE_MODEL) trace_init_dump(&want, e.path, REREAD_ORIGINAL_LEN);
    if (general) trace_init_full_from(&want, e.path, from_line, TRACE_FULL_PROF_LINES, PROF_MSPROF_ERROR);
    else trace_init_full_from(&want, e.path, from_line, TRACE_FULL_LINES, 0);
    CHECK_TRACE(t, m, want.s);
    int ran = general ? STAGE_OPEXE + 1 : 4;
    for (int i = editor; i < ran; i++) reread_expect_original(t, "CB006", stage[i]);
    for (int i = ran; i < 4; i++) CHECK_INT_FOR(t, "PROF011", stage[i]->calls, 0);
}

/* MODEL runs before the dump hand-off: everything after it sees the new file. */
ACLCTS_TEST(JSON018, ModelCallbackRewriteReachesDumpAndEveryKey, "JSON018 CB006 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_rewrite(t, STAGE_MODEL, 3, 0);
}

/* OP_EXECUTOR runs after the dump hand-off: the dump layer had the original
 * bytes, StackSize onwards see the new ones. */
ACLCTS_TEST(JSON018, OpExecutorCallbackRewriteReachesKeysAfterDump, "JSON018 CB006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_rewrite(t, STAGE_OPEXE, 5, 0);
}

/* The general-server forms of both. */
ACLCTS_TEST(JSON018, ModelCallbackRewriteReachesMsprofOnAGeneralServer, "JSON018 CB006 PROF011",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_rewrite(t, STAGE_MODEL, 3, 1);
}

ACLCTS_TEST(JSON018, OpExecutorCallbackRewriteReachesMsprofOnAGeneralServer, "JSON018 CB006 PROF011",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_rewrite(t, STAGE_OPEXE, 5, 1);
}

/* Emptied by MODEL: the dump re-read finds 0 bytes (no hand-off at all) and
 * the default device of the original content is never set. */
ACLCTS_TEST(JSON019, ModelCallbackEmptyingSkipsDumpAndKeys, "JSON019 JSON018 INIT004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    cb_stages s = {0};
    reread_edit e = {.kind = REREAD_RESIZE, .size = 0};
    size_t m;
    reread_init_with_edit(t, "JSON019", &s, &s.model, &e, ACL_SUCCESS, &m);
    text_buf want = {{0}, 0};
    trace_init_null(&want, 1);
    CHECK_TRACE(t, m, want.s);
    reread_expect_original(t, "CB006", &s.other);
}
