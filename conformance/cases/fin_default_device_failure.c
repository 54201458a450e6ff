/* FIN007: with the default-device flag set, a failing rtSetDefaultDeviceId(-1)
 * at deinit is returned unchanged and the library stays initialised: the next
 * aclInit gives 100002 and the next aclFinalize 0. */
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/traces.h"

ACLCTS_TEST(FIN007, DisableDefaultDeviceFailureIsReturned, "FIN007 STATE002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "rtSetDefaultDeviceId", ACL_ERROR_RT_INVALID_DEVICEID, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_RT_INVALID_DEVICEID);
    fin_expect_still_initialised(t, "STATE002");
}

ACLCTS_TEST(FIN007, DisableDefaultDeviceFailureTrace, "FIN007 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "rtSetDefaultDeviceId", ACL_ERROR_RT_INVALID_DEVICEID, 1);
    fin_expect_finalize_code(t, "FIN007", ACL_ERROR_RT_INVALID_DEVICEID,
                             TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT TR_UNFILL "rtSetDefaultDeviceId(-1)=107001\n");
    fin_expect_finalize(t, "FIN007", TR_DEINIT_DUMP_DEV);
}

ACLCTS_TEST(FIN007, DisableDefaultDeviceFailureSkipsOtherCallback, "FIN007 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb dvpp = {.tag = "DVPP"}, other = {.tag = "OTHER"};
    cb_add(t, "FIN007", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}, {ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "rtSetDefaultDeviceId", ACL_ERROR_RT_INVALID_DEVICEID, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_STR(t, aclcts_cb_log(), "DVPP");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "DVPP DVPP OTHER");
}

ACLCTS_TEST(FIN007, ReferenceAtOneWritesOneOnFailure, "FIN007 REF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "rtSetDefaultDeviceId", ACL_ERROR_RT_INVALID_DEVICEID, 1);
    fin_expect_reference(t, "REF002", ACL_ERROR_RT_INVALID_DEVICEID, 1);
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 0);
}
