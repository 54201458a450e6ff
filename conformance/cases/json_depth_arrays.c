/* JSON002: the array depth is counted like the object depth but on its own
 * counter (MAX_CONFIG_ARRAY_DEPTH 10): 10 '[' pass, 11 fail with
 * ACL_ERROR_PARSE_FILE, and 10 arrays interleaved with 10 objects (nesting
 * 20) pass because neither counter exceeds 10. */
#include <string.h>

#include "helpers/init.h"

#define DEPTH_MAX 64

/* {"a":[[...[]...]]} with `depth` arrays. */
static const char *nested_arrays(char *buf, int depth)
{
    strcpy(buf, "{\"a\":");
    for (int i = 0; i < depth; ++i) strcat(buf, "[");
    for (int i = 0; i < depth; ++i) strcat(buf, "]");
    strcat(buf, "}");
    return buf;
}

/* [{"a":[{"a":...[{}]...}]}] : `pairs` arrays and `pairs` objects. */
static const char *interleaved(char *buf, int pairs)
{
    buf[0] = '\0';
    for (int i = 1; i < pairs; ++i) strcat(buf, "[{\"a\":");
    strcat(buf, "[{}]");
    for (int i = 1; i < pairs; ++i) strcat(buf, "}]");
    return buf;
}

/* One case a row: the config built by `make` at `depth` gives `code`. */
#define DEPTH_CASE(NAME, RULES, MAKE, DEPTH, CODE)                \
    ACLCTS_TEST(JSON002, NAME, RULES, ACLCTS_PRODUCT)             \
    {                                                             \
        char buf[DEPTH_MAX * 8];                                  \
        init_expect_config(t, "JSON002", MAKE(buf, DEPTH), CODE); \
    }

DEPTH_CASE(TenNestedArraysPass, "JSON002", nested_arrays, 10, ACL_SUCCESS)
DEPTH_CASE(ElevenNestedArraysReturnParseFile, "JSON002", nested_arrays, 11, ACL_ERROR_PARSE_FILE)
DEPTH_CASE(TenArraysInterleavedWithTenObjectsPass, "JSON002 JSON001", interleaved, 10, ACL_SUCCESS)
DEPTH_CASE(ElevenInterleavedPairsReturnParseFile, "JSON002 JSON001", interleaved, 11, ACL_ERROR_PARSE_FILE)

/* Real array nesting 0, eleven '[' inside a string. */
INIT_CONFIG_CASE(JSON002, BracketsInsideStringsAreCounted, "JSON002", "{\"s\":\"[[[[[[[[[[[\"}", ACL_ERROR_PARSE_FILE)

/* ']' in a string clamps at 0; eleven '[' after it still fail. */
INIT_CONFIG_CASE(JSON002, UnbalancedArrayClosersNeverGoBelowZero, "JSON002", "{\"s\":\"]]]]]\",\"t\":\"[[[[[[[[[[[\"}",
                 ACL_ERROR_PARSE_FILE)

/* ']' lowers the depth: eleven sibling arrays, never nested, pass. */
INIT_CONFIG_CASE(JSON002, ElevenSiblingArraysPass, "JSON002",
                 "{\"a\":[],\"b\":[],\"c\":[],\"d\":[],\"e\":[],\"f\":[],\"g\":[],\"h\":[],\"i\":[],\"j\":[],\"k\":[]}",
                 ACL_SUCCESS)

/* Depth 10 closed, then one more array beside it: the maximum stays 10. */
INIT_CONFIG_CASE(JSON002, ArrayBesideTenDeepArraysPasses, "JSON002", "{\"a\":[[[[[[[[[[]]]]]]]]]],\"b\":[]}",
                 ACL_SUCCESS)
