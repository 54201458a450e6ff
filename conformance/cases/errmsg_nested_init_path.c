/* ERRMSG020 with THR003: a nested aclInit of another file, made by an init
 * callback of the outer aclInit, does not change the path the outer init's
 * later reports name. The product hands every step its own configPath
 * (acl.cpp aclInitImpl -> HandleDefaultDeviceAndStackSize(configPath) ->
 * json_parser.cpp GetStackSizeByType), so the StackSize report of the outer
 * init names the outer file, whatever the nested init read. What the nested
 * call itself returns is not checked (THR003: implementation-defined). */
#include "helpers/callbacks.h"
#include "helpers/errmsg.h"

static const aclcts_acl *acl;
static const char *inner_path;

static void init_inner(aclcts_cb *self)
{
    if (self->calls == 1) (void)acl->aclInit(inner_path);
}

ACLCTS_TEST(ERRMSG020, NestedInitLeavesTheOuterPathInItsReport, "ERRMSG020 THR003 STACK004", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    static aclcts_cb model = {.tag = "NESTING", .action = init_inner};
    const char *outer = aclcts_file(t, "outer.json", "{\"StackSize\":{\"aicore_stack_size\":\"x\"}}");
    inner_path = aclcts_file(t, "inner.json", "{}");
    acl = t->acl;
    cb_add(t, "ERRMSG020", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(outer), ACL_ERROR_FAILURE);
    errmsg_expect_recent_report(t, "ERRMSG020", ERRMSG_REPORT_FILE, outer, "Parse exception: ");
}
