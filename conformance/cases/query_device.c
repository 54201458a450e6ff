/* QUERY028..QUERY035: a device's capabilities, attributes and architecture,
 * and the resources of the calling thread (device.cpp
 * aclrtGetDeviceCapabilityImpl, aclrtGetDeviceInfoImpl,
 * aclrtCheckArchCompatibilityImpl, aclrtGetResInCurrentThreadImpl): the
 * output pointer checked (aclrtCheckArchCompatibility checks nothing), one
 * runtime call with the arguments as given, its code and its answer passed
 * on unchanged; and what the runtime answers (api_c_device.cc,
 * api_c.cc, api_c_stream.cc, api_error.cc, api_impl.cc). An answer is
 * compared with the runtime's own, asked directly (the spy's model, or the
 * runtime beneath). */
#include <string.h>

#include "aclcts/case.h"
#include "helpers/chain.h"

/* The runtime function `name` as the library under test reaches it. */
#define RT_FN(t, type, name) ((type)aclcts_spy_symbol((t), (name)))

typedef int (*capability_fn)(int32_t, int32_t, int32_t *);
typedef int (*arch_fn)(const char *, int32_t *);
typedef int (*info_fn)(uint32_t, int32_t, int64_t *);
typedef int (*res_fn)(int32_t, uint32_t *);

/* ---- aclrtGetDeviceCapability ---- */
ACLCTS_TEST(QUERY028, CapabilityNullValueIsRefused, "QUERY028", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetDeviceCapability(0, ACL_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV, NULL),
                              "rtsDeviceGetCapability");
}

ACLCTS_TEST(QUERY028, CapabilityIsTheRuntimesAnswer, "QUERY028 QUERY029", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    capability_fn direct = RT_FN(t, capability_fn, "rtsDeviceGetCapability");
    int32_t want = -7, got = -7;
    CHECK_CODE_FATAL(t, direct(2, ACL_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV, &want), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(2, ACL_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV, &got), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtsDeviceGetCapability(2,21,ptr)=0\n");
    CHECK_INT(t, got, want);
}

ACLCTS_TEST(QUERY028, CapabilityCodeComesBackUnchanged, "QUERY028", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    int32_t v = -7;
    aclcts_fail(t, "rtsDeviceGetCapability", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(0, ACL_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV, &v),
               ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(t, v, -7);
}

/* QUERY029: what the runtime answers. */
ACLCTS_TEST(QUERY029, UnknownDeviceIsRefused, "QUERY029", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    int32_t v = -7;
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability((int32_t)CHAIN_DEVICES, ACL_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV, &v),
               ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(-1, ACL_FEATURE_TSCPU_TASK_UPDATE_SUPPORT_AIC_AIV, &v),
               ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_INT(t, v, -7);
}

ACLCTS_TEST(QUERY029, TaskUpdateNeedsAContext, "QUERY029", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    int32_t v = -7;
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(0, ACL_FEATURE_TSCPU_TASK_UPDATE_SUPPORT_AIC_AIV, &v),
               ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, v, -7);
    chain_set_device(t, "QUERY029", 0);
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(0, ACL_FEATURE_TSCPU_TASK_UPDATE_SUPPORT_AIC_AIV, &v), ACL_SUCCESS);
    CHECK_TRUE(t, v == ACL_DEV_FEATURE_SUPPORT || v == ACL_DEV_FEATURE_NOT_SUPPORT, "value %d", (int)v);
}

ACLCTS_TEST(QUERY029, CrossDeviceQueueNeedsNoContext, "QUERY029", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    int32_t v = -7;
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(0, ACL_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV, &v), ACL_SUCCESS);
    CHECK_TRUE(t, v != -7, "no value written");
}

/* ---- aclrtCheckArchCompatibility ---- */
ACLCTS_TEST(QUERY030, NullArgumentsGoToTheRuntime, "QUERY030 QUERY031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    int32_t v = -7;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility(NULL, &v), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility("Ascend910B1", NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m,
                "rtCheckArchCompatibility(NULL,ptr)=107000\nrtCheckArchCompatibility(\"Ascend910B1\",NULL)=107000\n");
    CHECK_INT(t, v, -7);
}

