/* The config examples of seed article 000 (§2.2, §3.1-§3.5), quotes
 * restored (including the layer list of §3.1: "conv1", "conv1_relu", ...).
 * DUMP001: each is handed to the dump layer unchanged, right after the server
 * start, whatever the dump layer answers. The SeedArticle* cases of the other
 * rules check what the product's dump layer does with each example: the
 * article's absolute paths (/home/output, /home/) are replaced by a directory
 * of the case (or by a missing one), its relative "output" is used as written
 * in the case's directory. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers/configs.h"
#include "helpers/dump.h"
#include "helpers/text.h"
#include "helpers/traces.h"

/* aclInit(path) begins with the three lines of the log and server start and
 * hands over the file's bytes, whatever the dump layer returns. */
static void expect_seed_handoff(aclcts_t *t, const char *json)
{
    const char *path = config_write(t, json);
    size_t m = aclcts_mark(t);
    (void)t->acl->aclInit(path);
    const char *head = text_fmt(TR_LOG_HEAD "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(%s,%zu)=",
                                text_quote(path), strlen(json));
    const char *got = trace_recorded_lines(t, m, 4);
    CHECK_TRUE_FOR(t, "DUMP001", strncmp(got, head, strlen(head)) == 0, "trace starts\n%s\nexpected\n%s", got, head);
    size_t size = 0;
    const char *data = t->spy->last_dump_data(&size);
    CHECK_TRUE_FOR(t, "DUMP001", data && size == strlen(json) && memcmp(data, json, size) == 0,
               "the handed-over bytes differ from the file's bytes");
}

/* The examples; @P@ is the article's path, replaced per case. */
#define SEED_EMPTY "{}"
#define SEED_MODEL                                        \
    "{\n"                                                 \
    "    \"dump\":{\n"                                    \
    "        \"dump_list\":[\n"                           \
    "            {\n"                                     \
    "                \"model_name\":\"ResNet-101\"\n"     \
    "            },\n"                                    \
    "            {\n"                                     \
    "                \"model_name\":\"ResNet-50\",\n"     \
    "                \"layer\":[\n"                       \
    "                    \"conv1\",\"conv1_relu\",\n"     \
    "                    \"res2a_branch2a\",\"res2a_branch2a_relu\",\n" \
    "                    \"res2a_branch1\",\n"            \
    "                    \"pool1\"\n"                     \
    "                ]\n"                                 \
    "            }\n"                                     \
    "        ],\n"                                        \
    "        \"dump_path\":\"@P@\",\n"                    \
    "        \"dump_mode\":\"output\",\n"                 \
    "        \"dump_op_switch\":\"off\",\n"               \
    "        \"dump_data\":\"tensor\"\n"                  \
    "    }\n"                                             \
    "}\n"
#define SEED_SINGLE_OP                                    \
    "{\n"                                                 \
    "    \"dump\":{\n"                                    \
    "        \"dump_path\":\"@P@\",\n"                    \
    "        \"dump_list\":[{}],\n"                       \
    "        \"dump_op_switch\":\"on\",\n"                \
    "        \"dump_data\":\"tensor\"\n"                  \
    "    }\n"                                             \
    "}\n"
#define SEED_EXCEPTION                                    \
    "{\n"                                                 \
    "    \"dump\":{\n"                                    \
    "        \"dump_path\":\"output\",\n"                 \
    "        \"dump_scene\":\"aic_err_brief_dump\"\n"     \
    "    }\n"                                             \
    "}\n"
#define SEED_OVERFLOW                                     \
    "{\n"                                                 \
    "    \"dump\":{\n"                                    \
    "        \"dump_path\":\"output\",\n"                 \
    "        \"dump_debug\":\"on\"\n"                     \
    "    }\n"                                             \
    "}\n"
#define SEED_WATCHER                                      \
    "{\n"                                                 \
    "    \"dump\":{\n"                                    \
    "        \"dump_list\":[\n"                           \
    "            {\n"                                     \
    "                \"layer\":[\"A\", \"B\"],\n"         \
    "                \"watcher_nodes\":[\"C\", \"D\"]\n"  \
    "            }\n"                                     \
    "        ],\n"                                        \
    "        \"dump_path\":\"@P@\",\n"                    \
    "        \"dump_mode\":\"output\",\n"                 \
    "        \"dump_level\":\"op\",\n"                    \
    "        \"dump_scene\":\"watcher\"\n"                \
    "    }\n"                                             \
    "}\n"
#define SEED_KERNEL_DATA                                  \
    "{\n"                                                 \
    "    \"dump\":{\n"                                    \
    "        \"dump_kernel_data\":\"printf,assert\",\n"   \
    "        \"dump_path\":\"@P@\"\n"                     \
    "    }\n"                                             \
    "}\n"

/* The example with the article's path (for the hand-off the text is the article's own). */
static const char *article(const char *json, const char *path)
{
    return text_replace(json, "@P@", path);
}

