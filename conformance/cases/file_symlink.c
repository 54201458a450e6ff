/* FILE008: a symlink to a valid file is followed: its target's bytes are the
 * configuration. */
#include <unistd.h>

#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(FILE008, SymlinkToValidFileIsFollowed, "FILE008", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    const char *target = aclcts_file(t, "target.json", "{\"err_msg_mode\":\"1\"}");
    const char *link = aclcts_path(t, "link.json");
    CHECK_INT(t, symlink(target, link), 0);
    aclcts_cb model = {.tag = "MODEL"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclInit(link), ACL_SUCCESS);
    CHECK_STR(t, model.last_cfg, "{\"err_msg_mode\":\"1\"}");
}

/* The keys of the target apply: an invalid err_msg_mode behind a link fails. */
ACLCTS_TEST(FILE008, SymlinkTargetKeysAreChecked, "FILE008 ERRMSG001", ACLCTS_PRODUCT)
{
    const char *target = aclcts_file(t, "target.json", "{\"err_msg_mode\":\"2\"}");
    const char *link = aclcts_path(t, "link.json");
    CHECK_INT(t, symlink(target, link), 0);
    CHECK_CODE(t, t->acl->aclInit(link), ACL_ERROR_INVALID_PARAM);
}

/* A relative link through two hops. */
ACLCTS_TEST(FILE008, ChainedRelativeSymlinksAreFollowed, "FILE008", ACLCTS_PRODUCT)
{
    aclcts_file(t, "target.json", "{}");
    CHECK_INT(t, symlink("target.json", aclcts_path(t, "hop1.json")), 0);
    CHECK_INT(t, symlink("hop1.json", aclcts_path(t, "hop2.json")), 0);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "hop2.json")), ACL_SUCCESS);
    init_expect_count_one(t, "FILE008");
}

/* The dump hand-off gets the link path as given, not the resolved one. */
ACLCTS_TEST(FILE008, DumpHandOffGetsTheLinkPath, "FILE008 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *target = aclcts_file(t, "target.json", "{}");
    const char *link = aclcts_path(t, "link.json");
    CHECK_INT(t, symlink(target, link), 0);
    text_buf want = {0};
    trace_init_plain(&want, link, 2, 1);
    init_expect_trace(t, "FILE008", link, ACL_SUCCESS, want.s);
}
