/* CB004: finalize callbacks are dispatched OP_COMPILER, MODEL, DVPP, OTHER,
 * whatever the registration order, at every deinit (also the deinit of a
 * never-initialised process). Positions against the southbound: FIN003. */
#include "fin_common.h"

static aclcts_cb opc = {.tag = "OP_COMPILER"};
static aclcts_cb model = {.tag = "MODEL"};
static aclcts_cb dvpp = {.tag = "DVPP"};
static aclcts_cb other = {.tag = "OTHER"};

static void reg(aclcts_t *t, aclRegisterCallbackType type, aclcts_cb *slot)
{
    CHECK_CODE_FOR(t, "CB004", t->acl->aclFinalizeCallbackRegister(type, aclcts_fin_cb, slot), ACL_SUCCESS);
}

ACLCTS_TEST(CB004, OrderIndependentOfRegistrationOrder, "CB004", ACLCTS_PRODUCT)
{
    reg(t, ACL_REG_TYPE_ACL_DVPP, &dvpp);
    reg(t, ACL_REG_TYPE_OTHER, &other);
    reg(t, ACL_REG_TYPE_ACL_OP_COMPILER, &opc);
    reg(t, ACL_REG_TYPE_ACL_MODEL, &model);
    CHECK_CODE(t, t->acl->aclInit(fin_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OTHER");
}

ACLCTS_TEST(CB004, OrderOnDeinitWithoutInit, "CB004 FIN002", ACLCTS_PRODUCT)
{
    reg(t, ACL_REG_TYPE_OTHER, &other);
    reg(t, ACL_REG_TYPE_ACL_MODEL, &model);
    reg(t, ACL_REG_TYPE_ACL_DVPP, &dvpp);
    reg(t, ACL_REG_TYPE_ACL_OP_COMPILER, &opc);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OTHER");
}

ACLCTS_TEST(CB004, OrderOnLastReference, "CB004 REF002", ACLCTS_PRODUCT)
{
    reg(t, ACL_REG_TYPE_OTHER, &other);
    reg(t, ACL_REG_TYPE_ACL_OP_COMPILER, &opc);
    reg(t, ACL_REG_TYPE_ACL_DVPP, &dvpp);
    reg(t, ACL_REG_TYPE_ACL_MODEL, &model);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OTHER");
}

/* Finalize callbacks never run at aclInit. */
ACLCTS_TEST(CB004, FinalizeCallbacksDoNotRunAtInit, "CB004", ACLCTS_PRODUCT)
{
    reg(t, ACL_REG_TYPE_ACL_MODEL, &model);
    reg(t, ACL_REG_TYPE_OTHER, &other);
    CHECK_CODE(t, t->acl->aclInit(fin_braces_file(t)), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "");
}
