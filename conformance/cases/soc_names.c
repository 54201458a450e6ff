/* SOC011: every SoC name a runtime reports gives its platform's answers. The
 * runtime takes its chip type from the platform file named after its SoC
 * (src/runtime/core/src/common/soc_info.cc GetChipTypeFromPlatform; the
 * [version] Chip_type of src/platform/platform_config/cann{,-dev}/<name>.ini),
 * so Ascend950DT_9575 answers as Ascend950PR_9599 does, and Ascend910B (a
 * cloud chip) not as Ascend910B1. Two answers tell the five platforms apart:
 * the aicore stack maximum (SOC008) and the actual operator timeout of 1 us,
 * one credit of the platform's interval (DEVSET015); the spy's model also
 * says it knows the name (the fallback for an unknown name answers as the
 * default Ascend910B1, which alone would hide a name of that platform left
 * out). */
#include <stdint.h>

#include "helpers/chain.h"
#include "helpers/configs.h"
#include "helpers/soc.h"

#define AIC_65536 "{\"StackSize\":{\"aicore_stack_size\":65536}}"

#define NAME_CASE(NAME, SOC, AIC_MAX, ONE_CREDIT)                                            \
    ACLCTS_TEST(SOC011, NAME, "SOC011 SOC008 DEVSET015", ACLCTS_PRODUCT | ACLCTS_TRACE)      \
    {                                                                                        \
        soc_use(t, SOC);                                                                     \
        CHECK_INT(t, ACLCTS_SPY(t, rt_soc_known)(), 1);                                      \
        CHECK_CODE(t, t->acl->aclInit(config_write(t, AIC_65536)), ACL_SUCCESS);             \
        CHECK_INT(t, soc_aicore_stack_max(t), AIC_MAX);                                      \
        CHAIN_NEED_DEVICES(t);                                                               \
        chain_set_device(t, "SOC011", 0);                                                    \
        uint64_t actual = 12345u;                                                            \
        CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOutV2(1u, &actual), ACL_SUCCESS);         \
        CHECK_TRUE(t, actual == (ONE_CREDIT), "1 us on %s: actual %llu, expected %llu", SOC, \
                   (unsigned long long)actual, (unsigned long long)(ONE_CREDIT));            \
    }

/* Chip_type 15: config/950. */
NAME_CASE(Ascend950DTVariantAnswersAs950, "Ascend950DT_9575", 131072, 4294967u)
NAME_CASE(Ascend950PRVariantAnswersAs950, "Ascend950PR_957bx", 131072, 4294967u)
/* Chip_type 5: config/910_B_93 (Atlas A2 and A3). */
NAME_CASE(Ascend910B3AnswersAsAtlasA2, "Ascend910B3", 196608, 4294967u)
NAME_CASE(Ascend910B4Dash1AnswersAsAtlasA2, "Ascend910B4-1", 196608, 4294967u)
NAME_CASE(AtlasA3Variant9362AnswersAsAtlasA3, "Ascend910_9362", 196608, 4294967u)
/* Chip_type 7: config/mini_v3. */
NAME_CASE(Ascend310B4AnswersAsMiniV3, "Ascend310B4", 7864320, 4294967u)
/* Chip_type 4: config/dc. */
NAME_CASE(Ascend310P1AnswersAsDc, "Ascend310P1", 0, 2147483u)
NAME_CASE(Ascend310P7AnswersAsDc, "Ascend310P7", 0, 2147483u)
/* Chip_type 1: config/cloud, Ascend910B included despite its prefix. */
NAME_CASE(Ascend910ProBAnswersAsCloud, "Ascend910ProB", 0, 68719476u)
NAME_CASE(Ascend910BIsACloudChip, "Ascend910B", 0, 68719476u)
