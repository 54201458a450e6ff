/* ERRMSG016..ERRMSG022 (MUST): the host report of each config failure aclInit
 * meets before it calls a lower layer: its id and parameters, verbatim and in
 * the product's order (helpers/errmsg.h). The paths, reasons and values come
 * from the ReportInputError calls of src/acl/common/json_parser.cpp
 * (IsValidFileName, ReadConfigFile, ParseJson, GetJsonCtxByKey,
 * GetDefaultDeviceIdFromConfig, GetEventModeFromConfig) and
 * src/acl/aclrt_impl/acl.cpp (HandleErrorManagerConfig, aclInitImpl), each
 * filled into its template of error_code.json. Each case names, after
 * "Caught:", a one-point change of the product's code that makes it fail
 * (checked against the product built with that change; the earlier cases
 * pass it). */
#define _DEFAULT_SOURCE /* realpath, symlink */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers/configs.h"
#include "helpers/errmsg.h"

/* The reason the product gives for a file nested too deep: the deepest object
 * and array nesting it counted, each beside its limit of 10
 * (json_parser.cpp MAX_CONFIG_OBJ_DEPTH, MAX_CONFIG_ARRAY_DEPTH). */
static const char *depth_reason(char *buf, size_t cap, int objects, int arrays)
{
    snprintf(buf, cap, "object depth %d exceeds max 10 or array depth %d exceeds max 10", objects, arrays);
    return buf;
}

/* `n` nested pairs of `open`/`close` around `inner`, written into buf. */
static const char *nested(char *buf, size_t cap, const char *open, const char *close, int n, const char *inner)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) len += (size_t)snprintf(buf + len, cap - len, "%s", open);
    len += (size_t)snprintf(buf + len, cap - len, "%s", inner);
    for (int i = 0; i < n; i++) len += (size_t)snprintf(buf + len, cap - len, "%s", close);
    return buf;
}

/* ERRMSG016: realpath fails: EH0003 with the path as given and the system's
 * text of errno (acl_rt_impl_base.cpp GetStrFromConfigPath). Caught: that
 * report's reason made a fixed text in place of the errno text. */
ACLCTS_TEST(ERRMSG016, MissingPathReportsPathAndSystemReason, "ERRMSG016 ERRMSG004 FILE001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *path = aclcts_path(t, "absent.json");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_FILE);
    errmsg_expect_recent_report(t, "ERRMSG016", ERRMSG_REPORT_PATH, path, "No such file or directory");
}

/* ERRMSG017: a directory: EH0004 with the resolved path and the reason
 * "config file is not a regular file" (json_parser.cpp IsValidFileName).
 * Caught: the reason of IsValidFileName's S_IFREG report reworded. */
ACLCTS_TEST(ERRMSG017, DirectoryReportsNotARegularFile, "ERRMSG017 ERRMSG004 FILE003", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *dir = aclcts_path(t, "config.d");
    CHECK_INT(t, mkdir(dir, 0700), 0);
    CHECK_CODE(t, t->acl->aclInit(dir), ACL_ERROR_INVALID_FILE);
    errmsg_expect_recent_report(t, "ERRMSG017", ERRMSG_REPORT_FILE, dir, "config file is not a regular file");
}

/* Through a symbolic link the report names the directory it resolves to.
 * Caught: the S_IFREG report given the caller's fileName instead of
 * trustedPath. */
ACLCTS_TEST(ERRMSG017, LinkToDirectoryReportsTheResolvedPath, "ERRMSG017 ERRMSG004 FILE003", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *dir = aclcts_path(t, "config.d");
    const char *link = aclcts_path(t, "config.link");
    char resolved[PATH_MAX];
    CHECK_INT(t, mkdir(dir, 0700), 0);
    CHECK_INT(t, symlink(dir, link), 0);
    CHECK_TRUE(t, realpath(dir, resolved) != NULL, "cannot resolve %s", dir);
    CHECK_CODE(t, t->acl->aclInit(link), ACL_ERROR_INVALID_FILE);
    errmsg_expect_recent_report(t, "ERRMSG017", ERRMSG_REPORT_FILE, resolved, "config file is not a regular file");
}

