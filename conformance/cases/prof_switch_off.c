/* PROF005: msprof checks every member before it looks at `switch`; when the
 * members pass and `switch` is not "on" it answers "profiling off", which
 * MsprofInit turns into success (MSPROF_ERROR_ACL_JSON_OFF -> 0, ProfInit).
 * The checks of MsprofAclJsonParamConstruct (output path, storage_limit) run
 * only once profiling is switched on. */
#include "helpers/prof.h"

#define PROF_OFF(NAME, PROFILER)                                                 \
    ACLCTS_TEST(PROF005, NAME, "PROF005 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                            \
        prof_expect(t, "PROF005", PROFILER, ACL_SUCCESS, "off", "");             \
    }

PROF_OFF(EmptyObjectLeavesProfilingOff, "{}")
PROF_OFF(SwitchOffLeavesProfilingOff, "{\"switch\":\"off\"}")
PROF_OFF(EmptySwitchLeavesProfilingOff, "{\"switch\":\"\"}")
PROF_OFF(MembersWithoutSwitchLeaveProfilingOff, "{\"aicpu\":\"on\",\"task_time\":\"l1\"}")
PROF_OFF(BadOutputIsNotCheckedWhenOff, "{\"switch\":\"off\",\"output\":\"/tmp/$x\"}")
PROF_OFF(BadStorageLimitIsNotCheckedWhenOff, "{\"switch\":\"off\",\"storage_limit\":\"1MB\"}")

/* The members are checked first: a bad one is refused whatever `switch` says. */
ACLCTS_TEST(PROF005, BadMemberIsRefusedWithSwitchOff, "PROF005 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_expect(t, "PROF005", "{\"switch\":\"off\",\"aicpu\":\"maybe\"}", ACL_ERROR_INVALID_PARAM, "rejected",
                "EK0003 aicpu");
}

ACLCTS_TEST(PROF005, UnknownMemberIsRefusedWithoutSwitch, "PROF005 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_expect(t, "PROF005", "{\"foo\":\"on\"}", ACL_ERROR_INVALID_PARAM, "rejected", "EK0005 foo");
}

/* The smallest profiler config that profiles: {"profiler":{"switch":"on"}}
 * starts profiling (profiling.cpp AclProfiling::HandleProfilingConfig) and
 * aclFinalize stops it (acl.cpp aclFinalizeInternal, MsprofFinalize). */
ACLCTS_TEST(PROF005, SwitchOnStartsAndFinalizeStops, "PROF005 PROF002 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_expect(t, "PROF005", "{\"switch\":\"on\"}", ACL_SUCCESS, "on", "");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, prof_running(t), 0);
}
