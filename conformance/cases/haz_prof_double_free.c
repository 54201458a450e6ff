/* HAZ007: msprof's JSON parser (NanoJson, common/json/json.cpp) does not
 * decode escapes: a member name holding an escaped quote ends there, and the
 * rest of the name starts no value. GetJsonObj then frees its reused `tmp`,
 * which still holds the previous member's value when that was a string,
 * array or object, and Json::Parse frees the value again with the object:
 * the product's process crashes in MsprofInit (seen with the product's
 * msprof built on the host: SIGSEGV). libascendcl prints the `profiler` with
 * its keys sorted, so the member must come after a string-valued one in name
 * order. The intended answer, the spy's: msprof refuses the text, aclInit
 * returns ACL_ERROR_INVALID_PARAM. */
#include "helpers/prof.h"

ACLCTS_TEST(HAZ007, QuoteInAMemberNameAfterAStringValueIsRefused, "HAZ007 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_expect(t, "HAZ007", "{\"aicpu\":\"on\",\"k\\\"x\":1}", ACL_ERROR_INVALID_PARAM, "hazard", "- double-free");
}

/* The same name after a numeric value: nothing is freed twice, msprof
 * refuses the text it cannot parse (PROF004). */
ACLCTS_TEST(HAZ007, QuoteInAMemberNameAfterANumberIsOnlyRefused, "HAZ007 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_expect(t, "HAZ007", "{\"dvpp_freq\":1,\"k\\\"x\":1}", ACL_ERROR_INVALID_PARAM, "rejected", "EK0003 parse");
}
