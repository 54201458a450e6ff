/* DEVSET001..DEVSET008: the floating-point overflow mode
 * (device.cpp aclrtSetDeviceSatModeImpl, aclrtGetDeviceSatModeImpl). The ACL
 * layer passes every mode to rtSetDeviceSatMode and checks only Get's
 * out-pointer; the runtime keeps one mode for the process, starts it per SoC
 * (Runtime::Init) and refuses what the chip cannot do (api_c.cc
 * rtSetDeviceSatMode). The answers depend on the SoC: each case pins the
 * default SoC or picks its own. */
#include <stdint.h>

#include "helpers/chain.h"
#include "helpers/configs.h"
#include "helpers/soc.h"
#include "helpers/text.h"
#include "helpers/threads.h"

#define SAT ACL_RT_OVERFLOW_MODE_SATURATION
#define INFNAN ACL_RT_OVERFLOW_MODE_INFNAN
#define NOT_WRITTEN ((aclrtFloatOverflowMode)77)

/* The mode aclrtGetDeviceSatMode reports (NOT_WRITTEN when it fails,
 * checked against `rule`). */
static aclrtFloatOverflowMode sat_mode(aclcts_t *t, const char *rule)
{
    aclrtFloatOverflowMode m = NOT_WRITTEN;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtGetDeviceSatMode(&m), ACL_SUCCESS);
    return m;
}

/* aclrtSetDeviceSatMode(mode) returns code after exactly one
 * rtSetDeviceSatMode(mode) that answered it. */
static void set_expect(aclcts_t *t, const char *rule, int mode, aclError code)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtSetDeviceSatMode((aclrtFloatOverflowMode)mode), code);
    CHECK_TRACE_FOR(t, rule, m, text_fmt("rtSetDeviceSatMode(%d)=%d\n", mode, (int)code));
}

/* ---- DEVSET001, DEVSET002: every value goes down; the runtime judges ---- */

ACLCTS_TEST(DEVSET001, EveryModeGoesDownOnce, "DEVSET001 DEVSET002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    set_expect(t, "DEVSET001", SAT, ACL_SUCCESS);
    set_expect(t, "DEVSET001", INFNAN, ACL_SUCCESS);
    set_expect(t, "DEVSET002", ACL_RT_OVERFLOW_MODE_UNDEF, ACL_ERROR_RT_PARAM_INVALID);
    set_expect(t, "DEVSET002", -1, ACL_ERROR_RT_PARAM_INVALID);
    set_expect(t, "DEVSET002", 0x7fffffff, ACL_ERROR_RT_PARAM_INVALID);
}

ACLCTS_TEST(DEVSET001, RuntimeCodeComesBackUnchanged, "DEVSET001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    aclcts_fail(t, "rtSetDeviceSatMode", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtSetDeviceSatMode(SAT), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(t, sat_mode(t, "DEVSET001"), INFNAN); /* the failed set changed nothing */
}

ACLCTS_TEST(DEVSET002, UndefinedModeLeavesTheMode, "DEVSET002 DEVSET006", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHECK_CODE(t, t->acl->aclrtSetDeviceSatMode(ACL_RT_OVERFLOW_MODE_UNDEF), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(t, sat_mode(t, "DEVSET002"), INFNAN); /* the start mode stays */
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDeviceSatMode(SAT), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDeviceSatMode((aclrtFloatOverflowMode)-1), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(t, sat_mode(t, "DEVSET002"), SAT); /* and so does a mode set */
}

/* ---- DEVSET003, DEVSET004: the getter ---- */

ACLCTS_TEST(DEVSET003, NullModeIsRefused, "DEVSET003", ACLCTS_PRODUCT)
{
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetDeviceSatMode(NULL), "rtGetDeviceSatMode");
}

ACLCTS_TEST(DEVSET004, GetAsksTheRuntimeOnce, "DEVSET004 DEVSET005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    size_t m = aclcts_mark(t);
    CHECK_INT(t, sat_mode(t, "DEVSET004"), INFNAN);
    CHECK_TRACE(t, m, "rtGetDeviceSatMode(ptr)=0\n");
}

