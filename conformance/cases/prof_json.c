/* PROF002: a top-level `profiler` value of any JSON type is re-serialised as
 * compact JSON with object members sorted by key (bytewise) and handed to
 * MsprofInit(1, text, strlen(text)); a non-zero return gives
 * ACL_ERROR_INVALID_PARAM (100000) and init stops there
 * (fixture profilingConfig.json). */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/traces.h"

/* aclInit of `json` gives `code` after MsprofInit(1, `text`) returned `ret`,
 * either injected (`fault`) or msprof's own answer. */
static void expect_json_answer(aclcts_t *t, const char *json, const char *text, int fault, int ret, aclError code)
{
    const char *path = config_write(t, json);
    if (fault) aclcts_fail(t, "MsprofInit", ret, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "PROF002", t->acl->aclInit(path), code);
    char *msprof = text_fmt("MsprofInit(1,%s,%zu)=%d\n", text_quote(text), strlen(text), ret);
    CHECK_TRACE_FOR(t, "PROF002", m,
                    text_fmt("%s" TR_PROF_REG "%s%s", trace_init_before_keys(path, strlen(json)), msprof,
                             code == ACL_SUCCESS ? TR_SOC TR_FILL : ""));
    CHECK_STR_FOR(t, "PROF002", t->spy->last_msprof_text(), text);
}

static void expect_json_init(aclcts_t *t, const char *json, const char *text, int ret, aclError code)
{
    expect_json_answer(t, json, text, ret != 0, ret, code);
}

/* Handed on, then refused by msprof itself: aclInit returns 100000. */
#define PROF_JSON_REFUSED_CASE(NAME, JSON, TEXT)                                                   \
    ACLCTS_TEST(PROF002, NAME, "PROF002 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)                   \
    {                                                                                              \
        expect_json_answer(t, JSON, TEXT, 0, PROF_MSPROF_CONFIG_INVALID, ACL_ERROR_INVALID_PARAM); \
    }

/* Handed on and taken with profiling off (switch not "on"): the same in
 * both worlds (PROF005, PROF010). */
#define PROF_JSON_CASE(NAME, JSON, TEXT)                                 \
    ACLCTS_TEST(PROF002, NAME, "PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                    \
        expect_json_init(t, JSON, TEXT, 0, ACL_SUCCESS);                 \
    }

/* Handed on the same way in both worlds, with switch "on": a device host
 * takes it (aclInit 0); a general server's whitelist refuses it with 5, so
 * aclInit returns 100000 and stops at MsprofInit (PROF011). */
static void expect_switch_on(aclcts_t *t, const char *json, const char *text, int general)
{
    if (general) {
        prof_use_general_server(t);
        expect_json_answer(t, json, text, 0, PROF_MSPROF_ERROR, ACL_ERROR_INVALID_PARAM);
    } else {
        prof_need_device_host(t);
        expect_json_answer(t, json, text, 0, 0, ACL_SUCCESS);
    }
}

#define PROF_JSON_ON_CASE(NAME, JSON, TEXT)                                                                      \
    ACLCTS_TEST(PROF002, NAME, "PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE) { expect_switch_on(t, JSON, TEXT, 0); } \
    ACLCTS_TEST(PROF002, NAME##OnAGeneralServer, "PROF002 PROF011", ACLCTS_PRODUCT | ACLCTS_TRACE)               \
    {                                                                                                            \
        expect_switch_on(t, JSON, TEXT, 1);                                                                      \
    }

PROF_JSON_ON_CASE(SwitchOnIsPassedAsCompactJson, "{\"profiler\":{\"switch\":\"on\"}}", "{\"switch\":\"on\"}")
PROF_JSON_ON_CASE(MembersAreSortedByKey, "{\"profiler\":{\"switch\":\"on\",\"output\":\"/tmp/prof\"}}",
                  "{\"output\":\"/tmp/prof\",\"switch\":\"on\"}")
/* Bytewise order: upper case before lower case. */
PROF_JSON_REFUSED_CASE(KeysSortBytewise, "{\"profiler\":{\"b\":\"x\",\"B\":\"y\",\"a\":\"z\"}}",
                       "{\"B\":\"y\",\"a\":\"z\",\"b\":\"x\"}")
PROF_JSON_ON_CASE(WhitespaceIsRemoved, "{ \"profiler\" : {\n  \"switch\" : \"on\" ,\n  \"aicpu\" : \"on\"\n} }\n",
                  "{\"aicpu\":\"on\",\"switch\":\"on\"}")
PROF_JSON_REFUSED_CASE(NestedObjectsAreSortedAndArraysKept,
                       "{\"profiler\":{\"switch\":\"on\",\"z\":{\"b\":100,\"a\":[3,1,2]}}}",
                       "{\"switch\":\"on\",\"z\":{\"a\":[3,1,2],\"b\":100}}")
/* The text is re-serialised, not copied: escapes are decoded. */
PROF_JSON_CASE(EscapedSlashIsWrittenPlain, "{\"profiler\":{\"output\":\"\\/tmp\"}}", "{\"output\":\"/tmp\"}")
PROF_JSON_CASE(UnicodeEscapeIsDecoded, "{\"profiler\":{\"output\":\"\\u0041\"}}", "{\"output\":\"A\"}")
PROF_JSON_ON_CASE(DuplicateMemberLastWins, "{\"profiler\":{\"switch\":\"off\",\"switch\":\"on\"}}",
                  "{\"switch\":\"on\"}")
/* Any JSON type is handed on; msprof judges it. */
PROF_JSON_REFUSED_CASE(StringProfilerIsPassedAsJsonText, "{\"profiler\":\"on\"}", "\"on\"")
PROF_JSON_REFUSED_CASE(NullProfilerIsPassed, "{\"profiler\":null}", "null")
PROF_JSON_CASE(EmptyObjectProfilerIsPassed, "{\"profiler\":{}}", "{}")

ACLCTS_TEST(PROF002, MsprofFailureReturnsInvalidParam, "PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_json_init(t, "{\"profiler\":{\"switch\":\"on\",\"bad_key\":\"x\"}}", "{\"bad_key\":\"x\",\"switch\":\"on\"}",
                     -1, ACL_ERROR_INVALID_PARAM);
}

/* docs/zh/api_ref/02_initialization_and_deinitialization.md advises against dump and profiling
 * together; the product accepts both and hands each to its layer (dump.cpp, profiling.cpp). */
static void expect_dump_and_profiler(aclcts_t *t, int general)
{
    const char *json = "{\"dump\":{},\"profiler\":{\"switch\":\"on\"}}";
    expect_switch_on(t, json, "{\"switch\":\"on\"}", general);
    size_t size = 0;
    const char *data = t->spy->last_dump_data(&size);
    CHECK_TRUE_FOR(t, "DUMP001", data && size == strlen(json) && memcmp(data, json, size) == 0,
                   "the dump hand-off did not get the file's bytes");
}

ACLCTS_TEST(PROF002, DumpAndProfilerTogetherAreBothHandedOver, "PROF002 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_dump_and_profiler(t, 0);
}

/* On a general server both are handed over all the same; msprof's refusal
 * comes after the dump layer took its part (PROF011). */
ACLCTS_TEST(PROF002, DumpAndProfilerTogetherAreBothHandedOverOnAGeneralServer, "PROF002 DUMP001 PROF011",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_dump_and_profiler(t, 1);
}
