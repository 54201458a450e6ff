/* INIT007: a failure of MsprofRegisterCallback(48, handle) is only a warning. */
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT007, MsprofRegisterCallbackFailureIsIgnored, "INIT007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    aclcts_fail(t, "MsprofRegisterCallback", 1, 0);
    text_buf want = {0};
    trace_init_head(&want, 0);
    text_add(&want, "MsprofRegisterCallback(48,ptr)=1\nMsprofInit(255,NULL,0)=0\nrtGetSocVersion(ptr,128)=0\n"
                    "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n");
    init_expect_trace(t, "INIT007", NULL, ACL_SUCCESS, want.s);
    init_expect_count_one(t, "INIT007");
}
