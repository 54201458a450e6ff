/* DUMP002: Adx::AdumpSetDumpConfig returning ADUMP_INPUT_FAILED (-2) gives
 * ACL_ERROR_INVALID_DUMP_CONFIG (100009); ADUMP_FAILED (-1), the layer's only
 * other failure, gives ACL_ERROR_INTERNAL_ERROR (500000). The server was started and stays so: the
 * key steps do not run, and the next finalize calls AdxDataDumpServerUnInit
 * (dump.cpp HandleDumpCommand). */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define DUMP_CFG "{\"StackSize\":{\"aicore_stack_size\":65536},\"defaultDevice\":{\"default_device\":\"0\"}}"

static void expect_adump_failure(aclcts_t *t, int adump_code, aclError code)
{
    const char *path = config_write(t, DUMP_CFG);
    aclcts_fail(t, "Adx::AdumpSetDumpConfig", adump_code, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "DUMP002", t->acl->aclInit(path), code);
    CHECK_TRACE_FOR(t, "DUMP002", m,
                    text_fmt(TR_LOG_HEAD "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(%s,%zu)=%d\n",
                             text_quote(path), strlen(DUMP_CFG), adump_code));
    m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "DUMP002", t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, "DUMP002", m, TR_DEINIT_DUMP);
}

ACLCTS_TEST(DUMP002, InputFailedIsInvalidDumpConfig, "DUMP002 STATE003 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_adump_failure(t, -2, ACL_ERROR_INVALID_DUMP_CONFIG);
}

ACLCTS_TEST(DUMP002, AdumpFailedIsInternalError, "DUMP002 STATE003 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_adump_failure(t, -1, ACL_ERROR_INTERNAL_ERROR);
}
