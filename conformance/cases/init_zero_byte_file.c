/* INIT004: a 0-byte regular file is "no configuration": aclInit succeeds, the
 * dump server is not started and nothing is handed to the dump layer; it is
 * the same config as NULL (json_parser.cpp; test ErrorManagerTest empty.json). */
#include "helpers/callbacks.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT004, ZeroByteFileSucceeds, "INIT004", ACLCTS_PRODUCT)
{
    init_expect_config(t, "INIT004", "", ACL_SUCCESS);
}

ACLCTS_TEST(INIT004, ZeroByteFileTraceHasNoDumpStep, "INIT004 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *path = aclcts_file(t, "empty.json", "");
    text_buf want = {0};
    trace_init_null(&want, 1);
    init_expect_trace(t, "INIT004", path, ACL_SUCCESS, want.s);
    fin_expect_finalize(t, "INIT004", TR_DEINIT);
}

/* Unlike NULL, a file path is a non-empty path: the OP_EXECUTOR callback runs,
 * with the empty content. */
ACLCTS_TEST(INIT004, ZeroByteFileRunsOpExecutorWithEmptyConfig, "INIT004 CB003 CB006", ACLCTS_PRODUCT)
{
    cb_stages s = {0};
    cb_expect_stages_for_file(t, "INIT004", &s, "");
    CHECK_INT(t, s.opexe.cfg_was_null, 0);
}
