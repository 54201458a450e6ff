/* API001: the codes the lifecycle returns are the product's numeric values
 * (include/external/acl/acl_base_rt.h). The product's compatibility test
 * tests/ut/acl/testcase/compatibility/const_check.cpp pins 100002, 100003,
 * 100006 and 100037; these cases compare the target's answers in the key
 * scenarios against those literal numbers, not against our header. */
#include "aclcts/case.h"

ACLCTS_TEST(API001, RepeatInitializeIs100002, "API001 INIT001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), 100002);
}

ACLCTS_TEST(API001, InvalidFileIs100003, "API001 FILE001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), 100003);
}

ACLCTS_TEST(API001, ParseFileIs100006, "API001 JSON004", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{\"a\":")), 100006);
}

ACLCTS_TEST(API001, RepeatFinalizeIs100037, "API001 FIN001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), 0);
    CHECK_CODE(t, t->acl->aclFinalize(), 0);
    CHECK_CODE(t, t->acl->aclFinalize(), 100037);
}

ACLCTS_TEST(API001, InvalidParamIs100000, "API001 REP001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{\"err_msg_mode\":\"2\"}")), 100000);
}

ACLCTS_TEST(API001, FailureIs500001, "API001 DEV002", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{\"defaultDevice\":{\"default_device\":0}}")), 500001);
}

ACLCTS_TEST(API001, InternalErrorIs500000, "API001 CB001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &a), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb2, &b), 500000);
}
