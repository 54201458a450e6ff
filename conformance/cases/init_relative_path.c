/* INIT011: a relative config path resolves against the current working
 * directory (realpath in acl_rt_impl_base.cpp GetStrFromConfigPath); the dump
 * hand-off receives the path as given. */
#include <unistd.h>

#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT011, RelativePathResolvesAgainstCurrentDirectory, "INIT011", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_file(t, "rel.json", "{\"err_msg_mode\":\"1\"}");
    CHECK_INT(t, chdir(t->workdir), 0);
    aclcts_cb model = {.tag = "MODEL"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclInit("rel.json"), ACL_SUCCESS);
    CHECK_STR(t, model.last_cfg, "{\"err_msg_mode\":\"1\"}");
}

ACLCTS_TEST(INIT011, DotSlashRelativePathWorks, "INIT011", ACLCTS_PRODUCT)
{
    aclcts_file(t, "rel.json", "{}");
    CHECK_INT(t, chdir(t->workdir), 0);
    CHECK_CODE(t, t->acl->aclInit("./rel.json"), ACL_SUCCESS);
    init_expect_count_one(t, "INIT011");
}

/* The file exists, but not relative to the current directory. */
ACLCTS_TEST(INIT011, RelativePathIsNotResolvedAgainstOtherDirectories, "INIT011 FILE001", ACLCTS_PRODUCT)
{
    aclcts_file(t, "aclcts-relative-config.json", "{}");
    CHECK_INT(t, chdir("/"), 0);
    CHECK_CODE(t, t->acl->aclInit("aclcts-relative-config.json"), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(INIT011, DumpHandOffGetsRelativePathAsGiven, "INIT011 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    aclcts_file(t, "rel.json", "{}");
    CHECK_INT(t, chdir(t->workdir), 0);
    text_buf want = {0};
    trace_init_plain(&want, "rel.json", 2, 1);
    init_expect_trace(t, "INIT011", "rel.json", ACL_SUCCESS, want.s);
}
