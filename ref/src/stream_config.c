/* Stream flags (STREAM; src/acl/aclrt_impl/stream.cpp
 * aclrtCreateStreamWithConfigImpl, aclrtStreamGetFlagsImpl): the six ACL
 * stream flags are mapped bit by bit to the runtime's and back; every other
 * bit is dropped in both directions. The priority goes down unchanged (the
 * runtime clamps it, STREAM021). */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

typedef struct flag_pair {
    uint32_t acl, rt;
} flag_pair;

/* STREAM019 (and STREAM038 backwards): one row per ACL flag. */
static const flag_pair k_stream_flags[] = {
    {ACL_STREAM_FAST_LAUNCH, RT_STREAM_FAST_LAUNCH},   {ACL_STREAM_FAST_SYNC, RT_STREAM_FAST_SYNC},
    {ACL_STREAM_PERSISTENT, RT_STREAM_PERSISTENT},     {ACL_STREAM_HUGE, RT_STREAM_HUGE},
    {ACL_STREAM_CPU_SCHEDULE, RT_STREAM_CPU_SCHEDULE}, {ACL_STREAM_DEVICE_USE_ONLY, RT_STREAM_CP_PROCESS_USE},
};
#define STREAM_FLAG_COUNT (sizeof k_stream_flags / sizeof k_stream_flags[0])

static uint32_t rt_flags_of(uint32_t acl)
{
    uint32_t rt = 0;
    for (size_t i = 0; i < STREAM_FLAG_COUNT; ++i)
        if ((acl & k_stream_flags[i].acl) != 0) rt |= k_stream_flags[i].rt; /* STREAM019 */
    return rt; /* STREAM020: a bit without a row is dropped */
}

static uint32_t acl_flags_of(uint32_t rt)
{
    uint32_t acl = 0;
    for (size_t i = 0; i < STREAM_FLAG_COUNT; ++i)
        if ((rt & k_stream_flags[i].rt) != 0) acl |= k_stream_flags[i].acl; /* STREAM038 */
    return acl; /* STREAM039: runtime bits without an ACL name are dropped */
}

ACL_FUNC_VISIBILITY aclError aclrtCreateStreamWithConfig(aclrtStream *stream, uint32_t priority, uint32_t flag)
{
    REQUIRE_NOT_NULL(stream, "STREAM017");
    rtStreamCreateAttr_t attrs[2] = {
        {.id = RT_STREAM_CREATE_ATTR_PRIORITY, .value.priority = priority},
        {.id = RT_STREAM_CREATE_ATTR_FLAGS, .value.flags = rt_flags_of(flag)},
    };
    rtStreamCreateConfig_t config = {attrs, 2};
    rtStream_t stm = NULL;
    REQUIRE_RT_OK(rtsStreamCreate(&stm, &config), "STREAM018"); /* *stream untouched */
    *stream = stm;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtStreamGetFlags(aclrtStream stream, uint32_t *flags)
{
    REQUIRE_NOT_NULL(flags, "STREAM037");
    uint32_t rt = 0;
    REQUIRE_RT_OK(rtStreamGetFlags(stream, &rt), "STREAM037"); /* *flags untouched */
    *flags = acl_flags_of(rt);
    return ACL_SUCCESS;
}
