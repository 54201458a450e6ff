/* CB006: an init callback receives configStr = the raw bytes of the config
 * (never NULL: "" with len 0 when there is no config), len = the byte length
 * including any BOM and NUL bytes, and userData exactly as registered; a
 * finalize callback receives its userData. */
#include <string.h>

#include "helpers/callbacks.h"

static aclcts_cb model = {.tag = "MODEL"};

static void register_model(aclcts_t *t)
{
    cb_add(t, "CB006", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
}

static void expect_config(aclcts_t *t, const aclcts_cb *slot, const void *bytes, size_t len)
{
    CHECK_INT_FOR(t, "CB006", slot->calls, 1);
    CHECK_INT_FOR(t, "CB006", slot->cfg_was_null, 0);
    CHECK_INT_FOR(t, "CB006", slot->last_len, len);
    CHECK_TRUE_FOR(t, "CB006", memcmp(slot->last_cfg, bytes, len) == 0, "%s got other config bytes: \"%s\"", slot->tag,
                   slot->last_cfg);
}

ACLCTS_TEST(CB006, NullPathGivesEmptyStringAndZeroLength, "CB006 INIT003", ACLCTS_PRODUCT)
{
    register_model(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    expect_config(t, &model, "", 0);
}

ACLCTS_TEST(CB006, EmptyStringPathGivesEmptyStringAndZeroLength, "CB006 INIT003", ACLCTS_PRODUCT)
{
    register_model(t);
    CHECK_CODE(t, t->acl->aclInit(""), ACL_SUCCESS);
    expect_config(t, &model, "", 0);
}

ACLCTS_TEST(CB006, FileGivesItsRawBytesAndLength, "CB006", ACLCTS_PRODUCT)
{
    static const char text[] = "{ \"max_opqueue_num\" : 10000,\r\n  \"x\": [1, 2] }\r\n";
    register_model(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "raw.json", text)), ACL_SUCCESS);
    expect_config(t, &model, text, sizeof text - 1);
}

ACLCTS_TEST(CB006, BomIsPartOfTheBytes, "CB006 JSON008", ACLCTS_PRODUCT)
{
    static const char bytes[] = "\xEF\xBB\xBF{}";
    register_model(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file_bytes(t, "bom.json", bytes, sizeof bytes - 1)), ACL_SUCCESS);
    expect_config(t, &model, bytes, 5);
}

ACLCTS_TEST(CB006, BytesAfterANulArePassedToo, "CB006 JSON011", ACLCTS_PRODUCT)
{
    static const char bytes[] = "{}\0abc";
    register_model(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file_bytes(t, "nul.json", bytes, 6)), ACL_SUCCESS);
    expect_config(t, &model, bytes, 6);
}

ACLCTS_TEST(CB006, EveryDispatchedTypeGetsTheSameConfig, "CB006 CB003", ACLCTS_PRODUCT)
{
    static const char text[] = "{\"k\":\"v\"}";
    static aclcts_cb opexec = {.tag = "OP_EXECUTOR"}, dvpp = {.tag = "DVPP"}, other = {.tag = "OTHER"};
    register_model(t);
    cb_add(t, "CB006", CB_INIT,
           CB_ENTRIES({ACL_REG_TYPE_ACL_OP_EXECUTOR, &opexec, CB_FN}, {ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN2},
                      {ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "k.json", text)), ACL_SUCCESS);
    expect_config(t, &model, text, sizeof text - 1);
    expect_config(t, &opexec, text, sizeof text - 1);
    expect_config(t, &dvpp, text, sizeof text - 1);
    expect_config(t, &other, text, sizeof text - 1);
}

/* userData is an opaque pointer: any value, even one that points nowhere. */
static void *init_seen = (void *)1, *fin_seen = (void *)1;
static aclError remember_init_user(const char *configStr, size_t len, void *userData)
{
    (void)configStr;
    (void)len;
    init_seen = userData;
    return ACL_SUCCESS;
}
static aclError remember_fin_user(void *userData)
{
    fin_seen = userData;
    return ACL_SUCCESS;
}

ACLCTS_TEST(CB006, UserDataIsPassedUnchanged, "CB006 API004", ACLCTS_PRODUCT)
{
    void *const cookie = (void *)(uintptr_t)0xC0FFEE5u;
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, remember_init_user, cookie), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_DVPP, remember_fin_user, cookie), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_TRUE(t, init_seen == cookie, "init callback got userData %p, registered %p", init_seen, cookie);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRUE(t, fin_seen == cookie, "finalize callback got userData %p, registered %p", fin_seen, cookie);
}

ACLCTS_TEST(CB006, NullUserDataIsPassedAsNull, "CB006 API004", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, remember_init_user, NULL), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, remember_fin_user, NULL), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRUE(t, init_seen == NULL && fin_seen == NULL, "userData %p / %p, registered NULL", init_seen, fin_seen);
}
