/* IPV003 (ipv350 profile): with nested inits only the first config takes
 * effect (later ones are not even read); sequential init/finalize pairs each
 * apply their own config: there is no first-config rule (REP001 does not
 * apply). */
#include "fin_common.h"

ACLCTS_TEST(IPV003, NestedInitWithAnotherConfigSucceeds, "IPV003", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(fin_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "other.json", "{\"x\":1}")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* The config handed to the lower layer (the dump hand-off) shows which one
 * took effect. */
static void expect_handed_over(aclcts_t *t, const char *text)
{
    size_t size = 0;
    const char *data = fin_spy(t)->last_dump_data(&size);
    CHECK_TRUE_FOR(t, "IPV003", data != NULL && size == strlen(text) && memcmp(data, text, size) == 0,
               "config handed over: \"%.*s\", expected \"%s\"", data ? (int)size : 6, data ? data : "(none)", text);
}

ACLCTS_TEST(IPV003, NestedInitKeepsTheFirstConfig, "IPV003", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{\"a\":1}")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "b.json", "{\"b\":2}")), ACL_SUCCESS);
    expect_handed_over(t, "{\"a\":1}");
}

ACLCTS_TEST(IPV003, EachSequentialPairAppliesItsOwnConfig, "IPV003", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{\"a\":1}")), ACL_SUCCESS);
    expect_handed_over(t, "{\"a\":1}");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "b.json", "{\"b\":2}")), ACL_SUCCESS);
    expect_handed_over(t, "{\"b\":2}");
}

ACLCTS_TEST(IPV003, NestedInitDoesNotApplyItsConfig, "IPV003 IPV001", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(fin_dev0_file(t)), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(IPV003, SequentialPairsMayUseDifferentConfigs, "IPV003", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(fin_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "other.json", "{\"x\":1}")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}
