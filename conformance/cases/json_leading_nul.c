/* JSON017: a file whose first byte is NUL. The ACL-level parse sees the text
 * only up to the first NUL (JSON011), which is empty: no key is found and no
 * parse error arises. The raw bytes are not empty, so the dump layer gets
 * all of them, refuses them (its parser also stops at the NUL) and aclInit
 * returns ACL_ERROR_INVALID_DUMP_CONFIG (100009) after starting the dump
 * server, which the next deinit stops (FIN008). With whitespace before the
 * NUL the text is whitespace-only: 100006 before any lower-layer call. */
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define LEADING_NUL "\0{}"

static const char *leading_nul_file(aclcts_t *t) { return aclcts_file_bytes(t, "nul.json", LEADING_NUL, 3); }

INIT_BYTES_CASE(JSON017, LeadingNulIsAnInvalidDumpConfig, "JSON017 JSON011", LEADING_NUL, ACL_ERROR_INVALID_DUMP_CONFIG)
INIT_BYTES_CASE(JSON017, WhitespaceBeforeNulIsAParseError, "JSON017 JSON007", " \0{}", ACL_ERROR_PARSE_FILE)

ACLCTS_TEST(JSON017, LeadingNulReachesTheDumpLayerWhole, "JSON017 DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = leading_nul_file(t);
    text_buf want = {{0}, 0};
    trace_init_head(&want, 0);
    text_add(&want, "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(");
    text_add_quoted(&want, path);
    text_add(&want, ",3)=%d\n", ADUMP_INPUT_FAILED);
    init_expect_trace(t, "JSON017", path, ACL_ERROR_INVALID_DUMP_CONFIG, want.s);
}

ACLCTS_TEST(JSON017, LeadingNulLeavesTheDumpServerToStop, "JSON017 FIN008 STATE003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    text_buf want = {{0}, 0};
    trace_deinit(&want, 1, 0);
    CHECK_CODE(t, t->acl->aclInit(leading_nul_file(t)), ACL_ERROR_INVALID_DUMP_CONFIG);
    fin_expect_finalize(t, "JSON017", want.s);
}

ACLCTS_TEST(JSON017, WhitespaceBeforeNulMakesNoLowerLayerCall, "JSON017 JSON007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = aclcts_file_bytes(t, "ws-nul.json", " \0{}", 4);
    init_expect_trace(t, "JSON017", path, ACL_ERROR_PARSE_FILE, "");
}
