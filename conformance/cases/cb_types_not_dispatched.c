/* CB009: the type is not validated. Init callbacks of OP_CBLAS, OP_COMPILER,
 * TDT_CHANNEL, TDT_QUEUE, RETR and out-of-range values, and finalize callbacks
 * of OP_EXECUTOR, OP_CBLAS, TDT_CHANNEL, TDT_QUEUE, RETR and out-of-range
 * values, are stored but never dispatched. The one-entry rule applies to each
 * out-of-range value too. */
#include "helpers/callbacks.h"
#include "helpers/configs.h"

/* Every type of `idle` is stored and never runs; `runs` (a dispatched type)
 * shows the dispatch took place. */
#define never_dispatched(t, ...) ACLCTS_HELPER(never_dispatched_, t, __VA_ARGS__)
static void never_dispatched_(aclcts_t *t, cb_registry r, const int *idle, size_t n, aclRegisterCallbackType runs)
{
    static aclcts_cb idle_slot = {.tag = "IDLE"}, run_slot = {.tag = "RUNS"};
    for (size_t i = 0; i < n; i++)
        cb_register(t, "CB009", r, (aclRegisterCallbackType)idle[i], CB_FN, &idle_slot, ACL_SUCCESS);
    cb_add(t, "CB009", r, CB_ENTRIES({runs, &run_slot, CB_FN}));
    cb_run(t, "CB009", r, config_braces_file(t)); /* a file: the OP_EXECUTOR point is reached */
    CHECK_STR(t, aclcts_cb_log(), "RUNS");
}

ACLCTS_TEST(CB009, InitTypesNeverDispatchedDoNotRun, "CB009 CB003", ACLCTS_PRODUCT)
{
    static const int types[] = {2, 3, 4, 5, 7, 8, 12345};
    never_dispatched(t, CB_INIT, types, sizeof types / sizeof types[0], ACL_REG_TYPE_ACL_MODEL);
}

ACLCTS_TEST(CB009, FinalizeTypesNeverDispatchedDoNotRun, "CB009 CB004", ACLCTS_PRODUCT)
{
    static const int types[] = {1, 2, 4, 5, 7, 8, 12345};
    never_dispatched(t, CB_FIN, types, sizeof types / sizeof types[0], ACL_REG_TYPE_OTHER);
}

/* OP_COMPILER is a finalize-only dispatch point, OP_EXECUTOR an init-only one. */
ACLCTS_TEST(CB009, OpCompilerRunsAtFinalizeOnly, "CB009 CB003 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb i = {.tag = "INIT_OPC"}, f = {.tag = "FIN_OPC"};
    cb_add(t, "CB009", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_OP_COMPILER, &i, CB_FN}));
    cb_add(t, "CB009", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_OP_COMPILER, &f, CB_FN}));
    cb_run(t, "CB009", CB_FIN, config_braces_file(t));
    CHECK_STR(t, aclcts_cb_log(), "FIN_OPC");
}

/* 8 and 12345 each take one entry, and each is removed on its own. */
static void out_of_range_type_is_unique_per_value(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"};
    const aclRegisterCallbackType eight = (aclRegisterCallbackType)8, big = (aclRegisterCallbackType)12345;
    cb_register(t, "CB009", r, eight, CB_FN, &a, ACL_SUCCESS);
    cb_register(t, "CB009", r, eight, CB_FN2, &a, ACL_ERROR_INTERNAL_ERROR);
    cb_register(t, "CB009", r, big, CB_FN, &a, ACL_SUCCESS);
    cb_register(t, "CB009", r, big, CB_FN, &a, ACL_ERROR_INTERNAL_ERROR);
    cb_unregister(t, "CB002", r, eight, CB_FN, ACL_SUCCESS);
    cb_unregister(t, "CB002", r, eight, CB_FN, ACL_ERROR_INTERNAL_ERROR);
    cb_unregister(t, "CB002", r, big, CB_FN, ACL_SUCCESS);
}
CB_BOTH_REGISTRIES(CB009, OutOfRangeInitTypeIsUniquePerValue, OutOfRangeFinalizeTypeIsUniquePerValue,
                   "CB009 CB001 CB002", out_of_range_type_is_unique_per_value)
