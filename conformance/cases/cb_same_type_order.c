/* CB005: callbacks of one type (only OTHER can hold several) run in
 * registration order. */
#include "fin_common.h"

ACLCTS_TEST(CB005, InitOtherRunsInRegistrationOrder, "CB005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "1"}, b = {.tag = "2"}, c = {.tag = "3"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb2, &a), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &b), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb2, &c), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "1 2 3");
    CHECK_TRUE(t, a.last_seq < b.last_seq && b.last_seq < c.last_seq, "sequence %d %d %d", a.last_seq,
               b.last_seq, c.last_seq);
}

ACLCTS_TEST(CB005, FinalizeOtherRunsInRegistrationOrder, "CB005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "1"}, b = {.tag = "2"}, c = {.tag = "3"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb2, &a), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &b), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb2, &c), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "1 2 3");
}

/* An entry removed and added again goes to the end. */
ACLCTS_TEST(CB005, ReRegisteredEntryRunsLast, "CB005 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &a), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb2, &b), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &a), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "B A");
}
