/* JSON019, JSON020: a config rewritten one level too deep (11 nested
 * objects, JSON001) while aclInit runs. The dump hand-off's read runs the
 * depth scan and returns ACL_ERROR_PARSE_FILE before starting the dump server
 * (json_parser.cpp GetConfigStrFromFile/GetMaxNestedLayers); StackSize turns
 * the same failure into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "json_reread_common.h"

ACLCTS_TEST(JSON019, TooDeepAfterModelCallbackFailsDumpReadWithParseFile, "JSON019 JSON018 JSON001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_REWRITE, .text = RR_TOO_DEEP};
    const char *path = rr_setup(t, "JSON019", &s, &s.model, &e);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, "JSON019", t->acl->aclInit(path), ACL_ERROR_PARSE_FILE);
    CHECK_INT(t, "JSON019", e.done, 1);
    lc_text want = {{0}, 0};
    lc_trace_head(&want, 0);
    CHECK_TRACE(t, "JSON019", m, want.s);
    CHECK_INT(t, "JSON019", s.opexe.calls, 0);
}

ACLCTS_TEST(JSON020, TooDeepAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_REWRITE, .text = RR_TOO_DEEP};
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
