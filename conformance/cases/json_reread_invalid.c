/* JSON019, JSON020: a config rewritten as invalid JSON while aclInit runs.
 * The dump hand-off's read checks no syntax (dump.cpp HandleDumpConfig uses
 * GetConfigStrFromFile): the new bytes go to the dump layer, which refuses
 * them (ACL_ERROR_INVALID_DUMP_CONFIG). StackSize parses, and turns the parse
 * failure into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "json_reread_common.h"

#define RR_INVALID "{\"defaultDevice\":}"

ACLCTS_TEST(JSON019, InvalidAfterModelCallbackGoesRawToDumpLayer, "JSON019 JSON018 DUMP002",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_REWRITE, .text = RR_INVALID};
    const char *path = rr_setup(t, "JSON019", &s, &s.model, &e);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, "JSON019", t->acl->aclInit(path), ACL_ERROR_INVALID_DUMP_CONFIG);
    CHECK_INT(t, "JSON019", e.done, 1);
    lc_text want = {{0}, 0};
    lc_trace_head(&want, 0);
    lc_add(&want, "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(");
    lc_add_quoted(&want, path);
    lc_add(&want, ",%zu)=%d\n", strlen(RR_INVALID), ADUMP_INPUT_FAILED);
    CHECK_TRACE(t, "JSON019", m, want.s);
    CHECK_INT(t, "JSON019", s.opexe.calls, 0);
}

ACLCTS_TEST(JSON020, InvalidAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON004",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_REWRITE, .text = RR_INVALID};
    const char *path = rr_setup(t, "JSON020", &s, &s.opexe, &e);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, "JSON020", t->acl->aclInit(path), ACL_ERROR_FAILURE);
    CHECK_INT(t, "JSON020", e.done, 1);
    lc_text want = {{0}, 0};
    lc_trace_head(&want, 0);
    lc_trace_dump(&want, path, RR_ORIGINAL_LEN);
    CHECK_TRACE(t, "JSON020", m, want.s);
    CHECK_INT(t, "JSON020", s.dvpp.calls, 0);
}
