/* JSON018: every key group after step 1 re-reads the config by its path. A
 * callback that rewrites the file with other valid content changes what the
 * later groups apply: the dump hand-off gets the new bytes and size, the
 * runtime and profiler calls follow the new keys, while every init callback
 * still gets the bytes read at step 1 (acl.cpp aclInitImpl passes configPath,
 * not configStr, to HandleDumpConfig, HandleDefaultDeviceAndStackSize,
 * HandlePrintFifoSizeConfig, HandleEventModeConfig, HandleProfilingConfig). */
#include "json_reread_common.h"

/* MODEL runs before the dump hand-off: everything after it sees the new file. */
ACLCTS_TEST(JSON018, ModelCallbackRewriteReachesDumpAndEveryKey, "JSON018 CB006 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_REWRITE, .text = LC_FULL_CONFIG};
    size_t m;
    rr_init_with_edit(t, "JSON018", &s, &s.model, &e, ACL_SUCCESS, &m);
    const char *path = e.path;
    lc_text want = {{0}, 0};
    lc_trace_head(&want, 0); /* err_msg_mode was read before the rewrite */
    rr_trace_full_from(&want, path, 3);
    CHECK_TRACE(t, m, want.s);
    rr_expect_original(t, "CB006", &s.model);
    rr_expect_original(t, "CB006", &s.opexe);
    rr_expect_original(t, "CB006", &s.dvpp);
    rr_expect_original(t, "CB006", &s.other);
}

/* OP_EXECUTOR runs after the dump hand-off: the dump layer had the original
 * bytes, StackSize onwards see the new ones. */
ACLCTS_TEST(JSON018, OpExecutorCallbackRewriteReachesKeysAfterDump, "JSON018 CB006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_REWRITE, .text = LC_FULL_CONFIG};
    size_t m;
    rr_init_with_edit(t, "JSON018", &s, &s.opexe, &e, ACL_SUCCESS, &m);
    const char *path = e.path;
    lc_text want = {{0}, 0};
    lc_trace_head(&want, 0);
    lc_trace_dump(&want, path, RR_ORIGINAL_LEN);
    rr_trace_full_from(&want, path, 5);
    CHECK_TRACE(t, m, want.s);
    rr_expect_original(t, "CB006", &s.dvpp);
    rr_expect_original(t, "CB006", &s.other);
}

/* Emptied by MODEL: the dump re-read finds 0 bytes (no hand-off at all) and
 * the default device of the original content is never set. */
ACLCTS_TEST(JSON019, ModelCallbackEmptyingSkipsDumpAndKeys, "JSON019 JSON018 INIT004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_RESIZE, .size = 0};
    size_t m;
    rr_init_with_edit(t, "JSON019", &s, &s.model, &e, ACL_SUCCESS, &m);
    lc_text want = {{0}, 0};
    lc_trace_init_null(&want, 1);
    CHECK_TRACE(t, m, want.s);
    rr_expect_original(t, "CB006", &s.other);
}
