/* The built-in configurations of "aclcts diff": the file-level shapes
 * (empty, nested, malformed), values at the edges of some keys' checks, and,
 * from include/acl/config_keys.def, every key with its valid and its invalid
 * value and the all-keys configuration. Data only; what each should do is for
 * the two libraries to agree on (scenarios.h). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "aclcts/config_keys.h"
#include "aclcts/scenarios.h"

static const aclcts_diff_config k_written[] = {
    {"empty.json", ""},
    {"empty_object.json", "{}"},
    {"whitespace_only.json", "  \n\t "},
    {"top_level_array.json", "[]"},
    {"invalid_json.json", "{\"err_msg_mode\":"},
    {"comments.json", "{ /* c */ \"err_msg_mode\":\"1\" }"},
    {"trailing_garbage.json", "{} x"},
    {"depth10.json", "{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{}}}}}}}}}}"},
    {"depth11.json", "{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{}}}}}}}}}}}"},
    {"unknown_key.json", "{\"no_such_key\":1}"},
    {"err_msg_mode_number.json", "{\"err_msg_mode\":1}"},
    {"default_device_0.json", "{\"defaultDevice\":{\"default_device\":\"0\"}}"},
    {"default_device_number.json", "{\"defaultDevice\":{\"default_device\":0}}"},
    {"default_device_00.json", "{\"defaultDevice\":{\"default_device\":\"00\"}}"},
    {"stack_size_valid.json",
     "{\"StackSize\":{\"aicore_stack_size\":65536,\"simt_stack_size\":256,\"simt_divergence_stack_size\":1024}}"},
    {"simd_fifo_valid.json", "{\"simd_printf_fifo_size_per_core\":32768}"},
    {"simd_fifo_string.json", "{\"simd_printf_fifo_size_per_core\":\"32768\"}"},
    {"dump_lite_exception.json", "{\"dump\":{\"dump_scene\":\"lite_exception\"}}"},
    {"dump_debug.json", "{\"dump\":{\"dump_debug\":\"on\",\"dump_path\":\"/tmp\"}}"},
};
#define WRITTEN (sizeof k_written / sizeof k_written[0])
#define PER_KEY 2 /* <key>_valid.json, <key>_invalid.json */

static aclcts_diff_config *g_list;
static size_t g_count;
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static void add(const char *name, const char *text)
{
    if (name != NULL && text != NULL) g_list[g_count++] = (aclcts_diff_config){name, text};
}

static char *file_name(const char *key, const char *what)
{
    size_t len = (size_t)snprintf(NULL, 0, "%s_%s.json", key, what) + 1;
    char *name = malloc(len);
    if (name != NULL) snprintf(name, len, "%s_%s.json", key, what);
    return name;
}

/* Lives as long as the process: the list is built once. */
static void build(void)
{
    g_list = calloc(WRITTEN + PER_KEY * aclcts_config_key_count + 1, sizeof *g_list);
    if (g_list == NULL) return;
    for (size_t i = 0; i < WRITTEN; i++) add(k_written[i].name, k_written[i].text);
    for (size_t i = 0; i < aclcts_config_key_count; i++) {
        const aclcts_config_key *k = &aclcts_config_keys[i];
        add(file_name(k->key, "valid"), aclcts_config_one_key(k, k->valid));
        add(file_name(k->key, "invalid"), aclcts_config_one_key(k, k->invalid));
    }
    add(ACLCTS_DIFF_FULL_CONFIG, aclcts_config_all_keys());
}

const aclcts_diff_config *aclcts_diff_config_list(size_t *count)
{
    pthread_once(&g_once, build);
    *count = g_count;
    return g_list;
}