#define SEED_DUMP_CASE(NAME, JSON, PATH)                                  \
    ACLCTS_TEST(DUMP001, NAME, "DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)  \
    {                                                                     \
        expect_seed_handoff(t, article(JSON, PATH));                      \
    }

SEED_DUMP_CASE(SeedArticleEmptyObjectConfig, SEED_EMPTY, "")
SEED_DUMP_CASE(SeedArticleModelDump, SEED_MODEL, "/home/output")
SEED_DUMP_CASE(SeedArticleSingleOpDump, SEED_SINGLE_OP, "/home/output")
SEED_DUMP_CASE(SeedArticleExceptionDump, SEED_EXCEPTION, "")
SEED_DUMP_CASE(SeedArticleOverflowDump, SEED_OVERFLOW, "")
SEED_DUMP_CASE(SeedArticleWatcherDump, SEED_WATCHER, "/home/")
SEED_DUMP_CASE(SeedArticleKernelDataDump, SEED_KERNEL_DATA, "/home/")

/* What the dump layer decides for an example, run in the case's directory
 * with the dump variables unset, the path replaced by `path` (a placeholder
 * of helpers/dump.h). */
#define expect_seed(t, ...) ACLCTS_HELPER(expect_seed_, t, __VA_ARGS__)
static void expect_seed_(aclcts_t *t, const char *rule, const char *json, const char *path, aclError code,
                        const char *fields)
{
    unsetenv("ASCEND_WORK_PATH");
    unsetenv("ASCEND_DUMP_PATH");
    unsetenv("NPU_COLLECT_PATH");
    unsetenv("ASCEND_DUMP_SCENE");
    CHECK_INT_FOR(t, rule, chdir(t->workdir), 0);
    dump_expect(t, rule, article(json, path), code, fields);
}

#define SEED_CASE(RULE, NAME, RULES, JSON, PATH, CODE, FIELDS) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT)             \
    {                                                          \
        expect_seed(t, #RULE, JSON, PATH, CODE, FIELDS);       \
    }

/* §2.2: a file holding only {} is accepted and sets up no dump. */
SEED_CASE(DUMP003, SeedArticleEmptyObjectSetsUpNoDump, "DUMP003 DUMP001", SEED_EMPTY, "", ACL_SUCCESS,
          "result=0 mode=none need_dump=0")
/* §3.1 model dump: an OPERATOR dump of two list items, mode output, tensor data. */
SEED_CASE(DUMP021, SeedArticleModelDumpIsAnOperatorDump, "DUMP021 DUMP017 DUMP023", SEED_MODEL, "@D@", ACL_SUCCESS,
          "result=0 type=OPERATOR mode=model dump_mode=output dump_data=tensor dump_op_switch=off path=@D@ "
          "kernel_dfx_new=DEFAULT")
/* §3.1 says only that dump_path must be configured: a missing directory is rejected. */
SEED_CASE(DUMP013, SeedArticleModelDumpNeedsAnExistingPath, "DUMP013 DUMP012", SEED_MODEL, "@M@", DUMP_INPUT,
          "result=-2 report=EP0003 item=dump_path")
/* §3.1 single-operator dump. */
SEED_CASE(DUMP021, SeedArticleSingleOpDumpIsAnOperatorDump, "DUMP021 DUMP020", SEED_SINGLE_OP, "@D@", ACL_SUCCESS,
          "result=0 type=OPERATOR mode=model+single-op dump_op_switch=on")
SEED_CASE(DUMP013, SeedArticleSingleOpDumpNeedsAnExistingPath, "DUMP013", SEED_SINGLE_OP, "@M@", DUMP_INPUT,
          "result=-2 report=EP0003 item=dump_path")
/* §3.2 exception dump, as written: "output" need not exist (the path is not checked). */
SEED_CASE(DUMP011, SeedArticleExceptionDumpIsABriefExceptionDump, "DUMP011 DUMP021", SEED_EXCEPTION, "",
          ACL_SUCCESS, "result=0 type=ARGS_EXCEPTION mode=exception-brief path=output path_source=dump_path")
/* §3.3 overflow dump, as written: the relative "output" must exist in the current directory. */
SEED_CASE(DUMP013, SeedArticleOverflowDumpNeedsTheOutputDirectory, "DUMP013 DUMP015", SEED_OVERFLOW, "", DUMP_INPUT,
          "result=-2 report=EP0003 item=dump_path")

ACLCTS_TEST(DUMP021, SeedArticleOverflowDumpIsAnOverflowDump, "DUMP021 DUMP015 DUMP013", ACLCTS_PRODUCT)
{
    dump_dir(t, "output");
    expect_seed(t, "DUMP021", SEED_OVERFLOW, "", ACL_SUCCESS, "result=0 type=OP_OVERFLOW mode=overflow path=output");
}

/* §3.4 watcher dump: an OPERATOR dump at op level. */
SEED_CASE(DUMP017, SeedArticleWatcherDumpIsAccepted, "DUMP017 DUMP010 DUMP021", SEED_WATCHER, "@D@", ACL_SUCCESS,
          "result=0 type=OPERATOR mode=watcher dump_mode=output dump_level=op dump_switch=1")
/* §3.5 kernel debug data: no dump, the printf and assert callbacks. */
SEED_CASE(DUMP028, SeedArticleKernelDataDumpRegistersPrintfAndAssert, "DUMP028 DUMP008 DUMP020", SEED_KERNEL_DATA,
          "@D@", ACL_SUCCESS, "result=0 need_dump=0 mode=none kernel_dfx_new=PRINTF,ASSERT,BLOCK_INFO kernel_dfx_path=@D@")
/* §3.5 "dump_path must be configured": without it the config is rejected. */
SEED_CASE(DUMP012, SeedArticleKernelDataDumpNeedsADumpPath, "DUMP012 DUMP028",
          "{\"dump\":{\"dump_kernel_data\":\"printf,assert\"}}", "", DUMP_INPUT, "result=-2 report=EP0001 item=dump_path")
