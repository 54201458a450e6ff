/* The built-in configurations of "aclcts diff": every key of the aclInit
 * configuration file with a valid and an invalid value, and the file-level
 * shapes (empty, nested, malformed). Data only; what each should do is for
 * the two libraries to agree on (scenarios.h). */
#include <stddef.h>

#include "aclcts/scenarios.h"

const aclcts_diff_config aclcts_diff_configs[] = {
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
    {"err_msg_mode_1.json", "{\"err_msg_mode\":\"1\"}"},
    {"err_msg_mode_number.json", "{\"err_msg_mode\":1}"},
    {"err_msg_mode_2.json", "{\"err_msg_mode\":\"2\"}"},
    {"default_device_0.json", "{\"defaultDevice\":{\"default_device\":\"0\"}}"},
    {"default_device_number.json", "{\"defaultDevice\":{\"default_device\":0}}"},
    {"default_device_minus1.json", "{\"defaultDevice\":{\"default_device\":\"-1\"}}"},
    {"default_device_00.json", "{\"defaultDevice\":{\"default_device\":\"00\"}}"},
    {"stack_size_valid.json",
     "{\"StackSize\":{\"aicore_stack_size\":65536,\"simt_stack_size\":256,\"simt_divergence_stack_size\":1024}}"},
    {"stack_size_string.json", "{\"StackSize\":{\"aicore_stack_size\":\"abc\"}}"},
    {"simd_fifo_valid.json", "{\"simd_printf_fifo_size_per_core\":32768}"},
    {"simd_fifo_zero.json", "{\"simd_printf_fifo_size_per_core\":0}"},
    {"simd_fifo_string.json", "{\"simd_printf_fifo_size_per_core\":\"32768\"}"},
    {"simt_fifo_valid.json", "{\"simt_printf_fifo_size\":1048576}"},
    {"event_mode_1.json", "{\"acl_graph\":{\"event_mode\":\"1\"}}"},
    {"event_mode_2.json", "{\"acl_graph\":{\"event_mode\":\"2\"}}"},
    {"profiler_on.json", "{\"profiler\":{\"switch\":\"on\"}}"},
    {"max_opqueue_valid.json", "{\"max_opqueue_num\":\"100\"}"},
    {"max_opqueue_zero.json", "{\"max_opqueue_num\":\"0\"}"},
    {"dump_model.json",
     "{\"dump\":{\"dump_path\":\"/tmp\",\"dump_mode\":\"output\",\"dump_list\":[{\"model_name\":\"m\"}]}}"},
    {"dump_bad_scene.json", "{\"dump\":{\"dump_scene\":\"xxx\"}}"},
    {"dump_lite_exception.json", "{\"dump\":{\"dump_scene\":\"lite_exception\"}}"},
    {"dump_debug.json", "{\"dump\":{\"dump_debug\":\"on\",\"dump_path\":\"/tmp\"}}"},
    {ACLCTS_DIFF_FULL_CONFIG,
     "{\"err_msg_mode\":\"1\",\"defaultDevice\":{\"default_device\":\"0\"},"
     "\"StackSize\":{\"aicore_stack_size\":65536},\"simd_printf_fifo_size_per_core\":32768,"
     "\"simt_printf_fifo_size\":1048576,\"acl_graph\":{\"event_mode\":\"1\"},"
     "\"profiler\":{\"switch\":\"on\"},\"max_opqueue_num\":\"100\"}"},
};

const size_t aclcts_diff_config_count = sizeof aclcts_diff_configs / sizeof aclcts_diff_configs[0];
