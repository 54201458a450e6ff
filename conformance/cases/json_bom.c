/* JSON008: a UTF-8 byte-order mark before the value is skipped by the parser,
 * and it stays part of the raw configuration bytes (callbacks, hash). */
#include <string.h>

#include "helpers/init.h"

#define BOM_EMPTY_OBJECT "\xEF\xBB\xBF{}"

INIT_BYTES_CASE(JSON008, BomBeforeObjectIsAccepted, "JSON008", BOM_EMPTY_OBJECT, ACL_SUCCESS)

/* The MODEL callback sees all five bytes, BOM included. */
ACLCTS_TEST(JSON008, BomIsKeptInRawBytes, "JSON008 CB006", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb model = {.tag = "MODEL"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), ACL_SUCCESS);
    const char *path = aclcts_file_bytes(t, "bom.json", BOM_EMPTY_OBJECT, 5);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_INT(t, model.calls, 1);
    CHECK_INT(t, model.last_len, 5);
    CHECK_TRUE(t, memcmp(model.last_cfg, BOM_EMPTY_OBJECT, 5) == 0, "configStr lost the BOM bytes");
}

/* The BOM makes the bytes differ from a plain `{}`: a different config (REP001). */
ACLCTS_TEST(JSON008, BomMakesADifferentConfig, "JSON008 REP001", ACLCTS_PRODUCT)
{
    const char *plain = aclcts_file(t, "plain.json", "{}");
    const char *bom = aclcts_file_bytes(t, "bom.json", BOM_EMPTY_OBJECT, 5);
    CHECK_CODE(t, t->acl->aclInit(plain), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(bom), ACL_ERROR_INVALID_PARAM);
}
