/* The config examples of docs/zh/api_ref/02_initialization_and_deinitialization.md
 * (`{}`, then the dumps), the quotes the page lost restored ("conv1conv1_relu"
 * there, "conv1", "conv1_relu" here). DUMP001: each is handed to the dump layer
 * unchanged, right after the server start, whatever it answers (dump.cpp
 * AclDump::HandleDumpConfig). The cases of the other rules check what the
 * dump layer does with each (dump_config_converter.cpp Convert): the page's
 * absolute paths (/home/output, /home/) are replaced by a directory of the
 * case (or a missing one), its relative "output" is used as written. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers/configs.h"
#include "helpers/dump.h"
#include "helpers/text.h"
#include "helpers/traces.h"

/* aclInit(path) begins with the three lines of the log and server start and
 * hands over the file's bytes, whatever the dump layer returns. */
static void expect_docs_handoff(aclcts_t *t, const char *json)
{
    const char *path = config_write(t, json);
    size_t m = aclcts_mark(t);
    (void)t->acl->aclInit(path);
    const char *head = text_fmt(
        TR_LOG_HEAD "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(%s,%zu)=", text_quote(path), strlen(json));
    const char *got = trace_recorded_lines(t, m, 4);
    CHECK_TRUE_FOR(t, "DUMP001", strncmp(got, head, strlen(head)) == 0, "trace starts\n%s\nexpected\n%s", got, head);
    size_t size = 0;
    const char *data = t->spy->last_dump_data(&size);
    CHECK_TRUE_FOR(t, "DUMP001", data && size == strlen(json) && memcmp(data, json, size) == 0,
                   "the handed-over bytes differ from the file's bytes");
}

/* The examples; @P@ is the page's path, replaced per case. */
#define DOCS_EMPTY "{}"
#define DOCS_MODEL                                                      \
    "{\n"                                                               \
    "    \"dump\":{\n"                                                  \
    "        \"dump_list\":[\n"                                         \
    "            {\n"                                                   \
    "                \"model_name\":\"ResNet-101\"\n"                   \
    "            },\n"                                                  \
    "            {\n"                                                   \
    "                \"model_name\":\"ResNet-50\",\n"                   \
    "                \"layer\":[\n"                                     \
    "                    \"conv1\",\"conv1_relu\",\n"                   \
    "                    \"res2a_branch2a\",\"res2a_branch2a_relu\",\n" \
    "                    \"res2a_branch1\",\n"                          \
    "                    \"pool1\"\n"                                   \
    "                ]\n"                                               \
    "            }\n"                                                   \
    "        ],\n"                                                      \
    "        \"dump_path\":\"@P@\",\n"                                  \
    "        \"dump_mode\":\"output\",\n"                               \
    "        \"dump_op_switch\":\"off\",\n"                             \
    "        \"dump_data\":\"tensor\"\n"                                \
    "    }\n"                                                           \
    "}\n"
#define DOCS_SINGLE_OP                     \
    "{\n"                                  \
    "    \"dump\":{\n"                     \
    "        \"dump_path\":\"@P@\",\n"     \
    "        \"dump_list\":[{}],\n"        \
    "        \"dump_op_switch\":\"on\",\n" \
    "        \"dump_data\":\"tensor\"\n"   \
    "    }\n"                              \
    "}\n"
#define DOCS_EXCEPTION                                \
    "{\n"                                             \
    "    \"dump\":{\n"                                \
    "        \"dump_path\":\"output\",\n"             \
    "        \"dump_scene\":\"aic_err_brief_dump\"\n" \
    "    }\n"                                         \
    "}\n"
#define DOCS_OVERFLOW                     \
    "{\n"                                 \
    "    \"dump\":{\n"                    \
    "        \"dump_path\":\"output\",\n" \
    "        \"dump_debug\":\"on\"\n"     \
    "    }\n"                             \
    "}\n"
#define DOCS_WATCHER                                     \
    "{\n"                                                \
    "    \"dump\":{\n"                                   \
    "        \"dump_list\":[\n"                          \
    "            {\n"                                    \
    "                \"layer\":[\"A\", \"B\"],\n"        \
    "                \"watcher_nodes\":[\"C\", \"D\"]\n" \
    "            }\n"                                    \
    "        ],\n"                                       \
    "        \"dump_path\":\"@P@\",\n"                   \
    "        \"dump_mode\":\"output\",\n"                \
    "        \"dump_level\":\"op\",\n"                   \
    "        \"dump_scene\":\"watcher\"\n"               \
    "    }\n"                                            \
    "}\n"
#define DOCS_KERNEL_DATA                                \
    "{\n"                                               \
    "    \"dump\":{\n"                                  \
    "        \"dump_kernel_data\":\"printf,assert\",\n" \
    "        \"dump_path\":\"@P@\"\n"                   \
    "    }\n"                                           \
    "}\n"

/* The example with the page's path (for the hand-off the text is the page's own). */
static const char *example(const char *json, const char *path) { return text_replace(json, "@P@", path); }

