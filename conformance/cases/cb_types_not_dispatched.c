/* CB009: the type is not validated. Init callbacks of OP_CBLAS, OP_COMPILER,
 * TDT_CHANNEL, TDT_QUEUE, RETR and out-of-range values, and finalize callbacks
 * of OP_EXECUTOR, OP_CBLAS, TDT_CHANNEL, TDT_QUEUE, RETR and out-of-range
 * values, are stored but never dispatched. The one-entry rule applies to each
 * out-of-range value too. */
#include "fin_common.h"

ACLCTS_TEST(CB009, InitTypesNeverDispatchedDoNotRun, "CB009 CB003", ACLCTS_PRODUCT)
{
    static const int types[] = {2, 3, 4, 5, 7, 8, 12345};
    static aclcts_cb idle = {.tag = "IDLE"}, model = {.tag = "MODEL"};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        CHECK_CODE(t, t->acl->aclInitCallbackRegister((aclRegisterCallbackType)types[i], aclcts_init_cb, &idle),
                   ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclInit(fin_braces_file(t)), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL");
}

ACLCTS_TEST(CB009, FinalizeTypesNeverDispatchedDoNotRun, "CB009 CB004", ACLCTS_PRODUCT)
{
    static const int types[] = {1, 2, 4, 5, 7, 8, 12345};
    static aclcts_cb idle = {.tag = "IDLE"}, other = {.tag = "OTHER"};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister((aclRegisterCallbackType)types[i], aclcts_fin_cb, &idle),
                   ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), 0);
    CHECK_CODE(t, t->acl->aclInit(fin_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OTHER");
}

/* OP_COMPILER is a finalize-only dispatch point, OP_EXECUTOR an init-only one. */
ACLCTS_TEST(CB009, OpCompilerRunsAtFinalizeOnly, "CB009 CB003 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb i = {.tag = "INIT_OPC"}, f = {.tag = "FIN_OPC"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_COMPILER, aclcts_init_cb, &i), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_OP_COMPILER, aclcts_fin_cb, &f), 0);
    CHECK_CODE(t, t->acl->aclInit(fin_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "FIN_OPC");
}

ACLCTS_TEST(CB009, OutOfRangeInitTypeIsUniquePerValue, "CB009 CB001 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    const aclRegisterCallbackType eight = (aclRegisterCallbackType)8, big = (aclRegisterCallbackType)12345;
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(eight, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(eight, aclcts_init_cb2, &a), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(big, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(big, aclcts_init_cb, &a), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(eight, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(eight, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(big, aclcts_init_cb), ACL_SUCCESS);
}

ACLCTS_TEST(CB009, OutOfRangeFinalizeTypeIsUniquePerValue, "CB009 CB001 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    const aclRegisterCallbackType eight = (aclRegisterCallbackType)8, big = (aclRegisterCallbackType)12345;
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(eight, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(eight, aclcts_fin_cb2, &a), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(big, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(big, aclcts_fin_cb, &a), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(big, aclcts_fin_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(big, aclcts_fin_cb), ACL_ERROR_INTERNAL_ERROR);
}
