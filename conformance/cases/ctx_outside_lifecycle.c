/* CTX019, CTX020: contexts live outside the ACL lifecycle. aclrtCreateContext
 * needs neither aclInit nor a device set before (context.cpp
 * aclrtCreateContextImpl calls the runtime at once; api_impl.cc
 * ApiImpl::ContextCreate needs no current context, CTX019), and aclFinalize
 * releases no context (acl.cpp aclFinalizeInternal makes no context call): a
 * context created before or inside an aclInit/aclFinalize cycle is still
 * current, or can be made current, afterwards (CTX020). Codes and handles
 * only: these run without the spy. */
#include "helpers/chain.h"

ACLCTS_TEST(CTX019, CreateWithoutInitOrDevice, "CTX019", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS);
    CHECK_TRUE(t, c != NULL, "no context");
    if (c) CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX019, CreateAfterFinalize, "CTX019", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    aclrtContext c = chain_create_context(t, "CTX019", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX020, ContextSurvivesFinalize, "CTX020", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "CTX020", 0);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRUE(t, chain_current_context(t) == c, "the context is no longer current after aclFinalize");
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX020, ContextCreatedInsideTheCycleSurvives, "CTX020", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclrtContext c = chain_create_context(t, "CTX020", 2);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(c), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 2);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}
