/* LASTERR014..LASTERR018: aclrtGetErrorVerbose (event.cpp
 * aclrtGetErrorVerboseImpl): a NULL errorInfo is refused, then one
 * rtsGetErrorVerbose((uint32_t)deviceId, its own zeroed rtErrorInfo) whose
 * code comes back unchanged; on success the fields are copied one by one:
 * tryRepair, hasDetail, errorType, detail.aicoreErrType (the first four
 * bytes of the union), and only for a memory error with detail the repair
 * list's size and at most ACL_RT_MEM_UCE_INFO_MAX_NUM entries. Bytes no
 * field copy reaches keep what the caller had there. */
#include <string.h>

#include "aclcts/case.h"
#include "helpers/chain.h"

#define FILL 0xAB

static aclrtErrorInfo filled(void)
{
    aclrtErrorInfo info;
    memset(&info, FILL, sizeof info);
    return info;
}

/* 1 when every byte of [p, p + n) is FILL. */
static int untouched(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != FILL) return 0;
    return 1;
}

ACLCTS_TEST(LASTERR014, NullInfoIsRefused, "LASTERR014", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetErrorVerbose(0, NULL), "rtsGetErrorVerbose");
}

ACLCTS_TEST(LASTERR015, OneRuntimeCallWithTheDeviceId, "LASTERR015 LASTERR016", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    aclrtErrorInfo info = filled();
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetErrorVerbose(3, &info), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtsGetErrorVerbose(3,ptr)=0\n");
}

/* -1 reaches the runtime as 4294967295, which names no device. */
ACLCTS_TEST(LASTERR015, NegativeDeviceIsPassedAsUnsigned, "LASTERR015", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    aclrtErrorInfo info = filled();
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetErrorVerbose(-1, &info), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRACE(t, m, "rtsGetErrorVerbose(4294967295,ptr)=107001\n");
    CHECK_TRUE(t, untouched(&info, sizeof info), "a failed call wrote into errorInfo");
}

