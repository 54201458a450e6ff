/* API004: an init callback is called as (configStr, len, userData) and a
 * finalize callback as (userData); userData comes back unchanged. The
 * recorder uses userData as its slot, so a changed pointer cannot record. */
#include "aclcts/case.h"

ACLCTS_TEST(API004, InitCallbackGetsConfigLengthAndUserData, "API004 CB006", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb slot = {.tag = "MODEL"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &slot), 0);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{\"k\":1}")), ACL_SUCCESS);
    CHECK_INT(t, slot.calls, 1);
    CHECK_INT(t, slot.last_len, 7);
    CHECK_STR(t, slot.last_cfg, "{\"k\":1}");
}

ACLCTS_TEST(API004, FinalizeCallbackGetsUserData, "API004", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    aclcts_cb slot = {.tag = "MODEL"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &slot), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, slot.calls, 1);
    CHECK_STR(t, aclcts_cb_log(), "MODEL");
}
