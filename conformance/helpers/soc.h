/* The SOC cases: the spy answers the runtime calls like the product's runtime
 * for the SoC it reports (lower/runtime presets, sources in
 * lower/runtime/README.md). A case picks its SoC with soc_use before the
 * first aclInit; the runtime's stored values are read as rt_stored.h says. */
#ifndef ACLCTS_HELPERS_SOC_H_
#define ACLCTS_HELPERS_SOC_H_

#include <stdint.h>

#include "aclcts/case.h"
#include "init.h"      /* the row macros call init_expect_keys */
#include "rt_stored.h" /* and rt_stored_limit */

/* The spy's runtime answers as `soc`'s for the rest of the case (skips
 * without the spy's trace; aclcts_use_soc). */
void soc_use(aclcts_t *t, const char *soc);

/* The aicore stack maximum of the runtime's SoC preset. */
unsigned long soc_aicore_stack_max(aclcts_t *t);

/* The number of devices the driver reports (the model's; a runtime beneath
 * has its driver's, and the case is skipped). */
void soc_set_device_count(aclcts_t *t, int32_t n);

/* Under `soc`, aclInit of `json` returns `code` with exactly the key-step
 * lines `keys` (init_expect_keys, init.h). */
#define SOC_CASE(RULE, NAME, RULES, SOC, JSON, CODE, KEYS)        \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                             \
        soc_use(t, SOC);                                          \
        init_expect_keys(t, #RULE, JSON, CODE, KEYS);             \
    }
/* As SOC_CASE, and the runtime then stores STORED for limit TYPE
 * (rt_stored_limit, rt_stored.h). */
#define SOC_STORED_CASE(RULE, NAME, RULES, SOC, JSON, CODE, KEYS, TYPE, STORED) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)               \
    {                                                                           \
        soc_use(t, SOC);                                                        \
        init_expect_keys(t, #RULE, JSON, CODE, KEYS);                           \
        CHECK_INT(t, rt_stored_limit(t, TYPE), STORED);                         \
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

#endif /* ACLCTS_HELPERS_SOC_H_ */
