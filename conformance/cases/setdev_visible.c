/* SETDEV022, SETDEV023: ASCEND_RT_VISIBLE_DEVICES, the runtime's variable,
 * maps logical ids to physical devices (api_impl.cc ApiImpl::GetDeviceCount,
 * api_error.cc ApiErrorDecorator::SetDevice ChgUserDevIdToDeviceId); the
 * container runtime's ASCEND_VISIBLE_DEVICES is not read. The runtime reads the variable
 * before its first device call, so each case sets it before touching the
 * chain (each case is a fresh process). The spy's runtime reads it at its
 * first call; a build that brings its own runtime may have read it when it
 * was loaded, so the cases need the spy (ACLCTS_TRACE). */
#include <stdlib.h>

#include "helpers/chain.h"

static uint32_t setdev_count(aclcts_t *t, const char *rule)
{
    uint32_t n = 0;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    return n;
}

ACLCTS_TEST(SETDEV022, TwoVisibleDevicesMakeACountOfTwo, "SETDEV022 SETDEV021", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_RT_VISIBLE_DEVICES", "1,3", 1);
    CHECK_INT(t, setdev_count(t, "SETDEV022"), 2);
}

ACLCTS_TEST(SETDEV022, LogicalIdsBelowTheCountCanBeSet, "SETDEV022 SETDEV020", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_RT_VISIBLE_DEVICES", "1,3", 1);
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice(1), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 1);
}

ACLCTS_TEST(SETDEV022, LogicalIdAtTheCountIsInvalid, "SETDEV022 SETDEV017", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_RT_VISIBLE_DEVICES", "1,3", 1);
    CHECK_CODE(t, t->acl->aclrtSetDevice(2), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, t->acl->aclrtSetDevice(3), ACL_ERROR_RT_INVALID_DEVICEID);
}

ACLCTS_TEST(SETDEV022, OneVisibleDevice, "SETDEV022", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_RT_VISIBLE_DEVICES", "5", 1);
    CHECK_INT(t, setdev_count(t, "SETDEV022"), 1);
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 0);
    CHECK_CODE(t, t->acl->aclrtSetDevice(1), ACL_ERROR_RT_INVALID_DEVICEID);
}

ACLCTS_TEST(SETDEV022, ContextsUseLogicalIds, "SETDEV022 CTX018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_RT_VISIBLE_DEVICES", "2,6", 1);
    aclrtContext c = chain_create_context(t, "SETDEV022", 1);
    CHECK_INT(t, chain_current_device(t), 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    aclrtContext d = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&d, 2), ACL_ERROR_RT_INVALID_DEVICEID);
}

ACLCTS_TEST(SETDEV023, AscendVisibleDevicesLeavesTheCount, "SETDEV023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_VISIBLE_DEVICES", "1", 1);
    unsetenv("ASCEND_RT_VISIBLE_DEVICES");
    uint32_t n = setdev_count(t, "SETDEV023");
    CHECK_TRUE(t, n > 1, "ASCEND_VISIBLE_DEVICES=1 left %u devices, expected the full count", n);
}

ACLCTS_TEST(SETDEV023, AscendVisibleDevicesHidesNoDevice, "SETDEV023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_VISIBLE_DEVICES", "1", 1);
    unsetenv("ASCEND_RT_VISIBLE_DEVICES");
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice(2), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 2);
}
