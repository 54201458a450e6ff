/* JSON019, JSON020: a config deleted while aclInit runs fails at the first
 * key group that re-reads it, with that group's mapping: the dump hand-off
 * returns the reader's ACL_ERROR_INVALID_FILE (dump.cpp HandleDumpConfig,
 * json_parser.cpp GetConfigStrFromFile/IsValidFileName); StackSize turns it
 * into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "json_reread_common.h"

ACLCTS_TEST(JSON019, DeletedByModelCallbackFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_DELETE};
    const char *path = rr_setup(t, "JSON019", &s, &s.model, &e);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, "JSON019", t->acl->aclInit(path), ACL_ERROR_INVALID_FILE);
    CHECK_INT(t, "JSON019", e.done, 1);
    lc_text want = {{0}, 0};
    lc_trace_head(&want, 0);
    CHECK_TRACE(t, "JSON019", m, want.s);
    CHECK_INT(t, "JSON019", s.opexe.calls, 0);
}

ACLCTS_TEST(JSON020, DeletedByOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    lc_stage_cbs s = {0};
    rr_edit e = {.kind = RR_DELETE};
    const char *path = rr_setup(t, "JSON020", &s, &s.opexe, &e);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, "JSON020", t->acl->aclInit(path), ACL_ERROR_FAILURE);
    CHECK_INT(t, "JSON020", e.done, 1);
    lc_text want = {{0}, 0};
    lc_trace_head(&want, 0);
    lc_trace_dump(&want, path, RR_ORIGINAL_LEN);
    CHECK_TRACE(t, "JSON020", m, want.s); /* no rtSetDefaultDeviceId(0) */
    CHECK_INT(t, "JSON020", s.dvpp.calls, 0);
}
