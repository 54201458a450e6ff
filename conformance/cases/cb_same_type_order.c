/* CB005: callbacks of one type (only OTHER can hold several) run in
 * registration order. */
#include "helpers/callbacks.h"

#define OTHER ACL_REG_TYPE_OTHER

/* Two functions mixed, so the order cannot come from the function address. */
static void other_runs_in_registration_order(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "1"}, b = {.tag = "2"}, c = {.tag = "3"};
    cb_add(t, "CB005", r, CB_ENTRIES({OTHER, &a, CB_FN2}, {OTHER, &b, CB_FN}, {OTHER, &c, CB_FN2}));
    cb_run(t, "CB005", r, NULL);
    CHECK_STR(t, aclcts_cb_log(), "1 2 3");
    CHECK_TRUE(t, a.last_seq < b.last_seq && b.last_seq < c.last_seq, "sequence %d %d %d", a.last_seq, b.last_seq,
               c.last_seq);
}
CB_BOTH_REGISTRIES(CB005, InitOtherRunsInRegistrationOrder, FinalizeOtherRunsInRegistrationOrder, "CB005",
                   other_runs_in_registration_order)

/* An entry removed and added again goes to the end. */
ACLCTS_TEST(CB005, ReRegisteredEntryRunsLast, "CB005 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    cb_add(t, "CB005", CB_INIT, CB_ENTRIES({OTHER, &a, CB_FN}, {OTHER, &b, CB_FN2}));
    cb_unregister(t, "CB005", CB_INIT, OTHER, CB_FN, ACL_SUCCESS);
    cb_add(t, "CB005", CB_INIT, CB_ENTRIES({OTHER, &a, CB_FN}));
    cb_run(t, "CB005", CB_INIT, NULL);
    CHECK_STR(t, aclcts_cb_log(), "B A");
}