#define DOCS_DUMP_CASE(NAME, JSON, PATH)                                 \
    ACLCTS_TEST(DUMP001, NAME, "DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                    \
        expect_docs_handoff(t, example(JSON, PATH));                     \
    }

DOCS_DUMP_CASE(EmptyObjectConfigIsHandedOver, DOCS_EMPTY, "")
DOCS_DUMP_CASE(ModelDumpConfigIsHandedOver, DOCS_MODEL, "/home/output")
DOCS_DUMP_CASE(SingleOpDumpConfigIsHandedOver, DOCS_SINGLE_OP, "/home/output")
DOCS_DUMP_CASE(ExceptionDumpConfigIsHandedOver, DOCS_EXCEPTION, "")
DOCS_DUMP_CASE(OverflowDumpConfigIsHandedOver, DOCS_OVERFLOW, "")
DOCS_DUMP_CASE(WatcherDumpConfigIsHandedOver, DOCS_WATCHER, "/home/")
DOCS_DUMP_CASE(KernelDataConfigIsHandedOver, DOCS_KERNEL_DATA, "/home/")

/* What the dump layer decides for an example, run in the case's directory
 * with the dump variables unset, the path replaced by `path` (a placeholder
 * of helpers/dump.h). */
#define expect_docs(t, ...) ACLCTS_HELPER(expect_docs_, t, __VA_ARGS__)
static void expect_docs_(aclcts_t *t, const char *rule, const char *json, const char *path, aclError code,
                         const char *fields)
{
    unsetenv("ASCEND_WORK_PATH");
    unsetenv("ASCEND_DUMP_PATH");
    unsetenv("NPU_COLLECT_PATH");
    unsetenv("ASCEND_DUMP_SCENE");
    CHECK_INT_FOR(t, rule, chdir(t->workdir), 0);
    dump_expect(t, rule, example(json, path), code, fields);
}

#define DOCS_CASE(RULE, NAME, RULES, JSON, PATH, CODE, FIELDS) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { expect_docs(t, #RULE, JSON, PATH, CODE, FIELDS); }

/* The empty configuration the page allows (configPath): accepted, no dump (NeedDump). */
DOCS_CASE(DUMP003, EmptyObjectConfigSetsUpNoDump, "DUMP003 DUMP001", DOCS_EMPTY, "", ACL_SUCCESS,
          "result=0 mode=none need_dump=0")
/* The model dump: an OPERATOR dump of two list items, mode output, tensor data. */
DOCS_CASE(DUMP021, ModelDumpConfigIsAnOperatorDump, "DUMP021 DUMP017 DUMP023", DOCS_MODEL, "@D@", ACL_SUCCESS,
          "result=0 type=OPERATOR mode=model dump_mode=output dump_data=tensor dump_op_switch=off path=@D@ "
          "kernel_dfx_new=DEFAULT")
/* The page asks only for a dump_path; CheckDumpPath also wants an existing directory. */
DOCS_CASE(DUMP013, ModelDumpConfigNeedsAnExistingPath, "DUMP013 DUMP012", DOCS_MODEL, "@M@", DUMP_INPUT,
          "result=-2 report=EP0003 item=dump_path")
/* The single-operator dump. */
DOCS_CASE(DUMP021, SingleOpDumpConfigIsAnOperatorDump, "DUMP021 DUMP020", DOCS_SINGLE_OP, "@D@", ACL_SUCCESS,
          "result=0 type=OPERATOR mode=model+single-op dump_op_switch=on")
DOCS_CASE(DUMP013, SingleOpDumpConfigNeedsAnExistingPath, "DUMP013", DOCS_SINGLE_OP, "@M@", DUMP_INPUT,
          "result=-2 report=EP0003 item=dump_path")
/* The exception dump, as written: "output" need not exist (CheckDumpConstraints checks no path). */
DOCS_CASE(DUMP011, ExceptionDumpConfigIsABriefExceptionDump, "DUMP011 DUMP021", DOCS_EXCEPTION, "", ACL_SUCCESS,
          "result=0 type=ARGS_EXCEPTION mode=exception-brief path=output path_source=dump_path")
/* The overflow dump, as written: the relative "output" must exist in the current directory (CheckDumpPath). */
DOCS_CASE(DUMP013, OverflowDumpConfigNeedsTheOutputDirectory, "DUMP013 DUMP015", DOCS_OVERFLOW, "", DUMP_INPUT,
          "result=-2 report=EP0003 item=dump_path")

ACLCTS_TEST(DUMP021, OverflowDumpConfigIsAnOverflowDump, "DUMP021 DUMP015 DUMP013", ACLCTS_PRODUCT)
{
    dump_dir(t, "output");
    expect_docs(t, "DUMP021", DOCS_OVERFLOW, "", ACL_SUCCESS, "result=0 type=OP_OVERFLOW mode=overflow path=output");
}

/* The watcher dump: an OPERATOR dump at op level (CheckWatcherSceneConstraints, ConvertDumpType). */
DOCS_CASE(DUMP017, WatcherDumpConfigIsAccepted, "DUMP017 DUMP010 DUMP021", DOCS_WATCHER, "@D@", ACL_SUCCESS,
          "result=0 type=OPERATOR mode=watcher dump_mode=output dump_level=op dump_switch=1")
/* The kernel debug data: no dump, the printf and assert types (kernel_dfx_dumper.cpp EnableDfxDumper). */
DOCS_CASE(DUMP028, KernelDataConfigRegistersPrintfAndAssert, "DUMP028 DUMP008 DUMP020", DOCS_KERNEL_DATA, "@D@",
          ACL_SUCCESS, "result=0 need_dump=0 mode=none kernel_dfx_new=PRINTF,ASSERT,BLOCK_INFO kernel_dfx_path=@D@")
/* The page's "dump_path must be configured": without it the config is rejected (CheckDumpPath). */
DOCS_CASE(DUMP012, KernelDataConfigWithoutDumpPathIsRejected, "DUMP012 DUMP028",
          "{\"dump\":{\"dump_kernel_data\":\"printf,assert\"}}", "", DUMP_INPUT,
          "result=-2 report=EP0001 item=dump_path")
