/* INIT005: a `{}` file succeeds but is not "no configuration": being
 * non-empty it starts the dump server, hands its 2 bytes to
 * Adx::AdumpSetDumpConfig, and every later finalize stops the dump server.
 * (docs/zh/api_ref/02_initialization_and_deinitialization.md calls NULL and `{}` interchangeable.) */
#include <string.h>

#include "helpers/callbacks.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT005, EmptyObjectStartsDumpServerAndHandsOffTwoBytes, "INIT005 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *path = aclcts_file(t, "obj.json", "{}");
    text_buf want = {0};
    trace_init_plain(&want, path, 2, 1);
    init_expect_trace(t, "INIT005", path, ACL_SUCCESS, want.s);
    size_t size = 0;
    const char *data = t->spy->last_dump_data(&size);
    CHECK_INT(t, size, 2);
    CHECK_TRUE(t, data && memcmp(data, "{}", 2) == 0, "dump data is not the file's bytes");
}

ACLCTS_TEST(INIT005, EmptyObjectFinalizeStopsDumpServer, "INIT005 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "obj.json", "{}")), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    text_buf want = {0};
    trace_deinit(&want, 1, 0);
    CHECK_TRACE(t, m, want.s);
}

/* The dump flag is never cleared: the second cycle stops it again. */
ACLCTS_TEST(INIT005, EmptyObjectDumpServerStoppedAtEveryFinalize, "INIT005 FIN008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = aclcts_file(t, "obj.json", "{}");
    size_t m = aclcts_mark(t);
    for (int i = 0; i < 2; ++i) {
        CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    }
    CHECK_INT(t, aclcts_calls(t, "AdxDataDumpServerInit", m), 2);
    CHECK_INT(t, aclcts_calls(t, "AdxDataDumpServerUnInit", m), 2);
}

ACLCTS_TEST(INIT005, EmptyObjectRunsOpExecutorWithTwoBytes, "INIT005 CB006", ACLCTS_PRODUCT)
{
    cb_stages s = {0};
    cb_expect_stages_for_file(t, "INIT005", &s, "{}");
    CHECK_STR(t, s.opexe.last_cfg, "{}");
}
