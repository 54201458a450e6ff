/* HAZ005 (HAZARD): a callback that edits its own registry while the dispatch
 * runs. The product walks a std::multimap while the nested unregister erases
 * the running entry (undefined behaviour); a conforming build
 * must neither crash nor deadlock, let the nested calls succeed and leave the
 * registry holding the new entry and not the removed one. Whether the entry
 * added during the walk already runs in that walk is not checked. */
#include "cb_common.h"
#include "fin_common.h"

static const aclcts_acl *acl;
static aclcts_cb added_init = {.tag = "ADDED"}, added_fin = {.tag = "ADDED"};
static aclError nested_register = -1, nested_unregister = -1;

/* OTHER init callback: adds another OTHER callback, then removes itself. */
static void swap_init_entry(aclcts_cb *self)
{
    if (self->calls != 1)
        return;
    nested_register = acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb2, &added_init);
    nested_unregister = acl->aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb);
}

/* OTHER finalize callback: the same in the finalize registry. */
static void swap_fin_entry(aclcts_cb *self)
{
    if (self->calls != 1)
        return;
    nested_register = acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb2, &added_fin);
    nested_unregister = acl->aclFinalizeCallbackUnRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb);
}

ACLCTS_TEST(HAZ005, InitCallbackSwappingItselfForAnotherIsSafe, "HAZ005 CB002 CB010", ACLCTS_PRODUCT)
{
    static aclcts_cb self = {.tag = "SELF", .action = swap_init_entry};
    acl = t->acl;
    cb_add(t, "HAZ005", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_OTHER, &self, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, nested_register, ACL_SUCCESS);
    CHECK_CODE(t, nested_unregister, ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    int added_before = added_init.calls;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, self.calls, 1);
    CHECK_INT(t, added_init.calls, added_before + 1);
}

ACLCTS_TEST(HAZ005, FinalizeCallbackSwappingItselfForAnotherIsSafe, "HAZ005 CB002 CB010", ACLCTS_PRODUCT)
{
    static aclcts_cb self = {.tag = "SELF", .action = swap_fin_entry};
    acl = t->acl;
    cb_add(t, "HAZ005", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &self, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, nested_register, ACL_SUCCESS);
    CHECK_CODE(t, nested_unregister, ACL_SUCCESS);
    int added_before = added_fin.calls;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, self.calls, 1);
    CHECK_INT(t, added_fin.calls, added_before + 1);
}
