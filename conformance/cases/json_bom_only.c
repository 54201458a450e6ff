/* JSON015: a file holding only a UTF-8 byte-order mark (optionally followed
 * by whitespace) is not 'no configuration' (only a 0-byte file is): the
 * parser skips the BOM, finds no value and aclInit returns
 * ACL_ERROR_PARSE_FILE (100006) before any lower-layer call or callback. */
#include "helpers/init.h"

#define BOM "\xEF\xBB\xBF"

INIT_BYTES_CASE(JSON015, BomOnlyIsAParseError, "JSON015 JSON008", BOM, ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON015, BomAndNewlineIsAParseError, "JSON015 JSON007", BOM "\n", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON015, BomAndSpacesIsAParseError, "JSON015 JSON007", BOM "  \t ", ACL_ERROR_PARSE_FILE)

ACLCTS_TEST(JSON015, BomOnlyStopsBeforeAnyLowerLayerCall, "JSON015 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL"};
    const char *path = aclcts_file_bytes(t, "bom.json", BOM, 3);
    ACLCTS_NEED(t, aclInitCallbackRegister);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    init_expect_trace(t, "JSON015", path, ACL_ERROR_PARSE_FILE, "");
    CHECK_INT(t, model.calls, 0);
}
