/* The device chain and the lifecycle: nothing in device.cpp checks the
 * lifecycle state (SETDEV013, SETDEV028), aclFinalize resets no device
 * (SETDEV027, acl.cpp aclFinalizeInternal), and the configured default device
 * is the runtime's answer for threads that set none (SETDEV024-026, SETDEV030:
 * api_impl.cc ApiImpl::GetDevice, runtime.cc Runtime::CurrentContext). */
#include "helpers/chain.h"

/* Device calls need no aclInit (SETDEV013), aclFinalize resets no device
 * (SETDEV027) and they work after it (SETDEV028). */
CHAIN_STEPS_CASE(SETDEV013, SetGetResetWithoutInit, "SETDEV013 SETDEV020", ACLCTS_BOTH, CHAIN_SET_OK(0), CHAIN_ON(0),
                 CHAIN_RESET_OK(0))
CHAIN_STEPS_CASE(SETDEV013, SetBeforeInitThenInit, "SETDEV013 SETDEV027", ACLCTS_BOTH, CHAIN_SET_OK(1), CHAIN_INIT_OK,
                 CHAIN_ON(1))
CHAIN_STEPS_CASE(SETDEV027, FinalizeKeepsTheSetDevice, "SETDEV027", ACLCTS_BOTH, CHAIN_SET_OK(0), CHAIN_INIT_OK,
                 CHAIN_FINALIZE_OK, CHAIN_ON(0), CHAIN_RESET_OK(0), CHAIN_RESET_REFUSED(0))
CHAIN_STEPS_CASE(SETDEV027, DeviceSetInsideTheCycleSurvivesFinalize, "SETDEV027", ACLCTS_BOTH, CHAIN_INIT_OK,
                 CHAIN_SET_OK(2), CHAIN_SET_OK(2), CHAIN_FINALIZE_OK, CHAIN_ON(2), CHAIN_RESET_OK(2), CHAIN_RESET_OK(2))
CHAIN_STEPS_CASE(SETDEV028, DeviceCallsWorkAfterFinalize, "SETDEV028", ACLCTS_BOTH, CHAIN_INIT_OK, CHAIN_FINALIZE_OK,
                 CHAIN_SET_OK(3), CHAIN_ON(3), CHAIN_RESET_OK(3))
CHAIN_STEPS_CASE(SETDEV028, SecondCycleAfterDeviceUse, "SETDEV028 SETDEV027", ACLCTS_BOTH, CHAIN_INIT_OK,
                 CHAIN_SET_OK(0), CHAIN_FINALIZE_OK, CHAIN_ON(0), CHAIN_INIT_OK, CHAIN_SET_OK(1), CHAIN_FINALIZE_OK,
                 CHAIN_ON(1))

/* SETDEV024-026: the configured default device answers for a thread that
 * set none, an explicit set wins over it, and aclFinalize clears it. */
CHAIN_STEPS_CASE(SETDEV024, DefaultDeviceIsTheAnswerWithoutSet, "SETDEV024", ACLCTS_PRODUCT, CHAIN_INIT_DEFAULT_OK(1),
                 CHAIN_ON(1))
CHAIN_STEPS_CASE(SETDEV024, DefaultDeviceSeven, "SETDEV024", ACLCTS_PRODUCT, CHAIN_INIT_DEFAULT_OK(7), CHAIN_ON(7))
CHAIN_STEPS_CASE(SETDEV024, DefaultDeviceZero, "SETDEV024", ACLCTS_PRODUCT, CHAIN_INIT_DEFAULT_OK(0), CHAIN_ON(0))
CHAIN_STEPS_CASE(SETDEV025, ExplicitSetWinsOverTheDefault, "SETDEV025 SETDEV024", ACLCTS_PRODUCT,
                 CHAIN_INIT_DEFAULT_OK(1), CHAIN_SET_OK(2), CHAIN_ON(2))
CHAIN_STEPS_CASE(SETDEV025, ExplicitSetBeforeInitWins, "SETDEV025", ACLCTS_PRODUCT, CHAIN_SET_OK(3),
                 CHAIN_INIT_DEFAULT_OK(1), CHAIN_ON(3))
CHAIN_STEPS_CASE(SETDEV026, FinalizeClearsTheDefaultDevice, "SETDEV026 SETDEV024", ACLCTS_PRODUCT,
                 CHAIN_INIT_DEFAULT_OK(1), CHAIN_ON_FOR("SETDEV024", 1), CHAIN_FINALIZE_OK, CHAIN_NO_DEVICE)
CHAIN_STEPS_CASE(SETDEV026, ExplicitDeviceSurvivesTheDefaultsReset, "SETDEV026 SETDEV027", ACLCTS_PRODUCT,
                 CHAIN_INIT_DEFAULT_OK(1), CHAIN_SET_OK(4), CHAIN_FINALIZE_OK, CHAIN_ON(4))

ACLCTS_TEST(SETDEV027, FinalizeMakesNoDeviceCall, "SETDEV027", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "SETDEV027", 0);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtDeviceReset", m), 0);
    CHECK_INT(t, aclcts_calls(t, "rtDeviceResetForce", m), 0);
    CHECK_INT(t, aclcts_calls(t, "rtCtxDestroyEx", m), 0);
    CHECK_INT(t, aclcts_calls(t, "rtStreamDestroy", m), 0);
}

/* SETDEV029 / SETDEV030: device synchronisation and the implicit set (the
 * plain synchronisations: rt_current_context.c). */
ACLCTS_TEST(SETDEV029, DestroyedContextLeavesNothingToSynchronize, "SETDEV029", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "SETDEV029", 0);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_ERROR_RT_CONTEXT_NULL);
}

/* The implicit set happens inside the runtime: the ACL layer makes only its
 * own call. */
ACLCTS_TEST(SETDEV030, ImplicitSetIsInsideTheRuntime, "SETDEV030 SETDEV011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "SETDEV030", "0");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtDeviceSynchronize()=0\n");
}
