/* DUMP001 for the config examples of seed article 000 (§2.2, §3.1-§3.5): each
 * is handed to the dump layer unchanged, right after the server start. Only
 * the hand-off is checked here; whether the dump layer accepts each example
 * (paths that must exist, exclusions) belongs to the dump validation rules.
 * The article prints the examples without quotes; they are restored here,
 * including the layer list of §3.1 ("conv1", "conv1_relu", ...). */
#include "dev_common.h"

/* aclInit(path) begins with the four lines of kc_head and hands over the
 * file's bytes, whatever it returns. */
static void expect_seed_handoff(aclcts_t *t, const char *json)
{
    const char *path = kc_config(t, json);
    size_t m = aclcts_mark(t);
    (void)t->acl->aclInit(path);
    CHECK_STR(t, "DUMP001", kc_trace_lines(t, m, 4), kc_head(path, strlen(json)));
    size_t size = 0;
    const char *data = t->spy->last_dump_data(&size);
    CHECK_TRUE(t, "DUMP001", data && size == strlen(json) && memcmp(data, json, size) == 0,
               "the handed-over bytes differ from the file's bytes");
}

#define SEED_DUMP_CASE(NAME, JSON)                                        \
    ACLCTS_TEST(DUMP001, NAME, "DUMP001", ACLCTS_PRODUCT | ACLCTS_TRACE)  \
    {                                                                     \
        expect_seed_handoff(t, JSON);                                     \
    }

/* §2.2: "pass NULL, or a file holding only {}" for the defaults. */
SEED_DUMP_CASE(SeedArticleEmptyObjectConfig, "{}")

/* §3.1 model dump. */
SEED_DUMP_CASE(SeedArticleModelDump,
               "{\n"
               "    \"dump\":{\n"
               "        \"dump_list\":[\n"
               "            {\n"
               "                \"model_name\":\"ResNet-101\"\n"
               "            },\n"
               "            {\n"
               "                \"model_name\":\"ResNet-50\",\n"
               "                \"layer\":[\n"
               "                    \"conv1\",\"conv1_relu\",\n"
               "                    \"res2a_branch2a\",\"res2a_branch2a_relu\",\n"
               "                    \"res2a_branch1\",\n"
               "                    \"pool1\"\n"
               "                ]\n"
               "            }\n"
               "        ],\n"
               "        \"dump_path\":\"/home/output\",\n"
               "        \"dump_mode\":\"output\",\n"
               "        \"dump_op_switch\":\"off\",\n"
               "        \"dump_data\":\"tensor\"\n"
               "    }\n"
               "}\n")

/* §3.1 single-operator dump. */
SEED_DUMP_CASE(SeedArticleSingleOpDump,
               "{\n"
               "    \"dump\":{\n"
               "        \"dump_path\":\"/home/output\",\n"
               "        \"dump_list\":[{}],\n"
               "        \"dump_op_switch\":\"on\",\n"
               "        \"dump_data\":\"tensor\"\n"
               "    }\n"
               "}\n")

/* §3.2 exception dump. */
SEED_DUMP_CASE(SeedArticleExceptionDump,
               "{\n"
               "    \"dump\":{\n"
               "        \"dump_path\":\"output\",\n"
               "        \"dump_scene\":\"aic_err_brief_dump\"\n"
               "    }\n"
               "}\n")

/* §3.3 overflow dump. */
SEED_DUMP_CASE(SeedArticleOverflowDump,
               "{\n"
               "    \"dump\":{\n"
               "        \"dump_path\":\"output\",\n"
               "        \"dump_debug\":\"on\"\n"
               "    }\n"
               "}\n")

/* §3.4 watcher dump. */
SEED_DUMP_CASE(SeedArticleWatcherDump,
               "{\n"
               "    \"dump\":{\n"
               "        \"dump_list\":[\n"
               "            {\n"
               "                \"layer\":[\"A\", \"B\"],\n"
               "                \"watcher_nodes\":[\"C\", \"D\"]\n"
               "            }\n"
               "        ],\n"
               "        \"dump_path\":\"/home/\",\n"
               "        \"dump_mode\":\"output\",\n"
               "        \"dump_level\":\"op\",\n"
               "        \"dump_scene\":\"watcher\"\n"
               "    }\n"
               "}\n")

/* §3.5 kernel debug-data dump. */
SEED_DUMP_CASE(SeedArticleKernelDataDump,
               "{\n"
               "    \"dump\":{\n"
               "        \"dump_kernel_data\":\"printf,assert\",\n"
               "        \"dump_path\":\"/home/\"\n"
               "    }\n"
               "}\n")
