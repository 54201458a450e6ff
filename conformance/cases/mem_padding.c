/* MEM006, MEM007, MEM008, MEM029: the padding aclrtMalloc adds, read once
 * per process from the SoC's specification (memory.cpp GetPaddingSize,
 * GetAlignedAndPaddingSize: std::call_once, rtGetSocSpec("AICoreSpec",
 * "padding_size", buf, 32), strtoul base 10, 32 when the answer is not
 * usable), and the overflow check of the padded size. A planted answer is
 * the spy model's (rt_set_soc_spec); a runtime beneath answers with its own
 * specification, and those rows are skipped there. */
#include <stdint.h>
#include <string.h>

#include "helpers/mem.h"
#include "helpers/threads.h"

#define HF ACL_MEM_MALLOC_HUGE_FIRST
#define QUERY_ARGS "\"AICoreSpec\",\"padding_size\",ptr,32"

/* The first aclrtMalloc asks, before its rtMalloc; the next ones do not. */
ACLCTS_TEST(MEM006, AskedOnceBeforeTheFirstRtMalloc, "MEM006 MEM003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL, *q = NULL, *r = NULL;
    aclcts_default_soc(t);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, HF), ACL_SUCCESS);
    (void)mem_expect_call(t, NULL, m, "rtGetSocSpec", QUERY_ARGS);
    (void)mem_expect_call(t, NULL, m + 1, "rtMalloc", "ptr,160,0x400,33");
    size_t m2 = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&q, 100, HF), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMallocAlign32(&r, 100, ACL_MEM_MALLOC_HUGE1G_ONLY), ACL_SUCCESS);
    CHECK_TRACE(t, m2, "rtMalloc(ptr,160,0x400,33)=0\nrtMalloc(ptr,128,0x10000,33)=0\n");
    CHECK_INT(t, aclcts_calls(t, "rtGetSocSpec", m), 1);
    CHECK_CODE_FOR(t, "MEM013", t->acl->aclrtFree(p), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "MEM013", t->acl->aclrtFree(q), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "MEM013", t->acl->aclrtFree(r), ACL_SUCCESS);
}

/* Whichever allocation comes first asks, even one that does not pad. A 1G
 * huge page is the default SoC's (RT_FEATURE_MEM_1G_HUGE_PAGE; other SoCs'
 * runtimes refuse it with 207000: src/runtime/driver/npu_driver_mem.cc
 * NpuDriver::CheckIfSupport1GHugePage), so that row pins the default SoC. */
#define MEM_FIRST_ASKS(NAME, FN, POLICY, LINE, DEFAULT_SOC)            \
    ACLCTS_TEST(MEM006, NAME, "MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                  \
        void *p = NULL;                                                \
        if (DEFAULT_SOC) aclcts_default_soc(t);                        \
        CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);   \
        size_t m = aclcts_mark(t);                                     \
        CHECK_CODE(t, t->acl->FN(&p, 100, (POLICY)), ACL_SUCCESS);     \
        (void)mem_expect_call(t, NULL, m, "rtGetSocSpec", QUERY_ARGS); \
        (void)mem_expect_call(t, NULL, m + 1, "rtMalloc", LINE);       \
        CHECK_INT(t, aclcts_mark(t) - m, 2);                           \
    }

MEM_FIRST_ASKS(Align32AsksToo, aclrtMallocAlign32, HF, "ptr,128,0x400,33", 0)
MEM_FIRST_ASKS(Huge1GAsksToo, aclrtMalloc, ACL_MEM_MALLOC_HUGE1G_ONLY, "ptr,128,0x10000,33", 1)

/* A call refused for its arguments, and aclrtMallocHost, never ask. */
ACLCTS_TEST(MEM006, RefusedCallsAndHostMemoryDoNotAsk, "MEM006 MEM015", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = MEM_SENTINEL, *h = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(NULL, 100, HF), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 0, HF), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtMallocAlign32(NULL, 100, HF), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtMallocHost(&h, 100), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocSpec", m), 0);
    size_t m2 = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, HF), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocSpec", m2), 1);
}

/* A failed query keeps 32 and is never made again. */
ACLCTS_TEST(MEM006, AFailedQueryIsNotRetried, "MEM006 MEM007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL, *q = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    aclcts_fail(t, "rtGetSocSpec", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, HF), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMalloc(&q, 33, HF), ACL_SUCCESS);
    CHECK_TRACE(t, m,
                "rtGetSocSpec(\"AICoreSpec\",\"padding_size\",ptr,32)=507000\n"
                "rtMalloc(ptr,160,0x400,33)=0\nrtMalloc(ptr,96,0x400,33)=0\n");
}

