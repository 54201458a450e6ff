/* Streams with a priority and flags (STREAM017-024, STREAM037-039):
 * aclrtCreateStreamWithConfig maps the six ACL stream flags bit by bit to the
 * runtime's and drops every other bit (stream.cpp
 * aclrtCreateStreamWithConfigImpl), hands the priority down unchanged in one
 * rtsStreamCreate whose config lists the priority then the flags; the
 * runtime clamps the priority and checks the flags (api_error.cc
 * ApiErrorDecorator::StreamCreate, CheckStreamFlags); aclrtStreamGetFlags
 * maps the runtime's bits back (aclrtStreamGetFlagsImpl). */
#include <stdio.h>

#include "helpers/chain.h"

ACLCTS_TEST(STREAM017, NullStreamOutIsRefused, "STREAM017", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtCreateStreamWithConfig(NULL, 0, 0), "rtsStreamCreate");
}

ACLCTS_TEST(STREAM017, NullStreamOutWithADeviceAndFlags, "STREAM017", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM017", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtCreateStreamWithConfig(NULL, 3, ACL_STREAM_FAST_LAUNCH),
                              "rtsStreamCreate");
}

/* STREAM018-023: aclrtCreateStreamWithConfig(&s, prio, acl) after
 * aclrtSetDevice(0) returns `code` and makes one call whose config reads
 * `config`; on success the stream reads back the ACL flags `back`. */
typedef struct config_row {
    uint32_t prio, acl;
    const char *config;
    aclError code;
    uint32_t back;
} config_row;

