/* ALLOC026: nothing but aclrtAllocatorUnregister takes a registration out
 * of the registry (no function of the product's src/acl touches
 * g_AllocatorDesMap besides allocator.cpp's own): not the stream's
 * destruction, not a device reset, not aclFinalize; and the registry needs
 * no aclInit. */
#include "helpers/alloc.h"
#include "helpers/chain.h"

ACLCTS_TEST(ALLOC026, SurvivesDestroyStreamAndResetDevice, "ALLOC026 ALLOC014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "ALLOC026", 0);
    aclrtStream s = chain_create_stream(t, "ALLOC026");
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC026", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC026", s, d);
    CHECK_CODE_FATAL_FOR(t, "STREAM004", t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC026", s, d, &a);
    CHECK_CODE_FATAL(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC026", s, d, &a);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(s), ACL_SUCCESS);
    alloc_expect_unregistered(t, "ALLOC026", s);
}

ACLCTS_TEST(ALLOC026, SurvivesResetDeviceForce, "ALLOC026", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "ALLOC026", 1);
    aclrtStream s = chain_create_stream(t, "ALLOC026");
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC026", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC026", s, d);
    CHECK_CODE_FATAL(t, t->acl->aclrtResetDeviceForce(1), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC026", s, d, &a);
}

/* Registered before aclInit, read across an init and finalize and a second
 * init; registered after aclFinalize. */
ACLCTS_TEST(ALLOC026, SurvivesFinalizeAndNeedsNoInit, "ALLOC026 ALLOC014", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC026", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC026", ALLOC_FAKE_STREAM(0), d);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC026", ALLOC_FAKE_STREAM(0), d, &a);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC026", ALLOC_FAKE_STREAM(0), d, &a);
    aclrtAllocatorDesc e = alloc_desc(t, "ALLOC026", &b, ALLOC_ALL);
    alloc_register(t, "ALLOC026", ALLOC_FAKE_STREAM(1), e);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC026", ALLOC_FAKE_STREAM(0), d, &a);
    alloc_expect_registered(t, "ALLOC026", ALLOC_FAKE_STREAM(1), e, &b);
}

/* A finalize with a device still set (its deinit resets what it holds). */
ACLCTS_TEST(ALLOC026, SurvivesFinalizeWithADeviceSet, "ALLOC026", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    chain_set_device(t, "ALLOC026", 0);
    aclrtStream s = chain_create_stream(t, "ALLOC026");
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC026", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC026", s, d);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC026", s, d, &a);
}
