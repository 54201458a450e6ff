/* Events with flags (RTEVENT018-023): aclrtCreateEventWithFlag checks only
 * its out-pointer and hands the flag down unchanged (event.cpp
 * aclrtCreateEventWithFlagImpl); the runtime checks it (api_error.cc
 * ApiErrorDecorator::EventCreate: RT_EVENT_FLAG_MAX, MC2 and EXTERNAL alone)
 * before it needs a current context (api_impl.cc ApiImpl::EventCreate). */
#include <stdio.h>

#include "helpers/chain.h"

ACLCTS_TEST(RTEVENT018, NullEventOutIsRefused, "RTEVENT018", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtCreateEventWithFlag(NULL, ACL_EVENT_SYNC), "rtEventCreateWithFlag");
}

ACLCTS_TEST(RTEVENT018, NullEventOutWithAnInvalidFlag, "RTEVENT018", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT018", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtCreateEventWithFlag(NULL, 0u), "rtEventCreateWithFlag");
}

/* After aclrtSetDevice(0), aclrtCreateEventWithFlag(&e, flag) returns `code`
 * in one call that passes the flag as given; *event is written only on
 * success. */
#define flag_expect(t, ...) ACLCTS_HELPER(flag_expect_, t, __VA_ARGS__)
static void flag_expect_(aclcts_t *t, const char *rule, uint32_t flag, aclError code)
{
    CHAIN_NEED_DEVICES(t);
    /* The firmware check of a device-only event is the default SoC's runtime's;
     * Ascend950PR_9599's creates one. */
    if (flag == ACL_EVENT_DEVICE_USE_ONLY) aclcts_default_soc(t);
    chain_set_device(t, rule, 0);
    aclrtEvent e = CHAIN_SENTINEL;
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtCreateEventWithFlag(&e, flag), code);
    if (code == ACL_SUCCESS) CHECK_TRUE_FOR(t, rule, e != CHAIN_SENTINEL && e != NULL, "no event was written");
    else CHECK_TRUE_FOR(t, "RTEVENT019", e == CHAIN_SENTINEL, "a refused create wrote *event");
    char want[96];
    snprintf(want, sizeof want, "rtEventCreateWithFlag(ptr,%#x)=%d\n", (unsigned)flag, (int)code);
    if (t->trace) CHECK_TRACE_FOR(t, "RTEVENT019", m, want);
}

#define FLAG_CASE(RULE, NAME, RULES, FLAG, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { flag_expect(t, #RULE, (FLAG), (CODE)); }
#define INVALID ACL_ERROR_RT_PARAM_INVALID

FLAG_CASE(RTEVENT020, ZeroIsRefused, "RTEVENT020 RTEVENT019", 0u, INVALID)
FLAG_CASE(RTEVENT020, IpcIsRefused, "RTEVENT020 RTEVENT019", ACL_EVENT_IPC, INVALID)
FLAG_CASE(RTEVENT020, IpcWithSyncIsRefused, "RTEVENT020", ACL_EVENT_IPC | ACL_EVENT_SYNC, INVALID)
FLAG_CASE(RTEVENT020, BitSevenIsRefused, "RTEVENT020", 0x80u, INVALID)
FLAG_CASE(RTEVENT020, AllOnesIsRefused, "RTEVENT020", 0xFFFFFFFFu, INVALID)
FLAG_CASE(RTEVENT021, ExternalWithSyncIsRefused, "RTEVENT021", ACL_EVENT_EXTERNAL | ACL_EVENT_SYNC, INVALID)
FLAG_CASE(RTEVENT021, ExternalWithTimeLineIsRefused, "RTEVENT021", ACL_EVENT_EXTERNAL | ACL_EVENT_TIME_LINE, INVALID)
FLAG_CASE(RTEVENT021, DeviceUseOnlyWithSyncIsRefused, "RTEVENT021", ACL_EVENT_DEVICE_USE_ONLY | ACL_EVENT_SYNC, INVALID)
FLAG_CASE(RTEVENT021, DeviceUseOnlyWithExternalIsRefused, "RTEVENT021", ACL_EVENT_DEVICE_USE_ONLY | ACL_EVENT_EXTERNAL,
          INVALID)
FLAG_CASE(RTEVENT021, LowSixBitsAreRefused, "RTEVENT021", 0x3Fu, INVALID)
FLAG_CASE(RTEVENT021, ExternalAloneIsCreated, "RTEVENT021 RTEVENT019", ACL_EVENT_EXTERNAL, ACL_SUCCESS)
FLAG_CASE(RTEVENT022, DeviceUseOnlyAloneReachesTheFirmwareCheck, "RTEVENT022 RTEVENT019", ACL_EVENT_DEVICE_USE_ONLY,
          ACL_ERROR_RT_FEATURE_NOT_SUPPORT)
FLAG_CASE(RTEVENT023, SyncIsCreated, "RTEVENT023 RTEVENT019", ACL_EVENT_SYNC, ACL_SUCCESS)
FLAG_CASE(RTEVENT023, CaptureStreamProgressIsCreated, "RTEVENT023", ACL_EVENT_CAPTURE_STREAM_PROGRESS, ACL_SUCCESS)
FLAG_CASE(RTEVENT023, DdsyncIsCreated, "RTEVENT023", 0x4u, ACL_SUCCESS)
FLAG_CASE(RTEVENT023, TimeLineIsCreated, "RTEVENT023", ACL_EVENT_TIME_LINE, ACL_SUCCESS)
FLAG_CASE(RTEVENT023, SyncAndTimeLineIsCreated, "RTEVENT023", ACL_EVENT_SYNC | ACL_EVENT_TIME_LINE, ACL_SUCCESS)
FLAG_CASE(RTEVENT023, FourLowBitsAreCreated, "RTEVENT023", 0xFu, ACL_SUCCESS)

ACLCTS_TEST(RTEVENT019, RuntimeCodeComesBackUnchanged, "RTEVENT019", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT019", 0);
    aclcts_fail(t, "rtEventCreateWithFlag", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    aclrtEvent e = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCreateEventWithFlag(&e, ACL_EVENT_SYNC), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_TRUE(t, e == CHAIN_SENTINEL, "a failed create wrote *event");
}

/* The flag check comes before the context check. */
ACLCTS_TEST(RTEVENT020, InvalidFlagWithoutContext, "RTEVENT020", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtEvent e = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCreateEventWithFlag(&e, 0u), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRUE(t, e == CHAIN_SENTINEL, "a refused create wrote *event");
}

ACLCTS_TEST(RTEVENT023, ValidFlagWithoutContextIsContextNull, "RTEVENT023", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtEvent e = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCreateEventWithFlag(&e, ACL_EVENT_TIME_LINE), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRUE(t, e == CHAIN_SENTINEL, "a refused create wrote *event");
}

ACLCTS_TEST(RTEVENT023, FlaggedEventsRecordAndSynchronize, "RTEVENT023 RTEVENT010", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "RTEVENT023", 0);
    aclrtStream s = chain_create_stream(t, "RTEVENT023");
    aclrtEvent a = chain_create_event_with(t, "RTEVENT023", ACL_EVENT_SYNC | ACL_EVENT_TIME_LINE);
    aclrtEvent b = chain_create_event_with(t, "RTEVENT023", ACL_EVENT_TIME_LINE);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(a, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT006", t->acl->aclrtRecordEvent(b, NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(a), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT008", t->acl->aclrtSynchronizeEvent(b), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT004", t->acl->aclrtDestroyEvent(a), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT004", t->acl->aclrtDestroyEvent(b), ACL_SUCCESS);
}