/* ERRMSG018: a file over 10 MiB: EH0004 with its size and the limit.
 * Caught: IsValidFileName's size reason given the limit and the size in the
 * other order. */
ACLCTS_TEST(ERRMSG018, TooLargeFileReportsItsSize, "ERRMSG018 ERRMSG004 FILE005", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *path = config_file_sparse(t, "big.json", "{}", CONFIG_SIZE_LIMIT + 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_FILE);
    errmsg_expect_recent_report(t, "ERRMSG018", ERRMSG_REPORT_FILE, path,
                                "file size 10485761 exceeds maximum allowed size 10485760");
}

/* ERRMSG019: too deep: EH0004 with both depths counted over the whole file,
 * the one within its limit included (0 when there is no array). Caught:
 * ReadConfigFile's depth reason given the array depth where the object depth
 * goes. */
static void expect_depth_report(aclcts_t *t, const char *text, int objects, int arrays)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    char reason[128];
    const char *path = aclcts_file(t, "deep.json", text);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_PARSE_FILE);
    errmsg_expect_recent_report(t, "ERRMSG019", ERRMSG_REPORT_FILE, path,
                                depth_reason(reason, sizeof reason, objects, arrays));
}

ACLCTS_TEST(ERRMSG019, TooDeepObjectsReportArrayDepthZero, "ERRMSG019 ERRMSG004 JSON001", ACLCTS_PRODUCT)
{
    char text[256];
    expect_depth_report(t, nested(text, sizeof text, "{\"a\":", "}", 10, "{}"), 11, 0);
}

ACLCTS_TEST(ERRMSG019, TooDeepArraysReportObjectDepthZero, "ERRMSG019 ERRMSG004 JSON002", ACLCTS_PRODUCT)
{
    char text[256];
    expect_depth_report(t, nested(text, sizeof text, "[", "]", 12, ""), 0, 12);
}

/* A closer with nothing open counts nothing (the depth stays 0, never
 * below): after a stray "]" and "}" the eleven brackets that follow are eleven
 * deep, as the product's scan counts them. */
ACLCTS_TEST(ERRMSG019, StrayClosersCountNothing, "ERRMSG019 JSON002 JSON001", ACLCTS_PRODUCT)
{
    expect_depth_report(t, "]}[[[[[[[[[[[{{{{{{{{{{{", 11, 11);
}

/* Both counts are maxima over the file: arrays 3 deep in one member, objects
 * 12 deep in another. */
ACLCTS_TEST(ERRMSG019, TooDeepFileReportsBothMaxima, "ERRMSG019 ERRMSG004 JSON001", ACLCTS_PRODUCT)
{
    char deep[256], text[320];
    nested(deep, sizeof deep, "{\"b\":", "}", 11, "0");
    snprintf(text, sizeof text, "{\"a\":[[[1]]],\"o\":%s}", deep);
    expect_depth_report(t, text, 12, 3);
}

/* ERRMSG020: text that does not parse: EH0004 with the path as given and a
 * reason that starts "Parse exception: " (the parser's own text follows:
 * IMPL). A value of the wrong type under StackSize is the same report.
 * Caught: the "Parse exception: " prefix dropped from ParseJson's reason
 * (first case) or from the StackSize lookup's (second). */
ACLCTS_TEST(ERRMSG020, UnparsableFileReportsParseException, "ERRMSG020 ERRMSG004 JSON004", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *path = aclcts_file(t, "bad.json", "{\"a\":");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_PARSE_FILE);
    errmsg_expect_recent_report(t, "ERRMSG020", ERRMSG_REPORT_FILE, path, "Parse exception: ");
}

