/* FIN009: after a completed finalize aclInit works again (a fresh init,
 * subject to the first-config rule REP001). */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(FIN009, NullInitFinalizeCyclesRepeat, "FIN009 STATE002", ACLCTS_PRODUCT)
{
    for (int round = 0; round < 3; round++) {
        CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    }
}

ACLCTS_TEST(FIN009, ReinitWithTheSameFileContentSucceeds, "FIN009 REP002", ACLCTS_PRODUCT)
{
    const char *text = "{\"err_msg_mode\":\"0\"}\n";
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "a.json", text)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "b.json", text)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(FIN009, ReinitWithAnotherConfigIsRejected, "FIN009 REP001 REP004", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* The re-init is a full fresh init again, without the cached SoC probe. */
ACLCTS_TEST(FIN009, ReinitRepeatsTheFreshInitTrace, "FIN009 INIT002 SOC002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *path = config_dev0_file(t);
    text_buf want = {{0}, 0};
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    init_expect_trace(t, "FIN009", path, ACL_SUCCESS,
                      trace_init_file(&want, 0, path, strlen(CONFIG_DEV0_JSON), TR_DEV0, 0));
}

ACLCTS_TEST(FIN009, ReinitAfterReferenceReachedZero, "FIN009 REF002", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    fin_expect_reference(t, "FIN009", ACL_SUCCESS, 0);
}
