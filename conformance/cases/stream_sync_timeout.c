/* aclrtSynchronizeDeviceWithTimeout (STREAM049-051): a timeout below -1 is
 * refused in ACL with the runtime's own ACL_ERROR_RT_PARAM_INVALID and an
 * EH0007 report (device.cpp aclrtSynchronizeDeviceWithTimeoutImpl); -1 and
 * above go down unchanged, where the runtime refuses 0 too (api_error.cc
 * ApiErrorDecorator::DeviceSynchronize) and needs a current context
 * (api_impl.cc ApiImpl::DeviceSynchronize). */
#include <string.h>

#include "helpers/chain.h"

#define BELOW_CASE(NAME, TIMEOUT)                                                                      \
    ACLCTS_TEST(STREAM049, NAME, "STREAM049", ACLCTS_PRODUCT)                                          \
    {                                                                                                  \
        CHAIN_NEED_DEVICES(t);                                                                         \
        chain_set_device(t, "STREAM049", 0);                                                           \
        size_t m = aclcts_mark(t);                                                                     \
        CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(TIMEOUT), ACL_ERROR_RT_PARAM_INVALID); \
        if (t->trace) CHECK_INT(t, aclcts_calls(t, "rtDeviceSynchronizeWithTimeout", m), 0);           \
    }

BELOW_CASE(MinusTwoIsRefusedInAcl, -2)
BELOW_CASE(IntMinIsRefusedInAcl, INT32_MIN)

ACLCTS_TEST(STREAM049, RefusalWithoutAnyContext, "STREAM049", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(-5), ACL_ERROR_RT_PARAM_INVALID);
}

ACLCTS_TEST(STREAM049, RefusalIsReportedAsAnInvalidValue, "STREAM049", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL_FOR(t, "INIT001", t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(-2), ACL_ERROR_RT_PARAM_INVALID);
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, msg != NULL && strstr(msg, "EH0007") != NULL, "aclGetRecentErrMsg after the refusal: %s",
               msg ? msg : "NULL");
}

#define DOWN_CASE(NAME, TIMEOUT, TEXT, CODE)                                           \
    ACLCTS_TEST(STREAM050, NAME, "STREAM050 STREAM051", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                                  \
        CHAIN_NEED_DEVICES(t);                                                         \
        chain_set_device(t, "STREAM050", 0);                                           \
        size_t m = aclcts_mark(t);                                                     \
        CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(TIMEOUT), (CODE));     \
        CHECK_TRACE(t, m, "rtDeviceSynchronizeWithTimeout(" TEXT "\n");                \
    }

/* TEXT: the trace line's arguments and result. */
DOWN_CASE(MinusOneMeansNoLimit, -1, "-1)=0", ACL_SUCCESS)
DOWN_CASE(OneMillisecond, 1, "1)=0", ACL_SUCCESS)
DOWN_CASE(IntMax, INT32_MAX, "2147483647)=0", ACL_SUCCESS)
DOWN_CASE(ZeroIsRefusedByTheRuntime, 0, "0)=107000", ACL_ERROR_RT_PARAM_INVALID)

/* Codes only (no trace): the runtime's answers. */
ACLCTS_TEST(STREAM050, ZeroPassesAclButNotTheRuntime, "STREAM050", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM050", 0);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(0), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(1000), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM051, StreamSyncTimeoutComesBack, "STREAM051", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM051", 0);
    aclcts_fail(t, "rtDeviceSynchronizeWithTimeout", ACL_ERROR_RT_STREAM_SYNC_TIMEOUT, 1);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(10), ACL_ERROR_RT_STREAM_SYNC_TIMEOUT);
}

ACLCTS_TEST(STREAM051, OtherCodesComeBack, "STREAM051", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM051", 0);
    aclcts_fail(t, "rtDeviceSynchronizeWithTimeout", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(-1), ACL_ERROR_RT_INTERNAL_ERROR);
}

ACLCTS_TEST(STREAM051, NoContextIsContextNull, "STREAM051", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(-1), ACL_ERROR_RT_CONTEXT_NULL);
    chain_set_device(t, "STREAM051", 2);
    CHECK_CODE(t, t->acl->aclrtSynchronizeDeviceWithTimeout(-1), ACL_SUCCESS);
}
