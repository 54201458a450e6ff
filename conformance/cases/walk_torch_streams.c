/* WALK003: torch_npu's streams (Ascend/pytorch@9e73e708
 * torch_npu/csrc/core/npu/NPUStream.cpp initGlobalStreamState,
 * initDeviceStreamState, the sync-launch pool; interface/AclInterface.cpp
 * AclrtCreateStreamWithConfig): after eager init, the default and the
 * secondary stream with priority 0 and ACL_STREAM_FAST_LAUNCH |
 * ACL_STREAM_FAST_SYNC, the sync-launch pool's four streams with
 * ACL_STREAM_FAST_SYNC; each made by aclrtCreateStreamWithConfig where the
 * target exports it, else aclrtCreateStream; each then has its overflow switch
 * on (aclrtSetStreamOverflowSwitch(s, 1), TORCH_CHECK) when the SoC is not
 * taken for Inf/NaN, and stops on failure (aclrtSetStreamFailureMode(s,
 * ACL_STOP_ON_FAILURE), the create's code). NPUStream::synchronize is
 * aclrtSynchronizeStream (without aclrtSynchronizeStreamWithTimeout). */
#include "helpers/chain.h"
#include "helpers/pkg.h"
#include "helpers/walk.h"

static void streams_walk(aclcts_t *t, int infnan)
{
    CHAIN_NEED_DEVICES(t);
    pkg_no_home();
    walk w = walk_begin(t, NULL);
    walk_torch tw = {.lazy = 0, .init_code = ACL_SUCCESS};
    walk_torch_cann_version(&w, ACL_ERROR_INVALID_FILE, NULL);
    walk_torch_initialize(&w, &tw);
    WALK_READ(w, tw.infnan == infnan, "Inf/NaN support %d, expected %d", tw.infnan, infnan);
    walk_torch_streams(&w, &tw);
    aclrtStream pool[4];
    for (int i = 0; i < 4; i++) walk_torch_stream(&w, &tw, ACL_STREAM_FAST_SYNC, &pool[i]);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(tw.default_stream), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(pool[3]), ACL_SUCCESS);
}

/* The default SoC is taken for Inf/NaN: no overflow switch. */
ACLCTS_TEST(WALK003, StreamsOnTheDefaultSoc, "WALK003", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    streams_walk(t, 1);
}

/* Ascend310P3 is not: every stream gets its overflow switch on. */
ACLCTS_TEST(WALK003, OverflowSwitchOutsideInfNan, "WALK003", ACLCTS_PRODUCT)
{
    aclcts_use_soc(t, "Ascend310P3");
    streams_walk(t, 0);
}
