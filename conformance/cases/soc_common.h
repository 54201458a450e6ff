/* Shared by the SOC cases: the spy answers the runtime calls like the
 * product's runtime for the SoC it reports (lower/runtime presets, sources in
 * lower/runtime/README.md). A case picks its SoC with aclcts_use_soc before
 * the first aclInit; the runtime's stored values are read as rt_stored.h
 * says. */
#ifndef ACLCTS_SOC_COMMON_H_
#define ACLCTS_SOC_COMMON_H_

#include "dev_common.h"
#include "rt_stored.h"

static inline void soc_use(aclcts_t *t, const char *soc)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, soc);
}


static inline unsigned long soc_stack_max(aclcts_t *t)
{
    uint32_t (*fn)(void) = ACLCTS_SPY(t, rt_aicore_stack_max);
    return fn();
}

/* The number of devices the driver reports (the model's; a runtime beneath
 * has its driver's). */
static inline void soc_set_device_count(aclcts_t *t, int32_t n)
{
    aclcts_model_only(t, "rtGetDeviceCount", "the device count is its driver's, not the case's");
    void (*fn)(int32_t) = ACLCTS_SPY(t, rt_set_device_count);
    fn(n);
}

/* Under `soc`, aclInit of `json` returns `code` with exactly the key-step
 * lines `keys` (dev_common.h). */
#define SOC_CASE(RULE, NAME, RULES, SOC, JSON, CODE, KEYS)             \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)      \
    {                                                                  \
        soc_use(t, SOC);                                               \
        dev_expect_init(t, #RULE, JSON, CODE, KEYS);                    \
    }
/* As SOC_CASE, and the runtime then stores STORED for limit TYPE. */
#define SOC_STORED_CASE(RULE, NAME, RULES, SOC, JSON, CODE, KEYS, TYPE, STORED) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)               \
    {                                                                           \
        soc_use(t, SOC);                                                        \
        dev_expect_init(t, #RULE, JSON, CODE, KEYS);                             \
        CHECK_INT(t, rt_stored_limit(t, TYPE), STORED);                               \
    }

/* The key-step line of one rtDeviceSetLimit(0, TYPE, V) the runtime answered ANSWER. */
#define SOC_LIMIT_SET(TYPE, V, ANSWER) "rtDeviceSetLimit(0," #TYPE "," #V ")=" #ANSWER "\n"
/* A config JSON whose one key step is the limit TYPE set to V: under SOC the
 * runtime refuses V with 107000, which aclInit returns ... */
#define SOC_LIMIT_REFUSED(RULE, NAME, RULES, SOC, JSON, TYPE, V) \
    SOC_CASE(RULE, NAME, RULES, SOC, JSON, ACL_ERROR_RT_PARAM_INVALID, SOC_LIMIT_SET(TYPE, V, 107000))
/* ... or answers ANSWER (0, or 207000, which aclInit tolerates) and then holds STORED. */
#define SOC_LIMIT_STORED(RULE, NAME, RULES, SOC, JSON, TYPE, V, ANSWER, STORED) \
    SOC_STORED_CASE(RULE, NAME, RULES, SOC, JSON, ACL_SUCCESS, SOC_LIMIT_SET(TYPE, V, ANSWER), TYPE, STORED)

#endif /* ACLCTS_SOC_COMMON_H_ */
