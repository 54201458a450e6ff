/* INIT004: a 0-byte regular file is "no configuration": aclInit succeeds, the
 * dump server is not started and nothing is handed to the dump layer; it is
 * the same config as NULL (json_parser.cpp; test ErrorManagerTest empty.json). */
#include "fin_common.h"
#include "init_common.h"

ACLCTS_TEST(INIT004, ZeroByteFileSucceeds, "INIT004", ACLCTS_PRODUCT)
{
    init_expect_config(t, "INIT004", "", ACL_SUCCESS);
}

ACLCTS_TEST(INIT004, ZeroByteFileTraceHasNoDumpStep, "INIT004 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = aclcts_file(t, "empty.json", "");
    init_text want = {0};
    init_trace_init_null(&want, 1);
    fin_expect_init(t, "INIT004", path, ACL_SUCCESS, want.s);
    fin_expect_finalize(t, "INIT004", TR_DEINIT);
}

/* Unlike NULL, a file path is a non-empty path: the OP_EXECUTOR callback runs,
 * with the empty content. */
ACLCTS_TEST(INIT004, ZeroByteFileRunsOpExecutorWithEmptyConfig, "INIT004 CB003 CB006", ACLCTS_PRODUCT)
{
    init_stage_cbs s = {0};
    init_expect_stages_for_file(t, "INIT004", &s, "");
    CHECK_INT(t, s.opexe.cfg_was_null, 0);
}
