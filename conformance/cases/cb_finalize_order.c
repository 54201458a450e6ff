/* CB004: finalize callbacks are dispatched OP_COMPILER, MODEL, DVPP, OTHER,
 * whatever the registration order, at every deinit (also the deinit of a
 * never-initialised process). Positions against the southbound: FIN003. */
#include "helpers/configs.h"

static aclcts_cb opc = {.tag = "OP_COMPILER"};
static aclcts_cb model = {.tag = "MODEL"};
static aclcts_cb dvpp = {.tag = "DVPP"};
static aclcts_cb other = {.tag = "OTHER"};

static void reg(aclcts_t *t, aclRegisterCallbackType type, aclcts_cb *slot)
{
    CHECK_CODE_FOR(t, "CB004", t->acl->aclFinalizeCallbackRegister(type, aclcts_fin_cb, slot), ACL_SUCCESS);
}

static aclcts_cb *slot_of(aclRegisterCallbackType type)
{
    switch (type) {
    case ACL_REG_TYPE_ACL_OP_COMPILER:
        return &opc;
    case ACL_REG_TYPE_ACL_MODEL:
        return &model;
    case ACL_REG_TYPE_ACL_DVPP:
        return &dvpp;
    default:
        return &other;
    }
}

/* Registers the four types' callbacks in the order given. */
static void reg_four(aclcts_t *t, aclRegisterCallbackType a, aclRegisterCallbackType b, aclRegisterCallbackType c,
                     aclRegisterCallbackType d)
{
    const aclRegisterCallbackType order[] = {a, b, c, d};
    for (int i = 0; i < 4; i++) reg(t, order[i], slot_of(order[i]));
}

ACLCTS_TEST(CB004, OrderIndependentOfRegistrationOrder, "CB004", ACLCTS_PRODUCT)
{
    reg_four(t, ACL_REG_TYPE_ACL_DVPP, ACL_REG_TYPE_OTHER, ACL_REG_TYPE_ACL_OP_COMPILER, ACL_REG_TYPE_ACL_MODEL);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OTHER");
}

ACLCTS_TEST(CB004, OrderOnDeinitWithoutInit, "CB004 FIN002", ACLCTS_PRODUCT)
{
    reg_four(t, ACL_REG_TYPE_OTHER, ACL_REG_TYPE_ACL_MODEL, ACL_REG_TYPE_ACL_DVPP, ACL_REG_TYPE_ACL_OP_COMPILER);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OTHER");
}

ACLCTS_TEST(CB004, OrderOnLastReference, "CB004 REF002", ACLCTS_PRODUCT)
{
    reg_four(t, ACL_REG_TYPE_OTHER, ACL_REG_TYPE_ACL_OP_COMPILER, ACL_REG_TYPE_ACL_DVPP, ACL_REG_TYPE_ACL_MODEL);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OTHER");
}

/* Finalize callbacks never run at aclInit. */
ACLCTS_TEST(CB004, FinalizeCallbacksDoNotRunAtInit, "CB004", ACLCTS_PRODUCT)
{
    reg(t, ACL_REG_TYPE_ACL_MODEL, &model);
    reg(t, ACL_REG_TYPE_OTHER, &other);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "");
}
