/* The device chain and the lifecycle: nothing in device.cpp checks the
 * lifecycle state (SETDEV013, SETDEV028), aclFinalize resets no device
 * (SETDEV027, acl.cpp aclFinalizeInternal), and the configured default device
 * is the runtime's answer for threads that set none (SETDEV024-026, SETDEV030:
 * api_impl.cc ApiImpl::GetDevice, runtime.cc Runtime::CurrentContext). */
#include "setdev_common.h"

ACLCTS_TEST(SETDEV013, SetGetResetWithoutInit, "SETDEV013 SETDEV020", ACLCTS_BOTH)
{
    SD_NEED(t);
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 0);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV013, SetBeforeInitThenInit, "SETDEV013 SETDEV027", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "SETDEV013", 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 1);
}

ACLCTS_TEST(SETDEV013, SynchronizeDeviceWithoutInit, "SETDEV013 SETDEV029", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "SETDEV013", 0);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV027, FinalizeKeepsTheSetDevice, "SETDEV027", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "SETDEV027", 0);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 0);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

ACLCTS_TEST(SETDEV027, DeviceSetInsideTheCycleSurvivesFinalize, "SETDEV027", ACLCTS_BOTH)
{
    SD_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    sd_set(t, "SETDEV027", 2);
    sd_set(t, "SETDEV027", 2);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 2);
    CHECK_CODE(t, t->acl->aclrtResetDevice(2), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(2), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV027, FinalizeMakesNoDeviceCall, "SETDEV027", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "SETDEV027", 0);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtDeviceReset", m), 0);
    CHECK_INT(t, aclcts_calls(t, "rtDeviceResetForce", m), 0);
    CHECK_INT(t, aclcts_calls(t, "rtCtxDestroyEx", m), 0);
    CHECK_INT(t, aclcts_calls(t, "rtStreamDestroy", m), 0);
}

ACLCTS_TEST(SETDEV028, DeviceCallsWorkAfterFinalize, "SETDEV028", ACLCTS_BOTH)
{
    SD_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice(3), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 3);
    CHECK_CODE(t, t->acl->aclrtResetDevice(3), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV028, SecondCycleAfterDeviceUse, "SETDEV028 SETDEV027", ACLCTS_BOTH)
{
    SD_NEED(t);
    for (int cycle = 0; cycle < 2; cycle++) {
        CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclrtSetDevice(cycle), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
        CHECK_INT(t, sd_device(t), cycle);
    }
}

/* SETDEV024-026: the configured default device. */
ACLCTS_TEST(SETDEV024, DefaultDeviceIsTheAnswerWithoutSet, "SETDEV024", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV024", "1");
    int32_t dev = -1;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_SUCCESS);
    CHECK_INT(t, dev, 1);
}

ACLCTS_TEST(SETDEV024, DefaultDeviceSeven, "SETDEV024", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV024", "7");
    CHECK_INT(t, sd_device(t), 7);
}

ACLCTS_TEST(SETDEV024, DefaultDeviceZero, "SETDEV024", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV024", "0");
    CHECK_INT(t, sd_device(t), 0);
}

ACLCTS_TEST(SETDEV025, ExplicitSetWinsOverTheDefault, "SETDEV025 SETDEV024", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV025", "1");
    sd_set(t, "SETDEV025", 2);
    CHECK_INT(t, sd_device(t), 2);
}

ACLCTS_TEST(SETDEV025, ExplicitSetBeforeInitWins, "SETDEV025", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "SETDEV025", 3);
    sd_init_default_device(t, "SETDEV025", "1");
    CHECK_INT(t, sd_device(t), 3);
}

ACLCTS_TEST(SETDEV026, FinalizeClearsTheDefaultDevice, "SETDEV026 SETDEV024", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV026", "1");
    CHECK_INT_FOR(t, "SETDEV024", sd_device(t), 1);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    int32_t dev = 55;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, dev, 55);
}

ACLCTS_TEST(SETDEV026, ExplicitDeviceSurvivesTheDefaultsReset, "SETDEV026 SETDEV027", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV026", "1");
    sd_set(t, "SETDEV026", 4);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 4);
}

/* SETDEV029 / SETDEV030: device synchronisation and the implicit set. */
ACLCTS_TEST(SETDEV029, SynchronizeDeviceWithADevice, "SETDEV029 SETDEV011", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "SETDEV029", 1);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV029, DestroyedContextLeavesNothingToSynchronize, "SETDEV029", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "SETDEV029", 0);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(SETDEV030, SynchronizeDeviceSetsTheDefaultImplicitly, "SETDEV030 SETDEV024", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV030", "0");
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 0);
}

/* The implicit set happens inside the runtime: the ACL layer makes only its
 * own call. */
ACLCTS_TEST(SETDEV030, ImplicitSetIsInsideTheRuntime, "SETDEV030 SETDEV011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_init_default_device(t, "SETDEV030", "0");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtDeviceSynchronize()=0\n");
}
