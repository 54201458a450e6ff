/* DumpConfigConverter::Convert (dump_config_converter.cpp): what adump makes
 * of the raw configuration, before the DumpManager acts on it
 * (adump_convert.c; its checks: adump_check.h). */
#ifndef ACLCTS_LOWER_ADUMP_CONVERT_H_
#define ACLCTS_LOWER_ADUMP_CONVERT_H_

#include <stddef.h>

#include "adump/adump_model.h"

typedef struct adc_result {
    int result; /* 0 or ACLCTS_ADUMP_INPUT_FAILED */
    char report[8];
    char *item;
    const char *reason;
    int need_dump;
    aclcts_adump_type type;
    const char *mode;
    char *path; /* ConvertDumpConfig's dumpPath (after DUMP030) */
    const char *path_source;
    char *dump_mode, *dump_level, *dump_data, *dump_op_switch, *dump_debug, *dump_scene;
    char *dump_step, *dump_stats, *kernel_data;
    int dump_switch;
    char *dfx_path;    /* DumpDfxConfig: raw dump_path */
    unsigned dfx_mask; /* runtime types of the DumpDfxConfig names */
} adc_result;

void adc_convert(const char *data, size_t size, const aclcts_adump_env *env, adc_result *r);
void adc_free(adc_result *r);

#endif