ACLCTS_TEST(LASTERR015, DevicePastTheCountIsRefused, "LASTERR015", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    aclrtErrorInfo info = filled();
    CHECK_CODE(t, t->acl->aclrtGetErrorVerbose((int32_t)CHAIN_DEVICES, &info), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRUE(t, untouched(&info, sizeof info), "a failed call wrote into errorInfo");
}

ACLCTS_TEST(LASTERR015, InjectedCodeComesBackUnchanged, "LASTERR015", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    aclrtErrorInfo info = filled();
    aclcts_fail(t, "rtsGetErrorVerbose", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtGetErrorVerbose(0, &info), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_TRUE(t, untouched(&info, sizeof info), "a failed call wrote into errorInfo");
}

/* Runtimes without RT_FEATURE_DFX_ERR_GET_AND_REPAIR (config/dc, mini_v3, cloud). */
ACLCTS_TEST(LASTERR015, SocWithoutTheFeatureAnswersNotSupported, "LASTERR015", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    aclcts_use_soc(t, "Ascend310P3");
    aclrtErrorInfo info = filled();
    CHECK_CODE(t, t->acl->aclrtGetErrorVerbose(0, &info), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_TRUE(t, untouched(&info, sizeof info), "a failed call wrote into errorInfo");
}

/* A device without a fault, with or without its primary context. */
#define verbose_expect_no_fault(t, ...) ACLCTS_HELPER(verbose_expect_no_fault_, t, __VA_ARGS__)
static void verbose_expect_no_fault_(aclcts_t *t, const char *rule, int32_t dev)
{
    aclrtErrorInfo info = filled();
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtGetErrorVerbose(dev, &info), ACL_SUCCESS);
    CHECK_INT_FOR(t, rule, info.tryRepair, 0);
    CHECK_INT_FOR(t, rule, info.hasDetail, 0);
    CHECK_INT_FOR(t, rule, info.errorType, ACL_RT_NO_ERROR);
    /* LASTERR017: aicoreErrType, the union's first four bytes, comes from the
     * runtime's zeroed structure; reserved and the rest of the union are not copied */
    CHECK_INT_FOR(t, "LASTERR017", info.detail.aicoreErrType, ACL_RT_AICORE_ERROR_UNKNOWN);
    CHECK_TRUE_FOR(t, "LASTERR017", untouched(info.reserved, sizeof info.reserved), "reserved was written");
    const unsigned char *d = (const unsigned char *)&info.detail;
    CHECK_TRUE_FOR(t, "LASTERR017", untouched(d + sizeof(int32_t), sizeof info.detail - sizeof(int32_t)),
                   "bytes of detail past aicoreErrType were written");
}

ACLCTS_TEST(LASTERR016, HealthyDeviceHasNoError, "LASTERR016 LASTERR017", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    chain_set_device(t, "LASTERR016", 0);
    verbose_expect_no_fault(t, "LASTERR016", 0);
}

ACLCTS_TEST(LASTERR016, DeviceNeverSetHasNoError, "LASTERR016 LASTERR017", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    verbose_expect_no_fault(t, "LASTERR016", 5);
}

/* LASTERR018: a memory error with detail as the runtime reports it (planted
 * in the spy's model: entry i is address 0x100000 x (i+1), length
 * 0x1000 x (i+1)). */
static aclrtErrorInfo planted(aclcts_t *t, int32_t type, uint64_t count)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    aclcts_model_only(t, "rtsGetErrorVerbose", "only the spy's model can be given a device fault");
    CHECK_INT_FOR(t, "LASTERR018", ACLCTS_SPY(t, rt_set_device_fault)(0, type, 1, count), 0);
    chain_set_device(t, "LASTERR018", 0);
    aclrtErrorInfo info = filled();
    CHECK_CODE_FATAL_FOR(t, "LASTERR018", t->acl->aclrtGetErrorVerbose(0, &info), ACL_SUCCESS);
    CHECK_INT_FOR(t, "LASTERR018", info.tryRepair, 1);
    CHECK_INT_FOR(t, "LASTERR018", info.errorType, type);
    return info;
}

#define verbose_expect_entries(t, ...) ACLCTS_HELPER(verbose_expect_entries_, t, __VA_ARGS__)
static void verbose_expect_entries_(aclcts_t *t, const char *rule, const aclrtErrorInfo *info, size_t copied)
{
    for (size_t i = 0; i < copied; i++) {
        const aclrtMemUceInfo *e = &info->detail.uceInfo.memUceInfoArray[i];
        CHECK_TRUE_FOR(t, rule, e->addr == (void *)(uintptr_t)(0x100000u * (i + 1)) && e->len == 0x1000u * (i + 1),
                       "entry %zu: addr %p len %zu", i, e->addr, e->len);
        CHECK_TRUE_FOR(t, rule, untouched(e->reserved, sizeof e->reserved), "entry %zu: reserved was written", i);
    }
    for (size_t i = copied; i < ACL_RT_MEM_UCE_INFO_MAX_NUM; i++) {
        const aclrtMemUceInfo *e = &info->detail.uceInfo.memUceInfoArray[i];
        CHECK_TRUE_FOR(t, rule, untouched(e, sizeof *e), "entry %zu past the list was written", i);
    }
}

ACLCTS_TEST(LASTERR018, MemoryErrorCopiesItsRepairList, "LASTERR018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclrtErrorInfo info = planted(t, ACL_RT_ERROR_MEMORY, 3);
    CHECK_INT(t, info.hasDetail, 1);
    CHECK_INT(t, info.detail.uceInfo.arraySize, 3);
    verbose_expect_entries(t, "LASTERR018", &info, 3);
}

ACLCTS_TEST(LASTERR018, ListLongerThanTheArrayIsCut, "LASTERR018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclrtErrorInfo info = planted(t, ACL_RT_ERROR_MEMORY, 25);
    CHECK_INT(t, info.detail.uceInfo.arraySize, 25); /* the size as reported */
    verbose_expect_entries(t, "LASTERR018", &info, ACL_RT_MEM_UCE_INFO_MAX_NUM);
}

ACLCTS_TEST(LASTERR018, OtherErrorsCopyNoList, "LASTERR018 LASTERR017", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclrtErrorInfo info = planted(t, ACL_RT_ERROR_OTHERS, 0);
    CHECK_INT(t, info.hasDetail, 0);
    CHECK_INT_FOR(t, "LASTERR017", info.detail.aicoreErrType, ACL_RT_AICORE_ERROR_UNKNOWN);
    const unsigned char *d = (const unsigned char *)&info.detail;
    CHECK_TRUE(t, untouched(d + sizeof(int32_t), sizeof info.detail - sizeof(int32_t)), "the list was written");
}
