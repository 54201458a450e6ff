/* JSON010: duplicate keys are accepted and the last occurrence wins (nlohmann
 * default), shown on err_msg_mode whose value decides 0 or 100000. */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON010, DuplicateKeyLastValidValueWins, "JSON010 ERRMSG001",
                 "{\"err_msg_mode\":\"2\",\"err_msg_mode\":\"1\"}", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON010, DuplicateKeyLastInvalidValueWins, "JSON010 ERRMSG001",
                 "{\"err_msg_mode\":\"1\",\"err_msg_mode\":\"2\"}", ACL_ERROR_INVALID_PARAM)

/* "0" then "1": the error manager is started in process mode. */
ACLCTS_TEST(JSON010, DuplicateKeyLastValueReachesErrMgrInit, "JSON010 ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    init_expect_file_trace(t, "JSON010", "{\"err_msg_mode\":\"0\",\"err_msg_mode\":\"1\"}", 1, "");
}
