/* CheckDumpFieldValues (dump_config_converter.cpp), phase B of the
 * converter's checks: DUMP007 the single values, DUMP008 each ','-piece of
 * dump_kernel_data, DUMP009 each dump_stats member, against dumpValidOptions
 * (IsValueValid: empty is EP0001, DUMP006; not an option EP0002). */
#include <stdlib.h>
#include <string.h>

#include "adump/adump_phases.h"
#include "adump/adump_str.h"

typedef struct adc_options {
    const char *key;
    const char *const *values; /* NULL-terminated */
    const char *shown;         /* TransOptionsToStr: sorted, '/'-separated */
} adc_options;

static const char *const k_mode[] = {"input", "output", "all", NULL};
static const char *const k_data[] = {"tensor", "stats", NULL};
static const char *const k_switch[] = {"on", "off", NULL};
static const char *const k_level[] = {"op", "kernel", "all", NULL};
static const char *const k_scene[] = {
    "lite_exception", "aic_err_brief_dump", "aic_err_norm_dump", "aic_err_detail_dump", "watcher", NULL};
static const char *const k_kernel[] = {"all", "printf", "tensor", "assert", "timestamp", NULL};
static const char *const k_stats[] = {"Max", "Min", "Avg", "Nan", "Negative Inf", "Positive Inf", "L2norm", NULL};

/* dumpValidOptions, in the order CheckDumpFieldValues checks them. */
static const adc_options k_single_values[] = {
    {"dump_mode", k_mode, "all/input/output"},
    {"dump_data", k_data, "stats/tensor"},
    {"dump_op_switch", k_switch, "off/on"},
    {"dump_level", k_level, "all/kernel/op"},
    {"dump_debug", k_switch, "off/on"},
    {"dump_scene", k_scene, "aic_err_brief_dump/aic_err_detail_dump/aic_err_norm_dump/lite_exception/watcher"},
};
static const adc_options k_kernel_options = {"dump_kernel_data", k_kernel, "all/assert/printf/tensor/timestamp"};
static const adc_options k_stats_options = {"dump_stats", k_stats, "Avg/L2norm/Max/Min/Nan/Negative Inf/Positive Inf"};

/* IsValueValid on `len` bytes: empty is EP0001 (DUMP006), not an option is EP0002 (DUMP007). */
static int value_ok(adc_ctx *c, const adc_options *o, const char *v, size_t len, const char *item)
{
    if (len == 0) {
        return adc_fail(c, "EP0001", item, R_VALUE_EMPTY);
    }
    for (const char *const *opt = o->values; *opt != NULL; opt++) {
        if (strlen(*opt) == len && memcmp(*opt, v, len) == 0) {
            return 1;
        }
    }
    (void)o->shown;
    return adc_fail(c, "EP0002", item, R_ENUM);
}

/* DUMP008: one ','-piece of dump_kernel_data, untrimmed. */
static int kernel_piece_ok(adc_ctx *c, const char *piece, size_t len, size_t index, void *arg)
{
    (void)index;
    (void)arg;
    return value_ok(c, &k_kernel_options, piece, len, "dump_kernel_data");
}

int adc_check_values(adc_ctx *c)
{
    for (size_t i = 0; i < sizeof k_single_values / sizeof k_single_values[0]; i++) {
        const adc_options *o = &k_single_values[i];
        const char *v = adc_str_member(c->dump, o->key);
        if (v != NULL && !value_ok(c, o, v, strlen(v), o->key)) {
            return 0;
        }
    }
    const char *kernel = adc_str_member(c->dump, "dump_kernel_data");
    if (kernel != NULL && !adc_split(c, kernel, ',', kernel_piece_ok, NULL)) {
        return 0;
    }
    const cJSON *stats = adj_member(c->dump, "dump_stats");
    size_t i = 0;
    for (const cJSON *e = stats != NULL ? stats->child : NULL; e != NULL; e = e->next, i++) {
        char *item = ads_fmt("dump_stats[%zu]", i);
        int ok = item != NULL && value_ok(c, &k_stats_options, e->valuestring, strlen(e->valuestring), item);
        free(item);
        if (!ok) {
            return 0;
        }
    }
    return 1;
}