ACLCTS_TEST(QUERY030, AnswerIsTheRuntimes, "QUERY030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    arch_fn direct = RT_FN(t, arch_fn, "rtCheckArchCompatibility");
    int32_t want = -7, got = -7;
    CHECK_CODE_FATAL(t, direct("Ascend310P3", &want), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility("Ascend310P3", &got), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtCheckArchCompatibility(\"Ascend310P3\",ptr)=0\n");
    CHECK_INT(t, got, want);
    aclcts_fail(t, "rtCheckArchCompatibility", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility("Ascend310P3", &got), ACL_ERROR_RT_INTERNAL_ERROR);
}

/* QUERY031: the NpuArch of the platform information of each name. */
#define ARCH_CASE(NAME, SOC, CODE, VALUE)                                  \
    ACLCTS_TEST(QUERY031, NAME, "QUERY031", ACLCTS_PRODUCT)                \
    {                                                                      \
        aclcts_default_soc(t);                                             \
        int32_t v = -7;                                                    \
        CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility(SOC, &v), CODE); \
        CHECK_INT(t, v, VALUE);                                            \
    }

ARCH_CASE(SameSocIsCompatible, "Ascend910B1", ACL_SUCCESS, 1)
ARCH_CASE(InferenceSocIsNot, "Ascend310P3", ACL_SUCCESS, 0)
ARCH_CASE(EdgeSocIsNot, "Ascend310B1", ACL_SUCCESS, 0)
ARCH_CASE(TrainingSocReadsAsAscend910A, "Ascend910", ACL_SUCCESS, 0)
ARCH_CASE(EmptyNameIsRefused, "", ACL_ERROR_RT_PARAM_INVALID, -7)
ARCH_CASE(UnknownNameIsRefused, "NoSuchSoc", ACL_ERROR_RT_PARAM_INVALID, -7)
ARCH_CASE(NamesAreCaseSensitive, "ascend910b1", ACL_ERROR_RT_PARAM_INVALID, -7)
ARCH_CASE(NamesAreNotTrimmed, "Ascend910B1 ", ACL_ERROR_RT_PARAM_INVALID, -7)

/* The device's own SoC is looked up too: Ascend950PR has platform
 * information only under its variants' names (Ascend950PR_9599, ...). */
ACLCTS_TEST(QUERY031, OwnSocWithoutPlatformInfoRefusesAll, "QUERY031", ACLCTS_PRODUCT)
{
    aclcts_use_soc(t, "Ascend950PR");
    int32_t v = -7;
    CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility("Ascend910B1", &v), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility("Ascend950PR_9599", &v), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(t, v, -7);
}

/* ---- aclrtGetDeviceInfo ---- */
ACLCTS_TEST(QUERY032, InfoNullValueIsRefused, "QUERY032", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetDeviceInfo(0, ACL_DEV_ATTR_AICORE_CORE_NUM, NULL), "rtsDeviceGetInfo");
}

ACLCTS_TEST(QUERY032, InfoIsTheRuntimesAnswer, "QUERY032 QUERY033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    info_fn direct = RT_FN(t, info_fn, "rtsDeviceGetInfo");
    const int attrs[] = {ACL_DEV_ATTR_AICORE_CORE_NUM, ACL_DEV_ATTR_VECTOR_CORE_NUM, ACL_DEV_ATTR_NPU_ARCH};
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        int64_t want = -7, got = -7;
        CHECK_CODE_FATAL(t, direct(1, attrs[i], &want), ACL_SUCCESS);
        size_t m = aclcts_mark(t);
        CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(1, (aclrtDevAttr)attrs[i], &got), ACL_SUCCESS);
        CHECK_INT(t, aclcts_calls(t, "rtsDeviceGetInfo", m), 1);
        CHECK_TRUE(t, got == want, "attribute %d: %lld, the runtime says %lld", attrs[i], (long long)got,
                   (long long)want);
    }
}

ACLCTS_TEST(QUERY032, InfoCodeComesBackUnchanged, "QUERY032", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    int64_t v = -7;
    size_t m = aclcts_mark(t);
    aclcts_fail(t, "rtsDeviceGetInfo", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(3, ACL_DEV_ATTR_PHY_CHIP_ID, &v), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_TRACE(t, m, "rtsDeviceGetInfo(3,402,ptr)=207000\n");
    CHECK_INT(t, v, -7);
}

/* QUERY033: the runtime's checks. */
#define INFO_REFUSED(NAME, DEV, ATTR)                                                                         \
    ACLCTS_TEST(QUERY033, NAME, "QUERY033", ACLCTS_PRODUCT)                                                   \
    {                                                                                                         \
        CHAIN_NEED_DEVICES(t);                                                                                \
        int64_t v = -7;                                                                                       \
        CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(DEV, (aclrtDevAttr)(ATTR), &v), ACL_ERROR_RT_PARAM_INVALID); \
        CHECK_INT(t, v, -7);                                                                                  \
    }

