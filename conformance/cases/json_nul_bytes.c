/* JSON011: the JSON parse and the depth scan see the text only up to the first
 * NUL byte (C-string conversion in json_parser.cpp); the raw bytes, all of
 * them, are the configuration handed to callbacks and to the dump layer. */
#include <string.h>

#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define NUL_GARBAGE "{}\0garbage" /* 10 bytes */
#define NUL_GARBAGE_LEN (sizeof(NUL_GARBAGE) - 1)

INIT_BYTES_CASE(JSON011, TextAfterFirstNulIsIgnored, "JSON011", NUL_GARBAGE, ACL_SUCCESS)

/* Twelve '{' after the NUL are never depth-scanned. */
INIT_BYTES_CASE(JSON011, DepthScanStopsAtFirstNul, "JSON011 JSON001", "{}\0{{{{{{{{{{{{", ACL_SUCCESS)

/* A NUL inside a string cuts the text to `{"a":"x`, which does not parse. */
INIT_BYTES_CASE(JSON011, NulInsideStringTruncatesToInvalidJson, "JSON011 JSON004", "{\"a\":\"x\0y\"}",
                ACL_ERROR_PARSE_FILE)

/* The second object behind the NUL would be rejected (err_msg_mode "2"); it
 * is never seen and the first one selects process mode. */
ACLCTS_TEST(JSON011, KeysAfterFirstNulAreNotSeen, "JSON011 ERRMSG001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    static const char bytes[] = "{\"err_msg_mode\":\"1\"}\0{\"err_msg_mode\":\"2\"}";
    const char *path = aclcts_file_bytes(t, "nul.json", bytes, sizeof bytes - 1);
    text_buf want = {0};
    trace_init_file(&want, 1, path, sizeof bytes - 1, "", 1);
    init_expect_trace(t, "JSON011", path, ACL_SUCCESS, want.s);
}

/* Init callbacks get every byte and the full length, NUL included. */
ACLCTS_TEST(JSON011, CallbacksReceiveAllRawBytes, "JSON011 CB006", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb model = {.tag = "MODEL"}, op = {.tag = "OPEXE"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_EXECUTOR, aclcts_init_cb, &op), ACL_SUCCESS);
    const char *path = aclcts_file_bytes(t, "nul.json", NUL_GARBAGE, NUL_GARBAGE_LEN);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OPEXE");
    CHECK_INT(t, model.last_len, NUL_GARBAGE_LEN);
    CHECK_TRUE(t, memcmp(model.last_cfg, NUL_GARBAGE, NUL_GARBAGE_LEN) == 0,
               "MODEL configStr differs from the raw file bytes");
    CHECK_INT(t, op.last_len, NUL_GARBAGE_LEN);
    CHECK_TRUE(t, memcmp(op.last_cfg, NUL_GARBAGE, NUL_GARBAGE_LEN) == 0,
               "OP_EXECUTOR configStr differs from the raw file bytes");
}

/* The dump hand-off gets the full size and every byte. */
ACLCTS_TEST(JSON011, DumpHandOffReceivesAllRawBytes, "JSON011 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    aclcts_require_trace(t);
    const char *path = aclcts_file_bytes(t, "nul.json", NUL_GARBAGE, NUL_GARBAGE_LEN);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    size_t size = 0;
    const char *data = t->spy->last_dump_data(&size);
    CHECK_INT(t, size, NUL_GARBAGE_LEN);
    CHECK_TRUE(t, data != NULL && memcmp(data, NUL_GARBAGE, NUL_GARBAGE_LEN) == 0,
               "dump data differs from the raw file bytes");
    text_buf want = {0};
    trace_init_plain(&want, path, NUL_GARBAGE_LEN, 1);
    CHECK_TRACE(t, m, want.s);
}

/* The raw bytes, NUL included, are the first config: the same text without
 * the part after the NUL is a different config (REP001). */
ACLCTS_TEST(JSON011, BytesAfterNulCountForTheFirstConfig, "JSON011 REP001", ACLCTS_PRODUCT)
{
    const char *with_nul = aclcts_file_bytes(t, "nul.json", NUL_GARBAGE, NUL_GARBAGE_LEN);
    const char *without = aclcts_file(t, "plain.json", "{}");
    CHECK_CODE(t, t->acl->aclInit(with_nul), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(without), ACL_ERROR_INVALID_PARAM);
}
