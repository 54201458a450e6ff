/* INIT007: a failure of MsprofRegisterCallback(48, handle) is only a warning. */
#include "fin_common.h"
#include "init_common.h"

ACLCTS_TEST(INIT007, MsprofRegisterCallbackFailureIsIgnored, "INIT007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "MsprofRegisterCallback", 1, 0);
    init_text want = {0};
    init_trace_head(&want, 0);
    init_add(&want, "MsprofRegisterCallback(48,ptr)=1\nMsprofInit(255,NULL,0)=0\nrtGetSocVersion(ptr,128)=0\n"
                  "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n");
    fin_expect_init(t, "INIT007", NULL, ACL_SUCCESS, want.s);
    init_expect_count_one(t, "INIT007");
}
