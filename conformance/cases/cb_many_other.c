/* CB001, CB005: ACL_REG_TYPE_OTHER takes any number of entries, and they run
 * in registration order (init_callback_manager.cpp: a std::vector per type).
 * Forty entries in each registry, well past any small first allocation a
 * build may make for its list, all run once, in order, with their own
 * userData. */
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"

#define MANY_OTHER 40 /* several doublings of a list that starts small */

/* Registers MANY_OTHER OTHER callbacks (init or finalize) tagged 0..39 and
 * writes the log they must leave, "0 1 ... 39", into expected. */
#define register_many(t, ...) ACLCTS_HELPER(register_many_, t, __VA_ARGS__)
static void register_many_(aclcts_t *t, int finalize, aclcts_cb *slots, char (*tags)[4], char *expected, size_t cap)
{
    size_t used = 0;
    expected[0] = '\0';
    for (int i = 0; i < MANY_OTHER; i++) {
        snprintf(tags[i], sizeof tags[i], "%d", i);
        slots[i] = (aclcts_cb){.tag = tags[i]};
        aclError code = finalize ? t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &slots[i])
                                 : t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &slots[i]);
        CHECK_CODE_FOR(t, "CB001", code, ACL_SUCCESS);
        used += (size_t)snprintf(expected + used, cap - used, "%s%d", i ? " " : "", i);
    }
}

ACLCTS_TEST(CB001, FortyOtherInitCallbacksAllRunInOrder, "CB001 CB005", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    static aclcts_cb slots[MANY_OTHER];
    static char tags[MANY_OTHER][4], expected[MANY_OTHER * 3];
    register_many(t, 0, slots, tags, expected, sizeof expected);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR_FOR(t, "CB005", aclcts_cb_log(), expected);
}

ACLCTS_TEST(CB001, FortyOtherFinalizeCallbacksAllRunInOrder, "CB001 CB005", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    static aclcts_cb slots[MANY_OTHER];
    static char tags[MANY_OTHER][4], expected[MANY_OTHER * 3];
    register_many(t, 1, slots, tags, expected, sizeof expected);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR_FOR(t, "CB005", aclcts_cb_log(), expected);
}
