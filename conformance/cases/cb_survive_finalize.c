/* CB010: registered callbacks are never removed by the library: they survive
 * finalize (and failures) and run again at the next init / deinit. */
#include "helpers/callbacks.h"

ACLCTS_TEST(CB010, InitCallbacksRunAgainAfterFinalize, "CB010", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    cb_add(t, "CB010", CB_INIT,
           CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}, {ACL_REG_TYPE_OTHER, &other, CB_FN}));
    for (int round = 0; round < 3; round++) {
        CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    }
    CHECK_STR(t, aclcts_cb_log(), "MODEL OTHER MODEL OTHER MODEL OTHER");
}

ACLCTS_TEST(CB010, FinalizeCallbacksRunAtEveryDeinit, "CB010", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL"};
    cb_add(t, "CB010", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    for (int round = 0; round < 3; round++) {
        CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    }
    CHECK_INT(t, model.calls, 3);
}

/* Still registered after finalize: the type stays taken. */
ACLCTS_TEST(CB010, EntriesStayRegisteredAfterFinalize, "CB010 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    cb_add(t, "CB010", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &a, CB_FN}));
    cb_add(t, "CB010", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &a, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb2, &a),
               ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_fin_cb2, &a),
               ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_fin_cb), ACL_SUCCESS);
}