/* Many threads allocating together: one query. */
static aclcts_t *g_t;
static aclError g_codes[4];

static void *malloc_worker(void *arg)
{
    size_t i = (size_t)(uintptr_t)arg;
    void *p = NULL;
    pthread_barrier_wait(&thread_barrier);
    g_codes[i] = g_t->acl->aclrtSetDevice(0);
    if (g_codes[i] == ACL_SUCCESS) g_codes[i] = g_t->acl->aclrtMalloc(&p, 100, HF);
    return NULL;
}

ACLCTS_TEST(MEM006, OneQueryForAllThreads, "MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    g_t = t;
    size_t m = aclcts_mark(t);
    thread_run_together(t, 4, malloc_worker);
    for (int i = 0; i < 4; i++) CHECK_CODE(t, g_codes[i], ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocSpec", m), 1);
    CHECK_INT(t, aclcts_calls(t, "rtMalloc", m), 4);
}

/* An answer planted after the first read changes nothing. */
ACLCTS_TEST(MEM006, ALaterAnswerIsNotRead, "MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL;
    mem_ready(t, "MEM006");
    mem_plant_padding(t, "MEM006", "64");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, HF), ACL_SUCCESS);
    CHECK_TRACE(t, m, mem_rt_malloc_line(160, 0x400, 0));
}

/* MEM007, MEM029: the answer planted, then the first aclrtMalloc(SIZE). */
#define MEM_PADDING_CASE(RULE, NAME, VALUE, SIZE, EXPECTED)                              \
    ACLCTS_TEST(RULE, NAME, #RULE " MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE)              \
    {                                                                                    \
        void *p = NULL;                                                                  \
        mem_plant_padding(t, #RULE, (VALUE));                                            \
        CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);                     \
        size_t m = aclcts_mark(t);                                                       \
        CHECK_CODE(t, t->acl->aclrtMalloc(&p, (SIZE), HF), ACL_SUCCESS);                 \
        (void)mem_expect_call(t, NULL, m, "rtGetSocSpec", QUERY_ARGS);                   \
        (void)mem_expect_call(t, NULL, m + 1, "rtMalloc", "ptr," #EXPECTED ",0x400,33"); \
    }

MEM_PADDING_CASE(MEM007, SixtyFourIsUsed, "64", 100, 192)
MEM_PADDING_CASE(MEM007, SixteenIsUsed, "16", 100, 128)
MEM_PADDING_CASE(MEM007, ZeroIsNoPadding, "0", 100, 128)
MEM_PADDING_CASE(MEM007, LeadingBlankAndPlusPass, " +64", 100, 192)
MEM_PADDING_CASE(MEM007, EmptyKeeps32, "", 100, 160)
MEM_PADDING_CASE(MEM007, TrailingBlankKeeps32, "64 ", 100, 160)
MEM_PADDING_CASE(MEM007, HexKeeps32, "0x40", 100, 160)
MEM_PADDING_CASE(MEM007, LettersKeep32, "abc", 100, 160)
MEM_PADDING_CASE(MEM007, BeyondUnsignedLongKeeps32, "99999999999999999999", 100, 160)
MEM_PADDING_CASE(MEM007, AnAbsentKeyKeeps32, NULL, 100, 160)
MEM_PADDING_CASE(MEM007, TooLongForTheBufferKeeps32, "00000000000000000000000000000064", 100, 160)
MEM_PADDING_CASE(MEM029, MinusThirtyTwoGivesLessThanAsked, "-32", 100, 96)
MEM_PADDING_CASE(MEM029, MinusThirtyTwoGivesZeroForOneByte, "-32", 1, 0)
MEM_PADDING_CASE(MEM029, UnsignedLongMaxWraps, "18446744073709551615", 100, 128)

/* The runtime reads the padding from the platform library (src/runtime/api/
 * api_c_standard_soc.cc rtGetSocSpec); a runtime beneath whose platform
 * stand-in (the unit tests' stub/platform_stub.cc, which knows only the
 * "version" and "SoCInfo" labels) cannot answer it cannot show the SoC's own
 * answer. */
static void need_padding_beneath(aclcts_t *t)
{
    if (aclcts_lower_of(t, "rtGetSocSpec") == NULL) return;
    int (*get)(const char *, const char *, char *, uint32_t) =
        (int (*)(const char *, const char *, char *, uint32_t))aclcts_lower_symbol(t, "rtGetSocSpec");
    char val[32];
    int rc = get("AICoreSpec", "padding_size", val, sizeof val);
    if (rc != 0)
        SKIP(t,
             "the runtime beneath answers rtGetSocSpec(AICoreSpec, padding_size) with %d: its platform-library "
             "stand-in knows no such label",
             rc);
}

/* The SoC's own answer: Ascend950PR's platform configuration says 0. */
ACLCTS_TEST(MEM007, Ascend950PadsNothing, "MEM007 MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL;
    aclcts_use_soc(t, "Ascend950PR_9599");
    need_padding_beneath(t);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, HF), ACL_SUCCESS);
    CHECK_INT(t, mem_expect_call(t, NULL, m, "rtGetSocSpec", QUERY_ARGS), 0);
    (void)mem_expect_call(t, NULL, m + 1, "rtMalloc", "ptr,128,0x400,33");
}