INFO_REFUSED(DevicePastTheCountIsInvalidValue, CHAIN_DEVICES, ACL_DEV_ATTR_AICORE_CORE_NUM)
INFO_REFUSED(NegativeDeviceIsInvalidValue, (uint32_t)-1, ACL_DEV_ATTR_VECTOR_CORE_NUM)
INFO_REFUSED(AttributeZeroIsUnknown, 0, 0)
INFO_REFUSED(AttributeTwoIsUnknown, 0, 2)
INFO_REFUSED(AttributeNineHundredIsUnknown, 0, 999)
INFO_REFUSED(NegativeAttributeIsUnknown, 0, -1)

/* The count is the driver's (halGetDeviceInfo of the AI core module): a
 * runtime beneath whose driver stand-in answers 0 there (the dc and mini_v3
 * unit tests' stand-ins name no AI core count) cannot show a positive one. */
static void need_ai_cores_beneath(aclcts_t *t, uint32_t dev)
{
    if (aclcts_lower_of(t, "rtsDeviceGetInfo") == NULL) return;
    int (*get)(uint32_t, int32_t, int64_t *) =
        (int (*)(uint32_t, int32_t, int64_t *))aclcts_lower_symbol(t, "rtsDeviceGetInfo");
    int64_t n = -1;
    if (get(dev, ACL_DEV_ATTR_AICORE_CORE_NUM, &n) == 0 && n == 0)
        SKIP(t, "the runtime beneath reports 0 AI cores on device %u: its driver stand-in names no AI core count", dev);
}

ACLCTS_TEST(QUERY033, CoreCountsNeedNoContext, "QUERY033", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    need_ai_cores_beneath(t, 5);
    int64_t v = -7;
    CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(5, ACL_DEV_ATTR_AICORE_CORE_NUM, &v), ACL_SUCCESS);
    CHECK_TRUE(t, v > 0, "AI cores %lld", (long long)v);
    int32_t dev = -1;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL); /* no device was set on the way */
}

/* ---- aclrtGetResInCurrentThread ---- */
ACLCTS_TEST(QUERY034, ResNullValueIsRefused, "QUERY034", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_VECTOR_CORE, NULL),
                              "rtsGetResInCurrentThread");
}

ACLCTS_TEST(QUERY034, ResIsTheRuntimesAnswer, "QUERY034 QUERY035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "QUERY034", 0);
    res_fn direct = RT_FN(t, res_fn, "rtsGetResInCurrentThread");
    for (int type = ACL_RT_DEV_RES_CUBE_CORE; type <= ACL_RT_DEV_RES_VECTOR_CORE; type++) {
        uint32_t want = 7, got = 7;
        CHECK_CODE_FATAL(t, direct(type, &want), ACL_SUCCESS);
        size_t m = aclcts_mark(t);
        CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread((aclrtDevResLimitType)type, &got), ACL_SUCCESS);
        CHECK_TRACE(t, m, type == 0 ? "rtsGetResInCurrentThread(0,ptr)=0\n" : "rtsGetResInCurrentThread(1,ptr)=0\n");
        CHECK_INT(t, got, want);
    }
}

ACLCTS_TEST(QUERY034, ResCodeComesBackUnchanged, "QUERY034", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    uint32_t v = 7;
    aclcts_fail(t, "rtsGetResInCurrentThread", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_CUBE_CORE, &v), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(t, v, 7);
}

/* QUERY035: the runtime's answers. */
ACLCTS_TEST(QUERY035, UnknownTypeIsRefused, "QUERY035", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "QUERY035", 0);
    uint32_t v = 7;
    CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread((aclrtDevResLimitType)2, &v), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread((aclrtDevResLimitType)-1, &v), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(t, v, 7);
}

ACLCTS_TEST(QUERY035, NoContextIsContextNull, "QUERY035", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    uint32_t v = 7;
    CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_CUBE_CORE, &v), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, v, 7);
}

ACLCTS_TEST(QUERY035, CountsOfTheCurrentDevice, "QUERY035", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "QUERY035", 3);
    uint32_t cube = 0, vector = 0;
    int64_t aicore = 0, vector_info = 0;
    CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_CUBE_CORE, &cube), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_VECTOR_CORE, &vector), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(3, ACL_DEV_ATTR_AICORE_CORE_NUM, &aicore), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(3, ACL_DEV_ATTR_VECTOR_CORE_NUM, &vector_info), ACL_SUCCESS);
    CHECK_INT(t, cube, aicore);
    CHECK_INT(t, vector, vector_info);
}
