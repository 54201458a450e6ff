/* WALK011: the product's context-query sample
 * (example/1_basic_features/context/0_context_query/main.cpp main,
 * RunContextQuerySample): aclInit, device 0; a context of its own made and
 * set current, read back as the current one; its default stream; the cube
 * and vector core limits of the thread (aclrtGetResInCurrentThread); the
 * context destroyed (a guard destroys it on an early return);
 * aclrtResetDeviceForce(0), aclFinalize. */
#include "helpers/chain.h"
#include "helpers/walk.h"

ACLCTS_TEST(WALK011, TheWholeSample, "WALK011", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    walk w = walk_begin(t, NULL);
    aclrtContext ctx = NULL, current = NULL;
    aclrtStream s = NULL;
    uint32_t cube = 0, vector = 0;
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtCreateContext(&ctx, 0), ACL_SUCCESS);
    WALK_READ(w, ctx != NULL, "no context");
    WALK_STEP(w, t->acl->aclrtSetCurrentContext(ctx), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtGetCurrentContext(&current), ACL_SUCCESS);
    WALK_READ(w, current == ctx, "the current context is %p, not the one made (%p)", current, ctx);
    WALK_STEP(w, t->acl->aclrtCtxGetCurrentDefaultStream(&s), ACL_SUCCESS);
    WALK_READ(w, s != NULL, "no default stream");
    WALK_STEP(w, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_CUBE_CORE, &cube), ACL_SUCCESS);
    WALK_READ(w, cube > 0, "cube core limit %u", cube);
    WALK_STEP(w, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_VECTOR_CORE, &vector), ACL_SUCCESS);
    WALK_READ(w, vector > 0, "vector core limit %u", vector);
    WALK_STEP(w, t->acl->aclrtDestroyContext(ctx), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
}
