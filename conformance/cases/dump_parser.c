/* DUMP034: the dump layer reads the text as nlohmann::json::parse does: the
 * bytes up to the first NUL, a leading UTF-8 byte order mark skipped, the
 * last of duplicate keys, and a \u0000 escape kept inside the string
 * (JsonParser::ParseJsonFromMemory, dump_config_converter.cpp). */
#include "helpers/configs.h"
#include "helpers/dump.h"

/* aclInit of raw bytes (placeholders replaced) returns `code`; the decision has `fields`. */
#define expect_bytes(t, ...) ACLCTS_HELPER(expect_bytes_, t, __VA_ARGS__)
static void expect_bytes_(aclcts_t *t, const char *rule, const char *text, size_t len, aclError code,
                          const char *fields)
{
    config_clear_env();
    const char *path = aclcts_file_bytes(t, "acl.json", text, len);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    if (t->spy) dump_check_fields(t, rule, "decision", dump_decision(t), fields);
}

#define BYTES_CASE(NAME, RULES, BYTES, CODE, FIELDS)                        \
    ACLCTS_TEST(DUMP034, NAME, RULES, ACLCTS_PRODUCT)                       \
    {                                                                       \
        expect_bytes(t, "DUMP034", BYTES, sizeof(BYTES) - 1, CODE, FIELDS); \
    }

/* The invalid dump after the NUL is never seen. */
BYTES_CASE(BytesAfterTheFirstNulAreNotValidated, "DUMP034 JSON011", "{\"other\":1}\0{\"dump\":{\"dump_mode\":\"bad\"}}",
           ACL_SUCCESS, "result=0 mode=none")
/* With a BOM the dump section is still read and checked (EP0002, not a parse error). */
BYTES_CASE(ByteOrderMarkIsSkipped, "DUMP034 JSON008", "\xEF\xBB\xBF{\"dump\":{\"dump_mode\":\"bad\"}}", DUMP_INPUT,
           "result=-2 report=EP0002 item=dump_mode")

DUMP_SECTION_ACCEPT(DUMP034, LastDuplicateValueWins, "DUMP034 JSON006",
                    "\"dump_mode\":\"bad\",\"dump_mode\":\"input\",\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"",
                    "dump_mode=input")
DUMP_SECTION_REJECT(DUMP034, LastDuplicateInvalidValueIsChecked, "DUMP034 JSON006",
                    "\"dump_mode\":\"input\",\"dump_mode\":\"bad\",\"dump_path\":\"@D@\"", "EP0002", "dump_mode")
DUMP_SECTION_ACCEPT(DUMP034, LastDuplicateDumpObjectWins, "DUMP034 JSON006", "\"dump_mode\":\"bad\"},\"dump\":{",
                    "mode=none")
/* nlohmann keeps the NUL: "output\u0000" is not "output". */
DUMP_SECTION_REJECT(DUMP034, EscapedNulStaysInTheValue, "DUMP034",
                    "\"dump_mode\":\"output\\u0000\",\"dump_path\":\"@D@\"", "EP0002", "dump_mode")
/* "\u0000" alone is a one-character value, not an empty one. */
DUMP_SECTION_REJECT(DUMP034, EscapedNulAloneIsNotEmpty, "DUMP034", "\"dump_level\":\"\\u0000\"", "EP0002", "dump_level")
/* Escapes decode before the check: "\u006fn" is "on". */
DUMP_SECTION_ACCEPT(DUMP034, UnicodeEscapesDecodeBeforeTheCheck, "DUMP034",
                    "\"dump_op_switch\":\"\\u006fn\",\"dump_path\":\"@D@\"", "mode=single-op dump_op_switch=on")