ACLCTS_TEST(DEVSET004, FailureLeavesTheOutput, "DEVSET004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetDeviceSatMode", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    aclrtFloatOverflowMode mode = NOT_WRITTEN;
    CHECK_CODE(t, t->acl->aclrtGetDeviceSatMode(&mode), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(t, mode, NOT_WRITTEN);
}

/* ---- DEVSET005: the mode a process starts in ---- */

ACLCTS_TEST(DEVSET005, DefaultSocStartsInInfNan, "DEVSET005", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHECK_INT(t, sat_mode(t, "DEVSET005"), INFNAN);
}

#define DEVSET_START_CASE(NAME, SOC, MODE)                                   \
    ACLCTS_TEST(DEVSET005, NAME, "DEVSET005", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                        \
        soc_use(t, SOC);                                                     \
        CHECK_INT(t, sat_mode(t, "DEVSET005"), MODE);                        \
    }
DEVSET_START_CASE(Ascend950PRStartsInInfNan, "Ascend950PR_9599", INFNAN)
DEVSET_START_CASE(Ascend310P3StartsInSaturation, "Ascend310P3", SAT)
DEVSET_START_CASE(Ascend910StartsInSaturation, "Ascend910A", SAT)
DEVSET_START_CASE(Ascend310B1StartsInSaturation, "Ascend310B1", SAT)

/* ---- DEVSET006: one process-wide mode ---- */

ACLCTS_TEST(DEVSET006, SetModeIsReadBackWithoutADevice, "DEVSET006 DEVSET007", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHECK_CODE(t, t->acl->aclrtSetDeviceSatMode(SAT), ACL_SUCCESS);
    CHECK_INT(t, sat_mode(t, "DEVSET006"), SAT);
    CHECK_CODE(t, t->acl->aclrtSetDeviceSatMode(INFNAN), ACL_SUCCESS);
    CHECK_INT(t, sat_mode(t, "DEVSET006"), INFNAN);
    int32_t dev = -5;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL); /* no device was set on the way */
}

typedef struct devset_other {
    aclrtFloatOverflowMode seen;
} devset_other;

static void other_thread(aclcts_t *t, void *arg)
{
    devset_other *o = arg;
    o->seen = NOT_WRITTEN;
    CHECK_CODE(t, t->acl->aclrtGetDeviceSatMode(&o->seen), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDeviceSatMode(INFNAN), ACL_SUCCESS);
}

ACLCTS_TEST(DEVSET006, SecondThreadSharesTheMode, "DEVSET006", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET006", 0);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDeviceSatMode(SAT), ACL_SUCCESS);
    devset_other o;
    thread_run_checks(t, other_thread, &o);
    CHECK_INT(t, o.seen, SAT);                      /* the other thread reads this one's */
    CHECK_INT(t, sat_mode(t, "DEVSET006"), INFNAN); /* and its set is this one's */
}

ACLCTS_TEST(DEVSET006, DeviceResetKeepsTheMode, "DEVSET006", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET006", 0);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDeviceSatMode(SAT), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS); /* the last reference: the device is torn down */
    CHECK_INT(t, sat_mode(t, "DEVSET006"), SAT);
    chain_set_device(t, "DEVSET006", 0);
    CHECK_INT(t, sat_mode(t, "DEVSET006"), SAT);
}

ACLCTS_TEST(DEVSET006, FinalizeKeepsTheMode, "DEVSET006", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDeviceSatMode(SAT), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, sat_mode(t, "DEVSET006"), SAT);
}

/* ---- DEVSET007, DEVSET008: what the chip can do ---- */

/* A saturation-only SoC: Inf/NaN refused and the mode left; saturation
 * accepted without a change. */
#define DEVSET_SATURATION_ONLY(NAME, SOC)                                              \
    ACLCTS_TEST(DEVSET007, NAME, "DEVSET007 DEVSET005", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                                  \
        soc_use(t, SOC);                                                               \
        set_expect(t, "DEVSET007", INFNAN, ACL_ERROR_RT_FEATURE_NOT_SUPPORT);          \
        CHECK_INT(t, sat_mode(t, "DEVSET007"), SAT);                                   \
        set_expect(t, "DEVSET007", SAT, ACL_SUCCESS);                                  \
        CHECK_INT(t, sat_mode(t, "DEVSET007"), SAT);                                   \
    }
DEVSET_SATURATION_ONLY(Ascend310P3RefusesInfNan, "Ascend310P3")
DEVSET_SATURATION_ONLY(Ascend910RefusesInfNan, "Ascend910A")
DEVSET_SATURATION_ONLY(Ascend310B1RefusesInfNan, "Ascend310B1")

ACLCTS_TEST(DEVSET007, DefaultSocAcceptsBothModes, "DEVSET007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    set_expect(t, "DEVSET007", SAT, ACL_SUCCESS);
    CHECK_INT(t, sat_mode(t, "DEVSET007"), SAT);
    set_expect(t, "DEVSET007", INFNAN, ACL_SUCCESS);
    CHECK_INT(t, sat_mode(t, "DEVSET007"), INFNAN);
}

ACLCTS_TEST(DEVSET008, Ascend950PRRefusesSaturation, "DEVSET008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend950PR_9599");
    set_expect(t, "DEVSET008", SAT, ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_INT(t, sat_mode(t, "DEVSET008"), INFNAN);
    set_expect(t, "DEVSET008", INFNAN, ACL_SUCCESS);
    CHECK_INT(t, sat_mode(t, "DEVSET008"), INFNAN);
}