#define config_expect(t, ...) ACLCTS_HELPER(config_expect_, t, __VA_ARGS__)
static void config_expect_(aclcts_t *t, const char *rule, config_row r)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* ACL_STREAM_HUGE needs RT_FEATURE_STREAM_HUGE_DEPTH */
    chain_set_device(t, rule, 0);
    aclrtStream s = CHAIN_SENTINEL;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtCreateStreamWithConfig(&s, r.prio, r.acl), r.code);
    char want[160];
    snprintf(want, sizeof want, "rtsStreamCreate(ptr,%s)=%d\n", r.config, (int)r.code);
    CHECK_TRACE_FOR(t, "STREAM018", m, want);
    if (r.code != ACL_SUCCESS) {
        CHECK_TRUE_FOR(t, "STREAM018", s == CHAIN_SENTINEL, "a refused create wrote *stream");
        return;
    }
    uint32_t back = 0xdeadu;
    CHECK_CODE_FOR(t, "STREAM038", t->acl->aclrtStreamGetFlags(s, &back), ACL_SUCCESS);
    CHECK_INT_FOR(t, "STREAM038", back, r.back);
    CHECK_CODE_FOR(t, "STREAM004", t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

#define CONFIG_CASE(RULE, NAME, RULES, ...)                       \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                             \
        config_expect(t, #RULE, (config_row){__VA_ARGS__});       \
    }
#define OK ACL_SUCCESS

CONFIG_CASE(STREAM018, NoFlagsDefaultPriority, "STREAM018 STREAM038", .prio = 0, .acl = 0,
            .config = "[priority=0,flags=0]", .code = OK, .back = 0)
CONFIG_CASE(STREAM018, PriorityGoesDownUnchanged, "STREAM018", .prio = 100, .acl = 0,
            .config = "[priority=100,flags=0]", .code = OK, .back = 0)
CONFIG_CASE(STREAM019, FastLaunch, "STREAM019 STREAM018 STREAM038", .prio = 1, .acl = ACL_STREAM_FAST_LAUNCH,
            .config = "[priority=1,flags=0x200]", .code = OK, .back = ACL_STREAM_FAST_LAUNCH)
CONFIG_CASE(STREAM019, FastSync, "STREAM019 STREAM038", .prio = 2, .acl = ACL_STREAM_FAST_SYNC,
            .config = "[priority=2,flags=0x400]", .code = OK, .back = ACL_STREAM_FAST_SYNC)
CONFIG_CASE(STREAM019, Persistent, "STREAM019 STREAM038", .prio = 3, .acl = ACL_STREAM_PERSISTENT,
            .config = "[priority=3,flags=0x1]", .code = OK, .back = ACL_STREAM_PERSISTENT)
CONFIG_CASE(STREAM019, Huge, "STREAM019 STREAM038", .prio = 4, .acl = ACL_STREAM_HUGE,
            .config = "[priority=4,flags=0x4]", .code = OK, .back = ACL_STREAM_HUGE)
CONFIG_CASE(STREAM019, CpuSchedule, "STREAM019 STREAM038", .prio = 5, .acl = ACL_STREAM_CPU_SCHEDULE,
            .config = "[priority=5,flags=0x8]", .code = OK, .back = ACL_STREAM_CPU_SCHEDULE)
CONFIG_CASE(STREAM019, FiveFlagsTogether, "STREAM019 STREAM038", .prio = 6, .acl = 0x1Fu,
            .config = "[priority=6,flags=0x60d]", .code = OK, .back = 0x1Fu)
CONFIG_CASE(STREAM019, HugeAndFastSync, "STREAM019 STREAM038", .prio = 7, .acl = ACL_STREAM_HUGE | ACL_STREAM_FAST_SYNC,
            .config = "[priority=7,flags=0x404]", .code = OK, .back = ACL_STREAM_HUGE | ACL_STREAM_FAST_SYNC)
CONFIG_CASE(STREAM020, UnknownBitsAreDropped, "STREAM020", .prio = 0, .acl = 0xFFFFFFC0u,
            .config = "[priority=0,flags=0]", .code = OK, .back = 0)
CONFIG_CASE(STREAM020, NamedBitNextToUnknownOnes, "STREAM020 STREAM019", .prio = 0,
            .acl = 0x40u | 0x8000u | ACL_STREAM_PERSISTENT, .config = "[priority=0,flags=0x1]", .code = OK,
            .back = ACL_STREAM_PERSISTENT)
CONFIG_CASE(STREAM022, DeviceUseOnlyWithFastLaunch, "STREAM022 STREAM019", .prio = 0,
            .acl = ACL_STREAM_DEVICE_USE_ONLY | ACL_STREAM_FAST_LAUNCH, .config = "[priority=0,flags=0xa00]",
            .code = ACL_ERROR_RT_PARAM_INVALID)
CONFIG_CASE(STREAM022, DeviceUseOnlyWithPersistent, "STREAM022", .prio = 3,
            .acl = ACL_STREAM_DEVICE_USE_ONLY | ACL_STREAM_PERSISTENT, .config = "[priority=3,flags=0x801]",
            .code = ACL_ERROR_RT_PARAM_INVALID)
CONFIG_CASE(STREAM022, DeviceUseOnlyWithEveryFlag, "STREAM022", .prio = 0, .acl = 0x3Fu,
            .config = "[priority=0,flags=0xe0d]", .code = ACL_ERROR_RT_PARAM_INVALID)
CONFIG_CASE(STREAM023, DeviceUseOnlyAloneReachesTheFirmwareCheck, "STREAM023 STREAM019", .prio = 0,
            .acl = ACL_STREAM_DEVICE_USE_ONLY, .config = "[priority=0,flags=0x800]",
            .code = ACL_ERROR_RT_FEATURE_NOT_SUPPORT)

/* STREAM022 without the trace: every other flag next to DEVICE_USE_ONLY. */
ACLCTS_TEST(STREAM022, DeviceUseOnlyWithAnyOtherFlag, "STREAM022", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* which flags a stream may have is the SoC's: Ascend310P3's runtime refuses some (207000) */
    chain_set_device(t, "STREAM022", 0);
    for (uint32_t bit = ACL_STREAM_FAST_LAUNCH; bit < ACL_STREAM_DEVICE_USE_ONLY; bit <<= 1) {
        aclrtStream s = CHAIN_SENTINEL;
        CHECK_CODE(t, t->acl->aclrtCreateStreamWithConfig(&s, 0, ACL_STREAM_DEVICE_USE_ONLY | bit),
                   ACL_ERROR_RT_PARAM_INVALID);
        CHECK_TRUE(t, s == CHAIN_SENTINEL, "flag %#x: a refused create wrote *stream", (unsigned)bit);
    }
}

ACLCTS_TEST(STREAM018, RuntimeCodeComesBackUnchanged, "STREAM018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM018", 0);
    aclcts_fail(t, "rtsStreamCreate", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    aclrtStream s = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCreateStreamWithConfig(&s, 0, ACL_STREAM_FAST_SYNC), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_TRUE(t, s == CHAIN_SENTINEL, "a failed create wrote *stream");
}

/* STREAM021: the priority read back. */
#define PRIORITY_CASE(NAME, PRIO, BACK)                                                         \
    ACLCTS_TEST(STREAM021, NAME, "STREAM021 STREAM040", ACLCTS_PRODUCT)                         \
    {                                                                                           \
        CHAIN_NEED_DEVICES(t);                                                                  \
        chain_set_device(t, "STREAM021", 0);                                                    \
        aclrtStream s = chain_create_stream_with(t, "STREAM021", (PRIO), ACL_STREAM_FAST_SYNC); \
        uint32_t back = 0xdeadu;                                                                \
        CHECK_CODE_FOR(t, "STREAM040", t->acl->aclrtStreamGetPriority(s, &back), ACL_SUCCESS);  \
        CHECK_INT(t, back, (BACK));                                                             \
    }

PRIORITY_CASE(PriorityZeroKept, 0u, 0)
PRIORITY_CASE(PriorityThreeKept, 3u, 3)
PRIORITY_CASE(PrioritySevenKept, 7u, 7)
PRIORITY_CASE(PriorityEightClampedToSeven, 8u, 7)
PRIORITY_CASE(PriorityHundredClampedToSeven, 100u, 7)
PRIORITY_CASE(PriorityTwoToThe31ClampedToZero, 0x80000000u, 0)
PRIORITY_CASE(PriorityAllOnesClampedToZero, 0xFFFFFFFFu, 0)

/* STREAM024: the current context. */
ACLCTS_TEST(STREAM024, NoContextIsContextNull, "STREAM024", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCreateStreamWithConfig(&s, 0, ACL_STREAM_FAST_LAUNCH), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRUE(t, s == CHAIN_SENTINEL, "a refused create wrote *stream");
}

ACLCTS_TEST(STREAM024, CreatedInTheCurrentContext, "STREAM024 STREAM009", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext home = chain_create_context(t, "STREAM024", 1);
    aclrtStream s = chain_create_stream_with(t, "STREAM024", 2, ACL_STREAM_PERSISTENT);
    (void)chain_create_context(t, "STREAM024", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE_FOR(t, "CTX012", t->acl->aclrtSetCurrentContext(home), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM024, DefaultDeviceIsSetImplicitly, "STREAM024 SETDEV030", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "STREAM024", "3");
    (void)chain_create_stream_with(t, "STREAM024", 0, 0);
    CHECK_INT(t, chain_current_device(t), 3);
}

/* STREAM037: the flags' out-pointer, and a failing runtime. */
ACLCTS_TEST(STREAM037, NullFlagsOutIsRefused, "STREAM037", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM037", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtStreamGetFlags(NULL, NULL), "rtStreamGetFlags");
}

ACLCTS_TEST(STREAM037, OneCallAndTheCodeUnchanged, "STREAM037", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM037", 0);
    aclrtStream s = chain_create_stream(t, "STREAM037");
    uint32_t flags = 0xdeadu;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags(s, &flags), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamGetFlags(ptr,ptr)=0\n");
    aclcts_fail(t, "rtStreamGetFlags", ACL_ERROR_RT_INVALID_HANDLE, 1);
    flags = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags(NULL, &flags), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_INT(t, flags, 0xdeadu);
}

/* STREAM039: runtime bits without an ACL name. */
ACLCTS_TEST(STREAM039, DefaultStreamReadsFastLaunchAndFastSync, "STREAM039 STREAM043", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* RT_FEATURE_DEVICE_CTRL_SQ decides the default stream's flags */
    chain_set_device(t, "STREAM039", 0);
    uint32_t flags = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags(NULL, &flags), ACL_SUCCESS);
    CHECK_INT(t, flags, ACL_STREAM_FAST_LAUNCH | ACL_STREAM_FAST_SYNC);
    flags = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags(chain_default_stream(t, "STREAM039"), &flags), ACL_SUCCESS);
    CHECK_INT(t, flags, ACL_STREAM_FAST_LAUNCH | ACL_STREAM_FAST_SYNC);
}

ACLCTS_TEST(STREAM039, CreatedContextsDefaultStream, "STREAM039", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    (void)chain_create_context(t, "STREAM039", 2);
    uint32_t flags = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags(NULL, &flags), ACL_SUCCESS);
    CHECK_INT(t, flags, ACL_STREAM_FAST_LAUNCH | ACL_STREAM_FAST_SYNC);
}

ACLCTS_TEST(STREAM039, PlainStreamReadsNoFlags, "STREAM039", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM039", 0);
    uint32_t flags = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags(chain_create_stream(t, "STREAM039"), &flags), ACL_SUCCESS);
    CHECK_INT(t, flags, 0);
}
