/* JSON001: the object-depth limit is a raw, lexical count of '{' and '}'
 * bytes taken before parsing (json_parser.cpp GetMaxNestedLayers/CountDepth,
 * MAX_CONFIG_OBJ_DEPTH 10): braces inside strings count, '}' never takes the
 * count below 0, 10 passes and 11 fails with ACL_ERROR_PARSE_FILE. */
#include <string.h>

#include "helpers/init.h"

#define DEPTH_MAX 64

/* `depth` nested objects, valid JSON: {"a":{"a":...{}...}}. */
static const char *nested_objects(char *buf, int depth)
{
    buf[0] = '\0';
    for (int i = 1; i < depth; ++i) strcat(buf, "{\"a\":");
    strcat(buf, "{}");
    for (int i = 1; i < depth; ++i) strcat(buf, "}");
    return buf;
}

/* One case a row: `depth` nested objects give `code`. */
#define DEPTH_CASE(NAME, DEPTH, CODE)                                       \
    ACLCTS_TEST(JSON001, NAME, "JSON001", ACLCTS_PRODUCT)                   \
    {                                                                       \
        char buf[DEPTH_MAX * 8];                                            \
        init_expect_config(t, "JSON001", nested_objects(buf, DEPTH), CODE); \
    }

DEPTH_CASE(TenNestedObjectsPass, 10, ACL_SUCCESS)
DEPTH_CASE(ElevenNestedObjectsReturnParseFile, 11, ACL_ERROR_PARSE_FILE)

/* Real nesting 1, but 11 '{' inside a string value: the scan is lexical. */
INIT_CONFIG_CASE(JSON001, BracesInsideStringsAreCounted, "JSON001", "{\"s\":\"{{{{{{{{{{{\"}", ACL_ERROR_PARSE_FILE)

/* Ten '{' inside a string on top of the outer object: 11 in all. */
INIT_CONFIG_CASE(JSON001, TenBracesInStringPlusOuterObjectFail, "JSON001", "{\"s\":\"{{{{{{{{{{\"}",
                 ACL_ERROR_PARSE_FILE)

/* Nine in a string plus the outer object make exactly 10: passes. */
INIT_CONFIG_CASE(JSON001, NineBracesInStringPlusOuterObjectPass, "JSON001", "{\"s\":\"{{{{{{{{{\"}", ACL_SUCCESS)

/* Five '}' in a string take the count from 1 to 0 (clamped), then eleven '{'
 * in a second string reach 11: fails. A count allowed to go negative would
 * peak at 7 and pass; a real-nesting check would pass too. */
INIT_CONFIG_CASE(JSON001, UnbalancedClosersNeverGoBelowZero, "JSON001", "{\"s\":\"}}}}}\",\"t\":\"{{{{{{{{{{{\"}",
                 ACL_ERROR_PARSE_FILE)

/* Closers in a string between real levels do not let a file nest deeper:
 * 2 real levels, string drops to 0, then 10 more opened in a string. */
INIT_CONFIG_CASE(JSON001, ClosersDoNotBuyExtraDepth, "JSON001",
                 "{\"a\":{\"s\":\"}}}}}}}}}}}}\",\"t\":\"{{{{{{{{{{{\"}}", ACL_ERROR_PARSE_FILE)

/* Over-deep and syntactically invalid at once (the product fixture
 * testDepth.json is of this kind): the depth check reports 100006 first. */
INIT_CONFIG_CASE(JSON001, OverDeepAndInvalidReturnsParseFile, "JSON001 FILE009", "{{{{{{{{{{{{ this is not json",
                 ACL_ERROR_PARSE_FILE)

/* Eleven '{' without a single valid token: still 100006 (depth or parse). */
INIT_CONFIG_CASE(JSON001, ElevenOpenBracesOnlyReturnParseFile, "JSON001", "{{{{{{{{{{{", ACL_ERROR_PARSE_FILE)

/* '}' lowers the depth: eleven sibling objects, never nested, pass. */
INIT_CONFIG_CASE(JSON001, ElevenSiblingObjectsPass, "JSON001",
                 "{\"a\":{},\"b\":{},\"c\":{},\"d\":{},\"e\":{},\"f\":{},\"g\":{},\"h\":{},\"i\":{},\"j\":{},\"k\":{}}",
                 ACL_SUCCESS)
