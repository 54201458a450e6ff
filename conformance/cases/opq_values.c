/* OPQ002: the op executor's handling of max_opqueue_num (newest
 * AclOpResourceManager::HandleMaxOpQueueConfig, external to hicann/runtime):
 * the value as compact JSON text, '"' removed, strtol base 10; a result <= 0
 * (non-numeric text included) is refused with ACL_ERROR_INVALID_PARAM
 * (100000), which aclInit returns; below 20000 only a warning; otherwise the
 * op-model cache limit. ACL_ERROR_INVALID_MAX_OPQUEUE_NUM_CONFIG (148048) is
 * never returned (OPQ003). */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/opq.h"
#include "helpers/traces.h"

#define OPQ_ACCEPT(NAME, VALUE, LIMIT, WARNED)                                                  \
    ACLCTS_TEST(OPQ002, NAME, "OPQ002 OPQ001", ACLCTS_PRODUCT)                                  \
    {                                                                                           \
        opq_expect(t, "OPQ002", "{\"max_opqueue_num\":" VALUE "}", ACL_SUCCESS, LIMIT, WARNED); \
    }
#define OPQ_REFUSE(NAME, VALUE)                                                                              \
    ACLCTS_TEST(OPQ002, NAME, "OPQ002 OPQ001 OPQ003", ACLCTS_PRODUCT)                                        \
    {                                                                                                        \
        opq_expect(t, "OPQ002", "{\"max_opqueue_num\":" VALUE "}", ACL_ERROR_INVALID_PARAM, OPQ_DEFAULT, 0); \
    }

/* api_ref/02_initialization_and_deinitialization.md's example value, as a number: below the default, so warned. */
OPQ_ACCEPT(Number10000SetsTheLimitWithAWarning, "10000", 10000, 1)
OPQ_ACCEPT(StringValueSetsTheLimit, "\"30000\"", 30000, 0)
OPQ_ACCEPT(DefaultValueIsNotWarned, "20000", 20000, 0)
OPQ_ACCEPT(OneIsAcceptedWithAWarning, "\"1\"", 1, 1)
/* strtol reads the leading digits: "12abc" -> 12, 1.9 -> 1, " 42" -> 42. */
OPQ_ACCEPT(LeadingDigitsAreRead, "\"12abc\"", 12, 1)
OPQ_ACCEPT(FloatIsTruncated, "1.9", 1, 1)
OPQ_ACCEPT(LeadingSpaceIsSkipped, "\" 42\"", 42, 1)
OPQ_ACCEPT(LargeValueIsAccepted, "2147483647", 2147483647L, 0)

/* handleOpConfig.json: "0". */
OPQ_REFUSE(StringZeroIsRefused, "\"0\"")
OPQ_REFUSE(NumberZeroIsRefused, "0")
OPQ_REFUSE(NegativeIsRefused, "\"-5\"")
OPQ_REFUSE(NegativeNumberIsRefused, "-5")
OPQ_REFUSE(WordIsRefused, "\"abc\"")
OPQ_REFUSE(EmptyStringIsRefused, "\"\"")
OPQ_REFUSE(TrueIsRefused, "true")
OPQ_REFUSE(NullIsRefused, "null")
OPQ_REFUSE(ArrayIsRefused, "[1]")
OPQ_REFUSE(ObjectIsRefused, "{\"n\":5}")

/* The refusal stops aclInit at the op-executor step: no StackSize call. */
ACLCTS_TEST(OPQ002, RefusalStopsBeforeTheStackSizeStep, "OPQ002 OPQ001 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    opq_register(t);
    const char *json = "{\"max_opqueue_num\":\"0\",\"StackSize\":{\"aicore_stack_size\":65536}}";
    const char *path = config_write(t, json);
    init_expect_trace(t, "OPQ002", path, ACL_ERROR_INVALID_PARAM, trace_init_before_keys(path, strlen(json)));
}