/* The two answers that fail the query: not found (raw), too long (107000). */
ACLCTS_TEST(MEM007, AFailedQueryGoesOn, "MEM007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL;
    mem_plant_padding(t, "MEM007", "000000000000000000000000000000064");
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 1, HF), ACL_SUCCESS);
    CHECK_INT(t, mem_expect_call(t, NULL, m, "rtGetSocSpec", QUERY_ARGS), ACL_ERROR_RT_PARAM_INVALID);
}

/* Injected: any failing code keeps 32 (also over a runtime beneath). */
ACLCTS_TEST(MEM007, AnInjectedFailureKeeps32, "MEM007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    aclcts_fail(t, "rtGetSocSpec", ACL_ERROR_RT_DRV_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, HF), ACL_SUCCESS);
    CHECK_INT(t, mem_expect_call(t, NULL, m, "rtGetSocSpec", QUERY_ARGS), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    (void)mem_expect_call(t, NULL, m + 1, "rtMalloc", "ptr,160,0x400,33");
}

/* MEM008: a size whose padded sum wraps. */
#define MEM_OVERFLOW_REFUSED(NAME, FN, SIZE)                            \
    ACLCTS_TEST(MEM008, NAME, "MEM008", ACLCTS_PRODUCT)                 \
    {                                                                   \
        void *p = MEM_SENTINEL;                                         \
        mem_ready(t, "MEM008");                                         \
        MEM_EXPECT_REFUSED(t, t->acl->FN(&p, (SIZE), HF));              \
        CHECK_TRUE(t, p == MEM_SENTINEL, "*devPtr was written: %p", p); \
    }

MEM_OVERFLOW_REFUSED(MallocOfSizeMaxMinus63IsRefused, aclrtMalloc, SIZE_MAX - 63)
MEM_OVERFLOW_REFUSED(MallocOfSizeMaxIsRefused, aclrtMalloc, SIZE_MAX)
MEM_OVERFLOW_REFUSED(Align32OfSizeMaxMinus31IsRefused, aclrtMallocAlign32, SIZE_MAX - 31)

/* One byte less passes: rtMalloc is asked for SIZE_MAX - 31, and its answer comes back. */
#define MEM_OVERFLOW_PASSES(NAME, FN, SIZE)                                                                \
    ACLCTS_TEST(MEM008, NAME, "MEM008 MEM011", ACLCTS_PRODUCT | ACLCTS_TRACE)                              \
    {                                                                                                      \
        void *p = MEM_SENTINEL;                                                                            \
        mem_ready(t, "MEM008");                                                                            \
        MEM_EXPECT_PASSED(t, t->acl->FN(&p, (SIZE), HF), "rtMalloc", "ptr,18446744073709551584,0x400,33"); \
        if (p != MEM_SENTINEL && p != NULL) (void)t->acl->aclrtFree(p);                                    \
    }

MEM_OVERFLOW_PASSES(MallocOfSizeMaxMinus64ReachesTheRuntime, aclrtMalloc, SIZE_MAX - 64)
MEM_OVERFLOW_PASSES(Align32OfSizeMaxMinus32ReachesTheRuntime, aclrtMallocAlign32, SIZE_MAX - 32)

/* The query comes before the overflow check. */
ACLCTS_TEST(MEM008, TheQueryComesFirst, "MEM008 MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = MEM_SENTINEL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, SIZE_MAX, HF), ACL_ERROR_INVALID_PARAM);
    CHECK_INT(t, aclcts_mark(t) - m, 1);
    (void)mem_expect_call(t, NULL, m, "rtGetSocSpec", QUERY_ARGS);
}
