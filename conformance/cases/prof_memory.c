/* PROF002: handing the profiler section to msprof keeps no memory per call
 * (helpers/heap.h). The section holds a value of each kind, members to sort
 * and a duplicate to resolve, and strings holding U+0000 (written back as
 * the product writes them); msprof then refuses its unknown members
 * (PROF004): each call the same text, re-serialised and refused. */
#include "helpers/errmsg.h"
#include "helpers/heap.h"

static const char *g_config;

static void refused_init(aclcts_t *t, int i)
{
    (void)i;
    CHECK_CODE_FOR(t, "PROF002", t->acl->aclInit(g_config), ACL_ERROR_INVALID_PARAM);
    (void)t->acl->aclGetRecentErrMsg();
}

ACLCTS_TEST(PROF002, RefusedSectionsKeepNoMemory, "PROF002 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    heap_need_no_library_beneath(t);
    errmsg_with_context(t);
    g_config = aclcts_file(t, "prof.json",
                           "{\"profiler\":{\"b\":\"x\\u0000y\",\"a\":[\"p\\u0000q\",{\"k\\u0000\":\"\\u0000\",\"k\":1,"
                           "\"k\":[true,false,null,1.5,-0.0,1e20,12345678901234567890123]}],\"c\":\"s\\u0000t\"}}");
    heap_expect_flat(t, "PROF002", refused_init);
}
