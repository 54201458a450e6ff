/* CB014: registration from inside an init callback of a running fresh init.
 * The count is still 0 (it is set after the OTHER step), so an init
 * callback registered there is not invoked at registration; registered from
 * the OTHER callback, its DVPP dispatch has passed, so it first runs at the
 * next fresh init. A finalize callback registered there runs at the next
 * deinit. (An OTHER callback added during the OTHER dispatch is HAZ005.) */
#include "helpers/callbacks.h"

static const aclcts_acl *acl;
static aclcts_cb late_dvpp = {.tag = "DVPP"}, late_fin = {.tag = "FIN"};
static aclError reg_init = -1, reg_fin = -1;

static void register_more(aclcts_cb *self)
{
    if (self->calls != 1) return;
    reg_init = cb_register_call(acl, CB_INIT, ACL_REG_TYPE_ACL_DVPP, CB_FN, &late_dvpp);
    reg_fin = cb_register_call(acl, CB_FIN, ACL_REG_TYPE_OTHER, CB_FN, &late_fin);
}

ACLCTS_TEST(CB014, CallbackRegisteredDuringInitRunsAtTheNextInit, "CB014 CB011 CB003", ACLCTS_PRODUCT)
{
    static aclcts_cb other = {.tag = "OTHER", .action = register_more};
    acl = t->acl;
    cb_add(t, "CB014", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, reg_init, ACL_SUCCESS);
    CHECK_CODE(t, reg_fin, ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OTHER");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OTHER FIN");
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OTHER FIN DVPP OTHER");
}
