/* SOC008: aicore_stack_size in the runtime: a value <= 32768 is ignored (the
 * default 32768 stays), a larger one is stored rounded up to a multiple of
 * 16384 in uint32 (so it wraps to 0 from 4294950913 up); no maximum is
 * checked at aclInit: the per-SoC maximum (950 131072, A2/A3 196608, 310B
 * 7864320; never on 310P and 910, which are not STARS platforms) is checked
 * only when a device starts. */
#include "helpers/configs.h"
#include "helpers/soc.h"

#define AIC(V) "{\"StackSize\":{\"aicore_stack_size\":" #V "}}"
#define AIC_CASE(NAME, SOC, V, STORED) SOC_LIMIT_STORED(SOC008, NAME, "SOC008 STACK001", SOC, AIC(V), 3, V, 0, STORED)

AIC_CASE(BelowDefaultIsIgnored, "Ascend910B1", 16384, 32768)
AIC_CASE(DefaultIsIgnored, "Ascend910B1", 32768, 32768)
AIC_CASE(JustAboveDefaultRoundsUpTo49152, "Ascend910B1", 32769, 49152)
AIC_CASE(MultipleOf16KIsKept, "Ascend910_9391", 65536, 65536)
AIC_CASE(RoundsUpTo16KOnAscend310B1, "Ascend310B1", 100000, 114688)
AIC_CASE(LargestMultipleIsKept, "Ascend950PR_9599", 4294950912, 4294950912)
AIC_CASE(RoundingWrapsToZero, "Ascend950PR_9599", 4294950913, 0)
/* Above the SoC's maximum: accepted at aclInit, checked only at device start. */
AIC_CASE(AboveTheAscend950MaximumIsAcceptedAtInit, "Ascend950DT_9591", 262144, 262144)
AIC_CASE(AboveTheAtlasA2MaximumIsAcceptedAtInit, "Ascend910B1", 212992, 212992)

#define MAX_CASE(NAME, SOC, MAX)                                                  \
    ACLCTS_TEST(SOC008, NAME, "SOC008", ACLCTS_PRODUCT | ACLCTS_TRACE)            \
    {                                                                             \
        soc_use(t, SOC);                                                          \
        CHECK_CODE(t, t->acl->aclInit(config_write(t, AIC(65536))), ACL_SUCCESS); \
        CHECK_INT(t, soc_aicore_stack_max(t), MAX);                               \
    }

MAX_CASE(Ascend950PRMaximumIs128KiB, "Ascend950PR_9599", 131072)
MAX_CASE(AtlasA2MaximumIs192KiB, "Ascend910B1", 196608)
MAX_CASE(AtlasA3MaximumIs192KiB, "Ascend910_9391", 196608)
MAX_CASE(Ascend310B1MaximumIs7680KiB, "Ascend310B1", 7864320)
MAX_CASE(Ascend310P3NeverChecksTheMaximum, "Ascend310P3", 0)
MAX_CASE(Ascend910NeverChecksTheMaximum, "Ascend910A", 0)

/* The AI Core stack example of docs/zh/api_ref/02_initialization_and_deinitialization.md: 32768 leaves the default. */
SOC_STORED_CASE(SOC008, AicoreStackSize32768KeepsTheDefault, "SOC008 STACK001", "Ascend910B1",
                "{\n    \"StackSize\": {\n        \"aicore_stack_size\": 32768\n    }\n}\n", ACL_SUCCESS,
                "rtDeviceSetLimit(0,3,32768)=0\n", 3, 32768)
