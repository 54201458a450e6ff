/* WALK001: torch_npu's eager initialisation (Ascend/pytorch@9e73e708
 * torch_npu/csrc/core/npu/sys_ctrl/npu_sys_ctrl.cpp NpuSysCtrl::Initialize;
 * NPUFunctions.cpp is_lazy_set_device; GetCANNInfo.cpp GetCANNVersion,
 * IsGteCANNVersion): before aclInit torch_npu reads the CANN version
 * (aclsysGetCANNVersion(ACL_PKG_NAME_CANN)); none, or one below 8.3.RC1,
 * means eager: aclInit of its acl.json ({"dump":{"dump_scene":
 * "lite_exception"}}), aclrtGetDeviceCount, aclrtGetDevice answering
 * ACL_ERROR_RT_CONTEXT_NULL on a fresh thread, aclrtSetDevice(0) and
 * aclrtGetCurrentContext, aclrtGetSocName (a name torch_npu knows), the
 * overflow mode Inf/NaN or saturation (IsSupportInfNan: aclGetCannAttribute,
 * or the SoC) and the operator timeout of 547 s (aclrtSetOpExecuteTimeOutV2
 * in microseconds where exported, else aclrtSetOpExecuteTimeOut). */
#include "helpers/chain.h"
#include "helpers/pkg.h"
#include "helpers/walk.h"

/* No ASCEND_HOME_PATH: the version query fails, which torch_npu only logs. */
ACLCTS_TEST(WALK001, EagerWithoutAVersion, "WALK001", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    pkg_no_home();
    walk w = walk_begin(t, NULL);
    walk_torch tw = {.lazy = 0, .init_code = ACL_SUCCESS};
    walk_torch_cann_version(&w, ACL_ERROR_INVALID_FILE, NULL);
    walk_torch_initialize(&w, &tw);
}

/* CANN 8.2.RC1 is older than 8.3.RC1; on Ascend310P3, outside torch_npu's
 * Inf/NaN SoCs, the mode set is saturation. */
ACLCTS_TEST(WALK001, EagerOnAnOlderCann, "WALK001", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_use_soc(t, "Ascend310P3");
    pkg_home(t);
    pkg_version(t, "runtime", "8.2.RC1");
    walk w = walk_begin(t, NULL);
    walk_torch tw = {.lazy = 0, .init_code = ACL_SUCCESS};
    walk_torch_cann_version(&w, ACL_SUCCESS, "8.2.RC1");
    walk_torch_initialize(&w, &tw);
    WALK_READ(w, !tw.infnan, "Ascend310P3 taken for a SoC with Inf/NaN");
}
