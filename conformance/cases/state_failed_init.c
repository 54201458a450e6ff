/* STATE003: a failed fresh init leaves the count at 0 and the finalized flag
 * as it was, and rolls nothing back: lower-layer effects made before the
 * failing step persist, and the sticky dump / default-device flags they set
 * make later deinits undo them (FIN008). */
#include <string.h>

#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

/* A callback failure at the last stage: count 0, still FRESH. */
ACLCTS_TEST(STATE003, FailedInitLeavesCountZeroAndNotFinalized, "STATE003 CB008", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &other), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_FAILURE);
    init_expect_count_zero(t, "STATE003");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* A fresh aclInit of a file holding `json` fails with `code` after the trace
 * head, the dump hand-off and `keys`; the deinit then undoes what it did. */
#define failed_init_kept(t, ...) ACLCTS_HELPER(failed_init_kept_, t, __VA_ARGS__)
static void failed_init_kept_(aclcts_t *t, const char *rule, const char *json, aclError code, const char *keys,
                              const char *deinit)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *path = aclcts_file(t, "bad.json", json);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    text_buf want = {0};
    trace_init_head(&want, 0);
    trace_init_dump(&want, path, strlen(json));
    text_add(&want, "%s", keys);
    CHECK_TRACE_FOR(t, rule, m, want.s);
    fin_expect_finalize(t, rule, deinit);
}

/* The dump server started before a StackSize type error stays started; the
 * deinit stops it. */
ACLCTS_TEST(STATE003, DumpServerStartedByFailedInitIsNotRolledBack, "STATE003 FIN008 DUMP001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    failed_init_kept(t, "STATE003", "{\"StackSize\":{\"aicore_stack_size\":\"big\"}}", ACL_ERROR_FAILURE, "",
                     TR_DEINIT_DUMP);
}

/* The default device set before an event_mode error stays set; the deinit
 * disables it. */
ACLCTS_TEST(STATE003, DefaultDeviceSetByFailedInitIsNotRolledBack, "STATE003 FIN008 DEV006",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    failed_init_kept(t, "STATE003",
                     "{\"defaultDevice\":{\"default_device\":\"0\"},\"acl_graph\":{\"event_mode\":\"2\"}}",
                     ACL_ERROR_INVALID_PARAM, TR_DEV0, TR_DEINIT_DUMP_DEV);
}
