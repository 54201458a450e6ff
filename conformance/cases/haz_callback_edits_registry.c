/* HAZ005 (HAZARD): a callback that edits its own registry while the dispatch
 * runs. The product walks a std::multimap while the nested unregister erases
 * the running entry (undefined behaviour); a conforming build
 * must neither crash nor deadlock, let the nested calls succeed and leave the
 * registry holding the new entry and not the removed one. Whether the entry
 * added during the walk already runs in that walk is not checked. */
#include "helpers/callbacks.h"

static const aclcts_acl *acl;
static cb_registry edited; /* the registry the running callback edits */
static aclcts_cb added = {.tag = "ADDED"};
static aclError nested_register = -1, nested_unregister = -1;

/* OTHER callback: adds another OTHER callback to its own registry, then
 * removes itself. */
static void swap_entry(aclcts_cb *self)
{
    if (self->calls != 1) return;
    nested_register = cb_register_call(acl, edited, ACL_REG_TYPE_OTHER, CB_FN2, &added);
    nested_unregister = cb_unregister_call(acl, edited, ACL_REG_TYPE_OTHER, CB_FN);
}

/* The nested calls succeed; at the next dispatch the removed entry is gone
 * and the added one runs. */
static void swapping_itself_for_another_is_safe(aclcts_t *t, cb_registry r)
{
    static aclcts_cb self = {.tag = "SELF", .action = swap_entry};
    acl = t->acl;
    edited = r;
    cb_add(t, "HAZ005", r, CB_ENTRIES({ACL_REG_TYPE_OTHER, &self, CB_FN}));
    cb_run(t, "HAZ005", r, NULL);
    CHECK_CODE(t, nested_register, ACL_SUCCESS);
    CHECK_CODE(t, nested_unregister, ACL_SUCCESS);
    if (r == CB_INIT) CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    int added_before = added.calls;
    cb_run(t, "HAZ005", r, NULL);
    CHECK_INT(t, self.calls, 1);
    CHECK_INT(t, added.calls, added_before + 1);
}
CB_BOTH_REGISTRIES(HAZ005, InitCallbackSwappingItselfForAnotherIsSafe, FinalizeCallbackSwappingItselfForAnotherIsSafe,
                   "HAZ005 CB002 CB010", swapping_itself_for_another_is_safe)
