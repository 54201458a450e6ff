/* WALK002: torch_npu's lazy initialisation (Ascend/pytorch@9e73e708
 * torch_npu/csrc/core/npu/sys_ctrl/npu_sys_ctrl.cpp NpuSysCtrl::Initialize,
 * LazyInitialize; NPUFunctions.cpp is_lazy_set_device, LazySetDevice;
 * NPUStream.cpp initNPUStreamsOnce): a CANN version of 8.3.RC1 or later,
 * read before aclInit (aclsysGetCANNVersion(ACL_PKG_NAME_CANN) over
 * $ASCEND_HOME_PATH/share/info/runtime/version.info), makes torch_npu lazy:
 * aclInit of its acl_default.json (default device "0"), the device count and
 * the SoC name with no device set; the first use of device 0 then asks the
 * device (the configured default, 0), sets it, reads its context, sets the
 * overflow mode and the operator timeout, and makes the default and the
 * secondary stream. */
#include "helpers/chain.h"
#include "helpers/pkg.h"
#include "helpers/walk.h"

static void lazy_walk(aclcts_t *t, const char *version)
{
    CHAIN_NEED_DEVICES(t);
    ACLCTS_NEED(t, aclsysGetCANNVersion); /* without it torch_npu is eager (WALK001) */
    pkg_home(t);
    pkg_version(t, "runtime", version);
    walk w = walk_begin(t, NULL);
    walk_torch tw = {.lazy = 1, .init_code = ACL_SUCCESS};
    walk_torch_cann_version(&w, ACL_SUCCESS, version);
    walk_torch_initialize(&w, &tw);
    walk_torch_first_use(&w, &tw);
    walk_torch_streams(&w, &tw);
}

/* The boundary version itself, on the default SoC. */
ACLCTS_TEST(WALK002, LazyFromCann83RC1, "WALK002", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    lazy_walk(t, "8.3.RC1");
}

/* A later version on Ascend950PR: Inf/NaN without asking (IsSupportInfNan). */
ACLCTS_TEST(WALK002, LazyOnAscend950, "WALK002", ACLCTS_PRODUCT)
{
    aclcts_use_soc(t, "Ascend950PR_9599");
    lazy_walk(t, "8.5.0");
}
