/* JSON010: duplicate keys are accepted and the last occurrence wins (nlohmann
 * default), shown on err_msg_mode whose value decides 0 or 100000. */
#include "fin_common.h"
#include "init_common.h"

LC_CONFIG_CASE(JSON010, DuplicateKeyLastValidValueWins, "JSON010 ERRMSG001",
               "{\"err_msg_mode\":\"2\",\"err_msg_mode\":\"1\"}", ACL_SUCCESS)
LC_CONFIG_CASE(JSON010, DuplicateKeyLastInvalidValueWins, "JSON010 ERRMSG001",
               "{\"err_msg_mode\":\"1\",\"err_msg_mode\":\"2\"}", ACL_ERROR_INVALID_PARAM)

/* "0" then "1": the error manager is started in process mode. */
ACLCTS_TEST(JSON010, DuplicateKeyLastValueReachesErrMgrInit, "JSON010 ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *json = "{\"err_msg_mode\":\"0\",\"err_msg_mode\":\"1\"}";
    const char *path = aclcts_file(t, "dup.json", json);
    lc_text want = {0};
    lc_trace_head(&want, 1);
    lc_trace_dump(&want, path, strlen(json));
    lc_trace_tail(&want, 1);
    fin_expect_init(t, "JSON010", path, ACL_SUCCESS, want.s);
}
