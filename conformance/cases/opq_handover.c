/* OPQ001: libascendcl does not interpret max_opqueue_num: it hands the raw
 * config to the ACL_REG_TYPE_ACL_OP_EXECUTOR init callbacks (only when a path
 * is given) and returns their code unchanged; without an op executor the key
 * is ignored, whatever its value. */
#include <string.h>

#include "helpers/configs.h"
#include "helpers/opq.h"

/* No op executor registered: any value is accepted. */
ACLCTS_TEST(OPQ001, WithoutTheOpExecutorAnyValueIsIgnored, "OPQ001", ACLCTS_PRODUCT)
{
    const char *path = config_write(t, "{\"max_opqueue_num\":\"abc\"}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
}

ACLCTS_TEST(OPQ001, WithoutTheOpExecutorZeroIsIgnored, "OPQ001", ACLCTS_PRODUCT)
{
    const char *path = config_write(t, "{\"max_opqueue_num\":0}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
}

/* The callback gets the file's bytes and length, as written. */
ACLCTS_TEST(OPQ001, TheOpExecutorGetsTheRawConfig, "OPQ001 CB003", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    static aclcts_cb rec = {.tag = "OPEXE"};
    const char *json = "{ \"max_opqueue_num\" : \"500\" }";
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_EXECUTOR, aclcts_init_cb, &rec), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(config_write(t, json)), ACL_SUCCESS);
    CHECK_INT(t, rec.calls, 1);
    CHECK_INT(t, rec.last_len, strlen(json));
    CHECK_STR(t, rec.last_cfg, json);
}

/* NULL and "" skip the op-executor step: the default limit stays. */
ACLCTS_TEST(OPQ001, NullPathSkipsTheOpExecutor, "OPQ001 INIT003", ACLCTS_PRODUCT)
{
    opq_register(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, opq_calls(t), 0);
    CHECK_INT(t, opq_limit(t), OPQ_DEFAULT);
}

ACLCTS_TEST(OPQ001, EmptyPathSkipsTheOpExecutor, "OPQ001 INIT003", ACLCTS_PRODUCT)
{
    opq_register(t);
    CHECK_CODE(t, t->acl->aclInit(""), ACL_SUCCESS);
    CHECK_INT(t, opq_calls(t), 0);
}

/* Absent key: the op executor runs and keeps its default of 20000. */
ACLCTS_TEST(OPQ001, AbsentKeyKeepsTheDefault, "OPQ001 OPQ002", ACLCTS_PRODUCT)
{
    opq_expect(t, "OPQ001", "{\"err_msg_mode\":\"0\"}", ACL_SUCCESS, OPQ_DEFAULT, 0);
}

/* Only the top-level key counts. */
ACLCTS_TEST(OPQ001, NestedKeyIsNotTheSetting, "OPQ001 OPQ002", ACLCTS_PRODUCT)
{
    opq_expect(t, "OPQ001", "{\"acl_graph\":{\"max_opqueue_num\":\"0\"}}", ACL_SUCCESS, OPQ_DEFAULT, 0);
}

/* The callback's code reaches the caller unchanged, whatever it is. */
ACLCTS_TEST(OPQ001, CallbackCodeIsReturnedUnchanged, "OPQ001 CB005", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    static aclcts_cb rec = {.tag = "OPEXE", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_EXECUTOR, aclcts_init_cb, &rec), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(config_write(t, "{\"max_opqueue_num\":\"0\"}")), ACL_ERROR_FAILURE);
}

/* A refused value leaves the library uninitialised: the corrected retry
 * fails the first-config rule only if a first init succeeded, which it did
 * not, so a valid config then initialises. */
ACLCTS_TEST(OPQ001, RefusedValueLeavesTheLibraryUninitialised, "OPQ001 OPQ002 STATE001", ACLCTS_PRODUCT)
{
    opq_register(t);
    CHECK_CODE(t, t->acl->aclInit(config_write(t, "{\"max_opqueue_num\":-1}")), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "ok.json", "{\"max_opqueue_num\":25000}")), ACL_SUCCESS);
    CHECK_INT(t, opq_limit(t), 25000);
}
