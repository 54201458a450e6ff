/* IPV003 (ipv350 profile): with nested inits only the first config takes
 * effect (later ones are not even read); sequential init/finalize pairs each
 * apply their own config: there is no first-config rule (REP001 does not
 * apply). */
#include "helpers/configs.h"
#include "helpers/ipv.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(IPV003, NestedInitWithAnotherConfigSucceeds, "IPV003", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "other.json", "{\"x\":1}")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* The path handed to the debug layer (GeDbgInit) shows which config took
 * effect. */
ACLCTS_TEST(IPV003, NestedInitKeepsTheFirstConfig, "IPV003", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *a = aclcts_file(t, "a.json", "{\"a\":1}");
    text_buf want = {{0}, 0};
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "b.json", "{\"b\":2}")), ACL_SUCCESS);
    CHECK_TRACE(t, m, trace_clayer_init(&want, a));
}

ACLCTS_TEST(IPV003, EachSequentialPairAppliesItsOwnConfig, "IPV003", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_with(t, "IPV003", aclcts_file(t, "a.json", "{\"a\":1}"));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    ipv_expect_init_with(t, "IPV003", aclcts_file(t, "b.json", "{\"b\":2}"));
}

ACLCTS_TEST(IPV003, NestedInitDoesNotApplyItsConfig, "IPV003 IPV001", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(IPV003, SequentialPairsMayUseDifferentConfigs, "IPV003", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "other.json", "{\"x\":1}")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}
