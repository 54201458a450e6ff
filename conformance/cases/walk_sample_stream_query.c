/* WALK012: the product's stream-config query sample
 * (example/1_basic_features/stream/3_stream_config_query/main.cpp main,
 * RunStreamConfigQuerySample, QueryStreamInfo) in its portable form: aclInit,
 * device 0 (aclFinalize when that fails), a stream with the sample's flags
 * and priority (0 and 0), its id, flags and priority read back, a stream sync,
 * the stream destroyed, aclrtResetDeviceForce(0), aclFinalize. The sample
 * builds the stream from a config handle (aclrtCreateStreamConfigHandle,
 * aclrtSetStreamConfigOpt, aclrtCreateStreamV2, found by dlsym, skipping
 * without them); aclrtCreateStreamWithConfig takes the same two values. */
#include <stdint.h>

#include "helpers/chain.h"
#include "helpers/walk.h"

static void stream_query(aclcts_t *t, uint32_t priority, uint32_t flags)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    walk w = walk_begin(t, NULL);
    aclrtStream s = NULL;
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtCreateStreamWithConfig(&s, priority, flags), ACL_SUCCESS);
    WALK_READ(w, s != NULL, "no stream");
    int32_t id = -1;
    uint32_t got_flags = 0xdead, got_priority = 0xdead;
    WALK_STEP(w, t->acl->aclrtStreamGetId(s, &id), ACL_SUCCESS);
    WALK_READ(w, id >= 0, "stream id %d", (int)id);
    WALK_STEP(w, t->acl->aclrtStreamGetFlags(s, &got_flags), ACL_SUCCESS);
    WALK_READ(w, got_flags == flags, "flags 0x%x, expected 0x%x", got_flags, flags);
    WALK_STEP(w, t->acl->aclrtStreamGetPriority(s, &got_priority), ACL_SUCCESS);
    WALK_READ(w, got_priority == priority, "priority %u, expected %u", got_priority, priority);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(WALK012, TheSamplesStream, "WALK012", ACLCTS_PRODUCT) { stream_query(t, 0, 0); }

/* The same walk with the sample's two constants changed: what was asked
 * for is read back. */
ACLCTS_TEST(WALK012, AnotherPriorityAndFlags, "WALK012", ACLCTS_PRODUCT)
{
    stream_query(t, 3, ACL_STREAM_FAST_LAUNCH | ACL_STREAM_FAST_SYNC);
}
