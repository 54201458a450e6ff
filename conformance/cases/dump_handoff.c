/* DUMP001: every fresh aclInit of a non-empty file, whatever it contains,
 * calls AdxDataDumpServerInit() and then Adx::AdumpSetDumpConfig with the
 * path as given and the file's raw bytes, before any other key step; a
 * server-init failure gives ACL_ERROR_INTERNAL_ERROR (500000)
 * (dump.cpp HandleDumpConfig/HandleDumpCommand). NULL, "" and a
 * 0-byte file make neither call. */
#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#include <string.h>
#include <unistd.h>

/* The spy kept exactly `len` bytes equal to `bytes` from the hand-off. */
static void check_dump_bytes(aclcts_t *t, const char *bytes, size_t len)
{
    size_t size = 0;
    const char *data = t->spy->last_dump_data(&size);
    CHECK_TRUE_FOR(t, "DUMP001", data != NULL, "no dump configuration was handed over");
    CHECK_INT_FOR(t, "DUMP001", size, len);
    CHECK_TRUE_FOR(t, "DUMP001", data && size == len && memcmp(data, bytes, len) == 0,
                   "the handed-over bytes differ from the file's bytes");
}

/* aclInit of a file holding `len` raw bytes succeeds with a bare hand-off. */
static void expect_handoff(aclcts_t *t, const char *bytes, size_t len)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    config_clear_env();
    const char *path = aclcts_file_bytes(t, "acl.json", bytes, len);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "DUMP001", t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, "DUMP001", m, trace_init_expected(NULL, path, len, "", ACL_SUCCESS));
    check_dump_bytes(t, bytes, len);
}

#define DUMP_BYTES_CASE(NAME, RULES, BYTES) \
    ACLCTS_TEST(DUMP001, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE) { expect_handoff(t, BYTES, sizeof(BYTES) - 1); }

/* `{}` is not "no configuration": it starts the dump server. */
DUMP_BYTES_CASE(EmptyObjectIsHandedOver, "DUMP001 INIT005", "{}")
DUMP_BYTES_CASE(CrlfBytesAreHandedOverUnchanged, "DUMP001", "{\r\n  \"other\": 1\r\n}\r\n")
DUMP_BYTES_CASE(BomIsHandedOverUnchanged, "DUMP001 JSON008", "\xEF\xBB\xBF{\"other\":1}")
DUMP_BYTES_CASE(BomAndCrlfAreHandedOverUnchanged, "DUMP001 JSON008", "\xEF\xBB\xBF{\r\n\"other\":1\r\n}\r\n")
/* A non-object top level is still a non-empty config. */
DUMP_BYTES_CASE(TopLevelArrayIsHandedOver, "DUMP001 JSON003", "[]")

/* The hand-off comes right after the server start and before the key steps. */
INIT_KEYS_CASE(DUMP001, HandOffPrecedesTheKeySteps, "DUMP001 DEV004", "{\"defaultDevice\":{\"default_device\":\"0\"}}",
               ACL_SUCCESS, "rtSetDefaultDeviceId(0)=0\n")

/* The path reaches the dump layer as the caller wrote it, not resolved. */
ACLCTS_TEST(DUMP001, RelativePathIsHandedOverAsGiven, "DUMP001 INIT011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    config_write(t, "{}");
    CHECK_INT(t, chdir(t->workdir), 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit("acl.json"), ACL_SUCCESS);
    CHECK_TRACE(t, m, trace_init_expected(t->spy ? t->spy->soc() : NULL, "acl.json", 2, "", ACL_SUCCESS));
}

/* A 0-byte file is "no configuration": no server, no hand-off, no UnInit. */
ACLCTS_TEST(DUMP001, ZeroByteFileMakesNoHandOff, "DUMP001 INIT004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = config_write(t, "");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, TR_LOG_HEAD TR_INIT_TAIL TR_DEINIT);
}

ACLCTS_TEST(DUMP001, NullPathMakesNoHandOff, "DUMP001 INIT003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    config_clear_env();
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, TR_LOG_HEAD TR_INIT_TAIL TR_DEINIT);
    size_t size = 0;
    CHECK_TRUE(t, t->spy->last_dump_data(&size) == NULL, "a dump configuration was handed over");
}

/* A failed server start: 500000, no hand-off, and (the server never having
 * started) no AdxDataDumpServerUnInit at the next finalize. */
static void expect_server_init_failure(aclcts_t *t, int code)
{
    const char *json = "{\"StackSize\":{\"aicore_stack_size\":65536}}";
    const char *path = config_write(t, json);
    aclcts_fail(t, "AdxDataDumpServerInit", code, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "DUMP001", t->acl->aclInit(path), ACL_ERROR_INTERNAL_ERROR);
    CHECK_TRACE_FOR(t, "DUMP001", m, text_fmt(TR_LOG_HEAD "AdxDataDumpServerInit()=%d\n", code));
    m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "DUMP001", t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, "DUMP001", m, TR_DEINIT);
}

ACLCTS_TEST(DUMP001, ServerInitFailureIsInternalError, "DUMP001 STATE003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_server_init_failure(t, -1);
}
