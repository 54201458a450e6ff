/* SOC001: the lifecycle has no SoC-dependent branch (acl.cpp,
 * acl_rt_impl_base.cpp): under another SoC name the same calls give the same
 * codes and the same southbound trace. Ascend310P3 stands for "not the
 * default Ascend910B1". */
#include <string.h>

#include "aclcts/config_keys.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define OTHER_SOC "Ascend310P3"

static void use_other_soc(aclcts_t *t)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, OTHER_SOC);
    CHECK_STR_FOR(t, "SOC001", t->spy->soc(), OTHER_SOC);
}

/* The full config holds event_mode, which the 310P runtime refuses (SOC006):
 * this check uses Atlas A3, whose runtime answers like the default A2's, so
 * any difference would be a SoC branch in the library itself. */
ACLCTS_TEST(SOC001, FullConfigTraceIsTheSameOnAtlasA3, "SOC001 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, "Ascend910_9391");
    prof_need_device_host(t); /* the SoC probe comes after the profiling step */
    const char *path = config_all_keys_file(t);
    text_buf want = {0};
    trace_init_full(&want, path, strlen(aclcts_config_all_keys()), TRACE_FULL_LINES, 0);
    init_expect_trace(t, "SOC001", path, ACL_SUCCESS, want.s);
    fin_expect_finalize(t, "SOC001", TR_DEINIT_DUMP_DEV);
}

ACLCTS_TEST(SOC001, NullInitTraceIsTheSameOnAscend310P3, "SOC001 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    use_other_soc(t);
    text_buf want = {0};
    trace_init_null(&want, 1);
    init_expect_trace(t, "SOC001", NULL, ACL_SUCCESS, want.s);
}

/* The error ladder is the same: 100003, 100006, 100000, 500001, then a
 * successful init, a repeat (100002) and the finalize pair. */
ACLCTS_TEST(SOC001, ErrorCodesAreTheSameOnAscend310P3, "SOC001 FILE001 JSON004 ERRMSG001 DEV002",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    use_other_soc(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{")), ACL_ERROR_PARSE_FILE);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "b.json", "{\"err_msg_mode\":\"2\"}")), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "c.json", "{\"defaultDevice\":{\"default_device\":0}}")),
               ACL_ERROR_FAILURE);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}
