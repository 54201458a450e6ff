/* API003: the values of aclRegisterCallbackType, observed through where the
 * lifecycle dispatches each value: 0 (MODEL) runs first at init, 1
 * (OP_EXECUTOR) only with a file, 6 (DVPP) after the SoC probe, 0xFFFF
 * (OTHER) last and without a registration limit; 3 (OP_COMPILER) runs first
 * at deinit. Raw numbers are passed, not the enum names. */
#include <stdint.h>
#include <stdio.h>

#include "aclcts/case.h"

#define REG_INIT(t, type, fn, slot) (t)->acl->aclInitCallbackRegister((aclRegisterCallbackType)(type), fn, slot)
#define REG_FIN(t, type, fn, slot) (t)->acl->aclFinalizeCallbackRegister((aclRegisterCallbackType)(type), fn, slot)

/* Registers one slot per raw value of `types` (n of them, in that order),
 * each tagged with its value in decimal, through the init registry or
 * (fin) the finalize one; each registration must return 0. */
#define reg_types(t, ...) ACLCTS_HELPER(reg_types_, t, __VA_ARGS__)
static void reg_types_(aclcts_t *t, int fin, aclcts_cb *slots, const unsigned *types, size_t n)
{
    static char tags[8][8];
    for (size_t i = 0; i < n && i < 8; i++) {
        snprintf(tags[i], sizeof tags[i], "%u", types[i]);
        slots[i].tag = tags[i];
        if (fin) CHECK_CODE(t, REG_FIN(t, types[i], aclcts_fin_cb, &slots[i]), 0);
        else CHECK_CODE(t, REG_INIT(t, types[i], aclcts_init_cb, &slots[i]), 0);
    }
}

ACLCTS_TEST(API003, InitTypeValuesDispatchInProductOrder, "API003 CB003", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb slots[4] = {0};
    reg_types(t, 0, slots, (const unsigned[]){0xFFFF, 6, 1, 0}, 4);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", "{}")), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "0 1 6 65535");
}

static const aclcts_spy *g_spy;

static void note_position(aclcts_cb *self) { self->user = (void *)(uintptr_t)g_spy->count(); }

/* Type 6 runs right after rtGetSocVersion (the 5th call of aclInit(NULL)). */
ACLCTS_TEST(API003, TypeSixRunsAtTheDvppStage, "API003 CB003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_require_trace(t);
    g_spy = t->spy;
    aclcts_cb dvpp = {.tag = "6", .action = note_position};
    CHECK_CODE(t, REG_INIT(t, 6, aclcts_init_cb, &dvpp), 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, dvpp.calls, 1);
    CHECK_INT(t, (uintptr_t)dvpp.user - m, 5);
}

ACLCTS_TEST(API003, TypeOtherRegistersWithoutLimit, "API003 CB001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb a = {.tag = "A"}, b = {.tag = "B"}, c = {.tag = "C"};
    CHECK_CODE(t, REG_INIT(t, 0xFFFF, aclcts_init_cb, &a), 0);
    CHECK_CODE(t, REG_INIT(t, 0xFFFF, aclcts_init_cb, &b), 0);
    CHECK_CODE(t, REG_INIT(t, 0xFFFF, aclcts_init_cb, &c), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "A B C");
}

ACLCTS_TEST(API003, FinalizeTypeValuesDispatchInProductOrder, "API003 CB004", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    aclcts_cb slots[4] = {0};
    reg_types(t, 1, slots, (const unsigned[]){0xFFFF, 6, 0, 3}, 4);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "3 0 6 65535");
}