ACLCTS_TEST(ERRMSG020, StackSizeOfWrongTypeReportsParseException, "ERRMSG020 ERRMSG004 STACK004", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *path = aclcts_file(t, "stack.json", "{\"StackSize\":{\"aicore_stack_size\":\"x\"}}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_FAILURE);
    errmsg_expect_recent_report(t, "ERRMSG020", ERRMSG_REPORT_FILE, path, "Parse exception: ");
}

/* A default_device that is not a string: the reason starts "JSON parse
 * exception: " (GetDefaultDeviceIdFromFile's own prefix). Caught: that
 * prefix dropped. */
ACLCTS_TEST(ERRMSG020, DefaultDeviceOfWrongTypeReportsJsonParseException, "ERRMSG020 ERRMSG004 DEV002", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *path = aclcts_file(t, "dev.json", "{\"defaultDevice\":{\"default_device\":1}}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_FAILURE);
    errmsg_expect_recent_report(t, "ERRMSG020", ERRMSG_REPORT_FILE, path, "JSON parse exception: ");
}

/* ERRMSG021: a config that differs from the first one: EH0004 with the new
 * path and a reason naming the first path (acl.cpp aclInitImpl). Caught:
 * the reason given configPath instead of aclInitJsonPath (REP007 catches it
 * too, by the path alone). */
ACLCTS_TEST(ERRMSG021, DifferentConfigReportsTheFirstPath, "ERRMSG021 ERRMSG004 REP001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *first = aclcts_file(t, "first.json", "{\"a\":1}");
    const char *second = aclcts_file(t, "second.json", "{\"a\":2}");
    char reason[1024];
    snprintf(reason, sizeof reason, "config content differs from the first aclInit config file path: %s", first);
    CHECK_CODE(t, t->acl->aclInit(first), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(second), ACL_ERROR_INVALID_PARAM);
    errmsg_expect_recent_report(t, "ERRMSG021", ERRMSG_REPORT_FILE, second, reason);
}

/* ERRMSG022: a config value out of range: EH0009 with the step, the value as
 * read, the key and the reason. err_msg_mode's value is its JSON text, quotes
 * included (HandleErrorManagerConfig compares the dumped value). Caught, one
 * row each: HandleErrorManagerConfig's value given as the key's name;
 * GetDefaultDeviceIdFromConfig's value given as the key's name;
 * GetEventModeFromConfig's value and parameter name swapped; the print FIFO
 * size check's value given as the key's name (both FIFO rows). */
#define PARAM_REPORT_CASE(NAME, RULES, JSON, CODE, ...)                                \
    ACLCTS_TEST(ERRMSG022, NAME, "ERRMSG022 ERRMSG004 " RULES, ACLCTS_PRODUCT)         \
    {                                                                                  \
        ACLCTS_NEED(t, aclGetRecentErrMsg);                                            \
        CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "p.json", JSON)), CODE);          \
        errmsg_expect_recent_report(t, "ERRMSG022", ERRMSG_REPORT_PARAM, __VA_ARGS__); \
    }

PARAM_REPORT_CASE(ErrMsgModeReportsItsJsonText, "ERRMSG001", "{\"err_msg_mode\":\"2\"}", ACL_ERROR_INVALID_PARAM,
                  "Parsing the configuration of the error information reporting mode", "\"2\"", "err_msg mode",
                  "err_msg mode config is invalid, only support INTERNAL_MODE and PROCESS_MODE")
PARAM_REPORT_CASE(DefaultDeviceReportsItsValue, "DEV003", "{\"defaultDevice\":{\"default_device\":\"1a\"}}",
                  ACL_ERROR_FAILURE, "Parsing the default device ID from the configuration file", "1a",
                  "default_device", "value must be 0 or a positive integer")
PARAM_REPORT_CASE(FifoSizeReportsItsJsonText, "FIFO002", "{\"simd_printf_fifo_size_per_core\":\"x\"}",
                  ACL_ERROR_FAILURE, "Getting print fifo size", "\"x\"", "fifoSize",
                  "value must be a positive integer in acl.json")
PARAM_REPORT_CASE(FifoSizeZeroReportsItsValue, "FIFO002", "{\"simt_printf_fifo_size\":0}", ACL_ERROR_FAILURE,
                  "Getting print fifo size", "0", "fifoSize", "value must be a positive integer in acl.json")
PARAM_REPORT_CASE(EventModeReportsItsValue, "EVT002", "{\"acl_graph\":{\"event_mode\":\"7\"}}", ACL_ERROR_INVALID_PARAM,
                  "Getting event mode", "7", "event_mode", "value must be 0 or 1")
